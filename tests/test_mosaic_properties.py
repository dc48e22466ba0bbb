"""Property tests for MOSAIC over random action sequences: the Advantage pool never exceeds Trust, no
bonus source adds dice twice to a roll, counters stay in their bounds, refusals change nothing.

Source: docs/systems/mosaic.md "Tests" (the pool never exceeds Trust; no source adds dice twice); seed 001 "Trust",
"Bonus dice"; catalogue MO-R04, MO-D02, MO-A07, MO-A10. Dice come from seeds, so every pool size
gets the right number of faces and most rolls are accepted.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.errors import RuleError
from rules.mosaic.data import MOVES, STATS
from test_mosaic_examples import Mosaic

PCS = ["Kenji", "Diego", "Itzel"]
CULTURES = ["A", "B", "C", "D", "E"]
MOVE_NAMES = [spec["names"][0] for spec in MOVES.values()]


def table() -> Mosaic:
    """Three PCs (Trust 3), two NPCs of A and B, a running session."""
    g = Mosaic()
    g.three()
    g.do("npc add", name="Yaotl", culture="A", rank=2)
    g.do("npc add", name="Malinal", culture="B", rank=1)
    g.do("session start")
    return g


def draw_action(data: st.DataObject, state: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """One candidate action (often legal, sometimes not), steered by the current phases."""
    pick = lambda xs: data.draw(st.sampled_from(xs))  # noqa: E731
    who, culture, stat = pick(PCS), pick(CULTURES), pick(list(STATS))
    seed = data.draw(st.integers(0, 10_000))
    pooled = [c for c, n in state["advantage_pool"].items() if n] or CULTURES
    due = [int(k) for k in state["gm_due"]] or [1]
    if state["roll_phase"] == "adjusting":
        kinds = ["resolve"] * 4 + ["tile", "invest", "press", "press", "dispute"]
    elif state["rest"]["phase"] != "idle":
        kinds = (["task"] * 4 if state["rest"]["phase"] == "tasks" else []) + ["participate", "convert", "convert", "add",
                                                                                "milestone", "milestone", "milestone", "rest end"]
    elif state["scene"]["phase"] == "open":
        kinds = ["roll"] * 6 + ["scene end", "challenge", "add", "act", "gm", "interaction end", "journey", "influence"]
    else:
        kinds = ["scene start"] * 3 + ["rest start"] * 2 + ["gm", "gm", "challenge", "session", "tap"]
    kind = pick(kinds)
    roller = state["roll"]["roller"] if state.get("roll") else who
    if kind == "roll":
        interaction = state["interaction"]["phase"] == "open"
        moves = [m for m, spec in MOVES.items() if (spec["kind"] == "interaction") == interaction or data.draw(st.integers(0, 9)) == 0]
        mid = pick(moves)
        args = {"move": MOVES[mid]["names"][0], "seed": seed, "self_initiated": data.draw(st.booleans())}
        if mid == "initiate_interaction" or data.draw(st.integers(0, 9)) == 0:
            args["with_"] = pick(["Yaotl", "Malinal"])
        if data.draw(st.integers(0, 3)) == 0:
            args["tile"] = True
        if data.draw(st.integers(0, 3)) == 0:
            args["press"] = pick(pooled)
        if mid == "care":
            args["target"] = pick(PCS)
        return "roll", who, args
    if kind == "resolve":
        roll = state["roll"]
        options = list(MOVES[roll["move"]]["options"]) + ["TRAIT"]
        picks = [pick(options)] if roll["tier"] != "miss" or data.draw(st.integers(0, 4)) == 0 else []
        args: dict[str, Any] = {"pick": picks}
        if roll["move"] == "care":
            args["influence"] = f"{culture}:{stat}"
        if roll.get("critical"):
            args["restore_tile"] = pick(CULTURES) if data.draw(st.booleans()) else None
        if data.draw(st.booleans()):
            return "resolve", "GM", dict(args, gm_move="the GM moves")
        return "resolve", roller, args
    simple: dict[str, tuple[str, str, dict[str, Any]]] = {
        "tile": ("spend-tile", roller, {"seed": seed}),
        "invest": ("invest", roller, {"accept_loss": data.draw(st.booleans())}),
        "press": ("press", roller, {"culture": pick(pooled), "seed": seed}),
        "dispute": ("dispute", "GM", {"roll": state["roll"]["id"] if state.get("roll") else 1}),
        "task": ("rest task", who, {"stat": stat, "choice": pick(["tile", "clear", "xp", "xp"]),
                                    "advantage": data.draw(st.integers(0, 3)) == 0}),
        "participate": ("rest participate", who, {"with_": pick(PCS), "request": "personal",
                                                  "choice": pick(["clear", "trust", "highlight"])}),
        "convert": ("advantage convert", "GM", {"culture": pick(pooled), "count": data.draw(st.integers(1, 2))}),
        "milestone": ("milestone", who, pick([{"milestone": "train", "item": "Rope"}, {"milestone": "rethink", "stat": stat, "to": pick(list(STATS))},
                                              {"milestone": "location", "name": f"Place {seed}"},
                                              {"milestone": "mark", "name": f"Mark {seed}", "culture": culture}])),
        "rest end": ("rest end", "GM", {}),
        "rest start": ("rest start", "GM", {"lose": [pick(pooled)] if data.draw(st.integers(0, 3)) == 0 else []}),
        "add": ("advantage add", "GM", {"culture": culture, "count": data.draw(st.integers(1, 3))}),
        "scene start": ("scene start", "GM", {}),
        "scene end": ("scene end", "GM", {}),
        "challenge": ("quest challenge", "GM", {"outcome": pick(["risen", "failed"]),
                                                "lose": [pick(pooled)] if data.draw(st.booleans()) else []}),
        "act": ("act-on-answer", who, {}),
        "gm": ("gm-move", "GM", {"roll": pick(due), "text": "the GM moves"}),
        "interaction end": ("interaction end", "GM", {}),
        "journey": ("journey start", "GM", {"leader": pick(PCS), "scout": pick(PCS)}),
        "influence": ("influence mark", "GM", {"character": who, "culture": culture, "stat": stat}),
        "session": ("session end", "GM", {}) if state["session"]["phase"] == "running" else ("session start", "GM", {}),
        "tap": ("tap", who, {"mark": pick(list(state["marks"]) or ["none"])}),
    }
    return simple[kind]


def check_roll(roll: dict[str, Any]) -> None:
    """No source adds dice twice; the pool is base + each used source's dice."""
    count = Counter(d["source"] for d in roll["dice"])
    assert count["highlight"] <= 1 and count["tile"] <= 1 and count["press"] in (0, 2)
    assert (count["highlight"] == 1) == bool(roll["sources"].get("highlight"))
    assert (count["tile"] == 1) == str(roll["sources"].get("tile") or "").startswith("spent")
    assert (count["press"] == 2) == bool(roll["sources"].get("press"))
    faces = [d["face"] for d in roll["dice"]]
    assert roll["total"] == sum(sorted(faces)[-2:])


def check(state: dict[str, Any]) -> None:
    """The bounds that hold after every accepted action."""
    size = sum(state["advantage_pool"].values())
    assert all(n > 0 for n in state["advantage_pool"].values())
    assert size <= state["trust"]["base"] + state["trust"]["temp"], "the Advantage pool exceeds Trust"
    assert state["trust"]["base"] >= 0 and state["trust"]["temp"] >= 0 and state["experience"] >= 0
    for name, rec in state["characters"].items():
        if rec["kind"] != "pc" or "ranks" not in rec:
            continue
        for culture, have in rec["tiles"].items():
            cap = sum(1 for r in rec["ranks"].values() if r["culture"] == culture)
            assert 0 <= have <= cap, (name, culture, have, cap)
    if state["roll_phase"] == "adjusting":
        check_roll(state["roll"])


def run(data: st.DataObject, steps: int) -> None:
    g = table()
    accepted = 0
    for _ in range(steps):
        command, actor, args = draw_action(data, g.state)
        before = copy.deepcopy(g.state)
        try:
            events = g.do(command, actor, **args)
        except RuleError as exc:
            assert g.state == before and str(exc).count("\n") == 0
            continue
        accepted += 1
        for ev in events:
            if ev.kind == "RollResolved":
                check_roll(ev.detail["roll"])
        check(g.state)
    assert accepted > 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_pool_within_trust_and_sources_once(data: st.DataObject) -> None:
    run(data, 40)


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_pool_within_trust_and_sources_once_long(data: st.DataObject) -> None:
    run(data, 120)
