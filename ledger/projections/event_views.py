"""A stored event read as attributes, whichever road it came by, and a history row as the CLI's JSON writes it.

Source: design.md "The service layer and its faces" (a history row is made from a domain event or from its raw
decoded fields alike, without building a pydantic model for it) and README "JSON output (stable keys)".
"""

from __future__ import annotations

from typing import Any


def json_body(item: Any) -> bytes:
    """One history row as an element of the JSON array ``ledger history --json`` prints (indented by two more than
    the array, keys sorted): the bytes the kept rows (``ledger.store.kept_rows``) hold and the CLI writes."""
    import orjson

    return orjson.dumps(item, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS).replace(b"\n", b"\n  ")


class View:
    """An event's fields read as attributes: a domain event as it is, or raw decoded fields (``type`` is the
    event class's name: ``Created``, ``Recorded`` or ``Corrected``)."""

    __slots__ = ("type", "f")

    def __init__(self, type_: str, fields: dict[str, Any]) -> None:
        self.type = type_
        self.f = fields

    def __getattr__(self, name: str) -> Any:
        return self.f.get(name)

    @property
    def time(self) -> str:
        """When it was recorded, ISO 8601 (``iso_time``)."""
        return iso_time(self.f["timestamp"])


def iso_time(ts: Any) -> str:
    """An event's ``timestamp`` (a ``datetime``, or the text a stored event holds) as ISO 8601, as
    ``datetime.isoformat()`` writes it (UTC as ``+00:00``)."""
    if not isinstance(ts, str):
        return ts.isoformat()
    return ts[:-1] + "+00:00" if ts.endswith("Z") else ts


def view(event: Any) -> View:
    """A ``View`` of a domain event object (or a ``View`` as it is)."""
    if isinstance(event, View):
        return event
    return View(type(event).__name__, dict(vars(event)) if not hasattr(event, "model_dump") else
                {k: getattr(event, k) for k in type(event).model_fields})
