"""The base of every stored event (pydantic), and the rule that only the ledger's own topics are ever resolved.

Source: design.md "Events" ("Events are pydantic models serialised with orjson (a small transcoder and
mapper of our own)"); design.md "Events" (versioned classes with upcasters). The approach follows the
eventsourcing documentation's pydantic examples; the code is our own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from datetime import datetime
from typing import Annotated, Any, ClassVar
from uuid import UUID

from eventsourcing.utils import resolve_topic
from pydantic import AfterValidator, BaseModel, ConfigDict

from ledger.failure_reasons import OwnReason


#: The topics the ledger stores (``module:Qualname`` of its own event and aggregate classes): only these are ever
#: resolved, so a stored event or an export line naming another module never imports it.
OWN_TOPIC = re.compile(r"ledger\.aggregates\.[a-z_][a-z0-9_]*:[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")


def own_topic(topic: Any, pattern: re.Pattern[str] = OWN_TOPIC) -> str:
    """``topic`` when it names a class of the ledger's own aggregates module (``ledger.aggregates.*``; or matches
    ``pattern``). Raises ``OwnReason`` (a ``ValueError``) for any other text (no module is imported to find out). Source: a newcomer's
    pass (an event whose topic was ``this:s`` imported Python's ``this`` module, which prints on import)."""
    if type(topic) is not str or not pattern.fullmatch(topic):
        raise OwnReason(f"not a topic of the ledger's own: {str(topic)[:80]!r}")
    return topic


def own_class(topic: Any, base: type, pattern: re.Pattern[str] = OWN_TOPIC) -> Any:
    """The class ``topic`` names (``own_topic``), which must be ``base`` or a subclass of it. Raises ``OwnReason`` (a ``ValueError``)
    (another module's topic, or a class of another kind), or what ``resolve_topic`` raises for a missing one. Kept
    per topic (a class once found is found again; a refusal is not kept)."""
    if type(topic) is not str:
        raise OwnReason(f"not a topic of the ledger's own: {str(topic)[:80]!r}")
    return _own_class(topic, base, pattern)


@lru_cache(maxsize=256)
def _own_class(topic: str, base: type, pattern: re.Pattern[str]) -> Any:
    cls = resolve_topic(own_topic(topic, pattern))
    if not (isinstance(cls, type) and issubclass(cls, base)):
        raise OwnReason(f"{topic!r} is not a {base.__name__}")
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
