"""Start-up of one-off CLI commands, now and at a baseline commit, against a raw Python baseline.

Usage::

    python bench/bench_startup.py [--baseline REF] [--repeat N] [--script SCRIPT.yaml] [--store BIG.sqlite --name NAME]

In one run it measures, best of ``--repeat`` (default 7) wall-clock runs each:

- raw: ``python -c "import sqlite3, orjson"`` (the floor any Python command pays);
- ``ledger --version``, ``ledger --help`` and ``ledger sheet NAME --json`` of this checkout;
- the same three at ``--baseline`` (a git ref, default ``HEAD~1``), run from a temporary ``git worktree``
  with the same interpreter, each on a store that that code built itself from ``--script`` (default: the
  first sample campaign). The baseline's own dependencies must be importable (the script says which
  are missing and skips the baseline then).

With ``--store`` (an existing store, e.g. the 100,000-event campaign ``bench_rebuild.py`` builds), the
sheet of ``--name`` and ``history --last 50`` (the table) are read from that store, by both checkouts
(bench/README.md (start-up) goals: the sheet within 100 ms of raw, ``--version`` within 30 ms of raw, the
last 50 rows within 100 ms of the sheet).

It prints milliseconds, the difference from raw, and after/before ratios. Nothing is asserted: tests
never assert wall-clock times (developers' guide).
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
#: Runs a checkout's CLI as the installed ``ledger`` script does (through ``ledger.entry`` when it has one).
LAUNCH = ("import sys; sys.path.insert(0, {root!r}); sys.argv[0] = 'ledger'\n"
          "try:\n    from ledger.entry import main\nexcept ImportError:\n    from ledger.cli import main\nmain()")


def best(cmd: list[str], repeat: int, env: dict[str, str]) -> float:
    """Best wall-clock seconds of ``repeat`` runs of ``cmd`` (output discarded; a failure stops the bench)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.decode()[:300]}")
    return min(times)


def ledger_cmd(root: Path) -> list[str]:
    """A command line that runs the ledger CLI of the checkout at ``root`` with this interpreter."""
    return [sys.executable, "-c", LAUNCH.format(root=str(root))]


def first_character(script: Path) -> str:
    """The first character name a script creates (the sheet to read)."""
    import yaml

    data = yaml.safe_load(script.read_text(encoding="utf-8"))
    for entry in data["actions"]:
        if isinstance(entry, dict) and "add-character" in entry:
            return entry["add-character"]["name"]
    raise SystemExit(f"{script} creates no character")


def measure(root: Path, script: Path, repeat: int, folder: Path, big: Path | None = None,
            big_name: str | None = None) -> dict[str, float]:
    """Times of the commands for the checkout at ``root`` (on the sample's store, or on ``big``)."""
    env = dict(os.environ)
    env.pop("LEDGER_CAMPAIGN", None)
    cmd = ledger_cmd(root)
    if big is None:
        store = folder / f"{root.name}.sqlite"
        build = subprocess.run([*cmd, "replay", str(script), "--store", str(store)], capture_output=True, text=True, env=env)
        if build.returncode != 0:
            raise SystemExit(f"building the store with {root} failed: {build.stderr[:300]}")
        name = first_character(script)
    else:
        store, name = big, big_name or "Gale"
    times = {
        "--version": best([*cmd, "--version"], repeat, env),
        "--help": best([*cmd, "--help"], repeat, env),
        f"sheet {name} --json": best([*cmd, "sheet", name, "--json", "--store", str(store)], repeat, env),
        f"sheet {name}": best([*cmd, "sheet", name, "--store", str(store)], repeat, env),
    }
    if big is not None:
        times["history --last 50"] = best([*cmd, "history", "--last", "50", "--store", str(store)], repeat, env)
    return times


def main() -> None:
    """Run the measurements and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="HEAD~1", help="git ref to compare with (default HEAD~1); '' for none")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--script", type=Path, default=None)
    parser.add_argument("--store", type=Path, default=None, help="an existing (big) store to read the sheet from")
    parser.add_argument("--name", default=None, help="the character whose sheet is read from --store")
    args = parser.parse_args()
    script = args.script or sorted((ROOT / "sample_campaigns").glob("*.yaml"))[0]
    raw = best([sys.executable, "-c", "import sqlite3, orjson"], args.repeat, dict(os.environ))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        now = measure(ROOT, script, args.repeat, folder, args.store, args.name)
        before: dict[str, float] | None = None
        if args.baseline:
            tree = folder / "baseline"
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), args.baseline],
                           check=True, capture_output=True)
            try:
                before = measure(tree, script, args.repeat, folder, args.store, args.name)
            except SystemExit as exc:
                print(f"baseline {args.baseline} not measured: {exc}")
            finally:
                subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], capture_output=True)
                shutil.rmtree(tree, ignore_errors=True)
    print(f"raw python -c 'import sqlite3, orjson': {raw * 1000:.0f} ms")
    print(f"{'command':<26}{'now ms':>9}{'now-raw':>9}" + (f"{'before ms':>11}{'now/before':>12}" if before else ""))
    for key, value in now.items():
        line = f"{key:<26}{value * 1000:>9.0f}{(value - raw) * 1000:>9.0f}"
        if before and key in before:
            line += f"{before[key] * 1000:>11.0f}{value / before[key]:>12.2f}"
        print(line)
    sheets = [k for k in now if k.startswith("sheet ") and not k.endswith("--json")]
    if "history --last 50" in now and sheets:
        print(f"history --last 50 minus {sheets[0]}: {(now['history --last 50'] - now[sheets[0]]) * 1000:.0f} ms "
              "(goal: at most 100)")


if __name__ == "__main__":
    main()
