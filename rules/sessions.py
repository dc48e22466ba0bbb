"""The start of a session and of a scene, the same in every system.

Source: catalogue §0.2 item 2 and §1.5 (a campaign plays in sessions, a session in scenes), design.md
"Phases (python-statemachine)" and docs/adding-a-game-system.md ("State": ``session`` and ``scene`` hold
``{"phase", "number"}``). The phases move on the shared machines (``rules.phases.SessionPhases``,
``ScenePhases``); a system's gate table decides first whether the phase allows it. What a system adds to a
start (Masks' Team point, Pokémon Noir's Rhythm, Mouse Guard's mice present) it does after these.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.phases import ScenePhases, SessionPhases, advance


def start_session(d: Draft) -> int:
    """Start the next session: ``SessionStarted {number}``, ``session.phase`` -> running (from not started
    or ended), ``session.number`` + 1. Returns the new number. Raises ``RuleError("phase")`` while a
    session runs or ends (``rules.phases.advance``)."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "start", "session", "session start")
    number = d.state["session"]["number"] + 1
    d.event("SessionStarted", number=number)
    d.set("session", "phase", phase)
    d.set("session", "number", number)
    return number


def start_scene(d: Draft, title: str | None, **detail: Any) -> int:
    """Open the next scene: ``SceneStarted {number, title, **detail}``, ``scene.phase`` closed -> open,
    ``scene.number`` + 1. Returns the new number. Raises ``RuleError("phase")`` while a scene is open."""
    phase = advance(ScenePhases, d.state["scene"]["phase"], "start", "scene", "scene start")
    number = d.state["scene"]["number"] + 1
    d.event("SceneStarted", number=number, title=title, **detail)
    d.set("scene", "phase", phase)
    d.set("scene", "number", number)
    return number


def session_start(d: Draft, args: Any, ctx: Any) -> None:
    """The ``session start`` command of a system that adds nothing to it (``start_session``)."""
    start_session(d)


def scene_start(d: Draft, args: Any, ctx: Any) -> None:
    """The ``scene start`` command of a system that adds nothing to it: ``start_scene`` with the
    arguments' ``title`` (an ``Args`` model with a ``title`` field)."""
    start_scene(d, args.title)
