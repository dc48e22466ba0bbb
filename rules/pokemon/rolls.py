"""Rolling a move: 2d6 + stat, the tiers, forward and ongoing modifiers, Treat Violently, resolving.

Source: catalogue §3.2 (PN-D01 2d6 + stat, PN-D02 four tiers on the Exchange, PN-D03 the success-class
ladder, PN-D04 modifiers, PN-D05 XP on a miss), §3.5 item 4 (the roll machine) and seed 002: the tiers
of each move, Treat Violently at l.53-63, the XP exceptions at l.43 (Go All Out) and l.181 (alibi).
A roll is named after its action (``roll #<action_id>``) and stays open (``adjusting``) until
``resolve``, so that Treat Violently can promote it "even retroactively" (l.53).
"""

from __future__ import annotations

from typing import Any

from rules.dice import roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.phases import RollPhases, advance
from rules.pick_lists import pick_parts
from rules.pokemon.gates import refuse
from rules.pokemon.data import LADDERS, MOVE_NAMES, MOVES, PICKS, VIOLENT_CHOICES, term
from rules.pokemon.listing import choices, picks_of, refuse as refuse_listed, resolve_named
from rules.pokemon.violence import open_roll, violence_refusal
from rules.pokemon.state import FRIENDSHIP_MIN, approach_id, change_friendship, mark_xp, opt, usable_pokemon


def move_id(name: str, field: str = "move") -> str:
    """Canonical move id (``scambio``, ``tutto``, ...) for an Italian or English name; else ``RuleError(field)``."""
    return resolve_named(field, name, MOVE_NAMES, "move")


def tier_of(total: int, ladder: str) -> str:
    """The tier of ``total`` on ``ladder`` (``four``: 14+/10+/7-9/6-, ``three``: 10+/7-9/6-, ``two``: 7+/6-).

    "1-6" of the Exchange reads as "6 or less" (PN-A02), so a total below 1 is a 6-.
    """
    tiers, floors = LADDERS[ladder]
    index = sum(1 for low in floors if total >= low)
    return tiers[index]


def promoted(tier: str, ladder: str) -> str:
    """``tier`` one success class up on ``ladder`` (PN-D03: 6- -> 7-9 -> 10+ -> 14+; the top stays)."""
    tiers = LADDERS[ladder][0]
    return tiers[min(len(tiers) - 1, tiers.index(tier) + 1)]


def _stat(d: Draft, move: str, trainer: str, pokemon: str | None, args: dict[str, Any]) -> dict[str, Any]:
    """The stat modifier of ``move`` rolled by ``trainer`` (002: +Approccio, +Amicizia, +Grinta, +Classe, +Allerta)."""
    stat = MOVES[move]["stat"]
    rec = d.state["characters"][trainer]
    if stat == "approccio":
        if not args.get("approccio"):
            raise RuleError("approccio", f"{term(move, 'en')} rolls +Approach: name it (--approccio grinta|classe|acume|bellezza|grazia)")
        app = approach_id(args["approccio"])
        return {"source": f"approccio:{app}", "amount": rec["approcci"][app], "stat": app}
    if stat == "amicizia":
        return {"source": f"amicizia:{pokemon}", "amount": d.state["characters"][pokemon]["amicizia"], "stat": "amicizia"}
    if stat == "allerta":
        sign = opt(d, "pokenoir.blackMarket.alertSign") if move == "mercato" else 1
        return {"source": "allerta" if sign == 1 else "allerta:-1", "amount": sign * rec["allerta"], "stat": "allerta"}
    return {"source": f"approccio:{stat}", "amount": rec["approcci"][stat], "stat": stat}


def roll_move(d: Draft, move: str, trainer: str, args: dict[str, Any], roll_id: int, action_seed: int | None) -> dict[str, Any]:
    """Roll ``move`` for ``trainer``: 2d6 + stat + modifiers; opens the roll until ``resolve``.

    ``args`` holds the move's own arguments (see ``data.MOVES[move]["params"]``; others are refused):
    ``dice``/``seed`` (typed-in faces or a seed), ``pokemon``, ``approccio``, ``sfrutta`` (+1 while acting
    on what Read a Tense Situation found, PN-D04), and the move's own (Exchange harm grades, black-market
    contact and price ...). Forward modifiers are used up (ongoing ones stay). Returns the roll record
    ``{"id", "move", "roller", "pokemon", "dice", "dice_source", "modifiers", "total", "ladder", "tier",
    "natural_tier", "violenza", "params"}``. Raises ``RuleError`` (``phase``, ``dice``, the argument at fault).
    """
    from rules.pokemon import moves as mv

    spec = MOVES[move]
    for key, value in args.items():
        if key not in ("dice", "seed") and value not in (None, False) and key not in spec["params"]:
            raise RuleError(key, f"{term(move, 'en')} takes no {key}; it takes: {', '.join(spec['params'])}")
    phase = advance(RollPhases, d.state["roll_phase"], "roll", "roll", "roll")
    needs_pokemon = spec["stat"] == "amicizia" or move in ("droga", "minaccia")
    pokemon = usable_pokemon(d, args.get("pokemon"), trainer) if (needs_pokemon or args.get("pokemon")) else None
    cause = f"roll #{roll_id}"
    pre = getattr(mv, f"before_{move}", None)
    start = len(d.events)
    params = dict(pre(d, trainer, pokemon, args, cause) if pre else {})
    faces, source = roll_dice(args.get("dice"), args.get("seed"), action_seed, 2)
    mods = [_stat(d, move, trainer, pokemon, args)]
    char = d.state["characters"][trainer]
    used = []
    for fwd in char.get("forward") or []:
        mods.append({"source": f"forward:{fwd['source']}", "amount": fwd["amount"]})
        if not fwd.get("ongoing"):
            used.append(fwd)
    if args.get("sfrutta"):
        if not char.get("informazioni"):
            raise RuleError("sfrutta", f"{trainer} has no information from Read a Tense Situation to act on in this scene")
        mods.append({"source": f"informazioni:{char['informazioni']}", "amount": 1})
    total = sum(faces) + sum(m["amount"] for m in mods)
    tier = tier_of(total, spec["ladder"])
    record = {"id": roll_id, "move": move, "roller": trainer, "pokemon": pokemon, "dice": faces, "dice_source": source,
              "modifiers": mods, "total": total, "ladder": spec["ladder"], "tier": tier, "natural_tier": tier,
              "violenza": None, "params": params, "scene": d.state["scene"]["number"]}
    d.event("MoveRolled", roll=roll_id, move=move, roller=trainer, pokemon=pokemon, dice=faces, dice_source=source,
            modifiers=mods, total=total, tier=tier, params=params or None)
    d.set("roll_phase", phase)
    d.set("roll", record)
    d.events.insert(start, d.events.pop())      # the roll first, then what its preconditions recorded
    if used:
        d.event("ModifiersUsed", cause=cause, character=trainer, amount=sum(f["amount"] for f in used))
        d.set("characters", trainer, "forward", [f for f in char.get("forward") or [] if f not in used] or None)
    post = getattr(mv, f"after_roll_{move}", None)
    if post:
        post(d, d.state["roll"], cause)
    return d.state["roll"]


# --- Treat Violently (002 l.53-63; catalogue PN-M03, PN-D03, PN-A09) --------------------------------

def treat_violently(d: Draft, pokemon: str, choice: str | None, actor: str, action_id: int) -> dict[str, Any]:
    """The trainer forces ``pokemon`` to push harder: Friendship -1 and the open roll one class up.

    The open roll (if any) must be the trainer's own and not Go All Out (l.55); it is promoted once (a
    second treatment of the same roll is refused [D]): ``rules.pokemon.violence.violence_refusal``, the predicate its
    gate lists by. A roll already at the top of its ladder stays there (``RollPromoted`` records it unchanged). At Friendship -2 Friendship does not drop and
    ``choice`` is required: ``bisogno`` (Need Mode until the end of the scene; not when already in Need
    Mode), ``rivolta`` (turns against the trainer for good) or ``fuga`` (escapes); the roll is promoted
    only with ``pokenoir.treatViolently.promoteAtMinus2``. The Pokémon cannot evolve for the rest of the
    scene (``violenza``). Returns ``{"promoted": bool, "choice": ...}``. Raises ``RuleError``
    (``character``, ``choice``, ``phase``).
    """
    who = usable_pokemon(d, pokemon, field="character")
    rec = d.state["characters"][who]
    trainer = rec["allenatore"]
    if actor not in ("GM", trainer):
        raise RuleError("as", f"only {trainer} (or the GM typing for them) treats {who} violently")
    refused = violence_refusal(d.state, who)     # the one rule its gate lists by (rules.pokemon.violence)
    if refused is not None:
        raise refuse(d.state, refused.message, refused.field) if refused.field == "phase" else refused
    roll = open_roll(d.state)
    at_floor = rec["amicizia"] <= FRIENDSHIP_MIN
    cid = resolve_named("choice", choice, VIOLENT_CHOICES, "choice", choices) if choice else None
    if at_floor and not cid:
        raise RuleError("choice", f"{who} is at Friendship -2: Friendship cannot drop further, choose one of "
                                  "bisogno (Need Mode), rivolta (turns against you), fuga (escapes)")
    if cid and not at_floor:
        raise RuleError("choice", f"{who} is at Friendship {rec['amicizia']:+d}: the choice is only for Friendship -2 (it loses 1 instead)")
    if cid == "bisogno" and rec["modalita_bisogno"]:
        raise refuse_listed("choice", f"{who} is already in Need Mode; choose " + "{rivolta} or {fuga}",
                            {"rivolta": (["rivolta"], choices), "fuga": (["fuga"], choices)})
    cause = f"violenza #{action_id}"
    promote = bool(roll) and (not at_floor or opt(d, "pokenoir.treatViolently.promoteAtMinus2"))
    d.event("TreatedViolently", violenza=action_id, character=who, trainer=trainer, roll=f"roll #{roll['id']}" if roll else None,
            choice=cid, promoted=promote)
    if not at_floor:
        change_friendship(d, who, -1, cause=cause)
    elif cid == "bisogno":
        d.set("characters", who, "modalita_bisogno", True)
        d.set("characters", who, "scadenza_bisogno", d.state["scene"]["number"])
    else:
        d.set("characters", who, "stato", "rivoltato" if cid == "rivolta" else "fuggito")
    d.set("characters", who, "violenza", action_id)
    if rec.get("evoluzione"):
        d.set("characters", who, "evoluzione", None)
    if roll:
        d.set("roll", "violenza", who)
        d.set("roll", "pokemon", who)
        if promote:
            new = promoted(roll["tier"], roll["ladder"])
            d.event("RollPromoted", cause=cause, roll=roll["id"], before=roll["tier"], after=new, ladder=roll["ladder"])
            d.set("roll", "tier", new)
    return {"promoted": promote, "choice": cid}


# --- resolving (catalogue §0.2 items 2-4, §3.5 item 4) ---------------------------------------------

#: Parameters each option takes; a parameter listed in FLAGS is a bare flag.
PARAMS: dict[tuple[str, str], tuple[str, ...]] = {
    ("scambio", "resisti"): ("condizione", "evita"), ("scambio", "prepari"): ("condizione", "bersaglio"),
    ("scambio", "plasmi"): ("condizione",), ("scambio", "influenzi"): ("condizione", "bersaglio"),
    ("scambio", "ristori"): ("condizione", "bersaglio"), ("scambio", "eludi"): ("condizione", "bersaglio"),
    ("scambio", "rigeneri"): ("bersaglio", "slot", "non-conta"), ("mercato", "inferiore"): ("oggetto",),
}
FLAGS = ("evita", "non-conta")


def parse_pick(move: str, raw: Any, field: str = "pick", state: dict[str, Any] | None = None) -> dict[str, Any]:
    """One pick of ``move`` -> ``{"option": id, **params}``: ``"ID"``, ``"ID:key=value,flag"`` or a mapping
    ``{"option": ID, key: value}``. The id may be the Italian or English name. With ``state`` (an open roll's), an
    id the move does not know is refused with the picks that roll allows, ids and words, as ``status`` lists them
    (``rules.pick_lists.unknown_pick``). Raises ``RuleError(field)``."""
    option, data = pick_parts(raw, field, lower_keys=True)
    options = PICKS.get(move, {})
    if not options:
        raise RuleError(field, f"{move} has no options to pick")
    try:
        oid = resolve_named(field, option, options, f"option of {move}", picks_of(move))
    except RuleError:
        if state is None:
            raise
        from rules.pick_lists import unknown_pick
        from rules.pokemon.status import status

        raise unknown_pick(field, option.strip(), status, state) from None
    allowed = PARAMS.get((move, oid), ())
    for key, value in data.items():
        if key not in allowed:
            raise RuleError(field, f"{oid} takes no parameter {key!r}; allowed: {', '.join(allowed) or 'none'}")
        if (key in FLAGS) != (value is True):
            raise RuleError(field, f"{key} is a flag ({oid}:{key})" if key in FLAGS else f"{key} needs a value: {oid}:{key}=...")
    return {"option": oid, **data}


def resolve_roll(d: Draft, raw_picks: list[Any], extra: dict[str, Any], actor: str) -> dict[str, Any]:
    """Resolve the open roll with its picks and the move's extra answers; returns the frozen roll.

    ``extra``: ``natura`` (Search), ``slot`` (harm slots the GM picks), ``patologia`` (a Pathology),
    ``reazione`` (the GM's Reaction, text). The tier at this moment counts. After the move's own effects
    a 6- marks 1 XP (PN-D05) unless the move says otherwise (alibi: on 10+ instead; Go All Out: its own
    XP, ``pokenoir.xp.allOutStacksWithMiss``). Raises ``RuleError`` (``phase``, ``pick``, the extra at fault).
    """
    from rules.pokemon import exchange, moves as mv
    from rules.pokemon.pick_counts import check_picks

    roll = dict(d.state["roll"])          # the gate (rules.pokemon.gates) wants a roll waiting
    if actor not in ("GM", roll["roller"]):
        raise RuleError("as", f"roll #{roll['id']} is resolved by {roll['roller']} or the GM")
    phase = advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "resolve")
    picks = [parse_pick(roll["move"], p, state=d.state) for p in raw_picks or []]
    cause = f"roll #{roll['id']}"
    d.event("RollResolved", cause=cause, roll=roll, picks=[p["option"] for p in picks], reaction=extra.get("reazione"))
    d.set("roll_phase", phase)
    d.set("roll", None)
    for key in ("natura", "patologia", "slot"):
        if extra.get(key) and key not in mv.USES.get(roll["move"], ()):
            raise RuleError(key, f"{term(roll['move'], 'en')} takes no {key} at resolve")
    check_picks(d.state, roll, picks)     # the one rule status shows (the Exchange checks its picks used itself)
    handler = exchange.resolve_scambio if roll["move"] == "scambio" else getattr(mv, f"resolve_{roll['move']}")
    result = handler(d, roll, picks, extra, cause) or {}
    miss = roll["tier"] == "6-"
    trainer = roll["roller"]
    if miss and opt(d, "pokenoir.xp.onMiss") and roll["move"] != "alibi" and not result.get("no_miss_xp"):
        if roll["move"] != "tutto" or opt(d, "pokenoir.xp.allOutStacksWithMiss"):
            mark_xp(d, trainer, 1, "miss", cause=cause)
    if roll["move"] == "alibi" and roll["tier"] == "10+":
        mark_xp(d, trainer, 1, "alibi", cause=cause)
    return roll
