"""Dice typed in are JSON's own type on the API: a list of whole numbers, checked with the other fields' types
before the rules (and their phases) see them, 422 naming the field as sent; the command line keeps its typed text
(``--dice 3,4``). Every dice field of every system's commands (README "The server": bodies are strictly typed;
rules/dice_field.py)."""

from __future__ import annotations

from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, actions, app, client, gm, refused  # noqa: F401 - fixtures

#: (dice as sent, what the refusal says)
WRONG = [("3,4", "a list, not a text"), (["3", 1], "item 1: a whole number, not a text"),
         (["3", "4"], "item 1: a whole number, not a text"), ([3, "4"], "item 2: a whole number, not a text"),
         ([True, 1], "item 1: a whole number, not true/false"),
         ([1.0, 1], "item 1: a whole number, not a number with a decimal point"), (3, "a list, not a number")]


def _dice_fields() -> list[tuple[str, str, str]]:
    """(system, command, field as a client sends it) of every dice field of every system's commands."""
    from rules import get_system, registered
    from rules.dice_field import Faces

    found = []
    for system_id in registered():
        for command, spec in get_system(system_id).commands.items():
            for name, info in (spec.args.model_fields if spec.args is not None else {}).items():
                if info.metadata == list(Faces.__metadata__):
                    found.append((system_id, command, info.alias or name))
    return found


def test_every_system_has_its_dice_fields_typed() -> None:
    by_system = {s for s, _, _ in _dice_fields()}
    assert by_system == {"basic", "masks", "mosaic", "mouseguard", "pokemon"}
    assert {f for s, _, f in _dice_fields() if s == "mouseguard"} == {"dice", "versus_dice", "opponent_dice"}


@pytest.mark.parametrize("system_id, command, field", _dice_fields())
def test_each_dice_field_takes_a_json_list_of_whole_numbers_only(system_id: str, command: str, field: str) -> None:
    from ledger.web.request_inputs import strict_args
    from rules import get_system
    from rules.errors import RuleError

    model = get_system(system_id).commands[command].args
    for sent, message in WRONG:                  # this field's refusal alone (the others' are not given here)
        with pytest.raises(RuleError) as caught:
            strict_args(model, {field: sent}, fields=[field])
        assert (caught.value.field, caught.value.message) == (field, message), sent
    strict_args(model, {field: [3, 4]}, fields=[field])       # the right type: nothing to refuse in this field


def test_the_command_line_and_scripts_read_typed_text_as_faces() -> None:
    from rules.dice_field import typed_faces

    assert typed_faces("3,4") == [3, 4] and typed_faces(" 6 3 ") == [6, 3] and typed_faces(["6", 3]) == [6, 3]
    assert typed_faces(["6 5", "2"]) == [6, 5, 2] and typed_faces("") == []
    assert typed_faces(["x", True, "1_0"]) == ["x", True, "1_0"]     # left for parse_dice to refuse in its words


def _in_scene(gm: TestClient) -> None:
    for command in ("session/start", "scene/start"):
        started = gm.post(f"{CAMPAIGN}/commands/{command}", json={})
        assert started.status_code == 201, started.text


@pytest.mark.parametrize("sent, message", WRONG)
def test_a_roll_s_dice_of_another_type_are_422_and_nothing_is_written(app: Any, gm: TestClient, sent: Any,
                                                                      message: str) -> None:
    _in_scene(gm)
    before = actions(app)
    got = gm.post(f"{CAMPAIGN}/commands/roll", json={"move": "Unleash Your Powers", "as": "Rook", "dice": sent})
    refused(got, 422, "dice", message)
    assert actions(app) == before


def test_types_are_checked_before_phases(app: Any, gm: TestClient) -> None:
    before = actions(app)                      # the sample's session has ended: no roll now, but the type comes first
    body = {"move": "Unleash Your Powers", "as": "Rook"}
    refused(gm.post(f"{CAMPAIGN}/commands/roll", json={**body, "dice": ["3", 1]}), 422, "dice",
            "item 1: a whole number, not a text")
    phase = gm.post(f"{CAMPAIGN}/commands/roll", json={**body, "dice": [3, 1]})
    assert (phase.status_code, phase.json()["error"]["field"]) == (400, "phase")
    assert actions(app) == before


def test_a_list_of_whole_numbers_is_recorded_as_sent(app: Any, gm: TestClient) -> None:
    _in_scene(gm)
    got = gm.post(f"{CAMPAIGN}/commands/roll", json={"move": "Unleash Your Powers", "as": "Rook", "dice": [3, 1]})
    assert got.status_code == 201, got.text
    assert (got.json()["action"], got.json()["events"][0]["detail"]["dice"]) == (actions(app), [3, 1])


def test_the_api_s_schema_says_dice_are_a_list_of_whole_numbers(gm: TestClient) -> None:
    schema = gm.get("/api/openapi.json").json()
    roll = next(v for k, v in schema["components"]["schemas"].items() if "dice" in v.get("properties", {})
                and "move" in v["properties"])
    assert {"items": {"type": "integer"}, "type": "array"} in roll["properties"]["dice"]["anyOf"]


def test_the_command_line_keeps_its_typed_text(cli: Any) -> None:
    from conftest import ROOT

    cli("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    cli("session", "start")
    cli("scene", "start")
    refused_line = cli("roll", "Unleash Your Powers", "--as", "Rook", "--dice", "3,x", ok=False).stderr
    assert refused_line.strip() == "error: dice: 'x' is not a die face; give 2 whole numbers 1..6, e.g. 6,3"
    cli("roll", "Unleash Your Powers", "--as", "Rook", "--dice", "3, 1")
    assert cli.json("history", "--last", "1")[-1]["events"][0]["detail"]["dice"] == [3, 1]
