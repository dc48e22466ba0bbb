"""An API error reads in the language the campaign's rows read in when the reader names none (no ``lang``, no
language setting, no ``Accept-Language``): the system's own language, Italian for the Pokémon sample (README "The
server", docs/api-errors.md: the message in the reader's language; its ``code`` English)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from conftest import ROOT
from web_support import account, grant

PASSWORD = "a table of five"


@pytest.fixture
def api(tmp_path: Path) -> Any:
    """(a client signed in as Dana, the GM, sending no Accept-Language; the campaign's quoted name; its system)."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "lang.sqlite"))
    ledger.replay(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml")
    account(ledger, "Dana", PASSWORD)
    grant(ledger, "Dana", "gm", [])
    client = TestClient(make_app(ledger, secret="lang-test"), base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    got = client.post("/api/sign-in", json={"name": "Dana", "password": PASSWORD})
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    name = next(iter(ledger.campaigns()))
    yield client, quote(name, safe=""), ledger.system(name)
    ledger.close()


def test_an_error_reads_in_the_language_the_rows_read_in(api: Any) -> None:
    client, q, system = api
    default = system.lang(None)
    assert default != "en"                                                   # the sample's system reads in Italian
    rows = client.get(f"/api/campaigns/{q}/history").json()
    assert rows == client.get(f"/api/campaigns/{q}/history?lang={default}").json()
    assert rows != client.get(f"/api/campaigns/{q}/history?lang=en").json()
    for call in (lambda h: client.get(f"/api/campaigns/{q}/sheet/Nobody", headers=h),
                 lambda h: client.post(f"/api/campaigns/{q}/commands/session%20start", json={"number": "x"}, headers=h)):
        unnamed, named, english = call({}), call({"accept-language": default}), call({"accept-language": "en"})
        assert unnamed.status_code == named.status_code == english.status_code >= 400, unnamed.text
        assert unnamed.json() == named.json(), (unnamed.json(), named.json())
        assert unnamed.json()["error"]["message"] != english.json()["error"]["message"], english.json()


def test_accept_language_still_wins_over_the_default(api: Any) -> None:
    client, q, system = api
    english = client.get(f"/api/campaigns/{q}/sheet/Nobody", headers={"accept-language": "en"}).json()
    assert english == client.get(f"/api/campaigns/{q}/sheet/Nobody?lang=en").json()
    assert english != client.get(f"/api/campaigns/{q}/sheet/Nobody").json()
