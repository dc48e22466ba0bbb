"""The archive: verify a campaign's record, export it (JSON Lines or a campaign script), import it back.

Source: issue #7 items 1-4. Export streams the stored events in order (memory flat in the number of
events); import checks each line (format, order, the hash chain, the fold) as it writes it, all in one
transaction, so a damaged file writes nothing. Nothing here knows a game system.

Export format ``campaign-ledger/export`` version 1 (JSON Lines, gzip when the file ends in ``.gz``):

- line 1, the header: ``{"format": "campaign-ledger/export", "version": 1, "campaign", "system",
  "rules_version", "options", "exported_at", "events", "chain_head"}``;
- then one line per stored event, in order: ``{"version": N, "topic": "...", "state": {...the stored
  JSON...}, "chain": "sha256 hex"}`` (the chain link, stored or, for an event from before the chain,
  computed).
"""

from __future__ import annotations

import gzip
import io
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any
from uuid import UUID

import orjson
from eventsourcing.persistence import StoredEvent

from ledger.aggregates import Campaign, CampaignIndex, campaign_id
from ledger.aggregates.campaign import INDEX_ID
from ledger.chain import event_link, fields_link
from ledger.errors import DivergenceError, LedgerError

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


@dataclass
class Damage:
    """The first damage ``verify`` found: the event's version and action, its kind, and what differs."""

    version: int
    action: int | None
    kind: str
    what: str

    def __str__(self) -> str:
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


def _kind(event: Any) -> str:
    return getattr(event, "kind", None) or getattr(event, "command", None) or type(event).__name__


def verify(app: Any, name: str) -> Verified:
    """Check campaign ``name``: every event's stored bytes are its canonical form (or, for an event from
    before the chain, decode), versions run 1..N with no gap, the hash chain holds, every event folds onto
    the state its ``before`` values say (the divergence check), and every snapshot equals the fold at its
    version. Returns the counts and the first damage found."""
    cid = campaign_id(name)
    result = Verified()
    snapshots = {s.originator_version: s for s in app.snapshots.get(cid)}
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
            result.damage = Damage(stored.originator_version, None, "unreadable", f"does not decode: {' '.join(str(exc).split())[:160]}")
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
            result.legacy += 1
        previous = link
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
    if aggregate is not None:
        result.actions = aggregate.actions
    if result.legacy and not result.chained:
        result.notes.append("no event is chained yet: run 'ledger migrate' to anchor the chain")
    return result


# --- export ---------------------------------------------------------------------------------------------

def _open_out(path: Path, force: bool) -> Any:
    """A new private file at ``path`` (gzip when it ends in ``.gz``); refuses a missing folder or, without
    ``force``, an existing file."""
    if not path.parent.exists():
        raise LedgerError("out", f"folder {path.parent} does not exist")
    if path.is_dir():
        raise LedgerError("out", f"{path} is a folder; give a file path")
    if path.exists() and not force:
        raise LedgerError("out", f"{path} exists; give another path, or --force to replace it")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    fd = os.open(path, flags, 0o600)
    os.chmod(path, 0o600)
    raw = os.fdopen(fd, "wb")
    return gzip.GzipFile(fileobj=raw, mode="wb", filename="") if path.suffix == ".gz" else raw


def export_jsonl(app: Any, name: str, out: Path, force: bool = False) -> int:
    """Write campaign ``name`` to ``out`` in the export format (streamed); returns the number of events."""
    camp = app.campaign(name)
    cid = campaign_id(name)
    header = {"format": FORMAT, "version": VERSION, "campaign": camp.name, "system": camp.system,
              "rules_version": camp.rules_version, "options": camp.options,
              "exported_at": datetime.now(timezone.utc).isoformat(), "events": camp.version,
              "chain_head": getattr(camp, "chain_head", None)}
    count = 0
    fh = _open_out(out, force)
    try:
        fh.write(orjson.dumps(header) + b"\n")
        previous: str | None = None
        for stored in stored_events(app, cid):
            chain = orjson.loads(stored.state).get("chain")
            if chain is None:            # from before the chain: its link computed over the model, exactly
                chain = event_link(previous, app.mapper.to_domain_event(stored))
            previous = chain
            fh.write(b'{"version":%d,"topic":%s,"state":%s,"chain":"%s"}\n' % (
                stored.originator_version, orjson.dumps(stored.topic), stored.state, previous.encode()))
            count += 1
    finally:
        fh.close()
    return count


def export_script(app: Any, name: str, out: Path, keep_undone: bool = False, force: bool = False) -> int:
    """Write campaign ``name`` as a replayable campaign script (format 1): the actions in force, each with its
    corrected inputs and the seed drawn for it (``action-seed``), undone ones left out or, with
    ``keep_undone``, kept as comments. Returns the number of actions written."""
    import yaml

    from ledger.timeline import collect

    camp = app.campaign(name)
    acts = collect(app.campaign_events(name))
    fh = _open_out(out, force)
    written = 0
    try:
        text = io.TextIOWrapper(fh, encoding="utf-8")
        header = {"ledger-script": 1, "campaign": camp.name, "system": camp.system, "options": camp.options, "actor": "GM"}
        text.write(f"# Exported from the ledger on {datetime.now(timezone.utc).isoformat()}: the actions in force, with "
                   "their corrections applied.\n")
        text.write(yaml.safe_dump(header, sort_keys=False, allow_unicode=True))
        text.write("actions:\n")
        for act in sorted(acts.values(), key=lambda a: a.id):
            if act.inputs is None:
                raise LedgerError("campaign", f"action {act.id} was recorded before inputs were kept; "
                                  "export it with --format jsonl instead")
            args = dict(act.inputs.get("args") or {})
            entry_args = {**args, "as": act.actor}
            if act.reason is not None and "reason" not in args:
                entry_args["reason"] = act.reason
            if act.inputs.get("seed") is not None:
                entry_args["action-seed"] = act.inputs["seed"]
            body = yaml.safe_dump([{act.command: entry_args}], sort_keys=False, allow_unicode=True, width=1000)
            lines = [f"  {line}" for line in body.splitlines()]
            if not act.active:
                if not keep_undone:
                    continue
                lines = [f"  # undone (action {act.id}): {line.strip()}" for line in lines]
            else:
                written += 1
            text.write("\n".join(lines) + "\n")
        text.flush()
        text.detach()
    finally:
        fh.close()
    return written


# --- import ---------------------------------------------------------------------------------------------

def _lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """(line number, bytes) of an export file, gzip or plain; ``ArchiveError`` for a damaged stream."""
    if not path.is_file():
        raise ArchiveError("file", f"no file at {path}")
    opener = gzip.open if path.suffix == ".gz" else open
    number = 0
    try:
        with opener(path, "rb") as fh:
            for number, line in enumerate(fh, start=1):
                yield number, line
    except (OSError, EOFError, zlib.error) as exc:
        raise ArchiveError("file", f"line {number + 1}: the gzip stream is damaged ({' '.join(str(exc).split())[:80]})") from None


def _header(path: Path) -> dict[str, Any]:
    """The export file's header line, checked (format and version). Raises ``ArchiveError``."""
    for number, line in _lines(path):
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            raise ArchiveError("file", f"line {number}: not JSON (an edited, cut or foreign file)") from None
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            raise ArchiveError("file", f"line {number}: not a campaign-ledger export (no {FORMAT} header)")
        if obj.get("version") != VERSION:
            raise ArchiveError("file", f"line {number}: export format version {obj.get('version')!r} is not "
                               f"supported; allowed: {VERSION}")
        return obj
    raise ArchiveError("file", "line 1: the file is empty")


_LINE_KEYS = frozenset(("version", "topic", "state", "chain"))


def checked_lines(app: Any, path: Path, header: dict[str, Any], folded: dict[str, Any]) -> Iterator[tuple[int, str, bytes]]:
    """(version, topic, stored state) of each event line of an export file, each checked before it is given:
    its form, its place in the order, that it decodes, its hash chain link and that it folds (with the
    divergence check); at the end, the count and the chain head the header gives. ``folded["campaign"]``
    is then the campaign aggregate the events fold to. Raises ``ArchiveError`` naming the first bad line
    (a caller writing the lines as they come does so in a transaction that the error rolls back)."""
    cid = campaign_id(str(header.get("campaign")))
    previous: str | None = None
    aggregate: Any = None
    expected = 1
    upcast = app.mapper.upcast
    cid_text = str(cid)
    for number, line in _lines(path):
        if number == 1:
            continue
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            raise ArchiveError("file", f"line {number}: not JSON (an edited, cut or foreign file)") from None
        if type(obj) is not dict or obj.keys() != _LINE_KEYS:
            raise ArchiveError("file", f"line {number}: not an event line (version, topic, state, chain)")
        if obj["version"] != expected:
            raise ArchiveError("file", f"line {number}: event {obj['version']!r} where event {expected} was due "
                               "(a missing or reordered line)")
        state, topic = obj["state"], obj["topic"]
        try:
            stored = orjson.dumps(state)                   # as the source stored it (before upcasting)
            cls, fields = upcast(str(topic), state, cid, expected)
            if not issubclass(cls, Campaign.Event):
                raise TypeError(cls)
            event = cls.model_validate(fields)
        except Exception:  # noqa: BLE001 - a foreign topic or broken fields
            raise ArchiveError("file", f"line {number}: the event does not decode (an edited or foreign line)") from None
        # a chained event's stored fields are its model's JSON dump: its link is computed from them; an older
        # one (stored before the chain, perhaps in another form) over the model, exactly as the ledger did
        link = fields_link(previous, cid_text, expected, fields) if fields.get("chain") else event_link(previous, event)
        if obj["chain"] != link or (event.chain is not None and event.chain != link):
            raise ArchiveError("file", f"line {number}: the hash chain breaks here (the line, or one before it, was "
                               "edited, removed or moved)")
        previous = link
        try:
            if aggregate is None:
                aggregate = event.mutate(None)
            else:
                aggregate.absorb(event, link)
        except (DivergenceError, Exception) as exc:  # noqa: BLE001
            raise ArchiveError("file", f"line {number}: the event does not fold ({' '.join(str(exc).split())[:120]})") from None
        yield expected, str(topic), stored
        expected += 1
    if expected - 1 != header.get("events"):
        raise ArchiveError("file", f"line {expected + 1}: the file holds {expected - 1} events, its header says "
                           f"{header.get('events')} (cut short?)")
    if header.get("chain_head") not in (None, previous):
        raise ArchiveError("file", "line 1: the header's chain head does not match the events")
    folded["campaign"] = aggregate


def read_export(app: Any, path: Path) -> tuple[dict[str, Any], Any]:
    """Check an export file whole without writing anything: (header, the campaign aggregate its events fold
    to). Raises ``ArchiveError`` naming the first bad line."""
    header = _header(path)
    folded: dict[str, Any] = {}
    for _ in checked_lines(app, path, header, folded):
        pass
    return header, folded["campaign"]


def import_export(app: Any, path: Path, rename: str | None = None) -> tuple[str, int]:
    """Rebuild the campaign of an export file in the store, in one transaction with the campaign index and a
    snapshot: each line is checked (``checked_lines``) as it is written, and the first bad one rolls all
    back. A PostgreSQL store not made yet is checked whole first (its tables come with the first write).
    With ``rename`` the campaign takes that name (its events are re-linked for the new name, after a
    check of the whole file). Returns (name, events). Raises ``ArchiveError`` or ``LedgerError``."""
    header = _header(path)
    name = " ".join(str(rename if rename is not None else header["campaign"]).split())
    known = app.campaigns()
    from rules.names import norm

    if any(norm(k) == norm(name) for k in known):
        raise LedgerError("as" if rename is not None else "campaign",
                          f"campaign {name!r} already exists in {app.location}; import it --as another name")
    if rename is not None:
        app.new_campaign(name, header["system"], header["options"], "GM")    # the name's checks, nothing saved
    if rename is not None or app.unmade:
        read_export(app, path)
    old_id, new_id = campaign_id(str(header["campaign"])), campaign_id(name)
    try:
        index = app.repository.get(INDEX_ID) if not app.unmade else None
    except Exception:  # noqa: BLE001 - no index yet
        index = None
    index = index or CampaignIndex()
    index.register(name=name, system=header["system"])
    folded: dict[str, Any] = {}

    def events() -> Iterator[StoredEvent]:
        if rename is None:
            for version, topic, state in checked_lines(app, path, header, folded):
                yield StoredEvent(originator_id=new_id, originator_version=version, topic=topic, state=state)
            return
        previous: str | None = None
        for number, line in _lines(path):
            if number == 1:
                continue
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

    count = bulk_insert(app, events(), [app.mapper.to_stored_event(e) for e in index.collect_events()])
    # the snapshot of the campaign as the check folded it (the same events, the same id when not renamed)
    camp = folded["campaign"] if rename is None else app.campaign(name)
    app.snapshots.put([Campaign.Snapshot.take(camp)])
    return name, count


def bulk_insert(app: Any, events: Iterator[StoredEvent], then: list[StoredEvent]) -> int:
    """Insert ``events`` and then ``then`` in one transaction, a page at a time (memory flat); returns how
    many of ``events`` were inserted. Uses the recorder of the store's kind (SQLite or PostgreSQL)."""
    from ledger.interrupts import critical

    recorder = app.recorder
    count = 0
    if app.unmade:
        from ledger.store import pg_prepare

        pg_prepare(app.location, app._make_tables)
        app.unmade = False
    with critical(None if app.provisional else "the imported campaign"), recorder.datastore.transaction(commit=True) as cursor:
        page: list[StoredEvent] = []
        for stored in events:
            page.append(stored)
            count += 1
            if len(page) >= PAGE:
                _insert(recorder, cursor, page)
                page = []
        _insert(recorder, cursor, page + list(then))
    return count


def _insert(recorder: Any, cursor: Any, page: list[StoredEvent]) -> None:
    if not page:
        return
    if hasattr(recorder, "_insert_stored_events"):           # PostgreSQL
        recorder._insert_stored_events(cursor, page)
    else:                                                     # SQLite: one executemany (no notification ids wanted)
        from eventsourcing.sqlite import SQLiteAggregateRecorder

        SQLiteAggregateRecorder._insert_events(recorder, cursor, page)


# --- migrate --------------------------------------------------------------------------------------------

def migrate(app: Any) -> list[str]:
    """Bring every campaign of the store to the current record: a store from before the mark gets it, and a
    campaign whose events predate the hash chain gets one event (``ChainAnchored``) that commits to all of
    them, so that any later change of them is seen. Nothing recorded is rewritten. Returns what was done."""
    done: list[str] = []
    if not app.marked and app.path is not None:
        from ledger.store import mark_sqlite

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
        app._save(camp, what=f"the chain anchor of campaign {name}")
        app.snapshots.put([Campaign.Snapshot.take(camp)])      # loads start here now, chain head known
        done.append(f"anchored the hash chain of campaign {name} after {camp.version - 1} events")
    return done


def _anchor() -> Any:
    from rules.draft import EventSpec

    return EventSpec(kind="ChainAnchored")
