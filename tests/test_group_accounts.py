"""Accounts on either store: argon2 password hashes, API tokens that stop working when revoked, one-time sign-in
links, and no secret (password, token, link code, invitation code) anywhere in the store's bytes (design.md
"People, roles and hidden information"; argon2-cffi's docs)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

import ledger.service.accounts as accounts_module
from conftest import Cli
from ledger.errors import LedgerError
from ledger.service import Ledger
from ledger.service.people import Person

PASSWORD = "correct horse battery staple"


@pytest.fixture
def led(tmp_path: Path) -> Ledger:
    ledger = Ledger(tmp_path / "acc.sqlite")
    ledger.create("Halcyon", "masks")
    yield ledger
    ledger.close()


def test_a_password_is_kept_as_an_argon2id_hash(led: Ledger) -> None:
    assert led.make_account("Ana", PASSWORD) == Person("Ana")
    stored = led._accounts().people["Ana"]["password"]
    assert stored.startswith("$argon2id$") and PASSWORD not in stored
    assert led.check_password("Ana", PASSWORD) == Person("Ana")
    assert led.check_password("Ana", PASSWORD + "!") is None
    assert led.check_password("Nobody", PASSWORD) is None
    led.set_password("Ana", "another long one")
    assert led.check_password("Ana", PASSWORD) is None and led.check_password("Ana", "another long one")


@pytest.mark.parametrize("name,password,field", [("Ana", "short", "password"), ("owner", PASSWORD, "name"),
                                                 ("", PASSWORD, "name"), ("A\x1b[31m", PASSWORD, "name")])
def test_bad_accounts_are_refused(led: Ledger, name: str, password: str, field: str) -> None:
    with pytest.raises(LedgerError) as info:
        led.make_account(name, password)
    assert info.value.field == field
    assert led.accounts() == []


def test_a_name_is_taken_once(led: Ledger) -> None:
    led.make_account("Ana", PASSWORD)
    with pytest.raises(LedgerError, match="exists already"):
        led.make_account("Ana", PASSWORD)


def test_a_revoked_token_stops_working(led: Ledger) -> None:
    led.make_account("Bot")
    token = led.issue_token("Bot", "discord bot")
    assert led.person_for_token(token) == Person("Bot")
    token_id = token.split(".")[0]
    assert led.tokens("Bot") == {token_id: {"purpose": "discord bot", "revoked": False,
                                            "since": led.tokens("Bot")[token_id]["since"]}}
    assert led.person_for_token(token[:-1] + ("A" if token[-1] != "A" else "B")) is None
    led.revoke_token("Bot", token_id)
    assert led.person_for_token(token) is None
    with pytest.raises(LedgerError) as info:
        led.revoke_token("Bot", "nope")
    assert info.value.field == "token"


def test_a_sign_in_link_works_once_and_expires(led: Ledger, monkeypatch: pytest.MonkeyPatch) -> None:
    led.make_account("Mara")
    code = led.issue_sign_in_link("Mara", 30)
    assert led.use_sign_in_link(code) == Person("Mara")
    assert led.use_sign_in_link(code) is None                           # used
    late = led.issue_sign_in_link(Person("Mara"), 1)
    real = accounts_module._now
    monkeypatch.setattr(accounts_module, "_now", lambda: real() + timedelta(minutes=2))
    assert led.use_sign_in_link(late) is None                           # expired
    assert led.use_sign_in_link("not-a-code") is None


def test_no_secret_is_ever_stored(led: Ledger, tmp_path: Path) -> None:
    led.make_account("Ana", PASSWORD)
    token = led.issue_token("Ana", "vtt bridge")
    link = led.issue_sign_in_link("Ana", 60)
    invitation = led.group(None, "invite", {"role": "viewer"})
    led.group(None, "join", {"code": invitation.code}, by=Person("Ana"))
    led.close()
    stored = Cli(tmp_path / "acc.sqlite").bytes()
    assert b"Ana" in stored                                             # the scan reads the store
    for secret in (PASSWORD, token, token.split(".", 1)[1], link, invitation.code):
        assert secret.encode() not in stored, secret


def test_accounts_are_in_no_campaign_s_record(led: Ledger, tmp_path: Path) -> None:
    led.make_account("Ana", PASSWORD)
    out = tmp_path / "halcyon.jsonl"
    led.export(None, str(out), "jsonl")
    assert b"argon2" not in out.read_bytes() and b"Ana" not in out.read_bytes()
    assert led.campaigns() == {"Halcyon": "masks"}


def test_the_first_gm_gets_an_account_the_role_everywhere_and_a_link(led: Ledger) -> None:
    led.create("Second", "basic")
    code = led.first_gm("Mara")
    assert led.use_sign_in_link(code) == Person("Mara")
    assert led.campaigns_of(Person("Mara")) == {"Halcyon": "masks", "Second": "basic"}
    assert led.role("Second", Person("Mara")) == ("gm", [])
    version = led.now("Halcyon").version
    led.first_gm("Mara")                                                # again: nothing granted twice
    assert led.now("Halcyon").version == version
