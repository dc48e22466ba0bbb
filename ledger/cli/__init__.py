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
    """Console entry point (``ledger``)."""
    if os.environ.get("LEDGER_DEBUG"):
        app()
        return
    try:
        app()
    except SystemExit:
        raise
    except Exception as exc:  # a bug, not bad input: still one line and a non-zero exit
        err.print(f"error: internal: {type(exc).__name__}: {exc} (set LEDGER_DEBUG=1 for the traceback)", markup=False)
        sys.exit(70)
