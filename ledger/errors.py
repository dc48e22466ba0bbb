"""Errors of the ledger layer (storage, scripts); rule refusals are ``rules.RuleError``.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field").
"""

from __future__ import annotations

from rules.errors import RuleError


class LedgerError(RuleError):
    """A refusal by the ledger itself (unknown campaign, missing store, bad script): ``field: message``."""


class ScriptError(LedgerError):
    """A campaign script entry was refused; the message names the entry number and why. ``system`` is the script's
    system id once its header named one (None before), ``refused`` the rules' own refusal of an entry (its field as
    the script typed it), so a face can word both in the language asked (``GameSystem.refusal``)."""

    system: str | None = None
    refused: RuleError | None = None


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


class Refused(LedgerError):
    """A who-may-do-what refusal (design.md "People, roles and hidden information"): one line naming the rule,
    ``refused (RULE): MESSAGE``; ``rule`` is the rule's sentence, ``field`` the input at fault (``as``,
    ``command``, ``by``). Nothing is written. ``status`` is the HTTP status a web face answers with (403)."""

    status = 403

    def __init__(self, rule: str, message: str, field: str = "by") -> None:
        self.rule = rule
        super().__init__(field, f"refused ({rule}): {message}")

    def __str__(self) -> str:
        return self.message


class NoLongerAllowed(LedgerError):
    """A proposal the campaign's state no longer allows, refused at approval (``proposal: ...`` with the rules'
    reason); nothing is written. ``status`` is the HTTP status a web face answers with (409)."""

    status = 409


class AlreadyDecided(LedgerError):
    """A proposal approved or rejected already, asked to be decided again (design.md "People, roles and hidden
    information": proposals and how they were decided are on record): ``proposal: proposal N was already approved by NAME at
    TIME (action M)`` (the service names who and when from the record). Nothing is written. ``status`` is the HTTP
    status a web face answers with (409: the state no longer allows it)."""

    status = 409
