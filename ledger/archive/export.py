"""The archive: verify a campaign's record, export it (JSON Lines or a campaign script), import it back.

Source: README "Archiving a campaign". Export streams the stored events in order (memory flat in the number of
events); import (``ledger.archive.importing``) checks each line (format, order, the hash chain, the fold) as it
writes it, all in one transaction, so a damaged file writes nothing. Nothing here knows a game system.

Export format ``campaign-ledger/export`` version 1 (JSON Lines, gzip when the file ends in ``.gz``):

- line 1, the header: ``{"format": "campaign-ledger/export", "version": 1, "campaign", "system",
  "rules_version", "options", "exported_at", "events", "chain_head"}``;
- then one line per stored event, in order: ``{"version": N, "topic": "...", "state": {...the stored
  JSON...}, "chain": "sha256 hex"}`` (the chain link, stored or, for an event from before the chain,
  computed).
"""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from uuid import UUID

import orjson
from eventsourcing.persistence import StoredEvent

from ledger.aggregates import Campaign, campaign_id
from ledger.aggregates.chain import event_link, missing_link
from ledger.errors import DamagedStore, DivergenceError, LedgerError
from ledger.failure_reasons import decode_reason
from ledger.archive.export_check import HELPER_FROM, Checks
from ledger.store.out_files import replacing, target
from rules.numbers import counted

FORMAT = "campaign-ledger/export"
VERSION = 1
PAGE = 2000


class ArchiveError(LedgerError):
    """A damaged or foreign export file: names the first bad line."""


# --- reading a campaign's stored events -----------------------------------------------------------------

def stored_events(app: Any, cid: UUID) -> Iterator[StoredEvent]:
    """The campaign's stored events in order, read a page at a time (memory flat)."""
    after = 0
    while True:
        page = app.recorder.select_events(cid, gt=after, limit=PAGE)
        if not page:
            return
        yield from page
        after = page[-1].originator_version


def event_rows(app: Any, cid: UUID, upto: int) -> Iterator[tuple[int, str, bytes]]:
    """(version, topic, stored state) of the campaign's events 1..``upto``, in order, memory flat. On SQLite one
    query in one read transaction (a consistent view: a writer meanwhile changes nothing read) over the plain
    rows; on PostgreSQL the recorder's pages. Events recorded after ``upto`` (by another writer, once the
    caller counted) are left out, so that what is read agrees with the count."""
    recorder = app.recorder
    if getattr(recorder, "events_table_name", None) and app.location.kind == "sqlite":
        with recorder.datastore.transaction(commit=False) as wrapped, wrapped as cursor:   # the sqlite3 cursor
            cursor.execute(f"SELECT originator_version, topic, state FROM {recorder.events_table_name} "
                           "WHERE originator_id = ? AND originator_version <= ? ORDER BY originator_version", (cid.hex, upto))
            while True:
                rows = cursor.fetchmany(PAGE)
                if not rows:
                    return
                for row in rows:
                    yield row[0], row[1], row[2]
    after = 0
    while after < upto:
        page = recorder.select_events(cid, gt=after, lte=upto, limit=PAGE)
        if not page:
            return
        for stored in page:
            yield stored.originator_version, stored.topic, stored.state
        after = page[-1].originator_version


@dataclass
class Damage:
    """The first damage ``verify`` found: the event's version and action, its kind, and what differs."""

    version: int
    action: int | None
    kind: str
    what: str

    def __str__(self) -> str:
        if self.kind == "snapshot":
            return f"the snapshot at event {self.version}: {self.what}"
        if self.kind == "campaign list":
            return f"the campaign list: {self.what}"
        if self.kind == "file":
            return f"the store file: {self.what}"
        if self.kind == "head":
            return f"the trusted head {self.what}"
        where = f"action {self.action}" if self.action is not None else "the campaign's creation" if self.version == 1 else "an event"
        return f"event {self.version} ({where}, {self.kind}): {self.what}"


@dataclass
class Verified:
    """``verify``'s counts (events, chained, before the chain, actions, snapshots) and the damage, if any."""

    events: int = 0
    chained: int = 0
    legacy: int = 0
    actions: int = 0
    snapshots: int = 0
    damage: Damage | None = None
    notes: list[str] = field(default_factory=list)
    #: The chain link of the last event read (the head digest an archivist keeps to hold the record to later).
    head: str | None = None
    #: The trusted heads (``--head``) found among the events' chain links: digest -> the event's version.
    found: dict[str, int] = field(default_factory=dict)


def _kind(event: Any) -> str:
    return getattr(event, "kind", None) or getattr(event, "command", None) or type(event).__name__


def verify(app: Any, name: str, trusted: frozenset[str] = frozenset()) -> Verified:
    """Check campaign ``name``: every event's stored bytes are its canonical form (or, for an event from
    before the chain, decode), versions run 1..N with no gap, the hash chain holds, every event folds onto
    the state its ``before`` values say (the divergence check), and every snapshot equals the fold at its
    version. Returns the counts, the head digest (the last event's chain link) and the first damage found; each
    digest of ``trusted`` found among the events' links, with its event (``Verified.found``)."""
    cid = campaign_id(name)
    result = Verified()
    try:
        snapshots = {s.originator_version: s for s in app.snapshots.get(cid)}
    except DamagedStore as exc:
        result.damage = Damage(exc.version, None, "snapshot", f"does not decode: {exc.reason}")
        return result
    result.snapshots = len(snapshots)
    aggregate: Any = None
    previous: str | None = None
    expected = 1
    for stored in stored_events(app, cid):
        result.events += 1
        if stored.originator_version != expected:
            result.damage = Damage(expected, None, "missing", f"the next stored event is {stored.originator_version}: "
                                   f"event {expected} is missing (deleted) or the events were reordered")
            return result
        expected += 1
        try:
            raw = orjson.loads(stored.state)
            event = app.mapper.to_domain_event(stored)
        except Exception as exc:  # noqa: BLE001 - any decode failure is damage
            reason = exc.reason if isinstance(exc, DamagedStore) else decode_reason(exc)
            result.damage = Damage(stored.originator_version, None, "unreadable", f"does not decode: {reason}")
            return result
        action = getattr(event, "action_id", None)
        legacy = raw.get("class_version", 1) < type(event).class_version
        if not legacy and app.mapper.to_stored_event(event).state != stored.state:
            result.damage = Damage(stored.originator_version, action, _kind(event),
                                   "its stored bytes differ from the event they decode to (edited)")
            return result
        link = event_link(previous, event)
        if event.chain is not None:
            result.chained += 1
            if event.chain != link:
                result.damage = Damage(stored.originator_version, action, _kind(event),
                                       "the hash chain breaks here: this event or one before it was changed, removed or moved")
                return result
        else:
            why = missing_link(stored.topic, raw.get("class_version", 1), result.chained > 0)
            if why is not None:
                result.damage = Damage(stored.originator_version, action, _kind(event), why)
                return result
            result.legacy += 1
        previous = link
        if link in trusted:
            result.found[link] = stored.originator_version
        try:
            aggregate = event.mutate(aggregate)
        except DivergenceError as exc:
            result.damage = Damage(stored.originator_version, action, _kind(event), str(exc))
            return result
        snap = snapshots.get(stored.originator_version)
        if snap is not None:
            state = snap.state
            if (state.get("state") != aggregate.state or state.get("actions") != aggregate.actions
                    or state.get("chain_head", aggregate.chain_head) != aggregate.chain_head):
                result.damage = Damage(stored.originator_version, action, "snapshot",
                                       "the snapshot at this version differs from the fold of the events")
                return result
    result.head = previous
    if aggregate is not None:
        result.actions = aggregate.actions
    else:
        result.damage = Damage(1, None, "missing", "no event of this campaign is stored")
        return result
    result.damage = _unread(app, cid, result.events, snapshots)
    if result.damage is not None:
        return result
    if result.legacy and not result.chained:
        result.notes.append("no event is chained yet: run 'ledger migrate' to anchor the chain")
    return result


def _unread(app: Any, cid: UUID, read: int, snapshots: dict[int, Any]) -> Damage | None:
    """Damage when the ``read`` events (1..``read``, by the events table's index) are not all the campaign holds: the
    table read whole holds more, or a snapshot was taken at a later event (a flipped bit in an index page hides
    the events past it from every read, and what is read still chains and folds)."""
    from ledger.store.damage import stored_count

    stored = stored_count(app, cid)
    if stored is not None and stored != (read, read):
        held, top = stored
        return Damage(read + 1, None, "missing", f"the events table holds {counted(held, 'event', 'en')} of this campaign "
                      f"(up to event {top}), but only {read} {'is' if read == 1 else 'are'} read in order: the store file "
                      "is damaged (its index, or events deleted or renumbered)")
    later = [version for version in snapshots if version > read]
    if later:
        return Damage(min(later), None, "snapshot", f"it was taken at event {min(later)}, but the campaign's events "
                      f"end at {read}: events after {read} are missing or cannot be read")
    return None


# --- export ---------------------------------------------------------------------------------------------

def export_jsonl(app: Any, name: str, out: str | Path, force: bool = False) -> int:
    """Write campaign ``name`` to ``out`` in the export format (streamed); returns the number of events."""
    camp = app.campaign(name)
    cid = campaign_id(name)
    header = {"format": FORMAT, "version": VERSION, "campaign": camp.name, "system": camp.system,
              "rules_version": camp.rules_version, "options": camp.options,
              "exported_at": datetime.now(timezone.utc).isoformat(), "events": camp.version,
              "chain_head": getattr(camp, "chain_head", None)}
    count = 0
    path = target(out, force, keep=[app.path])
    checks = Checks(cid, app.mapper)
    recorder = app.recorder
    if camp.version >= HELPER_FROM and app.location.kind == "sqlite" and getattr(recorder, "events_table_name", None):
        checks.start(app.path, recorder.events_table_name, camp.version)
    try:
        with replacing(path, force, f"the export {path}") as raw:
            fh = gzip.GzipFile(fileobj=raw, mode="wb", filename="") if path.suffix.lower() == ".gz" else raw
            fh.write(orjson.dumps(header) + b"\n")
            previous: str | None = None
            unreadable: DamagedStore | None = None
            for version, topic, state in event_rows(app, cid, camp.version):
                checks.feed(version, topic, state)
                if checks.found or not isinstance(state, bytes):
                    break                                # damage: the check names it below
                chain = _stored_chain(state)
                if chain is None:            # from before the chain (or unreadable): its link computed over the model
                    try:
                        chain = event_link(previous, app.mapper.to_domain_event(StoredEvent(
                            originator_id=cid, originator_version=version, topic=topic, state=state))).encode()
                    except DamagedStore as exc:
                        unreadable = exc                 # the check names it below (or this is said)
                        break
                previous = chain.decode()
                fh.write(b'{"version":%d,"topic":%s,"state":%s,"chain":"%s"}\n' % (version, orjson.dumps(topic), state,
                                                                                   chain))
                count += 1
            found = checks.result(lambda: event_rows(app, cid, camp.version))
            if found is None and unreadable is not None:
                raise unreadable
            if found is None and count != camp.version:
                found = f"event {count + 1} is missing (deleted)"
            if found is not None:                        # the file is not linked into place: nothing written
                raise LedgerError("store", f"campaign {camp.name}: {found}: the store is damaged, and an export of it "
                                  "would not import; nothing was written; run 'ledger verify' to see the damage")
            if fh is not raw:
                fh.close()                               # the gzip trailer (the file itself is closed by ``replacing``)
    finally:
        checks.close()
    return count


_CHAIN_AT = b'","chain":"'
_HEX = frozenset(b"0123456789abcdef")


def _stored_chain(state: bytes) -> bytes | None:
    """The chain link (64 hex digits, as bytes) a stored event's JSON holds, or None (an event from before the chain,
    or bytes that are not an event's JSON).
    The ledger stores an event's fields in its model's order, ``timestamp`` then ``chain``: read there without parsing
    the whole (this runs once per event); any other layout is parsed."""
    if not isinstance(state, bytes):
        return None                                   # not an event's JSON (damage: the export's check names it)
    at = state.find(_CHAIN_AT, 0, 80)
    if state.startswith(b'{"timestamp":"') and at > 0 and state.find(b'"', 14, at) == -1 \
            and state.find(b"\\", 14, at) == -1 and state[at + 75:at + 76] == b'"' \
            and _HEX.issuperset(state[at + 11:at + 75]):
        return state[at + 11:at + 75]
    try:
        chain = orjson.loads(state).get("chain")
    except (orjson.JSONDecodeError, AttributeError):
        return None                                   # not an event's JSON: decoding it says so
    return chain.encode() if isinstance(chain, str) else None


def refuse_damaged(app: Any, camp: Any, why: str) -> None:
    """Refuse to write a record of campaign ``camp`` (a script, a chronicle) when its stored events are damaged: the
    export's check (``ledger.archive.export_check.first_damage``) over every event, in this process. Raises
    ``LedgerError("store")`` naming the first damage, and ``why`` such a record would mislead."""
    from ledger.archive.export_check import first_damage

    cid = campaign_id(camp.name)
    found = first_damage(event_rows(app, cid, camp.version), cid, app.mapper)
    if found is not None:
        raise LedgerError("store", f"campaign {camp.name}: {found}: the store is damaged, and {why}; nothing was "
                          "written; run 'ledger verify' to see the damage")


def migrate(app: Any) -> list[str]:
    """Bring every campaign of the store to the current record: a store from before the mark gets it, and a
    campaign whose events predate the hash chain gets one event (``ChainAnchored``) that commits to all of
    them, so that any later change of them is seen. Nothing recorded is rewritten. Returns what was done."""
    done: list[str] = []
    if not app.marked and app.path is not None:
        from ledger.store.locations import mark_sqlite

        mark_sqlite(app.path)
        app.marked = True
        done.append(f"marked {app.location} as a ledger store")
    for name in app.campaigns():
        cid = campaign_id(name)
        last = app.recorder.select_events(cid, desc=True, limit=1)
        if not last:
            continue
        if app.mapper.to_domain_event(last[0]).chain is not None:
            continue
        camp = app.campaign(name, writing=True)
        camp.record_action("migrate", "GM", [_anchor()], inputs=None, reason="anchor the hash chain over the events "
                           "recorded before it")
        app.record(camp, what=f"the chain anchor of campaign {name}")
        app.snapshots.put([Campaign.Snapshot.take(camp)])      # loads start here now, chain head known
        done.append(f"anchored the hash chain of campaign {name} after {counted(camp.version - 1, 'event', 'en')}")
    return done


def _anchor() -> Any:
    from rules.draft import EventSpec

    return EventSpec(kind="ChainAnchored")
