"""A server's ``Ledger`` called from several threads at once: no lost or doubled action, reads that wait for no write
and see every write made before them, and the snapshots a server takes from the campaign in memory equal to the fold
of its events (design.md "Storage"; README "The server")."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person

CONDITIONS = ("angry", "afraid", "guilty", "hopeless", "insecure")


def _table(tmp_path: Path, heroes: int) -> str:
    store = str(tmp_path / "threads.sqlite")
    owner = Ledger(store)
    owner.create("Threads", "masks")
    for i in range(heroes):
        owner.act(None, "add-character", {"name": f"Hero{i}", "playbook": "custom", "custom": True,
                                          "labels": [0, 0, 1, 0, 1], "plus-one": "mundane"})
        owner.make_account(f"p{i}")
        owner.group(None, "grant", {"person": f"p{i}", "role": "player", "characters": [f"Hero{i}"]})
    owner.act(None, "session start", {})
    owner.act(None, "scene start", {"title": "At once"})
    owner.close()
    return store


def test_threads_acting_at_once_lose_and_double_nothing(tmp_path: Path) -> None:
    heroes, turns = 6, 12
    ledger = Ledger(_table(tmp_path, heroes), warm=True)
    before = ledger.now(None).actions
    answered: list[list[int]] = [[] for _ in range(heroes)]
    seen: list[int] = []
    errors: list[BaseException] = []
    start = threading.Barrier(heroes + 1)

    def player(i: int) -> None:
        try:
            start.wait(10)
            for turn in range(turns):
                command = "mark" if turn % 2 == 0 else "clear"
                camp, events = ledger.act(None, command, {"character": f"Hero{i}", "condition": CONDITIONS[turn // 2 % 5]},
                                          actor=f"Hero{i}", by=Person(f"p{i}"))
                answered[i].append(camp.actions)
                seen.append(ledger.now(None).actions)          # a read in this thread sees its own write
                assert seen[-1] >= camp.actions
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    def reader() -> None:
        try:
            start.wait(10)
            for _ in range(turns):
                ledger.history(None, HistoryQuery(last=5), None, table=False, by=Person("p0"))
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=player, args=(i,)) for i in range(heroes)]
    threads.append(threading.Thread(target=reader))
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []
    every = [a for mine in answered for a in mine]
    assert sorted(every) == list(range(before + 1, before + heroes * turns + 1))     # each once, none lost
    ledger.close()
    fresh = Ledger(str(tmp_path / "threads.sqlite"))
    rows = list(fresh.history(None, HistoryQuery(), None, table=False).rows)
    rows = [__import__("orjson").loads(r) if isinstance(r, bytes) else r for r in rows]
    played = [r["action"] for r in rows if r["command"] in ("mark", "clear")]
    assert played == sorted(every)
    sheets = [fresh.system(None).views.sheet(fresh.now(None).state, f"Hero{i}", "en")["conditions"] for i in range(heroes)]
    assert sheets == [[] for _ in range(heroes)]       # every mark cleared again: each decided on the newest state
    fresh.close()


def test_a_write_in_one_thread_is_read_in_another(tmp_path: Path) -> None:
    ledger = Ledger(_table(tmp_path, 1), warm=True)
    got: dict[str, Any] = {}

    def read(key: str) -> None:
        got[key] = ledger.now(None).actions

    first = threading.Thread(target=read, args=("before",))
    first.start()
    first.join()
    camp, _ = ledger.act(None, "mark", {"character": "Hero0", "condition": "angry"}, actor="Hero0")
    second = threading.Thread(target=read, args=("after",))
    second.start()
    second.join()
    assert (got["before"], got["after"]) == (camp.actions - 1, camp.actions)
    ledger.close()


def test_a_snapshot_taken_from_memory_equals_the_fold_of_the_events(tmp_path: Path, monkeypatch: Any) -> None:
    from eventsourcing.application import Application

    from ledger.aggregates import Campaign, campaign_id
    from ledger.store.application import project_events

    store = _table(tmp_path, 1)
    ledger = Ledger(store, warm=True)

    def not_loaded_again(*_: Any, **__: Any) -> None:
        raise AssertionError("the snapshot was taken by loading the campaign again")

    with monkeypatch.context() as patched:
        patched.setattr(Application, "take_snapshot", not_loaded_again)
        for turn in range(220):
            ledger.act(None, "mark" if turn % 2 == 0 else "clear", {"character": "Hero0", "condition": "angry"},
                       actor="Hero0")
    ledger.close()
    reader = Ledger(store)
    app = reader.app
    cid = campaign_id("Threads")
    snapshots = list(app.snapshots.get(cid))
    assert [s.originator_version for s in snapshots] == [200]
    folded = Campaign.Snapshot.take(project_events(None, app.events.get(cid, lte=200)))
    stored = snapshots[0].mutate(None)                       # the stored snapshot, as loading reads it
    again = Campaign.Snapshot.take(stored)
    assert again.state == folded.state
    reader.close()
