"""A GM's edits to a proposal are checked as the command's own arguments are, before it is decided: an edit the
command's model or rules refuse (a pick not on the list, a text where a list of picks is taken, a trait the mouse
lacks) is an input error naming the edit as the GM typed it (on the API the status and words of the command's own
refusal, the CLI's error line), never a
proposal "no longer allowed", and nothing is written; the desk's edit fields offer the values the command's form
offers.

Source: design.md "People, roles and hidden information" (the GM approves, edits or rejects a proposal); seed 000
'THE BASIC MOVES' (a move's picks are its own list); seed 004 'Reglas básicas' (a trait used against oneself is one
of the mouse's traits; the handicap is minus-die or opponent-dice).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT


def _table(tmp_path: Path, sample: str, name: str, pc: str, steps: list[tuple[str, dict[str, Any]]]) -> Any:
    """(ledger, app, the GM's client, the player's client) over ``sample`` with a player of ``pc`` under approval."""
    from ledger.service import Ledger
    from ledger.service.people import Person
    from ledger.web import make_app
    from web_support import bearer, token_for

    store = str(tmp_path / "a.sqlite")
    Ledger(store).replay(ROOT / "sample_campaigns" / f"{sample}.yaml")
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret")
    gm = bearer(app, token_for(app, "Dana", "gm"))
    ledger.make_account("p-1", None)
    ledger.group(name, "grant", {"person": "p-1", "role": "player", "characters": [pc]})
    ledger.group(name, "option", {"approval": "players"})
    for command, args in steps:
        ledger.act(name, command, args)
    return ledger, gm, bearer(app, ledger.issue_token(Person("p-1"), "test"))


def _propose(ledger: Any, player: Any, name: str, command: str, body: dict[str, Any]) -> str:
    got = player.post(f"/api/campaigns/{name}/commands/{command}", json=body)
    assert got.status_code == 202, got.text
    return max(ledger.proposals(name), key=int)


@pytest.fixture
def masks(tmp_path: Path) -> Any:
    ledger, gm, player = _table(tmp_path, "masks-second-chances", "Second Chances", "Gale",
                                [("session start", {}), ("scene start", {"title": "The museum"})])
    name = "Second Chances"
    pid = _propose(ledger, player, name, "roll", {"move": "Directly Engage a Threat", "dice": [5, 5]})
    assert gm.post(f"/api/campaigns/{name}/proposals/{pid}/approve", json={}).status_code == 201
    yield ledger, gm, player, name
    ledger.close()


@pytest.mark.parametrize("pick, said", [
    (["banana"], "banana is not an option here; allowed: DE1 ("),          # the picks the roll allows
    (5, "a list, not a number"),
    ("DE1", "a list, not a text"),            # one pick is a list of one on the API (README "The server")
])
def test_an_edited_pick_not_on_the_list_is_refused_naming_the_edit(masks: Any, pick: Any, said: str) -> None:
    ledger, gm, player, name = masks
    pid = _propose(ledger, player, name, "resolve", {"pick": ["DE1"]})
    before = ledger.now(name).version
    got = gm.post(f"/api/campaigns/{name}/proposals/{pid}/approve", json={"edits": {"pick": pick}})
    own = gm.post(f"/api/campaigns/{name}/commands/resolve", json={"pick": pick, "as": "Gale"})   # the command's own
    error = got.json()["error"]
    assert got.status_code == own.status_code and error == own.json()["error"], (got.text, own.text)
    assert got.status_code in (400, 422) and error["field"] == "pick" and said in error["message"]
    assert ledger.now(name).version == before
    assert ledger.proposals(name)[pid]["status"] == "pending"


def test_the_service_checks_an_edit_with_the_command_s_model(masks: Any) -> None:
    """The CLI's road (no JSON types): a whole number where the model takes picks is the edit's error, not the
    state's."""
    from rules.errors import RuleError

    ledger, gm, player, name = masks
    pid = _propose(ledger, player, name, "resolve", {"pick": ["DE1"]})
    before = ledger.now(name).version
    with pytest.raises(RuleError) as refused:
        ledger.approve(name, pid, edits={"pick": {"a": 1}})
    assert refused.value.field == "pick" and type(refused.value).__name__ == "RuleError"
    assert ledger.now(name).version == before


def test_the_desk_offers_the_open_roll_s_picks_for_an_edit(masks: Any) -> None:
    ledger, gm, player, name = masks
    pid = _propose(ledger, player, name, "resolve", {"pick": ["DE1"]})
    page = gm.get("/c/Second%20Chances/desk").text
    listed = page.split(f'<datalist id="choices-{pid}-pick">')[1].split("</datalist>")[0]
    from ledger.web.pages.forms import fields_of

    system, state = ledger.system(name), ledger.now(name).state
    offered = next(f.choices for f in fields_of(system, "resolve", state, "en") if f.key == "pick")
    assert offered and listed == "".join(f'<option value="{c}">' for c in offered)
    assert f'list="choices-{pid}-pick"' in page


def test_an_edit_spelled_as_typed_is_named_as_typed(tmp_path: Path) -> None:
    """Seed 004: a trait used against oneself must be one of the mouse's; ``against-trait`` edited to one Rogard
    lacks is the edit's error (``against-trait``, as the command's own refusal answers), not a proposal no longer
    allowed (409)."""
    name = "Darkwater Crossing"
    ledger, gm, player = _table(tmp_path, "mouseguard-darkwater-crossing", name, "Rogard",
                                [("session start", {}), ("turn gm", {}), ("scene start", {"title": "The ford"})])
    try:
        pid = _propose(ledger, player, name, "test", {"skill": "Erudito", "ob": 2, "against-trait": "Calm",
                                                      "handicap": "minus-die", "dice": [4, 1]})
        before = ledger.now(name).version
        for edit, field in (({"against-trait": "banana"}, "against-trait"), ({"handicap": "banana"}, "handicap")):
            got = gm.post(f"/api/campaigns/{name}/proposals/{pid}/approve", json={"edits": edit})
            assert got.status_code in (400, 422) and got.json()["error"]["field"] == field, got.text
            assert "banana" in got.json()["error"]["message"]
        assert ledger.now(name).version == before
    finally:
        ledger.close()
