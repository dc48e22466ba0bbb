"""Pure game rules: no storage, no CLI, no I/O.

Each game system is one package under ``rules/`` exposing one ``SYSTEM`` object (see
``rules.system.GameSystem``). ``rules.get_system`` looks one up by id. Adding a system means adding
a package and one line in ``SYSTEMS``; nothing under ``ledger/`` changes.
"""

from __future__ import annotations

from rules.errors import RuleError
from rules.system import GameSystem


def _load() -> dict[str, GameSystem]:
    from rules.masks import SYSTEM as MASKS

    return {MASKS.id: MASKS}


SYSTEMS: dict[str, GameSystem] = _load()


def get_system(system_id: str) -> GameSystem:
    """Return the game system registered as ``system_id`` (e.g. ``"masks"``).

    Raises ``RuleError`` (field ``system``) naming the known ids when it is unknown.
    """
    try:
        return SYSTEMS[system_id.strip().lower()]
    except KeyError:
        raise RuleError("system", f"unknown system {system_id!r}; allowed: {', '.join(sorted(SYSTEMS))}") from None


__all__ = ["RuleError", "GameSystem", "SYSTEMS", "get_system"]
