"""Masks in Spanish names the GM "Narrador", as seed 000's Spanish does ("el Narrador", "la Narradora"), on every
face: the history's actor column, refusals, help texts, the role's name, the pages; ``--as Narrador`` acts as the GM
(and ``--as DJ`` still does), and no character is named so. Mouse Guard in Spanish keeps seed 004's "DJ".

Source: seed 000 (Spanish: "el Narrador"), seed 004 ("el DJ"); README "Using the ledger" (``--as``, ``--lang``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from conftest import ROOT, Cli

#: A standalone "DJ" (not inside another word).
DJ = re.compile(r"\bDJ\b")
#: A history table row's first line: the action, the time, session/scene, then who acted.
ROW = re.compile(r"^\d+\s+.*?\s\d+/\d+\s+(\S+)", re.M)


def masks_scene(cli: Cli) -> None:
    """A Spanish Masks campaign: a hero, a session and a scene, a missed roll the GM answers with a move."""
    cli("create", "Halcyon", "--lang", "es")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("session", "start", "--title", "Luces fuera")
    cli("scene", "start", "--title", "Azoteas")
    cli("roll", "Directly Engage a Threat", "--as", "Rook", "--dice", "1,2")
    cli("resolve", "--gm-move", "El dron dispara")
    cli("approval", "all-but-gm")


def test_a_spanish_masks_scene_names_the_gm_narrador_on_the_cli(cli: Cli) -> None:
    masks_scene(cli)
    history = cli("history", "--lang", "es").stdout
    assert ROW.findall(history) == ["Narrador"] * 4 + ["Rook"] + ["Narrador"] * 2                 # the who column
    assert "Movimiento del Narrador: El dron dispara" in history
    assert "aprobación del Narrador: todo menos el Narrador" in history
    shown = [history, cli("status", "--lang", "es").stdout, cli("roll", "--help", "--lang", "es").stdout,
             cli("undo", "--help", "--lang", "es").stdout, cli("approval", "--help", "--lang", "es").stdout,
             cli("resolve", "--help", "--lang", "es").stdout, cli("history", "--compact", "--lang", "es").stdout]
    assert [DJ.findall(text) for text in shown] == [[]] * len(shown)
    assert "--as NOMBRE            Quién actúa: el Narrador (GM) o el nombre de un" in shown[2]
    assert "Fija la aprobación del Narrador: off, players o all-but-gm." in shown[4]
    before = cli.bytes()
    refused = cli("scene", "end", "--as", "Nadie", "--lang", "es", ok=False)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip() == ("error: as: 'Nadie' no es nadie de esta campaña; se admite: el Narrador o un "
                                      "personaje (Rook)")
    assert cli.bytes() == before


def test_english_masks_still_names_the_gm_gm(cli: Cli) -> None:
    masks_scene(cli)
    history = cli("history", "--lang", "en").stdout
    assert "Narrador" not in history and "GM move: El dron dispara" in history
    assert ROW.findall(history)[-1] == "GM"


def test_mouse_guard_in_spanish_keeps_the_dj(cli: Cli) -> None:
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    history = cli("history", "--lang", "es", "--last", "5").stdout
    assert "Narrador" not in history and " DJ " in history
    refused = cli("session", "start", "--as", "Nadie", "--lang", "es", ok=False)
    assert "se admite: el DJ o un personaje" in refused.stderr
    assert "Quién actúa: el DJ (GM)" in cli("test", "--help", "--lang", "es").stdout
    approval = cli("approval", "--help", "--lang", "es").stdout
    assert "aprobación del DJ" in approval and "Narrador" not in approval


@pytest.mark.parametrize("word", ["Narrador", "narrador", "NARRÁDOR", "DJ", "dj", "GM"])
def test_the_narrador_acts_as_the_gm_on_masks(cli: Cli, word: str) -> None:
    masks_scene(cli)
    cli("scene", "end", "--as", word)
    last = cli.json("history", "--last", "1")
    assert [(r["actor"], r["command"]) for r in last] == [("GM", "scene end")]
    assert [r["command"] for r in cli.json("history", "--actor", word, "--last", "1")] == ["scene end"]


@pytest.mark.parametrize("name", ["Narrador", "narrador", "DJ"])
def test_no_masks_character_is_named_as_the_gm(cli: Cli, name: str) -> None:
    masks_scene(cli)
    before = cli.bytes()
    refused = cli("add-character", name, "--playbook", "bull", "--plus-one", "danger", "--lang", "es", ok=False)
    assert refused.returncode == 2
    assert refused.stderr.strip() == (f"error: name: {name} es como se nombra al Narrador (es); un personaje "
                                      "necesita otro nombre")
    assert cli.bytes() == before


def test_the_system_words_for_the_gm() -> None:
    import rules

    masks, mouse = rules.get_system("masks"), rules.get_system("mouseguard")
    assert (masks.word("GM", "es"), masks.word("gm", "es"), masks.word("GM", "en")) == ("Narrador", "Narrador", "GM")
    assert (mouse.word("GM", "es"), mouse.word("gm", "es")) == ("DJ", "DJ")
    assert masks.word("GM approval: {0}{1}", "es") == "aprobación del Narrador: {0}{1}"
    assert mouse.word("GM approval: {0}{1}", "es") == "aprobación del DJ: {0}{1}"
    assert rules.gm_names(masks) == {"GM": "en", "Narrador": "es", "DJ": "es"}
    assert {"narrador", "dj", "gm", "sl"} <= rules.gm_words()


@pytest.fixture
def spanish_site(tmp_path: Path) -> Any:
    """(a GM's client reading Spanish, the campaign's URL part) over a store holding a Spanish Masks scene."""
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant

    cli = Cli(tmp_path / "site.sqlite")
    masks_scene(cli)
    ledger = Ledger(str(cli.store))
    account(ledger, "Dana", "a long enough password")
    grant(ledger, "Dana", "gm", [])
    client = TestClient(make_app(ledger, secret="narrador-test"), base_url="http://127.0.0.1",
                        headers={"accept-language": "es"})
    got = client.post("/api/sign-in", json={"name": "Dana", "password": "a long enough password"})
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    yield client, quote("Halcyon", safe="")
    client.close()
    ledger.close()


def test_the_pages_and_the_api_name_the_gm_narrador(spanish_site: Any) -> None:
    from test_page_words import shown_lines

    client, q = spanish_site
    for path in ("", "/desk", "/history", "/me"):
        page = client.get(f"/c/{q}{path}")
        assert page.status_code == 200, path
        lines = shown_lines(page.text)
        assert [x for x in lines if DJ.search(x)] == [], path
        assert "Mesa del Narrador" in lines, path
    assert "Narrador" in shown_lines(client.get(f"/c/{q}/history").text)
    desk = shown_lines(client.get(f"/c/{q}/desk").text)
    assert desk[desk.index("Dana", desk.index("Personas")) + 1] == "Narrador"          # the role's name
    history = client.get(f"/api/campaigns/{q}/history", params={"lang": "es"}).json()
    assert [r["actor"] for r in history][-1] == "GM"                                 # the JSON keeps the record
    refused = client.post(f"/api/campaigns/{q}/commands/scene/end", json={"as": "Nadie"}, params={"lang": "es"})
    assert refused.status_code == 400
    assert refused.json()["error"]["message"] == "'Nadie' no es nadie de esta campaña; se admite: el Narrador o un " \
                                                 "personaje (Rook)"
    status = client.get(f"/api/campaigns/{q}/status", params={"lang": "es"}).json()
    assert status["scene"] == {"phase": "open", "number": 1, "title": "Azoteas"}
