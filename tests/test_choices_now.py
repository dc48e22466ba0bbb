"""A system's ``choices`` view: the values a form offers a field now, for whoever acts (``rules.completion.candidates``
with ``actors``): Mouse Guard's helpers of a test (those present, never the roller) and MOSAIC's rest partners (the
PCs who did a rest task, one's own Reliable Ally), Masks' Team (the open roll's roller, never oneself). Source: seed
004, «Pruebas» (ayuda); seed 001, "Rest" and "Participate"; seed 000 (Team, MK-M13); the refusals they agree with
(``rules.mosaic.downtime.participate``, ``rules.mouseguard.pools._helpers``, ``rules.masks.peripheral.team_spend``).
"""

from __future__ import annotations

import rules
from rules.completion import candidates

MG = rules.get_system("mouseguard")
MOSAIC = rules.get_system("mosaic")


def mouse(*skills: str) -> dict:
    """A sheet as the helper rule reads it: abilities and the ``skills`` named (each rated 2)."""
    return {"kind": "pc", "abilities": {"nature": 3, "will": 3, "health": 3, "resources": 0, "circles": 0},
            "skills": {s: 2 for s in skills}}


def test_a_tests_helpers_are_those_present_but_the_roller() -> None:
    chars = {"Brand": mouse("fighter"), "Wren": mouse("scout"), "Rogard": mouse("fighter"), "Kenzie": mouse()}
    state = {"scene": {"present": ["Brand", "Wren", "Rogard"]}, "characters": chars}
    assert candidates(MG, state, "test", "helper", "es", actors=("Brand",)) == ["Wren", "Rogard"]
    assert candidates(MG, state, "oppose", "helper", "en", actors=("Rogard",)) == ["Brand", "Wren"]
    assert candidates(MG, state, "test", "helper", "en") == ["Brand", "Wren", "Rogard"]     # the GM: any roller
    assert candidates(MG, {"scene": {}}, "test", "helper", "en", actors=("Brand",)) == []


def test_a_disposition_is_helped_by_its_own_side() -> None:
    conflict = {"type": "fight", "sides": {"0": {"members": ["Brand", "Wren", "Kenzie"], "start": None},
                                           "1": {"members": ["Bandit", "Owl"], "start": None}}}
    chars = {n: mouse("fighter") for n in ("Brand", "Wren", "Bandit", "Owl")} | {"Kenzie": mouse("scout")}
    state = {"conflict": 8, "conflicts": {"8": conflict}, "characters": chars}
    assert candidates(MG, state, "conflict disposition", "helper", "en", actors=("Wren",)) == ["Brand"]   # no Kenzie
    assert candidates(MG, state, "conflict disposition", "helper", "en") == ["Brand", "Wren", "Bandit", "Owl"]
    conflict["sides"]["0"]["start"] = 7                                  # rolled: no more help for that side
    assert candidates(MG, state, "conflict disposition", "helper", "en", actors=("Wren",)) == []


def test_a_rest_partner_did_a_rest_task_or_is_ones_ally() -> None:
    state = {"rest": {"id": 3, "phase": "open"},
             "rests": {"3": {"tasks": {"Diego": [{"stat": "cunning"}], "Ines": [{"stat": "discipline"}], "Tomas": []},
                             "participated": {}}},
             "characters": {"Diego": {"kind": "pc"}, "Ines": {"kind": "pc"}, "Tomas": {"kind": "pc"},
                            "Xochitl": {"kind": "npc", "ally_of": "Diego"}, "Cuauhtli": {"kind": "npc"}}}
    assert candidates(MOSAIC, state, "rest participate", "with", "de", actors=("Diego",)) == ["Ines", "Xochitl"]
    assert candidates(MOSAIC, state, "rest participate", "with", "de", actors=("Tomas",)) == ["Diego", "Ines"]
    assert candidates(MOSAIC, state, "rest participate", "with", "de") == ["Diego", "Ines", "Xochitl"]
    assert candidates(MOSAIC, {"rest": None}, "rest participate", "with", "de", actors=("Diego",)) == []


MASKS = rules.get_system("masks")


def test_team_goes_to_the_open_rolls_roller_never_to_oneself() -> None:
    heroes = {n: {"kind": "pc", "status": "active"} for n in ("Gale", "Rook", "Vex")}
    state = {"options": {"masks.team.spendTiming": "afterRoll", "masks.team.selfSpend": False},
             "characters": {**heroes, "Static": {"kind": "npc", "status": "active"}}, "roll": {"roller": "Rook"}}
    assert candidates(MASKS, state, "team spend", "for", "es", actors=("Gale",)) == ["Rook"]
    assert candidates(MASKS, state, "team spend", "for", "es", actors=("Rook",)) == []       # his own roll
    state["options"]["masks.team.spendTiming"] = "nextRollOnly"              # on a teammate's next roll: any other
    assert candidates(MASKS, state, "team spend", "for", "es", actors=("Gale",)) == ["Rook", "Vex"]
    state["options"]["masks.team.selfSpend"] = True
    assert candidates(MASKS, state, "team spend", "for", "es", actors=("Gale",)) == ["Gale", "Rook", "Vex"]
