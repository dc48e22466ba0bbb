"""The Masks command table: one argument model and handler per CLI command / script action.

Source: 000 throughout (see each handler's callee); README "Using the ledger" for the command set. Names match
the CLI: ``ledger <command> ...`` and a script entry ``- <command>: {...}`` take the same arguments. The
commands about characters are in ``rules.masks.characters``, conditions in ``rules.masks.conditions``, Labels
and forwards in ``rules.masks.labels``, Influence and Team in ``rules.masks.team``.
"""

from __future__ import annotations

from typing import Any

from pydantic import field_validator

from rules.dice_field import Faces
from rules.draft import Draft
from rules.masks.characters import AddCharacter, AddNpc, Names, add_character, add_npc, holder, who_acts
from rules.masks.conditions import CharacterCondition, MarkCondition, do_clear, do_clearing_action, do_mark
from rules.masks.labels import Forward, Shift, do_forward, do_shift
from rules.masks.state import find
from rules.masks.team import (
    Battle, InfluenceAccept, InfluenceAdvantage, InfluenceGive, Leader, Selfish, TeamSpend, do_leader,
)
from rules.session_args import Recap, SessionStart, title_check
from rules.declaration import Command, Context
from rules.system import Args, arg, lazy_module

# The moves import the phase machines; they load when a command runs, not when help lists the table.
per = lazy_module("rules.masks.peripheral")
picks = lazy_module("rules.masks.picks")
rolls = lazy_module("rules.masks.rolls")
sessions = lazy_module("rules.sessions")


class NoArgs(Args):
    """A command without arguments."""


class SceneStart(Args):
    """Open a scene inside a running session."""

    title: str | None = arg(None, help="Scene title.", metavar="TEXT")
    _t = title_check


class Roll(Args):
    """Roll a move: 2d6 + Label with its modifiers; opens the post-roll window until resolve.

    Type in physical dice with --dice, or let the seeded roller roll (--seed, or a fresh recorded seed).
    Defend: --protect NAME is whom you protect, --from THREAT what you protect them from; --target is
    the threat too (as in older scripts), so `roll defend --target Hex` defends someone FROM Hex. A PC
    threat takes -2 on its roll on a hit; DF2's Influence goes to the one you protect.
    """

    move: str = arg(help="Move, by its full name or a short form, in English or Spanish (e.g. 'Directly Engage a Threat', "
                         "'Comfort or Support Someone', 'Defend', 'Enfrentarse a una amenaza'; ledger moves lists them).",
                    positional=True, metavar="MOVE")
    character: str | None = arg(None, help="Who rolls (default: the --as character).", metavar="NAME")
    target: str | None = arg(None, help="The move's target (needed by comfort, pierce, defend, provoke, reject); "
                                        "for Defend, the threat (as --from).", metavar="NAME")
    protect: str | None = arg(None, help="Defend: whom you protect (a character other than you and the threat).",
                              metavar="NAME")
    from_: str | None = arg(None, alias="from", help="Defend: the threat you protect them from (the same as --target).",
                            metavar="THREAT")
    dice: Faces = arg(None, text=True, help="Physical dice typed in, e.g. 6,3.", metavar="A,B")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    acting_on_answers: bool = arg(False, help="Take Assess the Situation's +1.")
    soldier: bool = arg(False, help="The Soldier, acting on orders and relying on training: roll +Soldier instead of "
                                    "the move's Label; A.E.G.I.S. gains Influence over you.")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


def do_roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll a move (see ``rules.masks.rolls.roll_move``)."""
    who = who_acts(d, a.character, ctx)
    rolls.roll_move(d, move=a.move, roller=who, target=a.target, dice=a.dice, seed=a.seed,
                    acting_on_answers=a.acting_on_answers, actor=ctx.actor, roll_id=ctx.action_id,
                    action_seed=ctx.seed, protect=a.protect, threat=a.from_)
    if a.soldier:
        from rules.masks.playbooks import roll_with_soldier

        roll_with_soldier(d, who)


class Resolve(Args):
    """Resolve the open roll with its picks: the tier is frozen and a miss marks potential."""

    pick: list[str | dict[str, Any]] = arg(default_factory=list, metavar="ID[:K=V,...]",
                                           help="An option, e.g. DE1, CS2:condition=afraid, RI2:up=freak,down=mundane (repeat).")
    gm_move: str | None = arg(None, help="Record the GM's move (e.g. on a miss).", metavar="TEXT")

    @field_validator("pick", mode="before")
    @classmethod
    def _one(cls, v: Any) -> Any:
        return [v] if isinstance(v, (str, dict)) else v


class EndOfSession(Args):
    """Record one end-of-session choice (the last active PC's ends the session)."""

    choice: str | dict[str, Any] = arg(help="EOS1:to=NAME,potential | EOS1:to=NAME,clear=COND | EOS2:up=L,down=L | "
                                            "EOS3:from=NAME", positional=True, metavar="CHOICE")
    character: str | None = arg(None, help="Who chooses (default: --as).", metavar="NAME")


class MomentOfTruth(Args):
    """Use an unlocked Moment of Truth, then lock a Label."""

    lock: str = arg(help="The Label locked afterwards.", metavar="LABEL")
    character: str | None = arg(None, help="Who (default: --as).", metavar="NAME")


class Advance(Args):
    """Take an earned advancement: one option of your playbook's list, in one action (see: ledger advancements).

    Combined options take all their parts at once: lose_influence --other NAME --label L; lock_label --lock L
    --label L2; rearrange --arrange D,F,S,S,M --label L (--arrange omitted: the Labels stay as they are);
    two_labels_up --label L --label L2. Advanced options open after five advances from the top list.
    """

    advancement: str = arg(help="An option of your list: playbook_move, other_move, lose_influence, rearrange, "
                                "unlock_moment_of_truth, ... (ledger advancements; the sheet shows what is left).",
                           positional=True, metavar="OPTION")
    label: Names = arg(default_factory=list, help="The Label taking the option's +1 (twice for two_labels_up).", metavar="LABEL")
    other: str | None = arg(None, help="For lose_influence: who loses Influence over you for good.", metavar="NAME")
    lock: str | None = arg(None, help="For lock_label: the Label locked.", metavar="LABEL")
    arrange: list[int] | None = arg(None, help="For rearrange: your Labels in their new order, D,F,S,S,M (the same values).",
                                    sep=",", metavar="D,F,S,S,M", repeats=True, items=5)
    note: str | None = arg(None, help="Free text (e.g. which new move).", metavar="TEXT")
    character: str | None = arg(None, help="Who advances (default: --as).", metavar="NAME")


class Return(Args):
    """A taken-out hero comes back in a later scene."""

    character: str = arg(help="The hero.", positional=True, metavar="NAME")
    clear: str | None = arg(None, help="The one condition cleared on return.", metavar="CONDITION")


def _cmd(name: str, args: type[Args], handler: Any, help: str, example: str) -> tuple[str, Command]:
    return name, Command(name, args, handler, help, example)


COMMANDS: dict[str, Command] = dict([
    _cmd("add-character", AddCharacter, add_character, "Create a PC from a playbook.",
         "add-character Gale --playbook beacon --plus-one mundane"),
    _cmd("add-npc", AddNpc, add_npc, "Introduce an NPC (adults gain Influence over every PC).",
         'add-npc "Dr. Vance" --adult'),
    _cmd("session start", SessionStart, lambda d, a, c: per.session_start(d, a.title), "Start a session (the GM adds a Team to the pool).",
         "session start"),
    _cmd("session end", NoArgs, lambda d, a, c: per.session_end(d),
         "End the session: then each active PC records one end-of-session choice.", "session end"),
    _cmd("recap", Recap, lambda d, a, c: sessions.recap(d, a, c), "The GM's recap of a session or a scene.",
         'recap "What happened, in a few sentences." --session 1'),
    _cmd("scene start", SceneStart, lambda d, a, c: sessions.scene_start(d, a, c), "Open a scene.",
         'scene start --title "Rooftops"'),
    _cmd("scene end", NoArgs, lambda d, a, c: per.scene_end(d),
         "Close the scene (conditions whose clearing action was taken clear now).", "scene end"),
    _cmd("roll", Roll, do_roll, "Roll a move: 2d6 + Label with its modifiers; opens the post-roll window.",
         'roll "Directly Engage a Threat" --as Rook --target "Dr. Vance" --dice 4,5'),
    _cmd("resolve", Resolve, lambda d, a, c: picks.resolve(d, a.pick, a.gm_move, c.actor),
         "Resolve the open roll with its picks (a miss marks potential).", "resolve --pick DE1 --pick DE3"),
    _cmd("mark", MarkCondition, do_mark, "Mark a condition (five may be marked; a sixth mark takes the hero out).",
         "mark Rook angry"),
    _cmd("clear", CharacterCondition, do_clear, "Clear a marked condition.", "clear Rook angry"),
    _cmd("clearing-action", CharacterCondition, do_clearing_action,
         "Note that a hero took a condition's clearing action; it clears at the end of the scene.",
         "clearing-action Rook angry"),
    _cmd("shift", Shift, do_shift, "Shift Labels one up and/or one down.", "shift Rook --up danger --down savior"),
    _cmd("forward", Forward, do_forward, "Grant a forward modifier for the next qualifying roll.",
         'forward Rook --amount 1 --against "Dr. Vance"'),
    _cmd("influence give", InfluenceGive,
         lambda d, a, c: per.give_influence(d, holder(d, a.character, c), find(d, a.to, "to")),
         "Give Influence over yourself to someone who does not hold it.", "influence give --as Rook --to Gale"),
    _cmd("influence take-advantage", InfluenceAdvantage,
         lambda d, a, c: per.take_advantage(d, holder(d, a.character, c), find(d, a.over, "over"), a.option, a.condition),
         "Surrender Influence over someone for one effect.", "influence take-advantage --as Gale --over Rook --option TA1"),
    _cmd("influence accept", InfluenceAccept,
         lambda d, a, c: per.accept_influence(d, who_acts(d, a.character, c, active=False), find(d, a.from_, "from"), a.up, a.down,
                                              a.overflow_condition),
         "Accept what someone with Influence says: the GM shifts your Labels.",
         "influence accept --as Rook --from Gale --up savior --down danger"),
    _cmd("team spend", TeamSpend, lambda d, a, c: per.team_spend(d, holder(d, a.character, c), a.for_),
         "Spend 1 Team to give a teammate +1 on their roll.", "team spend --as Gale --for Rook"),
    _cmd("team selfish", Selfish,
         lambda d, a, c: per.act_selfishly(d, who_acts(d, a.character, c), a.up, a.down, a.overflow_condition),
         "Act selfishly: remove 1 Team, shift one of your Labels up and one down.",
         "team selfish --as Rook --up danger --down savior"),
    _cmd("team leader", Leader, do_leader, "Set the team leader.", "team leader Gale"),
    _cmd("battle start", Battle, lambda d, a, c: per.battle_start(d, a.same_purpose, a.mistrust, a.ill_prepared,
                                                                   a.leader_cancels, a.leader_condition),
         "Enter battle as a team (+2 and the four modifiers).", "battle start --same-purpose"),
    _cmd("battle end", NoArgs, lambda d, a, c: per.battle_end(d), "Leave battle.", "battle end"),
    _cmd("time-passes", NoArgs, lambda d, a, c: per.time_passes(d), "Time passes: the Team pool is emptied and set to 1.",
         "time-passes"),
    _cmd("end-of-session", EndOfSession,
         lambda d, a, c: per.end_of_session(d, who_acts(d, a.character, c), a.choice),
         "Record one end-of-session choice (the last active PC's ends the session).",
         'end-of-session "EOS2:up=freak,down=mundane" --as Rook'),
    _cmd("moment-of-truth", MomentOfTruth,
         lambda d, a, c: per.moment_of_truth(d, who_acts(d, a.character, c), a.lock),
         "Use an unlocked Moment of Truth, then lock a Label.", "moment-of-truth --as Gale --lock savior"),
    _cmd("advance", Advance, lambda d, a, c: per.take_advancement(d, who_acts(d, a.character, c, active=False), a.advancement,
                                                                    a.label, a.other, a.note, a.lock, a.arrange),
         "Take an earned advancement: an option of your playbook's list, in one action.",
         'advance lose_influence --as Gale --other "Dr. Vance" --label savior'),
    _cmd("return", Return, lambda d, a, c: per.return_to_play(d, find(d, a.character, "character", kind="pc"), a.clear),
         "A taken-out hero comes back in a later scene.", "return Rook --clear angry"),
])
