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


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_the_later_actions_read_a_page_at_a_time_equal_the_collected_ones(tmp_path: Path, script: Path) -> None:
    """What an amend decides again (``ledger.later_actions``): the actions from N on, streamed, are ``collect``'s,
    and the state with them taken back is ``rewind``'s, with undone and amended actions in the timeline."""
    from ledger.corrections import event_slice
    from ledger.later_actions import LaterActions
    from ledger.projections.timeline import collect, rewind
    from ledger.store.application import LedgerApp

    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    name = cli.json("campaigns")[0]["name"]
    history = cli.json("history")
    plays = [r["action"] for r in history if r["command"] not in ("create", "undo", "redo", "amend")]
    cli("undo", str(plays[len(plays) // 2]), "--cascade", ok=False)
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    camp = app.campaign(name)
    compared = 0
    for first in (plays[1], plays[len(plays) // 3], plays[len(plays) // 2], plays[-1]):
        whole = collect(event_slice(app, camp, first), since=first)
        later = LaterActions(app, camp, first)
        streamed = list(later.acts())
        assert streamed == sorted(whole.values(), key=lambda a: a.id) and streamed[0].id == first
        assert later.rewound() == rewind(camp.state, whole.values())
        compared += len(streamed)
    assert compared > len(plays) // 2


@pytest.mark.parametrize("script", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_the_chronicles_arc_summary_charts_what_the_whole_arc_does(tmp_path: Path, script: Path) -> None:
    """The chronicle's cast keeps a summary of each arc column (``ledger.chronicle.arcs.Summary``); its charts are
    and its arc tables are those of the whole columns, session for session."""
    from ledger.chronicle.arcs import Summary, chart_data, table_rows
    from ledger.projections.review import arcs
    from ledger.store.application import LedgerApp
    from rules import get_system

    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    name = cli.json("campaigns")[0]["name"]
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    camp = app.campaign(name)
    system = get_system(camp.system)
    lang = system.lang(None)
    people = list(system.views.characters(camp.state, lang))
    whole = arcs(lambda: app.campaign_events(name), system, people, lang)
    small = arcs(lambda: app.campaign_events(name), system, people, lang, kept=Summary(len(people), system, lang))
    charted = [chart_data(a, system, lang) for a in whole]
    assert [chart_data(a, system, lang) for a in small] == charted
    tables = [table_rows(a, c, system, lang) for a, c in zip(whole, charted)]
    assert [table_rows(a, c, system, lang) for a, c in zip(small, charted)] == tables
    assert any(c is not None and c["marks"] for c in charted)


def test_the_later_actions_of_a_campaign_not_yet_saved_are_those_from_n_on(tmp_path: Path) -> None:
    """A script's amend reads a campaign whose events are all pending (replayed in memory, saved at the end): the
    actions from N on only, as ``collect`` gives them, and the state without them as ``rewind`` makes it."""
    from ledger.corrections import event_slice
    from ledger.later_actions import LaterActions
    from ledger.projections.timeline import collect, rewind
    from ledger.script import load_script, replay_entries
    from ledger.service.acting import apply
    from ledger.store.application import LedgerApp

    app = LedgerApp(pg_url(tmp_path / "s.sqlite") if TEST_STORE == "postgres" else tmp_path / "s.sqlite", create=True)
    header, entries = load_script(ROOT / "sample_campaigns" / "masks-second-chances.yaml")
    camp, _ = replay_entries(app, header, entries, apply)
    assert camp.pending_events and camp.version == len(camp.pending_events)
    for first in (2, 6, camp.actions // 2, camp.actions):
        whole = collect(event_slice(app, camp, first), since=first)
        later = LaterActions(app, camp, first)
        streamed = list(later.acts())
        assert streamed == sorted(whole.values(), key=lambda a: a.id) and streamed[0].id >= first
        assert all(a.id >= first for a in streamed)
        assert later.rewound() == rewind(camp.state, whole.values())
