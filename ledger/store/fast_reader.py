"""A fast path for one-off reads of a campaign as it stands now, on a SQLite store.

Source: bench/README.md (start-up) (start-up: a one-off command imports only what it needs; ``ledger sheet NAME`` within
100 ms of ``python -c "import sqlite3, orjson"`` on a 100,000-event campaign). A read needs the campaign's
current state only: the latest snapshot and the events after it, decoded with ``sqlite3`` and ``orjson``
and folded with the same ``apply_changes`` as the aggregate, without importing eventsourcing or building
the pydantic event models. Whenever this path is not sure to give the same answer (a PostgreSQL store, a
stored form it does not know, a name to look up that is not there) it answers None, and the caller takes
the full path (``LedgerApp``), which also phrases every refusal.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import orjson

from ledger.aggregates import stored
from ledger.aggregates.read import CampaignRead
from ledger.aggregates.changes import apply_changes, clone, earliest_in
from ledger.aggregates.stored import campaign_key
from rules.names import norm


def _index(con: sqlite3.Connection) -> dict[str, str] | None:
    """Campaign name -> system id, from the index's events (None: an event this path does not know)."""
    known: dict[str, str] = {}
    for topic, state in con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? "
                                    "ORDER BY originator_version", (stored.INDEX_ID.hex,)):
        kind, fields = stored.decode(topic, state)
        if kind == "CampaignIndex.Registered":
            known[fields["name"]] = fields["system"]
        elif kind != "CampaignIndex.Started":
            return None
    return known


def _a_ledger(con: sqlite3.Connection, marked_only: bool = False) -> bool:
    """Whether the file is a ledger store: marked (``ledger.store.locations.mark_sqlite``), or (unless ``marked_only``)
    from before the mark and holding the campaign index only the ledger writes (as ``ledger.store.locations.sqlite_kind``
    decides)."""
    from ledger.store.locations import APPLICATION_ID, MARK_TABLE

    app_id = con.execute("PRAGMA application_id").fetchone()[0]
    tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id == APPLICATION_ID and MARK_TABLE in tables:
        return True
    if marked_only or app_id != 0 or not {"stored_events", "stored_snapshots"} <= tables or MARK_TABLE in tables:
        return False
    row = con.execute("SELECT topic FROM stored_events WHERE originator_id = ? AND originator_version = 1",
                      (stored.INDEX_ID.hex,)).fetchone()
    return bool(row) and row[0] == stored.topic("CampaignIndex.Started")


def known_actor(state: dict[str, Any], actor: str | None) -> str | None:
    """Who acts: ``GM`` (also for None, no ``--as`` given, and for the GM as a system names the GM, ``DJ`` or
    ``SL``: ``rules.gm_words``, when no character bears that name) or the stored name of a character in ``state``; None
    for anyone else, an empty name included (only a missing ``--as`` means the GM). ``LedgerApp.actor_name``
    phrases the refusal; ``ledger.store.fast_undo`` hands the command over to it."""
    wanted = None if actor is None else norm(actor)
    if wanted is None or wanted == "gm":
        return "GM"
    found = next((known for known in state.get("characters", {}) if wanted and norm(known) == wanted), None)
    if found is None and wanted:
        from rules import gm_words

        return "GM" if wanted in gm_words() else None           # the GM in a system's words: "DJ", "SL"
    return found


def _named(known: dict[str, str] | None, name: str | None) -> str | None:
    """The stored name of campaign ``name`` among ``known`` (None: the only one), or None when there is none
    such (unknown, several, or an index this path cannot read): the full path then phrases the refusal."""
    if not known:
        return None
    if name is None:
        return next(iter(known)) if len(known) == 1 else None
    match = [k for k in known if norm(k) == norm(name)]
    return match[0] if match else None


def current(location: Any, name: str | None, at: int | None = None) -> CampaignRead | None:
    """Campaign ``name`` (None: the store's only one) as it stands now, or with ``at`` as it stood at that
    action (``ledger sheet --as-of``: the fold of its events up to that action's last one, from the latest
    snapshot before it), or None when this path cannot answer for sure (see the module's docstring; also
    an action out of range, or one that a correction recorded since changed or preceded: then the
    timeline as corrected now is ``LedgerApp.campaign_at``'s). Never raises for a store it cannot read."""
    if getattr(location, "kind", None) != "sqlite" or location.path is None or not location.path.is_file():
        return None
    try:
        con = sqlite3.connect(f"file:{quote(str(location.path))}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        if not _a_ledger(con):
            return None
        known = _index(con)
        name = _named(known, name)
        if name is None:
            return None
        if at is None:
            return _fold(con, name, known[name])
        return _fold_at(con, name, known[name], at)
    except (sqlite3.Error, orjson.JSONDecodeError, KeyError, TypeError, ValueError):
        return None
    finally:
        con.close()


def campaign_list(location: Any) -> dict[str, str] | None:
    """Campaign name -> system id of the SQLite store at ``location`` (its campaign list, read without
    eventsourcing), or None when this path cannot answer for sure (then ``LedgerApp.campaigns`` does)."""
    if getattr(location, "kind", None) != "sqlite" or location.path is None or not location.path.is_file():
        return None
    try:
        con = sqlite3.connect(f"file:{quote(str(location.path))}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        return _index(con) if _a_ledger(con) else None
    except (sqlite3.Error, KeyError, TypeError, ValueError):
        return None
    finally:
        con.close()


def _fold_at(con: sqlite3.Connection, name: str, system: str, action: int) -> CampaignRead | None:
    """Campaign ``name`` at ``action`` when no later correction touched it or an earlier action (else None)."""
    cid = campaign_key(name)
    top = con.execute("SELECT MAX(originator_version) FROM stored_events WHERE originator_id = ?", (cid,)).fetchone()[0]
    if not top:
        return None

    def action_of(version: int) -> int:
        topic, raw = con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? AND originator_version = ?",
                                 (cid, version)).fetchone()
        return int(stored.decode(topic, raw)[1].get("action_id") or 0)

    if action < 0 or action >= action_of(top):
        return None                                  # out of range or now: the other paths answer
    for (raw,) in con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND topic = ? ",
                              (cid, stored.topic("Campaign.Corrected"))):
        fields = stored.decode(stored.topic("Campaign.Corrected"), raw)[1]
        if int(fields["action_id"]) > action >= earliest_in(fields):      # as ``Campaign.corrected_before``
            return None                              # corrected since: the timeline as corrected now
    low, high = 1, top                               # the last version whose action is at most ``action``
    while low < high:
        mid = (low + high + 1) // 2
        if action_of(mid) <= action:
            low = mid
        else:
            high = mid - 1
    return _fold(con, name, system, upto=low)


def _fold(con: sqlite3.Connection, name: str, system: str, upto: int | None = None) -> CampaignRead | None:
    """The latest snapshot of campaign ``name`` (at or before version ``upto``) and its events after it (up to
    ``upto``), folded."""
    cid = campaign_key(name)
    edge = (1 << 62) if upto is None else upto
    snap = con.execute("SELECT originator_version, topic, state FROM stored_snapshots WHERE originator_id = ? "
                       "AND originator_version <= ? ORDER BY originator_version DESC LIMIT 1", (cid, edge)).fetchone()
    state: dict[str, Any] | None = None
    actions = version = 0
    if snap is not None:
        if stored.kind_of(snap[1]) != "Campaign.Snapshot":
            return None
        body = stored.decode(snap[1], snap[2])[1]["state"]
        state, actions, version = body["state"], int(body["actions"]), int(snap[0])
    for ver, topic, raw in con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                                       "AND originator_version > ? AND originator_version <= ? ORDER BY originator_version",
                                       (cid, version, edge)):
        if ver != version + 1:
            return None
        kind, fields = stored.decode(topic, raw)
        if kind == "Campaign.Created" and state is None:
            state = clone(fields["state"])
        elif kind in ("Campaign.Recorded", "Campaign.Corrected") and state is not None:
            apply_changes(state, fields["changes"])
            actions = max(actions, int(fields["action_id"]))
        else:
            return None
        version = ver
    if state is None:
        return None
    return CampaignRead(name=name, system=system, state=state, actions=actions, version=version)


def headless_snapshot(con: sqlite3.Connection, name: str) -> bool:
    """Whether campaign ``name``'s latest snapshot predates the hash chain (its state keeps no ``chain_head``): the
    full path then folds the campaign whole for a write and saves a snapshot that knows the head, so a fast writer
    steps aside."""
    snap = con.execute("SELECT topic, state FROM stored_snapshots WHERE originator_id = ? "
                       "ORDER BY originator_version DESC LIMIT 1", (campaign_key(name),)).fetchone()
    return snap is not None and "chain_head" not in stored.decode(snap[0], snap[1])[1]["state"]


def views(location: Any, name: str, page: int = 500, desc: bool = True, gt: int = 0, lt: int | None = None) -> Any:
    """A function giving campaign ``name``'s stored events as ``ledger.projections.rows.View``s (their stored
    fields; a field an older version did not store reads as None, as upcasting would give it), newest first
    (those before version ``lt`` when given; or oldest first with ``desc=False``, those after version ``gt``), a
    page at a time; called with
    ``only="Corrected"`` it gives only those, without decoding the others. None when this path cannot read the store (then
    ``ledger.store.event_pages.raw_events`` reads it)."""
    from ledger.projections.rows import View

    if getattr(location, "kind", None) != "sqlite" or location.path is None or not location.path.is_file():
        return None
    cid = campaign_key(name)
    order = "DESC" if desc else "ASC"
    beyond = "<" if desc else ">"

    def read(only: str | None = None) -> Iterator[Any]:
        con = sqlite3.connect(f"file:{quote(str(location.path))}?mode=ro", uri=True)
        try:
            edge = ((1 << 62) if lt is None else lt) if desc else gt
            while True:
                rows = con.execute(f"SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                                   f"AND originator_version {beyond} ? ORDER BY originator_version {order} LIMIT ?",
                                   (cid, edge, page)).fetchall()
                if not rows:
                    return
                for version, topic, raw in rows:
                    kind = topic.rsplit(".", 1)[-1]
                    if only is not None and kind != only:
                        continue
                    try:
                        fields = stored.decode(topic, raw)[1]       # upcast as the full path upcasts
                    except (ValueError, KeyError) as exc:   # cut or edited bytes: say so, as the full path does
                        from ledger.errors import DamagedStore

                        from ledger.failure_reasons import decode_reason

                        raise DamagedStore(version, decode_reason(exc), topic) from None
                    fields["originator_version"] = version
                    yield View(kind, fields)
                edge = rows[-1][0]
        finally:
            con.close()

    return read
