"""MOSAIC rules beyond the worked examples: the keep-best-two reading against an exact enumeration,
each rule's boundaries, refusals that leave the state equal, the options of Appendix A, disputes.

Source: seed 001_5b866e9aae88cd16.txt and rules-catalogue.md §2 (MO-D.., MO-M.., MO-A..).
"""

from __future__ import annotations

from typing import Any

import heapq
import itertools
from collections import Counter
from fractions import Fraction

import pytest

from rules.errors import RuleError
from rules.mosaic.rolls import keep_best_two
from test_mosaic_examples import Mosaic


# --- keep the best two: exact enumeration in the test itself --------------------------------------------

def _enumerated(n: int) -> Counter[int]:
    """Distribution of the sum of the two highest of n d6, by enumerating all 6**n outcomes (not the code)."""
    return Counter(sum(heapq.nlargest(2, faces)) for faces in itertools.product(range(1, 7), repeat=n))


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_keep_best_two_matches_an_exact_enumeration(n: int) -> None:
    expected = _enumerated(n)
    got = Counter(keep_best_two(list(faces))[1] for faces in itertools.product(range(1, 7), repeat=n))
    assert got == expected
    total = 6 ** n
    # Anchors computed independently: P(12) = P(at least two sixes); P(total <= 3) = only 1s and one 2.
    p12 = 1 - Fraction(5, 6) ** n - n * Fraction(1, 6) * Fraction(5, 6) ** (n - 1)
    assert Fraction(expected[12], total) == p12
    assert expected[2] == 1 and expected[3] == n
    assert sum(expected.values()) == total and min(expected) == 2 and max(expected) == 12


def test_keep_best_two_marks_the_kept_dice() -> None:
    assert keep_best_two([6, 2, 3]) == ([0, 2], 9)
    assert keep_best_two([4, 6, 4, 1]) == ([0, 1], 10)        # a tie keeps the earlier die
    assert keep_best_two([5]) == ([0], 5)                     # one rank, no bonus: at most 6, a miss


def test_three_dice_through_the_roll_command_read_like_the_enumeration() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai")
    g.in_scene()
    start = g.state
    tally: Counter[str] = Counter()
    for faces in itertools.product(range(1, 7), repeat=3):
        g.state = start
        roll = g.roll("Push", "Kenji", list(faces))           # highlighted: 3 dice
        tally[roll["tier"]] += 1
        assert roll["total"] == sum(heapq.nlargest(2, faces))
        assert roll["critical"] == (sorted(faces)[-2:] == [6, 6])
    dist = _enumerated(3)
    assert tally == {"success": sum(v for k, v in dist.items() if k >= 10),
                     "success_at_cost": sum(v for k, v in dist.items() if 7 <= k <= 9),
                     "miss": sum(v for k, v in dist.items() if k <= 6)}


# --- the dice pool and its bonus sources (MO-D01..D09) -------------------------------------------------

@pytest.fixture
def g() -> Mosaic:
    game = Mosaic()
    game.three()                      # Kenji (samurai, all A), Diego (conquistador, Aggression A), Itzel (priest, Cunning A)
    game.in_scene()
    return game


def test_dice_of_the_wrong_count_name_the_pool(g: Mosaic) -> None:
    err = g.refused("roll", "Kenji", move="Push", dice=[6, 2])
    assert err.field == "dice" and "need exactly 3" in err.message and "2 base + 1 highlight" in err.message
    g.fill("B")
    err = g.refused("roll", "Kenji", move="Hold", dice=[6, 2, 3], tile=True, press="B")
    assert err.field == "dice" and "need exactly 5" in err.message and "1 tile + 2 press" in err.message


def test_bonus_sources_declared_with_the_roll_take_their_faces_in_order(g: Mosaic) -> None:
    g.fill("B")
    roll = g.roll("Push", "Kenji", [1, 2, 3, 4, 5, 6], tile=True, press="B")
    assert [d["source"] for d in roll["dice"]] == ["base", "base", "highlight", "tile", "press", "press"]
    assert roll["kept"] == [4, 5] and roll["total"] == 11 and roll["critical"] is False
    assert roll["sources"] == {"highlight": "permanent", "tile": "spent A", "press": "B"}
    assert g.sheet("Kenji")["stats"]["aggression"]["influenced_by"] == ["B"]


@pytest.mark.parametrize("first,second,field", [
    (("spend-tile", {"dice": [2]}), ("invest", {"accept_loss": True}), "invest"),
    (("invest", {}), ("spend-tile", {"dice": [2]}), "tile"),
    (("press", {"culture": "A", "dice": [1, 1]}), ("press", {"culture": "B", "dice": [1, 1]}), "press"),
])
def test_each_source_counts_once_per_roll(g: Mosaic, first: tuple, second: tuple, field: str) -> None:
    g.fill("A", "B")
    g.roll("Push", "Kenji", [1, 1, 1])
    g.do(first[0], "Kenji", **first[1])
    err = g.refused(second[0], "Kenji", **second[1])
    assert err.field == field and "once per roll" in err.message


def test_a_tile_of_the_wrong_culture_is_refused(g: Mosaic) -> None:
    g.roll("Hold", "Diego", [2, 3, 4])                       # Discipline: Diego's B (highlighted)
    err = g.refused("spend-tile", "Diego", culture="A", dice=[6])
    assert err.field == "culture" and "must be of B" in err.message
    err = g.refused("spend-tile", "Diego", culture="Atlantean", dice=[6])
    assert err.field == "culture" and "unknown culture" in err.message


def test_a_press_needs_that_culture_in_the_pool_and_an_uninfluenced_stat(g: Mosaic) -> None:
    g.fill("A")
    g.roll("Avoid", "Kenji", [1, 1])
    err = g.refused("press", "Kenji", culture="B", dice=[6, 6])
    assert err.field == "press" and "holds no B" in err.message
    g.do("influence mark", character="Itzel", culture="C", stat="cunning")
    g.do("resolve", "Kenji")
    g.do("gm-move", text="—")
    g.roll("Avoid", "Itzel", [1, 1])
    err = g.refused("press", "Itzel", culture="A", dice=[6, 6])
    assert err.field == "press" and "influenced by C" in err.message


def test_investing_needs_a_highlighted_stat_and_an_accepted_loss_into_a_full_pool(g: Mosaic) -> None:
    g.roll("Avoid", "Kenji", [1, 1])
    assert g.refused("invest", "Kenji").field == "invest"       # Cunning is not highlighted
    g.do("resolve", "Kenji")
    g.do("gm-move", waive=True)
    g.fill("B", "B")
    g.roll("Push", "Kenji", [1, 1, 1])
    g.do("invest", "Kenji")                                   # 2 of 3: it fits
    assert g.pool() == {"A": 1, "B": 2}
    g.do("resolve", "Kenji")
    g.do("gm-move", waive=True)
    g.roll("Push", "Kenji", [1, 1, 1])
    err = g.refused("invest", "Kenji")
    assert err.field == "invest" and "--accept-loss" in err.message


def test_culture_rolls_take_no_press_and_no_highlight_by_default(g: Mosaic) -> None:
    g.do("npc add", name="Yaotl", culture="A", rank=1)
    g.fill("B")
    roll = g.roll("Initiate Interaction", "Kenji", [1, 2, 3, 4, 5], with_="Yaotl")     # 5 ranks of A, no highlight
    assert roll["sources"]["highlight"] is None and len(roll["dice"]) == 5
    err = g.refused("press", "Kenji", culture="B", dice=[6, 6])
    assert err.field == "press" and "culture roll" in err.message


def test_culture_roll_options_allow_press_and_a_highlight_die() -> None:
    g = Mosaic(**{"mosaic.cultureRoll.allowPress": True, "mosaic.cultureRoll.highlightDie": True})
    g.three()
    g.in_scene()
    g.do("npc add", name="Xochi", culture="B", rank=1)
    g.fill("A")
    roll = g.roll("Initiate Interaction", "Diego", [1, 2, 3, 4, 5], with_="Xochi")    # 4 B ranks + highlighted B stat
    assert roll["sources"]["highlight"] == "permanent" and roll["total"] == 9
    err = g.refused("press", "Diego", culture="A", dice=[6, 6])
    assert err.field == "stat"                                  # a culture roll names the stat the press marks
    g.do("press", "Diego", culture="A", stat="cunning", dice=[6, 6])
    assert g.state["roll"]["total"] == 12 and g.state["roll"]["critical"]
    assert g.sheet("Diego")["stats"]["cunning"]["influenced_by"] == ["A"]


def test_no_common_culture_no_interaction(g: Mosaic) -> None:
    g.do("npc add", name="Cuauh", culture="D", rank=0)
    err = g.refused("roll", "Kenji", move="Initiate Interaction", with_="Cuauh", dice=[6])
    assert err.field == "with" and "common culture" in err.message


# --- interaction (MO-M06..M11) ------------------------------------------------------------------------

def test_interaction_moves_need_the_open_interaction_and_its_npc(g: Mosaic) -> None:
    g.do("npc add", name="Yaotl", culture="A", rank=5)
    g.do("npc add", name="Malinal", culture="A", rank=1)
    err = g.refused("roll", "Itzel", move="Reason", with_="Yaotl", dice=[6, 6])
    assert err.field == "move" and "no interaction is open" in err.message
    first = g.roll("Initiate Interaction", "Itzel", [6], with_="Yaotl")      # Itzel: one A rank
    g.do("spend-tile", "Itzel", dice=[5])
    err = g.refused("resolve", "Itzel", pick=["II1"])                       # rank 5 is above Itzel's 1
    assert err.field == "pick" and "allowed: II2, " not in err.message and "II2" in err.message
    g.do("resolve", "Itzel", pick=["II2"])
    assert g.state["interaction"] == {"phase": "open", "npc": "Yaotl", "pc": "Itzel", "since": f"roll #{first['id']}",
                                      "stage": "npc"}
    err = g.refused("roll", "Kenji", move="Intimidate", with_="Malinal", dice=[6, 6])
    assert err.field == "with" and "Yaotl only" in err.message
    roll = g.roll("Einschüchtern", "Kenji", [6, 6, 6])                       # German name; Aggression highlighted
    assert roll["npc"] == "Yaotl" and roll["move"] == "intimidate"
    g.do("resolve", "Kenji", pick=["IT2"])
    err = g.refused("roll", "Kenji", move="Initiate Interaction", with_="Malinal", dice=[1, 1, 1, 1, 1])
    assert err.field == "phase"
    g.do("scene end")                                                        # the interaction ends with the scene
    assert g.state["interaction"] == {"phase": "closed"}
    g.in_scene()
    assert g.refused("roll", "Kenji", move="Impress", dice=[6, 6]).field == "move"


def test_a_reliable_ally_opens_an_interaction_without_a_roll(g: Mosaic) -> None:
    g.do("npc add", name="Yaotl", culture="C", rank=2)
    assert g.refused("interaction start", "Kenji", with_="Yaotl").field == "with"
    g.do("scene end")
    g.do("rest start")
    g.earn(1)
    g.do("milestone", "Kenji", milestone="ally", npc="Yaotl")
    g.do("rest end")
    g.in_scene()
    g.do("interaction start", "Kenji", with_="Yaotl")
    assert g.group()["interaction"] == {"phase": "open", "npc": "Yaotl", "pc": "Kenji"}
    err = g.refused("interaction start", "Kenji", with_="Yaotl")
    assert err.field == "phase" and "interaction end" in err.message
    g.do("interaction end")
    # Repayment: pay tiles equal to the ally's rank, or the bond breaks.
    err = g.refused("ally request", npc="Yaotl", answer="pay", tiles=["A"])
    assert err.field == "tiles" and "exactly 2" in err.message
    g.do("ally request", npc="Yaotl", answer="pay", tiles=["A", "A"])
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == 3
    g.do("ally request", npc="Yaotl", answer="refuse")
    assert g.sheet("Kenji")["allies"] == [] and g.sheet("Yaotl")["ally_of"] is None


def test_trait_option_only_where_a_trait_names_the_move(g: Mosaic) -> None:
    g.roll("Avoid", "Itzel", [6, 5])
    err = g.refused("resolve", "Itzel", pick=["TRAIT"])
    assert err.field == "pick" and "no trait" in err.message
    g.do("resolve", "Itzel", pick=["AV1"])
    g.do("trait", character="Itzel", stat="cunning", descriptor="Raised in the market", move="Ausweichen",
         option="you slip away with something", rest="Haggle a whole morning")
    err = g.refused("trait", character="Itzel", stat="cunning", descriptor="Another")
    assert err.field == "stat" and "Develop" in err.message
    g.roll("Avoid", "Itzel", [6, 5])
    g.do("resolve", "Itzel", pick=["TRAIT"])
    assert g.events[0].detail["options"] == ["trait (cunning): you slip away with something"]


def test_one_pick_on_a_hit_none_on_a_miss_and_the_gm_move_is_the_gms(g: Mosaic) -> None:
    g.roll("Hold", "Diego", [6, 5, 1])
    assert g.refused("resolve", "Diego", pick=["HO1", "HO2"]).field == "pick"
    assert g.refused("resolve", "Diego").field == "pick"
    assert g.refused("resolve", "Diego", pick=["PU1"]).field == "pick"
    assert g.refused("resolve", "Itzel", pick=["HO1"]).field == "as"
    assert g.refused("resolve", "Diego", pick=["HO1"], gm_move="x").field == "gm_move"
    g.do("resolve", "Diego", pick=["HO1"])
    assert g.state["gm_due"] == {}                              # 11: no GM move owed
    g.roll("Hold", "Diego", [1, 2, 1])
    assert g.refused("resolve", "Diego", pick=["HO1"]).field == "pick"
    g.do("resolve", "Diego")                                    # self-resolved miss: the GM's move is due
    g.do("scene end")
    err = g.refused("session end")
    assert err.field == "phase" and "gm-move" in err.message
    assert g.refused("gm-move", "Diego", text="x").field == "as"
    assert g.refused("gm-move", text="x", waive=True).field == "text"
    g.do("gm-move", text="The rope snaps")
    g.do("session end")
    assert g.state["session"]["phase"] == "ended"


def test_critical_with_several_spent_cultures_names_the_restored_tile() -> None:
    g = Mosaic()
    g.pc("Luz", "priest", aggression="B", cunning="C")
    g.in_scene()
    for move, stat_dice in (("Push", [1, 1]), ("Avoid", [1, 1])):
        g.roll(move, "Luz", stat_dice + [1], tile=True)
        g.do("resolve", "Luz")
        g.do("gm-move", waive=True)
    g.roll("Call", "Luz", [6, 6, 2])
    err = g.refused("resolve", "Luz", pick=["CA2"])
    assert err.field == "restore_tile" and "B, C" in err.message
    g.do("resolve", "Luz", pick=["CA2"], restore_tile="C")
    assert g.sheet("Luz")["tiles"]["C"]["available"] == 1 and g.sheet("Luz")["tiles"]["B"]["available"] == 0
    assert g.pool() == {}                                       # Trust 0: the GM's Advantage is lost


def test_critical_options_can_switch_each_effect_off() -> None:
    g = Mosaic(**{"mosaic.crit.addAdvantage": False, "mosaic.crit.restoreTile": False})
    g.three()
    g.in_scene()
    g.roll("Push", "Kenji", [6, 6, 1, 1], tile=True)
    g.do("resolve", "Kenji", pick=["PU1"])
    assert g.pool() == {} and g.sheet("Kenji")["tiles"]["A"]["available"] == 4


# --- Care, Learn, Travel ----------------------------------------------------------------------------

def test_care_needs_another_pc_and_marks_no_influence_on_a_miss_by_default(g: Mosaic) -> None:
    assert g.refused("roll", "Itzel", move="Care", dice=[1, 1]).field == "target"
    assert g.refused("roll", "Itzel", move="Care", target="Itzel", dice=[1, 1]).field == "target"
    g.roll("Care", "Itzel", [1, 2], target="Diego")
    assert g.refused("resolve", "Itzel", influence="B:discipline").field == "influence"
    g.do("resolve", "Itzel")
    assert g.sheet("Diego")["stats"]["discipline"]["influenced_by"] == []
    h = Mosaic(**{"mosaic.care.influenceOnMiss": True})
    h.three()
    h.in_scene()
    h.roll("Care", "Itzel", [1, 2], target="Diego")
    assert h.refused("resolve", "Itzel").field == "influence"
    h.do("resolve", "Itzel", influence="C:Disziplin")
    assert h.sheet("Diego")["stats"]["discipline"]["influenced_by"] == ["C"]


def test_travel_one_roll_per_obstacle_by_its_role(g: Mosaic) -> None:
    assert g.refused("roll", "Kenji", move="Travel", dice=[1, 1]).field == "move"
    g.do("journey start", to="Tlaxcala", leader="Diego", scout="Itzel")
    assert g.refused("roll", "Kenji", move="Travel", dice=[1, 1]).field == "role"
    roll = g.roll("Travel", "Itzel", [4, 4])                          # Scout: Cunning
    assert roll["stat"] == "cunning" and roll["obstacle"] == "hazardous_environment" and roll["culture"] == "A"
    g.do("resolve", pick=["TR1"], gm_move="A rockslide behind them")
    err = g.refused("roll", "Itzel", move="Travel", dice=[1, 1])
    assert err.field == "role" and "rolled already" in err.message and "time_pressure" in err.message
    roll = g.roll("Reisen", "Diego", [2, 2])                           # Leader: Inspiration (not highlighted)
    assert roll["stat"] == "inspiration"
    g.do("resolve", "Diego")
    g.do("gm-move", text="Night falls")
    g.do("journey end")
    assert g.state.get("journey") is None
    h = Mosaic(**{"mosaic.travel.rollPerObstacle": False})
    h.three()
    h.in_scene()
    h.do("journey start", leader="Diego", scout="Itzel")
    h.roll("Travel", "Itzel", [5, 5])
    h.do("resolve", "Itzel", pick=["TR2"])
    assert h.refused("roll", "Diego", move="Travel", dice=[1, 1]).field == "move"


def test_learn_answers_need_a_question_pick(g: Mosaic) -> None:
    g.roll("Learn", "Diego", [6, 5])
    g.do("resolve", "Diego", pick=["LE1"])
    roll_id = g.actions - 1
    assert g.sheet("Diego")["answers"] == [{"roll": roll_id, "move": "learn", "question": "LE1", "acted": False}]
    assert g.refused("act-on-answer", "Kenji").field == "roll"       # Kenji has no answer
    err = g.refused("act-on-answer", "Kenji", roll=roll_id)
    assert "Diego's" in err.message                                   # the one who asked acts on it (001 "Learn")
    g.do("act-on-answer", "Diego", advantage_culture="C")
    assert g.pool() == {"C": 1}


# --- Trust, the pool and the Quest (MO-R04, MO-R05, MO-A07, MO-A08) -------------------------------------

def test_trust_drop_trims_the_pool_with_the_gms_choice(g: Mosaic) -> None:
    g.fill("A", "B", "C")
    err = g.refused("quest challenge", outcome="failed")
    assert err.field == "lose" and "name the 1 lost" in err.message
    g.do("quest challenge", outcome="failed", lose=["B"])
    assert g.pool() == {"A": 1, "C": 1} and g.group()["capacity"] == 2
    assert g.refused("quest challenge", outcome="risen", lose=["A"]).field == "lose"
    g.do("quest challenge", outcome="risen")
    g.do("quest challenge", outcome="failed")                   # 2: the pool of 2 fits
    g.do("quest challenge", outcome="failed", lose=["A"])       # 1
    g.do("quest challenge", outcome="failed")                   # 0: one culture left, no choice to make
    g.do("quest challenge", outcome="failed")                   # stays 0
    assert g.state["trust"]["base"] == 0 and g.pool() == {}
    g.fill("A")
    assert g.pool() == {} and g.events[-1].detail["lost"] == 1


def test_trust_pairs_among_the_agreeing_members_option() -> None:
    g = Mosaic(**{"mosaic.trust.pairsAmong": "agreeingMembers"})
    g.pc("P1", "samurai")
    g.pc("P2", "conquistador", aggression="A")
    g.pc("P3", "freedman")                                       # silent with both, but does not agree
    assert g.quest("P1", "P2") == 2
    h = Mosaic()
    h.pc("P1", "samurai")
    h.pc("P2", "conquistador", aggression="A")
    h.pc("P3", "freedman")
    assert h.quest("P1", "P2") == 0                               # 2 - 2 silent pairs among all
    assert h.refused("quest start", title="Again", agree=["P1"]).field == "phase"


def test_trust_without_ceiling_and_quest_end(g: Mosaic) -> None:
    for _ in range(3):
        g.do("quest challenge", outcome="risen")
    assert g.group()["capacity"] == 6
    g.do("quest end", outcome="failed")
    assert g.state["quest"]["status"] == "failed" and g.state["quests_completed"] == 0
    assert g.refused("quest challenge", outcome="risen").field == "phase"


# --- the rest, in the catalogue's order -----------------------------------------------------------------

def test_the_rest_follows_the_catalogue_order(g: Mosaic) -> None:
    assert g.refused("rest start").field == "phase"             # the scene is open
    g.do("scene end")
    assert g.refused("rest task", "Kenji", stat="aggression", choice="xp").field == "phase"
    assert g.refused("milestone", "Kenji", milestone="train", item="Bow").field == "phase"
    g.do("rest start")
    assert g.refused("scene start").field == "phase"
    g.do("rest task", "Kenji", stat="aggression", choice="xp")
    assert g.refused("rest task", "Kenji", stat="aggression", choice="tile").field == "advantage"
    g.do("rest participate", "Itzel", with_="Kenji", request="challenge", choice="trust")
    err = g.refused("rest participate", "Itzel", with_="Kenji", request="personal", choice="trust")
    assert err.field == "phase" and "once per rest" in err.message
    err = g.refused("rest task", "Diego", stat="discipline", choice="xp")
    assert err.field == "phase" and "rest participate" in err.message
    g.fill("A")
    g.do("advantage convert", culture="A")
    assert g.refused("rest participate", "Diego", with_="Kenji", request="personal", choice="trust").field == "phase"
    g.do("milestone", "Kenji", milestone="train", item="Bow")
    assert g.refused("advantage convert", culture="A").field == "phase"
    g.do("rest end")
    assert g.state["rest"] == {"phase": "idle"} and g.state["experience"] == 1 + 1 - 1
    assert g.refused("advantage convert", culture="A").field == "phase"


def test_rest_task_choices_and_their_refusals(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    err = g.refused("rest task", "Kenji", stat="cunning", choice="tile")
    assert err.field == "choice" and "no spent A tile" in err.message
    err = g.refused("rest task", "Kenji", stat="cunning", choice="clear")
    assert err.field == "choice" and "no A influence" in err.message
    assert g.refused("rest task", "Kenji", stat="cunning", choice="xp", clear_stat="cunning").field == "clear_stat"
    err = g.refused("rest participate", "Diego", with_="Kenji", request="personal", choice="trust")
    assert err.field == "with" and "no rest task" in err.message
    assert g.refused("rest start").field == "phase"


def test_a_milestone_needs_enough_experience(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    err = g.refused("milestone", "Kenji", milestone="train", item="Bow")
    assert err.field == "milestone" and "costs 1 Experience and the group has 0" in err.message
    g.earn(1)
    assert g.refused("milestone", "Kenji", milestone="train", npc="Yaotl").field == "npc"
    assert g.refused("milestone", "Kenji", milestone="fly").field == "milestone"


def test_adapt_moves_a_rank_but_not_the_playbooks() -> None:
    g = Mosaic()
    g.pc("Diego", "conquistador", aggression="A")
    g.pc("Kenji", "samurai", discipline="B")
    g.quest("Diego", "Kenji")
    g.do("session start")
    g.do("rest start")
    g.earn(2)
    err = g.refused("milestone", "Diego", milestone="adapt", stat="discipline", culture="C")
    assert err.field == "stat" and "playbook" in err.message
    g.do("milestone", "Diego", milestone="adapt", stat="aggression", culture="C")
    sheet = g.sheet("Diego")
    assert sheet["stats"]["aggression"]["culture"] == "C" and sheet["tiles"]["A"] == {"available": 0, "spent": 0, "capacity": 0}
    assert sheet["tiles"]["C"] == {"available": 1, "spent": 0, "capacity": 1}


def test_rethink_develop_and_retire_to_a_safe_location() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(8)
    g.do("milestone", "Kenji", milestone="rethink", stat="aggression", to="Gerissenheit")
    assert g.sheet("Kenji")["highlights"] == ["cunning"]
    g.do("milestone", "Diego", milestone="develop", stat="discipline", descriptor="Veteran of Otumba", move="hold",
         option="you hold them long enough for everyone")
    assert g.sheet("Diego")["stats"]["discipline"]["trait"]["move"] == "hold"
    g.do("milestone", "Itzel", milestone="location", name="The mission")
    g.do("quest end", outcome="completed")
    g.do("milestone", "Itzel", milestone="retire", legacy="settle", location="the mission", ally_of="Diego")
    itzel = g.sheet("Itzel")
    assert itzel["kind"] == "npc" and itzel["ally_of"] == "Diego" and itzel["settled_at"] == "The mission"
    assert g.sheet("Diego")["allies"] == ["Itzel"]
    assert g.refused("rest task", "Itzel", stat="cunning", choice="xp").field == "character"


# --- disputes (MO-F2, MO-A21) ---------------------------------------------------------------------------

def test_a_disputed_self_initiated_roll_is_compensated(g: Mosaic) -> None:
    g.fill("B")
    g.roll("Avoid", "Kenji", [1, 1, 2], self_initiated=True, tile=True)
    roll_id = g.state["roll"]["id"]
    g.do("press", "Kenji", culture="B", dice=[6, 6])
    g.do("resolve", "Kenji", pick=["AV1"])
    assert g.pool() == {"A": 1} and g.sheet("Kenji")["tiles"]["A"]["available"] == 5    # the 12 restored the tile
    before_tiles = g.sheet("Kenji")["tiles"]["A"]["available"]
    assert g.refused("dispute", "Kenji", roll=roll_id).field == "as"
    g.do("dispute", roll=roll_id, reason="nothing was at stake")
    assert g.pool() == {"B": 1}                                   # the press returns, the critical's A goes
    assert g.sheet("Kenji")["stats"]["cunning"]["influenced_by"] == []
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == before_tiles
    assert g.refused("dispute", roll=roll_id).field == "roll"
    g.roll("Push", "Kenji", [1, 1, 1])
    err = g.refused("dispute", roll=g.state["roll"]["id"])
    assert err.field == "roll" and "not a self-initiated roll" in err.message


def test_an_open_self_initiated_roll_can_be_withdrawn(g: Mosaic) -> None:
    g.roll("Push", "Kenji", [2, 3, 4, 5], self_initiated=True, tile=True)
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == 4
    g.do("dispute", roll=g.state["roll"]["id"])
    assert g.state["roll_phase"] == "idle" and g.sheet("Kenji")["tiles"]["A"]["available"] == 5
    assert g.state["disputable"] == {}


# --- names, options, the tile model ---------------------------------------------------------------------

def test_creation_refusals() -> None:
    g = Mosaic()
    base = {"name": "Zed", "playbook": "samurai", "background": ["A:discipline", "A:cunning"], "faith": "A:understanding",
            "contacts": "A:inspiration"}
    assert g.refused("add-character", **{**base, "background": ["A:discipline"]}).field == "background"
    assert g.refused("add-character", **{**base, "faith": "A:discipline"}).field == "faith"
    assert g.refused("add-character", **{**base, "contacts": "Q:inspiration"}).field == "contacts"
    assert g.refused("add-character", **{**base, "playbook": "ninja"}).field == "playbook"
    assert g.refused("add-character", **{**base, "item": ["cunning=Rope", "cunning=Net"]}).field == "item"
    assert g.refused("add-character", **{**base, "name": "G,M"}).field == "name"
    g.do("add-character", **{**base, "item": ["aggression=Katana", "aggression=Bow", "cunning=Rope"]})
    assert g.sheet("Zed")["stats"]["aggression"]["items"] == ["Katana", "Bow"]
    assert g.refused("add-character", **base).field == "name"
    h = Mosaic()
    h.do("culture add", name="F")
    assert h.refused("culture add", name="f").field == "name"
    assert h.refused("culture add", name="G", playbook="samurai").field == "playbook"


def test_free_pool_tiles_have_no_cap() -> None:
    g = Mosaic(**{"mosaic.tiles.model": "freePool"})
    g.three()
    g.do("session start")
    g.do("rest start")
    g.do("rest task", "Kenji", stat="aggression", choice="tile")
    assert g.sheet("Kenji")["tiles"]["A"] == {"available": 6, "spent": 0, "capacity": None}


def test_nothing_roll_bonus_option_and_upkeep_per_conversion() -> None:
    g = Mosaic(**{"mosaic.nothingRoll.allowBonusDice": True})
    g.three()
    g.in_scene()
    g.roll("Flowers", "Kenji", [1, 2])
    assert g.refused("spend-tile", "Kenji", dice=[6]).field == "culture"
    g.do("spend-tile", "Kenji", culture="A", dice=[6])
    assert g.state["roll"]["total"] == 8
    h = Mosaic(**{"mosaic.upkeep.per": "conversion", "mosaic.xp.conversionRate": 2})
    h.three()
    h.do("session start")
    h.do("rest start")
    h.earn(1)                                                    # one Advantage -> 2 XP
    h.do("milestone", "Kenji", milestone="location", name="Camp")
    h.do("rest end")
    h.do("rest start")
    h.fill("A", "A")
    h.do("advantage convert", culture="A", count=2)            # +4, upkeep 1 per Advantage: -2
    assert h.state["experience"] == 1 + 4 - 2


def test_options_are_validated_with_their_keys() -> None:
    with pytest.raises(RuleError) as info:
        Mosaic(**{"mosaic.xp.conversionRate": 0})
    assert info.value.field == "options.mosaic.xp.conversionRate"
    with pytest.raises(RuleError) as info:
        Mosaic(**{"mosaic.crit.bonus": True})
    assert info.value.field == "options.mosaic.crit.bonus"


def test_german_keywords_are_accepted_where_a_player_types_them(g: Mosaic) -> None:
    g.do("scene end")
    g.do("rest start")
    g.do("rest task", "Kenji", stat="Disziplin", choice="Erfahrung")
    g.do("rest participate", "Itzel", with_="Kenji", request="Gefühl", choice="Vertrauen")
    assert g.state["experience"] == 1 and g.state["trust"]["temp"] == 1
    assert g.state["rest"]["tasks"]["Kenji"][0]["choice"] == "xp"
    err = g.refused("rest task", "Diego", stat="discipline", choice="Gold")
    assert err.field == "choice" and "allowed: tile, clear, xp" in err.message
    g.do("rest end")
    g.do("quest challenge", outcome="gescheitert")
    assert g.state["trust"]["base"] == 2


# --- determinism: what undo and amend (issues 3 and 4) will rely on -----------------------------------

def test_the_sample_replays_to_identical_history_and_state(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import orjson

    import rules
    from conftest import ROOT
    from ledger.app import LedgerApp
    from ledger.projections.history import history
    from ledger.script import replay

    script = ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml"
    outputs = []
    for i in range(2):
        app = LedgerApp(tmp_path / f"{i}.sqlite", create=True)
        camp, count = replay(app, script)
        assert count >= 40
        rows = history(LedgerApp(tmp_path / f"{i}.sqlite").campaign_events(camp.name), rules.get_system("mosaic"))
        for r in rows:
            r.pop("time")
        outputs.append((orjson.dumps(camp.state, option=orjson.OPT_SORT_KEYS), orjson.dumps(rows, option=orjson.OPT_SORT_KEYS)))
    assert outputs[0] == outputs[1]
    state = orjson.loads(outputs[0][0])
    assert state["experience"] == 2 and state["trust"] == {"base": 3, "temp": 1}
    assert state["characters"]["Itzel"]["tiles"] == {"Castile": 1, "Mexica": 4}


def test_an_action_decided_without_an_unrelated_earlier_one_records_the_same_changes() -> None:
    """Names come from the action's own number, never from a counter: Itzel's roll at action N is
    ``roll #N`` with the same changes whether or not Kenji rolled before it."""
    def play(with_kenji: bool) -> list[tuple[str, Any, Any]]:
        g = Mosaic()
        g.three()
        g.in_scene()
        if with_kenji:
            g.roll("Push", "Kenji", [6, 2, 3, 4], tile=True)
            g.do("resolve", "Kenji", pick=["PU1"])
        g.actions = 40                                     # the same action number in both timelines
        events = g.do("roll", "Itzel", move="Call", dice=[5, 4, 1])
        events += g.do("invest", "Itzel")
        return [(e.kind, e.changes, e.detail) for e in events]

    assert play(True) == play(False)
