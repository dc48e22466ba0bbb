"""Masks conditions as commands: marking, clearing and the clearing action.

Source: 000 "Conditions" (five conditions; "if you need to mark a condition and have no more conditions to
mark", the hero is taken out), "Clearing Conditions"; catalogue §1.1, MK-M20, MK-M21, MK-R04.
"""

from __future__ import annotations

from rules.draft import Draft
from rules.masks.characters import who_acts
from rules.masks.state import clear_condition, mark_condition, not_retired
from rules.declaration import Context
from rules.system import Args, arg, lazy_module

per = lazy_module("rules.masks.peripheral")


_CONDITION_HELP = "Angry/Enojado, Afraid/Asustado, Guilty/Culpable, Hopeless/Desesperado, Insecure/Inseguro."


class MarkCondition(Args):
    """Mark a condition. A hero may have all five marked; the sixth mark (one more when all five are
    already marked) takes the hero out instead of marking anything.
    """

    character: str | None = arg(None, help="The hero (scripts may leave it to the actor).", positional=True, required=True, metavar="NAME")
    condition: str | None = arg(None, help=_CONDITION_HELP, positional=True, metavar="CONDITION")


class CharacterCondition(Args):
    """A hero and one of their conditions."""

    character: str | None = arg(None, help="The hero (scripts may leave it to the actor).", positional=True, required=True, metavar="NAME")
    condition: str = arg(help=_CONDITION_HELP, positional=True, metavar="CONDITION")


def do_mark(d: Draft, a: MarkCondition, ctx: Context) -> None:
    """Mark a condition (MK-M20); marking one more when all five are marked takes the hero out (MK-R04;
    000 "Conditions": "if you need to mark a condition and have no more conditions to mark")."""
    who = who_acts(d, a.character, ctx)
    if ctx.actor == "GM":
        not_retired(d, who)
    mark_condition(d, who, a.condition, cause=None)


def do_clear(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Clear a marked condition (a correction or a move's effect)."""
    clear_condition(d, who_acts(d, a.character, ctx, active=False), a.condition)


def do_clearing_action(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Note that a hero took a condition's clearing action this scene (MK-M21)."""
    per.clearing_action(d, who_acts(d, a.character, ctx, active=False), a.condition)
