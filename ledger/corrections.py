"""Undo, redo and amend: corrections recorded as new events, never by deleting or rewriting.

Source: README "Correcting mistakes and reviewing the past" and design.md "Undo". Each works on a loaded (or replaying) campaign in
memory: it finds the actions from the target on, takes their effective events back off the state,
decides the later ones again from their recorded inputs (``ledger.projections.timeline``) and records one
``Corrected`` event carrying the net change. The caller saves (or, for a dry run, does not).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ledger.correction_hints import dependents as _dependents, act_named as _label, redo_refusal, undo_redecide
from ledger.errors import LedgerError
from ledger.inputs import to_range
from ledger.action_numbers import action_number, action_numbers, out_of_range
from ledger.projections.timeline import Act, Outcome, collect, decide_again, diff, rewind, run_forward
from rules import get_system

#: Arguments of the correction commands themselves (the rest of an amend's arguments are the target's).
OWN = ("action", "to", "cascade", "redecide", "reason", "dry_run", "and")


@dataclass
class Report:
    """What a correction did (or, dry, would do): the new action's number (None when dry), the target,
    the actions undone, redone and revised (``{id: (old events, new events)}``), and the refusals met."""

    command: str
    target: int
    action: int | None = None
    undone: list[int] = field(default_factory=list)
    redone: list[int] = field(default_factory=list)
    revised: dict[int, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = field(default_factory=dict)
    refused: dict[int, str] = field(default_factory=dict)
    commands: dict[int, str] = field(default_factory=dict)
    words: dict[str, Any] = field(default_factory=dict)


def event_slice(app: Any, camp: Any, first: int) -> list[Any]:
    """The campaign's events from the first event of action ``first`` to the end, stored and pending."""
    pending = list(camp.pending_events)
    stored_top = camp.version - len(pending)
    start = app.first_version(camp.id, first, stored_top)
    stored = list(app.events.get(camp.id, gt=start - 1, lte=stored_top)) if start <= stored_top else []
    return stored + pending


def _target(app: Any, camp: Any, number: int, verb: str) -> dict[int, Act]:
    """The acts from action ``number`` on; refuses a number that is no play action."""
    if number < 1 or number > camp.actions:
        raise out_of_range(number, camp.actions)
    events = event_slice(app, camp, number)
    acts = collect(events, since=number)
    if number not in acts:
        first = next((ev for ev in events if getattr(ev, "action_id", None) == number), None)
        raise LedgerError("action", taking_back(number, first, verb))
    return acts


def taking_back(number: int, event: Any, verb: str) -> str:
    """The refusal of an ``undo`` or a ``redo`` (``verb``) of action ``number``, itself a correction (``event``: its
    ``Campaign.Corrected`` event, or None when unread), naming the way to take that correction back: an amend by
    amending its action again with the inputs it had before, an undo by a redo of its action, a redo by an undo of
    it. Source: README "Correcting mistakes and reviewing the past" (a correction cannot be undone; ``redo`` takes
    an undo back)."""
    kind, target = getattr(event, "command", None), getattr(event, "target", None)
    undone = list(getattr(event, "undone", None) or [])
    if kind == "amend":
        return (f"action {number} is itself a correction (an amend of action {target}); to take it back, amend action "
                f"{target} again with the inputs it had before: ledger amend {target} --ARGUMENT VALUE")
    if kind == "undo" and target in undone:
        return (f"action {number} is itself a correction (an undo of action {target}); to take it back: "
                f"ledger redo {target}")
    if kind == "redo":
        return (f"action {number} is itself a correction (a redo of action {target}); to take it back: "
                f"ledger undo {target}")
    return f"action {number} is itself a correction; {verb} the action it corrected instead"


def _words(fallen: list[Outcome]) -> dict[str, Any]:
    """The pieces the refusals of ``fallen`` word from their system's record (``Outcome.words``), one map for an
    error or a report naming them all (``RuleError.words``)."""
    return {k: v for o in fallen for k, v in o.words.items()}


def undo(app: Any, camp: Any, target: int | None, *, to: int | None = None, cascade: bool = False,
         redecide: bool = False, dry_run: bool = False, reason: str | None = None, actor: str = "GM",
         by: str | None = None, approver: str | None = None) -> Report:
    """Undo action ``target`` (or, with ``to``, every action after ``to``) on ``camp`` in memory.

    A later action that depends on the target (decided again without it, refused or different) makes the
    undo refused, naming them and every way on (``amend``, ``--redecide`` when it would work, ``--cascade``),
    unless ``cascade`` undoes them too. With ``redecide`` a later action that only records different changes
    keeps them, decided again (as an amend does); only the refused ones depend. With ``dry_run`` nothing is
    recorded and nothing refused for its dependents: the report lists what would be undone and revised, as an
    amend's dry run does. Raises ``LedgerError("action")``.
    """
    system = get_system(camp.system)
    if to is not None:
        if target is not None:
            raise LedgerError("action", "give an action to undo or --to ACTION, not both")
        if to < 0 or to >= camp.actions:
            raise LedgerError("to", to_range(camp.actions))
        acts = collect(event_slice(app, camp, to + 1), since=to + 1)
        undone = [a.id for a in sorted(acts.values(), key=lambda a: a.id) if a.active]
        if not undone:
            raise LedgerError("to", f"no action after {to} is in force; nothing to undo")
        new_state = rewind(camp.state, acts.values())
        report = Report("undo", to, undone=undone, commands={a.id: a.command for a in acts.values()})
    else:
        if target is None:
            raise LedgerError("action", "name the action to undo (its number in ledger history), or --to ACTION")
        acts = _target(app, camp, target, "undo")
        act = acts[target]
        if not act.active:
            raise LedgerError("action", f"action {_label(act)} is already undone; take the undo back with: ledger redo {target}")
        later = [a for a in sorted(acts.values(), key=lambda a: a.id) if a.id > target]
        base = rewind(camp.state, acts.values())
        new_state, kept, fallen = run_forward(system, base, later, strict=not redecide)
        if fallen and not cascade and not dry_run:
            spec = system.commands.get(act.command)
            hints = [f"correct it instead: ledger amend {target} --ARGUMENT VALUE"] if spec and spec.args.model_fields else []
            hint = None if redecide else undo_redecide(system, base, later, fallen)
            hints += [hint] if hint else []
            hints.append("undo it too with --cascade" if len(fallen) == 1 else f"undo all {len(fallen)} with --cascade")
            raise LedgerError("action", f"later actions depend on action {_label(act)}: {_dependents(fallen)}; "
                                        + ", or ".join(hints), _words(fallen))
        report = Report("undo", target, undone=[target] + [o.act.id for o in fallen],
                        refused={o.act.id: o.error or "records different changes" for o in fallen},
                        commands={a.id: a.command for a in acts.values()}, words=_words(fallen))
        for o in kept:
            report.revised[o.act.id] = (o.act.specs, o.specs or [])
    if dry_run:
        return report
    revised = {str(n): new for n, (_, new) in report.revised.items()}
    report.action = camp.record_correction(actor, "undo", report.target, diff(camp.state, new_state), reason=reason,
                                           undone=report.undone, revised=revised, by=by, approver=approver)
    return report


def redo(app: Any, camp: Any, target: int, *, cascade: bool = False, redecide: bool = False, dry_run: bool = False,
         reason: str | None = None, actor: str = "GM", by: str | None = None, approver: str | None = None) -> Report:
    """Take back the undo in force over action ``target``: every action that undo undid (the target and
    those cascaded with it) is decided again at its place, and every later action after them; a later
    action that would change makes the redo refused (naming every way on: ``--redecide`` when it would work,
    ``--cascade``) unless ``cascade`` undoes it (with ``redecide``, only a refused one counts: one that records
    different changes keeps them). With ``dry_run`` nothing is recorded and the report lists what would be
    redone, undone and revised. Raises ``LedgerError("action")``."""
    system = get_system(camp.system)
    acts = _target(app, camp, target, "redo")
    act = acts[target]
    if act.active:
        raise LedgerError("action", f"action {_label(act)} is not undone; only an undone action can be redone")
    start = min([target, *act.undone_with])
    if start < target:
        acts = collect(event_slice(app, camp, start), since=start)
    group = sorted({n for n in [target, *act.undone_with] if n in acts and not acts[n].active})
    report = Report("redo", target, redone=group, commands={a.id: a.command for a in acts.values()})
    state, revised, fallen = _redo_forward(system, camp.state, acts, group, redecide, report)
    if fallen and not cascade and not dry_run:
        def redecided() -> tuple[list[Outcome], list[Outcome]]:
            _, again, still = _redo_forward(system, camp.state, acts, group, True, Report("redo", target))
            return [o for o in fallen if str(o.act.id) in again], still
        raise LedgerError("action", redo_refusal(act, fallen, redecided), _words(fallen))
    report.undone = [o.act.id for o in fallen]
    report.refused = {o.act.id: o.error or "records different changes" for o in fallen}
    report.words = _words(fallen)
    if not dry_run:
        report.action = camp.record_correction(actor, "redo", target, diff(camp.state, state), reason=reason,
                                               redone=group, undone=report.undone, revised=revised, by=by,
                                               approver=approver)
    return report


def _redo_forward(system: Any, now: dict[str, Any], acts: dict[int, Act], group: list[int], redecide: bool,
                  report: Report) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]], list[Outcome]]:
    """Decide a redo's ``group`` again at its place and every active later action after it, from the state ``now``
    rewound over ``acts``: (the state after, the revised actions' new events keyed by number, the later actions
    that fall: refused, or changed unless ``redecide``). Fills ``report.revised``. Raises ``LedgerError("action")``
    when an action of the group itself is refused now."""
    state = rewind(now, acts.values())
    revised: dict[str, list[dict[str, Any]]] = {}
    fallen: list[Outcome] = []
    for later in sorted(acts.values(), key=lambda a: a.id):
        if later.id in group:
            outcome, state = decide_again(system, state, later, later.inputs) if later.inputs is not None else \
                decide_again(system, state, later)
            if outcome.status == "refused":
                raise LedgerError("action", f"action {_label(later)} cannot be redone now: {outcome.error}",
                                  outcome.words)
        elif later.active:
            outcome, after = decide_again(system, state, later)
            if not (outcome.status == "same" or (redecide and outcome.status == "changed")):
                fallen.append(outcome)
                continue
            state = after
        else:
            continue
        if outcome.status == "changed":
            revised[str(later.id)] = outcome.specs or []
            report.revised[later.id] = (later.specs, outcome.specs or [])
    return state, revised, fallen


def merged_args(recorded: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """An amended action's arguments: the recorded ones with ``given`` on top. Typed-in ``dice`` replace a
    recorded ``seed`` and a ``seed`` replaces recorded ``dice`` (the two ways of rolling, ``rules.dice``)."""
    args = dict(recorded)
    if "dice" in given:
        args.pop("seed", None)
    if "seed" in given:
        args.pop("dice", None)
    args.update(given)
    return args


def _amended_inputs(system: Any, act: Act, given: dict[str, Any]) -> dict[str, Any]:
    """The inputs action ``act`` is decided again with when amended with the arguments ``given``. Raises
    ``LedgerError("action")`` for an action that cannot be amended, or the rules' ``RuleError`` (a bad argument)."""
    from rules.system import canonical_args

    from ledger.group import COMMANDS as GROUP

    if not act.active:
        raise LedgerError("action", f"action {_label(act)} is undone; redo it first (ledger redo {act.id})")
    if act.inputs is None:
        raise LedgerError("action", f"action {_label(act)} was recorded before inputs were kept and cannot be decided again")
    if act.command in GROUP and act.command not in system.commands:
        from ledger.group.seating import not_amendable

        raise LedgerError("action", not_amendable(_label(act), act.command))
    spec = system.commands.get(act.command)
    if not given:
        names = [f"--{(f.alias or n).replace('_', '-')}" for n, f in spec.args.model_fields.items()] if spec else []
        raise LedgerError("action", f"give the arguments of '{act.command}' to correct (" +
                          (", ".join(names) if names else "it takes none; undo it instead") + ")")
    if spec is not None:
        given = canonical_args(spec.args, given)
    return {**act.inputs, "args": merged_args(act.inputs.get("args") or {}, given), "seed": act.inputs.get("seed")}


def amend(app: Any, camp: Any, corrections: dict[int, dict[str, Any]], *, cascade: bool = False, dry_run: bool = False,
          reason: str | None = None, actor: str = "GM", by: str | None = None, approver: str | None = None) -> Report:
    """Correct the inputs of one or more actions (``{action: arguments of its command}``): each and every
    action after the first is decided again, the corrected ones with their new arguments (so a roll and
    the resolve its new tier needs are corrected together). A later action that becomes illegal makes
    the amend refused, naming it, unless ``cascade`` undoes it. With ``dry_run`` nothing is recorded.
    The later actions are read one at a time (``ledger.later_actions``: memory flat in the campaign's size, but
    for what the correction itself records). Raises ``LedgerError`` or the rules' ``RuleError`` (a bad argument
    for a corrected command)."""
    from ledger.later_actions import LaterActions

    system = get_system(camp.system)
    first = min(corrections)

    def correction(number: int) -> LedgerError:
        if number < 1 or number > camp.actions:
            return out_of_range(number, camp.actions)
        return LedgerError("action", f"action {number} is itself a correction; amend the action it corrected instead")

    if first < 1 or first > camp.actions:
        raise correction(first)
    later = LaterActions(app, camp, first)
    inputs: dict[int, dict[str, Any]] = {}
    commands: dict[int, str] = {}

    def checked(acts: Any) -> Any:            # each corrected action's inputs made as the stream reaches it
        waiting = sorted(corrections)
        for act in acts:
            while waiting and waiting[0] < act.id:
                raise correction(waiting[0])
            if waiting and waiting[0] == act.id:
                inputs[act.id] = _amended_inputs(system, act, corrections[waiting.pop(0)])
                commands[act.id] = act.command
            yield act
        if waiting:
            raise correction(waiting[0])

    acts = checked(later.acts())
    head = next(acts, None)                   # the first corrected action checked before the state is rewound
    base = later.rewound()
    new_state, kept, fallen = run_forward(system, base, _chain(head, acts), strict=False, inputs=inputs)
    for o in fallen:
        if o.act.id in inputs:                              # a corrected action itself refused: a bad argument
            from rules.errors import RuleError

            field, _, message = (o.error or "").partition(": ")
            raise RuleError(field or "action", f"{message} (action {o.act.id})" if len(inputs) > 1 else message or "refused",
                            o.words)
    if not kept and not fallen:
        raise LedgerError("action", unchanged(sorted(inputs), commands))
    if fallen and not cascade and not dry_run:
        first_fallen = fallen[0]
        field = (first_fallen.error or "").partition(": ")[0] if first_fallen.status == "refused" else ""
        given = " ".join(f"--{k.replace('_', '-')} ..." for k in corrections[first])
        fix = (f"correct it in the same amend: ledger amend {first} {given} --and {first_fallen.act.id} "
               f"--{field.replace('_', '-') if field and field != 'phase' else 'ARGUMENT'} ...")
        undo_them = "undo it with --cascade" if len(fallen) == 1 else f"undo the {len(fallen)} with --cascade"
        raise LedgerError("action", f"after this amend, later actions would be refused: {_dependents(fallen)}; {fix}, "
                                    f"or {undo_them}", _words(fallen))
    commands.update({o.act.id: o.act.command for o in (*kept, *fallen)})
    report = Report("amend", first, undone=[o.act.id for o in fallen], refused={o.act.id: o.error or "" for o in fallen},
                    commands=commands, words=_words(fallen))
    revised: dict[str, list[dict[str, Any]]] = {}
    for o in kept:
        revised[str(o.act.id)] = o.specs or []
        report.revised[o.act.id] = (o.act.specs, o.specs or [])
    if not dry_run:
        report.action = camp.record_correction(actor, "amend", first, diff(camp.state, new_state), reason=reason,
                                               inputs={str(k): v for k, v in inputs.items()}, revised=revised,
                                               undone=report.undone, by=by, approver=approver)
    return report


def unchanged(numbers: list[int], commands: dict[int, str]) -> str:
    """The refusal of an amend that changes nothing (``numbers``: the actions it corrects, ``commands`` their
    commands): each decides again exactly as recorded, so no later action changes either and nothing would be
    recorded but the correction itself. Source: README "Correcting mistakes and reviewing the past" (a correction is a new event: one
    that corrects nothing is refused, as an undo of an undone action is)."""
    if len(numbers) == 1:
        return f"nothing to change: action {numbers[0]} ({commands[numbers[0]]}) already has the inputs given"
    return f"nothing to change: actions {', '.join(map(str, numbers))} already have the inputs given"


def _chain(head: Any, rest: Any) -> Any:
    if head is not None:
        yield head
    yield from rest


def apply_correction(app: Any, camp: Any, command: str, args: dict[str, Any], actor: str,
                     reason: str | None = None, by: str | None = None, approver: str | None = None) -> Report:
    """Run an ``undo``, ``redo`` or ``amend`` given as command arguments (a script entry or a Python call):
    ``action``, ``to``, ``cascade``, ``reason``; an amend's other arguments are the target's. ``by``: the person
    making it (None: the store's owner), recorded on the correction as an action records its person; ``approver``:
    the GM who approved it as that person's proposal (None: not proposed), as an approved action records them."""
    def number(key: str) -> int | None:
        return action_number(args.get(key), key, camp.actions)

    action_numbers(args, camp.actions)      # before anything reads the store at an action

    cascade = args.get("cascade", False)
    redecide = args.get("redecide", False)
    for key, flag in (("cascade", cascade), ("redecide", redecide)):
        if not isinstance(flag, bool):
            raise LedgerError(key, f"{key} is true or false")
    reason = reason if reason is not None else args.get("reason")
    dry_run = args.get("dry_run", False)
    if not isinstance(dry_run, bool):
        raise LedgerError("dry_run", "dry_run is true or false")
    if command == "undo":
        extra = set(args) - {"action", "to", "cascade", "redecide", "reason", "dry_run"}
        if extra:
            raise LedgerError(sorted(extra)[0], "undo takes action, to, cascade, redecide, dry_run and reason")
        return undo(app, camp, number("action"), to=number("to"), cascade=cascade, redecide=redecide, dry_run=dry_run,
                    reason=reason, actor=actor, by=by, approver=approver)
    target = number("action")
    if target is None:
        raise LedgerError("action", f"name the action to {command} (its number in ledger history)")
    if command == "redo":
        extra = set(args) - {"action", "cascade", "redecide", "reason", "dry_run"}
        if extra:
            raise LedgerError(sorted(extra)[0], "redo takes action, cascade, redecide, dry_run and reason")
        return redo(app, camp, target, cascade=cascade, redecide=redecide, dry_run=dry_run, reason=reason, actor=actor,
                    by=by, approver=approver)
    corrections = {target: {k: v for k, v in args.items() if k not in OWN and k != "and"}}
    more = args.get("and") or []
    if not isinstance(more, list) or not all(isinstance(m, dict) for m in more):
        raise LedgerError("and", "and takes a list of {action: N, argument: value, ...}")
    for extra in more:
        extra = dict(extra)
        number = extra.pop("action", None)
        if not isinstance(number, int) or isinstance(number, bool):
            raise LedgerError("and", "each entry of and names its action: {action: N, ...}")
        if number in corrections:
            raise LedgerError("and", f"action {number} is corrected twice; give its arguments once")
        corrections[number] = extra
    return amend(app, camp, corrections, cascade=cascade, dry_run=bool(args.get("dry_run")), reason=reason, actor=actor,
                 by=by, approver=approver)
