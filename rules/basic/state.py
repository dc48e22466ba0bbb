"""Basic abilities campaign state and the small readings every ability is built from.

Source: catalogue §4.1 (character state: attributes, passive values, level, damage taken, dice stacked
for and against, flashback dice; progress bars), §4.2 GS-D01/GS-D03 (tiers from a margin, halving) and
seed 003 (the level table). Every refusal is a ``RuleError`` naming the argument at fault.

State shape (JSON only)::

    {"options": {...}, "session": {"phase", "number"}, "scene": {"phase", "number"},
     "downtime": {"phase", "number"}, "contest": {"phase", ...the open attack contest},
     "characters": {NAME: {"kind": "pc"|"npc", "level", "attributes": {id: int}, "passive": {id: int},
                           "damage", "stacked_for": [DIE], "stacked_against": [DIE], "flashback": [DIE],
                           "answers": {...} | absent, "operations": OPERATIONS | absent}},
     "bars": {NAME: {"size", "filled", "overflow", "complete", "opened"}}}

A DIE is ``{"id": "<action>.<n>", "die": sides, "by": NAME, "source": "d6 #15.1 by Bo (help #15)", "task"}``
(a flashback die has ``"for"``: the situation prepared for, instead of ``"task"``):
named after the action that made it, never after a counter.

OPERATIONS, a helper's waiting Help/Hinder operations, is ``{"test", "ability": "help"|"hinder", "target",
"left", "total", "task"?}``: ``ability``, not ``kind``, so that ``ledger why NAME kind`` (PC or NPC) does
not find it, and ``task`` only when one was given (a None inside it would make a correction replace the
whole record instead of ``left`` alone). Campaigns recorded under rules ``basic-2026.11-1`` hold ``kind``
and ``task: None``; ``operations_kind`` reads both.
"""

from __future__ import annotations

import re
from typing import Any

from rules.basic.data import PASSIVE_MAX, PASSIVE_MIN, TIER_NAMES, TIERS
from rules.draft import Draft
from rules.errors import RuleError
from rules.whole_numbers import is_whole_text
from rules.names import known_name, resolve


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Basic abilities campaign under ``options`` (validated, dotted keys)."""
    return {
        "options": dict(options),
        "session": {"phase": "not_started", "number": 0},
        "scene": {"phase": "closed", "number": 0},
        "downtime": {"phase": "closed", "number": 0},
        "contest": {"phase": "idle"},
        "characters": {},
        "bars": {},
    }


def operations_kind(ops: dict[str, Any]) -> str:
    """``"help"`` or ``"hinder"``: which ability granted the waiting operations ``ops`` (see OPERATIONS above)."""
    return ops["ability"] if "ability" in ops else ops["kind"]


def opt(d: Draft | dict[str, Any], key: str) -> Any:
    """Campaign option ``key`` (dotted, e.g. ``"generic.half.rounding"``) of a draft or a state."""
    state = d.state if isinstance(d, Draft) else d
    return state["options"][key]


def find(d: Draft, name: str | None, field: str = "character") -> str:
    """The stored name of the character called ``name`` (case- and accent-insensitive; catalogue §4.1).

    Raises ``RuleError(field)`` listing the known characters.
    """
    chars = d.state["characters"]
    if not name or not str(name).strip():
        raise RuleError(field, f"name a character; known: {', '.join(chars) or 'none yet'}")
    return known_name(field, name, chars)


def actor_or(d: Draft, given: str | None, actor: str, field: str = "character") -> str:
    """The character who acts: ``given`` (``--character``), else the ``--as`` actor when it is a character
    (003: "you make a test" — the tester is always a character).

    Raises ``RuleError(field)`` when neither names a character.
    """
    name = given or (actor if actor != "GM" else None)
    if not name:
        raise RuleError(field, "name who tests: act --as the character, or give --character NAME")
    return find(d, name, field)


def attribute_id(d: Draft, name: str, field: str = "attribute") -> str:
    """The campaign attribute ``name`` names (``generic.attributes``; catalogue §4.1: the seed names only
    brawn, the list is the campaign's); ``RuleError(field)`` lists them."""
    attrs = opt(d, "generic.attributes")
    return resolve(field, name, {a: () for a in attrs}, what="attribute")


def tier_id(name: str, field: str = "tier") -> str:
    """The tier id (``fail``, ``partial``, ``full``, ``critical``) a name spells (GS-A11: "Succeed" is full).
    ``RuleError(field)`` for another, listing the ids as the help names them (``--tier fail|partial|full|critical``;
    the outcomes' names, "Partially succeed", are accepted too)."""
    return resolve(field, name, TIER_NAMES, what="tier", shown=TIERS)


def tier_of(margin: int, bands: list[int]) -> str:
    """The tier of a test whose total beat its difficulty by ``margin`` (GS-D01, ``generic.tier.bands``).

    ``bands`` are the lowest margins of partial, full and critical: with ``[0, 5, 10]`` a margin below
    0 fails, 0-4 is partial, 5-9 full and 10 or more critical.
    """
    if margin < bands[0]:
        return TIERS[0]
    if margin < bands[1]:
        return TIERS[1]
    if margin < bands[2]:
        return TIERS[2]
    return TIERS[3]


def half(value: int, rounding: str) -> int:
    """Half of ``value`` rounded as ``generic.half.rounding`` says (GS-D03): floor, ceil or nearest (.5 up).

    ``half(13, "floor") == 6``, ``half(13, "ceil") == 7``, ``half(13, "nearest") == 7``, ``half(-3, "floor") == -2``.
    """
    if rounding == "ceil":
        return -((-value) // 2)
    if rounding == "nearest":
        return (value + 1) // 2
    return value // 2


def parse_values(d: Draft, raw: Any, field: str, low: int, high: int) -> dict[str, int]:
    """Attribute values typed as ``"brawn=3,wits=1"`` (or a mapping in scripts) -> ``{"brawn": 3, "wits": 1}``.

    Each key must be a campaign attribute, given once, and each value a whole number in ``low..high``.
    Raises ``RuleError(field)``.
    """
    if isinstance(raw, dict):
        pairs = [(str(k), v) for k, v in raw.items()]
    elif isinstance(raw, str):
        pairs = []
        for part in [p for p in re.split(r"\s*,\s*", raw.strip()) if p]:
            key, eq, value = part.partition("=")
            if not eq:
                raise RuleError(field, f"{part!r} is not ATTRIBUTE=N; write e.g. brawn=3,wits=1")
            pairs.append((key.strip(), value.strip()))
    else:
        raise RuleError(field, "write ATTRIBUTE=N pairs separated by commas, e.g. brawn=3,wits=1")
    out: dict[str, int] = {}
    for key, value in pairs:
        attr = attribute_id(d, key, field)
        if attr in out:
            raise RuleError(field, f"{attr} is given twice")
        if isinstance(value, bool) or not (isinstance(value, int) or is_whole_text(value)):
            raise RuleError(field, f"{attr}={value!r} is not a whole number; give one from {low} to {high}")
        number = int(value) if isinstance(value, int) or len(value) <= 20 else (low - 1 if value[0] == "-" else high + 1)
        if not low <= number <= high:                   # a whole number too large or small: the range, not "not one"
            raise RuleError(field, f"{attr}={str(value)[:40]} is outside {low}..{high}")
        out[attr] = number
    return out


def passive_values(d: Draft, attributes: dict[str, int], given: dict[str, int]) -> dict[str, int]:
    """The passive values of a character with ``attributes`` (GS-A08, ``generic.passive.formula``).

    ``given``: the GM sets them (only those named exist); ``basePlusAttribute``: ``generic.passive.base``
    + attribute for every attribute, and typed values are refused (``RuleError("passive")``).
    """
    if opt(d, "generic.passive.formula") == "basePlusAttribute":
        if given:
            raise RuleError("passive", "this campaign computes passive values as base + attribute "
                                       "(generic.passive.formula=basePlusAttribute); change the attribute instead")
        base = opt(d, "generic.passive.base")
        return {a: max(PASSIVE_MIN, min(PASSIVE_MAX, base + v)) for a, v in attributes.items()}
    return dict(given)
