"""The first reads after a server starts again, on a big Mouse Guard campaign: the pips of a PC (the whys of every
rated value at once, as My character asks them), ``why`` of one value, and a player's filtered history (by kind,
by session: no ``character``), each the first asked of a new warm ``Ledger`` (what ``ledger serve`` opens) with
nothing kept on disk (cold before: what a server without kept whys always paid), then with what the server before
kept on disk (cold after), then asked again (warm), each also as a ratio to the raw read of every event; against the
raw baselines bench_pages.py and bench_history.py use: the API's sheet read of the same PC (a read that walks no record) and sqlite3 + orjson of every stored event.

Usage::

    python bench/bench_restart.py [--events 100000] [--store PATH]

The store is bench_pages.py's Mouse Guard campaign (the sample played on with seeded tests to about ``--events``
events), built at ``--store`` when missing (a file in the temp folder by default). Each server is warmed as
``ledger serve`` warms it (``Ledger.load_kept``, not timed) and timed in this process. Only measures and prints;
tests never assert times.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "bench", ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))


def timed(fn: Any) -> tuple[float, Any]:
    """(seconds, result) of one call of ``fn``."""
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def raw_read(path: Path, cid: str) -> float:
    """Seconds to select the campaign's stored events in order and ``orjson.loads`` each (bench_history's raw)."""
    import orjson

    t0 = time.perf_counter()
    con = sqlite3.connect(path)
    for (state,) in con.execute("SELECT state FROM stored_events WHERE originator_id = ? ORDER BY originator_version",
                                (cid,)):
        orjson.loads(state)
    con.close()
    return time.perf_counter() - t0


def reads(path: Path, name: str, pc: str) -> dict[str, Any]:
    """What is timed, each a callable over a warm ``Ledger``: label -> fn(ledger)."""
    from ledger.service.history import HistoryQuery
    from ledger.service.people import Person

    player = Person("Ana")

    def pips(ledger: Any) -> Any:
        system = ledger.system(name)
        fields = [t["field"] for t in system.views.pips(ledger.now(name).state, pc, "en") if t["rating"]]
        return ledger.whys(name, pc, fields, by=Person("Dana"))

    def why(ledger: Any) -> Any:
        return ledger.why(name, pc, "abilities.will", by=Person("Dana"))

    def history(query: HistoryQuery) -> Any:
        return lambda ledger: list(ledger.history(name, query, "en", table=True, by=player).rows)

    return {"why abilities.will": why, "pips (every rated value)": pips,
            "player history kind=test last 50": history(HistoryQuery(kind="test", last=50)),
            "player history session=1": history(HistoryQuery(session=1))}


def server(path: Path) -> Any:
    """A warm ``Ledger`` over ``path``, its campaigns loaded as ``ledger serve`` loads them (not timed)."""
    from ledger.service import Ledger

    ledger = Ledger(path, warm=True)
    ledger.load_kept()
    return ledger


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--store", type=Path, default=None)
    a = ap.parse_args()
    path = a.store or Path(tempfile.gettempdir()) / f"ledger-restart-{a.events}.sqlite"
    from bench_pages import MOUSE, MOUSE_GUARD, build_mouse_guard, people

    from ledger.aggregates.stored import campaign_key
    from ledger.service import Ledger
    from ledger.store.application import LedgerApp

    if not path.exists():
        LedgerApp(path, create=True).close()
    build_mouse_guard(path, a.events)
    setup = Ledger(path)
    people(setup, MOUSE_GUARD, MOUSE)
    setup.close()
    cache = Path(tempfile.mkdtemp(prefix="bench-restart-cache-"))
    os.environ["LEDGER_CACHE"] = str(cache)
    todo = reads(path, MOUSE_GUARD, MOUSE)
    first = server(path)
    print(f"store {path}: {first.now(MOUSE_GUARD).version:,} events of {MOUSE_GUARD!r}; PC {MOUSE}")
    before = {label: timed(lambda: fn(first)) for label, fn in todo.items()}       # nothing on disk
    first.close()                                                                  # kept on disk as it stops
    again = server(path)
    after = {label: timed(lambda: fn(again)) for label, fn in todo.items()}        # from what the one before kept
    warm = {label: min(timed(lambda: fn(again))[0] for _ in range(3)) for label, fn in todo.items()}
    system = again.system(MOUSE_GUARD)
    sheet = min(timed(lambda: system.views.sheet(again.now(MOUSE_GUARD).state, MOUSE, "en"))[0] for _ in range(5))
    raw = min(raw_read(path, campaign_key(MOUSE_GUARD)) for _ in range(3))
    again.close()
    for label in todo:
        assert before[label][1] == after[label][1], label             # the same answer from the disk
        print(f"{label:34s} cold before {before[label][0] * 1000:9.1f} ms   cold after {after[label][0] * 1000:8.1f} ms"
              f"   warm {warm[label] * 1000:7.1f} ms   (x raw: {before[label][0] / raw:.2f} / {after[label][0] / raw:.2f}"
              f" / {warm[label] / raw:.4f})")
    print(f"{'baseline: API sheet of ' + MOUSE:34s} {sheet * 1000:9.1f} ms   raw sqlite3 + orjson of every event "
          f"{raw * 1000:8.1f} ms")
    import resource

    print(f"peak resident memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB; kept on disk: "
          + ", ".join(f"{f.name.split('-')[0]} {f.stat().st_size / 1024:.0f} KiB" for f in sorted(cache.glob("*.json"))))


if __name__ == "__main__":
    main()
