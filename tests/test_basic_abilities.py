"""Basic abilities rules for Attack/Defend, Get answers, progress bars, Prepare, phases, characters and Move,
at their boundaries; refusals leave the state equal (pure, no storage). Seed 003, catalogue §4.3-§4.5."""

from __future__ import annotations

import pytest

from rules.basic.combat import contest_damage
from rules.basic.data import die_for_level
from rules.basic.state import half
from test_basic_examples import Basic


@pytest.fixture
def t() -> Basic:
    return Basic()


def scene_with(t: Basic, *names: str) -> None:
    for name in names:
        t.pc(name, wits=0)
    t.in_scene()


# --- attack contest -------------------------------------------------------------------------------------

def test_contest_phases_in_order(t: Basic) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ogre", npc=True, passive="brawn=12", brawn=1)
    t.in_scene()
    for command in ("attack roll", "attack defend", "attack resolve", "attack call-off"):
        args = {"attribute": "brawn"} if command == "attack defend" else {}
        assert "; allowed now: scene end, attack declare, " in t.refused(command, "phase", "Ogre", **args)
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
    # contest #9 still waits for its resolution: a new declaration is refused by the phase first
    assert "allowed now: attack defend, attack resolve, " in t.refused("attack declare", "phase", "Ana", target="the door", attribute="brawn")
    fresh = Basic()
    fresh.pc("Ana", brawn=2)
    fresh.in_scene()
    assert "progress bar" in fresh.refused("attack declare", "target", "Ana", target="the door", attribute="brawn")


def test_attack_needs_a_scene(t: Basic) -> None:
    t.pc("Ana")
    t.pc("Bo")
    t.in_downtime()
    assert t.refused("attack declare", "phase", "Ana", target="Bo", attribute="brawn").startswith(
        "'attack declare' is not allowed while the scene is closed; allowed now: downtime end, ")


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
