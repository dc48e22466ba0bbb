"""The eventsourcing Application over one ledger store: load a campaign, save its events, retry on conflict.

Source: design.md "Storage" and "One-way flow"; eventsourcing's ``Application`` (docs: "Application"). Where the
store lives: ``ledger.store.locations``. This is the full road of every read and write; the service layer
(``ledger.service``) decides when to take it, and the rules decide what is recorded (``ledger.service.acting``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import OriginatorVersionError
from eventsourcing.persistence import IntegrityError
from eventsourcing.utils import get_topic

from ledger.aggregates import Campaign, CampaignIndex, campaign_id
from ledger.aggregates.campaign import INDEX_ID
from ledger.aggregates.stored import SNAPSHOT_EVERY
from ledger.errors import LedgerError
from ledger.store.interrupts import critical
from ledger.store.locations import (
    Location, check_store_path, locate, mark_sqlite, pg_kind, pg_prepare, refuse_busy, retry_delay, sleep, sqlite_kind,
)
from ledger.store.mapper import OrjsonTranscoder, PydanticMapper
from ledger.store.warm import WarmKeeping, project_events
from rules import get_system
from rules.names import norm
from rules.system import GameSystem


class Conflict(Exception):
    """A save found the campaign changed by another writer since it was loaded (decide again and retry)."""


class LedgerApp(WarmKeeping, Application[UUID]):
    """The ledger application over one store (a SQLite file or a PostgreSQL database; ``ledger.store.locations``).

    ``LedgerApp(where, create=False)`` opens an existing ledger store; with ``create`` it may also make a
    new one (a SQLite file is made whole by ``open_new``; this constructor only accepts it). ``pool``: the
    PostgreSQL connections kept open (a server: one per thread it serves with; None: a command's two). Raises
    ``LedgerError("store")`` when the store is missing (nothing is created then), is another program's
    database, or its folder does not exist, and ``StoreBusy`` when another process holds it.
    """

    #: The application's name: eventsourcing names its PostgreSQL tables after it (``ledgerapp_events``),
    #: so a subclass (a benchmark's variant) reads the same store.
    name = "LedgerApp"
    env = {"TRANSCODER_TOPIC": get_topic(OrjsonTranscoder), "MAPPER_TOPIC": get_topic(PydanticMapper)}
    #: A snapshot every 200 campaign events: loading reads the latest snapshot and the events after it.
    snapshotting_intervals = {Campaign: SNAPSHOT_EVERY}
    snapshotting_projectors = {Campaign: project_events}

    def __init__(self, where: str | os.PathLike[str] | Location, create: bool = False, pool: int | None = None) -> None:
        self.location = where if isinstance(where, Location) else locate(where)
        self._start_keeping()
        #: Campaigns found by their own records though the campaign list lacks them (a damaged list): name -> system.
        self.found_apart: dict[str, str] = {}
        self._folded_whole: set[UUID] = set()     # campaigns loaded whole for a write (see ``campaign``)
        self.path = self.location.path
        self.marked = True
        #: A store being made in a temporary file (``open_new``): its saves are not yet the user's store.
        self.provisional = False
        #: A PostgreSQL store not made yet: its schema, tables and mark come with the first save.
        self.unmade = False
        if self.location.kind == "sqlite":
            check_store_path(self.path)     # a device, a pipe or a link to nothing: refused before anything is made
        if self.location.kind == "postgres":
            kind = pg_kind(self.location)
            if kind == "another database":
                raise LedgerError("store", f"{self.location} has event tables of a ledger's name but no ledger mark; "
                                  "it is not a ledger store; give another schema (?schema=NAME)")
            if kind == "none":
                if not create:
                    raise LedgerError("store", f"no ledger store at {self.location}; create one with 'ledger create' or "
                                      "'ledger replay'")
                self.unmade = True          # made by the first save, so a refused command leaves nothing
                create = False
        elif not self.path.exists():
            self.marked = False             # made below by eventsourcing's tables, then marked
            if not create:
                raise LedgerError("store", f"no ledger store at {self.path}; create one with 'ledger create' or 'ledger replay', "
                                  "or point --store / LEDGER_STORE at an existing file")
            if not self.path.parent.exists():
                raise LedgerError("store", f"folder {self.path.parent} does not exist")
            try:                            # readable and writable by the user only (SQLite's -wal follows it)
                os.close(os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            except FileExistsError:
                pass
        elif self.path.is_dir():
            raise LedgerError("store", f"{self.path} is a folder; give a file path")
        else:
            kind = sqlite_kind(self.path)
            if kind.startswith("a damaged SQLite database"):
                raise LedgerError("store", f"{self.path} is {kind}; it cannot be read: restore it from a copy, or "
                                  "import an earlier export of its campaigns into a new store")
            self.marked = kind == "ledger"
            if kind not in ("ledger", "unmarked ledger") and not (create and kind == "empty"):
                raise LedgerError("store", f"{self.path} is not a ledger store ({kind}); give a store made by "
                                  "'ledger create' or 'ledger replay', or a new file path")
        env = self.location.env(create)
        if pool is not None and self.location.kind == "postgres":
            env["POSTGRES_POOL_SIZE"] = str(pool)   # a server's threads each hold one connection at a time
        super().__init__(env=env)
        if create and self.path is not None and not self.marked and sqlite_kind(self.path) in ("empty", "another SQLite database"):
            mark_sqlite(self.path)          # a new store: tables made just now, mark them as the ledger's
            self.marked = True

    # --- reads ------------------------------------------------------------------------------------

    def campaigns(self) -> dict[str, str]:
        """Campaign name -> system id for every campaign in the store's campaign list, and any found by its own
        record when the list lacks it (``found_apart``, by ``campaign_name``). A long-running face (``keep_warm``)
        keeps the campaign list loaded and reads only the events saved since, by any writer."""
        if self.unmade:
            return {}
        kept = self.warm.get(INDEX_ID) if self.warm is not None else None
        try:
            if kept is not None and not kept.pending_events and self.current(INDEX_ID, kept):
                index = kept
            elif kept is not None:
                newer = list(self.events.get(INDEX_ID, gt=kept.version))
                index = project_events(kept, newer) if newer else kept
            else:
                index = self.repository.get(INDEX_ID, projector_func=project_events)
        except (AggregateNotFoundError, LedgerError) as exc:
            if isinstance(exc, LedgerError):
                raise                       # an event of the list that does not decode: named as such
            return dict(self.found_apart)
        except (AssertionError, AttributeError, KeyError, TypeError, ValueError, OriginatorVersionError):
            # events that do not fold into a list (a kind edited): the list is damaged, and each campaign is still
            # found by its own record (``campaign_name``); a store that cannot be read is not caught here
            return dict(self.found_apart)
        if self.warm is not None:
            self.warm[INDEX_ID] = index
        return {**index.campaigns, **self.found_apart}

    def campaign_name(self, name: str | None) -> str:
        """The stored name of campaign ``name``; with None, the only campaign in the store.

        Raises ``LedgerError("campaign")`` naming the known campaigns (or saying the name is not UTF-8).
        """
        from ledger.user_text import NOT_UTF8, undecodable

        if undecodable(name):
            raise LedgerError("campaign", NOT_UTF8)
        kept = self.warm.get(INDEX_ID) if self.warm is not None and name is not None else None
        if kept is not None:                 # campaigns are only ever added: a name the kept list knows stands
            for k in kept.campaigns:
                if norm(k) == norm(name):
                    return k
        known = self.campaigns()
        if name is None:
            if len(known) == 1:
                return next(iter(known))
            self._damaged_list()
            raise LedgerError("campaign", f"name the campaign with --campaign (or LEDGER_CAMPAIGN); in this store: {', '.join(known) or 'none'}")
        for k in known:
            if norm(k) == norm(name):
                return k
        from ledger.store.campaign_list import created_name

        found = created_name(self, name)       # its own record, when the campaign list lost or changed its entry
        if found is not None:
            from ledger.store.campaign_list import stored_campaigns

            self.found_apart[found] = stored_campaigns(self)[campaign_id(found).hex][1]
            return found
        self._damaged_list()
        raise LedgerError("campaign", f"unknown campaign {name!r}; in this store: {', '.join(known) or 'none'}")

    def system_of(self, name: str | None) -> str:
        """The system id campaign ``name`` plays: from the kept campaign list when it names it (a campaign's system
        never changes), else from the list as stored. Raises ``LedgerError("campaign")``."""
        stored = self.campaign_name(name)
        kept = self.warm.get(INDEX_ID) if self.warm is not None else None
        if kept is not None and stored in kept.campaigns:
            return kept.campaigns[stored]
        return self.campaigns()[stored]

    def _damaged_list(self) -> None:
        """Raise ``LedgerError("store")`` naming the damage when the campaign list disagrees with the campaigns'
        records (``ledger.store.campaign_list``), naming the campaigns stored; else nothing."""
        from ledger.store.campaign_list import list_damage, stored_campaigns

        found = list_damage(self)
        if found is not None:
            names = ", ".join(sorted(name for name, _ in stored_campaigns(self).values())) or "none"
            raise LedgerError("store", f"the campaign list is damaged: {found}; campaigns whose records are stored: "
                              f"{names} (name one with --campaign); run 'ledger verify' to see the damage")

    def _get(self, cid: UUID, **kwargs: Any) -> Any:
        """``repository.get`` of a campaign the list names: a campaign with no record is the list's damage."""
        try:
            return self.repository.get(cid, projector_func=project_events, **kwargs)
        except AggregateNotFoundError:
            self._damaged_list()
            raise LedgerError("store", "a campaign the campaign list names has no record: the store is damaged; run "
                              "'ledger verify' to see the damage") from None

    def campaign(self, name: str | None, writing: bool = False) -> Campaign:
        """The campaign aggregate, rebuilt from its latest snapshot and the events after it.

        A snapshot older than the hash chain does not know the chain head; reads do not need it, a write
        does (``writing``): the campaign is then folded from all its events, and after the write a new
        snapshot is saved (``_settle``) so that the next load is fast again."""
        cid = campaign_id(self.campaign_name(name))
        if self.warm is not None:
            kept = self.warm.get(cid)
            if kept is not None and not kept.pending_events and (hasattr(kept, "chain_head") or not writing):
                if self.current(cid, kept):
                    return kept
                newer = list(self.events.get(cid, gt=kept.version))     # what other writers saved since
                return project_events(kept, newer) if newer else kept
        camp = self._get(cid)
        if writing and not hasattr(camp, "chain_head"):
            camp = project_events(None, self.paged_events(cid))
            self._folded_whole.add(cid)
        if self.warm is not None:
            self.warm[cid] = camp
        return camp

    def _settle(self, camp: Campaign) -> None:
        """After a write on a campaign folded whole (its snapshot predated the chain): save a snapshot."""
        if camp.id in self._folded_whole:
            self._folded_whole.discard(camp.id)
            self.snapshots.put([Campaign.Snapshot.take(camp)])

    def forget(self, name: str | None) -> None:
        """Forget the kept copy of campaign ``name`` (after a refusal, a conflict or a dry run)."""
        if self.warm:
            try:
                self.warm.pop(campaign_id(self.campaign_name(name)), None)
            except LedgerError:
                self.warm.clear()

    def campaign_events(self, name: str | None) -> Iterator[Any]:
        """All events of the campaign in order (``Created`` then ``Recorded``...), read a page at a time (memory flat
        in the campaign's size; eventsourcing's ``events.get`` selects every stored row at once). The name is
        resolved now (``LedgerError("campaign")``), the events as they are iterated."""
        return self.paged_events(campaign_id(self.campaign_name(name)))

    def paged_events(self, cid: UUID, gt: int = 0, lte: int | None = None, page: int = 1000) -> Iterator[Any]:
        """The domain events of stream ``cid`` after version ``gt`` (up to ``lte``), in order, ``page`` stored rows
        read at a time."""
        after = gt
        while True:
            rows = self.recorder.select_events(cid, gt=after, lte=lte, limit=page)
            if not rows:
                return
            for stored in rows:
                yield self.mapper.to_domain_event(stored)
            after = rows[-1].originator_version

    # --- writes -----------------------------------------------------------------------------------

    def new_campaign(self, name: str, system_id: str, options: dict[str, Any] | None, actor: str,
                     language: str | None = None) -> tuple[Campaign, CampaignIndex]:
        """Build (not save) a new campaign and the updated index; ``language``: the campaign's own language (a code
        of the system's, kept as ``table.language``: ``ledger.service.campaign_language``; None: none chosen).
        Raises ``LedgerError("name")`` when it exists, ``RuleError("lang")`` for a language the system lacks."""
        from ledger.inputs import campaign_name
        from ledger.service.campaign_language import checked

        name = campaign_name(name)
        system: GameSystem = get_system(system_id)
        code = checked(system, language, "lang") if language is not None else None
        known = self.campaigns()
        if any(norm(k) == norm(name) for k in known):
            raise LedgerError("name", f"campaign {name!r} already exists in {self.location}")
        opts = system.parse_options(options)
        state = system.new_state(opts)
        if code is not None:
            state.setdefault("table", {})["language"] = code
        camp = Campaign.begin(name=name, system=system.id, rules_version=system.rules_version, options=opts, actor=actor,
                              state=state)
        try:
            if self.unmade:
                raise AggregateNotFoundError(INDEX_ID)
            index = self.repository.get(INDEX_ID, projector_func=project_events)
        except AggregateNotFoundError:
            index = CampaignIndex()
        index.register(name=name, system=system.id)
        return camp, index

    # --- finding actions in the event sequence ----------------------------------------------------

    def _action_at(self, cid: UUID, version: int) -> int:
        """The action number of the stored event at ``version`` (0 for the campaign's creation)."""
        stored = self.recorder.select_events(cid, gt=version - 1, lte=version)
        if not stored:
            raise LedgerError("action", f"no event at version {version}")
        _, state = self.mapper.decode(stored[0])
        return int(state.get("action_id", 0))

    def first_version(self, cid: UUID, action: int, top: int) -> int:
        """The version of the first stored event of action ``action`` or later (``top + 1`` when none),
        by binary search over versions 1..``top`` (action numbers never decrease along the versions)."""
        lo, hi = 1, top + 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self._action_at(cid, mid) >= action:
                hi = mid
            else:
                lo = mid + 1
        return lo

    def campaign_at(self, name: str | None, action: int) -> Campaign:
        """The campaign as it stands at action ``action`` in its timeline as corrected now: the actions up to
        it that are in force, each as last decided (what a replay of the corrected script's prefix gives).

        When no later correction touched those actions, that is the fold of the stored events up to that
        action's last one (a snapshot and the events after it); otherwise the actions after it are taken
        back off the campaign as it stands now. Raises ``LedgerError("as_of")``.
        """
        import copy

        from ledger.projections.timeline import collect, rewind

        cid = campaign_id(self.campaign_name(name))
        latest = self._get(cid)
        if action < 0 or action > latest.actions:
            raise LedgerError("as_of", f"action {action} is not in this campaign; actions run 0..{latest.actions}")
        if action == latest.actions:
            return latest
        version = self.first_version(cid, action + 1, latest.version) - 1
        if not latest.corrected_before(action):
            return self._get(cid, version=version)
        acts = collect(self.paged_events(cid, gt=version), since=action + 1)
        then = copy.copy(latest)
        then.state = rewind(latest.state, acts.values())
        return then

    def record(self, *aggregates: Any, what: str = "the command") -> None:
        """Save the aggregates' new events in one transaction, with SIGINT/SIGTERM held back
        (``ledger.store.interrupts.critical``); then, for a campaign folded whole for this write (its snapshot
        predated the chain), a snapshot, so that the next load is fast again. ``what`` names the write for an
        interrupt's message. Raises ``Conflict`` when another writer changed an aggregate since it was loaded.
        """
        if not self.marked and self.path is not None:
            mark_sqlite(self.path)          # a store from before the mark gets it with its first write
            self.marked = True
        if self.unmade:
            pg_prepare(self.location, self._make_tables)
            self.unmade = False
        self._kept.saving = {a.id: a for a in aggregates}
        try:
            with critical(None if self.provisional else what):
                self.save(*aggregates)
        except BaseException as exc:
            if self.warm:                   # a kept copy now holds what the store refused: load it again next time
                for aggregate in aggregates:
                    self.warm.pop(aggregate.id, None)
            if isinstance(exc, IntegrityError):
                raise Conflict() from None
            if isinstance(exc, Exception):
                refuse_busy(exc, self.location)      # held past LOCK_WAIT: the ledger's refusal, not the driver's
            raise
        finally:
            self._kept.saving = None
        self.saved(aggregates)
        for aggregate in aggregates:
            if isinstance(aggregate, Campaign):
                self._settle(aggregate)

    def _make_tables(self) -> None:
        """Make the store's event and snapshot tables (PostgreSQL: under ``pg_prepare``'s lock)."""
        self.recorder.create_table()
        self.snapshots.recorder.create_table()

    def retrying(self, attempt: Any, patience: float = 120.0, key: Any = None) -> Any:
        """Run ``attempt()`` (load, decide, save) again while another writer changes the campaign under it,
        with backoff and jitter; every try decides against the newest state. ``key`` (a campaign's stored name,
        ``"accounts"``; None: every write): the writes of one key from this process's threads take turns, each
        try under its lock (the backoff outside it), so that they do not refuse each other; other processes are
        kept apart by the store (``Conflict``). Raises ``LedgerError("store")`` when the campaign keeps changing
        for ``patience`` seconds."""
        import time

        deadline = time.monotonic() + patience
        turn = self._turn(key) if self._keeping else None
        n = 0
        while True:
            n += 1
            try:
                if turn is None:
                    return attempt()
                with turn:
                    return attempt()
            except Conflict:
                if time.monotonic() > deadline:
                    raise LedgerError("store", f"the campaign kept changing under this command for {patience:.0f} s "
                                      f"({n} tries); run it again") from None
                sleep(retry_delay(n))
