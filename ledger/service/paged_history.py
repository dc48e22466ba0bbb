"""A server's filtered history made from its index of actions: the filters read on the index a server keeps
(``ledger.projections.action_index``: what each action's row holds for them, taken from the stored events), then the
rows made of the actions kept only, read again from the store by their versions; with ``last`` N only the newest
of those, a batch at a time from the end until N rows the reader may see are made.

Source: README "Using the ledger" (``ledger history`` and its filters) and "The web table" (history with the CLI's
filters, paged, on a 100,000-event campaign: a page's first render close to the API's read of the same data, memory
in proportion); design.md "People, roles and hidden information" (a reader's rows are the ones they may see, their
own side's sealed records whole: the rows made here go through ``ledger.group.visibility.rows_for`` as every
road's do). The index holds no words and nothing hidden from anyone: one per campaign serves every reader and
language; it is carried on with the actions recorded since, and made again from the start when a correction is
among them (it moves the places of later actions). Derived data held in memory only.
"""

from __future__ import annotations

import itertools
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ledger.projections.action_index import ActionIndex, Entry, matching
from ledger.service.kept_arcs import key_lock, put_kept, take_kept

#: Indexes kept at once (one per campaign; the oldest used let go first).
KEPT = 4
#: The fewest rows made at a time when the newest rows are made from the end.
BATCH = 16
#: Readers' views whose rows made last are kept, and rows kept for each (some 7 KiB each in the table's words).
PAGES, ROWS = 8, 600
#: Filters whose entries found are kept on an index.
FOUND = 16


def action_index(ledger: Any, camp: Any, system: Any) -> tuple[ActionIndex, int]:
    """(the index, its number of entries then) of campaign ``camp``'s actions (``camp``: ``name``, ``version``) up to
    ``camp.version`` (another read may carry the index further on meanwhile: only that many entries are read), kept on
    ``ledger`` (``ledger.kept_index``; else on disk: ``ledger.service.index_on_disk``) and carried on, or made from
    the start (again when a correction is among the events since) and kept on disk."""
    from ledger.projections.rows import Marks, view
    from ledger.service.kept_history import _oldest

    from ledger.service import index_on_disk
    from ledger.service.fold_turns import paced, whole_read

    upto = lambda events: itertools.takewhile(lambda ev: ev.originator_version <= camp.version, events)  # noqa: E731
    read = _oldest(ledger, camp.name)
    with key_lock(("index", camp.name)):
        kept = take_kept(ledger.kept_index, camp.name)
        if kept is None:
            kept = index_on_disk.load(ledger, camp.name, system.views.upcast)     # what the server before kept
        if kept is not None and kept.version > camp.version:
            kept = None
        if kept is not None and kept.version < camp.version:
            new = list(upto(read(gt=kept.version)))
            if any(view(ev).type == "Corrected" for ev in new):
                kept = None                              # a correction moves later actions' places: made again
            else:
                kept.along(new)
        if kept is None:
            with whole_read():                               # the collector paused; the fold ahead steps aside
                kept = ActionIndex(Marks.scan(view(e) for e in upto(read(only="Corrected"))), system.views.upcast)
                kept.along(paced(upto(read())))
            index_on_disk.save(ledger, camp.name, kept)      # a read of the whole record: kept for the next start
        put_kept(ledger.kept_index, camp.name, kept, KEPT)
        return kept, len(kept.entries)


def index_ahead(ledger: Any, name: str) -> int:
    """Make (or load from disk and carry on: ``ledger.service.index_on_disk``) the index of campaign ``name``'s
    actions before anyone asks a filtered history (a server does this in the background as it starts). Returns the
    number of its entries; it steps aside while a request folds (``fold_turns.ahead``)."""
    from ledger.service.fold_turns import ahead

    with ahead():
        return action_index(ledger, ledger.now(name), ledger.system(name))[1]


def _chosen(name: str, index: ActionIndex, count: int, filters: dict[str, Any], gm: str, lang: str,
            said: Any = None, worded: Any = None) -> list[Entry]:
    """The first ``count`` entries of ``index`` (campaign ``name``'s) that ``filters`` keep (``matching``, with the
    words of ``lang``: ``gm``, ``said``, ``worded``), those found for the same filters and language
    before taken as they were (``index.found``: ``FOUND`` filters kept, the last used last) and the entries since
    matched."""
    key = (gm, lang, *sorted(filters.items()))
    with key_lock(("found", name)):
        done, found = index.found.pop(key, (0, []))
        if done > count:
            done, found = 0, []
        found = found + list(matching(itertools.islice(index.entries, done, count), filters, gm, said,
                                             worded))
        index.found[key] = (count, found)
        while len(index.found) > FOUND:
            index.found.pop(next(iter(index.found)))
    return found


def _events_of(ledger: Any, name: str, entries: list[Entry]) -> Iterator[Any]:
    """The stored events of ``entries`` (oldest first), read by their version ranges (ranges that meet read as
    one)."""
    from ledger.aggregates import campaign_id
    from ledger.store.event_pages import raw_events

    cid = campaign_id(name)
    spans: list[list[int]] = []
    for entry in entries:
        if spans and entry.first == spans[-1][1] + 1:
            spans[-1][1] = entry.last
        else:
            spans.append([entry.first, entry.last])
    for first, last in spans:
        yield from raw_events(ledger.app, cid, gt=first - 1, lte=last, page=max(2, last - first + 1))


def made_rows(ledger: Any, camp: Any, system: Any, index: ActionIndex, chosen: list[Entry], lang: str, table: bool,
              reader: Any) -> list[dict[str, Any]]:
    """The history rows of the actions ``chosen`` (entries of ``index``, oldest first) as ``read_history``'s stream
    makes them in ``lang`` for ``reader`` (a ``Visibility``; None: the owner), before its filters: made by the row
    maker from their own events, and before them those of every action a correction decided again and of those
    corrections (a correction's row tells what it changed against them), their rows not returned."""
    from ledger.group.visibility import unsealed
    from ledger.projections.rows import row_maker

    if not chosen:
        return []
    marks = index.marks
    wanted = {entry.action: entry for entry in chosen}
    top = chosen[-1].first
    if marks.revised:                                    # what the corrections' rows word their changes against
        feed = [e for e in index.entries if e.first < top and e.action not in wanted and (
            e.action in marks.revised_by or (e.kinds == ("Corrected",) and e.action in marks.revised_by.values()))]
        feed = sorted([*feed, *chosen], key=lambda e: e.first)
    else:
        feed = chosen
    maker = row_maker(marks, system, lang, None, table, camp.state,
                      None if reader is None else unsealed(system, camp.state, reader))
    maker.seen = dict(index.seen)                        # what the system's upcast kept of the whole record
    out = []
    for row in maker.along(_events_of(ledger, camp.name, feed)):
        entry = wanted.get(row["action"])
        if entry is not None:
            row["session"], row["scene"] = entry.session, entry.scene     # the place the whole record gives
            out.append(row)
    return out


@dataclass
class MadeRows:
    """The rows one reader's view made last (action -> row, the last used last), made against ``index`` under the
    ``redaction`` the system's state gave (``kept_history._redaction``): kept while both stay."""

    index: ActionIndex
    redaction: bytes
    rows: OrderedDict[int, dict[str, Any]] = field(default_factory=OrderedDict)


def _made_again(ledger: Any, camp: Any, system: Any, index: ActionIndex, chosen: list[Entry], lang: str,
                table: bool, reader: Any) -> list[dict[str, Any]]:
    """``made_rows`` of ``chosen``, those made for the same view since the index was made (or carried on) taken as
    they were (``ledger.kept_pages``: ``PAGES`` views, ``ROWS`` rows each): the same reader's role and characters
    (any reader's when the system seals nothing), language and words (``table``), and what the system hides now.
    The rows are shared with the kept copy: not to be changed."""
    from ledger.service.kept_history import _redaction

    redaction = _redaction(system, camp.state)
    if redaction is None:                                # a system hiding without saying what: nothing kept
        return made_rows(ledger, camp, system, index, chosen, lang, table, reader)
    who = None if system.views.redact is None else (
        None if reader is None else (reader.person, reader.role, tuple(sorted(reader.characters))))
    key = (camp.name, lang, table, who)
    with key_lock(("pages", key)):
        kept = take_kept(ledger.kept_pages, key)
        if kept is None or kept.index is not index or kept.redaction != redaction:
            kept = MadeRows(index, redaction)
        missing = [entry for entry in chosen if entry.action not in kept.rows]
        for row in made_rows(ledger, camp, system, index, missing, lang, table, reader):
            kept.rows[row["action"]] = row
        out = []
        for entry in chosen:
            out.append(kept.rows[entry.action])
            kept.rows.move_to_end(entry.action)
        while len(kept.rows) > ROWS:
            kept.rows.popitem(last=False)
        put_kept(ledger.kept_pages, key, kept, PAGES)
    return out


def indexed_rows(ledger: Any, camp: Any, system: Any, lang: str, table: bool, query: Any, reader: Any,
                 gm: str, said: Any = None, worded: Any = None) -> Iterator[dict[str, Any]]:
    """The rows of campaign ``camp``'s history that ``query`` (a checked ``HistoryQuery`` without ``character``)
    keeps, oldest first, as ``reader`` (a ``Visibility``; None: the owner) may see them (``rows_for``), with ``last``
    N the newest N: the filters read on the index (``action_index``, ``gm`` the GM's word for ``--actor``, ``said``
    and ``worded`` the words ``--kind`` takes: ``history_filters.kind_names``), the rows
    made only of the actions kept (``made_rows``), from the end a batch at a time with ``last``. Raises
    ``LedgerError`` for a time bound ``keep`` refuses."""
    from ledger.group.visibility import rows_for

    index, count = action_index(ledger, camp, system)
    chosen = _chosen(camp.name, index, count, query.filters, gm, lang, said, worded)
    shown = (lambda rows: rows) if reader is None else (lambda rows: list(rows_for(rows, reader)))  # noqa: E731
    if query.last is None:
        for start in range(0, len(chosen), 500):                     # a batch at a time: flat memory
            yield from shown(_made_again(ledger, camp, system, index, chosen[start:start + 500], lang, table, reader))
        return
    found: list[dict[str, Any]] = []
    end = len(chosen)
    size = max(BATCH, query.last)
    while end > 0 and len(found) < query.last:        # rows the reader may not see: twice as many made next time
        start = max(0, end - size)
        found[:0] = shown(_made_again(ledger, camp, system, index, chosen[start:end], lang, table, reader))
        end, size = start, size * 2
    yield from found[-query.last:]
