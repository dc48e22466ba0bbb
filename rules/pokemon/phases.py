"""Pokémon Noir GdR's own phase machines by name: the battle and the exchange of harm inside it (``rules.phases.Machine``).

Source: the python-statemachine classes in ``rules.pokemon.machines``, whose docstrings name the
seed and catalogue sections; imported only when their moves are not known yet.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.pokemon.machines``, docstrings there).
BattlePhases = Machine("rules.pokemon.machines", "BattlePhases")
ExchangePhases = Machine("rules.pokemon.machines", "ExchangePhases")
