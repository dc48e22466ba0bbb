"""The server's errors: one JSON shape, the right status code, and never a secret.

Source: /api conventions in README "The server" (``{"error": {"code": ..., "field": ..., "message": ...}}``; 400 a
request the route cannot read (no JSON object, a key given twice, a query parameter refused) or a value the rules
refuse, 401 not signed in (checked before anything sent), 403 refused, 404 unknown, 409 the state no longer allows
it, 413 body over the limit, 422 a field of a well-formed body that is unknown, missing or of another JSON type, 429
too many attempts) and docs/api-errors.md (the ``code``, English and stable; the ``message`` in the reader's
language: ``ledger.web.reader``); the developers' guide ("no secret in a log or an error").
Starlette's exception handlers: https://www.starlette.io/exceptions/
"""

from __future__ import annotations

import logging
import re
from typing import Any

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
    it) and a one-line ``message``: English, worded in the reader's language when answered, unless ``worded`` (in
    it already: ``ledger.web.api_terms``); ``code`` the error body's own (None: the status's)."""

    def __init__(self, status: int, field: str, message: str, code: str | None = None, worded: bool = False) -> None:
        super().__init__(f"{field}: {message}")
        self.status, self.field, self.message = status, field, " ".join(str(message).split())
        self.code, self.worded = code, worded


#: HTTP status -> the ``code`` of its error body: English, stable, what a client branches on (docs/api-errors.md).
CODES: dict[int, str] = {400: "bad_input", 401: "not_signed_in", 403: "refused", 404: "not_found",
                         405: "method_not_allowed", 409: "conflict", 413: "too_large", 415: "not_json",
                         422: "invalid_value", 429: "too_many_attempts", 500: "internal"}


def error_body(status: int, field: str, message: str, headers: dict[str, str] | None = None,
               request: Request | None = None, code: str | None = None, words: Any = None) -> JSONResponse:
    """The JSON error response ``{"error": {"code", "field", "message"}}`` with ``status``: ``code`` (``CODES``'
    for the status unless given), the message in the language of the reader of ``request`` when given
    (``ledger.web.reader.spoken``; ``words``: the refusal's pieces its system words from its own record,
    ``RuleError.words``), scrubbed."""
    if request is not None:
        from ledger.web.reader import spoken

        message = spoken(request, field, message, status, words)
    body = {"code": code or CODES.get(status, "error"), "field": field, "message": scrub(message)}
    return JSONResponse({"error": body}, status_code=status, headers=headers)


def code_of(exc: RuleError) -> str | None:
    """The ``code`` of a refusal by the ledger: ``refused:RULE`` for a who-may-do-what refusal (``RULE`` the rule's id,
    as ``ledger permissions`` lists it), else None (the status's own code)."""
    from ledger.errors import Refused
    from ledger.group.permissions import rule_id

    rule = rule_id(exc.rule) if isinstance(exc, Refused) else None
    return f"refused:{rule}" if rule else None


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


#: The refusals of a field missing, each followed by what it takes: ``missing; give a text``, ``Field required;
#: allowed: A, B`` (``rules.args.missing_takes``, ``ledger.group.fields``).
_MISSING = ("missing; ", "Field required; ")


def null_given(status: int, field: str, message: str, nulls: Any) -> str:
    """``message`` (a refusal of ``field`` with ``status``) as said to a body that gave ``field`` as JSON null
    (``nulls``: the top-level fields a body gave null, which ``ledger.web.request_body.json_body`` keeps on the
    request): a missing field's refusal (``_MISSING``) becomes what it takes and ``not null`` (``a text, not null``;
    ``one of: A, B, not null``), since a null was given; any other refusal as it is. One place for every route
    taking a JSON body (the error handler, ``on_http_error``). Source: README "Using the ledger" (bad input: the
    field and what is allowed)."""
    if status != 422 or field not in (nulls or ()):
        return message
    rest = next((message[len(p):] for p in _MISSING if message.startswith(p)), None)
    if rest is None or rest.startswith("unknown fields"):
        return message
    takes = rest.removeprefix("give ") if rest.startswith("give ") else "one of: " + rest.removeprefix("allowed: ")
    return f"{takes}, not null"


async def on_http_error(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for ``HttpError``: a missing field's refusal of a field the body gave null says what it
    takes, not null (``null_given``)."""
    assert isinstance(exc, HttpError)
    headers = {"Retry-After": "60"} if exc.status == 429 else None
    message = null_given(exc.status, exc.field, exc.message, getattr(request.state, "nulls", None))
    return error_body(exc.status, exc.field, message, headers, None if exc.worded else request, exc.code)


async def on_rule_error(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for ``RuleError`` (and ``LedgerError``, ``Refused``): one line naming the field, in the
    reader's language (an API read's refusal is first named by its query parameters:
    ``ledger.web.api_terms.on_api_rule_error``, the handler the app registers)."""
    assert isinstance(exc, RuleError)
    return error_body(status_of(exc), exc.field, exc.message, request=request, code=code_of(exc), words=exc.words)


async def on_unexpected(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for anything else: logged (scrubbed) and answered 500 without details."""
    log.error("internal error on %s %s: %s", request.method, request.url.path, scrub(repr(exc)))
    return error_body(500, "server", "internal error; nothing was recorded unless the history shows it",
                      request=request)


#: The app's exception handlers but Starlette's own ``HTTPException`` (``ledger.web.pages.no_route``: a page or a JSON
#: error, by the path).
HANDLERS: dict[Any, Any] = {HttpError: on_http_error, RuleError: on_rule_error, Exception: on_unexpected}


def no_route_unless(request: Request, part: str) -> None:
    """Check that the path's ``part`` (a ``{part:path}`` parameter, which matches nothing too) names something.
    Raises Starlette's ``HTTPException(404)`` (the API's "no route", naming the path) when it is empty. Source:
    README "The server" (an unknown path is a 404 naming ``path``)."""
    from starlette.exceptions import HTTPException

    if not request.path_params.get(part):
        raise HTTPException(404)
