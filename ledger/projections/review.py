"""Reviewing the past: why a value is what it is, and a character's arc across sessions.

Source: issue #6 items 5-6 (``ledger why NAME FIELD``, ``ledger arc NAME``). Pure folds over the
campaign's events; the system's views name the character, the fields and the tracked values.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ledger.projections.fold import apply_changes, clone
from ledger.projections.history import Places, people
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
    term = system.views["term"]
    return norm(str(element)) == wanted or any(norm(term(str(element), lang)) == wanted for lang in system.languages)


def _inside(value: Any, wanted: str, system: GameSystem) -> tuple[bool, Any]:
    """(found, value) of the first key matching ``wanted`` inside a nested dict value."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if _field_matches(key, wanted, system):
                return True, inner
        for inner in value.values():
            found, got = _inside(inner, wanted, system)
            if found:
                return True, got
    return False, None


def why(events: Iterable[Any], system: GameSystem, name: str, field: str) -> list[dict[str, Any]]:
    """Every action that changed character ``name``'s ``field``, oldest first.

    A change counts when its state path holds the character's name and, after it, the field (an id or
    its display name in any of the system's languages), or when it writes a dict that holds the field
    (the character's creation). Rows: ``action``, ``time``, ``actor``, ``command``, ``path``, ``before``,
    ``after``, ``cause`` (the event's cause, or the command), ``reason``, ``kind``.
    """
    wanted = norm(field)
    rows: list[dict[str, Any]] = []
    for ev in events:
        if not hasattr(ev, "action_id"):
            continue
        kind = getattr(ev, "kind", None) or ev.command
        for ch in ev.changes:
            path = [str(p) for p in ch["path"]]
            if name not in path[1:]:
                continue
            rest = path[path.index(name, 1) + 1:]
            hit = next((i for i, p in enumerate(rest) if _field_matches(p, wanted, system)), None)
            if hit is not None and hit == len(rest) - 1:
                before, after = ch["before"], ch["after"]
            elif hit is not None:
                continue
            else:
                found_b, before = _inside(ch["before"], wanted, system)
                found_a, after = _inside(ch["after"], wanted, system)
                if not (found_a or found_b) or before == after:
                    continue
            rows.append({"action": ev.action_id, "time": ev.timestamp.isoformat(), "actor": ev.actor,
                         "command": getattr(ev, "action", None) or ev.command, "kind": kind, "path": path,
                         "before": before, "after": after, "cause": getattr(ev, "cause", None) or (
                             f"{ev.command} of action {ev.target}" if hasattr(ev, "target") else None),
                         "reason": getattr(ev, "reason", None)})
    return rows


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """A sheet as flat ``{"stats.might": 2, "tags": [...]}`` (nested dicts joined with dots, lists kept whole)."""
    out: dict[str, Any] = {}
    if isinstance(value, dict):
        for key, inner in value.items():
            out.update(flatten(inner, f"{prefix}{key}."))
        return out
    out[prefix[:-1]] = value
    return out


def arc(events: Iterable[Any], system: GameSystem, name: str, lang: str) -> dict[str, Any]:
    """How character ``name``'s tracked values moved across the campaign: one column per session.

    Returns ``{"name", "sessions": [{"session", "values": {name: value}, "events": {kind: count}}]}``:
    ``values`` as they stood at the end of that session (session 0 is before the first one), from the
    system's ``arc(sheet, lang)`` view when it has one, else the flattened sheet; ``events`` counts the
    events of that session that touch the character (by kind, as the system names them).
    """
    sheet_view = system.views["sheet"]
    pick = system.views.get("arc")
    state: dict[str, Any] = {}
    place = Places()
    columns: list[dict[str, Any]] = []
    counts: dict[str, int] = {}
    wanted = norm(name)

    def close(number: int) -> None:
        try:
            data = sheet_view(state, name, lang)
        except RuleError:
            values: dict[str, Any] = {}
        else:
            values = pick(data, lang) if pick else {k: v for k, v in flatten(data).items() if not k.startswith("display.")}
        columns.append({"session": number, "values": values, "events": dict(counts)})
        counts.clear()

    for ev in events:
        if not hasattr(ev, "action_id"):
            state = clone(ev.state)
            place.start(state)
            continue
        before = place.session
        place.follow(ev.changes)
        if place.session != before:          # a new session begins: the previous one ends here
            close(before)
        apply_changes(state, ev.changes, check=False)
        kind = getattr(ev, "kind", None) or ev.command
        detail = getattr(ev, "detail", {}) or {}
        if wanted in people(detail, ev.changes):
            counts[kind] = counts.get(kind, 0) + 1
    close(place.session)
    stored = None
    for known in state.get("characters", {}):
        if norm(known) == wanted:
            stored = known
    if stored is None:
        raise RuleError("character", f"unknown character {name!r}; known: {', '.join(state.get('characters', {})) or 'none yet'}")
    return {"name": stored, "sessions": columns}
