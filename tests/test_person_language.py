"""A person's language is kept in their account and read to them on every face: the pages, the API's answers and
errors, the live stream's rows, by session cookie and by bearer token alike, on any device and after a restart
(README "The server": ``?lang`` > the person's setting > ``Accept-Language`` > the campaign system's own). The
refusal of a language no system reads in, and the "none yet" inside a translated refusal, read in the reader's
language. Runs on SQLite and, with ``LEDGER_TEST_STORE=postgres``, on PostgreSQL."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import Cli
from web_support import account, grant, live_until, store_with_sample

PASSWORD = "a table of five"
PAGE = "/c/Second%20Chances"
API = "/api/campaigns/Second%20Chances"
#: The refusal of ``?lang=xx`` on this Masks campaign, in Spanish (rules/refusal_frames.py, seed 004's Spanish).
NOT_SPANISH = "'xx' no es un idioma de Masks: A New Generation; se admite: en, es"


def _app(store: str) -> tuple[Any, Any]:
    """(the app, its warm ledger) over ``store``."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(store, warm=True)
    return make_app(ledger, secret="language-test"), ledger


@pytest.fixture
def site(tmp_path: Path) -> Any:
    """(the store, the app, its ledger) holding the Masks sample, Ana a player of Gale with a password."""
    store = store_with_sample(tmp_path)
    app, ledger = _app(store)
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Gale"])
    yield store, app, ledger
    ledger.close()


def signed_in(app: Any, **headers: str) -> TestClient:
    """A fresh client (a new device: no cookie, no ``Accept-Language`` unless given) signed in as Ana."""
    client = TestClient(app, base_url="http://127.0.0.1", headers=headers)
    if "accept-language" not in headers:
        client.headers.pop("accept-language", None)
    got = client.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD})
    assert got.status_code == 200, got.text
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    return client


def by_token(app: Any) -> TestClient:
    """A client sending a new bearer token of Ana's (a bot: no cookie, no ``Accept-Language``)."""
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    client.headers["Authorization"] = f"Bearer {app.state.ledger.issue_token('Ana', 'bot')}"
    return client


def page_lang(client: TestClient, path: str = PAGE) -> str:
    """The ``lang`` of the page at ``path``."""
    got = client.get(path)
    assert got.status_code == 200, got.text[:200]
    return got.text.split('<html lang="', 1)[1].split('"', 1)[0]


def message(got: Any) -> str:
    return got.json()["error"]["message"]


def test_a_language_chosen_on_a_page_follows_the_person_to_a_fresh_device(site: Any) -> None:
    _, app, ledger = site
    first = signed_in(app)
    assert page_lang(first) == "en" and page_lang(first, "/") == "en"             # Masks's own, no setting yet
    english = first.get(f"{API}/history").json()
    assert english == first.get(f"{API}/history", params={"lang": "en"}).json()
    assert first.post("/pages/language", json={"lang": "es"}).json() == {"lang": "es"}
    assert ledger.language("Ana") == "es"
    fresh = signed_in(app)                                                        # another device, a new session
    assert page_lang(fresh) == "es" and "Acciones" in fresh.get(PAGE).text
    assert page_lang(fresh, "/") == "es" and '<option value="es" selected>' in fresh.get("/").text
    assert fresh.get("/api/me").json()["lang"] == "es"
    spanish = fresh.get(f"{API}/history").json()
    assert spanish == fresh.get(f"{API}/history", params={"lang": "es"}).json()
    assert spanish != fresh.get(f"{API}/history", params={"lang": "en"}).json()
    assert fresh.get(f"{API}/history", params={"lang": "en"}).json() == english               # ?lang wins
    assert fresh.post("/pages/language", json={"lang": None}).json() == {"lang": ""}  # back to the browser's
    assert ledger.language("Ana") is None and page_lang(signed_in(app)) == "en"


def test_a_token_of_that_person_gets_spanish_errors_and_rows_without_lang(site: Any) -> None:
    _, app, ledger = site
    bot = by_token(app)
    english = message(bot.get(f"{API}/history", params={"bogus": "1"}))
    assert english.startswith("unknown query parameter; allowed: ")
    ledger.set_language("Ana", "es")
    refused = bot.get(f"{API}/history", params={"bogus": "1"})
    assert refused.status_code == 400 and message(refused).startswith("parámetro de consulta desconocido; permitidos: ")
    assert message(bot.get(f"{API}/history", params={"bogus": "1", "lang": "en"})) == english     # ?lang wins
    assert message(bot.get(f"{API}/history", params={"lang": "xx"})) == NOT_SPANISH
    nobody = bot.get(f"{API}/sheet/Nobody")
    assert nobody.status_code == 400 and message(nobody).startswith("'Nobody' no es un nombre conocido"), nobody.text
    rows = bot.get(f"{API}/history").json()
    assert rows == bot.get(f"{API}/history", params={"lang": "es"}).json() != bot.get(
        f"{API}/history", params={"lang": "en"}).json()
    status = bot.get(f"{API}/status").json()
    assert status == bot.get(f"{API}/status", params={"lang": "es"}).json()


def test_the_live_rows_of_a_token_read_in_the_persons_language(site: Any) -> None:
    _, app, ledger = site
    ledger.set_language("Ana", "es")
    bot = by_token(app)
    now, version = bot.get(f"{API}/status").json()["action"], ledger.now("Second Chances").version
    assert bot.post(f"{API}/commands/mark", json={"character": "Gale", "condition": "afraid"}).status_code == 201
    told = {}
    for lang in (None, "en"):
        told[lang] = [row for _, row in live_until(bot, f"{API}/live", now + 1, f"{version}-{now}", lang)]
    assert told[None] == bot.get(f"{API}/history", params={"last": 1, "lang": "es"}).json()
    assert told["en"] == bot.get(f"{API}/history", params={"last": 1, "lang": "en"}).json() != told[None]
    refused = bot.get(f"{API}/live", params={"seconds": 0.5, "lang": "xx"})
    assert refused.json()["error"]["field"] == "lang" and message(refused) == NOT_SPANISH


@pytest.mark.parametrize("body", [{"lang": "xx"}, {"lang": 5}, {"lang": "es-ES-x"}])
def test_a_bad_language_is_refused_naming_the_field_and_nothing_is_kept(site: Any, body: dict[str, Any]) -> None:
    _, app, ledger = site
    client = signed_in(app)
    assert client.post("/pages/language", json={"lang": "es"}).status_code == 200
    version = ledger.accounts_version()
    got = client.post("/pages/language", json=body)
    assert got.status_code == 422 and got.json()["error"]["field"] == "lang", got.text
    assert ledger.language("Ana") == "es" and ledger.accounts_version() == version
    if body["lang"] == "xx":                                  # in the reader's language: theirs is Spanish
        assert message(got) == "'xx' no es un idioma de estas páginas; da uno de en, es, de, it, o null para el " \
            "idioma del navegador"


def test_a_language_the_campaigns_system_lacks_falls_back(site: Any) -> None:
    _, app, ledger = site
    ledger.set_language("Ana", "de")                          # the pages read in German; Masks does not
    assert page_lang(signed_in(app), "/") == "de"
    assert page_lang(signed_in(app)) == "en"                                      # Masks's own
    assert page_lang(signed_in(app, **{"accept-language": "es"})) == "es"        # then the browser's
    bot = by_token(app)
    assert bot.get(f"{API}/history").json() == bot.get(f"{API}/history", params={"lang": "en"}).json()
    assert message(bot.get(f"{API}/sheet/Nobody")).startswith("unknown character 'Nobody'")
    refused = bot.get(f"{API}/history", params={"lang": "xx"})    # refusing a language: as every error of theirs here
    assert message(refused) == "'xx' is not a language of Masks: A New Generation; allowed: en, es"


def test_the_setting_outlives_a_restart_and_is_set_from_the_cli(site: Any, tmp_path: Path) -> None:
    store, app, ledger = site
    cli = Cli(Path(store))
    assert cli("account", "language", "Ana", "ES").stdout == "language of Ana: es\n"
    token = ledger.issue_token("Ana", "bot")
    ledger.close()
    again, reopened = _app(store)                             # a new server process over the same store
    try:
        assert page_lang(signed_in(again)) == "es"
        bot = TestClient(again, base_url="http://127.0.0.1", headers={"Authorization": f"Bearer {token}"})
        bot.headers.pop("accept-language", None)
        assert message(bot.get(f"{API}/history", params={"lang": "xx"})) == NOT_SPANISH
        assert cli("account", "language", "Ana", "--clear").stdout == \
            "language of Ana: none (the campaign's when its group chose one, else the browser's)\n"
        assert message(bot.get(f"{API}/history", params={"lang": "xx"})).startswith("'xx' is not a language of")
    finally:
        reopened.close()
    assert cli("account", "language", "Ana", "--lang", "es").stdout == \
        "idioma de Ana: ninguno (el de la campaña si su grupo eligió uno, si no el del navegador)\n"


def test_the_cli_refuses_a_bad_language_in_the_readers_language(site: Any) -> None:
    store, _, ledger = site
    cli = Cli(Path(store))
    cli("account", "language", "Ana", "it")
    for env, line in ((None, "error: lang: 'xx' is not a language of any system; allowed: de, en, es, it\n"),
                      ("es", "error: lang: 'xx' no es un idioma de ningún sistema; se admite: de, en, es, it\n"),
                      ("de", "error: lang: 'xx' ist keine Sprache eines Systems; erlaubt: de, en, es, it\n")):
        got = Cli(Path(store), env={"LEDGER_LANG": env} if env else None)("account", "language", "Ana", "xx", ok=False)
        assert (got.returncode, got.stderr, got.stdout) == (2, line, "")
    assert ledger.language("Ana") == "it"
    both = cli("account", "language", "Ana", "es", "--clear", ok=False)
    assert (both.returncode, both.stderr) == (2, "error: lang: give a language or --clear, not both\n")
    nobody = cli("account", "language", "Nobody", "--lang", "es", ok=False)
    assert (nobody.returncode, nobody.stderr) == (2, "error: name: no hay cuenta 'Nobody'\n")
    store_wide = Cli(Path(store), env={"LEDGER_LANG": "it"})("campaigns", "--lang", "xx", ok=False)
    assert store_wide.stderr == "error: lang: 'xx' non è una lingua dei sistemi del registro; ammesse: de, en, es, it\n"


def test_a_refused_language_on_a_campaign_reads_in_the_readers_language_on_the_cli(site: Any) -> None:
    store, _, _ = site
    for env, line in (("es", NOT_SPANISH), ("de", "'xx' ist keine Sprache von Masks: A New Generation; erlaubt: en, es"),
                      (None, "'xx' is not a language of Masks: A New Generation; allowed: en, es")):
        got = Cli(Path(store), env={"LEDGER_LANG": env} if env else None)("history", "--lang", "xx", ok=False)
        assert (got.returncode, got.stderr) == (2, f"error: lang: {line}\n")


def test_none_yet_inside_a_translated_refusal_reads_in_its_language(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from rules import registered
    from rules.errors import RuleError

    ledger = Ledger(str(tmp_path / "empty.sqlite"))
    try:
        for sid in registered():
            ledger.create(f"Empty {sid}", sid)
            system = ledger.system(f"Empty {sid}")
            with pytest.raises(RuleError) as raised:
                ledger.arc(f"Empty {sid}", "Nobody", "en")
            assert raised.value.message.endswith("none yet"), raised.value.message
            for lang in system.languages:
                said = system.refusal(raised.value, lang)
                assert ("none yet" in said) == (lang == "en"), (sid, lang, said)
    finally:
        ledger.close()
    from rules.group_frames import said as group_said
    from rules.ledger_said import said as ledger_said

    assert ledger_said("es", "unknown character 'Bob'; known: none yet", None) == \
        "'Bob' no es un nombre conocido (personaje); se admite: ninguno aún"
    assert group_said("de", "unknown character 'Bob'; allowed: none yet") == "unbekannte Figur 'Bob'; erlaubt: noch keine"
    assert ledger_said("es", "unknown character 'none'; known: Ana", None) == \
        "'none' no es un nombre conocido (personaje); se admite: Ana"
