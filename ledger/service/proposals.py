"""What the record says of a proposal beyond its state: who decided it and when, and whether the campaign's state
still allows it (the check an approval makes, run without recording).

Source: README "People, roles and who may do what" and design.md "People, roles and hidden information" (a player's
action under GM approval becomes a proposal; the GM approves, edits or rejects it; a proposal the state no longer
allows is refused at approval with the reason; proposals and how they were decided are on record).
"""

from __future__ import annotations

from typing import Any

from ledger.errors import AlreadyDecided, LedgerError, Refused
from rules.errors import RuleError

#: The events that decide a proposal, and the word for each.
DECIDED = {"ProposalApproved": "approved", "ProposalRejected": "rejected"}


def already_decided(events: Any, pid: str) -> AlreadyDecided:
    """The refusal of deciding proposal ``pid`` again, naming who decided it and when from ``events`` (a campaign's
    events, oldest first): ``proposal: proposal 12 was already approved by Dana at 2026-12-02T11:00:00+00:00
    (action 13)``, the action an approval decided (its ``ProposalApproved``'s ``action``: the number the desk, the
    proposal list and the history's ``approved as action 13`` give), a rejection's own action; without a deciding
    event (a record that no longer shows it), ``proposal 12 was decided already``."""
    last = None
    for ev in events:
        if getattr(ev, "kind", None) in DECIDED and str((ev.detail or {}).get("proposal")) == pid:
            last = ev
    if last is None:
        return AlreadyDecided("proposal", f"proposal {pid} was decided already")
    when = last.timestamp.isoformat(timespec="seconds") if hasattr(last.timestamp, "isoformat") else last.timestamp
    who = (last.detail or {}).get("by") or "the store's owner"
    number = (last.detail or {}).get("action") if last.kind == "ProposalApproved" else None
    return AlreadyDecided("proposal", f"proposal {pid} was already {DECIDED[last.kind]} by {who} at {when} "
                          f"(action {number or last.action_id})")


def no_longer_allowed(pid: str, exc: Exception) -> str:
    """The one-line reason proposal ``pid`` is no longer allowed, from the refusal ``exc`` its decision met now
    (the same words at approval, ``NoLongerAllowed``, in the GM's list, ``standing``, and in a rejection's,
    ``ledger.group.words.NO_LONGER``)."""
    from ledger.group.words import NO_LONGER

    return NO_LONGER.format(pid, exc)


def edited(args: dict[str, Any], edits: dict[str, Any], model: Any = None) -> dict[str, dict[str, Any]]:
    """What a GM's ``edits`` changed in a proposal's ``args`` (argument name -> value), as the approval records it:
    ``{"dice": {"before": [4, 4], "after": [5, 5]}}``, in the order of ``edits``. With ``model`` (the command's
    argument model, ``rules.system.CommandSpec.args``) both sides are read as the model reads them (``plus-one`` is
    ``plus_one``), else compared as given; a list typed as text where a list was
    proposed is read as its comma-separated items (``"5,5"`` -> ``[5, 5]``); an edit giving the value already
    proposed is left out. Empty when nothing changed. Source: design.md "People, roles and hidden information" (the GM
    approves, edits or rejects; how a proposal was decided is on record)."""
    before, after = _read_as_rules(model, args), _read_as_rules(model, {**args, **edits})
    keys = list(_read_as_rules(model, edits, dump=False)) if model is not None else list(edits)
    out = {}
    for k in keys:
        was, now = before.get(k), after.get(k)
        if isinstance(was, list) and isinstance(now, str):       # a list typed as text (``5,5``): its items
            now = [int(x) if x.strip().lstrip("-").isdigit() else x.strip() for x in now.split(",") if x.strip()]
        if was != now:
            out[k] = {"before": was, "after": now}
    return out


def _read_as_rules(model: Any, args: dict[str, Any], dump: bool = True) -> dict[str, Any]:
    """``args`` with their keys spelled as ``model`` names them and (``dump``) their values as it reads them
    (JSON-shaped); as given where the model cannot read them (no model, or values it refuses)."""
    if model is None:
        return dict(args)
    from rules.args import canonical_args

    spelled = canonical_args(model, args)
    if not dump:
        return spelled
    try:
        read = model.model_validate(spelled).model_dump(mode="json", by_alias=True)
    except Exception:                                     # noqa: BLE001 - shown as given when unreadable
        return spelled
    return {k: read.get(k, v) for k, v in spelled.items()}


def check_allowed(state: dict[str, Any], found: dict[str, Any], system_id: str | None = None) -> None:
    """The checks an approval makes of pending proposal ``found`` (``ledger.group.table`` shape) of a campaign of
    system ``system_id`` before deciding it: its proposer may still act as its actor (``may_act``, with the
    system's ``owner_of``: a character belonging to one the proposer plays; a proposed undo is its own
    correction's check). Raises ``Refused``."""
    from ledger.group.permissions import may_act
    from rules import get_system

    if found["command"] != "undo":
        may_act(state, found["by"], found["actor"], get_system(system_id).owner_of if system_id else None)


def standing(state: dict[str, Any], system_id: str, actions: int, pid: str, found: dict[str, Any]) -> str | None:
    """Why pending proposal ``pid`` (``found``) of a campaign (folded ``state`` of system ``system_id`` with
    ``actions`` actions) would be refused if approved now, unedited, as one English line (``no_longer_allowed``),
    or None when it would be decided (``refused_now``)."""
    exc = refused_now(state, system_id, actions, found)
    return None if exc is None else no_longer_allowed(pid, exc)


def refused_now(state: dict[str, Any], system_id: str, actions: int, found: dict[str, Any]) -> RuleError | None:
    """The refusal pending proposal ``found`` of a campaign (folded ``state`` of system ``system_id`` with
    ``actions`` actions) would meet if approved now, unedited, or None when it would be decided: the checks of
    ``check_allowed`` and the rules' decision (``ledger.service.drafting.draft_action``, what the approval records),
    nothing recorded. A proposed undo is not tried (its correction reads the record): None."""
    from ledger.service.drafting import draft_action

    if found["command"] == "undo":
        return None
    try:
        check_allowed(state, found, system_id)
        draft_action(state, system_id, actions, found["command"], dict(found["args"]), found["actor"],
                     seed=found["seed"], by=found["by"])
    except (Refused, RuleError) as exc:
        return exc
    return None


def refusal_parts(exc: RuleError) -> dict[str, str]:
    """A refusal as a rejection records it (``{"field", "message"}``, the rules' English parts), so every reader
    words it in their own language (``ledger.group.words.rejection``). Source: design.md "People, roles and hidden
    information" (how a proposal was decided is on record)."""
    return {"field": exc.field, "message": exc.message}


def reject_stale(app: Any, camp: Any, reason: str | None, by: str | None) -> None:
    """Reject on ``camp`` (in memory; ``app`` records nothing yet) every pending proposal its state no longer allows
    (``refused_now``), oldest first, each with ``reason`` or, when None, its own refusal recorded as data
    (``refusal_parts``: worded when read, in the reader's language), as GM ``by``. Raises
    ``Refused`` (not a GM), ``LedgerError("proposal")`` when none is stale, ``RuleError("reason")``."""
    from ledger.group.permissions import may_run_table
    from ledger.service.acting import apply

    may_run_table(camp.state, by, "reject")
    found = ((camp.state.get("table") or {}).get("proposals") or {})
    stale = {pid: why for pid, v in found.items() if v.get("status") == "pending"
             and (why := refused_now(camp.state, camp.system, camp.actions, v)) is not None}
    if not stale:
        raise LedgerError("proposal", "no pending proposal is refused by the state now; nothing to reject")
    for pid, why in sorted(stale.items(), key=lambda kv: int(kv[0]) if kv[0].isdigit() else 0):
        said = {"reason": reason} if reason else {"refused": refusal_parts(why)}
        apply(app, camp, "reject", {"proposal": pid, **said}, None, by=by)


def proposal_reasons(ledger: Any, name: str | None, by: Any, pids: Any) -> dict[str, str | None]:
    """Proposal id -> the reason its proposer gave (its proposing action's), for the proposals ``pids`` of campaign
    ``name``, as ``by`` (a ``Person``) may read the history: a proposal hidden from them is left out, and a sealed
    proposal's reason stays sealed from the other side (``ledger.projections.rows``' rule, on these rows alone).
    Only the proposals' own events are read: a proposal's id is its proposing action's number, found by a binary
    search over the stored versions (``LedgerApp.first_version``), then that action's few events. Raises
    ``Refused`` (someone not in the campaign)."""
    from ledger.aggregates.stored import campaign_id
    from ledger.group.visibility import rows_for, unsealed
    from ledger.projections.rows import Marks, iter_rows
    from ledger.store.event_pages import raw_events
    from rules import get_system

    camp = ledger.now(name)
    reader = None if by is None or by.owner else ledger.visible(camp.name, by)
    system = get_system(camp.system)
    app, cid = ledger.app, campaign_id(camp.name)
    events: list[Any] = []
    for number in sorted({int(p) for p in pids if str(p).isdigit() and 1 <= int(p) <= camp.actions}):
        first = app.first_version(cid, number, camp.version)
        for ev in raw_events(app, cid, gt=first - 1, page=4):         # the action's events: one, for a proposal
            if ev.action_id != number:
                break
            events.append(ev)
    rows = iter_rows(events, Marks(), system, state=camp.state,
                     unsealed=None if reader is None else unsealed(system, camp.state, reader))
    if reader is not None:
        rows = rows_for(rows, reader)
    return {str(r["action"]): r.get("reason") for r in rows if r["command"] == "propose"}


def edits_taken(command: str, system_id: str, edits: dict[str, Any]) -> None:
    """Refuse an edit naming an argument ``command`` (of system ``system_id``) does not take, as an input error
    naming it (not as a proposal the state no longer allows), listing the arguments it takes but the command line's
    preview switches (``rules.args.preview_fields``: ``--odds`` is no edit). A correction's arguments are its own
    check's."""
    names = arg_names(command, system_id)
    for key in edits:
        if names and key not in names and key.replace("-", "_") not in names and key.replace("_", "-") not in names:
            from rules import get_system

            spec = get_system(system_id).commands[command]
            from rules.args import preview_fields, typed_names

            shown = [n for n in typed_names(spec.args) if n.replace("-", "_") not in preview_fields(spec.args)]
            raise LedgerError(key[:60], f"unknown argument of {command}; allowed: {', '.join(shown)}")  # no --odds


def arg_model(command: str, system_id: str) -> Any:
    """The argument model of ``command`` in system ``system_id`` (None for a correction)."""
    from rules import get_system

    spec = get_system(system_id).commands.get(command)
    return None if spec is None else spec.args


def arg_names(command: str, system_id: str) -> set[str]:
    """The argument names (and aliases) of ``command`` in system ``system_id`` (empty for a correction)."""
    from rules import get_system

    spec = get_system(system_id).commands.get(command)
    if spec is None:
        return set()
    return {n for name, f in spec.args.model_fields.items() for n in (name, f.alias) if n}


def no_sealed_edit(camp: Any, found: dict[str, Any], edits: dict[str, Any]) -> None:
    """Refuse an approval's edit of an argument the system seals (a side's conflict script: the GM approves it blind,
    so an edit would rewrite what nobody on that side is shown changed). Raises ``Refused`` (rule ``sealed``, one
    rule with ``ledger.service.sealed_records``) naming the argument.
    Source: design.md "People, roles and hidden information"; seed 004 "Siempre se elige en secreto"."""
    from ledger.group.visibility import sealed_arguments
    from rules import get_system

    from ledger.group.permissions import refuse

    hidden = sorted(set(edits) & sealed_arguments(get_system(camp.system), found["args"], camp.state))
    if hidden:                                  # who may do what: refused (403), as an amend of the record would be
        raise refuse(camp.state, "sealed", "sealed until its reveal: a GM approves a side's script as proposed or "
                     "rejects it with a reason, never rewrites it", field=hidden[0])


def edit_as_typed(field: str, command: str, system_id: str, edits: dict[str, Any]) -> str | None:
    """The key of ``edits`` (as the GM typed it: ``plus-one``) naming argument ``field`` of ``command`` (as its
    model or the rules name it: ``plus_one``; ``rules.args.canonical_args`` folds the spellings), or None when
    no edit names it (the refusal is then the state's, not the edit's)."""
    model = arg_model(command, system_id)
    if model is None:
        return field if field in edits else None
    from rules.args import canonical_args

    def spelled(key: str) -> str:
        return next(iter(canonical_args(model, {key: 0})), key)

    return next((key for key in edits if spelled(key) == spelled(field)), None)


def edits_checked(command: str, system_id: str, args: dict[str, Any], edits: dict[str, Any]) -> None:
    """Check a GM's ``edits`` over a proposal's ``args`` with ``command``'s argument model, as the command is checked
    when given (``rules.decide``: the model reads the arguments before the rules run), before the state's own
    checks: an edit the model refuses (a text where a list of picks is taken, a word where a whole number is) is
    an input error naming the edit as typed (``RuleError(KEY)``: 422, nothing written), never a proposal the
    state no longer allows. A correction's proposal (no model) is its own check's. Source: design.md "People, roles
    and hidden information" (the GM approves, edits or rejects a proposal)."""
    model = arg_model(command, system_id)
    if model is None or not edits:
        return
    from pydantic import ValidationError

    from rules.args import canonical_args, taken_names, validation_error

    try:
        model.model_validate(canonical_args(model, {**args, **edits}))
    except ValidationError as exc:
        err = validation_error(exc, allowed=taken_names(model, previews=False), model=model)   # --odds is no edit
        typed = edit_as_typed(err.field, command, system_id, edits)
        if typed is not None:
            raise RuleError(typed, err.message) from None
