"""A server's call catches its kept copies up in one read and then reads none again; what other writers saved is seen
by the next call; two servers acting at once lose and double nothing; a token accepted before is checked again in
the campaign route's own call (design.md "Storage"; README "The server")."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from ledger.service import Ledger
from ledger.service.people import Person
from test_web_threads import CONDITIONS, _table


def _reads(ledger: Ledger, monkeypatch: Any) -> list[str]:
    """The store reads ``ledger``'s application makes from now on, by kind (``events`` of one aggregate, ``tail``
    of everything saved since)."""
    made: list[str] = []
    recorder = ledger.app.recorder
    events, tail = recorder.select_events, recorder.select_notifications

    def counted_events(*args: Any, **kwargs: Any) -> Any:
        made.append("events")
        return events(*args, **kwargs)

    def counted_tail(*args: Any, **kwargs: Any) -> Any:
        made.append("tail")
        return tail(*args, **kwargs)

    monkeypatch.setattr(recorder, "select_events", counted_events)
    monkeypatch.setattr(recorder, "select_notifications", counted_tail)
    return made


def test_a_call_reads_the_store_once_and_sees_what_the_cli_saved(tmp_path: Path, monkeypatch: Any) -> None:
    store = _table(tmp_path, 2)
    server = Ledger(store, warm=True)
    server.load_kept()
    server.called(lambda: server.now(None))                  # the thread's first call notes where the store stands
    reads = _reads(server, monkeypatch)

    def look() -> tuple[int, Any, list[str]]:
        return server.now(None).actions, server.role(None, Person("p1")), server.accounts()

    before, role, people = server.called(look)
    assert reads == ["tail"]                                 # one read for the campaign, the list and the accounts
    version = server.called(lambda: server.now(None)).version
    assert role == ("player", ["Hero1"]) and people == ["p0", "p1"]
    cli = Ledger(store)                                      # another writer: the CLI
    cli.act(None, "mark", {"character": "Hero0", "condition": "angry"}, actor="Hero0")
    cli.act(None, "mark", {"character": "Hero1", "condition": "afraid"}, actor="Hero1")
    cli.make_account("p2")
    cli.close()
    reads.clear()
    (after, role, people), (top, rows) = server.called(lambda: (look(), server.since_each(None, version, [Person("p1")])))
    assert reads == ["tail"]                                 # the live stream's rows too, from the events caught up
    assert (after, role, people) == (before + 2, ("player", ["Hero1"]), ["p0", "p1", "p2"])
    assert top == version + 2 and [(r["action"], r["command"]) for r in rows[0]] == [(before + 1, "mark"),
                                                                                     (before + 2, "mark")]
    sheet = server.system(None).views.sheet(server.called(lambda: server.now(None)).state, "Hero1", "en")
    assert sheet["conditions"] == ["afraid"]
    server.close()


def test_a_write_between_catch_up_and_save_is_decided_again(tmp_path: Path) -> None:
    store = _table(tmp_path, 1)
    server = Ledger(store, warm=True)
    server.called(lambda: server.now(None))
    cli = Ledger(store)

    def act() -> int:
        server.now(None)                                     # the kept copy, caught up before the CLI's write
        cli.act(None, "mark", {"character": "Hero0", "condition": "angry"}, actor="Hero0")
        camp, _ = server.act(None, "clear", {"character": "Hero0", "condition": "angry"}, actor="Hero0",
                             by=Person("p0"))                 # refused on the stale copy: "angry" is not marked
        return camp.actions

    done = server.called(act)
    cli.close()
    fresh = Ledger(store)
    assert fresh.now(None).actions == done
    assert fresh.system(None).views.sheet(fresh.now(None).state, "Hero0", "en")["conditions"] == []
    fresh.close()
    server.close()


def test_two_servers_acting_at_once_lose_and_double_nothing(tmp_path: Path) -> None:
    heroes, turns = 4, 10
    store = _table(tmp_path, heroes)
    servers = [Ledger(store, warm=True), Ledger(store, warm=True)]
    before = servers[0].now(None).actions
    answered: list[list[int]] = [[] for _ in range(heroes)]
    errors: list[BaseException] = []
    start = threading.Barrier(heroes)

    def player(i: int) -> None:
        try:
            start.wait(10)
            for turn in range(turns):
                server = servers[(i + turn) % 2]
                command = "mark" if turn % 2 == 0 else "clear"
                camp, _ = server.called(lambda: server.act(
                    None, command, {"character": f"Hero{i}", "condition": CONDITIONS[turn // 2 % 5]},
                    actor=f"Hero{i}", by=Person(f"p{i}")))
                answered[i].append(camp.actions)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=player, args=(i,)) for i in range(heroes)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(180)
    assert errors == []
    every = sorted(a for mine in answered for a in mine)
    assert every == list(range(before + 1, before + heroes * turns + 1))
    for server in servers:
        state = server.called(lambda: server.now(None)).state
        assert [server.system(None).views.sheet(state, f"Hero{i}", "en")["conditions"] for i in range(heroes)] == [
            [] for _ in range(heroes)]
        server.close()


def test_a_token_revoked_by_another_writer_is_refused_in_the_routes_call(tmp_path: Path) -> None:
    from ledger.web import make_app

    store = _table(tmp_path, 1)
    owner = Ledger(store)
    token = owner.issue_token(Person("p0"), "test")
    owner.close()
    server = Ledger(store, warm=True)
    client = TestClient(make_app(server, secret="test-secret"), base_url="http://127.0.0.1")
    mark = "/api/campaigns/Threads/commands/mark"
    body = {"character": "Hero0", "condition": "angry", "as": "Hero0"}
    first = client.post(mark, json=body, headers={"Authorization": f"Bearer {token}"})
    assert first.status_code == 201, first.text
    forged = token.split(".", 1)[0] + ".not-the-secret"
    assert client.post(mark, json=body, headers={"Authorization": f"Bearer {forged}"}).status_code == 401
    cli = Ledger(store)
    cli.revoke_token(Person("p0"), token.split(".", 1)[0])
    at = cli.now(None).actions
    cli.close()
    again = client.post(mark.replace("mark", "clear"), json=body, headers={"Authorization": f"Bearer {token}"})
    assert (again.status_code, again.json()["error"]["field"]) == (401, "authorization")
    assert server.called(lambda: server.now(None)).actions == at == first.json()["action"]
    server.close()
