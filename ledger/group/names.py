"""Names that would read as someone else: a character named as the GM or as one of the campaign's people, a person
named as one of its characters. Kept apart so that a history's ``actor`` filter (``ledger.projections.
history_filters.keep``: the actor, the person, the GM in the reader's words) names one kind of someone only.

Source: README "Playing as a group" (``--actor`` finds a person's actions by their name too, and the GM by the
system's word for the GM) and design.md "People, roles and hidden information". Pure: reads the campaign state and
the words a system gives for the GM (``rules.system.GameSystem.word``); names no game system.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.errors import RuleError
from rules.names import norm


def new_characters(state: dict[str, Any], specs: list[Any]) -> list[str]:
    """The characters the drafted events ``specs`` (``rules.draft.EventSpec``) add to ``state``: a change whose
    path is ``["characters", NAME]`` for a NAME the state does not hold (the state's shape every system shares:
    docs/adding-a-game-system.md "Views")."""
    known = state.get("characters") or {}
    out: list[str] = []
    for spec in specs:
        for change in getattr(spec, "changes", None) or []:
            path = change.get("path") or []
            if len(path) == 2 and path[0] == "characters" and path[1] not in known and path[1] not in out:
                out.append(str(path[1]))
    return out


def check_new_characters(state: dict[str, Any], specs: list[Any], gm_words: Mapping[str, str]) -> None:
    """Refuse drafted events ``specs`` that add a character named as the GM in one of the system's languages
    (``gm_words``: word -> language, ``rules.gm_names``: the system's own word and the shared one) or as a person of
    ``state``'s table (seated now or once: their actions stay on record under their name). Names compare folded
    (``rules.names.norm``). Raises ``RuleError("name")`` naming the clash."""
    people = {norm(p): p for p in ((state.get("table") or {}).get("people") or {})}
    words = {norm(word): lang for word, lang in gm_words.items()}
    for name in new_characters(state, specs):
        if norm(name) in words or norm(name) == "gm":
            raise RuleError("name", f"{name} is how the GM is named ({words.get(norm(name), 'en')}); a character "
                            "needs another name")
        if norm(name) in people:
            raise RuleError("name", f"{name} is a person of this campaign; a character needs another name (the "
                            "history finds people and characters by name)")


def check_person(state: dict[str, Any], person: str) -> None:
    """Refuse seating ``person`` (by ``grant`` or an invitation's ``join``) in ``state`` when a character of it has
    that name (folded, ``rules.names.norm``) and they were never seated before. Raises ``RuleError("person")``."""
    if person in ((state.get("table") or {}).get("people") or {}):
        return
    clash = next((c for c in state.get("characters") or {} if norm(c) == norm(person)), None)
    if clash is not None:
        raise RuleError("person", f"{clash} is a character of this campaign; a person needs another name (the "
                        "history finds people and characters by name)")
