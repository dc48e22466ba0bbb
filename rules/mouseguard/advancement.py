"""Advancement tallies: passes and fails at the current rating, learning marks, and the projection that
rebuilds them from the recorded test events alone.

Source: 004 "Elevar habilidades" (learning through beginner's luck: an X per attempt until the threshold,
then rating 2; raising: rating+1 passes and rating fails) and catalogue §5.6 (projection contract,
MG-A07, MG-A08, MG-EX-28, MG-EX-29). Only the main roller of a test logs (never a helper), only patrol
mice log, and in a conflict a skill logs at most one test (``rules.mouseguard.volley``).

Each logged test is an ``AdvancementTestLogged`` event whose detail carries everything the projection
needs (character, skill, outcome, mode, the test id, the rating and Nature at that moment), so that
``advancement_view`` folds the events without reading the kept tallies, and the property test can
compare the two. A mark is a test id: ``ledger why NAME SKILL`` and the read link each mark to its roll.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.draft import Draft
from rules.mouseguard.data import ABILITIES
from rules.mouseguard.state import char, opt, rating, write_rating


def need(rule: str, value: int) -> tuple[int, int]:
    """(passes, fails) needed to raise a rating of ``value`` (catalogue MG-A08).

    ``seed``: value+1 passes and value fails (004: "obtener el mismo numero de pruebas con exito +1 ...
    más el mismo numero de pruebas fallidas"; rating 3 -> 4 needs 4 and 3). ``published``: value passes
    and value-1 fails.
    """
    if rule == "published":
        return max(value, 1), max(value - 1, 0)
    return value + 1, value


def threshold(rule: str, nature_max: int, nature_current: int) -> int:
    """Beginner's-luck attempts needed to learn a skill (catalogue MG-A07): ``natureMax`` (default),
    ``natureCurrent`` or ``fixed5``; at least 1."""
    if rule == "fixed5":
        return 5
    return max(1, nature_current if rule == "natureCurrent" else nature_max)


def mark(entry: dict[str, Any], outcome: str, test: int, value: int, rule: str, max_rating: int) -> tuple[bool, bool]:
    """Add one rated test to ``entry`` ``{"passes": [ids], "fails": [ids]}`` in place.

    A pass (fail) is marked only while fewer than needed are marked (extra marks do not carry over,
    catalogue §5.6 [D]). Returns (marked, advanced): advanced when both counts are now reached and
    ``value`` is below ``max_rating``; the caller then raises the rating and clears the entry.
    """
    passes, fails = need(rule, value)
    key, wanted = ("passes", passes) if outcome == "pass" else ("fails", fails)
    marked = len(entry[key]) < wanted
    if marked:
        entry[key] = entry[key] + [test]
    advanced = len(entry["passes"]) >= passes and len(entry["fails"]) >= fails and value < max_rating
    return marked, advanced


def tested_value(d: Draft, who: str, target: str) -> int:
    """The rating advancement counts for ``target``: Nature counts its maximum, the rest their rating."""
    if target == "nature":
        return int(char(d, who)["nature_max"])
    return int(rating(d, who, target) or 0)


def log_test(d: Draft, who: str, target: str, outcome: str, mode: str, test: int, cause: str) -> dict[str, Any] | None:
    """Log one test of ``who`` with ``target`` for advancement; returns what was logged (None: not a mouse).

    ``outcome`` is ``"pass"`` or ``"fail"``; ``mode`` ``"rated"`` or ``"beginners_luck"``; ``test`` the
    test id whose roll earned the mark. Beginner's luck adds an X to ``learning.<skill>``; at the
    threshold the skill opens at 2 (``SkillLearned``). A rated test marks ``tallies.<target>``; when both
    counts are reached the rating rises by 1 (``SkillAdvanced``, caused by this test) and the tallies
    clear. Source: 004 Elevar habilidades; catalogue §5.6.
    """
    rec = char(d, who)
    if rec["kind"] != "pc":
        return None
    detail = {"character": who, "skill": target, "outcome": outcome, "mode": mode, "test": test,
              "nature_max": rec["nature_max"], "nature_current": rec["abilities"]["nature"]}
    if mode == "beginners_luck":
        marks = list((rec.get("learning") or {}).get(target) or []) + [test]
        needed = threshold(opt(d, "mouseguard.learn.threshold"), rec["nature_max"], rec["abilities"]["nature"])
        d.event("AdvancementTestLogged", cause=cause, **detail, marked=True, attempts=len(marks), threshold=needed)
        d.set("characters", who, "learning", target, marks)
        if len(marks) >= needed:
            d.event("SkillLearned", cause=cause, character=who, skill=target, rating=2, test=test)
            d.set("characters", who, "learning", target, None)
            d.set("characters", who, "skills", target, 2)
            return {"learned": True, **detail}
        return {"learned": False, **detail}
    value = tested_value(d, who, target)
    entry = dict((rec.get("tallies") or {}).get(target) or {"passes": [], "fails": []})
    rule = opt(d, "mouseguard.advance.rule")
    marked, advanced = mark(entry, outcome, test, value, rule, opt(d, "mouseguard.skills.maxRating"))
    passes, fails = need(rule, value)
    d.event("AdvancementTestLogged", cause=cause, **detail, rating=value, marked=marked,
            passes=len(entry["passes"]), fails=len(entry["fails"]), need_passes=passes, need_fails=fails)
    d.set("characters", who, "tallies", target, entry if entry["passes"] or entry["fails"] else None)
    if advanced:
        d.event("SkillAdvanced", cause=cause, character=who, skill=target, rating_before=value, rating=value + 1, test=test)
        if target == "nature":
            d.set("characters", who, "nature_max", value + 1)
            d.set("characters", who, "abilities", "nature", rec["abilities"]["nature"] + 1)
        else:
            write_rating(d, who, target, value + 1)
        d.set("characters", who, "tallies", target, None)
    return {"advanced": advanced, **detail}


# --- the projection (catalogue §5.6 "Projection contract") ----------------------------------------------

def rebuild(records: Iterable[dict[str, Any]], options: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Tallies of every mouse rebuilt from the campaign's events alone.

    ``records`` are the effective events (``{"action", "kind", "cause", "detail", ...}``), oldest first.
    Folds ``AdvancementTestLogged`` (ratings start from the first logged event of each skill) and
    ``PermanentInjuryApplied`` (which resets the lowered skill's tallies). Returns
    ``{mouse: {"skills": {id: {"rating", "passes", "fails", "marks", "advances"}}, "learning": {id:
    {"attempts", "threshold"}}, "learned": [{"skill", "test"}]}}``; ``marks`` lists every logged test
    ``{"test", "outcome", "marked"}`` at the current rating.
    """
    rule = options["mouseguard.advance.rule"]
    top = options["mouseguard.skills.maxRating"]
    learn_rule = options["mouseguard.learn.threshold"]
    out: dict[str, dict[str, Any]] = {}
    for rec in records:
        det = rec.get("detail") or {}
        who = det.get("character")
        if rec["kind"] == "PermanentInjuryApplied":
            mouse = out.get(who)
            if mouse and det["target"] in mouse["skills"]:
                mouse["skills"][det["target"]].update(rating=det["rating"], passes=[], fails=[], marks=[])
            continue
        if rec["kind"] != "AdvancementTestLogged":
            continue
        mouse = out.setdefault(who, {"skills": {}, "learning": {}, "learned": []})
        skill, test = det["skill"], det["test"]
        if det["mode"] == "beginners_luck":
            entry = mouse["learning"].setdefault(skill, {"attempts": [], "threshold": 0})
            entry["attempts"].append(test)
            entry["threshold"] = threshold(learn_rule, det["nature_max"], det["nature_current"])
            if len(entry["attempts"]) >= entry["threshold"]:
                del mouse["learning"][skill]
                mouse["learned"].append({"skill": skill, "test": test})
                mouse["skills"][skill] = {"rating": 2, "passes": [], "fails": [], "marks": [], "advances": []}
            continue
        entry = mouse["skills"].setdefault(skill, {"rating": det["rating"], "passes": [], "fails": [], "marks": [],
                                                   "advances": []})
        if entry["rating"] != det["rating"]:     # lowered outside advancement (a permanent injury of Nature's max)
            entry["rating"] = det["rating"]
        tallies = {"passes": entry["passes"], "fails": entry["fails"]}
        marked, advanced = mark(tallies, det["outcome"], test, entry["rating"], rule, top)
        entry.update(tallies)
        entry["marks"].append({"test": test, "outcome": det["outcome"], "marked": marked})
        if advanced:
            entry["advances"].append({"test": test, "from": entry["rating"], "to": entry["rating"] + 1})
            entry.update(rating=entry["rating"] + 1, passes=[], fails=[], marks=[])
    return out


def kept(state: dict[str, Any], who: str) -> dict[str, Any]:
    """The tallies play kept in the state for ``who``: ``{"tallies": {id: {"passes", "fails"}}, "learning":
    {id: [ids]}}`` (for comparing with ``rebuild``)."""
    rec = state["characters"][who]
    return {"tallies": {k: {"passes": list(v["passes"]), "fails": list(v["fails"])} for k, v in (rec.get("tallies") or {}).items()},
            "learning": {k: list(v) for k, v in (rec.get("learning") or {}).items()}}


def is_ability(target: str) -> bool:
    """Whether ``target`` is one of the five abilities (they tally like skills, catalogue MG-A09 [P])."""
    return target in ABILITIES
