"""A store made whole or not at all: the work of a command that may create the store runs on a new file made in a
temporary name and linked into place only when the work is done.

Source: README "Stores, groups and what survives" (a refused or interrupted command leaves no store behind; a store
made meanwhile by another process is never deleted).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

from ledger.errors import LedgerError
from ledger.store.application import LedgerApp
from ledger.store.interrupts import critical
from ledger.store.locations import Location, check_store_path, locate, mark_sqlite, settle_sqlite

T = TypeVar("T")


def open_new(where: str | os.PathLike[str] | Location, work: Callable[[LedgerApp], T], what: str) -> T:
    """Run ``work(app)`` (which saves) on the store at ``where``, making the store when it does not exist.

    A new SQLite file is made whole in a temporary file beside it (created readable and writable by the
    user only), then linked into place in one step: it never exists empty or half-made, an interrupt or a
    crash leaves no file at the store's path, and when another process made the store first, the work
    runs again on that store instead (nothing of anyone's is deleted). An existing empty file is
    replaced the same way. ``what`` names what the work records (for an interrupt's message).
    """
    location = where if isinstance(where, Location) else locate(where)
    while True:
        path = location.path
        if location.kind == "sqlite":
            check_store_path(path)
            if path.is_symlink():
                path = path.resolve()   # a link to a file: the file is the store (made there, the link kept)
        if location.kind == "postgres" or (path.exists() and (path.is_dir() or path.stat().st_size > 0)):
            app = LedgerApp(location, create=True)
            try:
                return work(app)
            finally:
                try:
                    app.close()         # (SQLite removes its -wal and -shm files when the last connection closes)
                except BaseException:  # noqa: BLE001 - a connection an interrupt broke: the command is over
                    pass
        if not path.parent.exists():
            raise LedgerError("store", f"folder {path.parent} does not exist")
        from ledger.store.temp_files import sweep, temp_beside

        sweep(path)                     # what a command killed here (kill -9) left half-made
        tmp = temp_beside(path)
        try:
            os.close(os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            app = LedgerApp(tmp, create=True)
            app.provisional = True
            mark_sqlite(tmp)
            result = work(app)
            app.close()
            settle_sqlite(tmp)
            with critical(what):
                if path.exists():
                    if path.stat().st_size:
                        raise FileExistsError(path)
                    os.replace(tmp, path)
                else:
                    os.link(tmp, path)
            return result
        except FileExistsError:
            continue            # another process made the store first: decide again against it
        finally:
            for suffix in ("", "-wal", "-shm", "-journal"):
                try:
                    os.unlink(f"{tmp}{suffix}")
                except OSError:
                    pass
