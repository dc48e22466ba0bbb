"""The service layer's one object: a ledger store as every face uses it.

Source: design.md "The service layer and its faces" (cosmicpython's service layer: thin entry points over one set
of use cases). The CLI, ``ledger play``, campaign scripts and the web server call a ``Ledger``; it alone decides
which road a read takes (the fast SQLite reader, the kept history rows, a warm copy kept by a long-running face,
or the full fold through eventsourcing) and how a write reaches the store (the fast undo, or the full path with
retries). No face imports a storage road.

A read answers a ``CampaignRead`` whichever road it took: name, system id, state, last action and version.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from ledger.aggregates.read import CampaignRead
from ledger.errors import LedgerError
from ledger.user_text import undecodable
from rules.names import norm
from ledger.service.acting import Writes
from ledger.service.history import HistoryReads
from ledger.service.odds import OddsReads
from ledger.service.character_reads import CharacterReads
from ledger.service.people import Person
from ledger.service.table import TableUse
from ledger.service.accounts import AccountsUse
from ledger.service.passwords import PasswordUse

if TYPE_CHECKING:
    from ledger.store.application import LedgerApp
    from ledger.store.locations import Location
    from rules.system import GameSystem


T = TypeVar("T")

#: How many threads a long-running face (``warm``) calls a ``Ledger`` from at once, at most (``ledger.web.calls``):
#: each keeps its own loaded copies, and on PostgreSQL holds one pooled connection at a time.
THREADS = 6


@dataclass(frozen=True)
class Moment:
    """When a read stands: now (all None), right after action ``as_of``, or at the end of session/scene N (with
    ``start``, right after it began). Source: README "Using the ledger" (``--as-of``, ``--session``, ``--scene``)."""

    as_of: int | None = None
    session: int | None = None
    scene: int | None = None
    start: bool = False

    @property
    def now(self) -> bool:
        """Whether no moment was named (the read stands now)."""
        return self.as_of is None and self.session is None and self.scene is None and not self.start


class Ledger(HistoryReads, CharacterReads, OddsReads, Writes, TableUse, AccountsUse, PasswordUse):
    """One store (``store``: a SQLite path, a PostgreSQL URL, a ``Location``, or None for ``$LEDGER_STORE`` or the
    default file), opened on first use. ``warm``: a long-running face (``ledger play``, the web server) keeps each
    campaign loaded between calls and reads take the kept copy, brought up to date with what any writer saved
    since; such a ``Ledger`` may be called from up to ``THREADS`` threads at once (each keeps its own copies:
    ``LedgerApp.keep_warm``; the writes to one campaign take turns, reads wait for none). Raises
    ``LedgerError("store")`` for a store path that cannot be one (on first use for a missing store).

    Every read and write takes ``by=`` the ``Person`` calling (default ``Person.OWNER``, the CLI on the store's
    machine: a GM of every campaign, reading what it always read); for anyone else the service checks who may do
    it (``ledger.group.permissions``: ``Refused``, nothing written) and leaves out what they may not see
    (``ledger.group.visibility``).
    """

    def __init__(self, store: str | os.PathLike[str] | Location | None, *, warm: bool = False) -> None:
        from ledger.store.locations import Location, locate

        self.location: Location = store if isinstance(store, Location) else locate(store)
        self.warm = warm
        self._app: LedgerApp | None = None
        self.kept_arcs: OrderedDict[Any, Any] = OrderedDict()      # a warm face's arcs (ledger.service.kept_arcs)
        self.kept_whys: OrderedDict[Any, Any] = OrderedDict()      # and whys (ledger.service.kept_whys)
        self.kept_history: OrderedDict[Any, Any] = OrderedDict()   # and a character's rows (kept_history)
        self.kept_index: OrderedDict[Any, Any] = OrderedDict()     # and the actions' index (paged_history)
        self.kept_pages: OrderedDict[Any, Any] = OrderedDict()     # and the rows made from it last
        self._opening = threading.Lock()

    # --- the store ---------------------------------------------------------------------------------------------

    @property
    def app(self) -> LedgerApp:
        """The full road: the eventsourcing application over the store (opened once). Raises ``LedgerError``."""
        if self._app is None:
            from ledger.store.application import LedgerApp

            with self._opening:                             # a server's threads open it once
                if self._app is None:
                    app = LedgerApp(self.location, pool=THREADS if self.warm else None)
                    if self.warm:
                        app.keep_warm()
                    self._app = app
        return self._app

    def close(self) -> None:
        """Close the store (SQLite then removes its -wal and -shm files), the arcs, whys and actions' indexes a warm
        face kept first kept on disk (``kept_arcs.keep_on_disk``, ``kept_whys.keep_on_disk``,
        ``index_on_disk.keep_on_disk``); a connection an interrupt broke is
        left to the process's end."""
        from ledger.service import index_on_disk, kept_arcs, kept_whys

        for kept, keep_on_disk in ((self.kept_arcs, kept_arcs.keep_on_disk), (self.kept_whys, kept_whys.keep_on_disk),
                                   (self.kept_index, index_on_disk.keep_on_disk)):
            if kept:
                try:
                    keep_on_disk(self)
                except Exception:  # noqa: BLE001 - kept data: folded again at the next start
                    pass
        if self._app is not None:
            try:
                self._app.close()
            except BaseException:  # noqa: BLE001 - the command is over either way
                pass
            self._app = None

    def __str__(self) -> str:
        return str(self.location)

    def called(self, work: Callable[[], T]) -> T:
        """``work()`` as one call of a long-running face (a server's worker thread: ``ledger.web.calls``): in a
        ``warm`` ledger this thread's kept copies (campaigns, the campaign list, the accounts) are first brought up
        to date in one read of what every writer saved since (``LedgerApp.catch_up``), and the reads of the call take
        them as they stand; else ``work()`` alone. Raises what ``work`` raises, ``LedgerError("store")``."""
        if not self.warm:
            return work()
        app = self.app
        app.catch_up()
        try:
            return work()
        finally:
            app.end_call()

    # --- campaigns ---------------------------------------------------------------------------------------------

    def campaigns(self) -> dict[str, str]:
        """Campaign name -> system id, for every campaign in the store (the fast reader's where it answers)."""
        if self._app is None:
            from ledger.store.fast_reader import campaign_list

            found = campaign_list(self.location)
            if found is not None:
                return found
        return self.app.campaigns()

    def campaign_name(self, name: str | None) -> str:
        """The stored name of campaign ``name`` (None: the store's only one). Raises ``LedgerError("campaign")``
        (phrased by the full road)."""
        if self._app is None:
            from ledger.store.fast_reader import campaign_list

            known = campaign_list(self.location)
            if known and name is None and len(known) == 1:
                return next(iter(known))
            if known and name is not None and not undecodable(name):
                match = [k for k in known if norm(k) == norm(name)]
                if match:
                    return match[0]
        return self.app.campaign_name(name)

    def system(self, name: str | None) -> GameSystem:
        """The game system campaign ``name`` plays (its package loaded now), speaking the campaign's language by
        default (``ledger.service.campaign_language.speaking``: its ``lang(None)``; the campaign is read for it only
        when that is asked). Raises ``LedgerError("campaign")``."""
        from rules import get_system
        from ledger.service.campaign_language import recorded, speaking

        stored = self.campaign_name(name)
        plain = get_system(self.app.system_of(stored) if self.warm else self.campaigns()[stored])
        return speaking(plain, lambda: recorded(self.now(stored).state))

    def fold_ahead(self) -> int:
        """Fold what a first visit to a character's page would fold, campaign by campaign, before anyone asks: the
        arcs (``kept_arcs.fold_ahead``: from the disk where they were kept) and the whys of a system's pips
        (``kept_whys.fold_ahead``) of every campaign first, then the index a filtered history reads
        (``paged_history.index_ahead``) of each (the longest to make, and the page read least at a start); a
        long-running face runs it in the background as it starts. Returns the number of campaigns done; a campaign
        that cannot be read is left to the first request that meets it."""
        from ledger.service import kept_arcs, kept_whys, paged_history

        names = list(self.campaigns())
        failed: set[str] = set()
        for steps in ((kept_arcs.fold_ahead, kept_whys.fold_ahead), (paged_history.index_ahead,)):
            for name in names:
                try:
                    if name not in failed:
                        for step in steps:
                            step(self, name)
                except Exception:  # noqa: BLE001 - folding ahead is an optimisation: a request folds what is missing
                    failed.add(name)
        return len(names) - len(failed)

    def load_kept(self) -> int:
        """Load every campaign of the store and the accounts into this thread's kept copies (a long-running face's
        warm-up, so that its first requests find them loaded); returns the number of campaigns. Raises
        ``LedgerError`` (``store``)."""
        names = list(self.campaigns())
        for name in names:
            self.now(name)
        self.accounts()  # type: ignore[attr-defined]
        return len(names)

    # --- reads -------------------------------------------------------------------------------------------------

    def now(self, name: str | None, by: Person = Person.OWNER) -> CampaignRead:
        """Campaign ``name`` as it stands now: the warm copy in a long-running face, else the fast reader where it
        answers for sure, else the full fold; for ``by`` other than the owner, the state as they may see it
        (``ledger.group.visibility.state_for``). Raises ``LedgerError`` (``store``, ``campaign``), ``Refused``
        for someone not in the campaign."""
        if not by.owner:
            return _for_reader(self.now(name), by)
        if not self.warm:
            from ledger.store.fast_reader import current

            found = current(self.location, name)
            if found is not None:
                return CampaignRead.of(found)
        return CampaignRead.of(self.app.campaign(name))

    def at(self, name: str | None, moment: Moment, by: Person = Person.OWNER) -> tuple[CampaignRead, int | None]:
        """(campaign ``name`` at ``moment``, the action it stands at or None for now), in the timeline as corrected
        now; for ``by`` other than the owner, as they may see it. Raises ``LedgerError`` naming the option
        (``as_of``, ``session``, ``scene``, ``start``), ``Refused``."""
        if not by.owner:
            self.visible(name, by)                          # a member, or refused
            found, at = self.at(name, moment)
            return _for_reader(found, by, self.now(name).state), at
        if moment.now:
            return self.now(name), None
        if moment.session is None and moment.scene is None and not moment.start and not self.warm:
            from ledger.store.fast_reader import current

            found = current(self.location, name, at=moment.as_of)       # a moment no correction touched
            if found is not None:
                return self._placed(CampaignRead.of(found), moment.as_of), moment.as_of
        from ledger.projections.moments import moment as find

        app = self.app
        stored = app.campaign_name(name)
        at = find(app, stored, as_of=moment.as_of, session=moment.session, scene=moment.scene, start=moment.start)
        return (CampaignRead.of(app.campaign(stored)) if at is None else
                self._placed(CampaignRead.of(app.campaign_at(stored, at)), at)), at

    def _placed(self, found: CampaignRead, at: int) -> CampaignRead:
        """``found`` (read at action ``at``) with its ``place``: the session and scene the history gives that action
        (``ledger.projections.moments.place_at``). An open scene is the state's own (a session ends only with its
        scenes closed: ``rules.phases``); a read between scenes reads the events back from ``at`` to the last start
        of a session or scene (``place_back``), or, when a correction is in the way, the whole timeline."""
        from dataclasses import replace

        from ledger.projections.moments import place_at, place_back
        from ledger.store.fast_reader import views

        scene, session = found.state.get("scene") or {}, found.state.get("session") or {}
        if scene.get("phase") == "open" or not scene.get("number"):
            return replace(found, place=(int(session.get("number") or 0), int(scene.get("number") or 0)))
        newest = views(self.location, found.name, desc=True, lt=found.version + 1)
        if newest is not None and not self.app.campaign(found.name).corrected_before(at):
            place = place_back(found.state, newest())
            if place is not None:
                return replace(found, place=place)
        return replace(found, place=place_at(self.app.campaign_events(found.name), at))

    def events(self, name: str | None, by: Person = Person.OWNER) -> Iterator[Any]:
        """Campaign ``name``'s domain events, oldest first (for the reviews: ``why``, ``arc``, the chronicle); for
        ``by`` other than the owner, without the events they may not see. Raises ``Refused``."""
        if by.owner:
            return self.app.campaign_events(name)
        from ledger.group.visibility import record_visible

        vis = self.visible(name, by)
        hidden: set[int] = set()

        def keep(ev: Any) -> bool:
            if hasattr(ev, "kind") and not record_visible(ev.kind, ev.action, ev.detail, vis):
                hidden.add(ev.action_id)
            return getattr(ev, "action_id", None) not in hidden
        return (ev for ev in self.app.campaign_events(name) if keep(ev))

    def records(self, name: str | None, upto: int | None = None, by: Person = Person.OWNER) -> list[dict[str, Any]]:
        """The campaign's effective events up to action ``upto`` (None: all), as ``rules.declaration.Read`` views take
        them: ``{"action", "actor", "command", "kind", "cause", "detail", "changes"}``, undone actions left out; for
        ``by`` other than the owner, only those they may see, and what a system seals hidden unless theirs."""
        from ledger.projections.timeline import effective_records

        found = effective_records(self.events(name, by=by), upto)
        if by.owner:
            return found
        from ledger.group.visibility import unseal

        camp = self.now(name)
        return unseal(found, self.system(camp.name), camp.state, self.visible(camp.name, by))

    def action_command(self, name: str | None, action: int, field: str = "action") -> tuple[GameSystem, Any]:
        """(system, the ``rules.declaration.Command``) of play action ``action`` (what an amend may correct). Raises
        ``LedgerError(field)`` for a number no action can have (``ledger.action_numbers.action_number``: the campaign's
        range) or one out of range, ``LedgerError("action")`` for one that is itself a correction, or a group action
        (``ledger.group.seating.not_amendable``)."""
        from ledger.action_numbers import action_number, out_of_range
        from rules import get_system

        app = self.app
        camp = app.campaign(name)
        if not 1 <= action_number(action, field, camp.actions) <= camp.actions:
            raise out_of_range(action, camp.actions, field)
        first = app.first_version(camp.id, action, camp.version)
        ev = next(iter(app.events.get(camp.id, gt=first - 1, lte=first)))
        if not hasattr(ev, "kind") or ev.action_id != action:
            raise LedgerError("action", f"action {action} is itself a correction; amend the action it corrected instead")
        system = get_system(camp.system)
        if ev.action not in system.commands:                  # a group action (grant, note...): no system command
            from ledger.group.seating import not_amendable

            raise LedgerError("action", not_amendable(f"{action} ({ev.action})", ev.action))
        return system, system.commands[ev.action]

    def export(self, name: str | None, out: str, fmt: str = "jsonl", keep_undone: bool = False, force: bool = False,
               by: Person = Person.OWNER, lang: str | None = None) -> tuple[str, int, str]:
        """Export campaign ``name`` to ``out`` for ``by``, a history's rows in ``lang``
        (``ledger.service.archiving.export``)."""
        from ledger.service.archiving import export

        return export(self, name, out, fmt, keep_undone, force, by, lang)

    # --- new campaigns (the store made when missing) ------------------------------------------------------------

    def create(self, name: str, system: str, options: dict[str, Any] | None = None, actor: str = "GM",
               language: str | None = None) -> CampaignRead:
        """Create campaign ``name`` in this store, made when missing (``ledger.service.acting.create``; ``language``
        the campaign's own, None for none)."""
        from ledger.service.acting import create

        return create(self.location, name, system, options, actor, language)

    def replay(self, path: Any) -> tuple[CampaignRead, int]:
        """Replay a campaign script into this store, made when missing (``ledger.service.replaying.replay``)."""
        from ledger.service.replaying import replay

        return replay(self.location, path)


def _for_reader(found: CampaignRead, by: Person, now: dict[str, Any] | None = None) -> CampaignRead:
    """``found`` as ``by`` may see it (``ledger.group.visibility.state_for``), read against the table as it stands
    ``now`` (default ``found``'s own). Raises ``Refused`` for someone not in the campaign."""
    from ledger.group.permissions import may_read
    from ledger.group.visibility import state_for, visibility

    from ledger.group.visibility import proposals_for, sealed_state
    from rules import get_system

    table_state = found.state if now is None else now
    may_read(table_state, by.name)
    vis, system = visibility(table_state, by.name), get_system(found.system)
    state = proposals_for(system, sealed_state(system, state_for(found.state, vis)), vis)
    return CampaignRead(found.name, found.system, state, found.actions, found.version, found.place)
