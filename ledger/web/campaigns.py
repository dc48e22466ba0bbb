"""What every campaign route starts with: who asks, which campaign, and its game system.

Source: README "The server" (``/api/campaigns/{name}/...``). A campaign the person asking does not belong to is
answered as unknown (404), the same as a campaign that does not exist, so that no route tells one campaign's ids,
names or existence to a member of another. Whether they belong is the service's answer (``Ledger.role``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from starlette.requests import Request

from ledger.web.calls import call
from ledger.web.errors import HttpError
from ledger.web.signin import not_signed_in, signed_in


@dataclass(frozen=True)
class Asked:
    """A campaign route's subject: ``person`` asking, ``name`` (the campaign as stored), ``system`` (its
    ``GameSystem``), ``role`` (``"gm"``, ``"player"``, ``"viewer"``; ``"owner"`` for the store's owner)."""

    person: Any
    name: str
    system: Any
    role: str | None


def looker(request: Request, member: bool = True) -> Any:
    """What ``asked`` runs in a worker thread, for a route that runs it in its own call (one thread hop for the
    whole request): a function returning the ``Asked`` of ``request``. It raises ``HttpError(401)`` at once when no
    one is signed in, and in the call for a token revoked since it was last checked (``ledger.web.signin``: such a
    token's person's language is read again there, ``request.state.person_lang``); it
    raises ``HttpError(404, "campaign")`` for a campaign unknown or not theirs."""
    person = signed_in(request)
    ledger = request.app.state.ledger
    given = request.path_params["name"]
    recheck = getattr(request.state, "recheck", None)         # a token taken as last checked (signin.person_of)

    def look() -> Asked:
        from ledger.errors import LedgerError

        if recheck is not None:
            if not recheck():
                raise not_signed_in()
            request.state.person_lang = ledger.language(person)     # the account's, as it stands now
        try:
            stored = ledger.campaign_name(given)
        except LedgerError:
            stored = None
        role = None
        if stored is not None:
            role = "owner" if getattr(person, "owner", False) else ledger.role(stored, person)[0]
        if stored is None or (role is None and member):
            raise HttpError(404, "campaign", f"no campaign {given[:80]!r} of yours")
        return Asked(person, stored, ledger.system(stored), role)

    return look


async def asked(request: Request, member: bool = True) -> Asked:
    """The signed-in person and the campaign named in the path (``member``: only one they belong to; False for
    joining it). Raises ``HttpError(401)`` when no one is signed in,
    ``HttpError(404, "campaign")`` for a campaign unknown or not theirs."""
    return await call(request, looker(request, member))
