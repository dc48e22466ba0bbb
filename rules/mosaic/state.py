"""MOSAIC campaign state and the small changes every rule is built from: names, tiles, influence,
the Advantage pool under Trust, and group Experience.

Source: 001 "Mosaic" (ranks and tiles), "Advantage", "Influence", "Trust", "MILESTONES" (Experience);
catalogue §2.1, §2.4, MO-R03..R05, MO-A02, MO-A07. Every write goes through a ``Draft`` (one change
with before/after each); every refusal is a ``RuleError`` naming the argument at fault.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.data import PLAYBOOK_NAMES, STAT_NAMES, STATS
from rules.names import find_name, known_name, resolve


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new MOSAIC campaign under ``options`` (validated, dotted keys).

    Group values live at the top (``advantage_pool`` {culture: tiles}, ``trust`` {base, temp},
    ``experience``, ``quest``, ``locations``, ``marks``, ``interaction``, ``rest`` with each rest's record
    under ``rests``); each character's
    values under ``characters.<NAME>``.
    """
    return {
        "options": dict(options),
        "session": {"phase": "not_started", "number": 0},
        "scene": {"phase": "closed", "number": 0},
        "roll_phase": "idle",
        "characters": {},
        "cultures": {},
        "advantage_pool": {},
        "trust": {"base": 0, "temp": 0},
        "experience": 0,
        "quest": None,
        "quests_completed": 0,
        "locations": {},
        "marks": {},
        "interaction": {"phase": "closed"},
        "rest": {"phase": "idle"},
        "rests": {},
        "gm_due": {},
        "disputable": {},
        "upkeep_shortfall": 0,
    }


def opt(d: Draft, key: str) -> Any:
    """Campaign option ``key`` (dotted, e.g. ``"mosaic.crit.addAdvantage"``)."""
    return d.state["options"][key]


# --- names --------------------------------------------------------------------------------------------

def stat_id(name: str, field: str = "stat") -> str:
    """Canonical stat id for an English or German name (Cunning / Gerissenheit); else ``RuleError(field)``."""
    return resolve(field, name, STAT_NAMES, what="stat")


def playbook_id(name: str, field: str = "playbook") -> str:
    """Canonical playbook id (Samurai, Conquistador, Freedman, Traveller, Priest; German too)."""
    return resolve(field, name, PLAYBOOK_NAMES, what="playbook")


def culture_id(d: Draft, name: str | None, field: str = "culture") -> str:
    """The campaign's spelling of culture ``name`` (case- and accent-insensitive).

    Raises ``RuleError(field)`` listing the cultures the campaign defined (001: culture names are the
    campaign's data; ``culture add``).
    """
    return known_name(field, name, d.state["cultures"], "culture", "the campaign's cultures", "none yet (culture add NAME)")


def find(d: Draft, name: str | None, field: str = "character", kind: str | None = None) -> str:
    """Stored name of character ``name``; ``kind`` ``"pc"``/``"npc"`` restricts it. ``RuleError(field)`` lists names."""
    chars = d.state["characters"]
    if not name:
        raise RuleError(field, "a character name is required")
    known = find_name(name, chars)
    if known is not None:
        if kind and chars[known]["kind"] != kind:
            raise RuleError(field, f"{known} is {'an NPC' if chars[known]['kind'] == 'npc' else 'a PC'}; a {kind.upper()} is needed here")
        return known
    pool = [k for k, r in chars.items() if not kind or r["kind"] == kind]
    raise RuleError(field, f"unknown {kind.upper() if kind else 'character'} {name!r}; known: {', '.join(pool) or 'none yet'}")


def active_pc(d: Draft, name: str | None, field: str = "character") -> str:
    """Stored name of an active (not retired) PC; else ``RuleError(field)``."""
    who = find(d, name, field, kind="pc")
    if d.get("characters", who, "status") != "active":
        raise RuleError(field, f"{who} has retired and no longer acts")
    return who


def pcs(d: Draft, active: bool = True) -> list[str]:
    """PC names in creation order (only active ones when ``active``)."""
    return [n for n, r in d.state["characters"].items() if r["kind"] == "pc" and (not active or r["status"] == "active")]


# --- self-initiated rolls (MO-F1, MO-F2) ----------------------------------------------------------------

def disputable(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The self-initiated rolls the GM may still dispute: ``{roll id: entry}`` of the running session.

    Each entry (``{"roller", "move", "session", "effects"}``) stays under ``disputable`` after its session
    and is then ignored: the session's end does not delete it (see ``group.session_end``). An entry
    without ``session`` was written when the session's end still deleted them, so it is of the running
    session.
    """
    session = state["session"]
    if session["phase"] != "running":
        return {}
    return {k: e for k, e in state["disputable"].items() if e.get("session", session["number"]) == session["number"]}


# --- ranks and tiles (001 "Mosaic", "Spending Mosaic Tiles"; MO-A02) -----------------------------------

def culture_of(d: Draft, who: str, stat: str) -> str:
    """The culture linked to ``who``'s ``stat`` through its Mosaic Rank."""
    return d.state["characters"][who]["ranks"][stat]["culture"]


def ranks_in(state: dict[str, Any], who: str, culture: str) -> int:
    """How many of ``who``'s five Mosaic Ranks are of ``culture``."""
    return sum(1 for r in state["characters"][who]["ranks"].values() if r["culture"] == culture)


def cultures_of(state: dict[str, Any], who: str) -> set[str]:
    """The cultures of ``who``'s ranks (a PC) or ``{culture}`` (an NPC)."""
    rec = state["characters"][who]
    if rec["kind"] == "npc":
        return {rec["culture"]}
    return {r["culture"] for r in rec["ranks"].values()}


def tile_capacity(state: dict[str, Any], who: str, culture: str) -> int | None:
    """Most tiles of ``culture`` ``who`` can hold: the ranks in it (``onePerRank``), None with ``freePool``."""
    if state["options"]["mosaic.tiles.model"] == "freePool":
        return None
    return ranks_in(state, who, culture)


def available(d: Draft, who: str, culture: str) -> int:
    """``who``'s available (unspent) tiles of ``culture``."""
    return d.get("characters", who, "tiles", culture) or 0


def spend_tile(d: Draft, who: str, culture: str, why: str, cause: str | None = None, field: str = "culture") -> None:
    """Spend one available tile of ``culture``; ``RuleError(field)`` when ``who`` has none left."""
    have = available(d, who, culture)
    if have < 1:
        left = {c: n for c, n in (d.get("characters", who, "tiles") or {}).items() if n}
        raise RuleError(field, f"{who} has no available {culture} tile (available: "
                               f"{', '.join(f'{c} {n}' for c, n in left.items()) or 'none'})")
    d.event("TileSpent", cause=cause, character=who, culture=culture, why=why)
    d.set("characters", who, "tiles", culture, have - 1)


def regain_tile(d: Draft, who: str, culture: str, why: str, cause: str | None = None, field: str = "culture") -> None:
    """Regain one tile of ``culture`` (a spent one under ``onePerRank``); ``RuleError(field)`` when none is spent."""
    have = available(d, who, culture)
    cap = tile_capacity(d.state, who, culture)
    if cap is not None and have >= cap:
        spent = [c for c in sorted(cultures_of(d.state, who)) if available(d, who, c) < (tile_capacity(d.state, who, c) or 0)]
        raise RuleError(field, f"{who} has no spent {culture} tile to regain ({have} of {cap}); spent tiles: {', '.join(spent) or 'none'}")
    d.event("TileRegained", cause=cause, character=who, culture=culture, why=why)
    d.set("characters", who, "tiles", culture, have + 1)


def spent_cultures(state: dict[str, Any], who: str) -> list[str]:
    """Cultures in which ``who`` has at least one spent tile (``onePerRank``; none under ``freePool``)."""
    out = []
    for c in sorted(cultures_of(state, who)):
        cap = tile_capacity(state, who, c)
        if cap is not None and (state["characters"][who]["tiles"].get(c) or 0) < cap:
            out.append(c)
    return out


# --- influence (001 "Influence"; MO-R03) ---------------------------------------------------------------

def influenced(state: dict[str, Any], who: str, stat: str) -> list[str]:
    """The cultures influencing ``who``'s ``stat`` (empty: not influenced)."""
    return sorted(c for c, v in (state["characters"][who].get("influence", {}).get(stat) or {}).items() if v)


def mark_influence(d: Draft, who: str, culture: str, stat: str, why: str, cause: str | None = None) -> bool:
    """Mark influence {``culture``, ``stat``} on ``who``; returns False when that mark was already there."""
    d.event("InfluenceMarked", cause=cause, character=who, culture=culture, stat=stat, why=why)
    if d.get("characters", who, "influence", stat, culture):
        return False          # already marked: the event records it, nothing changes
    d.set("characters", who, "influence", stat, culture, True)
    return True


def clear_influence(d: Draft, who: str, culture: str, stat: str | None, why: str, cause: str | None = None,
                    field: str = "clear_stat") -> list[str]:
    """Clear influence of ``culture`` on ``who``: on ``stat`` only, or on every stat when ``stat`` is None.

    Returns the stats cleared. Raises ``RuleError(field)`` when ``stat`` carries no mark of ``culture``.
    """
    marked = [s for s in STATS if d.get("characters", who, "influence", s, culture)]
    if stat is not None and stat not in marked:
        raise RuleError(field, f"{who}'s {stat} carries no {culture} influence; {culture} influences: {', '.join(marked) or 'nothing'}")
    targets = [stat] if stat is not None else marked
    d.event("InfluenceCleared", cause=cause, character=who, culture=culture, stats=targets, why=why)
    for s in targets:
        d.set("characters", who, "influence", s, culture, None)
    return targets


# --- the Advantage pool and Trust (001 "Advantage", "Trust"; MO-R04, MO-R05, MO-A07) --------------------

def pool_size(state: dict[str, Any]) -> int:
    """Tiles in the Advantage pool."""
    return sum(state["advantage_pool"].values())


def pool_capacity(state: dict[str, Any]) -> int:
    """How many tiles the pool may hold: the current Trust (base + temporary)."""
    return state["trust"]["base"] + state["trust"]["temp"]


def add_advantage(d: Draft, culture: str, why: str, cause: str | None = None, count: int = 1) -> tuple[int, int]:
    """Put ``count`` Advantage of ``culture`` into the pool; what passes the Trust cap is lost (MO-R04).

    Returns (added, lost); both are recorded on one ``AdvantageAdded`` event.
    """
    room = max(0, pool_capacity(d.state) - pool_size(d.state))
    added = min(room, count)
    lost = count - added
    d.event("AdvantageAdded", cause=cause, culture=culture, added=added, lost=lost or None, why=why)
    if added:
        d.set("advantage_pool", culture, (d.state["advantage_pool"].get(culture) or 0) + added)
    return added, lost


def take_advantage(d: Draft, culture: str, why: str, cause: str | None = None, field: str = "culture", count: int = 1) -> None:
    """Take ``count`` Advantage of ``culture`` out of the pool; ``RuleError(field)`` when the pool holds fewer."""
    have = d.state["advantage_pool"].get(culture) or 0
    if have < count:
        raise RuleError(field, f"the Advantage pool holds {have} of {culture} and {count} are needed; pool: {pool_text(d.state)}")
    d.event("AdvantageTaken", cause=cause, culture=culture, count=count, why=why)
    d.set("advantage_pool", culture, (have - count) or None)


def pool_text(state: dict[str, Any]) -> str:
    """The pool as ``A 2, B 1`` (``empty``)."""
    return ", ".join(f"{c} {n}" for c, n in sorted(state["advantage_pool"].items()) if n) or "empty"


def trim_pool(d: Draft, lose: list[str] | None, cause: str | None = None, field: str = "lose") -> list[str]:
    """Trim the pool to Trust when it holds more (MO-A07, ``mosaic.trust.trimOnDrop``); returns the cultures lost.

    The GM names the lost tiles in ``lose`` (one culture per tile). With one culture in the pool no
    names are needed. Raises ``RuleError(field)`` for a missing, surplus or unheld name.
    """
    over = pool_size(d.state) - pool_capacity(d.state)
    lose = [culture_id(d, c, field) for c in lose or []]
    if over <= 0 or not opt(d, "mosaic.trust.trimOnDrop"):
        if lose:
            raise RuleError(field, f"the Advantage pool ({pool_size(d.state)}) fits Trust ({pool_capacity(d.state)}); no tile is lost")
        return []
    held = {c: n for c, n in d.state["advantage_pool"].items() if n}
    if not lose and len(held) == 1:
        lose = [next(iter(held))] * over
    if len(lose) != over:
        raise RuleError(field, f"Trust drops to {pool_capacity(d.state)} and the pool holds {pool_size(d.state)}: name the {over} "
                               f"lost tile(s), GM's choice (pool: {pool_text(d.state)})")
    for c in lose:
        if (d.state["advantage_pool"].get(c) or 0) < 1:
            raise RuleError(field, f"the pool holds no more {c}; pool: {pool_text(d.state)}")
        d.event("AdvantageTrimmed", cause=cause, culture=c)
        d.set("advantage_pool", c, (d.state["advantage_pool"][c] - 1) or None)
    return lose


def set_trust(d: Draft, base: int | None = None, temp: int | None = None, lose: list[str] | None = None,
              why: str = "", cause: str | None = None) -> None:
    """Set Trust's base and/or temporary part (floor 0, no ceiling; 001 "Trust"), then trim the pool."""
    new_base = d.state["trust"]["base"] if base is None else max(0, base)
    new_temp = d.state["trust"]["temp"] if temp is None else max(0, temp)
    d.event("TrustChanged", cause=cause, why=why, before=pool_capacity(d.state), after=new_base + new_temp)
    d.set("trust", "base", new_base)
    d.set("trust", "temp", new_temp)
    trim_pool(d, lose, cause=cause)


# --- Experience (001 "MILESTONES"; group-owned) ---------------------------------------------------------

def add_xp(d: Draft, amount: int, why: str, cause: str | None = None) -> None:
    """Add ``amount`` group Experience."""
    d.event("ExperienceMarked", cause=cause, amount=amount, why=why)
    d.add("experience", amount)


def pay_xp(d: Draft, amount: int, why: str, cause: str | None = None, field: str = "milestone") -> None:
    """Pay ``amount`` group Experience; ``RuleError(field)`` when the group has less."""
    have = d.state["experience"]
    if have < amount:
        raise RuleError(field, f"{why} costs {amount} Experience and the group has {have}")
    d.event("ExperienceSpent", cause=cause, amount=amount, why=why)
    d.set("experience", have - amount)
