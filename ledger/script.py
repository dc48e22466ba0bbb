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

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ledger.errors import ScriptError
from ledger.script_entries import (SCRIPT_VERSION, Entry, ScriptHeader, TypedArgs, checked_header, load_whole,
                                   parse_entry)
from ledger.script_reader import read_script
from ledger.script_yaml import (MAX_BYTES, MAX_DEPTH, MAX_NODES, LimitedLoader, Limits, count_values, loading,
                                script_file, too_many_values, twice_message)
from rules.errors import RuleError

#: The names a script's readers share, offered here too (their homes: ``ledger.script_yaml``, the YAML with its
#: bounds, and ``ledger.script_entries``, the format).
__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_NODES", "SCRIPT_VERSION", "Entry", "LimitedLoader", "Limits", "ScriptHeader",
           "TypedArgs", "checked_header", "count_values", "load_script", "load_whole", "loading", "new_campaign",
           "parse_entry", "replay_entries", "script_file", "too_many_values", "twice_message"]


def load_script(path: str | Path) -> tuple[ScriptHeader, list[Entry]]:
    """Read and check a script whole; returns (header, [(entry number from 1, command, args, actor)]).

    The script is read by ``ledger.script_reader.read_script`` (a value at a time); this keeps every entry in a list
    (a replay streams them instead). Raises ``ScriptError`` naming the field (``script``, ``ledger-script``,
    ``actions``, ``entry N``); a file or a value that is not valid UTF-8 is refused as ``<field>: not valid UTF-8
    text ...``.
    """
    script = read_script(path)
    return script.header, list(script.entries())


def new_campaign(app: Any, header: ScriptHeader) -> tuple[Any, Any]:
    """(the campaign, the updated campaign list) the script's ``header`` makes in ``app``'s store, not saved
    (``LedgerApp.new_campaign``, with the header's ``language`` as the campaign's own). Raises
    ``ScriptError("header <field>")``: a name taken, an unknown system, an option or a language refused."""
    try:
        return app.new_campaign(header.campaign, header.system, header.options, header.actor, header.language)
    except RuleError as exc:
        field = {"name": "campaign", "lang": "language"}.get(exc.field, exc.field)
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
            err = ScriptError(f"entry {number} ({command})", said, exc.words)
            err.system, err.refused = header.system, RuleError(str(typed or exc.field), exc.message, exc.words)
            raise err from None
        if save is not None and number % every == 0:
            save(camp, index)
    return camp, index
