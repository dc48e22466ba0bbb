"""A person changes their own password on the server (``POST /api/me/password``; the form on the pages' root):
the current password is asked again, a wrong one is 403 naming ``current`` and counts as a failed sign-in (429 past
the limit), the two new ones must agree, a bearer token may not; on success every other session of theirs (another
device's cookie) is signed out, this one starts again with a new CSRF token, the old password no longer signs in and
the new one does. Nothing is changed on any refusal. Source: README "Playing as a group" (accounts) and "The web
table" (``/``); OWASP's authentication cheat sheet (re-authenticate to change a password).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest
from starlette.testclient import TestClient

from web_support import account, bearer, sample_app

OLD, NEW = "an old password", "a brand new one"


def signed_in(app: Any, password: str = OLD, lang: str | None = None) -> TestClient:
    """A browser-like client of Ana's, signed in with ``password`` (its CSRF token set)."""
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    if lang:
        client.headers["Accept-Language"] = lang
    got = client.post("/api/sign-in", json={"name": "Ana", "password": password})
    assert got.status_code == 200, got.text
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    return client


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Any, Any]]:
    app, ledger = sample_app(tmp_path)
    account(ledger, "Ana", OLD)
    try:
        yield app, ledger
    finally:
        ledger.close()


def test_a_new_password_signs_the_other_devices_out_and_this_one_in_again(served: Any) -> None:
    app, ledger = served
    phone, laptop = signed_in(app), signed_in(app)
    old_csrf = phone.headers["X-CSRF-Token"]
    got = phone.post("/api/me/password", json={"current": OLD, "password": NEW, "again": NEW})
    assert got.status_code == 200 and got.json()["person"] == "Ana" and got.json()["csrf"] != old_csrf
    phone.headers["X-CSRF-Token"] = got.json()["csrf"]
    assert phone.get("/api/me").json()["person"] == "Ana"                      # this device: signed in again
    assert laptop.get("/api/me").status_code == 401                             # the other: signed out
    assert ledger.check_password("Ana", OLD) is None and ledger.check_password("Ana", NEW).name == "Ana"
    fresh = TestClient(app, base_url="http://127.0.0.1")
    assert fresh.post("/api/sign-in", json={"name": "Ana", "password": OLD}).status_code == 401
    assert fresh.post("/api/sign-in", json={"name": "Ana", "password": NEW}).status_code == 200


@pytest.mark.parametrize(("body", "status", "field", "message"), [
    ({"current": "not it at all", "password": NEW}, 403, "current", "not your current password; nothing was changed"),
    ({"current": OLD, "password": NEW, "again": NEW + "!"}, 422, "again",
     "the two new passwords differ; type the same one twice"),
    ({"current": OLD, "password": "short"}, 422, "password", "a password of 8 to 1024 characters"),
    ({"current": OLD, "password": "x" * 1025}, 422, "password", None),
    ({"current": OLD, "password": OLD}, 422, "password", "the new password is the current one; choose another"),
    ({"current": OLD}, 422, "password", None),
    ({"current": OLD, "password": NEW, "remember": True}, 422, "remember", None),
])
def test_a_refused_change_changes_nothing(served: Any, body: dict[str, Any], status: int, field: str,
                                          message: str | None) -> None:
    app, ledger = served
    client = signed_in(app)
    got = client.post("/api/me/password", json=body)
    assert (got.status_code, got.json()["error"]["field"]) == (status, field), got.text
    if message is not None:
        assert got.json()["error"]["message"] == message
    assert ledger.check_password("Ana", OLD).name == "Ana" and client.get("/api/me").status_code == 200


def test_a_key_given_twice_is_refused_before_anything_is_checked(served: Any) -> None:
    app, ledger = served
    client = signed_in(app)
    got = client.post("/api/me/password", content=f'{{"current": "{OLD}", "current": "x", "password": "{NEW}"}}',
                      headers={"Content-Type": "application/json"})
    assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == (
        400, "current", "given 2 times in one object; give it once")
    assert ledger.check_password("Ana", OLD).name == "Ana"


def test_a_wrong_current_password_is_said_in_the_readers_language_and_counted(served: Any) -> None:
    app, ledger = served
    client = signed_in(app, lang="es")
    got = client.post("/api/me/password", json={"current": "not it at all", "password": NEW})
    assert got.json()["error"]["message"] == "no es tu contraseña actual; no se cambió nada"
    asked = client.post("/api/me/password?lang=de", json={"current": OLD, "password": "short"})
    assert (asked.status_code, asked.json()["error"]["message"]) == (422, "ein Passwort aus 8 bis 1024 Zeichen")
    for _ in range(9):
        client.post("/api/me/password", json={"current": "still not it", "password": NEW})
    blocked = client.post("/api/me/password", json={"current": OLD, "password": NEW})
    assert blocked.status_code == 429                                          # ten failures from this address
    assert ledger.check_password("Ana", OLD).name == "Ana"


def test_no_token_no_csrf_no_session_changes_a_password(served: Any) -> None:
    app, ledger = served
    token = ledger.issue_token("Ana", "bot")
    by_token = bearer(app, token).post("/api/me/password", json={"current": OLD, "password": NEW})
    assert (by_token.status_code, by_token.json()["error"]["field"]) == (403, "authorization")
    no_csrf = signed_in(app)
    no_csrf.headers.pop("X-CSRF-Token")
    assert no_csrf.post("/api/me/password", json={"current": OLD, "password": NEW}).status_code == 403
    nobody = TestClient(app, base_url="http://127.0.0.1")
    assert nobody.post("/api/me/password", json={"current": OLD, "password": NEW}).status_code == 401
    assert ledger.check_password("Ana", OLD).name == "Ana"


def test_the_root_page_offers_the_form_in_the_readers_language(served: Any) -> None:
    app, _ledger = served
    page = signed_in(app, lang="de").get("/").text
    assert 'data-api="/api/me/password"' in page and 'autocomplete="current-password"' in page
    for said in ("Aktuelles Passwort", "Neues Passwort, noch einmal", "Ändern", "Deine anderen Geräte werden abgemeldet"):
        assert said in page
