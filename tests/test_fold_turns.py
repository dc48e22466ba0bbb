"""A server's first reads while its fold ahead is still under way give what the finished fold gives, and the folds of
a whole record take turns: the fold ahead steps aside while a request folds, the cyclic collector paused meanwhile
(README "The web table": a character's page right after a start on a 100,000-event campaign;
``ledger.service.fold_turns``)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import ledger.service.fold_turns as fold_turns
import ledger.service.kept_arcs as kept_arcs
from conftest import ROOT
from ledger.service import Ledger
from ledger.service.people import Person
from web_support import account, grant, store_with_sample

#: Events a halted fold ahead reads before it stops (both samples hold more).
HALF = 20
#: Seconds a test waits for another thread at most (a safety net: no assert reads a clock).
PATIENCE = 60


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own (nothing kept on disk from elsewhere)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("LEDGER_CACHE", str(folder))
    return folder


def _halted(monkeypatch: pytest.MonkeyPatch, which: int) -> tuple[threading.Event, threading.Event]:
    """Make the ``which``-th read of a whole record by the fold ahead (0: the first campaign's arcs, 1: its pips'
    whys) stop after ``HALF`` events until let go; returns (set once it stopped, set to let it go on)."""
    halfway, go = threading.Event(), threading.Event()
    whole, reads = kept_arcs._all_events, []

    def read(ledger: Any, name: str) -> Any:
        events = whole(ledger, name)
        if not fold_turns.in_ahead():
            return events
        reads.append(name)
        if len(reads) - 1 != which:
            return events

        def halting() -> Iterator[Any]:
            for i, ev in enumerate(events):
                if i == HALF:
                    halfway.set()
                    go.wait(PATIENCE)
                yield ev
        return halting()

    monkeypatch.setattr(kept_arcs, "_all_events", read)
    return halfway, go


def _ahead(ledger: Ledger) -> threading.Thread:
    """``ledger.fold_ahead()`` started in a thread of its own, as a server starts it."""
    thread = threading.Thread(target=ledger.fold_ahead, daemon=True)
    thread.start()
    return thread


def test_the_pips_read_while_the_fold_ahead_is_half_way_equal_the_finished_folds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    warm = Ledger(tmp_path / "mg.sqlite", warm=True)
    camp, _ = warm.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    account(warm, "Dana", "a table of five")
    grant(warm, "Dana", "gm")
    cold = Ledger(tmp_path / "mg.sqlite")
    system, state = warm.system(camp.name), warm.now(camp.name).state
    character = next(iter(state["characters"]))
    fields = [t["field"] for t in system.views.pips(state, character, "en") if t["rating"]]
    halfway, go = _halted(monkeypatch, 1)                         # the whys' read, after the arcs
    thread = _ahead(warm)
    assert halfway.wait(PATIENCE)
    first = warm.whys(camp.name, character, fields, by=Person("Dana"))      # folded by the request meanwhile
    first_arc = warm.arc(camp.name, character, "en", by=Person("Dana"))
    go.set()
    thread.join(PATIENCE)
    assert not thread.is_alive() and fold_turns.asking() == 0
    expected = cold.whys(camp.name, character, fields)
    assert fields and any(expected.values()) and first == expected
    assert first_arc == cold.arc(camp.name, character, "en")
    for other in state["characters"]:                              # the fold ahead's folds, added after the request's
        theirs = [t["field"] for t in system.views.pips(state, other, "en") if t["rating"]]
        assert warm.whys(camp.name, other, theirs, by=Person("Dana")) == cold.whys(camp.name, other, theirs)
    assert warm.why(camp.name, character, fields[0], by=Person("Dana")) == cold.why(camp.name, character, fields[0])
    warm.close()
    cold.close()


def test_an_arc_asked_while_the_fold_ahead_is_half_way_equals_the_finished_fold(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = "Second Chances"
    store = store_with_sample(tmp_path)
    warm, cold = Ledger(store, warm=True), Ledger(store)
    account(warm, "Dana", "a table of five")
    grant(warm, "Dana", "gm")
    halfway, go = _halted(monkeypatch, 0)                         # the arcs' read
    thread = _ahead(warm)
    assert halfway.wait(PATIENCE)
    answers: dict[str, Any] = {}
    reader = threading.Thread(target=lambda: answers.update(
        first=warm.arc(name, "Gale", "en", by=Person("Dana"))), daemon=True)
    reader.start()                                                # waits for the fold under way, or folds its own
    go.set()
    for t in (thread, reader):
        t.join(PATIENCE)
        assert not t.is_alive()
    expected = cold.arc(name, "Gale", "en")
    assert len(expected["sessions"]) > 1 and answers["first"] == expected
    assert warm.arc(name, "Gale", "en", by=Person("Dana")) == expected == warm.arc(name, "Gale", "en")
    assert warm.arc(name, "Rook", "en", by=Person("Dana")) == cold.arc(name, "Rook", "en")
    warm.close()
    cold.close()


class _Watched(threading.Condition):
    """A condition that tells (``waiting``) when a thread first waits on it."""

    def __init__(self) -> None:
        super().__init__()
        self.waiting = threading.Event()

    def wait(self, timeout: float | None = None) -> bool:
        self.waiting.set()
        return super().wait(timeout)


def test_the_fold_ahead_steps_aside_while_a_request_folds(monkeypatch: pytest.MonkeyPatch) -> None:
    watched = _Watched()
    monkeypatch.setattr(fold_turns, "_TURNS", watched)
    items, seen = list(range(6)), []

    def ahead() -> None:
        with fold_turns.ahead():
            seen.extend(fold_turns.paced(items, every=1))

    with fold_turns.whole_read():                                 # a request folding
        assert fold_turns.asking() == 1 and not gc.isenabled()
        thread = threading.Thread(target=ahead, daemon=True)
        thread.start()
        assert watched.waiting.wait(PATIENCE)                     # the fold ahead waits before its first event
        assert seen == []
    thread.join(PATIENCE)
    assert seen == items and fold_turns.asking() == 0 and gc.isenabled()
    with fold_turns.ahead():
        assert fold_turns.step_aside() == 0.0                      # no request folding: no wait


def test_the_collector_resumes_when_the_last_whole_read_ends() -> None:
    assert gc.isenabled()
    inner_done, outer_may_end = threading.Event(), threading.Event()

    def other() -> None:
        with fold_turns.ahead(), fold_turns.whole_read():
            inner_done.set()
            outer_may_end.wait(PATIENCE)

    thread = threading.Thread(target=other, daemon=True)
    with fold_turns.whole_read():
        thread.start()
        assert inner_done.wait(PATIENCE)
    assert not gc.isenabled() and fold_turns.asking() == 0      # the fold ahead's read still runs: still paused
    outer_may_end.set()
    thread.join(PATIENCE)
    assert gc.isenabled()


def test_whys_folded_together_equal_each_folded_alone(tmp_path: Path) -> None:
    from ledger.projections.review import WhyFold, feed_all, why

    cold = Ledger(tmp_path / "mg.sqlite")
    camp, _ = cold.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    system, state = cold.system(camp.name), cold.now(camp.name).state
    wanted = [(c, t["field"]) for c in state["characters"] for t in system.views.pips(state, c, "en") if t["rating"]]
    folds = [WhyFold(system, c, f) for c, f in wanted]
    events = list(cold.events(camp.name))
    for ev in events:
        feed_all(folds, ev)
    alone = [why(events, system, c, f) for c, f in wanted]
    assert len(wanted) > 10 and sum(map(len, alone)) > 0
    assert [fold.rows() for fold in folds] == alone
    cold.close()
