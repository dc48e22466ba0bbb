"""The one interface every game system exposes, and the pure ``decide`` step.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O)
and fracturing.space's game-systems note (a system-agnostic core plus one package per system).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.draft import Draft, EventSpec
from rules.errors import RuleError
from rules.reference import Reference


#: The longest text any command argument may carry, in characters (names, titles, notes, picks).
MAX_TEXT = 2000


class Args(BaseModel):
    """Base of every command's argument model: unknown arguments are refused.

    The model is the one declaration of a command's arguments: the CLI builds its options from the
    fields (see ``arg``), campaign scripts validate their entries against it, and the ledger records
    the validated arguments with every action. The class docstring is the command's long help.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)


def arg(default: Any = ..., *, help: str = "", positional: bool = False, metavar: str | None = None,
        sep: str | None = None, flag: str | None = None, alias: str | None = None, required: bool = False,
        preview: str | None = None, **constraints: Any) -> Any:
    """Declare one argument of a command (a pydantic ``Field`` carrying how the CLI shows it).

    ``default`` ``...`` makes it required. ``help`` is the one-line help. ``positional`` makes it a CLI
    argument instead of an ``--option``; ``metavar`` its placeholder (``NAME``, ``A,B``); ``sep`` reads a
    list from one value split on it (``--labels -1,0,2,0,1``), where a list without ``sep`` is a
    repeatable option; ``flag`` spells a boolean's on/off pair (``"--imposed/--chosen"``); ``alias`` is
    the name typed when the field's name is a Python keyword (``from``); ``required`` makes the CLI
    ask for an argument that scripts may omit (it then defaults to the actor). ``preview`` (on a boolean
    field) names a system view the CLI prints before running the command when the flag is given
    (``preview="odds"``: ``ledger roll ... --odds``, issue #13 item 8); such an argument is a switch of
    the command line only: ``canonical_args`` drops it, so the handler never sees it and it is never
    recorded. Other keywords (``ge``, ``le``, ``default_factory``) go to pydantic. Nothing here imports a
    CLI library: the ledger reads this metadata to build its commands (issue #5).
    """
    cli = {k: v for k, v in {"positional": positional, "metavar": metavar, "sep": sep, "flag": flag,
                             "required": required, "preview": preview}.items() if v}
    if "default_factory" in constraints:
        return Field(alias=alias, description=help, json_schema_extra={"cli": cli}, **constraints)
    return Field(default, alias=alias, description=help, json_schema_extra={"cli": cli}, **constraints)


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


def preview_fields(model: type[BaseModel] | None) -> dict[str, str]:
    """The preview switches of a command's argument model: field name -> the view it asks for
    (``{"odds": "odds"}`` for a field declared ``arg(False, preview="odds")``); empty when none."""
    found: dict[str, str] = {}
    for name, info in (model.model_fields.items() if model is not None else ()):
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        view = (extra.get("cli") or {}).get("preview")
        if view:
            found[name] = str(view)
    return found


def canonical_args(model: type[BaseModel], args: dict[str, Any]) -> dict[str, Any]:
    """``args`` with every key spelled as the model names it (the field's alias, else its name).

    Keys may come as typed in the CLI or a script (``plus-one``, ``plus_one``, ``from``); ``None``
    values are dropped, and so are the model's preview switches (``preview_fields``: they only ask the
    CLI to print something first). Unknown keys are kept as given, so that validation names them.
    """
    names: dict[str, str] = {}
    for name, info in model.model_fields.items():
        spelled = info.alias or name
        for key in (name, spelled):
            names[key] = spelled
            names[key.replace("_", "-")] = spelled
    previews = {model.model_fields[n].alias or n for n in preview_fields(model)}
    out = {names.get(str(k), names.get(str(k).replace("-", "_"), str(k))): v for k, v in args.items() if v is not None}
    return {k: v for k, v in out.items() if k not in previews}


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
      with ``"odds_rows"``: ``(data, lang) -> [(field, value)]``.

    ``reads`` are extra read commands (``Read``); ``reference`` the lists of names the system accepts
    in input (kind -> ``rules.reference.Reference``), each added to ``reads`` as ``ledger KIND``;
    ``groups`` give the help of grouped commands (``"session"``); ``languages`` are the ``--lang``
    values, the first the default; ``words`` the system's own translations of the ledger's interface
    words, by language, over ``rules.i18n``. The command table comes from ``load_commands()`` on first
    use, so reads never import the moves.
    """

    id: str
    title: str
    rules_version: str
    options_model: type[BaseModel]
    new_state: Callable[[dict[str, Any]], dict[str, Any]]
    load_commands: Callable[[], dict[str, Command]] = dict
    views: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    reads: dict[str, Read] = field(default_factory=dict)
    groups: dict[str, str] = field(default_factory=dict)
    languages: tuple[str, ...] = ("en",)
    words: dict[str, dict[str, str]] = field(default_factory=dict)
    reference: dict[str, Reference] = field(default_factory=dict)
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

    @property
    def commands(self) -> dict[str, Command]:
        """Command name -> ``Command`` (loaded once, on first use)."""
        if self._commands is None:
            self._commands = self.load_commands()
        return self._commands

    def parse_options(self, raw: dict[str, Any] | None) -> dict[str, Any]:
        """Validate campaign options (dotted keys as in the catalogue's Appendix A); returns all keys with defaults.

        Raises ``RuleError("options.<key>")``.
        """
        try:
            model = self.options_model.model_validate(raw or {})
        except ValidationError as exc:
            keys = [f.alias or name for name, f in self.options_model.model_fields.items()]
            raise validation_error(exc, prefix="options.", allowed=keys) from None
        return model.model_dump(by_alias=True)


def validation_error(exc: ValidationError, prefix: str = "", allowed: list[str] | None = None) -> RuleError:
    """Turn a pydantic ``ValidationError`` into a one-line ``RuleError`` naming the first bad field."""
    err = exc.errors()[0]
    loc = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
    msg = str(err.get("msg", "invalid")).removeprefix("Value error, ")
    if err.get("type") == "extra_forbidden":
        msg = f"unknown {'option' if prefix else 'argument'}"
        if allowed:
            msg += f"; allowed: {', '.join(allowed)}"
    return RuleError(prefix + loc, msg)


def decide(system: GameSystem, state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context) -> tuple[list[EventSpec], dict[str, Any]]:
    """Validate and run ``command`` with ``args`` against ``state``; return (event specs, new state).

    Pure: ``state`` is not modified. Raises ``RuleError`` for an unknown command, bad arguments or a
    refusal by the rules.
    """
    spec = system.commands.get(command)
    if spec is None:
        raise RuleError("command", f"unknown command {command!r}; allowed: {', '.join(sorted(system.commands))}")
    for key, value in args.items():
        for text in (value if isinstance(value, list) else [value]):
            if isinstance(text, str) and len(text) > MAX_TEXT:
                raise RuleError(str(key), f"at most {MAX_TEXT} characters")
    try:
        parsed = spec.args.model_validate(canonical_args(spec.args, args))
    except ValidationError as exc:
        raise validation_error(exc, allowed=[f.alias or n for n, f in spec.args.model_fields.items()]) from None
    draft = Draft(state)
    spec.handler(draft, parsed, ctx)
    return draft.events, draft.state
