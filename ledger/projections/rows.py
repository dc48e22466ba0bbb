"""History rows built one at a time from a stream of events: the whole history in flat memory, or its tail.

Source: README "Correcting mistakes and reviewing the past" (rows with session, scene, undo and amend marks) and bench/README.md (history at scale) (history
at scale: streamed, and the last rows read from the end). An event is read either as a domain event or as
its raw decoded fields (``raw_events``), without building a pydantic model for it; the marks that later
corrections put on earlier rows are gathered in a first, light pass (``Marks.scan``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ledger.projections.event_views import View, json_body, view  # noqa: F401  (read here and re-exported)
from ledger.group.visibility import redactor
from ledger.projections.history import Places, people, summarise
from ledger.projections.detail_words import event_change_lines
from ledger.projections.who_acted import acted_by, chosen_seed
from rules.names import norm
from rules.system import GameSystem

_CAUSE = re.compile(r"^(?P<key>[a-z_]+) #(?P<n>\d+)")


@dataclass
class Marks:
    """What the corrections say of earlier actions: the undo in force over each, the corrections that
    decided each again, the effective events of those, and which actions are not in force."""

    undone_by: dict[int, int | None] = field(default_factory=dict)
    amended_by: dict[int, list[int]] = field(default_factory=dict)
    revised: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    revised_by: dict[int, int] = field(default_factory=dict)

    @classmethod
    def scan(cls, events: Iterable[View]) -> Marks:
        """Read the corrections among ``events`` (the other events are passed over)."""
        marks = cls()
        for ev in events:
            if ev.type != "Corrected":
                continue
            for n in ev.undone:
                marks.undone_by[n] = ev.action_id
            for n in ev.redone:
                marks.undone_by[n] = None
            for n in sorted({*map(int, ev.inputs or {}), *map(int, ev.revised or {})}):
                marks.amended_by.setdefault(n, []).append(ev.action_id)
            for key, specs in (ev.revised or {}).items():
                marks.revised[int(key)] = specs
                marks.revised_by[int(key)] = ev.action_id
        return marks

    def active(self, action: int) -> bool:
        """Whether ``action`` is in force (not undone)."""
        return self.undone_by.get(action) is None


def _correction_summary(ev: View, lang: str, system: GameSystem) -> str:
    """``undo of action 5; undone: 5, 6`` in ``lang`` (the ledger's words)."""
    w = lambda key: system.word(key, lang)  # noqa: E731
    from ledger.projections.correction_lines import head_key

    key = head_key(ev.command, ev.target, list(ev.undone or [])) if not ev.inputs else f"{ev.command} of action"
    parts = [f"{w(key)} {', '.join(sorted(ev.inputs, key=int)) if ev.inputs else ev.target}"]
    if ev.undone:
        parts.append(f"{w('undone')}: " + ", ".join(map(str, ev.undone)))
    if ev.redone:
        parts.append(f"{w('redone')}: " + ", ".join(map(str, ev.redone)))
    if ev.revised:
        parts.append(f"{w('corrected')}: " + ", ".join(sorted(ev.revised, key=int)))
    return "; ".join(parts)


def _new_row(action: int, ev: View, command: str, marks: Marks) -> dict[str, Any]:
    return {"action": action, "time": ev.time, "actor": ev.actor, "who": ev.actor, "command": command, "session": 0, "scene": 0,
            "events": [], "changes": [], "why": [], "reason": ev.reason, "undone_by": marks.undone_by.get(action),
            "amended_by": list(marks.amended_by.get(action, [])), "corrections": []}


def _spec(kind: str, detail: dict[str, Any], changes: list[dict[str, Any]]) -> dict[str, Any]:
    return {"kind": kind, "detail": detail, "changes": changes}


def _revisions(ev: Any, kept: dict[int, tuple[str, list[dict[str, Any]]]], system: GameSystem, lang: str,
               hidden: Callable[[dict[str, Any], str], tuple[dict[str, Any], list[dict[str, Any]]]]) -> list[str]:
    """``action 29 (roll): dice 4,4 → 5,5; …`` for each action a correction decided again, against its events as
    they stood before it (``kept``, updated to the new ones), each event as ``hidden(spec, command)`` shows it to
    the reader (``_RowMaker.hidden``: sealed scripts hidden unless the reader's side's); an amended action whose
    new events read the same because they are sealed reads ``changed (sealed)``."""
    from ledger.projections.history import command_text
    from ledger.projections.revisions import revision_lines

    out = []
    for key in sorted(ev.revised or {}, key=int):
        n = int(key)
        command, old = kept.get(n, ("", None))
        new = [_spec(s["kind"], *hidden(s, command)) for s in ev.revised[key]]
        kept[n] = (command, new)
        if old is None:
            continue
        pieces = revision_lines(old, new, lang, system)
        if not pieces and key in (ev.inputs or {}) and new != [_spec(s["kind"], s["detail"], s["changes"]) for s in ev.revised[key]]:
            pieces = [system.word("changed (sealed)", lang)]        # its new arguments are sealed to this reader
        if pieces:
            name = f" ({command_text(command, lang, system)})" if command else ""
            out.append(f"{system.word('action', lang)} {n}{name}: " + "; ".join(pieces))
    return out


def _created_row(ev: Any, marks: Marks, system: GameSystem, lang: str) -> dict[str, Any]:
    """The history row of the campaign's creation (action 0): its name, system and rules version, and options."""
    row = _new_row(0, ev, "create", marks)
    row["events"].append({"kind": "CampaignCreated", "cause": None, "shown": True, "changes": [],
                          "summary": f"{system.word('campaign', lang)} {ev.name} ({system.title if ev.system == system.id else ev.system}, "
                                     f"{system.word('rules', lang)} {ev.rules_version})",
                          "detail": {"options": ev.options}})
    return row


def _correction_row(ev: Any, marks: Marks, system: GameSystem, lang: str,
                    state: dict[str, Any] | None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(the history row of a correction, its changes as shown): what it undid, redid or amended, redacted by the
    system's ``redact`` view against ``state`` where the system hides something (sealed conflict scripts)."""
    row = _new_row(ev.action_id, ev, ev.command, marks)
    if ev.by is not None:                     # the person who made it, as an action's row names them
        row["by"] = ev.by
        row["who"] = acted_by(row)
    if ev.approver is not None:               # the GM who approved it as a proposal, as an approved action's row
        row["approver"] = ev.approver
    detail = {"target": ev.target, "undone": ev.undone, "redone": ev.redone, "inputs": ev.inputs,
              "revised": sorted(map(int, ev.revised or {}))}
    changes = ev.changes
    redact = redactor(system)
    if redact and state is not None:
        detail, changes = redact("Corrected", detail, changes, state)
    row["events"].append({"kind": "Corrected", "cause": None, "shown": True, "changes": changes,
                          "summary": _correction_summary(ev, lang, system), "detail": detail})
    return row, changes


def _private(spec: dict[str, Any]) -> bool:
    """Whether an event (``{"kind", "detail", ...}``) is one only the GMs see (``ledger.group.visibility``: a private
    note or recap)."""
    from ledger.group.visibility import PRIVATE_KINDS

    return spec.get("kind") in PRIVATE_KINDS and bool((spec.get("detail") or {}).get("private"))


def iter_rows(events: Iterable[Any], marks: Marks, system: GameSystem, lang: str = "en", character: str | None = None,
              table: bool = False, state: dict[str, Any] | None = None, place: Places | None = None,
              unsealed: Callable[[dict[str, Any]], bool] | None = None) -> Iterator[dict[str, Any]]:
    """The history's rows, oldest first, one at a time (keys as ``ledger.projections.history.history``
    says), from the campaign's events in order and the ``marks`` of all its corrections. ``place`` (moved
    along as the rows are made) gives the session and scene when ``events`` start after the campaign's
    creation. ``unsealed(record)`` (``{"kind", "actor", "command", "detail", "changes"}``) says of an event whether
    its reader may see it whole although the system's ``redact`` would hide part of it (its own side's sealed
    script: ``ledger.group.visibility``); None: ``redact`` hides for every reader."""
    return _RowMaker(marks, system, lang, character, table, state, Places() if place is None else place,
                     unsealed).along(events)


def row_maker(marks: Marks, system: GameSystem, lang: str, character: str | None, table: bool,
              state: dict[str, Any] | None, unsealed: Callable[[dict[str, Any]], bool] | None) -> Any:
    """What ``iter_rows`` makes its rows with, kept to make more: ``along(events)`` gives the rows of ``events``
    (from the creation; then whole actions recorded after), carrying the place, who each action touches and the
    words met on; ``state`` and ``unsealed`` may be set anew before each call. Arguments as ``iter_rows``'s;
    ``marks`` are those of every correction (a correction since means starting again)."""
    return _RowMaker(marks, system, lang, character, table, state, Places(), unsealed)


class _RowMaker:
    """What one read of the history keeps while it makes the rows (``iter_rows``): the row being made, who each
    action touches (to keep one character's rows), the revised actions' events as they stand so far, and the words
    of paths and plain values met."""

    def __init__(self, marks: Marks, system: GameSystem, lang: str, character: str | None, table: bool,
                 state: dict[str, Any] | None, place: Places, unsealed: Callable[[dict[str, Any]], bool] | None) -> None:
        self.marks, self.system, self.lang, self.table, self.state = marks, system, lang, table, state
        self.place, self.unsealed, self.whole = place, unsealed, False
        self.redact = redactor(system)
        self.wanted = norm(character) if character else None
        self.cache: dict[Any, Any] = {}
        self.anchors: dict[str, set[str]] = {}
        self.touched: dict[int, set[str]] = {}
        self.kept: dict[int, tuple[str, list[dict[str, Any]]]] = {}
        self.row: dict[str, Any] | None = None
        self.follow_own = False             # whether the current action's own events move the place
        self.upcast = system.views.upcast   # an older event's detail as today's (``Views.upcast``)
        self.seen: dict[str, Any] = {}      # what the system's upcast keeps of the earlier events

    def along(self, events: Iterable[Any]) -> Iterator[dict[str, Any]]:
        """The rows of ``events`` (in order, whole actions), the last one finished at their end."""
        for raw in events:
            ev = view(raw)
            if ev.type == "Created":
                self.created(ev)
                continue
            if self.row is not None and (ev.type == "Corrected" or self.row["action"] != ev.action_id):
                if (out := self.finish(self.row)) is not None:
                    yield out
                self.row = None
            if ev.type == "Corrected":
                self.add_changes(self.corrected(ev))
            else:
                changes, shown = self.recorded(ev), self.row["events"][-1]
                self.add_changes(changes, shown["kind"], shown["detail"])
        if self.row is not None and (out := self.finish(self.row)) is not None:
            yield out
        self.row = None

    def finish(self, done: dict[str, Any]) -> dict[str, Any] | None:
        """The row ``done`` as it is shown (its later corrections' lines, its reason among its whys), or None when a
        character was asked for and the row neither touches nor follows from them."""
        n, marks, lang, system = done["action"], self.marks, self.lang, self.system
        if n in marks.revised_by and done["command"] not in ("undo", "redo", "amend"):
            from ledger.projections.revisions import revision_lines

            final = [_spec(s["kind"], *self.hidden(s, done["command"], done["actor"])) for s in marks.revised[n]]
            pieces = revision_lines([_spec(e["kind"], e["detail"], e["changes"]) for e in done["events"]], final,
                                    lang, system)
            if pieces:
                done["corrections"] = [f"{system.word('now', lang)} ({marks.revised_by[n]}): " + "; ".join(pieces)]
        if n in marks.revised_by and done["command"] not in ("undo", "redo", "amend") and \
                any(_private(spec) for spec in marks.revised[n]):
            done["private"] = True            # private as corrected now: for the GMs alone (``rows_for``)
        if done["reason"] and done["reason"] not in done["why"]:
            done["why"].append(done["reason"])
        if self.wanted is not None:
            linked = any(self.wanted in self.anchors.get(m.group(0), ()) for w in done["why"] if (m := _CAUSE.match(w)))
            if self.wanted not in self.touched[done["action"]] and not linked:
                return None
        if not self.table:
            for e in done["events"]:
                e.pop("shown", None)
        return done

    def created(self, ev: View) -> None:
        """The campaign's creation: its row, and the place it starts at."""
        self.row = _created_row(ev, self.marks, self.system, self.lang)
        self.place.start(ev.state)
        if self.wanted is not None:
            self.touched[0] = {norm(ev.actor)}

    def corrected(self, ev: View) -> list[dict[str, Any]]:
        """A correction's row; returns the changes it made (whole to a reader of the side whose sealed record it
        amended: ``own_side``)."""
        row, changes = _correction_row(ev, self.marks, self.system, self.lang,
                                       None if self.own_side(ev) else self.state)
        touched = [int(k) for k in ev.revised or {}] + [int(k) for k in ev.inputs or {}]
        if any(_private(spec) for specs in (ev.revised or {}).values() for spec in specs) or any(
                _private(spec) for n in touched for spec in self.kept.get(n, ("", []))[1]):
            row["private"] = True             # it tells what a private record said: for the GMs alone
        row["corrections"] = _revisions(ev, self.kept, self.system, self.lang, self.hidden)
        if self.wanted is not None:
            self.touched[ev.action_id] = {norm(ev.actor)}.union(
                *(self.touched[n] for n in [*ev.undone, *ev.redone, *map(int, ev.inputs or {}), ev.target]
                  if n in self.touched))
        row["session"], row["scene"] = self.place.session, self.place.scene
        self.row = row
        return changes

    def recorded(self, ev: View) -> list[dict[str, Any]]:
        """One event of an action, added to its row (a new row for the action's first event); returns the changes
        shown (a sealed record's as ``redact`` leaves them). An event an older version recorded is read as today's
        records it (the system's ``upcast``, with what it kept of the earlier events)."""
        if self.upcast is not None and isinstance(ev.detail, dict):
            if (detail := self.upcast(ev.kind, ev.detail, self.seen)) is not ev.detail:
                ev = View(ev.type, {**ev.f, "detail": detail})
        marks, place = self.marks, self.place
        if self.row is None:
            self.row = _new_row(ev.action_id, ev, ev.action, marks)
            for key in ("by", "approver"):            # who did it, when a person did (not the store's owner)
                if isinstance(ev.inputs, dict) and ev.inputs.get(key) is not None:
                    self.row[key] = ev.inputs[key]
            self.row["who"] = acted_by(self.row)
            if self.wanted is not None:
                self.touched[ev.action_id] = {norm(ev.actor)}
            revised = marks.revised.get(ev.action_id)
            self.follow_own = marks.active(ev.action_id) and revised is None
            if marks.active(ev.action_id) and revised is not None:
                for spec in revised:             # in force as decided again: those events move the place
                    place.follow(spec["changes"])
        row = self.row
        if self.follow_own:
            place.follow(ev.changes)             # in force as recorded
        row["session"], row["scene"] = place.session, place.scene
        detail, changes = self._shown(ev, row)
        said = {**detail, "unsealed": True} if self.whole and isinstance(detail, dict) else detail
        summary, shown = summarise(ev.kind, said, self.lang, self.system)     # unsealed: shown whole to this reader
        chosen = chosen_seed(ev.inputs)
        if chosen is not None and f"seed:{chosen}" in json_body(detail).decode():
            summary = f"{summary} [{self.system.word('seed chosen by a GM', self.lang)}]"   # not one the ledger drew
        row["events"].append({"kind": ev.kind, "cause": ev.cause, "summary": summary, "shown": shown,
                              "changes": changes, "detail": detail})
        if ev.kind == "ProposalApproved" and detail.get("edited"):
            row["edited"] = detail["edited"]     # what the GM's edits changed: argument -> {"before", "after"}
        if ev.action_id in marks.revised_by:     # decided again later: its events kept for the correction's row
            self.kept.setdefault(ev.action_id, (ev.action, []))[1].append(_spec(ev.kind, detail, changes))
        if self.wanted is not None:              # who an event touches: only to keep one character's rows
            names = people(detail, changes)
            self.touched[ev.action_id] |= names
            for key, value in detail.items():
                if isinstance(value, int) and not isinstance(value, bool):
                    self.anchors.setdefault(f"{key} #{value}", set()).update(names)
        if ev.cause and ev.cause not in row["why"]:
            row["why"].append(ev.cause)
        return changes

    def own_side(self, ev: View) -> bool:
        """Whether correction ``ev`` decided again only records its reader sees whole (``unsealed``: their own side's
        sealed script), at least one of them sealed: its row's before and after are then theirs to read, as the
        record itself is; never for the store's owner (``unsealed`` None), who reads as always."""
        if self.unsealed is None or self.state is None:
            return False
        records = [{"kind": s["kind"], "actor": None, "command": "", "detail": s["detail"], "changes": s["changes"]}
                   for specs in (ev.revised or {}).values() for s in specs]
        seen = [self.unsealed(r) for r in records]
        return any(seen) and all(whole or self.system.sealed(r, self.state) is None for whole, r in zip(seen, records))

    def hidden(self, spec: dict[str, Any], command: str, actor: Any = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """(detail, changes) of an event as decided again (``{"kind", "detail", "changes"}`` of action ``command``)
        as its reader may see them, the way ``_shown`` shows a recorded one: ``redact``'s unless the record is
        unsealed for them (their own side's script)."""
        record = {"kind": spec["kind"], "actor": actor, "command": command, "detail": spec["detail"], "changes": spec["changes"]}
        if not self.redact or self.state is None or (self.unsealed is not None and self.unsealed(record)):
            return spec["detail"], spec["changes"]
        return self.redact(spec["kind"], spec["detail"], spec["changes"], self.state)

    def _shown(self, ev: View, row: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """(detail, changes) of ``ev`` as its reader may see them: ``redact``'s, unless the record is unsealed for
        them (``self.whole`` then: its summary is told so); a sealed record's reason is sealed with it (a GM's plan in
        it)."""
        whole = bool(self.redact) and self.state is not None and self.unsealed is not None and self.unsealed(
            {"kind": ev.kind, "actor": ev.actor, "command": ev.action, "detail": ev.detail, "changes": ev.changes})
        hide = self.redact and self.state is not None and not whole
        self.whole = whole
        detail, changes = self.redact(ev.kind, ev.detail, ev.changes, self.state) if hide else (ev.detail, ev.changes)
        if hide and (detail != ev.detail or changes != ev.changes):
            row["reason"] = None
        return detail, changes

    def add_changes(self, changes: list[dict[str, Any]], kind: str = "", detail: dict[str, Any] | None = None) -> None:
        """The worded lines of ``changes`` (of an event ``kind`` with ``detail``: ``event_change_lines``) added to
        the row being made."""
        assert self.row is not None
        self.row["changes"] += event_change_lines(kind, detail or {}, changes, self.lang, self.system, self.cache)


def stream(events: Callable[..., Iterable[Any]], system: GameSystem, **kw: Any) -> Iterator[dict[str, Any]]:
    """The history rows from ``events()`` read twice: once for the corrections' marks (``events(only=
    "Corrected")`` when ``events`` takes that keyword, as ``raw_events`` and ``ledger.store.fast_reader.views`` do: the
    other events are then not even decoded), once for the rows."""
    import inspect

    takes_only = "only" in inspect.signature(events).parameters
    marks = Marks.scan(view(e) for e in (events(only="Corrected") if takes_only else events()))
    return iter_rows(events(), marks, system, **kw)


def history(events: Iterable[Any], system: GameSystem, lang: str = "en", character: str | None = None,
            table: bool = False, state: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Rows of the campaign's history, one per action, oldest first (``events``: domain events or
    ``ledger.projections.rows.View``s, in order; read twice).

    Row keys: ``action`` (int, 0 = creation), ``time`` (ISO 8601, when its first event was recorded),
    ``actor``, ``command``, ``session`` and ``scene`` (their numbers after the action in the timeline as
    it now stands: undone actions do not move them),
    ``events`` (list of ``{"kind", "cause", "summary", "changes", "detail"}``), ``changes`` (readable
    ``"what: before → after"`` strings), ``why`` (causes, e.g. ``["roll #3"]``, then the reason given),
    ``reason``, ``undone_by`` (the undo in force over it, or None) and ``amended_by`` (the corrections that
    corrected its inputs or decided it again: its recorded lines are then no longer in force); an approval's row
    whose GM edited the proposal also has ``edited`` (argument -> ``{"before", "after"}``, as the reader may see it).
    Undo, redo and amend are rows of their own (command ``undo``/``redo``/``amend``).

    ``character`` keeps the actions that touch that character: by actor, by a name in a change path or
    an event's detail, or by a cause ``key #N`` that points at an event whose detail holds ``key: N``
    and names them (so a point spent on Rook's roll counts for Rook). With ``table`` each event
    also keeps ``shown`` (whether the table prints its summary; see ``table_lines``). ``state`` is the
    campaign's current state: a system view ``redact(kind, detail, changes, state) -> (detail, changes)``
    hides what must stay secret at this moment (sealed orders not yet revealed).
    """
    events = list(events)
    return list(stream(lambda: events, system, lang=lang, character=character, table=table, state=state))
