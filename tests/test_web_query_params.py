"""Every query parameter a page or an API route reads is checked the same way: a yes/no one is ``1``/``true`` or
``0``/``false`` and nothing else, an enumerated one one of its values, a repeated one refused naming it (never read
as its last copy), an empty one taken as absent only for a field a page's form sends; a read takes the CLI's
moment; a ``why`` of no value of the sheet is refused as the CLI refuses it. Each refusal is 400 (404 for the
``why``) naming the parameter as sent and what is allowed, and nothing is written (README "The server", "The web
table")."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import ROOT, Cli
from web_support import account, gm_token, grant, store_with_sample

C = "/c/Second%20Chances"
API = "/api/campaigns/Second%20Chances"
PASSWORD = "a table of five"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """The sample campaign, the app over it with Ana (Gale's player, by session) and the GM's token client, and
    the CLI over the same store."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = store_with_sample(tmp_path)
    ledger = Ledger(store, warm=True)
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Gale"])
    app = make_app(ledger, secret="params-test")
    ana = TestClient(app, base_url="http://127.0.0.1")
    ana.headers["X-CSRF-Token"] = ana.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD}).json()["csrf"]
    gm = TestClient(app, base_url="http://127.0.0.1")
    gm.headers["Authorization"] = f"Bearer {gm_token(app)}"
    yield ana, gm, Cli(Path(store)), ledger
    ledger.close()


def _refused(page: Any) -> tuple[int, str, str]:
    """(status, the field named, the message) of a page's refusal: the error page's, or the one a page says inside
    itself (the history page: beside the filter's field, or above its rows)."""
    inside = re.search(r'data-field="([^"]*)">(?:<b>[^<]*</b>: <span>)?(.*?)</span>', page.text, re.S)
    if inside:
        return page.status_code, html.unescape(inside.group(1)), html.unescape(inside.group(2)).strip()
    field = re.search(r'<p class="error" data-field="(.*?)" role="alert"><b>(.*?)</b>: ', page.text)
    if field:                                   # the error page names the field in its visible text too
        assert field.group(1) == field.group(2)
    message = re.search(r"<p[^>]*>(?:<b>[^<]*</b>: )?(.*?)</p>", page.text.split("</h1>", 1)[-1], re.S)
    return page.status_code, html.unescape(field.group(1)) if field else "", \
        html.unescape(message.group(1)).strip() if message else ""


@pytest.mark.parametrize(("url", "field", "message"), [
    (f"{C}/chronicle?download=yes", "download", "true or false (1 or 0)"),
    (f"{C}/chronicle?download=on", "download", "true or false (1 or 0)"),
    (f"{C}/chronicle?download=1&download=0", "download", "given 2 times; give it once"),
    (f"{C}?part=all", "part", "'all'; allowed: live (the status and actions sections only)"),
    (f"{C}?part=", "part", "given empty; give a value or leave the parameter out"),
    (f"{C}/history?character=Gale&character=Rook", "character", "given 2 times; give it once"),
    (f"{C}/history?actor=GM&actor=Ana", "actor", "given 2 times; give it once"),
    (f"{C}/history?kind=mark&kind=", "kind", "given 2 times; give it once"),
    (f"{C}/history?at=", "at", "given empty; give a value or leave the parameter out"),
    (f"{C}/history?page=", "page", "given empty; give a value or leave the parameter out"),
    (f"{C}/history?at=2&at=3", "at", "given 2 times; give it once"),
    ("/join?code=abc&code=def", "code", "given 2 times; give it once"),
    (f"{C}/character/Gale?session=1&session=2", "session", "given 2 times; give it once"),
])
def test_a_page_refuses_a_parameter_it_cannot_read(table: Any, url: str, field: str, message: str) -> None:
    ana, _, _, ledger = table
    before = ledger.now("Second Chances").version
    assert _refused(ana.get(url)) == (400, field, message)
    assert ledger.now("Second Chances").version == before


def test_an_empty_form_field_is_no_filter_on_the_history_page(table: Any) -> None:
    ana, ledger = table[0], table[3]
    plain, emptied = ana.get(f"{C}/history"), ana.get(f"{C}/history?character=&session=&actor=&kind=&since=&until=")
    assert plain.status_code == emptied.status_code == 200
    rows = lambda page: re.findall(r'id="a(\d+)"', page.text)  # noqa: E731
    assert rows(emptied) == rows(plain) and rows(plain)[0] == str(ledger.now("Second Chances").actions)
    one = ana.get(f"{C}/history?character=Gale")
    assert one.status_code == 200 and 'name="character" value="Gale"' in one.text


@pytest.mark.parametrize(("value", "downloads"), [("1", True), ("true", True), ("0", False), ("false", False)])
def test_the_chronicle_flag_takes_the_documented_spellings(table: Any, value: str, downloads: bool) -> None:
    got = table[0].get(f"{C}/chronicle", params={"download": value})
    assert got.status_code == 200 and ("content-disposition" in got.headers) == downloads


@pytest.mark.parametrize(("query", "status", "message"), [
    ("all=yes", 400, "true or false (1 or 0)"), ("all=no", 400, "true or false (1 or 0)"),
    ("all=1&all=1", 400, "given 2 times; give it once")])
def test_the_proposals_all_flag_is_checked(table: Any, query: str, status: int, message: str) -> None:
    gm = table[1]
    got = gm.get(f"{API}/proposals?{query}")
    assert got.status_code == status and got.json() == {"error": {"code": "bad_input", "field": "all", "message": message}}
    assert gm.get(f"{API}/proposals?all=true").status_code == 200
    assert gm.get(f"{API}/proposals?all=0").json() == gm.get(f"{API}/proposals").json()


WHY_REFUSED = ("no recorded change of 'nonsense' for Gale; name a value of its sheet (as its sheet's JSON names them): "
               "kind, playbook, labels, locked, conditions, potential, advances_available, advancements, moment_of_truth, moment_of_truth_unlocks, status")


def test_a_why_of_no_value_of_the_sheet_is_refused_on_every_face(table: Any) -> None:
    ana, gm, cli, _ = table
    for client in (gm, ana):
        got = client.get(f"{API}/why/Gale/nonsense")
        assert got.status_code == 404 and got.json() == {"error": {"code": "not_found", "field": "field", "message": WHY_REFUSED}}
    for json_ in ([], ["--json"]):
        out = cli("why", "Gale", "nonsense", *json_, ok=False)
        assert (out.returncode, out.stdout, out.stderr) == (2, "", f"error: field: {WHY_REFUSED}\n")
    known = gm.get(f"{API}/why/Gale/conditions")
    assert known.status_code == 200 and known.json() == cli.json("why", "Gale", "conditions") and known.json()


@pytest.fixture
def guard(tmp_path: Path) -> Any:
    """The Mouse Guard sample (a conflict declared at action 27 and fought after), the app over it with the GM's
    token, and the CLI over the same store."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = str(tmp_path / "web.sqlite")
    ledger = Ledger(store)
    ledger.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    ledger.close()
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="params-test")
    gm = TestClient(app, base_url="http://127.0.0.1")
    gm.headers["Authorization"] = f"Bearer {gm_token(app)}"
    yield gm, Cli(Path(store))
    ledger.close()


GUARD = "/api/campaigns/Darkwater%20Crossing"


@pytest.mark.parametrize("moment", [{"as_of": 28}, {"session": 1}, {"session": 1, "start": 1}, {"scene": 2},
                                    {"as_of": 60}], ids=lambda m: "-".join(f"{k}{v}" for k, v in m.items()))
def test_a_read_takes_the_moment_the_cli_takes(guard: Any, moment: dict[str, Any]) -> None:
    gm, cli = guard
    options = {"as_of": "--as-of", "session": "--session", "scene": "--scene"}
    args = [a for k, v in moment.items() if k != "start" for a in (options[k], str(v))]
    got = gm.get(f"{GUARD}/reference/conflict", params=moment)
    assert got.status_code == 200, got.text
    assert got.json() == cli.json("conflict", *args, *(["--start"] if "start" in moment else []))


def test_the_moment_of_a_read_at_28_is_the_declared_conflict(guard: Any) -> None:
    then = guard[0].get(f"{GUARD}/reference/conflict", params={"as_of": 28}).json()
    now = guard[0].get(f"{GUARD}/reference/conflict").json()
    assert (then["phase"], then["exchange"], then["outcome"]) == ("declared", 0, None)
    assert now["exchange"] == 3 and now["outcome"]["winner_names"] == ["Brand", "Wren", "Tamsin"]


@pytest.mark.parametrize(("query", "field", "message"), [
    ("as_of=abc", "as_of", "a whole number of at least 0"),
    ("as_of=", "as_of", "given empty; give a value or leave the parameter out"),
    ("session=1&session=2", "session", "given 2 times; give it once"),
    ("start=yes&session=1", "start", "true or false (1 or 0)")])
def test_a_read_refuses_a_moment_it_cannot_take(guard: Any, query: str, field: str, message: str) -> None:
    got = guard[0].get(f"{GUARD}/reference/conflict?{query}")
    assert got.status_code == 400 and got.json() == {"error": {"code": "bad_input", "field": field, "message": message}}


def test_a_value_of_the_sheet_no_change_touched_is_no_refusal(table: Any) -> None:
    """``Forward`` is on Gale's sheet from the start and never changed: its why is empty, not refused (the
    character page's why buttons ask for every label of the sheet)."""
    gm, cli = table[1], table[2]
    got = gm.get(f"{API}/why/Gale/Forward")
    assert got.status_code == 200 and got.json() == [] == cli.json("why", "Gale", "Forward")
    page = table[0].get(f"{C}/character/Gale").text
    assert f'data-why="{API}/why/Gale/Forward"' in page
