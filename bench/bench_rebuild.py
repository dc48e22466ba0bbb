"""Rebuild benchmark: how long does reading a big campaign take, against a raw SQLite + orjson read?

Usage::

    python bench/bench_rebuild.py [--events 100000] [--store PATH] [--reuse] [--profile] [--what-if]

In one run it

1. builds a Masks campaign store with about ``--events`` events played by legal actions
   (``masks_table.Builder``: 4 PCs, an adult NPC and a villain, sessions, scenes, rolls with typed dice from a
   seeded ``random.Random``, picks, Team and Influence, advancements...);
2. measures (best of ``--repeat``, default 3, ``time.perf_counter``) (a) a full rebuild: a fresh
   ``LedgerApp(path)`` with snapshotting switched off, ``app.campaign(name)`` (every event replayed
   through eventsourcing and our mapper) and every PC's sheet from the system view; (a') the same with
   ``LedgerApp`` as shipped (latest snapshot + the events after it; must give the same sheets); and (b)
   the raw baseline: ``sqlite3`` ``SELECT state FROM stored_events WHERE originator_id=? ORDER BY
   originator_version`` and ``orjson.loads`` of each row; prints the ratios a/b and a'/b (goal: <= 2);
3. times the CLI ``ledger sheet NAME --store PATH --campaign C --json`` against ``ledger --version``
   (best of 5 each; project goal: < 100 ms over ``--version``).

``--profile`` adds a cProfile of one full replay (top 15 by cumulative time, top 15 by own time) and
``python -X importtime`` of the CLI sheet (where its start-up goes).
``--what-if`` times variants of the rebuild that are defined *here* (nothing under ``ledger/`` is
changed), in interleaved rounds: the SQL fetch and the decode step alone, a mapper using
``model_construct`` or no pydantic at all, a projector without eventsourcing's ``isinstance(event,
CanMutateProtocol)`` assert, the fold without its before-value check and deepcopy. (Snapshots are not
a what-if: the shipped ``LedgerApp`` takes them itself, measured as (a').)

Only measures and reports; exits 0 even when a goal is missed (see the summary block).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # running from a checkout without installing
    sys.path.insert(0, str(ROOT))

from ledger.aggregates import campaign_id  # noqa: E402
from ledger.store.application import LedgerApp  # noqa: E402

from masks_table import CAMPAIGN, Builder  # noqa: E402  (bench/ is this script's own folder)
from replay_timing import best_of, inspect_table, raw_read, rebuild, snapshot_info  # noqa: E402


def remove_store(path: Path) -> None:
    for p in (path, Path(str(path) + "-wal"), Path(str(path) + "-shm"), Path(str(path) + "-journal")):
        if p.exists():
            p.unlink()


# --- 3. CLI --------------------------------------------------------------------------------------------

def time_cli(argv: list[str], n: int = 5) -> tuple[float, list[float], str]:
    times, out = [], ""
    for _ in range(n):
        t0 = time.perf_counter()
        proc = subprocess.run(argv, capture_output=True, text=True)
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.strip()}")
        out = proc.stdout
    return min(times), times, out


def code_version() -> str:
    """The commit measured (read-only ``git rev-parse``; ``unknown`` outside a checkout)."""
    try:
        proc = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
        return proc.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def _arguments() -> argparse.Namespace:
    """The command line (see the module's docstring)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--events", type=int, default=100_000, help="about how many events to build (default 100000)")
    ap.add_argument("--store", type=Path, default=None,
                    help="SQLite store to build (default: a file in the temp folder); an existing file is refused unless --reuse")
    ap.add_argument("--reuse", action="store_true", help="measure an existing --store built by this script (skip building)")
    ap.add_argument("--seed", type=int, default=2026, help="seed of the action generator and dice (default 2026)")
    ap.add_argument("--batch", type=int, default=2000, help="actions per save (default 2000)")
    ap.add_argument("--profile", action="store_true",
                    help="cProfile one full replay (top 15 by cumulative and by own time); importtime of the CLI sheet")
    ap.add_argument("--what-if", action="store_true", help="time rebuild variants defined in this script (ledger/ unchanged)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per in-process measurement, best taken (default 3)")
    ap.add_argument("--no-cli", action="store_true", help="skip the CLI timing")
    return ap.parse_args()


def _build(path: Path, a: argparse.Namespace) -> float | None:
    """Build the store at ``path`` (``--events``, ``--seed``, ``--batch``) unless ``--reuse``; the seconds it took
    (None when reused). Raises ``SystemExit`` for a missing store to reuse or a chosen one that exists."""
    build_time = None
    if a.reuse:
        if not path.exists():
            raise SystemExit(f"--reuse: no store at {path}")
    else:
        if path.exists():
            if a.store is not None:
                raise SystemExit(f"{path} exists; pass --reuse to measure it, or remove it / choose another --store")
            remove_store(path)  # our own default temp file from an earlier run
        t0 = time.perf_counter()
        builder = Builder(LedgerApp(path, create=True), a.events, a.seed, a.batch)
        builder.run()
        build_time = time.perf_counter() - t0
        builder.app.close()  # the last connection closed checkpoints the WAL into the file
        top = sorted(builder.counts.items(), key=lambda kv: -kv[1])
        print(f"built {builder.camp.version:,} events ({builder.actions:,} actions) in {build_time:.1f} s "
              f"({build_time / builder.camp.version * 1e6:.0f} µs/event, saved every {a.batch} actions)")
        print("  actions: " + ", ".join(f"{k} {v}" for k, v in top))
        print("  roll tiers at resolve: " + ", ".join(f"{k} {v}" for k, v in sorted(builder.tiers.items())))
    return build_time


def _store_facts(path: Path) -> tuple[str, int, str, float]:
    """The store's events table, its row count, how the campaign's originator id is stored, and its size in MB
    (file + WAL)."""
    table, cols = inspect_table(path)
    con = sqlite3.connect(path)
    total_rows = con.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
    # eventsourcing's SQLite recorder stores a UUID originator_id as 32 hex digits (TEXT)
    cid = campaign_id(CAMPAIGN)
    originator = next((o for o in (cid.hex, str(cid)) if con.execute(
        f"SELECT 1 FROM {table} WHERE originator_id=? LIMIT 1", (o,)).fetchone()), cid.hex)
    con.close()
    size_mb = sum(p.stat().st_size for p in (path, Path(str(path) + "-wal")) if p.exists()) / 1e6
    print(f"events table: {table} ({', '.join(cols)}); {total_rows:,} rows; {size_mb:.1f} MB (file + WAL)")
    return table, total_rows, originator, size_mb


def _profile(path: Path) -> None:
    """Print a cProfile of one full replay: top 15 by cumulative and by own time."""
    prof = cProfile.Profile()
    prof.enable()
    rebuild(path)
    prof.disable()
    for key in ("cumulative", "tottime"):
        buf = io.StringIO()
        pstats.Stats(prof, stream=buf).strip_dirs().sort_stats(key).print_stats(15)
        text = buf.getvalue()
        print(f"\n--- cProfile of one full replay, top 15 by {key} (profiler overhead inflates the total) ---")
        print(text[text.find("   ncalls"):].rstrip())


def _time_cli(path: Path, sheets: list[dict[str, Any]], profile: bool) -> tuple[float, float]:
    """Time ``ledger sheet NAME --json`` against ``ledger --version`` (best of 5 each) and check the CLI's sheet is
    the rebuilt one; returns the two best times in seconds. Raises ``SystemExit`` if they differ."""
    exe = Path(sys.executable).parent / "ledger"
    if not exe.exists():
        raise SystemExit(f"no ledger executable next to {sys.executable}")
    name = sheets[0]["name"]
    sheet_argv = [str(exe), "sheet", name, "--store", str(path), "--campaign", CAMPAIGN, "--json"]
    sheet_best, sheet_all, out = time_cli(sheet_argv)
    if orjson.loads(out) != orjson.loads(orjson.dumps(sheets[0])):
        raise SystemExit("the CLI sheet differs from the rebuilt sheet")
    ver_best, ver_all, _ = time_cli([str(exe), "--version"])
    cli = (sheet_best, ver_best)
    print(f"\nCLI `ledger sheet {name} --store ... --campaign ... --json`: best {ms(sheet_best)}  "
          f"[{', '.join(ms(t) for t in sheet_all)}]")
    print(f"CLI `ledger --version`: best {ms(ver_best)}  [{', '.join(ms(t) for t in ver_all)}]")
    print(f"difference: {ms(sheet_best - ver_best)}  (goal < 100 ms)")
    if profile:
        print_import_times(sheet_argv[1:])
    return cli


def main() -> None:
    """Build (or reuse) the store, then time the rebuilds against the raw read and the CLI; print the summary."""
    a = _arguments()
    path: Path = a.store or Path(tempfile.gettempdir()) / f"ledger-bench-{a.events}.sqlite"
    commit = code_version()  # at the start: the checkout may move while the benchmark runs
    print(f"store: {path}  (commit {commit})")

    build_time = _build(path, a)
    table, total_rows, originator, size_mb = _store_facts(path)

    # rebuild vs raw
    snaps, snap_version = snapshot_info(path)
    full_best, full_all, (version, sheets) = best_of(a.repeat, lambda: rebuild(path))
    load_best, load_all, (load_version, load_sheets) = best_of(a.repeat, lambda: rebuild(path, LedgerApp))
    if (load_version, load_sheets) != (version, sheets):
        raise SystemExit("LedgerApp.campaign (with its snapshots) differs from the full replay")
    raw_best, raw_all, raw_rows = best_of(a.repeat, lambda: raw_read(path, table, originator))
    if raw_rows != version:
        raise SystemExit(f"row count {raw_rows} != campaign version {version}")
    ratio, load_ratio = full_best / raw_best, load_best / raw_best
    tail = version - snap_version if snap_version else version
    shipped = (f"LedgerApp as shipped: latest snapshot v{snap_version:,} + {tail} events ({snaps} snapshots)"
               if snaps else "LedgerApp as shipped (no snapshots in this store)")
    print(f"\n(a) full replay of every event (LedgerApp, snapshots off) + campaign + {len(sheets)} sheets: "
          f"best {ms(full_best)}  [{', '.join(ms(t) for t in full_all)}]  = {full_best / version * 1e6:.1f} µs/event")
    print(f"(a') {shipped} + {len(sheets)} sheets: best {ms(load_best)}  [{', '.join(ms(t) for t in load_all)}]")
    print(f"(b) raw: sqlite3 SELECT state + orjson.loads, {raw_rows:,} rows: best {ms(raw_best)}  "
          f"[{', '.join(ms(t) for t in raw_all)}]  = {raw_best / raw_rows * 1e6:.2f} µs/event")
    print(f"ratio a/b (full replay / raw): {ratio:.1f}x   ratio a'/b (as shipped / raw): {load_ratio:.2f}x   (goal <= 2)")

    # profile
    if a.profile:
        _profile(path)

    whatif = []
    if a.what_if:
        from rebuild_variants import what_if

        whatif = what_if(path, version, a.repeat)
    if whatif:
        print(f"\n--- what-if: full-replay variants defined in bench/ (ledger/ unchanged), best of {a.repeat} interleaved rounds ---")
        for label, t in whatif:
            print(f"{label:<58} {ms(t):>12}  ({t / raw_best:.1f}x raw, {t / full_best * 100:.0f}% of full replay)")

    cli = None if a.no_cli else _time_cli(path, sheets, a.profile)

    # summary
    line = "=" * 78
    print(f"\n{line}\nSUMMARY  campaign-ledger rebuild benchmark  (commit {commit}, python {sys.version.split()[0]})")
    print(f"store             {path}  ({size_mb:.1f} MB, {total_rows:,} event rows; campaign {version:,} events, "
          f"{snaps} snapshots)")
    if build_time is not None:
        print(f"build             {build_time:.1f} s")
    print(f"(a)  full replay  {ms(full_best)}  (best of {a.repeat}; {full_best / version * 1e6:.1f} µs/event)")
    print(f"(a') as shipped   {ms(load_best)}  (snapshot + {tail} events)")
    print(f"(b)  raw read     {ms(raw_best)}  (best of {a.repeat}; {raw_best / raw_rows * 1e6:.1f} µs/event)")
    print(f"ratio a/b         {ratio:.1f}x   goal <= 2: {'met' if ratio <= 2 else 'NOT met'}")
    print(f"ratio a'/b        {load_ratio:.2f}x  goal <= 2: {'met' if load_ratio <= 2 else 'NOT met'}")
    if cli:
        diff = cli[0] - cli[1]
        print(f"CLI sheet         {ms(cli[0])}  vs --version {ms(cli[1])}  -> +{ms(diff)}   goal < 100 ms: "
              f"{'met' if diff < 0.1 else 'NOT met'}")
    print(line)


def print_import_times(args: list[str], top: int = 12) -> None:
    """Where the CLI sheet's start-up goes: ``python -X importtime``, top-level packages by cumulative time."""
    code = "import sys; from ledger.cli import main; sys.argv = ['ledger', *sys.argv[1:]]; main()"
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", code, *args], capture_output=True, text=True)
    rows = []
    for text in proc.stderr.splitlines():
        if not text.startswith("import time:") or "|" not in text or "cumulative" in text:
            continue
        _, cumulative, name = text[len("import time:"):].split("|")
        if not name.startswith(" ") or name.startswith("  "):  # top-level imports only (one leading space)
            continue
        rows.append((int(cumulative), name.strip()))
    rows.sort(reverse=True)
    total = sum(c for c, _ in rows)
    print(f"\n--- python -X importtime of the CLI sheet: top-level imports by cumulative time "
          f"(all top-level: {total / 1000:,.0f} ms) ---")
    for cumulative, name in rows[:top]:
        print(f"{cumulative / 1000:>9,.1f} ms  {name}")


if __name__ == "__main__":
    main()
