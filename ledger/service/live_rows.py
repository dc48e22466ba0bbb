"""The history rows a live stream and a write's answer send: each new action's row, and again the earlier rows its
corrections changed, exactly as a history read gives them to each reader at that moment.

Source: README "The server" (``/api/campaigns/{name}/live``: history rows) and "Corrections" (a correction's row
says what it changed; the rows it changed read as the history reads them now).
"""

from __future__ import annotations

from typing import Any

from ledger.service.people import Person


def older_events(app: Any, cid: Any, version: int) -> Any:
    """A function giving campaign ``cid``'s events up to event ``version``, newest first, read only as far as they
    are asked for (the store's, a page at a time)."""
    from ledger.store.event_pages import raw_events

    def read() -> Any:
        return raw_events(app, cid, desc=True, lte=version) if version > 0 else iter(())
    return read


def rows_each(camp: Any, newer: list[Any], readers: list[Person], allowed: list[bool], lang: str | None,
               langs: list[str | None] | None = None, older: Any = None) -> list[list[dict[str, Any]] | None]:
    """For each of ``readers`` (None where not ``allowed``), the rows of the actions among ``newer`` (event views,
    oldest first, the newest events of campaign ``camp``: a ``CampaignRead`` or aggregate as it stands after them),
    and again the rows of the earlier actions their corrections changed (undone, redone, decided again), each
    exactly as a history read gives it to that reader now (``row_tail.tail``: a correction's row says what it
    changed), made and filtered for that reader (``ledger.group.visibility``), oldest first, in that reader's
    language (``langs``, one per reader, None or absent: ``lang``, None: the system's default). ``older()``: the
    events before ``newer``, newest first (read only when ``newer`` holds a correction, as far as it needs; None:
    none are).
    Raises ``RuleError("lang")``. Source: README "The server" (the live stream sends history rows)."""
    from itertools import chain

    from ledger.group.visibility import rows_for, unsealed, visibility
    from ledger.projections.row_tail import tail
    from rules import get_system

    system = get_system(camp.system)
    codes = [system.lang(given if given is not None else lang) for given in (langs or [None] * len(readers))]
    actions = {0 if e.type == "Created" else e.action_id for e in newer}
    changed = {int(n) for e in newer if e.type == "Corrected"
               for n in (*e.undone, *e.redone, *(e.inputs or {}), *(e.revised or {}))} - actions
    wanted = actions | changed
    count = max(actions) - min(wanted) + 1 if actions else 0
    out: list[list[dict[str, Any]] | None] = []
    for by, ok, code in zip(readers, allowed, codes):
        if not ok:
            out.append(None)
            continue
        vis = visibility(camp.state, by.who)
        corrected = older is not None and any(e.type == "Corrected" for e in newer)
        events = chain(reversed(newer), older() if corrected else ())    # no correction: the store is not read
        rows = tail(events, count, system, camp.state, lang=code, unsealed=unsealed(system, camp.state, vis))
        out.append(list(rows_for((r for r in rows if r["action"] in wanted), vis)))
    return out
