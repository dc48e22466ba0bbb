"""The Masks command table: one argument model and handler per CLI command / script action.

Source: 000 throughout (see each handler's callee); issue #2 item 6 for the command set. Names match
the CLI: ``ledger <command> ...`` and a script entry ``- <command>: {...}`` take the same arguments.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any

from pydantic import BeforeValidator, Field, field_validator

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks import peripheral as per
from rules.masks.data import LABEL_MAX, LABEL_MIN, LABELS, PLAYBOOK_NAMES, PLAYBOOKS
from rules.masks.picks import resolve
from rules.masks.rolls import roll_move
from rules.masks.state import (
    active_pc, clear_condition, find, label_id, mark_condition, not_retired, shift_labels, add_forward,
)
from rules.names import norm, resolve as resolve_name
from rules.system import Args, Command, Context


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
    """``add-character NAME --playbook P [--plus-one LABEL | --labels D,F,S,S,M]``."""

    name: str
    playbook: str
    plus_one: str | None = None
    labels: list[int] | None = None
    _n = field_validator("name")(_check_name)


def add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a PC from a playbook's starting Labels plus +1 to one Label (issue #2; catalogue MK-A29).

    ``plus_one`` is required with a published playbook's array; ``labels`` overrides the array (Danger, Freak, Savior, Superior, Mundane) for other playbooks. Each
    Label must end in -2..+3. Adults already introduced gain Influence over the new hero (MK-A10).
    """
    if any(norm(n) == norm(a.name) for n in d.state["characters"]):
        raise RuleError("name", f"{a.name!r} already exists in this campaign")
    try:
        book = resolve_name("playbook", a.playbook, PLAYBOOK_NAMES)
        base = list(PLAYBOOKS[book])
    except RuleError:
        if a.labels is None:
            raise
        book = norm(a.playbook)
        base = []
    else:
        if a.labels is not None:
            raise RuleError("labels", f"{book} has a published array; --labels is for other playbooks (use --plus-one)")
    if a.labels is not None:
        if len(a.labels) != 5:
            raise RuleError("labels", "give five values: Danger, Freak, Savior, Superior, Mundane")
        base = list(a.labels)
    if a.labels is None and not a.plus_one:
        raise RuleError("plus_one", f"creation gives +1 to one Label of the {book} array; name it (one of {', '.join(LABELS)})")
    labels = dict(zip(LABELS, base))
    if a.plus_one:
        labels[label_id(a.plus_one, "plus_one")] += 1
    for lab, v in labels.items():
        if not LABEL_MIN <= v <= LABEL_MAX:
            raise RuleError("labels" if a.labels else "plus_one", f"{lab} would start at {v:+d}; Labels run -2..+3")
    d.event("CharacterCreated", character=a.name, playbook=book)
    d.set("characters", a.name, {
        "kind": "pc", "playbook": book, "labels": labels, "locked": [], "conditions": {c: False for c in
        ("angry", "afraid", "guilty", "hopeless", "insecure")}, "potential": 0, "advances_available": 0,
        "advancements": [], "moment_of_truth": "locked", "moment_of_truth_unlocks": 0, "status": "active",
    })
    from rules.masks.state import gain_influence

    for other, rec in list(d.state["characters"].items()):
        if rec["kind"] == "npc" and rec.get("adult") and rec["status"] == "active":
            gain_influence(d, other, a.name, cause=f"{a.name} meets the adult {other}", how="adult")


class AddNpc(Args):
    """``add-npc NAME [--adult]``."""

    name: str
    adult: bool = False
    _n = field_validator("name")(_check_name)


def add_npc(d: Draft, a: AddNpc, ctx: Context) -> None:
    """Introduce an NPC; an adult gains Influence over every PC when first introduced (000 Influence)."""
    if any(norm(n) == norm(a.name) for n in d.state["characters"]):
        raise RuleError("name", f"{a.name!r} already exists in this campaign")
    d.event("NpcIntroduced", character=a.name, adult=a.adult)
    d.set("characters", a.name, {"kind": "npc", "adult": a.adult, "status": "active"})
    if a.adult:
        from rules.masks.state import gain_influence, pcs

        for pc in pcs(d, status=None):
            if d.state["characters"][pc]["status"] in ("active", "taken_out"):
                gain_influence(d, a.name, pc, cause=f"adult {a.name} introduced", how="adult")


class NoArgs(Args):
    """A command without arguments."""


class SceneStart(Args):
    """``scene start [--title TEXT]``."""

    title: str | None = None


class Roll(Args):
    """``roll MOVE [--character NAME] [--target NAME] [--dice 6,3 | --seed N] [--acting-on-answers]``."""

    move: str
    character: str | None = None
    target: str | None = None
    dice: Any = None
    seed: int | None = None
    acting_on_answers: bool = False


def do_roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll a move (see ``rules.masks.rolls.roll_move``)."""
    who = _who(d, a.character, ctx)
    roll_move(d, move=a.move, roller=who, target=a.target, dice=a.dice, seed=a.seed,
              acting_on_answers=a.acting_on_answers, actor=ctx.actor)


class Resolve(Args):
    """``resolve [--pick ID[:k=v,...]]... [--gm-move TEXT]``."""

    pick: list[str | dict[str, Any]] = Field(default_factory=list)
    gm_move: str | None = None

    @field_validator("pick", mode="before")
    @classmethod
    def _one(cls, v: Any) -> Any:
        return [v] if isinstance(v, (str, dict)) else v


class CharacterCondition(Args):
    """``mark|clear|clearing-action CHARACTER [CONDITION]``."""

    character: str | None = None
    condition: str | None = None


def do_mark(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Mark a condition (MK-M20); with all five marked the hero is taken out (MK-R04)."""
    who = _who(d, a.character, ctx)
    if ctx.actor == "GM":
        not_retired(d, who)
    mark_condition(d, who, a.condition, cause=None)


def do_clear(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Clear a marked condition (a correction or a move's effect)."""
    who = _who(d, a.character, ctx, active=False)
    if not a.condition:
        raise RuleError("condition", "name the condition to clear")
    clear_condition(d, who, a.condition)


def do_clearing_action(d: Draft, a: CharacterCondition, ctx: Context) -> None:
    """Note that a hero took a condition's clearing action this scene (MK-M21)."""
    if not a.condition:
        raise RuleError("condition", "name the condition whose clearing action was taken")
    per.clearing_action(d, _who(d, a.character, ctx, active=False), a.condition)


class Shift(Args):
    """``shift CHARACTER [--up L] [--down L] [--imposed] [--overflow-condition C]...``."""

    character: str | None = None
    up: str | None = None
    down: str | None = None
    imposed: bool | None = None
    overflow_condition: Names = Field(default_factory=list)
    reason: str | None = None


def do_shift(d: Draft, a: Shift, ctx: Context) -> None:
    """Shift Labels (MK-R01..R03): imposed by the GM by default when the GM acts, the player's choice otherwise."""
    who = _who(d, a.character, ctx, active=False)
    imposed = a.imposed if a.imposed is not None else ctx.actor == "GM"
    if imposed:
        not_retired(d, who)
    shift_labels(d, who, a.up, a.down, chooser="imposed" if imposed else "player",
                 overflow=a.overflow_condition, cause=a.reason)


class Forward(Args):
    """``forward CHARACTER [--amount N] [--against NAME] [--reason TEXT]``."""

    character: str | None = None
    amount: int = Field(1, ge=-3, le=3)

    @field_validator("amount")
    @classmethod
    def _nonzero(cls, v: int) -> int:
        if v == 0:
            raise ValueError("a forward of -3..+3 other than 0")
        return v
    against: str | None = None
    reason: str = "GM"


def do_forward(d: Draft, a: Forward, ctx: Context) -> None:
    """Grant a forward modifier used on the next qualifying roll (catalogue MK-D05)."""
    who = _who(d, a.character, ctx, active=False)
    against = find(d, a.against, "against") if a.against else None
    if against == who:
        raise RuleError("against", f"a forward against {who} themselves never applies; name another character")
    add_forward(d, who, a.amount, against, a.reason)


class InfluenceGive(Args):
    """``influence give --to NAME [--character GIVER]``."""

    to: str
    character: str | None = None


class InfluenceAdvantage(Args):
    """``influence take-advantage --over NAME --option TA1|TA2|TA3 [--condition C] [--character HOLDER]``."""

    over: str
    option: str
    condition: str | None = None
    character: str | None = None


class InfluenceAccept(Args):
    """``influence accept --from HOLDER [--up L] [--down L] [--overflow-condition C] [--character NAME]``."""

    from_: str = Field(alias="from")
    up: str | None = None
    down: str | None = None
    overflow_condition: Names = Field(default_factory=list)
    character: str | None = None


def _holder(d: Draft, given: str | None, ctx: Context, field: str = "character") -> str:
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name who acts (or act --as them)")
    return find(d, name, field)


class TeamSpend(Args):
    """``team spend --for TEAMMATE [--character HELPER]``."""

    for_: str = Field(alias="for")
    character: str | None = None


class Selfish(Args):
    """``team selfish --up L --down L [--overflow-condition C] [--character NAME]``."""

    up: str
    down: str
    overflow_condition: Names = Field(default_factory=list)
    character: str | None = None


class Leader(Args):
    """``team leader NAME`` (an empty name clears the leader)."""

    character: str | None = None


def do_leader(d: Draft, a: Leader, ctx: Context) -> None:
    """Name the team leader, needed for the battle-entry factors (MK-M12)."""
    who = active_pc(d, a.character, "character") if a.character else None
    d.event("TeamLeaderSet", leader=who)
    d.set("team", "leader", who)


class Battle(Args):
    """``battle start [--same-purpose] [--mistrust] [--ill-prepared] [--leader-cancels X]... [--leader-condition C]...``."""

    same_purpose: bool = False
    mistrust: bool = False
    ill_prepared: bool = False
    leader_cancels: Names = Field(default_factory=list)
    leader_condition: Names = Field(default_factory=list)



class EndOfSession(Args):
    """``end-of-session CHOICE [--character NAME]`` with CHOICE like ``EOS1:to=Bo,potential``."""

    choice: str | dict[str, Any]
    character: str | None = None


class MomentOfTruth(Args):
    """``moment-of-truth --lock LABEL [--character NAME]``."""

    lock: str
    character: str | None = None


class Advance(Args):
    """``advance ADVANCEMENT [--label L] [--other NAME] [--note TEXT] [--character NAME]``."""

    advancement: str
    label: str | None = None
    other: str | None = None
    note: str | None = None
    character: str | None = None


class Return(Args):
    """``return CHARACTER [--clear CONDITION]``."""

    character: str
    clear: str | None = None


def _cmd(name: str, args: type[Args], handler: Any, help: str) -> tuple[str, Command]:
    return name, Command(name, args, handler, help)


COMMANDS: dict[str, Command] = dict([
    _cmd("add-character", AddCharacter, add_character, "create a PC from a playbook"),
    _cmd("add-npc", AddNpc, add_npc, "introduce an NPC (adults gain Influence over every PC)"),
    _cmd("session start", NoArgs, lambda d, a, c: per.session_start(d), "start a session (+1 Team)"),
    _cmd("session end", NoArgs, lambda d, a, c: per.session_end(d), "begin the end of the session"),
    _cmd("scene start", SceneStart, lambda d, a, c: per.scene_start(d, a.title), "open a scene"),
    _cmd("scene end", NoArgs, lambda d, a, c: per.scene_end(d), "close the scene (clearing actions apply)"),
    _cmd("roll", Roll, do_roll, "roll a move"),
    _cmd("resolve", Resolve, lambda d, a, c: resolve(d, a.pick, a.gm_move, c.actor), "resolve the open roll with picks"),
    _cmd("mark", CharacterCondition, do_mark, "mark a condition"),
    _cmd("clear", CharacterCondition, do_clear, "clear a condition"),
    _cmd("clearing-action", CharacterCondition, do_clearing_action, "note a clearing action (clears at scene end)"),
    _cmd("shift", Shift, do_shift, "shift Labels"),
    _cmd("forward", Forward, do_forward, "grant +1 forward"),
    _cmd("influence give", InfluenceGive,
         lambda d, a, c: per.give_influence(d, _holder(d, a.character, c), find(d, a.to, "to")), "give Influence over yourself"),
    _cmd("influence take-advantage", InfluenceAdvantage,
         lambda d, a, c: per.take_advantage(d, _holder(d, a.character, c), find(d, a.over, "over"), a.option, a.condition),
         "surrender Influence for TA1/TA2/TA3"),
    _cmd("influence accept", InfluenceAccept,
         lambda d, a, c: per.accept_influence(d, _who(d, a.character, c, active=False), find(d, a.from_, "from"), a.up, a.down,
                                              a.overflow_condition), "accept what someone with Influence says"),
    _cmd("team spend", TeamSpend, lambda d, a, c: per.team_spend(d, _holder(d, a.character, c), a.for_), "spend Team for +1"),
    _cmd("team selfish", Selfish,
         lambda d, a, c: per.act_selfishly(d, _who(d, a.character, c), a.up, a.down, a.overflow_condition), "act selfishly"),
    _cmd("team leader", Leader, do_leader, "set the team leader"),
    _cmd("battle start", Battle, lambda d, a, c: per.battle_start(d, a.same_purpose, a.mistrust, a.ill_prepared,
                                                                   a.leader_cancels, a.leader_condition), "enter battle as a team"),
    _cmd("battle end", NoArgs, lambda d, a, c: per.battle_end(d), "leave battle"),
    _cmd("time-passes", NoArgs, lambda d, a, c: per.time_passes(d), "time passes: Team pool to 1"),
    _cmd("end-of-session", EndOfSession,
         lambda d, a, c: per.end_of_session(d, _who(d, a.character, c), a.choice), "record an End of Session choice"),
    _cmd("moment-of-truth", MomentOfTruth,
         lambda d, a, c: per.moment_of_truth(d, _who(d, a.character, c), a.lock), "use the Moment of Truth"),
    _cmd("advance", Advance, lambda d, a, c: per.take_advancement(d, _who(d, a.character, c, active=False), a.advancement,
                                                                    a.label, a.other, a.note), "take an advancement"),
    _cmd("return", Return, lambda d, a, c: per.return_to_play(d, find(d, a.character, "character", kind="pc"), a.clear),
         "a taken-out hero returns"),
])
