"""The details each Pokémon Noir pick of the open roll takes, as a form asks for them: for every option of the open
roll's move in ``rules.pokemon.rolls.PARAMS``, its parameters with the values each takes (characters, harm
slots) or free text (a Condition, an item), in the reader's language.

Source: seed 002 (Scambio di Attacchi's options: resisti, prepari, plasmi, influenzi, ristori, eludi, rigeneri;
Mercato's inferiore; the harm slots, l.39, l.47-51); ``rules.pokemon.rolls`` (``parse_pick``: ``ID:key=value``,
``FLAGS`` bare keys).
"""

from __future__ import annotations

from typing import Any


def details(state: dict[str, Any], lang: str = "it") -> dict[str, list[dict[str, Any]]]:
    """``{option id: [detail]}`` for the open roll's move (``{}`` with no roll open), each detail ``{"key": the
    parameter as ``parse_pick`` reads it, "kind": "one" | "flag", "choices": [[value, words], ...]}``: ``bersaglio``
    the characters' names, ``slot`` the harm slots (ids, words in ``lang``), a flag none, a Condition or an item
    any text (no choices). Raises nothing."""
    from rules.pokemon.data import SLOT_NAMES
    from rules.pokemon.rolls import FLAGS, PARAMS

    roll = state.get("roll") if isinstance(state.get("roll"), dict) else None
    move = (roll or {}).get("move")
    names = [[str(n), str(n)] for n in state.get("characters") or {}]
    slots = [[s, words[0] if lang == "it" else words[1]] for s, words in SLOT_NAMES.items()]

    def one(key: str) -> dict[str, Any]:
        if key in FLAGS:
            return {"key": key, "kind": "flag", "choices": []}
        return {"key": key, "kind": "one", "choices": names if key == "bersaglio" else slots if key == "slot" else []}

    return {oid: [one(k) for k in keys] for (m, oid), keys in PARAMS.items() if m == move}
