"""The Basic abilities command table: one argument model and one handler per CLI command / script action.

Source: seed 003 (each ability; see the callee of each handler) and docs/systems/basic.md "Commands" (the command set: characters,
attribute tests, the nine abilities, session/scene/downtime and attack-contest phases, progress bars).
Names match the CLI: ``ledger <command> ...`` and a script entry ``- <command>: {...}`` take the same
arguments. Handlers are thin: they find the characters and call the rule modules, loaded lazily.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, field_validator

from rules.dice_field import Faces
from rules.free_text import refused_char, refused_text
from rules.basic.data import DIFFICULTY_MAX, BAR_SIZE_MAX, LEVEL_MAX, LEVEL_MIN
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import norm
from rules.session_args import Recap, SessionStart, title_check
from rules.declaration import Command, Context
from rules.system import Args, arg, lazy_module

abilities = lazy_module("rules.basic.abilities")
sessions = lazy_module("rules.sessions")
characters = lazy_module("rules.basic.characters")
combat = lazy_module("rules.basic.combat")
scenes = lazy_module("rules.basic.scenes")
state = lazy_module("rules.basic.state")
support = lazy_module("rules.basic.support")

def _as_text(value: Any) -> Any:
    """A die id written as a YAML number (``flashback: 37.1``) -> ``"37.1"``; other values unchanged.
    (Quote ids such as ``"12.10"``: YAML reads 12.10 as the number 12.1.)"""
    return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


#: A die id typed as text or, in scripts, as a number.
DieRef = Annotated[str, BeforeValidator(_as_text)]
#: A repeatable option that also takes one bare value in scripts (``stack: d6`` or ``stack: [d6, d6]``).
Many = Annotated[list[str], BeforeValidator(lambda v: [_as_text(v)] if isinstance(v, (str, int, float)) and not isinstance(v, bool)
                                            else [_as_text(x) for x in v] if isinstance(v, list) else v)]


def _text(value: Any, what: str, longest: int = 60, separators: bool = False) -> str:
    """A name typed by a user: 1-``longest`` printable characters with a letter or digit, spaces folded."""
    raw = str(value)
    if refused_char(raw) is not None:
        raise ValueError(refused_text(what))
    text = " ".join(raw.split())
    if not text or len(text) > longest or not any(c.isalnum() for c in text):
        raise ValueError(f"a {what} of 1-{longest} characters with a letter or digit")
    if separators and any(c in text for c in ",=:"):
        raise ValueError(f"a {what} cannot contain , = or : (they separate typed values)")
    return text


def _name(value: Any) -> str:
    text = _text(value, "name", separators=True)
    if norm(text) == "gm":
        raise ValueError("GM is the game master's name; choose another")
    return text


class AddCharacter(Args):
    """Create a character: attributes (those not named start at 0), passive values and a level.

    The campaign's attributes are the option generic.attributes (brawn, agility, wits, heart unless the
    campaign lists its own). Passive values are set by the GM (--passive brawn=12), or computed as base
    + attribute when the campaign says generic.passive.formula=basePlusAttribute. Damage starts at 0.
    """

    name: str = arg(help="The character's name (1-60 characters; not , = :).", positional=True, metavar="NAME")
    attributes: Any = arg(None, help="Attribute values, e.g. brawn=3,wits=1 (each -10..30).", metavar="A=N,...")
    passive: Any = arg(None, help="Passive values set by the GM, e.g. brawn=12 (each 0..100).", metavar="A=N,...")
    level: int = arg(1, ge=LEVEL_MIN, le=LEVEL_MAX, help="Level 1-30 (sets the stacking die).", metavar="N")
    npc: bool = arg(False, help="A non-player character run by the GM.")
    _n = field_validator("name")(_name)


class Adjust(Args):
    """Change a character's level, attributes or passive values (advancement, or the GM's correction).

    Dice already stacked keep their size; a new level changes the dice stacked from now on.
    """

    character: str = arg(help="Whose values change.", positional=True, metavar="NAME")
    level: int | None = arg(None, ge=LEVEL_MIN, le=LEVEL_MAX, help="New level, 1-30.", metavar="N")
    attributes: Any = arg(None, help="Attributes that change, e.g. brawn=4.", metavar="A=N,...")
    passive: Any = arg(None, help="Passive values that change, e.g. brawn=13.", metavar="A=N,...")


class NoArgs(Args):
    """A command without arguments."""


class Titled(Args):
    """Open a scene or a stretch of downtime."""

    title: str | None = arg(None, help="A title for the history.", metavar="TEXT")
    _t = title_check


class TestArgs(Args):
    """The arguments every attribute test shares."""

    attribute: str = arg(help="The attribute tested (one of the campaign's, e.g. brawn).", metavar="ATTRIBUTE")
    character: str | None = arg(None, help="Who tests (default: the --as character).", metavar="NAME")
    difficulty: int | None = arg(None, ge=0, le=DIFFICULTY_MAX, metavar="N",
                                 help="The GM's difficulty: the outcome comes from the margin table.")
    tier: str | None = arg(None, metavar="TIER", help="The GM's outcome instead: fail, partial, full or critical.")
    dice: Faces = arg(None, text=True, metavar="FACES", help="Physical dice typed in: the test's dice, then stacked and flashback dice, e.g. 14,3.")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    flashback: DieRef | None = arg(None, help="Spend one of your flashback dice on this test (its id, e.g. 12.1).", metavar="ID")
    task: str | None = arg(None, help="What the test is for (when the campaign keeps stacked dice for the task they were stacked for, "
                                "dice stacked for another task wait).",
                           metavar="TEXT")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


def _t(a: TestArgs, ctx: Context, flashback: bool = True) -> dict[str, Any]:
    """The common test arguments of ``a`` for the rule functions."""
    return {"attribute": a.attribute, "difficulty": a.difficulty, "tier": a.tier, "dice": a.dice, "seed": a.seed,
            "action_seed": ctx.seed, "flashback": a.flashback if flashback else None, "task": a.task}


def _who(d: Draft, a: Any, ctx: Context) -> str:
    return state.actor_or(d, a.character, ctx.actor)


# --- characters --------------------------------------------------------------------------------------

def do_add_character(d: Draft, a: AddCharacter, ctx: Context) -> None:
    """Create a character (see ``rules.basic.characters.add_character``)."""
    characters.add_character(d, a.name, a.attributes, a.level, a.passive, a.npc)


def do_adjust(d: Draft, a: Adjust, ctx: Context) -> None:
    """Change a character's values (see ``rules.basic.characters.adjust``)."""
    characters.adjust(d, state.find(d, a.character), a.level, a.attributes, a.passive)


# --- attack contest ----------------------------------------------------------------------------------

class AttackDeclare(Args):
    """Declare an attack: who attacks whom, with which attribute. Helpers may stack dice before the roll."""

    target: str = arg(help="The character attacked.", positional=True, metavar="TARGET")
    attribute: str = arg(help="The attribute the attack tests (e.g. brawn).", metavar="ATTRIBUTE")
    character: str | None = arg(None, help="The attacker (default: the --as character).", metavar="NAME")


class AttackRoll(Args):
    """The attacker rolls: the test's dice, then dice stacked for and against them, then a flashback die.

    The outcome is settled at resolve, against the defender's total or the target's passive brawn; a
    --tier given here is the GM's and wins.
    """

    tier: str | None = arg(None, metavar="TIER", help="The GM's outcome for the attack: fail, partial, full or critical.")
    dice: Faces = arg(None, text=True, metavar="FACES", help="Physical dice typed in, e.g. 14 or 14,3.")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    flashback: DieRef | None = arg(None, help="Spend one of the attacker's flashback dice (its id).", metavar="ID")
    task: str | None = arg(None, help="The task the test is for (namedTest stacking).", metavar="TEXT")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


class AttackDefend(TestArgs):
    """Defend against the rolled attack: the target, or someone protecting them (who takes the damage)."""

    character: str | None = arg(None, help="The defender (default: the --as character).", metavar="NAME")


def do_declare(d: Draft, a: AttackDeclare, ctx: Context) -> None:
    """Declare an attack (see ``rules.basic.combat.declare``)."""
    combat.declare(d, _who(d, a, ctx), a.target, a.attribute, ctx.action_id)


def do_attack_roll(d: Draft, a: AttackRoll, ctx: Context) -> None:
    """Roll the declared attack (see ``rules.basic.combat.roll_attack``)."""
    combat.roll_attack(d, dice=a.dice, seed=a.seed, action_seed=ctx.seed, tier=a.tier, flashback=a.flashback,
                       task=a.task, test_id=ctx.action_id)


def do_defend(d: Draft, a: AttackDefend, ctx: Context) -> None:
    """Defend (see ``rules.basic.combat.defend``)."""
    t = _t(a, ctx)
    if a.difficulty is not None:
        raise RuleError("difficulty", "a defence's difficulty is the attacker's total; give --tier for the GM's outcome")
    combat.defend(d, _who(d, a, ctx), t["attribute"], dice=t["dice"], seed=t["seed"], action_seed=ctx.seed,
                  tier=t["tier"], flashback=t["flashback"], task=t["task"], test_id=ctx.action_id)


# --- help and hinder ---------------------------------------------------------------------------------

class HelpArgs(TestArgs):
    """Test an attribute, then once plus once per 10 in the total: stack a die (your level's size) on the
    target or remove a die stacked the other way. Helping or hindering yourself is allowed.

    Give the operations now (--stack d6, --unstack 12.1) or later with the stack and unstack commands.
    """

    target: str = arg(help="Who is helped or hindered (you may name yourself).", positional=True, metavar="TARGET")
    stack: Many = arg(default_factory=list, metavar="DIE", help="Stack a die of your level's size, e.g. d6 (repeat).")
    unstack: Many = arg(default_factory=list, metavar="ID", help="Remove a stacked die by its id, any size (repeat).")


def helper(kind: str) -> Any:
    """The handler of ``help`` or ``hinder`` (see ``rules.basic.support.help_test``)."""
    def handler(d: Draft, a: HelpArgs, ctx: Context) -> None:
        support.help_test(d, kind, _who(d, a, ctx), a.target, test_id=ctx.action_id, stack=a.stack, unstack=a.unstack,
                          **{k: v for k, v in _t(a, ctx).items()})
    handler.__doc__ = f"Record a {kind} test and its operations."
    return handler


class StackArgs(Args):
    """Spend one waiting operation of your last Help or Hinder: stack a die of your level's size on its target."""

    die: str = arg(help="The die: d4 (levels 1-2), d6 (3-4), d8 (5-6), d10 (7-8), d12 (9+).", positional=True, metavar="DIE")
    character: str | None = arg(None, help="The helper (default: the --as character).", metavar="NAME")


class UnstackArgs(Args):
    """Spend one waiting operation of your last Help or Hinder: remove a die, whatever its size, from its
    target (Help removes one stacked against them, Hinder one stacked for them)."""

    die: DieRef = arg(help="The id of the stacked die (see the target's sheet), e.g. 12.1.", positional=True, metavar="ID")
    character: str | None = arg(None, help="The helper (default: the --as character).", metavar="NAME")


def do_stack(d: Draft, a: StackArgs, ctx: Context) -> None:
    """Stack one die (see ``rules.basic.support.stack_die``)."""
    support.stack_die(d, _who(d, a, ctx), a.die, f"{ctx.action_id}.1")


def do_unstack(d: Draft, a: UnstackArgs, ctx: Context) -> None:
    """Remove one stacked die (see ``rules.basic.support.unstack_die``)."""
    support.unstack_die(d, _who(d, a, ctx), a.die)


# --- get answers -------------------------------------------------------------------------------------

class GetAnswers(TestArgs):
    """Test to find answers, then ask questions: Fail 2 (answers may be false), Partial 2, Full 3,
    Critical 4 (answers true). "What questions should I ask?" is always a fair question."""

    from_: str | None = arg(None, alias="from", help="The PC whose player answers (default: the GM).", metavar="NAME")


class Ask(Args):
    """Ask one question of your open Get answers test. A question that would be wasted does not count."""

    question: str = arg(help="The question.", positional=True, metavar="QUESTION")
    character: str | None = arg(None, help="Who asks (default: the --as character).", metavar="NAME")
    uncounted: str | None = arg(None, metavar="REASON",
                                help="It does not count: already_answered, no_test_needed or not_answerable.")
    answer: str | None = arg(None, help="The answer given (for the history).", metavar="TEXT")


# --- progress, prepare, move, anything else ---------------------------------------------------------

class ProgressOpen(Args):
    """Open a progress bar for a goal too big for one test (the GM sets its size)."""

    name: str = arg(help="The bar's name.", positional=True, metavar="NAME")
    size: int = arg(help="How much progress completes it.", ge=1, le=BAR_SIZE_MAX, metavar="N")
    filled: int = arg(0, ge=0, le=BAR_SIZE_MAX, help="Progress already made (below the size).", metavar="N")
    _n = field_validator("name")(lambda v: _text(v, "bar name"))


class MakeProgress(TestArgs):
    """Test to fill a progress bar by your total (whatever the outcome)."""

    bar: str = arg(help="The progress bar.", positional=True, metavar="BAR")


class Prepare(Args):
    """Prepare during downtime: gain a flashback die, plus up to one more for every 20 in the total."""

    attribute: str = arg(help="Any attribute.", metavar="ATTRIBUTE")
    character: str | None = arg(None, help="Who prepares (default: the --as character).", metavar="NAME")
    purpose: str | None = arg(None, help="The situation prepared for.", metavar="TEXT")
    extra: int | None = arg(None, ge=0, le=50, help="Extra dice taken (default: all the total allows).", metavar="N")
    difficulty: int | None = arg(None, ge=0, le=DIFFICULTY_MAX, help="The GM's difficulty, if any.", metavar="N")
    tier: str | None = arg(None, metavar="TIER", help="The GM's outcome, if any.")
    dice: Faces = arg(None, text=True, metavar="FACES", help="Physical dice typed in.")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    task: str | None = arg(None, help="The task (namedTest stacking).", metavar="TEXT")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


class Move(Args):
    """Move a short distance. Only a hard or dangerous way needs a test (give an attribute); its outcome
    reads like Anything else."""

    character: str | None = arg(None, help="Who moves (default: the --as character).", metavar="NAME")
    to: str | None = arg(None, help="Where to.", metavar="TEXT")
    attribute: str | None = arg(None, help="Test this attribute (a hard or dangerous way).", metavar="ATTRIBUTE")
    difficulty: int | None = arg(None, ge=0, le=DIFFICULTY_MAX, help="The GM's difficulty.", metavar="N")
    tier: str | None = arg(None, metavar="TIER", help="The GM's outcome instead.")
    dice: Faces = arg(None, text=True, metavar="FACES", help="Physical dice typed in.")
    seed: int | None = arg(None, help="Roll with this seed instead (recorded).", metavar="N")
    flashback: DieRef | None = arg(None, help="Spend a flashback die (its id).", metavar="ID")
    task: str | None = arg(None, help="The task (namedTest stacking).", metavar="TEXT")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


class AnythingElse(TestArgs):
    """Anything else that makes sense, when there is drama: Fail, you don't get it and may be in trouble;
    Partial, you get it with a complication; Full, exactly; Critical, with something extra."""

    goal: str | None = arg(None, help="What the character wants.", metavar="TEXT")


def do_move(d: Draft, a: Move, ctx: Context) -> None:
    """Move, with a test when the way is hard (see ``rules.basic.abilities.move``)."""
    who = _who(d, a, ctx)
    if a.attribute is None:
        extra = [k for k in ("difficulty", "tier", "dice", "seed", "flashback") if getattr(a, k) is not None]
        if extra:
            raise RuleError(extra[0], "a move without an --attribute is not a test; name the attribute tested")
        abilities.move(d, who, a.to, None, ctx.action_id)
        return
    abilities.move(d, who, a.to, _t(a, ctx), ctx.action_id)  # type: ignore[arg-type]


def _cmd(name: str, args: type[Args], handler: Any, help: str, example: str) -> tuple[str, Command]:
    return name, Command(name, args, handler, help, example)


COMMANDS: dict[str, Command] = dict([
    _cmd("add-character", AddCharacter, do_add_character, "Create a character: attributes, passive values, level.",
         "add-character Ana --attributes brawn=2,wits=3 --passive brawn=12 --level 3"),
    _cmd("adjust", Adjust, do_adjust, "Change a character's level, attributes or passive values.",
         "adjust Ana --level 5"),
    _cmd("session start", SessionStart, lambda d, a, c: sessions.session_start(d, a, c), "Start the next session.", "session start"),
    _cmd("session end", NoArgs, lambda d, a, c: scenes.session_end(d), "End the session.", "session end"),
    _cmd("recap", Recap, lambda d, a, c: sessions.recap(d, a, c), "The GM's recap of a session or a scene.",
         'recap "What happened, in a few sentences." --session 1'),
    _cmd("scene start", Titled, lambda d, a, c: sessions.scene_start(d, a, c), "Open a scene.",
         'scene start --title "The toll bridge"'),
    _cmd("scene end", NoArgs, lambda d, a, c: scenes.scene_end(d),
         "Close the scene (unasked questions and unused help operations lapse).", "scene end"),
    _cmd("downtime start", Titled, lambda d, a, c: scenes.downtime_start(d, a.title),
         "Begin downtime (the time to prepare).", 'downtime start --title "At the inn"'),
    _cmd("downtime end", NoArgs, lambda d, a, c: scenes.downtime_end(d), "End downtime.", "downtime end"),
    _cmd("attack declare", AttackDeclare, do_declare, "Declare an attack on a character with an attribute.",
         "attack declare Ogre --as Ana --attribute brawn"),
    _cmd("attack roll", AttackRoll, do_attack_roll, "The attacker rolls; the defence window opens.",
         "attack roll --dice 14"),
    _cmd("attack defend", AttackDefend, do_defend, "Defend against the rolled attack (yourself or someone else).",
         "attack defend --as Ogre --attribute brawn --dice 9"),
    _cmd("attack resolve", NoArgs, lambda d, a, c: combat.resolve(d),
         "Settle the attack: outcomes, damage and who takes it.", "attack resolve"),
    _cmd("attack call-off", NoArgs, lambda d, a, c: combat.call_off(d), "Withdraw a declared attack before its roll.",
         "attack call-off"),
    _cmd("get-answers", GetAnswers, lambda d, a, c: abilities.get_answers(d, _who(d, a, c), a.from_, _t(a, c), c.action_id),
         "Test to find answers; opens 2-4 questions.", "get-answers --as Ana --attribute wits --difficulty 12 --dice 15"),
    _cmd("ask", Ask, lambda d, a, c: abilities.ask(d, _who(d, a, c), a.question, a.uncounted, a.answer),
         "Ask a question of your Get answers test.", 'ask "What questions should I ask?" --as Ana'),
    _cmd("help", HelpArgs, helper("help"), "Help someone (or yourself): stack dice for them or unstack dice against them.",
         "help Bo --as Ana --attribute wits --dice 14 --stack d6 --stack d6"),
    _cmd("hinder", HelpArgs, helper("hinder"), "Hinder someone: stack dice against them or unstack dice for them.",
         "hinder Bo --as Ana --attribute wits --dice 8 --stack d6"),
    _cmd("stack", StackArgs, do_stack, "Spend a help/hinder operation: stack one die.", "stack d6 --as Ana"),
    _cmd("unstack", UnstackArgs, do_unstack, "Spend a help/hinder operation: remove one stacked die.",
         "unstack 12.1 --as Ana"),
    _cmd("progress open", ProgressOpen, lambda d, a, c: abilities.open_bar(d, a.name, a.size, a.filled, c.action_id),
         "Open a progress bar of a given size.", 'progress open "Vault door" --size 40'),
    _cmd("make-progress", MakeProgress,
         lambda d, a, c: abilities.make_progress(d, _who(d, a, c), a.bar, _t(a, c), c.action_id),
         "Test to fill a progress bar by your total.", 'make-progress "Vault door" --as Ana --attribute wits --dice 12'),
    _cmd("prepare", Prepare,
         lambda d, a, c: abilities.prepare(d, _who(d, a, c), _t(a, c, flashback=False), a.extra, a.purpose, c.action_id),
         "Prepare in downtime: gain flashback dice.", 'prepare --as Ana --attribute wits --purpose "the heist" --dice 17'),
    _cmd("move", Move, do_move, "Move a short distance (a test only when the way is hard).",
         'move --as Ana --to "the rooftop" --attribute agility --difficulty 10 --dice 8'),
    _cmd("anything-else", AnythingElse,
         lambda d, a, c: abilities.anything_else(d, _who(d, a, c), a.goal, _t(a, c), c.action_id),
         "Test for anything else that makes sense, with drama.",
         'anything-else --as Ana --attribute heart --goal "calm the horse" --difficulty 11 --dice 13'),
])
