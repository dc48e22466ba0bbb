"""A conflict action is a test: the post-roll window of a volley, Nature in a conflict, creatures past 6.

Seed 004 "Ejemplo de conflicto" ("Durante este conflicto se pueden utilizar otros elementos del juego como
conseguir exitos a cambio de condiciones, usar puntos de caracter etc..."), "Destino" (a Fate point; catalogue
MG-A25: each 6 rolls another die), "Rasgos" (level 3: reroll a failed roll), "Ganar marcas" (a tie broken in the
opponent's favour: 2 checks), "Reglas de naturaleza" (acting against Nature: "usar naturaleza para pelear en vez
de 'luchador'", taxed by the margin of failure; "Invocar la Naturaleza": any roll but Resources and Circles; tapping
against Nature costs 1), "Reglas básicas" (no maximum is set on abilities); catalogue MG-EX-05, MG-A04.
"""

from __future__ import annotations

from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces


def fight(brand: dict | None = None, bandit: dict | None = None, **options: object) -> MG:
    """Brand (sword, Fighter 4) against the bandit (sword), dispositions 8 and 7, windows left open."""
    mg = MG(**options)
    mg.auto_close = False
    mg.mouse("Brand", **{**BRAND, "weapon": ["sword"], **(brand or {})})
    mg.mouse("Bandit", **{**BANDIT, "weapon": ["sword"], **(bandit or {})})
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    return mg


def test_fate_on_a_volley_before_it_is_decided() -> None:
    """Attack vs Attack (swords: two independent tests at Ob 0). Brand's one 6 explodes with his Fate point."""
    mg = fight(brand={"fate": 1})
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=[6, 2, 2, 2])
    mg.do("conflict roll", character="Bandit", dice=faces(2, 4))
    assert mg.state["roll_phase"] == "adjusting" and mg.state["test"]["kind"] == "volley"
    assert mg.disp() == [8, 7]                                           # nothing decided yet
    mg.refused("phase", "conflict reveal")                              # the volley is not decided yet
    mg.do("fate", "Brand", dice=[5])
    assert mg.ch("Brand")["fate"] == 0 and mg.state["test"]["sides"][0]["successes"] == 2
    mg.refused("phase", "fate", "Brand", dice=[5])                      # once per side per test; no side may: its gate
    mg.do("resolve")
    resolved = mg.detail("VolleyResolved")
    assert resolved["successes"] == [2, 2] and mg.disp() == [6, 5]        # each side's 2 successes come off the other
    assert mg.state.get("test") is None and mg.state["roll_phase"] == "idle"


def test_success_at_the_price_of_a_condition_in_a_volley() -> None:
    """Brand's Attack rolls no success; he buys one with Angry: the Attack takes 1 off; it logs as a fail."""
    mg = fight()
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(0, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    mg.do("take-condition", "Brand", condition="angry")
    assert mg.ch("Brand")["conditions"]["angry"] is True and mg.state["test"]["conditions"] == ["angry", None]
    mg.refused("phase", "take-condition", "Brand", condition="tired")      # already bought: not failing any more
    mg.do("resolve")
    assert mg.detail("VolleyResolved")["successes"] == [1, 0] and mg.disp() == [8, 6]
    tally = mg.ch("Brand")["tallies"]["fighter"]
    assert tally["passes"] == [] and len(tally["fails"]) == 1           # successWithCondition.logsAs = fail


def test_a_level_three_trait_rerolls_a_failing_action() -> None:
    mg = fight(brand={"trait": ["Fierce=3"]})
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=[1, 2, 3, 3])
    mg.do("conflict roll", character="Bandit", dice=faces(1, 4))
    mg.refused("trait", "reroll", "Bandit", trait="Fierce", dice=[5, 5, 5, 5])   # the bandit has no such trait
    mg.do("reroll", "Brand", trait="Fierce", dice=[6, 5, 1, 1])
    mg.do("resolve")
    assert mg.detail("VolleyResolved")["successes"] == [2, 1] and mg.disp() == [7, 5]


def test_a_tied_versus_volley_broken_by_a_trait_or_resolved_as_no_effect() -> None:
    """Attack vs Defend is versus; 2 to 2 is a tie: no effect (MG-A04) unless Brand uses Calm against himself."""
    mg = fight(brand={"trait": ["Calm=1"]})
    mg.exchange(["attack", "attack", "defend"], ["attack", "defend", "defend"])
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(1, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(1, 4))
    mg.do("resolve")
    assert mg.disp() == [7, 6]
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(2, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(2, 4))
    mg.do("break-tie", "Brand", trait="Calm")
    assert mg.ch("Brand")["checks"] == 2
    mg.do("resolve")
    resolved = mg.detail("VolleyResolved")
    assert resolved["winner"] == 1 and resolved["margin"] == 1 and mg.disp() == [7, 7]     # the bandit's Defend +1


def test_tapping_nature_on_a_conflict_roll_spends_persona_and_taxes_one_against_nature() -> None:
    mg = fight(brand={"persona": 1})
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", nature="tap-against", dice=faces(2, 8))      # Fighter 4 + Nature 4
    assert mg.ch("Brand")["persona"] == 0
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    mg.do("resolve")
    assert mg.ch("Brand")["abilities"]["nature"] == 3                   # passed: tapping against Nature costs 1


def test_fighting_with_nature_instead_of_fighter_is_taxed_by_the_margin() -> None:
    """MG-EX-05 in a fight: Rogard (Fighter 1, Nature 5) attacks with Nature against the bandit's Defend and
    loses 1 to 3: Nature 5 -> 3."""
    mg = MG()
    mg.auto_close = False
    mg.mouse("Rogard", **ROGARD, weapon=["sword"])
    mg.mouse("Bandit", **BANDIT, weapon=["sword"])
    mg.play()
    mg.fight(team=("Rogard",), rolls=(("Rogard", faces(1, 1)), ("Bandit", faces(2, 4))))
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Rogard", skill="nature", dice=faces(1, 5))
    assert mg.state["test"]["sides"][0]["nature_mode"] == "against" and mg.state["test"]["sides"][0]["count"] == 5
    mg.do("conflict roll", character="Bandit", dice=faces(3, 4))
    mg.do("resolve")
    assert mg.detail("NatureTaxed")["amount"] == 2 and mg.ch("Rogard")["abilities"]["nature"] == 3


def test_creatures_have_abilities_past_six() -> None:
    """004 sets no maximum on abilities (6 caps the skills): a snake with Nature 8 rolls 8 dice."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    snake = mg.mouse("Water Snake", kind="animal", nature=8, health=7)
    assert snake["abilities"]["nature"] == 8 and snake["abilities"]["health"] == 7
    mg.refused("skill", "add-character", name="Owl", kind="animal", nature=9, skill=["fighter=7"])
    mg.play()
    mg.fight(opponents=("Water Snake",), kind="fight-animal",
             rolls=(("Brand", faces(2, 3)), ("Water Snake", faces(3, 8))))
    assert mg.conflict["sides"]["1"]["start"] == 3 + 8


def test_nature_tapped_on_a_disposition_roll() -> None:
    """004 Invocar la Naturaleza: any roll but Resources and Circles, so the disposition roll too; against Nature
    it costs 1 Nature (a disposition roll has no failure to tax)."""
    mg = MG()
    mg.mouse("Brand", **BRAND, persona=1)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight()
    mg.refused("nature", "conflict disposition", character="Brand", nature="against", dice=faces(1, 4))
    mg.do("conflict disposition", character="Brand", nature="tap-against", dice=faces(3, 8))   # Fighter 4 + Nature 4
    assert mg.conflict["sides"]["0"]["start"] == 3 + 5
    assert mg.ch("Brand")["persona"] == 0 and mg.ch("Brand")["abilities"]["nature"] == 3
