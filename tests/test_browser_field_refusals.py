"""A refusal on the table page in a real browser, at a phone's width: a Spanish Mouse Guard player's roll refused
for its dice names the field as the form labels it ("Dados (vacío: tira el servidor)", not the API's ``dice``), marks
that field (``aria-invalid``, ``aria-describedby`` the message) and keeps what was typed; the next refusal moves the
mark to its own field. Source: README "The web table"; WAI-ARIA 1.2 (aria-invalid, aria-describedby); seed 004,
«Conflictos» (a volley's roll).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import Served, browser, open_form, signed_in  # noqa: F401 - browser: the module's fixture
from mg_side_support import PASSWORD, fight, first_volley, post

pytestmark = pytest.mark.slow


@pytest.fixture
def served(tmp_path: Path) -> Any:
    """The fight served, its first volley revealed: (the server, the API clients by name)."""
    ledger, app, clients = fight(tmp_path)
    first_volley(clients)
    server = Served(app)
    yield server, clients
    server.stop()
    ledger.close()


def test_a_refusal_names_and_marks_the_field_as_labelled(browser: Any, served: Any) -> None:
    server, clients = served
    with signed_in(browser, server.url, "Ana", PASSWORD, 390, locale="es-ES", at="/c/Darkwater") as ana:
        form = open_form(ana, "conflict roll")
        form.locator('[name="dice"]').fill("9")
        form.locator("button:not([type=button])").click()
        error = form.locator(".error")
        error.wait_for(state="visible")
        said = post(clients["ana"], "conflict roll", {"dice": [9]}).json()["error"]   # what the API answers
        assert said["field"] == "dice"
        assert error.inner_text() == f"Dados (vacío: tira el servidor): {said['message']}"
        dice = form.locator('[name="dice"]')
        assert dice.get_attribute("aria-invalid") == "true"
        assert dice.get_attribute("aria-describedby") == error.get_attribute("id") != ""
        assert dice.input_value() == "9"                                        # what was typed stays
        form.locator('[name="persona"]').fill("99")
        form.locator("button:not([type=button])").click()
        ana.until("""document.querySelector('#actions details[data-command="conflict roll"] [name=persona]')
                     .getAttribute('aria-invalid') === 'true'""")
        said = post(clients["ana"], "conflict roll", {"dice": [9], "persona": 99}).json()["error"]
        assert said["field"] == "persona"
        assert error.inner_text() == f"Carácter: {said['message']}"
        assert form.locator('[name="persona"]').get_attribute("aria-describedby") == error.get_attribute("id")
        assert dice.get_attribute("aria-invalid") is None and dice.get_attribute("aria-describedby") is None
        unexpected = [e for e in ana.errors if not e.startswith("Failed to load resource: the server responded with "
                                                                 "a status of 4")]    # the two refusals themselves
        assert unexpected == [], ana.errors
