"""The storage roads agree, step by step, over random command sequences in every system.

Source: design.md "The service layer and its faces" (the service alone picks a road: the fast SQLite reader, the
kept history rows, the fast undo, or the full fold through eventsourcing; each must answer what the full road
answers) and README "Stores, groups and what survives". Sequences are drawn by hypothesis from each sample
campaign's own entries (a random subset, in order, so that many are refused and the rest run in states the
sample never reached), with undos of the last action mixed in. After each checked step:

- the fast read of the campaign equals the full fold (state, actions, version, name, system);
- ``history --json`` through the kept rows equals the rows made afresh from the events;
- an undo of the last action through the fast undo records the row the full path records, except its time and
  its chain link (which covers the time), and both leave the same campaign;
- an action through the fast writer (``ledger.store.fast_writer``) records the rows the full path records (the same
  seed), except their times and chain links, or is refused with the same words; both leave the same campaign.

The same holds over a store whose older events are stored in their first class version (no inputs, reason or
chain): the fast reader upcasts through ``ledger.aggregates.stored`` as the mapper does.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from conftest import ROOT
from ledger.aggregates import stored
from ledger.errors import LedgerError
from ledger.group import COMMANDS as GROUP
from ledger.projections.timeline import CORRECTIONS
from ledger.script import load_script
from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from rules.errors import RuleError

pytestmark = pytest.mark.sqlite_only          # the fast roads read SQLite files; PostgreSQL has the full road only

SAMPLES = {p.stem: p for p in sorted((ROOT / "sample_campaigns").glob("*.yaml"))}
QUICK = settings(max_examples=5, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
LONG = settings(max_examples=40, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@contextmanager
def cache_folder() -> Iterator[Path]:
    """A fresh folder for the kept rows (``LEDGER_CACHE``), put back as it was afterwards."""
    before = os.environ.get("LEDGER_CACHE")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["LEDGER_CACHE"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop("LEDGER_CACHE", None)
            else:
                os.environ["LEDGER_CACHE"] = before


def full_read(store: Path, name: str) -> tuple[Any, ...]:
    """(state, actions, version, name, system) of the campaign through the full fold (a store opened afresh)."""
    ledger = Ledger(store, warm=True)            # warm: every read takes the full road
    try:
        camp = ledger.now(name)
        return camp.state, camp.actions, camp.version, camp.name, camp.system
    finally:
        ledger.close()


def fast_read(store: Path, name: str) -> tuple[Any, ...]:
    """The same through the fast SQLite reader; it must answer for these stores."""
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    camp = current(locate(str(store)), name)
    assert camp is not None, "the fast reader stepped aside on a plain SQLite store"
    return camp.state, camp.actions, camp.version, camp.name, camp.system


def history_json(store: Path, name: str, kept: bool) -> list[bytes]:
    """The whole history as the bodies ``history --json`` prints, through the kept rows (``kept``, in a fresh
    cache folder, read twice: made, then read back) or made afresh from the events (the cache off)."""
    from ledger.projections.rows import json_body

    ledger = Ledger(store)
    try:
        with cache_folder() as folder:
            if not kept:
                os.environ["LEDGER_CACHE"] = "off"
            answers = []
            for _ in range(2 if kept else 1):
                found = ledger.history(name, HistoryQuery(), None, table=False)
                assert found.encoded == kept, "the whole history did not take the road expected"
                answers.append([r if isinstance(r, bytes) else json_body(r) for r in found.rows])
        assert all(a == answers[0] for a in answers)
        return answers[0]
    finally:
        ledger.close()


def check_reads(store: Path, name: str) -> None:
    """The fast read equals the full fold; the kept rows equal fresh rows (twice: made, then read back)."""
    assert fast_read(store, name) == full_read(store, name)
    assert history_json(store, name, kept=True) == history_json(store, name, kept=False)


def last_row(store: Path, name: str) -> tuple[str, dict[str, Any]]:
    """(kind, upcast fields) of the campaign's newest stored event."""
    con = sqlite3.connect(store)
    try:
        topic, state = con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? "
                                   "ORDER BY originator_version DESC LIMIT 1", (stored.campaign_key(name),)).fetchone()
    finally:
        con.close()
    return stored.decode(topic, state)


def check_undo(store: Path, name: str, action: int, work: Path) -> None:
    """Undo ``action`` (the last) on two copies, by the fast undo and by the full path: same row but time and chain,
    same campaign after."""
    fast_copy, full_copy = work / "fast.sqlite", work / "full.sqlite"
    shutil.copyfile(store, fast_copy)
    shutil.copyfile(store, full_copy)
    results = []
    for copy, warm in ((fast_copy, False), (full_copy, True)):      # a warm ledger never takes the fast undo
        ledger = Ledger(copy, warm=warm)
        try:
            ledger.correct(name, "undo", {"action": action}, "GM")
        except (RuleError, LedgerError) as exc:
            results.append(("refused", str(exc)))
            continue
        finally:
            ledger.close()
        kind, fields = last_row(copy, name)
        fields.pop("timestamp")
        fields.pop("chain")
        results.append((kind, fields))
    assert results[0] == results[1]
    if results[0][0] != "refused":
        assert full_read(fast_copy, name) == full_read(full_copy, name)
        assert fast_read(fast_copy, name) == full_read(fast_copy, name)


def rows_after(store: Path, name: str, version: int) -> list[tuple[str, dict[str, Any]]]:
    """(kind, upcast fields less time and chain link) of the campaign's stored events after ``version``."""
    con = sqlite3.connect(store)
    try:
        rows = con.execute("SELECT topic, state FROM stored_events WHERE originator_id = ? AND originator_version > ? "
                           "ORDER BY originator_version", (stored.campaign_key(name), version)).fetchall()
    finally:
        con.close()
    found = []
    for topic, state in rows:
        kind, fields = stored.decode(topic, state)
        fields.pop("timestamp")
        fields.pop("chain")
        found.append((kind, fields))
    return found


@contextmanager
def same_seed() -> Iterator[None]:
    """Every seed drawn for an action (``rules.dice.new_seed``) is the same one, put back afterwards."""
    import rules.dice

    drawn = rules.dice.new_seed
    rules.dice.new_seed = lambda: 20261202
    try:
        yield
    finally:
        rules.dice.new_seed = drawn


def check_act(store: Path, name: str, command: str, args: dict[str, Any], actor: str, work: Path) -> None:
    """Run one action on two copies, by the fast writer and by the full path, with the same seed: the same rows
    but times and chain links (or the same refusal), the same campaign after; the fast writer answered itself
    unless a snapshot fell due."""
    fast_copy, full_copy = work / "fast-act.sqlite", work / "full-act.sqlite"
    shutil.copyfile(store, fast_copy)
    shutil.copyfile(store, full_copy)
    before = full_read(store, name)[2]
    results = []
    for copy, warm in ((fast_copy, False), (full_copy, True)):      # a warm ledger never takes the fast writer
        ledger = Ledger(copy, warm=warm)
        try:
            with same_seed():
                ledger.act(name, command, dict(args), actor)
        except (RuleError, LedgerError) as exc:
            results.append(("refused", type(exc).__name__, str(exc)))
            continue
        finally:
            took_full = ledger._app is not None
            ledger.close()
        rows = rows_after(copy, name, before)
        own = command not in CORRECTIONS and command not in GROUP           # the fast writer's own kind of action
        if own and not warm and not any(stored.snapshot_due(v) for v in range(before + 1, before + len(rows) + 1)):
            assert not took_full, "the fast writer stepped aside on a plain SQLite store"
        results.append(("recorded", rows))
    assert results[0] == results[1]
    if results[0][0] == "recorded":
        assert full_read(fast_copy, name) == full_read(full_copy, name)
        assert fast_read(fast_copy, name) == full_read(fast_copy, name)


def to_first_versions(store: Path, name: str, upto: int) -> None:
    """Rewrite the campaign's events up to version ``upto`` in their first stored form (class version 1: no
    inputs, reason or chain), as a store written before those fields existed holds them; snapshots past the
    prefix are dropped so that every road reads the old events."""
    con = sqlite3.connect(store)
    try:
        key = stored.campaign_key(name)
        rows = con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? AND "
                           "originator_version <= ? ORDER BY originator_version", (key, upto)).fetchall()
        for version, topic, state in rows:
            kind, fields = stored.decode(topic, state)
            if kind not in ("Campaign.Created", "Campaign.Recorded", "Campaign.Corrected"):
                continue
            fields.pop("chain", None)
            if kind == "Campaign.Recorded":
                fields.pop("inputs", None)
                fields.pop("reason", None)
            con.execute("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?",
                        (orjson.dumps(fields), key, version))
        con.execute("DELETE FROM stored_snapshots WHERE originator_id = ?", (key,))
        con.commit()
    finally:
        con.close()


def play(data: st.DataObject, stem: str, work: Path, *, older: bool = False) -> None:
    """Play a random subsequence of sample ``stem``'s entries into a new store under ``work``, checking the roads
    at random steps and at the end."""
    header, entries = load_script(SAMPLES[stem])
    store = work / "store.sqlite"
    ledger = Ledger(store)
    name = ledger.create(header.campaign, header.system, dict(header.options or {})).name
    drop = data.draw(st.integers(0, 4), label="one entry in N dropped (0: none)")
    keep = [not drop or data.draw(st.integers(1, drop + 1), label="entry kept") > 1 for _ in entries]
    checks = 0
    try:
        for (_, command, args, actor), kept in zip(entries, keep):
            if not kept and command not in ("add-character", "add-npc", "session start", "scene start"):
                continue
            if data.draw(st.integers(0, 14), label="compare the writers here") == 0:
                check_act(store, name, command, dict(args), actor, work)
            try:
                camp, _ = ledger.act(name, command, dict(args), actor)
            except (RuleError, LedgerError):
                continue
            ledger.close()
            if checks < 3 and data.draw(st.integers(0, 29), label="check here") == 0:
                checks += 1
                if older:
                    to_first_versions(store, name, camp.version // 2)
                check_reads(store, name)
                if data.draw(st.booleans(), label="undo here"):
                    check_undo(store, name, camp.actions, work)
    finally:
        ledger.close()
    if older:
        to_first_versions(store, name, data.draw(st.integers(1, max(1, full_read(store, name)[2])), label="old prefix"))
    check_reads(store, name)
    actions = full_read(store, name)[1]
    if actions:
        check_undo(store, name, actions, work)


@pytest.mark.parametrize("stem", list(SAMPLES))
@QUICK
@given(data=st.data())
def test_the_roads_agree_over_random_sequences(stem: str, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as work:
        play(data, stem, Path(work))


@pytest.mark.parametrize("stem", list(SAMPLES))
@QUICK
@given(data=st.data())
def test_the_roads_agree_over_events_of_older_class_versions(stem: str, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as work:
        play(data, stem, Path(work), older=True)


@pytest.mark.slow
@pytest.mark.parametrize("stem", list(SAMPLES))
@LONG
@given(data=st.data(), older=st.booleans())
def test_the_roads_agree_long(stem: str, data: st.DataObject, older: bool) -> None:
    with tempfile.TemporaryDirectory() as work:
        play(data, stem, Path(work), older=older)
