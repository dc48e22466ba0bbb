"""The languages the ledger reads in, and a person's language as their account keeps it.

Source: README "The server" (a person's language setting: the pages', the API's answers and errors, the live
stream's rows, for a session cookie and a bearer token alike) and README "Using the ledger" (``--lang``: any language
a registered system plays in). No language is named here: the list is the registered systems' (``rules.registered``).
"""

from __future__ import annotations

from typing import Any

from ledger.errors import LedgerError


def ledger_languages() -> list[str]:
    """Every language a registered system plays in (``en`` among them), sorted: the languages a person may choose
    and a command of no campaign may print in (``ledger.cli.language``, ``ledger.cli.accounts``)."""
    from rules import get_system, registered

    return sorted({code for sid in registered() for code in get_system(sid).languages} | {"en"})


def language_code(value: Any) -> str | None:
    """A person's language as kept: ``value`` stripped and lower-cased when it is one of ``ledger_languages``; None
    for None or an empty text (no setting: the reader's browser or the campaign's default speaks). Raises
    ``LedgerError("lang")`` naming the languages allowed for anything else (not a text, too long, unknown)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    allowed = ledger_languages()
    code = value.strip().lower() if isinstance(value, str) else None
    if code not in allowed:
        shown = repr(value[:16]) if isinstance(value, str) else "that"
        raise LedgerError("lang", f"{shown} is not a language of any system; allowed: {', '.join(allowed)}")
    return code
