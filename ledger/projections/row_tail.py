"""The last rows of a history read from the end of the store: the tail's own events, and further back only the
events of the actions its corrections decided again, so that a correction's row can say what it changed.

Source: README "Using the ledger" (``ledger history --last N`` reads only what it shows) and bench/README.md
("history": the last rows read from the end, memory flat in the campaign's size).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ledger.projections.event_views import View
from ledger.projections.history import Places
from ledger.projections.rows import Marks, iter_rows
from rules.system import GameSystem


def tail(newest_first: Iterable[View], count: int, system: GameSystem, state: dict[str, Any], lang: str = "en",
         table: bool = False, unsealed: Callable[[dict[str, Any]], bool] | None = None) -> list[dict[str, Any]]:
    """The last ``count`` rows, from the campaign's events read from the end of the store, newest first
    (``raw_events(app, cid, desc=True)`` or ``ledger.store.fast_reader.views``; the whole history is not read): the
    corrections among them give their marks; their sessions and scenes are found by walking back from the
    campaign's current ones (``state``). ``unsealed``: as for ``iter_rows``."""
    events: list[View] = []
    actions: set[int] = set()
    older = iter(newest_first)
    for ev in older:
        action = 0 if ev.type == "Created" else ev.action_id
        if action not in actions and len(actions) >= count:
            events.append(ev)               # read past the tail: kept only if a correction in it needs it
            break
        actions.add(action)
        events.append(ev)
    events = _with_revised(events, actions, older)
    events.reverse()
    marks = Marks.scan(events)
    rows = [r for r in iter_rows(events, marks, system, lang=lang, table=table, state=state, unsealed=unsealed)
            if r["action"] in actions]
    place = Places()
    place.start(state)
    by_action: dict[int, list[View]] = {}
    for ev in events:
        if ev.type == "Recorded":
            by_action.setdefault(ev.action_id, []).append(ev)
    for row in reversed(rows):
        row["session"], row["scene"] = place.session, place.scene
        n = row["action"]
        if row["command"] in ("undo", "redo", "amend") or not marks.active(n):
            continue
        specs = marks.revised.get(n) or [{"changes": e.changes} for e in by_action.get(n, [])]
        for spec in reversed(specs):
            place.unfollow(spec["changes"])
    return rows


def _with_revised(newest: list[View], actions: set[int], older: Iterator[View]) -> list[View]:
    """The tail's events (newest first) with, read further back, the events of the actions its corrections decided
    again (and the earlier corrections of those), so that a correction's row can say what it changed; the events of
    the other older actions are passed over. The event read past the tail is kept only when it is one of those."""
    *tail, past = newest if newest and (newest[-1].type == "Created" and 0 not in actions or
                                        newest[-1].type != "Created" and newest[-1].action_id not in actions) else (*newest, None)
    needed = {int(k) for ev in tail if ev.type == "Corrected" for k in ev.revised or {}} - actions
    if not needed:
        return list(tail)
    out = list(tail)
    for ev in ([past] if past is not None else []) + list(_until(older, min(needed))):
        if ev.type == "Corrected" and needed & {int(k) for k in ev.revised or {}}:
            out.append(ev)
        elif ev.type == "Recorded" and ev.action_id in needed:
            out.append(ev)
    return out


def _until(older: Iterator[View], lowest: int) -> Iterator[View]:
    """The events of ``older`` (newest first) down to the first event of action ``lowest``."""
    for ev in older:
        if ev.type == "Created" or ev.action_id < lowest:
            return
        yield ev
