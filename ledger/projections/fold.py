"""The one fold every projection shares: apply recorded value changes to a state dict.

Source: design.md "Events" (each change carries before and after, so a replay can detect divergence).
"""

from __future__ import annotations

import orjson
from collections.abc import Iterable
from typing import Any

from ledger.errors import DivergenceError
from rules.draft import get_path, set_path


def clone(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists, str, int, bool, None) via orjson: the state must never
    share a dict with an event, which stays immutable once recorded."""
    return orjson.loads(orjson.dumps(value))


def apply_changes(state: dict[str, Any], changes: Iterable[dict[str, Any]], check: bool = True) -> None:
    """Write each change's ``after`` at its ``path`` in ``state`` (``None`` deletes).

    With ``check``, raises ``DivergenceError`` when the current value differs from the recorded ``before``.
    """
    for change in changes:
        path = tuple(change["path"])
        if check:
            current = get_path(state, path)
            if current != change["before"]:
                raise DivergenceError(f"divergence at {'.'.join(path)}: store says before={change['before']!r}, fold has {current!r}")
        after = change["after"]
        set_path(state, path, clone(after) if isinstance(after, (dict, list)) else after)
