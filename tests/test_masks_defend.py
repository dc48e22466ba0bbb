"""Defend says whom you protect and from what (000 "DEFEND": "when you defend someone
or something from an immediate threat"; catalogue MK-M05a/b, L-DF DF2 "take Influence over someone you
protect"). ``--protect NAME --from THREAT``; ``--target`` keeps meaning the threat, so older scripts
replay unchanged.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from conftest import ROOT, Cli, Table
from rules.errors import RuleError
from rules.masks.rolls import move_id


def _table() -> Table:
    t = Table()
    t.pc("Gale", (0, 0, 2, 0, 0))
    t.pc("Hex", (1, 0, 0, 0, 0))
    t.do("add-npc", name="Vance")
    t.in_scene()
    return t


def test_protect_from_an_npc_records_both_and_df2_goes_to_the_protected() -> None:
    t = _table()
    t.do("roll", move="Defend Someone", character="Gale", protect="hex", **{"from": "vance"}, dice=[4, 4])
    roll = t.state["roll"]
    assert (roll["target"], roll["protect"], roll["target_kind"], roll["total"]) == ("Vance", "Hex", "npc", 10)
    rolled = next(e for e in t.events if e.kind == "MoveRolled")
    assert rolled.detail["target"] == "Vance" and rolled.detail["protect"] == "Hex"
    t.do("resolve", pick=["DF2"])                       # no over=: the one protected
    assert t.state["influence"]["Gale"] == {"Hex": True}


def test_df2_over_someone_else_than_the_protected_is_refused() -> None:
    t = _table()
    t.do("roll", move="defend", character="Gale", protect="Hex", **{"from": "Vance"}, dice=[4, 4])
    before = t.state
    with pytest.raises(RuleError) as info:
        t.do("resolve", pick=["DF2:over=Vance"])
    assert info.value.field == "pick" and t.state == before


def test_target_keeps_meaning_the_threat() -> None:
    """The field report: `roll defend --target Hex` defends someone FROM Hex; on a hit Hex takes -2."""
    t = _table()
    t.do("roll", move="defend", character="Gale", target="Hex", dice=[4, 4])
    assert t.state["roll"]["target"] == "Hex" and "protect" not in t.state["roll"]
    t.do("resolve")
    assert t.char("Hex")["pending"] == [{"amount": -2, "source": f"defended by Gale (roll #{t.actions - 1})"}]


def test_from_and_target_naming_the_same_threat_is_one_threat() -> None:
    t = _table()
    t.do("roll", move="defend", character="Gale", target="Vance", protect="Hex", **{"from": "VANCE"}, dice=[4, 4])
    assert (t.state["roll"]["target"], t.state["roll"]["protect"]) == ("Vance", "Hex")


@pytest.mark.parametrize("args,field,message", [
    ({"move": "defend", "target": "Hex", "from": "Vance"}, "from", "--from and --target both name Defend's threat and disagree"),
    ({"move": "defend", "protect": "Hex"}, "from", "Defend needs the threat"),
    ({"move": "defend", "protect": "Vance", "from": "Vance"}, "protect", "Vance is the threat"),
    ({"move": "defend", "protect": "Gale", "from": "Vance"}, "protect", "Defend protects someone else"),
    ({"move": "defend", "protect": "Nobody", "from": "Vance"}, "protect", "unknown character 'Nobody'"),
    ({"move": "defend"}, "target", "Defend needs the threat: --from THREAT"),
    ({"move": "directly engage", "protect": "Hex"}, "protect", "--protect is Defend's"),
    ({"move": "provoke", "from": "Vance", "target": "Vance"}, "from", "--from is Defend's"),
])
def test_contradictory_or_misplaced_defend_arguments_are_refused(args: dict[str, Any], field: str, message: str) -> None:
    t = _table()
    before = t.state
    with pytest.raises(RuleError) as info:
        t.do("roll", character="Gale", dice=[4, 4], **args)
    assert info.value.field == field and message in info.value.message and t.state == before


def test_the_cli_explains_and_refuses_in_one_line(cli: Cli) -> None:
    cli("create", "Defend")
    help_text = cli("roll", "--help").stdout
    assert "--protect NAME" in help_text and "--from THREAT" in help_text
    assert "defends someone FROM Hex" in " ".join(help_text.split())
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior")
    cli("add-character", "Hex", "--playbook", "bull", "--plus-one", "danger")
    cli("add-npc", "Vance")
    cli("session", "start")
    cli("scene", "start")
    before = cli.bytes()
    bad = cli("roll", "Defend", "--as", "Gale", "--target", "Hex", "--from", "Vance", "--dice", "4,4", ok=False)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stderr.startswith("error: from: ")
    assert cli.bytes() == before
    out = cli.json("roll", "Defend Someone", "--as", "Gale", "--protect", "Hex", "--from", "Vance", "--dice", "4,4")
    assert "protecting Hex from Vance" in str(out)


def test_old_scripts_replay_unchanged(cli: Cli) -> None:
    """The sample campaign's Defends (`target:` only) replay to the same rolls: the threat is the target."""
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    rows = cli.json("history", "--kind", "roll")
    defends = [r for r in rows if r["command"] == "roll" and any(
        e["kind"] == "MoveRolled" and e["detail"]["move"] == "defend" for e in r["events"])]
    script = yaml.safe_load((ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml").read_text())["actions"]
    targets = [e["roll"]["target"] for e in script if isinstance(e, dict) and "roll" in e
               and move_id(e["roll"]["move"]) == "defend"]
    assert len(targets) == 3
    assert [next(e["detail"]["target"] for e in r["events"] if e["kind"] == "MoveRolled") for r in defends] == targets
    assert all("protect" not in e["detail"] for r in defends for e in r["events"])
