"""A live stream's ids: unique, growing, and a reconnect with the last one seen gets exactly the messages after it,
a correction's re-sent rows included (README "The server", ``/live``: ``VERSION-ACTION``; the WHATWG HTML
standard's server-sent events, ``Last-Event-ID``)."""

from __future__ import annotations

import time
from typing import Any

import httpx

from test_web_live import CAMPAIGN, served  # noqa: F401 - the fixture
from web_support import Running, live_until, read_events


def _key(given: str) -> tuple[int, int]:
    version, action = given.split("-")
    return int(version), int(action)


def _post(server: Any, headers: dict[str, str], path: str, body: dict[str, Any]) -> int:
    got = httpx.post(f"{server.base}{CAMPAIGN}/{path}", headers=headers, json=body, timeout=30)
    assert got.status_code == 201, got.text
    return int(got.json()["action"])


def test_a_reconnect_with_the_last_id_seen_gets_the_rest_of_one_uninterrupted_read(served: Any) -> None:  # noqa: F811
    client, _ = served
    headers = dict(client.headers)
    with Running(client.app) as server:
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers, timeout=30) as whole:
            lines = whole.iter_lines()
            with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers, timeout=30) as first:
                early = first.iter_lines()
                forward = _post(server, headers, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
                mark = _post(server, headers, "commands/mark", {"character": "Gale", "condition": "afraid"})
                amend = _post(server, headers, "corrections/amend", {"action": forward, "amount": 2})
                seen = read_events(early, 3, 10)     # the last seen: the amend's re-sent row, not the amend's own
            undo = _post(server, headers, "corrections/undo", {"action": mark})
            after = _post(server, headers, "commands/mark", {"character": "Rook", "condition": "guilty"})
            got = read_events(lines, 7, 10)
            time.sleep(0.2)
    ids = [i for i, _ in got]
    assert [r["action"] for _, r in got] == [forward, mark, forward, amend, mark, undo, after]
    assert [_key(i)[1] for i in ids] == [r["action"] for _, r in got]       # each id names the row's action
    assert [_key(i) for i in ids] == sorted({_key(i) for i in ids})          # growing, none repeated
    assert _key(ids[2])[0] == _key(ids[3])[0] > _key(ids[1])[0]              # a re-sent row: its correction's
    assert _key(ids[4])[0] == _key(ids[5])[0] > _key(ids[3])[0]
    assert [i for i, _ in seen] == ids[:3]
    rest = live_until(client, f"{CAMPAIGN}/live", after, since=seen[-1][0])
    assert [i for i, _ in seen + rest] == ids                               # nothing lost, nothing twice
    history = {r["action"]: r for r in client.get(f"{CAMPAIGN}/history").json()}
    assert [r for _, r in rest] == [history[a] for a in (amend, mark, undo, after)]   # as the history reads now
    assert [r for _, r in got[3:]] == [r for _, r in rest]
    assert got[1][1] != got[4][1] and got[4][1]["undone_by"] == undo


def test_resuming_from_any_id_sent_gives_exactly_the_messages_after_it(served: Any) -> None:  # noqa: F811
    client, _ = served
    start = client.get(f"{CAMPAIGN}/status").json()["action"]
    version = client.app.state.ledger.now("Second Chances").version
    headers = dict(client.headers)
    with Running(client.app) as server:
        forward = _post(server, headers, "commands/forward", {"character": "Gale", "amount": 1, "reason": "x"})
        _post(server, headers, "corrections/amend", {"action": forward, "amount": 2})
        _post(server, headers, "corrections/amend", {"action": forward, "amount": 3})
        _post(server, headers, "corrections/undo", {"action": forward})
    every = live_until(client, f"{CAMPAIGN}/live", forward + 3, since=f"{version}-{start}")
    ids = [i for i, _ in every]
    assert [r["action"] for _, r in every] == [forward, forward, forward + 1, forward, forward + 2,
                                               forward, forward + 3]
    assert len(set(ids)) == len(ids) and [_key(i) for i in ids] == sorted(_key(i) for i in ids)
    for k, given in enumerate(ids[:-1]):
        assert [i for i, _ in live_until(client, f"{CAMPAIGN}/live", forward + 3, since=given)] == ids[k + 1:], given
    mark = client.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"})
    assert mark.status_code == 201, mark.text
    after = live_until(client, f"{CAMPAIGN}/live", mark.json()["action"], since=ids[-1])
    assert [r["action"] for _, r in after] == [mark.json()["action"]]        # after the last id: only what came next
