"""Masks' own phase machine (python-statemachine): the team in battle, beside the shared session, scene and roll.

Source: 000 "Team Mechanics" (a battle is the span in which the Team pool is used together); catalogue §1.5. Imported
only when its moves are not known yet: the rules name it by ``rules.masks.gates.BattlePhases`` (``rules.phases.Machine``).
"""

from __future__ import annotations

from statemachine import State, StateMachine


class BattlePhases(StateMachine):
    """The team in battle (000 "Team Mechanics"): out of battle -> in battle -> out of battle (a scene's end too)."""

    out_of_battle = State(initial=True)
    in_battle = State()

    start = out_of_battle.to(in_battle)
    end = in_battle.to(out_of_battle)
