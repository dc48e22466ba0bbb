"""Which characters a player may be bound to: a player character (never one the GM runs), and one nobody else plays
unless the campaign allows shared characters.

Source: design.md "People, roles and hidden information" (a player is bound to the characters they play; the GM
runs the rest) and README "Playing as a group" (``shared-characters``). Pure: reads the campaign state and the
names the system gives (``rules.players``); names no game system.
"""

from __future__ import annotations

from typing import Any

from ledger.group.permissions import refuse, settings
from rules.errors import RuleError


def players_of(state: dict[str, Any], person: str) -> dict[str, str]:
    """Character -> the person who plays it now in ``state``'s table: every seated player's characters but
    ``person``'s own (a removed person plays nothing). Source: design.md "People, roles and hidden information"."""
    table = state.get("table") or {}
    out: dict[str, str] = {}
    for other, entry in (table.get("people") or {}).items():
        if other != person and entry.get("removed") is None and entry.get("role") == "player":
            for name in entry.get("characters") or ():
                out.setdefault(name, other)
    return out


def check_seat(state: dict[str, Any], person: str | None, role: str, characters: list[str],
               players: list[str] | None) -> None:
    """Check that binding ``person`` (None: someone not known yet, an invitation's) as ``role`` to ``characters``
    (stored names) in ``state`` seats a player only at player characters (``players``, the system's
    ``rules.players.player_characters``; None: every character) and, unless the campaign's ``shared-characters``
    is ``yes``, only at characters no other person plays. Raises ``RuleError("characters")`` naming the player
    characters, or ``Refused`` (rule ``shared-characters``, field ``characters``) naming who plays one already."""
    if role != "player":
        return
    if players is not None:
        allowed = list(players)
        for name in characters:
            if name not in allowed:
                raise RuleError("characters", f"{name} is not a player character (the GM runs it); a player plays "
                                f"one of: {', '.join(allowed) or 'none yet'}")
    if settings(state)["shared-characters"] == "yes":
        return
    taken = players_of(state, person or "")
    for name in characters:
        if name in taken:
            raise refuse(state, "shared-characters", f"{name} is played by {taken[name]} already; remove them or "
                         "grant them other characters first, or set shared-characters yes", field="characters")
