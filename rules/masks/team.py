"""Masks Influence and Team as commands: giving, taking advantage, accepting; spending Team, acting
selfishly, the leader and entering battle.

Source: 000 "Influence", "Team Mechanics" ("Team members can also spend Team to act selfishly"); catalogue
§1.4, MK-M12.
"""

from __future__ import annotations

from rules.draft import Draft
from rules.masks.characters import Names
from rules.masks.state import active_pc
from rules.declaration import Context
from rules.system import Args, arg


class InfluenceGive(Args):
    """Give Influence over yourself to someone who does not hold it."""

    to: str = arg(help="Who receives Influence over the giver.", metavar="NAME")
    character: str | None = arg(None, help="The giver (default: --as).", metavar="NAME")


class InfluenceAdvantage(Args):
    """Surrender Influence over someone for one effect: TA1, TA2 or TA3."""

    over: str = arg(help="Whose Influence is surrendered.", metavar="NAME")
    option: str = arg(help="TA1 (-2 on their roll), TA2 (inflict a condition), TA3 (+1 on your roll).", metavar="TA1|TA2|TA3")
    condition: str | None = arg(None, help="The condition for TA2.", metavar="CONDITION")
    character: str | None = arg(None, help="The holder (default: --as).", metavar="NAME")


class InfluenceAccept(Args):
    """Accept what someone with Influence says: the GM shifts your Labels."""

    from_: str = arg(alias="from", help="Who holds Influence and spoke.", metavar="NAME")
    up: str | None = arg(None, help="Label the GM shifts up.", metavar="LABEL")
    down: str | None = arg(None, help="Label the GM shifts down.", metavar="LABEL")
    overflow_condition: Names = arg(default_factory=list, metavar="CONDITION",
                                    help="Condition marked instead of an out-of-range shift.")
    character: str | None = arg(None, help="Who accepts (default: --as).", metavar="NAME")


class TeamSpend(Args):
    """Spend 1 Team to give a teammate +1 on their roll."""

    for_: str = arg(alias="for", help="The teammate helped.", metavar="NAME")
    character: str | None = arg(None, help="Who spends (default: --as).", metavar="NAME")


class Selfish(Args):
    """Act selfishly: remove 1 Team, shift one of your Labels up and one down (after a roll it changes that roll)."""

    up: str = arg(help="Your Label shifted up.", metavar="LABEL")
    down: str = arg(help="Your Label shifted down.", metavar="LABEL")
    overflow_condition: Names = arg(default_factory=list, metavar="CONDITION",
                                    help="Condition marked instead of an out-of-range shift.")
    character: str | None = arg(None, help="Who acts selfishly (default: --as).", metavar="NAME")


class Leader(Args):
    """Set the team leader (no name clears it)."""

    character: str | None = arg(None, help="The leader (omit to clear).", positional=True, metavar="NAME")


def do_leader(d: Draft, a: Leader, ctx: Context) -> None:
    """Name the team leader, needed for the battle-entry factors (MK-M12)."""
    who = active_pc(d, a.character, "character") if a.character else None
    d.event("TeamLeaderSet", leader=who)
    d.set("team", "leader", who)


class Battle(Args):
    """Enter battle as a team: +2 and the four modifiers (leader Influence is read from the ledger)."""

    same_purpose: bool = arg(False, help="Everyone has the same purpose (+1).")
    mistrust: bool = arg(False, help="A member mistrusts the leader or team (-1).")
    ill_prepared: bool = arg(False, help="Ill-prepared or off-balance (-1).")
    leader_cancels: Names = arg(default_factory=list, metavar="REMOVAL",
                                help="mistrust or ill_prepared: the leader marks a condition to cancel it.")
    leader_condition: Names = arg(default_factory=list, metavar="CONDITION",
                                  help="The condition the leader marks, one per cancel.")
