"""Who may ask the odds of a roll: the odds are a roll made now by the character named, so every face answers them
exactly for whom the roll itself may be made (``ledger.service.odds``: ``player-acts`` and the other checks of a play
action, the same service call on the API, the table page's **Odds** button and the CLI), and a player naming no one
asks as their only character, as their rolls do (README "Playing as a group"; "Using the ledger": odds).

The campaign is the sample Second Chances with a third hero, Nova: Ana plays Gale, Bo plays Rook and Nova, Vic is a
viewer and Dana a GM. Each refusal is compared with the roll's own refusal on the same road, and each answer with
the odds the GM (and the store's owner on the command line) gets for that character, so no value is computed here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import account, bearer, grant, store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
MOVE = "Directly Engage a Threat"
PASSWORD = "a table of five"


@pytest.fixture
def store(tmp_path: Path) -> str:
    """The sample campaign, a third hero added and a scene open (a roll may be made now)."""
    from ledger.service import Ledger

    path = store_with_sample(tmp_path)
    ledger = Ledger(path)
    ledger.act(None, "add-character", {"name": "Nova", "playbook": "nova", "plus-one": "freak"})
    ledger.act(None, "session start", {})
    ledger.act(None, "scene start", {})
    ledger.close()
    return path


@pytest.fixture
def app(store: str) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store, warm=True)
    made = make_app(ledger, secret="odds-test")
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Gale"])
    yield made
    ledger.close()


@pytest.fixture
def clients(app: Any) -> dict[str, TestClient]:
    return {"gm": bearer(app, token_for(app, "Dana", "gm")), "ana": bearer(app, token_for(app, "Ana", "player", ["Gale"])),
            "bo": bearer(app, token_for(app, "Bo", "player", ["Rook", "Nova"])),
            "vic": bearer(app, token_for(app, "Vic", "viewer"))}


def actions(app: Any) -> int:
    return app.state.ledger.now("Second Chances").actions


def odds(client: TestClient, **params: str) -> Any:
    return client.get(f"{CAMPAIGN}/odds/roll", params={"move": MOVE, **params})


def roll(client: TestClient, **body: Any) -> Any:
    return client.post(f"{CAMPAIGN}/commands/roll", json={"move": MOVE, "dice": [3, 4], **body})


@pytest.mark.parametrize("who, given, rule", [
    ("ana", {"as": "Rook"}, "player-acts"),           # another player's character
    ("ana", {"as": "GM"}, "player-acts"),             # the GM's role
    ("bo", {"as": "Gale"}, "player-acts"),
    ("bo", {}, "player-acts"),                        # several characters and none named
    ("vic", {"as": "Gale"}, "viewer"),                # a viewer rolls for no one
])
def test_the_odds_are_refused_exactly_as_the_roll(app: Any, clients: dict[str, TestClient], who: str,
                                                    given: dict[str, str], rule: str) -> None:
    before = actions(app)
    refused = odds(clients[who], **given)
    rolled = roll(clients[who], **given)
    assert (refused.status_code, rolled.status_code) == (403, 403), (refused.text, rolled.text)
    assert refused.json() == rolled.json()
    assert refused.json()["error"]["code"] == f"refused:{rule}"
    assert actions(app) == before


def test_several_characters_and_none_named_lists_them_in_the_reader_s_language(clients: dict[str, TestClient]) -> None:
    english = odds(clients["bo"]).json()["error"]
    assert english["field"] == "as" and "Rook, Nova" in english["message"] and "(as)" in english["message"]
    clients["bo"].headers["accept-language"] = "es"
    spanish = odds(clients["bo"]).json()["error"]
    assert spanish == roll(clients["bo"]).json()["error"]
    assert "Rook, Nova" in spanish["message"] and spanish["message"] != english["message"]


@pytest.mark.parametrize("who, given, roller", [
    ("ana", {}, "Gale"),                              # a player with one character asks as it
    ("ana", {"as": "Gale"}, "Gale"),
    ("bo", {"as": "Rook"}, "Rook"),
    ("bo", {"as": "nova"}, "Nova"),                   # a name as typed, as the roll takes it
    ("ana", {"target": "Rook"}, "Gale"),              # a target another plays: the roll takes it too (Masks)
])
def test_a_player_gets_the_odds_the_gm_gets_for_their_own_character(clients: dict[str, TestClient], who: str,
                                                                     given: dict[str, str], roller: str) -> None:
    got = odds(clients[who], **given)
    assert got.status_code == 200, got.text
    assert got.json() == odds(clients["gm"], **{**given, "as": roller}).json()
    assert got.json()["roller"] == roller


def test_the_gm_computes_for_anyone_with_that_character_s_label(clients: dict[str, TestClient]) -> None:
    for hero in ("Gale", "Rook", "Nova"):
        data = odds(clients["gm"], **{"as": hero}).json()
        labels = clients["gm"].get(f"{CAMPAIGN}/sheet/{hero}").json()["labels"]
        assert (data["roller"], data["modifier"]) == (hero, labels["danger"])
        assert sum(o["probability"] for o in data["outcomes"]) == pytest.approx(1)


def test_a_player_with_one_character_rolls_as_it_too(app: Any, clients: dict[str, TestClient]) -> None:
    """The default the odds follow is the roll's: Ana's roll without ``as`` is Gale's."""
    got = roll(clients["ana"])
    assert got.status_code == 201, got.text
    assert app.state.ledger.now("Second Chances").state["roll"]["roller"] == "Gale"


def test_the_table_page_offers_odds_as_the_player_s_own_and_refuses_a_forged_one(app: Any) -> None:
    """The page's Odds button asks the odds route with the form's ``as`` (only the player's own) and the session's
    cookie, as ``ledger.js`` builds the query: the page's road is the API's, refused the same way."""
    import re

    page = TestClient(app, base_url="http://127.0.0.1")
    assert page.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD}).status_code == 200
    html = page.get("/c/Second%20Chances").text
    form = re.search(r'<form [^>]*data-api="/api/campaigns/Second%20Chances/commands/roll"[^>]*>(.*?)</form>', html, re.S)
    assert form and 'data-odds="/api/campaigns/Second%20Chances/odds/roll"' in form.group(1)
    assert re.findall(r'<select name="as"[^>]*>(.*?)</select>', form.group(1)) == ["<option>Gale</option>"]
    own = page.get(f"{CAMPAIGN}/odds/roll", params={"move": MOVE, "as": "Gale", "lang": "en"})
    assert own.status_code == 200 and own.json()["roller"] == "Gale" and own.json()["said"]
    forged = page.get(f"{CAMPAIGN}/odds/roll", params={"move": MOVE, "as": "Rook", "lang": "en"})
    assert forged.status_code == 403 and forged.json()["error"]["code"] == "refused:player-acts"


def test_the_service_decides_for_every_face(store: str) -> None:
    """``Ledger.odds`` itself: the store's owner (the CLI) for anyone, a player only as their own."""
    from ledger.errors import Refused
    from ledger.service import Ledger, Person

    ledger = Ledger(store)
    try:
        ledger.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
        owner = ledger.odds(None, "roll", {"move": MOVE}, "Rook", "en")
        assert owner["roller"] == "Rook"
        assert ledger.odds(None, "roll", {"move": MOVE}, None, "en", by=Person("Ana"))["roller"] == "Gale"
        with pytest.raises(Refused) as refused:
            ledger.odds(None, "roll", {"move": MOVE}, "Rook", "en", by=Person("Ana"))
        assert refused.value.field == "as" and "Ana plays Gale, not Rook" in refused.value.message
    finally:
        ledger.close()


def test_the_command_line_is_the_store_s_owner_and_computes_for_anyone(store: str, app: Any,
                                                                       clients: dict[str, TestClient]) -> None:
    """The CLI on the store's machine is the store's owner, a GM: ``ledger odds`` answers for any character what
    the GM gets over the API (there is no player identity on the command line)."""
    from conftest import Cli

    cli = Cli(Path(store))
    for hero in ("Gale", "Rook"):
        assert cli.json("odds", MOVE, "--as", hero) == odds(clients["gm"], **{"as": hero}).json()


@pytest.fixture
def guard(tmp_path: Path) -> Any:
    """Darkwater Crossing (Mouse Guard, seed 004) with a scene open; Ana plays Rogard. (the app, the ledger, the
    GM's client, Ana's client)."""
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, "mouseguard-darkwater-crossing.yaml")
    for command in ("session start", "turn gm", "scene start"):
        ledger.act("Darkwater Crossing", command, {"title": "The ford"} if command == "scene start" else {})
    yield app, ledger, gm, bearer(app, token_for(app, "Ana", "player", ["Rogard"]))
    ledger.close()


def test_a_player_asks_the_odds_against_a_difficulty_the_gm_rules(guard: Any) -> None:
    """Seed 004 «Reglas básicas»: the GM sets a test's obstacle (``ob``, a GM's ruling: a player's test giving it is
    refused, ``gm-arguments``); the odds record nothing and the GM still rules the roll, so a player asks their own
    mouse's chances against an obstacle (``ledger.service.odds``), and another's mouse is refused as its test."""
    app, ledger, gm, ana = guard
    path = "/api/campaigns/Darkwater%20Crossing"
    test = {"skill": "scout", "ob": "3"}
    own = ana.get(f"{path}/odds/test", params=test)
    assert own.status_code == 200, own.text
    assert own.json() == gm.get(f"{path}/odds/test", params={**test, "as": "Rogard"}).json()
    assert own.json()["ob"] == 3
    rolled = ana.post(f"{path}/commands/test", json={"skill": "scout", "ob": 3, "as": "Rogard", "dice": [1, 2, 3]})
    assert rolled.status_code == 403 and rolled.json()["error"]["code"] == "refused:gm-arguments"
    before = ledger.now("Darkwater Crossing").actions
    other = ana.get(f"{path}/odds/test", params={**test, "as": "Tamsin"})
    their_test = ana.post(f"{path}/commands/test", json={"skill": "scout", "as": "Tamsin", "dice": [1, 2, 3]})
    assert other.status_code == their_test.status_code == 403
    assert other.json() == their_test.json() and other.json()["error"]["code"] == "refused:player-acts"
    assert ledger.now("Darkwater Crossing").actions == before
