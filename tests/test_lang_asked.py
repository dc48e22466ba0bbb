"""``?lang=`` is honoured and checked alike on the pages, the reads and the writes; a join's refusal tells the holder
of a code that did exist why, in the campaign's language, while a code that never was reads the same for a campaign
that exists and one that does not; ``POST /pages/language`` reads its body strictly (``null`` clears the setting).
Runs on both stores (``LEDGER_TEST_STORE``).

Source: README "The server" (``?lang=`` for a read's and a write's answer; 400 for a query parameter refused; the
pages check the parameters they read the same way), "The web table" (``/``: your language, kept in your account)
and "Playing as a group" (a withdrawn, used or expired invitation is refused with the reason).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from test_group_naming import served
from test_web_people import actions, client
from web_support import account, sample_app, token_for

C = "/api/campaigns/Second%20Chances"
PAGE = "/c/Second%20Chances"


@pytest.fixture
def app(tmp_path: Path) -> Any:
    """The app over a store holding the sample campaign Second Chances (Masks: English, then Spanish)."""
    made, ledger = sample_app(tmp_path, live_interval=0.05)
    yield made
    ledger.close()


def _plain(app: Any, name: str, role: str | None = None, characters: list[str] | None = None) -> TestClient:
    """A token client of ``name`` (``role`` in every campaign when given) with no language of their own."""
    ledger = app.state.ledger
    token = token_for(app, name, role, characters) if role else ledger.issue_token(account(ledger, name), "t")
    made = client(app, token)
    made.headers.pop("accept-language", None)
    return made


def _error(got: Any) -> tuple[int, str, str]:
    error = got.json()["error"]
    return got.status_code, error["field"], error["message"]


def _html_lang(got: Any) -> str:
    return got.text.split('<html lang="', 1)[1].split('"', 1)[0]


def test_a_page_reads_in_its_lang_and_refuses_a_bad_one(app: Any) -> None:
    gm = _plain(app, "Dana", "gm")
    title = app.state.ledger.system("Second Chances").title
    assert _html_lang(gm.get(PAGE)) == "en"                          # Masks's own
    spanish = gm.get(PAGE, params={"lang": "es"})
    assert spanish.status_code == 200 and _html_lang(spanish) == "es"
    assert 'data-live="/c/Second%20Chances/live?lang=es"' in spanish.text   # its live rows too (the page's own)
    assert _html_lang(gm.get(f"{PAGE}/history", params={"lang": "es"})) == "es"
    assert _html_lang(gm.get("/", params={"lang": "de"})) == "de"     # the pages' own words
    for asked, message in (("zz", f"'zz' is not a language of {title}; allowed: en, es"),
                           ("it", f"'it' is not a language of {title}; allowed: en, es"),
                           ("", "given empty; give a value or leave the parameter out")):
        got = gm.get(PAGE, params={"lang": asked})
        assert got.status_code == 400, asked
        assert '<h1>Not possible</h1>' in got.text and f'<p class="error" data-field="lang" role="alert"><b>lang</b>: {message.replace(chr(39), "&#39;")}' \
            in got.text, asked
    twice = gm.get(f"{PAGE}?lang=en&lang=es")
    assert twice.status_code == 400 and "given 2 times; give it once" in twice.text
    home = gm.get("/", params={"lang": "zz"})
    assert home.status_code == 400 and "&#39;zz&#39; is not a language of any system; allowed: de, en, es, it" in home.text


def test_a_page_s_refusal_reads_in_the_reader_s_language(app: Any) -> None:
    gm = _plain(app, "Dana", "gm")
    gm.headers["Accept-Language"] = "es"
    got = gm.get(PAGE, params={"lang": "zz"})
    assert got.status_code == 400 and _html_lang(got) == "es"
    assert "&#39;zz&#39; no es un idioma de Masks" in got.text


def test_a_write_answers_in_its_lang_and_refuses_a_bad_one_writing_nothing(app: Any) -> None:
    gm = _plain(app, "Dana", "gm")
    spanish = gm.post(f"{C}/commands/add-npc", params={"lang": "es"}, json={"name": "Extra Uno"})
    assert spanish.status_code == 201, spanish.text
    assert spanish.json() == gm.get(f"{C}/history", params={"last": 1, "lang": "es"}).json()[0]
    assert spanish.json() != gm.get(f"{C}/history", params={"last": 1, "lang": "en"}).json()[0]
    before = actions(app)
    title = app.state.ledger.system("Second Chances").title
    for tail, body in (("commands/add-npc", {"name": "Extra Dos"}), ("notes", {"text": "hi"}),
                       ("invitations", {"role": "viewer"}), ("approval", {"approval": "players"})):
        assert _error(gm.post(f"{C}/{tail}?lang=zz", json=body)) == (
            400, "lang", f"'zz' is not a language of {title}; allowed: en, es"), tail
        assert _error(gm.post(f"{C}/{tail}?lang=", json=body)) == (
            400, "lang", "given empty; give a value or leave the parameter out"), tail
    assert actions(app) == before
    note = gm.post(f"{C}/notes?lang=es", json={"text": "nota"})
    assert note.status_code == 201 and note.json() == gm.get(f"{C}/history", params={"last": 1, "lang": "es"}).json()[0]


@pytest.fixture
def italian(tmp_path: Path) -> Any:
    """(the app, the campaign's API path) of the sample Pokémon campaign (seed 002: Italian first, then English)."""
    made, ledger, name = served(tmp_path, "pokemon-aranciopoli-noir")
    yield made, f"/api/campaigns/{quote(name)}"
    ledger.close()


def test_a_code_that_did_exist_is_refused_with_its_reason_in_the_campaign_s_language(italian: Any) -> None:
    app, path = italian
    gm = _plain(app, "Dana", "gm")
    used = gm.post(f"{path}/invitations", json={"role": "viewer"}).json()
    assert _plain(app, "Ana").post(f"{path}/join", json={"code": used["code"]}).status_code == 201
    bo = _plain(app, "Bo")                                     # no language, no Accept-Language
    before = app.state.ledger.now(None).actions
    assert _error(bo.post(f"{path}/join", json={"code": used["code"]})) == (
        400, "code", "l'invito di questo codice è già stato usato; chiedine uno nuovo al GM")
    assert _error(bo.post(f"{path}/join?lang=en", json={"code": used["code"]})) == (
        400, "code", "this code's invitation was used already; ask the GM for a new one")
    never = bo.post(f"{path}/join", json={"code": "never-issued"})
    nowhere = bo.post("/api/campaigns/Nowhere/join", json={"code": "never-issued"})
    assert (never.status_code, never.text) == (nowhere.status_code, nowhere.text) == (
        400, '{"error":{"code":"bad_input","field":"code","message":"no invitation of this campaign has this code; '
             'check it, or ask the GM for a new one"}}')
    for asked in ("zz", "de"):                # any language of the ledger is taken, whether the campaign has it or not
        real = bo.post(f"{path}/join?lang={asked}", json={"code": "never-issued"})
        none = bo.post(f"/api/campaigns/Nowhere/join?lang={asked}", json={"code": "never-issued"})
        assert (real.status_code, real.text) == (none.status_code, none.text), asked
    assert _error(bo.post(f"{path}/join?lang=zz", json={"code": "x"}))[:2] == (400, "lang")
    assert app.state.ledger.now(None).actions == before


def test_a_join_answers_in_its_lang_or_the_campaign_s(italian: Any) -> None:
    app, path = italian
    gm = _plain(app, "Dana", "gm")
    codes = [gm.post(f"{path}/invitations", json={"role": "viewer"}).json()["code"] for _ in range(2)]
    english = _plain(app, "Ana").post(f"{path}/join?lang=en", json={"code": codes[0]})
    assert english.status_code == 201 and english.json()["events"][0]["summary"] == "Ana joined as viewer"
    german = _plain(app, "Bo").post(f"{path}/join?lang=de", json={"code": codes[1]})   # a language it lacks
    assert german.status_code == 201 and german.json()["events"][0]["summary"] == "Bo si è unito come spettatore"


def test_the_language_setting_reads_its_body_strictly(app: Any) -> None:
    ledger = app.state.ledger
    ana = _plain(app, "Ana", "player", ["Gale"])
    assert ana.post("/pages/language", json={"lang": "es"}).json() == {"lang": "es"}
    version = ledger.accounts_version()
    allowed = "en, es, de, it, o null"
    for body, field, message in (
            ({}, "lang", f"falta; da uno de {allowed} para el idioma del navegador"),
            ({"lang": "de", "x": 1}, "x", "campo desconocido; permitidos: lang"),
            ({"lang": "xx"}, "lang", f"'xx' no es un idioma de estas páginas; da uno de {allowed} para el idioma "
                                     "del navegador"),
            ({"lang": ""}, "lang", f"dado vacío; da uno de {allowed} para el idioma del navegador"),
            ({"lang": 5}, "lang", "un texto, no un número")):
        assert _error(ana.post("/pages/language", json=body)) == (422, field, message), body
    assert ledger.language("Ana") == "es" and ledger.accounts_version() == version       # nothing kept
    assert ana.post("/pages/language", json={"lang": None}).json() == {"lang": ""}       # cleared, as asked
    assert ledger.language("Ana") is None
    assert _error(ana.post("/pages/language", json={}))[2] == \
        "missing; give one of en, es, de, it, or null for the browser's language"        # no setting: English


def test_the_language_form_sends_null_for_the_browser_s_choice(app: Any) -> None:
    page = _plain(app, "Ana", "player", ["Gale"]).get("/").text
    form = page[page.index('data-api="/pages/language"'):]
    assert '<select name="lang" data-kind="or-null">' in form and '<option value="">' in form
    script = _plain(app, "Ana").get("/static/ledger.js").text
    assert 'if (raw === "") return kind === "or-null" ? null : undefined;' in script
