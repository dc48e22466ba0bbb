"""A refusal's lists offer what the person asking may do: a player is not offered the GM's commands nor another's
character; the GM (the CLI's ``--as`` is the GM's) still sees every one (README "Playing as a group"; design.md
"People, roles and hidden information")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import Cli

API = "/api/campaigns/Second%20Chances"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    from web_support import bearer, sample_app, token_for

    app, ledger = sample_app(tmp_path)
    gm, bo = bearer(app, token_for(app, "Dana", "gm")), bearer(app, token_for(app, "Bo", "player", ["Gale"]))
    yield gm, bo, ledger
    ledger.close()


def test_the_status_lists_what_each_reader_may_give(tmp_path: Path) -> None:
    from web_support import bearer, sample_app, token_for

    app, ledger = sample_app(tmp_path)
    gm, bo = bearer(app, token_for(app, "Dana", "gm")), bearer(app, token_for(app, "Bo", "player", ["Gale"]))
    vi = bearer(app, token_for(app, "Vi", "viewer"))
    for path in ("session/start", "scene/start"):
        assert gm.post(f"{API}/commands/{path}", json={}).status_code == 201
    assert bo.post(f"{API}/commands/roll", json={"move": "Directly Engage a Threat", "dice": [2, 3]}).status_code == 201
    system = ledger.system("Second Chances")
    every, theirs, seen = (c.get(f"{API}/status").json()["roll"]["allowed"] for c in (gm, bo, vi))
    assert {"add-character", "battle start"} <= set(every) and "resolve" in every
    assert theirs == [c for c in every if c.split(" --")[0].split(" ")[0] not in system.gm_commands
                      and c.split(" --")[0] not in system.gm_commands]
    assert "resolve" in theirs and not {"add-character", "battle start"} & set(theirs)
    assert seen == []                                            # a viewer gives no command
    cli = Cli(tmp_path / "web.sqlite")
    assert cli.json("status", "--campaign", "Second Chances")["roll"]["allowed"] == every   # the CLI: the GM's
    ledger.close()


def _allowed_now(message: str) -> list[str]:
    return message.rpartition("; allowed now: ")[2].split(", ")


def test_a_phase_refusal_offers_a_player_only_what_they_may_give(table: Any) -> None:
    gm, bo, ledger = table
    system = ledger.system("Second Chances")
    said = bo.post(f"{API}/commands/resolve", json={}).json()["error"]
    theirs = _allowed_now(said["message"])
    every = _allowed_now(gm.post(f"{API}/commands/resolve", json={}).json()["error"]["message"])
    assert said["field"] == "phase" and "add-character" in every and "session start" in every
    assert theirs == [c for c in every if c.split(" --")[0] not in system.gm_commands]
    assert "mark" in theirs and not set(theirs) & set(system.gm_commands)


def test_a_player_naming_another_is_told_their_own_characters(table: Any) -> None:
    gm, bo, _ = table
    got = bo.post(f"{API}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Zed"})
    assert got.status_code == 400 and got.json()["error"] == {
        "code": "bad_input", "field": "as", "message": "unknown actor 'Zed'; allowed: Gale"}
    got = gm.post(f"{API}/commands/mark", json={"character": "Gale", "condition": "afraid", "as": "Zed"})
    assert got.json()["error"]["message"] == ("unknown actor 'Zed'; allowed: GM or a character "
                                              "(Gale, Rook, Doctor Arclight)")


def test_the_cli_s_gm_sees_every_command_and_character(tmp_path: Path) -> None:
    from web_support import store_with_sample

    cli = Cli(Path(store_with_sample(tmp_path)))
    proc = cli("resolve", "--campaign", "Second Chances", ok=False)
    assert proc.returncode == 2 and "add-character" in _allowed_now(proc.stderr.strip())
    proc = cli("mark", "Gale", "afraid", "--as", "Zed", "--campaign", "Second Chances", ok=False)
    assert proc.stderr.strip() == ("error: as: unknown actor 'Zed'; allowed: GM or a character "
                                   "(Gale, Rook, Doctor Arclight)")
