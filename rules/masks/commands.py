"""The Masks command table: one argument model and handler per CLI command / script action.

Source: 000 throughout (see each handler's callee); README "Using the ledger" for the command set. Names match
the CLI: ``ledger <command> ...`` and a script entry ``- <command>: {...}`` take the same arguments.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any

from pydantic import BeforeValidator, field_validator

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.state import (
    active_pc, clear_condition, find, mark_condition, not_retired, shift_labels, add_forward,
)
from rules.names import find_name, norm
from rules.session_args import Recap, SessionStart, title_check
from rules.system import Args, Command, Context, arg, lazy_module

# The moves import the phase machines; they load when a command runs, not when help lists the table.
per = lazy_module("rules.masks.peripheral")
picks = lazy_module("rules.masks.picks")
rolls = lazy_module("rules.masks.rolls")
sessions = lazy_module("rules.sessions")


#: A list of names that also accepts one bare name (``--overflow-condition X`` or ``[X, Y]``).
Names = Annotated[list[str], BeforeValidator(lambda v: [v] if isinstance(v, str) else v)]


def _who(d: Draft, given: str | None, ctx: Context, field: str = "character", active: bool = True) -> str:
    """The character an action is about: ``given``, else the actor when the actor is a PC."""
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name the character (or act --as the character)")
    return active_pc(d, name, field) if active else find(d, name, field, kind="pc")


def _check_name(value: str) -> str:
    """A character name: 1-60 printable characters with a letter or digit, not ``GM``; spaces folded."""
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") for c in str(value)):
        raise ValueError("control or invisible characters (tabs and line breaks included) are not allowed in a name")
    value = " ".join(str(value).split())
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs") for c in value):
        raise ValueError("control or invisible characters are not allowed in a name")
    if any(c in value for c in ",+=:"):
        raise ValueError("a name cannot contain , + = or : (they separate pick parameters)")
    if not value or len(value) > 60 or norm(value) == "gm" or not any(c.isalnum() for c in value):
        raise ValueError("a name of 1-60 characters with a letter or digit, other than GM")
    return value


class AddCharacter(Args):
    """Create a PC from a playbook's starting Labels plus +1 to one Label of your choice.

    A published playbook (``ledger playbooks``) brings its array: name the +1 with --plus-one. A playbook
    of your own needs --custom and its array with --labels (Danger, Freak, Savior, Superior, Mundane,
    each -2..+3, adding up to +2 as the published ones do), then --plus-one; the ledger notes that its
    own rules are not applied. The Joined starts from --other-half NAME's Labels (--up L --down L to shift
    one each way) and takes no +1. Adults already introduced gain Influence over the new hero.
    """

    name: str = arg(help="The hero's name (1-60 characters; not , + = :).", positional=True, metavar="NAME")
    playbook: str = arg(help="A published playbook (beacon, bull, ... nomad, soldier; see: ledger playbooks), "
                             "or your own with --custom.", metavar="PLAYBOOK")
    plus_one: str | None = arg(None, help="The Label that takes creation's +1.", metavar="LABEL")
    labels: list[int] | None = arg(None, help="A custom playbook's starting array D,F,S,S,M before the +1 (e.g. -1,0,2,0,1; "
                                              "adds up to +2).", sep=",", metavar="D,F,S,S,M")
    custom: bool = arg(False, help="A playbook the ledger does not model: its own rules are not applied.")
    other_half: str | None = arg(None, help="The Joined: the PC whose Labels yours start from.", metavar="NAME")
    up: str | None = arg(None, help="The Joined: one Label shifted up from your other half's.", metavar="LABEL")
    down: str | None = arg(None, help="The Joined: one Label shifted down from your other half's.", metavar="LABEL")
    _n = field_validator("name")(_check_name)


def add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a PC (``rules.masks.playbooks.create_hero``: issue 14 items 3-4; catalogue MK-A29, MK-A10)."""
    from rules.masks.playbooks import create_hero

    create_hero(d, a.name, a.playbook, a.plus_one, a.labels, a.custom, a.other_half, a.up, a.down)


class AddNpc(Args):
    """Introduce an NPC. An adult gains Influence over every PC when introduced."""

    name: str = arg(help="The NPC's name.", positional=True, metavar="NAME")
    adult: bool = arg(False, help="Adults hold Influence over every PC when introduced.")
    _n = field_validator("name")(_check_name)


def add_npc(d: Draft, a: AddNpc, ctx: Context) -> None:
    """Introduce an NPC; an adult gains Influence over every PC when first introduced (000 Influence),
    except over a Nomad (Masks: Unbound, "Putting Down Roots")."""
    if find_name(a.name, d.state["characters"]) is not None:
        raise RuleError("name", f"{a.name!r} already exists in this campaign")
    d.event("NpcIntroduced", character=a.name, adult=a.adult)
    d.set("characters", a.name, {"kind": "npc", "adult": a.adult, "status": "active"})
    if a.adult:
        from rules.masks.state import gain_influence, pcs

        from rules.masks.playbooks import adult_skips

        for pc in pcs(d, status=None):
            if d.state["characters"][pc]["status"] in ("active", "taken_out") and not adult_skips(d, pc):
                gain_influence(d, a.name, pc, cause=f"adult {a.name} introduced", how="adult")


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
    dice: Any = arg(None, help="Physical dice typed in, e.g. 6,3.", metavar="A,B")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    acting_on_answers: bool = arg(False, help="Take Assess the Situation's +1.")
    soldier: bool = arg(False, help="The Soldier, acting on orders and relying on training: roll +Soldier instead of "
                                    "the move's Label; A.E.G.I.S. gains Influence over you.")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


def do_roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll a move (see ``rules.masks.rolls.roll_move``)."""
    who = _who(d, a.character, ctx)
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
    who = _who(d, a.character, ctx)
    if ctx.actor == "GM":
        not_retired(d, who)
    mark_condition(d, who, a.condition, cause=None)


def do_clear(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Clear a marked condition (a correction or a move's effect)."""
    clear_condition(d, _who(d, a.character, ctx, active=False), a.condition)


def do_clearing_action(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Note that a hero took a condition's clearing action this scene (MK-M21)."""
    per.clearing_action(d, _who(d, a.character, ctx, active=False), a.condition)


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
    who = _who(d, a.character, ctx, active=False)
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
    reason: str = arg("GM", help="Source shown on the roll.", metavar="TEXT")


def do_forward(d: Draft, a: Forward, ctx: Context) -> None:
    """Grant a forward modifier used on the next qualifying roll (catalogue MK-D05)."""
    who = _who(d, a.character, ctx, active=False)
    against = find(d, a.against, "against") if a.against else None
    if against == who:
        raise RuleError("against", f"a forward against {who} themselves never applies; name another character")
    add_forward(d, who, a.amount, against, a.reason)


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


def _holder(d: Draft, given: str | None, ctx: Context, field: str = "character") -> str:
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name who acts (or act --as them)")
    return find(d, name, field)


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
                                    sep=",", metavar="D,F,S,S,M")
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
         lambda d, a, c: per.give_influence(d, _holder(d, a.character, c), find(d, a.to, "to")),
         "Give Influence over yourself to someone who does not hold it.", "influence give --as Rook --to Gale"),
    _cmd("influence take-advantage", InfluenceAdvantage,
         lambda d, a, c: per.take_advantage(d, _holder(d, a.character, c), find(d, a.over, "over"), a.option, a.condition),
         "Surrender Influence over someone for one effect.", "influence take-advantage --as Gale --over Rook --option TA1"),
    _cmd("influence accept", InfluenceAccept,
         lambda d, a, c: per.accept_influence(d, _who(d, a.character, c, active=False), find(d, a.from_, "from"), a.up, a.down,
                                              a.overflow_condition),
         "Accept what someone with Influence says: the GM shifts your Labels.",
         "influence accept --as Rook --from Gale --up savior --down danger"),
    _cmd("team spend", TeamSpend, lambda d, a, c: per.team_spend(d, _holder(d, a.character, c), a.for_),
         "Spend 1 Team to give a teammate +1 on their roll.", "team spend --as Gale --for Rook"),
    _cmd("team selfish", Selfish,
         lambda d, a, c: per.act_selfishly(d, _who(d, a.character, c), a.up, a.down, a.overflow_condition),
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
         lambda d, a, c: per.end_of_session(d, _who(d, a.character, c), a.choice),
         "Record one end-of-session choice (the last active PC's ends the session).",
         'end-of-session "EOS2:up=freak,down=mundane" --as Rook'),
    _cmd("moment-of-truth", MomentOfTruth,
         lambda d, a, c: per.moment_of_truth(d, _who(d, a.character, c), a.lock),
         "Use an unlocked Moment of Truth, then lock a Label.", "moment-of-truth --as Gale --lock savior"),
    _cmd("advance", Advance, lambda d, a, c: per.take_advancement(d, _who(d, a.character, c, active=False), a.advancement,
                                                                    a.label, a.other, a.note, a.lock, a.arrange),
         "Take an earned advancement: an option of your playbook's list, in one action.",
         'advance lose_influence --as Gale --other "Dr. Vance" --label savior'),
    _cmd("return", Return, lambda d, a, c: per.return_to_play(d, find(d, a.character, "character", kind="pc"), a.clear),
         "A taken-out hero comes back in a later scene.", "return Rook --clear angry"),
])
