"""A campaign's stored events read a page at a time through the eventsourcing recorder (any store), as the rows of
the history take them: decoded and upcast, never validated into models.

Source: README "Using the ledger" (history at scale: flat memory; the last rows read from the end of the store).
The SQLite fast reader (``ledger.store.fast_reader.views``) reads the same rows without eventsourcing where it can.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ledger.projections.rows import View


def raw_events(app: Any, cid: Any, gt: int = 0, desc: bool = False, page: int = 2000, only: str | None = None,
               lte: int | None = None) -> Iterator[View]:
    """A campaign's stored events as ``View``s, upcast but not validated, a page at a time (flat memory);
    with ``only`` (an event class name, ``Corrected``), the others are passed over without being decoded; with
    ``lte``, only those up to that event version."""
    mapper = app.mapper
    after: int | None = gt or None
    before: int | None = lte
    while True:
        rows = app.recorder.select_events(cid, gt=after, lte=before, desc=desc, limit=page)
        if not rows:
            return
        for stored in rows:
            if only is not None and not stored.topic.endswith("." + only):
                continue
            cls, fields = mapper.decode(stored)
            yield View(cls.__name__, fields)
        if len(rows) < page:                          # a page not full: nothing beyond it
            return
        if desc:
            before = rows[-1].originator_version - 1
            if before < 1:
                return
        else:
            after = rows[-1].originator_version
