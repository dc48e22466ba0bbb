"""The title the GM gave a scene, read from a campaign's events for a status read whose system keeps titles only in
its events (``rules.sessions.start_scene`` records ``SceneStarted {number, title}`` and changes no value for it).

Source: README "Using the ledger" (``status``: what is open at the table, the session and scene; ``session start
--title``, ``scene start --title``: a title is shown where the session or scene is, undo and amend correct it) and
docs/adding-a-game-system.md ("Sessions, titles and recaps").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def title_in(newest: Iterable[Any], number: int, at: int | None = None) -> str | None:
    """The title of scene ``number`` in the timeline as corrected now, from a campaign's events newest first
    (``newest``: ``ledger.projections.event_views.View``s, ``type`` ``Created``, ``Recorded`` or ``Corrected``): the
    ``SceneStarted`` of that number among the actions in force up to action ``at`` (None: all), as an amend decided
    it again; None when it has no title (or no such scene). A correction is recorded after the actions it corrects,
    so reading newest first meets each action's last correction before the action itself, and the read stops at the
    scene's start."""
    active: dict[int, bool] = {}
    revised: dict[int, list[dict[str, Any]]] = {}
    for ev in newest:
        if ev.type == "Corrected":
            for n in ev.undone or ():
                active.setdefault(int(n), False)
            for n in ev.redone or ():
                active.setdefault(int(n), True)
            for key, specs in (ev.revised or {}).items():
                revised.setdefault(int(key), specs)
            continue
        if ev.type != "Recorded" or (at is not None and ev.action_id > at) or not active.get(ev.action_id, True):
            continue
        specs = revised.get(ev.action_id) or [{"kind": ev.kind, "detail": ev.detail}]
        for spec in specs:
            detail = spec.get("detail") or {}
            if spec.get("kind") == "SceneStarted" and detail.get("number") == number:
                title = detail.get("title")
                return title if isinstance(title, str) else None
    return None


def scene_title(ledger: Any, name: str, at: int | None = None) -> Callable[[int], str | None]:
    """``number -> title``: the title of campaign ``name``'s scene ``number`` (``title_in``) as it stood at action
    ``at`` (None: now), read newest first from ``ledger``'s store (a ``ledger.service.Ledger``: the fast reader of a
    SQLite file, else the store's pages). Raises ``LedgerError`` as reading the campaign does."""
    def title(number: int) -> str | None:
        from ledger.aggregates import campaign_id
        from ledger.store.event_pages import raw_events
        from ledger.store.fast_reader import views

        newest = views(ledger.location, name)
        events = newest() if newest is not None else raw_events(ledger.app, campaign_id(name), desc=True)
        return title_in(events, number, at)
    return title
