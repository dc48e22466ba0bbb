"""Pydantic domain events and their orjson mapper for eventsourcing.

Source: issue #2 item 2 ("Events are pydantic models serialised with orjson (a small transcoder and
mapper of our own)"); design.md "Events" (versioned classes with upcasters). The approach follows the
eventsourcing documentation's pydantic examples; the code is our own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from datetime import datetime
from typing import Annotated, Any, ClassVar
from uuid import UUID

import orjson
from eventsourcing.persistence import Mapper, StoredEvent, Transcoder
from eventsourcing.utils import get_topic, resolve_topic
from pydantic import AfterValidator, BaseModel, ConfigDict


#: The topics the ledger stores (``module:Qualname`` of its own event and aggregate classes): only these are ever
#: resolved, so a stored event or an export line naming another module never imports it.
_OWN_TOPIC = re.compile(r"ledger\.aggregates\.[a-z_][a-z0-9_]*:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def own_topic(topic: Any, pattern: re.Pattern[str] = _OWN_TOPIC) -> str:
    """``topic`` when it names a class of the ledger's own aggregates module (``ledger.aggregates.*``; or matches
    ``pattern``). Raises ``ValueError`` for any other text (no module is imported to find out). Source: a newcomer's
    pass (an event whose topic was ``this:s`` imported Python's ``this`` module, which prints on import)."""
    if type(topic) is not str or not pattern.fullmatch(topic):
        raise ValueError(f"not a topic of the ledger's own: {str(topic)[:80]!r}")
    return topic


def own_class(topic: Any, base: type, pattern: re.Pattern[str] = _OWN_TOPIC) -> Any:
    """The class ``topic`` names (``own_topic``), which must be ``base`` or a subclass of it. Raises ``ValueError``
    (another module's topic, or a class of another kind), or what ``resolve_topic`` raises for a missing one. Kept
    per topic (a class once found is found again; a refusal is not kept)."""
    if type(topic) is not str:
        raise ValueError(f"not a topic of the ledger's own: {str(topic)[:80]!r}")
    return _own_class(topic, base, pattern)


@lru_cache(maxsize=256)
def _own_class(topic: str, base: type, pattern: re.Pattern[str]) -> Any:
    cls = resolve_topic(own_topic(topic, pattern))
    if not (isinstance(cls, type) and issubclass(cls, base)):
        raise ValueError(f"{topic!r} is not a {base.__name__}")
    return cls


#: A field that holds one of the ledger's own topics (an aggregate's class, named by its creation or a snapshot).
OwnTopic = Annotated[str, AfterValidator(own_topic)]


class LedgerEvent(BaseModel):
    """Base of every stored event: immutable, no unknown fields.

    ``class_version`` (a class attribute) starts at 1; raising it requires a classmethod/staticmethod
    ``upcast_v{n}_v{n+1}(state: dict) -> None`` that rewrites older stored state in place.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)
    class_version: ClassVar[int] = 1

    originator_id: UUID
    originator_version: int
    timestamp: datetime


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

    return DamagedStore(stored_event.originator_version, str(exc), stored_event.topic)


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
    topics: ClassVar[re.Pattern[str]] = _OWN_TOPIC

    @classmethod
    def upcast(cls_, topic: str, state: dict[str, Any], originator_id: Any, originator_version: int) -> tuple[type[LedgerEvent], dict[str, Any]]:
        """The event class of ``topic`` and ``state`` (a stored event's decoded fields, changed in place)
        upcast from its ``class_version`` to the class's, with id and version added; not yet validated.
        Raises ``ValueError`` for a topic that is not the ledger's own (nothing is imported for it), what
        ``resolve_topic`` raises for an unknown one, ``AttributeError`` for a missing upcaster."""
        cls = own_class(topic, LedgerEvent, cls_.topics)
        version = state.pop("class_version", 1)
        while version < cls.class_version:
            getattr(cls, f"upcast_v{version}_v{version + 1}")(state)
            version += 1
        state["originator_id"] = originator_id
        state["originator_version"] = originator_version
        return cls, state
