"""A query that is not valid UTF-8 text is refused before any route reads it: every parameter, key and value, of
every route, API and pages alike, in one place.

Source: README "Text" (text that is not valid UTF-8 is refused: ``not valid UTF-8 text ...``) and "The server"
(every error under ``/api/`` is ``{"error": {"code", "field", "message"}}``; the pages answer a person with a page).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote_to_bytes


def bad_parameter(query: bytes) -> str | None:
    """The first parameter of ``query`` (a URL's raw query string) whose key or value, percent-decoded, is not valid
    UTF-8: its key (as sent, percent-encoded, when the key is the one; at most 60 characters); None when every one
    is text."""
    for pair in query.split(b"&"):
        key, _, value = pair.partition(b"=")
        try:
            name = unquote_to_bytes(key.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return key.decode("latin-1")[:60]           # the key itself: as sent, percent-encoded
        try:
            unquote_to_bytes(value.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return name[:60] or "query"
    return None


class QueryText:
    """ASGI middleware: a request whose query holds a parameter that is not valid UTF-8 text (``bad_parameter``) is
    answered 400 naming it, ``<key>: not valid UTF-8 text ...`` (``rules.errors.NOT_UTF8``), as JSON under ``/api/``
    and as the error page elsewhere; the app never sees it."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        field = bad_parameter(scope.get("query_string") or b"") if scope["type"] == "http" else None
        if field is None:
            return await self.app(scope, receive, send)
        from starlette.requests import Request

        from ledger.web.errors import error_body
        from ledger.web.limits import _named
        from ledger.web.pages.render import error_lang, render
        from ledger.web.reader import spoken
        from rules.errors import NOT_UTF8

        request = Request(_named(scope), receive)
        path = str(scope.get("path") or "")
        if path.startswith("/api/") or path == "/api":
            answer = error_body(400, field, NOT_UTF8, None, request)
        else:
            answer = render(request, "error.html", 400, field=field, message=spoken(request, field, NOT_UTF8, 400),
                            lang=error_lang(request, field, 400))
        await answer(scope, receive, send)
