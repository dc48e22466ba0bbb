"""Corrections and time travel on a Mouse Guard campaign: undo, redo, amend, ``--as-of``, ``why`` and
``arc`` on the sample mission (``mouseguard-darkwater-crossing.yaml``), through the real ``ledger``
command on a copy of one replayed store, and through ``LedgerApp`` where that is clearer.

The sample's action numbers (``ledger history``): Rogard's Weather Watcher test #9 (a pass) and Loremouse
test #11; Tamsin's Pathfinder 1 tests #15 (pass), #17 (a fail bought with Tired) and #20 (pass: it rises
to 2, resolve 21); Wren's Scout versus test #22 (oppose 23, resolve 24); the fight, conflict #27, 28-56;
the Players' Turn 59-70 (Rogard's Weather Watcher test #64 fails, resolve 66); session end 76.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, Cli

SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"


@pytest.fixture(scope="module")
def replayed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample mission replayed once into a store (copied for each test)."""
    c = Cli(tmp_path_factory.mktemp("darkwater") / "darkwater.sqlite")
    assert "replayed 76 actions" in c("replay", str(SAMPLE)).stdout
    return c.store


@pytest.fixture
def dark(replayed: Path, tmp_path: Path) -> Cli:
    """A fresh copy of the replayed sample, for one test to correct."""
    store = tmp_path / "darkwater.sqlite"
    shutil.copyfile(replayed, store)
    return Cli(store)


def refused(cli: Cli, *args: str, field: str) -> str:
    """Assert one ``error: <field>:`` line, exit code 2 and the store unchanged; returns the line."""
    before = cli.bytes()
    proc = cli(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field}:"), proc.stderr
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
    """Session 2 of the sample: Tamsin crosses back with Pathfinder 2 (two dice now): test #80, resolve 81."""
    cli("session", "start")                                                              # 77
    cli("turn", "gm")                                                                    # 78
    cli("scene", "start", "--title", "Back across the stones")                           # 79
    cli("test", "pathfinder", "--as", "Tamsin", "--ob", "1", "--dice", "5,3")            # 80: 2D, 1 success
    cli("resolve")                                                                       # 81: a pass at rating 2


# --- undo and redo ---------------------------------------------------------------------------------------

def test_undo_of_the_first_test_leaves_the_next_unrelated_test_alone(dark: Cli) -> None:
    """Fixed: the state held ``test: None`` until the first resolve deleted the key, so test #11 recorded a
    different change (``present``) once test #9 was undone, and the undo cascaded into 66 actions."""
    line = refused(dark, "undo", "9", field="action")
    assert "10 (resolve): refused" in line and "66 (resolve): records different changes" in line
    assert "11 (test)" not in line
    report = dark.json("undo", "9", "--cascade", "--redecide")
    assert report["undone"] == [9, 10] and list(report["revised"]) == ["66"]
    assert "Rogard Weather Watcher 4: fail; passes 0/5, fails 1/4 (test #64)" in report["revised"]["66"]["after"]
    ww = skill(dark, "Rogard", "weather_watcher")
    assert (ww["passes"], ww["fails"]) == ([], [64])
    lore = skill(dark, "Rogard", "loremouse")
    assert (lore["passes"], lore["fails"]) == ([67], [11])               # test #11 and its check untouched
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


# --- why and arc -----------------------------------------------------------------------------------------

def test_why_tamsin_pathfinder_explains_each_mark_and_the_rise(dark: Cli) -> None:
    rows = why(dark, "Tamsin", "Pathfinder")
    assert rows == [
        (4, "add-character", [], None, 1, None),
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
    fate = [(1, "add-character", [], None, 1, None), (65, "fate", ["fate"], 1, 0, "test #64"),
            (71, "rewards give", ["fate"], 0, 1, None)]
    assert why(dark, "Rogard", "fate") == why(dark, "Rogard", "Destino") == fate
    checks = [(1, "add-character", [], None, 0, None), (11, "test", ["checks"], 0, 1, "test #11"),
              (67, "test", ["checks"], 1, 0, "test #67")]
    assert why(dark, "Rogard", "checks") == why(dark, "Rogard", "marcas") == checks
    assert why(dark, "Rogard", "Carácter")[-1] == (71, "rewards give", ["persona"], 2, 3, None)
    tired = [(4, "add-character", [], None, False, None), (18, "take-condition", ["conditions", "tired"], False, True, "test #17"),
             (63, "rest", ["conditions", "tired"], True, False, None)]
    assert why(dark, "Tamsin", "tired") == why(dark, "Tamsin", "Cansado") == tired
    bite = dark.json("why", "Brand", "Herido")
    assert [(r["action"], r["after"]) for r in bite] == [(2, False), (57, True), (62, False)]
    assert bite[1]["cause"] == "the compromise: a snake bite" and bite[2]["cause"] == "test #61"
    assert [r[0] for r in why(dark, "Rogard", "Meteorologo")] == [1, 10, 66]            # accents optional
    assert why(dark, "Brand", "fighter")[1] == (34, "conflict roll", ["tallies", "fighter"], None,
                                                {"passes": [33], "fails": []}, "test #33")   # a volley's mark
    assert "Destino" in dark("history", "--lang", "es", "--character", "Rogard").stdout
    refused(dark, "why", "Rogard", "juggling", field="field")
    refused(dark, "why", "Nobody", "fate", field="character")


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
    assert es["Guía"] == 2 and es["Destino"] == 3 and es["Sanador marcas de avance"] == "1/0" and es["Estado"] == "active"
    text = dark("arc", "Tamsin", "--lang", "es").stdout
    assert "Guía" in text and "Naturaleza" in text and "skills." not in text

    dark("undo", "20", "--cascade")                                       # 82, in session 2
    now = dark.json("arc", "Tamsin")["sessions"][-1]["values"]
    assert now["Pathfinder"] == 1 and now["Pathfinder tallies"] == "1/1"
