"""A moment in a session that has started no scene yet: its label and JSON say so ("no scene yet", ``scene`` 0) on
every face, where the state still carries the previous session's last scene number; the place is the history's
(``ledger.projections.history.Places``: a session's actions before its first scene are in scene 0).

Source: README "Correcting mistakes and reviewing the past" (``--as-of``, ``--session N``: a read of the past says
which moment it shows, the same on every face) and README "Using the ledger" (``moment`` in the JSON).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from conftest import Cli
from test_scene_moments import _play
from web_support import gm_token


def _third_session(cli: Cli, at: dict[str, int]) -> dict[str, int]:
    """``_play``'s two sessions, then scene 2 and session 2 ended and a third started with a mark and no scene."""
    for name, step in (("scene2 end", ("scene", "end")), ("session2 end", ("session", "end")),
                       ("choice2", ("end-of-session", "EOS2:up=mundane,down=freak", "--character", "Rook")), ("session3", ("session", "start")),
                       ("mark4", ("mark", "Rook", "hopeless"))):
        cli(*step)
        at[name] = cli.json("status")["action"]
    return at


def test_the_cli_says_no_scene_yet_in_a_session_before_its_first_scene(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "places.sqlite")
    at = _third_session(cli, _play(cli))
    assert cli.json("status")["scene"]["number"] == 2           # the state still names session 2's last scene
    expected = {  # (args): (action, session, scene, text)
        ("--as-of", str(at["mark4"])): (at["mark4"], 3, 0, f"as of action {at['mark4']}, session 3, no scene yet"),
        ("--session", "3"): (at["mark4"], 3, 0, f"session 3 (still running; action {at['mark4']}, no scene yet)"),
        ("--session", "3", "--start"): (at["session3"], 3, 0,
                                        f"start of session 3 (action {at['session3']}, no scene yet)"),
        ("--as-of", str(at["mark2"])): (at["mark2"], 2, 0, f"as of action {at['mark2']}, session 2, no scene yet"),
        ("--as-of", str(at["session1 end"])): (at["session1 end"], 1, 1,
                                               f"as of action {at['session1 end']}, session 1, scene 1"),
        ("--as-of", str(at["mark3"])): (at["mark3"], 2, 2, f"as of action {at['mark3']}, session 2, scene 2"),
        ("--session", "2"): (at["choice2"], 2, 2, f"end of session 2 (action {at['choice2']}, scene 2)"),
    }
    for args, (action, session, scene, text) in expected.items():
        moment = cli.json("sheet", "Rook", *args)["moment"]
        assert moment == {"action": action, "session": session, "scene": scene, "text": text}, args
    plain = cli("sheet", "Rook", "--session", "3").stdout
    assert f"session 3 (still running; action {at['mark4']}, no scene yet)" in plain
    spanish = cli.json("sheet", "Rook", "--session", "3", "--lang", "es")["moment"]
    assert spanish["text"] == f"sesión 3 (en curso; acción {at['mark4']}, aún sin escena)"
    assert (spanish["session"], spanish["scene"]) == (3, 0)


def test_the_api_and_the_pages_say_it_as_the_cli_does(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    store = tmp_path / "places.sqlite"
    cli = Cli(store)
    at = _third_session(cli, _play(cli))
    ledger = Ledger(str(store), warm=True)
    app = make_app(ledger, secret="moment-places")
    with TestClient(app, base_url="http://127.0.0.1") as api:
        api.headers["Authorization"] = f"Bearer {gm_token(app)}"
        for params, args in (({"as_of": at["mark4"]}, ("--as-of", str(at["mark4"]))), ({"session": 3}, ("--session", "3")),
                             ({"as_of": at["mark2"]}, ("--as-of", str(at["mark2"])))):
            sheet = api.get("/api/campaigns/Dawn/sheet/Rook", params=params).json()
            assert sheet["moment"] == cli.json("sheet", "Rook", *args)["moment"], params
            assert sheet["moment"]["scene"] == 0
        last = api.get("/api/campaigns/Dawn/status").json()["action"]          # the GM's account is recorded too
        status = api.get("/api/campaigns/Dawn/status", params={"session": 3}).json()
        assert status["moment"] == {"action": last, "session": 3, "scene": 0,
                                    "text": f"session 3 (still running; action {last}, no scene yet)"}
        page = api.get("/c/Dawn/character/Rook", params={"as_of": at["mark4"]}).text
        assert f"as of action {at['mark4']}, session 3, no scene yet" in html.unescape(page)
    ledger.close()


def test_an_undone_scene_start_leaves_the_session_in_no_scene(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "undone.sqlite")
    at = _third_session(cli, _play(cli))
    cli("scene", "start")
    started = cli.json("status")["action"]
    cli("undo", str(started))
    undo = cli.json("status")["action"]
    for args, action in ((("--as-of", str(undo)), undo), (("--as-of", str(at["mark4"])), at["mark4"])):
        assert cli.json("sheet", "Rook", *args)["moment"] == {
            "action": action, "session": 3, "scene": 0, "text": f"as of action {action}, session 3, no scene yet"}, args
    assert cli.json("sheet", "Rook", "--as-of", str(started))["moment"]["text"] == \
        f"as of action {started}, session 3, no scene yet"          # as the history reads it: undone, no scene
