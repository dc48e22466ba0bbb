"""Temporary files beside a file being made whole (a new store, an export, a chronicle), and the sweep of the ones
a killed command left behind.

Source: the developers' guide ("A campaign is never left half-written"; "no command ever deletes what another
command recorded") and README "Stores, groups and what survives" (a command killed at any moment). A file is written whole into a temporary file
beside its path, then linked into place in one step. Ctrl-C or an error removes the temporary file, but
``kill -9`` (or a power cut) cannot, so its temporary file stays: as big as what it held, and never linked.
Each temporary file's name says which process on which machine made it. Before a command makes one beside a
path, it removes those beside that same path whose process has ended on this machine. Those are never anyone's
record: a temporary file becomes a record only by being linked, and it is linked only by the process that made
it. A file made on another machine (a shared folder) is left alone, since its process cannot be asked about.
"""

from __future__ import annotations

import os
import re
import socket
from pathlib import Path
from uuid import uuid4

#: This machine's name as it goes into a temporary file's name (letters, digits and '-' only).
HOST = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname())[:40] or "host"


def _stem(path: Path) -> str:
    """The part of a temporary file's name that says which file it is for: the file's name, or for a name too long
    to take the rest within the system's 255 bytes, a digest of it."""
    if len(path.name.encode("utf-8", "surrogateescape")) <= 150:
        return path.name
    import hashlib

    return "long-" + hashlib.sha256(path.name.encode("utf-8", "surrogateescape")).hexdigest()[:24]


def temp_beside(path: Path) -> Path:
    """A new temporary file name beside ``path``: ``.NAME.HOST.PID-XXXXXXXX.tmp`` (hidden; not created here; NAME is
    a digest of a name past 150 bytes, so that the temporary name, and SQLite's ``-journal`` beside it, stay a
    valid file name wherever ``path``'s is)."""
    return path.parent / f".{_stem(path)}.{HOST}.{os.getpid()}-{uuid4().hex[:8]}.tmp"


def _ended(pid: int) -> bool:
    """Whether process ``pid`` has ended on this machine (a process of another user still counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def sweep(path: Path) -> list[Path]:
    """Remove the temporary files (and SQLite's -wal, -shm and -journal files beside them) that processes of this
    machine, now ended, left beside ``path``; returns what was removed. Best effort: a file that cannot be
    listed or removed is left, and nothing is raised."""
    pattern = re.compile(rf"\.{re.escape(_stem(path))}\.{re.escape(HOST)}\.(\d+)-[0-9a-f]{{8}}\.tmp(?:-wal|-shm|-journal)?")
    removed: list[Path] = []
    try:
        names = os.listdir(path.parent)
    except OSError:
        return removed
    for name in names:
        found = pattern.fullmatch(name)
        if found is None or int(found.group(1)) == os.getpid() or not _ended(int(found.group(1))):
            continue
        leftover = path.parent / name
        try:
            if leftover.is_file() and not leftover.is_symlink():
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            pass
    return removed


__all__ = ["HOST", "sweep", "temp_beside"]
