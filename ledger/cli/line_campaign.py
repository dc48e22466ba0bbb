"""The campaign a command line points at, read before click parses it: its ``--store`` and ``--campaign`` as typed,
and the game system of that campaign.

Source: README "Using the ledger" (``--store``, ``--campaign``/``-c``, ``$LEDGER_CAMPAIGN``; a system's commands work
only on its own campaigns). Read by the ``ledger`` group (which system's commands to load) and by the line's language
(``ledger.cli.language``: which system words a usage error); under both.
"""

from __future__ import annotations

import click

from ledger.cli.session import session


def prescan(args: list[str]) -> tuple[str | None, str | None, bool]:
    """(``--store``, ``--campaign``, help asked) read from a command's raw arguments before parsing; an empty
    campaign (``LEDGER_CAMPAIGN=``, ``-c ''``) is None, "not named", as every command takes it."""
    import os

    store, campaign, wants_help = None, os.environ.get("LEDGER_CAMPAIGN"), False
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            break
        if arg in ("--help", "-h"):
            wants_help = True
        for opts, slot in ((("--store",), "store"), (("--campaign", "-c"), "campaign")):
            for opt in opts:
                value = None
                if arg == opt and i + 1 < len(args):
                    value = args[i + 1]
                elif arg.startswith(opt + "=") and opt.startswith("--"):
                    value = arg[len(opt) + 1:]
                if value is not None:
                    if slot == "store":
                        store = value
                    else:
                        campaign = value
        i += 1
    return store, campaign or None, wants_help


def campaign_system(ctx: click.Context, store: str | None, campaign: str | None) -> str:
    """The system id of the campaign ``campaign`` (or the only one) in ``store``; ``RuleError`` otherwise (read
    quietly: ``store_path``)."""
    ledger = session(ctx).ledger(store, quiet=True)
    name = ledger.campaign_name(campaign)        # first: a campaign found by its own record joins the list read next
    return ledger.campaigns()[name]
