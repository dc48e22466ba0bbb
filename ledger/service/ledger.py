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
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ledger.aggregates.read import CampaignRead
from ledger.errors import LedgerError
from ledger.user_text import undecodable
from rules.names import norm
from ledger.service.acting import Writes
from ledger.service.history import HistoryReads

if TYPE_CHECKING:
    from ledger.store.application import LedgerApp
    from ledger.store.locations import Location
    from rules.system import GameSystem


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


class Ledger(HistoryReads, Writes):
    """One store (``store``: a SQLite path, a PostgreSQL URL, a ``Location``, or None for ``$LEDGER_STORE`` or the
    default file), opened on first use. ``warm``: a long-running face (``ledger play``, the web server) keeps each
    campaign loaded between calls and reads take the kept copy, brought up to date with what any writer saved
    since. Raises ``LedgerError("store")`` for a store path that cannot be one (on first use for a missing store).
    """

    def __init__(self, store: str | os.PathLike[str] | Location | None, *, warm: bool = False) -> None:
        from ledger.store.locations import Location, locate

        self.location: Location = store if isinstance(store, Location) else locate(store)
        self.warm = warm
        self._app: LedgerApp | None = None

    # --- the store ---------------------------------------------------------------------------------------------

    @property
    def app(self) -> LedgerApp:
        """The full road: the eventsourcing application over the store (opened once). Raises ``LedgerError``."""
        if self._app is None:
            from ledger.store.application import LedgerApp

            app = LedgerApp(self.location)
            if self.warm:
                app.keep_warm()
            self._app = app
        return self._app

    def close(self) -> None:
        """Close the store (SQLite then removes its -wal and -shm files); a connection an interrupt broke is left to
        the process's end."""
        if self._app is not None:
            try:
                self._app.close()
            except BaseException:  # noqa: BLE001 - the command is over either way
                pass
            self._app = None

    def __str__(self) -> str:
        return str(self.location)

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
        """The game system campaign ``name`` plays (its package loaded now)."""
        from rules import get_system

        return get_system(self.campaigns()[self.campaign_name(name)])

    # --- reads -------------------------------------------------------------------------------------------------

    def now(self, name: str | None) -> CampaignRead:
        """Campaign ``name`` as it stands now: the warm copy in a long-running face, else the fast reader where it
        answers for sure, else the full fold. Raises ``LedgerError`` (``store``, ``campaign``)."""
        if not self.warm:
            from ledger.store.fast_reader import current

            found = current(self.location, name)
            if found is not None:
                return CampaignRead.of(found)
        return CampaignRead.of(self.app.campaign(name))

    def at(self, name: str | None, moment: Moment) -> tuple[CampaignRead, int | None]:
        """(campaign ``name`` at ``moment``, the action it stands at or None for now), in the timeline as corrected
        now. Raises ``LedgerError`` naming the option (``as_of``, ``session``, ``scene``, ``start``)."""
        if moment.now:
            return self.now(name), None
        if moment.session is None and moment.scene is None and not moment.start and not self.warm:
            from ledger.store.fast_reader import current

            found = current(self.location, name, at=moment.as_of)       # a moment no correction touched
            if found is not None:
                return CampaignRead.of(found), moment.as_of
        from ledger.projections.moments import moment as find

        app = self.app
        stored = app.campaign_name(name)
        at = find(app, stored, as_of=moment.as_of, session=moment.session, scene=moment.scene, start=moment.start)
        return CampaignRead.of(app.campaign(stored) if at is None else app.campaign_at(stored, at)), at

    def events(self, name: str | None) -> Iterator[Any]:
        """Campaign ``name``'s domain events, oldest first (for the reviews: ``why``, ``arc``, the chronicle)."""
        return self.app.campaign_events(name)

    def records(self, name: str | None, upto: int | None = None) -> list[dict[str, Any]]:
        """The campaign's effective events up to action ``upto`` (None: all), as ``rules.system.Read`` views take
        them: ``{"action", "actor", "command", "kind", "cause", "detail", "changes"}``, undone actions left out."""
        from ledger.projections.timeline import effective_records

        return effective_records(self.events(name), upto)

    def action_command(self, name: str | None, action: int) -> tuple[GameSystem, Any]:
        """(system, the ``rules.system.Command``) of play action ``action`` (what an amend may correct). Raises
        ``LedgerError("action")`` for an action out of range or one that is itself a correction."""
        from rules import get_system

        app = self.app
        camp = app.campaign(name)
        if not 1 <= action <= camp.actions:
            raise LedgerError("action", f"action {action} is not an action that can be amended; actions run 1..{camp.actions}")
        first = app.first_version(camp.id, action, camp.version)
        ev = next(iter(app.events.get(camp.id, gt=first - 1, lte=first)))
        if not hasattr(ev, "kind") or ev.action_id != action:
            raise LedgerError("action", f"action {action} is itself a correction; amend the action it corrected instead")
        system = get_system(camp.system)
        return system, system.commands[ev.action]

    # --- new campaigns (the store made when missing) ------------------------------------------------------------

    def create(self, name: str, system: str, options: dict[str, Any] | None = None, actor: str = "GM") -> CampaignRead:
        """Create campaign ``name`` in this store, made when missing (``ledger.service.acting.create``)."""
        from ledger.service.acting import create

        return create(self.location, name, system, options, actor)

    def replay(self, path: Any) -> tuple[CampaignRead, int]:
        """Replay a campaign script into this store, made when missing (``ledger.service.acting.replay``)."""
        from ledger.service.acting import replay

        return replay(self.location, path)
