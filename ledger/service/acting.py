"""Writing to a campaign: an action decided by its system's rules, a correction, a new campaign (a whole script:
``ledger.service.replaying``).

Source: design.md "One-way flow" (rules decide, the aggregate records, the store saves) and "Undo" (a correction is
a new event; nothing is deleted). Every write is all or nothing: the rules decide on the campaign as loaded, events
are saved in one transaction only when every step was accepted, and when another writer got there first the write
is decided again against the new state (with the same seed) until it is recorded or refused. An undo of the last
action takes the fast undo (``ledger.store.fast_undo``) where it records exactly what the full path would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import orjson

from ledger.errors import LedgerError
from rules.errors import RuleError
from ledger.aggregates.read import CampaignRead
from ledger.service.drafting import _given, actor_name, checked_reason, draft_action

if TYPE_CHECKING:
    from ledger.aggregates import Campaign
    from ledger.store.application import LedgerApp
    from ledger.store.locations import Location

T = TypeVar("T")


def apply(app: Any, camp: Campaign, command: str, args: dict[str, Any], actor: str | None, reason: str | None = None,
          seed: int | None = None, by: str | None = None, also: dict[str, Any] | None = None) -> int:
    """Run ``command`` on ``camp`` in memory (the rules decide, the aggregate records); returns the action id.

    A command is drafted by ``ledger.service.drafting.draft_action`` (its inputs, reason, seed, ``by`` and ``also``
    as said there) and recorded by ``Campaign.record_action``. ``undo``, ``redo`` and ``amend`` are corrections
    (``ledger.corrections``; ``app`` reads the events they need), recorded with ``by`` and the ``approver`` of
    ``also`` (a correction's proposal approved: ``Corrected.approver``). Raises ``RuleError`` and leaves ``camp``
    unchanged when refused.
    """
    from ledger.projections.timeline import CORRECTIONS

    if command in CORRECTIONS:
        from ledger.action_numbers import action_numbers
        from ledger.corrections import apply_correction
        from ledger.inputs import actor as checked_actor, whole_numbers

        actor = actor_name(camp.state, checked_actor(actor))
        reason = checked_reason(reason)
        action_numbers(args, camp.actions)    # an action's number: the campaign's range, before the 64-bit check of the rest
        whole_numbers(args)
        args = dict(args)
        if "reason" in args:
            args["reason"] = checked_reason(args["reason"])
        return apply_correction(app, camp, command, args, actor, reason, by=by,
                                approver=(also or {}).get("approver")).action or camp.actions
    done = draft_action(camp.state, camp.system, camp.actions, command, args, actor, reason, seed, by, also)
    return camp.record_action(done.command, done.actor, done.specs, inputs=done.inputs, reason=done.reason,
                              rules_version=done.rules_version)


def _keeping(app: LedgerApp, name: str | None, work: Callable[[], T]) -> T:
    """Run ``work()``; when it raises, the kept copy of the campaign may be half-changed: forget it."""
    try:
        return work()
    except BaseException:
        app.forget(name)
        raise


class Writes:
    """The writes of the service layer's ``Ledger`` (a mixin: ``self.app`` is the full road, ``self.location`` the
    store, ``self.warm`` whether a long-running face keeps campaigns loaded)."""

    app: LedgerApp
    location: Location
    warm: bool

    def act(self, name: str | None, command: str, args: dict[str, Any], actor: str | None = "GM",
            reason: str | None = None, system: str | None = None, by: Any = None) -> tuple[CampaignRead, list[Any]]:
        """Load campaign ``name``, apply one command and save it; returns (the campaign after it, the events it
        recorded). ``system``: the id of the system the command was read for (a face that parsed it with one
        system's table); a campaign of another system refuses it (``LedgerError("command")``). ``by``: the
        ``Person`` acting (None: the store's owner): checked first (``ledger.group.permissions.may_act``), and
        under GM approval their play command is recorded as a proposal (``ProposalMade``, the seed drawn now)
        rather than decided. Raises ``RuleError``, ``Refused`` (nothing written)."""
        from rules.dice import new_seed

        seed = new_seed()
        if (by is None or by.owner) and not self.warm:
            from ledger.store.fast_writer import act_now

            done = act_now(self.location, name, command, args, actor, reason, system, seed)
            if done is not None:
                return done
        return _act(self.app, name, command, args, actor, reason, system, None if by is None else by.who, seed)

    def correct(self, name: str | None, command: str, args: dict[str, Any], actor: str | None = "GM",
                dry_run: bool = False, by: Any = None) -> tuple[CampaignRead, Any]:
        """Run an ``undo``/``redo``/``amend`` (``ledger.corrections``) on campaign ``name`` and save it unless
        ``dry_run``; returns (the campaign, the ``Report``). An undo of the campaign's last action, outside a warm
        face, takes the fast undo when it can answer. ``by``: the ``Person`` correcting (None: the owner); a
        player may only undo their own last action while its scene is open (``player-undo``), and under
        ``all-but-gm`` approval that undo becomes a proposal (the ``Report`` is then None). Raises ``RuleError``,
        ``Refused``."""
        checked_reason(args.get("reason"))
        if by is not None and not by.owner:
            return _correct_as(self.app, name, command, args, actor, dry_run, by.name)
        if command == "undo" and _storable(args.get("action")) and args.get("to") is None and not self.warm \
                and not dry_run:
            from ledger.store.fast_undo import undo_last

            done = undo_last(self.location, name, int(args["action"]), actor, args.get("reason"))
            if done is not None:
                return CampaignRead.of(done[0]), done[1]
        return _correct(self.app, name, command, args, actor, dry_run)


def _storable(number: Any) -> bool:
    """Whether ``number`` (an undo's ``action`` as given) is an action's number the store can be asked about (a whole
    number from 1 to 64 bits): any other takes the full road, which refuses it with the campaign's range."""
    from ledger.inputs import MAX_WHOLE

    if isinstance(number, str) and number.isascii() and number.isdigit() and len(number) <= 18:
        number = int(number)
    return isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= MAX_WHOLE


def _act(app: LedgerApp, name: str | None, command: str, args: dict[str, Any], actor: str | None, reason: str | None,
         system: str | None, by: str | None = None, seed: int | None = None) -> tuple[CampaignRead, list[Any]]:
    """``Writes.act`` on the full road (``seed``: the one drawn for the action; None: a new one)."""
    from rules.dice import new_seed

    stored = app.campaign_name(name)
    plays = app.system_of(stored)
    if system is not None and plays != system:
        from rules import get_system

        raise LedgerError("command", f"{command!r} was read for {get_system(system).title}, but campaign {stored} plays {plays}")
    seed = new_seed() if seed is None else seed

    def decide(camp: Any) -> None:
        if by is None:
            apply(app, camp, command, args, actor, reason, seed=seed)
        else:
            _act_as(app, camp, command, args, actor, reason, seed, by)

    if app.warm is not None:                # a server's threads: the actions waiting are saved together
        return app.together(stored, decide, f"the actions ({command}...) of campaign {stored}")

    def attempt() -> tuple[CampaignRead, list[Any]]:
        camp = app.campaign(stored, writing=True)
        decide(camp)
        recorded = list(camp.pending_events)
        app.record(camp, what=f"action {camp.actions} ({command}) of campaign {camp.name}")
        return CampaignRead.of(camp), recorded

    return _keeping(app, stored, lambda: app.retrying(attempt, key=stored))


def _act_as(app: LedgerApp, camp: Campaign, command: str, args: dict[str, Any], actor: str | None,
            reason: str | None, seed: int, by: str) -> int:
    """``apply`` for person ``by``: checked against the campaign's table (``Refused``); a play command under GM
    approval recorded as their proposal once the rules accept it now. A group command is refused here: it goes
    through ``Ledger.group``/``approve``/``reject``, which check what it needs (an invitation's code)."""
    from ledger.group import COMMANDS as GROUP
    from rules import get_system

    system = get_system(camp.system)
    if command in GROUP and command not in system.commands:       # checked there: a code, an approval's decision
        raise LedgerError("command", f"{command} is a group command; it goes through the group's own call "
                          "(Ledger.group, approve, reject)")
    from ledger.projections.timeline import CORRECTIONS

    if command in CORRECTIONS:
        raise LedgerError("command", f"{command} is a correction; use the corrections ({command} ACTION)")
    from ledger.service.offers import for_reader, ruling_missing

    actor, who = play_checks(camp.state, system, command, args, actor, by)
    try:
        return _proposed_or_applied(app, camp, system, command, args, actor, who, reason, seed, by)
    except RuleError as err:                       # an "allowed now" list: what this person may give
        raise for_reader(ruling_missing(err, camp.state, by, system, command), camp.state, by, system) from None


def play_checks(state: dict[str, Any], system: Any, command: str, args: dict[str, Any], actor: str | None,
                by: str) -> tuple[str | None, str]:
    """Check that person ``by`` (a name the campaign's table knows) may give play command ``command`` of ``system``
    with ``args`` (keyed as its model spells them) as ``actor`` (``as``; None: not given) in ``state`` (the whole
    state, not a reader's); returns ``acting_checks``' (actor, stored name). Every check of a play action by a
    person: ``acting_checks`` (who acts), then a GM's ruling given as a player's argument (``gm-arguments``) and a
    chosen seed (``seed``). Raises ``Refused`` naming the rule (403 on the API), ``LedgerError("as")``. Source:
    README "Playing as a group"."""
    from ledger.group.permissions import may_argue, may_seed
    from rules.rulings import gm_ruled

    actor, who = acting_checks(state, system, command, args, actor, by)
    may_argue(state, by, gm_ruled(system, command, args))          # a GM's ruling given as a player's argument
    may_seed(state, by, args)
    return actor, who


def acting_checks(state: dict[str, Any], system: Any, command: str, args: dict[str, Any], actor: str | None,
                  by: str) -> tuple[str | None, str]:
    """The checks of who acts in play command ``command`` of ``system`` by person ``by`` as ``actor`` (``as``; None:
    not given) in ``state`` (the whole state): the GM's commands (``gm-commands``), acting as that character
    (``may_act``: ``player-acts``, ``viewer``, ``member``), a roll's follow-ups (its roller's), the characters the
    arguments name (``may_name``). A roll's odds are asked by these alone (``ledger.service.odds``). Returns (the
    actor as given, or a player's one character when they name none: ``ledger.group.permissions.acting_as``; the
    actor's stored name, ``actor_name``). Raises ``Refused`` naming the rule, ``LedgerError("as")`` for an actor the
    campaign does not know, listing those ``by`` may act as. Source: README "Playing as a group" (a player acts only
    as their own characters)."""
    from ledger.group.permissions import acting_as, may_act, may_command, may_follow, may_name
    from ledger.service.offers import actors_for
    from rules.naming import naming

    named = "as" if actor is not None else "command"               # the field a refusal of who acts names
    actor = acting_as(state, by, actor)                            # a player's one character when they name none
    owner_of = system.owner_of
    who = actor_name(state, actor, actors_for(state, by, list(state.get("characters") or {}), owner_of))
    may_command(state, by, command, system.gm_commands, system.gm_rulings)   # a GM's command: that rule, whoever it names
    may_act(state, by, who, owner_of)
    may_follow(state, by, command, system.follows, owner_of, system.players, named)   # another's roll's follow-ups
    may_name(state, by, args, owner_of, shared=command in system.shared_commands,
             own=[key for key, own in naming(system, command).items() if own])
    return actor, who


def _proposed_or_applied(app: LedgerApp, camp: Campaign, system: Any, command: str, args: dict[str, Any],
                         actor: str | None, who: str, reason: str | None, seed: int, by: str) -> int:
    """``_act_as`` once the table's checks passed: the action applied, or, under GM approval, proposed once the
    rules accept it now. Raises the rules' ``RuleError``."""
    from ledger.group.permissions import may_change, needs_approval
    from rules.decide import decide
    from rules.declaration import Context

    if not needs_approval(camp.state, by):
        return apply(app, camp, command, args, actor, reason, seed=seed, by=by)
    spec = system.commands.get(command)
    if spec is None:
        raise LedgerError("command", f"unknown command {command!r} for {system.title}")
    # the proposal's why: the reason given, as the action's or as the command's own argument (drafting._given)
    given, reason, _ = _given(system, command, dict(args), checked_reason(reason), seed)
    drafted, _ = decide(system, camp.state, command, given, Context(who, camp.actions + 1, seed))   # refused now: not proposed
    may_change(camp.state, by, drafted, system.owner_of, shared=command in system.shared_commands)
    proposal = {"command": command, "actor": who, "by": by, "seed": seed,
                "args": orjson.loads(orjson.dumps(given, default=str))}
    return apply(app, camp, "propose", proposal, who, reason, by=by)     # the proposer's character acts


def proposing_reason(app: LedgerApp, camp: Campaign, proposal: str) -> str | None:
    """The reason the proposer gave with proposal ``proposal`` of ``camp`` (an aggregate loaded for writing): the
    reason of its proposing action (the proposal's id is that action's number), which the decided action carries.
    None when it gave none."""
    from ledger.corrections import event_slice

    from rules.whole_numbers import is_whole_text

    number = int(proposal) if is_whole_text(str(proposal), signed=False) and len(str(proposal)) <= 20 else 0
    if not 1 <= number <= camp.actions:
        return None
    first = next((e for e in event_slice(app, camp, number) if getattr(e, "action_id", None) == number), None)
    return getattr(first, "reason", None)


def _own_last(app: LedgerApp, camp: Campaign, by: str, target: Any) -> bool:
    """Check a player's undo of action ``target`` against ``player-undo`` (``last_own``). Returns whether a GM
    approved that action (it was a proposal). Raises ``Refused``."""
    from ledger.service.player_undo import last_own

    return (last_own(app, camp, by, target).inputs or {}).get("approver") is not None


def _correct_as(app: LedgerApp, name: str | None, command: str, args: dict[str, Any], actor: str | None,
                dry_run: bool, by: str) -> tuple[CampaignRead, Any]:
    """``Writes.correct`` for person ``by`` (checked; a player's undo proposed under ``all-but-gm`` approval, and under
    ``players`` when a GM approved the action it undoes: ``needs_approval``)."""
    from ledger.corrections import apply_correction
    from ledger.group.permissions import may_correct, needs_approval, refuse
    from ledger.service.offers import actors_for
    from ledger.service.sealed_records import may_rewrite

    def decide(camp: Any) -> Any:
        from ledger.action_numbers import action_numbers

        action_numbers(args, camp.actions)            # the campaign's range, before anything reads an action
        who = may_correct(camp.state, by, command)
        may_rewrite(app, camp, command, args, by)
        report: Any = None
        if not who.gm:
            if args.get("to") is not None or not isinstance(args.get("action"), int):
                raise refuse(camp.state, "player-undo", f"{by} may undo one action of theirs (give its number)",
                             field="action")
            approved = _own_last(app, camp, by, args["action"])
            target_actor = actor_name(camp.state, actor if actor not in (None, "GM") else who.characters[0],
                                      actors_for(camp.state, by, list(camp.state.get("characters") or {})))
            if needs_approval(camp.state, by, correction=True, approved=approved):
                apply(app, camp, "propose", {"command": "undo", "actor": target_actor, "by": by, "seed": None,
                                             "args": {"action": args["action"], "reason": args.get("reason")}},
                      target_actor, by=by)
            else:
                report = apply_correction(app, camp, command, dict(args, dry_run=dry_run), target_actor, by=by)
        else:
            report = apply_correction(app, camp, command, dict(args, dry_run=dry_run),
                                      actor_name(camp.state, actor), by=by)
        return report

    return _corrected(app, name, command, dry_run, decide)


def _correct(app: LedgerApp, name: str | None, command: str, args: dict[str, Any], actor: str | None,
             dry_run: bool) -> tuple[CampaignRead, Any]:
    """``Writes.correct`` on the full road."""
    from ledger.corrections import apply_correction

    return _corrected(app, name, command, dry_run, lambda camp: apply_correction(
        app, camp, command, dict(args, dry_run=dry_run), actor_name(camp.state, actor)))


def _corrected(app: LedgerApp, name: str | None, command: str, dry_run: bool,
               decide: Callable[[Any], Any]) -> tuple[CampaignRead, Any]:
    """Load campaign ``name`` for writing, ``decide(camp)`` the correction (returns its ``Report``, or None for a
    proposal), and save it unless ``dry_run``, retried against a newer state when another writer got there first;
    returns (the campaign, the report)."""
    stored = app.campaign_name(name)

    def attempt() -> tuple[CampaignRead, Any]:
        camp = app.campaign(stored, writing=True)
        report = decide(camp)
        if not dry_run:
            app.record(camp, what=f"action {camp.actions} ({command}) of campaign {camp.name}")
        return CampaignRead.of(camp), report

    done = _keeping(app, stored, lambda: app.retrying(attempt, key=stored))
    if dry_run:
        app.forget(name)                    # the dry run changed the kept copy without saving it
    return done


def create(store: Any, name: str, system_id: str, options: dict[str, Any] | None = None, actor: str = "GM",
           language: str | None = None) -> CampaignRead:
    """Create campaign ``name`` of system ``system_id`` with ``options`` in ``store`` (made when it does not exist,
    whole or not at all: ``ledger.store.new_store``), against the newest campaign list when another writer got there
    first; ``language``: the campaign's own language (``LedgerApp.new_campaign``; None: none chosen). Raises
    ``RuleError`` (``name``, ``system``, ``options.KEY``, ``lang``...)."""
    from ledger.store.new_store import open_new

    def work(app: Any) -> CampaignRead:
        def attempt() -> CampaignRead:
            camp, index = app.new_campaign(name, system_id, options, actor, language)
            app.record(camp, index, what=f"campaign {camp.name}")
            return CampaignRead.of(camp)

        return app.retrying(attempt)

    return open_new(store, work, f"campaign {' '.join(str(name).split())}")
