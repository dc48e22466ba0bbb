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


def given_alone(group: click.Command, args: list[str]) -> bool:
    """Whether ``args`` (the words after a group's name) hold only the group's own options (no command after it).
    Parsed as the group parses them, quietly (``resilient_parsing``). False for a command that is not a group.
    Raises nothing. Source: README "Using the ledger" (a group without its subcommand prints its help)."""
    if not isinstance(group, click.Group):
        return False
    try:
        ctx = group.make_context(group.name, list(args), resilient_parsing=True)
    except (click.ClickException, click.exceptions.Exit):
        return False
    return not (getattr(ctx, "_protected_args", []) or ctx.args)


def alone_help(ctx: click.Context, name: str, store: str | None, owners: list[str]) -> click.Command | None:
    """``ledger NAME`` given alone (only the group's own options) when no campaign could be chosen: the group of the
    one system among the store's campaigns (else among ``owners``) that has it, set to show its help (``HELP_ONLY``),
    or, when several systems have it, their names on stdout (as ``ledger NAME --help`` names them) and exit 0.
    ``owners``: the registered system ids with a command ``name``. Returns None when ``NAME`` is not a group given
    alone. Raises ``click.exceptions.Exit``. Source: README "Using the ledger"."""
    from ledger.cli.build import system_entries
    from ledger.cli.session import session
    from rules import get_system

    groups = {sid: system_entries(get_system(sid))[name] for sid in owners}
    args = ctx.meta.get("ledger.args", [])[1:]
    if not groups or not all(given_alone(g, args) for g in groups.values()):
        return None
    try:
        present = set(session(ctx).ledger(store, quiet=True).campaigns().values())
    except (Exception, SystemExit):  # noqa: BLE001 - no store to read: every system that has the group
        present = set()
    among = [sid for sid in owners if sid in present] or owners
    if len(among) == 1:
        ctx.meta[HELP_ONLY] = True
        return groups[among[0]]
    click.echo(f"{name!r} is a command of {', '.join(among)}; name one with ledger --system ID {name} --help")
    ctx.exit(0)
    raise AssertionError  # unreachable
