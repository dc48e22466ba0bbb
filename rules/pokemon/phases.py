"""Pokémon Noir GdR phase machines of its own: the battle and the exchange of harm inside it.

Source: 002 l.39 ("MAX 1 per battaglia": a battle is a unit of play) and l.41 (between PCs and their
Pokémon each rolls separately, harm is exchanged once); catalogue §3.5 item 3. The session, scene and
roll machines are the shared ones of ``rules.phases``. Machines are built over the recorded phase with
``rules.phases.advance`` and never bound to the state.
"""

from __future__ import annotations

from statemachine import State, StateMachine


class BattlePhases(StateMachine):
    """Battle inside an open scene: none -> open (battle start) -> none (battle end)."""

    none = State(initial=True)
    open = State()

    start = none.to(open)
    end = open.to(none)


class ExchangePhases(StateMachine):
    """One exchange of harm inside a battle: idle -> rolling (each PC rolls the Exchange of Attacks and
    picks) -> idle (battle harm: the harm is exchanged once)."""

    idle = State(initial=True)
    rolling = State()

    join = idle.to(rolling) | rolling.to.itself()
    exchange = rolling.to(idle)


#: The user's command for each machine event, for error messages.
COMMANDS = {("BattlePhases", "start"): "battle start", ("BattlePhases", "end"): "battle end",
            ("ExchangePhases", "join"): "roll scambio", ("ExchangePhases", "exchange"): "battle harm"}


def step(machine: type[StateMachine], current: str, event: str, what: str, command: str) -> str:
    """The phase after ``event`` from ``current`` (``rules.phases.advance``), with this system's command
    names in the refusal: ``RuleError("phase", "... allowed now: battle harm")``."""
    from rules.errors import RuleError
    from rules.phases import COMMANDS as SHARED, advance

    sm = machine(start_value=current)
    allowed = [e.id for e in sm.allowed_events]
    if event not in allowed:
        names = [COMMANDS.get((machine.__name__, e)) or SHARED.get((machine.__name__, e), e) for e in allowed]
        raise RuleError("phase", f"{command!r} is not allowed while the {what} is {current.replace('_', ' ')}; "
                                 f"allowed now: {', '.join(names) or 'none'}")
    return advance(machine, current, event, what, command)
