"""Drafting the events of one action: every write records its path, before, after and delta.

Source: design.md "Events" (every changed value carries both the delta and the result) and catalogue
§0.2 (store faces, not just totals; corrections are new events). Pure: works on a private copy of the
state and returns ``EventSpec`` objects for the ledger to record.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import orjson

Path = tuple[str, ...]


@dataclass
class EventSpec:
    """One event of an action: ``kind`` (e.g. ``"LabelShifted"``), the value ``changes``
    (``{"path": [...], "before": x, "after": y, "delta": y - x or None}``), a ``detail`` dict for
    what is not a state change (dice, picks, tags) and a ``cause`` (e.g. ``"roll 12"``) or None.
    """

    kind: str
    changes: list[dict[str, Any]] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)
    cause: str | None = None


def get_path(state: dict[str, Any], path: Path) -> Any:
    """Read ``path`` in nested dicts; an absent key reads as None."""
    node: Any = state
    for key in path:
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node


def set_path(state: dict[str, Any], path: Path, value: Any, keep_none: bool = False) -> None:
    """Write ``value`` at ``path``, creating dicts on the way; ``None`` deletes the key (unless
    ``keep_none``, which stores None: a key that held None is put back as it was)."""
    node = state
    for key in path[:-1]:
        node = node.setdefault(key, {})
    if value is None and not keep_none:
        node.pop(path[-1], None)
    else:
        node[path[-1]] = value


def delta_of(before: Any, after: Any) -> int | None:
    """The integer change from ``before`` to ``after`` (absent counts as 0), or None for non-integers."""
    ints = (type(None), int)
    if isinstance(before, bool) or isinstance(after, bool):
        return None
    if isinstance(before, ints) and isinstance(after, ints) and (before is not None or after is not None):
        return (after or 0) - (before or 0)
    return None


class Draft:
    """A working copy of a campaign state that records each write as a change of the current event.

    Use ``event(kind, cause=..., **detail)`` to open an event, then ``set(path, value)``. ``events``
    holds the drafted ``EventSpec`` list; ``state`` is the state after them. Raises ``RuntimeError`` when
    a value is written before any event is opened (a programming error, not user input).
    """

    def __init__(self, state: dict[str, Any]) -> None:
        # A JSON round trip is the copy: the state is JSON data by contract, it is several times faster
        # than deepcopy, and the draft then holds exactly what the stored changes will fold into.
        self.state: dict[str, Any] = orjson.loads(orjson.dumps(state))
        self.events: list[EventSpec] = []
        self._current: EventSpec | None = None

    def event(self, kind: str, /, cause: str | None = None, **detail: Any) -> EventSpec:
        """Open a new event of ``kind``; later writes belong to it. Returns the spec.

        ``kind`` is positional only, so a detail may itself be called ``kind``."""
        spec = EventSpec(kind=kind, detail={k: v for k, v in detail.items() if v is not None}, cause=cause)
        self.events.append(spec)
        self._current = spec
        return spec

    def get(self, *path: str) -> Any:
        """Read a value of the working state (None when absent)."""
        return get_path(self.state, tuple(path))

    def set(self, *path_and_value: Any) -> None:
        """``set(*path, value)``: write value at path and record the change (no-op when equal).

        A dict missing on the way is created first, with a change of its own (``None`` -> ``{}``). A change
        of a key that held None (rather than being absent) says so with ``"present": True``."""
        *path, value = path_and_value
        key = tuple(str(p) for p in path)
        before = get_path(self.state, key)
        if before == value:
            return
        if self._current is None:
            raise RuntimeError("Draft.set called before Draft.event")
        for depth in range(1, len(key)):            # a missing container is created by a change of its own,
            node = get_path(self.state, key[:depth])  # so that taking the changes back removes it again
            if node is None:
                set_path(self.state, key[:depth], {})
                self._current.changes.append({"path": list(key[:depth]), "before": None, "after": {}, "delta": None})
        before_copy = copy.deepcopy(before)
        parent = get_path(self.state, key[:-1]) if len(key) > 1 else self.state
        held_none = before is None and isinstance(parent, dict) and key[-1] in parent
        set_path(self.state, key, copy.deepcopy(value))
        change = {"path": list(key), "before": before_copy, "after": copy.deepcopy(value), "delta": delta_of(before, value)}
        if held_none:
            change["present"] = True      # the key held None (not absent): taking the change back keeps it
        self._current.changes.append(change)

    def add(self, *path_and_amount: Any) -> int:
        """``add(*path, amount)``: add an integer amount (absent counts as 0); returns the new value."""
        *path, amount = path_and_amount
        new = (self.get(*path) or 0) + amount
        self.set(*path, new)
        return new
