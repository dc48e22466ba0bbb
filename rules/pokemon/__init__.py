"""Pokémon Noir GdR (seed 002, Italian PbtA hack) as one ``GameSystem``.

Modules: ``data`` (Italian terms and English glosses, moves, options, harm slots), ``options``
(campaign options, catalogue Appendix A), ``phases`` (battle and exchange machines), ``state`` (tracks,
harm, Conditions, Debt List, Backpack), ``rolls`` (2d6 + stat, tiers, Treat Violently, resolving),
``exchange`` (battles and the Exchange of Attacks), ``moves`` (the other moves), ``session`` (end of
session, the Wheel, Need, evolution, rest and remedies), ``commands`` (the command table), ``help_words`` and
``captions`` (its help in Italian, its arguments' captions in Italian and English), ``views``.
"""

from __future__ import annotations

from typing import Any

from rules.pokemon.captions import EN as CAPTIONS_EN, IT as CAPTIONS_IT
from rules.pokemon.kinds import IT as KINDS_IT
from rules.pokemon.detail_words import EN as DETAIL_EN, IT as DETAIL_IT
from rules.reference import Reference
from rules.follow_ups import roll_follows
from rules.declaration import GmArgument, Read
from rules.system import GameSystem, lazy_mapping, lazy_module, loaded

_views = lazy_module("rules.pokemon.views")
_state = lazy_module("rules.pokemon.state")
_ref = lazy_module("rules.pokemon.reference")

RULES_VERSION = "pokenoir-2026.11-1"


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new campaign (see ``rules.pokemon.state.new_state``)."""
    return _state.new_state(options)


def players(state: dict[str, Any]) -> list[str]:
    """The characters players are seated at: every trainer. A Pokémon is its trainer's (``owner_of``): whoever plays
    the trainer plays it, and no one is seated at it alone. Source: seed 002 (trainers are the players'
    characters; each Pokémon has its trainer)."""
    return [name for name, rec in (state.get("characters") or {}).items() if rec.get("tipo") == "allenatore"]


def owner_of(state: dict[str, Any], name: str) -> str | None:
    """The trainer a Pokémon ``name`` (a stored name) belongs to while it still acts for them (``allenatore``), so
    that the trainer's player plays it; None for a trainer, an unknown name, or a Pokémon that fled or turned
    against its trainer (``stato`` ``fuggito``/``rivoltato``: the GM's to run). Source: seed 002 (a Pokémon that
    flees or rebels leaves its trainer for good)."""
    rec = (state.get("characters") or {}).get(name)
    if not isinstance(rec, dict) or rec.get("tipo") != "pokemon" or rec.get("stato") in ("fuggito", "rivoltato"):
        return None
    return rec.get("allenatore")


#: The arguments of a player's command that are the GM's ruling (docs/systems/pokemon.md, "Who gives which command").
GM_ARGUMENTS = {
    "resolve": {"slot": GmArgument("002 'Tutto': on a 6- the Severe harm taken is the GM's pick"),
                "reazione": GmArgument("002: on a 6- (or a 7-9 that calls for one) 'il GM fa una Reazione'")},
}

#: The GM's rulings among the GM's commands (docs/systems/pokemon.md, "Who gives which command").
GM_RULINGS = frozenset({'add-pokemon', 'adjust', 'forward', 'evolve', 'harm', 'heal', 'condition', 'battle harm',
                        'debt add', 'debt remove'})

SYSTEM = GameSystem(
    gm_arguments=GM_ARGUMENTS,
    # 002: the trainer who rolled (or the GM) resolves; Treat Violently improves the open roll only on the
    # trainer's own move (l.53-63), with no roll open anyone's trainer may
    follows=roll_follows({"resolve": ("roller",), "treat-violently": ("roller",)}),
    gm_commands=frozenset({'add-character', 'recap', 'battle start', 'battle end', 'scene start', 'scene end', 'session start', 'session end', 'wheel rhythm',
                            *GM_RULINGS}),
    gm_rulings=GM_RULINGS,
    players=players,
    owner_of=owner_of,
    id="pokemon",
    title="Pokémon Noir GdR",
    rules_version=RULES_VERSION,
    options_model="rules.pokemon.options:PokemonOptions",
    new_state=new_state,
    load_views=loaded("rules.pokemon.views", "VIEWS"),
    load_commands=loaded("rules.pokemon.commands", "COMMANDS"),
    load_help=loaded("rules.pokemon.help_words", "HELP"),
    gates=lazy_mapping("rules.pokemon.gates", "GATES"),
    reads={
        "wheel": Read(view=lambda state, lang="it": _views.wheel(state, lang), rows=lambda data, lang="it": _views.wheel_rows(data, lang),
                      help="Show the Wheel (Ruota): Steps and Rhythm.", title="Wheel"),
        "battle": Read(view=lambda state, lang="it": _views.battle(state, lang), rows=lambda data, lang="it": _views.battle_rows(data, lang),
                       help="Show the battle and its current exchange of harm.", title="Battle"),
    },
    groups={"session": "Session phases: start, end (XP per key, Resources, the Wheel).", "scene": "Scene phases: start, end.",
            "battle": "Battles: show, start, harm (exchange the harm once), end.", "debt": "The Debt List: add, remove.",
            "wheel": "The Wheel: show it, set its Rhythm."},
    languages=("it", "en"),
    words={"it": {"Odds": "Probabilità", "History": "Cronologia", "Sheet": "Scheda", "time": "ora", "actor": "chi", "action": "azione",
                  "what changed": "cambiamenti", "why": "perché", "created": "creazione", "yes": "sì", "field": "campo",
                  "value": "valore", "Wheel": "Ruota", "Battle": "Battaglia", "by": "di", "physical": "dadi fisici",
                  # the words of ledger history's marks, ledger why and ledger arc
                  "session": "sessione", "scene": "scena", "undone": "annullata", "amended": "corretta", "who": "chi",
                  "before": "prima", "after": "dopo", "cause": "causa", "reason": "motivo", "command": "comando",
                  "when": "quando", "start": "inizio", "Arc": "Arco",
                  # ledger status and the reference lists (README "At the table: ledger play")
                  "Status": "Stato", "Moves": "Mosse", "Approaches": "Approcci", "Harm slots": "Danni", "Picks": "Scelte",
                  "also accepted": "accettato anche", **KINDS_IT, **DETAIL_IT, **CAPTIONS_IT},
           # the recorded keys a correction names (``ledger.projections.revisions``)
           "en": {**DETAIL_EN, **CAPTIONS_EN}},
    completions={"pick": "open picks", "SLOT": "harm-slots", "POKEMON": "characters", "TRAINER": "characters",
                 "TARGET": "characters"},                   # rules.completion
    reference={
        "moves": Reference(lambda: _ref.moves(), "Moves", "List the moves (names accepted in Italian and English)."),
        "approaches": Reference(lambda: _ref.approaches(), "Approaches", "List the five approaches."),
        "harm-slots": Reference(lambda: _ref.harm(), "Harm slots", "List the harm slots and their grade."),
        "picks": Reference(lambda: _ref.picks(), "Picks", "List the options resolve takes, move by move."),
    },
)
