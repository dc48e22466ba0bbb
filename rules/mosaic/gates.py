"""When each MOSAIC command is allowed: the one table that gates the commands and lists them.

Source: catalogue §2.5 (sessions hold scenes; a rest is downtime between scenes, in the order of item 6:
tasks, participation, conversion, milestones; an interaction opens inside a scene, item 4; the bonus-dice
window of a roll until its resolution; the GM's moves made before the session ends, MO-F3), 001 "Quest"
and "Travel" (one Quest and one journey at a time), ``rules.mosaic.phases`` (the rest and interaction
machines). As in every system (``rules.phases``), ``rules.decide.decide`` checks a command's gate before
its handler, and each "allowed now" hint (refusals, ``ledger status``) is ``rules.phases.allowed_now``
over this same table. A command with no gate (None) is allowed in every phase; what depends on a
command's arguments stays with its handler (Initiate Interaction needs no interaction open).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.mosaic.phases import InteractionPhases, RestPhases
from rules.phases import Gate, Needs, RollPhases, ScenePhases, SessionPhases, Way, allowed_now, refusal


def _roll_words(state: dict[str, Any]) -> str:
    """The roll phase in words for a refusal: the open roll by its move's name (``The Flowers``, never its id
    ``flowers``: a language's table reads the name, ``rules.mosaic.refusals``) and its roller. Source: 001 "Rolling
    the Dice" (the moves' names)."""
    from rules.mosaic.data import term

    r = state.get("roll")
    if state["roll_phase"] == "adjusting" and r:
        return f"roll #{r['id']} ({term(r['move'], 'en')} by {r['roller']}) waits for its resolution"
    return "no roll waits for its resolution"


def _resting(state: dict[str, Any]) -> str:
    return "the party is resting" if state["rest"]["phase"] != "idle" else "the party is not resting"


def _session(event: str) -> Needs:
    return Needs(SessionPhases, lambda s: s["session"]["phase"], event, "session")


def _scene(event: str) -> Needs:
    return Needs(ScenePhases, lambda s: s["scene"]["phase"], event, "scene")


#: What a refusal says of the rest's step (``RestPhases``; catalogue §2.5 item 6, 001 "Rast"): never the step's id.
REST_WORDS = {"idle": "no rest is running", "tasks": "the rest is at its rest tasks",
              "participation": "the rest is at its participation",
              "conversion": "the rest is converting Advantage into Experience",
              "milestones": "the rest is at its milestones"}


def _rest(event: str) -> Needs:
    phase = lambda s: s["rest"]["phase"]  # noqa: E731
    return Needs(RestPhases, phase, event, "rest", lambda s: REST_WORDS[phase(s)])


def _interaction(event: str) -> Needs:
    return Needs(InteractionPhases, lambda s: s["interaction"]["phase"], event, "interaction")


RUNNING = _session("begin_end")
SCENE, NO_SCENE = _scene("end"), _scene("start")
IDLE = Needs(RollPhases, lambda s: s["roll_phase"], "roll", "roll", _roll_words)
WAITING = Needs(RollPhases, lambda s: s["roll_phase"], "resolve", "roll", _roll_words)
NOT_RESTING = Needs(RestPhases, lambda s: s["rest"]["phase"], "start", "rest", _resting)


def _gm_due(state: dict[str, Any]) -> str:
    return f"GM moves are due for {', '.join('roll #' + k for k in state['gm_due'])} (gm-move --roll N --text ... or --waive)"


def _quest_active(state: dict[str, Any]) -> bool:
    quest = state.get("quest")
    return bool(quest) and quest["status"] == "active"


def _journey_closes(state: dict[str, Any]) -> bool:
    """A journey is under way and no Travel roll of it waits for its resolution."""
    roll = state.get("roll")
    travel = state["roll_phase"] != "idle" and bool(roll) and roll["move"] == "travel"
    return bool(state.get("journey")) and not travel


def _journey_open(state: dict[str, Any]) -> str:
    if not state.get("journey"):
        return "no journey is under way"
    return f"roll #{state['roll']['id']} (Travel) waits for its resolution"


def _journey_under_way(state: dict[str, Any]) -> str:
    journey = state.get("journey") or {}
    return f"the journey{' to ' + journey['to'] if journey.get('to') else ''} is under way"


#: Command -> gate, in the command table's order (``rules.mosaic.commands.COMMANDS``).
GATES: dict[str, Gate | None] = {
    "culture add": None,
    "add-character": None,
    "trait": None,
    "npc add": None,
    "session start": (Way((_session("start"),)),),
    "session end": (Way((NO_SCENE, NOT_RESTING, RUNNING), when=lambda s: not s["gm_due"], why_not=_gm_due),),
    "scene start": (Way((RUNNING, NOT_RESTING, NO_SCENE)),),
    "scene end": (Way((IDLE, SCENE)),),
    "quest start": (Way(when=lambda s: not _quest_active(s),
                        why_not=lambda s: f"the Quest {s['quest']['title']!r} is active"),),
    "quest challenge": (Way(when=_quest_active, why_not="no Quest is active"),),
    "quest end": (Way(when=_quest_active, why_not="no Quest is active"),),
    "roll": (Way((RUNNING, SCENE, IDLE)),),
    "spend-tile": (Way((WAITING,)),),
    "invest": (Way((WAITING,)),),
    "press": (Way((WAITING,)),),
    "resolve": (Way((WAITING,)),),
    "gm-move": None,
    "dispute": None,
    "act-on-answer": None,
    "interaction start": (Way((RUNNING, SCENE, _interaction("begin"))),),
    "interaction end": (Way((_interaction("end"),)),),
    "journey start": (Way((RUNNING,), when=lambda s: not s.get("journey"), why_not=_journey_under_way),),
    "journey end": (Way(when=_journey_closes, why_not=_journey_open),),
    "rest start": (Way((RUNNING, NO_SCENE, _rest("start"))),),
    "rest task": (Way((_rest("task"),)),),
    "rest participate": (Way((_rest("participate"),)),),
    "rest end": (Way((_rest("end"),)),),
    "advantage convert": (Way((_rest("convert"),)),),
    "advantage add": None,
    "influence mark": None,
    "milestone": (Way((_rest("buy"),)),),
    "tap": (Way((RUNNING,)),),
    "ally request": None,
    "location unsafe": None,
    "location improve": None,
}


def allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed in ``state`` now (``rules.phases.allowed_now`` over ``GATES``)."""
    return allowed_now(GATES, state)


def refuse(state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A one-line refusal: ``reason``, then every command allowed in ``state`` now."""
    return refusal(GATES, state, reason, field)
