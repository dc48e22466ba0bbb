"""Who acted in a history row, and whether a person chose its dice: what every face of the history names.

Source: README "Playing as a group" (every action names who did it: a player's note is theirs, not the GM's) and
the developers' guide ("Every roll can be typed in from physical dice; the seeded roller is the other path": a seed
a person chose is not one the ledger drew, and the history says which).
"""

from __future__ import annotations

from typing import Any


def acted_by(row: dict[str, Any]) -> str:
    """Who acted in history row ``row``, as every face names them: the person (``by``, when a person of the group
    did it) and the character they played (``Bo (Rook)``), the person alone for a GM's or a table action
    (``Bo``), else the actor recorded (``GM``, a character: the store's owner's actions). Source: README "Playing as
    a group" (the history names who did what)."""
    person, actor = row.get("by"), row.get("actor")
    if person is None:
        return str(actor)
    return str(person) if actor in (None, "GM", person) else f"{person} ({actor})"


def who_in(row: dict[str, Any], system: Any, lang: str) -> str:
    """Who acted in history row ``row`` as a face in language ``lang`` names them: ``acted_by`` when a person of the
    group acted, else the actor recorded, the GM (``--as GM``, a name no character may take) in the system's word
    for the GM (``GameSystem.word("GM", lang)``) and a character by its name as recorded. Source:
    README "Playing as a group" (the history names who did what)."""
    if row.get("by"):
        return acted_by(row)
    actor = row.get("actor")
    return system.word("GM", lang) if actor == "GM" else str(actor)


def chosen_seed(inputs: Any) -> int | None:
    """The seed a person gave an action (its ``seed`` or ``action_seed`` argument, as ``inputs`` recorded them),
    or None when the ledger drew it (``inputs["seed"]``) or there was none. Source: developers' guide ("the seeded
    roller is the other path"): a seed chosen is dice chosen, and the history says so."""
    args = inputs.get("args") if isinstance(inputs, dict) else None
    if not isinstance(args, dict):
        return None
    from ledger.group.permissions import SEED_ARGS

    given = next((args[k] for k in SEED_ARGS if args.get(k) is not None), None)
    return given if isinstance(given, int) and not isinstance(given, bool) else None
