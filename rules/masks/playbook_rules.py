"""The rules of a modelled playbook that a character's state and a roll consult as they change: the Labels a hero
has (the Soldier's sixth), the Nomad's limits on Influence and roll modifiers, A.E.G.I.S.'s Influence over a Soldier.

Sources: docs/systems/masks.md "Playbooks" (the Nomad's "Putting Down Roots", Masks: Unbound; the Soldier's "A Higher
Calling", Secrets of A.E.G.I.S.), written here in our own words. Read by ``rules.masks.state`` (Labels, Influence),
``rules.masks.rolls`` (modifiers) and ``rules.masks.playbooks`` (creation, the Soldier's roll); imports none of them.
"""

from __future__ import annotations

from typing import Any

from rules.draft import Draft
from rules.errors import RuleError
from rules.masks.data import LABELS

#: The Soldier's sixth Label (Secrets of A.E.G.I.S., "A Higher Calling"): starts at +2, shifts like any
#: other within -2..+3, can never be locked by the Moment of Truth (only by its advancement).
EXTRA_LABEL_NAMES = {"soldier": ("Soldier", "Soldado")}

#: The Nomad ("Putting Down Roots", Masks: Unbound): at most this much Influence given out in all.
NOMAD_MAX_GIVEN = 6
#: The Nomad rejects Influence at this modifier instead of +0.
NOMAD_REJECT = -2


def labels_of(rec: dict[str, Any]) -> tuple[str, ...]:
    """The Labels a hero has: the five, then the playbook's extra ones (the Soldier's ``soldier``)."""
    return LABELS + tuple(k for k in rec.get("labels", {}) if k not in LABELS)


def label_of(rec: dict[str, Any], name: str, field: str = "label") -> str:
    """The id of one of this hero's Labels named ``name`` (English or Spanish); ``RuleError(field)`` else."""
    from rules.masks.data import LABEL_NAMES
    from rules.names import resolve

    names = dict(LABEL_NAMES)
    names.update({k: v for k, v in EXTRA_LABEL_NAMES.items() if k in rec.get("labels", {})})
    return resolve(field, name, names, what="Label")


def playbook(d: Draft, who: str) -> str | None:
    """The modelled playbook of ``who`` (None for an NPC or a custom playbook, whose rules are not applied)."""
    rec = d.state["characters"].get(who) or {}
    return None if rec.get("custom") or rec.get("kind") != "pc" else rec.get("playbook")


def adult_skips(d: Draft, who: str) -> bool:
    """Whether adults do not hold Influence over ``who`` by default (the Nomad: "no one does")."""
    return playbook(d, who) == "nomad"


def influence_refused(d: Draft, holder: str, subject: str, how: str, cause: str | None) -> bool:
    """Apply the Nomad's limits on Influence over them; True when ``holder`` gains none.

    The Nomad (Masks: Unbound, "Putting Down Roots"): no one takes Influence over a Nomad (a move that
    would give it gives nothing; the taker's alternative, potential or a condition, is left to the
    table); a Nomad gives Influence only up to ``NOMAD_MAX_GIVEN`` in all (``RuleError("to")`` past it;
    counted by ``influence_gained``).
    """
    if playbook(d, subject) != "nomad":
        return False
    if how in ("given",):
        given = d.get("characters", subject, "influence_given") or 0
        if given >= NOMAD_MAX_GIVEN:
            raise RuleError("to", f"{subject} is a Nomad and has given out Influence {given} times, the most a Nomad gives "
                                  f"({NOMAD_MAX_GIVEN})")
        return False
    d.event("InfluenceRefused", cause=cause, holder=holder, subject=subject,
            reason="a Nomad: no one takes Influence over them (Putting Down Roots)")
    return True


def influence_gained(d: Draft, holder: str, subject: str, how: str) -> None:
    """Count Influence a Nomad gave (``influence_given``), after it was recorded as gained."""
    if how == "given" and playbook(d, subject) == "nomad":
        d.set("characters", subject, "influence_given", (d.get("characters", subject, "influence_given") or 0) + 1)


def roll_modifiers(state: dict[str, Any], move: str, roller: str, target: str | None = None) -> list[dict[str, Any]]:
    """Modifiers a modelled playbook's own rules add to ``roller``'s roll of ``move`` (a MOVES id) against
    ``target``; [{"source", "amount", "kind"}].

    The Nomad (Masks: Unbound, "Putting Down Roots", benefits by Influence given out): rejects Influence
    at -2 instead of +0; with 1+ given, Defend against someone holding Influence over them ignores
    Insecure and Directly Engage against such a target ignores Afraid (+2 cancels the condition's -2);
    with 3+ given, Take a Powerful Blow from someone holding Influence over them takes -2.
    """
    rec = state["characters"].get(roller) or {}
    if rec.get("playbook") != "nomad" or rec.get("custom"):
        return []
    given = rec.get("influence_given") or 0
    held = bool(target) and bool((state["influence"].get(target) or {}).get(roller))
    out = []
    if move == "reject_influence":
        out.append({"source": "Nomad: rejects Influence at -2", "amount": NOMAD_REJECT, "kind": "stat"})
    for mv, cond in (("defend", "insecure"), ("directly_engage", "afraid")):
        if move == mv and given >= 1 and held and rec["conditions"].get(cond):
            out.append({"source": f"Nomad: ignores {cond.capitalize()} against {target}", "amount": 2, "kind": "condition"})
    if move == "powerful_blow" and given >= 3 and held:
        out.append({"source": f"Nomad: a blow from {target}", "amount": -2, "kind": "situational"})
    return out


#: The organisation behind the Soldier, an NPC the ledger introduces the first time it gains Influence.
AEGIS = "A.E.G.I.S."


def keeps_influence(d: Draft, holder: str, subject: str) -> bool:
    """Whether ``subject`` cannot end ``holder``'s Influence by growing away or rejecting it: A.E.G.I.S.
    over a Soldier ("only with the appropriate advancement")."""
    return holder == AEGIS and playbook(d, subject) == "soldier"
