"""The one interface every game system exposes, and the pure ``decide`` step.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O)
and fracturing.space's game-systems note (a system-agnostic core plus one package per system).

This module imports no pydantic, so that a read (``ledger sheet``) starts fast; the argument models and
the ``decide`` step live in ``rules.args`` and are offered here too (``Args``, ``arg``, ``decide``...),
imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.errors import RuleError
from rules.reference import Reference

if TYPE_CHECKING:
    from pydantic import BaseModel

    from rules.args import Args
    from rules.draft import Draft


#: The longest text any command argument may carry, in characters (names, titles, notes, picks).
MAX_TEXT = 2000

#: Names offered by ``rules.args`` (with pydantic), imported on first use (PEP 562).
_FROM_ARGS = ("Args", "arg", "preview_fields", "canonical_args", "validation_error", "decide")


def __getattr__(name: str) -> Any:
    if name in _FROM_ARGS:
        import rules.args

        return getattr(rules.args, name)
    raise AttributeError(f"module 'rules.system' has no attribute {name!r}")


class lazy_module:  # noqa: N801 - used like a module
    """A module imported on first attribute access, so that a command table can name its handlers'
    modules without importing them (help and reads then stay fast): ``per = lazy_module("rules.x.moves")``."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        import importlib

        return getattr(importlib.import_module(self._name), attr)


class lazy_mapping(Mapping[str, Any]):  # noqa: N801 - used like a dict
    """The dict ``attr`` of module ``module``, imported on first use (a system's views, say)."""

    def __init__(self, module: str, attr: str) -> None:
        self._where = (module, attr)
        self._data: Mapping[str, Any] | None = None

    def _load(self) -> Mapping[str, Any]:
        if self._data is None:
            import importlib

            self._data = getattr(importlib.import_module(self._where[0]), self._where[1])
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


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


@dataclass
class GameSystem:
    """One game system: id, rules version, options model, command table, views and languages.

    ``new_state(options)`` returns the initial campaign state (a JSON-able dict). ``views`` maps:

    - ``"sheet"``: ``(state, name, lang) -> dict`` (raises ``RuleError("character")``);
    - ``"sheet_rows"``: ``(data, lang) -> [(field, value)]``, the sheet as a two-column table;
    - ``"characters"``: ``(state, lang) -> [names]``;
    - ``"term"``: ``(key, lang) -> str``, the display name of an id (move, condition, status...);
    - ``"summary"``: ``(kind, detail, lang) -> str | None``, one line for an event (None: not shown
      in tables; the JSON still carries a plain summary);
    - ``"describe"``: ``(path, lang) -> str | None``, a readable name for a state path;
    - ``"status"`` (optional): ``(state, lang) -> dict`` what is open right now for ``ledger status``
      (keys ``session``, ``scene``, ``roll``, ``pending``, ``owed``, ``pools``, ``phases``; see
      ``docs/adding-a-game-system.md``), with ``"status_rows"``: ``(data, lang) -> [(field, value)]``;
    - ``"odds"`` (optional): ``(state, command, args, ctx, lang) -> dict`` the exact probability of each
      outcome of ``command`` (a command with a ``preview="odds"`` switch) made now with ``args`` by
      ``ctx.actor``, for ``ledger odds`` and ``--odds``; raises ``RuleError`` as the command would,
      with ``"odds_rows"``: ``(data, lang) -> [(field, value)]``;
    - ``"candidates"`` (optional): ``(state, command, field, lang) -> list[str] | None`` the values an
      argument may take now, for completion (``ledger play``, shell completion); None defers to
      ``completions`` (see ``rules.completion``).

    ``reads`` are extra read commands (``Read``); ``reference`` the lists of names the system accepts
    in input (kind -> ``rules.reference.Reference``), each added to ``reads`` as ``ledger KIND``;
    ``groups`` give the help of grouped commands (``"session"``); ``languages`` are the ``--lang``
    values, the first the default; ``words`` the system's own translations of the ledger's interface
    words, by language, over ``rules.i18n``. ``completions`` says where completion finds an argument's
    values: ``"COMMAND FIELD"``, a field name or a placeholder -> ``"characters"``, ``"open picks"`` or a
    reference kind (``rules.completion``; placeholders named after a reference kind need no entry). The command table comes from ``load_commands()`` on first
    use, so reads never import the moves. ``gates`` (optional; a ``lazy_mapping`` keeps help fast) maps
    each command name to its ``rules.phases.Gate`` (None: any phase): ``decide`` refuses a command whose
    gate is closed before its handler runs, and ``allowed_now(state)`` lists what the gates allow, so
    every "allowed now" hint comes from the table that decides.
    """

    id: str
    title: str
    rules_version: str
    options_model: type[BaseModel] | str
    new_state: Callable[[dict[str, Any]], dict[str, Any]]
    load_commands: Callable[[], dict[str, Command]] = dict
    views: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    reads: dict[str, Read] = field(default_factory=dict)
    groups: dict[str, str] = field(default_factory=dict)
    languages: tuple[str, ...] = ("en",)
    words: dict[str, dict[str, str]] = field(default_factory=dict)
    reference: dict[str, Reference] = field(default_factory=dict)
    completions: dict[str, str] = field(default_factory=dict)
    gates: Mapping[str, Any] | None = None
    _commands: dict[str, Command] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        """Offer each reference list as a read of its kind (``ledger moves``); a kind that is already a
        read raises ``ValueError`` (a programming error of the system's package)."""
        if self.reference:
            from rules.reference import reads

            clash = sorted(set(self.reference) & set(self.reads))
            if clash:
                raise ValueError(f"{self.id}: reference kinds {clash} are already reads")
            self.reads = {**self.reads, **reads(self)}

    def word(self, key: str, lang: str) -> str:
        """The interface word ``key`` (English, e.g. ``"History"``) in ``lang``; English when untranslated."""
        from rules.i18n import WORDS

        return self.words.get(lang, {}).get(key) or WORDS.get(lang, {}).get(key) or key

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

    def candidates(self, state: dict[str, Any], command: str, field: str, lang: str) -> list[str]:
        """The values argument ``field`` of ``command`` may take in ``state`` (``rules.completion.candidates``)."""
        from rules.completion import candidates

        return candidates(self, state, command, field, lang)

    @property
    def commands(self) -> dict[str, Command]:
        """Command name -> ``Command`` (loaded once, on first use)."""
        if self._commands is None:
            self._commands = self.load_commands()
        return self._commands

    def allowed_now(self, state: dict[str, Any]) -> list[str] | None:
        """The commands the system's ``gates`` allow in ``state`` (``rules.phases.allowed_now``), or None
        for a system without gates."""
        if self.gates is None:
            return None
        from rules.phases import allowed_now

        return allowed_now(self.gates, state)

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

        Raises ``RuleError("options.<key>")``.
        """
        from pydantic import ValidationError

        from rules.args import validation_error

        model_cls = self.options
        try:
            model = model_cls.model_validate(raw or {})
        except ValidationError as exc:
            keys = [f.alias or name for name, f in model_cls.model_fields.items()]
            raise validation_error(exc, prefix="options.", allowed=keys) from None
        return model.model_dump(by_alias=True)


