"""The ``ledger`` command line: the ledger's own commands plus those generated from the game systems.

Source: README "Using the ledger" and docs/adding-a-game-system.md. Built with click (dynamic commands): ``core`` holds the commands
every campaign has (create, replay, campaigns, sheet, history); ``build`` generates a campaign's
system commands from its command table. Every refusal is one line on stderr and exit code 2 with
nothing written.
"""

from __future__ import annotations

import sys

import click

from ledger import __version__
from ledger.cli.group import LedgerGroup
from ledger.cli.common import safe
from ledger.cli.running import quiet_libraries, run

__all__ = ["main", "quiet_libraries", "root", "run"]


def _version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(f"ledger {__version__}")
        ctx.exit()


def _completion(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """``--show-completion [SHELL]`` prints the completion script, ``--install-completion [SHELL]`` installs it
    (SHELL: bash, zsh or fish; default ``$SHELL``). Done once the whole line is parsed (``LedgerGroup.parse_args``
    calls back with the words after the options): a word after SHELL is refused, as is another shell."""
    if value is None or ctx.resilient_parsing:
        return
    ctx.meta["ledger.after_parse"] = lambda extra: _complete(ctx, param, value, extra)


def _complete(ctx: click.Context, param: click.Parameter, value: str, extra: list[str]) -> None:
    from ledger.cli.complete import detect, install, script

    hint = "--show-completion/--install-completion"
    if extra:
        raise click.UsageError(f"{hint} take one shell name (bash, zsh or fish); unexpected: {' '.join(extra)}", ctx=ctx)
    try:
        shell = (value or detect()).strip().lower()
        if param.name == "show_completion":
            click.echo(script(ctx.command, shell), nl=False)
        else:
            for path in install(ctx.command, shell):
                click.echo(f"wrote {safe(path)}")
            click.echo(f"completion for {shell} installed; open a new shell to use it")
    except click.BadParameter as exc:
        raise click.BadParameter(exc.message, ctx=ctx, param_hint=hint) from None
    ctx.exit()


def _lang(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    """``ledger --lang CODE COMMAND ...``: the whole line's preferred language (as ``LEDGER_LANG`` would set it:
    ``rules.i18n.prefer``), so the root's help and the command after it speak it unless the command's own ``--lang``
    says otherwise. Refuses (``RuleError("lang")``) a code none of the ledger's systems plays in, a blank one too.
    Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``)."""
    if value is None or ctx.resilient_parsing:
        return
    from ledger.cli.common import fail, line_of
    from ledger.cli.language import spoken
    from ledger.cli.store_language import store_lang
    from rules.errors import RuleError
    from rules.i18n import prefer

    try:
        prefer(store_lang(value))
    except RuleError as err:
        fail(spoken(ctx, line_of(ctx), "lang", err.message))


def root() -> click.Group:
    """The ``ledger`` group with its core commands (system commands are added on lookup)."""
    from ledger.cli.core import COMMANDS
    from ledger.cli.records import COMMANDS as RECORDS
    from ledger.cli.review import COMMANDS as REVIEW
    from ledger.cli.archive import COMMANDS as ARCHIVE
    from ledger.cli.table import COMMANDS as TABLE
    from ledger.cli.play import COMMANDS as PLAY
    from ledger.cli.people import COMMANDS as PEOPLE
    from ledger.cli.accounts import COMMANDS as ACCOUNTS
    from ledger.cli.serve import COMMANDS as SERVE

    group = LedgerGroup(
        "ledger", no_args_is_help=True, commands=COMMANDS + TABLE + REVIEW + RECORDS + ARCHIVE + PLAY + PEOPLE + ACCOUNTS + SERVE,
        context_settings={"help_option_names": ["-h", "--help"]},
        help="An event-sourced campaign ledger for tabletop RPGs: every roll, mark, shift and pool change is an "
             "immutable event; sheets and history are folds over them.\n\nA campaign's game system adds its own "
             "commands, listed below per system; `ledger --system ID COMMAND --help` shows one without a store.",
        params=[click.Option(["--version"], is_flag=True, expose_value=False, is_eager=True, callback=_version,
                             help="Show the version and exit."),
                click.Option(["--system"], metavar="ID", help="Read a system's commands without a campaign (for --help)."),
                click.Option(["--lang"], metavar="LANG", expose_value=False, is_eager=True, callback=_lang,
                             help="Language of this help and of the command after it (any system's language; "
                                  "default $LEDGER_LANG)."),
                click.Option(["--show-completion"], metavar="[SHELL]", is_flag=False, flag_value="", expose_value=False,
                             is_eager=True, callback=_completion,
                             help="Print the completion script of SHELL (bash, zsh, fish; default: $SHELL)."),
                click.Option(["--install-completion"], metavar="[SHELL]", is_flag=False, flag_value="", expose_value=False,
                             is_eager=True, callback=_completion,
                             help="Install completion for SHELL (bash, zsh, fish; default: $SHELL).")],
    )
    group.sections = {
        "Play (record and correct)": ["create", "replay", "play", "undo", "redo", "amend"],
        "Reads (nothing is recorded)": ["status", "sheet", "history", "why", "arc", "odds", "campaigns"],
        "Archive": ["chronicle", "export", "import", "verify", "keygen"],
        "The group (people, who may do what, approval)": ["invite", "grant", "release", "people", "remove",
                                                          "permissions",
                                                          "approval", "language", "proposals", "approve", "reject", "note",
                                                          "account", "token", "serve"],
        "Store": ["migrate", "completion"],
    }
    return group


def main(argv: list[str] | None = None) -> None:
    """Console entry point (``ledger``): every failure ends in one ``error:`` line and a non-zero exit.

    ``argv`` defaults to the process's arguments. Exit codes: 0 success (``ledger`` alone, or a command
    group without its subcommand, prints its help as ``--help`` does: 0); 2 refused input (usage, rules,
    store); 70 an internal error (a bug); 130 interrupted (SIGINT or SIGTERM: the line says whether the
    command was recorded in full or not at all; it is never recorded in part).
    """
    quiet_libraries()
    sys.exit(run(argv, root()))
