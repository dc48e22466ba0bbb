"""The language a command line's own refusals speak: click's usage errors and the ledger's refusals made before a
command runs, worded by the system the line works on, in the language the line asks for.

Source: README "Using the ledger" (``--lang``: the campaign system's languages, default its first; ``LEDGER_LANG``)
and the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it"; nothing
under ledger/ names a system or its languages). A usage error happens before any ``--lang`` is parsed, so the line
is read as typed: its last ``--lang`` value, the system of the command it names (or of ``--system``, or of the
campaign it points at, unless the command works on no campaign), and failing all of those the first registered
system that has the language asked for.
The words are the system's (``rules.system.GameSystem.refusal`` over ``rules.usage_frames``); a line that finds
neither system nor language stays in English, the language the code raises in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import click

from rules.errors import RuleError


def typed(args: Sequence[str], option: str) -> str | None:
    """The value of the last ``option`` (``--lang``) in ``args`` (``--lang es`` or ``--lang=es``), or None; the
    words after ``--`` are values, never options."""
    found = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == option and i + 1 < len(args):
            found = args[i + 1]
        elif arg.startswith(option + "="):
            found = arg[len(option) + 1:]
    return found


def command_system(ctx: click.Context | None) -> Any:
    """The system whose command ``ctx`` (or a context above it) runs (``ledger.cli.build`` marks them), or None."""
    while ctx is not None:
        system = getattr(ctx.command, "system", None)
        if system is not None:
            return system
        ctx = ctx.parent
    return None


#: The mark (an attribute set true on a click command or group) of a command of no campaign.
NO_CAMPAIGN = "no_campaign"


def of_no_campaign(ctx: click.Context | None) -> bool:
    """Whether the command ``ctx`` runs (or a group above it) works on no campaign (``ledger account``, ``token``,
    ``serve``, ``keygen``: marked by ``ledger.cli.own_lines.of_no_campaign``): its line speaks the language asked,
    never the language of a campaign its store holds."""
    while ctx is not None:
        if getattr(ctx.command, NO_CAMPAIGN, False):
            return True
        ctx = ctx.parent
    return False


def _line_campaign_system(ctx: click.Context | None, args: Sequence[str]) -> Any:
    """The system of the campaign the line points at (``--store``, ``--campaign``), or None when none can be read
    (no store, several campaigns ...). Reads only: a store that does not exist is not made."""
    if ctx is None:
        return None
    from ledger.cli.line_campaign import campaign_system, prescan
    from rules import get_system

    store, campaign, _ = prescan(list(args))
    try:
        return get_system(campaign_system(ctx.find_root(), store, campaign))
    except Exception:  # noqa: BLE001 - no campaign to read: the line's words come from elsewhere
        return None


def speaker(ctx: click.Context | None, args: Sequence[str], system: Any = None) -> tuple[Any, str]:
    """(the system that words the refusals of the command line ``args`` (without ``ledger``), the language code)
    as the module docstring says; (None, "en") when no system has the language asked for."""
    from rules import get_system, registered
    from rules.i18n import PREFERRED

    asked = typed(args, "--lang")
    if system is None:
        system = command_system(ctx)
    if system is None and typed(args, "--system"):
        try:
            system = get_system(str(typed(args, "--system")))
        except Exception:  # noqa: BLE001 - an unknown system is refused on its own
            system = None
    own = of_no_campaign(ctx)
    if system is None and not own:
        system = _line_campaign_system(ctx, args)
        if system is not None and ctx is not None and ctx.parent is None and asked is not None \
                and asked.strip().lower() not in system.languages:
            system = None                         # ``ledger --help --lang de``: the root's words, not the store's
    if system is None:
        for wanted in (asked, PREFERRED["lang"]):         # the language asked, else the reader's preferred one
            code = (wanted or "").strip().lower()
            system = next((get_system(s) for s in registered() if code and code in get_system(s).languages), None)
            if system is not None:
                break
        if system is None:
            return None, "en"
    speaking = _campaign_speaking(ctx, args, system) if asked is None and ctx is not None and not own else system
    try:                                          # the system itself words it, in the campaign's language
        return system, speaking.lang(asked)
    except RuleError:                             # a language the system lacks: its own (the --lang is refused later)
        return system, speaking.lang(None)


def _campaign_speaking(ctx: click.Context, args: Sequence[str], system: Any) -> Any:
    """``system`` speaking the language of the campaign the line points at (``--store``, ``--campaign``) when that
    campaign plays it (``ledger.service.campaign_language.stored_system``: read only when its default is asked);
    ``system`` as given when no such campaign can be read."""
    from ledger.cli.line_campaign import prescan
    from ledger.cli.session import session
    from ledger.service.campaign_language import stored_system

    store, campaign, _ = prescan(list(args))
    try:
        ledger = session(ctx.find_root()).ledger(store, quiet=True)
        name = ledger.campaign_name(campaign)
        if ledger.campaigns()[name] != system.id:
            return system
    except Exception:  # noqa: BLE001 - no campaign to read: the system's own words
        return system
    return stored_system(ledger, name, system)


def spoken(ctx: click.Context | None, args: Sequence[str], field: str, message: str, system: Any = None) -> str:
    """``field: message`` in the language of the command line ``args`` (``speaker``); as given in English."""
    found, code = speaker(ctx, args, system)
    err = RuleError(field, message)
    return found.refusal(err, code) if found is not None else str(err)
