"""``ledger status`` names the current scene's title in every system, as Mouse Guard's always did (its state keeps
the title; the others keep it only in their ``SceneStarted`` events, read by the status read:
``ledger.service.scene_titles``): the JSON's ``scene.title`` and the scene row (``1 (open) — Rooftops``), in each
of the system's languages, as corrected now (amend, undo), and as it stood at an earlier moment.

Source: README "Using the ledger" (``scene start --title``; ``status``: the session and scene; undo and amend correct
a title); seeds 000-004 (each system's session and scene).
"""

from __future__ import annotations

import pytest

from conftest import Cli

#: System -> (its languages, the status row's word for the scene in each, the word for open, for closed).
SYSTEMS = {
    "masks": {"en": ("scene", "open", "closed"), "es": ("escena", "abierta", "cerrada")},
    "mouseguard": {"en": ("scene", "open", "closed"), "es": ("escena", "abierta", "cerrada")},
    "mosaic": {"en": ("scene", "open", "closed"), "de": ("Szene", "offen", "geschlossen")},
    "pokemon": {"it": ("scena", "aperta", "chiusa"), "en": ("scene", "open", "closed")},
    "basic": {"en": ("scene", "open", "closed")},
}
CASES = [(system, lang) for system, langs in SYSTEMS.items() for lang in langs]


def scene_row(cli: Cli, lang: str, *more: str) -> str:
    """The value of the status table's scene row, read in ``lang``."""
    word = next(w[0] for langs in SYSTEMS.values() for code, w in langs.items() if code == lang)
    for line in cli("status", "--lang", lang, *more).stdout.splitlines():
        cells = [c.strip() for c in line.strip("│ ").split("│")]
        if len(cells) == 2 and cells[0] == word:
            return cells[1]
    raise AssertionError(f"no {word} row")


@pytest.mark.parametrize(("system", "lang"), CASES)
def test_status_shows_the_current_scenes_title(cli: Cli, system: str, lang: str) -> None:
    _, opened, closed = SYSTEMS[system][lang]
    cli("create", "Titled", "--system", system)
    cli("session", "start", "--title", "First Light")
    assert cli.json("status")["scene"].get("title") is None                  # no scene played yet
    cli("scene", "start", "--title", "Rooftops")
    assert cli.json("status", "--lang", lang)["scene"]["title"] == "Rooftops"
    assert scene_row(cli, lang) == f"1 ({opened}) — Rooftops"
    cli("scene", "end")
    assert scene_row(cli, lang) == f"1 ({closed}) — Rooftops"              # the last scene's, as Mouse Guard's
    cli("scene", "start")
    assert cli.json("status")["scene"]["title"] is None and scene_row(cli, lang) == f"2 ({opened})"
    assert scene_row(cli, lang, "--scene", "1") == f"1 ({closed}) — Rooftops"   # a read of the past


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_a_corrected_title_is_the_one_status_shows(cli: Cli, system: str) -> None:
    cli("create", "Titled", "--system", system)
    cli("session", "start")
    cli("scene", "start", "--title", "Rooftops")
    started = cli.json("history", "--last", "1")[0]["action"]
    cli("amend", str(started), "--title", "The Docks")
    assert cli.json("status")["scene"] == {**cli.json("status")["scene"], "number": 1, "title": "The Docks"}
    cli("scene", "end")
    cli("scene", "start", "--title", "Harbour")
    assert cli.json("status")["scene"]["title"] == "Harbour"
    second = cli.json("history", "--last", "1")[0]["action"]
    cli("undo", str(second))
    assert cli.json("status")["scene"]["title"] == "The Docks"             # the scene undone: the one before
    cli("redo", str(second))
    assert cli.json("status")["scene"]["title"] == "Harbour"


def test_the_api_status_names_the_scenes_title(tmp_path) -> None:
    from web_support import bearer, gm_token, sample_app

    app, ledger = sample_app(tmp_path)
    try:
        gm = bearer(app, gm_token(app))
        base = "/api/campaigns/Second%20Chances"
        assert gm.post(f"{base}/commands/session/start", json={"title": "Aftermath"}).status_code == 201
        assert gm.post(f"{base}/commands/scene/start", json={"title": "Under the bridge"}).status_code == 201
        assert gm.get(f"{base}/status").json()["scene"]["title"] == "Under the bridge"
        assert gm.get(f"{base}/status", params={"lang": "es"}).json()["scene"]["title"] == "Under the bridge"
        page = gm.get("/c/Second%20Chances")
        assert page.status_code == 200 and "— Under the bridge" in page.text
    finally:
        ledger.close()
