"""The exact odds of a Pokémon Noir roll made now: 2d6 + the stat and modifiers, by the move's own tiers.

Source: 002 (every move "tira+Approccio / +Amicizia / +Grinta / +Classe / +Allerta"; the Exchange of
Attacks' four tiers 14+ / 10-13 / 7-9 / 1-6, the other moves' 10+ / 7-9 / 6-, the black market's 7+ / 6-;
Go All Out and Recall roll +Friendship); catalogue §3.2 PN-D01..D04, PN-A02.

The modifier is never computed here: ``rules.odds.trial`` runs the real ``roll`` on the current state, so the
stat (the approach named, the Pokémon's Friendship, Alert with its black-market sign), forward modifiers and
``--sfrutta`` are those the roll would add, and whatever would refuse the roll refuses the odds. The chances
are icepool's exact count of the 36 pairs (``2 @ d6``).
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.odds import chances, percent, trial
from rules.declaration import Context


def odds(state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context, lang: str = "it") -> dict[str, Any]:
    """The odds of ``roll`` with ``args`` by ``ctx.actor`` on ``state`` now; the state is not changed.

    Keys: command, move, roller, pokemon, ladder (``four``/``three``/``two``), modifiers [{source, amount}],
    modifier (their sum), totals ([{total, probability, exact}]), outcomes ([{outcome, name, probability,
    exact}], best tier first, named by the move's ladder: ``10+`` is "10-13" on the Exchange). Raises
    ``RuleError`` as the roll would, ``RuleError("command")`` for another command.
    """
    import icepool

    from rules.pokemon import SYSTEM
    from rules.pokemon.data import LADDERS, tier_term
    from rules.pokemon.rolls import tier_of

    if command != "roll":
        raise RuleError("command", f"odds are computed for roll, not {command!r}")
    _, after = trial(SYSTEM, state, command, args, ctx)
    roll = after["roll"]
    modifier = sum(m["amount"] for m in roll["modifiers"])
    die = 2 @ icepool.d6 + modifier
    tiers = tuple(reversed(LADDERS[roll["ladder"]][0]))
    outcomes = chances(die, lambda total: tier_of(total, roll["ladder"]), tiers)
    for outcome in outcomes:
        outcome["name"] = tier_term(outcome["outcome"], roll["ladder"], lang)
    return {"command": command, "move": roll["move"], "roller": roll["roller"], "pokemon": roll["pokemon"],
            "ladder": roll["ladder"], "modifiers": roll["modifiers"], "modifier": modifier,
            "totals": chances(die, key="total"), "outcomes": outcomes}


def odds_rows(data: dict[str, Any], lang: str = "it") -> list[tuple[str, str]]:
    """The odds as (field, value) rows in ``lang`` (``it``/``en``): the roll with its modifier, then each tier."""
    from rules.pokemon.data import term
    from rules.pokemon.words import modifier_label

    en = lang == "en"
    poke = f" ({data['pokemon']})" if data["pokemon"] else ""
    parts = ", ".join(f"{m['amount']:+d} {modifier_label(m['source'], lang)}" for m in data["modifiers"])
    rows = [("roll" if en else "tiro", f"{term(data['move'], lang)} {'by' if en else 'di'} {data['roller']}{poke}: 2d6 {data['modifier']:+d}"),
            ("modifier" if en else "modificatore", f"{data['modifier']:+d} ({parts or '—'})")]
    rows += [(o["name"], percent(o, lang)) for o in data["outcomes"]]
    return rows
