"""Every argument of every system's commands that names a character, walked over the API and the service layer: a
player naming another player's character (or that character's companion) is refused 403 ``refused:player-acts``
naming the argument, and nothing is written; the arguments naming the actor's own character or companion
(``rules.naming``: ``character`` and those declared ``own``) also refuse a companion whose owner nobody plays yet.
Source: README "Playing as a group" (a player acts only as their own characters; a companion is its owner's:
``SystemDeclaration.owner_of``) and seed 002 (each Pokémon has its trainer). Runs on both stores
(``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from conftest import ROOT
from test_web_people import client
from web_support import token_for

SAMPLES = {"basic": "basic-the-salt-road", "masks": "masks-second-chances", "mosaic": "mosaic-blumen-des-montezuma",
           "mouseguard": "mouseguard-darkwater-crossing", "pokemon": "pokemon-aranciopoli-noir"}


def served(tmp_path: Path, sample: str, **options: Any) -> tuple[Any, Any, str]:
    """(the app, its warm ``Ledger``, the campaign's name): ``sample`` replayed and served (``options`` to
    ``make_app``); the caller closes the ledger."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = tmp_path / "s.sqlite"
    led = Ledger(store)
    led.replay(ROOT / "sample_campaigns" / f"{sample}.yaml")
    name = led.now(None).name
    led.close()
    ledger = Ledger(store, warm=True)
    return make_app(ledger, secret="test-secret", **options), ledger, name


def filled(model: Any, key: str, given: Any) -> dict[str, Any]:
    """A body for ``model`` giving ``key`` the value ``given`` and every other required argument a value of its type
    (the API reads the model before the service checks who may name what)."""
    import typing

    body: dict[str, Any] = {key: given}
    for field, info in model.model_fields.items():
        typed = info.alias or field
        if typed == key or not info.is_required():
            continue
        kind = info.annotation
        literal = typing.get_args(kind) if typing.get_origin(kind) is typing.Literal else ()
        body[typed] = (literal[0] if literal else 1 if kind is int else True if kind is bool
                       else ["x"] if "list" in str(kind) else "x")
    return body


def posted(player: Any, url: str, body: dict[str, Any]) -> Any:
    """``player``'s POST of ``body`` to ``url``; an argument the model refuses (422) is given the first value its
    refusal allows, until the model takes the body."""
    for _ in range(6):
        got = player.post(url, json=body)
        error = got.json().get("error") or {}
        if got.status_code != 422 or "allowed: " not in error.get("message", ""):
            return got
        body = {**body, error["field"]: error["message"].split("allowed: ")[1].split(",")[0].strip()}
    return got


def seats(system: Any, state: dict[str, Any]) -> tuple[str, str]:
    """Two characters players play in ``state`` (the system's ``players``, else every character)."""
    pcs = system.players(state) if system.players is not None else list(state["characters"])
    return pcs[0], pcs[1]


def walked(system: Any) -> list[tuple[str, str, bool]]:
    """Every (command, argument, names the actor's own) of a player's command whose argument naming a character
    is refused when it names another player's character (an own one always; any other unless ``shared``)."""
    from rules.naming import naming

    return [(command, key, own) for command in system.commands if command not in system.gm_commands
            for key, own in naming(system, command).items() if own or command not in system.shared_commands]


def test_the_walk_covers_each_system_s_naming_arguments() -> None:
    from rules import get_system

    for system_id in SAMPLES:
        found = walked(get_system(system_id))
        assert len(found) >= 5, system_id
    own = {(c, k) for c, k, o in walked(get_system("pokemon")) if o and k != "character"}
    assert own == {("roll", "pokemon"), ("treat-violently", "pokemon"), ("ball", "pokemon"), ("need", "pokemon"),
                   ("remedy", "da")}


def test_no_system_leaves_a_naming_argument_undeclared() -> None:
    from rules import get_system
    from rules.naming import undeclared

    for system_id in SAMPLES:
        system = get_system(system_id)
        assert undeclared(system, system.commands) == [], system_id


@pytest.mark.parametrize("system_id", list(SAMPLES))
def test_a_player_naming_another_player_s_character_is_refused_in_every_argument(tmp_path: Path,
                                                                                 system_id: str) -> None:
    from rules import get_system

    app, ledger, name = served(tmp_path, SAMPLES[system_id])
    try:
        system = get_system(system_id)
        mine, theirs = seats(system, ledger.now(name).state)
        pia = client(app, token_for(app, "Pia", "player", [mine]))
        token_for(app, "Bo", "player", [theirs])
        path = f"/api/campaigns/{quote(name)}/commands"
        before = ledger.now(name).actions
        lists = {(c, k) for c in system.commands for f, info in system.commands[c].args.model_fields.items()
                 for k in [info.alias or f] if "list" in str(info.annotation)}
        for command, key, _ in walked(system):
            given = [theirs] if (command, key) in lists else theirs
            got = posted(pia, f"{path}/{quote(command)}", filled(system.commands[command].args, key, given))
            assert got.status_code == 403, (command, key, got.text)
            error = got.json()["error"]
            assert (error["code"], error["field"]) == ("refused:player-acts", key), (command, key)
            assert "Pia " in error["message"] and theirs in error["message"], (command, key)
        assert ledger.now(name).actions == before                     # nothing written
    finally:
        ledger.close()


def pokemon_table(tmp_path: Path, approval: str = "off") -> tuple[Any, Any]:
    """(the app, its ledger) of campaign N: trainers Ash (nobody seated yet) and Misty (Bo's), Ash's Pikachu."""
    from ledger.service import Ledger
    from ledger.service.people import Person
    from ledger.web import make_app

    led = Ledger(tmp_path / "p.sqlite")
    led.create("N", "pokemon", {})
    for command, args in (("add-character", {"name": "Ash"}), ("add-character", {"name": "Misty"}),
                          ("add-pokemon", {"name": "Pikachu", "allenatore": "Ash"}),
                          ("add-pokemon", {"name": "Staryu", "allenatore": "Misty"}),
                          ("session start", {}), ("scene start", {"title": "Il molo"})):
        led.act("N", command, args)
    if approval != "off":
        led.group("N", "option", {"approval": approval}, by=Person.OWNER)
    led.close()
    ledger = Ledger(tmp_path / "p.sqlite", warm=True)
    return make_app(ledger, secret="test-secret"), ledger


@pytest.mark.parametrize("approval", ["off", "players"])
def test_a_pokemon_of_a_trainer_nobody_plays_yet_is_not_another_player_s_to_use(tmp_path: Path,
                                                                                approval: str) -> None:
    app, ledger = pokemon_table(tmp_path, approval)
    try:
        bo = client(app, token_for(app, "Bo", "player", ["Misty"]))
        before = ledger.now("N").actions
        for command, args in (("ball", {"pokemon": "Pikachu"}), ("treat-violently", {"pokemon": "pikachu"}),
                              ("need", {"pokemon": "Pikachu"}), ("roll", {"move": "tutto", "pokemon": "Pikachu"})):
            got = bo.post(f"/api/campaigns/N/commands/{command}", json=args)
            assert (got.status_code, got.json()["error"]["code"], got.json()["error"]["field"]) == \
                (403, "refused:player-acts", "pokemon"), (command, got.text)
            assert got.json()["error"]["message"] == ("rifiutato (i giocatori agiscono come i propri personaggi): "
                                                      "Bo gioca Misty, non Pikachu")
        assert ledger.now("N").actions == before
        assert ledger.now("N").state["characters"]["Pikachu"]["stato"] == "attivo"
        own = bo.post("/api/campaigns/N/commands/ball", json={"pokemon": "Staryu"})
        assert own.status_code == (201 if approval == "off" else 202), own.text
    finally:
        ledger.close()


def test_the_service_refuses_a_player_s_own_argument_naming_another_s_companion(tmp_path: Path) -> None:
    from ledger.errors import Refused
    from ledger.service.people import Person

    app, ledger = pokemon_table(tmp_path)
    try:
        token_for(app, "Bo", "player", ["Misty"])
        before = ledger.now("N").actions
        with pytest.raises(Refused) as refused:
            ledger.act("N", "ball", {"pokemon": "Pikachu"}, actor=None, by=Person("Bo"))
        assert (refused.value.field, str(refused.value)) == ("pokemon", "refused (players act as their own "
                                                             "characters): Bo plays Misty, not Pikachu")
        assert ledger.now("N").actions == before
    finally:
        ledger.close()
