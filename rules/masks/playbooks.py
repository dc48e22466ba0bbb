"""Masks playbooks: every published playbook's starting Labels, the legality of a starting array, hero
creation, and the playbook rules that change what the ledger computes (the Nomad, the Soldier, the Joined).

Sources: docs/systems/masks.md "Playbooks". The seed (000) has no playbooks (catalogue MK-A29: "load from playbook
data"). The core ten arrays are those of ``rules.masks.data.PLAYBOOKS``. The other ten come
from the Halcyon City Herald collection, Masks: Unbound and Secrets of A.E.G.I.S.; their arrays and rules
were read from public compendia of the official playbooks (the Nomad's "Putting Down Roots", the
Soldier's "A Higher Calling", the Joined's other half) and are written here in our own words. Every
array adds up to +2 before creation's +1.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import CONDITIONS, LABEL_MAX, LABEL_MIN, LABELS, PLAYBOOKS as CORE_ARRAYS
from rules.masks.playbook_rules import AEGIS, NOMAD_MAX_GIVEN, adult_skips, label_of, labels_of, playbook
from rules.names import find_name, norm

#: What the five starting Labels of every published array add up to, before creation's +1 (each core
#: playbook's array sums to +2; catalogue §1.1 [P]).
ARRAY_SUM = 2

#: Every published playbook: names accepted, the book it comes from, its starting array (Danger, Freak,
#: Savior, Superior, Mundane, before creation's +1; None for the Joined, who starts from their other
#: half's Labels), extra Labels.
PLAYBOOK_INFO: dict[str, dict[str, Any]] = {
    **{key: {"names": (key.capitalize(),) + (("Protégé", "Protegee") if key == "protege" else ()), "book": "core",
             "labels": CORE_ARRAYS[key]} for key in CORE_ARRAYS},
    "innocent": {"names": ("Innocent", "The Innocent"), "book": "herald", "labels": (0, 0, 1, -1, 2)},
    "joined": {"names": ("Joined", "The Joined"), "book": "herald", "labels": None},   # the other half's Labels
    "newborn": {"names": ("Newborn", "The Newborn"), "book": "herald", "labels": (1, 2, 0, 1, -2)},
    "reformed": {"names": ("Reformed", "The Reformed"), "book": "herald", "labels": (2, 1, -1, 0, 0)},
    "star": {"names": ("Star", "The Star"), "book": "herald", "labels": (-1, 1, 1, 2, -1)},
    "harbinger": {"names": ("Harbinger", "The Harbinger"), "book": "unbound", "labels": (0, 0, 2, 1, -1)},
    "nomad": {"names": ("Nomad", "The Nomad"), "book": "unbound", "labels": (0, 2, -1, 2, -1)},
    "scion": {"names": ("Scion", "The Scion"), "book": "unbound", "labels": (1, 0, 1, 0, 0)},
    "brain": {"names": ("Brain", "The Brain"), "book": "aegis", "labels": (0, 0, 1, 2, -1)},
    "soldier": {"names": ("Soldier", "The Soldier"), "book": "aegis", "labels": (-1, 0, 2, 1, 0),
                "extra_labels": {"soldier": 2}},
}
PLAYBOOK_NAMES: dict[str, tuple[str, ...]] = {key: info["names"] for key, info in PLAYBOOK_INFO.items()}
BOOKS = {"core": "Masks: A New Generation", "herald": "Halcyon City Herald", "unbound": "Masks: Unbound",
         "aegis": "Secrets of A.E.G.I.S."}


CUSTOM_NOTE = "a playbook the ledger does not model: its own rules are not applied"


def playbook_id(name: str, field: str = "playbook") -> str | None:
    """The id of the published playbook called ``name`` (English names, any case, "The" optional), or None."""
    wanted = norm(name)
    for key, names in PLAYBOOK_NAMES.items():
        if wanted == norm(key) or any(wanted == norm(n) for n in names):
            return key
    return None


def check_array(values: list[int], field: str = "labels") -> list[int]:
    """Refuse a starting array that is not a legal Masks array; return it.

    Legal (docs/systems/masks.md "Playbooks"): five integers (Danger, Freak, Savior, Superior, Mundane), each in -2..+3,
    adding up to +2 as every published array does, before creation's +1. Raises ``RuleError(field)``.
    """
    if len(values) != 5:
        raise RuleError(field, "five values: Danger, Freak, Savior, Superior, Mundane (e.g. -1,0,2,0,1)")
    bad = [lab for lab, v in zip(LABELS, values) if not LABEL_MIN <= v <= LABEL_MAX]
    if bad:
        raise RuleError(field, f"each Label starts in {LABEL_MIN}..+{LABEL_MAX}; out of it: {', '.join(bad)} "
                               f"(given {','.join(str(v) for v in values)})")
    if sum(values) != ARRAY_SUM:
        raise RuleError(field, f"the five Labels of a starting array add up to +{ARRAY_SUM} before creation's +1, "
                               f"as the published arrays do (these add up to {sum(values):+d})")
    return values



def create_hero(d: Draft, name: str, playbook: str, plus_one: str | None, labels: list[int] | None, custom: bool,
                other_half: str | None = None, up: str | None = None, down: str | None = None) -> None:
    """Create a PC (docs/systems/masks.md "Playbooks"; catalogue MK-A29, MK-A10).

    ``playbook`` must be given: a published playbook brings its array (``labels`` refused) and needs
    ``plus_one``, the Label taking creation's +1; any other name needs ``custom`` and ``labels``, a legal
    array (``check_array``), with ``plus_one``. Each Label ends in -2..+3. A custom hero is recorded with
    a note that its playbook's own rules are not applied. The Joined (Halcyon City Herald, "Your other
    half") starts with the Labels ``other_half`` (a PC) has now, then may shift one ``up`` and one
    ``down``, and takes no +1. Adults already introduced gain Influence over the new hero, except over a
    Nomad. Raises ``RuleError`` (``name``, ``playbook``, ``labels``, ``plus_one``, ``custom``,
    ``other_half``, ``up``, ``down``).
    """
    if find_name(name, d.state["characters"]) is not None:
        raise RuleError("name", f"{name!r} already exists in this campaign")
    if not str(playbook or "").strip():
        raise RuleError("playbook", f"a playbook is required: one of {', '.join(PLAYBOOK_INFO)}, or a name of your own with --custom")
    book = playbook_id(playbook)
    if book is not None and labels is not None:
        raise RuleError("labels", f"{book} has a published array; --labels is for other playbooks (use --plus-one)")
    if book is not None and custom:
        raise RuleError("custom", f"{book} is a published playbook the ledger models; drop --custom")
    if labels is not None:
        check_array(list(labels))
    if book is None:
        if not custom:
            raise RuleError("playbook", f"unknown playbook {playbook!r}; published: {', '.join(PLAYBOOK_INFO)}; "
                                        "a playbook of your own needs --custom and --labels")
        if labels is None:
            raise RuleError("labels", "a custom playbook gives its starting array: --labels D,F,S,S,M (adding up to +2)")
        book = " ".join(str(playbook).split())
    if (other_half or up or down) and book != "joined":
        raise RuleError("other_half" if other_half else "up" if up else "down",
                        "only the Joined starts from an other half's Labels (--other-half NAME [--up L --down L])")
    if book == "joined":
        _joined(d, name, other_half, up, down, plus_one)
        return
    base = dict(zip(LABELS, labels if labels is not None else PLAYBOOK_INFO[book]["labels"]))
    if not custom:
        base.update(PLAYBOOK_INFO[book].get("extra_labels", {}))
    rec = {"labels": base}
    if not plus_one:
        raise RuleError("plus_one", f"creation gives +1 to one Label of the {book} array; name it (one of {', '.join(labels_of(rec))})")
    lab = label_of(rec, plus_one, "plus_one")
    base[lab] += 1
    if base[lab] > LABEL_MAX:
        raise RuleError("plus_one", f"{lab} would start at {base[lab]:+d}; Labels run {LABEL_MIN}..+{LABEL_MAX} "
                                    f"(allowed: {', '.join(k for k, v in base.items() if v < LABEL_MAX + (k == lab))})")
    _record(d, name, book, base, custom)


def _joined(d: Draft, name: str, other_half: str | None, up: str | None, down: str | None, plus_one: str | None) -> None:
    """Create a Joined hero from their other half's Labels (see ``create_hero``)."""
    from rules.masks.state import find, label_id

    if plus_one:
        raise RuleError("plus_one", "the Joined takes no creation +1: its Labels are its other half's, one shifted up and one down")
    if not other_half:
        raise RuleError("other_half", "the Joined starts with its other half's Labels: name that PC with --other-half")
    half = find(d, other_half, "other_half", kind="pc")
    base = {lab: d.state["characters"][half]["labels"][lab] for lab in LABELS}
    if bool(up) != bool(down):
        raise RuleError("down" if up else "up", "the Joined shifts one Label up and one down, or none: give both --up and --down")
    if up:
        u, dn = label_id(up, "up"), label_id(down, "down")
        if u == dn:
            raise RuleError("down", "the Label shifted down must differ from the one shifted up")
        for field, lab, step in (("up", u, 1), ("down", dn, -1)):
            if not LABEL_MIN <= base[lab] + step <= LABEL_MAX:
                raise RuleError(field, f"{half}'s {lab} is {base[lab]:+d}; Labels run {LABEL_MIN}..+{LABEL_MAX}")
            base[lab] += step
    _record(d, name, "joined", base, False, other_half=half)


def _record(d: Draft, name: str, book: str, base: dict[str, int], custom: bool, **extra: Any) -> None:
    """Record a new hero ``name`` of ``book`` with Labels ``base``; adults already introduced gain Influence."""
    d.event("CharacterCreated", character=name, playbook=book, custom=custom or None,
            note=CUSTOM_NOTE if custom else None, **extra)
    d.set("characters", name, {
        "kind": "pc", "playbook": book, "labels": base, "locked": [], "conditions": {c: False for c in CONDITIONS},
        "potential": 0, "advances_available": 0, "advancements": [], "moment_of_truth": "locked",
        "moment_of_truth_unlocks": 0, "status": "active", **({"custom": True} if custom else {}), **extra,
    })
    from rules.masks.state import gain_influence

    for other, orec in list(d.state["characters"].items()):
        if orec["kind"] == "npc" and orec.get("adult") and orec["status"] == "active" and not adult_skips(d, name):
            gain_influence(d, other, name, cause=f"{name} meets the adult {other}", how="adult")


# --- the playbook rules the ledger applies -----------------------------------------------------------

def roll_with_soldier(d: Draft, who: str) -> None:
    """The Soldier acting on orders and relying on training (Secrets of A.E.G.I.S., "A Higher Calling"):
    the open roll of ``who`` uses Soldier instead of the move's Label, and A.E.G.I.S. (an NPC, introduced
    if new) is given Influence over them. Raises ``RuleError("soldier")`` for another playbook or a
    move rolled without a Label (Take a Powerful Blow, Reject Influence).
    """
    from rules.masks.rolls import recompute
    from rules.masks.state import gain_influence

    roll = d.state["roll"]
    rec = d.state["characters"][who]
    if playbook(d, who) != "soldier":
        raise RuleError("soldier", f"only the Soldier rolls +Soldier; {who} is {'a custom ' if rec.get('custom') else 'a '}"
                                   f"{rec.get('playbook')}")
    old = next((m for m in roll["modifiers"] if m["source"].startswith("label:")), None)
    if old is None:
        raise RuleError("soldier", f"{roll['move']} is not rolled with a Label, so Soldier cannot stand in for one")
    if AEGIS not in d.state["characters"]:
        d.event("NpcIntroduced", character=AEGIS, adult=False)
        d.set("characters", AEGIS, {"kind": "npc", "adult": False, "status": "active"})
    gain_influence(d, AEGIS, who, cause=f"roll #{roll['id']}: {who} acts on orders", how="given")
    value = rec["labels"]["soldier"]
    spec = d.event("RollAdjusted", cause=f"roll #{roll['id']}", source="label:soldier instead of " + old["source"][6:],
                   amount=value - old["amount"])
    d.set("roll", "modifiers", [dict(m, source="label:soldier", amount=value) if m is old else m for m in roll["modifiers"]])
    recompute(d)
    spec.detail.update(total=d.state["roll"]["total"], tier=d.state["roll"]["tier"])


def notes(rec: dict[str, Any]) -> list[str]:
    """Lines the sheet shows about a hero's playbook (custom: its rules are not applied; the Nomad's and
    the Soldier's rules in force)."""
    if rec.get("custom"):
        return [CUSTOM_NOTE]
    book = rec.get("playbook")
    if book == "nomad":
        return [f"Nomad: no one takes Influence over them; Influence given {rec.get('influence_given', 0)}/{NOMAD_MAX_GIVEN}; "
                "rejects Influence at -2"]
    if book == "soldier":
        return ["Soldier: a sixth Label, Soldier (-2..+3), rolled instead of a move's Label with roll --soldier "
                "(A.E.G.I.S. gains Influence); the Moment of Truth cannot lock it"]
    return []
