"""Basic abilities reference lists (``ledger abilities``, ``tiers``, ``uncounted``): every name the input
accepts (English only, the seed's language), with a line in our own words.

Source: README "Using the ledger" (reference lists); the names are those of ``rules.basic.data`` (seed 003 and the catalogue §4).
The abilities are typed as commands; the tiers are what ``--tier`` takes when the GM gives a result; the
reasons are what ``ask --uncounted`` takes. The descriptions are ours.
"""

from __future__ import annotations

from typing import Any

from rules.basic.data import ABILITIES, ANSWERS, ANYTHING_ELSE, TIER_NAMES, UNCOUNTED, term
from rules.reference import entry, from_aliases

LANGS = ("en",)

#: The command each ability is typed as (``rules.basic.commands``).
COMMAND = {"attack": "attack", "defend": "attack defend", "get_answers": "get-answers", "help": "help", "hinder": "hinder",
           "make_progress": "make-progress", "move": "move", "prepare": "prepare", "anything_else": "anything-else"}

ABILITY_TEXT = {
    "attack": "test to hurt a foe: declare, roll, then resolve the damage from the totals",
    "defend": "test to turn an attack aside or soften it, before it is resolved",
    "get_answers": "test to learn what is true: ask questions, more on a better result",
    "help": "stack your die (by level) on a friend's coming test",
    "hinder": "stack your die (by level) against a foe's coming test",
    "make_progress": "test to fill a progress bar toward a long task",
    "move": "go somewhere; a test only when the way is contested",
    "prepare": "in downtime, set aside flashback dice for a situation to come",
    "anything_else": "any other test; the result says how well it goes",
}

UNCOUNTED_TEXT = {
    "already_answered": "the question was answered before, so it uses no slot",
    "no_test_needed": "the answer is obvious without a test, so it uses no slot",
    "not_answerable": "nobody could know it, so it uses no slot",
}


def abilities() -> list[dict[str, Any]]:
    """The nine abilities and the command each is typed as."""
    return [entry(key, {"en": ABILITIES[key]}, [COMMAND[key]], f"`{COMMAND[key]}`: {ABILITY_TEXT[key]}") for key in ABILITIES]


def tiers() -> list[dict[str, Any]]:
    """The four results of a test, worst first, with what each means for Anything else and Get answers."""
    texts = {t: f"the tester {ANYTHING_ELSE[t]}; Get answers: {ANSWERS[t][0]} questions"
                f"{'' if ANSWERS[t][1] else ', answers may be false'}" for t in TIER_NAMES}
    return from_aliases(TIER_NAMES, term, LANGS, texts)


def uncounted() -> list[dict[str, Any]]:
    """The reasons a question of Get answers uses no slot."""
    return from_aliases(UNCOUNTED, lambda k, lang: term(k, lang), LANGS, UNCOUNTED_TEXT)
