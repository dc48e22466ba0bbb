"""Exact odds shared by every system's ``odds`` view: a trial of the real command, and icepool's chances.

Source: README "Using the ledger" (``ledger odds COMMAND ARGUMENTS... --as NAME``: the exact chance of each
result of a roll made now, every modifier and limit applied; nothing is recorded) and icepool's docs
(https://highdiceroller.github.io/icepool/: ``Die``, ``@`` for a sum of dice, ``Die.map``, ``Die.explode``,
``Die.highest``). No probability is computed by hand here: a system builds an icepool ``Die`` for what its
rules read from the dice, and these helpers list its outcomes with their exact counts.

A system's odds never compute the pool themselves: ``trial`` runs the real command (``rules.decide.decide``)
on the current state with a fixed seed instead of the typed-in dice, so every pool adder, limit and refusal
comes from the rules that will decide the roll; the state given is never changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.declaration import Context

#: The seed a trial rolls with: any fixed value does, only the pool's shape is read from the trial.
TRIAL_SEED = 1


def trial(system: Any, state: dict[str, Any], command: str, args: dict[str, Any], ctx: Context) -> tuple[list[Any], dict[str, Any]]:
    """Decide ``command`` with ``args`` (typed-in dice, the other side's included, and a seed dropped, ``TRIAL_SEED`` used instead) by
    ``ctx.actor`` on ``state``; returns (event specs, state after). ``state`` is not changed. Raises
    ``RuleError`` exactly as the command would."""
    from rules.decide import decide

    given = {k: v for k, v in args.items() if k not in ("dice", "versus_dice", "seed")}
    given["seed"] = TRIAL_SEED
    return decide(system, state, command, given, Context(ctx.actor, ctx.action_id, TRIAL_SEED))


def event(events: Iterable[Any], *kinds: str) -> dict[str, Any] | None:
    """The detail of the last event of one of ``kinds`` among ``events`` (None when there is none)."""
    found = None
    for ev in events:
        if ev.kind in kinds:
            found = ev.detail
    return found


def exact(count: int, denominator: int) -> str:
    """``"count/denominator"``: a chance as the count of equally likely rolls, unreduced (``8/128``)."""
    return f"{count}/{denominator}"


def chances(die: Any, classify: Callable[[Any], str] | None = None, order: Iterable[str] | None = None,
            key: str = "outcome", reduced: bool = False) -> list[dict[str, Any]]:
    """Each outcome of icepool ``die`` (after ``classify``, when given) with its chance.

    Returns ``[{key: outcome, "probability": float 0..1, "exact": "n/d"}]``: in ``order`` when given (an
    outcome no roll reaches has probability 0 and ``"0/d"``), else in rising order of the outcomes. ``d``
    is the die's denominator (for a pool of n d6 that is 6**n, for n coin-like dice 2**n); ``reduced`` gives the
    fraction in lowest terms instead (for dice whose count of rolls is not telling, such as exploding ones).
    """
    from fractions import Fraction

    shown = die.map(classify) if classify is not None else die
    denominator = shown.denominator()
    counts = {k: q for k, q in shown.items()}
    names = list(order) if order is not None else sorted(counts)
    out = []
    for name in names:
        q = counts.get(name, 0)
        text = exact(q, denominator)
        if reduced:
            f = Fraction(q, denominator)
            text = exact(f.numerator, f.denominator)
        out.append({key: name, "probability": q / denominator, "exact": text})
    return out


def at_least(die: Any, value: int) -> dict[str, Any]:
    """The chance that ``die`` shows ``value`` or more: ``{"probability", "exact"}`` (icepool counts)."""
    denominator = die.denominator()
    count = sum(q for k, q in die.items() if k >= value)
    return {"probability": count / denominator, "exact": exact(count, denominator)}


def percent(chance: dict[str, Any], lang: str = "en") -> str:
    """``"6.3% (8/128)"``: a chance as the tables print it, the percentage as ``lang`` writes it
    (``rules.numbers.percentage``: ``"6,3 % (8/128)"`` in Spanish)."""
    from rules.numbers import percentage

    return f"{percentage(chance['probability'], lang)} ({chance['exact']})"
