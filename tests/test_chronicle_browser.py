"""Issue 7 item 5 in a real browser: each sample's chronicle page loaded once in headless Chromium.

Chromium is driven through the DevTools protocol (``tests/chromium.py``): the test reads what the page
logged (console errors and warnings, uncaught exceptions, Content-Security-Policy and network errors),
every request it made, and its DOM (no script runs in the page). It checks that every player character
has a chart, that the roll entries are as many as the rolls in the history, and that the page fits a
phone's width (390 CSS pixels) without scrolling sideways. ``CHRONICLE_SCREENSHOTS=DIR`` also saves a
screenshot of each page at desktop (1280) and phone (390) widths.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from chromium import Browser, executable
from chronicle_support import SAMPLES, history_rolls, player_characters, replay


@pytest.fixture(scope="module")
def browser() -> Any:
    if executable() is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed: .ci/run installs it (apt-get install -y chromium)")
        pytest.skip("chromium is not installed (apt-get install -y chromium)")
    with Browser() as b:
        yield b


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_page_loads_clean_with_a_chart_per_pc(browser: Browser, sample: str, tmp_path: Path) -> None:
    cli = replay(tmp_path / "store.sqlite", sample)
    page_file = tmp_path / f"{sample}.html"
    cli("chronicle", "--format", "html", "--out", str(page_file))
    rows = cli.json("history")
    page = browser.load(page_file.as_uri(), width=1280)

    assert page.errors() == []
    assert page.requests() == [page_file.as_uri()]              # nothing but the page itself
    assert len(page.select(".roll")) == history_rolls(rows) > 0
    assert len(page.select("li.entry")) == len(rows)
    assert len(page.select("li.entry.undone")) == sum(1 for r in rows if r["undone_by"] is not None)
    charts = {page.attribute(node, "data-name"): len(page.select("figure.arc > svg", node))
              for node in page.select("article.character")}
    pcs = player_characters(cli, sample)
    assert pcs and all(charts.get(name) == 1 for name in pcs), charts

    shots = os.environ.get("CHRONICLE_SCREENSHOTS")
    if shots:
        page.screenshot(Path(shots) / f"{sample}-1280.png", 1280)
    page.browser.send("Emulation.setDeviceMetricsOverride", page.session, width=390, height=844, deviceScaleFactor=1,
                      mobile=True)
    metrics = page.browser.send("Page.getLayoutMetrics", page.session)
    assert metrics["cssContentSize"]["width"] <= 390, metrics["cssContentSize"]     # no sideways scrolling
    if shots:
        page.screenshot(Path(shots) / f"{sample}-390.png", 390)
    assert page.errors() == []
