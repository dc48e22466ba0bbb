"""Maneuver effects bought with a volley's margin: Impede, Gain Position, Disarm.

Source: 004 Conflictos / Maniobra ("Invierte tu margen de éxito para adquirir un efecto concreto. Puedes
comprar varios ... No puedes comprar el mismo efecto dos veces"; Obstaculizar 1, Ganar posición 2,
Desarmar 3); catalogue §5.5 (maneuver effects; unspent margin is lost [D]), MG-EX-17..20, MG-A29.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.conflict import current
from rules.mouseguard.fronts import keys, side_index, sides
from rules.mouseguard.weapons import disarm, weapon_id
from rules.mouseguard.data import EFFECTS
from rules.mouseguard.pools import trait_of
from rules.mouseguard.state import char, find, typed, who_acts
from rules.mouseguard.volley import after_volley
from rules.mouseguard.choices import pick


def maneuver(d: Draft, a: Any, actor: str) -> dict[str, Any]:
    """Spend a maneuver's margin on effects (004 Maniobra; MG-EX-19): Impede (1: -1D on the opponent's next
    action), Gain Position (2: +2D on your next action), Disarm (3: a weapon or item of the opponent, or
    one of their traits, for the rest of the conflict). Several different effects if the margin allows,
    never one twice; what is left is lost. Raises ``RuleError`` (``phase``, ``character``, ``buy``,
    ``disarm``, ``negate_trait``, ``target``).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    vol = conflict["current"]
    who = who_acts(d, a.character, actor)
    i = side_index(conflict, who, typed(a.character))
    budget = (vol.get("budgets") or {}).get(str(i))
    if not budget or vol["actions"][i]["actor"] != who:
        raise RuleError(typed(a.character), f"{who} has no maneuver margin to spend; waiting: "
                                     f"{', '.join(vol['actions'][int(k)]['actor'] for k in vol['budgets'])}")
    buys = []
    for x in a.buy:
        e = pick("buy", "buy", x)
        if e == "none":
            continue
        if e in buys:
            raise RuleError("buy", f"{e} is bought at most once per maneuver")
        buys.append(e)
    cost = sum(EFFECTS[e] for e in buys)
    if cost > budget:
        raise RuleError("buy", f"{' + '.join(buys)} costs {cost}; the margin is {budget} (impede 1, position 2, disarm 3)")
    foe = vol["actions"][1 - i]["actor"]
    if a.target:
        foe = find(d, a.target, "target")
        if side_index(conflict, foe, "target") == i:
            raise RuleError("target", f"{foe} is on {who}'s own side")
    if ("disarm" in buys) != bool(a.disarm or a.negate_trait):     # the option to add, else the one typed without it
        field = "disarm" if "disarm" in buys or a.disarm else "negate_trait"
        raise RuleError(field, "Disarm takes a weapon (--disarm WEAPON) or a trait (--negate-trait TRAIT) of the "
                                  "opponent, and either is given only with --buy disarm")
    if a.disarm and a.negate_trait:
        raise RuleError("disarm", "Disarm takes one weapon or one trait, not both")
    cause = f"conflict #{conflict['id']}"
    d.event("ManeuverSpent", cause=cause, conflict=conflict["id"], character=who, margin=budget, bought=buys,
            lost=budget - cost)
    src = f"volley {vol['exchange']}.{vol['volley']}"
    if "impede" in buys:
        pend = list(sides(d.state["conflicts"][cid])[1 - i]["pending"]) + [{"kind": "impede", "dice": -1, "actor": foe, "from": src}]
        d.set("conflicts", cid, "sides", keys(conflict)[1 - i], "pending", pend)
    if "position" in buys:
        pend = list(sides(d.state["conflicts"][cid])[i]["pending"]) + [{"kind": "position", "dice": 2, "actor": who, "from": src}]
        d.set("conflicts", cid, "sides", keys(conflict)[i], "pending", pend)
    if "disarm" in buys:
        if a.disarm:
            weapon = weapon_id(a.disarm, "disarm")
            hand = [w for w in (char(d, foe).get("gear") or {}).get("weapons", [])
                    if w not in conflict["disarmed"].get(foe, []) and w not in conflict["lost"].get(foe, [])]
            if weapon not in hand:
                raise RuleError("disarm", f"{foe} has no {weapon} in hand; in hand: {', '.join(hand) or 'none'}")
            disarm(d, conflict, foe, weapon, None, cause)
        else:
            disarm(d, conflict, foe, None, trait_of(d, foe, a.negate_trait, "negate_trait"), cause)
    left = {k: v for k, v in vol["budgets"].items() if k != str(i)}
    if left:
        d.set("conflicts", cid, "current", "budgets", left)
        return d.state["conflicts"][cid]
    return after_volley(d, d.state["conflicts"][cid], {}, cause)
