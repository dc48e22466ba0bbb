"""The fast read path (``ledger.store.fast_reader``) gives exactly the state the full path gives, or
steps aside; and reads stay free of the heavy imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, TEST_STORE, Cli

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))

pytestmark = pytest.mark.sqlite_only          # the fast path reads SQLite files; PostgreSQL takes the full path


def _both(store: Path, name: str | None = None) -> tuple[object, object]:
    from ledger.store.application import LedgerApp
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    quick = current(locate(str(store)), name)
    full = LedgerApp(store).campaign(name)
    return quick, full


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_every_sample_reads_the_same_state_both_ways(script: Path, tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    quick, full = _both(cli.store)
    assert quick is not None
    assert (quick.state, quick.actions, quick.version, quick.name, quick.system) == (
        full.state, full.actions, full.version, full.name, full.system)


def test_snapshots_corrections_and_two_campaigns(tmp_path: Path) -> None:
    """A campaign past several snapshots (every 200 events), with an undo and an amend after the last one,
    next to a second campaign in the same store."""
    script = tmp_path / "big.yaml"
    lines = ["ledger-script: 1", "campaign: Big", "system: masks", "actions:",
             "  - add-character: {name: Rook, playbook: bull, plus-one: danger}"]
    lines += [f"  - add-npc: {{name: Npc {i}}}" for i in range(450)]
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    cli("mark", "Rook", "angry", "--campaign", "Big")
    cli("undo", "452", "--campaign", "big")
    cli("create", "Other", "--system", "basic")
    for name in ("Big", "big", "OTHER"):
        quick, full = _both(cli.store, name)
        assert quick is not None and quick.state == full.state and quick.version == full.version
    from ledger.store.application import LedgerApp

    assert len(list(LedgerApp(cli.store).snapshots.get(_both(cli.store, "Big")[1].id))) >= 2
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    assert current(locate(str(cli.store)), None) is None             # two campaigns: the full path names them
    assert current(locate(str(cli.store)), "Nobody") is None
    proc = cli("sheet", "Rook", "--campaign", "nobody", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: campaign: unknown campaign")
    assert cli.json("sheet", "Rook", "--campaign", "big")["conditions"] == cli.json("sheet", "Rook", "--campaign", "Big",
                                                                                     "--as-of", "452")["conditions"]


def test_stores_the_fast_path_leaves_to_the_full_one(tmp_path: Path) -> None:
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    other = tmp_path / "notes.sqlite"
    import sqlite3

    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    assert current(locate(str(other)), None) is None
    assert current(locate(str(tmp_path / "missing.sqlite")), None) is None
    assert current(locate("postgresql://u@127.0.0.1:1/db"), None) is None


def test_a_sheet_read_imports_neither_eventsourcing_nor_pydantic(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(SAMPLES[[s.stem for s in SAMPLES].index("masks-halcyon-nights")]))
    code = ("import sys; sys.argv = ['ledger', 'sheet', 'Gale', '--json', '--store', %r]\n"
            "from ledger.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('eventsourcing', 'pydantic', 'rich'))\n"
            "sys.stderr.write('HEAVY ' + ' '.join(heavy))") % str(cli.store)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert '"name": "Gale"' in proc.stdout
    assert proc.stderr.strip().endswith("HEAVY"), proc.stderr[-500:]
    assert TEST_STORE == "sqlite"


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_as_of_reads_the_same_state_both_ways_or_steps_aside(script: Path, tmp_path: Path) -> None:
    """``sheet --as-of N``'s fast path: the same state as ``LedgerApp.campaign_at`` at every action, or None
    exactly where a later correction touched that action or an earlier one (then the timeline as corrected
    now is the full path's), and for an action out of range or the last one."""
    from ledger.store.application import LedgerApp
    from ledger.store.fast_reader import current
    from ledger.store.locations import locate

    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    app = LedgerApp(cli.store)
    name = app.campaign_name(None)
    latest = app.campaign(name)
    answered = 0
    for action in range(0, latest.actions + 2):
        quick = current(locate(str(cli.store)), None, at=action)
        if action >= latest.actions or action < 0:
            assert quick is None
            continue
        if latest.corrected_before(action):
            assert quick is None, action
            continue
        full = app.campaign_at(name, action)
        assert quick is not None and quick.state == full.state, action
        answered += 1
    assert answered > 10
