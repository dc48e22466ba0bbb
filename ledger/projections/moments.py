"""Moments of a campaign: which action a "sheet as of ..." means.

Source: README "Correcting mistakes and reviewing the past" (``--as-of ACTION``, ``--session N`` as it stood at the end of session N,
``--start`` for its start, ``--scene N``). A moment is an action number; the state at it is the fold of
the events up to that action's last one (``LedgerApp.campaign_at``), exactly what a replay of that
prefix gives.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ledger.errors import LedgerError
from ledger.projections.history import Places


def places(events: Iterable[Any]) -> list[tuple[int, int, int]]:
    """``(action, session, scene)`` after each action, in order (the campaign's creation is action 0), in
    the timeline as it now stands: an undone action does not move them, an amended one moves them as
    decided again (as ``ledger history`` shows them)."""
    from ledger.projections.timeline import collect

    events = list(events)
    acts = collect(events)
    out: list[tuple[int, int, int]] = []
    place = Places()
    for ev in events:
        if not hasattr(ev, "action_id"):
            place.start(ev.state)
            out.append((0, place.session, place.scene))
        elif out[-1][0] != ev.action_id:
            act = acts.get(ev.action_id)
            if act is not None and act.active:
                for spec in act.specs:
                    place.follow(spec["changes"])
            out.append((ev.action_id, place.session, place.scene))
    return out


def place_at(events: Iterable[Any], action: int) -> tuple[int, int]:
    """``(session, scene)`` after action ``action`` as ``places`` reads them (scene 0: its session has started no
    scene yet; ``(0, 0)`` for an action not in ``events``)."""
    return next(((session, scene) for at, session, scene in places(events) if at == action), (0, 0))


def place_back(state: dict[str, Any], newest_first: Iterable[Any]) -> tuple[int, int] | None:
    """``(session, scene)`` of a campaign whose ``state`` is that after the newest of ``newest_first`` (its events,
    newest first), as ``places`` reads it, found by reading back to the last change of a number: a scene's start puts
    it in the state's scene, a session's start in none (scene 0). None when a correction comes first (its undone
    actions do not move the place: ``place_at`` reads the timeline then). The events must be in force as recorded
    (no later correction touched them: ``Campaign.corrected_before``)."""
    from ledger.projections.history import number_change

    session = int((state.get("session") or {}).get("number") or 0)
    scene = int((state.get("scene") or {}).get("number") or 0)
    for ev in newest_first:
        if getattr(ev, "type", None) == "Corrected":
            return None
        for which in map(number_change, reversed(getattr(ev, "changes", None) or [])):
            if which is not None:
                return session, scene if which == "scene" else 0
    return session, scene


def scene_spans(events: Iterable[Any]) -> dict[int, tuple[int, int]]:
    """``{scene number: (first action, last action)}`` in the timeline as it now stands (as ``places``).

    A scene's first action is the one that gave the campaign its number (its ``scene start``); its last is the
    action that changed the scene's ``phase`` again (its ``scene end``), or, for a scene never ended, the action
    before the next scene or session started (the latest action while it is still running). Scene numbers run
    on across sessions (``rules.sessions.start_scene``), so an action of a later session never belongs to an
    earlier scene, although the state still carries that scene's number until the next one starts. Source:
    README "Correcting mistakes and reviewing the past" (``--scene N``, ``--start``); docs/adding-a-game-system.md
    (``scene: {"phase", "number"}``)."""
    from ledger.projections.timeline import collect

    events = list(events)
    acts = collect(events)
    spans: dict[int, list[int]] = {}
    place, running, previous = Places(), None, None
    for ev in events:
        if not hasattr(ev, "action_id"):
            place.start(ev.state)
            previous = 0
            continue
        if ev.action_id == previous:
            continue
        act = acts.get(ev.action_id)
        changes = [ch for spec in act.specs for ch in spec["changes"]] if act is not None and act.active else []
        session, scene = place.session, place.scene
        place.follow(changes)
        if running is not None and (place.session, place.scene) != (session, scene):
            spans[running][1], running = previous, None          # a new session or scene began after it
        if place.scene != scene and place.scene:          # (a new session is in no scene until one starts)
            spans[place.scene] = [ev.action_id, ev.action_id]
            running = place.scene
        elif running is not None and any(_moves_phase(ch["path"]) for ch in changes):
            spans[running][1], running = ev.action_id, None      # its scene end
        if running is not None:
            spans[running][1] = ev.action_id
        previous = ev.action_id
    return {number: (first, last) for number, (first, last) in spans.items()}


def _moves_phase(path: list[Any]) -> bool:
    return path[:1] == ["scene"] and path[1:] in ([], ["phase"])


def _span(found: list[tuple[int, int, int]], index: int, number: int, what: str) -> list[int]:
    actions = [a for a, *p in found if p[index] == number]
    if not actions:
        seen = sorted({p[index] for _, *p in found} - {0})
        known = f"{seen[0]}..{seen[-1]}" if seen else "none yet"
        raise LedgerError(what, f"{what} {number} has not happened in this campaign; {what}s so far: {known}")
    return actions


def moment(app: Any, name: str | None, *, as_of: int | None = None, session: int | None = None,
           scene: int | None = None, start: bool = False) -> int | None:
    """The action a read should stand at, or None for now.

    ``as_of`` is an action number; ``session``/``scene`` mean the last action of that session or scene
    (with ``start``, its first: the state right after it began); a scene's actions are ``scene_spans``'. Raises ``LedgerError`` naming the
    option when more than one is given, or when the action or session is not in the campaign.
    """
    given = [k for k, v in (("as_of", as_of), ("session", session), ("scene", scene)) if v is not None]
    if len(given) > 1:
        raise LedgerError(given[1], "give one of --as-of, --session and --scene")
    if start and not given[1:] and session is None and scene is None:
        raise LedgerError("start", "--start goes with --session N or --scene N")
    if as_of is not None:
        latest = app.campaign(name).actions
        if not 0 <= as_of <= latest:
            raise LedgerError("as_of", f"action {as_of} is not in this campaign; actions run 0..{latest}")
        return as_of
    if session is None and scene is None:
        return None
    events = app.campaign_events(name)
    if scene is not None:
        spans = scene_spans(events)
        if scene not in spans:
            known = f"{min(spans)}..{max(spans)}" if spans else "none yet"
            raise LedgerError("scene", f"scene {scene} has not happened in this campaign; scenes so far: {known}")
        return spans[scene][0 if start else 1]
    actions = _span(places(events), 0, session, "session")
    return actions[0] if start else actions[-1]


#: The phases of a session or a scene that has not ended (``rules.sessions``): a read "at its end" stands now.
RUNNING = frozenset({"running", "ending", "open"})


def moment_label(camp: Any, at: int | None, asked: Any, system: Any, code: str) -> dict[str, Any] | None:
    """Which moment a read stands at, for its title and JSON (None for now): ``{"action", "session", "scene",
    "text"}``, the text saying what was asked in the display language ``code`` (``as of action 30, session 1, scene
    2``; ``end of session 1 (action 52, scene 4)``, a session or scene not ended yet ``session 2 (still running;
    action 60, scene 1)``; ``start of scene 3 (action 40, session 2)``; a session's actions
    before its first scene: ``as of action 30, session 2, no scene yet``, ``scene`` 0). ``camp``: the campaign read
    at the moment (``state``, ``actions``, its ``place`` when known, else the state's numbers), ``at``: the action it
    stands at (None: now), ``asked``:
    the ``ledger.service.Moment`` asked for. Source: README "Using the ledger" (``--as-of``, ``--session``,
    ``--scene``: a read of the past says which moment it shows); every face shows the same words."""
    if asked.as_of is None and asked.session is None and asked.scene is None:
        return None
    state = camp.state
    number = lambda key: int((state.get(key) or {}).get("number") or 0)  # noqa: E731
    action = int(at) if at is not None else int(camp.actions)
    place = getattr(camp, "place", None)
    session_, scene_ = place if place is not None else (number("session"), number("scene"))
    if place is None and asked.session is not None and asked.start and (state.get("scene") or {}).get("phase") == "closed":
        scene_ = 0                  # a session's start is in no scene (the state still names the last one: ``Places``)
    w = lambda key: system.word(key, code)  # noqa: E731
    in_scene = f"{w('scene')} {scene_}" if scene_ else w("no scene yet")
    if asked.as_of is not None:
        text = f"{w('as of action')} {action}, {w('session')} {session_}, {in_scene}"
    else:
        which = "session" if asked.session is not None else "scene"
        other = in_scene if which == "session" else f"{w('session')} {session_}"
        mark = state.get(which) or {}
        if not asked.start and mark.get("number") == getattr(asked, which) and mark.get("phase") in RUNNING:
            text = f"{w(which)} {getattr(asked, which)} ({w('still running')}; {w('action')} {action}, {other})"
        else:
            edge = w("start of") if asked.start else w("end of")
            text = f"{edge} {w(which)} {getattr(asked, which)} ({w('action')} {action}, {other})"
    return {"action": action, "session": session_, "scene": scene_, "text": text}
