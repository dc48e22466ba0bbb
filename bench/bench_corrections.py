"""Undo, ``--as-of`` and amend on a big campaign, against a plain ``ledger sheet`` in the same run.

Usage::

    python bench/bench_corrections.py --store /tmp/bench100k.sqlite [--repeat 5] [--back 1000]

The store is one ``bench_rebuild.py`` built (its only campaign). It is never changed: every command that
writes runs on a fresh copy of the file (the copy is not timed). In one run it measures, best of
``--repeat`` wall-clock runs of the real ``ledger`` command each:

- ``ledger sheet NAME --json`` (the baseline of README "Correcting mistakes and reviewing the past"'s goals);
- ``ledger undo LAST`` (the last action; goal within 2x of the sheet);
- ``ledger undo LAST-BACK`` (``--back`` actions back, default 1,000; refused when later actions depend
  on it, which is measured all the same: deciding them again is the work);
- ``ledger sheet NAME --as-of MIDDLE --json`` (goal within 2x of the sheet);

and, in this process, an amend of the campaign's first roll with ``--dry-run`` (every later action
decided again), in microseconds per action, beside the full replay of the same events (``LedgerApp``
with snapshots off, the ``(a)`` of ``bench_rebuild.py``).
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
sys.path.insert(0, str(ROOT))

LEDGER = shutil.which("ledger", path=str(Path(sys.executable).parent)) or "ledger"


def timed(argv: list[str], repeat: int, store: Path, fresh_copy: bool) -> tuple[float, int, str]:
    """Best seconds of ``repeat`` runs of ``ledger argv`` on ``store`` (a fresh copy each time when asked),
    with the last exit code and first line of output."""
    best, code, line = float("inf"), 0, ""
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(repeat):
            target = store
            if fresh_copy:
                target = Path(tmp) / "copy.sqlite"
                for suffix in ("-wal", "-shm", ""):
                    Path(f"{target}{suffix}").unlink(missing_ok=True)
                shutil.copyfile(store, target)
            env = dict(os.environ, LEDGER_STORE=str(target))
            env.pop("LEDGER_CAMPAIGN", None)
            start = time.perf_counter()
            proc = subprocess.run([LEDGER, *argv], capture_output=True, text=True, env=env)
            best = min(best, time.perf_counter() - start)
            code = proc.returncode
            line = (proc.stdout or proc.stderr).strip().splitlines()[0][:110] if (proc.stdout or proc.stderr).strip() else ""
    return best, code, line


def main() -> None:
    """Run the measurements and print them with their ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--back", type=int, default=1000)
    parser.add_argument("--no-cli", action="store_true", help="skip the CLI timings (only the amend)")
    args = parser.parse_args()

    from ledger.store.application import LedgerApp
    from ledger.corrections import apply_correction
    from ledger.projections.timeline import collect

    app = LedgerApp(args.store)
    name = app.campaign_name(None)
    camp = app.campaign(name)
    last = camp.actions
    pcs = [n for n, r in camp.state["characters"].items() if r.get("kind") == "pc"]
    print(f"store {args.store}: campaign {name!r}, {camp.version:,} events, {last:,} actions")

    sheet, _, _ = timed(["sheet", pcs[0], "--json"], args.repeat, args.store, False) if not args.no_cli else (1.0, 0, "")
    rows = [("ledger sheet NAME --json", sheet, 0, "")]
    for label, argv in () if args.no_cli else (("ledger undo LAST", ["undo", str(last)]),
                        (f"ledger undo LAST-{args.back}", ["undo", str(last - args.back)]),
                        (f"ledger sheet NAME --as-of {last // 2} --json", ["sheet", pcs[0], "--as-of", str(last // 2), "--json"])):
        seconds, code, line = timed(argv, args.repeat, args.store, argv[0] == "undo")
        rows.append((label, seconds, code, line))
    print(f"{'command':<42}{'best ms':>9}{'x sheet':>9}  exit  first line")
    for label, seconds, code, line in rows:
        print(f"{label:<42}{seconds * 1000:>9.0f}{seconds / sheet:>9.2f}  {code:>4}  {line}")

    # amend of the first roll, every later action decided again (dry run: nothing written)
    events = list(app.events.get(camp.id))
    acts = collect(events)
    first_roll = next(a for a in sorted(acts.values(), key=lambda a: a.id)
                      if a.command == "roll" and a.inputs and isinstance((a.inputs.get("args") or {}).get("dice"), list))
    dice = list(reversed(first_roll.inputs["args"]["dice"]))
    later = sum(1 for a in acts.values() if a.id >= first_roll.id and a.active)
    fresh = LedgerApp(args.store)
    loaded = fresh.campaign(name)
    start = time.perf_counter()
    try:
        report = apply_correction(fresh, loaded, "amend", {"action": first_roll.id, "dice": dice, "dry_run": True}, "GM")
        outcome = f"{len(report.revised)} actions decided differently, {len(report.undone)} would be refused"
    except Exception as exc:  # a refusal is a result too: the work was done
        outcome = f"refused: {str(exc)[:80]}"
    amend_s = time.perf_counter() - start

    class Full(LedgerApp):
        snapshotting_intervals = {}  # type: ignore[assignment]

    from ledger.store.application import project_events

    full = Full(args.store)                # kept in a name: an Application closes its store when collected
    start = time.perf_counter()
    full.repository.get(camp.id, projector_func=project_events)
    replay_s = time.perf_counter() - start
    print(f"amend of the first roll (action {first_roll.id}, dice {dice}) --dry-run: {amend_s * 1000:,.0f} ms for "
          f"{later:,} actions = {amend_s / later * 1e6:.0f} µs/action ({outcome})")
    print(f"full replay of the same {camp.version:,} events: {replay_s * 1000:,.0f} ms = "
          f"{replay_s / max(later, 1) * 1e6:.0f} µs/action, {replay_s / camp.version * 1e6:.0f} µs/event")


if __name__ == "__main__":
    main()
