"""Whether a condition may be marked on a mouse or cleared from it now: the one predicate of ``mark`` and ``clear``,
asked by their handlers (``rules.mouseguard.state``) and by their gates (through ``rules.mouseguard.permits``, which
``ledger status`` offers by).

Source: seed 004 "Condiciones" (the conditions, marked as the story gives them; how each is overcome).
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError


def _state(d: Draft | dict[str, Any]) -> dict[str, Any]:
    return d.state if isinstance(d, Draft) else d


def mark_refusal(d: Draft | dict[str, Any], who: str, condition: str | None = None,
                 field: str = "condition") -> RuleError | None:
    """Why ``condition`` (an id of ``rules.mouseguard.data.CONDITIONS``; None: any one) may not be marked on ``who``
    now, or None: it is marked already (with None: every one is). The GM marks a condition whenever the story gives
    it (004 "Condiciones": "Después de algún enfrentamiento puede que el pj acabe sufriendo alguna condición"): no
    turn or phase limits it. ``RuleError(field)``; ``ledger status`` offers ``mark`` when someone gets None."""
    from rules.mouseguard.data import CONDITIONS

    conds = _state(d)["characters"][who]["conditions"]
    free = [c for c in CONDITIONS if not conds.get(c)]
    if condition is None:
        return None if free else RuleError(field, f"{who} has every condition marked")
    if conds.get(condition):
        return RuleError(field, f"{who} is already {condition}; not marked: {', '.join(free) or 'none'}")
    return None


def clear_refusal(d: Draft | dict[str, Any], who: str, condition: str | None = None,
                  field: str = "condition") -> RuleError | None:
    """Why ``condition`` (an id; None: any one) may not be cleared from ``who`` now, or None: it is not marked (with
    None: none is). The GM's ``clear`` records a condition gone however the story ends it (a recovery test, a night's
    sleep, a treatment are their own commands and clear it themselves): 004 "Condiciones" limits how a mouse gets
    rid of one by a test, not when the GM may say it is gone. ``RuleError(field)``; ``ledger status`` offers
    ``clear`` when someone gets None."""
    from rules.mouseguard.data import CONDITIONS

    conds = _state(d)["characters"][who]["conditions"]
    marked = [c for c in CONDITIONS if conds.get(c)]
    if condition is None:
        return None if marked else RuleError(field, f"{who} has no condition marked")
    if not conds.get(condition):
        return RuleError(field, f"{who} is not {condition}; marked: {', '.join(marked) or 'none'}")
    return None
