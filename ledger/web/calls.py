"""How a route reaches the service layer, and reads what the client sent.

Source: design.md "The service layer and its faces" (a face calls ``ledger.service`` only); Starlette's thread pool
for blocking work (https://www.starlette.io/threadpool/). The ``Ledger`` is one object per server process, kept warm:
its kept campaigns are changed in place by reads and writes, so every call runs in a worker thread under one lock
(the event loop keeps serving live streams meanwhile). Two server processes on one PostgreSQL database are kept
apart by the store itself (a write decided on an older campaign is decided again).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

import anyio.to_thread
import orjson
from starlette.requests import Request

from ledger.web.errors import HttpError

T = TypeVar("T")


class Calls:
    """Runs service calls one at a time (``lock``) in worker threads."""

    def __init__(self) -> None:
        self.lock = threading.Lock()

    def run(self, work: Callable[[], T]) -> T:
        """``work()`` under the lock, in this thread."""
        with self.lock:
            return work()

    async def __call__(self, work: Callable[[], T]) -> T:
        """``work()`` under the lock, in a worker thread."""
        return await anyio.to_thread.run_sync(self.run, work)


async def call(request: Request, work: Callable[[], T]) -> T:
    """Run ``work`` (a call of the service layer) for ``request``'s app. Raises what ``work`` raises."""
    return await request.app.state.calls(work)


async def json_body(request: Request) -> dict[str, Any]:
    """The request's JSON object body ({} for an empty body). Raises ``HttpError(400, "body")`` for malformed JSON
    or a body that is not an object, ``HttpError(400, KEY)`` for a whole number past 64 bits
    (``request_inputs.exact_numbers``), ``HttpError(415)`` for a body that is not JSON."""
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
    from ledger.web.request_inputs import exact_numbers

    return exact_numbers(raw, data)


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

