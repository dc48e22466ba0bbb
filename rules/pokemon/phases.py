"""Pokémon Noir GdR phase machines of its own: the battle and the exchange of harm inside it.

The python-statemachine classes live in ``rules.pokemon.machines``, imported only when their moves are not
known yet (``rules.phases.Machine``); the rules name them by these ``Machine``s.

Source: 002 l.39 ("MAX 1 per battaglia": a battle is a unit of play) and l.41 (between PCs and their
Pokémon each rolls separately, harm is exchanged once); catalogue §3.5 item 3. The session, scene and
roll machines are the shared ones of ``rules.phases``. Machines are built over the recorded phase with
``rules.phases.advance`` and never bound to the state.
"""

from __future__ import annotations

from rules.phases import Machine, advance as step  # noqa: F401  (the shared step; refusals use ``command_names``)

#: The machines (classes in ``rules.pokemon.machines``, docstrings there).
BattlePhases = Machine("rules.pokemon.machines", "BattlePhases")
ExchangePhases = Machine("rules.pokemon.machines", "ExchangePhases")
