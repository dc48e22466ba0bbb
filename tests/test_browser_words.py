"""The pages' script in a real browser reads in the reader's language (README "The web table"): a Spanish reader's
why panel on My character and a row the live log adds are worded by the server (``ledger.web.pages.words
.script_words``, the why API's ``said``), with no English and no raw value (``true``, an id) left in them.
"""

from __future__ import annotations

import re
from typing import Any

from browser_support import Person, browser  # noqa: F401 - browser: the module's fixture
from test_browser_table import API, CAMPAIGN, PASSWORD, table  # noqa: F401 - table: Dana the GM, Ana playing Gale
from test_refusal_catalogue import english_left


def spanish(browser: Any, url: str, name: str) -> Person:
    """``name`` signed in, Spanish chosen on the campaigns page's language form."""
    person = Person(browser, url, 390)
    person.sign_in(name, PASSWORD)
    csrf = person.page.evaluate("document.querySelector('meta[name=csrf]').content")
    chosen = person.context.request.post("/pages/language", data={"lang": "es"}, headers={"X-CSRF-Token": csrf})
    assert chosen.status == 200, chosen.text()
    return person


def test_the_why_panel_and_the_live_log_read_in_spanish(browser: Any, table: Any) -> None:
    served = table[0]
    dana, ana = spanish(browser, served.url, "Dana"), spanish(browser, served.url, "Ana")
    try:
        dana.page.goto(CAMPAIGN)
        dana.until("document.body.dataset.liveOpen === '1'")
        ana.page.goto(f"{CAMPAIGN}/me")
        ana.page.wait_for_selector("dl.sheet")
        csrf = ana.page.evaluate("document.querySelector('meta[name=csrf]').content")
        made = ana.context.request.post(f"{API}/commands/mark", data={"character": "Gale", "condition": "guilty"},
                                        headers={"X-CSRF-Token": csrf})
        assert made.status == 201, made.text()
        action = made.json()["action"]

        # Dana's log gains the row, its command as the Spanish history names it
        row = dana.page.locator(f'#log li[data-action="{action}"]')
        row.wait_for()
        assert row.locator(".cmd").inner_text() == "marcar condición"

        # Ana's why panel on her conditions: every line worded in Spanish, the condition by its name
        ana.page.wait_for_timeout(600)            # her page refreshes its parts on the live row (refreshParts) first
        for attempt in range(3):                  # a reload of its own racing ours aborts ours: go again
            try:
                ana.page.goto(f"{CAMPAIGN}/me")
                break
            except Exception:                     # noqa: BLE001 - playwright's navigation error
                if attempt == 2:
                    raise
        ana.page.wait_for_selector("dl.sheet")
        button = ana.page.locator('dl.sheet button.why[data-why$="/Condiciones"]')
        button.click()
        ana.page.wait_for_selector("#why li")
        lines = ana.page.locator("#why li").all_text_contents()
        mine = [x for x in lines if x.startswith(f"#{action} ")]
        assert mine == [f"#{action} Ana (Gale) marcar condición: Gale Culpable no → sí"]     # who as history says
        for line in lines:
            line = re.sub(r" \(.*?\)(?= \[| ·|$)", "", line)            # the reason, as its person typed it
            assert english_left(line) == [] and not re.search(r"\b(true|false|null|undone)\b", line), line
        assert ana.errors == [] and dana.errors == []
    finally:
        dana.close()
        ana.close()
