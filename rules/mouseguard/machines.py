"""Mouse Guard phase machines: the mission's turns and the conflict (python-statemachine ``StateMachine``).

Source: 004 "Gastar marcas" (the Turno de los Jugadores and the Turno del DJ), "Recompensas", "Conflictos"
(tandas of three secret actions); catalogue §5.5 (mission loop; conflict C0-C7). As ``rules.phases``
says, a machine is never bound to the state: ``step`` builds one over the current phase value, asks
it for the transition and returns the new phase, which the handler records as a change.
"""

from __future__ import annotations

from statemachine import State, StateMachine


class TurnPhases(StateMachine):
    """A mission's turns (catalogue §5.5): idle -> GM's Turn -> Players' Turn -> Rewards -> idle.

    With ``mouseguard.rewards.timing = perSession`` the Players' Turn ends straight back to idle
    (``end_turns``) and the rewards come at the end of the session instead.
    """

    idle = State(initial=True)
    gm = State()
    players = State()
    rewards = State()

    gm_turn = idle.to(gm)
    players_turn = gm.to(players)
    end_mission = players.to(rewards)
    end_turns = players.to(idle)
    rewards_done = rewards.to(idle)

    command_names = {"gm_turn": "turn gm", "players_turn": "turn players", "end_mission": "turn end",
                     "end_turns": "turn end", "rewards_done": "rewards done"}



class ConflictPhases(StateMachine):
    """A conflict (004 Conflictos; catalogue §5.5 C0-C7).

    declared (C0: type, sides, goals; dispositions rolled) -> scripting (C2/C3: weapons, halberd mode,
    three sealed actions per side) -> sealed (both scripts sealed; the next volley not yet revealed)
    -> volley (C4: revealed; the tests it needs are rolled) -> effects (maneuver margins to spend)
    -> sealed / scripting (next volley or exchange) or ended (C5/C6: a side at 0, compromise) -> closed.
    """

    declared = State(initial=True)
    scripting = State()
    sealed = State()
    volley = State()
    effects = State()
    ended = State()
    closed = State(final=True)

    disposition = declared.to.itself()
    dispositions_done = declared.to(scripting)
    wield = declared.to.itself() | scripting.to.itself()
    script = scripting.to.itself()
    seal = scripting.to(sealed)
    reveal = sealed.to(volley)
    roll = volley.to.itself()
    spend = volley.to(effects) | effects.to.itself()
    next_volley = volley.to(sealed) | effects.to(sealed)
    next_exchange = volley.to(scripting) | effects.to(scripting)
    finish = volley.to(ended) | effects.to(ended)
    close = ended.to(closed)

    command_names = {"disposition": "conflict disposition", "dispositions_done": "conflict disposition",
                     "wield": "conflict wield", "script": "conflict script", "seal": "conflict script",
                     "reveal": "conflict reveal", "roll": "conflict roll", "spend": "conflict maneuver",
                     "next_volley": "conflict roll / conflict maneuver",
                     "next_exchange": "conflict roll / conflict maneuver",
                     "finish": "conflict roll / conflict maneuver", "close": "conflict close"}
