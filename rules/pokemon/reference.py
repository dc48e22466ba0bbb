"""Pokémon Noir reference lists (``ledger moves``, ``approaches``, ``harm-slots``, ``picks``): every name the
input accepts, in Italian and English, with a line in our own words.

Source: README "Using the ledger" (reference lists); the names are those of ``rules.pokemon.data`` (002, the catalogue §3 glossary
and the published game's approaches and slots, marked [P] there). The descriptions are ours, in English
here and in Italian in ``rules.pokemon.reference_it``.
"""

from __future__ import annotations

from typing import Any

from rules.pokemon.data import (APPROACHES, LADDERS, MOVE_NAMES, MOVES, PICKS, PUBLISHED_LIGHT, SEED_SLOTS, SLOT_NAMES,
                                pick_term, term, tier_term)
from rules.pokemon.reference_it import APPROACH_TEXT_IT, MOVE_TEXT_IT, PICK_TEXT_IT, SLOT_TEXT_IT, STAT_IT
from rules.reference import entry, from_aliases

LANGS = ("it", "en")

MOVE_TEXT = {
    "scambio": "one round of a Pokémon battle: both sides trade harm and the picks shape what lands",
    "tutto": "push a Pokémon to an Extreme Power beyond its limits, at a price in harm",
    "cerca": "search the wild for a Pokémon of some species",
    "ritira": "call a Pokémon back into its Ball",
    "droga": "change a Pokémon with a drug, trade radiation or a TM",
    "mercato": "buy something on the black market",
    "minaccia": "threaten someone with your Pokémon",
    "osserva": "read a tense situation and ask what matters",
    "alibi": "ask a contact for an alibi or cover",
}

APPROACH_TEXT = {
    "grinta": "toughness and nerve",
    "classe": "style and composure",
    "acume": "wits and knowledge",
    "bellezza": "looks and charm",
    "grazia": "delicacy and sweetness",
}

SLOT_TEXT = {
    "ferita": "a wound", "fatica": "exhaustion (Pokémon only in the published slots)", "ko": "knocked out",
    "disarmo": "disarmed", "posizione": "lost footing", "cicatrice": "a lasting scar", "rottura": "a broken bone",
    "menomazione": "a permanent impairment", "mortale": "mortal harm",
}

#: What each option does, move by move (our words, after ``rules.pokemon.exchange`` and ``rules.pokemon.moves``).
PICK_TEXT = {
    "scambio": {
        "potenzi": "the harm you inflict is one grade higher", "difendi": "the harm you take is one grade lower (may repeat)",
        "resisti": "resist a Condition coming at you (with evita, avoid it: two picks)",
        "prepari": "put a Condition on yourself or an ally", "plasmi": "put a Condition on the environment",
        "influenzi": "put a Condition on the opponent", "conduci": "lead the fight (told at the table)",
        "controlli": "control the situation (told at the table)", "proteggi": "protect someone (told at the table)",
        "ristori": "remove a Condition from yourself or someone else",
        "eludi": "slip past the opponent, removing one of its Conditions if named",
        "rigeneri": "clear Ferita or Fatica, once per battle (two picks: a Severe harm, or not counted)",
        "malus": "the cost of a 7-9: -1 on your next roll", "reazione": "the cost of a 7-9: the GM makes a Reaction",
    },
    "tutto": {"amicizia": "Friendship +1", "azzera": "a negative Friendship goes back to 1"},
    "cerca": {"tempo": "you lose a great deal of time", "orda": "a hostile horde turns up", "tracce": "you leave traces",
              "predato": "you are hunted and hurt"},
    "ritira": {"amicizia": "Friendship -1", "danno": "it harms someone", "visto": "someone sees it"},
    "mercato": {"allerta": "Alert +1", "debito": "the seller goes on your Debt List", "sovrapprezzo": "it costs 2 Resources more",
                "inferiore": "you get a weaker version"},
    "minaccia": {"cede": "they give in", "bluff": "they call your bluff", "ritratti": "you back off", "ferisci": "you hurt them",
                 "fugge": "they flee", "consegna": "they hand over what you want", "pokemon": "they fight back with their Pokémon",
                 "difesa": "they take cover", "calma": "they calm things down"},
    "osserva": {"via": "ask for a way out or in", "vulnerabile": "ask who is most vulnerable", "minaccia": "ask what the biggest threat is",
                "guardia": "ask what to watch out for", "posizione": "ask where the enemy really stands",
                "comando": "ask who is in charge", "apparenza": "ask what is not as it seems", "utile": "ask what is useful or valuable"},
    "alibi": {"allerta-1": "Alert -1", "allerta-2-favore": "Alert -2, and you owe a favour", "allerta-2": "Alert -2",
              "allerta-3-favore": "Alert -3, and you owe a favour"},
}

_STAT = {"approccio": "roll + an approach", "amicizia": "roll + the Pokémon's Friendship"}
#: Each ladder's tiers as the moves list shows them, lowest first, named by today's tier table (``tier_term``: the
#: Exchange's four tiers say 10-13, seed 002 l.9-15).
_LADDER = {name: " / ".join(tier_term(t, name, "en") for t in tiers) for name, (tiers, _) in LADDERS.items()}


def moves() -> list[dict[str, Any]]:
    """The rolled moves: Italian and English names; the stat and the tiers are in the description."""
    out = []
    for key, names in MOVE_NAMES.items():
        spec = MOVES[key]
        stat = _STAT.get(spec["stat"], f"roll + {term(spec['stat'], 'en')}")
        stat_it = STAT_IT.get(spec["stat"], f"tiro + {term(spec['stat'], 'it')}")
        out.append(entry(key, {lang: term(key, lang) for lang in LANGS}, names,
                         {"en": f"{stat} ({_LADDER[spec['ladder']]}): {MOVE_TEXT[key]}",
                          "it": f"{stat_it} ({_LADDER[spec['ladder']]}): {MOVE_TEXT_IT[key]}"}))
    return out


def approaches() -> list[dict[str, Any]]:
    """The five approaches (published game [P])."""
    return from_aliases(APPROACHES, term, LANGS, {k: {"en": v, "it": APPROACH_TEXT_IT[k]} for k, v in APPROACH_TEXT.items()})


def harm() -> list[dict[str, Any]]:
    """The harm slots with their grade (the seed's, and the published game's extra Light slots)."""
    texts = {}
    for slot in SLOT_NAMES:
        grade = next((g for g, slots in SEED_SLOTS.items() if slot in slots), "leggero")
        extra = "" if any(slot in s for s in SEED_SLOTS.values()) else "; published slots only"
        extra_it = "" if not extra else "; solo nelle caselle del gioco pubblicato"
        texts[slot] = {"en": f"{SLOT_TEXT[slot]} ({term(grade, 'en')} harm{extra})",
                       "it": f"{SLOT_TEXT_IT[slot]} (Danno {term(grade, 'it')}{extra_it})"}
    assert set(PUBLISHED_LIGHT) <= set(SLOT_NAMES)
    return from_aliases(SLOT_NAMES, term, LANGS, texts)


def picks() -> list[dict[str, Any]]:
    """The options ``resolve --pick`` takes, move by move (the same id may serve two moves)."""
    out = []
    for move, options in PICKS.items():
        for key, names in options.items():
            out.append(entry(key, {lang: pick_term(move, key, lang) for lang in LANGS}, names,
                             {"en": f"{term(move, 'en')}: {PICK_TEXT[move][key]}",
                              "it": f"{term(move, 'it')}: {PICK_TEXT_IT[move][key]}"}))
    return out
