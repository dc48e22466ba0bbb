"""The arguments of a player's command that are a GM's ruling (``SystemDeclaration.gm_arguments``): which of them an
action gives, spelled as the command line types them, and the list ``ledger permissions`` prints.

Source: docs/adding-a-game-system.md ("Who gives which command"); design.md "People, roles and hidden information"
(who may do what is a table the service checks on every call). Pure: reads a system's declaration and an action's
arguments, never the ledger.
"""

from __future__ import annotations

from typing import Any


def typed(model: Any, name: str, value: Any = True) -> str:
    """Argument ``name`` of argument model ``model`` (a ``rules.args.Args`` class) as the command line types it with
    ``value``: a flag's side (``--imposed`` for true, ``--chosen`` for false, from ``arg(flag="--imposed/--chosen")``),
    else ``--`` and its name with dashes (``overflow_condition`` -> ``--overflow-condition``); a positional argument
    by its placeholder (``NAME``). ``KeyError`` for a name the model does not have."""
    info = model.model_fields[name]
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    cli = extra.get("cli") or {}
    if cli.get("positional"):
        return str(cli.get("metavar") or name.upper())
    flag = cli.get("flag")
    if isinstance(flag, str) and "/" in flag:
        on, _, off = flag.partition("/")
        return on if value else off
    return "--" + (info.alias or name).replace("_", "-")


def _given(model: Any, name: str, args: dict[str, Any]) -> tuple[bool, Any]:
    """(whether ``args`` gives argument ``name`` of ``model`` a value other than none, that value read as the model
    reads it). Keys may be spelled as the model names the field, as its alias, or with dashes (``overflow-condition``).
    A value the model cannot read counts as given as typed: the rules refuse it when they read it."""
    from pydantic import TypeAdapter, ValidationError

    info = model.model_fields[name]
    spellings = {name, info.alias or name}
    found = [v for k, v in args.items() if isinstance(k, str) and k.replace("-", "_") in
             {s.replace("-", "_") for s in spellings}]
    value = next((v for v in found if v is not None and v != [] and v != ""), None)
    if value is None:
        return False, None
    try:
        return True, TypeAdapter(info.annotation).validate_python(value)
    except (ValidationError, TypeError, ValueError):
        return True, value


def gm_ruled(system: Any, command: str, args: dict[str, Any]) -> list[tuple[str, str]]:
    """The GM's rulings ``args`` gives to ``command`` of ``system`` (a ``rules.declaration.SystemDeclaration`` with
    its command table): ``[(argument as the model names it, argument as typed)]`` in the declaration's order, empty
    when none (a command that is not the system's: empty, left to the rules to refuse). Source: the system's
    ``gm_arguments`` (each system's docs page, "Who gives which command")."""
    ruled = system.gm_arguments.get(command) or {}
    spec = system.commands.get(command) if ruled else None
    if spec is None:
        return []
    out = []
    for name, ruling in ruled.items():
        present, value = _given(spec.args, name, args)
        if present and (ruling.when is None or ruling.when(value)):
            out.append((name, typed(spec.args, name, value)))
    return out


def gm_fields(system: Any, command: str) -> frozenset[str]:
    """The arguments of ``command`` (as the API's body spells them: alias, else name) that carry a GM's ruling for
    some value: those a form leaves out for a player. Empty for a command without any."""
    ruled = system.gm_arguments.get(command) or {}
    spec = system.commands.get(command) if ruled else None
    if spec is None:
        return frozenset()
    return frozenset(spec.args.model_fields[name].alias or name for name in ruled)


def listed(system: Any) -> list[dict[str, str]]:
    """Every GM's ruling among ``system``'s commands, as ``ledger permissions --json`` lists them under the
    ``gm-arguments`` rule: ``[{"command", "argument", "field", "values", "why"}]`` (``argument`` as typed, its GM
    side for a flag; ``field`` the same argument as a request body names it, its model's alias else its name:
    ``gm_move``; ``values`` the values that are the GM's, ``""`` for any), in the command table's order."""
    out = []
    for command in system.commands:
        fields = system.commands[command].args.model_fields
        for name, ruling in (system.gm_arguments.get(command) or {}).items():
            out.append({"command": command, "argument": typed(system.commands[command].args, name, True),
                        "field": fields[name].alias or name, "values": ruling.values, "why": ruling.why})
    return out
