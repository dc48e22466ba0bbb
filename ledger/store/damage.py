"""A quick look for damage in a SQLite store, for a command that failed in a way it did not expect.

Source: the developers' guide ("Bad input gets a clear one-line error"; an internal error is a bug) and a
newcomer's pass: stores edited outside the ledger (an event's bytes cut or replaced, an event deleted, a
topic changed) made some reads fail with a Python error (exit 70) deep in a fold, where the cause was the
store, not the command. Each reading path cannot check every byte it reads without losing its speed. So when
a command fails unexpectedly, the console command looks at the store it used (``first_damage``). If it finds
damage, it reports that (``error: store: …``, exit 2) instead of an internal error. It checks what ``ledger
export`` checks (versions 1..N with no gap, JSON objects, the ledger's own topics, the hash chain), for every
stream of events, and that every snapshot is a JSON object of the ledger's own topic. ``ledger verify``
remains the full check: it also decodes and folds every event.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any
from urllib.parse import quote
from uuid import UUID

import orjson

from ledger.failure_reasons import sqlite_reason


def first_damage(path: Path) -> str | None:
    """What is wrong with the SQLite store at ``path`` (a phrase naming the event), or None when the look finds
    nothing (or the file cannot be read as a store at all: that has its own message). Never raises."""
    try:
        con = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        ids = [row[0] for row in con.execute("SELECT DISTINCT originator_id FROM stored_events")]
        for oid in ids:
            rows = con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                               "ORDER BY originator_version", (oid,)).fetchall()
            found = _stream_damage(rows, oid)
            if found is not None:
                return found
        for version, topic, state in con.execute("SELECT originator_version, topic, state FROM stored_snapshots"):
            if not _whole(topic, state):
                return f"the snapshot at event {version} does not decode"
    except sqlite3.Error:
        return None
    finally:
        con.close()
    return None


def first_damage_pg(location: Any) -> str | None:
    """``first_damage`` of the PostgreSQL store at ``location`` (a ``Location``): its schema's event and snapshot
    tables read with psycopg. Never raises."""
    from ledger.store.locations import PG_TABLES, pg_connect

    try:
        con = pg_connect(location)
    except Exception:  # noqa: BLE001 - a server that cannot be reached has its own message
        return None
    schema = location.params["schema"]
    events, snapshots = (f'"{schema}".{table}' for table in PG_TABLES)
    try:
        ids = [row[0] for row in con.execute(f"SELECT DISTINCT originator_id FROM {events}")]
        for oid in ids:
            rows = [(v, t, bytes(s)) for v, t, s in con.execute(
                f"SELECT originator_version, topic, state FROM {events} WHERE originator_id = %s "
                "ORDER BY originator_version", (oid,))]
            found = _stream_damage(rows, oid)
            if found is not None:
                return found
        for version, topic, state in con.execute(f"SELECT originator_version, topic, state FROM {snapshots}"):
            if not _whole(topic, bytes(state)):
                return f"the snapshot at event {version} does not decode"
    except Exception:  # noqa: BLE001 - tables missing or unreadable: not a damage this look can name
        return None
    finally:
        con.close()
    return None


def _whole(topic: Any, state: Any) -> bool:
    """Whether a stored row names one of the ledger's own topics and holds a JSON object."""
    from ledger.aggregates.events import own_topic

    try:
        own_topic(topic)
        return isinstance(orjson.loads(state), dict)
    except Exception:  # noqa: BLE001 - cut or foreign bytes, a state that is not bytes
        return False


def _stream_damage(rows: list[tuple[Any, ...]], oid: Any) -> str | None:
    """The first damage in one stream of events (a campaign's, or the campaign list's)."""
    from ledger.store.mapper import PydanticMapper
    from ledger.archive.export_check import first_damage as chain_damage

    for expected, (version, topic, state) in enumerate(rows, start=1):
        if version != expected:
            return f"event {expected} is missing (deleted), or the events were reordered"
        if not _whole(topic, state):
            return f"event {version} does not decode (its bytes were cut or edited)"
    if rows and str(rows[0][1]).endswith(":Campaign.Created"):
        try:
            cid = UUID(str(oid))
        except ValueError:
            return "a campaign's events are stored under an id that is not one"
        return chain_damage(rows, cid, PydanticMapper)              # (its ``upcast`` is a classmethod)
    return None


def file_damage(app: Any) -> str | None:
    """What SQLite's own check (``PRAGMA integrity_check``: every page, every index against its table) finds wrong
    with the store file of ``app`` (a ``LedgerApp``), as one phrase (its first finding in the ledger's words,
    ``ledger.failure_reasons.sqlite_reason``, and how many more), or None when it is whole or the store is not a
    SQLite file. A flipped bit in an index page can hide events from every read by the index while the rows read
    still chain and fold. Source: SQLite docs "PRAGMA integrity_check" (sqlite.org/pragma.html#pragma_integrity_check)."""
    if app.location.kind != "sqlite" or app.path is None:
        return None
    try:
        con = sqlite3.connect(f"file:{quote(str(app.path))}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return f"SQLite cannot open it ({sqlite_reason(exc)})"
    try:
        rows = con.execute("PRAGMA integrity_check(3)").fetchall()
    except sqlite3.Error as exc:
        return f"SQLite's own check fails ({sqlite_reason(exc)})"
    finally:
        con.close()
    found = [str(row[0]) for row in rows]
    if found == ["ok"]:
        return None
    more = f", and {len(found) - 1} more" if len(found) > 1 else ""      # the first finding, in words, then how many
    return f"SQLite's own check finds it damaged ({sqlite_reason(found[0])}{more})"


def stored_count(app: Any, cid: UUID) -> tuple[int, int] | None:
    """(how many events stream ``cid`` holds, its highest version) as the events table says read whole, without its
    index (SQLite ``NOT INDEXED``; PostgreSQL with index scans off), or None when it cannot be asked. Reads go
    through the index: a damaged index shows fewer events than the table holds. Source: SQLite docs "INDEXED BY"
    (sqlite.org/lang_indexedby.html); PostgreSQL docs "Planner Method Configuration" (enable_indexscan)."""
    recorder = app.recorder
    if getattr(recorder, "events_table_name", None) is None:
        return None
    table = events_table(app)
    try:
        if app.location.kind == "sqlite":
            with recorder.datastore.transaction(commit=False) as wrapped, wrapped as cursor:
                cursor.execute(f"SELECT count(*), max(originator_version) FROM {table} NOT INDEXED WHERE originator_id = ?",
                               (cid.hex,))
                count, top = cursor.fetchone()
        else:
            with recorder.datastore.transaction(commit=False) as cursor:
                for setting in ("enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"):
                    cursor.execute(f"SET LOCAL {setting} = off")
                cursor.execute(f"SELECT count(*) AS n, max(originator_version) AS top FROM {table} "
                               "WHERE originator_id = %s", (cid,))
                row = cursor.fetchone()
                count, top = row["n"], row["top"]
    except Exception:  # noqa: BLE001 - a store that cannot answer: the other checks speak for it
        return None
    return int(count or 0), int(top or 0)


def events_table(app: Any) -> str:
    """The events table of ``app``'s store as a query names it: SQLite's name, or PostgreSQL's within the store's
    schema (``?schema=``; a plain connection does not search it)."""
    table = app.recorder.events_table_name
    if app.location.kind == "sqlite" or "." in table:
        return table
    return f'"{app.location.params["schema"]}".{table}'
