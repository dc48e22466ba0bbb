"""A volley's dice: each side's scripted action rolled (its pool built from the conflict's skill or ability, Nature,
help, wises, weapons and armour), then the same post-roll window a test has (Fate, Persona, conditions, rerolls)
opened before the volley is decided.

Source: seed 004, "Ejemplo de conflicto" (a conflict's action is a test: "se pueden utilizar otros elementos del
juego"), "Invocar la Naturaleza"; catalogue §5 (the volley). The decision after the window closes is
``rules.mouseguard.volley.resolve_volley``.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.conflict import ability_of, current
from rules.mouseguard.data import CONFLICT_TYPES, WEAPONS
from rules.mouseguard.permits import volley_roll_refusal
from rules.mouseguard.fronts import keys, side_index, sides
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.pools import armour_counts, build_pool, commit_pool, handicap_arg, nature_mode
from rules.mouseguard.rolls import roll_pool
from rules.mouseguard.state import char, opt, skill_or_ability, typed, who_acts
from rules.mouseguard.volley_window import open_window
from rules.mouseguard.weapons import weapon_info


def _pending_for(conflict: dict[str, Any], i: int, actor: str, scope: str) -> list[dict[str, Any]]:
    return [p for p in sides(conflict)[i]["pending"] if scope == "sideNextAction" or p["actor"] == actor]


def roll(d: Draft, a: Any, actor: str, roll_id: int, action_seed: int | None) -> dict[str, Any]:
    """Roll one side's test in the revealed volley (C4); the last roll resolves the volley.

    The actor tests the conflict type's action skill (``a.skill`` to name another; beginner's luck on
    Health, or Will in a Will conflict; an animal tests Nature). Added: the side's pending Impede (-1D),
    Gain Position (+2D) and hook's +1s, consumed now; the weapon's dice (axe or halberd-as-axe +1D
    Attack, shield +1D Defend, hook and line +1D Maneuver, bow +2D Maneuver against normal, spear and
    thrown weapons, a bound sword +1D; ``a.sword`` binds it at first use); heavy armour -1D to Maneuver;
    helpers from the same side; Persona, a trait, a wise. ``a.throw`` throws a staff or knife with an
    Attack (lost after the volley). Raises ``RuleError`` (``phase``, ``character``, ``throw``, ``sword``...).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    step(ConflictPhases, conflict["phase"], "roll", "conflict", "conflict roll")
    vol = conflict["current"]
    who = who_acts(d, a.character, actor)
    i = side_index(conflict, who, typed(a.character))
    if vol["actions"][i]["actor"] != who:
        raise RuleError(typed(a.character), f"this volley's action for that side is {vol['actions'][i]['actor']}'s")
    refused = volley_roll_refusal(d, i)     # the same predicate its gate lists it by
    if refused:
        raise refused
    action = vol["actions"][i]["action"]
    foe = vol["actions"][1 - i]["actor"]
    rec = char(d, who)
    spec = CONFLICT_TYPES[conflict["type"]]
    skill = skill_or_ability(a.skill) if a.skill else spec["actions"]
    bl = a.ability                     # given for a skill on the sheet: refused as ``test`` refuses it (pools._rated)
    if rec["kind"] != "animal" and skill not in rec["skills"] and skill not in ("nature", "will", "health", "resources", "circles"):
        bl = a.ability or ("will" if ability_of(d, conflict) == "will" else "health")
    extra, extra_s, used, info, bind = _volley_dice(d, conflict, a, who, i, action, foe)
    handicap = handicap_arg(a.against_trait, a.handicap)
    if handicap and handicap[1] != "minus_die":
        raise RuleError("handicap", "in a volley a trait against yourself gives -1D (minus-die)")
    nature = a.nature
    if skill == "nature" and rec["kind"] != "animal":
        if nature and nature_mode(nature) not in ("with", "against"):
            raise RuleError("nature", "rolling Nature itself is acting with or against it; tapping adds Nature to "
                                      "another skill")
        nature = nature or "against"         # 004: "usar naturaleza para pelear en vez de 'luchador'"
    plan = build_pool(d, who, skill, nature=nature, ability=a.ability if nature_mode(nature) in ("with", "against") else bl,
                      helpers=a.helper, helper_scope=sides(conflict)[i]["members"], wise=a.wise,
                      persona=a.persona, trait=a.trait, handicap=handicap, extra=extra, extra_successes=extra_s,
                      negated=conflict["negated"].get(who, []), who_field=typed(a.character))
    side = roll_pool(plan, a.dice, a.seed, action_seed)
    side.update(action=action, roll=roll_id, weapon=info, thrown=bool(a.throw))
    cause = f"conflict #{conflict['id']}"
    d.event("VolleyRolled", cause=cause, conflict=conflict["id"], exchange=vol["exchange"], volley=vol["volley"], side=i,
            test=roll_id, roller=who, action=action, skill=side["tested"], mode=side["mode"], pool=side["pool"],
            bonus=side["bonus"], count=side["count"], faces=side["faces"], dice_source=side["dice_source"],
            successes=side["successes"], weapon=info["weapon"], thrown=bool(a.throw) or None)
    rolls = list(vol["rolls"])
    rolls[i] = side
    d.set("conflicts", cid, "current", "rolls", rolls)
    if used:
        d.set("conflicts", cid, "sides", keys(conflict)[i], "pending", [p for p in sides(conflict)[i]["pending"] if p not in used])
    if bind:
        d.event("SwordBound", cause=cause, conflict=conflict["id"], character=who, action=bind)
        d.set("conflicts", cid, "sword", who, bind)
    commit_pool(d, plan, f"test #{roll_id}")
    open_window(d, d.state["conflicts"][cid], i, side, roll_id)
    return d.state["conflicts"][cid]


def _volley_dice(d: Draft, conflict: dict[str, Any], a: Any, who: str, i: int, action: str,
                 foe: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]], dict[str, Any], str | None]:
    """What side ``i``'s volley roll adds beyond the pool's own dice: ``(dice, successes, pending used, weapon info,
    sword bound now)``. The side's pending Impede, Gain Position and hook's +1s; the weapon's dice for ``action``
    (the bow's +2D Maneuver against shorter reach, a bound sword's +1D); heavy armour's -1D to Maneuver. Raises
    ``RuleError`` (``sword``, ``throw``): a sword not held or already bound, a throw that is not a staff's or a
    knife's Attack. Source: 004 "Maniobra" (Obstaculizar, Ganar posición), "Algunas reglas especiales" (the weapons),
    "Armaduras"; catalogue §5.5."""
    rec = char(d, who)
    extra, extra_s = [], []
    scope = opt(d, "mouseguard.conflict.pendingModsScope")
    used = _pending_for(conflict, i, who, scope)
    for p in used:
        if p.get("dice"):
            extra.append({"kind": p["kind"], "name": p.get("from"), "dice": p["dice"]})
        if p.get("successes"):
            extra_s.append({"kind": p["kind"], "name": p.get("from"), "successes": p["successes"]})
    info = weapon_info(conflict, rec, who)
    foe_info = weapon_info(conflict, char(d, foe), foe)
    w = info["as"]
    if w and WEAPONS[w]["dice"].get(action):
        extra.append({"kind": "weapon", "name": w, "dice": WEAPONS[w]["dice"][action]})
    against = (WEAPONS[w].get("dice_against") or {}).get(action) if w else None
    if against and foe_info["reach"] in against["reach"]:          # the bow's +2D Maneuver against shorter reach
        extra.append({"kind": "weapon", "name": w, "dice": against["dice"]})
    bound = conflict["sword"].get(who)
    bind = None
    if a.sword:
        if w != "sword":
            raise RuleError("sword", f"{who} does not fight with a sword now")
        if opt(d, "mouseguard.sword.bindAt") != "firstUse":
            raise RuleError("sword", "under mouseguard.sword.bindAt=conflictStart the sword was bound at the start (conflict wield --sword-action)")
        if bound:
            raise RuleError("sword", f"{who}'s sword is bound to {bound} for the whole fight")
        bind = action
    if w == "sword" and (bind or bound) == action:
        extra.append({"kind": "weapon", "name": "sword", "dice": 1})
    if armour_counts(rec) == "heavy" and action == "maneuver":
        extra.append({"kind": "armour", "name": "heavy", "dice": -1})
    if a.throw:
        if action != "attack" or not (info["weapon"] and WEAPONS[info["weapon"]].get("thrown")):
            raise RuleError("throw", "only an Attack with a staff or a knife can throw it")
    return extra, extra_s, used, info, bind
