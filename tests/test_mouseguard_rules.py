"""Mouse Guard rules at their boundaries: tests and their refusals, the turns and checks, rerolls, Nature,
characters, rewards and traits; every refusal leaves the state equal (``MG.refused`` asserts it). Conflicts
are in test_mouseguard_conflict.py, advancement in test_mouseguard_advancement.py."""

from __future__ import annotations

import copy

import pytest

from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces, opened


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
    mg.refused("phase", "fate", "Rogard", dice=[4])                       # spent on this test: its gate closes
    mg.do("resolve")
    assert mg.detail("TestResolved")["passed"] is True
    mg.do("test", "Rogard", skill="weather-watcher", ob=4, dice=[5, 4, 2, 1])
    assert "no die of Rogard shows a 6" in mg.refused("phase", "fate", "Rogard", dice=[4])


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
    mg.refused("phase", "reroll", "Rogard", trait="Wise", dice=[5, 5, 5, 5])      # no level-3 trait ready: its gate
    mg.do("resolve")
    mg.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[5, 2, 2, 1])
    assert "no level-3 trait ready" in mg.refused("phase", "reroll", "Rogard", trait="Wise", dice=[5, 5, 5, 5])


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


def test_a_tie_break_roll_decides_the_winner() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=faces(2, 4))
    mg.do("oppose", "GM", character="Bandit", dice=faces(2, 4))
    mg.do("break-tie", roll=True, ability="Voluntad", dice=faces(1, 3), versus_dice=faces(2, 3))
    assert mg.detail("TieBreakRolled")["winner_name"] == "Bandit"
    mg.do("resolve")
    assert mg.detail("TestResolved")["winner_name"] == "Bandit" and mg.ch("Brand")["tallies"]["fighter"]["fails"]

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
    # seed 004 "Condiciones": "Si se llega a valor 0 no podrá hacer pruebas de aptitud o habilidad" — no test at all
    said = mg.refused("as", "test", "Mite", skill="fighter", ob=1, nature="with", dice=[])
    assert said == "Mite's Nature is 0: a mouse at Nature 0 makes no ability or skill test"
    mg.refused("as", "test", "Mite", skill="will", ob=1, dice=[4, 4])
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
    ({"armour": "plate"}, "armour"), ({"condition": ["sleepy"]}, "condition"), ({"will": 21}, "will"),
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
    view = mg.system.views.sheet(mg.state, "kenzie", "es")
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
    mg.refused("phase", "rewards give", character="Brand", fate=["goal"])     # every mouse rewarded: its gate closes
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
    # while the session ends, a refusal suggests what moves it on, not session start
    for command in ("scene start", "turn gm"):
        message = mg.refused("phase", command)
        assert message.endswith("; allowed now: rewards give, rewards done, mark, add-character")
        assert "session start" not in message
    mg.refused("phase", "session start")
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
    mg.refused("phase", "trait recharge", character="Brand", trait="Brave")      # nothing used: no one may
    mg.do("trait charge", character="Brand", trait="Brave")
    assert mg.ch("Brand")["checks"] == 0 and mg.ch("Brand")["traits"]["Brave"]["charged"] is True
    mg.do("test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    mg.do("resolve")
    assert mg.ch("Brand")["traits"]["Brave"]["used"] is False                     # charged to level 2: every roll
    mg.refused("phase", "trait charge", character="Brand", trait="Quick")        # no one has the checks
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
    mg.refused("phase", "rest", character="Brand")                       # no one is Tired: its gate closes
    mg.do("injury", character="Brand", target="will", condition="sick")
    assert mg.ch("Brand")["abilities"]["will"] == 2 and mg.ch("Brand")["conditions"]["injured"] is True


def test_views_translate_terms() -> None:
    mg = opened()
    term = mg.system.views.term
    assert term("hungry", "es") == "Hambriento/Sediento" and term("maneuver", "es") == "Maniobra"
    assert term("weather_watcher", "es") == "Meteorólogo" and term("compromise", "en") == "compromise"
    rows = dict(mg.system.views.sheet_rows(mg.system.views.sheet(mg.state, "Brand", "es"), "es"))
    assert "Luchador 4" in rows["Habilidades"] and "Salud 5" in rows["Aptitudes"]
    assert mg.system.views.describe(["conflicts", "7", "scripts", "1", "0"], "en") is None
    assert mg.system.views.describe(["characters", "Brand", "tallies", "fighter"], "es") == "Brand marcas de avance de Luchador"
