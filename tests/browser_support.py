"""Helpers of the browser tests: ``ledger serve``'s app on a loopback port in a thread, Debian's Chromium driven by
Playwright, people signed in each in their own browser context, console errors collected, screenshots on request.

Source: Playwright for Python (https://playwright.dev/python/docs/api/class-browsertype#browser-type-launch:
``executable_path`` points at the system's Chromium; no browser is downloaded); uvicorn's ``Server`` run
programmatically (https://www.uvicorn.org/deployment/#running-programmatically). ``LEDGER_SCREENSHOTS=DIR`` saves
a screenshot of each page a test names at the width it runs at.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
#: The two widths every scenario runs at: a desktop and a phone (CSS pixels).
WIDTHS = {1280: 900, 390: 844}


def chromium_or_skip() -> str:
    """The system Chromium's path; skips (fails under CI) when it is not installed."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed: .ci/run installs it (apt-get install -y chromium)")
        pytest.skip("chromium is not installed (apt-get install -y chromium)")
    return CHROMIUM


class Served:
    """The app served by uvicorn on 127.0.0.1 (a free port) in a daemon thread; ``url`` its address; ``stop()``."""

    def __init__(self, app: Any) -> None:
        import uvicorn

        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        sock.close()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                                    lifespan="off"))
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        """Stop serving (open live streams are cut) and wait for the thread."""
        self.server.should_exit = True
        self.server.force_exit = True
        self.thread.join(10)


def served_sample(store: Path, sample: Path, people: dict[str, tuple[str, list[str]]], password: str) -> Any:
    """A context manager serving ``sample`` (a campaign script) replayed into ``store``, each of ``people`` (name ->
    (role, characters)) with an account of ``password``; yields ``(Served, Ledger)``, stopped and closed after."""
    from contextlib import contextmanager

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant

    @contextmanager
    def serving() -> Any:
        ledger = Ledger(store, warm=True)
        ledger.replay(sample)
        for name, (role, chars) in people.items():
            account(ledger, name, password)
            grant(ledger, name, role, chars)
        served = Served(make_app(ledger, secret="browser-test", live_interval=0.1))
        try:
            yield served, ledger
        finally:
            served.stop()
            ledger.close()

    return serving()


class Person:
    """One person's browser context and page (its browser's language ``locale``), with the console errors and
    failed requests it saw."""

    def __init__(self, browser: Any, base: str, width: int, locale: str = "en-GB") -> None:
        self.context = browser.new_context(base_url=base, viewport={"width": width, "height": WIDTHS[width]},
                                           locale=locale)
        self.page = self.context.new_page()
        self.width = width
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        # a request the page itself dropped (the live stream, a part refresh superseded by a newer one or cut by a
        # navigation: net::ERR_ABORTED) is no error; any other failed request is
        self.page.on("requestfailed", lambda r: self.errors.append(f"failed: {r.url} ({r.failure})")
                     if "/live" not in r.url and "ERR_ABORTED" not in str(r.failure or "") else None)
        self.page.set_default_timeout(30_000)          # a bound on a hang, generous for a loaded machine

    def sign_in(self, name: str, password: str) -> None:
        """Sign in through the sign-in page's form."""
        self.page.goto("/")
        self.page.fill("input[name=name]", name)
        self.page.fill("input[name=password]", password)
        self.page.click("form button")
        self.page.wait_for_selector("ul.campaigns")

    def shot(self, name: str) -> None:
        """Save a full-page screenshot ``NAME-WIDTH.png`` under ``$LEDGER_SCREENSHOTS`` when it is set."""
        folder = os.environ.get("LEDGER_SCREENSHOTS")
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(Path(folder) / f"{name}-{self.width}.png"), full_page=True)

    def no_sideways_scroll(self) -> None:
        """Assert the page is no wider than the viewport (nothing to scroll sideways)."""
        wide = self.page.evaluate("document.documentElement.scrollWidth")
        assert wide <= self.width, f"{self.page.url} is {wide} px wide at {self.width}"

    def until(self, script: str, timeout: float = 10.0) -> Any:
        """Poll ``script`` (a JavaScript expression, run by the DevTools protocol, so the page's policy, which forbids
        eval, does not stop it) until it is truthy; returns its value. Raises ``AssertionError`` after ``timeout``
        seconds. (Playwright's ``wait_for_function`` evaluates inside the page, which the policy refuses.)"""
        deadline = time.monotonic() + timeout
        while True:
            value = self.page.evaluate(script)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"still false after {timeout} s: {script}")
            self.page.wait_for_timeout(50)

    def close(self) -> None:
        self.context.close()


@contextmanager
def signed_in(browser: Any, base: str, name: str, password: str, width: int = 1280, locale: str = "en-GB",
              at: str | None = None) -> Iterator[Person]:
    """``name`` signed in with ``password`` in a new ``Person`` (``width`` one of ``WIDTHS``, the browser's ``locale``)
    of the app at ``base``, then on the page ``at`` (a path) when it is given; closed after, however the block ends.
    Raises what Playwright raises when the sign-in page does not lead to the campaigns list. Source: README "The web
    table" (``/``: sign in, then the campaigns you belong to)."""
    person = Person(browser, base, width, locale=locale)
    try:
        person.sign_in(name, password)
        if at is not None:
            person.page.goto(at)
        yield person
    finally:
        person.close()


def open_form(person: Person, command: str) -> Any:
    """The form of ``command`` on the table page ``person`` is on (README "The web table": each command's form in its
    own ``details`` box under ``#actions``), its box opened: a Playwright ``Locator``."""
    box = person.page.locator(f'#actions details[data-command="{command}"]')
    box.locator("summary").click()
    return box.locator("form")


def recorded(person: Person, form: Any) -> None:
    """Send ``form`` (its submit button) and wait for the page's refresh after it: the body's ``data-recorded`` count
    of refreshes shown after a recorded form grows (README "The web table"). Raises ``AssertionError`` when it does
    not within ``Person.until``'s bound."""
    seen = person.page.evaluate("Number(document.body.dataset.recorded || 0)")
    form.locator("button:not([type=button])").click()
    person.until(f"Number(document.body.dataset.recorded || 0) > {seen}")


def answered(person: Person, form: Any) -> None:
    """Send ``form`` and wait for its own answer: the page's refresh after it with the flash line changed (a live
    refresh of an earlier action may come first), or a form's error shown. Raises ``AssertionError`` naming the
    errors when one is shown, or when neither comes within ``Person.until``'s bound. Source: README "The web table"
    (the page's refresh after a recorded form)."""
    page = person.page
    seen = page.evaluate("Number(document.body.dataset.recorded || 0)")
    flash = page.evaluate("(document.querySelector('#flash') || {}).textContent || ''")
    form.locator("button:not([type=button])").click()
    person.until(f"(Number(document.body.dataset.recorded || 0) > {seen} && "
                 f"((document.querySelector('#flash') || {{}}).textContent || '') !== {flash!r}) || "
                 "[...document.querySelectorAll('#actions .error')].some((e) => !e.hidden)")
    errors = [e for e in page.locator("#actions .error").all_inner_texts() if e]
    assert not errors, errors


@pytest.fixture(scope="module")
def browser() -> Any:
    """Debian's Chromium launched headless through Playwright, once per test module (skipped where it is absent)."""
    from playwright.sync_api import sync_playwright

    path = chromium_or_skip()
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, headless=True)
        yield b
        b.close()
