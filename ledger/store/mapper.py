"""The orjson transcoder and pydantic mapper eventsourcing stores the ledger's events with.

Source: design.md "Storage" (eventsourcing 9.5's orjson transcoder does not install on Python 3.11: a small one of
our own) and "Events" (versioned classes with upcasters); the eventsourcing documentation's pydantic examples. The
stored form (field order, class versions, upcasters) is ``ledger.aggregates.stored``'s; this mapper applies it.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import orjson
from eventsourcing.persistence import Mapper, StoredEvent, Transcoder
from eventsourcing.utils import get_topic

from ledger.aggregates import stored
from ledger.aggregates.events import OWN_TOPIC, LedgerEvent, own_class


class OrjsonTranscoder(Transcoder):
    """Encodes plain JSON-able dicts with orjson (bytes in, bytes out)."""

    def encode(self, obj: Any) -> bytes:
        """Serialise ``obj`` to JSON bytes."""
        return orjson.dumps(obj)

    def decode(self, data: bytes) -> Any:
        """Parse JSON bytes."""
        return orjson.loads(data)


def _damaged(stored_event: StoredEvent, exc: Exception) -> Exception:
    """The ``ledger.errors.DamagedStore`` a stored event that does not decode raises (``exc``: why)."""
    from ledger.errors import DamagedStore

    from ledger.failure_reasons import decode_reason

    return DamagedStore(stored_event.originator_version, decode_reason(exc), stored_event.topic)


class PydanticMapper(Mapper):
    """Maps ``LedgerEvent`` models to eventsourcing ``StoredEvent`` rows and back, upcasting old versions."""

    def to_stored_event(self, domain_event: Any) -> StoredEvent:
        """Dump the event (JSON mode) minus id/version, add ``class_version`` when above 1, encode."""
        state = domain_event.model_dump(mode="json", exclude={"originator_id", "originator_version"})
        version = type(domain_event).class_version
        if version > 1:
            state["class_version"] = version
        data = self.transcoder.encode(state)
        if self.compressor:
            data = self.compressor.compress(data)
        if self.cipher:
            data = self.cipher.encrypt(data)
        return StoredEvent(originator_id=domain_event.originator_id, originator_version=domain_event.originator_version,
                           topic=get_topic(type(domain_event)), state=data)

    def to_domain_event(self, stored_event: StoredEvent) -> Any:
        """Decode, upcast from the stored ``class_version`` to the class's, validate into the model. Raises
        ``ledger.errors.DamagedStore`` (naming the event's version) for bytes that do not decode into an event."""
        cls, state = self.decode(stored_event)
        try:
            return cls.model_validate(state)
        except Exception as exc:  # noqa: BLE001 - a field of the wrong kind
            raise _damaged(stored_event, exc) from None

    def decode(self, stored_event: StoredEvent) -> tuple[type[LedgerEvent], dict[str, Any]]:
        """The event class and its upcast field dict (id and version included), not yet validated. Raises
        ``ledger.errors.DamagedStore`` for bytes that are not an event's JSON or a topic no event class has."""
        try:
            data = stored_event.state
            if self.cipher:
                data = self.cipher.decrypt(data)
            if self.compressor:
                data = self.compressor.decompress(data)
            return self.upcast(stored_event.topic, self.transcoder.decode(data), stored_event.originator_id,
                               stored_event.originator_version)
        except Exception as exc:  # noqa: BLE001 - cut JSON, a foreign topic, a missing upcaster
            raise _damaged(stored_event, exc) from None

    #: The topics this mapper resolves (a test's mapper may widen it to its own module).
    topics: ClassVar[re.Pattern[str]] = OWN_TOPIC

    @classmethod
    def upcast(cls_, topic: str, state: dict[str, Any], originator_id: Any, originator_version: int) -> tuple[type[LedgerEvent], dict[str, Any]]:
        """The event class of ``topic`` and ``state`` (a stored event's decoded fields, changed in place)
        upcast from its ``class_version`` to the class's, with id and version added; not yet validated.
        Raises ``ValueError`` for a topic that is not the ledger's own (nothing is imported for it), what
        ``resolve_topic`` raises for an unknown one, ``KeyError``/``AttributeError`` for a missing upcaster."""
        cls = own_class(topic, LedgerEvent, cls_.topics)
        kind = stored.kind_of(topic)
        if kind is not None:
            stored.upcast(kind, state)              # the ledger's own kinds: the one definition every road reads with
        else:                                       # a class outside the stored kinds (a test's): its own upcasters
            version = state.pop("class_version", 1)
            while version < cls.class_version:
                getattr(cls, f"upcast_v{version}_v{version + 1}")(state)
                version += 1
        state["originator_id"] = originator_id
        state["originator_version"] = originator_version
        return cls, state
