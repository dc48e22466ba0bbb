"""The table page's forms speak the campaign's language: suggestion lists hold the words of the reader's language
only (an id is still accepted when posted), the open roll's picks are shown with their words (the value posted stays
the id), a new character's name suggests nothing, and a player's ``character`` field is a select of the characters
they may name. Source: README "Playing as a group" (the table page's forms); docs/systems/mosaic.md and
docs/systems/masks.md (the moves' options, "Picks"); ``ledger.service.offers`` (who may act as whom).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from test_web_gm_rulings import SETUPS, client, served
from web_support import token_for

#: system -> (reader's language, a roll on a hit with its open picks)
ROLLS = {"mosaic": ("de", {"move": "push", "character": "Diego", "dice": [6, 6]}),
         "masks": ("es", {"move": "directly_engage", "character": "Gale", "dice": [6, 6]})}


def lists_of(page: str) -> dict[str, list[str]]:
    """Each datalist's id -> its option values, in order."""
    return {i: re.findall(r'<option value="([^"]*)"', body)
            for i, body in re.findall(r'<datalist id="([^"]+)">(.*?)</datalist>', page, re.S)}


def field_list(page: str, command: str, key: str) -> list[str]:
    """The option values of field ``key``'s suggestions in ``command``'s form (``[]`` when it has none)."""
    form = re.search(rf'data-command="{re.escape(command)}".*?</form>', page, re.S)
    assert form, command
    found = re.search(rf'name="{key}"[^>]*list="([^"]+)"', form.group(0))
    return lists_of(form.group(0)).get(found.group(1), []) if found else []


@pytest.fixture(params=sorted(ROLLS))
def rolled(request: Any, tmp_path: Path) -> Any:
    """(system, campaign, GM client, player client, page language) with a hit's picks open."""
    system = request.param
    name, _, characters = SETUPS[system]
    ledger, app = served(tmp_path, system)
    gm = client(app, token_for(app, "Dana", "gm"))
    player = client(app, token_for(app, "Bo", "player", characters))
    lang, roll = ROLLS[system]
    assert gm.post(f"/api/campaigns/{name}/commands/roll", json=roll).status_code == 201
    yield system, name, gm, player, lang
    ledger.close()


def test_suggestions_are_the_languages_words_only(rolled: Any) -> None:
    """MOSAIC's moves and stats in German, Masks' conditions and Labels in Spanish: no English id among them."""
    system, name, gm, _, lang = rolled
    page = gm.get(f"/c/{name}", headers={"Accept-Language": lang}).text
    if system == "mosaic":
        assert field_list(page, "press", "stat") == ["Aggression", "Disziplin", "Gerissenheit", "Verständnis",
                                                          "Inspiration"]
        moves = field_list(page, "trait", "move")
        assert moves[:2] == ["Vorstoßen", "Standhalten"] and "push" not in moves and "hold" not in moves
    else:
        assert field_list(page, "mark", "condition") == ["Enojado", "Asustado", "Culpable", "Desesperado",
                                                         "Inseguro"]
        assert field_list(page, "shift", "up") == ["Peligro", "Raro", "Salvador", "Superior", "Mundano"]
        assert "add-character" in page and field_list(page, "add-character", "plus_one")[:2] == ["Peligro", "Raro"]


def test_an_id_is_still_accepted_when_posted(rolled: Any) -> None:
    """The suggestions leave the ids out; the command still takes one (``rules.names``)."""
    system, name, gm, _, _ = rolled
    body = {"pick": ["PU1"]} if system == "mosaic" else {"pick": ["DE1", "DE2"]}
    assert gm.post(f"/api/campaigns/{name}/commands/resolve", json=body).status_code == 201
    if system == "masks":
        got = gm.post(f"/api/campaigns/{name}/commands/mark", json={"character": "Gale", "condition": "angry"})
        assert got.status_code == 201, got.text


def test_the_picks_show_their_words(rolled: Any) -> None:
    """The resolve form's pick list: each option's value the id, its label the id with the status box's words."""
    system, name, gm, _, lang = rolled
    page = gm.get(f"/c/{name}", headers={"Accept-Language": lang}).text
    select = re.search(r'<select name="pick"[^>]*>(.*?)</select>', page, re.S)
    assert select
    options = re.findall(r'<option value="([^"]+)">([^<]+)</option>', select.group(1))
    if system == "mosaic":
        assert options == [("PU1", "PU1 (du richtest Schaden an)"),
                           ("PU2", "PU2 (du bekommst einen Gegenstand zu fassen)")]
    else:
        assert options == [("DE1", "DE1 (resistes o evades los golpes)"), ("DE2", "DE2 (tomas algo importante)"),
                           ("DE3", "DE3 (creas una oportunidad para tus aliados)"),
                           ("DE4", "DE4 (impresionas, sorprendes o intimidas a tu oponente)")]


def test_a_new_name_suggests_none_and_a_players_character_is_a_select(rolled: Any) -> None:
    """add-character's ``name`` has no suggestions (an existing name is refused); a player's ``character`` field
    offers exactly the characters the service lets them name, as a select."""
    system, name, gm, player, lang = rolled
    page = gm.get(f"/c/{name}", headers={"Accept-Language": lang}).text
    form = re.search(r'data-command="add-character".*?</form>', page, re.S)
    assert form and re.search(r'<input name="name" data-kind="text" autocomplete="off" required>', form.group(0))
    mine = player.get(f"/c/{name}", headers={"Accept-Language": lang}).text
    command = "trait" if system == "mosaic" else "mark"
    form = re.search(rf'data-command="{command}".*?</form>', mine, re.S)
    assert form
    select = re.search(r'<select name="character"[^>]*>(.*?)</select>', form.group(0), re.S)
    assert select and re.findall(r'<option value="([^"]*)"', select.group(1)) in (
        SETUPS[system][2], ["", *SETUPS[system][2]])
    assert 'name="character" data-kind="text" list=' not in form.group(0)


#: language -> (a list's item refused as a text, the item's range (never the 64-bit bound), an amend's action's range:
#: the campaign's, ``{n}`` its last action)
NUMBER_WORDS = {
    "de": ("Eintrag 1: eine ganze Zahl, kein Text",
           "Eintrag 1: eine ganze Zahl mit höchstens 18 Ziffern",
           "eine Aktionsnummer ist eine ganze Zahl von 1 bis {n}"),
    "es": ("elemento 1: un número entero, no un texto",
           "elemento 1: un número entero de como mucho 18 cifras",
           "un número de acción es un número entero de 1 a {n}"),
}


@pytest.mark.parametrize("system", sorted(ROLLS))
def test_number_refusals_say_the_range_in_the_readers_language(tmp_path: Path, system: str) -> None:
    """The form road sends digits too long for a script's number as text (``ledger.js``'s ``whole``): refused with
    the range, never as "a text", in the reader's language; letters stay "not a text"; nothing written."""
    name = SETUPS[system][0]
    lang, roll = ROLLS[system]
    ledger, app = served(tmp_path, system)
    gm = client(app, token_for(app, "Dana", "gm"))
    said = {"Accept-Language": lang}
    try:
        before = ledger.now(name).version
        text, item, action = NUMBER_WORDS[lang]
        action = action.format(n=ledger.now(name).actions)
        for dice, words in ((["abc"], text), (["1" * 500], item), (["-" + "9" * 20], item)):
            got = gm.post(f"/api/campaigns/{name}/commands/roll", json={**roll, "dice": dice}, headers=said)
            assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == \
                (422, "dice", words)
        face = {"de": "Augenzahl -1 liegt außerhalb von 1..6; der Vorrat ist 2 Grundwürfel",
                "es": "la cara -1 está fuera de 1..6"}[lang]                     # the form's "-1,3"
        got = gm.post(f"/api/campaigns/{name}/commands/roll", json={**roll, "dice": [-1, 3]}, headers=said)
        assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == (400, "dice", face)
        got = gm.post(f"/api/campaigns/{name}/corrections/amend", json={"action": "9" * 20}, headers=said)
        assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == \
            (400, "action", action)
        got = gm.post(f"/api/campaigns/{name}/corrections/amend", json={"action": 2, "and": [{"action": "9" * 20}]},
                      headers=said)
        assert (got.status_code, got.json()["error"]["field"]) == (400, "and")
        assert got.json()["error"]["message"] == f"{text.split(':')[0]}: action: {action}"
        assert ledger.now(name).version == before
    finally:
        ledger.close()


@pytest.mark.parametrize("lang, words", [("es", "un nombre de 1 a 60 caracteres"), ("en", "a name of 1-60 characters")])
def test_a_condition_name_past_every_limit_gets_a_names_words(tmp_path: Path, lang: str, words: str) -> None:
    """Masks' ``mark --condition`` (docs/systems/masks.md, "Commands") of 5,000 characters: refused as a name (1-60
    characters), never with the text limit; a 100-character one is an unknown condition; nothing written."""
    ledger, app = served(tmp_path, "masks")
    gm = client(app, token_for(app, "Dana", "gm"))
    try:
        before = ledger.now("Halcyon").version
        got = gm.post("/api/campaigns/Halcyon/commands/mark", json={"character": "Gale", "condition": "x" * 5000},
                      headers={"Accept-Language": lang})
        assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == \
            (400, "condition", words)
        got = gm.post("/api/campaigns/Halcyon/commands/mark", json={"character": "Gale", "condition": "x" * 100},
                      headers={"Accept-Language": lang})
        assert got.status_code == 400 and "x" * 100 in got.json()["error"]["message"]
        assert ledger.now("Halcyon").version == before
    finally:
        ledger.close()


@pytest.mark.parametrize("lang, hint", [
    ("es", "  serían rechazadas (marca «En cascada» para deshacerlas también):"),
    ("en", "  would be refused (tick “cascade” to undo them too):")])
def test_the_desks_amend_preview_names_the_desks_controls(tmp_path: Path, lang: str, hint: str) -> None:
    """An amend's dry run from the desk (README "The server": the desk's Preview) turning Masks' hit into a miss
    (docs/systems/masks.md, "Picks": a miss has no options): the later resolve's refusal in the system's words and
    the desk's cascade box named, no CLI flag; nothing written."""
    ledger, app = served(tmp_path, "masks")
    gm = client(app, token_for(app, "Dana", "gm"))
    try:
        roll = gm.post("/api/campaigns/Halcyon/commands/roll", json=ROLLS["masks"][1]).json()["action"]
        resolve = gm.post("/api/campaigns/Halcyon/commands/resolve", json={"pick": ["DE1", "DE2"]}).json()["action"]
        before = ledger.now("Halcyon").version
        got = gm.post("/api/campaigns/Halcyon/corrections/amend?face=desk",
                      json={"action": roll, "dice": [1, 1], "dry_run": True}, headers={"Accept-Language": lang})
        assert got.status_code == 200
        lines = got.json()["lines"]
        assert lines[1] == hint and not [x for x in lines if "--" in x]
        api = gm.post("/api/campaigns/Halcyon/corrections/amend", json={"action": roll, "dice": [1, 1], "dry_run": True},
                      headers={"Accept-Language": lang}).json()["lines"]          # the API names its own fields
        assert '"cascade": true' in api[1] and "«" not in api[1] and "“" not in api[1]
        why = ("pick: un fallo (6-) en Enfrentarse a una amenaza no tiene opciones que elegir (total 1)" if lang == "es"
               else "pick: a miss on Directly Engage a Threat has no options to pick (total 1)")
        assert lines[2].endswith(why) and lines[2].startswith(f"    {resolve} (")
        assert ledger.now("Halcyon").version == before
    finally:
        ledger.close()


def test_an_ordered_list_is_a_text_box_and_a_repeatable_one_a_multiple_select() -> None:
    """README "The web table" (forms generated from the command table, the same models as the CLI): a list typed as
    one value split on a separator (``sep``: a Mouse Guard script's three actions, in order, repeats allowed — seed
    004, "Conflictos") is a text box suggesting the choices; a repeatable option (a Masks resolve's ``--pick``) is a
    multiple select of its choices."""
    from ledger.web.pages.forms import fields_of
    from rules import get_system

    guard = get_system("mouseguard")
    state = {"characters": {}, "conflicts": {}}
    fields = {f.key: f for f in fields_of(guard, "conflict script", state, "es")}
    assert (fields["actions"].kind, fields["actions"].ordered) == ("list", True)
    assert (fields["actors"].kind, fields["actors"].ordered) == ("list", True)
    masks = get_system("masks")
    picks = {f.key: f for f in fields_of(masks, "resolve", {"characters": {}}, "en")}
    assert (picks["pick"].kind, picks["pick"].ordered) == ("list", False)


def test_a_list_s_separator_is_the_cli_s_and_a_list_without_one_keeps_its_items_whole() -> None:
    """README "The web table": a list the CLI reads from one value split on its ``sep`` is typed split on that
    separator; every other list of texts is the CLI's repeatable option (``--pick X:k=a,j=b`` is one item), typed one
    item a line so that an item keeps its commas. Checked against every system's command table."""
    from ledger.web.pages.forms import fields_of
    from rules import get_system

    seen = 0
    for system in ("basic", "masks", "mosaic", "mouseguard", "pokemon"):
        declared = get_system(system)
        for command, spec in declared.commands.items():
            infos = {(i.alias or n): i for n, i in spec.args.model_fields.items()}
            for f in fields_of(declared, command, {"characters": {}}, declared.languages[0]):
                if f.kind not in ("list", "int-list"):
                    assert (f.sep, f.ordered) == ("", False), (system, command, f.key)
                    continue
                sep = ((infos[f.key].json_schema_extra or {}).get("cli") or {}).get("sep") or ""
                assert (f.sep, f.ordered) == (sep, bool(sep)), (system, command, f.key)
                seen += f.kind == "list" and not sep
    assert seen > 10                      # gear, wise, pick, item...: lists of texts typed one item a line
