"""Who plays a Pokémon and which moves touch another's character, over the API: a trainer's player plays the
trainer's Pokémon (``SystemDeclaration.owner_of``), every argument naming another player's character is refused
(``ledger.group.permissions.may_name``), and a system's cooperative moves (``shared_commands``) may change
another's character. Source: seed 002 (each Pokémon has its trainer), seed 003 ("Help", "Hinder", "Defend") and
docs/systems/<system>.md "Who gives which command". Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from test_web_people import client
from web_support import token_for


@pytest.fixture
def served(tmp_path: Path, request: Any) -> Any:
    """``(app, path)``: a sample campaign (``request.param``) replayed and served, a session and a scene open."""
    from test_group_naming import served as replayed

    app, ledger, name = replayed(tmp_path, request.param, live_interval=0.05)
    path = f"/api/campaigns/{name.replace(' ', '%20')}"
    gm = client(app, token_for(app, "Dana", "gm"))
    for command, args in (("session start", {"title": "Again"}), ("scene start", {"title": "The table"})):
        assert gm.post(f"{path}/commands/{command}", json=args).status_code == 201
    yield app, path, name
    ledger.close()


def actions(app: Any, name: str) -> int:
    return app.state.ledger.now(name).actions


def refusal(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


@pytest.mark.parametrize("served", ["pokemon-aranciopoli-noir"], indirect=True)
def test_a_trainer_s_player_plays_its_pokemon_and_no_other(served: Any) -> None:
    app, path, name = served
    pia = client(app, token_for(app, "Pia", "player", ["Nero"]))        # Zanna is Nero's, Lumo is Vera's
    client(app, token_for(app, "Bo", "player", ["Vera"]))
    before = actions(app, name)
    for command, args, field in (("ball", {"pokemon": "Lumo", "inside": True}, "pokemon"),
                                 ("need", {"pokemon": "lumo"}, "pokemon"),
                                 ("remedy", {"character": "Lumo", "oggetto": "Revitalizzante", "slot": "ko"},
                                  "character")):
        got = pia.post(f"{path}/commands/{command}", json=args)
        assert refusal(got) == (403, field, "rifiutato (i giocatori agiscono come i propri personaggi): "
                                            "Pia gioca Nero, non Lumo"), command
    assert actions(app, name) == before                                 # nothing written
    rested = pia.post(f"{path}/commands/rest", json={"character": "Zanna"})
    assert rested.status_code == 201, rested.text
    assert (rested.json()["actor"], rested.json()["command"]) == ("Nero", "rest")
    assert actions(app, name) == before + 1


@pytest.mark.parametrize("served", ["pokemon-aranciopoli-noir"], indirect=True)
def test_a_pokemon_alone_is_no_seat(served: Any) -> None:
    app, path, name = served
    gm = client(app, token_for(app, "Dana", "gm"))
    before = actions(app, name)
    got = gm.post(f"{path}/invitations", json={"role": "player", "characters": ["Lumo"]})
    assert refusal(got) == (400, "characters", "Lumo non è un personaggio giocante (lo gestisce il GM); un "
                                               "giocatore gioca uno tra: Nero, Vera, Rocco")
    assert actions(app, name) == before
    assert gm.post(f"{path}/invitations", json={"role": "player", "characters": ["Vera"]}).status_code == 201


@pytest.mark.parametrize("served", ["basic-the-salt-road"], indirect=True)
def test_help_and_hinder_reach_another_player_s_character_and_an_attack_does_not(served: Any) -> None:
    app, path, name = served
    pia = client(app, token_for(app, "Pia", "player", ["Ilse"]))
    client(app, token_for(app, "Bo", "player", ["Mara"]))
    before = actions(app, name)
    helped = pia.post(f"{path}/commands/help", json={"target": "Mara", "attribute": "heart", "dice": [8],
                                                     "stack": ["d8"]})
    assert helped.status_code == 201, helped.text
    hindered = pia.post(f"{path}/commands/hinder", json={"target": "Mara", "attribute": "heart", "dice": [11],
                                                         "stack": ["d8"]})
    assert hindered.status_code == 201, hindered.text
    assert actions(app, name) == before + 2
    attacked = pia.post(f"{path}/commands/attack declare", json={"target": "Mara", "attribute": "brawn"})
    assert refusal(attacked) == (403, "target", "refused (players act as their own characters): Pia plays Ilse, "
                                                "not Mara")
    assert actions(app, name) == before + 2


def test_each_system_s_shared_commands_are_its_own_commands() -> None:
    from rules import get_system

    declared = {}
    for system_id in ("basic", "masks", "mosaic", "mouseguard", "pokemon"):
        system = get_system(system_id)
        assert system.shared_commands <= set(system.commands) - system.gm_commands, system_id
        declared[system_id] = system.shared_commands
    assert {"help", "hinder", "attack resolve"} <= declared["basic"]
    assert declared["pokemon"] == frozenset()


@pytest.mark.parametrize("served", ["pokemon-aranciopoli-noir"], indirect=True)
def test_a_player_s_forms_suggest_their_own_pokemon_only(served: Any) -> None:
    from ledger.service.offers import offered
    from ledger.service.people import Person
    from ledger.web.pages.forms import fields_of
    from ledger.web.pages.table import own_characters

    app, path, name = served
    token_for(app, "Pia", "player", ["Nero"])
    token_for(app, "Bo", "player", ["Vera"])
    ledger = app.state.ledger
    offer = offered(ledger, name, Person("Pia"))
    assert "Zanna" in offer.actors and "Lumo" not in offer.actors and "GM" not in offer.actors
    assert set(offer.others) == {"Vera", "Lumo"}
    state = ledger.now(name).state
    system = ledger.system(name)
    every = {f.key: f.choices for f in fields_of(system, "roll", state, "it")}
    assert {"Zanna", "Lumo"} <= set(every["pokemon"])                  # the rules suggest every Pokémon
    shown = {f.key: f.choices for f in own_characters(fields_of(system, "roll", state, "it"), offer, command="roll")}
    assert "Zanna" in shown["pokemon"] and "Lumo" not in shown["pokemon"] and "Ferro" in shown["pokemon"]


@pytest.mark.parametrize("served", ["basic-the-salt-road"], indirect=True)
def test_a_contest_another_player_s_character_defended_in_is_resolved_by_a_player(served: Any) -> None:
    app, path, name = served
    gm = client(app, token_for(app, "Dana", "gm"))
    pia = client(app, token_for(app, "Pia", "player", ["Tobin"]))
    bo = client(app, token_for(app, "Bo", "player", ["Mara"]))
    for command, args in (("attack declare", {"target": "Tobin", "as": "Korrow", "attribute": "brawn"}),
                          ("attack roll", {"dice": [19]})):
        assert gm.post(f"{path}/commands/{command}", json=args).status_code == 201
    defended = bo.post(f"{path}/commands/attack defend", json={"attribute": "brawn", "dice": [2]})
    assert defended.status_code == 201, defended.text                  # Mara protects Tobin, and takes the hit
    before = app.state.ledger.now(name).state["characters"]["Mara"]["damage"]
    resolved = pia.post(f"{path}/commands/attack resolve", json={})
    assert resolved.status_code == 201, resolved.text
    changed = [c for e in resolved.json()["events"] for c in e["changes"] if c["path"][:2] == ["characters", "Mara"]]
    assert changed == [{"path": ["characters", "Mara", "damage"], "before": before, "after": before + 46, "delta": 46}]


@pytest.mark.parametrize("served", ["pokemon-aranciopoli-noir"], indirect=True)
def test_under_approval_a_trainer_s_player_proposes_as_its_pokemon_and_the_gm_approves(served: Any) -> None:
    app, path, name = served
    gm = client(app, token_for(app, "Dana", "gm"))
    pia = client(app, token_for(app, "Pia", "player", ["Nero"]))        # Zanna is Nero's, Lumo is Vera's
    client(app, token_for(app, "Bo", "player", ["Vera"]))
    assert gm.post(f"{path}/approval", json={"approval": "players"}).status_code == 201
    before = actions(app, name)
    refused = pia.post(f"{path}/commands/rest", json={"character": "Lumo", "as": "Lumo"})
    assert refusal(refused) == (403, "as", "rifiutato (i giocatori agiscono come i propri personaggi): "
                                           "Pia gioca Nero, non Lumo")
    assert actions(app, name) == before                                 # nothing written
    proposed = pia.post(f"{path}/commands/rest", json={"character": "Zanna", "as": "Zanna"})
    assert proposed.status_code == 202, proposed.text
    pid = str(proposed.json()["action"])
    done = gm.post(f"{path}/proposals/{pid}/approve", json={})
    assert done.status_code == 201, done.text
    decided = done.json()[0]
    assert (decided["command"], decided["actor"], decided["by"], decided["approver"]) == ("rest", "Zanna", "Pia", "Dana")
    assert actions(app, name) == before + 3                             # the proposal, the rest, the approval
