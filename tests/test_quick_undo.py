"""The fast path of ``ledger undo`` of the last action (``ledger.store.fast_undo``): it records exactly what the full
path records (the same event, fields, JSON and chain link), and anything it is unsure of goes the full way.

Source: README "Correcting mistakes and reviewing the past", "Measure" (undo of the last action within 2x of ``ledger sheet``).
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import Cli
from ledger.aggregates.stored import SNAPSHOT_EVERY, class_version, stamp
from ledger.store.fast_undo import undo_last
from ledger.store.locations import locate

pytestmark = pytest.mark.sqlite_only


def table(tmp_path: Path, name: str = "s.sqlite") -> Cli:
    """A Masks campaign of four actions: a hero, two marks and a roll with its resolve."""
    cli = Cli(tmp_path / name)
    cli("create", "Quick")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("add-character", "Vesper", "--playbook", "beacon", "--plus-one", "freak")
    cli("mark", "Rook", "angry")
    cli("mark", "Vesper", "afraid", "--reason", "the alarm")
    return cli


def last_row(store: Path) -> tuple[int, str, dict[str, Any]]:
    con = sqlite3.connect(store)
    try:
        version, topic, raw = con.execute("SELECT originator_version, topic, state FROM stored_events "
                                          "ORDER BY rowid DESC LIMIT 1").fetchone()
    finally:
        con.close()
    return version, topic, orjson.loads(raw)


def test_the_fast_undo_records_what_the_full_path_records(tmp_path: Path) -> None:
    """Two copies of one store: the last action undone by the fast path on one, by the full path on
    the other. The stored events are the same but for the time (and so the chain link, which covers it);
    both verify, and the sheets, history and report agree."""
    cli = table(tmp_path)
    other = tmp_path / "full.sqlite"
    shutil.copyfile(cli.store, other)
    done = undo_last(locate(str(cli.store)), None, 4, "Vesper", "wrong hero")
    assert done is not None
    after, report = done
    assert (after.name, after.system, after.actions, after.version) == ("Quick", "masks", 5, 6)
    assert (report.command, report.target, report.action, report.undone, report.commands) == ("undo", 4, 5, [4], {4: "mark"})
    assert report.revised == {} and report.refused == {}

    from ledger.service import Ledger

    _, full = Ledger(other, warm=True).correct(None, "undo", {"action": 4, "reason": "wrong hero"}, "Vesper")   # (warm: never the fast undo)
    assert (full.action, full.undone, full.commands, full.revised) == (5, [4], {4: "mark"}, {})
    assert after.state == Ledger(other).now(None).state                 # the state after it, as the full fold gives it

    fast_v, fast_topic, fast = last_row(cli.store)
    full_v, full_topic, slow = last_row(other)
    assert (fast_v, fast_topic) == (full_v, full_topic) == (6, "ledger.aggregates.campaign:Campaign.Corrected")
    assert list(fast) == list(slow)                                  # the same fields in the same order
    for key in ("timestamp", "chain"):
        fast.pop(key), slow.pop(key)
    assert fast == slow
    assert fast["changes"] == [{"path": ["characters", "Vesper", "conditions", "afraid"], "before": True, "after": False,
                                "delta": None}]
    assert fast["actor"] == "Vesper" and fast["reason"] == "wrong hero" and fast["class_version"] == class_version("Campaign.Corrected")
    assert cli("verify").stdout.startswith("OK")
    assert Cli(other)("verify").stdout.startswith("OK")
    assert cli.json("sheet", "Vesper") == Cli(other).json("sheet", "Vesper")
    fast_history, full_history = cli.json("history"), Cli(other).json("history")
    for row in fast_history + full_history:
        row.pop("time", None)
    assert fast_history == full_history


def test_the_cli_takes_the_fast_path_and_reports_as_before(tmp_path: Path) -> None:
    """``ledger undo LAST`` prints the full path's report; ``--json`` the same fields."""
    cli = table(tmp_path)
    marked = cli.json("sheet", "Vesper")["conditions"]
    out = cli("undo", "4", "--reason", "typo").stdout
    assert out.splitlines() == ["action 5: undo of action 4", "  why: typo", "  undone:", "    4 (mark)"]
    assert cli.json("sheet", "Vesper")["conditions"] != marked
    data = cli.json("undo", "3")
    assert data == {"action": 6, "command": "undo", "target": 3, "undone": [3], "redone": [], "dry_run": False,
                    "refused": {}, "revised": {}, "lines": ["action 6: undo of action 3", "  undone:", "    3 (mark)"]}
    assert cli("verify").stdout.startswith("OK")


@pytest.mark.parametrize("microsecond", [0, 7, 123456])
def test_the_time_is_written_as_pydantic_writes_it(microsecond: int) -> None:
    from pydantic import TypeAdapter

    moment = datetime(2026, 11, 30, 13, 9, 50, microsecond, tzinfo=timezone.utc)
    assert stamp(moment) == TypeAdapter(datetime).dump_python(moment, mode="json")


def test_the_constants_agree_with_the_full_path() -> None:
    from ledger.aggregates.campaign import Campaign
    from ledger.store.application import LedgerApp

    assert class_version("Campaign.Corrected") == Campaign.Corrected.class_version
    assert LedgerApp.snapshotting_intervals[Campaign] == SNAPSHOT_EVERY


def test_what_the_fast_path_does_not_answer_goes_the_full_way(tmp_path: Path) -> None:
    """Not the last action, an unknown actor or campaign, a reason too long, a last action that is itself a
    correction: the fast path answers None with nothing written, and the CLI answers as the full path does."""
    cli = table(tmp_path)
    where = locate(str(cli.store))
    before = cli.bytes()
    assert undo_last(where, None, 3, "GM", None) is None             # not the last action (that is 4)
    assert undo_last(where, None, 4, "Nobody", None) is None
    assert undo_last(where, "Another", 4, "GM", None) is None
    assert undo_last(where, None, 4, "GM", "x" * 1001) is None
    assert undo_last(where, None, 0, "GM", None) is None
    assert cli.bytes() == before
    refused = cli("undo", "4", "--as", "Nobody", ok=False)
    assert refused.returncode == 2 and refused.stderr.startswith("error: as: unknown actor")
    long = cli("undo", "4", "--reason", "x" * 1001, ok=False)
    assert long.returncode == 2 and long.stderr.strip() == "error: reason: a reason of at most 1000 characters"
    assert cli.bytes() == before
    cli("undo", "4")
    assert undo_last(where, None, 5, "GM", None) is None             # action 5 is the undo itself
    refused = cli("undo", "5", ok=False)
    assert refused.returncode == 2 and "is itself a correction" in refused.stderr
    assert cli("redo", "4").stdout.startswith("action 6: redo of action 4")
    assert cli("verify").stdout.startswith("OK")


def test_a_snapshot_due_goes_the_full_way(tmp_path: Path) -> None:
    """When the undo's event is the 200th, the full path records it and takes the snapshot loading needs."""

    cli = table(tmp_path)
    version, _, fields = last_row(cli.store)
    while version + 1 < SNAPSHOT_EVERY:
        cli("add-npc", f"Npc {version}")
        version, _, fields = last_row(cli.store)
    assert (version + 1) % SNAPSHOT_EVERY == 0
    assert undo_last(locate(str(cli.store)), None, fields["action_id"], "GM", None) is None
    cli("undo", str(fields["action_id"]))
    con = sqlite3.connect(cli.store)
    try:
        assert con.execute("SELECT MAX(originator_version) FROM stored_snapshots").fetchone()[0] == SNAPSHOT_EVERY
    finally:
        con.close()
    assert cli("verify").stdout.startswith("OK")
