"""The MOSAIC command table: one argument model and one thin handler per CLI command / script action.

Source: seed 001 throughout (each handler's callee names its section); docs/systems/mosaic.md for the command set.
``ledger <command> ...`` and a script entry ``- <command>: {...}`` take the same arguments. The
argument models live in ``rules.mosaic.args``; the rules in the move modules, imported on first use.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.args import (
    ActOnAnswer, AddCharacter, AddCulture, AddNpc, AdvantageAdd, AdvantageConvert, AllyRequest, Dispute, GmMove,
    InfluenceMark, Interaction, Invest, Journey, LocationName, Milestone, NoArgs, Participate, Press, QuestChallenge,
    QuestEnd, QuestStart, RestStart, RestTask, Resolve, Roll, SceneStart, SpendTile, Tap, Trait,
)
from rules.session_args import Recap, SessionStart
from rules.declaration import Command, Context
from rules.system import lazy_module

group = lazy_module("rules.mosaic.group")
sessions = lazy_module("rules.sessions")
rolls = lazy_module("rules.mosaic.rolls")
moves = lazy_module("rules.mosaic.moves")
downtime = lazy_module("rules.mosaic.downtime")
milestones = lazy_module("rules.mosaic.milestones")
state = lazy_module("rules.mosaic.state")


def _who(d: Draft, given: str | None, ctx: Context, field: str = "character") -> str:
    """The PC an action is about: ``given``, else the actor when the actor is a PC (``RuleError(field)``)."""
    name = given or (ctx.actor if ctx.actor != "GM" else None)
    if not name:
        raise RuleError(field, "name the character (or act --as the character)")
    return state.active_pc(d, name, field)


def _open_id(d: Draft) -> int | None:
    roll = d.state.get("roll")
    return roll["id"] if roll else None


def _tracked(fn: Any) -> Any:
    """A handler whose changes also count as effects of the open roll (for a later dispute, MO-F2)."""
    def handler(d: Draft, a: Any, ctx: Context) -> None:
        """Run the wrapped handler, then add its changes to the open roll's effects."""
        roll_id, since = _open_id(d), len(d.events)
        fn(d, a, ctx)
        if roll_id is not None:
            moves.track(d, roll_id, since)
    handler.__doc__ = fn.__doc__
    return handler


def do_roll(d: Draft, a: Roll, ctx: Context) -> None:
    """Roll a move (``rules.mosaic.rolls.start_roll``); a self-initiated roll stays disputable this session."""
    who = _who(d, a.character, ctx)
    roll = rolls.start_roll(d, move=a.move, roller=who, with_=a.with_, target=a.target, role=a.role, dice=a.dice,
                            seed=a.seed, action_seed=ctx.seed, roll_id=ctx.action_id, actor=ctx.actor,
                            self_initiated=a.self_initiated, tile=a.tile, tile_culture=a.culture, invest_tile=a.invest,
                            accept_loss=a.accept_loss, press_culture=a.press, press_stat=a.press_stat)
    if a.self_initiated:
        d.set("disputable", str(roll["id"]), {"roller": who, "move": roll["move"], "session": roll["session"], "effects": []})
        moves.track(d, roll["id"], 0)


def do_spend_tile(d: Draft, a: SpendTile, ctx: Context) -> None:
    """Spend a tile for +1 die on the open roll (``rules.mosaic.rolls.tile_bonus``)."""
    roll = rolls.open_roll(d, "spend-tile")
    rolls.tile_bonus(d, a.culture, a.dice, a.seed, ctx.seed, f"roll #{roll['id']}")


def do_invest(d: Draft, a: Invest, ctx: Context) -> None:
    """Invest a tile into the Advantage pool instead of its die (``rules.mosaic.rolls.invest``)."""
    roll = rolls.open_roll(d, "invest")
    rolls.invest(d, a.culture, a.accept_loss, f"roll #{roll['id']}")


def do_press(d: Draft, a: Press, ctx: Context) -> None:
    """Press an Advantage for +2 dice on the open roll (``rules.mosaic.rolls.press``)."""
    roll = rolls.open_roll(d, "press")
    rolls.press(d, a.culture, a.stat, a.dice, a.seed, ctx.seed, f"roll #{roll['id']}")


def do_resolve(d: Draft, a: Resolve, ctx: Context) -> None:
    """Resolve the open roll (``rules.mosaic.moves.resolve``)."""
    moves.resolve(d, a.pick, a.gm_move, a.influence, a.restore_tile, a.advantage_culture, ctx.actor)


def do_act(d: Draft, a: ActOnAnswer, ctx: Context) -> None:
    """Act on a Learn or Empathy answer for the first time (``rules.mosaic.moves.act_on_answer``)."""
    who = _who(d, a.character, ctx)
    since = len(d.events)
    moves.track(d, moves.act_on_answer(d, who, a.roll, a.advantage_culture), since)


def do_milestone(d: Draft, a: Milestone, ctx: Context) -> None:
    """Buy a milestone during a rest (``rules.mosaic.milestones.buy``)."""
    who = _who(d, a.character, ctx)
    params = a.model_dump(exclude={"milestone", "character"})
    milestones.buy(d, who, a.milestone, params)


def _cmd(name: str, args: type, handler: Any, help: str, example: str) -> tuple[str, Command]:
    return name, Command(name, args, handler, help, example)


COMMANDS: dict[str, Command] = dict([
    _cmd("culture add", AddCulture, lambda d, a, c: group.add_culture(d, a.name, a.playbook),
         "Define a culture of the campaign (optionally a playbook's).", "culture add Castilian --playbook conquistador"),
    _cmd("add-character", AddCharacter,
         lambda d, a, c: group.add_character(d, a.name, a.playbook, a.playbook_stat, a.background, a.faith, a.contacts, a.item),
         "Create a PC: playbook, five Mosaic Ranks, items.",
         'add-character "Don Diego" --playbook conquistador --background Castilian:aggression --background Nahua:cunning '
         "--faith Castilian:inspiration --contacts Nahua:understanding"),
    _cmd("trait", Trait, lambda d, a, c: group.set_trait(d, state.find(d, a.character, "character", kind="pc"), a.stat,
                                                         a.descriptor, a.move, a.option, a.rest),
         "Write a stat's trait: descriptor, ability (move + option), rest task.",
         'trait "Don Diego" cunning --descriptor "Knows the back alleys" --move avoid --option "you lose them in a crowd"'),
    _cmd("npc add", AddNpc, lambda d, a, c: group.add_npc(d, a.name, a.culture, a.rank),
         "Introduce an NPC of a culture, with a culture rank 0-5.", 'npc add "Tlacaelel" --culture Nahua --rank 3'),
    _cmd("session start", SessionStart, lambda d, a, c: sessions.session_start(d, a, c), "Start a session.", "session start"),
    _cmd("session end", NoArgs, lambda d, a, c: group.session_end(d), "End the session (GM moves must be made).",
         "session end"),
    _cmd("recap", Recap, lambda d, a, c: sessions.recap(d, a, c), "The GM's recap of a session or a scene.",
         'recap "What happened, in a few sentences." --session 1'),
    _cmd("scene start", SceneStart, lambda d, a, c: sessions.scene_start(d, a, c), "Open a scene.",
         'scene start --title "The causeway"'),
    _cmd("scene end", NoArgs, lambda d, a, c: group.scene_end(d), "Close the scene (an open interaction ends).",
         "scene end"),
    _cmd("quest start", QuestStart, lambda d, a, c: group.quest_start(d, a.title, a.agree, a.lose, c.action_id),
         "Agree on the Quest: Trust = agreeing PCs - pairs sharing no culture.",
         'quest start "Find the Flowers" --agree "Don Diego,Itzel,Kenji"'),
    _cmd("quest challenge", QuestChallenge, lambda d, a, c: group.quest_challenge(d, a.outcome, a.lose),
         "A Quest challenge met (Trust +1) or failed (Trust -1).", "quest challenge risen"),
    _cmd("quest end", QuestEnd, lambda d, a, c: group.quest_end(d, a.outcome),
         "The Quest is completed (Retire opens) or failed.", "quest end completed"),
    _cmd("roll", Roll, do_roll, "Roll a move: keep the best two dice; opens the bonus-dice window.",
         'roll Push --as "Don Diego" --dice 6,2'),
    _cmd("spend-tile", SpendTile, _tracked(do_spend_tile), "Spend a Mosaic Tile of the rolled culture: +1 die.",
         'spend-tile --as "Don Diego" --dice 5'),
    _cmd("invest", Invest, _tracked(do_invest), "Invest a tile of a highlighted stat's culture into the Advantage pool.",
         'invest --as "Don Diego"'),
    _cmd("press", Press, _tracked(do_press), "Press an Advantage: +2 dice, the stat becomes influenced.",
         'press Nahua --as Itzel --dice 6,3'),
    _cmd("resolve", Resolve, _tracked(do_resolve), "Resolve the open roll with its pick (a 12 adds its effects).",
         "resolve --pick PU1"),
    _cmd("gm-move", GmMove, lambda d, a, c: moves.gm_move(d, a.roll, a.text, a.waive, c.actor),
         "Record (or waive) the GM's move owed by a 7-9 or a miss.", 'gm-move --roll 12 --text "The guards close in"'),
    _cmd("dispute", Dispute, lambda d, a, c: moves.dispute(d, a.roll, a.reason, c.actor),
         "The GM disputes a self-initiated roll: its effects are compensated.", 'dispute 12 --reason "no move triggered"'),
    _cmd("act-on-answer", ActOnAnswer, do_act, "First acting on a Learn/Empathy answer: +1 Advantage.",
         "act-on-answer --as Itzel --roll 14"),
    _cmd("interaction start", Interaction,
         lambda d, a, c: group.interaction_start(d, _who(d, a.character, c), state.find(d, a.with_, "with", kind="npc")),
         "Open an interaction with your Reliable Ally (no roll).", 'interaction start --as Itzel --with "Tlacaelel"'),
    _cmd("interaction end", NoArgs, lambda d, a, c: group.interaction_end(d), "End the open interaction.",
         "interaction end"),
    _cmd("journey start", Journey,
         lambda d, a, c: group.journey_start(d, a.to, {"leader": a.leader, "scout": a.scout, "guard": a.guard}, c.action_id),
         "Start a journey: a Leader, Scout and/or Guard for its key obstacles.",
         'journey start --to Tlaxcala --leader "Don Diego" --scout Kenji'),
    _cmd("journey end", NoArgs, lambda d, a, c: group.journey_end(d), "End the journey.", "journey end"),
    _cmd("rest start", RestStart, lambda d, a, c: downtime.rest_start(d, a.at, a.lose, c.action_id),
         "Start a rest (temporary Trust ends).", 'rest start --at "The mission"'),
    _cmd("rest task", RestTask,
         lambda d, a, c: downtime.rest_task(d, _who(d, a.character, c), a.stat, a.choice, a.clear_stat, a.advantage),
         "Do a trait's rest task: regain a tile, clear influence or mark Experience.",
         "rest task cunning --as Itzel --choice tile"),
    _cmd("rest participate", Participate,
         lambda d, a, c: downtime.participate(d, _who(d, a.character, c), a.with_, a.stat, a.request, a.choice),
         "Join another PC's rest task: clear influence, Trust +1 or a temporary highlight.",
         "rest participate --as Kenji --with Itzel --request personal --choice trust"),
    _cmd("rest end", NoArgs, lambda d, a, c: downtime.rest_end(d), "End the rest.", "rest end"),
    _cmd("advantage convert", AdvantageConvert,
         lambda d, a, c: downtime.convert(d, a.culture, a.count,
                                          _who(d, a.character, c) if a.character or c.actor != "GM" else None),
         "During a rest: turn Advantage into Experience, then pay upkeep.", "advantage convert Nahua --count 1"),
    _cmd("advantage add", AdvantageAdd, lambda d, a, c: group.gm_advantage(d, a.culture, a.count, a.reason, c.actor),
         "The GM adds Advantage to the pool (beyond Trust it is lost).", 'advantage add Nahua --reason "a favour"'),
    _cmd("influence mark", InfluenceMark,
         lambda d, a, c: group.gm_influence(d, state.active_pc(d, a.character), a.culture, a.stat, a.reason),
         "Mark influence {culture, stat} on a PC.", 'influence mark Kenji --culture Nahua --stat discipline'),
    _cmd("milestone", Milestone, do_milestone, "Buy a milestone with group Experience (during a rest).",
         'milestone train --as Kenji --item "Arquebus"'),
    _cmd("tap", Tap, lambda d, a, c: milestones.tap(d, _who(d, a.character, c), a.mark, a.recolor),
         "Tap a Leave a Mark (once per session): +1 Advantage or recolour one.", 'tap "The painted codex" --as Itzel'),
    _cmd("ally request", AllyRequest, lambda d, a, c: milestones.repay(d, a.npc, a.answer, a.tiles, c.actor),
         "An ally asks for help: accept, pay tiles equal to its rank, or the bond breaks.",
         'ally request "Tlacaelel" --answer pay --tiles Nahua,Nahua,Nahua'),
    _cmd("location unsafe", LocationName, lambda d, a, c: milestones.location_ruling(d, a.name, "unsafe", c.actor),
         "The GM turns a safe location unsafe (upkeep not paid).", 'location unsafe "The mission"'),
    _cmd("location improve", LocationName, lambda d, a, c: milestones.location_ruling(d, a.name, "improved", c.actor),
         "The GM marks a safe location improved (+2 rest tasks).", 'location improve "The mission"'),
])
