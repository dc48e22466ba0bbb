"""One line for each event a group command records, as the history shows it.

Source: README "Playing as a group" (the table's record reads like the rest of the history). English, the
ledger's own words; user text (names, reasons, notes) is kept as typed (faces escape it).
"""

from __future__ import annotations

from typing import Any


def _chars(detail: dict[str, Any]) -> str:
    chars = detail.get("characters") or []
    return f" of {', '.join(map(str, chars))}" if chars else ""


def readable_time(value: Any) -> str:
    """A stored time (ISO 8601 text with its zone, or a ``datetime``) as a person reads it: to the minute, in UTC,
    saying so (``2026-12-04 06:56 UTC``); None or empty -> ``—``; text that is not a time is returned as given.
    JSON keeps the stored text; what a person reads (a summary line, ``ledger invite``, the pages) goes through
    here."""
    from datetime import datetime, timezone

    if value is None or value == "":
        return "—"
    try:
        moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    except ValueError:
        return str(value)
    if moment.tzinfo is not None:
        moment = moment.astimezone(timezone.utc)
    return moment.strftime("%Y-%m-%d %H:%M") + " UTC"


def summary(kind: str, detail: dict[str, Any]) -> str | None:
    """The summary line of a group event of ``kind`` with ``detail`` (None: not a group event)."""
    by = f" (by {detail['by']})" if detail.get("by") else ""
    lines = {
        "InvitationIssued": lambda: f"invitation {detail.get('invitation')}: {detail.get('role')}{_chars(detail)}, "
                                    f"until {readable_time(detail.get('expires'))}{by}",
        "InvitationWithdrawn": lambda: f"invitation {detail.get('invitation')} withdrawn{by}",
        "InvitationAccepted": lambda: f"{detail.get('person')} joined as {detail.get('role')}{_chars(detail)}",
        "RoleGranted": lambda: f"{detail.get('person')} is {detail.get('role')}{_chars(detail)}{by}",
        "RoleRemoved": lambda: f"{detail.get('person')} removed{by}",
        "PermissionSet": lambda: f"permission {detail.get('rule')} = {detail.get('value')}{by}",
        "OptionSet": lambda: f"GM approval: {detail.get('approval')}{by}",
        "ProposalMade": lambda: f"proposal {detail.get('proposal')}: {detail.get('command')} as {detail.get('actor')}{by}",
        "ProposalApproved": lambda: f"proposal {detail.get('proposal')} approved as action {detail.get('action')}{by}",
        "ProposalRejected": lambda: f"proposal {detail.get('proposal')} rejected: {detail.get('reason')}{by}",
        "NoteRecorded": lambda: ("private note: " if detail.get("private") else "note: ") + str(detail.get("text")),
    }
    line = lines.get(kind)
    return line() if line else None
