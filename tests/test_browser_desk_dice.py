"""What the GM's desk posts for dice (README "The server": dice typed in are a list): an amend's ``dice=12`` of a
one-die roll (Basic's d20, seed 003) goes as ``[12]`` and is recorded; an approval's edited dice go as a list too.
Driven in Debian's Chromium (``browser_support``), the body read from the request the page sends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from browser_support import Person, browser, served_sample, signed_in  # noqa: F401 - browser: the module's fixture
from web_support import ROOT

PASSWORD = "a table of five"
SALT = ROOT / "sample_campaigns" / "basic-the-salt-road.yaml"


@pytest.fixture
def salt(tmp_path: Path) -> Any:
    """The Salt Road (Basic) served, Dana its GM, Ana playing Tobin; action 9 is Tobin's Move rolled with one d20."""
    with served_sample(tmp_path / "salt.sqlite", SALT, {"Dana": ("gm", []), "Ana": ("player", ["Tobin"])},
                       PASSWORD) as both:
        yield both


def posted(person: Person, path: str, click: Any) -> tuple[dict[str, Any], int, str]:
    """(the JSON body the page posts to a URL whose path ends in ``path`` when ``click()`` runs, the answer's status and
    text)."""
    with person.page.expect_response(lambda r: r.request.method == "POST" and r.url.split("?")[0].endswith(path)) as got:
        click()
    answer = got.value
    return json.loads(answer.request.post_data or "{}"), answer.status, "" if answer.ok else answer.text()


def test_the_desk_amends_a_one_die_roll_with_the_die_as_a_list(browser: Any, salt: Any) -> None:
    served, ledger = salt
    before = ledger.now("The Salt Road").actions
    with signed_in(browser, served.url, "Dana", PASSWORD, 1280, at="/c/The%20Salt%20Road/desk") as dana:
        form = dana.page.locator("form[data-correction]").first
        form.locator("input[name=action]").fill("9")
        form.locator("textarea[name=changes]").fill("dice=12")
        form.locator("input[name=reason]").fill("misread the d20")
        body, status, text = posted(dana, "/corrections/amend", lambda: form.locator("button:not([type=button])").click())
        assert body == {"action": 9, "dice": [12], "reason": "misread the d20"}
        assert status == 201, text
        assert ledger.now("The Salt Road").actions == before + 1                    # the amend, recorded
        assert dana.errors == [], dana.errors


def test_the_desk_edits_a_proposal_s_one_die_as_a_list(browser: Any, salt: Any) -> None:
    from ledger.service import Person as Who

    served, ledger = salt
    for command, args in (("option", {"approval": "players"}),):
        ledger.group("The Salt Road", command, args)
    for command in ("session start", "scene start"):
        ledger.act("The Salt Road", command, {})
    proposed = ledger.act("The Salt Road", "move", {"to": "the reeds", "attribute": "agility", "difficulty": 12,
                                                    "dice": [9]}, actor="Tobin", by=Who("Ana"))
    pid = proposed[1][0].detail["proposal"]
    with signed_in(browser, served.url, "Dana", PASSWORD, 390, at="/c/The%20Salt%20Road/desk") as dana:
        form = dana.page.locator(f'form[data-api$="/proposals/{pid}/approve"]')
        assert form.locator("input[name=dice]").get_attribute("data-kind") == "dice"
        form.locator("input[name=dice]").fill("12")
        body, status, text = posted(dana, f"/proposals/{pid}/approve", lambda: form.locator("button").click())
        assert body == {"edits": {"dice": [12]}}
        assert status == 201, text
        assert dana.errors == [], dana.errors


def test_the_desk_amends_picks_one_a_line_as_a_list(browser: Any, tmp_path: Path) -> None:
    """A list argument typed in the amend's lines goes as a JSON list (README "The server": a list argument is a
    list; one value is refused): ``pick=DE1`` then ``pick=DE3`` is ``["DE1", "DE3"]``, an item holding commas kept
    whole, and ``[a, b]`` a list for any name."""
    sample = ROOT / "sample_campaigns" / "masks-second-chances.yaml"
    with served_sample(tmp_path / "masks.sqlite", sample, {"Dana": ("gm", [])}, PASSWORD) as (served, ledger):
        from ledger.service.history import HistoryQuery

        found = ledger.history("Second Chances", HistoryQuery(kind="resolve"), "en", table=False)
        rows = [json.loads(r) if isinstance(r, bytes) else r for r in found.rows]
        target = next(r["action"] for r in rows if r["command"] == "resolve" and r["undone_by"] is None)
        with signed_in(browser, served.url, "Dana", PASSWORD, 1280, at="/c/Second%20Chances/desk") as dana:
            form = dana.page.locator("form[data-correction]").first
            form.locator("input[name=action]").fill(str(target))
            form.locator("textarea[name=changes]").fill("pick=DE1\npick=EOS2:up=freak,down=mundane\ngm-move=[a, b]")
            body, status, text = posted(dana, "/corrections/amend",
                                        lambda: form.locator("button:not([type=button])").click())
            assert body == {"action": target, "pick": ["DE1", "EOS2:up=freak,down=mundane"], "gm-move": ["a", "b"]}
            assert status == 422 and json.loads(text)["error"]["field"] == "gm-move"      # a text, sent as a list
