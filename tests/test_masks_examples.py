"""The worked examples MK-EX-01 .. MK-EX-24 of the rules catalogue (§1.7), one test each.

Source: ../shared/rules-catalogue.md §1.7 (and the ambiguity defaults of §1.8 / Appendix A), seed
000_84fe6666f5d3f9a2.txt. Every example is driven through the pure rules exactly as the CLI drives
them: ``rules.decide.decide(system, state, command, args, Context(actor, action_id))``; values are read
back from the state (or the ``sheet`` view) and compared with the catalogue's numbers.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import Table
from rules.errors import RuleError

LABEL_ORDER = ("danger", "freak", "savior", "superior", "mundane")


# --- helpers ------------------------------------------------------------------------------------------

class Game(Table):
    """A Masks campaign state driven purely through ``decide`` (as ``ledger`` does); arguments as a dict."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.S = self.system

    # commands ---------------------------------------------------------------------------------------
    def do(self, command: str, args: dict[str, Any] | None = None, actor: str = "GM") -> list[Any]:  # type: ignore[override]
        return Table.do(self, command, actor, **dict(args or {}))

    def refused(self, command: str, args: dict[str, Any] | None = None, actor: str = "GM") -> RuleError:
        """Run a command that must be refused; the state must be left exactly as it was."""
        before = self.state
        snapshot = repr(before)
        with pytest.raises(RuleError) as info:
            self.do(command, args, actor)
        assert self.state is before and repr(self.state) == snapshot
        return info.value

    def pc(self, name: str, danger: int = 0, freak: int = 0, savior: int = 0, superior: int = 0, mundane: int = 0,
           conditions: tuple[str, ...] = ()) -> None:
        """Create a PC with exact Label values (``labels`` D,F,S,S,M) and mark ``conditions``."""
        labels = [danger, freak, savior, superior, mundane]
        self.do("add-character", {"name": name, "playbook": "custom", "labels": [0, 0, 1, 0, 1], "plus_one": "mundane",
                                  "custom": True})
        self.state["characters"][name]["labels"] = dict(zip(LABEL_ORDER, labels))   # the exact values the example needs
        assert self.labels(name) == dict(zip(LABEL_ORDER, labels))
        for c in conditions:
            self.do("mark", {"character": name, "condition": c})
        assert self.marked(name) == [c for c in ("angry", "afraid", "guilty", "hopeless", "insecure") if c in conditions]

    def npc(self, name: str, adult: bool = False) -> None:
        self.do("add-npc", {"name": name, "adult": adult})

    def give_influence(self, giver: str, to: str) -> None:
        """``giver`` gives ``to`` Influence over themselves: afterwards ``to`` holds Influence over ``giver``."""
        self.do("influence give", {"to": to}, actor=giver)
        assert self.holds(to, giver)

    def in_scene(self) -> None:
        self.do("session start")
        self.do("scene start", {"title": "Rooftops"})

    def set_pool(self, target: int) -> None:
        """Raise the Team pool to ``target`` by entering (and leaving) battle with the right factors.

        Needs an open scene and no team leader (so the leader-Influence factor is 0): net = 2 + same
        purpose - mistrust - ill-prepared (MK-M12).
        """
        net = target - self.pool
        assert 0 <= net <= 3 and not self.state["team"].get("leader")
        factors = {0: {"mistrust": True, "ill_prepared": True}, 1: {"mistrust": True}, 2: {}, 3: {"same_purpose": True}}[net]
        self.do("battle start", factors)
        self.do("battle end")
        assert self.pool == target

    def roll(self, move: str, who: str, dice: list[int], target: str | None = None, **extra: Any) -> dict[str, Any]:
        args = {"move": move, "character": who, "dice": dice, "target": target, **extra}
        self.do("roll", args, actor=who)
        return self.state["roll"]

    def resolve(self, *picks: Any, actor: str = "GM") -> list[Any]:
        return self.do("resolve", {"pick": list(picks)}, actor=actor)

    def add_potential(self, who: str, n: int) -> None:
        """Mark ``n`` potential on ``who`` through resolved misses (Directly Engage on [1,1], MK-D07)."""
        for _ in range(n):
            before = self.char(who)["potential"]
            roll = self.roll("Directly Engage a Threat", who, [1, 1])
            assert roll["tier"] == "miss"
            self.resolve()
            assert self.char(who)["potential"] == (before + 1) % self.state["options"]["masks.potential.size"]

    # reads ------------------------------------------------------------------------------------------
    def char(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def labels(self, name: str) -> dict[str, int]:
        return dict(self.char(name)["labels"])

    def marked(self, name: str) -> list[str]:
        return self.S.views.sheet(self.state, name)["conditions"]

    def sheet(self, name: str) -> dict[str, Any]:
        return self.S.views.sheet(self.state, name)

    def holds(self, holder: str, subject: str) -> bool:
        return bool((self.state["influence"].get(holder) or {}).get(subject))

    @property
    def pool(self) -> int:
        return self.state["team"]["pool"]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def tags(self) -> list[str]:
        return [e.detail.get("tag") for e in self.events if e.kind == "NarrativeOutcome"]


def mods(roll: dict[str, Any]) -> dict[str, int]:
    """The open roll's modifiers (pre- and post-roll) by source."""
    return {m["source"]: m["amount"] for m in roll["modifiers"] + roll["post"]}


# --- MK-EX-01 -----------------------------------------------------------------------------------------

def test_mk_ex_01_directly_engage_strong_hit_two_distinct_options() -> None:
    g = Game()
    g.pc("Rook", danger=2)
    g.npc("Brute")
    g.in_scene()
    roll = g.roll("Directly Engage a Threat", "Rook", [4, 5], target="Brute")
    assert roll["dice"] == [4, 5]
    assert mods(roll) == {"label:danger": 2}
    assert roll["total"] == 11 and roll["tier"] == "strong_hit"
    # exactly 2 distinct options from L-DE
    assert g.refused("resolve", {"pick": ["DE1"]}).field == "pick"
    assert g.refused("resolve", {"pick": ["DE1", "DE2", "DE3"]}).field == "pick"
    assert g.refused("resolve", {"pick": ["DE1", "DE1"]}).field == "pick"
    assert g.refused("resolve", {"pick": ["DE1", "UP1"]}).field == "pick"
    g.resolve("DE1", "DE3")
    chosen = [e.detail["options"] for e in g.events if e.kind == "OptionsChosen"]
    assert chosen == [["DE1", "DE3"]]
    assert "trade blows" in g.tags()
    assert g.char("Rook")["potential"] == 0
    assert g.state["roll_phase"] == "idle"


# --- MK-EX-02 -----------------------------------------------------------------------------------------

def test_mk_ex_02_afraid_penalty_miss_marks_potential() -> None:
    g = Game()
    g.pc("Rook", danger=1, conditions=("afraid",))
    g.in_scene()
    g.add_potential("Rook", 2)
    assert g.char("Rook")["potential"] == 2
    roll = g.roll("Directly Engage a Threat", "Rook", [3, 4])
    assert mods(roll) == {"label:danger": 1, "condition:afraid": -2}
    assert roll["modifier"] == -1
    assert roll["total"] == 6 and roll["tier"] == "miss"
    g.resolve()
    assert g.char("Rook")["potential"] == 3
    assert g.sheet("Rook")["potential"] == 3


# --- MK-EX-03 -----------------------------------------------------------------------------------------

def test_mk_ex_03_unleash_weak_hit_mark_condition() -> None:
    g = Game()
    g.pc("Nova", freak=1)
    g.in_scene()
    roll = g.roll("Unleash Your Powers", "Nova", [2, 5])
    assert roll["total"] == 8 and roll["tier"] == "weak_hit"
    assert g.refused("resolve", {"pick": []}).field == "pick"
    assert g.refused("resolve", {"pick": ["UP1:condition=guilty", "UP2"]}).field == "pick"
    g.resolve("UP1:condition=guilty")
    assert g.char("Nova")["conditions"]["guilty"] is True
    assert g.marked("Nova") == ["guilty"]
    assert g.char("Nova")["potential"] == 0


def test_mk_ex_03_unleash_weak_hit_unstable_changes_nothing() -> None:
    g = Game()
    g.pc("Nova", freak=1)
    g.in_scene()
    g.roll("Unleash Your Powers", "Nova", [2, 5])
    chars, team, influence = repr(g.state["characters"]), repr(g.state["team"]), repr(g.state["influence"])
    g.resolve("UP2")
    assert repr(g.state["characters"]) == chars
    assert repr(g.state["team"]) == team and repr(g.state["influence"]) == influence
    assert g.marked("Nova") == []
    assert g.tags() == ["the effect is unstable or temporary"]


# --- MK-EX-04 -----------------------------------------------------------------------------------------

def test_mk_ex_04_selfish_out_of_range_half_marks_condition() -> None:
    g = Game()
    g.pc("Flux", freak=3, mundane=0)
    g.in_scene()
    g.set_pool(2)
    # the GM must name the condition that replaces the out-of-range half (MK-R02)
    assert g.refused("team selfish", {"up": "freak", "down": "mundane"}, actor="Flux").field == "overflow_condition"
    g.do("team selfish", {"up": "freak", "down": "mundane", "overflow_condition": ["insecure"]}, actor="Flux")
    assert g.pool == 1
    assert g.labels("Flux")["freak"] == 3
    assert g.labels("Flux")["mundane"] == -1
    assert g.marked("Flux") == ["insecure"]


# --- MK-EX-05 -----------------------------------------------------------------------------------------

def test_mk_ex_05_accepting_adult_words_savior_at_floor() -> None:
    g = Game()
    g.pc("Gale", savior=-2, danger=0)
    g.npc("Dr. Vance", adult=True)
    assert g.holds("Dr. Vance", "Gale")
    g.do("influence accept", {"from": "Dr. Vance", "character": "Gale", "down": "savior", "up": "danger",
                              "overflow_condition": ["hopeless"]})
    assert g.labels("Gale")["savior"] == -2
    assert g.labels("Gale")["danger"] == 1
    assert g.marked("Gale") == ["hopeless"]


# --- MK-EX-06 -----------------------------------------------------------------------------------------

def test_mk_ex_06_powerful_blow_pb10c_marks_last_two_not_taken_out() -> None:
    g = Game()
    g.pc("Tank", conditions=("angry", "afraid", "guilty"))
    g.in_scene()
    roll = g.roll("Take a Powerful Blow", "Tank", [4, 3])
    assert mods(roll) == {"conditions marked": 3}
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    # PB10c takes two *different* 7-9 options (MK-A13)
    assert g.refused("resolve", {"pick": ["PB10c", "PB7c:conditions=hopeless+insecure", "PB7c:conditions=hopeless+insecure"]}).field == "pick"
    g.resolve("PB10c", "PB7b", "PB7c:conditions=hopeless+insecure")
    assert g.marked("Tank") == ["angry", "afraid", "guilty", "hopeless", "insecure"]
    assert all(g.char("Tank")["conditions"].values())
    assert g.char("Tank")["status"] == "active"
    assert "TakenOut" not in g.kinds()


# --- MK-EX-07 -----------------------------------------------------------------------------------------

ALL5 = ("angry", "afraid", "guilty", "hopeless", "insecure")


def test_mk_ex_07_mark_with_all_five_takes_out_then_return_clears_one() -> None:
    g = Game()
    g.pc("Tank", conditions=ALL5)
    g.in_scene()
    g.do("mark", {"character": "Tank"})
    assert g.char("Tank")["status"] == "taken_out"
    assert g.sheet("Tank")["status"] == "taken_out"
    assert g.marked("Tank") == list(ALL5)
    assert "ConditionMarked" not in g.kinds() and "TakenOut" in g.kinds()
    # the GM brings them back in *another* scene
    assert g.refused("return", {"character": "Tank", "clear": "afraid"}).field == "phase"
    g.do("scene end")
    g.do("scene start", {"title": "Later"})
    g.do("return", {"character": "Tank", "clear": "afraid"})
    assert g.char("Tank")["status"] == "active"
    assert g.marked("Tank") == ["angry", "guilty", "hopeless", "insecure"]
    assert len(g.marked("Tank")) == 4


def test_mk_ex_07_move_says_mark_a_condition_with_all_five() -> None:
    g = Game()
    g.pc("Tank", freak=3, conditions=ALL5)
    g.in_scene()
    roll = g.roll("Unleash Your Powers", "Tank", [3, 3])
    assert roll["total"] == 7 and roll["tier"] == "weak_hit"       # 6 + 3 - 2 (Hopeless)
    g.resolve("UP1")
    assert g.char("Tank")["status"] == "taken_out"
    assert g.marked("Tank") == list(ALL5)
    # a taken-out hero cannot act until they return
    assert g.refused("roll", {"move": "Unleash", "character": "Tank", "dice": [3, 3]}, actor="Tank").field == "character"


# --- MK-EX-08 -----------------------------------------------------------------------------------------

def test_mk_ex_08_powerful_blow_miss_stands_strong_potential() -> None:
    g = Game()
    g.pc("Tank")
    g.in_scene()
    roll = g.roll("Take a Powerful Blow", "Tank", [2, 3])
    assert mods(roll) == {"conditions marked": 0}
    assert roll["total"] == 5 and roll["tier"] == "miss"
    g.resolve()
    assert g.char("Tank")["potential"] == 1
    assert g.marked("Tank") == []
    assert "you stand strong" in g.tags()


# --- MK-EX-09 -----------------------------------------------------------------------------------------

def _battle_team() -> Game:
    g = Game()
    for name in ("Lead", "Bee", "Cee"):
        g.pc(name)
    g.give_influence("Bee", "Lead")
    g.give_influence("Cee", "Lead")
    g.do("team leader", {"character": "Lead"})
    g.in_scene()
    assert g.pool == 1
    return g


def test_mk_ex_09_enter_battle_net_plus_three() -> None:
    g = _battle_team()
    g.do("battle start", {"same_purpose": True, "mistrust": True, "ill_prepared": False})
    entered = [e for e in g.events if e.kind == "BattleEntered"][0]
    assert entered.detail["factors"] == {"base": 2, "leader_influence": 1, "same_purpose": 1, "mistrust": -1, "ill_prepared": 0}
    assert g.pool == 4
    assert g.marked("Lead") == []


def test_mk_ex_09_leader_cancels_mistrust_with_a_condition() -> None:
    g = _battle_team()
    assert g.refused("battle start", {"same_purpose": True, "mistrust": True, "leader_cancels": ["mistrust"]}).field == "leader_condition"
    g.do("battle start", {"same_purpose": True, "mistrust": True, "leader_cancels": ["mistrust"], "leader_condition": ["angry"]})
    assert g.pool == 5
    assert g.marked("Lead") == ["angry"]
    assert g.marked("Bee") == [] and g.marked("Cee") == []


# --- MK-EX-10 -----------------------------------------------------------------------------------------

def _comfort_setup(**options: Any) -> Game:
    g = Game(**options)
    g.pc("Gale", mundane=0)
    g.pc("Rook")
    g.pc("Helper")
    g.in_scene()
    g.set_pool(4)
    return g


def test_mk_ex_10_team_spend_after_roll_turns_miss_into_weak_hit() -> None:
    g = _comfort_setup()
    roll = g.roll("Comfort or Support", "Gale", [3, 3], target="Rook")
    assert roll["total"] == 6 and roll["tier"] == "miss"
    g.do("team spend", {"for": "Gale"}, actor="Helper")
    assert g.pool == 3
    roll = g.state["roll"]
    assert mods(roll)["Team from Helper"] == 1
    assert roll["total"] == 7 and roll["tier"] == "weak_hit"
    g.resolve()
    assert g.char("Gale")["potential"] == 0
    assert g.pool == 3


def test_mk_ex_10_next_roll_only_rejects_post_roll_spend() -> None:
    g = _comfort_setup(**{"masks.team.spendTiming": "nextRollOnly"})
    roll = g.roll("Comfort or Support", "Gale", [3, 3], target="Rook")
    assert roll["total"] == 6 and roll["tier"] == "miss"
    err = g.refused("team spend", {"for": "Gale"}, actor="Helper")
    assert err.field == "phase"
    assert g.pool == 4
    assert g.state["roll"]["total"] == 6 and g.state["roll"]["tier"] == "miss"
    g.resolve()
    assert g.char("Gale")["potential"] == 1
    assert g.pool == 4


# --- MK-EX-11 -----------------------------------------------------------------------------------------

def test_mk_ex_11_selfish_after_defend_roll_upgrades_to_strong_hit() -> None:
    g = Game()
    g.pc("Gale", savior=0, danger=1)
    g.npc("Brute")
    g.in_scene()
    g.set_pool(2)
    roll = g.roll("Defend", "Gale", [5, 4], target="Brute")
    assert roll["total"] == 9 and roll["tier"] == "weak_hit"
    g.do("team selfish", {"up": "savior", "down": "danger"}, actor="Gale")
    assert g.pool == 1
    assert g.labels("Gale")["savior"] == 1 and g.labels("Gale")["danger"] == 0
    roll = g.state["roll"]
    assert mods(roll)["label:savior"] == 1
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    # strong hit: safe + pick exactly 1, and no cost
    assert g.refused("resolve", {"pick": ["DF1", "DFC1"]}).field == "pick"
    assert g.refused("resolve", {"pick": ["DF1", "DF2:over=Brute"]}).field == "pick"
    assert g.refused("resolve", {"pick": []}).field == "pick"
    g.resolve("DF1")
    assert "they are safe" in g.tags()
    assert g.pool == 2


# --- MK-EX-12 -----------------------------------------------------------------------------------------

def test_mk_ex_12_reject_influence_ri3_cancels_edge_and_forward() -> None:
    g = Game()
    g.pc("Pat", conditions=("insecure",))
    g.npc("Mentor", adult=True)
    assert g.holds("Mentor", "Pat")
    g.give_influence("Mentor", "Pat")
    g.in_scene()
    roll = g.roll("Reject Influence", "Pat", [5, 5], target="Mentor")
    assert mods(roll) == {"condition:insecure": -2, "influence over Mentor": 1}
    assert roll["total"] == 9 and roll["tier"] == "weak_hit"
    assert g.refused("resolve", {"pick": ["RI3", "RI1:potential"]}).field == "pick"
    g.resolve("RI3")
    assert not g.holds("Mentor", "Pat")
    assert g.holds("Pat", "Mentor")
    fwd = g.char("Pat")["forward"]
    assert [(f["amount"], f["against"]) for f in fwd] == [(1, "Mentor")]
    assert g.sheet("Pat")["influenced_by"] == []
    # the +1 forward is used on Pat's next roll targeting Mentor, then consumed
    roll = g.roll("Provoke Someone", "Pat", [3, 3], target="Mentor")
    assert sum(a for s, a in mods(roll).items() if s.startswith("forward")) == 1
    assert g.char("Pat").get("forward") in (None, [])


# --- MK-EX-13 -----------------------------------------------------------------------------------------

def test_mk_ex_13_reject_influence_miss_condition_gm_shift_potential() -> None:
    g = Game()
    g.pc("Pat", savior=0, freak=0)
    g.npc("Mentor", adult=True)
    g.in_scene()
    roll = g.roll("Reject Influence", "Pat", [1, 4], target="Mentor")
    assert mods(roll) == {}
    assert roll["total"] == 5 and roll["tier"] == "miss"
    g.resolve("RIM:condition=afraid,up=savior,down=freak")
    assert g.marked("Pat") == ["afraid"]
    assert g.labels("Pat")["savior"] == 1 and g.labels("Pat")["freak"] == -1
    assert g.char("Pat")["potential"] == 1
    assert g.holds("Mentor", "Pat")


# --- MK-EX-14 -----------------------------------------------------------------------------------------

def test_mk_ex_14_end_of_session_eos1_overflow_shifts_teammate() -> None:
    g = Game()
    g.pc("Ace")
    g.pc("Bea", superior=0, danger=2, conditions=("afraid",))
    g.give_influence("Bea", "Ace")
    g.do("session start")
    g.do("session end")
    g.do("end-of-session", {"choice": "EOS1:to=Ace,clear=afraid,up=superior,down=danger"}, actor="Bea")
    assert "InfluenceOverflow" in g.kinds()
    assert g.labels("Bea")["superior"] == 1
    assert g.labels("Bea")["danger"] == 1
    assert g.marked("Bea") == []
    assert g.holds("Ace", "Bea")
    assert not g.holds("Bea", "Ace")
    assert "InfluenceGained" not in g.kinds()
    assert g.state["influence"] == {"Ace": {"Bea": True}}


# --- MK-EX-15 -----------------------------------------------------------------------------------------

def test_mk_ex_15_take_advantage_ta1_minus_two() -> None:
    g = Game()
    g.pc("Ace")
    g.pc("Bea", freak=2)
    g.give_influence("Bea", "Ace")
    g.in_scene()
    roll = g.roll("Unleash Your Powers", "Bea", [4, 4])
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    g.do("influence take-advantage", {"over": "Bea", "option": "TA1"}, actor="Ace")
    roll = g.state["roll"]
    assert mods(roll)["Ace took advantage of Influence (TA1)"] == -2
    assert roll["total"] == 8 and roll["tier"] == "weak_hit"
    assert not g.holds("Ace", "Bea")
    g.resolve("UP2")
    assert g.char("Bea")["potential"] == 0


# --- MK-EX-16 -----------------------------------------------------------------------------------------

def _comfort_with_ta1(**options: Any) -> dict[str, Any]:
    g = Game(**options)
    g.pc("Xan", mundane=1, conditions=("angry",))
    g.pc("Yul")
    g.pc("Zed")
    g.give_influence("Xan", "Yul")
    g.in_scene()
    g.roll("Comfort or Support", "Xan", [5, 4], target="Zed")
    g.do("influence take-advantage", {"over": "Xan", "option": "TA1"}, actor="Yul")
    assert not g.holds("Yul", "Xan")
    return g.state["roll"]


def test_mk_ex_16_total_modifier_at_floor() -> None:
    roll = _comfort_with_ta1()
    assert roll["raw_modifier"] == -3
    assert roll["modifier"] == -3
    assert roll["total"] == 6 and roll["tier"] == "miss"


def test_mk_ex_16_situational_penalties_scope() -> None:
    roll = _comfort_with_ta1(**{"masks.modifierClamp.scope": "situationalPenalties"})
    assert roll["raw_modifier"] == -3
    assert roll["modifier"] == -2                      # +1 Mundane, penalties -4 floored to -3
    assert roll["total"] == 7 and roll["tier"] == "weak_hit"
    assert roll["clamp"]


def test_mk_ex_16_second_case_floor_minus_three() -> None:
    g = Game()
    g.pc("Rook", danger=-2, conditions=("afraid",))
    g.in_scene()
    roll = g.roll("Directly Engage a Threat", "Rook", [6, 6])
    assert roll["raw_modifier"] == -4
    assert roll["modifier"] == -3
    assert roll["clamp"]
    assert roll["total"] == 9 and roll["tier"] == "weak_hit"


def test_mk_ex_16_third_case_cap_plus_four() -> None:
    g = Game()
    g.pc("Gale", savior=3)
    g.npc("Brute")
    g.give_influence("Brute", "Gale")
    g.do("forward", {"character": "Gale", "amount": 1})
    g.in_scene()
    roll = g.roll("Defend", "Gale", [2, 3], target="Brute")
    assert sorted(mods(roll).values()) == [1, 1, 3]
    assert roll["raw_modifier"] == 5
    assert roll["modifier"] == 4
    assert roll["clamp"]
    assert roll["total"] == 9 and roll["tier"] == "weak_hit"


# --- MK-EX-17 -----------------------------------------------------------------------------------------

def test_mk_ex_17_defend_against_pc_gives_minus_two() -> None:
    g = Game()
    g.pc("Ace", savior=2)
    g.pc("Bea", danger=1)
    g.npc("Civilian")
    g.in_scene()
    roll = g.roll("Defend", "Ace", [3, 3], target="Bea")
    assert roll["total"] == 8 and roll["tier"] == "weak_hit"
    assert g.refused("resolve", {"pick": ["DF1"]}).field == "pick"
    g.resolve()
    assert "defender exposed to cost, retribution or judgment" in g.tags()
    assert [p["amount"] for p in g.char("Bea")["pending"]] == [-2]
    roll = g.roll("Directly Engage a Threat", "Bea", [4, 5], target="Civilian")
    assert sorted(mods(roll).values()) == [-2, 1]
    assert roll["total"] == 8 and roll["tier"] == "weak_hit"
    assert g.char("Bea").get("pending") in (None, [])
    assert g.refused("resolve", {"pick": ["DE1", "DE2"]}).field == "pick"
    g.resolve("DE1")
    assert g.char("Bea")["potential"] == 0


# --- MK-EX-18 -----------------------------------------------------------------------------------------

def test_mk_ex_18_time_passes_then_session_start() -> None:
    g = Game()
    g.pc("Ace")
    g.in_scene()
    g.set_pool(4)
    assert g.refused("time-passes").field == "phase"        # between scenes only
    g.do("scene end")
    g.do("time-passes")
    assert g.pool == 1
    g.do("session end")
    g.do("end-of-session", {"choice": "EOS2:up=danger,down=freak"}, actor="Ace")
    assert g.state["session"]["phase"] == "ended"
    g.do("session start")
    assert g.pool == 2


# --- MK-EX-19 -----------------------------------------------------------------------------------------

def test_mk_ex_19_moment_of_truth_locks_label() -> None:
    g = Game()
    g.pc("Ace", danger=1, superior=1)
    g.in_scene()
    g.add_potential("Ace", 5)
    assert g.char("Ace")["advances_available"] == 1
    g.do("advance", {"advancement": "unlock_moment_of_truth", "character": "Ace"})
    assert g.char("Ace")["moment_of_truth"] == "unlocked"
    g.do("moment-of-truth", {"lock": "superior"}, actor="Ace")
    assert g.char("Ace")["moment_of_truth"] == "spent"
    assert g.sheet("Ace")["moment_of_truth"] == "spent"
    assert "superior" in g.char("Ace")["locked"]
    # the player's selfish shift naming Superior is refused
    g.set_pool(2)
    err = g.refused("team selfish", {"up": "superior", "down": "danger"}, actor="Ace")
    assert err.field == "up"
    assert g.pool == 2 and g.labels("Ace")["superior"] == 1
    # an imposed GM shift on Superior is skipped, without a condition (MK-R03 default skip)
    g.do("shift", {"character": "Ace", "up": "superior", "down": "danger"})
    assert g.labels("Ace")["superior"] == 1
    assert g.labels("Ace")["danger"] == 0
    assert g.marked("Ace") == []
    shifted = [e for e in g.events if e.kind == "LabelsShifted"][0]
    assert shifted.detail["skipped"] == ["superior"]
    g.do("shift", {"character": "Ace", "down": "superior"})
    assert g.labels("Ace")["superior"] == 1 and g.marked("Ace") == []


# --- MK-EX-20 -----------------------------------------------------------------------------------------

def _provoke_pc() -> Game:
    g = Game()
    g.pc("Ace", superior=1)
    g.pc("Bea")
    g.in_scene()
    roll = g.roll("Provoke Someone", "Ace", [6, 3], target="Bea")
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    return g


def test_mk_ex_20_provoke_pc_refuses_marks_condition() -> None:
    g = _provoke_pc()
    pool = g.pool
    g.resolve("PVP2:condition=angry")
    assert g.marked("Bea") == ["angry"]
    assert g.pool == pool


def test_mk_ex_20_provoke_pc_complies_adds_team() -> None:
    g = _provoke_pc()
    pool = g.pool
    g.resolve("PVP1")
    assert g.pool == pool + 1
    assert g.marked("Bea") == []


# --- MK-EX-21 -----------------------------------------------------------------------------------------

def test_mk_ex_21_provoke_npc_pvn3_overflow_forward() -> None:
    g = Game()
    g.pc("Pat", superior=0)
    g.npc("Nemesis")
    g.give_influence("Nemesis", "Pat")
    g.in_scene()
    roll = g.roll("Provoke Someone", "Pat", [3, 4], target="Nemesis")
    # catalogue: "[3,4] +Superior 0 -> 7 -> weak hit"; dice + Superior are 7 ...
    assert sum(roll["dice"]) + g.labels("Pat")["superior"] == 7
    assert roll["tier"] == "weak_hit"
    # ... and holding Influence over the target adds +1 (MK-D05, seed "take +1 to all moves targeting
    # them"), which the example's arithmetic leaves out: the total is 8, still a weak hit.
    assert mods(roll) == {"label:superior": 0, "influence over Nemesis": 1}
    assert roll["total"] == 8
    g.resolve("PVN3")
    assert "InfluenceOverflow" in g.kinds()
    assert g.holds("Pat", "Nemesis")
    assert g.state["influence"]["Pat"] == {"Nemesis": True}
    assert [(f["amount"], f["against"]) for f in g.char("Pat")["forward"]] == [(1, "Nemesis")]


# --- MK-EX-22 -----------------------------------------------------------------------------------------

def test_mk_ex_22_assess_strong_hit_and_acting_on_answers() -> None:
    g = Game()
    g.pc("Ace", superior=1, conditions=("guilty",))
    g.in_scene()
    assert g.refused("roll", {"move": "Directly Engage", "character": "Ace", "dice": [3, 3], "acting_on_answers": True},
                     actor="Ace").field == "acting_on_answers"
    roll = g.roll("Assess the Situation", "Ace", [6, 5])
    assert mods(roll) == {"label:superior": 1, "condition:guilty": -2}
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    assert g.refused("resolve", {"pick": ["AS1"]}).field == "pick"
    g.resolve("AS1", "AS2")
    # next roll flagged "acting on the answers": +1
    roll = g.roll("Directly Engage a Threat", "Ace", [3, 3], acting_on_answers=True)
    assert sum(a for s, a in mods(roll).items() if s.startswith("ongoing")) == 1
    assert roll["total"] == 7 and roll["tier"] == "weak_hit"
    g.resolve("DE1")
    # an unflagged roll does not get it
    roll = g.roll("Directly Engage a Threat", "Ace", [3, 3])
    assert roll["total"] == 6
    g.resolve()
    # lasts to the end of the scene
    g.do("scene end")
    g.do("scene start")
    assert g.refused("roll", {"move": "Directly Engage", "character": "Ace", "dice": [3, 3], "acting_on_answers": True},
                     actor="Ace").field == "acting_on_answers"


# --- MK-EX-23 -----------------------------------------------------------------------------------------

def test_mk_ex_23_comfort_strong_hit_cs2_and_cs4() -> None:
    g = Game()
    g.pc("Ace", mundane=2)
    g.pc("Bea", conditions=("afraid",))
    g.in_scene()
    pool = g.pool
    roll = g.roll("Comfort or Support", "Ace", [4, 4], target="Bea")
    assert roll["total"] == 10 and roll["tier"] == "strong_hit"
    g.resolve("CS2:condition=afraid", "CS4")
    assert g.marked("Bea") == []
    assert g.char("Bea")["conditions"]["afraid"] is False
    assert g.pool == pool + 1


# --- MK-EX-24 -----------------------------------------------------------------------------------------

def test_mk_ex_24_powerful_blow_pb7c_with_one_left_takes_out() -> None:
    g = Game()
    g.pc("Tank", conditions=("angry", "afraid", "guilty", "hopeless"))
    g.in_scene()
    roll = g.roll("Take a Powerful Blow", "Tank", [1, 3])
    assert roll["total"] == 8 and roll["tier"] == "weak_hit"
    g.resolve("PB7c:conditions=insecure")
    assert g.marked("Tank") == list(ALL5)
    assert g.char("Tank")["status"] == "taken_out"
    assert g.kinds().count("TakenOut") == 1
