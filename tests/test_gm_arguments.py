"""A GM's ruling given as an argument of a player's command (``SystemDeclaration.gm_arguments``) is the GM's in every
system: over the API a player giving one is refused (403, rule ``gm-arguments``, the argument named as typed,
nothing written), the same command without it is theirs, the GM gives it; under GM approval the player's becomes a
proposal the GM decides; a player's form leaves the argument out; ``ledger permissions`` (CLI and API) lists every
ruling. Source: each system's docs page, "Who gives which command" (the seed behind each ruling)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from test_web_gm_rulings import SETUPS, client, post, served
from web_support import token_for

RULE = ("refused (only a GM gives an argument that is the GM's ruling (the permissions list them); under "
        "approval a player proposes it and a GM decides): Bo is a player, not a GM; {} is the GM's")

#: system -> (set-up the GM gives first, [(command, the player's body with the ruling, the argument as typed,
#: the same body without it)])
CASES: dict[str, tuple[list[tuple[str, dict[str, Any]]], list[tuple[str, dict[str, Any], str, dict[str, Any]]]]] = {
    "masks": ([], [
        ("shift", {"character": "Gale", "up": "freak", "down": "mundane", "imposed": True}, "--imposed",
         {"character": "Gale", "up": "freak", "down": "mundane", "imposed": False}),
        ("forward", {"character": "Gale", "amount": 2}, "--amount", {"character": "Gale", "amount": 1})]),
    "mosaic": ([], [
        ("roll", {"move": "push", "dice": [3, 2]}, "", {"move": "push", "dice": [3, 2]}),
        ("resolve", {"gm_move": "The guards close in"}, "--gm-move", {})]),
    "pokemon": ([], [
        ("roll", {"move": "cerca", "approccio": "acume", "dice": [3, 2], "as": "Vera"}, "",
         {"move": "cerca", "approccio": "acume", "dice": [3, 2], "as": "Vera"}),
        ("resolve", {"reazione": "Arriva la polizia", "as": "Vera"}, "--reazione", {"as": "Vera"})]),
    "basic": ([], [
        ("move", {"to": "the gate", "attribute": "agility", "difficulty": 3, "dice": [4]}, "--difficulty",
         {"to": "the gate"})]),
    "mouseguard": ([("add-character", {"name": "Owl", "kind": "animal", "nature": 6})], [
        ("test", {"skill": "scout", "ob": 2, "dice": [6, 5, 4, 1]}, "--ob",
         {"skill": "scout", "versus": "Owl", "dice": [6, 5, 4, 1]})]),
}


@pytest.fixture(params=sorted(CASES))
def table(request: Any, tmp_path: Path) -> Any:
    """(system, campaign, ledger, GM client, player client): a fresh campaign of each system (``SETUPS``) with its
    ``CASES`` set-up given by GM Dana, player Bo playing the system's player character(s)."""
    system = request.param
    name, _, characters = SETUPS[system]
    ledger, app = served(tmp_path, system)
    gm = client(app, token_for(app, "Dana", "gm"))
    for command, body in CASES[system][0]:
        assert post(gm, name, command, body).status_code == 201
    yield system, name, ledger, gm, client(app, token_for(app, "Bo", "player", characters))
    ledger.close()


def test_a_player_is_refused_a_ruling_and_given_the_command_without_it(table: Any) -> None:
    system, name, ledger, _, player = table
    for command, ruled, typed, plain in CASES[system][1]:
        if typed:
            before = ledger.now(name).version
            got = post(player, name, command, ruled)
            assert got.status_code == 403, (command, got.text)
            error = got.json()["error"]
            field = '"' + typed.lstrip("-").replace("-", "_") + '"'     # the API names the body's field
            if f"; {field}: true " in error["message"]:               # a flag: the field and its value
                field = f"{field}: true"
            assert error["code"] == "refused:gm-arguments" and f"; {field} " in error["message"]
            if system != "pokemon":                                   # Pokémon answers in Italian
                assert error["message"] == RULE.format(field)
            assert ledger.now(name).version == before                 # nothing written
        got = post(player, name, command, plain)
        assert got.status_code == 201, (command, got.text)
        assert got.json()["who"].startswith("Bo (")


def test_the_gm_gives_the_ruling(table: Any) -> None:
    system, name, ledger, gm, _ = table
    character = SETUPS[system][2][0]
    for command, ruled, typed, _ in CASES[system][1]:
        body = {"as": "GM" if typed == "--gm-move" else character, **ruled}      # MOSAIC: the GM's move, as GM
        before = ledger.now(name).version
        got = post(gm, name, command, body)
        assert got.status_code == 201, (command, got.text)
        assert ledger.now(name).version > before
        assert got.json()["who"] == ("Dana" if body["as"] == "GM" else f"Dana ({character})")
    if system == "masks":                                             # the GM's +2 forward is on the sheet
        assert [f["amount"] for f in ledger.now(name).state["characters"]["Gale"]["forward"]] == [2]


def test_under_approval_a_player_s_ruling_is_a_proposal_the_gm_decides(table: Any) -> None:
    system, name, ledger, gm, player = table
    command, ruled, typed, _ = CASES[system][1][-1]
    if command == "resolve":                                          # a roll to resolve first
        first, _, _, plain = CASES[system][1][0]
        assert post(player, name, first, plain).status_code == 201
    gm.post(f"/api/campaigns/{name}/approval", json={"approval": "players"}).raise_for_status()
    got = post(player, name, command, ruled)
    if typed == "--gm-move":                       # MOSAIC's rules take the GM's move from the GM alone: no proposal
        assert (got.status_code, got.json()["error"]["field"]) == (400, "gm_move")
        assert not [p for p in ledger.proposals(name).values() if p.get("status") == "pending"]
        return
    assert got.status_code in (200, 201, 202), got.text
    pending = [p for p in ledger.proposals(name).values() if p.get("status") == "pending"]
    assert len(pending) == 1 and pending[0]["command"] == command
    key = typed.lstrip("-").replace("-", "_")
    assert pending[0]["args"].get(key, pending[0]["args"].get(key.replace("_", "-"))) == ruled[key]


def test_a_player_s_form_leaves_the_ruling_out_and_the_gm_s_offers_it(table: Any) -> None:
    """The ruling is none of the fields a player's form records; a form with an **Odds** button offers it in its
    "for the odds only" box (README "The web table"), the one place of the page the script sends to the odds alone."""
    system, name, _, gm, player = table
    command, _, typed, _ = CASES[system][1][-1]
    key = typed.lstrip("-").replace("-", "_")

    def fields(who: Any) -> tuple[set[str], set[str], bool]:
        """(the names the form records, those only its odds take, whether it has an Odds button)."""
        page = who.get(f"/c/{name}").text
        form = re.search(rf'data-command="{re.escape(command)}".*?</form>', page, re.S)
        text = form.group(0) if form else ""
        box = re.search(r'<fieldset class="odds-only" data-odds-only>.*?</fieldset>', text, re.S)
        odds_only = box.group(0) if box else ""
        return (set(re.findall(r'name="([^"]+)"', text.replace(odds_only, ""))),
                set(re.findall(r'name="([^"]+)"', odds_only)), "data-odds=" in text)

    if command == "resolve":                                          # offered once a roll waits
        post(player, name, CASES[system][1][0][0], CASES[system][1][0][3]).raise_for_status()
    recorded, for_odds, odds = fields(player)
    assert key not in recorded and recorded
    assert (key in for_odds) == odds
    recorded, for_odds, _ = fields(gm)
    assert key in recorded and not for_odds


def test_permissions_list_every_ruling_with_why(table: Any) -> None:
    from rules import get_system

    system, name, _, _, player = table
    rows = {r["rule"]: r for r in player.get(f"/api/campaigns/{name}/permissions").json()}
    listed = rows["gm-arguments"]["arguments"]
    declared = get_system(system).gm_arguments
    assert len(listed) == sum(len(v) for v in declared.values())
    assert all(a["command"] in declared and a["why"].startswith("00") for a in listed)
    for command, _, typed, _ in CASES[system][1]:
        if typed:
            assert any(a["command"] == command and a["argument"] == typed for a in listed)


def test_the_cli_lists_the_rulings_and_its_owner_gives_them(tmp_path: Path) -> None:
    """``ledger permissions`` prints every ruling after the rule's sentence (read whole however the table wraps) and
    lists them in ``--json``; the CLI is the store's owner, a GM, whose imposed shift is recorded as imposed."""
    from conftest import Cli

    cli = Cli(tmp_path / "m.sqlite")
    cli("create", "Halcyon", "--system", "masks")
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "mundane")
    cli("session", "start")
    cli("scene", "start")
    rows = {r["rule"]: r for r in cli.json("permissions")}
    listed = [(a["command"], a["argument"], a["values"]) for a in rows["gm-arguments"]["arguments"]]
    assert ("shift", "--imposed", "") in listed and ("forward", "--amount", "other than 1") in listed
    flat = re.sub(r"[\s│|]", "", cli("permissions").stdout)
    assert "shift--imposed" in flat and "forward--amount(otherthan1)" in flat and "resolve--gm-move" in flat
    before = cli.json("sheet", "Gale")["labels"]
    cli("shift", "Gale", "--up", "freak", "--down", "mundane", "--imposed")      # the owner is a GM
    after = cli.json("sheet", "Gale")["labels"]
    history = cli.json("history")
    assert (after["freak"], after["mundane"]) == (before["freak"] + 1, before["mundane"] - 1), (before, after)
    assert "imposed" in str(history[-1] if isinstance(history, list) else history["rows"][-1])


def test_the_desk_lists_the_gm_s_commands_and_rulings_as_ledger_permissions_does(table: Any) -> None:
    """The desk's permissions section names, after each rule, what ``ledger permissions`` lists after it: the GM's
    commands and the GM's rulings, commands named in the reader's language (``command_text``)."""
    import html

    from ledger.group.permissions import listed_in
    from ledger.projections.history import command_text
    from ledger.web.pages.forms import caption_of
    from rules import get_system

    system, name, _, gm, _ = table
    page = gm.get(f"/c/{name}/desk").text
    spans = [html.unescape(s) for s in re.findall(r'<span class="listed">([^<]*)</span>', page)]
    rows = {r["rule"]: r for r in gm.get(f"/api/campaigns/{name}/permissions").json()}
    lang = re.search(r'<html lang="([^"]+)"', page).group(1)
    said = get_system(system)
    captioned = lambda a: caption_of(said, a["field"], lang)  # noqa: E731 - as the command's form captions it
    named = [listed_in(rows[rule], lambda c: command_text(c, lang, said), lambda t: said.word(t, lang), captioned)
             for rule in ("gm-commands", "gm-arguments")]
    assert spans == named and all(named)
    last = rows["gm-arguments"]["arguments"][-1]                  # a ruling named as its form captions it, no option
    assert f"{command_text(last['command'], lang, said)}: {captioned(last)}" in spans[1] and "--" not in spans[1]
