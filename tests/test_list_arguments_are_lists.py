"""A list argument of a command's JSON body is a JSON list, for every list argument of every system's command table:
one value (``"pick": "DE1"``, a number, a mapping) is refused 422 naming the argument as sent and what it takes (``a
list, not a text``, in the reader's language as the body's other type refusals: ``rules.body_frames``), nothing
written, as dice typed in always were (README "The server": ``"3,4"`` is no list of dice). The command line and the
scripts keep their reading of one value as a list of one (``--pick DE1``). ``ledger.web.request_inputs.listed``.

The walk takes the list arguments from each model's JSON schema (a property of type array, or array or null), not
from the code under test, and checks that both agree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from web_support import bearer, token_for

#: A campaign of each system, as the HTTP walk names it.
CAMPAIGNS = {"masks": "M", "mouseguard": "G", "mosaic": "Z", "pokemon": "P", "basic": "B"}


def schema_lists(model: Any) -> dict[str, str]:
    """Each argument of ``model`` its JSON schema (by alias) types as an array (alone or with null) -> the type of
    its items (``integer``, ``string``, ...; ``""`` when it says none)."""
    found = {}
    for key, prop in model.model_json_schema(by_alias=True).get("properties", {}).items():
        shapes = [p for p in prop.get("anyOf", [prop]) if p.get("type") != "null"]
        if shapes and all(p.get("type") == "array" for p in shapes):
            found[key] = str(shapes[0].get("items", {}).get("type", ""))
    return found


def every_list_argument() -> list[tuple[str, str, str, str]]:
    """(system, command, argument as sent, its items' JSON type) for every list argument of every command table."""
    from rules import get_system, registered

    return [(sid, name, key, items) for sid in registered()
            for name, spec in get_system(sid).commands.items() if spec.args is not None
            for key, items in schema_lists(spec.args).items()]


WALK = every_list_argument()


def test_the_walk_finds_the_list_arguments_the_code_checks() -> None:
    from rules import get_system, registered
    from rules.args import list_fields

    for sid in registered():
        for name, spec in get_system(sid).commands.items():
            assert set(list_fields(spec.args)) == set(schema_lists(spec.args) if spec.args else {}), (sid, name)
    assert {("masks", "resolve", "pick"), ("masks", "roll", "dice"), ("mouseguard", "scene start", "with")} <= \
        {w[:3] for w in WALK}
    assert len({w[0] for w in WALK}) == 5


@pytest.mark.parametrize("sid, command, key, items", WALK, ids=["-".join(w[:3]) for w in WALK])
def test_one_value_for_a_list_argument_is_refused_naming_it(sid: str, command: str, key: str, items: str) -> None:
    from ledger.web.request_inputs import strict_args
    from rules import get_system
    from rules.errors import RuleError

    model = get_system(sid).commands[command].args
    one = 3 if items == "integer" else "DE1"
    for value, kind in ((one, "a number" if items == "integer" else "a text"), ({"a": one}, "a mapping")):
        with pytest.raises(RuleError) as refused:
            strict_args(model, {key: value})
        assert (refused.value.field, refused.value.message) == (key, f"a list, not {kind}")
    try:
        strict_args(model, {key: [one]}, fields=[key])      # the same value as a list of one: not refused as one value
    except RuleError as exc:
        assert "a list, not" not in exc.message, exc


@pytest.fixture
def tables(tmp_path: Path) -> Any:
    """(the app, a GM's client reading no language of its own) over a store holding a campaign of each system."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = str(tmp_path / "lists.sqlite")
    ledger = Ledger(store)
    for sid, name in CAMPAIGNS.items():
        ledger.create(name, sid)
    ledger.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="lists-test")
    gm = bearer(app, token_for(app, "Dana", "gm"))
    gm.headers.pop("accept-language", None)
    yield app, gm
    ledger.close()


#: What a list argument given one text is told, in each system's own language (the reader asks for none).
SAID = {"masks": "a list, not a text", "mouseguard": "a list, not a text", "basic": "a list, not a text",
        "mosaic": "a list, not a text", "pokemon": "una lista, non un testo"}


def test_every_list_argument_of_every_command_route_refuses_one_value(tables: Any) -> None:
    """The walk over HTTP: each command's route refuses one text for each of its list arguments, 422 naming it as
    sent (``some-name`` as ``some-name``), in the campaign system's own language, before any phase check; nothing
    is written."""
    app, gm = tables
    before = {name: app.state.ledger.now(name).actions for name in CAMPAIGNS.values()}
    for sid, command, key, items in WALK:
        path = f"/api/campaigns/{CAMPAIGNS[sid]}/commands/{command.replace(' ', '/')}"
        for sent in {key, key.replace("_", "-")}:
            got = gm.post(path, json={sent: 3 if items == "integer" else "Gale"})
            assert got.status_code == 422, (sid, command, sent, got.text)
            error = got.json()["error"]
            assert (error["code"], error["field"]) == ("invalid_value", sent), (sid, command, got.text)
            if items != "integer":
                assert error["message"] == SAID[sid], (sid, command, got.text)
    assert {name: app.state.ledger.now(name).actions for name in CAMPAIGNS.values()} == before


def test_a_list_of_one_is_taken_where_one_value_is_refused(tables: Any) -> None:
    """The same pick as a list reaches the rules (here: no roll waits to be resolved), one value does not."""
    app, gm = tables
    path = f"/api/campaigns/{CAMPAIGNS['masks']}/commands/resolve"
    assert gm.post(path, json={"pick": "DE1"}).json()["error"]["field"] == "pick"
    listed = gm.post(path, json={"pick": ["DE1"]})
    assert listed.status_code == 400 and listed.json()["error"]["field"] == "phase"


def test_an_amend_refuses_one_value_too(tmp_path: Path) -> None:
    """The other JSON bodies holding a command's arguments: an amend's (its target's list argument; an approved
    proposal's edits: tests/test_approval_edits_checked.py)."""
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, "masks-second-chances.yaml")
    try:
        rows = gm.get("/api/campaigns/Second%20Chances/history", params={"kind": "resolve"}).json()
        target = next(r["action"] for r in rows if r["undone_by"] is None)
        before = ledger.now("Second Chances").actions
        got = gm.post("/api/campaigns/Second%20Chances/corrections/amend", json={"action": target, "pick": "DE1"})
        assert got.status_code == 422 and got.json()["error"]["field"] == "pick", got.text
        assert got.json()["error"]["message"] == "a list, not a text"
        assert ledger.now("Second Chances").actions == before
    finally:
        ledger.close()


def test_a_script_still_takes_one_pick_as_a_list_of_one() -> None:
    """A script's ``resolve: {pick: DE1}`` (and the command line's ``--pick DE1``) is read by the model's own lax
    reading, untouched: one value is a list of one there."""
    from rules import get_system

    model = get_system("masks").commands["resolve"].args
    assert model.model_validate({"pick": "DE1"}).pick == ["DE1"]


@pytest.mark.parametrize("sid, command, key, lang, said", [
    ("masks", "resolve", "pick", "es", "una lista, no un texto"),
    ("mosaic", "resolve", "pick", "de", "eine Liste, kein Text"),
    ("mouseguard", "scene start", "with", "es", "una lista, no un texto"),
])
def test_the_refusal_reads_in_the_reader_s_language(tables: Any, sid: str, command: str, key: str, lang: str,
                                                    said: str) -> None:
    """Worded as the body's other type refusals are (``rules.body_frames``: seed 000/004's Spanish, seed 001's German)."""
    app, gm = tables
    got = gm.post(f"/api/campaigns/{CAMPAIGNS[sid]}/commands/{command.replace(' ', '/')}", json={key: "Gale"},
                  headers={"accept-language": lang})
    assert got.status_code == 422 and got.json()["error"]["field"] == key
    assert got.json()["error"]["message"] == said
