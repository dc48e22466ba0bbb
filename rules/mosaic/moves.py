"""Resolving a MOSAIC roll (picks, the critical, each move's own effect), the GM's move, acting on an
answer, and the play-by-post conventions (a self-initiated roll; a GM dispute as compensating events).

Source: 001 "MOVES" (10+ / 7-9 / miss, the 12), each move's list under "Action Moves",
"Interaction Moves", "Secondary Moves"; the German preamble (lines 1-6: players roll on their own and
may describe the outcome themselves); catalogue §2.0 MO-F1..F3, §2.3 MO-M-COMMON, MO-M04, MO-M06,
MO-M10, MO-M12, MO-M13, MO-A01, MO-A05, MO-A09, MO-A12, MO-A21, MO-A22.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.data import EN, MOVES, OPENS_INTERACTION, OPTIONS, TRAIT
from rules.mosaic.phases import InteractionPhases, step
from rules.mosaic.rolls import open_roll
from rules.mosaic.state import (
    add_advantage, culture_id, disputable, mark_influence, opt, ranks_in, regain_tile, spent_cultures,
    stat_id, tile_capacity,
)
from rules.phases import RollPhases, advance

#: State paths a roll's effects never revert (the roll's own bookkeeping).
_BOOKKEEPING = ("roll", "roll_phase", "disputable", "gm_due")


def track(d: Draft, roll_id: int, since: int) -> None:
    """Append the changes drafted since event ``since`` to the effects of disputable roll ``roll_id`` (MO-F2).

    Only self-initiated rolls are disputable; their effects (tiles, pool, influence, interaction...) are
    kept until the session ends so that ``dispute`` can compensate them.
    """
    key = str(roll_id)
    entry = disputable(d.state).get(key)
    if entry is None:
        return
    effects = [ch for ev in d.events[since:] for ch in ev.changes if ch["path"][0] not in _BOOKKEEPING]
    if effects:
        d.set("disputable", key, "effects", entry["effects"] + effects)


def _traits_for(d: Draft, who: str, move: str) -> dict[str, dict[str, Any]]:
    """``who``'s traits whose ability names ``move``: stat -> trait."""
    return {s: t for s, t in (d.state["characters"][who].get("traits") or {}).items() if t and t.get("move") == move}


def _parse_pick(raw: Any) -> tuple[str, str | None]:
    """A pick ``ID`` or ``TRAIT:STAT`` (or a mapping ``{option, stat}``) -> (id, stat or None)."""
    if isinstance(raw, dict):
        return str(raw.get("option", "")).strip().upper(), raw.get("stat")
    option, _, stat = str(raw).partition(":")
    return option.strip().upper(), stat.strip() or None


def parse_influence(d: Draft, text: str, field: str = "influence") -> tuple[str, str]:
    """``CULTURE:STAT`` -> (culture, stat); ``RuleError(field)`` for another form or unknown names."""
    culture, sep, stat = str(text).partition(":")
    if not sep or not culture.strip() or not stat.strip():
        raise RuleError(field, f"write the influence mark as CULTURE:STAT, e.g. B:discipline (got {text!r})")
    return culture_id(d, culture.strip(), field), stat_id(stat.strip(), field)


def _gm_culture(d: Draft, roll_culture: str | None, given: str | None, why: str) -> str:
    """Culture of an Advantage the GM adds (MO-A05): ``given``, else the rolled stat's culture under
    ``rolledStatCulture``; ``RuleError("advantage_culture")`` when it must be named."""
    if given is not None:
        return culture_id(d, given, "advantage_culture")
    if roll_culture is not None and opt(d, "mosaic.gmAdvantage.culture") == "rolledStatCulture":
        return roll_culture
    raise RuleError("advantage_culture", f"name the culture of the Advantage the GM adds for {why} (--advantage-culture)")


def resolve(d: Draft, raw_picks: list[Any], gm_move: str | None, influence: str | None, restore_tile: str | None,
            advantage_culture: str | None, actor: str) -> dict[str, Any]:
    """Resolve the open roll: its total and tier freeze, the pick applies, a 12 adds its effects.

    10+ and 7-9: exactly one pick from the move's list (``TRAIT`` only where a trait names the move;
    MO-A09); a miss: none. 7-9 and a miss wait for the GM's move (``gm_move`` here, by the GM, or
    ``gm-move`` later; MO-F3). A critical adds one Advantage (``mosaic.crit.addAdvantage``) and
    restores one spent tile (``mosaic.crit.restoreTile``, ``restore_tile`` when several cultures are
    spent). Care marks ``influence`` (``CULTURE:STAT``) on the tended PC on a hit (MO-M12, MO-A12).
    Raises ``RuleError`` (``phase``, ``as``, ``pick``, ``gm_move``, ``influence``, ``restore_tile``,
    ``advantage_culture``).
    """
    roll = dict(open_roll(d, "resolve"))
    phase = advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "resolve")
    who, mid, spec = roll["roller"], roll["move"], MOVES[roll["move"]]
    cause = f"roll #{roll['id']}"
    if actor not in ("GM", who):
        raise RuleError("as", f"roll #{roll['id']} is resolved by the GM or by {who} (self-resolution)")
    if gm_move is not None and actor != "GM":
        raise RuleError("gm_move", "the GM's move is the GM's: resolve --as GM, or the GM records it later with gm-move")
    hit = roll["tier"] != "miss"
    chosen, trait_stat, traits = _checked_picks(d, roll, raw_picks)
    needs_influence = mid == "care" and (hit or opt(d, "mosaic.care.influenceOnMiss"))
    if influence is not None and not needs_influence:
        raise RuleError("influence", "only Care marks an influence of the carer's choice" + (" (and not on a miss)" if mid == "care" else ""))
    if needs_influence and influence is None:
        raise RuleError("influence", f"Care marks an influence of {who}'s choice on {roll['target']}: give --influence CULTURE:STAT")
    if not roll["critical"] and (restore_tile is not None or advantage_culture is not None):
        field = "restore_tile" if restore_tile is not None else "advantage_culture"
        raise RuleError(field, f"roll #{roll['id']} is no critical 12; nothing to restore or add")
    texts = [OPTIONS[o][0] if o != TRAIT else f"trait ({trait_stat}): {traits[trait_stat].get('option') or 'use your trait'}" for o in chosen]
    d.event("RollResolved", cause=cause, roll=roll, picks=chosen, options=texts or None, trait=trait_stat,
            resolved_by=actor)
    d.set("roll_phase", phase)
    d.set("roll", None)
    if roll["critical"]:
        _critical(d, roll, restore_tile, advantage_culture, cause)
    if mid == "initiate_interaction" and any(o in OPENS_INTERACTION for o in chosen):
        new = step(InteractionPhases, d.state["interaction"]["phase"], "begin", "interaction", "Initiate Interaction")
        d.event("InteractionInitiated", cause=cause, npc=roll["npc"], character=who,
                stage="npc" if "II2" in chosen else "pc")
        for key, value in (("phase", new), ("npc", roll["npc"]), ("pc", who), ("since", cause),
                           ("stage", "npc" if "II2" in chosen else "pc")):
            d.set("interaction", key, value)
    if needs_influence:
        culture, stat = parse_influence(d, influence)
        mark_influence(d, roll["target"], culture, stat, why=f"cared for by {who}", cause=cause)
    for option in chosen:
        if option in spec.get("answers", ()):
            d.event("AnswerGiven", cause=cause, character=who, question=option)
            d.set("characters", who, "answers", str(roll["id"]), {"move": mid, "question": option, "culture": roll["culture"],
                                                                   "acted": False})
    if mid == "travel":
        key = roll["obstacle"] if opt(d, "mosaic.travel.rollPerObstacle") else "journey"
        d.event("ObstacleMet", cause=cause, obstacle=roll["obstacle"], role=roll["role"], tier=roll["tier"])
        d.set("journey", "rolled", key, roll["id"])
    if gm_move is not None:
        d.event("GMMoveMade", cause=cause, text=gm_move)
    elif roll["tier"] != "success":
        d.event("GMMoveDue", cause=cause, roller=who, tier=roll["tier"])
        d.set("gm_due", str(roll["id"]), {"roller": who, "move": mid, "tier": roll["tier"]})
    return roll


def _checked_picks(d: Draft, roll: dict[str, Any], raw_picks: list[Any]
                   ) -> tuple[list[str], str | None, dict[str, Any]]:
    """The picks of the open ``roll`` as typed (``OPTION`` or ``TRAIT:STAT``), checked: ``(option ids, the trait's
    stat or None, the roller's traits naming the move)``. A hit picks exactly one of the move's options (``TRAIT``
    only where a trait names the move; MO-A09), a miss none; Initiate Interaction's first option only against an
    NPC of no higher rank. Raises ``RuleError("pick")`` naming what is allowed. Source: 001 (the moves' lists);
    catalogue MO-A09."""
    who, mid = roll["roller"], roll["move"]
    spec = MOVES[mid]
    hit = roll["tier"] != "miss"
    traits = _traits_for(d, who, mid)
    allowed = list(spec["options"]) + ([TRAIT] if traits else [])
    picks = [_parse_pick(p) for p in raw_picks or []]
    if not hit and picks:
        raise RuleError("pick", f"roll #{roll['id']} is a miss ({roll['total']}): no pick; the GM makes a move")
    for option, _stat in picks:      # an option of no list here (another move's too) before any count
        if option not in allowed:
            from rules.mosaic.status import status
            from rules.pick_lists import listing

            why = " (no trait of yours names this move)" if option == TRAIT else ""
            listed, words = listing(status, d.state, allowed)        # ids and words, as status lists them
            raise RuleError("pick", f"{option} is not an option of {EN[mid]}{why}; allowed: {listed}", words=words)
    if hit and len(picks) != 1:
        raise RuleError("pick", f"a {roll['total']} picks exactly one of {', '.join(allowed)} (got {len(picks)})")
    trait_stat = None
    for option, stat in picks:
        if option == TRAIT:
            if stat is not None:
                trait_stat = stat_id(stat, "pick")
                if trait_stat not in traits:
                    raise RuleError("pick", f"{who}'s {trait_stat} trait does not name {EN[mid]}; traits that do: {', '.join(traits)}")
            elif len(traits) > 1:
                raise RuleError("pick", f"several traits name {EN[mid]}: pick TRAIT:STAT with one of {', '.join(traits)}")
            else:
                trait_stat = next(iter(traits))
        elif stat is not None:
            raise RuleError("pick", f"{option} takes no parameter; only TRAIT:STAT does")
        if option == "II1":
            npc_rank = d.state["characters"][roll["npc"]]["rank"]
            mine = ranks_in(d.state, who, roll["culture"])
            if npc_rank > mine:
                raise RuleError("pick", f"{roll['npc']}'s rank ({npc_rank}) is above {who}'s {roll['culture']} rank ({mine}); "
                                        f"allowed: {', '.join(o for o in allowed if o != 'II1')}")
    chosen = [p[0] for p in picks]
    return chosen, trait_stat, traits


def _critical(d: Draft, roll: dict[str, Any], restore_tile: str | None, advantage_culture: str | None, cause: str) -> None:
    """The 12's effects (MO-D06, MO-A01): an Advantage from the GM and a restored tile, each behind its option."""
    who = roll["roller"]
    d.event("CriticalSuccess", cause=cause, character=who)
    if opt(d, "mosaic.crit.addAdvantage"):
        add_advantage(d, _gm_culture(d, roll["culture"], advantage_culture, "the critical"), why="critical 12", cause=cause)
    elif advantage_culture is not None:
        raise RuleError("advantage_culture", "mosaic.crit.addAdvantage is false: a 12 adds no Advantage")
    if not opt(d, "mosaic.crit.restoreTile"):
        if restore_tile is not None:
            raise RuleError("restore_tile", "mosaic.crit.restoreTile is false: a 12 restores no tile")
        return
    spent = spent_cultures(d.state, who)
    if restore_tile is not None:
        regain_tile(d, who, culture_id(d, restore_tile, "restore_tile"), why="critical 12", cause=cause, field="restore_tile")
    elif len(spent) == 1:
        regain_tile(d, who, spent[0], why="critical 12", cause=cause)
    elif spent:
        raise RuleError("restore_tile", f"{who} has spent tiles of {', '.join(spent)}: choose the one restored with --restore-tile")
    else:
        d.event("NothingToRestore", cause=cause, character=who)


def gm_move(d: Draft, roll_id: int | None, text: str | None, waive: bool, actor: str) -> None:
    """Record the GM's move owed by a 7-9 or a miss (MO-F3, MO-A22), or waive it; the GM only.

    Raises ``RuleError`` (``as``, ``roll``, ``text``).
    """
    if actor != "GM":
        raise RuleError("as", "the GM's move is recorded by the GM (--as GM)")
    due = d.state["gm_due"]
    if roll_id is None:
        if len(due) != 1:
            raise RuleError("roll", f"name the roll with --roll; GM moves due: {', '.join('#' + k for k in due) or 'none'}")
        roll_id = int(next(iter(due)))
    if str(roll_id) not in due:
        raise RuleError("roll", f"no GM move is due for roll #{roll_id}; due: {', '.join('#' + k for k in due) or 'none'}")
    if waive == (text is not None):
        raise RuleError("text", "give the GM's move with --text, or --waive it (one of the two)")
    d.event("GMMoveWaived" if waive else "GMMoveMade", cause=f"roll #{roll_id}", text=text)
    d.set("gm_due", str(roll_id), None)


def act_on_answer(d: Draft, who: str, roll_id: int | None, advantage_culture: str | None) -> int:
    """``who`` first acts on a Learn or Empathy answer: the GM adds one Advantage (MO-M04, MO-M10, MO-EX-19).

    Returns the answer's roll id. Only the first time per answer; later attempts are refused (nothing
    would change). Raises
    ``RuleError`` (``roll``, ``advantage_culture``).
    """
    answers = d.state["characters"][who].get("answers") or {}
    if roll_id is None:
        open_ = [k for k, a in answers.items() if not a["acted"]]
        if len(open_) != 1:
            raise RuleError("roll", f"name the Learn or Empathy roll with --roll; {who}'s answers not yet acted on: "
                                    f"{', '.join('#' + k for k in open_) or 'none'}")
        roll_id = int(open_[0])
    answer = answers.get(str(roll_id))
    if answer is None:
        asker = next((n for n, r in d.state["characters"].items() if str(roll_id) in (r.get("answers") or {})), None)
        if asker:
            raise RuleError("roll", f"the answer of roll #{roll_id} is {asker}'s: the Advantage comes when the one who asked "
                                    f"first acts on it (act-on-answer --as {asker})")
        raise RuleError("roll", f"roll #{roll_id} gave {who} no Learn or Empathy answer; answers: {', '.join('#' + k for k in answers) or 'none'}")
    if answer["acted"]:
        raise RuleError("roll", f"{who} already acted on the answer of roll #{roll_id}: the Advantage comes only the first time")
    cause = f"roll #{roll_id}"
    culture = _gm_culture(d, answer["culture"], advantage_culture, "acting on the answer")
    d.event("ActedOnAnswer", cause=cause, character=who, question=answer["question"])
    d.set("characters", who, "answers", str(roll_id), "acted", True)
    add_advantage(d, culture, why="first acting on an answer", cause=cause)
    return roll_id


def _counter(path: tuple[str, ...]) -> bool:
    """Whether ``path`` is a counter a dispute reverts by its delta (tiles, the pool, Experience)."""
    return path[0] in ("advantage_pool", "experience") or (path[0] == "characters" and len(path) == 4 and path[2] == "tiles")


def dispute(d: Draft, roll_id: int, reason: str, actor: str) -> dict[str, Any]:
    """The GM disputes that a self-initiated roll's move was triggered (MO-F2, MO-A21): compensating events.

    Every change the roll caused (tiles, the pool, influence, the interaction, answers, Experience) is
    reverted by a new change: numbers by their delta (never below 0, tiles never above their cap,
    Advantage back under Trust), other values only where they still hold what the roll wrote. An open
    roll is withdrawn; a GM move due for it is dropped. Returns ``{"reverted", "kept"}`` path lists.
    Raises ``RuleError`` (``as``, ``roll``).
    """
    if actor != "GM":
        raise RuleError("as", "only the GM disputes a triggered move (--as GM)")
    entry = disputable(d.state).get(str(roll_id))
    if entry is None:
        known = ", ".join("#" + k for k in disputable(d.state)) or "none"
        raise RuleError("roll", f"roll #{roll_id} is not a self-initiated roll of this session; disputable: {known}")
    cause = f"roll #{roll_id}"
    d.event("MoveTriggerDisputed", cause=cause, reason=reason, roller=entry["roller"], move=entry["move"])
    if d.state["roll_phase"] == "adjusting" and d.state["roll"]["id"] == roll_id:
        d.set("roll_phase", advance(RollPhases, "adjusting", "resolve", "roll", "dispute"))
        d.set("roll", None)
    reverted, kept = [], []
    for ch in reversed(entry["effects"]):
        path = tuple(ch["path"])
        now = d.get(*path)
        if ch["delta"] is not None and _counter(path):
            back = -ch["delta"]
            if path[0] == "advantage_pool":
                if back > 0:
                    add_advantage(d, path[1], why="dispute: returned", cause=cause, count=back)
                elif now:
                    d.event("AdvantageTaken", cause=cause, culture=path[1], count=min(now, -back), why="dispute: withdrawn")
                    d.set(*path, (now + back if now + back > 0 else None))
                reverted.append(".".join(path))
                continue
            new = max(0, (now or 0) + back)
            if path[0] == "characters" and path[2] == "tiles":
                cap = tile_capacity(d.state, path[1], path[3])
                new = min(new, cap) if cap is not None else new
            d.event("DisputeCompensated", cause=cause, path=list(path))
            d.set(*path, new)
            reverted.append(".".join(path))
        elif now == ch["after"]:
            d.event("DisputeCompensated", cause=cause, path=list(path))
            d.set(*path, ch["before"])
            reverted.append(".".join(path))
        else:
            kept.append(".".join(path))
    d.set("disputable", str(roll_id), None)
    d.set("gm_due", str(roll_id), None)
    d.events[0].detail.update(reverted=reverted or None, kept=kept or None)
    return {"reverted": reverted, "kept": kept}
