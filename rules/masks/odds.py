"""The exact odds of a Masks roll made now: 2d6 + the modifier the rules would apply, by tier.

Source: README "Using the ledger" (ledger odds); 000 "THE BASIC MOVES" (2d6 + Label; 10+, 7-9, 6-) and catalogue §1.2
MK-D01..D04 (the modifiers, the -3 floor and the +4 cap). The modifier is not computed here: the roll
is decided by the real ``roll`` command (``rules.decide.decide``) on the current state with fixed
faces, so every pre-roll modifier (Label or conditions marked, the linked condition, Influence,
forward, Assess answers, pending help or Defend penalties) and the clamp come from
``rules.masks.rolls`` itself, and whatever would refuse the roll refuses the odds. The distribution
is icepool's exact one (``2 @ d6 + modifier``). Pure: the state is not changed.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.i18n import WORDS
from rules.masks.data import term
from rules.masks.rolls import tier
from rules.odds import percent
from rules.declaration import Context

#: Tiers from best to worst, as the odds list them.
TIERS = ("strong_hit", "weak_hit", "miss")


def distribution(modifier: int) -> dict[str, Any]:
    """The exact distribution of 2d6 + ``modifier``.

    Returns ``{"totals": [{"total", "probability", "exact"}], "outcomes": [{"outcome", "probability",
    "exact"}]}``: totals in rising order, outcomes in ``TIERS`` order (a tier no total reaches has
    probability 0); ``probability`` is a float in 0..1, ``exact`` the count of the 36 equally likely
    pairs as ``"N/36"``. Source: icepool (``2 @ d6``); tiers by ``rules.masks.rolls.tier``.
    """
    import icepool

    die = 2 @ icepool.d6 + modifier
    denominator = die.denominator()
    totals = [{"total": int(t), "probability": q / denominator, "exact": f"{q}/{denominator}"}
              for t, q in sorted(die.items())]
    tiers = die.map(tier)
    counts = {str(k): q for k, q in tiers.items()}
    outcomes = [{"outcome": name, "probability": counts.get(name, 0) / denominator,
                 "exact": f"{counts.get(name, 0)}/{denominator}"} for name in TIERS]
    return {"totals": totals, "outcomes": outcomes}


def odds(state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context, lang: str = "en") -> dict[str, Any]:
    """The odds of ``command`` (``roll``) with ``args`` (the roll's arguments; dice and seed ignored) by
    ``ctx.actor`` on ``state`` now.

    Keys: command, move, roller, target, dice (``"2d6"``), modifiers [{source, amount, kind}] (before the
    roll), raw_modifier, modifier (after the clamp), clamp (note or None), totals, outcomes (see
    ``distribution``; each outcome also has ``name``, the tier in ``lang``). Raises ``RuleError`` as the
    roll would (``phase``, ``move``, ``target``, ``character`` ...), ``RuleError("command")`` for a
    command without odds.
    """
    from rules.masks import SYSTEM
    from rules.decide import decide

    if command != "roll":
        raise RuleError("command", f"odds are computed for roll, not {command!r}")
    trial = {k: v for k, v in args.items() if k not in ("dice", "seed")}
    trial["dice"] = [1, 1]
    _, after = decide(SYSTEM, state, "roll", trial, Context(ctx.actor, ctx.action_id, 0))
    roll = after["roll"]
    data = {"command": command, "move": roll["move"], "roller": roll["roller"], "target": roll["target"], "dice": "2d6",
            "modifiers": roll["modifiers"], "raw_modifier": roll["raw_modifier"], "modifier": roll["modifier"],
            "clamp": roll.get("clamp")}
    data.update(distribution(roll["modifier"]))
    for outcome in data["outcomes"]:
        outcome["name"] = term(outcome["outcome"], lang)
    return data


def odds_rows(data: dict[str, Any], lang: str = "en") -> list[tuple[str, str]]:
    """The odds as (field, value) rows in ``lang``: the roll, its modifier (with its parts and any clamp),
    then each tier's chance as a percentage and out of 36."""
    from rules.masks.views import _source

    es = lang == "es"
    w = lambda k: WORDS.get(lang, {}).get(k, k)  # noqa: E731
    against = f" {w('vs')} {data['target']}" if data["target"] else ""
    parts = ", ".join(f"{m['amount']:+d} {_source(m['source'], lang)}" for m in data["modifiers"]) or "—"
    clamp = ""
    if data["clamp"]:
        clamp = (f" [{data['raw_modifier']:+d} limitado a {data['modifier']:+d}]" if es
                 else f" [{data['raw_modifier']:+d} clamped to {data['modifier']:+d}]")
    rows = [("tirada" if es else "roll", f"{term(data['move'], lang)} {w('by')} {data['roller']}{against}: 2d6 {data['modifier']:+d}"),
            ("modificador" if es else "modifier", f"{data['modifier']:+d} ({parts}){clamp}")]
    rows += [(o["name"], percent(o, lang)) for o in data["outcomes"]]
    return rows
