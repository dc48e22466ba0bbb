"""The service layer under every face: a one-off command loads only its campaign's system, ``--help`` lists the
systems' commands from what was kept, each action records the rules version that decided it, and no face picks a
storage road itself (README "Layout"; design.md "The service layer and its faces")."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, Cli

SYSTEM_PACKAGES = ("rules.masks", "rules.mouseguard", "rules.mosaic", "rules.pokemon", "rules.basic")


def _ledger(args: list[str], env: dict[str, str]) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run ``ledger ARGS`` in a fresh process: (the process, the modules of the rules' system packages it imported)."""
    code = ("import sys\n"
            "from ledger.cli import root, run\n"
            f"code = run({args!r}, root())\n"
            "print('LOADED', ' '.join(m for m in sys.modules if m.startswith('rules.')), file=sys.stderr)\n"
            "sys.exit(code)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env)
    line = next(x for x in proc.stderr.splitlines() if x.startswith("LOADED"))
    return proc, {m for m in line.split()[1:] if m.startswith(SYSTEM_PACKAGES)}


@pytest.mark.sqlite_only
def test_a_one_off_write_loads_only_its_campaigns_system(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    env = dict(os.environ, LEDGER_STORE=str(cli.store), LEDGER_CACHE=str(tmp_path / "cache"))
    proc, loaded = _ledger(["mark", "Rogard", "angry"], env)
    assert proc.returncode == 0, proc.stderr
    assert any(m.startswith("rules.mouseguard.") for m in loaded)
    assert not [m for m in loaded if not m.startswith("rules.mouseguard")], loaded
    assert cli.json("sheet", "Rogard")["conditions"] == ["angry"]             # and it was recorded


def test_help_lists_every_system_from_the_kept_listing(tmp_path: Path) -> None:
    env = dict(os.environ, LEDGER_CACHE=str(tmp_path / "cache"))
    first, _ = _ledger(["--help"], env)
    assert first.returncode == 0, first.stderr
    assert len(list((tmp_path / "cache").glob("help-*.json"))) == 1
    second, loaded = _ledger(["--help"], env)
    assert loaded == set()                                   # the second --help loads no system's table
    assert second.stdout == first.stdout
    for title in ("Masks", "Mouse Guard", "MOSAIC", "Pokémon Noir", "Basic abilities"):
        assert f"Commands of {title}" in first.stdout
    assert re.search(r"^\s+forward\s+\S", first.stdout, re.M)


def test_each_action_records_the_rules_version_that_decided_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import rules
    from ledger.service import Ledger

    ledger = Ledger(tmp_path / "s.sqlite")
    ledger.create("Halcyon", "masks")
    masks = rules.get_system("masks")
    then = masks.rules_version
    monkeypatch.setattr(masks, "rules_version", then + "-later")
    ledger.act("Halcyon", "add-character", {"name": "Rook", "playbook": "bull", "plus_one": "danger"})
    events = list(ledger.events("Halcyon"))
    assert events[0].rules_version == then                       # the campaign keeps its creation's version
    assert events[-1].rules_version == then + "-later"           # the action, the code that decided it


def test_no_face_picks_a_storage_road() -> None:
    """The CLI and the shell reach the store through ``ledger.service`` only (the fast reader, the kept rows, the
    fast undo, the recorder's pages and the eventsourcing application are the service's to choose)."""
    roads = re.compile(r"ledger\.store\.(fast_reader|fast_undo|kept_rows|event_pages|application|new_store)|LedgerApp\(")
    found = [f"{p.relative_to(ROOT)}:{n}" for p in (ROOT / "ledger" / "cli").rglob("*.py")
             for n, line in enumerate(p.read_text().splitlines(), 1)
             if roads.search(line) and not line.lstrip().startswith(("#", '"', "``"))]
    assert found == []
