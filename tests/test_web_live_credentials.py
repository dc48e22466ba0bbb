"""A live stream ends soon after the credential it was opened with falls (a token revoked, a session signed out),
even while the campaign stays quiet: the watcher asks again when the accounts move, on its own poll, not at the next
action or keep-alive (README "The server", ``/live``; the developers' guide, "Security is part of every feature
that lets a second person in")."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from web_support import Running, account, gm_token, sample_app

CAMPAIGN = "/api/campaigns/Second%20Chances"
PROMPTLY = 3.0                   # seconds: a couple of polls and a thread hop, not the 15 s keep-alive


@pytest.fixture
def app(tmp_path: Path) -> Any:
    made, ledger = sample_app(tmp_path, live_interval=0.05)
    yield made
    ledger.close()


def _read_until_closed(stream: Any, seconds: float) -> tuple[list[str], float | None]:
    """(the lines read, the monotonic time the server closed the stream; None when it was still open after
    ``seconds``)."""
    lines: list[str] = []
    closed: list[float] = []

    def read() -> None:
        try:
            for line in stream.iter_lines():
                lines.append(line)
            closed.append(time.monotonic())
        except httpx.HTTPError:
            pass

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(seconds)
    return lines, (closed[0] if closed else None)


def test_a_revoked_token_ends_a_quiet_stream_within_a_couple_of_seconds(app: Any) -> None:
    ledger = app.state.ledger
    token = gm_token(app)
    person = ledger.person_for_token(token)
    before = ledger.now("Second Chances").actions
    with Running(app) as server:
        headers = {"Authorization": f"Bearer {token}"}
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers, timeout=30) as stream:
            assert stream.status_code == 200
            time.sleep(0.3)                                    # the watcher has polled at least once
            revoked = time.monotonic()
            ledger.revoke_token(person, token.split(".", 1)[0])
            lines, closed = _read_until_closed(stream, 10)
        after = httpx.get(f"{server.base}{CAMPAIGN}/live", params={"seconds": 1}, headers=headers, timeout=10)
    assert closed is not None and closed - revoked < PROMPTLY, (closed, revoked)
    assert lines == ["retry: 2000", ""]                       # nothing sent but the retry line; no keep-alive waited for
    assert after.status_code == 401 and after.json()["error"]["field"] == "authorization"
    assert ledger.now("Second Chances").actions == before


def test_a_signed_out_session_ends_its_stream_within_a_couple_of_seconds(app: Any) -> None:
    ledger = app.state.ledger
    account(ledger, "Dana", "correct horse battery")
    gm_token(app, "Dana")
    with Running(app) as server, httpx.Client(base_url=server.base, timeout=30) as browser:
        signed = browser.post("/api/sign-in", json={"name": "Dana", "password": "correct horse battery"})
        assert signed.status_code == 200 and signed.json()["person"] == "Dana"
        csrf = signed.json()["csrf"]
        with browser.stream("GET", f"{CAMPAIGN}/live") as stream:
            assert stream.status_code == 200
            time.sleep(0.3)
            out = httpx.post(f"{server.base}/api/sign-out", cookies=browser.cookies, headers={"X-CSRF-Token": csrf},
                             timeout=10)
            assert out.status_code == 200, out.text
            left = time.monotonic()
            lines, closed = _read_until_closed(stream, 10)
    assert closed is not None and closed - left < PROMPTLY, (closed, left)
    assert lines == ["retry: 2000", ""]


def test_a_change_to_another_account_leaves_the_stream_open(app: Any) -> None:
    """The accounts moving asks each reader again; a reader whose credential stands keeps reading."""
    ledger = app.state.ledger
    token = gm_token(app)
    other = gm_token(app, "Ezra")
    with Running(app) as server:
        headers = {"Authorization": f"Bearer {token}"}
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", params={"seconds": 2}, headers=headers,
                          timeout=30) as stream:
            opened = time.monotonic()                          # its 2 s run from after the answer's head was sent
            time.sleep(0.3)
            ledger.revoke_token(ledger.person_for_token(other), other.split(".", 1)[0])
            lines, closed = _read_until_closed(stream, 10)
    assert closed is not None and closed - opened >= 1.9      # ended by its own ?seconds=2, not by the revoke
    assert lines == ["retry: 2000", ""]
