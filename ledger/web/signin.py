"""Who is asking: sign-in by password or one-time link, signed session cookies, bearer tokens for bots.

Source: README "The server" (sign-in and sessions); Starlette's ``SessionMiddleware`` (a cookie signed with
itsdangerous, HttpOnly, SameSite=Lax: https://www.starlette.io/middleware/#sessionmiddleware). The accounts
themselves (argon2 password hashes, token and link digests) live behind the service (``ledger.service.accounts``); this module
only turns a request into a ``Person`` and never stores or logs a secret. Sign-in failures are limited
(``ledger.web.limits.Attempts``): wrong passwords per client address and per (account, address), so a stranger's
guesses never lock the account's owner out from another address; unknown sign-in links per address, apart from
passwords (a one-use link is a secret code of its own).
"""

from __future__ import annotations

import hashlib
import os
import secrets
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from ledger.errors import LedgerError
from ledger.web.errors import HttpError
from ledger.web.calls import call
from ledger.web.request_body import body_fields, json_body, text_field
from ledger.web.request_inputs import only

#: The session cookie's name and lifetime (seconds).
COOKIE = "ledger_session"
SESSION_AGE = 14 * 24 * 3600


def server_secret(location: Any) -> str:
    """The key sessions are signed with: ``$LEDGER_SECRET``, else a random key kept in a file readable by its owner
    only (mode 0600): beside a SQLite store (``STORE.secret``), else under ``$XDG_CONFIG_HOME/ledger/`` named after
    the store (so two servers on one PostgreSQL database sign alike). Made on first use."""
    given = os.environ.get("LEDGER_SECRET")
    if given:
        return given
    if getattr(location, "kind", None) == "sqlite" and getattr(location, "path", None) is not None:
        path = Path(str(location.path) + ".secret")
    else:
        home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
        digest = hashlib.sha256(str(location).encode()).hexdigest()[:16]
        path = home / "ledger" / f"server-{digest}.secret"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(fd, "w") as out:
        out.write(secrets.token_urlsafe(48))
    return path.read_text().strip()


async def person_of(request: Request) -> Any:
    """The ``Person`` behind ``request`` (a bearer token, else the session cookie), or None. A revoked token is no
    one. Sets ``request.state.by_cookie`` (whether the session cookie says who asks: its writes need CSRF) and
    ``request.state.person_lang`` (their language as their account keeps it, read in the same call: None for none;
    for a token taken as last checked, as last read, read again by ``ledger.web.campaigns.looker``)."""
    request.state.by_cookie, request.state.person_lang = False, None
    header = request.headers.get("authorization", "")
    if header[:7].lower() == "bearer ":
        token = header[7:].strip()
        if not token:
            return None
        ledger = request.app.state.ledger
        request.state.still = lambda: ledger.person_for_token(token) is not None
        hinted = ledger.token_hint(token) if _checked_by_looker(request.url.path) else None
        if hinted is not None:                  # checked again in the route's own call: one thread hop, one read
            request.state.recheck = lambda: ledger.person_for_token(token) == hinted
            request.state.person_lang = ledger.language_hint(hinted)
            return hinted

        def by_token() -> tuple[Any, str | None]:
            person = ledger.person_for_token(token)
            return person, ledger.language(person) if person is not None else None

        person, request.state.person_lang = await call(request, by_token)
        return person
    name = request.session.get("person") if "session" in request.scope else None
    if not name:
        return None
    ledger = request.app.state.ledger
    started = request.session.get("since")
    request.state.still = lambda: ledger.session_valid(name, started)

    def by_cookie() -> tuple[bool, str | None]:
        valid = ledger.session_valid(name, started)
        return valid, ledger.language(name) if valid else None

    valid, request.state.person_lang = await call(request, by_cookie)
    if not valid:                                         # signed out since (any copy of the cookie), or no account
        request.session.clear()
        return None
    from ledger.service.people import Person

    request.state.by_cookie = True
    return Person(name)


def _checked_by_looker(path: str) -> bool:
    """Whether every route of ``path`` starts with ``ledger.web.campaigns.looker`` (a campaign's own routes,
    ``/api/campaigns/NAME/...``), which checks a token taken from ``token_hint`` again in its call."""
    parts = path.split("/")
    return len(parts) >= 5 and parts[1:3] == ["api", "campaigns"] and all(parts[3:5])


def not_signed_in() -> HttpError:
    """The 401 of a request with no one (or a revoked token, a signed-out session) behind it."""
    return HttpError(401, "authorization", "sign in first (a session cookie or an Authorization: Bearer token)")


def signed_in(request: Request) -> Any:
    """The ``Person`` asking, or ``HttpError(401)``."""
    person = getattr(request.state, "person", None)
    if person is None:
        raise not_signed_in()
    return person


def _start_session(request: Request, name: str) -> JSONResponse:
    """A fresh session for ``name`` with a new CSRF token (the old session's contents dropped)."""
    request.session.clear()
    request.session["person"] = name
    request.session["since"] = request.app.state.ledger.session_start()
    request.session["csrf"] = secrets.token_urlsafe(32)
    return JSONResponse({"person": name, "csrf": request.session["csrf"]})


def password_tries(request: Request, name: str) -> tuple[str, str]:
    """The keys a wrong password of account ``name`` from ``request``'s client address is counted under (per address
    and per (name, address)); raises ``HttpError(429)`` while either is past the failures allowed a minute."""
    ip = request.client.host if request.client else "?"
    keys = (f"password-ip:{ip}", f"password:{name.casefold()}@{ip}")
    if request.app.state.attempts.blocked(*keys):
        raise HttpError(429, "sign-in", "too many sign-in attempts; wait a minute")
    return keys


async def sign_in(request: Request) -> JSONResponse:
    """``POST /api/sign-in`` ``{"name", "password"}`` -> the session cookie and ``{"person", "csrf"}``; 401 for a
    wrong name or password (one message for both), 429 past the failures allowed per client address and per
    (name, address): a minute's worth from this address, whatever the right password would do from another."""
    only(request)
    body = await _fields(request, ("name", "password"))
    name = text_field(body, "name", 80)
    password = text_field(body, "password", 1024)
    keys = password_tries(request, name)
    ledger = request.app.state.ledger
    person = await call(request, lambda: ledger.check_password(name, password))
    if person is None:
        request.app.state.attempts.failed(*keys)
        raise HttpError(401, "sign-in", "unknown name or wrong password")
    return _start_session(request, person.name)


async def _fields(request: Request, fields: tuple[str, ...]) -> dict[str, Any]:
    """The request's JSON body, holding only ``fields`` (``body_fields``); a body that is not a JSON object is told
    what the route takes (``a JSON object with name, password``), never a command's arguments. Raises
    ``HttpError``."""
    try:
        body = await json_body(request)
    except HttpError as exc:
        if exc.field == "body" and exc.message == "a JSON object of the command's arguments":
            raise HttpError(400, "body", f"a JSON object with {', '.join(fields)}") from None
        raise
    return body_fields(body, fields)


def wants_json(request: Request) -> bool:
    """Whether the client asked for JSON: a path under ``/api/``, or ``application/json`` in its ``Accept`` header
    (RFC 9110 section 12.5.1). A browser following a link asks for ``text/html`` and gets a page."""
    return request.url.path.startswith("/api/") or "application/json" in request.headers.get("accept", "").lower()


async def sign_in_link(request: Request) -> Response:
    """``POST /api/sign-in/link`` ``{"code"}`` (or ``GET /sign-in/{code}``, the link ``ledger serve --gm`` prints):
    a one-time link becomes a session; 401 for a used, expired or unknown code, 429 past the unknown links allowed
    per client address (a wrong password's failures are counted apart and never block a link).
    A client asking for JSON (``wants_json``) gets ``{"person", "csrf"}`` or the JSON error; a browser following
    the link gets the session cookie and a 303 redirect to the pages' root ``/``, or the refusal as a page."""
    if request.method == "GET":
        code = request.path_params["code"]
    else:
        only(request)
        code = text_field(await _fields(request, ("code",)), "code", 200)
    try:
        ip = request.client.host if request.client else "?"
        attempts = request.app.state.attempts
        if attempts.blocked(f"link-ip:{ip}"):          # unknown links only: a password's failures never block one
            raise HttpError(429, "sign-in", "too many sign-in attempts; wait a minute")
        ledger = request.app.state.ledger
        person = await call(request, lambda: ledger.use_sign_in_link(code))
        if person is None:
            attempts.failed(f"link-ip:{ip}")
            raise HttpError(401, "code", "this sign-in link is unknown, used or expired; ask the GM for a new one")
    except HttpError as exc:
        if wants_json(request):
            raise
        from ledger.web.pages.render import chrome_lang, render
        from ledger.web.reader import spoken

        return render(request, "error.html", exc.status, field=exc.field,
                      message=spoken(request, exc.field, exc.message, exc.status),
                      lang=chrome_lang(request, strict=False))
    answer = _start_session(request, person.name)
    return answer if wants_json(request) else RedirectResponse("/", status_code=303)


async def sign_out(request: Request) -> JSONResponse:
    """``POST /api/sign-out``: every session of the person signed in by cookie ends on the server (a copy of the
    cookie kept elsewhere no longer works), and this one is dropped."""
    only(request)
    name = request.session.get("person") if getattr(request.state, "by_cookie", False) else None
    if name:
        ledger = request.app.state.ledger
        await call(request, lambda: ledger.end_sessions(name))
    request.session.clear()
    return JSONResponse({"signed_out": True})


async def change_password(request: Request) -> JSONResponse:
    """``POST /api/me/password`` ``{"current", "password", "again"?}``: the person signed in (by cookie: a session
    started by password or link; a bearer token is 403) gives their current password and a new one (``again``, when
    sent, must equal it); every session of theirs ends (other devices are signed out) and this one starts again:
    answers ``{"person", "csrf"}`` with the new session's cookie. A wrong current password is 403 naming ``current``
    and counts as a failed sign-in from this address (429 past the limit, as ``sign_in``); nothing is changed on any
    refusal. Source: README "Playing as a group" (accounts); OWASP's authentication cheat sheet (re-authenticate
    to change a password; end other sessions)."""
    person = signed_in(request)
    only(request, ("lang",))                              # the refusals' language, as on the command routes
    if not getattr(request.state, "by_cookie", False):
        raise HttpError(403, "authorization", "a password is changed signed in by password or link, not with an API token")
    body = await _fields(request, ("current", "password", "again"))
    current = text_field(body, "current", 1024)
    password = text_field(body, "password", 1024)
    if "again" in body and text_field(body, "again", 1024) != password:
        raise HttpError(422, "again", "the two new passwords differ; type the same one twice")
    keys = password_tries(request, person.name)
    ledger = request.app.state.ledger
    try:
        await call(request, lambda: ledger.change_own_password(person, current, password))
    except LedgerError as exc:
        if exc.field == "password":                   # too short or long: a field of a well-formed body (422)
            raise HttpError(422, "password", exc.message) from None
        if exc.field != "current":
            raise
        request.app.state.attempts.failed(*keys)
        raise HttpError(403, "current", exc.message) from None
    return _start_session(request, person.name)


async def me(request: Request) -> JSONResponse:
    """``GET /api/me``: ``{"person", "csrf", "lang"}`` (csrf None for a bearer token; ``lang`` their language setting,
    None for none: ``POST /pages/language``), or 401."""
    person = signed_in(request)
    only(request)
    return JSONResponse({"person": person.name, "csrf": request.session.get("csrf") if request.state.by_cookie else None,
                         "lang": getattr(request.state, "person_lang", None)})


ROUTES = [Route("/api/sign-in", sign_in, methods=["POST"]),
          Route("/api/sign-in/link", sign_in_link, methods=["POST"]),
          Route("/sign-in/{code}", sign_in_link, methods=["GET"]),
          Route("/api/sign-out", sign_out, methods=["POST"]),
          Route("/api/me", me, methods=["GET"]),
          Route("/api/me/password", change_password, methods=["POST"])]


class WhoAsks:
    """ASGI middleware (inside the session middleware): sets ``request.state.person`` (a ``Person`` or None) and
    refuses a cookie-authenticated write without its CSRF token (``ledger.web.csrf``) before any route runs."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        from ledger.web.csrf import check
        from ledger.web.errors import code_of, error_body, status_of
        from rules.errors import RuleError

        request = Request(scope, receive)
        try:
            request.state.person = await person_of(request)
            check(request)
        except HttpError as exc:
            return await error_body(exc.status, exc.field, exc.message, request=request)(scope, receive, send)
        except RuleError as exc:
            return await error_body(status_of(exc), exc.field, exc.message, request=request,
                                    code=code_of(exc))(scope, receive, send)
        await self.app(scope, receive, send)
