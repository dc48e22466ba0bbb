"""The ``ledger`` command line: one command per action, plus the reads sheet, history and team.

Source: issue #2 item 6. A thin typer layer over ``ledger.app.LedgerApp``: it parses options, calls one
application method, prints the result (a rich table, or ``--json``), and turns any refusal into one
line on stderr and exit code 2 with nothing written. ``common`` holds the shared pieces, ``actions``
the commands that record actions, ``reads`` the reads and whole-campaign commands.
"""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer

from ledger import __version__
from ledger.cli import actions, reads  # noqa: F401  (registers the commands)
from ledger.cli.common import app, err

def _version(value: bool) -> None:
    if value:
        print(f"ledger {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")] = False,
) -> None:
    """An event-sourced campaign ledger: every roll, condition, Label shift, Influence and Team change is an event."""


def main() -> None:
    """Console entry point (``ledger``): every failure ends in one ``error:`` line and a non-zero exit.

    Exit codes: 0 success; 2 refused input (usage, rules, store); 70 an internal error (a bug).
    """
    try:  # typer >= 0.24 vendors click
        from typer._click.exceptions import ClickException, UsageError
    except ImportError:  # pragma: no cover - older typer with click installed
        from click.exceptions import ClickException, UsageError

    try:
        code = app(standalone_mode=False)
    except UsageError as exc:
        where = f" (see: {exc.ctx.command_path} --help)" if exc.ctx else ""
        message = " ".join(exc.format_message().split()) or "give a command"
        err.print(f"error: usage: {message}{where}")
        sys.exit(2)
    except ClickException as exc:
        err.print(f"error: {' '.join(exc.format_message().split())}")
        sys.exit(exc.exit_code or 1)
    except (typer.Abort, KeyboardInterrupt):
        err.print("error: aborted")
        sys.exit(130)
    except Exception as exc:
        import sqlite3

        from eventsourcing.persistence import PersistenceError

        if isinstance(exc, (sqlite3.Error, PersistenceError)):
            err.print(f"error: store: the store file cannot be used: {' '.join(str(exc).split())}")
            sys.exit(2)
        if os.environ.get("LEDGER_DEBUG"):  # a bug, not bad input: still one line and a non-zero exit
            raise
        err.print(f"error: internal: {type(exc).__name__}: {exc} (set LEDGER_DEBUG=1 for the traceback)")
        sys.exit(70)
    sys.exit(code if isinstance(code, int) else 0)
