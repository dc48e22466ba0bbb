"""What a game system declares: the commands, reads and views it gives the ledger, the context a command runs in,
and the declaration itself (``SystemDeclaration``) that ``rules.system.GameSystem`` runs and ``rules.contract``
checks.

Source: design.md "One-way flow" (rules validate against current state and return effects; no I/O),
docs/adding-a-game-system.md ("The rule", "Commands", "Views", "Reference lists", "Languages") and
fracturing.space's game-systems note (a system-agnostic core plus one package per system). At run time it imports
neither pydantic nor the system machinery (``rules.args`` and ``rules.reference`` only name its types), so that the
checks (``rules.contract``) and the pure ``decide`` step (``rules.decide``) read it without reading ``rules.system``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel

    from rules.args import Args
    from rules.draft import Draft
    from rules.reference import Reference


#: The longest text any command argument may carry, in characters (names, titles, notes, picks).
MAX_TEXT = 2000


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


@dataclass(frozen=True)
class GmArgument:
    """An argument of a player's command that is a GM's ruling (``SystemDeclaration.gm_arguments``): ``why`` says
    whose ruling the seed makes it (one line, English, shown by ``ledger permissions`` and the docs' tables);
    ``when(value) -> bool`` says which values given are the GM's (None: any value given, other than none); ``values``
    names those values in words when ``when`` is given (``"other than 1"``). Checked by the service
    (``ledger.group.permissions.may_argue`` through ``rules.rulings.gm_ruled``) before the rules run."""

    why: str
    when: Callable[[Any], bool] | None = None
    values: str = ""


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
    #: ``(command, hint, lang) -> str | None``: the hint after a command in an "allowed now" list (`` Defend --from
    #: Gale``) as the user types it in ``lang`` (a move by its name in that language; None: as written).
    hint: Callable[[str, str, str], str | None] | None = None
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
    #: ``(option, lang, detail) -> str | None``: a pick in words (chronicle, an event's list of picks; default and
    #: None: ``term``), ``detail`` the recording event's (which move's options it is among: a pick's id may also be
    #: a move's or another move's pick).
    pick: Callable[[str, str, dict[str, Any]], str | None] | None = None
    #: ``(state, lang) -> dict``: what is open at the table (``ledger status``; keys in the docs page).
    status: Callable[[State, str], dict[str, Any]] | None = None
    #: ``(data, lang) -> [(field, value)]``: the status as a table (given with ``status``).
    status_rows: Callable[[dict[str, Any], str], Rows] | None = None
    #: ``(data, lang) -> [rules.live.Part]``: ``ledger play``'s bottom line, what the table watches (given with
    #: ``status``; default: the status rows read by ``rules.live.parts``).
    live: Callable[[dict[str, Any], str], list[Any]] | None = None
    #: ``(state, command, args, ctx, lang) -> dict``: the exact chance of each outcome (``ledger odds``).
    odds: Callable[[State, str, dict[str, Any], Context, str], dict[str, Any]] | None = None
    #: ``(data, lang) -> [(field, value)]``: the odds as a table (given with ``odds``; default: one row per outcome).
    odds_rows: Callable[[dict[str, Any], str], Rows] | None = None
    #: ``(state, command, field, lang) -> [values] | None``: what an argument may take now (completion).
    candidates: Callable[[State, str, str, str], list[str] | None] | None = None
    #: ``(state, command, field, lang, actors) -> [values] | None``: what an argument may take now for someone acting
    #: as one of ``actors`` (None: as the GM, for any character): only the values the rules would accept now (a
    #: helper: who could help that roll now); None: no opinion (``candidates`` answers). ``rules.completion.candidates``.
    choices: Callable[[State, str, str, str, Any], list[str] | None] | None = None
    #: ``(state, lang) -> {option: [{"key", "kind", "choices"}]}``: the details each pick of the open roll takes
    #: (``resolve --pick ID:key=value``): ``kind`` ``"one"`` (a value), ``"list"`` (values joined by ``+``) or
    #: ``"flag"`` (a bare key), ``choices`` ``[[value, words in lang], ...]`` (empty: any text; only the values the
    #: rules take now, in this state), an optional ``"note"`` in lang (there is no value to take now: the form shows
    #: it in place of the input). The pages' forms ask for them after the pick (None: a system whose picks take none).
    pick_details: Callable[[State, str], dict[str, list[dict[str, Any]]]] | None = None
    #: ``(state, command, field, lang, actors) -> {"on": field, "default": value, "values": {choice: [values]}} | None``:
    #: which of ``choices``' values fit which value of another field of the same form (``on``; ``default`` when it is
    #: left empty): a form offers a choice only while ``on`` names one of its ``values`` (matched as
    #: ``rules.names.norm`` folds them); an optional ``"apart"``: fields of the form naming who acts (the first one
    #: filled), whose value no choice may equal (a roller is not their own helper). None: every choice fits.
    fits: Callable[[State, str, str, str, Any], dict[str, Any] | None] | None = None
    #: ``(whole state, lang, sees) -> [(field, value)]``: status rows of what ``redact`` seals that this reader sees
    #: whole (their side's sealed script), ``sees(names)`` whether a record ``sealed`` to ``names`` is theirs
    #: (``ledger.group.visibility.Visibility.unseals``); the table page adds them to the status it shows.
    own_sealed: Callable[[State, str, Any], Rows] | None = None
    #: ``(kind, detail, lang) -> str | None``: one line for an event ``summary`` leaves to its changes, as its row's
    #: summary (the JSON's, the pages' log) reads it (None: the plain line, ``ledger.projections.detail_words``).
    plain: Callable[[str, dict[str, Any], str], str | None] | None = None
    #: ``(field, message, lang) -> str | None``: a refusal in ``lang`` (None: as raised, English; ``rules.refusals``).
    refusal: Callable[[str, str, str], str | None] | None = None
    #: ``(kind, detail, seen) -> detail``: an older event's detail as today's, found in earlier ones' (``seen``).
    upcast: Callable[[str, dict[str, Any], dict[str, Any]], dict[str, Any]] | None = None
    #: ``(kind, detail) -> [action numbers]``: the earlier actions whose events ``upcast`` reads to bring this event
    #: up (a read that starts later, ``history --last N``, reads them too, so the event reads the same in any window).
    upcast_reads: Callable[[str, dict[str, Any]], list[int]] | None = None


@dataclass
class SystemDeclaration:
    """One game system as its package declares it: id, rules version, options model, command table, views and
    languages (``rules.system.GameSystem`` is the declaration the ledger runs: its parts loaded and checked on use).

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
    store's owner at the CLI is a GM. ``gm_arguments`` are the arguments of the other commands that are a GM's
    ruling (command -> argument as its model names it -> ``GmArgument``): a player's command giving one is refused
    (``rules.rulings.gm_ruled``), the same command without it is theirs. ``players(state)`` names the characters players play
    (``rules.players.where("kind", "pc")``): a player is bound to no other.
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
    #: The ``gm_commands`` that are a GM's ruling rather than running the table (an imposed condition, a track
    #: adjusted, an evolution): a player's is refused as the GM's ruling (``ledger.group.permissions.may_command``).
    gm_rulings: frozenset[str] = frozenset()
    gm_arguments: Mapping[str, Mapping[str, GmArgument]] = field(default_factory=dict)
    players: Callable[[State], list[str]] | None = None   # the characters players play (rules.players); None: all
    #: ``(state, name) -> str | None``: the character ``name`` belongs to (a Pokémon's trainer): whoever plays that
    #: one plays it too (``ledger.group.permissions.plays``); None (or returning None): every character is its own.
    owner_of: Callable[[State, str], str | None] | None = None
    #: The play commands that by the system's rules may change another player's character (a help on another's
    #: test, a contest's resolution): ``ledger.group.permissions.may_change``/``may_name`` let a player give them.
    shared_commands: frozenset[str] = frozenset()
    #: ``(state, command) -> (character, ...) | None``: whose open roll ``command`` follows now (a resolution, its
    #: picks, a spend on the roll; ``rules.follow_ups``): a player gives it only when they play one of these
    #: (``ledger.group.permissions.may_follow``, the offer's rule and the refusal's); None: no one's (a cooperative
    #: move of ``shared_commands``, a command no roll opens), and a system without it has none.
    follows: Callable[[State, str], tuple[str, ...] | None] | None = None
    #: ``() -> {lang: {key: text}}``: the commands' help in the system's other languages (``help_of``), loaded on use.
    load_help: Callable[[], Mapping[str, Mapping[str, str]]] = dict

    def word(self, key: str, lang: str) -> str:
        """The interface word ``key`` (English, e.g. ``"History"``) in ``lang``; English when untranslated. A shared
        frame's ``{gm}`` (``rules.i18n.WORDS``: "aprobación del {gm}: {0}{1}") is filled with this system's word for
        the GM in ``lang`` (``word("GM", lang)``: seed 000's "Narrador", seed 004's "DJ"), so that every system of a
        language shares the frame and each names the GM by its own word. Source: README "Using the ledger"."""
        from rules.i18n import WORDS

        said = self.words.get(lang, {}).get(key) or WORDS.get(lang, {}).get(key) or key
        return said.replace("{gm}", self.word("GM", lang)) if key != "GM" and "{gm}" in said else said
