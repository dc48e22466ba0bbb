"""Hidden information through HTTP, by the ways a reader might try: a side's conflict script sitting in a proposal,
the history's kind filter naming what a reader may not see, and the export a player or a viewer may take (004
"Siempre se elige en secreto"; README "Playing as a group", "The server"; design.md "People, roles and hidden
information")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable
from urllib.parse import unquote

import pytest
from starlette.testclient import TestClient

from test_mouseguard_table import BANDIT, BRAND, ROGARD, faces
from web_support import live_until, store_with_sample, token_for

DARKWATER = "/api/campaigns/Darkwater"
CHANCES = "/api/campaigns/Second%20Chances"
PLAN = ["attack", "defend", "feint"]


def client(app: Any, token: str) -> TestClient:
    made = TestClient(app, base_url="http://127.0.0.1")
    made.headers["Authorization"] = f"Bearer {token}"
    return made


def _app(store: str) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    return make_app(Ledger(store, warm=True), secret="test-secret", live_interval=0.05)


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    """A Mouse Guard conflict, Brand (Ana's) against the Bandit (the GM's side), dispositions set, nothing scripted;
    players' actions wait for the GM's approval."""
    from ledger.service import Ledger

    store = str(tmp_path / "mg.sqlite")
    owner = Ledger(store)
    owner.create("Darkwater", "mouseguard")
    owner.act(None, "add-character", {"name": "Brand", **BRAND, "weapon": ["sword"]})
    owner.act(None, "add-character", {"name": "Rogard", **ROGARD})
    owner.act(None, "add-character", {"name": "Bandit", **BANDIT, "weapon": ["sword"]})
    for command in ("session start", "turn gm", "scene start"):
        owner.act(None, command, {})
    owner.act(None, "conflict start", {"type": "fight", "team": ["Brand"], "goal": "catch them",
                                       "opponents": ["Bandit"], "opponent_goal": "get away"})
    owner.act(None, "conflict disposition", {"character": "Brand", "dice": faces(3, 4)})
    owner.act(None, "conflict disposition", {"character": "Bandit", "dice": faces(2, 4)})
    owner.group(None, "option", {"approval": "players"})
    owner.close()
    app = _app(store)
    yield app
    app.state.ledger.close()


def by_id(listed: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The proposals as ``GET .../proposals`` lists them, by id."""
    return {p["id"]: p for p in listed}


def _sealed_everywhere(gm: TestClient, reader_stream: str) -> None:
    """The plan appears in none of the GM's reads."""
    proposals = gm.get(f"{DARKWATER}/proposals?all=1").json()
    assert [p["args"] for p in proposals] == [{"side": "Brand", "actions": "sealed"}]
    history = gm.get(f"{DARKWATER}/history").text
    records = gm.get(f"{DARKWATER}/reference/conflict").text
    for text in (history, records, json.dumps(proposals), reader_stream):
        assert not any(f'"{word}"' in text for word in PLAN), text[:400]
    assert "Brand's plan" not in history + reader_stream          # the reason is sealed with the script


def _streamed_while(reader: Any, campaign: str, act: Callable[[], Any]) -> tuple[Any, str]:
    """``act()``'s response (a proposal: 202, its ``action`` the proposal's row) and the rows ``reader``'s live
    stream of ``campaign`` (an API path) sent from just before it up to that row (``live_until``), as JSON text."""
    now = reader.app.state.ledger.now(unquote(campaign.rsplit("/", 1)[1]))
    response = act()
    assert response.status_code == 202, response.text
    rows = live_until(reader, f"{campaign}/live", response.json()["action"], since=f"{now.version}-{now.actions}")
    return response, json.dumps(rows, ensure_ascii=False)


def test_a_proposed_script_is_seen_by_its_own_side_only(darkwater: Any) -> None:
    gm = client(darkwater, token_for(darkwater, "Mara", "gm"))
    ana = client(darkwater, token_for(darkwater, "Ana", "player", ["Brand"]))
    bo = client(darkwater, token_for(darkwater, "Bo", "player", ["Rogard"]))
    assert not any(f'"{word}"' in gm.get(f"{DARKWATER}/history").text for word in PLAN)   # nothing scripted yet
    proposed, stream = _streamed_while(gm, DARKWATER, lambda: ana.post(
        f"{DARKWATER}/commands/conflict/script",
        json={"side": "Brand", "actions": PLAN, "as": "Brand", "reason": "Brand's plan"}))
    assert proposed.status_code == 202, proposed.text
    pid = str(proposed.json()["action"])
    assert "proposal" in stream                                      # the GM's stream did carry the proposal
    _sealed_everywhere(gm, stream)
    assert by_id(ana.get(f"{DARKWATER}/proposals").json())[pid]["args"] == {"side": "Brand", "actions": PLAN}
    assert pid not in by_id(bo.get(f"{DARKWATER}/proposals").json())   # another player's pending proposal
    approved = gm.post(f"{DARKWATER}/proposals/{pid}/approve", json={})
    assert approved.status_code == 201, approved.text                # approved blind: decided from its sealed args
    _sealed_everywhere(gm, json.dumps(approved.json()))
    mine = [e["detail"]["actions"] for r in ana.get(f"{DARKWATER}/history").json() for e in r["events"]
            if e["kind"] == "ActionsScripted"]
    assert mine == [[{"action": a, "actor": "Brand"} for a in PLAN]]  # decided as Ana scripted it


@pytest.fixture
def chances(tmp_path: Path) -> Any:
    app = _app(store_with_sample(tmp_path))
    yield app
    app.state.ledger.close()


def test_the_kind_filter_names_only_what_the_reader_may_see(chances: Any) -> None:
    gm = client(chances, token_for(chances, "Dana", "gm"))
    cy = client(chances, token_for(chances, "Cy", "viewer"))
    assert gm.post(f"{CHANCES}/invitations", json={"role": "viewer"}).status_code == 201
    assert gm.post(f"{CHANCES}/notes", json={"text": "the mayor is the villain", "private": True}).status_code == 201
    assert [r["command"] for r in gm.get(f"{CHANCES}/history", params={"kind": "invite"}).json()] == ["invite"]
    unknown = cy.get(f"{CHANCES}/history", params={"kind": "NoSuchKind"})
    assert unknown.status_code == 400 and unknown.json()["error"]["field"] == "kind"
    for hidden in ("invite", "InvitationIssued", "note", "NoteRecorded"):
        got = cy.get(f"{CHANCES}/history", params={"kind": hidden})
        assert got.status_code == 400, (hidden, got.text)             # as for a kind the campaign never had
        message = got.json()["error"]["message"]
        assert message == unknown.json()["error"]["message"].replace("NoSuchKind", hidden)
        assert "invite" not in message.split("commands:")[1] and "note" not in message.split("commands:")[1]


def test_a_player_or_viewer_exports_what_they_may_see(chances: Any) -> None:
    gm = client(chances, token_for(chances, "Dana", "gm"))
    ana = client(chances, token_for(chances, "Ana", "player", ["Gale"]))
    cy = client(chances, token_for(chances, "Cy", "viewer"))
    assert gm.post(f"{CHANCES}/invitations", json={"role": "viewer"}).status_code == 201
    assert gm.post(f"{CHANCES}/notes", json={"text": "the mayor is the villain", "private": True}).status_code == 201
    for reader in (ana, cy):
        got = reader.get(f"{CHANCES}/export")
        assert got.status_code == 200, got.text
        assert got.headers["content-disposition"].startswith("attachment;")
        rows = got.json()
        assert rows == reader.get(f"{CHANCES}/history").json()       # the history as they read it, whole
        assert "the mayor is the villain" not in got.text
        assert {"invite", "note"}.isdisjoint(r["command"] for r in rows)
        for whole in ("jsonl", "script"):
            refused = reader.get(f"{CHANCES}/export", params={"format": whole})
            assert refused.status_code == 403 and refused.json()["error"]["field"] == "format"
    assert "the mayor is the villain" in gm.get(f"{CHANCES}/export").text
    whole = gm.get(f"{CHANCES}/export", params={"format": "jsonl"})
    assert whole.status_code == 403 and "ledger export" in whole.json()["error"]["message"]
    wrong = ana.get(f"{CHANCES}/export", params={"format": "pdf"})
    assert wrong.status_code == 400 and wrong.json()["error"]["field"] == "format"


def test_an_export_reads_in_the_readers_language(chances: Any) -> None:
    """The history export is the history as the reader reads it, words included: ``?lang=es`` (or their setting)
    gives the Spanish rows, as ``/history?lang=es`` does; a language the system lacks is refused (400)."""
    ana = client(chances, token_for(chances, "Ana", "player", ["Gale"]))
    spanish = ana.get(f"{CHANCES}/export", params={"lang": "es"})
    assert spanish.status_code == 200, spanish.text
    assert spanish.json() == ana.get(f"{CHANCES}/history", params={"lang": "es"}).json()
    assert spanish.json() != ana.get(f"{CHANCES}/export").json()                # the English differs in its words
    assert ana.get(f"{CHANCES}/export", params={"lang": "de"}).status_code == 400


def test_a_proposals_seed_is_the_gms_alone(chances: Any) -> None:
    """Who knows a proposal's seed knows the dice its approval will roll: the proposer is not told it, on any route."""
    gm = client(chances, token_for(chances, "Dana", "gm"))
    ana = client(chances, token_for(chances, "Ana", "player", ["Gale"]))
    assert gm.post(f"{CHANCES}/approval", json={"approval": "players"}).status_code == 201
    proposed, stream = _streamed_while(ana, CHANCES, lambda: ana.post(
        f"{CHANCES}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale"}))
    assert proposed.status_code == 202, proposed.text
    pid = str(proposed.json()["action"])
    seed = by_id(gm.get(f"{CHANCES}/proposals").json())[pid]["seed"]
    assert isinstance(seed, int)
    own = by_id(ana.get(f"{CHANCES}/proposals").json())[pid]
    assert "seed" not in own and own["args"] == {"character": "Gale", "condition": "afraid"}
    for text in (json.dumps(proposed.json()), ana.get(f"{CHANCES}/history").text, ana.get(f"{CHANCES}/export").text,
                 stream):
        assert str(seed) not in text
    assert str(seed) in gm.get(f"{CHANCES}/history").text
