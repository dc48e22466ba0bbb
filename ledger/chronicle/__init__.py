"""The chronicle: a campaign's whole record as a document a table would read aloud (Markdown or HTML).

Source: issue 7 item 5. ``model`` builds the data from the campaign's events (history rows, the timeline
as corrected now, arcs, the system's views); ``arcs`` the cast and what to chart; ``charts`` draws the arc
charts (pygal, inline SVG); ``render`` fills the jinja2 templates in ``templates/``; ``write`` puts the
document in place (a private new file, never a half-written one).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any
from uuid import uuid4

from ledger.errors import LedgerError

#: The formats ``ledger chronicle --format`` takes, and the file name endings that name them.
FORMATS = {"md": (".md", ".markdown"), "html": (".html", ".htm")}


def chronicle(app: Any, name: str | None, fmt: str, lang: str | None) -> tuple[Any, str]:
    """(campaign, the chronicle text) of campaign ``name`` in ``app`` (a ``LedgerApp``), as ``fmt``
    (``md`` or ``html``) in ``lang`` (None: the system's first language).

    Raises ``RuleError`` (``campaign``, ``store``, ``lang``).
    """
    from ledger.chronicle.model import build
    from ledger.chronicle.render import render
    from rules import get_system

    camp = app.campaign(name)
    system = get_system(camp.system)
    code = system.lang(lang)
    data = build(camp.name, app.campaign_events(camp.name), system, code, camp.state)
    return camp, render(data, fmt, system)


def target(out: str, force: bool) -> Path:
    """The path to write for ``--out``, checked: its folder exists, it is not a folder, and it does not
    exist unless ``force``. Raises ``LedgerError("out")``."""
    if not str(out).strip():
        raise LedgerError("out", "give the file to write (--out FILE)")
    path = Path(out).expanduser()
    folder = path.parent
    if not folder.is_dir():
        raise LedgerError("out", f"folder {folder} does not exist; make it first or name another")
    if path.is_dir():
        raise LedgerError("out", f"{path} is a folder; name a file")
    if path.exists() and not force:
        raise LedgerError("out", f"{path} exists; name a new file, or give --force to replace it")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise LedgerError("out", f"folder {folder} is not writable")
    return path


def write(path: Path, text: str, force: bool) -> None:
    """Write ``text`` (UTF-8) at ``path``: made whole in a private temporary file beside it (mode 0600),
    then linked into place in one step (``--force``: replacing what is there). An existing file is never
    overwritten without ``force``, even one made meanwhile by another process; an interrupt leaves either
    nothing or the whole file. Raises ``LedgerError("out")``."""
    from ledger.interrupts import critical

    tmp = path.parent / f".{path.name}.{os.getpid()}-{uuid4().hex[:8]}.tmp"
    try:
        fd = os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o600)
        with critical(f"the chronicle {path}"):
            if force:
                os.replace(tmp, path)
            else:
                os.link(tmp, path)
    except FileExistsError:
        raise LedgerError("out", f"{path} exists; name a new file, or give --force to replace it") from None
    except OSError as exc:
        raise LedgerError("out", f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
