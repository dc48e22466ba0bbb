"""MOSAIC rolls: the dice pool (2d6 for a stat, N d6 for a culture, 2d6 for +NOTHING), bonus dice from a
highlight, a tile and a pressed Advantage (each source once), investing instead, keep the best two.

Source: 001 "Rolling the Dice", "Bonus dice", "Rolling Cultures", "Critical Success", "Highlighted
Stats", "Spending Mosaic Tiles", "Advantage"; catalogue §2.2 MO-D01..D09, MO-A10, MO-A11. Every face
is stored with its source (base, highlight, tile, press) and how it was rolled (physical or seed:N),
and the roll records which two dice were kept.
"""

from __future__ import annotations

from typing import Any

from rules.dice import roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.mosaic.data import EN, INTERACTION_MOVES, MOVE_NAMES, MOVES, ROLE_NAMES, ROLE_OBSTACLE, ROLE_STAT
from rules.mosaic.state import (
    active_pc, add_advantage, culture_id, culture_of, find, influenced, mark_influence, opt, pool_capacity, pool_size,
    pool_text, ranks_in, spend_tile, stat_id, take_advantage,
)
from rules.mosaic.gates import refuse
from rules.names import resolve
from rules.phases import RollPhases, advance

#: Bonus dice each source adds (001 "Bonus dice").
SOURCE_DICE = {"highlight": 1, "tile": 1, "press": 2}


def keep_best_two(faces: list[int]) -> tuple[list[int], int]:
    """The indices of the two highest faces (the earlier die wins a tie) and their sum (MO-D03).

    A pool of one die keeps that die (total 1..6); an empty pool keeps nothing (total 0).
    """
    order = sorted(range(len(faces)), key=lambda i: (-faces[i], i))
    kept = sorted(order[:2])
    return kept, sum(faces[i] for i in kept)


def tier(total: int) -> str:
    """``success`` (10+), ``success_at_cost`` (7-9) or ``miss`` (6-) (001 "MOVES"; MO-D05)."""
    if total >= 10:
        return "success"
    if total >= 7:
        return "success_at_cost"
    return "miss"


def is_critical(faces: list[int], kept: list[int]) -> bool:
    """Both kept dice show 6 (a 12; 001 "Critical Success"; MO-D06)."""
    return len(kept) == 2 and all(faces[i] == 6 for i in kept)


def move_id(name: str) -> str:
    """Canonical move id for an English or German move name; ``RuleError("move")`` lists them."""
    return resolve("move", name, MOVE_NAMES)


def open_roll(d: Draft, command: str) -> dict[str, Any]:
    """The roll in its bonus-dice window (the gate of ``command``, ``rules.mosaic.gates``, wants one waiting)."""
    return d.state["roll"]


def _faces(dice: Any, seed: int | None, action_seed: int | None, count: int, what: str) -> tuple[list[int], str]:
    """Roll or read ``count`` faces; a wrong count names the pool (``RuleError("dice")``)."""
    try:
        return roll_dice(dice, seed, action_seed, count)
    except RuleError as exc:
        raise RuleError("dice", f"{exc.message}; the pool is {what}") from None


def recompute(d: Draft) -> None:
    """Recompute the open roll's kept dice, total, tier and critical from its faces."""
    roll = d.state["roll"]
    faces = [die["face"] for die in roll["dice"]]
    kept, total = keep_best_two(faces)
    d.set("roll", "kept", kept)
    d.set("roll", "total", total)
    d.set("roll", "tier", tier(total))
    d.set("roll", "critical", is_critical(faces, kept))


def _allowed_sources(roll: dict[str, Any]) -> list[str]:
    """The bonus sources still unused on ``roll`` (for error messages)."""
    out = []
    if not roll["sources"].get("tile"):
        out.append("spend-tile" + (" or invest" if roll["sources"].get("highlight") and roll["kind"] == "stat" else ""))
    if not roll["sources"].get("press"):
        out.append("press")
    return out


def _once(roll: dict[str, Any], source: str, field: str) -> None:
    """Refuse a source already used on ``roll`` (001: each source once per roll; MO-D02, MO-A10)."""
    used = roll["sources"].get(source)
    if used:
        still = ", ".join(_allowed_sources(roll)) or "none"
        raise RuleError(field, f"each source of bonus dice counts once per roll, and roll #{roll['id']} already has its "
                               f"{source} ({used}); still open: {still}")


def _no_bonus(d: Draft, roll: dict[str, Any], field: str) -> None:
    """Refuse bonus dice on The Flowers (+NOTHING) unless ``mosaic.nothingRoll.allowBonusDice``."""
    if roll["kind"] == "nothing" and not opt(d, "mosaic.nothingRoll.allowBonusDice"):
        raise RuleError(field, "The Flowers is rolled +NOTHING: no bonus dice of any source (mosaic.nothingRoll.allowBonusDice is false)")


def _add_dice(d: Draft, faces: list[int], via: str, source: str) -> None:
    roll = d.state["roll"]
    d.set("roll", "dice", roll["dice"] + [{"face": f, "source": source, "via": via} for f in faces])


def tile_bonus(d: Draft, culture: str | None, dice: Any, seed: int | None, action_seed: int | None, cause: str,
               rolled: tuple[list[int], str] | None = None) -> None:
    """Spend one Mosaic Tile of the roll's culture for +1 die (MO-D02, MO-D07).

    ``culture`` (optional) must be the rolled stat's culture (or the rolled culture). Raises
    ``RuleError`` (``culture`` for a wrong or unheld culture, ``tile`` when the tile source was used).
    ``rolled`` gives faces already rolled with the move (a bonus declared up front).
    """
    roll = d.state["roll"]
    _no_bonus(d, roll, "tile")
    _once(roll, "tile", "tile")
    wanted = roll["culture"]
    if wanted is None:
        if culture is None:
            raise RuleError("culture", "this roll has no culture of its own: name the tile's culture with --culture")
        wanted = culture_id(d, culture)
    elif culture is not None and culture_id(d, culture) != wanted:
        raise RuleError("culture", f"a tile on roll #{roll['id']} must be of {wanted} (the culture rolled); "
                                   f"{culture_id(d, culture)} does not match")
    faces, via = rolled or _faces(dice, seed, action_seed, 1, "1 die for the tile")
    spend_tile(d, roll["roller"], wanted, why="bonus die", cause=cause)
    spec = d.event("BonusDiceAdded", cause=cause, source="tile", culture=wanted, dice=faces, dice_source=via)
    d.set("roll", "sources", "tile", f"spent {wanted}")
    _add_dice(d, faces, via, "tile")
    recompute(d)
    spec.detail.update(total=d.state["roll"]["total"], tier=d.state["roll"]["tier"], kept=d.state["roll"]["kept"])


def invest(d: Draft, culture: str | None, accept_loss: bool, cause: str) -> None:
    """Invest a tile of the highlighted stat's culture into the Advantage pool instead of taking its die (MO-D08).

    The tile is spent; it enters the pool, or is lost when the pool is at Trust. Investing into a full
    pool is refused unless ``accept_loss`` (the loss is the seed's rule; the guard keeps a slip of the
    keyboard from throwing a tile away). Raises ``RuleError`` (``invest``, ``culture``).
    """
    roll = d.state["roll"]
    _no_bonus(d, roll, "invest")
    if roll["kind"] != "stat" or not roll["sources"].get("highlight"):
        raise RuleError("invest", f"only a roll of a highlighted stat may invest a tile; roll #{roll['id']} "
                                  f"({roll['stat'] or roll['kind']}) is not highlighted")
    _once(roll, "tile", "invest")
    wanted = roll["culture"]
    if culture is not None and culture_id(d, culture) != wanted:
        raise RuleError("culture", f"the invested tile must be of {wanted} (the rolled stat's culture)")
    full = pool_size(d.state) >= pool_capacity(d.state)
    if full and not accept_loss:
        raise RuleError("invest", f"the Advantage pool is full ({pool_size(d.state)} of Trust {pool_capacity(d.state)}): "
                                  f"the tile would be lost; add --accept-loss to invest it anyway, or spend it for a die")
    spend_tile(d, roll["roller"], wanted, why="invested", cause=cause)
    d.set("roll", "sources", "tile", f"invested {wanted}")
    add_advantage(d, wanted, why="invested", cause=cause)


def press(d: Draft, culture: str, stat: str | None, dice: Any, seed: int | None, action_seed: int | None, cause: str,
          rolled: tuple[list[int], str] | None = None) -> None:
    """Press an Advantage: take a tile of ``culture`` from the pool for +2 dice, then mark influence
    {``culture``, rolled stat} (MO-D02, MO-D09; the tile may be of any culture, MO-R02).

    Refused on an influenced stat, from a pool without that culture, twice on one roll, on a culture
    roll (unless ``mosaic.cultureRoll.allowPress``; then ``stat`` names the stat marked). Raises
    ``RuleError`` (``press``, ``culture``, ``stat``).
    """
    roll = d.state["roll"]
    _no_bonus(d, roll, "press")
    _once(roll, "press", "press")
    who = roll["roller"]
    marked = roll["stat"]
    if roll["kind"] == "culture" and not opt(d, "mosaic.cultureRoll.allowPress"):
        raise RuleError("press", "a culture roll cannot press an Advantage: there is no stat to mark as influenced "
                                 "(mosaic.cultureRoll.allowPress is false)")
    if marked is None:
        if stat is None:
            raise RuleError("stat", "this roll has no stat: name the stat the press marks as influenced with --stat")
        marked = stat_id(stat)
    elif stat is not None and stat_id(stat) != marked:
        raise RuleError("stat", f"the press marks the rolled stat, {marked}")
    by = influenced(d.state, who, marked)
    if by:
        raise RuleError("press", f"{who}'s {marked} is influenced by {', '.join(by)}: no Advantage can be pressed on it "
                                 f"(a tile for +1 die is still allowed)")
    tile = culture_id(d, culture, "press")
    if not d.state["advantage_pool"].get(tile):
        raise RuleError("press", f"the Advantage pool holds no {tile} tile; pool: {pool_text(d.state)}")
    faces, via = rolled or _faces(dice, seed, action_seed, 2, "2 dice for the press")
    take_advantage(d, tile, why="pressed", cause=cause, field="press")
    mark_influence(d, who, tile, marked, why="pressed an Advantage", cause=cause)
    spec = d.event("BonusDiceAdded", cause=cause, source="press", culture=tile, stat=marked, dice=faces, dice_source=via)
    d.set("roll", "sources", "press", tile)
    _add_dice(d, faces, via, "press")
    recompute(d)
    spec.detail.update(total=d.state["roll"]["total"], tier=d.state["roll"]["tier"], kept=d.state["roll"]["kept"])


def _subject(d: Draft, mid: str, who: str, with_: str | None, target: str | None, role: str | None) -> dict[str, Any]:
    """What the move ``mid`` rolls and against whom: ``{"kind", "stat", "culture", "npc", "target", "role", "obstacle"}``.

    Refuses arguments that do not apply and the interaction rules (MO-M06..M11), Care's target
    (MO-M12) and Travel's roles (MO-M13). Raises ``RuleError`` (``with``, ``target``, ``role``, ``move``).
    """
    spec = MOVES[mid]
    out: dict[str, Any] = {"kind": spec["roll"], "stat": spec["stat"], "culture": None, "npc": None, "target": None,
                           "role": None, "obstacle": None}
    inter = d.state["interaction"]
    if with_ is not None and mid != "initiate_interaction" and mid not in INTERACTION_MOVES:
        raise RuleError("with", "--with names the NPC of Initiate Interaction or of an interaction move")
    if target is not None and mid != "care":
        raise RuleError("target", "--target names the PC tended by Care; other moves take none")
    if role is not None and mid != "travel":
        raise RuleError("role", "--role is for Travel (leader, scout, guard)")
    if mid == "initiate_interaction":
        npc = find(d, with_, "with", kind="npc")
        if inter["phase"] == "open":
            raise refuse(d.state, f"an interaction with {inter['npc']} is open; Initiate Interaction opens another after "
                                  "interaction end")
        culture = d.state["characters"][npc]["culture"]
        ranks = ranks_in(d.state, who, culture)
        if ranks < 1:
            raise RuleError("with", f"{npc} speaks {culture} and {who} has no {culture} rank: Initiate Interaction needs a common culture")
        out.update(npc=npc, culture=culture, base=ranks)
    elif mid in INTERACTION_MOVES:
        if inter["phase"] != "open":
            raise RuleError("move", f"{EN[mid]} is an interaction move and no interaction is open; allowed now: "
                                    f"Initiate Interaction (roll), interaction start --with ALLY")
        npc = find(d, with_, "with", kind="npc") if with_ is not None else inter["npc"]
        if npc != inter["npc"]:
            raise RuleError("with", f"the open interaction is with {inter['npc']}; interaction moves go to {inter['npc']} only")
        out["npc"] = npc
    elif mid == "care":
        tended = active_pc(d, target, "target") if target else None
        if tended is None:
            raise RuleError("target", "Care needs --target: the PC you tend")
        if tended == who:
            raise RuleError("target", "Care tends another PC, not yourself")
        out["target"] = tended
    elif mid == "travel":
        journey = d.state.get("journey")
        if not journey:
            raise RuleError("move", "Travel is rolled on a journey; start one with journey start --leader/--scout/--guard")
        mine = [r for r, name in journey["roles"].items() if name == who]
        if role is not None:
            role = resolve("role", role, ROLE_NAMES, what="role")
            if journey["roles"].get(role) != who:
                raise RuleError("role", f"the {role} of this journey is {journey['roles'].get(role) or 'nobody'}; "
                                        f"{who}'s roles: {', '.join(mine) or 'none'}")
        elif len(mine) == 1:
            role = mine[0]
        else:
            raise RuleError("role", f"{who} holds {'no role' if not mine else 'several roles'} on this journey; "
                                    f"roles: {', '.join(f'{r} {n}' for r, n in journey['roles'].items())}")
        obstacle = ROLE_OBSTACLE[role]
        done = journey["rolled"]
        if opt(d, "mosaic.travel.rollPerObstacle") and obstacle in done:
            raise RuleError("role", f"the {EN[obstacle]} of this journey was rolled already (roll #{done[obstacle]}); "
                                    f"left: {', '.join(EN[ROLE_OBSTACLE[r]] for r in journey['roles'] if ROLE_OBSTACLE[r] not in done) or 'none'}")
        if not opt(d, "mosaic.travel.rollPerObstacle") and done:
            raise RuleError("move", "this journey takes one Travel roll (mosaic.travel.rollPerObstacle is false) and it was rolled")
        out.update(stat=ROLE_STAT[role], role=role, obstacle=obstacle)
    if out["kind"] == "stat":
        out["culture"] = culture_of(d, who, out["stat"])
    return out


def _highlight(d: Draft, who: str, sub: dict[str, Any]) -> str | None:
    """The highlight source of a roll: ``permanent``, ``temporary`` (Participate's one use) or None."""
    rec = d.state["characters"][who]
    if sub["kind"] == "stat":
        if sub["stat"] in rec["highlights"]:
            return "permanent"
        if rec.get("temp_highlight") == sub["stat"]:
            return "temporary"
    elif sub["kind"] == "culture" and opt(d, "mosaic.cultureRoll.highlightDie"):
        if any(rec["ranks"][s]["culture"] == sub["culture"] for s in rec["highlights"]):
            return "permanent"
    return None


def start_roll(d: Draft, *, move: str, roller: str, with_: str | None, target: str | None, role: str | None,
               dice: Any, seed: int | None, action_seed: int | None, roll_id: int, actor: str, self_initiated: bool,
               tile: bool, tile_culture: str | None, invest_tile: bool, accept_loss: bool, press_culture: str | None,
               press_stat: str | None) -> dict[str, Any]:
    """Roll ``move`` for PC ``roller`` and open its bonus-dice window; returns the roll record (``roll #<roll_id>``).

    Pool: 2d6 for a stat, one die per rank for a culture (Initiate Interaction: the NPC's culture), 2d6
    for +NOTHING; +1 highlight die when the stat is highlighted (a temporary highlight is used up);
    bonuses declared now (``tile``, ``invest_tile``, ``press_culture``) add their dice to the same
    typed-in faces, in the order base, highlight, tile, press. ``dice`` must hold exactly that many
    faces. Raises ``RuleError`` (``phase``, ``move``, ``with``, ``target``, ``role``, ``dice``, ``tile``,
    ``invest``, ``press``, ``culture``, ``stat``).
    """
    phase = advance(RollPhases, d.state["roll_phase"], "roll", "roll", "roll")
    mid = move_id(move)
    who = active_pc(d, roller)
    sub = _subject(d, mid, who, with_, target, role)
    if invest_tile and tile:
        raise RuleError("invest", "a tile is either spent for a die or invested, not both (one tile source per roll)")
    base = sub.pop("base", 2)
    highlight = _highlight(d, who, sub)
    count = base + (1 if highlight else 0) + (1 if tile else 0) + (2 if press_culture else 0)
    parts = [f"{base} {'for ' + sub['culture'] if sub['kind'] == 'culture' else 'base'}"]
    parts += ["1 highlight"] if highlight else []
    parts += ["1 tile"] if tile else []
    parts += ["2 press"] if press_culture else []
    faces, via = _faces(dice, seed, action_seed, count, " + ".join(parts))
    cause = f"roll #{roll_id}"
    record = {
        "id": roll_id, "move": mid, "roller": who, "actor": actor, "self_initiated": self_initiated, **sub,
        "dice": [], "sources": {"highlight": highlight}, "kept": [], "total": 0, "tier": "miss", "critical": False,
        "session": d.state["session"]["number"], "scene": d.state["scene"]["number"],
    }
    first = base + (1 if highlight else 0)
    main = d.event("MoveRolled", move=mid, roller=who, stat=sub["stat"], culture=sub["culture"], npc=sub["npc"],
                   target=sub["target"], role=sub["role"], self_initiated=self_initiated or None, roll=roll_id)
    d.set("roll_phase", phase)
    d.set("roll", dict(record, dice=[{"face": f, "source": "base" if i < base else "highlight", "via": via}
                                     for i, f in enumerate(faces[:first])]))
    recompute(d)
    main.detail.update(dice=faces[:first], dice_source=via, kept=d.state["roll"]["kept"], total=d.state["roll"]["total"],
                       tier=d.state["roll"]["tier"], highlight=highlight)
    if highlight == "temporary":
        d.event("HighlightUsed", cause=cause, character=who, stat=sub["stat"])
        d.set("characters", who, "temp_highlight", None)
    rest = faces[first:]
    if tile:
        tile_bonus(d, tile_culture, None, None, None, cause, rolled=(rest[:1], via))
        rest = rest[1:]
    elif tile_culture is not None and not invest_tile:
        raise RuleError("culture", "--culture names the tile of --tile or --invest")
    if invest_tile:
        invest(d, tile_culture, accept_loss, cause)
    if press_culture:
        press(d, press_culture, press_stat, None, None, None, cause, rolled=(rest[:2], via))
    elif press_stat is not None:
        raise RuleError("stat", "--press-stat goes with --press")
    return d.state["roll"]
