"""MOSAIC's own phase machines by name: the rest and the interaction (``rules.phases.Machine``).

Source: the python-statemachine classes in ``rules.mosaic.machines``, whose docstrings name the
seed and catalogue sections; imported only when their moves are not known yet.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.mosaic.machines``, docstrings there).
RestPhases = Machine("rules.mosaic.machines", "RestPhases")
InteractionPhases = Machine("rules.mosaic.machines", "InteractionPhases")
