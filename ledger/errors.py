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
    """A stored event or snapshot that does not decode (its bytes were cut or edited outside the ledger):
    ``store: the stored event N (KIND) does not decode (REASON)``. Any command reading it stops there, exit 2;
    ``ledger verify`` reports it as damage. ``version``, ``what`` (``"event 12 (Campaign.Recorded)"``) and
    ``reason`` are kept for it."""

    def __init__(self, version: int, reason: str, topic: str | None = None) -> None:
        kind = str(topic).rpartition(":")[2][:60] if topic else ""
        noun = "snapshot at version" if kind.endswith("Snapshot") else "event"
        self.version, self.reason = version, clip_words(reason, 160)
        self.what = f"{noun} {version}" + (f" ({kind})" if kind else "")
        super().__init__("store", f"the stored {self.what} does not decode ({self.reason}): the store is damaged; "
                         "run 'ledger verify' to see the first damage")


def clip_words(text: str, limit: int) -> str:
    """``text`` on one line, cut at a word boundary to at most ``limit`` characters, with "…" where it was cut."""
    flat = " ".join(str(text).split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    return (cut.rsplit(" ", 1)[0] if " " in cut[limit // 2:] else cut) + "…"


class DivergenceError(RuntimeError):
    """Replaying an event found a value other than the event's recorded ``before``: the store and the
    fold disagree (a corrupt store or a changed fold)."""
