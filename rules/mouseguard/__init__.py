"""Mouse Guard (seed 004, a Spanish summary of the rules) as one ``GameSystem``.

Modules: ``data`` (names in English and Spanish, tables), ``options`` (campaign options, catalogue
Appendix A), ``state`` (the campaign state and small changes), ``phases`` (the turn and conflict
machines), ``characters`` (full sheets, NPCs and animals), ``pools`` (dice and their sources),
``rolls`` and ``rerolls`` (tests from roll to resolution), ``advancement`` (tallies and their projection),
``turns`` (sessions, scenes, turns, rewards, checks, injuries), ``conflict`` and ``volley`` (conflicts),
``commands`` (the command table), ``views`` (sheets, reads, history).
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.kinds import ES as KINDS_ES
from rules.mouseguard.detail_words import EN as DETAIL_EN, ES as DETAIL_ES
from rules.mouseguard.field_words import ES as FIELDS_ES
from rules.mouseguard.follow_ups import follows
from rules.players import where
from rules.reference import Reference
from rules.declaration import GmArgument, Read
from rules.system import Args, GameSystem, arg, lazy_mapping, lazy_module, loaded

# Views and state load on first use, so that ``ledger --help`` lists the commands without them.
_views = lazy_module("rules.mouseguard.views")
_state = lazy_module("rules.mouseguard.state")
_ref = lazy_module("rules.mouseguard.reference")

RULES_VERSION = "mouseguard-2026.11-1"


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Mouse Guard campaign (see ``rules.mouseguard.state.new_state``)."""
    return _state.new_state(options)


class AdvancementArgs(Args):
    """Arguments of the ``advancement`` read."""

    name: str = arg(help="The mouse.", positional=True, metavar="NAME")



#: The arguments of a player's command that are the GM's ruling (docs/systems/mouseguard.md, "Who gives which command").
_BEGINNER = GmArgument("004 'Reglas básicas': without the skill, half an ability 'según decisión del master'")
GM_ARGUMENTS = {
    "test": {"ob": GmArgument("004 'Reglas básicas': the obstacle is the action's difficulty, which the GM sets"),
             "ability": _BEGINNER},
    "oppose": {"ability": _BEGINNER},
    "conflict disposition": {"ability": _BEGINNER},
    "conflict roll": {"ability": _BEGINNER},
    "resolve": {"injury": GmArgument("004: a failed treatment lowers a skill or ability of the GM's choosing")},
}

SYSTEM = GameSystem(
    gm_arguments=GM_ARGUMENTS,
    # the moves that by the rules touch another's character (docs/systems/mouseguard.md, "Who gives which command")
    shared_commands=frozenset({'test', 'oppose', 'conflict disposition', 'conflict roll', 'resolve'}),
    follows=follows,                                    # 004: the test's rollers, the conflict's members
    gm_commands=frozenset({'add-character', 'recap', 'conflict start', 'conflict close', 'conflict reveal', 'rewards give', 'rewards done', 'scene start', 'scene end', 'session start', 'session end', 'turn end', 'turn gm', 'turn players'}),
    players=where("kind", "pc"),                      # a player plays a PC; the GM runs the others
    id="mouseguard",
    title="Mouse Guard",
    rules_version=RULES_VERSION,
    options_model="rules.mouseguard.options:MouseGuardOptions",
    new_state=new_state,
    load_views=loaded("rules.mouseguard.views", "VIEWS"),
    load_commands=loaded("rules.mouseguard.commands", "COMMANDS"),
    load_help=loaded("rules.mouseguard.help_words", "HELP"),
    gates=lazy_mapping("rules.mouseguard.gates", "GATES"),
    reads={
        "advancement": Read(view=lambda records, state, lang="en", **a: _views.advancement(records, state, lang, **a),
                            rows=lambda data, lang="en": _views.advancement_rows(data, lang),
                            help="Show a mouse's advancement tallies, rebuilt from the test events.", title="Advancement",
                            args=AdvancementArgs, events=True),
        "conflict": Read(view=lambda state, lang="en": _views.conflict(state, lang),
                         rows=lambda data, lang="en": _views.conflict_rows(data, lang),
                         help="Show the running (or last) conflict; unrevealed actions stay hidden.", title="Conflict"),
        "turn": Read(view=lambda state, lang="en": _views.turn(state, lang),
                     rows=lambda data, lang="en": _views.turn_rows(data, lang),
                     help="Show the session, scene and mission turn.", title="Turn"),
    },
    groups={"session": "Session phases: start, end.", "scene": "Scene phases: start, end.",
            "turn": "The mission's turns: show them, gm, players, end.", "rewards": "Rewards: give, done.",
            "trait": "Spend checks on a trait: charge, recharge.",
            "conflict": "Conflicts: show, start, disposition, wield, script, reveal, roll, maneuver, close."},
    languages=("en", "es"),
    words={"es": {"Odds": "Probabilidades", "Advancement": "Avance", "Conflict": "Conflicto", "Turn": "Turno", "Status": "Estado", "Skills": "Habilidades",
                  "Abilities": "Aptitudes", "Conditions": "Condiciones", "Weapons": "Armas", "Conflict types": "Tipos de conflicto",
                  "Conflict actions": "Acciones de conflicto", "also accepted": "también se acepta",
                  # the keys of recorded causes (``test #9``, ``conflict #27``), through the ledger's cause words
                  "test": "prueba", "conflict": "conflicto", "seed": "semilla", **KINDS_ES, **DETAIL_ES,
                  **FIELDS_ES},                     # the forms' captions (``caption_of``)
           # a volley's recorded keys as a correction names them (``ledger.projections.revisions``)
           "en": {"delta": "disposition change", "dispositions": "dispositions", "faces": "dice", **DETAIL_EN}},
    completions={"TYPE": "conflict-types", "sword_action": "conflict-actions",           # rules.completion
                 "conflict script actions": "conflict-actions", "conflict script actors": "characters"},
    reference={
        "skills": Reference(lambda: _ref.skills(), "Skills", "List the skills (names accepted in English and Spanish)."),
        "abilities": Reference(lambda: _ref.abilities(), "Abilities", "List the five abilities."),
        "conditions": Reference(lambda: _ref.conditions(), "Conditions", "List the conditions and how each is recovered."),
        "weapons": Reference(lambda: _ref.weapons(), "Weapons", "List the weapons and what each does in a conflict."),
        "conflict-types": Reference(lambda: _ref.conflict_types(), "Conflict types",
                                    "List the conflict types and the skills they test."),
        "conflict-actions": Reference(lambda: _ref.conflict_actions(), "Conflict actions", "List the four conflict actions."),
    },
)
