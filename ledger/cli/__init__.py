"""The ``ledger`` command line: the ledger's own commands plus those generated from the game systems.

Source: issue #2 item 6 and issue #5. Built with click (dynamic commands): ``core`` holds the commands
every campaign has (create, replay, campaigns, sheet, history); ``build`` generates a campaign's
system commands from its command table. Every refusal is one line on stderr and exit code 2 with
nothing written.
"""

from __future__ import annotations

import os
import sys

import click

from ledger import __version__
from ledger.cli.build import LedgerGroup
from ledger.cli.common import safe, say_error


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


def root() -> click.Group:
    """The ``ledger`` group with its core commands (system commands are added on lookup)."""
    from ledger.cli.core import COMMANDS
    from ledger.cli.records import COMMANDS as RECORDS
    from ledger.cli.review import COMMANDS as REVIEW
    from ledger.cli.archive import COMMANDS as ARCHIVE
    from ledger.cli.table import COMMANDS as TABLE
    from ledger.cli.play import COMMANDS as PLAY

    group = LedgerGroup(
        "ledger", no_args_is_help=True, commands=COMMANDS + TABLE + REVIEW + RECORDS + ARCHIVE + PLAY,
        context_settings={"help_option_names": ["-h", "--help"]},
        help="An event-sourced campaign ledger for tabletop RPGs: every roll, mark, shift and pool change is an "
             "immutable event; sheets and history are folds over them.\n\nA campaign's game system adds its own "
             "commands, listed below per system; `ledger --system ID COMMAND --help` shows one without a store.",
        params=[click.Option(["--version"], is_flag=True, expose_value=False, is_eager=True, callback=_version,
                             help="Show the version and exit."),
                click.Option(["--system"], metavar="ID", help="Read a system's commands without a campaign (for --help)."),
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
        "Archive": ["chronicle", "export", "import", "verify"],
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
    sys.exit(run(argv))


def quiet_libraries() -> None:
    """Keep the libraries' own log records and warnings off the terminal (the console command only).

    A library that logs with no handler configured reaches Python's last-resort handler, which writes the
    record raw to stderr: psycopg, rolling back a connection an interrupt broke, printed "error ignored in
    rollback on <psycopg.Connection …>" before our one ``error:`` line. Every failure the user must know of
    is already turned into that one line by ``run``; so unless ``LEDGER_DEBUG`` is set, log records end in
    a null handler, and Python warnings and exceptions ignored in finalisers are not shown. Source: issue #12 item 2 (one line, exit 130)."""
    if os.environ.get("LEDGER_DEBUG"):
        return
    import logging
    import warnings

    logging.getLogger().addHandler(logging.NullHandler())
    warnings.simplefilter("ignore")
    sys.unraisablehook = lambda _unraisable: None    # "Exception ignored in …" from a library's finaliser


def run(argv: list[str] | None = None, group: click.Group | None = None) -> int:
    """Run one command line (``argv``, without ``ledger``) through ``group`` (default a new ``root()``) and
    return its exit code (see ``main``); a failure prints its one ``error:`` line
    (``ledger.cli.common.error_line``: user values cut at 300 characters, the line at 1,000) and returns its code.
    ``ledger play`` runs each typed line through here, so a line in the shell answers as the CLI does."""
    from ledger.store import interrupts
    from rules.i18n import prefer

    interrupts.begin()
    prefer(os.environ.get("LEDGER_LANG"))
    try:
        return _run(argv, group)
    finally:
        from ledger.cli.common import close_one_off

        close_one_off()


def _damage_in_used_stores() -> str | None:
    """Damage found in the SQLite stores the failed command named (``ledger.store.damage``), or None."""
    from ledger.cli.common import USED
    from ledger.store.damage import first_damage

    paths = [loc.path for loc in USED if getattr(loc, "kind", None) == "sqlite" and loc.path is not None]
    for path in dict.fromkeys(paths):
        if path.is_file():
            found = first_damage(path)
            if found is not None:
                return f"{path}: {found}"
    return None


def _run(argv: list[str] | None, group: click.Group | None) -> int:
    """``run``'s work: the command, and its failure turned into one ``error:`` line and an exit code."""
    from ledger.store import interrupts

    try:
        code = (group if group is not None else root()).main(args=argv, prog_name="ledger", standalone_mode=False)
        if interrupts.state.pending:                 # a signal swallowed on the way (e.g. in a finaliser)
            raise interrupts.Interrupted(interrupts.state.pending)
    except interrupts.Interrupted:
        say_error(interrupts.message())
        return interrupts.exit_code()
    except click.exceptions.NoArgsIsHelpError as exc:   # ``ledger`` (or a command group) alone: its help, as --help
        click.echo(exc.ctx.get_help())
        return 0
    except click.UsageError as exc:
        where = f" (see: {exc.ctx.command_path} --help)" if exc.ctx else ""
        message = " ".join(exc.format_message().split()) or "give a command"
        say_error(f"usage: {message}{where}")
        return 2
    except click.ClickException as exc:
        say_error(exc.format_message())
        return exc.exit_code or 1
    except (click.Abort, KeyboardInterrupt):
        interrupts.state.pending = interrupts.state.pending or 2
        say_error(interrupts.message())
        return 130
    except Exception as exc:
        import sqlite3

        if interrupts.state.pending:                 # an interrupt that broke a store call on its way out
            say_error(interrupts.message())
            return interrupts.exit_code()
        if isinstance(exc, OSError):                 # the machine refused a file: a name too long, a permission, a full disk
            where = f" ({exc.filename})" if getattr(exc, "filename", None) else ""
            say_error(f"file: {exc.strerror or exc}{where}")
            return 2
        from eventsourcing.persistence import PersistenceError

        if isinstance(exc, (sqlite3.Error, PersistenceError)) or type(exc).__module__.startswith("psycopg"):
            from ledger.store.locations import busy_message

            text = " ".join(str(exc).split())
            if "locked" in text or "busy" in text or "lock timeout" in text:
                say_error(f"store: {busy_message(os.environ.get('LEDGER_STORE') or 'file')}")
            elif "readonly" in text or "read-only" in text:
                say_error("store: the store cannot be written: the file, or the -wal or -shm file SQLite keeps beside "
                          "it (left by a reader while the file was read-only), is read-only for you; make all three "
                          "writable (chmod u+w FILE FILE-wal FILE-shm) and run this again")
            else:
                say_error(f"store: the store cannot be used: {text[:300]}")
            return 2
        from ledger.errors import DivergenceError

        from eventsourcing.domain import OriginatorVersionError

        if isinstance(exc, (DivergenceError, OriginatorVersionError)):   # damage, not a bug of this command
            what = ("its events do not follow on (one is missing or out of place)" if isinstance(exc, OriginatorVersionError)
                    else f"it does not fold ({' '.join(str(exc).split())[:200]})")
            say_error(f"store: a campaign's record is damaged: {what}; run 'ledger verify' to see the first damage")
            return 2
        damage = _damage_in_used_stores()
        if damage is not None:                        # the store, edited outside the ledger, is what failed
            say_error(f"store: {damage}: the store is damaged; run 'ledger verify' to see the first damage")
            return 2
        if os.environ.get("LEDGER_DEBUG"):  # a bug, not bad input: still one line and a non-zero exit
            raise
        say_error(f"internal: {type(exc).__name__}: {' '.join(str(exc).split())[:300]} "
                  "(set LEDGER_DEBUG=1 for the traceback)")
        return 70
    return code if isinstance(code, int) else 0
