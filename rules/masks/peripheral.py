"""Masks peripheral moves: sessions and scenes, Team, Influence, end of session, Moment of Truth, advancement.

Source: 000 "PERIPHERAL MOVES" (Start/End of Session, Team Mechanics, Conditions, Clearing Conditions,
Influence, Moment of Truth, Advancements); catalogue §1.3 MK-M10..M22, §1.4, §1.5, §1.6.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import LABELS
from rules.masks.modifiers import admit, reaches
from rules.masks.pick_syntax import as_list, param, parse_pick
from rules.masks.picks import check, clear_or_potential, player_shift
from rules.masks.rolls import add_post_modifier, open_roll, recompute
from rules.masks.state import (
    active_pc, add_pending, clear_condition, find, gain_influence, holds, label_id, lose_influence, mark_condition,
    opt, pcs, shift_labels, team_add, team_remove,
)
from rules.names import norm
from rules.phases import ScenePhases, SessionPhases, advance
from rules.sessions import start_session


# --- session and scene (MK-M10, §1.5) ---------------------------------------------------------------

def session_start(d: Draft, title: str | None = None) -> None:
    """Start a session (with the GM's ``title``, if any): phase -> running, session number +1, the GM adds a
    Team (MK-M10)."""
    number = start_session(d, title)
    d.set("eos", None)
    team_add(d, 1, "start of session", cause=f"session {number}")


def session_end(d: Draft) -> None:
    """Begin the end of the session: every active PC then records one End of Session choice (MK-M11)."""
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    d.event("SessionEnding", number=d.state["session"]["number"])
    d.set("session", "phase", phase)
    if not pcs(d):
        _finish_session(d)


def _finish_session(d: Draft) -> None:
    phase = advance(SessionPhases, d.state["session"]["phase"], "finish", "session", "end-of-session")
    d.event("SessionEnded", number=d.state["session"]["number"])
    d.set("session", "phase", phase)


def scene_end(d: Draft) -> None:
    """Close the scene: conditions whose clearing action was taken clear (MK-M21), Assess +1 ends, battle ends."""
    phase = advance(ScenePhases, d.state["scene"]["phase"], "end", "scene", "scene end")
    cause = f"scene {d.state['scene']['number']}"
    d.event("SceneEnded", number=d.state["scene"]["number"])
    d.set("scene", "phase", phase)
    if d.state.get("battle"):
        d.set("battle", False)
    for who, rec in d.state["characters"].items():
        for cond in rec.get("clearing") or []:
            if rec["conditions"].get(cond):
                clear_condition(d, who, cond, cause=f"{cause}: clearing action")
        if rec.get("clearing"):
            d.set("characters", who, "clearing", None)
        if rec.get("ongoing"):
            d.event("OngoingExpired", cause=cause, character=who)
            d.set("characters", who, "ongoing", None)


def clearing_action(d: Draft, who: str, condition: str) -> None:
    """Flag that ``who`` took the action that clears ``condition``; it clears at the end of the scene (MK-M21)."""
    active_pc(d, who)
    from rules.masks.state import condition_id

    cid = condition_id(condition)
    if not d.get("characters", who, "conditions", cid):
        raise RuleError("condition", f"{who} does not have {cid} marked")
    flagged = list(d.get("characters", who, "clearing") or [])
    if cid in flagged:
        raise RuleError("condition", f"{who}'s clearing action for {cid} is already noted this scene")
    d.event("ClearingActionTaken", character=who, condition=cid)
    d.set("characters", who, "clearing", flagged + [cid])


def time_passes(d: Draft) -> None:
    """Time passes: the GM empties the Team pool and restores it to 1 (MK-M15). Between scenes."""
    d.event("TimePassed")
    d.set("team", "pool", 1)


# --- Team (MK-M12..M14) -----------------------------------------------------------------------------

def battle_start(d: Draft, same_purpose: bool, mistrust: bool, ill_prepared: bool,
                 leader_cancels: list[str], leader_conditions: list[str]) -> int:
    """Enter battle as a team against a dangerous foe (MK-M12); returns the net Team added.

    +2; +1 if the leader holds Influence over every teammate (computed from the Influence edges); +1 for
    a shared purpose; -1 for mistrust; -1 for ill-prepared/off-balance. The leader may cancel each -1 by
    marking a condition (``leader_cancels`` names ``mistrust``/``ill_prepared``, one condition each).
    """
    leader = d.state["team"].get("leader")
    mates = [p for p in pcs(d) if p != leader]
    leader_inf = bool(leader) and bool(mates) and all(holds(d, leader, m) for m in mates)
    factors = {"base": 2, "leader_influence": int(leader_inf), "same_purpose": int(same_purpose),
               "mistrust": -int(mistrust), "ill_prepared": -int(ill_prepared)}
    cancels = [norm(c).replace(" ", "_") for c in leader_cancels]
    for c in cancels:
        if c not in ("mistrust", "ill_prepared") or factors[c] == 0:
            in_force = [k for k in ("mistrust", "ill_prepared") if factors[k]]
            raise RuleError("leader_cancels", f"{c!r} is not a removal in force; allowed: {', '.join(in_force) or 'none (no removal is in force)'}")
    if len(set(cancels)) != len(cancels):
        raise RuleError("leader_cancels", "each removal can be cancelled once")
    if cancels and not leader:
        raise RuleError("leader_cancels", "the team has no leader (set one with: team leader NAME)")
    if len(leader_conditions) != len(cancels):
        raise RuleError("leader_condition", f"the leader marks one condition per cancelled removal: give {len(cancels)}")
    net = sum(factors.values()) + len(cancels)
    d.event("BattleEntered", factors=factors, leader=leader, cancelled=cancels or None)
    d.set("battle", True)
    for cond in leader_conditions:
        mark_condition(d, active_pc(d, leader, "leader"), cond, cause="battle entry: leader cancels a removal", field="leader_condition")
    if net:
        team_add(d, net, "entering battle as a team")
    return net


def battle_end(d: Draft) -> None:
    """Leave battle (no mechanical effect in the seed)."""
    d.event("BattleEnded")
    d.set("battle", False)


def team_spend(d: Draft, helper: str, helped: str) -> None:
    """Spend 1 Team to give a teammate +1 (MK-M13): after their roll (default) or on their next roll.

    Refused on your own roll (``masks.team.selfSpend``), on Take a Powerful Blow (MK-A22), or from an
    empty pool.
    """
    who = active_pc(d, helper, "character")
    mate = active_pc(d, helped, "for")
    if who == mate and not opt(d, "masks.team.selfSpend"):
        raise RuleError("for", "Team helps a teammate; spending on your own roll is not allowed (act selfishly instead)")
    if opt(d, "masks.team.spendTiming") == "afterRoll":
        roll = open_roll(d, "team spend")
        if roll["roller"] != mate:
            raise RuleError("for", f"the open roll #{roll['id']} is {roll['roller']}'s, not {mate}'s")
        admit(roll, "team", "for")       # not on Take a Powerful Blow (MK-A22)
        team_remove(d, 1, f"{who} helps {mate}", cause=f"roll #{roll['id']}")
        add_post_modifier(d, f"Team from {who}", 1, "team", "for")
    else:
        team_remove(d, 1, f"{who} helps {mate}")
        add_pending(d, mate, 1, f"Team from {who}")


def act_selfishly(d: Draft, who: str, up: str, down: str, overflow: list[str]) -> None:
    """Act selfishly (MK-M14): remove 1 Team and shift one of your Labels up and another down.

    After your roll it changes the Label you rolled with and the total is recomputed.
    """
    team_remove(d, 1, f"{who} acts selfishly")
    shift_labels(d, who, up, down, chooser="player", overflow=overflow, cause="acting selfishly")
    roll = d.state.get("roll")
    if d.state["roll_phase"] == "adjusting" and roll and roll["roller"] == who and reaches(roll["move"], "selfish"):
        from rules.masks.data import MOVES

        label = MOVES[roll["move"]]["label"]
        if label in d.state["characters"][who]["labels"]:
            mods = [dict(m, amount=d.state["characters"][who]["labels"][label]) if m["source"] == f"label:{label}" else m
                    for m in roll["modifiers"]]
            if mods != roll["modifiers"]:
                old = next(m["amount"] for m in roll["modifiers"] if m["source"] == f"label:{label}")
                new = d.state["characters"][who]["labels"][label]
                spec = d.event("RollAdjusted", cause=f"roll #{roll['id']}", source=f"selfish shift of {label}", amount=new - old)
                d.set("roll", "modifiers", mods)
                recompute(d)
                spec.detail.update(total=d.state["roll"]["total"], tier=d.state["roll"]["tier"])


# --- Influence (MK-M16..M18) ------------------------------------------------------------------------

def give_influence(d: Draft, giver: str, receiver: str) -> None:
    """Give Influence over yourself to someone who does not already hold it (MK-M16)."""
    if d.state["characters"][giver]["kind"] == "pc":
        active_pc(d, giver)
    if holds(d, receiver, giver):
        raise RuleError("to", f"{receiver} already holds Influence over {giver}; Influence is given only to someone who does not")
    if d.get("bans", receiver, giver):
        raise RuleError("to", f"{receiver} has permanently lost Influence over {giver}")
    gain_influence(d, receiver, giver, how="given")


def take_advantage(d: Draft, holder: str, subject: str, option: str, condition: str | None) -> None:
    """Surrender Influence over ``subject`` for TA1 (-2 on the move they just made), TA2 (inflict a
    condition) or TA3 (+1 on your move targeting them, after the roll) (MK-M17)."""
    if not holds(d, holder, subject):
        raise RuleError("over", f"{holder} holds no Influence over {subject}")
    option = parse_pick(option, field="option")["option"]
    if option not in ("TA1", "TA2", "TA3"):
        raise RuleError("option", "allowed: TA1 (-2 on their roll), TA2 (inflict a condition), TA3 (+1 on your roll)")
    if condition and option != "TA2":
        raise RuleError("condition", f"only TA2 inflicts a condition; {option} takes none")
    if option == "TA2":
        lose_influence(d, holder, subject, why="took advantage (TA2)")
        mark_condition(d, subject, condition, cause=f"{holder} took advantage of Influence", field="condition")
        return
    roll = open_roll(d, "influence take-advantage")
    if option == "TA1" and roll["roller"] != subject:
        raise RuleError("option", f"TA1 applies to a move {subject} just made; the open roll #{roll['id']} is {roll['roller']}'s")
    if option == "TA3" and (roll["roller"] != holder or roll["target"] != subject):
        raise RuleError("option", f"TA3 applies to {holder}'s own roll targeting {subject}")
    admit(roll, "take_advantage", "option")      # not on Take a Powerful Blow (MK-A22)
    lose_influence(d, holder, subject, cause=f"roll #{roll['id']}", why=f"took advantage ({option})")
    add_post_modifier(d, f"{holder} took advantage of Influence ({option})", -2 if option == "TA1" else 1,
                      "take_advantage", "option")


def accept_influence(d: Draft, who: str, holder: str, up: str | None, down: str | None, overflow: list[str]) -> None:
    """Accept what someone with Influence says (MK-M18): the GM shifts your Labels accordingly (imposed)."""
    if not holds(d, holder, who):
        raise RuleError("from", f"{holder} holds no Influence over {who}")
    shift_labels(d, who, up, down, chooser="imposed", overflow=overflow, cause=f"accepted {holder}'s words")


# --- End of Session (MK-M11) ------------------------------------------------------------------------

def end_of_session(d: Draft, who: str, choice: Any) -> None:
    """Record ``who``'s End of Session choice: EOS1 (to=NAME, clear=C or potential; overflow up/down),
    EOS2 (up=L,down=L), EOS3 (from=NAME). The last active PC's choice ends the session."""
    if who in (d.get("eos") or []):
        raise RuleError("character", f"{who} already chose an End of Session option this session")
    p = parse_pick(choice)
    check(d, [p], ["EOS1", "EOS2", "EOS3"], 1, what="End of Session")
    cause = f"end of session {d.state['session']['number']}"
    d.event("EndOfSessionChosen", cause=cause, character=who, option=p["option"])
    if p["option"] == "EOS1":
        mate = find(d, param(p, "to", "who made you feel welcome"), "pick")
        if (p.get("up") or p.get("down")) and not holds(d, mate, who):
            raise RuleError("pick", f"up/down are for the overflow when {mate} already holds Influence over {who}; drop them")
        gain_influence(d, mate, who, up=p.get("up"), down=p.get("down"), overflow=as_list(p.get("overflow")), cause=cause, how="given", overflow_field="pick")
        clear_or_potential(d, who, p, cause)
    elif p["option"] == "EOS2":
        player_shift(d, who, p, cause)
    else:
        lose_influence(d, find(d, param(p, "from", "whose Influence over you goes"), "pick"), who, cause=cause, why="grew away", field="pick")
    done = list(d.get("eos") or []) + [who]
    d.set("eos", done)
    if all(name in done for name in pcs(d)):
        _finish_session(d)


# --- Moment of Truth and advancement (MK-M19, §1.6) -------------------------------------------------

def moment_of_truth(d: Draft, who: str, lock: str) -> None:
    """Use an unlocked Moment of Truth; afterwards one Label is locked for good (MK-M19). The Soldier's
    Soldier Label cannot be locked this way (Secrets of A.E.G.I.S., "A Higher Calling")."""
    if norm(lock) in ("soldier", "soldado") and "soldier" in d.state["characters"][who]["labels"]:
        raise RuleError("lock", f"the Moment of Truth cannot lock {who}'s Soldier (only its advancement does); "
                                f"allowed: {', '.join(l for l in LABELS if l not in d.get('characters', who, 'locked'))}")
    lab = label_id(lock, "lock")
    state = d.get("characters", who, "moment_of_truth")
    if state != "unlocked":
        raise RuleError("character", f"{who}'s Moment of Truth is {state}; it must be unlocked through an advancement first")
    if lab in d.get("characters", who, "locked"):
        raise RuleError("lock", f"{who}'s {lab} is already locked")
    d.event("MomentOfTruthUsed", character=who)
    d.set("characters", who, "moment_of_truth", "spent")
    d.event("LabelLocked", cause="Moment of Truth", character=who, label=lab)
    d.set("characters", who, "locked", d.get("characters", who, "locked") + [lab])


def take_advancement(d: Draft, who: str, advancement: str, labels: list[str], other: str | None, note: str | None,
                     lock: str | None = None, arrange: list[int] | None = None) -> str:
    """Spend an earned advancement on a listed option (``rules.masks.advance.take``; catalogue §1.6)."""
    from rules.masks.advance import take

    return take(d, who, advancement, labels, other, lock, arrange, note)


def return_to_play(d: Draft, who: str, clear: str | None) -> None:
    """A taken-out hero comes back in a later scene (MK-R04) and may clear one condition."""
    if d.get("characters", who, "status") != "taken_out":
        raise RuleError("character", f"{who} is not taken out")
    if d.state["scene"]["number"] <= (d.get("characters", who, "taken_out_scene") or 0):
        raise RuleError("phase", f"{who} comes back in another scene, not the one they were taken out in")
    d.event("ReturnedToPlay", character=who)
    d.set("characters", who, "status", "active")
    d.set("characters", who, "taken_out_scene", None)
    if clear:
        clear_condition(d, who, clear, cause="returned to play", field="clear")
