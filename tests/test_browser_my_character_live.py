"""My character updates live in a real browser: with a player's sheet open, the GM's mark and then the GM's amend
of it show in the sheet without a reload (the table page's live stream; the page's parts fetched again and swapped
in), an open "why" panel stays open, and the arc's part is the page's as it reads now; the table page shows a recap
arriving live with its lines (README "The web table": every page of a campaign follows the table live).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import Person, browser, served_sample  # noqa: F401 - browser: the module's fixture
from web_support import SAMPLE

CAMPAIGN = "/c/Second%20Chances"
API = "/api/campaigns/Second%20Chances"
PASSWORD = "a table of five"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """The sample Masks campaign served: Dana the GM, Ana playing Gale."""
    with served_sample(tmp_path / "web.sqlite", SAMPLE, {"Dana": ("gm", []), "Ana": ("player", ["Gale"])},
                       PASSWORD) as both:
        yield both


def posted(person: Person, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """``body`` posted to the campaign's API ``path`` from ``person``'s context (their session and CSRF token)."""
    csrf = person.page.evaluate("document.querySelector('meta[name=csrf]').content")
    got = person.context.request.post(f"{API}/{path}", data=body, headers={"X-CSRF-Token": csrf})
    assert got.status in (200, 201), got.text()
    return got.json()


def sheet(person: Person) -> str:
    """The sheet's rows as the page shows them now."""
    return person.page.locator("dl.sheet").inner_text()


@pytest.mark.slow
def test_the_gms_mark_and_amend_show_in_an_open_sheet_without_a_reload(browser: Any, table: Any) -> None:
    served, ledger = table
    dana, ana = Person(browser, served.url, 390), Person(browser, served.url, 390)
    try:
        dana.sign_in("Dana", PASSWORD)
        ana.sign_in("Ana", PASSWORD)
        dana.page.goto(CAMPAIGN)
        ana.page.goto(f"{CAMPAIGN}/me")
        ana.until("document.body.dataset.liveOpen === '1'")
        assert "Afraid" not in sheet(ana) and "Guilty" not in sheet(ana)
        ana.page.evaluate("window.sameDocument = 'yes'")                 # gone if the page reloads
        ana.page.locator('dl.sheet button.why[data-why$="/Conditions"]').click()
        ana.page.wait_for_selector("#why li")
        why_before = ana.page.locator("#why").inner_text()

        marked = posted(dana, "commands/mark", {"character": "Gale", "condition": "afraid", "as": "GM"})["action"]
        ana.page.wait_for_selector("dl.sheet >> text=Afraid")
        assert ana.page.evaluate("window.sameDocument") == "yes"
        assert ana.page.locator("#why").is_visible() and ana.page.locator("#why").inner_text() == why_before

        posted(dana, "corrections/amend", {"action": marked, "condition": "guilty"})
        ana.page.wait_for_selector("dl.sheet >> text=Guilty")
        assert "Afraid" not in sheet(ana)
        assert ana.page.evaluate("window.sameDocument") == "yes"
        assert int(ana.page.evaluate("document.body.dataset.refreshed")) >= 2
        state = ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]
        assert state["guilty"] and not state["afraid"]
        # the parts swapped in are the page's as it reads now: one sheet, one arc, each once
        assert ana.page.locator("#sheet").count() == 1 and ana.page.locator("#arc table.arc-table").count() == 1
        fresh = ana.context.request.get(f"{CAMPAIGN}/character/Gale").text()
        assert fresh.count("arc-table") == 1 and "Guilty" in fresh
        # the GM's table page shows a recap arriving live with its lines and paragraphs, as text
        recap = posted(dana, "commands/recap", {"text": "A <b>x</b>\r\nB\n\nC", "session": 1})["action"]
        line = dana.page.locator(f'#log li[data-action="{recap}"] .summary')
        line.wait_for()
        assert line.inner_text() == "recap of session 1: A <b>x</b>\nB\n\nC"
        assert line.locator("b").count() == 0
        for p in (dana, ana):
            assert p.errors == [], p.errors
    finally:
        for p in (dana, ana):
            p.close()
