"""The GM's desk names a refused field as its control is labelled, as the table's forms do (README "The web table":
a refusal names the field as its form labels it; the desk's controls): an amend's action by «Corregir #», an
argument typed as a ``KEY=VALUE`` line by the «Argumentos» control and the key as typed, an invitation's expiry by
«caduca». Driven in Debian's Chromium (``browser_support``) over Halcyon Nights (Masks) read in Spanish."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import browser, served_sample, signed_in  # noqa: F401 - browser: the module's fixture
from web_support import ROOT

PASSWORD = "a table of five"
HALCYON = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"


@pytest.fixture
def halcyon(tmp_path: Path) -> Any:
    """Halcyon Nights served, Dana its GM; action 12 is Vex's roll."""
    with served_sample(tmp_path / "halcyon.sqlite", HALCYON, {"Dana": ("gm", [])}, PASSWORD) as both:
        yield both


def refused_on(form: Any) -> str:
    """The refusal the form shows once it is shown."""
    box = form.locator(".error")
    box.wait_for(state="visible")
    return box.inner_text()


def test_the_desk_names_each_refused_field_by_its_control(browser: Any, halcyon: Any) -> None:
    served, ledger = halcyon
    before = ledger.now("Halcyon Nights").version
    with signed_in(browser, served.url, "Dana", PASSWORD, 1280, locale="es-ES", at="/c/Halcyon%20Nights/desk") as dana:
        amend = dana.page.locator("form[data-correction]").first
        amend.locator("input[name=action]").fill("12")
        amend.locator("textarea[name=changes]").fill("dice=7,7")
        amend.locator("button:not([type=button])").click()
        assert refused_on(amend) == "Argumentos (dice): la cara 7 está fuera de 1..6"
        assert amend.locator("textarea[name=changes]").get_attribute("aria-invalid") == "true"
        amend.locator("textarea[name=changes]").fill("pick=DE1")
        amend.locator("button:not([type=button])").click()
        # polled (``until``): Playwright's wait_for_function polls by eval, which the page's policy refuses
        dana.until("document.querySelector('form[data-correction] .error').textContent.includes('pick')")
        assert refused_on(amend).startswith("Argumentos (pick): argumento desconocido; se admite: move, character, ")
        invite = dana.page.locator("form[data-invite]")
        invite.locator("input[name=expires]").fill("-5h")
        invite.locator("button").click()
        assert refused_on(invite) == "Caduca (vacío: 48h): '-5h' no es un lapso (48h, 30m, 7d) ni un momento ISO 8601"
        assert ledger.now("Halcyon Nights").version == before                    # nothing written
        assert [e for e in dana.errors if "status of 4" not in e] == []         # the refusals' own answers only
