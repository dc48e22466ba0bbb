"""Mouse Guard conflicts whose opponents are split too: one patrol against two bands of weasels, and as many
teams as bands, each pair its own front with its own dispositions, scripts, volleys and compromise.

Seed 004 "Conflictos" ("Los conflictos se dividen en tandas que siempre comienza con un pj (o grupo de ellos) y
luego el rival"; "Siempre se elige en secreto una acción para cada tanda"), "Disposición inicial" ("Si actuáis en
grupo, todas las penalizaciones individuales se aplican al total"), "Ejemplo de conflicto" ("en el caso de ser 2
contra 1, se turnarian, pj1, pnj, pj2, pnj"), "Compromisos" (the compromise measured from the winner's
disposition); catalogue §5.5 C0-C7, MG-EX-13, MG-EX-24, MG-EX-27, MG-A12, MG-A31; docs/systems/mouseguard.md
"Several teams". Several teams against one opponent are ``test_mouseguard_teams.py``.
"""

from __future__ import annotations

from pathlib import Path

from conftest import Cli
from rules.mouseguard.refusals import refusal
from rules.mouseguard.status import status, status_rows
from rules.mouseguard.summaries import summary
from rules.mouseguard.views import conflict as conflict_view, conflict_rows
from test_mouseguard_table import BRAND, MG, ROGARD, faces
from test_mouseguard_teams import TAMSIN

WEASEL = {"kind": "npc", "nature": 4, "health": 4, "will": 3, "skill": ["fighter=3"]}


def two_bands() -> MG:
    """Brand and Rogard (Tired) against two bands of weasels: Grik and Snarl want the grain (front 1), Vesk
    (a knife) wants the granary burnt (front 2)."""
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Rogard", **ROGARD, condition=["tired"])
    mg.mouse("Grik", **WEASEL)
    mg.mouse("Snarl", **WEASEL)
    mg.mouse("Vesk", **WEASEL, weapon=["knife"])
    mg.play()
    mg.do("conflict start", type="fight", team=["Brand", "Rogard"], goal="Save the grain", opponents=["Grik", "Snarl"],
          opponent_goal="Take the grain", also_opponents=["Vesk"], also_opponent_goal=["Burn the granary"])
    return mg


def disp(mg: MG) -> list[int | None]:
    """Dispositions in storage order: patrol and band 1 (front 1), patrol and band 2 (front 2)."""
    c = mg.conflict
    return [c["sides"][k]["disposition"] for k in sorted(c["sides"], key=int)]


def rolled(mg: MG) -> MG:
    """``two_bands`` with the four dispositions rolled: the patrol once per front (004 Disposición inicial)."""
    mg.do("conflict disposition", character="Brand", front=1, dice=faces(2, 4))    # 2 + Health 5 - 1 (Rogard Tired) = 6
    mg.do("conflict disposition", character="Grik", dice=faces(1, 3))              # 1 + Health 4 = 5
    mg.do("conflict disposition", character="Rogard", front=2, dice=faces(1, 1))   # 1 + Nature 5 - 1 = 5
    mg.do("conflict disposition", character="Vesk", dice=faces(3, 3))              # 3 + 4 = 7
    return mg


def test_one_patrol_against_two_bands_each_band_its_own_front() -> None:
    mg = two_bands()
    c = mg.conflict
    assert [c["sides"][k]["members"] for k in ("0", "1", "2", "3")] == [["Brand", "Rogard"], ["Grik", "Snarl"],
                                                                         ["Brand", "Rogard"], ["Vesk"]]
    assert [c["sides"][k]["goal"] for k in ("0", "1", "2", "3")] == ["Save the grain", "Take the grain",
                                                                     "Save the grain", "Burn the granary"]
    declared = mg.detail("ConflictDeclared")
    assert declared["groups"] == [["Grik", "Snarl"], ["Vesk"]]
    assert declared["opponent_goals"] == ["Take the grain", "Burn the granary"] and "teams" not in declared
    assert summary("ConflictDeclared", declared) == "conflict #9 Fight: Brand, Rogard vs Grik, Snarl + Vesk"
    assert summary("ConflictDeclared", declared, "es") == "conflicto #9 Pelea: Brand, Rogard contra Grik, Snarl + Vesk"


def test_the_patrol_rolls_a_disposition_on_each_front_with_every_members_penalties() -> None:
    mg = two_bands()
    assert mg.refused("front", "conflict disposition", character="Brand", dice=faces(2, 4)) == \
        "Brand fights on fronts 1, 2 of conflict #9: name one (--front N)"
    wrong = mg.refused("character", "conflict disposition", character="Vesk", front=1, dice=faces(3, 3))
    assert wrong == "Vesk is on neither side of front 1 of conflict #9; sides: Brand, Rogard / Grik, Snarl"
    mg.do("conflict disposition", character="Brand", front=1, dice=faces(2, 4))
    rolled_1 = mg.detail("DispositionRolled")
    assert rolled_1["front"] == 1 and rolled_1["disposition"] == 6
    assert rolled_1["penalties"] == [{"character": "Rogard", "condition": "tired", "amount": -1}]
    assert "already has its disposition on front 1" in mg.refused("character", "conflict disposition", character="Rogard",
                                                                  front=1, dice=faces(1, 1))
    mg.do("conflict disposition", character="Grik", dice=faces(1, 3))            # one front: no --front needed
    mg.do("conflict disposition", character="Rogard", front=2, dice=faces(1, 1))
    assert mg.detail("DispositionRolled")["penalties"][0]["condition"] == "tired"  # the same Tired counts on front 2
    assert mg.conflict["phase"] == "declared"
    mg.do("conflict disposition", character="Vesk", dice=faces(3, 3))
    assert disp(mg) == [6, 5, 5, 7] and mg.conflict["phase"] == "scripting" and mg.conflict["exchange"] == 1


def test_a_weapon_is_chosen_on_any_front_and_a_maneuver_cannot_reach_another_front() -> None:
    mg = two_bands()
    mg.do("conflict wield", character="Vesk", weapon="knife")                     # front 2's, while front 1 is first
    assert mg.conflict["wield"]["Vesk"] == {"weapon": "knife", "mode": None}
    rolled(mg)
    assert mg.refused("side", "conflict script", side="Vesk", front=1, actions=["attack"] * 3) == \
        "Vesk is on neither side of front 1 of conflict #9; sides: Brand, Rogard / Grik, Snarl"
    mg.refused("front", "conflict script", side="Brand", actions=["maneuver"] * 3)
    mg.do("conflict script", side="Brand", front=1, actions=["maneuver", "attack", "attack"])
    mg.do("conflict script", side="Grik", actions=["attack"] * 3)
    mg.do("conflict script", side="Brand", front=2, actions=["defend"] * 3)
    mg.do("conflict script", side="Vesk", actions=["attack"] * 3)
    mg.volley(("Brand", faces(4, 4)), ("Grik", faces(1, 3)))                      # Maneuver vs Attack, versus: margin 3
    assert mg.conflict["current"]["budgets"] == {"0": 3}
    far = mg.refused("target", "conflict maneuver", character="Brand", buy=["disarm"], disarm="knife", target="Vesk")
    assert far == "Vesk is on neither side of front 1 of conflict #9; sides: Brand, Rogard / Grik, Snarl"
    assert "Vesk" not in mg.conflict["disarmed"]
    mg.do("conflict maneuver", character="Brand", buy=["impede", "position"])
    c = mg.conflict
    assert [p["kind"] for p in c["sides"]["1"]["pending"]] == ["impede"] and c["sides"]["3"]["pending"] == []
    assert [p["kind"] for p in c["sides"]["0"]["pending"]] == ["position"] and c["sides"]["2"]["pending"] == []


def test_a_band_beaten_decides_its_front_and_each_front_gets_its_own_compromise() -> None:
    mg = rolled(two_bands())
    mg.do("conflict script", side="Brand", front=1, actions=["attack"] * 3)
    assert mg.conflict["scripts"]["1"]["0"] == [{"action": "attack", "actor": "Brand"}, {"action": "attack", "actor": "Rogard"},
                                                {"action": "attack", "actor": "Brand"}]          # the seed's rotation
    mg.do("conflict script", side="Grik", actions=["defend", "attack", "defend"])
    mg.do("conflict script", side="Brand", front=2, actions=["defend"] * 3)
    assert mg.conflict["phase"] == "scripting"                                    # Vesk still to script
    mg.do("conflict script", side="Vesk", actions=["attack"] * 3)
    assert mg.conflict["phase"] == "sealed"
    mg.volley(("Brand", faces(3, 4)), ("Grik", faces(1, 3)))                      # Attack vs Defend, versus: -2
    mg.volley(("Rogard", faces(1, 1)), ("Snarl", faces(2, 3)))                     # Attack vs Attack: both hit
    assert disp(mg) == [4, 2, 5, 7]                                                # front 2 untouched
    mg.volley(("Brand", faces(3, 4)), ("Grik", faces(0, 3)))                      # band 1 at 0: front 1 decided
    decided = mg.detail("FrontDecided")
    assert decided["front"] == 1 and decided["winner_names"] == ["Brand", "Rogard"] and decided["team"] == ["Brand", "Rogard"]
    assert decided["start"] == 6 and decided["final"] == 4 and decided["compromise"] == "minor"   # 2 of 6 lost
    assert decided["goals"] == ["Save the grain", "Take the grain"]
    assert mg.conflict["front"] == 1 and mg.conflict["phase"] == "sealed"          # front 2 plays its three
    mg.volley(("Brand", faces(1, 4)), ("Vesk", faces(3, 3)))                      # Defend vs Attack: Vesk by 2
    mg.volley(("Rogard", faces(0, 1)), ("Vesk", faces(1, 3)))                      # by 1
    mg.volley(("Brand", faces(2, 4)), ("Vesk", faces(1, 3)))                      # Brand by 1: +1, under the start
    assert disp(mg) == [4, 0, 3, 7] and mg.conflict["exchange"] == 2 and mg.conflict["front"] == 1
    assert "front 1 of conflict #9 is decided" in mg.refused("front", "conflict script", side="Grik", front=1,
                                                             actions=["attack"] * 3)
    assert "no open front" in mg.refused("side", "conflict script", side="Snarl", actions=["attack"] * 3)
    mg.do("conflict script", side="Brand", actions=["attack"] * 3)                # one open front left: no --front
    mg.do("conflict script", side="Vesk", actions=["attack"] * 3)
    mg.volley(("Rogard", faces(1, 1)), ("Vesk", faces(3, 3)))                      # exchange 2 starts with Rogard
    ended = mg.detail("ConflictEnded")
    second = ended["fronts"][1]
    assert second["front"] == 2 and second["winner_names"] == ["Vesk"] and second["start"] == 7 and second["final"] == 6
    assert ended["compromise"] == ["minor", "minor"] and mg.conflict["phase"] == "ended"
    mg.do("conflict close", terms="The grain is saved; the granary's east wall burns")
    rows = dict(conflict_rows(conflict_view(mg.state)))
    assert rows["compromise (front 1)"] == "minor compromise (winner: Brand, Rogard)"
    assert rows["compromise (front 2)"] == "minor compromise (winner: Vesk)"


def test_as_many_teams_as_bands_are_paired_in_order() -> None:
    mg = MG()
    for name, sheet in (("Brand", BRAND), ("Rogard", ROGARD), ("Tamsin", TAMSIN)):
        mg.mouse(name, **sheet)
    for name in ("Grik", "Snarl", "Vesk"):
        mg.mouse(name, **WEASEL)
    mg.play()
    mg.do("conflict start", type="fight", team=["Brand", "Rogard"], goal="Hold the bridge", also_team=["Tamsin"],
          also_goal=["Guard the pups"], opponents=["Grik", "Snarl"], opponent_goal="Cross the bridge",
          also_opponents=["Vesk"], also_opponent_goal=["Take a pup"])
    c = mg.conflict
    assert [c["sides"][k]["members"] for k in ("0", "1", "2", "3")] == [["Brand", "Rogard"], ["Grik", "Snarl"],
                                                                         ["Tamsin"], ["Vesk"]]
    assert [c["sides"][k]["goal"] for k in ("0", "1", "2", "3")] == ["Hold the bridge", "Cross the bridge",
                                                                     "Guard the pups", "Take a pup"]
    declared = mg.detail("ConflictDeclared")
    assert declared["teams"] == [["Brand", "Rogard"], ["Tamsin"]] and declared["groups"] == [["Grik", "Snarl"], ["Vesk"]]
    assert summary("ConflictDeclared", declared) == "conflict #10 Fight: Brand, Rogard + Tamsin vs Grik, Snarl + Vesk"
    for who, dice in (("Brand", faces(2, 4)), ("Grik", faces(1, 3)), ("Tamsin", faces(1, 3)), ("Vesk", faces(0, 3))):
        mg.do("conflict disposition", character=who, dice=dice)                   # each name on one front: no --front
    assert disp(mg) == [7, 5, 5, 4]
    line = dict(status_rows(status(mg.state)))["conflict"]
    assert line.endswith("front 1*: Brand, Rogard 7/7 vs Grik, Snarl 5/5; front 2: Tamsin 5/5 vs Vesk 4/4")


def test_declaring_split_opponents_refuses_what_cannot_be_paired() -> None:
    mg = MG()
    for name, sheet in (("Brand", BRAND), ("Rogard", ROGARD), ("Tamsin", TAMSIN)):
        mg.mouse(name, **sheet)
    for name in ("Grik", "Snarl", "Vesk"):
        mg.mouse(name, **WEASEL)
    mg.play()
    base = {"type": "fight", "team": ["Brand"], "goal": "x", "opponents": ["Grik"], "opponent_goal": "y"}
    three = mg.refused("also_opponents", "conflict start", **base, also_team=["Rogard", "Tamsin"], also_goal=["a", "b"],
                       also_opponents=["Snarl"], also_opponent_goal=["c"])
    assert three == ("with several teams and several groups of opponents each team faces one group: give as many of "
                     "each (3 teams, 2 groups)")
    assert refusal("also_opponents", three, "es") == ("con varios equipos y varios grupos de oponentes cada equipo se "
                                                      "enfrenta a un grupo: da tantos de unos como de otros (3 equipos, "
                                                      "2 grupos)")
    goals = mg.refused("also_opponent_goal", "conflict start", **base, also_opponents=["Snarl"])
    assert goals == "give one --also-opponent-goal for each --also-opponents (1 groups, 0 goals)"
    assert refusal("also_opponent_goal", goals, "es") == \
        "da un --also-opponent-goal por cada --also-opponents (1 grupos, 0 objetivos)"
    twice = mg.refused("also_opponents", "conflict start", **base, also_opponents=["Grik,Vesk"], also_opponent_goal=["z"])
    assert twice == "Grik cannot be in two teams or on both sides"
    mouse = mg.refused("also_opponents", "conflict start", **base, also_opponents=["Brand"], also_opponent_goal=["z"])
    assert mouse == "Brand cannot be in two teams or on both sides"
    assert mg.refused("also_opponents", "conflict start", **base, also_opponents=[","], also_opponent_goal=["z"]) == \
        "name at least one member"
    assert mg.state.get("conflict") is None


SCRIPT = """ledger-script: 1
campaign: Weasels at the granary
system: mouseguard
actor: GM
actions:
  - add-character: {name: Brand, nature: 4, will: 3, health: 5, resources: 2, circles: 2, skill: [fighter=4]}
  - add-character: {name: Rogard, nature: 5, will: 4, health: 4, resources: 3, circles: 3, skill: [fighter=1]}
  - add-character: {name: Grik, kind: npc, nature: 4, will: 3, health: 4, skill: [fighter=3]}
  - add-character: {name: Vesk, kind: npc, nature: 4, will: 3, health: 4, skill: [fighter=3]}
  - session start
  - turn gm
  - scene start: {title: "The granary"}
  - conflict start: {type: fight, team: [Brand, Rogard], goal: "Save the grain", opponents: [Grik],
                     opponent-goal: "Take the grain", also-opponents: [Vesk], also-opponent-goal: ["Burn it"]}
  - conflict disposition: {as: Brand, front: 1, dice: [5, 5, 2, 2]}
  - conflict disposition: {as: Grik, dice: [5, 2, 2]}
  - conflict disposition: {as: Brand, front: 2, dice: [5, 5, 5, 2]}
  - conflict disposition: {as: Vesk, dice: [5, 5, 5]}
"""


def test_the_cli_records_shows_and_undoes_a_split_conflict(tmp_path: Path) -> None:
    script = tmp_path / "bands.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    cli = Cli(tmp_path / "bands.sqlite")
    assert "replayed 12 actions" in cli("replay", str(script)).stdout
    view = cli.json("conflict")
    assert [s["disposition"] for s in view["sides"]] == [7, 5, 8, 7] and [s["front"] for s in view["sides"]] == [1, 1, 2, 2]
    assert "front 1*: Brand, Rogard 7/7 vs Grik 5/5; front 2: Brand, Rogard 8/8 vs Vesk 7/7" in cli("status").stdout
    assert "Brand, Rogard contra Grik + Vesk" in cli("history", "--lang", "es").stdout
    out = cli("conflict", "script", "--as", "Brand", "--actions", "attack,attack,attack", ok=False)
    assert out.returncode != 0 and "Brand fights on fronts 1, 2 of conflict #8: name one (--front N)" in out.stderr
    cli("undo", "11", "--cascade")                                                # front 2's dispositions
    assert [s["disposition"] for s in cli.json("conflict")["sides"]] == [7, 5, None, None]
    cli("conflict", "disposition", "--as", "Brand", "--front", "2", "--dice", "5,2,2,2")
    assert [s["disposition"] for s in cli.json("conflict")["sides"]] == [7, 5, 6, None]
