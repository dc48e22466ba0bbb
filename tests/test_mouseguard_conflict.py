"""Mouse Guard conflicts at their boundaries: all sixteen cells of the interaction matrix with their dice,
compromise levels, weapons, sealed scripts and their redaction (also as of a moment mid-conflict), and the
refusals of each step (``MG.refused`` asserts the state stays equal)."""

from __future__ import annotations

import pytest

from ledger.aggregates.changes import apply_changes
from rules.mouseguard.compromise import compromise
from rules.mouseguard.summaries import redact
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces, opened

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
    assert "sealed" in mg.refused("side", "conflict script", side="Brand", actions=["feint"] * 3)
    mg.refused("side", "conflict script", side="Rogard", actions=["feint"] * 3)
    mg.do("conflict script", side="Bandit", actions=["maneuver"] * 3)
    assert "while the actions are sealed" in mg.refused("phase", "conflict script", side="Bandit", actions=["maneuver"] * 3)
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
    script = [c for c in changes if c["after"] != {}]             # past the container made for the script
    assert script[0]["after"] == [{"action": "sealed", "actor": "sealed"}] * 3
    assert scripted[0]["detail"]["actions"][0]["action"] == "feint"                 # the record itself is untouched
    mg.volley(("Bandit", faces(1, 4)))
    detail, changes = redact("ActionsScripted", scripted[0]["detail"], scripted[0]["changes"], mg.state)
    assert [a["action"] for a in detail["actions"]] == ["feint", "sealed", "sealed"]
    assert [a["action"] for a in [c for c in changes if c["after"] != {}][0]["after"]] == ["feint", "sealed", "sealed"]
    view = mg.system.reads["conflict"].view(mg.state)
    assert view["revealed"] == [[{"action": "feint", "actor": "Brand"}], [{"action": "attack", "actor": "Bandit"}]]
    assert "defend" not in str(view) and "maneuver" not in str(view)
    assert "sealed" in mg.system.views.summary("ActionsScripted", scripted[0]["detail"], "en")
    assert "feint" not in mg.system.views.summary("ActionsScripted", scripted[0]["detail"], "en").lower()


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


def test_maneuver_refusals() -> None:
    mg = opened("sword", "spear")
    mg.exchange(["maneuver"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.refused("phase", "conflict maneuver", character="Brand", buy="impede")
    mg.do("conflict roll", character="Brand", dice=faces(4, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))                    # Brand wins the versus by 4
    assert mg.conflict["current"]["budgets"] == {"0": 4}
    mg.refused("character", "conflict maneuver", character="Bandit", buy="impede")
    mg.refused("disarm", "conflict maneuver", character="Brand", buy="disarm")
    mg.refused("disarm", "conflict maneuver", character="Brand", buy="impede", disarm="spear")
    mg.refused("disarm", "conflict maneuver", character="Brand", buy="disarm", disarm="bow")
    mg.refused("negate_trait", "conflict maneuver", character="Brand", buy="disarm", negate_trait="Brave")
    mg.refused("target", "conflict maneuver", character="Brand", buy="impede", target="Brand")
    mg.refused("buy", "conflict maneuver", character="Brand", buy="sing")
    mg.do("conflict maneuver", character="Brand", buy=["disarm", "impede"], disarm="Lanza")
    assert mg.conflict["disarmed"] == {"Bandit": ["spear"]} and mg.detail("ManeuverSpent")["lost"] == 0
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(0, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 3))                    # impeded, and no spear now
    assert mg.detail("VolleyResolved")["test_kind"] == "versus" and "override" not in mg.detail("VolleyResolved")

