"""What an undo, redo or amend did, or would do (a dry run), told in lines of the reader's language: the lines
``ledger undo|redo|amend`` prints and the desk's preview shows, both from here (``correction_answer``'s ``lines``).

Source: README "Correcting mistakes and reviewing the past" (``amend --dry-run``: the later actions whose outcome
would change, the first ones named with why, the others counted) and "The server" (the desk's **Preview**). Pure:
reads the service's correction report and the system's words.
"""

from __future__ import annotations

import re
from typing import Any

#: How many later actions a dry run names with their reason (the others are counted); a correction done names 10.
NAMED_DRY, NAMED_DONE = 3, 10
#: How an amend's dry run says the later actions it would refuse, by the face that shows it: the CLI's flags, or the
#: desk's own control (its cascade box; README "The server": the desk's **Preview**).
REFUSED_HINTS = {"cli": "would be refused (correct them with --and N ARGUMENTS, or --cascade undoes them)",
                 "api": 'would be refused (correct them in "and", or "cascade": true undoes them)',
                 "desk": "would be refused (tick “cascade” to undo them too)"}


def correction_lines(report: Any, revised: dict[str, dict[str, Any]], system: Any, lang: str,
                     dry_run: bool, face: str = "cli") -> list[str]:
    """The lines telling ``report`` (the service's ``correct`` report: ``action``, ``command``, ``target``,
    ``undone``, ``redone``, ``refused`` {action: why}, ``commands`` {action: command}) in ``lang``: a head line
    (``action N: amend of action T``, or ``dry run (nothing recorded): ...``), then, indented by two spaces, the
    later actions undone (a dry run: an amend's that would be refused or change, an undo's or a redo's that would be
    undone, the knock-on changes: ``NAMED_DRY`` named with
    their reason as the system words it, the others counted, ``and 4 more after them whose outcome would change:
    ...``), those redone, and each action decided again (``revised``: {action: {"before", "after"}} lines, as
    ``ledger.projections.revisions.correction_answer`` gives them) with what it was and is now. Nothing else changes:
    the head line alone. User text in them is as recorded (each face escapes it for its screen). ``face``
    (``"cli"``, ``"api"`` or ``"desk"``, ``REFUSED_HINTS``) picks the controls an amend's refused actions are pointed to."""
    from ledger.projections.history import command_text

    w = lambda key: system.word(key, lang)  # noqa: E731
    head = f"{w('action')} {report.action}" if report.action else w("dry run (nothing recorded)")
    lines = [f"{head}: {w(head_key(report.command, report.target, report.undone))} {report.target}"]

    def name(n: int) -> str:
        told = report.commands.get(n)
        return f"{n} ({command_text(told, lang, system) if told else '?'})"

    if report.undone:
        shown = NAMED_DRY if dry_run else NAMED_DONE
        dry_head = REFUSED_HINTS[face] if report.command == "amend" else "would be undone"
        lines.append(f"  {w(dry_head)}:" if dry_run else f"  {w('undone')}:")
        for n in report.undone[:shown]:
            why = refusal_words(str(report.refused.get(n) or "").split("; allowed now: ")[0], system, lang,
                                getattr(report, "words", None))
            lines.append(f"    {name(n)}" + (f": {why}" if why else ""))
        if len(report.undone) > shown:
            whole = head_key(report.command, report.target, report.undone) == "undo everything after action"
            more = w("and {n} more after them, undone too" if dry_run and whole      # --to undoes them all
                     else "and {n} more after them whose outcome would change" if dry_run else "and {n} more after them"
                     ).format(n=len(report.undone) - shown)
            lines.append(f"    {more}: {', '.join(map(str, report.undone[shown:]))}")
    if report.redone:
        lines.append(f"  {w('would be redone' if dry_run else 'redone')}: " + ", ".join(name(n) for n in report.redone))
    for n, info in revised.items():
        lines.append(f"  {w('action')} {name(int(n))}:")
        before, after = changed_only(list(info["before"]), list(info["after"]))
        if not before and not after and (info["before"] or info["after"]):
            lines.append(f"    {w('unchanged')}")                   # decided again, each line as it was
            continue
        lines += [f"    {w('was')}: {x}" for x in before] or [f"    {w('was')}: —"]
        lines += [f"    {w('now')}: {x}" for x in after] or [f"    {w('now')}: —"]
    return lines


def changed_only(before: list[str], after: list[str]) -> tuple[list[str], list[str]]:
    """(``before``, ``after``) without the lines both hold (each as often as both hold it): a later action decided
    again shows only what reads differently, ``was``/``now`` pairs that say the same left out. Source: README
    "Correcting mistakes and reviewing the past" (an amend shows what changed downstream)."""
    from collections import Counter

    common = Counter(before) & Counter(after)

    def without_common(lines: list[str]) -> list[str]:
        left = Counter(common)
        kept = []
        for line in lines:
            if left[line]:
                left[line] -= 1
            else:
                kept.append(line)
        return kept
    return without_common(before), without_common(after)


def head_key(command: str, target: int, undone: list[int]) -> str:
    """The ledger's words (a ``GameSystem.word`` key) heading a correction of action ``target`` by ``command``
    (``undo``, ``redo``, ``amend``) that undid ``undone``: ``"undo everything after action"`` for an ``undo --to``
    (the only undo whose target is not among those it undid: every action after it), else ``"<command> of
    action"``. Source: README "Correcting mistakes and reviewing the past" (``undo --to ACTION``)."""
    if command == "undo" and undone and target not in undone:
        return "undo everything after action"
    return f"{command} of action"


def refusal_words(text: str, system: Any, lang: str, words: Any = None) -> str:
    """A later action's refusal as recorded (``"field: message"`` in English, or "records different changes") in
    ``lang``, as its system words it (``GameSystem.refusal``); a gate's refusal cut before its "allowed now" list
    is read whole and cut again. ``words``: the pieces the system words from its own record (``RuleError.words``,
    a pool in its words), kept by the correction (``ledger.corrections.Report.words``)."""
    from rules.errors import RuleError

    field, sep, message = text.partition(": ")
    if not sep:
        return system.word(text, lang) if text else text
    if re.match(r"'[^']+' is not allowed (?:while |now: )", message) and "; allowed now: " not in message:
        whole = system.refusal(RuleError(field, f"{message}; allowed now: -", words), lang)
        if whole.endswith(": -"):
            return whole.rpartition("; ")[0]                           # and cut again
    return system.refusal(RuleError(field, message, words), lang)
