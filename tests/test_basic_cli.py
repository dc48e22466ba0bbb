"""The real ``ledger`` command on a temporary store with a Basic abilities campaign: a played scene's
values, and every bad input docs/systems/basic.md lists -> one ``error: <field>:`` line, exit code 2, store unchanged."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from conftest import ROOT, Cli


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """A store with one Basic abilities scene played through the CLI, physical dice typed in."""
    c = Cli(tmp_path_factory.mktemp("basic") / "store.sqlite")
    c("create", "Old Road", "--system", "basic")
    c("add-character", "Ana", "--attributes", "brawn=2,wits=3", "--passive", "brawn=12", "--level", "4")   # action 1
    c("add-character", "Bo", "--attributes", "brawn=4", "--passive", "brawn=13", "--level", "2")          # 2
    c("add-character", "Ogre", "--attributes", "brawn=5", "--passive", "brawn=15", "--npc", "--level", "5")  # 3
    c("session", "start")                                                                            # 4
    c("scene", "start", "--title", "The toll bridge")                                                # 5
    c("attack", "declare", "Ogre", "--as", "Ana", "--attribute", "brawn")                            # 6: contest #6
    c("help", "Ana", "--as", "Bo", "--attribute", "brawn", "--dice", "7", "--stack", "d4")             # 7: 11 -> 2 ops
    c("attack", "roll", "--dice", "15,3")                                                            # 8: 15 + 3 + 2 = 20
    c("attack", "defend", "--as", "Ogre", "--attribute", "brawn", "--dice", "9")                      # 9: 14 vs 20: fail
    c("attack", "resolve")                                                                           # 10: 20 damage
    c("progress", "open", "Rotten planks", "--size", "30")                                           # 11
    c("make-progress", "Rotten planks", "--as", "Bo", "--attribute", "brawn", "--dice", "12")         # 12: 16/30
    return c


def test_played_scene_values(played: Cli) -> None:
    ogre = played.json("sheet", "ogre")
    assert ogre["damage"] == 20 and ogre["kind"] == "npc" and ogre["die"] == 8
    ana = played.json("sheet", "Ana")
    assert ana["stacked_for"] == [] and ana["attributes"] == {"brawn": 2, "agility": 0, "wits": 3, "heart": 0}
    assert ana["passive"] == {"brawn": 12} and ana["level"] == 4 and ana["die"] == 6
    bo = played.json("sheet", "Bo")
    assert bo["operations"] is None                      # Bo's second operation lapsed with Bo's own test
    assert played.json("progress") == {"bars": [{"name": "Rotten planks", "size": 30, "filled": 16, "overflow": 0,
                                                 "complete": False, "opened": 11}]}
    contest = played.json("attack")
    assert contest["contest"] == {"phase": "resolved", "id": 6} and contest["scene"] == {"phase": "open", "number": 1}


def test_played_history(played: Cli) -> None:
    rows = played.json("history")
    assert [r["command"] for r in rows][6:] == ["attack declare", "help", "attack roll", "attack defend", "attack resolve",
                                               "progress open", "make-progress"]
    roll = rows[8]["events"][0]
    assert roll["kind"] == "TestRolled" and roll["detail"]["total"] == 20 and roll["detail"]["dice_source"] == "physical"
    assert [(x["die"], x["face"], x["role"]) for x in roll["detail"]["dice"]] == [(20, 15, "test"), (4, 3, "for")]
    assert rows[8]["why"] == ["contest #6", "test #8"]
    resolved = rows[10]
    assert "Ogre damage: 0 → 20" in resolved["changes"] and resolved["why"] == ["contest #6"]
    assert resolved["events"][0]["detail"]["attacker_tier"] == "full"
    only_ogre = played.json("history", "--character", "Ogre")
    assert {"attack declare", "attack defend", "attack resolve"} <= {r["command"] for r in only_ogre}
    table = played("history").stdout
    assert "Ogre's defence 14 (Fail): 20 damage to Ogre" in table


BAD = [
    (("help", "Ana", "--as", "Bo", "--attribute", "brawn", "--dice", "9", "--stack", "d6"), "stack"),       # Bo stacks d4
    (("help", "Ana", "--as", "Bo", "--attribute", "brawn", "--dice", "3", "--stack", "d4", "--stack", "d4"), "stack"),
    (("help", "Ana", "--as", "Bo", "--attribute", "brawn", "--dice", "3", "--unstack", "99.1"), "unstack"),
    (("stack", "d4", "--as", "Bo"), "die"),                                                              # nothing waiting
    (("progress", "open", "Cliff", "--size", "20", "--filled", "25"), "filled"),
    (("make-progress", "Nowhere", "--as", "Bo", "--attribute", "brawn", "--dice", "3"), "bar"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "full", "--dice", "5,3", "--flashback", "4.1"),
     "flashback"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "full", "--dice", "21"), "dice"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "full", "--dice", "5,3"), "dice"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "full", "--dice", "5", "--seed", "3"), "dice"),
    (("anything-else", "--as", "Ana", "--attribute", "luck", "--tier", "full", "--dice", "5"), "attribute"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "great", "--dice", "5"), "tier"),
    (("anything-else", "--as", "Ana", "--attribute", "wits", "--dice", "5"), "difficulty"),
    (("prepare", "--as", "Ana", "--attribute", "wits", "--dice", "5"), "phase"),
    (("attack", "roll", "--dice", "5"), "phase"),
    (("attack", "declare", "Gate", "--as", "Ana", "--attribute", "brawn"), "target"),
    (("ask", "Who?", "--as", "Ana"), "phase"),
    (("add-character", "Ana"), "name"),
    (("add-character", "Cy", "--attributes", "brawn=40"), "attributes"),
    (("roll", "directly engage", "--as", "Ana"), "command"),                        # a Masks command
]


@pytest.mark.parametrize("args,field", BAD, ids=[" ".join(a[:2]) + f" [{f}]" for a, f in BAD])
def test_bad_input_is_one_line_and_writes_nothing(played: Cli, args: tuple[str, ...], field: str) -> None:
    before = played.bytes()
    proc = played(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert played.bytes() == before


def test_stacking_and_flashback_refusals_in_a_fresh_store(cli: Cli) -> None:
    cli("create", "Refusals", "--system", "basic", "--option", "generic.tier.bands=0,4,8")
    cli("add-character", "Ana", "--attributes", "wits=2", "--level", "9")
    cli("add-character", "Bo")
    cli("session", "start")
    cli("downtime", "start")
    out = cli("prepare", "--as", "Ana", "--attribute", "wits", "--dice", "19", "--purpose", "the ambush").stdout
    assert "Ana prepares 2 flashback d12: #5.1, #5.2" in out
    cli("downtime", "end")
    cli("scene", "start")
    cli("help", "Bo", "--as", "Ana", "--attribute", "wits", "--dice", "1")          # 3: one operation
    for args, field, text in [
        (("stack", "d10", "--as", "Ana"), "die", "Ana is level 9 and stacks d12s; allowed: d12"),
        (("anything-else", "--as", "Ana", "--attribute", "wits", "--tier", "full", "--dice", "5,13", "--flashback", "5.1"),
         "dice", "face 13 of die 2 is outside 1..12"),
        (("anything-else", "--as", "Bo", "--attribute", "wits", "--tier", "full", "--dice", "5,3", "--flashback", "5.1"),
         "flashback", "Bo has no flashback die #5.1"),
    ]:
        before = cli.bytes()
        proc = cli(*args, ok=False)
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}: ")
        assert text in lines[0] and cli.bytes() == before
    cli("stack", "d12", "--as", "Ana")
    proc = cli("stack", "d12", "--as", "Ana", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: die: help #8 totals 3 and its operations are all used")
    cli("anything-else", "--as", "Ana", "--attribute", "wits", "--difficulty", "10", "--dice", "5,12", "--flashback", "5.1")
    rolled = cli.json("history")[-1]["events"][0]["detail"]
    assert rolled["total"] == 19 and rolled["tier"] == "critical"            # margin 9 with bands 0,4,8
    assert cli.json("sheet", "Ana")["flashback"] == [{"id": "5.2", "die": 12, "by": "Ana", "for": "the ambush"}]
    assert cli.json("sheet", "Bo")["stacked_for"] == [{"id": "9.1", "die": 12, "by": "Ana", "task": None}]


def test_seeded_test_is_recorded(cli: Cli) -> None:
    cli("create", "Seeded", "--system", "basic")
    cli("add-character", "Ana", "--attributes", "wits=1")
    cli("session", "start")
    cli("scene", "start")
    cli("anything-else", "--as", "Ana", "--attribute", "wits", "--difficulty", "10", "--seed", "42")
    detail = cli.json("history")[-1]["events"][0]["detail"]
    face = random.Random(42).randint(1, 20)
    assert detail["dice_source"] == "seed:42" and detail["dice"][0]["face"] == face and detail["total"] == face + 1


def test_help_without_a_store(tmp_path: Path) -> None:
    c = Cli(tmp_path / "none.sqlite")
    listing = c("--help").stdout
    assert "Commands of Basic abilities (--system basic)" in listing and "make-progress" in listing
    text = c("--system", "basic", "attack", "defend", "--help").stdout
    assert "--attribute" in text and "ledger attack defend --as Ogre" in text
    assert "--stack DIE" in c("hinder", "--help").stdout                    # only Basic abilities has hinder
    assert not c.has_store()


def test_sample_campaign_reads(tmp_path: Path) -> None:
    script = ROOT / "sample_campaigns" / "basic-the-salt-road.yaml"
    c = Cli(tmp_path / "salt.sqlite")
    assert "replayed" in c("replay", str(script)).stdout
    rows = c.json("history")
    commands = {r["command"] for r in rows}
    assert {"attack declare", "attack roll", "attack defend", "attack resolve", "get-answers", "ask", "help", "hinder",
            "stack", "unstack", "progress open", "make-progress", "prepare", "move", "anything-else", "downtime start",
            "session end"} <= commands
    assert sum(1 for r in rows if r["command"] == "session start") == 2 and len(rows) >= 41
    sources = {e["detail"]["dice_source"] for r in rows for e in r["events"] if e["kind"] == "TestRolled"}
    assert sources == {"physical"}
    damage = {name: c.json("sheet", name)["damage"] for name in ("Mara", "Tobin", "Ilse", "Korrow", "Salt Wraith")}
    assert damage == {"Mara": 8, "Tobin": 0, "Ilse": 0, "Korrow": 23, "Salt Wraith": 40}
    mara = c.json("sheet", "Mara")
    assert mara["level"] == 5 and mara["die"] == 8 and mara["stacked_for"] == mara["stacked_against"] == []
    assert c.json("sheet", "Ilse")["flashback"] == [] and c.json("sheet", "Tobin")["answers"] is None
    assert [(b["name"], b["filled"], b["complete"]) for b in c.json("progress")["bars"]] == [
        ("Rebuild the ford", 40, True), ("Seal the barrow", 60, True)]
    assert c.json("attack")["session"] == {"phase": "ended", "number": 2}
