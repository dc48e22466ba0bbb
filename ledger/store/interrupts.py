"""Interrupts (Ctrl-C, SIGTERM) that never leave a store half-written, and say what they left.

Source: README "Stores, groups and what survives" (interrupts). A command does its work in memory and writes once; ``critical()`` blocks
SIGINT and SIGTERM around that write (and the atomic link of a new store), so a signal lands either
before it (nothing recorded) or after it (the whole command recorded). ``install()`` turns the signals
into ``Interrupted``; a signal swallowed somewhere (an exception in a finaliser is only printed) still
leaves ``pending`` set, so the command's end reports it all the same.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

SIGNALS = (signal.SIGINT, signal.SIGTERM)


class Interrupted(BaseException):
    """A command was interrupted by SIGINT or SIGTERM (a BaseException, like KeyboardInterrupt)."""


class _State:
    pending: int | None = None      # the signal received, if any
    recorded: str | None = None     # what the last critical write recorded ("action 12", "campaign X")
    installed: bool = False
    holding: int = 0                # inside ``critical``: a signal is kept for after the write


state = _State()


def _in_finaliser(frame: Any) -> bool:
    """Whether ``frame`` runs inside a ``__del__`` (an exception raised there is only printed, as a traceback)."""
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


def _handler(signum: int, frame: Any) -> None:
    state.pending = signum
    # Kept for later (``critical``'s end, or the command's end, which reports ``pending``): inside a write; once
    # the command's write is done (what is left is saying so); inside a finaliser, which would print a traceback.
    if not state.holding and not state.recorded and not _in_finaliser(frame):
        raise Interrupted(signum)


def install() -> None:
    """Route SIGINT and SIGTERM to ``Interrupted`` (main thread only; a no-op elsewhere) and start a new
    command's account (nothing received, nothing recorded)."""
    if threading.current_thread() is threading.main_thread():
        for sig in SIGNALS:
            signal.signal(sig, _handler)
    state.pending = None
    state.recorded = None
    state.installed = True


def begin() -> None:
    """Start a command: install the handlers unless the entry point already did (a signal received since
    then is kept), and forget what an earlier command in this process recorded."""
    if not state.installed or signal.getsignal(signal.SIGINT) is not _handler:
        install()
    state.recorded = None


@contextmanager
def critical(what: str) -> Iterator[None]:
    """Hold SIGINT and SIGTERM back while the block writes; ``what`` names what it records on success."""
    blocking = threading.current_thread() is threading.main_thread() and hasattr(signal, "pthread_sigmask")
    if blocking:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, SIGNALS)
    # Blocking covers this thread only: a store driver's own threads (a PostgreSQL pool) can still take the
    # signal, and Python then runs the handler here; ``holding`` makes the handler keep it for later.
    state.holding += 1
    try:
        yield
        state.recorded = what
    finally:
        state.holding -= 1
        if blocking:
            signal.pthread_sigmask(signal.SIG_SETMASK, old)
    if state.pending and not state.holding and state.installed:
        raise Interrupted(state.pending)


def message(lang: str = "en") -> str:
    """The one line an interrupted command ends with, in ``lang`` (``rules.shell_frames``: "interrupted (Ctrl-C):
    nothing was recorded; ..." or "... after the command was recorded in full: <what>"; the signal's name and what
    was recorded stay as they are)."""
    from rules.shell_frames import said

    name = "SIGTERM" if state.pending == signal.SIGTERM else "Ctrl-C"
    if state.recorded:
        return said("interrupted_recorded", lang, signal=name, recorded=state.recorded)
    return said("interrupted", lang, signal=name)


def exit_code() -> int:
    """130, the shell's code for an interrupted command."""
    return 130


__all__ = ["Interrupted", "critical", "exit_code", "install", "message", "state"]
