"""Mouse Guard reference lists (``ledger skills``, ``abilities``, ``conditions``, ``weapons``,
``conflict-types``, ``conflict-actions``): every name the input accepts, in English and Spanish, with a
line in our own words.

Source: issue #13 item 3; the names are those of ``rules.mouseguard.data`` (004 and the catalogue §5
glossary; the skill list, the conflict-type table and the axe are data of ours, see there). The
descriptions are ours, in English.
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.data import (
    ABILITY_NAMES, ACTION_NAMES, ACTION_OB, CONDITION_NAMES, CONFLICT_TYPE_NAMES, CONFLICT_TYPES, RECOVERY, SKILL_NAMES,
    WEAPON_NAMES, WEAPONS, term,
)
from rules.reference import from_aliases

LANGS = ("en", "es")

SKILL_TEXT = {
    "administrator": "running a town, a guardhouse or its paperwork",
    "apiarist": "keeping bees and taking their honey and wax",
    "archivist": "finding, keeping and copying records",
    "armorer": "making and mending weapons and armour",
    "baker": "baking bread and keeping a patrol fed",
    "boatcrafter": "building and repairing boats",
    "brewer": "brewing drink, and the know-how of the tavern",
    "carpenter": "working wood into buildings, furniture and tools",
    "cartographer": "drawing and reading maps",
    "cook": "cooking meals from whatever is at hand",
    "deceiver": "lying convincingly and keeping a straight face",
    "fighter": "fighting with weapons and paws",
    "glazier": "making and fitting glass",
    "haggler": "striking a bargain and holding to it",
    "harvester": "gathering crops and food from the wild",
    "healer": "treating wounds and sickness",
    "hunter": "tracking and killing game",
    "instructor": "teaching others a skill",
    "insectrist": "handling and training insects",
    "laborer": "hard, plain physical work",
    "loremouse": "knowing the history and lore of the mouse territories",
    "manipulator": "bending others to your will by pressure and guile",
    "militarist": "planning battles and leading troops",
    "miller": "grinding grain and running a mill",
    "orator": "speaking to a crowd and moving it",
    "pathfinder": "finding the way across the territories",
    "peasant": "farming and the everyday work of a village",
    "persuader": "convincing someone with reasons",
    "potter": "shaping and firing clay",
    "scientist": "studying how the world works and building devices",
    "scout": "spotting danger and moving unseen",
    "smith": "working metal at the forge",
    "stonemason": "cutting stone and building with it",
    "survivalist": "living off the wild and keeping a camp",
    "weather_watcher": "reading the sky and foretelling the weather",
    "weaver": "spinning, weaving and sewing cloth",
}

ABILITY_TEXT = {
    "nature": "acting as a mouse does by instinct (hiding, fleeing, foraging); tapping it for another test costs Nature",
    "will": "strength of mind, used for thinking and social tests",
    "health": "strength of body, used for physical tests",
    "resources": "the means to buy and pay for things",
    "circles": "the mice you know and can call on",
}

CONDITION_TEXT = {
    "hungry": "-1 disposition in conflicts; recover with Peasant, Cook, Brewer, Baker or Resources (the campaign's Ob); "
              "clear it before any other recovery",
    "angry": "-1 disposition in Will conflicts; recover with Will, Ob 2",
    "tired": "-1 disposition in conflicts; recover with Health, Ob 3",
    "injured": "-1D to Nature, Will, Health and skills; recover with Health, Ob 4, or a healer's treatment",
    "sick": "-1D to Nature, Will, Health and skills; recover with Will, Ob 4, or a healer's treatment",
}

ACTION_TEXT = {
    "attack": "strike to lower the other side's disposition",
    "defend": "shield your side and win back disposition",
    "feint": "strike past a defender (beats Defend, loses to Attack)",
    "maneuver": "gain the upper hand: impede, gain position or disarm",
}

TYPE_TEXT = {
    "fight": "a battle of weapons and paws between mice or other people",
    "fight_animal": "a fight against a beast that cannot be reasoned with",
    "chase": "running someone down, or getting away",
    "journey": "crossing dangerous country against the weather and the land",
    "argument": "winning someone over in a debate",
    "negotiation": "bargaining over terms",
    "speech": "moving a crowd with words",
    "war": "armies or companies against each other",
}


def _weapon_text(key: str) -> str:
    """A weapon's line from its data: reach, dice it adds, special rules."""
    w = WEAPONS[key]
    parts = [f"{w['reach']} reach"]
    parts += [f"+{n}D to {term(a)}" for a, n in w["dice"].items()]
    if w.get("override") == "normal_spear":
        parts.append("its Attack becomes versus against normal weapons and spears")
    if w.get("override") == "shorter":
        parts.append("its Attack becomes versus against shorter reach")
    if w.get("thrown"):
        parts.append("may be thrown (then lost)")
    if "modes" in w:
        parts.append("wielded as a spear or an axe")
    for flag, text in (("bow", "shoots from afar"), ("hook", "pulls an opponent"), ("knife", "a tool as much as a weapon"),
                       ("sword", "a duellist's blade")):
        if w.get(flag):
            parts.append(text)
    return "; ".join(parts)


def skills() -> list[dict[str, Any]]:
    """Every skill a mouse may hold."""
    return from_aliases(SKILL_NAMES, term, LANGS, SKILL_TEXT)


def abilities() -> list[dict[str, Any]]:
    """The five abilities."""
    return from_aliases(ABILITY_NAMES, term, LANGS, ABILITY_TEXT)


def conditions() -> list[dict[str, Any]]:
    """The five conditions, with their recovery tests (``RECOVERY``)."""
    assert set(RECOVERY) == set(CONDITION_TEXT)
    return from_aliases(CONDITION_NAMES, term, LANGS, CONDITION_TEXT)


def conflict_actions() -> list[dict[str, Any]]:
    """The four conflict actions and their Ob when tested alone."""
    texts = {k: f"{v}; Ob {ACTION_OB[k]} when independent" if ACTION_OB[k] else v for k, v in ACTION_TEXT.items()}
    return from_aliases(ACTION_NAMES, term, LANGS, texts)


def conflict_types() -> list[dict[str, Any]]:
    """The conflict types and the skill each disposition and action tests."""
    texts = {k: f"{v}; disposition {term(CONFLICT_TYPES[k]['skill'])}, actions {term(CONFLICT_TYPES[k]['actions'])}"
             for k, v in TYPE_TEXT.items()}
    return from_aliases(CONFLICT_TYPE_NAMES, term, LANGS, texts)


def weapons() -> list[dict[str, Any]]:
    """The weapons of the seed (and our axe)."""
    return from_aliases(WEAPON_NAMES, term, LANGS, {k: _weapon_text(k) for k in WEAPONS})
