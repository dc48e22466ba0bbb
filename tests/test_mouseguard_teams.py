"""Mouse Guard conflicts of several patrol teams against one opponent: each team its own front, with its own
disposition, scripts, volleys and compromise; the opponent's disposition kept per front.

Seed 004 "Ejemplo de conflicto" (a side may be a group: "en el caso de ser 2 contra 1, se turnarian, pj1, pnj,
pj2, pnj"), "Disposición inicial" ("Si actuáis en grupo, todas las penalizaciones individuales se aplican al
total") and "Compromisos" (the compromise measured from the winner's disposition); catalogue §5.5 C0-C7 and
MG-A12, MG-A31; docs/systems/mouseguard.md "Several teams". Two-sided conflicts are covered, unchanged, by
``test_mouseguard_conflict.py``.
"""

from __future__ import annotations

from pathlib import Path

from conftest import Cli
from rules.mouseguard.refusals import refusal
from rules.mouseguard.status import status, status_rows
from rules.mouseguard.summaries import redact
from rules.mouseguard.views import conflict as conflict_view, conflict_rows
from test_mouseguard_table import BRAND, MG, ROGARD, faces

TAMSIN = {"nature": 3, "will": 4, "health": 4, "resources": 2, "circles": 2, "skill": ["fighter=3", "hunter=3"]}
WREN = {"nature": 4, "will": 4, "health": 4, "resources": 2, "circles": 3, "skill": ["fighter=2", "hunter=3", "scout=4"]}


def two_teams() -> MG:
    """Brand and Rogard (Hungry) against the snake on front 1; Tamsin and Wren on front 2 (seed example's 2 against 1,
    twice over)."""
    mg = MG()
    mg.mouse("Brand", **{**BRAND, "skill": BRAND["skill"] + ["hunter=3"]})
    mg.mouse("Rogard", **ROGARD, condition=["hungry"])
    mg.mouse("Tamsin", **TAMSIN)
    mg.mouse("Wren", **WREN)
    mg.mouse("Snake", kind="animal", nature=8)
    mg.play()
    mg.do("conflict start", type="fight-animal", team=["Brand", "Rogard"], goal="Drive it off",
          also_team=["Tamsin,Wren"], also_goal=["Save the pups"], opponents=["Snake"], opponent_goal="Eat a mouse")
    return mg


def disp(mg: MG) -> list[int | None]:
    """Dispositions in storage order: team 1, snake on front 1, team 2, snake on front 2."""
    c = mg.conflict
    return [c["sides"][k]["disposition"] for k in sorted(c["sides"], key=int)]


def rolled(mg: MG) -> MG:
    """``two_teams`` with the four dispositions rolled (004 Disposición inicial)."""
    mg.do("conflict disposition", character="Brand", dice=faces(2, 3))               # 2 + Health 5 - 1 (Rogard Hungry) = 6
    mg.do("conflict disposition", character="Snake", front=1, dice=faces(1, 8))      # 1 + Nature 8 = 9
    mg.do("conflict disposition", character="Tamsin", dice=faces(3, 3))              # 3 + Health 4 = 7
    mg.do("conflict disposition", character="Snake", front=2, dice=faces(3, 8))      # 3 + 8 = 11
    return mg


def test_two_teams_declared_against_one_snake_each_its_own_front() -> None:
    mg = two_teams()
    c = mg.conflict
    assert [c["sides"][k]["members"] for k in ("0", "1", "2", "3")] == [["Brand", "Rogard"], ["Snake"], ["Tamsin", "Wren"], ["Snake"]]
    assert [c["sides"][k]["goal"] for k in ("0", "1", "2", "3")] == ["Drive it off", "Eat a mouse", "Save the pups", "Eat a mouse"]
    declared = mg.detail("ConflictDeclared")
    assert declared["teams"] == [["Brand", "Rogard"], ["Tamsin", "Wren"]] and declared["goals"] == ["Drive it off", "Save the pups"]


def test_declaring_teams_refuses_a_member_twice_and_a_missing_goal() -> None:
    mg = MG()
    for name, sheet in (("Brand", BRAND), ("Rogard", ROGARD), ("Tamsin", TAMSIN)):
        mg.mouse(name, **sheet)
    mg.mouse("Snake", kind="animal", nature=8)
    mg.play()
    base = {"type": "fight-animal", "team": ["Brand"], "goal": "x", "opponents": ["Snake"], "opponent_goal": "y"}
    assert "two teams" in mg.refused("also_team", "conflict start", **base, also_team=["Brand,Tamsin"], also_goal=["z"])
    assert "two teams" in mg.refused("also_team", "conflict start", **base, also_team=["Snake"], also_goal=["z"])
    assert "one --also-goal for each" in mg.refused("also_goal", "conflict start", **base, also_team=["Tamsin"])


def test_each_front_has_its_own_disposition_and_the_snake_names_its_front() -> None:
    mg = two_teams()
    assert "fights on fronts 1, 2" in mg.refused("front", "conflict disposition", character="Snake", dice=faces(1, 8))
    assert "fronts 1 to 2 (got 3)" in mg.refused("front", "conflict disposition", character="Snake", front=3, dice=faces(1, 8))
    wrong = mg.refused("character", "conflict disposition", character="Tamsin", front=1, dice=faces(3, 3))
    assert wrong == "Tamsin is on neither side of front 1 of conflict #9; sides: Brand, Rogard / Snake"
    assert refusal("character", wrong, "es") == ("Tamsin no está en ningún bando del frente 1 del conflicto #9; "
                                                 "bandos: Brand, Rogard / Snake")
    assert refusal("front", "Snake fights on fronts 1, 2 of conflict #1: name one (--front N)", "es") == \
        "Snake lucha en los frentes 1, 2 del conflicto #1: nombra uno (--front N)"
    mg.do("conflict disposition", character="Brand", dice=faces(2, 3))
    assert mg.detail("DispositionRolled")["penalties"] == [{"character": "Rogard", "condition": "hungry", "amount": -1}]
    mg.do("conflict disposition", character="Snake", front=1, dice=faces(1, 8))
    assert mg.detail("DispositionRolled")["front"] == 1 and mg.conflict["phase"] == "declared"
    assert "already has its disposition on front 1" in mg.refused("character", "conflict disposition", character="Snake",
                                                                  front=1, dice=faces(1, 8))
    mg.do("conflict disposition", character="Tamsin", dice=faces(3, 3))
    mg.do("conflict disposition", character="Snake", front=2, dice=faces(3, 8))
    assert disp(mg) == [6, 9, 7, 11] and mg.conflict["phase"] == "scripting" and mg.conflict["exchange"] == 1


def script_all(mg: MG, one: list[str], snake1: list[str], two: list[str], snake2: list[str]) -> None:
    mg.do("conflict script", side="Brand", actions=one)
    mg.do("conflict script", side="Snake", front=1, actions=snake1)
    mg.do("conflict script", side="Tamsin", actions=two)
    mg.do("conflict script", side="Snake", front=2, actions=snake2)


def test_a_volley_per_front_and_scripts_hidden_front_by_front() -> None:
    mg = rolled(two_teams())
    mg.do("conflict script", side="Brand", actions=["attack", "attack", "defend"])
    assert mg.conflict["scripts"]["1"]["0"] == [{"action": "attack", "actor": "Brand"}, {"action": "attack", "actor": "Rogard"},
                                                {"action": "defend", "actor": "Brand"}]          # seed rotation pj1, pj2, pj1
    mg.refused("front", "conflict script", side="Snake", actions=["attack"] * 3)
    mg.do("conflict script", side="Snake", front=1, actions=["attack", "attack", "attack"])
    assert "sealed" in mg.refused("side", "conflict script", side="Snake", front=1, actions=["defend"] * 3)
    mg.do("conflict script", side="Tamsin", actions=["attack", "feint", "attack"])
    assert mg.conflict["phase"] == "scripting"                                      # front 2's snake still to script
    mg.do("conflict script", side="Snake", front=2, actions=["defend", "attack", "maneuver"])
    assert mg.conflict["phase"] == "sealed"
    mg.volley(("Brand", faces(3, 4)), ("Snake", faces(2, 8)))                      # Attack vs Attack: independent
    assert disp(mg) == [4, 6, 7, 11] and mg.detail("VolleyResolved")["front"] == 1
    view = conflict_view(mg.state)
    assert [len(r) for r in view["revealed"]] == [1, 1, 0, 0]                       # front 2's scripts stay sealed
    scripted = {r["detail"]["side"]: r for r in mg.records if r["kind"] == "ActionsScripted"}
    for side, first in ((1, {"action": "attack", "actor": "Snake"}), (3, {"action": "sealed", "actor": "sealed"})):
        row = scripted[side]
        detail, changes = redact("ActionsScripted", row["detail"], row["changes"], mg.state)
        assert detail["actions"][0] == first and detail["actions"][1:] == [{"action": "sealed", "actor": "sealed"}] * 2
        assert changes[0]["after"][0] == first                                      # the script's change too
    mg.volley(("Rogard", faces(1, 1)), ("Snake", faces(0, 8)))
    mg.volley(("Brand", faces(1, 4)), ("Snake", faces(1, 8)))                      # Defend vs Attack, versus: a tie
    assert disp(mg) == [4, 5, 7, 11]                                                # Rogard took 1 in volley 2
    assert mg.conflict["front"] == 1 and mg.conflict["volley"] == 0 and mg.conflict["phase"] == "sealed"
    revealed = mg.do("conflict reveal")
    assert next(e.detail for e in revealed if e.kind == "VolleyRevealed")["front"] == 2
    assert conflict_view(mg.state)["revealed"][2] == [{"action": "attack", "actor": "Tamsin"}]
    assert conflict_view(mg.state)["revealed"][3] == [{"action": "defend", "actor": "Snake"}]


def test_one_team_drops_out_and_each_team_gets_its_own_compromise() -> None:
    mg = rolled(two_teams())
    script_all(mg, ["attack"] * 3, ["defend"] * 3, ["defend"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Snake", faces(1, 8)))                      # Attack vs Defend, versus: -2
    mg.volley(("Rogard", faces(1, 1)), ("Snake", faces(1, 8)))                      # a tie: no effect
    mg.volley(("Brand", faces(3, 4)), ("Snake", faces(1, 8)))                      # -2
    assert disp(mg) == [6, 5, 7, 11]
    mg.volley(("Tamsin", faces(0, 3)), ("Snake", faces(5, 8)))                      # Defend 0 vs Attack 5: -5
    mg.volley(("Wren", faces(0, 2)), ("Snake", faces(4, 8)))                        # team 2 at 0: it drops out
    decided = mg.detail("FrontDecided")
    assert decided["front"] == 2 and decided["winner_names"] == ["Snake"] and decided["team"] == ["Tamsin", "Wren"]
    assert decided["start"] == 11 and decided["final"] == 11 and decided["compromise"] == "none"
    assert mg.conflict["phase"] == "scripting" and mg.conflict["exchange"] == 2 and mg.conflict["front"] == 0
    assert "no open front" in mg.refused("side", "conflict script", side="Tamsin", actions=["attack"] * 3)
    mg.do("conflict script", side="Brand", actions=["attack"] * 3)
    mg.do("conflict script", side="Snake", actions=["attack"] * 3)               # one open front: no --front needed
    assert mg.conflict["phase"] == "sealed"
    mg.volley(("Rogard", faces(1, 1)), ("Snake", faces(3, 8)))                      # exchange 2 starts with Rogard
    mg.volley(("Brand", faces(4, 4)), ("Snake", faces(0, 8)))                       # snake at 0 on front 1
    ended = mg.detail("ConflictEnded")
    first = ended["fronts"][0]
    assert first["front"] == 1 and first["winner_names"] == ["Brand", "Rogard"] and first["start"] == 6
    assert first["final"] == 3 and first["compromise"] == "compromise"             # 3 of 6 lost: half (MG-A12)
    assert ended["compromise"] == ["compromise", "none"] and mg.conflict["phase"] == "ended"
    mg.do("conflict close", terms="The snake flees the crossing; the pups are safe")
    assert mg.detail("ConflictClosed")["compromise"] == ["compromise", "none"] and mg.state.get("conflict") is None
    rows = dict(conflict_rows(conflict_view(mg.state)))
    assert rows["compromise (front 1)"] == "compromise (winner: Brand, Rogard)"
    assert rows["compromise (front 2)"] == "none (winner: Snake)"


def test_a_maneuver_on_front_2_impedes_the_snake_there_only() -> None:
    mg = rolled(two_teams())
    script_all(mg, ["defend"] * 3, ["defend"] * 3, ["maneuver", "attack", "attack"], ["attack"] * 3)
    for actor, dice in (("Brand", faces(0, 4)), ("Rogard", faces(0, 1)), ("Brand", faces(0, 4))):
        mg.volley((actor, dice), ("Snake", faces(0, 8)))                            # front 1: Defend vs Defend, no change
    assert disp(mg) == [6, 9, 7, 11] and mg.conflict["front"] == 1
    mg.volley(("Tamsin", faces(3, 3)), ("Snake", faces(1, 8)))                      # Maneuver vs Attack: versus, margin 2
    assert mg.conflict["current"]["budgets"] == {"0": 2} and mg.conflict["phase"] == "effects"
    mg.do("conflict maneuver", character="Tamsin", buy=["impede"])
    c = mg.conflict
    assert c["sides"]["3"]["pending"] == [{"kind": "impede", "dice": -1, "actor": "Snake", "from": "volley 1.1"}]
    assert c["sides"]["1"]["pending"] == [] and c["phase"] == "sealed" and c["front"] == 1
    mg.volley(("Wren", faces(1, 2)), ("Snake", faces(0, 7)))                        # the snake rolls 8 - 1 = 7 dice
    assert mg.conflict["sides"]["3"]["pending"] == [] and disp(mg)[2:] == [7, 10]


def test_status_and_the_conflict_sheet_show_every_front() -> None:
    mg = rolled(two_teams())
    data = status(mg.state)["phases"]["conflict"]
    assert data["sides"] == [["Brand", "Rogard"], ["Snake"], ["Tamsin", "Wren"], ["Snake"]]
    assert data["dispositions"] == [[6, 6], [9, 9], [7, 7], [11, 11]] and data["front"] == 1 and data["decided"] == []
    line = dict(status_rows(status(mg.state)))["conflict"]
    assert line.endswith("front 1*: Brand, Rogard 6/6 vs Snake 9/9; front 2: Tamsin, Wren 7/7 vs Snake 11/11")
    es = dict(status_rows(status(mg.state, "es"), "es"))["conflicto"]
    assert "frente 1*: Brand, Rogard 6/6 contra Snake 9/9; frente 2: Tamsin, Wren 7/7 contra Snake 11/11" in es
    rows = conflict_rows(conflict_view(mg.state))
    assert ("team (front 1)", "Brand, Rogard: 6/6 (goal: Drive it off)") in rows     # as the history names sides
    assert ("opponents (front 2)", "Snake: 11/11 (goal: Eat a mouse)") in rows
    assert ("equipo (frente 2)", "Tamsin, Wren: 7/7 (objetivo: Save the pups)") in conflict_rows(conflict_view(mg.state), "es")
    assert [s["front"] for s in conflict_view(mg.state)["sides"]] == [1, 1, 2, 2]


def test_two_sided_conflicts_read_as_before() -> None:
    mg = MG()
    mg.mouse("Brand", **BRAND)
    mg.mouse("Snake", kind="animal", nature=8)
    mg.play()
    mg.fight(opponents=("Snake",), kind="fight-animal")
    view = conflict_view(mg.state)
    assert "front" not in view and "front" not in view["sides"][0] and "front" not in mg.conflict
    assert "teams" not in mg.detail("ConflictDeclared")
    assert "front" not in status(mg.state)["phases"]["conflict"]


SCRIPT = """ledger-script: 1
campaign: Two teams at the crossing
system: mouseguard
actor: GM
actions:
  - add-character: {name: Brand, nature: 4, will: 3, health: 5, resources: 2, circles: 2, skill: [fighter=4, hunter=3]}
  - add-character: {name: Rogard, nature: 5, will: 4, health: 4, resources: 3, circles: 3, skill: [fighter=1, hunter=2]}
  - add-character: {name: Tamsin, nature: 3, will: 4, health: 4, resources: 2, circles: 2, skill: [fighter=3, hunter=3]}
  - add-character: {name: Wren, nature: 4, will: 4, health: 4, resources: 2, circles: 3, skill: [fighter=2, hunter=3]}
  - add-character: {name: Snake, kind: animal, nature: 8}
  - session start
  - turn gm
  - scene start: {title: "Darkwater"}
  - conflict start: {type: fight-animal, team: [Brand, Rogard], goal: "Drive it off", also-team: ["Tamsin,Wren"],
                     also-goal: ["Save the pups"], opponents: [Snake], opponent-goal: "Eat a mouse"}
  - conflict disposition: {as: Brand, dice: [5, 5, 2]}
  - conflict disposition: {as: Snake, front: 1, dice: [5, 2, 2, 2, 2, 2, 2, 2]}
  - conflict disposition: {as: Tamsin, dice: [5, 5, 5]}
  - conflict disposition: {as: Snake, front: 2, dice: [5, 5, 5, 2, 2, 2, 2, 2]}
  - conflict script: {side: Brand, actions: [attack, attack, defend]}
  - conflict script: {side: Snake, front: 1, actions: [attack, attack, attack]}
  - conflict script: {side: Tamsin, actions: [attack, feint, attack]}
  - conflict script: {side: Snake, front: 2, actions: [defend, attack, maneuver]}
  - conflict reveal
  - conflict roll: {as: Brand, dice: [5, 5, 5, 2]}
  - conflict roll: {as: Snake, dice: [5, 5, 2, 2, 2, 2, 2, 2]}
  - resolve
"""


def test_undo_and_amend_of_a_volley_on_a_front(tmp_path: Path) -> None:
    script = tmp_path / "teams.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    cli = Cli(tmp_path / "teams.sqlite")
    assert "replayed 21 actions" in cli("replay", str(script)).stdout
    sides = cli.json("conflict")["sides"]
    assert [s["disposition"] for s in sides] == [5, 6, 7, 11]                      # 7-2 (Brand hit), 9-3; front 2 untouched
    cli("amend", "20", "--dice", "5,2,2,2,2,2,2,2", "--reason", "misread the snake's dice")
    sides = cli.json("conflict")["sides"]
    assert [s["disposition"] for s in sides] == [6, 6, 7, 11]
    assert "Brand, Rogard 6/7 vs Snake 6/9; front 2: Tamsin, Wren 7/7 vs Snake 11/11" in cli("status").stdout
    assert "Brand, Rogard + Tamsin, Wren contra Snake" in cli("history", "--lang", "es").stdout
    cli("undo", "21", "--reason", "not resolved yet")
    assert [s["disposition"] for s in cli.json("conflict")["sides"]] == [7, 9, 7, 11]
    cli("undo", "17", "--cascade")                                                  # the front-2 snake's script and after
    view = cli.json("conflict")
    assert view["phase"] == "scripting" and [s["sealed"] for s in view["sides"]] == [True, True, True, False]


def test_the_conflict_read_of_a_decided_front_is_json() -> None:
    """docs "Several teams" (a team dropping out decides its front; ``conflict`` shows each decided front's
    winner and compromise) and 004 "Compromisos": the read with front 2 decided serialises as JSON (``conflict
    --json``, the web's API), the front's number a JSON key."""
    import orjson

    mg = rolled(two_teams())
    script_all(mg, ["attack"] * 3, ["defend"] * 3, ["defend"] * 3, ["attack"] * 3)
    mg.volley(("Brand", faces(3, 4)), ("Snake", faces(1, 8)))
    mg.volley(("Rogard", faces(1, 1)), ("Snake", faces(1, 8)))
    mg.volley(("Brand", faces(3, 4)), ("Snake", faces(1, 8)))
    mg.volley(("Tamsin", faces(0, 3)), ("Snake", faces(5, 8)))
    mg.volley(("Wren", faces(0, 2)), ("Snake", faces(4, 8)))                        # team 2 at 0: front 2 decided
    read = orjson.loads(orjson.dumps(conflict_view(mg.state)))
    assert list(read["decided"]) == ["2"]
    assert read["decided"]["2"]["winner_names"] == ["Snake"] and read["decided"]["2"]["compromise"] == "none"
    assert dict(conflict_rows(read))["front 2"] == "decided: winner Snake; compromise none"
