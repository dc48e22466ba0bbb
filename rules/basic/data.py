"""Basic abilities reference data: outcome tiers, abilities, the stacking die by level, display names.

Source: seed 003 (every section: the four outcomes of each ability, the level table under Help, Hinder
and Prepare) and catalogue §4.1-§4.3 (GS-D01, GS-M01..M09, the die-size table). The seed names no game;
the system is called "Basic abilities" after the seed's title. Imports nothing.
"""

from __future__ import annotations

#: The four outcomes of a test, worst first (003, each ability's "if you..." list; catalogue GS-D01).
TIERS = ("fail", "partial", "full", "critical")

#: Accepted spellings of each tier (GS-A11: Get answers' plain "Succeed" is the same tier as "Fully succeed").
TIER_NAMES = {
    "fail": ("Fail", "Failure", "Failed"),
    "partial": ("Partially succeed", "Partial success", "Partial"),
    "full": ("Fully succeed", "Full success", "Succeed", "Success", "Full"),
    "critical": ("Critically succeed", "Critical success", "Crit", "Critical"),
}

#: The stacking die by level (003 Help / Hinder / Prepare: "The dice you stack depends on what level you
#: are"): (lowest level, die size). Level 9 and above stack d12s.
DIE_BY_LEVEL = ((9, 12), (7, 10), (5, 8), (3, 6), (1, 4))

#: Bounds the seed leaves open (catalogue §4.1 gives no ranges): checked on every write.
LEVEL_MIN, LEVEL_MAX = 1, 30
ATTRIBUTE_MIN, ATTRIBUTE_MAX = -10, 30
PASSIVE_MIN, PASSIVE_MAX = 0, 100
DIFFICULTY_MAX = 999
BAR_SIZE_MAX = 10_000

#: The nine basic abilities (003; catalogue GS-M01..M09): id -> display name.
ABILITIES = {
    "attack": "Attack", "defend": "Defend", "get_answers": "Get answers", "help": "Help", "hinder": "Hinder",
    "make_progress": "Make progress", "move": "Move", "prepare": "Prepare", "anything_else": "Anything else",
}

#: Get answers (003 "Get answers"; GS-M03): tier -> (questions allowed, answers must be true).
ANSWERS = {"fail": (2, False), "partial": (2, True), "full": (3, True), "critical": (4, True)}

#: Why a question does not use up a slot (003 "Questions cannot be wasted").
UNCOUNTED = {
    "already_answered": ("already answered", "already-answered", "answered"),
    "no_test_needed": ("no test needed", "no-test-needed", "obvious"),
    "not_answerable": ("not answerable", "not-answerable", "unanswerable"),
}

#: The question that is always allowed and always counts (003 "Get answers").
GUIDANCE_QUESTION = "What questions should I ask?"

#: What an outcome means for Anything else (and Move when it needs a test, GS-A13), in our own words.
ANYTHING_ELSE = {
    "fail": "does not get what they wanted, and may be in trouble",
    "partial": "gets what they wanted, with a complication",
    "full": "gets exactly what they wanted",
    "critical": "gets what they wanted and something extra",
}

#: Display names of a character's fields, as the sheet shows them: ``ledger why NAME FIELD`` takes the id or
#: this name (``ledger why Ogre "Damage taken"``), and the arc's rows use them. ``die`` is not stored: it
#: follows the level.
FIELDS = {
    "kind": "Kind", "level": "Level", "die": "Stacking die", "attributes": "Attributes", "passive": "Passive",
    "damage": "Damage taken", "stacked_for": "Dice stacked for", "stacked_against": "Dice stacked against",
    "flashback": "Flashback dice", "answers": "Questions", "operations": "Help operations",
}

#: Display names of ids (tiers, phases, dice roles, reasons, the sheet's fields).
EN = {
    **{k: v[0] for k, v in TIER_NAMES.items()}, **ABILITIES,
    "for": "for", "against": "against", "test": "test",
    "already_answered": "already answered", "no_test_needed": "no test needed", "not_answerable": "not answerable",
    "not_started": "not started", "running": "running", "ended": "ended", "open": "open", "closed": "closed",
    "idle": "idle", "declared": "declared", "defence_window": "defence window", "rolled": "rolled", "resolved": "resolved",
    "pc": "PC", "npc": "NPC", "discard": "discard", "carry": "carry",
    **FIELDS,
}


def term(key: str, lang: str = "en") -> str:
    """Display name of an id (tier, ability, phase, reason, a sheet field) in ``lang``; other keys (attribute
    ids, names) come back unchanged. Only English exists: the seed is English."""
    if key in EN:
        return EN[key]
    return key


def die_for_level(level: int) -> int:
    """Sides of the die a character of ``level`` stacks (003 Help/Hinder/Prepare table; GS-EX-13).

    ``die_for_level(2) == 4``, ``3 -> 6``, ``8 -> 10``, ``12 -> 12``. Levels below 1 count as 1.
    """
    for lowest, sides in DIE_BY_LEVEL:
        if level >= lowest:
            return sides
    return 4
