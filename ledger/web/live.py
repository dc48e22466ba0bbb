"""Live updates: a Server-Sent Events stream per campaign sending each recorded action as its history row.

Source: README "The server" (``/api/campaigns/{name}/live``); the WHATWG HTML standard's server-sent events
(https://html.spec.whatwg.org/multipage/server-sent-events.html: ``id``, ``event``, ``data``, ``retry``,
``Last-Event-ID``). One watcher per campaign per server process polls the store's version every ``interval`` seconds
(default 0.2; a write of this server wakes it at once), so actions written by the CLI or by a second server process
show up as surely as this server's own; when it changes, the same call of the service makes every reader's rows, each
filtered for its reader (``Ledger.since_each``: the newest events are read once), and asks whether each reader's
credential still stands. The same call notes the store's accounts version (a warm call's catch-up read brought
them up to date already: no read of its own), and when it moved (a token revoked, a sign-out, by this server, another
or the CLI) asks every reader's credential again: a stream whose credential fell ends within a poll, not at the
next action or keep-alive.
An action is sent once per reader, exactly as a history read gives it that reader then (``Ledger.since_each``);
a correction's earlier rows it changed (undone, redone, decided again) are sent again with it, before it, each
replacing the one sent before. The event id is ``VERSION-ACTION``, and a reader that reconnects with
``Last-Event-ID`` gets what it missed.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import orjson
from starlette.requests import Request
from starlette.responses import StreamingResponse
from starlette.routing import Route

from ledger.inputs import MAX_WHOLE
from ledger.web.calls import Calls
from ledger.web.campaigns import asked
from ledger.web.reader import answer_lang
from ledger.web.request_inputs import only, seconds_param

#: The longest ``?seconds=`` a bounded live stream may ask for (a day).
MAX_SECONDS = 86400.0

#: How often a watcher polls the store (seconds), and how long a quiet stream waits before a keep-alive comment.
INTERVAL = 0.2
KEEP_ALIVE = 15.0


@dataclass
class _Reader:
    """One open stream: who reads, whether the credential it was opened with still stands (``still()``; None: not
    asked), in which language (None: the system's default), and the batches of rows waiting to be sent (None: they
    may no longer read)."""

    person: Any
    still: Any = None
    lang: str | None = None
    queue: asyncio.Queue[list[dict[str, Any]] | None] = field(default_factory=asyncio.Queue)


@dataclass
class _Watch:
    """One campaign's watcher: the newest version its readers were sent up to, its readers, its task."""

    version: int
    readers: list[_Reader] = field(default_factory=list)
    task: asyncio.Task[None] | None = None
    accounts: int | None = None
    moved: asyncio.Event = field(default_factory=asyncio.Event)


class Live:
    """The watchers of one server process (``ledger``: the service's ``Ledger``; ``calls``: how to reach it)."""

    def __init__(self, ledger: Any, calls: Calls, interval: float = INTERVAL) -> None:
        self.ledger, self.calls, self.interval = ledger, calls, interval
        self.watches: dict[str, _Watch] = {}

    async def _version(self, name: str) -> int:
        return await self.calls(lambda: self.ledger.now(name).version)

    def _look(self, name: str, since: int, readers: list[_Reader], watch: _Watch) -> tuple[int, list[Any]]:
        """(campaign ``name``'s last event version, for each reader the rows recorded after event ``since`` that it
        may see, or None when it may no longer read them: ``Ledger.since_each``, or its ``still()`` says no). One
        call of the service for every reader; the version alone is read while nothing moved. ``still()`` is asked
        when the campaign moved or the accounts did (``watch.accounts``: their version when last asked)."""
        top, rows = self.ledger.since_each(name, since, [r.person for r in readers], langs=[r.lang for r in readers])
        accounts = self.ledger.accounts_version()
        if top != since or accounts != watch.accounts:
            watch.accounts = accounts
            rows = [None if got is None or (r.still is not None and not r.still()) else got
                    for r, got in zip(readers, rows)]
        return top, rows

    async def _watch(self, name: str, watch: _Watch) -> None:
        """Poll campaign ``name`` while it has readers; when it changes, hand each reader its own rows (``_look``)."""
        while watch.readers:
            try:                                        # a write of this server wakes it at once (``poke``)
                await asyncio.wait_for(watch.moved.wait(), self.interval)
            except asyncio.TimeoutError:
                pass
            watch.moved.clear()
            readers = list(watch.readers)
            try:
                top, rows = await self.calls(lambda: self._look(name, watch.version, readers, watch))
            except Exception:  # noqa: BLE001 - a busy or briefly unreachable store: try again next time
                continue
            moved, watch.version = top != watch.version, top
            for reader, batch in zip(readers, rows):
                if moved or batch is None:              # a reader whose credential fell hears it now
                    reader.queue.put_nowait(batch)

    def poke(self) -> None:
        """A write of this server just ended: every watcher looks now rather than at its next poll (call it in the
        event loop)."""
        for watch in self.watches.values():
            watch.moved.set()

    async def stream(self, name: str, person: Any, version: int, last: int,
                     still: Any = None, lang: str | None = None) -> AsyncIterator[bytes]:
        """The SSE bytes for ``person`` reading campaign ``name`` in ``lang`` (a language the system reads in, None:
        its default) from event ``version`` on (actions after ``last`` only), forever (until the client goes or may no longer read it). ``still()`` (the credential the stream was
        opened with still stands: a token not revoked, a session not signed out) is asked before each batch, when
        the accounts move (``_look``) and at each keep-alive; the stream ends when it says no."""
        reader, sent = _Reader(person, still, lang), {}       # sent: action -> hash of the row last sent
        watch = self.watches.get(name)
        if watch is None:
            watch = self.watches[name] = _Watch(await self._version(name))
        watch.readers.append(reader)
        if watch.task is None or watch.task.done():
            watch.task = asyncio.create_task(self._watch(name, watch))
        try:
            yield b"retry: 2000\n\n"
            if version < watch.version:                  # catch up to where the watcher stands, once
                reader.queue.put_nowait(await self.calls(lambda: self.ledger.since(name, version, person, lang)))
            while True:
                try:
                    batch = await asyncio.wait_for(reader.queue.get(), KEEP_ALIVE)
                except asyncio.TimeoutError:
                    batch = []
                if batch is None:                           # they may no longer read it (``_look``)
                    return
                if not batch:
                    if still is not None and not await self.calls(still):
                        return
                    yield b": keep-alive\n\n"
                    continue
                for row in batch:
                    action, data = int(row.get("action", 0)), orjson.dumps(row)
                    if sent.get(action) != hash(data):         # new, or an earlier one a correction changed
                        last, sent[action] = max(last, action), hash(data)
                        yield b"id: %d-%d\nevent: action\ndata: %s\n\n" % (watch.version, last, data)
        finally:
            watch.readers.remove(reader)
            if not watch.readers:
                if watch.task is not None:
                    watch.task.cancel()
                if self.watches.get(name) is watch:
                    self.watches.pop(name, None)


def _resume(request: Request) -> tuple[int, int] | None:
    """(version, action) from a ``Last-Event-ID`` header (``VERSION-ACTION``, each a whole number within 64 bits),
    or None (another form: the stream starts from now)."""
    given = request.headers.get("last-event-id", "")
    version, _, action = given.partition("-")
    if all(p.isascii() and p.isdigit() and len(p) <= len(str(MAX_WHOLE)) and int(p) <= MAX_WHOLE
           for p in (version, action)):
        return int(version), int(action)
    return None


async def live(request: Request) -> StreamingResponse:
    """``GET /api/campaigns/{name}/live[?lang=]``: ``text/event-stream`` of ``action`` events (each a history row as
    ``ledger history --json`` keys it, only what the reader may see, in ``lang``: the reader's language when absent
    (their setting, ``Accept-Language``, the system's own: ``ledger.web.reader.answer_lang``), as every read; 422
    naming ``lang`` for one it does not read in); ``?seconds=N`` ends the stream after N seconds (a bounded client:
    tests, the bench; 0 to ``MAX_SECONDS``, 400 otherwise or for any other parameter)."""
    where = await asked(request)
    only(request, ("seconds", "lang"))
    limit = seconds_param(request, "seconds", MAX_SECONDS)
    lang = answer_lang(request, where.system)          # RuleError("lang") before the stream opens
    hub: Live = request.app.state.live
    resumed = _resume(request)
    if resumed is None:
        now = await hub.calls(lambda: hub.ledger.now(where.name, by=where.person))
        resumed = (now.version, now.actions)
    body = hub.stream(where.name, where.person, *resumed, still=getattr(request.state, "still", None), lang=lang)
    if limit is not None:
        body = _bounded(body, limit)
    return StreamingResponse(body, media_type="text/event-stream",
                             headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


async def _bounded(body: AsyncIterator[bytes], seconds: float) -> AsyncIterator[bytes]:
    """``body`` until ``seconds`` have passed."""
    end = asyncio.get_running_loop().time() + seconds
    iterator = body.__aiter__()
    try:
        while True:
            left = end - asyncio.get_running_loop().time()
            if left <= 0:
                return
            try:
                yield await asyncio.wait_for(iterator.__anext__(), left)
            except (StopAsyncIteration, asyncio.TimeoutError):
                return
    finally:
        try:
            await iterator.aclose()
        except RuntimeError:        # still running in a cancelled wait (the server stopping): it ends with the loop
            pass


ROUTES = [Route("/api/campaigns/{name}/live", live, methods=["GET"])]
