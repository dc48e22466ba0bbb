"""Downtime: the rest (tasks, Participate, Advantage into Experience with upkeep), in the catalogue's order.

Source: 001 "Rest", "Participate", "Advantage and Resting", "Trust" (temporary Trust until the next
rest), "MILESTONES" (Upkeep), "Create a Safe Location" (Sanctuary); catalogue §2.5 item 6, MO-M14,
MO-M15, MO-A06, MO-A16, MO-A18, MO-A19, MO-EX-12..EX-14.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.phases import RestPhases, step
from rules.mosaic.state import (
    add_xp, clear_influence, culture_id, culture_of, find, influenced, pool_text, regain_tile, set_trust, stat_id,
    take_advantage,
)
from rules.mosaic.data import STATS
from rules.names import find_name


def _rest(d: Draft, event: str, command: str) -> str:
    """The rest phase after ``event`` (``RuleError("phase")`` naming what is allowed)."""
    return step(RestPhases, d.state["rest"]["phase"], event, "rest", command)


def record(d: Draft) -> dict[str, Any]:
    """This rest's own record under ``rests.<rest id>``: ``{"tasks" {PC: [task]}, "participated" {PC: joined},
    "upkeep_paid"}``.

    It is kept apart from ``rest`` (phase, id, place) and stays after the rest, so that ``rest end`` writes
    only ``rest`` and does not depend on each task, Participate and conversion of the rest (undoing one
    of them would otherwise take the rest's end, and the session's end after it, along). A rest started
    before records were kept this way reads as empty.
    """
    rests = d.state.get("rests")
    found = rests.get(str(d.state["rest"]["id"])) if isinstance(rests, dict) else None
    return found or {"tasks": {}, "participated": {}, "upkeep_paid": False}


def sanctuary(d: Draft) -> int:
    """Extra rest tasks where the party rests: +1 at a safe location, +2 when it is improved (MO-A18)."""
    at = d.state["rest"].get("at")
    loc = d.state["locations"].get(at) if at else None
    if not loc or not loc["safe"]:
        return 0
    return 2 if loc.get("improved") else 1


def rest_start(d: Draft, at: str | None, lose: list[str], rest_id: int) -> None:
    """Start a rest (``rest #<rest_id>``): temporary Trust from Participate ends and the pool is trimmed to Trust.

    ``at`` names a safe location (Sanctuary: +1 task each, +2 improved). Needs a running session, no
    open scene and no open roll (its gate, ``rules.mosaic.gates``). Raises ``RuleError`` (``at``, ``lose``).
    """
    phase = _rest(d, "start", "rest start")
    place = None
    if at is not None:
        place = find_name(at, d.state["locations"])
        if place is None or not d.state["locations"][place]["safe"]:
            safe = [n for n, loc in d.state["locations"].items() if loc["safe"]]
            raise RuleError("at", f"{at!r} is no safe location of the party; safe locations: {', '.join(safe) or 'none'}")
    cause = f"rest #{rest_id}"
    d.event("RestStarted", at=place, rest=rest_id)
    d.set("rest", {"phase": phase, "id": rest_id, **({"at": place} if place else {})})
    d.set("rests", str(rest_id), {"tasks": {}, "participated": {}, "upkeep_paid": False})
    if d.state["trust"]["temp"]:
        set_trust(d, temp=0, lose=lose, why="temporary Trust ends at the rest", cause=cause)
    elif lose:
        set_trust(d, lose=lose, why="rest", cause=cause)


def allowance(d: Draft, who: str) -> int:
    """``who``'s rest tasks this rest without spending Advantage: 1 + Sanctuary."""
    return 1 + sanctuary(d)


def rest_task(d: Draft, who: str, stat: str, choice: str, clear_stat: str | None, advantage: bool) -> dict[str, Any]:
    """``who`` performs the rest task of their ``stat``'s trait and takes ``choice`` (MO-M14).

    ``tile``: regain a tile of the trait's culture; ``clear``: clear one influence of that culture
    (``clear_stat`` when several stats carry it); ``xp``: +1 group Experience. Beyond the allowance a
    task costs one Advantage of the trait's culture (``advantage``). Raises ``RuleError`` (``phase``,
    ``stat``, ``choice``, ``clear_stat``, ``advantage``).
    """
    phase = _rest(d, "task", "rest task")
    rest = d.state["rest"]
    sid = stat_id(stat)
    culture = culture_of(d, who, sid)
    done = list(record(d)["tasks"].get(who) or [])
    free = allowance(d, who) - sum(1 for t in done if t["paid"] == "allowance")
    cause = f"rest #{rest['id']}"
    if clear_stat is not None and choice != "clear":
        raise RuleError("clear_stat", "--clear-stat goes with --choice clear")
    if not advantage and free <= 0:
        raise RuleError("advantage", f"{who} has used the rest's {allowance(d, who)} task(s); another costs one {culture} "
                                     f"Advantage: add --advantage (pool: {pool_text(d.state)})")
    trait = (d.state["characters"][who].get("traits") or {}).get(sid) or {}
    d.event("RestTaskDone", cause=cause, character=who, stat=sid, culture=culture, choice=choice, task=trait.get("rest"),
            paid="advantage" if advantage else "allowance")
    d.set("rest", "phase", phase)
    if advantage:
        take_advantage(d, culture, why="extra rest task", cause=cause, field="advantage")
    if choice == "tile":
        regain_tile(d, who, culture, why="rest", cause=cause, field="choice")
    elif choice == "clear":
        marked = [s for s in STATS if culture in influenced(d.state, who, s)]
        target = stat_id(clear_stat, "clear_stat") if clear_stat else (marked[0] if len(marked) == 1 else None)
        if target is None:
            raise RuleError("clear_stat" if marked else "choice",
                            f"{culture} influences {', '.join(marked)} of {who}: name one with --clear-stat" if marked
                            else f"{who} carries no {culture} influence to clear; choose tile or xp")
        clear_influence(d, who, culture, target, why="rest", cause=cause)
    else:
        add_xp(d, 1, why=f"rest task of {who}", cause=cause)
    entry = {"stat": sid, "culture": culture, "choice": choice, "paid": "advantage" if advantage else "allowance"}
    d.set("rests", str(rest["id"]), "tasks", who, done + [entry])
    return entry


def participate(d: Draft, who: str, with_: str, stat: str | None, request: str, choice: str) -> None:
    """``who`` joins ``with_``'s rest task (or rests with their Reliable Ally) and, having answered the
    ``request``, takes ``choice`` (MO-M15): ``clear`` all influence of that trait's culture on ``who``,
    ``trust`` +1 until the next rest, or ``highlight`` ``who``'s stat of that name for one roll (MO-A19).

    Once per rest per participant. Raises ``RuleError`` (``phase``, ``with``, ``stat``, ``choice``).
    """
    phase = _rest(d, "participate", "rest participate")
    rest = d.state["rest"]
    cause = f"rest #{rest['id']}"
    log = record(d)
    if who in log["participated"]:
        raise RuleError("phase", f"{who} participated in this rest already (with {log['participated'][who]}); once per rest")
    other = find(d, with_, "with")
    if other == who:
        raise RuleError("with", "participate in another PC's rest task, not your own")
    rec = d.state["characters"][other]
    if rec["kind"] == "npc":
        if rec.get("ally_of") != who:
            raise RuleError("with", f"{other} is not {who}'s Reliable Ally; join a PC who did a rest task this rest")
        culture = rec["culture"]
        trait_stat = stat_id(stat) if stat else None
        if choice == "highlight" and trait_stat is None:
            raise RuleError("stat", "an ally has no trait stat: name the stat highlighted with --stat")
    else:
        tasks = log["tasks"].get(other) or []
        stats = list(dict.fromkeys(t["stat"] for t in tasks))
        if not stats:
            busy = [n for n, t in log["tasks"].items() if t]
            raise RuleError("with", f"{other} has done no rest task this rest; who has: {', '.join(busy) or 'nobody yet'}")
        if stat is not None:
            trait_stat = stat_id(stat)
            if trait_stat not in stats:
                raise RuleError("stat", f"{other}'s rest tasks this rest used {', '.join(stats)}")
        elif len(stats) == 1:
            trait_stat = stats[0]
        else:
            raise RuleError("stat", f"{other} did rest tasks of {', '.join(stats)}: name the one you join with --stat")
        culture = culture_of(d, other, trait_stat)
    d.event("Participated", cause=cause, character=who, joined=other, stat=trait_stat, culture=culture, request=request,
            choice=choice)
    d.set("rest", "phase", phase)
    d.set("rests", str(rest["id"]), "participated", who, other)
    if choice == "clear":
        if not any(culture in influenced(d.state, who, s) for s in STATS):
            raise RuleError("choice", f"{who} carries no {culture} influence to clear; choose trust or highlight")
        clear_influence(d, who, culture, None, why="participate", cause=cause)
    elif choice == "trust":
        set_trust(d, temp=d.state["trust"]["temp"] + 1, why=f"{who} participated", cause=cause)
    else:
        me = d.state["characters"][who]
        if trait_stat in me["highlights"]:
            raise RuleError("choice", f"{who}'s {trait_stat} is highlighted already; choose clear or trust")
        if me.get("temp_highlight"):
            raise RuleError("choice", f"{who} holds an unused temporary highlight on {me['temp_highlight']}; choose clear or trust")
        d.set("characters", who, "temp_highlight", trait_stat)


def convert(d: Draft, culture: str, count: int, who: str | None) -> dict[str, int]:
    """Turn ``count`` Advantage of ``culture`` into Experience (``mosaic.xp.conversionRate`` each), then pay
    upkeep: Experience equal to the safe locations (the group's, or ``who``'s with ``mosaic.upkeep.scope =
    character``), once per rest (``batch``) or per Advantage (``conversion``). What cannot be paid is
    the shortfall: the GM may turn that many locations unsafe (MO-A16). Returns ``{"gained", "due",
    "paid", "short"}``. Raises ``RuleError`` (``phase``, ``culture``, ``as``).
    """
    phase = _rest(d, "convert", "advantage convert")
    rest = d.state["rest"]
    cause = f"rest #{rest['id']}"
    c = culture_id(d, culture)
    rate = d.state["options"]["mosaic.xp.conversionRate"]
    scope = d.state["options"]["mosaic.upkeep.scope"]
    if scope == "character" and who is None:
        raise RuleError("as", "upkeep counts the converter's own safe locations (mosaic.upkeep.scope = character): convert --as a PC")
    d.event("AdvantageConverted", cause=cause, culture=c, count=count, rate=rate, character=who)
    d.set("rest", "phase", phase)
    take_advantage(d, c, why="converted into Experience", cause=cause, count=count)
    add_xp(d, count * rate, why=f"{count} Advantage converted", cause=cause)
    locations = [n for n, loc in d.state["locations"].items() if loc["safe"] and loc.get("upkeep", True)
                 and (scope == "group" or loc.get("owner") == who)]
    per = d.state["options"]["mosaic.upkeep.per"]
    if per == "batch":
        due = 0 if record(d)["upkeep_paid"] else len(locations)
        d.set("rests", str(rest["id"]), "upkeep_paid", True)
    else:
        due = len(locations) * count
    paid = min(due, d.state["experience"])
    short = due - paid
    if due:
        d.event("UpkeepPaid", cause=cause, due=due, paid=paid, short=short or None, locations=locations)
        d.set("experience", d.state["experience"] - paid)
        if short:
            d.add("upkeep_shortfall", short)
    return {"gained": count * rate, "due": due, "paid": paid, "short": short}


def rest_end(d: Draft) -> None:
    """End the rest (milestones may no longer be bought). Writes only ``rest`` (its phase, id and place):
    the rest's record under ``rests`` stays (see ``record``)."""
    phase = _rest(d, "end", "rest end")
    rest = d.state["rest"]
    d.event("RestEnded", cause=f"rest #{rest['id']}")
    d.set("rest", {"phase": phase})
