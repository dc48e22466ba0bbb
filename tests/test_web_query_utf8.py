"""A query parameter that is not valid UTF-8, its value or its key, is refused on every route before it is read, never
echoed as U+FFFD: 400 naming it, ``not valid UTF-8 text ...`` (README "Text" and "The server";
ledger/web/query_text.py)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, PAGE, app, gm  # noqa: F401 - fixtures

NOT_UTF8 = "not valid UTF-8 text (retype it; invalid bytes cannot be recorded)"


@pytest.mark.parametrize("path, field", [
    (f"{CAMPAIGN}/history?kind=%FF", "kind"), (f"{CAMPAIGN}/history?lang=%FF", "lang"),
    (f"{CAMPAIGN}/history?last=2&actor=Ana%C3", "actor"), (f"{CAMPAIGN}/history?%FF=1", "%FF"),
    (f"{CAMPAIGN}/sheet/Gale?lang=%E9", "lang"), ("/api/campaigns?x=%C3", "x"), ("/api/me?lang=%80", "lang")])
def test_a_query_not_utf8_is_refused_naming_the_parameter(gm: TestClient, path: str, field: str) -> None:
    got = gm.get(path)
    assert (got.status_code, got.json()) == (400, {"error": {"code": "bad_input", "field": field, "message": NOT_UTF8}})


def test_a_page_s_query_not_utf8_is_the_error_page(gm: TestClient) -> None:
    got = gm.get(f"{PAGE}/history?lang=%FF")
    assert got.status_code == 400 and "\ufffd" not in got.text
    assert f'<p class="error" data-field="lang" role="alert"><b>lang</b>: {NOT_UTF8}</p>' in got.text


def test_a_post_s_query_not_utf8_writes_nothing(app: object, gm: TestClient) -> None:
    before = gm.get(f"{CAMPAIGN}/status").json()["action"]
    got = gm.post(f"{CAMPAIGN}/commands/mark?lang=%FF", json={"character": "Rook", "condition": "afraid"})
    assert (got.status_code, got.json()["error"]["field"]) == (400, "lang")
    assert gm.get(f"{CAMPAIGN}/status").json()["action"] == before


def test_utf8_text_in_a_query_still_reaches_its_route(gm: TestClient) -> None:
    got = gm.get(f"{CAMPAIGN}/history?kind=caf%C3%A9")
    assert (got.status_code, got.json()["error"]["field"]) == (400, "kind")
    assert "'café'" in got.json()["error"]["message"]
