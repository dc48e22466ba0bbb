"""A reader's fast roads give what the whole record gives them: the last rows of history read from the end of the
store for a player, a viewer and a GM (hidden rows left out, the tail read further back until enough remain), and
a warm face's kept arc carried on with new actions, or folded again after a correction (README "Using the ledger":
``history --last``, ``arc``; design.md "People, roles and hidden information")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from web_support import account, grant, noting, store_with_sample

NAME = "Second Chances"
READERS = [Person("Dana"), Person("Ana"), Person("Vic")]


@pytest.fixture
def store(tmp_path: Path) -> str:
    """The sample campaign with Dana (GM), Ana (Gale's player), Vic (viewer), and at its end a private note and
    an invitation (hidden from the players and the viewer) between two public notes."""
    path = store_with_sample(tmp_path)
    ledger = Ledger(path)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Gale"]), ("Vic", "viewer", [])):
        account(ledger, name, "a table of five")
        grant(ledger, name, role, chars)
    ledger.group(NAME, "note", {"text": "before the secret"})
    ledger.group(NAME, "note", {"text": "the traitor is Rook", "private": True})
    ledger.group(NAME, "invite", {"role": "viewer"})
    ledger.group(NAME, "note", {"text": "after the secret"})
    ledger.close()
    return path


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Noted each time history rows are made from the start (``ledger.projections.rows.row_maker`` called)."""
    from ledger.projections import rows as rows_module

    return noting(monkeypatch, rows_module, "row_maker")


def texts(rows: Any) -> list[Any]:
    """Each row's action number and its events' note texts."""
    return [(r["action"], [(e.get("detail") or {}).get("text") for e in r["events"]]) for r in rows]


@pytest.mark.parametrize("last", [1, 2, 3, 5, 40])
def test_the_last_rows_of_a_reader_are_the_last_of_what_they_may_see(store: str, last: int) -> None:
    ledger = Ledger(store, warm=True)
    for who in READERS:
        whole = list(ledger.history(NAME, HistoryQuery(), "en", table=False, by=who).rows)
        tail = list(ledger.history(NAME, HistoryQuery(last=last), "en", table=False, by=who).rows)
        assert texts(tail) == texts(whole[-last:]) and tail == whole[-last:], who
        shown = [t for _, ts in texts(tail) for t in ts]
        assert ("the traitor is Rook" in shown) == (who.name == "Dana" and last >= 3), who
    player = texts(ledger.history(NAME, HistoryQuery(last=2), "en", table=False, by=READERS[1]).rows)
    assert [ts for _, ts in player] == [["before the secret"], ["after the secret"]]
    ledger.close()


def test_a_kept_arc_follows_new_actions_and_corrections(store: str) -> None:
    warm = Ledger(store, warm=True)
    cold = Ledger(store)
    warm.group(NAME, "note", {"text": "Rook", "private": True})       # names Rook: counted in Rook's arc, for the GM
    for who in READERS:
        for character in ("Gale", "Rook"):
            assert warm.arc(NAME, character, "en", by=who) == cold.arc(NAME, character, "en", by=who), who
    told = {who.name: warm.arc(NAME, "Rook", "en", by=who)["sessions"][-1]["events"] for who in READERS}
    assert told["Dana"].get("NoteRecorded", 0) == told["Ana"].get("NoteRecorded", 0) + 1 == told["Vic"].get(
        "NoteRecorded", 0) + 1                                     # the private note naming Rook: the GM's only
    warm.group(NAME, "note", {"text": "Rook", "private": True})       # carried on (no correction since)
    for who in READERS:
        assert warm.arc(NAME, "Rook", "en", by=who) == cold.arc(NAME, "Rook", "en", by=who), who
    warm.act(NAME, "add-character", {"name": "Nova", "playbook": "beacon", "plus-one": "savior"})
    assert warm.arc(NAME, "Nova", "en", by=READERS[2]) == cold.arc(NAME, "Nova", "en", by=READERS[2])  # added since
    before = warm.arc(NAME, "Gale", "es", by=READERS[1])
    warm.act(NAME, "session start", {})
    warm.act(NAME, "scene start", {})
    warm.act(NAME, "mark", {"character": "Gale", "condition": "angry"})
    after = warm.arc(NAME, "Gale", "es", by=READERS[1])
    assert after == cold.arc(NAME, "Gale", "es", by=READERS[1])
    assert len(after["sessions"]) == len(before["sessions"]) + 1
    assert after["sessions"][-1]["values"] != before["sessions"][-1]["values"]
    last = warm.now(NAME).actions
    warm.correct(NAME, "undo", {"action": last})                 # a correction: folded again
    undone = warm.arc(NAME, "Gale", "es", by=READERS[1])
    assert undone == cold.arc(NAME, "Gale", "es", by=READERS[1])
    assert undone["sessions"][-1]["values"] != after["sessions"][-1]["values"]
    warm.close()
    cold.close()


def test_a_kept_arc_of_an_unknown_character_is_refused_before_any_fold(store: str) -> None:
    from rules.errors import RuleError

    warm = Ledger(store, warm=True)
    with pytest.raises(RuleError) as refused:
        warm.arc(NAME, "Nobody", "en", by=READERS[1])
    assert refused.value.field == "character" and "Gale" in refused.value.message
    assert not warm.kept_arcs
    warm.close()


def test_kept_whys_follow_new_actions_and_corrections_without_reading_the_record_again(
        store: str, monkeypatch: Any) -> None:
    import ledger.service.kept_arcs as kept_arcs

    read: list[str] = []
    whole = kept_arcs._all_events
    monkeypatch.setattr(kept_arcs, "_all_events", lambda ledger, name: read.append(name) or whole(ledger, name))
    warm, cold = Ledger(store, warm=True), Ledger(store)
    fields = ["Conditions", "danger", "Potential"]

    def same() -> None:
        for who in READERS:
            assert warm.whys(NAME, "Gale", fields, by=who) == cold.whys(NAME, "Gale", fields, by=who), who
            assert warm.why(NAME, "Gale", "danger", by=who) == cold.why(NAME, "Gale", "danger", by=who), who

    same()
    assert read == [NAME]                                          # every field folded in one read of the record
    assert warm.why(NAME, "Gale", "conditions", by=READERS[1]) == cold.why(NAME, "Gale", "conditions")
    assert read == [NAME, NAME]                                    # a field not kept yet: one more read
    for cmd, args in (("session start", {}), ("scene start", {}), ("mark", {"character": "Gale", "condition": "angry"}),
                      ("shift", {"character": "Gale", "up": "danger", "down": "savior"})):
        warm.act(NAME, cmd, args, reason=f"{cmd} now")
    same()
    rows = warm.why(NAME, "Gale", "Conditions", by=READERS[2])
    assert rows[-1]["command"] == "mark" and rows[-1]["reason"] == "mark now" and rows[-1]["path"][-1] == "angry"
    warm.correct(NAME, "undo", {"action": warm.now(NAME).actions - 1})   # the mark undone: carried on too
    same()
    marked = [r for r in warm.why(NAME, "Gale", "Conditions", by=READERS[0]) if r["reason"] == "mark now"]
    assert [r["undone_by"] for r in marked] == [warm.now(NAME).actions]
    assert read == [NAME, NAME]                                    # nothing read from the start again
    warm.close()
    cold.close()


@pytest.mark.parametrize("filters", [{}, {"session": 2}, {"kind": "mark"}], ids=["all", "session", "kind"])
def test_a_readers_history_of_a_character_is_kept_and_carried_on(store: str, made: list[int],
                                                                 filters: dict[str, Any]) -> None:
    import ledger.service.kept_history as kept_history

    warm, cold = Ledger(store, warm=True), Ledger(store)

    def same(query: HistoryQuery) -> list[Any]:
        for who in READERS:
            for asked in (query, HistoryQuery(character="Gale", last=2, **filters)):   # the kept rows' last two too
                kept = list(warm.history(NAME, asked, "en", table=False, by=who).rows)
                assert kept == list(cold.history(NAME, asked, "en", table=False, by=who).rows), who
                assert len(kept) <= asked.last
            kept = list(warm.history(NAME, query, "en", table=False, by=who).rows)
        return kept

    for cmd, args in (("session start", {}), ("scene start", {}), ("mark", {"character": "Gale", "condition": "angry"})):
        warm.act(NAME, cmd, args)
    query = HistoryQuery(character="Gale", last=51, **filters)
    first = same(query)
    assert len(made) == 1 and first and all(r["action"] > 0 for r in first)      # Masks seals nothing: once for all
    warm.act(NAME, "mark", {"character": "Gale", "condition": "afraid"}, reason="the fall")
    warm.act(NAME, "mark", {"character": "Rook", "condition": "afraid"})           # not Gale's: not among her rows
    carried = same(query)
    assert len(made) == 1                                          # carried on: no row made again from the start
    assert carried[-1]["reason"] == "the fall" and carried[-1]["command"] == "mark"
    warm.correct(NAME, "undo", {"action": carried[-1]["action"]})
    undone = same(query)
    assert len(made) == 2                                          # a correction: made again
    assert undone[-1]["command"] == ("mark" if "kind" in filters else "undo")
    with pytest.raises(Exception) as refused:
        list(warm.history(NAME, HistoryQuery(character="Gale", session=99), "en", table=False, by=READERS[1]).rows)
    assert getattr(refused.value, "field", None) == "session"
    warm.close()
    cold.close()


def test_a_sealed_script_in_a_kept_history_stays_sealed_until_its_reveal(tmp_path: Path) -> None:
    from test_mouseguard_table import conflict_ready

    store = str(tmp_path / "mg.sqlite")
    warm, cold = Ledger(store, warm=True), Ledger(store)
    conflict_ready(warm)
    readers = [Person("Dana"), Person("Ana"), Person("Bo"), Person("Vic")]
    for who, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Brand"]), ("Bo", "player", ["Rogard"]),
                             ("Vic", "viewer", [])):
        account(warm, who, "a table of five")
        grant(warm, who, role, chars)
    query = HistoryQuery(character="Brand", last=20)

    def same() -> dict[str, str]:
        told = {}
        for who in readers:
            rows = list(warm.history("Darkwater", query, "en", table=False, by=who).rows)
            assert rows == list(cold.history("Darkwater", query, "en", table=False, by=who).rows), who.name
            told[who.name] = repr(rows)
        return told

    same()
    warm.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}, actor="Brand")
    sealed = same()                                                 # carried on: Brand's script sealed but to his side
    assert "feint" in sealed["Ana"] and "feint" not in sealed["Bo"] and "feint" not in sealed["Vic"]
    warm.act(None, "conflict script", {"side": "Bandit", "actions": ["maneuver"] * 3})
    warm.act(None, "conflict reveal", {})                           # the reveal: every reader's rows made again
    assert all("Attack (Brand)" in text for text in same().values())
    warm.close()
    cold.close()


@pytest.fixture
def indexed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Noted each time a server's index of actions is made from the start (``ledger.service.paged_history``)."""
    import ledger.service.paged_history as paged

    return noting(monkeypatch, paged, "ActionIndex")


@pytest.mark.parametrize("filters", [{"session": 2}, {"kind": "mark"}, {"actor": "Gale"}, {"kind": "note", "last": 2}],
                         ids=["session", "kind", "actor", "kind-last"])
def test_a_readers_filtered_history_without_a_character_reads_the_index(store: str, indexed: list[int],
                                                                        filters: dict[str, Any]) -> None:
    warm, cold = Ledger(store, warm=True), Ledger(store)
    query = HistoryQuery(**filters)

    def same() -> dict[str, list[Any]]:
        told = {}
        for who in READERS:
            rows = list(warm.history(NAME, query, "en", table=True, by=who).rows)
            assert rows == list(cold.history(NAME, query, "en", table=True, by=who).rows), who
            told[who.name] = rows
        return told

    for cmd, args in (("session start", {}), ("scene start", {}), ("mark", {"character": "Gale", "condition": "angry"})):
        warm.act(NAME, cmd, args)
    first = same()
    assert len(indexed) == 1 and first["Dana"]                     # indexed once for every reader, then filtered
    notes = [t for _, ts in texts(first["Dana"]) for t in ts if t]
    assert ("the traitor is Rook" in notes) == ("note" == filters.get("kind") )
    assert all("the traitor is Rook" not in str(rows) for who, rows in first.items() if who != "Dana")
    warm.act(NAME, "mark", {"character": "Rook", "condition": "afraid"}, reason="the fall")
    warm.group(NAME, "note", {"text": "later"})
    carried = same()
    assert len(indexed) == 1                                       # carried on: not indexed again from the start
    if filters.get("session") == 2 or filters.get("kind") == "mark":
        assert [r["reason"] for r in carried["Ana"] if r["command"] == "mark"][-1] == "the fall"
    warm.correct(NAME, "undo", {"action": warm.now(NAME).actions})
    same()
    assert len(indexed) == 2                                       # a correction: indexed again
    with pytest.raises(Exception) as refused:
        list(warm.history(NAME, HistoryQuery(session=99), "en", table=True, by=READERS[1]).rows)
    assert getattr(refused.value, "field", None) == "session"
    warm.close()
    cold.close()


def test_a_filtered_history_keeps_no_whole_copy_and_a_bounded_page_per_view(store: str, indexed: list[int],
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.service.paged_history as paged

    monkeypatch.setattr(paged, "ROWS", 5)
    warm, cold = Ledger(store, warm=True), Ledger(store)
    langs = list(warm.system(NAME).languages)
    asked = [(lang, table) for lang in langs for table in (True, False)]
    assert len(asked) > 2
    for lang, table in asked + asked[:1]:
        rows = list(warm.history(NAME, HistoryQuery(session=1), lang, table=table, by=READERS[1]).rows)
        assert len(rows) > 5 and rows == list(cold.history(NAME, HistoryQuery(session=1), lang, table=table,
                                                           by=READERS[1]).rows)
    assert not warm.kept_history and list(warm.kept_index) == [NAME] and len(indexed) == 1   # one index for all
    assert len(warm.kept_pages) == min(len(asked), paged.PAGES)
    assert all(len(kept.rows) == 5 for kept in warm.kept_pages.values())    # the rows made last, no more
    warm.close()
    cold.close()
