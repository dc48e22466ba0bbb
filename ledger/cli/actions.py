"""CLI commands that record actions: one command per action, each a thin call of ``run``.

Source: issue #2 item 6; the rules behind each command are in ``rules/masks/commands.py``.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from ledger.cli.common import (
    As, CampaignOpt, Store, app, battle_app, fail, influence_app, out, run, scalar, scene_app, session_app, store_path,
    team_app, with_new_store,
)

# --- campaign and roster ----------------------------------------------------------------------------

@app.command()
def create(
    name: Annotated[str, typer.Argument(help="Campaign name.")],
    system: Annotated[str, typer.Option(help="Game system id.")] = "masks",
    option: Annotated[Optional[list[str]], typer.Option("--option", help="Campaign option KEY=VALUE, e.g. masks.team.spendTiming=nextRollOnly.")] = None,
    store: Store = None, actor: As = "GM",
) -> None:
    """Create a campaign (and the store file if it does not exist)."""
    opts: dict[str, Any] = {}
    for item in option or []:
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            fail(f"option: {item!r} is not KEY=VALUE")
        if key.strip() in opts:
            fail(f"option: {key.strip()} is given twice; give each option once")
        opts[key.strip()] = scalar(value.strip())
    camp = with_new_store(store, lambda ledger: ledger.create(name, system, opts, actor))
    out.print(f"created campaign {camp.name} ({camp.system}, rules {camp.rules_version}) in {store_path(store)}")


@app.command("add-character")
def add_character(
    name: str,
    playbook: Annotated[str, typer.Option(help="beacon, bull, delinquent, doomed, janus, legacy, nova, outsider, protege, transformed.")],
    plus_one: Annotated[Optional[str], typer.Option("--plus-one", help="The Label that takes creation's +1.")] = None,
    labels: Annotated[Optional[str], typer.Option(help="Own starting array D,F,S,S,M (e.g. -1,0,2,0,1), for other playbooks.")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Create a PC from a playbook's starting Labels (+1 to one Label)."""
    parsed = None
    if labels is not None:
        try:
            parsed = [int(x) for x in labels.split(",")]
        except ValueError:
            fail("labels: give five whole numbers D,F,S,S,M such as -1,0,2,0,1")
    run(store, campaign, "add-character", {"name": name, "playbook": playbook, "plus_one": plus_one, "labels": parsed}, actor)


@app.command("add-npc")
def add_npc(
    name: str,
    adult: Annotated[bool, typer.Option("--adult", help="Adults hold Influence over every PC when introduced.")] = False,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Introduce an NPC."""
    run(store, campaign, "add-npc", {"name": name, "adult": adult}, actor)


# --- phases -----------------------------------------------------------------------------------------

@session_app.command("start")
def session_start(store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Start a session (the GM adds a Team to the pool)."""
    run(store, campaign, "session start", {}, actor)


@session_app.command("end")
def session_end(store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """End the session: then each active PC records one end-of-session choice."""
    run(store, campaign, "session end", {}, actor)


@scene_app.command("start")
def scene_start(title: Annotated[Optional[str], typer.Option(help="Scene title.")] = None,
                store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Open a scene."""
    run(store, campaign, "scene start", {"title": title}, actor)


@scene_app.command("end")
def scene_end(store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Close the scene (conditions whose clearing action was taken clear now)."""
    run(store, campaign, "scene end", {}, actor)


@app.command("time-passes")
def time_passes(store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Time passes: the Team pool is emptied and set to 1."""
    run(store, campaign, "time-passes", {}, actor)


# --- rolls ------------------------------------------------------------------------------------------

@app.command()
def roll(
    move: Annotated[str, typer.Argument(help="Move, in English or Spanish (e.g. 'Directly Engage a Threat', 'Enfrentarse a una amenaza', directly-engage).")],
    character: Annotated[Optional[str], typer.Option(help="Who rolls (default: the --as character).")] = None,
    target: Annotated[Optional[str], typer.Option(help="The move's target (needed by comfort, pierce, defend, provoke, reject).")] = None,
    dice: Annotated[Optional[str], typer.Option(help="Physical dice typed in, e.g. 6,3.")] = None,
    seed: Annotated[Optional[int], typer.Option(help="Roll with this seed instead (recorded).")] = None,
    acting_on_answers: Annotated[bool, typer.Option("--acting-on-answers", help="Take Assess the Situation's +1.")] = False,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Roll a move: 2d6 + Label with its modifiers; opens the post-roll window."""
    run(store, campaign, "roll", {"move": move, "character": character, "target": target, "dice": dice, "seed": seed,
                                  "acting_on_answers": acting_on_answers}, actor)


@app.command()
def resolve(
    pick: Annotated[Optional[list[str]], typer.Option("--pick", help="An option, e.g. DE1, CS2:condition=afraid, RI2:up=freak,down=mundane (repeat).")] = None,
    gm_move: Annotated[Optional[str], typer.Option("--gm-move", help="Record the GM's move (e.g. on a miss).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Resolve the open roll with its picks (a miss marks potential)."""
    run(store, campaign, "resolve", {"pick": pick or [], "gm_move": gm_move}, actor)


# --- conditions, Labels, forward --------------------------------------------------------------------

@app.command()
def mark(character: str, condition: Annotated[Optional[str], typer.Argument(help="Angry/Enojado, Afraid/Asustado, Guilty/Culpable, Hopeless/Desesperado, Insecure/Inseguro.")] = None,
         store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Mark a condition (with all five marked, the hero is taken out)."""
    run(store, campaign, "mark", {"character": character, "condition": condition}, actor)


@app.command()
def clear(character: str, condition: str, store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Clear a marked condition."""
    run(store, campaign, "clear", {"character": character, "condition": condition}, actor)


@app.command("clearing-action")
def clearing_action(character: str, condition: str, store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Note that a hero took a condition's clearing action; it clears at the end of the scene."""
    run(store, campaign, "clearing-action", {"character": character, "condition": condition}, actor)


@app.command()
def shift(
    character: str,
    up: Annotated[Optional[str], typer.Option(help="Label shifted up.")] = None,
    down: Annotated[Optional[str], typer.Option(help="Label shifted down.")] = None,
    imposed: Annotated[Optional[bool], typer.Option("--imposed/--chosen", help="Imposed by the GM (locked Labels are skipped) or chosen by the player (refused).")] = None,
    overflow_condition: Annotated[Optional[list[str]], typer.Option("--overflow-condition", help="Condition marked when a Label would pass +3/-2 (GM's choice).")] = None,
    reason: Annotated[Optional[str], typer.Option(help="Why (shown in history).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Shift Labels one up and/or one down."""
    run(store, campaign, "shift", {"character": character, "up": up, "down": down, "imposed": imposed,
                                   "overflow_condition": overflow_condition or [], "reason": reason}, actor)


@app.command()
def forward(
    character: str,
    amount: Annotated[int, typer.Option(help="Modifier, usually 1.")] = 1,
    against: Annotated[Optional[str], typer.Option(help="Only on a roll targeting this character.")] = None,
    reason: Annotated[str, typer.Option(help="Source shown on the roll.")] = "GM",
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Grant a forward modifier for the next qualifying roll."""
    run(store, campaign, "forward", {"character": character, "amount": amount, "against": against, "reason": reason}, actor)


# --- Influence --------------------------------------------------------------------------------------

@influence_app.command("give")
def influence_give(to: Annotated[str, typer.Option("--to", help="Who receives Influence over the giver.")],
                   character: Annotated[Optional[str], typer.Option(help="The giver (default: --as).")] = None,
                   store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Give Influence over yourself to someone who does not hold it."""
    run(store, campaign, "influence give", {"to": to, "character": character}, actor)


@influence_app.command("take-advantage")
def influence_take_advantage(
    over: Annotated[str, typer.Option("--over", help="Whose Influence is surrendered.")],
    option: Annotated[str, typer.Option("--option", help="TA1 (-2 on their roll), TA2 (inflict a condition), TA3 (+1 on your roll).")],
    condition: Annotated[Optional[str], typer.Option(help="The condition for TA2.")] = None,
    character: Annotated[Optional[str], typer.Option(help="The holder (default: --as).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Surrender Influence over someone for one effect."""
    run(store, campaign, "influence take-advantage", {"over": over, "option": option, "condition": condition, "character": character}, actor)


@influence_app.command("accept")
def influence_accept(
    from_: Annotated[str, typer.Option("--from", help="Who holds Influence and spoke.")],
    up: Annotated[Optional[str], typer.Option(help="Label the GM shifts up.")] = None,
    down: Annotated[Optional[str], typer.Option(help="Label the GM shifts down.")] = None,
    overflow_condition: Annotated[Optional[list[str]], typer.Option("--overflow-condition", help="Condition marked instead of an out-of-range shift.")] = None,
    character: Annotated[Optional[str], typer.Option(help="Who accepts (default: --as).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Accept what someone with Influence says: the GM shifts your Labels."""
    run(store, campaign, "influence accept", {"from": from_, "up": up, "down": down,
                                              "overflow_condition": overflow_condition or [], "character": character}, actor)


# --- Team -------------------------------------------------------------------------------------------

@team_app.command("spend")
def team_spend(for_: Annotated[str, typer.Option("--for", help="The teammate helped.")],
               character: Annotated[Optional[str], typer.Option(help="Who spends (default: --as).")] = None,
               store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Spend 1 Team to give a teammate +1 on their roll."""
    run(store, campaign, "team spend", {"for": for_, "character": character}, actor)


@team_app.command("selfish")
def team_selfish(up: Annotated[str, typer.Option(help="Your Label shifted up.")],
                 down: Annotated[str, typer.Option(help="Your Label shifted down.")],
                 overflow_condition: Annotated[Optional[list[str]], typer.Option("--overflow-condition")] = None,
                 character: Annotated[Optional[str], typer.Option(help="Who acts selfishly (default: --as).")] = None,
                 store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Act selfishly: remove 1 Team, shift one of your Labels up and one down (after a roll it changes that roll)."""
    run(store, campaign, "team selfish", {"up": up, "down": down, "overflow_condition": overflow_condition or [], "character": character}, actor)


@team_app.command("leader")
def team_leader(character: Annotated[Optional[str], typer.Argument(help="The leader (omit to clear).")] = None,
                store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Set the team leader."""
    run(store, campaign, "team leader", {"character": character}, actor)


@battle_app.command("start")
def battle_start(
    same_purpose: Annotated[bool, typer.Option("--same-purpose", help="Everyone has the same purpose (+1).")] = False,
    mistrust: Annotated[bool, typer.Option("--mistrust", help="A member mistrusts the leader or team (-1).")] = False,
    ill_prepared: Annotated[bool, typer.Option("--ill-prepared", help="Ill-prepared or off-balance (-1).")] = False,
    leader_cancels: Annotated[Optional[list[str]], typer.Option("--leader-cancels", help="mistrust or ill_prepared: the leader marks a condition to cancel it.")] = None,
    leader_condition: Annotated[Optional[list[str]], typer.Option("--leader-condition", help="The condition the leader marks, one per cancel.")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Enter battle as a team: +2 and the four modifiers (leader Influence is read from the ledger)."""
    run(store, campaign, "battle start", {"same_purpose": same_purpose, "mistrust": mistrust, "ill_prepared": ill_prepared,
                                          "leader_cancels": leader_cancels or [], "leader_condition": leader_condition or []}, actor)


@battle_app.command("end")
def battle_end(store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Leave battle."""
    run(store, campaign, "battle end", {}, actor)


# --- session end, Moment of Truth, advancement ------------------------------------------------------

@app.command("end-of-session")
def end_of_session(
    choice: Annotated[str, typer.Argument(help="EOS1:to=NAME,potential | EOS1:to=NAME,clear=COND | EOS2:up=L,down=L | EOS3:from=NAME")],
    character: Annotated[Optional[str], typer.Option(help="Who chooses (default: --as).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Record one end-of-session choice (the last active PC's ends the session)."""
    run(store, campaign, "end-of-session", {"choice": choice, "character": character}, actor)


@app.command("moment-of-truth")
def moment_of_truth(lock: Annotated[str, typer.Option(help="The Label locked afterwards.")],
                    character: Annotated[Optional[str], typer.Option(help="Who (default: --as).")] = None,
                    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """Use an unlocked Moment of Truth, then lock a Label."""
    run(store, campaign, "moment-of-truth", {"lock": lock, "character": character}, actor)


@app.command()
def advance(
    advancement: Annotated[str, typer.Argument(help="unlock_moment_of_truth, lose_influence, lock_label, retire, paragon, label_up, new_move.")],
    label: Annotated[Optional[str], typer.Option(help="For lock_label / label_up.")] = None,
    other: Annotated[Optional[str], typer.Option(help="For lose_influence: who loses Influence over you.")] = None,
    note: Annotated[Optional[str], typer.Option(help="Free text (e.g. which new move).")] = None,
    character: Annotated[Optional[str], typer.Option(help="Who advances (default: --as).")] = None,
    store: Store = None, campaign: CampaignOpt = None, actor: As = "GM",
) -> None:
    """Take an earned advancement."""
    run(store, campaign, "advance", {"advancement": advancement, "label": label, "other": other, "note": note, "character": character}, actor)


@app.command("return")
def return_(character: str, clear: Annotated[Optional[str], typer.Option(help="The one condition cleared on return.")] = None,
            store: Store = None, campaign: CampaignOpt = None, actor: As = "GM") -> None:
    """A taken-out hero comes back in a later scene."""
    run(store, campaign, "return", {"character": character, "clear": clear}, actor)


