"""Every road a value enters the server by is read the same strict way: a whole number in a query is plain digits, a
group command's body is typed as a command's is, a key is given once in a body, one rule of status codes (400 a
request that is no JSON object or a bad query; 422 a well-formed body's field that is wrong), and who asks is
checked before anything they sent: each refusal in one line naming the field as sent, nothing written (README "The
server": errors; ledger/web/request_body.py, ledger/web/request_inputs.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, PAGE, _api_routes, actions, app, client, gm, refused  # noqa: F401
from web_support import token_for

JSON = {"Content-Type": "application/json"}


@pytest.mark.parametrize("value", ["%2B5", "%203", "3%20", "1_0", "%D9%A3", "-0", "%2B0", "0x1", "%EF%BC%93"])
@pytest.mark.parametrize("path, key, low", [("sheet/Rook", "as_of", 0), ("status", "session", 0),
                                            ("status", "scene", 0), ("history", "last", 1),
                                            ("history", "session", 0)])
def test_a_query_s_whole_number_is_plain_digits(gm: TestClient, value: str, path: str, key: str, low: int) -> None:
    refused(gm.get(f"{CAMPAIGN}/{path}?{key}={value}"), 400, key, f"a whole number of at least {low}")


@pytest.mark.parametrize("query, key, low", [("character/Rook?as_of=%2B5", "as_of", "0"),
                                             ("character/Rook?scene=%203", "scene", "0"),
                                             ("history?page=%2B2", "page", "1"), ("history?at=1_0", "at", "1"),
                                             ("history?session=%D9%A3", "session", "0")])
def test_a_page_s_whole_number_is_plain_digits_too(gm: TestClient, query: str, key: str, low: str) -> None:
    got = gm.get(f"{PAGE}/{query}")
    assert got.status_code == 400 and "text/html" in got.headers["content-type"], got.text
    assert key in got.text and re.search(rf"a whole number (of at least {low}|from {low} to [0-9,]+)<", got.text)


def test_plain_digits_are_read(gm: TestClient) -> None:
    everything = [r["action"] for r in gm.get(f"{CAMPAIGN}/history").json()]
    assert [r["action"] for r in gm.get(f"{CAMPAIGN}/history?last=3").json()] == everything[-3:]
    assert gm.get(f"{CAMPAIGN}/sheet/Rook?as_of=3").json()["moment"]["action"] == 3
    assert gm.get(f"{PAGE}/character/Rook?as_of=3").status_code == 200


def test_a_command_argument_in_a_query_is_plain_digits(gm: TestClient) -> None:
    move = {"move": "Directly Engage a Threat", "as": "Rook"}
    whole = "a whole number of at most 18 digits"                 # a seed's: any the store keeps
    for seed in ("+3", " 3", "1_0", "٣"):
        refused(gm.get(f"{CAMPAIGN}/odds/roll", params={**move, "seed": seed}), 400, "seed", whole)


@pytest.mark.parametrize("value", [" true", "true ", "+1"])
def test_a_yes_or_no_query_is_one_of_its_words_exactly(gm: TestClient, value: str) -> None:
    refused(gm.get(f"{CAMPAIGN}/status", params={"start": value}), 400, "start", "true or false (1 or 0)")


def test_an_invitation_s_characters_are_a_list_not_one_name(app: Any, gm: TestClient) -> None:
    before, invitations = actions(app), gm.get(f"{CAMPAIGN}/invitations").json()
    got = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": "Gale"})
    refused(got, 422, "characters", "a list of characters' names, not a text")
    assert (actions(app), gm.get(f"{CAMPAIGN}/invitations").json()) == (before, invitations)
    made = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale"]})
    assert made.status_code == 201, made.text
    assert gm.get(f"{CAMPAIGN}/invitations").json()[made.json()["invitation"]]["characters"] == ["Gale"]


#: (route, a body with a key given twice, the key) for every JSON body route.
REPEATED = [
    (f"{CAMPAIGN}/commands/forward", b'{"character": "Gale", "amount": 1, "amount": 2, "reason": "x"}', "amount"),
    (f"{CAMPAIGN}/corrections/undo", b'{"action": 3, "action": 4}', "action"),
    (f"{CAMPAIGN}/corrections/amend", b'{"action": 3, "and": [{"action": 4, "action": 5}]}', "action"),
    (f"{CAMPAIGN}/invitations", b'{"role": "viewer", "role": "gm"}', "role"),
    (f"{CAMPAIGN}/invitations/1/withdraw", b'{"reason": "a", "reason": "b"}', "reason"),
    (f"{CAMPAIGN}/join", b'{"code": "a", "code": "b"}', "code"),
    (f"{CAMPAIGN}/people/Ana/grant", b'{"role": "viewer", "role": "gm"}', "role"),
    (f"{CAMPAIGN}/people/Ana/remove", b'{"reason": "a", "reason": "b"}', "reason"),
    (f"{CAMPAIGN}/people/Ana/release", b'{"characters": ["Gale"], "characters": []}', "characters"),
    (f"{CAMPAIGN}/permissions", b'{"rule": "player-acts", "value": "any", "value": "own"}', "value"),
    (f"{CAMPAIGN}/approval", b'{"approval": "off", "approval": "players"}', "approval"),
    (f"{CAMPAIGN}/language", b'{"language": "es", "language": "en"}', "language"),
    (f"{CAMPAIGN}/notes", b'{"text": "a", "private": false, "private": true}', "private"),
    (f"{CAMPAIGN}/proposals/1/approve", b'{"edits": {"amount": 1, "amount": 2}}', "amount"),
    (f"{CAMPAIGN}/proposals/1/reject", b'{"reason": "a", "reason": "b"}', "reason"),
    (f"{CAMPAIGN}/proposals/stale/reject", b'{"reason": "a", "reason": "b", "reason": "c"}', "reason"),
    ("/api/sign-in", b'{"name": "Dana", "name": "Ana", "password": "x"}', "name"),
    ("/api/sign-in/link", b'{"code": "a", "code": "b"}', "code"),
    ("/pages/language", b'{"lang": "en", "lang": "es"}', "lang"),
]


@pytest.mark.parametrize("path, body, key", REPEATED)
def test_a_key_given_twice_in_a_body_is_refused_on_every_route(app: Any, gm: TestClient, path: str, body: bytes,
                                                               key: str) -> None:
    token_for(app, "Ana", "player", ["Gale"])
    before = actions(app)
    times = body.count(f'"{key}"'.encode()) - (key == "action" and b'"and"' in body)   # the amend's own action
    refused(gm.post(path, content=body, headers=JSON), 400, key, f"given {times} times in one object; give it once")
    assert actions(app) == before


def test_every_json_body_route_is_in_the_repeated_key_list(app: Any) -> None:
    posts = {path for method, path, _ in _api_routes(app) if method == "POST" and "{" not in path}
    # a password change is a signed-in browser's alone (a token is 403 first): its repeated key, test_web_own_password
    assert posts - {"/api/sign-out", "/api/me/password"} <= {p for p, _, _ in REPEATED} | {f"{CAMPAIGN}/commands/roll"}


#: The same fault sent to a command and to a group command: (fault, command body, group body, status).
SAME_FAULT = [
    ("malformed", b'{"text": ', b'{"text": ', 400),
    ("not an object", b'["x"]', b'["x"]', 400),
    ("unknown field", b'{"text": "x", "colour": "red"}', b'{"text": "x", "colour": "red"}', 422),
    ("wrong type", b'{"text": 5}', b'{"text": 5}', 422),
    ("flag as text", b'{"text": "x", "private": "yes"}', b'{"text": "x", "private": "yes"}', 422),
]


@pytest.mark.parametrize("fault, command, group, status", SAME_FAULT)
def test_a_command_and_a_group_command_answer_the_same_fault_alike(app: Any, gm: TestClient, fault: str,
                                                                   command: bytes, group: bytes, status: int) -> None:
    before = actions(app)
    recap = gm.post(f"{CAMPAIGN}/commands/recap", content=command, headers=JSON)
    note = gm.post(f"{CAMPAIGN}/notes", content=group, headers=JSON)
    assert (recap.status_code, note.status_code) == (status, status), (recap.text, note.text)
    assert recap.json()["error"]["field"] == note.json()["error"]["field"]
    assert actions(app) == before


def _revoked(app: Any) -> TestClient:
    """A client whose bearer token (a GM's, used once) has been revoked."""
    ledger = app.state.ledger
    token = token_for(app, "Bea", "gm")
    kept = client(app, token)
    assert kept.get(f"{CAMPAIGN}/people").status_code == 200
    ledger.revoke_token("Bea", token.split(".", 1)[0])
    return kept


def test_a_revoked_token_is_told_so_before_its_body_or_query_is_read(app: Any, gm: TestClient) -> None:
    revoked, before = _revoked(app), actions(app)
    routes = [(m, p) for m, p, _ in _api_routes(app) if p.startswith(CAMPAIGN)]
    assert len(routes) >= 25
    for method, path in routes:
        if method == "POST":
            got = revoked.post(f"{path}?bogus=1", content=b'{"amount": 1, "amount": [', headers=JSON)
        else:
            got = revoked.get(f"{path}?bogus=1&as_of=%2B5")
        refused(got, 401, "authorization", "sign in first (a session cookie or an Authorization: Bearer token)")
    assert actions(app) == before


def test_a_bad_token_with_a_bad_body_is_told_401(app: Any) -> None:
    nobody = client(app, "nope.nothing")
    for path in ("notes", "join", "invitations", "commands/recap", "corrections/undo", "proposals/1/approve"):
        got = nobody.post(f"{CAMPAIGN}/{path}", content=b"{", headers=JSON)
        refused(got, 401, "authorization", "sign in first (a session cookie or an Authorization: Bearer token)")


def _forwards(gm: TestClient, count: int) -> list[int]:
    done = []
    for _ in range(count):
        got = gm.post(f"{CAMPAIGN}/commands/forward", json={"character": "Gale", "amount": 1, "reason": "x"})
        assert got.status_code == 201, got.text
        done.append(got.json()["action"])
    return done


#: ``LATER`` stands for the later action's number.
@pytest.mark.parametrize("more, message", [
    ("x", 'a list of the later actions to amend along, each {"action": N, ARG: VALUE...}, not a text'),
    ([5], 'a list of the later actions to amend along, each {"action": N, ARG: VALUE...}, not a list'),
    ([{"amount": 2}], "item 1: action: an action's number (a whole number), not null"),
    ([{"action": "6", "amount": 2}], "item 1: action: an action's number (a whole number), not a text"),
    ([{"action": True}], "item 1: action: an action's number (a whole number), not true/false"),
    ([{"action": "LATER", "amount": "2"}], "item 1: amount: a whole number, not a text"),
    ([{"action": "LATER", "amount": 2.0}], "item 1: amount: a whole number, not a number with a decimal point"),
    ([{"action": "LATER", "amount": 2}, {"action": "LATER", "character": 5}], "item 2: character: a text, not a number"),
])
def test_an_amend_s_and_entries_are_typed_as_their_actions(app: Any, gm: TestClient, more: Any,
                                                           message: str) -> None:
    first, later = _forwards(gm, 2)
    if isinstance(more, list):
        more = [{k: later if v == "LATER" else v for k, v in m.items()} if isinstance(m, dict) else m for m in more]
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": first, "amount": 2, "and": more})
    refused(got, 422, "and", message)
    assert actions(app) == before


def test_an_amend_along_later_actions_of_their_types_is_recorded(app: Any, gm: TestClient) -> None:
    first, later = _forwards(gm, 2)
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": first, "amount": 2,
                                                         "and": [{"action": later, "amount": 3}]})
    assert got.status_code == 201, got.text
    assert (got.json()["action"], got.json()["target"]) == (before + 1, first)
    assert actions(app) == before + 1


@pytest.mark.parametrize("kind, body, field, message", [
    ("undo", {"action": 3, "cascade": "yes"}, "cascade", "true or false, not a text"),
    ("redo", {"action": 3, "redecide": 1}, "redecide", "true or false, not a number"),
    ("undo", {"action": 3, "cascade": None}, "cascade", "true or false, not null"),
    ("undo", {"action": 3, "amount": 2}, "amount", "unknown field of undo; allowed: action, to, cascade, redecide, reason"),
    ("redo", {"action": 3, "to": 4}, "to", "unknown field of redo; allowed: action, cascade, redecide, reason"),
])
def test_an_undo_s_and_a_redo_s_fields_are_typed(app: Any, gm: TestClient, kind: str, body: dict[str, Any],
                                                  field: str, message: str) -> None:
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/corrections/{kind}", json=body), 422, field, message)
    assert actions(app) == before


@pytest.mark.parametrize("value", ["%2B1", "%201", "1_0", "1e1", "0x1", ".5", "1.", "%D9%A3"])
def test_the_live_stream_s_seconds_are_a_plain_number(gm: TestClient, value: str) -> None:
    refused(gm.get(f"{CAMPAIGN}/live?seconds={value}"), 400, "seconds", "a number of seconds from 0 to 86400")


def test_the_proposals_all_is_a_yes_or_no(gm: TestClient) -> None:
    refused(gm.get(f"{CAMPAIGN}/proposals?all=maybe"), 400, "all", "true or false (1 or 0)")
    assert gm.get(f"{CAMPAIGN}/proposals?all=0").json() == gm.get(f"{CAMPAIGN}/proposals").json()


def test_the_table_page_s_part_is_live_or_absent(gm: TestClient) -> None:
    got = gm.get(f"{PAGE}?part=everything")
    assert got.status_code == 400 and "part" in got.text and "allowed: live" in got.text
    assert gm.get(f"{PAGE}?part=live").status_code == 200


@pytest.mark.parametrize("path, key", [(f"{PAGE}/history?character=Rook&character=Gale", "character"),
                                       (f"{PAGE}/history?kind=roll&kind=mark", "kind"),
                                       ("/join?code=a&code=b", "code")])
def test_a_page_s_text_parameter_given_twice_is_refused(gm: TestClient, path: str, key: str) -> None:
    got = gm.get(path)
    assert got.status_code == 400 and "text/html" in got.headers["content-type"], got.text
    assert key in got.text and "given 2 times; give it once" in got.text


def test_a_page_s_text_filter_given_once_is_read(gm: TestClient) -> None:
    got = gm.get(f"{PAGE}/history?character=Rook&kind=")
    assert got.status_code == 200 and "Rook" in got.text
