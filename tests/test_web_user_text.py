"""User text on the web pages is shown as the CLI, ``ledger play`` and the chronicle show it: markup escaped, and a
line break, U+202E, BEL or ESC as a visible escape (``ledger.user_text.one_line``, the pages' jinja2 finaliser);
a system's own multi-line value keeps its lines; a proposal's reason on the GM's desk; invitation expiry times as a
person reads them (README "The web table"; the developers' guide: "user text is never interpreted")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import account, grant, store_with_sample

C = "/c/Second%20Chances"
API = "/api/campaigns/Second%20Chances"
PASSWORD = "a table of five"
#: Markup, a line break, a right-to-left override, a bell and an escape sequence, typed as a reason.
TYPED = '<b>bold</b> "x"\u2028second line\u202eevil\u200bbell\u2066[31mred'
#: How every page shows it: escaped for HTML, and each invisible character as its visible escape.
SHOWN = r"&lt;b&gt;bold&lt;/b&gt; &#34;x&#34;\u2028second line\u202eevil\u200bbell\u2066[31mred"


@pytest.fixture
def site(tmp_path: Path) -> Any:
    """The app over the sample campaign, Dana its GM, Ana Gale's player, approval of players' actions on."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Gale"])):
        account(ledger, name, PASSWORD)
        grant(ledger, name, role, chars)
    app = make_app(ledger, secret="user-text-test")
    yield app, ledger
    ledger.close()


def client(site: Any, name: str) -> TestClient:
    c = TestClient(site[0], base_url="http://127.0.0.1")
    got = c.post("/api/sign-in", json={"name": name, "password": PASSWORD})
    assert got.status_code == 200, got.text
    c.headers["X-CSRF-Token"] = got.json()["csrf"]
    return c


def _no_raw_characters(text: str) -> None:
    """No character of the typed text reaches the page as it is (the page's own line breaks aside)."""
    for ch in ("\u202e", "\u200b", "\u2066"):
        assert ch not in text
    assert "second line" not in text.replace(r"\u2028second line", "")


def test_a_reason_is_shown_escaped_on_the_table_history_and_desk(site: Any) -> None:
    dana, ana = client(site, "Dana"), client(site, "Ana")
    started = dana.post(f"{API}/commands/session/start", json={"reason": TYPED})
    assert started.status_code == 201 and started.json()["reason"] == TYPED          # the API keeps the exact text
    assert dana.post(f"{API}/commands/scene/start", json={}).status_code == 201
    assert dana.post(f"{API}/approval", json={"approval": "players"}).status_code == 201
    proposed = ana.post(f"{API}/commands/roll", json={"move": "Unleash Your Powers", "as": "Gale", "dice": [3, 4],
                                                      "reason": TYPED})
    assert proposed.status_code == 202
    pid = proposed.json()["events"][0]["detail"]["proposal"]
    other = ana.post(f"{API}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert other.status_code == 202
    turned = other.json()["events"][0]["detail"]["proposal"]
    assert dana.post(f"{API}/proposals/{turned}/reject", json={"reason": TYPED}).status_code == 201
    pages = {"the GM's table": dana.get(C).text, "the player's table": ana.get(C).text,
             "history": dana.get(f"{C}/history").text, "the player's history": ana.get(f"{C}/history").text,
             "desk": dana.get(f"{C}/desk").text}
    for where, text in pages.items():
        if where != "desk":
            assert f"<q>{SHOWN}</q>" in text, where                                 # the session start's reason
        _no_raw_characters(text)
    for where in ("the GM's table", "history"):                                   # the rejection, with its reason
        assert f'<div class="summary">proposal {turned} rejected: {SHOWN} (by Dana)</div>' in pages[where], where
    desk = pages["desk"]
    article = desk.split(f'data-proposal="{pid}">')[1].split("</p>")[0]
    assert article == (f'\n    <p><b>{pid}</b> · Ana as <b>Gale</b>: <code>roll</code> — '
                       f'“<span class="why">{SHOWN}</span>”')                                # the proposer's reason, escaped
    assert f'data-proposal="{turned}"' not in desk                                  # decided: off the queue


def test_a_systems_own_lines_stay_lines_and_each_is_made_safe(site: Any) -> None:
    dana = client(site, "Dana")
    assert dana.post(f"{API}/commands/session/start", json={}).status_code == 201
    for character, amount, reason in (("Gale", 1, "<i>\u2066[2J\u2028next"), ("Rook", -1, "plain")):
        given = dana.post(f"{API}/commands/forward", json={"character": character, "amount": amount, "reason": reason})
        assert given.status_code == 201, given.text
    status = dana.get(C).text.split('id="status"')[1].split("</section>")[0]
    pending = re.findall(r"<dt>pending modifiers</dt><dd>(.*?)</dd>", status, re.S)
    assert pending == [r"Gale: +1 forward (&lt;i&gt;\u2066[2J\u2028next)<br>Rook: -1 forward (plain)"]   # a line each


def test_the_finaliser_and_the_lines_filter() -> None:
    from markupsafe import Markup

    from ledger.user_text import html_lines, html_text

    assert html_text(TYPED) == '<b>bold</b> "x"\\u2028second line\\u202eevil\\u200bbell\\u2066[31mred'
    assert html_text(Markup("<br>")) == Markup("<br>") and html_text(7) == 7 and html_text(None) is None
    assert html_lines("a <i>\nb\x1b\u2028c") == Markup("a &lt;i&gt;<br>b\\x1b\\u2028c")


def test_an_invitations_expiry_reads_as_a_time(site: Any) -> None:
    from ledger.group.words import readable_time as when

    dana = client(site, "Dana")
    made = dana.post(f"{API}/invitations", json={"role": "player", "characters": ["Rook"], "expires": "48h"})
    assert made.status_code == 201, made.text
    expires = made.json()["rows"][0]["events"][0]["detail"]["expires"]
    desk = dana.get(f"{C}/desk").text
    shown = re.findall(rf'<b>{made.json()["invitation"]}</b> player Rook · open · Expires '
                       r'<time datetime="([^"]+)">([^<]+)</time>', desk)
    assert shown == [(expires, when(expires))]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC", shown[0][1])
    row = made.json()["rows"][0]                                                   # the history's line says it so too
    assert row["events"][0]["summary"] == f"invitation {made.json()['invitation']}: player of Rook, until {shown[0][1]} (by Dana)"
    assert f"until {shown[0][1]} (by Dana)</div>" in dana.get(C).text
    assert when("2026-12-04T06:56:28.983952+00:00") == "2026-12-04 06:56 UTC"
    assert when("2026-12-04T08:56:28+02:00") == "2026-12-04 06:56 UTC"             # said in UTC
    assert when(None) == "—" and when("soon") == "soon"


@pytest.mark.parametrize("name", ["AC/DC", "<b>X</b>", "50%", "a?b#c"])
def test_a_character_named_with_a_slash_or_markup_is_read_on_every_route(site: Any, name: str) -> None:
    """A character's name sits in the address of its sheet, arc, why and page: a ``/`` in it (typed percent-encoded
    or as is) reaches the same character, and the page shows the name as typed, as text: never capitalised or
    taken for one of the page's own words (README "The server")."""
    from html import escape
    from urllib.parse import quote

    dana = client(site, "Dana")
    added = dana.post(f"{API}/commands/add-npc", json={"name": name})
    assert added.status_code == 201
    typed = quote(name, safe="")
    for address in (f"{API}/sheet/{typed}", f"{API}/sheet/{quote(name)}"):
        sheet = dana.get(address)
        assert (sheet.status_code, sheet.json()["name"], sheet.json()["kind"]) == (200, name, "npc")
    assert dana.get(f"{API}/arc/{typed}").json()["name"] == name
    why = dana.get(f"{API}/why/{typed}/status")
    assert why.status_code == 200 and [w["action"] for w in why.json()] == [added.json()["action"]]
    page = dana.get(f"{C}/character/{typed}")
    assert page.status_code == 200
    assert f"<title>{escape(name, quote=False)} · Second Chances</title>" in page.text
    assert "<b>X</b>" not in page.text
