"""Masks character and campaign state, and the small state changes every move is built from.

Source: 000 "Conditions", "Shifting Labels", "Influence", "Team Mechanics"; catalogue §1.1 (MK-R01..R06),
§1.3 MK-M20..M22, §1.4. Every function writes through a ``Draft`` so each change is an event with its
before/after; every refusal is a ``RuleError`` naming the field.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import CONDITIONS, LABEL_MAX, LABEL_MIN
from rules.masks.playbook_rules import influence_gained, influence_refused, keeps_influence, label_of, labels_of
from rules.names import find_name


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new Masks campaign under ``options`` (already validated, dotted keys)."""
    return {
        "options": dict(options),
        "session": {"phase": "not_started", "number": 0},
        "scene": {"phase": "closed", "number": 0},
        "roll_phase": "idle",
        "characters": {},
        "influence": {},
        "bans": {},
        "team": {"pool": 0},
        "battle": False,
    }


def opt(d: Draft, key: str) -> Any:
    """Campaign option ``key`` (dotted, e.g. ``"masks.team.spendTiming"``)."""
    return d.state["options"][key]


def find(d: Draft, name: str | None, field: str = "character", kind: str | None = None) -> str:
    """Canonical name of the character called ``name`` (case- and accent-insensitive).

    ``kind`` ``"pc"``/``"npc"`` restricts the match. Raises ``RuleError(field)`` listing known names.
    """
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
    """Canonical name of an active PC (not taken out, retired or a paragon); else ``RuleError(field)``."""
    who = find(d, name, field, kind="pc")
    status = d.get("characters", who, "status")
    if status != "active":
        raise RuleError(field, f"{who} is {status.replace('_', ' ')} and cannot act now")
    return who


def not_retired(d: Draft, who: str, field: str = "character") -> None:
    """Refuse GM moves on a retired hero (000 Advancements: 'off-limits to the GM's moves')."""
    if d.get("characters", who, "status") == "retired":
        raise RuleError(field, f"{who} has retired from the life and is off-limits to the GM's moves")


def pcs(d: Draft, status: str | None = "active") -> list[str]:
    """Names of the PCs (with ``status``, or all when None), in creation order."""
    return [n for n, r in d.state["characters"].items() if r["kind"] == "pc" and (status is None or r["status"] == status)]


def condition_id(name: str, field: str = "condition") -> str:
    """Canonical condition id for an English or Spanish name (Angry/Enojado ...); else ``RuleError``."""
    from rules.masks.data import CONDITION_NAMES
    from rules.names import resolve

    return resolve(field, name, CONDITION_NAMES, what="condition")


def label_id(name: str, field: str = "label") -> str:
    """Canonical Label id for an English or Spanish name (Danger/Peligro ...); else ``RuleError``."""
    from rules.masks.data import LABEL_NAMES
    from rules.names import resolve

    return resolve(field, name, LABEL_NAMES, what="Label")


# --- conditions (MK-R04, MK-R05, MK-M20) ------------------------------------------------------------

def unmarked(d: Draft, who: str) -> list[str]:
    """Conditions of ``who`` not yet marked, in the seed's order."""
    return [c for c in CONDITIONS if not d.get("characters", who, "conditions", c)]


def mark_condition(d: Draft, who: str, condition: str | None, cause: str | None = None, field: str = "condition") -> str:
    """Mark ``condition`` on PC ``who``; returns the condition id, or ``"taken_out"``.

    With all five already marked the hero is taken out instead (MK-R04). ``condition`` None is allowed
    only then. Raises ``RuleError(field)`` when it is already marked (MK-R05) or not named.
    """
    free = unmarked(d, who)
    if not free:
        d.event("TakenOut", cause=cause, character=who)
        d.set("characters", who, "status", "taken_out")
        d.set("characters", who, "taken_out_scene", d.state["scene"]["number"])
        return "taken_out"
    if condition is None:
        raise RuleError(field, f"name the condition {who} marks; unmarked: {', '.join(free)}")
    cid = condition_id(condition, field)
    if cid not in free:
        raise RuleError(field, f"{who} already has {cid} marked; unmarked: {', '.join(free)}")
    d.event("ConditionMarked", cause=cause, character=who, condition=cid)
    d.set("characters", who, "conditions", cid, True)
    return cid


def clear_condition(d: Draft, who: str, condition: str, cause: str | None = None, field: str = "condition") -> str:
    """Clear a marked ``condition`` of ``who``; raises ``RuleError(field)`` when it is not marked."""
    cid = condition_id(condition, field)
    if not d.get("characters", who, "conditions", cid):
        marked = [c for c in CONDITIONS if d.get("characters", who, "conditions", c)]
        raise RuleError(field, f"{who} does not have {cid} marked; marked: {', '.join(marked) or 'none'}")
    d.event("ConditionCleared", cause=cause, character=who, condition=cid)
    d.set("characters", who, "conditions", cid, False)
    return cid


# --- Labels (MK-R01..R03) ---------------------------------------------------------------------------

def shift_labels(
    d: Draft,
    who: str,
    up: str | None,
    down: str | None,
    *,
    chooser: str,
    overflow: list[str] | None = None,
    cause: str | None = None,
    overflow_field: str = "overflow_condition",
) -> dict[str, Any]:
    """Shift ``up`` +1 and ``down`` -1 on ``who`` (either may be None for a single directed shift).

    ``chooser`` is ``"player"`` (a locked Label is refused) or ``"imposed"`` (a locked half is skipped,
    or marks a condition with ``masks.labels.lockedShift = markCondition``). A half that would leave
    -2..+3 does not move; one condition from ``overflow`` is marked instead (MK-R02; the GM names it).
    Returns ``{"shifted": {...}, "held": [...], "skipped": [...]}``. Raises ``RuleError`` (``up``,
    ``down``, ``overflow_field``), also when more overflow conditions are given than Labels held.
    """
    rec = d.state["characters"][who]
    halves = [(f, label_of(rec, v, f), s) for f, v, s in (("up", up, 1), ("down", down, -1)) if v]
    if not halves:
        raise RuleError("up", "name a Label to shift up and/or one to shift down")
    if len(halves) == 2 and halves[0][1] == halves[1][1]:
        raise RuleError("down", "the Label shifted down must differ from the one shifted up")
    locked = d.get("characters", who, "locked") or []
    moves, held, skipped = [], [], []
    for field, lab, step in halves:
        if lab in locked:
            if chooser == "player":
                raise RuleError(field, f"{who}'s {lab} is locked and can never shift; unlocked: {', '.join(l for l in labels_of(rec) if l not in locked)}")
            (held if opt(d, "masks.labels.lockedShift") == "markCondition" else skipped).append(lab)
            continue
        value = d.get("characters", who, "labels", lab)
        if not LABEL_MIN <= value + step <= LABEL_MAX:
            held.append(lab)
        else:
            moves.append((lab, step))
    if held and opt(d, "masks.labels.partialShift") == "voidWholeShift":
        moves = []
    pending = list(overflow or [])
    d.event("LabelsShifted", cause=cause, character=who, chooser=chooser,
            up=next((lab for _, lab, step in halves if step > 0), None),
            down=next((lab for _, lab, step in halves if step < 0), None),
            held=held or None, skipped=skipped or None)
    for lab, step in moves:
        d.add("characters", who, "labels", lab, step)
    for lab in held:
        if not unmarked(d, who):
            mark_condition(d, who, None, cause=cause)
            continue
        if not pending:
            value = d.get("characters", who, "labels", lab)
            how = "overflow=CONDITION in the pick" if overflow_field == "pick" else "--overflow-condition"
            raise RuleError(overflow_field, f"{who}'s {lab} is {value:+d} and cannot shift that way; name the condition "
                            f"marked instead with {how} (GM's choice; unmarked: {', '.join(unmarked(d, who))})")
        mark_condition(d, who, pending.pop(0), cause=cause, field=overflow_field)
    if pending:
        raise RuleError(overflow_field, f"no Label of {who} needs an overflow condition for {', '.join(pending)}; drop it")
    return {"shifted": dict(moves), "held": held, "skipped": skipped}


# --- potential and advancement (MK-D07, §1.6) -------------------------------------------------------

def mark_potential(d: Draft, who: str, cause: str | None = None) -> None:
    """Mark one potential; a full track (``masks.potential.size``) earns an advancement and resets to 0."""
    d.event("PotentialMarked", cause=cause, character=who)
    value = d.add("characters", who, "potential", 1)
    if value >= opt(d, "masks.potential.size"):
        d.event("AdvancementEarned", cause=cause, character=who)
        d.set("characters", who, "potential", 0)
        d.add("characters", who, "advances_available", 1)


# --- forward / ongoing ------------------------------------------------------------------------------

def add_forward(d: Draft, who: str, amount: int, against: str | None, source: str, cause: str | None = None) -> None:
    """Give ``who`` ``amount`` forward (optionally only against ``against``), used on their next qualifying roll."""
    d.event("ForwardGained", cause=cause, character=who, amount=amount, against=against)
    entries = list(d.get("characters", who, "forward") or [])
    entries.append({"amount": amount, "against": against, "source": source})
    d.set("characters", who, "forward", entries)


def add_pending(d: Draft, who: str, amount: int, source: str, cause: str | None = None) -> None:
    """Queue a modifier on ``who``'s next roll (Defend vs a PC's -2, Team spent before the roll)."""
    d.event("PendingModifierAdded", cause=cause, character=who, amount=amount, source=source)
    d.set("characters", who, "pending", list(d.get("characters", who, "pending") or []) + [{"amount": amount, "source": source}])


# --- Influence (MK-M16, MK-M17, MK-M22) -------------------------------------------------------------

def holds(d: Draft, holder: str, subject: str) -> bool:
    """Whether ``holder`` holds Influence over ``subject``."""
    return bool(d.get("influence", holder, subject))


def gain_influence(
    d: Draft, holder: str, subject: str, *, up: str | None = None, down: str | None = None,
    overflow: list[str] | None = None, cause: str | None = None, how: str = "gained", overflow_field: str = "overflow_condition",
) -> str:
    """``holder`` gains Influence over ``subject``; returns ``"gained"``, ``"overflow"``, ``"banned"``, ``"refused"`` or ``"none"``.

    Already held (MK-M22): a PC holder over a PC shifts the subject's Labels ``up``/``down`` (holder's
    choice, imposed on the subject; both required, ``RuleError("up")`` otherwise); a PC holder over an
    NPC takes +1 forward against them; an NPC holder: nothing (or +1 forward with
    ``masks.influence.npcOverflow``). A banned pair (permanent loss) never gains; a playbook may refuse
    it (``rules.masks.playbook_rules.influence_refused``: no one takes Influence over a Nomad).
    """
    if holder == subject:
        raise RuleError("character", "no one holds Influence over themselves")
    if d.get("bans", holder, subject):
        d.event("InfluenceRefused", cause=cause, holder=holder, subject=subject, reason="permanently lost")
        return "banned"
    if influence_refused(d, holder, subject, how, cause):
        return "refused"
    if not holds(d, holder, subject):
        d.event("InfluenceGained", cause=cause, holder=holder, subject=subject, how=how)
        d.set("influence", holder, subject, True)
        influence_gained(d, holder, subject, how)
        return "gained"
    h_kind = d.state["characters"][holder]["kind"]
    s_kind = d.state["characters"][subject]["kind"]
    if h_kind == "pc" and s_kind == "pc":
        if not (up and down):
            raise RuleError("up", f"{holder} already holds Influence over {subject}: the overflow shifts one of "
                            f"{subject}'s Labels up and one down, {holder}'s choice; name both up and down")
        d.event("InfluenceOverflow", cause=cause, holder=holder, subject=subject)
        shift_labels(d, subject, up, down, chooser="imposed", overflow=overflow, cause=cause, overflow_field=overflow_field)
        return "overflow"
    if h_kind == "pc" or opt(d, "masks.influence.npcOverflow") == "plusOneForward":
        d.event("InfluenceOverflow", cause=cause, holder=holder, subject=subject)
        add_forward(d, holder, 1, subject, f"Influence overflow over {subject}", cause=cause)
        return "overflow"
    d.event("InfluenceOverflow", cause=cause, holder=holder, subject=subject, effect="none")
    return "none"


def lose_influence(d: Draft, holder: str, subject: str, cause: str | None = None, why: str = "removed", field: str = "character") -> None:
    """Remove ``holder``'s Influence over ``subject``; ``RuleError(field)`` when not held, or when the
    subject grows away from or rejects an Influence their playbook keeps (``playbook_rules.keeps_influence``)."""
    if not holds(d, holder, subject):
        raise RuleError(field, f"{holder} holds no Influence over {subject}")
    if why in ("grew away", "rejected") and keeps_influence(d, holder, subject):
        raise RuleError(field, f"{subject} cannot take {holder}'s Influence away this way (a Soldier's A.E.G.I.S. loses it "
                               "only through its advancement)")
    d.event("InfluenceLost", cause=cause, holder=holder, subject=subject, why=why)
    d.set("influence", holder, subject, None)


# --- Team (MK-R06, §1.4) ----------------------------------------------------------------------------

def team_add(d: Draft, amount: int, reason: str, cause: str | None = None) -> None:
    """Add ``amount`` Team (never above ``masks.team.maxPool`` when set)."""
    d.event("TeamAdded", cause=cause, amount=amount, reason=reason)
    cap = opt(d, "masks.team.maxPool")
    new = d.state["team"]["pool"] + amount
    d.set("team", "pool", min(new, cap) if cap else new)


def team_remove(d: Draft, amount: int, reason: str, cause: str | None = None, field: str = "team") -> None:
    """Remove ``amount`` Team; ``RuleError(field)`` when the pool holds fewer."""
    pool = d.state["team"]["pool"]
    if pool < amount:
        raise RuleError(field, f"the Team pool has {pool}; {amount} needed")
    d.event("TeamSpent", cause=cause, amount=amount, reason=reason)
    d.set("team", "pool", pool - amount)
