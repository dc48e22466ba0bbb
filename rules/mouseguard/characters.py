"""Creating characters: a patrol mouse from a full sheet, and NPCs and animals with Nature and a few skills.

Source: 004 (aptitudes: Naturaleza with its maximum, Voluntad, Salud, Recursos, Círculos; up to 24
habilidades; conocimientos; rasgos of levels 1-3; condiciones; destino, carácter, marcas; creencia,
objetivo, instinto; armas, armaduras and how they are worn, escudo) and catalogue §5.1, MG-A09.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.data import ABILITIES, CONDITIONS, SKILL_NAMES
from rules.mouseguard.state import condition_id, opt
from rules.mouseguard.choices import pick
from rules.names import find_name, resolve
from rules.whole_numbers import is_whole_text


def parse_pairs(items: list[str], field: str, what: str) -> list[tuple[str, int]]:
    """``["fighter=3", "scout 2"]`` -> ``[("fighter", 3), ("scout", 2)]``; ``RuleError(field)`` when malformed."""
    out = []
    for item in items:
        text = str(item).strip()
        name, eq, value = text.rpartition("=") if "=" in text else text.rpartition(" ")
        if not name.strip() or not is_whole_text(value.strip()) or len(value.strip()) > 20:      # 0-9 only, as typed
            raise RuleError(field, f"{item!r}: write {what}=N (e.g. {'fighter=3' if field == 'skill' else 'Brave=2'})")
        out.append((name.strip(), int(value.strip())))
    return out


def _skills(d: Draft, items: list[str]) -> dict[str, int]:
    top = opt(d, "mouseguard.skills.maxRating")
    skills: dict[str, int] = {}
    for name, value in parse_pairs(items, "skill", "SKILL"):
        sid = resolve("skill", name, SKILL_NAMES, what="skill")
        if sid in skills:
            raise RuleError("skill", f"{sid} is given twice")
        if not 1 <= value <= top:
            raise RuleError("skill", f"{sid} {value}: a skill is rated 1 to {top} (mouseguard.skills.maxRating)")
        skills[sid] = value
    cap = opt(d, "mouseguard.skills.maxCount")
    if len(skills) > cap:
        raise RuleError("skill", f"{len(skills)} skills: a mouse has at most {cap} (abilities not counted)")
    return skills


def _traits(items: list[str]) -> dict[str, dict[str, Any]]:
    traits: dict[str, dict[str, Any]] = {}
    for name, level in parse_pairs(items, "trait", "TRAIT"):
        if find_name(name, traits) is not None:
            raise RuleError("trait", f"{name} is given twice")
        if not 1 <= level <= 3:
            raise RuleError("trait", f"{name} {level}: a trait has level 1, 2 or 3")
        traits[" ".join(name.split())] = {"level": level, "used": False, "charged": False}
    return traits


def _gear(a: Any) -> dict[str, Any]:
    from rules.mouseguard.weapons import weapon_id

    weapons: list[str] = []
    for w in a.weapon:
        wid = weapon_id(w)
        if wid in weapons:
            raise RuleError("weapon", f"{wid} is given twice")
        weapons.append(wid)
    armour = pick("armour", "armour", a.armour or "none")
    worn = pick("worn", "worn", a.worn or "habitual")
    if a.worn and armour == "none":
        raise RuleError("worn", "--worn says how armour is worn; give --armour light or heavy")
    return {"weapons": weapons, "armour": armour, "worn": worn if armour != "none" else None,
            "tools": [" ".join(str(t).split()) for t in a.gear]}


def _abilities(d: Draft, a: Any, defaults: dict[str, int]) -> dict[str, int]:
    """The sheet's abilities, defaults filled in. 004 sets them no maximum (6 is the skills' cap, not theirs: a
    snake's Nature may be 8); ``ABILITY_LIMIT`` only bounds input. Raises ``RuleError(<ability>)``."""
    from rules.mouseguard.data import ABILITY_LIMIT

    values: dict[str, int] = {}
    for ab in ABILITIES:
        v = getattr(a, ab)
        v = defaults[ab] if v is None else v
        if not 0 <= v <= ABILITY_LIMIT:
            raise RuleError(ab, f"{ab} {v}: an ability is 0 or more (at most {ABILITY_LIMIT} in input; the seed "
                                "sets no maximum on abilities)")
        values[ab] = v
    return values


def _exists(d: Draft, name: str) -> None:
    if find_name(name, d.state["characters"]) is not None:
        raise RuleError("name", f"{name!r} already exists in this campaign")


def add_character(d: Draft, a: Any) -> dict[str, Any]:
    """Create a patrol mouse from a full sheet (004; catalogue §5.1). Nature is its maximum, and its current
    value (``nature_current``) may be lower; Nature, Will and Health start at 1 or more (004 "Condiciones": "Si se
    llega a valor 0 no podrá hacer pruebas de aptitud o habilidad"; "Reglas básicas": beginner's luck rolls half of
    Will or Health), an NPC's or an animal's may be 0. Raises ``RuleError`` naming the argument: a skill above the
    highest rating or a 25th skill (``skill``), a trait level outside 1-3, an unknown weapon or condition.
    ``a.kind`` ``npc`` or ``animal`` introduces one instead (``add_npc``)."""
    if a.kind != "pc":
        return add_npc(d, a)
    _exists(d, a.name)
    abilities = _abilities(d, a, {"nature": 0, "will": 0, "health": 0, "resources": 1, "circles": 1})
    if abilities["nature"] < 1:
        raise RuleError("nature", "a mouse starts with Nature 1 or more")
    if abilities["will"] < 1:               # 004 "Condiciones": "Si se llega a valor 0 no podrá hacer pruebas"
        raise RuleError("will", "a patrol mouse starts with Will 1 or more (at 0 it could make no test of it, nor "
                                "roll half of it for beginner's luck)")
    if abilities["health"] < 1:
        raise RuleError("health", "a patrol mouse starts with Health 1 or more (at 0 it could make no test of it, nor "
                                  "roll half of it for beginner's luck)")
    current = abilities["nature"] if a.nature_current is None else a.nature_current
    if not 0 <= current <= abilities["nature"]:
        raise RuleError("nature_current", f"current Nature runs 0 to the maximum ({abilities['nature']})")
    wises = []
    for w in a.wise:
        w = " ".join(str(w).split())
        if not w or find_name(w, wises) is not None:
            raise RuleError("wise", f"{w!r}: each wise once, not empty")
        wises.append(w)
    conditions = {c: False for c in CONDITIONS}
    for c in a.condition:
        conditions[condition_id(c)] = True
    sheet = {
        "kind": "pc", "status": "active",
        "abilities": {**abilities, "nature": current}, "nature_max": abilities["nature"],
        "skills": _skills(d, a.skill), "learning": {}, "tallies": {},
        "wises": wises, "traits": _traits(a.trait), "conditions": conditions,
        "fate": a.fate, "persona": a.persona, "checks": a.checks,
        "belief": a.belief, "goal": a.goal, "instinct": a.instinct,
        "gear": _gear(a), "permanent_injuries": [],
    }
    d.event("CharacterCreated", character=a.name, sort="pc")
    d.set("characters", a.name, sheet)
    return sheet


def add_npc(d: Draft, a: Any) -> dict[str, Any]:
    """Introduce an NPC or (``a.kind == "animal"``) an animal: Nature and a few skills, abilities optional (0). An
    animal tests Nature for any skill it lacks and for its disposition [D]. Raises ``RuleError``."""
    _exists(d, a.name)
    abilities = _abilities(d, a, {"nature": 0, "will": 0, "health": 0, "resources": 0, "circles": 0})
    if abilities["nature"] < 1:
        raise RuleError("nature", "an NPC or animal has Nature 1 or more")
    conditions = {c: False for c in CONDITIONS}
    for c in a.condition:
        conditions[condition_id(c)] = True
    sheet = {
        "kind": a.kind, "status": "active",
        "abilities": abilities, "nature_max": abilities["nature"],
        "skills": _skills(d, a.skill), "learning": {}, "tallies": {}, "wises": [" ".join(str(w).split()) for w in a.wise],
        "traits": _traits(a.trait), "conditions": conditions, "fate": a.fate, "persona": a.persona, "checks": 0,
        "belief": a.belief, "goal": a.goal, "instinct": a.instinct,
        "gear": _gear(a), "permanent_injuries": [],
    }
    d.event("CharacterCreated", character=a.name, sort=sheet["kind"])
    d.set("characters", a.name, sheet)
    return sheet
