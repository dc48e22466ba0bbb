"""A whole number is an optional sign and ASCII digits on every road: a script's ``true`` or ``"1_2"`` for a
whole-number argument and a command line's ``--last 1_0`` are refused in one line, nothing written, where pydantic's
and Python's lax reading would have taken 1 and 12 (README "Using the ledger"; rules/args.py ``check_whole_numbers``;
ledger/cli/common.py ``Whole``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli

SCRIPT = ("ledger-script: 1\ncampaign: B\nsystem: basic\nactions:\n"
          '  - add-character: {name: Mara, attributes: "brawn=3,agility=2,wits=1,heart=2", level: 3}\n'
          "  - session start\n  - scene start\n"
          "  - move: {as: Mara, to: x, attribute: agility, difficulty: DIFFICULTY, dice: [9]}\n")


def _refused(proc: object, line: str) -> None:
    """``proc`` (a finished ``ledger``) failed with exit 2 and printed exactly ``line`` on stderr."""
    assert proc.returncode == 2, (proc.returncode, proc.stderr)                     # type: ignore[attr-defined]
    assert proc.stderr.strip().splitlines() == [line]                                # type: ignore[attr-defined]


def _difficulty_range() -> str:
    """The refusal of the Basic abilities move's difficulty, from the model's own bounds."""
    from rules import get_system
    from rules.args import bounds, whole_range_text

    return whole_range_text(*bounds(get_system("basic").commands["move"].args.model_fields["difficulty"]))


@pytest.mark.parametrize("given, takes", [
    ("true", None), ("false", None), ('"1_2"', "range"), ('" 12 "', "range"), ('"1 2"', "no number"),
    ('"+-3"', "no number"), ('"١٢"', "range"),
], ids=["true", "false", "underscore", "spaces around", "space inside", "two signs", "other digits"])
def test_a_script_s_loose_whole_number_is_refused_and_nothing_written(cli: Cli, tmp_path: Path, given: str,
                                                                     takes: str | None) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text(SCRIPT.replace("DIFFICULTY", given), encoding="utf-8")
    got = f" (an optional sign and the digits 0-9; got {given.strip(chr(34))!r})"    # the text as the script gave it
    what = {"range": _difficulty_range() + got, None: "a whole number, not true/false",  # text no int() reads: the
            "no number": _difficulty_range()}[takes]                     # no number at all: the range it takes
    _refused(cli("replay", str(script), ok=False), f"error: entry 4 (move): difficulty: {what}")
    assert not cli.has_store()


@pytest.mark.parametrize("given", ["12", '"12"', '"+12"', '"012"'])
def test_a_script_s_whole_number_as_a_number_or_plain_text_is_taken(cli: Cli, tmp_path: Path, given: str) -> None:
    script = tmp_path / "good.yaml"
    script.write_text(SCRIPT.replace("DIFFICULTY", given), encoding="utf-8")
    cli("replay", str(script))
    last = cli.json("history")[-1]
    assert last["command"] == "move" and last["events"][0]["detail"]["difficulty"] == int(given.strip('"'))


@pytest.fixture
def basic(cli: Cli, tmp_path: Path) -> Cli:
    """A store holding the script with a difficulty of 12 (four actions)."""
    script = tmp_path / "good.yaml"
    script.write_text(SCRIPT.replace("DIFFICULTY", "12"), encoding="utf-8")
    cli("replay", str(script))
    return cli


@pytest.mark.parametrize("args, option", [
    (("history", "--last", "1_0"), "--last"), (("history", "--last", " 3 "), "--last"),
    (("history", "--last", "+-3"), "--last"), (("sheet", "Mara", "--as-of", "1_00"), "--as-of"),
    (("undo", "--to", "0_1", "--reason", "x"), "--to"),
], ids=["underscore", "spaces", "two signs", "as-of", "undo to"])
def test_a_command_line_s_loose_whole_number_is_refused_and_nothing_written(basic: Cli, args: tuple[str, ...],
                                                                            option: str) -> None:
    before = basic.bytes()
    proc = basic(*args, ok=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert f"Invalid value for '{option}': {args[-1] if option != '--to' else '0_1'!r} is not a whole number" \
        in proc.stderr
    assert basic.bytes() == before


def test_a_command_line_s_plain_whole_numbers_are_taken(basic: Cli) -> None:
    history = basic.json("history", "--last", "2")
    assert [a["command"] for a in history] == [a["command"] for a in basic.json("history")[-2:]]
    assert len(history) == 2
    assert basic.json("sheet", "Mara", "--as-of", "+1")["attributes"]["agility"] == 2
    _refused(basic("history", "--last", "-2", ok=False), "error: last: a whole number of at least 1 (got -2)")
