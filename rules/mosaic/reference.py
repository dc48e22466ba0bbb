"""MOSAIC reference lists (``ledger moves``, ``playbooks``, ``stats``, ``milestones``, ``picks``): every
name the input accepts, in English and German, with a line in our own words.

Source: issue #13 item 3; the names are those of ``rules.mosaic.data`` (001 and the catalogue §2; the
German labels are the project's). The descriptions are ours, in English.
"""

from __future__ import annotations

from typing import Any

from rules.mosaic.data import MILESTONES, MOVE_NAMES, MOVES, OPTIONS, PLAYBOOK_NAMES, PLAYBOOKS, RETIRE_COST, STAT_NAMES, STATS, term
from rules.reference import entry, from_aliases

LANGS = ("en", "de")

MOVE_TEXT = {
    "push": "force your way through by strength or violence",
    "hold": "stand firm against an attack or a pressure",
    "avoid": "slip away, hide or dodge",
    "learn": "study a place or a situation and ask what happened or is about to",
    "call": "rally people with your voice and presence",
    "initiate_interaction": "approach an NPC of a culture to begin an interaction",
    "intimidate": "make someone give way under threat",
    "reason": "win someone over with arguments",
    "bargain": "strike a deal",
    "empathy": "read someone and ask about their honesty or intent",
    "impress": "make someone obey through your standing",
    "care": "tend a hurt or shaken companion (marks an influence of your choice on them)",
    "travel": "overcome a journey's key obstacle in your role",
    "flowers": "face what the Flowers bring; nothing is added to the roll",
}

STAT_TEXT = {
    "aggression": "force and violence",
    "discipline": "restraint, order and endurance",
    "cunning": "guile, stealth and trade",
    "understanding": "insight into places and people",
    "inspiration": "presence and the power to move others",
}

MILESTONE_TEXT = {
    "adapt": "move one Mosaic Rank to another culture (its trait follows)",
    "develop": "rewrite a trait, or take a new one the GM offers",
    "rethink": "move a highlight to another stat",
    "train": "become proficient with one more item",
    "ally": "an NPC becomes your Reliable Ally (and may ask for repayment)",
    "location": "found a Safe Location: resting there gives an extra task; it needs upkeep",
    "mark": "leave a lasting mark on a culture, tapped once per session for Advantage",
    "retire": f"leave play (costs {RETIRE_COST} Experience; needs a completed Quest)",
}


def _roll(key: str) -> str:
    spec = MOVES[key]
    if spec["roll"] == "culture":
        return "roll + your rank in the NPC's culture"
    if spec["roll"] == "nothing":
        return "roll +nothing"
    return f"roll +{term(spec['stat'])}" if spec["stat"] else "roll + the stat of your role"


def moves() -> list[dict[str, Any]]:
    """The rolled moves: English and German names; the stat rolled and the kind are in the description."""
    return [entry(key, {lang: term(key, lang) for lang in LANGS}, names,
                  f"{MOVES[key]['kind']} move, {_roll(key)}: {MOVE_TEXT[key]}; options {', '.join(MOVES[key]['options'])}")
            for key, names in MOVE_NAMES.items()]


def stats() -> list[dict[str, Any]]:
    """The five stats, with the moves that roll each and the playbook that highlights it."""
    texts = {}
    for stat in STATS:
        rolled = ", ".join(term(m) for m, spec in MOVES.items() if spec["stat"] == stat)
        book = next(term(b) for b, s in PLAYBOOKS.items() if s == stat)
        texts[stat] = f"{STAT_TEXT[stat]}; rolled by {rolled}; highlighted for the {book}"
    return from_aliases(STAT_NAMES, term, LANGS, texts)


def playbooks() -> list[dict[str, Any]]:
    """The five playbooks and the stat each highlights."""
    return from_aliases(PLAYBOOK_NAMES, term, LANGS, {b: f"highlights {term(s)}" for b, s in PLAYBOOKS.items()})


def milestones() -> list[dict[str, Any]]:
    """The milestones bought with the group's Experience during a rest."""
    return from_aliases(MILESTONES, term, LANGS, MILESTONE_TEXT)


def picks() -> list[dict[str, Any]]:
    """The option ids of the moves' lists (``resolve --pick ID``; ``TRAIT`` where a trait names the move)."""
    return [entry(key, {lang: key for lang in LANGS}, [key], {"en": en, "de": de}) for key, (en, de) in OPTIONS.items()]
