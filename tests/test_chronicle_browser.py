"""The chronicle in a real browser: each sample's chronicle page loaded once in headless Chromium, driven by
Playwright (Debian's Chromium through ``executable_path``; README "Archiving a campaign").

The test reads what the page logged (console errors, uncaught exceptions, Content-Security-Policy and network
errors), every request it made, and its DOM. It checks that every player character has a chart, that the roll
entries are as many as the rolls in the history, and that the page fits a phone's width (390 CSS pixels) without
scrolling sideways. ``CHRONICLE_SCREENSHOTS=DIR`` (or ``LEDGER_SCREENSHOTS``) also saves a screenshot of each page at
desktop (1280) and phone (390) widths.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from browser_support import browser  # noqa: F401 - browser: the module's fixture
from chronicle_support import SAMPLES, history_rolls, player_characters, replay


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_page_loads_clean_with_a_chart_per_pc(browser: Any, sample: str, tmp_path: Path) -> None:
    cli = replay(tmp_path / "store.sqlite", sample)
    page_file = tmp_path / f"{sample}.html"
    cli("chronicle", "--format", "html", "--out", str(page_file))
    rows = cli.json("history")
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    requests: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    try:
        page.goto(page_file.as_uri())
        assert errors == []
        assert requests == [page_file.as_uri()]                     # nothing but the page itself
        assert page.locator(".roll").count() == history_rolls(rows) > 0
        assert page.locator("li.entry").count() == len(rows)
        assert page.locator("li.entry.undone").count() == sum(1 for r in rows if r["undone_by"] is not None)
        charts = {node.get_attribute("data-name"): node.locator("figure.arc > svg").count()
                  for node in page.locator("article.character").all()}
        pcs = player_characters(cli, sample)
        assert pcs and all(charts.get(name) == 1 for name in pcs), charts

        shots = os.environ.get("CHRONICLE_SCREENSHOTS") or os.environ.get("LEDGER_SCREENSHOTS")
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(Path(shots) / f"{sample}-1280.png"), full_page=True)
        page.set_viewport_size({"width": 390, "height": 844})
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= 390, wide                                     # no sideways scrolling
        if shots:
            page.screenshot(path=str(Path(shots) / f"{sample}-390.png"), full_page=True)
        assert errors == []
    finally:
        context.close()


#: Each arc chart's marker labels as the browser lays them out: [[svg rect, [label rects]]] (CSS pixels).
_LABEL_BOXES = """() => Array.from(document.querySelectorAll('figure.arc > svg')).map(svg => {
  const box = r => [r.left, r.top, r.right, r.bottom];
  return [box(svg.getBoundingClientRect()),
          Array.from(svg.querySelectorAll('text.label')).map(t => box(t.getBoundingClientRect()))];
})"""


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_chart_captions_fit_their_chart_and_each_other(browser: Any, sample: str, tmp_path: Path) -> None:
    """Every marker label of every arc chart lies inside its chart and clear of the other labels, at desktop and
    phone widths (a long one is wrapped to its column, not run past the chart's edge)."""
    cli = replay(tmp_path / "store.sqlite", sample)
    page_file = tmp_path / f"{sample}.html"
    cli("chronicle", "--format", "html", "--out", str(page_file))
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(page_file.as_uri())
        for width in (1280, 390):
            page.set_viewport_size({"width": width, "height": 844})
            charts = page.evaluate(_LABEL_BOXES)
            assert charts and sum(len(labels) for _, labels in charts) > 0, sample
            for (left, top, right, bottom), labels in charts:
                for lx, ly, rx, ry in labels:
                    assert left - 0.5 <= lx and rx <= right + 0.5 and top - 0.5 <= ly and ry <= bottom + 0.5, \
                        (sample, width, (lx, ly, rx, ry), (left, top, right, bottom))
                for i, a in enumerate(labels):
                    for b in labels[i + 1:]:
                        apart = a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5
                        assert apart, (sample, width, a, b)
    finally:
        context.close()
