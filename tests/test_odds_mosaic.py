"""Exact odds of MOSAIC rolls (``ledger odds roll MOVE ...``), checked against every face combination.

Seed 001 "Rolling the Dice" (2d6, bonus dice add d6 but only the best two count; 10+, 7-9, 6-; a 12 is a
critical success), "Rolling Cultures" (one die per rank), "Bonus dice" (highlight +1, tile +1, press +2);
catalogue MO-EX-01 (Kenji's highlighted Push: 3 dice), MO-EX-04 (one rank: one die, always a miss alone),
MO-EX-05 (three ranks: three dice), MO-EX-16 (The Flowers: +NOTHING, no bonus dice).
"""

from __future__ import annotations

import copy
from fractions import Fraction
from itertools import product

import pytest

from rules.declaration import Context
from test_mosaic_examples import Mosaic


def odds(g: Mosaic, who: str, lang: str = "en", **args: object) -> dict:
    before = copy.deepcopy(g.state)
    data = g.system.views.odds(g.state, "roll", args, Context(who, g.actions + 1), lang)
    assert g.state == before
    return data


def enumerate_best_two(count: int) -> dict[str, Fraction]:
    """Every face combination of ``count`` d6: the best two (one die alone) -> critical/10+/7-9/6-."""
    counts = {"critical": 0, "success": 0, "success_at_cost": 0, "miss": 0}
    for roll in product(range(1, 7), repeat=count):
        total = sum(sorted(roll)[-2:])
        counts["critical" if total == 12 else "success" if total >= 10 else "success_at_cost" if total >= 7 else "miss"] += 1
    return {k: Fraction(v, 6 ** count) for k, v in counts.items()}


def as_fractions(outcomes: list[dict]) -> dict[str, Fraction]:
    out = {}
    for o in outcomes:
        n, d = map(int, o["exact"].split("/"))
        assert o["probability"] == pytest.approx(n / d, abs=1e-12)
        out[o["outcome"]] = Fraction(n, d)
    return out


def test_mo_ex_01_a_highlighted_push_rolls_three_dice_and_a_tile_would_make_four() -> None:
    g = Mosaic()
    g.pc("Kenji", "samurai", discipline="B", cunning="B", understanding="B", inspiration="B")
    g.in_scene()
    data = odds(g, "Kenji", move="Push")
    assert data["dice"] == 3 and data["sources"] == ["highlight"]
    assert as_fractions(data["outcomes"]) == enumerate_best_two(3)
    assert as_fractions(data["outcomes"])["critical"] == Fraction(16, 216)
    more = {tuple(m["sources"]): m for m in data["more"]}
    assert more[("tile",)]["dice"] == 4 and as_fractions(more[("tile",)]["outcomes"]) == enumerate_best_two(4)
    assert ("press",) not in more and ("tile", "press") not in more     # 001 "Bonus dice": the pool is empty
    assert g.quest("Kenji") == 1                                # Trust 1: the pool holds one tile
    g.do("advantage add", culture="B")                          # a B tile in the pool: a press is open now
    more = {tuple(m["sources"]): m for m in odds(g, "Kenji", move="Push")["more"]}
    assert more[("tile", "press")]["dice"] == 6 and as_fractions(more[("tile", "press")]["outcomes"]) == enumerate_best_two(6)
    g.roll("Push", "Kenji", [6, 2, 3])                          # the real roll has the same three dice
    assert len(g.state["roll"]["dice"]) == 3


def test_a_plain_stat_roll_is_two_dice() -> None:
    g = Mosaic()
    g.three()
    g.in_scene()
    data = odds(g, "Kenji", move="Avoid")
    assert data["dice"] == 2 and as_fractions(data["outcomes"]) == enumerate_best_two(2)
    assert as_fractions(data["outcomes"]) == {"critical": Fraction(1, 36), "success": Fraction(5, 36),
                                              "success_at_cost": Fraction(15, 36), "miss": Fraction(15, 36)}


@pytest.mark.parametrize("ranks,count", [(1, 1), (3, 3)])
def test_culture_rolls_one_die_per_rank(ranks: int, count: int) -> None:
    """MO-EX-04 / MO-EX-05: one rank alone is always a miss; no press on a culture roll (MO-D07)."""
    g = Mosaic()
    stats = ["discipline", "cunning", "understanding"][:ranks]
    g.pc("Kenji", "samurai", **{s: "C" for s in stats})
    g.do("npc add", name="Yaotl", culture="C", rank=1)
    g.in_scene()
    data = odds(g, "Kenji", move="Initiate Interaction", **{"with": "Yaotl"})
    assert data["kind"] == "culture" and data["dice"] == count
    assert as_fractions(data["outcomes"]) == enumerate_best_two(count)
    if count == 1:
        assert as_fractions(data["outcomes"])["miss"] == 1
    assert [m["sources"] for m in data["more"]] == [["tile"]]


def test_the_flowers_takes_no_bonus_dice_and_german_rows() -> None:
    g = Mosaic()
    g.three()
    g.in_scene()
    data = odds(g, "Kenji", "de", move="The Flowers")
    assert data["dice"] == 2 and data["more"] == []
    rows = dict(g.system.views.odds_rows(data, "de"))
    assert rows["kritische 12"] == "2,8 % (1/36)"
