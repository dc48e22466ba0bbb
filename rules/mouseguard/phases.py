"""Mouse Guard's own phase machines by name: the mission's turns and the conflict (``rules.phases.Machine``).

Source: the python-statemachine classes in ``rules.mouseguard.machines``, whose docstrings name the
seed and catalogue sections; imported only when their moves are not known yet.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step, allowed  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.mouseguard.machines``, docstrings there).
TurnPhases = Machine("rules.mouseguard.machines", "TurnPhases")
ConflictPhases = Machine("rules.mouseguard.machines", "ConflictPhases")
