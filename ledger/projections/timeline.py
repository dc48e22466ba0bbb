"""The effective timeline of a campaign, and deciding actions again: the engine of undo, redo and amend.

Source: README "Correcting mistakes and reviewing the past" and design.md "Undo". The campaign state is the fold of the actions that are
not undone, each with its *effective* events (the last recorded for it: its own, or those an amend or
redo revised). An action *depends* on an earlier one when, decided again from its recorded inputs
against the state without that one, it is refused or records different changes. Pure: works on event
objects and plain dicts; storage is the caller's.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from ledger.errors import DivergenceError
from ledger.aggregates.changes import apply_changes, clone
from rules.errors import RuleError

if TYPE_CHECKING:
    from rules.system import GameSystem

CORRECTIONS = ("undo", "redo", "amend")


@dataclass
class Act:
    """One play action of the timeline: its number, command, actor, recorded inputs (``None`` for an
    action recorded before inputs were kept), reason, effective events (``[{"kind", "cause", "changes",
    "detail"}]``), whether it is in force (not undone), and the actions of the undo in force over it."""

    id: int
    command: str
    actor: str
    inputs: dict[str, Any] | None
    reason: str | None
    specs: list[dict[str, Any]] = field(default_factory=list)
    active: bool = True
    undone_with: list[int] = field(default_factory=list)


def spec_dict(ev: Any) -> dict[str, Any]:
    """The effective-event dict of a recorded event (or an ``EventSpec``)."""
    return {"kind": ev.kind, "cause": ev.cause, "changes": ev.changes, "detail": ev.detail}


def collect(events: Iterable[Any], since: int = 0) -> dict[int, Act]:
    """The play actions numbered ``since`` or later, from campaign events in order (a slice from the
    first event of action ``since`` to the end is enough), with undo, redo and amend applied."""
    acts: dict[int, Act] = {}
    for ev in events:
        if not hasattr(ev, "action_id") or ev.action_id < since:
            continue
        if hasattr(ev, "kind"):
            act = acts.get(ev.action_id)
            if act is None:
                act = acts[ev.action_id] = Act(ev.action_id, ev.action, ev.actor, ev.inputs, ev.reason)
            act.specs.append(spec_dict(ev))
            continue
        for n in ev.undone:
            if n in acts:
                acts[n].active = False
                acts[n].undone_with = list(ev.undone)
        for n in ev.redone:
            if n in acts:
                acts[n].active = True
        for key, given in ev.inputs.items():
            if int(key) in acts:
                acts[int(key)].inputs = given
        for key, specs in ev.revised.items():
            if int(key) in acts:
                acts[int(key)].specs = specs
    return acts


def effective_records(events: Iterable[Any], upto: int | None = None) -> list[dict[str, Any]]:
    """A campaign's effective events (undone actions left out, amended ones as decided again), oldest first, as
    plain dicts ``{"action", "actor", "command", "kind", "cause", "detail", "changes"}``, up to action ``upto`` in
    the timeline as corrected now when given: what a read rebuilt from events takes (``rules.declaration.Read``)."""
    acts = collect(events)
    return [{"action": act.id, "actor": act.actor, "command": act.command, "kind": spec["kind"], "cause": spec["cause"],
             "detail": spec["detail"], "changes": spec["changes"]}
            for act in sorted(acts.values(), key=lambda a: a.id)
            if act.active and (upto is None or act.id <= upto) for spec in act.specs]


def inverse(changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The changes that take a state back: each ``before``/``after`` swapped, in reverse order (a key that
    held None before the change is put back holding None, not removed)."""
    out = []
    for ch in reversed(changes):
        back = {"path": ch["path"], "before": ch["after"], "after": ch["before"], "delta": None}
        if ch.get("present"):
            back["keep"] = True
        out.append(back)
    return out


def rewind(state: dict[str, Any], acts: Iterable[Act]) -> dict[str, Any]:
    """A copy of ``state`` with the effective events of the active ``acts`` taken back, latest first.

    Raises ``DivergenceError`` when a recorded value does not match (a damaged store).
    """
    out = clone(state)
    for act in sorted((a for a in acts if a.active), key=lambda a: a.id, reverse=True):
        for spec in reversed(act.specs):
            apply_changes(out, inverse(spec["changes"]))
    return out


def diff(before: Any, after: Any, path: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """The changes (``{"path", "before", "after", "delta"}``) that turn ``before`` into ``after``.

    Dicts are compared key by key. A dict is replaced whole when it holds a None value (a None written at
    a path deletes the key, so it could not be told apart) or when key by key would not give its order
    (a key added back lands last; the roster's order is the order of creation). Anything else is
    compared as a value.
    """
    if before == after and (not isinstance(before, dict) or list(before) == list(after)):
        return []
    both_dicts = isinstance(before, dict) and isinstance(after, dict)
    if both_dicts and path:
        kept = [k for k in before if k in after] + [k for k in after if k not in before]
        both_dicts = kept == list(after) and None not in before.values() and None not in after.values()
    if both_dicts:
        out: list[dict[str, Any]] = []
        for key in list(before) + [k for k in after if k not in before]:
            if before.get(key) is None and after.get(key) is None and (key in before) != (key in after):
                # the key holds None on one side only (a top-level key; deeper dicts are replaced whole)
                change = {"path": [*path, key], "before": None, "after": None, "delta": None}
                if key in after:
                    change["keep"] = True
                out.append(change)
                continue
            changes = diff(before.get(key), after.get(key), (*path, key))
            if key in after and after[key] is None:       # the key stays, holding None: not deleted
                for change in changes:
                    change["keep"] = True
            out += changes
        return out
    from rules.draft import delta_of

    return [{"path": list(path), "before": copy.deepcopy(before), "after": copy.deepcopy(after),
             "delta": delta_of(before, after)}]


def normal(specs: list[Any]) -> list[dict[str, Any]]:
    """Drafted specs as stored JSON would give them back (tuples as lists)."""
    return orjson.loads(orjson.dumps([spec_dict(s) if not isinstance(s, dict) else s for s in specs]))


def decision(specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What an action decided, for comparing two decisions: its events without the marks that only say how
    to take a change back (``present``), which depend on how the state holds an absent value."""
    return [dict(spec, changes=[{k: v for k, v in ch.items() if k not in ("present", "keep")} for ch in spec["changes"]])
            for spec in specs]


@dataclass
class Outcome:
    """What deciding one action again gave: ``status`` ``"same"``, ``"changed"`` or ``"refused"``, the new
    effective events (when not refused) and the refusal; ``words`` the refusal's pieces a system words from its own
    record (``RuleError.words``: English piece -> a function of a language code), kept so a correction that names
    the refusal words them too."""

    act: Act
    status: str
    specs: list[dict[str, Any]] | None = None
    error: str | None = None
    words: dict[str, Any] = field(default_factory=dict)


def decide_again(system: GameSystem, state: dict[str, Any], act: Act,
                 inputs: dict[str, Any] | None = None) -> tuple[Outcome, dict[str, Any]]:
    """Decide ``act`` again against ``state`` from its recorded inputs (or ``inputs``); returns the outcome
    and the state after it (``state`` itself when refused).

    An action recorded without inputs cannot be decided again: it counts as ``"same"`` when its
    recorded changes still apply (each ``before`` matches) and as refused otherwise; so is a group action
    (``ledger.group.COMMANDS``: its changes lie under the state's ``table`` part, which no system decides).
    """
    from ledger.group import COMMANDS as GROUP

    given = inputs if inputs is not None else act.inputs
    if given is None or (act.command in GROUP and act.command not in system.commands):
        trial = clone(state)
        try:
            for spec in act.specs:
                apply_changes(trial, spec["changes"])
        except DivergenceError as exc:
            return Outcome(act, "refused", error=f"recorded before inputs were kept, and its changes no longer apply ({exc})"), state
        return Outcome(act, "same", act.specs), trial
    try:
        from rules.decide import decide          # here: reading the timeline needs no rules machinery
        from rules.declaration import Context

        specs, after = decide(system, state, act.command, dict(given.get("args") or {}),
                              Context(act.actor, act.id, given.get("seed")))
    except RuleError as exc:
        return Outcome(act, "refused", error=str(exc), words=exc.words), state
    new = normal(specs or [])
    if not new:
        return Outcome(act, "refused", error=f"command: '{act.command}' would change nothing now"), state
    return Outcome(act, "same" if decision(new) == decision(normal(act.specs)) else "changed", new), after


def run_forward(system: GameSystem, state: dict[str, Any], acts: list[Act], *, strict: bool,
                skip: set[int] = frozenset(), inputs: dict[int, dict[str, Any]] | None = None
                ) -> tuple[dict[str, Any], list[Outcome], list[Outcome]]:
    """Decide each active act of ``acts`` (in order, not in ``skip``) again from ``state``, with the corrected
    ``inputs`` of some of them.

    Returns (final state, outcomes of the acts whose events changed and were kept, outcomes of the acts
    that fall: refused, or with ``strict`` also changed). A fallen act is left out of the state, as an
    undo of it would (so the list is what a cascade undoes).
    """
    kept: list[Outcome] = []
    fallen: list[Outcome] = []
    for act in acts:
        if not act.active or act.id in skip:
            continue
        outcome, after = decide_again(system, state, act, (inputs or {}).get(act.id))
        if outcome.status == "refused" or (strict and outcome.status == "changed"):
            fallen.append(outcome)
            continue
        if outcome.status == "changed":
            kept.append(outcome)
        state = after
    return state, kept, fallen
