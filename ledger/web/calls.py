"""How a route reaches the service layer, and reads what the client sent.

Source: design.md "The service layer and its faces" (a face calls ``ledger.service`` only); Starlette's thread pool
for blocking work (https://www.starlette.io/threadpool/). The ``Ledger`` is one object per server process, kept warm
and called from up to ``ledger.service.ledger.THREADS`` worker threads at once (the event loop keeps serving live
streams meanwhile): each thread keeps its own copies of the campaigns, so a read waits for no write, and the writes
to one campaign take turns inside the service. Two server processes on one PostgreSQL database are kept apart by the
store itself (a write decided on an older campaign is decided again).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
import anyio.to_thread
import orjson
from starlette.requests import Request

from ledger.web.errors import HttpError

T = TypeVar("T")


class Calls:
    """Runs service calls in worker threads, at most ``threads`` at once (default
    ``ledger.service.ledger.THREADS``: as many as the ``Ledger`` serves)."""

    def __init__(self, threads: int | None = None) -> None:
        from ledger.service.ledger import THREADS

        self.threads = threads or THREADS
        self._limiter: tuple[Any, anyio.CapacityLimiter] | None = None

    async def __call__(self, work: Callable[[], T]) -> T:
        """``work()`` in a worker thread (waiting for one while all ``threads`` are busy)."""
        loop = asyncio.get_running_loop()
        if self._limiter is None or self._limiter[0] is not loop:     # one per event loop (a test client's own)
            self._limiter = (loop, anyio.CapacityLimiter(self.threads))
        return await anyio.to_thread.run_sync(work, limiter=self._limiter[1])


async def call(request: Request, work: Callable[[], T]) -> T:
    """Run ``work`` (a call of the service layer) for ``request``'s app. Raises what ``work`` raises."""
    return await request.app.state.calls(work)


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object body ({} for an empty body). Raises ``HttpError(400, "body")`` for malformed JSON
    or a body that is not an object, ``HttpError(415)`` for a body that is not JSON."""
    raw = await request.body()
    if not raw.strip():
        return {}
    kind = request.headers.get("content-type", "application/json").split(";")[0].strip().lower()
    if kind not in ("application/json", ""):
        raise HttpError(415, "body", f"send JSON (Content-Type: application/json), not {kind[:60]}")
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise HttpError(400, "body", f"malformed JSON ({str(exc).split(':')[0][:80]})") from None
    if not isinstance(data, dict):
        raise HttpError(400, "body", "a JSON object of the command's arguments")
    return data


def text_field(body: dict[str, Any], key: str, limit: int, required: bool = True) -> str:
    """``body[key]`` as text of at most ``limit`` characters. Raises ``HttpError(400|422, key)``."""
    value = body.get(key)
    if value is None:
        if required:
            raise HttpError(400, key, "missing")
        return ""
    if not isinstance(value, str):
        raise HttpError(422, key, "a text")
    if len(value) > limit:
        raise HttpError(422, key, f"at most {limit} characters")
    return value


def int_param(request: Request, key: str, low: int = 0) -> int | None:
    """Query parameter ``key`` as a whole number >= ``low``, or None when absent. Raises ``HttpError(400, key)``."""
    raw = request.query_params.get(key)
    if raw is None or raw == "":
        return None
    try:
        value = int(raw)
    except ValueError:
        raise HttpError(400, key, f"a whole number, {low} or more") from None
    if value < low:
        raise HttpError(400, key, f"a whole number, {low} or more")
    return value
