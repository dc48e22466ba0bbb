"""Files the ledger writes for the user (``export --out``, ``chronicle --out``): checked, private, whole or absent.

Source: README "Stores, groups and what survives" (interrupts) (an interrupt leaves nothing half-written; files are created readable and
writable by the user only) and README "Archiving a campaign" (export). ``--out`` names a regular file or a new path: a
folder, a device, a pipe or a symbolic link is refused (``--force`` replaced a device node with a regular
file, and changed the mode of the file behind a link). The file is made whole in a private temporary file
beside it, then linked into place in one step (``--force``: replacing the old file), so an interrupt or a
full disk leaves the old file, or no file, never a part; a write error is an ``out:`` refusal.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from ledger.errors import LedgerError
from ledger.failure_reasons import os_reason


def target(out: str | os.PathLike[str], force: bool, keep: Iterable[Path | None] = ()) -> Path:
    """The path to write for ``--out``, checked: named, in an existing writable folder, not a folder, a
    device, a pipe or a symbolic link, not one of the files in ``keep`` (the store being read, with the
    ``-wal``/``-shm`` files beside it: ``--force`` replaced a store with its own chronicle), and not an
    existing file unless ``force``. Raises ``LedgerError("out")``, also for a path the system refuses (a name
    too long, a folder it may not look into)."""
    try:
        return _target(out, force, keep)
    except OSError as exc:
        raise LedgerError("out", f"cannot use {out}: {os_reason(exc)}") from None


def _target(out: str | os.PathLike[str], force: bool, keep: Iterable[Path | None]) -> Path:
    from ledger.inputs import out_path

    out_path(out)
    if not str(out).strip():
        raise LedgerError("out", "give the file to write (--out FILE)")
    if str(out).endswith(("/", os.sep)):
        raise LedgerError("out", f"{out} names a folder; name a file")
    path = Path(out).expanduser()
    for kept in keep:
        if kept is not None and path.resolve() in {Path(f"{kept}{end}").resolve() for end in ("", "-wal", "-shm", "-journal")}:
            raise LedgerError("out", f"{path} is the store being read; name another file")
    folder = path.parent
    if not folder.is_dir():
        if folder.exists():
            raise LedgerError("out", f"{folder} is not a folder; name a file in a folder")
        raise LedgerError("out", f"folder {folder} does not exist; make it first or name another")
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise LedgerError("out", f"cannot use {path}: {os_reason(exc)}") from None
    if mode is not None:
        if stat.S_ISDIR(mode):
            raise LedgerError("out", f"{path} is a folder; name a file")
        if stat.S_ISLNK(mode):
            raise LedgerError("out", f"{path} is a symbolic link; name the file itself, or a new path")
        if not stat.S_ISREG(mode):
            raise LedgerError("out", f"{path} is not a regular file (a device, a pipe or a socket); name a file")
        if not force:
            raise LedgerError("out", f"{path} exists; name a new file, or give --force to replace it")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise LedgerError("out", f"folder {folder} is not writable")
    return path


@contextmanager
def replacing(path: Path, force: bool, what: str) -> Iterator[BinaryIO]:
    """A binary file to write the whole of ``path`` into (``target``'s path): a private temporary file beside it
    (mode 0600), linked into place when the block ends without error (with ``force`` replacing the file there;
    without, refusing one made meanwhile), while SIGINT and SIGTERM wait (``what`` names it for their
    message). On any error the temporary file is removed and ``path`` is as it was. Raises
    ``LedgerError("out")`` for a write error (a full disk, a permission) or a file that appeared meanwhile."""
    from ledger.store.interrupts import critical

    from ledger.store.temp_files import sweep, temp_beside

    sweep(path)                                       # what an export killed here (kill -9) left half-written
    tmp = temp_beside(path)
    try:
        fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        with os.fdopen(fd, "wb") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o600)                          # whatever the umask made of it
        with critical(what):
            if force:
                os.replace(tmp, path)
            else:
                os.link(tmp, path)
    except FileExistsError:
        raise LedgerError("out", f"{path} exists; name a new file, or give --force to replace it") from None
    except OSError as exc:
        raise LedgerError("out", f"cannot write {path}: {os_reason(exc)}") from None
    finally:
        try:
            os.unlink(tmp)
        except OSError:                               # gone (linked with --force), or never made
            pass
