"""The GM's rulings are the GM's in every system: over the API a player is refused each of their system's rulings
(403, the ``gm-commands`` rule named, nothing written, under GM approval too: no proposal) and is not offered it
as a form, while the GM gives it; a player's own forward reads as theirs, never the GM's; an evolution's row names
the species before and after. Source: README "Playing as a group" (only a GM gives the commands that run the table)
and each system's "Who gives which command" table (docs/systems/)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import token_for
from rules import get_system

GM_RULE = "refused (only a GM gives the commands that run the table and those that are the GM's rulings): Bo is a player, not a GM; {}"


def gm_rule(system: str, command: str) -> str:
    """The refusal of a player's GM command ``command``: a ruling of ``system`` (``GameSystem.gm_rulings``) is the
    GM's, any other runs the table."""
    ruling = command in get_system(system).gm_rulings
    return GM_RULE.format(f"{command} is the GM's (a ruling)" if ruling else f"{command} runs the table")

#: system -> (campaign, the owner's set-up, the player's character(s)); Lumo is Vera's Pokémon, played by her player
SETUPS: dict[str, tuple[str, list[tuple[str, dict[str, Any]]], list[str]]] = {
    "pokemon": ("Noir", [("add-character", {"name": "Vera"}),
                         ("add-pokemon", {"name": "Lumo", "allenatore": "Vera", "specie": "Chinchou"})], ["Vera"]),
    "basic": ("Salt", [("add-character", {"name": "Mara", "attributes": "brawn=3,agility=2", "level": 3})], ["Mara"]),
    "mosaic": ("Blumen", [("culture add", {"name": "Castile", "playbook": "conquistador"}),
                          ("culture add", {"name": "Mexica", "playbook": "priest"}),
                          ("add-character", {"name": "Diego", "playbook": "conquistador",
                                             "background": ["Castile:aggression", "Mexica:cunning"],
                                             "faith": "Castile:inspiration", "contacts": "Mexica:understanding"})],
               ["Diego"]),
    "masks": ("Halcyon", [("add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "mundane"})], ["Gale"]),
    "mouseguard": ("Darkwater", [("add-character", {"name": "Wren", "nature": 4, "will": 4, "health": 4,
                                                    "skill": ["scout=4"]})], ["Wren"]),
}

#: system -> the rulings a player tried (seed sections in docs/systems/<system>.md), each with its body
RULINGS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "pokemon": [("adjust", {"character": "Vera", "risorse": 50}), ("adjust", {"character": "Vera", "esperienza": 5}),
                ("add-pokemon", {"name": "Mewtwo", "allenatore": "Vera", "specie": "Mewtwo"}),
                ("evolve", {"pokemon": "Lumo", "into": "Lanturn", "clausola": True}),
                ("forward", {"character": "Vera", "amount": 3, "ongoing": True}),
                ("harm", {"character": "Lumo", "slot": "ferita"}), ("condition", {"target": "Lumo", "condition": "Felice"}),
                ("debt add", {"character": "Vera", "contact": "Zio Sam"})],
    "basic": [("adjust", {"character": "Mara", "level": 30}), ("adjust", {"character": "Mara", "attributes": "brawn=30"})],
    "mosaic": [("culture add", {"name": "Kongo"}), ("advantage add", {"culture": "Castile"}),
               ("influence mark", {"character": "Diego", "culture": "Castile", "stat": "cunning"}),
               ("dispute", {"roll": 5})],
    "masks": [("add-npc", {"name": "Doctor Arclight"}), ("battle start", {})],
    "mouseguard": [("add-character", {"name": "Owl", "kind": "animal", "nature": 6}), ("turn players", {})],
}


def served(tmp_path: Path, system: str) -> tuple[Any, Any]:
    """(the warm ``Ledger``, the app over it) of a fresh campaign of ``system`` (``SETUPS``) set up by the store's
    owner, its session and scene open (Mouse Guard: the GM's Turn first). The caller closes the ledger."""
    from ledger.service import Ledger
    from ledger.web import make_app

    name, steps, _ = SETUPS[system]
    store = str(tmp_path / f"{system}.sqlite")
    owner = Ledger(store)
    owner.create(name, system)
    opening = [("session start", {})] + ([("turn gm", {})] if system == "mouseguard" else []) + [("scene start", {})]
    for command, args in steps + opening:
        owner.act(name, command, args)
    owner.close()
    ledger = Ledger(store, warm=True)
    return ledger, make_app(ledger, secret="test-secret")


def client(app: Any, token: str) -> TestClient:
    """A test client of ``app`` sending bearer ``token``."""
    made = TestClient(app, base_url="http://127.0.0.1")
    made.headers["Authorization"] = f"Bearer {token}"
    return made


@pytest.fixture(params=sorted(SETUPS))
def table(request: Any, tmp_path: Path) -> Any:
    """(system, campaign, app, GM client, player client): a fresh campaign of each system, its session and scene open
    (Mouse Guard: the GM's Turn), GM Dana and player Bo of the system's player character."""
    system = request.param
    name, _, characters = SETUPS[system]
    ledger, app = served(tmp_path, system)
    yield system, name, app, client(app, token_for(app, "Dana", "gm")), client(app, token_for(app, "Bo", "player", characters))
    ledger.close()


def post(who: TestClient, name: str, command: str, body: dict[str, Any]) -> Any:
    return who.post(f"/api/campaigns/{name}/commands/{command.replace(' ', '/')}", json=body)


def test_a_player_is_refused_every_ruling_and_not_offered_it(table: Any) -> None:
    from ledger.service.offers import offered
    from ledger.service.people import Person

    system, name, app, gm, player = table
    ledger = app.state.ledger
    for approval in ("off", "players"):
        if approval != "off":                                            # off: the default
            gm.post(f"/api/campaigns/{name}/approval", json={"approval": approval}).raise_for_status()
        before = ledger.now(name).version
        for command, body in RULINGS[system]:
            got = post(player, name, command, body)
            assert got.status_code == 403, (command, got.text)
            error = got.json()["error"]
            assert (error["code"], error["field"]) == ("refused:gm-commands", "command")
            if system != "pokemon":                                      # Pokémon answers in Italian
                assert error["message"] == gm_rule(system, command)
            ruling = command in get_system(system).gm_rulings
            word = get_system(system).command_word(command, "it")            # as the history names it
            assert error["message"].endswith(f"{word} spetta al GM (è una sua decisione)" if system == "pokemon"
                                             and ruling else gm_rule(system, command).rpartition("; ")[2])
        assert ledger.now(name).version == before                       # nothing written, no proposal either
        assert not [p for p in ledger.proposals(name).values() if p.get("status") == "pending"]
    rows = {r["rule"]: r for r in player.get(f"/api/campaigns/{name}/permissions").json()}
    listed = rows["gm-commands"]["commands"]                            # what ``ledger permissions`` prints
    assert {c for c, _ in RULINGS[system]} <= set(listed) and set(listed) == set(get_system(system).gm_commands)
    offer = offered(ledger, name, Person("Bo"))
    assert offer.commands and not {c for c, _ in RULINGS[system]} & set(offer.commands)
    forms = set(re.findall(r'data-command="([^"]+)"', player.get(f"/c/{name}").text))
    assert forms == set(offer.commands)                                 # the page offers what the service says
    assert {c for c, _ in RULINGS[system]} <= set(re.findall(r'data-command="([^"]+)"', gm.get(f"/c/{name}").text))


@pytest.mark.parametrize("system", ["pokemon", "basic", "mosaic"])
def test_the_gm_gives_the_rulings_a_player_was_refused(tmp_path: Path, system: str) -> None:
    """The GM's body of each ruling is decided (201/200) and recorded (the version grows by one each)."""
    name = SETUPS[system][0]
    done = {"pokemon": [("adjust", {"character": "Vera", "risorse": 50}), ("adjust", {"character": "Vera", "esperienza": 5}),
                        ("add-pokemon", {"name": "Mewtwo", "allenatore": "Vera", "specie": "Mewtwo"}),
                        ("forward", {"character": "Vera", "amount": 3, "ongoing": True})],
            "basic": [("adjust", {"character": "Mara", "level": 4})],
            "mosaic": [("culture add", {"name": "Kongo"}), ("advantage add", {"culture": "Castile"}),
                       ("influence mark", {"character": "Diego", "culture": "Castile", "stat": "cunning"})]}[system]
    ledger, app = served(tmp_path, system)
    gm = client(app, token_for(app, "Dana", "gm"))
    try:
        for command, body in done:
            before = ledger.now(name).version
            got = post(gm, name, command, body)
            assert got.status_code in (200, 201), (command, got.text)
            assert ledger.now(name).version == before + 1
        state = ledger.now(name).state
    finally:
        ledger.close()
    if system == "pokemon":
        vera = state["characters"]["Vera"]
        assert (vera["risorse"], vera["esperienza"], state["characters"]["Mewtwo"]["allenatore"]) == (50, 5, "Vera")
        assert vera["forward"] == [{"amount": 3, "source": "GM", "ongoing": True}]      # the GM gave it: the GM's
    if system == "basic":
        assert state["characters"]["Mara"]["level"] == 4
    if system == "mosaic":
        assert "Kongo" in state["cultures"] and state["characters"]["Diego"]["influence"]["cunning"] == {"Castile": True}


def test_a_player_s_own_forward_reads_as_theirs_not_the_gm_s(tmp_path: Path) -> None:
    """Masks keeps ``forward`` a player's (a move's +1 forward the player takes): left without a reason, its source
    is the player's character, on the sheet and in the history row."""
    ledger, app = served(tmp_path, "masks")
    bo = client(app, token_for(app, "Bo", "player", ["Gale"]))
    try:
        got = post(bo, "Halcyon", "forward", {"character": "Gale", "amount": 1})
        assert got.status_code in (200, 201), got.text
        rows = bo.get("/api/campaigns/Halcyon/history").json()
        forwards = ledger.now("Halcyon").state["characters"]["Gale"]["forward"]
    finally:
        ledger.close()
    assert [f.get("source") for f in forwards] == ["Gale"]
    last = rows["rows"][-1] if isinstance(rows, dict) else rows[-1]
    assert "GM" not in str(last.get("changes")) and "Gale" in str(last.get("changes")), last


def test_an_evolution_names_the_species_before_and_after(tmp_path: Path) -> None:
    """``evolve Lumo --into Lanturn --clausola`` (the GM's) reads ``Lumo: Chinchou → Lanturn`` in the history."""
    ledger, app = served(tmp_path, "pokemon")
    gm = client(app, token_for(app, "Dana", "gm"))
    try:
        got = post(gm, "Noir", "evolve", {"pokemon": "Lumo", "into": "Lanturn", "clausola": True})
        assert got.status_code in (200, 201), got.text
        rows = gm.get("/api/campaigns/Noir/history").json()
        page = gm.get("/c/Noir/history").text
    finally:
        ledger.close()
    last = rows["rows"][-1] if isinstance(rows, dict) else rows[-1]
    assert "Lumo: Chinchou → Lanturn" in str(last), last
    assert "Lanturn → Lanturn" not in str(last) and "Lumo: Chinchou → Lanturn" in page


def test_evolving_into_the_species_it_is_now_is_refused(tmp_path: Path) -> None:
    """The newcomer's ``Lumo: Lanturn → Lanturn`` came from evolving a Lanturn into Lanturn again (the sample's Lumo
    evolved already): that is refused naming ``into``, and nothing is written."""
    from rules.errors import RuleError

    led, _ = served(tmp_path, "pokemon")
    led.act("Noir", "evolve", {"pokemon": "Lumo", "into": "Lanturn", "clausola": True})
    before = led.now("Noir").version
    with pytest.raises(RuleError) as err:
        led.act("Noir", "evolve", {"pokemon": "Lumo", "into": "lanturn", "clausola": True})
    assert (err.value.field, err.value.message) == ("into", "Lumo is a Lanturn already; name the species it evolves into")
    assert led.now("Noir").version == before and led.now("Noir").state["characters"]["Lumo"]["evoluzioni"] == ["Chinchou"]
    led.close()


def test_ledger_permissions_lists_the_system_s_gm_commands(tmp_path: Path) -> None:
    """``ledger permissions`` (the CLI, the store's owner) names the campaign system's GM commands on the
    ``gm-commands`` row, in the command table's order; ``--json`` as ``commands``."""
    from conftest import Cli

    cli = Cli(tmp_path / "perm.sqlite", env={"COLUMNS": "400"})
    cli("create", "Noir", "--system", "pokemon")
    row = next(r for r in cli.json("permissions") if r["rule"] == "gm-commands")
    assert row["commands"][:2] == ["add-character", "add-pokemon"]
    assert {"adjust", "forward", "evolve", "debt add"} <= set(row["commands"]) and "roll" not in row["commands"]
    out = cli("permissions", "--lang", "en").stdout
    rows: list[list[str]] = []
    for line in out.splitlines():                                # the table's rows, their wrapped lines joined
        cells = [c.strip() for c in line.split("│")[1:-1]]
        if len(cells) == 4 and (cells[0] or not rows):
            rows.append(cells)
        elif len(cells) == 4:
            rows[-1][3] += " " + cells[3]
    cell = next(r[3] for r in rows if r[0] == "gm-commands")
    assert "only a GM gives the commands that run the table" in cell
    assert "; running the table: add-character, session start, session end" in cell    # its own, then its rulings
    assert "; rulings: add-pokemon, battle harm, harm, heal, " in cell
