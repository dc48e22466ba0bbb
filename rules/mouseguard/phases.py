"""Mouse Guard phase machines: the mission's turns and the conflict (python-statemachine ``StateMachine``).

The python-statemachine classes live in ``rules.mouseguard.machines``, imported only when their moves are not
known yet (``rules.phases.Machine``); the rules name them by these ``Machine``s.

Source: 004 "Gastar marcas" (the Turno de los Jugadores and the Turno del DJ), "Recompensas", "Conflictos"
(tandas of three secret actions); catalogue §5.5 (mission loop; conflict C0-C7). As ``rules.phases``
says, a machine is never bound to the state: ``step`` builds one over the current phase value, asks
it for the transition and returns the new phase, which the handler records as a change.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step, allowed  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.mouseguard.machines``, docstrings there).
TurnPhases = Machine("rules.mouseguard.machines", "TurnPhases")
ConflictPhases = Machine("rules.mouseguard.machines", "ConflictPhases")
