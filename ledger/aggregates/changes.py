"""The one fold every projection shares: apply recorded value changes to a state dict.

Source: design.md "Events" (each change carries before and after, so a replay can detect divergence).
"""

from __future__ import annotations

import orjson
from collections.abc import Iterable
from typing import Any

from ledger.errors import DivergenceError
from rules.draft import set_path


def clone(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists, str, int, bool, None) via orjson: the state must never
    share a dict with an event, which stays immutable once recorded."""
    return orjson.loads(orjson.dumps(value))


def without_none(value: Any) -> Any:
    """``value`` with every dict entry that holds None or an empty dict left out, at every depth: a None
    written at a path deletes the key (``rules.draft.set_path``), so ``{"a": None}`` and ``{}`` read the
    same; and stores written before containers were created by changes of their own may keep an empty
    one where a change was taken back."""
    if isinstance(value, dict):
        out = {k: without_none(v) for k, v in value.items() if v is not None}
        return {k: v for k, v in out.items() if v != {}}
    if isinstance(value, list):
        return [without_none(v) for v in value]
    return value


def same(a: Any, b: Any) -> bool:
    """Whether two recorded values are equal, where a dict entry holding None (or an empty dict) counts
    as absent."""
    return a == b or without_none(a) == without_none(b)


def apply_changes(state: dict[str, Any], changes: Iterable[dict[str, Any]], check: bool = True, copy: bool = True) -> None:
    """Write each change's ``after`` at its ``path`` in ``state`` (``None`` deletes, unless the change
    says ``"keep": True``: then None is stored, putting back a key that held it). The ``after`` values are
    copied in, unless ``copy`` is False (for changes nobody else holds, such as lines parsed to be folded
    once: ``ledger.archive.export`` import).

    With ``check``, raises ``DivergenceError`` when the current value differs from the recorded ``before``.
    """
    for change in changes:
        path = change["path"]
        parent: Any = state                           # the dict holding the leaf (walked once for read and write)
        for key in path[:-1]:
            parent = parent.get(key)
            if not isinstance(parent, dict):
                parent = None                         # absent on the way: reads as None, written by set_path
                break
        leaf = path[-1]
        if check:
            current = parent.get(leaf) if parent is not None else None
            before = change["before"]
            if current != before and not same(current, before):
                raise DivergenceError(f"divergence at {'.'.join(map(str, path))}: store says before={before!r}, "
                                      f"fold has {current!r}")
        after = change["after"]
        value = clone(after) if copy and isinstance(after, (dict, list)) else after
        keep = bool(change.get("keep"))
        if parent is None:
            set_path(state, tuple(path), value, keep_none=keep)
        elif value is None and not keep:
            parent.pop(leaf, None)
        else:
            parent[leaf] = value


def earliest_touched(target: int, undone: Iterable[int], redone: Iterable[int], inputs: Iterable[Any],
                     revised: Iterable[Any]) -> int:
    """The earliest action a correction (undo, redo, amend of ``target``) changed: its target, the actions it
    undid or redid, and those it amended or decided again (``inputs``/``revised`` keyed by action id, as text)."""
    return min([int(target), *map(int, undone), *map(int, redone), *map(int, inputs), *map(int, revised)])


def earliest_in(fields: dict[str, Any]) -> int:
    """``earliest_touched`` of a ``Corrected`` event given as its stored fields (a list or mapping it does not
    hold counts as empty, as the model's defaults make it)."""
    return earliest_touched(fields["target"], fields.get("undone") or [], fields.get("redone") or [],
                            fields.get("inputs") or {}, fields.get("revised") or {})
