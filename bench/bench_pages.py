"""The web pages on a big campaign: time to first render of each page, beside the JSON API's read of the same data
(the ratio), and each page's weight in KiB.

Usage::

    python bench/bench_pages.py [--events 100000] [--store PATH] [--reuse] [--repeat 5] [--no-browser]

1. Builds (or, with ``--reuse``, reuses) the Masks store of ``bench_rebuild.py`` (about ``--events`` events), adds
   the Mouse Guard sample played on with seeded tests to about ``--events`` events (once: kept in the same store),
   and makes a GM (Dana) and a player (Ana: the first Masks PC's, and Rogard's) with their sign-in.
2. Serves it with ``ledger serve``'s app (uvicorn on 127.0.0.1, a free port, in this process), started as ``ledger
   serve`` starts it (the workers load the campaigns; one folds ahead what a first visit folds, where the code has
   ``Ledger.fold_ahead``), each server with a new empty ``LEDGER_CACHE`` (nothing kept on disk; unless the cache is
   off), and over loopback with httpx times:
   - first reads (cold): signed in as Dana (the GM), each page below asked once, in order, as soon as a server is up
     (its fold ahead running); the API reads of the same data likewise, at a server of their own started before;
   - warm reads: once that server's fold ahead is done, each page and each API read, best of ``--repeat``, signed in
     as Dana then as Ana.
   What is timed: the table page ``/c/NAME`` (status, the last 30 actions, the forms of what the person may do)
   against the API's ``/status`` + ``/history?last=30`` (the same data as JSON); My character
   ``/c/NAME/character/PC`` (sheet, arc, chart) against the API's ``/sheet/PC`` + ``/arc/PC``; the pips (My
   character of the Mouse Guard PC: each rated value's pips linked to the test that earned it) against the API's
   sheet, arc and the why of one rated value (the page reads the whys of all of them at once); ``why`` of a value
   (the API the page's why panel reads) against the API's sheet of the same PC; a filtered history,
   ``/c/NAME/history?character=PC``, against the API's ``/history?character=PC&last=51``.
3. In Chromium (Playwright, ``/usr/bin/chromium``; skipped with ``--no-browser``): the first contentful paint of the
   table page and My character, signed in, from navigation start (the browser's own Paint Timing), best of ``--repeat``.
4. Page weight: the HTML of each page plus the stylesheet and the script it loads (nothing else is loaded), in KiB.
5. The server of the warm reads stopped and started again over the same store: the time of the first My character and
   pips pages, asked as soon as it is up (what the server before kept on disk in place: its ``LEDGER_CACHE``).

Goals (README "The web table"): the page under 2x the API read; under 200 KiB. Loopback only, bounded loops.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "bench", ROOT / "tests"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

PASSWORD = "bench password"


def best(repeat: int, fn: Any) -> tuple[float, float]:
    """(first, best) wall time in seconds of ``repeat`` calls of ``fn``."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return times[0], min(times)


def build(path: Path, events: int, reuse: bool) -> None:
    """The bench_rebuild store at ``path`` (built unless ``reuse``)."""
    from bench_rebuild import Builder

    from ledger.store.application import LedgerApp

    if reuse:
        if not path.exists():
            raise SystemExit(f"--reuse: no store at {path}")
        return
    if path.exists():
        raise SystemExit(f"{path} exists; pass --reuse to measure it, or choose another --store")
    t0 = time.perf_counter()
    builder = Builder(LedgerApp(path, create=True), events, 2026, 2000)
    builder.run()
    builder.app.close()
    print(f"built {builder.camp.version:,} events in {time.perf_counter() - t0:.0f} s")


#: The Mouse Guard campaign added to the store for the pips view (the sample, played on), and its PC measured.
MOUSE_GUARD, MOUSE = "Darkwater Crossing", "Rogard"


def build_mouse_guard(path: Path, events: int) -> None:
    """Add the Mouse Guard sample to the store at ``path`` (when missing) and play it on with seeded tests (each
    patrol mouse testing its own skills, Ob 1 to 4, resolved; skills advance as the tallies fill) to about
    ``events`` events, saved in batches (``bench_rebuild``'s way: ``acting.apply``, ``LedgerApp.record``)."""
    import random

    from ledger.service import Ledger
    from ledger.service.acting import apply
    from ledger.store.application import LedgerApp

    if MOUSE_GUARD in Ledger(path).campaigns():
        return
    t0 = time.perf_counter()
    Ledger(path).replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    app = LedgerApp(path)
    camp = app.campaign(MOUSE_GUARD, writing=True)
    rng = random.Random(2026)
    for command in ("session start", "turn gm"):
        apply(app, camp, command, {}, "GM")
    apply(app, camp, "scene start", {"title": "Patrol"}, "GM")
    unsaved = 0
    while camp.version < events:
        who = rng.choice(["Rogard", "Tamsin", "Wren", "Brand"])
        skill = rng.choice(sorted(camp.state["characters"][who]["skills"]))
        apply(app, camp, "test", {"skill": skill, "ob": rng.randint(1, 4)}, who, seed=rng.randrange(1 << 30))
        apply(app, camp, "resolve", {}, "GM")
        unsaved += 2
        if unsaved >= 2000:
            app.record(camp)
            unsaved = 0
    app.record(camp)
    app.close()
    print(f"built {MOUSE_GUARD!r}: {camp.version:,} events in {time.perf_counter() - t0:.0f} s")


def people(ledger: Any, name: str, pc: str | None = None) -> str:
    """Dana (GM) and Ana (the player of ``pc``, default the first PC), made once; returns the PC's name."""
    from ledger.service.people import Person

    system = ledger.system(name)
    pc = pc or system.views.characters(ledger.now(name).state, "en")[0]
    for who, role, chars in (("Dana", "gm", []), ("Ana", "player", [pc])):
        if who not in ledger.accounts():
            ledger.make_account(who, PASSWORD)
        if ledger.role(name, Person(who)) != (role, chars):
            ledger.group(name, "grant", {"person": who, "role": role, "characters": chars}, by=Person.OWNER)
    return pc


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=100_000)
    ap.add_argument("--store", type=Path, default=None)
    ap.add_argument("--reuse", action="store_true")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--no-browser", action="store_true")
    a = ap.parse_args()
    path = a.store or Path(tempfile.gettempdir()) / f"ledger-pages-{a.events}.sqlite"
    build(path, a.events, a.reuse)

    from ledger.service import Ledger

    build_mouse_guard(path, a.events)
    ledger = Ledger(path, warm=True)
    name = next(n for n in ledger.campaigns() if n != MOUSE_GUARD)
    pc = people(ledger, name)
    people(ledger, MOUSE_GUARD, MOUSE)
    for camp in (name, MOUSE_GUARD):
        print(f"store: {path}  campaign {camp!r}: {ledger.now(camp).version:,} events, "
              f"{ledger.now(camp).actions:,} actions; player Ana plays {pc if camp == name else MOUSE}")
    pairs = measured(ledger, name, pc)
    ledger.close()
    cold_api = cold(path, [api for _, api in pairs.values()])          # a server of its own: the API asked first
    kept = fresh_cache()
    served, ledger, ahead = serving(path)
    try:
        cold_page = first_reads(served.url, [page for page, _ in pairs.values()])
        ahead.wait(600)                                                # warm: the fold ahead done
        print("first read (cold: the GM, each asked once in this order as soon as a server with nothing kept is up;"
              " the API on a server of its own) and warm (best of --repeat after it), ms:")
        print(f"{'':20s} {'page cold':>10s} {'API cold':>9s} {'ratio':>6s}  {'page warm':>10s} {'API warm':>9s} "
              f"{'ratio':>6s}  weight KiB (HTML + CSS and script)")
        for who in ("Dana", "Ana"):
            print(f"signed in as {who} ({'the GM' if who == 'Dana' else 'a player'}):")
            warm(served.url, who, pairs, a.repeat, cold_page if who == "Dana" else None,
                 cold_api if who == "Dana" else None)
        if not a.no_browser:
            paint(served.url, [u for page_urls, _ in list(pairs.values())[:2] for u in page_urls], a.repeat)
    finally:
        served.stop()
        ledger.close()
    restarted(path, kept, [pairs["My character"][0][0], pairs["pips (Mouse Guard)"][0][0]])


def fresh_cache() -> Path | None:
    """Point ``LEDGER_CACHE`` at a new empty folder (nothing kept on disk: a server starting there folds it all);
    returns it, or None (left as it is) when the cache is turned off."""
    import os

    if os.environ.get("LEDGER_CACHE", "x").strip().lower() in ("", "off", "0", "no", "false"):
        return None
    folder = Path(tempfile.mkdtemp(prefix="bench-pages-cache-"))
    os.environ["LEDGER_CACHE"] = str(folder)
    return folder


def serving(path: Path) -> tuple[Any, Any, Any]:
    """(the server, its ``Ledger``, an event set when its fold ahead is done) over the store at ``path``."""
    import threading

    from ledger.service import Ledger

    ledger = Ledger(path, warm=True)
    done = threading.Event()
    return start(ledger, done), ledger, done


def first_reads(url: str, asked: list[list[str]]) -> list[float]:
    """Signed in as the GM at the server at ``url``, the wall time in seconds of the first read of each of ``asked``
    (each a list of URLs read one after another), in order."""
    import httpx

    out = []
    with httpx.Client(base_url=url, timeout=600) as web:
        web.post("/api/sign-in", json={"name": "Dana", "password": PASSWORD}).raise_for_status()
        for urls in asked:
            t0 = time.perf_counter()
            for u in urls:
                web.get(u).raise_for_status()
            out.append(time.perf_counter() - t0)
    return out


def cold(path: Path, asked: list[list[str]]) -> list[float]:
    """``first_reads`` of ``asked`` at a server started over ``path`` with nothing kept on disk, then stopped."""
    fresh_cache()
    served, ledger, ahead = serving(path)
    try:
        return first_reads(served.url, asked)
    finally:
        ahead.wait(600)                              # (its fold ahead is not left running into the next server)
        served.stop()
        ledger.close()


def warm(url: str, who: str, pairs: dict[str, tuple[list[str], list[str]]], repeat: int,
         cold_page: list[float] | None, cold_api: list[float] | None) -> None:
    """Print, signed in as ``who``, each page's and its API read's best of ``repeat`` (beside the first reads given)
    and the page's weight."""
    import httpx

    with httpx.Client(base_url=url, timeout=600) as web:
        web.post("/api/sign-in", json={"name": who, "password": PASSWORD}).raise_for_status()
        assets = sum(len(web.get(u).content) for u in ("/static/ledger.css", "/static/ledger.js"))
        for i, (label, (page_urls, api_urls)) in enumerate(pairs.items()):
            def get(urls: list[str]) -> None:
                for u in urls:
                    web.get(u).raise_for_status()

            page_best = best(repeat, lambda: get(page_urls))[1]
            api_best = best(repeat, lambda: get(api_urls))[1]
            html = len(web.get(page_urls[0]).content)
            first = (f"{cold_page[i] * 1000:10.1f} {cold_api[i] * 1000:9.1f} {cold_page[i] / cold_api[i]:6.2f}"
                     if cold_page and cold_api else f"{'':10s} {'':9s} {'':6s}")
            print(f"{label[:20]:20s} {first}  {page_best * 1000:10.1f} {api_best * 1000:9.1f} "
                  f"{page_best / api_best:6.2f}  {(html + assets) / 1024:5.1f} "
                  f"({html / 1024:.1f} + {assets / 1024:.1f})")


def start(ledger: Any, done: Any = None) -> Any:
    """The app over ``ledger`` served on 127.0.0.1, started as ``ledger serve`` starts it: the workers load the
    campaigns and, where the code has it, one folds ahead what a first visit folds (``Ledger.fold_ahead``), then
    sets ``done`` (a ``threading.Event``) when given."""
    from browser_support import Served
    from ledger.web import make_app

    app = make_app(ledger, secret="bench-pages")
    app.state.calls.warm_up(ledger.load_kept)

    def ahead() -> None:
        try:
            if hasattr(ledger, "fold_ahead"):
                ledger.fold_ahead()
        finally:
            if done is not None:
                done.set()

    app.state.calls.later(ahead)
    return Served(app)


def restarted(path: Path, kept: Path | None, pages: list[str]) -> None:
    """The server started again over the same store, what the one before kept on disk (``kept``: its
    ``LEDGER_CACHE``) in place: the time to the first answer of each of ``pages``, signed in as the GM, asked as soon
    as it is up."""
    import os

    if kept is not None:
        os.environ["LEDGER_CACHE"] = str(kept)
    served, ledger, ahead = serving(path)
    try:
        for url, took in zip(pages, first_reads(served.url, [[u] for u in pages])):
            print(f"after a restart, the first {unquote(url)}: {took * 1000:8.1f} ms")
    finally:
        ahead.wait(600)
        served.stop()
        ledger.close()


def measured(ledger: Any, name: str, pc: str) -> dict[str, tuple[list[str], list[str]]]:
    """What is timed: label -> (the page's URLs, the API's URLs reading the same data). The pips (My character
    of the Mouse Guard PC: sheet, arc and each rated value's pips, linked to the tests that earned them; against
    the API's sheet, arc and the why of one rated value: the page reads the whys of all at once), ``why``
    of a value (the page's why panel reads the API's; against the API's sheet of the same PC, a read that walks
    no record) and a player's filtered history (``?character=PC``) are read by the whole record unless kept."""
    q, p, mg, m = quote(name, safe=""), quote(pc, safe=""), quote(MOUSE_GUARD, safe=""), quote(MOUSE, safe="")
    api, mg_api = f"/api/campaigns/{q}", f"/api/campaigns/{mg}"
    system = ledger.system(MOUSE_GUARD)
    tracks = system.views.pips(ledger.now(MOUSE_GUARD).state, MOUSE, "en")
    fields = [quote(t["field"], safe="") for t in tracks if t["rating"]]
    field = quote(next(iter(ledger.system(name).views.arc(
        ledger.system(name).views.sheet(ledger.now(name).state, pc, "en"), "en"))), safe="")
    return {"table page": ([f"/c/{q}"], [f"{api}/status", f"{api}/history?last=30"]),
            "My character": ([f"/c/{q}/character/{p}"], [f"{api}/sheet/{p}", f"{api}/arc/{p}"]),
            "pips (Mouse Guard)": ([f"/c/{mg}/character/{m}"],
                                   [f"{mg_api}/sheet/{m}", f"{mg_api}/arc/{m}", f"{mg_api}/why/{m}/{fields[0]}"]),
            f"why {pc} {unquote(field)}": ([f"{api}/why/{p}/{field}"], [f"{api}/sheet/{p}"]),
            "history ?character": ([f"/c/{q}/history?character={p}"], [f"{api}/history?character={p}&last=51"])}


def paint(url: str, pages: list[str], repeat: int) -> None:
    """Print each page's first contentful paint in Chromium (best of ``repeat``), signed in as Ana."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
        context = browser.new_context(base_url=url, viewport={"width": 390, "height": 844})
        context.request.post("/api/sign-in", data={"name": "Ana", "password": PASSWORD})
        for target in pages:
            times = []
            for _ in range(repeat):
                page = context.new_page()
                page.goto(target, wait_until="load", timeout=300_000)
                page.wait_for_timeout(200)
                fcp = page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null")
                if fcp is not None:
                    times.append(fcp)
                page.close()
            shown = f"{min(times):.0f} ms" if times else "not reported"
            print(f"Chromium first contentful paint (390 px) {target}: {shown}")
        browser.close()


if __name__ == "__main__":
    main()
