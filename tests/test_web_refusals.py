"""Hostile numbers, values and parameters through HTTP: each is refused in one line naming the field as it was sent
and what is allowed (400, or 404 for an unknown campaign), never a 500, and nothing is written (README "The server":
errors; "Using the ledger": the CLI's 64-bit whole numbers; ledger/inputs.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.routing import Route
from starlette.testclient import TestClient

from web_support import Running, read_events, store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
PAGE = "/c/Second%20Chances"
#: A value for each path parameter of an API route.
PATH_VALUES = {"name": "Second%20Chances", "character": "Rook", "field": "danger", "command": "roll", "read": "moves",
               "kind": "undo", "id": "1", "person": "Ana", "code": "x"}


@pytest.fixture
def app(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    yield make_app(ledger, secret="test-secret", live_interval=0.05)
    ledger.close()


def client(app: Any, token: str) -> TestClient:
    made = TestClient(app, base_url="http://127.0.0.1")
    made.headers["Authorization"] = f"Bearer {token}"
    return made


@pytest.fixture
def gm(app: Any) -> TestClient:
    return client(app, token_for(app, "Dana", "gm"))


def actions(app: Any) -> int:
    return app.state.ledger.now("Second Chances").actions


#: The ``code`` of each status's error body (docs/api-errors.md), a who-may-do-what refusal's ``refused:RULE``.
CODES = {400: "bad_input", 401: "not_signed_in", 403: "refused", 404: "not_found", 405: "method_not_allowed",
         409: "conflict", 413: "too_large", 415: "not_json", 422: "invalid_value", 429: "too_many_attempts"}


def refused(got: Any, status: int, field: str, message: str, code: str | None = None) -> None:
    """``got`` is the one JSON refusal ``{"error": {"code", "field", "message"}}`` with ``status`` (``code``: the
    status's, unless given; a ``refused (RULE)`` message: ``refused:`` and the rule's id)."""
    assert got.status_code == status, got.text
    if code is None and message.startswith("refused ("):
        from ledger.group.permissions import rule_id

        code = f"refused:{rule_id(message[len('refused ('):].partition('): ')[0])}"
    assert got.json() == {"error": {"code": code or CODES[status], "field": field, "message": message}}


def _api_routes(app: Any) -> list[tuple[str, str, str]]:
    """(method, concrete path, openapi path) of every API route of ``app``."""
    found = []
    for route in app.routes:
        if not isinstance(route, Route) or not route.path.startswith("/api/"):
            continue
        template = route.path.replace(":path}", "}")
        concrete = template
        for key, value in PATH_VALUES.items():
            concrete = concrete.replace("{" + key + "}", value)
        for method in sorted(route.methods - {"HEAD"}):
            found.append((method, concrete, template))
    return found


def test_every_api_route_refuses_a_query_parameter_it_does_not_take(app: Any, gm: TestClient) -> None:
    document = gm.get("/api/openapi.json").json()["paths"]
    routes = _api_routes(app)
    assert len(routes) >= 30                              # every route of the API, sign-in to the live stream
    before = actions(app)
    for method, path, template in routes:
        got = gm.request(method, f"{path}?bogus=1", json={} if method == "POST" else None)
        assert got.status_code == 400, (method, path, got.text)
        error = got.json()["error"]
        assert error["field"] == "bogus", (method, path, error)
        described = document.get(template) or document.get(template.replace("{command}", PATH_VALUES["command"]), {})
        declared = [p["name"] for p in described.get(method.lower(), {}).get("parameters", []) if p["in"] == "query"]
        if "odds" in template or "reference" in template:   # their own arguments too, as ledger odds/READ takes them
            assert error["message"].startswith(f"unknown query parameter; allowed: {', '.join(declared)}"), error
        else:
            allowed = ", ".join(declared) if declared else "none (this route takes no query parameters)"
            assert error["message"] == f"unknown query parameter; allowed: {allowed}", (method, path, error)
    assert actions(app) == before


def test_the_odds_route_names_the_command_s_own_arguments(gm: TestClient) -> None:
    got = gm.get(f"{CAMPAIGN}/odds/roll", params={"move": "Directly Engage a Threat", "as": "Rook", "colour": "red"})
    assert got.status_code == 400
    message = got.json()["error"]["message"]
    assert got.json()["error"]["field"] == "colour"
    assert message.startswith("unknown query parameter; allowed: as, lang, move, ") and "dice" in message


@pytest.mark.parametrize("path, field, said", [
    (f"{CAMPAIGN}/history?last=9223372036854775808", "last", "a whole number of at most 18 digits"),
    (f"{CAMPAIGN}/history?last=99999999999999999999999", "last", "a whole number of at most 18 digits"),
    (f"{CAMPAIGN}/history?session=99999999999999999999999", "session", "a whole number of at most 18 digits"),
    (f"{CAMPAIGN}/history?scene=-1", "scene", "a whole number of at least 0"),
    (f"{CAMPAIGN}/sheet/Rook?as_of=9223372036854775808", "as_of", "a whole number of at most 18 digits"),
    (f"{CAMPAIGN}/status?scene=1e3", "scene", "a whole number of at least 0"),
    (f"{CAMPAIGN}/status?session=%D9%A3", "session", "a whole number of at least 0"),   # an Arabic-Indic digit: no number
])
def test_a_whole_number_out_of_the_cli_s_range_is_refused_naming_it(gm: TestClient, path: str, field: str,
                                                                     said: str) -> None:
    refused(gm.get(path), 400, field, said)             # its own range, never the 64-bit bound


def test_a_page_s_numbers_are_bounded_too(app: Any, gm: TestClient) -> None:
    got = gm.get(f"{PAGE}/history?page=99999999999999999999999")
    assert got.status_code == 400 and "text/html" in got.headers["content-type"]
    assert "page" in got.text and "a whole number from 1 to 184,467,440,737,095,516" in got.text
    assert gm.get(f"{PAGE}/character/Rook?as_of=9223372036854775808").status_code == 400
    assert gm.get(f"{PAGE}/history?utm_source=mail").status_code == 200        # pages leave others' parameters alone
    newest = app.state.ledger.now("Second Chances").actions
    past = gm.get(f"{PAGE}/history?at={newest + 1}")                       # no such action: not page 1 in silence
    assert past.status_code == 400 and f"an action of this campaign, from 1 to {newest:,}" in past.text
    assert gm.get(f"{PAGE}/history?at={newest}").status_code == 200


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "86401", "soon"])
def test_the_live_stream_s_seconds_are_bounded(gm: TestClient, value: str) -> None:
    refused(gm.get(f"{CAMPAIGN}/live?seconds={value}"), 400, "seconds", "a number of seconds from 0 to 86400")


@pytest.mark.parametrize("bound, value", [("since", "0001-01-01T00:00%2B01:00"), ("until", "9999-12-31T23:59-05:00")])
def test_a_moment_outside_the_calendar_once_in_utc_is_refused(app: Any, gm: TestClient, bound: str, value: str) -> None:
    from ledger.projections.history_filters import BOUND_FORM

    refused(gm.get(f"{CAMPAIGN}/history?{bound}={value}"), 400, bound, f"a moment within years 1-9999 in UTC; {BOUND_FORM}")
    assert gm.get(f"{PAGE}/history?{bound}={value}").status_code == 400


def test_an_invitation_expiring_past_year_9999_in_utc_is_refused(app: Any, gm: TestClient) -> None:
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "9999-12-31T23:59-05:00"})
    refused(got, 400, "expires", "a moment within years 1-9999 in UTC")
    assert actions(app) == before


def test_lang_is_checked_the_same_on_every_read(gm: TestClient) -> None:
    message = "'xx' is not a language of Masks: A New Generation; allowed: en, es"
    for path in ("history", "why/Rook/danger", "arc/Rook", "status", "sheet/Rook", "reference/moves"):
        refused(gm.get(f"{CAMPAIGN}/{path}?lang=xx"), 400, "lang", message)


def test_a_number_past_64_bits_in_a_body_is_refused_as_sent(app: Any, gm: TestClient) -> None:
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/corrections/undo", content=b'{"action": 99999999999999999999999}',
                  headers={"Content-Type": "application/json"})
    refused(got, 400, "action", f"an action number is a whole number from 1 to {before}")     # the campaign's range
    got = gm.post(f"{CAMPAIGN}/commands/roll", content=b'{"move": "Directly Engage a Threat", "as": "Rook", '
                                                       b'"dice": [18446744073709551615, 3]}',
                  headers={"Content-Type": "application/json"})
    refused(got, 400, "dice", "a whole number of at most 18 digits")          # never the 64-bit bound
    assert actions(app) == before
    undone = gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": 9223372036854775807})     # in range: the undo's
    refused(undone, 400, "action", f"action 9223372036854775807 is not an action of this campaign; actions run 1..{before}")
    assert actions(app) == before


@pytest.mark.parametrize("route, body, field, message", [
    ("permissions", {"rule": "player-acts", "value": ["any"]}, "value", "a text, not a list"),
    ("permissions", {"rule": ["player-acts"], "value": "any"}, "rule", "a text, not a list"),
    ("permissions", {"rule": "player-acts", "value": "any", "colour": "red"}, "colour",
     "unknown field of permit; allowed: rule, value, reason"),
    ("notes", {"text": "x", "private": "yes"}, "private", "true or false, not a text"),
    ("notes", {"text": "x", "reason": ["why"]}, "reason", "a text, not a list"),
    ("notes", {"text": "x", "reason": 5}, "reason", "a text, not a number"),
    ("approval", {"approval": {"a": 1}}, "approval", "a text, not a mapping"),
    ("invitations", {"role": "player", "characters": [5]}, "characters",
     "a list of characters' names, not a list holding other values"),
    ("invitations", {"role": "player", "characters": "Gale"}, "characters", "a list of characters' names, not a text"),
    ("people/Ana/grant", {"role": "player", "characters": "Gale"}, "characters",
     "a list of characters' names, not a text"),
    ("invitations", {"role": "viewer", "expires": 5}, "expires", "a text, not a number"),
    ("people/Ana/grant", {"role": "gm", "person": "Bo"}, "person", "given by the URL's path, not the body"),
    ("invitations/abc/withdraw", {"x": 1}, "x", "unknown field; allowed: reason"),
    ("proposals/1/approve", {"edits": "x"}, "edits", "a mapping of the proposal's arguments to new values, not a text"),
    ("proposals/1/approve", {"reason": 5}, "reason", "a text, not a number"),
    ("proposals/1/reject", {"reason": None}, "reason", "a text, not null"),
    ("join", {"code": 5}, "code", "a text, not a number"),
    ("people/Ana/remove", {"reason": ["x"]}, "reason", "a text, not a list"),
    ("proposals/stale/reject", {"reason": False}, "reason", "a text, not true/false"),
    ("proposals/1/approve", {"edit": {}}, "edit", "unknown field; allowed: edits, reason"),
])
def test_every_body_field_is_type_checked_before_use_as_a_command_s(app: Any, gm: TestClient, route: str, body: dict[str, Any],
                                                     field: str, message: str) -> None:
    token_for(app, "Ana", "player", ["Gale"])
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/{route}", json=body), 422, field, message)
    assert actions(app) == before


def test_an_approval_s_edits_and_reason(app: Any, gm: TestClient) -> None:
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    assert gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    proposed = ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    pid = str(proposed.json()["action"])
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"bogus": 1}})
    assert got.status_code == 400
    assert got.json()["error"]["field"] == "bogus"
    assert got.json()["error"]["message"].startswith("unknown argument of mark; allowed: character, condition")
    assert actions(app) == before
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"condition": "angry"}, "reason": "GM's call"})
    assert done.status_code == 201, done.text
    rows = done.json()
    assert [(r["command"], r["reason"]) for r in rows][-1] == ("approve", "GM's call")
    assert "angry" in gm.get(f"{CAMPAIGN}/sheet/Gale").json()["conditions"]


@pytest.mark.parametrize("key", ["plus-one", "plus_one"])
def test_a_refused_argument_is_named_as_the_client_spelled_it(app: Any, gm: TestClient, key: str) -> None:
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/commands/add-character", json={"name": "Zed", "playbook": "bull", key: "nosuch"})
    refused(got, 400, key, "unknown Label 'nosuch'; allowed: Danger, Freak, Savior, Superior, Mundane")
    got = gm.post(f"{CAMPAIGN}/commands/add-character", json={"name": "Zed", "playbook": "bull", key: 5})
    refused(got, 422, key, "a text, not a number")
    got = gm.post(f"{CAMPAIGN}/commands/add-character", json={"name": "Zed", "playbook": "Revenant", "custom": True,
                                                              "labels": ["a", 1], key: "danger"})
    refused(got, 422, "labels", "item 1: a whole number, not a text")
    assert actions(app) == before


def test_a_last_event_id_past_64_bits_starts_the_stream_from_now(app: Any, gm: TestClient) -> None:
    headers = {**gm.headers, "Last-Event-ID": "99999999999999999999999-1"}
    with Running(app) as server, httpx.stream("GET", f"{server.base}{CAMPAIGN}/live", headers=headers,
                                              timeout=60) as stream:
        assert stream.status_code == 200 and stream.headers["content-type"].startswith("text/event-stream")
        mark = httpx.post(f"{server.base}{CAMPAIGN}/commands/mark", headers=dict(gm.headers), timeout=60,
                          json={"character": "Gale", "condition": "afraid"})
        assert mark.status_code == 201, mark.text
        got = read_events(stream.iter_lines(), 1, 60)
    assert [row["action"] for _, row in got] == [mark.json()["action"]]   # its first row: none missed, from now


def test_sign_in_refuses_a_field_it_does_not_take(app: Any) -> None:
    anonymous = TestClient(app, base_url="http://127.0.0.1")
    refused(anonymous.post("/api/sign-in", json={"name": "Dana", "password": "x", "remember": True}), 422, "remember",
            "unknown field; allowed: name, password")
    refused(anonymous.post("/api/sign-in/link", json={"code": "x", "name": "Dana"}), 422, "name",
            "unknown field; allowed: code")


@pytest.mark.parametrize("expires", ["99999d", "367d", "8785h", "2100-01-01T00:00:00Z"])
def test_an_invitation_open_for_more_than_a_year_is_refused(app: Any, gm: TestClient, expires: str) -> None:
    """An invitation is for someone about to join (design.md "People, roles and hidden information": invitations
    expire): at most 366 days ahead, as a span or a moment; nothing is written."""
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": expires})
    refused(got, 400, "expires", "at most 366 days ahead (366d); an invitation is for someone about to join: "
                                 "issue another later")
    assert actions(app) == before
    assert gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "366d"}).status_code == 201


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "unknown query parameter; allowed: none (this route takes no query parameters)"),
    ("es", "parámetro de consulta desconocido; permitidos: ninguno (esta ruta no acepta parámetros de consulta)"),
])
def test_a_route_taking_no_query_parameter_says_so_in_the_reader_s_language(app: Any, gm: TestClient, lang: str,
                                                                              message: str) -> None:
    before = actions(app)
    got = gm.get(f"{CAMPAIGN}/people?bogus=1&lang={lang}")         # a write takes lang, the table's reads nothing
    refused(got, 400, "bogus", message)
    took = gm.post(f"{CAMPAIGN}/commands/mark?bogus=1&lang={lang}", json={"character": "Rook", "condition": "angry"})
    refused(took, 400, "bogus", message.replace(message[message.index(":") + 2:], "lang"))
    assert actions(app) == before


@pytest.mark.parametrize(("lang", "message"), [
    ("it", "parametro di query sconosciuto; ammessi: nessuno (questa rotta non accetta parametri di query)"),
    ("de", "unbekannter Abfrageparameter; erlaubt: keine (diese Route nimmt keine Abfrageparameter)"),
])
def test_no_query_parameters_reads_whole_in_every_server_language(lang: str, message: str) -> None:
    from rules.web_frames import said

    assert said(lang, "unknown query parameter; allowed: none (this route takes no query parameters)") == message
    assert said(lang, "unknown query parameter; allowed: a, b") == message.split(": ")[0] + ": a, b"


def test_the_api_why_rows_name_who_acted_in_the_reader_s_language(app: Any, gm: TestClient) -> None:
    """Dana's action over the API: the why row records her (``by``) and its words name her, not the GM."""
    got = gm.post(f"{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": "angry", "reason": "taunted"})
    assert (got.status_code, got.json()["who"]) == (201, "Dana"), got.text
    rows = gm.get(f"{CAMPAIGN}/why/Rook/angry?lang=es").json()
    assert (rows[-1]["actor"], rows[-1]["by"], rows[-1]["reason"]) == ("GM", "Dana", "taunted")
    assert (rows[-1]["said"]["who"], rows[-1]["said"]["cause"]) == ("Dana", None)
