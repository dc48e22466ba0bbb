"""The language a command line's own refusals speak: click's usage errors and the ledger's refusals made before a
command runs, worded by the system the line works on, in the language the line asks for.

Source: README "Using the ledger" (``--lang``: the campaign system's languages, default its first; ``LEDGER_LANG``)
and the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it"; nothing
under ledger/ names a system or its languages). A usage error happens before any ``--lang`` is parsed, so the line
is read as typed: its last ``--lang`` value, the system of the command it names (or of ``--system``, or of the
campaign it points at), and failing all of those the first registered system that has the language asked for.
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
    if system is None:
        system = _line_campaign_system(ctx, args)
    if system is None:
        wanted = (asked or PREFERRED["lang"] or "").strip().lower()
        system = next((get_system(s) for s in registered() if wanted and wanted in get_system(s).languages), None)
        if system is None:
            return None, "en"
    try:
        return system, system.lang(asked)
    except RuleError:                             # a language the system lacks: its own (the --lang is refused later)
        return system, system.lang(None)


def spoken(ctx: click.Context | None, args: Sequence[str], field: str, message: str, system: Any = None) -> str:
    """``field: message`` in the language of the command line ``args`` (``speaker``); as given in English."""
    found, code = speaker(ctx, args, system)
    err = RuleError(field, message)
    return found.refusal(err, code) if found is not None else str(err)


def ledger_languages() -> list[str]:
    """Every language a registered system plays in (``en`` among them), sorted: what ``--lang`` may ask of a command
    that works on a store before any campaign's system is known (``export``, ``import``, ``verify``, ``campaigns``,
    ``create``, ``replay``): ``ledger.service.languages.ledger_languages``. Source: README "Using the ledger"
    (``--lang``)."""
    from ledger.service.languages import ledger_languages as languages

    return languages()


def store_lang(given: str | None) -> str:
    """The language of such a command's refusals: ``given`` (``--lang``, case-insensitive), else the preferred
    language (``LEDGER_LANG``) when a system plays in it, else English. Raises ``RuleError("lang")`` naming the
    languages allowed (``ledger_languages``). Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``)."""
    from rules.i18n import PREFERRED

    allowed = ledger_languages()
    if given is None or not str(given).strip():
        return PREFERRED["lang"] if PREFERRED["lang"] in allowed else "en"
    code = str(given).strip().lower()
    if code not in allowed:
        raise RuleError("lang", f"{given!r} is not a language of the ledger's systems; allowed: {', '.join(allowed)}")
    return code


def store_words(code: str, system: Any = None) -> Any:
    """How such a command words a refusal (``err`` -> ``field: message``) in ``code``: by ``system`` when it is known
    and plays in ``code`` (``GameSystem.refusal``), else by the frames every system of ``code`` shares
    (``rules.archive_frames.shared_refusal``: no system is known yet). Source: the developers' guide ("Bad input
    gets a clear one-line error naming the field as the user typed it")."""
    from rules.archive_frames import shared_refusal

    def speak(err: RuleError) -> str:
        if system is not None and code in system.languages:
            return system.refusal(err, code)
        return shared_refusal(err.field, err.message, code)
    return speak


def lang_option() -> click.Option:
    """``--lang`` of a command that works on a store: the language of its refusals (``store_lang``). Source: README
    "Using the ledger" (``--lang``)."""
    from ledger.cli import complete

    return click.Option(["--lang"], metavar="LANG", shell_complete=complete.languages,
                        help="Language of the refusals (a language of a registered system; default $LEDGER_LANG, "
                             "else English).")
