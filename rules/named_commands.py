"""The command a refusal names, said as the history names it, before the refusal is worded in another language.

Source: README "Using the ledger" (``--lang``: the "allowed now" list of a phase refusal names each command as the
history does in that language; in English the ids one types) and README "Playing as a group" (a refusal of who
may do what: ``session start runs the table``, ``condition is the GM's (a ruling)``). The rules raise their
refusals in English with the command's id (``'scene end' is not allowed while ...``, ``Bo is a player, not a GM;
invite is the GM's``); in another language the id is replaced by the command's word (``GameSystem.command_word``:
``termina la escena``, ``invitar``), so the CLI, the shell, the API and the pages name it alike, and the language's
frames (``rules.refusal_frames``, ``rules.group_frames``) then word the rest. An id is replaced only where the
frame puts a command, and only when it is one (a GM's argument, ``--imposed``, stays as typed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Container

#: The English frames that put a command in a refusal: the phase gates' (``rules.phases.check``), the GM's commands'
#: (``ledger.group.permissions.may_command``, ``may_run_table``) and a player's correction (``may_correct``).
_PLACES = (
    re.compile(r"(?:^|(?<=: ))'(?P<c>[^']+)'(?= is not allowed (?:while|now))"),   # a proposal's, an amend's inside
    re.compile(r"(?<=, not a GM; )(?P<c>[^;]+?)(?= runs the table$| is the GM's(?: \(a ruling\))?$)"),
    re.compile(r"(?<= may not )(?P<c>undo|redo|amend)(?= here$)"),
)

#: The group's commands a refusal may name (``ledger.group.table``, ``ledger.group.language``) and the corrections,
#: beside the system's own commands.
TABLE_COMMANDS = frozenset({"invite", "withdraw", "grant", "remove", "release", "permissions", "approval", "approve",
                            "reject", "language", "undo", "redo", "amend"})


def named(message: str, commands: Container[str], word: Callable[[str], str]) -> str:
    """``message`` (a refusal's English, one line; inside a ``refused (RULE): ...`` frame too) with each command a
    frame of ``_PLACES`` puts in it, one of ``commands`` (ids), as ``word`` (id -> its word in the reader's language)
    says it; quoted as raised (``'roll'`` -> ``'tirada'``). A place holding no command of ``commands`` stays."""
    def swap(m: re.Match[str]) -> str:
        command = m.group("c")
        if command not in commands:
            return m.group(0)
        said = word(command) or command
        return m.group(0).replace(command, said, 1)

    for place in _PLACES:
        message = place.sub(swap, message)
    return message
