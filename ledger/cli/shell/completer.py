"""Completion in ``ledger play``: the typed line is split as the shell splits it, then click's own
completion of the ledger's commands (``ledger.cli.complete``) answers, exactly as in bash, zsh or fish.

Source: README "At the table: ledger play" ("completion of commands, ... and pick ids from
the campaign's current state"). Command names (grouped ones too: ``session start``), option names, the
values of a Literal argument, and the values each argument's completion offers (the campaign now, the
system's reference lists) all come from the same click command objects the CLI runs.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from typing import Any

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from ledger.cli.common import safe
from ledger.cli.shell.words import NOT_IN_SHELL

#: Words the shell itself answers (besides the ledger's commands); their help is ``rules.shell_frames``' (same key).
BUILTINS = ("help", "exit")


def split_line(text: str) -> tuple[list[str], str, int]:
    """Split ``text`` (the line up to the cursor) as the shell would: (the complete words, the word being
    typed without its quotes, where that word starts in ``text``). An open quote is allowed."""
    words: list[str] = []
    current: list[str] = []
    start = len(text)
    in_word = False
    quote = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == quote:
                quote = ""
            elif ch == "\\" and quote == '"' and i + 1 < len(text):
                i += 1
                current.append(text[i])
            else:
                current.append(ch)
        elif ch.isspace():
            if in_word:
                words.append("".join(current))
                current, in_word = [], False
        else:
            if not in_word:
                in_word, start = True, i
            if ch in "'\"":
                quote = ch
            elif ch == "\\" and i + 1 < len(text):
                i += 1
                current.append(text[i])
            else:
                current.append(ch)
        i += 1
    if not in_word:
        return words, "", len(text)
    return words, "".join(current), start


def quoted(value: str) -> str:
    """``value`` as one shell word (quoted when it holds spaces or quotes)."""
    return shlex.quote(value)


class LedgerCompleter(Completer):
    """prompt_toolkit completion of a ``ledger`` command line through click's ``shell_complete``.

    ``group`` is the ``ledger`` click group the shell runs lines through (``ledger.cli.root()``).
    """

    def __init__(self, group: Any, shell: Any = None) -> None:
        self.group = group
        self.shell = shell
        self.paths = PathCompleter(expanduser=True)

    def candidates(self, text: str) -> list[tuple[str, str, str]]:
        """(value, help, kind) for the word being typed at the end of ``text``; kind is click's item type
        (``plain``, ``file``, ``dir``). Never raises: a line click cannot read offers nothing. In the shell, the
        first word offers this campaign's commands only (not ``NOT_IN_SHELL``); a command or a group's subcommand
        comes with its one-line help in the shell's language (``Shell.helps``), and only when the shell, as it acts,
        is offered it (``Shell.may_give``: not another's open roll's follow-ups, as ``status`` lists them); after
        ``help`` every command, and a system with a help command of its own gets its targets too."""
        words, incomplete, _start = split_line(text)
        found: list[tuple[str, str, str]] = []
        if not words:
            from rules.shell_frames import said

            code = self.shell.code() if self.shell is not None else "en"
            found += [(name, said(name, code), "plain") for name in BUILTINS if name.startswith(incomplete)]
        if words == ["help"] and self.shell is not None and not self.shell.own_word(["help", incomplete]):
            mine = self.candidates(incomplete)         # the shell's help of a command, or the game's own help's target
            theirs = self._click(words, incomplete)
            return [*(c for c in mine if c[0] not in BUILTINS), *(c for c in theirs if c not in mine)]
        helping = bool(words) and words[0] in BUILTINS and (self.shell is None or self.shell.own_word(
            [*words, incomplete][:2]))
        if helping:
            words = words[1:]

        helps = self.shell.helps(words) if self.shell is not None else {}       # in the shell's language
        naming = self.shell is not None and not helping and len(words) <= 1       # a command's name, or a group's
        may = self.shell.may_give() if naming else None     # subcommand: as the shell, acting, is offered it
        for item in self._items(words, incomplete):
            if not words and (str(item.value) in NOT_IN_SHELL or str(item.value) in BUILTINS):
                continue        # the ledger's store-wide commands are not for a campaign's table; help is offered once
            if may is not None and not may(" ".join([*words, str(item.value)])):
                continue        # another's open roll's follow-up (``status``'s "allowed now" leaves it out too)
            found.append((str(item.value), helps.get(str(item.value), str(item.help or "")), str(item.type)))
        return found

    def _items(self, words: list[str], incomplete: str) -> list[Any]:
        """click's completion items of ``incomplete`` after ``words`` (none when click cannot read the line)."""
        from click.shell_completion import ShellComplete

        from ledger.cli.complete import COMPLETE_VAR

        try:
            return list(ShellComplete(self.group, {}, "ledger", COMPLETE_VAR).get_completions(words, incomplete))
        except Exception:  # noqa: BLE001 - a line click cannot parse yet offers nothing
            return []

    def _click(self, words: list[str], incomplete: str) -> list[tuple[str, str, str]]:
        return [(str(i.value), str(i.help or ""), str(i.type)) for i in self._items(words, incomplete)]

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
        """The completions of the word before the cursor (replacing it, quotes included)."""
        text = document.text_before_cursor
        _words, incomplete, start = split_line(text)
        replace = len(text) - start
        for value, help_, kind in self.candidates(text):
            if kind in ("file", "dir"):
                sub = Document(incomplete, len(incomplete))
                for c in self.paths.get_completions(sub, complete_event):
                    whole = incomplete[:len(incomplete) + c.start_position] + c.text
                    yield Completion(quoted(whole), start_position=-replace, display=safe(whole))
                continue
            yield Completion(quoted(value), start_position=-replace, display=safe(value), display_meta=safe(help_))
