"""MOSAIC reference lists (``ledger moves``, ``playbooks``, ``stats``, ``milestones``, ``picks``): every
name the input accepts, in English and German, with a line in our own words.

Source: README "Using the ledger" (reference lists); the names are those of ``rules.mosaic.data`` (001 and the catalogue §2; the
German labels are the project's). The descriptions are ours, in English and German.
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

MOVE_TEXT_DE = {
    "push": "sich mit Kraft oder Gewalt durchsetzen",
    "hold": "einem Angriff oder einem Druck standhalten",
    "avoid": "entwischen, sich verstecken oder ausweichen",
    "learn": "einen Ort oder eine Lage erkunden und fragen, was geschah oder gleich geschieht",
    "call": "Leute mit Stimme und Auftreten sammeln",
    "initiate_interaction": "einen NSC einer Kultur ansprechen, um eine Interaktion zu beginnen",
    "intimidate": "jemanden unter Drohung nachgeben lassen",
    "reason": "jemanden mit Argumenten gewinnen",
    "bargain": "einen Handel abschließen",
    "empathy": "jemanden lesen und nach Ehrlichkeit oder Absicht fragen",
    "impress": "jemanden durch dein Ansehen gehorchen lassen",
    "care": "einen verletzten oder erschütterten Gefährten pflegen (markiert einen Einfluss deiner Wahl bei ihm)",
    "travel": "das Haupthindernis einer Reise in deiner Rolle überwinden",
    "flowers": "sich dem stellen, was die Blumen bringen; nichts wird zum Wurf addiert",
}

STAT_TEXT_DE = {
    "aggression": "Kraft und Gewalt",
    "discipline": "Zurückhaltung, Ordnung und Ausdauer",
    "cunning": "List, Heimlichkeit und Handel",
    "understanding": "Einsicht in Orte und Menschen",
    "inspiration": "Auftreten und die Kraft, andere zu bewegen",
}

MILESTONE_TEXT_DE = {
    "adapt": "einen Mosaikrang in eine andere Kultur verschieben (sein Merkmal folgt)",
    "develop": "ein Merkmal neu schreiben oder ein neues vom SL nehmen",
    "rethink": "eine Hervorhebung auf einen anderen Wert legen",
    "train": "mit einem weiteren Gegenstand geübt werden",
    "ally": "ein NSC wird dein verlässlicher Verbündeter (und kann Gegenleistung verlangen)",
    "location": "einen sicheren Ort gründen: eine Rast dort gibt eine zusätzliche Aufgabe; er braucht Unterhalt",
    "mark": "einer Kultur bleibende Spuren hinterlassen, einmal pro Sitzung für Vorteil genutzt",
    "retire": f"das Spiel verlassen (kostet {RETIRE_COST} Erfahrung; braucht eine erfüllte Queste)",
}

_KIND_DE = {"action": "Aktionszug", "interaction": "Interaktionszug", "secondary": "Nebenzug"}


def _roll(key: str, lang: str = "en") -> str:
    spec = MOVES[key]
    de = lang == "de"
    if spec["roll"] == "culture":
        return "Wurf + dein Rang in der Kultur des NSC" if de else "roll + your rank in the NPC's culture"
    if spec["roll"] == "nothing":
        return "Wurf +NOTHING" if de else "roll +nothing"
    if spec["stat"]:
        return f"{'Wurf' if de else 'roll'} +{term(spec['stat'], lang)}"
    return "Wurf + der Wert deiner Rolle" if de else "roll + the stat of your role"


def moves() -> list[dict[str, Any]]:
    """The rolled moves: English and German names; the stat rolled and the kind are in the description."""
    return [entry(key, {lang: term(key, lang) for lang in LANGS}, names,
                  {"en": f"{MOVES[key]['kind']} move, {_roll(key)}: {MOVE_TEXT[key]}; options {', '.join(MOVES[key]['options'])}",
                   "de": f"{_KIND_DE.get(MOVES[key]['kind'], MOVES[key]['kind'])}, {_roll(key, 'de')}: {MOVE_TEXT_DE[key]}; "
                         f"Optionen {', '.join(MOVES[key]['options'])}"})
            for key, names in MOVE_NAMES.items()]


def stats() -> list[dict[str, Any]]:
    """The five stats, with the moves that roll each and the playbook that highlights it."""
    texts = {}
    for stat in STATS:
        rolled = ", ".join(term(m) for m, spec in MOVES.items() if spec["stat"] == stat)
        book = next(term(b) for b, s in PLAYBOOKS.items() if s == stat)
        rolled_de = ", ".join(term(m, "de") for m, spec in MOVES.items() if spec["stat"] == stat)
        book_de = next(term(b, "de") for b, s in PLAYBOOKS.items() if s == stat)
        texts[stat] = {"en": f"{STAT_TEXT[stat]}; rolled by {rolled}; highlighted for the {book}",
                       "de": f"{STAT_TEXT_DE[stat]}; gewürfelt bei {rolled_de}; hervorgehoben durch das Playbook {book_de}"}
    return from_aliases(STAT_NAMES, term, LANGS, texts)


def playbooks() -> list[dict[str, Any]]:
    """The five playbooks and the stat each highlights."""
    return from_aliases(PLAYBOOK_NAMES, term, LANGS, {b: {"en": f"highlights {term(s)}", "de": f"hebt {term(s, 'de')} hervor"}
                                                      for b, s in PLAYBOOKS.items()})


def milestones() -> list[dict[str, Any]]:
    """The milestones bought with the group's Experience during a rest."""
    return from_aliases(MILESTONES, term, LANGS, {k: {"en": v, "de": MILESTONE_TEXT_DE[k]} for k, v in MILESTONE_TEXT.items()})


def picks() -> list[dict[str, Any]]:
    """The option ids of the moves' lists (``resolve --pick ID``; ``TRAIT`` where a trait names the move)."""
    return [entry(key, {lang: key for lang in LANGS}, [key], {"en": en, "de": de}) for key, (en, de) in OPTIONS.items()]
