"""Pokémon Noir reference lists (``ledger moves``, ``approaches``, ``harm-slots``, ``picks``): every name the
input accepts, in Italian and English, with a line in our own words.

Source: issue #13 item 3; the names are those of ``rules.pokemon.data`` (002, the catalogue §3 glossary
and the published game's approaches and slots, marked [P] there). The descriptions are ours, in English.
"""

from __future__ import annotations

from typing import Any

from rules.pokemon.data import APPROACHES, MOVE_NAMES, MOVES, PICKS, PUBLISHED_LIGHT, SEED_SLOTS, SLOT_NAMES, pick_term, term
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

_STAT = {"approccio": "roll + an approach", "amicizia": "roll + the Pokémon's Friendship"}
_LADDER = {"four": "6- / 7-9 / 10+ / 14+", "three": "6- / 7-9 / 10+", "two": "6- / 7+"}


def moves() -> list[dict[str, Any]]:
    """The rolled moves: Italian and English names; the stat and the tiers are in the description."""
    out = []
    for key, names in MOVE_NAMES.items():
        spec = MOVES[key]
        stat = _STAT.get(spec["stat"], f"roll +{term(spec['stat'], 'en')}")
        out.append(entry(key, {lang: term(key, lang) for lang in LANGS}, names,
                         f"{stat} ({_LADDER[spec['ladder']]}): {MOVE_TEXT[key]}"))
    return out


def approaches() -> list[dict[str, Any]]:
    """The five approaches (published game [P])."""
    return from_aliases(APPROACHES, term, LANGS, APPROACH_TEXT)


def harm() -> list[dict[str, Any]]:
    """The harm slots with their grade (the seed's, and the published game's extra Light slots)."""
    texts = {}
    for slot in SLOT_NAMES:
        grade = next((g for g, slots in SEED_SLOTS.items() if slot in slots), "leggero")
        extra = "" if any(slot in s for s in SEED_SLOTS.values()) else "; published slots only"
        texts[slot] = f"{SLOT_TEXT[slot]} ({term(grade, 'en')} harm{extra})"
    assert set(PUBLISHED_LIGHT) <= set(SLOT_NAMES)
    return from_aliases(SLOT_NAMES, term, LANGS, texts)


def picks() -> list[dict[str, Any]]:
    """The options ``resolve --pick`` takes, move by move (the same id may serve two moves)."""
    out = []
    for move, options in PICKS.items():
        for key, names in options.items():
            out.append(entry(key, {lang: pick_term(move, key, lang) for lang in LANGS}, names,
                             f"an option of {term(move, 'en')} ({term(move, 'it')})"))
    return out
