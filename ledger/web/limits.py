"""Limits on what a client may send: the size of a request body, and how often a sign-in may be tried.

Source: the developers' guide ("rate limits", "bad input gets the right HTTP status"); the ASGI specification's
``http.request`` messages (https://asgi.readthedocs.io/en/latest/specs/www.html). A body past the limit is refused
with 413 before any of it is parsed, whether it announces its length or streams.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Any

import orjson

#: The largest request body, in bytes (a command's JSON is a few hundred bytes; a long reason 2 KiB).
MAX_BODY = 64 * 1024


class BodyLimit:
    """ASGI middleware: a request whose body is over ``limit`` bytes gets 413 and the app never sees it."""

    def __init__(self, app: Any, limit: int = MAX_BODY) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        for key, value in scope.get("headers", ()):
            if key == b"content-length":
                try:
                    too_big = int(value) > self.limit
                except ValueError:
                    too_big = True
                if too_big:
                    return await self._refuse(send, scope)
        seen = 0
        started = False

        async def counted() -> dict[str, Any]:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooBig()
            return message

        async def watched(message: dict[str, Any]) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except _TooBig:
            if not started:
                await self._refuse(send, scope)

    async def _refuse(self, send: Any, scope: dict[str, Any]) -> None:
        from starlette.requests import HTTPConnection

        from ledger.web.reader import spoken

        said = spoken(HTTPConnection(_named(scope)), "body", f"a request body of at most {self.limit} bytes", 413)
        body = orjson.dumps({"error": {"code": "too_large", "field": "body", "message": said}})
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def _named(scope: dict[str, Any]) -> dict[str, Any]:
    """``scope`` with the campaign its path names (``/api/campaigns/NAME/...``, ``/c/NAME/...``) as its ``name`` path
    parameter, as the routing (which this refusal comes before) would set it, so the refusal is worded in that
    campaign's language (``ledger.web.reader.spoken``)."""
    from urllib.parse import unquote

    if "path_params" in scope:
        return scope
    parts = str(scope.get("path") or "").split("/")
    at = 3 if parts[1:3] == ["api", "campaigns"] else 2 if parts[1:2] == ["c"] else 0
    if not at or len(parts) <= at or not parts[at]:
        return scope
    return {**scope, "path_params": {"name": unquote(parts[at])}}


class _TooBig(Exception):
    """A streamed body went past the limit."""


class Attempts:
    """A sliding-window counter: at most ``limit`` attempts (or failures: ``blocked``/``failed``) per ``window``
    seconds for each key (an IP address, an account name at an address). Thread-safe; memory is bounded by the keys
    seen within one window."""

    def __init__(self, limit: int = 10, window: float = 60.0) -> None:
        self.limit, self.window = limit, window
        self._seen: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _queues(self, keys: tuple[str, ...], now: float) -> list[deque[float]]:
        """The live queues of ``keys`` (stale keys dropped first; the lock held by the caller)."""
        for stale in [k for k, q in self._seen.items() if not q or q[-1] < now - self.window]:
            del self._seen[stale]
        queues = [self._seen.setdefault(k, deque()) for k in keys]
        for q in queues:
            while q and q[0] < now - self.window:
                q.popleft()
        return queues

    def blocked(self, *keys: str) -> bool:
        """Whether any of ``keys`` is at its limit now (nothing counted): a failure-counted check, asked before an
        attempt whose failures only count (``failed``)."""
        with self._lock:
            return any(len(q) >= self.limit for q in self._queues(keys, time.monotonic()))

    def failed(self, *keys: str) -> None:
        """Count one failed attempt for every key (a wrong password, an unknown sign-in link)."""
        now = time.monotonic()
        with self._lock:
            for q in self._queues(keys, now):
                q.append(now)

    def allow(self, *keys: str) -> bool:
        """Count one attempt for every key; False (nothing counted) when any key is already at its limit."""
        now = time.monotonic()
        with self._lock:
            queues = self._queues(keys, now)
            if any(len(q) >= self.limit for q in queues):
                return False
            for q in queues:
                q.append(now)
            return True
