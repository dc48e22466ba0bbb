"""The web face: ``ledger serve``'s HTTP API (Starlette on uvicorn) over the one service layer.

Source: README "The server"; design.md "The service layer and its faces". Split by concept: ``app`` (the ASGI app
and its layers), ``signin`` (sign-in, sessions, bearer tokens), ``csrf``, ``limits`` (body size, sign-in attempts),
``errors`` (one JSON error shape, no secret), ``calls`` (reaching the service from a route), ``campaigns`` (which
campaign a route is about), ``commands`` (each system's commands and the corrections), ``reads``, ``group`` (people,
invitations, permissions, approval, proposals, notes), ``live`` (Server-Sent Events), ``openapi``. No module here
imports the store or decides who may do what: the service does.
"""

from ledger.web.app import make_app

__all__ = ["make_app"]
