"""The event store layer: pydantic events through our orjson mapper, upcasting, divergence, campaigns."""

from __future__ import annotations

import re
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, ClassVar
from uuid import uuid4

import pytest
from eventsourcing.persistence import StoredEvent

from ledger.service.acting import apply
from ledger.service import Ledger
from ledger.store.application import LedgerApp
from ledger.errors import DivergenceError, LedgerError
from ledger.aggregates.events import LedgerEvent
from ledger.store.mapper import OrjsonTranscoder, PydanticMapper
from ledger.aggregates.changes import apply_changes
from rules.dice import parse_dice, roll_seeded
from rules.errors import RuleError
from rules.names import norm, resolve
from rules.phases import SessionPhases, advance


class NoteV2(LedgerEvent):
    """A test event at class_version 2: v1 had ``text``; v2 renamed it ``body`` and added ``lang``."""

    class_version: ClassVar[int] = 2
    body: str
    lang: str

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        state["body"] = state.pop("text")
        state["lang"] = "en"


class ThisModuleMapper(PydanticMapper):
    """The ledger's mapper, resolving this test module's topics too (the ledger's resolves only its own)."""

    topics = re.compile(r"test_store:[A-Za-z0-9_.]+")


def test_mapper_round_trip_and_upcast() -> None:
    mapper = ThisModuleMapper(transcoder=OrjsonTranscoder())
    oid = uuid4()
    now = datetime(2026, 11, 29, 12, 0, tzinfo=timezone.utc)
    event = NoteV2(originator_id=oid, originator_version=3, timestamp=now, body="hi", lang="es")
    stored = mapper.to_stored_event(event)
    assert stored.originator_version == 3 and b'"class_version":2' in stored.state
    assert mapper.to_domain_event(stored) == event
    old = StoredEvent(originator_id=oid, originator_version=1, topic=stored.topic,
                      state=b'{"timestamp":"2026-11-29T12:00:00+00:00","text":"old words"}')
    up = mapper.to_domain_event(old)
    assert (up.body, up.lang, up.originator_version) == ("old words", "en", 1)


def test_fold_detects_divergence() -> None:
    state = {"team": {"pool": 2}}
    apply_changes(state, [{"path": ["team", "pool"], "before": 2, "after": 3, "delta": 1}])
    assert state == {"team": {"pool": 3}}
    with pytest.raises(DivergenceError, match="team.pool"):
        apply_changes(state, [{"path": ["team", "pool"], "before": 2, "after": 5, "delta": 3}])
    apply_changes(state, [{"path": ["team", "pool"], "before": 3, "after": None, "delta": None}])
    assert state == {"team": {}}


def test_two_campaigns_in_one_store(tmp_path: Path) -> None:
    app = Ledger(tmp_path / "s.sqlite")
    app.create("First", "masks")
    assert app.campaign_name(None) == "First"
    app.create("Second", "masks", {"masks.potential.size": 3})
    with pytest.raises(LedgerError, match="campaign: name the campaign"):
        app.campaign_name(None)
    assert app.now("second").state["options"]["masks.potential.size"] == 3
    with pytest.raises(LedgerError, match="already exists"):
        app.create("FIRST", "masks")
    with pytest.raises(RuleError, match="options.masks.potential.size"):
        app.create("Third", "masks", {"masks.potential.size": 0})
    with pytest.raises(RuleError, match="options.masks.nonsense"):
        app.create("Third", "masks", {"masks.nonsense": 1})


def test_stale_write_is_refused_not_merged(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    Ledger(path).create("C", "masks")
    a, b = LedgerApp(path), LedgerApp(path)
    camp_a, camp_b = a.campaign("C"), b.campaign("C")
    apply(a, camp_a, "add-character", {"name": "Ana", "playbook": "bull", "plus_one": "danger"}, "GM")
    apply(b, camp_b, "add-character", {"name": "Bo", "playbook": "nova", "plus_one": "freak"}, "GM")
    a.record(camp_a)
    from ledger.store.application import Conflict

    with pytest.raises(Conflict):                      # a stale save is refused, never merged...
        b.record(camp_b)
    assert list(LedgerApp(path).campaign("C").state["characters"]) == ["Ana"]
    Ledger(path).act("C", "add-character", {"name": "Bo", "playbook": "nova", "plus_one": "freak"}, "GM")   # ...decided again
    assert list(LedgerApp(path).campaign("C").state["characters"]) == ["Ana", "Bo"]


def test_dice_parsing() -> None:
    assert parse_dice("6,3", 2) == [6, 3] and parse_dice([1, 6], 2) == [1, 6] and parse_dice("2 5", 2) == [2, 5]
    for bad, msg in (("6", "got 1 die, need exactly 2"), ("0,3", "face 0 is outside 1..6"), ("x,3", "'x' is not a die face"),
                     ("1,2,3", "got 3 dice")):
        with pytest.raises(RuleError, match=msg) as info:
            parse_dice(bad, 2)
        assert info.value.field == "dice"
    assert roll_seeded(7, 2) == roll_seeded(7, 2) and all(1 <= f <= 6 for f in roll_seeded(7, 50))


def test_names_in_english_and_spanish() -> None:
    assert norm("Enfrentarse_a-una  AMENAZA") == "enfrentarse a una amenaza"
    aliases = {"directly_engage": ("Directly Engage a Threat", "Enfrentarse a una amenaza")}
    assert resolve("move", "enfrentarse a una amenaza", aliases) == "directly_engage"
    assert resolve("move", "DIRECTLY-ENGAGE", aliases) == "directly_engage"
    with pytest.raises(RuleError, match="move: unknown move 'fly'; allowed: Directly Engage a Threat$"):
        resolve("move", "fly", aliases)


def test_phase_machine_names_the_phase() -> None:
    assert advance(SessionPhases, "not_started", "start", "session", "session start") == "running"
    assert advance(SessionPhases, "ended", "start", "session", "session start") == "running"
    with pytest.raises(RuleError) as info:
        advance(SessionPhases, "running", "start", "session", "session start")
    assert info.value.field == "phase"
    assert str(info.value) == ("phase: 'session start' is not allowed while the session is running; "
                               "allowed now: session end")


def test_snapshot_load_equals_full_fold(tmp_path: Path) -> None:
    from ledger.aggregates import Campaign
    from ledger.aggregates.campaign import campaign_id

    path = tmp_path / "s.sqlite"
    Ledger(path).create("Snap", "masks")
    app = LedgerApp(path)
    camp = app.campaign("Snap", writing=True)
    apply(app, camp, "add-character", {"name": "Ana", "playbook": "bull", "plus_one": "danger"}, "GM")
    apply(app, camp, "add-character", {"name": "Bo", "playbook": "nova", "plus_one": "freak"}, "GM")
    apply(app, camp, "session start", {}, "GM")
    apply(app, camp, "scene start", {}, "GM")
    while camp.version < 450:
        apply(app, camp, "roll", {"move": "directly engage", "character": "Ana", "dice": [1, 2]}, "GM")
        apply(app, camp, "resolve", {}, "GM")
    app.record(camp)
    fresh = LedgerApp(path)
    snaps = list(fresh.snapshots.get(campaign_id("Snap")))
    assert [s.originator_version for s in snaps] == [200, 400]
    loaded = fresh.campaign("Snap")
    folded = None
    for event in fresh.events.get(campaign_id("Snap")):
        folded = event.mutate(folded)
    assert isinstance(loaded, Campaign) and loaded.version == folded.version == camp.version
    assert loaded.state == folded.state == camp.state
    assert loaded.created_on == folded.created_on and loaded.actions == folded.actions


def test_v1_events_upcast_and_old_actions_are_checked_by_their_changes(tmp_path: Path) -> None:
    """A store written before actions recorded their inputs (Recorded v1) still loads, folds and corrects."""
    import orjson
    from eventsourcing.utils import get_topic

    from ledger.aggregates import Campaign

    path = tmp_path / "old.sqlite"
    Ledger(path).create("Old", "masks")
    app = LedgerApp(path)
    camp = app.campaign("Old", writing=True)
    apply(app, camp, "add-character", {"name": "Rook", "playbook": "bull", "plus_one": "danger"}, "GM")
    app.record(camp)

    def v1(version: int, action: int, condition: str) -> StoredEvent:
        state = {"timestamp": "2026-11-01T12:00:00+00:00", "action_id": action, "action": "mark", "actor": "GM",
                 "system": "masks", "rules_version": camp.rules_version, "kind": "ConditionMarked", "cause": None,
                 "changes": [{"path": ["characters", "Rook", "conditions", condition], "before": False, "after": True,
                              "delta": None}],
                 "detail": {"character": "Rook", "condition": condition}}
        return StoredEvent(originator_id=camp.id, originator_version=version, topic=get_topic(Campaign.Recorded),
                           state=orjson.dumps(state))

    app.recorder.insert_events([v1(camp.version + 1, 2, "angry"), v1(camp.version + 2, 3, "afraid")])
    fresh = LedgerApp(path)
    events = list(fresh.campaign_events("Old"))
    assert [e.inputs for e in events[-2:]] == [None, None] and events[-1].reason is None
    loaded = fresh.campaign("Old")
    assert loaded.actions == 3 and loaded.state["characters"]["Rook"]["conditions"]["afraid"] is True
    _, report = Ledger(path).correct("Old", "undo", {"action": 2})          # action 3 has no inputs: its changes still apply
    assert report.undone == [2]
    conditions = LedgerApp(path).campaign("Old").state["characters"]["Rook"]["conditions"]
    assert conditions["angry"] is False and conditions["afraid"] is True
    with pytest.raises(LedgerError, match="recorded before inputs were kept"):
        Ledger(path).correct("Old", "amend", {"action": 3, "condition": "guilty"})


def test_a_warm_app_follows_other_writers_and_forgets_what_failed(tmp_path: Path) -> None:
    """``keep_warm`` (the shell's long-running process): the kept campaign catches up with events another
    process saved, a refused command, a lost race and a dry run leave no trace in it."""
    path = tmp_path / "s.sqlite"
    Ledger(path).create("C", "masks")
    warm, other = Ledger(path, warm=True), Ledger(path)
    warm.act("C", "add-character", {"name": "Ana", "playbook": "bull", "plus_one": "danger"}, "GM")
    kept = warm.app.campaign("C")
    assert warm.app.campaign("C") is kept                              # nothing new: the same object
    other.act("C", "add-character", {"name": "Bo", "playbook": "nova", "plus_one": "freak"}, "GM")
    assert list(warm.now("C").state["characters"]) == ["Ana", "Bo"]
    with pytest.raises(RuleError):
        warm.act("C", "mark", {"character": "Nobody", "condition": "angry"}, "GM")
    warm.act("C", "mark", {"character": "Ana", "condition": "angry"}, "GM")
    camp_other = other.app.campaign("C")                                # a race: other decides on the old state
    apply(other.app, camp_other, "mark", {"character": "Bo", "condition": "afraid"}, "GM")
    kept = warm.app.campaign("C")
    apply(warm.app, kept, "mark", {"character": "Ana", "condition": "guilty"}, "GM")
    other.app.record(camp_other)
    from ledger.store.application import Conflict

    with pytest.raises(Conflict):
        warm.app.record(kept)
    warm.act("C", "mark", {"character": "Ana", "condition": "guilty"}, "GM")   # the kept copy was dropped
    warm.correct("C", "amend", {"action": 3, "condition": "insecure"}, "GM", dry_run=True)
    fresh = LedgerApp(path).campaign("C")
    assert warm.now("C").state == fresh.state and warm.now("C").version == fresh.version
    assert fresh.state["characters"]["Ana"]["conditions"]["guilty"] and fresh.state["characters"]["Bo"]["conditions"]["afraid"]


def test_the_ledgers_mapper_resolves_only_its_own_topics() -> None:
    """A stored topic naming any other module (``this:s`` prints when imported) is refused before any import."""
    mapper = PydanticMapper(transcoder=OrjsonTranscoder())
    stored = ThisModuleMapper(transcoder=OrjsonTranscoder()).to_stored_event(
        NoteV2(originator_id=uuid4(), originator_version=3, timestamp=datetime(2026, 11, 29, tzinfo=timezone.utc),
               body="hi", lang="es"))
    from ledger.errors import DamagedStore

    for topic in (stored.topic, "this:s", "os:system", "ledger.cli:main"):
        with pytest.raises(DamagedStore, match="not a topic of the ledger's own"):
            mapper.to_domain_event(StoredEvent(originator_id=stored.originator_id, originator_version=3, topic=topic,
                                               state=stored.state))
    assert "this" not in sys.modules
