"""The Campaign aggregate (the only writer of a campaign's events) and the store's campaign index.

Source: design.md "One-way flow" and "Events"; eventsourcing's examples/bankaccounts style (a domain
model of ``@event`` methods) with pydantic event classes. The campaign's state is a JSON-able dict that
the rules read and the recorded changes fold into; it is never written except through an event.
"""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any, ClassVar
from uuid import UUID

from eventsourcing.domain import BaseAggregate, CanInitAggregate, CanMutateAggregate, CanSnapshotAggregate, event
from eventsourcing.utils import get_topic

from ledger.aggregates import stored
from ledger.aggregates.chain import event_link
from ledger.aggregates.events import LedgerEvent, OwnTopic, own_class
from ledger.aggregates.changes import apply_changes, earliest_in, earliest_touched
from rules.draft import EventSpec

INDEX_ID = stored.INDEX_ID
campaign_id = stored.campaign_id


class Campaign(BaseAggregate[UUID]):
    """One campaign: its name, game system, rules version, options and folded ``state``.

    ``actions`` is the number of the last recorded action. Commands go through ``record_action``, which
    triggers one ``Recorded`` event per ``EventSpec`` that the rules drafted.
    """

    class Event(LedgerEvent, CanMutateAggregate[UUID]):
        """Base of a campaign's events. ``chain`` links each event to every one before it
        (``ledger.aggregates.chain``); events recorded before the chain existed have None."""

        chain: str | None = None

        def mutate(self, aggregate: Any) -> Any:
            """Apply the event, then move the campaign's chain head to this event's link. An unchained event
            applied to a campaign whose head is unknown (loaded from a snapshot older than the chain) leaves
            the head unknown, so that ``LedgerApp.campaign`` folds the whole stream instead."""
            known = aggregate is None or hasattr(aggregate, "chain_head")
            previous = getattr(aggregate, "chain_head", None) if aggregate is not None else None
            result = super().mutate(aggregate)
            if self.chain is not None:
                result.chain_head = self.chain
            elif known:
                result.chain_head = event_link(previous, self)
            return result

    class Created(Event, CanInitAggregate[UUID]):
        """The campaign's first event: name, system, rules version, options, actor (v2; v1 had no chain)."""

        class_version: ClassVar[int] = stored.class_version("Campaign.Created")

        originator_topic: OwnTopic
        name: str
        system: str
        rules_version: str
        options: dict[str, Any]
        actor: str
        state: dict[str, Any]

    class Recorded(Event):
        """One event of an action (v2): ``action_id`` groups the events of one user action; ``action``
        is the command name; ``kind`` the event kind (e.g. ``ConditionMarked``); ``changes`` are
        ``{"path", "before", "after", "delta"}``; ``detail`` holds dice, picks and tags; ``cause``
        names the event this follows from (e.g. ``roll #12``). The first event of an action carries
        ``inputs`` (``{"args": {...}, "seed": N}``: the command's arguments as given and the seed drawn for
        it, enough to decide the action again) and the ``reason`` given with it.

        v1 had no ``inputs`` or ``reason``, v2 no chain: ``ledger.aggregates.stored.upcast`` brings them up.
        """

        class_version: ClassVar[int] = stored.class_version("Campaign.Recorded")

        action_id: int
        action: str
        actor: str
        system: str
        rules_version: str
        kind: str
        cause: str | None = None
        changes: list[dict[str, Any]]
        detail: dict[str, Any]
        inputs: dict[str, Any] | None = None
        reason: str | None = None

    class Corrected(Event):
        """A correction of the record (v1): ``command`` is ``undo``, ``redo`` or ``amend`` of action ``target``.

        ``undone``/``redone`` list the actions made inactive or active again (the target first, then
        those cascaded); ``inputs`` maps each amended action's id (as text) to its new inputs (one amend
        may correct several actions at once); ``revised`` maps an action id
        (as text) to its new effective events (``[{"kind", "cause", "changes", "detail"}]``) after being
        decided again; ``changes`` is the net change of the campaign state, folded like any change.
        ``by`` is the person who made it (None: the store's owner, or recorded before v3); ``approver`` the GM who
        approved it when it was a player's proposal (None: not proposed, or recorded before v4), as an approved
        action's ``inputs["approver"]`` names them. Nothing earlier is deleted or rewritten. (v4; v3 named no
        approver, v2 no person, v1 had no chain.)
        """

        class_version: ClassVar[int] = stored.class_version("Campaign.Corrected")

        action_id: int
        actor: str
        command: str
        target: int
        reason: str | None = None
        undone: list[int] = []
        redone: list[int] = []
        inputs: dict[str, dict[str, Any]] = {}
        revised: dict[str, list[dict[str, Any]]] = {}
        changes: list[dict[str, Any]]
        by: str | None = None
        approver: str | None = None

    class Snapshot(LedgerEvent, CanSnapshotAggregate[UUID]):
        """The campaign's whole state at one version, so loading skips the events before it (v1)."""

        topic: OwnTopic
        state: dict[str, Any]

        @classmethod
        def take(cls, aggregate: Any) -> Campaign.Snapshot:
            """Snapshot ``aggregate`` (its attributes minus id, version and pending events)."""
            state = {k: v for k, v in vars(aggregate).items() if k not in ("_id", "_version", "_pending_events")}
            return cls(originator_id=aggregate.id, originator_version=aggregate.version, timestamp=cls.create_timestamp(),
                       topic=get_topic(type(aggregate)), state=copy.deepcopy(state))

        def mutate(self, _: None) -> Any:
            """Rebuild the aggregate from this snapshot (timestamps come back as datetimes)."""
            agg = object.__new__(own_class(self.topic, BaseAggregate))
            state = copy.deepcopy(self.state)
            for key in ("_created_on", "_modified_on"):
                if isinstance(state.get(key), str):
                    state[key] = datetime.fromisoformat(state[key])
            state.update(_id=self.originator_id, _version=self.originator_version, _pending_events=[])
            object.__setattr__(agg, "__dict__", state)
            return agg

    @staticmethod
    def create_id(name: str, **_: Any) -> UUID:
        """Campaign ids derive from the name (see ``campaign_id``)."""
        return campaign_id(name)

    @classmethod
    def begin(cls, **fields: Any) -> Campaign:
        """A new campaign (``fields`` as for ``Created``) whose first event carries its chain link."""
        camp = cls(**fields)
        created = camp._pending_events[0]
        camp._pending_events[0] = created.model_copy(update={"chain": event_link(None, created)})
        return camp

    def trigger_event(self, event_class: type[Any], **kwargs: Any) -> None:
        """Record the next event (as eventsourcing does), with its ``chain`` link to the event before it.

        Raises ``RuntimeError`` when the campaign was loaded without its chain head (a programming error:
        ``LedgerApp.campaign`` loads it whole then)."""
        if not hasattr(self, "chain_head"):
            raise RuntimeError("the campaign was loaded without its chain head")
        kwargs = dict(kwargs, originator_id=self.id, originator_version=self.version + 1)
        if kwargs.get("timestamp") is None:
            kwargs["timestamp"] = event_class.create_timestamp()
        draft = event_class(**kwargs)
        new_event = draft.model_copy(update={"chain": event_link(self.chain_head, draft)})
        new_event.mutate(self)
        self._pending_events.append(new_event)

    @event(Created)
    def __init__(self, name: str, system: str, rules_version: str, options: dict[str, Any], actor: str,
                 state: dict[str, Any]) -> None:
        self.name = name
        self.system = system
        self.rules_version = rules_version
        self.options = options
        self.state = copy.deepcopy(state)
        self.actions = 0

    @event(Recorded)
    def _recorded(self, action_id: int, action: str, actor: str, system: str, rules_version: str, kind: str,
                  cause: str | None, changes: list[dict[str, Any]], detail: dict[str, Any],
                  inputs: dict[str, Any] | None, reason: str | None) -> None:
        self._take(action_id, changes)

    @event(Corrected)
    def _corrected(self, action_id: int, actor: str, command: str, target: int, reason: str | None,
                   undone: list[int], redone: list[int], inputs: dict[str, dict[str, Any]],
                   revised: dict[str, list[dict[str, Any]]], changes: list[dict[str, Any]],
                   by: str | None = None, approver: str | None = None) -> None:
        self._take(action_id, changes)
        self._note_correction(action_id, earliest_touched(target, undone, redone, inputs, revised))

    def _take(self, action_id: int, changes: list[dict[str, Any]], copy: bool = True) -> None:
        apply_changes(self.state, changes, copy=copy)
        self.actions = max(self.actions, action_id)

    def _note_correction(self, action_id: int, earliest: int) -> None:
        self.corrections = [*getattr(self, "corrections", []), [action_id, earliest]]

    def absorb(self, cls: type[Any], fields: dict[str, Any]) -> None:
        """Fold a ``Recorded`` or ``Corrected`` event given as its class and upcast stored fields (an export's
        line parsed for this fold only) as ``event.mutate(self)`` would, without building the model, without
        eventsourcing's per-event call machinery and without copying its values. The chain head and the time
        of the last change are the caller's to set once the last event is folded (``ledger.archive.importing``).

        Source: README "Export, import and verify" (import of a 100,000-event campaign within 2x of raw). Raises
        ``DivergenceError`` when a change's ``before`` differs from the state, ``ValueError`` for an event
        out of order or of another kind (``KeyError``/``TypeError`` for fields its model would refuse)."""
        given = fields["originator_id"]
        if fields["originator_version"] != self.version + 1 or (given is not self.id and given != self.id):
            raise ValueError(f"event {fields['originator_version']} does not follow version {self.version}")
        if cls is Campaign.Recorded:
            self._take(fields["action_id"], fields["changes"], copy=False)
        elif cls is Campaign.Corrected:
            self._take(fields["action_id"], fields["changes"], copy=False)
            self._note_correction(fields["action_id"], earliest_in(fields))
        else:
            raise ValueError(f"{cls.__name__} cannot follow the campaign's creation")
        self.version = fields["originator_version"]

    def corrected_before(self, action: int) -> bool:
        """Whether a correction recorded after ``action`` changed ``action`` or an earlier one (then the
        campaign as it stands now differs, at that moment, from what was recorded then)."""
        return any(made > action >= earliest for made, earliest in getattr(self, "corrections", []))

    def record_action(self, action: str, actor: str, specs: list[EventSpec], inputs: dict[str, Any] | None = None,
                      reason: str | None = None, rules_version: str | None = None) -> int:
        """Record ``specs`` (drafted by the rules) as the next action; returns its action id.

        ``inputs`` (the arguments and seed) and ``reason`` go on the action's first event; an action whose
        rules drafted no event still records one (kind ``Noted``) to carry them. ``rules_version`` is the version
        of the rules code that decided it (default the campaign's, from its creation), so that a later what-if can
        say under which rules an action stood.
        """
        action_id = self.actions + 1
        for i, spec in enumerate(specs or [EventSpec(kind="Noted")]):
            self._recorded(action_id=action_id, action=action, actor=actor, system=self.system,
                           rules_version=rules_version or self.rules_version, kind=spec.kind, cause=spec.cause,
                           changes=spec.changes, detail=spec.detail, inputs=inputs if i == 0 else None,
                           reason=reason if i == 0 else None)
        self.actions = action_id
        return action_id

    def record_correction(self, actor: str, command: str, target: int, changes: list[dict[str, Any]], *,
                          reason: str | None = None, undone: list[int] | None = None, redone: list[int] | None = None,
                          inputs: dict[str, dict[str, Any]] | None = None,
                          revised: dict[str, list[dict[str, Any]]] | None = None, by: str | None = None,
                          approver: str | None = None) -> int:
        """Record an undo, redo or amend as the next action (see ``Corrected``); returns its action id. ``by``: the
        person who made it (None: the store's owner), as an action's ``inputs["by"]`` names them; ``approver``: the
        GM who approved it as that person's proposal (None: not proposed), as ``inputs["approver"]``. Raises
        ``RuleError("action")`` for one that would change the campaign's people or reopen an invitation
        (``ledger.group.seating.check_correction``)."""
        from ledger.group.seating import check_correction

        check_correction(self.state, changes, command)
        action_id = self.actions + 1
        self._corrected(action_id=action_id, actor=actor, command=command, target=target, reason=reason,
                        undone=list(undone or []), redone=list(redone or []), inputs=dict(inputs or {}), revised=dict(revised or {}),
                        changes=changes, by=by, approver=approver)
        return action_id


class CampaignIndex(BaseAggregate[UUID]):
    """The list of campaigns in one store (name -> system), so commands can find them by name."""

    class Event(LedgerEvent, CanMutateAggregate[UUID]):
        """Base of the index's events."""

    class Started(Event, CanInitAggregate[UUID]):
        """The index exists (v1)."""

        originator_topic: OwnTopic

    class Registered(Event):
        """A campaign was created in this store (v1)."""

        name: str
        system: str

    @staticmethod
    def create_id(**_: Any) -> UUID:
        """There is one index per store, at a fixed id."""
        return INDEX_ID

    @event(Started)
    def __init__(self) -> None:
        self.campaigns: dict[str, str] = {}

    @event(Registered)
    def register(self, name: str, system: str) -> None:
        """Add campaign ``name`` (system id ``system``)."""
        self.campaigns[name] = system


class Accounts(BaseAggregate[UUID]):
    """The store's accounts (one per store, at ``stored.ACCOUNTS_ID``): person name -> ``{"password": argon2 hash
    or None, "tokens": {id: {"purpose", "digest", "revoked"}}, "links": {digest: {"expires", "used"}}, "since",
    "lang": their language setting, when set}``.
    Nothing secret is held in clear (``ledger.service.accounts``). In no campaign's record: never exported.
    Source: design.md "People, roles and hidden information"; written and read only by ``ledger.service.accounts``."""

    class Event(LedgerEvent, CanMutateAggregate[UUID]):
        """Base of the accounts' events."""

    class Opened(Event, CanInitAggregate[UUID]):
        """The accounts exist (v1)."""

        originator_topic: OwnTopic

    class Changed(Event):
        """One value of one person's account set (v1): ``key`` is a dotted path in their entry (``password``,
        ``tokens.<id>``, ``links.<digest>``, ``since``, ``lang``); ``value`` None removes it."""

        person: str
        key: str
        value: Any = None

    @staticmethod
    def create_id(**_: Any) -> UUID:
        """There is one accounts aggregate per store, at a fixed id."""
        return stored.ACCOUNTS_ID

    @event(Opened)
    def __init__(self) -> None:
        self.people: dict[str, dict[str, Any]] = {}

    @event(Changed)
    def change(self, person: str, key: str, value: Any) -> None:
        """Set ``key`` (dotted) of ``person``'s entry to ``value`` (None: remove it)."""
        node = self.people.setdefault(person, {})
        *path, leaf = key.split(".")
        for part in path:
            node = node.setdefault(part, {})
        if value is None:
            node.pop(leaf, None)
        else:
            node[leaf] = copy.deepcopy(value)
