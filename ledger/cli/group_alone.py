"""A command group given alone or with its own options only (``ledger session``, ``ledger session --lang it``,
``ledger scene --campaign X``, ``ledger account --lang es``): its help on stdout, exit 0; and a group's ``--store``
and ``--campaign`` passed on to the command given after it (``ledger session --store s.sqlite start``), as its
``--lang`` is.

Source: README "Using the ledger" (a command group without its subcommand prints its help and exits 0; a group
takes ``--lang`` for itself and the command after it; ``--store`` and ``--campaign`` go after the command).
"""

from __future__ import annotations

from typing import Any

import click

#: Where a group's ``--store``/``--campaign`` are kept for the command given after it (``click.Context.meta``,
#: shared down the line): {option as typed (``--store``): value}.
PASSED = "ledger.group_options"


def kept(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """Callback of a group's ``--store``, ``--campaign`` or own group's ``--lang``: its value, when typed on the
    line, kept for the command after the group (``inherited``). Returns ``value``; raises nothing."""
    if value is not None and ctx.get_parameter_source(param.name or "") == click.core.ParameterSource.COMMANDLINE:
        ctx.meta.setdefault(PASSED, {})[max(param.opts, key=len)] = value
    return value


def passed_on(option: click.Option) -> click.Option:
    """``option`` (a group's ``--store`` or ``--campaign``) with the ``kept`` callback. Returns the same option."""
    option.callback = kept
    return option


def inherited(ctx: click.Context, params: list[click.Parameter], args: list[str]) -> list[str]:
    """``args`` of a command, with the ``--store``/``--campaign`` its group was given (``passed_on``) put first when
    the command takes that option and its own words do not give it (its own win). A group passes nothing on to
    itself: the values are kept only after its own parse. Raises nothing."""
    given = ctx.meta.get(PASSED) or {}
    if not given:
        return args
    typed = {a.partition("=")[0] for a in args if a.startswith("-")}
    extra: list[str] = []
    for opt, value in given.items():
        param = next((p for p in params if isinstance(p, click.Option) and opt in p.opts), None)
        if param is not None and not (set(param.opts) & typed):
            extra += [opt, str(value)]
    return [*extra, *args]


def help_alone(ctx: click.Context) -> None:
    """When the group of ``ctx`` was given no command (only its own options): print its help (in the line's
    language, as ``--help`` does) on stdout and exit 0. Raises ``click.exceptions.Exit``; returns when a command
    follows."""
    if ctx.invoked_subcommand is None:
        ctx.meta.pop(HELP_ONLY, None)
        click.echo(ctx.get_help())
        ctx.exit(0)


#: Set in ``click.Context.meta`` when a group given alone is to show its help, not its read (``alone_help``).
HELP_ONLY = "ledger.group_help_only"
