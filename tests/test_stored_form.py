"""The stored form has one owner (``ledger.aggregates.stored``): the pydantic event classes, the mapper and the fast
roads agree with it, and an older class version reads the same on every road."""

from __future__ import annotations

from datetime import datetime, timezone
from uuid import uuid4

import orjson
import pytest
from eventsourcing.persistence import StoredEvent
from eventsourcing.utils import get_topic

from ledger.aggregates import stored
from ledger.aggregates.campaign import Accounts, Campaign, CampaignIndex
from ledger.store.mapper import OrjsonTranscoder, PydanticMapper

CLASSES = {"Campaign.Created": Campaign.Created, "Campaign.Recorded": Campaign.Recorded,
           "Campaign.Corrected": Campaign.Corrected, "Campaign.Snapshot": Campaign.Snapshot,
           "CampaignIndex.Started": CampaignIndex.Started, "CampaignIndex.Registered": CampaignIndex.Registered,
           "Accounts.Opened": Accounts.Opened, "Accounts.Changed": Accounts.Changed}


@pytest.mark.parametrize("kind", sorted(stored.KINDS))
def test_each_kind_agrees_with_its_class(kind: str) -> None:
    cls = CLASSES[kind]
    assert stored.topic(kind) == get_topic(cls)
    assert stored.kind_of(get_topic(cls)) == kind
    assert stored.class_version(kind) == cls.class_version
    model_order = tuple(k for k in cls.model_fields if k not in ("originator_id", "originator_version"))
    assert stored.field_order(kind)[:len(model_order)] == model_order
    assert stored.field_order(kind)[len(model_order):] == (("class_version",) if cls.class_version > 1 else ())


def _recorded_fields() -> dict:
    return {"timestamp": "2026-11-30T10:00:00Z", "chain": "ab" * 32, "action_id": 4, "action": "roll", "actor": "GM",
            "system": "masks", "rules_version": "r1", "kind": "MoveRolled", "cause": None, "changes": [],
            "detail": {"dice": [3, 4]}, "inputs": {"args": {}, "seed": 1}, "reason": "why"}


def test_encode_writes_what_the_mapper_writes() -> None:
    fields = _recorded_fields()
    event = Campaign.Recorded.model_validate(dict(fields, originator_id=uuid4(), originator_version=9))
    mapper = PydanticMapper(transcoder=OrjsonTranscoder())
    assert stored.encode("Campaign.Recorded", dict(reversed(list(fields.items())))) == mapper.to_stored_event(event).state
    with pytest.raises(ValueError, match="stores no field 'extra'"):
        stored.encode("Campaign.Recorded", dict(fields, extra=1))


def test_an_older_version_reads_alike_on_every_road() -> None:
    """A ``Recorded`` of class version 1 (no inputs, reason or chain): the dict upcasters give the fields the
    mapper's model holds, so a fast reader and the full path read it alike."""
    v1 = {k: v for k, v in _recorded_fields().items() if k not in ("inputs", "reason", "chain")}
    kind, fields = stored.decode(stored.topic("Campaign.Recorded"), orjson.dumps(v1))
    assert kind == "Campaign.Recorded"
    assert (fields["inputs"], fields["reason"], fields["chain"]) == (None, None, None)
    oid = uuid4()
    mapper = PydanticMapper(transcoder=OrjsonTranscoder())
    event = mapper.to_domain_event(StoredEvent(originator_id=oid, originator_version=2, topic=stored.topic(kind),
                                               state=orjson.dumps(v1)))
    assert event.model_dump(mode="json", exclude={"originator_id", "originator_version"}) == fields
    v2 = dict(v1, inputs=None, reason=None, class_version=2)
    assert stored.decode(stored.topic(kind), orjson.dumps(v2))[1]["chain"] is None


def test_refusals_of_the_stored_form() -> None:
    with pytest.raises(ValueError, match="not a kind the ledger stores"):
        stored.decode("os:system", b"{}")
    with pytest.raises(ValueError, match="class version '9' of Campaign.Recorded is not one of 1..3"):
        stored.decode(stored.topic("Campaign.Recorded"), b'{"class_version":9}')
    with pytest.raises(ValueError, match="not a JSON object"):
        stored.decode(stored.topic("Campaign.Recorded"), b"[1]")
    assert stored.stamp(datetime(2026, 1, 2, 3, 4, 5, 60, tzinfo=timezone.utc)) == "2026-01-02T03:04:05.000060Z"
    assert [v for v in range(1, 801) if stored.snapshot_due(v)] == [200, 400, 600, 800]
