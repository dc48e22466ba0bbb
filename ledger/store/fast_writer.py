"""A fast path for a one-off action on a SQLite store, recording exactly what the full path would.

Source: bench/README.md (start-up: a one-off write within 150 ms of ``python -c "import sqlite3, orjson"``) and
design.md "One-way flow". The action is drafted by the same ``ledger.service.drafting.draft_action`` the full path
uses, on the campaign as the fast reader folds it (``ledger.store.fast_reader``), and its events are written as the
full path stores them (``ledger.aggregates.stored``: the same fields, JSON and chain links), in one SQLite
transaction that holds the write lock from the first read to the commit, without importing eventsourcing or the
pydantic event models.

Whenever it is not sure to record exactly what the full path would (a PostgreSQL store, an unmarked store, a
campaign of another system than the command was read for, an unknown campaign, a snapshot due, an unchained head,
a snapshot from before the chain, an
event that would not store as JSON), it answers None before writing anything and the caller
takes the full path, which also phrases those refusals. A store another process holds past ``LOCK_WAIT`` is refused
here (``StoreBusy``), not waited for again by the full path. A refusal of the rules themselves (``RuleError``,
``LedgerError``) is raised as the full path raises it: both decide on the same state with the same code.
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timezone
from typing import Any
from uuid import UUID

import orjson

from ledger.aggregates import stored
from ledger.aggregates.chain import fields_link
from ledger.aggregates.changes import apply_changes
from ledger.aggregates.read import CampaignRead
from ledger.store.fast_reader import _a_ledger, _fold, _index, _named, campaign_key, headless_snapshot
from ledger.store.interrupts import critical
from ledger.store.locations import connect_sqlite, refuse_busy

#: What the fast writer answers: (the campaign after the action, its events as ``ledger.projections.rows.View``s).
Written = tuple[CampaignRead, list[Any]]


def act_now(location: Any, name: str | None, command: str, args: dict[str, Any], actor: str | None,
            reason: str | None, system: str | None, seed: int) -> Written | None:
    """Record ``command`` with ``args`` on campaign ``name`` (None: the store's only one) as the store's owner, with
    ``seed`` for its dice; returns (the campaign after it, the events recorded), or None when this path does not
    answer (see the module's docstring; nothing is written then). ``system``: the id of the system the command was
    read for (None: any). Raises what ``draft_action`` raises (nothing written); an interrupt before the commit
    rolls back and raises ``ledger.store.interrupts.Interrupted``, after it the action is recorded whole."""
    if getattr(location, "kind", None) != "sqlite" or location.path is None or not location.path.is_file():
        return None
    try:
        con = connect_sqlite(location.path)
    except sqlite3.Error:
        return None
    try:
        con.execute("BEGIN IMMEDIATE")               # the write lock, held from the first read to the commit
        made = _drafted_rows(con, name, command, args, actor, reason, system, seed)
        if made is None:
            con.execute("ROLLBACK")
            return None
        after, views, rows = made
        with critical(f"action {after.actions} ({command}) of campaign {after.name}"):
            con.executemany("INSERT INTO stored_events (originator_id, originator_version, topic, state) "
                            "VALUES (?, ?, ?, ?)", rows)
            con.execute("COMMIT")
        return after, views
    except (sqlite3.Error, orjson.JSONEncodeError, ValueError, KeyError, TypeError) as exc:
        from ledger.errors import LedgerError
        from rules.errors import RuleError

        if isinstance(exc, (LedgerError, RuleError)):       # the rules' own refusal (some are ValueErrors)
            raise
        refuse_busy(exc, location)                   # held the whole LOCK_WAIT: not waited for twice
        return None                                  # nothing committed: the full path decides and phrases it
    finally:
        if con.in_transaction:
            con.execute("ROLLBACK")
        con.close()


def _drafted_rows(con: sqlite3.Connection, name: str | None, command: str, args: dict[str, Any], actor: str | None,
                  reason: str | None, system: str | None,
                  seed: int) -> tuple[CampaignRead, list[Any], list[tuple[str, int, str, bytes]]] | None:
    """(the campaign after the action, its events as views, the rows to insert), or None when this path does not
    answer."""
    from ledger.group import COMMANDS as GROUP
    from ledger.projections.timeline import CORRECTIONS
    from ledger.service.drafting import draft_action

    if command in CORRECTIONS or command in GROUP or not _a_ledger(con, marked_only=True):
        return None
    known = _index(con)
    stored_name = _named(known, name)
    if stored_name is None or known is None or (system is not None and known[stored_name] != system):
        return None
    if headless_snapshot(con, stored_name):
        return None
    camp = _fold(con, stored_name, known[stored_name])
    head = _head(con, stored_name, camp)
    if camp is None or head is None:
        return None
    done = draft_action(camp.state, camp.system, camp.actions, command, args, actor, reason, seed)
    first = camp.version + 1
    if any(stored.snapshot_due(v) for v in range(first, first + len(done.specs))):
        return None                                  # the full path saves the snapshot with it
    key, action_id = campaign_key(stored_name), camp.actions + 1
    state, rows, views = camp.state, [], []
    from ledger.projections.rows import View

    for i, spec in enumerate(done.specs):
        version = first + i
        fields = orjson.loads(orjson.dumps({
            "timestamp": stored.stamp(datetime.now(timezone.utc)), "chain": None, "action_id": action_id,
            "action": done.command, "actor": done.actor, "system": camp.system, "rules_version": done.rules_version,
            "kind": spec.kind, "cause": spec.cause, "changes": spec.changes, "detail": spec.detail,
            "inputs": done.inputs if i == 0 else None, "reason": done.reason if i == 0 else None}))
        if not _shaped(fields):
            return None
        fields["chain"] = head = fields_link(head, UUID(key), version, fields)
        rows.append((key, version, stored.topic("Campaign.Recorded"), stored.encode("Campaign.Recorded", fields)))
        apply_changes(state, fields["changes"])
        views.append(View("Recorded", {**fields, "originator_id": UUID(key), "originator_version": version}))
    after = CampaignRead(name=stored_name, system=camp.system, state=state, actions=action_id,
                         version=first + len(done.specs) - 1)
    return after, views, rows


def _head(con: sqlite3.Connection, name: str, camp: CampaignRead | None) -> str | None:
    """The chain link of the campaign's newest event when it is the folded top and carries one, else None."""
    if camp is None:
        return None
    row = con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                      "ORDER BY originator_version DESC LIMIT 1", (campaign_key(name),)).fetchone()
    if row is None or row[0] != camp.version:
        return None
    link = stored.decode(row[1], row[2])[1].get("chain")
    return link if isinstance(link, str) and link else None


def _shaped(fields: dict[str, Any]) -> bool:
    """Whether a drafted event's fields have the shapes the ``Recorded`` model validates (text kind and cause,
    a list of change dicts, a detail dict): otherwise the full path says what is wrong."""
    return (isinstance(fields["kind"], str) and (fields["cause"] is None or isinstance(fields["cause"], str))
            and isinstance(fields["changes"], list) and all(isinstance(c, dict) for c in fields["changes"])
            and isinstance(fields["detail"], dict))
