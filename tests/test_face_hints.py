"""What the API and the pages say names no command line: a player missing a GM's ruling (a test's obstacle) is told a
GM gives it, not to give it; a form's help names the form's fields, not ``--as``; a ``why`` of no value names the
sheet's JSON, not ``ledger sheet``; the ``gm-arguments`` rule names the permissions, not ``ledger permissions``.

Source: README "Playing as a group" (``gm-arguments``: a GM's ruling, refused from a player), "The web table";
seed 004 (Mouse Guard, Spanish: "el obstáculo ... lo fija el DJ"), seed 002 (Pokémon Noir, Italian: ``tira``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from web_support import account, grant, replayed_gm

GUARD = "/api/campaigns/Darkwater%20Crossing"
PASSWORD = "a table of five"


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """The Mouse Guard sample in a GM's Turn of a new scene (session, scene, turn started by the GM's token client),
    Ana playing Tamsin (signed in by session), and the ledger."""
    app, ledger, gm = replayed_gm(tmp_path, "mouseguard-darkwater-crossing.yaml")
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Tamsin"])
    for path in ("session/start", "scene/start", "turn/gm"):
        assert gm.post(f"{GUARD}/commands/{path}", json={}).status_code == 201
    ana = TestClient(app, base_url="http://127.0.0.1")
    ana.headers["X-CSRF-Token"] = ana.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD}).json()["csrf"]
    yield gm, ana, ledger
    ledger.close()


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "esto lo da un DJ (es su decisión), no un jugador: pide a un DJ que lo dé, o que haga él esta acción: prueba"),
    ("en", "a GM gives this (their ruling), not a player: ask a GM to give it, or to make this test"),
])
def test_a_players_missing_obstacle_says_the_gm_sets_it(table: Any, lang: str, said: str) -> None:
    gm, ana, ledger = table
    before = ledger.now("Darkwater Crossing").version
    got = ana.post(f"{GUARD}/commands/test", json={"skill": "healer", "dice": [5, 1, 2]},
                   headers={"accept-language": lang})
    assert got.status_code == 400 and got.json()["error"]["field"] == "ob", got.text
    assert got.json()["error"]["message"] == said
    given = ana.post(f"{GUARD}/commands/test", json={"skill": "healer", "dice": [5, 1, 2], "ob": 2})
    assert given.status_code == 403 and given.json()["error"]["code"] == "refused:gm-arguments"   # as it said
    gms = gm.post(f"{GUARD}/commands/test", json={"skill": "healer", "dice": [5, 1, 2], "as": "Tamsin"},
                  headers={"accept-language": "en"})
    assert gms.json()["error"]["message"].startswith("give the obstacle")     # a GM: the rules' own hint
    assert ledger.now("Darkwater Crossing").version == before


def test_a_forms_help_names_the_forms_field_not_an_option() -> None:
    from ledger.web.pages.forms import page_help
    from rules import get_system

    noir, guard = get_system("pokemon"), get_system("mouseguard")
    assert noir.help_of("roll", "character", "it") == "L'allenatore che tira (predefinito: --as)."
    assert page_help(noir, noir.help_of("roll", "character", "it"), "it") == 'L\'allenatore che tira (predefinito: "Come").'
    assert page_help(guard, guard.help_of("test", "character", "es"), "es") == 'Quién hace la prueba (por defecto: "Como").'
    assert page_help(guard, "Ob 1 (--ob-bonus, not--x).", "en") == 'Ob 1 ("Ob-bonus", not--x).'


def test_the_api_names_no_command_line(table: Any) -> None:
    gm = table[0]
    why = gm.get(f"{GUARD}/why/Tamsin/nonsense", headers={"accept-language": "es"}).json()["error"]["message"]
    assert "; nombra un valor de su hoja (como los nombra el JSON de su hoja): " in why and "ledger" not in why
    rules = {r["rule"]: r["meaning"] for r in gm.get(f"{GUARD}/permissions").json()}
    assert rules["gm-arguments"].startswith("only a GM gives an argument that is the GM's ruling (the permissions "
                                            "list them)")
