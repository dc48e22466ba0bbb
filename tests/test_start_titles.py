"""A session's or scene's start says its title as the new one's, never as a rename of the last one's, on every face
(the history's JSON and table, the API, the pages, the live rows, the chronicle) and in every system (README
"Correcting mistakes and reviewing the past": the history shows what changed; rules/sessions.py's shared session
commands)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

import rules
from conftest import ROOT, Cli
from rules.system import Context, decide

SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"


def _starts(rows: list[dict[str, Any]]) -> list[tuple[dict[str, Any], int, str]]:
    """(row, number, title) of each titled scene start among history ``rows``."""
    return [(r, e["detail"]["number"], e["detail"]["title"]) for r in rows for e in r["events"]
            if e["kind"] == "SceneStarted" and e["detail"].get("title")]


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    from web_support import bearer, gm_token

    from ledger.service import Ledger
    from ledger.web import make_app

    store = str(tmp_path / "web.sqlite")
    Ledger(store).replay(SAMPLE)
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="test-secret")
    (name,) = ledger.campaigns()
    yield bearer(app, gm_token(app)), ledger, name, Path(store)
    ledger.close()


def test_each_scene_start_says_its_own_title_and_none_before_it(darkwater: Any) -> None:
    gm, ledger, name, store = darkwater
    rows = gm.get(f"/api/campaigns/{quote(name)}/history").json()
    starts = _starts(rows)
    titles = [title for _, _, title in starts]
    assert len(titles) == 4 and titles[2] == "The snake under the crossing"
    for row, number, title in starts:
        assert f"Scene {number}: “{title}”" in row["changes"]
        assert not [line for line in row["changes"] for other in titles if other != title and other in line]
        assert not [line for line in row["changes"] if "→" in line and title in line]    # not a rename
    spanish = {r["action"]: r for r in gm.get(f"/api/campaigns/{quote(name)}/history", params={"lang": "es"}).json()}
    assert [f"Escena {n}: “{t}”" in spanish[r["action"]]["changes"] for r, n, t in starts] == [True] * 4
    live = {r["action"]: r for r in ledger.since(name, 0)}                 # the live rows: the history's
    assert [live[r["action"]]["changes"] for r, _, _ in starts] == [r["changes"] for r, _, _ in starts]


def test_the_table_the_pages_and_the_chronicle_say_it_once(darkwater: Any) -> None:
    gm, _, name, store = darkwater
    cli = Cli(store, process=True)
    json_rows = cli.json("history")
    (row, number, title), *_ = [s for s in _starts(json_rows) if s[1] == 3]
    compact = cli("history", "--compact").stdout
    (line,) = [x for x in compact.splitlines() if x.lstrip().startswith(f"{row['action']} ")]
    assert line.count(f"Scene {number}: “{title}”") == 1 and "The flooded stones of Darkwater" not in line
    page = gm.get(f"/c/{quote(name)}/history", params={"at": row["action"]}).text
    cell = page.split(f'id="a{row["action"]}"', 1)[1].split('id="a', 1)[0]
    assert cell.count(f"Scene {number}: “{title}”") == 1 and "The flooded stones" not in cell
    out = store.parent / "c.md"
    cli("chronicle", "--format", "md", "--out", str(out))
    md = out.read_text(encoding="utf-8")
    assert f"The flooded stones of Darkwater → {title}" not in md and title in md


@pytest.mark.parametrize("system_id", sorted(rules.SYSTEM_MODULES))
def test_every_system_words_a_second_titled_scene_as_new(system_id: str) -> None:
    from ledger.projections.detail_words import event_change_lines

    system = rules.get_system(system_id)
    state = system.new_state(system.parse_options({}))
    steps = [("session start", {"title": "The Ford"}), ("scene start", {"title": "Upstream"}), ("scene end", {}),
             ("scene start", {"title": "Downstream"})]
    for n, (command, args) in enumerate(steps, 1):
        events, state = decide(system, state, command, args, Context("GM", n))
    lang = system.languages[0]
    lines = [line for e in events for line in event_change_lines(e.kind, e.detail, e.changes, lang, system)]
    assert not [line for line in lines if "Upstream" in line or "Downstream" in line and "→" in line]
    said = [line for line in lines if "Downstream" in line]
    assert said in ([], [f"{system.word('Scene', lang)} 2: “Downstream”"])
    assert said or system_id != "mouseguard"                    # Mouse Guard keeps the scene's title in its state


@pytest.mark.parametrize("kind, head", [("SessionStarted", "Session"), ("SceneStarted", "Scene")])
def test_a_kept_title_at_a_start_reads_as_the_new_one_s(kind: str, head: str) -> None:
    """Whichever start keeps its title in the state (``[session|scene, "title"]``), the line says the new title
    with its number; an untitled start says nothing of the last one's; any other change reads before → after."""
    from ledger.projections.detail_words import event_change_lines

    system = rules.get_system("basic")
    path = [head.lower(), "title"]
    titled = event_change_lines(kind, {"number": 2, "title": "B"}, [{"path": path, "before": "A", "after": "B"}],
                                "en", system)
    assert titled == [f"{head} 2: “B”"]
    assert event_change_lines(kind, {"number": 2, "title": None}, [{"path": path, "before": "A", "after": None}],
                              "en", system) == []
    moved = [{"path": [head.lower(), "number"], "before": 1, "after": 2, "delta": 1}]
    assert event_change_lines(kind, {"number": 2}, moved, "en", system) == [f"{head.lower()} number: 1 → 2"]
