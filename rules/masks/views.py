"""Read views of a Masks campaign state: character sheets, the Team pool, the roster.

Source: catalogue §1.1 (character state fields) and issue #2 item 5. JSON keys are stable and always
English ids; ``lang`` only changes the display strings under ``"display"``.
"""

from __future__ import annotations

from typing import Any

from rules.errors import RuleError
from rules.masks.data import CONDITIONS, LABELS, term
from rules.names import norm


def _find(state: dict[str, Any], name: str) -> str:
    for known in state["characters"]:
        if norm(known) == norm(name):
            return known
    raise RuleError("character", f"unknown character {name!r}; known: {', '.join(state['characters']) or 'none yet'}")


def sheet(state: dict[str, Any], name: str, lang: str = "en") -> dict[str, Any]:
    """The sheet of character ``name``.

    Keys (PC): name, kind, playbook, status, labels {id: int}, locked [ids], conditions [marked ids],
    potential, potential_size, advancements_available, advancements [ids], moment_of_truth,
    influence_over [names this character holds Influence over], influenced_by [names holding Influence
    over them], forward [{amount, against, source}], ongoing [...], pending [...], display {...}.
    NPC: name, kind, adult, status, influence_over, influenced_by. Raises ``RuleError("character")``.
    """
    who = _find(state, name)
    rec = state["characters"][who]
    over = sorted(s for s, v in (state["influence"].get(who) or {}).items() if v)
    by = sorted(h for h, subs in state["influence"].items() if (subs or {}).get(who))
    if rec["kind"] == "npc" and "labels" not in rec:
        return {"name": who, "kind": "npc", "adult": rec.get("adult", False), "status": rec["status"],
                "influence_over": over, "influenced_by": by}
    marked = [c for c in CONDITIONS if rec["conditions"][c]]
    out = {
        "name": who, "kind": rec["kind"], "playbook": rec["playbook"], "status": rec["status"],
        "labels": {lab: rec["labels"][lab] for lab in LABELS}, "locked": list(rec["locked"]),
        "conditions": marked, "potential": rec["potential"], "potential_size": state["options"]["masks.potential.size"],
        "advancements_available": rec.get("advances_available", 0), "advancements": list(rec.get("advancements") or []),
        "moment_of_truth": rec["moment_of_truth"], "influence_over": over, "influenced_by": by,
        "forward": list(rec.get("forward") or []), "ongoing": list(rec.get("ongoing") or []),
        "pending": list(rec.get("pending") or []),
    }
    out["display"] = {
        "labels": {term(lab, lang): rec["labels"][lab] for lab in LABELS},
        "conditions": [term(c, lang) for c in marked],
        "status": term(rec["status"], lang),
    }
    return out


def team(state: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The Team: keys pool, leader, members [active PC names], in_battle, session, scene, roll_phase."""
    return {
        "pool": state["team"]["pool"], "leader": state["team"].get("leader"),
        "members": [n for n, r in state["characters"].items() if r["kind"] == "pc" and r["status"] == "active"],
        "in_battle": bool(state.get("battle")), "session": dict(state["session"]), "scene": dict(state["scene"]),
        "roll_phase": state["roll_phase"],
    }


def characters(state: dict[str, Any], lang: str = "en") -> list[str]:
    """All character names (PCs and NPCs) in creation order."""
    return list(state["characters"])


VIEWS = {"sheet": sheet, "team": team, "characters": characters, "term": lambda key, lang="en": term(key, lang)}
