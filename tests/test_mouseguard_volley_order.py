"""The post-roll window of a test opens once its sides have rolled: Fate, a level-3 trait's reroll, success at the
price of a condition and a tie-break wait for the other side's roll, in a volley and in a versus test.

Seed 004 "Reglas básicas" ("Pruebas enfrentadas: El jugador debe sacar más éxitos que su oponente": a side is behind
only against the other's roll), "Ejemplo de conflicto" ("ataque vs defensa = sería una prueba enfrentada"; "se pueden
utilizar otros elementos del juego como conseguir exitos a cambio de condiciones, usar puntos de caracter");
docs/systems/mouseguard.md, "Conflicts" ("once a volley's sides have rolled").
"""

from __future__ import annotations

import pytest

from rules.errors import RuleError
from rules.mouseguard.gates import allowed
from rules.mouseguard.status import status, status_rows
from test_mouseguard_table import MG, faces
from test_mouseguard_volley_window import fight

POST_ROLL = ("fate", "reroll", "take-condition", "break-tie")


def attack_on_a_defend(**brand: object) -> MG:
    """Brand's Attack against the bandit's Defend (a versus pairing), the bandit rolling first: no success."""
    mg = fight(brand={"fate": 1, "trait": ["Fierce=3"], **brand}, bandit={"fate": 1})
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    return mg


def test_success_at_the_price_of_a_condition_waits_for_the_other_side() -> None:
    """The bandit at 0 successes may not buy a success before Brand rolls: refused in words, nothing written, not
    offered; once Brand rolled 2, it is, and the bought success beats Brand by one."""
    mg = attack_on_a_defend()
    message = mg.refused("phase", "take-condition", "GM", character="Bandit", condition="angry")
    test = mg.state["test"]["id"]
    assert f"both sides of test #{test} roll before Fate, a reroll, success at the price of a condition or a " \
           "tie-break" in message
    assert not set(POST_ROLL) & set(allowed(mg.state)) and "conflict roll" in allowed(mg.state)
    said = mg.system.refusal(RuleError("phase", message), "es")
    assert f"los dos bandos de la prueba #{test} tiran antes de Destino" in said and "both sides" not in said
    mg.do("conflict roll", character="Brand", dice=faces(2, 4))
    assert "take-condition" in allowed(mg.state)
    mg.do("take-condition", "GM", character="Bandit", condition="angry")
    mg.do("resolve")
    assert mg.detail("VolleyClosed")["successes"] == [2, 3]              # bought: one over Brand's 2


@pytest.mark.parametrize("command,args,after", [("fate", {"dice": [5]}, 2),
                                               ("reroll", {"trait": "Fierce", "dice": [5, 5, 2]}, 3)])
def test_fate_and_a_reroll_wait_for_the_other_side(command: str, args: dict, after: int) -> None:
    """Brand rolled first (a 6 for Fate, two failures for his level-3 trait): neither is offered nor accepted until the
    bandit has rolled; then both are, on a side that is behind."""
    mg = fight(brand={"fate": 1, "trait": ["Fierce=3"]})
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=[6, 1, 1, 2])
    assert command not in allowed(mg.state)
    assert "roll before Fate" in mg.refused("phase", command, "Brand", **args)
    mg.do("conflict roll", character="Bandit", dice=faces(3, 4))
    assert command in allowed(mg.state)
    mg.do(command, "Brand", **args)
    assert mg.state["test"]["sides"][0]["successes"] == after


def test_fate_on_a_versus_test_waits_for_the_opponent() -> None:
    """A versus test (``test --versus``): the first side's Fate waits for ``oppose``."""
    mg = MG()
    mg.mouse("Brand", nature=4, will=3, health=5, resources=2, circles=2, skill=["fighter=4"], fate=1)
    mg.mouse("Bandit", kind="npc", nature=3, health=5, will=3, skill=["fighter=4"])
    mg.play()
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=[6, 2, 2, 2])
    assert "fate" not in allowed(mg.state) and "oppose" in allowed(mg.state)
    mg.refused("phase", "fate", "Brand", dice=[5])
    mg.do("oppose", "Bandit", dice=[5, 5, 2, 2])
    assert "fate" in allowed(mg.state)
    mg.do("fate", "Brand", dice=[5])
    assert mg.state["test"]["sides"][0]["successes"] == 2


def test_status_offers_the_window_only_once_both_rolled() -> None:
    """``status``'s allowed list, top level and the open roll's, in English and Spanish: the same list the gate
    accepts, without the post-roll choices while the other side has not rolled."""
    mg = attack_on_a_defend()
    data = status(mg.state, "es")
    assert data["allowed"] == data["roll"]["allowed"] == allowed(mg.state)
    row = dict(status_rows(data, "es"))["ahora se puede"]
    assert "tirada de conflicto" in row and "éxito con condición" not in row
    mg.do("conflict roll", character="Brand", dice=faces(2, 4))
    row = dict(status_rows(status(mg.state, "en"), "en"))["allowed now"]
    assert row.split(", ")[:2] == ["take-condition", "resolve"]
