"""Exact odds of Mouse Guard rolls (``ledger odds test ...``, ``--odds``), checked against a full enumeration.

Seed 004 "Reglas básicas" (n dice, each 4+ a success; independent tests need as many successes as the
obstacle, versus tests more than the opponent), "Destino" (a Fate point: catalogue MG-A25, each 6 rolls another
die), "Disposición inicial" (successes + the ability); catalogue MG-EX-01 (Rogard's seven dice) and the
published figure: 7 dice needing 6 successes pass 8 times in 128. Every face combination of the small pools
is listed here and counted, and the pool is the one the real test then rolls.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from itertools import product

import pytest

from rules.declaration import Context
from rules.errors import RuleError
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces


def odds(mg: MG, command: str, who: str, lang: str = "en", **args: object) -> dict:
    before = copy.deepcopy(mg.state)
    data = mg.system.views.odds(mg.state, command, args, Context(who, mg.actions + 1), lang)
    assert mg.state == before                       # nothing changed, nothing recorded
    return data


def chance(data: dict, outcome: object, key: str = "outcomes") -> Fraction:
    field = {"successes": "successes", "disposition": "disposition"}.get(key, "outcome")
    row = next(o for o in data[key] if o[field] == outcome)
    count, denominator = map(int, row["exact"].split("/"))
    assert row["probability"] == pytest.approx(count / denominator, abs=1e-12)
    return Fraction(count, denominator)


def enumerate_pass(count: int, ob: int, bonus: int = 0) -> Fraction:
    """Every face combination of ``count`` d6, counted: successes (4+) plus ``bonus`` at least ``ob``."""
    hits = sum(1 for roll in product(range(1, 7), repeat=count) if sum(f >= 4 for f in roll) + bonus >= ob)
    return Fraction(hits, 6 ** count)


def test_seven_dice_needing_six_successes_is_the_published_eight_in_128() -> None:
    """MG-EX-01's pool: Weather Watcher 4, a wise, the spyglass and a helper = 7 dice; Ob 6 -> 8/128."""
    mg = MG()
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=["weather-watcher=2"])
    mg.play("gm")
    args = dict(skill="weather-watcher", character="Rogard", ob=6, wise="Weather-wise", gear="spyglass", helper=["Sadie"])
    data = odds(mg, "test", "Rogard", **args)
    assert data["dice"] == 7 and data["ob"] == 6
    passed = next(o for o in data["outcomes"] if o["outcome"] == "pass")
    assert passed["exact"] == "8/128" and chance(data, "pass") == enumerate_pass(7, 6)
    assert data["fate"] is None                                      # Rogard has no Fate
    mg.do("test", "Rogard", **args, dice=faces(6, 7))                # the real test rolls exactly that pool
    assert mg.state["test"]["sides"][0]["count"] == 7


@pytest.mark.parametrize("rating,ob", [(n, ob) for n in range(1, 5) for ob in range(1, n + 2)])
def test_small_pools_match_every_face_combination(rating: int, ob: int) -> None:
    mg = MG()
    mg.mouse("Brand", **{**BRAND, "skill": [f"fighter={rating}"]})
    mg.play("gm")
    data = odds(mg, "test", "Brand", skill="fighter", character="Brand", ob=ob)
    assert data["dice"] == rating
    assert chance(data, "pass") == enumerate_pass(rating, ob)
    assert chance(data, "fail") == 1 - enumerate_pass(rating, ob)
    for row in data["successes"]:
        hits = sum(1 for roll in product(range(1, 7), repeat=rating) if sum(f >= 4 for f in roll) == row["successes"])
        assert chance(data, row["successes"], "successes") == Fraction(hits, 6 ** rating)


def test_conditions_persona_and_gear_as_successes_shape_the_pool() -> None:
    """Injured -1D (catalogue MG-A19), Persona +1D each, gear as +1 success under gear.bonus=+1s (MG-A01)."""
    mg = MG(**{"mouseguard__gear__bonus": "+1s"})
    mg.mouse("Brand", **BRAND, persona=2, condition=["injured"])
    mg.play("gm")
    data = odds(mg, "test", "Brand", skill="scout", character="Brand", ob=3, persona=2, gear="rope")
    assert data["dice"] == 3 + 2 - 1 and data["bonus"] == 1
    assert chance(data, "pass") == enumerate_pass(4, 3, bonus=1)


def test_beginners_luck_halves_the_ability_rounded_up() -> None:
    """004 Elevar habilidades: half of Health rounded up (MG-EX-04: Health 5 -> 3 dice)."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.play("gm")
    data = odds(mg, "test", "Brand", skill="pathfinder", character="Brand", ob=2, ability="health")
    assert data["dice"] == 3 and chance(data, "pass") == enumerate_pass(3, 2)


def test_a_fate_point_explodes_sixes() -> None:
    """Catalogue MG-A25 (explodeSixes): one die against Ob 2 passes only on a 6 followed by a 4+: 1/6 x 1/2."""
    mg = MG()
    mg.mouse("Brand", **{**BRAND, "skill": ["fighter=1"]}, fate=1)
    mg.play("gm")
    data = odds(mg, "test", "Brand", skill="fighter", character="Brand", ob=2)
    assert chance(data, "pass") == 0
    assert chance(data, "pass", "fate") == Fraction(1, 12)
    one = odds(mg, "test", "Brand", skill="fighter", character="Brand", ob=1)
    assert chance(one, "pass", "fate") == Fraction(1, 2)             # a 6 already passed


def test_a_versus_test_against_the_opponents_pool_and_oppose_against_the_rolled_side() -> None:
    mg = MG()
    mg.mouse("Brand", **{**BRAND, "skill": ["fighter=2"]})
    mg.mouse("Bandit", **{**BANDIT, "skill": ["fighter=2"]})
    mg.play("gm")
    data = odds(mg, "test", "Brand", skill="fighter", character="Brand", versus="Bandit")
    win = sum(1 for r in product(range(1, 7), repeat=4) if sum(f >= 4 for f in r[:2]) > sum(f >= 4 for f in r[2:]))
    tie = sum(1 for r in product(range(1, 7), repeat=4) if sum(f >= 4 for f in r[:2]) == sum(f >= 4 for f in r[2:]))
    assert chance(data, "win") == Fraction(win, 6 ** 4) and chance(data, "tie") == Fraction(tie, 6 ** 4)
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=[5, 2])
    opp = odds(mg, "oppose", "Bandit")
    assert opp["versus_successes"] == 1
    assert chance(opp, "win") == Fraction(1, 4) and chance(opp, "tie") == Fraction(2, 4)


def test_disposition_odds_add_the_ability() -> None:
    """004 Disposición inicial: successes + the ability (Brand: Fighter 4 + Health 5, MG-EX-10)."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Bandit", **BANDIT)
    mg.play("gm")
    mg.fight()
    data = odds(mg, "conflict disposition", "Brand", character="Brand")
    rows = {d["disposition"]: d["exact"] for d in data["disposition"]}
    assert rows == {5 + k: f"{[1, 4, 6, 4, 1][k]}/16" for k in range(5)}


def test_spanish_rows() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.play("gm")
    data = odds(mg, "test", "Brand", "es", skill="scout", character="Brand", ob=2)
    rows = dict(mg.system.views.odds_rows(data, "es"))
    assert rows["tirada"] == "Brand: Explorador, 3 dados Ob 2"
    assert rows["superada"] == "50,0 % (4/8)"


def test_a_volley_roll_counts_against_the_action_or_the_rolled_other_side() -> None:
    """Catalogue §5.5: Attack vs Attack (swords) is two independent tests at Ob 0: any success takes effect;
    Attack vs Defend is versus: once the Defend rolled 2, Brand's 4 dice win on 3 or 4 successes."""
    mg = MG()
    mg.auto_close = False
    mg.mouse("Brand", **BRAND, weapon=["sword"])
    mg.mouse("Bandit", **BANDIT, weapon=["sword"])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    mg.exchange(["attack", "attack", "attack"], ["attack", "defend", "defend"])
    mg.do("conflict reveal")
    data = odds(mg, "conflict roll", "Brand", character="Brand")
    assert data["ob"] == 0 and chance(data, "effect") == Fraction(15, 16)
    mg.do("conflict roll", character="Brand", dice=faces(1, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(1, 4))
    mg.do("resolve")
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Bandit", dice=faces(2, 4))
    data = odds(mg, "conflict roll", "Brand", character="Brand")
    assert data["versus_successes"] == 2
    assert chance(data, "win") == Fraction(5, 16) and chance(data, "tie") == Fraction(6, 16)


def versus_enumerated(mine: int, theirs: int) -> tuple[Fraction, Fraction]:
    """Every face combination of ``mine`` d6 against ``theirs`` d6, counted: (win, tie) by successes (4+)."""
    win = tie = 0
    for roll in product(range(1, 7), repeat=mine + theirs):
        margin = sum(f >= 4 for f in roll[:mine]) - sum(f >= 4 for f in roll[mine:])
        win += margin > 0
        tie += margin == 0
    return Fraction(win, 6 ** (mine + theirs)), Fraction(tie, 6 ** (mine + theirs))


def test_a_volley_rolled_first_counts_against_the_other_sides_pool_with_fate() -> None:
    """Seed 004 "Ejemplo de conflicto" (a conflict action is a test: Fate may be spent on it) and catalogue §5.5
    (Attack vs Defend is a versus test): before the Bandit rolls, Brand's Defend (Fighter 2) is counted against
    the Bandit's Attack pool (Fighter 2), every face combination, not against the Defend's Ob 3; with a Fate
    point (MG-A25: a 6 rolls one more die) the chance to win can only rise."""
    mg = MG()
    mg.auto_close = False
    mg.mouse("Brand", **{**BRAND, "skill": ["fighter=2"]}, fate=1)
    mg.mouse("Bandit", **{**BANDIT, "skill": ["fighter=2"]})
    mg.play()
    mg.fight(rolls=(("Brand", faces(2, 2)), ("Bandit", faces(2, 2))))
    mg.exchange(["defend", "attack", "attack"], ["attack", "attack", "defend"])
    mg.do("conflict reveal")
    data = odds(mg, "conflict roll", "Brand", character="Brand")
    assert data["ob"] is None and data["versus"] == "Bandit" and data["versus_dice"] == 2
    win, tie = versus_enumerated(2, 2)
    assert chance(data, "win") == win == Fraction(5, 16) and chance(data, "tie") == tie == Fraction(6, 16)
    assert chance(data, "win", "fate") > win
    bandit = odds(mg, "conflict roll", "Bandit", character="Bandit")
    assert bandit["versus"] == "Brand" and bandit["fate"] is None          # the Bandit has no Fate
    assert chance(bandit, "win") == win


def test_an_independent_volley_action_with_fate() -> None:
    """Catalogue §5.5: Attack vs Attack is two independent tests at Ob 0 (any success takes effect); one die with
    a Fate point (MG-A25) takes effect on a 4, 5 or 6: a 6 already counts, so the chance stays 1/2."""
    mg = MG()
    mg.auto_close = False
    mg.mouse("Brand", **{**BRAND, "skill": ["fighter=1"]}, fate=1)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(rolls=(("Brand", faces(1, 1)), ("Bandit", faces(2, 4))))
    mg.exchange(["attack", "attack", "attack"], ["attack", "defend", "defend"])
    mg.do("conflict reveal")
    data = odds(mg, "conflict roll", "Brand", character="Brand")
    assert data["ob"] == 0 and chance(data, "effect") == Fraction(1, 2) == chance(data, "effect", "fate")


def test_a_tie_break_roll_counts_will_against_will() -> None:
    """Catalogue MG-A04 (``traitThenRoll``: a tie-break roll, each side rolling Will, more successes win, a new tie
    stays tied): Brand's Will 3 against the Bandit's Will 3, every face combination; a tie broken by a trait
    rolls nothing, so it has no odds."""
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Brave=1"])
    mg.mouse("Bandit", **BANDIT)
    mg.play("gm")
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=faces(2, 4))
    mg.do("oppose", "Bandit", dice=faces(2, 4))
    data = odds(mg, "break-tie", "Brand", roll=True)
    assert (data["roller"], data["dice"], data["versus"], data["versus_dice"]) == ("Brand", 3, "Bandit", 3)
    win, tie = versus_enumerated(3, 3)
    assert chance(data, "win") == win and chance(data, "tie") == tie and tie == Fraction(20, 64)
    with pytest.raises(RuleError) as refused:
        odds(mg, "break-tie", "Brand", trait="Brave")
    assert refused.value.field == "roll"
