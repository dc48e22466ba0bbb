"""Pure game rules: no storage, no CLI, no I/O.

Each game system is one package under ``rules/`` exposing one ``SYSTEM`` object (a
``rules.system.GameSystem``). ``rules.get_system`` looks one up by id; systems load on first use so
that importing ``rules.errors`` stays cheap. Adding a system means adding a package and one entry in
``SYSTEM_MODULES``; nothing under ``ledger/`` changes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

import os

from rules.errors import RuleError

if TYPE_CHECKING:
    from rules.system import GameSystem

#: System id -> module exposing ``SYSTEM``. The first is the default of ``ledger create``.
SYSTEM_MODULES = {"masks": "rules.masks", "mouseguard": "rules.mouseguard", "mosaic": "rules.mosaic",
                  "pokemon": "rules.pokemon", "basic": "rules.basic"}


def registered() -> dict[str, str]:
    """Every registered system: ``SYSTEM_MODULES`` plus house systems named in ``$LEDGER_SYSTEMS``
    (``id=module,id=module``; the module must be importable and expose ``SYSTEM``).

    Raises ``RuleError("LEDGER_SYSTEMS")`` for an entry that is not ``id=module``.
    """
    systems = dict(SYSTEM_MODULES)
    for entry in filter(None, (e.strip() for e in os.environ.get("LEDGER_SYSTEMS", "").split(","))):
        key, eq, module = entry.partition("=")
        if not eq or not key.strip() or not module.strip():
            raise RuleError("LEDGER_SYSTEMS", f"{entry!r} is not id=module (e.g. toy=my_package.toy)")
        systems.setdefault(key.strip().lower(), module.strip())
    return systems


def default_system() -> str:
    """The id ``ledger create`` uses when no ``--system`` is given: the first registered."""
    return next(iter(SYSTEM_MODULES))


def get_system(system_id: str) -> GameSystem:
    """Return the game system registered as ``system_id`` (e.g. ``"masks"``).

    The first time a system loads, its declaration is checked (``rules.contract.check_declared``; its
    views, commands and gates are checked as they load). Raises ``RuleError`` (field ``system``) naming
    the known ids when it is unknown, or saying why when it cannot be loaded or breaks its contract.
    """
    key = str(system_id).strip().lower()
    systems = registered()
    if key not in systems:
        raise RuleError("system", f"unknown system {system_id!r}; allowed: {', '.join(sorted(systems))}")
    from rules.contract import ContractError, check_declared

    try:
        system = importlib.import_module(systems[key]).SYSTEM
        if (key, systems[key]) not in _CHECKED:        # once per system: its declaration (rules.contract)
            check_declared(system, key)
            _CHECKED.add((key, systems[key]))
    except (ImportError, AttributeError, ContractError) as exc:
        raise RuleError("system", f"system {key!r} cannot be loaded from {systems[key]}: {exc}") from None
    return system


def gm_words() -> frozenset[str]:
    """Every word a registered system names the GM by, in each of its languages (``GameSystem.word("GM", lang)``:
    "GM", "Narrador", "DJ", "SL"), folded (``rules.names.norm``): what ``--as`` accepts for the GM besides ``GM``
    itself (no character may bear its system's word for the GM: ``ledger.group.names.check_new_characters``).
    Source: seed 000 ("el Narrador"), seed 004 ("el DJ"), seed 001 ("die SL"), README "Using the ledger" (``--as``)."""
    from rules.names import norm

    found = {norm("GM")}
    for sid in registered():
        system = get_system(sid)
        found.update(norm(system.word("GM", lang)) for lang in system.languages)
    return frozenset(found)


def gm_names(system: GameSystem) -> dict[str, str]:
    """Word -> language: the words ``system`` (a ``GameSystem``) names its GM by in each of its languages, its own
    (``system.word("GM", lang)``: Masks' Spanish "Narrador", seed 000) and the one every system of that language shares
    (``rules.i18n.WORDS``: "DJ", seed 004), both of which ``--as`` takes for the GM (``gm_words``), so that no
    character of its campaigns bears either (``ledger.group.names.check_new_characters``). Source: seeds 000 and 004
    ("el Narrador", "el DJ"), README "Using the ledger" (``--as``)."""
    from rules.i18n import WORDS

    found: dict[str, str] = {}
    for lang in system.languages:
        for word in (system.word("GM", lang), WORDS.get(lang, {}).get("GM", "GM")):
            found.setdefault(word, lang)
    return found


#: The (id, module) pairs whose declaration ``get_system`` has checked (``rules.contract.check_declared``).
_CHECKED: set[tuple[str, str]] = set()


__all__ = ["RuleError", "SYSTEM_MODULES", "default_system", "get_system", "gm_names", "gm_words", "registered"]
