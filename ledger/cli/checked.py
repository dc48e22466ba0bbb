"""What every ledger command and group shares as click parses it: text that is not valid UTF-8 refused before
anything runs, and help headings in the line's language.

Source: README "Using the ledger" (bad input refused in one line; ``--lang``) and the developers' guide ("user text
is never interpreted"). Above ``ledger.cli.common`` (the refusal and the line) and ``ledger.cli.language`` (the
line's words), which neither imports.
"""

from __future__ import annotations

import re
from typing import Any

import click

from ledger.cli.common import fail, line_of
from ledger.cli.language import spoken


class TextChecked:
    """Mixin of every ledger command and group: after click parsed the arguments (options, arguments and
    their environment variables), a text value that is not valid UTF-8 (bytes that decode to lone
    surrogates) is refused as ``<field>: not valid UTF-8 text ...`` (exit 2) before anything runs."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """An option of one value given twice refused (``repeated_option``), click's parsing, then the UTF-8 check of
        ``ctx.params`` (see the class). Raises ``Refused``; a usage error
        of click's parser leaves with this context (its hint and its words name the command)."""
        from ledger.cli.group_alone import inherited
        from ledger.user_text import NOT_UTF8, first_undecodable

        args = inherited(ctx, self.params, args)  # type: ignore[attr-defined]   # its group's --store, --campaign
        own = own_words(args) if isinstance(self, click.Group) else args   # a group's: up to its command's word
        repeated = repeated_option(self.params, own)  # type: ignore[attr-defined]
        if repeated is not None:
            from rules.errors import GIVEN_TWICE, GIVEN_TWICE_LIST

            joined = joined_list(self.params, own, repeated)  # type: ignore[attr-defined]
            fail(spoken(ctx, line_of(ctx), repeated, GIVEN_TWICE_LIST.format(joined) if joined else GIVEN_TWICE))
        valueless = valueless_option(self.params, own)  # type: ignore[attr-defined]
        if valueless is not None:
            from rules.errors import VALUE_MISSING

            fail(spoken(ctx, line_of(ctx), valueless, VALUE_MISSING))
        try:
            rest = super().parse_args(ctx, args)  # type: ignore[misc]
        except click.UsageError as exc:          # click's parser leaves the context out ("Option '--as' requires ...")
            exc.ctx = exc.ctx or ctx
            raise
        for param in self.params:  # type: ignore[attr-defined]
            if param.name in ctx.params and first_undecodable(ctx.params[param.name], "x"):
                opts = [o for o in getattr(param, "opts", []) if o.startswith("--")]
                field = max(opts, key=len)[2:] if opts and isinstance(param, click.Option) else param.name
                fail(spoken(ctx, line_of(ctx), field, NOT_UTF8))
        return rest

    def get_help(self, ctx: click.Context) -> str:
        """click's help in the line's language (``ledger.cli.help_language``): the system's help of the command and
        of its options (``GameSystem.help_of``), click's words and headings (``Usage:``, ``Options:``, ``Arguments:``,
        ``Show this message and exit.``); the options and placeholders stay as written. English is click's own."""
        from ledger.cli.help_language import spoken_help

        return spoken_help(self, ctx, lambda command, c: super(TextChecked, command).get_help(c))  # type: ignore[misc]


def own_words(args: list[str]) -> list[str]:
    """The words of a command group's line that are its own: those before its command's word (the first word that
    is not an option, nor the value of an option given as ``--lang es``: ``ledger --lang es status --lang en``
    gives the group ``--lang es`` and ``status`` its own ``--lang en``). Source: click's docs "Commands and Groups"
    (a group's options come before its command's name)."""
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--" or not token.startswith("-"):
            return args[:i]
        i += 1 if "=" in token or token in ("-h", "--help", "--version") else 2
    return args


def repeated_option(params: list[click.Parameter], args: list[str]) -> str | None:
    """The first option of ``params`` that takes one value and is given more than once in ``args`` (click keeps the
    last silently), as typed without its dashes (``reason`` for ``--reason a --reason b``); None when there is none.
    Options taking a list (``multiple``), counts and flags may repeat; a value (the token after an option that takes
    one, or after ``=``) is never read as an option, and nothing after ``--`` is. Source: click's docs "Options"
    (multiple options; a single-value option given twice keeps the last)."""
    takes: dict[str, click.Option] = {}
    for param in params:
        if isinstance(param, click.Option) and not param.is_flag and not param.count:
            for opt in param.opts:
                takes[opt] = param
    seen: set[str] = set()
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--":
            break
        name, eq, _ = token.partition("=") if token.startswith("--") else (token, "", "")
        param = takes.get(name)
        if param is not None:
            if not param.multiple:
                if param.name in seen:
                    return name.lstrip("-")
                seen.add(param.name or name)
            i += 0 if eq else max(1, param.nargs)
        i += 1
    return None


def joined_list(params: list[click.Parameter], args: list[str], name: str) -> str | None:
    """The option ``name`` (as typed, without its dashes) with every value ``args`` gives it joined by its list
    separator (``--tags a,b`` for ``--tags a --tags b``), when it is an option taking a list in
    one value (its ``list_sep``: ``ledger.cli.fields.field_param``); None for any other option. Values after ``--``
    are not read. Only a list the command takes is suggested: a value given twice is joined once unless the list
    takes repeats (``list_repeats``: ``--tags a`` for ``--tags a --tags a``), and a list of a fixed number of values
    (``list_items``) given another number is shown by its placeholder (``--tags A,B,C``). Source:
    README "Using the ledger" (a refusal says what is allowed)."""
    param = next((p for p in params if isinstance(p, click.Option) and f"--{name}" in p.opts), None)
    sep = getattr(param, "list_sep", None)
    if param is None or not sep:
        return None
    values: list[str] = []
    i = 0
    while i < len(args) and args[i] != "--":
        token, eq, value = args[i].partition("=")
        if token == f"--{name}":
            if not eq:
                i += 1
                value = args[i] if i < len(args) else ""
            values.extend(v for v in (part.strip() for part in value.split(sep)) if v)
        i += 1
    if not getattr(param, "list_repeats", False):
        values = list(dict.fromkeys(values))                   # each value once: the list takes no repeats
    items = getattr(param, "list_items", None)
    if items is not None and len(values) != items and param.metavar:
        return f"--{name} {param.metavar}"                     # its form: these values are not a list it takes
    return f"--{name} {sep.join(values)}"


def valueless_option(params: list[click.Parameter], args: list[str]) -> str | None:
    """The first option of ``params`` that takes a value and is followed in ``args`` by another of their options
    (``--pick --lang de``: click would take ``--lang`` as the pick and ``de`` as an extra argument), as typed
    without its dashes (``pick``); None when there is none. A value given with ``=`` is never such an option, nor
    is anything after ``--``. Source: README "Using the ledger" (one-line refusals naming the field as typed)."""
    takes: dict[str, click.Option] = {}
    known: set[str] = set()
    for param in params:
        if isinstance(param, click.Option):
            known.update(param.opts + param.secondary_opts)
            if not param.is_flag and not param.count:
                takes.update({opt: param for opt in param.opts})
    i = 0
    while i < len(args) and args[i] != "--":
        param = takes.get(args[i])
        if param is not None:
            after = args[i + 1] if i + 1 < len(args) else None
            if after is not None and after.startswith("--") and after.partition("=")[0] in known:
                return args[i].lstrip("-")
            i += max(1, param.nargs)
        i += 1
    return None


class Command(TextChecked, click.Command):
    """A ledger command: a ``click.Command`` whose text values are checked (``TextChecked``); ``system`` is the game
    system whose command it is (None: the ledger's own), whose words its usage errors take. A command whose
    arguments include a number reads a negative number typed alone (``undo -1``) as that argument's value, not as
    an option, so that its refusal names the argument and its range (README "Using the ledger")."""

    system: Any = None

    def make_parser(self, ctx: click.Context) -> Any:
        """click's parser, taking ``-N`` as a value where an argument is a whole number (``_NEGATIVE``)."""
        parser = super().make_parser(ctx)
        if any(isinstance(p, click.Argument) and isinstance(p.type, click.IntRange) for p in self.get_params(ctx)):
            process = parser._process_opts

            def opts(arg: str, state: Any) -> None:
                if _NEGATIVE.fullmatch(arg):
                    state.largs.append(arg)         # a value, as a positive number would be
                    return
                process(arg, state)
            parser._process_opts = opts
        return parser


#: A negative whole number typed alone on a command line: ``-1``, ``-12``.
_NEGATIVE = re.compile(r"-[0-9]+")


class Group(TextChecked, click.Group):
    """A group of the ledger's own commands (``account``, ``token``): its text values checked and its help in the
    line's language (``TextChecked``), its subcommands ``Command``s."""

    command_class = Command
