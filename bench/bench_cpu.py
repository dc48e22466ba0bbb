"""CPU time of one-off commands against the raw floor ``python -c "import sqlite3, orjson"``, in one run.

Usage::

    python bench/bench_cpu.py [--repeat 7] [--folder DIR]

It replays the Masks and Mouse Guard samples into fresh stores under ``--folder`` (a temporary folder by default),
then measures the CPU time (user + system, from ``os.wait4``) of each command below, median of ``--repeat`` runs,
with the same interpreter, from compiled modules (``compileall`` first, as an install leaves them; a machine that
sets ``PYTHONDONTWRITEBYTECODE`` otherwise compiles every module of the ledger on every run):

- raw: ``python -c "import sqlite3, orjson"``;
- a one-off write on the Masks campaign (``ledger forward Gale``) and on the Mouse Guard one (``ledger mark`` and
  ``ledger clear`` of a condition, alternately, so that each run records an action);
- ``ledger sheet NAME --json`` (Masks);
- ``ledger --help`` (every system's commands listed), with its listing kept in the cache folder (a temporary one,
  filled by one run before the measured ones, as any run after the first finds it), and cold (``LEDGER_CACHE=off``:
  every system's table imported).

It prints milliseconds and the difference from raw. The goals (a one-off write within +150 ms of raw, the sheet
within +60 ms, ``--help`` within +100 ms) are printed beside them; nothing is asserted (tests never assert times).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEDGER = [sys.executable, "-c", "import sys; sys.argv[0] = 'ledger'; from ledger.entry import main; main()"]


def cpu(cmd: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one run of ``cmd``. Raises ``RuntimeError`` when it fails."""
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode() if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[-6:])} failed ({proc.returncode}): {err.strip()[:300]}")
    return usage.ru_utime + usage.ru_stime


def median_ms(cmds: list[list[str]], repeat: int, env: dict[str, str]) -> float:
    """The median CPU time in ms of ``repeat`` runs, cycling through ``cmds``."""
    return 1000 * statistics.median(cpu(cmds[i % len(cmds)], env) for i in range(repeat))


def main() -> None:
    """Replay the samples, measure, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="bench-cpu-"))
    env = dict(os.environ, LEDGER_CACHE=str(folder / "cache"), PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)         # an installed package runs from compiled modules
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "ledger"), str(ROOT / "rules")], env=env,
                   check=True, stdout=subprocess.DEVNULL)
    cold = dict(env, LEDGER_CACHE="off")
    masks, mouse = folder / "masks.sqlite", folder / "mouse.sqlite"
    for store, script in ((masks, "masks-halcyon-nights.yaml"), (mouse, "mouseguard-darkwater-crossing.yaml")):
        store.unlink(missing_ok=True)
        subprocess.run([*LEDGER, "replay", str(ROOT / "sample_campaigns" / script), "--store", str(store)], env=env,
                       check=True, stdout=subprocess.DEVNULL)
    raw = median_ms([[sys.executable, "-c", "import sqlite3, orjson"]], args.repeat, env)
    rows = [
        ("write: forward (Masks)", [[*LEDGER, "forward", "Gale", "--store", str(masks)]], 150),
        ("write: mark/clear (Mouse Guard)", [[*LEDGER, "mark", "Rogard", "angry", "--store", str(mouse)],
                                             [*LEDGER, "clear", "Rogard", "angry", "--store", str(mouse)]], 150),
        ("sheet --json (Masks)", [[*LEDGER, "sheet", "Gale", "--json", "--store", str(masks)]], 60),
        ("--help", [[*LEDGER, "--help"]], 100),
    ]
    cpu([*LEDGER, "--help"], env)                    # the first run keeps the listing
    print(f"CPU time, median of {args.repeat} (ms); raw = python -c 'import sqlite3, orjson'")
    print(f"{'command':34} {'ms':>8} {'+raw':>8} {'goal':>8}")
    print(f"{'raw':34} {raw:8.0f} {0:8.0f}")
    for label, cmds, goal in rows:
        ms = median_ms(cmds, args.repeat, env)
        print(f"{label:34} {ms:8.0f} {ms - raw:+8.0f} {'+' + str(goal):>8} {'ok' if ms - raw <= goal else 'missed'}")
    ms = median_ms([[*LEDGER, "--help"]], args.repeat, cold)
    print(f"{'--help, no listing kept':34} {ms:8.0f} {ms - raw:+8.0f}")


if __name__ == "__main__":
    main()
