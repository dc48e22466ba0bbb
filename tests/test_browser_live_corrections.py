"""The table page's live log in a real browser: an amend's row arrives with what it changed, and the row it changed
is replaced by the history's row as it reads now, not added twice (README "The server", "Corrections")."""

from __future__ import annotations

from typing import Any

from browser_support import browser, signed_in  # noqa: F401 - browser: the module's fixture
from test_browser_table import CAMPAIGN, PASSWORD, action_count, table  # noqa: F401 - table: the fixture


def test_an_amend_replaces_the_row_it_changed_live(browser: Any, table: Any) -> None:  # noqa: F811
    from ledger.service.history import HistoryQuery

    served, ledger = table
    with signed_in(browser, served.url, "Ana", PASSWORD, 1280, at=CAMPAIGN) as ana:
        ana.until("document.body.dataset.liveOpen === '1'")
        ledger.act("Second Chances", "forward", {"character": "Gale", "amount": 1, "reason": "x"})
        forward = action_count(ledger)
        ana.page.locator(f'#log li[data-action="{forward}"]').wait_for()
        before = ana.page.locator(f'#log li[data-action="{forward}"]').inner_text()
        ledger.correct("Second Chances", "amend", {"action": forward, "amount": 2})
        amend = action_count(ledger)
        ana.page.locator(f'#log li[data-action="{amend}"]').wait_for()
        rows = {r["action"]: r for r in ledger.history("Second Chances", HistoryQuery(last=2), None,
                                                       table=False).rows}
        shown = ana.page.locator(f'#log li[data-action="{amend}"]').inner_text()
        assert rows[amend]["corrections"] and all(c in shown for c in rows[amend]["corrections"]), shown
        ana.until(f"!document.querySelector('#log li[data-action=\"{forward}\"]').innerText.includes({before!r})")
        assert ana.page.locator(f'#log li[data-action="{forward}"]').count() == 1
        changed = ana.page.locator(f'#log li[data-action="{forward}"]').inner_text()
        assert all(c in changed for c in rows[forward]["changes"]), changed
        assert ana.errors == [], ana.errors
