"""Resolving a Masks roll: freeze the tier, mark potential on a miss, apply the picked options.

Source: 000 "THE BASIC MOVES" (each move's 10+/7-9/miss text and bullet lists) and "Influence"
(Reject Influence); catalogue §1.3 (MK-M01..M09, lists L-DE ... L-RI) and §1.7 worked examples.
A pick is ``"ID"`` or ``"ID:key=value,key=value"`` (lists joined with ``+``), or a mapping ``{"option": "ID", key: value}``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import term
from rules.masks.pick_syntax import MOVE_OPTIONS, Pick, as_list, param, parse_pick
from rules.masks.rolls import add_post_modifier, open_roll
from rules.masks.state import (add_forward, add_pending, clear_condition, find, gain_influence, lose_influence,
                               mark_condition, mark_potential, opt, shift_labels, team_add, unmarked)
from rules.masks.status import status
from rules.names import norm
from rules.phases import RollPhases, advance
from rules.pick_lists import UnknownPick, unknown_pick


def check(d: Draft, picks: list[Pick], allowed: Iterable[str], low: int, high: int | None = None, what: str = "options") -> None:
    """Refuse picks outside ``allowed``, repeats (unless ``masks.options.allowDuplicates``) or a count outside low..high."""
    allowed = list(allowed)
    high = low if high is None else high
    ids = [p["option"] for p in picks]
    for i in ids:
        if i not in allowed:
            raise RuleError("pick", f"{i} is not an option here; allowed: {', '.join(allowed) or 'none'}")
    if len(set(ids)) != len(ids) and not opt(d, "masks.options.allowDuplicates"):
        raise RuleError("pick", f"the {what} picked must be different from each other (got {', '.join(ids)})")
    if not low <= len(ids) <= high:
        need = f"exactly {low}" if low == high else f"{low} to {high}"
        raise RuleError("pick", f"pick {need} of {', '.join(allowed)} for {what} (got {len(ids)})")


def clear_or_potential(d: Draft, who: str, p: Pick, cause: str) -> None:
    """Apply a pick's ``clear=CONDITION`` or ``potential`` flag (RI1, EOS1); ``RuleError("pick")`` when neither or both."""
    if p.get("clear") and p.get("potential"):
        raise RuleError("pick", f"{p['option']} takes clear=CONDITION or potential, not both")
    if p.get("clear"):
        clear_condition(d, who, p["clear"], cause=cause, field="pick")
    elif p.get("potential"):
        mark_potential(d, who, cause=cause)
    else:
        raise RuleError("pick", f"{p['option']} needs clear=CONDITION or potential")


def player_shift(d: Draft, who: str, p: Pick, cause: str) -> None:
    """Apply a pick's ``up=L,down=L`` (``overflow=C``) as the player's own choice (CS3, RI2, EOS2)."""
    shift_labels(d, who, param(p, "up", "Label up"), param(p, "down", "Label down"), chooser="player",
                 overflow=as_list(p.get("overflow")), cause=cause, overflow_field="pick")


def narrative(d: Draft, cause: str, options: list[str] | None = None, tag: str | None = None) -> None:
    """Record picks or tags that change no state (catalogue §0.2 item 4)."""
    if options:
        d.event("OptionsChosen", cause=cause, options=options)
    if tag:
        d.event("NarrativeOutcome", cause=cause, tag=tag)


def resolve(d: Draft, raw_picks: list[Any], gm_move: str | None, actor: str) -> dict[str, Any]:
    """Resolve the open roll with ``raw_picks``; returns the frozen roll record.

    The tier at this moment counts for everything (MK-D06); a miss marks potential (MK-D07). Raises
    ``RuleError`` (``phase`` when no roll is open, ``pick`` for a wrong option, count or parameter).
    """
    roll = dict(open_roll(d, "resolve"))
    phase = advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "resolve")
    try:
        picks = [parse_pick(p) for p in raw_picks or []]
    except UnknownPick as exc:       # the picks this roll allows, ids and words, as status lists them
        raise unknown_pick(exc.field, exc.option, status, d.state) from None
    for p in picks:                  # another move's option: refused as an unknown one, not counted as none
        if p["option"] not in MOVE_OPTIONS.get(roll["move"], (p["option"],)):
            raise unknown_pick("pick", p["option"], status, d.state)
    cause = f"roll #{roll['id']}"
    if actor not in ("GM", roll["roller"], roll.get("target")):
        raise RuleError("as", f"picks for roll #{roll['id']} are entered by the GM, {roll['roller']} or the target")
    d.event("RollResolved", cause=cause, roll=roll, picks=[p["option"] for p in picks])
    d.set("roll_phase", phase)
    d.set("roll", None)
    if roll["tier"] == "miss" and opt(d, "masks.potential.onMiss"):
        mark_potential(d, roll["roller"], cause=cause)
    waiting = d.state.get("suspended_roll")
    if waiting:
        d.event("RollResumed", cause=cause, roll=waiting["id"], roller=waiting["roller"])
        d.set("suspended_roll", None)
        d.set("roll", waiting)
        d.set("roll_phase", advance(RollPhases, d.state["roll_phase"], "roll", "roll", "resolve"))
    RESOLVERS[roll["move"]](d, roll, picks, cause)
    if gm_move:
        d.event("GMMoveMade", cause=cause, text=gm_move)
    return roll


def _none(d: Draft, picks: list[Pick], roll: dict[str, Any]) -> None:
    if picks:
        raise RuleError("pick", f"a {roll['tier'].replace('_', ' ')} on {term(roll['move'])} has no options to pick (total {roll['total']})")


def _by_tier(roll: dict[str, Any], strong: int, weak: int) -> int:
    return strong if roll["tier"] == "strong_hit" else weak


def directly_engage(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M01: on a hit trade blows; pick 2 (10+) or 1 (7-9) of DE1-DE4."""
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    check(d, picks, ["DE1", "DE2", "DE3", "DE4"], _by_tier(roll, 2, 1), what="Directly Engage")
    narrative(d, cause, [p["option"] for p in picks], tag="trade blows")


def unleash(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M02: on a hit you do it; on 7-9 UP1 (mark a condition) or UP2 (unstable or temporary)."""
    if roll["tier"] != "weak_hit":
        return _none(d, picks, roll)
    check(d, picks, ["UP1", "UP2"], 1, what="Unleash 7-9")
    if picks[0]["option"] == "UP1":
        mark_condition(d, roll["roller"], picks[0].get("condition") or None, cause=cause, field="pick")
    else:
        narrative(d, cause, ["UP2"], tag="the effect is unstable or temporary")


def comfort(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M03: on a hit the target (if they open up) takes one of CS1-CS3; on 10+ the comforter may add CS4 or CS5."""
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    check(d, picks, ["CS1", "CS2", "CS3", "CS4", "CS5"], 0, 2, what="Comfort or Support")
    target_picks = [p for p in picks if p["option"] in ("CS1", "CS2", "CS3")]
    self_picks = [p for p in picks if p["option"] in ("CS4", "CS5")]
    if len(target_picks) > 1:
        raise RuleError("pick", "the comforted hero takes only one of CS1, CS2, CS3")
    if len(self_picks) > _by_tier(roll, 1, 0):
        raise RuleError("pick", "CS4/CS5 need a 10+ and only one of them" if roll["tier"] == "strong_hit" else f"CS4/CS5 need a 10+ (total {roll['total']})")
    tgt = roll["target"]
    if target_picks and roll["target_kind"] != "pc":
        raise RuleError("pick", f"{tgt} is an NPC; CS1-CS3 apply to a comforted PC")
    for p in target_picks:
        if p["option"] == "CS1":
            mark_potential(d, tgt, cause=cause)
        elif p["option"] == "CS2":
            clear_condition(d, tgt, param(p, "condition", "the condition the target clears"), cause=cause, field="pick")
        else:
            player_shift(d, tgt, p, cause)
    for p in self_picks:
        if p["option"] == "CS4":
            team_add(d, 1, "comfort 10+", cause=cause)
        else:
            clear_condition(d, roll["roller"], param(p, "condition", "your condition to clear"), cause=cause, field="pick")


def pierce_the_mask(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M04: ask 3 (10+) or 1 (7-9) of PM1-PM5."""
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    check(d, picks, ["PM1", "PM2", "PM3", "PM4", "PM5"], _by_tier(roll, 3, 1), what="Pierce the Mask questions")
    narrative(d, cause, [p["option"] for p in picks])


def defend(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M05: vs an NPC threat, a hit keeps them safe and picks one of DF1-DF3; 7-9 adds a cost (DFC1/DFC2).

    Vs a PC threat, a hit gives that PC -2 on their roll for the action (their next roll, MK-A05); 7-9
    exposes the defender to cost, retribution or judgment.
    """
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    tgt = roll["target"]
    if roll["target_kind"] == "pc":
        _none(d, picks, roll)
        source = f"defended by {roll['roller']} ({cause})"
        if d.state["roll_phase"] == "adjusting" and d.state["roll"]["roller"] == tgt:
            add_post_modifier(d, source, -2, "defend", "pick", cause=cause)   # their roll was already made (MK-A05)
        else:
            add_pending(d, tgt, -2, source, cause=cause)
        if roll["tier"] == "weak_hit":
            narrative(d, cause, tag="defender exposed to cost, retribution or judgment")
        return
    main = [p for p in picks if p["option"].startswith("DF") and not p["option"].startswith("DFC")]
    costs = [p for p in picks if p["option"].startswith("DFC")]
    check(d, main, ["DF1", "DF2", "DF3"], 1, what="Defend")
    if costs and roll["tier"] == "strong_hit":
        raise RuleError("pick", f"a 10+ on Defend has no cost: drop {', '.join(c['option'] for c in costs)}")
    check(d, costs, ["DFC1", "DFC2"], _by_tier(roll, 0, 1), what="Defend 7-9 cost")
    p = main[0]
    if p["option"] == "DF1":
        team_add(d, 1, "defend", cause=cause)
    elif p["option"] == "DF2":
        guarded = roll.get("protect")
        over = find(d, p.get("over") or guarded or param(p, "over", "someone you protect"), "pick")
        if over in (roll["target"], roll["roller"]):
            raise RuleError("pick", f"DF2 takes Influence over someone you protect, not {over}")
        if guarded and over != guarded:
            raise RuleError("pick", f"DF2 takes Influence over someone you protect: this Defend protects {guarded}, not {over}")
        gain_influence(d, roll["roller"], over, up=p.get("up"), down=p.get("down"), overflow=as_list(p.get("overflow")), cause=cause, overflow_field="pick")
    else:
        clear_condition(d, roll["roller"], param(p, "condition", "your condition to clear"), cause=cause, field="pick")
    narrative(d, cause, [c["option"] for c in costs], tag="they are safe")


def assess(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M06: ask 2 (10+) or 1 (7-9) of AS1-AS5; +1 ongoing while acting on the answers (to scene end, not stacking)."""
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    check(d, picks, ["AS1", "AS2", "AS3", "AS4", "AS5"], _by_tier(roll, 2, 1), what="Assess the Situation questions")
    narrative(d, cause, [p["option"] for p in picks])
    who = roll["roller"]
    d.event("OngoingGained", cause=cause, character=who, amount=1, expires="end of scene")
    others = [o for o in d.get("characters", who, "ongoing") or [] if o["kind"] != "assess"]
    d.set("characters", who, "ongoing", others + [{"kind": "assess", "amount": 1, "source": f"Assess {cause}", "expires": "scene"}])


def provoke(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M07: vs an NPC, 10+ they take the bait; 7-9 the GM may pick one of PVN1-PVN3.

    Vs a PC, 10+ both PVP1 and PVP2 are in force, 7-9 one; the pick says what the target did: PVP1
    (they did it: +1 Team) or PVP2 (they refused: they mark ``condition``); ``happened=no`` records a
    7-9 choice whose consequence did not come to pass.
    """
    if roll["tier"] == "miss":
        return _none(d, picks, roll)
    tgt, who = roll["target"], roll["roller"]
    if roll["target_kind"] == "npc":
        if roll["tier"] == "strong_hit":
            _none(d, picks, roll)
            return narrative(d, cause, tag="they rise to the bait")
        check(d, picks, ["PVN1", "PVN2", "PVN3"], 0, 1, what="Provoke 7-9 (NPC)")
        for p in picks:
            if p["option"] == "PVN1":
                add_forward(d, who, 1, tgt, f"{tgt} stumbled ({cause})", cause=cause)
            elif p["option"] == "PVN3":
                gain_influence(d, who, tgt, cause=cause)
            else:
                narrative(d, cause, ["PVN2"], tag="critical opportunity")
        return
    check(d, picks, ["PVP1", "PVP2"], 1, what="Provoke (PC): what the target did")
    p = picks[0]
    happened = str(p.get("happened", "yes")).lower() not in ("no", "false", "0")
    if not happened and p.get("condition"):
        raise RuleError("pick", "happened=no records a consequence that did not happen: it marks no condition")
    if not happened:
        return narrative(d, cause, [p["option"]], tag="consequence did not come to pass")
    if p["option"] == "PVP1":
        team_add(d, 1, f"{tgt} rose to the provocation", cause=cause)
    else:
        mark_condition(d, tgt, p.get("condition") or None, cause=cause, field="pick")


def _pb7(d: Draft, roll: dict[str, Any], p: Pick, cause: str) -> None:
    who = roll["roller"]
    if p["option"] == "PB7a":
        if p.get("provoke") and (p.get("target") or p.get("condition")):
            raise RuleError("pick", "PB7a is either provoke=TEAMMATE or target=NAME,condition=CONDITION, not both")
        if p.get("target"):
            tgt = find(d, p["target"], "pick")
            lose_influence(d, who, tgt, cause=cause, why="took advantage to inflict a condition", field="pick")
            mark_condition(d, tgt, param(p, "condition", "the condition inflicted"), cause=cause, field="pick")
        elif p.get("provoke"):
            mate = find(d, p["provoke"], "pick", kind="pc")
            if mate == who:
                raise RuleError("pick", "PB7a provokes a teammate, not yourself")
            narrative(d, cause, ["PB7a"], tag=f"provoked {mate} to foolhardy action")
        else:
            raise RuleError("pick", "PB7a needs provoke=TEAMMATE or target=NAME,condition=CONDITION (spends your Influence over them)")
    elif p["option"] == "PB7b":
        narrative(d, cause, ["PB7b"], tag="the opposition gets an opportunity")
    else:
        free = unmarked(d, who)
        names = as_list(p.get("conditions") or p.get("condition"))
        if len({norm(n) for n in names}) != len(names):
            raise RuleError("pick", "PB7c marks two different conditions")
        need = min(2, len(free))
        if len(names) != need:
            raise RuleError("pick", f"PB7c marks two conditions: give conditions=A+B naming {need} of {', '.join(free) or 'none (taken out)'}")
        for name in names:
            mark_condition(d, who, name, cause=cause, field="pick")
        if len(free) < 2:
            mark_condition(d, who, None, cause=cause, field="pick")


def powerful_blow(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M08: 10+ pick PB10a or PB10b, or two different PB7 options (PB10c); 7-9 pick one of PB7a-c; a miss stands strong."""
    if roll["tier"] == "miss":
        _none(d, picks, roll)
        return narrative(d, cause, tag="you stand strong")
    picks = [p for p in picks if p["option"] != "PB10c"]
    sevens = ["PB7a", "PB7b", "PB7c"]
    if roll["tier"] == "strong_hit":
        if len(picks) == 1 and picks[0]["option"] in ("PB10a", "PB10b"):
            return narrative(d, cause, [picks[0]["option"]], tag="removed from the scene" if picks[0]["option"] == "PB10a" else None)
        if any(p["option"] in ("PB10a", "PB10b") for p in picks):
            raise RuleError("pick", "on a 10+ pick one of PB10a or PB10b alone, or two different options of PB7a, PB7b, PB7c")
        check(d, picks, sevens, 2, what="Powerful Blow 10+ (PB10a, PB10b, or two of the 7-9 list)")
        if picks[0]["option"] == picks[1]["option"]:
            raise RuleError("pick", "PB10c takes two different options from the 7-9 list")
        narrative(d, cause, ["PB10c"])
    else:
        check(d, picks, sevens, 1, what="Powerful Blow 7-9")
    for p in picks:
        _pb7(d, roll, p, cause)


def reject_influence(d: Draft, roll: dict[str, Any], picks: list[Pick], cause: str) -> None:
    """MK-M09: hit pick 2 (10+) or 1 (7-9) of RI1-RI3; a miss (RIM) marks a condition and the GM may shift Labels."""
    who, tgt = roll["roller"], roll["target"]
    if roll["tier"] == "miss":
        check(d, picks, ["RIM"], 1, what="Reject Influence miss (RIM:condition=...,up=...,down=...)")
        p = picks[0]
        mark_condition(d, who, p.get("condition") or None, cause=cause, field="pick")
        if p.get("up") or p.get("down"):
            shift_labels(d, who, p.get("up"), p.get("down"), chooser="imposed", overflow=as_list(p.get("overflow")), cause=cause, overflow_field="pick")
        return
    check(d, picks, ["RI1", "RI2", "RI3"], _by_tier(roll, 2, 1), what="Reject Influence")
    for p in picks:
        if p["option"] == "RI1":
            clear_or_potential(d, who, p, cause)
        elif p["option"] == "RI2":
            player_shift(d, who, p, cause)
        else:
            if d.get("influence", tgt, who):
                lose_influence(d, tgt, who, cause=cause, why="rejected")
            add_forward(d, who, 1, tgt, f"rejected {tgt}'s Influence ({cause})", cause=cause)


RESOLVERS: dict[str, Callable[[Draft, dict[str, Any], list[Pick], str], None]] = {
    "directly_engage": directly_engage, "unleash": unleash, "comfort": comfort, "pierce_the_mask": pierce_the_mask,
    "defend": defend, "assess": assess, "provoke": provoke, "powerful_blow": powerful_blow,
    "reject_influence": reject_influence,
}
