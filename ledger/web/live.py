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
An action is sent once per reader, exactly as a history read gives it that reader then (``Ledger.live_each``);
a correction sends again the earlier rows it changed (undone, redone, decided again), oldest first, each replacing
the one sent before, then its own row. Each message's id is ``VERSION-ACTION``: ACTION the row's action, VERSION the
event version that recorded the action sending it (the row's own, or the correction that changed it). Ids grow
(VERSION, then ACTION) and never repeat, whichever way the watcher's polls batch the writes, and a reader that
reconnects with the ``Last-Event-ID`` of the last message it got gets exactly the messages after it.
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


#: An ACTION past every action: ``(VERSION, DONE)`` stands after all of VERSION's messages (a stream from now).
DONE = MAX_WHOLE + 1

Message = tuple[int, dict[str, Any]]
"""A live message: (the version of the event that recorded the action sending it, a history row)."""


@dataclass
class _Reader:
    """One open stream: who reads, whether the credential it was opened with still stands (``still()``; None: not
    asked), in which language (None: the system's default), and the batches waiting to be sent, each (the event
    version it starts after, the one it goes up to, its messages), None: they may no longer read."""

    person: Any
    still: Any = None
    lang: str | None = None
    queue: asyncio.Queue[tuple[int, int, list[Message]] | None] = field(default_factory=asyncio.Queue)


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
        """(campaign ``name``'s last event version, for each reader the messages of the actions recorded after
        event ``since`` that it may see, or None when it may no longer read them: ``Ledger.live_each``, or its
        ``still()`` says no). One call of the service for every reader; the version alone is read while nothing
        moved. ``still()`` is asked when the campaign moved or the accounts did (``watch.accounts``: their version
        when last asked)."""
        top, sent = self.ledger.live_each(name, since, [r.person for r in readers], langs=[r.lang for r in readers])
        accounts = self.ledger.accounts_version()
        if top != since or accounts != watch.accounts:
            watch.accounts = accounts
            sent = [None if got is None or (r.still is not None and not r.still()) else got
                    for r, got in zip(readers, sent)]
        return top, sent

    async def _watch(self, name: str, watch: _Watch) -> None:
        """Poll campaign ``name`` while it has readers; when it changes, hand each reader its own messages
        (``_look``) as a batch from the version it last stood at to the new one."""
        while watch.readers:
            try:                                        # a write of this server wakes it at once (``poke``)
                await asyncio.wait_for(watch.moved.wait(), self.interval)
            except asyncio.TimeoutError:
                pass
            watch.moved.clear()
            readers, since = list(watch.readers), watch.version
            try:
                top, sent = await self.calls(lambda: self._look(name, since, readers, watch))
            except Exception:  # noqa: BLE001 - a busy or briefly unreachable store: try again next time
                continue
            moved, watch.version = top != since, max(top, watch.version)
            for reader, batch in zip(readers, sent):
                if batch is None:                       # a reader whose credential fell hears it now
                    reader.queue.put_nowait(None)
                elif moved:
                    reader.queue.put_nowait((since, top, batch))

    def poke(self) -> None:
        """A write of this server just ended: every watcher looks now rather than at its next poll (call it in the
        event loop)."""
        for watch in self.watches.values():
            watch.moved.set()

    async def _since(self, name: str, reader: _Reader, version: int, whole: bool = False
                     ) -> tuple[int, list[Message] | None]:
        """(the last event version, ``reader``'s messages of the actions after event ``version``; None: it may no
        longer read them): a stream's own read, where the watcher's batches do not reach."""
        top, sent = await self.calls(lambda: self.ledger.live_each(name, version, [reader.person], reader.lang,
                                                                   whole=whole))
        return top, sent[0]

    async def stream(self, name: str, person: Any, after: tuple[int, int], still: Any = None,
                     lang: str | None = None, shape: Any = None) -> AsyncIterator[bytes]:
        """The SSE bytes for ``person`` reading campaign ``name`` in ``lang`` (a language the system reads in, None:
        its default): every message whose id ``(VERSION, ACTION)`` comes after ``after`` (``(version, DONE)``: all
        of event ``version``'s are behind), in order, forever (until the client goes or may no longer read it).
        ``still()`` (the credential the stream was opened with still stands: a token not revoked, a session not
        signed out) is asked before each batch, when the accounts move (``_look``) and at each keep-alive; the
        stream ends when it says no. ``shape(row)``: what each message's data carries instead of the row (a page's
        stream: the row as the page shows it)."""
        reader, last = _Reader(person, still, lang), after
        watch = self.watches.get(name)
        if watch is None:
            watch = self.watches[name] = _Watch(await self._version(name))
        watch.readers.append(reader)
        covered = watch.version                    # the watcher's batches for this reader go on from there
        if watch.task is None or watch.task.done():
            watch.task = asyncio.create_task(self._watch(name, watch))
        try:
            yield b"retry: 2000\n\n"
            start = after[0] if after[1] >= DONE else max(after[0] - 1, 0)    # the rest of VERSION's messages
            batch: tuple[int, int, list[Message]] | None = (start, start, [])
            while True:
                if batch is None:                           # they may no longer read it (``_look``)
                    return
                since, top, messages = batch
                if since > covered or since < covered and since == start:   # what the watcher's batches miss
                    frm = min(since, covered)
                    covered, missed = await self._since(name, reader, frm, whole=frm == start < after[0])
                    if missed is None:
                        return
                    messages = missed + messages
                covered, start = max(covered, top), -1          # the first batch only reads from ``after``
                for cause, row in messages:
                    if (cause, int(row.get("action", 0))) > last:
                        last = cause, int(row.get("action", 0))
                        data = orjson.dumps(row if shape is None else shape(row))
                        yield b"id: %d-%d\nevent: action\ndata: %s\n\n" % (*last, data)
                batch = await self._next(reader, still)
                while batch == ():
                    yield b": keep-alive\n\n"
                    batch = await self._next(reader, still)
        finally:
            watch.readers.remove(reader)
            if not watch.readers:
                if watch.task is not None:
                    watch.task.cancel()
                if self.watches.get(name) is watch:
                    self.watches.pop(name, None)

    async def _next(self, reader: _Reader, still: Any) -> Any:
        """``reader``'s next batch; ``()`` after ``KEEP_ALIVE`` seconds of quiet, None when ``still()`` says no."""
        try:
            return await asyncio.wait_for(reader.queue.get(), KEEP_ALIVE)
        except asyncio.TimeoutError:
            if still is not None and not await self.calls(still):
                return None
            return ()


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
    lang = answer_lang(request, where.system)          # RuleError("lang") before the stream opens
    return await live_answer(request, where, lang)


async def live_answer(request: Request, where: Any, lang: str, shape: Any = None) -> StreamingResponse:
    """The ``text/event-stream`` answer of ``where``'s campaign for its person in ``lang`` (``live``'s, from the
    request's ``Last-Event-ID`` or from now, ended after ``?seconds=``), each row given as ``shape(row)`` when
    given (``Live.stream``). Raises ``HttpError(400, "seconds")`` for a bound out of range."""
    limit = seconds_param(request, "seconds", MAX_SECONDS)
    hub: Live = request.app.state.live
    resumed = _resume(request)
    if resumed is None:
        now = await hub.calls(lambda: hub.ledger.now(where.name, by=where.person))
        resumed = (now.version, DONE)
    body = hub.stream(where.name, where.person, resumed, still=getattr(request.state, "still", None), lang=lang,
                      shape=shape)
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
