"""The group's routes read their bodies strictly and record who acted: every group route given ``{}`` or an unknown
field answers 422 naming the field and what it takes (never Python's ``None``), nothing written; a player's note
and a join are recorded as that person's, not the GM's, on every face (history and its ``actor`` filter, the
export, the chronicle, a script's round trip). Runs on both stores (``LEDGER_TEST_STORE``).

Source: README "The server" (422: a field of a well-formed body that is unknown or missing, on a group route's body
as on a command's) and "Playing as a group" (every history face names the person who acted; ``--actor`` finds a
person's actions by their name).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from test_web_people import actions, client
from web_support import account, sample_app

C = "/api/campaigns/Second%20Chances"
TAKES = "role, characters, expires, reason"

#: Each group route (its path after the campaign's, given ``{}``) -> (status, field, message) it answers: a field
#: it needs named with what it takes; 201 or the service's own refusal where ``{}`` is a whole body.
EMPTY: dict[str, tuple[int, str | None, str | None]] = {
    "invitations": (422, "role", "missing; allowed: gm, player, viewer"),
    "invitations/{open}/withdraw": (201, None, None),
    "join": (422, "code", "missing; give a text"),
    "people/Bo/grant": (422, "role", "missing; allowed: gm, player, viewer"),
    "people/Bo/release": (422, "characters", "missing; give a list of characters' names"),
    "permissions": (422, "rule", "missing; allowed: player-acts, player-undo, shared-characters"),
    "approval": (422, "approval", "missing; allowed: off, players, all-but-gm"),
    "language": (422, "language", "missing; give a text"),
    "notes": (422, "text", "missing; give a text"),
    "proposals/99/approve": (400, "proposal", "no proposal '99' in this campaign"),
    "proposals/99/reject": (422, "reason", "missing; give a text"),
    "proposals/stale/reject": (400, "proposal", "no pending proposal is refused by the state now; nothing to "
                                                "reject"),
    "people/Cy/remove": (201, None, None),
}
#: Each group route -> the fields its refusal of an unknown one lists.
UNKNOWN: dict[str, str] = {
    "invitations": f"unknown field of invite; allowed: {TAKES}",
    "invitations/{open}/withdraw": "unknown field; allowed: reason",
    "join": "unknown field; allowed: code",
    "people/Bo/grant": "unknown field; allowed: role, characters, reason",
    "people/Bo/release": "unknown field; allowed: characters, reason",
    "permissions": "unknown field of permit; allowed: rule, value, reason",
    "approval": "unknown field of option; allowed: approval, reason",
    "language": "unknown field of language; allowed: language, reason",
    "notes": "unknown field of note; allowed: text, private, reason",
    "proposals/99/approve": "unknown field; allowed: edits, reason",
    "proposals/99/reject": "unknown field; allowed: reason",
    "proposals/stale/reject": "unknown field; allowed: reason",
    "people/Cy/remove": "unknown field; allowed: reason",
}


@pytest.fixture
def app(tmp_path: Path) -> Any:
    """The app over a store holding the sample campaign Second Chances (Masks: English, then Spanish)."""
    made, ledger = sample_app(tmp_path, live_interval=0.05)
    yield made
    ledger.close()


def _error(got: Any) -> tuple[int, str | None, str | None]:
    """(status, field, message) of an answer (field and message None for a success)."""
    if got.status_code < 300:
        return got.status_code, None, None
    error = got.json()["error"]
    return got.status_code, error["field"], error["message"]


def _english(app: Any, name: str, role: str, characters: list[str] | None = None) -> TestClient:
    """A token client of ``name`` (``role``) with no language: the campaign's own (English) answers."""
    from web_support import token_for

    made = client(app, token_for(app, name, role, characters))
    made.headers.pop("accept-language", None)
    return made


def test_every_group_route_refuses_an_unknown_field_naming_it_nothing_written(app: Any) -> None:
    gm = _english(app, "Dana", "gm")
    _english(app, "Bo", "player", ["Rook"])
    _english(app, "Cy", "viewer")
    opened = gm.post(f"{C}/invitations", json={"role": "viewer"}).json()["invitation"]
    before = actions(app)
    for tail, message in UNKNOWN.items():
        got = gm.post(f"{C}/{tail.format(open=opened)}", json={"zz": 1})
        assert _error(got) == (422, "zz", message), tail
    assert actions(app) == before


def test_every_group_route_given_nothing_names_what_is_missing(app: Any) -> None:
    gm = _english(app, "Dana", "gm")
    _english(app, "Bo", "player", ["Rook"])
    _english(app, "Cy", "viewer")
    opened = gm.post(f"{C}/invitations", json={"role": "viewer"}).json()["invitation"]
    written = 0
    for tail, expected in EMPTY.items():
        before = actions(app)
        got = gm.post(f"{C}/{tail.format(open=opened)}", json={})
        assert _error(got) == expected, tail
        assert "None" not in got.text
        assert actions(app) == before + (expected[0] == 201), tail
        written += expected[0] == 201
    assert written == 2                     # the withdrawal and the removal: their path says all they need


@pytest.mark.parametrize("body,field,message", [
    ({"rule": "player-acts"}, "value", "missing; allowed: own, any"),
    ({"rule": "shared-characters", "value": None}, "value", "one of: no, yes, not null"),
    ({"value": "any"}, "rule", "missing; allowed: player-acts, player-undo, shared-characters"),
    ({"rule": "nope"}, "value", "missing; allowed: own, any (player-acts); own-last, none (player-undo); no, yes "
                                "(shared-characters)"),
])
def test_a_rule_without_its_value_names_the_values_allowed(app: Any, body: dict[str, Any], field: str,
                                                           message: str) -> None:
    gm = _english(app, "Dana", "gm")
    before = actions(app)
    assert _error(gm.post(f"{C}/permissions", json=body)) == (422, field, message)
    assert actions(app) == before


def test_a_missing_field_reads_in_the_readers_language(app: Any) -> None:
    gm = _english(app, "Dana", "gm")
    spanish = gm.post(f"{C}/permissions?lang=es", json={"rule": "player-acts"})
    assert _error(spanish) == (422, "value", "falta; permitidos: own, any")
    gm.headers["Accept-Language"] = "es"
    assert _error(gm.post(f"{C}/people/Bo/release", json={})) == (
        422, "characters", "falta; da una lista de nombres de personajes")


def test_the_service_names_a_missing_field_on_every_road(app: Any) -> None:
    from ledger.service.people import Person
    from rules.errors import RuleError

    ledger = app.state.ledger
    account(ledger, "Dana")
    with pytest.raises(RuleError) as info:
        ledger.group("Second Chances", "permit", {"rule": "player-undo"}, by=Person.OWNER)
    assert (info.value.field, info.value.message) == ("value", "missing; allowed: own-last, none")
    with pytest.raises(RuleError) as info:
        ledger.group("Second Chances", "invite", {"characters": ["Gale"]}, by=Person.OWNER)
    assert (info.value.field, info.value.message) == ("role", "missing; allowed: gm, player, viewer")


def _rows(who: TestClient, **params: Any) -> list[dict[str, Any]]:
    got = who.get(f"{C}/history", params=params)
    assert got.status_code == 200, got.text
    return got.json()


def test_a_players_note_and_a_join_are_recorded_as_that_person(app: Any) -> None:
    gm = _english(app, "Dana", "gm")
    ana = _english(app, "Ana", "player", ["Gale"])
    note = ana.post(f"{C}/notes", json={"text": "the bridge is out"}).json()
    assert (note["actor"], note["who"], note["by"]) == ("Ana", "Ana", "Ana")
    code = gm.post(f"{C}/invitations", json={"role": "viewer"}).json()["code"]
    eve = client(app, app.state.ledger.issue_token(account(app.state.ledger, "Eve"), "t"))
    joined = eve.post(f"{C}/join", json={"code": code}).json()
    assert (joined["actor"], joined["who"], joined["by"]) == ("Eve", "Eve", "Eve")
    own = gm.post(f"{C}/notes", json={"text": "a GM's note"}).json()
    assert (own["actor"], own["who"], own["by"]) == ("GM", "Dana", "Dana")        # a GM's stays the GM's
    by_gm = [r["action"] for r in _rows(gm, actor="GM")]
    assert own["action"] in by_gm and note["action"] not in by_gm and joined["action"] not in by_gm
    assert [r["action"] for r in _rows(gm, actor="Ana", kind="NoteRecorded")] == [note["action"]]
    assert [r["action"] for r in _rows(gm, actor="Eve")] == [joined["action"]]
    exported = gm.get(f"{C}/export", params={"format": "history"})
    assert exported.status_code == 200
    found = {r["action"]: r for r in exported.json()}
    assert (found[note["action"]]["actor"], found[joined["action"]]["actor"]) == ("Ana", "Eve")
    chronicle = gm.get("/c/Second%20Chances/chronicle").text
    said = chronicle[chronicle.index("the bridge is out") - 400:chronicle.index("the bridge is out")]
    assert "Ana" in said and "GM" not in said.rsplit("Ana", 1)[1]


def test_a_script_round_trip_keeps_a_person_as_the_actor(app: Any, tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.service.history import HistoryQuery

    ana = _english(app, "Ana", "player", ["Gale"])
    note = ana.post(f"{C}/notes", json={"text": "noted by Ana"}).json()
    script = tmp_path / "second.yaml"
    app.state.ledger.export("Second Chances", str(script), "script")
    assert "as: Ana" in script.read_text(encoding="utf-8")
    again = Ledger(str(tmp_path / "again.sqlite"))
    try:
        again.replay(script)
        rows = [json.loads(r) if isinstance(r, (bytes, str)) else r for r in
                again.history("Second Chances", HistoryQuery(kind="NoteRecorded"), "en", table=False).rows]
    finally:
        again.close()
    kept = [r for r in rows if r["events"][0]["detail"].get("text") == "noted by Ana"]
    assert [(r["actor"], r["by"], r["who"]) for r in kept] == [("Ana", "Ana", "Ana")]
    assert kept[0]["action"] <= note["action"]


def test_the_walks_cover_every_group_write_route() -> None:
    from ledger.web.group import ROUTES

    routes = {r.path.split("{name}/", 1)[1] for r in ROUTES if "POST" in (r.methods or ())}
    spelled = {"{open}": "{id}", "/Bo/": "/{person}/", "/Cy/": "/{person}/", "/99/": "/{id}/"}

    def template(tail: str) -> str:
        for given, named in spelled.items():
            tail = tail.replace(given, named)
        return tail

    assert {template(t) for t in EMPTY} == {template(t) for t in UNKNOWN} == routes
