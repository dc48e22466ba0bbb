"""Memory against the campaign's size: the peak resident memory of each command at 20k and 100k events.

Usage::

    nice -n 5 python bench/bench_memory.py --store /tmp/bench100k.sqlite [--build] [--small 20000] [--only LABEL]

The store is one ``bench_rebuild.py`` built (its only campaign; ``--build`` makes it here with the same
generator, ``bench_rebuild.Builder``, when the file is missing). A copy cut to its first ``--small`` events (the
snapshots past the cut removed) is the small campaign. Each command runs once per store in a fresh process (its
peak resident memory, ``ru_maxrss``, is its own; output to /dev/null, files to a temporary folder), with the
history cache off (``LEDGER_CACHE=off``); the replay's script is the campaign's own export (``export --format
script``, made beforehand and not measured), replayed into a new store in the temporary folder. Printed: each
command's peak MiB at both sizes and the ratio big/small (the goal: memory flat in the campaign's size, the same
within 20 %, i.e. a ratio at most 1.20), and a raw baseline (``sqlite3`` + ``orjson.loads`` of each row, streamed) in the same run. Only measures and prints; tests
never assert it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RAW = r"""
import resource, sqlite3, sys, orjson
con = sqlite3.connect(sys.argv[1])
for (state,) in con.execute("SELECT state FROM stored_events WHERE originator_id = ? ORDER BY originator_version",
                            (sys.argv[2],)):
    orjson.loads(state)
sys.stderr.write(f"0 {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\n")
"""

from bench_history import LEDGER  # noqa: E402 - the same in-process CLI run with its peak RSS, in one place


def run(code: str, *args: str) -> tuple[float, float]:
    """(seconds, peak MiB) of one fresh process running ``code``."""
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, "LEDGER_CACHE": "off"})
    if proc.returncode != 0:
        return float("nan"), float("nan")
    seconds, rss = proc.stderr.strip().splitlines()[-1].split()
    return float(seconds), int(rss) / 1024


def cut(store: Path, target: Path, cid: str, keep: int) -> int:
    """Copy ``store`` to ``target`` keeping campaign ``cid``'s first ``keep`` events; returns how many it holds."""
    shutil.copyfile(store, target)
    con = sqlite3.connect(target)
    con.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?", (cid, keep))
    con.execute("DELETE FROM stored_snapshots WHERE originator_id = ? AND originator_version > ?", (cid, keep))
    con.commit()
    (held,) = con.execute("SELECT count(*) FROM stored_events WHERE originator_id = ?", (cid,)).fetchone()
    con.execute("VACUUM")
    con.close()
    return int(held)


def build(store: Path, events: int) -> None:
    """Make a Masks store of about ``events`` events with ``bench_rebuild.Builder`` (seed 2026)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_rebuild import Builder

    from ledger.store.application import LedgerApp

    started = time.perf_counter()
    builder = Builder(LedgerApp(store, create=True), events, 2026, 2000)
    builder.run()
    builder.app.close()
    print(f"built {builder.camp.version:,} events in {time.perf_counter() - started:.0f} s")


def first_roll(store: Path, name: str) -> int:
    """The number of the campaign's first ``roll`` action (what the amend measured corrects)."""
    from ledger.store.application import LedgerApp

    app = LedgerApp(store)
    return next(ev.action_id for ev in app.campaign_events(name) if getattr(ev, "action", None) == "roll")


def commands(store: str, out: str, name: str, pc: str, roll: int) -> dict[str, list[str]]:
    """The commands measured, as argv after ``ledger``. The amend corrects the first roll's dice (every later action
    is decided again); the replay replays the campaign's own script (``export --format script``, made beforehand and
    not measured) into a new store."""
    where = ["--store", store, "--campaign", name]
    return {
        f"amend {roll} --dice 6,6 --dry-run": ["amend", str(roll), "--dice", "6,6", "--dry-run", *where],
        "replay (the campaign's script)": ["replay", f"{out}.script.yaml", "--store", f"{out}.replayed.sqlite"],
        "history --json (reference)": ["history", "--json", *where],
        "sheet PC (reference: the campaign loaded)": ["sheet", pc, "--json", *where],
        "chronicle (md)": ["chronicle", "--format", "md", "--out", f"{out}.md", "--force", *where],
        "export --format script": ["export", "--format", "script", "--out", f"{out}.yaml", "--force", *where],
        "export (jsonl)": ["export", "--out", f"{out}.jsonl", "--force", *where],
        "arc PC": ["arc", pc, *where],
        "why PC labels": ["why", pc, "labels", *where],
        "verify": ["verify", *where],
    }


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--build", action="store_true", help="make the store (100,000 events) when it is missing")
    parser.add_argument("--events", type=int, default=100_000, help="--build: about how many events (default 100000)")
    parser.add_argument("--small", type=int, default=20_000, help="events of the small campaign (default 20000)")
    parser.add_argument("--only", action="append", default=[], help="measure only commands whose label holds this")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    if not args.store.exists():
        if not args.build:
            raise SystemExit(f"{args.store}: no store (give --build to make one)")
        build(args.store, args.events)
    from ledger.aggregates.stored import campaign_key
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    camp = current(locate(str(args.store)), None)
    if camp is None:
        raise SystemExit(f"{args.store}: not a ledger store with one campaign")
    cid = campaign_key(camp.name)
    pc = sorted(n for n, c in camp.state["characters"].items() if c.get("kind", "pc") == "pc")[0]
    with tempfile.TemporaryDirectory() as tmp:
        small = Path(tmp) / "small.sqlite"
        held = cut(args.store, small, cid, args.small)
        sizes = {f"{camp.version:,}": str(args.store), f"{held:,}": str(small)}
        rows: dict[str, dict[str, tuple[float, float]]] = {}
        roll = first_roll(args.store, camp.name)
        for size, store in sizes.items():
            rows.setdefault("raw sqlite3 + orjson.loads (streamed)", {})[size] = run(RAW, store, cid)
            out = str(Path(tmp) / f"out-{size.replace(',', '')}")
            for label, argv in commands(store, out, camp.name, pc, roll).items():
                if args.only and not any(o in label for o in args.only):
                    continue
                if argv[0] == "replay":         # its script, made beforehand (not measured)
                    subprocess.run([sys.executable, "-c", LEDGER, str(ROOT), "export", "--format", "script", "--out",
                                    argv[1], "--store", store], capture_output=True, cwd=ROOT, check=True)
                rows.setdefault(label, {})[size] = run(LEDGER, str(ROOT), *argv)
    big, little = list(sizes)
    print(f"campaign {camp.name!r}: {big} events (big) and its first {little} (small); peak resident MiB, one fresh "
          "process each")
    print(f"{'command':<40}{'small MiB':>11}{'big MiB':>10}{'big/small':>11}{'big s':>8}  goal <= 1.20")
    for label, by in rows.items():
        (_, m_big), (seconds, m_small) = by[big], by[little]
        ratio = m_big / m_small if m_small == m_small and m_small else float("nan")
        print(f"{label:<40}{m_small:>11,.0f}{m_big:>10,.0f}{ratio:>11.2f}{by[big][0]:>8.1f}  "
              f"{'ok' if ratio <= 1.20 else 'GROWS'}")


if __name__ == "__main__":
    main()
