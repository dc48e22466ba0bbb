"""A player's own choices: a missing field's allowed list names only what that player may choose (their own
characters for the acting one), and a player of one character who names no one acts as that character, its field
left out too (README "Playing as a group"; ledger/service/own_choices.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from web_support import bearer, replayed_gm, token_for


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    """(the app, the campaign's API base, the GM's client) over the Mouse Guard sample."""
    app, ledger, gm = replayed_gm(tmp_path, "mouseguard-darkwater-crossing.yaml")
    yield app, f"/api/campaigns/{quote(next(iter(ledger.campaigns())))}", gm
    ledger.close()


def test_a_missing_character_names_only_the_player_s_own(darkwater: Any) -> None:
    app, base, gm = darkwater
    token_for(app, "Bo", "player", ["Wren"])
    ana = bearer(app, token_for(app, "Ana", "player", ["Rogard", "Tamsin"]))
    before = app.state.ledger.now(base.rsplit("/", 1)[1].replace("%20", " ")).actions
    got = ana.post(f"{base}/commands/mark", json={"condition": "Angry"})
    assert (got.status_code, got.json()) == (422, {"error": {"code": "invalid_value", "field": "character",
                                                             "message": "Field required; allowed: Rogard, Tamsin"}})
    got = gm.post(f"{base}/commands/mark", json={"condition": "Angry"})
    assert got.json()["error"]["message"] == "Field required; allowed: Rogard, Brand, Wren, Tamsin, Water Snake"
    assert app.state.ledger.now(base.rsplit("/", 1)[1].replace("%20", " ")).actions == before


@pytest.mark.parametrize("body", [{"condition": "Angry"}, {"condition": "Angry", "as": "Wren"}])
def test_a_player_of_one_character_who_names_no_one_marks_that_character(darkwater: Any, body: dict[str, Any]) -> None:
    app, base, gm = darkwater
    bo = bearer(app, token_for(app, "Bo", "player", ["Wren"]))
    got = bo.post(f"{base}/commands/mark", json=body)
    assert got.status_code == 201, got.text
    row = got.json()
    assert (row["command"], row["actor"], row["who"], row["events"][0]["summary"]) == (
        "mark", "Wren", "Bo (Wren)", "Condition marked (character: Wren; condition: Angry)")


def test_naming_another_actor_leaves_the_character_to_be_named_from_the_player_s_own(darkwater: Any) -> None:
    app, base, gm = darkwater
    bo = bearer(app, token_for(app, "Bo", "player", ["Wren"]))
    got = bo.post(f"{base}/commands/mark", json={"condition": "Angry", "as": "Rogard"})
    assert (got.status_code, got.json()["error"]) == (422, {"code": "invalid_value", "field": "character",
                                                           "message": "Field required; allowed: Wren"})
