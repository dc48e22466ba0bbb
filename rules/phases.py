"""Phase machines shared by every system: session, scene and the roll lifecycle.

Source: design.md "Phases (python-statemachine)"; catalogue §0.2 item 2 and §1.5. The machines are
never bound to the aggregate: ``advance`` builds one over the current phase value, asks it for the
transition and returns the new phase, which the caller records as an event change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

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


# --- gates: which commands the phases allow now, decided and listed from one table ------------------

@dataclass(frozen=True)
class Needs:
    """One phase condition of a command: ``machine``, in the phase ``read(state)`` gives, must allow ``event``.

    ``what`` names the machine in a refusal ("session", "scene", "roll"); ``describe(state)``, when
    given, says the current phase in words instead ("roll #12 is waiting to be resolved").
    """

    machine: type[StateMachine]
    read: Callable[[dict[str, Any]], str]
    event: str
    what: str
    describe: Callable[[dict[str, Any]], str] | None = None

    def ok(self, state: dict[str, Any]) -> bool:
        """Whether the machine allows ``event`` from the state's current phase."""
        return self.event in _transitions(self.machine, self.read(state))

    def why(self, state: dict[str, Any]) -> str:
        """The current phase in words, for a refusal: ``"the session is ending"``."""
        if self.describe is not None:
            return self.describe(state)
        return f"the {self.what} is {self.read(state).replace('_', ' ')}"


@dataclass(frozen=True)
class Way:
    """One way a command is allowed: every ``needs`` holds and ``when(state)`` (if given) is true.

    ``hint`` is what the "allowed now" list shows after the command's name for this way (``" --option
    TA2"``, or a function of the state: ``" Defend --from Rook"``); ``why_not`` says in words why
    ``when`` fails, for a refusal.
    """

    needs: tuple[Needs, ...] = ()
    when: Callable[[dict[str, Any]], bool] | None = None
    hint: str | Callable[[dict[str, Any]], str] = ""
    why_not: str | Callable[[dict[str, Any]], str] = ""

    def ok(self, state: dict[str, Any]) -> bool:
        """Whether this way is open in ``state``."""
        return all(n.ok(state) for n in self.needs) and (self.when is None or bool(self.when(state)))

    def shown(self, command: str, state: dict[str, Any]) -> str:
        """The command as the "allowed now" list shows it for this way."""
        hint = self.hint(state) if callable(self.hint) else self.hint
        return f"{command}{hint}"

    def reason(self, state: dict[str, Any]) -> str:
        """Why this way is closed in ``state`` (the first failing phase, else ``why_not``)."""
        for n in self.needs:
            if not n.ok(state):
                return n.why(state)
        return self.why_not(state) if callable(self.why_not) else self.why_not


#: A command's gate: the ways it is allowed, in order; the first open way gives its hint. A command with
#: no gate (None) is allowed in every phase.
Gate = tuple[Way, ...]


def allowed_now(gates: Mapping[str, Gate | None], state: dict[str, Any]) -> list[str]:
    """Every command ``gates`` (command name -> gate, in the order to list) allows in ``state``.

    The commands a phase opens come first (in table order), then those allowed in any phase; a gated
    command shows its first open way's hint. This is the list every "allowed now" hint and refusal
    gives, so it cannot drift from what ``check`` lets through.
    """
    phased, anytime = [], []
    for command, gate in gates.items():
        if gate is None:
            anytime.append(command)
            continue
        way = next((w for w in gate if w.ok(state)), None)
        if way is not None:
            phased.append(way.shown(command, state))
    return phased + anytime


def refusal(gates: Mapping[str, Gate | None], state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A ``RuleError(field)``: ``reason``, then "allowed now:" and ``allowed_now(gates, state)``."""
    return RuleError(field, f"{reason}; allowed now: {', '.join(allowed_now(gates, state)) or 'none'}")


def check(gates: Mapping[str, Gate | None], state: dict[str, Any], command: str) -> None:
    """Refuse ``command`` when no way of its gate is open in ``state``.

    Raises ``RuleError("phase")`` naming the command, why it is closed (the ``why_not`` of a way whose
    phases hold but whose own condition fails, else the first way's phase in words) and every command
    allowed now (``refusal``). An ungated or unknown command passes.
    """
    gate = gates.get(command)
    if not gate or any(w.ok(state) for w in gate):
        return
    near = next((w for w in gate if w.why_not and all(n.ok(state) for n in w.needs)), None)
    if near is not None:        # the phases are right and the way's own condition fails: say that
        raise refusal(gates, state, f"{command!r} is not allowed now: {near.reason(state)}")
    raise refusal(gates, state, f"{command!r} is not allowed while {gate[0].reason(state)}")
