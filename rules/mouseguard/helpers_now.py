"""Who could help a Mouse Guard roll now: the choices a form offers for a roll's ``helper`` field, the same list the
refusal of a helper who may not help names ("helpers now: Wren").

Source: seed 004, «Pruebas» (ayuda: +1D por cada ayudante presente en la escena, nunca el que tira) and «Conflictos»
(in a conflict only one's own side helps); ``rules.mouseguard.pools._helpers`` (the refusal this list agrees with).
"""

from __future__ import annotations

from typing import Any

#: The roll commands taking helpers.
ROLLS = ("test", "oppose", "conflict disposition", "conflict roll")


def helpers_now(state: dict[str, Any], command: str, field: str, lang: str = "en",
                actors: tuple[str, ...] | None = None) -> list[str] | None:
    """The helpers ``command``'s ``helper`` field may name now when its roll is made by one of ``actors`` (None: the
    GM, any roller): in a conflict's volley, the members of each side still to roll other than its scripted roller
    (that roller one of ``actors``); for a disposition, the members of a side without one (one of ``actors`` on it),
    other than the one rolling; for a test or its opposition, those present in the scene. ``actors`` of one
    character: never that character. None for any other field (no opinion). Names as recorded; ``lang`` unused
    (names are not translated)."""
    if field != "helper" or command not in ROLLS:
        return None
    one = actors[0] if actors is not None and len(actors) == 1 else None
    if command.startswith("conflict"):
        found = _conflict_helpers(state, command, actors)
    else:
        found = [str(n) for n in (state.get("scene") or {}).get("present") or []]
    return [n for n in dict.fromkeys(found) if n != one]


def _conflict_helpers(state: dict[str, Any], command: str, actors: tuple[str, ...] | None) -> list[str]:
    """The members who could help the running conflict's next roll of ``command`` (see ``helpers_now``)."""
    from rules.mouseguard.fronts import sides

    conflict = (state.get("conflicts") or {}).get(str(state.get("conflict")))
    if not isinstance(conflict, dict):
        return []
    mine = (lambda name: True) if actors is None else (lambda name: name in actors)   # noqa: E731
    found: list[str] = []
    for i, side in enumerate(sides(conflict)):
        members = [str(m) for m in side.get("members") or []]
        if command == "conflict disposition":
            if side.get("start") is None and any(mine(m) for m in members):
                found += members
            continue
        vol = conflict.get("current") or {}
        acts, needs, rolls = vol.get("actions") or [], vol.get("needs") or [], vol.get("rolls") or []
        if i < len(acts) and i < len(needs) and needs[i] and (i >= len(rolls) or rolls[i] is None):
            roller = str((acts[i] or {}).get("actor"))
            if mine(roller):
                found += [m for m in members if m != roller]
    return found
