"""MOSAIC rules beyond the worked examples: the keep-best-two reading against an exact enumeration, the
dice pool and its bonus sources, interaction, picks, the critical, Care, Travel and Learn; every refusal
leaves the state equal. Group rules (Trust, rest, milestones, disputes, options) are in
``test_mosaic_rules_group.py``.

Source: seed 001_5b866e9aae88cd16.txt and rules-catalogue.md §2 (MO-D.., MO-M.., MO-A..).
"""

from __future__ import annotations


import heapq
import itertools
from collections import Counter
from fractions import Fraction

import pytest

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
    # Repayment: the attached PC answers (or the GM records it), no other PC; pay tiles equal to the ally's rank,
    # or the bond breaks.
    err = g.refused("ally request", "Itzel", npc="Yaotl", answer="accept")
    assert err.field == "as" and err.message == "Yaotl is Kenji's ally: Kenji answers its request (or the GM records it)"
    assert [e.kind for e in g.do("ally request", "Kenji", npc="Yaotl", answer="accept")] == ["AllyRequest"]
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
    assert (err.field, err.message) == ("role", "the hazardous environment of this journey was rolled already "
                                               "(roll #13); left: time pressure")
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
