"""An invitation's code and how long it stays open: what the group's use cases store instead of a secret, and the
moment an ``expires`` given as a span or an ISO 8601 moment names.

Source: design.md "People, roles and hidden information" (invitations expire and can be withdrawn; a secret is
stored only as its digest).
"""

from __future__ import annotations

import hashlib
import re
from datetime import datetime, timedelta, timezone
from typing import Any

from ledger.errors import LedgerError

#: How long an invitation stays open when no ``expires`` is given.
DEFAULT_EXPIRY = timedelta(hours=48)
#: The longest an invitation may stay open: a code is for someone about to join; a later player gets a new one.
MAX_EXPIRY = timedelta(days=366)
_TOO_LONG = "at most 366 days ahead (366d); an invitation is for someone about to join: issue another later"
_SPAN = re.compile(r"^\s*([0-9]+)([mhd])\s*$")      # ASCII digits (rules.whole_numbers), the unit right after them


def digest(secret: str) -> str:
    """The SHA-256 digest (64 hex digits) of a secret (an invitation code, a token, a sign-in link's code): what
    is stored instead of it."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def expiry(given: Any, now: datetime) -> str:
    """When an invitation given ``expires`` (``48h``, ``30m``, ``7d``: digits and their unit, nothing between; or an
    ISO 8601 moment, UTC unless it says, as the history's ``--since``; None: 48 hours) ends, as ISO 8601 UTC, at most
    ``MAX_EXPIRY`` ahead. Raises ``LedgerError("expires")`` for anything else, a moment outside years 1-9999 once in
    UTC or past ``MAX_EXPIRY`` (a span of any number of digits) included. Source: README "Playing as a group"."""
    if given is None:
        return (now + DEFAULT_EXPIRY).isoformat()
    found = _SPAN.match(str(given))
    if found:
        amount, unit = int(found.group(1)), found.group(2)
        minutes = amount * {"m": 1, "h": 60, "d": 24 * 60}[unit]
        if minutes <= 0:
            raise LedgerError("expires", "a time span above zero (e.g. 48h, 30m, 7d)")
        if minutes > MAX_EXPIRY // timedelta(minutes=1):          # any number of digits: never past the limit
            raise LedgerError("expires", _TOO_LONG)
        span = timedelta(minutes=minutes)
        return (now + span).isoformat()
    try:
        moment = datetime.fromisoformat(str(given))
    except ValueError:
        raise LedgerError("expires", f"{str(given)[:40]!r} is not a span (48h, 30m, 7d) or an ISO 8601 moment") from None
    if moment.tzinfo is None:                   # UTC unless it says, as the history's --since and --until
        moment = moment.replace(tzinfo=timezone.utc)
    if moment <= now:
        raise LedgerError("expires", "a moment in the future")
    try:
        utc = moment.astimezone(timezone.utc)
    except OverflowError:                       # 9999-12-31T23:59-05:00 is after year 9999 in UTC
        raise LedgerError("expires", "a moment within years 1-9999 in UTC") from None
    if utc - now > MAX_EXPIRY:
        raise LedgerError("expires", _TOO_LONG)
    return utc.isoformat()


def issued(campaign: str, invitation: str, code: str, detail: dict[str, Any]) -> dict[str, Any]:
    """What every face answers for an invitation just issued (shown once): ``{"invitation", "code", "link", "role",
    "characters", "expires"}``, ``link`` the web table's join page (``/join?campaign=NAME&code=CODE``, the name
    quoted) and the rest from the recorded ``InvitationIssued`` ``detail``. Source: README "Playing as a group"
    (invitations by link or code)."""
    from urllib.parse import quote

    return {"invitation": invitation, "code": code, "link": f"/join?campaign={quote(campaign, safe='')}&code={code}",
            "role": detail.get("role"), "characters": list(detail.get("characters") or []), "expires": detail.get("expires")}


def listed(invitations: dict[str, dict[str, Any]], now: datetime) -> dict[str, dict[str, Any]]:
    """A table's ``invitations`` (id -> ``ledger.group.table`` shape) as every face lists them at moment ``now``
    (aware): without the code's digest, and an open one whose ``expires`` is not after ``now`` in state
    ``expired`` (the record keeps ``open``: an expiry is no event; it is read against the clock). Source: design.md
    "People, roles and hidden information" (invitations expire) and README "Playing as a group"."""
    out = {}
    for code_id, inv in invitations.items():
        shown = {k: v for k, v in inv.items() if k != "digest"}
        if shown.get("state") == "open" and _ended(shown.get("expires"), now):
            shown["state"] = "expired"
        out[code_id] = shown
    return out


def _ended(expires: Any, now: datetime) -> bool:
    """Whether an invitation's stored ``expires`` (ISO 8601 with its zone) is ``now`` or earlier."""
    try:
        return datetime.fromisoformat(str(expires)) <= now
    except (TypeError, ValueError):
        return False
