"""What ``ledger status`` offers is what the command accepts (one predicate, ``rules.mouseguard.permits``), and the
rules a Spanish newcomer found unchecked: rest mid-fight, an empty reward, a patrol mouse at Will or Health 0, a patrol
mouse fighting from outside the scene.

Source: seed 004 "Condiciones" (Cansado: "Con una noche de sueño"; "Si se llega a valor 0 no podrá hacer pruebas"),
"Destino" (``mouseguard.fate.mode = explodeSixes``: each 6 rolls another die), "Rasgos" (nivel 3: "Repetir tirada
fallida"), "Conflictos" (each side tests its action once a volley), "Recompensas", "Reglas básicas" (beginner's luck:
half of Will or Health); README "Using the ledger" (the allowed list comes from the gates that decide).
"""

from __future__ import annotations

import copy
from typing import Any

from rules.errors import RuleError
from rules.mouseguard.gates import allowed
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces


def accepted(mg: MG, command: str) -> bool:
    """Whether some actor could give ``command`` now with arguments that fit (each roller, each of their traits, a
    seed for the dice), tried on a copy: nothing is recorded."""
    test = mg.state.get("test") or {}
    rollers = [s["roller"] for s in test.get("sides") or [] if s]
    tries: list[dict[str, Any]] = []
    if command == "fate":
        tries = [{"character": r, "seed": 3} for r in rollers]
    elif command == "reroll":
        tries = [{"character": r, "trait": t, "seed": 3} for r in rollers for t in mg.state["characters"][r]["traits"]]
    elif command == "take-condition":
        tries = [{"character": r, "condition": "angry"} for r in rollers]
    elif command == "break-tie":
        tries = [{"character": r, "trait": t} for r in rollers for t in mg.state["characters"][r]["traits"]]
        tries.append({"roll": True, "seed": 3})
    elif command == "conflict roll" and mg.state.get("conflict"):
        vol = mg.conflict.get("current") or {}
        tries = [{"character": a["actor"], "seed": 3} for a in vol.get("actions") or []]
    elif command in ("trait charge", "trait recharge"):
        tries = [{"character": n, "trait": t} for n, r in mg.state["characters"].items() for t in r.get("traits") or {}]
    elif command in ("rest", "injury"):
        tries = [{"character": n, **({"target": "fighter"} if command == "injury" else {})} for n in mg.state["characters"]]
    for args in tries:
        trial = copy.copy(mg)
        trial.state, trial.records, trial.auto_close = copy.deepcopy(mg.state), [], False
        try:
            trial.do(command, "GM", **args)
        except RuleError:
            continue
        return True
    return False


ASKED = ("fate", "reroll", "take-condition", "break-tie", "conflict roll", "rest", "injury", "trait charge",
         "trait recharge")


def agree(mg: MG) -> list[str]:
    """The commands of ``ASKED`` that ``status``'s list (``gates.allowed``) offers and the command refuses, or the
    other way round."""
    offered = allowed(mg.state)
    return [c for c in ASKED if (c in offered) != accepted(mg, c)]


def weasel_fight(weasel: list[int] | None = None) -> MG:
    """Brand (Fate 1, Brave level 1, Tired) and Rogard (Wise level 3) against a weasel, dispositions rolled (the
    weasel's with ``weasel``, default two successes of four)."""
    mg = MG()
    mg.mouse("Brand", **BRAND, fate=1, trait=["Brave=1"], condition=["tired"])
    mg.mouse("Rogard", **ROGARD, trait=["Wise=3"])
    mg.mouse("Weasel", **BANDIT)
    mg.play()
    mg.fight(team=("Brand", "Rogard"), opponents=("Weasel",), rolls=(("Brand", faces(3, 4)), ("Weasel", weasel or faces(2, 4))))
    return mg


def test_status_offers_what_the_post_roll_commands_accept_in_a_volley() -> None:
    """004 "Destino", "Rasgos", "Conflictos": after both sides rolled, no "conflict roll"; Fate only with a 6 showing;
    a level-3 reroll only for a failing side holding one; take-condition only for a failing side."""
    mg = weasel_fight()
    mg.auto_close = False
    mg.exchange(["attack", "attack", "defend"], ["attack", "defend", "attack"])
    mg.do("conflict reveal")
    assert "conflict roll" in allowed(mg.state) and agree(mg) == []
    mg.do("conflict roll", character="Brand", dice=[5, 5, 2, 2])           # no 6: Fate has nothing to explode
    assert agree(mg) == [] and "fate" not in allowed(mg.state) and "conflict roll" in allowed(mg.state)
    mg.do("conflict roll", character="Weasel", dice=[5, 2, 2, 2])
    offered = allowed(mg.state)
    assert agree(mg) == [] and "conflict roll" not in offered and "fate" not in offered and "reroll" not in offered
    said = mg.refused("phase", "conflict roll", character="Weasel", dice=[5, 5, 5, 5])
    assert said.startswith("'conflict roll' is not allowed now: each side that tests in this volley has rolled")
    assert "no die of Brand shows a 6" in mg.refused("phase", "fate", "Brand", dice=[4])
    mg.do("resolve")
    mg.do("conflict reveal")                                                # 1.2: Rogard's Attack vs the Defend
    mg.do("conflict roll", character="Rogard", dice=[2])                    # Fighter 1: one die, failing
    mg.do("conflict roll", character="Weasel", dice=[5, 5, 2, 2])
    offered = allowed(mg.state)
    assert agree(mg) == [] and "reroll" in offered and "take-condition" in offered and "fate" not in offered
    mg.do("reroll", "Rogard", trait="Wise", dice=[2])
    assert agree(mg) == [] and "reroll" not in allowed(mg.state)
    mg.do("take-condition", "Rogard", condition="angry")
    assert agree(mg) == [] and "take-condition" not in allowed(mg.state)


def test_status_offers_what_a_test_accepts() -> None:
    """004 "Destino" (a 6 to explode), "Rasgos" (level 3), "Ganar marcas" (a tie broken for the opponent) and
    "Reglas básicas" (success at the price of a condition): each offered exactly when the command goes through."""
    mg2 = MG()
    mg2.mouse("Brand", **BRAND, fate=1, trait=["Brave=1"])
    mg2.mouse("Rogard", **ROGARD, fate=1, trait=["Wise=3"])
    mg2.play()
    mg2.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[6, 2, 2, 1])
    assert agree(mg2) == [] and {"fate", "reroll", "take-condition"} <= set(allowed(mg2.state))
    mg2.do("fate", "Rogard", dice=[5])
    mg2.do("take-condition", "Rogard", condition="angry")                     # passed at a price: nothing more to buy
    offered = allowed(mg2.state)
    assert agree(mg2) == [] and "take-condition" not in offered and "reroll" not in offered and "fate" not in offered
    mg2.do("resolve")
    mg2.do("test", "Brand", skill="fighter", versus="Rogard", dice=[5, 5, 2, 2])
    assert agree(mg2) == [] and "break-tie" not in allowed(mg2.state)        # nobody opposed yet: no tie
    mg2.do("oppose", "Rogard", skill="fighter", dice=[5])
    assert agree(mg2) == [] and "break-tie" not in allowed(mg2.state)        # 2 to 1: no tie


def test_rest_and_recovery_wait_until_the_fight_is_over() -> None:
    """004 "Condiciones" (Cansado: "Con una noche de sueño"): no night's sleep, no recovery test, while a conflict
    runs or a test waits; ``status`` does not offer ``rest`` then, and nothing is written."""
    mg = weasel_fight(weasel=faces(0, 4))                                  # the weasel at 0 + Health 5
    assert "rest" not in allowed(mg.state) and agree(mg) == []
    said = mg.refused("phase", "rest", character="Brand")
    assert "a conflict is running: a recovery takes time" in said
    assert "a conflict is running" in mg.refused("recover", "test", "Brand", skill="health", recover="tired",
                                                 spend_check=True, dice=[5, 5, 5, 5, 5])
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.auto_close = False
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(4, 4))
    assert "rest" not in allowed(mg.state)
    assert "waiting to be resolved" in mg.refused("phase", "rest", character="Brand")
    mg.do("conflict roll", character="Weasel", dice=faces(0, 4))
    mg.do("resolve")
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Rogard", dice=faces(1, 1))
    mg.do("conflict roll", character="Weasel", dice=faces(0, 4))
    mg.do("resolve")                                                       # 5 - 4 - 1: the fight is decided
    assert mg.conflict["phase"] == "ended" and "rest" not in allowed(mg.state)
    mg.do("conflict close", terms="the weasel flees")
    assert "rest" in allowed(mg.state) and agree(mg) == []
    mg.do("rest", character="Brand")
    assert mg.ch("Brand")["conditions"]["tired"] is False and "rest" not in allowed(mg.state)


def test_an_empty_reward_is_refused_and_uses_nothing_up() -> None:
    """004 "Recompensas" ("Ganando puntos de destino o de carácter"): a reward names what it gives."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Kenzie", **ROGARD)
    mg.play()
    mg.do("scene end")
    mg.do("turn players")
    mg.do("turn end")
    said = mg.refused("fate", "rewards give", character="Kenzie")
    assert said == "say what the reward gives: its Fate reasons (--fate), its Persona reasons (--persona) or both"
    assert mg.state["rewards"]["given"] == []
    mg.do("rewards give", character="Kenzie", fate=["belief"], persona=["mvp"])
    assert (mg.ch("Kenzie")["fate"], mg.ch("Kenzie")["persona"]) == (1, 1)
    assert "rewards give" in allowed(mg.state)                              # Brand is still owed his
    mg.do("rewards give", character="Brand", fate=["goal"])
    assert "rewards give" not in allowed(mg.state)


def test_a_patrol_mouse_starts_with_will_and_health() -> None:
    """004 "Condiciones" ("Si se llega a valor 0 no podrá hacer pruebas de aptitud o habilidad") and "Reglas básicas"
    (beginner's luck rolls half of Will or Health): a patrol mouse starts at 1 or more; an NPC may have 0."""
    mg = MG()
    assert "Will 1 or more" in mg.refused("will", "add-character", name="Kenzie", nature=4, will=0, health=3)
    assert "Health 1 or more" in mg.refused("health", "add-character", name="Kenzie", nature=4, will=3, health=0)
    assert "Will 1 or more" in mg.refused("will", "add-character", name="Kenzie", nature=4)   # none given: 0
    mg.mouse("Weasel", kind="npc", nature=4, skill=["fighter=4"])
    assert mg.ch("Weasel")["abilities"]["will"] == 0 and mg.ch("Weasel")["abilities"]["health"] == 0


def test_a_patrol_mouse_fights_only_from_inside_the_scene() -> None:
    """The scene records who is present (``scene start --with``): a patrol mouse on either side of a conflict must be
    there; an NPC or an animal the GM brings in with the conflict (004 "Conflictos": the bandit is met in it)."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Kenzie", **ROGARD)
    mg.mouse("Weasel", **BANDIT)
    mg.play(present=["Brand"])
    said = mg.refused("team", "conflict start", type="fight", team=["Brand", "Kenzie"], goal="a", opponents=["Weasel"],
                      opponent_goal="b")
    assert said == "Kenzie is not in the scene; present: Brand"
    mg.do("conflict start", type="fight", team=["Brand"], goal="a", opponents=["Weasel"], opponent_goal="b")
    assert mg.conflict["sides"]["1"]["members"] == ["Weasel"]


def test_status_offers_checks_spent_only_when_someone_can_pay() -> None:
    """004 "Gastar marcas" ("3 marcas -> Cargar"; "2 o 4 marcas -> Recargar rasgo nivel 1 o nivel 3"): charging and
    recharging are offered in the Players' Turn only to a mouse with a trait to spend on and the checks to pay."""
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Brave=1"], checks=2)
    mg.play(turn="players")
    assert agree(mg) == [] and "trait charge" not in allowed(mg.state) and "trait recharge" not in allowed(mg.state)
    assert mg.refused("phase", "trait charge", character="Brand", trait="Brave").startswith(
        "'trait charge' is not allowed now: Brand has 2 checks; charge costs 3; allowed now: ")
    mg.mouse("Rogard", **ROGARD, trait=["Wise=2"], checks=3)
    assert agree(mg) == [] and "trait charge" in allowed(mg.state)
    mg.do("trait charge", character="Rogard", trait="Wise")
    assert mg.ch("Rogard")["checks"] == 0 and agree(mg) == [] and "trait charge" not in allowed(mg.state)
