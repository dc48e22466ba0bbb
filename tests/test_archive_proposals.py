"""A campaign played with GM approval, exported as a script and replayed: a proposal is named by its proposing
action's number, which shifts when the script leaves undone actions and corrections out; the script names it by
its number in the script, so replay gives the same sheets, proposals and history, with and without --keep-undone
(README "Archiving a campaign" and "Campaign scripts"; "Playing as a group": proposals and approval)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli

CAMPAIGN = "Halcyon"


def _played(tmp_path: Path) -> tuple[Cli, dict[str, int]]:
    """The newcomer's sequence: proposals by a player, an undo before an approval, a rejection, an edit-and-approve
    and one left pending. Returns the CLI on the store and the proposals' ids by what they are."""
    from ledger.service import Ledger
    from ledger.service.people import Person

    cli = Cli(tmp_path / "played.sqlite")
    cli("create", CAMPAIGN, "--system", "masks")
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("grant", "Ana", "--role", "player", "--character", "Gale", "--character", "Rook")
    cli("mark", "Gale", "afraid", "--reason", "the drones")
    cli("approval", "players")
    led = Ledger(cli.store)
    ids = {}
    for key, character, condition in (("pending", "Rook", "angry"), ("approved", "Gale", "guilty"),
                                      ("rejected", "Rook", "hopeless"), ("edited", "Gale", "insecure")):
        _, events = led.act(None, "mark", {"character": character, "condition": condition}, actor=character,
                            reason=f"Ana's {key}", by=Person("Ana"))
        ids[key] = int(events[0].detail["proposal"])
    led.close()
    afraid = next(r["action"] for r in cli.json("history") if r["reason"] == "the drones")
    cli("undo", str(afraid), "--reason", "not afraid after all")                  # an undo before the approvals
    cli("approve", str(ids["approved"]))
    cli("reject", str(ids["rejected"]), "--reason", "not in this scene")
    cli("approve", str(ids["edited"]), "--arg", "condition=angry")                 # approved with an edit
    return cli, ids


def _in_force(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows a script holds: actions not undone, corrections left out."""
    return [r for r in rows if r["action"] > 0 and r["undone_by"] is None and r["command"] not in ("undo", "redo", "amend")]


def _shown(rows: list[dict[str, Any]], number: dict[int, int]) -> list[tuple[Any, ...]]:
    """What each row says, with every action number (a proposal's id, a decided action) read through ``number``."""
    again = lambda text: re.sub(r"\b(proposal |action )(\d+)", lambda m: m[1] + str(number.get(int(m[2]), m[2])), text)  # noqa: E731
    return [(r["command"], r["actor"], r["reason"], tuple(r["changes"]),
             tuple((e["kind"], again(e["summary"] or "")) for e in r["events"])) for r in rows]


@pytest.mark.parametrize("keep_undone", [False, True])
def test_a_script_with_proposals_replays_to_the_same_campaign(tmp_path: Path, keep_undone: bool) -> None:
    played, ids = _played(tmp_path)
    script = tmp_path / "s.yaml"
    played("export", "--format", "script", "--out", str(script), *(["--keep-undone"] if keep_undone else []))
    text = script.read_text(encoding="utf-8")
    rows = played.json("history")
    undone = [r["action"] for r in rows if r["undone_by"] is not None]
    assert len(undone) == 1 and (f"# undone (action {undone[0]}): - mark:" in text) is keep_undone
    original = _in_force(rows)
    assert len(original) == len(rows) - 3                      # the creation, the undone mark and the undo left out
    replayed = Cli(tmp_path / "replayed.sqlite")
    assert replayed("replay", str(script)).stdout.startswith(f"replayed {len(original)} actions into campaign {CAMPAIGN}")
    again = replayed.json("history")[1:]
    number = {r["action"]: n for n, r in enumerate(original, start=1)}             # entry N replays as action N
    assert [r["action"] for r in again] == list(range(1, len(original) + 1))
    assert _shown(again, {}) == _shown(original, number)
    for character in ("Gale", "Rook"):
        assert replayed.json("sheet", character) == played.json("sheet", character)
    before = {number[int(p["id"])]: {**p, "id": None, "action": number.get(p["action"])}
              for p in played.json("proposals", "--all")}
    after = {int(p["id"]): {**p, "id": None} for p in replayed.json("proposals", "--all")}
    assert after == before
    assert {after[number[ids[k]]]["status"] for k in ids} == {"pending", "approved", "rejected"}
    assert after[number[ids["edited"]]]["args"] == {"character": "Gale", "condition": "insecure"}   # as proposed
    decided = next(r for r in again if r["action"] == after[number[ids["edited"]]]["action"])
    assert (decided["command"], decided["actor"], decided["changes"]) == ("mark", "Gale", ["Gale Angry: no → yes"])
