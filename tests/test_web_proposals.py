"""GM approval through HTTP: a proposal is on record with its proposer's character as actor, its decision with the
proposer as actor and the GM as approver (history, export, the list); deciding it twice is 409 naming who decided it
and when; a proposal the state no longer allows is marked so in the GM's list with the approval's own refusal, and
rejected at once on request (README "People, roles and who may do what"; design.md "People, roles and hidden
information")."""

from __future__ import annotations

import html
import re
from datetime import datetime
from typing import Any

import pytest
from markupsafe import escape
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, actions, app, client, gm, refused  # noqa: F401 - fixtures
from web_support import token_for


DONE = {"approve": "approved", "reject": "rejected"}


@pytest.fixture
def ana(app: Any, gm: TestClient) -> TestClient:
    """Ana, a player of Gale, under approval of the players' actions, in an open scene."""
    made = client(app, token_for(app, "Ana", "player", ["Gale"]))
    for path, body in (("approval", {"approval": "players"}), ("commands/session/start", {}),
                       ("commands/scene/start", {})):
        assert gm.post(f"{CAMPAIGN}/{path}", json=body).status_code == 201
    return made


def propose(ana: TestClient, command: str, body: dict[str, Any]) -> str:
    got = ana.post(f"{CAMPAIGN}/commands/{command}", json={**body, "as": "Gale"})
    assert got.status_code == 202, got.text
    return str(got.json()["action"])


def row(gm: TestClient, action: int) -> dict[str, Any]:
    return next(r for r in gm.get(f"{CAMPAIGN}/history").json() if r["action"] == action)


def who(r: dict[str, Any]) -> tuple[Any, ...]:
    return r["command"], r["actor"], r.get("by"), r.get("approver")


def test_a_proposal_and_its_approval_are_recorded_with_the_proposer_s_character_as_actor(gm: TestClient,
                                                                                          ana: TestClient) -> None:
    pid = propose(ana, "mark", {"condition": "afraid"})
    assert who(row(gm, int(pid))) == ("propose", "Gale", "Ana", None)
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={})
    assert done.status_code == 201, done.text
    decided, approval = done.json()
    assert who(decided) == ("mark", "Gale", "Ana", "Dana")
    assert who(approval) == ("approve", "GM", "Dana", None)
    exported = {r["action"]: r for r in gm.get(f"{CAMPAIGN}/export").json()}
    assert [who(exported[n]) for n in (int(pid), decided["action"], approval["action"])] == [
        ("propose", "Gale", "Ana", None), ("mark", "Gale", "Ana", "Dana"), ("approve", "GM", "Dana", None)]
    listed = gm.get(f"{CAMPAIGN}/proposals", params={"all": "1"}).json()
    assert [(p["id"], p["by"], p["actor"], p["status"], p["action"]) for p in listed] == [
        (pid, "Ana", "Gale", "approved", decided["action"])]


@pytest.mark.parametrize("first, then", [("approve", "approve"), ("approve", "reject"), ("reject", "approve"),
                                         ("reject", "reject")])
def test_deciding_a_proposal_twice_is_a_conflict_naming_who_decided_it_and_when(app: Any, gm: TestClient,
                                                                               ana: TestClient, first: str,
                                                                               then: str) -> None:
    pid = propose(ana, "mark", {"condition": "afraid"})
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/{first}", json={"reason": "the GM's call"})
    assert done.status_code == 201, done.text
    decision = done.json()[-1] if isinstance(done.json(), list) else done.json()
    when = datetime.fromisoformat(decision["time"]).isoformat(timespec="seconds")
    number = done.json()[0]["action"] if first == "approve" else decision["action"]   # the action an approval decided
    if first == "approve":                                                           # as the desk and list say it
        assert [p["action"] for p in gm.get(f"{CAMPAIGN}/proposals?all=1").json() if p["id"] == pid] == [number]
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/proposals/{pid}/{then}", json={"reason": "again"}), 409, "proposal",
            f"proposal {pid} was already {DONE[first]} by Dana at {when} (action {number})")
    assert actions(app) == before


def test_a_proposal_the_state_no_longer_allows_is_marked_in_the_gm_s_list_with_the_approval_s_refusal(
        app: Any, gm: TestClient, ana: TestClient) -> None:
    stale = propose(ana, "roll", {"move": "Directly Engage a Threat", "dice": [6, 3]})
    fine = propose(ana, "mark", {"condition": "afraid"})
    assert gm.post(f"{CAMPAIGN}/commands/scene/end", json={}).status_code == 201
    listed = {p["id"]: p for p in gm.get(f"{CAMPAIGN}/proposals").json()}
    assert (listed[fine]["allowed"], listed[fine]["refusal"]) == (True, None)
    assert listed[stale]["allowed"] is False
    assert listed[stale]["refusal"].startswith(f"proposal {stale} is no longer allowed: phase: 'roll' is not allowed "
                                               "while the scene is closed")
    mine = ana.get(f"{CAMPAIGN}/proposals").json()             # the player's own list: no GM's judgement in it
    assert [sorted(p) for p in mine] == [["action", "actor", "args", "by", "command", "id", "reason", "status", "why"]] * 2
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/proposals/{stale}/approve", json={}), 409, "proposal", listed[stale]["refusal"])
    assert actions(app) == before
    desk = gm.get("/c/Second%20Chances/desk").text                 # the GM's desk says it too, escaped
    assert str(escape(listed[stale]["refusal"])) in desk
    assert desk.count('class="error stale"') == 1 and "(1)</button>" in desk


def test_the_stale_proposals_are_rejected_at_once_each_with_its_refusal(app: Any, gm: TestClient,
                                                                        ana: TestClient) -> None:
    first = propose(ana, "roll", {"move": "Directly Engage a Threat", "dice": [6, 3]})
    second = propose(ana, "roll", {"move": "Unleash Your Powers", "dice": [2, 2]})
    fine = propose(ana, "mark", {"condition": "afraid"})
    assert gm.post(f"{CAMPAIGN}/commands/scene/end", json={}).status_code == 201
    refusals = {p["id"]: p["refusal"] for p in gm.get(f"{CAMPAIGN}/proposals").json()}
    before = actions(app)
    refused(ana.post(f"{CAMPAIGN}/proposals/stale/reject", json={}), 403, "command",
            "refused (only a GM runs the table (invitations, people, permissions, approval, proposals, private notes)): "
            "Ana is a player, not a GM; reject is the GM's")
    assert actions(app) == before
    done = gm.post(f"{CAMPAIGN}/proposals/stale/reject", json={})
    assert done.status_code == 201, done.text
    details = [r["events"][0]["detail"] for r in done.json()]     # the refusal recorded as data, not as words
    assert [(r["command"], d["proposal"], sorted(d)) for r, d in zip(done.json(), details)] == [
        ("reject", first, ["by", "proposal", "refused"]), ("reject", second, ["by", "proposal", "refused"])]
    assert [f"proposal {d['proposal']} is no longer allowed: {d['refused']['field']}: {d['refused']['message']}"
            for d in details] == [refusals[first], refusals[second]]
    assert actions(app) == before + 2
    lines = {r["action"]: r["events"][0]["summary"] for r in gm.get(f"{CAMPAIGN}/history?lang=es").json() if r["command"] == "reject"}
    assert [line.partition("; ahora se puede: ")[0] for line in lines.values()] == [   # in the reader's language
        f"propuesta {p} denegada: la propuesta {p} ya no está permitida: phase: 'tirada' no se puede mientras no hay "
        "escena abierta" for p in (first, second)]
    assert all(line.endswith(" (por Dana)") for line in lines.values())
    english = [r["events"][0]["summary"] for r in gm.get(f"{CAMPAIGN}/history").json() if r["command"] == "reject"]
    assert english == [f"proposal {p} rejected: {refusals[p]} (by Dana)" for p in (first, second)]
    assert [(p["id"], p["reason"], p["refused"]) for p in gm.get(f"{CAMPAIGN}/proposals?all=1").json()
            if p["status"] == "rejected"] == [(p, refusals[p], d["refused"]) for p, d in zip((first, second), details)]
    assert [p["id"] for p in gm.get(f"{CAMPAIGN}/proposals").json()] == [fine]
    refused(gm.post(f"{CAMPAIGN}/proposals/stale/reject", json={"reason": "tidy"}), 400, "proposal",
            "no pending proposal is refused by the state now; nothing to reject")
    assert actions(app) == before + 2


def test_the_stale_proposals_rejected_at_once_take_the_reason_given(app: Any, gm: TestClient,
                                                                   ana: TestClient) -> None:
    first = propose(ana, "roll", {"move": "Directly Engage a Threat", "dice": [6, 3]})
    second = propose(ana, "roll", {"move": "Unleash Your Powers", "dice": [2, 2]})
    assert gm.post(f"{CAMPAIGN}/commands/scene/end", json={}).status_code == 201
    done = gm.post(f"{CAMPAIGN}/proposals/stale/reject", json={"reason": "the scene is over"})
    assert done.status_code == 201, done.text
    assert [(r["command"], r["events"][0]["detail"]["proposal"], r["events"][0]["detail"]["reason"])
            for r in done.json()] == [("reject", first, "the scene is over"), ("reject", second, "the scene is over")]
    assert [(p["id"], p["status"], p["reason"]) for p in gm.get(f"{CAMPAIGN}/proposals?all=1").json()
            if p["id"] in (first, second)] == [(first, "rejected", "the scene is over"),
                                              (second, "rejected", "the scene is over")]


def test_a_player_s_pages_mark_where_the_record_s_numbers_skip_what_is_hidden_from_them(app: Any,
                                                                                         gm: TestClient) -> None:
    import re

    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    first = gm.post(f"{CAMPAIGN}/notes", json={"text": "the villain's plan", "private": True}).json()["action"]
    second = gm.post(f"{CAMPAIGN}/notes", json={"text": "and its flaw", "private": True}).json()["action"]
    shown = gm.post(f"{CAMPAIGN}/notes", json={"text": "a public note"}).json()["action"]
    api = [r["action"] for r in ana.get(f"{CAMPAIGN}/history", params={"last": 2}).json()]
    assert api == [first - 1, shown]                               # the record's numbers, the hidden ones skipped
    assert [r["action"] for r in gm.get(f"{CAMPAIGN}/history", params={"last": 3}).json()] == [first, second, shown]
    gaps = lambda page: re.findall(r'<li class="gap muted" data-gap="(\d+)">([^<]*)</li>', page)  # noqa: E731
    for path in ("/c/Second%20Chances/history", "/c/Second%20Chances"):
        assert gaps(ana.get(path).text)[:1] == [("2", f"#{first}–#{second} · Hidden from you")], path
        assert gaps(gm.get(path).text) == [], path
    filtered = ana.get("/c/Second%20Chances/history", params={"actor": "GM"}).text
    assert ("2", f"#{first}–#{second} · Not shown here") in gaps(filtered)
    assert "villain" not in ana.get("/c/Second%20Chances/history").text


def test_a_removed_proposer_s_proposal_is_marked_no_longer_allowed(app: Any, gm: TestClient, ana: TestClient) -> None:
    pid = propose(ana, "mark", {"condition": "afraid"})
    assert gm.post(f"{CAMPAIGN}/people/Ana/remove", json={"reason": "left the group"}).status_code == 201
    [listed] = gm.get(f"{CAMPAIGN}/proposals").json()
    assert (listed["id"], listed["allowed"]) == (pid, False)
    assert listed["refusal"].startswith(f"proposal {pid} is no longer allowed: refused (")
    assert "Ana" in listed["refusal"]
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={}), 409, "proposal", listed["refusal"])
    assert actions(app) == before


def test_a_player_of_one_character_who_names_no_one_acts_as_it(app: Any, gm: TestClient, ana: TestClient) -> None:
    """Without ``as`` a player of one character acts as it (the GM's role is not theirs); a player of two must say
    which, refused naming both with nothing written (README "Playing as a group")."""
    got = ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"})
    assert got.status_code == 202, got.text
    assert who(row(gm, got.json()["action"])) == ("propose", "Gale", "Ana", None)
    app.state.ledger.group("Second Chances", "permit", {"rule": "shared-characters", "value": "yes"})  # Gale: Ana's too
    bo = client(app, token_for(app, "Bo", "player", ["Rook", "Gale"]))
    before = actions(app)
    refused(bo.post(f"{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": "afraid"}), 403, "as",
            "refused (players act as their own characters): Bo plays Rook, Gale, not the GM; name the one acting (as)")
    assert actions(app) == before


def test_an_approval_s_edits_show_before_and_after_in_the_history_the_pages_and_the_desk(gm: TestClient,
                                                                                          ana: TestClient) -> None:
    pid = propose(ana, "roll", {"move": "Directly Engage a Threat", "dice": [4, 4]})
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"dice": [5, 5]}})
    assert done.status_code == 201, done.text
    decided, approval = done.json()
    assert approval["edited"] == {"dice": {"before": [4, 4], "after": [5, 5]}}
    assert approval["events"][0]["summary"] == f"proposal {pid} approved as action {decided['action']} (by Dana); " \
                                               "edited: dice 4,4 → 5,5"
    assert row(gm, approval["action"])["edited"] == approval["edited"]                  # the API's history
    assert row(gm, decided["action"]).get("edited") is None                              # the approval's row only
    listed = gm.get(f"{CAMPAIGN}/proposals", params={"all": "1"}).json()
    assert [(p["id"], p["edited"]) for p in listed] == [(pid, {"dice": {"before": [4, 4], "after": [5, 5]}})]
    page = gm.get("/c/Second%20Chances/history").text
    assert "edited: dice 4,4 → 5,5" in page
    desk = gm.get("/c/Second%20Chances/desk").text
    assert f'<li data-decided="{pid}"><b>{pid}</b> · Ana as <b>Gale</b>: <code>roll</code> — approved (action ' \
           f'{decided["action"]}) <span class="edited">edited: dice 4,4 → 5,5</span></li>' in desk
    same = propose(ana, "mark", {"condition": "afraid"})                 # an edit that changes nothing is no edit
    again = gm.post(f"{CAMPAIGN}/proposals/{same}/approve", json={"edits": {"condition": "afraid"}}).json()[-1]
    assert "edited" not in again and again["events"][0]["summary"].endswith("(by Dana)")
    assert "edited" not in again["events"][0]["detail"]


def test_a_pending_proposal_reads_on_the_table_page_by_its_commands_words(ana: TestClient) -> None:
    pid = propose(ana, "mark", {"condition": "angry"})
    page = ana.get(CAMPAIGN.replace("/api/campaigns/", "/c/") + "?part=live", headers={"accept-language": "es"}).text
    assert f"<li>{pid}: Gale · marcar condición</li>" in page                # the command as the history names it
    assert f"<li>{pid}: Gale · mark</li>" not in page


def test_the_proposals_list_reads_in_the_language_asked_or_the_reader_s(app: Any, gm: TestClient,
                                                                        ana: TestClient) -> None:
    """``GET .../proposals`` takes ``lang`` as every other read does (``?lang`` > the person's setting >
    ``Accept-Language``): a stale proposal's refusal and a refused one's reason in it; a language the system does not
    read in is 400 naming ``lang``; English stays the recorded line."""
    stale = propose(ana, "roll", {"move": "Directly Engage a Threat", "dice": [6, 3]})
    assert gm.post(f"{CAMPAIGN}/commands/scene/end", json={}).status_code == 201
    english = {p["id"]: p for p in gm.get(f"{CAMPAIGN}/proposals").json()}[stale]["refusal"]
    assert english.startswith(f"proposal {stale} is no longer allowed: phase: ")
    spanish = {p["id"]: p for p in gm.get(f"{CAMPAIGN}/proposals", params={"lang": "es"}).json()}[stale]["refusal"]
    assert spanish.startswith(f"la propuesta {stale} ya no está permitida: phase: "), spanish
    asked = gm.get(f"{CAMPAIGN}/proposals", headers={"Accept-Language": "es"}).json()
    assert {p["id"]: p for p in asked}[stale]["refusal"] == spanish
    for desk, said in ((gm.get("/c/Second%20Chances/desk"), english),          # the desk's note: its line once,
                       (gm.get("/c/Second%20Chances/desk", headers={"Accept-Language": "es"}), spanish)):  # no heading
        note = re.search(r'<p class="error stale" role="note">([^<]*)</p>', desk.text)
        assert note is not None and html.unescape(note.group(1)) == said
    bad = gm.get(f"{CAMPAIGN}/proposals", params={"lang": "xx"})
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "lang"
    assert gm.post(f"{CAMPAIGN}/proposals/stale/reject", json={}).status_code == 201
    decided = {p["id"]: p for p in gm.get(f"{CAMPAIGN}/proposals", params={"all": "1", "lang": "es"}).json()}
    assert decided[stale]["status"] == "rejected" and decided[stale]["reason"] == spanish
    assert {p["id"]: p for p in gm.get(f"{CAMPAIGN}/proposals?all=1").json()}[stale]["reason"] == english
