"""Every road by which a person types a whole number reads it the one strict way (``rules.whole_numbers``): an
optional sign and the digits 0-9, nothing else. Python's ``int`` (and pydantic's lax mode, and YAML 1.1) would take
``1_0`` as 10, spaces around, other scripts' digits (``٣``) and, for YAML, ``0x10`` and ``1:30``; each road refuses
them in one line naming the field as typed and what is allowed, and writes nothing.

Source: README "Using the ledger" (bad input refused in one line naming the field, nothing written); seed 002
(Pokémon Noir: the Wheel's Rhythm option, a trainer's five Approaches), seed 003 (Basic abilities: attribute
values), seed 004 (Mouse Guard: skills typed as name=N).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli
from rules import get_system
from rules.dice import parse_dice
from rules.errors import RuleError
from rules.whole_numbers import is_whole_text, lax_only, read_whole

LOOSE = ["1_0", " 3", "3 ", "٣", "３", "²", "0x10", "1e1", "3.0", ""]


@pytest.mark.parametrize("text", LOOSE)
def test_the_one_reading_refuses_what_int_would_stretch_to(text: str) -> None:
    assert not is_whole_text(text)
    with pytest.raises(RuleError) as caught:
        read_whole(text, "--as-of", 0, 100)
    assert caught.value.field == "--as-of"
    assert caught.value.message == f"a whole number from 0 to 100 (an optional sign and the digits 0-9; got {text!r})"


@pytest.mark.parametrize(("text", "number"), [("10", 10), ("+3", 3), ("-2", -2), ("007", 7)])
def test_the_one_reading_takes_sign_and_digits(text: str, number: int) -> None:
    assert read_whole(text, "n", -5, 10) == number


def test_a_number_out_of_range_is_told_the_range_alone() -> None:
    with pytest.raises(RuleError) as caught:
        read_whole("99999999999999999999999", "dice", 1, 6)
    assert str(caught.value) == "dice: a whole number from 1 to 6"
    assert lax_only("1_0") and lax_only(" 3") and not lax_only("x") and not lax_only("3")


def test_options_in_python_refuse_1_0() -> None:
    pokemon = get_system("pokemon")
    with pytest.raises(RuleError) as caught:
        pokemon.parse_options({"pokenoir.wheel.rhythm": "1_0"})
    assert str(caught.value) == ("options.pokenoir.wheel.rhythm: a whole number from 0 to 20 (an optional sign and "
                                 "the digits 0-9; got '1_0')")
    with pytest.raises(RuleError) as caught:
        pokemon.parse_options({"pokenoir.mutation.every": "٣"})
    assert caught.value.message.endswith("or onceOnly (an optional sign and the digits 0-9; got '٣')")
    with pytest.raises(RuleError) as caught:
        pokemon.parse_options({"pokenoir.blackMarket.prices": {"Pozione": "1_0"}})
    assert caught.value.field == "options.pokenoir.blackMarket.prices"
    assert pokemon.parse_options({"pokenoir.wheel.rhythm": 10})["pokenoir.wheel.rhythm"] == 10


@pytest.mark.parametrize("value", ["1_0", "٣"])
def test_create_refuses_an_option_typed_loosely(cli: Cli, value: str) -> None:
    proc = cli("create", "Noir", "--system", "pokemon", "--option", f"pokenoir.wheel.rhythm={value}", ok=False)
    assert proc.returncode == 2 and proc.stderr == (f"error: option pokenoir.wheel.rhythm: un numero intero da 0 a 20 "
                                                    f"(un segno facoltativo e le cifre 0-9; dato: {value!r})\n")   # 002
    english = cli("create", "Noir", "--system", "pokemon", "--option", f"pokenoir.wheel.rhythm={value}", "--lang", "en",
                  ok=False)
    assert english.stderr == (f"error: option pokenoir.wheel.rhythm: a whole number from 0 to 20 (an optional sign and "
                              f"the digits 0-9; got {value!r})\n")
    assert not cli.has_store()
    cli("create", "Noir", "--system", "pokemon", "--option", "pokenoir.wheel.rhythm=10")


def _script(tmp_path: Path, options: str, action: str = "session start") -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(f"ledger-script: 1\ncampaign: S\nsystem: pokemon\noptions: {options}\nactions:\n  - {action}\n",
                    encoding="utf-8")
    return path


@pytest.mark.parametrize(("written", "shown"), [("1_0", "'1_0'"), ("0x10", "'0x10'"), ("1:30", "'1:30'")])
def test_a_script_line_refuses_yaml_s_other_spellings_of_a_number(cli: Cli, tmp_path: Path, written: str,
                                                                   shown: str) -> None:
    proc = cli("replay", str(_script(tmp_path, f"{{pokenoir.wheel.rhythm: {written}}}")), "--lang", "en", ok=False)
    assert proc.returncode == 2 and proc.stderr == (f"error: script: {shown} at line 4 is no whole number as a script "
                                                    "writes one (an optional sign and the digits 0-9); quote it if it "
                                                    "is text\n")
    assert not cli.has_store()


def test_a_script_reads_a_leading_zero_as_every_face_does(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "zero.sqlite")
    cli("replay", str(_script(tmp_path, "{pokenoir.wheel.rhythm: 010}")))           # YAML 1.1 would read 8
    assert cli.json("status")["pools"]["wheel"]["rhythm"] == 10
    other = Cli(tmp_path / "quoted.sqlite")
    proc = other("replay", str(_script(tmp_path, '{pokenoir.wheel.rhythm: "1_0"}')), "--lang", "en", ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: header options.pokenoir.wheel.rhythm: a whole number from 0 "
                                                    "to 20 (an optional sign and the digits 0-9; got '1_0')\n")


def test_a_script_entry_refuses_a_loose_number(cli: Cli, tmp_path: Path) -> None:
    proc = cli("replay", str(_script(tmp_path, "{}", "add-character: {name: Ash, approcci: [0, 0, 1_0, 0, 0]}")),
               "--lang", "en", ok=False)
    assert proc.returncode == 2 and "'1_0' at line 6 is no whole number" in proc.stderr and not cli.has_store()


@pytest.mark.parametrize("typed", ["1_0", "٣", " 3"])
def test_as_of_refuses_a_loose_number(cli: Cli, typed: str) -> None:
    cli("create", "Noir", "--system", "pokemon")
    proc = cli("status", "--as-of", typed, "--lang", "en", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: usage: Invalid value for '--as-of': {typed!r} is not "
                                                           "a whole number (an optional sign and digits 0-9)")


def test_dice_typed_in_refuse_other_digits() -> None:
    with pytest.raises(RuleError) as caught:
        parse_dice("٣,4", 2, 6)
    assert str(caught.value) == "dice: '٣' is not a die face; give 2 whole numbers 1..6, e.g. 6,3"
    assert parse_dice(" 3, 4 ", 2, 6) == [3, 4]


def test_an_action_number_typed_loosely_is_refused_not_a_crash(cli: Cli, tmp_path: Path) -> None:
    for typed in ("²", "٣", "1_0"):
        proc = cli("replay", str(_script(tmp_path, "{}", f'undo: {{action: "{typed}"}}')), "--lang", "en",
                   ok=False)
        assert proc.returncode == 2 and "action: an action number is a whole number from 1 to" in proc.stderr, proc.stderr
        assert "Traceback" not in proc.stderr


def test_amend_and_refuses_a_loose_action_number(cli: Cli) -> None:
    cli("create", "Noir", "--system", "pokemon")
    proc = cli("amend", "1", "--and", "²", "--lang", "en", ok=False)      # the campaign's own language is Italian
    assert proc.returncode == 2 and "--and is followed by the number of another action" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_amounts_typed_as_pairs_refuse_other_digits() -> None:
    from rules.mouseguard.characters import parse_pairs

    assert parse_pairs(["fighter=3"], "skill", "SKILL") == [("fighter", 3)]
    with pytest.raises(RuleError) as caught:
        parse_pairs(["fighter=٣"], "skill", "SKILL")
    assert str(caught.value) == "skill: 'fighter=٣': write SKILL=N (e.g. fighter=3)"
    basic = get_system("basic")
    with pytest.raises(RuleError) as caught:
        basic.parse_options({"generic.tier.bands": "0,٥,10"})
    assert caught.value.field == "options.generic.tier.bands"


def test_both_readers_of_a_script_read_its_numbers_the_one_way(tmp_path: Path) -> None:
    from ledger.errors import ScriptError
    from ledger.script import load_script, load_whole

    path = _script(tmp_path, "{pokenoir.wheel.rhythm: 1_0}")
    for read in (load_script, load_whole):
        with pytest.raises(ScriptError) as caught:
            read(path)
        assert str(caught.value) == ("script: '1_0' at line 4 is no whole number as a script writes one (an optional "
                                     "sign and the digits 0-9); quote it if it is text")
    good = _script(tmp_path, "{pokenoir.wheel.rhythm: 010}")
    assert load_script(good)[0].options == load_whole(good)[0].options == {"pokenoir.wheel.rhythm": 10}


def test_a_date_bound_takes_the_digits_0_9_alone() -> None:
    from ledger.errors import LedgerError
    from ledger.projections.history_filters import BOUND_FORM, time_bound

    with pytest.raises(LedgerError) as caught:
        time_bound("٢٠٢٦-01-01", "since")
    assert str(caught.value) == f"since: {BOUND_FORM}"
    assert time_bound("2026-01-01", "since") == "2026-01-01"
