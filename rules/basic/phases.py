"""Basic abilities' own phase machines by name: downtime and the attack contest (``rules.phases.Machine``).

Source: the python-statemachine classes in ``rules.basic.machines``, whose docstrings name the
seed and catalogue sections; imported only when their moves are not known yet.
"""

from __future__ import annotations

from rules.phases import Machine, advance, allowed  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.basic.machines``, docstrings there).
DowntimePhases = Machine("rules.basic.machines", "DowntimePhases")
ContestPhases = Machine("rules.basic.machines", "ContestPhases")
