"""Exact odds of Basic abilities tests (``ledger odds anything-else ...``), checked against every face combination.

Seed 003 (test an attribute; Help and Hinder stack dice for and against, "for every 10 in the total" one more
operation; Prepare one more flashback die "for every 20"); catalogue GS-D01 (total = 1d20 + attribute + dice
stacked for - dice stacked against; margin bands 0 / 5 / 10), GS-EX-01 (a level-4 helper stacks d6s),
GS-EX-04 (a level-5 hinderer stacks d8s), GS-EX-06 (an undefended attack against the passive brawn).
"""

from __future__ import annotations

import copy
from fractions import Fraction
from itertools import product

from rules.declaration import Context
from test_basic_examples import Basic


def odds(t: Basic, command: str, who: str, **args: object) -> dict:
    before = copy.deepcopy(t.state)
    data = t.system.views.odds(t.state, command, args, Context(who, t.actions + 1), "en")
    assert t.state == before
    return data


def as_fractions(rows: list[dict], key: str = "outcome") -> dict:
    return {r[key]: Fraction(*map(int, r["exact"].split("/"))) for r in rows}


def tier(margin: int) -> str:
    return "fail" if margin < 0 else "partial" if margin < 5 else "full" if margin < 10 else "critical"


def test_stacked_dice_for_and_against_ride_on_the_next_test() -> None:
    t = Basic()
    t.pc("Ana", level=4, wits=3)
    t.pc("Bo", heart=2)
    t.pc("Cy", level=1, wits=0)
    t.in_scene()
    t.do("hinder", "Cy", target="Bo", attribute="wits", dice=[5], stack=["d4"])
    t.do("help", "Ana", target="Bo", attribute="wits", dice=[5], stack=["d6"])
    data = odds(t, "anything-else", "Bo", attribute="heart", difficulty=12)
    assert [(d["die"], d["role"]) for d in data["dice"]] == [(20, "test"), (6, "for"), (4, "against")]
    counts = dict.fromkeys(("critical", "full", "partial", "fail"), 0)
    for a, b, c in product(range(1, 21), range(1, 7), range(1, 5)):
        counts[tier(2 + a + b - c - 12)] += 1
    assert as_fractions(data["outcomes"]) == {k: Fraction(v, 480) for k, v in counts.items()}
    assert [o["outcome"] for o in data["outcomes"]] == ["critical", "full", "partial", "fail"]
    t.do("anything-else", "Bo", attribute="heart", difficulty=12, dice=[10, 3, 2])          # the same three dice
    assert [d["die"] for d in t.detail("TestRolled")["dice"]] == [20, 6, 4]


def test_help_counts_its_operations() -> None:
    """GS-EX-01..03: 1 + one more per 10 in the total."""
    t = Basic()
    t.pc("Ana", level=4, wits=3)
    t.pc("Bo")
    t.in_scene()
    data = odds(t, "help", "Ana", target="Bo", attribute="wits")
    expected: dict[int, int] = {}
    for a in range(1, 21):
        n = 1 + (a + 3) // 10
        expected[n] = expected.get(n, 0) + 1
    assert as_fractions(data["operations"], "operations") == {k: Fraction(v, 20) for k, v in expected.items()}
    assert data["outcomes"] == []                                   # no difficulty: no tier


def test_an_undefended_attack_is_counted_against_the_passive_brawn() -> None:
    t = Basic()
    t.pc("Ana", brawn=2)
    t.pc("Ogre", passive="brawn=12")
    t.in_scene()
    t.do("attack declare", "Ana", target="Ogre", attribute="brawn")
    data = odds(t, "attack roll", "Ana")
    assert data["difficulty"] == 12
    counts: dict[str, int] = {}
    for a in range(1, 21):
        k = tier(a + 2 - 12)
        counts[k] = counts.get(k, 0) + 1
    assert as_fractions(data["outcomes"]) == {k: Fraction(counts.get(k, 0), 20) for k in ("critical", "full", "partial", "fail")}
