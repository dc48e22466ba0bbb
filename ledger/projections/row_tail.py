"""The last rows of a history read from the end of the store: the tail's own events, and further back only the
events of the actions its corrections decided again, so that a correction's row can say what it changed.

Source: README "Using the ledger" (``ledger history --last N`` reads only what it shows) and bench/README.md
("history": the last rows read from the end, memory flat in the campaign's size).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ledger.projections.event_views import View
from ledger.projections.history import Places, number_change
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
    older = _Watched(newest_first)
    for ev in older:
        action = 0 if ev.type == "Created" else ev.action_id
        if action not in actions and len(actions) >= count:
            events.append(ev)               # read past the tail: kept only if a correction in it needs it
            older.passed = None             # (what is read past it tells where the tail's first session began)
            older.watch(ev)
            break
        actions.add(action)
        events.append(ev)
    events = _with_revised(events, actions, older, _upcast_reads(events, system) - actions)
    events.reverse()
    marks = Marks.scan(events)
    rows = [r for r in iter_rows(events, marks, system, lang=lang, table=table, state=state, unsealed=unsealed)
            if r["action"] in actions]
    _place_rows(rows, events, marks, state, older)
    return rows


def _place_rows(rows: list[dict[str, Any]], events: list[View], marks: Marks, state: dict[str, Any],
                older: _Watched) -> None:
    """Each row's session and scene, walking back from the campaign's current ones (``state``). The newest rows,
    since a number last moved may be in a session begun before any scene of its own (scene 0): that is told by which
    number moved next going back, in the tail or, past it, in ``older`` (read on only until one moved)."""
    place = Places()
    place.start(state)
    by_action: dict[int, list[View]] = {}
    for ev in events:
        if ev.type == "Recorded":
            by_action.setdefault(ev.action_id, []).append(ev)
    unsure: list[dict[str, Any]] = []      # rows since the last number moved: maybe before their session's first scene
    for row in reversed(rows):
        row["session"], row["scene"] = place.session, place.scene
        unsure.append(row)
        n = row["action"]
        if row["command"] in ("undo", "redo", "amend") or not marks.active(n):
            continue
        specs = marks.revised.get(n) or [{"changes": e.changes} for e in by_action.get(n, [])]
        for spec in reversed(specs):
            moved = [number_change(ch) for ch in reversed(spec["changes"])]
            place.unfollow(spec["changes"])
            first = next((m for m in moved if m), None)
            if first is not None:
                for r in unsure if first == "session" else ():
                    r["scene"] = 0
                unsure = []
    if unsure and older.first_moved() == "session":
        for r in unsure:
            r["scene"] = 0


class _Watched:
    """Events read newest first, remembering which number (``"session"``/``"scene"``) the first event read past the
    tail moved (``first_moved`` reads on only until one did)."""

    def __init__(self, events: Iterable[View]) -> None:
        self.events = iter(events)
        self.passed: str | None = "unwatched"

    def __iter__(self) -> Iterator[View]:
        return self

    def __next__(self) -> View:
        ev = next(self.events)
        if self.passed is None:
            self.watch(ev)
        return ev

    def watch(self, ev: View) -> None:
        """Note the number ``ev`` moves, if it is the first to (a campaign's creation: none moves, it ends)."""
        if ev.type == "Created":
            self.passed = "created"
        elif ev.type == "Recorded":
            self.passed = next((m for ch in reversed(ev.changes or []) if (m := number_change(ch))), None)

    def first_moved(self) -> str | None:
        """``"session"``, ``"scene"`` or None (the campaign's start or nothing read past the tail)."""
        while self.passed is None:
            if next(self, None) is None:
                return None
        return self.passed if self.passed in ("session", "scene") else None


def _upcast_reads(events: list[View], system: GameSystem) -> set[int]:
    """The earlier actions whose events the system's ``upcast`` reads to bring an event of ``events`` up
    (``Views.upcast_reads``): read with the tail, an older event reads as it does in the whole history."""
    reads = system.views.upcast_reads
    if reads is None:
        return set()
    return {int(n) for ev in events if ev.type == "Recorded" and isinstance(ev.detail, dict)
            for n in reads(ev.kind, ev.detail)}


def _with_revised(newest: list[View], actions: set[int], older: Iterator[View],
                  read: set[int] | None = None) -> list[View]:
    """The tail's events (newest first) with, read further back, the events of the actions its corrections decided
    again (and the earlier corrections of those), so that a correction's row can say what it changed, and those of
    the actions in ``read`` (what the system's ``upcast`` reads: ``_upcast_reads``); the events of the other older
    actions are passed over. The event read past the tail is kept only when it is one of those."""
    *tail, past = newest if newest and (newest[-1].type == "Created" and 0 not in actions or
                                        newest[-1].type != "Created" and newest[-1].action_id not in actions) else (*newest, None)
    needed = ({int(k) for ev in tail if ev.type == "Corrected" for k in ev.revised or {}} | (read or set())) - actions
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
