"""My character's arc chart in Chromium on a 390 px phone (README "The web table": readable on a 390 px phone):
every text of the chart, drawn, lies inside the chart's own box, in Spanish and German, with Gale's condition marked
at the last session (a label at the right edge). Marked slow (``--runslow``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from browser_support import browser, served_sample, signed_in  # noqa: F401 - browser: the module's fixture
from conftest import ROOT
from test_browser_fit import language
from test_browser_table import PASSWORD

#: In the page: each chart text drawn outside the chart's box, as ``"text left..right of svgleft..svgright"``.
OUTSIDE = r"""(() => {
  const svg = document.querySelector('figure.arc > svg'), box = svg.getBoundingClientRect(), out = [];
  for (const t of svg.querySelectorAll('text')) {
    const r = t.getBoundingClientRect();
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
      out.push(t.textContent + ' ' + r.left.toFixed(1) + '..' + r.right.toFixed(1) + ' of ' +
               box.left.toFixed(1) + '..' + box.right.toFixed(1));
  }
  return [svg.querySelectorAll('text').length, out];
})()"""


@pytest.fixture
def halcyon(tmp_path: Path) -> Any:
    """Halcyon Nights served, Dana its GM, Gale's first condition marked."""
    with served_sample(tmp_path / "web.sqlite", ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml",
                       {"Dana": ("gm", [])}, PASSWORD) as both:
        served, ledger = both
        gale = ledger.now("Halcyon Nights").state["characters"]["Gale"]
        ledger.act("Halcyon Nights", "mark", {"character": "Gale", "condition": next(iter(gale["conditions"]))})
        yield served


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_chart_text_lies_inside_the_chart_on_a_phone(browser: Any, halcyon: Any, lang: str) -> None:
    with signed_in(browser, halcyon.url, "Dana", PASSWORD, 390) as person:
        language(person, lang)
        answer = person.page.goto("/c/Halcyon%20Nights/character/Gale")
        assert answer is not None and answer.status == 200
        person.shot(f"arc-chart-{lang}")
        count, outside = person.page.evaluate(OUTSIDE)
        assert count > 5 and outside == []
