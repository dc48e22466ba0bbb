"""README "Correcting mistakes and reviewing the past" across every game system: undo, redo, amend and --as-of on each sample campaign.

Nothing here knows a system: the sample scripts are replayed through the ledger in memory and the
corrections are checked against replays of the scripts they imply (a prefix, the script with one
entry's dice changed), so every system added later is covered by its sample.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from ledger.service.acting import apply
from ledger.store.application import LedgerApp
from ledger.errors import LedgerError
from ledger.script import load_script
from ledger.projections.timeline import CORRECTIONS
from rules.errors import RuleError

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


def play(app: LedgerApp, path: Path, entries: list[tuple[int, str, dict[str, Any], str]] | None = None) -> Any:
    """The sample (or ``entries`` of it) played through the ledger in memory; never saved."""
    header, all_entries = load_script(path)
    camp, _ = app.new_campaign(header.campaign, header.system, header.options, header.actor)
    for _, command, args, actor in entries if entries is not None else all_entries:
        apply(app, camp, command, dict(args), actor)
    return camp


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> LedgerApp:
    return LedgerApp(tmp_path_factory.mktemp("samples") / "s.sqlite", create=True)


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_undo_of_the_last_action_equals_the_prefix(app: LedgerApp, path: Path) -> None:
    _, entries = load_script(path)
    camp = play(app, path)
    before = play(app, path, entries[:-1]).state
    if entries[-1][1] in CORRECTIONS:
        pytest.skip("the sample ends with a correction")
    apply(app, camp, "undo", {"action": camp.actions}, "GM")
    assert camp.state == before


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_undo_with_cascade_then_redo_restores_the_campaign(app: LedgerApp, path: Path) -> None:
    _, entries = load_script(path)
    plays = [i for i, (_, command, _, _) in enumerate(entries, start=1) if command not in CORRECTIONS]
    rng = random.Random(path.stem)
    for k in rng.sample(plays[-25:], 3):
        camp = play(app, path)
        original = camp.state
        try:
            apply(app, camp, "undo", {"action": k, "cascade": True}, "GM")
        except LedgerError as exc:
            assert "already undone" in str(exc)          # the sample undid it itself
            continue
        apply(app, camp, "redo", {"action": k}, "GM")
        assert camp.state == original, f"undo {k} + redo {k} of {path.name}"


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_amending_dice_equals_the_script_with_those_dice(app: LedgerApp, path: Path) -> None:
    _, entries = load_script(path)
    corrected = {args.get("action") for _, command, args, _ in entries if command in CORRECTIONS}
    rolled = [i for i, (_, command, args, _) in enumerate(entries, start=1) if command not in CORRECTIONS
              and i not in corrected and isinstance(args.get("dice"), list) and len(set(args["dice"])) > 1]
    if not rolled:
        pytest.skip("no roll with typed-in dice")
    for k in random.Random(path.stem).sample(rolled, min(3, len(rolled))):
        camp = play(app, path)
        dice = list(reversed(entries[k - 1][2]["dice"]))
        changed = [(n, c, dict(a, dice=dice) if i == k else a, who) for i, (n, c, a, who) in enumerate(entries, start=1)]
        try:
            expected = play(app, path, changed).state
        except RuleError:
            expected = None
        try:
            apply(app, camp, "amend", {"action": k, "dice": dice}, "GM")
        except RuleError:
            assert expected is None, f"amend {k} of {path.name} refused, but the script with those dice plays"
            continue
        assert expected is not None, f"amend {k} of {path.name} accepted, but the script with those dice is refused"
        assert camp.state == expected


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_as_of_equals_a_replay_of_the_prefix(app: LedgerApp, tmp_path: Path, path: Path) -> None:
    from ledger.service import Ledger

    camp, count = Ledger(tmp_path / "s.sqlite").replay(path)
    _, entries = load_script(path)
    fresh = LedgerApp(tmp_path / "s.sqlite")
    # a moment that a later correction in the script reaches back over reads the corrected timeline instead
    # (tests/test_corrections.py); the others are exactly the script's prefix
    reached = [(i, int(a["action"] if a.get("action") is not None else a["to"] + 1))
               for i, (_, c, a, _) in enumerate(entries, start=1) if c in CORRECTIONS]
    moments = [n for n in range(count + 1) if not any(made > n >= earliest for made, earliest in reached)]
    for n in sorted(random.Random(path.stem).sample(moments, min(4, len(moments)))) + [count]:
        assert fresh.campaign_at(camp.name, n).state == play(app, path, entries[:n]).state, f"as of {n}"


@pytest.mark.parametrize("path", SAMPLES, ids=[p.stem for p in SAMPLES])
def test_taking_actions_back_gives_the_state_before_them(app: LedgerApp, path: Path) -> None:
    """The engine under every correction: the current state with the effective events of actions k.. taken
    back equals a replay of the script before k (when no later correction changed an earlier action)."""
    from ledger.projections.timeline import collect, rewind

    _, entries = load_script(path)
    camp = play(app, path)
    acts = collect(list(camp.pending_events))
    targets_after: set[int] = set()
    for k in range(len(entries), 0, -1):
        command, args = entries[k - 1][1], entries[k - 1][2]
        if command in CORRECTIONS:
            targets_after.add(int(args["action"]))
            continue
        if any(t < k for t in targets_after) or k < len(entries) - 30:
            continue
        taken_back = rewind(camp.state, [a for a in acts.values() if a.id >= k])
        assert taken_back == play(app, path, entries[:k - 1]).state, f"{path.name}: before action {k}"
