"""Corrections and time travel on a Mouse Guard campaign: undo, redo, amend, ``--as-of``, ``why`` and
``arc`` on the sample mission (``mouseguard-darkwater-crossing.yaml``), through the real ``ledger``
command on a copy of one replayed store, and through ``LedgerApp`` where that is clearer.

The sample's action numbers (``ledger history``): Rogard's Weather Watcher test #9 (a pass) and Loremouse
test #11; Tamsin's Pathfinder 1 tests #15 (pass), #17 (a fail bought with Tired) and #20 (pass: it rises
to 2, resolve 21); Wren's Scout versus test #22 (oppose 23, resolve 24); the fight, conflict #27, 28-63;
the Players' Turn 66-77 (Rogard's Weather Watcher test #71 fails, resolve 73); session end 83.
"""

from __future__ import annotations

from ledger.service.acting import apply
import json
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, Cli, copy_store

SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"


@pytest.fixture(scope="module")
def replayed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample mission replayed once into a store (copied for each test)."""
    c = Cli(tmp_path_factory.mktemp("darkwater") / "darkwater.sqlite")
    assert "replayed 84 actions" in c("replay", str(SAMPLE)).stdout
    return c.store


@pytest.fixture
def dark(replayed: Path, tmp_path: Path) -> Cli:
    """A fresh copy of the replayed sample, for one test to correct."""
    store = tmp_path / "darkwater.sqlite"
    copy_store(replayed, store)
    return Cli(store)


def refused(cli: Cli, *args: str, field: str) -> str:
    """Assert one ``error: <field>:`` line, exit code 2 and the store unchanged; returns the line."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert cli.bytes() == before
    return lines[0]


def skill(cli: Cli, name: str, which: str, *moment: str) -> dict[str, Any]:
    """One skill's entry of ``ledger advancement NAME`` (now, or at ``moment``)."""
    return next(s for s in cli.json("advancement", name, *moment)["skills"] if s["skill"] == which)


def history(cli: Cli, *args: str) -> dict[int, dict[str, Any]]:
    return {r["action"]: r for r in cli.json("history", *args)}


def why(cli: Cli, name: str, field: str) -> list[tuple[Any, ...]]:
    return [(r["action"], r["command"], r["path"][2:], r["before"], r["after"], r["cause"])
            for r in cli.json("why", name, field)]


def second_session(cli: Cli) -> None:
    """Session 2 of the sample: Tamsin crosses back with Pathfinder 2 (two dice now): test #88, resolve 89."""
    cli("session", "start")                                                              # 85
    cli("turn", "gm")                                                                    # 86
    cli("scene", "start", "--title", "Back across the stones")                           # 87
    cli("test", "pathfinder", "--as", "Tamsin", "--ob", "1", "--dice", "5,3")            # 88: 2D, 1 success
    cli("resolve")                                                                       # 89: a pass at rating 2


# --- undo and redo ---------------------------------------------------------------------------------------

def test_undo_of_a_test_takes_its_mark_back_and_redo_returns_it(dark: Cli) -> None:
    scout = skill(dark, "Wren", "scout")
    assert (scout["rating"], scout["passes"], scout["fails"]) == (4, [22], [])
    assert scout["marks"] == [{"test": 22, "outcome": "pass", "marked": True}]
    assert dark.json("sheet", "Wren")["tallies"]["scout"] == {"passes": 1, "fails": 0}

    line = refused(dark, "undo", "22", field="action")
    assert "23 (oppose): refused: phase:" in line and "24 (resolve): refused: phase:" in line and "--cascade" in line

    report = dark.json("undo", "22", "--cascade", "--reason", "the snake was never seen")
    assert report["action"] == 85 and report["undone"] == [22, 23, 24] and set(report["refused"]) == {"23", "24"}
    scout = skill(dark, "Wren", "scout")
    assert (scout["rating"], scout["passes"], scout["fails"], scout["marks"]) == (4, [], [], [])
    assert scout["next"] == "5 more passes and 4 more fails to reach 5"
    assert "scout" not in dark.json("sheet", "Wren")["tallies"]
    assert "#22" not in dark("advancement", "Wren").stdout
    rows = history(dark)
    assert [rows[n]["undone_by"] for n in (22, 23, 24)] == [85, 85, 85]
    assert rows[85]["command"] == "undo" and "the snake was never seen" in rows[85]["why"]
    assert rows[85]["changes"] == ["Wren Scout tallies: passes 1 (#22), fails 0 → —"]
    assert why(dark, "Wren", "scout")[-1] == (85, "undo", ["tallies", "scout"], {"passes": [22], "fails": []}, None,
                                              "undo of action 22")

    report = dark.json("redo", "22")
    assert report["action"] == 86 and report["redone"] == [22, 23, 24] and report["undone"] == []
    scout = skill(dark, "Wren", "scout")
    assert (scout["passes"], scout["marks"]) == ([22], [{"test": 22, "outcome": "pass", "marked": True}])
    assert dark.json("sheet", "Wren")["tallies"]["scout"] == {"passes": 1, "fails": 0}
    rows = history(dark)
    assert [rows[n]["undone_by"] for n in (22, 23, 24)] == [None, None, None]


def test_a_later_test_depends_on_the_test_that_raised_its_rating(dark: Cli) -> None:
    second_session(dark)
    path = skill(dark, "Tamsin", "pathfinder")
    assert (path["rating"], path["passes"], path["advances"]) == (2, [88], [{"test": 20, "from": 1, "to": 2}])

    line = refused(dark, "undo", "20", field="action")                   # test #88 rolled 2 dice: Pathfinder 2
    assert "21 (resolve): refused: phase:" in line
    assert "88 (test): refused: dice: got 2 dice, need exactly 1: the pool is 1 die (Pathfinder 1)" in line
    assert "89 (resolve): refused" in line
    assert "88 (test): refused" in refused(dark, "undo", "20", "--redecide", field="action")   # refused, not just different

    report = dark.json("undo", "20", "--cascade")
    assert report["action"] == 90 and report["undone"] == [20, 21, 88, 89]
    tamsin = dark.json("sheet", "Tamsin")
    assert tamsin["skills"]["pathfinder"] == 1 and tamsin["tallies"]["pathfinder"] == {"passes": 1, "fails": 1}
    path = skill(dark, "Tamsin", "pathfinder")
    assert (path["rating"], path["passes"], path["fails"], path["advances"]) == (1, [15], [17], [])
    assert path["next"] == "1 more pass and 0 more fails to reach 2"
    assert dark.json("turn")["test"] is None                           # test #88 is not left open
    rows = history(dark)
    assert [rows[n]["undone_by"] for n in (20, 21, 88, 89)] == [90] * 4

    report = dark.json("redo", "20")
    assert report["redone"] == [20, 21, 88, 89] and report["undone"] == []
    path = skill(dark, "Tamsin", "pathfinder")
    assert (path["rating"], path["passes"], path["advances"]) == (2, [88], [{"test": 20, "from": 1, "to": 2}])
    assert dark.json("sheet", "Tamsin")["tallies"]["pathfinder"] == {"passes": 1, "fails": 0}


def test_undo_of_the_first_test_leaves_the_next_unrelated_test_alone(dark: Cli) -> None:
    """Fixed: the state held ``test: None`` until the first resolve deleted the key, so test #11 recorded a
    different change (``present``) once test #9 was undone, and the undo cascaded into 73 actions."""
    line = refused(dark, "undo", "9", field="action")
    assert "10 (resolve): refused" in line and "73 (resolve): records different changes" in line
    assert "11 (test)" not in line
    report = dark.json("undo", "9", "--cascade", "--redecide")
    assert report["undone"] == [9, 10] and list(report["revised"]) == ["73"]
    assert "Rogard Weather Watcher 4: fail; passes 0/5, fails 1/4 (test #71)" in report["revised"]["73"]["after"]
    ww = skill(dark, "Rogard", "weather_watcher")
    assert (ww["passes"], ww["fails"]) == ([], [71])
    lore = skill(dark, "Rogard", "loremouse")
    assert (lore["passes"], lore["fails"]) == ([74], [11])               # test #11 and its check untouched
    assert dark.json("sheet", "Rogard")["checks"] == 0


def test_a_test_records_the_same_changes_whether_or_not_a_test_came_before() -> None:
    """The pure side of the fix: no key of a new campaign holds None, so a test decided on a fresh table and
    on one where a test has been rolled and resolved records the same changes."""
    from test_mouseguard_table import MG, ROGARD

    def table(earlier: bool) -> MG:
        mg = MG()
        mg.mouse("Rogard", **ROGARD)
        mg.play()
        if earlier:
            mg.do("test", "Rogard", skill="pathfinder", ob=1, dice=[5, 2])
            mg.do("resolve")
        else:                                                      # two other actions: the same numbers
            mg.do("mark", character="Rogard", condition="angry")
            mg.do("clear", character="Rogard", condition="angry")
        mg.do("scene end")
        mg.do("scene start", title="Later")
        return mg

    state = MG().state
    assert None not in state.values() and None not in state["scene"].values()
    specs = []
    for earlier in (False, True):
        mg = table(earlier)
        mg.do("test", "Rogard", skill="fighter", ob=1, dice=[5])
        specs.append([(e.kind, [c for c in e.changes if c["path"][0] != "characters"]) for e in mg.events])
    assert specs[0] == specs[1]
    assert not any("present" in c for _, changes in specs[0] for c in changes)


# --- amend -----------------------------------------------------------------------------------------------

def test_amending_a_pass_into_a_fail_changes_the_tallies(dark: Cli) -> None:
    before = dark.bytes()
    dry = dark.json("amend", "15", "--dice", "3,2", "--dry-run")
    assert dry["action"] is None and dry["dry_run"] and dry["undone"] == []
    assert set(dry["revised"]) == {"15", "16", "19", "21"} and dark.bytes() == before
    assert "Tamsin Pathfinder 1: fail; passes 0/2, fails 1/1 (test #15)" in dry["revised"]["16"]["after"]
    assert "Tamsin Pathfinder 1: fail (—); passes 0/2, fails 1/1 (test #17)" in dry["revised"]["19"]["after"]
    assert "Tamsin Pathfinder rises to 2 (test #20)" in dry["revised"]["21"]["before"]
    assert not any("rises" in line for line in dry["revised"]["21"]["after"])

    report = dark.json("amend", "15", "--dice", "3,2", "--reason", "misread die")
    assert report["action"] == 85 and report["undone"] == []
    path = skill(dark, "Tamsin", "pathfinder")
    assert (path["rating"], path["passes"], path["fails"], path["advances"]) == (1, [20], [15], [])
    assert path["marks"] == [{"test": 15, "outcome": "fail", "marked": True},
                             {"test": 17, "outcome": "fail", "marked": False},    # the one fail is already marked
                             {"test": 20, "outcome": "pass", "marked": True}]
    tamsin = dark.json("sheet", "Tamsin")
    assert tamsin["skills"]["pathfinder"] == 1 and tamsin["tallies"]["pathfinder"] == {"passes": 1, "fails": 1}
    rows = history(dark)
    assert rows[15]["amended_by"] == [85] and rows[15]["undone_by"] is None
    assert rows[85]["command"] == "amend" and "misread die" in rows[85]["why"]
    assert rows[85]["changes"][0] == "Tamsin Pathfinder: 2 → 1"
    assert rows[85]["changes"][1] == "Tamsin tallies: Pathfinder — → passes 1 (#20), fails 1 (#15)"
    assert "3,2 → 0 successes" in report["revised"]["15"]["after"][0]
    recorded = next(ev for ev in rows[15]["events"] if ev["kind"] == "TestRolled")
    assert recorded["detail"]["faces"] == [5, 2]                            # the history keeps what was recorded
    corrected = next(ev for ev in rows[85]["events"] if ev["kind"] == "Corrected")["detail"]
    assert corrected["inputs"]["15"]["args"]["dice"] == "3,2" and corrected["revised"] == [15, 16, 19, 21]
    last = why(dark, "Tamsin", "Guía")[-2:]                   # the tallies come back whole: the key order changed
    assert last == [(85, "amend", ["skills", "pathfinder"], 2, 1, "amend of action 15"),
                    (85, "amend", ["tallies", "pathfinder"], None, {"passes": [20], "fails": [15]}, "amend of action 15")]


def test_amend_through_the_app_keeps_the_projection_equal_to_the_kept_tallies(tmp_path: Path) -> None:
    """Rogard's Weather Watcher test #9 amended to a fail (and his Players' Turn test #71 to a pass): the
    tallies kept in the state and those the ``advancement`` read rebuilds from the effective events agree."""
    from ledger.service import Ledger
    from ledger.store.application import LedgerApp
    from rules.mouseguard import advancement

    Ledger(tmp_path / "s.sqlite").replay(SAMPLE)
    app = LedgerApp(tmp_path / "s.sqlite")
    camp = app.campaign(None, writing=True)
    apply(app, camp, "amend", {"action": 9, "dice": [3, 3, 2, 1, 1, 2, 2], "and": [{"action": 71, "dice": [6, 5, 4, 1]},
                                                                                {"action": 72, "dice": [5]}]}, "GM")
    app.save(camp)
    kept = advancement.kept(camp.state, "Rogard")["tallies"]["weather_watcher"]
    assert kept == {"passes": [71], "fails": [9]}
    built = advancement.rebuild(Ledger(app.location).records(camp.name), camp.state["options"])["Rogard"]["skills"]
    assert {k: built["weather_watcher"][k] for k in ("passes", "fails")} == kept
    assert camp.state["characters"]["Rogard"]["fate"] == 1          # Fate spent on #71 (0), then a reward (+1)


# --- as of an earlier moment -----------------------------------------------------------------------------

def test_the_conflict_as_of_its_middle_hides_what_was_not_yet_revealed(dark: Cli) -> None:
    mid = dark.json("conflict", "--as-of", "40")             # after Wren's Impede, before volley 1.3's reveal
    assert (mid["phase"], mid["exchange"], mid["volley"]) == ("sealed", 1, 2)
    assert [s["disposition"] for s in mid["sides"]] == [6, 7] and [s["start"] for s in mid["sides"]] == [6, 8]
    assert mid["revealed"] == [[{"action": "attack", "actor": "Brand"}, {"action": "maneuver", "actor": "Wren"}],
                               [{"action": "attack", "actor": "Water Snake"}, {"action": "defend", "actor": "Water Snake"}]]
    assert [v["dispositions"] for v in mid["volleys"]] == [[6, 7], [6, 7]] and mid["outcome"] is None
    assert mid["sides"][1]["pending"] == [{"kind": "impede", "dice": -1, "actor": "Water Snake", "from": "volley 1.2"}]
    assert "feint" not in json.dumps(mid).lower()             # the snake's Feint (1.3) is still sealed then
    text = dark("conflict", "--as-of", "40", "--lang", "es").stdout
    assert "6/6" in text and "7/8" in text and "Finta" not in text and "Maniobra (Wren)" in text

    sealed = dark.json("conflict", "--as-of", "31")
    assert sealed["revealed"] == [[], []] and sealed["volleys"] == [] and [s["sealed"] for s in sealed["sides"]] == [True, True]
    assert [s["disposition"] for s in sealed["sides"]] == [6, 8]
    after = dark.json("conflict", "--as-of", "43")             # volley 1.3 decided (its resolve)
    assert (after["phase"], after["exchange"]) == ("scripting", 2) and [s["disposition"] for s in after["sides"]] == [3, 7]
    assert after["volleys"][2]["actions"] == [{"action": "defend", "actor": "Tamsin"}, {"action": "feint", "actor": "Water Snake"}]
    now = dark.json("conflict")
    assert now["phase"] == "closed" and [s["disposition"] for s in now["sides"]] == [2, 0] and len(now["volleys"]) == 7
    assert dark.json("conflict", "--scene", "2")["id"] is None           # the fight had not begun
    refused(dark, "conflict", "--as-of", "85", field="as_of")


def test_the_system_reads_honour_as_of_session_and_scene(dark: Cli) -> None:
    path = skill(dark, "Tamsin", "pathfinder", "--as-of", "19")
    assert (path["rating"], path["passes"], path["fails"], path["advances"]) == (1, [15], [17], [])
    path = skill(dark, "Tamsin", "pathfinder", "--as-of", "21")
    assert (path["rating"], path["passes"], path["advances"]) == (2, [], [{"test": 20, "from": 1, "to": 2}])
    assert skill(dark, "Rogard", "weather_watcher", "--scene", "1")["passes"] == [9]
    assert skill(dark, "Rogard", "weather_watcher", "--scene", "1", "--start")["passes"] == []
    assert skill(dark, "Rogard", "weather_watcher", "--session", "1")["fails"] == [71]
    assert dark.json("sheet", "Tamsin", "--as-of", "18")["conditions"] == ["tired"]
    assert dark.json("sheet", "Tamsin", "--as-of", "70")["conditions"] == []
    assert dark.json("sheet", "Rogard", "--as-of", "72")["fate"] == 0
    assert dark.json("sheet", "Rogard", "--session", "1", "--start")["fate"] == 1
    assert dark.json("turn", "--as-of", "17")["test"] == 17
    turn = dark.json("turn", "--as-of", "40")
    assert turn["conflict"] == 27 and turn["test"] is None and turn["scene"]["title"] == "The snake under the crossing"
    assert dark.json("turn", "--as-of", "75")["turn"]["tests"] == {"Tamsin": 1, "Rogard": 2}
    scene_end = dark.json("turn", "--scene", "4")               # its scene end (76), before the turn ends (77)
    assert scene_end["turn"] == {"phase": "players", "mission": 1, "tests": {"Tamsin": 1, "Rogard": 2}}
    assert scene_end == dark.json("turn", "--as-of", "76")
    assert dark.json("turn", "--session", "1")["turn"] == {"phase": "idle", "mission": 1, "tests": {}}
    assert dark.json("turn", "--session", "1", "--start")["turn"]["phase"] == "idle"
    assert "Guía 1" in dark("advancement", "Tamsin", "--as-of", "19", "--lang", "es").stdout
    refused(dark, "advancement", "Tamsin", "--session", "2", field="session")


def test_as_of_after_an_amend_reads_the_corrected_past(dark: Cli) -> None:
    second_session(dark)                                                    # 85-89: session 2
    report = dark.json("amend", "15", "--dice", "3,2", "--cascade")        # 90: Pathfinder never rose
    assert report["undone"] == [88, 89]                                     # test #88's 2 dice no longer fit
    assert dark.json("sheet", "Tamsin")["skills"]["pathfinder"] == 1
    assert skill(dark, "Tamsin", "pathfinder")["advances"] == []
    assert dark.json("sheet", "Tamsin", "--as-of", "21")["skills"]["pathfinder"] == 1
    assert skill(dark, "Tamsin", "pathfinder", "--as-of", "21")["advances"] == []
    assert dark.json("sheet", "Tamsin", "--session", "1")["skills"]["pathfinder"] == 1


def test_history_marks_the_actions_an_amend_decided_again(dark: Cli) -> None:
    report = dark.json("amend", "15", "--dice", "3,2")
    assert sorted(report["revised"], key=int) == ["15", "16", "19", "21"]
    rows = history(dark)
    assert rows[15]["amended_by"] == [85]
    for n in (16, 19, 21):                                                  # 21 no longer raises Pathfinder
        assert rows[n]["amended_by"] == [85] or "Tamsin Pathfinder: 1 → 2" not in rows[n]["changes"], n


# --- why and arc -----------------------------------------------------------------------------------------

def test_why_tamsin_pathfinder_explains_each_mark_and_the_rise(dark: Cli) -> None:
    rows = why(dark, "Tamsin", "Pathfinder")
    assert rows == [
        (4, "add-character", ["skills", "pathfinder"], None, 1, None),
        (16, "resolve", ["tallies", "pathfinder"], None, {"passes": [15], "fails": []}, "test #15"),
        (19, "resolve", ["tallies", "pathfinder"], {"passes": [15], "fails": []}, {"passes": [15], "fails": [17]}, "test #17"),
        (21, "resolve", ["tallies", "pathfinder"], {"passes": [15], "fails": [17]}, {"passes": [15, 20], "fails": [17]},
         "test #20"),
        (21, "resolve", ["skills", "pathfinder"], 1, 2, "test #20"),
        (21, "resolve", ["tallies", "pathfinder"], {"passes": [15, 20], "fails": [17]}, None, "test #20"),
    ]
    kinds = [r["kind"] for r in dark.json("why", "Tamsin", "pathfinder")]
    assert kinds == ["CharacterCreated", "AdvancementTestLogged", "AdvancementTestLogged", "AdvancementTestLogged",
                     "SkillAdvanced", "SkillAdvanced"]
    assert why(dark, "tamsin", "Guía") == why(dark, "Tamsin", "guia") == rows         # the seed's Spanish name
    text = dark("why", "Tamsin", "Guía").stdout
    assert "test #20" in text and "test #15" in text and "test #17" in text


def test_why_finds_mouse_guard_values_by_their_names_in_both_languages(dark: Cli) -> None:
    fate = [(1, "add-character", ["fate"], None, 1, None), (72, "fate", ["fate"], 1, 0, "test #71"),
            (78, "rewards give", ["fate"], 0, 1, None)]
    assert why(dark, "Rogard", "fate") == why(dark, "Rogard", "Destino") == fate
    checks = [(1, "add-character", ["checks"], None, 0, None), (11, "test", ["checks"], 0, 1, "test #11"),
              (74, "test", ["checks"], 1, 0, "test #74")]
    assert why(dark, "Rogard", "checks") == why(dark, "Rogard", "marcas") == checks
    assert why(dark, "Rogard", "Carácter")[-1] == (78, "rewards give", ["persona"], 2, 3, None)
    tired = [(4, "add-character", ["conditions", "tired"], None, False, None), (18, "take-condition", ["conditions", "tired"], False, True, "test #17"),
             (70, "rest", ["conditions", "tired"], True, False, None)]
    assert why(dark, "Tamsin", "tired") == why(dark, "Tamsin", "Cansado") == tired
    bite = dark.json("why", "Brand", "Herido")
    assert [(r["action"], r["after"]) for r in bite] == [(2, False), (64, True), (69, False)]
    assert bite[1]["cause"] == "the compromise: a snake bite" and bite[2]["cause"] == "test #68"
    assert [r[0] for r in why(dark, "Rogard", "Meteorologo")] == [1, 10, 73]            # accents optional
    assert why(dark, "Brand", "fighter")[1] == (35, "resolve", ["tallies", "fighter"], None,
                                                {"passes": [33], "fails": []}, "test #33")   # a volley's mark
    assert "Destino" in dark("history", "--lang", "es", "--character", "Rogard").stdout
    refused(dark, "why", "Rogard", "juggling", field="field")
    refused(dark, "why", "Nobody", "fate", field="character")


def test_why_a_trait_lists_its_use(cli: Cli) -> None:
    cli("create", "Lockhaven", "--system", "mouseguard")
    cli("add-character", "Rogard", "--nature", "5", "--will", "4", "--health", "4", "--skill", "loremouse=3",
        "--trait", "Calm=1")                                                             # 1
    cli("session", "start")
    cli("turn", "gm")
    cli("scene", "start")                                                                # 4
    cli("test", "loremouse", "--as", "Rogard", "--ob", "2", "--trait", "Calm", "--dice", "6,5,1,1")   # 5: Calm used
    assert cli.json("sheet", "Rogard")["traits"]["Calm"]["used"] is True
    rows = cli.json("why", "Rogard", "Calm")
    assert [(r["action"], r["path"][2:], r["before"], r["after"]) for r in rows][1:] == [
        (5, ["traits", "Calm", "used"], False, True)]


def test_arc_follows_the_mouse_guard_values_per_session(dark: Cli) -> None:
    second_session(dark)
    arc = dark.json("arc", "tamsin")
    assert arc["name"] == "Tamsin" and [c["session"] for c in arc["sessions"]] == [0, 1, 2]
    col = lambda key: [c["values"].get(key) for c in arc["sessions"]]  # noqa: E731
    assert col("Pathfinder") == [1, 2, 2] and col("Fate") == [1, 3, 3] and col("Persona") == [1, 2, 2]
    assert col("Pathfinder tallies") == [None, None, "1/0"] and col("Healer tallies") == [None, "1/0", "1/0"]
    assert col("Nature") == [3, 3, 3] and col("Conditions") == [[], [], []] and col("Traits") == [["Generous 1"]] * 3
    assert arc["sessions"][1]["events"]["SkillAdvanced"] == 1 and arc["sessions"][1]["events"]["AdvancementTestLogged"] == 5
    assert arc["sessions"][2]["events"] == {"SceneStarted": 1, "TestRolled": 1, "AdvancementTestLogged": 1}
    es = dark.json("arc", "Tamsin", "--lang", "es")["sessions"][1]["values"]
    assert es["Guía"] == 2 and es["Destino"] == 3 and es["marcas de avance de Sanador"] == "1/0" and es["Estado"] == "activo"
    text = dark("arc", "Tamsin", "--lang", "es").stdout
    assert "Guía" in text and "Naturaleza" in text and "skills." not in text

    dark("undo", "20", "--cascade")                                       # 90, in session 2
    now = dark.json("arc", "Tamsin")["sessions"][-1]["values"]
    assert now["Pathfinder"] == 1 and now["Pathfinder tallies"] == "1/1"


# --- sealed scripts stay sealed through corrections ------------------------------------------------------

def test_redact_hides_the_scripts_a_correction_s_net_change_holds() -> None:
    """A correction's net change writes a whole conflict (the record holds None values, so the core's diff
    replaces it whole) and records the corrected arguments: ``redact`` seals the scripts in both."""
    import copy

    from rules.mouseguard.summaries import redact
    from test_mouseguard_table import faces, opened

    mg = opened()
    mg.exchange(["feint", "defend", "maneuver"], ["attack"] * 3)
    cid = str(mg.conflict["id"])
    whole = copy.deepcopy(mg.conflict)
    gone = {**whole, "scripts": {}}
    detail = {"target": 9, "inputs": {"9": {"args": {"side": "Brand", "actions": ["maneuver", "defend", "feint"]}}}}
    for path, before in ((["conflicts", cid], whole), (["conflicts"], {cid: whole}),
                         (["conflicts", cid, "scripts"], whole["scripts"]), (["conflicts", cid, "scripts", "1"], whole["scripts"]["1"])):
        changes = [{"path": path, "before": before, "after": None, "delta": None}]
        shown, hidden = redact("Corrected", detail, changes, mg.state)
        assert "feint" not in json.dumps([shown, hidden]) and "maneuver" not in json.dumps([shown, hidden]), path
    changes = [{"path": ["conflicts", cid], "before": whole, "after": gone, "delta": None}]
    shown, hidden = redact("Corrected", detail, changes, mg.state)
    assert hidden[0]["before"]["scripts"]["1"]["0"] == [{"action": "sealed", "actor": "sealed"}] * 3
    assert hidden[0]["before"]["sides"] == whole["sides"] and hidden[0]["after"] == gone
    assert shown["inputs"]["9"]["args"] == {"side": "Brand", "actions": "sealed"} and shown["target"] == 9
    assert detail["inputs"]["9"]["args"]["actions"][0] == "maneuver" and whole["scripts"]["1"]["0"][0]["action"] == "feint"
    mg.volley(("Bandit", faces(1, 4)))                                          # volley 1.1 is revealed now
    _, hidden = redact("Corrected", detail, changes, mg.state)
    assert [a["action"] for a in hidden[0]["before"]["scripts"]["1"]["0"]] == ["feint", "sealed", "sealed"]
    assert redact("Corrected", {"target": 3, "inputs": {}}, [], mg.state) == ({"target": 3, "inputs": {}}, [])


def test_amending_a_sealed_script_keeps_it_sealed_in_the_history(cli: Cli) -> None:
    cli("create", "Lockhaven", "--system", "mouseguard")
    cli("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4",
        "--weapon", "spear")
    cli("add-character", "Bandit", "--kind", "npc", "--nature", "3", "--health", "5", "--skill", "fighter=4")
    for step in (("session", "start"), ("turn", "gm"), ("scene", "start")):
        cli(*step)
    cli("conflict", "start", "--type", "fight", "--team", "Brand", "--goal", "x", "--opponents", "Bandit",
        "--opponent-goal", "y")                                                           # 6
    cli("conflict", "disposition", "--as", "Brand", "--dice", "6,5,4,1")
    cli("conflict", "disposition", "--as", "Bandit", "--dice", "6,5,2,1")
    cli("conflict", "script", "--side", "Brand", "--actions", "feint,attack,defend")    # 9: sealed
    out = cli("amend", "9", "--actions", "maneuver,attack,defend").stdout
    assert "maneuver" not in out.lower() and "feint" not in out.lower()                 # the report keeps it sealed
    assert cli.json("conflict")["sides"][0]["sealed"] is True
    text = cli("history", "--json").stdout.lower()
    assert "feint" not in text and "maneuver" not in text
