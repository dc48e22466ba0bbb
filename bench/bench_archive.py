"""Export and import of a big campaign against raw sqlite3 + orjson, with peak memory, in one run.

Usage::

    python bench/bench_archive.py --store /tmp/bench100k.sqlite [--repeat 3]

The store is one ``bench_rebuild.py`` built (its only campaign). Each measurement runs in a fresh
process (so that its peak resident memory, ``ru_maxrss``, is its own), best of ``--repeat``:

- export: ``ledger export --out FILE`` (JSON Lines) against raw: ``sqlite3`` reading the same rows and
  ``orjson`` writing one line each;
- import: ``ledger import FILE`` into a new store against raw: ``executemany`` inserting the same rows
  into a new SQLite table.

It prints milliseconds, ratios (goal: at most 2x raw each way) and peak memory in MiB (for the ledger, the
larger of its own and its helper process's: ``ledger.archive.import_check`` checks a big file in a second process). Memory "flat in
the number of events" is shown by running the same on half the campaign (``--half``: the first half of
the events, exported by the raw path, then imported); compare the two peaks.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEDGER = shutil.which("ledger", path=str(Path(sys.executable).parent)) or "ledger"

RAW_EXPORT = r"""
import sqlite3, sys, orjson, resource, time
store, out, cid = sys.argv[1], sys.argv[2], sys.argv[3]
start = time.perf_counter()
con = sqlite3.connect(store)
with open(out, "wb") as fh:
    for version, topic, state in con.execute(
            "SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? ORDER BY originator_version", (cid,)):
        fh.write(orjson.dumps({"version": version, "topic": topic, "state": orjson.loads(state)}) + b"\n")
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

RAW_IMPORT = r"""
import sqlite3, sys, orjson, resource, time
src, store = sys.argv[1], sys.argv[2]
start = time.perf_counter()
con = sqlite3.connect(store)
con.execute("CREATE TABLE stored_events (originator_id TEXT, originator_version INTEGER, topic TEXT, state BLOB, "
            "PRIMARY KEY (originator_id, originator_version))")
def rows():
    with open(src, "rb") as fh:
        for line in fh:
            obj = orjson.loads(line)
            yield ("x" * 32, obj["version"], obj["topic"], orjson.dumps(obj["state"]))
con.executemany("INSERT INTO stored_events VALUES (?, ?, ?, ?)", rows())
con.commit()
print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

LEDGER_RUN = r"""
import resource, sys, time
from ledger.cli import main
start = time.perf_counter()
try:
    main(sys.argv[1:])
except SystemExit as exc:
    if exc.code not in (0, None):
        raise
peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
sys.stderr.write(f"{time.perf_counter() - start} {peak}\n")     # the import's helper process counts too
"""


def run(code: str, *args: str) -> tuple[float, float]:
    """Seconds and peak MiB of one fresh process running ``code`` (raw scripts print them on stdout,
    the ledger on stderr)."""
    proc = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"failed: {proc.stderr[-500:]}")
    line = (proc.stdout if "orjson" in code and "from ledger" not in code else proc.stderr).strip().splitlines()[-1]
    seconds, rss = line.split()
    return float(seconds), int(rss) / 1024


def best(repeat: int, fn) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    results = [fn() for _ in range(repeat)]
    return min(r[0] for r in results), max(r[1] for r in results)


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from ledger.store.application import LedgerApp
    from ledger.aggregates import campaign_id

    app = LedgerApp(args.store)
    name = app.campaign_name(None)
    events = app.campaign(name).version
    cid = campaign_id(name).hex
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        export = folder / "e.jsonl"

        def ledger_export() -> tuple[float, float]:
            export.unlink(missing_ok=True)
            return run(LEDGER_RUN, "export", "--store", str(args.store), "--out", str(export))

        def raw_export() -> tuple[float, float]:
            return run(RAW_EXPORT, str(args.store), str(folder / "raw.jsonl"), cid)

        def ledger_import() -> tuple[float, float]:
            target = folder / "import.sqlite"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{target}{suffix}").unlink(missing_ok=True)
            return run(LEDGER_RUN, "import", str(export), "--store", str(target))

        def raw_import() -> tuple[float, float]:
            target = folder / "raw.sqlite"
            target.unlink(missing_ok=True)
            return run(RAW_IMPORT, str(folder / "raw.jsonl"), str(target))

        results = {}
        for label, fn in (("export (ledger)", ledger_export), ("export (raw sqlite3 + orjson)", raw_export),
                          ("import (ledger)", ledger_import), ("import (raw orjson + executemany)", raw_import)):
            results[label] = best(args.repeat, fn)
        half = folder / "half.jsonl"
        import orjson

        with export.open("rb") as src, half.open("wb") as out:      # streamed: the children's peak memory is
            head = orjson.loads(src.readline())                       # their own (Linux keeps ru_maxrss over exec)
            head["events"], head["chain_head"] = events // 2, None
            out.write(orjson.dumps(head) + b"\n")
            for _, line in zip(range(events // 2), src):
                out.write(line)
        target = folder / "half.sqlite"
        half_import = run(LEDGER_RUN, "import", str(half), "--store", str(target))
    print(f"campaign {name!r}: {events:,} events")
    print(f"{'measurement':<36}{'best ms':>10}{'peak MiB':>10}")
    for label, (seconds, rss) in results.items():
        print(f"{label:<36}{seconds * 1000:>10,.0f}{rss:>10,.0f}")
    e, er = results["export (ledger)"][0], results["export (raw sqlite3 + orjson)"][0]
    i, ir = results["import (ledger)"][0], results["import (raw orjson + executemany)"][0]
    print(f"ratio export ledger/raw: {e / er:.2f}x   import ledger/raw: {i / ir:.2f}x   (goal <= 2)")
    print(f"import of half the events ({events // 2:,}): {half_import[0] * 1000:,.0f} ms, peak {half_import[1]:,.0f} MiB "
          f"(whole: {results['import (ledger)'][1]:,.0f} MiB)")


if __name__ == "__main__":
    main()
