"""The real ``ledger`` command on a temporary store with a Mouse Guard campaign: a played scene's values,
Spanish terms in and out, sealed scripts hidden from every read, and every bad input the issue lists
refused with one ``error: <field>:`` line, exit code 2 and the store's bytes unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli

SCRIPT = """\
ledger-script: 1
campaign: Lockhaven
system: mouseguard
actions:
  - add-character: {name: Rogard, nature: 5, will: 4, health: 4, resources: 3, circles: 3, persona: 3, fate: 1,
                    skill: [weather-watcher=4, fighter=1, pathfinder=2], wise: [Weather-wise], trait: [Calm=1]}
  - add-character: {name: Brand, nature: 4, will: 3, health: 5, skill: [fighter=4, scout=3, weather-watcher=2],
                    weapon: [spear], checks: 1}
  - add-character: {name: Kenzie, nature: 4, will: 4, health: 4, skill: [fighter=3], weapon: [sword]}
  - add-character: {name: Bandit, kind: npc, nature: 3, health: 5, skill: [fighter=4], weapon: [sword]}
  - session start
  - turn gm
  - scene start: {title: The ridge, with: [Rogard, Brand]}
  - test: {skill: Meteorólogo, as: Rogard, ob: 3, wise: weather-wise, gear: spyglass, helper: Brand, dice: [6, 5, 4, 3, 2, 1, 4]}
  - resolve
"""


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """A store with a Mouse Guard scene: a weather test, then a fight whose first script is sealed."""
    folder = tmp_path_factory.mktemp("mouseguard")
    script = folder / "lockhaven.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    c = Cli(folder / "store.sqlite")
    assert "replayed 9 actions" in c("replay", str(script)).stdout
    c("conflict", "start", "--type", "Pelea", "--team", "Brand", "--goal", "capture him", "--opponents", "Bandit",
      "--opponent-goal", "escape")
    c("conflict", "disposition", "--as", "Brand", "--dice", "6,5,4,1")
    c("conflict", "disposition", "--as", "Bandit", "--dice", "6,5,2,1")
    out = c("conflict", "script", "--side", "Brand", "--actions", "finta,attack,defend").stdout
    assert "scripted (sealed)" in out and "Feint" not in out and "finta" not in out.lower()
    return c


def test_played_values(played: Cli) -> None:
    rogard = played.json("sheet", "rogard")
    assert rogard["skills"] == {"weather_watcher": 4, "fighter": 1, "pathfinder": 2}
    assert rogard["tallies"] == {"weather_watcher": {"passes": 1, "fails": 0}}
    assert rogard["abilities"]["nature"] == 5 and rogard["persona"] == 3
    adv = played.json("advancement", "Rogard")
    ww = next(s for s in adv["skills"] if s["skill"] == "weather_watcher")
    assert ww["passes"] == [8] and ww["need_passes"] == 5 and ww["need_fails"] == 4
    assert ww["next"] == "4 more passes and 4 more fails to reach 5"
    rows = played.json("history")
    test = next(r for r in rows if r["command"] == "test")["events"][0]
    assert test["kind"] == "TestRolled" and test["detail"]["faces"] == [6, 5, 4, 3, 2, 1, 4]
    assert test["detail"]["dice_source"] == "physical" and test["detail"]["successes"] == 4
    resolved = next(r for r in rows if r["command"] == "resolve")
    assert resolved["why"] == ["test #8"] and "Rogard Weather Watcher tallies: — → passes 1 (#8), fails 0" in resolved["changes"]
    conflict = played.json("conflict")
    assert [s["disposition"] for s in conflict["sides"]] == [8, 7] and conflict["phase"] == "scripting"
    assert [s["sealed"] for s in conflict["sides"]] == [True, False]
    turn = played.json("turn")
    assert turn["turn"] == {"phase": "gm", "mission": 1, "tests": {}} and turn["conflict"] == conflict["id"]


def test_no_read_shows_a_sealed_script(played: Cli) -> None:
    for args in (("history", "--json"), ("history",), ("conflict", "--json"), ("conflict",), ("sheet", "Brand", "--json"),
                 ("history", "--character", "Brand", "--json"), ("history", "--lang", "es")):
        text = played(*args).stdout.lower()
        assert "feint" not in text and "finta" not in text, args
    rows = played.json("history")
    scripted = next(ev for r in rows for ev in r["events"] if ev["kind"] == "ActionsScripted")
    assert scripted["detail"]["actions"] == [{"action": "sealed", "actor": "sealed"}] * 3
    assert [c["after"] for c in scripted["changes"] if c["after"] != {}][0] == [{"action": "sealed", "actor": "sealed"}] * 3


def test_spanish_display(played: Cli) -> None:
    out = played("sheet", "Rogard", "--lang", "es").stdout
    assert "Meteorólogo 4" in out and "Naturaleza 5/5" in out and "Destino" in out
    hist = played("history", "--lang", "es").stdout
    assert "Meteorólogo de Rogard" in hist and "éxitos" in hist
    assert "Pelea" in played("conflict", "--lang", "es").stdout
    assert "Turno del DJ" in played("turn", "--lang", "es").stdout


BAD = [
    (("conflict", "script", "--side", "Bandit", "--actions", "attack,attack,defend,feint"), "actions"),
    (("conflict", "script", "--side", "Brand", "--actions", "attack,attack,attack"), "side"),
    (("conflict", "reveal"), "phase"),
    (("turn", "end"), "phase"),
    (("injury", "Brand", "scout"), "phase"),                  # no one Injured or Sick: its gate
    (("resolve",), "phase"),
    (("test", "fighter", "--as", "Brand", "--ob", "2", "--dice", "6,5,4"), "dice"),
    (("test", "fighter", "--as", "Brand", "--ob", "2", "--spend-check", "--dice", "6,5,4,1"), "spend-check"),
    (("trait", "charge", "Brand", "Calm"), "phase"),
    (("test", "fighter", "--as", "Rogard", "--ob", "2", "--persona", "4", "--dice", "6,5,4,1,1"), "persona"),
    (("test", "circles", "--as", "Rogard", "--ob", "2", "--nature", "tap-with", "--dice", "6,5,4,1,1,1,1,1"), "nature"),
    (("test", "Recursos", "--as", "Rogard", "--ob", "2", "--nature", "invocar", "--dice", "6,5,4,1,1,1,1,1"), "nature"),
    (("add-character", "Sadie", "--nature", "4", "--will", "4", "--health", "4", "--skill", "healer=7"), "skill"),
    (("add-character", "Sadie", "--nature", "4", "--will", "4", "--health", "4", "--skill", "juggler=2"), "skill"),
    (("test", "weather-watcher", "--as", "Rogard", "--ob", "2", "--helper", "Kenzie", "--dice", "6,5,4,1,1"), "helper"),
    (("test", "weather-watcher", "--as", "Rogard", "--ob", "2", "--helper", "Nobody", "--dice", "6,5,4,1,1"), "helper"),
    (("test", "pathfinder", "--as", "Kenzie", "--ob", "2", "--dice", "6"), "ability"),
    (("test", "fighter", "--as", "Nobody", "--ob", "2", "--dice", "6"), "as"),
    (("test", "fighter", "--as", "Brand", "--ob", "0", "--dice", "6,5,4,1"), "ob"),
    (("mark", "Brand", "Sleepy"), "condition"),
    (("conflict", "start", "--type", "fight", "--team", "Rogard", "--goal", "x", "--opponents", "Kenzie",
      "--opponent-goal", "y"), "phase"),
    (("rewards", "give", "Brand", "--fate", "belief"), "phase"),
    (("sheet", "Rogard", "--lang", "fr"), "lang"),
    (("advancement", "Nobody"), "name"),
]


@pytest.mark.parametrize("args,field", BAD, ids=[" ".join(a[:2]) + f" [{f}]" for a, f in BAD])
def test_bad_input_is_one_line_and_writes_nothing(played: Cli, args: tuple[str, ...], field: str) -> None:
    before = played.bytes()
    proc = played(*args, ok=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert played.bytes() == before
    assert not Path(str(played.store) + "-wal").exists() or Path(str(played.store) + "-wal").stat().st_size == 0


def test_a_25th_skill_and_checks_in_the_wrong_turn(tmp_path: Path) -> None:
    skills = ["administrator", "apiarist", "archivist", "armorer", "baker", "boatcrafter", "brewer", "carpenter",
              "cartographer", "cook", "deceiver", "fighter", "glazier", "haggler", "harvester", "healer", "hunter",
              "instructor", "insectrist", "laborer", "loremouse", "manipulator", "militarist", "miller"]
    script = tmp_path / "scholar.yaml"
    script.write_text("ledger-script: 1\ncampaign: Sprucetuck\nsystem: mouseguard\nactions:\n"
                      f"  - add-character: {{name: Scholar, nature: 4, will: 4, health: 4, skill: [{', '.join(f'{s}=2' for s in skills)}]}}\n"
                      "  - session start\n  - turn gm\n  - scene start\n", encoding="utf-8")
    c = Cli(tmp_path / "s.sqlite")
    c("replay", str(script))
    args = [a for s in skills for a in ("--skill", f"{s}=2")]
    before = c.bytes()
    for cmd, field in ((("test", "orator", "--as", "Scholar", "--ob", "1", "--ability", "will", "--dice", "6,6"), "skill"),
                       (("add-character", "Sage", "--nature", "4", "--will", "4", "--health", "4", *args, "--skill",
                         "orator=2"), "skill"),
                       (("test", "cook", "--as", "Scholar", "--ob", "1", "--spend-check", "--dice", "6,6"), "spend-check")):
        proc = c(*cmd, ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith(f"error: {field.replace('_', '-')}:") and len(proc.stderr.splitlines()) == 1
        assert c.bytes() == before
    c("turn", "players")
    c("test", "cook", "--as", "Scholar", "--ob", "1", "--dice", "6,6")
    c("resolve")
    proc = c("test", "cook", "--as", "Scholar", "--ob", "1", "--spend-check", "--dice", "6,6", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: spend-check: Scholar has no checks")
    assert c.json("sheet", "Scholar")["tallies"] == {"cook": {"passes": 1, "fails": 0}}


def test_help_lists_the_mouse_guard_commands(tmp_path: Path) -> None:
    c = Cli(tmp_path / "none.sqlite")
    assert "Commands of Mouse Guard (--system mouseguard)" in c("--help").stdout
    text = c("--system", "mouseguard", "test", "--help").stdout
    assert "--recover" in text and "--spend-check" in text and "ledger test weather-watcher" in text
    assert "--actions" in c("--system", "mouseguard", "conflict", "script", "--help").stdout
    assert not c.has_store()


def test_the_sample_mission(tmp_path: Path) -> None:
    from conftest import ROOT

    c = Cli(tmp_path / "darkwater.sqlite")
    assert "replayed 84 actions" in c("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")).stdout
    tamsin = next(s for s in c.json("advancement", "Tamsin")["skills"] if s["skill"] == "pathfinder")
    assert tamsin["rating"] == 2 and tamsin["advances"] == [{"test": 20, "from": 1, "to": 2}]
    conflict = c.json("conflict")
    assert conflict["phase"] == "closed" and conflict["exchange"] == 3 and conflict["outcome"]["compromise"] == "compromise"
    assert [s["start"] for s in conflict["sides"]] == [6, 8] and [s["disposition"] for s in conflict["sides"]] == [2, 0]
    brand = c.json("sheet", "Brand")
    assert brand["conditions"] == [] and (brand["fate"], brand["persona"]) == (3, 3)
    rows = c.json("history")
    dice = [ev["detail"]["dice_source"] for r in rows for ev in r["events"] if "dice_source" in ev["detail"]]
    assert dice and set(dice) == {"physical"}
    assert {r["command"] for r in rows} >= {"turn gm", "turn players", "conflict roll", "rewards give", "fate"}
