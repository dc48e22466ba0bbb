"""Masks Labels shifted and forward modifiers granted, as commands.

Source: 000 "Shifting Labels" (one up and one down; past +3 or -2 a condition instead), "THE BASIC MOVES"
(a forward on the next roll); catalogue §1.1, MK-R01..R03, MK-D05.
"""

from __future__ import annotations

from pydantic import field_validator

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.characters import Names, who_acts
from rules.masks.state import add_forward, find, not_retired, shift_labels
from rules.declaration import Context
from rules.system import Args, arg


class Shift(Args):
    """Shift Labels one up and/or one down. A shift past +3 or -2 needs the GM's condition instead."""

    character: str | None = arg(None, help="The hero (scripts may leave it to the actor).", positional=True, required=True, metavar="NAME")
    up: str | None = arg(None, help="Label shifted up.", metavar="LABEL")
    down: str | None = arg(None, help="Label shifted down.", metavar="LABEL")
    imposed: bool | None = arg(None, flag="--imposed/--chosen",
                               help="Imposed by the GM (locked Labels are skipped) or chosen by the player (refused).")
    overflow_condition: Names = arg(default_factory=list, metavar="CONDITION",
                                    help="Condition marked when a Label would pass +3/-2 (GM's choice).")
    reason: str | None = arg(None, help="Why (shown in history).", metavar="TEXT")


def do_shift(d: Draft, a: Shift, ctx: Context) -> None:
    """Shift Labels (MK-R01..R03): imposed by the GM by default when the GM acts, the player's choice otherwise."""
    who = who_acts(d, a.character, ctx, active=False)
    imposed = a.imposed if a.imposed is not None else ctx.actor == "GM"
    if imposed:
        not_retired(d, who)
    shift_labels(d, who, a.up, a.down, chooser="imposed" if imposed else "player",
                 overflow=a.overflow_condition, cause=a.reason)


class Forward(Args):
    """Grant a forward modifier for the next qualifying roll."""

    character: str | None = arg(None, help="The hero (scripts may leave it to the actor).", positional=True, required=True, metavar="NAME")
    amount: int = arg(1, ge=-3, le=3, help="Modifier, usually 1.", metavar="N")

    @field_validator("amount")
    @classmethod
    def _nonzero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("a forward of -3..+3 other than 0")
        return v
    against: str | None = arg(None, help="Only on a roll targeting this character.", metavar="NAME")
    reason: str | None = arg(None, help="Source shown on the roll (left out: who gives it).", metavar="TEXT")


def do_forward(d: Draft, a: Forward, ctx: Context) -> None:
    """Grant a forward modifier used on the next qualifying roll (catalogue MK-D05)."""
    who = who_acts(d, a.character, ctx, active=False)
    against = find(d, a.against, "against") if a.against else None
    if against == who:
        raise RuleError("against", f"a forward against {who} themselves never applies; name another character")
    add_forward(d, who, a.amount, against, a.reason or ctx.actor)      # a player's own forward is theirs, not the GM's
