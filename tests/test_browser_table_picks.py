"""The table page's player forms in a real browser: a pick's details appear once it is chosen and are sent inside the
pick (Comfort or Support's CS2 clears the condition chosen from a select); a player undoes their own last action
from the page; a refusal naming a field the player's form leaves out names it by its caption, as the sign-in form's
does. Source: README "The web table"; seed 000 (Comfort or Support); README "Correcting mistakes" (a player's undo).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import (browser, open_form, recorded, served_sample,  # noqa: F401 - browser: the module's fixture
                             signed_in)
from web_support import SAMPLE

pytestmark = pytest.mark.slow

CAMPAIGN = "/c/Second%20Chances"
PASSWORD = "a table of five"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """Second Chances served in a new session and scene: Dana the GM, Ana playing Gale."""
    with served_sample(tmp_path / "web.sqlite", SAMPLE, {"Dana": ("gm", []), "Ana": ("player", ["Gale"])},
                       PASSWORD) as (served, ledger):
        for command in ("session start", "scene start"):
            ledger.act("Second Chances", command, {})
        yield served, ledger


def test_a_picks_details_are_chosen_and_sent_inside_the_pick(browser: Any, table: Any) -> None:
    served, ledger = table
    ledger.act("Second Chances", "mark", {"character": "Rook", "condition": "afraid"})
    ledger.act("Second Chances", "roll", {"move": "Comfort or Support", "target": "Rook", "dice": [4, 4]},
               actor="Gale")
    with signed_in(browser, served.url, "Dana", PASSWORD, 390, locale="es-ES", at=CAMPAIGN) as dana:
        form = open_form(dana, "resolve")
        details = form.locator('[data-pick-details="CS2"]')
        assert details.is_hidden()                                            # until CS2 is chosen
        form.locator('select[name="pick"]').select_option(["CS2"])
        details.wait_for(state="visible")
        assert form.locator('[data-pick-details="CS3"]').is_hidden()          # another pick's stay hidden
        assert details.locator("label span").inner_text() == "Condición"
        offered = details.locator('select[data-detail="condition"] option').evaluate_all("os => os.map(o => o.value)")
        assert offered == ["", "afraid"]                                      # Rook's marked conditions only
        details.locator('select[data-detail="condition"]').select_option("afraid")
        assert details.locator("select option:checked").inner_text() == "Asustado"
        recorded(dana, form)
        state = ledger.now("Second Chances").state
        assert not state["characters"]["Rook"]["conditions"]["afraid"]       # the condition chosen, cleared
        picks = [e for e in ledger.records("Second Chances") if e.get("kind") == "RollResolved"][-1]
        assert picks["detail"]["picks"] == ["CS2"]
        assert dana.errors == []


def test_a_player_undoes_their_own_last_action_from_the_page(browser: Any, table: Any) -> None:
    served, ledger = table
    with signed_in(browser, served.url, "Ana", PASSWORD, 390, locale="es-ES", at=CAMPAIGN) as ana:
        assert ana.page.locator('#actions details[data-command="undo"]').count() == 0
        form = open_form(ana, "mark")
        form.locator('[name="condition"]').fill("afraid")
        recorded(ana, form)
        assert ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["afraid"]
        marked = ledger.now("Second Chances").actions
        undo = ana.page.locator('#actions details[data-command="undo"]')
        undo.wait_for()
        assert undo.locator("summary").inner_text() == f"Deshacer mi última acción #{marked} marcar condición"
        form = open_form(ana, "undo")
        form.locator('[name="reason"]').fill("me equivoqué")
        recorded(ana, form)
        assert not ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["afraid"]
        assert ana.page.locator('#actions details[data-command="undo"]').count() == 0   # nothing more of hers
        assert ana.errors == []


def test_a_refusal_names_a_left_out_field_by_its_caption(browser: Any, table: Any) -> None:
    served, _ledger = table
    with signed_in(browser, served.url, "Ana", PASSWORD, 390, locale="es-ES", at=CAMPAIGN) as ana:
        form = open_form(ana, "shift")
        form.locator('[name="character"]').select_option("Gale")
        form.locator('[name="up"]').fill("mundane")                          # Gale's Mundane is +3 already
        form.locator('[name="down"]').fill("danger")
        form.locator("button:not([type=button])").click()
        error = form.locator(".error")
        error.wait_for(state="visible")
        assert error.inner_text() == ("Condición por desborde: esto lo da un Narrador (es su decisión), no un jugador: "
                                      "pide a un Narrador que lo dé, o que haga él esta acción: cambiar Etiquetas")


@pytest.mark.parametrize("locale, said", [("es-ES", "Entrar: "), ("en-GB", "Sign in: ")])
def test_a_sign_in_refusal_names_the_form_s_caption(browser: Any, table: Any, locale: str, said: str) -> None:
    from browser_support import Person

    served, _ledger = table
    ana = Person(browser, served.url, 390, locale=locale)
    try:
        ana.page.goto("/")
        ana.page.fill("input[name=name]", "Ana")
        ana.page.fill("input[name=password]", "not her password")
        ana.page.click("form button")
        error = ana.page.locator("form .error")
        error.wait_for(state="visible")
        assert error.inner_text().startswith(said) and "sign-in" not in error.inner_text()
        assert all("401" in e for e in ana.errors)                            # the refusal's own answer only
    finally:
        ana.close()
