"""A command's refusal in one line, worded in its campaign's language: a ``RuleError`` the command meets becomes
``error: field: message`` (exit 2), naming the field as it is typed.

Source: README "Using the ledger" (``--lang``; one-line refusals naming the field as typed) and the developers' guide
("Bad input gets a clear one-line error naming the field as the user typed it"). Reads the campaign through the
invocation's session (``ledger.cli.session``); no module it imports imports it back.
"""

from __future__ import annotations

from typing import Any

import click

from ledger.cli.common import fail
from ledger.cli.session import session
from ledger.cli.store_language import asked_lang, store_words
from rules.errors import RuleError


def in_campaign_language(err: RuleError) -> str:
    """``str(err)`` in the display language of the command's campaign (its ``--lang``, else the preferred or
    the system's first language: ``GameSystem.lang``), worded by its system (``GameSystem.refusal``: the
    ledger's own refusals too); when no campaign can be read (no store, no such campaign), or its system lacks the
    language asked (the ledger's languages: ``ledger.cli.store_language.asked_lang``; for a ``--lang`` the system
    does not read in, the reader's: ``LEDGER_LANG``), by the frames every system of that language shares
    (``ledger.cli.store_language.store_words``)."""
    ctx = click.get_current_context(silent=True)
    params = ctx.params if ctx is not None else {}
    asked = asked_lang()
    try:
        ledger = session().ledger(params.get("store"), quiet=True)
        system = ledger.system(params.get("campaign") or None)
    except Exception:           # the store or campaign is what failed: no system to word the line by yet
        return store_words(asked)(err)
    try:
        code = system.lang(params.get("lang"))
    except RuleError:
        if params.get("lang") is not None and (err.field != "lang" or asked not in system.languages):
            return store_words(asked)(err)          # the refusal of --lang itself: the system's, else the shared
        code = system.lang(None)
    return system.refusal(err, code)


def guarded(work: Any, speak: Any = None) -> Any:
    """Run ``work()``; a ``RuleError`` becomes a one-line refusal (exit 2), worded by ``speak(err)`` when given
    (the campaign system's language: ``rules.system.GameSystem.refusal``), naming the field as it is typed (an
    option's ``plus-one``, ``as-of``, never the id ``plus_one``; README "Using the ledger")."""
    try:
        return work()
    except RuleError as exc:
        text = speak(exc) if speak is not None else in_campaign_language(exc)
        field = str(getattr(exc, "field", ""))
        if "_" in field and text.startswith(field + ": "):
            text = f"{field.replace('_', '-')}{text[len(field):]}"
        fail(text)
