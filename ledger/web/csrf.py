"""Cross-site request forgery: a write authenticated by the session cookie must carry the session's CSRF token.

Source: OWASP's CSRF prevention cheat sheet ("synchronizer token pattern"; custom request headers:
https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html). The token
is made at sign-in, kept in the signed session, returned by ``/api/sign-in`` and ``/api/me``, and sent back as the
``X-CSRF-Token`` header. Bearer-token requests carry no cookie a browser could send for them: they need none.
"""

from __future__ import annotations

import hmac

from starlette.requests import Request

from ledger.web.errors import HttpError

#: Methods that change nothing (never checked).
SAFE = frozenset({"GET", "HEAD", "OPTIONS"})
#: Paths a browser may post to without a session (they start one).
OPEN = frozenset({"/api/sign-in", "/api/sign-in/link"})
HEADER = "x-csrf-token"


def check(request: Request) -> None:
    """Raise ``HttpError(403, "csrf")`` when ``request`` is a cookie-authenticated write whose ``X-CSRF-Token``
    header does not match its session's token (compared in constant time)."""
    if request.method in SAFE or request.url.path in OPEN or not getattr(request.state, "by_cookie", False):
        return
    expected = request.session.get("csrf") or ""
    given = request.headers.get(HEADER, "")
    if not expected or not hmac.compare_digest(expected.encode(), given.encode()):
        raise HttpError(403, "csrf", "a write signed in by cookie needs the X-CSRF-Token header of its session "
                                     "(from /api/me)")
