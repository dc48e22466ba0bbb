"""Ways into the server that must stay shut: no sign-in, revoked tokens, CSRF on cookie-authenticated writes,
brute-forced sign-ins, markup in names, secrets in errors and logs (README "The server"; the developers' guide,
"Security is part of every feature that lets a second person in")."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import account, gm_token, store_with_sample

CAMPAIGN = "/api/campaigns/Second%20Chances"
MARK = f"{CAMPAIGN}/commands/mark"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    made = make_app(ledger, secret="test-secret", sign_in_attempts=5)
    yield made
    ledger.close()


def _client(app: Any) -> TestClient:
    return TestClient(app, base_url="http://127.0.0.1")


def _actions(app: Any) -> int:
    return app.state.ledger.now("Second Chances").actions


def _password_account(app: Any, name: str = "Dana", password: str = "correct horse battery") -> None:
    account(app.state.ledger, name, password)
    gm_token(app, name)                                    # GM of the campaign


def test_nothing_without_signing_in(app: Any) -> None:
    client = _client(app)
    before = _actions(app)
    for got in (client.get("/api/campaigns"), client.get(f"{CAMPAIGN}/history"),
                client.post(MARK, json={"character": "Gale", "condition": "afraid"}),
                client.get(f"{CAMPAIGN}/live", params={"seconds": 1})):
        assert got.status_code == 401
        assert got.json()["error"]["field"] == "authorization"
    bogus = client.get("/api/campaigns", headers={"Authorization": "Bearer not-a-token"})
    assert bogus.status_code == 401
    assert _actions(app) == before
    assert client.get("/api/openapi.json").status_code == 200       # the schema holds no campaign's data


def test_a_revoked_token_is_no_one(app: Any) -> None:
    token = gm_token(app)
    client = _client(app)
    client.headers["Authorization"] = f"Bearer {token}"
    assert client.get("/api/campaigns").status_code == 200
    ledger = app.state.ledger
    person = ledger.person_for_token(token)
    assert person.name == "Dana"
    ledger.revoke_token(person, token.split(".", 1)[0])
    before = _actions(app)
    assert client.post(MARK, json={"character": "Gale", "condition": "afraid"}).status_code == 401
    assert client.get("/api/campaigns").status_code == 401
    assert _actions(app) == before


def test_a_cookie_write_needs_the_sessions_csrf_token(app: Any) -> None:
    _password_account(app)
    client = _client(app)
    signed = client.post("/api/sign-in", json={"name": "Dana", "password": "correct horse battery"})
    assert signed.status_code == 200, signed.text
    csrf = signed.json()["csrf"]
    cookie = signed.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie
    assert client.get("/api/me").json() == {"person": "Dana", "csrf": csrf, "lang": None}
    before = _actions(app)
    forged = client.post(MARK, json={"character": "Gale", "condition": "afraid"})
    assert forged.status_code == 403 and forged.json()["error"]["field"] == "csrf"
    wrong = client.post(MARK, json={"character": "Gale", "condition": "afraid"}, headers={"X-CSRF-Token": csrf[:-2] + "xx"})
    assert wrong.status_code == 403
    assert _actions(app) == before
    done = client.post(MARK, json={"character": "Gale", "condition": "afraid"}, headers={"X-CSRF-Token": csrf})
    assert done.status_code == 201, done.text
    assert _actions(app) == before + 1
    assert client.post("/api/sign-out", headers={"X-CSRF-Token": csrf}).status_code == 200
    assert client.get("/api/me").status_code == 401


def test_a_forged_session_cookie_is_no_one(app: Any) -> None:
    client = _client(app)
    client.cookies.set("ledger_session", "eyJwZXJzb24iOiAiRGFuYSJ9.forged.signature")
    assert client.get("/api/me").status_code == 401


def test_brute_forced_sign_in_is_rate_limited(app: Any) -> None:
    _password_account(app)
    client = _client(app)
    codes = [client.post("/api/sign-in", json={"name": "Dana", "password": f"guess {n}"}).status_code for n in range(8)]
    assert codes[:5] == [401] * 5
    assert codes[5:] == [429] * 3
    late = client.post("/api/sign-in", json={"name": "Dana", "password": "correct horse battery"})
    assert late.status_code == 429                       # even the right password waits out the window
    assert late.headers["retry-after"] == "60"
    assert late.json()["error"]["field"] == "sign-in"


def test_a_sign_in_link_works_once(app: Any) -> None:
    person = account(app.state.ledger, "Dana")
    code = app.state.ledger.issue_sign_in_link(person, 60)
    client = _client(app)
    first = client.get(f"/sign-in/{code}", headers={"Accept": "application/json"})     # a client asking for JSON
    assert first.status_code == 200 and first.json()["person"] == "Dana"
    assert client.get("/api/me").json() == {"person": "Dana", "csrf": first.json()["csrf"], "lang": None}
    again = _client(app).get(f"/sign-in/{code}", headers={"Accept": "application/json"})
    assert again.status_code == 401 and again.json()["error"]["field"] == "code"


def test_a_sign_in_link_followed_by_a_browser_signs_in_and_goes_to_the_pages(app: Any) -> None:
    person = account(app.state.ledger, "Dana")
    code = app.state.ledger.issue_sign_in_link(person, 60)
    browser = _client(app)
    html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"    # what a browser sends
    first = browser.get(f"/sign-in/{code}", headers={"Accept": html}, follow_redirects=False)
    assert (first.status_code, first.headers["location"]) == (303, "/")
    assert "ledger_session=" in first.headers["set-cookie"] and first.text == ""
    home = browser.get("/", headers={"Accept": html})
    assert home.status_code == 200 and home.headers["content-type"].startswith("text/html")
    assert '<span class="who">Dana <button' in home.text                          # signed in: the campaigns page
    assert browser.get("/api/me").json()["person"] == "Dana"
    again = _client(app).get(f"/sign-in/{code}", headers={"Accept": html}, follow_redirects=False)
    assert again.status_code == 401 and again.headers["content-type"].startswith("text/html")
    assert ('<h1>Sign in</h1>\n<p class="error" data-field="code" role="alert"><b>code</b>: this sign-in link is unknown, used or expired; ask the GM '
            'for a new one</p>') in again.text
    assert "set-cookie" not in again.headers


def test_markup_and_escapes_come_back_as_data(app: Any) -> None:
    client = _client(app)
    client.headers["Authorization"] = f"Bearer {gm_token(app)}"
    refused = client.post(MARK, json={"character": "Gale", "condition": "afraid", "reason": "\x1b[31m red"})
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "reason"   # a control character
    reason = '<script>alert("x")</script>\u2066[31m red \u202e'
    got = client.post(MARK, json={"character": "Gale", "condition": "afraid", "reason": reason})
    assert got.status_code == 201
    assert got.headers["content-type"].startswith("application/json")
    assert got.json()["reason"] == reason                 # as typed: JSON escapes it, no face interprets it
    assert "<script>" not in got.text or '\\"' in got.text
    row = client.get(f"{CAMPAIGN}/history", params={"last": 1}).json()[0]
    assert row["reason"] == reason
    bad = client.post(MARK, json={"character": "<b>Gale</b>", "condition": "afraid"})
    assert bad.status_code == 400
    assert bad.headers["content-type"].startswith("application/json")


def test_no_password_in_errors_or_logs(app: Any, caplog: pytest.LogCaptureFixture) -> None:
    from ledger.web.errors import scrub

    assert scrub("store: cannot reach postgresql://ana:s3cret-pw@db.example:5432/ledger") == \
        "store: cannot reach postgresql://ana:***@db.example:5432/ledger"
    assert "s3cret" not in scrub("connection failed: host=db password=s3cret user=ana")
    _password_account(app, "Ana", "s3cret-pw")
    client = _client(app)
    with caplog.at_level(logging.DEBUG):
        wrong = client.post("/api/sign-in", json={"name": "Ana", "password": "s3cret-pX"})
        right = client.post("/api/sign-in", json={"name": "Ana", "password": "s3cret-pw"})
    assert wrong.status_code == 401 and "s3cret" not in wrong.text
    assert right.status_code == 200 and "s3cret" not in right.text
    assert "s3cret" not in caplog.text
    history = client.get(f"{CAMPAIGN}/history").text
    assert "s3cret" not in history


def test_signing_out_ends_the_session_on_the_server(app: Any) -> None:
    """A copy of the session cookie kept from before a sign-out says nobody: reads 401, writes 401, nothing
    written; a new sign-in works."""
    _password_account(app)
    client = _client(app)
    signed = client.post("/api/sign-in", json={"name": "Dana", "password": "correct horse battery"})
    assert signed.status_code == 200
    kept = dict(client.cookies)
    csrf = signed.json()["csrf"]
    assert client.get("/api/me").json()["person"] == "Dana"
    assert client.post("/api/sign-out", headers={"X-CSRF-Token": csrf}).json() == {"signed_out": True}
    thief = _client(app)
    thief.cookies.update(kept)
    before = _actions(app)
    assert thief.get("/api/me").status_code == 401
    assert thief.post(MARK, json={"character": "Gale", "condition": "afraid"},
                      headers={"X-CSRF-Token": csrf}).status_code in (401, 403)
    assert _actions(app) == before
    again = _client(app).post("/api/sign-in", json={"name": "Dana", "password": "correct horse battery"})
    assert again.status_code == 200


def test_a_live_stream_ends_when_its_token_is_revoked(app: Any) -> None:
    """The credential a stream was opened with is asked again before each batch: after a revoke the next action
    is not sent and the stream ends."""
    import asyncio

    token = gm_token(app)
    ledger = app.state.ledger
    person = ledger.person_for_token(token)
    hub = app.state.live
    hub.interval = 0.02
    start = ledger.now("Second Chances")

    async def read() -> list[bytes]:
        still = lambda: ledger.person_for_token(token) is not None   # noqa: E731 - what the route passes
        got: list[bytes] = []
        stream = hub.stream("Second Chances", person, (start.version, start.actions), still=still)
        got.append(await stream.__anext__())                          # the retry line
        ledger.act("Second Chances", "mark", {"character": "Gale", "condition": "afraid"}, by=person)
        got.append(await asyncio.wait_for(stream.__anext__(), 10))    # the action, sent while the token stands
        ledger.revoke_token(person, token.split(".", 1)[0])
        ledger.act("Second Chances", "mark", {"character": "Gale", "condition": "guilty"}, by=person)
        try:
            got.append(await asyncio.wait_for(stream.__anext__(), 10))
        except StopAsyncIteration:
            pass
        await stream.aclose()
        return got

    got = asyncio.run(read())
    assert len(got) == 2 and b"event: action" in got[1] and b"afraid" in got[1]
