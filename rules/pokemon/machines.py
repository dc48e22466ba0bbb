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

    command_names = {"start": "battle start", "end": "battle end"}



class ExchangePhases(StateMachine):
    """One exchange of harm inside a battle: idle -> rolling (each PC rolls the Exchange of Attacks and
    picks) -> idle (battle harm: the harm is exchanged once)."""

    idle = State(initial=True)
    rolling = State()

    join = idle.to(rolling) | rolling.to.itself()
    exchange = rolling.to(idle)

    command_names = {"join": "roll scambio", "exchange": "battle harm"}
