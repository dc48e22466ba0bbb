"""Import of an export file: each line checked (its form, order, hash chain link and fold) as it is written, all in
one transaction, so a damaged file writes nothing.

Source: README "Export, import and verify" (``ledger import FILE [--as NAME]``; a broken chain, a missing, reordered or edited line,
an unknown format version or a campaign already in the store is refused, naming the first bad line) and its
measure (within 2x of raw orjson + executemany: one parse per line, the fold without eventsourcing's per-event
machinery, ``Campaign.absorb``; the decode, chain and fold checks in a second process, ``ledger.archive.import_check``). The format is ``ledger.archive.export``'s.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from uuid import UUID

import orjson
from eventsourcing.persistence import StoredEvent

from ledger.aggregates import Campaign, CampaignIndex, campaign_id, stored
from ledger.aggregates.campaign import INDEX_ID
from ledger.archive.export import PAGE, ArchiveError
from ledger.archive.export_file import header_agrees, lines_of, read_header
from ledger.aggregates.chain import event_link
from ledger.archive.import_check import DECODE, FORM, LAYOUT, NOT_DECODED, LineError, links, parsed, shared, verdicts
from ledger.errors import LedgerError
from ledger.inputs import MAX_REASON
from rules.numbers import counted
from rules.sessions import TEXT_EVENTS, text_problem


#: A stored event as (originator id as 32 hex digits, version, topic, state).
Row = tuple[str, int, str, bytes]


def checked_lines(app: Any, path: Path, header: dict[str, Any], folded: dict[str, Any], key: str = "") -> Iterator[Row]:
    """The row (``key``, version, topic, stored state) of each event line of an export file, each checked before it
    is given: its form, its place in the order, that it decodes, its hash chain link and that it folds (with the
    divergence check); at the end, the count and the chain head the header gives. ``folded["campaign"]``
    is then the campaign aggregate the events fold to. Raises ``ArchiveError`` naming the first bad line
    (a caller writing the lines as they come does so in a transaction that the error rolls back).

    The decode, chain and fold checks are ``ledger.archive.import_check.verdicts``' (a helper process for a big file);
    the form, layout and header checks are done here, and the first bad line's first failed check is the one
    reported."""
    cid = campaign_id(str(header.get("campaign")))
    upcast = app.mapper.upcast

    def source(split: bool = False) -> Iterator[tuple[int, str]]:
        lines = lines_of(path)
        next(lines, None)                                 # the header
        return links(lines, cid, upcast, Campaign.Event, split)

    checks = verdicts(path, source)
    try:
        yield from _folded(path, header, folded, cid, upcast, checks, key)
    finally:
        checks.close()


_LINE_ORDER = ["version", "topic", "state", "chain"]                      # as ``ledger.archive.export.export_jsonl`` writes


def _fields_in_order(topic: str, state: dict[str, Any]) -> bool:
    """Whether an event's stored fields are in the order, and of the class version, the ledger stores them (as
    ``ledger verify`` checks a stored event's bytes; ``ledger.aggregates.stored.in_order``): an event of an earlier
    class version (upcast on reading) may come in any order; a later or unknown one is not the ledger's."""
    kind = stored.kind_of(topic)
    if kind is None:
        return True                                       # a foreign topic: the decode check names it
    given = state.get("class_version", 1)
    if type(given) is int and 1 <= given < stored.class_version(kind):
        return True
    return stored.in_order(kind, state)


def _within_limits(reason: Any) -> bool:
    """Whether a recorded reason is text within ``ledger.inputs.MAX_REASON`` (as ``--reason`` and a script's are)."""
    return type(reason) is str and len(reason) <= MAX_REASON


def _session_text_problem(state: dict[str, Any]) -> str | None:
    """What is wrong with a title or a recap an event line holds (``rules.sessions.text_problem``, the check the
    CLI, scripts and the API make of ``session start --title``, ``scene start --title`` and ``recap``), in a
    recorded event's detail or in a correction's events as decided again; None when nothing is."""
    specs = [state] if state.get("kind") in TEXT_EVENTS else []
    revised = state.get("revised")
    if isinstance(revised, dict):
        specs += [s for given in revised.values() if isinstance(given, list) for s in given if isinstance(s, dict)]
    for spec in specs:
        key = TEXT_EVENTS.get(spec.get("kind"))
        detail = spec.get("detail")
        value = detail.get(key) if key and isinstance(detail, dict) else None
        if value is None and not (key == "text" and isinstance(detail, dict)):
            continue
        what = "recap" if key == "text" else "title"
        problem = text_problem(value, what)
        if problem:
            return f"its {spec.get('kind')} {what}: {problem}"
    return None


_STATE_KEY = b',"state":'
_CHAIN_KEY = b',"chain":'


def _state_problem(state: Any) -> str | None:
    """What an export line's state holds past the limits every road in has (``ledger.inputs``: a reason, a
    session's or scene's title or recap), said as the import's refusal says it, or None."""
    if type(state) is not dict:
        return None
    if state.get("reason") is not None and not _within_limits(state["reason"]):
        return f"its reason is not text of at most {MAX_REASON:,} characters (the limit every road in has)"
    if state.get("kind") in TEXT_EVENTS or "revised" in state:
        problem = _session_text_problem(state)
        if problem:
            return f"{problem} (the limit every road in has)"
    return None


def _folded(path: Path, header: dict[str, Any], folded: dict[str, Any], cid: Any, upcast: Any,
            checks: Any, key: str) -> Iterator[Row]:
    """``checked_lines``' own part, as lean as writing the rows can be: each line's form and place, and the
    header's agreement with the first event; the rest (decode, chain, fold) is ``checks``'."""
    expected = 1
    lines = lines_of(path)
    next(lines, None)                                     # the header
    loads, dumps = orjson.loads, orjson.dumps
    try:
        for number, line in lines:
            # ``import_check.parsed``, inline (this loop runs once per event)
            try:
                obj = loads(line)
            except orjson.JSONDecodeError:
                obj = None
            keys = list(obj) if type(obj) is dict else None
            if keys != _LINE_ORDER or type(obj["version"]) is not int or obj["version"] != expected:
                parsed(number, line, expected)            # raises the form error, phrased (else: keys out of order)
            whole = dumps(obj)                            # (before the upcast below changes the state in place)
            topic, state = obj["topic"], obj["state"]
            if type(topic) is not str:
                raise LineError(number, DECODE, NOT_DECODED)
            problem = _state_problem(state)
            if problem:
                raise LineError(number, FORM, problem)
            fields_in_order = type(state) is not dict or _fields_in_order(topic, state)
            if expected == 1 or (checks.split and shared(expected)):
                # the first event (for the header), and the models the helper leaves to this process; a line that
                # does not decode is named as such before anything else is found wrong with it, as the helper does
                try:
                    cls, fields = upcast(topic, obj["state"], cid, expected)
                    if not issubclass(cls, Campaign.Event):
                        raise TypeError(cls)
                    event = cls.model_validate(fields)
                except Exception:  # noqa: BLE001 - a foreign topic or broken fields
                    raise LineError(number, DECODE, NOT_DECODED) from None
                if expected == 1:
                    header_agrees(header, number, event)     # the header's line comes before this one's layout
            # the line exactly as the ledger writes it: a key given twice (the parser keeps the last one, a reader
            # might keep the first), spaces or another order are edits the hash chain, made over the parsed
            # fields, would not see
            body = line.rstrip(b"\r\n")
            if keys != _LINE_ORDER or whole != body or not fields_in_order:
                raise LineError(number, LAYOUT, "not written as the ledger writes an event line (a key twice, added "
                                "spaces or another order: an edited line)")
            # the state as the source stored it (before upcasting): the line's own bytes between its "state" key
            # and its "chain" key (written as the ledger writes them, so neither key's bytes occur inside a string
            # before them: a quote in a string is escaped)
            stored = body[body.index(_STATE_KEY) + len(_STATE_KEY):body.rindex(_CHAIN_KEY)]
            yield key, expected, topic, stored
            expected += 1
            if expected % PAGE == 0:
                theirs = checks.poll()
                if theirs is not None and theirs.number <= number:
                    raise theirs
    except LineError as mine:
        theirs = checks.upto(mine.number)
        first = theirs if theirs is not None and theirs.key() < mine.key() else mine
        raise first.refusal() from None
    try:
        previous, aggregate = checks.final()
    except LineError as theirs:
        raise theirs.refusal() from None
    held, said = expected - 1, header["events"]
    if held == 0:
        raise ArchiveError("file", f"line {header.line + 1}: no event follows the header (an export holds at least the "
                           "campaign's creation)")
    if held < said:
        raise ArchiveError("file", f"line {number + 1}: the file ends after {counted(held, 'event', 'en')}, its header says {said} "
                           "(cut short?)")
    if held > said:
        raise ArchiveError("file", f"line {header.line}: the header says {counted(said, 'event', 'en')}, the file holds {held} (an "
                           "edited header, or events added)")
    if header["chain_head"] not in (None, previous):
        raise ArchiveError("file", f"line {header.line}: the header's chain head does not match the events")
    if aggregate is None:
        raise ArchiveError("file", f"line {header.line + 1}: no event follows the header")
    folded["campaign"] = aggregate


def read_export(app: Any, path: Path) -> tuple[dict[str, Any], Any]:
    """Check an export file whole without writing anything: (header, the campaign aggregate its events fold
    to). Raises ``ArchiveError`` naming the first bad line."""
    header = read_header(path)
    folded: dict[str, Any] = {}
    for _ in checked_lines(app, path, header, folded):
        pass
    return header, folded["campaign"]


def import_export(app: Any, path: Path, rename: str | None = None) -> tuple[str, int]:
    """Rebuild the campaign of an export file in the store (``import_once``). Another writer registering a campaign
    in the same store meanwhile makes the write conflict on the campaign list: nothing was written, and the import
    runs again against the list as it is now (with backoff, for up to 30 s), so that both are recorded, or this one
    is refused by name if the other took it. Returns (name, events). Raises ``ArchiveError`` or ``LedgerError``."""
    import time

    from ledger.store.locations import retry_delay, sleep

    deadline, attempt = time.monotonic() + 30, 0
    while True:
        attempt += 1
        try:
            return import_once(app, path, rename)
        except Exception as exc:  # noqa: BLE001 - only a conflict on the campaign list is tried again
            if not _conflict(exc) or time.monotonic() > deadline:
                raise
        sleep(retry_delay(attempt))


def _conflict(exc: BaseException) -> bool:
    """Whether ``exc`` is a write that conflicted with another writer's (a row of the same stream and version)."""
    import sqlite3

    from eventsourcing.persistence import IntegrityError

    if isinstance(exc, (sqlite3.IntegrityError, IntegrityError)):
        return True
    return type(exc).__module__.startswith("psycopg") and type(exc).__name__ in ("UniqueViolation", "IntegrityError")


def import_once(app: Any, path: Path, rename: str | None = None) -> tuple[str, int]:
    """Rebuild the campaign of an export file in the store, in one transaction with the campaign index and a
    snapshot: each line is checked (``checked_lines``) as it is written, and the first bad one rolls all
    back. A PostgreSQL store not made yet is checked whole first (its tables come with the first write).
    With ``rename`` the campaign takes that name (its events are re-linked for the new name, after a
    check of the whole file). Returns (name, events). Raises ``ArchiveError`` or ``LedgerError``."""
    from ledger.inputs import campaign_name

    header = read_header(path)
    if rename is not None:
        name = campaign_name(rename, "as")
    else:
        try:                                              # the same checks as a name given to ``create``
            name = campaign_name(header["campaign"], "campaign")
        except LedgerError as exc:
            raise ArchiveError("file", f"line {header.line}: the campaign's name: {exc.message}") from None
    known = app.campaigns()
    from rules.names import norm

    if any(norm(k) == norm(name) for k in known):
        raise LedgerError("as" if rename is not None else "campaign",
                          f"campaign {name!r} already exists in {app.location}; import it --as another name")
    if rename is not None or app.unmade:
        read_export(app, path)                            # the header agrees with the first event, and every line
    if rename is not None:
        app.new_campaign(name, header["system"], header["options"], "GM")    # the name's checks, nothing saved
    old_id, new_id = campaign_id(str(header["campaign"])), campaign_id(name)
    try:
        index = app.repository.get(INDEX_ID) if not app.unmade else None
    except Exception:  # noqa: BLE001 - no index yet
        index = None
    index = index or CampaignIndex()
    index.register(name=name, system=header["system"])
    folded: dict[str, Any] = {}

    def events() -> Iterator[StoredEvent | Row]:
        if rename is None:
            yield from checked_lines(app, path, header, folded, new_id.hex)
            return
        previous: str | None = None
        lines = lines_of(path)
        next(lines, None)                                 # the header
        for number, line in lines:
            obj = orjson.loads(line)
            stored = StoredEvent(originator_id=old_id, originator_version=obj["version"], topic=obj["topic"],
                                 state=orjson.dumps(obj["state"]))
            event = app.mapper.to_domain_event(stored)
            update: dict[str, Any] = {"originator_id": new_id}
            if obj["version"] == 1:
                update["name"] = name
            moved = event.model_copy(update={**update, "chain": None})
            moved = moved.model_copy(update={"chain": event_link(previous, moved)})
            previous = moved.chain
            yield app.mapper.to_stored_event(moved)

    from ledger.store.interrupts import critical

    what = None if app.provisional else f"campaign {name} imported whole, with its snapshot"
    with critical(what):                                  # an interrupt waits for the snapshot too (loads stay fast)
        count = bulk_insert(app, events(), [app.mapper.to_stored_event(e) for e in index.collect_events()], what)
        # the snapshot of the campaign as the check folded it (the same events, the same id when not renamed)
        camp = folded["campaign"] if rename is None else app.campaign(name)
        app.snapshots.put([Campaign.Snapshot.take(camp)])
    return name, count


def bulk_insert(app: Any, events: Iterator[StoredEvent | Row], then: list[StoredEvent],
                what: str | None = "the imported campaign") -> int:
    """Insert ``events`` (``StoredEvent``s or ``Row``s) and then ``then`` in one transaction, a page at a time
    (memory flat); returns how many of ``events`` were inserted. Uses the recorder of the store's kind
    (SQLite or PostgreSQL); ``what`` names what the write records, for an interrupt's message (None: a store
    being made, not yet the user's). The cyclic garbage collector pauses meanwhile: parsed lines hold no cycles, and
    its passes over the growing campaign state cost a fifth of an import's time."""
    import gc

    from ledger.store.interrupts import critical

    recorder = app.recorder
    count = 0
    if app.unmade:
        from ledger.store.locations import pg_prepare

        pg_prepare(app.location, app._make_tables)
        app.unmade = False
    collecting = gc.isenabled()
    gc.disable()
    try:
        with critical(None if app.provisional else what), _transaction(app) as cursor:
            page: list[Any] = []
            for event in events:
                page.append(event)
                count += 1
                if len(page) >= PAGE:
                    _insert(recorder, cursor, page)
                    page = []
            _insert(recorder, cursor, page + list(then))
    finally:
        if collecting:
            gc.enable()
    return count


@contextmanager
def _transaction(app: Any) -> Iterator[Any]:
    """The write transaction of an import (a cursor). A new SQLite store is made in a temporary file that is
    synced whole (``ledger.store.locations.settle_sqlite``) before ``open_new`` links it into place, so its commit need
    not wait for the disk: a crash before the link leaves no store at all."""
    datastore = app.recorder.datastore
    if not (app.provisional and app.location.kind == "sqlite"):
        with datastore.transaction(commit=True) as cursor:
            yield cursor
        return
    with datastore.get_connection(commit=True) as connection:
        # a file nobody else has open yet, deleted unless whole: no need to wait for the disk, nor to write each
        # page twice (the log, then the file); the rollback journal is kept in memory (an error still rolls back;
        # the pages of a new file are not journaled, so it stays small), and the store is left in WAL mode
        connection.cursor().execute("PRAGMA synchronous = OFF")
        connection.cursor().execute("PRAGMA journal_mode = MEMORY")
        with connection.transaction(commit=True) as cursor:
            yield cursor
        connection.cursor().execute("PRAGMA journal_mode = WAL")


def _insert(recorder: Any, cursor: Any, page: list[StoredEvent | Row]) -> None:
    """Insert ``page`` (stored events or rows) with the recorder's public statements on the import's own cursor (one
    transaction for the whole import). PostgreSQL: the recorder's table locks first (as its own inserts take them,
    so that readers never pass over a gap), then one ``unnest`` insert and a notice on its channel; SQLite: one
    ``executemany`` (no notification ids wanted)."""
    if not page:
        return
    rows = [s if type(s) is tuple else
            (s.originator_id.hex if isinstance(s.originator_id, UUID) else s.originator_id, s.originator_version,
             s.topic, s.state) for s in page]
    if hasattr(recorder, "construct_pg_stored_event"):        # PostgreSQL
        from psycopg.sql import SQL, Identifier

        for statement in recorder.lock_table_statements:
            cursor.execute(statement)
        cursor.execute(recorder.insert_events_statement, ([recorder.construct_pg_stored_event(UUID(str(r[0])), r[1], r[2], r[3])
                                                          for r in rows],))
        if getattr(recorder, "channel_name", None):
            cursor.execute(SQL("NOTIFY {0}").format(Identifier(recorder.channel_name)))
    else:
        cursor.executemany(recorder.insert_events_statement, rows)
