"""The chronicle's cast: every character's sheet at the end, and the numbers of its arc to chart.

Source: README "The chronicle: a record to read aloud" ("a cast page; and per character an arc chart"). The arc is
``ledger.projections.review.arc`` (the tracked values at the end of each session, with the events of each
session that touch the character, counted by kind). Which values become lines and which sessions get a
marker is generic: every numeric tracked value is a line, and a session is marked where a tracked value
that is not a number (a list of marks, a flag, a status) changed. A system may say more through its
optional ``chart(names, lang)`` view (see docs/adding-a-game-system.md), given the names of the arc's
numeric values: ``{"values": [the names to chart], "marks": {name: [event kinds]}}``, a marker series per
name counting those events per session.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.errors import RuleError
from rules.system import GameSystem


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def chart_data(arc: dict[str, Any], system: GameSystem, lang: str) -> dict[str, Any] | None:
    """What to draw of one character's ``arc`` (the dict ``ledger.projections.review.arc`` returns).

    Returns ``{"sessions": [session numbers], "series": [{"name", "values": [number | None per session]}],
    "marks": [{"name", "counts": [int per session], "what": [[names] per session], "texts": [text per session:
    ``_label``], "generic": True for the ledger's
    own "changed" marker (absent for a system's)}]}``, where a system's marker names what its events changed of the
    character that session (``["X", "Y"]``: two marks by name: the arc's ``named``; the marker's own name when they changed
    nothing by name) and the generic one the tracked values that changed,
    or None when no tracked value is a number (nothing to draw). Raises nothing.
    """
    columns = arc["sessions"]
    names: list[str] = []
    for col in columns:
        names += [k for k, v in col["values"].items() if _number(v) and k not in names]
    spec = system.views.chart(list(names), lang) if system.views.chart is not None else {}
    wanted = spec.get("values")
    if wanted is not None:
        names = [n for n in wanted if n in names]
    if not names:
        return None
    series = [{"name": n, "values": [col["values"].get(n) if _number(col["values"].get(n)) else None for col in columns]}
              for n in names]
    marks = []
    if spec.get("marks"):
        for mark, kinds in spec["marks"].items():
            counts = [sum(col["events"].get(k, 0) for k in kinds) for col in columns]
            what = [_named(col, kinds) or ([mark] if c else []) for col, c in zip(columns, counts)]
            marks.append({"name": mark, "counts": counts, "what": what})
    else:
        what: list[list[str]] = []
        before: dict[str, Any] | None = None
        for col in columns:
            others = {k: v for k, v in col["values"].items() if not _number(v)}
            what.append([k for k, v in others.items() if before is not None and before.get(k) != v])
            before = others
        marks.append({"name": system.word("changed", lang), "counts": [len(x) for x in what], "what": what,
                      "generic": True})
    marks = [dict(m, texts=[_label(n, w, m["name"]) for n, w in zip(m["counts"], m["what"])])
             for m in marks if any(m["counts"])]
    return {"sessions": [col["session"] for col in columns], "series": series, "marks": marks}


def _label(count: int, what: list[str], mark: str) -> str:
    """A marker's text for one session: the names of what changed (``X, Y``), its count when they are
    only the marker's own name, nothing where it counted nothing."""
    if not count:
        return ""
    return ", ".join(what) if what and what != [mark] else str(count)


def _named(column: dict[str, Any], kinds: Iterable[str]) -> list[str]:
    """What the events of ``kinds`` changed of the character in one arc column, by name, each once, in order."""
    out: list[str] = []
    for kind in kinds:
        out += [n for n in (column.get("named") or {}).get(kind, []) if n not in out]
    return out


class Shown:
    """A tracked value the chronicle keeps small (``Summary``): ``text`` as the arc's table prints it, equal to another
    exactly when their ``token``s are (the value they stand for was the same)."""

    __slots__ = ("token", "text")

    def __init__(self, token: str, text: str) -> None:
        self.token, self.text = token, text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shown) and other.token == self.token

    def __hash__(self) -> int:
        return hash(self.token)


class Summary:
    """What the chronicle keeps of each session's column of an arc (``ledger.projections.review.arcs``'s ``kept``):
    the numbers as they are, and each other tracked value (a list of marks, a flag, a status: possibly large) as a
    ``Shown``: its text as the arc's table prints it (``_shown``) with a token that changes exactly where the value
    differs from the one in the session before (``chart_data`` compares only that), None kept as None.
    ``chart_data`` and ``table_rows`` of the summaries equal those of the columns."""

    def __init__(self, count: int, system: GameSystem, lang: str) -> None:
        self._system, self._lang = system, lang
        self._before: list[dict[str, Any]] = [{} for _ in range(count)]      # the last column's other values
        self._tokens: list[dict[str, str]] = [{} for _ in range(count)]
        self._made = 0

    def __call__(self, i: int, column: dict[str, Any]) -> dict[str, Any]:
        before, tokens = self._before[i], self._tokens[i]
        values: dict[str, Any] = {}
        others: dict[str, Any] = {}
        for key, value in column["values"].items():
            if _number(value) or value is None:
                values[key] = value
                if value is None:
                    others[key] = None
                continue
            if key not in before or before[key] != value:
                self._made += 1
                tokens[key] = f"#{self._made}"
            values[key] = Shown(tokens[key], _shown(value, self._system, self._lang))
            others[key] = value
        self._before[i] = others
        return {**column, "values": values}


#: The most columns of a character's arc the chronicle holds (the open session aside): a longer campaign's sessions
#: are joined into blocks of 2, 4, 8... neighbouring sessions, so that its chart and table stay readable and its
#: memory bounded, whatever the campaign's length. Even (see ``Blocks.append``).
MAX_COLUMNS = 32


class Blocks(list):  # type: ignore[type-arg]
    """The ended columns of one character's arc as the chronicle holds them (``ArcFold``'s ``held``): a column per
    session up to ``MAX_COLUMNS``; past that, neighbouring columns are joined two by two and the sessions after them
    gathered as many at a time, so that at most ``MAX_COLUMNS`` are held. A joined column's ``session`` is its label,
    ``"FIRST–LAST"`` (session 0 as ``start``, the system's word for it); it holds the values at the end of its last
    session (a ``Summary``'s token thus differs from the block before exactly when the value changed within it) and
    the events counted over all of its sessions. Source: README "The chronicle: a record to read aloud"."""

    def __init__(self, start: str) -> None:
        super().__init__()
        self._start = start
        self._size = 1                          # sessions a full block holds
        self._fill = 0                          # sessions the last block holds

    def append(self, column: dict[str, Any]) -> None:
        """Add the next session's column: into the last block while it is not full, else as a new block; past
        ``MAX_COLUMNS`` blocks, join them two by two (their number being odd then, the last stays as it is)."""
        if self and self._fill < self._size:
            self[-1] = self._joined(self[-1], column)
            self._fill += 1
            return
        super().append(column)
        self._fill = 1
        if len(self) > MAX_COLUMNS:
            self[:] = [self._joined(self[i], self[i + 1]) if i + 1 < len(self) else self[i]
                       for i in range(0, len(self), 2)]
            self._size *= 2

    def _joined(self, first: dict[str, Any], then: dict[str, Any]) -> dict[str, Any]:
        """Two neighbouring columns as one: labelled from the first's first session to the second's last."""
        start, last = first.get("first", first["session"]), then.get("last", then["session"])
        counts = dict(first["counts"])
        for key, n in then["counts"].items():
            counts[key] = counts.get(key, 0) + n
        label = f"{self._start if start == 0 else start}–{last}"
        return {**then, "session": label, "first": start, "last": last, "counts": counts}


def _shown(value: Any, system: GameSystem, lang: str) -> str:
    """One tracked value as the arc's table prints it: a number as it is, a list as its items (``—`` when empty),
    yes/no in ``lang``, nothing as ``—`` (a ``Shown``: its text)."""
    if isinstance(value, Shown):
        return value.text
    if value is None or value == [] or value == {}:
        return "—"
    if isinstance(value, bool):
        return system.word("yes" if value else "no", lang)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return str(value)


def table_rows(arc: dict[str, Any], chart: dict[str, Any] | None, system: GameSystem,
               lang: str) -> list[dict[str, Any]]:
    """The rows of a character's arc table besides the charted lines: every other tracked value (``arc`` order) that
    changed during the campaign, as text per session (``[{"name", "values": [text per session]}]``): a rating the
    system does not chart, a tally, an amount, a list of marks by name. A value that never changed is on the sheet
    below and left out here. Raises nothing."""
    charted = {s["name"] for s in (chart or {}).get("series", [])}
    columns = arc["sessions"]
    names: list[str] = []
    for col in columns:
        names += [k for k in col["values"] if k not in names and k not in charted]
    rows = []
    for name in names:
        shown = [_shown(col["values"].get(name), system, lang) for col in columns]
        if len(set(shown)) > 1:
            rows.append({"name": name, "values": shown})
    return rows


def cast(events: Callable[[], Iterable[Any]] | Iterable[Any], system: GameSystem, lang: str,
         state: dict[str, Any]) -> list[dict[str, Any]]:
    """Every character of the campaign (the system's ``characters`` view, in its order), as it stands now.

    Each is ``{"name", "rows": [(field, value)] (the sheet's rows, in lang), "chart": see ``chart_data``
    (None when nothing is numeric), "table": the other tracked values that changed (``table_rows``), "arc": the
    arc's columns, ``[{"session": number, or a block's label "FIRST–LAST"}]``}``; the arcs are made in one pass over
    the events (``ledger.projections.review.arcs``; given a callable that reads them afresh, streamed), a long
    campaign's sessions joined into at most ``MAX_COLUMNS`` blocks (``Blocks``): memory flat in the campaign's size.
    A character whose sheet the system refuses is listed with empty rows and no chart.
    """
    from ledger.projections.review import arcs

    sheet = system.views.sheet
    rows_of = system.views.sheet_rows
    people = list(system.views.characters(state, lang))
    start = system.word("start", lang)
    every = {n: a for n, a in zip(people, arcs(events, system, people, lang, kept=Summary(len(people), system, lang),
                                               held=lambda: Blocks(start)))}
    out = []
    for name in people:
        try:
            data = sheet(state, name, lang)
        except RuleError:
            out.append({"name": name, "rows": [], "chart": None, "table": [], "arc": []})
            continue
        rows = rows_of(data, lang) if rows_of else [(k, str(v)) for k, v in data.items() if k != "display"]
        chart = chart_data(every[name], system, lang)
        out.append({"name": name, "rows": [(str(a), str(b)) for a, b in rows], "chart": chart,
                    "table": table_rows(every[name], chart, system, lang),
                    "arc": [{"session": col["session"]} for col in every[name]["sessions"]]})
    return out
