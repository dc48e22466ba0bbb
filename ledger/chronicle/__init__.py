"""The chronicle: a campaign's whole record as a document a table would read aloud (Markdown or HTML).

Source: README "The chronicle: a record to read aloud". ``model`` builds the data from the campaign's events (history rows, the timeline
as corrected now, arcs, the system's views); ``arcs`` the cast and what to chart; ``charts`` draws the arc
charts (pygal, inline SVG); ``render`` fills the jinja2 templates in ``templates/``; ``write`` puts the
document in place (a private new file, never a half-written one).
"""

from __future__ import annotations

from pathlib import Path
from collections.abc import Iterable, Iterator
from typing import Any

from ledger.store.out_files import replacing, target

__all__ = ["FORMATS", "chronicle", "target", "write"]

#: The formats ``ledger chronicle --format`` takes, and the file name endings that name them.
FORMATS = {"md": (".md", ".markdown"), "html": (".html", ".htm")}


def chronicle(app: Any, name: str | None, fmt: str, lang: str | None, events: Any = None,
              private: bool = True) -> tuple[Any, Iterator[str]]:
    """(campaign, the chronicle's text as pieces in order) of campaign ``name`` in ``app`` (a ``LedgerApp``), as
    ``fmt`` (``md`` or ``html``) in ``lang`` (None: the system's first language). ``events``: a callable giving the
    events to tell from the campaign's stored name (None: all of them, ``app.campaign_events``; the service passes a
    reader's, without what they may not see); ``private``: whether the GM's private recaps are told (a GM's
    chronicle; as corrected now, so a recap amended to private is left out of a player's). The pieces are made as they are read (the campaign's events read a
    page at a time: memory flat in its size); the checks and the counts come first.

    Raises ``RuleError`` (``campaign``, ``store``, ``lang``; ``store`` also for a damaged record: the export's
    check runs first), at once or, for a record changed while read, as the pieces are read.
    """
    from ledger.chronicle.model import build
    from ledger.chronicle.render import pieces
    from ledger.service.campaign_language import campaign_system

    from ledger.archive.export import refuse_damaged

    camp = app.campaign(name)
    system = campaign_system(camp)
    code = system.lang(lang)
    refuse_damaged(app, camp, "a chronicle of it would tell another story than the one recorded")
    data = build(camp.name, lambda: (events or app.campaign_events)(camp.name), system, code, camp.state, private)
    return camp, pieces(data, fmt, system)


def write(path: Path, text: Iterable[str], force: bool) -> int:
    """Write ``text`` (a string, or pieces of one in order; UTF-8) at ``path`` (``target``'s), whole or not at all
    (``ledger.store.out_files.replacing``); returns the bytes written. Raises ``LedgerError("out")``, and what
    making the pieces raises (nothing is written then)."""
    written = 0
    with replacing(path, force, f"the chronicle {path}") as fh:
        for piece in [text] if isinstance(text, str) else text:
            data = piece.encode("utf-8")
            fh.write(data)
            written += len(data)
    return written
