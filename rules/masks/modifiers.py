"""Which modifiers reach which Masks roll: the one rule every modifier source passes through.

Source: 000 "THE BASIC MOVES" (each move's "roll + X"; Take a Powerful Blow is "roll + conditions
marked"), "Conditions" (-2 to certain moves), "Influence" (+1 to moves targeting them; take advantage
-2 / +1 after the roll), "Team Mechanics" (+1 to their roll; acting selfishly after rolling), "DEFEND"
(-2 to their roll), "ASSESS THE SITUATION" (+1 while acting on the answers); catalogue §1.2 MK-D01,
MK-D03, MK-D05 and MK-A22 ("only the conditions count [on Take a Powerful Blow], unless a rule names
this move; Team spends on it are rejected").

Every place that puts a number on a roll asks ``reaches(move, kind)`` before it does: the roll's own
standing modifiers (``rules.masks.rolls.roll_move``) leave out a kind that does not reach (a forward or
a pending -2 is then kept for a later roll), and a command that would change an open roll after the dice
(Team, take advantage, Defend against a PC, acting selfishly) goes through ``admit``, which refuses it.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.masks.data import MOVES, term

#: The kinds of modifier a Masks roll can take, with where each comes from (catalogue MK-D05).
#: ``before`` kinds are fixed when the dice are rolled; ``after`` kinds change an open roll.
KINDS: dict[str, tuple[str, str]] = {
    "label": ("before", "the Label the move rolls (MK-D01)"),
    "conditions": ("before", "the number of conditions marked, Take a Powerful Blow's own stat (MK-D01)"),
    "condition": ("before", "-2 for the condition linked to the move (MK-D03)"),
    "influence": ("before", "+1 for holding Influence over the move's target (MK-D05)"),
    "forward": ("before", "+1 forward (Provoke's stumble, Reject Influence's RI3, overflow over an NPC, the GM)"),
    "ongoing": ("before", "Assess the Situation's +1 while acting on the answers (MK-D05, MK-A27)"),
    "pending": ("before", "a modifier waiting for the next roll: Defend's -2 (MK-A05 nextRoll) or Team spent before it"),
    "team": ("after", "+1 per Team a teammate spends (MK-M13)"),
    "take_advantage": ("after", "-2 (TA1) or +1 (TA3) for surrendering Influence (MK-M17)"),
    "defend": ("after", "-2 on the threatening PC's roll from a Defend hit (MK-M05b, MK-A05 currentRoll)"),
    "selfish": ("after", "acting selfishly changes the Label being rolled (MK-M14)"),
    "playbook": ("before", "a modelled playbook's own rule that names the move (the Nomad's, rules.masks.playbooks)"),
}

#: The one kind each move rolls with: its Label, the conditions count or nothing (MK-D01).
_OWN_STAT = {"conditions": "conditions", None: None}


def stat_kind(move: str) -> str | None:
    """The kind of ``move``'s own stat: ``"label"``, ``"conditions"`` (Take a Powerful Blow) or None
    (Reject Influence rolls no Label). Source: 000 each move's "roll + X"; MK-D01."""
    label = MOVES[move]["label"]
    return _OWN_STAT.get(label, "label")


def reaches(move: str, kind: str) -> bool:
    """Whether a modifier of ``kind`` (a key of ``KINDS``) counts on a roll of ``move`` (a move id).

    Take a Powerful Blow counts the conditions marked and nothing else (MK-A22: the roll is inverted,
    a higher total is worse), "unless a rule names this move": a playbook's own rule (``playbook``,
    e.g. the Nomad's blow from someone holding Influence) reaches every move it names. Every other
    move takes every kind but the conditions count, and its Label only when it rolls one (Reject
    Influence rolls none, MK-D01).
    The linked condition's -2 is a separate question (``penalty``). Raises ``KeyError`` for an
    unknown kind (a programming error).
    """
    if kind not in KINDS:
        raise KeyError(kind)
    own = stat_kind(move)
    if kind == "playbook":
        return True
    if kind in ("label", "conditions"):
        return kind == own
    return own != "conditions"


def penalty(move: str) -> str | None:
    """The condition whose mark gives ``move`` -2 (MK-D03), or None (Take a Powerful Blow)."""
    return MOVES[move]["penalty"] if reaches(move, "condition") else None


def admit(roll: dict[str, Any], kind: str, field: str) -> None:
    """Refuse a ``kind`` modifier on the open ``roll`` when it does not reach that move (``reaches``).

    Raises ``RuleError(field)`` in one line naming the move and what it counts (MK-A22).
    """
    if not reaches(roll["move"], kind):
        counts = "only the conditions marked" if stat_kind(roll["move"]) == "conditions" else "no such modifier"
        raise RuleError(field, f"{term(roll['move'])} (roll #{roll['id']}) counts {counts}; "
                               f"{KINDS[kind][1]} does not reach it")
