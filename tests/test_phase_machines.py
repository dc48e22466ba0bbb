"""The phase machines are python-statemachine classes, named by ``rules.phases.Machine`` and asked once.

Source: design.md "Phases (python-statemachine)" and bench/README.md (start-up: a one-off command imports only what
it needs). Every machine a system names loads to a ``StateMachine`` class; the moves the rules use are the ones the
class gives, every phase and event; kept moves (``rules.phases.keep_with``, the ledger's ``keep_phase_moves``) spare a
later process python-statemachine, and a kept file that is damaged is asked again.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from statemachine import StateMachine
from statemachine.exceptions import TransitionNotAllowed

import rules.phases as phases
from conftest import ROOT
from rules import registered

MODULES = ["rules.phases", "rules.masks.gates", *(f"rules.{name}.phases" for name in ("mouseguard", "pokemon", "mosaic", "basic"))]


def named_machines() -> list[phases.Machine]:
    """Every ``Machine`` the shared and the systems' phase modules name."""
    found = []
    for module in MODULES:
        for value in vars(importlib.import_module(module)).values():
            if isinstance(value, phases.Machine) and value not in found:
                found.append(value)
    return found


def test_every_named_machine_is_a_state_machine_class_of_that_name() -> None:
    machines = named_machines()
    defined = set()
    for path in sorted((ROOT / "rules").rglob("machines.py")):
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        defined |= {(module.__name__, name) for name, value in vars(module).items()
                    if isinstance(value, type) and issubclass(value, StateMachine) and value.__module__ == module.__name__}
    assert {(m.module, m.__name__) for m in machines} == defined and len(defined) >= len(registered())
    for machine in machines:
        cls = machine.load()
        assert isinstance(cls, type) and issubclass(cls, StateMachine)
        assert cls.__name__ == machine.__name__


@pytest.mark.parametrize("machine", named_machines(), ids=lambda m: m.key)
def test_the_moves_are_the_machines_own(machine: phases.Machine) -> None:
    """For every phase and every event of the class: allowed exactly when the machine allows it, to its target."""
    cls = machine.load()
    events = sorted({t.event for s in cls.states for t in s.transitions})
    for state in cls.states:
        for event in events:
            sm = cls(start_value=state.value)
            try:
                sm.send(event)
            except TransitionNotAllowed:
                assert event not in phases._transitions(machine, state.value)
                continue
            assert phases._transitions(machine, state.value)[event] == sm.current_state_value
    assert machine.command_names == dict(getattr(cls, "command_names", {}))


def test_a_phase_the_machine_does_not_have_is_refused_by_the_machine() -> None:
    with pytest.raises(Exception, match="nowhere"):
        phases.advance(phases.SessionPhases, "nowhere", "start", "session", "session start")


def _second_run(cache: Path) -> str:
    """A fresh process that keeps moves in ``cache`` and moves a session on; prints the phase and whether
    python-statemachine was imported."""
    code = ("import sys; from ledger.kept_files import keep_phase_moves; keep_phase_moves(); "
            "from rules.phases import advance, SessionPhases; "
            "print(advance(SessionPhases, 'not_started', 'start', 'session', 'session start'), 'statemachine' in sys.modules)")
    env = dict(os.environ, LEDGER_CACHE=str(cache), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout.split()


def test_kept_moves_spare_a_later_process_the_library_and_damage_means_asking_again(tmp_path: Path) -> None:
    assert _second_run(tmp_path) == ["running", "True"]            # asked of the machine, then kept
    kept = list(tmp_path.glob("phases-*.json"))
    assert len(kept) == 1 and b"rules.machines:SessionPhases" in kept[0].read_bytes()
    assert _second_run(tmp_path) == ["running", "False"]           # the kept moves: no python-statemachine
    kept[0].write_bytes(b'{"rules.machines:SessionPhases": {"moves": "cut"')
    assert _second_run(tmp_path) == ["running", "True"]            # a damaged file: asked again, kept anew
    assert _second_run(tmp_path) == ["running", "False"]
