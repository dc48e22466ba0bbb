"""My character at a moment through Starlette's test client: every moment the picker offers (action, session, scene,
each with its start) shows the sheet the CLI's ``sheet --as-of/--session/--scene [--start]`` shows, labelled with
the CLI's words, and keeps the picker's selection; a moment it does not take is refused naming the parameter; the
chronicle downloads only when asked to with a true value (README "The web table", "Using the ledger")."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import Cli
from web_support import account, grant, store_with_sample

C = "/c/Second%20Chances"
PASSWORD = "a table of five"


@pytest.fixture
def played(tmp_path: Path) -> Any:
    """The sample campaign played on into a second session of two scenes (Gale marks a condition in each), the
    app over it with Ana (Gale's player), and the CLI over the same store."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = store_with_sample(tmp_path)
    ledger = Ledger(store, warm=True)
    for cmd, args in (("session start", {}), ("scene start", {"title": "Docks"}),
                      ("mark", {"character": "Gale", "condition": "afraid"}), ("scene end", {}),
                      ("scene start", {"title": "Roof"}), ("mark", {"character": "Gale", "condition": "insecure"})):
        ledger.act(None, cmd, args)
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Gale"])
    ana = TestClient(make_app(ledger, secret="moments-test"), base_url="http://127.0.0.1")
    ana.headers["X-CSRF-Token"] = ana.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD}).json()["csrf"]
    yield ana, Cli(Path(store)), ledger
    ledger.close()


def _conditions(text: str) -> str:
    """The Conditions row of a sheet page."""
    return text.split(">Conditions</button>")[1].split("</dd>")[0]


def _picked(text: str) -> dict[str, str]:
    """The value each of the picker's number fields holds (``session``, ``scene``, ``as_of``)."""
    return dict(re.findall(r'<input type="number" name="(\w+)"[^>]* value="([^"]*)"', text))


MOMENTS = [{"as_of": 20}, {"session": 1}, {"session": 2}, {"session": 2, "start": 1}, {"scene": 2},
           {"scene": 2, "start": 1}, {"scene": 3}, {"scene": 3, "start": "true"}]


@pytest.mark.parametrize("moment", MOMENTS, ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_each_moment_the_picker_offers_shows_the_sheet_then(played: Any, moment: dict[str, Any]) -> None:
    ana, cli, _ = played
    options = {"as_of": "--as-of", "session": "--session", "scene": "--scene"}
    args = [a for k, v in moment.items() if k != "start" for a in (options[k], str(v))]
    shown = cli.json("sheet", "Gale", *args, *(["--start"] if "start" in moment else []))
    for url in (f"{C}/character/Gale", f"{C}/me"):                    # My character keeps the moment asked
        page = ana.get(url, params=moment)
        assert page.status_code == 200, page.text[:300]
        assert str(page.url).endswith(f"/character/Gale?{page.url.query.decode()}") and page.url.query
        text = html.unescape(page.text)
        assert f"At a moment: {shown['moment']['text']}</h2>" in text                 # the CLI's label
        conditions = _conditions(text)
        for condition in ("Afraid", "Insecure", "Angry"):
            assert (condition.lower() in shown["conditions"]) == (condition in conditions), (condition, moment)
        picked = _picked(page.text)
        key = next(k for k in moment if k != "start")
        assert picked[key] == str(moment[key]) and all(v == "" for k, v in picked.items() if k != key)
        start = re.findall(rf'name="{key}"[^>]*>.*?name="start" value="1"( checked)?>', page.text, re.S)
        assert start == ([" checked"] if "start" in moment else [""] if key != "as_of" else [])


def test_the_sheet_now_is_the_sheet_without_a_moment(played: Any) -> None:
    ana, cli, _ = played
    page = ana.get(f"{C}/character/Gale").text
    assert "Sheet now</h2>" in page and "At a moment" not in page
    now = cli.json("sheet", "Gale")["conditions"]
    assert ("Insecure" in _conditions(page)) == ("insecure" in now) == True  # noqa: E712
    latest = played[2].now("Second Chances").state
    assert f'name="session" min="0" max="{latest["session"]["number"]}"' in page      # the picker offers what was
    assert f'name="scene" min="0" max="{latest["scene"]["number"]}"' in page


@pytest.mark.parametrize(("query", "field"), [("scene=999", "scene"), ("scene=abc", "scene"), ("scene=", "scene"),
                                              ("session=999", "session"), ("session=", "session"),
                                              ("as_of=", "as_of"), ("as_of=100000", "as_of"),
                                              ("session=1&start=maybe", "start"), ("start=1", "start"),
                                              ("session=1&scene=2", "scene")])
def test_a_moment_not_taken_is_refused_naming_it(played: Any, query: str, field: str) -> None:
    ana = played[0]
    for url in (f"{C}/character/Gale?{query}", f"{C}/me?{query}"):
        page = ana.get(url)
        assert page.status_code == 400, (url, page.text[:200])
        assert f'data-field="{field}"' in page.text and "Sheet now" not in page.text and "Conditions" not in page.text


@pytest.mark.parametrize(("value", "downloads"), [("1", True), ("true", True), ("TRUE", True), ("0", False),
                                                   ("false", False)])
def test_the_chronicle_downloads_only_when_asked_to(played: Any, value: str, downloads: bool) -> None:
    got = played[0].get(f"{C}/chronicle", params={"download": value})
    assert got.status_code == 200 and "Second Chances" in got.text
    assert ("content-disposition" in got.headers) == downloads
    if downloads:
        assert got.headers["content-disposition"] == \
            "attachment; filename=\"Second-Chances.html\"; filename*=UTF-8''Second%20Chances.html"


@pytest.mark.parametrize("value", ["", "maybe", "2", "yes", "no", "on", "off"])
def test_a_download_value_not_yes_or_no_is_refused(played: Any, value: str) -> None:
    got = played[0].get(f"{C}/chronicle", params={"download": value})
    assert got.status_code == 400 and "<h1>Not possible</h1>" in got.text and 'data-field="download"' in got.text and "content-disposition" not in got.headers
