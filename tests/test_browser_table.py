"""The web table in a real browser: a GM and two players, each in their own Chromium context, at a desktop's and a
phone's width (README "The web table"). A scene is played from the pages (a roll typed in on the phone, its pick,
a condition marked), the other player's page updates live, a player cannot act as another's character (no control
offered, and a forged request refused), user text with markup shows as text; console errors fail the test.

The scene at 390 px runs in the normal suite; every other scenario and width is marked slow (``--runslow``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest

from browser_support import (Person, Served, answered, browser,  # noqa: F401 - browser: the module's fixture
                             open_form, served_sample, signed_in)
from web_support import SAMPLE, account, grant

CAMPAIGN = "/c/Second%20Chances"
API = "/api/campaigns/Second%20Chances"
PASSWORD = "a table of five"
MARKUP = '<img src=x onerror="window.pwned=1"><b>bold</b>'


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """The sample Masks campaign served: Dana the GM, Ana playing Gale, Ben playing Rook (password ``PASSWORD``)."""
    with served_sample(tmp_path / "web.sqlite", SAMPLE, {"Dana": ("gm", []), "Ana": ("player", ["Gale"]),
                                                        "Ben": ("player", ["Rook"])}, PASSWORD) as both:
        yield both


@contextmanager
def people(browser: Any, url: str, width: int) -> Iterator[tuple[Person, ...]]:
    """(Dana, Ana, Ben) signed in, each in their own context at ``width``; after the block each is closed, and when
    it ended without an error each is asserted to have seen no console error nor failed request."""
    with ExitStack() as stack:
        trio = tuple(stack.enter_context(signed_in(browser, url, name, PASSWORD, width))
                     for name in ("Dana", "Ana", "Ben"))
        yield trio
        for p in trio:
            assert p.errors == [], p.errors


def record(person: Person, command: str, fields: dict[str, Any], actor: str | None = None) -> str:
    """Open ``command``'s form on the table page, fill it, record; returns the flash line (the recorded row)."""
    form = open_form(person, command)
    if actor is not None:
        form.locator("select[name=as]").select_option(actor)
    for key, value in fields.items():
        target = form.locator(f'[name="{key}"]')
        if isinstance(value, list) or target.evaluate("e => e.tagName") == "SELECT":
            target.select_option(value)            # a list's choices, or a player's own characters
        else:
            target.fill(str(value))
    answered(person, form)
    return person.page.locator("#flash").inner_text()


def action_count(ledger: Any) -> int:
    return ledger.now("Second Chances").actions


def play_a_scene(browser: Any, table: Any, width: int) -> None:
    served, ledger = table
    with people(browser, served.url, width) as (dana, ana, ben):
        for p in (dana, ana, ben):
            p.page.goto(CAMPAIGN)
            p.until("document.body.dataset.liveOpen === '1'")
        dana.shot("campaign-table-gm")
        assert "#" in record(dana, "session start", {})
        dana.page.wait_for_selector('#actions details[data-command="scene start"]')
        record(dana, "scene start", {"title": "The Roof"})

        # Ana rolls on her phone with dice typed in: only Gale is hers to act as
        ana.page.wait_for_selector('#actions details[data-command="roll"]')
        options = ana.page.locator('#actions details[data-command="roll"] select[name=as] option').all_text_contents()
        assert options == ["Gale"]
        roll_form = ana.page.locator('#actions details[data-command="roll"]')
        roll_form.locator("summary").click()
        roll_form.locator("[name=move]").fill("Directly Engage a Threat")
        roll_form.locator("button[data-odds]").click()                 # the exact odds before the dice
        roll_form.locator(".answer li", has_text="/36)").first.wait_for()       # as ``ledger odds`` words them
        odds_lines = roll_form.locator(".answer li").all_text_contents()
        assert [x.split(":")[0] for x in odds_lines][-3:] == ["strong hit (10+)", "weak hit (7-9)", "miss (6-)"]
        assert sum(int(x.rsplit("(", 1)[1].split("/")[0]) for x in odds_lines[-3:]) == 36
        roll_form.locator("summary").click()
        line = record(ana, "roll", {"move": "Directly Engage a Threat", "dice": "4,5"})
        assert "Ana (Gale) roll" in line                                    # the person and the character played
        rolled = action_count(ledger)

        # Ben's page shows the roll live, without a reload, and the open roll's picks in its status
        ben.page.wait_for_selector(f'#log li[data-action="{rolled}"]')
        assert "4+5" in ben.page.locator(f'#log li[data-action="{rolled}"]').inner_text() or \
            "Gale" in ben.page.locator(f'#log li[data-action="{rolled}"]').inner_text()
        ben.until("Number(document.body.dataset.refreshed || 0) > 0")
        ben.shot("table-player-live")

        # the GM resolves with a pick offered by the open roll, then marks a condition with a reason in markup
        dana.page.wait_for_selector('#actions details[data-command="resolve"] select[name=pick] option[value="DE1"]',
                                    state="attached")
        record(dana, "resolve", {"pick": ["DE1"]})
        record(dana, "mark", {"character": "Gale", "condition": "Afraid", "reason": MARKUP})
        marked = action_count(ledger)
        assert "afraid" in ledger.now("Second Chances").state["characters"]["Gale"]["conditions"] and \
            ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["afraid"] is True

        # the reason shows as text everywhere, live and on reload; no markup ran
        for p in (ana, ben):
            row = p.page.locator(f'#log li[data-action="{marked}"]')
            row.wait_for()
            assert MARKUP in row.inner_text()
            assert row.locator("img").count() == 0
            assert p.page.evaluate("window.pwned === undefined")
        # a reason with a line separator, U+202E, a zero-width space and U+2066 (a control character is refused):
        # the live row shows it as every page and the CLI do
        typed, shown = "ok <i>x</i>\u2028next\u202eevil\u200b\u2066[31m", r"ok <i>x</i>\u2028next\u202eevil\u200b\u2066[31m"
        status = dana.page.evaluate(
            """async ([api, reason]) => { const r = await fetch(api + '/commands/mark', {method: 'POST',
                 headers: {'Content-Type': 'application/json',
                           'X-CSRF-Token': document.querySelector('meta[name=csrf]').content},
                 body: JSON.stringify({character: 'Rook', condition: 'guilty', reason: reason})});
               return r.status; }""", [API, typed])
        assert status == 201
        escaped = action_count(ledger)
        for p in (ana, ben):
            p.page.locator(f'#log li[data-action="{escaped}"]').wait_for()
            assert p.page.locator(f'#log li[data-action="{escaped}"] q').text_content() == shown     # the live row
        ana.page.reload()
        assert MARKUP in ana.page.locator(f'#log li[data-action="{marked}"]').inner_text()
        assert ana.page.locator("#log img").count() == 0
        assert ana.page.locator(f'#log li[data-action="{escaped}"] q').text_content() == shown       # the page's

        # Ana's sheet on her phone says Afraid, and why
        ana.page.goto(f"{CAMPAIGN}/me")
        ana.page.wait_for_selector("dl.sheet")
        sheet = ana.page.locator("dl.sheet").inner_text()
        assert "Afraid" in sheet
        ana.page.locator("dl.sheet button.why", has_text="Conditions").click()
        ana.page.wait_for_selector("#why li")
        assert "mark" in ana.page.locator("#why").inner_text()
        ana.shot("my-character")
        ana.no_sideways_scroll()

        # Ben cannot act as Gale: no control offered, and a forged request is refused with the rule, nothing written
        ben.page.goto(CAMPAIGN)
        assert ben.page.locator('select[name=as] option', has_text="Gale").count() == 0
        before = action_count(ledger)
        answer = ben.page.evaluate(
            """async (api) => { const r = await fetch(api + '/commands/mark', {method: 'POST',
                 headers: {'Content-Type': 'application/json',
                           'X-CSRF-Token': document.querySelector('meta[name=csrf]').content},
                 body: JSON.stringify({as: 'Gale', character: 'Gale', condition: 'guilty'})});
               return [r.status, await r.json()]; }""", API)
        assert answer[0] == 403 and "own characters" in answer[1]["error"]["message"]
        assert action_count(ledger) == before
        ben.page.goto(f"{CAMPAIGN}/character/Gale")
        assert ben.page.locator("form[data-api]").count() == 0          # Gale's page offers Ben no control
        ben.page.goto(f"{CAMPAIGN}/desk")
        assert "only a GM runs the table" in ben.page.locator(".error").inner_text()
        refused = "Failed to load resource: the server responded with a status of 403 (Forbidden)"
        assert ben.errors == [refused, refused]        # the forged request and the desk: the two refusals asked for
        ben.errors.clear()


def test_a_scene_played_from_the_phone(browser: Any, table: Any) -> None:
    play_a_scene(browser, table, 390)


@pytest.mark.slow
def test_a_scene_played_from_the_desktop(browser: Any, table: Any) -> None:
    play_a_scene(browser, table, 1280)


def open_desk(person: Person) -> None:
    person.page.goto(f"{CAMPAIGN}/desk")
    person.page.wait_for_selector("#proposals")


def submit_on_desk(person: Person, form: Any) -> None:
    """Submit a desk form whose success reloads the page; wait for the reload."""
    from playwright.sync_api import TimeoutError as Timeout

    try:
        with person.page.expect_navigation(timeout=20_000):
            form.locator("button:not([type=button])").first.click()
    except Timeout:
        raise AssertionError(f"no reload; the form says: {form.locator('.error').all_inner_texts()} "
                             f"{form.locator('.answer').all_inner_texts()} {person.errors}") from None


def sheet_text(person: Person) -> str:
    return person.page.locator("dl.sheet").inner_text()


def approve_and_amend(browser: Any, table: Any, width: int) -> None:
    served, ledger = table
    with people(browser, served.url, width) as (dana, ana, ben):
        open_desk(dana)
        dana.shot("desk")
        approval = dana.page.locator('form[data-api$="/approval"]')
        approval.locator("select").select_option("players")
        submit_on_desk(dana, approval)
        assert ledger.now("Second Chances").state["table"]["approval"] == "players"
        dana.page.goto(CAMPAIGN)
        record(dana, "session start", {})
        record(dana, "scene start", {"title": "Proposals"})

        ana.page.goto(CAMPAIGN)
        line = record(ana, "mark", {"character": "Gale", "condition": "Afraid", "reason": MARKUP})
        proposals = ledger.proposals("Second Chances")
        (pid, proposal), = [(k, v) for k, v in proposals.items() if v["status"] == "pending"]
        assert proposal["by"] == "Ana" and proposal["actor"] == "Gale" and line == "Proposed; waiting for the GM"
        said = ana.page.locator('#actions details[data-command="mark"] .answer')
        assert said.inner_text() == "Proposed; waiting for the GM"                 # in the form's own answer too
        assert not ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["afraid"]
        assert pid in ana.page.locator("#status").inner_text()          # her pending proposal, in her status

        ana.page.goto(f"{CAMPAIGN}/me")
        ben.page.goto(f"{CAMPAIGN}/character/Gale")
        for p in (ana, ben):
            p.until("document.body.dataset.liveOpen === '1'")
            assert "Afraid" not in sheet_text(p)
        open_desk(dana)
        card = dana.page.locator(f'article[data-proposal="{pid}"]')
        assert "Ana" in card.inner_text()
        assert card.locator("span.why").text_content() == MARKUP                    # her reason, as text
        submit_on_desk(dana, card.locator("form").first)
        assert ledger.proposals("Second Chances")[pid]["status"] == "approved"
        for p in (ana, ben):                                           # both sheets reload on the live update
            p.page.wait_for_selector("dl.sheet >> text=Afraid")
        marked = ledger.proposals("Second Chances")[pid]["action"]

        # the GM amends the approved mark from the desk: the preview first, then the amend, in everyone's sheet
        open_desk(dana)
        amend = dana.page.locator('form[data-correction]')
        amend.locator("input[name=action]").fill(str(marked))
        amend.locator("textarea[name=changes]").fill("condition=Guilty")
        amend.locator("button[data-preview]").click()
        amend.locator(".answer").wait_for()
        assert amend.locator(".answer").inner_text().strip()
        assert not ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]["guilty"]
        dana.shot("desk-amend-preview")
        submit_on_desk(dana, amend)
        state = ledger.now("Second Chances").state["characters"]["Gale"]["conditions"]
        assert state["guilty"] and not state["afraid"]
        for p in (ana, ben):
            p.page.wait_for_selector("dl.sheet >> text=Guilty")
            assert "Afraid" not in sheet_text(p)
        ana.shot("my-character-amended")


@pytest.mark.slow
@pytest.mark.parametrize("width", [1280, 390])
def test_a_proposal_approved_and_an_amend_in_everyones_sheet(browser: Any, table: Any, width: int) -> None:
    approve_and_amend(browser, table, width)


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    """A Mouse Guard conflict served (as tests/test_group_sealed.py sets it up): Brand (Ana's) against the Bandit
    (the GM's side, Dana), Rogard (Ben's) watching; dispositions rolled, nothing scripted yet."""
    from ledger.service import Ledger
    from ledger.web import make_app
    from test_mouseguard_table import conflict_ready

    ledger = Ledger(tmp_path / "mg.sqlite", warm=True)
    conflict_ready(ledger)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Brand"]), ("Ben", "player", ["Rogard"])):
        account(ledger, name, PASSWORD)
        grant(ledger, name, role, chars)
    served = Served(make_app(ledger, secret="browser-test", live_interval=0.1))
    yield served, ledger
    served.stop()
    ledger.close()


def script(person: Person, side: str, actions: list[str], actor: str | None = None) -> None:
    """Record a conflict script from the table page: the side and its three actions, one a line."""
    form = open_form(person, "conflict script")
    if actor is not None:
        form.locator("select[name=as]").select_option(actor)
    form.locator('[name="side"]').fill(side)
    target = form.locator('[name="actions"]')
    if target.evaluate("e => e.tagName") == "SELECT":
        raise AssertionError("a script's actions are repeated choices, typed in order")
    target.fill(", ".join(actions))
    answered(person, form)


def sealed_scripts(browser: Any, darkwater: Any, width: int) -> None:
    served, ledger = darkwater
    with people(browser, served.url, width) as (dana, ana, ben):
        for p in (dana, ana, ben):
            p.page.goto("/c/Darkwater")
            p.until("document.body.dataset.liveOpen === '1'")
        script(ana, "Brand", ["attack", "defend", "feint"])
        script(dana, "Bandit", ["maneuver", "maneuver", "maneuver"])
        for p in (dana, ana, ben):
            p.until("document.querySelectorAll('#log li.row').length >= 2 && "
                    "[...document.querySelectorAll('#log .cmd')].filter(e => e.textContent === 'conflict script')"
                    ".length === 2")
        page_text = {p: p.page.locator("#log").inner_html() for p in (dana, ana, ben)}
        assert "feint" not in page_text[dana] and "feint" not in page_text[ben]     # Brand's side's secret
        assert "maneuver" not in page_text[ana] and "maneuver" not in page_text[ben]  # the GM side's secret
        for p in (dana, ana, ben):                                                   # and after a reload
            p.page.reload()
            text = p.page.locator("#log").inner_html() + p.page.locator("#status").inner_html()
            assert "feint" not in text or p is ana, re.findall(r'class="summary">([^<]*)', text)
            assert "maneuver" not in text or p is dana, re.findall(r'class="summary">([^<]*)', text)
            assert "scripted (sealed)" in text
        ben.shot("mouseguard-sealed")
        seen = ben.page.evaluate("document.querySelectorAll('#log li.row').length")
        dana.page.goto("/c/Darkwater")
        record(dana, "conflict reveal", {})
        ben.until(f"document.querySelectorAll('#log li.row').length > {seen}")
        ben.page.reload()
        revealed = ben.page.locator("#log").inner_html() + ben.page.locator("#status").inner_html()
        assert "attack" in revealed.lower() and "maneuver" in revealed.lower()       # the first volley, to all
        assert "feint" not in revealed                                               # the third, still sealed
        ana.page.goto("/c/Darkwater/me")
        ana.page.wait_for_selector("dl.sheet")
        assert "Fighter" in ana.page.locator("dl.sheet").inner_text()
        ana.shot("mouseguard-my-character")
        ana.no_sideways_scroll()


@pytest.mark.slow
@pytest.mark.parametrize("width", [1280, 390])
def test_mouse_guard_scripts_sealed_until_revealed(browser: Any, darkwater: Any, width: int) -> None:
    sealed_scripts(browser, darkwater, width)


@pytest.mark.slow
def test_live_rows_arrive_in_each_readers_language(browser: Any, table: Any) -> None:
    """Ben reads in Spanish, Ana in English: a condition the GM marks reaches each page live, in its reader's
    language (the words the history gives in that language)."""
    from ledger.service.history import HistoryQuery

    served, ledger = table
    ana, ben = Person(browser, served.url, 390), Person(browser, served.url, 1280)
    try:
        for person, name in ((ana, "Ana"), (ben, "Ben")):
            person.sign_in(name, PASSWORD)
        ben.page.goto(CAMPAIGN)
        ben.page.evaluate("""async () => { await fetch('/pages/language', {method: 'POST', credentials: 'same-origin',
            headers: {'Content-Type': 'application/json',
                      'X-CSRF-Token': document.querySelector('meta[name=csrf]').content},
            body: JSON.stringify({lang: 'es'})}); }""")
        for person in (ana, ben):
            person.page.goto(CAMPAIGN)
            person.until("document.body.dataset.liveOpen === '1'")
        assert ben.page.locator("html").get_attribute("lang") == "es"
        ledger.act("Second Chances", "mark", {"character": "Gale", "condition": "angry"})
        marked = action_count(ledger)
        for person, lang in ((ana, "en"), (ben, "es")):
            row = person.page.locator(f'#log li[data-action="{marked}"]')
            row.wait_for()
            told = list(ledger.history("Second Chances", HistoryQuery(last=1), lang, table=False).rows)[0]
            assert told["changes"] and all(c in row.inner_text() for c in told["changes"]), (lang, row.inner_text())
        english = list(ledger.history("Second Chances", HistoryQuery(last=1), "en", table=False).rows)[0]
        assert not any(c in ben.page.locator(f'#log li[data-action="{marked}"]').inner_text()
                       for c in english["changes"])
        for person in (ana, ben):
            assert person.errors == [], person.errors
    finally:
        for person in (ana, ben):
            person.close()
