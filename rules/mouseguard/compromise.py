"""The end of a conflict: a side at 0, the winner, the compromise, and closing it.

Source: 004 "Compromisos" (Compromiso menor, Compromiso, Compromiso mayor), "Algunas reglas especiales"
(Escudo: the shield used in the last fight); catalogue §5.5 C5-C7, MG-EX-24..26, MG-A12, MG-A30;
docs/systems/mouseguard.md "Several teams" (a front decided on its own).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.mouseguard.conflict import current, is_fight, move
from rules.mouseguard.fronts import decided, front_count, front_of, sides
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.state import char, opt


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
