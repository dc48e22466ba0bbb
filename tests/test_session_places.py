"""A session's actions before its first scene starts belong to no scene (scene 0, shown "—"): scene numbers run on
across sessions, so the previous session's last scene is not theirs (README "Correcting mistakes and reviewing the
past": rows with their session and scene; ``--scene N``). The whole history, its tail read from the end of the
store (``--last N``) and the scene filter agree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, Cli


@pytest.fixture(scope="module")
def cli(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    made = Cli(tmp_path_factory.mktemp("places") / "s.sqlite")
    made("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    return made


def _places(rows: list[dict[str, Any]]) -> dict[int, tuple[int, int]]:
    return {r["action"]: (r["session"], r["scene"]) for r in rows}


def test_the_second_session_is_in_no_scene_until_its_first_scene_starts(cli: Cli) -> None:
    rows = cli.json("history")
    start = next(r for r in rows if r["session"] == 2)                 # session 2's start
    first_scene = next(r for r in rows if r["session"] == 2 and r["scene"])
    assert start["command"] == "session start" and start["scene"] == 0
    assert first_scene["command"] == "scene start" and first_scene["scene"] == 4
    before = [r for r in rows if r["session"] == 2 and r["action"] < first_scene["action"]]
    assert before and all(r["scene"] == 0 for r in before)
    last_of_one = [r for r in rows if r["session"] == 1][-1]
    assert last_of_one["scene"] == 3                                   # session 1 ends in its last scene
    scene_three = [r["action"] for r in cli.json("history", "--scene", "3")]
    assert start["action"] not in scene_three and last_of_one["action"] in scene_three


@pytest.mark.parametrize("last", [1, 2, 5, 20, 66, 67, 68, 69, 70, 121, 500])
def test_the_tail_places_its_rows_as_the_whole_history_does(cli: Cli, last: int) -> None:
    whole = _places(cli.json("history"))
    tail = cli.json("history", "--last", str(last))
    assert len(tail) == min(last, len(whole))
    assert _places(tail) == {n: whole[n] for n in _places(tail)}
