"""MOSAIC's own phase machines: the rest (in the catalogue's order) and the interaction.

The python-statemachine classes live in ``rules.mosaic.machines``, imported only when their moves are not
known yet (``rules.phases.Machine``); the rules name them by these ``Machine``s.

Source: 001 "Rest", "Participate", "MILESTONES" (spent during rest), "Interaction Moves"; catalogue
§2.5 items 4 and 6. Like ``rules.phases``, a machine is never bound to the state: ``step`` builds one
over the current phase value, asks it for the transition and returns the new phase, which the caller
records as a change (``rules.phases.advance``, with each machine's ``command_names`` in its refusals). Session, scene and roll phases are the shared machines of ``rules.phases``.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.mosaic.machines``, docstrings there).
RestPhases = Machine("rules.mosaic.machines", "RestPhases")
InteractionPhases = Machine("rules.mosaic.machines", "InteractionPhases")
