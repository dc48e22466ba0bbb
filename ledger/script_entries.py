"""A campaign script's format (version 1): its header and its entries, checked one at a time, and the whole-document
reading that both readers fall back on.

Source: README "Campaign scripts" and design.md "Scripts and the CLI" (the format is described in ``ledger.script``).
Under both ``ledger.script`` (replaying) and ``ledger.script_reader`` (the stream), over ``ledger.script_yaml``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ledger.errors import ScriptError
from ledger.inputs import actor as checked_actor
from ledger.script_yaml import LimitedLoader, loading, script_file
from ledger.user_text import NOT_UTF8, first_undecodable
from rules.errors import RuleError

SCRIPT_VERSION = 1


class ScriptHeader(BaseModel):
    """The script header: format version, campaign name, system id, options, the campaign's own language (a code
    of the system's; absent: none chosen, the campaign reads in the system's own), default actor."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    version: int = Field(alias="ledger-script")
    campaign: str
    system: str
    options: dict[str, Any] = Field(default_factory=dict)
    language: str | None = None
    actor: str = "GM"
    actions: list[Any]


#: A script's entry once read: (entry number from 1, command, arguments with ``_`` keys, actor).
Entry = tuple[int, str, dict[str, Any], str]


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
        from rules.args import validation_error

        err = exc.errors()[0]
        field = ".".join(str(x) for x in err["loc"]) or "script"
        msg = "unknown header key (allowed: ledger-script, campaign, system, options, language, actor, actions)" \
            if err["type"] == "extra_forbidden" else validation_error(exc, error=err, model=ScriptHeader).message
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
        err = ScriptError(f"entry {number}", str(exc))
        err.refused = exc                                 # its field (as) and message, worded in the language asked
        raise err from None
    return " ".join(str(command).split()), args, actor


