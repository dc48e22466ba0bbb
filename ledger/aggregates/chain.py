"""The hash chain of a campaign: each event commits to every event before it.

Source: README "Archiving a campaign". An event's ``chain`` is the SHA-256 (hex) of the previous event's chain and the
event's own canonical content: its fields as JSON (every field but ``chain``, sorted keys, orjson; a field added
to a kind after the chain existed, ``LATER``, left out when None, so that an event recorded before it keeps its link),
with the empty string before the first event. A changed byte, a deleted or a reordered event breaks the
chain from there on. Events recorded before the chain existed carry no ``chain``: their link is computed
when folding, so the first chained event after them commits to them too (``ledger migrate`` records one
at once).

So events without a chain exist only as a prefix of a campaign: once one event is chained, every later one is
(``missing_link``), and an event stored at a class version that has the chain always carries its link. A campaign
whose links were taken out (nulled or their class version lowered, from some event on) is damaged, not "from before
the chain"; ``ledger migrate`` is the one way to anchor events recorded before it.
"""

from __future__ import annotations

import hashlib
from typing import Any

import orjson

GENESIS = ""
#: Fields added to a chained kind later (``Corrected.by``, the person who made a correction; ``Corrected.approver``,
#: the GM who approved it as a proposal): left out of the canonical form when None, as the events recorded before
#: them were hashed without them.
LATER = ("by", "approver")


def _content(fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` less ``chain`` and the ``LATER`` fields holding None."""
    return {k: v for k, v in fields.items() if k != "chain" and not (v is None and k in LATER)}


def canonical(fields: dict[str, Any]) -> bytes:
    """The canonical bytes of an event's fields (as ``model_dump(mode="json")`` gives them), ``chain`` left out."""
    return orjson.dumps(_content(fields), option=orjson.OPT_SORT_KEYS)


def link(previous: str | None, fields: dict[str, Any]) -> str:
    """The chain value of an event with ``fields`` after an event whose chain was ``previous``."""
    return _digest(previous, canonical(fields))


def _digest(previous: str | None, content: bytes) -> str:
    """SHA-256 (hex) of ``previous``'s chain value then an event's canonical bytes."""
    return hashlib.sha256((previous or GENESIS).encode() + content).hexdigest()


def event_fields(event: Any) -> dict[str, Any]:
    """An event's fields as JSON (pydantic's JSON mode), the form the chain is computed over."""
    return event.model_dump(mode="json")


def event_link(previous: str | None, event: Any) -> str:
    """``link`` of a domain event object."""
    return link(previous, event_fields(event))


def fields_link(previous: str | None, originator_id: Any, version: int, fields: dict[str, Any]) -> str:
    """``link`` of an event given as its upcast stored fields (``PydanticMapper.decode``'s dict, or the stored
    JSON of a current-version event) without building the model: the same bytes as ``event_fields`` gives,
    since the stored fields are the model's JSON dump minus the id and version (added back here; the id
    as a UUID or its text form)."""
    form = _content(fields)                           # a shallow copy, less the keys the canonical form leaves out
    form.pop("class_version", None)
    form["originator_id"] = str(originator_id)        # (the id and version are set, whatever they held)
    form["originator_version"] = version
    return _digest(previous, orjson.dumps(form, option=orjson.OPT_SORT_KEYS))     # ``canonical``, "chain" already out


def missing_link(stored_topic: str, class_version: Any, chained_before: bool) -> str | None:
    """Why an event stored without a ``chain`` link (``stored_topic``, its stored ``class_version``, 1 when absent)
    cannot be one recorded before the chain, or None when it can: an event after a chained one
    (``chained_before``), or one of a class version that always carries its link (``stored.CHAINED_FROM``). Source:
    README "Archiving a campaign" (events from before the chain are a prefix; ``migrate`` anchors them)."""
    from ledger.aggregates.stored import CHAINED_FROM, kind_of

    if chained_before:
        return "it has no hash-chain link, yet an event before it has one (its link was taken out)"
    kind = kind_of(stored_topic)
    first = CHAINED_FROM.get(kind or "")
    if first is not None and type(class_version) is int and class_version >= first:
        return "it has no hash-chain link, yet it is of a class version that always has one (its link was taken out)"
    return None
