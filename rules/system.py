"""The one interface every game system exposes: its declaration (``rules.declaration``) as the ledger runs it.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O)
and fracturing.space's game-systems note (a system-agnostic core plus one package per system).

This module imports no pydantic, so that a read (``ledger sheet``) starts fast; the argument models live in
``rules.args`` and are offered here too (``Args``, ``arg``...), imported on first use; the pure ``decide`` step is
``rules.decide``'s, the completion of an argument ``rules.completion``'s.
"""

from __future__ import annotations

import re

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.declaration import Command, Read, SystemDeclaration, Views
from rules.errors import RuleError
from rules.said_tails import TAIL, with_tail
from rules.lazy import lazy_mapping, lazy_module, loaded  # noqa: F401 - offered here, where systems declare

if TYPE_CHECKING:
    from pydantic import BaseModel

    from rules.reference import Reference


#: Names offered by ``rules.args`` (with pydantic), imported on first use (PEP 562).
_FROM_ARGS = ("Args", "arg", "preview_fields", "canonical_args", "validation_error", "typed_names", "taken_names")


def __getattr__(name: str) -> Any:
    if name in _FROM_ARGS:
        import rules.args

        return getattr(rules.args, name)
    raise AttributeError(f"module 'rules.system' has no attribute {name!r}")


def reference_reads(system: SystemDeclaration) -> dict[str, Read]:
    """A ``Read`` for each of ``system``'s reference lists, named by its kind (``ledger moves``): its entries
    (``rules.reference.view``) and their table (``rules.reference.rows``) in the language asked, else the system's
    first. Source: README "Using the ledger" (reference lists)."""
    from rules.reference import rows, view

    def make(kind: str, ref: Reference) -> Read:
        return Read(view=lambda state, lang=None: view(ref, kind, system.languages, lang or system.languages[0]),
                    rows=lambda data, lang=None: rows(data, lang or system.languages[0], lambda w: system.word(w, lang or "")),
                    help=ref.help, title=ref.title)

    return {kind: make(kind, ref) for kind, ref in system.reference.items()}


@dataclass
class GameSystem(SystemDeclaration):
    """One game system as the ledger runs it: its declaration (``rules.declaration.SystemDeclaration``: id, rules
    version, options model, command table, views, languages) with its parts loaded on first use.

    The system checks itself as its parts load (``rules.contract``, after fracturing.space's start-up
    validators): its declaration when ``rules.get_system`` first loads it, its views, commands and gates
    on their first use; ``rules.contract.check_system`` checks all of it at once. A broken part raises
    ``rules.contract.ContractError`` naming the system and what is missing.
    """

    _help: Mapping[str, Mapping[str, str]] | None = field(default=None, init=False, repr=False)
    _commands: dict[str, Command] | None = field(default=None, init=False, repr=False)
    _views: Views | None = field(default=None, init=False, repr=False)
    _gates_checked: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        """Offer each reference list as a read of its kind (``ledger moves``); a kind that is already a
        read raises ``rules.contract.ContractError`` (a programming error of the system's package)."""
        if self.reference:
            from rules.contract import ContractError

            clash = sorted(set(self.reference) & set(self.reads))
            if clash:
                raise ContractError(self.id, [f"reference kinds {', '.join(clash)} are already reads"])
            self.reads = {**self.reads, **reference_reads(self)}

    def help_of(self, command: str, key: str | None, lang: str) -> str:
        """The help of ``command`` (``key`` None) or of its argument ``key`` (as the API's body spells it) in ``lang``.

        ``command`` is a command's name (``"roll"``, ``"session start"``), ``"group: NAME"`` for a group of commands
        (``groups``: ``ledger session --help``) or ``"read: NAME"`` for a read or a reference list (``reads``:
        ``ledger team``, ``ledger moves``; its arguments as ``"read: advancement"`` with ``key`` ``"name"``).
        The English text is the system's own (``Command.help`` and the argument's ``arg(help=...)``, the group's
        ``groups`` entry, the read's ``Read.help``); another language reads the system's help table (``load_help``:
        ``{lang: {key: text}}`` with keys ``"roll"`` for a command, ``"roll: move"`` for an argument of one command,
        ``"*: dice"`` for an argument every command shares, ``"group: session"``, ``"read: team"`` and
        ``"read: advancement: name"``), falling back to English where it has no entry. ``KeyError`` for a command,
        group or read the system does not have. Source: docs/adding-a-game-system.md ("Help in the system's
        languages")."""
        english = self._english_help(command, key)
        if lang == "en" or not english:
            return english
        if self._help is None:
            self._help = self.load_help()
        table = self._help.get(lang, {})
        found = table.get(command) if key is None else (table.get(f"{command}: {key}") or table.get(f"*: {key}"))
        return found or english

    def placeholder(self, metavar: str, lang: str) -> str:
        """``metavar`` (an argument's placeholder: ``"CULTURE"``, ``"[OPTIONS]"``) with its words in ``lang``: the
        system's help table's ``"placeholder: WORD"`` entries, then the words every system shares
        (``rules.placeholders``). Source: docs/adding-a-game-system.md ("Help in the system's languages")."""
        from rules.placeholders import spoken

        if lang == "en":
            return metavar
        if self._help is None:
            self._help = self.load_help()
        table = self._help.get(lang, {})
        return spoken(metavar, lang, lambda word: table.get(f"placeholder: {word}"))

    def _english_help(self, command: str, key: str | None) -> str:
        """The English help ``help_of`` translates (``""`` for an argument ``command`` does not have)."""
        kind, _, name = command.partition(": ")
        if kind == "group" and name:
            return self.groups[name] if key is None else ""
        if kind == "read" and name:
            read = self.reads[name]
            if key is None:
                return read.help
            fields = read.args.model_fields.items() if read.args else []
        else:
            spec = self.commands[command]
            if key is None:
                return spec.help
            fields = spec.args.model_fields.items()
        return next((info.description or "" for n, info in fields if (info.alias or n) == key), "")

    def refusal(self, err: RuleError, lang: str) -> str:
        """``str(err)`` (``"<field>: <message>"``, one line) with the message in ``lang`` when the system's
        ``refusal`` view rewrites it (``rules.refusals``), each command of an "allowed now" list as ``command_word``
        names it (and the command the refusal is about: ``rules.named_commands``) and each hint as the system's ``hint`` view words it (``rules.phases.worded_lists``), a refusal the ledger itself raises by the frames every system
        of ``lang`` shares (``rules.ledger_frames``; a refusal of one action of several, ``... (action 9)``, and a number
        out of range, ``... (got -2)``, with that frame in ``lang`` too; a store's, a script's, an archive's: ``rules.archive_frames``; the
        group's: ``rules.group_frames``, the GM as the system names the GM); the field stays as the user typed it."""
        from rules import archive_frames, group_frames, ledger_said
        from rules.named_commands import TABLE_COMMANDS, named
        from rules.phases import worded_lists

        view = self.views.refusal
        own = (lambda message: view(err.field, message, lang) or message) if view is not None else None
        command = lambda c: self.command_word(c, lang)  # noqa: E731
        message = err.message if lang == "en" else named(err.message, {*self.commands, *TABLE_COMMANDS}, command)
        text = (ledger_said.said(lang, message, own, command) or archive_frames.said(lang, message)
                or group_frames.said(lang, message, self.word("GM", lang), own))                 # own refusals
        if text is None and own is not None:
            text = own(message)
        if text and lang != "en" and "; allowed now: " in err.message:     # English: the ids, as one types them
            hint = self.views.hint
            text = worded_lists(err.message, text, self.commands, command,
                                (lambda c, h: hint(c, h, lang)) if hint is not None else None)
        text = str(text or err.message)
        missing = re.search(r"Missing argument '([^']+)'", err.message) if err.field == "usage" else None
        if missing and lang != "en":            # click names a missing argument by its placeholder: 'MOVE'
            text = text.replace(f"'{missing[1]}'", f"'{self.placeholder(missing[1], lang)}'")
        text = err.worded(text, lang)
        tail = TAIL.fullmatch(err.message) if lang != "en" else None
        if tail is not None and text.endswith(err.message[len(tail[1]):]):   # an English tail left: said apart
            text = with_tail(lang, err.message, lambda m: self.refusal(RuleError(err.field, m, err.words), lang)
                             .split(": ", 1)[1], lambda w: self.word(w, lang)) or text
        return f"{err.field}: {' '.join(text.split())}"

    def command_word(self, command: str, lang: str) -> str:
        """``command`` (``"test"``, ``"note"``) as a history's action column names it in ``lang``: the system's
        ``command`` view (``test`` -> ``prueba``), else ``word`` (a group command: ``note`` -> ``nota``), else as
        typed. Source: docs/adding-a-game-system.md ("Views": ``command``)."""
        own = self.views.command
        return (own(command, lang) if own is not None else None) or self.word(command, lang)

    def lang(self, given: str | None) -> str:
        """The display language for ``given`` (its language part, ``rules.i18n.language_part``: ``DE``,
        ``de_DE.UTF-8`` and ``de-AT`` are ``de``; None: the preferred language of ``rules.i18n.prefer`` when the
        system has it, else the system's first language).

        Raises ``RuleError("lang")`` naming the system's languages, for a blank ``given`` too (a language asked
        for and left empty is not the default).
        """
        from rules.i18n import PREFERRED, language_part

        if given is None:
            return PREFERRED["lang"] if PREFERRED["lang"] in self.languages else self.languages[0]
        code = language_part(given)
        if code not in self.languages:
            raise RuleError("lang", f"{given!r} is not a language of {self.title}; allowed: {', '.join(self.languages)}")
        return code

    def sealed(self, record: dict[str, Any], state: dict[str, Any]) -> set[str] | None:
        """Who may see ``record`` (``{"kind", "actor", "command", "detail", "changes"}``) whole although ``redact``
        hides part of it in ``state``: the characters (``"GM"``: the GM's side) of the ``sealed`` view, or None (the
        default: no one). Source: design.md "People, roles and hidden information"."""
        own = self.views.sealed
        return own(record, state) if own is not None else None

    @property
    def views(self) -> Views:
        """The system's ``Views`` (loaded once, on first use, and checked: ``rules.contract.check_views``)."""
        if self._views is None:
            from rules.contract import check_views

            views = self.load_views()
            check_views(self, views)
            self._views = views
        return self._views

    @property
    def commands(self) -> dict[str, Command]:
        """Command name -> ``Command`` (loaded once, on first use, and checked: ``rules.contract.check_commands``)."""
        if self._commands is None:
            from rules.contract import check_commands

            commands = self.load_commands()
            check_commands(self, commands)
            self._commands = commands
        return self._commands

    @property
    def gate_table(self) -> Mapping[str, Any] | None:
        """``gates``, checked against the command table on first use (``rules.contract.check_gates``: a gate
        for every command and a command for every gate), or None for a system without gates."""
        if self.gates is not None and not self._gates_checked:
            from rules.contract import check_gates

            check_gates(self, self.gates, self.commands)
            self._gates_checked = True
        return self.gates

    def allowed_now(self, state: dict[str, Any]) -> list[str] | None:
        """The commands the system's ``gates`` allow in ``state`` (``rules.phases.allowed_now``), or None
        for a system without gates."""
        gates = self.gate_table
        if gates is None:
            return None
        from rules.phases import allowed_now

        return allowed_now(gates, state)

    @property
    def options(self) -> type[BaseModel]:
        """The options model (``options_model``, imported on first use when given as ``"module:Name"``)."""
        if isinstance(self.options_model, str):
            import importlib

            module, _, name = self.options_model.partition(":")
            self.options_model = getattr(importlib.import_module(module), name)
        return self.options_model

    def parse_options(self, raw: dict[str, Any] | None) -> dict[str, Any]:
        """Validate campaign options (dotted keys as in the catalogue's Appendix A); returns all keys with defaults.

        The one check of an option's value on every road in (``ledger create --option``, a script's ``options:``,
        an imported file, a Python call): the model's, then every whole number within 64 bits (what the store
        keeps), so a number the model leaves unbounded above is refused here, never met as an overflow when the
        campaign is written; a whole number given as text is read as every face reads one (``rules.whole_numbers``:
        ``1_0`` is refused, not read as 10). Raises ``RuleError("options.<key>")`` naming what is allowed.
        """
        from pydantic import ValidationError

        from rules.args import WHOLE_RANGE, check_whole_numbers, validation_error, whole_within
        from rules.whole_numbers import beyond_text

        model_cls = self.options
        check_whole_numbers(model_cls, dict(raw or {}), prefix="options.")   # 1_0, " 3 ", other digits refused
        try:
            model = model_cls.model_validate(raw or {})
        except ValidationError as exc:
            keys = [f.alias or name for name, f in model_cls.model_fields.items()]
            raise validation_error(exc, prefix="options.", allowed=keys, model=model_cls) from None
        dumped = model.model_dump(by_alias=True)
        for name, info in model_cls.model_fields.items():
            key = info.alias or name
            if not whole_within(dumped.get(key)):
                low = next((getattr(m, "ge") for m in info.metadata if hasattr(m, "ge")), WHOLE_RANGE[0])
                high = next((getattr(m, "le") for m in info.metadata if hasattr(m, "le")), WHOLE_RANGE[1])
                raise RuleError(f"options.{key}", beyond_text(low, high))        # its own range, never 64 bits
        return dumped

