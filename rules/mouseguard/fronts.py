"""The sides of a conflict and its fronts: which pair of sides a command acts on.

Source: 004 "Ejemplo de conflicto" (a side may be a group: "en el caso de ser 2 contra 1, se turnarian"),
"Disposición inicial" ("Si actuáis en grupo"), "Compromisos"; catalogue §5.5 C0-C7, MG-A31;
docs/systems/mouseguard.md "Several teams". A two-sided conflict is one front: its sides are stored as
``sides.0`` and ``sides.1``. With several patrol teams against the same opponents, front ``f`` (0-based) is
``sides.<2f>`` (the team) against ``sides.<2f+1>`` (the opponents on that front, with their own disposition);
``front`` is the front being played and ``decided.<f>`` each decided front's outcome.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError


def front_count(conflict: dict[str, Any]) -> int:
    """How many fronts ``conflict`` has: 1 for two sides, one per patrol team when several teams face the
    same opponents (``docs/systems/mouseguard.md`` "Several teams"). Front ``f`` (0-based) is the pair of
    sides stored as ``sides.<2f>`` (the team) and ``sides.<2f+1>`` (the opponents on that front)."""
    return len(conflict["sides"]) // 2


def front_of(conflict: dict[str, Any]) -> int:
    """The front (0-based) whose volleys are being played; 0 in a two-sided conflict."""
    return int(conflict.get("front") or 0)


def keys(conflict: dict[str, Any], front: int | None = None) -> list[str]:
    """The storage keys of the two sides of ``front`` (default: the front being played): ``["0", "1"]``
    in a two-sided conflict."""
    f = front_of(conflict) if front is None else front
    return [str(2 * f), str(2 * f + 1)]


def sides(conflict: dict[str, Any], front: int | None = None) -> list[dict[str, Any]]:
    """The two sides of ``front`` (default: the front being played) as a list: in a two-sided conflict the
    stored ``sides.0`` and ``sides.1``, so that each change names its side."""
    return [conflict["sides"][k] for k in keys(conflict, front)]


def side_index(conflict: dict[str, Any], who: str, field: str = "side", front: int | None = None) -> int:
    """0 or 1: the side ``who`` is on, on ``front`` (default: the front being played); ``RuleError(field)``
    otherwise."""
    for i, side in enumerate(sides(conflict, front)):
        if who in side["members"]:
            return i
    where = "" if front_count(conflict) == 1 else f"front {(front_of(conflict) if front is None else front) + 1} of "
    raise RuleError(field, f"{who} is on neither side of {where}conflict #{conflict['id']}; sides: "
                           f"{' / '.join(', '.join(s['members']) for s in sides(conflict, front))}")


def decided(conflict: dict[str, Any]) -> dict[str, Any]:
    """The fronts already decided (a side at 0), ``{"<front>": outcome}``; always empty in a two-sided
    conflict, whose end is the conflict's ``outcome``."""
    return conflict.get("decided") or {}


def open_fronts(conflict: dict[str, Any]) -> list[int]:
    """The fronts (0-based) still fought, in order."""
    return [f for f in range(front_count(conflict)) if str(f) not in decided(conflict)]


def front_for(conflict: dict[str, Any], who: str, given: int | None, field: str) -> int:
    """The front (0-based) a command by ``who`` acts on: ``given`` (1-based, as typed with ``--front``) or
    the only open front ``who`` fights on. Raises ``RuleError("front")`` when ``given`` is not a front of
    ``who``'s, or when ``who`` (the opponents, facing every team) fights on several and none is named."""
    n = front_count(conflict)
    if given is not None:
        if not 1 <= given <= n:
            raise RuleError("front", f"conflict #{conflict['id']} has {'one front' if n == 1 else f'fronts 1 to {n}'} "
                                     f"(got {given})")
        if str(given - 1) in decided(conflict):
            raise RuleError("front", f"front {given} of conflict #{conflict['id']} is decided")
        side_index(conflict, who, field, given - 1)
        return given - 1
    if n == 1:
        return 0
    mine = [f for f in open_fronts(conflict) if any(who in s["members"] for s in sides(conflict, f))]
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise RuleError(field, f"{who} fights on no open front of conflict #{conflict['id']}")
    raise RuleError("front", f"{who} fights on fronts {', '.join(str(f + 1) for f in mine)} of conflict "
                             f"#{conflict['id']}: name one (--front N)")


def in_conflict(conflict: dict[str, Any], who: str, field: str = "character") -> None:
    """Check that ``who`` fights in ``conflict``, on any of its fronts (a weapon is chosen for the whole
    conflict, whichever front is being played); ``RuleError(field)`` as ``side_index`` words it otherwise."""
    if front_count(conflict) == 1 or not any(who in s["members"] for s in conflict["sides"].values()):
        side_index(conflict, who, field)
