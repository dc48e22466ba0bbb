"""Live rows are the history's rows: a correction's row says what it changed, and the earlier rows it changed are
sent again as a history read now gives them (README "The server", ``/live``; "Corrections")."""

from __future__ import annotations

import time
from typing import Any

import httpx

from test_web_live import CAMPAIGN, served  # noqa: F401 - the fixture
from web_support import Running, live_until, read_events


def _history(client: Any, *actions: int) -> list[dict[str, Any]]:
    rows = client.get(f"{CAMPAIGN}/history").json()
    return [r for r in rows if r["action"] in actions]


def _live_since(client: Any, version: int, action: int, newest: int) -> list[dict[str, Any]]:
    """The live rows after id ``VERSION-ACTION`` up to the row of action ``newest``."""
    return [row for _, row in live_until(client, f"{CAMPAIGN}/live", newest, since=f"{version}-{action}")]


def _write(client: Any, path: str, body: dict[str, Any]) -> tuple[int, int]:
    got = client.post(f"{CAMPAIGN}/{path}", json=body)
    assert got.status_code == 201, got.text
    return got.json()["action"], client.app.state.ledger.now("Second Chances").version


def test_a_correction_s_live_row_and_the_rows_it_changed_read_as_the_history(served: Any) -> None:  # noqa: F811
    client, _ = served
    forward, v1 = _write(client, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
    first, v2 = _write(client, "corrections/amend", {"action": forward, "amount": 2, "reason": "two"})
    sent = _live_since(client, v1, forward, first)
    assert [r["action"] for r in sent] == [forward, first]
    assert sent == _history(client, forward, first)
    assert sent[1]["corrections"] and sent[0]["amended_by"] == [first]
    second, _ = _write(client, "corrections/amend", {"action": forward, "amount": 3, "reason": "three"})
    again = _live_since(client, v2, first, second)
    assert [r["action"] for r in again] == [forward, second]
    assert again == _history(client, forward, second)
    assert again[0]["amended_by"] == [first, second] and again[0] != sent[0]
    assert again[1]["corrections"] and again[1]["corrections"] != sent[1]["corrections"]


def test_an_open_stream_sends_a_changed_row_again_and_each_new_row_once(served: Any) -> None:  # noqa: F811
    client, _ = served
    with Running(client.app) as server:
        headers = dict(client.headers)
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers, timeout=30) as stream:
            lines = stream.iter_lines()
            forward = httpx.post(f"{server.base}{CAMPAIGN}/commands/forward", headers=headers, timeout=30,
                                 json={"character": "Gale", "amount": 1, "reason": "x"}).json()["action"]
            got = read_events(lines, 1, 10)
            amend = httpx.post(f"{server.base}{CAMPAIGN}/corrections/amend", headers=headers, timeout=30,
                               json={"action": forward, "amount": 2}).json()["action"]
            got += read_events(lines, 2, 10)
            time.sleep(0.3)
    rows = [row for _, row in got]
    assert [r["action"] for r in rows] == [forward, forward, amend]
    assert rows[1:] == _history(client, forward, amend) and rows[0] != rows[1]
    assert [int(i.split("-")[1]) for i, _ in got] == [forward, forward, amend]


def test_the_api_s_amend_dry_run_answers_as_the_cli_s(served: Any) -> None:  # noqa: F811
    from conftest import Cli

    client, store = served
    forward, _ = _write(client, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
    before = client.get(f"{CAMPAIGN}/history").json()
    got = client.post(f"{CAMPAIGN}/corrections/amend", json={"action": forward, "amount": 2, "dry_run": True})
    assert got.status_code == 200, got.text
    cli = Cli(store, process=True).json("amend", str(forward), "--amount", "2", "--dry-run",
                                        "--campaign", "Second Chances")
    assert got.json() == {**cli, "rows": []}
    revised = got.json()["revised"][str(forward)]
    assert revised["command"] == "forward" and revised["before"] != revised["after"] and revised["after"]
    assert client.get(f"{CAMPAIGN}/history").json() == before             # nothing recorded


def test_the_dry_run_s_lines_are_in_the_language_asked(served: Any) -> None:  # noqa: F811
    from conftest import Cli

    client, store = served
    forward, _ = _write(client, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
    other = client.app.state.ledger.system("Second Chances").languages[1]
    body = {"action": forward, "amount": 2, "dry_run": True}
    got = client.post(f"{CAMPAIGN}/corrections/amend", params={"lang": other}, json=body).json()
    cli = Cli(store, process=True).json("amend", str(forward), "--amount", "2", "--dry-run", "--lang", other,
                                        "--campaign", "Second Chances")
    assert got == {**cli, "rows": []}
    default = client.post(f"{CAMPAIGN}/corrections/amend", json=body).json()
    assert got["revised"][str(forward)]["after"] != default["revised"][str(forward)]["after"]
    bad = client.post(f"{CAMPAIGN}/corrections/amend", params={"lang": "xx"}, json=body)
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "lang"


def test_the_api_s_undo_and_redo_dry_runs_answer_as_the_cli_s(served: Any) -> None:  # noqa: F811
    """README "Corrections": ``undo``/``redo`` take ``dry_run`` as ``amend`` does — 200, nothing recorded."""
    from conftest import Cli

    client, store = served
    forward, _ = _write(client, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
    before = client.get(f"{CAMPAIGN}/history").json()
    got = client.post(f"{CAMPAIGN}/corrections/undo", json={"action": forward, "dry_run": True})
    assert got.status_code == 200, got.text
    cli = Cli(store, process=True).json("undo", str(forward), "--dry-run", "--campaign", "Second Chances")
    assert got.json() == {**cli, "rows": []}
    assert got.json()["dry_run"] is True and got.json()["action"] is None and got.json()["undone"] == [forward]
    assert client.get(f"{CAMPAIGN}/history").json() == before
    _write(client, "corrections/undo", {"action": forward})
    redo = client.post(f"{CAMPAIGN}/corrections/redo", json={"action": forward, "dry_run": True})
    assert redo.status_code == 200 and redo.json()["redone"] == [forward] and redo.json()["action"] is None
    bad = client.post(f"{CAMPAIGN}/corrections/redo", json={"action": forward, "dry_run": "yes"})
    assert bad.status_code == 422 and bad.json()["error"]["field"] == "dry_run"
