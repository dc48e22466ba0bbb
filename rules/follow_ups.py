"""Whose open roll a command follows: the declaration ``SystemDeclaration.follows`` that says, per system, who may
give a roll's follow-ups (its resolution and picks, a spend on it), read by the table's offer and by its refusal.

Source: each system's docs page, "Who gives which command" (a roll's follow-ups are its roller's, or the GM's), and
design.md "People, roles and hidden information" (who may do what is one rule, checked on every call and offered
the same: ``ledger.group.permissions.may_follow``). Pure.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: ``(state, command) -> (character, ...) | None``: the characters whose open roll ``command`` follows now (a
#: player may give it when they play one of them); None: it follows no one's (anyone who may act gives it).
Follows = Callable[[dict[str, Any], str], "tuple[str, ...] | None"]


def named(found: Any) -> tuple[str, ...] | None:
    """The distinct texts of ``found`` (an iterable of names, Nones skipped) in order, or None when there is none."""
    out = tuple(dict.fromkeys(n for n in found if isinstance(n, str) and n))
    return out or None


def roll_follows(keys: Mapping[str, tuple[str, ...]], where: str = "roll") -> Follows:
    """A ``Follows`` for a system whose open roll is the record ``state[where]`` (None or absent when none is
    open): command -> the keys of the record naming whose it is (``("roller",)``; a target's too where the rules let
    the target enter the picks). A command not in ``keys``, or no roll open, follows no one's (None)."""
    def follows(state: dict[str, Any], command: str) -> tuple[str, ...] | None:
        wanted = keys.get(command)
        record = state.get(where) if wanted else None
        if not isinstance(record, dict):
            return None
        return named(record.get(k) for k in wanted)
    return follows


def either(*parts: Follows) -> Follows:
    """A ``Follows`` asking ``parts`` in turn: the first answer that is not None."""
    def follows(state: dict[str, Any], command: str) -> tuple[str, ...] | None:
        for part in parts:
            found = part(state, command)
            if found is not None:
                return found
        return None
    return follows
