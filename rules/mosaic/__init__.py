"""MOSAIC: Die Blumen des Montezuma (seed 001), a PbtA hack played on a German forum, as one ``GameSystem``.

Modules: ``data`` (stats, playbooks, moves, options, milestones, English and German terms),
``options`` (campaign options, catalogue Appendix A), ``state`` (tiles, influence, the Advantage pool
under Trust, Experience), ``phases`` (rest and interaction machines), ``rolls`` (the dice pool,
bonus dice, keep the best two), ``moves`` (resolving, the GM's move, disputes), ``group`` (cultures,
characters, the Quest, sessions, interaction, journeys), ``downtime`` (rest, Participate, conversion),
``milestones`` (milestones, tapping a mark, repayment), ``args`` and ``commands`` (the command table),
``views`` (sheets and the group read, in English or German).
"""

from __future__ import annotations

from typing import Any

from rules.players import where
from rules.reference import Reference
from rules.follow_ups import roll_follows
from rules.declaration import GmArgument, Read
from rules.system import GameSystem, lazy_mapping, lazy_module, loaded

_views = lazy_module("rules.mosaic.views")
_state = lazy_module("rules.mosaic.state")
_ref = lazy_module("rules.mosaic.reference")

RULES_VERSION = "mosaic-2026.11-2"


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new MOSAIC campaign (see ``rules.mosaic.state.new_state``)."""
    return _state.new_state(options)



#: The arguments of a player's command that are the GM's ruling (docs/systems/mosaic.md, "Who gives which command").
GM_ARGUMENTS = {
    "resolve": {"gm_move": GmArgument("001 'Rolling the Dice': a 7-9 or a miss gives the GM a move (MO-F3)"),
                "advantage_culture": GmArgument("001 'Critical Success': on a 12 the GM adds 1 Advantage to the pool")},
}

#: The GM's rulings among the GM's commands (docs/systems/mosaic.md, "Who gives which command").
GM_RULINGS = frozenset({'culture add', 'dispute', 'advantage add', 'influence mark'})

SYSTEM = GameSystem(
    gm_arguments=GM_ARGUMENTS,
    # the moves that by the rules touch another's character (docs/systems/mosaic.md, "Who gives which command")
    shared_commands=frozenset({'roll', 'resolve', 'rest participate'}),
    follows=roll_follows({c: ("roller",) for c in ("resolve", "spend-tile", "invest", "press")}),   # 001: the roller's
    gm_commands=frozenset({'add-character', 'recap', 'npc add', 'gm-move', 'interaction start', 'interaction end', 'journey start', 'journey end', 'quest start', 'quest end', 'quest challenge', 'rest start', 'rest end', 'scene start', 'scene end', 'session start', 'session end', 'location improve', 'location unsafe',
                            # the GM's rulings (docs/systems/mosaic.md, "Who gives which command")
                            *GM_RULINGS}),
    gm_rulings=GM_RULINGS,
    players=where("kind", "pc"),                      # a player plays a PC; the GM runs the others
    id="mosaic",
    title="MOSAIC: Die Blumen des Montezuma",
    rules_version=RULES_VERSION,
    options_model="rules.mosaic.options:MosaicOptions",
    new_state=new_state,
    load_views=loaded("rules.mosaic.views", "VIEWS"),
    load_commands=loaded("rules.mosaic.commands", "COMMANDS"),
    load_help=loaded("rules.mosaic.help_words", "HELP"),
    gates=lazy_mapping("rules.mosaic.gates", "GATES"),
    reads={"group": Read(view=lambda state, lang="en": _views.group(state, lang),
                         rows=lambda data, lang="en": _views.group_rows(data, lang),
                         help="Show the group: Advantage pool, Trust, Experience, Quest, locations, phases.",
                         title="Group")},
    groups={"session": "Session phases: start, end.", "scene": "Scene phases: start, end.",
            "culture": "The campaign's cultures: add.", "npc": "NPCs: add.",
            "quest": "The Quest and Trust: start, challenge, end.",
            "interaction": "An interaction with an NPC: start (ally), end.", "journey": "Journeys: start, end.",
            "rest": "Downtime: start, task, participate, end.", "advantage": "The Advantage pool: convert, add.",
            "influence": "Influence marks: mark.", "ally": "Reliable Allies: request.",
            "location": "Safe locations: unsafe, improve."},
    languages=("en", "de"),
    words={"de": lazy_mapping("rules.mosaic.kinds", "WORDS_DE")},
    completions={"pick": "open picks", "PC": "characters", "NPC": "characters"},   # rules.completion
    reference={
        "moves": Reference(lambda: _ref.moves(), "Moves", "List the moves (names accepted in English and German)."),
        "playbooks": Reference(lambda: _ref.playbooks(), "Playbooks", "List the playbooks and the stat each highlights."),
        "stats": Reference(lambda: _ref.stats(), "Stats", "List the five stats and the moves that roll them."),
        "milestones": Reference(lambda: _ref.milestones(), "Milestones", "List the milestones bought with Experience."),
        "picks": Reference(lambda: _ref.picks(), "Picks", "List the option ids resolve takes."),
    },
)
