"""What the history's filters read of each action, taken from the stored events without making a row: an index of
the campaign's actions, small enough to keep whole, that says which actions a filter keeps before their rows are
made (only those asked for are then made: a page of 50 rather than 100,000).

Source: README "Using the ledger" (``ledger history`` and its filters ``--session``, ``--scene``, ``--actor``,
``--kind``, ``--since`` / ``--until``, ``--last``) and "The web table" (history with the CLI's filters, paged, on a
100,000-event campaign). Every value an entry holds is the one ``ledger.projections.rows`` puts in the action's row:
its first event's time, the actor recorded and the person who acted (``by``), the command, the kinds of its events,
and the session and scene it stands in (the place moved along as the row maker moves it, by the actions in force as
decided now: so a correction since means indexing again). Nothing in an entry is worded or hidden from anyone: the
index serves every reader and language; what a reader may see is decided on the rows made from it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

from ledger.projections.event_views import iso_time, view
from ledger.projections.history import Places


class Entry(NamedTuple):
    """One action of the index: its number, the versions of its first and last stored events (a range to read
    again), and what its history row holds for the filters (``time`` ISO 8601, ``actor``, ``by`` or None,
    ``command``, ``kinds`` of its events, ``session``, ``scene``)."""

    action: int
    first: int
    last: int
    time: str
    actor: str
    by: str | None
    command: str
    kinds: tuple[str, ...]
    session: int
    scene: int

    def row(self) -> dict[str, Any]:
        """The parts of the action's history row that ``ledger.projections.history_filters.keep`` reads."""
        return {"action": self.action, "time": self.time, "actor": self.actor, "by": self.by, "command": self.command,
                "events": [{"kind": k} for k in self.kinds], "session": self.session, "scene": self.scene}


def _text(value: Any) -> Any:
    """``value`` interned when it is text (an actor, a command and a kind recur on most actions: held once)."""
    return sys.intern(value) if isinstance(value, str) else value


class ActionIndex:
    """The index of a campaign's actions, oldest first (``entries``), made along its stored events
    (``ledger.projections.rows.View``s or domain events, whole actions, oldest first) with the ``marks`` of every
    correction in the record (``ledger.projections.rows.Marks``: which actions are in force, decided again or
    undone), and carried on with the actions recorded since (``along``) while no correction comes; ``version``: the
    last event read; ``seen``: what the system's ``upcast`` view kept of the events read (the row maker starts from
    it when it makes the rows of some actions only); ``found``: what a reader of the index keeps on it (the entries
    some filters kept, ``ledger.service.paged_history``)."""

    def __init__(self, marks: Any, upcast: Any = None) -> None:
        self.marks = marks
        self.entries: list[Entry] = []
        self.version = 0
        self.place = Places()
        self.upcast = upcast
        self.seen: dict[str, Any] = {}
        self._follow = False                # whether the open action's own events move the place
        self._open = False                  # whether the last entry is an action whose events may go on
        self.found: dict[Any, tuple[int, list[Entry]]] = {}     # filters -> (entries read, those kept): its reader's

    def along(self, events: Iterable[Any]) -> None:
        """Index ``events`` (oldest first, whole actions, after ``version``)."""
        entries, place = self.entries, self.place
        self._open = False                  # (as the row maker, a new read starts a new row)
        for raw in events:
            ev = view(raw)
            f = ev.f
            version = f["originator_version"]
            if ev.type == "Created":
                place.start(f["state"])
                entries.append(Entry(0, version, version, iso_time(f["timestamp"]), _text(f.get("actor")), None,
                                     "create", ("CampaignCreated",), place.session, place.scene))
                self._open = False
            elif ev.type == "Corrected":
                entries.append(Entry(f["action_id"], version, version, iso_time(f["timestamp"]), _text(f.get("actor")),
                                     _text(f.get("by")), _text(f.get("command")), ("Corrected",), place.session,
                                     place.scene))
                self._open = False
            else:
                self._recorded(f, version)
            self.version = version

    def _recorded(self, f: dict[str, Any], version: int) -> None:
        """One event of an action (its stored fields ``f``): a new entry for its first, else the open entry grown
        (its kinds, its place)."""
        entries, place, marks = self.entries, self.place, self.marks
        kind, action, changes = f.get("kind"), f.get("action_id"), f.get("changes") or []
        if self.upcast is not None and isinstance(f.get("detail"), dict):
            self.upcast(kind, f["detail"], self.seen)
        last = entries[-1] if self._open else None
        if last is None or last.action != action:
            revised = marks.revised.get(action)
            active = marks.active(action)
            self._follow = active and revised is None
            if active and revised is not None:
                for spec in revised:                 # in force as decided again: those events move the place
                    place.follow(spec["changes"])
            if self._follow and changes:
                place.follow(changes)
            inputs = f.get("inputs")
            by = inputs.get("by") if isinstance(inputs, dict) else None
            entries.append(Entry(action, version, version, iso_time(f["timestamp"]), _text(f.get("actor")), _text(by),
                                 _text(f.get("action")), (_text(kind),), place.session, place.scene))
            self._open = True
            return
        if self._follow and changes:
            place.follow(changes)
        kinds = last.kinds if kind in last.kinds else (*last.kinds, _text(kind))
        if kinds is not last.kinds or (place.session, place.scene) != (last.session, last.scene):
            entries[-1] = Entry(*last[:2], version, *last[3:7], kinds, place.session, place.scene)
        else:
            entries[-1] = Entry(*last[:2], version, *last[3:])


def matching(entries: Iterable[Entry], filters: dict[str, Any], gm: str | None, said: Any = None,
             worded: Any = None) -> Iterator[Entry]:
    """The entries whose actions' rows ``ledger.projections.history_filters.keep`` keeps with ``filters`` (its
    keywords: session, scene, actor, kind, since, until, checked by ``HistoryQuery.checked``; ``gm``: the GM's word as
    the history prints it; ``said``, ``worded``: a command's and an event kind's words, ``kind_names``), by
    ``keep``'s tests on what each entry holds of its row: the spellings of who acted
    (``actor_spellings``) and the folded command and kinds worked out once for each different actor and person,
    command and kinds (they recur on most actions)."""
    from ledger.projections.history_filters import actor_spellings, kind_names
    from rules.names import norm

    session, scene, since, until = (filters.get(k) for k in ("session", "scene", "since", "until"))
    actor = norm(filters["actor"]) if filters.get("actor") is not None else None
    kind = norm(filters["kind"]) if filters.get("kind") is not None else None
    who: dict[tuple[Any, Any], bool] = {}
    what: dict[tuple[str, tuple[str, ...]], bool] = {}
    for entry in entries:
        if session is not None and entry.session != session or scene is not None and entry.scene != scene:
            continue
        if since is not None and entry.time < since or until is not None and entry.time[:len(until)] > until:
            continue
        if actor is not None:
            found = who.get((entry.actor, entry.by))
            if found is None:
                found = who[(entry.actor, entry.by)] = actor in actor_spellings(entry.row(), gm)
            if not found:
                continue
        if kind is not None:
            found = what.get((entry.command, entry.kinds))
            if found is None:
                found = what[(entry.command, entry.kinds)] = kind in kind_names(entry.command, entry.kinds, said,
                                                                                     worded)
            if not found:
                continue
        yield entry
