"""A test's helper list in a real browser: as the tested skill is typed (in Spanish or English, with or without its
accent), the list shows only the mice rated in it, and a helper chosen before is unselected when the skill changes
to one they lack. Source: seed 004 «Reglas básicas» ("si alguien le ayudara (otro jugador con esa habilidad) sumaría
+1 dado"); README "The web table" (a form offers what the rules accept now); ``rules.mouseguard.helpers_now``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import Served, browser, open_form, signed_in  # noqa: F401 - browser: the module's fixture
from test_mouseguard_helpers_offered import TAMSIN
from test_mouseguard_table import BRAND, ROGARD

pytestmark = pytest.mark.slow
PASSWORD = "a patrol of three"
SHOWN = """Array.from(document.querySelectorAll('#actions details[data-command="test"] select[name=helper] option'))
           .filter((o) => !o.hidden).map((o) => o.value).join(',')"""
CHOSEN = """Array.from(document.querySelectorAll('#actions details[data-command="test"] select[name=helper] option'))
            .filter((o) => o.selected).map((o) => o.value).join(',')"""


@pytest.fixture
def served(tmp_path: Path) -> Any:
    """Rogard, Brand and Tamsin in the GM's Turn's scene, served; GM Dana."""
    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant

    ledger = Ledger(str(tmp_path / "help.sqlite"), warm=True)
    ledger.create("Darkwater", "mouseguard")
    for name, spec in (("Rogard", ROGARD), ("Brand", BRAND), ("Tamsin", TAMSIN)):
        ledger.act("Darkwater", "add-character", {"name": name, **spec})
    for command in ("session start", "turn gm", "scene start"):
        ledger.act("Darkwater", command, {})
    account(ledger, "Dana", PASSWORD)
    grant(ledger, "Dana", "gm", None)
    server = Served(make_app(ledger, secret="help-browser", live_interval=0.1))
    yield server
    server.stop()
    ledger.close()


def test_the_helpers_shown_follow_the_skill_typed(browser: Any, served: Any) -> None:
    with signed_in(browser, served.url, "Dana", PASSWORD, 1280, locale="es-ES", at="/c/Darkwater") as dana:
        form = open_form(dana, "test")
        assert dana.page.evaluate(SHOWN) == ""                         # no skill named yet: nobody to help with it
        form.locator('[name="skill"]').fill("Luchador")
        assert dana.until(SHOWN) == "Rogard,Brand"                     # the GM's form: any of them may roll
        form.locator('select[name="helper"]').select_option(["Brand"])
        assert dana.page.evaluate(CHOSEN) == "Brand"
        form.locator('[name="skill"]').fill("sanador")
        assert dana.until(SHOWN) == "Tamsin"
        assert dana.page.evaluate(CHOSEN) == ""                        # Brand, who has no Healer, is unselected
        form.locator('[name="skill"]').fill("Meteorologo")
        assert dana.until(f"({SHOWN}) === 'Rogard'")
        form.locator("select[name=as]").select_option("Brand")        # the GM rolls for Brand: never his own helper
        form.locator('[name="skill"]').fill("Luchador")
        assert dana.until(f"({SHOWN}) === 'Rogard'")
        form.locator("select[name=as]").select_option("Rogard")
        assert dana.until(f"({SHOWN}) === 'Brand'")
        assert dana.errors == []
