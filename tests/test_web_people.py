"""Who may do what, through HTTP: a player acts only as their own characters, a viewer reads, invitations expire
and can be withdrawn, no data crosses campaigns, proposals wait for the GM, and hidden things stay hidden on every
route, the live stream included (README "Playing as a group", "The server")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import live_until, store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
MARK = f"{CAMPAIGN}/commands/mark"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    made = make_app(ledger, secret="test-secret", live_interval=0.05)
    yield made
    ledger.close()


def client(app: Any, token: str | None = None) -> TestClient:
    made = TestClient(app, base_url="http://127.0.0.1")
    if token:
        made.headers["Authorization"] = f"Bearer {token}"
    return made


def actions(app: Any) -> int:
    return app.state.ledger.now("Second Chances").actions


@pytest.fixture
def table(app: Any) -> dict[str, TestClient]:
    """The GM Dana, Ana playing Gale, Bo playing Rook, Cy watching."""
    return {"gm": client(app, token_for(app, "Dana", "gm")),
            "ana": client(app, token_for(app, "Ana", "player", ["Gale"])),
            "bo": client(app, token_for(app, "Bo", "player", ["Rook"])),
            "cy": client(app, token_for(app, "Cy", "viewer"))}


def test_a_player_acts_as_their_own_character_only(app: Any, table: dict[str, TestClient]) -> None:
    ana = table["ana"]
    before = actions(app)
    other = ana.post(MARK, json={"character": "Rook", "condition": "afraid", "as": "Rook"})
    assert other.status_code == 403
    assert other.json()["error"]["message"].startswith("refused (")
    assert "Ana" in other.json()["error"]["message"]
    as_gm = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "GM"})
    assert as_gm.status_code == 403                          # (with no "as", a player of one character acts as it)
    assert actions(app) == before
    own = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert own.status_code == 201, own.text
    assert (own.json()["actor"], actions(app)) == ("Gale", before + 1)


def test_a_viewer_reads_and_never_writes(app: Any, table: dict[str, TestClient]) -> None:
    cy = table["cy"]
    before = actions(app)
    assert cy.get(f"{CAMPAIGN}/sheet/Gale").status_code == 200
    for got in (cy.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"}),
                cy.post(f"{CAMPAIGN}/corrections/undo", json={"action": before}),
                cy.post(f"{CAMPAIGN}/notes", json={"text": "hello"}),
                cy.post(f"{CAMPAIGN}/invitations", json={"role": "gm"})):
        assert got.status_code == 403, got.text
        assert "refused (" in got.json()["error"]["message"]
    assert actions(app) == before


def test_invitations_join_once_and_not_when_withdrawn_or_expired(app: Any, table: dict[str, TestClient],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from web_support import account

    gm = table["gm"]
    app.state.ledger.group("Second Chances", "remove", {"person": "Ana"})        # Gale is free for Eve
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale"], "expires": "48h"})
    assert made.status_code == 201, made.text
    code, invitation = made.json()["code"], made.json()["invitation"]
    answered = {k: v for k, v in made.json().items() if k != "rows"}           # what `ledger invite --json` gives
    assert answered == {"invitation": invitation, "code": code, "link": f"/join?campaign=Second%20Chances&code={code}",
                        "role": "player", "characters": ["Gale"], "expires": answered["expires"]}
    assert answered["expires"].endswith("+00:00")
    listed = gm.get(f"{CAMPAIGN}/invitations").json()
    assert listed[invitation]["state"] == "open" and "digest" not in listed[invitation]
    assert code not in gm.get(f"{CAMPAIGN}/history").text                       # the code is never stored
    eve = client(app, app.state.ledger.issue_token(account(app.state.ledger, "Eve"), "t"))
    assert eve.get(f"{CAMPAIGN}/history").status_code == 404                    # not in the campaign yet
    assert eve.post(f"{CAMPAIGN}/join", json={"code": code + "x"}).status_code == 400
    joined = eve.post(f"{CAMPAIGN}/join", json={"code": code})
    assert joined.status_code == 201, joined.text
    assert gm.get(f"{CAMPAIGN}/people").json()["Eve"]["characters"] == ["Gale"]
    assert eve.get(f"{CAMPAIGN}/sheet/Gale").status_code == 200
    fay = client(app, app.state.ledger.issue_token(account(app.state.ledger, "Fay"), "t"))
    again = fay.post(f"{CAMPAIGN}/join", json={"code": code})
    said = lambda why: {"code": "bad_input", "field": "code", "message": f"this code's invitation {why}; ask the GM "  # noqa: E731
                        "for a new one"}
    assert (again.status_code, again.json()["error"]) == (400, said("was used already"))   # its holder: the reason
    own = eve.post(f"{CAMPAIGN}/join", json={"code": code})                   # its own joiner, sending it again
    assert (own.status_code, own.json()["error"]) == (400, said("was used already"))
    assert invitation not in again.text                                          # never its id
    second = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).json()
    withdrawn = gm.post(f"{CAMPAIGN}/invitations/{second['invitation']}/withdraw")
    assert withdrawn.status_code == 201
    before = actions(app)
    refused = fay.post(f"{CAMPAIGN}/join", json={"code": second["code"]})
    assert (refused.status_code, refused.json()["error"]) == (400, said("was withdrawn"))
    past = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "2020-01-01T00:00:00+00:00"})
    assert past.status_code == 400 and past.json()["error"]["field"] == "expires"
    brief = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "1m"}).json()
    import ledger.service.table as table_use
    from datetime import timedelta

    later = table_use._now() + timedelta(minutes=2)
    monkeypatch.setattr(table_use, "_now", lambda: later)          # two minutes on: the invitation has expired
    late = fay.post(f"{CAMPAIGN}/join", json={"code": brief["code"]})
    expired = gm.get(f"{CAMPAIGN}/invitations").json()[brief["invitation"]]["expires"]
    assert (late.status_code, late.json()["error"]) == (400, said(f"expired at {expired}"))
    assert fay.get(f"{CAMPAIGN}/history").status_code == 404
    assert actions(app) == before + 1                               # the brief invitation only


def test_no_data_across_campaigns(app: Any, table: dict[str, TestClient], tmp_path: Path) -> None:
    from ledger.service import Ledger

    Ledger(str(tmp_path / "web.sqlite")).create("Other Table", "masks")
    ana = table["ana"]
    assert [c["name"] for c in ana.get("/api/campaigns").json()] == ["Second Chances"]
    other = "/api/campaigns/Other%20Table"
    for got in (ana.get(f"{other}/history"), ana.get(f"{other}/status"), ana.get(f"{other}/people"),
                ana.get(f"{other}/live", params={"seconds": 0.2}),
                ana.post(f"{other}/commands/add-npc", json={"name": "Spy"})):
        assert got.status_code == 404, got.text
        assert got.json()["error"]["field"] == "campaign"
    assert app.state.ledger.now("Other Table").actions == 0


def test_a_proposal_waits_for_the_gm(app: Any, table: dict[str, TestClient]) -> None:
    gm, ana, bo = table["gm"], table["ana"], table["bo"]
    assert gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    before = actions(app)
    proposed = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert proposed.status_code == 202, proposed.text
    pid = str(proposed.json()["action"])
    assert "afraid" not in gm.get(f"{CAMPAIGN}/sheet/Gale").json()["conditions"]
    listed = lambda who, query="": {p["id"]: p for p in who.get(f"{CAMPAIGN}/proposals{query}").json()}  # noqa: E731
    assert pid in listed(gm) and "seed" in listed(gm)[pid]
    assert pid in listed(ana) and "seed" not in listed(ana)[pid]               # the dice stay the GM's until decided
    assert pid not in listed(bo)                                               # another player's pending proposal
    assert int(pid) not in [r["action"] for r in bo.get(f"{CAMPAIGN}/history").json()]
    assert ana.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={}).status_code == 403
    approved = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={})
    assert approved.status_code == 201, approved.text
    rows = approved.json() if isinstance(approved.json(), list) else [approved.json()]
    assert rows[0]["actor"] == "Gale" and rows[0]["command"] == "mark"
    assert "afraid" in gm.get(f"{CAMPAIGN}/sheet/Gale").json()["conditions"]
    assert pid not in listed(gm) and listed(gm, "?all=1")[pid]["status"] == "approved"
    again = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={})
    assert again.status_code == 409 and again.json()["error"]["field"] == "proposal"
    second = ana.post(MARK, json={"character": "Gale", "condition": "guilty", "as": "Gale"}).json()["action"]
    rejected = gm.post(f"{CAMPAIGN}/proposals/{second}/reject", json={"reason": "<i>not now</i>"})
    assert rejected.status_code == 201
    assert listed(ana, "?all=1")[str(second)]["reason"] == "<i>not now</i>"
    assert actions(app) > before


def test_a_proposal_the_state_no_longer_allows_is_refused_at_approval(app: Any, table: dict[str, TestClient]) -> None:
    gm, ana = table["gm"], table["ana"]
    gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"})
    pid = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"}).json()["action"]
    assert gm.post(MARK, json={"character": "Gale", "condition": "afraid"}).status_code == 201   # the GM got there first
    before = actions(app)
    late = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={})
    assert late.status_code == 409, late.text
    assert late.json()["error"]["field"] == "proposal"
    assert actions(app) == before


def test_private_notes_and_hidden_rows_never_reach_a_player(app: Any, table: dict[str, TestClient]) -> None:
    gm, ana = table["gm"], table["ana"]
    secret = "the mayor is the villain"
    now = app.state.ledger.now("Second Chances")
    assert gm.post(f"{CAMPAIGN}/notes", json={"text": secret, "private": True}).status_code == 201
    public = gm.post(f"{CAMPAIGN}/notes", json={"text": "session at 8", "private": False})
    assert public.status_code == 201, public.text
    since = f"{now.version}-{now.actions}"
    live = json.dumps(live_until(ana, f"{CAMPAIGN}/live", public.json()["action"], since=since))
    assert "session at 8" in live                                   # read up to the public note: the private one before it
    assert secret not in live
    assert secret not in ana.get(f"{CAMPAIGN}/history").text
    assert secret in gm.get(f"{CAMPAIGN}/history").text


def test_a_removed_person_loses_access_and_keeps_their_record(app: Any, table: dict[str, TestClient]) -> None:
    gm, ana = table["gm"], table["ana"]
    done = ana.post(MARK, json={"character": "Gale", "condition": "afraid", "as": "Gale"}).json()
    assert gm.post(f"{CAMPAIGN}/people/Ana/remove", json={"reason": "moved away"}).status_code == 201
    assert ana.get(f"{CAMPAIGN}/history").status_code == 404
    assert ana.post(MARK, json={"character": "Gale", "condition": "guilty", "as": "Gale"}).status_code == 404
    row = next(r for r in gm.get(f"{CAMPAIGN}/history").json() if r["action"] == done["action"])
    assert row["actor"] == "Gale" and row["undone_by"] is None


def test_joining_tells_a_stranger_no_campaign_name_and_is_limited(app: Any) -> None:
    from web_support import account

    eve = client(app, app.state.ledger.issue_token(account(app.state.ledger, "Eve"), "t"))
    wrong = eve.post(f"{CAMPAIGN}/join", json={"code": "guess"})
    nowhere = eve.post("/api/campaigns/Nope/join", json={"code": "guess"})
    assert wrong.status_code == nowhere.status_code == 400
    assert wrong.json() == nowhere.json() and wrong.json()["error"]["field"] == "code"
    answers = [eve.post(f"{CAMPAIGN}/join", json={"code": f"guess{i}"}).status_code for i in range(12)]
    assert answers[:8] == [400] * 8 and answers[-1] == 429               # 10 attempts a minute, as sign-ins
    assert "Eve" not in (app.state.ledger.now("Second Chances").state.get("table") or {}).get("people", {})
