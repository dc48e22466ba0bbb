"""An exported campaign script keeps who gave each action: a person's action (its inputs' ``by``) is written with
``action-by``, an approved proposal's decided action with ``action-approver`` and ``action-proposal`` (renumbered as
the script numbers it), and replaying the script records them again, so the history reads the same person, approver
and proposal before and after. Only the store's owner replays who acted: a person naming one is refused.

Source: README "Campaign scripts (format version 1)" and "Archiving a campaign"; design.md "People, roles and hidden
information" (an approved proposal is recorded with both names).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ledger.errors import LedgerError
from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from rules.errors import RuleError


def played(store: Path) -> Ledger:
    """A Masks campaign where player Ana marks Gale angry, GM Dana ends the scene and sets approval, an undone
    action of Ana's shifts the script's numbers, and Ana's proposal to mark Gale afraid is approved by Dana."""
    led = Ledger(str(store))
    led.create("Halcyon", "masks")
    led.act("Halcyon", "add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "mundane"})
    led.group("Halcyon", "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
    led.group("Halcyon", "grant", {"person": "Dana", "role": "gm"})
    led.act("Halcyon", "session start", {})
    led.act("Halcyon", "scene start", {})
    led.act("Halcyon", "mark", {"character": "Gale", "condition": "angry"}, actor="Gale", by=Person("Ana"))
    led.act("Halcyon", "mark", {"character": "Gale", "condition": "guilty"}, actor="Gale", by=Person("Ana"))
    led.correct("Halcyon", "undo", {"action": 7})
    led.act("Halcyon", "scene end", {}, by=Person("Dana"))
    led.group("Halcyon", "option", {"approval": "players"}, by=Person("Dana"))
    led.act("Halcyon", "scene start", {})
    _, events = led.act("Halcyon", "mark", {"character": "Gale", "condition": "afraid"}, actor="Gale",
                        by=Person("Ana"))
    led.approve("Halcyon", str(events[0].detail["proposal"]), by=Person("Dana"))
    return led


def people(led: Ledger) -> list[tuple[str, Any, Any, Any]]:
    """(command, by, approver, who) of every history row in force, oldest first (undone ones and corrections left
    out: the script holds neither)."""
    rows = [json.loads(r) if isinstance(r, (bytes, str)) else r
            for r in led.history("Halcyon", HistoryQuery(), "en", table=False).rows]
    return [(r["command"], r.get("by"), r.get("approver"), r.get("who")) for r in rows
            if not r.get("undone_by") and r["command"] not in ("undo", "redo", "amend", "create")]


def test_a_script_round_trip_keeps_who_gave_each_action_and_who_approved_it(tmp_path: Path) -> None:
    led = played(tmp_path / "a.sqlite")
    script = tmp_path / "halcyon.yaml"
    try:
        led.export("Halcyon", str(script), "script")
        before = people(led)
        proposals = {k: {"by": v["by"], "status": v["status"]} for k, v in led.proposals("Halcyon").items()}
    finally:
        led.close()
    text = script.read_text(encoding="utf-8")
    assert "mark: {character: Gale, condition: angry, as: Gale, action-seed: " in text
    assert "action-by: Ana}" in text and "scene end: {action-seed: " in text
    # the undone action is left out, so the proposal (action 11) is entry 10 of the script
    assert "action-by: Ana, action-approver: Dana, action-proposal: '10'}" in text
    assert "approve: {proposal: '10', action: 11, action-by: Dana}" in text
    assert before == [
        ("add-character", None, None, "GM"), ("grant", None, None, "GM"), ("grant", None, None, "GM"),
        ("session start", None, None, "GM"), ("scene start", None, None, "GM"),
        ("mark", "Ana", None, "Ana (Gale)"), ("scene end", "Dana", None, "Dana"), ("option", "Dana", None, "Dana"),
        ("scene start", None, None, "GM"), ("propose", "Ana", None, "Ana (Gale)"), ("mark", "Ana", "Dana", "Ana (Gale)"),
        ("approve", "Dana", None, "Dana")]
    again = Ledger(str(tmp_path / "b.sqlite"))
    try:
        again.replay(script)
        assert people(again) == before
        assert {k: {"by": v["by"], "status": v["status"]} for k, v in again.proposals("Halcyon").items()} == {
            "10": {"by": "Ana", "status": "approved"}} and list(proposals.values()) == [{"by": "Ana", "status": "approved"}]
        decided = again.now("Halcyon")
        assert decided.state["characters"]["Gale"]["conditions"]["afraid"] is True
    finally:
        again.close()


def test_a_person_may_not_name_who_gave_an_action(tmp_path: Path) -> None:
    led = played(tmp_path / "a.sqlite")
    try:
        before = led.now("Halcyon").version
        with pytest.raises(LedgerError) as err:
            led.act("Halcyon", "scene end", {"action-by": "Ana"}, by=Person("Dana"))
        assert str(err.value) == "action-by: only the store's owner replaying a script names who gave an action"
        with pytest.raises(RuleError) as bad:
            led.act("Halcyon", "scene end", {"action-by": ""})
        assert str(bad.value) == "action-by: give a person's name"
        with pytest.raises(LedgerError) as pid:
            led.act("Halcyon", "scene end", {"action_proposal": "ten"})
        assert str(pid.value) == "action-proposal: 'ten' is not a proposal's number"
        assert led.now("Halcyon").version == before                     # nothing written
    finally:
        led.close()


def test_a_campaign_with_no_action_in_force_exports_a_script_that_replays(tmp_path: Path) -> None:
    led = Ledger(str(tmp_path / "a.sqlite"))
    script, kept = tmp_path / "new.yaml", tmp_path / "undone.yaml"
    try:
        led.create("Fresh", "basic")
        assert led.export("Fresh", str(script), "script") == ("Fresh", 0, "actions")
        led.act("Fresh", "session start", {})
        led.correct("Fresh", "undo", {"action": 1})
        assert led.export("Fresh", str(kept), "script", keep_undone=True) == ("Fresh", 0, "actions")
    finally:
        led.close()
    assert script.read_text(encoding="utf-8").endswith("actor: GM\nactions:\n  []\n")
    assert "  # undone (action 1): - session start: {action-seed: " in kept.read_text(encoding="utf-8")
    for n, path in enumerate((script, kept)):
        again = Ledger(str(tmp_path / f"b{n}.sqlite"))
        try:
            read, replayed = again.replay(path)
            assert (read.name, replayed, again.now("Fresh").actions) == ("Fresh", 0, 0)
        finally:
            again.close()
