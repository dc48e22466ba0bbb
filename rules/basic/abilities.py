"""Get answers, Make progress, Prepare, Move and Anything else.

Source: seed 003 "Get answers" (2 questions that may be answered falsely on a Fail; 2, 3 or 4 true
answers; "What questions should I ask?" always counts; questions cannot be wasted), "Make progress"
(fill the bar by the amount you rolled), "Prepare" (downtime only; a flashback die, then another for
every 20 in the total, at the preparer's size), "Move" (a test only when the way is hard or
dangerous) and "Anything else!" (the four narrative outcomes); catalogue GS-M03, GS-M06..M09, GS-A10,
GS-A13 and worked examples GS-EX-05, 11, 12.
"""

from __future__ import annotations

from typing import Any

from rules.basic.attribute_test import require_outcome, roll_test
from rules.basic.data import ANSWERS, ANYTHING_ELSE, GUIDANCE_QUESTION, UNCOUNTED, die_for_level
from rules.basic.state import find, opt
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, known_name, norm, resolve


def _test(d: Draft, who: str, ability: str, t: dict[str, Any], test_id: int) -> dict[str, Any]:
    """Roll ``who``'s test for ``ability`` with the common arguments ``t`` (attribute, difficulty, tier,
    dice, seed, action_seed, flashback, task)."""
    return roll_test(d, who=who, ability=ability, test_id=test_id, **t)


# --- Get answers (003 "Get answers"; GS-M03, GS-EX-11) ----------------------------------------------

def get_answers(d: Draft, who: str, answerer: str | None, t: dict[str, Any], test_id: int) -> dict[str, Any]:
    """``who`` tests to find answers; opens ``answers`` for test #<test_id> and returns it.

    Fail: 2 questions that may be answered falsely; Partial: 2, Full: 3, Critical: 4, answered truly.
    The GM answers, or the player of ``answerer`` when a PC is the target. A new Get answers test
    replaces the last one's unasked questions; they close with the scene or downtime. Raises
    ``RuleError`` (``phase``, ``difficulty`` without an outcome, ``from``, and those of the test).
    """
    require_outcome(t["difficulty"], t["tier"], "Get answers")
    asked_of = find(d, answerer, "from") if answerer else "GM"
    if asked_of == who:
        raise RuleError("from", f"{who} cannot ask their own player; the answerer is the GM or another character")
    record = _test(d, who, "get_answers", t, test_id)
    allowed, truthful = ANSWERS[record["tier"]]
    answers = {"test": test_id, "tier": record["tier"], "allowed": allowed, "used": 0, "truthful": truthful,
               "answerer": asked_of}
    d.event("AnswersOpened", cause=f"test #{test_id}", character=who, test=test_id, allowed=allowed,
            truthful=truthful, answerer=asked_of)
    d.set("characters", who, "answers", answers)
    return answers


def ask(d: Draft, who: str, question: str, uncounted: str | None, answer: str | None) -> dict[str, Any]:
    """``who`` asks one question of their open Get answers test; returns the updated ``answers``.

    A question does not count (``uncounted``: already_answered, no_test_needed, not_answerable) when it
    would waste a slot; "What questions should I ask?" always counts. Raises ``RuleError`` (``phase``
    with no open test, ``question`` when every counted question is used or the text is empty,
    ``uncounted``).
    """
    answers = d.state["characters"][who].get("answers")
    if not answers:
        from rules.basic.gates import refuse

        raise refuse(d.state, f"{who} has no Get answers test with questions left open")
    text = " ".join(str(question).split())
    if not text or len(text) > 500:
        raise RuleError("question", "write the question (1-500 characters)")
    reason = resolve("uncounted", uncounted, UNCOUNTED, what="reason") if uncounted else None
    if reason and norm(text) == norm(GUIDANCE_QUESTION):
        raise RuleError("uncounted", f"{GUIDANCE_QUESTION!r} always counts")
    if reason is None and answers["used"] >= answers["allowed"]:
        raise RuleError("question", f"{who} has asked all {answers['allowed']} questions of test #{answers['test']}; "
                                    "a question that does not count needs --uncounted already_answered|no_test_needed|not_answerable")
    d.event("QuestionAsked", cause=f"test #{answers['test']}", character=who, question=text, counted=reason is None,
            reason=reason, answer=answer, answerer=answers["answerer"], truthful=answers["truthful"],
            left=answers["allowed"] - answers["used"] - (reason is None))
    if reason is None:
        d.set("characters", who, "answers", "used", answers["used"] + 1)
    return d.state["characters"][who]["answers"]


# --- Make progress (003 "Make progress"; GS-M06, GS-A10, GS-EX-12) -----------------------------------

def bar_name(d: Draft, name: str, field: str = "bar") -> str:
    """The stored name of progress bar ``name``; ``RuleError(field)`` lists the bars."""
    return known_name(field, name, d.state["bars"], "progress bar", "bars", "none (progress open NAME --size N)")


def open_bar(d: Draft, name: str, size: int, filled: int, bar_id: int) -> None:
    """The GM opens progress bar ``name`` of ``size`` (capacity is the GM's, GS-A10), already ``filled``.

    Raises ``RuleError`` (``name`` when a bar has that name, ``filled`` when it is past the size).
    """
    if find_name(name, d.state["bars"]) is not None:
        raise RuleError("name", f"a progress bar called {name!r} exists; choose another name")
    if filled >= size:
        what = "is past the bar's size" if filled > size else "would already complete a bar of size"
        raise RuleError("filled", f"{filled} {what} {size}; a new bar starts at 0..{size - 1}")
    d.event("ProgressBarOpened", bar=name, size=size, filled=filled, opened=bar_id)
    d.set("bars", name, {"size": size, "filled": filled, "overflow": 0, "complete": False, "opened": bar_id})


def make_progress(d: Draft, who: str, bar: str, t: dict[str, Any], test_id: int) -> dict[str, Any]:
    """``who`` tests to fill ``bar`` by the total (every tier; a total below 0 fills nothing).

    A fill past the size completes the bar; the excess is discarded or kept as its ``overflow``
    (``generic.progress.overflow``). Returns the bar. Raises ``RuleError`` (``phase``, ``bar`` unknown or
    already complete, and those of the test).
    """
    name = bar_name(d, bar)
    rec = d.state["bars"][name]
    if rec["complete"]:
        others = [b for b, r in d.state["bars"].items() if not r["complete"]]
        raise RuleError("bar", f"{name} is complete ({rec['filled']}/{rec['size']}); open bars: {', '.join(others) or 'none'}")
    record = _test(d, who, "make_progress", t, test_id)
    amount = max(0, record["total"])
    new = rec["filled"] + amount
    excess = max(0, new - rec["size"])
    carry = opt(d, "generic.progress.overflow") == "carry"
    d.event("ProgressAdded", cause=f"test #{test_id}", bar=name, character=who, amount=amount,
            filled=min(new, rec["size"]), size=rec["size"], excess=excess or None,
            excess_kept=(carry or None) if excess else None)
    d.set("bars", name, "filled", min(new, rec["size"]))
    if new >= rec["size"]:
        d.event("ProgressBarCompleted", cause=f"test #{test_id}", bar=name, size=rec["size"])
        d.set("bars", name, "complete", True)
        if carry and excess:
            d.set("bars", name, "overflow", excess)
    return d.state["bars"][name]


# --- Prepare (003 "Prepare"; GS-M08, GS-EX-05) -------------------------------------------------------

def prepare(d: Draft, who: str, t: dict[str, Any], extra: int | None, purpose: str | None, test_id: int) -> list[dict[str, Any]]:
    """``who`` prepares in downtime: one flashback die, plus up to one more per 20 in the total.

    ``extra`` takes fewer extra dice than allowed (default: all). Dice are the preparer's size now and
    are named ``<action>.<n>``. Returns the new dice. Raises ``RuleError`` (``phase`` outside downtime,
    ``extra`` beyond what the total allows, and those of the test).
    """
    record = _test(d, who, "prepare", t, test_id)
    may = max(0, record["total"]) // 20
    take = may if extra is None else extra
    if take > may:
        raise RuleError("extra", f"prepare #{test_id} totals {record['total']}, which allows up to {may} extra "
                                 f"flashback dice (one per 20); {take} asked")
    size = die_for_level(d.state["characters"][who]["level"])
    new = [{"id": f"{test_id}.{n}", "die": size, "by": who, "source": f"d{size} #{test_id}.{n} (prepare #{test_id})",
            "for": purpose}
           for n in range(1, take + 2)]
    d.event("FlashbackDicePrepared", cause=f"test #{test_id}", character=who, dice=[x["id"] for x in new], size=size,
            extra_allowed=may, purpose=purpose)
    d.set("characters", who, "flashback", list(d.state["characters"][who].get("flashback") or []) + new)
    return new


# --- Move and Anything else (003 "Move", "Anything else!"; GS-M07, GS-M09, GS-A13) ---------------------

def move(d: Draft, who: str, to: str | None, t: dict[str, Any] | None, test_id: int) -> str | None:
    """``who`` moves a short distance (in a scene); with ``t`` the way is hard or dangerous and they test,
    read on the Anything else table. Returns the tier or None. Raises ``RuleError`` (``phase``,
    ``difficulty`` for a test without an outcome, and those of the test)."""
    if t is None:
        d.event("Moved", character=who, to=to)
        return None
    require_outcome(t["difficulty"], t["tier"], "A hard or dangerous move")
    record = _test(d, who, "move", t, test_id)
    d.event("Moved", cause=f"test #{test_id}", character=who, to=to, tier=record["tier"],
            outcome=f"{who} {ANYTHING_ELSE[record['tier']]}")
    return record["tier"]


def anything_else(d: Draft, who: str, goal: str | None, t: dict[str, Any], test_id: int) -> str:
    """``who`` tests for anything sensible with drama; records the outcome in words and returns the tier.
    Raises ``RuleError`` (``phase``, ``difficulty`` without an outcome, and those of the test)."""
    require_outcome(t["difficulty"], t["tier"], "Anything else")
    record = _test(d, who, "anything_else", t, test_id)
    d.event("OutcomeRecorded", cause=f"test #{test_id}", character=who, goal=goal, tier=record["tier"],
            outcome=f"{who} {ANYTHING_ELSE[record['tier']]}")
    return record["tier"]
