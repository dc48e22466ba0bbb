"""Reference lists (``ledger moves``, ``playbooks``, ``conditions``, ``skills`` ...).

Every name a list shows must be accepted by the input it documents (checked through the rules'
own name functions), in every language of the system, and no list may shadow a command.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli
from rules import get_system, registered
from rules.names import resolve


def _resolvers() -> dict[tuple[str, str], Callable[[str], Any]]:
    """(system, kind) -> a function from a typed name to the id the input takes (the rules' own where there is one)."""
    from rules.basic import data as bd
    from rules.basic.state import tier_id
    from rules.masks import advancement as ma, data as md, playbooks as mp
    from rules.masks.pick_syntax import parse_pick as masks_pick
    from rules.masks.rolls import move_id as masks_move
    from rules.masks.state import condition_id, label_id
    from rules.mosaic import data as od
    from rules.mosaic.rolls import move_id as mosaic_move
    from rules.mosaic.state import playbook_id, stat_id
    from rules.mouseguard import data as gd
    from rules.mouseguard.state import condition_id as mg_condition, skill_or_ability
    from rules.pokemon import data as pd
    from rules.pokemon.rolls import move_id as pokemon_move, parse_pick as pokemon_pick
    from rules.pokemon.state import approach_id

    def any_move_pick(name: str) -> set[str]:
        found = set()
        for move in pd.PICKS:
            try:
                found.add(pokemon_pick(move, name)["option"])
            except Exception:  # noqa: BLE001 - not an option of this move
                pass
        return found

    return {
        ("masks", "moves"): masks_move, ("masks", "conditions"): condition_id, ("masks", "labels"): label_id,
        ("masks", "playbooks"): lambda n: resolve("playbook", n, mp.PLAYBOOK_NAMES),
        ("masks", "picks"): lambda n: masks_pick(n)["option"],
        ("masks", "advancements"): lambda n: resolve("advancement", n, ma.names()),
        ("mouseguard", "skills"): skill_or_ability, ("mouseguard", "abilities"): skill_or_ability,
        ("mouseguard", "conditions"): mg_condition,
        ("mouseguard", "weapons"): lambda n: resolve("weapon", n, gd.WEAPON_NAMES),
        ("mouseguard", "conflict-types"): lambda n: resolve("type", n, gd.CONFLICT_TYPE_NAMES),
        ("mouseguard", "conflict-actions"): lambda n: resolve("actions", n, gd.ACTION_NAMES),
        ("mosaic", "moves"): mosaic_move, ("mosaic", "stats"): stat_id, ("mosaic", "playbooks"): playbook_id,
        ("mosaic", "milestones"): lambda n: resolve("milestone", n, od.MILESTONES),
        ("mosaic", "picks"): lambda n: n if n in od.OPTIONS else None,
        ("pokemon", "moves"): pokemon_move, ("pokemon", "approaches"): approach_id,
        ("pokemon", "harm-slots"): lambda n: resolve("slot", n, pd.SLOT_NAMES), ("pokemon", "picks"): any_move_pick,
        ("basic", "tiers"): tier_id, ("basic", "uncounted"): lambda n: resolve("uncounted", n, bd.UNCOUNTED),
        ("basic", "abilities"): lambda n: ({"attack defend": "defend", **{k.replace("_", "-"): k for k in bd.ABILITIES}}.get(n)
                                           if any(c == n or c.startswith(n + " ") for c in get_system("basic").commands) else None),
    }


def every_list() -> list[tuple[str, str]]:
    return [(sid, kind) for sid in registered() for kind in get_system(sid).reference]


def test_every_list_has_a_resolver_here() -> None:
    assert set(every_list()) == set(_resolvers())
    assert {sid for sid, _ in every_list()} == {"masks", "mouseguard", "mosaic", "pokemon", "basic"}


@pytest.mark.parametrize("sid,kind", every_list())
def test_every_listed_name_is_accepted_in_input(sid: str, kind: str) -> None:
    system = get_system(sid)
    take = _resolvers()[(sid, kind)]
    for lang in system.languages:
        data = system.reads[kind].view({}, lang)
        assert data["kind"] == kind and data["languages"] == list(system.languages) and data["entries"]
        for item in data["entries"]:
            assert set(item["names"]) == set(system.languages) and all(item["names"].values())
            assert item["description"] and "\n" not in item["description"] and len(item["description"]) < 240
            typed = {item["id"], *item["names"].values(), *item["accepted"]}
            if (sid, kind) == ("basic", "abilities"):          # typed as commands: only those are accepted
                typed = set(item["accepted"])
            for name in typed:
                got = take(name)
                assert got == item["id"] or (isinstance(got, set) and item["id"] in got), (sid, kind, name, got)
        rows = system.reads[kind].rows(data, lang)
        assert len(rows) == len(data["entries"]) and all(isinstance(a, str) and isinstance(b, str) for a, b in rows)


def test_lists_cover_the_names_the_data_accepts() -> None:
    from rules.masks import data as md
    from rules.mouseguard import data as gd

    masks = get_system("masks")
    moves = masks.reads["moves"].view({}, "en")["entries"]
    assert [m["id"] for m in moves] == list(md.MOVE_NAMES)
    engage = moves[0]
    assert engage["names"] == {"en": "Directly Engage a Threat", "es": "Enfrentarse a una amenaza"}
    assert engage["accepted"] == list(md.MOVE_NAMES["directly_engage"])
    assert engage["description"].startswith("roll +Danger: trade blows")
    assert masks.reads["moves"].view({}, "es")["entries"][0]["description"].startswith("tira +Peligro")
    skills = get_system("mouseguard").reads["skills"].view({}, "es")["entries"]
    assert [s["id"] for s in skills] == list(gd.SKILL_NAMES) and skills[-2]["names"]["es"] == "Meteorólogo"
    conds = {c["id"]: c["description"] for c in masks.reads["conditions"].view({}, "en")["entries"]}
    assert conds["angry"].startswith("-2 to Comfort or Support, Pierce the Mask;")


def test_no_list_shadows_a_command() -> None:
    from ledger.cli import root

    ledger_own = set(root().commands)
    for sid in registered():
        system = get_system(sid)
        heads = {name.partition(" ")[0] for name in system.commands}
        for kind in system.reference:
            assert kind not in heads and kind not in ledger_own, (sid, kind)


# --- the command line ------------------------------------------------------------------------------------

def test_reference_commands(tmp_path: Path) -> None:
    masks = Cli(tmp_path / "m.sqlite")
    masks("create", "Halcyon")
    data = masks.json("moves")
    assert data["kind"] == "moves" and len(data["entries"]) == 9
    table = masks("playbooks", "--lang", "ES").stdout
    assert "Libretos — Masks: A New Generation" in table and "Protégé" in table and "empieza con Peligro -1" in table
    assert "también se acepta" in masks("moves", "--lang", "es").stdout
    assert "moves" in masks("--help").stdout
    guard = Cli(tmp_path / "g.sqlite")
    guard("create", "Darkwater", "--system", "mouseguard")
    assert [e["id"] for e in guard.json("conditions")["entries"]] == ["hungry", "angry", "tired", "injured", "sick"]
    assert "Weather Watcher" in guard("skills").stdout
    proc = guard("moves", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: command: 'moves' is not a command of Mouse Guard")


@pytest.mark.parametrize("args,field", [(("moves", "--lang", "xx"), "lang"), (("moves", "extra"), "usage"),
                                        (("picks", "--campaign", "Nope"), "campaign")])
def test_reference_bad_input_is_one_line(cli: Cli, args: tuple[str, ...], field: str) -> None:
    cli("create", "Halcyon")
    before = cli.bytes()
    proc = cli(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert cli.bytes() == before
