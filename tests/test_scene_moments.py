"""The end and start of a scene or session across two sessions: scene numbers run on across sessions, so the end of
scene 1 is its ``scene end``, never an action of the next session (which still carries scene 1's number until a
new scene starts); the CLI's ``sheet --scene N --json`` and the API's ``sheet?scene=N`` agree (README
"Correcting mistakes and reviewing the past": ``--session N``, ``--scene N``, ``--start``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from conftest import Cli
from web_support import gm_token

CAMPAIGN = "/api/campaigns/Dawn"


def _play(cli: Cli) -> dict[str, int]:
    """Two sessions: scene 1 in session 1 (a mark, its end, the session's end and choice), then session 2 with a
    mark before scene 2 and one inside it. Returns the action number each step was recorded as."""
    steps = [("create", "Dawn"), ("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger"),
             ("session", "start"), ("scene", "start"), ("mark", "Rook", "angry"), ("scene", "end"),
             ("session", "end"), ("end-of-session", "EOS2:up=freak,down=mundane", "--character", "Rook"),
             ("session", "start"), ("mark", "Rook", "afraid"), ("scene", "start"), ("mark", "Rook", "guilty")]
    names = ["create", "add", "session1", "scene1", "mark1", "scene1 end", "session1 end", "choice", "session2",
             "mark2", "scene2", "mark3"]
    at: dict[str, int] = {}
    for name, step in zip(names, steps):
        cli(*step)
        at[name] = cli.json("status")["action"]
    assert len(set(at.values())) == len(at)                    # every step recorded one action
    return at


def _moment(cli: Cli, *args: str) -> dict[str, Any]:
    return cli.json("sheet", "Rook", *args)["moment"]


def test_scene_and_session_moments_stay_in_their_own_session(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "moments.sqlite")
    at = _play(cli)
    expected = {  # (args): (action, session, scene, text)
        ("--scene", "1"): (at["scene1 end"], 1, 1, f"end of scene 1 (action {at['scene1 end']}, session 1)"),
        ("--scene", "1", "--start"): (at["scene1"], 1, 1, f"start of scene 1 (action {at['scene1']}, session 1)"),
        ("--scene", "2"): (at["mark3"], 2, 2, f"scene 2 (still running; action {at['mark3']}, session 2)"),
        ("--scene", "2", "--start"): (at["scene2"], 2, 2, f"start of scene 2 (action {at['scene2']}, session 2)"),
        ("--session", "1"): (at["choice"], 1, 1, f"end of session 1 (action {at['choice']}, scene 1)"),
        ("--session", "1", "--start"): (at["session1"], 1, 0,
                                        f"start of session 1 (action {at['session1']}, no scene yet)"),
        ("--session", "2"): (at["mark3"], 2, 2, f"session 2 (still running; action {at['mark3']}, scene 2)"),
        ("--session", "2", "--start"): (at["session2"], 2, 0,       # in no scene yet (scene 1 was session 1's)
                                        f"start of session 2 (action {at['session2']}, no scene yet)"),
    }
    for args, (action, session, scene, text) in expected.items():
        assert _moment(cli, *args) == {"action": action, "session": session, "scene": scene, "text": text}, args
    sheet = cli.json("sheet", "Rook", "--scene", "1")            # the state at the scene's end: before session 2
    assert "angry" in sheet["conditions"] and "afraid" not in sheet["conditions"]


def test_the_api_agrees_with_the_cli_on_scene_ends(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    store = tmp_path / "moments.sqlite"
    cli = Cli(store)
    at = _play(cli)
    ledger = Ledger(str(store), warm=True)
    app = make_app(ledger, secret="scene-moments")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        for params, args in (({"scene": 1}, ("--scene", "1")), ({"scene": 1, "start": 1}, ("--scene", "1", "--start")),
                             ({"session": 2, "start": 1}, ("--session", "2", "--start"))):
            sheet = api.get(f"{CAMPAIGN}/sheet/Rook", params=params).json()
            assert sheet == cli.json("sheet", "Rook", *args), params
        assert api.get(f"{CAMPAIGN}/sheet/Rook", params={"scene": 1}).json()["moment"]["action"] == at["scene1 end"]
    ledger.close()


def test_a_scene_not_played_yet_is_refused_naming_the_scenes_so_far(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "moments.sqlite")
    _play(cli)
    proc = cli("sheet", "Rook", "--scene", "3", ok=False)
    assert proc.returncode != 0
    assert "scene 3 has not happened in this campaign; scenes so far: 1..2" in proc.stderr
