"""Conflicts: declaration, starting disposition, weapons, sealed scripts, reveals, compromise and close.

Source: 004 "Conflictos" (disposition, tandas of three secret actions, the four actions), "Disposición
inicial", "Algunas reglas especiales" (halberd modes, sword binding), "Armaduras", "Ejemplo de
conflicto" (Brand and the bandit; the rotation PC1, NPC, PC2, NPC ...), "Compromisos"; catalogue §5.5
C0-C7, MG-EX-10..12, MG-EX-24, MG-EX-27, MG-EX-39, MG-A10..A12, MG-A15, MG-A18, MG-A30..A32. The phases
are ``rules.mouseguard.phases.ConflictPhases``; the volleys themselves are ``rules.mouseguard.volley``.

A conflict is ``conflict #<action>`` and lives in ``conflicts.<id>`` until closed, across scenes and
sessions. Scripts are written once to ``conflicts.<id>.scripts.<exchange>.<side>`` and never changed;
``revealed.<exchange>`` counts the volleys shown, and every read hides the rest (``views.redact``).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.fronts import (  # noqa: F401 - the sides of a conflict, offered here as before
    decided, front_count, front_for, front_of, keys, open_fronts, side_index, sides,
)
from rules.mouseguard.data import (
    ACTION_NAMES, CONFLICT_TYPE_NAMES, CONFLICT_TYPES, HALBERD_MODES, WEAPON_NAMES, WEAPONS,
)
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.pools import armour_counts, build_pool, commit_pool, handicap_arg, nature_mode
from rules.mouseguard.rolls import roll_pool
from rules.mouseguard.state import char, find, opt, who_acts
from rules.names import resolve


def current(d: Draft) -> dict[str, Any]:
    """The running conflict (the gates of the conflict's commands, ``rules.mouseguard.gates``, want one
    running and a scene open: a conflict that lasts several sessions waits for the next scene)."""
    return d.state["conflicts"][str(d.state["conflict"])]


def move(d: Draft, conflict: dict[str, Any], event: str, command: str) -> str:
    """Advance the conflict's machine by ``event`` and record the new phase; returns it."""
    phase = step(ConflictPhases, conflict["phase"], event, "conflict", command)
    d.set("conflicts", str(conflict["id"]), "phase", phase)
    return phase


def ability_of(d: Draft, conflict: dict[str, Any]) -> str:
    """The disposition ability of the conflict's type under ``mouseguard.conflict.dispositionTable``."""
    return CONFLICT_TYPES[conflict["type"]]["ability"][opt(d, "mouseguard.conflict.dispositionTable")]


def is_fight(conflict: dict[str, Any]) -> bool:
    """Whether the conflict is a fight (light armour counts only there, catalogue MG-A18)."""
    return bool(CONFLICT_TYPES[conflict["type"]].get("fight"))


def _members(d: Draft, text: list[str], field: str) -> list[str]:
    names: list[str] = []
    for given in text:
        who = find(d, given, field)
        if who in names:
            raise RuleError(field, f"{who} is named twice")
        names.append(who)
    if not names:
        raise RuleError(field, "name at least one member")
    return names


def start(d: Draft, a: Any, conflict_id: int) -> dict[str, Any]:
    """Declare ``conflict #<conflict_id>`` (C0): its type, the sides and their goals.

    ``a.team`` (the side counted first in the rotation, usually the patrol) and ``a.opponents`` are
    lists of names; ``a.goal`` / ``a.opponent_goal`` the goals a compromise is measured against. Each
    ``a.also_team`` (a list of names, with its goal in ``a.also_goal`` at the same place) is one more
    patrol team against the same opponents: each team is its own front, with its own disposition,
    scripts, volleys and compromise, and the opponents' disposition is rolled and kept per front
    (``docs/systems/mouseguard.md`` "Several teams"). Its gate wants a scene open in a turn, no conflict
    running and no test open. Raises ``RuleError`` (``type``, ``team``, ``opponents``, ``also_team``,
    ``also_goal``).
    """
    kind = resolve("type", a.type, CONFLICT_TYPE_NAMES, what="conflict type")
    team = _members(d, a.team, "team")
    opponents = _members(d, a.opponents, "opponents")
    both = set(team) & set(opponents)
    if both:
        raise RuleError("opponents", f"{', '.join(sorted(both))} cannot be on both sides")
    also = [_members(d, _split_names(t), "also_team") for t in (getattr(a, "also_team", None) or [])]
    also_goals = list(getattr(a, "also_goal", None) or [])
    if len(also_goals) != len(also):
        raise RuleError("also_goal", f"give one --also-goal for each --also-team ({len(also)} teams, "
                                     f"{len(also_goals)} goals)")
    seen = set(team) | set(opponents)
    for extra in also:
        twice = seen & set(extra)
        if twice:
            raise RuleError("also_team", f"{', '.join(sorted(twice))} cannot be in two teams or on both sides")
        seen |= set(extra)
    for who in team + opponents + [w for t in also for w in t]:
        if char(d, who).get("status") == "must_retire":
            field = "team" if who in team else "opponents" if who in opponents else "also_team"
            raise RuleError(field, f"{who}'s Nature is exhausted: the mouse must retire")
    cid = str(conflict_id)

    def side(members: list[str], goal: str) -> dict[str, Any]:
        return {"members": members, "goal": goal, "start": None, "disposition": None, "roller": None, "pending": []}

    record = {"id": conflict_id, "type": kind, "phase": "declared",
              "sides": {"0": side(team, a.goal), "1": side(opponents, a.opponent_goal)},
              "exchange": 0, "volley": 0, "scripts": {}, "revealed": {}, "wield": {}, "sword": {}, "disarmed": {},
              "negated": {}, "lost": {}, "current": None, "volleys": [], "logged": [], "outcome": None,
              "session": d.state["session"]["number"]}
    extra_fields: dict[str, Any] = {}
    if also:
        for f, (members, goal) in enumerate(zip(also, also_goals), start=1):
            record["sides"][str(2 * f)] = side(members, goal)
            record["sides"][str(2 * f + 1)] = side(list(opponents), a.opponent_goal)
        record.update(front=0, decided={})
        extra_fields = {"teams": [team] + also, "goals": [a.goal] + also_goals}
    d.event("ConflictDeclared", conflict=conflict_id, type=kind, team=team, opponents=opponents, goal=a.goal,
            opponent_goal=a.opponent_goal, **extra_fields)
    d.set("conflicts", cid, record)
    d.set("conflict", cid)
    return record


def _split_names(value: Any) -> list[str]:
    """One team as typed: ``"A,B"`` or a list of names."""
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return list(value)


def disposition(d: Draft, a: Any, actor: str, action_seed: int | None) -> dict[str, Any]:
    """Roll one side's starting disposition (C1; 004 Disposición inicial; MG-EX-10..12).

    The roller tests the type's disposition skill (beginner's luck on the type's ability when missing;
    an animal tests Nature); its successes are added to the type's ability (the seed example's "the higher
    of Health and Nature" under the ``data`` table). Every member's condition penalties come off the
    total: Hungry/Thirsty and Tired -1 each in every conflict, Angry -1 in a Will conflict. The roller's
    armour: light +1D in a fight, heavy +1 success in any conflict. The total is at least 1 [D]. When both
    sides have theirs, scripting of exchange 1 begins. With several teams each front's sides roll their own
    (``a.front``, 1-based, names the front of the opponents, who face every team; ``fronts.front_for``);
    scripting begins when every side of every front has one. Raises ``RuleError`` (``phase``, ``character``,
    ``front``, ``dice``...).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    who = who_acts(d, a.character, actor)
    front = front_for(conflict, who, getattr(a, "front", None), "character")
    i = side_index(conflict, who, "character", front)
    key = keys(conflict, front)[i]
    side = conflict["sides"][key]
    if side["start"] is not None:
        where = "" if front_count(conflict) == 1 else f" on front {front + 1}"
        raise RuleError("character", f"{who}'s side already has its disposition{where} ({side['start']})")
    rest = [s for k, s in conflict["sides"].items() if k != key]
    event = "dispositions_done" if all(s["start"] is not None for s in rest) else "disposition"
    phase = step(ConflictPhases, conflict["phase"], event, "conflict", "conflict disposition")
    spec = CONFLICT_TYPES[conflict["type"]]
    table_ability = ability_of(d, conflict)
    rec = char(d, who)
    needs_bl = rec["kind"] != "animal" and spec["skill"] not in rec["skills"]
    bl = (a.ability or ("will" if table_ability == "will" else "health")) if needs_bl else a.ability
    handicap = handicap_arg(a.against_trait, a.handicap)
    if handicap and handicap[1] != "minus_die":
        raise RuleError("handicap", "on a disposition roll a trait against yourself gives -1D (minus-die)")
    extra, extra_s = [], []
    armour = armour_counts(rec)
    if armour == "light" and is_fight(conflict):
        extra.append({"kind": "armour", "name": "light", "dice": 1})
    if armour == "heavy":
        extra_s.append({"kind": "armour", "name": "heavy", "successes": 1})
    tap = nature_mode(a.nature)
    if tap in ("with", "against"):
        raise RuleError("nature", "a disposition rolls the conflict's skill; Nature is tapped onto it "
                                  "(--nature tap-with or tap-against)")
    plan = build_pool(d, who, spec["skill"], nature=tap, ability=bl, helpers=a.helper, helper_scope=side["members"],
                      wise=a.wise, persona=a.persona, trait=a.trait, handicap=handicap, extra=extra, extra_successes=extra_s)
    roll = roll_pool(plan, a.dice, a.seed, action_seed)
    abilities = rec["abilities"]
    if rec["kind"] == "animal":
        base_name, base = "nature", abilities["nature"]
    elif table_ability == "health_or_nature":
        base_name, base = ("health", abilities["health"]) if abilities["health"] >= abilities["nature"] else ("nature", abilities["nature"])
    else:
        base_name, base = table_ability, abilities[table_ability]
    penalties = []
    for member in side["members"]:
        conds = char(d, member)["conditions"]
        for cond in ("hungry", "tired") + (("angry",) if table_ability == "will" else ()):
            if conds.get(cond):
                penalties.append({"character": member, "condition": cond, "amount": -1})
    total = roll["successes"] + base + sum(p["amount"] for p in penalties)
    value = max(1, total)
    cause = f"conflict #{conflict['id']}"
    where = {} if front_count(conflict) == 1 else {"front": front + 1}
    d.event("DispositionRolled", cause=cause, conflict=conflict["id"], side=int(key), **where, roller=who, skill=roll["tested"],
            mode=roll["mode"], pool=roll["pool"], bonus=roll["bonus"], count=roll["count"], faces=roll["faces"],
            dice_source=roll["dice_source"], successes=roll["successes"], ability=base_name, ability_value=base,
            penalties=penalties, disposition=value)
    for field, v in (("start", value), ("disposition", value), ("roller", who)):
        d.set("conflicts", cid, "sides", key, field, v)
    d.set("conflicts", cid, "phase", phase)
    commit_pool(d, plan, cause)
    if tap == "tap_against":                # 004 Invocar la Naturaleza: against Nature it is taxed 1 point
        from rules.mouseguard.rolls import tax_nature

        tax_nature(d, who, 1, cause, tap)
    if phase == "scripting":
        d.event("ExchangeStarted", cause=cause, conflict=conflict["id"], exchange=1)
        d.set("conflicts", cid, "exchange", 1)
        d.set("conflicts", cid, "volley", 0)
    return d.state["conflicts"][cid]


def weapon_id(name: str, field: str = "weapon") -> str:
    """Canonical weapon id (English or Spanish); ``RuleError(field)`` listing them."""
    return resolve(field, name, WEAPON_NAMES, what="weapon")


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
    side_index(conflict, who, "character")
    phase = step(ConflictPhases, conflict["phase"], "wield", "conflict", "conflict wield")
    rec = char(d, who)
    weapon = None if (a.weapon or "").strip().lower() in ("none", "ninguna", "unarmed") else weapon_id(a.weapon)
    if weapon and weapon not in usable(conflict, rec, who):
        raise RuleError("weapon", f"{who} has no {weapon} in hand; in hand: {', '.join(usable(conflict, rec, who)) or 'none'}")
    mode = None
    if weapon == "halberd":
        mode = resolve("mode", a.mode or "spear", HALBERD_MODES, what="halberd mode")
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
        bind = resolve("sword_action", a.sword_action, ACTION_NAMES, what="action")
    d.event("WeaponWielded", cause=f"conflict #{conflict['id']}", conflict=conflict["id"], character=who, weapon=weapon,
            mode=mode, sword_action=bind)
    d.set("conflicts", cid, "wield", who, {"weapon": weapon, "mode": mode})
    if bind:
        d.set("conflicts", cid, "sword", who, bind)
    d.set("conflicts", cid, "phase", phase)
    return d.state["conflicts"][cid]


def rotation(members: list[str], exchange: int) -> list[str]:
    """The seed's actor rotation for ``exchange`` (1-based): the side's members in turn across the whole
    conflict (004 Ejemplo de conflicto; MG-EX-27: PC1, PC2, PC1 then PC2, PC1, PC2)."""
    n = len(members)
    return [members[(3 * (exchange - 1) + k) % n] for k in range(3)]


def script(d: Draft, a: Any, actor: str) -> dict[str, Any]:
    """Seal one side's three actions for the current exchange (C3; 004 "Siempre se elige en secreto").

    ``a.actions``: exactly three of attack, defend, feint, maneuver (English or Spanish); ``a.actors``
    who performs each (default: the seed's rotation; each member of a side of three or fewer must act).
    Once written a script never changes; under ``mouseguard.conflict.scripting = gmDeclaresFirst`` the
    second side (the GM's) scripts first. With several teams each open front's two sides script
    (``a.front`` names the opponents' front), and the scripts are sealed when all of them are in. Raises
    ``RuleError`` (``phase``, ``side``, ``front``, ``actions``, ``actors``, ``script`` when already sealed).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    who = who_acts(d, a.side, actor, "side")
    front = front_for(conflict, who, getattr(a, "front", None), "side")
    i = side_index(conflict, who, "side", front)
    key, other = keys(conflict, front)[i], keys(conflict, front)[1 - i]
    ex = str(conflict["exchange"])
    sealed = conflict["scripts"].get(ex, {})
    if key in sealed:
        where = "" if front_count(conflict) == 1 else f" on front {front + 1}"
        raise RuleError("script", f"the script of {', '.join(conflict['sides'][key]['members'])}{where} for exchange "
                                  f"{ex} is sealed and cannot change")
    if len(a.actions) != 3:
        raise RuleError("actions", f"a side scripts exactly three actions per exchange (got {len(a.actions)})")
    if opt(d, "mouseguard.conflict.scripting") == "gmDeclaresFirst" and i == 0 and other not in sealed:
        raise RuleError("side", "under mouseguard.conflict.scripting=gmDeclaresFirst the opponents (the GM's side) "
                                "script first")
    wanted = {k for f in open_fronts(conflict) for k in keys(conflict, f)}
    event = "seal" if wanted <= set(sealed) | {key} else "script"
    phase = step(ConflictPhases, conflict["phase"], event, "conflict", "conflict script")
    actions = [resolve("actions", x, ACTION_NAMES, what="action") for x in a.actions]
    members = conflict["sides"][key]["members"]
    if a.actors:
        if len(a.actors) != 3:
            raise RuleError("actors", "name who performs each of the three actions (three names)")
        actors = []
        for name in a.actors:
            member = find(d, name, "actors")
            if member not in members:
                raise RuleError("actors", f"{member} is not on this side; members: {', '.join(members)}")
            actors.append(member)
        if len(members) <= 3 and set(actors) != set(members):
            raise RuleError("actors", f"every member acts in each exchange ({', '.join(members)}); seed rotation: "
                                      f"{', '.join(rotation(members, int(ex)))}")
    else:
        actors = rotation(members, int(ex))
    entries = [{"action": x, "actor": y} for x, y in zip(actions, actors)]
    where = {} if front_count(conflict) == 1 else {"front": front + 1}
    d.event("ActionsScripted", cause=f"conflict #{conflict['id']}", conflict=conflict["id"], exchange=int(ex),
            side=int(key), **where, members=members, actions=entries)
    d.set("conflicts", cid, "scripts", ex, key, entries)
    d.set("conflicts", cid, "phase", phase)
    if phase == "sealed":
        d.event("ScriptsSealed", cause=f"conflict #{conflict['id']}", conflict=conflict["id"], exchange=int(ex))
    return d.state["conflicts"][cid]


def compromise(start: int, final: int, exact_half: str) -> str:
    """The compromise the loser wins from the winner's starting (``start``) and final (``final``)
    disposition (004 Compromisos; catalogue §5.5 table and MG-A12, checked top-down): nothing lost ->
    ``none``; final 1 or less -> ``major``; less than half lost -> ``minor``; exactly half -> ``compromise``
    (``minor`` under ``mouseguard.compromise.exactHalf = minor``); more -> ``compromise``."""
    lost = start - final
    if lost <= 0:
        return "none"
    if final <= 1:
        return "major"
    if 2 * lost < start:
        return "minor"
    if 2 * lost == start and exact_half == "minor":
        return "minor"
    return "compromise"


def result(d: Draft, both: list[dict[str, Any]]) -> dict[str, Any]:
    """The outcome of one pair of sides at its end (C6): the winner (0 or 1), and the compromise from its
    remaining disposition; both at 0 is a draw (``drawMajorEach``: each owes a major compromise;
    ``noCompromise``)."""
    zero = [k for k, s in enumerate(both) if s["disposition"] <= 0]
    if len(zero) == 2:
        level = "major" if opt(d, "mouseguard.compromise.bothZero") == "drawMajorEach" else "none"
        return {"winner": None, "draw": True, "compromise": level, "start": None, "final": 0, "lost": None}
    w = 1 - zero[0] if zero else max((0, 1), key=lambda k: both[k]["disposition"])
    s = both[w]
    return {"winner": w, "draw": False, "winner_names": s["members"], "start": s["start"], "final": s["disposition"],
            "lost": s["start"] - s["disposition"],
            "compromise": compromise(s["start"], s["disposition"], opt(d, "mouseguard.compromise.exactHalf"))}


def finish(d: Draft, conflict: dict[str, Any], cause: str) -> dict[str, Any]:
    """End the conflict (C5/C6) with ``result`` of its two sides; in a conflict of several fronts, with
    every front's outcome (``decide_front``) as ``{"fronts": [...], "compromise": [each front's]}``."""
    cid = str(conflict["id"])
    now = d.state["conflicts"][cid]
    if front_count(now) == 1:
        out = result(d, sides(now))
    else:
        fronts = [decided(now)[str(f)] for f in range(front_count(now))]
        out = {"fronts": fronts, "compromise": [x["compromise"] for x in fronts]}
    move(d, now, "finish", "conflict roll")
    d.event("ConflictEnded", cause=cause, conflict=conflict["id"], **out)
    d.set("conflicts", cid, "outcome", out)
    d.set("conflicts", cid, "current", None)
    return out


def decide_front(d: Draft, conflict: dict[str, Any], cause: str) -> dict[str, Any]:
    """Decide the front being played, a side of it at 0 (C5/C6 on one front): its team drops out (or its
    opponents are beaten there) and owes or is owed the compromise ``result`` gives from that front's
    dispositions alone; the other fronts fight on. Recorded as ``decided.<front>``."""
    cid = str(conflict["id"])
    f = front_of(conflict)
    out = dict(result(d, sides(conflict)), front=f + 1, team=list(sides(conflict)[0]["members"]),
               goals=[s["goal"] for s in sides(conflict)])
    d.event("FrontDecided", cause=cause, conflict=conflict["id"], **out)
    d.set("conflicts", cid, "decided", str(f), out)
    return out


def close(d: Draft, terms: str | None) -> dict[str, Any]:
    """Close the ended conflict (C7) with the compromise's terms; a mouse who carried a shield into a
    fight has "used a shield in the last fight" (004 Escudo: -1D to recover from Tired, -1s more with
    another weapon). Raises ``RuleError("phase")`` unless it has ended."""
    conflict = current(d)
    cid = str(conflict["id"])
    phase = step(ConflictPhases, conflict["phase"], "close", "conflict", "conflict close")
    cause = f"conflict #{conflict['id']}"
    d.event("ConflictClosed", cause=cause, conflict=conflict["id"], terms=terms, compromise=conflict["outcome"]["compromise"])
    d.set("conflicts", cid, "phase", phase)
    d.set("conflicts", cid, "terms", terms)
    d.set("conflict", None)
    if is_fight(conflict):
        for side in conflict["sides"].values():
            for who in side["members"]:
                weapons = (char(d, who).get("gear") or {}).get("weapons", [])
                flag = {"used": True, "with_weapon": any(w != "shield" for w in weapons)} if "shield" in weapons else None
                d.set("characters", who, "shield_last_fight", flag)
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
