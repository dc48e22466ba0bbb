"""Creating characters and changing their level, attributes and passive values.

Source: catalogue §4.1 (attributes, passive values, level >= 1, damage taken starts at 0) and §4.6
(advancement: the level sets the stacking die; a level change affects only dice stacked afterwards, so
dice already stacked keep their size). The seed names only brawn, through "passive brawn" (003 Attack).
"""

from __future__ import annotations

from typing import Any

from rules.basic.data import ATTRIBUTE_MAX, ATTRIBUTE_MIN, PASSIVE_MAX, PASSIVE_MIN, die_for_level
from rules.basic.state import opt, parse_values, passive_values
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name


def add_character(d: Draft, name: str, attributes: Any, level: int, passive: Any, npc: bool) -> None:
    """Create character ``name`` (a PC, or an NPC with ``npc``) at ``level`` (1-30).

    ``attributes`` and ``passive`` are ``"brawn=3,wits=1"`` or a mapping; attributes not named start at 0
    (-10..30 each); passive values are the GM's (``generic.passive.formula=given``: only those named
    exist, 0..100) or base + attribute for every attribute. The first event is ``CharacterCreated`` with
    ``character=NAME``. Raises ``RuleError`` (``name``, ``attributes``, ``passive``).
    """
    if find_name(name, d.state["characters"]) is not None:
        raise RuleError("name", f"{name!r} already exists in this campaign")
    values = {a: 0 for a in opt(d, "generic.attributes")}
    if attributes is not None:
        values.update(parse_values(d, attributes, "attributes", ATTRIBUTE_MIN, ATTRIBUTE_MAX))
    given = parse_values(d, passive, "passive", PASSIVE_MIN, PASSIVE_MAX) if passive is not None else {}
    passives = passive_values(d, values, given)
    kind = "npc" if npc else "pc"
    d.event("CharacterCreated", character=name, npc=npc, level=level, die=die_for_level(level))
    d.set("characters", name, {
        "kind": kind, "level": level, "attributes": values, "passive": passives, "damage": 0,
        "stacked_for": [], "stacked_against": [], "flashback": [],
    })


def adjust(d: Draft, who: str, level: int | None, attributes: Any, passive: Any) -> None:
    """Change ``who``'s level, some attributes and/or some passive values (advancement, GM corrections).

    A new level changes the die of dice stacked from now on (§4.6). Under ``basePlusAttribute`` passive
    values follow the attributes and cannot be typed. Raises ``RuleError`` (``level`` when nothing is
    given or nothing changes, ``attributes``, ``passive``).
    """
    if level is None and attributes is None and passive is None:
        raise RuleError("level", "give what changes: --level N, --attributes brawn=3 and/or --passive brawn=12")
    rec = d.state["characters"][who]
    new_attrs = parse_values(d, attributes, "attributes", ATTRIBUTE_MIN, ATTRIBUTE_MAX) if attributes is not None else {}
    given = parse_values(d, passive, "passive", PASSIVE_MIN, PASSIVE_MAX) if passive is not None else {}
    merged = {**rec["attributes"], **new_attrs}
    if opt(d, "generic.passive.formula") == "basePlusAttribute":
        passives = passive_values(d, merged, given)
    else:
        passives = {**rec["passive"], **given}
    if (level in (None, rec["level"]) and merged == rec["attributes"] and passives == rec["passive"]):
        raise RuleError("level", f"nothing changes: {who} already has these values")
    if level is not None and level != rec["level"]:
        d.event("LevelChanged", character=who, level=level, die=die_for_level(level))
        d.set("characters", who, "level", level)
    if merged != rec["attributes"]:
        d.event("AttributesChanged", character=who, attributes=new_attrs)
        for attr, value in new_attrs.items():
            d.set("characters", who, "attributes", attr, value)
    if passives != rec["passive"]:
        d.event("PassiveChanged", character=who, passive=passives)
        for attr, value in passives.items():
            d.set("characters", who, "passive", attr, value)
