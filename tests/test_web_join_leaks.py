"""What a joiner not yet of a campaign's people learns from a refused join: that the invitation cannot be used now,
in words, never who plays which character nor which rule to change; the GM reads why on the invitation (the API's
list, the desk), in the GM's language (README "Playing as a group": invitations; a stranger learns nothing of the
campaign). Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from test_web_people import client
from web_support import account, store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
NOT_NOW = {"en": "this code's invitation cannot be used now; ask the GM who sent it",
           "es": "la invitación de este código no se puede usar ahora; pregunta al Narrador que te la envió"}
TAKEN = ("refused (a character is played by one person at a time): Gale is played by Bo already; remove them or "
         "grant them other characters first, or set shared-characters yes")


@pytest.fixture
def app(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    yield make_app(ledger, secret="test-secret")
    ledger.close()


def taken_since(app: Any) -> tuple[Any, dict[str, Any]]:
    """(the GM's client, an open invitation for Gale made before the GM granted Gale to Bo)."""
    gm = client(app, token_for(app, "Dana", "gm"))
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale"]}).json()
    account(app.state.ledger, "Bo")
    assert gm.post(f"{CAMPAIGN}/people/Bo/grant", json={"role": "player", "characters": ["Gale"]}).status_code == 201
    return gm, made


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_join_the_table_no_longer_allows_names_no_one_to_the_joiner(app: Any, lang: str) -> None:
    ledger = app.state.ledger
    gm, made = taken_since(app)
    if lang != "en":
        assert gm.post(f"{CAMPAIGN}/language", json={"language": lang}).status_code in (200, 201)
    zed = client(app, ledger.issue_token(account(ledger, "Zed"), "t"))
    before = ledger.now("Second Chances").actions
    got = zed.post(f"{CAMPAIGN}/join", json={"code": made["code"]})
    assert got.status_code == 400
    assert got.json() == {"error": {"code": "bad_input", "field": "code", "message": NOT_NOW[lang]}}
    for leak in ("Bo", "Gale", "shared", made["invitation"]):
        assert leak not in got.text, leak
    assert ledger.now("Second Chances").actions == before                      # nothing written
    assert "Zed" not in gm.get(f"{CAMPAIGN}/people").json()


def test_a_joiner_named_as_a_character_learns_no_character(app: Any) -> None:
    ledger = app.state.ledger
    gm = client(app, token_for(app, "Dana", "gm"))
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).json()
    rook = client(app, ledger.issue_token(account(ledger, "rook"), "t"))         # named as the character Rook
    got = rook.post(f"{CAMPAIGN}/join", json={"code": made["code"]})
    assert (got.status_code, got.json()["error"]["message"]) == (400, NOT_NOW["en"])
    assert "Rook" not in got.text and "character" not in got.text


def test_the_gm_reads_why_an_open_invitation_cannot_be_used(app: Any) -> None:
    gm, made = taken_since(app)
    free = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).json()
    listed = gm.get(f"{CAMPAIGN}/invitations").json()
    assert listed[made["invitation"]]["state"] == "open" and listed[made["invitation"]]["blocked"] == TAKEN
    assert "blocked" not in listed[free["invitation"]]
    desk = gm.get("/c/Second%20Chances/desk?lang=es").text
    shown = desk.split(f"<b>{made['invitation']}</b>", 1)[1].split("</li>", 1)[0]
    assert ('<span class="error">rechazado (un personaje lo juega una sola persona a la vez): Bo ya juega Gale; '
            "quita antes a Bo o dale otros personajes, o pon la regla shared-characters en yes</span>") in shown
    assert '<span class="error">' not in desk.split(f"<b>{free['invitation']}</b>", 1)[1].split("</li>", 1)[0]


def test_a_joiner_still_reads_why_a_used_code_is_refused(app: Any) -> None:
    ledger = app.state.ledger
    gm = client(app, token_for(app, "Dana", "gm"))
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).json()
    assert client(app, ledger.issue_token(account(ledger, "Eve"), "t")).post(
        f"{CAMPAIGN}/join", json={"code": made["code"]}).status_code == 201
    got = client(app, ledger.issue_token(account(ledger, "Fay"), "t")).post(f"{CAMPAIGN}/join",
                                                                            json={"code": made["code"]})
    assert got.json()["error"]["message"] == "this code's invitation was used already; ask the GM for a new one"
    assert "Eve" not in got.text
