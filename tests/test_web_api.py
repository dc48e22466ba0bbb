"""The HTTP API of ``ledger serve`` through Starlette's test client: commands from the system's table, reads,
corrections and the OpenAPI document (README "The server")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import gm_token, store_with_sample

CAMPAIGN = "/api/campaigns/Second%20Chances"


@pytest.fixture
def api(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    app = make_app(ledger, secret="test-secret")
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers["Authorization"] = f"Bearer {gm_token(app)}"
    yield client
    client.close()
    ledger.close()


def _actions(api: Any) -> int:
    return api.get(f"{CAMPAIGN}/status").json()["action"]


def test_campaigns_and_a_sheet_as_the_cli_prints_them(api: Any) -> None:
    assert api.get("/api/campaigns").json() == [{"name": "Second Chances", "system": "masks"}]
    sheet = api.get(f"{CAMPAIGN}/sheet/Rook").json()
    assert sheet["name"] == "Rook"
    assert "angry" not in sheet["conditions"]             # marked at 12, cleared by Gale's comfort at 14
    then = api.get(f"{CAMPAIGN}/sheet/Rook", params={"as_of": 12}).json()
    assert "angry" in then["conditions"]


def test_a_command_is_recorded_and_answers_its_history_row(api: Any) -> None:
    before = _actions(api)
    got = api.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid", "reason": "the drones"})
    assert got.status_code == 201, got.text
    row = got.json()
    assert (row["action"], row["command"], row["actor"], row["reason"]) == (before + 1, "mark", "GM", "the drones")
    assert any("afraid: no → yes" in change.lower() for change in row["changes"])
    assert "afraid" in api.get(f"{CAMPAIGN}/sheet/Gale").json()["conditions"]
    assert _actions(api) == before + 1
    history = api.get(f"{CAMPAIGN}/history", params={"last": 1}).json()
    assert [r["action"] for r in history] == [before + 1]


def test_a_two_word_command_by_its_path(api: Any) -> None:
    refused = api.post(f"{CAMPAIGN}/commands/scene/start", json={"title": "The Roof"})
    assert refused.status_code == 400                   # the session has ended: the gate names what is allowed
    assert refused.json()["error"]["field"] == "phase" and "session start" in refused.json()["error"]["message"]
    assert api.post(f"{CAMPAIGN}/commands/session/start", json={}).json()["command"] == "session start"
    got = api.post(f"{CAMPAIGN}/commands/scene/start", json={"title": "The Roof"})
    assert got.status_code == 201, got.text
    assert (got.json()["command"], got.json()["session"], got.json()["scene"]) == ("scene start", 2, 2)


@pytest.mark.parametrize("body, status, field", [
    ({"character": "Gale", "condition": "sleepy"}, 400, "condition"),
    ({"character": "Gale", "condition": "afraid", "colour": "red"}, 422, "colour"),
    ({"character": 5, "condition": "afraid"}, 422, "character"),
    ({"character": "Nobody", "condition": "afraid"}, 400, "character"),
    ({"character": "Gale", "condition": "afraid", "as": ["GM"]}, 422, "as"),
])
def test_wrong_values_name_the_field_and_record_nothing(api: Any, body: dict[str, Any], status: int, field: str) -> None:
    before = _actions(api)
    got = api.post(f"{CAMPAIGN}/commands/mark", json=body)
    assert got.status_code == status, got.text
    assert got.json()["error"]["field"] == field
    assert got.json()["error"]["message"]
    assert _actions(api) == before


def test_malformed_json_unknown_commands_and_campaigns(api: Any) -> None:
    before = _actions(api)
    bad = api.post(f"{CAMPAIGN}/commands/mark", content=b'{"character": "Gale",', headers={"Content-Type": "application/json"})
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "body"
    listed = api.post(f"{CAMPAIGN}/commands/mark", content=b'["Gale"]', headers={"Content-Type": "application/json"})
    assert listed.status_code == 400 and listed.json()["error"]["field"] == "body"
    form = api.post(f"{CAMPAIGN}/commands/mark", content=b"character=Gale", headers={"Content-Type": "text/plain"})
    assert form.status_code == 415
    unknown = api.post(f"{CAMPAIGN}/commands/teleport", json={})
    assert unknown.status_code == 404 and unknown.json()["error"]["field"] == "command"
    other = api.post("/api/campaigns/Elsewhere/commands/mark", json={"character": "Gale", "condition": "afraid"})
    assert other.status_code == 404 and other.json()["error"]["field"] == "campaign"
    assert api.get("/api/campaigns/Elsewhere/history").status_code == 404
    assert _actions(api) == before


FAMILIES = "/api/campaigns, /api/me, /api/openapi.json, /api/sign-in, /api/sign-out"


@pytest.mark.parametrize("method, path", [("GET", "/api/"), ("GET", "/api/nothing/here"), ("POST", "/api/campaign"),
                                          ("GET", "/api/campaigns/"), ("GET", "/api")])
def test_an_unknown_api_path_answers_the_json_error_naming_what_is_allowed(api: Any, method: str, path: str) -> None:
    got = api.request(method, path)
    assert got.status_code == 404 and got.headers["content-type"] == "application/json"
    shown = path.replace("%20", " ")
    assert got.json() == {"error": {"code": "not_found", "field": "path", "message": f"no route {shown!r}; allowed: {FAMILIES} "
                                                                "(every route: /api/openapi.json)"}}


def test_a_method_a_route_does_not_take_names_the_methods_it_does(api: Any) -> None:
    got = api.get("/api/sign-in")
    assert (got.status_code, got.headers["allow"]) == (405, "POST")
    assert got.json() == {"error": {"code": "method_not_allowed", "field": "method", "message": "GET is not allowed on '/api/sign-in'; allowed: POST"}}
    put = api.put("/api/campaigns")
    assert put.status_code == 405 and put.json()["error"] == {
        "code": "method_not_allowed", "field": "method", "message": "PUT is not allowed on '/api/campaigns'; allowed: GET, HEAD"}
    page = api.get("/no/such/page")                       # outside /api/: the pages' error page, same status
    assert page.status_code == 404 and page.headers["content-type"].startswith("text/html")
    assert '<h1>Not found</h1>\n<p class="error" data-field="path" role="alert"><b>path</b>: no page &#39;/no/such/page&#39;</p>' in page.text


def test_an_oversize_body_is_refused_before_it_is_read(api: Any) -> None:
    before = _actions(api)
    huge = b'{"character": "Gale", "condition": "afraid", "reason": "' + b"x" * 100_000 + b'"}'
    got = api.post(f"{CAMPAIGN}/commands/mark", content=huge, headers={"Content-Type": "application/json"})
    assert got.status_code == 413
    assert got.json()["error"]["field"] == "body"

    def chunks() -> Any:
        for _ in range(100):
            yield b" " * 1024
    streamed = api.post(f"{CAMPAIGN}/commands/mark", content=chunks(), headers={"Content-Type": "application/json"})
    assert streamed.status_code == 413
    assert _actions(api) == before


def test_bad_query_values_name_the_parameter(api: Any) -> None:
    got = api.get(f"{CAMPAIGN}/history", params={"last": "many"})
    assert got.status_code == 400 and got.json()["error"]["field"] == "last"
    got = api.get(f"{CAMPAIGN}/history", params={"since": "yesterday-ish"})
    assert got.status_code == 400 and got.json()["error"]["field"] == "since"
    got = api.get(f"{CAMPAIGN}/sheet/Nobody")
    assert got.status_code == 400 and got.json()["error"]["field"]


def test_history_filters_and_why(api: Any) -> None:
    rows = api.get(f"{CAMPAIGN}/history", params={"character": "Rook", "kind": "roll"}).json()
    assert rows and all(r["command"] == "roll" for r in rows)
    why = api.get(f"{CAMPAIGN}/why/Rook/angry").json()
    assert [(r["action"], r["after"]) for r in why][-2:] == [(12, True), (14, False)]
    arc = api.get(f"{CAMPAIGN}/arc/Rook").json()
    assert arc["name"] == "Rook" and arc["sessions"]


def test_reference_reads_and_odds(api: Any) -> None:
    moves = api.get(f"{CAMPAIGN}/reference/moves").json()
    assert "Directly Engage a Threat" in str(moves)
    assert api.get(f"{CAMPAIGN}/reference/nothing").status_code == 404


def test_undo_through_the_corrections_route(api: Any) -> None:
    made = api.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "guilty"}).json()
    got = api.post(f"{CAMPAIGN}/corrections/undo", json={"action": made["action"], "reason": "wrong hero"})
    assert got.status_code == 201, got.text
    assert got.json()["target"] == made["action"]
    assert "guilty" not in api.get(f"{CAMPAIGN}/sheet/Gale").json()["conditions"]
    bad = api.post(f"{CAMPAIGN}/corrections/erase", json={"action": 1})
    assert bad.status_code == 404


def test_openapi_is_built_from_every_command_table(api: Any) -> None:
    from rules import get_system, registered

    doc = api.get("/api/openapi.json").json()
    assert doc["openapi"].startswith("3.1")
    for sid in registered():
        for name, spec in get_system(sid).commands.items():
            path = f"/api/campaigns/{{name}}/commands/{name.replace(' ', '/')}"
            assert sid in doc["paths"][path]["post"]["x-systems"]
    mark = doc["paths"]["/api/campaigns/{name}/commands/mark"]["post"]
    assert "masks" in mark["x-systems"]
    refs = [b["allOf"][0]["$ref"] for b in mark["requestBody"]["content"]["application/json"]["schema"].get("oneOf", [
        mark["requestBody"]["content"]["application/json"]["schema"]])]
    for ref in refs:
        assert ref.split("/")[-1] in doc["components"]["schemas"]
    masks_mark = get_system("masks").commands["mark"].args.model_json_schema(by_alias=True)
    assert any(set(masks_mark["properties"]) == set(doc["components"]["schemas"][r.split("/")[-1]]["properties"])
               for r in refs)
    for path in ("/api/campaigns/{name}/history", "/api/campaigns/{name}/live", "/api/campaigns/{name}/proposals"):
        assert path in doc["paths"]
