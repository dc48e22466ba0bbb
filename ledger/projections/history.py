"""The history projection: one row per action, with what changed (before -> after) and why.

Source: README "Using the ledger" ("the history: one row per action with time, actor, what changed (before ->
after) and why (the roll it came from)") and docs/adding-a-game-system.md (the words come from the system). Pure: a
fold over the campaign's events. It knows no game system: the system's views name its state paths
(``describe``), summarise its events (``summary``) and translate its ids (``term``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

import orjson

from rules.names import norm
from rules.system import GameSystem

def value_text(v: Any, lang: str, system: GameSystem) -> str:
    """A recorded value for display: ids through the system's ``term``, numbers signed when negative."""
    term = system.views.term
    if v is None:
        return "—"
    if isinstance(v, bool):
        return system.word("yes" if v else "no", lang)
    if isinstance(v, int):
        return f"{v:+d}" if v < 0 else str(v)
    if isinstance(v, str):
        shown = term(v, lang)
        return system.word(v.replace("_", " "), lang) if shown == v else shown     # a phase: the ledger's words
    if isinstance(v, list):
        if not v:
            return "—"                                  # nothing, as everywhere a person reads
        return "[" + ", ".join(value_text(x, lang, system) if not isinstance(x, dict) else str(x.get("source", "…")) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + "; ".join(f"{term(str(k), lang)} {value_text(x, lang, system)}" for k, x in v.items()) + "}" if len(v) <= 6 else "{…}"
    return "{…}"


def kind_text(kind: str, lang: str, system: GameSystem) -> str:
    """An event kind as a person reads it: the system's word for it when it has one (``GameSystem.word``), else
    its words in sentence case (``ThingHappened`` -> ``Thing happened``, ``DieUnstacked`` -> ``Die
    unstacked``), never the class name. Source: README "Using the ledger" (the game's words, never internal names)."""
    said = system.word(kind, lang)
    if said != kind:
        return said
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", kind) or [kind]
    text = " ".join(w if w.isupper() and len(w) > 1 else w.lower() for w in words)
    return text[:1].upper() + text[1:]


def plain_summary(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> str:
    """An event its system does not word, in words: ``kind_text`` and each detail's key in the system's words with its
    value (``GM turn started (mission 2)``): a value through ``detail_value`` (a state path as ``path_text`` words
    it), never a recorded id, ``None`` or a
    record's braces. Source: README "Using the ledger" (never internal names)."""
    parts = []
    for key, value in detail.items():
        if isinstance(value, dict) and key == "inputs":
            continue
        shown = path_text(value, lang, system) if key == "path" and isinstance(value, list) else None
        parts.append(f"{system.word(str(key).replace('_', ' '), lang)} {shown or detail_value(value, lang, system)}")
    return kind_text(kind, lang, system) + (f" ({'; '.join(parts)})" if parts else "")


def detail_value(value: Any, lang: str, system: GameSystem) -> str:
    """One value of an event's detail as a person reads it: text through the system's ``term``, else its words
    (``GameSystem.word``, underscores as spaces: ``extra_test`` -> ``extra test``), else its ``cause`` view (a
    recorded reason with a name in it); a list's values joined by commas,
    a record's as ``key value`` pairs, nothing (``None``, an empty list) as ``—``, numbers and yes/no as
    ``value_text`` gives them. Source: README "Using the ledger" (the game's words, never internal names)."""
    if isinstance(value, str):
        shown = system.views.term(value, lang)
        if shown == value:
            shown = system.word(value.replace("_", " "), lang)
        own = system.views.cause
        if shown == value.replace("_", " ") and own is not None:
            shown = own(value, lang) or shown       # a reason the rules record with a name or a number in it
        return shown
    if isinstance(value, list):
        return ", ".join(detail_value(x, lang, system) for x in value) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{detail_value(str(k), lang, system)} {detail_value(x, lang, system)}"
                         for k, x in value.items()) or "—"
    return value_text(value, lang, system)


def summarise(kind: str, detail: dict[str, Any], lang: str, system: GameSystem) -> tuple[str, bool]:
    """(summary line, shown in tables): a group event's line (``ledger.group.words``; a proposal's command and an
    approval setting in the reader's words; an approval's with what the GM's edits changed,
    ``ledger.projections.revisions.edited_lines``), a session's or scene's title
    or a recap (``rules.sessions.summary``), the system's own summary when it has one, else the plain one."""
    from ledger.group.words import summary as group_summary

    from rules.sessions import summary as session_summary

    w = lambda key: system.word(key, lang)  # noqa: E731
    worded = detail
    if kind == "ProposalMade" and isinstance(detail.get("command"), str):      # the command in the reader's words
        worded = {**detail, "command": command_text(detail["command"], lang, system)}
    elif kind == "OptionSet" and detail.get("approval") is not None:
        said = w(f"approval {detail['approval']}")
        worded = {**detail, "approval": detail["approval"] if said.startswith("approval ") else said}
    line = group_summary(kind, worded, w) or session_summary(kind, detail, w)
    if line and kind == "ProposalApproved" and detail.get("edited"):
        from ledger.projections.revisions import edited_lines        # what the GM's edits changed, as an amend's

        pieces = edited_lines(detail["edited"], lang, system)
        line = f"{line}; {w('edited')}: {'; '.join(pieces)}" if pieces else line
    if line:
        return line, True
    own = system.views.summary
    line = own(kind, detail, lang) if own else None
    return (line, True) if line else (plain_summary(kind, detail, lang, system), False)


def change_text(change: dict[str, Any], lang: str, system: GameSystem, cache: dict[Any, Any] | None = None) -> str | None:
    """``"what: before → after"`` for one recorded change, or None when the system leaves the path out.
    ``cache`` (a dict kept over one read) remembers the words of paths and plain values already seen.
    A system view ``value(path, value, lang) -> str | None`` words the values of a path itself (a phase
    whose word agrees with its noun, a list of test ids as a count); when it words both sides the change
    reads ``what: before → after`` in its words, else the ledger's generic words are used; a record is worded by
    the values that changed in it (``_dict_delta``), and a change that reads the same on both sides (``[]`` and
    nothing) is left out."""
    if cache is None:
        cache = {}
    key = tuple(change["path"])
    what = cache.get(key, cache)
    if what is cache:
        what = cache[key] = path_text(change["path"], lang, system)
    if what is None or (change["after"] == {} and change["before"] is None):   # a container made to hold a value
        return None
    own = system.views.value
    if own is not None:
        shown = own(change["path"], change["before"], lang), own(change["path"], change["after"], lang)
        if shown[0] is not None and shown[1] is not None:
            return f"{what}: {shown[0]} → {shown[1]}"
    before, after = change["before"], change["after"]
    if isinstance(after, dict) and before is None:
        return f"{what}: {system.word('created', lang)}"
    if isinstance(before, list) and isinstance(after, list) and len(before) + len(after) > 4:
        return f"{what}: {_list_delta(before, after, lang, system)}"       # a long list: what came and went
    if isinstance(before, dict) and isinstance(after, (dict, type(None))):
        delta = _dict_delta(change["path"], before, after, lang, system, cache)  # a record: the values that changed
        return None if delta is None else delta[1] if delta[0] else f"{what}: {delta[1]}"
    shown = _value(before, lang, system, cache), _value(after, lang, system, cache)
    return None if shown[0] == shown[1] else f"{what}: {shown[0]} → {shown[1]}"      # nothing a person reads changed


DICT_DELTA_SHOWN = 4                          # changed values of a record a line names before counting the rest


def _dict_delta(path: list[Any], before: dict[str, Any], after: dict[str, Any], lang: str, system: GameSystem,
                cache: dict[Any, Any]) -> tuple[bool, str] | None:
    """``key: before → after; ...`` for the values that differ between two records written at ``path``: each value
    named as the system names its own path (``path_text`` of ``path`` and its keys, the record's own name left off:
    ``side 1 X``), its values as the system words them there (``value`` view) or ``value_text``; a value
    the system leaves out (None from ``describe``: a sealed script, the volleys' records) is not shown, nor a list
    of records (its worded parts are). The first ``DICT_DELTA_SHOWN``, then ``(+N)``; None when nothing shown
    differs. Returned as (whole, text): ``whole`` when the one value that changed has a name of its own that shares
    nothing with the record's (``held X → Y``): ``text`` then is the whole line, ``name: before →
    after``. Source: README "Correcting mistakes and reviewing the past" (a correction shows what it changed, never
    a record dumped)."""
    found: list[str] = []
    whole: list[str] = []
    head = path_text(path, lang, system) or ""

    def walk(b: Any, a: Any, keys: list[str]) -> None:
        full = [*path, *keys]
        own = system.views.value
        shown = (own(full, b, lang), own(full, a, lang)) if own is not None and keys and b != a else (None, None)
        if isinstance(b, dict) and a is None or b is None and isinstance(a, dict):
            b, a = b or {}, a or {}                  # a part made or taken away: its values, one by one
        if isinstance(b, dict) and isinstance(a, dict) and (shown[0] is None or shown[1] is None):
            for k in list(dict.fromkeys([*b, *a])):
                walk(b.get(k), a.get(k), [*keys, str(k)])
            return
        if b == a or any(isinstance(x, list) and any(isinstance(y, (dict, list)) for y in x) for x in (a, b)):
            return
        name = path_text(full, lang, system)
        if name is None:
            return
        part = _after_common(head, name)
        if shown[0] is None or shown[1] is None:
            shown = (_value(b, lang, system, cache), _value(a, lang, system, cache))
        if shown[0] != shown[1]:
            found.append(f"{part} {shown[0]} → {shown[1]}".strip())
            whole.append(f"{name}: {shown[0]} → {shown[1]}" if part == name else "")

    walk(before, after, [])
    if not found:
        return None
    if len(found) == 1 and whole[0]:
        return True, whole[0]
    more = len(found) - DICT_DELTA_SHOWN
    return False, "; ".join(found[:DICT_DELTA_SHOWN]) + (f" (+{more})" if more > 0 else "")


def _after_common(head: str, name: str) -> str:
    """``name`` without the words it starts with in common with ``head`` (``Tamsin tallies`` and ``Tamsin Pathfinder
    tallies`` -> ``Pathfinder tallies``): a record's value named without the record's own name."""
    first, words = head.split(), name.split()
    n = 0
    while n < min(len(first), len(words)) and first[n] == words[n]:
        n += 1
    return " ".join(words[n:])


def _list_delta(before: list[Any], after: list[Any], lang: str, system: GameSystem) -> str:
    """``+ added; − removed`` between two lists (each element counted as often as it appears), linear time.

    A list that only changed order reads as the system's word for ``reordered``.
    """
    def keys(xs: list[Any]) -> list[str]:
        return [orjson.dumps(x, option=orjson.OPT_SORT_KEYS).decode() for x in xs]

    def only_in(xs: list[Any], ks: list[str], extra: Counter[str]) -> list[Any]:
        out = []
        for x, k in zip(xs, ks):
            if extra[k] > 0:
                extra[k] -= 1
                out.append(x)
        return out

    kb, ka = keys(before), keys(after)
    cb, ca = Counter(kb), Counter(ka)
    added, removed = only_in(after, ka, ca - cb), only_in(before, kb, cb - ca)
    parts = ([f"+ {value_text(added, lang, system)[1:-1]}"] if added else []) + (
        [f"− {value_text(removed, lang, system)[1:-1]}"] if removed else [])
    return "; ".join(parts) or system.word("reordered", lang)


def _value(v: Any, lang: str, system: GameSystem, cache: dict[Any, Any]) -> str:
    """``value_text`` with the words of plain values (text, numbers, yes/no, nothing) remembered in ``cache``."""
    if isinstance(v, (list, dict)):
        return value_text(v, lang, system)
    key = ("value", type(v), v)
    shown = cache.get(key)
    if shown is None:
        shown = cache[key] = value_text(v, lang, system)
    return shown


def path_text(path: list[Any], lang: str, system: GameSystem) -> str | None:
    """A state path in words: the system's ``describe`` (None: left out of "what changed"), or, for a path
    the system leaves as it is (dotted), the ledger's own words: ``session``/``scene`` phases and numbers
    (every system keeps them), other keys with their underscores as spaces, through ``GameSystem.word``."""
    if path and path[0] == "table":            # the group's part: its events' summaries say it (no digest shown)
        return None
    describe = system.views.describe
    what = describe(path, lang) if describe else ".".join(map(str, path))
    if what is None or what != ".".join(map(str, path)):
        return what
    if len(path) == 2 and path[0] in ("session", "scene") and path[1] in ("phase", "number"):
        return system.word(path[0] if path[1] == "phase" else f"{path[0]} number", lang)
    return " ".join(system.word(str(p).replace("_", " "), lang) for p in path)


def command_text(command: str, lang: str, system: GameSystem) -> str:
    """A command as a history table shows it in ``lang``: the system's ``command`` view (``test`` -> ``prueba``), else
    its ``GameSystem.word`` (a group command: ``note`` -> ``nota``), else as typed (the JSON keeps it)."""
    own = system.views.command
    return (own(command, lang) if own is not None else None) or system.word(command, lang)


_NUMBERED = re.compile(r"^(?P<key>[A-Za-z_][A-Za-z_ ]*?) #?(?P<n>\d+)(?P<rest>.*)$", re.S)


def cause_text(cause: str, lang: str, system: GameSystem) -> str:
    """A recorded cause in words (``roll #12`` -> ``tirada #12``): the system's ``cause`` view when it has
    one and it knows the text, else a ``key #N`` or ``key N`` cause with its key through ``GameSystem.word``
    (``session 2``, ``conflict #27``), else the text as recorded."""
    own = system.views.cause
    if own is not None:
        said = own(cause, lang)
        if said:
            return said
    m = _NUMBERED.match(cause)
    if m is None:
        return cause
    key = m.group("key")
    hash_ = "#" if "#" in cause[len(key):len(key) + 3] else ""
    return f"{system.word(key.replace('_', ' '), lang)} {hash_}{m.group('n')}{m.group('rest')}"


def why_texts(row: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """A history row's ``why`` for display: causes in words (``cause_text``), the reason as given."""
    return [w if w == row.get("reason") else cause_text(w, lang, system) for w in row["why"]]


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


class Places:
    """Tracks the session and scene numbers along the events (from changes at ``session``/``scene``).

    Every system keeps ``session: {"number", ...}`` and ``scene: {"number", ...}`` in its state (see
    docs/adding-a-game-system.md); a system without them reads as session and scene 0. Scene numbers run on
    across sessions (``rules.sessions.start_scene``), so the actions of a session before its first scene starts
    belong to no scene: ``scene`` reads 0 there (shown "—"), although the state still carries the previous
    session's last scene (``number``, kept to move back over the session's start).
    """

    def __init__(self) -> None:
        self.session = 0
        self.scene = 0
        self.number = 0                      # the campaign's scene number (the last scene started)

    def start(self, state: dict[str, Any]) -> None:
        """Read the numbers of a campaign's state (its first; or its current one, for ``unfollow``)."""
        self.session = int((state.get("session") or {}).get("number") or 0)
        self.scene = self.number = int((state.get("scene") or {}).get("number") or 0)

    def unfollow(self, changes: list[dict[str, Any]]) -> None:
        """Move the numbers back over recorded changes (the latest first): back over a session's start, the scene
        is the one that was running then."""
        for ch in reversed(changes):
            which, value = _number_change(ch, "before")
            if which == "scene":
                self.scene = self.number = value or 0
            elif which == "session":
                self.session, self.scene = value or 0, self.number

    def follow(self, changes: Iterable[dict[str, Any]]) -> None:
        """Move the numbers along recorded changes: a new session is in no scene until its first one starts."""
        for ch in changes:
            which, value = _number_change(ch, "after")
            if which == "scene" and isinstance(value, int):
                self.scene = self.number = value
            elif which == "session" and isinstance(value, int) and value != self.session:
                self.session, self.scene = value, 0


def number_change(change: dict[str, Any]) -> str | None:
    """``"session"`` or ``"scene"`` when a recorded change sets that number (the place moves), else None."""
    return _number_change(change, "after")[0]


def _number_change(change: dict[str, Any], side: str) -> tuple[str | None, Any]:
    """(``"session"``/``"scene"`` or None, the number on ``side`` (``"before"``/``"after"``)) of a recorded change
    that sets a session's or scene's number (the whole record, or its ``number``)."""
    path = change["path"]
    if not path or path[0] not in ("session", "scene"):
        return None, None
    value = change[side]
    if len(path) == 1 and isinstance(value, dict):
        value = value.get("number")
    elif path[1:] != ["number"]:
        return None, None
    return (path[0], value) if isinstance(value, int) or (value is None and path[1:] == ["number"]) else (None, None)


def table_lines(row: dict[str, Any]) -> list[str]:
    """The "what changed" cell of a row from ``history(..., table=True)``: shown summaries, then changes."""
    return [ev["summary"] for ev in row["events"] if ev["shown"]] + row["changes"] + row.get("corrections", [])


def mark_texts(row: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """A history row's marks as every face words them: ``undone by #9``, then ``amended by #7`` for each correction
    that decided it again (the ledger's words in ``lang``). Source: README "Correcting mistakes and reviewing the
    past" (undone and amended actions stay in the history, marked)."""
    found = [f"{system.word('undone by', lang)} #{row['undone_by']}"] if row["undone_by"] else []
    return found + [f"{system.word('amended by', lang)} #{n}" for n in row["amended_by"]]
