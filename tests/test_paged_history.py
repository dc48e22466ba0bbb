"""A server's filtered history (made from its index of actions: ``ledger.service.paged_history``) gives the rows the
whole history gives, filtered afterwards: for every filter on every sample campaign, with and without ``last``, for
the owner, a GM, a player and a viewer (hidden rows left out, sealed records sealed), before and after a correction
mid-way and the actions recorded since (README "Using the ledger": ``history`` and its filters; "The web table";
design.md "People, roles and hidden information")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, TEST_STORE
from ledger.projections.history_filters import select
from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from rules.players import player_characters
from web_support import account, grant, noting

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))
READERS = [Person.OWNER, Person("Dana"), Person("Ana"), Person("Vic")]
LASTS = (None, 1, 20)


def _rows(found: Any) -> list[dict[str, Any]]:
    """The rows of a ``History`` (its JSON bodies read back when the road gave them encoded)."""
    import orjson

    return [orjson.loads(b) for b in found.rows] if found.encoded else list(found.rows)


def _store(tmp_path: Path, script: Path) -> tuple[str, str]:
    """(the store, the campaign's name): the sample replayed, Dana its GM, Ana the player of the character who acted
    most, Vic a viewer, a private note and an invitation (hidden from all but the GMs) among public notes."""
    store = str(tmp_path / "paged.sqlite")
    ledger = Ledger(store)
    ledger.replay(script)
    (name,) = list(ledger.campaigns())
    rows = _rows(ledger.history(name, HistoryQuery(), "en", table=False))
    players = player_characters(ledger.system(name), ledger.now(name).state)
    acted = [r["actor"] for r in rows if r["actor"] in players]
    played = max(set(acted), key=acted.count) if acted else None
    for who, role, chars in (("Dana", "gm", []), ("Ana", "player", [played] if played else []), ("Vic", "viewer", [])):
        account(ledger, who, "a table of five")
        grant(ledger, who, role, chars)
    ledger.group(name, "note", {"text": "before the secret"})
    ledger.group(name, "note", {"text": "the secret", "private": True})
    ledger.group(name, "invite", {"role": "viewer"})
    ledger.group(name, "note", {"text": "after the secret"})
    ledger.close()
    return store, name


def _queries(whole: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every filter worth asking of a history (``whole``: its rows, the owner's): each session, a few scenes, each
    actor and person, each command and event kind, a time bound at the middle, and two filters together."""
    sessions = sorted({r["session"] for r in whole})
    scenes = sorted({r["scene"] for r in whole})
    actors = sorted({str(r["actor"]) for r in whole} | {str(r["by"]) for r in whole if r.get("by")})
    kinds = sorted({r["command"] for r in whole} | {e["kind"] for r in whole for e in r["events"]})
    middle = whole[len(whole) // 2]["time"]
    return ([{"session": s} for s in sessions] + [{"scene": s} for s in scenes[:3] + scenes[-2:]]
            + [{"actor": a} for a in actors] + [{"kind": k} for k in kinds]
            + [{"since": middle[:19]}, {"until": middle[:16]}, {"session": sessions[-1], "actor": "GM"}])


def _same_as_filtered_whole(warm: Ledger, cold: Ledger, name: str) -> int:
    """Assert every filtered read of ``warm`` (a server: the indexed road) gives the rows of ``cold``'s whole history
    filtered afterwards (``select``, then the last N), for every reader; returns the rows compared."""
    compared = 0
    owner_whole = _rows(cold.history(name, HistoryQuery(), "en", table=True))
    for who in READERS:
        for table in (who.name == "Ana",):          # the table's words for the player, the JSON's for the others
            whole = _rows(cold.history(name, HistoryQuery(), "en", table=table, by=who))
            for filters in _queries(owner_whole):
                expected = select(whole, **filters, gm="GM")
                for last in LASTS:
                    query = HistoryQuery(**filters, last=last)
                    try:
                        got = list(warm.history(name, query, "en", table=table, by=who).rows)
                    except Exception as refused:              # a filter nothing the reader sees matches
                        assert not expected, (who, filters, refused)
                        continue
                    want = expected if last is None else expected[-last:]
                    assert got == want, (who.name, filters, last, table)
                    compared += len(got)
    return compared


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_every_filter_gives_the_rows_of_the_whole_history_filtered(tmp_path: Path, script: Path) -> None:
    store, name = _store(tmp_path, script)
    warm, cold = Ledger(store, warm=True), Ledger(store)
    assert _same_as_filtered_whole(warm, cold, name) > 100
    actions = warm.now(name).actions
    for n in range(actions // 2, actions):              # a correction mid-way (the first action that can be undone)
        try:
            warm.correct(name, "undo", {"action": n})
        except Exception:  # noqa: BLE001 - an action another depends on: the next one
            continue
        break
    else:
        pytest.fail("no action to undo")
    warm.group(name, "note", {"text": "after the undo"})
    assert _same_as_filtered_whole(warm, cold, name) > 100
    undone = list(warm.history(name, HistoryQuery(kind="undo", last=1), "en", table=False, by=READERS[1]).rows)
    assert undone[0]["command"] == "undo" and undone[0]["events"][0]["detail"]["undone"] == [n]
    warm.close()
    cold.close()


def test_a_page_makes_only_its_rows_and_the_index_is_carried_on(tmp_path: Path, monkeypatch: Any) -> None:
    import ledger.service.paged_history as paged

    store, name = _store(tmp_path, ROOT / "sample_campaigns" / "masks-second-chances.yaml")
    built = noting(monkeypatch, paged, "ActionIndex")
    made: list[int] = []
    whole_made = paged.made_rows
    monkeypatch.setattr(paged, "made_rows", lambda *a: made.append(len(a[4])) or whole_made(*a))
    warm = Ledger(store, warm=True)
    rows = list(warm.history(name, HistoryQuery(kind="note", last=2), "en", table=False, by=Person("Ana")).rows)
    assert [r["events"][0]["detail"]["text"] for r in rows] == ["before the secret", "after the secret"]
    assert made == [3]                 # the three notes' rows only (the private one made, then left out), no other
    session = warm.now(name).state["session"]["number"]
    rows = list(warm.history(name, HistoryQuery(session=session, last=1), "en", table=False, by=Person("Ana")).rows)
    assert made[1:] == [paged.BATCH - 3]       # a batch from the end; the notes' rows made before taken as they were
    assert rows[0]["events"][0]["detail"]["text"] == "after the secret"
    assert len(built) == 1
    warm.group(name, "note", {"text": "one more"})
    rows = list(warm.history(name, HistoryQuery(kind="note", last=1), "en", table=False, by=Person("Vic")).rows)
    assert [r["events"][0]["detail"]["text"] for r in rows] == ["one more"]
    assert len(built) == 1                                   # carried on: not made again
    warm.correct(name, "undo", {"action": warm.now(name).actions})
    rows = list(warm.history(name, HistoryQuery(kind="note", last=1), "en", table=False, by=Person("Vic")).rows)
    assert rows[0]["undone_by"] == warm.now(name).actions and len(built) == 2     # a correction: made again
    warm.close()


@pytest.mark.skipif(TEST_STORE == "postgres", reason="the index is kept on disk for a SQLite store only")
def test_the_index_kept_on_disk_serves_the_next_start_until_a_correction_or_damage(
        tmp_path: Path, monkeypatch: Any) -> None:
    import ledger.service.paged_history as paged

    monkeypatch.setenv("LEDGER_CACHE", str(tmp_path / "cache"))
    store, name = _store(tmp_path, ROOT / "sample_campaigns" / "masks-second-chances.yaml")
    built = noting(monkeypatch, paged, "ActionIndex")
    cold = Ledger(store)
    queries = [HistoryQuery(kind="note", last=2), HistoryQuery(session=1), HistoryQuery(actor="GM", last=20)]

    def same(warm: Ledger) -> None:
        for who in READERS:
            for query in queries:
                got = list(warm.history(name, query, "en", table=False, by=who).rows)
                assert got == list(cold.history(name, query, "en", table=False, by=who).rows), (who.name, query)

    warm = Ledger(store, warm=True)
    same(warm)
    warm.close()
    (kept,) = (tmp_path / "cache").glob("index-*.json")
    assert len(built) == 1
    warm = Ledger(store, warm=True)
    warm.group(name, "note", {"text": "since the start"})        # carried on from the file
    same(warm)
    assert len(built) == 1
    warm.close()
    kept.write_bytes(kept.read_bytes()[:-3] + b"]]}")                  # damaged: never trusted, made again
    warm = Ledger(store, warm=True)
    same(warm)
    assert len(built) == 2
    warm.close()
    cold.correct(name, "undo", {"action": cold.now(name).actions})     # a correction since the file: made again
    warm = Ledger(store, warm=True)
    same(warm)
    assert len(built) == 3
    warm.close()
    cold.close()


def test_a_server_makes_the_index_ahead_and_its_first_filtered_read_finds_it(tmp_path: Path, monkeypatch: Any) -> None:
    import ledger.service.paged_history as paged

    store, name = _store(tmp_path, ROOT / "sample_campaigns" / "basic-the-salt-road.yaml")
    built = noting(monkeypatch, paged, "ActionIndex")
    warm, cold = Ledger(store, warm=True), Ledger(store)
    assert warm.fold_ahead() == 1 and len(built) == 1
    assert len(warm.kept_index[name].entries) == warm.now(name).actions + 1        # the creation and every action
    query = HistoryQuery(kind="note", last=3)
    got = list(warm.history(name, query, "en", table=False, by=Person("Ana")).rows)
    assert got == list(cold.history(name, query, "en", table=False, by=Person("Ana")).rows)
    assert [r["events"][0]["detail"]["text"] for r in got] == ["before the secret", "after the secret"]
    assert len(built) == 1                                          # the first read found the index made ahead
    warm.close()
    cold.close()
