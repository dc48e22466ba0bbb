"""The exact odds of a MOSAIC roll made now: the best two of N d6, with its bonus dice and the critical 12.

Source: 001 "Rolling the Dice" (2d6; bonus dice add d6 but only the best two count; 10+ success, 7-9 success
at a cost, 6- miss; a 12 is a critical success), "Rolling Cultures" (one die per rank; one rank alone needs
bonus dice), "Bonus dice" (highlight +1, a Mosaic Tile +1, pressing an Advantage +2, each source once, and
they may be added after the roll until it resolves); catalogue §2.2 MO-D01..D07.

The pool is the real ``roll`` decided on the current state (``rules.odds.trial``): the base dice, the
highlight die and the sources declared now (``--tile``, ``--press``) are exactly those the roll would use,
and whatever would refuse the roll refuses the odds. The sources still open after the roll (a tile, a
press) are shown as the chances with those dice added, each only when its own command would take it now
(``_accepted``). Each chance is icepool's exact count
(``Die.highest``) out of 6**N.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.odds import chances, percent, trial
from rules.declaration import Context

#: Outcomes from best to worst: a 12 (two kept 6s), 10+, 7-9, 6-.
OUTCOMES = ("critical", "success", "success_at_cost", "miss")


def best_two(count: int) -> Any:
    """The total of the best two of ``count`` d6 (one die alone counts as itself, none as 0): icepool's
    ``d6.highest(count, 2)`` (001 "you still only add up the best 2d6")."""
    import icepool

    if count <= 0:
        return icepool.Die([0])
    return icepool.d6.highest(count, min(2, count))


def outcome(total: int) -> str:
    """The outcome of a kept total: ``critical`` (12, which takes two kept 6s), else the tier of ``rules.mosaic.rolls.tier``."""
    from rules.mosaic.rolls import tier

    return "critical" if total == 12 else tier(total)


def _outcomes(count: int, lang: str) -> list[dict[str, Any]]:
    from rules.mosaic.data import term

    rows = chances(best_two(count), outcome, OUTCOMES)
    for row in rows:
        row["name"] = term(row["outcome"], lang)
    return rows


def odds(state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context, lang: str = "en") -> dict[str, Any]:
    """The odds of ``roll`` with ``args`` by ``ctx.actor`` on ``state`` now; the state is not changed.

    Keys: command, move, roller, kind (stat/culture/nothing), stat, culture, dice (the pool now), sources (the
    bonus sources in it), outcomes ([{outcome, name, probability, exact}] in ``OUTCOMES`` order), totals
    ([{total, probability, exact}]), more ([{"dice": n, "sources", "outcomes"}]: the chances with the bonus
    dice still open added: a tile +1, a press +2, both +3; empty on +NOTHING). Raises ``RuleError`` as the roll
    would, ``RuleError("command")`` for another command.
    """
    from rules.mosaic import SYSTEM

    if command != "roll":
        raise RuleError("command", f"odds are computed for roll, not {command!r}")
    _, after = trial(SYSTEM, state, command, args, ctx)
    roll = after["roll"]
    count = len(roll["dice"])
    used = {k for k, v in roll["sources"].items() if v}
    data: dict[str, Any] = {"command": command, "move": roll["move"], "roller": roll["roller"], "kind": roll["kind"],
                            "stat": roll.get("stat"), "culture": roll.get("culture"), "dice": count,
                            "sources": sorted(used), "outcomes": _outcomes(count, lang),
                            "totals": chances(best_two(count), key="total"), "more": []}
    if roll["kind"] == "nothing" and not state["options"].get("mosaic.nothingRoll.allowBonusDice"):
        return data
    open_ = [(source, dice) for source, dice in (("tile", 1), ("press", 2))
             if source not in used and _accepted(after, source, ctx)]
    combos = [[s] for s in open_] + ([open_] if len(open_) == 2 else [])
    for combo in combos:
        extra = sum(n for _, n in combo)
        data["more"].append({"dice": count + extra, "sources": [s for s, _ in combo],
                             "outcomes": _outcomes(count + extra, lang)})
    return data


def _accepted(after: dict[str, Any], source: str, ctx: Context) -> bool:
    """Whether the open roll in ``after`` would take the bonus ``source`` now (``tile``: ``spend-tile`` of the roll's
    culture; ``press``: ``press`` with a culture the Advantage pool holds and, on a roll with no stat, a stat to mark):
    the command itself is decided on ``after`` (``rules.odds.trial``), so the odds offer exactly what it accepts — no
    press row on an empty pool, on an influenced stat, on a culture roll without ``mosaic.cultureRoll.allowPress``.
    Raises nothing. Source: seed 001, "Bonus dice" (each source once; pressing takes a tile from the pool)."""
    from rules.mosaic import SYSTEM
    from rules.mosaic.data import STATS

    later = Context(ctx.actor, ctx.action_id + 1, ctx.seed)
    if source == "tile":
        tries: list[dict[str, Any]] = [{}]
    else:
        cultures = [c for c, n in (after.get("advantage_pool") or {}).items() if n]
        stats = [None] if after["roll"].get("stat") else list(STATS)
        tries = [{"culture": c, **({"stat": s} if s else {})} for c in cultures for s in stats]
    command = "spend-tile" if source == "tile" else "press"
    for args in tries:
        try:
            trial(SYSTEM, after, command, args, later)
            return True
        except RuleError:
            continue
    return False


def odds_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The odds as (field, value) rows in ``lang`` (``en``/``de``): the pool, each outcome's chance, then the
    same with each bonus source still open."""
    from rules.mosaic.data import term

    de = lang == "de"
    what = data["stat"] or data["culture"] or ""
    n = data["dice"]
    kept = (("die besten zwei zählen" if de else "best two count") if n > 1 else
            ("der Würfel zählt allein" if de else "the die counts alone") if n == 1 else ("0 Würfel" if de else "no dice"))
    rows = [("Wurf" if de else "roll", f"{term(data['move'], lang)} ({data['roller']}{', ' + term(what, lang) if what else ''}): "
                                       f"{n}{'W6' if de else 'd6'}, {kept}")]
    rows += [(o["name"], percent(o, lang)) for o in data["outcomes"]]
    for more in data["more"]:
        label = " + ".join(("Mosaikstein +1" if de else "tile +1") if s == "tile" else ("Vorteil +2" if de else "press +2")
                           for s in more["sources"])
        rows += [(f"{o['name']} ({label})", percent(o, lang)) for o in more["outcomes"]]
    return rows
