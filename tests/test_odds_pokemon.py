"""Exact odds of Pokémon Noir rolls (``ledger odds roll MOVE ...``), checked against the 36 pairs of 2d6.

Seed 002: the Exchange of Attacks' four tiers (14+ / 10-13 / 7-9 / 1-6), the other moves' 10+ / 7-9 / 6-,
the black market's 7+ / 6-, Go All Out "tira+Amicizia"; catalogue PN-EX-01 (Approach +2 reaches 14 on a
double six), PN-EX-08 (Friendship -1), PN-D04 (the -1 of a 7-9 cost on the next roll).
"""

from __future__ import annotations

import copy
from fractions import Fraction
from itertools import product

import pytest

from rules.declaration import Context
from test_pokemon_examples import Game, table


def odds(g: Game, who: str, lang: str = "it", **args: object) -> dict:
    before = copy.deepcopy(g.state)
    data = g.system.views.odds(g.state, "roll", args, Context(who, g.n + 1), lang)
    assert g.state == before
    return data


def enumerate_2d6(modifier: int, floors: tuple[int, ...], tiers: tuple[str, ...]) -> dict[str, Fraction]:
    """Every pair of 2d6 + ``modifier``, counted into ``tiers`` (worst first) by their lowest totals ``floors``."""
    counts = dict.fromkeys(tiers, 0)
    for a, b in product(range(1, 7), repeat=2):
        counts[tiers[sum(1 for low in floors if a + b + modifier >= low)]] += 1
    return {k: Fraction(v, 36) for k, v in counts.items()}


def fractions(data: dict) -> dict[str, Fraction]:
    return {o["outcome"]: Fraction(*map(int, o["exact"].split("/"))) for o in data["outcomes"]}


@pytest.mark.parametrize("approach", [-1, 0, 2, 3])
def test_exchange_four_tiers_match_every_pair(approach: int) -> None:
    g = table(approcci=(approach, 0, 0, 0, 0), battle=True)
    data = odds(g, "Ash", move="scambio", approccio="grinta", pokemon="Pikachu")
    assert data["modifier"] == approach and [o["outcome"] for o in data["outcomes"]] == ["14+", "10+", "7-9", "6-"]
    assert fractions(data) == enumerate_2d6(approach, (7, 10, 14), ("6-", "7-9", "10+", "14+"))
    assert [o["name"] for o in data["outcomes"]] == ["14+", "10-13", "7-9", "6-"]      # Italian too: 10-13
    if approach == 2:
        assert fractions(data)["14+"] == Fraction(1, 36)                               # PN-EX-01: only 6+6


def test_go_all_out_rolls_friendship_and_a_forward_counts() -> None:
    g = table(amicizia=-1)
    g.do("forward", character="Ash", amount=1)
    data = odds(g, "Ash", move="tutto", pokemon="Pikachu", potere="Fulmine")
    assert data["modifier"] == 0 and [m["amount"] for m in data["modifiers"]] == [-1, 1]
    assert fractions(data) == enumerate_2d6(0, (7, 10), ("6-", "7-9", "10+"))
    assert [o["name"] for o in data["outcomes"]] == ["10+", "7-9", "6-"]


def test_black_market_two_tiers_and_english_rows() -> None:
    g = table()
    g.do("adjust", character="Ash", allerta=1, risorse=5)
    data = odds(g, "Ash", "en", move="mercato", contatto="Zio", oggetto="Pozione", prezzo=1)
    assert fractions(data) == enumerate_2d6(1, (7,), ("6-", "7+"))
    rows = dict(g.system.views.odds_rows(data, "en"))
    assert rows["7+"] == "72.2% (26/36)" and rows["6-"] == "27.8% (10/36)"
