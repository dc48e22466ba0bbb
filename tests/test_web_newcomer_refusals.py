"""Refusals a newcomer group met on the API, each naming what it takes: a why of a field sent percent-encoded
(``%2F``) reaches the route and is refused as an unknown field naming ``field``; a command body missing a field
whose values are a closed set names them (README "The server": a missing field is named with what it takes).
Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from web_support import bearer, gm_token, sample_app

CAMPAIGN = "/api/campaigns/Second%20Chances"
MOVES = ("Directly Engage a Threat, Unleash Your Powers, Comfort or Support, Pierce the Mask, Defend, Assess the "
         "Situation, Provoke Someone, Take a Powerful Blow, Reject Influence")


@pytest.fixture
def gm(tmp_path: Path) -> Any:
    app, ledger = sample_app(tmp_path)
    yield bearer(app, gm_token(app))
    ledger.close()


def error(got: Any) -> tuple[int, str, str]:
    body = got.json()["error"]
    return got.status_code, body["field"], body["message"]


@pytest.mark.parametrize("field,shown", [("%2F", "/"), ("a%2Fb", "a/b"), ("nope", "nope")])
def test_a_why_of_an_encoded_field_is_the_fields_404(gm: Any, field: str, shown: str) -> None:
    got = gm.get(f"{CAMPAIGN}/why/Rook/{field}")
    assert error(got) == (404, "field", f"no recorded change of '{shown}' for Rook; name a value of its sheet (as "
                                        "its sheet's JSON names them): kind, playbook, labels, locked, conditions, potential, advances_available, advancements, moment_of_truth, moment_of_truth_unlocks, status")


def test_a_why_of_a_field_still_answers_and_a_path_without_one_is_no_route(gm: Any) -> None:
    rows = gm.get(f"{CAMPAIGN}/why/Rook/afraid").json()
    assert rows and all(r["path"][:2] == ["characters", "Rook"] for r in rows)
    got = gm.get(f"{CAMPAIGN}/why/Rook//", follow_redirects=False)
    assert got.status_code == 404 and got.json()["error"]["field"] == "path"


def test_a_missing_field_of_a_closed_set_names_its_values(gm: Any) -> None:
    assert error(gm.post(f"{CAMPAIGN}/commands/roll", json={"as": "Gale"})) == (
        422, "move", f"Field required; allowed: {MOVES}")
    assert error(gm.post(f"{CAMPAIGN}/commands/team/spend", json={"as": "Gale"})) == (
        422, "for", "Field required; none allowed now")                          # no roll to help yet
    for step, body in (("session/start", {}), ("scene/start", {}),
                       ("roll", {"as": "Gale", "move": "Directly Engage a Threat", "dice": [3, 4]})):
        assert gm.post(f"{CAMPAIGN}/commands/{step}", json=body).status_code == 201
    assert error(gm.post(f"{CAMPAIGN}/commands/team/spend", json={"as": "Rook"})) == (
        422, "for", "Field required; allowed: Gale")
    assert error(gm.post(f"{CAMPAIGN}/commands/team/spend?lang=es", json={"as": "Rook"})) == (
        422, "for", "falta este dato; permitidos: Gale")


def test_a_missing_free_text_field_says_it_takes_a_text(gm: Any) -> None:
    got = gm.post(f"{CAMPAIGN}/commands/add-character", json={"playbook": "beacon"})
    assert error(got) == (422, "name", "Field required; give a text")         # a new name: nothing to list


@pytest.mark.parametrize("lang,said", [("en", "a JSON object with name, password"),
                                       ("es", "un objeto JSON con name, password")])
def test_a_sign_in_body_not_an_object_says_what_sign_in_takes(gm: Any, lang: str, said: str) -> None:
    from starlette.testclient import TestClient

    anon = TestClient(gm.app, base_url="http://127.0.0.1", headers={"Accept-Language": lang})
    assert error(anon.post("/api/sign-in", json=[])) == (400, "body", said)
    link = error(anon.post("/api/sign-in/link", json=["abc"]))
    assert link[:2] == (400, "body") and link[2].endswith("code")


@pytest.mark.parametrize("lang,heading", [("es", "No encontrado"), ("de", "Nicht gefunden"), ("en", "Not found")])
def test_an_error_page_is_headed_in_the_readers_language(gm: Any, lang: str, heading: str) -> None:
    page = gm.get("/c/Nowhere", headers={"Accept-Language": lang})
    assert page.status_code == 404
    assert f"<h1>{heading}</h1>" in page.text and 'data-field="campaign"' in page.text
    assert "<h1>campaign</h1>" not in page.text
