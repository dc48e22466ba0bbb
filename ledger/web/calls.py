"""How a route reaches the service layer, and reads what the client sent.

Source: design.md "The service layer and its faces" (a face calls ``ledger.service`` only); blocking work in worker
threads, as Starlette runs it (https://www.starlette.io/threadpool/), here a pool of the server's own
(``concurrent.futures``). The ``Ledger`` is one object per server process, kept warm and called from up to
``ledger.service.ledger.THREADS`` worker threads at once (the event loop keeps serving live streams meanwhile): each
thread keeps its own copies of the campaigns, so a read waits for no write, and each call first brings them up to
date in one read (``Ledger.called``); the writes to one campaign take turns inside the service. Two server processes
on one PostgreSQL database are kept apart by the store itself (a write decided on an older campaign is decided
again).
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import orjson
from starlette.requests import Request

from ledger.web.errors import HttpError

T = TypeVar("T")


class Calls:
    """Runs service calls in a pool of ``threads`` worker threads of its own (default
    ``ledger.service.ledger.THREADS``: as many as the ``Ledger`` serves), kept for the server's life so that each
    keeps its warm copies (a thread pool that retires idle threads would load them again)."""

    def __init__(self, threads: int | None = None, around: Callable[[Callable[[], Any]], Any] | None = None) -> None:
        from ledger.service.ledger import THREADS

        self.threads = threads or THREADS
        self.around = around        # runs each call's work: ``Ledger.called`` (one catch-up read, then the work)
        self.pool = ThreadPoolExecutor(self.threads, thread_name_prefix="ledger-call")
        weakref.finalize(self, self.pool.shutdown, wait=False)

    async def __call__(self, work: Callable[[], T]) -> T:
        """``work()`` in a worker thread (waiting for one while all ``threads`` are busy), through ``around``."""
        around = self.around
        job = work if around is None else (lambda: around(work))
        return await asyncio.get_running_loop().run_in_executor(self.pool, job)

    def warm_up(self, work: Callable[[], Any], wait: float = 60.0) -> None:
        """Run ``work()`` once in each worker thread (a read that loads what the thread will keep: every campaign),
        in the background; errors are left to the first request that meets them. ``wait``: seconds a thread waits
        for the others to start (so that each runs it once)."""
        together = threading.Barrier(self.threads)

        def each() -> None:
            try:
                together.wait(wait)
                work()
            except Exception:  # noqa: BLE001 - warming is an optimisation: a request loads what is missing
                pass

        for _ in range(self.threads):
            self.pool.submit(each)

    def later(self, work: Callable[[], Any]) -> None:
        """Run ``work()`` once in one worker thread, in the background, after the work already asked for (the
        server's fold ahead: ``Ledger.fold_ahead``); errors are left to the first request that meets them."""
        def run() -> None:
            try:
                work()
            except Exception:  # noqa: BLE001 - an optimisation: a request does what is missing
                pass

        self.pool.submit(run)

    def close(self) -> None:
        """Wait for the calls in progress (a write finishes whole), then stop the threads."""
        self.pool.shutdown(wait=True)


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

