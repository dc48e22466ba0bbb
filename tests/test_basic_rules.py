"""Basic abilities rules at their boundaries, and refusals that leave the state equal (pure, no storage):
attribute tests and outcomes, Help/Hinder stacking (seed 003 Help, Hinder; catalogue §4.2-§4.3), options.

Attack/Defend, Get answers, progress bars, Prepare and phases: ``test_basic_abilities.py``."""

from __future__ import annotations

import random

import pytest

import rules
from rules.basic.state import tier_of
from rules.basic.support import operations
from rules.errors import RuleError
from test_basic_examples import Basic


@pytest.fixture
def t() -> Basic:
    return Basic()


def scene_with(t: Basic, *names: str, **levels: int) -> None:
    for name in names:
        t.pc(name, level=levels.get(name, 1), wits=0)
    t.in_scene()


# --- the stacking limits (003 Help/Hinder: once, then once per 10 in the total) --------------------------

@pytest.mark.parametrize("total,allowed", [(9, 1), (10, 2), (19, 2), (20, 3), (29, 3), (30, 4)])
def test_help_operations_at_the_boundaries(t: Basic, total: int, allowed: int) -> None:
    t.pc("Ana", level=3, wits=total - 9)
    t.pc("Bo")
    t.in_scene()
    message = t.refused("help", "stack", "Ana", target="Bo", attribute="wits", dice=[9], stack=["d6"] * (allowed + 1))
    assert f"totals {total}, which allows {allowed} operation" in message and f"{allowed + 1} asked" in message
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[9], stack=["d6"] * allowed)
    assert len(t.char("Bo")["stacked_for"]) == allowed and t.char("Ana")["operations"]["left"] == 0
    message = t.refused("stack", "die", "Ana", die="d6")                        # one more later: refused too
    assert "all used" in message


@pytest.mark.parametrize("total,allowed", [(9, 1), (10, 2), (19, 2), (20, 3), (29, 3), (30, 4)])
def test_hinder_operations_spent_one_by_one(t: Basic, total: int, allowed: int) -> None:
    t.pc("Vex", level=9, wits=total - 9)
    t.pc("Bo")
    t.in_scene()
    t.do("hinder", "Vex", target="Bo", attribute="wits", dice=[9])
    for _ in range(allowed):
        t.do("stack", "Vex", die="d12")
    assert [x["die"] for x in t.char("Bo")["stacked_against"]] == [12] * allowed
    assert [x["id"] for x in t.char("Bo")["stacked_against"]] == [f"{n}.1" for n in range(6, 6 + allowed)]
    t.refused("stack", "die", "Vex", die="d12")


def test_operations_arithmetic() -> None:
    assert [operations(n, None) for n in (-15, -1, 0, 9, 10, 19, 20, 29, 30, 45)] == [1, 1, 1, 1, 2, 2, 3, 3, 4, 5]
    assert [operations(n, None, min_operations=0) for n in (-15, -1, 0, 9)] == [0, 0, 1, 1]
    assert operations(25, "fail", requires_success=True) == 0 and operations(25, "partial", requires_success=True) == 3


def test_die_size_must_match_the_helpers_level(t: Basic) -> None:
    scene_with(t, "Ana", "Bo", Ana=4)
    message = t.refused("help", "stack", "Ana", target="Bo", attribute="wits", dice=[5], stack=["d8"])
    assert message == "Ana is level 4 and stacks d6s; allowed: d6"
    t.refused("help", "stack", "Ana", target="Bo", attribute="wits", dice=[5], stack=["d7"])
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[5])
    assert t.refused("stack", "die", "Ana", die="d4") == "Ana is level 4 and stacks d6s; allowed: d6"
    t.do("stack", "Ana", die="D6")
    assert t.char("Bo")["stacked_for"][0]["die"] == 6


def test_level_change_affects_only_later_dice(t: Basic) -> None:
    scene_with(t, "Ana", "Bo", Ana=2)
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[15], stack=["d4"])
    t.do("adjust", character="Ana", level=3)
    assert t.sheet("Ana")["die"] == 6 and t.char("Ana")["operations"]["left"] == 1
    t.refused("stack", "die", "Ana", die="d4")
    t.do("stack", "Ana", die="d6")
    assert [x["die"] for x in t.char("Bo")["stacked_for"]] == [4, 6]


def test_unstack_any_size_and_unknown_ids(t: Basic) -> None:
    scene_with(t, "Ana", "Bo", "Vex", Vex=9)
    t.do("hinder", "Vex", target="Bo", attribute="wits", dice=[12], stack=["d12", "d12"])    # action 6
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[12])                           # 2 operations
    message = t.refused("unstack", "die", "Ana", die="99.1")
    assert "#6.1 (d12 by Vex)" in message and "#6.2 (d12 by Vex)" in message
    t.do("unstack", "Ana", die="#6.2")
    t.do("unstack", "Ana", die="6.1")
    assert t.char("Bo")["stacked_against"] == [] and t.char("Ana")["operations"]["left"] == 0


def test_hinder_removes_dice_stacked_for(t: Basic) -> None:
    scene_with(t, "Ana", "Bo", "Vex")
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[3], stack=["d4"])              # 6.1 for Bo
    t.refused("hinder", "unstack", "Vex", target="Bo", attribute="wits", dice=[3], unstack=["9.1"])
    t.do("hinder", "Vex", target="Bo", attribute="wits", dice=[3], unstack=["6.1"])
    assert t.char("Bo")["stacked_for"] == [] and t.detail("DieUnstacked")["side"] == "for"


def test_help_yourself_and_stacked_dice_roll_into_the_next_test(t: Basic) -> None:
    scene_with(t, "Ana", "Vex", Ana=3, Vex=1)
    t.do("help", "Ana", target="Ana", attribute="wits", dice=[10], stack=["d6", "d6"])
    t.do("hinder", "Vex", target="Ana", attribute="wits", dice=[1], stack=["d4"])
    message = t.refused("anything-else", "dice", "Ana", attribute="wits", tier="full", dice=[10, 3])
    assert "d20 (test), d6 for, by Ana (#5.1), d6 for, by Ana (#5.2), d4 against, by Vex (#6.1)" in message
    message = t.refused("anything-else", "dice", "Ana", attribute="wits", tier="full", dice=[10, 3, 4, 5])
    assert message.startswith("face 5 of die 4 is outside 1..4 (d4 against, by Vex (#6.1))")
    t.do("anything-else", "Ana", attribute="wits", difficulty=10, dice=[10, 3, 4, 2])
    rolled = t.detail("TestRolled")
    assert rolled["total"] == 10 + 3 + 4 - 2 and rolled["tier"] == "full"
    assert [(x["role"], x["face"]) for x in rolled["dice"]] == [("test", 10), ("for", 3), ("for", 4), ("against", 2)]
    assert t.char("Ana")["stacked_for"] == [] and t.char("Ana")["stacked_against"] == []
    t.do("anything-else", "Ana", attribute="wits", difficulty=12, dice=[10])                 # used up: one die again
    assert t.detail("TestRolled")["total"] == 10


def test_named_test_consumption_keeps_dice_for_their_task() -> None:
    t = Basic(**{"generic.stack.consumption": "namedTest"})
    scene_with(t, "Ana", "Bo")
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[3], stack=["d4"], task="the wall")
    t.do("anything-else", "Bo", attribute="wits", tier="full", dice=[5], task="the guard")
    assert len(t.char("Bo")["stacked_for"]) == 1
    t.do("anything-else", "Bo", attribute="wits", tier="full", dice=[5, 4], task="The Wall")
    assert t.detail("TestRolled")["total"] == 9 and t.char("Bo")["stacked_for"] == []


def test_requires_success_and_min_operations_options() -> None:
    t = Basic(**{"generic.help.requiresSuccess": True})
    scene_with(t, "Ana", "Bo")
    t.refused("help", "difficulty", "Ana", target="Bo", attribute="wits", dice=[15])
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[5], difficulty=10)            # fail: nothing to stack
    assert t.detail("HelpGiven")["operations"] == 0
    t.refused("stack", "die", "Ana", die="d4")
    z = Basic(**{"generic.help.minOperations": 0})
    z.pc("Ana", wits=-10)
    z.pc("Bo")
    z.in_scene()
    z.do("help", "Ana", target="Bo", attribute="wits", dice=[5])                              # total -5: none
    assert z.detail("HelpGiven")["operations"] == 0


def test_operations_lapse_with_the_next_test_and_the_scene(t: Basic) -> None:
    scene_with(t, "Ana", "Bo")
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[15])
    t.do("anything-else", "Ana", attribute="wits", tier="full", dice=[3])
    assert "operations" not in t.char("Ana") and t.detail("OperationsClosed")["left"] == 2
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[15])
    t.do("scene end")
    assert "operations" not in t.char("Ana")


# --- tests, tiers and the GM's outcome ----------------------------------------------------------------

@pytest.mark.parametrize("margin,tier", [(-1, "fail"), (0, "partial"), (4, "partial"), (5, "full"), (9, "full"),
                                         (10, "critical"), (-30, "fail"), (40, "critical")])
def test_default_margin_bands(margin: int, tier: str) -> None:
    assert tier_of(margin, [0, 5, 10]) == tier


def test_gm_tier_overrides_the_table_and_both_are_recorded(t: Basic) -> None:
    scene_with(t, "Ana")
    t.do("anything-else", "Ana", attribute="wits", difficulty=10, dice=[12], tier="Critically succeed")
    rolled = t.detail("TestRolled")
    assert (rolled["tier_computed"], rolled["tier_given"], rolled["tier"], rolled["margin"]) == ("partial", "critical", "critical", 2)
    assert t.detail("OutcomeRecorded")["outcome"] == "Ana gets what they wanted and something extra"
    t.do("anything-else", "Ana", attribute="wits", difficulty=10, dice=[12])
    assert "tier_given" not in t.detail("TestRolled") and t.detail("TestRolled")["tier"] == "partial"
    t.do("get-answers", "Ana", attribute="wits", dice=[2], tier="Succeed")                 # GS-A11: same as full
    assert t.sheet("Ana")["answers"]["allowed"] == 3


def test_bands_option_and_base_dice_option() -> None:
    t = Basic(**{"generic.tier.bands": "-2,3,6", "generic.test.baseDice": "3d6"})
    scene_with(t, "Ana")
    t.do("anything-else", "Ana", attribute="wits", difficulty=10, dice=[3, 3, 2])           # 8: margin -2
    assert t.detail("TestRolled")["tier"] == "partial" and [x["die"] for x in t.detail("TestRolled")["dice"]] == [6, 6, 6]
    t.refused("anything-else", "dice", "Ana", attribute="wits", difficulty=10, dice=[7, 3, 2])
    t.refused("anything-else", "dice", "Ana", attribute="wits", difficulty=10, dice=[3, 2])


@pytest.mark.parametrize("options,field", [
    ({"generic.tier.bands": "5,5,10"}, "options.generic.tier.bands"),
    ({"generic.tier.bands": [0, 5]}, "options.generic.tier.bands"),
    ({"generic.tier.bands": "0,5.5,10"}, "options.generic.tier.bands"),
    ({"generic.attributes": "wits,heart"}, "options.generic.attributes"),
    ({"generic.attributes": "brawn,brawn"}, "options.generic.attributes"),
    ({"generic.test.baseDice": "d20"}, "options.generic.test.baseDice"),
    ({"generic.test.baseDice": "1d1"}, "options.generic.test.baseDice"),
    ({"generic.half.rounding": "up"}, "options.generic.half.rounding"),
    ({"generic.help.minOperations": 2}, "options.generic.help.minOperations"),
    ({"generic.luck": 1}, "options.generic.luck"),
])
def test_bad_options(options: dict, field: str) -> None:
    with pytest.raises(RuleError) as err:
        rules.get_system("basic").parse_options(options)
    assert err.value.field == field


def test_seeded_tests_are_reproducible_and_extra_dice_use_the_next_seeds(t: Basic) -> None:
    scene_with(t, "Ana", "Bo")
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[1], stack=["d4"])
    t.do("anything-else", "Bo", attribute="wits", tier="full", seed=42)
    rolled = t.detail("TestRolled")
    rng = random.Random(42)
    assert rolled["dice_source"] == "seed:42" and rolled["dice"][0]["face"] == rng.randint(1, 20)
    assert rolled["dice"][1] == {"die": 4, "role": "for", "id": "5.1", "by": "Ana", "face": random.Random(43).randint(1, 4),
                                 "source": "seed:43"}
    again = Basic()
    again.pc("Ana")
    again.in_scene()
    again.do("anything-else", "Ana", ctx_seed=7, attribute="wits", tier="full")                 # the action's recorded seed
    assert again.detail("TestRolled")["dice_source"] == "seed:7"
    assert again.detail("TestRolled")["dice"][0]["face"] == random.Random(7).randint(1, 20)
    t.refused("anything-else", "dice", "Bo", attribute="wits", tier="full", dice=[3], seed=4)


def test_an_unknown_tier_lists_the_ids_the_help_names() -> None:
    """Seed 003 (each ability's four outcomes): ``--tier`` takes fail, partial, full or critical (its help's words);
    an unknown tier lists those ids, and an outcome's name ("Partially succeed", GS-A11's "Succeed") still reads."""
    from rules.basic.state import tier_id

    with pytest.raises(RuleError) as refused:
        tier_id("great")
    assert str(refused.value) == "tier: unknown tier 'great'; allowed: fail, partial, full, critical"
    assert [tier_id(x) for x in ("Partially succeed", "Succeed", "crit", "FAIL")] == ["partial", "full", "critical", "fail"]
