"""The worked examples MO-EX-01 .. MO-EX-19 of the rules catalogue (§2.7), one test each.

Source: ../shared/rules-catalogue.md §2.7 with the defaults of §2.8 / Appendix A, seed
001_5b866e9aae88cd16.txt. Every example is driven through the pure rules as the CLI drives them,
``rules.decide.decide(system, state, command, args, Context(actor, action_id))``, and the values are
read back from the state or the sheet and group views. Cultures are opaque ids A-E (catalogue §2.1).
``Mosaic`` is the small table the other MOSAIC tests import too.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.errors import RuleError
from rules.mosaic.data import PLAYBOOKS, STATS
from rules.decide import decide
from rules.declaration import Context

#: The opaque cultures of the tests and the playbook each one's fixed rank belongs to.
PLAYBOOK_CULTURE = {"samurai": "A", "conquistador": "B", "freedman": "C", "traveller": "D", "priest": "E"}


class Mosaic:
    """A MOSAIC campaign state driven purely through ``decide``; cultures A-E are defined up front."""

    def __init__(self, **options: Any) -> None:
        self.system = rules.get_system("mosaic")
        self.state = self.system.new_state(self.system.parse_options(options))
        self.actions = 0
        self.events: list[Any] = []
        for book, culture in PLAYBOOK_CULTURE.items():
            self.do("culture add", name=culture, playbook=book)

    def do(self, command: str, actor: str = "GM", **args: Any) -> list[Any]:
        """Run one command; a refused one records no action (as in the ledger)."""
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.actions + 1, 7))
        self.actions += 1
        self.events = events
        return events

    def refused(self, command: str, actor: str = "GM", **args: Any) -> RuleError:
        """Run a command that must be refused; the state must be left exactly as it was."""
        before, snapshot = self.state, repr(self.state)
        with pytest.raises(RuleError) as info:
            self.do(command, actor, **args)
        assert self.state is before and repr(self.state) == snapshot
        return info.value

    def pc(self, name: str, playbook: str, **cultures: str) -> None:
        """A PC whose stats carry ``cultures`` (stat=culture; default: the playbook's culture).

        The highlighted stat takes the playbook's rank; the other stats, in the seed's order, take the
        two background ranks, then faith, then contacts.
        """
        own = PLAYBOOK_CULTURE[playbook]
        lit = PLAYBOOKS[playbook]
        assert cultures.get(lit, own) == own, "the highlighted stat carries the playbook's rank here"
        others = [s for s in STATS if s != lit]
        pairs = [f"{cultures.get(s, own)}:{s}" for s in others]
        self.do("add-character", name=name, playbook=playbook, background=pairs[:2], faith=pairs[2], contacts=pairs[3])
        assert {s: r["culture"] for s, r in self.char(name)["ranks"].items()} == {s: cultures.get(s, own) for s in STATS}

    def char(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def sheet(self, name: str) -> dict[str, Any]:
        return self.system.views.sheet(self.state, name)

    def group(self) -> dict[str, Any]:
        return self.system.reads["group"].view(self.state)

    def in_scene(self) -> None:
        if self.state["session"]["phase"] != "running":
            self.do("session start")
        self.do("scene start")

    def quest(self, *names: str) -> int:
        """The named PCs agree on a Quest; returns the Trust it gives."""
        self.do("quest start", title="The Flowers", agree=list(names))
        return self.state["trust"]["base"]

    def pool(self) -> dict[str, int]:
        return {c: n for c, n in self.state["advantage_pool"].items() if n}

    def fill(self, *cultures: str) -> None:
        """The GM adds one Advantage of each culture."""
        for c in cultures:
            self.do("advantage add", culture=c)

    def roll(self, move: str, who: str, dice: list[int], **extra: Any) -> dict[str, Any]:
        self.do("roll", who, move=move, dice=dice, **extra)
        return self.state["roll"]

    def earn(self, xp: int) -> None:
        """Inside a rest: the GM fills the pool and the group converts it until ``xp`` Experience is earned."""
        while xp:
            n = min(xp, self.state["trust"]["base"] + self.state["trust"]["temp"])
            self.do("advantage add", culture="A", count=n)
            self.do("advantage convert", culture="A", count=n)
            xp -= n

    def three(self) -> None:
        """Three PCs sharing culture A (Trust 3 once they agree on the Quest): Kenji, Diego, Itzel."""
        self.pc("Kenji", "samurai")
        self.pc("Diego", "conquistador", aggression="A")
        self.pc("Itzel", "priest", cunning="A")
        assert self.quest("Kenji", "Diego", "Itzel") == 3


# --- the examples --------------------------------------------------------------------------------------

def test_mo_ex_01_highlight_die_then_a_tile_after_the_dice_are_seen() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai", discipline="B", cunning="B", understanding="B", inspiration="B")
    assert g.sheet("Kenji")["tiles"]["A"] == {"available": 1, "spent": 0, "capacity": 1}
    g.in_scene()
    roll = g.roll("Push", "Kenji", [6, 2, 3])                 # 2 base + 1 highlight die
    assert [d["source"] for d in roll["dice"]] == ["base", "base", "highlight"]
    assert roll["kept"] == [0, 2] and roll["total"] == 9 and roll["tier"] == "success_at_cost"
    g.do("spend-tile", "Kenji", dice=[5])                     # before resolving
    roll = g.state["roll"]
    assert roll["kept"] == [0, 3] and roll["total"] == 11 and roll["tier"] == "success"
    assert g.sheet("Kenji")["tiles"]["A"] == {"available": 0, "spent": 1, "capacity": 1}
    g.do("resolve", "Kenji", pick=["PU1"])
    assert g.state["gm_due"] == {} and g.state["roll_phase"] == "idle"


def test_mo_ex_02_press_an_advantage_marks_influence_and_blocks_later_presses() -> None:
    g = Mosaic()
    g.three()
    g.fill("A", "B")
    g.in_scene()
    g.roll("Avoid", "Kenji", [1, 4])                          # Cunning: not highlighted, 2 dice
    g.do("press", "Kenji", culture="A", dice=[6, 3])
    roll = g.state["roll"]
    assert [d["face"] for d in roll["dice"]] == [1, 4, 6, 3] and roll["kept"] == [1, 2]
    assert roll["total"] == 10 and roll["tier"] == "success"
    assert g.pool() == {"B": 1}
    assert g.sheet("Kenji")["stats"]["cunning"]["influenced_by"] == ["A"]
    g.do("resolve", "Kenji", pick=["AV1"])
    g.roll("Avoid", "Kenji", [2, 2])
    err = g.refused("press", "Kenji", culture="B", dice=[6, 6])
    assert err.field == "press" and "influenced" in err.message
    g.do("spend-tile", "Kenji", dice=[4])                      # a tile for +1 is still allowed
    assert g.state["roll"]["total"] == 6


def test_mo_ex_03_critical_adds_advantage_and_restores_a_spent_tile() -> None:
    g = Mosaic()
    g.pc("Luz", "priest", aggression="B")                       # {B, E}
    g.pc("Kenji", "samurai", discipline="B")                    # {A, B}
    g.pc("Diego", "conquistador")                               # {B}
    assert g.quest("Luz", "Kenji", "Diego") == 3
    g.in_scene()
    g.roll("Push", "Luz", [2, 2, 1], tile=True)                # spends Luz's B tile for a die
    g.do("resolve", "Luz")
    g.do("gm-move", text="The guards close in")
    assert g.sheet("Luz")["tiles"]["B"] == {"available": 0, "spent": 1, "capacity": 1}
    g.fill("A")
    roll = g.roll("Call", "Luz", [6, 6, 1])                    # Inspiration highlighted: 3 dice
    assert roll["total"] == 12 and roll["critical"] and roll["tier"] == "success"
    g.do("resolve", "Luz", pick=["CA1"])
    assert g.pool() == {"A": 1, "E": 1}                         # the GM's Advantage: the rolled stat's culture
    assert g.sheet("Luz")["tiles"]["B"] == {"available": 1, "spent": 0, "capacity": 1}


def test_mo_ex_04_one_rank_culture_roll_needs_a_tile() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai", cunning="C")                      # 1 rank in C, one C tile
    g.do("npc add", name="Yaotl", culture="C", rank=1)
    g.in_scene()
    roll = g.roll("Initiate Interaction", "Kenji", [6], with_="Yaotl")
    assert roll["kind"] == "culture" and roll["culture"] == "C" and len(roll["dice"]) == 1
    assert roll["total"] == 6 and roll["tier"] == "miss"
    g.do("spend-tile", "Kenji", culture="C", dice=[5])
    assert g.state["roll"]["total"] == 11 and g.state["roll"]["tier"] == "success"
    assert g.sheet("Kenji")["tiles"]["C"]["available"] == 0


def test_mo_ex_05_three_ranks_roll_three_dice() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai", discipline="C", cunning="C", understanding="C")
    g.do("npc add", name="Yaotl", culture="C", rank=2)
    g.in_scene()
    roll = g.roll("Initiate Interaction", "Kenji", [2, 5, 4], with_="Yaotl")
    assert roll["kept"] == [1, 2] and roll["total"] == 9 and roll["tier"] == "success_at_cost"
    g.do("resolve", "Kenji", pick=["II1"])                       # rank 2 is not above Kenji's 3
    assert g.state["gm_due"] == {str(roll["id"]): {"roller": "Kenji", "move": "initiate_interaction",
                                                    "tier": "success_at_cost"}}
    assert g.group()["interaction"] == {"phase": "open", "npc": "Yaotl", "pc": "Kenji"}


def test_mo_ex_06_trust_four_agree_one_silent_pair() -> None:
    g = Mosaic()
    g.pc("P1", "samurai")                                                        # {A}
    g.pc("P2", "conquistador", aggression="A")                                   # {A, B}
    g.pc("P3", "freedman", aggression="A")                                       # {A, C}
    g.pc("P4", "traveller", aggression="B", discipline="C")                      # {B, C, D}: silent with P1 only
    assert g.quest("P1", "P2", "P3", "P4") == 3
    assert g.group()["capacity"] == 3
    assert g.events[0].detail["silent_pairs"] == ["P1+P4"]


def test_mo_ex_07_trust_floors_at_zero_and_investing_is_lost() -> None:
    g = Mosaic()
    g.pc("P1", "samurai")
    g.pc("P2", "conquistador")
    g.pc("P3", "freedman")
    assert g.quest("P1", "P2", "P3") == 0                       # 3 - 3
    g.in_scene()
    g.roll("Push", "P1", [3, 3, 3])
    g.do("invest", "P1", accept_loss=True)
    assert g.pool() == {} and g.events[-1].kind == "AdvantageAdded" and g.events[-1].detail["lost"] == 1
    assert g.sheet("P1")["tiles"]["A"]["available"] == 4
    h = Mosaic()
    h.pc("Q1", "samurai")                                        # {A}
    h.pc("Q2", "conquistador", aggression="A")                   # {A, B}
    h.pc("Q3", "freedman")                                       # {C}
    h.pc("Q4", "traveller", aggression="C", discipline="E")      # {C, D, E}
    h.pc("Q5", "priest")                                         # {E}: talking pairs Q1-Q2, Q3-Q4, Q4-Q5
    assert h.quest("Q1", "Q2", "Q3", "Q4", "Q5") == 0            # 5 - 7 -> floor 0
    assert len(h.events[0].detail["silent_pairs"]) == 7


def test_mo_ex_08_investing_into_a_full_pool_loses_the_tile() -> None:
    g = Mosaic()
    g.three()
    g.fill("B", "B", "B")
    g.in_scene()
    roll = g.roll("Push", "Kenji", [4, 3, 2])
    assert roll["total"] == 7 and roll["tier"] == "success_at_cost"
    g.do("invest", "Kenji", accept_loss=True)
    assert g.pool() == {"B": 3} and g.state["roll"]["total"] == 7 and len(g.state["roll"]["dice"]) == 3
    assert g.sheet("Kenji")["tiles"]["A"] == {"available": 4, "spent": 1, "capacity": 5}


def test_mo_ex_09_a_second_tile_on_one_roll_is_refused() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai")                                     # five A tiles
    g.in_scene()
    g.roll("Hold", "Kenji", [1, 2])
    g.do("spend-tile", "Kenji", dice=[3])
    err = g.refused("spend-tile", "Kenji", dice=[6])
    assert err.field == "tile" and "once per roll" in err.message
    assert g.sheet("Kenji")["tiles"]["A"]["available"] == 4


def test_mo_ex_10_the_third_milestone_costs_three() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(8)
    g.do("milestone", "Kenji", milestone="rethink", stat="aggression", to="cunning")        # costs 1
    g.do("milestone", "Kenji", milestone="train", item="Arquebus")                          # costs 2
    assert g.state["experience"] == 5 and g.char("Kenji")["milestones_bought"] == 2
    g.do("milestone", "Kenji", milestone="Train", item="Bow")
    assert g.state["experience"] == 2 and g.char("Kenji")["milestones_bought"] == 3
    assert g.sheet("Kenji")["proficiencies"] == ["Arquebus", "Bow"] and g.sheet("Kenji")["next_milestone_cost"] == 4


def test_mo_ex_11_retire_costs_one_after_a_completed_quest() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(11)
    for item in ("Bow", "Net", "Rope", "Lance"):                  # 1 + 2 + 3 + 4
        g.do("milestone", "Kenji", milestone="train", item=item)
    assert g.state["experience"] == 1 and g.char("Kenji")["milestones_bought"] == 4
    err = g.refused("milestone", "Kenji", milestone="retire", legacy="vanish", name="A shrine", culture="A")
    assert err.field == "milestone" and "completed Quest" in err.message
    g.do("quest end", outcome="completed")
    g.do("milestone", "Kenji", milestone="retire", legacy="vanish", name="A shrine", culture="A")
    assert g.state["experience"] == 0 and g.char("Kenji")["status"] == "retired"
    assert g.state["marks"]["A shrine"] == {"culture": "A", "by": "Kenji", "tapped": None}


def test_mo_ex_12_conversion_pays_upkeep_per_safe_location() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(3)
    g.do("milestone", "Kenji", milestone="location", name="The mission")       # 1
    g.do("milestone", "Diego", milestone="location", name="The pyramid")       # 1
    assert g.state["experience"] == 1
    g.do("rest end")
    g.do("rest start")
    g.fill("B")
    g.do("advantage convert", culture="B")
    assert g.pool() == {} and g.state["experience"] == 0                        # 1 + 1 = 2, upkeep 2
    upkeep = [e for e in g.events if e.kind == "UpkeepPaid"][0].detail
    assert upkeep["due"] == 2 and upkeep["paid"] == 2 and "short" not in upkeep
    # The shortfall: with 0 Experience before, the conversion gives 1 and upkeep 2 leaves 1 unpaid.
    g.do("rest end")
    g.do("rest start")
    g.fill("B")
    g.do("advantage convert", culture="B")
    assert g.state["experience"] == 0 and g.state["upkeep_shortfall"] == 1
    g.do("location unsafe", name="The pyramid")
    assert g.state["upkeep_shortfall"] == 0 and not g.state["locations"]["The pyramid"]["safe"]


def test_mo_ex_13_a_safe_location_and_an_advantage_give_three_rest_tasks() -> None:
    g = Mosaic()
    g.three()                                                   # Itzel: Cunning is A
    g.do("session start")
    g.do("rest start")
    g.earn(1)
    g.do("milestone", "Kenji", milestone="location", name="The mission")
    g.do("rest end")
    g.in_scene()
    g.roll("Avoid", "Itzel", [1, 1, 2], tile=True)              # spends Itzel's only A tile
    g.do("resolve", "Itzel")
    g.do("gm-move", text="Spotted")
    g.do("influence mark", character="Itzel", culture="A", stat="cunning")
    g.do("scene end")
    assert g.sheet("Itzel")["tiles"]["A"]["available"] == 0
    g.fill("A")
    g.do("rest start", at="The mission")
    g.do("rest task", "Itzel", stat="cunning", choice="tile")
    g.do("rest task", "Itzel", stat="cunning", choice="clear")
    g.do("rest task", "Itzel", stat="cunning", choice="xp", advantage=True)
    assert g.sheet("Itzel")["tiles"]["A"]["available"] == 1
    assert g.sheet("Itzel")["stats"]["cunning"]["influenced_by"] == []
    assert g.state["experience"] == 1 and g.pool() == {}
    rest = g.state["rests"][str(g.state["rest"]["id"])]                  # the rest's own record (downtime.record)
    assert [t["paid"] for t in rest["tasks"]["Itzel"]] == ["allowance", "allowance", "advantage"]
    err = g.refused("rest task", "Itzel", stat="cunning", choice="xp")
    assert err.field == "advantage"


def test_mo_ex_14_participate_trust_lasts_until_the_next_rest() -> None:
    g = Mosaic()
    g.three()
    g.fill("A", "A", "A")
    g.do("session start")
    g.do("rest start")
    g.do("rest task", "Itzel", stat="cunning", choice="xp")
    g.do("rest participate", "Kenji", with_="Itzel", request="personal", choice="trust")
    assert g.group()["capacity"] == 4 and g.state["trust"] == {"base": 3, "temp": 1}
    g.do("rest end")
    g.fill("A")                                                 # a fourth tile fits for now
    assert g.group()["pool_size"] == 4
    g.do("rest start")
    assert g.group()["capacity"] == 3 and g.pool() == {"A": 3}
    assert [e.kind for e in g.events].count("AdvantageTrimmed") == 1


def test_mo_ex_15_a_temporary_highlight_adds_one_die_once() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.do("rest task", "Itzel", stat="cunning", choice="xp")
    g.do("rest participate", "Diego", with_="Itzel", request="feeling", choice="highlight")
    assert g.sheet("Diego")["temp_highlight"] == "cunning" and "cunning" not in g.char("Diego")["highlights"]
    g.do("rest end")
    g.in_scene()
    roll = g.roll("Avoid", "Diego", [2, 5, 4])
    assert roll["sources"]["highlight"] == "temporary" and roll["kept"] == [1, 2] and roll["total"] == 9
    assert g.sheet("Diego")["temp_highlight"] is None
    g.do("resolve", "Diego", pick=["AV2"])
    g.do("gm-move", text="A dog barks")
    err = g.refused("roll", "Diego", move="Avoid", dice=[2, 5, 4])          # used up: 2 dice again
    assert err.field == "dice" and "need exactly 2" in err.message


def test_mo_ex_16_the_flowers_take_no_bonus_dice() -> None:
    g = Mosaic()
    g.three()
    g.fill("A")
    g.in_scene()
    roll = g.roll("The Flowers", "Kenji", [5, 4])
    assert roll["kind"] == "nothing" and roll["total"] == 9 and roll["tier"] == "success_at_cost"
    for command, args in (("spend-tile", {"culture": "A", "dice": [6]}), ("press", {"culture": "A", "stat": "cunning", "dice": [6, 6]}),
                          ("invest", {})):
        err = g.refused(command, "Kenji", **args)
        assert "NOTHING" in err.message
    g.do("resolve", "Kenji", pick=["FL1"])
    assert g.state["gm_due"][str(roll["id"])]["tier"] == "success_at_cost"


def test_mo_ex_17_care_marks_the_carers_chosen_influence() -> None:
    g = Mosaic()
    g.three()
    g.in_scene()
    roll = g.roll("Care", "Itzel", [3, 5], target="Diego")
    assert roll["stat"] == "understanding" and roll["total"] == 8
    g.do("resolve", "Itzel", pick=["CR1"], influence="B:discipline")
    assert g.sheet("Diego")["stats"]["discipline"]["influenced_by"] == ["B"]


def test_mo_ex_18_a_mark_is_tapped_once_per_session() -> None:
    g = Mosaic()
    g.three()
    g.do("session start")
    g.do("rest start")
    g.earn(1)
    g.do("milestone", "Kenji", milestone="mark", name="The painted codex", culture="A")
    g.do("rest end")
    g.do("tap", "Itzel", mark="The painted codex")
    assert g.pool() == {"A": 1}
    err = g.refused("tap", "Kenji", mark="the painted codex")
    assert err.field == "mark" and "once per session" in err.message
    g.do("session end")
    g.do("session start")
    g.fill("B")
    g.do("tap", "Kenji", mark="The painted codex", recolor="B")          # next session: recolour instead
    assert g.pool() == {"A": 2}


def test_mo_ex_19_acting_on_an_answer_adds_advantage_only_the_first_time() -> None:
    g = Mosaic()
    g.three()
    g.in_scene()
    roll = g.roll("Learn", "Diego", [6, 5])
    g.do("resolve", "Diego", pick=["LE2"])
    g.do("act-on-answer", "Diego")
    assert g.pool() == {"B": 1}                                  # Diego's Understanding culture
    err = g.refused("act-on-answer", "Diego", roll=roll["id"])
    assert err.field == "roll" and "only the first time" in err.message
    assert g.pool() == {"B": 1}
