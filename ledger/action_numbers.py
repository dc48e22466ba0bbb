"""An action's number as a correction takes it (an undo's, a redo's or an amend's ``action``, an undo's ``to``, each
``and`` entry's): read as every face reads a number, and refused with the campaign's own range.

Source: README "Correcting mistakes and reviewing the past" (an action's number refused with the campaign's range)
and "Hostile input" (a whole number fits in 64 bits; an action's number with the campaign's range).
"""

from __future__ import annotations

from typing import Any

from ledger.errors import LedgerError
from ledger.inputs import ACTION_NUMBER, MAX_WHOLE, action_range, to_range
from rules.errors import RuleError
from rules.whole_numbers import read_whole


def out_of_range(number: int, actions: int, field: str = "action") -> LedgerError:
    """The one refusal of an undo's, a redo's or an amend's action ``number`` outside 1..``actions`` (the campaign's
    last action): the campaign's creation (0) or no action of this campaign, with the range, as
    ``LedgerError(field)`` (returned, for the caller to raise). Source: README "Correcting mistakes and reviewing
    the past" (an action's number refused with the campaign's range)."""
    what = "the campaign's creation, which cannot be changed" if number == 0 else "not an action of this campaign"
    return LedgerError(field, f"action {number} is {what}; actions run 1..{actions}")


def action_number(value: Any, key: str = "action", actions: int | None = None) -> int | None:
    """``value`` (an undo's, a redo's or an amend's ``action``, an undo's ``to``; None: not given) as an action's
    number, typed as every face reads a number (``rules.whole_numbers``). With ``actions`` (the campaign's last
    action) a negative number or one past 64 bits is refused with the campaign's own range (``action_range``: 1..N,
    ``to`` 0..N-1); a number past the last action, or 0, is left to the correction, which says what it is. Without
    it, with ``ledger.inputs.ACTION_NUMBER``. Raises ``LedgerError(key)``."""
    if value is None:
        return None
    what = ACTION_NUMBER if actions is None else to_range(actions) if key == "to" else action_range(1, actions)
    try:
        number = read_whole(value, key, what=what)
    except RuleError as exc:
        raise LedgerError(key, exc.message) from None
    if number < 0 or actions is None and number > MAX_WHOLE:
        raise LedgerError(key, what)
    return number


def action_numbers(args: dict[str, Any], actions: int | None = None) -> None:
    """Check a correction's ``action`` and ``to`` (``action_number``, with the campaign's last action ``actions``),
    and the ``action`` of each entry of an amend's ``and`` (as ``and``), before any other check of its numbers, so
    that an action's number out of range is refused with the action's own range. Raises ``LedgerError``."""
    for key in ("action", "to"):
        action_number(args.get(key), key, actions)
    more = args.get("and")
    for entry in more if isinstance(more, list) else []:
        if isinstance(entry, dict) and isinstance(entry.get("action"), int) and not isinstance(entry["action"], bool):
            action_number(entry["action"], "and", actions)
