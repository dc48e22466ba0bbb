"""A write's answer (the recorded rows) reads in the reader's language, as the rest of the API does: their
``Accept-Language`` (or ``?lang=``) among the system's languages, else the system's own; the same rows ``history
?lang=`` gives (README "The server"; ledger/web/commands.py ``answer_lang``)."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from test_web_refusals import CAMPAIGN, app, gm  # noqa: F401 - fixtures

ES = {"Accept-Language": "es-ES,es;q=0.9,en;q=0.5"}
ROLL = {"move": "Unleash Your Powers", "as": "Rook", "dice": [3, 4]}


def _row(gm: TestClient, action: int, lang: str) -> dict[str, Any]:
    """Action ``action``'s history row in ``lang`` (``GET .../history?lang=``)."""
    return next(r for r in gm.get(f"{CAMPAIGN}/history", params={"lang": lang}).json() if r["action"] == action)


def test_a_command_s_answer_reads_in_the_reader_s_language(gm: TestClient) -> None:
    started = gm.post(f"{CAMPAIGN}/commands/session/start", json={}, headers=ES)
    assert started.status_code == 201 and started.json() == _row(gm, started.json()["action"], "es")
    gm.post(f"{CAMPAIGN}/commands/scene/start", json={})
    rolled = gm.post(f"{CAMPAIGN}/commands/roll", json=ROLL, headers=ES).json()
    summary = rolled["events"][0]["summary"]
    assert summary == f"tirada #{rolled['action']} Desatar tus poderes de Rook: 3+4 +2 (Raro) = 9 → éxito parcial " \
                      "(7-9) (dados físicos)"
    assert rolled == _row(gm, rolled["action"], "es")


def test_without_a_language_asked_the_answer_is_the_system_s_own(gm: TestClient) -> None:
    gm.post(f"{CAMPAIGN}/commands/session/start", json={})
    gm.post(f"{CAMPAIGN}/commands/scene/start", json={})
    rolled = gm.post(f"{CAMPAIGN}/commands/roll", json=ROLL).json()
    assert rolled["events"][0]["summary"].startswith(f"roll #{rolled['action']} Unleash Your Powers by Rook: 3+4")
    assert rolled == _row(gm, rolled["action"], "en")


def test_a_table_command_s_and_a_correction_s_answers_read_in_it_too(gm: TestClient) -> None:
    approval = gm.post(f"{CAMPAIGN}/approval", json={"approval": "players"}, headers=ES)
    assert approval.status_code == 201 and approval.json() == _row(gm, approval.json()["action"], "es")
    assert approval.json() != _row(gm, approval.json()["action"], "en")            # it has words to say in Spanish
    undone = gm.post(f"{CAMPAIGN}/corrections/undo", json={"action": approval.json()["action"]}, headers=ES)
    assert undone.status_code == 201, undone.text
    (row,) = undone.json()["rows"]
    assert row == _row(gm, row["action"], "es") != _row(gm, row["action"], "en")
