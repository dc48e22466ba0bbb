"""A server's first visit to a character finds its folds made: ``Ledger.fold_ahead`` folds the arcs (and a system's
pips whys) before anyone asks, and the kept arcs are kept on disk beside the history's kept rows, so a server started
again carries them on instead of folding the whole record (README "The web table", "Using the ledger":
``LEDGER_CACHE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, TEST_STORE
from ledger.service import Ledger
from ledger.service.people import Person
from web_support import account, grant, store_with_sample

NAME = "Second Chances"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("LEDGER_CACHE", str(folder))
    return folder


def _no_fold(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Make every fold of the whole record noted (campaign names, in order)."""
    import ledger.service.kept_arcs as kept_arcs

    folded: list[str] = []
    whole = kept_arcs._folded
    monkeypatch.setattr(kept_arcs, "_folded", lambda ledger, name, *a: folded.append(name) or whole(ledger, name, *a))
    return folded


def test_fold_ahead_makes_the_first_visit_find_the_arcs_kept(tmp_path: Path, cache: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    folded = _no_fold(monkeypatch)
    store = store_with_sample(tmp_path)
    warm, cold = Ledger(store, warm=True), Ledger(store)
    account(warm, "Dana", "a table of five")
    grant(warm, "Dana", "gm")
    assert warm.fold_ahead() == 1 and folded == [NAME]
    for character in ("Gale", "Rook"):
        assert warm.arc(NAME, character, "en", by=Person("Dana")) == cold.arc(NAME, character, "en")
    assert folded == [NAME]                                         # the visits folded nothing more
    warm.close()
    cold.close()


@pytest.mark.skipif(TEST_STORE == "postgres", reason="arcs are kept on disk for a SQLite store only")
def test_a_server_started_again_carries_the_arcs_on_from_the_disk(tmp_path: Path, cache: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    folded = _no_fold(monkeypatch)
    store = store_with_sample(tmp_path)
    first = Ledger(store, warm=True)
    first.fold_ahead()
    first.close()                                                   # the arcs kept on disk as it stops
    assert len(list(cache.glob("arcs-*.json"))) == 1 and folded == [NAME]
    writer = Ledger(store)
    for cmd, args in (("session start", {}), ("scene start", {}), ("mark", {"character": "Gale", "condition": "angry"})):
        writer.act(NAME, cmd, args)                                 # recorded while no server runs
    again = Ledger(store, warm=True)
    assert again.arc(NAME, "Gale", "en") == writer.arc(NAME, "Gale", "en")
    assert again.arc(NAME, "Gale", "en")["sessions"][-1]["session"] == 2   # session 2 begun since: carried on
    assert folded == [NAME]                                         # carried on from the disk: no fold again
    writer.correct(NAME, "undo", {"action": writer.now(NAME).actions})
    assert again.arc(NAME, "Gale", "en") == writer.arc(NAME, "Gale", "en") and folded == [NAME, NAME]
    again.close()
    writer.close()
    other = tmp_path / "other"
    other.mkdir()
    replaced = store_with_sample(other)                             # another store at the same path: not its arcs
    moved = Ledger(replaced)
    moved.act(NAME, "session start", {})
    moved.close()
    Path(replaced).replace(store)
    fresh, reader = Ledger(store, warm=True), Ledger(store)
    assert fresh.arc(NAME, "Gale", "en") == reader.arc(NAME, "Gale", "en") and folded == [NAME, NAME, NAME]
    fresh.close()
    reader.close()


def test_fold_ahead_folds_the_pips_whys_of_every_character(tmp_path: Path, cache: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.service.kept_arcs as kept_arcs

    warm = Ledger(tmp_path / "mg.sqlite", warm=True)
    camp, _ = warm.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    account(warm, "Dana", "a table of five")
    grant(warm, "Dana", "gm")
    read: list[str] = []
    whole = kept_arcs._all_events
    monkeypatch.setattr(kept_arcs, "_all_events", lambda ledger, name: read.append(name) or whole(ledger, name))
    assert warm.fold_ahead() == 1
    reads = len(read)                                               # the arcs' fold and the whys' fold
    system, state = warm.system(camp.name), warm.now(camp.name).state
    cold = Ledger(tmp_path / "mg.sqlite")
    for character in state["characters"]:
        fields = [t["field"] for t in system.views.pips(state, character, "es") if t["rating"]]
        assert fields and warm.whys(camp.name, character, fields, by=Person("Dana")) == cold.whys(
            camp.name, character, fields)
    assert len(read) == reads == 2                                  # every character's pips found kept
    warm.close()
    cold.close()
