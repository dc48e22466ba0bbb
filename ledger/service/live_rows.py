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
              langs: list[str | None] | None = None, older: Any = None, table: bool = False
              ) -> list[list[dict[str, Any]] | None]:
    """For each of ``readers`` (None where not ``allowed``), the rows of the actions among ``newer`` (event views,
    oldest first, the newest events of campaign ``camp``: a ``CampaignRead`` or aggregate as it stands after them),
    and again the rows of the earlier actions their corrections changed (undone, redone, decided again), each once,
    oldest first, exactly as a history read gives it to that reader now: ``messages_each``'s rows, each action once.
    ``table``: rows as ``history(..., table=True)`` makes them (what a line printed for them reads).
    Raises ``RuleError("lang")``. Source: README "The server" (the live stream sends history rows)."""
    return [once(sent) for sent in messages_each(camp, newer, readers, allowed, lang, langs, older, table=table)]


def once(messages: list[tuple[int, dict[str, Any]]] | None) -> list[dict[str, Any]] | None:
    """The rows of live ``messages`` (``messages_each``'s pairs; None: None), each action's once, oldest first."""
    if messages is None:
        return None
    rows = {row["action"]: row for _, row in messages}
    return [rows[n] for n in sorted(rows)]


def messages_each(camp: Any, newer: list[Any], readers: list[Person], allowed: list[bool], lang: str | None,
                  langs: list[str | None] | None = None, older: Any = None, whole: bool = False,
                  table: bool = False) -> list[list[tuple[int, dict[str, Any]]] | None]:
    """For each of ``readers`` (None where not ``allowed``), the live stream's messages for the actions among
    ``newer`` (event views, oldest first, the newest events of campaign ``camp``: a ``CampaignRead`` or aggregate
    as it stands after them): ``(VERSION, row)`` pairs, VERSION being the event version that recorded the action
    that sends the row (its last event). Each action sends, in order, the rows of the earlier actions it changed if
    it is a correction (undone, redone, decided again; oldest first), then its own row; the actions in the order
    they were recorded. So the pairs ``(VERSION, row["action"])`` grow strictly and none repeats, however the events
    are read in batches: the live stream's ids (``ledger.web.live``). Each row exactly as a history read gives it
    to that reader now (``row_tail.tail``: a correction's row says what it changed), made and filtered for that
    reader (``ledger.group.visibility``), in that reader's language (``langs``, one per reader, None or absent:
    ``lang``, None: the system's default). ``older()``: the events before ``newer``, newest first (read only when
    ``newer`` holds a correction, or ``whole``: its first action may have begun before ``newer``, as far as it
    needs, or between scenes: back to the last start of a session or scene, which tells whether ``newer`` is in a
    session begun before any scene of its own, as the history places it (``between_scenes``); None: none are).
    ``table``: as ``rows_each``'s.
    Raises ``RuleError("lang")``. Source: README "The server" (the live stream's ids and rows); the WHATWG HTML
    standard's server-sent events (``id``, ``Last-Event-ID``)."""
    from itertools import chain

    from ledger.group.visibility import rows_for, unsealed, visibility
    from ledger.projections.row_tail import tail
    from ledger.service.campaign_language import campaign_system

    system = campaign_system(camp)
    codes = [system.lang(given if given is not None else lang) for given in (langs or [None] * len(readers))]
    causes: dict[int, int] = {}                          # action -> the version of its last event
    changes: dict[int, list[int]] = {}                   # a correction -> the earlier actions it changed
    for e in newer:
        action = 0 if e.type == "Created" else e.action_id
        causes[action] = max(causes.get(action, 0), int(e.originator_version or 0))
        if e.type == "Corrected":
            changes[action] = sorted({int(n) for n in (*e.undone, *e.redone, *(e.inputs or {}), *(e.revised or {}))})
    wanted = set(causes).union(*changes.values())
    count = max(causes) - min(wanted) + 1 if causes else 0
    corrected = older is not None and (bool(changes) or whole or between_scenes(camp.state))
    out: list[list[tuple[int, dict[str, Any]]] | None] = []
    for by, ok, code in zip(readers, allowed, codes):
        if not ok:
            out.append(None)
            continue
        vis = visibility(camp.state, by.who)
        events = chain(reversed(newer), older() if corrected else ())    # no correction: the store is not read
        rows = tail(events, count, system, camp.state, lang=code, table=table,
                    unsealed=unsealed(system, camp.state, vis))
        seen = {r["action"]: r for r in rows_for((r for r in rows if r["action"] in wanted), vis)}
        out.append([(causes[a], seen[n]) for a in sorted(causes) for n in (*changes.get(a, ()), a) if n in seen])
    return out


def between_scenes(state: dict[str, Any]) -> bool:
    """Whether a campaign whose ``state`` is this stands between scenes (its scene numbered but not open), where only
    the events read back to the last start of a session or scene tell its last actions' place: after a session's
    start they are in no scene (scene 0), after a scene's end in that scene. An open scene is the state's own (a
    session ends only with its scenes closed: ``rules.phases``). Source: README "Using the ledger" (``sheet``: "a
    session's actions before its first scene are in no scene, ``scene`` 0 in the JSON, as ``history`` places
    them"); ``ledger.projections.history.Places``."""
    scene = state.get("scene") or {}
    return scene.get("phase") != "open" and bool(scene.get("number"))
