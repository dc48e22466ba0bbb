"""The table page's forms for players, read through the test client: a pick that takes details asks for them (a
select of the values the rules take) and the refusal without them reads wholly in the language; the roll's Soldier
switch only where a Soldier acts; recap texts in a textarea; a player's own undo when the service allows it; the
status's "allowed now" hints without command-line syntax; a refusal naming a field the form leaves out, by its
caption; the desk's proposal line with the reason set apart. Source: README "The web table"; seed 000 (Comfort or
Support's options, the Spanish condition names); docs/systems/masks.md "Playbooks" (the Soldier).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
PAGE = "/c/Second%20Chances"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """(the GM's client, Ana's as the player of Gale, the ledger), in a fresh session and scene of Second Chances."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    app = make_app(ledger, secret="test-secret", live_interval=0.05)
    clients = []
    for token in (token_for(app, "Dana", "gm"), token_for(app, "Ana", "player", ["Gale"])):
        made = TestClient(app, base_url="http://127.0.0.1")
        made.headers["Authorization"] = f"Bearer {token}"
        clients.append(made)
    gm, ana = clients
    for path in ("session/start", "scene/start"):
        assert gm.post(f"{CAMPAIGN}/commands/{path}", json={}).status_code == 201
    yield gm, ana, ledger
    ledger.close()


def form_of(page: str, command: str) -> str:
    """The HTML of the table's form for ``command``."""
    found = re.search(r'<details class="command" data-command="' + re.escape(command) + r'">(.*?)</details>', page,
                      re.S)
    assert found, command
    return found.group(1)


def details_of(page: str, pick: str) -> str:
    found = re.search(r'<fieldset class="pick-details" data-pick-details="' + re.escape(pick) + r'"[^>]*>(.*?)'
                      r'</fieldset>', page, re.S)
    assert found, pick
    return found.group(1)


def comfort(ana: TestClient) -> None:
    """Gale comforts Rook (4+4: a 7-9), whose picks are then open."""
    got = ana.post(f"{CAMPAIGN}/commands/roll", json={"move": "Comfort or Support", "as": "Gale", "target": "Rook",
                                                      "dice": [4, 4]})
    assert got.status_code == 201, got.text


def test_a_pick_taking_a_detail_asks_for_it_with_the_values_the_rules_take(table: Any) -> None:
    from rules import get_system
    from rules.masks.data import term

    gm, ana, ledger = table
    comfort(ana)
    assert gm.post(f"{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": "afraid"}).status_code == 201
    page = gm.get(f"{PAGE}?lang=es").text
    resolve = form_of(page, "resolve")
    box = details_of(resolve, "CS2")
    assert 'data-pick-details="CS2" hidden' in resolve                     # shown once CS2 is chosen (the script)
    assert re.findall(r'<option value="([a-z]+)">([^<]+)</option>', box) == [("afraid", term("afraid", "es"))]
    assert "<span>Condición</span>" in box and "Asustado" in box
    assert 'name="' not in box                                              # sent inside the pick, not on its own
    shift = details_of(resolve, "CS3")                                      # they shift Labels: up, down, overflow
    assert re.findall(r'data-detail="([a-z]+)"', shift) == ["up", "down", "overflow"]
    assert '<option value="danger">Peligro</option>' in shift
    system = get_system("masks")
    assert not set(re.findall(r'data-pick-details="([^"]+)"', resolve)) - set(system.views.pick_details(
        ledger.now("Second Chances").state, "es"))
    done = gm.post(f"{CAMPAIGN}/commands/resolve", json={"pick": ["CS2:condition=afraid"]})  # what the form sends
    assert done.status_code == 201, done.text
    assert not ledger.now("Second Chances").state["characters"]["Rook"]["conditions"]["afraid"]


@pytest.mark.parametrize("lang, said", [("en", "Rook has no condition marked"),
                                         ("es", "Rook no tiene ninguna condición marcada")])
def test_comfort_s_cs2_offers_only_the_target_s_marked_conditions_and_says_when_there_is_none(
        table: Any, lang: str, said: str) -> None:
    from rules.masks.data import term

    gm, ana, ledger = table
    comfort(ana)
    box = details_of(form_of(gm.get(f"{PAGE}?lang={lang}").text, "resolve"), "CS2")
    assert "<select" not in box and "<input" not in box
    assert re.findall(r'<small class="note" data-detail-note="condition">([^<]+)</small>', box) == [said]
    for marked in ("guilty", "angry"):                                     # marked in any order: offered in the seed's
        assert gm.post(f"{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": marked}).status_code == 201
    assert gm.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"}).status_code == 201
    box = details_of(form_of(gm.get(f"{PAGE}?lang={lang}").text, "resolve"), "CS2")
    assert re.findall(r'<option value="([a-z]+)">([^<]+)</option>', box) == [(c, term(c, lang))
                                                                             for c in ("angry", "guilty")]
    assert "data-detail-note" not in box


def test_a_pick_missing_its_detail_is_refused_wholly_in_spanish(table: Any) -> None:
    gm, ana, ledger = table
    comfort(ana)
    before = ledger.now("Second Chances").version
    got = gm.post(f"{CAMPAIGN}/commands/resolve?lang=es", json={"pick": ["CS2"]})
    assert got.status_code == 400 and got.json()["error"]["field"] == "pick"
    said = got.json()["error"]["message"]
    assert said == "CS2 requiere la condición que despeja el objetivo (condition=...), p. ej. CS2:condition=..."
    english = gm.post(f"{CAMPAIGN}/commands/resolve?lang=en", json={"pick": ["CS2"]}).json()["error"]["message"]
    assert english == "CS2 needs condition=... (the condition the target clears), e.g. CS2:condition=..."
    assert ledger.now("Second Chances").version == before


def test_pokemon_picks_take_their_details_from_the_open_roll_s_move() -> None:
    from rules.pokemon.pick_details import details
    from rules.pokemon.rolls import FLAGS, PARAMS

    state = {"roll": {"move": "scambio"}, "characters": {"Noir": {}, "Ash": {}}}
    found = details(state, "it")
    assert set(found) == {oid for (move, oid) in PARAMS if move == "scambio"}
    resisti = {d["key"]: d for d in found["resisti"]}
    assert resisti["evita"]["kind"] == "flag" and "evita" in FLAGS
    assert resisti["condizione"]["choices"] == []                          # a Condition is any text
    assert {d["key"]: d["choices"] for d in found["prepari"]}["bersaglio"] == [["Noir", "Noir"], ["Ash", "Ash"]]
    assert details({"roll": None}, "it") == {}


def test_the_soldier_switch_is_offered_only_where_a_soldier_acts(table: Any) -> None:
    gm, ana, ledger = table
    assert 'name="soldier"' not in form_of(ana.get(f"{PAGE}?lang=es").text, "roll")     # Gale, a Beacon
    assert 'name="soldier"' not in form_of(gm.get(f"{PAGE}?lang=es").text, "roll")      # no Soldier at all
    made = gm.post(f"{CAMPAIGN}/commands/add-character", json={"name": "Cass", "playbook": "soldier",
                                                                "plus_one": "danger"})
    assert made.status_code == 201, made.text
    roll = form_of(gm.get(f"{PAGE}?lang=es").text, "roll")                              # the GM may act as Cass
    assert re.search(r'<input type="checkbox" name="soldier" data-kind="bool"> <span>Soldado</span>', roll)
    assert 'name="soldier"' not in form_of(ana.get(f"{PAGE}?lang=es").text, "roll")     # still not for Gale


def test_a_recap_keeps_its_paragraphs_in_a_textarea(table: Any) -> None:
    gm, _ana, _ledger = table
    recap = form_of(gm.get(PAGE).text, "recap")
    assert re.search(r'<textarea name="text" data-kind="text" rows="4"[^>]*></textarea>', recap)
    assert '<input name="text"' not in recap


def test_a_player_is_offered_the_undo_of_their_own_last_action(table: Any) -> None:
    gm, ana, ledger = table
    assert 'data-command="undo"' not in ana.get(PAGE).text                  # nothing of hers to undo yet
    marked = ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid"})
    assert marked.status_code == 201, marked.text
    action = marked.json()["action"]
    undo = form_of(ana.get(f"{PAGE}?lang=es").text, "undo")
    assert f'<input type="hidden" name="action" data-kind="int" value="{action}">' in undo
    assert "Deshacer mi última acción" in undo and f"#{action} marcar condición" in undo
    assert 'data-api="/api/campaigns/Second%20Chances/corrections/undo"' in undo
    assert 'data-command="undo"' not in gm.get(PAGE).text                   # the GM corrects from the desk
    done = ana.post(f"{CAMPAIGN}/corrections/undo", json={"action": action})     # what the form sends
    assert done.status_code == 201, done.text
    assert not ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["afraid"]
    assert 'data-command="undo"' not in ana.get(PAGE).text                  # undone: no earlier one is hers to undo
    assert gm.post(f"{CAMPAIGN}/permissions", json={"rule": "player-undo", "value": "none"}).status_code == 201
    assert ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "guilty"}).status_code == 201
    assert 'data-command="undo"' not in ana.get(PAGE).text                  # the service says no: not offered


def test_the_status_hints_name_options_by_the_forms_captions(table: Any) -> None:
    gm, ana, _ledger = table
    comfort(ana)
    spanish = gm.get(f"{PAGE}?lang=es").text
    allowed = re.search(r"<dt>ahora se puede</dt><dd>(.*?)</dd>", spanish, re.S)
    assert allowed, spanish[:2000]
    assert "tirada Defender (De: Gale)" in allowed.group(1) and "--" not in allowed.group(1)
    english = re.search(r"<dt>allowed now</dt><dd>(.*?)</dd>", gm.get(PAGE).text, re.S)
    assert english and "roll Defend (From: Gale)" in english.group(1) and "--" not in english.group(1)


def test_a_players_form_captions_every_argument_a_refusal_may_name(table: Any) -> None:
    gm, ana, _ledger = table
    shift = form_of(ana.get(f"{PAGE}?lang=es").text, "shift")
    assert 'name="overflow_condition"' not in shift                         # the GM's ruling: not hers to give
    captions = json.loads(html.unescape(re.search(r'data-captions="([^"]*)"', shift).group(1)))
    assert captions["overflow_condition"] == "Condición por desborde"
    got = ana.post(f"{CAMPAIGN}/commands/shift?lang=es", json={"character": "Gale", "up": "mundane", "down": "danger"})
    error = got.json()["error"]                                             # Gale's Mundane is +3 already
    assert got.status_code == 400 and error["field"] == "overflow_condition"
    assert error["message"] == ("esto lo da un Narrador (es su decisión), no un jugador: pide a un Narrador que lo dé, o que haga "
                                "él esta acción: cambiar Etiquetas")


def test_the_desks_proposal_line_sets_the_reason_apart(table: Any) -> None:
    gm, ana, _ledger = table
    assert gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    got = ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale",
                                                      "reason": "le miro a los ojos"})
    assert got.status_code == 202, got.text
    desk = gm.get("/c/Second%20Chances/desk?lang=es").text
    line = re.search(r'<article class="proposal"[^>]*>\s*<p>(.*?)</p>', desk, re.S).group(1)
    text = re.sub(r"<[^>]+>", "", line)
    assert text.endswith(": marcar condición — «le miro a los ojos»"), text
    assert '<span class="why">le miro a los ojos</span>' in line


def test_every_masks_pick_detail_is_captioned_in_spanish() -> None:
    """Seed 000's Spanish (condiciones, Etiquetas): each detail a Masks pick takes (``rules.masks.picks.PARAMS``) has
    a Spanish caption on the table page's form (CS3's ``overflow`` read as the API's key)."""
    import rules
    from ledger.web.pages.forms import caption_of
    from rules.masks.pick_syntax import PARAMS

    masks = rules.get_system("masks")
    keys = sorted({k for v in PARAMS.values() for k in v})
    said = {k: caption_of(masks, k, "es") for k in keys}
    assert said["overflow"] == "Condición por desborde" and said["up"] == "Sube" and said["down"] == "Baja"
    assert [k for k, v in said.items() if v.lower() == k.replace("_", "-")] == []
