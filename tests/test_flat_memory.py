"""Reads that stream the campaign (memory flat in its size) say exactly what the whole-campaign reads said.

The memory itself is measured by ``bench/bench_memory.py`` (peak resident memory at 20k and 100k events); here,
on every sample campaign with undone and amended actions, the streamed passes agree with ``collect``."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, TEST_STORE, Cli, pg_url

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_a_streamed_arc_equals_the_collected_one(tmp_path: Path, script: Path) -> None:
    from ledger.projections.review import arcs, effective_specs
    from ledger.projections.timeline import collect
    from ledger.store.application import LedgerApp
    from rules import get_system

    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    name = cli.json("campaigns")[0]["name"]
    history = cli.json("history")
    undo = next((r["action"] for r in history if r["command"] not in ("undo", "redo", "amend")
                 and r["action"] > 3), None)
    if undo is not None:
        cli("undo", str(undo), "--cascade", ok=False)            # an undone action in the timeline
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    camp = app.campaign(name)
    system = get_system(camp.system)
    streamed = list(effective_specs(lambda: app.campaign_events(name)))
    whole = [spec for act in sorted(collect(app.campaign_events(name)).values(), key=lambda a: a.id) if act.active
             for spec in act.specs]
    assert streamed == whole and streamed
    people = list(camp.state.get("characters", {}))[:3]
    assert arcs(lambda: app.campaign_events(name), system, people, system.lang(None)) == \
        arcs(app.campaign_events(name), system, people, system.lang(None))
