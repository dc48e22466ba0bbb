"""A side's starting disposition in a conflict.

Source: 004 "Disposición inicial" (the type's skill test plus the type's ability, the conditions'
penalties, "Si actuáis en grupo, todas las penalizaciones individuales se aplican al total", gear),
"Armaduras", "Ejemplo de conflicto" (Brand 3 + Health 5 = 8 against the bandit's 7), "Invocar la
Naturaleza"; catalogue §5.5 C1, MG-EX-10..12, MG-A11, MG-A18, MG-A32.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mouseguard.conflict import ability_of, current, is_fight
from rules.mouseguard.data import CONFLICT_TYPES
from rules.mouseguard.fronts import front_count, front_for, keys, side_index
from rules.mouseguard.phases import ConflictPhases, step
from rules.mouseguard.pools import armour_counts, build_pool, commit_pool, handicap_arg, nature_mode
from rules.mouseguard.nature_tax import tax_nature
from rules.mouseguard.rolls import roll_pool
from rules.mouseguard.state import char, typed, who_acts


def disposition(d: Draft, a: Any, actor: str, action_seed: int | None) -> dict[str, Any]:
    """Roll one side's starting disposition (C1; 004 Disposición inicial; MG-EX-10..12).

    The roller tests the type's disposition skill (beginner's luck on the type's ability when missing;
    an animal tests Nature); its successes are added to the type's ability (the seed example's "the higher
    of Health and Nature" under the ``data`` table). Every member's condition penalties come off the
    total: Hungry/Thirsty and Tired -1 each in every conflict, Angry -1 in a Will conflict. The roller's
    armour: light +1D in a fight, heavy +1 success in any conflict. The total is at least 1 [D]. When both
    sides have theirs, scripting of exchange 1 begins. With several teams each front's sides roll their own
    (``a.front``, 1-based, names the front of the opponents, who face every team; ``fronts.front_for``);
    scripting begins when every side of every front has one. Raises ``RuleError`` (``phase``, ``character``,
    ``front``, ``dice``...).
    """
    conflict = current(d)
    cid = str(conflict["id"])
    who = who_acts(d, a.character, actor)
    front = front_for(conflict, who, getattr(a, "front", None), typed(a.character))
    i = side_index(conflict, who, typed(a.character), front)
    key = keys(conflict, front)[i]
    side = conflict["sides"][key]
    if side["start"] is not None:
        where = "" if front_count(conflict) == 1 else f" on front {front + 1}"
        raise RuleError(typed(a.character), f"{who}'s side already has its disposition{where} ({side['start']})")
    rest = [s for k, s in conflict["sides"].items() if k != key]
    event = "dispositions_done" if all(s["start"] is not None for s in rest) else "disposition"
    phase = step(ConflictPhases, conflict["phase"], event, "conflict", "conflict disposition")
    spec = CONFLICT_TYPES[conflict["type"]]
    table_ability = ability_of(d, conflict)
    rec = char(d, who)
    needs_bl = rec["kind"] != "animal" and spec["skill"] not in rec["skills"]
    bl = (a.ability or ("will" if table_ability == "will" else "health")) if needs_bl else a.ability
    handicap = handicap_arg(a.against_trait, a.handicap)
    if handicap and handicap[1] != "minus_die":
        raise RuleError("handicap", "on a disposition roll a trait against yourself gives -1D (minus-die)")
    extra, extra_s = [], []
    armour = armour_counts(rec)
    if armour == "light" and is_fight(conflict):
        extra.append({"kind": "armour", "name": "light", "dice": 1})
    if armour == "heavy":
        extra_s.append({"kind": "armour", "name": "heavy", "successes": 1})
    tap = nature_mode(a.nature)
    if tap in ("with", "against"):
        raise RuleError("nature", "a disposition rolls the conflict's skill; Nature is tapped onto it "
                                  "(--nature tap-with or tap-against)")
    plan = build_pool(d, who, spec["skill"], nature=tap, ability=bl, helpers=a.helper, helper_scope=side["members"],
                      wise=a.wise, persona=a.persona, trait=a.trait, handicap=handicap, extra=extra, extra_successes=extra_s,
                      who_field=typed(a.character))
    roll = roll_pool(plan, a.dice, a.seed, action_seed)
    base_name, base = base_ability(rec, table_ability)
    penalties = condition_penalties(d, side["members"], table_ability)
    total = roll["successes"] + base + sum(p["amount"] for p in penalties)
    value = max(1, total)
    cause = f"conflict #{conflict['id']}"
    where = {} if front_count(conflict) == 1 else {"front": front + 1}
    d.event("DispositionRolled", cause=cause, conflict=conflict["id"], side=int(key), **where, roller=who, skill=roll["tested"],
            mode=roll["mode"], pool=roll["pool"], bonus=roll["bonus"], count=roll["count"], faces=roll["faces"],
            dice_source=roll["dice_source"], successes=roll["successes"], ability=base_name, ability_value=base,
            penalties=penalties, disposition=value)
    for field, v in (("start", value), ("disposition", value), ("roller", who)):
        d.set("conflicts", cid, "sides", key, field, v)
    d.set("conflicts", cid, "phase", phase)
    commit_pool(d, plan, cause)
    if tap == "tap_against":                # 004 Invocar la Naturaleza: against Nature it is taxed 1 point
        tax_nature(d, who, 1, cause, tap)
    if phase == "scripting":
        d.event("ExchangeStarted", cause=cause, conflict=conflict["id"], exchange=1)
        d.set("conflicts", cid, "exchange", 1)
        d.set("conflicts", cid, "volley", 0)
    return d.state["conflicts"][cid]


def base_ability(rec: dict[str, Any], table_ability: str) -> tuple[str, int]:
    """``(ability id, rating)`` a disposition's successes are added to (004 Disposición inicial; the seed
    example's "suman sus éxitos a la puntuación de salud o de naturaleza, lo que tengan más"; MG-A11): an
    animal's Nature; under ``health_or_nature`` the higher of Health and Nature (Health on a tie); else the
    ability the conflict type names."""
    abilities = rec["abilities"]
    if rec["kind"] == "animal":
        return "nature", abilities["nature"]
    if table_ability == "health_or_nature":
        if abilities["health"] >= abilities["nature"]:
            return "health", abilities["health"]
        return "nature", abilities["nature"]
    return table_ability, abilities[table_ability]


def condition_penalties(d: Draft, members: list[str], table_ability: str) -> list[dict[str, Any]]:
    """Every member's condition penalties on a side's disposition, ``[{"character", "condition", "amount":
    -1}]`` (004 Condiciones and Disposición inicial: Hungry/Thirsty and Tired -1 in every conflict, Angry -1
    in a Will conflict; in a group every member's count; MG-EX-11, MG-A32)."""
    penalties = []
    for member in members:
        conds = char(d, member)["conditions"]
        for cond in ("hungry", "tired") + (("angry",) if table_ability == "will" else ()):
            if conds.get(cond):
                penalties.append({"character": member, "condition": cond, "amount": -1})
    return penalties
