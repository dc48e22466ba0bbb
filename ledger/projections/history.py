"""The history projection: one row per action, with what changed (before -> after) and why.

Source: issue #2 item 5 ("the history: one row per action with time, actor, what changed (before ->
after) and why (the roll it came from)") and issue #5 item 3 (the words come from the system). Pure: a
fold over the campaign's events. It knows no game system: the system's views name its state paths
(``describe``), summarise its events (``summary``) and translate its ids (``term``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from rules.names import norm
from rules.system import GameSystem

_CAUSE = re.compile(r"^(?P<key>[a-z_]+) #(?P<n>\d+)")


def value_text(v: Any, lang: str, system: GameSystem) -> str:
    """A recorded value for display: ids through the system's ``term``, numbers signed when negative."""
    term = system.views["term"]
    if v is None:
        return "—"
    if isinstance(v, bool):
        return system.word("yes" if v else "no", lang)
    if isinstance(v, int):
        return f"{v:+d}" if v < 0 else str(v)
    if isinstance(v, str):
        return term(v, lang)
    if isinstance(v, list):
        return "[" + ", ".join(value_text(x, lang, system) if not isinstance(x, dict) else str(x.get("source", "…")) for x in v) + "]"
    return "{…}"


def plain_summary(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> str:
    """The system-independent summary of an event: its kind and its details (``kind (key=value; ...)``)."""
    term = system.views["term"]
    parts = []
    for key, value in detail.items():
        if isinstance(value, dict) and key == "inputs":
            continue
        if isinstance(value, (dict, list)):
            value = ", ".join(map(str, value)) if isinstance(value, list) else ", ".join(f"{k} {v}" for k, v in value.items())
        parts.append(f"{key}={term(value, lang) if isinstance(value, str) else value}")
    return kind + (f" ({'; '.join(parts)})" if parts else "")


def summarise(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> tuple[str, bool]:
    """(summary line, shown in tables): the system's own summary when it has one, else the plain one."""
    own = system.views.get("summary")
    line = own(kind, detail, lang) if own else None
    return (line, True) if line else (plain_summary(kind, detail, lang, system), False)


def change_text(change: dict[str, Any], lang: str, system: GameSystem) -> str | None:
    """``"what: before → after"`` for one recorded change, or None when the system leaves the path out."""
    describe = system.views.get("describe")
    what = describe(change["path"], lang) if describe else ".".join(change["path"])
    if what is None:
        return None
    if isinstance(change["after"], dict) and change["before"] is None:
        return f"{what}: {system.word('created', lang)}"
    return f"{what}: {value_text(change['before'], lang, system)} → {value_text(change['after'], lang, system)}"


def _strings(value: Any) -> Iterable[str]:
    """Every string inside a detail value (one level of lists and dicts deep)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for x in value:
            if isinstance(x, str):
                yield x
    elif isinstance(value, dict):
        for x in value.values():
            if isinstance(x, str):
                yield x


def people(detail: dict[str, Any], changes: list[dict[str, Any]]) -> set[str]:
    """Folded strings an event names: in its change paths (after the first key) and its detail values."""
    found = {norm(str(p)) for ch in changes for p in ch["path"][1:3]}
    for value in detail.values():
        found.update(norm(s) for s in _strings(value))
    return found


def history(events: Iterable[Any], system: GameSystem, lang: str = "en", character: str | None = None,
            table: bool = False, state: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Rows of the campaign's history, one per action, oldest first.

    Row keys: ``action`` (int, 0 = creation), ``time`` (ISO 8601, when its first event was recorded),
    ``actor``, ``command``, ``events`` (list of ``{"kind", "cause", "summary", "changes", "detail"}``),
    ``changes`` (readable ``"what: before → after"`` strings) and ``why`` (causes, e.g. ``["roll #3"]``).
    ``character`` keeps the actions that touch that character: by actor, by a name in a change path or
    an event's detail, or by a cause ``key #N`` that points at an event whose detail holds ``key: N``
    and names them (so a point spent on Rook's roll counts for Rook). With ``table`` each event
    also keeps ``shown`` (whether the table prints its summary; see ``table_lines``). ``state`` is the
    campaign's current state: a system view ``redact(kind, detail, changes, state) -> (detail, changes)``
    hides what must stay secret at this moment (sealed orders not yet revealed).
    """
    rows: list[dict[str, Any]] = []
    anchors: dict[str, set[str]] = {}
    touched: list[set[str]] = []
    redact = system.views.get("redact")
    for ev in events:
        if not hasattr(ev, "action_id"):
            rows.append({"action": 0, "time": ev.timestamp.isoformat(), "actor": ev.actor, "command": "create",
                         "events": [{"kind": "CampaignCreated", "cause": None,
                                     "summary": f"campaign {ev.name} ({ev.system}, rules {ev.rules_version})",
                                     "changes": [], "detail": {"options": ev.options}, "shown": True}],
                         "changes": [], "why": []})
            touched.append({norm(ev.actor)})
            continue
        if not rows or rows[-1]["action"] != ev.action_id:
            rows.append({"action": ev.action_id, "time": ev.timestamp.isoformat(), "actor": ev.actor,
                         "command": ev.action, "events": [], "changes": [], "why": []})
            touched.append({norm(ev.actor)})
        row = rows[-1]
        detail, changes = redact(ev.kind, ev.detail, ev.changes, state) if redact and state is not None else (ev.detail, ev.changes)
        summary, shown = summarise(ev.kind, detail, lang, system)
        row["events"].append({"kind": ev.kind, "cause": ev.cause, "summary": summary, "shown": shown,
                              "changes": changes, "detail": detail})
        names = people(detail, changes)
        touched[-1] |= names
        for key, value in detail.items():
            if isinstance(value, int) and not isinstance(value, bool):
                anchors.setdefault(f"{key} #{value}", set()).update(names)
        for ch in changes:
            text = change_text(ch, lang, system)
            if text is not None:
                row["changes"].append(text)
        if ev.cause and ev.cause not in row["why"]:
            row["why"].append(ev.cause)
    if character:
        name = norm(character)
        keep = []
        for row, names in zip(rows, touched):
            linked = any(name in anchors.get(m.group(0), ()) for w in row["why"] if (m := _CAUSE.match(w)))
            if name in names or linked:
                keep.append(row)
        rows = keep
    if not table:
        for row in rows:
            for ev in row["events"]:
                del ev["shown"]
    return rows


def table_lines(row: dict[str, Any]) -> list[str]:
    """The "what changed" cell of a row from ``history(..., table=True)``: shown summaries, then changes."""
    return [ev["summary"] for ev in row["events"] if ev["shown"]] + row["changes"]
