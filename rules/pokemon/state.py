"""Pokémon Noir GdR campaign state and the small state changes every move is built from.

Source: catalogue §3.1 (trainer and Pokémon fields), §3.4 (tracks and their bounds) and seed 002
throughout (Friendship floor -2 at l.57, Alert as a rolled track at l.105 and l.173-179, Resources and
the Debt List at l.103-117, Mutation Points at l.101). Every value of a character lives under
``characters.<NAME>`` with the seed's Italian term as its key (``amicizia``, ``allerta``, ``danni.ko``);
every write goes through a ``Draft`` so that it is recorded with before/after; every refusal is a
``RuleError`` naming the argument at fault.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, norm
from rules.pokemon.data import APPROACHES, GRADES, PUBLISHED_LIGHT, SEED_SLOTS, SLOT_NAMES
from rules.pokemon.harm_words import already_marked, not_marked
from rules.pokemon.listing import bare, refuse, resolve_named, terms

FRIENDSHIP_MIN = -2


def new_state(options: dict[str, Any]) -> dict[str, Any]:
    """The state of a new campaign under ``options`` (validated, dotted keys).

    Keys: ``options``, ``session`` / ``scene`` ``{"phase", "number"}``, ``roll_phase`` (``idle`` or
    ``adjusting``), ``roll`` (the open roll or None), ``battle`` ``{"phase", "id", "title", "exchange"}``,
    ``characters`` (trainers and Pokémon by name), ``condizioni`` (Conditions on people and places that
    are not characters: ``{"ambiente": [...], "Gengar selvatico": [...]}``) and ``ruota`` (the Wheel:
    ``passi``, ``ritmo``, ``ritmo_inizio`` = the Rhythm when the session started).
    """
    rhythm = options.get("pokenoir.wheel.rhythm", 1)
    return {
        "options": dict(options),
        "session": {"phase": "not_started", "number": 0},
        "scene": {"phase": "closed", "number": 0},
        "roll_phase": "idle",
        "roll": None,
        "battle": {"phase": "none", "id": None, "title": None, "exchange": None, "exchange_phase": "idle"},
        "characters": {},
        "condizioni": {},
        "ruota": {"passi": 0, "ritmo": rhythm, "ritmo_inizio": rhythm},
    }


def opt(d: Draft, key: str) -> Any:
    """Campaign option ``key`` (dotted, e.g. ``"pokenoir.xp.onMiss"``)."""
    return d.state["options"][key]


# --- finding characters ----------------------------------------------------------------------------

def find(d: Draft, name: str | None, field: str = "character", kind: str | None = None) -> str:
    """Canonical name of the character called ``name`` (case- and accent-insensitive).

    ``kind`` ``"allenatore"`` or ``"pokemon"`` restricts the match. Raises ``RuleError(field)`` listing
    the known names of that kind.
    """
    chars = d.state["characters"]
    if not name or not str(name).strip():
        raise RuleError(field, "a character name is required")
    known = find_name(name, chars)
    if known is not None:
        if kind and chars[known]["tipo"] != kind:
            what = "a trainer" if kind == "allenatore" else "a Pokémon"
            raise RuleError(field, f"{known} is not {what}; {what} is needed here "
                                   f"(known: {', '.join(n for n, r in chars.items() if r['tipo'] == kind) or 'none yet'})")
        return known
    pool = [k for k, r in chars.items() if not kind or r["tipo"] == kind]
    what = {"allenatore": "trainer", "pokemon": "Pokémon"}.get(kind or "", "character")
    raise RuleError(field, f"unknown {what} {name!r}; known: {', '.join(pool) or 'none yet'}")


def trainer_of(d: Draft, who: str) -> str:
    """The trainer of ``who``: a trainer is their own, a Pokémon has one (``allenatore``)."""
    rec = d.state["characters"][who]
    return who if rec["tipo"] == "allenatore" else rec["allenatore"]


def usable_pokemon(d: Draft, name: str | None, trainer: str | None = None, field: str = "pokemon") -> str:
    """A Pokémon that can still act for its trainer: not fled and not turned against them.

    With ``trainer``, the Pokémon must be theirs. Raises ``RuleError(field)``.
    """
    if not name:
        raise RuleError(field, "name the Pokémon (--pokemon NAME)")
    who = find(d, name, field, kind="pokemon")
    rec = d.state["characters"][who]
    if trainer and rec["allenatore"] != trainer:
        raise RuleError(field, f"{who} is {rec['allenatore']}'s Pokémon, not {trainer}'s")
    if rec["stato"] in ("fuggito", "rivoltato"):
        raise RuleError(field, f"{who} has " + ("fled for good and no longer acts for its trainer" if rec["stato"] == "fuggito"
                                               else "turned against its trainer for good and no longer acts"))
    return who


def approach_id(name: str, field: str = "approccio") -> str:
    """Canonical approach id (``grinta`` ...) for an Italian or English name; else ``RuleError(field)``."""
    return resolve_named(field, name, APPROACHES, "approach")


# --- harm slots (002 l.39, l.47-51; catalogue §3.1, PN-A05) ----------------------------------------

def slots_of(d: Draft, who: str) -> dict[str, tuple[str, ...]]:
    """The harm slots of ``who`` by grade under ``pokenoir.harm.slots``: the seed's for everyone, or the
    published ones (Light adds Disarmo and Posizione; trainers have no Fatica)."""
    slots = dict(SEED_SLOTS)
    if opt(d, "pokenoir.harm.slots") == "published":
        light = PUBLISHED_LIGHT
        if d.state["characters"][who]["tipo"] == "allenatore":
            light = tuple(s for s in light if s != "fatica")
        slots["leggero"] = light
    return slots


def empty_harm(slots: dict[str, tuple[str, ...]]) -> dict[str, bool]:
    """Every slot of ``slots`` unmarked: ``{"ferita": False, ...}``."""
    return {s: False for grade in ("leggero", "severo", "mortale") for s in slots[grade]}


def grade_of(slot: str) -> str:
    """The grade (``leggero``, ``severo``, ``mortale``) of a slot id."""
    for grade, slots in SEED_SLOTS.items():
        if slot in slots:
            return grade
    return "leggero"


def slot_id(d: Draft, who: str, name: str, field: str = "slot") -> str:
    """The slot of ``who`` that ``name`` names (Italian or English); ``RuleError(field)`` listing theirs."""
    theirs = [s for grade in ("leggero", "severo", "mortale") for s in slots_of(d, who)[grade]]
    return resolve_named(field, name, {s: SLOT_NAMES[s] for s in theirs}, f"harm slot of {who}")


def grade_id(name: str, field: str = "grado") -> str:
    """Canonical harm grade (``nullo`` .. ``mortale``) for an Italian or English name."""
    from rules.pokemon.data import GRADE_NAMES

    return resolve_named(field, name, GRADE_NAMES, "harm grade")


def mark_harm(d: Draft, who: str, slot: str, cause: str | None = None, field: str = "slot", allow_marked: bool = False) -> bool:
    """Mark harm slot ``slot`` of ``who``; returns False when it was already marked and ``allow_marked``.

    A Pokémon marking KO under ``pokenoir.ko.sideEffects`` (the published rule) also loses 1 Friendship
    (never below -2) and enters Need Mode. Raises ``RuleError(field)`` when the slot is already marked
    (naming the free slots of that grade) unless ``allow_marked``.
    """
    harm = d.state["characters"][who]["danni"]
    if slot not in harm:
        raise refuse(field, f"{who} has no " + "{slot} slot; slots: {ids}", {"slot": ([slot], bare(terms)), "ids": (harm, terms)})
    if harm[slot]:
        if allow_marked:
            d.event("HarmAlreadyMarked", cause=cause, character=who, slot=slot)
            return False
        grade = grade_of(slot)
        free = [s for s in slots_of(d, who)[grade] if not harm[s]]
        raise already_marked(field, who, slot, grade, free)
    d.event("HarmMarked", cause=cause, character=who, slot=slot, grade=grade_of(slot))
    d.set("characters", who, "danni", slot, True)
    if slot == "ko" and d.state["characters"][who]["tipo"] == "pokemon" and opt(d, "pokenoir.ko.sideEffects"):
        d.event("KnockedOut", cause=cause, character=who, rule="published KO: -1 Friendship, Need Mode")
        change_friendship(d, who, -1, cause=cause, clamp=True)
        if not d.state["characters"][who]["modalita_bisogno"]:
            d.set("characters", who, "modalita_bisogno", True)
    return True


def clear_harm(d: Draft, who: str, slot: str, cause: str | None = None, field: str = "slot", how: str = "cleared") -> None:
    """Clear a marked harm slot of ``who``; ``RuleError(field)`` when it is not marked."""
    harm = d.state["characters"][who]["danni"]
    if not harm.get(slot):
        marked = [s for s, v in harm.items() if v]
        raise not_marked(field, who, slot, marked)
    d.event("HarmCleared", cause=cause, character=who, slot=slot, how=how)
    d.set("characters", who, "danni", slot, False)


def free_slot_for(d: Draft, who: str, grade: str, slot: str | None, field: str = "slot") -> str:
    """The slot that takes harm of ``grade`` on ``who``: ``slot`` (the GM's pick, PN-A05) must be free and
    of that grade, or of a higher grade when every slot of ``grade`` is marked [D]. Raises ``RuleError(field)``."""
    harm = d.state["characters"][who]["danni"]
    slots = slots_of(d, who)
    free = [s for s in slots[grade] if not harm[s]]
    if not slot:
        raise refuse(field, f"{who} takes " + "{grade} harm: name the slot (GM's pick); free: {ids}",
                     {"ids": (free, terms), "grade": ([grade], bare(terms))})
    sid = slot_id(d, who, slot, field)
    if harm[sid]:
        raise already_marked(field, who, sid, grade, free)
    got = grade_of(sid)
    if got == grade or (not free and GRADES.index(got) > GRADES.index(grade)):
        return sid
    higher = "" if free else " (all full: a higher grade's slot)"
    raise refuse(field, "{sid} is {got} harm; " + f"{who} takes " + "{grade} harm here: one of {ids}" + higher,
                 {"sid": ([sid], bare(terms)), "got": ([got], bare(terms)), "grade": ([grade], bare(terms)), "ids": (free, terms)})


# --- tracks with bounds (catalogue §3.4; Appendix A) ----------------------------------------------

def change_friendship(d: Draft, who: str, delta: int, cause: str | None = None, clamp: bool = False, field: str = "amicizia") -> int:
    """Add ``delta`` to Pokémon ``who``'s Friendship (floor -2, ceiling ``pokenoir.friendship.max``).

    With ``clamp`` the value stops at the bounds (a move's cost at the floor, 002 l.57); otherwise a
    change past them raises ``RuleError(field)``. Returns the new value.
    """
    now = d.state["characters"][who]["amicizia"]
    high = opt(d, "pokenoir.friendship.max")
    new = now + delta
    if not clamp and (new < FRIENDSHIP_MIN or (high is not None and new > high)):
        top = f"..{high:+d}" if high is not None else " and up (no ceiling)"
        raise RuleError(field, f"{who}'s Friendship is {now:+d}; {delta:+d} would make it {new:+d}, outside {FRIENDSHIP_MIN:+d}{top}")
    new = max(FRIENDSHIP_MIN, new)
    if high is not None:
        new = min(high, new)
    if new != now:
        d.event("FriendshipChanged", cause=cause, character=who, delta=new - now)
        d.set("characters", who, "amicizia", new)
    return new


def set_friendship(d: Draft, who: str, value: int, cause: str | None = None) -> None:
    """Set Friendship to ``value`` (Go All Out's reset to 1, 002 l.47)."""
    d.event("FriendshipChanged", cause=cause, character=who, reset=value)
    d.set("characters", who, "amicizia", value)


def change_alert(d: Draft, who: str, delta: int, cause: str | None = None, clamp: bool = False, field: str = "allerta") -> int:
    """Add ``delta`` to trainer ``who``'s Alert within ``pokenoir.alert.floor`` .. ``.max``.

    A move's reduction stops at the floor (``clamp``; the event detail records ``stopped_at``);
    any other change past a bound raises ``RuleError(field)``. Returns the new value.
    """
    now = d.state["characters"][who]["allerta"]
    low, high = opt(d, "pokenoir.alert.floor"), opt(d, "pokenoir.alert.max")
    new = now + delta
    outside = new < low or (high is not None and new > high)
    if outside and not clamp:
        top = str(high) if high is not None else ""
        raise RuleError(field, f"{who}'s Alert is {now}; {delta:+d} would make it {new}, outside {low}..{top}")
    bounded = max(low, new if high is None else min(high, new))
    d.event("AlertChanged", cause=cause, character=who, delta=bounded - now, stopped_at=bounded if bounded != new else None)
    d.set("characters", who, "allerta", bounded)
    return bounded


def change_resources(d: Draft, who: str, delta: int, cause: str | None = None, field: str = "risorse", why: str | None = None) -> int:
    """Add ``delta`` to trainer ``who``'s Resources; below ``pokenoir.resources.floor`` raises ``RuleError(field)``."""
    now = d.state["characters"][who]["risorse"]
    low = opt(d, "pokenoir.resources.floor")
    if now + delta < low:
        raise RuleError(field, f"{who} has {now} Resources and cannot pay {-delta}; at most {now - low} can be spent")
    d.event("ResourcesChanged", cause=cause, character=who, delta=delta, why=why)
    d.set("characters", who, "risorse", now + delta)
    return now + delta


def mark_xp(d: Draft, who: str, amount: int, why: str, cause: str | None = None) -> None:
    """Trainer ``who`` marks ``amount`` Experience (``why``: ``miss``, ``tutto``, ``alibi``, ``mutazione``, ``chiavi``)."""
    if amount:
        d.event("ExperienceMarked", cause=cause, character=who, amount=amount, why=why)
        d.add("characters", who, "esperienza", amount)


# --- Conditions (catalogue §3.1: free-text tags on Pokémon, people and places) ---------------------

def condition_holder(d: Draft, target: str) -> tuple[str, ...]:
    """The state path of ``target``'s Conditions: a character's ``characters.X.condizioni``, else
    ``condizioni.<target>`` (``ambiente`` for the environment, any other name for an NPC)."""
    known = find_name(target, d.state["characters"])
    if known is not None:
        return ("characters", known, "condizioni")
    known = find_name(target, d.state["condizioni"])
    if known is not None:
        return ("condizioni", known)
    return ("condizioni", " ".join(str(target).split()))


def add_condition(d: Draft, target: str, text: str, cause: str | None = None, field: str = "condizione") -> None:
    """Impose Condition ``text`` on ``target``; ``RuleError(field)`` when it already has it or it is empty."""
    text = " ".join(str(text).split())
    if not text:
        raise RuleError(field, "name the Condition (free text, e.g. Paralizzato)")
    path = condition_holder(d, target)
    now = list(d.get(*path) or [])
    if find_name(text, now) is not None:
        raise RuleError(field, f"{path[-2] if path[0] == 'characters' else path[1]} already has the Condition {text!r}")
    d.event("ConditionImposed", cause=cause, target=path[1], condition=text)
    d.set(*path, now + [text])


def remove_condition(d: Draft, target: str, text: str, cause: str | None = None, field: str = "condizione") -> None:
    """Remove Condition ``text`` from ``target``; ``RuleError(field)`` listing its Conditions when absent."""
    path = condition_holder(d, target)
    now = list(d.get(*path) or [])
    keep = [c for c in now if norm(c) != norm(text)]
    if len(keep) == len(now):
        raise RuleError(field, f"{path[1]} has no Condition {text!r}; has: {', '.join(now) or 'none'}")
    d.event("ConditionRemoved", cause=cause, target=path[1], condition=text)
    d.set(*path, keep or None)


# --- modifiers, Debt List, Backpack ----------------------------------------------------------------

def add_forward(d: Draft, who: str, amount: int, source: str, ongoing: bool = False, cause: str | None = None) -> None:
    """Give trainer ``who`` a modifier on their next roll (``ongoing``: every roll until the scene ends).

    The Exchange 7-9 cost and the Drug 7-9 stun are -1 forward (002 l.13, l.99; PN-A12: the rolling player's next roll).
    """
    d.event("ModifierGained", cause=cause, character=who, amount=amount, source=source, ongoing=ongoing or None)
    entries = list(d.get("characters", who, "forward") or [])
    entries.append({"amount": amount, "source": source, "ongoing": ongoing})
    d.set("characters", who, "forward", entries)


def add_debt(d: Draft, who: str, contact: str, reason: str, cause: str | None = None, field: str = "contatto") -> None:
    """Put ``contact`` on trainer ``who``'s Debt List with ``reason`` (``rifiuto``, ``favore``, ``affari`` or text)."""
    contact = " ".join(str(contact).split())
    if not contact:
        raise RuleError(field, "name the contact")
    debts = dict(d.get("characters", who, "debiti") or {})
    if find_name(contact, debts) is not None:
        d.event("DebtAlreadyListed", cause=cause, character=who, contact=contact, reason=reason)
        return
    d.event("DebtListed", cause=cause, character=who, contact=contact, reason=reason)
    d.set("characters", who, "debiti", contact, reason)


def on_debt_list(d: Draft, who: str, contact: str) -> str | None:
    """The listed spelling of ``contact`` when it is on ``who``'s Debt List, else None."""
    return find_name(contact, d.get("characters", who, "debiti") or {})


def add_item(d: Draft, who: str, item: str, cause: str | None = None) -> None:
    """Put ``item`` in trainer ``who``'s Backpack (Zaino)."""
    d.event("ItemGained", cause=cause, character=who, item=item)
    d.set("characters", who, "zaino", list(d.get("characters", who, "zaino") or []) + [item])


def take_item(d: Draft, who: str, item: str, cause: str | None = None, field: str = "oggetto") -> str:
    """Remove one ``item`` from ``who``'s Backpack; returns its spelling. ``RuleError(field)`` when absent."""
    bag = list(d.get("characters", who, "zaino") or [])
    have = find_name(item, bag)
    if have is not None:
        i = bag.index(have)
        d.event("ItemUsed", cause=cause, character=who, item=have)
        d.set("characters", who, "zaino", bag[:i] + bag[i + 1:])
        return have
    raise RuleError(field, f"{who}'s Backpack holds no {item!r}; it holds: {', '.join(bag) or 'nothing'}")
