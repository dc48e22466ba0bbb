"""Phase machines shared by every system: session, scene and the roll lifecycle.

Source: design.md "Phases (python-statemachine)"; catalogue §0.2 item 2 and §1.5. The machines are
never bound to the aggregate: ``advance`` builds one over the current phase value, asks it for the
transition and returns the new phase, which the caller records as an event change.
"""

from __future__ import annotations

from functools import cache

from statemachine import State, StateMachine
from statemachine.exceptions import TransitionNotAllowed

from rules.errors import RuleError


class SessionPhases(StateMachine):
    """Session: not_started -> running -> ending (end-of-session choices) -> ended -> running (next one)."""

    not_started = State(initial=True)
    running = State()
    ending = State()
    ended = State()

    start = not_started.to(running) | ended.to(running)
    begin_end = running.to(ending)
    finish = ending.to(ended)


class ScenePhases(StateMachine):
    """Scene inside a running session: closed -> open -> closed."""

    closed = State(initial=True)
    open = State()

    start = closed.to(open)
    end = open.to(closed)


class RollPhases(StateMachine):
    """Roll lifecycle: idle -> adjusting (rolled; post-roll changes allowed) -> idle (resolved with picks)."""

    idle = State(initial=True)
    adjusting = State()

    roll = idle.to(adjusting)
    adjust = adjusting.to.itself()
    resolve = adjusting.to(idle)


#: The user's command for each machine event, for error messages.
COMMANDS = {
    ("SessionPhases", "start"): "session start", ("SessionPhases", "begin_end"): "session end",
    ("SessionPhases", "finish"): "end-of-session", ("ScenePhases", "start"): "scene start",
    ("ScenePhases", "end"): "scene end", ("RollPhases", "roll"): "roll", ("RollPhases", "adjust"): "post-roll changes",
    ("RollPhases", "resolve"): "resolve",
}


@cache
def _transitions(machine: type[StateMachine], current: str) -> dict[str, str]:
    """Event -> target phase from phase ``current`` of ``machine``, asked of the machine once and kept.

    The machines are never bound to a model and carry no guards, so the answer depends on (machine,
    phase) alone; building a machine per call cost more than every rule it serves (bench: amend).
    """
    out: dict[str, str] = {}
    for event in machine(start_value=current).allowed_events:
        sm = machine(start_value=current)
        try:
            sm.send(event.id)
        except TransitionNotAllowed:  # pragma: no cover - allowed_events says it is allowed
            continue
        out[event.id] = str(sm.current_state_value)
    return out


def allowed(machine: type[StateMachine], current: str) -> list[str]:
    """The user commands ``machine`` allows from phase ``current``, each once, in the machine's order.

    A machine names its events' commands in a class attribute ``command_names = {event: command}``;
    the shared machines' names are in ``COMMANDS``. An unnamed event shows as itself.
    """
    own = getattr(machine, "command_names", {})
    names: list[str] = []
    for event in _transitions(machine, current):
        name = own.get(event) or COMMANDS.get((machine.__name__, event), event)
        if name not in names:
            names.append(name)
    return names


def advance(machine: type[StateMachine], current: str, event: str, what: str, command: str) -> str:
    """Return the phase after ``event`` from phase ``current`` of ``machine``.

    ``what`` names the machine ("session", "scene", "roll", a system's "conflict") and ``command`` the
    user's command, for the error. Raises ``RuleError("phase")`` naming the current phase and the
    commands allowed there (``allowed``).
    """
    target = _transitions(machine, current).get(event)
    if target is None:
        raise RuleError(
            "phase",
            f"{command!r} is not allowed while the {what} is {current.replace('_', ' ')}; "
            f"allowed now: {', '.join(allowed(machine, current)) or 'none'}",
        )
    return target
