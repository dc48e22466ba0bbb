"""Folds of a whole campaign record taking turns in a long-running face: the server's fold ahead (run in the
background as it starts: ``Ledger.fold_ahead``) steps aside while a request folds, and the cyclic garbage collector
pauses while any fold of the whole record runs.

Source: README "The web table" (a character's page on a 100,000-event campaign right after a server starts: the
first visit close to the API's read of the same data; ``bench/bench_pages.py``). Measured there: two thirds of a
whole fold's time was the collector walking the growing fold again and again (the decoded events hold no cycles, as
``ledger.archive.importing.bulk_insert`` found for an import; reading a kept file back the same), and a request
folding beside the fold ahead shared the interpreter with it. The turns change no answer, only who waits: a
request's fold is the same road as the fold ahead's (``kept_arcs.kept_arc``, ``kept_whys.kept_whys``,
``paged_history.action_index``), and the fold ahead never steps aside for longer than ``MOST`` seconds at once, so
that a lock it holds never keeps anyone waiting for ever.
"""

from __future__ import annotations

import functools
import gc
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

#: Events a fold ahead reads between two looks at whether a request is folding (a page of the fast reader).
EVERY = 2000
#: The longest a fold ahead steps aside at once, in seconds; then it goes on.
MOST = 10.0

T = TypeVar("T")

_TURNS = threading.Condition()
_ahead = threading.local()
_now: dict[str, Any] = {"asking": 0, "paused": 0, "collecting": False}


@contextmanager
def ahead() -> Iterator[None]:
    """Mark the folds the calling thread makes inside the block as the fold ahead (``Ledger.fold_ahead``): they step
    aside while a request folds (``paced``) and are not counted as a request's."""
    before = getattr(_ahead, "on", False)
    _ahead.on = True
    try:
        yield
    finally:
        _ahead.on = before


def in_ahead() -> bool:
    """Whether the calling thread is folding ahead (inside ``ahead``)."""
    return bool(getattr(_ahead, "on", False))


def asking() -> int:
    """The number of requests folding a whole record now (``whole_read`` outside ``ahead``)."""
    with _TURNS:
        return int(_now["asking"])


@contextmanager
def paused_collector() -> Iterator[None]:
    """The cyclic garbage collector paused for the block, in the whole process: back on when the last such block
    (in any thread) ends, if it was on when the first began. For a block that makes many objects holding no cycles
    (a whole record's fold, a kept file read back: ``collector_paused``)."""
    with _TURNS:
        if _now["paused"] == 0:
            _now["collecting"] = gc.isenabled()
            gc.disable()
        _now["paused"] += 1
    try:
        yield
    finally:
        with _TURNS:
            _now["paused"] -= 1
            if _now["paused"] == 0 and _now["collecting"]:
                gc.enable()


def collector_paused(fn: Callable[..., T]) -> Callable[..., T]:
    """``fn`` run inside ``paused_collector`` (a kept file read back: a 3 MiB file of arcs took 1.2 to 1.8 s with
    the collector on, 0.4 s paused)."""
    @functools.wraps(fn)
    def paused(*args: Any, **kwargs: Any) -> T:
        with paused_collector():
            return fn(*args, **kwargs)
    return paused


@contextmanager
def whole_read() -> Iterator[None]:
    """Around one fold of a whole campaign record: the collector paused (``paused_collector``), and, outside
    ``ahead``, the fold counted as a request's, which a fold ahead steps aside for (``paced``). To be entered once
    the fold's own lock is held, so that a counted request never waits for a lock the fold ahead holds."""
    request = not in_ahead()
    if request:
        with _TURNS:
            _now["asking"] += 1
    try:
        with paused_collector():
            yield
    finally:
        if request:
            with _TURNS:
                _now["asking"] -= 1
                _TURNS.notify_all()


def step_aside(most: float = MOST) -> float:
    """In a fold ahead, wait while a request folds (at most ``most`` seconds); returns the seconds waited (0.0 at
    once outside ``ahead`` or when no request folds)."""
    if not in_ahead():
        return 0.0
    start = time.monotonic()
    with _TURNS:
        if not _now["asking"]:
            return 0.0
        while _now["asking"] and (left := most - (time.monotonic() - start)) > 0:
            _TURNS.wait(left)
    return time.monotonic() - start


def paced(events: Iterable[T], every: int = EVERY) -> Iterator[T]:
    """``events`` as they are; in a fold ahead, before each further ``every`` of them (a page read, nothing else of
    the store's held) it steps aside while a request folds (``step_aside``)."""
    if not in_ahead():
        yield from events
        return
    for i, ev in enumerate(events, 1):
        if i % every == 0:
            step_aside()
        yield ev
