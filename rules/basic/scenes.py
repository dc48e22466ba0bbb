"""Sessions, scenes and downtime of a Basic abilities campaign.

Source: catalogue §4.5 (scene: abilities in any order; downtime: the only phase for Prepare, 003
"Prepare": "When a character takes some downtime...") and the shared phase design. Progress bars and
stacked or flashback dice live across scenes and sessions (docs/systems/basic.md "Stacked and flashback dice"); what closes with a scene
or downtime is a Get answers test's unasked questions and a helper's unused Help/Hinder operations.
"""

from __future__ import annotations

from rules.basic.phases import DowntimePhases
from rules.phases import ScenePhases, SessionPhases, advance
from rules.draft import Draft


def session_end(d: Draft) -> None:
    """End the running session (its gate, ``rules.basic.gates``, wants the scene and downtime closed)."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    phase = advance(SessionPhases, phase, "finish", "session", "session end")    # no end-of-session choices here
    d.event("SessionEnded", number=d.state["session"]["number"])
    d.set("session", "phase", phase)


def downtime_start(d: Draft, title: str | None) -> None:
    """Begin downtime (003 "Prepare"; its gate wants a running session with no scene open)."""
    phase = advance(DowntimePhases, d.state["downtime"]["phase"], "start", "downtime", "downtime start")
    number = d.state["downtime"]["number"] + 1
    d.event("DowntimeStarted", number=number, title=title)
    d.set("downtime", "phase", phase)
    d.set("downtime", "number", number)


def _close_loose_ends(d: Draft, cause: str) -> None:
    """Unasked questions and unused Help/Hinder operations end with the scene or downtime."""
    for who, rec in d.state["characters"].items():
        if rec.get("answers"):
            d.event("AnswersClosed", cause=cause, character=who, test=rec["answers"]["test"],
                    left=rec["answers"]["allowed"] - rec["answers"]["used"])
            d.set("characters", who, "answers", None)
        if rec.get("operations"):
            d.event("OperationsClosed", cause=cause, character=who, test=rec["operations"]["test"],
                    left=rec["operations"]["left"])
            d.set("characters", who, "operations", None)


def scene_end(d: Draft) -> None:
    """Close the scene (its gate wants no attack contest open)."""
    phase = advance(ScenePhases, d.state["scene"]["phase"], "end", "scene", "scene end")
    number = d.state["scene"]["number"]
    d.event("SceneEnded", number=number)
    d.set("scene", "phase", phase)
    _close_loose_ends(d, f"scene {number}")


def downtime_end(d: Draft) -> None:
    """Close downtime (its gate wants it open)."""
    phase = advance(DowntimePhases, d.state["downtime"]["phase"], "end", "downtime", "downtime end")
    number = d.state["downtime"]["number"]
    d.event("DowntimeEnded", number=number)
    d.set("downtime", "phase", phase)
    _close_loose_ends(d, f"downtime {number}")
