"""``ledger play``'s ``help`` and the one-line help its completion shows: this campaign's commands (its system's, then
the ledger's own) in the shell's language.

Source: README "At the table: ledger play" (``help``; completion of commands with their help).
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.shell.words import NOT_IN_SHELL
from rules.command_frames import command_help
from rules.shell_frames import said


class ShellHelp:
    """What ``Shell`` lists and explains: needs ``system()``, ``code()`` and ``group`` (``ledger.cli.shell.shell.Shell``)."""

    group: Any

    def commands(self) -> list[tuple[str, str]]:
        """(name, one-line help) of this campaign's commands: its system's (their help in the shell's language,
        ``code``), then the ledger's own (without ``NOT_IN_SHELL``; their help in ``code`` through
        ``rules.command_frames``)."""
        from ledger.cli.build import entry_names, system_entries

        found: list[tuple[str, str]] = []
        system = self.system()
        if system is not None:
            entries, code = system_entries(system), self.code()
            found += [(name, _short_help(entries[name], system, code)) for name in entry_names(system)]
        own, code = {name for name, _ in found}, self.code()
        gm = system.word("GM", code) if system is not None else None      # the GM as the system names the GM
        for name, cmd in sorted(getattr(self.group, "commands", {}).items()):
            if name not in NOT_IN_SHELL and name not in own and not cmd.hidden:
                found.append((name, command_help(name, code, gm) or cmd.get_short_help_str(70)))
        return found

    def helps(self, words: list[str]) -> dict[str, str]:
        """The one-line help, in the shell's language (``code``), of each command that may follow ``words`` (the
        complete words of a line): no words, this campaign's commands (``commands``); a group of the system's
        (``session``) or of the ledger's own (``token``: ``rules.command_frames``), its subcommands; else none
        (click's own help stands)."""
        if not words:
            return dict(self.commands())
        system = self.system()
        if system is None or len(words) != 1:
            return {}
        from ledger.cli.build import system_entries

        code = self.code()
        group = system_entries(system).get(words[0])
        subs = getattr(group, "commands", None)
        if isinstance(subs, dict):
            return {name: _short_help(sub, system, code) for name, sub in subs.items()}
        subs = getattr(getattr(self.group, "commands", {}).get(words[0]), "commands", None)
        if not isinstance(subs, dict) or words[0] in NOT_IN_SHELL:
            return {}
        gm = system.word("GM", code)
        return {name: command_help(f"{words[0]} {name}", code, gm) or sub.get_short_help_str(70)
                for name, sub in subs.items()}

    def own_word(self, words: list[str]) -> bool:
        """Whether ``help ...`` is the shell's: alone, or before one of this campaign's commands; otherwise a
        system with a ``help`` command of its own (Basic abilities' Help) takes the line."""
        if len(words) == 1:
            return True
        system = self.system()
        from ledger.cli.build import entry_names

        theirs = system is not None and "help" in entry_names(system)
        return not theirs or words[1] in {name for name, _ in self.commands()}

    def help_text(self) -> str:
        """The shell's ``help``: this campaign's commands with their one-line help, then the shell's keys."""
        system, code = self.system(), self.code()
        rows = self.commands()
        width = max((len(n) for n, _ in rows), default=0) + 2
        lines = [said("commands_of", code, system=system.title) if system is not None else said("commands", code)]
        lines += [f"  {name.ljust(width)}{text}" for name, text in rows]
        return "\n".join(lines) + "\n\n" + said("keys", code) + "\n"


def _short_help(command: click.Command, system: Any, code: str) -> str:
    """``command``'s one-line help (70 characters at most) in ``code``: the system's help table's
    (``GameSystem.help_of`` by the command's ``help_key``) when it has one, else click's short help."""
    from click.utils import make_default_short_help

    key = getattr(command, "help_key", None)
    if key is None or code == "en":
        return command.get_short_help_str(70)
    try:
        return make_default_short_help(system.help_of(key, None, code), 70)
    except KeyError:
        return command.get_short_help_str(70)
