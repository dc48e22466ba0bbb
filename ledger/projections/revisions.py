"""What a correction changed, in the game's words: one action's events as recorded (or as last decided) beside
the same action decided again, as short ``before → after`` pieces (``dice 4,4 → 5,5; total 8 → 10; weak hit →
strong hit; Vex health: 1 → 2 (was 0 → 1)``).

Source: README "Correcting mistakes and reviewing the past" (an amend decides the later actions again; the history
shows what changed, before → after) and "JSON output" (the history rows' ``corrections`` key). Pure: it knows no
game; the values are worded by the system's ``term`` view and the ledger's words (``ledger.projections.history``).
"""

from __future__ import annotations

from typing import Any

from ledger.projections.detail_diff import detail_diff
from ledger.projections.detail_words import event_change_lines
from ledger.projections.history import summarise
from rules.sessions import TEXT_EVENTS
from rules.system import GameSystem

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
            for piece in detail_diff(o.get("detail") or {}, n.get("detail") or {}, lang, system, typed=typed):
                if piece not in out:        # two values worded alike (a tier kept twice) read once
                    out.append(piece)
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
    before = [t for e in old for t in event_change_lines(e["kind"], e.get("detail") or {}, e.get("changes") or [],
                                                          lang, system)]
    after = [t for e in new for t in event_change_lines(e["kind"], e.get("detail") or {}, e.get("changes") or [],
                                                         lang, system)]
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
        out += [t for t in event_change_lines(spec["kind"], spec["detail"], spec["changes"], lang, system)
                if t not in out]
    return out


def correction_answer(report: Any, system: GameSystem, lang: str, dry_run: bool, face: str = "cli") -> dict[str, Any]:
    """What an undo, redo or amend did (or, ``dry_run``, would do) as ``ledger undo|redo|amend --json`` keys it:
    {``action`` (None for a dry run), ``command``, ``target``, ``undone``, ``redone``, ``dry_run``, ``refused``
    {action: why} (in ``lang``, as the lines word it; English: as refused), ``revised`` {action: {``command``, ``before`` [lines], ``after`` [lines]}}, ``lines``: all of it
    told as the CLI prints it and the desk's preview shows it (``ledger.projections.correction_lines``)}, lines in ``lang``
    (a code ``system`` reads in). ``report``: the service's ``correct`` report. Source: README "JSON output"
    (``ledger undo|redo|amend ... --json``). ``face``: whose controls the lines name (``correction_lines``)."""
    from ledger.projections.correction_lines import correction_lines, refusal_words

    revised = {str(k): {"command": report.commands.get(k), "before": effective_lines(old, lang, system),
                        "after": effective_lines(new, lang, system)} for k, (old, new) in report.revised.items()}
    return {"action": report.action, "command": report.command, "target": report.target, "undone": report.undone,
            "redone": report.redone, "dry_run": dry_run, "refused": {str(k): v if lang == "en" else refusal_words(v, system, lang, getattr(report, "words", None))
                                                   for k, v in report.refused.items()},
            "revised": revised, "lines": correction_lines(report, revised, system, lang, dry_run, face)}
