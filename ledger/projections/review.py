"""Reviewing the past: why a value is what it is, and a character's arc across sessions.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``, ``ledger arc NAME``). Pure folds over the
campaign's events; the system's views name the character, the fields and the tracked values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ledger.aggregates.changes import clone
from ledger.projections.event_views import iso_time
from rules.draft import set_path
from rules.errors import RuleError
from rules.names import norm
from rules.system import GameSystem


def character_name(state: dict[str, Any], name: str) -> str:
    """The stored name of character ``name`` (folded match); ``RuleError("character")`` listing them."""
    for known in state.get("characters", {}):
        if norm(known) == norm(name):
            return known
    raise RuleError("character", f"unknown character {name!r}; known: {', '.join(state.get('characters', {})) or 'none yet'}")


def _field_matches(element: Any, wanted: str, system: GameSystem) -> bool:
    term = system.views.term
    return norm(str(element)) == wanted or any(norm(term(str(element), lang)) == wanted for lang in system.languages)


def _find(path: list[str], parts: list[str], system: GameSystem) -> int | None:
    """Where the field's parts (``passive.brawn`` -> two) run in ``path``, or None."""
    for i in range(len(path) - len(parts) + 1):
        if all(_field_matches(path[i + j], parts[j], system) for j in range(len(parts))):
            return i
    return None


def _walk(value: Any, parts: list[str], system: GameSystem) -> tuple[tuple[str, ...], Any] | None:
    """(keys, value) when the field's parts run down from the top of the dict ``value``, else None."""
    keys: list[str] = []
    for part in parts:
        if not isinstance(value, dict):
            return None
        key = next((str(k) for k in value if _field_matches(k, part, system)), None)
        if key is None:
            return None
        keys.append(key)
        value = value[key]
    return tuple(keys), value


def _inside(value: Any, parts: list[str], system: GameSystem) -> tuple[tuple[str, ...], Any] | None:
    """(key path, value) of the first place inside a nested dict where the field's parts run, or None."""
    if not isinstance(value, dict):
        return None
    found = _walk(value, parts, system)
    if found is not None:
        return found
    for key, inner in value.items():
        deeper = _inside(inner, parts, system)
        if deeper is not None:
            return (str(key), *deeper[0]), deeper[1]
    return None


def is_value_of(state: dict[str, Any], system: GameSystem, name: str, field: str) -> bool:
    """Whether ``field`` names a value of character ``name`` in campaign ``state``, as ``why`` reads a field (an id,
    a dotted name, a display name in any of the system's languages): a key of its stored record, of its sheet
    (``views.sheet``), a label of the sheet's rows (``views.sheet_rows``) or a value of its arc (``views.arc``). A
    value no change touched since (0 from the start) is one; a word that is none of these is not."""
    parts = [norm(p) for p in str(field).split(".") if p.strip()] or [norm(field)]
    if _inside((state.get("characters") or {}).get(name), parts, system) is not None:
        return True
    views, wanted = system.views, norm(field)
    for lang in system.languages:
        try:
            sheet = views.sheet(state, name, lang)
            shown = [label for label, _ in views.sheet_rows(sheet, lang)] + list(views.arc(sheet, lang) if views.arc else [])
        except Exception:  # noqa: BLE001 - a sheet the system cannot tell (no such character): the field is no value
            return False
        if _inside(sheet, parts, system) is not None or any(norm(str(label)) == wanted for label in shown):
            return True
    return False


def no_such_value(name: str, field: str, state: dict[str, Any] | None = None) -> Exception:
    """The refusal of a ``why`` whose ``field`` is no value of character ``name``'s (``is_value_of``) or, on the
    CLI's table, one no change touched: ``LedgerError("field")`` naming what is allowed, with ``status`` 404 for a
    web face. Every face refuses with it (CLI, API, pages). Source: README "Using the ledger" (``why NAME FIELD``: a
    value of the sheet). With the campaign's ``state`` the refusal lists the values of the character's record
    (``strength, skills, ...``), as ``why`` finds them."""
    from ledger.errors import LedgerError

    record = ((state or {}).get("characters") or {}).get(name)
    fields = ", ".join(map(str, record)) if isinstance(record, dict) and record else ""
    err = LedgerError("field", f"no recorded change of {str(field)[:60]!r} for {str(name)[:60]}; name a value of "
                      f"its sheet (as its sheet's JSON names them)" + (f": {fields}" if fields else ""))
    err.status = 404                          # an unknown value, as an unknown character or read
    return err


def why(events: Iterable[Any], system: GameSystem, name: str, field: str) -> list[dict[str, Any]]:
    """Every action that changed character ``name``'s ``field``, oldest first: ``WhyFold`` fed ``events`` (a
    campaign's, in order) one at a time (see it for the rows and what counts)."""
    fold = WhyFold(system, name, field)
    for ev in events:
        fold.feed(ev)
    return fold.rows()


def feed_all(folds: list[WhyFold], ev: Any) -> None:
    """Fold one event of a campaign into each of ``folds`` (``WhyFold``s fed the same events), as ``fold.feed(ev)``
    of each does, each change's path read once for all of them (the pips read some ten values of each character)."""
    if not folds or not hasattr(ev, "action_id"):
        return
    for fold in folds:
        fold._head(ev)
    changed = []
    for ch in ev.changes:
        path = [str(p) for p in ch["path"]]
        changed.append((ch, path, set(path[1:])))
    for fold in folds:
        for ch, path, names in changed:
            if fold.name in names:
                fold._change(ev, ch, path)


class WhyFold:
    """The fold behind ``why``: every action that changed character ``name``'s ``field``, oldest first, fed a
    campaign's events in order (``feed``: a domain event, or an object with its attributes, a field its class does
    not have absent) and read at any point (``rows``); a long-running face keeps one and feeds it the events
    recorded since (``ledger.service.kept_whys``).

    ``field`` is a value of the sheet as an id or its display name in any of the system's languages; a
    dotted name (``passive.brawn``) names a value inside another. A change counts when its state path
    holds the character's name and then the field (a change made deeper, inside the field, counts too),
    or when it writes a dict that holds the field (the character's creation). A name found at more than
    one place (a skill's rating and its tally marks, an attribute and a passive value both called
    ``brawn``) lists the changes of each, every row with its ``path``; a dotted name keeps to one.

    Rows: ``action``, ``time``, ``actor``, ``by`` (the person of the group who acted, or None: the store's owner;
    ``ledger.projections.who_acted.who_in`` names them as the history does), ``command``, ``kind``, ``path`` (of the value told), ``before``,
    ``after``, ``cause`` (the event's cause, or the correction), ``reason`` (the action's), ``undone_by`` (the
    undo in force over the action, or None) and ``amended_by`` (corrections that decided it again).
    """

    def __init__(self, system: GameSystem, name: str, field: str) -> None:
        self.system, self.name = system, name
        self.parts = [norm(p) for p in str(field).split(".") if p.strip()] or [norm(field)]
        self.found: list[dict[str, Any]] = []
        self.reasons: dict[int, str | None] = {}             # of the actions with a row only (memory flat)
        self.undone_by: dict[int, int | None] = {}
        self.amended_by: dict[int, list[int]] = {}
        self.current: tuple[int, str | None, str | None] | None = None   # (action, its reason, who) being read

    def rows(self) -> list[dict[str, Any]]:
        """The rows so far (new dicts: the fold goes on), each with its action's reason and corrections."""
        return [{**row, "reason": self.reasons.get(row["action"]), "undone_by": self.undone_by.get(row["action"]),
                 "amended_by": list(self.amended_by.get(row["action"], []))} for row in self.found]

    def feed(self, ev: Any) -> None:
        """Fold one event of the campaign (its creation is passed over)."""
        feed_all([self], ev)

    def _head(self, ev: Any) -> None:
        """Note what one event of an action (not a creation) tells of the action: who, why, what it corrected."""
        if (self.current is None or self.current[0] != ev.action_id) and (
                getattr(ev, "inputs", None) is not None or not hasattr(ev, "kind")):
            inputs = getattr(ev, "inputs", None)
            by = inputs.get("by") if hasattr(ev, "kind") and isinstance(inputs, dict) else getattr(ev, "by", None)
            self.current = (ev.action_id, getattr(ev, "reason", None), by)
        if not hasattr(ev, "kind"):                      # a correction: mark what it undid, redid, decided again
            for n in ev.undone:
                self.undone_by[n] = ev.action_id
            for n in ev.redone:
                self.undone_by[n] = None
            for n in {*map(int, ev.inputs), *map(int, ev.revised)}:
                self.amended_by.setdefault(n, []).append(ev.action_id)

    def _change(self, ev: Any, ch: dict[str, Any], path: list[str]) -> None:
        """One change of ``ev`` at ``path`` (which names the character): a row when it touches the field."""
        rows, parts, system = self.found, self.parts, self.system
        rest = path[path.index(self.name, 1) + 1:]
        at = _find(rest, parts, system)
        if at is not None:
            before, after, told = ch["before"], ch["after"], path
        else:
            found_b = _inside(ch["before"], parts, system)
            found_a = _inside(ch["after"], parts, system)
            found = found_a or found_b
            if found is None:
                return
            before = found_b[1] if found_b and found_b[0] == found[0] else None
            after = found_a[1] if found_a and found_a[0] == found[0] else None
            if before == after:
                return
            told = [*path, *found[0]]
        if ch["before"] is None and ch["after"] == {} and at is not None and len(rest) > at + len(parts):
            return                                        # a container made to hold the value
        last = rows[-1] if rows and rows[-1]["action"] == ev.action_id else None
        if last is not None and last["path"] == told:
            last["after"] = after                         # one row per action and value: first before, last after
            return
        if last is not None and told[:len(last["path"])] == last["path"] and isinstance(last["after"], dict):
            merged = clone(last["after"])                 # a change inside the value the action just wrote
            set_path(merged, tuple(told[len(last["path"]):]), clone(after) if isinstance(after, (dict, list)) else after)
            last["after"] = merged
            return
        if self.current is not None and self.current[0] == ev.action_id:
            self.reasons.setdefault(ev.action_id, self.current[1])
        kind = getattr(ev, "kind", None) or ev.command
        by = self.current[2] if self.current is not None and self.current[0] == ev.action_id else None
        rows.append({"action": ev.action_id, "time": iso_time(ev.timestamp), "actor": ev.actor, "by": by,
                     "command": getattr(ev, "action", None) or ev.command, "kind": kind, "path": told,
                     "before": before, "after": after, "cause": getattr(ev, "cause", None) or (
                         _cause(ev) if hasattr(ev, "target") else None)})


def _cause(ev: Any) -> str:
    """A correction's cause as a ``why`` row records it (``undo of action 5``, ``undo everything after action 22``
    for an ``undo --to``: ``ledger.projections.correction_lines.head_key``), in English."""
    from ledger.projections.correction_lines import head_key

    return f"{head_key(ev.command, ev.target, list(getattr(ev, 'undone', None) or []))} {ev.target}"


def arc(events: Iterable[Any] | Callable[[], Iterable[Any]], system: GameSystem, name: str, lang: str) -> dict[str, Any]:
    """How character ``name``'s tracked values moved across the campaign: one column per session, in the
    timeline as it stands now (undone actions left out, amended ones as decided again).

    Returns ``{"name", "sessions": [{"session", "title", "values": {name: value}, "events": {kind: count}, "named":
    {kind: [what those events changed of the character, by name in ``lang``: ``["X", "Y"]``]}}]}``:
    ``title`` the GM's title of that session (``session start --title``; None without one); ``values`` as they stood at the end of that session (session 0 is before the first one), from the
    system's ``arc(sheet, lang)`` view when it has one, else the flattened sheet; ``events`` counts the
    events of that session that touch the character (by kind, as the system names them).
    Raises ``RuleError("character")`` for a character the campaign never had.
    """
    return arcs(events, system, [name], lang)[0]


def effective_specs(events: Iterable[Any] | Callable[[], Iterable[Any]]) -> Iterator[dict[str, Any]]:
    """The effective events (``{"kind", "cause", "changes", "detail"}``) of the actions in force, in the order of the
    actions, as ``ledger.projections.timeline.collect`` gives them. Given a callable that reads the events afresh,
    two streamed passes (the corrections first, then the actions) keep memory flat in the campaign's size; given
    the events themselves, they are collected whole."""
    from ledger.projections.timeline import collect, spec_dict

    if not callable(events):
        for act in sorted(collect(events).values(), key=lambda a: a.id):
            if act.active:
                yield from act.specs
        return
    active: dict[int, bool] = {}
    revised: dict[int, list[dict[str, Any]]] = {}
    for ev in events():
        if hasattr(ev, "action_id") and not hasattr(ev, "kind"):      # a correction
            for n in ev.undone:
                active[n] = False
            for n in ev.redone:
                active[n] = True
            for key, specs in ev.revised.items():
                revised[int(key)] = specs
    last = None
    for ev in events():
        if not hasattr(ev, "kind") or not active.get(ev.action_id, True):
            continue
        if ev.action_id in revised:
            if ev.action_id != last:
                yield from revised[ev.action_id]
        else:
            yield spec_dict(ev)
        last = ev.action_id


def arcs(events: Iterable[Any] | Callable[[], Iterable[Any]], system: GameSystem, names: list[str],
         lang: str, kept: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None,
         held: Callable[[], list[dict[str, Any]]] = list) -> list[dict[str, Any]]:
    """The arcs (see ``arc``) of several characters at once, in one pass over the events: one dict per name
    of ``names``, in that order. ``events``: the campaign's events, or a callable that reads them afresh (then
    memory stays flat: ``effective_specs``). ``kept(i, column)``, when given, is what is kept of each session's
    column of the ``i``-th name as it ends (a smaller summary of it, for a reader that needs less); ``held()`` makes
    the list the ended columns of each name go to (``ArcFold``'s: one that joins them, for a bounded arc). Raises
    ``RuleError("character")`` naming the first one the campaign never had.
    """
    from ledger.projections.arc_fold import ArcFold

    fold = ArcFold(system, names, lang, kept, held)
    for ev in events() if callable(events) else events:   # a campaign's creation starts the fold
        if not hasattr(ev, "action_id"):
            fold.start(ev.state)
            break
    for spec in effective_specs(events):
        fold.feed(spec)
    return fold.result()
