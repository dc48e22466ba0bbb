"""Attack and Defend: the attack contest, its damage, and a protector taking the hit.

Source: seed 003 "Attack" (test against the defender's roll, else the target's passive brawn; Fail:
half or none, Partial/Full: your roll, Critical: twice your roll) and "Defend" (a contest of the attack
roll and your attribute; defending someone else means taking their damage; Fail: the attacker's roll
or double, Partial/Full: half, Critical: none); catalogue GS-M01/GS-M02 and the contest model of §4.3
(defender's table by default, ``generic.contest.precedence``; "very well" = Critical, GS-A04; halves
rounded by ``generic.half.rounding``, GS-D03), §4.5 item 2 (declared -> defence window -> rolled ->
resolved) and worked examples GS-EX-06..10. Damage accumulates on the recipient (GS-A09).
"""

from __future__ import annotations

from typing import Any

from rules.basic.attribute_test import roll_test
from rules.basic.phases import ContestPhases, advance
from rules.basic.state import attribute_id, find, half, opt, tier_of
from rules.draft import Draft
from rules.errors import RuleError


def _contest(d: Draft) -> dict[str, Any]:
    return d.state["contest"]


def declare(d: Draft, attacker: str, target: str, attribute: str, contest_id: int) -> None:
    """Announce ``attacker``'s attack on ``target`` with ``attribute``: ``contest #<contest_id>`` opens (declared).

    Only in a scene, one contest at a time. The target must be a character (an obstacle without passive
    brawn is worn down with a progress bar instead, 003 Attack). Raises ``RuleError`` (``phase``,
    ``target``, ``attribute``).
    """
    try:
        who = find(d, target, "target")
    except RuleError as exc:
        raise RuleError("target", f"{exc.message}; an obstacle that is not a character is worn down with a "
                                  "progress bar (progress open, make-progress)") from None
    if who == attacker:
        raise RuleError("target", f"{attacker} cannot attack themselves; name another character")
    attr = attribute_id(d, attribute)
    phase = advance(ContestPhases, _contest(d)["phase"], "declare", "attack contest", "attack declare")
    d.event("AttackDeclared", contest=contest_id, attacker=attacker, target=who, attribute=attr)
    d.set("contest", {"phase": phase, "id": contest_id, "attacker": attacker, "target": who, "attribute": attr})


def roll_attack(d: Draft, *, dice: Any, seed: int | None, action_seed: int | None, tier: str | None,
                flashback: str | None, task: str | None, test_id: int) -> dict[str, Any]:
    """The attacker tests the declared attribute (declared -> defence window); returns the test record.

    The tier is settled at resolution, against the defender's total or the passive brawn; a ``tier``
    given now is the GM's and wins there. Raises ``RuleError`` (``phase``, ``dice``, ``tier``, ``flashback``).
    """
    c = _contest(d)
    phase = advance(ContestPhases, c["phase"], "roll", "attack contest", "attack roll")
    record = roll_test(d, who=c["attacker"], ability="attack", attribute=c["attribute"], difficulty=None, tier=tier,
                       dice=dice, seed=seed, action_seed=action_seed, test_id=test_id, flashback=flashback, task=task,
                       cause=f"contest #{c['id']}")
    d.set("contest", "phase", phase)
    d.set("contest", "attack", {"test": test_id, "total": record["total"], "tier_given": record["tier_given"]})
    return record


def defend(d: Draft, defender: str, attribute: str, *, dice: Any, seed: int | None, action_seed: int | None,
           tier: str | None, flashback: str | None, task: str | None, test_id: int) -> dict[str, Any]:
    """``defender`` tests ``attribute`` against the attacker's total (defence window -> rolled).

    The defender is the target, or a protector who then takes the damage (003 Defend). The defender's
    tier is computed against the attack total at once (a GM ``tier`` wins). Raises ``RuleError``
    (``phase``, ``character`` for the attacker defending, ``attribute``, ``dice``, ``tier``, ``flashback``).
    """
    c = _contest(d)
    phase = advance(ContestPhases, c["phase"], "defend", "attack contest", "attack defend")
    if defender == c["attacker"]:
        raise RuleError("character", f"{defender} is the attacker; the defender is {c['target']} or someone protecting them")
    d.event("DefenceDeclared", cause=f"contest #{c['id']}", contest=c["id"], defender=defender,
            protecting=c["target"] if defender != c["target"] else None)
    record = roll_test(d, who=defender, ability="defend", attribute=attribute, difficulty=c["attack"]["total"], tier=tier,
                       dice=dice, seed=seed, action_seed=action_seed, test_id=test_id, flashback=flashback, task=task,
                       cause=f"contest #{c['id']}")
    d.set("contest", "phase", phase)
    d.set("contest", "defender", defender)
    d.set("contest", "defence", {"test": test_id, "total": record["total"], "tier_given": record["tier_given"],
                                 "tier": record["tier"]})
    return record


def attack_table(tier: str, total: int, defender_tier: str | None, rounding: str) -> int:
    """Damage by the Attack table (003 Attack; GS-M01): Fail: none if the defender rolled a Critical,
    else half (also with no defender roll); Partial/Full: the attack total; Critical: twice it."""
    if tier == "fail":
        return 0 if defender_tier == "critical" else half(total, rounding)
    return 2 * total if tier == "critical" else total


def defend_table(defender_tier: str, total: int, attacker_tier: str, rounding: str) -> int:
    """Damage by the Defend table (003 Defend; GS-M02): Fail: the attack total, twice it when the attacker
    rolled a Critical; Partial/Full: half the attack total; Critical: none."""
    if defender_tier == "critical":
        return 0
    if defender_tier == "fail":
        return 2 * total if attacker_tier == "critical" else total
    return half(total, rounding)


def contest_damage(attack_total: int, attacker_tier: str, defence_total: int | None, defender_tier: str | None,
                   precedence: str, rounding: str) -> tuple[int, str]:
    """(damage, table used) of an attack (catalogue §4.3 contest model; never below 0).

    Undefended (``defender_tier`` None): the Attack table. Defended: the table ``precedence`` names —
    ``defender`` (default), ``attacker``, or ``higherTotal`` (the side with the higher total; a tie goes
    to the defender). GS-EX-08: attack 17, defender Critical/Full/Partial -> 0/8/8.
    """
    if defender_tier is None:
        return max(0, attack_table(attacker_tier, attack_total, None, rounding)), "attack"
    table = precedence
    if precedence == "higherTotal":
        table = "attacker" if attack_total > (defence_total or 0) else "defender"
    if table == "attacker":
        return max(0, attack_table(attacker_tier, attack_total, defender_tier, rounding)), "attack"
    return max(0, defend_table(defender_tier, attack_total, attacker_tier, rounding)), "defend"


def resolve(d: Draft) -> dict[str, Any]:
    """Settle the contest (defence window or rolled -> resolved): tiers, damage, and who takes it.

    Undefended: the difficulty is the target's passive brawn (``RuleError("target")`` when they have
    none). Defended: each side's tier against the other's total (a GM tier wins). The recipient is the
    defender (the target, or their protector, who takes the damage instead, GS-EX-10). Returns the
    ``AttackResolved`` detail.
    """
    c = _contest(d)
    phase = advance(ContestPhases, c["phase"], "resolve", "attack contest", "attack resolve")
    bands, rounding = opt(d, "generic.tier.bands"), opt(d, "generic.half.rounding")
    attack = c["attack"]
    defender = c.get("defender")
    if defender is None:
        passive = d.state["characters"][c["target"]]["passive"].get("brawn")
        if passive is None:
            raise RuleError("target", f"{c['target']} has no passive brawn to attack against; set it with "
                                      f"adjust {c['target']} --passive brawn=N, or let them defend (attack defend)")
        computed = tier_of(attack["total"] - passive, bands)
        a_tier = attack["tier_given"] or computed
        damage, table = contest_damage(attack["total"], a_tier, None, None, opt(d, "generic.contest.precedence"), rounding)
        detail = {"difficulty": passive, "difficulty_from": "passive brawn", "defence_total": None, "defender_tier": None}
        recipient = c["target"]
    else:
        defence = c["defence"]
        computed = tier_of(attack["total"] - defence["total"], bands)
        a_tier = attack["tier_given"] or computed
        damage, table = contest_damage(attack["total"], a_tier, defence["total"], defence["tier"],
                                       opt(d, "generic.contest.precedence"), rounding)
        detail = {"difficulty": defence["total"], "difficulty_from": "defence", "defence_total": defence["total"],
                  "defender_tier": defence["tier"]}
        recipient = defender
    detail = {"contest": c["id"], "attacker": c["attacker"], "target": c["target"], "defender": defender,
              "attack_total": attack["total"], **detail, "attacker_tier_computed": computed,
              "attacker_tier_given": attack["tier_given"], "attacker_tier": a_tier, "table": table,
              "rounding": rounding, "damage": damage, "recipient": recipient}
    d.event("AttackResolved", cause=f"contest #{c['id']}", **detail)
    if damage:
        d.event("DamageTaken", cause=f"contest #{c['id']}", character=recipient, amount=damage)
        d.add("characters", recipient, "damage", damage)
    d.set("contest", {"phase": phase, "id": c["id"]})
    return detail


def call_off(d: Draft) -> None:
    """Withdraw a declared attack before its roll (declared -> idle). Raises ``RuleError("phase")``."""
    c = _contest(d)
    phase = advance(ContestPhases, c["phase"], "call_off", "attack contest", "attack call-off")
    d.event("AttackCalledOff", cause=f"contest #{c['id']}", contest=c["id"], attacker=c["attacker"], target=c["target"])
    d.set("contest", {"phase": phase})

