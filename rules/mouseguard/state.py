"""Mouse Guard campaign state and the small state changes every rule is built from.

Source: 004 (character sheet terms: aptitudes, habilidades, conocimientos, rasgos, condiciones, marcas,
destino, carácter) and catalogue §5.1. Every function writes through a ``Draft`` so each change is an
event with its before/after; every refusal is a ``RuleError`` naming the argument at fault. Each
character's values live under ``characters.<NAME>`` (``abilities``, ``skills``, ``tallies`` ...), so
that a change's path names the mouse and the field.
"""

from __future__ import annotations

from typing import Any

from rules.free_text import refused_char, refused_text
from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import (
    ABILITIES, ABILITY_NAMES, CONDITIONS, NO_INJURY, SKILL_NAMES, term,
)
from rules.mouseguard.choices import pick
from rules.names import find_name, norm, resolve


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Mouse Guard campaign under ``options`` (validated, dotted keys).

    Keys: ``options``, ``session`` {phase, number}, ``scene`` {phase, number, present, title}, ``turn``
    {phase, number, tests {mouse: tests taken this Players' Turn}}, ``rewards`` (the open reward round),
    ``roll_phase`` and ``test`` (the open test), ``conflict`` (id of the current conflict), ``conflicts``
    {id: conflict}, ``characters`` {name: sheet}.

    ``rewards``, ``test``, ``conflict`` and ``scene.title`` are absent while there is none (read them with
    ``.get``), never held as None: writing None deletes a key (``rules.draft``), so a key that started
    out holding None would be stored two ways, and an action would record different changes (a
    ``present`` flag) depending on whether an earlier action had ever written it. Undoing the first test
    of a campaign then made the next, unrelated test depend on it.
    """
    return {
        "options": dict(options),
        "session": {"phase": "not_started", "number": 0},
        "scene": {"phase": "closed", "number": 0, "present": []},
        "turn": {"phase": "idle", "number": 0, "tests": {}},
        "roll_phase": "idle",
        "conflicts": {},
        "characters": {},
    }


def opt(d: Draft | dict[str, Any], key: str) -> Any:
    """Campaign option ``key`` (dotted, e.g. ``"mouseguard.advance.rule"``) from a draft or a state."""
    state = d.state if isinstance(d, Draft) else d
    return state["options"][key]


def check_name(value: str) -> str:
    """A character name: 1-60 printable characters with a letter or digit, not ``GM``; spaces folded.

    Raises ``ValueError`` (pydantic turns it into the argument's one-line error).
    """
    if refused_char(str(value)) is not None:
        raise ValueError(refused_text("name"))
    value = " ".join(str(value).split())
    if any(c in value for c in ",=:;"):
        raise ValueError("a name cannot contain , = : or ; (they separate list items)")
    if not value or len(value) > 60 or norm(value) == "gm" or not any(c.isalnum() for c in value):
        raise ValueError("a name of 1-60 characters with a letter or digit, other than GM")
    return value


def find(d: Draft | dict[str, Any], name: str | None, field: str = "character", kind: str | None = None) -> str:
    """Canonical name of the character called ``name`` (case- and accent-insensitive).

    ``kind`` ``"pc"`` restricts the match to patrol mice. Raises ``RuleError(field)`` listing the names.
    """
    state = d.state if isinstance(d, Draft) else d
    chars = state["characters"]
    if not name:
        raise RuleError(field, "a character name is required (or act --as the character)")
    known = find_name(name, chars)
    if known is not None:
        if kind and chars[known]["kind"] != kind:
            raise RuleError(field, f"{known} is {'an animal' if chars[known]['kind'] == 'animal' else 'an NPC'}; "
                                   "a patrol mouse is needed here")
        return known
    pool = [k for k, r in chars.items() if not kind or r["kind"] == kind]
    raise RuleError(field, f"unknown {'mouse' if kind else 'character'} {name!r}; known: {', '.join(pool) or 'none yet'}")


def typed(given: str | None, field: str = "character") -> str:
    """The field a refusal about the acting character names: ``field`` (the option the user typed, ``--character``,
    ``--side``) when ``given``, else ``as`` (the name came from ``--as``). Source: the developers' guide ("a one-line
    error naming the field as the user typed it")."""
    return field if given else "as"


def who_acts(d: Draft, given: str | None, actor: str, field: str = "character", kind: str | None = None) -> str:
    """The character an action is about: ``given``, else the actor when the actor is a character.

    Raises ``RuleError(field)`` when neither names one (the option to add), and ``find``'s refusal of a name the
    campaign does not have under the field it was typed in (``typed``: ``field`` or ``as``)."""
    name = given or (actor if actor != "GM" else None)
    if not name:
        raise RuleError(field, "name the character (or act --as the character)")
    return find(d, name, typed(given, field), kind)


def char(d: Draft | dict[str, Any], who: str) -> dict[str, Any]:
    """The sheet of ``who`` (a canonical name)."""
    state = d.state if isinstance(d, Draft) else d
    return state["characters"][who]


def condition_id(name: str, field: str = "condition") -> str:
    """Canonical condition id for an English or Spanish name (Hungry/Hambriento ...); else ``RuleError``."""
    return pick("condition", field, name)


def skill_or_ability(name: str, field: str = "skill") -> str:
    """Canonical id of a skill or ability named in English or Spanish; ``RuleError(field)`` otherwise."""
    try:
        return resolve(field, name, ABILITY_NAMES)
    except RuleError:
        pass
    try:
        return resolve(field, name, SKILL_NAMES)
    except RuleError:
        raise RuleError(field, f"unknown skill or ability {name!r}; abilities: {', '.join(map(term, ABILITIES))}; "
                               f"skills: {', '.join(map(term, SKILL_NAMES))}") from None


def rating(d: Draft | dict[str, Any], who: str, target: str) -> int | None:
    """The rating of ``target`` (ability, or skill; Nature is its current value) for ``who``; None when
    the skill is not on the sheet."""
    rec = char(d, who)
    if target in ABILITIES:
        return rec["abilities"].get(target, 0)
    return rec["skills"].get(target)


def write_rating(d: Draft, who: str, target: str, value: int) -> None:
    """Set ``target``'s rating of ``who`` (abilities or skills)."""
    if target in ABILITIES:
        d.set("characters", who, "abilities", target, value)
    else:
        d.set("characters", who, "skills", target, value)


def marked(d: Draft | dict[str, Any], who: str) -> list[str]:
    """Conditions ``who`` has marked, in the seed's order."""
    conds = char(d, who)["conditions"]
    return [c for c in CONDITIONS if conds.get(c)]


def mark_condition(d: Draft, who: str, condition: str, cause: str | None = None, field: str = "condition",
                   affects: str | None = None) -> str:
    """Mark ``condition`` on ``who``; returns its id (004 Condiciones).

    ``affects`` is the test Injured/Sick penalise under ``mouseguard.injury.penalty = chooseOne``
    (required then for those two). Raises ``RuleError(field)`` when it is already marked.
    """
    from rules.mouseguard.condition_marks import mark_refusal

    cid = condition_id(condition, field)
    refused = mark_refusal(d, who, cid, field)           # the predicate ``mark``'s gate lists it by
    if refused is not None:
        raise refused
    target = None
    if cid in ("injured", "sick") and opt(d, "mouseguard.injury.penalty") == "chooseOne":
        if not affects:
            raise RuleError("affects", f"under mouseguard.injury.penalty=chooseOne name the test {cid} penalises "
                                       "(nature, will, health or a skill)")
        target = skill_or_ability(affects, "affects")
        if target in NO_INJURY:
            raise RuleError("affects", f"{cid} never penalises {target}; name nature, will, health or a skill")
    elif affects:
        raise RuleError("affects", "--affects is for Injured or Sick under mouseguard.injury.penalty=chooseOne")
    d.event("ConditionMarked", cause=cause, character=who, condition=cid, affects=target)
    d.set("characters", who, "conditions", cid, True)
    if target:
        d.set("characters", who, "condition_targets", cid, target)
    return cid


def clear_condition(d: Draft, who: str, condition: str, cause: str | None = None, field: str = "condition",
                    how: str | None = None) -> str:
    """Clear a marked ``condition`` of ``who``; ``RuleError(field)`` when it is not marked."""
    from rules.mouseguard.condition_marks import clear_refusal

    cid = condition_id(condition, field)
    refused = clear_refusal(d, who, cid, field)          # the predicate ``clear``'s gate lists it by
    if refused is not None:
        raise refused
    d.event("ConditionCleared", cause=cause, character=who, condition=cid, how=how)
    d.set("characters", who, "conditions", cid, False)
    d.set("characters", who, "condition_targets", cid, None)
    return cid


def permanent_injury(d: Draft, who: str, target_name: str, cause: str | None, field: str = "injury") -> str:
    """Lower ``target_name`` (a skill or ability, never Circles or Resources) of ``who`` by 1 for good and
    reset its advancement tallies (004 Condiciones / Herido; catalogue MG-T17, MG-T18, §5.6). Returns the id.

    Raises ``RuleError(field)`` for Circles/Resources, a skill not on the sheet or a rating already 0.
    """
    target = skill_or_ability(target_name, field)
    if target in NO_INJURY:
        raise RuleError(field, f"a permanent injury never lowers {term(target)}; name nature, will, health or a skill of {who}")
    value = rating(d, who, target)
    if value is None:
        raise RuleError(field, f"{who} has no {term(target)} skill; skills: {', '.join(map(term, char(d, who)['skills'])) or 'none'}")
    if value <= 0:
        raise RuleError(field, f"{who}'s {target} is already 0")
    d.event("PermanentInjuryApplied", cause=cause, character=who, target=target, rating_before=value, rating=value - 1)
    write_rating(d, who, target, value - 1)
    if target == "nature":
        d.set("characters", who, "nature_max", max(0, char(d, who)["nature_max"] - 1))
    injuries = list(char(d, who).get("permanent_injuries") or [])
    d.set("characters", who, "permanent_injuries", injuries + [{"target": target, "cause": cause}])
    d.set("characters", who, "tallies", target, None)
    return target
