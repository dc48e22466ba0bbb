"""A proposal's seed is its GMs' alone, an amend of the action its approval decided too: the amend's row carries the
inputs of the action it amends (``inputs``: action -> ``{"args", "seed", "by", ...}``), and a player reads them
without the seed on every road (the history API and page, the export, the chronicle, why, arc, the live stream),
while a GM reads it (design.md "People, roles and hidden information"; ledger/group/visibility.py ``rows_for``)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, PAGE, app, client, gm  # noqa: F401 - fixtures
from web_support import Running, read_events, token_for


@pytest.fixture
def amended(app: Any, gm: TestClient) -> tuple[TestClient, int, str]:
    """(Ana, Gale's player, the amend's action, the seed her approved proposal drew): Ana proposes marking Gale
    afraid under approval, Dana approves it and amends it to guilty."""
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    for path, body in (("approval", {"approval": "players"}), ("commands/session/start", {}),
                       ("commands/scene/start", {})):
        assert gm.post(f"{CAMPAIGN}/{path}", json=body).status_code == 201
    proposed = ana.post(f"{CAMPAIGN}/commands/mark", json={"condition": "afraid", "as": "Gale"})
    assert proposed.status_code == 202, proposed.text
    decided = gm.post(f"{CAMPAIGN}/proposals/{proposed.json()['action']}/approve", json={}).json()[0]["action"]
    done = gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": decided, "condition": "guilty"})
    assert done.status_code == 201, done.text
    inputs = gm.get(f"{CAMPAIGN}/history").json()[-1]["events"][0]["detail"]["inputs"][str(decided)]
    assert (inputs["args"], inputs["by"], inputs["approver"]) == ({"condition": "guilty"}, "Ana", "Dana")
    return ana, done.json()["action"], str(inputs["seed"])


def test_a_player_reads_an_amend_s_inputs_without_the_seed_a_gm_with_it(gm: TestClient, amended: Any) -> None:
    ana, action, seed = amended
    row = ana.get(f"{CAMPAIGN}/history").json()[-1]
    assert row["action"] == action
    (inputs,) = row["events"][0]["detail"]["inputs"].values()
    assert sorted(inputs) == ["approver", "args", "by", "proposal"]
    assert seed in gm.get(f"{CAMPAIGN}/history").text
    for road in (f"{CAMPAIGN}/history", f"{CAMPAIGN}/history?kind=amend", f"{CAMPAIGN}/history?last=1",
                 f"{CAMPAIGN}/history?character=Gale", f"{CAMPAIGN}/export", f"{PAGE}/history",
                 f"{PAGE}/chronicle", f"{CAMPAIGN}/why/Gale/guilty", f"{CAMPAIGN}/arc/Gale", PAGE):
        got = ana.get(road)
        assert (road, got.status_code, seed in got.text) == (road, 200, False)


def test_the_live_stream_gives_a_player_the_amend_without_the_seed(app: Any, gm: TestClient) -> None:
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    for path, body in (("approval", {"approval": "players"}), ("commands/session/start", {}),
                       ("commands/scene/start", {})):
        assert gm.post(f"{CAMPAIGN}/{path}", json=body).status_code == 201
    proposed = ana.post(f"{CAMPAIGN}/commands/mark", json={"condition": "afraid", "as": "Gale"}).json()["action"]
    decided = gm.post(f"{CAMPAIGN}/proposals/{proposed}/approve", json={}).json()[0]["action"]
    with Running(app) as server:
        with httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=dict(ana.headers), timeout=30) as stream:
            lines = stream.iter_lines()
            done = gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": decided, "condition": "guilty"})
            assert done.status_code == 201, done.text
            sent = read_events(lines, 2, 10)
    seed = str(gm.get(f"{CAMPAIGN}/history").json()[-1]["events"][0]["detail"]["inputs"][str(decided)]["seed"])
    assert [(row["action"], row["command"]) for _, row in sent] == [(decided, "mark"), (done.json()["action"], "amend")]
    assert seed not in json.dumps(sent)
