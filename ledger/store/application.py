"""The thin eventsourcing Application: load a campaign, ask the rules, save the events.

Source: design.md "One-way flow" and "Storage"; issue #2 item 2. Where the store lives: ``--store PATH``
or ``LEDGER_STORE`` (a SQLite file). Every command is all or nothing: the rules decide on a copy of
the state, and events are saved in one transaction only when every step was accepted.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError
from eventsourcing.utils import get_topic
import orjson

from ledger.aggregates import Campaign, CampaignIndex, campaign_id
from ledger.aggregates.campaign import INDEX_ID
from ledger.errors import LedgerError
from ledger.store.mapper import OrjsonTranscoder, PydanticMapper
from ledger.store.interrupts import critical
from ledger.store.locations import (
    Location, check_store_path, locate, mark_sqlite, pg_kind, pg_prepare, retry_delay, settle_sqlite, sleep, sqlite_kind,
)
from ledger.aggregates.stored import SNAPSHOT_EVERY
from ledger.inputs import MAX_REASON
from rules import get_system
from rules.names import norm
from rules.system import Context, GameSystem, decide

T = TypeVar("T")


def campaign_name_given(name: str, field: str = "name") -> str:
    """A new campaign's name as typed, checked (no control or invisible characters, 1-80 characters once runs
    of spaces are one); returns it with those runs as one space. Raises ``LedgerError(field)``."""
    import unicodedata

    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") for c in str(name)):
        raise LedgerError(field, "control or invisible characters (tabs and line breaks included) are not allowed "
                          "in a campaign name")
    name = " ".join(str(name).split())
    if not name or len(name) > 80:
        raise LedgerError(field, "a campaign name of 1-80 characters")
    return name


def store_path(given: str | os.PathLike[str] | None) -> Location:
    """The store for ``given`` (see ``ledger.store.locations.locate``): a SQLite file or a PostgreSQL database."""
    return locate(given)


def project_events(aggregate: Any, events: Iterable[Any]) -> Any:
    """Fold ``events`` into ``aggregate`` (None to start). Our events all mutate, so this skips
    eventsourcing's per-event ``isinstance`` Protocol check, the largest cost of a replay (bench/README.md)."""
    for event in events:
        aggregate = event.mutate(aggregate)
    return aggregate


class Conflict(Exception):
    """A save found the campaign changed by another writer since it was loaded (decide again and retry)."""


class LedgerApp(Application[UUID]):
    """The ledger application over one store (a SQLite file or a PostgreSQL database; ``ledger.store.locations``).

    ``LedgerApp(where, create=False)`` opens an existing ledger store; with ``create`` it may also make a
    new one (a SQLite file is made whole by ``open_new``; this constructor only accepts it). Raises
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

    def __init__(self, where: str | os.PathLike[str] | Location, create: bool = False) -> None:
        self.location = where if isinstance(where, Location) else locate(where)
        #: Campaigns kept loaded between commands (``keep_warm``); None in a one-off command.
        self.warm: dict[UUID, Campaign] | None = None
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
        super().__init__(env=self.location.env(create))
        if create and self.path is not None and not self.marked and sqlite_kind(self.path) in ("empty", "another SQLite database"):
            mark_sqlite(self.path)          # a new store: tables made just now, mark them as the ledger's
            self.marked = True

    # --- reads ------------------------------------------------------------------------------------

    def campaigns(self) -> dict[str, str]:
        """Campaign name -> system id for every campaign in the store."""
        if self.unmade:
            return {}
        try:
            index = self.repository.get(INDEX_ID, projector_func=project_events)
        except AggregateNotFoundError:
            return {}
        return dict(index.campaigns)

    def campaign_name(self, name: str | None) -> str:
        """The stored name of campaign ``name``; with None, the only campaign in the store.

        Raises ``LedgerError("campaign")`` naming the known campaigns (or saying the name is not UTF-8).
        """
        from ledger.user_text import NOT_UTF8, undecodable

        if undecodable(name):
            raise LedgerError("campaign", NOT_UTF8)
        known = self.campaigns()
        if name is None:
            if len(known) == 1:
                return next(iter(known))
            raise LedgerError("campaign", f"name the campaign with --campaign (or LEDGER_CAMPAIGN); in this store: {', '.join(known) or 'none'}")
        for k in known:
            if norm(k) == norm(name):
                return k
        raise LedgerError("campaign", f"unknown campaign {name!r}; in this store: {', '.join(known) or 'none'}")

    def campaign(self, name: str | None, writing: bool = False) -> Campaign:
        """The campaign aggregate, rebuilt from its latest snapshot and the events after it.

        A snapshot older than the hash chain does not know the chain head; reads do not need it, a write
        does (``writing``): the campaign is then folded from all its events, and after the write a new
        snapshot is saved (``_settle``) so that the next load is fast again."""
        cid = campaign_id(self.campaign_name(name))
        if self.warm is not None:
            kept = self.warm.get(cid)
            if kept is not None and not kept.pending_events and (hasattr(kept, "chain_head") or not writing):
                newer = list(self.events.get(cid, gt=kept.version))     # what other writers saved since
                return project_events(kept, newer) if newer else kept
        camp = self.repository.get(cid, projector_func=project_events)
        if writing and not hasattr(camp, "chain_head"):
            camp = project_events(None, self.events.get(cid))
            self._folded_whole.add(cid)
        if self.warm is not None:
            self.warm[cid] = camp
        return camp

    def _settle(self, camp: Campaign) -> None:
        """After a write on a campaign folded whole (its snapshot predated the chain): save a snapshot."""
        if camp.id in self._folded_whole:
            self._folded_whole.discard(camp.id)
            self.snapshots.put([Campaign.Snapshot.take(camp)])

    def keep_warm(self) -> None:
        """Keep each campaign loaded between commands (a long-running process: ``ledger play``): the next
        ``campaign`` call reads only the events saved since, by this process or any other. A command that
        fails after changing a kept campaign in memory drops it (it is loaded again from the store)."""
        self.warm = {}

    def _cool(self, name: str | None) -> None:
        """Forget the kept copy of campaign ``name`` (after a refusal, a conflict or a dry run)."""
        if self.warm:
            try:
                self.warm.pop(campaign_id(self.campaign_name(name)), None)
            except LedgerError:
                self.warm.clear()

    def campaign_events(self, name: str | None) -> Iterator[Any]:
        """All events of the campaign in order (``Created`` then ``Recorded``...)."""
        return iter(self.events.get(campaign_id(self.campaign_name(name))))

    def effective_records(self, name: str | None, upto: int | None = None) -> list[dict[str, Any]]:
        """The campaign's effective events (undone actions left out, amended ones as decided again), oldest
        first, as plain dicts ``{"action", "actor", "command", "kind", "cause", "detail", "changes"}``, up to
        action ``upto`` in the timeline as corrected now, when given (for reads rebuilt from events; see
        ``rules.system.Read``)."""
        from ledger.projections.timeline import collect

        acts = collect(self.campaign_events(name))
        return [{"action": act.id, "actor": act.actor, "command": act.command, "kind": spec["kind"], "cause": spec["cause"],
                 "detail": spec["detail"], "changes": spec["changes"]}
                for act in sorted(acts.values(), key=lambda a: a.id)
                if act.active and (upto is None or act.id <= upto) for spec in act.specs]

    # --- writes -----------------------------------------------------------------------------------

    def new_campaign(self, name: str, system_id: str, options: dict[str, Any] | None, actor: str) -> tuple[Campaign, CampaignIndex]:
        """Build (not save) a new campaign and the updated index; ``LedgerError("name")`` when it exists."""
        name = campaign_name_given(name)
        system: GameSystem = get_system(system_id)
        known = self.campaigns()
        if any(norm(k) == norm(name) for k in known):
            raise LedgerError("name", f"campaign {name!r} already exists in {self.location}")
        opts = system.parse_options(options)
        camp = Campaign.begin(name=name, system=system.id, rules_version=system.rules_version, options=opts, actor=actor,
                              state=system.new_state(opts))
        try:
            if self.unmade:
                raise AggregateNotFoundError(INDEX_ID)
            index = self.repository.get(INDEX_ID, projector_func=project_events)
        except AggregateNotFoundError:
            index = CampaignIndex()
        index.register(name=name, system=system.id)
        return camp, index

    def create(self, name: str, system_id: str, options: dict[str, Any] | None = None, actor: str = "GM") -> Campaign:
        """Create and save a campaign (again against the newest campaign index when another writer got there first)."""
        def attempt() -> Campaign:
            camp, index = self.new_campaign(name, system_id, options, actor)
            self._save(camp, index, what=f"campaign {camp.name}")
            return camp

        return self.retrying(attempt)

    def apply(self, camp: Campaign, command: str, args: dict[str, Any], actor: str, reason: str | None = None,
              seed: int | None = None) -> int:
        """Run ``command`` on ``camp`` in memory (rules decide, aggregate records); returns the action id.

        The action records its inputs (the arguments as the command model spells them, and the seed
        drawn for it) and ``reason``; a ``reason`` argument of a command whose model has none is taken as
        the action's reason. ``undo``, ``redo`` and ``amend`` are corrections (``ledger.corrections``).
        Raises ``RuleError`` and leaves ``camp`` unchanged when refused.
        """
        from ledger.corrections import apply_correction
        from ledger.projections.timeline import CORRECTIONS
        from rules.dice import new_seed
        from rules.system import canonical_args

        actor = self.actor_name(camp, actor)
        if reason is not None and len(str(reason)) > MAX_REASON:
            raise LedgerError("reason", f"a reason of at most {MAX_REASON} characters")
        if command in CORRECTIONS:
            return apply_correction(self, camp, command, dict(args), actor, reason).action or camp.actions
        system = get_system(camp.system)
        spec = system.commands.get(command)
        args = dict(args)
        if "action_seed" in args or "action-seed" in args:     # an exported script: the seed drawn back then
            given_seed = args.pop("action_seed", args.pop("action-seed", None))
            if not isinstance(given_seed, int) or isinstance(given_seed, bool):
                raise LedgerError("action-seed", f"{given_seed!r} is not a seed (a whole number)")
            seed = given_seed if seed is None else seed
        if spec is not None:
            if "reason" not in spec.args.model_fields and "reason" in args:
                given = args.pop("reason")
                reason = reason if reason is not None else (None if given is None else str(given))
            args = canonical_args(spec.args, args)
            if reason is None and "reason" in spec.args.model_fields and isinstance(args.get("reason"), str):
                reason = args["reason"]
        seed = new_seed() if seed is None else seed
        specs, _ = decide(system, camp.state, command, args, Context(actor, camp.actions + 1, seed))
        if not specs:
            raise LedgerError("command", f"'{command}' would change nothing here; nothing was recorded")
        inputs = {"args": orjson.loads(orjson.dumps(args, default=str)), "seed": seed}
        return camp.record_action(command, actor, specs, inputs=inputs, reason=reason)

    def execute(self, name: str | None, command: str, args: dict[str, Any], actor: str = "GM",
                reason: str | None = None) -> tuple[Campaign, list[Any]]:
        """Load campaign ``name``, apply one command and save it; returns (campaign, the events it recorded).

        When another writer got there first, the command is decided again against the new state (with
        the same seed) and saved, until it is recorded or refused.
        """
        from rules.dice import new_seed

        seed = new_seed()

        def attempt() -> tuple[Campaign, list[Any]]:
            camp = self.campaign(name, writing=True)
            self.apply(camp, command, args, actor, reason, seed=seed)
            recorded = list(camp.pending_events)
            self._save(camp, what=f"action {camp.actions} ({command}) of campaign {camp.name}")
            self._settle(camp)
            return camp, recorded

        return self._keeping(name, lambda: self.retrying(attempt))

    def _keeping(self, name: str | None, work: Callable[[], T]) -> T:
        """Run ``work()``; when it raises, the kept copy of the campaign may be half-changed: forget it."""
        try:
            return work()
        except BaseException:
            self._cool(name)
            raise

    def correct(self, name: str | None, command: str, args: dict[str, Any], actor: str = "GM",
                dry_run: bool = False) -> tuple[Campaign, Any]:
        """Load campaign ``name``, run an ``undo``/``redo``/``amend`` (``ledger.corrections``) and save it
        unless ``dry_run``; returns (campaign, ``Report``)."""
        from ledger.corrections import apply_correction

        reason = args.get("reason")
        if reason is not None and len(str(reason)) > MAX_REASON:
            raise LedgerError("reason", f"a reason of at most {MAX_REASON} characters")

        def attempt() -> tuple[Campaign, Any]:
            camp = self.campaign(name, writing=True)
            report = apply_correction(self, camp, command, dict(args, dry_run=dry_run) if command == "amend" else args,
                                      self.actor_name(camp, actor))
            if not dry_run:
                self._save(camp, what=f"action {camp.actions} ({command}) of campaign {camp.name}")
                self._settle(camp)
            return camp, report

        done = self._keeping(name, lambda: self.retrying(attempt))
        if dry_run:
            self._cool(name)                # the dry run changed the kept copy without saving it
        return done

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
        latest = self.repository.get(cid, projector_func=project_events)
        if action < 0 or action > latest.actions:
            raise LedgerError("as_of", f"action {action} is not in this campaign; actions run 0..{latest.actions}")
        if action == latest.actions:
            return latest
        version = self.first_version(cid, action + 1, latest.version) - 1
        if not latest.corrected_before(action):
            return self.repository.get(cid, version=version, projector_func=project_events)
        acts = collect(self.events.get(cid, gt=version), since=action + 1)
        then = copy.copy(latest)
        then.state = rewind(latest.state, acts.values())
        return then

    @staticmethod
    def actor_name(camp: Campaign, actor: str | None) -> str:
        """``GM`` (also for None: no ``--as`` given) or the stored name of a character; ``LedgerError("as")``
        otherwise (an empty name too: only a missing ``--as`` means the GM)."""
        from ledger.store.fast_reader import known_actor

        who = known_actor(camp.state, actor)
        if who is not None:
            return who
        if not norm(actor or ""):
            raise LedgerError("as", "give GM or a character's name (an empty name names nobody)")
        raise LedgerError("as", f"unknown actor {actor!r}; allowed: GM or a character ({', '.join(camp.state.get('characters', {})) or 'none yet'})")

    def _save(self, *aggregates: Any, what: str = "the command") -> None:
        """Save in one transaction, with SIGINT/SIGTERM held back (``ledger.store.interrupts.critical``).

        Raises ``Conflict`` when another writer changed an aggregate since it was loaded.
        """
        if not self.marked and self.path is not None:
            mark_sqlite(self.path)          # a store from before the mark gets it with its first write
            self.marked = True
        if self.unmade:
            pg_prepare(self.location, self._make_tables)
            self.unmade = False
        try:
            with critical(None if self.provisional else what):
                self.save(*aggregates)
        except BaseException as exc:
            if self.warm:                   # a kept copy now holds what the store refused: load it again next time
                for aggregate in aggregates:
                    self.warm.pop(aggregate.id, None)
            if isinstance(exc, IntegrityError):
                raise Conflict() from None
            raise

    def _make_tables(self) -> None:
        """Make the store's event and snapshot tables (PostgreSQL: under ``pg_prepare``'s lock)."""
        self.recorder.create_table()
        self.snapshots.recorder.create_table()

    def retrying(self, attempt: Any, patience: float = 120.0) -> Any:
        """Run ``attempt()`` (load, decide, save) again while another writer changes the campaign under it,
        with backoff and jitter; every try decides against the newest state. Raises ``LedgerError("store")``
        when the campaign keeps changing for ``patience`` seconds."""
        import time

        deadline = time.monotonic() + patience
        n = 0
        while True:
            n += 1
            try:
                return attempt()
            except Conflict:
                if time.monotonic() > deadline:
                    raise LedgerError("store", f"the campaign kept changing under this command for {patience:.0f} s "
                                      f"({n} tries); run it again") from None
                sleep(retry_delay(n))


def open_new(where: str | os.PathLike[str] | Location, work: Callable[[LedgerApp], T], what: str) -> T:
    """Run ``work(app)`` (which saves) on the store at ``where``, making the store when it does not exist.

    A new SQLite file is made whole in a temporary file beside it (created readable and writable by the
    user only), then linked into place in one step: it never exists empty or half-made, an interrupt or a
    crash leaves no file at the store's path, and when another process made the store first, the work
    runs again on that store instead (nothing of anyone's is deleted). An existing empty file is
    replaced the same way. ``what`` names what the work records (for an interrupt's message).
    """
    location = where if isinstance(where, Location) else locate(where)
    while True:
        path = location.path
        if location.kind == "sqlite":
            check_store_path(path)
            if path.is_symlink():
                path = path.resolve()   # a link to a file: the file is the store (made there, the link kept)
        if location.kind == "postgres" or (path.exists() and (path.is_dir() or path.stat().st_size > 0)):
            app = LedgerApp(location, create=True)
            try:
                return work(app)
            finally:
                try:
                    app.close()         # (SQLite removes its -wal and -shm files when the last connection closes)
                except BaseException:  # noqa: BLE001 - a connection an interrupt broke: the command is over
                    pass
        if not path.parent.exists():
            raise LedgerError("store", f"folder {path.parent} does not exist")
        from ledger.store.temp_files import sweep, temp_beside

        sweep(path)                     # what a command killed here (kill -9) left half-made
        tmp = temp_beside(path)
        try:
            os.close(os.open(tmp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
            app = LedgerApp(tmp, create=True)
            app.provisional = True
            mark_sqlite(tmp)
            result = work(app)
            app.close()
            settle_sqlite(tmp)
            with critical(what):
                if path.exists():
                    if path.stat().st_size:
                        raise FileExistsError(path)
                    os.replace(tmp, path)
                else:
                    os.link(tmp, path)
            return result
        except FileExistsError:
            continue            # another process made the store first: decide again against it
        finally:
            for suffix in ("", "-wal", "-shm", "-journal"):
                try:
                    os.unlink(f"{tmp}{suffix}")
                except OSError:
                    pass
