"""Masks: A New Generation (seed 000), basic and peripheral moves, as one ``GameSystem``.

Modules: ``data`` (names, lists, playbooks), ``options`` (campaign options), ``state`` (conditions,
Labels, Influence, Team primitives), ``rolls`` (2d6 + Label and modifiers), ``picks`` (resolving each
move), ``peripheral`` (session, Team, Influence, advancement), ``playbooks`` (every published
playbook's starting Labels and the playbook rules applied), ``advancement`` (each playbook's
advancement list and ``advance``), ``commands`` (the command table), ``help_words`` and ``captions`` (its
help and its arguments' captions in Spanish), ``views`` (sheets in English or Spanish).
"""

from __future__ import annotations

from typing import Any

from rules.masks.captions import EN as CAPTIONS_EN, ES as CAPTIONS_ES, GM_ES
from rules.masks.kinds import ES as KINDS_ES, PLAYBOOKS
from rules.players import where
from rules.reference import Reference
from rules.follow_ups import roll_follows
from rules.declaration import GmArgument, Read
from rules.system import GameSystem, lazy_mapping, lazy_module, loaded

# Views and state load on first use, so that ``ledger --help`` lists the commands without them.
_views = lazy_module("rules.masks.views")
_state = lazy_module("rules.masks.state")
_ref = lazy_module("rules.masks.reference")


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Masks campaign (see ``rules.masks.state.new_state``)."""
    return _state.new_state(options)

RULES_VERSION = "masks-2026.11-1"


#: The arguments of a player's command that are the GM's ruling (docs/systems/masks.md, "Who gives which command").
_OVERFLOW = GmArgument("000 'Shifting Labels': past +3 or -2, mark a condition instead -- GM's choice")
GM_ARGUMENTS = {
    "shift": {"imposed": GmArgument("000 'Shifting Labels', MK-R02: an imposed shift (locked Labels skipped) is the "
                                    "GM's; a player chooses their own shift", when=bool),
              "overflow_condition": _OVERFLOW},
    "influence accept": {"up": GmArgument("000 'Influence': if you accept what they say, the GM adjusts your Labels"),
                         "down": GmArgument("000 'Influence': if you accept what they say, the GM adjusts your Labels"),
                         "overflow_condition": _OVERFLOW},
    "team selfish": {"overflow_condition": _OVERFLOW},
    "forward": {"amount": GmArgument("000: every forward a move gives is +1; another amount is the GM's fiat",
                                     when=lambda v: v != 1, values="other than 1")},
    "resolve": {"gm_move": GmArgument("000 'THE BASIC MOVES': on a miss the GM makes a move")},
}

SYSTEM = GameSystem(
    gm_arguments=GM_ARGUMENTS,
    # the moves that by the rules touch another's character (docs/systems/masks.md, "Who gives which command")
    shared_commands=frozenset({'roll', 'resolve', 'influence give', 'influence take-advantage', 'influence accept', 'team spend', 'end-of-session'}),
    follows=roll_follows({"resolve": ("roller", "target")}),   # picks: the GM, the roller or the target (000)
    gm_commands=frozenset({'add-character', 'recap', 'add-npc', 'battle start', 'battle end', 'scene start', 'scene end', 'session start', 'session end', 'time-passes'}),
    players=where("kind", "pc"),                      # a player plays a PC; the GM runs the others
    id="masks",
    title="Masks: A New Generation",
    rules_version=RULES_VERSION,
    options_model="rules.masks.options:MasksOptions",
    new_state=new_state,
    load_views=loaded("rules.masks.views", "VIEWS"),
    load_commands=loaded("rules.masks.commands", "COMMANDS"),
    load_help=loaded("rules.masks.help_words", "HELP"),
    gates=lazy_mapping("rules.masks.gates", "GATES"),
    reads={"team": Read(view=lambda state, lang="en": _views.team(state, lang),
                        rows=lambda data, lang="en": _views.team_rows(data, lang),
                        help="Show the Team pool, the leader and the phases.", title="Team")},
    groups={"session": "Session phases: start, end.", "scene": "Scene phases: start, end.",
            "influence": "Influence: give, take-advantage, accept.",
            "team": "The Team pool: show it, spend, act selfishly, set the leader.",
            "battle": "Enter or leave battle as a team."},
    languages=("en", "es"),
    words={"en": {**PLAYBOOKS, **CAPTIONS_EN}, "es": {**PLAYBOOKS, "other than 1": "distinto de 1", "Team": "Equipo", "Status": "Estado", "Odds": "Probabilidades", "Moves": "Movimientos",
                  "Labels": "Etiquetas", "Conditions": "Condiciones", "Playbooks": "Libretos", "Picks": "Opciones",
                  "Advancements": "Avances", "also accepted": "también se acepta", **KINDS_ES, **CAPTIONS_ES,
                  "GM": GM_ES, "gm": GM_ES}},          # seed 000's "el Narrador", not the shared "DJ"
    completions={"pick": "open picks"},                     # the open roll's option ids (rules.completion)
    reference={
        "moves": Reference(lambda: _ref.moves(), "Moves", "List the moves (names accepted in English and Spanish)."),
        "playbooks": Reference(lambda: _ref.playbooks(), "Playbooks", "List the playbooks and their starting Labels."),
        "conditions": Reference(lambda: _ref.conditions(), "Conditions", "List the conditions and what each hinders."),
        "labels": Reference(lambda: _ref.labels(), "Labels", "List the Labels and the moves that roll them."),
        "picks": Reference(lambda: _ref.picks(), "Picks", "List the option ids resolve, end-of-session and influence take."),
        "advancements": Reference(lambda: _ref.advancements(), "Advancements", "List the advancements advance takes."),
    },
)
