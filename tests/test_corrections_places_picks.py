"""What a newcomer met in Spanish on the command line, fixed for every face: an amend that changes nothing is
refused; the line an action prints names the place the history gives it; an action's number is refused with the
campaign's range (a negative one typed alone read as the number); a pick no option of the roll knows is refused
with the picks the roll allows, ids and words, as ``status`` lists them.

Source: README "Correcting mistakes and reviewing the past" (amend, undo, redo), "Using the ledger" (a refusal
names the field and what is allowed, exit 2, nothing written; ``sheet``/``history`` place a session's actions
before its first scene in scene 0; ``status`` lists the picks of the open roll), "The server" (the same answers).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, TEST_STORE, Cli, pg_url

SAMPLE = str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml")


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The Halcyon Nights sample (121 actions, session 2 over), read in Spanish; nothing here changes it."""
    c = Cli(tmp_path_factory.mktemp("halcyon") / "store.sqlite", env={"LEDGER_LANG": "es"})
    c("replay", SAMPLE)
    return c


@pytest.fixture
def fresh(tmp_path: Path) -> Cli:
    """The same sample in a store of this test's own, to play on."""
    c = Cli(tmp_path / "store.sqlite", env={"LEDGER_LANG": "es"})
    c("replay", SAMPLE)
    return c


def refused(c: Cli, *args: str) -> str:
    """The one error line of a refused command, after checking it exits 2 and writes nothing."""
    before = c.bytes()
    proc = c(*args, ok=False)
    assert proc.returncode == 2 and proc.stdout == "", (proc.stdout, proc.stderr)
    assert c.bytes() == before
    return proc.stderr.strip()


def test_an_amend_that_changes_nothing_is_refused(played: Cli) -> None:
    rows = played.json("history", "--last", "200")
    roll = next(r for r in rows if r["action"] == 12)
    assert roll["command"] == "roll" and roll["events"][0]["detail"]["dice"] == [4, 4]     # the inputs in force
    assert refused(played, "amend", "12", "--dice", "4,4") == (
        "error: action: nada que cambiar: la acción 12 (tirada) ya tiene los datos indicados")
    assert refused(played, "amend", "12", "--dice", "4,4", "--dry-run").endswith("ya tiene los datos indicados")
    assert refused(played, "amend", "12", "--dice", "4,4", "--and", "20", "--pick", "UP1:condition=desesperado") == (
        "error: action: nada que cambiar: las acciones 12, 20 ya tienen los datos indicados")
    assert refused(played, "amend", "12", "--dice", "4,4", "--lang", "en") == (
        "error: action: nothing to change: action 12 (roll) already has the inputs given")
    assert refused(played, "redo", "12") == (
        "error: action: la acción 12 (tirada) no está deshecha; solo se puede rehacer una acción deshecha")


@pytest.mark.parametrize(("system", "lang", "one", "two"), [
    ("pokemon", "it", "niente da cambiare: l'azione 12 (tiro) ha già i dati indicati",
     "niente da cambiare: le azioni 12, 14 hanno già i dati indicati"),
    ("mosaic", "de", "nichts zu ändern: Aktion 12 (Wurf) hat die angegebenen Eingaben schon",
     "nichts zu ändern: die Aktionen 12, 14 haben die angegebenen Eingaben schon"),
])
def test_the_refusal_reads_in_the_languages_the_systems_play_in(system: str, lang: str, one: str, two: str) -> None:
    from ledger.corrections import unchanged
    from ledger.errors import LedgerError
    from rules import get_system

    said = get_system(system).refusal
    assert said(LedgerError("action", unchanged([12], {12: "roll"})), lang) == f"action: {one}"
    assert said(LedgerError("action", unchanged([12, 14], {12: "roll", 14: "resolve"})), lang) == f"action: {two}"


def test_an_amend_that_changes_something_is_still_recorded(fresh: Cli) -> None:
    out = fresh("amend", "12", "--dice", "4,5").stdout
    assert out.startswith("acción 122: corregir la acción 12")
    assert fresh.json("history", "--last", "1")[0]["command"] == "amend"


@pytest.mark.parametrize(("args", "line"), [
    (("undo", "-1"), "error: action: un número de acción es un número entero de 1 a 121"),
    (("redo", "-5"), "error: action: un número de acción es un número entero de 1 a 121"),
    (("undo", "-1", "--cascade"), "error: action: un número de acción es un número entero de 1 a 121"),
    (("undo", "99999999999999999999999"), "error: action: un número de acción es un número entero de 1 a 121"),
    (("undo", "--to", "-1"), "error: to: --to toma una acción anterior a la última (121): de 0 a 120"),
    (("undo", "--to", "999"), "error: to: --to toma una acción anterior a la última (121): de 0 a 120"),
    (("undo", "0"), "error: action: la acción 0 es la creación de la campaña, que no se puede cambiar; las acciones "
                    "van de 1 a 121"),
    (("amend", "-2", "--dice", "1,1"), "error: action: un número de acción es un número entero de 1 a 121"),
    (("amend", "12", "--dice", "1,1", "--and", "-2", "--pick", "DE1"),
     "error: and: un número de acción es un número entero de 1 a 121"),
])
def test_an_action_s_number_is_refused_with_the_campaign_s_range(played: Cli, args: tuple[str, ...], line: str) -> None:
    assert refused(played, *args) == line


def _head(line: str) -> tuple[int, int, int]:
    """(action, session, scene) of an action's printed first line (``acción 122: ... · sesión 3, escena 0``)."""
    found = re.fullmatch(r"acción (\d+): .* · sesión (\d+), escena (\d+)", line)
    assert found, line
    return int(found[1]), int(found[2]), int(found[3])


def test_each_action_s_line_names_the_place_the_history_gives_it(fresh: Cli) -> None:
    printed = [_head(fresh(*words).stdout.splitlines()[0]) for words in (
        ("session", "start"), ("recap", "Un resumen"), ("scene", "start", "--title", "Azoteas"), ("scene", "end"),
        ("session", "end"))]
    history = [(r["action"], r["session"], r["scene"]) for r in fresh.json("history", "--last", "5")]
    assert printed == history
    assert printed[:3] == [(122, 3, 0), (123, 3, 0), (124, 3, 8)]      # before the session's first scene: none


def test_the_json_line_and_the_server_s_rows_take_the_history_s_place(fresh: Cli) -> None:
    row = json.loads(fresh("session", "start", "--json").stdout)
    assert (row["action"], row["session"], row["scene"]) == (122, 3, 0)
    from ledger.service import Ledger

    ledger = Ledger(pg_url(fresh.store) if TEST_STORE == "postgres" else str(fresh.store))
    try:
        camp, events = ledger.act(None, "recap", {"text": "Otro resumen"}, "GM")
        assert [(r["action"], r["session"], r["scene"]) for r in ledger.rows_of(camp, events)] == [(123, 3, 0)]
    finally:
        ledger.close()


def _open_roll(c: Cli) -> dict[str, Any]:
    c("session", "start")
    c("scene", "start")
    c("roll", "Directly Engage a Threat", "--as", "Rook", "--dice", "4,5")
    return c.json("status")["roll"]


def test_a_pick_the_roll_does_not_know_lists_the_picks_it_allows(fresh: Cli) -> None:
    roll = _open_roll(fresh)
    ids = [o for g in roll["picks"]["groups"] for o in g["options"]]
    listed = ", ".join(f"{o} ({roll['texts'][o]})" for o in ids)        # as status lists them, in Spanish
    assert ids == ["DE1", "DE2", "DE3", "DE4"] and "DE1 (resistes o evades los golpes)" in listed
    assert refused(fresh, "resolve", "--pick", "DE9") == f"error: pick: DE9 no es una opción aquí; se admite: {listed}"
    english = fresh.json("status", "--lang", "en")["roll"]
    assert refused(fresh, "resolve", "--pick", "DE1", "--pick", "xyz", "--lang", "en") == (
        "error: pick: xyz is not an option here; allowed: " + ", ".join(f"{o} ({english['texts'][o]})" for o in ids))


def test_pokemon_and_mosaic_list_the_roll_s_picks_with_their_words() -> None:
    from rules import get_system
    from rules.mosaic.status import status as mosaic_status
    from rules.pick_lists import roll_picks
    from rules.pokemon.status import status as pokemon_status
    from test_mosaic_properties import table as table_m
    from test_pokemon_examples import table

    g = table()
    g.do("roll", "Ash", move="osserva", dice=[5, 5])
    err = g.refused("resolve", pick=["nonsense"])
    italian = roll_picks(pokemon_status, g.state, "it")
    assert err.field == "pick" and italian and italian != roll_picks(pokemon_status, g.state, "en")
    assert err.message == f"nonsense is not an option here; allowed: {roll_picks(pokemon_status, g.state, 'en')}"
    assert get_system("pokemon").refusal(err, "it") == f"pick: nonsense non è un'opzione qui; ammesse: {italian}"
    m = table_m()
    m.in_scene()
    m.roll("Push", "Kenji", [6, 5, 1])
    err = m.refused("resolve", pick=["XX9"])
    german = roll_picks(mosaic_status, m.state, "de")
    assert err.field == "pick" and german.startswith("PU1 (") and german != roll_picks(mosaic_status, m.state, "en")
    assert get_system("mosaic").refusal(err, "de").endswith(f"; erlaubt: {german}")


def test_the_server_refuses_the_same_way(tmp_path: Path) -> None:
    from web_support import replayed_gm

    app, ledger, gm = replayed_gm(tmp_path, "masks-halcyon-nights.yaml")
    base, es = "/api/campaigns/Halcyon%20Nights", {"Accept-Language": "es"}
    try:
        got = gm.post(f"{base}/corrections/amend", json={"action": 12, "dice": [4, 4]}, headers=es)
        assert (got.status_code, got.json()["error"]["field"], got.json()["error"]["message"]) == (
            400, "action", "nada que cambiar: la acción 12 (tirada) ya tiene los datos indicados")
        last = gm.get(f"{base}/status").json()["action"]          # the sample's 121 and the GM's seat
        got = gm.post(f"{base}/corrections/undo", json={"action": -1}, headers=es)
        assert (got.status_code, got.json()["error"]["message"]) == (
            400, f"un número de acción es un número entero de 1 a {last}")
        for command, body in (("session/start", {}), ("scene/start", {}),
                              ("roll", {"move": "Directly Engage a Threat", "as": "Rook", "dice": [4, 5]})):
            assert gm.post(f"{base}/commands/{command}", json=body, headers=es).status_code == 201
        first = gm.post(f"{base}/commands/session/start", json={}, headers=es)
        assert first.status_code == 400                                  # a roll is open: nothing else recorded
        texts = gm.get(f"{base}/status", headers=es).json()["roll"]["texts"]
        got = gm.post(f"{base}/commands/resolve", json={"pick": ["DE9"]}, headers=es)
        assert (got.status_code, got.json()["error"]["message"]) == (
            400, "DE9 no es una opción aquí; se admite: " + ", ".join(f"{o} ({t})" for o, t in texts.items()))
    finally:
        ledger.close()
