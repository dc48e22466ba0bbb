"""Whose open test or conflict a Mouse Guard command follows (``SystemDeclaration.follows``, ``rules.follow_ups``).

Source: seed 004 "Reglas básicas" (a test's roller spends their Fate and Persona on it, takes a condition for its
success, breaks its tie: "under ``requestedBy = player`` the roller (or the GM) asks", MG-D07) and "Conflictos"
(each side's members roll their disposition, wield, script and roll their actions; catalogue C1-C5);
docs/systems/mouseguard.md, "Who gives which command". Pure.
"""

from __future__ import annotations

from typing import Any

from rules.follow_ups import named

#: The commands that follow the open test: its rollers' (either side's, in a versus test).
ON_TEST = frozenset({"fate", "reroll", "take-condition", "break-tie", "resolve"})
#: The commands of a running conflict: its members' (either side's).
IN_CONFLICT = frozenset({"conflict disposition", "conflict wield", "conflict script", "conflict roll",
                         "conflict maneuver"})


def follows(state: dict[str, Any], command: str) -> tuple[str, ...] | None:
    """The rollers of the open test (``ON_TEST``) or the members of the running conflict (``IN_CONFLICT``) that
    ``command`` follows; None for another command, or with none open."""
    if command in ON_TEST:
        test = state.get("test")
        sides = test.get("sides") if isinstance(test, dict) else None
        return named((s or {}).get("roller") for s in sides or ())
    if command in IN_CONFLICT and state.get("conflict") is not None:
        conflict = (state.get("conflicts") or {}).get(str(state["conflict"])) or {}
        return named(m for side in (conflict.get("sides") or {}).values() for m in side.get("members") or ())
    return None
