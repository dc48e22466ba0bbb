"""Edits of a test store's rows made outside the ledger (a forger's, or a flipped bit's), on SQLite or PostgreSQL.

The tests of ``ledger verify``, export and import against damage use these: the rows are read and written with
``sqlite3`` on a SQLite store, or with psycopg on the schema ``conftest.pg_url`` gives a PostgreSQL test store.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import orjson

from conftest import PG_BASE, TEST_STORE, pg_url
from ledger.aggregates.stored import INDEX_ID, campaign_id


class StoreRows:
    """The rows of one test store: events of a stream (``events``), changed, deleted or added, and its snapshots."""

    def __init__(self, store: Path) -> None:
        self.store = store
        self.pg = TEST_STORE == "postgres"
        if self.pg:
            from ledger.store.locations import locate, pg_connect

            self.schema = pg_url(store).rsplit("=", 1)[1]
            self.con: Any = pg_connect(locate(PG_BASE))
            self.events_table = f'"{self.schema}".ledgerapp_events'
            self.snapshots_table = f'"{self.schema}".ledgerapp_snapshots'
            self.mark = "%s"
        else:
            self.con = sqlite3.connect(store)
            self.events_table, self.snapshots_table, self.mark = "stored_events", "stored_snapshots", "?"

    def _id(self, oid: UUID) -> Any:
        return oid if self.pg else oid.hex

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self.mark).replace("EVENTS", self.events_table).replace("SNAPSHOTS", self.snapshots_table)

    def run(self, sql: str, *params: Any) -> list[tuple[Any, ...]]:
        """Run ``sql`` (``?`` marks, ``EVENTS``/``SNAPSHOTS`` for the tables) and commit; the rows it gives."""
        cursor = self.con.execute(self._sql(sql), params)
        rows = cursor.fetchall() if cursor.description else []
        self.con.commit()
        return [tuple(bytes(v) if isinstance(v, memoryview) else v for v in row) for row in rows]

    def events(self, oid: UUID) -> list[tuple[int, str, dict[str, Any]]]:
        """(version, topic, decoded state) of every event of stream ``oid``, in order."""
        rows = self.run("SELECT originator_version, topic, state FROM EVENTS WHERE originator_id = ? "
                        "ORDER BY originator_version", self._id(oid))
        return [(v, t, orjson.loads(s)) for v, t, s in rows]

    def put(self, oid: UUID, version: int, state: dict[str, Any], topic: str | None = None) -> None:
        """Replace the state (and the topic, when given) of event ``version`` of stream ``oid``."""
        self.run("UPDATE EVENTS SET state = ? WHERE originator_id = ? AND originator_version = ?",
                 orjson.dumps(state), self._id(oid), version)
        if topic is not None:
            self.run("UPDATE EVENTS SET topic = ? WHERE originator_id = ? AND originator_version = ?", topic,
                     self._id(oid), version)

    def delete(self, oid: UUID, version: int) -> None:
        """Delete event ``version`` of stream ``oid``."""
        self.run("DELETE FROM EVENTS WHERE originator_id = ? AND originator_version = ?", self._id(oid), version)

    def drop_snapshots(self) -> None:
        """Delete every snapshot."""
        self.run("DELETE FROM SNAPSHOTS")

    def edit(self, oid: UUID, versions: range | list[int], change: Callable[[dict[str, Any]], None]) -> None:
        """Apply ``change`` to the decoded state of each event of stream ``oid`` at ``versions``, and store it."""
        states = {v: s for v, _, s in self.events(oid)}
        for version in versions:
            change(states[version])
            self.put(oid, version, states[version])

    def close(self) -> None:
        self.con.close()


def campaign_rows(store: Path, name: str) -> tuple[StoreRows, UUID]:
    """The store's rows and the id of campaign ``name``."""
    return StoreRows(store), campaign_id(name)


__all__ = ["INDEX_ID", "StoreRows", "campaign_rows"]
