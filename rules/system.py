"""The one interface every game system exposes, and the pure ``decide`` step.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O)
and fracturing.space's game-systems note (a system-agnostic core plus one package per system).

This module imports no pydantic, so that a read (``ledger sheet``) starts fast; the argument models and
the ``decide`` step live in ``rules.args`` and are offered here too (``Args``, ``arg``, ``decide``...),
imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.errors import RuleError
from rules.lazy import lazy_mapping, lazy_module, loaded  # noqa: F401 - offered here, where systems declare
from rules.reference import Reference

if TYPE_CHECKING:
    from pydantic import BaseModel

    from rules.args import Args
    from rules.draft import Draft


#: The longest text any command argument may carry, in characters (names, titles, notes, picks).
MAX_TEXT = 2000

#: Names offered by ``rules.args`` (with pydantic), imported on first use (PEP 562).
_FROM_ARGS = ("Args", "arg", "preview_fields", "canonical_args", "validation_error", "typed_names", "taken_names", "decide")


def __getattr__(name: str) -> Any:
    if name in _FROM_ARGS:
        import rules.args

        return getattr(rules.args, name)
    raise AttributeError(f"module 'rules.system' has no attribute {name!r}")


@dataclass(frozen=True)
class Context:
    """Who acts, under which action number, with which seed.

    ``actor`` is ``"GM"`` or a character name. ``action_id`` numbers the action being recorded and
    stays its number for good (undo and amend never renumber), so use it to name what the action
    creates (``roll #<action_id>``): a counter in the state would make every later roll depend on an
    undone one. ``seed`` is the seed the ledger drew and recorded for this action: a roll without
    typed-in dice or a user seed rolls with it (``rules.dice.roll_dice``), so that deciding the action
    again from its record gives the same faces. Rules read nothing else from outside the state.
    """

    actor: str
    action_id: int
    seed: int | None = None


@dataclass(frozen=True)
class Read:
    """A read-only view a system offers as a command of its own (``ledger team``, ``ledger advancement NAME``).

    ``view(state, lang, **args) -> dict`` gives the JSON (stable keys); with ``events=True`` it is
    ``view(records, state, lang, **args)``, where ``records`` are the campaign's effective events
    (undone actions left out), oldest first, as dicts ``{"action", "actor", "command", "kind",
    "cause", "detail", "changes"}``: a projection rebuilt from events alone. ``args`` is an ``Args``
    model for the read's own arguments (``NAME``); ``rows(data, lang) -> [(field, value)]`` gives the
    table; ``title`` the table title in English (translated through the system's words).
    """

    view: Callable[..., Any]
    rows: Callable[..., list[tuple[str, str]]]
    help: str = ""
    title: str = ""
    args: type[BaseModel] | None = None
    events: bool = False


@dataclass(frozen=True)
class Command:
    """A command of a system: its ``name`` (as typed in the CLI and scripts; a space makes a group,
    ``"session start"``), argument model, handler ``(draft, args, ctx) -> None`` that drafts events or
    raises ``RuleError``, one-line help text and an example invocation (without ``ledger``)."""

    name: str
    args: type[Args]
    handler: Callable[[Draft, Any, Context], None]
    help: str = ""
    example: str = ""


State = dict[str, Any]
Rows = list[tuple[str, str]]


@dataclass(frozen=True)
class Views:
    """The views a system gives the ledger, one typed field each (docs/adding-a-game-system.md, "Views").

    The first six are required; the others default to None ("the system has none": the ledger then uses its
    generic reading, or refuses the command that needs it in one line). A system builds one ``Views`` in its
    view module and names it with ``GameSystem(load_views=loaded("rules.foo.views", "VIEWS"))``, so the
    module loads on first use. ``rules.contract.check_views`` checks it when it loads: required views
    callable, optional ones callable or None, and the views that come in pairs given together.
    """

    #: ``(state, name, lang) -> dict``: a character sheet with stable keys; ``RuleError("character")`` when unknown.
    sheet: Callable[[State, str, str], dict[str, Any]]
    #: ``(data, lang) -> [(field, value)]``: the sheet as a two-column table.
    sheet_rows: Callable[[dict[str, Any], str], Rows]
    #: ``(state, lang) -> [names]``: the characters, for reads and completion.
    characters: Callable[[State, str], list[str]]
    #: ``(key, lang) -> str``: the display name of an id (move, condition, status, tier...).
    term: Callable[[str, str], str]
    #: ``(kind, detail, lang) -> str | None``: one line for an event (None: tables show its changes instead).
    summary: Callable[[str, dict[str, Any], str], str | None]
    #: ``(path, lang) -> str | None``: a state path in words (None: left out of "what changed").
    describe: Callable[[list[Any], str], str | None]
    #: ``(path, value, lang) -> str | None``: a recorded value in words where its path gives it a meaning.
    value: Callable[[list[Any], Any, str], str | None] | None = None
    #: ``(cause, lang) -> str | None``: a recorded cause in words (``roll #12`` -> ``tiro #12``).
    cause: Callable[[str, str], str | None] | None = None
    #: ``(command, lang) -> str | None``: a command as the history's action column names it in ``lang``.
    command: Callable[[str, str], str | None] | None = None
    #: ``(kind, detail, changes, state) -> (detail, changes)``: hides what must stay secret in ``state``.
    redact: Callable[[str, dict[str, Any], list[Any], State], tuple[dict[str, Any], list[Any]]] | None = None
    #: ``(record, state) -> set of names | None``: who may see a record ``redact`` hides (``{"kind", "actor",
    #: "command", "detail", "changes"}``) whole before its reveal: characters, ``"GM"`` for the GM's side; None:
    #: no one (``redact`` hides it from every reader). Read through ``GameSystem.sealed``.
    sealed: Callable[[dict[str, Any], State], set[str] | None] | None = None
    #: ``(state) -> JSON value``: the part of the state ``redact`` reads (given with ``redact`` only).
    redaction_key: Callable[[State], Any] | None = None
    #: ``(sheet, lang) -> {name: value}``: the values ``ledger arc`` tracks per session (default: the flat sheet).
    arc: Callable[[dict[str, Any], str], dict[str, Any]] | None = None
    #: ``(kind, detail, lang) -> {"dice", "total", "outcome"} | None``: the roll an event records (chronicle).
    roll: Callable[[str, dict[str, Any], str], dict[str, Any] | None] | None = None
    #: ``(state, name, lang) -> [{"name", "field", "rating", "marks": [{"name", "tests", "need"}]}]``: values drawn
    #: as pips, each mark with the actions of the tests that earned it (My character; ``field`` as ``why`` takes it).
    pips: Callable[[State, str, str], list[dict[str, Any]]] | None = None
    #: ``(names, lang) -> {"values": [names], "marks": {name: [event kinds]}}``: the arc's chart (chronicle).
    chart: Callable[[list[str], str], dict[str, Any]] | None = None
    #: ``(option, lang) -> str``: a pick in words (chronicle; default: ``term``).
    pick: Callable[[str, str], str] | None = None
    #: ``(state, lang) -> dict``: what is open at the table (``ledger status``; keys in the docs page).
    status: Callable[[State, str], dict[str, Any]] | None = None
    #: ``(data, lang) -> [(field, value)]``: the status as a table (given with ``status``).
    status_rows: Callable[[dict[str, Any], str], Rows] | None = None
    #: ``(state, command, args, ctx, lang) -> dict``: the exact chance of each outcome (``ledger odds``).
    odds: Callable[[State, str, dict[str, Any], Context, str], dict[str, Any]] | None = None
    #: ``(data, lang) -> [(field, value)]``: the odds as a table (given with ``odds``; default: one row per outcome).
    odds_rows: Callable[[dict[str, Any], str], Rows] | None = None
    #: ``(state, command, field, lang) -> [values] | None``: what an argument may take now (completion).
    candidates: Callable[[State, str, str, str], list[str] | None] | None = None
    #: ``(field, message, lang) -> str | None``: a refusal in ``lang`` (None: as raised, English; ``rules.refusals``).
    refusal: Callable[[str, str, str], str | None] | None = None
    #: ``(kind, detail, seen) -> detail``: an older event's detail as today's, found in earlier ones' (``seen``).
    upcast: Callable[[str, dict[str, Any], dict[str, Any]], dict[str, Any]] | None = None
    #: ``(kind, detail) -> [action numbers]``: the earlier actions whose events ``upcast`` reads to bring this event
    #: up (a read that starts later, ``history --last N``, reads them too, so the event reads the same in any window).
    upcast_reads: Callable[[str, dict[str, Any]], list[int]] | None = None


@dataclass
class GameSystem:
    """One game system: id, rules version, options model, command table, views and languages.

    ``new_state(options)`` returns the initial campaign state (a JSON-able dict). ``load_views()`` gives the system's
    ``Views`` (loaded on first use of ``views``, as ``load_commands()`` gives the command table on first use of
    ``commands``, so that reads never import the moves). ``reads`` are extra read commands (``Read``); ``reference``
    the lists of names the system accepts in input (kind -> ``rules.reference.Reference``), each added to ``reads`` as
    ``ledger KIND``; ``groups`` give the help of grouped commands (``"session"``); ``languages`` are the ``--lang``
    values, the first the default; ``words`` the system's own translations of the ledger's interface words, by
    language, over ``rules.i18n``. ``completions`` says where completion finds an argument's values: ``"COMMAND
    FIELD"``, a field name or a placeholder -> ``"characters"``, ``"open picks"`` or a reference kind
    (``rules.completion``; placeholders named after a reference kind need no entry). ``gates`` (a ``lazy_mapping``
    keeps help fast; None for a system without phases) maps each command name to its ``rules.phases.Gate`` (None: any
    phase): ``decide`` refuses a command whose gate is closed before its handler runs, and ``allowed_now(state)``
    lists what the gates allow, so every "allowed now" hint comes from the table that decides. ``gm_commands`` are the
    commands that run the table rather than play a character (starting sessions and scenes, adding characters, turns,
    starting and revealing conflicts): at a shared table only a GM gives them (``ledger.group.permissions``); the
    store's owner at the CLI is a GM. ``players(state)`` names the characters players play
    (``rules.players.where("kind", "pc")``): a player is bound to no other.

    The system checks itself as its parts load (``rules.contract``, after fracturing.space's start-up
    validators): its declaration when ``rules.get_system`` first loads it, its views, commands and gates
    on their first use; ``rules.contract.check_system`` checks all of it at once. A broken part raises
    ``rules.contract.ContractError`` naming the system and what is missing.
    """

    id: str
    title: str
    rules_version: str
    options_model: type[BaseModel] | str
    new_state: Callable[[dict[str, Any]], dict[str, Any]]
    load_views: Callable[[], Views]
    load_commands: Callable[[], dict[str, Command]] = dict
    reads: dict[str, Read] = field(default_factory=dict)
    groups: dict[str, str] = field(default_factory=dict)
    languages: tuple[str, ...] = ("en",)
    words: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    reference: dict[str, Reference] = field(default_factory=dict)
    completions: dict[str, str] = field(default_factory=dict)
    gates: Mapping[str, Any] | None = None
    gm_commands: frozenset[str] = frozenset()
    players: Callable[[State], list[str]] | None = None   # the characters players play (rules.players); None: all
    #: ``() -> {lang: {key: text}}``: the commands' help in the system's other languages (``help_of``), loaded on use.
    load_help: Callable[[], Mapping[str, Mapping[str, str]]] = dict
    _help: Mapping[str, Mapping[str, str]] | None = field(default=None, init=False, repr=False)
    _commands: dict[str, Command] | None = field(default=None, init=False, repr=False)
    _views: Views | None = field(default=None, init=False, repr=False)
    _gates_checked: bool = field(default=False, init=False, repr=False)

    def __post_init__(self) -> None:
        """Offer each reference list as a read of its kind (``ledger moves``); a kind that is already a
        read raises ``rules.contract.ContractError`` (a programming error of the system's package)."""
        if self.reference:
            from rules.contract import ContractError
            from rules.reference import reads

            clash = sorted(set(self.reference) & set(self.reads))
            if clash:
                raise ContractError(self.id, [f"reference kinds {', '.join(clash)} are already reads"])
            self.reads = {**self.reads, **reads(self)}

    def word(self, key: str, lang: str) -> str:
        """The interface word ``key`` (English, e.g. ``"History"``) in ``lang``; English when untranslated."""
        from rules.i18n import WORDS

        return self.words.get(lang, {}).get(key) or WORDS.get(lang, {}).get(key) or key

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
        ``refusal`` view rewrites it (``rules.refusals``), a refusal the ledger itself raises by the frames every system
        of ``lang`` shares (``rules.ledger_frames``; a store's, a script's, an archive's: ``rules.archive_frames``; the
        group's: ``rules.group_frames``, the GM as the system names the GM); the field stays as the user typed it."""
        from rules import archive_frames, group_frames, ledger_frames

        view = self.views.refusal
        own = (lambda message: view(err.field, message, lang) or message) if view is not None else None
        command = lambda c: (self.views.command and self.views.command(c, lang)) or self.word(c, lang)  # noqa: E731
        text = (ledger_frames.said(lang, err.message, own, command) or archive_frames.said(lang, err.message)
                or group_frames.said(lang, err.message, self.word("GM", lang), own))                 # own refusals
        if text is None and own is not None:
            text = own(err.message)
        return f"{err.field}: {' '.join(str(text or err.message).split())}"

    def lang(self, given: str | None) -> str:
        """The display language for ``given`` (case-insensitive; None: the preferred language of
        ``rules.i18n.prefer`` when the system has it, else the system's first language).

        Raises ``RuleError("lang")`` naming the system's languages.
        """
        if given is None or not str(given).strip():
            from rules.i18n import PREFERRED

            return PREFERRED["lang"] if PREFERRED["lang"] in self.languages else self.languages[0]
        code = str(given).strip().lower()
        if code not in self.languages:
            raise RuleError("lang", f"{given!r} is not a language of {self.title}; allowed: {', '.join(self.languages)}")
        return code

    def sealed(self, record: dict[str, Any], state: dict[str, Any]) -> set[str] | None:
        """Who may see ``record`` (``{"kind", "actor", "command", "detail", "changes"}``) whole although ``redact``
        hides part of it in ``state``: the characters (``"GM"``: the GM's side) of the ``sealed`` view, or None (the
        default: no one). Source: design.md "People, roles and hidden information"."""
        own = self.views.sealed
        return own(record, state) if own is not None else None

    def candidates(self, state: dict[str, Any], command: str, field: str, lang: str) -> list[str]:
        """The values argument ``field`` of ``command`` may take in ``state`` (``rules.completion.candidates``)."""
        from rules.completion import candidates

        return candidates(self, state, command, field, lang)

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
                raise RuleError(f"options.{key}", f"a whole number from {low:,} to {high:,}")
        return dumped

