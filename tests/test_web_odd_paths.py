"""Odd paths: a trailing slash is no route (404 naming ``path``), never a redirect, on the API and the pages; a path
within a campaign is told the campaign's routes; an empty character or command is no route either (README "The
server": an unknown path is a 404 naming ``path``)."""

from __future__ import annotations


import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, PAGE, app, gm  # noqa: F401 - fixtures

#: What a path within a campaign that no route takes is told is allowed.
CAMPAIGN_ROUTES = ", ".join(f"/api/campaigns/{{name}}/{part}" for part in (
    "approval", "arc", "commands", "corrections", "export", "history", "invitations", "join", "language", "live",
    "notes", "odds", "people", "permissions", "proposals", "reference", "sheet", "status", "why"))


@pytest.mark.parametrize("tail", ["/why/Mara", "/why/Mara/", "/sheet/", "/arc/", "/odds/", "/history/", "/status/",
                                  "/nope"])
def test_an_odd_path_within_a_campaign_is_no_route_naming_the_campaign_s_routes(gm: TestClient, tail: str) -> None:
    got = gm.get(f"{CAMPAIGN}{tail}", follow_redirects=False)
    assert (got.status_code, got.json()) == (404, {"error": {"code": "not_found", "field": "path", "message": (
        f"no route '/api/campaigns/Second Chances{tail}'; allowed: {CAMPAIGN_ROUTES} (every route: /api/openapi.json)")}})


@pytest.mark.parametrize("path", [f"{PAGE}/", f"{PAGE}/history/", "/c/"])
def test_a_page_s_trailing_slash_is_no_page_not_a_redirect(gm: TestClient, path: str) -> None:
    got = gm.get(path, follow_redirects=False)
    assert (got.status_code, "location" in got.headers) == (404, False)
    assert f"no page {path.replace('%20', ' ')!r}" in got.text.replace("&#39;", "'")


def test_the_routes_without_their_slash_still_answer(gm: TestClient) -> None:
    assert [gm.get(p, follow_redirects=False).status_code for p in (
        f"{CAMPAIGN}/sheet/Gale", f"{CAMPAIGN}/arc/Gale", f"{CAMPAIGN}/history", PAGE)] == [200, 200, 200, 200]


def test_a_command_route_without_its_command_is_no_route(gm: TestClient) -> None:
    got = gm.post(f"{CAMPAIGN}/commands/", json={})
    assert (got.status_code, got.json()["error"]["field"]) == (404, "path")
    assert got.json()["error"]["message"].startswith("no route '/api/campaigns/Second Chances/commands/'; allowed: ")
