"""Which conditions a Masks pick's condition detail offers now (``rules.masks.pick_conditions``, through
``rules.masks.pick_details``): a pick clearing a condition offers the ones its hero has marked, a pick marking one
those still unmarked, and says so in the reader's language when there is none. Source: seed 000 "THE BASIC MOVES"
(whose condition each option clears or marks) and "Conditions"; ``rules.masks.picks`` (the resolvers refuse others).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.masks.data import CONDITIONS
from rules.masks.pick_conditions import WHOSE, condition_choices
from rules.masks.pick_details import details


def state_of(rook: tuple[str, ...], gale: tuple[str, ...], roll: dict[str, Any] | None = None) -> dict[str, Any]:
    """A state where Gale rolls at Rook, each with the conditions given marked."""
    return {"roll": {"move": "comfort", "roller": "Gale", "target": "Rook", "target_kind": "pc"} if roll is None
            else roll,
            "characters": {"Gale": {"kind": "pc", "conditions": {c: c in gale for c in CONDITIONS}},
                           "Rook": {"kind": "pc", "conditions": {c: c in rook for c in CONDITIONS}}}}


def test_each_option_offers_the_conditions_its_hero_may_clear_or_mark() -> None:
    state = state_of(rook=("insecure", "angry"), gale=("guilty",))
    unmarked = {"Gale": [c for c in CONDITIONS if c != "guilty"],
                "Rook": [c for c in CONDITIONS if c not in ("insecure", "angry")]}
    expected = {"UP1": unmarked["Gale"], "CS2": ["angry", "insecure"], "CS5": ["guilty"], "DF3": ["guilty"],
                "PVP2": unmarked["Rook"], "PB7c": unmarked["Gale"], "RI1": ["guilty"], "RIM": unmarked["Gale"]}
    for (option, key) in WHOSE:
        assert condition_choices(state, option, key) == (expected[option], None), (option, key)
    found = details(state, "es")
    assert found["CS2"] == [{"key": "condition", "kind": "one", "choices": [["angry", "Enojado"],
                                                                             ["insecure", "Inseguro"]]}]
    assert found["PB7c"][0]["kind"] == "list" and [c for c, _ in found["PB7c"][0]["choices"]] == unmarked["Gale"]
    every = [c for c, _ in {d["key"]: d for d in found["PB7a"]}["condition"]["choices"]]
    assert every == list(CONDITIONS)                                         # PB7a's hero is named in the pick itself


@pytest.mark.parametrize("lang, cleared, marked", [
    ("en", "Rook has no condition marked", "Gale has every condition marked: marking one more takes them out"),
    ("es", "Rook no tiene ninguna condición marcada",
     "Gale tiene todas las condiciones marcadas: marcar otra lo deja fuera de combate")])
def test_none_to_take_is_said_in_the_reader_s_language(lang: str, cleared: str, marked: str) -> None:
    state = state_of(rook=(), gale=CONDITIONS)
    assert condition_choices(state, "CS2", "condition", lang) == ([], cleared)
    assert condition_choices(state, "UP1", "condition", lang) == ([], marked)
    assert details(state, lang)["CS2"] == [{"key": "condition", "kind": "one", "choices": [], "note": cleared}]


def test_without_an_open_roll_or_its_hero_every_condition_may_be_named() -> None:
    assert condition_choices(state_of((), (), roll={}), "CS2", "condition") is None
    assert condition_choices({"characters": {}}, "CS2", "condition") is None
    assert condition_choices(state_of((), (), roll={"roller": "Gale", "target": "Nobody"}), "CS2", "condition") is None
    assert condition_choices(state_of((), ()), "CS3", "overflow") is None
    assert [c for c, _ in details({"roll": None, "characters": {}}, "en")["CS2"][0]["choices"]] == list(CONDITIONS)
