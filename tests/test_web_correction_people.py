"""A correction made by a person names them, as every other action does: a GM's undo, redo or amend over the API is
Dana's, a player's undo of their own action is Bo (Gale)'s, on every face (the API's rows, the actor filter, the CLI's
table, compact and JSON history, the history page, the live stream, the history export); the store's owner's stays
the GM's, and a correction recorded before the person was kept reads and verifies as before (README "Playing as a
group": every action names who did it)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli
from store_edits import campaign_rows
from web_support import bearer, live_until, store_with_sample, token_for

API = "/api/campaigns/Second%20Chances"
PAGE = "/c/Second%20Chances"
PASSWORD = "a table of five"


@pytest.fixture
def corrected(tmp_path: Path) -> Any:
    """Dana (GM) opens a scene; Bo (Gale's player) marks Gale afraid and undoes it; Dana redoes it, amends it to
    guilty and undoes it; all over the API. Yields (Dana's client, the first action of Bo's, the version before
    it, the CLI, the ledger)."""
    from ledger.service import Ledger
    from ledger.web import make_app

    store = store_with_sample(tmp_path)
    ledger = Ledger(store, warm=True)
    app = make_app(ledger, secret="people-test")
    dana, bo = bearer(app, token_for(app, "Dana", "gm")), bearer(app, token_for(app, "Bo", "player", ["Gale"]))
    assert dana.post(f"{API}/commands/session/start", json={}).status_code == 201
    assert dana.post(f"{API}/commands/scene/start", json={"title": "Docks"}).status_code == 201
    version = ledger.now("Second Chances").version
    mark = bo.post(f"{API}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert mark.status_code == 201, mark.text
    n = mark.json()["action"]
    for client, what, body in ((bo, "undo", {"action": n}), (dana, "redo", {"action": n}),
                               (dana, "amend", {"action": n, "condition": "guilty"}), (dana, "undo", {"action": n})):
        got = client.post(f"{API}/corrections/{what}", json=body)
        assert got.status_code == 201, got.text
    yield dana, n, version, Cli(Path(store)), ledger
    ledger.close()


WHO = ["Bo (Gale)", "Bo (Gale)", "Dana", "Dana", "Dana"]
BY = ["Bo", "Bo", "Dana", "Dana", "Dana"]
COMMANDS = ["mark", "undo", "redo", "amend", "undo"]


def test_the_api_rows_name_the_person_who_corrected(corrected: Any) -> None:
    dana, n, _, _, _ = corrected
    rows = [r for r in dana.get(f"{API}/history").json() if r["action"] >= n]
    assert [(r["action"], r["command"], r["actor"], r["who"], r["by"]) for r in rows] == [
        (n, "mark", "Gale", "Bo (Gale)", "Bo"), (n + 1, "undo", "Gale", "Bo (Gale)", "Bo"),
        (n + 2, "redo", "GM", "Dana", "Dana"), (n + 3, "amend", "GM", "Dana", "Dana"),
        (n + 4, "undo", "GM", "Dana", "Dana")]


@pytest.mark.parametrize(("query", "offsets"), [("actor=Dana&kind=undo", [4]), ("actor=Bo", [0, 1]),
                                                ("actor=Bo&kind=undo", [1]), ("actor=dana&kind=amend", [3]),
                                                ("actor=Dana&kind=redo", [2])])
def test_the_actor_filter_finds_the_corrections_of_a_person(corrected: Any, query: str, offsets: list[int]) -> None:
    dana, n, _, cli, _ = corrected
    rows = dana.get(f"{API}/history?{query}").json()
    assert [r["action"] for r in rows if r["action"] >= n] == [n + k for k in offsets]
    args = [a for part in query.split("&") for a in (f"--{part.split('=')[0]}", part.split("=")[1])]
    assert [r["action"] for r in cli.json("history", *args) if r["action"] >= n] == [n + k for k in offsets]


def test_the_cli_names_the_person_in_every_form(corrected: Any) -> None:
    _, n, _, cli, _ = corrected
    rows = [r for r in cli.json("history") if r["action"] >= n]
    assert [(r["who"], r.get("by"), r["command"]) for r in rows] == list(zip(WHO, BY, COMMANDS))
    compact = cli("history", "--compact", "--last", "5").stdout
    for k, (who, command) in enumerate(zip(WHO, COMMANDS)):
        assert re.search(rf"^\s*{n + k}\s.*\s{re.escape(who)}: {command} — ", compact, re.M), (k, compact)
    shown = cli("history", "--last", "5").stdout
    for k, (who, command) in enumerate(zip(WHO, COMMANDS)):
        assert re.search(rf"^{n + k}\s.*\s{re.escape(who)}\s+{command}\s", shown, re.M), (k, shown)
    assert "GM · " not in shown and " GM " not in shown.split(str(n + 1), 1)[1]


def test_the_page_the_stream_and_the_export_name_the_person(corrected: Any) -> None:
    dana, n, version, _, _ = corrected
    page = dana.get(f"{PAGE}/history")
    assert page.status_code == 200
    for k, who in enumerate(WHO):
        row = page.text.split(f'id="a{n + k}"', 1)[1].split('id="a', 1)[0]
        assert f">{who}<" in row, (k, row[:400])
    sent = live_until(dana, f"{API}/live", n + len(WHO) - 1, since=f"{version}-{n - 1}")
    last = {r["action"]: r for _, r in sent}                # a correction sends again the rows it changed
    assert [(a, r["who"], r["by"]) for a, r in sorted(last.items())] == [
        (n + k, w, b) for k, (w, b) in enumerate(zip(WHO, BY))]
    exported = [r for r in json.loads(dana.get(f"{API}/export").content) if r["action"] >= n]
    assert [(r["who"], r["by"]) for r in exported] == list(zip(WHO, BY))


def test_the_owners_correction_stays_the_gms_and_an_older_one_reads_as_before(corrected: Any) -> None:
    dana, n, _, cli, ledger = corrected
    cli("redo", str(n))                                           # the store's owner, on the CLI
    mine = cli.json("history", "--last", "1")[0]
    assert (mine["action"], mine["command"], mine["who"], mine["actor"], "by" in mine) == (n + 5, "redo", "GM", "GM", False)
    ledger.close()
    before = cli.json("history")
    rows, cid = campaign_rows(cli.store, "Second Chances")
    stored = {v: state for v, topic, state in rows.events(cid) if topic.endswith("Corrected")}

    def as_stored_before(state: dict[str, Any]) -> None:          # as recorded before ``by`` was kept (v2)
        state.pop("by")
        state["class_version"] = 2
    owners = [v for v, state in stored.items() if state["by"] is None and state["action_id"] == n + 5]
    rows.edit(cid, owners, as_stored_before)
    assert len(owners) == 1 and cli.json("history") == before     # read as before, and its link still holds
    assert cli("verify").stdout.startswith("OK Second Chances: ")
    danas = [v for v, state in stored.items() if state["by"] == "Dana"]
    rows.edit(cid, danas[-1:], as_stored_before)                   # a person taken out of a correction: damage
    rows.close()
    checked = cli("verify", ok=False)
    assert checked.returncode != 0 and f"event {danas[-1]}" in checked.stdout + checked.stderr
