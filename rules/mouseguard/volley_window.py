"""A volley is a test: its rolls stay open for the post-roll window (Fate, a level-3 trait's reroll, success at
the price of a condition, a tie broken by a trait), and its outcome is decided when ``resolve`` closes it.

Source: 004 "Ejemplo de conflicto" ("Durante este conflicto se pueden utilizar otros elementos del juego como
conseguir exitos a cambio de condiciones, usar puntos de caracter etc..."), "Destino", "Rasgos" (level 3),
"Ganar marcas" (a tie broken in the opponent's favour), "Reglas de naturaleza" (acting against Nature: "usar
naturaleza para pelear en vez de 'luchador'", taxed by the margin of failure; "Invocar la Naturaleza" on any
roll but Resources and Circles); catalogue MG-D07..D09, MG-A04 (a volley tie has no effect unless a trait
breaks it), MG-A05.

While a volley's rolls are open the state holds ``test`` = ``{"id": the first roll's action, "kind": "volley",
"conflict", "exchange", "volley", "sides": [side or None, side or None], "needs": [bool, bool], "conditions":
[condition or None per side], "condition_bought": None, "tie", "ob": None, "opponent": None, "recovery":
None}`` and ``roll_phase`` is ``adjusting``, as for a test; the same commands change it (``fate``, ``reroll``,
``take-condition``, ``break-tie``), and ``resolve`` closes it: ``rules.mouseguard.volley.resolve_volley`` then
applies the outcome with the sides as they stand.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import ACTION_OB, action_passes_at
from rules.phases import RollPhases, advance


def is_volley(test: dict[str, Any] | None) -> bool:
    """Whether the open test is a volley's."""
    return bool(test) and test.get("kind") == "volley"


def _conflict(state: dict[str, Any], test: dict[str, Any]) -> dict[str, Any]:
    return state["conflicts"][str(test["conflict"])]


def pairing(state: dict[str, Any], test: dict[str, Any]) -> str:
    """``"versus"`` or ``"independent"``: the volley's pair of actions with the weapon override as the rolls
    stand (``rules.mouseguard.volley.test_kind``; catalogue §5.5 matrix and override semantics)."""
    from rules.mouseguard.weapons import weapon_info
    from rules.mouseguard.volley import override, test_kind

    conflict = _conflict(state, test)
    vol = conflict["current"]
    acts = [x["action"] for x in vol["actions"]]
    weapons = [weapon_info(conflict, state["characters"][x["actor"]], x["actor"]) for x in vol["actions"]]
    thrown = [bool(s and s.get("thrown")) for s in test["sides"]]
    ov = override(acts, weapons, thrown, state["options"]["mouseguard.weaponOverride.symmetric"])
    return test_kind(acts[0], acts[1], ov)


def complete(test: dict[str, Any]) -> bool:
    """Every side that rolls in this volley has rolled."""
    return all(s is not None or not n for s, n in zip(test["sides"], test["needs"]))


def action_ob(state: dict[str, Any], test: dict[str, Any], i: int) -> int:
    """The Ob of side ``i``'s action in an independent pairing, as odds, ``status`` and the history show it: Attack,
    Feint and Maneuver 0, Defend 3 (seed 004, "Conflictos": "Dificultad si se hace independiente")."""
    return ACTION_OB[_conflict(state, test)["current"]["actions"][i]["action"]]


def passes_at(state: dict[str, Any], test: dict[str, Any], i: int) -> int:
    """The successes side ``i``'s independent action needs to pass (``rules.mouseguard.data.action_passes_at``: its
    Ob, at least 1; seed 004, "Conflictos")."""
    return action_passes_at(_conflict(state, test)["current"]["actions"][i]["action"])


def failing(state: dict[str, Any], test: dict[str, Any], i: int) -> bool:
    """Whether side ``i`` is failing its action now: below its action's Ob in an independent pairing, not ahead
    of the other side in a versus one (a side whose success was bought with a condition is not failing)."""
    side = test["sides"][i]
    if side is None or (test.get("conditions") or [None, None])[i]:
        return False
    other = test["sides"][1 - i]
    if pairing(state, test) == "versus" and other is not None:
        return side["successes"] <= other["successes"]
    return side["successes"] < passes_at(state, test, i)


def tied(state: dict[str, Any], test: dict[str, Any]) -> bool:
    """A fully rolled versus volley with equal successes and no tie broken yet (MG-A04: it may be resolved as
    no effect, or broken by a trait used against yourself)."""
    a, b = test["sides"]
    return (complete(test) and a is not None and b is not None and pairing(state, test) == "versus"
            and a["successes"] == b["successes"] and (test.get("tie") or {}).get("winner") is None)


def open_window(d: Draft, conflict: dict[str, Any], i: int, side: dict[str, Any], roll_id: int) -> dict[str, Any]:
    """Put side ``i``'s roll into the volley's open test (opening it with the volley's first roll)."""
    test = d.state.get("test")
    vol = conflict["current"]
    if is_volley(test):
        phase = advance(RollPhases, d.state["roll_phase"], "adjust", "roll", "conflict roll")
        sides = list(test["sides"])
        sides[i] = side
        d.set("test", "sides", sides)
    else:
        phase = advance(RollPhases, d.state["roll_phase"], "roll", "roll", "conflict roll")
        sides = [None, None]
        sides[i] = side
        d.set("test", {"id": roll_id, "kind": "volley", "conflict": conflict["id"], "exchange": vol["exchange"],
                       "volley": vol["volley"], "sides": sides, "needs": list(vol["needs"]), "conditions": [None, None],
                       "condition_bought": None, "tie": None, "ob": None, "opponent": None, "recovery": None})
    d.set("roll_phase", phase)
    return d.state["test"]


def buy_success(d: Draft, test: dict[str, Any], i: int) -> None:
    """Mark side ``i``'s failed action a success bought with a condition (004 Ejemplo de conflicto); the
    condition itself is marked by ``rules.mouseguard.rerolls.take_condition``. Raises ``RuleError("phase")``."""
    if not failing(d.state, test, i):
        raise RuleError("phase", f"{test['sides'][i]['roller']}'s action in test #{test['id']} is not failing; "
                                 "nothing to buy with a condition")


def final_successes(state: dict[str, Any], test: dict[str, Any]) -> tuple[list[int | None], list[bool]]:
    """Each side's successes as the volley's outcome counts them, and whether each was bought with a condition:
    a bought side passes by the least it could (an independent action at its Ob, a versus one by one success
    over the other side); a tie broken by a trait lets the other side win by one (004 Ganar marcas)."""
    succ = [s["successes"] if s else None for s in test["sides"]]
    bought = [bool(c) for c in (test.get("conditions") or [None, None])]
    versus = pairing(state, test) == "versus" and None not in succ
    for i in (0, 1):
        if bought[i] and succ[i] is not None:
            succ[i] = (succ[1 - i] + 1) if versus else max(succ[i], passes_at(state, test, i))
    winner = (test.get("tie") or {}).get("winner")
    if versus and winner is not None and succ[0] == succ[1]:
        succ[winner] += 1
    return succ, bought


def margin_of_failure(state: dict[str, Any], test: dict[str, Any], i: int) -> int:
    """How far side ``i``'s roll fell short (before any success bought): the other side's successes minus its
    own in a versus pairing (a tie is no failure), its action's Ob minus its successes otherwise; 0 when it
    did not fail."""
    side, other = test["sides"][i], test["sides"][1 - i]
    if pairing(state, test) == "versus" and other is not None:
        return max(0, other["successes"] - side["successes"])
    return max(0, passes_at(state, test, i) - side["successes"])


def tax_nature(d: Draft, test: dict[str, Any]) -> None:
    """Tax each roller's Nature as a test would (``rules.mouseguard.nature_tax.nature_tax``; 004 Reglas de
    naturaleza): acting against Nature (Nature rolled for a conflict action: "usar naturaleza para pelear en vez
    de 'luchador'") loses the margin of failure; tapping it against Nature 1 on success."""
    from rules.mouseguard.nature_tax import nature_tax, tax_nature as lower

    for i, side in enumerate(test["sides"]):
        if side is None or not side.get("nature_mode"):
            continue
        failure = margin_of_failure(d.state, test, i)
        clean = dict(test, conditions=[None, None])
        rolled_pass = not failing(d.state, clean, i)
        lower(d, side["roller"], nature_tax(d, side["nature_mode"], rolled_pass, failure), f"test #{side['roll']}",
              side["nature_mode"])


def close(d: Draft) -> dict[str, Any]:
    """``resolve`` on a volley: close the window and decide the volley with the sides as they stand
    (``rules.mouseguard.volley.resolve_volley``), then tax Nature; returns the conflict."""
    from rules.mouseguard.volley import resolve_volley

    test = d.state["test"]
    phase = advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "resolve")
    succ, bought = final_successes(d.state, test)
    cid = str(test["conflict"])
    rolls = [dict(s, successes=n) if s else None for s, n in zip(test["sides"], succ)]
    d.event("VolleyClosed", cause=f"conflict #{test['conflict']}", test=test["id"], conflict=test["conflict"],
            exchange=test["exchange"], volley=test["volley"], successes=succ,
            conditions=[c for c in test["conditions"]] if any(test["conditions"]) else None)
    tax_nature(d, test)
    d.set("conflicts", cid, "current", "rolls", rolls)
    d.set("test", None)
    d.set("roll_phase", phase)
    return resolve_volley(d, d.state["conflicts"][cid], bought=bought)

