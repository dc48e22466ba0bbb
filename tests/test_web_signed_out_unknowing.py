"""A signed-out reader cannot tell whether a campaign exists: every campaign route answers them alike for a real
campaign and a missing one, worded from the request alone (its ``lang``, else ``Accept-Language``, else English),
never in the campaign's own language (the Italian sample's); a page sends them to sign in, the address they asked
for kept and nothing else.

Source: README "The server" (a campaign not theirs is answered as unknown; 401 not signed in, checked before
anything sent) and docs/api-errors.md (the message in the reader's language).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

REAL, MISSING = "Aranciopoli Noir", "Zzz"

SIGN_IN_FIRST = {"en": "sign in first (a session cookie or an Authorization: Bearer token)",
                 "it": "accedi prima (un cookie di sessione o un token Authorization: Bearer)",
                 "de": "melde dich zuerst an (ein Sitzungs-Cookie oder ein Authorization: Bearer-Token)"}


@pytest.fixture(scope="module")
def stranger(tmp_path_factory: Any) -> Any:
    """(the app over a store holding the Italian sample, a client with no cookie, token nor Accept-Language)."""
    from starlette.testclient import TestClient
    from web_support import replayed_gm

    app, ledger, _ = replayed_gm(Path(tmp_path_factory.mktemp("out")), "pokemon-aranciopoli-noir.yaml")
    client = TestClient(app, base_url="http://127.0.0.1")
    client.headers.pop("accept-language", None)
    yield app, client
    ledger.close()


def _campaign_routes(app: Any) -> list[tuple[str, str]]:
    """(method, path template) of every route of ``app`` naming a campaign, HEAD aside."""
    return [(method, route.path) for route in app.routes if "{name}" in getattr(route, "path", "")
            for method in sorted(getattr(route, "methods", None) or ()) if method != "HEAD"]


def _ask(client: Any, method: str, template: str, name: str, query: str, headers: dict[str, str]) -> Any:
    """``client``'s request of route ``template`` for campaign ``name`` (every other path parameter ``x``)."""
    import re

    path = re.sub(r"\{(\w+)(:\w+)?\}", lambda m: quote(name) if m.group(1) == "name" else "x", template) + query
    return client.request(method, path, headers=headers, follow_redirects=False,
                          **({"json": {}} if method == "POST" else {}))


@pytest.mark.parametrize(("query", "headers", "lang"), [("", {}, "en"), ("?lang=it", {}, "it"),
                                                          ("", {"accept-language": "it-IT"}, "it"),
                                                          ("", {"accept-language": "de"}, "de"),
                                                          ("", {"accept-language": "xx"}, "en")])
def test_a_real_and_a_missing_campaign_answer_a_signed_out_reader_alike(stranger: Any, query: str,
                                                                        headers: dict[str, str], lang: str) -> None:
    """Every campaign route: the same status and the same bytes for both (a page's redirect naming the address
    asked for, as asked); the API's 401 worded from the request alone."""
    app, client = stranger
    routes = _campaign_routes(app)
    assert ("GET", "/api/campaigns/{name}/status") in routes and ("GET", "/c/{name}") in routes
    for method, template in routes:
        real, missing = (_ask(client, method, template, n, query, headers) for n in (REAL, MISSING))
        assert real.status_code == missing.status_code, (method, template)
        assert real.content == missing.content, (method, template)
        if template.startswith("/api/"):
            assert real.status_code == 401, (method, template)
            assert real.json() == {"error": {"code": "not_signed_in", "field": "authorization",
                                             "message": SIGN_IN_FIRST[lang]}}, (method, template)
        elif real.status_code == 303:
            assert (real.headers["location"].replace(quote(quote(REAL), safe=""), "NAME")
                    == missing.headers["location"].replace(MISSING, "NAME")), (method, template)


def test_the_status_of_the_italian_campaign_signed_out_reads_in_english(stranger: Any) -> None:
    """The reported case: ``GET /api/campaigns/<real>/status`` without a cookie was worded in Italian, the campaign's
    language, while a missing campaign's was English."""
    _, client = stranger
    got = client.get(f"/api/campaigns/{quote(REAL)}/status")
    assert got.status_code == 401 and got.json()["error"]["message"] == SIGN_IN_FIRST["en"]
    assert got.content == client.get("/api/campaigns/Zzz/status").content
