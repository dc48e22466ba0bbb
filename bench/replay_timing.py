"""Timing a campaign's rebuild against a raw read of the same rows (``bench_rebuild.py`` and its what-ifs).

``rebuild`` loads the campaign in a fresh ``LedgerApp`` (by default ``FullReplayApp``: every event replayed) and
every PC's sheet; ``raw_read`` is the baseline (sqlite3 ``SELECT state`` + ``orjson.loads``); ``best_of`` times a
callable. Source: eventsourcing's docs ("Application", snapshots), docs/design notes in bench/README.md.
"""

from __future__ import annotations

import gc
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable

import orjson

from ledger.aggregates import campaign_id
from ledger.store.application import LedgerApp
from rules import get_system

from masks_table import CAMPAIGN

def pc_names(state: dict[str, Any]) -> list[str]:
    return [n for n, r in state["characters"].items() if r["kind"] == "pc" and "labels" in r]


class FullReplayApp(LedgerApp):
    """``LedgerApp`` with snapshotting off, so ``campaign()`` replays every event (the brief's rebuild)."""

    is_snapshotting_enabled = False
    snapshotting_intervals: dict[Any, int] = {}


def snapshot_info(path: Path) -> tuple[int, int | None]:
    """(number of campaign snapshots, version of the latest) in the store; (0, None) without snapshots."""
    con = sqlite3.connect(path)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        table = next((t for t in tables if "snapshot" in t), None)
        if table is None:
            return 0, None
        cid = campaign_id(CAMPAIGN)
        row = con.execute(f"SELECT COUNT(*), MAX(originator_version) FROM {table} WHERE originator_id IN (?, ?)",
                          (cid.hex, str(cid))).fetchone()
        return row[0], row[1]
    finally:
        con.close()


def rebuild(path: Path, app_cls: type[LedgerApp] = FullReplayApp, get: Callable[[LedgerApp], Any] | None = None) -> tuple[int, list[dict[str, Any]]]:
    """A fresh app, the campaign loaded (by default: every event replayed), every PC's sheet. Returns (version, sheets)."""
    app = app_cls(path)
    camp = get(app) if get else app.campaign(CAMPAIGN)
    view = get_system("masks").views.sheet
    sheets = [view(camp.state, name) for name in pc_names(camp.state)]
    return camp.version, sheets


def inspect_table(path: Path) -> tuple[str, list[str]]:
    """The events table eventsourcing created (name and columns), read from sqlite_master."""
    con = sqlite3.connect(path)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        table = "stored_events" if "stored_events" in names else next(n for n in names if "event" in n)
        cols = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
    finally:
        con.close()
    return table, cols


def raw_read(path: Path, table: str, originator: str) -> int:
    """The baseline: the same rows, read with sqlite3 and parsed with orjson. Returns the row count."""
    con = sqlite3.connect(path)
    try:
        rows = con.execute(f"SELECT state FROM {table} WHERE originator_id=? ORDER BY originator_version", (originator,))
        n = 0
        for (state,) in rows:
            orjson.loads(state)
            n += 1
    finally:
        con.close()
    return n


def best_of(n: int, fn: Callable[[], Any]) -> tuple[float, list[float], Any]:
    times, result = [], None
    for _ in range(n):
        gc.collect()  # start every run from the same heap (collections during the run still count)
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return min(times), times, result
