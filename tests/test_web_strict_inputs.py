"""A JSON body's values are JSON's own types, checked strictly against the command's argument model (a flag is no
number, a text no flag, ``"3"`` and ``1.5`` no whole number), and a query parameter is given once, with a value:
each refused in one line naming the field as sent and what it takes, 422 (a value) or 400 (a parameter), nothing
written (README "The server": errors; ledger/web/request_inputs.py). The command line's text keeps its reading."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, actions, app, client, gm, refused  # noqa: F401 - fixtures
from web_support import token_for

#: (command, body, field, what the refusal says it takes and was given)
BODIES = [
    ("recap", {"text": "x", "scene": True}, "scene", "a whole number, not true/false"),
    ("recap", {"text": "x", "session": "1"}, "session", "a whole number, not a text"),
    ("recap", {"text": "x", "session": 1.5}, "session", "a whole number, not a fraction"),
    ("recap", {"text": "x", "session": 1.0}, "session", "a whole number, not a number with a decimal point"),
    ("recap", {"text": "x", "private": "yes"}, "private", "true or false, not a text"),
    ("recap", {"text": "x", "private": 1}, "private", "true or false, not a number"),
    ("recap", {"text": 5}, "text", "a text, not a number"),
    ("forward", {"character": "Gale", "amount": "3", "reason": "x"}, "amount", "a whole number, not a text"),
    ("forward", {"character": "Gale", "amount": False, "reason": "x"}, "amount", "a whole number, not true/false"),
    ("add-npc", {"name": "Zed", "adult": "true"}, "adult", "true or false, not a text"),
    ("add-character", {"name": "Zed", "playbook": "bull", "plus_one": "danger", "labels": [0, "1", 0, 1, 0]},
     "labels", "item 2: a whole number, not a text"),
]


@pytest.mark.parametrize("command, body, field, message", BODIES)
def test_a_body_value_of_another_json_type_is_refused_naming_the_field(app: Any, gm: TestClient, command: str,
                                                                       body: dict[str, Any], field: str,
                                                                       message: str) -> None:
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/commands/{command}", json=body), 422, field, message)
    assert actions(app) == before


def test_the_same_values_of_their_own_types_are_recorded(app: Any, gm: TestClient) -> None:
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/commands/recap", json={"text": "x", "session": 1, "private": True})
    assert got.status_code == 201, got.text
    assert (got.json()["action"], got.json()["command"]) == (before + 1, "recap")
    assert actions(app) == before + 1


def test_the_command_line_still_reads_its_text_as_numbers_and_flags(cli: Any) -> None:
    from conftest import ROOT

    cli("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    cli("forward", "Gale", "--amount", "2", "--reason", "typed on the command line")
    rows = cli.json("history", "--last", "1")
    assert (rows[-1]["command"], rows[-1]["events"][0]["detail"]["amount"]) == ("forward", 2)


@pytest.mark.parametrize("body, field, message", [
    ({"action": "20"}, "action", "an action's number (a whole number), not a text"),
    ({"action": True}, "action", "an action's number (a whole number), not true/false"),
    ({"action": 20.0}, "action", "an action's number (a whole number), not a number with a decimal point"),
    ({"to": "19"}, "to", "an action's number (a whole number), not a text"),
])
def test_a_correction_s_action_number_is_a_json_number(app: Any, gm: TestClient, body: dict[str, Any], field: str,
                                                       message: str) -> None:
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/corrections/undo", json=body), 422, field, message)
    assert actions(app) == before


def test_an_amend_s_values_are_the_target_command_s_types(app: Any, gm: TestClient) -> None:
    done = gm.post(f"{CAMPAIGN}/commands/forward", json={"character": "Gale", "amount": 1, "reason": "x"})
    assert done.status_code == 201, done.text
    target = done.json()["action"]
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": target, "amount": "2"}), 422, "amount",
            "a whole number, not a text")
    assert actions(app) == before


def test_an_approval_s_edits_are_checked_as_strictly(app: Any, gm: TestClient) -> None:
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    assert gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    proposed = ana.post(f"{CAMPAIGN}/commands/forward", json={"character": "Gale", "amount": 1, "reason": "x",
                                                              "as": "Gale"})
    assert proposed.status_code == 202, proposed.text
    pid = proposed.json()["action"]
    before = actions(app)
    refused(gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"amount": "2"}}), 422, "amount",
            "a whole number, not a text")
    refused(gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"amount": True}}), 422, "amount",
            "a whole number, not true/false")
    assert actions(app) == before
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"amount": 2}})
    assert done.status_code == 201, done.text
    assert done.json()[0]["events"][0]["detail"]["amount"] == 2


#: (read path, query string, the parameter refused)
QUERIES = [("history", "last=", "last"), ("history", "last=3&last=5", "last"), ("history", "character=", "character"),
           ("history", "kind=roll&kind=mark", "kind"), ("status", "lang=", "lang"), ("status", "scene=1&scene=2", "scene"),
           ("sheet/Rook", "as_of=", "as_of"), ("sheet/Rook", "start=", "start"), ("arc/Rook", "lang=en&lang=es", "lang"),
           ("proposals", "all=", "all"), ("export", "format=history&format=jsonl", "format"),
           ("odds/roll", "move=", "move"), ("reference/moves", "lang=", "lang")]


@pytest.mark.parametrize("path, query, key", QUERIES)
def test_an_empty_or_repeated_query_parameter_is_refused_naming_it(gm: TestClient, path: str, query: str,
                                                                   key: str) -> None:
    repeated = query.count(f"{key}=") > 1
    message = "given 2 times; give it once" if repeated else "given empty; give a value or leave the parameter out"
    refused(gm.get(f"{CAMPAIGN}/{path}?{query}"), 400, key, message)


def test_the_same_parameters_given_once_are_read(gm: TestClient) -> None:
    rows = gm.get(f"{CAMPAIGN}/history?last=3").json()
    everything = gm.get(f"{CAMPAIGN}/history").json()
    assert [r["action"] for r in rows] == [r["action"] for r in everything][-3:]


def test_a_player_approving_with_mistyped_edits_is_told_who_may_first(app: Any, gm: TestClient) -> None:
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    assert gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    pid = ana.post(f"{CAMPAIGN}/commands/forward", json={"character": "Gale", "amount": 1, "reason": "x",
                                                         "as": "Gale"}).json()["action"]
    before = actions(app)
    got = ana.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={"edits": {"amount": "2"}})
    assert got.status_code == 403 and got.json()["error"]["message"].startswith("refused (only a GM runs the table")
    assert actions(app) == before
