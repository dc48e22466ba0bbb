"""Every command's help example runs as written (README "Using the ledger": ``ledger COMMAND --help`` shows one
command with its example): each system's walk (``tests/example_walks.py``) on a fresh campaign, every example
accepted (exit 0, nothing on stderr), and every example of every system walked."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from conftest import Cli
from example_walks import WALKS
from rules import get_system, registered


def _with_examples(sid: str) -> set[str]:
    return {name for name, spec in get_system(sid).commands.items() if spec.example}


def test_every_system_with_examples_has_a_walk() -> None:
    assert sorted(sid for sid in registered() if _with_examples(sid)) == sorted(WALKS)


@pytest.mark.parametrize("sid", sorted(WALKS))
def test_every_example_of_the_system_is_walked(sid: str) -> None:
    assert {step[3:] for step in WALKS[sid] if step.startswith("ex:")} == _with_examples(sid)


@pytest.mark.parametrize("sid", sorted(WALKS))
def test_each_help_example_runs_as_written(tmp_path: Path, sid: str) -> None:
    system = get_system(sid)
    cli = Cli(tmp_path / f"{sid}.sqlite")
    cli("create", "Examples", "--system", sid)
    for step in WALKS[sid]:
        if step.startswith("ex:"):
            line = system.commands[step[3:]].example
            assert f"ledger {line}\n" in cli(*step[3:].split(), "--help").stdout       # the example --help shows
            out = cli(*shlex.split(line), ok=False)
            assert (out.returncode, out.stderr) == (0, ""), f"ledger {line}"
        else:
            cli(*shlex.split(step))
