"""Every worked example of rules-catalogue.md §4.7 (Basic abilities, seed 003), one test each, driven
through ``rules.decide.decide`` as the CLI drives it, asserting the values.

The catalogue feeds the tier in directly (the seed has no thresholds): here it is given the same way,
as the GM's ``tier``, while totals come from typed-in d20 faces plus the attribute.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

import rules
from rules.errors import RuleError
from rules.decide import decide
from rules.declaration import Context


class Basic:
    """A Basic abilities campaign driven through the pure rules (no storage), numbered like the ledger."""

    def __init__(self, **options: Any) -> None:
        self.system = rules.get_system("basic")
        self.state = self.system.new_state(self.system.parse_options(options))
        self.actions = 0
        self.events: list[Any] = []

    def do(self, command: str, actor: str = "GM", ctx_seed: int | None = None, **args: Any) -> list[Any]:
        """Decide one action (``ctx_seed``: the seed the ledger would draw for it); a refusal raises
        ``RuleError`` and records nothing (as in the ledger)."""
        events, self.state = decide(self.system, self.state, command, args, Context(actor, self.actions + 1, ctx_seed))
        self.actions += 1
        self.events = events
        return events

    def refused(self, command: str, field: str, actor: str = "GM", **args: Any) -> str:
        """Assert that the action is refused naming ``field`` and leaves the state equal; returns the message."""
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as err:
            self.do(command, actor, **args)
        assert err.value.field == field, str(err.value)
        assert self.state == before
        return err.value.message

    def pc(self, name: str, level: int = 1, npc: bool = False, passive: str | None = None, **attributes: int) -> None:
        args: dict[str, Any] = {"name": name, "level": level, "npc": npc}
        if attributes:
            args["attributes"] = ",".join(f"{k}={v}" for k, v in attributes.items())
        if passive:
            args["passive"] = passive
        self.do("add-character", **args)

    def char(self, name: str) -> dict[str, Any]:
        return self.state["characters"][name]

    def sheet(self, name: str) -> dict[str, Any]:
        return self.system.views.sheet(self.state, name)

    def in_scene(self) -> None:
        self.do("session start")
        self.do("scene start")

    def in_downtime(self) -> None:
        self.do("session start")
        self.do("downtime start")

    def detail(self, kind: str) -> dict[str, Any]:
        """The detail of the last action's event of ``kind``."""
        found = [e.detail for e in self.events if e.kind == kind]
        assert found, f"no {kind} in {[e.kind for e in self.events]}"
        return found[-1]


@pytest.fixture
def t() -> Basic:
    return Basic()


def test_gs_ex_01_help_level_4_total_23_three_d6_operations(t: Basic) -> None:
    t.pc("Ana", level=4, wits=3)
    t.pc("Bo")
    t.pc("Cy", level=5, wits=0)
    t.in_scene()
    t.do("hinder", "Cy", target="Bo", attribute="wits", dice=[5], stack=["d8"])     # action 6 stacks d8 #6.1 against Bo
    d8 = t.char("Bo")["stacked_against"][0]
    assert (d8["id"], d8["die"], d8["by"]) == ("6.1", 8, "Cy")
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[20], stack=["d6", "d6"], unstack=[d8["id"]])
    assert t.detail("HelpGiven")["total"] == 23 and t.detail("HelpGiven")["operations"] == 3
    assert [(x["die"], x["by"]) for x in t.char("Bo")["stacked_for"]] == [(6, "Ana"), (6, "Ana")]
    assert t.char("Bo")["stacked_against"] == []
    assert t.char("Ana")["operations"]["left"] == 0


def test_gs_ex_02_help_total_9_one_operation(t: Basic) -> None:
    t.pc("Ana", wits=0)
    t.pc("Bo")
    t.in_scene()
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[9])
    assert t.detail("HelpGiven")["operations"] == 1
    assert t.sheet("Ana")["operations"] == {"test": 5, "kind": "help", "target": "Bo", "left": 1, "total": 9}


def test_gs_ex_03_help_total_10_two_operations(t: Basic) -> None:
    t.pc("Ana", wits=0)
    t.pc("Bo")
    t.in_scene()
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[10], stack=["d4", "d4"])
    assert t.detail("HelpGiven")["operations"] == 2
    assert [x["die"] for x in t.char("Bo")["stacked_for"]] == [4, 4]


def test_gs_ex_04_hinder_level_9_total_30_four_d12(t: Basic) -> None:
    t.pc("Vex", level=9, wits=10)
    t.pc("Bo")
    t.in_scene()
    t.do("hinder", "Vex", target="Bo", attribute="wits", dice=[20], stack=["d12"] * 4)
    assert t.detail("HindranceGiven")["operations"] == 4 and t.detail("HindranceGiven")["die"] == 12
    assert [x["die"] for x in t.char("Bo")["stacked_against"]] == [12, 12, 12, 12]
    assert t.char("Bo")["stacked_for"] == []


def test_gs_ex_05_prepare_in_downtime(t: Basic) -> None:
    t.pc("Ana", level=2, wits=25)
    t.in_downtime()
    t.do("prepare", "Ana", attribute="wits", dice=[20])                      # total 45: 1 + 2 flashback d4
    assert t.detail("TestRolled")["total"] == 45
    assert [(x["id"], x["die"]) for x in t.char("Ana")["flashback"]] == [("4.1", 4), ("4.2", 4), ("4.3", 4)]
    t.do("prepare", "Ana", attribute="wits", dice=[20], extra=0)             # the two extras are optional
    assert len(t.char("Ana")["flashback"]) == 4
    t.pc("Bo", level=2, wits=0)
    t.do("prepare", "Bo", attribute="wits", dice=[19])                       # total 19: one die
    assert [x["die"] for x in t.char("Bo")["flashback"]] == [4]
    t.do("downtime end")
    t.do("scene start")
    t.refused("prepare", "phase", "Bo", attribute="wits", dice=[19])         # outside downtime: rejected


@pytest.mark.parametrize("tier,damage", [("partial", 14), ("full", 14), ("critical", 28)])
def test_gs_ex_06_undefended_attack_total_14(t: Basic, tier: str, damage: int) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ogre", npc=True, passive="brawn=12")
    t.in_scene()
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    t.do("attack roll", dice=[12], tier=tier)
    t.do("attack resolve")
    resolved = t.detail("AttackResolved")
    assert resolved["attack_total"] == 14 and resolved["attacker_tier"] == tier and "defender" not in resolved
    assert resolved["damage"] == damage and t.char("Ogre")["damage"] == damage and resolved["recipient"] == "Ogre"


def test_gs_ex_07_undefended_fail_half_damage(t: Basic) -> None:
    t.pc("Ana", brawn=3)
    t.pc("Ogre", npc=True, passive="brawn=12")
    t.in_scene()
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    t.do("attack roll", dice=[10], tier="fail")
    t.do("attack resolve")
    assert t.detail("AttackResolved")["attack_total"] == 13
    assert t.char("Ogre")["damage"] == 6                                    # floor(13 / 2)


def _contest(t: Basic, attack_face: int, defence_tier: str, attack_tier: str | None = None,
             defender: str = "Ogre") -> dict[str, Any]:
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    t.do("attack roll", dice=[attack_face], **({"tier": attack_tier} if attack_tier else {}))
    t.do("attack defend", defender, attribute="brawn", dice=[10], tier=defence_tier)
    t.do("attack resolve")
    return t.detail("AttackResolved")


@pytest.mark.parametrize("tier,damage", [("critical", 0), ("full", 8), ("partial", 8)])
def test_gs_ex_08_defended_attack_17(t: Basic, tier: str, damage: int) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ogre", npc=True, brawn=1)
    t.in_scene()
    resolved = _contest(t, 15, tier)
    assert resolved["attack_total"] == 17 and resolved["defender_tier"] == tier and resolved["table"] == "defend"
    assert resolved["damage"] == damage and t.char("Ogre")["damage"] == damage


@pytest.mark.parametrize("attack_tier,damage", [("full", 17), ("critical", 34)])
def test_gs_ex_09_defender_fails(t: Basic, attack_tier: str, damage: int) -> None:
    t.pc("Ana", brawn=2)
    t.pc("Ogre", npc=True, brawn=1)
    t.in_scene()
    resolved = _contest(t, 15, "fail", attack_tier)
    assert resolved["attacker_tier"] == attack_tier and resolved["damage"] == damage
    assert t.char("Ogre")["damage"] == damage


def test_gs_ex_10_protector_takes_the_damage(t: Basic) -> None:
    t.pc("Ana", brawn=0)
    t.pc("Ogre", npc=True, passive="brawn=12")
    t.pc("Dara", brawn=1)
    t.in_scene()
    resolved = _contest(t, 12, "fail", "full", defender="Dara")
    assert resolved["attack_total"] == 12 and resolved["recipient"] == "Dara" and resolved["damage"] == 12
    assert t.char("Dara")["damage"] == 12 and t.char("Ogre")["damage"] == 0


def test_gs_ex_11_get_answers_critical_and_fail(t: Basic) -> None:
    t.pc("Ana", wits=2)
    t.in_scene()
    t.do("get-answers", "Ana", attribute="wits", dice=[15], tier="critical")
    assert t.sheet("Ana")["answers"]["allowed"] == 4 and t.sheet("Ana")["answers"]["truthful"] is True
    t.do("ask", "Ana", question="What questions should I ask?")
    t.do("ask", "Ana", question="Who was here last night?", answer="someone with red hair")
    t.do("ask", "Ana", question="Where did they go?")
    t.do("ask", "Ana", question="Who was here last night?", uncounted="already answered")
    assert t.detail("QuestionAsked")["counted"] is False
    answers = t.sheet("Ana")["answers"]
    assert answers["used"] == 3 and answers["left"] == 1
    t.do("get-answers", "Ana", attribute="wits", dice=[3], tier="fail")
    answers = t.sheet("Ana")["answers"]
    assert answers["allowed"] == 2 and answers["truthful"] is False and answers["used"] == 0


def test_gs_ex_12_progress_bar_40(t: Basic) -> None:
    t.pc("Ana", wits=5)
    t.in_scene()
    t.do("progress open", name="Vault door", size=40)
    t.do("make-progress", "Ana", bar="Vault door", attribute="wits", dice=[12])             # total 17
    assert t.state["bars"]["Vault door"] == {"size": 40, "filled": 17, "overflow": 0, "complete": False, "opened": 4}
    t.do("make-progress", "Ana", bar="vault door", attribute="wits", dice=[20])             # total 25: 42 -> 40
    bar = t.state["bars"]["Vault door"]
    assert bar["filled"] == 40 and bar["complete"] is True and bar["overflow"] == 0
    assert t.detail("ProgressAdded")["excess"] == 2 and "excess_kept" not in t.detail("ProgressAdded")
    assert [e.kind for e in t.events][-2:] == ["ProgressAdded", "ProgressBarCompleted"]


def test_gs_ex_13_stacking_die_by_level(t: Basic) -> None:
    for name, level in (("A", 2), ("B", 3), ("C", 8), ("D", 12)):
        t.pc(name, level=level)
    assert [t.sheet(n)["die"] for n in "ABCD"] == [4, 6, 10, 12]
    t.in_scene()
    for name, die in (("A", "d4"), ("B", "d6"), ("C", "d10"), ("D", "d12")):
        t.do("help", name, target="A", attribute="wits", dice=[1], stack=[die])
    assert [x["die"] for x in t.char("A")["stacked_for"]] == [4, 6, 10, 12]


def test_gs_ex_14_remove_a_d12_whatever_its_size(t: Basic) -> None:
    t.pc("Vex", level=9)
    t.pc("Bo")
    t.pc("Ana", level=1, wits=0)
    t.in_scene()
    t.do("hinder", "Vex", target="Bo", attribute="wits", dice=[2], stack=["d12"])
    d12 = t.char("Bo")["stacked_against"][0]["id"]
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[5], unstack=[d12])
    assert t.detail("HelpGiven")["total"] == 5 and t.detail("DieUnstacked")["size"] == 12
    assert t.char("Bo")["stacked_against"] == []
