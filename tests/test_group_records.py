"""What the group's record keeps honest, through the HTTP API and the CLI: a player cannot choose their dice by
a seed, no correction brings back a spent or withdrawn invitation or seats a person, every history face names the
person who acted, and a proposer's reason reaches the decided action (README "Playing as a group"; design.md
"People, roles and hidden information" and "Undo")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import Cli
from web_support import account, gm_token, store_with_sample, token_for

CAMPAIGN = "/api/campaigns/Second%20Chances"
ENGAGE = "Directly Engage a Threat"


class Table:
    """The sample campaign served, a session and scene open, GM Dana and player Bo (Rook) signed in by token."""

    def __init__(self, tmp_path: Path) -> None:
        from ledger.service import Ledger
        from ledger.web import make_app

        self.store = store_with_sample(tmp_path)
        self.ledger = Ledger(self.store, warm=True)
        self.app = make_app(self.ledger, secret="test-secret")
        self.gm = self.client(gm_token(self.app))
        self.bo = self.client(token_for(self.app, "Bo", "player", ["Rook"]))
        for path, body in (("session/start", {}), ("scene/start", {"title": "The Roof"})):
            assert self.gm.post(f"{CAMPAIGN}/commands/{path}", json=body).status_code == 201

    def client(self, token: str) -> TestClient:
        c = TestClient(self.app, base_url="http://127.0.0.1")
        c.headers["Authorization"] = f"Bearer {token}"
        return c

    def version(self) -> int:
        return self.ledger.now("Second Chances").version

    def close(self) -> None:
        for c in (self.gm, self.bo):
            c.close()
        self.ledger.close()


@pytest.fixture
def table(tmp_path: Path) -> Any:
    t = Table(tmp_path)
    yield t
    t.close()


def test_a_player_may_not_choose_the_seed_a_gm_may_and_the_history_says_whose_it_was(table: Table) -> None:
    before = table.version()
    refused = table.bo.post(f"{CAMPAIGN}/commands/roll", json={"move": ENGAGE, "as": "Rook", "seed": 20})
    assert refused.status_code == 403
    error = refused.json()["error"]
    assert error["field"] == "seed" and "dice" in error["message"] and "\n" not in error["message"]
    assert table.version() == before                                      # nothing written
    gm_command = table.bo.post(f"{CAMPAIGN}/commands/session/end", json={})      # no "as": the GM-commands rule
    assert gm_command.status_code == 403 and gm_command.json()["error"]["message"].startswith(
        "refused (only a GM gives the commands that run the table")
    assert table.version() == before
    pages = [c.get("/c/Second%20Chances").text for c in (table.gm, table.bo)]
    assert [page.count('name="seed"') for page in pages] == [1, 0]          # the table offers it to the GM alone
    drawn = table.bo.post(f"{CAMPAIGN}/commands/roll", json={"move": ENGAGE, "as": "Rook"}).json()
    seed = drawn["events"][0]["detail"]["dice_source"]
    assert seed.startswith("seed:") and "[seed chosen" not in drawn["events"][0]["summary"]
    table.gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": drawn["action"]})
    chosen = table.gm.post(f"{CAMPAIGN}/commands/roll", json={"move": ENGAGE, "as": "Rook", "seed": 20}).json()
    assert chosen["events"][0]["detail"]["dice_source"] == "seed:20"
    assert chosen["events"][0]["summary"].endswith("(seed 20) [seed chosen by a GM]")     # the recorded id in words


def test_an_undone_join_keeps_its_code_spent_and_no_correction_seats_or_reopens(table: Table) -> None:
    from ledger.service.people import Person

    account(table.ledger, "Cy")
    cy = table.client(table.ledger.issue_token(Person("Cy"), "test"))
    made = table.gm.post(f"{CAMPAIGN}/invitations", json={"role": "player", "characters": ["Gale"]}).json()
    joined = cy.post(f"{CAMPAIGN}/join", json={"code": made["code"]})
    assert joined.status_code == 201
    before = table.version()
    undo = table.gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": joined.json()["action"]})
    assert undo.status_code == 400 and undo.json()["error"]["field"] == "action"
    assert f"POST {CAMPAIGN}/people/Cy/remove takes a person off" in undo.json()["error"]["message"]   # the API's route
    assert table.version() == before
    again = cy.post(f"{CAMPAIGN}/join", json={"code": made["code"]})
    assert (again.status_code, again.json()["error"]["field"], again.json()["error"]["message"]) == \
        (400, "code", "this code's invitation was used already; ask the GM for a new one")     # told used
    other = table.gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).json()
    gone = table.gm.post(f"{CAMPAIGN}/invitations/{other['invitation']}/withdraw", json={}).json()["action"]
    before = table.version()
    undo = table.gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": gone})
    assert undo.status_code == 400 and f"does not reopen invitation {other['invitation']}" in undo.json()["error"]["message"]
    assert table.version() == before
    removed = table.gm.post(f"{CAMPAIGN}/people/Cy/remove", json={}).json()["action"]
    undo = table.gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": removed})
    assert undo.status_code == 400 and "does not seat or unseat people (Cy)" in undo.json()["error"]["message"]
    assert table.ledger.role("Second Chances", Person("Cy")) == (None, [])          # removed, and stays so
    cy.close()


def test_a_group_action_is_never_amended_and_the_refusal_says_what_to_run(table: Table, tmp_path: Path) -> None:
    """An amend of a seating action (invite, join, grant...) is refused naming the commands that answer it; of any other
    group action (a note), told to undo and run it again: on the API (400) and the CLI (exit 2), nothing written."""
    assert table.gm.post(f"{CAMPAIGN}/invitations", json={"role": "viewer"}).status_code == 201
    made = table.ledger.now("Second Chances").actions
    assert table.gm.post(f"{CAMPAIGN}/notes", json={"text": "the roof holds"}).status_code == 201
    noted = table.ledger.now("Second Chances").actions
    before = table.version()
    seat = table.gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": made, "reason": "two hours"})
    assert seat.status_code == 400 and seat.json()["error"]["field"] == "action"
    assert seat.json()["error"]["message"].startswith(f"action {made} (invite) is a group action: a correction does "
                                                      f"not change people or invitations; POST {CAMPAIGN}/people/…/grant "
                                                      "gives a role")                          # the API's route
    note = table.gm.post(f"{CAMPAIGN}/corrections/amend", json={"action": noted, "reason": "typo"})
    assert (note.status_code, note.json()["error"]["message"]) == \
        (400, f"action {noted} (note) is a group action (note); undo it and run it again")
    assert table.version() == before
    table.ledger.close()
    cli = Cli(Path(table.store))
    stored = cli.bytes()
    for action, words in ((made, "'invite' gives a new code"), (noted, "undo it and run it again")):
        proc = cli("amend", str(action), "--reason", "t", ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: action: ") and words in proc.stderr, proc.stderr
    assert cli.bytes() == stored
    table.ledger = type(table.ledger)(table.store, warm=True)


def test_every_history_face_names_the_person_who_acted(table: Table) -> None:
    note = table.bo.post(f"{CAMPAIGN}/notes", json={"text": "bo public"}).json()
    roll = table.bo.post(f"{CAMPAIGN}/commands/roll", json={"move": ENGAGE, "as": "Rook", "dice": [5, 4]}).json()
    assert (note["by"], note["who"]) == ("Bo", "Bo")
    assert (roll["by"], roll["actor"], roll["who"]) == ("Bo", "Rook", "Bo (Rook)")
    found = table.gm.get(f"{CAMPAIGN}/history", params={"actor": "bo"}).json()
    assert [r["action"] for r in found] == [note["action"], roll["action"]]
    page = table.gm.get("/c/Second%20Chances/history").text
    assert f'#{note["action"]}</span> <b class="actor">Bo</b>' in page
    assert f'#{roll["action"]}</span> <b class="actor">Bo (Rook)</b>' in page
    table.ledger.close()
    cli = Cli(Path(table.store))
    lines = cli("history", "--campaign", "Second Chances", "--actor", "Bo", "--compact").stdout.splitlines()
    assert [line.split()[0] for line in lines] == [str(note["action"]), str(roll["action"])]
    assert "Bo: " in lines[0] and "Bo (Rook): " in lines[1]
    out = Path(table.store).parent / "chronicle.md"
    cli("chronicle", "--campaign", "Second Chances", "--out", str(out))
    chronicle = out.read_text(encoding="utf-8")
    assert f"**\\#{roll['action']}** Bo (Rook) ·" in chronicle


def test_a_proposers_reason_is_the_decided_actions_and_the_approval_keeps_the_gms(table: Table) -> None:
    assert table.gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}).status_code == 201
    made = table.bo.post(f"{CAMPAIGN}/commands/mark", json={"character": "Rook", "condition": "afraid",
                                                            "reason": "the drones", "as": "Rook"})
    assert made.status_code == 202 and made.json()["reason"] == "the drones"
    listed = table.gm.get(f"{CAMPAIGN}/proposals").json()
    assert [(p["id"], p["why"], p["reason"]) for p in listed] == [(str(made.json()["action"]), "the drones", None)]
    assert "the drones" not in str(table.ledger.now("Second Chances").state.get("table"))   # read from its action
    rows = table.gm.post(f"{CAMPAIGN}/proposals/{listed[0]['id']}/approve", json={"reason": "fair"}).json()
    decided, approval = rows
    assert (decided["command"], decided["reason"], decided["who"]) == ("mark", "the drones", "Bo (Rook)")
    assert (approval["command"], approval["reason"]) == ("approve", "fair")
    why = table.gm.get(f"{CAMPAIGN}/why/Rook/conditions").json()
    assert [w["reason"] for w in why if w["action"] == decided["action"]] == ["the drones"]


def test_the_actor_filter_takes_every_spelling_the_history_prints_on_every_face(table: Table) -> None:
    note = table.bo.post(f"{CAMPAIGN}/notes", json={"text": "bo public"}).json()
    roll = table.bo.post(f"{CAMPAIGN}/commands/roll", json={"move": ENGAGE, "as": "Rook", "dice": [5, 4]}).json()
    assert roll["who"] == "Bo (Rook)"
    whole = table.gm.get(f"{CAMPAIGN}/history").json()
    gm_rows = [r["action"] for r in whole if r["actor"] == "GM"]      # the owner's and GM Dana's, as the GM
    assert len(gm_rows) > 3 and any(r.get("by") for r in whole if r["actor"] == "GM")
    api = lambda **q: table.gm.get(f"{CAMPAIGN}/history", params=q)  # noqa: E731
    assert [r["action"] for r in api(actor="Bo (Rook)").json()] == [roll["action"]]
    assert [r["action"] for r in api(actor="bo  (rook)").json()] == [roll["action"]]     # folded as names are
    assert [r["action"] for r in api(actor="Bo").json()] == [note["action"], roll["action"]]
    assert [r["action"] for r in api(actor="DJ", lang="es").json()] == gm_rows
    assert [r["action"] for r in api(actor="GM", lang="es").json()] == gm_rows
    nobody = api(actor="Nobody", lang="es")
    assert nobody.status_code == 400 and nobody.json()["error"]["field"] == "actor"
    said = nobody.json()["error"]["message"]                   # in the language asked for (docs/api-errors.md)
    assert said.startswith("ninguna acción de 'Nobody'; quienes actúan en esta campaña: ")
    listed = said.split("quienes actúan en esta campaña: ")[1].split(", ")
    assert "Narrador" in listed and "Bo (Rook)" in listed and "Bo" in listed and "GM" not in listed
    assert api(actor="DJ").status_code == 400                   # in English the GM is GM: DJ matches nobody
    page = table.gm.get("/c/Second%20Chances/history", params={"actor": "Bo (Rook)"}).text
    assert f'#{roll["action"]}</span> <b class="actor">Bo (Rook)</b>' in page
    assert f'#{note["action"]}</span>' not in page
    table.ledger.close()
    cli = Cli(Path(table.store))
    lines = cli("history", "--campaign", "Second Chances", "--actor", "Bo (Rook)", "--compact").stdout.splitlines()
    assert [line.split()[0] for line in lines] == [str(roll["action"])]
    found = cli.json("history", "--campaign", "Second Chances", "--actor", "DJ", "--lang", "es")
    assert [r["action"] for r in found] == gm_rows
    proc = cli("history", "--campaign", "Second Chances", "--actor", "SL", "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr == ("error: actor: ninguna acción de 'SL'; quienes actúan en esta "
                                                    "campaña: Narrador, Rook, Gale, Dana, Bo, Bo (Rook)\n")
    table.ledger = type(table.ledger)(table.store, warm=True)
