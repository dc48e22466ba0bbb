"""The group through the service layer, on either store: every refusal one line naming the rule with nothing
written, invitations, removal keeping attributed history, the GM's approval of proposals, and hidden information
on every read (history, records, export, since) for a player and a viewer (design.md "People, roles and hidden
information"; README "Playing as a group")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ledger.errors import LedgerError, NoLongerAllowed, Refused
from ledger.service import Ledger
from ledger.service.history import HistoryQuery
from ledger.service.people import Person
from rules.errors import RuleError

MARA, ANA, BO, VIC = Person("Mara"), Person("Ana"), Person("Bo"), Person("Vic")


@pytest.fixture
def led(tmp_path: Path) -> Ledger:
    """A Masks campaign with Gale and Rook in an open scene; Mara GM, Ana plays Gale, Bo plays Rook, Vic views."""
    ledger = Ledger(tmp_path / "group.sqlite")
    ledger.create("Halcyon", "masks")
    for name, playbook, plus in (("Gale", "beacon", "savior"), ("Rook", "bull", "danger")):
        ledger.act(None, "add-character", {"name": name, "playbook": playbook, "plus-one": plus})
    ledger.act(None, "session start", {})
    ledger.act(None, "scene start", {})
    ledger.group(None, "grant", {"person": "Mara", "role": "gm"})
    ledger.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
    ledger.group(None, "grant", {"person": "Bo", "role": "player", "characters": ["Rook"]})
    ledger.group(None, "grant", {"person": "Vic", "role": "viewer"})
    yield ledger
    ledger.close()


def refused(led: Ledger, rule: str, call: Any) -> Refused:
    """Assert ``call()`` is refused naming ``rule`` in one line and writes nothing."""
    before = led.now(None).version
    with pytest.raises(Refused) as info:
        call()
    assert str(info.value).startswith(f"refused ({rule}") and "\n" not in str(info.value)
    assert led.now(None).version == before
    return info.value


def mark(led: Ledger, who: Person, actor: str, character: str | None = None, condition: str = "angry") -> Any:
    return led.act(None, "mark", {"character": character or actor, "condition": condition}, actor=actor, by=who)


def rows(led: Ledger, by: Person) -> list[dict[str, Any]]:
    return list(led.history(None, HistoryQuery(), None, table=False, by=by).rows)


def test_a_store_with_no_people_is_the_owner_s_as_before(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "plain.sqlite")
    ledger.create("Solo", "masks")
    camp, events = ledger.act(None, "add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "savior"})
    assert set(events[0].inputs) == {"args", "seed"}                   # nothing new recorded for the owner
    assert "table" not in camp.state
    assert ledger.role(None) == ("gm", [])
    assert ledger.campaigns_of(Person.OWNER) == {"Solo": "masks"}
    ledger.close()


def test_players_act_as_their_own_characters_and_record_who(led: Ledger) -> None:
    camp, events = mark(led, ANA, "Gale")
    assert events[0].actor == "Gale" and events[0].inputs["by"] == "Ana"
    err = refused(led, "players act as their own characters", lambda: mark(led, ANA, "Rook"))
    assert str(err) == "refused (players act as their own characters): Ana plays Gale, not Rook"
    err = refused(led, "only a GM gives the commands", lambda: led.act(None, "session end", {}, actor="GM", by=ANA))
    assert str(err).endswith("Ana is a player, not a GM; session end runs the table")     # the GM-commands rule
    refused(led, "only a GM gives the commands", lambda: led.act(None, "session end", {}, by=ANA))
    refused(led, "a viewer reads", lambda: mark(led, VIC, "Gale"))
    refused(led, "only the campaign's people act in it", lambda: mark(led, Person("Zed"), "Gale"))
    assert mark(led, MARA, "Rook")[1][0].inputs["by"] == "Mara"      # a GM acts as anyone
    led.group(None, "permit", {"rule": "player-acts", "value": "any"})
    assert mark(led, ANA, "Rook", condition="afraid")[1][0].actor == "Rook"


def test_a_player_changes_no_other_player_s_character_and_gives_no_gm_command(led: Ledger) -> None:
    """Acting as their own character is not enough: Ana (Gale) may not mark Bo's Rook, nor run the table (a new
    character, the end of the scene), and nothing is written; the GM may; under ``player-acts any`` she may."""
    err = refused(led, "players act as their own characters", lambda: mark(led, ANA, "Gale", "Rook"))
    assert str(err).endswith("Ana plays Gale, not Rook")
    from ledger.group.permissions import may_change                 # a consequence on Bo's character, unnamed
    from rules.draft import EventSpec

    state = led.now(None).state
    with pytest.raises(Refused, match="this would change Rook, whom Bo plays$"):
        may_change(state, "Ana", [EventSpec("X", [{"path": ["characters", "Rook", "harm"], "before": 0, "after": 1}])])
    assert may_change(state, "Ana", [EventSpec("X", [{"path": ["characters", "Gale", "harm"], "before": 0, "after": 1}])]) is None
    for command, args in (("add-character", {"name": "Sneaky", "playbook": "bull", "plus-one": "danger"}),
                          ("scene end", {})):
        err = refused(led, "only a GM gives the commands that run the table",
                      lambda: led.act(None, command, args, actor="Gale", by=ANA))
        assert f"not a GM; {command} runs the table" in str(err)
    assert mark(led, MARA, "GM", "Rook")[1][0].inputs["by"] == "Mara"
    led.group(None, "permit", {"rule": "player-acts", "value": "any"})
    assert mark(led, ANA, "Gale", "Rook", condition="afraid")[0].state["characters"]["Rook"]["conditions"]["afraid"] is True


def test_a_player_undoes_only_their_own_last_action_in_an_open_scene(led: Ledger) -> None:
    mine = mark(led, ANA, "Gale")[0].actions
    mark(led, BO, "Rook")
    refused(led, "a player may undo", lambda: led.correct(None, "undo", {"action": mine - 1}, by=ANA))
    refused(led, "a player may undo", lambda: led.correct(None, "undo", {"action": mine + 1}, by=ANA))
    refused(led, "a player may undo", lambda: led.correct(None, "redo", {"action": mine}, by=ANA))
    refused(led, "a viewer reads", lambda: led.correct(None, "undo", {"action": mine}, by=VIC))
    camp, report = led.correct(None, "undo", {"action": mine}, by=ANA)
    assert report.undone == [mine]
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is False
    again = mark(led, ANA, "Gale")[0].actions
    led.act(None, "scene end", {})
    refused(led, "a player may undo", lambda: led.correct(None, "undo", {"action": again}, by=ANA))
    led.act(None, "scene start", {})
    refused(led, "a player may undo", lambda: led.correct(None, "undo", {"action": again}, by=ANA))   # another scene
    led.group(None, "permit", {"rule": "player-undo", "value": "none"})
    refused(led, "players correct nothing", lambda: led.correct(None, "undo", {"action": again}, by=ANA))
    assert led.correct(None, "undo", {"action": again}, by=MARA)[1].undone == [again]     # a GM corrects anything


def test_only_a_gm_runs_the_table(led: Ledger) -> None:
    for who in (ANA, VIC):
        refused(led, "only a GM runs the table", lambda: led.group(None, "invite", {"role": "viewer"}, by=who))
        refused(led, "only a GM runs the table", lambda: led.group(None, "remove", {"person": "Bo"}, by=who))
        refused(led, "only a GM runs the table",
                lambda: led.group(None, "permit", {"rule": "player-acts", "value": "any"}, by=who))
        refused(led, "only a GM runs the table", lambda: led.group(None, "option", {"approval": "players"}, by=who))
        refused(led, "only a GM runs the table",
                lambda: led.group(None, "note", {"text": "x", "private": True}, by=who))
    assert led.group(None, "invite", {"role": "viewer"}, by=MARA).code


def test_invitations_by_code(led: Ledger) -> None:
    led.act(None, "add-character", {"name": "Kite", "playbook": "nova", "plus-one": "danger"})   # nobody plays Kite
    done = led.group(None, "invite", {"role": "player", "characters": ["Kite"], "expires": "2h"})
    assert len(done.code) >= 32 and done.invitation
    before = led.now(None).version
    with pytest.raises(LedgerError) as info:
        led.group(None, "join", {"code": done.code + "x"}, by=Person("Cy"))
    assert info.value.field == "code" and led.now(None).version == before
    led.group(None, "join", {"code": done.code}, by=Person("Cy"))
    assert led.role(None, Person("Cy")) == ("player", ["Kite"])
    with pytest.raises(RuleError) as used:                  # the code's holder reads why, never the id
        led.group(None, "join", {"code": done.code}, by=Person("Dee"))
    assert (used.value.field, str(used.value)) == ("code", "code: this code's invitation was used already; ask the "
                                                   "GM for a new one")
    assert done.invitation not in str(used.value)
    gone = led.group(None, "invite", {"role": "viewer"})
    led.group(None, "withdraw", {"invitation": gone.invitation})
    with pytest.raises(RuleError, match="^code: this code's invitation was withdrawn; ask the GM for a new one$"):
        led.group(None, "join", {"code": gone.code}, by=Person("Dee"))
    with pytest.raises(LedgerError) as info:
        led.group(None, "invite", {"role": "viewer", "expires": "soon"})
    assert info.value.field == "expires"
    old = led.group(None, "invite", {"role": "viewer", "expires": "1m"})
    import ledger.service.table as table
    from datetime import timedelta

    real = table._now
    table._now = lambda: real() + timedelta(minutes=2)
    try:
        with pytest.raises(RuleError, match="^code: this code's invitation expired at .*; ask the GM for a new one$"):
            led.group(None, "join", {"code": old.code}, by=Person("Dee"))
    finally:
        table._now = real
    assert led.role(None, Person("Dee")) == (None, [])


def test_removal_keeps_every_line_attributed(led: Ledger) -> None:
    action = mark(led, ANA, "Gale")[0].actions
    led.group(None, "remove", {"person": "Ana", "reason": "left the group"})
    refused(led, "only the campaign's people act in it", lambda: mark(led, ANA, "Gale", condition="afraid"))
    refused(led, "only the campaign's people act in it", lambda: led.now(None, by=ANA))
    row = next(r for r in rows(led, MARA) if r["action"] == action)
    assert row["actor"] == "Gale" and row["command"] == "mark" and row["by"] == "Ana"
    assert next(e for e in led.events(None) if getattr(e, "action_id", 0) == action).inputs["by"] == "Ana"
    assert led.people(None)["Ana"]["removed"] == action + 1
    assert led.campaigns_of(ANA) == {} and led.campaigns_of(BO) == {"Halcyon": "masks"}


def test_approval_turns_a_play_into_a_proposal_the_gm_decides(led: Ledger) -> None:
    led.group(None, "option", {"approval": "players"})
    camp, events = mark(led, ANA, "Gale")
    assert events[0].kind == "ProposalMade"
    pid = events[0].detail["proposal"]
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is False          # not decided yet
    assert mark(led, MARA, "Rook")[1][0].kind == "ConditionMarked"                  # a GM's own action is not
    refused(led, "only a GM runs the table", lambda: led.approve(None, pid, by=BO))
    assert set(led.proposals(None, by=ANA)) == {pid} and led.proposals(None, by=BO) == {}
    camp, events = led.approve(None, pid, by=MARA, edits={"condition": "afraid"})
    decided = events[0]
    assert decided.actor == "Gale" and decided.action == "mark"
    assert decided.inputs["by"] == "Ana" and decided.inputs["approver"] == "Mara" and decided.inputs["proposal"] == pid
    assert decided.inputs["args"]["condition"] == "afraid"
    assert camp.state["characters"]["Gale"]["conditions"]["afraid"] is True
    assert camp.state["table"]["proposals"][pid] == {**camp.state["table"]["proposals"][pid], "status": "approved",
                                                     "action": decided.action_id}
    row = next(r for r in rows(led, BO) if r["action"] == decided.action_id)
    assert (row["by"], row["approver"], row["actor"]) == ("Ana", "Mara", "Gale")
    with pytest.raises(RuleError, match=f"proposal {pid} was already approved by Mara at .* \\(action {decided.action_id}\\)$"):
        led.approve(None, pid)


def test_a_rejected_proposal_is_on_record_with_its_reason(led: Ledger) -> None:
    led.group(None, "option", {"approval": "players"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    camp, events = led.reject(None, pid, "Gale is calm here", by=MARA)
    assert events[0].kind == "ProposalRejected" and camp.state["table"]["proposals"][pid]["reason"] == "Gale is calm here"
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is False
    assert [r["command"] for r in rows(led, ANA)][-2:] == ["propose", "reject"]
    assert "reject" not in [r["command"] for r in rows(led, BO)]


def test_a_proposal_the_state_no_longer_allows_is_refused_at_approval(led: Ledger) -> None:
    led.group(None, "option", {"approval": "players"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    mark(led, MARA, "Gale")                                               # the GM marks it first
    before = led.now(None).version
    with pytest.raises(NoLongerAllowed) as info:
        led.approve(None, pid)
    assert info.value.status == 409 and f"proposal {pid} is no longer allowed" in str(info.value)
    assert led.now(None).version == before
    assert led.now(None).state["table"]["proposals"][pid]["status"] == "pending"
    with pytest.raises(RuleError):
        mark(led, ANA, "Gale")                                            # refused at proposal time too: nothing proposed
    assert led.now(None).version == before


def test_private_notes_and_invitations_stay_with_the_gms(led: Ledger, tmp_path: Path) -> None:
    led.group(None, "note", {"text": "the traitor is Rook", "private": True})
    led.group(None, "note", {"text": "rain all day"}, by=ANA)
    led.group(None, "invite", {"role": "viewer"})
    led.group(None, "option", {"approval": "players"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    start = 0
    for who in (ANA, BO, VIC):
        text = json.dumps(rows(led, who))
        assert "the traitor is Rook" not in text and "rain all day" in text
        assert "InvitationIssued" not in text
        assert ("ProposalMade" in text) is (who is ANA)
        records = json.dumps(led.records(None, by=who))
        assert "the traitor is Rook" not in records and "InvitationIssued" not in records
        assert "the traitor is Rook" not in json.dumps(led.since(None, start, by=who))
        assert "invitations" not in led.now(None, by=who).state["table"]
        out = tmp_path / f"{who.name}.json"
        assert led.export(None, str(out), "history", by=who)[2] == "rows"
        assert "the traitor is Rook" not in out.read_text() and "rain all day" in out.read_text()
        refused(led, "", lambda: led.export(None, str(tmp_path / "all.jsonl"), "jsonl", by=who))
    for who in (MARA, Person.OWNER):
        text = json.dumps(rows(led, who) if who is MARA else led.records(None))
        assert "the traitor is Rook" in text
    assert pid in json.dumps(led.since(None, 0, by=MARA))


def test_since_sends_only_what_came_after(led: Ledger) -> None:
    version = led.now(None).version
    mark(led, ANA, "Gale")
    led.group(None, "note", {"text": "psst", "private": True})
    assert [r["command"] for r in led.since(None, version, by=BO)] == ["mark"]
    assert [r["command"] for r in led.since(None, version, by=MARA)] == ["mark", "note"]
    assert led.since(None, led.now(None).version, by=BO) == []
    assert [r["command"] for r in led.since(None, version)] == ["mark", "note"]              # the owner
    refused(led, "only the campaign's people", lambda: led.since(None, version, by=Person("Zed")))


def test_group_commands_do_not_go_around_their_own_checks(led: Ledger) -> None:
    invitation = led.group(None, "invite", {"role": "gm"})
    led.group(None, "option", {"approval": "players"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    before = led.now(None).version
    for command, args in (("join", {"invitation": invitation.invitation, "person": "Zed", "at": "2030-01-01T00:00:00+00:00"}),
                          ("approve", {"proposal": pid, "action": 1}), ("propose", {"command": "mark", "actor": "Gale"})):
        with pytest.raises(LedgerError) as info:
            led.act(None, command, args, by=MARA if command == "approve" else Person("Zed"))
        assert info.value.field == "command"
    with pytest.raises(LedgerError) as info:
        led.group(None, "approve", {"proposal": pid}, by=MARA)
    assert info.value.field == "command"
    assert led.now(None).version == before


def test_every_read_checks_the_reader(led: Ledger) -> None:
    from ledger.service import Moment

    action = mark(led, ANA, "Gale")[0].actions
    led.group(None, "invite", {"role": "viewer"})
    then, at = led.at(None, Moment(as_of=action), by=VIC)
    assert at == action and then.state["characters"]["Gale"]["conditions"]["angry"] is True
    assert "invitations" not in led.at(None, Moment(), by=VIC)[0].state["table"]
    assert [r["action"] for r in led.why(None, "Gale", "angry", by=VIC)] == [1, action]        # created, marked
    assert led.arc(None, "Gale", "en", by=BO)["name"] == "Gale"
    zed = Person("Zed")
    for read in (lambda: led.now(None, by=zed), lambda: led.at(None, Moment(as_of=1), by=zed),
                 lambda: led.history(None, HistoryQuery(), None, table=False, by=zed),
                 lambda: led.records(None, by=zed), lambda: led.why(None, "Gale", "angry", by=zed),
                 lambda: led.arc(None, "Gale", "en", by=zed), lambda: led.proposals(None, by=zed),
                 lambda: led.people(None, by=zed), lambda: led.permissions(None, by=zed)):
        refused(led, "only the campaign's people", read)
    assert led.role(None, zed) == (None, []) and led.role(None, VIC) == ("viewer", [])


def test_a_bad_edit_names_its_field_and_an_undo_can_be_proposed(led: Ledger) -> None:
    led.group(None, "option", {"approval": "all-but-gm"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    before = led.now(None).version
    with pytest.raises(RuleError) as info:
        led.approve(None, pid, edits={"condition": "sleepy"})
    assert info.value.field == "condition" and not isinstance(info.value, NoLongerAllowed)
    assert led.now(None).version == before
    decided = led.approve(None, pid)[1][0].action_id
    camp, report = led.correct(None, "undo", {"action": decided}, by=ANA)
    assert report is None                                                 # proposed, not undone yet
    undo = max(camp.state["table"]["proposals"], key=int)
    assert camp.state["table"]["proposals"][undo]["command"] == "undo"
    camp, _ = led.approve(None, undo, by=MARA)
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is False


def test_one_undo_for_a_player_not_a_walk_back_through_their_actions(led: Ledger) -> None:
    first = mark(led, ANA, "Gale")[0].actions
    second = mark(led, ANA, "Gale", condition="afraid")[0].actions
    assert led.correct(None, "undo", {"action": second}, by=ANA)[1].undone == [second]
    err = refused(led, "a player may undo", lambda: led.correct(None, "undo", {"action": first}, by=ANA))
    assert err.field == "action" and f"Ana's last action ({second}) is undone already" in str(err)
    assert led.now(None).state["characters"]["Gale"]["conditions"]["angry"] is True      # the first stands


def test_a_player_names_only_their_own_characters_not_an_npc_or_an_unplayed_one(led: Ledger) -> None:
    led.act(None, "add-npc", {"name": "Vance"})
    led.act(None, "add-character", {"name": "Hex", "playbook": "janus", "plus-one": "savior"})
    for other in ("Vance", "hex", "Rook"):                          # an NPC, a PC nobody plays (any case), Bo's
        err = refused(led, "players act as their own characters", lambda: mark(led, ANA, "Gale", character=other))
        assert err.field == "character" and "Ana plays Gale, not" in str(err)
    err = refused(led, "players act as their own characters",      # the permission first, not the rules' refusal
                  lambda: led.act(None, "clear", {"character": "Vance", "condition": "angry"}, actor="Gale", by=ANA))
    assert err.field == "character"
    led.group(None, "permit", {"rule": "player-acts", "value": "any"})
    assert mark(led, ANA, "Gale", character="Hex")[0].state["characters"]["Hex"]["conditions"]["angry"] is True


def test_a_pending_proposal_s_seed_is_the_gms_alone(led: Ledger) -> None:
    led.group(None, "option", {"approval": "players"})
    camp, events = led.act(None, "roll", {"move": "directly engage"}, actor="Gale", by=ANA)
    pid = events[0].detail["proposal"]
    seed = led.proposals(None, by=MARA)[pid]["seed"]
    assert isinstance(seed, int)
    assert "seed" not in led.proposals(None, by=ANA)[pid] and led.proposals(None, by=ANA)[pid]["command"] == "roll"
    assert "seed" not in led.now(None, by=ANA).state["table"]["proposals"][pid]
    shown = json.dumps(rows(led, ANA))
    assert str(seed) not in shown and '"proposal": "' + pid in shown                     # the row is there, unseeded
    assert str(seed) in json.dumps(rows(led, MARA))


def test_a_player_s_status_lists_no_command_that_runs_the_table(led: Ledger) -> None:
    from ledger.group.visibility import status_for

    system = led.system(led.now(None).name)
    led.act(None, "roll", {"move": "directly engage", "dice": [3, 4]}, actor="Gale")      # the list shows with a roll
    told = system.views.status(led.now(None).state, "en")
    everything = told["roll"]["allowed"]
    assert {"battle start", "add-character", "resolve"} <= set(everything)
    mine = status_for(told, False, system.gm_commands)["roll"]["allowed"]
    assert mine == [c for c in everything if c.split(" --")[0] not in system.gm_commands] and "resolve" in mine
    assert not {"battle start", "add-character", "add-npc"} & set(mine)
    assert status_for(told, True, system.gm_commands) is told and told["roll"]["allowed"] == everything


def test_a_private_recap_stays_the_gms_when_amended_and_a_recap_amended_to_private_becomes_theirs(led: Ledger) -> None:
    from ledger.service.archiving import chronicle

    secret = led.act(None, "recap", {"text": "SECRET ONE", "private": True})[0].actions
    led.correct(None, "amend", {"action": secret, "text": "SECRET TWO"})
    public = led.act(None, "recap", {"text": "SOON HIDDEN"})[0].actions
    assert "SOON HIDDEN" in json.dumps(rows(led, ANA))
    led.correct(None, "amend", {"action": public, "private": True})
    for reader in (ANA, VIC):
        shown = json.dumps(rows(led, reader)) + "".join(chronicle(led, None, "md", None, reader)[1])
        for text in ("SECRET ONE", "SECRET TWO", "SOON HIDDEN"):
            assert text not in shown, (reader, text)
    gm = json.dumps(rows(led, MARA)) + "".join(chronicle(led, None, "md", None, MARA)[1])
    assert all(text in gm for text in ("SECRET TWO", "SOON HIDDEN"))


def test_under_players_approval_an_undo_of_an_approved_action_is_proposed_an_undo_of_an_unapproved_one_is_not(
        led: Ledger) -> None:
    led.group(None, "option", {"approval": "players"})
    pid = mark(led, ANA, "Gale")[1][0].detail["proposal"]
    decided = led.approve(None, pid, by=MARA)[1][0].action_id
    camp, report = led.correct(None, "undo", {"action": decided}, by=ANA)
    assert report is None                                         # what the GM decided, only the GM un-decides
    undo = max(camp.state["table"]["proposals"], key=int)
    assert camp.state["table"]["proposals"][undo]["command"] == "undo"
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is True
    camp, _ = led.approve(None, undo, by=MARA)
    assert camp.state["characters"]["Gale"]["conditions"]["angry"] is False
    led.group(None, "option", {"approval": "off"})                # an action no GM approved: the player's own undo
    own = mark(led, ANA, "Gale", condition="afraid")[0].actions
    led.group(None, "option", {"approval": "players"})
    camp, report = led.correct(None, "undo", {"action": own}, by=ANA)
    assert report is not None and report.undone == [own]
    assert camp.state["characters"]["Gale"]["conditions"]["afraid"] is False
