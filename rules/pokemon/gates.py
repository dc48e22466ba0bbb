"""When each Pokémon Noir GdR command is allowed: the one table that gates the commands and lists them.

Source: catalogue §3.5 (sessions hold scenes; rolls, battles and Treat Violently happen in an open scene;
a roll waits for its resolution; a battle holds exchanges of harm, each exchanged once, 002 l.3, l.41;
the end of session, PN-M11, comes with the scene closed) and ``rules.pokemon.phases`` (the battle and
exchange machines). As in every system (``rules.phases``), ``rules.decide.decide`` checks a command's gate
before its handler, and each "allowed now" hint (refusals, ``ledger status``) is
``rules.phases.allowed_now`` over this same table. A command with no gate (None) is allowed in every
phase; what it still refuses is about its arguments (a Pokémon already evolved, an empty Backpack ...).
What depends on a command's arguments stays with its handler (the Exchange of Attacks needs a battle,
``rules.pokemon.exchange.before_scambio``; a key is activated in a running session unless it is new).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.phases import Gate, Needs, RollPhases, ScenePhases, SessionPhases, Way, allowed_now, refusal
from rules.pokemon.phases import BattlePhases, ExchangePhases


def _roll_words(state: dict[str, Any]) -> str:
    """The roll phase in the rules' English, the open roll's move by its English name (``rules.pokemon.data.term``:
    "Exchange of Attacks", never the id ``scambio``); each language's frame rewrites it (``rules.pokemon.refusals``)."""
    from rules.pokemon.data import term

    r = state.get("roll")
    if state["roll_phase"] == "adjusting" and r:
        return f"roll #{r['id']} ({term(r['move'], 'en')} by {r['roller']}) is waiting to be resolved"
    return "no roll is waiting to be resolved"


def _battle_words(state: dict[str, Any]) -> str:
    from rules.pokemon.words import ref_text

    battle = state["battle"]
    return f"{ref_text(battle['id'], 'en')} is open" if battle["phase"] == "open" else "no battle is open"


def _harm_waiting(state: dict[str, Any]) -> str:
    from rules.pokemon.words import ref_text

    ex = state["battle"].get("exchange") or {}
    return f"{ref_text(ex.get('id', 'the exchange'), 'en')} has not exchanged its harm yet"


RUNNING = Needs(SessionPhases, lambda s: s["session"]["phase"], "begin_end", "session")
SCENE = Needs(ScenePhases, lambda s: s["scene"]["phase"], "end", "scene")
NO_SCENE = Needs(ScenePhases, lambda s: s["scene"]["phase"], "start", "scene")
IDLE = Needs(RollPhases, lambda s: s["roll_phase"], "roll", "roll", _roll_words)
WAITING = Needs(RollPhases, lambda s: s["roll_phase"], "resolve", "roll", _roll_words)
NO_BATTLE = Needs(BattlePhases, lambda s: s["battle"]["phase"], "start", "battle", _battle_words)
BATTLE = Needs(BattlePhases, lambda s: s["battle"]["phase"], "end", "battle", _battle_words)
#: What a refusal says of a battle's exchange (``ExchangePhases``; 002 "Scambio di Attacchi"): never the phase's id.
EXCHANGE_WORDS = {"idle": "no exchange is open", "rolling": "an exchange is being rolled"}
EXCHANGE = Needs(ExchangePhases, lambda s: s["battle"]["exchange_phase"], "exchange", "exchange",
                 lambda s: EXCHANGE_WORDS[s["battle"]["exchange_phase"]])


def _exchanged(state: dict[str, Any]) -> bool:
    return state["battle"]["exchange_phase"] == "idle"


def _treatable(state: dict[str, Any]) -> bool:
    """Some Pokémon may be treated violently now: the predicate the command refuses by (``rules.pokemon.violence``)."""
    from rules.pokemon.violence import someone_treatable

    return someone_treatable(state)


def _not_treatable(state: dict[str, Any]) -> str:
    from rules.pokemon.violence import why_no_one

    return why_no_one(state)


#: Command -> gate, in the command table's order (``rules.pokemon.commands.COMMANDS``).
GATES: dict[str, Gate | None] = {
    "add-character": None,
    "add-pokemon": None,
    "session start": (Way((Needs(SessionPhases, lambda s: s["session"]["phase"], "start", "session"),)),),
    "session end": (Way((RUNNING, NO_SCENE)),),
    "scene start": (Way((RUNNING, NO_SCENE)),),
    "scene end": (Way((IDLE, NO_BATTLE, SCENE)),),
    "battle start": (Way((SCENE, NO_BATTLE)),),
    "battle harm": (Way((IDLE, BATTLE, EXCHANGE)),),
    "battle end": (Way((BATTLE, IDLE), when=_exchanged, why_not=_harm_waiting),),
    "roll": (Way((SCENE, IDLE)),),
    "resolve": (Way((WAITING,)),),
    "treat-violently": (Way((SCENE,), when=_treatable, why_not=_not_treatable),),
    "harm": None,
    "heal": None,
    "rest": None,
    "remedy": None,
    "condition": None,
    "adjust": None,
    "forward": None,
    "key": None,
    "debt add": None,
    "debt remove": None,
    "item": None,
    "wheel rhythm": None,
    "evolve": None,
    "ball": None,
    "need": None,
}


def allowed(state: dict[str, Any]) -> list[str]:
    """Every command allowed in ``state`` now (``rules.phases.allowed_now`` over ``GATES``)."""
    return allowed_now(GATES, state)


def refuse(state: dict[str, Any], reason: str, field: str = "phase") -> RuleError:
    """A one-line refusal: ``reason``, then every command allowed in ``state`` now."""
    return refusal(GATES, state, reason, field)
