"""People's accounts in one store: names, passwords (argon2 hashes), API tokens and one-time sign-in links
(SHA-256 digests), kept in the store-wide ``Accounts`` aggregate, never in a campaign's record, never exported.

Source: design.md "People, roles and hidden information"; argon2-cffi's ``PasswordHasher`` (docs:
https://argon2-cffi.readthedocs.io/en/stable/api.html, Argon2id with its default, RFC 9106 low-memory parameters);
Python's ``secrets`` for every secret drawn. Nothing secret is stored in clear: a password only as its argon2
hash, a token, a sign-in link's code (and an invitation's code, ``ledger.service.table``) only as its SHA-256
digest; each secret is shown once, when it is drawn. A mixin of ``Ledger`` (``self.app``: the full road).
"""

from __future__ import annotations

import hmac
import secrets
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from ledger.errors import LedgerError
from ledger.service.people import Person
from ledger.service.invitations import digest

if TYPE_CHECKING:
    from ledger.store.application import LedgerApp

#: The shortest and longest password accepted, in characters.
MIN_PASSWORD, MAX_PASSWORD = 8, 1024
#: The longest a one-time sign-in link stays valid, in minutes (a week).
MAX_LINK_MINUTES = 7 * 24 * 60
#: The longest token label, in characters.
MAX_PURPOSE = 80
#: The most tokens ``token_hint`` remembers (then it starts again).
MAX_TOKEN_HINTS = 4096

_HASHER: Any = None


def hasher() -> Any:
    """The one ``argon2.PasswordHasher`` (argon2-cffi's defaults: Argon2id, RFC 9106 low-memory profile)."""
    global _HASHER
    if _HASHER is None:
        from argon2 import PasswordHasher

        _HASHER = PasswordHasher()
    return _HASHER


def account_name(value: Any) -> str:
    """An account's name as stored (``ledger.group.table.person_name``); ``owner`` is the store owner's and is
    refused. Raises ``LedgerError("name")``."""
    from ledger.group.table import person_name
    from rules.errors import RuleError

    try:
        name = person_name(value, "name")
    except RuleError as exc:
        raise LedgerError("name", exc.message) from None
    if name.lower() == Person.OWNER.name:
        raise LedgerError("name", f"{name!r} names the store's owner; choose another name")
    return name


def _password(value: Any) -> str:
    if not isinstance(value, str) or not MIN_PASSWORD <= len(value) <= MAX_PASSWORD:
        raise LedgerError("password", f"a password of {MIN_PASSWORD} to {MAX_PASSWORD} characters")
    return value


def _now() -> datetime:
    return datetime.now(timezone.utc)


class AccountsUse:
    """The accounts' use cases of ``Ledger`` (a mixin: ``self.app`` is the full road)."""

    app: LedgerApp

    # --- the aggregate -----------------------------------------------------------------------------------------

    def _accounts(self) -> Any:
        """The store's ``Accounts`` (a new, unsaved one when the store has none yet); a long-running face's thread
        keeps them loaded and reads only the events saved since (``LedgerApp.kept``)."""
        from eventsourcing.application import AggregateNotFoundError

        from ledger.aggregates import Accounts
        from ledger.aggregates.stored import ACCOUNTS_ID

        app = self.app
        if app.unmade:
            return Accounts()
        try:
            return app.kept(ACCOUNTS_ID)
        except AggregateNotFoundError:
            return Accounts()

    def _change(self, work: Any) -> Any:
        """Load the accounts, run ``work(accounts)`` (which changes them or raises) and save, retried when another
        writer saved first; returns what ``work`` returned."""
        app = self.app

        def attempt() -> Any:
            accounts = self._accounts()
            out = work(accounts)
            if accounts.pending_events:
                app.record(accounts, what="the accounts")
            return out

        return app.retrying(attempt, key="accounts")

    def _entry(self, name: str) -> dict[str, Any] | None:
        return self._accounts().people.get(name)

    # --- accounts and passwords --------------------------------------------------------------------------------

    def make_account(self, name: str, password: str | None = None) -> Person:
        """Open account ``name`` (with ``password``, kept as its argon2 hash; None: it signs in by one-time links
        only). Raises ``LedgerError`` (``name`` taken or not a name, ``password`` too short or long)."""
        name = account_name(name)
        hashed = hasher().hash(_password(password)) if password is not None else None

        def work(accounts: Any) -> None:
            if name in accounts.people:
                raise LedgerError("name", f"an account {name!r} exists already")
            accounts.change(person=name, key="since", value=_now().isoformat())
            if hashed is not None:
                accounts.change(person=name, key="password", value=hashed)

        self._change(work)
        return Person(name)

    def accounts(self) -> list[str]:
        """The accounts' names, in the order they were opened."""
        return list(self._accounts().people)

    def set_password(self, name: str, password: str) -> None:
        """Set account ``name``'s password (its argon2 hash). Raises ``LedgerError`` (``name``, ``password``)."""
        hashed = hasher().hash(_password(password))

        def work(accounts: Any) -> None:
            if name not in accounts.people:
                raise LedgerError("name", f"no account {str(name)[:80]!r}")
            accounts.change(person=name, key="password", value=hashed)

        self._change(work)

    def check_password(self, name: str, password: str) -> Person | None:
        """The ``Person`` of account ``name`` when ``password`` is theirs, else None (an unknown name costs the
        same hash as a known one)."""
        from argon2.exceptions import InvalidHashError, VerificationError

        entry = self._entry(name) if isinstance(name, str) else None
        stored = (entry or {}).get("password")
        try:
            if not isinstance(password, str) or len(password) > MAX_PASSWORD:
                return None
            if stored is None:
                hasher().verify(_DUMMY(), password)
                return None
            return Person(name) if hasher().verify(stored, password) else None
        except (VerificationError, InvalidHashError):
            return None

    def first_gm(self, name: str, minutes: int = 60) -> str:
        """Make ``name`` a GM of every campaign in the store, opening their account (without a password) when
        missing and granting the role (an action of each campaign, by the store's owner) where they lack it;
        returns a one-time sign-in code for them (``issue_sign_in_link``). What ``ledger serve --gm NAME`` does.
        Raises ``LedgerError`` (``name``, ``minutes``)."""
        from ledger.group.permissions import member

        name = account_name(name)
        if name not in self._accounts().people:
            self.make_account(name)
        for campaign in self.campaigns():  # type: ignore[attr-defined]
            if member(self.now(campaign).state, name).role != "gm":  # type: ignore[attr-defined]
                self.group(campaign, "grant", {"person": name, "role": "gm"})  # type: ignore[attr-defined]
        return self.issue_sign_in_link(name, minutes)

    # --- the person's language -------------------------------------------------------------------------------

    def set_language(self, person: Person | str, lang: Any) -> str | None:
        """Keep ``lang`` as ``person``'s language (``ledger.service.languages.language_code``: a language of a
        registered system, case-insensitive; None or ``""`` removes the setting) in their account, so that every
        face and every device reads to them in it; returns the code kept (None: none). Raises ``LedgerError``
        (``lang`` not a language, nothing kept; ``name`` unknown). Source: README "The server" (the language setting)."""
        from ledger.service.languages import language_code

        name = person.name if isinstance(person, Person) else person
        code = language_code(lang)

        def work(accounts: Any) -> None:
            if name not in accounts.people:
                raise LedgerError("name", f"no account {str(name)[:80]!r}")
            if accounts.people[name].get("lang") != code:
                accounts.change(person=name, key="lang", value=code)

        self._change(work)
        self.__dict__.setdefault("_languages", {})[name] = code
        return code

    def language(self, person: Person | str, known: bool = False) -> str | None:
        """``person``'s language as their account keeps it (``set_language``), or None: none set, the store's owner,
        an unknown account (``known``: raises ``LedgerError("name")`` for one instead). Noted in memory for
        ``language_hint``."""
        if isinstance(person, Person) and person.owner:
            return None
        name = person.name if isinstance(person, Person) else person
        entry = self._entry(name) if isinstance(name, str) else None
        if entry is None and known:
            raise LedgerError("name", f"no account {str(name)[:80]!r}")
        code = (entry or {}).get("lang")
        known = self.__dict__.setdefault("_languages", {})
        if len(known) >= MAX_TOKEN_HINTS:
            known.clear()
        known[name] = code
        return code

    def language_hint(self, person: Person | str) -> str | None:
        """``person``'s language as this process last read or set it (``language``), without a store read: what a
        face takes before its call reads the account (``ledger.web.campaigns.looker`` reads it again); None when
        not known."""
        name = person.name if isinstance(person, Person) else person
        return self.__dict__.get("_languages", {}).get(name)

    # --- API tokens --------------------------------------------------------------------------------------------

    def issue_token(self, person: Person | str, purpose: str) -> str:
        """A new API token for ``person``, for ``purpose`` (what it is for: ``discord bot``), as ``ID.SECRET``, shown
        once; only its digest is kept. Raises ``LedgerError`` (``name`` unknown, ``purpose``: 1 to ``MAX_PURPOSE``
        characters)."""
        name = person.name if isinstance(person, Person) else person
        if not isinstance(purpose, str) or not purpose.strip() or len(purpose) > MAX_PURPOSE:
            raise LedgerError("purpose", f"1 to {MAX_PURPOSE} characters saying what the token is for")
        token_id = secrets.token_hex(4)
        token = f"{token_id}.{secrets.token_urlsafe(32)}"

        def work(accounts: Any) -> None:
            if name not in accounts.people:
                raise LedgerError("name", f"no account {str(name)[:80]!r}")
            accounts.change(person=name, key=f"tokens.{token_id}",
                            value={"purpose": " ".join(purpose.split()), "digest": digest(token), "revoked": False,
                                   "since": _now().isoformat()})

        self._change(work)
        return token

    def tokens(self, person: Person | str) -> dict[str, dict[str, Any]]:
        """``person``'s tokens: id -> ``{"purpose", "revoked", "since"}`` (no digest; ``purpose`` is ``""`` for a token
        issued before tokens kept one under that name)."""
        name = person.name if isinstance(person, Person) else person
        found = ((self._entry(name) or {}).get("tokens") or {})
        return {k: {"purpose": v.get("purpose", ""), **{f: v[f] for f in ("revoked", "since") if f in v}}
                for k, v in found.items()}

    def revoke_token(self, person: Person | str, token_id: str) -> None:
        """Revoke ``person``'s token ``token_id``: it stops working at once. Raises ``LedgerError("token")``."""
        name = person.name if isinstance(person, Person) else person

        def work(accounts: Any) -> None:
            found = ((accounts.people.get(name) or {}).get("tokens") or {}).get(str(token_id))
            if found is None:
                raise LedgerError("token", f"{name} has no token {str(token_id)[:20]!r}")
            if found["revoked"]:
                raise LedgerError("token", f"token {token_id} is revoked already")
            accounts.change(person=name, key=f"tokens.{token_id}", value={**found, "revoked": True})

        self._change(work)

    def end_sessions(self, person: Person | str) -> str:
        """End every signed-in session of ``person`` (signing out: a session cookie started before now no longer
        says who asks, even a copy kept elsewhere); returns the moment (ISO 8601, UTC). Raises
        ``LedgerError("name")`` for an unknown account."""
        name = person.name if isinstance(person, Person) else person
        moment = _now().isoformat()

        def work(accounts: Any) -> None:
            if name not in accounts.people:
                raise LedgerError("name", f"no account {str(name)[:80]!r}")
            accounts.change(person=name, key="sessions_since", value=moment)

        self._change(work)
        return moment

    def session_valid(self, name: str, started: Any) -> bool:
        """Whether a session of account ``name`` started at ``started`` (ISO 8601, as ``session_start`` gave it)
        still stands: the account exists and no sign-out ended its sessions since."""
        entry = self._entry(name) if isinstance(name, str) else None
        if entry is None or not isinstance(started, str):
            return False
        return started >= str(entry.get("sessions_since") or "")

    def accounts_version(self) -> int:
        """The version of the store's accounts (0 before any): it moves with every change to them (a sign-out, a
        token revoked). A long-running face's call reads it from the copy its catch-up brought up to date, without a
        read of its own: what a live stream's watcher checks each poll before asking every reader's credential."""
        return int(getattr(self._accounts(), "version", 0) or 0)

    def session_start(self) -> str:
        """The moment a new session starts (ISO 8601, UTC), kept in the session and checked by ``session_valid``."""
        return _now().isoformat()

    def person_for_token(self, token: str) -> Person | None:
        """The ``Person`` an API token stands for, or None (unknown, malformed or revoked)."""
        if not isinstance(token, str) or "." not in token or len(token) > 200:
            return None
        token_id = token.split(".", 1)[0]
        wanted = digest(token)
        for name, entry in self._accounts().people.items():
            found = (entry.get("tokens") or {}).get(token_id)
            if found is not None and hmac.compare_digest(found["digest"], wanted) and not found["revoked"]:
                person = Person(name)
                known = self.__dict__.setdefault("_token_people", {})
                if len(known) >= MAX_TOKEN_HINTS:
                    known.clear()
                known[wanted] = person
                return person
        return None

    def token_hint(self, token: str) -> Person | None:
        """The ``Person`` API token ``token`` stood for when ``person_for_token`` last accepted it in this process
        (kept by its SHA-256 digest, in memory only), else None; no store read and no check that it still stands:
        a face that takes this answer checks the token again with ``person_for_token`` in the same call as the work
        it asks for (``ledger.web.campaigns.looker``), where the accounts are read anyway."""
        if not isinstance(token, str) or len(token) > 200:
            return None
        return self.__dict__.get("_token_people", {}).get(digest(token))

    # --- one-time sign-in links --------------------------------------------------------------------------------

    def issue_sign_in_link(self, person: Person | str, minutes: int = 60) -> str:
        """A one-time sign-in code for ``person`` valid ``minutes`` (shown once; its digest kept). Raises
        ``LedgerError`` (``name`` unknown, ``minutes`` outside 1..a week)."""
        name = person.name if isinstance(person, Person) else person
        if not isinstance(minutes, int) or isinstance(minutes, bool) or not 1 <= minutes <= MAX_LINK_MINUTES:
            raise LedgerError("minutes", f"a number of minutes from 1 to {MAX_LINK_MINUTES}")
        code = secrets.token_urlsafe(32)

        def work(accounts: Any) -> None:
            if name not in accounts.people:
                raise LedgerError("name", f"no account {str(name)[:80]!r}")
            accounts.change(person=name, key=f"links.{digest(code)}",
                            value={"expires": (_now() + timedelta(minutes=minutes)).isoformat(), "used": False})

        self._change(work)
        return code

    def use_sign_in_link(self, code: str) -> Person | None:
        """The ``Person`` a one-time sign-in code is for, spending it (None: unknown, used or expired)."""
        if not isinstance(code, str) or not code or len(code) > 200:
            return None
        key = digest(code)

        def work(accounts: Any) -> Person | None:
            for name, entry in accounts.people.items():
                found = (entry.get("links") or {}).get(key)
                if found is None:
                    continue
                if found["used"] or datetime.fromisoformat(found["expires"]) <= _now():
                    return None
                accounts.change(person=name, key=f"links.{key}", value={**found, "used": True})
                return Person(name)
            return None

        return self._change(work)


def _DUMMY() -> str:  # noqa: N802 - a constant made once
    """An argon2 hash of nothing anyone types, verified against for an unknown name (the same cost either way)."""
    global _DUMMY_HASH
    if _DUMMY_HASH is None:
        _DUMMY_HASH = hasher().hash(secrets.token_urlsafe(16))
    return _DUMMY_HASH


_DUMMY_HASH: str | None = None
