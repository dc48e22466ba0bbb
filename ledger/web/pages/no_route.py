"""What a path no route matches, or a method its route does not take, is answered: the API's JSON error under
``/api/``, the pages' error page elsewhere.

Source: README "The server" (every error under ``/api/`` is ``{"error": {"field", "message"}}``; the pages answer a
person with a page).
"""

from __future__ import annotations

from typing import Any

from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request

from ledger.web.errors import error_body, scrub
from ledger.web.reader import spoken
from ledger.web.pages.render import error_lang, render


def api_families(request: Request) -> list[str]:
    """The API's route families, sorted: what an unknown path under ``/api/`` is told is allowed. ``/api/`` and its
    next segment (``/api/campaigns``, ``/api/me``...); for a path within a campaign (``/api/campaigns/NAME/...``) the
    campaign's own, ``/api/campaigns/{name}/`` and its next segment (``/api/campaigns/{name}/why``...)."""
    paths = [str(getattr(r, "path", "")) for r in request.app.routes]
    if len(request.url.path.split("/")) > 4 and request.url.path.startswith("/api/campaigns/"):
        return sorted({"/".join(p.split("/")[:5]) for p in paths if p.startswith("/api/campaigns/{name}/")})
    found = {"/".join(p.split("/")[:3]) for p in paths}
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
        return error_body(exc.status_code, field, message, exc.headers, request)
    said = scrub(spoken(request, field, message, exc.status_code))      # a campaign's path: in its language
    return render(request, "error.html", exc.status_code, field=field, message=said,
                  lang=error_lang(request, field, exc.status_code))
