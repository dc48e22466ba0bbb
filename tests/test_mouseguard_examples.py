"""Every worked example of rules-catalogue.md §5.7 (MG-EX-01..40), one test each, driven through
``rules.decide.decide`` and asserting the values."""

from __future__ import annotations

import pytest

from rules.mouseguard.compromise import compromise
from rules.mouseguard.conflict import rotation
from test_mouseguard_table import BANDIT, BRAND, MG, ROGARD, faces

SADIE = {"nature": 4, "will": 4, "health": 3, "skill": ["weather-watcher=2", "pathfinder=2", "healer=4", "fighter=2"]}


def test_ex01_wise_gear_and_help_pass_and_only_the_roller_logs() -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Sadie", **SADIE)
    mg.play()
    mg.do("test", "Rogard", skill="weather watcher", ob=3, wise="weather-wise", gear="spyglass", helper=["Sadie"],
          dice=[6, 5, 4, 3, 2, 1, 4])
    rolled = mg.detail("TestRolled")
    assert rolled["count"] == 7 and rolled["successes"] == 4 and rolled["dice_source"] == "physical"
    assert [(x["kind"], x["dice"]) for x in rolled["pool"]] == [("skill", 4), ("helper", 1), ("wise", 1), ("gear", 1)]
    test = rolled["test"]
    mg.do("resolve")
    assert mg.detail("TestResolved")["passed"] is True and mg.detail("TestResolved")["margin"] == 1
    assert mg.ch("Rogard")["tallies"] == {"weather_watcher": {"passes": [test], "fails": []}}
    assert mg.ch("Sadie")["tallies"] == {} and mg.kinds().count("AdvancementTestLogged") == 1


def test_ex02_success_at_the_price_of_a_condition_logs_a_fail() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=4, dice=[6, 4, 2])
    test = mg.detail("TestRolled")["test"]
    assert mg.detail("TestRolled")["successes"] == 2
    mg.do("take-condition", "Brand", condition="Enfadado")
    assert mg.ch("Brand")["conditions"]["angry"] is True
    mg.do("resolve")
    res = mg.detail("TestResolved")
    assert res["passed"] is True and res["margin"] == -2 and res["condition"] == "angry"
    assert mg.ch("Brand")["tallies"]["scout"] == {"passes": [], "fails": [test]}


def test_ex03_versus_margin_and_tie() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=faces(3, 4))
    mg.do("oppose", "GM", character="Bandit", dice=faces(2, 4))
    mg.do("resolve")
    assert mg.detail("TestResolved")["winner_name"] == "Brand" and mg.detail("TestResolved")["margin"] == 1
    mg.do("test", "Brand", skill="fighter", versus="Bandit", dice=faces(2, 4))
    mg.do("oppose", "GM", character="Bandit", dice=faces(2, 4))
    assert "tied at 2" in mg.refused("phase", "resolve")


@pytest.mark.parametrize("halve,count", [("abilityOnly", 5), ("wholePool", 4)])
def test_ex04_beginners_luck_pool_and_learning_mark(halve: str, count: int) -> None:
    mg = MG(**{"mouseguard.beginnersLuck.halve": halve})
    mg.mouse("Lieam", nature=4, will=3, health=5, skill=["fighter=3"])
    mg.mouse("Sadie", **SADIE)
    mg.play()
    mg.do("test", "Lieam", skill="pathfinder", ob=2, ability="health", helper=["Sadie"], gear="map", dice=faces(1, count))
    rolled = mg.detail("TestRolled")
    assert rolled["count"] == count and rolled["mode"] == "beginners_luck"
    mg.do("resolve")
    assert mg.ch("Lieam")["learning"] == {"pathfinder": [rolled["test"]]} and "pathfinder" not in mg.ch("Lieam")["skills"]


@pytest.mark.parametrize("dice,nature", [([4, 2, 1, 3, 2], 3), ([4, 5, 6, 3, 2], 5)])
def test_ex05_acting_against_nature_taxes_the_margin_of_failure(dice: list[int], nature: int) -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD)
    mg.play()
    mg.do("test", "Rogard", skill="fighter", ob=3, nature="against", dice=dice)
    assert mg.detail("TestRolled")["tested"] == "nature" and mg.detail("TestRolled")["count"] == 5
    mg.do("resolve")
    assert mg.ch("Rogard")["abilities"]["nature"] == nature and mg.ch("Rogard")["nature_max"] == 5


@pytest.mark.parametrize("dice,passed", [([1, 2, 3, 5, 6], True), ([1, 2, 3, 1, 6], False)])
def test_ex06_acting_with_nature_is_never_taxed(dice: list[int], passed: bool) -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD)
    mg.play()
    mg.do("test", "Rogard", skill="survivalist", ob=2, nature="with", dice=dice)
    mg.do("resolve")
    assert mg.detail("TestResolved")["passed"] is passed
    assert mg.ch("Rogard")["abilities"]["nature"] == 5 and "NatureTaxed" not in mg.kinds()


def test_ex07_tapping_nature_against_it_costs_persona_and_one_nature() -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD, persona=2)
    mg.play()
    mg.do("test", "Rogard", skill="fighter", ob=2, nature="tap-against", dice=[5, 4, 1, 2, 3, 3])
    assert mg.detail("TestRolled")["count"] == 6 and mg.ch("Rogard")["persona"] == 1
    mg.do("resolve")
    assert mg.detail("TestResolved")["passed"] is True and mg.ch("Rogard")["abilities"]["nature"] == 4


@pytest.mark.parametrize("rule,nature", [("margin", 4), ("onePlusMargin", 3)])
def test_ex08_tapping_against_nature_and_failing(rule: str, nature: int) -> None:
    mg = MG(**{"mouseguard.nature.tapAgainstFailTax": rule})
    mg.mouse("Rogard", **ROGARD, persona=2)
    mg.play()
    mg.do("test", "Rogard", skill="fighter", ob=2, nature="tap-against", dice=[5, 1, 2, 3, 3, 2])
    mg.do("resolve")
    assert mg.detail("TestResolved")["margin"] == -1 and mg.ch("Rogard")["abilities"]["nature"] == nature


def test_ex09_nature_cannot_be_tapped_on_resources() -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD, persona=2)
    mg.play()
    assert "Resources or Circles" in mg.refused("nature", "test", "Rogard", skill="Recursos", ob=2, nature="tap-with",
                                                 dice=faces(1, 8))


@pytest.mark.parametrize("conditions,value", [([], 8), (["hungry", "tired"], 6)])
def test_ex10_starting_disposition_of_the_seed_example(conditions: list[str], value: int) -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, weapon=["spear"], condition=conditions)
    mg.mouse("Bandit", **BANDIT, weapon=["sword"])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))
    assert mg.disp() == [value, 7]
    assert mg.conflict["phase"] == "scripting" and mg.conflict["exchange"] == 1


def test_ex11_group_disposition_takes_every_members_penalties() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["tired"])
    mg.mouse("Rogard", **ROGARD, condition=["hungry", "angry"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(team=("Brand", "Rogard"))
    mg.do("conflict disposition", character="Brand", helper=["Rogard"], dice=faces(4, 5))
    rolled = mg.detail("DispositionRolled")
    assert rolled["successes"] == 4 and rolled["ability_value"] == 5
    assert sorted(p["condition"] for p in rolled["penalties"]) == ["hungry", "tired"]
    assert mg.disp()[0] == 7


@pytest.mark.parametrize("armour,count,value", [("heavy", 4, 8), ("light", 5, 7)])
def test_ex12_armour_on_the_disposition_roll(armour: str, count: int, value: int) -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, armour=armour, worn="habitual")
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight()
    mg.do("conflict disposition", character="Brand", dice=faces(2, count))
    assert mg.detail("DispositionRolled")["count"] == count and mg.disp()[0] == value


def brand_vs_bandit(mg: MG, brand: list[str] | None = None, bandit: list[str] | None = None) -> None:
    """Brand (Fighter 4, Health 5) against the bandit (Fighter 4, Health 5) with these weapons: dispositions 8 and 7."""
    mg.mouse("Brand", **BRAND, weapon=brand or [])
    mg.mouse("Bandit", **BANDIT, weapon=bandit or [])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 4))))


def test_ex13_attack_against_defend_and_the_defend_cap() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(2, 4)))
    assert mg.disp() == [8, 5]
    mg.volley(("Brand", faces(2, 4)), ("Bandit", faces(3, 4)))
    assert mg.disp() == [8, 6]
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(3, 4)))        # +2 would pass the start: capped at 7
    assert mg.disp() == [8, 7]
    assert mg.conflict["exchange"] == 2 and mg.conflict["phase"] == "scripting"


def test_ex14_attack_against_feint_hits_in_full_and_the_feinter_cannot_act() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["attack"] * 3, ["feint"] * 3)
    mg.do("conflict reveal")
    assert mg.conflict["current"]["needs"] == [True, False]
    mg.refused("phase", "conflict roll", character="Bandit", dice=faces(4, 4))
    mg.do("conflict roll", character="Brand", dice=faces(2, 4))
    assert mg.disp() == [8, 5]


def test_ex15_feint_against_defend_the_defender_may_not_roll() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["feint"] * 3, ["defend"] * 3)
    mg.do("conflict reveal")
    mg.refused("phase", "conflict roll", character="Bandit", dice=faces(4, 4))
    mg.do("conflict roll", character="Brand", dice=faces(3, 4))
    assert mg.disp() == [8, 4]


def test_ex16_feint_against_feint_is_versus() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["feint"] * 3, ["feint"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(1, 4)))
    assert mg.detail("VolleyResolved")["test_kind"] == "versus" and mg.disp() == [8, 5]


def test_ex17_feint_against_maneuver() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["feint"] * 3, ["maneuver"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(2, 4)))
    assert mg.disp() == [8, 4] and mg.conflict["phase"] == "effects"
    mg.do("conflict maneuver", character="Bandit", buy=["position"])
    assert mg.conflict["sides"]["1"]["pending"] == [{"kind": "position", "dice": 2, "actor": "Bandit", "from": "volley 1.1"}]
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Bandit", dice=faces(0, 6))                  # +2D on the next action
    assert mg.detail("VolleyRolled")["count"] == 6


def test_ex18_maneuver_against_maneuver_and_the_sword_bound_to_maneuver() -> None:
    mg = MG()
    brand_vs_bandit(mg, brand=["spear"], bandit=["sword"])
    mg.exchange(["maneuver", "attack", "maneuver"], ["maneuver", "attack", "maneuver"])
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(1, 4))
    mg.do("conflict roll", character="Bandit", sword=True, dice=faces(3, 5))      # sword +1D bound to Maneuver
    assert mg.conflict["sword"] == {"Bandit": "maneuver"} and mg.disp() == [8, 7]
    mg.do("conflict maneuver", character="Brand", buy="impede")
    mg.do("conflict maneuver", character="Bandit", buy="disarm", disarm="spear")
    assert mg.conflict["disarmed"] == {"Brand": ["spear"]}
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(0, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 3))                   # attack: no sword die, impeded -1D
    assert mg.detail("VolleyRolled")["count"] == 3
    mg.do("conflict reveal")
    mg.do("conflict roll", character="Brand", dice=faces(0, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 5))                   # maneuver: the sword die again
    assert mg.detail("VolleyRolled")["count"] == 5


@pytest.mark.parametrize("margin,buy,ok", [
    (1, ["impede"], True), (2, ["position"], True), (2, ["impede"], True), (3, ["disarm"], True),
    (3, ["impede", "position"], True), (4, ["disarm", "impede"], True), (5, ["disarm", "position"], True),
    (6, ["impede", "position", "disarm"], True), (2, ["impede", "impede"], False), (2, ["disarm"], False),
])
def test_ex19_maneuver_purchases(margin: int, buy: list[str], ok: bool) -> None:
    mg = MG()
    mg.mouse("Conrad", nature=4, will=3, health=5, skill=["fighter=6"], weapon=["axe"])
    mg.mouse("Bandit", **BANDIT, weapon=["sword"])
    mg.play()
    mg.fight(team=("Conrad",), rolls=(("Conrad", faces(3, 6)), ("Bandit", faces(2, 4))))
    mg.exchange(["maneuver"] * 3, ["maneuver"] * 3)
    mg.volley(("Conrad", faces(margin, 6)), ("Bandit", faces(0, 4)))
    args = {"disarm": "sword"} if "disarm" in buy else {}
    if not ok:
        mg.refused("buy", "conflict maneuver", character="Conrad", buy=buy, **args)
        return
    mg.do("conflict maneuver", character="Conrad", buy=buy, **args)
    spent = mg.detail("ManeuverSpent")
    assert spent["bought"] == buy and spent["lost"] == margin - sum({"impede": 1, "position": 2, "disarm": 3}[b] for b in buy)
    assert ("disarm" in buy) == (mg.conflict["disarmed"] == {"Bandit": ["sword"]})
    assert mg.conflict["phase"] == "sealed"


def test_ex20_a_knifes_maneuver_disarms_a_spear() -> None:
    mg = MG()
    brand_vs_bandit(mg, brand=["knife"], bandit=["spear"])
    mg.exchange(["maneuver"] * 3, ["maneuver"] * 3)
    mg.volley(("Brand", faces(1, 4)), ("Bandit", faces(0, 4)))
    assert mg.conflict["disarmed"] == {"Bandit": ["spear"]} and mg.detail("WeaponDisarmed")["how"] == "knife"
    mg.do("conflict maneuver", character="Brand", buy="impede")
    assert mg.conflict["sides"]["1"]["pending"][0]["kind"] == "impede"


def test_ex21_hook_and_line() -> None:
    mg = MG()
    mg.mouse("Kenzie", nature=4, will=4, health=4, skill=["fighter=3"], weapon=["hook and line"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(team=("Kenzie",), rolls=(("Kenzie", faces(2, 3)), ("Bandit", faces(2, 4))))
    mg.exchange(["maneuver", "attack", "attack"], ["defend"] * 3)
    mg.volley(("Kenzie", faces(3, 4)), ("Bandit", faces(1, 4)))                   # 4 dice: +1D to Maneuver
    assert mg.conflict["phase"] == "effects"
    mg.do("conflict maneuver", character="Kenzie", buy="position")
    mg.volley(("Kenzie", faces(1, 5)))                                            # +2D position, +1s hook
    rolled = mg.detail("VolleyRolled")
    assert rolled["count"] == 5 and rolled["successes"] == 2 and rolled["bonus"][0]["kind"] == "hook"
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    assert mg.disp()[1] == 5 and mg.conflict["sides"]["0"]["pending"] == []


def test_ex22_defend_against_defend() -> None:
    mg = MG()
    brand_vs_bandit(mg)
    mg.exchange(["attack", "defend", "defend"], ["attack", "defend", "defend"])
    mg.volley(("Brand", faces(2, 4)), ("Bandit", faces(2, 4)))
    assert mg.disp() == [6, 5]
    mg.volley(("Brand", faces(4, 4)), ("Bandit", faces(2, 4)))
    assert mg.detail("VolleyResolved")["test_kind"] == "independent" and mg.disp() == [7, 5]


@pytest.mark.parametrize("weapon,after,kind", [("spear", [8, 6], "versus"), ("sword", [6, 4], "independent")])
def test_ex23_a_spear_makes_attack_against_attack_versus(weapon: str, after: list[int], kind: str) -> None:
    mg = MG()
    brand_vs_bandit(mg, brand=[weapon], bandit=["sword"])
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(2, 4)))
    assert mg.detail("VolleyResolved")["test_kind"] == kind and mg.disp() == after


@pytest.mark.parametrize("start,final,level", [
    (8, 8, "none"), (8, 6, "minor"), (8, 4, "compromise"), (8, 2, "compromise"), (8, 1, "major"),
    (7, 4, "minor"), (7, 3, "compromise"),
])
def test_ex24_compromise_from_the_winners_remaining_disposition(start: int, final: int, level: str) -> None:
    assert compromise(start, final, "compromise") == level


def test_ex25_both_changes_at_once_end_the_conflict_with_a_compromise() -> None:
    """Brand 8/8; the bandit brought to 2 by a full Attack on his Feint (volley 1); then volley 2, Attack vs
    Attack (swords: no override) 3 and 5: bandit 0, Brand 3 at once; the conflict ends, volley 3 is void."""
    mg = MG()
    mg.mouse("Brand", **BRAND, weapon=["sword"], persona=1)
    mg.mouse("Bandit", kind="npc", nature=3, health=5, skill=["fighter=5"], weapon=["sword"])
    mg.play()
    mg.fight(rolls=(("Brand", faces(3, 4)), ("Bandit", faces(2, 5))))
    mg.exchange(["attack"] * 3, ["feint", "attack", "attack"])
    mg.volley(("Brand", faces(5, 5)), persona=1)
    assert mg.disp() == [8, 2]
    mg.volley(("Brand", faces(3, 4)), ("Bandit", faces(5, 5)))
    assert mg.disp() == [3, 0] and mg.detail("VolleyResolved")["delta"] == [-5, -3]
    out = mg.conflict["outcome"]
    assert mg.conflict["phase"] == "ended" and out["winner_names"] == ["Brand"]
    assert (out["start"], out["final"], out["lost"], out["compromise"]) == (8, 3, 5, "compromise")
    assert mg.conflict["revealed"] == {"1": 2} and len(mg.conflict["volleys"]) == 2
    mg.refused("phase", "conflict reveal")
    mg.do("conflict close", terms="taken to Lockhaven, but he keeps his secret")
    assert mg.state.get("conflict") is None and mg.conflict["phase"] == "closed"


def test_ex26_both_sides_at_zero_is_a_draw() -> None:
    mg = MG()
    mg.mouse("Mite", nature=1, will=1, health=1, skill=["fighter=1"])
    mg.mouse("Gnat", kind="npc", nature=1, skill=["fighter=1"])
    mg.play()
    mg.fight(team=("Mite",), opponents=("Gnat",), rolls=(("Mite", [2]), ("Gnat", [2])))
    assert mg.disp() == [1, 1]
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Mite", [5]), ("Gnat", [6]))
    out = mg.conflict["outcome"]
    assert mg.disp() == [0, 0] and out["draw"] is True and out["winner"] is None and out["compromise"] == "major"


def test_ex27_the_scripting_rotation() -> None:
    assert rotation(["PC1", "PC2"], 1) == ["PC1", "PC2", "PC1"]
    assert rotation(["PC1", "PC2"], 2) == ["PC2", "PC1", "PC2"]
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD)
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.fight(team=("Brand", "Rogard"), rolls=(("Brand", faces(2, 4)), ("Bandit", faces(2, 4))))
    mg.exchange(["defend"] * 3, ["defend"] * 3)
    assert [a["actor"] for a in mg.conflict["scripts"]["1"]["0"]] == ["Brand", "Rogard", "Brand"]
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(0, 4)))
    mg.volley(("Rogard", faces(0, 1)), ("Bandit", faces(0, 4)))
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(0, 4)))
    mg.exchange(["defend"] * 3, ["defend"] * 3)
    assert [a["actor"] for a in mg.conflict["scripts"]["2"]["0"]] == ["Rogard", "Brand", "Rogard"]


def _test(mg: MG, who: str, skill: str, passed: bool, count: int, **more: str) -> int:
    mg.do("test", who, skill=skill, ob=1, dice=faces(1 if passed else 0, count), **more)
    test = mg.detail("TestRolled")["test"]
    mg.do("resolve")
    return test


@pytest.mark.parametrize("rule,sequence", [("seed", "PPFPFFP"), ("published", "PPFPF")])
def test_ex28_raising_a_skill(rule: str, sequence: str) -> None:
    mg = MG(**{"mouseguard.advance.rule": rule})
    mg.mouse("Sadie", nature=4, will=4, health=3, skill=["pathfinder=3"])
    mg.play()
    ids = []
    for k, step in enumerate(sequence):
        ids.append(_test(mg, "Sadie", "pathfinder", step == "P", 3))
        if k < len(sequence) - 1:
            assert mg.ch("Sadie")["skills"]["pathfinder"] == 3
    assert mg.ch("Sadie")["skills"]["pathfinder"] == 4 and "pathfinder" not in mg.ch("Sadie")["tallies"]
    advanced = mg.detail("SkillAdvanced")
    assert advanced["rating_before"] == 3 and advanced["rating"] == 4 and advanced["test"] == ids[-1]
    assert next(e.cause for e in mg.events if e.kind == "SkillAdvanced") == f"test #{ids[-1]}"


@pytest.mark.parametrize("rule,learned", [("natureMax", False), ("natureCurrent", True), ("fixed5", False)])
def test_ex29_learning_threshold(rule: str, learned: bool) -> None:
    mg = MG(**{"mouseguard.learn.threshold": rule})
    mg.mouse("Sadie", nature=5, nature_current=4, will=4, health=4, skill=["healer=2"])
    mg.play()
    for _ in range(4):
        _test(mg, "Sadie", "pathfinder", False, 2, ability="health")    # beginner's luck: half of Health 4
    skills, learning = mg.ch("Sadie")["skills"], mg.ch("Sadie")["learning"]
    assert (skills.get("pathfinder") == 2) is learned
    assert ("pathfinder" in learning) is not learned and (len(learning.get("pathfinder", [])) == 4) is not learned


def test_ex30_a_25th_skill_is_refused() -> None:
    from rules.mouseguard.data import SKILLS

    mg = MG()
    names = [s for s in SKILLS if s != "pathfinder"][:24]
    mg.mouse("Scholar", nature=4, will=4, health=4, skill=[f"{s}=2" for s in names])
    assert "25" in mg.refused("skill", "add-character", name="Sage", nature=4, will=4, health=4,
                              skill=[f"{s}=2" for s in names + ["pathfinder"]])
    mg.play()
    assert "24 skills" in mg.refused("skill", "test", "Scholar", skill="pathfinder", ob=1, ability="health", dice=[5, 5])


def test_ex31_tired_recovery_with_armour_and_shield() -> None:
    mg = MG()
    mg.mouse("Sadie", **{**SADIE, "health": 4}, weapon=["shield"], armour="light", worn="habitual")
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rat", kind="animal", nature=1)
    mg.play()
    mg.fight(team=("Sadie",), opponents=("Rat",), rolls=(("Sadie", faces(0, 3)), ("Rat", [2])))
    mg.exchange(["attack"] * 3, ["defend"] * 3)
    mg.volley(("Sadie", faces(2, 2)), ("Rat", [2]))
    mg.do("conflict close", terms="the rat flees")
    assert mg.ch("Sadie")["shield_last_fight"] == {"used": True, "with_weapon": False}
    mg.do("mark", character="Sadie", condition="tired")
    mg.do("turn players")
    mg.do("test", "Sadie", skill="health", recover="tired", dice=faces(2, 2))
    assert mg.detail("TestRolled")["count"] == 2 and mg.detail("TestRolled")["ob"] == 3
    mg.do("resolve")
    assert mg.ch("Sadie")["conditions"]["tired"] is True
    mg.refused("outdoors", "rest", character="Sadie", outdoors=True)
    mg.do("rest", character="Sadie")
    assert mg.ch("Sadie")["conditions"]["tired"] is False


def test_ex31_with_help_it_can_pass() -> None:
    mg = MG()
    mg.mouse("Sadie", **{**SADIE, "health": 4}, armour="light", worn="habitual", condition=["tired"])
    mg.mouse("Brand", **BRAND)
    mg.play("players")
    mg.do("test", "Sadie", skill="health", recover="tired", helper="Brand", dice=faces(3, 4))
    mg.do("resolve")
    assert mg.ch("Sadie")["conditions"]["tired"] is False


def test_ex32_hungry_first_or_the_attempt_fails() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["hungry", "injured"])
    mg.play("players")
    # seed 004 "Condiciones": "o fallarás en tu intento" — no roll is read, so typed dice are refused, nothing written
    said = mg.refused("dice", "test", "Brand", skill="health", recover="injured", dice=faces(4, 4))
    assert said.startswith("Brand is Hungry/Thirsty: recovering from Injured fails without a roll")
    mg.do("test", "Brand", skill="health", recover="injured")
    assert mg.kinds() == ["TestAutoFailed"] and mg.state.get("test") is None
    assert mg.ch("Brand")["conditions"]["injured"] is True and mg.state["turn"]["tests"] == {"Brand": 1}


def test_ex33_a_failed_treatment_clears_the_condition_and_leaves_a_permanent_injury() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["injured"])
    mg.mouse("Sadie", **SADIE)
    mg.play("players")
    mg.do("test", "Sadie", skill="healer", patient="Brand", recover="injured", dice=[6, 3, 2, 1])
    assert mg.detail("TestRolled")["ob"] == 3
    mg.refused("injury", "resolve")
    mg.refused("injury", "resolve", injury="circles")
    mg.do("resolve", injury="scout")
    assert mg.ch("Brand")["conditions"]["injured"] is False and mg.ch("Brand")["skills"]["scout"] == 2
    assert mg.ch("Brand")["permanent_injuries"][0]["target"] == "scout"


def test_ex34_a_permanent_injury_is_accepted_only_in_the_gms_turn() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, condition=["injured"], checks=1)
    mg.play("players")
    assert "GM's Turn" in mg.refused("phase", "injury", character="Brand", target="scout")
    mg.do("turn end")
    mg.do("rewards done")
    mg.do("turn gm")
    mg.do("injury", character="Brand", target="scout")
    assert mg.ch("Brand")["skills"]["scout"] == 2 and mg.ch("Brand")["checks"] == 1
    assert mg.ch("Brand")["conditions"]["injured"] is False


def test_ex35_a_trait_against_yourself_earns_checks_once_per_test() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Calm=1"])
    mg.mouse("Bandit", **BANDIT)
    mg.play()
    mg.do("test", "Brand", skill="fighter", versus="Bandit", against_trait="Calm", handicap="opponent-dice",
          dice=faces(2, 4))
    assert mg.ch("Brand")["checks"] == 2
    mg.do("oppose", "GM", character="Bandit", dice=faces(2, 6))                    # 4 + the trait's 2 dice
    mg.refused("against_trait", "break-tie", "Brand", trait="Calm")


def test_ex35_one_handicap_per_turn_under_per_turn_phase() -> None:
    mg = MG(**{"mouseguard.checks.selfHandicapScope": "perTurnPhase"})
    mg.mouse("Brand", **BRAND, trait=["Calm=1"])
    mg.play()
    mg.do("test", "Brand", skill="scout", ob=2, against_trait="Calm", handicap="minus-die", dice=faces(0, 2))
    mg.do("resolve")
    assert mg.ch("Brand")["checks"] == 1
    mg.refused("against_trait", "test", "Brand", skill="scout", ob=2, against_trait="Calm", dice=faces(0, 2))


def test_ex36_recharging_a_level_three_trait_and_an_extra_test() -> None:
    mg = MG()
    mg.mouse("Rogard", **ROGARD, trait=["Wise=3"], checks=5)
    mg.play("players")
    mg.do("test", "Rogard", skill="weather-watcher", ob=3, dice=[5, 2, 2, 1])
    mg.do("reroll", "Rogard", trait="Wise", dice=[5, 6, 1])
    assert mg.detail("TraitReroll")["faces"] == [5, 5, 6, 1] and mg.ch("Rogard")["traits"]["Wise"]["used"] is True
    mg.do("resolve")
    mg.do("trait recharge", character="Rogard", trait="Wise")
    assert mg.ch("Rogard")["checks"] == 1 and mg.ch("Rogard")["traits"]["Wise"]["used"] is False
    mg.refused("spend_check", "test", "Rogard", skill="weather-watcher", ob=1, dice=faces(1, 4))
    mg.do("test", "Rogard", skill="weather-watcher", ob=1, spend_check=True, dice=faces(1, 4))
    assert mg.ch("Rogard")["checks"] == 0 and mg.state["turn"]["tests"] == {"Rogard": 2}


def test_ex37_level_one_once_a_session_level_two_every_roll() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND, trait=["Brave=1", "Stubborn=2"], checks=2)
    mg.play()
    for _ in range(2):
        mg.do("test", "Brand", skill="scout", ob=1, trait="Stubborn", dice=faces(1, 4))
        mg.do("resolve")
    mg.do("test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    mg.do("resolve")
    assert "already used" in mg.refused("trait", "test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    mg.do("turn players")
    mg.do("trait recharge", character="Brand", trait="Brave")
    mg.do("test", "Brand", skill="scout", ob=1, trait="Brave", dice=faces(1, 4))
    assert mg.ch("Brand")["checks"] == 0 and mg.detail("TestRolled")["count"] == 4


def test_ex38_rewards() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD)
    mg.play("players")
    mg.do("scene end")
    mg.do("turn end")
    mg.refused("persona", "rewards give", character="Brand", persona=["mvp", "workhorse"])
    mg.do("rewards give", character="Brand", fate=["belief", "goal", "instinct"],
          persona=["goal-accomplished", "mvp", "roleplay"])
    assert (mg.ch("Brand")["fate"], mg.ch("Brand")["persona"]) == (3, 3)
    mg.refused("persona", "rewards give", character="Rogard", persona=["mvp"])
    mg.do("rewards give", character="Rogard", persona=["Currante"])
    assert mg.ch("Rogard")["persona"] == 1 and mg.state["rewards"]["workhorse"] == "Rogard"


def test_ex39_a_halberds_mode_holds_for_the_exchange() -> None:
    mg = MG()
    brand_vs_bandit(mg, brand=["halberd"], bandit=["sword"])
    mg.do("conflict wield", character="Brand", weapon="halberd", mode="spear")
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(0, 4)))
    mg.do("conflict reveal")
    mg.refused("phase", "conflict wield", character="Brand", weapon="halberd", mode="axe")
    mg.do("conflict roll", character="Brand", dice=faces(0, 4))
    mg.do("conflict roll", character="Bandit", dice=faces(0, 4))
    mg.volley(("Brand", faces(0, 4)), ("Bandit", faces(0, 4)))
    mg.do("conflict wield", character="Brand", weapon="alabarda", mode="hacha")
    assert mg.conflict["wield"]["Brand"] == {"weapon": "halberd", "mode": "axe"}
    mg.exchange(["attack"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(0, 5)), ("Bandit", faces(0, 4)))                     # as an axe: +1D to Attack
    assert [e.detail["count"] for e in mg.events if e.kind == "VolleyRolled"] == [4]


def test_ex40_a_rating_of_zero_cannot_be_tested() -> None:
    mg = MG()
    mg.mouse("Brand", **{**BRAND, "health": 1}, condition=["injured"])
    mg.play()
    mg.do("injury", character="Brand", target="health")
    assert mg.ch("Brand")["abilities"]["health"] == 0
    assert "is 0" in mg.refused("skill", "test", "Brand", skill="Salud", ob=1, dice=[])
