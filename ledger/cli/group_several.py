"""A system's command group given alone (``ledger session``, ``ledger conflict --lang es``) when the store holds
several campaigns and none is named: the help of the one system among them that has it, or the names of the systems
that have it (as ``ledger roll --help`` names them), exit 0.

Source: README "Using the ledger" (a command group without its subcommand prints its help and exits 0).
"""

from __future__ import annotations

import click

from ledger.cli.build import system_entries
from ledger.cli.group_alone import HELP_ONLY


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
