"""The exact odds of a Basic abilities test made now: the test's dice + the attribute, with the dice stacked
for and against the roller, against the difficulty.

Source: 003 ("test an attribute"; Help and Hinder stack dice in favour or against, "for every 10 in the total,
do it again"; Prepare "for every 20 in the total"; a flashback die) and catalogue §4.2 GS-D01 (total =
``generic.test.baseDice`` + attribute + dice stacked for - dice stacked against; margin bands
``generic.tier.bands``), GS-D02 (an undefended attack against the passive brawn), GS-D04 (the stacked dice
ride on the next test), §4.3 (Help/Hinder operations, Prepare's flashback dice).

The dice are never listed here: ``rules.odds.trial`` runs the real command on the current state, so the
test's own dice, every stacked die it would use up and a flashback die are exactly those the test rolls,
and whatever would refuse the test refuses the odds. The chances are icepool's exact counts of every face
combination (``Die`` sums and differences).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.odds import chances, event, percent, trial
from rules.declaration import Context

#: The commands that test an attribute.
TESTS = ("get-answers", "help", "hinder", "make-progress", "prepare", "move", "anything-else", "attack roll",
         "attack defend")


def total_die(record: dict[str, Any]) -> Any:
    """The total of a test record's dice (``rules.basic.attribute_test.roll_test``): the attribute, plus the
    test's own dice, the dice stacked for the roller and a flashback die, minus the dice stacked against."""
    import icepool

    total = icepool.Die([record["value"]])
    for die in record["dice"]:
        sign = -1 if die["role"] == "against" else 1
        total = total + sign * icepool.d(die["die"])
    return total


def odds(state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context, lang: str = "en") -> dict[str, Any]:
    """The odds of ``command`` (one of ``TESTS``) with ``args`` by ``ctx.actor`` on ``state`` now; unchanged state.

    Keys: command, character, attribute, value, dice ([{"die", "role", "id"?}]), difficulty (the GM's, the
    attack total a defender meets, or the target's passive brawn for an attack; None when unknown), tier_given,
    totals ([{total, probability, exact}]), outcomes ([{outcome, name, probability, exact}] by tier when there is
    a difficulty and the GM gave no tier, else empty), operations (Help/Hinder: [{operations, ...}]) or flashback
    (Prepare: [{flashback, ...}]). Raises ``RuleError`` as the test would, ``RuleError("command")`` otherwise.
    """
    from rules.basic import SYSTEM
    from rules.basic.data import TIERS, term
    from rules.basic.state import tier_of
    from rules.basic.support import operations

    if command not in TESTS:
        raise RuleError("command", f"odds are computed for {', '.join(TESTS)}, not {command!r}")
    if command == "move" and not args.get("attribute"):
        raise RuleError("attribute", "a move without --attribute is not a test: nothing is rolled")
    events, after = trial(SYSTEM, state, command, args, ctx)
    record = event(events, "TestRolled")
    if record is None:
        raise RuleError(command, "nothing is rolled")
    difficulty = record.get("difficulty")
    if command == "attack roll":
        contest = after["contest"]
        difficulty = after["characters"][contest["target"]]["passive"].get("brawn")
    total = total_die(record)
    bands = state["options"]["generic.tier.bands"]
    data: dict[str, Any] = {"command": command, "character": record["character"], "attribute": record["attribute"],
                            "value": record["value"], "dice": [{k: v for k, v in x.items() if k in ("die", "role", "id")}
                                                               for x in record["dice"]],
                            "difficulty": difficulty, "tier_given": record.get("tier_given"),
                            "totals": chances(total, key="total"), "outcomes": []}
    if difficulty is not None and not record.get("tier_given"):
        data["outcomes"] = chances(total, lambda t: tier_of(t - difficulty, bands), tuple(reversed(TIERS)))
        for row in data["outcomes"]:
            row["name"] = term(row["outcome"], lang)
    if command in ("help", "hinder"):
        least = state["options"]["generic.help.minOperations"]
        data["operations"] = chances(total, lambda t: operations(t, None, least), key="operations")
    if command == "prepare":
        data["flashback"] = chances(total, lambda t: 1 + max(0, t) // 20, key="flashback")
    return data


def odds_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The odds as (field, value) rows: the dice rolled, each tier's chance (when there is a difficulty), the
    Help/Hinder operations or Prepare's flashback dice, else every total."""
    dice = " ".join(f"{'-' if x['role'] == 'against' else '+'}d{x['die']}" for x in data["dice"])
    against = f" vs difficulty {data['difficulty']}" if data["difficulty"] is not None else ""
    rows = [("test", f"{data['character']}: {data['attribute']} {data['value']} {dice}{against}")]
    rows += [(o["name"], percent(o, lang)) for o in data["outcomes"]]
    if data.get("operations"):
        rows += [(f"{o['operations']} operation{'' if o['operations'] == 1 else 's'}", percent(o, lang))
                 for o in data["operations"]]
    elif data.get("flashback"):
        rows += [(f"{o['flashback']} flashback dice", percent(o, lang)) for o in data["flashback"]]
    elif not data["outcomes"]:
        rows += [(f"total {t['total']}", percent(t, lang)) for t in data["totals"]]
    return rows
