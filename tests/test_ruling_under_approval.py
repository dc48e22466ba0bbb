"""A roll that needs a GM's ruling at a group's table (README "A roll that needs a GM's ruling"): with approval off a
player's test form keeps the obstacle in its box for the odds only and the roll without it is refused; with approval
on the player's form shows the obstacle as a field of the roll, the roll with it becomes a proposal (202) and the GM
approves it with the ruling corrected; without it the roll is refused as the GM's would be. Source: README "Playing
as a group" (``gm-arguments``: under approval a player proposes it and a GM decides); seed 004 "Pruebas" (the GM
sets the obstacle).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from web_support import gm_and_player


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Any, ...]]:
    with gm_and_player(tmp_path / "web.sqlite", "mouseguard-darkwater-crossing.yaml", "Rogard") as (ledger, gm, bo, api):
        for command in ("session/start", "scene/start", "turn/gm"):
            assert gm.post(f"{api}/commands/{command}", json={}).status_code == 201
        yield ledger, gm, bo, api


def form_of(page: str) -> str:
    """The test form's HTML on a table page."""
    return re.search(r'<details[^>]*data-command="test".*?</details>', page, re.S).group(0)


def test_the_obstacle_is_the_players_to_propose_only_under_approval(table: Any) -> None:
    ledger, gm, bo, api = table
    page = api.replace("/api/campaigns/", "/c/")
    off = form_of(bo.get(page).text)
    box = off[off.index("data-odds-only"):]
    assert 'name="ob"' in box and 'name="ob"' not in off[:off.index("data-odds-only")]       # for the odds only
    refused = bo.post(f"{api}/commands/test", json={"skill": "will", "dice": [6, 5, 4, 1], "ob": 3})
    assert (refused.status_code, refused.json()["error"]["field"]) == (403, "ob")
    assert gm.post(f"{api}/approval", json={"approval": "players"}).status_code in (200, 201)
    on = form_of(bo.get(page).text)
    assert 'name="ob"' in on and "data-odds-only" not in on[:on.index('name="ob"')]          # a field of the roll
    bare = bo.post(f"{api}/commands/test", json={"skill": "will", "dice": [6, 5, 4, 1]})
    assert (bare.status_code, bare.json()["error"]["field"]) == (400, "ob")
    before = ledger.now("Darkwater Crossing").actions
    proposed = bo.post(f"{api}/commands/test", json={"skill": "will", "dice": [6, 5, 4, 1], "ob": 3})
    assert proposed.status_code == 202
    (pid,) = [k for k, v in ledger.proposals("Darkwater Crossing").items() if v["status"] == "pending"]
    approved = gm.post(f"{api}/proposals/{pid}/approve", json={"edits": {"ob": 2}})
    assert approved.status_code in (200, 201), approved.text
    test = ledger.now("Darkwater Crossing").state["test"]
    assert ledger.now("Darkwater Crossing").actions > before and (test["ob"], test["kind"]) == (2, "independent")
