"""Phase machines shared by every system (session, scene, the roll lifecycle), and how rules ask any machine.

Source: design.md "Phases (python-statemachine)"; catalogue §0.2 item 2 and §1.5. The machines are python-statemachine
classes (``rules.machines`` and each system's ``machines`` module), never bound to the aggregate: ``advance`` asks the
machine for the transition from the current phase value and returns the new phase, which the caller records as an
event change. A rule names a machine by a ``Machine`` (its module and class name), so that the rules import
python-statemachine only when a machine's moves are not known yet: they are asked of the machine once per process,
or, when the ledger keeps them (``keep_with``), once per version of the code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from rules.errors import RuleError


#: The user's command for each machine event, for error messages.
COMMANDS = {
    ("SessionPhases", "start"): "session start", ("SessionPhases", "begin_end"): "session end",
    ("SessionPhases", "finish"): "end-of-session", ("ScenePhases", "start"): "scene start",
    ("ScenePhases", "end"): "scene end", ("RollPhases", "roll"): "roll", ("RollPhases", "adjust"): "post-roll changes",
    ("RollPhases", "resolve"): "resolve",
}


class Machine:
    """A phase machine named by where its python-statemachine class lives: ``module`` and the class's ``__name__``.

    ``load()`` imports the class; ``command_names`` are the class's (``{event: user command}``, for refusals). Two
    ``Machine``s naming the same class are equal. Raises ``ImportError``/``AttributeError`` on ``load`` for a name
    that is not there (a test checks every machine the systems name).
    """

    __slots__ = ("module", "__name__")

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.__name__ = name

    @property
    def key(self) -> str:
        """``module:Name``, how the kept moves name the machine."""
        return f"{self.module}:{self.__name__}"

    def load(self) -> Any:
        """The ``StateMachine`` class this names (imported on first use)."""
        return getattr(import_module(self.module), self.__name__)

    @property
    def command_names(self) -> dict[str, str]:
        """The class's ``command_names`` (``{}`` when it has none), from the kept moves when known."""
        return dict(_moves(self)["names"])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Machine) and other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"Machine({self.module!r}, {self.__name__!r})"


SessionPhases = Machine("rules.machines", "SessionPhases")
ScenePhases = Machine("rules.machines", "ScenePhases")
RollPhases = Machine("rules.machines", "RollPhases")

#: Machine key -> {"moves": {phase: {event: target phase}}, "names": command_names}: asked of each machine once.
_KNOWN: dict[str, dict[str, Any]] = {}
#: (load, save) of moves kept between processes (``keep_with``), or empty.
_keeper: list[Callable[..., Any]] = []
#: Whether the kept moves were loaded in this process (``[True]``) or not yet (``[]``).
_loaded: list[bool] = []


def keep_with(load: Callable[[], Any], save: Callable[[dict[str, Any]], None]) -> None:
    """Keep the machines' moves between processes: ``load()`` gives the moves kept earlier (as ``save`` got them:
    machine key -> ``{"moves", "names"}``; anything else is ignored), ``save(moves)`` keeps them after a machine
    was asked. Only machines of this package (``rules.``) are kept: the caller keys them by the code's version.
    Source: bench/README.md (start-up: a one-off command imports only what it needs)."""
    _keeper[:] = [load, save]
    _KNOWN.clear()
    _loaded.clear()


def _key(machine: Any) -> str:
    return machine.key if isinstance(machine, Machine) else f"{machine.__module__}:{machine.__qualname__}"


def _moves(machine: Any) -> dict[str, Any]:
    """``{"moves": {phase: {event: target}}, "names": command_names}`` of ``machine`` (a ``Machine`` or a
    ``StateMachine`` class): kept, else asked of the class (every phase once) and kept."""
    key = _key(machine)
    known = _KNOWN.get(key)
    if known is None and _keeper and not _loaded:
        _loaded.append(True)
        try:
            kept = _keeper[0]()
        except Exception:  # noqa: BLE001 - anything wrong with kept moves only means asking the machines again
            kept = None
        for k, v in (kept.items() if isinstance(kept, dict) else ()):
            if _well_formed(v):
                _KNOWN.setdefault(k, v)
        known = _KNOWN.get(key)
    if known is None:
        known = _asked(machine.load() if isinstance(machine, Machine) else machine)
        _KNOWN[key] = known
        if _keeper and key.startswith("rules."):
            try:
                _keeper[1]({k: v for k, v in _KNOWN.items() if k.startswith("rules.")})
            except Exception:  # noqa: BLE001 - not kept: asked again next time
                pass
    return known


def _well_formed(entry: Any) -> bool:
    """Whether a kept entry has the shape ``_asked`` gives (text keys and values all through)."""
    if not (isinstance(entry, dict) and isinstance(entry.get("moves"), dict) and isinstance(entry.get("names"), dict)):
        return False
    texts = lambda d: all(isinstance(k, str) and isinstance(v, str) for k, v in d.items())  # noqa: E731
    return texts(entry["names"]) and all(isinstance(k, str) and isinstance(v, dict) and texts(v)
                                         for k, v in entry["moves"].items())


def _asked(cls: Any) -> dict[str, Any]:
    """Every phase's moves asked of the ``StateMachine`` class ``cls``: for each state value, the events its
    machine allows and the phase each leads to. The machines are never bound to a model and carry no guards,
    so the answer depends on (machine, phase) alone."""
    from statemachine.exceptions import TransitionNotAllowed

    moves: dict[str, dict[str, str]] = {}
    for state in cls.states:
        current = state.value
        out: dict[str, str] = {}
        for event in cls(start_value=current).allowed_events:
            sm = cls(start_value=current)
            try:
                sm.send(event.id)
            except TransitionNotAllowed:  # pragma: no cover - allowed_events says it is allowed
                continue
            out[event.id] = str(sm.current_state_value)
        moves[str(current)] = out
    return {"moves": moves, "names": dict(getattr(cls, "command_names", {}) or {})}


def _transitions(machine: Any, current: str) -> dict[str, str]:
    """Event -> target phase from phase ``current`` of ``machine`` (a ``Machine`` or a ``StateMachine`` class).
    Raises what python-statemachine raises for a phase the machine does not have."""
    moves = _moves(machine)["moves"].get(current)
    if moves is None:                       # not a phase of this machine: the machine itself says so
        (machine.load() if isinstance(machine, Machine) else machine)(start_value=current)
        return {}
    return moves


def allowed(machine: Any, current: str) -> list[str]:
    """The user commands ``machine`` allows from phase ``current``, each once, in the machine's order.

    A machine names its events' commands in a class attribute ``command_names = {event: command}``;
    the shared machines' names are in ``COMMANDS``. An unnamed event shows as itself.
    """
    own = _moves(machine)["names"]
    names: list[str] = []
    for event in _transitions(machine, current):
        name = own.get(event) or COMMANDS.get((machine.__name__, event), event)
        if name not in names:
            names.append(name)
    return names


def advance(machine: Any, current: str, event: str, what: str, command: str) -> str:
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

    machine: Any
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


def worded(items: Iterable[str], commands: Iterable[str], say: Callable[[str], str | None],
           hint: Callable[[str, str], str | None] | None = None) -> list[str]:
    """Each item of an "allowed now" list (``allowed_now``: a command, maybe followed by its way's hint, ``"roll
    Defend --from A"``) with its command as ``say`` (command -> its word in a language, or None: as typed) names it,
    the hint as ``hint`` (``(command, hint) -> the hint as the language types it | None``: a move's name the user types
    in that language, ``Defend`` -> ``Defender``) words it, else as written (options and names are typed as they are).
    ``commands`` are the command names (the longest that starts an item is its command); an item naming none stays as
    given. Source: README "Using the ledger" (``--lang``: a history's action column names each command so,
    ``GameSystem.command_word``)."""
    names = sorted(commands, key=len, reverse=True)
    out = []
    for item in items:
        found = next((c for c in names if item == c or item.startswith(c + " ")), None)
        rest = item[len(found):] if found is not None else ""
        if rest and hint is not None:
            rest = hint(found, rest) or rest
        out.append(item if found is None else f"{say(found) or found}{rest}")
    return out


def said_allowed(items: Iterable[str], commands: Iterable[str], command: Callable[[str, str], str | None],
                 lang: str, hint: Callable[[str, str, str], str | None] | None = None) -> str:
    """An "allowed now" list as a status row shows it in ``lang``: ``worded`` by a system's ``command`` view
    (``(command, lang) -> word | None``) and its ``hint`` view (``(command, hint, lang)``), comma-separated; in English
    the ids as one types them."""
    said = (lambda c, h: hint(c, h, lang)) if hint is not None else None
    return ", ".join(items if lang == "en" else worded(items, commands, lambda c: command(c, lang), said))


#: An "allowed now" list inside a refusal: the items after the frame, up to the next ";" (an item holds none).
_LISTED = re.compile(r"; allowed now: ([^;]*)")


def worded_lists(english: str, said: str, commands: Iterable[str], say: Callable[[str], str | None],
                 hint: Callable[[str, str], str | None] | None = None) -> str:
    """``said`` (refusal ``english`` as a language's frames word it) with each "allowed now" list of ``english``, kept
    there as raised after a frame's ": ", worded item by item (``worded``); a list the frames themselves reworded
    stays as they say it."""
    names = list(commands)
    for listed in {m[1] for m in _LISTED.finditer(english)}:
        items = worded(listed.split(", "), names, say, hint)
        said = re.sub(rf"(?<=: ){re.escape(listed)}(?=;|$)", lambda _m: ", ".join(items), said)
    return said


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
