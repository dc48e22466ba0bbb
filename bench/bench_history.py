"""The history at scale: ``ledger history --json`` of a big campaign against raw sqlite3 + orjson, with memory.

Usage::

    python bench/bench_history.py --store /tmp/bench100k.sqlite [--repeat 3]

The store is one ``bench_rebuild.py`` built (its only campaign). Each measurement runs in a fresh process
(its peak resident memory, ``ru_maxrss``, is its own), best of ``--repeat``:

- ``ledger history --json`` written to /dev/null (bench/README.md (history at scale) goal: within 2x of raw): made afresh
  (``LEDGER_CACHE=off``), on the first read (made and kept, ``ledger/history_cache.py``) and from the
  kept rows;
- raw: ``sqlite3`` selecting the campaign's stored event rows in order and ``orjson.loads`` of each;
- ``ledger history --compact`` (the one-line view) and ``ledger history --last 50`` (the table), for scale;
- the same ``history --json`` (afresh and kept) on a copy of the store cut to the first half of the campaign's
  events (snapshots past the cut removed): memory that does not grow with the campaign shows as the same peak.

Only measures and prints; tests never assert times.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RAW = r"""
import resource, sqlite3, sys, time, orjson
store, cid = sys.argv[1], sys.argv[2]
start = time.perf_counter()
con = sqlite3.connect(store)
n = 0
for (state,) in con.execute("SELECT state FROM stored_events WHERE originator_id = ? ORDER BY originator_version", (cid,)):
    orjson.loads(state)
    n += 1
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

LEDGER = r"""
import os, resource, sys, time
sys.path.insert(0, sys.argv[1])
out = os.open(os.devnull, os.O_WRONLY)
os.dup2(out, 1)
start = time.perf_counter()
from ledger.cli import main
try:
    main(sys.argv[2:])
except SystemExit as exc:
    if exc.code not in (0, None):
        raise
sys.stderr.write(f"{time.perf_counter() - start} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}\n")
"""


def run(code: str, *args: str) -> tuple[float, float]:
    """(seconds, peak MiB) of one fresh process running ``code``."""
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"failed: {proc.stderr[-600:]}")
    text = proc.stdout if code is RAW else proc.stderr
    seconds, rss = text.strip().splitlines()[-1].split()
    return float(seconds), int(rss) / 1024


def best(repeat: int, code: str, *args: str) -> tuple[float, float]:
    """Best time and highest peak of ``repeat`` runs."""
    results = [run(code, *args) for _ in range(repeat)]
    return min(r[0] for r in results), max(r[1] for r in results)


def halve(store: Path, target: Path, cid: str) -> int:
    """Copy ``store`` to ``target`` keeping the first half of campaign ``cid``'s events; returns that many."""
    shutil.copyfile(store, target)
    con = sqlite3.connect(target)
    (top,) = con.execute("SELECT MAX(originator_version) FROM stored_events WHERE originator_id = ?", (cid,)).fetchone()
    half = top // 2
    con.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?", (cid, half))
    con.execute("DELETE FROM stored_snapshots WHERE originator_id = ? AND originator_version > ?", (cid, half))
    con.commit()
    con.close()
    return half


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate
    from rules.names import norm
    from uuid import NAMESPACE_URL, uuid5

    camp = current(locate(str(args.store)), None)
    if camp is None:
        raise SystemExit(f"{args.store}: not a ledger store with one campaign")
    cid = uuid5(NAMESPACE_URL, "campaign-ledger:campaign:" + norm(camp.name)).hex
    store = str(args.store)
    with tempfile.TemporaryDirectory() as tmp:
        kept = str(Path(tmp) / "cache")
        os.environ["LEDGER_CACHE"] = "off"
        results = {
            "history --json, made afresh (cache off)": best(1, LEDGER, str(ROOT), "history", "--json", "--store", store),
            "raw sqlite3 + orjson.loads": best(args.repeat, RAW, store, cid),
            "history --compact": best(1, LEDGER, str(ROOT), "history", "--compact", "--store", store),
            "history --last 50 (table)": best(args.repeat, LEDGER, str(ROOT), "history", "--last", "50", "--store", store),
        }
        os.environ["LEDGER_CACHE"] = kept
        results["history --json, first read (made and kept)"] = run(LEDGER, str(ROOT), "history", "--json", "--store", store)
        results["history --json, kept rows"] = best(args.repeat, LEDGER, str(ROOT), "history", "--json", "--store", store)
        cut = Path(tmp) / "half.sqlite"
        half = halve(args.store, cut, cid)
        os.environ["LEDGER_CACHE"] = "off"
        results[f"half ({half:,} events), made afresh"] = best(1, LEDGER, str(ROOT), "history", "--json", "--store", str(cut))
        os.environ["LEDGER_CACHE"] = kept
        run(LEDGER, str(ROOT), "history", "--json", "--store", str(cut))
        results[f"half ({half:,} events), kept rows"] = best(args.repeat, LEDGER, str(ROOT), "history", "--json", "--store", str(cut))
    print(f"campaign {camp.name!r}: {camp.version:,} events, {camp.actions:,} actions")
    print(f"{'measurement':<48}{'best ms':>10}{'peak MiB':>10}")
    for label, (seconds, rss) in results.items():
        print(f"{label:<48}{seconds * 1000:>10,.0f}{rss:>10,.0f}")
    raw = results["raw sqlite3 + orjson.loads"][0]
    for how in ("kept rows", "made afresh"):
        whole = results["history --json, kept rows" if how == "kept rows" else "history --json, made afresh (cache off)"]
        part = results[f"half ({half:,} events), {how}"]
        print(f"history --json, {how}: {whole[0] / raw:.2f}x raw (goal <= 2); peak whole vs half: "
              f"{whole[1]:,.0f} vs {part[1]:,.0f} MiB")


if __name__ == "__main__":
    main()
