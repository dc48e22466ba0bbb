"""Undo, redo, amend and --as-of agree with replaying the script they imply.

Over the phase-steered random Masks action sequences of ``test_properties``: a campaign A is played
through the ledger (in memory, or saved for ``--as-of``) and compared with a campaign B replayed
through the pure rules from the corresponding script.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from conftest import Table
from ledger.service.acting import apply
from ledger.store.application import LedgerApp
from ledger.errors import LedgerError
from ledger.projections.rows import history
from rules.errors import RuleError
from test_properties import action, setup

import rules

SYSTEM = rules.get_system("masks")
IDS = re.compile(r"#\d+|(?<=\"id\":)\d+|(?<=\"roll\":)\d+|(?<=roll=)\d+")   # action-numbered ids, as JSON or in a plain summary
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def play(data: st.DataObject, low: int = 12, high: int = 35) -> list[tuple[str, dict[str, Any], str]]:
    """A script of accepted actions (setup first), found by playing random candidates through the rules."""
    t = Table()
    steps = setup(t)
    for _ in range(data.draw(st.integers(low, high))):
        command, args, actor = action(data, t.state)
        try:
            t.do(command, actor, **args)
        except RuleError:
            continue
        steps.append((command, args, actor))
    return steps


def ledger_campaign(app: LedgerApp, steps: list[tuple[str, dict[str, Any], str]], name: str = "P") -> Any:
    """Campaign ``name`` played through the ledger in memory (not saved); its index is kept on it."""
    camp, index = app.new_campaign(name, "masks", {}, "GM")
    for command, args, actor in steps:
        apply(app, camp, command, args, actor)
    camp.test_index = index
    return camp


def replayed(steps: list[tuple[str, dict[str, Any], str]]) -> Table:
    t = Table()
    for command, args, actor in steps:
        t.do(command, actor, **args)
    return t


def views(state: dict[str, Any], ids: bool = True) -> bytes:
    data = [SYSTEM.views.sheet(state, n) for n in state["characters"]] + [SYSTEM.reads["team"].view(state)]
    text = orjson.dumps(data, option=orjson.OPT_SORT_KEYS).decode()
    return (text if ids else IDS.sub("0", text)).encode()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> LedgerApp:
    return LedgerApp(tmp_path_factory.mktemp("props") / "s.sqlite", create=True)


@SETTINGS
@given(st.data())
def test_undo_without_dependents_equals_the_script_without_it(app: LedgerApp, data: st.DataObject) -> None:
    steps = play(data)
    camp = ledger_campaign(app, steps)
    k = data.draw(st.integers(1, len(steps)))
    try:
        apply(app, camp, "undo", {"action": k}, "GM")
    except LedgerError as exc:
        assert "depend on action" in str(exc)
        assume(False)
    b = replayed(steps[:k - 1] + steps[k:])
    assert views(camp.state, ids=False) == views(b.state, ids=False)
    # the history equals the replay's apart from the undone action and the undo record (and numbering)
    rows_a = [r for r in history(iter(camp.pending_events), SYSTEM) if r["action"] not in (k, camp.actions)]
    rows_b = history(iter(ledger_campaign(app, steps[:k - 1] + steps[k:]).pending_events), SYSTEM)

    def shape(rows: list[dict[str, Any]]) -> str:
        return IDS.sub("0", orjson.dumps([{k2: v for k2, v in r.items() if k2 not in ("action", "time", "undone_by")}
                                           for r in rows], option=orjson.OPT_SORT_KEYS).decode())

    assert shape(rows_a) == shape(rows_b)


@SETTINGS
@given(st.data())
def test_redo_after_undo_gives_the_original_projections(app: LedgerApp, data: st.DataObject) -> None:
    steps = play(data)
    camp = ledger_campaign(app, steps)
    original = views(camp.state)
    k = data.draw(st.integers(1, len(steps)))
    apply(app, camp, "undo", {"action": k, "cascade": True}, "GM")
    apply(app, camp, "redo", {"action": k}, "GM")          # takes the whole undo back, cascaded actions too
    assert views(camp.state) == original


@SETTINGS
@given(st.data())
def test_amending_roll_dice_equals_the_script_with_those_dice(app: LedgerApp, data: st.DataObject) -> None:
    steps = play(data, 15, 40)
    rolls = [i for i, (c, _, _) in enumerate(steps, start=1) if c == "roll"]
    assume(rolls)
    k = data.draw(st.sampled_from(rolls))
    dice = [data.draw(st.integers(1, 6)), data.draw(st.integers(1, 6))]
    camp = ledger_campaign(app, steps)
    changed = [(c, dict(a, dice=dice) if i == k else a, who) for i, (c, a, who) in enumerate(steps, start=1)]
    try:
        b = replayed(changed)
    except RuleError:
        b = None
    try:
        apply(app, camp, "amend", {"action": k, "dice": dice}, "GM")
    except (LedgerError, RuleError) as exc:
        if "nothing to change" in str(exc):  # the dice already recorded: refused, the campaign as the script plays
            assert b is not None and views(camp.state) == views(b.state)
            return
        assert b is None                     # the same refusal: some later action becomes illegal
        return
    assert b is not None
    assert views(camp.state) == views(b.state)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_as_of_equals_a_replay_of_the_prefix(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    steps = play(data, 10, 30)
    path = Path(tmp_path_factory.mktemp("asof")) / "s.sqlite"
    app = LedgerApp(path, create=True)
    camp = ledger_campaign(app, steps)
    app.record(camp, camp.test_index)
    n = data.draw(st.integers(0, len(steps)))
    then = LedgerApp(path).campaign_at("P", n)
    assert then.state == replayed(steps[:n]).state
