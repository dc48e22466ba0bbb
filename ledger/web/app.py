"""The ASGI application of ``ledger serve``: Starlette routes over one warm ``Ledger``.

Source: README "The server"; Starlette's applications, middleware and routing (https://www.starlette.io/). The
layers, outermost first: the signed session cookie (Starlette's ``SessionMiddleware``: itsdangerous, HttpOnly,
SameSite=Lax), who asks and CSRF (``ledger.web.signin.WhoAsks``: headers only, no body read), the body limit (413
before the body is parsed, in the language of the person asking), then the routes: sign-in, the commands generated from each system's command table, the reads, the group's routes,
the live stream and the OpenAPI document; then the web pages (``ledger.web.pages``). Every route calls only the service layer (``ledger.service``).
"""

from __future__ import annotations

from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware

from ledger.web.calls import Calls
from ledger.web.limits import MAX_BODY, Attempts, BodyLimit


def make_app(ledger: Any, secret: str | None = None, *, max_body: int = MAX_BODY, sign_in_attempts: int = 10,
             live_interval: float = 0.2, https_only: bool = False) -> Starlette:
    """The server's app over ``ledger`` (a ``ledger.service.Ledger``, best opened with ``warm=True``).

    ``secret``: the session-signing key (None: ``ledger.web.signin.server_secret`` of the store); ``max_body``: the
    largest request body in bytes; ``sign_in_attempts``: failed sign-ins allowed per minute per client address and
    per (name, address);
    ``live_interval``: seconds between the live watchers' polls; ``https_only``: the session cookie's Secure flag.
    """
    from ledger.web import commands, group, live, openapi, pages, reads, signin
    from starlette.exceptions import HTTPException as StarletteHTTPException

    from ledger.web.api_terms import on_api_rule_error
    from rules.errors import RuleError
    from ledger.web.errors import HANDLERS
    from ledger.web.pages.no_route import on_no_route
    from ledger.web.query_text import QueryText

    key = secret if secret is not None else signin.server_secret(ledger.location)
    app = Starlette(
        routes=[*signin.ROUTES, *openapi.ROUTES, *commands.ROUTES, *reads.ROUTES, *group.ROUTES, *live.ROUTES,
                *pages.ROUTES],
        middleware=[Middleware(SessionMiddleware, secret_key=key, session_cookie=signin.COOKIE, max_age=signin.SESSION_AGE,
                               same_site="lax", https_only=https_only),
                    Middleware(signin.WhoAsks),              # who asks first: a 413 reads in their language setting
                    Middleware(QueryText),                   # a query not UTF-8: refused, every parameter
                    Middleware(BodyLimit, limit=max_body)],
        exception_handlers={**HANDLERS, RuleError: on_api_rule_error, StarletteHTTPException: on_no_route})
    app.router.redirect_slashes = False       # a trailing slash is no route (404 naming the path), never a redirect
    calls = Calls(around=getattr(ledger, "called", None))
    app.state.ledger = ledger
    app.state.calls = calls
    app.state.attempts = Attempts(limit=sign_in_attempts, window=60.0)
    app.state.live = live.Live(ledger, calls, interval=live_interval)
    return app
