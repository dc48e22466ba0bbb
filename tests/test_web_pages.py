"""The web pages through Starlette's test client: each page's policy and escaping, the forms generated from the
command table, what each role is offered and refused, the moment picker, history's filters and pages, the reader's
language (README "The web table")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from web_support import account, grant, store_with_sample

C = "/c/Second%20Chances"
PASSWORD = "a table of five"
PAGES = ["/", C, f"{C}/character/Rook", f"{C}/history", f"{C}/desk", "/join"]


@pytest.fixture
def site(tmp_path: Path) -> Any:
    """The app over the sample campaign, with Dana (GM), Ana (Gale's player) and Vic (viewer) to sign in as."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Gale"]), ("Vic", "viewer", [])):
        account(ledger, name, PASSWORD)
        grant(ledger, name, role, chars)
    app = make_app(ledger, secret="pages-test")
    yield app, ledger
    ledger.close()


def client(site: Any, name: str | None, **headers: str) -> TestClient:
    """A browser-like client signed in as ``name`` (None: no one)."""
    c = TestClient(site[0], base_url="http://127.0.0.1", headers=headers)
    if name is not None:
        got = c.post("/api/sign-in", json={"name": name, "password": PASSWORD})
        assert got.status_code == 200, got.text
        c.headers["X-CSRF-Token"] = got.json()["csrf"]
    return c


def test_every_page_has_the_policy_and_no_inline_script(site: Any) -> None:
    dana = client(site, "Dana")
    for url in PAGES:
        got = dana.get(url)
        assert got.status_code == 200, (url, got.text[:300])
        policy = got.headers["content-security-policy"]
        assert "default-src 'none'" in policy and "script-src 'self'" in policy and "unsafe" not in policy
        scripts = re.findall(r"<script[^>]*>", got.text)
        assert scripts == ['<script src="/static/ledger.js" defer>', '<script src="/static/live.js" defer>',
                           '<script src="/static/fit.js" defer>'], url
        assert "style=" not in got.text and "<style" not in got.text and "http://" not in got.text.split("</head>")[1]
    assert dana.get("/static/ledger.css").status_code == 200 and dana.get("/static/fit.js").status_code == 200
    assert dana.get("/static/live.js").status_code == 200


def test_no_one_signed_in_gets_the_sign_in_page(site: Any) -> None:
    anon = client(site, None)
    got = anon.get("/")
    assert 'data-api="/api/sign-in"' in got.text and "input name=\"password\"" in got.text
    for url in PAGES[1:-1]:
        moved = anon.get(url, follow_redirects=False)
        assert (moved.status_code, moved.headers["location"]) == (303, "/?next=" + quote(url, safe=""))  # and back


def test_the_campaign_list_is_the_persons(site: Any) -> None:
    page = client(site, "Ana").get("/").text
    assert '<a href="/c/Second%20Chances">Second Chances</a>' in page and "player · Gale" in page


def test_forms_come_from_the_command_table(site: Any) -> None:
    app, ledger = site
    system = ledger.system("Second Chances")
    page = client(site, "Dana").get(C).text
    offered = re.findall(r'<details class="command" data-command="([^"]+)"', page)
    from rules.sessions import UNGATED

    now = system.allowed_now(ledger.now("Second Chances").state)
    assert offered == [c for c in system.commands if c in now or c in UNGATED]
    assert "session start" in offered and "roll" not in offered                  # the session has ended
    assert "recap" in offered and "recap" not in now                            # no phase gates a GM's recap
    form = page.split('commands/add-character" data-command="add-character">')[1].split("</details>")[0]
    names = re.findall(r'name="([^"]+)"', form)
    model = [info.alias or n for n, info in system.commands["add-character"].args.model_fields.items()]
    assert names == ["as", *model, "reason"]
    assert 'name="custom" data-kind="bool"' in form and 'name="up"' in form
    assert system.commands["add-character"].args.model_fields["playbook"].description.split("(")[0][:30] in form


def test_a_player_is_offered_only_their_own_character(site: Any) -> None:
    ana = client(site, "Ana")
    page = ana.get(C).text
    actors = set(re.findall(r'<select name="as" data-kind="text">(.*?)</select>', page))
    assert actors == {"<option>Gale</option>"}
    assert ana.get(f"{C}/desk").status_code == 403
    assert "only a GM runs the table" in ana.get(f"{C}/desk").text
    assert 'href="/c/Second%20Chances/desk"' not in page


def test_a_viewer_is_offered_nothing(site: Any) -> None:
    page = client(site, "Vic").get(C).text
    assert 'data-command=' not in page and "No actions now" in page


def test_another_campaign_is_not_found(site: Any) -> None:
    got = client(site, "Ana").get("/c/Nowhere")
    assert got.status_code == 404 and "no campaign" in got.text and "content-security-policy" in got.headers


def test_user_text_is_escaped_on_every_page(site: Any) -> None:
    app, ledger = site
    dana = client(site, "Dana")
    evil = '<script>alert("x")</script>'
    assert dana.post("/api/campaigns/Second%20Chances/commands/session/start", json={"reason": evil}).status_code == 201
    account(ledger, "<b>Eve</b>", PASSWORD)
    grant(ledger, "<b>Eve</b>", "viewer")
    for url in (C, f"{C}/history", f"{C}/desk"):
        text = dana.get(url).text
        assert evil not in text and "<b>Eve</b>" not in text, url
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in dana.get(C).text
    assert "&lt;b&gt;Eve&lt;/b&gt;" in dana.get(f"{C}/desk").text


def test_my_character_now_and_at_a_moment(site: Any) -> None:
    ana = client(site, "Ana")
    assert ana.get(f"{C}/me", follow_redirects=False).headers["location"] == f"{C}/character/Gale"
    rook_now = ana.get(f"{C}/character/Rook").text
    then = ana.get(f"{C}/character/Rook", params={"as_of": 12}).text
    conditions = lambda text: text.split(">Conditions</button>")[1].split("</dd>")[0]  # noqa: E731
    assert "Angry" in conditions(then) and "Angry" not in conditions(rook_now)      # marked at 12, cleared at 14
    assert "At a moment: as of action 12, session 1, scene 1</h2>" in then
    assert 'data-why="/api/campaigns/Second%20Chances/why/Rook/Conditions"' in rook_now
    assert "<polyline" in rook_now and rook_now.count("<polyline") == 5          # one line per Label
    assert "form data-api" not in rook_now                                       # no control on a sheet
    assert ana.get(f"{C}/character/Nobody").status_code == 404


def test_history_filters_and_pages(site: Any, monkeypatch: Any) -> None:
    from ledger.web.pages import archive

    dana = client(site, "Dana")
    rows = lambda text: [int(n) for n in re.findall(r'class="row[^"]*" data-action="(\d+)"', text)]  # noqa: E731
    everything = rows(dana.get(f"{C}/history").text)
    assert everything == sorted(everything, reverse=True) and everything[-1] == 0
    api = dana.get("/api/campaigns/Second%20Chances/history", params={"character": "Rook"}).json()
    assert rows(dana.get(f"{C}/history", params={"character": "Rook"}).text) == [r["action"] for r in reversed(api)]
    monkeypatch.setattr(archive, "PAGE", 10)
    first, second = (rows(dana.get(f"{C}/history", params={"page": n}).text) for n in (1, 2))
    assert first == everything[:10] and second == everything[10:20]
    landed = dana.get(f"{C}/history", params={"at": everything[15]}).text        # the page holding that action
    assert rows(landed) == second and f'id="a{everything[15]}"' in landed
    assert "page=2" in dana.get(f"{C}/history").text
    bad = dana.get(f"{C}/history", params={"since": "yesterday"})
    assert bad.status_code == 400 and "since" in bad.text
    assert "Nothing yet" not in bad.text and "No action matches" not in bad.text     # a refused filter: no empty log
    none = dana.get(f"{C}/history", params={"kind": "recap", "character": "Rook"})
    assert none.status_code == 200 and rows(none.text) == [] and "No action matches these filters" in none.text


def test_the_readers_language(site: Any) -> None:
    spanish = client(site, "Ana", **{"accept-language": "es-ES,es;q=0.9"})
    assert "Acciones" in spanish.get(C).text and '<html lang="es">' in spanish.get(C).text
    assert 'data-live="/c/Second%20Chances/live?lang=es"' in spanish.get(C).text   # live rows too
    german = client(site, "Ana", **{"accept-language": "de"})                     # Masks reads in en and es
    assert '<html lang="en">' in german.get(C).text
    assert german.post("/pages/language", json={"lang": "es"}).status_code == 200
    assert '<html lang="es">' in german.get(C).text
    refused = german.post("/pages/language", json={"lang": "xx"})
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "lang"
    no_token = client(site, "Ana")
    del no_token.headers["X-CSRF-Token"]
    assert no_token.post("/pages/language", json={"lang": "es"}).status_code == 403


def test_the_chronicle_page_for_the_gm(site: Any) -> None:
    dana = client(site, "Dana")
    page = dana.get(f"{C}/chronicle")
    assert page.status_code == 200 and "Second Chances" in page.text
    assert "script" not in page.headers["content-security-policy"]
    download = dana.get(f"{C}/chronicle", params={"download": 1})
    assert download.headers["content-disposition"] == ("attachment; filename=\"Second-Chances.html\"; "
                                                       "filename*=UTF-8''Second%20Chances.html")


def test_joining_by_an_invitations_link(site: Any) -> None:
    app, ledger = site
    dana = client(site, "Dana")
    made = dana.post("/api/campaigns/Second%20Chances/invitations", json={"role": "player", "characters": ["Rook"]})
    assert made.status_code == 201, made.text
    code = made.json()["code"]
    desk = dana.get(f"{C}/desk").text
    assert made.json()["invitation"] in desk and code not in desk                 # the code is shown once, at making
    account(ledger, "Ben", PASSWORD)
    ben = client(site, "Ben")
    assert "Second Chances" not in ben.get("/").text
    form = ben.get("/join", params={"campaign": "Second Chances", "code": code}).text
    assert f'value="{code}"' in form and 'value="Second Chances"' in form
    assert ben.post("/api/campaigns/Second%20Chances/join", json={"code": code}).status_code == 201
    assert "player · Rook" in ben.get("/").text
    assert re.findall(r'<select name="as" data-kind="text">(.*?)</select>', ben.get(C).text)[0] == "<option>Rook</option>"
    odd = ben.get("/join", params={"campaign": '"><script>x</script>'}).text
    assert "<script>x" not in odd and "&#34;&gt;&lt;script&gt;x" in odd


def test_the_chronicle_for_each_role_leaves_out_what_it_may_not_see(site: Any) -> None:
    app, ledger = site
    ledger.group("Second Chances", "note", {"text": "the traitor is <b>Rook</b>", "private": True})
    ledger.group("Second Chances", "note", {"text": "pizza after the session"})
    for who, sees in (("Dana", True), ("Ana", False), ("Vic", False)):
        reader = client(site, who)
        for params in ({}, {"download": 1}):
            got = reader.get(f"{C}/chronicle", params=params)
            assert got.status_code == 200 and "Second Chances" in got.text, who
            assert "pizza after the session" in got.text, who
            assert ("the traitor is &lt;b&gt;Rook&lt;/b&gt;" in got.text) == sees, who
            assert "<b>Rook</b>" not in got.text and "traitor" in got.text if sees else "traitor" not in got.text
        assert f'href="{C}/chronicle"' in reader.get(C).text, who                  # every role is offered it
    stranger = client(site, None)
    assert stranger.get(f"{C}/chronicle", follow_redirects=False).status_code == 303


def test_a_sealed_script_stays_out_of_every_chronicle_until_its_reveal(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app
    from test_mouseguard_table import conflict_ready

    ledger = Ledger(tmp_path / "mg.sqlite", warm=True)
    conflict_ready(ledger)
    for name, role, chars in (("Dana", "gm", []), ("Ana", "player", ["Brand"]), ("Bo", "player", ["Rogard"]),
                              ("Vic", "viewer", [])):
        account(ledger, name, PASSWORD)
        grant(ledger, name, role, chars)
    ledger.act(None, "conflict script", {"side": "Bandit", "actions": ["maneuver"] * 3},
               reason="ambush at the ford")
    ledger.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}, actor="Brand")
    site = (make_app(ledger, secret="pages-test"), ledger)
    readers = {who: client(site, who) for who in ("Dana", "Ana", "Bo", "Vic")}
    for who, reader in readers.items():
        page = reader.get("/c/Darkwater/chronicle")
        assert page.status_code == 200 and "Darkwater" in page.text, who
        assert "ambush at the ford" not in page.text and "Maneuver (Bandit)" not in page.text, who
    ledger.act(None, "conflict reveal", {})
    for who, reader in readers.items():
        page = reader.get("/c/Darkwater/chronicle", params={"download": 1}).text
        assert "Attack (Brand) vs Maneuver (Bandit)" in page and "ambush at the ford" not in page, who
    ledger.close()


def test_mouse_guard_pips_link_each_mark_to_the_test_that_earned_it(tmp_path: Path, site: Any) -> None:
    from conftest import ROOT
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(tmp_path / "mg.sqlite", warm=True)
    camp, _ = ledger.replay(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml")
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Rogard"])
    ana = client((make_app(ledger, secret="pages-test"), ledger), "Ana")
    q = camp.name.replace(" ", "%20")
    page = ana.get(f"/c/{q}/character/Rogard").text
    rec = ledger.now(camp.name).state["characters"]["Rogard"]
    tallied = {k: v for k, v in rec["tallies"].items() if v["passes"] or v["fails"]}
    assert tallied                                                   # the sample's Rogard has earned marks
    items = dict(re.findall(r'data-why="[^"]*/why/Rogard/skills\.(\w+)">[^<]*</button>(.*?)</li>', page, re.S))
    for skill, marks in tallied.items():
        linked = [int(a) for a in re.findall(r'class="pip mark" href="/c/[^"]+/history\?at=(\d+)#a\1"', items[skill])]
        assert linked == marks["passes"] + marks["fails"], skill
        pips = re.findall(r'class="pip on" href="[^"]+at=(\d+)#', items[skill])
        assert len(pips) == rec["skills"][skill]                      # one pip per rating point, each linked
        for test in marks["passes"] + marks["fails"]:
            history = ana.get(f"/c/{q}/history", params={"at": test}).text
            row = history.split(f'id="a{test}"')[1].split("</li>")[0]
            assert '<b class="actor">Rogard</b>' in row and "page" not in row, test     # the test's own row
    assert 'class="pips"' not in client(site, "Dana").get(f"{C}/character/Rook").text     # Masks draws none
    ledger.close()


def test_a_rating_pip_is_the_action_that_raised_the_value_to_it() -> None:
    from ledger.web.pages.character import rating_sources

    def row(action: int, before: Any, after: Any, undone_by: int | None = None) -> dict[str, Any]:
        return {"action": action, "before": before, "after": after, "undone_by": undone_by}

    rows = [row(1, None, 2), row(40, 2, 3), row(50, 3, 4, undone_by=51), row(60, 3, 2), row(70, 2, 4)]
    assert rating_sources(rows, 3, upto=55) == [1, 1, 40]           # the undone rise earns nothing
    assert rating_sources(rows, 2, upto=65) == [1, 1]               # the fall took pip 3 back
    assert rating_sources(rows, 4, upto=70) == [1, 1, 70, 70]
    assert rating_sources([row(1, None, {"skills": 2})], 2, upto=9) == [None, None]
