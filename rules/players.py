"""Which characters the players play: what a system tells the ledger so that a player is bound only to a player
character (never to one the GM runs: an NPC, an animal, a creature gone wild).

Source: design.md "People, roles and hidden information" (a player is bound to the characters they play; the GM
runs the rest) and docs/adding-a-game-system.md ("Views": the state's ``characters`` part every system shares).
Pure: reads the state only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: ``(state) -> [names]``: the characters of a campaign ``state`` that players play, in the state's order.
PlayerCharacters = Callable[[dict[str, Any]], list[str]]


def where(key: str, *values: Any) -> PlayerCharacters:
    """The ``PlayerCharacters`` of a system whose character records mark a player's by field ``key`` (``"kind"``)
    taking one of ``values`` (``"pc"``): ``where("kind", "pc")(state)`` lists those characters of ``state``.
    A record without ``key`` is not a player character."""
    def players(state: dict[str, Any]) -> list[str]:
        chars = state.get("characters") or {}
        return [name for name, rec in chars.items() if isinstance(rec, dict) and rec.get(key) in values]

    players.__qualname__ = f"where({key!r}, {', '.join(map(repr, values))})"
    return players


def player_characters(system: Any, state: dict[str, Any]) -> list[str]:
    """The characters of ``state`` that players play, as ``system`` (``rules.system.GameSystem``) says by its
    ``players`` function; a system that gives none lets players play every character of the state."""
    own = getattr(system, "players", None)
    if own is None:
        return list(state.get("characters") or {})
    return list(own(state))
