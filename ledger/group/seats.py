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


def seated_gms(state: dict[str, Any]) -> list[str]:
    """The people of ``state``'s table seated as GMs now (not removed), in the table's order. Source: design.md
    "People, roles and hidden information" (GMs: one or more)."""
    people = (state.get("table") or {}).get("people") or {}
    return [p for p, e in people.items() if e.get("removed") is None and e.get("role") == "gm"]


def check_last_gm(state: dict[str, Any], person: str, role_after: str | None) -> None:
    """Refuse taking ``person`` off the GMs of ``state`` (``role_after``: their role after the command, None for a
    ``remove``) when they are its last seated GM: a campaign whose people have no GM is run by nobody but the
    store's owner. Whoever asks (the owner too) grants another person ``gm`` first. Raises ``Refused`` (rule
    ``last-gm``, field ``person``). Source: design.md "People, roles and hidden information" (GMs: one or more)."""
    from ledger.group.permissions import member

    if member(state, person).role != "gm" or role_after == "gm":
        return
    if [p for p in seated_gms(state) if p != person]:
        return
    raise refuse(state, "last-gm", f"{person} is the last GM of this campaign; grant another person gm first",
                 field="person")


def held_after(now: tuple[str, ...], role_now: str | None, role: str, given: list[str]) -> list[str]:
    """The characters a person holds after a ``grant`` of ``role`` with ``given`` characters, holding ``now`` as
    ``role_now``: a player granted player keeps theirs and gains the new ones (taking one away is ``release``);
    any other grant holds just ``given``. Source: README "Playing as a group" (``grant`` adds a player's
    characters)."""
    if role == "player" and role_now == "player":
        return [*now, *(c for c in given if c not in now)]
    return list(given)


def released(person: str, role_now: str | None, now: tuple[str, ...], given: list[str]) -> list[str]:
    """The characters player ``person`` (holding ``now`` as ``role_now``) keeps once ``given`` are released. Raises
    ``RuleError("person")`` for someone who is not a player here, ``RuleError("characters")`` for a character they
    do not play or for releasing every one (a player plays one or more: ``remove`` or another role instead).
    Source: README "Playing as a group" (``release``)."""
    if role_now != "player":
        raise RuleError("person", f"{person} is not a player here; only a player's characters are released")
    for name in given:
        if name not in now:
            raise RuleError("characters", f"{person} does not play {name}; they play: {', '.join(now)}")
    left = [c for c in now if c not in given]
    if not left:
        raise RuleError("characters", f"a player plays one or more characters; to take every one of {person}'s, "
                        f"remove {person} or grant another role")
    return left


def blocked(state: dict[str, Any], invitation: dict[str, Any], players: list[str] | None) -> str | None:
    """Why open ``invitation`` (the table's shape) could not be taken now in ``state`` by someone new, as ``join``
    would check it (``check_seat``: its characters played by someone since, or no longer player characters
    of ``players``), or None when it could: the GM's to read on every face that lists invitations, which a joiner
    is told only as ``ledger.group.table.NOT_NOW``. English (``rules.group_frames`` words it)."""
    if invitation.get("state") != "open":
        return None
    try:
        check_seat(state, None, str(invitation.get("role")), list(invitation.get("characters") or []), players)
    except RuleError as exc:
        return exc.message
    return None
