"""Signing in as a newcomer finds it: a signed-out reader of a page or of a join link lands back on it after signing
in (a same-site path only, never another site), and a stranger's wrong passwords never lock the account's owner out
from another address nor block a one-use sign-in link, while guessing from one address stays bounded (README "The
server", "Signing in"; "The web table", ``/``). Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from web_support import account, gm_token, store_with_sample

LIMIT = 5                                   # the app's failed sign-ins allowed a minute (make_app's sign_in_attempts)
RIGHT = "correct horse battery"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    made = make_app(ledger, secret="test-secret", sign_in_attempts=LIMIT)
    account(ledger, "Ana", RIGHT)
    account(ledger, "Bo", RIGHT)
    gm_token(made, "Dana")
    yield made
    ledger.close()


def at(app: Any, address: str) -> TestClient:
    """A browser-like client of ``app`` connecting from ``address`` (redirects not followed)."""
    return TestClient(app, base_url="http://127.0.0.1", client=(address, 50000), follow_redirects=False)


def sign_in(who: TestClient, name: str, password: str) -> tuple[int, str]:
    got = who.post("/api/sign-in", json={"name": name, "password": password})
    return got.status_code, (got.json().get("error") or {}).get("field") or got.json().get("person")


def test_a_signed_out_join_link_leads_back_to_the_join_form_filled(app: Any) -> None:
    ana = at(app, "198.51.100.7")
    link = "/join?campaign=Second%20Chances&code=abc%26def"
    gone = ana.get(link)
    assert gone.status_code == 303
    assert gone.headers["location"] == "/?next=" + quote(link, safe="")
    form = ana.get(gone.headers["location"])
    assert form.status_code == 200
    assert f'data-then="{link.replace("&", "&amp;")}"' in form.text          # the sign-in form goes on there
    assert sign_in(ana, "Ana", RIGHT) == (200, "Ana")
    back = ana.get(gone.headers["location"])                                 # signed in now: straight there
    assert back.status_code == 303 and back.headers["location"] == link
    joining = ana.get(link)
    assert joining.status_code == 200
    assert 'name="campaign" value="Second Chances"' in joining.text and 'name="code" value="abc&amp;def"' in joining.text


@pytest.mark.parametrize("page", ["/c/Second%20Chances", "/c/Second%20Chances/history?kind=roll&last=3",
                                  "/c/Second%20Chances/character/Gale"])
def test_a_signed_out_campaign_page_keeps_where_it_was_going(app: Any, page: str) -> None:
    gone = at(app, "198.51.100.8").get(page)
    assert gone.status_code == 303 and gone.headers["location"] == "/?next=" + quote(page, safe="")


HOSTILE = ["https://evil.example/", "//evil.example/x", "/\\evil.example", "http:/x", "evil.example",
           "/ok\r\nSet-Cookie: x=1", "javascript:alert(1)", "/.//evil.example", "/./evil.example\\x",
           "/.///evil.example", "/././/evil.example", "/..//evil.example", "/../..//evil.example/x?y=1",
           "/a/..//evil.example", "/a/b/../..//evil.example", "/%2e//evil.example", "/%2E%2e//evil.example",
           "/.%2E//evil.example", "/a/%2e%2e//evil.example#x", "/.//evil.example?next=/", "/./\\evil.example",
           "/.\t//evil.example", "/./ //evil.example", "\\\\evil.example", " /evil.example",
           "/c/" + "x" * 2000]


@pytest.mark.parametrize("next_", HOSTILE)
def test_an_address_of_another_site_is_never_gone_to_after_signing_in(app: Any, next_: str) -> None:
    ana = at(app, "198.51.100.9")
    form = ana.get("/", params={"next": next_})
    assert form.status_code == 200 and 'data-then="/"' in form.text
    assert "evil" not in form.text and "javascript" not in form.text
    assert sign_in(ana, "Ana", RIGHT) == (200, "Ana")
    home = ana.get("/", params={"next": next_})
    assert home.status_code == 200 and "location" not in home.headers       # the campaigns, no redirect


@pytest.mark.parametrize("next_", HOSTILE)
def test_a_hostile_next_is_no_path_of_this_site(next_: str) -> None:
    from ledger.web.pages.render import same_site_path

    assert same_site_path(next_) is None


@pytest.mark.parametrize("next_, then", [
    ("/c/Second%20Chances", "/c/Second%20Chances"), ("/./c/x", "/c/x"),
    ("/a/../c/x?kind=roll&last=3", "/c/x?kind=roll&last=3"), ("/../c/x", "/c/x"), ("/c/%2e/x", "/c/x"),
    ("/c/x/..", "/c/"), ("/c/x/.", "/c/x/"), ("/c/x#a/..//b", "/c/x#a/..//b"),
    ("/c/x?next=//evil.example", "/c/x?next=//evil.example"), ("/c/%2F/evil.example", "/c/%2F/evil.example")])
def test_a_path_of_this_site_is_gone_to_with_its_dot_segments_resolved(app: Any, next_: str, then: str) -> None:
    from ledger.web.pages.render import same_site_path

    assert same_site_path(next_) == then
    ana = at(app, "198.51.100.10")
    assert sign_in(ana, "Ana", RIGHT) == (200, "Ana")
    went = ana.get("/", params={"next": next_})
    assert went.status_code == 303 and went.headers["location"] == then


def test_guessing_from_one_address_stays_bounded(app: Any) -> None:
    stranger = at(app, "203.0.113.66")
    got = [sign_in(stranger, "Ana", f"guess {n}") for n in range(LIMIT + 2)]
    assert got == [(401, "sign-in")] * LIMIT + [(429, "sign-in")] * 2
    other_names = [sign_in(stranger, "Bo", f"guess {n}") for n in range(2)]      # per address, whatever the name
    assert other_names == [(429, "sign-in")] * 2
    late = stranger.post("/api/sign-in", json={"name": "Ana", "password": RIGHT})
    assert late.status_code == 429 and late.headers["retry-after"] == "60"


def test_a_strangers_guesses_never_lock_the_player_out(app: Any) -> None:
    stranger = at(app, "203.0.113.66")
    assert [sign_in(stranger, "Ana", "x") for _ in range(LIMIT + 5)][-1] == (429, "sign-in")
    assert sign_in(at(app, "198.51.100.20"), "Ana", RIGHT) == (200, "Ana")     # the real Ana, from her address
    ana = at(app, "198.51.100.20")
    for n in range(LIMIT - 1):                                                # her own slips count, but ...
        assert sign_in(ana, "Ana", f"typo {n}") == (401, "sign-in")
    assert sign_in(ana, "Ana", RIGHT) == (200, "Ana")                         # ... a success is not one


def test_a_one_use_link_is_never_blocked_by_wrong_passwords(app: Any) -> None:
    ledger = app.state.ledger
    stranger = at(app, "203.0.113.66")
    assert [sign_in(stranger, "Ana", "x") for _ in range(LIMIT + 1)][-1] == (429, "sign-in")
    code = ledger.issue_sign_in_link(account(ledger, "Ana"), 60)
    used = stranger.get(f"/sign-in/{code}")                      # the same address, after the password guesses
    assert used.status_code == 303 and used.headers["location"] == "/"
    assert stranger.get("/api/me").json()["person"] == "Ana"
    json_link = ledger.issue_sign_in_link(account(ledger, "Bo"), 60)
    got = at(app, "203.0.113.66").post("/api/sign-in/link", json={"code": json_link})
    assert got.status_code == 200 and got.json()["person"] == "Bo"


def test_unknown_links_from_one_address_are_bounded_apart(app: Any) -> None:
    prober = at(app, "203.0.113.77")
    got = [prober.post("/api/sign-in/link", json={"code": f"nope{n}"}).status_code for n in range(LIMIT + 1)]
    assert got == [401] * LIMIT + [429]
    assert sign_in(prober, "Ana", RIGHT) == (200, "Ana")              # passwords are counted apart


@pytest.mark.parametrize("lang, captions", [
    ("en", {"name": "Name", "password": "Password", "sign-in": "Sign in"}),
    ("es", {"name": "Nombre", "password": "Contraseña", "sign-in": "Entrar"}),
    ("de", {"name": "Name", "password": "Passwort", "sign-in": "Anmelden"}),
    ("it", {"name": "Nome", "password": "Password", "sign-in": "Accedi"})])
def test_a_sign_in_refusal_names_its_field_by_the_form_s_caption(app: Any, lang: str,
                                                                captions: dict[str, str]) -> None:
    import html
    import json
    import re

    stranger = at(app, "198.51.100.30")
    page = stranger.get("/", params={"lang": lang}, headers={"accept-language": lang}).text
    form = re.search(r'<form class="card" data-api="/api/sign-in"[^>]*>(.*?)</form>', page, re.S)
    assert form, page
    named = json.loads(html.unescape(re.search(r'data-captions="([^"]+)"', form.group(0))[1]))
    assert named == captions
    shown = dict(re.findall(r'<label data-caption="([^"]+)">[^<]*<input name="([a-z]+)"', form.group(1)))
    assert {v: k for k, v in shown.items()} == {"name": captions["name"], "password": captions["password"]}
    assert re.search(r"<button>([^<]+)</button>", form.group(1))[1] == captions["sign-in"]
    refused = [stranger.post("/api/sign-in", json=body).json()["error"]["field"]
               for body in ({"name": "", "password": "x"}, {"name": "Ana"}, {"name": "Ana", "password": "wrong"},
                            {"name": "x" * 81, "password": "x"}, {"password": "x"})]
    assert refused == ["sign-in", "password", "sign-in", "name", "name"]
    assert set(refused) <= set(named)                       # every field a refusal names has its caption here


@pytest.mark.parametrize("lang, captions", [("en", {"campaign": "Campaign", "code": "Code"}),
                                            ("es", {"campaign": "Campaña", "code": "Código"})])
def test_a_join_refusal_names_its_field_by_the_form_s_caption(app: Any, lang: str, captions: dict[str, str]) -> None:
    import html
    import json
    import re

    ana = at(app, "198.51.100.31")
    assert sign_in(ana, "Ana", RIGHT) == (200, "Ana")
    page = ana.get("/join", params={"lang": lang}, headers={"accept-language": lang}).text
    assert json.loads(html.unescape(re.search(r'data-join data-then="/" data-captions="([^"]+)"', page)[1])) == captions
    assert re.findall(r'<label data-caption="([^"]+)">[^<]*<input name="([a-z]+)"', page) == [
        (captions["campaign"], "campaign"), (captions["code"], "code")]
