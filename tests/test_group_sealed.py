"""Mouse Guard's conflict scripts through the service layer: each side sees its own script whole, the other side,
the viewers and the other players see it sealed until its volleys are revealed, on every read (history, records,
since, the state); the store's owner reads as before (004 "Siempre se elige en secreto"; design.md "People, roles
and hidden information")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from rules.errors import RuleError
from test_mouseguard_table import conflict_ready

ANA, BO, MARA, VIC = Person("Ana"), Person("Bo"), Person("Mara"), Person("Vic")
SEALED = [{"action": "sealed", "actor": "sealed"}] * 3
BRANDS = [{"action": "attack", "actor": "Brand"}, {"action": "defend", "actor": "Brand"}, {"action": "feint", "actor": "Brand"}]
BANDITS = [{"action": "maneuver", "actor": "Bandit"}] * 3


@pytest.fixture
def led(tmp_path: Path) -> Ledger:
    """A conflict between Brand (Ana's) and the Bandit (the GM's side), both sides scripted, nothing revealed."""
    ledger = Ledger(tmp_path / "mg.sqlite")
    conflict_ready(ledger)
    ledger.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Brand"]})
    ledger.group(None, "grant", {"person": "Bo", "role": "player", "characters": ["Rogard"]})
    ledger.group(None, "grant", {"person": "Mara", "role": "gm"})
    ledger.group(None, "grant", {"person": "Vic", "role": "viewer"})
    ledger.version_before_scripts = ledger.now(None).version  # type: ignore[attr-defined]
    ledger.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}, actor="Brand", by=ANA,
               reason="Brand's plan")
    ledger.act(None, "conflict script", {"side": "Bandit", "actions": ["maneuver"] * 3}, by=MARA,
               reason="the Bandit's plan")
    yield ledger
    ledger.close()


def scripts_in_history(led: Ledger, by: Person) -> list[Any]:
    rows = list(led.history(None, HistoryQuery(), None, table=False, by=by).rows)
    rows = [json.loads(r) if isinstance(r, bytes) else r for r in rows]
    return [e["detail"]["actions"] for r in rows for e in r["events"] if e["kind"] == "ActionsScripted"]


def scripts_in_last(led: Ledger, by: Person) -> list[Any]:
    rows = list(led.history(None, HistoryQuery(last=3), None, table=False, by=by).rows)   # read from the end
    return [e["detail"]["actions"] for r in rows for e in r["events"] if e["kind"] == "ActionsScripted"]


def scripts_in_records(led: Ledger, by: Person) -> list[Any]:
    return [r["detail"]["actions"] for r in led.records(None, by=by) if r["kind"] == "ActionsScripted"]


def scripts_since(led: Ledger, by: Person) -> list[Any]:
    rows = led.since(None, led.version_before_scripts, by=by)  # type: ignore[attr-defined]
    return [e["detail"]["actions"] for r in rows for e in r["events"] if e["kind"] == "ActionsScripted"]


@pytest.mark.parametrize("read", [scripts_in_history, scripts_in_last, scripts_in_records, scripts_since])
def test_each_side_sees_only_its_own_script_before_the_reveal(led: Ledger, read: Any) -> None:
    assert read(led, ANA) == [BRANDS, SEALED]          # Brand's player: their own side
    assert read(led, MARA) == [SEALED, BANDITS]        # a GM: the opponents, the GM's side
    assert read(led, BO) == [SEALED, SEALED]           # a player on neither side
    assert read(led, VIC) == [SEALED, SEALED]          # a viewer


def test_the_owner_reads_as_before(led: Ledger) -> None:
    assert scripts_in_history(led, Person.OWNER) == [SEALED, SEALED]


def test_the_state_a_reader_gets_holds_no_unrevealed_action(led: Ledger) -> None:
    for who in (ANA, BO, VIC, MARA):
        text = json.dumps(led.now(None, by=who).state["conflicts"])
        assert "feint" not in text and "maneuver" not in text, who
    assert "feint" in json.dumps(led.now(None).state["conflicts"])     # the owner's raw state, as before


def test_a_revealed_volley_shows_to_everyone(led: Ledger) -> None:
    led.act(None, "conflict reveal", {})
    first = [BRANDS[0], *SEALED[1:]], [BANDITS[0], *SEALED[1:]]
    assert scripts_in_history(led, BO) == list(first)
    assert scripts_in_history(led, ANA) == [BRANDS, first[1]]
    assert "defend" not in json.dumps(led.now(None, by=BO).state["conflicts"])



def test_a_sealed_script_s_reason_is_sealed_with_it(led: Ledger) -> None:
    """A plan written in the reason is not told: the reason of a script a reader may not see whole is left out of
    their history row (its "why" too) until the reveal; its own side reads it."""
    def reasons(by: Person) -> list[Any]:
        rows = list(led.history(None, HistoryQuery(), None, table=False, by=by).rows)
        rows = [json.loads(r) if isinstance(r, bytes) else r for r in rows]
        return [(r["reason"], [w for w in r["why"] if "plan" in w]) for r in rows if r["command"] == "conflict script"]

    assert reasons(ANA) == [("Brand's plan", ["Brand's plan"]), (None, [])]
    assert reasons(MARA) == [(None, []), ("the Bandit's plan", ["the Bandit's plan"])]
    assert reasons(BO) == [(None, []), (None, [])]


def under_approval(ledger: Ledger) -> None:
    """A conflict ready for scripts, Ana playing Brand, Mara a GM, a player's play commands proposals."""
    conflict_ready(ledger)
    ledger.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Brand"]})
    ledger.group(None, "grant", {"person": "Mara", "role": "gm"})
    ledger.group(None, "option", {"approval": "players"})


def test_a_gm_s_list_judges_a_proposed_script_on_what_its_approval_decides_blind(tmp_path: Path) -> None:
    """The GM reads a player's proposed script sealed, yet the list's ``allowed`` is the approval's own check, made
    on the script as proposed (not on the sealed words the GM reads)."""
    ledger = Ledger(tmp_path / "mg.sqlite")
    try:
        under_approval(ledger)
        ledger.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}, actor="Brand",
                   by=ANA)
        [listed] = ledger.proposal_list(None, by=MARA)
        assert "feint" not in json.dumps(listed)
        assert (listed["command"], listed["allowed"], listed["refusal"]) == ("conflict script", True, None)
    finally:
        ledger.close()


def test_a_proposed_script_s_reason_in_the_list_and_an_approval_s_edits_stay_sealed(tmp_path: Path) -> None:
    """The proposals' list gives a proposed script's reason to its own side alone (the GM reads the script sealed,
    and its reason with it), read from the proposal's own events; what the GM's edits change at approval is sealed
    as the script is, and a GM's edit of a sealed script is refused (they approve it blind)."""
    ledger = Ledger(tmp_path / "mg.sqlite")
    try:
        under_approval(ledger)
        _, made = ledger.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]},
                             actor="Brand", by=ANA, reason="Brand's plan")
        pid = made[0].detail["proposal"]
        assert [(p["id"], p["why"]) for p in ledger.proposal_list(None, by=ANA)] == [(pid, "Brand's plan")]
        assert [(p["id"], p["why"]) for p in ledger.proposal_list(None, by=MARA)] == [(pid, None)]
        before = ledger.now(None).version
        with pytest.raises(RuleError) as info:                # the GM reads it sealed: never rewrites it blind
            ledger.approve(None, pid, by=MARA, edits={"actions": ["attack", "attack", "feint"]})
        assert (info.value.field, ledger.now(None).version) == ("actions", before)
        assert str(info.value) == ("refused (nobody rewrites another side's sealed record (a secret script) before "
                                   "its reveal: its own side may correct it; a GM approves it as proposed or rejects "
                                   "it): sealed until its reveal: a GM approves a side's script as proposed or "
                                   "rejects it with a reason, never rewrites it")
        assert getattr(info.value, "status", 400) == 403          # a refusal of who may do what, never bad input
        ledger.approve(None, pid, by=MARA)
        rows = list(ledger.history(None, HistoryQuery(kind="approve"), None, table=False, by=MARA).rows)
        [approval] = [json.loads(r) if isinstance(r, bytes) else r for r in rows]
        assert "attack" not in json.dumps(approval) and "defend" not in json.dumps(approval)
        assert "edited" not in approval or not approval["edited"]
        listed = ledger.proposal_list(None, every=True, by=MARA)
        assert "defend" not in json.dumps(listed) and listed[0]["status"] == "approved"
    finally:
        ledger.close()
