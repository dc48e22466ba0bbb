"""The history's kind filter takes the words the history shows, on every road: a command as its action column names
it in the campaign's language (``tiro``, not only ``roll``), an event as the history words it (``Mossa tirata``), and
the recorded names alike; the web page offers the system's words for it, and a server's indexed read (the warm road)
keeps the same rows as the CLI's full read.

Source: README "Using the ledger" (``history --kind``: the words the history shows) and "The web table" (history with
the CLI's filters); seed 002 (Pokémon Noir GdR, Italian: the sample Aranciopoli Noir).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from conftest import ROOT

NAME = "Aranciopoli Noir"


@pytest.fixture(scope="module")
def store(tmp_path_factory: Any) -> str:
    from ledger.service import Ledger

    from conftest import TEST_STORE, pg_url

    path = str(tmp_path_factory.mktemp("kinds") / "h.sqlite")
    path = pg_url(path) if TEST_STORE == "postgres" else path       # a module's store: on the run's own road
    Ledger(path).replay(ROOT / "sample_campaigns" / "pokemon-aranciopoli-noir.yaml")
    return path


def _actions(ledger: Any, kind: str) -> list[int]:
    from ledger.service.history import HistoryQuery
    from ledger.web.pages.table import rows_of

    return [r["action"] for r in rows_of(ledger.history(NAME, HistoryQuery(kind=kind), "it", table=False))]


@pytest.mark.parametrize("warm", [False, True])
def test_kind_takes_the_command_s_and_the_event_s_words_on_both_roads(store: str, warm: bool) -> None:
    from ledger.projections.detail_words import kind_text
    from ledger.service import Ledger

    ledger = Ledger(store, warm=warm)
    try:
        system = ledger.system(NAME)
        by_id = _actions(ledger, "roll")
        assert by_id and by_id == _actions(ledger, system.command_word("roll", "it")) == _actions(ledger, "tiro")
        assert _actions(ledger, "MoveRolled") == _actions(ledger, kind_text("MoveRolled", "it", system)) \
            == _actions(ledger, "Mossa tirata")
        every = [e for e in ledger.events(NAME) if getattr(e, "kind", None) == "MoveRolled"]
        assert _actions(ledger, "mossa tirata") == sorted({e.action_id for e in every})
    finally:
        ledger.close()


def test_the_history_page_offers_and_takes_the_system_s_words(store: str) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import bearer, token_for

    ledger = Ledger(store, warm=True)
    try:
        app = make_app(ledger, secret="test-secret")
        gm = bearer(app, token_for(app, "Dana", "gm"))
        system = ledger.system(NAME)
        page = gm.get("/c/Aranciopoli%20Noir/history").text
        offered = re.findall(r'<option value="([^"]+)">', page.split('<datalist id="kinds">')[1].split("</datalist>")[0])
        assert offered == list(dict.fromkeys(system.command_word(c, "it") for c in system.commands))
        assert "tiro" in offered and "roll" not in offered
        by_word = gm.get("/c/Aranciopoli%20Noir/history?kind=tiro")
        by_id = gm.get("/c/Aranciopoli%20Noir/history?kind=roll")
        assert by_word.status_code == by_id.status_code == 200
        rows = re.findall(r'id="a(\d+)"', by_word.text)
        assert rows and rows == re.findall(r'id="a(\d+)"', by_id.text)
        api = gm.get("/api/campaigns/Aranciopoli%20Noir/history?kind=tiro").json()
        assert sorted(int(n) for n in rows) == sorted(r["action"] for r in api)[-len(rows):]
        refused = gm.get("/c/Aranciopoli%20Noir/history?kind=banana")
        assert refused.status_code == 400 and "banana" in refused.text
    finally:
        ledger.close()
