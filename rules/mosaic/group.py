"""The MOSAIC table: cultures, characters (playbook, five Mosaic Ranks, traits, items), NPCs, the Quest
and Trust, sessions and scenes, the interaction, journeys, GM influence marks and Advantage.

Source: 001 "Stats", "Mosaic", "Traits", "Items", "Trust", "Interaction Moves", "Travel", "Find a
Reliable Ally" (Favors); catalogue §2.1, §2.5, MO-R05, MO-A08, MO-A14.
"""

from __future__ import annotations

from itertools import combinations

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.data import EN, MOVE_NAMES, OBSTACLE_NAMES, PLAYBOOKS, RANK_SOURCES, ROLE_OBSTACLE, STATS
from rules.mosaic.phases import InteractionPhases, step
from rules.mosaic.state import (
    active_pc, add_advantage, culture_id, cultures_of, mark_influence, opt, pcs, playbook_id, set_trust, stat_id,
)
from rules.names import find_name, resolve
from rules.phases import ScenePhases, SessionPhases, advance


def _new_name(d: Draft, name: str) -> None:
    if find_name(name, d.state["characters"]) is not None:
        raise RuleError("name", f"{name!r} already exists in this campaign")


def add_culture(d: Draft, name: str, playbook: str | None) -> None:
    """Define a culture of the campaign, optionally the one a playbook's fixed rank belongs to (001 "Mosaic").

    Raises ``RuleError`` (``name`` when it exists, ``playbook`` when that playbook has its culture).
    """
    if find_name(name, d.state["cultures"]) is not None:
        raise RuleError("name", f"the culture {name!r} exists already")
    book = playbook_id(playbook) if playbook else None
    if book:
        owner = next((c for c, r in d.state["cultures"].items() if r.get("playbook") == book), None)
        if owner:
            raise RuleError("playbook", f"the {book} playbook belongs to {owner} already")
    d.event("CultureDefined", culture=name, playbook=book)
    d.set("cultures", name, {"playbook": book})


def _rank(d: Draft, text: str, field: str) -> tuple[str, str]:
    culture, sep, stat = str(text).partition(":")
    if not sep or not culture.strip() or not stat.strip():
        raise RuleError(field, f"write a rank as CULTURE:STAT, e.g. Nahua:cunning (got {text!r})")
    return culture_id(d, culture.strip(), field), stat_id(stat.strip(), field)


def add_character(d: Draft, name: str, playbook: str, playbook_stat: str | None, background: list[str], faith: str,
                  contacts: str, items: list[str]) -> None:
    """Create a PC: playbook (its highlighted stat and fixed-culture rank), the five Mosaic Ranks, items.

    Ranks: the playbook's (culture from ``culture add --playbook``) on ``playbook_stat`` (default the
    highlighted stat), two from ``background``, one from ``faith``, one from ``contacts``, each
    ``CULTURE:STAT``; every stat takes exactly one rank (catalogue §2.1 [D]). Tiles start one per rank,
    available (MO-A02). ``items`` are ``STAT=TEXT``: one per stat, two for a highlighted stat.
    The record holds no None value (``temp_highlight`` is absent until Participate sets it): the ledger
    diffs a correction key by key only through dicts without None values, so a record holding one
    would show in the history as a whole (``Itzel: {…} → {…}``) instead of ``Itzel Mosaic Tiles Mexica: 4 → 3``.
    Raises ``RuleError`` (``name``, ``playbook``, ``playbook_stat``, ``background``, ``faith``,
    ``contacts``, ``item``).
    """
    _new_name(d, name)
    book = playbook_id(playbook)
    culture = next((c for c, r in d.state["cultures"].items() if r.get("playbook") == book), None)
    if culture is None:
        raise RuleError("playbook", f"the campaign has no culture for the {book} playbook yet; define it first: "
                                    f"culture add NAME --playbook {book}")
    if len(background) != RANK_SOURCES["background"]:
        raise RuleError("background", f"background gives exactly 2 ranks, CULTURE:STAT each (got {len(background)})")
    ranks: dict[str, dict[str, str]] = {}
    entries = [("playbook_stat", culture, stat_id(playbook_stat, "playbook_stat") if playbook_stat else PLAYBOOKS[book], "playbook")]
    entries += [("background", *_rank(d, b, "background"), "background") for b in background]
    entries += [("faith", *_rank(d, faith, "faith"), "faith"), ("contacts", *_rank(d, contacts, "contacts"), "contacts")]
    for field, c, stat, source in entries:
        if stat in ranks:
            missing = [s for s in STATS if s not in ranks and s not in [e[2] for e in entries]]
            raise RuleError(field, f"{stat} already holds the {ranks[stat]['source']} rank; each stat takes one rank "
                                   f"(no rank yet: {', '.join(missing) or 'none'})")
        ranks[stat] = {"culture": c, "source": source}
    highlights = [PLAYBOOKS[book]]
    kit: dict[str, list[str]] = {}
    for raw in items:
        stat_text, sep, item = str(raw).partition("=")
        if not sep or not item.strip():
            raise RuleError("item", f"write an item as STAT=ITEM, e.g. discipline=Side-Sword (got {raw!r})")
        stat = stat_id(stat_text.strip(), "item")
        kit.setdefault(stat, []).append(" ".join(item.split()))
        most = 2 if stat in highlights else 1
        if len(kit[stat]) > most:
            raise RuleError("item", f"{stat} takes {most} item{'s' if most > 1 else ''} ({'highlighted' if most > 1 else 'not highlighted'})")
    tiles: dict[str, int] = {}
    for r in ranks.values():
        tiles[r["culture"]] = tiles.get(r["culture"], 0) + 1
    d.event("CharacterCreated", character=name, playbook=book, culture=culture)
    d.set("characters", name, {
        "kind": "pc", "playbook": book, "status": "active", "highlights": highlights,
        "ranks": {s: ranks[s] for s in STATS}, "tiles": tiles, "influence": {}, "traits": {},
        "items": {s: kit[s] for s in STATS if s in kit}, "proficiencies": [], "milestones": [], "milestones_bought": 0,
        "allies": [], "answers": {},
    })


def set_trait(d: Draft, who: str, stat: str, descriptor: str, move: str | None, option: str | None, rest: str | None,
              develop: bool = False) -> None:
    """Write ``who``'s trait on ``stat`` (001 "Traits"): descriptor, ability (a move and its extra option), rest task.

    A stat's trait is written once at creation; rewriting it needs the Develop milestone (``develop``).
    Raises ``RuleError`` (``stat``, ``move``, ``option``).
    """
    sid = stat_id(stat)
    if d.get("characters", who, "traits", sid) and not develop:
        raise RuleError("stat", f"{who}'s {sid} trait is written; rewriting it is the Develop milestone (during a rest)")
    mid = resolve("move", move, MOVE_NAMES) if move else None
    if mid and not option:
        raise RuleError("option", f"a trait's ability adds an option to {EN[mid]}: give its text with --option")
    if option and not mid:
        raise RuleError("move", "name the move whose list the trait's --option joins (--move)")
    culture = d.state["characters"][who]["ranks"][sid]["culture"]
    d.event("TraitWritten", character=who, stat=sid, culture=culture, develop=develop or None)
    d.set("characters", who, "traits", sid, {"descriptor": descriptor, "move": mid, "option": option, "rest": rest})


def add_npc(d: Draft, name: str, culture: str, rank: int) -> None:
    """Introduce an NPC of ``culture`` with a culture rank 0-5 set by the GM (MO-A14); ``ally_of`` is absent
    until an ally milestone sets it (no None value in a record, see ``add_character``)."""
    _new_name(d, name)
    c = culture_id(d, culture)
    d.event("NpcIntroduced", character=name, culture=c, rank=rank)
    d.set("characters", name, {"kind": "npc", "culture": c, "rank": rank, "status": "active"})


# --- the Quest and Trust (001 "Trust"; MO-R05, MO-A08) --------------------------------------------------

def silent_pairs(d: Draft, names: list[str]) -> list[tuple[str, str]]:
    """Pairs among ``names`` who share no Mosaic Rank culture (they cannot talk to each other)."""
    return [(a, b) for a, b in combinations(names, 2) if not cultures_of(d.state, a) & cultures_of(d.state, b)]


def quest_start(d: Draft, title: str, agree: list[str], lose: list[str], quest_id: int) -> int:
    """The party agrees on a Quest: Trust = 1 per agreeing PC - 1 per pair sharing no culture, floor 0.

    Pairs are counted among all active PCs (``mosaic.trust.pairsAmong``). Returns the new Trust.
    Raises ``RuleError("agree")`` (its gate, ``rules.mosaic.gates``, wants no Quest active).
    """
    agreed = []
    for n in agree:
        who = active_pc(d, n, "agree")
        if who in agreed:
            raise RuleError("agree", f"{who} is named twice")
        agreed.append(who)
    if not agreed:
        raise RuleError("agree", "name the PCs who agree on the Quest")
    among = agreed if opt(d, "mosaic.trust.pairsAmong") == "agreeingMembers" else pcs(d)
    pairs = silent_pairs(d, among)
    trust = max(0, len(agreed) - len(pairs))
    cause = f"quest #{quest_id}"
    d.event("QuestAgreed", title=title, agreed=agreed, silent_pairs=[f"{a}+{b}" for a, b in pairs] or None, trust=trust,
            quest=quest_id)
    d.set("quest", {"title": title, "agreed": agreed, "status": "active", "id": quest_id})
    set_trust(d, base=trust, lose=lose, why="Quest agreed", cause=cause)
    return trust


def quest_challenge(d: Draft, outcome: str, lose: list[str]) -> None:
    """The party rises to a Quest challenge (Trust +``mosaic.trust.questDelta``) or fails it (-, floor 0)."""
    quest = d.state["quest"]                # its gate wants a Quest active
    delta = opt(d, "mosaic.trust.questDelta") * (1 if outcome == "risen" else -1)
    d.event("QuestChallenge", cause=f"quest #{quest['id']}", outcome=outcome)
    set_trust(d, base=d.state["trust"]["base"] + delta, lose=lose, why=f"Quest challenge {outcome}", cause=f"quest #{quest['id']}")


def quest_end(d: Draft, outcome: str) -> None:
    """The Quest is completed (Retire becomes possible) or failed."""
    quest = d.state["quest"]                # its gate wants a Quest active
    d.event("QuestEnded", cause=f"quest #{quest['id']}", outcome=outcome)
    d.set("quest", "status", outcome)
    if outcome == "completed":
        d.add("quests_completed", 1)


# --- sessions and scenes ---------------------------------------------------------------------------------

def session_end(d: Draft) -> None:
    """End the session; its gate refuses it while a scene, a roll or a rest is open or a GM move is due (MO-F3).

    Self-initiated rolls can no longer be disputed afterwards (``state.disputable``: their entries name
    their session). The end writes nothing under ``disputable``: clearing the entries there would make
    the session's end depend on every self-initiated roll of the session, so that undoing one would undo
    the end and every later session with it.
    """
    phase = advance(SessionPhases, d.state["session"]["phase"], "begin_end", "session", "session end")
    d.event("SessionEnded", number=d.state["session"]["number"])
    d.set("session", "phase", advance(SessionPhases, phase, "finish", "session", "session end"))


def scene_end(d: Draft) -> None:
    """Close the scene; an open interaction ends with it (catalogue §2.5 item 4 [D])."""
    phase = advance(ScenePhases, d.state["scene"]["phase"], "end", "scene", "scene end")
    d.event("SceneEnded", number=d.state["scene"]["number"])
    d.set("scene", "phase", phase)
    if d.state["interaction"]["phase"] == "open":
        interaction_end(d, why="the scene ended")


# --- interaction and journeys ---------------------------------------------------------------------------

def interaction_start(d: Draft, who: str, npc: str) -> None:
    """Open an interaction with ``who``'s Reliable Ally without a roll (001 "Find a Reliable Ally": Favors)."""
    if npc not in d.state["characters"][who]["allies"]:
        raise RuleError("with", f"{npc} is not {who}'s Reliable Ally; anyone else needs Initiate Interaction (a roll); "
                                f"allies: {', '.join(d.state['characters'][who]['allies']) or 'none'}")
    phase = step(InteractionPhases, d.state["interaction"]["phase"], "begin", "interaction", "interaction start")
    d.event("InteractionInitiated", character=who, npc=npc, stage="ally")
    for key, value in (("phase", phase), ("npc", npc), ("pc", who), ("since", "ally"), ("stage", "pc")):
        d.set("interaction", key, value)


def interaction_end(d: Draft, why: str = "ended") -> None:
    """Close the open interaction (``interaction end``, or the scene's end)."""
    inter = d.state["interaction"]
    phase = step(InteractionPhases, inter["phase"], "end", "interaction", "interaction end")
    d.event("InteractionEnded", npc=inter.get("npc"), why=why)
    d.set("interaction", "phase", phase)
    for key in ("npc", "pc", "since", "stage"):
        d.set("interaction", key, None)


def journey_start(d: Draft, to: str | None, roles: dict[str, str | None], journey_id: int) -> None:
    """Start a journey: each key obstacle gets its role (time pressure: Leader, hazards: Scout,
    opposition: Guard; 001 "Travel"; its gate wants a running session and no journey under way). Raises
    ``RuleError`` (``leader``/``scout``/``guard``)."""
    chosen = {role: active_pc(d, name, role) for role, name in roles.items() if name}
    if not chosen:
        raise RuleError("leader", "name a Leader (time pressure), a Scout (hazardous environment) and/or a Guard "
                                  "(hostile opposition) for the journey's key obstacles")
    d.event("JourneyStarted", to=to, roles=chosen, obstacles=[ROLE_OBSTACLE[r] for r in chosen], journey=journey_id)
    d.set("journey", {"id": journey_id, "to": to, "roles": chosen, "rolled": {}})


def journey_end(d: Draft) -> None:
    """End the journey (arrived, or the GM ends it); obstacles left unrolled are recorded. Its gate wants a
    journey under way and no Travel roll of it waiting for its resolution."""
    journey = d.state["journey"]
    left = [ROLE_OBSTACLE[r] for r in journey["roles"] if ROLE_OBSTACLE[r] not in journey["rolled"]]
    d.event("JourneyEnded", cause=f"journey #{journey['id']}", to=journey.get("to"), unrolled=left or None)
    d.set("journey", None)


def obstacle_id(text: str) -> str:
    """Canonical obstacle id (time, hazard, opposition; English or German)."""
    return resolve("obstacle", text, OBSTACLE_NAMES, what="obstacle")


# --- GM rulings -----------------------------------------------------------------------------------------

def gm_influence(d: Draft, who: str, culture: str, stat: str, reason: str | None) -> None:
    """Mark influence {culture, stat} where a rule just says "mark influence" (MO-R03: the fitting pair)."""
    mark_influence(d, who, culture_id(d, culture), stat_id(stat), why=reason or "marked")


def gm_advantage(d: Draft, culture: str, count: int, reason: str, actor: str) -> None:
    """The GM adds Advantage to the pool (beyond Trust it is lost); the GM only."""
    if actor != "GM":
        raise RuleError("as", "the GM adds Advantage (--as GM); players invest tiles, press or tap a mark")
    add_advantage(d, culture_id(d, culture), why=reason, count=count)
