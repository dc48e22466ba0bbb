"""The Mouse Guard command table: one argument model and handler per CLI command / script action.

Source: 004 throughout (see each handler's callee). Names match the CLI: ``ledger <command> ...`` and a
script entry ``- <command>: {...}`` take the same arguments. Handlers are thin: they call the rules in
``characters``, ``rolls``, ``rerolls``, ``turns``, ``conflict``, ``disposition``, ``weapons``, ``compromise``
and ``volley``, imported on first use so that ``ledger --help`` stays fast.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import field_validator

from rules.dice_field import Faces
from rules.draft import Draft
from rules.session_args import Recap, SessionStart, title_check
from rules.mouseguard.choices import listing, named
from rules.mouseguard.pool_args import Names, PoolArgs
from rules.declaration import Command, Context
from rules.system import Args, arg, lazy_module

characters = lazy_module("rules.mouseguard.characters")
sessions = lazy_module("rules.sessions")
rolls = lazy_module("rules.mouseguard.rolls")
rerolls = lazy_module("rules.mouseguard.rerolls")
turns = lazy_module("rules.mouseguard.turns")
conflict = lazy_module("rules.mouseguard.conflict")
disposition = lazy_module("rules.mouseguard.disposition")
weapons = lazy_module("rules.mouseguard.weapons")
ending = lazy_module("rules.mouseguard.compromise")
volley = lazy_module("rules.mouseguard.volley")
volley_roll = lazy_module("rules.mouseguard.volley_roll")
maneuver = lazy_module("rules.mouseguard.maneuver")
state = lazy_module("rules.mouseguard.state")


_CONDITIONS = f"{listing('condition', 'en')} (or Spanish: {named('condition', 'es')})."


def _name(value: str) -> str:
    from rules.mouseguard.state import check_name

    return check_name(value)


class Sheet(Args):
    """Shared fields of a sheet (abilities, skills, traits, gear)."""

    nature: int | None = arg(None, help="Nature (for a mouse: its maximum).", metavar="N")
    will: int | None = arg(None, help="Will.", metavar="N")
    health: int | None = arg(None, help="Health.", metavar="N")
    resources: int | None = arg(None, help="Resources (mice: default 1).", metavar="N")
    circles: int | None = arg(None, help="Circles (mice: default 1).", metavar="N")
    skill: Names = arg(default_factory=list, help="A skill and its rating, e.g. fighter=3 (repeat; English or Spanish).",
                       metavar="SKILL=N")
    trait: Names = arg(default_factory=list, help="A trait and its level 1-3, e.g. Brave=2 (repeat).", metavar="TRAIT=L")
    weapon: Names = arg(default_factory=list, help=f"A weapon carried ({listing('weapon', 'en')}; repeat).",
                        metavar="WEAPON")
    armour: str | None = arg(None, help=f"{listing('armour', 'en')}.", metavar="ARMOUR")
    worn: str | None = arg(None, help=f"How armour is worn: {listing('worn', 'en')} (special: for an occasion; donned: "
                                      "put on just for this fight, it does not count).", metavar="HOW")
    gear: Names = arg(default_factory=list, help="Other gear and tools (repeat).", metavar="TEXT")


class AddCharacter(Sheet):
    """Create a patrol mouse from a full sheet: abilities (Nature's maximum, and its current value if
    lower), up to 24 skills rated 1-6, wises, traits with levels, conditions, Fate, Persona, checks,
    Belief, Goal, Instinct and gear (weapons, armour and how it is worn, a shield).

    With --kind npc or --kind animal: an NPC or an animal with Nature and a few skills (other abilities
    default to 0); an animal tests Nature for any skill it lacks."""

    name: str = arg(help="The character's name (1-60 characters; not , = : ;).", positional=True, metavar="NAME")
    kind: Literal["pc", "npc", "animal"] = arg("pc", help="pc (a patrol mouse), npc or animal.", metavar="KIND")
    nature_current: int | None = arg(None, help="Current Nature when below the maximum.", metavar="N")
    wise: Names = arg(default_factory=list, help="A wise (repeat), e.g. 'Weather-wise'.", metavar="WISE")
    condition: Names = arg(default_factory=list, help="A condition already marked (repeat): " + _CONDITIONS,
                           metavar="CONDITION")
    fate: int = arg(0, ge=0, le=20, help="Fate points.", metavar="N")
    persona: int = arg(0, ge=0, le=20, help="Persona points.", metavar="N")
    checks: int = arg(0, ge=0, le=50, help="Checks.", metavar="N")
    belief: str | None = arg(None, help="Belief.", metavar="TEXT")
    goal: str | None = arg(None, help="Goal.", metavar="TEXT")
    instinct: str | None = arg(None, help="Instinct.", metavar="TEXT")
    _n = field_validator("name")(_name)


class NoArgs(Args):
    """A command without arguments."""


class SceneStart(Args):
    """Open a scene inside a running session, with the characters present (default: every patrol mouse)."""

    title: str | None = arg(None, help="Scene title.", metavar="TEXT")
    _t = title_check
    with_: Names = arg(default_factory=list, alias="with", sep=",", help="Who is in the scene (helpers must be).",
                       metavar="A,B")


class TestArgs(PoolArgs):
    """Test a skill or ability: independent against an obstacle (--ob) or versus another character
    (--versus; the opponent rolls with `oppose`). 4-6 is a success. A recovery test (--recover) takes
    its Ob from the condition; a healer treats --patient. The test stays open for Fate, a level-3
    reroll, success with a condition or a tie-break until `resolve`."""

    skill: str = arg(help="Skill or ability, English or Spanish (weather-watcher, Meteorólogo, will ...).",
                     positional=True, metavar="SKILL")
    character: str | None = arg(None, help="Who tests (default: --as).", metavar="NAME")
    ob: int | None = arg(None, ge=1, le=20, help="The obstacle: successes needed.", metavar="N")
    versus: str | None = arg(None, help="The opponent of a versus test.", metavar="NAME")
    recover: str | None = arg(None, help="A recovery test from this condition. " + _CONDITIONS, metavar="CONDITION")
    patient: str | None = arg(None, help="A healer's treatment of this mouse's Injured or Sick (Ob 3).", metavar="NAME")
    nature: str | None = arg(None, help=f"{listing('nature', 'en')}: with or against rolls Nature instead; tap-with or "
                                        "tap-against (1 Persona) adds Nature.", metavar="MODE")
    gear: str | None = arg(None, help="Appropriate gear used (+1D).", metavar="TEXT")
    stealth: bool = arg(False, help="Hiding or moving silently (heavy armour -1D on Scout or Nature).")
    spend_check: bool = arg(False, help="Spend checks: 1 for another test in the Players' Turn, 2 for a recovery "
                                        "test in the GM's Turn.")


class OpposeArgs(PoolArgs):
    """Roll the opponent's side of the open versus test (own skill and adders)."""

    skill: str | None = arg(None, help="Skill or ability (default: the one the first side tested).", positional=True,
                            metavar="SKILL")
    character: str | None = arg(None, help="The opponent (default: --as).", metavar="NAME")
    nature: str | None = arg(None, help=f"{listing('nature', 'en')}.", metavar="MODE")
    gear: str | None = arg(None, help="Appropriate gear used (+1D).", metavar="TEXT")
    stealth: bool = arg(False, help="Hiding or moving silently.")
    opponent_dice: Faces = arg(None, text=True, help="With --handicap opponent-dice: the first side's two extra dice.", metavar="A,B")


class FateArgs(Args):
    """Spend a Fate point on your side of the open test (mouseguard.fate.mode: each 6 rolls another die)."""

    character: str | None = arg(None, help="Whose side (default: --as).", metavar="NAME")
    dice: Faces = arg(None, text=True, help="The new dice typed in.", metavar="A,B,...")
    seed: int | None = arg(None, help="Roll with this seed instead.", metavar="N")


class RerollArgs(FateArgs):
    """Reroll a failed test with a level-3 trait (once a session)."""

    trait: str = arg(help="The level-3 trait.", metavar="TRAIT")


class TakeCondition(Args):
    """Turn a failed independent test into a success at the price of a condition."""

    condition: str = arg(help=_CONDITIONS, positional=True, metavar="CONDITION")
    character: str | None = arg(None, help="The roller (default: --as).", metavar="NAME")
    affects: str | None = arg(None, help="Injured/Sick under injury.penalty=chooseOne: the test it penalises.",
                              metavar="SKILL")


class BreakTie(Args):
    """Break a tied versus test: a roller uses a trait against themselves (2 checks; the opponent wins by
    one), or a tie-break roll of an ability (Will by default) for both sides."""

    trait: str | None = arg(None, help="The trait used against yourself.", metavar="TRAIT")
    character: str | None = arg(None, help="Who uses it (default: --as).", metavar="NAME")
    roll: bool = arg(False, help="A tie-break roll instead.")
    ability: str | None = arg(None, help=f"The ability of the tie-break roll ({listing('tie', 'en')}).",
                              metavar="ABILITY")
    dice: Faces = arg(None, text=True, help="The first side's tie-break dice.", metavar="A,B,...")
    versus_dice: Faces = arg(None, text=True, help="The second side's tie-break dice.", metavar="A,B,...")
    seed: int | None = arg(None, help="Roll with this seed instead.", metavar="N")
    odds: bool = arg(False, preview="odds",
                     help="First print the exact chance of each result (ledger odds); not recorded.")


class ResolveArgs(Args):
    """Resolve the open test: Nature tax, advancement marks, the recovery's effect."""

    injury: str | None = arg(None, help="A failed treatment: the skill or ability the GM lowers for good.", metavar="SKILL")


class MarkArgs(Args):
    """Mark a condition (the GM's twist, a compromise ...)."""

    character: str = arg(help="The character.", positional=True, metavar="NAME")
    condition: str = arg(help=_CONDITIONS, positional=True, metavar="CONDITION")
    affects: str | None = arg(None, help="Injured/Sick under injury.penalty=chooseOne: the test it penalises.",
                              metavar="SKILL")
    reason: str | None = arg(None, help="Why (shown in history).", metavar="TEXT")


class ClearArgs(Args):
    """Clear a marked condition (a correction, or the story's doing)."""

    character: str = arg(help="The character.", positional=True, metavar="NAME")
    condition: str = arg(help=_CONDITIONS, positional=True, metavar="CONDITION")
    reason: str | None = arg(None, help="Why (shown in history).", metavar="TEXT")


class RestArgs(Args):
    """A night's sleep under a roof clears Tired; out in the open it does not."""

    character: str = arg(help="The mouse.", positional=True, metavar="NAME")
    outdoors: bool = arg(False, help="Slept out in the open.")


class InjuryArgs(Args):
    """Accept a permanent injury in the GM's Turn: Injured/Sick clears and a skill or ability drops by 1."""

    character: str = arg(help="The mouse.", positional=True, metavar="NAME")
    target: str = arg(help="The skill or ability lowered (not Circles or Resources).", positional=True, metavar="SKILL")
    condition: str | None = arg(None, help="injured or sick, when both are marked.", metavar="CONDITION")


class RewardArgs(Args):
    """Reward one mouse: Fate and Persona reasons (Fate at most 3, Persona at most 4 at once)."""

    character: str = arg(help="The mouse.", positional=True, metavar="NAME")
    fate: Names = arg(default_factory=list, sep=",", help=f"{listing('fate', 'en')}.", metavar="R,R")
    persona: Names = arg(default_factory=list, sep=",", help=f"{listing('persona', 'en')}.", metavar="R,R")


class TraitArgs(Args):
    """A mouse and one of their traits."""

    character: str = arg(help="The mouse.", positional=True, metavar="NAME")
    trait: str = arg(help="The trait.", positional=True, metavar="TRAIT")


class ConflictStart(Args):
    """Declare a conflict: its type, the two sides (the patrol's first) and their goals; --also-team adds
    another patrol team and --also-opponents another group of opponents, each pair fought as its own front
    (several teams against one group, one team against several groups, or as many of each, paired in order)."""

    type: str = arg(help=f"{listing('type', 'en')} (or Spanish).", metavar="TYPE")
    team: Names = arg(sep=",", help="The first side (usually the patrol).", metavar="A,B")
    goal: str = arg(help="The first side's goal.", metavar="TEXT")
    opponents: Names = arg(sep=",", help="The other side.", metavar="A,B")
    opponent_goal: str = arg(help="The other side's goal.", metavar="TEXT")
    also_team: list[str] = arg(default_factory=list, help="One more patrol team, its own front "
                               "(repeatable; members comma-separated).", metavar="A,B")
    also_goal: list[str] = arg(default_factory=list, help="The goal of each --also-team, in the same order "
                               "(repeatable).", metavar="TEXT")
    also_opponents: list[str] = arg(default_factory=list, help="One more group of opponents, its own front "
                                    "(repeatable; members comma-separated).", metavar="A,B")
    also_opponent_goal: list[str] = arg(default_factory=list, help="The goal of each --also-opponents, in the "
                                        "same order (repeatable).", metavar="TEXT")


class DispositionArgs(PoolArgs):
    """Roll one side's starting disposition: the type's skill (helpers from the side), plus the type's
    ability, minus the members' conditions, with the roller's armour."""

    character: str | None = arg(None, help="The side's roller (default: --as).", metavar="NAME")
    nature: str | None = arg(None, help="tap-with / tap-against: 1 Persona adds Nature to the disposition roll "
                                        "(against Nature costs 1 Nature).", metavar="MODE")
    front: int | None = arg(None, help="With several fronts: the front (1 = the first pair, 2 = the second ...) "
                                       "for a side that fights on several.", metavar="N")


class WieldArgs(Args):
    """Choose the weapon a member fights with (and a halberd's mode) at the start of an exchange."""

    character: str = arg(help="The member.", positional=True, metavar="NAME")
    weapon: str = arg(help=f"A weapon carried, or none: {listing('wield', 'en')}.", positional=True, metavar="WEAPON")
    mode: str | None = arg(None, help=f"A halberd's mode: {listing('halberd', 'en')}.", metavar="MODE")
    sword_action: str | None = arg(None, help="sword.bindAt=conflictStart: the action the sword's +1D is bound to "
                                              f"({listing('action', 'en')}).", metavar="ACTION")


class ScriptArgs(Args):
    """Seal a side's three actions for this exchange (secret until each volley is revealed)."""

    side: str | None = arg(None, help="A member of the side (default: --as).", metavar="NAME")
    actions: Names = arg(sep=",", help=f"Three of {listing('action', 'en')} (or Spanish: {named('action', 'es')}).",
                         metavar="A,A,A", repeats=True, items=3)
    actors: Names = arg(default_factory=list, sep=",", help="Who performs each (default: the seed's rotation).",
                        metavar="N,N,N", repeats=True, items=3)
    front: int | None = arg(None, help="With several fronts: the front (1 = the first pair, 2 = the second ...) "
                                       "for a side that fights on several.", metavar="N")


class VolleyRollArgs(PoolArgs):
    """Roll your side's test in the revealed volley (the last roll resolves it)."""

    character: str | None = arg(None, help="The acting member (default: --as).", metavar="NAME")
    skill: str | None = arg(None, help="Another skill than the conflict type's (nature: acting against Nature).", metavar="SKILL")
    nature: str | None = arg(None, help=f"{listing('nature', 'en')}: with or against rolls Nature instead; tap-with or "
                                        "tap-against (1 Persona) adds Nature to the skill.", metavar="MODE")
    throw: bool = arg(False, help="Throw a staff or knife with this Attack (it is lost).")
    sword: bool = arg(False, help="Bind your sword's +1D to this action for the whole fight.")


class ManeuverArgs(Args):
    """Spend a maneuver's margin: impede (1), position (2), disarm (3); each at most once."""

    character: str | None = arg(None, help="The maneuvering member (default: --as).", metavar="NAME")
    buy: Names = arg(default_factory=list, sep=",", help=f"{listing('buy', 'en')}.", metavar="E,E")
    disarm: str | None = arg(None, help="The weapon taken away.", metavar="WEAPON")
    negate_trait: str | None = arg(None, help="Or the trait cancelled for the rest of the conflict.", metavar="TRAIT")
    target: str | None = arg(None, help="Whose (default: this volley's opposing actor).", metavar="NAME")


class CloseArgs(Args):
    """Close an ended conflict, with the compromise's terms."""

    terms: str | None = arg(None, help="What the compromise gives the loser.", metavar="TEXT")


def _do_test(d: Draft, a: TestArgs, c: Context) -> None:
    rolls.start_test(d, a, c.actor, c.action_id, c.seed)


def _cmd(name: str, args: type[Args], handler: Any, help: str, example: str) -> tuple[str, Command]:
    return name, Command(name, args, handler, help, example)


COMMANDS: dict[str, Command] = dict([
    _cmd("add-character", AddCharacter, lambda d, a, c: characters.add_character(d, a),
         "Create a patrol mouse from a full sheet (or an NPC or animal with --kind).",
         "add-character Brand --nature 4 --will 3 --health 5 --skill fighter=4 --skill scout=3 --skill weather-watcher=2 --trait Brave=1 --trait Calm=1 --weapon spear --weapon halberd"),
    _cmd("session start", SessionStart, lambda d, a, c: sessions.session_start(d, a, c), "Start a session.", "session start"),
    _cmd("session end", NoArgs, lambda d, a, c: turns.session_end(d),
         "End the session (level-1/3 traits ready again; session charges expire).", "session end"),
    _cmd("recap", Recap, lambda d, a, c: sessions.recap(d, a, c), "The GM's recap of a session or a scene.",
         'recap "What happened, in a few sentences." --session 1'),
    _cmd("scene start", SceneStart, lambda d, a, c: turns.scene_start(d, a.title, a.with_), "Open a scene.",
         'scene start --title "Bramble ridge" --with Brand,Rogard'),
    _cmd("scene end", NoArgs, lambda d, a, c: turns.scene_end(d), "Close the scene.", "scene end"),
    _cmd("turn gm", NoArgs, lambda d, a, c: turns.turn(d, "gm"), "Start a mission with the GM's Turn.", "turn gm"),
    _cmd("turn players", NoArgs, lambda d, a, c: turns.turn(d, "players"), "Start the Players' Turn.", "turn players"),
    _cmd("turn end", NoArgs, lambda d, a, c: turns.turn(d, "end"), "End the Players' Turn (then the rewards).", "turn end"),
    _cmd("rewards give", RewardArgs, lambda d, a, c: turns.give_rewards(d, a.character, a.fate, a.persona),
         "Reward a mouse with Fate and Persona.", "rewards give Brand --fate belief,goal --persona mvp"),
    _cmd("rewards done", NoArgs, lambda d, a, c: turns.rewards_done(d), "Close the rewards (the mission ends).",
         "rewards done"),
    _cmd("test", TestArgs, _do_test, "Test a skill or ability (independent or versus); opens the roll.",
         "test weather-watcher --as Rogard --ob 3 --wise Weather-wise --gear spyglass --helper Brand --dice 6,5,4,3,2,1,4"),
    _cmd("oppose", OpposeArgs, lambda d, a, c: rolls.oppose(d, a, c.actor, c.seed),
         "Roll the opponent's side of a versus test.", "oppose fighter --as Bandit --dice 5,4,2"),
    _cmd("fate", FateArgs, lambda d, a, c: rerolls.spend_fate(d, a.character, c.actor, a.dice, a.seed, c.seed),
         "Spend Fate on your side of the open test.", "fate --as Rogard --dice 4"),
    _cmd("reroll", RerollArgs, lambda d, a, c: rerolls.trait_reroll(d, a.character, c.actor, a.trait, a.dice, a.seed, c.seed),
         "Reroll a failed test with a level-3 trait.", "reroll --as Rogard --trait Wise --dice 5,2"),
    _cmd("take-condition", TakeCondition, lambda d, a, c: rerolls.take_condition(d, a.condition, a.character, c.actor,
                                                                               a.affects),
         "Succeed at the price of a condition.", "take-condition angry --as Rogard"),
    _cmd("break-tie", BreakTie, lambda d, a, c: rerolls.break_tie(d, a, c.actor, c.seed),
         "Break a tied versus test.", "break-tie --as Brand --trait Calm"),
    _cmd("resolve", ResolveArgs, lambda d, a, c: rolls.resolve(d, a.injury),
         "Resolve the open test (Nature tax, advancement, recovery).", "resolve"),
    _cmd("mark", MarkArgs, lambda d, a, c: state.mark_condition(d, state.find(d, a.character), a.condition,
                                                               cause=a.reason, affects=a.affects),
         "Mark a condition.", "mark Brand tired"),
    _cmd("clear", ClearArgs, lambda d, a, c: state.clear_condition(d, state.find(d, a.character), a.condition,
                                                                  cause=a.reason, how="cleared"),
         "Clear a condition.", "clear Brand angry"),
    _cmd("rest", RestArgs, lambda d, a, c: turns.rest(d, a.character, a.outdoors),
         "A night's sleep under a roof clears Tired.", "rest Brand"),
    _cmd("injury", InjuryArgs, lambda d, a, c: turns.accept_injury(d, a.character, a.target, a.condition),
         "Accept a permanent injury (GM's Turn only).", "injury Brand scout"),
    _cmd("trait charge", TraitArgs, lambda d, a, c: turns.charge(d, a.character, a.trait),
         "Spend 3 checks: a trait one level higher for the session.", "trait charge Brand Brave"),
    _cmd("trait recharge", TraitArgs, lambda d, a, c: turns.recharge(d, a.character, a.trait),
         "Spend 2 (level 1) or 4 (level 3) checks to use a trait again.", "trait recharge Brand Brave"),
    _cmd("conflict start", ConflictStart, lambda d, a, c: conflict.start(d, a, c.action_id), "Declare a conflict.",
         'conflict start --type fight --team Brand --goal "capture him" --opponents Bandit --opponent-goal "escape"'),
    _cmd("conflict disposition", DispositionArgs, lambda d, a, c: disposition.disposition(d, a, c.actor, c.seed),
         "Roll a side's starting disposition.", "conflict disposition --as Brand --dice 6,5,4,2"),
    _cmd("conflict wield", WieldArgs, lambda d, a, c: weapons.wield(d, a, c.actor),
         "Choose a member's weapon (a halberd's mode) for the exchange.", "conflict wield Brand halberd --mode axe"),
    _cmd("conflict script", ScriptArgs, lambda d, a, c: conflict.script(d, a, c.actor),
         "Seal a side's three actions for the exchange.", "conflict script --side Brand --actions maneuver,attack,attack"),
    _cmd("conflict reveal", NoArgs, lambda d, a, c: volley.reveal(d), "Reveal the next volley.", "conflict reveal"),
    _cmd("conflict roll", VolleyRollArgs, lambda d, a, c: volley_roll.roll(d, a, c.actor, c.action_id, c.seed),
         "Roll your side's test in the volley.", "conflict roll --as Brand --dice 6,4,3,1"),
    _cmd("conflict maneuver", ManeuverArgs, lambda d, a, c: maneuver.maneuver(d, a, c.actor),
         "Spend a maneuver's margin on effects.", "conflict maneuver --as Brand --buy position"),
    _cmd("conflict close", CloseArgs, lambda d, a, c: ending.close(d, a.terms), "Close an ended conflict.",
         'conflict close --terms "the bandit escapes, wounded"'),
])
