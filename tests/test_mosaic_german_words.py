"""MOSAIC's refusals and roll lines in German (seed 001, the forum's German: Wurf, Kultur, Rang, hervorgehoben,
Erfolg, kritische 12): a Mosaikrang refusal of Interaction's first option, the invest refusal of a culture roll,
the number of picks of an 11 and a critical success's line."""

from __future__ import annotations

import rules
from rules.errors import RuleError
from rules.mosaic.views import _roll_line


def said(field: str, message: str) -> str:
    return rules.get_system("mosaic").refusal(RuleError(field, message), "de")


def test_an_npc_ranked_above_the_roller_is_refused_in_german() -> None:
    assert said("pick", "Tlacaelel's rank (3) is above Diego's Mexica rank (2); allowed: II2") == \
        "pick: der Rang von Tlacaelel (3) liegt über dem Mexica-Rang von Diego (2); erlaubt: II2"


def test_a_culture_roll_is_named_in_german_when_a_tile_is_refused() -> None:
    assert said("invest", "only a roll of a highlighted stat may invest a tile; roll #9 (culture) is not highlighted") \
        == ("invest: nur ein Wurf auf einen hervorgehobenen Wert darf einen Mosaikstein investieren; Wurf #9 (Kultur) "
            "ist nicht hervorgehoben")


def test_an_eleven_is_feminine() -> None:
    assert said("pick", "a 11 picks exactly one of II1, II2 (got 2)") == \
        "pick: eine 11 wählt genau eins von II1, II2 (angegeben: 2)"


def test_a_critical_success_is_set_off_by_a_comma() -> None:
    roll = {"dice": [6, 6, 2], "kept": [0, 1], "total": 12, "tier": "success", "critical": True}
    assert _roll_line(roll, "de") == "[6] [6] 2 = 12 → 10+ Erfolg, kritische 12"
    assert _roll_line(dict(roll, critical=False, total=11, dice=[6, 5, 2]), "de") == "[6] [5] 2 = 11 → 10+ Erfolg"


def test_a_bonus_die_names_the_die_then_the_roll_s_new_total() -> None:
    """Seed 001 (a Mosaic Tile spent: "+1 Würfel"): the history's line names the die rolled, then the total it makes
    (it read "+1 (Mosaikstein Nippon): 5 → 11", as if a value went from 5 to 11)."""
    from rules.mosaic.views import summary

    detail = {"dice": [5], "source": "tile", "culture": "Nippon", "total": 11, "tier": "success"}
    assert summary("BonusDiceAdded", detail, "de") == "+1 (Mosaikstein Nippon): 5; Summe jetzt 11 → 10+ Erfolg"
    assert summary("BonusDiceAdded", dict(detail, source="press", dice=[6, 3], total=10), "en") == \
        "+2 (press Nippon): 6, 3; total now 10 → 10+ success"
