"""``ledger play`` in the game's words: the live line in each system's words and fitted to 80, 120 and 200 columns,
shell words that never hide a game command, ``help`` and Tab limited to this campaign's commands, a piped run that
exits non-zero on a refusal, and Tab then Enter running what the line shows (README "At the table: ledger play")."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli
from ledger.cli import root
from ledger.cli.shell.live_line import status_line
from ledger.cli.shell.shell import Shell
from test_play import completions, shell_store, start, typed

MOMENTS = [("masks-halcyon-nights", 29), ("pokemon-aranciopoli-noir", 12), ("mouseguard-darkwater-crossing", 20),
           ("mosaic-blumen-des-montezuma", 15), ("basic-the-salt-road", 12), ("masks-halcyon-nights", None),
           ("pokemon-aranciopoli-noir", None), ("mouseguard-darkwater-crossing", None),
           ("mosaic-blumen-des-montezuma", None), ("basic-the-salt-road", None)]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    out = {}
    for stem in {m for m, _ in MOMENTS}:
        cli = Cli(tmp_path_factory.mktemp(stem) / "s.sqlite")
        cli("replay", str(ROOT / "sample_campaigns" / f"{stem}.yaml"))
        out[stem] = cli
    return out


def line_at(cli: Cli, action: int | None, width: int | None) -> str:
    from ledger.cli.session import Session
    from ledger.cli.table import status_data
    from ledger.service.ledger import Moment
    from rules import get_system

    ledger = Session().ledger(shell_store(cli.store))
    name = ledger.campaign_name(None)
    camp = ledger.now(name) if action is None else ledger.at(name, Moment(as_of=action))[0]
    system = get_system(camp.system)
    code = system.lang(None)
    return status_line(status_data(camp, system, code), system, code, width)


@pytest.mark.parametrize("stem, action", MOMENTS)
def test_the_live_line_speaks_the_game_and_fits_80_120_and_200_columns(played: dict[str, Cli], stem: str,
                                                                     action: int | None) -> None:
    whole = line_at(played[stem], action, None)
    assert "{" not in whole and "'" not in whole.replace("GM's", "") and "True" not in whole
    for width in (80, 120, 200):
        fitted = line_at(played[stem], action, width)
        assert len(fitted) <= width - 1, (width, fitted)
        assert fitted.split(" · ")[0].split()[0] in ("session", "sessione")
        assert fitted.endswith(f" {action if action is not None else played[stem].json('history', '--last', '1')[0]['action']}")
        if width == 200 and len(whole) < 199:
            assert fitted == whole
    if stem.startswith("pokemon"):
        assert "Risorse" in whole and "Resources" not in whole and "owed" not in whole and "azione" in whole


def test_the_open_roll_keeps_its_dice_and_result_at_80_columns(played: dict[str, Cli]) -> None:
    assert line_at(played["masks-halcyon-nights"], 29, 200) == (
        "session 1 (running) · scene 2 (open) · #29 Reject Influence by Vex vs Captain Meridian: 4+4 +0 = 8 → weak hit "
        "(7-9) · pick 1: RI1, RI2, RI3 · Team: 3 · leader: Gale · action 29")
    assert line_at(played["masks-halcyon-nights"], 29, 80) == (
        "session 1 · scene 2 · #29 Reject Influence …: 4+4 +0 = 8 → weak hit · action 29")
    assert line_at(played["mouseguard-darkwater-crossing"], 20, 80) == (
        "session 1 · scene 2 · #20 Pathfinder (T…: 6, 4 = 2 successes → pass · action 20")
    assert line_at(played["basic-the-salt-road"], None, 200) == (
        "session 2 (ended) · scene 3 (closed) · progress bars: Rebuild the ford 40/40 ✓, Seal the barrow 60/60 ✓ · "
        "action 65")
    assert line_at(played["basic-the-salt-road"], None, 80) == (
        "session 2 (ended) · progress bars R40/40 ✓ S60/60 ✓ · action 65")


def basic_table(store: Path) -> Cli:
    cli = Cli(store)
    cli("create", "Salt", "--system", "basic")
    cli("add-character", "Mara", "--attributes", "brawn=3,wits=1")
    cli("add-character", "Tobin", "--attributes", "brawn=2,wits=2")
    cli("session", "start")
    cli("scene", "start")
    return cli


def test_help_with_a_name_is_the_games_help_and_alone_the_shells(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = basic_table(tmp_path / "b.sqlite")
    code, _ = typed(cli.store, "help Mara --as Tobin --attribute brawn --dice 7\r\x04")
    out = capsys.readouterr()
    assert code == 0 and out.err == ""
    assert cli.json("history", "--last", "1")[0]["command"] == "help"
    code, shell = typed(cli.store, "help\rhelp status\r\x04")
    out = capsys.readouterr().out
    listed = [line.split()[0] for line in out.split("\n\n")[0].splitlines()[1:]]
    assert "help" in listed and "make-progress" in listed and "status" in listed and "undo" in listed
    for other in ("create", "migrate", "replay", "import", "play", "completion", "conflict", "roll"):
        assert other not in listed, other
    assert "Keys: Tab completes" in out and "Usage: ledger status" in out
    with Shell(root(), shell_store(cli.store)) as shell:
        assert [t for t, _ in completions(shell, "he")] == ["help"]          # once
        assert [t for t, _ in completions(shell, "help Ma")] == ["Mara"]    # the game's help: its target
        assert sorted(t for t, _ in completions(shell, "help sta")) == ["stack", "status"]   # the shell's: a command


def test_tab_offers_this_campaigns_commands_only(tmp_path: Path) -> None:
    cli = start(tmp_path / "m.sqlite")
    with Shell(root(), shell_store(cli.store)) as shell:
        first = [t for t, _ in completions(shell, "")]
        assert "roll" in first and "status" in first and "help" in first and "exit" in first
        for other in ("create", "migrate", "replay", "import", "play", "completion", "conflict", "test"):
            assert other not in first, other
        assert [t for t, _ in completions(shell, "help ro")] == ["roll"]


def test_tab_then_enter_runs_what_the_line_shows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = start(tmp_path / "t.sqlite")
    code, _ = typed(cli.store, "sess\t st\t\r\x04")                 # a paste: Tab and Enter in one read
    assert code == 0 and capsys.readouterr().err == ""
    assert cli.json("history", "--last", "1")[0]["command"] == "session start"
    code, _ = typed(cli.store, "mark Ro\t ang\t\r\x04")
    assert code == 0 and cli.json("sheet", "Rook")["conditions"] == ["angry"]


def test_a_piped_run_exits_0_when_every_line_ran(tmp_path: Path) -> None:
    import os
    import subprocess

    from conftest import LEDGER

    cli = start(tmp_path / "p.sqlite")
    env = dict(os.environ, LEDGER_STORE=shell_store(cli.store), COLUMNS="200")
    proc = subprocess.run([LEDGER, "play"], input="session start\nstatus\n", text=True, capture_output=True, env=env,
                          timeout=60)
    assert proc.returncode == 0 and proc.stderr == ""
    proc = subprocess.run([LEDGER, "play"], input="mark Nobody angry\nstatus\n", text=True, capture_output=True, env=env,
                          timeout=60)
    assert proc.returncode == 2 and proc.stderr.startswith("error: ") and "Status" in proc.stdout
