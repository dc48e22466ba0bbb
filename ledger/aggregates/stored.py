"""The stored form of a campaign's events: the one definition every reader and writer shares.

Source: design.md "Events" (versioned event classes with upcasters) and "Storage" (one owner of the stored form,
used by the mapper and by every fast reader or writer). An event is stored as a row ``(originator id, version,
topic, state)``; ``state`` is the JSON of the event's fields in its model's order, less the id and version, with
``class_version`` last when above 1. This module says, importing only the standard library, orjson and the
name rule (``rules.names.norm``):

- the ids: the store's campaign list (``INDEX_ID``) and a campaign's (``campaign_id``, ``campaign_key``);
- the kinds the ledger stores (``KINDS``: ``"Campaign.Recorded"``...), each one's topic, current class version and
  field order;
- the timestamp's text (``stamp``), as pydantic's JSON mode writes a datetime;
- the dict-level upcasters (``upcast``), from any stored class version to the current one;
- how to read a stored row (``decode``) and write one (``encode``), and when a snapshot is due (``snapshot_due``).

The pydantic event classes (``ledger.aggregates.campaign``) take their class versions from here, the mapper
(``ledger.store.mapper``) upcasts through ``upcast``, and the fast reader, the fast undo and the import read and
write through ``decode``/``encode``: every road reads an older class version the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

import orjson

from rules.names import norm

#: The module every stored topic names (``ledger.aggregates.campaign:Campaign.Recorded``).
MODULE = "ledger.aggregates.campaign"
#: The id of the store's campaign list (``CampaignIndex``).
INDEX_ID = uuid5(NAMESPACE_URL, "campaign-ledger:index")
#: The id of the store's accounts (``Accounts``: people's names, password hashes, token and link digests; in no
#: campaign's record and never exported).
ACCOUNTS_ID = uuid5(NAMESPACE_URL, "campaign-ledger:accounts")
#: A campaign snapshot every this many campaign events (eventsourcing's ``snapshotting_intervals``).
SNAPSHOT_EVERY = 200

_BASE = ("timestamp",)
_CHAINED = (*_BASE, "chain")

#: Kind -> (current class version, the stored fields in order, ``class_version`` excluded).
KINDS: dict[str, tuple[int, tuple[str, ...]]] = {
    "Campaign.Created": (2, ("timestamp", "originator_topic", "chain", "name", "system", "rules_version", "options",
                             "actor", "state")),
    "Campaign.Recorded": (3, (*_CHAINED, "action_id", "action", "actor", "system", "rules_version", "kind", "cause",
                              "changes", "detail", "inputs", "reason")),
    "Campaign.Corrected": (4, (*_CHAINED, "action_id", "actor", "command", "target", "reason", "undone", "redone",
                               "inputs", "revised", "changes", "by", "approver")),
    "Campaign.Snapshot": (1, ("topic", "state", "timestamp")),
    "CampaignIndex.Started": (1, (*_BASE, "originator_topic")),
    "CampaignIndex.Registered": (1, (*_BASE, "name", "system")),
    "Accounts.Opened": (1, (*_BASE, "originator_topic")),
    "Accounts.Changed": (1, (*_BASE, "person", "key", "value")),
}


#: Kind -> the first class version whose events always carry a ``chain`` link (every one the ledger writes now).
CHAINED_FROM: dict[str, int] = {"Campaign.Created": 2, "Campaign.Recorded": 3, "Campaign.Corrected": 2}


def campaign_id(name: str) -> UUID:
    """The aggregate id of the campaign called ``name`` (case- and accent-insensitive, stable)."""
    return uuid5(NAMESPACE_URL, "campaign-ledger:campaign:" + norm(name))


def campaign_key(name: str) -> str:
    """``campaign_id(name)`` as stored in a SQLite row (32 hex digits)."""
    return campaign_id(name).hex


def topic(kind: str) -> str:
    """The stored topic of ``kind`` (``"Campaign.Recorded"`` -> ``"ledger.aggregates.campaign:Campaign.Recorded"``)."""
    return f"{MODULE}:{kind}"


def kind_of(stored_topic: str) -> str | None:
    """The kind a stored topic names, or None for a topic that is not one of ``KINDS``."""
    module, _, kind = str(stored_topic).partition(":")
    return kind if module == MODULE and kind in KINDS else None


def class_version(kind: str) -> int:
    """The current class version of ``kind``. Raises ``KeyError`` for an unknown kind."""
    return KINDS[kind][0]


def field_order(kind: str) -> tuple[str, ...]:
    """The stored fields of ``kind`` in the order the ledger writes them, ``class_version`` last when above 1."""
    version, order = KINDS[kind]
    return (*order, "class_version") if version > 1 else order


def stamp(moment: datetime) -> str:
    """``moment`` (UTC) as pydantic's JSON mode writes a datetime: ISO 8601, microseconds when not zero, ``Z``."""
    text = moment.strftime("%Y-%m-%dT%H:%M:%S")
    if moment.microsecond:
        text += f".{moment.microsecond:06d}"
    return text + "Z"


def snapshot_due(version: int) -> bool:
    """Whether saving the campaign event at ``version`` also saves a snapshot (every ``SNAPSHOT_EVERY`` events)."""
    return version % SNAPSHOT_EVERY == 0


# --- upcasting ------------------------------------------------------------------------------------------------

def _no_chain(fields: dict[str, Any]) -> None:
    """An event stored before the hash chain: ``chain`` None (its link is computed when folding)."""
    fields["chain"] = None


def _no_inputs(fields: dict[str, Any]) -> None:
    """A ``Recorded`` v1: no recorded inputs or reason (such an action is checked by its recorded changes when an
    earlier one is undone, since it cannot be decided again)."""
    fields["inputs"] = None
    fields["reason"] = None


def _no_person(fields: dict[str, Any]) -> None:
    """A ``Corrected`` v2: no person named (``by`` None): the store's owner's, or one recorded before a correction
    named the person who made it (its row reads as before: the actor alone)."""
    fields["by"] = None


def _no_approver(fields: dict[str, Any]) -> None:
    """A ``Corrected`` v3: no approver named (``approver`` None): one no GM approved as a proposal, or a proposed
    undo approved before a correction kept its approver (its row reads as before: the person alone)."""
    fields["approver"] = None


#: (kind, stored version) -> the change of a stored field dict to the next version, in place.
UPCASTERS: dict[tuple[str, int], Callable[[dict[str, Any]], None]] = {
    ("Campaign.Created", 1): _no_chain,
    ("Campaign.Recorded", 1): _no_inputs,
    ("Campaign.Recorded", 2): _no_chain,
    ("Campaign.Corrected", 1): _no_chain,
    ("Campaign.Corrected", 2): _no_person,
    ("Campaign.Corrected", 3): _no_approver,
}


def upcast(kind: str, fields: dict[str, Any]) -> dict[str, Any]:
    """``fields`` (a stored event's decoded JSON, changed in place and returned) brought from its ``class_version``
    (popped; 1 when absent) to ``kind``'s current one. Raises ``KeyError`` for an unknown kind or a missing upcaster,
    ``ValueError`` for a version past the current one or one that is not a whole number."""
    current = class_version(kind)
    version = fields.pop("class_version", 1)
    if type(version) is not int or not 1 <= version <= current:
        raise ValueError(f"class version {str(version)[:20]!r} of {kind} is not one of 1..{current}")
    while version < current:
        UPCASTERS[(kind, version)](fields)
        version += 1
    return fields


def decode(stored_topic: str, state: bytes | str) -> tuple[str, dict[str, Any]]:
    """(kind, upcast fields) of a stored row's topic and state. Raises ``ValueError`` for a topic that is not one
    of ``KINDS`` or a state that is not a JSON object (``orjson.JSONDecodeError`` is a ``ValueError``),
    ``KeyError`` for a missing upcaster."""
    kind = kind_of(stored_topic)
    if kind is None:
        raise ValueError(f"not a kind the ledger stores: {str(stored_topic)[:80]!r}")
    fields = orjson.loads(state)
    if type(fields) is not dict:
        raise ValueError(f"the stored state of {kind} is not a JSON object")
    return kind, upcast(kind, fields)


def encode(kind: str, fields: dict[str, Any]) -> bytes:
    """The stored state of a current-version ``kind`` event whose ``fields`` are its stored fields (any order; the
    id and version left out), as the mapper writes it: the fields in ``field_order``. Raises ``KeyError`` for a
    missing field, ``ValueError`` for an unexpected one."""
    version, order = KINDS[kind]
    extra = set(fields) - set(order) - {"class_version"}
    if extra:
        raise ValueError(f"{kind} stores no field {sorted(extra)[0]!r}")
    row = {key: fields[key] for key in order}
    if version > 1:
        row["class_version"] = version
    return orjson.dumps(row)


def in_order(kind: str, fields: dict[str, Any]) -> bool:
    """Whether a stored event's decoded ``fields`` are in the order, and of the class version, the ledger writes
    (the hash chain, computed over the sorted fields, would not see another order)."""
    return fields.get("class_version", 1) == class_version(kind) and tuple(fields) == field_order(kind)
