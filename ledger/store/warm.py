"""What a long-running face's store keeps between calls, and how its threads take turns writing.

Source: design.md "Storage" (a long-running face keeps campaigns loaded; writes are decided on the newest state and
saved whole); eventsourcing's ``Application`` (docs: "Application", snapshots). A mixin of
``ledger.store.application.LedgerApp``: each thread of a server keeps its own loaded copies (so no thread changes what
another reads), the writes to one campaign from this process take turns, the actions waiting for a turn are saved in
one transaction (a group commit), and a snapshot is taken from the campaign just saved rather than loaded again.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any
from uuid import UUID

#: How many stored events one read of ``WarmKeeping.catch_up`` takes at a time.
CATCH_UP_PAGE = 500


def project_events(aggregate: Any, events: Iterable[Any]) -> Any:
    """Fold ``events`` into ``aggregate`` (None to start). Our events all mutate, so this skips
    eventsourcing's per-event ``isinstance`` Protocol check, the largest cost of a replay (bench/README.md)."""
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate


class _Waiting:
    """One action waiting for its campaign's turn (``LedgerApp.together``): how to decide it, and its outcome."""

    def __init__(self, decide: Any) -> None:
        self.decide = decide
        self.done = False
        self.result: Any = None
        self.error: BaseException | None = None


class WarmKeeping:
    """The kept copies and write turns of ``LedgerApp`` (``keep_warm``); off in a one-off command."""

    def _start_keeping(self) -> None:
        """Nothing kept yet (called by ``LedgerApp.__init__``)."""
        self._keeping = False                     # ``keep_warm``: each thread keeps its own loaded copies
        self._kept = threading.local()
        self._writes: dict[Any, threading.RLock] = {}
        self._writes_lock = threading.Lock()
        self._queued: dict[str, list[_Waiting]] = {}
        self._written: dict[UUID, int] = {}       # aggregate id -> the version this process last saved of it

    def keep_warm(self) -> None:
        """Keep each campaign loaded between commands (a long-running process: ``ledger play``, ``ledger serve``):
        the next ``campaign`` call reads only the events saved since, by this process or any other. Each thread
        keeps copies of its own (``warm``), so that a server's threads read and write at once without one
        changing what another is reading; writes to one campaign from this process's threads take turns
        (``retrying``'s ``key``). A command that fails after changing a kept campaign in memory drops it (it is
        loaded again from the store)."""
        self._keeping = True

    @property
    def warm(self) -> dict[UUID, Any] | None:
        """This thread's kept aggregates (id -> aggregate: campaigns, the campaign list, the accounts), or None in
        a one-off command (``keep_warm`` not called)."""
        if not self._keeping:
            return None
        kept = getattr(self._kept, "aggregates", None)
        if kept is None:
            kept = self._kept.aggregates = {}
        return kept

    def kept(self, aid: UUID) -> Any:
        """The aggregate ``aid`` (the accounts, or another kept whole) as it stands in the store: this thread's
        kept copy brought up to date with the events saved since (one read), else loaded from its snapshot and
        events. Raises ``AggregateNotFoundError``."""
        warm = self.warm
        kept = warm.get(aid) if warm is not None else None
        if kept is not None and not kept.pending_events:
            if self.current(aid, kept):
                return kept
            newer = list(self.events.get(aid, gt=kept.version))
            return project_events(kept, newer) if newer else kept

        found = self.repository.get(aid, projector_func=project_events)
        if warm is not None:
            warm[aid] = found
        return found

    def catch_up(self) -> None:
        """At the start of a long-running face's call (``Ledger.called``): bring this thread's kept copies up to
        date in one read, the events every writer (this process, another server, the CLI) saved since this thread
        last looked, in the order they were committed (eventsourcing's notification ids: its inserts lock the
        events table, so an id is never filled in after a later one is seen); until ``end_call``, a read takes a
        kept copy as it stands (``current``) instead of reading its events again. A thread's first call only notes
        where the store stands (its reads catch up one by one). A kept copy that misses an event (loaded before the
        mark, or changed in memory) is dropped and loaded again when next read. No-op outside ``keep_warm``."""
        warm = self.warm
        if warm is None or getattr(self, "unmade", False):
            return
        seen = getattr(self._kept, "seen", None)
        if seen is None:
            self._kept.seen = self.recorder.max_notification_id() or 0
            return
        recent: dict[UUID, list[Any]] = {}
        while True:
            found = self.recorder.select_notifications(seen, CATCH_UP_PAGE, inclusive_of_start=False)
            for stored in found:
                oid = stored.originator_id
                oid = oid if isinstance(oid, UUID) else UUID(str(oid))
                kept = warm.get(oid)
                if kept is None or stored.originator_version <= kept.version:
                    continue
                if kept.pending_events or stored.originator_version != kept.version + 1:
                    del warm[oid]
                    continue
                event = self.mapper.to_domain_event(stored)
                warm[oid] = event.mutate(kept)
                recent.setdefault(oid, []).append(event)
            if found:
                seen = found[-1].id
            if len(found) < CATCH_UP_PAGE:
                break
        self._kept.seen = seen
        self._kept.current = True
        self._kept.recent = recent

    def end_call(self) -> None:
        """The end of a call begun by ``catch_up``: this thread's next reads read what is new again."""
        self._kept.current = False
        self._kept.recent = None

    def recent_events(self, aid: UUID, gt: int, lte: int) -> list[Any] | None:
        """The domain events of aggregate ``aid`` after version ``gt`` up to ``lte``, oldest first, when this call's
        ``catch_up`` folded them all (what a live stream sends after another thread's write: not read again), else
        None (read them from the store)."""
        events = (getattr(self._kept, "recent", None) or {}).get(aid)
        if not events or events[0].originator_version > gt + 1 or events[-1].originator_version < lte:
            return None
        return [e for e in events if gt < e.originator_version <= lte]

    def current(self, aid: UUID, kept: Any) -> bool:
        """Whether this thread's kept copy ``kept`` of aggregate ``aid`` stands as stored, with no read: caught up
        in this call (``catch_up``) and not older than this process's last save of it (another thread's write
        since the catch-up). Another process's write since the catch-up is not seen: a write decided on it is
        refused by the store (``Conflict``) and decided again on a fresh load."""
        return getattr(self._kept, "current", False) and kept.version >= self._written.get(aid, 0)

    def saved(self, aggregates: Iterable[Any]) -> None:
        """Note the versions of ``aggregates`` this process has just saved (for ``current``)."""
        for aggregate in aggregates:
            if aggregate.version > self._written.get(aggregate.id, 0):
                self._written[aggregate.id] = aggregate.version

    def _turn(self, key: Any) -> threading.RLock:
        """The lock the writes of ``key`` (a campaign's stored name, ``"accounts"``) take in this process."""
        with self._writes_lock:
            found = self._writes.get(key)
            if found is None:
                found = self._writes[key] = threading.RLock()
            return found

    def together(self, stored: str, decide: Any, what: str) -> tuple[Any, list[Any]]:
        """Record one action of campaign ``stored`` decided by ``decide(camp)`` (changes the loaded campaign in
        memory or raises, leaving it unchanged), in a long-running face whose threads write at once: the actions
        waiting for the campaign's turn are decided in order, each on the campaign as the ones before left it, and
        saved in one transaction (one disk sync for all: a group commit); another writer's save in between decides
        them all again (``retrying``). Returns (the campaign as this action left it: a ``CampaignRead`` whose state is
        the campaign's after the whole group, the events this action recorded). Raises what ``decide`` raised for
        this action (nothing of it written), or what the save raised."""
        item = _Waiting(decide)
        with self._writes_lock:
            self._queued.setdefault(stored, []).append(item)
        with self._turn(stored):
            if not item.done:
                with self._writes_lock:
                    items = self._queued.pop(stored, [])
                try:
                    self.retrying(lambda: self._decide_all(stored, items, what), key=stored)
                except BaseException as exc:
                    self.forget(stored)
                    for waiting in items:
                        if not waiting.done:
                            waiting.error, waiting.done = exc, True
        if item.error is not None:
            raise item.error
        return item.result

    def _decide_all(self, stored: str, items: list[_Waiting], what: str) -> None:
        """``together``'s one try: load, decide each item not yet refused, save what they recorded. An item whose
        ``decide`` raised after changing the campaign is refused alone, and the others decided again on a fresh
        load. Raises ``Conflict`` (all decided again by ``retrying``)."""
        from ledger.aggregates.read import CampaignRead

        live = [i for i in items if not i.done]
        unread = getattr(self._kept, "current", False)      # the copy may be taken as caught up, without a read
        while True:
            camp = self.campaign(stored, writing=True)
            loaded, tainted = camp.version, None
            for item in live:
                item.error, item.result = None, None
                before = len(camp.pending_events)
                try:
                    item.decide(camp)
                except Exception as exc:  # noqa: BLE001 - handed to the request that asked
                    item.error = exc
                    if len(camp.pending_events) != before:
                        tainted = item
                        break
                    continue
                item.result = (CampaignRead(camp.name, camp.system, camp.state, camp.actions, camp.version),
                               list(camp.pending_events)[before:])
            if tainted is None:
                refused = unread and any(i.error for i in live)
                if not (refused and self.recorder.select_events(camp.id, gt=loaded, limit=1)):
                    break
                unread = False              # a refusal on a copy another process wrote past: decided again on it
                self.forget(stored)
                continue
            tainted.done = True
            live.remove(tainted)
            self.forget(stored)
        if camp.pending_events:
            self.record(camp, what=what)
        for item in live:
            item.done = True

    def take_snapshot(self, aggregate_id: UUID, version: int | None = None, projector_func: Any = None) -> None:
        """eventsourcing's snapshot of an aggregate at ``version``, taken by ``save`` every ``SNAPSHOT_EVERY``
        events: from the campaign just saved when it stands at that version (what loading it again would give,
        without reading its last events again), else as eventsourcing takes it."""
        from ledger.aggregates import Campaign

        saved = (getattr(self._kept, "saving", None) or {}).get(aggregate_id)
        if (isinstance(saved, Campaign) and version is not None and saved.version == version
                and not saved.pending_events and self.snapshots is not None):
            self.snapshots.put([Campaign.Snapshot.take(saved)])
            return
        super().take_snapshot(aggregate_id, version, projector_func or project_events)  # type: ignore[misc]
