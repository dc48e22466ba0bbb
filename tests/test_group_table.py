"""The group's pure rules over a campaign state's ``table`` part: every permission default both ways, the
invitations' refusals, and the group commands' recorded changes (design.md "People, roles and hidden
information"; README "Playing as a group")."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from conftest import Table
from ledger.aggregates.changes import apply_changes
from ledger.errors import Refused
from ledger.group import COMMANDS, DEFAULTS, decide, may_act, may_correct, member
from ledger.group.permissions import needs_approval, table_of
from ledger.group.visibility import record_visible, state_for, visibility
from rules.errors import RuleError

DIGEST = "ab" * 32
LATER = "2999-01-01T00:00:00+00:00"


class Group:
    """A Masks state with Gale and Rook, and the group commands applied as the ledger records them."""

    def __init__(self) -> None:
        t = Table()
        t.pc("Gale")
        t.pc("Rook")
        self.state = t.state
        self.action = 2

    def do(self, group_command: str, by: str | None = None, **args: Any) -> list[Any]:
        self.action += 1
        specs = decide(self.state, group_command, args, by, self.action)
        for spec in specs:
            apply_changes(self.state, spec.changes)
        return specs

    def refused(self, group_command: str, by: str | None = None, **args: Any) -> RuleError:
        before = copy.deepcopy(self.state)
        with pytest.raises(RuleError) as info:
            decide(self.state, group_command, args, by, self.action + 1)
        assert self.state == before
        return info.value

    def seat(self, person: str, role: str, *characters: str) -> None:
        self.do("grant", person=person, role=role, characters=list(characters))


@pytest.fixture
def g() -> Group:
    group = Group()
    group.seat("Mara", "gm")
    group.seat("Ana", "player", "Gale")
    group.seat("Vic", "viewer")
    return group


def test_the_group_commands_are_the_issue_s_and_no_system_s() -> None:
    assert COMMANDS == {"invite", "withdraw", "join", "grant", "remove", "release", "permit", "option", "language",
                        "propose", "approve", "reject", "note"}
    import rules

    for system in rules.registered():
        assert not COMMANDS & set(rules.get_system(system).commands), system


def test_grant_records_the_person_under_table_only(g: Group) -> None:
    specs = g.do("grant", person="Bo", role="player", characters=["rook"])
    assert [s.kind for s in specs] == ["RoleGranted"]
    assert all(ch["path"][0] == "table" for s in specs for ch in s.changes)
    assert g.state["table"]["people"]["Bo"] == {"role": "player", "characters": ["Rook"], "since": g.action, "removed": None}
    assert member(g.state, "Bo").characters == ("Rook",)


def test_a_player_acts_only_as_their_own_characters_by_default(g: Group) -> None:
    assert DEFAULTS["player-acts"] == "own"
    may_act(g.state, "Ana", "Gale")                                   # allowed
    with pytest.raises(Refused) as info:
        may_act(g.state, "Ana", "Rook")
    assert str(info.value) == "refused (players act as their own characters): Ana plays Gale, not Rook"
    assert info.value.field == "as" and info.value.status == 403
    with pytest.raises(Refused, match="not the GM"):
        may_act(g.state, "Ana", "GM")
    g.do("permit", rule="player-acts", value="any")
    may_act(g.state, "Ana", "Rook")                                   # the GM changed the rule


def test_a_gm_acts_as_anyone_and_corrects_anything(g: Group) -> None:
    for actor in ("GM", "Gale", "Rook"):
        may_act(g.state, "Mara", actor)
        may_act(g.state, None, actor)                                 # the owner is a GM
    for command in ("undo", "redo", "amend"):
        assert may_correct(g.state, "Mara", command).gm


def test_a_viewer_reads_and_nothing_else(g: Group) -> None:
    with pytest.raises(Refused, match=r"^refused \(a viewer reads\): Vic is a viewer here$"):
        may_act(g.state, "Vic", "Gale")
    with pytest.raises(Refused, match="a viewer reads"):
        may_correct(g.state, "Vic", "undo")
    assert "a viewer reads" in str(g.refused("note", "Vic", text="hello"))
    assert visibility(g.state, "Vic").role == "viewer"


def test_a_player_may_undo_only_and_nothing_else(g: Group) -> None:
    assert may_correct(g.state, "Ana", "undo").characters == ("Gale",)
    for command in ("redo", "amend"):
        with pytest.raises(Refused, match=r"refused \(a player may undo their own last action while its scene is open"):
            may_correct(g.state, "Ana", command)
    g.do("permit", rule="player-undo", value="none")
    with pytest.raises(Refused, match=r"refused \(players correct nothing\)"):
        may_correct(g.state, "Ana", "undo")


def test_strangers_are_refused(g: Group) -> None:
    with pytest.raises(Refused, match=r"only the campaign's people act in it\): Zed is not one"):
        may_act(g.state, "Zed", "Gale")
    with pytest.raises(Refused, match="only the campaign's people"):
        may_correct(g.state, "Zed", "undo")


@pytest.mark.parametrize("command,args", [
    ("invite", {"role": "viewer", "invitation": "i1", "digest": DIGEST, "expires": LATER}),
    ("grant", {"person": "Bo", "role": "viewer"}),
    ("remove", {"person": "Vic"}),
    ("permit", {"rule": "player-acts", "value": "any"}),
    ("option", {"approval": "players"}),
    ("note", {"text": "the traitor is Rook", "private": True}),
])
def test_only_a_gm_runs_the_table(g: Group, command: str, args: dict[str, Any]) -> None:
    for who in ("Ana", "Vic", "Zed"):
        err = g.refused(command, who, **args)
        assert isinstance(err, Refused) and "only a GM runs the table" in str(err), str(err)
    g.do(command, "Mara", **args)                                     # a GM may


def test_invitations_expire_are_withdrawn_and_used_once(g: Group) -> None:
    specs = g.do("invite", "Mara", role="player", characters=["Rook"], invitation="i1", digest=DIGEST, expires=LATER)
    assert specs[0].detail == {"invitation": "i1", "role": "player", "characters": ["Rook"], "expires": LATER, "by": "Mara"}
    assert g.state["table"]["invitations"]["i1"]["digest"] == DIGEST
    g.do("join", person="Bo", invitation="i1", at="2030-01-01T00:00:00+00:00")
    assert member(g.state, "Bo").characters == ("Rook",)
    unusable = "code: " + "no invitation of this campaign has this code; check it, or ask the GM for a new one"
    gone = "code: this code's invitation {}; ask the GM for a new one"         # its holder reads why, never its id
    assert str(g.refused("join", person="Cy", invitation="i1", at="2030-01-01T00:00:00+00:00")) == \
        gone.format("was used already")
    g.do("invite", role="viewer", invitation="i2", digest=DIGEST, expires="2030-01-01T00:00:00+00:00")
    assert str(g.refused("join", person="Cy", invitation="i2", at="2030-01-01T00:00:00+00:00")) == \
        gone.format("expired at 2030-01-01T00:00:00+00:00")
    g.do("invite", role="viewer", invitation="i3", digest=DIGEST, expires=LATER)
    g.do("withdraw", "Mara", invitation="i3")
    assert str(g.refused("join", person="Cy", invitation="i3", at="2030-01-01T00:00:00+00:00")) == \
        gone.format("was withdrawn")
    assert str(g.refused("join", person="Cy", invitation="nope", at="2030-01-01T00:00:00+00:00")) == unusable
    assert g.refused("invite", role="player", invitation="i4", digest=DIGEST, expires=LATER).field == "characters"
    assert g.refused("invite", role="king", invitation="i4", digest=DIGEST, expires=LATER).field == "role"
    assert g.refused("invite", role="viewer", invitation="i4", digest="secret", expires=LATER).field == "digest"


def test_removal_keeps_the_record_and_ends_the_role(g: Group) -> None:
    g.do("remove", "Mara", person="Ana")
    assert g.state["table"]["people"]["Ana"]["removed"] == g.action
    assert member(g.state, "Ana").role is None
    with pytest.raises(Refused, match="only the campaign's people"):
        may_act(g.state, "Ana", "Gale")
    assert g.refused("remove", person="Ana").field == "person"


def test_settable_rules_refuse_unknown_names_and_values(g: Group) -> None:
    assert g.refused("permit", rule="players-fly", value="yes").field == "rule"
    assert g.refused("permit", rule="player-acts", value="some").field == "value"
    assert g.refused("option", approval="sometimes").field == "approval"
    rows = {r["rule"]: r for r in table_of(g.state)}
    assert rows["player-acts"]["meaning"] == "players act as their own characters"
    assert rows["viewer"]["value"] == "fixed"


def test_approval_option_decides_who_proposes(g: Group) -> None:
    assert not needs_approval(g.state, "Ana")
    g.do("option", approval="players")
    assert needs_approval(g.state, "Ana") and not needs_approval(g.state, "Ana", correction=True)
    assert not needs_approval(g.state, "Mara") and not needs_approval(g.state, None)
    g.do("option", approval="all-but-gm")
    assert needs_approval(g.state, "Ana", correction=True)


def test_proposals_pending_then_decided(g: Group) -> None:
    g.do("propose", "Ana", command="mark", actor="Gale", args={"character": "Gale"}, seed=7)
    pid = str(g.action)
    assert g.state["table"]["proposals"][pid]["status"] == "pending"
    assert isinstance(g.refused("propose", "Ana", command="mark", actor="Rook", args={}), Refused)
    assert isinstance(g.refused("approve", "Ana", proposal=pid, action=9), Refused)
    g.do("reject", "Mara", proposal=pid, reason="not now")
    assert g.state["table"]["proposals"][pid]["status"] == "rejected"
    assert "was rejected already" in str(g.refused("approve", "Mara", proposal=pid, action=9))


def test_hidden_records_and_state(g: Group) -> None:
    g.do("invite", role="viewer", invitation="i1", digest=DIGEST, expires=LATER)
    g.do("propose", "Ana", command="mark", actor="Gale", args={}, seed=1)
    pid = str(g.action)
    ana, vic, mara = (visibility(g.state, p) for p in ("Ana", "Vic", "Mara"))
    assert not record_visible("NoteRecorded", "note", {"private": True}, ana)
    assert record_visible("NoteRecorded", "note", {"private": False}, vic)
    assert record_visible("NoteRecorded", "note", {"private": True}, mara)
    assert record_visible("ProposalMade", "propose", {"proposal": pid}, ana)
    assert not record_visible("ProposalMade", "propose", {"proposal": pid}, vic)
    assert not record_visible("InvitationIssued", "invite", {}, ana)
    seen = state_for(g.state, vic)
    assert "invitations" not in seen["table"] and "proposals" not in seen["table"]
    assert set(state_for(g.state, ana)["table"]["proposals"]) == {pid}
    assert state_for(g.state, mara) is g.state
