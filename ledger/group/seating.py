"""What no correction may do to the table: seat or unseat people, or reopen an invitation, and what an amend of a
group action says instead.

Source: design.md "People, roles and hidden information" (the table's record is kept: a person is seated by
``grant`` or an invitation and unseated by ``remove``) and "Undo" (a correction changes play, not credentials).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError


#: The group commands that seat or unseat people or give or take an invitation: never corrected, only answered by
#: another of them (design.md "People, roles and hidden information": the table's record is kept).
SEATING = ("invite", "withdraw", "join", "grant", "remove", "release")


def not_amendable(action: str, command: str) -> str:
    """Why ``action`` (``"3 (grant)"``), a group action ``command``, cannot be amended, and what to do instead:
    a seating one (``SEATING``) is answered by ``grant``, ``remove``, ``invite`` or ``withdraw``; any other is undone
    and run again. Source: design.md "People, roles and hidden information" and "Undo"."""
    if command in SEATING:
        return (f"action {action} is a group action: a correction does not change people or invitations; 'grant' gives "
                "a role, 'remove' takes a person off, 'invite' gives a new code and 'withdraw' takes one back")
    return f"action {action} is a group action ({command}); undo it and run it again"


def check_correction(state: dict[str, Any], changes: list[dict[str, Any]], command: str) -> None:
    """Refuse a correction (``command``: undo, redo, amend) whose ``changes`` over campaign ``state`` would change
    the campaign's people or open an invitation that is not open now: an invitation once used or withdrawn stays
    so whatever becomes of the action (its use is on record), and a person is seated by ``grant`` or an
    invitation and unseated by ``remove``, never by a correction (an undone join would reopen its one-time
    code). Raises ``RuleError("action")`` naming what to do instead. Source: design.md "People, roles and hidden
    information" (the table's record is kept) and "Undo" (a correction changes play, not credentials)."""
    import copy

    from ledger.aggregates.changes import apply_changes

    art = "an" if command[:1] in "aeiou" else "a"
    touched = [ch for ch in changes if (ch.get("path") or [None])[0] == "table"]
    if not touched:
        return
    table = state.get("table") or {}
    after = {"table": copy.deepcopy(table)}
    apply_changes(after, touched, check=False)
    new = after.get("table") or {}
    people, now_people = table.get("people") or {}, new.get("people") or {}
    for person in sorted(set(people) | set(now_people)):
        if people.get(person) != now_people.get(person):
            raise RuleError("action", f"{art} {command} does not seat or unseat people ({person}): 'remove "
                            f"{person}' takes a person off, 'grant' gives a role")
    was = table.get("invitations") or {}
    for code_id, inv in (new.get("invitations") or {}).items():
        if isinstance(inv, dict) and inv.get("state") == "open" and (was.get(code_id) or {}).get("state") != "open":
            gone = (was.get(code_id) or {}).get("state") or "undone"
            raise RuleError("action", f"{art} {command} does not reopen invitation {code_id} (it was {gone}; a code is "
                            "used once): give a new one with 'invite'")
