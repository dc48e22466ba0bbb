"""A mouse's abilities and skills as pips: the rating, and the advancement marks each with the test that earned it.

Source: 004 "Elevar habilidades" (a skill or ability rises after rating+1 passes and rating fails at that rating;
beginner's luck: an X per attempt until the threshold, then the skill opens at 2) and catalogue §5.6 (the tallies
keep the ids of the tests that earned them: a test's id is the number of the action that rolled it).
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.advancement import need, threshold
from rules.mouseguard.data import ABILITIES, term
from rules.mouseguard.words import _w
from rules.names import known_name


def pips(state: dict[str, Any], name: str, lang: str = "en") -> list[dict[str, Any]]:
    """``name``'s abilities, then skills, as ``[{"name" (in ``lang``), "field" (as ``why`` takes it: ``abilities.will``,
    ``skills.fighter``), "rating", "marks": [{"name" (passes, fails or learning, in ``lang``), "tests" [action
    numbers of the tests that earned each mark, oldest first], "need" (how many the next rating or learning
    takes)}]}]``; a skill being learned by beginner's luck has rating 0 and its learning marks. Nature's marks
    count against its maximum. Raises ``RuleError("character")`` for a name the campaign does not have."""
    who = known_name("character", name, state["characters"])
    rec = state["characters"][who]
    options = state.get("options") or {}
    rule = options.get("mouseguard.advance.rule", "seed")
    tallies = rec.get("tallies") or {}
    out = []
    rated = [(a, "abilities", rec["abilities"][a]) for a in ABILITIES] + [(s, "skills", v) for s, v in rec["skills"].items()]
    for key, part, value in rated:
        counted = rec["nature_max"] if key == "nature" else value
        passes, fails = need(rule, counted)
        entry = tallies.get(key) or {"passes": [], "fails": []}
        out.append({"name": term(key, lang), "field": f"{part}.{key}", "rating": value,
                    "marks": [{"name": _w("passes", lang), "tests": list(entry["passes"]), "need": passes},
                              {"name": _w("fails", lang), "tests": list(entry["fails"]), "need": fails}]})
    learn = options.get("mouseguard.learn.threshold", "natureMax")
    for key, tests in (rec.get("learning") or {}).items():
        out.append({"name": term(key, lang), "field": f"learning.{key}", "rating": 0,
                    "marks": [{"name": _w("learning", lang), "tests": list(tests),
                               "need": threshold(learn, rec["nature_max"], rec["abilities"]["nature"])}]})
    return out
