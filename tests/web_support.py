"""Helpers of the web tests: a campaign store, the app over it, clients signed in by token or by session.

Until the group's service calls (``ledger.service.people``, ``ledger.service.accounts``, ``by=`` on every read and
write) are in this tree, ``interim()`` stands in for them with the store's owner's rights for everyone signed in, so
the server's own behaviour (limits, errors, CSRF, commands, reads, the live stream, OpenAPI) is tested on its own.
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
    """Install the stand-ins when the group's service is missing; True when they are in use."""
    try:
        import ledger.service.people  # noqa: F401
        return False
    except ImportError:
        pass
    import ledger.errors
    from dataclasses import dataclass

    from ledger.service import Ledger

    @dataclass(frozen=True)
    class Person:
        name: str
        owner: bool = False

    Person.OWNER = Person("owner", True)  # type: ignore[attr-defined]
    people = types.ModuleType("ledger.service.people")
    people.Person = Person  # type: ignore[attr-defined]
    sys.modules["ledger.service.people"] = people

    class Refused(ledger.errors.LedgerError):
        status = 403

    ledger.errors.Refused = Refused  # type: ignore[attr-defined]
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

    def dropping(method: Any) -> Any:
        def call(self: Any, *args: Any, by: Any = None, **kw: Any) -> Any:
            return method(self, *args, **kw)
        return call

    for name in ("act", "correct", "now", "at", "history", "records"):
        setattr(Ledger, name, dropping(getattr(Ledger, name)))

    def since(self: Any, name: str, version: int, by: Any = None) -> list[dict[str, Any]]:
        from ledger.aggregates import campaign_id
        from ledger.projections.rows import Marks, iter_rows, view
        from rules import get_system

        camp = self.app.campaign(name)
        system = get_system(camp.system)
        events = [view(e) for e in self.app.events.get(campaign_id(camp.name), gt=version)]
        rows = list(iter_rows(events, Marks(), system, lang=system.lang(None), state=camp.state))
        for row in rows:
            row["session"] = int((camp.state.get("session") or {}).get("number") or 0)
            row["scene"] = int((camp.state.get("scene") or {}).get("number") or 0)
        return rows

    def why(self: Any, name: str, character: str, field: str, by: Any = None) -> Any:
        from ledger.projections.review import character_name, why as find
        from rules import get_system

        camp = self.now(name)
        return find(self.events(camp.name), get_system(camp.system), character_name(camp.state, character), field)

    def arc(self: Any, name: str, character: str, lang: str, by: Any = None) -> Any:
        from ledger.projections.review import arc as build
        from rules import get_system

        camp = self.now(name)
        return build(self.events(camp.name), get_system(camp.system), character, lang)

    Ledger.since = since  # type: ignore[attr-defined]
    Ledger.why = why  # type: ignore[attr-defined]
    Ledger.arc = arc  # type: ignore[attr-defined]
    Ledger.role = lambda self, name, by: ("gm", [])  # type: ignore[attr-defined]
    Ledger.campaigns_of = lambda self, by: self.campaigns()  # type: ignore[attr-defined]
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
    if not INTERIM:
        from ledger.service.people import Person

        for campaign in ledger.campaigns():
            if ledger.role(campaign, person)[0] != "gm":
                ledger.group(campaign, "grant", {"person": name, "role": "gm"}, by=Person.OWNER)
    return accounts.issue_token(ledger, person, "test")
