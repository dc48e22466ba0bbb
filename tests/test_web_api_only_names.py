"""The API names its own things in a refusal, never the command line's alone: an unknown field's allowed list leaves
out ``odds`` (``--odds``, a preview switch of the command line: ``rules.args.preview_fields``) on a command and on an
approval's edits, an approval's refusal names an option as the body's field (``"attribute"``), and a used code sent
again by its own joiner is told used (README "The server": the body is the command's model as JSON)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from web_support import bearer, replayed_gm, token_for


def _error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


def test_a_conflict_s_unknown_field_lists_no_cli_switch(tmp_path: Path) -> None:
    app, ledger, gm = replayed_gm(tmp_path, "mouseguard-darkwater-crossing.yaml")
    base = f"/api/campaigns/{quote(next(iter(ledger.campaigns())))}"
    assert _error(gm.post(f"{base}/commands/conflict/disposition", json={"nope": 1})) == (
        422, "nope", "unknown argument; allowed: helper, wise, persona, trait, against-trait, handicap, ability, dice, "
                     "seed, character, nature, front, as, reason")
    ledger.close()


@pytest.fixture
def proposed(tmp_path: Path) -> Any:
    """(the GM's client, the campaign's API base, a pending proposal of Ana's: Mara moves to the gate, no test)."""
    app, ledger, gm = replayed_gm(tmp_path, "basic-the-salt-road.yaml")
    base = f"/api/campaigns/{quote(next(iter(ledger.campaigns())))}"
    ana = bearer(app, token_for(app, "Ana", "player", ["Mara"]))
    for path, body in (("approval", {"approval": "players"}), ("commands/session/start", {}),
                       ("commands/scene/start", {})):
        assert gm.post(f"{base}/{path}", json=body).status_code == 201
    assert _error(ana.post(f"{base}/commands/move", json={"nope": 1})) == (
        422, "nope", "unknown argument; allowed: character, to, attribute, difficulty, tier, dice, seed, flashback, "
                     "task, as, reason")
    made = ana.post(f"{base}/commands/move", json={"to": "the gate"})
    assert made.status_code == 202, made.text
    yield gm, base, made.json()["action"]
    ledger.close()


@pytest.mark.parametrize("edits, refusal", [
    ({"nope": 1}, ("nope", "unknown argument of move; allowed: character, to, attribute, difficulty, tier, dice, seed, "
                           "flashback, task")),
    ({"seed": 5}, ("seed", 'a move without an "attribute" is not a test; name the attribute tested'))])
def test_an_approval_s_edits_are_refused_in_the_api_s_names(proposed: Any, edits: dict[str, Any],
                                                            refusal: tuple[str, str]) -> None:
    gm, base, pid = proposed
    before = gm.get(f"{base}/status").json()["action"]
    assert _error(gm.post(f"{base}/proposals/{pid}/approve", json={"edits": edits})) == (400, *refusal)
    assert gm.get(f"{base}/status").json()["action"] == before


def test_the_odds_route_takes_and_lists_no_odds_switch(tmp_path: Path) -> None:
    from web_support import sample_app

    app, ledger = sample_app(tmp_path)
    gm = bearer(app, token_for(app, "Dana", "gm"))
    allowed = ("unknown query parameter; allowed: as, lang, move, character, target, protect, from, dice, seed, "
               "acting_on_answers, soldier")
    for query, field in (("nope=1", "nope"), ("as=Gale&move=unleash&odds=1", "odds")):
        assert _error(gm.get(f"/api/campaigns/Second%20Chances/odds/roll?{query}")) == (400, field, allowed)
    ledger.close()
