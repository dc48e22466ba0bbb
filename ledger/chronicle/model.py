"""The chronicle's data model: a campaign's whole record, session by session and scene by scene.

Source: README "The chronicle: a record to read aloud" ("a record a table would read aloud"). Built from what the ledger already keeps:
the history rows (``ledger.projections.history``: undone and amended marks, reasons, session and scene
per row, the system's summaries and change descriptions), the effective timeline
(``ledger.projections.timeline.collect``: an amended action as decided now), the arc (``ledger.projections.review``)
and the system's views. It knows no game system: a *roll* is an event whose detail holds a ``dice`` list
of faces (or that the system's optional ``roll`` view reads as one); a *pick* is an entry of a ``picks``
list in an event's detail. Pure: a fold over events, no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ledger.chronicle.arcs import cast
from ledger.projections.history import summarise
from ledger.projections.detail_words import change_text, path_text
from ledger.projections.rows import Marks, iter_rows, view
from rules.sessions import HEADING_EVENTS, TEXT_EVENTS
from rules.sessions import summary as recap_pointer
from rules.system import GameSystem

#: Commands the ledger records as corrections (their rows are notes of their own).
CORRECTIONS = ("undo", "redo", "amend")


def _die(item: Any) -> dict[str, Any]:
    """One die of a roll for display: ``{"face": text, "sides": int | None}`` from a face (an integer), a
    mapping with ``face`` (and ``die``, its sides), or anything else shown as its text (a die's id)."""
    if isinstance(item, dict) and "face" in item:
        sides = item.get("die")
        return {"face": str(item["face"]), "sides": sides if isinstance(sides, int) and not isinstance(sides, bool) else None}
    return {"face": str(item), "sides": None}


def roll_of(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> dict[str, Any] | None:
    """The roll an event records, or None when it records none.

    Returns ``{"dice": [{"face": text, "sides": int | None}], "total": int | str | None, "outcome": str |
    None}``. A system's optional view ``roll(kind, detail, lang)`` decides (for systems that record their
    faces under another key), returning ``{"dice": [faces], "total", "outcome"}`` or None; without one, an
    event is a roll when its detail has a ``dice`` list (faces, ``{"face", "die"}`` mappings, or ids of
    dice), its ``total`` is the detail's ``total`` and its outcome the system's ``term`` of the detail's
    ``tier``. Raises nothing.
    """
    own = system.views.roll
    if own is not None:
        found = own(kind, detail, lang)
        return None if found is None else {**found, "dice": [_die(d) for d in found["dice"]]}
    dice = detail.get("dice")
    if not isinstance(dice, list):
        return None
    total = detail.get("total")
    tier = detail.get("tier")
    return {"dice": [_die(d) for d in dice],
            "total": total if isinstance(total, (int, str)) and not isinstance(total, bool) else None,
            "outcome": system.views.term(tier, lang) if isinstance(tier, str) else None}


def pick_text(option: Any, lang: str, system: GameSystem, detail: dict[str, Any] | None = None) -> str:
    """A pick in words: the system's optional ``pick(option, lang, detail)`` view (``detail``: the event recording the
    pick, which says whose options it is among), else (no view, or it knows no such pick) its ``term``."""
    own = system.views.pick
    said = own(str(option), lang, detail or {}) if own is not None else None
    if said is not None:
        return str(said)
    return str(system.views.term(str(option), lang)) if isinstance(option, str) else str(option)


def _shown_changes(changes: Iterable[dict[str, Any]], lang: str, system: GameSystem) -> list[str]:
    """The "what: before → after" lines of changes, without the session and scene bookkeeping (the
    chronicle's headings say those); a mark set (``no`` or nothing -> ``yes``) reads as its name alone
    (``Ana Hungry`` rather than ``Ana Hungry: no → yes``)."""
    out = []
    for ch in changes:
        if ch["path"] and ch["path"][0] in ("session", "scene"):
            continue
        if ch["after"] is True and ch["before"] in (None, False):      # a mark set: its name says it (no "— → yes")
            text = path_text(ch["path"], lang, system)
            if text is not None:
                out.append(text)
                continue
        text = change_text(ch, lang, system)
        if text is not None:
            out.append(text)
    return out


def without_picks(summary: str, word: str) -> str:
    """``summary`` without the list of picks a system's line ends with (``...; picks AS2, AS1``, ``...; scelte:
    Potenzi, Difendi``: ``word`` is the system's word for picks in the reader's language), for an action whose
    picks the chronicle lists in words on a line of their own (each pick once)."""
    cut = summary.rfind(f"; {word}")
    return summary[:cut] if cut > 0 else summary


def restates(detail: dict[str, Any], picked: list[list[Any]], words: set[str]) -> bool:
    """Whether an unsummarised event only restates the action's picks: every value of its detail is one of the
    picks lists, or a list of picks (ids or words) beside the names of what the action was about."""
    if all(v in picked for v in detail.values()):
        return True
    lists = [v for v in detail.values() if isinstance(v, list) and v]
    return bool(lists) and all(all(str(x) in words for x in v) for v in lists)


def items(specs: Iterable[dict[str, Any]], lang: str, system: GameSystem, told: bool = False) -> list[dict[str, Any]]:
    """What an action's events say, in order, as chronicle items.

    Each item is ``{"type": "roll", "kind", "summary", "dice", "total", "outcome"}``, ``{"type": "line",
    "text"}`` (the system's summary of an event), ``{"type": "picks", "picks": [words]}``, ``{"type":
    "note", "text"}`` (an event the system leaves unsummarised and that changes nothing: its plain
    summary; one that only restates the action's picks is left out) or ``{"type": "change", "text"}`` (a
    change, ``what: before → after``). ``specs`` are event dicts with ``kind``, ``detail`` and ``changes``.
    ``told``: the chapter's headings tell this action's title or recap (it is in force as recorded), so a title is
    left out and a recap's line only names what it recaps (``recap of scene 1``); else both are said in full (an
    undone or corrected one, struck beside what it is now).
    """
    specs = list(specs)
    out: list[dict[str, Any]] = []
    recorded = [(p, d) for s in specs if isinstance(p := (d := s.get("detail") or {}).get("picks"), list) and p]
    picked = [p for p, _ in recorded]
    every_pick = {str(x) for p in picked for x in p} | {pick_text(x, lang, system, d) for p, d in recorded for x in p}
    said: set[str] = set()                  # the picks' words already shown: each pick once
    for spec in specs:
        detail = spec.get("detail") or {}
        summary, shown = summarise(spec["kind"], detail, lang, system)
        if picked:
            summary = without_picks(summary, system.word("picks", lang))
        roll = roll_of(spec["kind"], detail, lang, system)
        if roll is not None:
            out.append({"type": "roll", "kind": spec["kind"], "summary": summary, **roll})
        elif shown and summary in said:
            pass                            # an event restating the picks the line before listed
        elif shown and told and spec["kind"] in HEADING_EVENTS:
            pass                            # a session's or scene's title: the chapter's heading says it
        elif shown and told and spec["kind"] in TEXT_EVENTS:     # a recap: the heading tells it, the entry points
            out.append({"type": "line", "text": recap_pointer(spec["kind"], detail, lambda k: system.word(k, lang),
                                                              text=False)})
        elif shown:
            out.append({"type": "line", "text": summary})
        elif not spec.get("changes") and detail and not restates(detail, picked, every_pick):
            out.append({"type": "note", "text": summary})       # (an event only restating the picks is left out)
        picks = detail.get("picks")
        if isinstance(picks, list) and picks:
            words = [pick_text(p, lang, system, detail) for p in picks]
            out.append({"type": "picks", "picks": words})
            said.add("; ".join(words))
        out += [{"type": "change", "text": t} for t in _shown_changes(spec.get("changes") or [], lang, system)]
    return out


def _same(recorded: list[dict[str, Any]], effective: list[dict[str, Any]]) -> bool:
    key = lambda s: (s["kind"], s.get("detail"), s.get("changes"))  # noqa: E731
    return [key(s) for s in recorded] == [key(s) for s in effective]


def _correction_text(row: dict[str, Any], w: Any) -> str:
    """One line for an undo, redo or amend row: what it corrected, in the chronicle's words."""
    detail = row["events"][0]["detail"] if row["events"] else {}
    target = detail.get("target")
    parts = [f"{w(row['command'])} #{target}" if target is not None else w(row["command"])]
    undone = [n for n in detail.get("undone") or [] if n != target]
    if undone:
        parts.append(f"{w('also undone')}: " + ", ".join(f"#{n}" for n in undone))
    redone = [n for n in detail.get("redone") or [] if n != target]
    if redone:
        parts.append(f"{w('also redone')}: " + ", ".join(f"#{n}" for n in redone))
    revised = [n for n in detail.get("revised") or [] if n != target]
    if revised:
        parts.append(f"{w('also corrected')}: " + ", ".join(f"#{n}" for n in revised))
    return "; ".join(parts)


def corrections(events: Iterable[Any]) -> tuple[Marks, dict[int, str | None]]:
    """(the marks the corrections among ``events`` put on earlier actions (``ledger.projections.rows.Marks``), the
    reason each correction gave by its action number): one streamed pass, the other events passed over."""
    reasons: dict[int, str | None] = {}

    def only(evs: Iterable[Any]) -> Iterator[Any]:
        for raw in evs:
            ev = view(raw)
            if ev.type == "Corrected":
                reasons[ev.action_id] = ev.reason
                yield ev
    return Marks.scan(only(events)), reasons


def entries(events: Iterable[Any], system: GameSystem, lang: str, state: dict[str, Any], marks: Marks,
            reasons: dict[int, str | None], private: bool = True) -> Iterator[dict[str, Any]]:
    """One entry per action of the campaign's history, oldest first, made one at a time from ``events`` (the
    campaign's events in order) and what its corrections say (``marks`` and ``reasons``: ``corrections``).

    Keys: ``action``, ``time`` (ISO 8601), ``actor``, ``who`` (who acted: ``ledger.projections.who_acted``),
    ``command``, ``said`` (the command as the history names it in ``lang``: ``command_text``), ``session``,
    ``scene``, ``reason``, ``type`` (``"create"``, ``"play"`` or ``"correction"``), ``items`` (see ``items``; a correction's is one
    line saying what it corrected), ``title`` (a scene's title when the action records one, else None),
    ``undone`` (``{"by", "reason"}`` when an undo is in force over it, else None) and ``amended``
    (``[{"by", "reason"}]``, the corrections that corrected it or decided it again) with ``now`` (its
    items as decided now, when they differ from the recorded ones, else None). ``state`` is the
    campaign's current state: the system's ``redact`` view hides what must stay secret in it. Without ``private``
    (a reader who is not a GM), a row private as corrected now is left out (``ledger.group.visibility.rows_for``).
    """
    from ledger.group.visibility import redactor
    from ledger.projections.history import command_text
    from ledger.projections.who_acted import who_in

    redact = redactor(system)                  # what a system seals, in a proposal too
    w = lambda k: system.word(k, lang)  # noqa: E731
    for row in iter_rows(events, marks, system, lang, table=True, state=state):
        if not private and row.get("private"):
            continue
        entry = {key: row[key] for key in ("action", "time", "actor", "command", "session", "scene", "reason")}
        entry["who"] = who_in(row, system, lang)   # the person who acted and their character, or the GM in its word
        entry["said"] = command_text(row["command"], lang, system)      # the command as the history names it
        entry["title"] = next((e["detail"]["title"] for e in row["events"]
                               if isinstance((e.get("detail") or {}).get("title"), str)), None)
        entry["undone"] = ({"by": row["undone_by"], "reason": reasons[row["undone_by"]]}
                           if row["undone_by"] is not None and row["undone_by"] in reasons else None)
        entry["amended"] = [{"by": n, "reason": reasons.get(n)} for n in row["amended_by"]]
        entry["now"] = None
        if row["action"] == 0:
            entry["type"] = "create"
            said = row["events"][0]["summary"]          # the rules' version: in the colophon, not the story
            cut = said.rfind(f", {w('rules')} ")
            entry["items"] = [{"type": "line", "text": said[:cut] + ")" if cut > 0 else said}]
        elif row["command"] in CORRECTIONS and row["events"] and row["events"][0]["kind"] == "Corrected":
            entry["type"] = "correction"
            entry["items"] = [{"type": "line", "text": _correction_text(row, w)}]
        else:
            entry["type"] = "play"
            entry["items"], entry["now"] = _told(row, marks.revised.get(row["action"]) if row["amended_by"] else None,
                                                 lang, system, state, redact)
        yield entry


def _told(row: dict[str, Any], specs: list[dict[str, Any]] | None, lang: str, system: GameSystem,
          state: dict[str, Any], redact: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]] | None]:
    """(a play action's items as recorded, its items as decided now or None): ``specs`` are its events as a later
    correction decided them again (None when none did). When they differ, the items both sides share are marked
    ``same`` (shown once, not struck) and left out of the new ones, so that what is struck is what changed and
    "now" says only what it became (a title ``“Lights Out”`` struck, ``“Blackout”`` now); the title and recap are
    then said in full, as they are when the action is undone (``items``' ``told``)."""
    if specs is not None:                  # decided again (an action only re-entered as recorded is the same)
        if redact is not None:             # as the history's rows are: what is still secret stays hidden
            specs = [dict(s, **dict(zip(("detail", "changes"), redact(s["kind"], s["detail"], s["changes"], state))))
                     for s in specs]
        if not _same(row["events"], specs):
            old, new = items(row["events"], lang, system), items(specs, lang, system)
            return [dict(i, same=True) if i in new else i for i in old], [i for i in new if i not in old]
    return items(row["events"], lang, system, told=row["undone_by"] is None), None


def chapters(rows: Iterable[dict[str, Any]],
             titled: dict[str, dict[int, dict[str, Any]]] | None = None) -> Iterator[dict[str, Any]]:
    """Entries grouped into sessions and scenes, in order, one session at a time.

    Yields ``{"number": session number (0: before the first session), "title": str | None, "recaps":
    [{"text", "private"}], "scenes": [{"number": scene number or None for the actions before the session's first
    scene, "title": str | None, "recaps": [...], "entries": [...]}]}``. A new scene begins where an entry's scene
    number differs from the one before it in the same session. ``titled`` (``rules.sessions.titles_and_recaps``
    over the effective timeline: an undone title or recap left out, an amended one as corrected) gives the
    sessions' and scenes' titles and the GM's recaps; without it a scene's title is the one its first entry
    recorded.
    """
    titled = titled or {"session": {}, "scene": {}}
    session: dict[str, Any] | None = None
    last_scene: int | None = None
    for row in rows:
        if session is None or session["number"] != row["session"]:
            if session is not None:
                yield _closed(session)
            given = titled["session"].get(row["session"]) or {}
            session = {"number": row["session"], "title": given.get("title"), "recaps": given.get("recaps", []),
                       "scenes": [{"number": None, "title": None, "recaps": [], "entries": []}]}
            last_scene = row["scene"]
        scenes = session["scenes"]
        if row["scene"] != last_scene:
            given = titled["scene"].get(row["scene"])
            title = given["title"] if given else (row["title"] if row["type"] == "play" else None)
            scenes.append({"number": row["scene"], "title": title, "recaps": given["recaps"] if given else [],
                           "entries": []})
            last_scene = row["scene"]
        scenes[-1]["entries"].append(row)
    if session is not None:
        yield _closed(session)


def _closed(session: dict[str, Any]) -> dict[str, Any]:
    session["scenes"] = [s for s in session["scenes"] if s["entries"]]
    return session


def tally(events: Iterable[Any], system: GameSystem, lang: str, state: dict[str, Any],
          marks: Marks, private: bool = True) -> tuple[dict[str, int], list[int]]:
    """(the chronicle's counts ``{"actions", "rolls", "undone", "amended", "sessions"}``, the session number of
    each of its chapters in order): one streamed pass over the history's rows, keeping numbers only. A roll is
    counted as ``items`` shows one: an event of a play action that ``roll_of`` reads as a roll."""
    counts = {"actions": -1, "rolls": 0, "undone": 0, "amended": 0}
    numbers: list[int] = []
    sessions: set[int] = set()
    for row in iter_rows(events, marks, system, lang, table=True, state=state):
        if not private and row.get("private"):          # as ``entries`` leaves it out
            continue
        counts["actions"] += 1
        counts["undone"] += row["undone_by"] is not None
        counts["amended"] += bool(row["amended_by"])
        if row["session"]:
            sessions.add(row["session"])
        if not numbers or numbers[-1] != row["session"]:
            numbers.append(row["session"])
        if row["action"] == 0 or row["command"] in CORRECTIONS and row["events"] and row["events"][0]["kind"] == "Corrected":
            continue
        counts["rolls"] += sum(1 for e in row["events"] if roll_of(e["kind"], e.get("detail") or {}, lang, system) is not None)
    counts["sessions"] = len(sessions)
    return counts, numbers


class Session:
    """One session of the chronicle as the templates read it: its ``number`` known at once, the rest of its chapter
    (``chapters``: its scenes and their entries) made when first asked for, by the ``Chapters`` it belongs to."""

    def __init__(self, number: int, index: int, book: Chapters) -> None:
        self.number = number
        self._index = index
        self._book = book

    def _chapter(self) -> dict[str, Any]:
        return self._book.chapter(self._index)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._chapter()[name]
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, key: str) -> Any:
        return self.number if key == "number" else self._chapter()[key]


class Chapters:
    """The chronicle's sessions, in order (``sessions``), whose chapters are made one at a time from a stream of
    them (``produce()``, read afresh: ``chapters``): only the chapter being read is held, so a template that walks
    the sessions in order reads the campaign once, whatever its size; asking for an earlier one reads again."""

    def __init__(self, numbers: list[int], produce: Callable[[], Iterator[dict[str, Any]]]) -> None:
        self.sessions = [Session(n, i, self) for i, n in enumerate(numbers)]
        self._produce = produce
        self._stream: Iterator[dict[str, Any]] | None = None
        self._at = -1
        self._current: dict[str, Any] | None = None

    def chapter(self, index: int) -> dict[str, Any]:
        """The chapter of the ``index``-th session (from 0). Raises ``RuleError("store")`` when the record read now
        has other sessions than the one counted (changed while read)."""
        if self._stream is None or index < self._at:
            self._stream, self._at, self._current = self._produce(), -1, None
        while self._at < index:
            self._current = next(self._stream, None)
            self._at += 1
            if self._current is None or self._current["number"] != self.sessions[self._at].number:
                from rules.errors import RuleError

                raise RuleError("store", "the campaign's record changed while its chronicle was written; write it again")
        assert self._current is not None
        return self._current


def build(name: str, events: Callable[[], Iterable[Any]], system: GameSystem, lang: str,
          state: dict[str, Any], private: bool = True) -> dict[str, Any]:
    """The whole chronicle of campaign ``name`` in ``lang`` (a language of ``system``), from ``events()``: the
    campaign's events in order, read afresh at each call (several streamed passes: memory flat in the campaign's
    size). ``private``: whether the GM's private recaps are told (False for a reader who is not a GM).

    Returns ``{"campaign", "system" (title), "rules" (the rules' version the campaign was created under), "lang",
    "sessions" (``Session``s in order: see ``chapters``, with the sessions' and scenes' titles and the GM's recaps;
    their entries made as a template reads them), "cast" (see ``ledger.chronicle.arcs.cast``), "counts" {"actions",
    "rolls", "undone", "amended", "sessions"}}``. ``state`` is the campaign's current state. Raises
    ``RuleError`` from the system's views only for a damaged store.
    """
    from ledger.projections.review import effective_specs
    from rules.sessions import titles_and_recaps

    marks, reasons = corrections(events())
    counts, numbers = tally(events(), system, lang, state, marks, private)
    titled = titles_and_recaps(effective_specs(events))
    if not private:                           # a reader who is not a GM: the private recaps, as corrected now, left out
        for part in titled.values():
            for entry in part.values():
                entry["recaps"] = [r for r in entry["recaps"] if not r["private"]]
    rules = next((getattr(e, "rules_version", None) for e in events() if not hasattr(e, "action_id")), None)
    book = Chapters(numbers, lambda: chapters(entries(events(), system, lang, state, marks, reasons, private), titled))
    return {"campaign": name, "system": system.title, "rules": rules, "lang": lang, "sessions": book.sessions,
            "cast": cast(events, system, lang, state), "counts": counts}
