"""Errors of the ledger layer (storage, scripts); rule refusals are ``rules.RuleError``.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field").
"""

from __future__ import annotations

from rules.errors import RuleError


class LedgerError(RuleError):
    """A refusal by the ledger itself (unknown campaign, missing store, bad script): ``field: message``."""


class ScriptError(LedgerError):
    """A campaign script entry was refused; the message names the entry number and why."""


class DivergenceError(RuntimeError):
    """Replaying an event found a value other than the event's recorded ``before``: the store and the
    fold disagree (a corrupt store or a changed fold)."""
