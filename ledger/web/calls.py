"""How a route reaches the service layer (what the client sent is read by ``ledger.web.request_body`` and
``ledger.web.request_inputs``).

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

from starlette.requests import Request


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
