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
    ("XX9", r"XX9 is not an option here; allowed: DE1 \(resist or avoid their blows\), DE2 "),   # the roll's picks
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
    with pytest.raises(RuleError, match=r"options.masks.modifierClamp.max: a whole number of at least 0"):
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


def _hero_with_advancement(t: Table) -> None:
    t.pc("Cy", (0, 0, 0, 0, 0))
    t.in_scene()
    for _ in range(5):
        t.do("roll", move="unleash", character="Cy", dice=[1, 1])
        t.do("resolve")
    assert t.char("Cy")["advances_available"] == 1


def test_advanced_options_wait_for_five_advancements(table: Table) -> None:
    _hero_with_advancement(table)
    for adv, extra in (("retire", {}), ("paragon", {}), ("lock_label", {"label": "danger"})):
        with pytest.raises(RuleError, match=f"{adv} is an advanced option, open after 5 advancements") as info:
            table.do("advance", character="Cy", advancement=adv, **extra)
        assert info.value.field == "advancement"
    with pytest.raises(RuleError, match="new_move takes no Label") as info:
        table.do("advance", character="Cy", advancement="new_move", label="danger")
    with pytest.raises(RuleError, match="name someone other than") as info:
        table.do("advance", character="Cy", advancement="lose_influence", other="Cy")
    table.do("advance", character="Cy", advancement="label_up", label="danger")
    assert table.char("Cy")["labels"]["danger"] == 1 and table.char("Cy")["advancements"] == ["rearrange"]   # label_up: the old spelling


@pytest.mark.parametrize("command,args,field,message", [
    ("influence take-advantage", {"character": "Vance", "over": "A", "option": "TA1", "condition": "angry"}, "condition", "only TA2"),
    ("shift", {"character": "A", "up": "freak", "down": "savior", "overflow_condition": ["angry"]}, "overflow_condition", "drop it"),
    ("forward", {"character": "A", "against": "A"}, "against", "never applies"),
    ("add-npc", {"name": "Smith, Jr."}, "name", "cannot contain"),
    ("add-character", {"name": "Zed", "playbook": "beacon", "labels": [0, 0, 0, 0, 0]}, "labels", "published array"),
])
def test_arguments_that_do_not_apply_are_refused(table: Table, command: str, args: dict, field: str, message: str) -> None:
    table.pc("A", (0, 0, 0, 0, 0))
    table.do("add-npc", name="Vance", adult=True)
    before = dict(table.state)
    with pytest.raises(RuleError, match=message) as info:
        table.do(command, **args)
    assert info.value.field == field and table.state == before


@pytest.mark.parametrize("move,target,dice,picks,message", [
    ("defend", "Vance", [5, 5], ["DF2:over=Vance"], "not Vance"),
    ("defend", "Vance", [5, 5], ["DF1", "DFC1"], "a 10\\+ on Defend has no cost"),
    ("powerful blow", None, [5, 5], ["PB10a", "PB7b"], "PB10a or PB10b alone"),
    ("powerful blow", None, [4, 4], ["PB7a:provoke=B,target=Vance,condition=angry"], "not both"),
    ("powerful blow", None, [4, 4], ["PB7a:provoke=A"], "not yourself"),
    ("powerful blow", None, [4, 4], ["PB7c:conditions=guilty+guilty"], "two different conditions"),
    ("reject influence", "Vance", [5, 5], ["RI1:clear=angry,potential", "RI3"], "not both"),
])
def test_picks_that_do_not_fit_are_refused(table: Table, move: str, target: str | None, dice: list[int], picks: list[str],
                                            message: str) -> None:
    table.pc("A", (0, 0, 0, 0, 0))
    table.pc("B", (0, 0, 0, 0, 0))
    table.do("add-npc", name="Vance", adult=True)
    table.in_scene()
    table.do("mark", character="A", condition="angry")
    table.do("roll", move=move, character="A", target=target, dice=dice)
    before = dict(table.state)
    with pytest.raises(RuleError, match=message) as info:
        table.do("resolve", pick=picks)
    assert info.value.field == "pick" and table.state == before


def test_taken_out_hero_takes_no_clearing_action_and_gives_no_influence(table: Table) -> None:
    table.pc("A", (0, 0, 0, 0, 0))
    table.pc("B", (0, 0, 0, 0, 0))
    table.in_scene()
    for c in ("angry", "afraid", "guilty", "hopeless", "insecure"):
        table.do("mark", character="A", condition=c)
    table.do("mark", character="A")
    assert table.char("A")["status"] == "taken_out"
    for command, args in (("clearing-action", {"character": "A", "condition": "angry"}),
                          ("influence give", {"character": "A", "to": "B"})):
        with pytest.raises(RuleError, match="A is taken out and cannot act now"):
            table.do(command, **args)


@pytest.mark.parametrize("pick,message", [
    ("UP1:condition=afraid,condition=angry", "condition is given twice"),
    ("UP1:condition=angry,", "has an empty parameter"),
    ("UP1:condition", "condition needs a value"),
    ("UP1:condition=afraid+angry", "condition takes one value"),
])
def test_malformed_pick_strings(table: Table, pick: str, message: str) -> None:
    table.pc("A", (0, 2, 0, 0, 0))
    table.in_scene()
    table.do("roll", move="unleash", character="A", dice=[3, 2])
    with pytest.raises(RuleError, match=message) as info:
        table.do("resolve", pick=[pick])
    assert info.value.field == "pick"


def test_option_values_are_strict() -> None:
    for key in ("masks.potential.size", "masks.modifierClamp.max", "masks.team.maxPool"):
        with pytest.raises(RuleError, match=f"options.{key}: a whole number, not true/false"):
            Table(**{key: True})
    with pytest.raises(RuleError, match="options.masks.team.selfSpend: true or false"):
        Table(**{"masks.team.selfSpend": 1})
    assert Table(**{"masks.potential.size": 3}).state["options"]["masks.potential.size"] == 3


def test_tabs_and_line_breaks_are_refused_in_names(table: Table) -> None:
    for name in ("a\tb", "a\nb"):
        with pytest.raises(RuleError, match="tabs and line breaks") as info:
            table.do("add-npc", name=name)
        assert info.value.field == "name"
    table.do("add-npc", name="  Dr.   Vance ")
    assert list(table.state["characters"]) == ["Dr. Vance"]
