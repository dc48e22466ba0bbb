"""Testing an attribute: the dice, the total and the outcome tier every ability is built on.

Source: seed 003 ("make a test of whatever attribute makes sense"; Help/Hinder "stacking dice in their
favor"; Prepare "flashback die") and catalogue §4.2: GS-D01 (total = ``generic.test.baseDice`` +
attribute + dice stacked for - dice stacked against; margin bands ``generic.tier.bands``), GS-D02 (the
GM sets the difficulty of tests other than attacks), GS-D04 (stacked dice are rolled into the
character's next test, ``generic.stack.consumption``, then discarded), GS-D05 (a flashback die adds its
roll to one test). The seed gives no thresholds: the tier comes from the difficulty table, or the GM
gives it on the command (``tier_given`` overrides ``tier_computed``; both are recorded).
"""

from __future__ import annotations

from typing import Any

from rules.basic.options import parse_dice_expression
from rules.basic.state import attribute_id, opt, tier_id, tier_of
from rules.dice import roll_dice
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import norm


def die_id(text: Any) -> str:
    """A die id as typed (``"12.1"``, ``"#12.1"``, ``12``) -> ``"12.1"`` (a bare action number is die 1 of it).

    Dice are named after the action that made them (003 Help/Hinder/Prepare stack dice; ledger convention).
    """
    value = str(text).strip().lstrip("#").strip()
    return value if "." in value else f"{value}.1"


def dice_used(d: Draft, who: str, task: str | None) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The dice stacked for and against ``who`` that their test now rolls (GS-D04, GS-A07).

    ``nextTestOfCharacter`` (default): all of them. ``namedTest``: those stacked for no task or for
    ``task`` (case-insensitive); the others stay for a later test of that task.
    """
    rec = d.state["characters"][who]
    if opt(d, "generic.stack.consumption") == "namedTest":
        fits = lambda die: die.get("task") is None or (task is not None and norm(die["task"]) == norm(task))  # noqa: E731
    else:
        fits = lambda die: True  # noqa: E731
    return [x for x in rec.get("stacked_for") or [] if fits(x)], [x for x in rec.get("stacked_against") or [] if fits(x)]


def _label(die: dict[str, Any]) -> str:
    """``"d6 for, by Bo (#15.1)"``: one die of a test, for refusals."""
    extra = f" {die['role']}, by {die['by']} (#{die['id']})" if die.get("by") else f" ({die['role']})"
    return f"d{die['die']}{extra}"


def roll_faces(spec: list[dict[str, Any]], dice: Any, seed: int | None, action_seed: int | None) -> tuple[list[int], list[str], str]:
    """Faces for the dice ``spec`` (``[{"die": sides, "role", ...}]``, the test's own dice first).

    Typed-in ``dice`` give every face in the order of ``spec`` (``"physical"``); otherwise the seeded
    roller (``rules.dice.roll_dice``) rolls the test's own dice with ``seed`` (else the action's recorded
    seed) and the k-th extra die with that seed + k. Returns (faces, per-die sources, source of the
    test's own dice). Raises ``RuleError("dice")`` for a wrong count, a face too big for its die, or
    both dice and a seed.
    """
    own = [x for x in spec if x["role"] == "test"]
    order = ", ".join(_label(x) for x in spec)
    if dice is not None:
        try:
            faces, source = roll_dice(dice, seed, action_seed, len(spec), max(x["die"] for x in spec))
        except RuleError as exc:
            many = f"{len(spec)} dice in this order" if len(spec) > 1 else "1 die"
            raise RuleError("dice", f"{exc.message}; this test rolls {many}: {order}") from None
        for n, (face, die) in enumerate(zip(faces, spec), start=1):
            if face > die["die"]:
                raise RuleError("dice", f"face {face} of die {n} is outside 1..{die['die']} ({_label(die)}); "
                                        f"this test rolls: {order}")
        return faces, [source] * len(spec), source
    faces, source = roll_dice(None, seed, action_seed, len(own), own[0]["die"])
    base = int(source.split(":", 1)[1])
    sources = [source] * len(own)
    for k, die in enumerate(spec[len(own):], start=1):
        extra, extra_source = roll_dice(None, base + k, None, 1, die["die"])
        faces += extra
        sources.append(extra_source)
    return faces, sources, source


def roll_test(d: Draft, *, who: str, ability: str, attribute: str, difficulty: int | None, tier: str | None,
              dice: Any, seed: int | None, action_seed: int | None, test_id: int, flashback: str | None = None,
              task: str | None = None, cause: str | None = None) -> dict[str, Any]:
    """Test ``attribute`` of ``who`` for ``ability``; records ``TestRolled`` and returns the test record.

    The test is ``test #<test_id>`` (the action's number). Dice: ``generic.test.baseDice``, then the dice
    stacked for ``who`` (added), against them (subtracted) and one flashback die (added) when
    ``flashback`` names one of theirs (only in a scene). The stacked and flashback dice are used up.
    ``difficulty`` (GM-set, or a passive value or a defender's total) gives ``tier_computed`` through the
    margin bands; ``tier`` given by the GM is ``tier_given`` and wins; ``tier`` in the record is the one
    used (None when neither is known). A test also lets ``who``'s unused Help/Hinder operations lapse.

    Record: ``{"test", "ability", "character", "attribute", "value", "dice": [{"die", "face", "role",
    "source", "id"?, "by"?}], "dice_source", "total", "difficulty", "margin", "tier_computed",
    "tier_given", "tier", "task"}``. Raises ``RuleError`` (``attribute``, ``tier``, ``dice``, ``flashback``).
    """
    attr = attribute_id(d, attribute)
    given = tier_id(tier) if tier else None
    rec = d.state["characters"][who]
    count, sides = parse_dice_expression(opt(d, "generic.test.baseDice"))
    spec: list[dict[str, Any]] = [{"die": sides, "role": "test"} for _ in range(count)]
    used_for, used_against = dice_used(d, who, task)
    spec += [{"die": x["die"], "role": "for", "id": x["id"], "by": x["by"]} for x in used_for]
    spec += [{"die": x["die"], "role": "against", "id": x["id"], "by": x["by"]} for x in used_against]
    spent = None
    if flashback is not None:
        wanted = die_id(flashback)
        own = rec.get("flashback") or []
        spent = next((x for x in own if x["id"] == wanted), None)
        if spent is None:
            have = ", ".join(f"#{x['id']} (d{x['die']})" for x in own) or "none (prepare in downtime first)"
            raise RuleError("flashback", f"{who} has no flashback die #{wanted}; prepared: {have}")
        if d.state["scene"]["phase"] != "open":
            raise RuleError("flashback", "a flashback die is spent on a test in a scene, not in downtime")
        spec.append({"die": spent["die"], "role": "flashback", "id": spent["id"], "by": who})
    faces, sources, source = roll_faces(spec, dice, seed, action_seed)
    value = rec["attributes"][attr]
    sign = {"test": 1, "for": 1, "flashback": 1, "against": -1}
    total = value + sum(sign[x["role"]] * f for x, f in zip(spec, faces))
    computed = tier_of(total - difficulty, opt(d, "generic.tier.bands")) if difficulty is not None else None
    rolled = [{**x, "face": f, "source": s} for x, f, s in zip(spec, faces, sources)]
    record = {
        "test": test_id, "ability": ability, "character": who, "attribute": attr, "value": value, "dice": rolled,
        "dice_source": source, "total": total, "difficulty": difficulty,
        "margin": total - difficulty if difficulty is not None else None,
        "tier_computed": computed, "tier_given": given, "tier": given or computed, "task": task,
    }
    d.event("TestRolled", cause=cause, **record)
    here = f"test #{test_id}"
    if used_for or used_against:
        d.event("StackedDiceRolled", cause=here, character=who,
                dice=[x["id"] for x in used_for + used_against])
        if used_for:
            d.set("characters", who, "stacked_for", [x for x in rec.get("stacked_for") or [] if x not in used_for])
        if used_against:
            d.set("characters", who, "stacked_against", [x for x in rec.get("stacked_against") or [] if x not in used_against])
    if spent is not None:
        d.event("FlashbackDieSpent", cause=here, character=who, die=spent["id"], face=faces[-1])
        d.set("characters", who, "flashback", [x for x in rec.get("flashback") or [] if x["id"] != spent["id"]])
    ops = d.state["characters"][who].get("operations")
    if ops:
        d.event("OperationsClosed", cause=here, character=who, test=ops["test"], left=ops["left"])
        d.set("characters", who, "operations", None)
    return record


def require_outcome(difficulty: int | None, tier: str | None, ability: str) -> None:
    """Refuse a test whose outcome matters (Get answers, Anything else...) when it has neither a
    difficulty nor a GM tier: ``RuleError("difficulty")`` says how to give one (GS-D02: the GM sets it)."""
    if difficulty is None and not tier:
        raise RuleError("difficulty", f"{ability} needs an outcome: give the GM's --difficulty N, or the outcome "
                                      "itself with --tier fail|partial|full|critical")
