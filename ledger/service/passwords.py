"""A person's password changed: by the store's owner at the keyboard (``ledger account password``: a forgotten or
leaked one) or by the person themself, signed in (``POST /api/me/password``, the pages' root). Either way every
session of theirs ends in the same change. A mixin of ``Ledger`` beside ``AccountsUse`` (whose ``_change``,
``_accounts``, ``check_password`` it uses).

Source: README "Playing as a group" (accounts; signing out ends every session of that person); OWASP's
authentication cheat sheet (re-authenticate before a password change; end the other sessions).
"""

from __future__ import annotations

from typing import Any

from ledger.errors import LedgerError
from ledger.service.accounts import _now, _password, account_name, hasher
from ledger.service.people import Person


class PasswordUse:
    """The password use cases of ``Ledger`` (a mixin after ``AccountsUse``)."""

    _change: Any
    _accounts: Any
    check_password: Any

    def reset_password(self, name: str, password: str) -> str:
        """Give account ``name`` a new password (its argon2 hash) and end every session it has signed in, in one
        change: a forgotten or leaked password's old sessions no longer say who asks. Returns the moment (ISO 8601,
        UTC). Raises ``LedgerError`` (``name`` unknown, ``password`` too short or long). Source: README "Playing
        as a group" (accounts; signing out ends every session of that person)."""
        hashed = hasher().hash(_password(password))
        moment = _now().isoformat()

        def work(accounts: Any) -> None:
            self._known(accounts, name)
            accounts.change(person=name, key="password", value=hashed)
            accounts.change(person=name, key="sessions_since", value=moment)

        self._change(work)
        return moment

    def change_own_password(self, person: Person | str, current: str, password: str) -> str:
        """``person``'s own change of password: ``current`` must be theirs now, then ``password`` replaces it and
        every session of theirs ends (``reset_password``; the caller starts the one asking again). Returns the
        moment (ISO 8601, UTC). Raises ``LedgerError("current")`` for a wrong current password (nothing changed),
        ``LedgerError("password")`` for a new one too short or long, or the current one again. Source: README "Playing as a group"
        (accounts; a person changes their own password on the pages' root)."""
        name = person.name if isinstance(person, Person) else person
        if self.check_password(name, current) is None:
            raise LedgerError("current", "not your current password; nothing was changed")
        if password == current:
            raise LedgerError("password", "the new password is the current one; choose another")
        return self.reset_password(name, password)

    def require_account(self, name: str, exists: bool = True) -> None:
        """Refuse before anything is asked: account ``name`` unknown (``exists``) or taken (``exists=False``).
        Raises ``LedgerError("name")``; the change that follows checks again, so two at once cannot both pass."""
        people = self._accounts().people
        if exists:
            self._known(self._accounts(), name)
        elif account_name(name) in people:
            raise LedgerError("name", f"an account {account_name(name)!r} exists already")

    @staticmethod
    def _known(accounts: Any, name: str) -> None:
        if name not in accounts.people:
            raise LedgerError("name", f"no account {str(name)[:80]!r}")
