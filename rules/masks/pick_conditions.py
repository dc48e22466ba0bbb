"""Which conditions a Masks pick's condition detail takes now: a pick that clears a condition takes only one its
hero has marked, a pick that marks one only one they have not marked, as ``rules.masks.picks`` applies them
(``clear_condition`` refuses an unmarked condition, ``mark_condition`` a marked one).

Source: seed 000 "THE BASIC MOVES" (Unleash, Comfort or Support, Defend, Provoke, Powerful Blow, Reject
Influence: whose condition each option marks or clears) and "Conditions" (a condition is marked or cleared; with
all five marked a hero is taken out), catalogue MK-R04/MK-R05; ``rules.masks.picks`` (``PARAMS``, the resolvers).
Pure: reads the state only.
"""

from __future__ import annotations

from typing import Any

#: ``(option, detail key) -> (whose condition: "roller" | "target", "clear" | "mark")``, as the resolvers of
#: ``rules.masks.picks`` apply them. PB7a's condition goes to the character the same pick names, so it is not here.
WHOSE: dict[tuple[str, str], tuple[str, str]] = {
    ("UP1", "condition"): ("roller", "mark"),
    ("CS2", "condition"): ("target", "clear"),
    ("CS5", "condition"): ("roller", "clear"),
    ("DF3", "condition"): ("roller", "clear"),
    ("PVP2", "condition"): ("target", "mark"),
    ("PB7c", "conditions"): ("roller", "mark"),
    ("PB7c", "condition"): ("roller", "mark"),
    ("RI1", "clear"): ("roller", "clear"),
    ("RIM", "condition"): ("roller", "mark"),
}

_NONE = {("clear", "en"): "{who} has no condition marked",
         ("clear", "es"): "{who} no tiene ninguna condición marcada",
         ("mark", "en"): "{who} has every condition marked: marking one more takes them out",
         ("mark", "es"): "{who} tiene todas las condiciones marcadas: marcar otra lo deja fuera de combate"}


def condition_choices(state: dict[str, Any], option: str, key: str,
                      lang: str = "en") -> tuple[list[str], str | None] | None:
    """The condition ids ``option``'s detail ``key`` takes in ``state`` (seed order), with a note in ``lang``
    (``"en"``/``"es"``) when there is none to take, e.g. ``(["afraid"], None)`` or ``([], "Rook has no condition
    marked")``; None when the open roll does not say whose condition it is (no roll, no such hero, or a detail
    not in ``WHOSE``): every condition may then be named. Raises nothing."""
    from rules.masks.data import CONDITIONS

    roll = state.get("roll") if isinstance(state.get("roll"), dict) else None
    whose = WHOSE.get((option, key))
    if roll is None or whose is None:
        return None
    who = roll.get(whose[0])
    record = (state.get("characters") or {}).get(who) if isinstance(who, str) else None
    if not isinstance(record, dict):
        return None
    marked = record.get("conditions") or {}
    clearing = whose[1] == "clear"
    found = [c for c in CONDITIONS if bool(marked.get(c)) == clearing]
    note = None if found else _NONE[(whose[1], "es" if lang == "es" else "en")].format(who=who)
    return found, note
