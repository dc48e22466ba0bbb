"""The web history, newest first, marks where the record's numbers skip (actions hidden from this reader) at a page's
top and bottom too, not only between two rows of the page (README "People, roles and who may do what": a player
is not shown the GM's private notes; design.md "People, roles and hidden information")."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, app, client, gm  # noqa: F401 - fixtures
from web_support import token_for

PAGE_PATH = "/c/Second%20Chances/history"


def items(page: str) -> list[str]:
    """The history list's items in order: ``#N`` for a row, ``gap #A–#B · words`` for a skip."""
    log = page.split('<ol class="log history">')[1].split("</ol>")[0]
    found = re.findall(r'<li class="(row[^"]*)" data-action="(\d+)"|<li class="gap muted" data-gap="\d+">([^<]*)</li>', log)
    return [f"#{n}" if cls else f"gap {gap}" for cls, n, gap in found]


def note(gm: TestClient, text: str, private: bool = False) -> int:
    got = gm.post(f"{CAMPAIGN}/notes", json={"text": text, "private": private})
    assert got.status_code == 201, got.text
    return int(got.json()["action"])


def test_a_skip_at_the_top_of_the_first_page_is_marked(app: Any, gm: TestClient) -> None:
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    shown = note(gm, "a public note")
    first, second = note(gm, "the villain's plan", True), note(gm, "and its flaw", True)
    assert items(ana.get(PAGE_PATH).text)[:2] == [f"gap #{first}–#{second} · Hidden from you", f"#{shown}"]
    assert items(gm.get(PAGE_PATH).text)[:3] == [f"#{second}", f"#{first}", f"#{shown}"]     # the GM sees them all
    filtered = items(ana.get(PAGE_PATH, params={"actor": "GM"}).text)
    assert filtered[0] == f"gap #{first}–#{second} · Not shown here" and filtered[1] == f"#{shown}"


def test_a_skip_between_two_pages_is_marked_at_the_bottom_of_one_and_the_top_of_the_next(
        app: Any, gm: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    from ledger.web.pages import archive

    monkeypatch.setattr(archive, "PAGE", 3)
    ana = client(app, token_for(app, "Ana", "player", ["Gale"]))
    older = note(gm, "before")
    first, second = note(gm, "the villain's plan", True), note(gm, "and its flaw", True)
    newer = [note(gm, f"after {i}") for i in range(3)]
    one, two = items(ana.get(PAGE_PATH).text), items(ana.get(PAGE_PATH, params={"page": 2}).text)
    gap = f"gap #{first}–#{second} · Hidden from you"
    assert one == [f"#{n}" for n in reversed(newer)] + [gap]
    assert two[:2] == [gap, f"#{older}"]
    assert gap not in items(gm.get(PAGE_PATH).text)
