"""Errors of the ledger layer (storage, scripts); rule refusals are ``rules.RuleError``.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field").
"""

from __future__ import annotations

from rules.errors import RuleError


class LedgerError(RuleError):
    """A refusal by the ledger itself (unknown campaign, missing store, bad script): ``field: message``."""


class ScriptError(LedgerError):
    """A campaign script entry was refused; the message names the entry number and why."""


class DamagedStore(LedgerError):
    """A stored event that does not decode (its bytes were cut or edited outside the ledger): ``store: event N does
    not decode``. Any command reading it stops there, exit 2; ``ledger verify`` names the first damage."""

    def __init__(self, version: int, reason: str) -> None:
        super().__init__("store", f"stored event {version} does not decode ({reason[:120]}): the store is damaged; "
                         "run 'ledger verify' to see the first damage")
        self.version = version


class DivergenceError(RuntimeError):
    """Replaying an event found a value other than the event's recorded ``before``: the store and the
    fold disagree (a corrupt store or a changed fold)."""
