"""What differs between two events' details, in the game's words (``detail_diff``: ``dice 4,4 → 5,5``, ``weak hit →
strong hit``), and what a GM's edits changed at an approval (``edited_lines``): the pieces a correction line and an
approval's line read.

Source: README "Correcting mistakes and reviewing the past" (the history shows what changed, before → after) and
"Playing as a group" (the GM approves, edits or rejects; the history shows what the GM changed). Pure: it knows no
game; values are worded by ``ledger.projections.detail_words``.
"""

from __future__ import annotations

from typing import Any

from ledger.projections.detail_words import detail_value, value_text
from rules.system import GameSystem

#: Detail keys that only number or place an event (the same roll, session or scene on both sides).
_IDS = {"id", "roll", "session", "scene", "test", "seed"}


def _shown(value: Any, lang: str, system: GameSystem) -> str | None:
    """A detail value as the diff prints it (``detail_value``: a list of plain values joined by commas, ids and
    words in the system's words); None for a list that holds records (a nested state the event's other values
    word)."""
    if isinstance(value, list) and any(isinstance(x, (dict, list)) for x in value):
        return None
    if isinstance(value, list):
        return ",".join(detail_value(x, lang, system) for x in value) or "—"
    return detail_value(value, lang, system)


def _key(key: str, lang: str, system: GameSystem, keys: list[str]) -> str:
    """A detail key in the system's words, after the place of the record it is in when that record is one of a row
    (``actions 1 action``: the list's key and the record's position counted from 1, as people count); the key of a
    mapping it is nested in is left out (``roll dice`` reads ``dice``)."""
    words = []
    for k, after in zip([*keys, key], [*keys[1:], key, ""]):
        if k.isdigit():
            words.append(str(int(k) + 1))
        elif after.isdigit() or k == key:
            words.append(system.word(k.replace("_", " "), lang))
    return " ".join(words)


def detail_diff(old: dict[str, Any], new: dict[str, Any], lang: str, system: GameSystem,
                typed: tuple[str, str] | None = None, keys: list[str] | None = None) -> list[str]:
    """The values of two events' details that differ, as ``key old → new`` (the key in the system's words, a word
    such as an outcome as ``old → new`` alone); a nested mapping is compared value by value, its keys named in
    front (``side 1 X 8 → 6``), a die's face in a row of dice by the die's place (``die 2: 3 → 6``); a value that
    reads the same on both sides is left out, and so is a list
    of records (its worded parts are the event's other values). A value sealed on both sides (``…``) reads
    ``key changed (sealed)``. ``typed`` (``(key, word)``: a title's or a recap's key, ``rules.sessions.TEXT_EVENTS``)
    names the one value that is text a person typed: it reads ``word “old” → “new”`` (``title “Lights Out” →
    “Blackout”``), quoted whole."""
    out: list[str] = []
    keys = keys or []
    for key in [*new, *(k for k in old if k not in new)]:
        before, after = old.get(key), new.get(key)
        if before == after or key in _IDS and not isinstance(after, dict) or key == "inputs":
            continue
        if typed is not None and key == typed[0] and isinstance(before, str) and isinstance(after, str):
            out.append(f"{system.word(typed[1], lang)} “{before}” → “{after}”")
            continue
        if isinstance(before, (dict, type(None))) and isinstance(after, (dict, type(None))) and (before or after):
            if len(keys) < 2:
                out += detail_diff(before or {}, after or {}, lang, system, keys=[*keys, str(key)])
            continue
        if isinstance(before, dict) or isinstance(after, dict):
            continue
        if isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and len(keys) < 2 and \
                all(isinstance(x, dict) and isinstance(y, dict) for x, y in zip(before, after)):
            for i, (x, y) in enumerate(zip(before, after)):           # records in a row: what changed in each
                out += detail_diff(x, y, lang, system, keys=[*keys, str(key), str(i)])
            continue
        shown = _shown(before, lang, system), _shown(after, lang, system)
        if shown[0] is None or shown[1] is None:
            continue
        name = _key(str(key), lang, system, keys)
        if shown[0] == shown[1]:
            if "…" in shown[0]:
                out.append(f"{name} {system.word('changed (sealed)', lang)}")
            continue
        pair = f"{shown[0]} → {shown[1]}"
        if key == "face" and keys and keys[-1].isdigit():     # one die of a row of dice: "die 2: 3 → 6"
            out.append(f"{system.word('die {0}', lang).format(int(keys[-1]) + 1)}: {pair}")
            continue
        plain_word = not any(k.isdigit() for k in keys) and isinstance(after, str) and isinstance(before, (str, type(None))) and \
            value_text(after, lang, system) != after
        out.append(pair if plain_word else f"{name} {pair}")
    return out


def edited_lines(edited: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """What a GM's edits changed at an approval (``edited``: argument -> ``{"before", "after"}``, as the
    ``ProposalApproved`` event records it) as the pieces a correction's change reads (``detail_diff``):
    ``dice 4,4 → 5,5``, ``label X → Y``. Source: README "Playing as a group" (the GM approves, edits or
    rejects; the history shows what the GM changed, as it shows what a correction changed)."""
    if not isinstance(edited, dict):
        return []
    pairs = {k: v for k, v in edited.items() if isinstance(v, dict)}
    return detail_diff({k: v.get("before") for k, v in pairs.items()}, {k: v.get("after") for k, v in pairs.items()},
                       lang, system)
