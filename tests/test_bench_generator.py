"""The benchmarks' campaign generator builds a store at the current rules (it once took
``lock_label`` before five advancements and an NPC for ``DF2:over``); kept mended by building a small one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conftest import ROOT

pytestmark = pytest.mark.sqlite_only


@pytest.mark.parametrize("seed,events", [(2026, 1500), (7, 6000)])
def test_the_generator_builds_a_legal_campaign(tmp_path: Path, seed: int, events: int) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import bench_rebuild
    finally:
        sys.path.remove(str(ROOT / "bench"))
    from ledger.store.application import LedgerApp

    builder = bench_rebuild.Builder(LedgerApp(tmp_path / "b.sqlite", create=True), events, seed, 100)
    builder.run()                                   # a refused action raises: the generator is out of date
    builder.app.close()
    camp = LedgerApp(tmp_path / "b.sqlite").campaign(bench_rebuild.CAMPAIGN)
    assert camp.version >= events and camp.actions == builder.actions >= 300
    assert builder.counts.get("roll", 0) > 50 and builder.counts.get("resolve", 0) > 50
    assert {"session start", "scene start", "end-of-session"} <= set(builder.counts)
    assert sum(builder.tiers.values()) == builder.counts["roll"]
    if events >= 6000:                              # long enough for advancements past the fifth
        assert builder.counts.get("advance", 0) >= 5, builder.counts
