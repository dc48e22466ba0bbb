"""A value pydantic refuses (a campaign option's, a command argument's, a script header's) is told in the ledger's
one-line refusal, never pydantic's "Input should be ...": the field as the user typed it and what it takes (a whole
number's range, true or false, a literal's values), in the reader's language, on the CLI and in the API's 422 body.

Source: README "Using the ledger" (bad input: one line naming the field as typed and what is allowed; ``--lang``),
README "The server" and docs/api-errors.md (a 422 names the field as sent, its message in the reader's language);
``rules.args.validation_error``; seed 004's Spanish, seed 002's Italian, seed 001's German.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

from conftest import Cli
from web_support import account, grant

#: (system, --lang, --option, the refusal) for a bad option value at ``ledger create``.
OPTIONS = [
    ("mouseguard", "en", "mouseguard.skills.maxCount=abc", "error: option mouseguard.skills.maxCount: a whole number from 1 to 60"),
    ("mouseguard", "es", "mouseguard.skills.maxCount=abc",
     "error: option mouseguard.skills.maxCount: un número entero de 1 a 60"),
    ("mouseguard", "en", "mouseguard.conflict.endImmediately=maybe", "error: option mouseguard.conflict.endImmediately: true or false"),
    ("mouseguard", "es", "mouseguard.conflict.endImmediately=maybe",
     "error: option mouseguard.conflict.endImmediately: true o false"),
    ("mouseguard", "en", "mouseguard.gear.bonus=+2D", "error: option mouseguard.gear.bonus: '+2D' is not allowed; allowed: +1D, +1s"),
    ("mouseguard", "es", "mouseguard.gear.bonus=+2D", "error: option mouseguard.gear.bonus: '+2D' no se admite; se admite: +1D, +1s"),
    ("mouseguard", "es", "mouseguard.nature.againstSuccessTax=99999999999999999999999",
     "error: option mouseguard.nature.againstSuccessTax: '99999999999999999999999' no se admite; se admite: 0, 1"),
    ("pokemon", "it", "pokenoir.xp.onMiss=forse", "error: option pokenoir.xp.onMiss: true o false"),
    ("pokemon", "it", "pokenoir.harm.slots=tutti", "error: option pokenoir.harm.slots: 'tutti' non è ammesso; ammessi: seed, published"),
    ("pokemon", "it", "pokenoir.mutation.every=abc",
     "error: option pokenoir.mutation.every: uno tra: onceOnly, o un numero intero di al massimo 18 cifre"),
    ("pokemon", "en", "pokenoir.mutation.every=abc",
     "error: option pokenoir.mutation.every: one of: onceOnly, or a whole number of at most 18 digits"),
    ("mosaic", "de", "mosaic.xp.conversionRate=viel", "error: option mosaic.xp.conversionRate: eine ganze Zahl von 1 bis 10"),
    ("mosaic", "de", "mosaic.crit.addAdvantage=vielleicht", "error: option mosaic.crit.addAdvantage: true oder false"),
    ("mosaic", "de", "mosaic.tiles.model=alle", "error: option mosaic.tiles.model: 'alle' ist nicht erlaubt; erlaubt: onePerRank, freePool"),
]


@pytest.mark.parametrize(("system", "lang", "option", "said"), OPTIONS)
def test_a_bad_option_value_is_told_what_it_takes(tmp_path: Path, system: str, lang: str, option: str, said: str) -> None:
    cli = Cli(tmp_path / "c.sqlite")
    got = cli("create", "C", "--system", system, "--lang", lang, "--option", option, ok=False)
    assert (got.returncode, got.stderr.strip().splitlines()) == (2, [said])
    assert "Input should" not in got.stderr and not cli.has_store()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: options: a mapping (name: value)"), ("es", "error: options: un mapa (nombre: valor)"),
    ("it", "error: options: una mappa (nome: valore)"), ("de", "error: options: eine Abbildung (Name: Wert)")])
def test_a_script_header_of_another_type_is_told_what_it_takes(tmp_path: Path, lang: str, said: str) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text("ledger-script: 1\ncampaign: S\nsystem: mouseguard\noptions: [1]\nactions: []\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    got = cli("replay", str(script), "--lang", lang, ok=False)
    assert (got.returncode, got.stderr.strip()) == (2, said) and not cli.has_store()


@pytest.fixture
def api(tmp_path: Path) -> Any:
    """A client signed in as the GM of a Mouse Guard campaign, and the campaign's quoted name."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "api.sqlite"))
    ledger.create("Darkwater", "mouseguard")
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm", [])
    client = TestClient(make_app(ledger, secret="pydantic-words"), base_url="http://127.0.0.1")
    got = client.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"})
    client.headers["X-CSRF-Token"] = got.json()["csrf"]
    yield client, quote("Darkwater", safe="")
    ledger.close()


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "'robot' is not allowed; allowed: pc, npc, animal"), ("es", "'robot' no se admite; se admite: pc, npc, animal")])
def test_the_api_422_body_tells_a_literal_s_values_in_the_reader_s_language(api: Any, lang: str, message: str) -> None:
    client, q = api
    got = client.post(f"/api/campaigns/{q}/commands/add-character?lang={lang}", json={"name": "Robo", "kind": "robot"})
    assert got.status_code == 422, got.text
    error = got.json()["error"]
    assert (error["field"], error["message"]) == ("kind", message)
    assert client.get(f"/api/campaigns/{q}/history").json()[-1]["action"] != "add-character"
