"""Running one command line: the command, and any failure turned into one ``error:`` line and an exit code.

Source: README "Using the ledger" (every refusal prints one line ``error: <field>: <what is allowed>`` on stderr and
exits with code 2; 70 for an internal error, 130 when interrupted). The console command (``ledger.cli.main``) and
each line of ``ledger play`` run through ``run``.
"""

from __future__ import annotations

import os
import sys

import click

from ledger.cli.common import say_error


def quiet_libraries() -> None:
    """Keep the libraries' own log records and warnings off the terminal (the console command only).

    A library that logs with no handler configured reaches Python's last-resort handler, which writes the
    record raw to stderr: psycopg, rolling back a connection an interrupt broke, printed "error ignored in
    rollback on <psycopg.Connection …>" before our one ``error:`` line. Every failure the user must know of
    is already turned into that one line by ``run``; so unless ``LEDGER_DEBUG`` is set, log records end in
    a null handler, and Python warnings and exceptions ignored in finalisers are not shown. Source: README "Stores, groups and what survives" (interrupts) (one line, exit 130)."""
    if os.environ.get("LEDGER_DEBUG"):
        return
    import logging
    import warnings

    logging.getLogger().addHandler(logging.NullHandler())
    warnings.simplefilter("ignore")
    sys.unraisablehook = lambda _unraisable: None    # "Exception ignored in …" from a library's finaliser


def run(argv: list[str] | None, group: click.Group) -> int:
    """Run one command line (``argv``, without ``ledger``) through ``group`` (``ledger.cli.root()``) and
    return its exit code (see ``main``); a failure prints its one ``error:`` line
    (``ledger.cli.common.error_line``: user values cut at 300 characters, the line at 1,000) and returns its code.
    ``ledger play`` runs each typed line through here, so a line in the shell answers as the CLI does."""
    from ledger.kept_files import keep_phase_moves
    from ledger.store import interrupts
    from rules.i18n import prefer

    interrupts.begin()
    prefer(os.environ.get("LEDGER_LANG"))
    keep_phase_moves()
    try:
        return _run(argv, group)
    finally:
        from ledger.cli.session import close_one_off

        close_one_off()


def _line_lang(argv: list[str] | None) -> str:
    """The language the command line ``argv`` speaks in (``ledger.cli.language.speaker``: its ``--lang``, else the
    preferred language; English when no system has it), read without opening a store (an interrupted command's
    note must not wait on one)."""
    from ledger.cli.language import speaker

    return speaker(None, list(argv) if argv is not None else sys.argv[1:])[1]


def _a_commands_option(ctx: click.Context, name: str) -> bool:
    """Whether ``name`` (an option typed before any command, ``--store``) is one the ledger's own commands take."""
    commands = getattr(ctx.command, "commands", {}) or {}
    return any(name in p.opts for cmd in commands.values() for p in getattr(cmd, "params", []))


def _run(argv: list[str] | None, group: click.Group) -> int:
    """``run``'s work: the command, and its failure turned into one ``error:`` line and an exit code."""
    from ledger.store import interrupts

    try:
        code = group.main(args=argv, prog_name="ledger", standalone_mode=False)
        if interrupts.state.pending:                 # a signal swallowed on the way (e.g. in a finaliser)
            raise interrupts.Interrupted(interrupts.state.pending)
    except interrupts.Interrupted:
        say_error(interrupts.message(_line_lang(argv)))
        return interrupts.exit_code()
    except click.exceptions.NoArgsIsHelpError as exc:   # ``ledger`` (or a command group) alone: its help, as --help
        click.echo(exc.ctx.get_help())
        return 0
    except click.UsageError as exc:              # in the words of the line's system and language (ledger.cli.language)
        from ledger.cli.language import spoken

        from ledger.cli.session import SHARED

        where = f" (see: {exc.ctx.command_path} --help)" if exc.ctx else ""
        if exc.ctx is not None and SHARED:                  # ``ledger play``: the shell's own help (a command's, or all)
            path = exc.ctx.command_path.split(" ", 1)[1] if exc.ctx.parent is not None else ""
            where = f" (see: help {path})" if path else " (see: help)"
        from ledger.cli.common import usage_text

        message = usage_text(exc) or "give a command"
        line = list(argv) if argv is not None else sys.argv[1:]
        if isinstance(exc, click.NoSuchOption) and exc.ctx is not None and exc.ctx.parent is None \
                and _a_commands_option(exc.ctx, exc.option_name):      # ``ledger --store x status``
            message, where = (f"No such option '{exc.option_name}' before the command; it goes after the command "
                              f"(ledger COMMAND {exc.option_name} ...)"), ""
        say_error(spoken(exc.ctx, line, "usage", f"{message}{where}"))
        return 2
    except click.ClickException as exc:
        say_error(exc.format_message())
        return exc.exit_code or 1
    except (click.Abort, KeyboardInterrupt):
        interrupts.state.pending = interrupts.state.pending or 2
        say_error(interrupts.message(_line_lang(argv)))
        return 130
    except Exception as exc:
        if interrupts.state.pending:                 # an interrupt that broke a store call on its way out
            say_error(interrupts.message(_line_lang(argv)))
            return interrupts.exit_code()
        if isinstance(exc, OSError):                 # the machine refused a file: a name too long, a permission, a full disk
            from ledger.cli.language import spoken
            from ledger.failure_reasons import os_reason

            name = getattr(exc, "filename", None)
            said = f"cannot use {name}: {os_reason(exc)}" if name else os_reason(exc)
            say_error(spoken(None, list(argv) if argv is not None else sys.argv[1:], "file", said))
            return 2
        from ledger.cli.store_failure import is_store_failure, store_failure_line

        if is_store_failure(exc):                    # the store's own failure: one line naming it, in the language
            say_error(store_failure_line(exc, list(argv) if argv is not None else sys.argv[1:]))
            return 2
        from ledger.cli.store_failure import damage_line

        damaged = damage_line(exc, list(argv) if argv is not None else sys.argv[1:])
        if damaged is not None:                       # damage (edited outside the ledger), not a bug of this command
            say_error(damaged)
            return 2
        if os.environ.get("LEDGER_DEBUG"):  # a bug, not bad input: still one line and a non-zero exit
            raise
        from ledger.cli.language import spoken

        said = f"{type(exc).__name__}: {' '.join(str(exc).split())[:300]} (set LEDGER_DEBUG=1 for the traceback)"
        say_error(spoken(None, list(argv) if argv is not None else sys.argv[1:], "internal", said))
        return 70
    return code if isinstance(code, int) else 0
