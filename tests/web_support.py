"""Helpers of the web tests: a campaign store, the app over it, clients signed in by token or by session.

Until the accounts of the service (``ledger.service.accounts``) are in this tree, ``interim()`` stands in for them
in this process (in memory), so the server's own behaviour is tested on its own.
"""

from __future__ import annotations

import hashlib
import secrets
import sys
import types
from pathlib import Path
from typing import Any

from conftest import ROOT

SAMPLE = ROOT / "sample_campaigns" / "masks-second-chances.yaml"


def interim() -> bool:
    """Install the stand-in accounts when ``ledger.service.accounts`` is missing; True when they are in use."""
    try:
        import ledger.service.accounts  # noqa: F401
        return False
    except ImportError:
        pass
    from ledger.service.people import Person

    kept: dict[str, Any] = {"accounts": {}, "tokens": {}, "links": {}}
    digest = lambda text: hashlib.sha256(text.encode()).hexdigest()  # noqa: E731
    accounts = types.ModuleType("ledger.service.accounts")

    def make_account(ledger: Any, name: str, password: str | None) -> Any:
        kept["accounts"][name] = password
        return Person(name)

    def ensure_account(ledger: Any, name: str) -> Any:
        kept["accounts"].setdefault(name, None)
        return Person(name)

    def check_password(ledger: Any, name: str, password: str) -> Any:
        known = kept["accounts"].get(name)
        return Person(name) if known is not None and secrets.compare_digest(known, password) else None

    def issue_token(ledger: Any, person: Any, label: str) -> str:
        token = secrets.token_urlsafe(24)
        kept["tokens"][digest(token)] = person.name
        return token

    def revoke_token(ledger: Any, person: Any, token: str) -> None:
        kept["tokens"].pop(digest(token), None)

    def person_for_token(ledger: Any, token: str) -> Any:
        name = kept["tokens"].get(digest(token))
        return Person(name) if name else None

    def issue_sign_in_link(ledger: Any, person: Any, minutes: int) -> str:
        code = secrets.token_urlsafe(24)
        kept["links"][digest(code)] = person.name
        return code

    def use_sign_in_link(ledger: Any, code: str) -> Any:
        name = kept["links"].pop(digest(code), None)
        return Person(name) if name else None

    for fn in (make_account, ensure_account, check_password, issue_token, revoke_token, person_for_token,
               issue_sign_in_link, use_sign_in_link):
        setattr(accounts, fn.__name__, fn)
    sys.modules["ledger.service.accounts"] = accounts
    import ledger.service
    ledger.service.accounts = accounts  # type: ignore[attr-defined]
    return True


INTERIM = interim()


def store_with_sample(tmp_path: Path) -> str:
    """A store (a path under ``tmp_path``; a schema on PostgreSQL runs) holding the sample campaign Second Chances."""
    from ledger.service import Ledger

    store = str(tmp_path / "web.sqlite")
    Ledger(store).replay(SAMPLE)
    return store


def gm_token(app: Any, name: str = "Dana") -> str:
    """A bearer token for GM ``name`` (the account made; GM of every campaign)."""
    from ledger.service import accounts

    ledger = app.state.ledger
    person = accounts.ensure_account(ledger, name)
    grant(ledger, name, "gm")
    return accounts.issue_token(ledger, person, "test")


def grant(ledger: Any, name: str, role: str, characters: list[str] | None = None) -> None:
    """Give ``name`` ``role`` (with ``characters``) in every campaign of ``ledger``'s store, as the store's owner."""
    from ledger.service.people import Person

    for campaign in ledger.campaigns():
        if ledger.role(campaign, Person(name)) != (role, list(characters or [])):
            ledger.group(campaign, "grant", {"person": name, "role": role, "characters": characters or []},
                         by=Person.OWNER)


def token_for(app: Any, name: str, role: str, characters: list[str] | None = None) -> str:
    """A bearer token for ``name`` with ``role`` (and ``characters``) in every campaign of ``app``'s store."""
    from ledger.service import accounts

    ledger = app.state.ledger
    person = accounts.ensure_account(ledger, name)
    grant(ledger, name, role, characters)
    return accounts.issue_token(ledger, person, "test")
