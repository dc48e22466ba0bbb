"""A player's undo the GM approved names both, as an approved action does: the player as ``by``, the GM as
``approver`` (``Campaign.Corrected`` v4), on the CLI's history, the API's, the live stream's rows and the approval's
answer; and a store whose corrections an older ledger recorded (``Corrected`` v2, v3: no approver) still verifies,
exports and imports with the same reads (README "Playing as a group", GM approval; "JSON output (stable keys)";
"Archiving a campaign").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from starlette.testclient import TestClient

from conftest import Cli
from test_web_refusals import CAMPAIGN, app, client, gm  # noqa: F401 - fixtures
from web_support import live_until, token_for

#: What names who acted in a history row (``who``, ``by``, ``approver``), a row's keys as every face sends them.
WHO = ("command", "actor", "who", "by", "approver")


def who(row: dict[str, Any]) -> tuple[Any, ...]:
    """A history row's ``WHO`` values (None for a key it has not)."""
    return tuple(row.get(k) for k in WHO)


def history(client: TestClient) -> dict[int, dict[str, Any]]:
    """Action -> its row of the API's history, as ``client``'s reader is given it."""
    return {r["action"]: r for r in client.get(f"{CAMPAIGN}/history").json()}


@pytest.fixture
def ana(app: Any, gm: TestClient) -> TestClient:  # noqa: F811
    """Ana, a player of Gale, under approval of everything but the GM's (her undo is a proposal), in an open
    scene."""
    made = client(app, token_for(app, "Ana", "player", ["Gale"]))
    for path, body in (("approval", {"approval": "all-but-gm"}), ("commands/session/start", {}),
                       ("commands/scene/start", {})):
        assert gm.post(f"{CAMPAIGN}/{path}", json=body).status_code == 201
    return made


def approved_mark_then_undo(app: Any, gm: TestClient, ana: TestClient) -> tuple[int, int, int]:  # noqa: F811
    """Ana proposes that Gale be marked afraid, Dana approves; Ana proposes to undo it, and the store's version
    then: (the decided mark's action, the undo's proposal, the version before its approval)."""
    got = ana.post(f"{CAMPAIGN}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Gale"})
    assert got.status_code == 202, got.text
    done = gm.post(f"{CAMPAIGN}/proposals/{got.json()['action']}/approve", json={})
    assert done.status_code == 201, done.text
    decided = done.json()[0]["action"]
    proposed = ana.post(f"{CAMPAIGN}/corrections/undo", json={"action": decided, "reason": "I misread the move"})
    assert proposed.status_code == 202, proposed.text
    return decided, proposed.json()["proposal"], app.state.ledger.now("Second Chances").version


def test_an_approved_undo_names_the_player_and_the_gm_on_the_api_the_stream_and_the_cli(
        app: Any, gm: TestClient, ana: TestClient, tmp_path: Path) -> None:  # noqa: F811
    decided, pid, version = approved_mark_then_undo(app, gm, ana)
    assert who(history(gm)[decided]) == ("mark", "Gale", "Ana (Gale)", "Ana", "Dana")       # an approved action
    done = gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={})
    assert done.status_code == 201, done.text
    answered = {r["action"]: r for r in done.json()}
    undo = next(n for n, r in answered.items() if r["command"] == "undo")
    expected = ("undo", "Gale", "Ana (Gale)", "Ana", "Dana")
    assert who(answered[undo]) == expected
    assert answered[undo]["reason"] == "I misread the move"
    rows = history(gm)
    assert who(rows[undo]) == expected and rows[decided]["undone_by"] == undo
    assert who(history(ana)[undo]) == expected                                # the player reads it alike
    sent = {row["action"]: row for _, row in live_until(gm, f"{CAMPAIGN}/live", undo, since=f"{version}-{pid}")}
    assert who(sent[undo]) == expected and sent[undo] == rows[undo]
    cli = Cli(tmp_path / "web.sqlite")                       # the store the app serves (web_support.store_with_sample)
    cli_rows = {r["action"]: r for r in cli.json("history", "--campaign", "Second Chances")}
    assert who(cli_rows[undo]) == expected and cli_rows[undo] == rows[undo]
    assert who(cli_rows[decided]) == ("mark", "Gale", "Ana (Gale)", "Ana", "Dana")
    table = cli("history", "--campaign", "Second Chances", "--last", "2", "--compact").stdout
    assert f"{undo:>4}" in table and f"Ana (Gale): undo — undo of action {decided}" in table


def test_the_approver_is_stored_on_the_correction_and_survives_export_and_import(
        app: Any, gm: TestClient, ana: TestClient, tmp_path: Path) -> None:  # noqa: F811
    decided, pid, _ = approved_mark_then_undo(app, gm, ana)
    assert gm.post(f"{CAMPAIGN}/proposals/{pid}/approve", json={}).status_code == 201
    source = Cli(tmp_path / "web.sqlite")
    out = tmp_path / "e.jsonl"
    source("export", "--campaign", "Second Chances", "--out", str(out))
    lines = [orjson.loads(line) for line in out.read_bytes().splitlines()]
    corrected = [line["state"] for line in lines if str(line.get("topic", "")).endswith(":Campaign.Corrected")]
    *before, last = corrected                          # the sample's own corrections first: the owner's
    assert (last["by"], last["approver"], last["class_version"], last["target"]) == ("Ana", "Dana", 4, decided)
    assert before and {(c["by"], c["approver"]) for c in before} == {(None, None)}
    target = Cli(tmp_path / "t.sqlite")
    assert "imported campaign Second Chances" in target("import", str(out)).stdout
    assert target("verify").stdout.startswith("OK Second Chances")
    assert _reads(target) == _reads(source)


def undone_twice(store: Path) -> None:
    """Campaign Halcyon in ``store``: Gale, an open scene, Ana playing Gale and no approval asked; the owner marks
    Gale afraid and undoes it, then Ana marks Gale angry and undoes that herself."""
    from ledger.service import Ledger
    from ledger.service.people import Person

    led = Ledger(store)
    led.create("Halcyon", "masks")
    led.act(None, "add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "savior"})
    led.act(None, "session start", {})
    led.act(None, "scene start", {})
    led.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
    owner = led.act(None, "mark", {"character": "Gale", "condition": "afraid"})[0].actions
    led.correct(None, "undo", {"action": owner})
    marked = led.act(None, "mark", {"character": "Gale", "condition": "angry"}, actor="Gale", by=Person("Ana"))[0]
    led.correct(None, "undo", {"action": marked.actions, "reason": "not yet"}, by=Person("Ana"))
    led.close()


def test_a_players_undo_without_approval_and_the_owners_name_no_approver(tmp_path: Path) -> None:
    undone_twice(tmp_path / "s.sqlite")
    rows = Cli(tmp_path / "s.sqlite").json("history")
    assert [who(r) for r in rows if r["command"] == "undo"] == [("undo", "GM", "GM", None, None),
                                                                ("undo", "Gale", "Ana (Gale)", "Ana", None)]
    assert not any("approver" in r for r in rows if r["command"] == "undo")             # the key only when approved


def _reads(cli: Cli, campaign: str = "Second Chances") -> list[dict[str, Any]]:
    """Campaign ``campaign``'s history rows as the CLI's JSON gives them."""
    return cli.json("history", "--campaign", campaign)


def test_a_store_with_corrections_an_older_ledger_recorded_verifies_exports_and_imports(tmp_path: Path) -> None:
    """The owner's undo stored as ``Corrected`` v2 (no person) and a player's as v3 (no approver), as an older ledger
    wrote them: their links hold (the fields added later are left out of the chain when None), and an export of the
    store imports and verifies with the same history."""
    from ledger.aggregates import stored
    from store_edits import campaign_rows

    undone_twice(tmp_path / "old.sqlite")
    source = Cli(tmp_path / "old.sqlite")
    now = _reads(source, "Halcyon")
    rows, cid = campaign_rows(source.store, "Halcyon")
    older = [v for v, topic, _ in rows.events(cid) if topic == stored.topic("Campaign.Corrected")]
    assert len(older) == 2
    rows.edit(cid, older[:1], lambda state: (state.pop("by"), state.pop("approver"), state.update(class_version=2)))
    rows.edit(cid, older[1:], lambda state: (state.pop("approver"), state.update(class_version=3)))
    _linked_as_stored(rows, cid, older[0])
    assert [s.get("class_version") for v, _, s in rows.events(cid) if v in older] == [2, 3]
    rows.close()
    assert source("verify").stdout.startswith("OK Halcyon")
    assert _reads(source, "Halcyon") == now
    assert [who(r) for r in now if r["command"] == "undo"] == [("undo", "GM", "GM", None, None),
                                                               ("undo", "Gale", "Ana (Gale)", "Ana", None)]
    out = tmp_path / "old.jsonl"
    source("export", "--out", str(out))
    kept = [orjson.loads(line)["state"] for line in out.read_bytes().splitlines()
            if orjson.loads(line).get("topic") == stored.topic("Campaign.Corrected")]
    assert [s.get("class_version") for s in kept] == [2, 3]              # exported as stored, not rewritten
    target = Cli(tmp_path / "t.sqlite")
    assert "imported campaign Halcyon" in target("import", str(out)).stdout
    assert target("verify").stdout.startswith("OK Halcyon")
    assert _reads(target, "Halcyon") == now


def _linked_as_stored(rows: Any, cid: Any, first: int) -> None:
    """The hash chain of campaign ``cid`` from event ``first`` on computed over each event's stored fields as they
    are, as the ledger that stored them did (README "Archiving a campaign": the SHA-256 of the previous link and
    the event's fields but ``chain``, keys sorted): an older class version's event is hashed without the fields it
    did not have."""
    import hashlib

    previous = None
    for version, _, state in rows.events(cid):
        if version >= first:
            content = {k: v for k, v in state.items() if k not in ("chain", "class_version")}
            content.update(originator_id=str(cid), originator_version=version)
            state["chain"] = hashlib.sha256((previous or "").encode()
                                            + orjson.dumps(content, option=orjson.OPT_SORT_KEYS)).hexdigest()
            rows.put(cid, version, state)
        previous = state["chain"]
