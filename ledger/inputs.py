"""Limits of what a person may type into the ledger, shared by every road in (the full paths, the fast ones, scripts).

Source: README "Using the ledger" (free-text fields have documented length limits). This module imports nothing, so
a fast path never pulls in the full one.
"""

#: The longest reason an action or a correction records, in characters.
MAX_REASON = 1000
