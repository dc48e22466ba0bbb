"""A player's odds against a GM's ruling, on the table page in Debian's Chromium at a phone's width (README "The web
table": **Odds** where the system computes them; "Playing as a group": ``gm-arguments``). Mouse Guard's obstacle
(``test --ob``, seed 004 "Reglas básicas": the GM sets it) is offered to Wren's player inside the form's "for the
odds only" box: the Odds button asks the odds against it (the lines ``ledger odds`` prints, computed again here
through the service for the same arguments), and the action recorded from the same form never sends it, so the
service's rule on a player's ruling stays as it was (a roll needing it is told a GM gives it, naming the field as the
form labels it). A list of texts typed one item a line keeps an item's commas (the CLI's repeatable option).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from browser_support import (Person, browser, open_form, recorded,  # noqa: F401 - browser: the module's fixture
                             served_sample, signed_in)
from web_support import ROOT

PASSWORD = "a table of five"
DARKWATER = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
CAMPAIGN = "Darkwater Crossing"


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    """Darkwater Crossing (Mouse Guard) served with a scene open in the GM's turn, Wren and Rogard in it; Dana its
    GM, Ana playing Wren."""
    with served_sample(tmp_path / "dark.sqlite", DARKWATER, {"Dana": ("gm", []), "Ana": ("player", ["Wren"])},
                       PASSWORD) as (served, ledger):
        ledger.act(CAMPAIGN, "session start", {})
        ledger.act(CAMPAIGN, "scene start", {"title": "The ford", "with": ["Wren", "Rogard"]})
        ledger.act(CAMPAIGN, "turn gm", {})
        yield served, ledger


def odds_asked(person: Person, form: Any) -> tuple[dict[str, list[str]], list[str]]:
    """(the query the Odds button sends, the lines the form's answer then shows)."""
    page = person.page
    with page.expect_response(lambda r: "/odds/" in r.url) as got:
        form.locator("button[data-odds]").click()
    assert got.value.ok, got.value.text()
    person.until("[...document.querySelectorAll('#actions details[open] .answer li')].length > 0")
    return parse_qs(urlsplit(got.value.url).query), form.locator(".answer li").all_inner_texts()


def said_odds(ledger: Any, args: dict[str, Any]) -> list[str]:
    """The lines ``ledger odds`` prints for Wren's test with ``args``, asked through the service as Ana, in Spanish."""
    from ledger.service import Person as Who
    from rules import get_system

    data = ledger.odds(CAMPAIGN, "test", args, "Wren", "es", by=Who("Ana"))
    return [f"{k}: {v}" for k, v in get_system("mouseguard").views.odds_rows(data, "es")]


def test_a_player_asks_the_odds_against_an_obstacle_the_gm_still_rules(browser: Any, darkwater: Any) -> None:
    served, ledger = darkwater
    with signed_in(browser, served.url, "Ana", PASSWORD, 390, at="/c/Darkwater%20Crossing?lang=es") as ana:
        form = open_form(ana, "test")
        ruled = form.locator("fieldset[data-odds-only]")
        assert ruled.locator("legend").inner_text() == "Solo para las probabilidades"
        assert sorted(ruled.locator("[name]").evaluate_all("els => els.map((e) => e.name)")) == ["ability", "ob"]
        assert form.locator('[name="ob"]').count() == 1                       # offered once, inside that box
        form.locator('[name="skill"]').fill("scout")
        shown = {}
        for ob in (2, 5):
            form.locator('[name="ob"]').fill(str(ob))
            query, shown[ob] = odds_asked(ana, form)
            assert query["ob"] == [str(ob)] and query["skill"] == ["scout"]
            assert shown[ob] == said_odds(ledger, {"skill": "scout", "ob": ob})
        assert shown[2] != shown[5]                                           # the obstacle changed the odds
        before = ledger.now(CAMPAIGN).actions
        with ana.page.expect_response(lambda r: r.request.method == "POST" and "/commands/test" in r.url) as got:
            form.locator("button:not([type=button])").click()
        body = json.loads(got.value.request.post_data or "{}")
        assert "ob" not in body and "ability" not in body and body["skill"] == "scout"
        # the service's rule as it was: the test needs an obstacle, which a player does not give (a GM does)
        assert got.value.status == 400
        error = got.value.json()["error"]
        from rules import get_system

        assert error["field"] == "ob" and get_system("mouseguard").word("GM", "es") in error["message"]
        ana.until("!document.querySelector('#actions details[open] .error').hidden")
        assert form.locator('[name="ob"]').get_attribute("aria-invalid") == "true"
        assert ledger.now(CAMPAIGN).actions == before                         # nothing recorded
        assert [e for e in ana.errors if "status of 400" not in e] == [], ana.errors   # (the refusal's own 400)
        ana.no_sideways_scroll()


def test_the_gm_s_form_records_the_obstacle_it_rules(browser: Any, darkwater: Any) -> None:
    served, ledger = darkwater
    with signed_in(browser, served.url, "Dana", PASSWORD, 390, at="/c/Darkwater%20Crossing?lang=es") as dana:
        form = open_form(dana, "test")
        assert form.locator("fieldset[data-odds-only]").count() == 0          # the GM's rulings are the GM's fields
        form.locator("select[name=as]").select_option("Wren")
        form.locator('[name="skill"]').fill("scout")
        form.locator('[name="ob"]').fill("2")
        with dana.page.expect_response(lambda r: r.request.method == "POST" and "/commands/test" in r.url) as got:
            form.locator("button:not([type=button])").click()
        assert got.value.status == 201, got.value.text()
        assert json.loads(got.value.request.post_data or "{}")["ob"] == 2
        tested = [r for r in ledger.records(CAMPAIGN) if r["command"] == "test"][-1]
        assert (tested["detail"]["roller"], tested["detail"]["ob"]) == ("Wren", 2)
        assert dana.errors == [], dana.errors


def test_a_list_of_texts_is_typed_one_item_a_line_and_keeps_its_commas(browser: Any, darkwater: Any) -> None:
    """README "The server" (a list argument is a JSON list) and "Using the ledger" (a repeatable option takes one item
    a value: ``--gear "rope, knotted"`` is one item): a new mouse's gear typed one item a line is sent as those items,
    commas kept; a list the CLI reads from one value split on its separator (a scene's ``with``) is split on it."""
    served, ledger = darkwater
    with signed_in(browser, served.url, "Dana", PASSWORD, 390, at="/c/Darkwater%20Crossing?lang=es") as dana:
        form = open_form(dana, "add-character")
        form.locator('[name="name"]').fill("Lieam")
        for stat in ("nature", "will", "health"):
            form.locator(f'[name="{stat}"]').fill("4")
        gear = form.locator('textarea[name="gear"]')
        assert gear.get_attribute("data-kind") == "lines"
        gear.fill("rope, knotted and tarred\n  lantern  \n\n")
        form.locator('textarea[name="wise"]').fill("Rain-wise")
        with dana.page.expect_response(lambda r: r.request.method == "POST" and "/commands/add-character" in r.url) as got:
            form.locator("button:not([type=button])").click()
        assert got.value.status == 201, got.value.text()
        body = json.loads(got.value.request.post_data or "{}")
        assert body["gear"] == ["rope, knotted and tarred", "lantern"] and body["wise"] == ["Rain-wise"]
        sheet = ledger.now(CAMPAIGN).state["characters"]["Lieam"]
        assert "rope, knotted and tarred" in json.dumps(sheet, ensure_ascii=False)
        assert dana.errors == [], dana.errors


def test_a_pick_typed_beside_the_offered_ones_keeps_its_commas(browser: Any, tmp_path: Path) -> None:
    """Seed 000 (Masks, Reject Influence on a miss): the pick ``RIM:condition=afraid,up=danger,down=savior`` is one
    option with its three choices (docs/systems/masks.md, "Picks"; ``ledger resolve --pick`` given once keeps it
    whole). The resolve form offers the open roll's picks and, under them, a box for others, one a line: the typed
    one goes as one item, added to those chosen, and is recorded."""
    halcyon = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"
    with served_sample(tmp_path / "halcyon.sqlite", halcyon, {"Dana": ("gm", [])}, PASSWORD) as (served, ledger):
        name = "Halcyon Nights"
        ledger.act(name, "session start", {})
        ledger.act(name, "scene start", {"title": "The pier"})
        ledger.act(name, "influence give", {"to": "Static"}, actor="Lumen")
        ledger.act(name, "roll", {"move": "Reject Influence", "target": "Static", "dice": [2, 3]}, actor="Lumen")
        labels = dict(ledger.now(name).state["characters"]["Lumen"]["labels"])
        with signed_in(browser, served.url, "Dana", PASSWORD, 390, at="/c/Halcyon%20Nights?lang=es") as dana:
            form = open_form(dana, "resolve")
            assert form.locator("select[name=pick]").count() == 1
            form.locator('textarea[data-more="pick"]').fill("RIM:condition=afraid,up=danger,down=savior\n")
            with dana.page.expect_response(lambda r: r.request.method == "POST" and "/commands/resolve" in r.url) as got:
                form.locator("button:not([type=button])").click()
            assert got.value.status == 201, got.value.text()
            assert json.loads(got.value.request.post_data or "{}")["pick"] == ["RIM:condition=afraid,up=danger,down=savior"]
            lumen = ledger.now(name).state["characters"]["Lumen"]
            assert lumen["conditions"]["afraid"] is True
            assert (lumen["labels"]["danger"], lumen["labels"]["savior"]) == (labels["danger"] + 1, labels["savior"] - 1)
            assert dana.errors == [], dana.errors


#: system -> (sample, page language, the player's character, the rolling command, the set-up the store's owner gives,
#: who rolls on the page, the form's fields). Mouse Guard's test needs an obstacle, which its GM sets (seed 004):
#: the GM rolls it for Wren.
WALKS: dict[str, tuple[str, str, str, str, list[tuple[str, dict[str, Any]]], str, dict[str, str]]] = {
    "basic": ("basic-the-salt-road.yaml", "en", "Mara", "move", [("session start", {}), ("scene start", {})], "Ana",
              {"to": "the ford"}),
    "masks": ("masks-halcyon-nights.yaml", "es", "Gale", "roll", [("session start", {}), ("scene start", {"title": "x"})],
              "Ana", {"move": "Enfrentarse a una amenaza"}),
    "mosaic": ("mosaic-blumen-des-montezuma.yaml", "de", "Diego", "roll",
               [("session start", {}), ("scene start", {"title": "x"})], "Ana", {"move": "Vorstoßen"}),
    "mouseguard": ("mouseguard-darkwater-crossing.yaml", "es", "Wren", "test",
                   [("session start", {}), ("scene start", {"title": "x", "with": ["Wren"]}), ("turn gm", {})], "Dana",
                   {"skill": "Explorador", "ob": "2"}),
    "pokemon": ("pokemon-aranciopoli-noir.yaml", "it", "Nero", "roll",
                [("session start", {}), ("scene start", {"title": "x"})], "Ana", {"move": "osserva"}),
}


@pytest.mark.slow
@pytest.mark.parametrize("system", sorted(WALKS))
def test_one_roll_on_a_phone_in_each_sample(browser: Any, tmp_path: Path, system: str) -> None:
    """README "The web table" (made for a 390 px phone; the page reads in its ``?lang=``): one roll of each sample
    played from its form at 390 px. Every control of the form fits the screen and is big enough to tap; the roll is
    recorded; the status and actions fetched again after it read in the page's language, as does the new log row."""
    from ledger.projections.history import command_text
    from ledger.web.pages.words import word
    from rules import get_system

    sample, lang, character, command, setup, who, fields = WALKS[system]
    with served_sample(tmp_path / "walk.sqlite", ROOT / "sample_campaigns" / sample,
                       {"Dana": ("gm", []), "Ana": ("player", [character])}, PASSWORD) as (served, ledger):
        name = next(iter(ledger.campaigns()))
        for step, args in setup:
            ledger.act(name, step, args)
        before = ledger.now(name).actions
        table = f"/c/{name.replace(' ', '%20')}?lang={lang}"
        with signed_in(browser, served.url, who, PASSWORD, 390, at=table) as person:
            form = open_form(person, command)
            sizes = form.locator("input:not([type=hidden]), select, textarea, button").evaluate_all(
                "els => els.map((e) => [e.name || e.textContent, e.type, e.getBoundingClientRect().right,"
                " e.getBoundingClientRect().height])")
            for label, kind, right, height in sizes:
                assert right <= 390 and height >= (20 if kind == "checkbox" else 36), (label, right, height)
            if who == "Dana":
                form.locator("select[name=as]").select_option(character)
            for key, value in fields.items():
                form.locator(f'[name="{key}"]').fill(value)
            recorded(person, form)
            assert ledger.now(name).actions == before + 1
            said = get_system(system)
            assert person.page.locator("#status h2").inner_text().startswith(word("status", lang))
            assert person.page.locator("#actions h2").inner_text() == word("actions", lang)
            newest = person.page.locator("#log li.row").first
            assert newest.get_attribute("data-action") == str(before + 1)
            assert newest.locator(".cmd").inner_text() == command_text(command, lang, said)
            if lang != "en":
                assert "seed" not in newest.inner_text()                   # the seeded roller named in the language
            person.no_sideways_scroll()
            person.shot(f"walk-{system}")
            assert person.errors == [], person.errors
