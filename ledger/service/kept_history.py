"""One character's history rows kept by a long-running face (the web server) for a reader, and carried on with the
actions recorded since, so that a player's ``history?character=NAME`` does not make every row of the record again at
every visit (a history filtered by session, scene, actor, kind or time only reads the server's index of actions
instead: ``ledger.service.paged_history``).

Source: README "Using the ledger" (``ledger history --character C`` and its filters) and "The web table" (history
with the CLI's filters on a 100,000-event campaign); design.md "People, roles and hidden information" (a reader's
rows are the ones they may see, their own side's sealed records whole). The rows kept are those
``ledger.projections.rows`` makes for the character (before the other filters and what the reader may see are
applied, at each read); they are made again from the start when the events since hold a correction (it marks
earlier rows), when the part of the record a system hides depending on the current state has changed (its
``redaction_key`` view; a system that hides without one is never kept), or when the reader's role or characters
changed. A system that seals nothing makes the same rows for every reader: they are kept once for all. Derived data
held in memory only.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ledger.service.kept_arcs import key_lock, put_kept, take_kept
from rules.names import norm

#: Characters' rows kept at once (campaign, language, character and reader; the oldest used let go first).
KEPT = 8


@dataclass
class KeptRows:
    """One kept history: the ``maker`` (``ledger.projections.rows.row_maker``) carried on, the character's
    ``rows`` so far (oldest first), the event ``version`` they reach and the ``redaction`` they were made under."""

    maker: Any
    rows: list[dict[str, Any]]
    version: int
    redaction: bytes


def _redaction(system: Any, state: dict[str, Any]) -> bytes | None:
    """What the system hides depending on ``state``, as bytes to compare (empty: it hides nothing so); None when it
    hides without saying what (rows not kept)."""
    import orjson

    if system.views.redact is None:
        return b""
    key_of = system.views.redaction_key
    return None if key_of is None else orjson.dumps(key_of(state), option=orjson.OPT_SORT_KEYS)


def _oldest(ledger: Any, name: str) -> Any:
    """A function giving campaign ``name``'s events oldest first (those after version ``gt``; ``only`` one class):
    the fast reader's where it reads the store, else the recorder's."""
    from ledger.aggregates import campaign_id
    from ledger.store.event_pages import raw_events
    from ledger.store.fast_reader import views

    fast = views(ledger.location, name, page=2000, desc=False)

    def read(only: str | None = None, gt: int = 0) -> Any:
        if fast is not None and gt == 0:
            return fast(only=only)
        if gt:
            later = views(ledger.location, name, page=2000, desc=False, gt=gt)
            if later is not None:
                return later()
        return raw_events(ledger.app, campaign_id(name), gt=gt, only=only)
    return read


def character_rows(ledger: Any, camp: Any, system: Any, lang: str, character: str | None, table: bool, reader: Any
                   ) -> list[dict[str, Any]] | None:
    """The history rows of ``character`` in campaign ``camp`` (as stored now: ``name``,
    ``state``, ``version``) in
    ``lang``, as ``read_history`` makes them for ``reader`` (a ``Visibility`` other than the owner's: sealed records
    of their side whole) before its filters, from the rows kept on ``ledger`` (``ledger.kept_history``) carried on
    to ``camp.version``, or made again from the start. The rows are shared with the kept copy: not to be changed.
    None when they cannot be kept (a system hiding part of the record without a ``redaction_key``)."""
    from ledger.group.visibility import unsealed
    from ledger.projections.rows import Marks, row_maker, view
    from ledger.service.fold_turns import paced, whole_read

    redaction = _redaction(system, camp.state)
    if redaction is None:
        return None
    who = None if system.views.redact is None else (reader.person, reader.role, tuple(sorted(reader.characters)))
    key = (camp.name, lang, table, None if character is None else norm(character), who)    # a system that seals nothing: the same rows for all
    upto = lambda events: itertools.takewhile(lambda ev: ev.originator_version <= camp.version, events)  # noqa: E731
    read = _oldest(ledger, camp.name)
    with key_lock(("rows", key)):
        kept = take_kept(ledger.kept_history, key)
        if kept is not None and (kept.version > camp.version or kept.redaction != redaction):
            kept = None
        if kept is not None and kept.version < camp.version:
            new = list(upto(read(gt=kept.version)))
            if any(ev.type == "Corrected" for ev in new):
                kept = None                                  # a correction marks earlier rows: made again
            else:
                kept.maker.state, kept.maker.unsealed = camp.state, unsealed(system, camp.state, reader)
                kept.rows.extend(kept.maker.along(new))
                kept.version = camp.version
        if kept is None:
            with whole_read():                               # the collector paused; the fold ahead steps aside
                marks = Marks.scan(view(e) for e in upto(read(only="Corrected")))
                maker = row_maker(marks, system, lang, character, table, camp.state,
                                  unsealed(system, camp.state, reader))
                kept = KeptRows(maker, list(maker.along(paced(upto(read())))), camp.version, redaction)
        put_kept(ledger.kept_history, key, kept, KEPT)
    return list(kept.rows)                          # (a copy: another read may carry the kept list on)

