"""Conflicts: the running conflict and its machine, the declaration of the sides, and the sealed scripts.

Source: 004 "Conflictos" (disposition, tandas of three secret actions, the four actions; "Siempre se elige
en secreto una acción para cada tanda"), "Ejemplo de conflicto" (Brand and the bandit; the rotation PC1,
NPC, PC2, NPC ...); catalogue §5.5 C0, C3, MG-EX-27, MG-A10, MG-A31. The phases are
``rules.mouseguard.phases.ConflictPhases``; the sides and fronts ``rules.mouseguard.fronts``; the starting
disposition ``rules.mouseguard.disposition``; weapons ``rules.mouseguard.weapons``; the volleys
``rules.mouseguard.volley``; the end and the compromise ``rules.mouseguard.compromise``.

A conflict is ``conflict #<action>`` and lives in ``conflicts.<id>`` until closed, across scenes and
sessions. Scripts are written once to ``conflicts.<id>.scripts.<exchange>.<side>`` and never changed;
``revealed.<exchange>`` counts the volleys shown, and every read hides the rest (``views.redact``).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import CONFLICT_TYPES
from rules.mouseguard.fronts import front_count, front_for, keys, open_fronts, side_index
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.state import char, find, opt, typed, who_acts
from rules.mouseguard.choices import pick


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


def _groups(d: Draft, a: Any, first: str, also: str, goal: str, also_goal: str, what: str) -> tuple[list[list[str]], list[str]]:
    """One side's teams as typed: ``a.<first>`` and each ``a.<also>`` (``"A,B"`` or a list of names), with
    their goals (``a.<goal>``, then one ``a.<also_goal>`` for each ``a.<also>``). Raises ``RuleError``
    (``<first>``, ``<also>``, ``<also_goal>``)."""
    extra = list(getattr(a, also, None) or [])
    goals = list(getattr(a, also_goal, None) or [])
    flag, goal_flag = "--" + also.replace("_", "-"), "--" + also_goal.replace("_", "-")
    if len(goals) != len(extra):
        raise RuleError(also_goal, f"give one {goal_flag} for each {flag} ({len(extra)} {what}, {len(goals)} goals)")
    teams = [_members(d, getattr(a, first), first)] + [_members(d, _split_names(t), also) for t in extra]
    return teams, [getattr(a, goal)] + goals


def start(d: Draft, a: Any, conflict_id: int) -> dict[str, Any]:
    """Declare ``conflict #<conflict_id>`` (C0): its type, the sides and their goals.

    ``a.team`` (the side counted first in the rotation, usually the patrol) and ``a.opponents`` are
    lists of names; ``a.goal`` / ``a.opponent_goal`` the goals a compromise is measured against. Each
    ``a.also_team`` (a list of names, with its goal in ``a.also_goal`` at the same place) is one more
    patrol team, and each ``a.also_opponents`` (goal in ``a.also_opponent_goal``) one more group of
    opponents. Each pair is its own front, with its own dispositions, scripts, volleys and compromise
    (``rules.mouseguard.fronts``; ``docs/systems/mouseguard.md`` "Several teams"): several teams against
    one group (the group's disposition rolled and kept per front), one team against several groups (the
    team's kept per front), or as many teams as groups, paired in order. Its gate wants a scene open in a
    turn, no conflict running and no test open. A patrol mouse on either side must be in the scene (``scene start
    --with``); an NPC or an animal is the GM's to bring in with the conflict (004 "Conflictos": the bandit is met
    in the conflict itself), as the GM types its actions. Raises ``RuleError`` (``type``, ``team``, ``opponents``,
    ``also_team``, ``also_goal``, ``also_opponents``, ``also_opponent_goal``).
    """
    kind = pick("type", "type", a.type)
    teams, goals = _groups(d, a, "team", "also_team", "goal", "also_goal", "teams")
    groups, their_goals = _groups(d, a, "opponents", "also_opponents", "opponent_goal", "also_opponent_goal", "groups")
    if len(teams) > 1 and len(groups) > 1 and len(teams) != len(groups):
        raise RuleError("also_opponents", f"with several teams and several groups of opponents each team faces one "
                                          f"group: give as many of each ({len(teams)} teams, {len(groups)} groups)")
    seen: dict[str, str] = {}
    for field, each in (("team", teams[:1]), ("opponents", groups[:1]), ("also_team", teams[1:]),
                        ("also_opponents", groups[1:])):
        for members in each:
            twice = sorted(set(seen) & set(members))
            if twice:
                raise RuleError(field, f"{', '.join(twice)} cannot be in two teams or on both sides")
            seen.update((who, field) for who in members)
    present = d.state["scene"].get("present") or []
    for who, field in seen.items():
        if char(d, who).get("status") == "must_retire":
            raise RuleError(field, f"{who}'s Nature is exhausted: the mouse must retire")
        if char(d, who)["kind"] == "pc" and who not in present:
            raise RuleError(field, f"{who} is not in the scene; present: {', '.join(present) or 'none'}")

    def side(members: list[str], goal: str) -> dict[str, Any]:
        return {"members": list(members), "goal": goal, "start": None, "disposition": None, "roller": None, "pending": []}

    record = {"id": conflict_id, "type": kind, "phase": "declared", "sides": {},
              "exchange": 0, "volley": 0, "scripts": {}, "revealed": {}, "wield": {}, "sword": {}, "disarmed": {},
              "negated": {}, "lost": {}, "current": None, "volleys": [], "logged": [], "outcome": None,
              "session": d.state["session"]["number"]}
    for f in range(max(len(teams), len(groups))):
        t, g = (f if len(teams) > 1 else 0), (f if len(groups) > 1 else 0)
        record["sides"][str(2 * f)] = side(teams[t], goals[t])
        record["sides"][str(2 * f + 1)] = side(groups[g], their_goals[g])
    extra_fields: dict[str, Any] = {}
    if len(record["sides"]) > 2:
        record.update(front=0, decided={})
    if len(teams) > 1:
        extra_fields.update(teams=teams, goals=goals)
    if len(groups) > 1:
        extra_fields.update(groups=groups, opponent_goals=their_goals)
    d.event("ConflictDeclared", conflict=conflict_id, type=kind, team=teams[0], opponents=groups[0], goal=a.goal,
            opponent_goal=a.opponent_goal, **extra_fields)
    d.set("conflicts", str(conflict_id), record)
    d.set("conflict", str(conflict_id))
    return record


def _split_names(value: Any) -> list[str]:
    """One team as typed: ``"A,B"`` or a list of names."""
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return list(value)


def rotation(members: list[str], exchange: int) -> list[str]:
    """The seed's actor rotation for ``exchange`` (1-based): the side's members in turn across the whole
    conflict (004 Ejemplo de conflicto; MG-EX-27: PC1, PC2, PC1 then PC2, PC1, PC2)."""
    n = len(members)
    return [members[(3 * (exchange - 1) + k) % n] for k in range(3)]


def awaited_scripts(conflict: dict[str, Any], scripting: str) -> list[dict[str, Any]]:
    """The sides whose script for the current exchange is still to come, while ``conflict`` is scripting (else
    ``[]``): ``[{"side": "team" | "opponents", "front" (1-based), "members", "now"}]`` in the order they may script,
    ``now`` True for those ``conflict script`` takes at this moment. Under ``scripting`` (the option
    ``mouseguard.conflict.scripting``) ``gmDeclaresFirst`` a front's team waits for its opponents (004 "Ejemplo de
    conflicto": "Siempre el master dira cuales serán sus tres acciones y luego el jugador dira sus 3 acciones");
    under ``sealedBothSides`` every side still to script may (catalogue MG-A10: sealed commitments from both sides
    before any reveal)."""
    if conflict.get("phase") != "scripting":
        return []
    sealed = conflict["scripts"].get(str(conflict["exchange"]), {})
    out = []
    for f in open_fronts(conflict):
        team, opponents = keys(conflict, f)
        for key in (opponents, team) if scripting == "gmDeclaresFirst" else (team, opponents):
            if key not in sealed:
                now = scripting != "gmDeclaresFirst" or key == opponents or opponents in sealed
                out.append({"side": "team" if key == team else "opponents", "front": f + 1,
                            "members": list(conflict["sides"][key]["members"]), "now": now})
    return sorted(out, key=lambda e: not e["now"])


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
    field = typed(a.side, "side")
    front = front_for(conflict, who, getattr(a, "front", None), field)
    i = side_index(conflict, who, field, front)
    key, other = keys(conflict, front)[i], keys(conflict, front)[1 - i]
    ex = str(conflict["exchange"])
    sealed = conflict["scripts"].get(ex, {})
    if key in sealed:
        where = "" if front_count(conflict) == 1 else f" on front {front + 1}"
        raise RuleError(field, f"the script of {', '.join(conflict['sides'][key]['members'])}{where} for exchange "
                                  f"{ex} is sealed and cannot change")
    if len(a.actions) != 3:
        raise RuleError("actions", f"a side scripts exactly three actions per exchange (got {len(a.actions)})")
    if opt(d, "mouseguard.conflict.scripting") == "gmDeclaresFirst" and i == 0 and other not in sealed:
        raise RuleError(field, "under mouseguard.conflict.scripting=gmDeclaresFirst the opponents (the GM's side) "
                                "script first")
    wanted = {k for f in open_fronts(conflict) for k in keys(conflict, f)}
    event = "seal" if wanted <= set(sealed) | {key} else "script"
    phase = step(ConflictPhases, conflict["phase"], event, "conflict", "conflict script")
    actions = [pick("action", "actions", x) for x in a.actions]
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
