"""What a correction changed, in the game's words: one action's events as recorded (or as last decided) beside
the same action decided again, as short ``before → after`` pieces (``dice 4,4 → 5,5; total 8 → 10; weak hit →
strong hit; Vex health: 1 → 2 (was 0 → 1)``).

Source: README "Correcting mistakes and reviewing the past" (an amend decides the later actions again; the history
shows what changed, before → after) and "JSON output" (the history rows' ``corrections`` key). Pure: it knows no
game; the values are worded by the system's ``term`` view and the ledger's words (``ledger.projections.history``).
"""

from __future__ import annotations

from typing import Any

from ledger.projections.history import change_text, detail_value, summarise, value_text
from rules.sessions import TEXT_EVENTS
from rules.system import GameSystem

#: Detail keys that only number or place an event (the same roll, session or scene on both sides).
_IDS = {"id", "roll", "session", "scene", "test", "seed"}


def _shown(value: Any, lang: str, system: GameSystem) -> str | None:
    """A detail value as the diff prints it (``detail_value``: a list of plain values joined by commas, ids and
    words in the system's words); None for a list that holds records (a nested state the event's other values
    word)."""
    if isinstance(value, list) and any(isinstance(x, (dict, list)) for x in value):
        return None
    if isinstance(value, list):
        return ",".join(detail_value(x, lang, system) for x in value) or "—"
    return detail_value(value, lang, system)


def _key(key: str, lang: str, system: GameSystem, keys: list[str]) -> str:
    """A detail key in the system's words, after the place of the record it is in when that record is one of a row
    (``actions 1 action``: the list's key and the record's position counted from 1, as people count); the key of a
    mapping it is nested in is left out (``roll dice`` reads ``dice``)."""
    words = []
    for k, after in zip([*keys, key], [*keys[1:], key, ""]):
        if k.isdigit():
            words.append(str(int(k) + 1))
        elif after.isdigit() or k == key:
            words.append(system.word(k.replace("_", " "), lang))
    return " ".join(words)


def detail_diff(old: dict[str, Any], new: dict[str, Any], lang: str, system: GameSystem,
                typed: tuple[str, str] | None = None, keys: list[str] | None = None) -> list[str]:
    """The values of two events' details that differ, as ``key old → new`` (the key in the system's words, a word
    such as an outcome as ``old → new`` alone); a nested mapping is compared value by value, its keys named in
    front (``side 1 X 8 → 6``); a value that reads the same on both sides is left out, and so is a list
    of records (its worded parts are the event's other values). A value sealed on both sides (``…``) reads
    ``key changed (sealed)``. ``typed`` (``(key, word)``: a title's or a recap's key, ``rules.sessions.TEXT_EVENTS``)
    names the one value that is text a person typed: it reads ``word “old” → “new”`` (``title “Lights Out” →
    “Blackout”``), quoted whole."""
    out: list[str] = []
    keys = keys or []
    for key in [*new, *(k for k in old if k not in new)]:
        before, after = old.get(key), new.get(key)
        if before == after or key in _IDS and not isinstance(after, dict) or key == "inputs":
            continue
        if typed is not None and key == typed[0] and isinstance(before, str) and isinstance(after, str):
            out.append(f"{system.word(typed[1], lang)} “{before}” → “{after}”")
            continue
        if isinstance(before, (dict, type(None))) and isinstance(after, (dict, type(None))) and (before or after):
            if len(keys) < 2:
                out += detail_diff(before or {}, after or {}, lang, system, keys=[*keys, str(key)])
            continue
        if isinstance(before, dict) or isinstance(after, dict):
            continue
        if isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and len(keys) < 2 and \
                all(isinstance(x, dict) and isinstance(y, dict) for x, y in zip(before, after)):
            for i, (x, y) in enumerate(zip(before, after)):           # records in a row: what changed in each
                out += detail_diff(x, y, lang, system, keys=[*keys, str(key), str(i)])
            continue
        shown = _shown(before, lang, system), _shown(after, lang, system)
        if shown[0] is None or shown[1] is None:
            continue
        name = _key(str(key), lang, system, keys)
        if shown[0] == shown[1]:
            if "…" in shown[0]:
                out.append(f"{name} {system.word('changed (sealed)', lang)}")
            continue
        pair = f"{shown[0]} → {shown[1]}"
        plain_word = not any(k.isdigit() for k in keys) and isinstance(after, str) and isinstance(before, (str, type(None))) and \
            value_text(after, lang, system) != after
        out.append(pair if plain_word else f"{name} {pair}")
    return out


def edited_lines(edited: dict[str, Any], lang: str, system: GameSystem) -> list[str]:
    """What a GM's edits changed at an approval (``edited``: argument -> ``{"before", "after"}``, as the
    ``ProposalApproved`` event records it) as the pieces a correction's change reads (``detail_diff``):
    ``dice 4,4 → 5,5``, ``label X → Y``. Source: README "Playing as a group" (the GM approves, edits or
    rejects; the history shows what the GM changed, as it shows what a correction changed)."""
    if not isinstance(edited, dict):
        return []
    pairs = {k: v for k, v in edited.items() if isinstance(v, dict)}
    return detail_diff({k: v.get("before") for k, v in pairs.items()}, {k: v.get("after") for k, v in pairs.items()},
                       lang, system)


def _split(line: str) -> tuple[str, str]:
    what, sep, rest = line.partition(": ")
    return (what, rest) if sep else (line, "")


def revision_lines(old: list[dict[str, Any]], new: list[dict[str, Any]], lang: str, system: GameSystem) -> list[str]:
    """What deciding an action again changed: ``old`` and ``new`` are its effective events
    (``[{"kind", "detail", "changes", ...}]``); the pieces come in the order detail, then changes (a change of
    the same value reads ``what: after (was before)``, one no longer made ``what: … (no longer)``), then events
    that came or went. Empty when nothing a person reads differs."""
    out: list[str] = []
    old_kinds = [e["kind"] for e in old]
    new_kinds = [e["kind"] for e in new]
    for o, n in zip(old, new):
        if o["kind"] == n["kind"]:
            key = TEXT_EVENTS.get(o["kind"])
            typed = None if key is None else (key, "title" if key == "title" else "recap")
            out += [p for p in detail_diff(o.get("detail") or {}, n.get("detail") or {}, lang, system, typed=typed)
                    if p not in out]
    for e in new:
        if e["kind"] not in old_kinds:
            text, shown = summarise(e["kind"], e.get("detail") or {}, lang, system)
            if shown:
                out.append(text)
    for e in old:
        if e["kind"] not in new_kinds:
            text, shown = summarise(e["kind"], e.get("detail") or {}, lang, system)
            if shown:
                out.append(f"{text} ({system.word('no longer', lang)})")
    before = [t for e in old for ch in e.get("changes") or [] if (t := change_text(ch, lang, system))]
    after = [t for e in new for ch in e.get("changes") or [] if (t := change_text(ch, lang, system))]
    was = {_split(t)[0]: _split(t)[1] for t in before if t not in after}
    now_whats = {_split(t)[0] for t in after}
    for t in after:
        if t in before:
            continue
        what, rest = _split(t)
        out.append(f"{what}: {rest} ({system.word('was', lang)} {was[what]})" if what in was else t)
    for what, rest in was.items():
        if what not in now_whats:
            out.append(f"{what}: {rest} ({system.word('no longer', lang)})")
    return out


def effective_lines(specs: list[dict[str, Any]], lang: str, system: GameSystem) -> list[str]:
    """An action's effective events (``specs``: ``{"kind", "detail", "changes"}`` each) as the history shows them,
    in ``lang``: each shown summary, then its changes' lines. Source: README "Corrections" (``amend --dry-run``)."""
    out = []
    for spec in specs:
        summary, shown = summarise(spec["kind"], spec["detail"], lang, system)
        if shown:
            out.append(summary)
        out += [t for ch in spec["changes"] if (t := change_text(ch, lang, system))]
    return out


def correction_answer(report: Any, system: GameSystem, lang: str, dry_run: bool) -> dict[str, Any]:
    """What an undo, redo or amend did (or, ``dry_run``, would do) as ``ledger undo|redo|amend --json`` keys it:
    {``action`` (None for a dry run), ``command``, ``target``, ``undone``, ``redone``, ``dry_run``, ``refused``
    {action: why}, ``revised`` {action: {``command``, ``before`` [lines], ``after`` [lines]}}}, lines in ``lang``
    (a code ``system`` reads in). ``report``: the service's ``correct`` report. Source: README "JSON output"
    (``ledger undo|redo|amend ... --json``)."""
    return {"action": report.action, "command": report.command, "target": report.target, "undone": report.undone,
            "redone": report.redone, "dry_run": dry_run, "refused": {str(k): v for k, v in report.refused.items()},
            "revised": {str(k): {"command": report.commands.get(k), "before": effective_lines(old, lang, system),
                                 "after": effective_lines(new, lang, system)}
                        for k, (old, new) in report.revised.items()}}
