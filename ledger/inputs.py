"""Limits of what a person may type into the ledger, shared by every road in (the full paths, the fast ones, scripts).

Source: README "Using the ledger" (free-text fields have documented length limits). This module imports nothing, so
a fast path never pulls in the full one.
"""

#: The longest reason an action or a correction records, in characters.
MAX_REASON = 1000


def campaign_name(name: str, field: str = "name") -> str:
    """A new campaign's name as typed, checked (no control or invisible characters, 1-80 characters once runs of
    spaces are one); returns it with those runs as one space. Raises ``LedgerError(field)``."""
    import unicodedata

    from ledger.errors import LedgerError

    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") for c in str(name)):
        raise LedgerError(field, "control or invisible characters (tabs and line breaks included) are not allowed "
                          "in a campaign name")
    name = " ".join(str(name).split())
    if not name or len(name) > 80:
        raise LedgerError(field, "a campaign name of 1-80 characters")
    return name
