"""What a read of the present or the past answers with, on every face: the status of a campaign and the moment a
read stands at (``ledger status --json``, ``ledger sheet --json``, ``GET .../status``, ``GET .../sheet/...``).

Source: README "Using the ledger" (``--as-of``, ``--session``, ``--scene``: a read of the past says which moment it
shows, with the same JSON keys on every face) and README "Playing as a group" (a player's status offers what they
may do).
"""

from __future__ import annotations

from typing import Any


def status_of(camp: Any, at: int | None, system: Any, code: str, gm: bool = True) -> dict[str, Any]:
    """The status JSON of ``camp`` (a campaign read now, or at action ``at``): the system's ``status`` view (or only
    ``session`` and ``scene`` when it has none) for a GM (``gm``) or, without the commands that run the table, for
    anyone else (``ledger.group.visibility.status_for``), plus ``campaign``, ``system`` and ``action`` (the action
    it stands at: ``at``, else the last one). Raises ``RuleError`` as the view does."""
    from ledger.group.visibility import status_for

    view = system.views.status
    if view is not None:
        data = status_for(dict(view(camp.state, code)), gm, system.gm_commands)
    else:
        data = {"session": dict(camp.state.get("session") or {}), "scene": dict(camp.state.get("scene") or {})}
    return {**data, "campaign": camp.name, "system": system.id, "action": int(at) if at is not None else camp.actions}


def moment_of(camp: Any, at: int | None, moment: Any, system: Any, code: str) -> dict[str, Any] | None:
    """Which moment a read stands at, for its title and JSON (None for now): ``{"action", "session", "scene",
    "text"}``, the text saying what was asked (``moment``: a ``ledger.service.ledger.Moment``) in the display
    language (``as of action 30, session 1, scene 2``; ``end of session 1 (action 52, scene 4)``; ``start of scene 3
    (action 40, session 2)``). ``camp``: the campaign as it stood then; ``at``: the action it stands at."""
    if moment.as_of is None and moment.session is None and moment.scene is None:
        return None
    state = camp.state
    number = lambda key: int((state.get(key) or {}).get("number") or 0)  # noqa: E731
    action = int(at) if at is not None else int(camp.actions)
    session_, scene_ = number("session"), number("scene")
    w = lambda key: system.word(key, code)  # noqa: E731
    if moment.as_of is not None:
        text = f"{w('as of action')} {action}, {w('session')} {session_}, {w('scene')} {scene_}"
    else:
        which, asked = ("session", moment.session) if moment.session is not None else ("scene", moment.scene)
        edge = w("start of") if moment.start else w("end of")
        other = f"{w('scene')} {scene_}" if which == "session" else f"{w('session')} {session_}"
        text = f"{edge} {w(which)} {asked} ({w('action')} {action}, {other})"
    return {"action": action, "session": session_, "scene": scene_, "text": text}
