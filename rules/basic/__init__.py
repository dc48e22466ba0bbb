"""Basic abilities (seed 003), a generic system of attribute tests and stacked dice, as one ``GameSystem``.

The seed names no game, so the system is called after its title, "Basic abilities" (id ``basic``). Modules:
``data`` (tiers, abilities, the level table), ``options`` (campaign options), ``state`` (state shape and
small readings), ``phases`` (session, scene, downtime and attack-contest machines), ``attribute_test``
(dice, total, tier), ``characters``, ``scenes``, ``combat`` (Attack and Defend), ``support`` (Help and
Hinder), ``abilities`` (Get answers, Make progress, Prepare, Move, Anything else), ``commands`` (the
command table) and ``views`` (sheets, reads, history lines). Only ``options`` loads with the package.
"""

from __future__ import annotations

from typing import Any

from rules.players import where
from rules.reference import Reference
from rules.follow_ups import roll_follows
from rules.declaration import GmArgument, Read
from rules.system import GameSystem, lazy_mapping, lazy_module, loaded

_views = lazy_module("rules.basic.views")
_state = lazy_module("rules.basic.state")
_ref = lazy_module("rules.basic.reference")

RULES_VERSION = "basic-2026.11-2"


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Basic abilities campaign (see ``rules.basic.state.new_state``)."""
    return _state.new_state(options)



#: The arguments of a player's command that are the GM's ruling (docs/systems/basic.md, "Who gives which command"):
#: a test's difficulty and the outcome in its place, on every test a player gives.
_DIFFICULTY = GmArgument("003 'Basic abilities': the challenges and obstacles are the ones the GM sets before you")
_TIER = GmArgument("003 'Anything else!': the GM has you test and says whether you fail or succeed")
GM_ARGUMENTS = {
    "attack roll": {"tier": _TIER},
    **{c: {"difficulty": _DIFFICULTY, "tier": _TIER} for c in (
        "attack defend", "get-answers", "help", "hinder", "make-progress", "prepare", "move", "anything-else")},
}

SYSTEM = GameSystem(
    gm_arguments=GM_ARGUMENTS,
    # the moves that by the rules touch another's character (docs/systems/basic.md, "Who gives which command")
    shared_commands=frozenset({'help', 'hinder', 'stack', 'unstack', 'attack defend', 'attack resolve'}),
    follows=roll_follows({"attack roll": ("attacker",), "attack call-off": ("attacker",),
                          "attack resolve": ("attacker", "target", "defender")}, where="contest"),   # 003 Attack
    gm_commands=frozenset({'add-character', 'recap', 'scene start', 'scene end', 'session start', 'session end', 'downtime start', 'downtime end', 'progress open',
                            # the GM's rulings (docs/systems/basic.md, "Who gives which command")
                            'adjust'}),
    gm_rulings=frozenset({'adjust'}),           # the GM's rulings (docs/systems/basic.md, "Who gives which command")
    players=where("kind", "pc"),                      # a player plays a PC; the GM runs the others
    id="basic",
    title="Basic abilities",
    rules_version=RULES_VERSION,
    options_model="rules.basic.options:BasicOptions",
    new_state=new_state,
    load_views=loaded("rules.basic.views", "VIEWS"),
    load_commands=loaded("rules.basic.commands", "COMMANDS"),
    gates=lazy_mapping("rules.basic.gates", "GATES"),
    reads={
        "progress": Read(view=lambda state, lang="en": _views.progress(state, lang),
                         rows=lambda data, lang="en": _views.progress_rows(data, lang),
                         help="Show the progress bars.", title="Progress bars"),
        "attack": Read(view=lambda state, lang="en": _views.contest(state, lang),
                       rows=lambda data, lang="en": _views.contest_rows(data, lang),
                       help="Show the attack contest and the phases.", title="Attack contest"),
    },
    groups={"session": "Session phases: start, end.", "scene": "Scene phases: start, end.",
            "downtime": "Downtime (the time to prepare): start, end.",
            "attack": "The attack contest: show it, declare, roll, defend, resolve, call-off.",
            "progress": "Progress bars: show them, open one."},
    languages=("en",),
    completions={"TARGET": "characters", "uncounted": "uncounted"},   # rules.completion; attributes: views.candidates
    reference={
        "abilities": Reference(lambda: _ref.abilities(), "Abilities", "List the nine abilities and their commands."),
        "tiers": Reference(lambda: _ref.tiers(), "Tiers", "List the four results of a test (names --tier takes)."),
        "uncounted": Reference(lambda: _ref.uncounted(), "Uncounted questions",
                               "List the reasons a question uses no slot (ask --uncounted)."),
    },
)
