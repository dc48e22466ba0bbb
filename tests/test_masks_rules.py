"""Masks rules beyond the catalogue's worked examples: retroactive Defend, pick parameters, options."""

from __future__ import annotations

import pytest

from conftest import Table
from rules.errors import RuleError


def test_defend_against_a_pc_whose_roll_is_open_is_retroactive(table: Table) -> None:
    """MK-A05 default (currentRoll): B has rolled; A defends; B's open roll takes -2 after A's hit."""
    table.pc("A", (0, 0, 2, 0, 0))
    table.pc("B", (1, 0, 0, 0, 0))
    table.in_scene()
    table.do("roll", move="directly engage", character="B", dice=[4, 5])
    assert table.state["roll"]["total"] == 10
    table.do("roll", move="defend", character="A", target="B", dice=[3, 3])
    assert table.state["suspended_roll"]["roller"] == "B" and table.state["roll"]["roller"] == "A"
    with pytest.raises(RuleError) as info:
        table.do("roll", move="assess", character="A", dice=[3, 3])
    assert info.value.field == "phase"
    table.do("resolve")                                   # A: 8, weak hit
    roll = table.state["roll"]
    assert roll["roller"] == "B" and table.state["roll_phase"] == "adjusting"
    assert roll["post"][-1]["amount"] == -2 and roll["total"] == 8 and roll["tier"] == "weak_hit"
    assert "suspended_roll" not in table.state
    table.do("resolve", pick=["DE1"])
    assert table.state["roll_phase"] == "idle" and table.char("B").get("pending") is None


def test_defend_miss_resumes_the_roll_unchanged(table: Table) -> None:
    table.pc("A", (0, 0, 0, 0, 0))
    table.pc("B", (1, 0, 0, 0, 0))
    table.in_scene()
    table.do("roll", move="directly engage", character="B", dice=[4, 5])
    table.do("roll", move="defend", character="A", target="B", dice=[1, 2])
    table.do("resolve")
    assert table.state["roll"]["total"] == 10 and table.state["roll"]["post"] == []
    assert table.char("A")["potential"] == 1


@pytest.mark.parametrize("pick,message", [
    ("DE1:foo=bar", "DE1 takes no parameter 'foo'; allowed: none"),
    ("PVP1:happened=maybe", "happened is yes or no"),
    ("XX9", "unknown option 'XX9'"),
])
def test_pick_parameters_are_checked(table: Table, pick: str, message: str) -> None:
    table.pc("A", (2, 0, 0, 0, 0))
    table.in_scene()
    table.do("roll", move="directly engage", character="A", dice=[4, 5])
    before = dict(table.state)
    with pytest.raises(RuleError, match=message) as info:
        table.do("resolve", pick=[pick, "DE2"])
    assert info.value.field == "pick" and table.state == before


def test_options_are_validated_with_their_keys() -> None:
    with pytest.raises(RuleError, match=r"options.masks.modifierClamp.max: Input should be greater than or equal to 0"):
        Table(**{"masks.modifierClamp.max": -1})
    with pytest.raises(RuleError, match=r"unknown option; allowed: masks.modifierClamp.scope, masks.modifierClamp.max"):
        Table(**{"masks.bogus": 1})


def test_only_a_pc_teammate_spends_team(table: Table) -> None:
    table.pc("A", (0, 0, 0, 0, 2))
    table.pc("B", (0, 0, 0, 0, 0))
    table.do("add-npc", name="Static")
    table.in_scene()
    table.do("roll", move="comfort", character="A", target="B", dice=[2, 3])
    with pytest.raises(RuleError, match="unknown PC 'Static'|Static is an NPC") as info:
        table.do("team spend", character="Static", **{"for": "A"})
    assert info.value.field == "character"
    table.do("team spend", character="B", **{"for": "A"})
    assert table.state["roll"]["total"] == 8 and table.state["team"]["pool"] == 0
