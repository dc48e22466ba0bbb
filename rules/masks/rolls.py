"""Masks rolls: 2d6 + Label, condition penalties, the modifier clamp, post-roll changes and tiers.

Source: 000 "THE BASIC MOVES" (roll + Label), "Conditions" (-2 to certain moves, max -3), "Influence"
(+1 to moves targeting them), "Team Mechanics" (+1 to their roll); catalogue §1.2 MK-D01..D07.
"""

from __future__ import annotations

from typing import Any

from rules.dice import clamp, roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import MOVE_NAMES, MOVES, term
from rules.masks.gates import refuse
from rules.masks.modifiers import KINDS, admit, penalty, reaches
from rules.masks.playbook_rules import roll_modifiers
from rules.masks.state import active_pc, find, holds, opt
from rules.names import resolve
from rules.phases import RollPhases, advance


def tier(total: int) -> str:
    """Tier of a 2d6 total (MK-D02): ``"strong_hit"`` (10+), ``"weak_hit"`` (7-9) or ``"miss"`` (6-)."""
    if total >= 10:
        return "strong_hit"
    if total >= 7:
        return "weak_hit"
    return "miss"


def total_modifier(mods: list[dict[str, Any]], scope: str, cap: int | None) -> tuple[int, int, str | None]:
    """Apply the "(max -3)" floor and the +4 cap (MK-D04) to ``mods`` (``{"source", "amount", "kind"}``).

    ``kind`` is ``"stat"``, ``"condition"`` or ``"situational"``. ``scope`` is ``totalModifier`` (floor
    the whole modifier at -3), ``situationalPenalties`` (floor the sum of conditions and negative
    situational modifiers at -3) or ``conditionsOnly``. Returns (raw, applied, note or None).
    """
    raw = sum(m["amount"] for m in mods)
    applied = raw
    if scope == "totalModifier":
        applied = max(raw, -3)
    else:
        penalty_kinds = {"condition"} if scope == "conditionsOnly" else {"condition", "situational"}
        penalties = sum(m["amount"] for m in mods if m["kind"] in penalty_kinds and m["amount"] < 0)
        applied = raw - penalties + max(penalties, -3)
    applied = clamp(applied, None, cap)
    note = None if applied == raw else f"modifier {raw:+d} clamped to {applied:+d}"
    return raw, applied, note


def recompute(d: Draft) -> None:
    """Recompute the open roll's modifier, total and tier after a post-roll change (MK-D06)."""
    roll = d.state["roll"]
    mods = roll["modifiers"] + roll["post"]
    raw, applied, note = total_modifier(mods, opt(d, "masks.modifierClamp.scope"), opt(d, "masks.modifierClamp.max"))
    total = sum(roll["dice"]) + applied
    d.set("roll", "raw_modifier", raw)
    d.set("roll", "modifier", applied)
    d.set("roll", "clamp", note)
    d.set("roll", "total", total)
    d.set("roll", "tier", tier(total))


#: The full names an error lists: English / Spanish (000 headings).
_SHOWN = [f"{names[0]} / {names[1]}" for names in MOVE_NAMES.values()]


def move_id(name: str) -> str:
    """Canonical move id for a move name in English or Spanish (``data.MOVES`` names: full names and
    short forms; case, accents, ``-``/``_`` and the apostrophe's shape ignored); the id also matches.

    Raises ``RuleError("move")`` listing the full names (English / Spanish), not the ids.
    """
    text = str(name).replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    return resolve("move", text, MOVE_NAMES, shown=_SHOWN)


def open_roll(d: Draft, command: str) -> dict[str, Any]:
    """The roll in its post-roll window; ``RuleError("phase")`` listing what is allowed when there is none."""
    if d.state["roll_phase"] != "adjusting":
        raise refuse(d.state, f"{command!r} changes a roll after the dice and no roll is waiting to be resolved")
    return d.state["roll"]


def defend_parties(d: Draft, mid: str, who: str, target: str | None, protect: str | None,
                   threat: str | None) -> tuple[str | None, str | None]:
    """The (threat, protected) of a roll from its ``--target``, ``--from`` and ``--protect`` (000 "DEFEND":
    "when you defend someone or something from an immediate threat"; docs/systems/masks.md "Commands").

    ``--target`` keeps meaning the threat, so older scripts read as before; ``--from`` says the same
    thing by name. Returns canonical names (None when not given). Raises ``RuleError``: ``from`` when
    --from and --target name different threats, or --protect is given without a threat; ``protect``/
    ``from`` on a move other than Defend; ``protect`` for the threat itself, the defender, or an unknown
    name.
    """
    if mid != "defend":
        for field, given in (("protect", protect), ("from", threat)):
            if given:
                raise RuleError(field, f"--{field} is Defend's (whom you protect / the threat); "
                                       f"{term(mid)} takes --target")
        return target, None
    tgt = find(d, target, "target") if target else None
    if threat:
        named = find(d, threat, "from")
        if tgt and tgt != named:
            raise RuleError("from", f"--from and --target both name Defend's threat and disagree ({named}, {tgt}); "
                                    f"give the threat once (--from THREAT) and whom you protect with --protect")
        tgt = named
    if protect and not tgt:
        raise RuleError("from", "Defend needs the threat: --from THREAT (or --target THREAT) with --protect NAME")
    guarded = find(d, protect, "protect") if protect else None
    if guarded and guarded == tgt:
        raise RuleError("protect", f"{guarded} is the threat; --protect names whom you keep safe from it")
    if guarded and guarded == who:
        raise RuleError("protect", f"Defend protects someone else; {who} is the defender")
    return tgt, guarded


def roll_move(d: Draft, *, move: str, roller: str, target: str | None, dice: Any, seed: int | None,
              acting_on_answers: bool, actor: str, roll_id: int, action_seed: int | None = None,
              protect: str | None = None, threat: str | None = None) -> dict[str, Any]:
    """Roll ``move`` for PC ``roller`` and open its post-roll window; returns the roll record.

    The roll is ``roll #<roll_id>`` (the action's number). Dice come typed in (``dice``: two faces
    1..6) or from ``seed``, else from the action's recorded ``action_seed`` (``rules.dice.roll_dice``). Pre-roll modifiers: the Label (or conditions marked, MK-D01), -2 for the
    linked condition (MK-D03), +1 for Influence over the target, +1 forward (consumed), +1 while acting
    on Assess answers, pending penalties (Defend vs a PC). Raises ``RuleError`` (``move``, ``target``,
    ``dice``, ``phase``, ``character``).
    """
    mid = move_id(move)
    spec = MOVES[mid]
    who = active_pc(d, roller)
    target, guarded = defend_parties(d, mid, who, target, protect, threat)
    tgt = None
    if target:
        tgt = find(d, target, "target")
        if tgt == who:
            raise RuleError("target", f"{who} cannot target themselves with {term(mid)}")
    elif spec.get("needs_target"):
        if mid == "defend":
            raise RuleError("target", "Defend needs the threat: --from THREAT (or --target THREAT); --protect NAME for whom you protect")
        raise RuleError("target", f"{term(mid)} needs a target (a PC or NPC name)")
    if d.state["roll_phase"] != "idle":
        r = d.state["roll"]
        if mid == "defend" and tgt == r["roller"] and not d.state.get("suspended_roll"):
            admit(r, "defend", "target")      # Defend's -2 does not reach Take a Powerful Blow (MK-A22)
            # Defend against the PC whose roll is open (MK-A05): that roll waits for the Defend.
            d.event("RollSuspended", cause=f"roll #{r['id']}", roller=r["roller"], by=who)
            d.set("suspended_roll", r)
            d.set("roll", None)
            d.set("roll_phase", advance(RollPhases, d.state["roll_phase"], "resolve", "roll", "roll"))
        else:
            raise refuse(d.state, f"roll #{r['id']} ({term(r['move'])} by {r['roller']}) is waiting to be resolved")
    phase = advance(RollPhases, d.state["roll_phase"], "roll", "roll", "roll")
    if mid == "reject_influence" and not holds(d, tgt, who):
        raise RuleError("target", f"{tgt} holds no Influence over {who}; only someone who does can be rejected")
    if acting_on_answers and not reaches(mid, "ongoing"):
        raise RuleError("acting_on_answers", f"{term(mid)} counts only the conditions marked; "
                        f"{KINDS['ongoing'][1]} does not reach it")
    faces, source = roll_dice(dice, seed, action_seed, 2)
    char = d.state["characters"][who]
    mods, consumed_forward, pending_left = _pre_roll_modifiers(d, mid, who, tgt, acting_on_answers)
    number = roll_id
    cause = f"roll #{number}"
    record = {
        "id": number, "move": mid, "roller": who, "target": tgt,
        "target_kind": d.state["characters"][tgt]["kind"] if tgt else None,
        "dice": faces, "dice_source": source, "modifiers": mods, "post": [],
        "acting_on_answers": acting_on_answers, "actor": actor,
        "session": d.state["session"]["number"], "scene": d.state["scene"]["number"],
    }
    if guarded:
        record["protect"] = guarded         # only when given: older records keep their shape
    spec_event = d.event("MoveRolled", move=mid, roller=who, target=tgt, protect=guarded, dice=faces, dice_source=source)
    d.set("roll_phase", phase)
    d.set("roll", record)
    recompute(d)
    final = d.state["roll"]
    spec_event.detail.update(roll=number, modifiers=final["modifiers"], modifier=final["modifier"], clamp=final.get("clamp"),
                             total=final["total"], tier=final["tier"])
    if consumed_forward:
        d.event("ForwardUsed", cause=cause, character=who, amount=sum(f["amount"] for f in consumed_forward))
        d.set("characters", who, "forward", [f for f in char.get("forward") or [] if f not in consumed_forward])
    if pending_left:
        d.event("PendingModifiersUsed", cause=cause, character=who)
        d.set("characters", who, "pending", None)
    return d.state["roll"]


def _pre_roll_modifiers(d: Draft, mid: str, who: str, tgt: str | None, acting_on_answers: bool
                        ) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """The modifiers that reach ``who``'s roll of move ``mid`` before the dice (``[{"source", "amount", "kind"}]``),
    the forwards it uses and the pending modifiers it takes: the Label or the conditions marked (MK-D01), -2 for the
    linked condition (MK-D03), +1 for Influence over the target, +1 forward, +1 acting on Assess answers, pending
    penalties, a playbook's own rule. Raises ``RuleError("acting_on_answers")`` with no answers to act on.
    Source: 000 "Labels", "Conditions", "Influence", "Assess the Situation"; catalogue MK-D01, MK-D03."""
    spec = MOVES[mid]
    char = d.state["characters"][who]
    mods: list[dict[str, Any]] = []
    consumed_forward: list[dict[str, Any]] = []
    pending_left: list[dict[str, Any]] = []
    if reaches(mid, "conditions"):
        count = sum(1 for v in char["conditions"].values() if v)
        mods.append({"source": "conditions marked", "amount": count, "kind": "stat"})
    if reaches(mid, "label"):
        mods.append({"source": f"label:{spec['label']}", "amount": char["labels"][spec["label"]], "kind": "stat"})
    linked = penalty(mid)
    if linked and char["conditions"][linked]:
        mods.append({"source": f"condition:{linked}", "amount": -2, "kind": "condition"})
    if reaches(mid, "influence") and tgt and holds(d, who, tgt):
        mods.append({"source": f"influence over {tgt}", "amount": 1, "kind": "situational"})
    if reaches(mid, "forward"):     # a forward that does not reach this roll waits for the next one
        for fwd in char.get("forward") or []:
            if fwd["against"] is None or fwd["against"] == tgt:
                consumed_forward.append(fwd)
                mods.append({"source": f"forward ({fwd['source']})", "amount": fwd["amount"], "kind": "situational"})
    if acting_on_answers:
        ongoing = [o for o in char.get("ongoing") or [] if o["kind"] == "assess"]
        if not ongoing:
            raise RuleError("acting_on_answers", f"{who} has no Assess the Situation answers to act on this scene")
        mods.append({"source": f"ongoing ({ongoing[0]['source']})", "amount": 1, "kind": "situational"})
    if reaches(mid, "pending"):     # likewise a pending -2 or Team
        pending_left = list(char.get("pending") or [])
        mods += [{"source": p["source"], "amount": p["amount"], "kind": "situational"} for p in pending_left]
    if reaches(mid, "playbook"):    # a playbook's own rule on a basic move it names (the Nomad's)
        mods += roll_modifiers(d.state, mid, who, tgt)
    return mods, consumed_forward, pending_left


def add_post_modifier(d: Draft, source: str, amount: int, what: str, field: str, kind: str = "situational",
                      cause: str | None = None) -> None:
    """Add a post-roll modifier of kind ``what`` (a key of ``rules.masks.modifiers.KINDS``: ``team``,
    ``take_advantage``, ``defend``) to the open roll and recompute it (MK-D05, MK-D06).

    Raises ``RuleError(field)`` when that kind does not reach the roll's move (``modifiers.admit``, MK-A22).
    """
    roll = d.state["roll"]
    admit(roll, what, field)
    spec = d.event("RollAdjusted", cause=cause or f"roll #{roll['id']}", source=source, amount=amount)
    d.set("roll", "post", roll["post"] + [{"source": source, "amount": amount, "kind": kind}])
    recompute(d)
    spec.detail.update(total=d.state["roll"]["total"], tier=d.state["roll"]["tier"])

