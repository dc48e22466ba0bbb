"""Why a value the sheet shows is what it is, when no stored field of the character carries it: a row of the sheet
that a system makes of several fields (``A / B / marks``), or of other records (the characters another one's value
names), or a value of the arc. The rows are the actions in force after which the shown value read differently.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``: every action that changed
a value of the sheet) and "Using the ledger" (My character: a why button on every value shown). Pure: works on
event objects and the system's ``sheet``, ``sheet_rows`` and ``arc`` views; it knows no game system.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ledger.aggregates.changes import apply_changes, clone
from ledger.projections.event_views import iso_time
from ledger.projections.timeline import collect
from rules.errors import RuleError
from rules.names import norm
from rules.system import GameSystem


def shown_value(state: dict[str, Any], system: GameSystem, name: str, wanted: str, lang: str) -> tuple[bool, Any]:
    """(whether character ``name`` is in ``state``, the value its sheet shows under the heading ``wanted`` (folded,
    ``rules.names.norm``) in ``lang``): a row of ``views.sheet_rows``, else a value of ``views.arc``; None when no row
    has that heading."""
    views = system.views
    try:
        sheet = views.sheet(state, name, lang)
    except (RuleError, KeyError):
        return False, None
    for heading, value in views.sheet_rows(sheet, lang):
        if norm(str(heading)) == wanted:
            return True, value
    shown = views.arc(sheet, lang) if views.arc else {}
    return True, next((v for k, v in shown.items() if norm(str(k)) == wanted), None)


def heading_lang(state: dict[str, Any], system: GameSystem, name: str, heading: str) -> str | None:
    """The language among the system's whose sheet (or arc) of ``name`` in ``state`` has the heading ``heading``, or None."""
    wanted = norm(heading)
    for lang in system.languages:
        try:
            sheet = system.views.sheet(state, name, lang)
        except (RuleError, KeyError):
            return None
        headings = [str(hd) for hd, _ in system.views.sheet_rows(sheet, lang)]
        headings += [str(k) for k in (system.views.arc(sheet, lang) if system.views.arc else {})]
        if any(norm(hd) == wanted for hd in headings):
            return lang
    return None


def same_row(state: dict[str, Any], system: GameSystem, name: str, heading: str) -> list[str]:
    """The headings, in the system's other languages, of the row of ``name``'s sheet in ``state`` headed ``heading`` in
    one of them (``Habilidades`` -> ``Skills``): the row at the same place of ``views.sheet_rows`` in each language
    whose sheet has as many rows; [] when no row has that heading. A value the sheet heads in one language is the
    stored field its heading names in another (``why`` folds it by that name). Raises nothing."""
    wanted, headings = norm(heading), {}
    for lang in system.languages:
        try:
            headings[lang] = [str(hd) for hd, _ in system.views.sheet_rows(system.views.sheet(state, name, lang), lang)]
        except (RuleError, KeyError):
            return []
    for lang, mine in headings.items():
        at = next((i for i, hd in enumerate(mine) if norm(hd) == wanted), None)
        if at is not None:
            return [hds[at] for other, hds in headings.items()
                    if other != lang and len(hds) == len(mine) and norm(hds[at]) != wanted]
    return []


def row_whys(events: Iterable[Any], system: GameSystem, name: str, heading: str, lang: str) -> list[dict[str, Any]]:
    """The actions in force, oldest first, after which character ``name``'s value shown under ``heading`` (in ``lang``)
    read differently from what it read before (the value shown when the character comes in is where it starts: a
    value no later action changed has no row), as ``ledger.projections.review.WhyFold`` rows: ``action``, ``time``,
    ``actor``, ``by``, ``command``, ``kind`` (the action's first event), ``path`` ``[heading]``, ``before`` and ``after`` (the value as the
    sheet shows it), ``cause``, ``reason``, ``undone_by`` (None: only actions in force count) and ``amended_by`` ([]).
    ``events``: the campaign's events (its creation first), read once into the timeline (``collect``)."""
    events = list(events)
    creation = next((ev for ev in events if not hasattr(ev, "action_id")), None)
    state = clone(creation.state) if creation is not None else {}
    times = {ev.action_id: ev.timestamp for ev in events if hasattr(ev, "action_id") and hasattr(ev, "kind")}
    wanted, rows = norm(heading), []
    present, before = shown_value(state, system, name, wanted, lang)
    for act in sorted(collect(events).values(), key=lambda a: a.id):
        if not act.active or not act.specs:
            continue
        for spec in act.specs:
            apply_changes(state, spec["changes"], check=False)
        was, (present, after) = present, shown_value(state, system, name, wanted, lang)
        if after != before and was:
            first = act.specs[0]
            rows.append({"action": act.id, "time": iso_time(times[act.id]) if act.id in times else None, "actor": act.actor,
                         "by": (act.inputs or {}).get("by") if isinstance(act.inputs, dict) else None,
                         "command": act.command, "kind": first["kind"], "path": [heading], "before": before, "after": after,
                         "cause": first.get("cause"), "reason": act.reason, "undone_by": None, "amended_by": []})
        before = after
    return rows
