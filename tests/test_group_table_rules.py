"""The group's rules a newcomer broke, through HTTP and the CLI: a campaign keeps a GM, every write answers what it
recorded, an invitation past its expiry reads ``expired`` on every face, ``grant`` adds a player's characters and
``release`` takes one, a grant names a person the server knows, a character is not named as the GM or as a person,
and the desk offers player characters only and shows a sealed script sealed (README "Playing as a group")."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from conftest import Cli
from test_group_cli import cli  # noqa: F401 - the fixture: Halcyon (masks), Gale and Rook
from test_web_people import CAMPAIGN, actions, app, client  # noqa: F401 - Second Chances served
from web_support import token_for

LAST_GM = "a campaign keeps a GM among its people: the last one is neither removed nor given another role"
LAST_GM_ES = "una campaña conserva un Narrador entre su gente: al último no se le quita ni se le da otro rol"


def error(got: Any) -> tuple[int, str, str]:
    return got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]


def summaries(got: Any) -> list[str]:
    """The summary lines of the one row a write answered (a row, never a list: one action recorded)."""
    assert got.status_code == 201, got.text
    row = got.json()
    assert isinstance(row, dict), row
    return [e["summary"] for e in row["events"]]


def joined_gm(app: Any, gm: TestClient, name: str) -> TestClient:
    """``name`` signed up and joined by a GM invitation ``gm`` issued; their client."""
    code = gm.post(f"{CAMPAIGN}/invitations", json={"role": "gm"}).json()["code"]
    person = client(app, app.state.ledger.issue_token(app.state.ledger.make_account(name), "t"))
    assert person.post(f"{CAMPAIGN}/join", json={"code": code}).status_code == 201
    return person


def test_the_last_gm_is_neither_removed_nor_demoted_over_the_api(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    kai = joined_gm(app, dana, "Kai")
    assert summaries(kai.post(f"{CAMPAIGN}/people/Dana/remove", json={})) == ["Dana removed (by Kai)"]
    before = actions(app)
    assert error(kai.post(f"{CAMPAIGN}/people/Kai/remove", json={})) == (
        403, "person", f"refused ({LAST_GM}): Kai is the last GM of this campaign; grant another person gm first")
    got = kai.post(f"{CAMPAIGN}/people/Kai/grant", json={"role": "viewer"}, headers={"Accept-Language": "es"})
    assert got.json()["error"] == {"code": "refused:last-gm", "field": "person", "message":
                                   f"rechazado ({LAST_GM_ES}): Kai es el último Narrador de esta campaña; da antes el rol gm "
                                   "a otra persona"}
    assert actions(app) == before
    people = kai.get(f"{CAMPAIGN}/people").json()
    assert (people["Kai"]["role"], people["Kai"]["removed"], people["Dana"]["removed"]) == ("gm", None, before)
    rules = {r["rule"]: r["meaning"] for r in kai.get(f"{CAMPAIGN}/permissions").json()}
    assert rules["last-gm"] == LAST_GM


def test_a_gm_who_steps_down_gets_the_row_they_recorded(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    kai = joined_gm(app, dana, "Kai")
    assert summaries(kai.post(f"{CAMPAIGN}/people/Kai/remove", json={"reason": "moving away"})) == [
        "Kai removed (by Kai)"]
    assert kai.get(f"{CAMPAIGN}/people").status_code == 404              # gone now: the campaign is not theirs
    assert summaries(dana.post(f"{CAMPAIGN}/people/Kai/grant", json={"role": "gm"})) == ["Kai is gm (by Dana)"]


def test_the_last_gm_stays_on_the_command_line(cli: Cli) -> None:  # noqa: F811
    cli("grant", "Mara", "--role", "gm")
    before = cli.bytes()
    for args in (("remove", "Mara"), ("grant", "Mara", "--role", "player", "--character", "Gale")):
        proc = cli(*args, ok=False)
        assert (proc.returncode, proc.stderr.strip()) == (2, f"error: person: refused ({LAST_GM}): Mara is the last GM "
                                                              "of this campaign; grant another person gm first")
    assert cli.bytes() == before
    spanish = cli("remove", "Mara", "--lang", "es", ok=False).stderr.strip()
    assert spanish == f"error: person: rechazado ({LAST_GM_ES}): Mara es el último Narrador de esta campaña; da antes el " \
                      "rol gm a otra persona"
    cli("grant", "Lee", "--role", "gm")
    assert "Mara removed" in cli("remove", "Mara").stdout
    assert [(p["person"], p["role"], p["removed"] is None) for p in cli.json("people")] == [
        ("Mara", "gm", False), ("Lee", "gm", True)]


def test_an_invitation_past_its_expiry_reads_expired_on_every_face(app: Any, monkeypatch: Any) -> None:  # noqa: F811
    import ledger.service.table as service_table

    dana = client(app, token_for(app, "Dana", "gm"))
    short = dana.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "30m"}).json()["invitation"]
    long = dana.post(f"{CAMPAIGN}/invitations", json={"role": "viewer", "expires": "7d"}).json()["invitation"]
    later = datetime.now(timezone.utc) + timedelta(hours=1)
    monkeypatch.setattr(service_table, "_now", lambda: later)
    listed = dana.get(f"{CAMPAIGN}/invitations").json()
    assert (listed[short]["state"], listed[long]["state"]) == ("expired", "open")
    assert "digest" not in listed[short]
    before = actions(app)
    status, field, message = error(dana.post(f"{CAMPAIGN}/invitations/{short}/withdraw", json={}))
    assert (status, field) == (400, "invitation")
    assert message == (f"invitation {short} expired at {listed[short]['expires']}; it can no longer be used, nothing "
                       "to withdraw")
    assert actions(app) == before
    desk = dana.get("/c/Second%20Chances/desk").text
    assert re.search(rf"<b>{short}</b>[^<]*· expired ·", desk)
    assert f"/invitations/{short}/withdraw" not in desk and f"/invitations/{long}/withdraw" in desk
    assert summaries(dana.post(f"{CAMPAIGN}/invitations/{long}/withdraw", json={})) == [
        f"invitation {long} withdrawn (by Dana)"]


def test_grant_adds_a_player_s_characters_and_release_takes_one_over_the_api(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    app.state.ledger.make_account("Ana")
    assert summaries(dana.post(f"{CAMPAIGN}/people/Ana/grant", json={"role": "player", "characters": ["Gale"]})) == [
        "Ana is player of Gale (by Dana)"]
    assert summaries(dana.post(f"{CAMPAIGN}/people/Ana/grant", json={"role": "player", "characters": ["Rook"]})) == [
        "Ana is player of Gale, Rook (by Dana)"]
    assert dana.get(f"{CAMPAIGN}/people").json()["Ana"]["characters"] == ["Gale", "Rook"]
    assert summaries(dana.post(f"{CAMPAIGN}/people/Ana/release", json={"characters": ["Gale"]})) == [
        "Ana is player of Rook (by Dana)"]
    before = actions(app)
    assert error(dana.post(f"{CAMPAIGN}/people/Ana/release", json={"characters": ["Gale"]})) == (
        400, "characters", "Ana does not play Gale; they play: Rook")
    assert error(dana.post(f"{CAMPAIGN}/people/Ana/release", json={"characters": ["Rook"]})) == (
        400, "characters", "a player plays one or more characters; to take every one of Ana's, remove Ana or grant "
                           "another role")
    assert error(dana.post(f"{CAMPAIGN}/people/Dana/release", json={"characters": ["Rook"]})) == (
        400, "person", "Dana is not a player here; only a player's characters are released")
    assert error(dana.post(f"{CAMPAIGN}/people/Nobody/grant", json={"role": "player", "characters": ["Gale"]})) == (
        400, "person", "Nobody has no account on this server; grant a role to an account's name, or invite them")
    assert actions(app) == before
    assert dana.get(f"{CAMPAIGN}/people").json()["Ana"]["characters"] == ["Rook"]


def test_grant_adds_and_release_takes_on_the_command_line(cli: Cli) -> None:  # noqa: F811
    cli("grant", "Ana", "--role", "player", "--character", "Gale")
    out = cli("grant", "Ana", "--role", "player", "--character", "Rook").stdout.splitlines()
    assert out[0].endswith("Ana is player of Gale, Rook")
    assert out[1] == "Ana has no account yet: seated ahead of sign-up (ledger account add Ana)"
    assert [p["characters"] for p in cli.json("people")] == [["Gale", "Rook"]]
    assert cli("release", "Ana", "--character", "rook").stdout.strip().endswith("Ana is player of Gale")
    before = cli.bytes()
    proc = cli("release", "Ana", "--character", "Gale", ok=False)
    assert (proc.returncode, proc.stderr.strip()) == (2, "error: characters: a player plays one or more characters; "
                                                         "to take every one of Ana's, remove Ana or grant another role")
    assert cli.bytes() == before
    assert [p["characters"] for p in cli.json("people")] == [["Gale"]]


def test_a_character_is_not_named_as_the_gm_or_a_person_over_the_api(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    before = actions(app)
    body = {"playbook": "beacon", "plus_one": "savior"}
    assert error(dana.post(f"{CAMPAIGN}/commands/add-character", json={"name": "DJ", **body})) == (
        400, "name", "DJ is how the GM is named (es); a character needs another name")
    got = dana.post(f"{CAMPAIGN}/commands/add-npc", json={"name": "dana"}, headers={"Accept-Language": "es"})
    assert error(got) == (400, "name", "dana es una persona de esta campaña; un personaje necesita otro nombre (la "
                                       "historia encuentra personas y personajes por su nombre)")
    assert actions(app) == before
    app.state.ledger.make_account("Rook")
    assert error(dana.post(f"{CAMPAIGN}/people/Rook/grant", json={"role": "viewer"})) == (
        400, "person", "Rook is a character of this campaign; a person needs another name (the history finds people "
                       "and characters by name)")
    rows = dana.get(f"{CAMPAIGN}/history?actor=DJ&lang=es").json()
    assert rows and {r["actor"] for r in rows} == {"GM"}                # DJ names the GM alone


def test_a_character_is_not_named_as_the_gm_or_a_person_on_the_command_line(cli: Cli) -> None:  # noqa: F811
    cli("grant", "Ana", "--role", "viewer")
    before = cli.bytes()
    for name, message in (("DJ", "DJ is how the GM is named (es); a character needs another name"),
                          ("Ana", "Ana is a person of this campaign; a character needs another name (the history "
                                  "finds people and characters by name)")):
        proc = cli("add-character", name, "--playbook", "beacon", "--plus-one", "savior", ok=False)
        assert (proc.returncode, proc.stderr.strip()) == (2, f"error: name: {message}")
    proc = cli("grant", "gale", "--role", "viewer", ok=False)
    assert proc.stderr.strip() == ("error: person: Gale is a character of this campaign; a person needs another name "
                                   "(the history finds people and characters by name)")
    assert cli.bytes() == before


def test_the_desk_offers_player_characters_only_and_no_removal_of_the_last_gm(app: Any) -> None:  # noqa: F811
    dana = client(app, token_for(app, "Dana", "gm"))
    desk = dana.get("/c/Second%20Chances/desk").text
    form = re.search(r'<select name="characters"[^>]*>(.*?)</select>', desk, re.S)
    assert form is not None
    assert re.findall(r"<option>([^<]+)</option>", form.group(1)) == ["Gale", "Rook"]
    assert "/people/Dana/remove" not in desk                            # the last GM: no removal offered
    joined_gm(app, dana, "Kai")
    desk = dana.get("/c/Second%20Chances/desk").text
    assert "/people/Dana/remove" in desk and "/people/Kai/remove" in desk


def test_the_desk_shows_a_sealed_script_sealed(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.service.people import Person
    from ledger.web import make_app
    from test_group_sealed import under_approval

    store = tmp_path / "mg.sqlite"
    made = Ledger(store)
    under_approval(made)
    made.act(None, "conflict script", {"side": "Brand", "actions": ["attack", "defend", "feint"]}, actor="Brand",
             by=Person("Ana"))
    made.close()
    ledger = Ledger(store, warm=True)
    try:
        app_ = make_app(ledger, secret="s")
        mara = client(app_, ledger.issue_token(ledger.make_account("Mara"), "t"))
        desk = mara.get("/c/Darkwater/desk").text
        approve = re.search(r'<form data-api="/api/campaigns/Darkwater/proposals/\d+/approve".*?</form>', desk, re.S)
        assert approve is not None
        assert 'data-sealed="actions"' in approve.group(0)
        assert 'name="actions"' not in approve.group(0) and "feint" not in desk
        assert re.search(r'data-sealed="actions"><span>[^<]+</span> <output>sealed</output>', approve.group(0))
        assert 'name="side"' in approve.group(0)                       # what is not sealed stays editable
    finally:
        ledger.close()
