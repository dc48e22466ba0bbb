"""Phase machines of a Basic abilities campaign: session, scene, downtime and the attack contest.

Source: catalogue §4.5 (scene; attack contest: declared -> defence window -> rolled -> resolved;
downtime, the only phase for Prepare, 003 "Prepare") and the shared design (rules/phases.py): a machine is
never bound to the state; ``advance`` builds one over the current phase value, asks it for the
transition and returns the new phase, which the caller records as a change.
"""

from __future__ import annotations

from statemachine import State, StateMachine

from rules.errors import RuleError


class SessionPhases(StateMachine):
    """A session: not_started -> running -> ended -> running (the next session)."""

    not_started = State(initial=True)
    running = State()
    ended = State()

    start = not_started.to(running) | ended.to(running)
    end = running.to(ended)


class ScenePhases(StateMachine):
    """A scene inside a running session: closed -> open -> closed."""

    closed = State(initial=True)
    open = State()

    start = closed.to(open)
    end = open.to(closed)


class DowntimePhases(StateMachine):
    """Downtime inside a running session, between scenes: closed -> open -> closed (003 "Prepare")."""

    closed = State(initial=True)
    open = State()

    start = closed.to(open)
    end = open.to(closed)


class ContestPhases(StateMachine):
    """One attack contest (catalogue §4.5 item 2; 003 "Attack", "Defend").

    idle -> declared (the attack is announced; helpers may stack dice) -> defence_window (the attacker
    has rolled; the target or a protector may defend) -> rolled (the defence is rolled) -> resolved
    (damage dealt). An undefended attack resolves straight from the defence window; a declared attack
    may be called off before its roll.
    """

    idle = State(initial=True)
    declared = State()
    defence_window = State()
    rolled = State()
    resolved = State()

    declare = idle.to(declared) | resolved.to(declared)
    roll = declared.to(defence_window)
    defend = defence_window.to(rolled)
    resolve = defence_window.to(resolved) | rolled.to(resolved)
    call_off = declared.to(idle)


#: The user's command for each machine event, for refusals.
COMMANDS = {
    ("SessionPhases", "start"): "session start", ("SessionPhases", "end"): "session end",
    ("ScenePhases", "start"): "scene start", ("ScenePhases", "end"): "scene end",
    ("DowntimePhases", "start"): "downtime start", ("DowntimePhases", "end"): "downtime end",
    ("ContestPhases", "declare"): "attack declare", ("ContestPhases", "roll"): "attack roll",
    ("ContestPhases", "defend"): "attack defend", ("ContestPhases", "resolve"): "attack resolve",
    ("ContestPhases", "call_off"): "attack call-off",
}


def allowed(machine: type[StateMachine], current: str) -> list[str]:
    """The user commands ``machine`` allows from phase ``current``."""
    sm = machine(start_value=current)
    return [COMMANDS.get((machine.__name__, e.id), e.id) for e in sm.allowed_events]


def advance(machine: type[StateMachine], current: str, event: str, what: str, command: str) -> str:
    """The phase after ``event`` from phase ``current`` of ``machine``.

    ``what`` names the machine (``"session"``, ``"scene"``, ``"downtime"``, ``"attack contest"``) and
    ``command`` the user's command, for the refusal. Raises ``RuleError("phase")`` naming the current
    phase and the commands allowed there.
    """
    sm = machine(start_value=current)
    if event not in [e.id for e in sm.allowed_events]:
        names = allowed(machine, current)
        raise RuleError("phase", f"{command!r} is not allowed while the {what} is {current.replace('_', ' ')}; "
                                 f"allowed now: {', '.join(names) or 'none'}")
    sm.send(event)
    return str(sm.current_state_value)
