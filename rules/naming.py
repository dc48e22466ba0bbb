"""Which arguments of a system's commands name a character, and which of those name the acting player's own.

Source: README "Playing as a group" (a player acts only as their own characters; a companion is its owner's:
``SystemDeclaration.owner_of``) and docs/adding-a-game-system.md (one declaration of a command's arguments). Derived
from the arguments' declarations, never from their values: an argument names a character when its values come from
the campaign's characters (``rules.completion.source_of``: its placeholder ``NAME``, or one the system's
``completions`` table sends to the characters); it names the actor's own one when it is the command's ``character``
or declared ``arg(..., own=True)``. ``ledger.group.permissions.may_name`` checks a player's command against these,
and ``undeclared`` is the start-up check (``rules.contract``) that none is left out. Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

#: A registered system (``rules.system.GameSystem``), named so without importing it: the system module imports
#: this one's readers through its contract check.
GameSystem = Any

#: The argument every system's command table calls the acting character (whose sheet or roll it is).
ACTING = "character"

#: Placeholders that read as a character's name (a field holding one must be declared as naming a character).
NAME_PLACEHOLDERS = ("NAME",)


def _extra(info: Any) -> dict[str, Any]:
    return info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}


def declared_own(info: Any) -> bool:
    """Whether a model field (a pydantic ``FieldInfo``) is declared ``arg(..., own=True)``."""
    return _extra(info).get("names") == "own"


def naming(system: GameSystem, command: str) -> dict[str, bool]:
    """The arguments of ``command`` that name a character: ``{argument as the model spells it (alias, else field):
    whether it names the actor's own}``; empty for an unknown command."""
    spec = system.commands.get(command)
    return {} if spec is None else _naming(system, command, spec.args)


def _naming(system: GameSystem, command: str, model: Any) -> dict[str, bool]:
    from rules.completion import CHARACTERS, field_source

    out: dict[str, bool] = {}
    for field, info in model.model_fields.items():
        own = field == ACTING or declared_own(info)
        if own or field_source(system, command, field, info) == CHARACTERS:
            out[info.alias or field] = own
    return out


def undeclared(system: GameSystem, commands: Any) -> list[str]:
    """What is wrong with how ``commands`` (``system``'s command table, name -> ``Command``) declare the arguments
    naming a character: a ``character``, an ``own`` argument or one with a name's placeholder (``NAME_PLACEHOLDERS``)
    whose values do not come from the characters (``rules.completion.field_source``), so that the permission check
    and the completion would read it otherwise. Empty when every one is declared."""
    from rules.completion import CHARACTERS, _meta, field_source

    problems: list[str] = []
    for command, spec in commands.items():
        for field, info in spec.args.model_fields.items():
            placeholder = str(_meta(info).get("metavar") or "")
            said = field == ACTING or declared_own(info) or placeholder in NAME_PLACEHOLDERS
            if said and field_source(system, command, field, info) != CHARACTERS:
                problems.append(f"{command} {field}: names a character but its values are not the characters "
                                "(give it the placeholder NAME or a completions entry to the characters)")
    return problems
