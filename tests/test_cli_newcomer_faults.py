"""What a newcomer met at the command line, each kind checked everywhere it can occur: a pick of another move's
list refused as an unknown one (README "Using the ledger": a refusal names the field and what is allowed), every
command group given alone or with only its own options printing its help (exit 0; README: "so does a command group
... without its subcommand", "a group takes --lang for itself"), ``--odds`` printing nothing before a refusal, and
a ``LEDGER_LANG`` no system speaks read as README reads it (the system's own language, never a refusal).
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from conftest import TEST_STORE, Cli, Table, pg_url
from rules import get_system, registered
from rules.errors import RuleError

DEFEND_ALLOWED = ("allowed: DF1 (add a Team to the pool), DF2 (take Influence over someone you protect), "
                  "DF3 (clear a condition), DFC1 (expose yourself to danger), DFC2 (escalate the situation)")


def _defend_open() -> Table:
    """Gale defends Hex from the NPC Vance: an 8 (weak hit), its picks and costs open."""
    t = Table()
    for name in ("Gale", "Hex"):
        t.pc(name)
    t.do("add-npc", name="Vance")
    t.in_scene()
    t.do("roll", move="defend", character="Gale", protect="Hex", **{"from": "Vance"}, dice=[4, 4])
    return t


@pytest.mark.parametrize("picks, first", [(["DE1"], "DE1"), (["XX"], "XX"), (["DF9"], "DF9"), (["RIM"], "RIM"),
                                          (["DF1", "DE1"], "DE1"), (["PB10c"], "PB10c")])
def test_masks_a_pick_of_another_move_is_refused_as_an_unknown_one(picks: list[str], first: str) -> None:
    t = _defend_open()
    before = t.state
    with pytest.raises(RuleError) as info:
        t.do("resolve", pick=picks)
    assert (info.value.field, info.value.message) == ("pick", f"{first} is not an option here; {DEFEND_ALLOWED}")
    assert t.state == before


@pytest.mark.parametrize("picks, first", [(["DF1"], "DF1"), (["XX"], "XX")])
def test_a_result_taking_no_pick_says_so_rather_than_listing_none(picks: list[str], first: str) -> None:
    t = Table()
    t.pc("Gale")
    t.in_scene()
    t.do("roll", move="unleash", character="Gale", dice=[1, 1])             # a miss: the GM makes a move
    before = t.state
    with pytest.raises(RuleError) as info:
        t.do("resolve", pick=picks)
    assert (info.value.field, info.value.message) == ("pick", f"{first} is not an option here: this result takes no pick")
    assert get_system("masks").refusal(info.value, "es") == f"pick: {first} no es una opción aquí: este resultado no admite elecciones"
    assert t.state == before


def test_masks_a_pick_of_another_move_in_spanish_names_it_too(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "M", "--system", "masks")
    for name, playbook in (("Gale", "beacon"), ("Hex", "bull")):
        cli("add-character", name, "--playbook", playbook, "--plus-one", "savior")
    cli("add-npc", "Vance")
    cli("session", "start")
    cli("scene", "start")
    cli("roll", "defend", "--as", "Gale", "--protect", "Hex", "--from", "Vance", "--dice", "6,6")
    out = cli("resolve", "--pick", "DE1", "--as", "Gale", "--lang", "es", ok=False)
    assert (out.returncode, out.stdout) == (2, "")
    assert out.stderr.startswith("error: pick: DE1 no es una opción aquí; se admite: DF1 (agregas un Punto de Equipo), ")


def _diego_in_a_scene(tmp_path: Path, name: str) -> Cli:
    """A MOSAIC campaign ``name``: one culture, Diego (every rank of it, Aggression not highlighted), a scene open."""
    cli = Cli(tmp_path / f"{name}.sqlite")
    for line in (f"create {name} --system mosaic", "culture add Castile --playbook conquistador",
                 "add-character Diego --playbook conquistador --background Castile:aggression --background "
                 "Castile:cunning --faith Castile:inspiration --contacts Castile:understanding",
                 "session start", "scene start"):
        cli(*line.split())
    return cli


def test_mosaic_a_pick_of_another_move_is_named_before_the_count(tmp_path: Path) -> None:
    cli = _diego_in_a_scene(tmp_path, "Mo")
    cli("roll", "Push", "--as", "Diego", "--dice", "6,2", "--lang", "en")
    for picks in (["CA2"], ["PU1", "CA2"]):
        args = [a for p in picks for a in ("--pick", p)]
        out = cli("resolve", *args, "--as", "Diego", "--lang", "en", ok=False)
        assert (out.returncode, out.stdout) == (2, "")
        assert out.stderr == ("error: pick: CA2 is not an option of Push; allowed: PU1 (you inflict harm), "
                              "PU2 (you seize an object)\n")


def _groups() -> list[tuple[str | None, str]]:
    """(system id or None for the ledger's own, group name) of every command group of every face of the CLI."""
    from ledger.cli import root
    from ledger.cli.build import system_entries

    own = [(None, name) for name, cmd in root().commands.items() if isinstance(cmd, click.Group)]
    return own + [(sid, name) for sid in registered() for name, cmd in system_entries(get_system(sid)).items()
                  if isinstance(cmd, click.Group)]


def test_the_groups_swept_are_all_there() -> None:
    found = _groups()
    assert {(None, "account"), (None, "token"), ("masks", "session"), ("masks", "scene"), ("mouseguard", "conflict"),
            ("pokemon", "battle"), ("mosaic", "rest"), ("basic", "attack")} <= set(found)


@pytest.mark.parametrize("system, group", _groups())
def test_a_group_alone_or_with_its_own_options_prints_its_help(tmp_path: Path, system: str | None, group: str) -> None:
    cli = Cli(tmp_path / "g.sqlite")
    sid = system or "masks"
    cli("create", "G", "--system", sid)
    store = pg_url(cli.store) if TEST_STORE == "postgres" else str(cli.store)
    lang = get_system(sid).languages[-1]
    for extra in ([], ["--lang", lang], ["--store", store], ["--store", store, "--lang", "en"]) + \
            ((["--campaign", "G"],) if system else ()):
        out = cli(group, *extra, ok=False)
        assert (out.returncode, out.stderr) == (0, ""), (group, extra)
        help_ = cli(group, *extra, "--help").stdout
        shows_read = help_.splitlines()[0].split()[0] not in out.stdout.splitlines()[0]     # a group with a read
        assert out.stdout == help_ or (shows_read and out.stdout.strip()), (group, extra)


def test_a_group_passes_its_store_and_campaign_on(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "p.sqlite", env={"LEDGER_STORE": str(tmp_path / "none.sqlite")})
    store = pg_url(tmp_path / "p.sqlite") if TEST_STORE == "postgres" else str(tmp_path / "p.sqlite")
    cli("create", "P", "--system", "masks", "--store", store)
    out = cli("session", "--store", store, "--campaign", "P", "start", "--lang", "en")
    assert out.stdout.splitlines()[0] == "action 1: session start (GM) · session 1, scene 0"
    out = cli("account", "--store", store, "--lang", "es", "list", ok=False)
    assert (out.returncode, out.stderr) == (0, "")


def test_a_groups_lang_no_system_speaks_is_refused(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "l.sqlite")
    cli("create", "L", "--system", "masks")
    out = cli("session", "--lang", "de", ok=False)
    assert (out.returncode, out.stdout) == (2, "")
    assert out.stderr == "error: lang: 'de' ist keine Sprache von Masks: A New Generation; erlaubt: en, es\n"
    out = cli("account", "--lang", "zz", ok=False)
    assert (out.returncode, out.stdout, out.stderr) == (2, "", "error: lang: 'zz' is not a language of any system; "
                                                                "allowed: de, en, es, it\n")


def test_odds_print_nothing_before_a_refusal(tmp_path: Path) -> None:
    cli = _diego_in_a_scene(tmp_path, "O")
    before = cli.bytes()
    for dice, got in (("6,2,3", "3 dice"), ("6", "1 die")):
        out = cli("roll", "Vorstoßen", "--as", "Diego", "--dice", dice, "--odds", "--lang", "en", ok=False)
        assert (out.returncode, out.stdout) == (2, ""), dice
        assert out.stderr == f"error: dice: got {got}, need exactly 2 (faces 1..6, e.g. 6,3); the pool is 2 base\n"
    out = cli("roll", "Vorstoßen", "--as", "Don Diego", "--dice", "6,2", "--odds", "--lang", "en", ok=False)
    assert (out.returncode, out.stdout) == (2, "") and out.stderr.startswith("error: as: unknown actor 'Don Diego'")
    assert cli.bytes() == before
    out = cli("roll", "Vorstoßen", "--as", "Diego", "--dice", "6,2", "--odds", "--lang", "en")
    lines = out.stdout.splitlines()
    assert lines[0] == "Odds — O" and lines[-2] == "action 5: roll (Diego) · session 1, scene 1"
    assert lines[-1] == "  roll #5 Push by Diego [Aggression]: [6] [2] = 8 → 7-9 success at a cost (physical)"


@pytest.mark.parametrize("env", ["zz", "fr_FR.UTF-8", "de"])
def test_a_ledger_lang_the_system_lacks_reads_in_its_own_language(tmp_path: Path, env: str) -> None:
    """README "Using the ledger": a command speaks ``LEDGER_LANG`` "when it has it, else in its first language"."""
    cli = Cli(tmp_path / "e.sqlite", env={"LEDGER_LANG": env})
    cli("create", "E", "--system", "masks")
    assert cli("status").stdout.splitlines()[0] == "Status — E"
    out = cli("resolve", ok=False)
    assert (out.returncode, out.stdout) == (2, "") and out.stderr.startswith("error: phase: 'resolve' is not allowed")
