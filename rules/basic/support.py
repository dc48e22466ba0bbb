"""Help and Hinder: a test, then operations that stack dice on someone or take stacked dice off.

Source: seed 003 "Help" (stack a die in their favour or remove one stacked against them; then again for
every 10 in the total; helping yourself is allowed) and "Hinder" (the mirror image), with the level
table (d4 at levels 1-2 ... d12 at 9+) and "You may always unstack a die, no matter what size it is";
catalogue GS-M04/GS-M05, "Help/Hinder arithmetic" (operations = 1 + floor(total / 10), at least
``generic.help.minOperations``; ``generic.help.requiresSuccess``), GS-A12 (hindering yourself allowed)
and worked examples GS-EX-01..04, 13, 14.

The test grants the helper operations (``characters.<helper>.operations``); each ``stack`` or
``unstack`` spends one. Dice are named after the action that stacks them (``<action>.<n>``).
"""

from __future__ import annotations

import re
from typing import Any

from rules.basic.attribute_test import die_id, roll_test
from rules.basic.data import die_for_level
from rules.basic.state import find, operations_kind, opt
from rules.draft import Draft
from rules.errors import RuleError

#: Which pile a Help/Hinder stacks onto and which it removes from (003 Help, Hinder).
PILES = {"help": ("stacked_for", "stacked_against"), "hinder": ("stacked_against", "stacked_for")}


def operations(total: int, tier: str | None, min_operations: int = 1, requires_success: bool = False) -> int:
    """How many dice a Help or Hinder with ``total`` may stack or remove (003: once, then once more for
    every 10 in the total). ``operations(9) == 1``, ``operations(10) == 2``, ``operations(23) == 3``,
    ``operations(30) == 4``; a negative total gives ``min_operations`` (GS-A06); with ``requires_success``
    a Fail gives 0 (GS-A05)."""
    if requires_success and tier == "fail":
        return 0
    return max(min_operations, 1 + total // 10)


def die_size(text: Any, field: str = "die") -> int:
    """``"d6"`` (or ``"D6"``, ``6``) -> 6; ``RuleError(field)`` for anything that is not d4-d12 spelled so."""
    m = re.fullmatch(r"\s*[dD]?\s*([0-9]{1,2})\s*", str(text))
    if not m or int(m.group(1)) not in (4, 6, 8, 10, 12):
        raise RuleError(field, f"{text!r} is not a stacking die; write d4, d6, d8, d10 or d12")
    return int(m.group(1))


def help_test(d: Draft, kind: str, helper: str, target: str, *, attribute: str, difficulty: int | None,
              tier: str | None, dice: Any, seed: int | None, action_seed: int | None, flashback: str | None,
              task: str | None, test_id: int, stack: list[str], unstack: list[str]) -> int:
    """``helper`` helps (``kind="help"``) or hinders ``target``: a test, then its operations; returns how many.

    In a scene or downtime. The operations wait on ``characters.<helper>.operations`` until used by
    ``stack``/``unstack`` (or right here: ``stack`` dice sizes and ``unstack`` die ids), and lapse with
    the helper's next test or the end of the scene. Raises ``RuleError`` (``phase``, ``target``,
    ``difficulty`` when a success is required but no outcome can be known, ``stack``/``unstack`` when
    more operations are asked than the total allows, and those of the test).
    """
    who = find(d, target, "target")
    requires = opt(d, "generic.help.requiresSuccess")
    if requires and difficulty is None and not tier:
        raise RuleError("difficulty", f"this campaign needs a success to {kind} (generic.help.requiresSuccess): "
                                      "give the GM's --difficulty N or --tier")
    record = roll_test(d, who=helper, ability=kind, attribute=attribute, difficulty=difficulty, tier=tier, dice=dice,
                       seed=seed, action_seed=action_seed, test_id=test_id, flashback=flashback, task=task)
    count = operations(record["total"], record["tier"], opt(d, "generic.help.minOperations"), requires)
    asked = len(stack) + len(unstack)
    if asked > count:
        raise RuleError("stack" if stack else "unstack",
                        f"{kind} #{test_id} totals {record['total']}, which allows {count} operation{'s' * (count != 1)} "
                        f"(1 + 1 per 10 in the total); {asked} asked")
    size = die_for_level(d.state["characters"][helper]["level"])
    d.event("HelpGiven" if kind == "help" else "HindranceGiven", cause=f"test #{test_id}", test=test_id, helper=helper,
            target=who, total=record["total"], operations=count, die=size, task=task)
    ops = {"test": test_id, "ability": kind, "target": who, "left": count, "total": record["total"]}
    d.set("characters", helper, "operations", ops if task is None else {**ops, "task": task})
    for n, text in enumerate(stack, start=1):
        stack_die(d, helper, text, f"{test_id}.{n}", field="stack")
    for text in unstack:
        unstack_die(d, helper, text, field="unstack")
    return count


def _operations(d: Draft, helper: str, field: str) -> dict[str, Any]:
    """``helper``'s waiting operations with at least one left; ``RuleError(field)`` otherwise."""
    ops = d.state["characters"][helper].get("operations")
    if not ops:
        raise RuleError(field, f"{helper} has no Help or Hinder operations waiting; test first (help TARGET or hinder TARGET)")
    if ops["left"] < 1:
        raise RuleError(field, f"{operations_kind(ops)} #{ops['test']} totals {ops['total']} and its operations are all used "
                               "(1 + 1 per 10 in the total); no more dice may be stacked or removed")
    return ops


def stack_die(d: Draft, helper: str, text: Any, new_id: str, field: str = "die") -> dict[str, Any]:
    """Spend one of ``helper``'s operations to stack a die on their Help/Hinder's target; returns the die.

    The die must be the helper's size now (003 level table; a level change affects only later dice,
    §4.6): ``RuleError(field)`` names the allowed size. Help stacks in favour (``stacked_for``), Hinder
    against (``stacked_against``). The die is ``new_id`` (``<action>.<n>``).
    """
    ops = _operations(d, helper, field)
    level = d.state["characters"][helper]["level"]
    allowed = die_for_level(level)
    size = die_size(text, field)
    if size != allowed:
        raise RuleError(field, f"{helper} is level {level} and stacks d{allowed}s; allowed: d{allowed}")
    kind = operations_kind(ops)
    pile = PILES[kind][0]
    target = ops["target"]
    die = {"id": new_id, "die": size, "by": helper, "source": f"d{size} #{new_id} by {helper} ({kind} #{ops['test']})",
           "task": ops.get("task")}
    d.event("DieStacked", cause=f"test #{ops['test']}", character=target, die=new_id, size=size, by=helper,
            side="for" if pile == "stacked_for" else "against")
    d.set("characters", target, pile, list(d.state["characters"][target].get(pile) or []) + [die])
    d.set("characters", helper, "operations", "left", ops["left"] - 1)
    return die


def unstack_die(d: Draft, helper: str, text: Any, field: str = "die") -> dict[str, Any]:
    """Spend one of ``helper``'s operations to remove die ``text`` (an id such as ``12.1``), whatever its
    size, from their target: Help removes a die stacked against them, Hinder one stacked for them.
    Returns the removed die. Raises ``RuleError(field)`` listing the dice that may be removed."""
    ops = _operations(d, helper, field)
    kind = operations_kind(ops)
    pile = PILES[kind][1]
    target = ops["target"]
    dice = list(d.state["characters"][target].get(pile) or [])
    wanted = die_id(text)
    found = next((x for x in dice if x["id"] == wanted), None)
    side = "for" if pile == "stacked_for" else "against"
    if found is None:
        have = ", ".join(f"#{x['id']} (d{x['die']} by {x['by']})" for x in dice) or "none"
        raise RuleError(field, f"no die #{wanted} is stacked {side} {target}; a {kind} removes one of: {have}")
    d.event("DieUnstacked", cause=f"test #{ops['test']}", character=target, die=wanted, size=found["die"], by=helper,
            side=side)
    d.set("characters", target, pile, [x for x in dice if x["id"] != wanted])
    d.set("characters", helper, "operations", "left", ops["left"] - 1)
    return found
