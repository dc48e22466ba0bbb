"""Property tests over random legal Mouse Guard play (hypothesis, modest example counts; longer runs with --runslow).

1. The advancement tallies rebuilt from the recorded events alone equal the tallies play kept in the
   state (and the ratings they reached), under either advancement rule and learning threshold.
2. In random conflicts, every disposition stays between 0 and its starting value after every action,
   whatever Attack, Feint and Defend do, and the conflict ends exactly when a side reaches 0.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pytest

from rules.mouseguard import advancement
from rules.mouseguard.data import ACTIONS, EFFECTS
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SKILLS = ["fighter", "scout", "weather_watcher", "pathfinder", "will", "health", "cook", "hunter", "nature"]


def check_tallies(mg: MG) -> None:
    built = advancement.rebuild(mg.records, mg.state["options"])
    for who, rec in mg.state["characters"].items():
        if rec["kind"] != "pc":
            assert who not in built
            continue
        kept = advancement.kept(mg.state, who)
        mine = built.get(who, {"skills": {}, "learning": {}})
        assert {k: {"passes": v["passes"], "fails": v["fails"]} for k, v in mine["skills"].items()
                if v["passes"] or v["fails"]} == kept["tallies"]
        assert {k: v["attempts"] for k, v in mine["learning"].items()} == kept["learning"]
        for skill, entry in mine["skills"].items():
            now = rec["nature_max"] if skill == "nature" else (rec["abilities"].get(skill) if skill in rec["abilities"]
                                                              else rec["skills"].get(skill))
            assert entry["rating"] == now, (who, skill)


def play_tests(mg: MG, data: Any, steps: int) -> None:
    """Random independent and versus tests (seeded dice) by two mice in the GM's Turn."""
    for _ in range(steps):
        who = data.draw(st.sampled_from(["Brand", "Rogard"]))
        skill = data.draw(st.sampled_from(SKILLS))
        rec = mg.ch(who)
        args: dict[str, Any] = {"skill": skill, "seed": data.draw(st.integers(0, 10**6))}
        if skill not in rec["skills"] and skill not in rec["abilities"]:
            args["ability"] = data.draw(st.sampled_from(["will", "health"]))
        if (rec["abilities"].get(skill) if skill in rec["abilities"] else 1) == 0:
            continue
        if data.draw(st.booleans()):
            args["ob"] = data.draw(st.integers(1, 4))
            mg.do("test", who, **args)
        else:
            mg.do("test", who, versus="Bandit", **args)
            mg.do("oppose", "GM", character="Bandit", skill="fighter", seed=data.draw(st.integers(0, 10**6)))
            if mg.state["test"]["sides"][0]["successes"] == mg.state["test"]["sides"][1]["successes"]:
                mg.do("break-tie", who, trait="Stubborn")
        mg.do("resolve")
        check_tallies(mg)


def table(rule: str, threshold: str) -> MG:
    mg = MG(**{"mouseguard.advance.rule": rule, "mouseguard.learn.threshold": threshold})
    mg.mouse("Brand", **{**BRAND, "skill": ["fighter=1", "scout=2"]}, trait=["Stubborn=1"])
    mg.mouse("Rogard", **{**ROGARD, "skill": ["weather-watcher=1", "fighter=1"]}, trait=["Stubborn=2"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    return mg


@FAST
@given(data=st.data(), rule=st.sampled_from(["seed", "published"]), threshold=st.sampled_from(["natureMax", "fixed5", "natureCurrent"]))
def test_tallies_rebuilt_from_events_equal_the_tallies_kept(data: Any, rule: str, threshold: str) -> None:
    mg = table(rule, threshold)
    play_tests(mg, data, data.draw(st.integers(1, 25)))


@pytest.mark.slow
@SLOW
@given(data=st.data(), rule=st.sampled_from(["seed", "published"]), threshold=st.sampled_from(["natureMax", "fixed5", "natureCurrent"]))
def test_tallies_rebuilt_from_events_long(data: Any, rule: str, threshold: str) -> None:
    mg = table(rule, threshold)
    play_tests(mg, data, data.draw(st.integers(20, 80)))


def bounded(mg: MG) -> None:
    c = mg.conflict
    for k in ("0", "1"):
        side = c["sides"][k]
        if side["start"] is not None:
            assert 0 <= side["disposition"] <= side["start"], side
    zero = any(c["sides"][k]["disposition"] == 0 for k in ("0", "1") if c["sides"][k]["start"] is not None)
    assert (c["phase"] in ("ended", "closed")) == zero or not mg.state["options"]["mouseguard.conflict.endImmediately"]


def play_conflict(mg: MG, data: Any, limit: int) -> None:
    """Random scripts, rolls and maneuver purchases until a side is at 0 or ``limit`` actions."""
    mg.do("conflict start", type="fight", team=["Brand", "Rogard"], goal="drive it off", opponents=["Bandit"],
          opponent_goal="the grain")
    for who in ("Brand", "Bandit"):
        mg.do("conflict disposition", character=who, seed=data.draw(st.integers(0, 10**6)))
        bounded(mg)
    for _ in range(limit):
        c = mg.conflict
        phase = c["phase"]
        if phase == "ended":
            break
        if phase == "scripting":
            for side in ("Brand", "Bandit"):
                mg.do("conflict script", side=side, actions=[data.draw(st.sampled_from(ACTIONS)) for _ in range(3)])
        elif phase == "sealed":
            mg.do("conflict reveal")
        elif phase == "volley":
            cur = c["current"]
            k = next(i for i in (0, 1) if cur["needs"][i] and cur["rolls"][i] is None)
            mg.do("conflict roll", character=cur["actions"][k]["actor"], seed=data.draw(st.integers(0, 10**6)))
        elif phase == "effects":
            k, budget = next(iter(c["current"]["budgets"].items()))
            buys = [e for e in ("impede", "position") if data.draw(st.booleans())]
            while sum(EFFECTS[e] for e in buys) > budget:
                buys.pop()
            mg.do("conflict maneuver", character=c["current"]["actions"][int(k)]["actor"], buy=buys)
        bounded(mg)
    check_tallies(mg)


@FAST
@given(data=st.data(), end=st.booleans())
def test_dispositions_stay_between_zero_and_their_start(data: Any, end: bool) -> None:
    mg = MG(**{"mouseguard.conflict.endImmediately": end})
    mg.mouse("Brand", **BRAND, weapon=[data.draw(st.sampled_from(["spear", "sword", "knife", "hook and line", "bow"]))])
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Bandit", **{**BANDIT, "nature": 3}, weapon=[data.draw(st.sampled_from(["sword", "spear", "sling", "axe"]))])
    mg.play()
    play_conflict(mg, data, 60)


@pytest.mark.slow
@SLOW
@given(data=st.data(), end=st.booleans())
def test_dispositions_bounded_long(data: Any, end: bool) -> None:
    mg = MG(**{"mouseguard.conflict.endImmediately": end})
    mg.mouse("Brand", **BRAND, weapon=["halberd"])
    mg.mouse("Rogard", **ROGARD, weapon=["staff"])
    mg.mouse("Bandit", **BANDIT, weapon=["shield"])
    mg.play()
    play_conflict(mg, data, 200)
