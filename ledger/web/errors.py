"""The server's errors: one JSON shape, the right status code, and never a secret.

Source: /api conventions in README "The server" (``{"error": {"field": ..., "message": ...}}``; 400 bad input, 401
not signed in, 403 refused, 404 unknown, 409 the state no longer allows it, 413 body over the limit, 422 a value
the command's model refuses, 429 too many attempts); the developers' guide ("no secret in a log or an error").
Starlette's exception handlers: https://www.starlette.io/exceptions/
"""

from __future__ import annotations

import logging
import re
from typing import Any

from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse

from ledger.errors import LedgerError
from rules.errors import RuleError

log = logging.getLogger("ledger.web")

#: ``scheme://user:password@host``: the password part of a URL (a PostgreSQL store's), hidden in every error.
_URL_PASSWORD = re.compile(r"(\b[a-z][a-z0-9+.-]*://[^:/@\s]*:)[^@\s]*@", re.IGNORECASE)
#: ``password=...`` in a libpq connection string.
_KV_PASSWORD = re.compile(r"(password\s*=\s*)\S+", re.IGNORECASE)


def scrub(text: str) -> str:
    """``text`` with any URL password or ``password=`` value replaced by ``***``."""
    return _KV_PASSWORD.sub(r"\1***", _URL_PASSWORD.sub(r"\1***@", str(text)))


class HttpError(Exception):
    """An HTTP refusal raised by a route: ``status`` (int), ``field`` (the input at fault, as the client spelled
    it) and a one-line ``message``."""

    def __init__(self, status: int, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.status, self.field, self.message = status, field, " ".join(str(message).split())


def error_body(status: int, field: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    """The JSON error response ``{"error": {"field", "message"}}`` with ``status`` (the message scrubbed)."""
    return JSONResponse({"error": {"field": field, "message": scrub(message)}}, status_code=status, headers=headers)


def status_of(exc: RuleError) -> int:
    """The HTTP status of a refusal by the ledger or the rules: the error's own ``status`` when it carries one (a
    who-may-do-what refusal: 403; a proposal the state no longer allows: 409), 404 for an unknown campaign, else 400
    (the rules refused the input)."""
    own = getattr(exc, "status", None)
    if isinstance(own, int):
        return own
    if isinstance(exc, LedgerError) and exc.field == "campaign" and "unknown campaign" in exc.message:
        return 404
    return 400


async def on_http_error(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for ``HttpError``."""
    assert isinstance(exc, HttpError)
    headers = {"Retry-After": "60"} if exc.status == 429 else None
    return error_body(exc.status, exc.field, exc.message, headers)


async def on_rule_error(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for ``RuleError`` (and ``LedgerError``, ``Refused``): one line naming the field."""
    assert isinstance(exc, RuleError)
    return error_body(status_of(exc), exc.field, exc.message)


def api_families(request: Request) -> list[str]:
    """The API's route families, ``/api/`` and its next segment (``/api/campaigns``, ``/api/me``...), sorted: what
    an unknown path under ``/api/`` is told is allowed."""
    found = {"/".join(str(getattr(r, "path", "")).split("/")[:3]) for r in request.app.routes}
    return sorted(p for p in found if p.startswith("/api/") and "{" not in p)


async def on_no_route(request: Request, exc: Exception) -> Any:
    """Starlette's own ``HTTPException`` (no route matched: 404; a route without that method: 405). Under ``/api/`` it
    is the API's JSON error: 404 naming ``path`` and the route families allowed, 405 naming ``method`` and the
    methods the route allows (with its ``Allow`` header); elsewhere the pages' error page with the same status."""
    assert isinstance(exc, StarletteHTTPException)
    path, method = request.url.path, request.method
    api = path.startswith("/api/") or path == "/api"
    shown = path if len(path) <= 80 else path[:80] + "…"
    if exc.status_code == 405:
        allowed = ", ".join(sorted(m.strip() for m in (exc.headers or {}).get("Allow", "").split(",") if m.strip()))
        field, message = "method", f"{method} is not allowed on {shown!r}; allowed: {allowed}"
    elif exc.status_code == 404:
        field, message = "path", (f"no route {shown!r}; allowed: {', '.join(api_families(request))} "
                                  "(every route: /api/openapi.json)") if api else f"no page {shown!r}"
    else:
        field, message = "request", str(exc.detail)
    if api:
        return error_body(exc.status_code, field, message, exc.headers)
    from ledger.web.pages.home import chrome_lang
    from ledger.web.pages.render import render

    return render(request, "error.html", exc.status_code, field=field, message=scrub(message), lang=chrome_lang(request))


async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for anything else: logged (scrubbed) and answered 500 without details."""
    log.error("internal error on %s %s: %s", request.method, request.url.path, scrub(repr(exc)))
    return error_body(500, "server", "internal error; nothing was recorded unless the history shows it")


HANDLERS: dict[Any, Any] = {HttpError: on_http_error, RuleError: on_rule_error, StarletteHTTPException: on_no_route,
                            Exception: on_unexpected}
