"""Pure game rules: no storage, no CLI, no I/O.

Each game system is one package under ``rules/`` exposing one ``SYSTEM`` object (a
``rules.system.GameSystem``). ``rules.get_system`` looks one up by id; systems load on first use so
that importing ``rules.errors`` stays cheap. Adding a system means adding a package and one entry in
``SYSTEM_MODULES``; nothing under ``ledger/`` changes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from rules.errors import RuleError

if TYPE_CHECKING:
    from rules.system import GameSystem

#: System id -> module exposing ``SYSTEM``.
SYSTEM_MODULES = {"masks": "rules.masks"}


def get_system(system_id: str) -> GameSystem:
    """Return the game system registered as ``system_id`` (e.g. ``"masks"``).

    Raises ``RuleError`` (field ``system``) naming the known ids when it is unknown.
    """
    key = str(system_id).strip().lower()
    if key not in SYSTEM_MODULES:
        raise RuleError("system", f"unknown system {system_id!r}; allowed: {', '.join(sorted(SYSTEM_MODULES))}")
    return importlib.import_module(SYSTEM_MODULES[key]).SYSTEM


__all__ = ["RuleError", "SYSTEM_MODULES", "get_system"]
