"""A text argument given blank (empty, or nothing but spaces) is refused on every system's every text argument — a
descriptor, a goal, a reason, a title — in one line naming the argument, nothing written; a field with its own words
for a bad value (a name's) keeps them.

Source: rules/free_text.py (``blank_problem``), rules/decide.py; seed 001 "Traits" (a trait's descriptor is "a fact
true in the fiction": a blank one says nothing, and a written trait is locked), seed 004 (Mouse Guard, Spanish), seed
002 (Pokémon, Italian).
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Cli
from test_free_text_controls import TEXT_ARGS as CONTROL_TEXT_ARGS
from test_mosaic_cli import CAST, HEADER

from ledger.service.drafting import draft_action
from rules.errors import RuleError
from rules.free_text import BLANK_REFUSED, blank_text

#: Every text argument of every system: (system, command, argument as typed, is it a list).
TEXT_ARGS = CONTROL_TEXT_ARGS


def test_blank_is_empty_or_only_spaces() -> None:
    assert [blank_text(t) for t in ("", "   ", "\u3000", "\u200d ", " x ", "0")] == [True, True, True, True, False, False]


@pytest.mark.parametrize(("system_id", "command", "arg", "is_list"), TEXT_ARGS,
                         ids=[f"{r[0]}-{r[1]}-{r[2]}" for r in TEXT_ARGS])
def test_each_text_argument_refuses_a_blank(system_id: str, command: str, arg: str, is_list: bool) -> None:
    for blank in ("", "   "):
        value: Any = [blank] if is_list else blank
        with pytest.raises(RuleError) as caught:
            draft_action({}, system_id, 0, command, {arg: value}, None)
        assert caught.value.field == arg, str(caught.value)
        own = "a name" in caught.value.message or "; allowed: " in caught.value.message or "1-" in caught.value.message
        assert own or caught.value.message == BLANK_REFUSED, caught.value.message


def test_a_list_names_the_blank_item() -> None:
    with pytest.raises(RuleError) as caught:
        draft_action({}, "mouseguard", 0, "conflict maneuver", {"buy": ["impede", " "]}, None)
    assert (caught.value.field, caught.value.message) == ("buy", f"item 2: {BLANK_REFUSED}")


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    folder = tmp_path_factory.mktemp("blank")
    c = Cli(folder / "store.sqlite")
    (folder / "forum.yaml").write_text(HEADER.format(name="Forum") + CAST, encoding="utf-8")   # MOSAIC's cast
    c("replay", str(folder / "forum.yaml"))
    return c


@pytest.mark.parametrize("blank", ["", "   "])
def test_mosaic_trait_descriptor_blank_is_refused_and_nothing_written(store: Cli, blank: str) -> None:
    """Seed 001 "Traits": a descriptor is a fact true in the fiction; a blank one would lock the trait empty."""
    before = store.bytes()
    proc = store("trait", "Diego", "discipline", "--descriptor", blank, "--campaign", "Forum", "--lang", "de", ok=False)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip() == ("error: descriptor: ein leerer Text ist nicht erlaubt; schreib mindestens ein "
                                   "sichtbares Zeichen oder lass das Argument weg")
    assert store.bytes() == before
    proc = store("trait", "Diego", "discipline", "--descriptor", "Kennt die Gassen", "--rest", " ",
                 "--campaign", "Forum", ok=False)
    assert proc.stderr.strip().startswith("error: rest: ") and store.bytes() == before
    assert store.json("sheet", "Diego", "--campaign", "Forum")["stats"]["discipline"]["trait"] is None


def test_mouseguard_belief_blank_is_refused_in_spanish(tmp_path: Any) -> None:
    c = Cli(tmp_path / "mg.sqlite")
    c("create", "Patrulla", "--system", "mouseguard")
    proc = c("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--resources", "2",
             "--circles", "2", "--belief", "  ", "--campaign", "Patrulla", "--lang", "es", ok=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("error: belief: no se admite un texto en blanco; escribe al menos un carácter "
                                   "visible o no des el argumento")
