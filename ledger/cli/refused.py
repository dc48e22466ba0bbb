"""A command line's refusal: ``Refused`` (one ``error: field: what is allowed`` line, exit code 2) and ``fail``.

Source: README "Using the ledger" (bad input: one line naming the field, exit code 2, nothing written). Imports no
module of the CLI, so that any of them (the invocation's session too) may refuse.
"""

from __future__ import annotations

import click


class Refused(click.ClickException):
    """A refusal already phrased as ``field: what is allowed``; ``main`` prints it as one ``error:`` line."""

    exit_code = 2


def fail(message: str) -> None:
    """Refuse the command: one ``error: <message>`` line on stderr, exit code 2 (raised as ``Refused``)."""
    raise Refused(message)
