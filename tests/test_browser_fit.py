"""Every page reads on a phone and a desktop (README "The web table"): at 390 px and 1280 px no text runs out of its
box (a table too wide scrolls inside its own box) and no word is broken across lines, in English and Spanish, for a
Masks and a Mouse Guard campaign. Measured in the page: an element whose content is wider than it and that does not
scroll is an overflow; a word whose rendered boxes sit on more than one line is a broken word.

The phone in English runs in the normal suite; the other widths and languages are marked slow (``--runslow``).
"""

from __future__ import annotations

from typing import Any

import pytest

from browser_support import Person, browser  # noqa: F401 - browser: the module's fixture
from test_browser_table import PASSWORD, darkwater, table  # noqa: F401 - fixtures: the served campaigns

#: The pages a signed-in GM and player read (``{c}`` the campaign's address, ``{pc}`` a player's character).
PAGES = ("/", "/join", "/c/{c}", "/c/{c}/me", "/c/{c}/character/{pc}", "/c/{c}/desk", "/c/{c}/history",
         "/c/{c}/chronicle")

#: In the page: ``[overflows, broken words]``, each a list of short descriptions (tag, class, text).
MEASURE = r"""(() => {
  const name = (e) => e.tagName.toLowerCase() + (e.className && typeof e.className === 'string'
      ? '.' + e.className.trim().split(/\s+/).join('.') : '');
  const scrolls = (e) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX);
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const over = [], broken = [];
  if (document.documentElement.scrollWidth > window.innerWidth) over.push('page ' + document.documentElement.scrollWidth);
  for (const e of document.body.querySelectorAll('*')) {
    if (!shown(e) || ['svg', 'option', 'select', 'script', 'style'].includes(e.tagName.toLowerCase())) continue;
    if (e.closest('svg')) continue;
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && !scrolls(e)) {
      let inScroller = false;
      for (let p = e.parentElement; p; p = p.parentElement) if (scrolls(p)) { inScroller = true; break; }
      if (!inScroller) over.push(name(e) + ' ' + e.scrollWidth + '>' + e.clientWidth + ': ' + e.textContent.trim().slice(0, 40));
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const host = t.parentElement;
    if (!host || !shown(host) || host.closest('svg, script, style, option, select, textarea')) continue;
    const re = /[^\s\-\u2010-\u2014\/]{2,}/g;
    let m;
    while ((m = re.exec(t.data))) {
      range.setStart(t, m.index);
      range.setEnd(t, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(name(host.parentElement) + ' > ' + name(host) + ': ' + m[0]);
    }
  }
  return [over, broken];
})()"""


def misfits(person: Person, path: str) -> list[str]:
    """The overflows and broken words of ``path`` as ``person`` reads it (empty when it reads well)."""
    answer = person.page.goto(path)
    assert answer is not None and answer.status == 200, (path, answer and answer.status)
    person.page.wait_for_load_state("load")
    person.shot(path.strip("/").replace("/", "_").replace("%20", "-") or "campaigns")
    over, broken = person.page.evaluate(MEASURE)
    return [f"{path} at {person.width}: overflow {x}" for x in over] + \
           [f"{path} at {person.width}: broken word {x}" for x in broken]


def language(person: Person, lang: str) -> None:
    """Choose ``lang`` on the campaigns page's language form."""
    csrf = person.page.evaluate("document.querySelector('meta[name=csrf]').content")
    chosen = person.context.request.post("/pages/language", data={"lang": lang}, headers={"X-CSRF-Token": csrf})
    assert chosen.status == 200, chosen.text()


def read_every_page(browser: Any, url: str, campaign: str, pc: str, width: int, lang: str) -> list[str]:
    """Every page signed out (sign-in) and signed in as the GM (Dana) and a player (Ana): their misfits."""
    out: list[str] = []
    stranger = Person(browser, url, width)
    try:
        out += misfits(stranger, "/")
    finally:
        stranger.close()
    for who in ("Dana", "Ana"):
        person = Person(browser, url, width)
        try:
            person.sign_in(who, PASSWORD)
            language(person, lang)
            for page in PAGES:
                if page.endswith("/desk") and who != "Dana":
                    continue
                out += misfits(person, page.format(c=campaign, pc=pc))
        finally:
            person.close()
    return out


def test_every_masks_page_reads_on_a_phone(browser: Any, table: Any) -> None:
    assert read_every_page(browser, table[0].url, "Second%20Chances", "Gale", 390, "en") == []


@pytest.mark.slow
@pytest.mark.parametrize(("width", "lang"), [(390, "es"), (1280, "en"), (1280, "it")])
def test_every_masks_page_reads(browser: Any, table: Any, width: int, lang: str) -> None:
    assert read_every_page(browser, table[0].url, "Second%20Chances", "Gale", width, lang) == []


@pytest.mark.slow
@pytest.mark.parametrize(("width", "lang"), [(390, "en"), (390, "es"), (1280, "de")])
def test_every_mouse_guard_page_reads(browser: Any, darkwater: Any, width: int, lang: str) -> None:
    found = read_every_page(browser, darkwater[0].url, "Darkwater", "Brand", width, lang)
    assert found == [], "\n".join(found)
