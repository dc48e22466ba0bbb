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
    (with ``start``, its first: the state right after it began). Raises ``LedgerError`` naming the
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
    found = places(app.campaign_events(name))
    actions = _span(found, 0 if session is not None else 1, session if session is not None else scene,
                    "session" if session is not None else "scene")
    return actions[0] if start else actions[-1]


def moment_label(camp: Any, at: int | None, asked: Any, system: Any, code: str) -> dict[str, Any] | None:
    """Which moment a read stands at, for its title and JSON (None for now): ``{"action", "session", "scene",
    "text"}``, the text saying what was asked in the display language ``code`` (``as of action 30, session 1, scene
    2``; ``end of session 1 (action 52, scene 4)``; ``start of scene 3 (action 40, session 2)``). ``camp``: the
    campaign read at the moment (``state``, ``actions``), ``at``: the action it stands at (None: now), ``asked``:
    the ``ledger.service.Moment`` asked for. Source: README "Using the ledger" (``--as-of``, ``--session``,
    ``--scene``: a read of the past says which moment it shows); every face shows the same words."""
    if asked.as_of is None and asked.session is None and asked.scene is None:
        return None
    state = camp.state
    number = lambda key: int((state.get(key) or {}).get("number") or 0)  # noqa: E731
    action = int(at) if at is not None else int(camp.actions)
    session_, scene_ = number("session"), number("scene")
    w = lambda key: system.word(key, code)  # noqa: E731
    if asked.as_of is not None:
        text = f"{w('as of action')} {action}, {w('session')} {session_}, {w('scene')} {scene_}"
    else:
        which = "session" if asked.session is not None else "scene"
        edge = w("start of") if asked.start else w("end of")
        other = f"{w('scene')} {scene_}" if which == "session" else f"{w('session')} {session_}"
        text = f"{edge} {w(which)} {getattr(asked, which)} ({w('action')} {action}, {other})"
    return {"action": action, "session": session_, "scene": scene_, "text": text}
