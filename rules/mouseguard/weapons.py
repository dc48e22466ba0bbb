"""Weapons in a conflict: the one wielded, a halberd's mode, a sword's binding, what a weapon means for a
volley, and Disarm.

Source: 004 "Algunas reglas especiales" (Alabarda, Espada and the other weapons; the reach classes "normal,
lanza, arrojadiza y proyectil"), "Conflictos" / Maniobra (Desarmar); catalogue §5.5 (weapon table, C2),
MG-EX-39, MG-A15, MG-A17. The interaction of weapons with the actions is ``rules.mouseguard.volley``.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.conflict import current
from rules.mouseguard.data import WEAPONS
from rules.mouseguard.fronts import in_conflict
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.state import char, opt, who_acts
from rules.mouseguard.choices import pick


def weapon_id(name: str, field: str = "weapon") -> str:
    """Canonical weapon id (English or Spanish); ``RuleError(field)`` listing them."""
    return pick("weapon", field, name)


def usable(conflict: dict[str, Any], rec: dict[str, Any], who: str) -> list[str]:
    """``who``'s weapons still in hand in this conflict (not disarmed, not thrown away)."""
    gone = set(conflict["disarmed"].get(who, [])) | set(conflict["lost"].get(who, []))
    return [w for w in (rec.get("gear") or {}).get("weapons", []) if w not in gone]


def wielded(conflict: dict[str, Any], rec: dict[str, Any], who: str) -> dict[str, Any]:
    """``{"weapon": id or None, "mode": halberd mode or None}``: the weapon ``who`` fights with now (the one
    chosen with ``conflict wield``, else the first in hand); a disarmed or lost weapon no longer counts."""
    hand = usable(conflict, rec, who)
    chosen = conflict["wield"].get(who)
    if chosen and (chosen["weapon"] is None or chosen["weapon"] in hand):
        return chosen
    first = hand[0] if hand else None
    return {"weapon": first, "mode": "spear" if first == "halberd" else None}


def wield(d: Draft, a: Any, actor: str) -> dict[str, Any]:
    """Choose the weapon a member fights with, a halberd's mode, and (``sword.bindAt = conflictStart``)
    the action a sword's +1D is bound to (004 Alabarda, Espada; MG-EX-39, MG-A15).

    Allowed before the dispositions and at the start of each exchange (C2), never during the volleys:
    a halberd's mode holds for the exchange's three actions. Raises ``RuleError`` (``phase``,
    ``weapon`` not carried or disarmed, ``mode``, ``sword_action``).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    who = who_acts(d, a.character, actor)
    in_conflict(conflict, who, "character")
    phase = step(ConflictPhases, conflict["phase"], "wield", "conflict", "conflict wield")
    rec = char(d, who)
    wielded = pick("wield", "weapon", a.weapon or "none")
    weapon = None if wielded == "none" else wielded
    if weapon and weapon not in usable(conflict, rec, who):
        raise RuleError("weapon", f"{who} has no {weapon} in hand; in hand: {', '.join(usable(conflict, rec, who)) or 'none'}")
    mode = None
    if weapon == "halberd":
        mode = pick("halberd", "mode", a.mode or "spear")
    elif a.mode:
        raise RuleError("mode", "only a halberd has a mode (spear or axe)")
    bind = None
    if a.sword_action:
        if weapon != "sword":
            raise RuleError("sword_action", "only a sword's +1D is bound to an action")
        if opt(d, "mouseguard.sword.bindAt") != "conflictStart":
            raise RuleError("sword_action", "under mouseguard.sword.bindAt=firstUse the sword is bound at its first "
                                            "roll (conflict roll --sword)")
        if conflict["phase"] != "declared":
            raise RuleError("sword_action", "a sword is bound at the start of the conflict, before the dispositions")
        bind = pick("action", "sword_action", a.sword_action)
    d.event("WeaponWielded", cause=f"conflict #{conflict['id']}", conflict=conflict["id"], character=who, weapon=weapon,
            mode=mode, sword_action=bind)
    d.set("conflicts", cid, "wield", who, {"weapon": weapon, "mode": mode})
    if bind:
        d.set("conflicts", cid, "sword", who, bind)
    d.set("conflicts", cid, "phase", phase)
    return d.state["conflicts"][cid]


def weapon_info(conflict: dict[str, Any], rec: dict[str, Any], who: str) -> dict[str, Any]:
    """What ``who``'s weapon means now: ``{"weapon", "as" (a halberd's mode, else the weapon), "reach"}``."""
    w = wielded(conflict, rec, who)
    weapon = w["weapon"]
    acts = w["mode"] if weapon == "halberd" else weapon
    reach = WEAPONS[acts]["reach"] if acts in WEAPONS else "normal"
    return {"weapon": weapon, "as": acts, "reach": reach}


def disarm(d: Draft, conflict: dict[str, Any], foe: str, weapon: str | None, trait: str | None, cause: str,
           automatic: bool = False) -> None:
    """Take ``weapon`` from ``foe``, or cancel their ``trait``, for the rest of the conflict (004 Desarmar)."""
    cid = str(conflict["id"])
    if weapon:
        gone = list(d.state["conflicts"][cid]["disarmed"].get(foe, []))
        if weapon in gone:
            return
        d.event("WeaponDisarmed", cause=cause, conflict=conflict["id"], character=foe, weapon=weapon,
                how="knife" if automatic else "maneuver")
        d.set("conflicts", cid, "disarmed", foe, gone + [weapon])
    else:
        negated = list(d.state["conflicts"][cid]["negated"].get(foe, []))
        d.event("TraitNegated", cause=cause, conflict=conflict["id"], character=foe, trait=trait)
        d.set("conflicts", cid, "negated", foe, negated + [trait])
