"""``python -m ledger`` runs the same command line as the ``ledger`` console command.

Source: README "Quick start" (the console command is ``ledger``).
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "ledger", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)


def test_the_module_answers_the_version_and_names_itself_ledger():
    from ledger import __version__

    version = _run("--version")
    assert (version.returncode, version.stdout) == (0, f"ledger {__version__}\n")
    usage = _run("sheet")
    assert usage.returncode == 2
    assert usage.stderr.splitlines()[0] == "error: usage: Missing argument 'NAME'. (see: ledger sheet --help)"
