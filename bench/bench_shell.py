"""Per-command time in one warm ``ledger play`` process on a big campaign, against a raw read baseline.

Usage::

    cp /tmp/bench100k-v2.sqlite /tmp/play-bench.sqlite        # the bench writes: never point it at your only copy
    python bench/bench_shell.py --store /tmp/play-bench.sqlite [--name "Bench Nights"] [--rounds 20] [--as Rook]

In one process it opens the shell's session (``ledger.cli.shell.shell.Shell``, the object ``ledger play`` runs) and
feeds it lines through ``Shell.run_line``, the function the prompt loop calls for each typed line (output
to /dev/null). It first times the shell's start (store opened, campaign loaded and kept warm) and the
first command, then ``--rounds`` rounds of one scene: ``scene start``, a roll with typed dice, its
resolve, a forward, ``scene end`` (actions, each written to the store) and ``status``, ``status --json``,
``sheet``, ``history --last 5``, ``moves`` (reads), plus the completion of a move and of the open roll's
picks (what Tab costs). In the same run, ``--rounds`` times, the raw baseline: ``sqlite3`` connect,
``SELECT`` the campaign's latest snapshot row and the event rows after it, ``orjson.loads`` of each
(the least any reader of the current state reads). It prints the median and the worst time of each
command in milliseconds, and the goal (README "At the table: ledger play"): every action and read under 50 ms.

Nothing is asserted: tests never assert wall-clock times (developers' guide).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any
from uuid import NAMESPACE_URL, uuid5

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_MS = 50.0


def raw_read(path: Path, name: str) -> int:
    """The raw baseline: the campaign's latest snapshot and its events after it, read with sqlite3 and
    decoded with orjson; returns how many rows it decoded."""
    import sqlite3

    import orjson

    from rules.names import norm

    cid = uuid5(NAMESPACE_URL, "campaign-ledger:campaign:" + norm(name)).hex
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        snap = con.execute("SELECT originator_version, state FROM stored_snapshots WHERE originator_id = ? "
                           "ORDER BY originator_version DESC LIMIT 1", (cid,)).fetchone()
        version = 0
        rows = 0
        if snap is not None:
            orjson.loads(snap[1])
            version, rows = snap[0], 1
        for (state,) in con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version > ? "
                                    "ORDER BY originator_version", (cid, version)):
            orjson.loads(state)
            rows += 1
        return rows
    finally:
        con.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, default=Path("/tmp/play-bench.sqlite"), help="a COPY of the big store (written to)")
    parser.add_argument("--name", default=None, help="the campaign (default: the store's only one)")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--as", dest="actor", default="Rook", help="the character who rolls (a PC of the campaign)")
    opts = parser.parse_args()
    if not opts.store.is_file():
        raise SystemExit(f"no store at {opts.store}; copy the 100,000-event store there first")

    from ledger.cli.shell.completer import LedgerCompleter
    from ledger.cli.shell.shell import Shell

    times: dict[str, list[float]] = {}

    def timed(label: str, work: Any) -> Any:
        start = time.perf_counter()
        result = work()
        times.setdefault(label, []).append((time.perf_counter() - start) * 1000)
        return result

    actor = opts.actor
    scene = [
        ("action", "scene start", "scene start --title 'bench scene'"),
        ("action", "roll", f"roll 'Directly Engage a Threat' --as {actor} --dice 4,5"),
        ("action", "resolve", "resolve --pick DE1 --pick DE3"),
        ("action", "forward", f"forward {actor} --amount 1 --reason bench"),
        ("action", "scene end", "scene end"),
        ("read", "status", "status"),
        ("read", "status --json", "status --json"),
        ("read", "sheet", f"sheet {actor}"),
        ("read", "history --last 5", "history --last 5"),
        ("read", "moves", "moves"),
    ]
    with open(os.devnull, "w") as sink:
        start = time.perf_counter()
        from ledger.cli import root

        shell = Shell(root(), str(opts.store), opts.name)
        with shell:
            opened = (time.perf_counter() - start) * 1000
            name = shell.campaign
            events = shell.session.app(str(opts.store)).campaign(name).version
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                first = time.perf_counter()
                code = shell.run_line(f"sheet {actor}")
                first_ms = (time.perf_counter() - first) * 1000
                if code != 0:
                    raise SystemExit(f"sheet {actor} refused: is {actor} a character of {name}?")
                completer = LedgerCompleter(shell.group)
                for _ in range(opts.rounds):
                    for kind, label, line in scene:
                        code = timed(f"{kind}: {label}", lambda: shell.run_line(line))
                        if code != 0:
                            sys.stderr.write(f"{line!r} was refused (exit {code}); the campaign's state does not take "
                                             "this scene (run on a fresh copy)\n")
                            raise SystemExit(2)
                        if label == "roll":
                            timed("complete: resolve --pick ", lambda: completer.candidates("resolve --pick "))
                    timed("complete: roll Dir", lambda: completer.candidates("roll Dir"))
                    timed("raw sqlite3 + orjson", lambda: raw_read(opts.store, name))
    print(f"campaign {name!r}: {events:,} events at the start; {opts.rounds} rounds; Python {sys.version.split()[0]}")
    print(f"shell start (store opened, campaign loaded): {opened:.1f} ms; first command (sheet): {first_ms:.1f} ms")
    print(f"{'command':32} {'median ms':>10} {'worst ms':>10} {'median - raw':>13}")
    raw = statistics.median(times["raw sqlite3 + orjson"])
    worst_median = 0.0
    for label, values in times.items():
        median = statistics.median(values)
        if label.startswith(("action", "read")):
            worst_median = max(worst_median, median)
        print(f"{label:32} {median:10.1f} {max(values):10.1f} {median - raw:+13.1f}")
    verdict = "met" if worst_median < GOAL_MS else "NOT met"
    print(f"goal: every action and read under {GOAL_MS:.0f} ms (median): {verdict} (slowest median {worst_median:.1f} ms)")


if __name__ == "__main__":
    main()
