"""A promotion the older ledger recorded without its roll's ladder (``RollPromoted {roll, before, after}``, as
``rules/pokemon/rolls.py`` wrote it before promotions kept ``ladder``): an Exchange of Attacks' 7-9 -> 10+ reads
7-9 -> 10-13 by today's tier table on every face (history text and JSON, the API, the history page, the chronicle),
its ladder read from the roll's own ``MoveRolled`` (``rules.pokemon.views.upcast``); the JSON keeps the stable ids.

Source: seed 002 l.9-15 (the Exchange of Attacks' tiers 14+ / 10-13 / 7-9 / 1-6) and l.53 (Treat Violently: one
class up); design.md "Events" (an older event read as the current version records it).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import ALWAYS_PROCESS, Cli
from rules.draft import Draft
from web_support import gm_token

NAME = "Kanto Noir"


@pytest.fixture
def played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """An Exchange of Attacks rolled 8 (7-9) and promoted by Treat Violently, the promotion recorded as the older
    ledger did (no ``ladder``)."""
    if ALWAYS_PROCESS:
        pytest.skip("the older recording is made in this process")
    cli = Cli(tmp_path / "store.sqlite")
    for step in (("create", NAME, "--system", "pokemon"), ("add-character", "Ash", "--approcci", "0,0,0,0,0"),
                 ("add-pokemon", "Pikachu", "--allenatore", "Ash", "--amicizia", "1"), ("session", "start"),
                 ("scene", "start"), ("battle", "start")):
        cli(*step)
    recorded = Draft.event

    def older(self: Draft, kind: str, /, cause: str | None = None, **detail: Any) -> Any:
        """``Draft.event`` as the older rules called it for a promotion: without the roll's ladder."""
        if kind == "RollPromoted":
            detail.pop("ladder", None)
        return recorded(self, kind, cause=cause, **detail)

    cli("roll", "Scambio di Attacchi", "--as", "Ash", "--approccio", "grinta", "--pokemon", "Pikachu",
        "--subito", "leggero", "--inflitto", "leggero", "--dice", "4,4")                        # 8: 7-9
    exchange = cli.json("status")["action"]
    monkeypatch.setattr(Draft, "event", older)
    cli("treat-violently", "Pikachu", "--as", "Ash")                                             # 7-9 -> 10-13
    monkeypatch.setattr(Draft, "event", recorded)
    return {"cli": cli, "store": tmp_path / "store.sqlite", "exchange": exchange}


def _promotions(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [ev for row in rows for ev in row["events"] if ev["kind"] == "RollPromoted"]


def test_the_stored_event_is_the_older_shape(played: dict[str, Any]) -> None:
    from ledger.service import Ledger

    ledger = Ledger(str(played["store"]))
    stored = [ev.detail for ev in ledger.events(NAME) if getattr(ev, "kind", None) == "RollPromoted"]
    ledger.close()
    roll = played["cli"].json("history")[played["exchange"]]["events"][0]["detail"]["roll"]
    assert stored == [{"roll": roll, "before": "7-9", "after": "10+"}]


@pytest.mark.parametrize(("lang", "line"), [("en", "roll #{n}: 7-9 → 10-13"), ("it", "tiro #{n}: 7-9 → 10-13")])
def test_the_history_words_it_by_todays_tier_table(played: dict[str, Any], lang: str, line: str) -> None:
    cli = played["cli"]
    rows = cli.json("history", "--lang", lang)
    roll = rows[played["exchange"]]["events"][0]["detail"]["roll"]
    [promoted] = _promotions(rows)
    assert promoted["summary"] == line.format(n=roll)
    assert (promoted["detail"]["before"], promoted["detail"]["after"], promoted["detail"]["ladder"]) == ("7-9", "10+", "four")
    text = cli("history", "--lang", lang).stdout
    assert line.format(n=roll) in text and "7-9 → 10+" not in text


def test_the_chronicle_words_it_by_todays_tier_table(played: dict[str, Any], tmp_path: Path) -> None:
    cli = played["cli"]
    roll = cli.json("history")[played["exchange"]]["events"][0]["detail"]["roll"]
    for fmt in ("md", "html"):
        out = tmp_path / f"chronicle.{fmt}"
        cli("chronicle", "--format", fmt, "--out", str(out), "--lang", "en")
        text = html.unescape(out.read_text(encoding="utf-8"))
        assert f"roll #{roll}: 7-9 → 10-13" in text and "7-9 → 10+" not in text, fmt


def test_the_api_and_the_history_page_word_it_alike(played: dict[str, Any]) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(played["store"]), warm=True)
    app = make_app(ledger, secret="old-promotion")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        rows = api.get(f"/api/campaigns/{NAME}/history", params={"lang": "en"}).json()
        rows = rows["rows"] if isinstance(rows, dict) else rows
        roll = [r for r in rows if r["action"] == played["exchange"]][0]["events"][0]["detail"]["roll"]
        assert [ev["summary"] for ev in _promotions(rows)] == [f"roll #{roll}: 7-9 → 10-13"]
        page = html.unescape(api.get(f"/c/{NAME}/history").text)               # in the campaign's Italian
        assert f"tiro #{roll}: 7-9 → 10-13" in page and "7-9 → 10+" not in page
    ledger.close()


def test_the_upcast_reads_each_rolls_own_move() -> None:
    from rules.pokemon.views import summary, upcast

    seen: dict[str, Any] = {}
    for kind, detail in (("MoveRolled", {"roll": 4, "move": "scambio"}), ("MoveRolled", {"roll": 5, "move": "cerca"})):
        assert upcast(kind, detail, seen) is detail
    assert seen == {"roll #4": "four", "roll #5": "three"}
    older = {"roll": 5, "before": "7-9", "after": "10+"}
    assert summary("RollPromoted", upcast("RollPromoted", older, seen), "en") == "roll #5: 7-9 → 10+"   # a Search's 10+
    assert upcast("RollPromoted", {**older, "roll": 4}, seen) == {"roll": 4, "before": "7-9", "after": "10+", "ladder": "four"}
    assert upcast("RollPromoted", {**older, "roll": 9}, seen) == {**older, "roll": 9}             # a roll not met: as stored
    assert older == {"roll": 5, "before": "7-9", "after": "10+"}                                 # the stored detail untouched


@pytest.mark.parametrize("last", [1, 2, 3])
def test_a_window_that_starts_after_the_roll_words_it_alike(played: dict[str, Any], last: int) -> None:
    """``history --last N`` whose window starts after the Exchange's roll still reads the promotion by the roll's
    ladder (its ``MoveRolled`` read with the tail: ``Views.upcast_reads``), text and JSON, the rows it shows as the
    whole history shows them."""
    cli = played["cli"]
    whole = cli.json("history", "--lang", "it")
    roll = whole[played["exchange"]]["events"][0]["detail"]["roll"]
    rows = cli.json("history", "--last", str(last), "--lang", "it")
    assert [r["action"] for r in rows] == [r["action"] for r in whole[-last:]]
    assert [ev["summary"] for ev in _promotions(rows)] == [f"tiro #{roll}: 7-9 → 10-13"]
    assert rows == whole[-last:]
    text = cli("history", "--last", str(last), "--lang", "it").stdout
    assert f"tiro #{roll}: 7-9 → 10-13" in text and "10+" not in text
