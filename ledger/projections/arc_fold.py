"""The fold behind a character's arc, one effective event at a time, so that a long-running face can keep it and
carry it on with the events recorded since instead of reading the whole record again.

Source: README "Using the ledger" (``ledger arc NAME``: the tracked values at the end of each session, and the events
of each session that touch the character); ``ledger.projections.review.arcs`` folds whole campaigns with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ledger.aggregates.changes import apply_changes, clone
from ledger.projections.history import Places, people
from rules.errors import RuleError
from rules.names import norm
from rules.system import GameSystem


def stored_name(state: dict[str, Any], given: str) -> str:
    """The name character ``given`` (as typed) is kept under in ``state``. Raises ``RuleError("character")`` naming
    the characters known."""
    stored = next((known for known in state.get("characters", {}) if norm(known) == norm(given)), None)
    if stored is None:
        raise RuleError("character", f"unknown character {given!r}; known: "
                                     f"{', '.join(state.get('characters', {})) or 'none yet'}")
    return stored


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """A sheet as flat ``{"stats.might": 2, "tags": [...]}`` (nested dicts joined with dots, lists kept whole)."""
    out: dict[str, Any] = {}
    if isinstance(value, dict):
        for key, inner in value.items():
            out.update(flatten(inner, f"{prefix}{key}."))
        return out
    out[prefix[:-1]] = value
    return out


class ArcFold:
    """The arcs of ``names`` (characters, as typed) in ``lang``, folded along a campaign's effective events.

    ``start(state)`` takes the campaign's state at creation; ``feed(spec, tag)`` one effective event ``{"kind",
    "cause", "changes", "detail"}`` (``ledger.projections.timeline.spec_dict``) in timeline order, with ``tag`` (None,
    or what decides who may see it: ``ledger.group.visibility.hiding``); ``result(seen)`` the arcs as
    ``ledger.projections.review.arc`` gives them, counting only the tagged events ``seen(tag)`` keeps (None: all),
    the open session closed in the answer only (the fold goes on). One fold thus serves every reader: what a reader
    may not see changes no tracked value, only the events counted. Raises ``RuleError("character")`` from
    ``result`` for a name the campaign never had. ``kept(i, column)``, when given, is what is kept of each session's
    column of the ``i``-th name as it ends (a smaller summary of it, for a reader that needs less: the chronicle's
    charts); a value unchanged since the session before is held once. ``held()``, when given, makes the list each
    name's ended columns are appended to (one that joins them into fewer, ``ledger.chronicle.arcs.Blocks``: memory
    bounded in the number of sessions); default: a list, a column per session."""

    def __init__(self, system: GameSystem, names: list[str], lang: str,
                 kept: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None,
                 held: Callable[[], list[dict[str, Any]]] = list) -> None:
        self.system, self.names, self.lang, self.kept = system, list(names), lang, kept
        self.wanted = [norm(n) for n in names]
        self.state: dict[str, Any] = {}
        self.place = Places()
        self.columns: dict[str, list[dict[str, Any]]] = {w: held() for w in self.wanted}
        self.counts: dict[str, dict[tuple[str, Any], int]] = {w: {} for w in self.wanted}
        self.named: dict[str, dict[tuple[str, Any], list[str]]] = {w: {} for w in self.wanted}
        self.last: dict[str, dict[str, Any]] = {w: {} for w in self.wanted}     # values at the last session's end
        self.titles: dict[int, str] = {}         # session number -> the GM's title (``session start --title``)

    def start(self, state: dict[str, Any]) -> None:
        """Begin from the campaign's state at creation (copied)."""
        self.state = clone(state)
        self.place.start(self.state)

    def _column(self, given: str, key: str, number: int) -> dict[str, Any]:
        """Session ``number``'s column for one character: its values now and the events counted since the last
        (``counts``: (kind, tag) -> number)."""
        pick = self.system.views.arc
        try:
            data = self.system.views.sheet(self.state, given, self.lang)
        except RuleError:
            values: dict[str, Any] = {}
        else:
            values = pick(data, self.lang) if pick else {k: v for k, v in flatten(data).items()
                                                         if not k.startswith("display.")}
            values = {k: self._worded(v) for k, v in values.items()}
        return {"session": number, "values": values, "counts": dict(self.counts[key]),
                "named": {k: list(v) for k, v in self.named[key].items()}}

    def _worded(self, value: Any) -> Any:
        """A tracked value in the fold's language: an id (a state, a list of marks) by the
        system's ``term`` words, as the arc's table, the chronicle and the API all show it (one road for the value
        words); numbers, yes/no and anything the system does not name stay as they are."""
        term = self.system.views.term
        if term is None:
            return value
        if isinstance(value, str):
            return str(term(value, self.lang))
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return [str(term(v, self.lang)) for v in value]
        return value

    def _held(self, key: str, column: dict[str, Any]) -> dict[str, Any]:
        """``column`` with each value equal to the one at the session before held as that one (kept once)."""
        before = self.last[key]
        column["values"] = {k: before[k] if k in before and type(before[k]) is type(v) and before[k] == v else v
                            for k, v in column["values"].items()}
        self.last[key] = column["values"]
        return column

    def feed(self, spec: dict[str, Any], tag: Any = None) -> None:
        """Fold one effective event: a new session closes the one before it."""
        before = self.place.session
        self.place.follow(spec["changes"])
        if self.place.session != before:          # a new session begins: the previous one ends here
            for i, (given, key) in enumerate(zip(self.names, self.wanted)):
                column = self._held(key, self._column(given, key, before))
                self.columns[key].append(column if self.kept is None else self.kept(i, column))
                self.counts[key].clear()
                self.named[key].clear()
        if spec["kind"] == "SessionStarted" and isinstance((spec["detail"] or {}).get("title"), str):
            self.titles[spec["detail"]["number"]] = spec["detail"]["title"]
        apply_changes(self.state, spec["changes"], check=False)
        touched = people(spec["detail"] or {}, spec["changes"])
        for key in self.wanted:
            if key in touched:
                counted = (spec["kind"], tag)
                self.counts[key][counted] = self.counts[key].get(counted, 0) + 1
                named = self.named[key].setdefault(counted, [])
                named += [n for n in self._names(key, spec["changes"]) if n not in named]

    def _names(self, key: str, changes: list[dict[str, Any]]) -> list[str]:
        """The marks an event set or cleared on the character ``key`` (folded), by name: the last key of each change
        of a yes/no value below the character's own path (``characters.NAME.GROUP.MARK``: no -> yes gives
        ``MARK``), in the system's ``term`` words in the fold's language."""
        term = self.system.views.term
        out = []
        for ch in changes:
            path = ch["path"]
            marks = all(isinstance(v, bool) or v is None for v in (ch["before"], ch["after"]))
            if marks and len(path) > 2 and isinstance(path[-1], str) and norm(str(path[1])) == key:
                out.append(str(term(path[-1], self.lang)) if term is not None else path[-1])
        return out

    def result(self, seen: Any = None, only: str | None = None) -> list[dict[str, Any]]:
        """One arc ``{"name", "sessions"}`` per name (``only``: that one of them alone), in order, with the open
        session as its last column; each column's ``events`` counts the events whose tag is None or ``seen(tag)``
        keeps (``seen`` None: all)."""
        def told(column: dict[str, Any]) -> dict[str, Any]:
            events: dict[str, int] = {}
            named: dict[str, list[str]] = {}
            for (kind, tag), n in column["counts"].items():
                if tag is None or seen is None or seen(tag):
                    events[kind] = events.get(kind, 0) + n
                    more = [x for x in column["named"].get((kind, tag), []) if x not in named.get(kind, [])]
                    if more:
                        named[kind] = [*named.get(kind, []), *more]
            return {"session": column["session"], "title": self.titles.get(column["session"]),
                    "values": column["values"], "events": events, "named": named}

        out = []
        for i, (given, key) in enumerate(zip(self.names, self.wanted)):
            if only is not None and key != norm(only):
                continue
            stored = stored_name(self.state, given)
            now = self._column(given, key, self.place.session)
            columns = [*self.columns[key], now if self.kept is None else self.kept(i, now)]
            out.append({"name": stored, "sessions": [told(c) for c in columns]})
        return out
