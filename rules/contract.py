"""The contract every game system keeps, checked when the system and its parts load.

Source: docs/adding-a-game-system.md ("The rule", "Commands", "Gates", "Views", "Reference lists",
"Languages") and fracturing.space's game-systems note, whose start-up validators refuse to start with a
registered system that lacks a handler its declarations promise. Here each part of a ``GameSystem`` is
checked as it loads, so that help and one-off reads import no more than today:

- ``check_declared`` when ``rules.get_system`` first loads a system (its fields, reads, references,
  completions, languages and words);
- ``check_views`` when its ``Views`` first load (``GameSystem.views``);
- ``check_commands`` when its command table first loads (``GameSystem.commands``);
- ``check_gates`` when its gates are first used (``GameSystem.gate_table``);
- ``check_system`` all of these at once, with what needs two parts together (a preview switch needs its
  view; the odds view needs a command to preview). The tests run it over every registered system.

A broken system raises ``ContractError`` naming the system and every problem found. The module imports
nothing heavy: the declaration check runs on every start.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules.declaration import Command, SystemDeclaration, Views

#: The views every system must give (``rules.declaration.Views`` fields without a default).
REQUIRED_VIEWS = ("sheet", "sheet_rows", "characters", "term", "summary", "describe")
#: Views that need another: ``(view, the view it needs)``.
PAIRED_VIEWS = (("status_rows", "status"), ("status", "status_rows"), ("live", "status"), ("odds_rows", "odds"),
                ("redaction_key", "redact"), ("sealed", "redact"))
#: Completion sources that are not reference kinds (``rules.completion``).
COMPLETION_SOURCES = ("characters", "open picks")


class ContractError(ValueError):
    """A game system that breaks its contract: ``system`` (its id) and ``problems`` (one phrase each).

    The message reads ``game system 'foo' breaks its contract: view 'sheet' is missing; ...``. It is a
    programming error of the system's package, not bad input; ``rules.get_system`` turns it into a
    ``RuleError("system")`` for a system it loads.
    """

    def __init__(self, system: str, problems: list[str]) -> None:
        self.system = system
        self.problems = list(problems)
        super().__init__(f"game system {system!r} breaks its contract: {'; '.join(self.problems)}")


def _raise(system: SystemDeclaration | str, problems: list[str]) -> None:
    if problems:
        raise ContractError(system if isinstance(system, str) else str(system.id), problems)


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def declared_problems(system: SystemDeclaration, key: str | None = None) -> list[str]:
    """What is wrong with ``system``'s declaration (nothing loaded): its id (``key``: the id it is
    registered under), title, version, loaders, options model, reads, reference lists, completions,
    languages, words, gates and ``players``. Empty when it is sound."""
    problems = []
    if key is not None and system.id != key:
        problems.append(f"its id is {system.id!r} but it is registered as {key!r}")
    problems += [f"{name} is empty" for name in ("id", "title", "rules_version") if not _text(getattr(system, name))]
    problems += [f"{name} is not callable" for name in ("new_state", "load_views", "load_commands")
                 if not callable(getattr(system, name))]
    model = system.options_model
    if not (isinstance(model, type) or (isinstance(model, str) and ":" in model)):
        problems.append(f"options_model {model!r} is neither a model nor 'module:Name'")
    problems += _read_problems(system)
    problems += _language_problems(system)
    for where, source in system.completions.items():
        if source not in COMPLETION_SOURCES and source not in system.reference and not source.startswith("|"):
            problems.append(f"completion {where!r} names {source!r}, which is neither "
                            f"{' nor '.join(map(repr, COMPLETION_SOURCES))} nor a reference kind")
    if system.gates is not None and not isinstance(system.gates, Mapping):
        problems.append("gates is not a mapping of command -> gate")
    if system.players is not None and not callable(system.players):
        problems.append("players is not callable (state -> the names of the characters players play)")
    return problems


def _read_problems(system: SystemDeclaration) -> list[str]:
    from rules.reference import Reference
    from rules.declaration import Read

    problems = []
    for name, read in system.reads.items():
        if not isinstance(read, Read):
            problems.append(f"read {name!r} is not a Read")
        elif not (callable(read.view) and callable(read.rows)):
            problems.append(f"read {name!r} needs a callable view and rows")
    problems += [f"reference {kind!r} is not a Reference" for kind, ref in system.reference.items()
                 if not isinstance(ref, Reference) or not callable(ref.entries)]
    return problems


def _language_problems(system: SystemDeclaration) -> list[str]:
    """The languages: at least one, each a distinct lower-case code; ``words`` only for them; and every
    language but English has interface words, shared (``rules.i18n.WORDS``) or the system's own."""
    from rules.i18n import WORDS

    langs = system.languages
    if not isinstance(langs, tuple) or not langs:
        return ["languages must be a non-empty tuple of codes"]
    problems = [f"language {code!r} is not a lower-case code" for code in langs
                if not isinstance(code, str) or not code.isalpha() or code != code.lower()]
    if len(set(langs)) != len(langs):
        problems.append(f"languages {', '.join(langs)} repeat a code")
    problems += [f"words are given for {code!r}, which is not one of its languages ({', '.join(langs)})"
                 for code in system.words if code not in langs]
    problems += [f"language {code!r} has no interface words (rules.i18n.WORDS or its own words)"
                 for code in langs if code != "en" and not WORDS.get(code) and not system.words.get(code)]
    return problems


def check_declared(system: SystemDeclaration, key: str | None = None) -> None:
    """Raise ``ContractError`` when ``declared_problems`` finds anything."""
    _raise(system, declared_problems(system, key))


def view_problems(views: Any) -> list[str]:
    """What is wrong with a system's views: not a ``rules.declaration.Views``, a required view missing or not
    callable, an optional one neither callable nor None, or one of a pair without the other."""
    from rules.declaration import Views

    if not isinstance(views, Views):
        return [f"its views are a {type(views).__name__}, not rules.declaration.Views"]
    problems = []
    for f in fields(Views):
        given = getattr(views, f.name)
        if f.name in REQUIRED_VIEWS and given is None:
            problems.append(f"view {f.name!r} is missing")
        elif given is not None and not callable(given):
            problems.append(f"view {f.name!r} is not callable")
    problems += [f"view {view!r} is given without {needs!r}" for view, needs in PAIRED_VIEWS
                 if getattr(views, view) is not None and getattr(views, needs) is None]
    return problems


def check_views(system: SystemDeclaration, views: Views) -> None:
    """Raise ``ContractError`` when ``view_problems`` finds anything in ``system``'s ``views``."""
    _raise(system, view_problems(views))


def command_problems(system: SystemDeclaration, commands: Any) -> list[str]:
    """What is wrong with a command table: not a mapping; an entry that is not a ``Command`` named as
    its key, with an ``Args`` model, a callable handler and one line of help; a command named like a
    read or a reference kind; a group that no command belongs to; an argument naming a character that the
    permission check would not see as one (``rules.naming.undeclared``)."""
    from rules.args import Args
    from rules.declaration import Command

    if not isinstance(commands, Mapping) or not commands:
        return ["its command table is not a non-empty mapping of name -> Command"]
    problems = []
    for name, cmd in commands.items():
        if not isinstance(cmd, Command):
            problems.append(f"command {name!r} is not a Command")
            continue
        if cmd.name != name:
            problems.append(f"command {name!r} is named {cmd.name!r}")
        if not (isinstance(cmd.args, type) and issubclass(cmd.args, Args)):
            problems.append(f"command {name!r} has no Args model")
        if not callable(cmd.handler):
            problems.append(f"command {name!r} has no handler")
        if not _text(cmd.help) or "\n" in cmd.help:
            problems.append(f"command {name!r} needs one line of help")
    problems += [f"{name!r} is both a command and a read" for name in commands if name in system.reads]
    problems += _ruling_problems(system, commands)
    if all(isinstance(cmd, Command) and isinstance(cmd.args, type) and issubclass(cmd.args, Args)
           for cmd in commands.values()):
        from rules.naming import undeclared

        problems += undeclared(system, commands)
    firsts = {name.split(" ", 1)[0] for name in commands if " " in name}
    problems += [f"group {group!r} has no command" for group in system.groups if group not in firsts]
    return problems


def _ruling_problems(system: SystemDeclaration, commands: Mapping[str, Any]) -> list[str]:
    """What is wrong with ``gm_arguments``: a command the table lacks or that is a GM's whole (``gm_commands``), an
    argument its model lacks, a ruling that is not a ``rules.declaration.GmArgument`` with a one-line ``why``; a
    ``gm_rulings`` command that is not one of ``gm_commands``."""
    from rules.declaration import Command, GmArgument

    problems = [f"gm_rulings names {name!r}, not one of gm_commands"
                for name in sorted(getattr(system, "gm_rulings", None) or ()) if name not in system.gm_commands]
    for name, ruled in (getattr(system, "gm_arguments", None) or {}).items():
        cmd = commands.get(name)
        if not isinstance(cmd, Command) or name in system.gm_commands:
            problems.append(f"gm_arguments names {name!r}, not a player's command")
            continue
        for arg, ruling in ruled.items():
            if arg not in cmd.args.model_fields:
                problems.append(f"gm_arguments: {name!r} has no argument {arg!r}")
            if not isinstance(ruling, GmArgument) or not _text(ruling.why) or "\n" in ruling.why:
                problems.append(f"gm_arguments: {name} {arg} needs a GmArgument with one line of why")
    return problems


def check_commands(system: SystemDeclaration, commands: Mapping[str, Command]) -> None:
    """Raise ``ContractError`` when ``command_problems`` finds anything in ``system``'s ``commands``."""
    _raise(system, command_problems(system, commands))


def gate_problems(gates: Mapping[str, Any], commands: Mapping[str, Any]) -> list[str]:
    """What is wrong with a gate table: a gate for a command that does not exist, a command without a
    gate entry (None when any phase allows it), a gate that is neither None nor a non-empty tuple of
    ``rules.phases.Way``. The commands every system shares outside its phases (``rules.sessions.UNGATED``:
    ``recap``, which the GM may write at any moment and which no "allowed now" list needs to offer) need no entry.
    """
    from rules.phases import Way
    from rules.sessions import UNGATED

    problems = [f"gate {name!r} names no command" for name in gates if name not in commands]
    problems += [f"command {name!r} has no gate (None: allowed in every phase)" for name in commands
                 if name not in gates and name not in UNGATED]
    problems += [f"gate {name!r} is not a tuple of rules.phases.Way" for name, gate in gates.items()
                 if gate is not None and not (isinstance(gate, tuple) and gate and all(isinstance(w, Way) for w in gate))]
    return problems


def check_gates(system: SystemDeclaration, gates: Mapping[str, Any], commands: Mapping[str, Command]) -> None:
    """Raise ``ContractError`` when ``gate_problems`` finds anything in ``system``'s ``gates``."""
    _raise(system, gate_problems(gates, commands))


def preview_problems(views: Views, commands: Mapping[str, Command]) -> list[str]:
    """What the views and commands lack together: a preview switch (``arg(False, preview="odds")``) whose
    view the system does not give, or an ``odds`` view with no command to preview."""
    from rules.args import preview_fields

    problems, previewed = [], set()
    for name, cmd in commands.items():
        for field_name, view in preview_fields(cmd.args).items():
            previewed.add(view)
            if getattr(views, view, None) is None:
                problems.append(f"command {name!r} previews view {view!r} (--{field_name}), which it does not give")
    if views.odds is not None and "odds" not in previewed:
        problems.append("view 'odds' is given but no command has a preview=\"odds\" switch")
    return problems


def check_system(system: SystemDeclaration, key: str | None = None) -> None:
    """Load every part of ``system`` and check all of it (``key``: the id it is registered under).

    Raises ``ContractError`` listing every problem found, the declaration's first; a part that cannot be
    checked because another is broken (gates without a sound command table) is left until that is fixed.
    """
    problems = declared_problems(system, key)
    views = commands = None
    try:
        views = system.load_views()
    except Exception as exc:  # noqa: BLE001 - a loader that fails is a problem to report, with its reason
        problems.append(f"its views cannot be loaded: {exc}")
    else:
        problems += view_problems(views)
    try:
        commands = system.load_commands()
    except Exception as exc:  # noqa: BLE001
        problems.append(f"its command table cannot be loaded: {exc}")
    else:
        found = command_problems(system, commands)
        problems += found
        if found:
            commands = None
    if commands is not None and system.gates is not None and isinstance(system.gates, Mapping):
        problems += gate_problems(system.gates, commands)
    if commands is not None and views is not None and not view_problems(views):
        problems += preview_problems(views, commands)
    _raise(system, problems)
