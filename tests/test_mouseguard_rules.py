"""Mouse Guard rules at their boundaries: the sixteen matrix cells with their dice, compromise levels,
advancement counts, beginner's luck, turns and checks, rerolls, weapons, and refusals that leave the
state equal (``MG.refused`` asserts it)."""

from __future__ import annotations

import copy

import pytest

from ledger.projections.fold import apply_changes
from rules.errors import RuleError
from rules.mouseguard import advancement
from rules.mouseguard.conflict import compromise
from rules.mouseguard.views import redact
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces

# --- the interaction matrix: all sixteen cells, with their dice -------------------------------------------

#: (Brand's action, the bandit's action, Brand's successes, the bandit's, test, dispositions after, budgets).
#: Before the volley the dispositions are 7/8 and 6/7 (an opening Attack vs Attack, 1 success each).
CELLS = [
    ("attack", "attack", 3, 1, "independent", [6, 3], {}),
    ("attack", "defend", 3, 1, "versus", [7, 4], {}),
    ("attack", "feint", 3, None, "independent", [7, 3], {}),
    ("attack", "maneuver", 3, 1, "versus", [7, 4], {}),
    ("defend", "attack", 3, 1, "versus", [8, 6], {}),
    ("defend", "defend", 4, 3, "independent", [8, 6], {}),
    ("defend", "feint", None, 1, "independent", [6, 6], {}),
    ("defend", "maneuver", 3, 1, "versus", [8, 6], {}),
    ("feint", "attack", None, 1, "independent", [6, 6], {}),
    ("feint", "defend", 3, None, "independent", [7, 3], {}),
    ("feint", "feint", 3, 1, "versus", [7, 4], {}),
    ("feint", "maneuver", 3, 1, "independent", [7, 3], {"1": 1}),
    ("maneuver", "attack", 3, 1, "versus", [7, 6], {"0": 2}),
    ("maneuver", "defend", 3, 1, "versus", [7, 6], {"0": 2}),
    ("maneuver", "feint", 3, 1, "independent", [6, 6], {"0": 3}),
    ("maneuver", "maneuver", 3, 1, "independent", [7, 6], {"0": 3, "1": 1}),
]


def opened(brand_weapon: str = "sword", bandit_weapon: str = "sword", **options: object) -> MG:
    mg = MG(**options)
    mg.mouse("Brand", **BRAND, weapon=[brand_weapon])
    mg.mouse("Bandit", **BANDIT, weapon=[bandit_weapon])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    return mg


@pytest.mark.parametrize("a0,a1,s0,s1,kind,after,budgets", CELLS, ids=[f"{c[0]}-{c[1]}" for c in CELLS])
def test_interaction_matrix_cell(a0: str, a1: str, s0: int | None, s1: int | None, kind: str, after: list[int],
                                 budgets: dict[str, int]) -> None:
    mg = opened()
    mg.exchange(["attack", a0, "defend"], ["attack", a1, "defend"])
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    assert mg.disp() == [7, 6]
    mg.do("conflict reveal")
    assert mg.conflict["current"]["needs"] == [s0 is not None, s1 is not None]
    for who, s in (("Brand", s0), ("Bandit", s1)):
        if s is None:
            mg.refused("phase", "conflict roll", character=who, dice=faces(0, 4))
        else:
            mg.do("conflict roll", character=who, dice=faces(s, 4))
    resolved = mg.detail("VolleyResolved")
    assert resolved["test_kind"] == kind and mg.disp() == after
    assert (mg.conflict.get("current") or {}).get("budgets") or {} == budgets
    assert mg.conflict["phase"] == ("effects" if budgets else "sealed")


def test_a_tied_versus_volley_has_no_effect() -> None:
    mg = opened()
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.volley(("Brand", faces(2, 4)), ("Bandit", faces(2, 4)))
    assert mg.detail("VolleyResolved").get("winner") is None and mg.disp() == [8, 7]


def test_defend_at_zero_successes_and_disposition_floor() -> None:
    mg = opened()
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(0, 4)))
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(0, 4)))
    assert mg.disp() == [8, 0] and mg.conflict["phase"] == "ended"
    assert mg.conflict["outcome"]["compromise"] == "none"


# --- compromise at its boundaries ---------------------------------------------------------------------------

@pytest.mark.parametrize("start,final,exact,level", [
    (8, 8, "compromise", "none"), (8, 7, "compromise", "minor"), (8, 5, "compromise", "minor"),
    (8, 4, "compromise", "compromise"), (8, 4, "minor", "minor"), (8, 3, "compromise", "compromise"),
    (8, 2, "compromise", "compromise"), (8, 1, "compromise", "major"), (2, 1, "compromise", "major"),
    (9, 5, "compromise", "minor"), (9, 4, "compromise", "compromise"), (3, 2, "compromise", "minor"),
])
def test_compromise_levels(start: int, final: int, exact: str, level: str) -> None:
    assert compromise(start, final, exact) == level


def test_both_zero_without_a_compromise_option() -> None:
    mg = MG(**{"mouseguard.compromise.bothZero": "noCompromise"})
    mg.mouse("Mite", nature=1, will=1, health=1, skill=["fighter=1"])
    mg.mouse("Gnat", kind="npc", nature=1, skill=["fighter=1"])
    mg.play()
    mg.fight(team=("Mite",), opponents=("Gnat",), rolls=(("Mite", [1]), ("Gnat", [1])))
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Mite", [4]), ("Gnat", [4]))
    assert mg.conflict["outcome"]["draw"] is True and mg.conflict["outcome"]["compromise"] == "none"


def test_without_end_immediately_the_exchange_runs_out() -> None:
    mg = opened(**{"mouseguard.conflict.endImmediately": False})
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(0, 4)))
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(0, 4)))
    assert mg.disp() == [8, 0] and mg.conflict["phase"] == "sealed"
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(2, 4)))
    assert mg.disp() == [6, 0] and mg.conflict["phase"] == "ended"
    assert mg.conflict["outcome"]["compromise"] == "minor"


# --- weapons ------------------------------------------------------------------------------------------------

def test_thrown_staff_makes_attack_versus_and_is_lost() -> None:
    mg = opened("staff", "sword")
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.refused("throw", "conflict roll", character="Bandit", throw=True, dice=faces(0, 4))
    mg.do("conflict roll", character="Brand", throw=True, dice=faces(3, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(2, 4))
    assert mg.detail("VolleyResolved")["test_kind"] == "versus" and mg.disp() == [8, 6]
    assert mg.conflict["lost"] == {"Brand": ["staff"]}
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(2, 4)))          # unarmed now: no override, both hurt
    assert mg.detail("VolleyResolved")["test_kind"] == "independent" and mg.disp() == [6, 5]


@pytest.mark.parametrize("symmetric,kind", [(True, "independent"), (False, "versus")])
def test_a_maneuvering_spear_counts_only_when_symmetric(symmetric: bool, kind: str) -> None:
    mg = opened("sword", "spear", **{"mouseguard.weaponOverride.symmetric": symmetric})
    mg.exchange(["attack"] * 3, ["maneuver"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(1, 4)))
    assert mg.detail("VolleyResolved")["test_kind"] == kind


def test_sling_against_a_bow_is_no_override_but_against_a_spear_it_is() -> None:
    mg = opened("sling", "bow")
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    assert mg.detail("VolleyResolved")["test_kind"] == "independent"
    mg2 = opened("sling", "spear")
    mg2.exchange(["attack"] * 3, ["attack"] * 3)
    mg2.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    assert mg2.detail("VolleyResolved")["test_kind"] == "versus"


def test_bow_adds_two_dice_to_maneuver_and_heavy_armour_takes_one() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, weapon=["bow"], armour="heavy", worn="special")
    mg.mouse("Bandit", **BANDIT, weapon=["sword"])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    mg.exchange(["maneuver"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(0, 5))
    kinds = [(x["kind"], x["dice"]) for x in mg.detail("VolleyRolled")["pool"]]
    assert ("weapon", 2) in kinds and ("armour", -1) in kinds


def test_sword_binding_refusals() -> None:
    mg = opened("sword", "sword")
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", sword=True, dice=faces(0, 5))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    mg.do("conflict reveal")
    mg.refused("sword", "conflict roll", character="Brand", sword=True, dice=faces(0, 5))
    mg.do("conflict roll", character="Brand", dice=faces(0, 5))
    assert mg.conflict["sword"] == {"Brand": "attack"}


def test_sword_bound_at_conflict_start() -> None:
    mg = MG(**{"mouseguard.sword.bindAt": "conflictStart"})
    mg.mouse("Brand", **BRAND, weapon=["sword"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight()
    mg.do("conflict wield", character="Brand", weapon="sword", sword_action="defend")
    mg.do("conflict disposition", character="Brand", dice=faces(3, 4))
    mg.do("conflict disposition", character="Bandit", dice=faces(2, 4))
    mg.refused("sword_action", "conflict wield", character="Brand", weapon="sword", sword_action="attack")
    mg.exchange(["defend"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.refused("sword", "conflict roll", character="Brand", sword=True, dice=faces(0, 5))
    mg.do("conflict roll", character="Brand", dice=faces(0, 5))
    assert mg.detail("VolleyRolled")["count"] == 5


def test_actor_scope_of_pending_effects() -> None:
    mg = MG(**{"mouseguard.conflict.pendingModsScope": "actorNextAction"})
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(team=("Brand", "Rogard"), rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    mg.exchange(["maneuver", "attack", "attack"], ["defend"] * 3)
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(1, 4)))
    mg.do("conflict maneuver", character="Brand", buy="position")
    mg.volley(("Rogard", faces(0, 1)), ("Bandit", faces(0, 4)))         # Rogard acts: Brand's +2D waits
    mg.volley(("Brand", faces(0, 6)), ("Bandit", faces(0, 4)))
    assert mg.conflict["sides"]["0"]["pending"] == []


# --- scripts, reveals and their refusals ------------------------------------------------------------------

def test_script_refusals() -> None:
    mg = opened()
    assert "exactly three" in mg.refused("actions", "conflict script", side="Brand", actions=["attack"] * 4)
    mg.refused("actions", "conflict script", side="Brand", actions=["attack", "dance", "feint"])
    mg.refused("phase", "conflict reveal")
    mg.do("conflict script", side="Brand", actions=["attack", "defend", "feint"])
    assert "sealed" in mg.refused("script", "conflict script", side="Brand", actions=["feint"] * 3)
    mg.refused("side", "conflict script", side="Rogard", actions=["feint"] * 3)
    mg.do("conflict script", side="Bandit", actions=["maneuver"] * 3)
    mg.refused("script", "conflict script", side="Bandit", actions=["maneuver"] * 3)
    mg.do("conflict reveal")
    mg.refused("character", "conflict roll", character="Rogard", dice=faces(0, 4))
    mg.refused("phase", "conflict reveal")


def test_gm_declares_first_option() -> None:
    mg = opened(**{"mouseguard.conflict.scripting": "gmDeclaresFirst"})
    mg.refused("side", "conflict script", side="Brand", actions=["attack"] * 3)
    mg.do("conflict script", side="Bandit", actions=["attack"] * 3)
    mg.do("conflict script", side="Brand", actions=["attack"] * 3)
    assert mg.conflict["phase"] == "sealed"


def test_every_member_acts_each_exchange() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(team=("Brand", "Rogard"), rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    mg.refused("actors", "conflict script", side="Brand", actions=["attack"] * 3, actors=["Brand"] * 3)
    mg.refused("actors", "conflict script", side="Brand", actions=["attack"] * 3, actors=["Brand", "Bandit", "Rogard"])
    mg.do("conflict script", side="Rogard", actions=["attack"] * 3, actors=["Rogard", "Rogard", "Brand"])
    assert [a["actor"] for a in mg.conflict["scripts"]["1"]["0"]] == ["Rogard", "Rogard", "Brand"]


def test_redaction_hides_unrevealed_actions_in_detail_and_changes() -> None:
    mg = opened()
    mg.exchange(["feint", "defend", "maneuver"], ["attack"] * 3)
    scripted = [r for r in mg.records if r["kind"] == "ActionsScripted"]
    detail, changes = redact("ActionsScripted", scripted[0]["detail"], scripted[0]["changes"], mg.state)
    assert detail["actions"] == [{"action": "sealed", "actor": "sealed"}] * 3
    assert changes[0]["after"] == [{"action": "sealed", "actor": "sealed"}] * 3
    assert scripted[0]["detail"]["actions"][0]["action"] == "feint"                 # the record itself is untouched
    mg.volley(("Bandit", faces(1, 4)))
    detail, changes = redact("ActionsScripted", scripted[0]["detail"], scripted[0]["changes"], mg.state)
    assert [a["action"] for a in detail["actions"]] == ["feint", "sealed", "sealed"]
    assert [a["action"] for a in changes[0]["after"]] == ["feint", "sealed", "sealed"]
    view = mg.system.reads["conflict"].view(mg.state)
    assert view["revealed"] == [[{"action": "feint", "actor": "Brand"}], [{"action": "attack", "actor": "Bandit"}]]
    assert "defend" not in str(view) and "maneuver" not in str(view)
    assert "sealed" in mg.system.views["summary"]("ActionsScripted", scripted[0]["detail"], "en")
    assert "feint" not in mg.system.views["summary"]("ActionsScripted", scripted[0]["detail"], "en").lower()


def test_as_of_in_the_middle_of_a_conflict_keeps_later_reveals_hidden() -> None:
    """The state folded from the events up to a chosen action (what ``--as-of`` will read) hides what was
    not revealed at that moment, though it is revealed now."""
    mg = opened()
    mg.exchange(["feint", "defend", "maneuver"], ["attack"] * 3)
    middle = mg.actions
    mg.volley(("Bandit", faces(1, 4)))
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    state = mg.system.new_state(mg.state["options"])
    for rec in mg.records:
        if rec["action"] <= middle:
            apply_changes(state, rec["changes"])
    cid = str(mg.conflict["id"])
    assert state["conflicts"][cid]["phase"] == "sealed" and state["conflicts"][cid]["revealed"] == {}
    scripted = next(r for r in mg.records if r["kind"] == "ActionsScripted")
    then, _ = redact(scripted["kind"], scripted["detail"], scripted["changes"], state)
    now, _ = redact(scripted["kind"], scripted["detail"], scripted["changes"], mg.state)
    assert [a["action"] for a in then["actions"]] == ["sealed"] * 3
    assert [a["action"] for a in now["actions"]] == ["feint", "defend", "sealed"]


def test_conflict_start_refusals() -> None:
    mg = opened()
    mg.refused("phase", "conflict start", type="fight", team=["Brand"], goal="x", opponents=["Bandit"], opponent_goal="y")
    mg2 = MG()
    mg2.mouse("Brand", **BRAND)
    mg2.play()
    mg2.refused("opponents", "conflict start", type="fight", team=["Brand"], goal="x", opponents=["Brand"], opponent_goal="y")
    mg2.refused("type", "conflict start", type="duel", team=["Brand"], goal="x", opponents=["Brand"], opponent_goal="y")
    mg2.refused("phase", "conflict reveal")


def test_disposition_is_at_least_one_and_animals_use_nature() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["hungry", "tired", "angry"])
    mg.mouse("Snake", kind="animal", nature=6)
    mg.play()
    mg.fight(opponents=("Snake",), kind="fight-animal")
    mg.do("conflict disposition", character="Snake", dice=faces(2, 6))
    assert mg.disp()[1] == 8 and mg.detail("DispositionRolled")["ability"] == "nature"
    mg.do("conflict disposition", character="Brand", ability="health", dice=faces(0, 3))   # no Hunter: half of Health
    rolled = mg.detail("DispositionRolled")
    assert rolled["mode"] == "beginners_luck" and rolled["ability_value"] == 5 and mg.disp()[0] == 3
    mg2 = MG()
    mg2.mouse("Mite", nature=1, will=1, health=1, skill=["fighter=1"], condition=["hungry", "tired"])
    mg2.mouse("Gnat", kind="npc", nature=1, skill=["fighter=1"])
    mg2.play()
    mg2.fight(team=("Mite",), opponents=("Gnat",), rolls=(("Mite", [1]),))
    assert mg2.disp()[0] == 1


# --- advancement ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule,rating,passes,fails", [("seed", 1, 2, 1), ("seed", 5, 6, 5), ("published", 1, 1, 0),
                                                      ("published", 4, 4, 3)])
def test_advancement_counts(rule: str, rating: int, passes: int, fails: int) -> None:
    assert advancement.need(rule, rating) == (passes, fails)
    mg = MG(**{"mouseguard.advance.rule": rule})
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=[f"pathfinder={rating}"])
    mg.play()
    for k, outcome in enumerate(["P"] * passes + ["F"] * fails):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1 if outcome == "P" else 0, rating))
        mg.do("resolve")
        done = k == passes + fails - 1
        assert mg.ch("Sadie")["skills"]["pathfinder"] == (rating + 1 if done else rating)


def test_extra_passes_are_not_marked_and_the_top_rating_stops() -> None:
    mg = MG(**{"mouseguard.skills.maxRating": 6})
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=["pathfinder=6"])
    mg.play()
    for _ in range(8):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1, 6))
        mg.do("resolve")
    assert mg.detail("AdvancementTestLogged")["marked"] is False and mg.detail("AdvancementTestLogged")["passes"] == 7
    for _ in range(6):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(0, 6))
        mg.do("resolve")
    tally = mg.ch("Sadie")["tallies"]["pathfinder"]
    assert len(tally["passes"]) == 7 and len(tally["fails"]) == 6 and mg.ch("Sadie")["skills"]["pathfinder"] == 6
    assert "SkillAdvanced" not in mg.kinds()
    with pytest.raises(Exception):
        MG(**{"mouseguard.skills.maxRating": 1})


def test_beginners_luck_opens_a_skill_at_two_and_then_it_tallies() -> None:
    mg = MG(**{"mouseguard.learn.threshold": "fixed5"})
    mg.mouse("Sadie", nature=4, will=4, health=5, skill=["healer=2"])
    mg.play()
    ids = []
    for k in range(5):
        mg.do("test", "Sadie", skill="Guía", ob=1, ability="salud", dice=faces(k % 2, 3))
        ids.append(mg.detail("TestRolled")["test"])
        mg.do("resolve")
    assert mg.ch("Sadie")["skills"]["pathfinder"] == 2 and "pathfinder" not in mg.ch("Sadie")["learning"]
    assert mg.detail("SkillLearned") == {"character": "Sadie", "skill": "pathfinder", "rating": 2, "test": ids[-1]}
    mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1, 2))
    mg.do("resolve")
    assert mg.ch("Sadie")["tallies"]["pathfinder"]["passes"] == [mg.actions - 1]


def test_helpers_and_npcs_never_log_and_a_conflict_logs_a_skill_once() -> None:
    mg = opened()
    mg.mouse("Rogard", **ROGARD)
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(1, 4)))
    first = next(r for r in mg.records if r["kind"] == "VolleyRolled")["detail"]["test"]
    assert mg.ch("Brand")["tallies"] == {"fighter": {"passes": [first], "fails": []}}
    assert mg.ch("Bandit")["tallies"] == {}


def test_projection_equals_the_kept_tallies_and_links_each_mark() -> None:
    mg = MG()
    mg.mouse("Sadie", nature=3, will=4, health=4, skill=["pathfinder=1", "healer=2"])
    mg.mouse("Rogard", **ROGARD)
    mg.play()
    for skill, s, extra in [("pathfinder", 1, {}), ("pathfinder", 0, {}), ("pathfinder", 1, {}), ("cook", 0, {"ability": "will"}),
                            ("healer", 1, {}), ("will", 0, {}), ("cook", 1, {"ability": "will"}), ("cook", 1, {"ability": "will"})]:
        count = {"pathfinder": 1, "healer": 2, "will": 4, "cook": 2}[skill]
        if skill == "pathfinder" and "pathfinder" in mg.ch("Sadie")["skills"]:
            count = mg.ch("Sadie")["skills"]["pathfinder"]
        mg.do("test", "Sadie", skill=skill, ob=1, helper=["Rogard"] if skill == "will" else [], dice=faces(s, count + (skill == "will")), **extra)
        mg.do("resolve")
    built = advancement.rebuild(mg.records, mg.state["options"])
    kept = advancement.kept(mg.state, "Sadie")
    assert {k: {"passes": v["passes"], "fails": v["fails"]} for k, v in built["Sadie"]["skills"].items() if v["passes"] or v["fails"]} \
        == kept["tallies"]
    assert {k: v["attempts"] for k, v in built["Sadie"]["learning"].items()} == kept["learning"]
    assert mg.ch("Sadie")["skills"]["pathfinder"] == 2 and mg.ch("Sadie")["skills"]["cook"] == 2
    assert "Rogard" not in built
    view = mg.system.reads["advancement"].view(mg.records, mg.state, "en", name="sadie")
    path = next(s for s in view["skills"] if s["skill"] == "pathfinder")
    assert path["rating"] == 2 and path["advances"] == [{"test": 10, "from": 1, "to": 2}]
    assert any(s["skill"] == "will" and s["fails"] for s in view["skills"])


def replay(script: list[tuple[str, str, dict[str, object]]], skip: tuple[int, ...] = ()) -> MG:
    """Decide ``script`` again from its recorded inputs, leaving out the actions numbered in ``skip``
    (what undo, issue 3, will do); action numbers never change."""
    mg = MG()
    for n, (cmd, actor, args) in enumerate(script, start=1):
        if n in skip:
            mg.actions += 1
            continue
        mg.do(cmd, actor, **args)
    return mg


def test_undoing_a_test_gives_the_tallies_of_a_campaign_without_it() -> None:
    """Pathfinder 2 (3 passes and 2 fails to rise): P, F, P, F; undoing the first test (action 5 and its
    resolve) leaves F, P, F, and the projection of the remaining events equals the tallies play keeps."""
    script = [("add-character", "GM", {"name": "Sadie", "nature": 4, "will": 4, "health": 4, "skill": ["pathfinder=2"]}),
              ("session start", "GM", {}), ("turn gm", "GM", {}), ("scene start", "GM", {})]
    for s in (1, 0, 1, 0):
        script += [("test", "Sadie", {"skill": "pathfinder", "ob": 1, "dice": faces(s, 2)}), ("resolve", "GM", {})]
    full = replay(script)
    assert advancement.kept(full.state, "Sadie")["tallies"]["pathfinder"] == {"passes": [5, 9], "fails": [7, 11]}
    without = replay(script, skip=(5, 6))
    built = advancement.rebuild(without.records, without.state["options"])["Sadie"]["skills"]["pathfinder"]
    kept = advancement.kept(without.state, "Sadie")["tallies"]["pathfinder"]
    assert {"passes": built["passes"], "fails": built["fails"]} == kept == {"passes": [9], "fails": [7, 11]}


def test_a_later_test_depends_on_the_one_that_raised_its_rating() -> None:
    """Pathfinder 1: P, F, P raises it to 2, so the next test rolls 2 dice. Decided again without the first
    test, that later test is refused (its typed dice no longer match the pool): it depends on it."""
    script = [("add-character", "GM", {"name": "Sadie", "nature": 4, "will": 4, "health": 4, "skill": ["pathfinder=1"]}),
              ("session start", "GM", {}), ("turn gm", "GM", {}), ("scene start", "GM", {})]
    for s, n in ((1, 1), (0, 1), (1, 1), (1, 2)):
        script += [("test", "Sadie", {"skill": "pathfinder", "ob": 1, "dice": faces(s, n)}), ("resolve", "GM", {})]
    assert replay(script).ch("Sadie")["skills"]["pathfinder"] == 2
    with pytest.raises(RuleError) as info:
        replay(script, skip=(5, 6))
    assert info.value.field == "dice"


def test_permanent_injury_resets_the_tallies_in_state_and_projection() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["injured"])
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=1, dice=faces(0, 2))               # injured: -1D
    mg.do("resolve")
    assert mg.ch("Brand")["tallies"]["scout"]["fails"]
    mg.do("injury", character="Brand", target="scout")
    assert "scout" not in mg.ch("Brand")["tallies"] and mg.ch("Brand")["skills"]["scout"] == 2
    built = advancement.rebuild(mg.records, mg.state["options"])["Brand"]["skills"]["scout"]
    assert built["passes"] == built["fails"] == [] and built["rating"] == 2


# --- tests, rerolls and their refusals ---------------------------------------------------------------------

def sadie_and_rogard(turn: str = "gm", **options: object) -> MG:
    mg = MG(**options)
    mg.mouse("Rogard", **ROGARD, persona=4, fate=2, trait=["Wise=3", "Calm=1", "Steady=2"], checks=4)
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=["weather-watcher=2", "healer=3"])
    mg.mouse("Bandit", **BANDIT)
    mg.play(turn)
    return mg


def test_test_refusals_leave_the_state_equal() -> None:
    mg = sadie_and_rogard()
    mg.refused("ob", "test", "Rogard", skill="weather-watcher", dice=faces(1, 4))
    mg.refused("ob", "test", "Rogard", skill="weather-watcher", ob=2, versus="Bandit", dice=faces(1, 4))
    mg.refused("versus", "test", "Rogard", skill="weather-watcher", versus="Rogard", dice=faces(1, 4))
    assert "the pool is 4 dice" in mg.refused("dice", "test", "Rogard", skill="weather-watcher", ob=2, dice=faces(1, 5))
    mg.refused("dice", "test", "Rogard", skill="weather-watcher", ob=2, dice=[1, 2, 3, 7])
    mg.refused("persona", "test", "Rogard", skill="weather-watcher", ob=2, persona=4, dice=faces(1, 8))
    mg.refused("helper", "test", "Rogard", skill="weather-watcher", ob=2, helper=["Bandit"], dice=faces(1, 5))
    mg.refused("helper", "test", "Rogard", skill="weather-watcher", ob=2, helper=["Rogard"], dice=faces(1, 5))
    mg.refused("helper", "test", "Rogard", skill="weather-watcher", ob=2, helper=["Sadie", "sadie"], dice=faces(1, 6))
    mg.refused("wise", "test", "Rogard", skill="weather-watcher", ob=2, wise="Cheese-wise", dice=faces(1, 5))
    mg.refused("trait", "test", "Rogard", skill="weather-watcher", ob=2, trait="Wise", dice=faces(1, 5))
    mg.refused("trait", "test", "Rogard", skill="weather-watcher", ob=2, trait="Brave", dice=faces(1, 5))
    mg.refused("nature", "test", "Rogard", skill="circles", ob=2, nature="tap-against", dice=faces(1, 9))
    mg.refused("ability", "test", "Rogard", skill="cook", ob=2, dice=faces(1, 2))
    mg.refused("ability", "test", "Rogard", skill="fighter", ob=2, ability="health", dice=faces(1, 1))
    mg.refused("skill", "test", "Rogard", skill="juggling", ob=2, dice=faces(1, 1))
    mg.refused("spend_check", "test", "Rogard", skill="weather-watcher", ob=2, spend_check=True, dice=faces(1, 4))
    mg.refused("recover", "test", "Rogard", skill="will", recover="angry", dice=faces(1, 4))
    mg.refused("handicap", "test", "Rogard", skill="weather-watcher", ob=2, against_trait="Calm", handicap="opponent-dice",
               dice=faces(1, 4))
    mg.refused("character", "test", "GM", skill="will", ob=2, dice=faces(1, 4))
    mg.do("test", "Rogard", skill="weather-watcher", ob=2, dice=faces(1, 4))
    mg.refused("phase", "test", "Sadie", skill="healer", ob=2, dice=faces(1, 3))
    mg.refused("phase", "oppose", "Bandit", dice=faces(1, 4))
    mg.refused("phase", "conflict start", type="fight", team=["Rogard"], goal="x", opponents=["Bandit"], opponent_goal="y")
    mg.refused("phase", "scene end")


def test_test_outside_a_turn_or_scene() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.do("session start")
    mg.do("scene start")
    assert "turn gm" in mg.refused("phase", "test", "Brand", skill="scout", ob=1, dice=faces(1, 3))
    mg.do("turn gm")
    mg.do("scene end")
    assert "scene start" in mg.refused("phase", "test", "Brand", skill="scout", ob=1, dice=faces(1, 3))


def test_persona_dice_cap_option() -> None:
    mg = sadie_and_rogard(**{"mouseguard.persona.maxDice": None})
    mg.do("test", "Rogard", skill="weather-watcher", ob=2, persona=4, dice=faces(1, 8))
    assert mg.ch("Rogard")["persona"] == 0


def test_players_turn_free_tests_and_checks() -> None:
    mg = sadie_and_rogard("players", **{"mouseguard.playersTurn.freeTests": 1})
    mg.refused("spend_check", "test", "Sadie", skill="healer", ob=1, spend_check=True, dice=faces(1, 3))
    mg.do("test", "Sadie", skill="healer", ob=1, dice=faces(1, 3))
    mg.do("resolve")
    assert "no checks" in mg.refused("spend_check", "test", "Sadie", skill="healer", ob=1, spend_check=True, dice=faces(1, 3))
    assert "free test" in mg.refused("spend_check", "test", "Sadie", skill="healer", ob=1, dice=faces(1, 3))
    mg.do("test", "Bandit", skill="fighter", ob=1, dice=faces(1, 4))              # the GM's NPC is not counted
    mg.do("resolve")
    assert mg.state["turn"]["tests"] == {"Sadie": 1}


def test_gm_turn_recovery_costs_two_checks() -> None:
    mg = sadie_and_rogard()
    mg.do("mark", character="Rogard", condition="angry")
    mg.refused("spend_check", "test", "Rogard", skill="will", recover="angry", dice=faces(2, 4))
    mg.do("test", "Rogard", skill="will", recover="angry", spend_check=True, dice=faces(2, 4))
    assert mg.ch("Rogard")["checks"] == 2 and mg.detail("TestRolled")["ob"] == 2
    mg.do("resolve")
    assert mg.ch("Rogard")["conditions"]["angry"] is False
    mg.do("mark", character="Rogard", condition="hungry")
    mg.refused("recover", "test", "Rogard", skill="cook", recover="hungry", spend_check=True, dice=faces(1, 2))


def test_hungry_recovery_in_the_players_turn_and_its_ob() -> None:
    mg = sadie_and_rogard("players", **{"mouseguard.hungry.ob": 2})
    mg.do("mark", character="Sadie", condition="Sediento")
    mg.refused("skill", "test", "Sadie", skill="healer", recover="hungry", dice=faces(2, 3))
    mg.refused("ob", "test", "Sadie", skill="resources", recover="hungry", ob=1, dice=faces(1, 1))
    mg.do("test", "Sadie", skill="resources", recover="hungry", helper=["Rogard"], dice=faces(2, 2))
    assert mg.detail("TestRolled")["ob"] == 2
    mg.do("resolve")
    assert mg.ch("Sadie")["conditions"]["hungry"] is False


def test_fate_explodes_sixes_and_typed_chains_must_match() -> None:
    mg = sadie_and_rogard()
    mg.do("test", "Rogard", skill="weather-watcher", ob=4, dice=[6, 6, 2, 1])
    mg.refused("dice", "fate", "Rogard", dice=[6, 3])                      # the new 6 needs one more die
    mg.refused("dice", "fate", "Rogard", dice=[4, 3, 5])
    mg.do("fate", "Rogard", dice=[6, 3, 5])
    assert mg.detail("FateSpent")["faces"] == [6, 6, 2, 1, 6, 3, 5] and mg.detail("FateSpent")["successes"] == 4
    assert mg.ch("Rogard")["fate"] == 1
    mg.refused("fate", "fate", "Rogard", dice=[4])
    mg.do("resolve")
    assert mg.detail("TestResolved")["passed"] is True
    mg.do("test", "Rogard", skill="weather-watcher", ob=4, dice=[5, 4, 2, 1])
    assert "no die shows a 6" in mg.refused("fate", "fate", "Rogard", dice=[4])


@pytest.mark.parametrize("mode,new,after", [("rerollAll", [6, 5, 4, 3], [6, 5, 4, 3]), ("rerollFailed", [6, 5], [5, 4, 6, 5])])
def test_fate_reroll_modes(mode: str, new: list[int], after: list[int]) -> None:
    mg = sadie_and_rogard(**{"mouseguard.fate.mode": mode})
    mg.do("test", "Rogard", skill="weather-watcher", ob=4, dice=[5, 4, 2, 1])
    mg.do("fate", "Rogard", dice=new)
    assert mg.detail("FateSpent")["faces"] == after


def test_level_three_reroll_whole_roll_and_refusals() -> None:
    mg = sadie_and_rogard(**{"mouseguard.trait.l3Reroll": "wholeRoll"})
    mg.do("test", "Rogard", skill="weather-watcher", ob=1, dice=[5, 2, 2, 1])
    mg.refused("phase", "reroll", "Rogard", trait="Wise", dice=[5, 5, 5, 5])       # not failing
    mg.do("resolve")
    mg.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[5, 2, 2, 1])
    mg.refused("trait", "reroll", "Rogard", trait="Steady", dice=[5, 5, 5, 5])     # level 2
    mg.do("reroll", "Rogard", trait="Wise", dice=[5, 5, 4, 1])
    assert mg.detail("TraitReroll")["successes"] == 3
    mg.refused("trait", "reroll", "Rogard", trait="Wise", dice=[5, 5, 5, 5])
    mg.do("resolve")
    mg.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[5, 2, 2, 1])
    assert "already rerolled" in mg.refused("trait", "reroll", "Rogard", trait="Wise", dice=[5, 5, 5, 5])


def test_take_condition_refusals_and_who_asks() -> None:
    mg = sadie_and_rogard(**{"mouseguard.successWithCondition.requestedBy": "GM",
                             "mouseguard.successWithCondition.logsAs": "pass"})
    mg.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[5, 2, 2, 1])
    mg.refused("as", "take-condition", "Rogard", condition="tired")
    mg.refused("condition", "take-condition", "GM", condition="sleepy")
    mg.do("take-condition", "GM", condition="tired")
    mg.refused("phase", "take-condition", "GM", condition="angry")
    mg.do("resolve")
    assert mg.ch("Rogard")["tallies"]["weather_watcher"]["passes"] == [mg.actions - 2]
    mg.do("test", "Rogard", skill="weather-watcher", versus="Bandit", dice=[5, 2, 2, 1])
    mg.refused("phase", "take-condition", "GM", condition="angry")


def test_break_tie_with_a_roll_and_with_a_trait() -> None:
    mg = sadie_and_rogard()
    mg.do("test", "Rogard", skill="fighter", versus="Bandit", dice=[5])
    mg.refused("phase", "break-tie", "Rogard", trait="Calm")
    mg.do("oppose", "GM", character="Bandit", dice=faces(1, 4))
    mg.refused("trait", "break-tie", "Rogard")
    mg.do("break-tie", roll=True, dice=faces(2, 4), versus_dice=faces(2, 3))      # Will 4 against Will 3: still tied
    mg.refused("phase", "resolve")
    mg.do("break-tie", "Rogard", trait="Calm")
    assert mg.ch("Rogard")["checks"] == 6
    mg.do("resolve")
    res = mg.detail("TestResolved")
    assert res["winner_name"] == "Bandit" and res["margin"] == 1
    assert mg.ch("Rogard")["tallies"]["fighter"]["fails"]


def test_versus_opponent_gives_the_first_side_two_dice() -> None:
    mg = sadie_and_rogard()
    mg.do("test", "Bandit", skill="fighter", versus="Rogard", dice=faces(2, 4))
    mg.refused("opponent_dice", "oppose", "Rogard", dice=faces(1, 1), opponent_dice=[5, 5])
    mg.do("oppose", "Rogard", against_trait="Calm", handicap="opponent-dice", dice=faces(1, 1), opponent_dice=[5, 1])
    assert mg.ch("Rogard")["checks"] == 6 and mg.state["test"]["sides"][0]["successes"] == 3
    mg.do("resolve")
    assert mg.detail("TestResolved")["winner_name"] == "Bandit"


def test_nature_taxed_to_zero_must_retire() -> None:
    mg = MG()
    mg.mouse("Mite", nature=2, will=2, health=2, skill=["fighter=1"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.do("test", "Mite", skill="fighter", ob=4, nature="against", dice=[1, 1])
    mg.do("resolve")
    assert mg.ch("Mite")["abilities"]["nature"] == 0 and mg.ch("Mite")["status"] == "must_retire"
    mg.refused("nature", "test", "Mite", skill="fighter", ob=1, nature="with", dice=[])
    mg.refused("team", "conflict start", type="fight", team=["Mite"], goal="x", opponents=["Bandit"], opponent_goal="y")


def test_injured_penalty_choose_one() -> None:
    mg = MG(**{"mouseguard.injury.penalty": "chooseOne"})
    mg.mouse("Brand", **BRAND)
    mg.play()
    mg.refused("affects", "mark", character="Brand", condition="injured")
    mg.do("mark", character="Brand", condition="injured", affects="health")
    mg.do("test", "Brand", skill="scout", ob=1, dice=faces(1, 3))
    mg.do("resolve")
    mg.do("test", "Brand", skill="health", ob=1, dice=faces(1, 4))
    assert ("condition", -1) in [(x["kind"], x["dice"]) for x in mg.detail("TestRolled")["pool"]]


def test_stealth_with_heavy_armour() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, armour="heavy", worn="habitual")
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=1, stealth=True, dice=faces(1, 2))
    assert mg.detail("TestRolled")["count"] == 2


def test_armour_put_on_for_the_fight_does_not_count() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, armour="heavy", worn="donned")
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(rolls=(("Brand", faces(2, 4)),))
    assert mg.disp()[0] == 7


# --- characters ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("args,field", [
    ({"skill": ["fighter=7"]}, "skill"), ({"skill": ["fighter=0"]}, "skill"), ({"skill": ["fighter"]}, "skill"),
    ({"skill": ["fighter=2", "Luchador=3"]}, "skill"), ({"trait": ["Brave=4"]}, "trait"), ({"nature": 0}, "nature"),
    ({"nature_current": 6}, "nature_current"), ({"weapon": ["trebuchet"]}, "weapon"), ({"worn": "special"}, "worn"),
    ({"armour": "plate"}, "armour"), ({"condition": ["sleepy"]}, "condition"), ({"will": 7}, "will"),
    ({"fate": -1}, "fate"), ({"name": "GM"}, "name"), ({"name": "A,B"}, "name"), ({"kind": "dragon"}, "kind"),
])
def test_add_character_refusals(args: dict[str, object], field: str) -> None:
    mg = MG()
    base = {"name": "Brand", "nature": 4, "will": 3, "health": 5}
    mg.refused(field, "add-character", **{**base, **args})


def test_a_full_sheet() -> None:
    mg = MG()
    sheet = mg.mouse("Kenzie", nature=5, nature_current=4, will=4, health=4, resources=3, circles=2,
                     skill=["fighter=3", "Orador=4"], wise=["Weasel-wise"], trait=["Clever=2"], condition=["angry"],
                     fate=1, persona=2, checks=1, belief="b", goal="g", instinct="i", weapon=["sword", "shield"],
                     armour="light", worn="special", gear=["rope"])
    assert sheet["abilities"] == {"nature": 4, "will": 4, "health": 4, "resources": 3, "circles": 2}
    assert sheet["nature_max"] == 5 and sheet["skills"] == {"fighter": 3, "orator": 4}
    assert sheet["gear"] == {"weapons": ["sword", "shield"], "armour": "light", "worn": "special", "tools": ["rope"]}
    view = mg.system.views["sheet"](mg.state, "kenzie", "es")
    assert view["display"]["skills"] == {"Luchador": 3, "Orador": 4} and view["conditions"] == ["angry"]


# --- turns, rewards, traits -------------------------------------------------------------------------------

def test_turn_machine_refusals() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.refused("phase", "turn gm")
    mg.do("session start")
    mg.refused("phase", "turn players")
    mg.refused("phase", "turn end")
    mg.do("turn gm")
    mg.refused("phase", "turn gm")
    mg.refused("phase", "rewards give", character="Brand", fate=["belief"])
    mg.do("turn players")
    mg.do("turn end")
    assert mg.state["turn"]["phase"] == "rewards"
    mg.refused("phase", "session end")
    mg.do("rewards give", character="Brand", fate=["belief"])
    mg.refused("character", "rewards give", character="Brand", fate=["goal"])
    mg.do("rewards done")
    assert mg.state["turn"]["phase"] == "idle" and mg.state.get("rewards") is None
    mg.do("session end")
    assert mg.state["session"]["phase"] == "ended"


def test_rewards_per_session_and_the_persona_cap() -> None:
    mg = MG(**{"mouseguard.rewards.timing": "perSession"})
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD)
    mg.play("players")
    mg.do("scene end")
    mg.refused("phase", "session end")
    mg.do("turn end")
    assert mg.state["turn"]["phase"] == "idle"
    mg.do("session end")
    assert mg.state["session"]["phase"] == "ending"
    mg.do("rewards give", character="Brand", persona=["goal-accomplished", "against-belief", "mvp", "roleplay"])
    mg.refused("persona", "rewards give", character="Rogard", persona=["mvp"])
    mg.refused("fate", "rewards give", character="Rogard", fate=["belief", "belief"])
    mg.do("rewards give", character="Rogard", persona=["workhorse", "goal-accomplished", "against-belief", "roleplay"],
          fate=["belief", "goal", "instinct"])
    assert mg.ch("Brand")["persona"] == 4 and (mg.ch("Rogard")["fate"], mg.ch("Rogard")["persona"]) == (3, 4)
    mg.do("rewards done")
    assert mg.state["session"]["phase"] == "ended"


def test_charge_and_recharge() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Brave=1", "Fierce=3", "Quick=2"], checks=3)
    mg.play()
    mg.refused("phase", "trait charge", character="Brand", trait="Brave")
    mg.do("turn players")
    mg.refused("trait", "trait charge", character="Brand", trait="Fierce")
    mg.refused("trait", "trait recharge", character="Brand", trait="Brave")
    mg.do("trait charge", character="Brand", trait="Brave")
    assert mg.ch("Brand")["checks"] == 0 and mg.ch("Brand")["traits"]["Brave"]["charged"] is True
    mg.do("test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    mg.do("resolve")
    assert mg.ch("Brand")["traits"]["Brave"]["used"] is False                     # charged to level 2: every roll
    mg.refused("checks", "trait charge", character="Brand", trait="Quick")
    mg.do("scene end")
    mg.do("turn end")
    mg.do("rewards done")
    mg.do("session end")
    assert mg.ch("Brand")["traits"]["Brave"]["charged"] is False


def test_traits_ready_again_after_the_session() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Brave=1"])
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    mg.do("resolve")
    mg.do("scene end")
    mg.do("session end")
    assert mg.ch("Brand")["traits"]["Brave"]["used"] is False
    mg.do("session start")
    assert mg.state["session"] == {"phase": "running", "number": 2}


def test_a_conflict_keeps_its_state_across_sessions() -> None:
    mg = opened()
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(1, 4)))
    kept = copy.deepcopy(mg.conflict)
    mg.do("scene end")
    mg.do("session end")
    mg.do("session start")
    mg.refused("phase", "conflict reveal")                                        # no open scene yet
    mg.do("scene start")
    assert mg.conflict == kept
    mg.do("conflict reveal")
    assert mg.conflict["volley"] == 2


def test_injury_and_rest_refusals() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["injured", "sick"])
    mg.play()
    mg.refused("condition", "injury", character="Brand", target="scout")
    mg.refused("target", "injury", character="Brand", target="resources", condition="sick")
    mg.refused("target", "injury", character="Brand", target="healer", condition="sick")
    mg.refused("character", "rest", character="Brand")
    mg.do("injury", character="Brand", target="will", condition="sick")
    assert mg.ch("Brand")["abilities"]["will"] == 2 and mg.ch("Brand")["conditions"]["injured"] is True


def test_views_translate_terms() -> None:
    mg = opened()
    term = mg.system.views["term"]
    assert term("hungry", "es") == "Hambriento/Sediento" and term("maneuver", "es") == "Maniobra"
    assert term("weather_watcher", "es") == "Meteorólogo" and term("compromise", "en") == "compromise"
    rows = dict(mg.system.views["sheet_rows"](mg.system.views["sheet"](mg.state, "Brand", "es"), "es"))
    assert "Luchador 4" in rows["Habilidades"] and "Salud 5" in rows["Aptitudes"]
    assert mg.system.views["describe"](["conflicts", "7", "scripts", "1", "0"], "en") is None
    assert mg.system.views["describe"](["characters", "Brand", "tallies", "fighter"], "es") == "Brand Luchador marcas de avance"
