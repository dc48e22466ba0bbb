"""Mouse Guard advancement at its boundaries: the counts under the seed's and the published rule, marks
past the requirement, beginner's luck opening a skill, helpers and NPCs logging nothing, one log per skill
in a conflict, and the tally projection (also after a simulated undo, and after a permanent injury)."""

from __future__ import annotations

import pytest

from rules.errors import RuleError
from rules.mouseguard import advancement
from test_mouseguard_table import BRAND, MG, ROGARD, faces, opened

# --- advancement ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule,rating,passes,fails", [("seed", 1, 2, 1), ("seed", 5, 6, 5), ("published", 1, 1, 0),
                                                      ("published", 4, 4, 3)])
def test_advancement_counts(rule: str, rating: int, passes: int, fails: int) -> None:
    assert advancement.need(rule, rating) == (passes, fails)
    mg = MG(**{"mouseguard.advance.rule": rule})
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=[f"pathfinder={rating}"])
    mg.play()
    for k, outcome in enumerate(["P"] * passes + ["F"] * fails):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1 if outcome == "P" else 0, rating))
        mg.do("resolve")
        done = k == passes + fails - 1
        assert mg.ch("Sadie")["skills"]["pathfinder"] == (rating + 1 if done else rating)


def test_extra_passes_are_not_marked_and_the_top_rating_stops() -> None:
    mg = MG(**{"mouseguard.skills.maxRating": 6})
    mg.mouse("Sadie", nature=4, will=4, health=4, skill=["pathfinder=6"])
    mg.play()
    for _ in range(8):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1, 6))
        mg.do("resolve")
    assert mg.detail("AdvancementTestLogged")["marked"] is False and mg.detail("AdvancementTestLogged")["passes"] == 7
    for _ in range(6):
        mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(0, 6))
        mg.do("resolve")
    tally = mg.ch("Sadie")["tallies"]["pathfinder"]
    assert len(tally["passes"]) == 7 and len(tally["fails"]) == 6 and mg.ch("Sadie")["skills"]["pathfinder"] == 6
    assert "SkillAdvanced" not in mg.kinds()
    with pytest.raises(Exception):
        MG(**{"mouseguard.skills.maxRating": 1})


def test_beginners_luck_opens_a_skill_at_two_and_then_it_tallies() -> None:
    mg = MG(**{"mouseguard.learn.threshold": "fixed5"})
    mg.mouse("Sadie", nature=4, will=4, health=5, skill=["healer=2"])
    mg.play()
    ids = []
    for k in range(5):
        mg.do("test", "Sadie", skill="Guía", ob=1, ability="salud", dice=faces(k % 2, 3))
        ids.append(mg.detail("TestRolled")["test"])
        mg.do("resolve")
    assert mg.ch("Sadie")["skills"]["pathfinder"] == 2 and "pathfinder" not in mg.ch("Sadie")["learning"]
    assert mg.detail("SkillLearned") == {"character": "Sadie", "skill": "pathfinder", "rating": 2, "test": ids[-1]}
    mg.do("test", "Sadie", skill="pathfinder", ob=1, dice=faces(1, 2))
    mg.do("resolve")
    assert mg.ch("Sadie")["tallies"]["pathfinder"]["passes"] == [mg.actions - 1]


def test_helpers_and_npcs_never_log_and_a_conflict_logs_a_skill_once() -> None:
    mg = opened()
    mg.mouse("Rogard", **ROGARD)
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(1, 4)))
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(1, 4)))
    first = next(r for r in mg.records if r["kind"] == "VolleyRolled")["detail"]["test"]
    assert mg.ch("Brand")["tallies"] == {"fighter": {"passes": [first], "fails": []}}
    assert mg.ch("Bandit")["tallies"] == {}


def test_projection_equals_the_kept_tallies_and_links_each_mark() -> None:
    mg = MG()
    mg.mouse("Sadie", nature=3, will=4, health=4, skill=["pathfinder=1", "healer=2"])
    mg.mouse("Rogard", **ROGARD)
    mg.play()
    for skill, s, extra in [("pathfinder", 1, {}), ("pathfinder", 0, {}), ("pathfinder", 1, {}), ("cook", 0, {"ability": "will"}),
                            ("healer", 1, {}), ("will", 0, {}), ("cook", 1, {"ability": "will"}), ("cook", 1, {"ability": "will"})]:
        count = {"pathfinder": 1, "healer": 2, "will": 4, "cook": 2}[skill]
        if skill == "pathfinder" and "pathfinder" in mg.ch("Sadie")["skills"]:
            count = mg.ch("Sadie")["skills"]["pathfinder"]
        mg.do("test", "Sadie", skill=skill, ob=1, helper=["Rogard"] if skill == "will" else [], dice=faces(s, count + (skill == "will")), **extra)
        mg.do("resolve")
    built = advancement.rebuild(mg.records, mg.state["options"])
    kept = advancement.kept(mg.state, "Sadie")
    assert {k: {"passes": v["passes"], "fails": v["fails"]} for k, v in built["Sadie"]["skills"].items() if v["passes"] or v["fails"]} \
        == kept["tallies"]
    assert {k: v["attempts"] for k, v in built["Sadie"]["learning"].items()} == kept["learning"]
    assert mg.ch("Sadie")["skills"]["pathfinder"] == 2 and mg.ch("Sadie")["skills"]["cook"] == 2
    assert "Rogard" not in built
    view = mg.system.reads["advancement"].view(mg.records, mg.state, "en", name="sadie")
    path = next(s for s in view["skills"] if s["skill"] == "pathfinder")
    assert path["rating"] == 2 and path["advances"] == [{"test": 10, "from": 1, "to": 2}]
    assert any(s["skill"] == "will" and s["fails"] for s in view["skills"])


def replay(script: list[tuple[str, str, dict[str, object]]], skip: tuple[int, ...] = ()) -> MG:
    """Decide ``script`` again from its recorded inputs, leaving out the actions numbered in ``skip``
    (what undo does); action numbers never change."""
    mg = MG()
    for n, (cmd, actor, args) in enumerate(script, start=1):
        if n in skip:
            mg.actions += 1
            continue
        mg.do(cmd, actor, **args)
    return mg


def test_undoing_a_test_gives_the_tallies_of_a_campaign_without_it() -> None:
    """Pathfinder 2 (3 passes and 2 fails to rise): P, F, P, F; undoing the first test (action 5 and its
    resolve) leaves F, P, F, and the projection of the remaining events equals the tallies play keeps."""
    script = [("add-character", "GM", {"name": "Sadie", "nature": 4, "will": 4, "health": 4, "skill": ["pathfinder=2"]}),
              ("session start", "GM", {}), ("turn gm", "GM", {}), ("scene start", "GM", {})]
    for s in (1, 0, 1, 0):
        script += [("test", "Sadie", {"skill": "pathfinder", "ob": 1, "dice": faces(s, 2)}), ("resolve", "GM", {})]
    full = replay(script)
    assert advancement.kept(full.state, "Sadie")["tallies"]["pathfinder"] == {"passes": [5, 9], "fails": [7, 11]}
    without = replay(script, skip=(5, 6))
    built = advancement.rebuild(without.records, without.state["options"])["Sadie"]["skills"]["pathfinder"]
    kept = advancement.kept(without.state, "Sadie")["tallies"]["pathfinder"]
    assert {"passes": built["passes"], "fails": built["fails"]} == kept == {"passes": [9], "fails": [7, 11]}


def test_a_later_test_depends_on_the_one_that_raised_its_rating() -> None:
    """Pathfinder 1: P, F, P raises it to 2, so the next test rolls 2 dice. Decided again without the first
    test, that later test is refused (its typed dice no longer match the pool): it depends on it."""
    script = [("add-character", "GM", {"name": "Sadie", "nature": 4, "will": 4, "health": 4, "skill": ["pathfinder=1"]}),
              ("session start", "GM", {}), ("turn gm", "GM", {}), ("scene start", "GM", {})]
    for s, n in ((1, 1), (0, 1), (1, 1), (1, 2)):
        script += [("test", "Sadie", {"skill": "pathfinder", "ob": 1, "dice": faces(s, n)}), ("resolve", "GM", {})]
    assert replay(script).ch("Sadie")["skills"]["pathfinder"] == 2
    with pytest.raises(RuleError) as info:
        replay(script, skip=(5, 6))
    assert info.value.field == "dice"


def test_permanent_injury_resets_the_tallies_in_state_and_projection() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["injured"])
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=1, dice=faces(0, 2))               # injured: -1D
    mg.do("resolve")
    assert mg.ch("Brand")["tallies"]["scout"]["fails"]
    mg.do("injury", character="Brand", target="scout")
    assert "scout" not in mg.ch("Brand")["tallies"] and mg.ch("Brand")["skills"]["scout"] == 2
    built = advancement.rebuild(mg.records, mg.state["options"])["Brand"]["skills"]["scout"]
    assert built["passes"] == built["fails"] == [] and built["rating"] == 2
