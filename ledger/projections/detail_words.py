"""Recorded values, event kinds and changes in the game's words: the pieces every history row, correction line and
chronicle entry is worded from (``value_text``, ``detail_value``, ``kind_text``, ``plain_summary``, ``change_text``,
``path_text``).

Source: README "Using the ledger" (the history: what changed, before -> after, in the game's words, never internal
names) and docs/adding-a-game-system.md (the words come from the system: ``term``, ``value``, ``describe``, ``cause``
views and ``GameSystem.word``). Pure; it knows no game system.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import orjson

from rules.system import GameSystem


def value_text(v: Any, lang: str, system: GameSystem) -> str:
    """A recorded value for display: ids through the system's ``term``, numbers signed when negative, a record as
    its keys and values in the system's words (``key value; key value``), never its braces."""
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
    if isinstance(v, dict):                             # a record: each key in the system's words, no braces
        return "; ".join(f"{_key_word(str(k), lang, system)} {value_text(x, lang, system)}"
                         for k, x in v.items()) if len(v) <= 6 else "…"
    return "…"


def _key_word(key: str, lang: str, system: GameSystem) -> str:
    """A record's key as ``value_text`` words it: the system's ``term``, else its ``word`` (``source`` -> "Quelle")."""
    shown = system.views.term(key, lang)
    return system.word(key, lang) if shown == key else shown


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
    """An event its system does not word, in words: ``kind_text``, its whole-number ``amount`` after it (``Pool spent:
    1``), and each other detail's key in the system's words with its value, a number after it (``GM turn started
    (round 2)``), any other after a colon (``Pool spent: 1 (reason: ...)``): a value through ``detail_value`` (a
    state path as ``path_text`` words it), never a recorded id, ``None`` or a record's braces; a value that begins
    with its key's word (``Frage frage: ...``, ``scambio scambio #11``) says the key once (``Frage: ...``, ``scambio
    #11``). Source: README "Using the ledger" (never internal names)."""
    parts = []
    amount = detail.get("amount")
    counted = isinstance(amount, int) and not isinstance(amount, bool)
    for key, value in detail.items():
        if (isinstance(value, dict) and key == "inputs") or (counted and key == "amount"):
            continue
        shown = path_text(value, lang, system) if key == "path" and isinstance(value, list) else None
        label, said = system.word(str(key).replace('_', ' '), lang), shown or _picks(value, detail, lang, system) \
            or detail_value(value, lang, system)
        if said.lower().startswith(label.lower() + ":"):       # a value that names its key itself: the key once
            parts.append(label + said[len(label):])
        elif said.lower().startswith(label.lower() + " #"):    # a record of the key's kind by its number: once
            parts.append(said)
        else:                                   # a number after its key (``número 2``), any other value after ":"
            parts.append(f"{label} {said}" if isinstance(value, int) else f"{label}: {said}")
    head = kind_text(kind, lang, system) + (f": {value_text(amount, lang, system)}" if counted else "")
    return head + (f" ({'; '.join(parts)})" if parts else "")


def _picks(value: Any, detail: dict[str, Any], lang: str, system: GameSystem) -> str | None:
    """A detail's list of picks in words, each read among the options the event's own detail names (the system's
    ``pick`` view, ``(option, lang, detail)``), not through ``term``, where a pick's id may also be a move's; an item
    the view knows no pick for as ``detail_value`` words it. None when the system has no such view or the list
    holds no pick it knows (``detail_value`` words the whole then)."""
    own = system.views.pick
    if own is None or not isinstance(value, list) or not value:
        return None
    said = [own(x, lang, detail) if isinstance(x, str) else None for x in value]
    if all(s is None for s in said):
        return None
    return ", ".join(str(s) if s is not None else detail_value(x, lang, system) for s, x in zip(said, value))


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


def event_change_lines(kind: str, detail: dict[str, Any], changes: list[dict[str, Any]], lang: str,
                       system: GameSystem, cache: dict[Any, Any] | None = None) -> list[str]:
    """The worded lines of one event's ``changes`` (``change_text`` each), a session's or scene's start worded as
    the start it is: the title its state keeps (a path ``[session|scene, "title"]``) reads as the new one's
    (``Scene 3: “The snake under the crossing”``, the event's summary: ``rules.sessions.summary``), not as a rename
    of the one before (the last scene's title is its ``before``); an untitled start says nothing of a title.
    Source: seed rules' shared session commands (``session start``, ``scene start``: rules/sessions.py) and README
    "Correcting mistakes and reviewing the past" (the history shows what changed)."""
    from rules.sessions import HEADING_EVENTS
    from rules.sessions import summary as started

    head = {"SessionStarted": "session", "SceneStarted": "scene"}.get(kind) if kind in HEADING_EVENTS else None
    out = []
    for ch in changes:
        if head is not None and list(ch["path"]) == [head, "title"]:
            text = started(kind, detail, lambda word: system.word(word, lang)) if isinstance(ch["after"], str) else None
        else:
            text = change_text(ch, lang, system, cache)
        if text is not None:
            out.append(text)
    return out


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
    """``name`` without the words it shares with ``head`` at its ends: the words it starts with in common with
    ``head``, then any word of ``head`` left at either end (``Tamsin tallies`` and ``Tamsin Pathfinder tallies`` ->
    ``Pathfinder``; a language that names the skill after the head, ``Tamsin marcas de avance`` and ``Tamsin marcas
    de avance de Guía`` -> ``Guía``): a record's value named without the record's own name, never repeating it.
    A name that starts with no word of ``head`` is kept whole. Never empty when ``name`` has a word of its own."""
    first, words = head.split(), name.split()
    n = 0
    while n < min(len(first), len(words)) and first[n] == words[n]:
        n += 1
    rest, known = words[n:], set(first)
    if n == 0:                                   # nothing in common at the start: the name is its own
        return name
    lo, hi = 0, len(rest)
    while lo < hi and rest[lo] in known:
        lo += 1
    while hi > lo and rest[hi - 1] in known:
        hi -= 1
    return " ".join(rest[lo:hi] or rest)


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
