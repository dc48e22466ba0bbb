"""Basic abilities rules at their boundaries, and refusals that leave the state equal (pure, no storage)."""

from __future__ import annotations

import random

import pytest

import rules
from rules.basic.combat import contest_damage
from rules.basic.data import die_for_level
from rules.basic.state import half, tier_of
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


# --- attack contest -------------------------------------------------------------------------------------

def test_contest_phases_in_order(t: Basic) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ogre", npc=True, passive="brawn=12", brawn=1)
    t.in_scene()
    for command in ("attack roll", "attack defend", "attack resolve", "attack call-off"):
        args = {"attribute": "brawn"} if command == "attack defend" else {}
        assert "allowed now: attack declare" in t.refused(command, "phase", "Ogre", **args)
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    assert t.state["contest"]["phase"] == "declared"
    t.refused("attack declare", "phase", "Ana", target="Ogre", attribute="brawn")
    t.refused("attack resolve", "phase")
    t.refused("scene end", "phase")
    t.do("attack roll", dice=[10])
    assert t.state["contest"]["phase"] == "defence_window" and t.state["contest"]["attack"]["total"] == 12
    t.refused("attack defend", "character", "Ana", attribute="brawn", dice=[3])            # the attacker cannot defend
    t.refused("attack defend", "difficulty", "Ogre", attribute="brawn", dice=[3], difficulty=4)
    t.do("attack defend", "Ogre", attribute="brawn", dice=[11])                           # 12 vs 12: partial both ways
    assert t.state["contest"]["phase"] == "rolled" and t.detail("TestRolled")["tier"] == "partial"
    t.do("attack resolve")
    resolved = t.detail("AttackResolved")
    assert resolved["attacker_tier"] == "partial" and resolved["defender_tier"] == "partial" and resolved["damage"] == 6
    assert t.state["contest"] == {"phase": "resolved", "id": 5}
    t.do("attack declare", "Ogre", target="Ana", attribute="brawn")
    t.do("attack call-off")
    assert t.state["contest"] == {"phase": "idle"}
    t.do("scene end")


def test_undefended_attack_against_passive_brawn(t: Basic) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ghost", npc=True)
    t.pc("Ogre", npc=True, passive="brawn=12")
    t.in_scene()
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    t.do("attack roll", dice=[20])                                  # 22 vs 12: critical by the table
    t.do("attack resolve")
    resolved = t.detail("AttackResolved")
    assert (resolved["difficulty"], resolved["attacker_tier_computed"], resolved["damage"]) == (12, "critical", 44)
    t.do("attack declare", "Ana", target="Ghost", attribute="brawn")
    t.do("attack roll", dice=[5])
    message = t.refused("attack resolve", "target")
    assert "Ghost has no passive brawn" in message
    t.refused("attack declare", "target", "Ana", target="the door", attribute="brawn")


def test_attack_needs_a_scene(t: Basic) -> None:
    t.pc("Ana")
    t.pc("Bo")
    t.in_downtime()
    assert "needs an open scene" in t.refused("attack declare", "phase", "Ana", target="Bo", attribute="brawn")


@pytest.mark.parametrize("precedence,rounding,a_tier,d_tier,expected", [
    ("defender", "floor", "full", "full", (8, "defend")),
    ("defender", "ceil", "full", "partial", (9, "defend")),
    ("defender", "nearest", "full", "partial", (9, "defend")),
    ("attacker", "floor", "full", "full", (17, "attack")),
    ("attacker", "floor", "fail", "critical", (0, "attack")),
    ("attacker", "floor", "fail", "partial", (8, "attack")),
    ("attacker", "floor", "critical", "fail", (34, "attack")),
])
def test_contest_damage_options(precedence: str, rounding: str, a_tier: str, d_tier: str, expected: tuple) -> None:
    assert contest_damage(17, a_tier, 12, d_tier, precedence, rounding) == expected


def test_higher_total_precedence_and_negative_totals() -> None:
    assert contest_damage(17, "full", 12, "fail", "higherTotal", "floor") == (17, "attack")
    assert contest_damage(12, "full", 12, "full", "higherTotal", "floor") == (6, "defend")
    assert contest_damage(-4, "fail", None, None, "defender", "floor") == (0, "attack")
    assert [half(13, r) for r in ("floor", "ceil", "nearest")] == [6, 7, 7]
    assert [half(12, r) for r in ("floor", "ceil", "nearest")] == [6, 6, 6]


def test_damage_accumulates(t: Basic) -> None:
    t.pc("Ana", brawn=0)
    t.pc("Ogre", npc=True, passive="brawn=30")
    t.in_scene()
    for face in (10, 4):
        t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
        t.do("attack roll", dice=[face])                              # fails: half damage, 5 then 2
        t.do("attack resolve")
    assert t.char("Ogre")["damage"] == 7


# --- get answers ------------------------------------------------------------------------------------------

def test_questions_run_out_but_uncounted_ones_do_not(t: Basic) -> None:
    t.pc("Ana")
    t.pc("Bo")
    t.in_scene()
    t.refused("ask", "phase", "Ana", question="Anyone?")
    t.refused("get-answers", "difficulty", "Ana", attribute="wits", dice=[5])
    t.do("get-answers", "Ana", attribute="wits", dice=[5], difficulty=3, **{"from": "Bo"})     # margin 2: partial
    assert t.sheet("Ana")["answers"]["answerer"] == "Bo" and t.sheet("Ana")["answers"]["allowed"] == 2
    t.do("ask", "Ana", question="Q1")
    t.do("ask", "Ana", question="Q2")
    assert "asked all 2 questions" in t.refused("ask", "question", "Ana", question="Q3")
    t.refused("ask", "uncounted", "Ana", question="Q3", uncounted="bored")
    t.refused("ask", "uncounted", "Ana", question="what questions should I ask?", uncounted="no test needed")
    t.do("ask", "Ana", question="Q1 again", uncounted="not_answerable")
    assert t.sheet("Ana")["answers"]["left"] == 0
    t.do("scene end")
    assert t.sheet("Ana")["answers"] is None


# --- progress bars ---------------------------------------------------------------------------------------

def test_progress_bar_bounds(t: Basic) -> None:
    t.pc("Ana", wits=0)
    t.in_scene()
    assert "past the bar's size 40" in t.refused("progress open", "filled", name="Vault", size=40, filled=41)
    assert "would already complete" in t.refused("progress open", "filled", name="Vault", size=40, filled=40)
    t.do("progress open", name="Vault", size=40, filled=39)
    t.refused("progress open", "name", name="vault", size=10)
    t.do("make-progress", "Ana", bar="Vault", attribute="wits", dice=[1])
    assert t.state["bars"]["Vault"]["complete"] is True and "excess" not in t.detail("ProgressAdded")
    assert "Vault is complete (40/40)" in t.refused("make-progress", "bar", "Ana", bar="Vault", attribute="wits", dice=[1])
    t.refused("make-progress", "bar", "Ana", bar="Moat", attribute="wits", dice=[1])


def test_progress_overflow_carry_and_negative_totals() -> None:
    t = Basic(**{"generic.progress.overflow": "carry"})
    t.pc("Ana", wits=-10)
    t.in_scene()
    t.do("progress open", name="Tunnel", size=20)
    t.do("make-progress", "Ana", bar="Tunnel", attribute="wits", dice=[4])                # total -6 fills nothing
    assert t.state["bars"]["Tunnel"]["filled"] == 0 and t.detail("ProgressAdded")["amount"] == 0
    t.do("adjust", character="Ana", attributes="wits=10")
    t.do("make-progress", "Ana", bar="Tunnel", attribute="wits", dice=[15])               # 25: 5 kept
    assert t.state["bars"]["Tunnel"] == {"size": 20, "filled": 20, "overflow": 5, "complete": True, "opened": 4}


def test_bars_and_stacked_dice_live_across_scenes_and_sessions(t: Basic) -> None:
    scene_with(t, "Ana", "Bo")
    t.do("progress open", name="Ritual", size=50)
    t.do("make-progress", "Ana", bar="Ritual", attribute="wits", dice=[12])
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[1], stack=["d4"])
    t.do("scene end")
    t.do("session end")
    t.do("session start")
    t.do("scene start")
    assert t.state["bars"]["Ritual"]["filled"] == 12 and len(t.char("Bo")["stacked_for"]) == 1
    assert t.state["session"] == {"phase": "running", "number": 2} and t.state["scene"]["number"] == 2


# --- prepare and flashback dice ----------------------------------------------------------------------

def test_prepare_extra_dice_boundaries(t: Basic) -> None:
    t.pc("Ana", level=5, wits=19)
    t.in_downtime()
    t.do("prepare", "Ana", attribute="wits", dice=[20])                                    # 39: 1 extra
    assert len(t.char("Ana")["flashback"]) == 2 and t.detail("FlashbackDicePrepared")["size"] == 8
    t.do("prepare", "Ana", attribute="wits", dice=[1])                                     # 20: 1 extra
    assert len(t.char("Ana")["flashback"]) == 4
    message = t.refused("prepare", "extra", "Ana", attribute="wits", dice=[1], extra=2)
    assert "allows up to 1 extra" in message


def test_flashback_dice_spent_once_in_a_scene(t: Basic) -> None:
    t.pc("Ana", level=3, wits=0)
    t.in_downtime()
    t.do("prepare", "Ana", attribute="wits", dice=[5], purpose="the heist")
    assert t.char("Ana")["flashback"][0]["id"] == "4.1" and t.char("Ana")["flashback"][0]["for"] == "the heist"
    assert "flashback die #7.1" in t.refused("anything-else", "flashback", "Ana", attribute="wits", tier="full",
                                             dice=[5], flashback="7.1")
    assert "in a scene" in t.refused("anything-else", "flashback", "Ana", attribute="wits", tier="full",
                                     dice=[5, 2], flashback="4.1")
    t.do("downtime end")
    t.do("scene start")
    t.refused("anything-else", "dice", "Ana", attribute="wits", tier="full", dice=[5, 7], flashback="4.1")
    t.do("anything-else", "Ana", attribute="wits", difficulty=8, dice=[5, 6], flashback="#4")
    assert t.detail("TestRolled")["total"] == 11 and t.detail("FlashbackDieSpent")["face"] == 6
    assert t.char("Ana")["flashback"] == []
    t.refused("anything-else", "flashback", "Ana", attribute="wits", tier="full", dice=[5, 6], flashback="4.1")


# --- phases, characters, moves -------------------------------------------------------------------------

def test_session_scene_downtime_order(t: Basic) -> None:
    t.pc("Ana")
    t.refused("scene start", "phase")
    t.refused("downtime start", "phase")
    t.refused("session end", "phase")
    t.do("session start")
    t.refused("session start", "phase")
    t.do("scene start", title="Docks")
    t.refused("downtime start", "phase")
    t.refused("session end", "phase")
    t.do("scene end")
    t.do("downtime start")
    t.refused("scene start", "phase")
    t.refused("move", "phase", "Ana")
    t.refused("session end", "phase")
    t.do("downtime end")
    t.refused("downtime end", "phase")
    t.do("session end")
    assert t.state["session"] == {"phase": "ended", "number": 1}
    t.refused("anything-else", "phase", "Ana", attribute="wits", tier="full", dice=[3])


def test_characters_and_passive_formula() -> None:
    t = Basic(**{"generic.passive.formula": "basePlusAttribute", "generic.attributes": "brawn,grit"})
    t.pc("Ana", brawn=3)
    assert t.char("Ana")["attributes"] == {"brawn": 3, "grit": 0} and t.char("Ana")["passive"] == {"brawn": 13, "grit": 10}
    t.refused("add-character", "passive", name="Bo", passive="brawn=9")
    t.refused("add-character", "name", name="ana")
    t.refused("add-character", "attributes", name="Bo", attributes="wits=1")
    t.refused("add-character", "attributes", name="Bo", attributes="brawn=31")
    t.refused("add-character", "name", name="GM")
    t.refused("add-character", "name", name="A,b")
    t.do("adjust", character="Ana", attributes={"brawn": 5})
    assert t.char("Ana")["passive"]["brawn"] == 15
    t.refused("adjust", "level", character="Ana", attributes="brawn=5")
    t.refused("adjust", "level", character="Ana")
    assert die_for_level(1) == 4 and die_for_level(9) == 12 and die_for_level(30) == 12


def test_move_with_and_without_a_test(t: Basic) -> None:
    t.pc("Ana", wits=0)
    t.in_scene()
    events = t.do("move", "Ana", to="the gate")
    assert [e.kind for e in events] == ["Moved"] and events[0].changes == []
    t.refused("move", "dice", "Ana", dice=[4])
    t.refused("move", "difficulty", "Ana", attribute="agility", dice=[4])
    t.do("move", "Ana", to="the roof", attribute="agility", difficulty=10, dice=[14])
    assert t.detail("Moved")["tier"] == "partial" and t.detail("Moved")["outcome"] == "Ana gets what they wanted, with a complication"


def test_sample_campaign_decides_the_same_under_any_seed() -> None:
    """The sample replayed through the pure rules twice, with different action seeds: physical dice make
    every decision the same (what undo and amend will rely on), and the final values are the story's."""
    import yaml

    from conftest import ROOT
    from ledger.script import parse_entry

    script = yaml.safe_load((ROOT / "sample_campaigns" / "basic-the-salt-road.yaml").read_text(encoding="utf-8"))
    states = []
    for salt in (1, 999):
        t = Basic()
        for number, entry in enumerate(script["actions"], start=1):
            command, args, actor = parse_entry(number, entry, "GM")
            t.do(command, actor, ctx_seed=number * salt, **args)
        states.append(t.state)
    assert states[0] == states[1]
    final = states[0]["characters"]
    assert {n: c["damage"] for n, c in final.items()} == {"Mara": 8, "Tobin": 0, "Ilse": 0, "Korrow": 23, "Salt Wraith": 40}
    assert final["Mara"]["level"] == 5 and all(not c["flashback"] for c in final.values())
    assert states[0]["bars"]["Seal the barrow"]["filled"] == 60 and states[0]["session"] == {"phase": "ended", "number": 2}
