"""A fast path for ``ledger undo`` of a campaign's last action, on a SQLite store.

Source: README "Correcting mistakes and reviewing the past", "Measure" (undo of the last action within 2x of a plain ``ledger sheet`` on a
100,000-event campaign). Undoing the last action has no later action that could depend on it, so the
undo is the state with that action's events taken back, recorded as one ``Corrected`` event. This path
reads the latest snapshot and the events after it with ``sqlite3`` and ``orjson`` (``ledger.store.fast_reader``),
takes the action back with the same ``ledger.projections.timeline`` functions the full path uses, and writes the
event as the full path would store it (the same fields, JSON and chain link), in one SQLite transaction
that holds the write lock from the first read to the commit, without importing eventsourcing or pydantic.

Whenever it is not sure to record exactly what the full path would (a PostgreSQL store, an unmarked or
older store, a last action that is itself a correction, an unknown actor or campaign, a reason past its
limit, a snapshot due, a snapshot from before the chain, an unchained event), it answers None before writing anything, and
the caller takes the full path (``LedgerApp.correct``), which also phrases every refusal. A store another process
holds past ``LOCK_WAIT`` is refused here (``StoreBusy``), not waited for again by the full path.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from types import SimpleNamespace
from typing import Any
from uuid import UUID

from ledger.aggregates import stored
from ledger.aggregates.chain import fields_link
from ledger.corrections import Report
from ledger.store.interrupts import critical
from ledger.inputs import MAX_REASON, reason as checked_reason


def reason_refused(reason: str) -> bool:
    """Whether ``ledger.inputs.reason`` refuses ``reason`` (the full path then says why)."""
    try:
        checked_reason(reason)
    except Exception:  # noqa: BLE001 - LedgerError, phrased by the full path
        return True
    return False
from ledger.aggregates.read import CampaignRead
from ledger.store.fast_reader import _a_ledger, _fold, _index, _named, campaign_key, headless_snapshot, known_actor
from ledger.store.locations import connect_sqlite, refuse_busy
from ledger.projections.timeline import collect, diff, rewind


def undo_last(location: Any, name: str | None, action: int, actor: str | None, reason: str | None) -> tuple[CampaignRead, Report] | None:
    """Undo action ``action`` of campaign ``name`` (None: the store's only one) when it is the campaign's last
    action; returns (the campaign after the undo, the ``Report`` the full path would give), or None when this
    path does not answer (see the module's docstring; nothing is written then). An interrupt before the
    commit rolls back and raises ``ledger.store.interrupts.Interrupted``; after it, the undo is recorded whole."""
    if getattr(location, "kind", None) != "sqlite" or location.path is None or not location.path.is_file():
        return None
    if reason is not None and (len(reason) > MAX_REASON or reason_refused(reason)):
        return None                                  # the full path phrases the refusal
    try:
        con = connect_sqlite(location.path)          # read-write, creating nothing, waiting for locks as the ledger does
    except sqlite3.Error:
        return None
    try:
        con.execute("BEGIN IMMEDIATE")               # the write lock, held from the first read to the commit
        made = _decide(con, name, action, actor, reason)
        if made is None:
            con.execute("ROLLBACK")
            return None
        camp_after, report, row = made
        with critical(f"action {report.action} (undo) of campaign {camp_after.name}"):
            con.execute("INSERT INTO stored_events (originator_id, originator_version, topic, state) VALUES (?, ?, ?, ?)", row)
            con.execute("COMMIT")
        return camp_after, report
    except (sqlite3.Error, ValueError, KeyError) as exc:   # a busy store, a stored event that does not decode
        refuse_busy(exc, location)                   # held the whole LOCK_WAIT: not waited for twice
        return None                                  # nothing committed: the full path decides and phrases it
    finally:
        if con.in_transaction:
            con.execute("ROLLBACK")
        con.close()


def _decide(con: sqlite3.Connection, name: str | None, action: int, actor: str | None,
            reason: str | None) -> tuple[CampaignRead, Report, tuple[str, int, str, bytes]] | None:
    """(the campaign after the undo, report, the row to insert) of the undo, or None when this path does not answer."""
    if not _a_ledger(con, marked_only=True):           # an older, unmarked store gets its mark from the full path
        return None
    known = _index(con)
    stored_name = _named(known, name)
    if stored_name is None or known is None or headless_snapshot(con, stored_name):
        return None
    camp = _fold(con, stored_name, known[stored_name])
    if camp is None or action < 1 or action != camp.actions:
        return None
    who = known_actor(camp.state, actor)
    version = camp.version + 1
    if who is None or stored.snapshot_due(version):
        return None
    key = campaign_key(stored_name)
    events, head = [], None
    for ver, topic, raw in con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                                       "ORDER BY originator_version DESC", (key,)):
        kind, fields = stored.decode(topic, raw)
        if head is None:
            if ver != camp.version or not fields.get("chain"):
                return None                          # not the folded top, or a head only a whole fold knows
            head = fields["chain"]
        if fields.get("action_id") != action:
            break
        if kind != "Campaign.Recorded":
            return None                              # the last action is itself a correction
        events.append(SimpleNamespace(action_id=action, action=fields["action"], actor=fields["actor"],
                                      inputs=fields.get("inputs"), reason=fields.get("reason"), kind=fields["kind"],
                                      cause=fields.get("cause"), changes=fields["changes"], detail=fields["detail"]))
    acts = collect(reversed(events), since=action)
    if action not in acts:
        return None
    after = rewind(camp.state, acts.values())
    changes = diff(camp.state, after)
    if any(ch["path"][:1] == ["table"] for ch in changes):
        return None                                  # the table's own: checked on the full path (check_correction)
    fields = {"timestamp": stored.stamp(datetime.now(timezone.utc)), "chain": None, "action_id": camp.actions + 1,
              "actor": who, "command": "undo", "target": action, "reason": reason, "undone": [action], "redone": [],
              "inputs": {}, "revised": {}, "changes": changes, "by": None, "approver": None}
    fields["chain"] = fields_link(head, UUID(key), version, fields)
    report = Report("undo", action, action=camp.actions + 1, undone=[action], commands={action: acts[action].command})
    camp_after = CampaignRead(name=stored_name, system=camp.system, state=after, actions=camp.actions + 1, version=version)
    return camp_after, report, (key, version, stored.topic("Campaign.Corrected"), stored.encode("Campaign.Corrected", fields))
