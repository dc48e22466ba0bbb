"""The history of a campaign with its filters: which rows, read by which road.

Source: README "Using the ledger" (``ledger history`` and its filters; history at scale: the rows are made one at a
time, ``--last N`` reads only the end of the store, ``--json`` of the whole history reads the kept rows). The road
is chosen here, for every face: the last rows from the end of the store (the fast reader's pages where it can read
them, else the recorder's), the whole history as kept rows (``ledger.store.kept_rows``), a server's filtered
history without ``character`` picked on its index of actions and only the rows asked for made
(``ledger.service.paged_history``), a server's reader's rows of one character kept in memory and filtered at each
read (``ledger.service.kept_history``), or the rows made from the events as they stream, filtered.
"""

from __future__ import annotations

from collections import deque
from itertools import islice
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from ledger.errors import LedgerError

from ledger.aggregates.read import CampaignRead

if TYPE_CHECKING:
    from ledger.store.application import LedgerApp
    from ledger.store.locations import Location
    from rules.system import GameSystem


@dataclass(frozen=True)
class HistoryQuery:
    """Which rows: only those involving ``character``, of session or scene N, by ``actor``, with event kind or command
    ``kind``, recorded at or after ``since`` / up to ``until`` (ISO 8601 text, as ``time_bound`` checks it), and of
    those the ``last`` N. All None: the whole history."""

    character: str | None = None
    session: int | None = None
    scene: int | None = None
    actor: str | None = None
    kind: str | None = None
    since: str | None = None
    until: str | None = None
    last: int | None = None

    def checked(self) -> HistoryQuery:
        """The query with its time bounds read as ISO 8601 (``since``/``until`` normalised). Raises ``LedgerError``
        naming the field (``session``, ``scene``, ``since``, ``until``, ``last``) before anything is read."""
        from ledger.projections.history_filters import time_bound

        for field, number in (("session", self.session), ("scene", self.scene)):
            if number is not None and number < 0:
                raise LedgerError(field, f"a {field} number, 0 (before the first) or more")
        if self.last is not None and self.last < 1:
            raise LedgerError("last", "a number of actions, 1 or more")
        since = time_bound(self.since, "since") if self.since is not None else None
        until = time_bound(self.until, "until") if self.until is not None else None
        return HistoryQuery(**{**{f.name: getattr(self, f.name) for f in fields(self)}, "since": since, "until": until})

    @property
    def filters(self) -> dict[str, Any]:
        """The filters ``ledger.projections.history_filters.keep`` takes."""
        return dict(session=self.session, scene=self.scene, actor=self.actor, kind=self.kind, since=self.since,
                    until=self.until)

    @property
    def whole(self) -> bool:
        """Whether no filter but ``last`` is given."""
        return self.character is None and all(v is None for v in self.filters.values())


class Encoded:
    """History rows already encoded as JSON array elements (``ledger.projections.rows.json_body``)."""

    def __init__(self, bodies: Iterable[bytes]) -> None:
        self.bodies = bodies

    def __iter__(self) -> Iterator[bytes]:
        return iter(self.bodies)


@dataclass
class History:
    """The answer of ``read_history``: the campaign now, its system, the display language, and the rows (an
    iterator of row dicts, oldest first, or ``Encoded`` JSON bodies when ``encoded``)."""

    campaign: CampaignRead
    system: GameSystem
    lang: str
    rows: Iterable[Any]

    @property
    def encoded(self) -> bool:
        """Whether the rows are already encoded JSON bodies."""
        return isinstance(self.rows, Encoded)


class HistoryReads:
    """The history read of the service layer's ``Ledger`` (a mixin: ``self.app``, ``self.location``)."""

    app: LedgerApp
    location: Location

    def history(self, name: str | None, query: HistoryQuery, lang: str | None, table: bool, by: Any = None,
                _vis: Any = None) -> History:
        """The rows of campaign ``name``'s history that ``query`` keeps, in ``lang`` (None: the system's default), as
        the table (``table``) or the JSON shows them; for ``by`` (a ``Person``; None: the owner) other than the
        owner, the rows they may see (``ledger.group.visibility``: hidden actions left out, their own side's sealed
        records whole), read from the events. Raises ``LedgerError``/``RuleError`` (``campaign``, ``lang``,
        ``character``, the query's fields) before any row is read, ``Refused`` for someone not in the campaign."""
        reader = None
        if by is not None and not by.owner:
            reader = _vis if _vis is not None else self.visible(name, by)  # type: ignore[attr-defined]
        return read_history(self, name, query, lang, table, reader)


def gm_actor(query: HistoryQuery, system: GameSystem, code: str) -> HistoryQuery:
    """``query`` with an ``actor`` that names the GM in language ``code`` (``rules.gm_names`` of ``system``: its own
    word and the word the language shares, as ``--as`` takes them; folded, ``rules.names.norm``) as ``GM``; else as
    given. Source: README "Using the ledger" (``history --actor`` takes the GM as the history prints it)."""
    from rules import gm_names
    from rules.names import norm

    words = {norm(word) for word, lang in gm_names(system).items() if lang == code}
    if query.actor is None or norm(query.actor) not in words:
        return query
    return replace(query, actor="GM")


def read_history(ledger: Any, name: str | None, query: HistoryQuery, lang: str | None, table: bool,
                 reader: Any = None) -> History:
    """``HistoryReads.history`` of ``ledger`` (anything with ``app`` and ``location``); ``reader``: the
    ``Visibility`` of a reader other than the owner."""
    from ledger.projections.row_tail import tail
    from ledger.projections.rows import stream
    from ledger.service.campaign_language import campaign_system

    query = query.checked()
    if reader is None and query.whole and (query.last is not None or not table):             # the fast roads
        from ledger.store.fast_reader import current, views

        now = current(ledger.location, name)
        if now is not None:
            system = campaign_system(now)
            code = system.lang(lang)
            if query.last is not None:
                newest = views(ledger.location, now.name)
                if newest is not None:                        # the last rows, read from the end of the store
                    return History(CampaignRead.of(now), system, code,
                                   iter(tail(newest(), query.last, system, now.state, lang=code, table=table)))
            else:
                from ledger.store.kept_rows import json_rows

                bodies = json_rows(ledger.location, now.name, system, code, now.state)      # the kept rows
                if bodies is not None:
                    return History(CampaignRead.of(now), system, code, Encoded(bodies))
    app = ledger.app
    camp = app.campaign(name)
    system = campaign_system(camp)
    code = system.lang(lang)
    query = gm_actor(query, system, code)
    if query.character is not None:
        system.views.sheet(camp.state, query.character, code)         # an unknown character is refused here
    from ledger.aggregates import campaign_id
    from ledger.store.event_pages import raw_events

    cid = campaign_id(camp.name)
    if query.last is not None and query.whole:                     # the last rows, read from the end of the store
        if reader is None:
            rows: Any = iter(tail(raw_events(app, cid, desc=True), query.last, system, camp.state, lang=code,
                                  table=table))
            return History(CampaignRead.of(camp), system, code, rows)
        from ledger.store.fast_reader import views

        newest = views(ledger.location, camp.name) or (lambda: raw_events(app, cid, desc=True))
        rows = iter(visible_tail(newest, query.last, system, camp.state, code, table, reader))
        return History(_read_for(CampaignRead.of(camp), reader), system, code, rows)
    from ledger.projections.history_filters import keep
    from ledger.store.fast_reader import views

    oldest = views(ledger.location, camp.name, page=2000, desc=False) or (
        lambda only=None: raw_events(app, cid, only=only))
    kw: dict[str, Any] = {}
    if reader is not None:
        from ledger.group.visibility import unsealed

        kw["unsealed"] = unsealed(system, camp.state, reader)
    gm = system.word("GM", code)                                    # --actor as the history prints the GM too
    said = lambda command: system.command_word(command, code)      # noqa: E731 - --kind as the history names it
    from ledger.projections.detail_words import kind_text

    worded = lambda kind: kind_text(kind, code, system)             # noqa: E731 - and an event as it shows it
    indexed = getattr(ledger, "warm", False) and query.character is None and not query.whole
    kept = None
    if indexed:                             # a server's filtered read: the filters on its index, a page's rows made
        from ledger.service.paged_history import indexed_rows

        rows = indexed_rows(ledger, camp, system, code, table, query, reader, gm, said, worded)
    elif reader is not None and getattr(ledger, "warm", False) and query.character is not None:
        from ledger.service.kept_history import character_rows      # a server's reader: the rows kept, filtered

        kept = character_rows(ledger, camp, system, code, query.character, table, reader)
    backwards = kept is not None and query.last is not None         # the kept rows read from their end
    if not indexed:
        rows = keep(reversed(kept) if backwards else iter(kept) if kept is not None else stream(
            oldest, system, lang=code, character=query.character, table=table, state=camp.state, **kw),
            **query.filters, gm=gm, said=said, worded=worded)
    every = _every(oldest, system, code, camp.state)
    if reader is not None:                 # what the reader may not see is neither kept nor named in a refusal
        from ledger.group.visibility import rows_for

        rows = rows if indexed else rows_for(rows, reader)         # (the indexed rows are the reader's already)
        every = rows_for(every, reader)
    from ledger.projections.history_filters import refuse_unmatched

    rows = refuse_unmatched(rows, every, session=query.session, scene=query.scene, actor=query.actor,
                            kind=query.kind, gm=gm, said=said, worded=worded)     # a filter that cannot match what the reader sees: refused
    if backwards:                          # the first ``last`` kept newest first (each filter reads one row)
        rows = iter(list(islice(rows, query.last))[::-1])
    elif query.last is not None and not indexed:
        rows = iter(deque(rows, maxlen=query.last))
    read = CampaignRead.of(camp)
    return History(read if reader is None else _read_for(read, reader), system, code, rows)


def _every(oldest: Any, system: GameSystem, lang: str, state: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every row of the history, made only when first asked for (``refuse_unmatched`` reads them only when a filter
    kept none: ``stream`` reads the whole store for the corrections as soon as it is called)."""
    from ledger.projections.rows import stream

    yield from stream(oldest, system, lang=lang, table=False, state=state)


def _read_for(read: CampaignRead, reader: Any) -> CampaignRead:
    """``read`` with its state as ``reader`` (a ``Visibility``) may see it (``state_for``)."""
    from ledger.group.visibility import state_for

    return CampaignRead(read.name, read.system, state_for(read.state, reader), read.actions, read.version)


def visible_tail(newest: Any, count: int, system: GameSystem, state: dict[str, Any], lang: str, table: bool,
                 reader: Any) -> list[dict[str, Any]]:
    """The last ``count`` rows ``reader`` (a ``Visibility`` other than the owner's) may see, oldest first, read
    from the end of the store (``newest``: a callable giving the events newest first, as
    ``ledger.projections.row_tail.tail`` takes them): the tail is read for ``count`` actions, their hidden rows
    left out (``ledger.group.visibility.rows_for``), and read again twice as far back while fewer than ``count``
    remain and older actions exist. Sealed records are shown whole to the side they are sealed to (``unsealed``),
    as on the road that reads the whole record."""
    from ledger.group.visibility import rows_for, unsealed
    from ledger.projections.row_tail import tail

    test = unsealed(system, state, reader)
    want = count
    while True:
        rows = tail(newest(), want, system, state, lang=lang, table=table, unsealed=test)
        shown = list(rows_for(rows, reader))
        if len(shown) >= count or len(rows) < want:
            return shown[-count:]
        want *= 2
