"""Campaign scripts: a versioned YAML record of play, replayed all or nothing.

Source: README "Campaign scripts" and design.md "Scripts and the CLI". Format (version 1)::

    ledger-script: 1
    campaign: Halcyon Nights        # campaign name
    system: ID                      # game system id (see ledger --help)
    options: {KEY: VALUE}           # optional campaign options
    actor: GM                       # default actor of every entry
    actions:
      - add-character: {name: Ana, ...}
      - session start               # a command without arguments
      - roll: {move: ..., as: Ana, dice: [4, 5]}

Each entry is one action with the CLI's command name and option names (``plus-one`` or ``plus_one``);
``as`` sets that entry's actor.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ledger.inputs import MAX_DIGITS, MAX_WHOLE, MIN_WHOLE, actor as checked_actor
from ledger.user_text import NOT_UTF8, first_undecodable
from ledger.errors import ScriptError
from rules.errors import RuleError

SCRIPT_VERSION = 1
#: Limits checked before any work is done (README "Stores, groups and what survives"): the file's size in bytes, the depth of
#: nesting, and the number of values once every YAML alias is counted where it is used.
MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 64
MAX_NODES = 4_000_000


class Limits:
    """The bounds of a script's YAML, mixed into a PyYAML loader (a composer and a safe constructor): nesting deeper
    than ``MAX_DEPTH`` is refused as it is composed, and a key given twice in one mapping as it is constructed (YAML
    keeps the last one silently). ``_depth``: the nesting of the node being composed."""

    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Compose one node, refusing one nested deeper than ``MAX_DEPTH``."""
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[attr-defined]
                raise ScriptError("script", f"nested deeper than {MAX_DEPTH} levels at line {mark.line + 1}")
            return super().compose_node(parent, index)  # type: ignore[misc]
        finally:
            self._depth -= 1

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        """A mapping, refused when a key appears twice in it (YAML would keep the last silently)."""
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=True)  # type: ignore[attr-defined]
                try:
                    twice = key in seen
                except TypeError:                 # an unhashable key: the safe loader refuses it itself
                    break
                if twice:
                    raise ScriptError("script", twice_message(key, key_node))
                seen.add(key)
        return super().construct_mapping(node, deep=deep)  # type: ignore[misc]


def twice_message(key: Any, key_node: Any) -> str:
    """The refusal of ``key`` given twice in one mapping, at its second node ``key_node``'s line."""
    return f"the key {key!r} appears twice in one mapping at line {key_node.start_mark.line + 1}; give it once"


def count_values(node: Any, sizes: dict[int, int] | None = None) -> int:
    """How many values the composed YAML ``node`` holds once every alias is counted where it is used (a node shared
    through an anchor is walked once: ``sizes``, id of a node -> its count, remembers it while ``node`` is alive).
    Raises ``ScriptError("script")`` past ``MAX_NODES`` values or for an alias that contains itself (a cycle)."""
    sizes = {} if sizes is None else sizes
    inside: set[int] = set()                # the nodes being counted: one met again inside itself is a cycle

    def size(n: Any) -> int:
        if id(n) in inside:
            raise ScriptError("script", f"an alias at line {n.start_mark.line + 1} contains itself (a cycle); "
                              "a script's values are finite")
        if id(n) in sizes:
            return sizes[id(n)]
        inside.add(id(n))
        if isinstance(n, yaml.SequenceNode):
            total = 1 + sum(size(c) for c in n.value)
        elif isinstance(n, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in n.value)
        else:
            total = 1
        sizes[id(n)] = total
        inside.discard(id(n))
        if total > MAX_NODES:
            raise too_many_values()
        return total

    return size(node)


def too_many_values() -> ScriptError:
    """The refusal of a script whose aliases expand past ``MAX_NODES`` values."""
    return ScriptError("script", f"more than {MAX_NODES:,} values once its aliases are expanded")


class LimitedLoader(Limits, yaml.SafeLoader):
    """PyYAML's safe loader with bounds (``Limits``), reading a whole document: one whose aliases would expand past
    ``MAX_NODES`` values is refused before anything is built (an alias bomb costs nothing to refuse: sizes are
    counted over the shared nodes, never by expanding them)."""

    def get_single_node(self) -> Any:
        """The document's node, refused when its aliases expand past ``MAX_NODES`` values."""
        node = super().get_single_node()
        if node is not None:
            count_values(node)
        return node


class ScriptHeader(BaseModel):
    """The script header: format version, campaign name, system id, options, default actor."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    version: int = Field(alias="ledger-script")
    campaign: str
    system: str
    options: dict[str, Any] = Field(default_factory=dict)
    actor: str = "GM"
    actions: list[Any]


#: A script's entry once read: (entry number from 1, command, arguments with ``_`` keys, actor).
Entry = tuple[int, str, dict[str, Any], str]


def load_script(path: str | Path) -> tuple[ScriptHeader, list[Entry]]:
    """Read and check a script whole; returns (header, [(entry number from 1, command, args, actor)]).

    The script is read by ``ledger.script_reader.read_script`` (a value at a time); this keeps every entry in a list
    (a replay streams them instead). Raises ``ScriptError`` naming the field (``script``, ``ledger-script``,
    ``actions``, ``entry N``); a file or a value that is not valid UTF-8 is refused as ``<field>: not valid UTF-8
    text ...``.
    """
    from ledger.script_reader import read_script

    script = read_script(path)
    return script.header, list(script.entries())


def script_file(path: str | Path) -> Path:
    """The script's path, checked: a file of at most ``MAX_BYTES`` bytes. Raises ``ScriptError("script")``."""
    p = Path(path)
    if not p.is_file():
        raise ScriptError("script", f"no script file at {p}")
    if p.stat().st_size > MAX_BYTES:
        raise ScriptError("script", f"{p.stat().st_size:,} bytes; a script may have at most {MAX_BYTES:,}")
    return p


@contextmanager
def loading() -> Iterator[None]:
    """Reading a script's YAML: PyYAML's errors (and Python's, for a number past its digits or a nesting past its
    recursion) raised as ``ScriptError("script")`` in one line, with the line they are at when known."""
    try:
        yield
    except RecursionError:
        raise ScriptError("script", f"nested too deeply (at most {MAX_DEPTH} levels)") from None
    except UnicodeDecodeError as exc:
        raise ScriptError("script", f"{NOT_UTF8}: an invalid byte at offset {exc.start}") from None
    except ValueError as exc:                              # a whole number of more digits than Python converts
        if "digits" not in str(exc):
            raise
        raise ScriptError("script", f"a number of more than {MAX_DIGITS:,} digits; whole numbers run from "
                          f"{MIN_WHOLE:,} to {MAX_WHOLE:,}") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise ScriptError("script", f"malformed YAML{where}: {getattr(exc, 'problem', None) or exc}".splitlines()[0]) from None


def load_whole(path: str | Path) -> tuple[ScriptHeader, list[Entry]]:
    """``load_script`` by PyYAML's pure-Python loader over the whole document at once: the reading every script
    had before scripts were streamed, kept for what the stream leaves to it (a document whose top is no plain
    mapping, a merge key at the top, a file the fast parser refuses: this phrases the refusal). Same result and
    errors as ``load_script``."""
    p = script_file(path)
    with loading():
        raw = yaml.load(p.read_text(encoding="utf-8"), Loader=LimitedLoader)  # noqa: S506 - a safe loader with limits
    bad = first_undecodable(raw, "script")                 # a "\udc9b" escape in a quoted YAML string
    if bad is not None:
        raise ScriptError(bad, NOT_UTF8)
    header = checked_header(raw)
    entries = []
    for number, entry in enumerate(header.actions, start=1):
        entries.append((number, *parse_entry(number, entry, header.actor)))
    return header, entries


def checked_header(raw: Any) -> ScriptHeader:
    """The script's header from its top mapping ``raw`` (``actions`` included, or a stand-in list). Raises
    ``ScriptError`` naming the field: ``script`` (no mapping), ``ledger-script`` (another version), a header key."""
    if not isinstance(raw, dict):
        raise ScriptError("script", "the script must be a YAML mapping with ledger-script, campaign, system and actions")
    if raw.get("ledger-script") != SCRIPT_VERSION:
        raise ScriptError("ledger-script", f"version {raw.get('ledger-script')!r} is not supported; allowed: {SCRIPT_VERSION}")
    try:
        header = ScriptHeader.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(x) for x in err["loc"]) or "script"
        msg = "unknown header key (allowed: ledger-script, campaign, system, options, actor, actions)" if err["type"] == "extra_forbidden" else err["msg"]
        raise ScriptError(field, msg) from None
    if header.version != SCRIPT_VERSION:
        raise ScriptError("ledger-script", f"version {header.version} is not supported; allowed: {SCRIPT_VERSION}")
    return header


class TypedArgs(dict):  # type: ignore[type-arg]
    """A script entry's arguments keyed with ``_`` as the rules name them, remembering how the script spelled each
    key (``typed``: ``plus_one`` -> ``plus-one``), so that a refusal names the field as the script has it."""

    typed: dict[str, str]


def parse_entry(number: int, entry: Any, default_actor: str) -> tuple[str, dict[str, Any], str]:
    """One script entry -> (command, args with ``_`` keys, actor); ``ScriptError("entry N")`` when malformed."""
    if isinstance(entry, str):
        command, args = entry, {}
    elif isinstance(entry, dict) and len(entry) == 1:
        command, args = next(iter(entry.items()))
        if args is None:
            args = {}
        if not isinstance(args, dict):
            raise ScriptError(f"entry {number}", f"the arguments of {command!r} must be a mapping (name: value)")
    else:
        raise ScriptError(f"entry {number}", "each entry is a command name or a one-key mapping {command: {arguments}}")
    spelled = TypedArgs((str(k).replace("-", "_"), v) for k, v in args.items())
    spelled.typed = {str(k).replace("-", "_"): str(k) for k in args}
    args = spelled
    try:
        actor = checked_actor(args.pop("as", default_actor)) or default_actor
    except RuleError as exc:
        raise ScriptError(f"entry {number}", str(exc)) from None
    return " ".join(str(command).split()), args, actor


def new_campaign(app: Any, header: ScriptHeader) -> tuple[Any, Any]:
    """(the campaign, the updated campaign list) the script's ``header`` makes in ``app``'s store, not saved
    (``LedgerApp.new_campaign``). Raises ``ScriptError("header <field>")``: a name taken, an unknown system, an
    option refused."""
    try:
        return app.new_campaign(header.campaign, header.system, header.options, header.actor)
    except RuleError as exc:
        field = "campaign" if exc.field == "name" else exc.field
        err = ScriptError(f"header {field}", exc.message)
        err.system = header.system
        raise err from None


def replay_entries(app: Any, header: ScriptHeader, entries: Iterable[Entry], apply: Any,
                   save: Callable[[Any, Any], None] | None = None, every: int = 0) -> tuple[Any, Any]:
    """A new campaign with every entry of a script (``entries``: a list, or read one at a time) applied in memory by
    ``apply(app, camp, command, args, actor)`` (``ledger.service.acting.apply``); returns (campaign, the updated
    campaign list). With ``save``, ``save(campaign, list)`` is called after every ``every`` entries (what it saves
    no longer waits in memory; an undo or amend later in the script reads it back from the store); what is left
    unsaved at the end is the caller's to save. Raises ``ScriptError`` naming the header field or the first refused
    entry and why."""
    camp, index = new_campaign(app, header)
    for number, command, args, actor in entries:
        try:
            apply(app, camp, command, args, actor)
        except RuleError as exc:
            typed = getattr(args, "typed", {}).get(str(exc.field))
            said = f"{typed}: {exc.message}" if typed else str(exc)
            err = ScriptError(f"entry {number} ({command})", said)
            err.system, err.refused = header.system, RuleError(str(typed or exc.field), exc.message)
            raise err from None
        if save is not None and number % every == 0:
            save(camp, index)
    return camp, index
