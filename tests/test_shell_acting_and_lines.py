"""``ledger play`` acting as a character (``--as``) offers what that character's player is offered at the table: the
follow-ups of another's open roll are left out of ``status``'s "allowed now" (so are the GM's commands), of a refusal's "allowed now" and of
Tab's command names (one rule, ``ledger.group.permissions.may_follow``); and the line breaks of a recap, a note or
a reason are printed as lines under their row, each line escaped.

Source: README "At the table: ledger play" (``--as``; user text escaped, its line breaks as lines) and "Playing as a
group" (a roll's follow-ups are its roller's); docs/systems/masks.md and mouseguard.md, "Who gives which command"
(seed 000: the GM, the roller or the target picks; seed 004: a test's rollers spend on it, a conflict's members act
in it); the sample campaigns' moments: Masks action 29 (Vex's Reject Influence against Captain Meridian, open),
Mouse Guard action 71 (Rogard's Weather Watcher test, open) and action 28 (the conflict of Brand, Wren and Tamsin
against the Water Snake, running).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from conftest import ROOT, Cli, copy_store
from ledger.cli import root
from ledger.cli.shell.shell import Shell
from test_play import completions, shell_store

MASKS = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"
GUARD = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
#: Mouse Guard's commands that follow the open test (seed 004: its rollers').
ON_TEST = ["fate", "reroll", "take-condition", "break-tie", "resolve"]
#: Mouse Guard's conflict subcommands its members give (seed 004 "Conflictos").
IN_CONFLICT = ["disposition", "wield", "script", "roll", "maneuver"]


def at(cli: Cli, action: int) -> Cli:
    """``cli``'s campaign with every action after ``action`` undone: ``action``'s moment is now."""
    cli("undo", "--to", str(action))
    return cli


@pytest.fixture(scope="module")
def masks(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("masks") / "m.sqlite")
    cli("replay", str(MASKS))
    return at(cli, 29)


@pytest.fixture(scope="module")
def guard(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Cli]:
    folder = tmp_path_factory.mktemp("guard")
    whole = Cli(folder / "g.sqlite")
    whole("replay", str(GUARD))
    out = {}
    for action in (71, 28):
        copy_store(whole.store, folder / f"g{action}.sqlite")
        out[action] = at(Cli(folder / f"g{action}.sqlite"), action)
    return out


def shell_lines(cli: Cli, capsys: pytest.CaptureFixture[str], lines: list[str], **options: Any) -> tuple[str, str]:
    """(stdout, stderr) of ``lines`` run in a shell on ``cli``'s store with ``options`` (``actor``, ``lang``)."""
    capsys.readouterr()
    with Shell(root(), shell_store(cli.store), **options) as shell:
        for line in lines:
            shell.run_line(line)
    out = capsys.readouterr()
    return out.out, out.err


def allowed(cli: Cli, capsys: pytest.CaptureFixture[str], **options: Any) -> list[str]:
    """The open roll's ``allowed`` list of ``status --json`` typed in the shell."""
    return json.loads(shell_lines(cli, capsys, ["status --json"], **options)[0])["roll"]["allowed"]


def players(entries: list[str], system: str) -> list[str]:
    """``entries`` of an "allowed now" list without the system's GM commands (``GameSystem.gm_commands``, rule
    ``gm-commands``): what a player is offered of them."""
    from rules import get_system

    gm = get_system(system).gm_commands
    return [e for e in entries if not any(e == c or e.startswith(c + " ") for c in gm)]


def refused_list(cli: Cli, capsys: pytest.CaptureFixture[str], line: str, marker: str = "allowed now",
                 **options: Any) -> list[str]:
    """The "allowed now" list (``marker`` in the shell's language) of the refusal of ``line`` typed in the shell."""
    err = shell_lines(cli, capsys, [line], **options)[1].strip()
    assert err.startswith("error: phase: ") and err.count("\n") == 0, err
    return err.rpartition(f"; {marker}: ")[2].split(", ")


def row(table: str, field: str) -> str:
    """The value of ``field``'s row of a status table, its wrapped lines joined."""
    cells = [line.split("│")[1:3] for line in table.splitlines() if line.count("│") == 3]
    start = next(i for i, (name, _) in enumerate(cells) if name.strip() == field)
    end = next((i for i in range(start + 1, len(cells)) if cells[i][0].strip()), len(cells))
    return " ".join(value.strip() for _, value in cells[start:end])


# --- what the shell offers as a character --------------------------------------------------------------------

def test_masks_status_as_a_character_leaves_out_anothers_rolls_resolution(masks: Cli,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    gm = allowed(masks, capsys)
    assert "resolve" in gm and "roll Defend --from Vex" in gm
    mine = players(gm, "masks")                                                            # no GM command for a player
    assert "add-character" in gm and "add-character" not in mine and "resolve" in mine
    assert allowed(masks, capsys, actor="Gale") == [e for e in mine if e != "resolve"]    # neither Vex nor Meridian
    assert allowed(masks, capsys, actor="Vex") == mine                                     # the roller resolves
    assert allowed(masks, capsys, actor="GM") == gm
    table = shell_lines(masks, capsys, ["status"], actor="Gale")[0]
    assert "allowed now" in table and "resolve" not in table
    assert "resolve" in shell_lines(masks, capsys, ["status"], actor="Vex")[0]
    said = shell_lines(masks, capsys, ["status --json --as Vex"], actor="Gale")[0]          # a line's own --as wins
    assert json.loads(said)["roll"]["allowed"] == mine


def test_masks_a_refusal_in_the_shell_lists_what_the_character_is_offered(masks: Cli,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    before = masks.json("history")
    gm = refused_list(masks, capsys, "session end")
    assert "resolve" in gm
    assert refused_list(masks, capsys, "session end", actor="Gale") == [e for e in gm if e != "resolve"]
    assert refused_list(masks, capsys, "session end", actor="Vex") == gm
    spanish = refused_list(masks, capsys, "session end", "ahora se puede", lang="es")
    assert "resolver" in spanish and len(spanish) == len(gm)           # resolve, as seed 000's Spanish names it
    assert refused_list(masks, capsys, "session end", "ahora se puede", actor="Gale", lang="es") == [
        e for e in spanish if e != "resolver"]
    assert masks.json("history") == before                        # nothing was recorded by the refused lines


def test_masks_tab_offers_no_command_the_status_leaves_out(masks: Cli) -> None:
    for actor, offered in (("Gale", []), ("Vex", ["resolve"]), (None, ["resolve"])):
        with Shell(root(), shell_store(masks.store), actor=actor) as shell:
            assert [t for t, _ in completions(shell, "res")] == offered, actor
            assert [t for t, _ in completions(shell, "help res")] == ["resolve"]          # its help is anyone's
            assert [t for t, _ in completions(shell, "ro")] == ["roll"]


def test_mouse_guard_a_test_is_its_rollers_to_spend_on(guard: dict[int, Cli], capsys: pytest.CaptureFixture[str]) -> None:
    cli = guard[71]
    gm = allowed(cli, capsys, lang="es")
    taken = [c for c in gm if c in ON_TEST]
    assert taken == ["fate", "take-condition", "resolve"]       # no level-3 trait ready: no reroll offered
    mine = players(gm, "mouseguard")                            # no GM command for a player (add-character)
    assert "add-character" in gm and "add-character" not in mine
    assert allowed(cli, capsys, actor="Rogard", lang="es") == mine
    assert allowed(cli, capsys, actor="Brand", lang="es") == [c for c in mine if c not in ON_TEST]
    rows = {a: row(shell_lines(cli, capsys, ["status"], actor=a, lang="es")[0], "ahora se puede")
            for a in ("Rogard", "Brand")}
    spanish = ["Destino", "éxito con condición", "resolver"]     # the Spanish table's words
    assert rows["Rogard"].split(", ")[:3] == spanish
    assert rows["Brand"].split(", ") == rows["Rogard"].split(", ")[3:]
    for actor, want in (("Rogard", set(ON_TEST)), ("Brand", set())):
        with Shell(root(), shell_store(cli.store), actor=actor) as shell:
            firsts = {t for t, _ in completions(shell, "")}
            assert firsts & set(ON_TEST) == want & firsts and "test" in firsts, actor
            assert ("resolve" in firsts) == (actor == "Rogard")


def test_mouse_guard_a_conflicts_commands_are_its_members(guard: dict[int, Cli]) -> None:
    cli = guard[28]
    subs = {}
    for actor in ("Brand", "Wren", "Rogard", None):
        with Shell(root(), shell_store(cli.store), actor=actor) as shell:
            subs[actor] = [t for t, _ in completions(shell, "conflict ")]
    assert set(IN_CONFLICT) <= set(subs[None]) and subs["Brand"] == subs["Wren"] == subs[None]
    assert subs["Rogard"] == [s for s in subs[None] if s not in IN_CONFLICT] and "close" in subs["Rogard"]


# --- line breaks of user text ----------------------------------------------------------------------------------

def test_kept_under_prints_each_line_escaped_under_the_first() -> None:
    from ledger.user_text import kept_under

    assert kept_under("  why: ", "One\x1b[31m.\r\nTwo\u202e.\n\nThree") == [
        "  why: One\\x1b[31m.", "       Two\\u202e.", "", "       Three"]
    assert kept_under("action 3: ", "note: a\nb", "  ") == ["action 3: note: a", "  b"]
    assert kept_under("x: ", "plain") == ["x: plain"]


def test_masks_a_recaps_and_a_reasons_lines_in_the_shell(masks: Cli, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    told = masks("recap", "Line one\nLine two\n\nPara", "--session", "1", "--reason", "r1\nr2").stdout.splitlines()
    n = int(told[0].split()[1].rstrip(":"))
    assert told[1:] == ["  recap of session 1: Line one", "  Line two", "", "  Para", "  why: r1", "       r2"]
    out = shell_lines(masks, capsys, [f"amend {n} --text 'One line' --reason 'fixed' --dry-run"])[0].splitlines()
    assert out == [f"dry run (nothing recorded): amend of action {n}", "  why: fixed", f"  action {n} (recap):",
                   "    was: recap of session 1: Line one", "         Line two", "", "         Para",
                   "    now: recap of session 1: One line"]
    marked = masks("mark", "Gale", "angry", "--reason", "a quarrel\nover the plan").stdout.splitlines()
    assert marked[-2:] == ["  why: a quarrel", "       over the plan"]
    why = shell_lines(masks, capsys, ["why Gale Angry"])[0].splitlines()
    at_row = next(i for i, line in enumerate(why) if "a quarrel" in line)
    assert why[at_row + 1].split("│")[-2].strip() == "over the plan"
    monkeypatch.setenv("COLUMNS", "80")
    blocks = shell_lines(masks, capsys, ["history --last 2"])[0].splitlines()
    start = blocks.index("      recap of session 1: Line one")
    assert blocks[start:start + 6] == ["      recap of session 1: Line one", "      Line two", "", "      Para",
                                       "      why: r1", "      r2"]
    assert blocks[-2:] == ["      why: a quarrel", "      over the plan"]
    assert "\\n" not in "\n".join(blocks)


def test_mouse_guard_a_notes_lines_in_spanish(guard: dict[int, Cli], capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    cli = guard[71]
    told = cli("note", "La vela se apagó.\nNadie lo vio.", "--reason", "por\nsi acaso", "--lang", "es").stdout
    lines = told.splitlines()
    assert lines[0].endswith(": La vela se apagó.") and lines[1:] == ["  Nadie lo vio."]
    monkeypatch.setenv("COLUMNS", "200")
    table = shell_lines(cli, capsys, ["history --last 1"], lang="es")[0].splitlines()
    first = next(i for i, line in enumerate(table) if "La vela se apagó." in line)
    assert table[first].rstrip().endswith("por") and "si acaso" in table[first + 1]
    assert table[first + 1].split("si acaso")[0].strip() == "Nadie lo vio."
    monkeypatch.setenv("COLUMNS", "70")
    blocks = shell_lines(cli, capsys, ["history --last 1"], lang="es")[0].splitlines()
    body = [line for line in blocks[3:] if line]
    assert body[1:] == ["      Nadie lo vio.", "      por qué: por", "      si acaso"]
    assert body[0].startswith("      ") and body[0].endswith(": La vela se apagó.")
