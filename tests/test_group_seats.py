"""Who a player may be bound to, through the API and the CLI: a player character only (each system says which: an NPC,
an animal or a Pokémon gone wild is the GM's), and one nobody else plays unless the campaign allows shared characters;
a proposal keeps the reason its player gave, whichever way the command takes it; an action's number is refused with
the action's own range on every face. Nothing is written by a refusal (README "Playing as a group")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, Cli
from test_group_cli import cli  # noqa: F401 - the fixture: Halcyon (masks), Gale and Rook
from test_web_people import app, client  # noqa: F401 - the fixture: Second Chances served, and its clients
from web_support import token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
NPC_REFUSAL = ("Doctor Arclight is not a player character (the GM runs it); a player plays one of: Gale, Rook")
TAKEN = ("refused (a character is played by one person at a time): Gale is played by Ana already; remove them or "
         "grant them other characters first, or set shared-characters yes")
def action_range(low: int, high: int) -> str:
    """An action's number refused with the campaign's range (``ledger.inputs.action_range``)."""
    return f"an action number is a whole number from {low} to {high}" if low else f"--to takes an action before the " \
        f"last one ({high + 1}): 0..{high}"         # --to: an action before the last (ledger.inputs.to_range)


def version(app: Any) -> int:
    return app.state.ledger.now("Second Chances").version


def error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


@pytest.mark.parametrize("sample, players, others", [
    ("masks-second-chances", ["Gale", "Rook"], ["Doctor Arclight"]),
    ("mouseguard-darkwater-crossing", ["Rogard", "Brand", "Wren", "Tamsin"], ["Water Snake"]),
    ("basic-the-salt-road", ["Mara", "Tobin", "Ilse"], ["Korrow", "Salt Wraith"]),
    ("mosaic-blumen-des-montezuma", ["Diego", "Itzel", "Kenji", "Mbemba"], ["Tlacaelel", "Fray Olmedo", "Cuauhtli"]),
])
def test_each_system_names_the_characters_its_players_play(tmp_path: Path, sample: str, players: list[str],
                                                           others: list[str]) -> None:
    from ledger.service import Ledger
    from rules import get_system
    from rules.players import player_characters

    led = Ledger(tmp_path / "s.sqlite")
    led.replay(ROOT / "sample_campaigns" / f"{sample}.yaml")
    camp = led.now(None)
    led.close()
    named = player_characters(get_system(camp.system), camp.state)
    assert [n for n in named if n in players + others] == players
    assert set(others) <= set(camp.state["characters"])                 # the GM's characters are there, not played


def test_a_pokemon_that_left_its_trainer_is_the_gm_s(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from rules import get_system

    led = Ledger(tmp_path / "p.sqlite")
    led.replay(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml")
    state = led.now(None).state
    led.close()
    system = get_system("pokemon")
    trainers = [n for n, r in state["characters"].items() if r["tipo"] == "allenatore"]
    pokemon = [n for n, r in state["characters"].items() if r["tipo"] == "pokemon"]
    assert trainers and pokemon
    assert system.players(state) == trainers                            # a Pokémon is its trainer's, no seat
    assert {p: system.owner_of(state, p) for p in pokemon} == {p: state["characters"][p]["allenatore"]
                                                                for p in pokemon}
    assert [system.owner_of(state, t) for t in trainers] == [None] * len(trainers)
    gone = {**state, "characters": {**state["characters"], pokemon[0]: {**state["characters"][pokemon[0]],
                                                                         "stato": "fuggito"}}}
    assert system.owner_of(gone, pokemon[0]) is None and trainers[0] in system.players(gone)


def test_a_player_is_bound_only_to_a_player_character_over_the_api(app: Any) -> None:
    gm = client(app, token_for(app, "Dana", "gm"))
    before = version(app)
    invited = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Doctor Arclight"]})
    assert error(invited) == (400, "characters", NPC_REFUSAL)
    granted = gm.post(f"{CAMPAIGN}/people/Ana/grant", json={"role": "player", "characters": ["Gale", "doctor arclight"]})
    assert error(granted) == (400, "characters", NPC_REFUSAL)
    assert version(app) == before
    assert "Ana" not in gm.get(f"{CAMPAIGN}/people").json()
    app.state.ledger.make_account("Ana")                                # a GM on the server grants accounts only
    assert gm.post(f"{CAMPAIGN}/people/Ana/grant", json={"role": "player", "characters": ["Gale"]}).status_code == 201


def test_a_character_is_played_by_one_person_unless_the_campaign_shares_them_over_the_api(app: Any) -> None:
    gm = client(app, token_for(app, "Dana", "gm"))
    token_for(app, "Ana", "player", ["Gale"])
    before = version(app)
    assert error(gm.post(f"{CAMPAIGN}/people/Bo/grant", json={"role": "player", "characters": ["Gale"]})) == (
        403, "characters", TAKEN)
    assert error(gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Rook", "Gale"]})) == (
        403, "characters", TAKEN)
    assert version(app) == before
    rook = gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Rook"]}).json()
    app.state.ledger.make_account("Bo")
    assert gm.post(f"{CAMPAIGN}/people/Bo/grant", json={"role": "player", "characters": ["Rook"]}).status_code == 201
    eve = client(app, app.state.ledger.issue_token(app.state.ledger.make_account("Eve"), "t"))
    before = version(app)
    late = eve.post(f"{CAMPAIGN}/join", json={"code": rook["code"]})        # Bo plays Rook since the invitation
    assert error(late) == (400, "code", "this code's invitation cannot be used now; ask the GM who sent it")
    assert version(app) == before                                       # the joiner learns no one's name: the GM does
    assert gm.get(f"{CAMPAIGN}/invitations").json()[rook["invitation"]]["blocked"] == TAKEN.replace(
        "Gale", "Rook").replace("Ana", "Bo")
    rows = {r["rule"]: r for r in gm.get(f"{CAMPAIGN}/permissions").json()}
    assert rows["shared-characters"] == {"rule": "shared-characters", "value": "no", "allowed": ["no", "yes"],
                                         "meaning": "a character is played by one person at a time"}
    assert gm.post(f"{CAMPAIGN}/permissions", json={"rule": "shared-characters", "value": "yes"}).status_code == 201
    assert gm.post(f"{CAMPAIGN}/people/Bo/grant", json={"role": "player", "characters": ["Rook", "Gale"]}
                   ).status_code == 201
    people = gm.get(f"{CAMPAIGN}/people").json()
    assert (people["Ana"]["characters"], people["Bo"]["characters"]) == (["Gale"], ["Rook", "Gale"])


@pytest.mark.parametrize("kind", ["undo", "redo", "amend"])
def test_an_action_number_out_of_range_names_the_action_s_range_over_the_api(app: Any, kind: str) -> None:
    gm = client(app, token_for(app, "Dana", "gm"))
    before = version(app)
    last = gm.get(f"{CAMPAIGN}/status").json()["action"]
    for number in (2**63, 2**64, 10**30, -1):
        got = gm.post(f"{CAMPAIGN}/corrections/{kind}", json={"action": number})
        assert error(got) == (400, "action", action_range(1, last)), number
    if kind == "undo":
        assert error(gm.post(f"{CAMPAIGN}/corrections/undo", json={"to": 2**63})) == (400, "to", action_range(0, last - 1))
    assert version(app) == before


def test_the_cli_binds_a_player_to_a_free_player_character_only(cli: Cli) -> None:  # noqa: F811
    cli("add-npc", "Static")
    cli("grant", "Ana", "--role", "player", "--character", "Gale")
    before = cli.bytes()
    for args, line in (
            (("grant", "Bo", "--role", "player", "--character", "Static"),
             "error: characters: Static is not a player character (the GM runs it); a player plays one of: Gale, Rook"),
            (("invite", "--role", "player", "--character", "Static"),
             "error: characters: Static is not a player character (the GM runs it); a player plays one of: Gale, Rook"),
            (("grant", "Bo", "--role", "player", "--character", "gale"), f"error: characters: {TAKEN}"),
            (("invite", "--role", "player", "--character", "Gale"), f"error: characters: {TAKEN}")):
        proc = cli(*args, ok=False)
        assert (proc.returncode, proc.stderr.strip()) == (2, line), args
    assert cli.bytes() == before
    rows = {r["rule"]: r["value"] for r in cli.json("permissions")}
    assert rows["shared-characters"] == "no"
    cli("permissions", "set", "shared-characters", "yes")
    cli("grant", "Bo", "--role", "player", "--character", "Gale")
    assert {p["person"]: p["characters"] for p in cli.json("people")} == {"Ana": ["Gale"], "Bo": ["Gale"]}


@pytest.mark.parametrize("kind", ["undo", "redo", "amend"])
def test_the_cli_refuses_an_action_number_with_the_action_s_range(cli: Cli, kind: str) -> None:  # noqa: F811
    before = cli.bytes()
    last = cli.json("status")["action"]
    for number in (str(2**63), "-1", str(10**30)):
        for given in (("--", number), (number,)):             # -1 typed alone is the number too
            proc = cli(kind, *given, ok=False)
            assert (proc.returncode, proc.stderr.strip()) == (2, f"error: action: {action_range(1, last)}"), number
    if kind == "undo":
        proc = cli("undo", "--to", str(2**63), ok=False)
        assert (proc.returncode, proc.stderr.strip()) == (2, f"error: to: {action_range(0, last - 1)}")
    if kind == "amend":
        for number in (str(2**63), "-1"):
            proc = cli("amend", "1", "--plus-one", "danger", "--and", number, "--plus-one", "freak", ok=False)
            assert (proc.returncode, proc.stderr.strip()) == (2, f"error: and: {action_range(1, last)}"), number
    assert cli.bytes() == before


def test_a_script_s_correction_names_the_action_s_range(tmp_path: Path) -> None:
    from ledger.errors import LedgerError
    from ledger.service import Ledger

    led = Ledger(tmp_path / "s.sqlite")
    led.replay(ROOT / "sample_campaigns" / "masks-second-chances.yaml")
    before, last = led.now(None).version, led.now(None).actions
    for command, args, field, low, high in (("undo", {"action": 2**63}, "action", 1, last),
                                            ("undo", {"to": 2**64}, "to", 0, last - 1),
                                            ("amend", {"action": 1, "and": [{"action": 2**63}]}, "and", 1, last)):
        with pytest.raises(LedgerError) as info:
            led.act(None, command, args)
        assert (info.value.field, info.value.message) == (field, action_range(low, high))
    assert led.now(None).version == before
    led.close()


def test_a_proposal_keeps_the_reason_a_command_takes_as_its_own_argument(tmp_path: Path) -> None:
    """Mouse Guard's mark takes ``reason`` itself: the proposal's why is that reason, over the API and in the
    CLI's list; a reason given beside another command's arguments stays the why as before."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = tmp_path / "mg.sqlite"
    led = Ledger(store)
    led.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    led.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret", live_interval=0.05)
    try:
        name = ledger.campaigns().popitem()[0]
        path = f"/api/campaigns/{name.replace(' ', '%20')}"
        gm = client(app, token_for(app, "Dana", "gm"))
        assert gm.post(f"{path}/approval", json={"approval": "players"}).status_code == 201
        ana = client(app, token_for(app, "Ana", "player", ["Wren"]))
        made = ana.post(f"{path}/commands/mark", json={"character": "Wren", "condition": "tired",
                                                       "reason": "swam the <b>ford</b>"})
        assert made.status_code == 202, made.text
        listed = gm.get(f"{path}/proposals").json()
        assert [(p["command"], p["args"]["reason"], p["why"]) for p in listed] == [
            ("mark", "swam the <b>ford</b>", "swam the <b>ford</b>")]
    finally:
        ledger.close()
    cli = Cli(store)
    listed = cli.json("proposals", "--campaign", name)
    assert [(p["command"], p["why"]) for p in listed] == [("mark", "swam the <b>ford</b>")]


def test_the_seats_refusals_read_in_the_campaign_s_language(tmp_path: Path) -> None:
    from ledger.errors import LedgerError
    from ledger.service import Ledger
    from rules import get_system
    from rules.errors import RuleError

    led = Ledger(tmp_path / "es.sqlite")
    led.replay(ROOT / "sample_campaigns" / "masks-second-chances.yaml")
    led.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
    said = []
    for characters in (["Doctor Arclight"], ["Gale"]):
        with pytest.raises((RuleError, LedgerError)) as info:
            led.group(None, "grant", {"person": "Bo", "role": "player", "characters": characters})
        said.append(get_system("masks").refusal(RuleError(info.value.field, info.value.message), "es"))
    led.close()
    assert said == [
        "characters: Doctor Arclight no es un personaje jugador (lo lleva el Narrador); un jugador juega uno de: Gale, Rook",
        "characters: rechazado (un personaje lo juega una sola persona a la vez): Ana ya juega Gale; quita antes a Ana o "
        "dale otros personajes, o pon la regla shared-characters en yes"]
