"""Masks: A New Generation (seed 000), basic and peripheral moves, as one ``GameSystem``.

Modules: ``data`` (names, lists, playbooks), ``options`` (campaign options), ``state`` (conditions,
Labels, Influence, Team primitives), ``rolls`` (2d6 + Label and modifiers), ``picks`` (resolving each
move), ``peripheral`` (session, Team, Influence, advancement), ``commands`` (the command table),
``views`` (sheets in English or Spanish).
"""

from __future__ import annotations

from rules.masks.options import MasksOptions
from rules.masks.state import new_state
from rules.masks.views import VIEWS
from rules.system import GameSystem

RULES_VERSION = "masks-2026.11-1"

SYSTEM = GameSystem(
    id="masks",
    title="Masks: A New Generation",
    rules_version=RULES_VERSION,
    options_model=MasksOptions,
    new_state=new_state,
    load_commands=lambda: __import__("rules.masks.commands", fromlist=["COMMANDS"]).COMMANDS,
    views=VIEWS,
)
