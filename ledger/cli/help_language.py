"""A command's ``--help`` in the line's language: the system's help of the command, group or read and of each of its
options (``GameSystem.help_of``), click's own words and the shared options' help (``rules.help_frames``), through a
``click.HelpFormatter`` of that language (``Context.formatter_class``).

Source: README "Using the ledger" (``--lang``: help speaks the language a refusal of the same line would; a language
the system lacks is refused) and docs/adding-a-game-system.md ("Help in the system's languages"); click's docs
("Help Pages": ``Context.formatter_class``, ``HelpFormatter``). The language is ``ledger.cli.language.speaker``'s:
``--lang`` as typed, else the preferred language (``LEDGER_LANG``) when the system has it, else the system's first.
English help is click's, untouched; the help tables load only when another language is asked for.
"""

from __future__ import annotations

import copy
import re
import textwrap
from functools import partial
from typing import Any, Callable

import click

from rules import help_frames
from rules.placeholders import spoken


class SpokenFormatter(click.HelpFormatter):
    """click's formatter writing click's words in ``lang``: the usage prefix, the section headings, the headings in a
    help text (``Arguments:``, ``Example:``) and each option's shared help and bracketed extras (``rules.help_frames``).
    Options and values stay as typed; placeholders (``NAME``, ``[OPTIONS]``) are said by ``placeholder`` (the system's
    ``GameSystem.placeholder``; without one, the words every system shares: ``rules.placeholders``); ``gm`` names the
    GM in an option's help as the system does (``GameSystem.word("GM", lang)``; None: the language's shared word)."""

    def __init__(self, lang: str, placeholder: Callable[[str], str] | None = None, gm: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lang = lang
        self.gm = gm
        self.placeholder = placeholder or (lambda metavar: spoken(metavar, lang))

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        """``Usage: ledger roll [OPTIONS] MOVE`` with ``Usage`` and the placeholders in the formatter's language."""
        super().write_usage(prog, self.placeholder(args),
                            f"{help_frames.said('Usage', self.lang)}: " if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        """A section heading (``Options``, ``Commands``) in the formatter's language."""
        super().write_heading(help_frames.said(heading, self.lang))

    def write_text(self, text: str) -> None:
        """A help text with its headings (``Arguments:``, ``Example:``) in the formatter's language."""
        super().write_text(help_frames.headings(text, self.lang))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        """The options (or commands) and their help, each help through ``rules.help_frames.option_help``, an option's
        placeholder (``--as NAME``) in the formatter's language."""
        super().write_dl([(self.placeholder(term), help_frames.option_help(text, self.lang, self.gm)) for term, text in rows],
                         col_max, col_spacing)


def help_language(ctx: click.Context) -> tuple[Any, str]:
    """(the system whose words the help of ``ctx``'s command takes or None, the language code) as the line's
    refusals pick them (``ledger.cli.language.speaker``). A ``--lang`` the command's system lacks is refused as the
    command itself would refuse it: ``Refused`` with ``lang: 'de' is not a language of ...`` in the language asked
    when a registered system has it (``ledger.cli.store_language.store_words``), else in the system's words."""
    from ledger.cli.common import fail, line_of
    from ledger.cli.language import command_system, speaker, typed
    from ledger.cli.store_language import store_lang, store_words
    from rules.errors import RuleError

    line = line_of(ctx)
    system, code = speaker(ctx, line)
    own = command_system(ctx)
    asked = typed(line, "--lang")
    if own is not None and asked is not None:
        try:
            own.lang(asked)
        except RuleError as err:
            try:
                fail(store_words(store_lang(asked))(err))     # a language of the ledger's: the refusal in it
            except RuleError:
                fail(own.refusal(err, code))
    return system, code


def spoken_help(command: click.Command, ctx: click.Context, english: Any) -> str:
    """``command``'s help for ``ctx`` in the line's language (``help_language``): ``english(command, ctx)`` (click's
    ``get_help`` of that class) of the command itself in English, else of a copy whose texts are the system's in that
    language (``translated``) formatted by a ``SpokenFormatter`` of the language."""
    system, code = help_language(ctx)
    if system is None or code == "en":
        return str(english(command, ctx))
    ctx.formatter_class = partial(SpokenFormatter, code, lambda m: system.placeholder(m, code),  # type: ignore[assignment]
                                  system.word("GM", code))
    if getattr(command, "help_key", None) is None:          # the ledger's own command (or ``ledger`` itself)
        return str(english(own(command, _own_key(ctx), system, code), ctx))
    return str(english(translated(command, system, code), ctx))


def _own_key(ctx: click.Context) -> str:
    """The key of ``ctx``'s command in ``rules.command_frames``: its path without ``ledger`` (``token issue``), or
    ``ledger`` for the root."""
    return " ".join(ctx.command_path.split()[1:]) or "ledger"


def own(command: click.Command, key: str, system: Any, code: str) -> click.Command:
    """A copy of the ledger's own ``command`` (keyed ``key`` in ``rules.command_frames``: ``undo``, ``token
    issue``, ``ledger``) with its one-line help in ``code`` as its short help and, followed by the rest of the
    first paragraph (``rules.command_notes.more``), as its help's first paragraph; then its further paragraphs in
    ``code`` (``rules.command_notes.notes``) and its examples as written but for their placeholders (``ledger odds
    MOVE --as NAME``: the system's ``placeholder`` in ``code``); a group's subcommands likewise (a system's by
    ``_short``). Its options' help is the formatter's (``SpokenFormatter.write_dl``:
    ``rules.help_frames``). A command the table does not word keeps its English."""
    from rules.command_frames import command_help
    from rules.command_notes import more, notes

    twin = copy.copy(command)
    line = command_help(key, code, system.word("GM", code))
    if line is not None:
        examples = [_examples(p, system, code) for p in (command.help or "").split("\n\n")
                    if p.lstrip().lstrip("\b").lstrip().startswith(("Example", "Examples"))]
        first = " ".join([line, *filter(None, [more(key, code)])])
        twin.help = "\n\n".join([first, *(notes(key, code) or ()), *examples])
        twin.short_help = line
    if isinstance(command, click.Group):
        prefix = "" if key == "ledger" else f"{key} "
        twin.commands = {name: (_short(sub, system, code) if getattr(sub, "help_key", None) is not None  # type: ignore[attr-defined]
                                else _own_short(sub, f"{prefix}{name}", code, system.word("GM", code)))
                         for name, sub in command.commands.items()}
    return twin


def _examples(text: str, system: Any, code: str) -> str:
    """An examples paragraph of an own command's help (``Examples: ledger odds MOVE --as NAME`` and its lines below)
    in ``code``: its heading said (``rules.help_frames``), the lines below it moved to stay under the first example,
    the placeholders the system's (``GameSystem.placeholder``); the commands as typed."""
    lines, shift = [], 0
    for row in system.placeholder(textwrap.dedent(text), code).split("\n"):
        found = re.match(r"(\s*)(Examples|Example):", row)
        if found is not None:
            word = help_frames.said(found.group(2), code)
            shift = len(word) - len(found.group(2))
            row = f"{found.group(1)}{word}:{row[found.end():]}"
        elif shift and row.startswith(" "):
            row = " " * shift + row if shift > 0 else row[min(-shift, len(row) - len(row.lstrip(" "))):]
        lines.append(row)
    return "\n".join(lines)


def _own_short(command: click.Command, key: str, code: str, gm: str | None = None) -> click.Command:
    """The ledger's own subcommand with its one-line help in ``code`` (``rules.command_frames``, ``gm`` the system's
    word for the GM) for a listing; as it is when the table does not word it."""
    from rules.command_frames import command_help

    line = command_help(key, code, gm)
    if line is None:
        return command
    twin = copy.copy(command)
    twin.short_help = line
    return twin


def translated(command: click.Command, system: Any, code: str) -> click.Command:
    """A copy of ``command`` with its help, short help, options' help and (a group's) subcommands' short help in
    ``code`` from ``system.help_of``, keyed by the ``help_key`` ``ledger.cli.build`` gives each command (a command
    name, ``"group: NAME"``, ``"read: NAME"``) and each of its options (the argument's key); a command without one
    (the ledger's own) is returned as it is."""
    from ledger.cli.fields import command_help

    key = getattr(command, "help_key", None)
    if key is None or getattr(command, "system", None) is not system:
        return command
    twin = copy.copy(command)
    said = partial(system.help_of, key, lang=code)
    if key in system.commands:
        spec = system.commands[key]
        twin.help = command_help(spec, lambda arg: system.help_of(key, arg, code),
                                 lambda metavar: system.placeholder(metavar, code))
    else:
        twin.help = said(None)
    twin.short_help = said(None)
    twin.params = [_param(p, system, key, code) for p in command.params]
    if isinstance(command, click.Group):
        subs = command.commands.items()
        twin.commands = {name: _short(sub, system, code) for name, sub in subs}  # type: ignore[attr-defined]
    return twin


def _param(param: click.Parameter, system: Any, command: str, code: str) -> click.Parameter:
    """``param`` with its help in ``code`` when it is an argument of the system's (``help_key``): the translation, then
    what ``ledger.cli.fields`` added after the English (`` [default: 2]``); other parameters as they are."""
    key = getattr(param, "help_key", None)
    text = getattr(param, "help", None)
    if key is None or not text:
        return param
    english = system.help_of(command, key, "en")
    twin = copy.copy(param)
    added = text[len(english):] if text.startswith(english) else ""
    twin.help = system.help_of(command, key, code) + added  # type: ignore[attr-defined]
    return twin


def _short(command: click.Command, system: Any, code: str) -> click.Command:
    """A group's subcommand with its one-line help in ``code`` (``system.help_of``), for the group's listing."""
    key = getattr(command, "help_key", None)
    if key is None:
        return command
    twin = copy.copy(command)
    twin.short_help = system.help_of(key, None, code)
    return twin
