"""One line for each event a group command records, as the history shows it.

Source: README "Playing as a group" (the table's record reads like the rest of the history). Written in English,
the ledger's own words, each line a frame (``"proposal {0} rejected: {1}{2}"``) a reader's language rewords through
``GameSystem.word`` (``rules.i18n.WORDS`` holds the frames' translations); user text (names, reasons, notes) is
put in the frame's places as typed (faces escape it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.errors import RuleError

#: Why a proposal was refused by the state, in English: its id and the refusal (``field: message``).
NO_LONGER = "proposal {0} is no longer allowed: {1}"


def _chars(detail: dict[str, Any], w: Callable[[str], str]) -> str:
    chars = detail.get("characters") or []
    return w(" of {0}").format(", ".join(map(str, chars))) if chars else ""


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


def summary(kind: str, detail: dict[str, Any], word: Callable[[str], str] | None = None) -> str | None:
    """The summary line of a group event of ``kind`` with ``detail`` (None: not a group event), its frame worded by
    ``word`` (an English frame or word -> its translation; None: English)."""
    w = word or (lambda key: key)
    d = detail.get
    by = w(" (by {0})").format(d("by")) if d("by") else ""
    role = w(str(d("role")))
    lines = {
        "InvitationIssued": lambda: w("invitation {0}: {1}{2}, until {3}{4}").format(
            d("invitation"), role, _chars(detail, w), readable_time(d("expires")), by),
        "InvitationWithdrawn": lambda: w("invitation {0} withdrawn{1}").format(d("invitation"), by),
        "InvitationAccepted": lambda: w("{0} joined as {1}{2}").format(d("person"), role, _chars(detail, w)),
        "RoleGranted": lambda: w("{0} is {1}{2}{3}").format(d("person"), role, _chars(detail, w), by),
        "RoleRemoved": lambda: w("{0} removed{1}").format(d("person"), by),
        "PermissionSet": lambda: w("permission {0} = {1}{2}").format(d("rule"), d("value"), by),
        "OptionSet": lambda: w("GM approval: {0}{1}").format(d("approval"), by),
        "LanguageSet": lambda: w("campaign language: {0}{1}").format(d("language"), by),
        "ProposalMade": lambda: w("proposal {0}: {1} as {2}{3}").format(d("proposal"), d("command"), d("actor"), by),
        "ProposalApproved": lambda: w("proposal {0} approved as action {1}{2}").format(d("proposal"), d("action"), by),
        "ProposalRejected": lambda: w("proposal {0} rejected: {1}{2}").format(d("proposal"), d("reason"), by),
        "NoteRecorded": lambda: w("private note: {0}" if d("private") else "note: {0}").format(d("text")),
    }
    line = lines.get(kind)
    return line() if line else None


def rejection(detail: dict[str, Any], refusal: Callable[[RuleError], str]) -> str | None:
    """A rejected proposal's reason as its reader reads it, from ``detail`` (a ``ProposalRejected`` event's detail
    or the proposal's state: ``proposal``/``id``, ``reason``, ``refused``): the GM's text as typed; the refusal
    the state gave it (``refused``: ``{"field", "message"}``, the rules' English parts) worded by ``refusal``
    (``GameSystem.refusal`` in the reader's language); a reason recorded as that refusal's English line before the
    refusal was recorded as data (``proposal N is no longer allowed: ...`` for its own id) read as the refusal it
    names. None when it has neither. Source: design.md "People, roles and hidden information" (how a proposal was
    decided is on record); README "Playing as a group"."""
    pid = str(detail.get("proposal") or detail.get("id") or "")
    refused, reason = detail.get("refused"), detail.get("reason")
    if isinstance(refused, dict):
        line = NO_LONGER.format(pid, f"{refused.get('field')}: {refused.get('message')}")
    elif isinstance(reason, str) and reason.startswith(NO_LONGER.format(pid, "")):     # recorded as text
        line = reason
    else:
        return reason
    return refusal(RuleError("proposal", line)).removeprefix("proposal: ")
