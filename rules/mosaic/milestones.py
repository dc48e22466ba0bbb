"""Milestones (bought with group Experience during a rest), Leave a Mark's tapping, an ally's repayment,
and the GM's rulings on safe locations.

Source: 001 "MILESTONES" (Experience cost, Upkeep, Repayment, Adapt, Develop, Rethink, Train, Find a
Reliable Ally, Create a Safe Location, Leave a Mark, Retire); catalogue §2.6, MO-A03, MO-A15, MO-A16,
MO-A17, MO-A18, MO-A20, MO-EX-10, MO-EX-11, MO-EX-18.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.data import MILESTONES, RETIRE_COST
from rules.mosaic.group import set_trait
from rules.mosaic.phases import RestPhases, step
from rules.mosaic.state import (
    active_pc, add_advantage, available, culture_id, find, opt, pay_xp, ranks_in, spend_tile,
    stat_id, take_advantage, tile_capacity,
)
from rules.names import find_name, resolve

#: The parameters each milestone takes (others are refused).
PARAMS: dict[str, tuple[str, ...]] = {
    "adapt": ("stat", "culture"),
    "develop": ("stat", "descriptor", "move", "option", "rest"),
    "rethink": ("stat", "to"),
    "train": ("item",),
    "ally": ("npc",),
    "location": ("name",),
    "mark": ("name", "culture"),
    "retire": ("legacy", "name", "culture", "location", "ally_of"),
}


def cost(d: Draft, who: str, milestone: str) -> int:
    """Experience a milestone costs ``who``: 1 + milestones already bought; Retire always 1 (001 "Experience cost")."""
    if milestone == "retire":
        return RETIRE_COST
    return 1 + d.state["characters"][who]["milestones_bought"]


def _need(p: dict[str, Any], key: str, milestone: str, hint: str) -> Any:
    if p.get(key) in (None, ""):
        raise RuleError(key, f"{milestone} needs --{key.replace('_', '-')} ({hint})")
    return p[key]


def _unique(d: Draft, table: str, name: str, field: str = "name") -> str:
    name = " ".join(str(name).split())
    if not name or find_name(name, d.state[table]) is not None:
        raise RuleError(field, f"{name!r} is taken or empty; names in use: {', '.join(d.state[table]) or 'none'}")
    return name


def buy(d: Draft, who: str, milestone: str, p: dict[str, Any]) -> int:
    """``who`` buys ``milestone`` with the group's Experience during a rest; returns the cost paid.

    ``p`` holds the milestone's parameters (see ``PARAMS``; others are refused). Raises ``RuleError``
    (``phase`` outside a rest, ``milestone`` for an unknown one or too little Experience, and the
    parameter at fault).
    """
    mid = resolve("milestone", milestone, MILESTONES)
    phase = step(RestPhases, d.state["rest"]["phase"], "buy", "rest", "milestone")
    for key, value in p.items():
        if value not in (None, "", False) and key not in PARAMS[mid]:
            raise RuleError(key, f"{MILESTONES[mid][0]} takes no --{key.replace('_', '-')}; it takes: "
                                 f"{', '.join('--' + k.replace('_', '-') for k in PARAMS[mid]) or 'nothing'}")
    if mid == "retire" and not d.state["quests_completed"]:
        raise RuleError("milestone", "Retire comes after a completed Quest (quest end completed); none is completed yet")
    price = cost(d, who, mid)
    cause = f"rest #{d.state['rest']['id']}"
    pay_xp(d, price, why=f"{MILESTONES[mid][0]} for {who}", cause=cause)
    d.event("MilestoneBought", cause=cause, character=who, milestone=mid, cost=price)
    d.set("rest", "phase", phase)
    rec = d.state["characters"][who]
    {"adapt": _adapt, "develop": _develop, "rethink": _rethink, "train": _train, "ally": _ally, "location": _location,
     "mark": _mark, "retire": _retire}[mid](d, who, p, cause)
    d.set("characters", who, "milestones", list(rec["milestones"]) + [{"milestone": mid, "cost": price, "rest": d.state["rest"]["id"]}])
    if mid != "retire":
        d.set("characters", who, "milestones_bought", rec["milestones_bought"] + 1)
    return price


def _adapt(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Adapt: one rank changes culture; its trait stays and so changes culture too (MO-A03: not the playbook's)."""
    stat = stat_id(_need(p, "stat", "adapt", "the stat whose rank changes"))
    new = culture_id(d, _need(p, "culture", "adapt", "the rank's new culture"))
    rank = d.state["characters"][who]["ranks"][stat]
    if rank["source"] == "playbook" and not opt(d, "mosaic.adapt.allowPlaybookRank"):
        raise RuleError("stat", f"{who}'s {stat} holds the playbook's rank, which never changes (mosaic.adapt.allowPlaybookRank)")
    old = rank["culture"]
    if new == old:
        raise RuleError("culture", f"{who}'s {stat} rank is {old} already")
    moved = tile_capacity(d.state, who, old) is not None and available(d, who, old) > ranks_in(d.state, who, old) - 1
    d.event("RankAdapted", cause=cause, character=who, stat=stat, before=old, after=new, tile_moved=moved)
    d.set("characters", who, "ranks", stat, "culture", new)
    if moved:
        d.set("characters", who, "tiles", old, available(d, who, old) - 1)
    d.set("characters", who, "tiles", new, available(d, who, new) + (1 if moved else 0))


def _develop(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Develop: rewrite a trait (or take a new one the GM offers)."""
    stat = _need(p, "stat", "develop", "the trait's stat")
    set_trait(d, who, stat, _need(p, "descriptor", "develop", "the trait's fact"), p.get("move"), p.get("option"),
              p.get("rest"), develop=True)


def _rethink(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Rethink: move one highlight to another stat (highlights are a set, MO-A15)."""
    src = stat_id(_need(p, "stat", "rethink", "the highlighted stat that moves"))
    dst = stat_id(_need(p, "to", "rethink", "the stat that takes the highlight"), "to")
    marks = list(d.state["characters"][who]["highlights"])
    if src not in marks:
        raise RuleError("stat", f"{who}'s highlights: {', '.join(marks)}")
    if dst in marks:
        raise RuleError("to", f"{who}'s {dst} is highlighted already")
    d.event("HighlightMoved", cause=cause, character=who, before=src, after=dst)
    d.set("characters", who, "highlights", [dst if s == src else s for s in marks])


def _train(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Train: proficiency with one more item of the player's choice."""
    item = " ".join(str(_need(p, "item", "train", "the item")).split())
    d.set("characters", who, "proficiencies", list(d.state["characters"][who]["proficiencies"]) + [item])


def _ally(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Find a Reliable Ally: an NPC bonds with ``who`` (subject to Repayment)."""
    npc = find(d, _need(p, "npc", "ally", "the NPC"), "npc", kind="npc")
    bound = d.state["characters"][npc].get("ally_of")
    if bound:
        raise RuleError("npc", f"{npc} is {bound}'s Reliable Ally already")
    d.event("AllyFound", cause=cause, character=who, npc=npc)
    d.set("characters", npc, "ally_of", who)
    d.set("characters", who, "allies", list(d.state["characters"][who]["allies"]) + [npc])


def _location(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Create a Safe Location: a place smaller than a region; resting there gives +1 task; needs upkeep."""
    name = _unique(d, "locations", _need(p, "name", "location", "the place"))
    d.event("SafeLocationCreated", cause=cause, character=who, location=name)
    d.set("locations", name, {"safe": True, "improved": False, "owner": who, "upkeep": True})


def _mark(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Leave a Mark: a lasting change with one culture; tapped once per session for Advantage."""
    name = _unique(d, "marks", _need(p, "name", "mark", "what the mark is"))
    culture = culture_id(d, _need(p, "culture", "mark", "the culture it represents"))
    d.event("MarkLeft", cause=cause, character=who, mark=name, culture=culture)
    d.set("marks", name, {"culture": culture, "by": who, "tapped": None})


def _retire(d: Draft, who: str, p: dict[str, Any], cause: str) -> None:
    """Retire: ``legacy`` ``vanish`` (Leave a Mark: ``name``, ``culture``) or ``settle`` at a safe
    ``location`` as an NPC, either the Reliable Ally of ``ally_of`` or freeing that location from upkeep."""
    legacy = _need(p, "legacy", "retire", "vanish or settle")
    if legacy not in ("vanish", "settle"):
        raise RuleError("legacy", "vanish (leave Mexico: Leave a Mark) or settle (at a safe location)")
    d.event("Retired", cause=cause, character=who, legacy=legacy)
    d.set("characters", who, "status", "retired")
    if legacy == "vanish":
        if p.get("location") or p.get("ally_of"):
            raise RuleError("location" if p.get("location") else "ally_of", "vanishing leaves a Mark (--name, --culture); no location")
        _mark(d, who, p, cause)
        return
    if p.get("name") or p.get("culture"):
        raise RuleError("name" if p.get("name") else "culture", "settling needs --location (and --ally-of or none); no mark")
    where = _need(p, "location", "retire", "the safe location")
    place = find_name(where, [n for n, loc in d.state["locations"].items() if loc["safe"]])
    if place is None:
        raise RuleError("location", f"{where!r} is no safe location; safe: {', '.join(n for n, l in d.state['locations'].items() if l['safe']) or 'none'}")
    rec = d.state["characters"][who]
    home = next(r["culture"] for r in rec["ranks"].values() if r["source"] == "playbook")
    d.set("characters", who, "kind", "npc")
    d.set("characters", who, "culture", home)
    d.set("characters", who, "rank", ranks_in(d.state, who, home))
    d.set("characters", who, "settled_at", place)
    if p.get("ally_of"):
        friend = active_pc(d, p["ally_of"], "ally_of")
        d.set("characters", who, "ally_of", friend)
        d.set("characters", friend, "allies", list(d.state["characters"][friend]["allies"]) + [who])
    else:
        d.set("characters", who, "ally_of", None)
        d.set("locations", place, "upkeep", False)


# --- outside the rest -----------------------------------------------------------------------------------

def tap(d: Draft, who: str, mark: str, recolor: str | None) -> None:
    """Tap a Leave a Mark once per session: +1 Advantage of its culture, or recolour one Advantage of
    ``recolor`` to it (001 "Tapping"; MO-EX-18). Raises ``RuleError`` (``mark``, ``recolor``, ``phase``)."""
    name = find_name(mark, d.state["marks"])
    if name is None:
        raise RuleError("mark", f"unknown mark {mark!r}; marks: {', '.join(d.state['marks']) or 'none'}")
    m = d.state["marks"][name]
    session = d.state["session"]["number"]
    if m.get("tapped") == session:
        raise RuleError("mark", f"{name} was tapped in this session already (session {session}); once per session")
    cause = f"mark {name}"
    d.event("MarkTapped", character=who, mark=name, culture=m["culture"], recolor=recolor)
    d.set("marks", name, "tapped", session)
    if recolor is None:
        add_advantage(d, m["culture"], why=f"tapped {name}", cause=cause)
        return
    src = culture_id(d, recolor, "recolor")
    if src == m["culture"]:
        raise RuleError("recolor", f"that Advantage is {src} already")
    take_advantage(d, src, why=f"recoloured by {name}", cause=cause, field="recolor")
    d.set("advantage_pool", m["culture"], (d.state["advantage_pool"].get(m["culture"]) or 0) + 1)


def repay(d: Draft, npc: str, answer: str, tiles: list[str], actor: str = "GM") -> None:
    """An ally asks its PC for help (001 "Repayment": "If the GM makes an ally request help from the attached PC,
    this character has to accept or pay"): the GM makes the request, the attached PC answers it: ``accept``,
    ``pay`` tiles equal to the NPC's rank (``tiles``: one culture per tile), or ``refuse``: the bond breaks
    (MO-A17). ``actor`` gives the answer: the GM (recording it) or the attached PC, no other. Raises
    ``RuleError`` (``as``, ``npc``, ``tiles``)."""
    name = find(d, npc, "npc", kind="npc")
    friend = d.state["characters"][name].get("ally_of")
    if not friend:
        raise RuleError("npc", f"{name} is nobody's Reliable Ally")
    if actor not in ("GM", friend):
        raise RuleError("as", f"{name} is {friend}'s ally: {friend} answers its request (or the GM records it)")
    rank = d.state["characters"][name]["rank"]
    cause = f"ally {name}"
    if answer != "pay" and tiles:
        raise RuleError("tiles", "--tiles go with --answer pay")
    d.event("AllyRequest", cause=cause, npc=name, character=friend, answer=answer, rank=rank)
    if answer == "pay":
        if len(tiles) != rank:
            raise RuleError("tiles", f"{name}'s rank is {rank}: pay exactly {rank} tile(s), one culture each (got {len(tiles)})")
        for c in tiles:
            spend_tile(d, friend, culture_id(d, c, "tiles"), why=f"repaid {name}", cause=cause, field="tiles")
    elif answer == "refuse":
        d.event("AllyLost", cause=cause, npc=name, character=friend)
        d.set("characters", name, "ally_of", None)
        d.set("characters", friend, "allies", [a for a in d.state["characters"][friend]["allies"] if a != name])


def location_ruling(d: Draft, name: str, ruling: str, actor: str) -> None:
    """The GM turns a safe location ``unsafe`` (an unpaid upkeep's shortfall first) or marks it ``improved``
    (+2 rest tasks, MO-A18). Raises ``RuleError`` (``as``, ``location``)."""
    if actor != "GM":
        raise RuleError("as", "locations are the GM's ruling (--as GM)")
    place = find_name(name, d.state["locations"])
    if place is None:
        raise RuleError("location", f"unknown location {name!r}; locations: {', '.join(d.state['locations']) or 'none'}")
    loc = d.state["locations"][place]
    if not loc["safe"]:
        raise RuleError("location", f"{place} is unsafe already")
    if ruling == "unsafe":
        d.event("LocationUnsafe", location=place, shortfall=d.state["upkeep_shortfall"] or None)
        d.set("locations", place, "safe", False)
        if d.state["upkeep_shortfall"]:
            d.add("upkeep_shortfall", -1)
    else:
        if loc.get("improved"):
            raise RuleError("location", f"{place} is improved already")
        d.event("LocationImproved", location=place)
        d.set("locations", place, "improved", True)

