"""Property tests over random Basic abilities action sequences: the bounds of docs/systems/basic.md always hold, refusals
change nothing, and deciding an action again from its record gives the same events."""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.basic.data import die_for_level
from rules.errors import RuleError
from rules.decide import decide
from rules.declaration import Context
from test_basic_examples import Basic

NAMES = ["Ana", "Bo", "Cy"]
LEVELS = {"Ana": 1, "Bo": 4, "Cy": 9}
ATTRS = ["brawn", "agility", "wits", "heart"]
TIERS = ["fail", "partial", "full", "critical"]


def start() -> Basic:
    t = Basic()
    t.pc("Ana", level=1, brawn=2, wits=5, passive="brawn=12")
    t.pc("Bo", level=4, brawn=8, heart=-3, passive="brawn=15")
    t.pc("Cy", level=9, npc=True, wits=20)
    return t


def faces(data: st.DataObject, state: dict[str, Any], who: str | None) -> list[int] | None:
    """Typed-in faces that fit the test ``who`` would roll now (d20, then the stacked dice); None: seeded."""
    if who is None or not data.draw(st.booleans()):
        return None
    rec = state["characters"][who]
    sizes = [20] + [x["die"] for x in rec["stacked_for"] + rec["stacked_against"]]
    return [data.draw(st.integers(1, s)) for s in sizes]


def action(data: st.DataObject, state: dict[str, Any]) -> tuple[str, dict[str, Any], str]:
    """One candidate action steered by the phases (often legal, sometimes not)."""
    pick = lambda xs: data.draw(st.sampled_from(xs))  # noqa: E731
    who, other = pick(NAMES), pick(NAMES)
    rival = pick([n for n in NAMES if n != who])
    bars = [n for n, b in state["bars"].items() if not b["complete"]] or ["Wall"]
    contest = state["contest"]["phase"]
    if state["session"]["phase"] != "running":
        kinds = ["session start"]
    elif contest in ("declared", "defence_window", "rolled") and data.draw(st.integers(0, 9)) < 8:
        kinds = {"declared": ["attack roll"] * 3 + ["help", "attack call-off"], "defence_window": ["attack defend", "attack resolve"],
                 "rolled": ["attack resolve"]}[contest]
    elif state["scene"]["phase"] == "open":
        kinds = ["help", "hinder", "stack", "unstack", "attack declare", "make-progress", "make-progress", "get-answers",
                 "ask", "anything-else", "move", "progress open", "scene end", "prepare"]
    elif state["downtime"]["phase"] == "open":
        kinds = ["prepare", "prepare", "help", "get-answers", "downtime end", "make-progress"]
    else:
        kinds = ["scene start", "scene start", "downtime start", "session end", "progress open"]
    kind = pick(kinds)
    test = {"attribute": pick(ATTRS)}
    if data.draw(st.booleans()):
        test["tier"] = pick(TIERS)
    elif data.draw(st.booleans()):
        test["difficulty"] = data.draw(st.integers(0, 40))
    roller = who
    if kind in ("attack roll",):
        roller = state["contest"]["attacker"]
    if kind in ("help", "hinder"):
        ops = data.draw(st.integers(0, 2))
        sizes = [f"d{die_for_level(LEVELS[who])}"] * ops if data.draw(st.integers(0, 4)) else [pick(["d4", "d6", "d12"])]
        return kind, {"target": other, "character": who, **test, "dice": faces(data, state, who), "stack": sizes}, "GM"
    if kind == "stack":
        return kind, {"die": f"d{die_for_level(LEVELS[who])}", "character": who}, "GM"
    if kind == "unstack":
        piles = [x["id"] for r in state["characters"].values() for x in r["stacked_for"] + r["stacked_against"]]
        return kind, {"die": pick(piles or ["1.1"]), "character": who}, "GM"
    if kind == "attack declare":
        return kind, {"target": rival, "attribute": "brawn", "character": who}, "GM"
    if kind == "attack roll":
        return kind, {"dice": faces(data, state, roller), **({"tier": test["tier"]} if "tier" in test else {})}, "GM"
    if kind == "attack defend":
        defender = pick([state["contest"]["target"], who])
        return kind, {"character": defender, "attribute": pick(ATTRS), "dice": faces(data, state, defender)}, "GM"
    if kind == "progress open":
        size = data.draw(st.integers(1, 60))
        return kind, {"name": pick(["Wall", "Rite", "Tunnel"]), "size": size, "filled": data.draw(st.integers(0, size + 2))}, "GM"
    if kind == "make-progress":
        return kind, {"bar": pick(bars), "character": who, **test, "dice": faces(data, state, who)}, "GM"
    if kind in ("get-answers", "anything-else"):
        return kind, {"character": who, **test, "dice": faces(data, state, who)}, "GM"
    if kind == "ask":
        extra = {"uncounted": "already_answered"} if data.draw(st.integers(0, 4)) == 0 else {}
        return kind, {"character": who, "question": pick(["Who?", "Why?", "What questions should I ask?"]), **extra}, "GM"
    if kind == "move":
        return kind, ({"character": who, **test, "dice": faces(data, state, who)} if data.draw(st.booleans())
                      else {"character": who, "to": "there"}), "GM"
    if kind == "prepare":
        flash = {"extra": data.draw(st.integers(0, 3))} if data.draw(st.booleans()) else {}
        return kind, {"character": who, "attribute": test["attribute"], "dice": faces(data, state, who), **flash}, "GM"
    return kind, {}, "GM"


def check_bounds(state: dict[str, Any], before: dict[str, Any], events: list[Any]) -> None:
    """The invariants of docs/systems/basic.md after one accepted action."""
    assert orjson.loads(orjson.dumps(state)) == state                             # JSON only
    assert not (state["scene"]["phase"] == "open" and state["downtime"]["phase"] == "open")
    for name, rec in state["characters"].items():
        assert rec["damage"] >= before["characters"][name]["damage"] >= 0        # damage only accumulates
        for x in rec["stacked_for"] + rec["stacked_against"]:
            assert x["die"] == die_for_level(LEVELS[x["by"]])                    # the stacker's size
        ops = rec.get("operations")
        if ops:
            assert 0 <= ops["left"] <= max(1, 1 + ops["total"] // 10)
        answers = rec.get("answers")
        if answers:
            assert 0 <= answers["used"] <= answers["allowed"] == {"fail": 2, "partial": 2, "full": 3, "critical": 4}[answers["tier"]]
    for bar in state["bars"].values():
        assert 0 <= bar["filled"] <= bar["size"] and bar["complete"] == (bar["filled"] == bar["size"])
        assert bar["overflow"] == 0                                              # discard is the default
    for ev in events:
        if ev.kind in ("HelpGiven", "HindranceGiven"):
            assert ev.detail["operations"] == max(1, 1 + ev.detail["total"] // 10)
            spent = [e for e in events if e.kind in ("DieStacked", "DieUnstacked") and e.cause == f"test #{ev.detail['test']}"]
            assert len(spent) <= ev.detail["operations"]
        if ev.kind == "FlashbackDicePrepared":
            rolled = next(e for e in events if e.kind == "TestRolled")
            assert 1 <= len(ev.detail["dice"]) <= 1 + max(0, rolled.detail["total"]) // 20
        if ev.kind == "TestRolled":
            assert all(1 <= x["face"] <= x["die"] for x in ev.detail["dice"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_random_sequences_keep_the_bounds(data: st.DataObject) -> None:
    t = start()
    accepted = 0
    for step in range(data.draw(st.integers(10, 45))):
        command, args, actor = action(data, t.state)
        ctx = Context(actor, t.actions + 1, data.draw(st.integers(1, 2**20)))
        frozen = copy.deepcopy(t.state)
        try:
            events, state = decide(t.system, t.state, command, args, ctx)
        except RuleError as exc:
            assert t.state == frozen and "\n" not in str(exc)                      # refused: nothing changed
            continue
        again, _ = decide(t.system, frozen, command, args, ctx)                    # decided again from its record
        assert [(e.kind, e.changes, e.detail, e.cause) for e in again] == [(e.kind, e.changes, e.detail, e.cause) for e in events]
        check_bounds(state, frozen, events)
        t.state, t.actions = state, t.actions + 1
        accepted += 1
    assert accepted >= 1


@settings(max_examples=30, deadline=None)
@given(st.integers(-10, 30), st.integers(1, 20), st.sampled_from(["help", "hinder"]))
def test_stacking_limit_for_any_total(attribute: int, face: int, kind: str) -> None:
    """Once plus once per 10 in the total: exactly that many dice may be stacked, never one more."""
    t = Basic()
    t.pc("Ana", level=5, wits=attribute)
    t.pc("Bo")
    t.in_scene()
    total = face + attribute
    allowed = max(1, 1 + total // 10)
    t.refused(kind, "stack", "Ana", target="Bo", attribute="wits", dice=[face], stack=["d8"] * (allowed + 1))
    t.do(kind, "Ana", target="Bo", attribute="wits", dice=[face], stack=["d8"] * allowed)
    pile = "stacked_for" if kind == "help" else "stacked_against"
    assert [x["die"] for x in t.char("Bo")[pile]] == [8] * allowed


@settings(max_examples=30, deadline=None)
@given(st.integers(-10, 30), st.integers(1, 20))
def test_flashback_dice_for_any_total(attribute: int, face: int) -> None:
    """Prepare: one flashback die plus up to one per 20 in the total, never more."""
    t = Basic()
    t.pc("Ana", level=7, wits=attribute)
    t.in_downtime()
    extra = max(0, face + attribute) // 20
    t.refused("prepare", "extra", "Ana", attribute="wits", dice=[face], extra=extra + 1)
    t.do("prepare", "Ana", attribute="wits", dice=[face])
    assert [x["die"] for x in t.char("Ana")["flashback"]] == [10] * (1 + extra)


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_random_sequences_keep_the_bounds_long(data: st.DataObject) -> None:
    test_random_sequences_keep_the_bounds.hypothesis.inner_test(data)  # type: ignore[attr-defined]
