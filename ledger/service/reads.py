"""What a read of the present or the past answers with, on every face: the status of a campaign and the moment a
read stands at (``ledger status --json``, ``ledger sheet --json``, ``GET .../status``, ``GET .../sheet/...``).

Source: README "Using the ledger" (``--as-of``, ``--session``, ``--scene``: a read of the past says which moment it
shows, with the same JSON keys on every face) and README "Playing as a group" (a player's status offers what they
may do).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def status_of(camp: Any, at: int | None, system: Any, code: str, gm: bool = True, acts: bool = True,
              may: Any = None, titled: Callable[[int], str | None] | None = None) -> dict[str, Any]:
    """The status JSON of ``camp`` (a campaign read now, or at action ``at``): the system's ``status`` view (or only
    ``session`` and ``scene`` when it has none) for a GM (``gm``) or, without the commands that run the table, for
    anyone else, and without any for one who acts as no one (``acts`` false: a viewer) or that ``may(command)`` says
    they may not give (``ledger.group.visibility.status_for``), plus ``campaign``, ``system`` and ``action`` (the action
    it stands at: ``at``, else the last one). ``titled`` (``ledger.service.scene_titles.scene_title``): the title
    of scene N as recorded, put in as the scene's ``title`` (None when it has none) where the view gives a scene
    without one (a system that keeps titles only in its events), so that every system's status names the current
    scene's title. Raises ``RuleError`` as the view does."""
    from ledger.group.visibility import status_for

    view = system.views.status
    if view is not None:
        data = status_for(dict(view(camp.state, code)), gm, system.gm_commands, acts, may)
    else:
        data = {"session": dict(camp.state.get("session") or {}), "scene": dict(camp.state.get("scene") or {})}
    return {**with_title(data, titled), "campaign": camp.name, "system": system.id,
            "action": int(at) if at is not None else camp.actions}


def with_title(data: dict[str, Any], titled: Callable[[int], str | None] | None) -> dict[str, Any]:
    """``data`` (a status JSON) with its ``scene`` given a ``title`` by ``titled(number)`` when it has none and a
    scene has been played (number 1 or more); as it is otherwise, or without ``titled``. Source: README "Using the
    ledger" (``scene start --title``; ``status``: the session and scene)."""
    scene = data.get("scene")
    if titled is None or not isinstance(scene, dict) or "title" in scene or not scene.get("number"):
        return data
    return {**data, "scene": {**scene, "title": titled(int(scene["number"]))}}


def moment_of(camp: Any, at: int | None, moment: Any, system: Any, code: str) -> dict[str, Any] | None:
    """Which moment a read stands at, for its title and JSON (None for now): ``{"action", "session", "scene",
    "text"}`` as ``ledger.projections.moments.moment_label`` words it (``moment``: a ``ledger.service.ledger.Moment``;
    ``camp``: the campaign as it stood then; ``at``: the action it stands at)."""
    from ledger.projections.moments import moment_label

    return moment_label(camp, at, moment, system, code)
