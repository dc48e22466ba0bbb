"""A server's kept whys are kept on disk (``ledger.service.whys_on_disk``), so that a server started again answers
the pips and ``why`` from there instead of folding the whole record: the same answers as before the restart and as
a one-off read, new actions carried on, a kept file let go at a correction, a damaged file never trusted but folded
again and written anew; and the background fold warms the arcs of every language they were read in (README "The web
table", "Correcting mistakes and reviewing the past", "Using the ledger": ``LEDGER_CACHE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import TEST_STORE
from ledger.service import Ledger
from ledger.service.people import Person
from web_support import account, grant, noting, store_with_sample

pytestmark = pytest.mark.skipif(TEST_STORE == "postgres", reason="whys are kept on disk for a SQLite store only")

NAME = "Second Chances"
FIELDS = ["Conditions", "danger", "Potential"]
READERS = [Person.OWNER, Person("Dana"), Person("Ana")]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("LEDGER_CACHE", str(folder))
    return folder


@pytest.fixture
def store(tmp_path: Path, cache: Path) -> str:
    """The sample campaign with Dana (GM) and Ana (Gale's player), and a private note Ana may not see."""
    path = store_with_sample(tmp_path)
    ledger = Ledger(path)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Gale"])):
        account(ledger, name, "a table of five")
        grant(ledger, name, role, chars)
    ledger.group(NAME, "note", {"text": "the traitor is Rook", "private": True})
    ledger.close()
    return path


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every read of the whole record by a kept fold (campaign names, in order)."""
    import ledger.service.kept_arcs as kept_arcs

    return noting(monkeypatch, kept_arcs, "_all_events")


def answers(ledger: Ledger) -> list[Any]:
    """Gale's whys of ``FIELDS`` for each of ``READERS``."""
    return [ledger.whys(NAME, "Gale", FIELDS, by=who) for who in READERS]


def served(store: str) -> list[Any]:
    """A server's answers, the server then stopped (its whys kept on disk as it stops)."""
    warm = Ledger(store, warm=True)
    try:
        return answers(warm)
    finally:
        warm.close()


def test_a_why_after_a_restart_is_the_why_before_read_from_the_disk(store: str, cache: Path,
                                                                   reads: list[str]) -> None:
    before = served(store)
    assert reads == [NAME] and len(list(cache.glob("whys-*.json"))) == 1
    cold = Ledger(store)
    assert before == answers(cold)
    assert [len(a["Conditions"]) for a in before] and before[2] != [] and before[0]["danger"]
    writer = Ledger(store)
    for cmd, args in (("session start", {}), ("scene start", {}), ("mark", {"character": "Gale", "condition": "angry"})):
        writer.act(NAME, cmd, args, reason=f"{cmd} now")             # recorded while no server runs
    after = served(store)
    assert reads == [NAME]                                          # carried on from the disk: no fold again
    assert after == answers(cold) and after != before
    assert after[2]["Conditions"][-1]["reason"] == "mark now"
    writer.close()
    cold.close()


def test_a_correction_lets_the_kept_file_go(store: str, cache: Path, reads: list[str]) -> None:
    served(store)
    writer = Ledger(store)
    writer.act(NAME, "mark", {"character": "Gale", "condition": "angry"})
    writer.correct(NAME, "undo", {"action": writer.now(NAME).actions})
    after = served(store)
    assert reads == [NAME, NAME]                                    # folded again from the start
    assert after == answers(writer)
    last = [r for r in after[0]["Conditions"] if r["command"] == "mark"][-1]
    assert last["path"][-1] == "angry" and last["undone_by"] == writer.now(NAME).actions
    assert served(store) == after and reads == [NAME, NAME]         # the file written anew, then used
    writer.close()


@pytest.mark.parametrize("damage", ["flipped", "cut", "rewritten", "not json"])
def test_a_damaged_kept_file_is_never_trusted_but_made_again(store: str, cache: Path, reads: list[str],
                                                             damage: str) -> None:
    import orjson

    before = served(store)
    (kept,) = cache.glob("whys-*.json")
    data = kept.read_bytes()
    head, _, body = data.partition(b"\n")
    if damage == "flipped":                                         # one row's value changed, the digest left
        found = orjson.loads(body)
        found["folds"][0][2]["found"][0]["after"] = "forged"
        data = head + b"\n" + orjson.dumps(found)
    elif damage == "cut":
        data = data[: len(data) // 2]
    elif damage == "rewritten":                                     # whole and digested, but not a fold's shape
        body = orjson.dumps({"version": 1, "event": "x", "tags": [], "folds": [["Gale", "danger", {}]]})
        import hashlib

        data = orjson.dumps({"digest": hashlib.blake2b(body, digest_size=16).hexdigest()}) + b"\n" + body
    else:
        data = b"\x00garbage"
    kept.write_bytes(data)
    again = served(store)
    assert again == before and reads == [NAME, NAME]                # ignored: folded again, the same answers
    assert "forged" not in str(again)
    assert kept.read_bytes() != data                                # made again on disk
    assert served(store) == before and reads == [NAME, NAME]        # and trusted from then on


def test_fold_ahead_warms_the_arcs_of_every_language_read_and_the_whys_from_the_disk(
        tmp_path: Path, cache: Path, reads: list[str]) -> None:
    path = tmp_path / "mg.sqlite"
    first = Ledger(path, warm=True)
    from conftest import ROOT

    camp, _ = first.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    name = camp.name
    system = first.system(name)
    other = next(code for code in system.languages if code != system.lang(None))
    assert first.fold_ahead() == 1                                  # the default language's arcs, the whys
    arc_other = first.arc(name, "Rogard", other)                    # read in a second language
    first.close()
    count = len(reads)
    again = Ledger(path, warm=True)
    assert again.fold_ahead() == 1
    assert {lang for (_, lang) in again.kept_arcs} == {system.lang(None), other}
    assert len(reads) == count                                      # arcs and whys carried on from the disk
    assert again.arc(name, "Rogard", other) == arc_other
    state = again.now(name).state
    cold = Ledger(path)
    for lang in (system.lang(None), other):
        fields = [t["field"] for t in system.views.pips(state, "Rogard", lang) if t["rating"]]
        assert fields and again.whys(name, "Rogard", fields) == cold.whys(name, "Rogard", fields)
    assert len(reads) == count
    again.close()
    cold.close()
