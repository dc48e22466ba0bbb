"""A campaign's own language: ``create --lang`` keeps it, the GM changes it (``ledger language``, ``POST
.../language``), and every face reads it as the default of a reader who asks for none (README "Using the ledger"
and "Playing as a group"; ledger/service/campaign_language.py). On the CLI ``--lang`` and ``LEDGER_LANG`` still
win; on the web ``?lang=`` and the person's setting win, and the campaign's language wins over the browser's. A
campaign that chose none reads as before. Runs on SQLite and, with ``LEDGER_TEST_STORE=postgres``, on PostgreSQL.
The expected words are MOSAIC's German (seed 001) and Pokémon Noir's Italian (seed 002), written out here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from starlette.testclient import TestClient

from conftest import Cli
from web_support import account, grant

NO_PREFERENCE = {"LEDGER_LANG": ""}
MOSAIC = ("create", "Die Blumen", "--system", "mosaic")
KENJI = ("add-character", "Kenji", "--playbook", "samurai", "--background", "A:discipline", "--background",
         "B:cunning", "--faith", "A:understanding", "--contacts", "A:inspiration")


def _played(cli: Cli) -> None:
    """Two cultures and a character in the campaign of ``cli``'s store."""
    cli("culture", "add", "A", "--playbook", "samurai")
    cli("culture", "add", "B", "--playbook", "conquistador")
    cli(*KENJI)


@pytest.fixture
def german(tmp_path: Path) -> Cli:
    """A MOSAIC campaign created with ``--lang de``, two cultures and Kenji in it."""
    cli = Cli(tmp_path / "s.sqlite", env=NO_PREFERENCE)
    assert cli(*MOSAIC, "--lang", "de").stdout.startswith("Kampagne Die Blumen angelegt (mosaic")
    _played(cli)
    return cli


def test_a_campaign_created_in_german_reads_in_german_without_lang(german: Cli) -> None:
    assert german.json("language") == {"language": "de", "languages": ["en", "de"]}
    assert german("language").stdout.strip() == "Sprache der Kampagne: de"
    assert german("culture", "add", "C", "--playbook", "priest").stdout.splitlines() == [
        "Aktion 4: Kultur anlegen (SL) · Sitzung 0, Szene 0", "  Kultur C: angelegt"]
    status = german("status").stdout
    assert status.splitlines()[0] == "Stand — Die Blumen" and "Sitzung" in status
    history = german("history", "--compact").stdout
    assert "SL: Kultur anlegen — Kultur A: angelegt" in history
    sheet = german("sheet", "Kenji").stdout
    assert "Disziplin" in sheet and "A (Hintergrund)" in sheet
    assert german("status", "--help").stdout.startswith("Aufruf: ledger status [OPTIONEN]")
    assert german("culture", "add", ok=False).stderr.strip() == \
        "error: usage: Argument 'NAME' fehlt (siehe: ledger culture add --help)"
    refused = german("roll", "Push", "--as", "Nobody", ok=False)
    assert refused.returncode == 2 and "gehört nicht zu dieser Kampagne" in refused.stderr


def test_the_chronicle_reads_in_the_campaign_s_language(german: Cli, tmp_path: Path) -> None:
    told = german("chronicle", "--format", "md", "--out", str(tmp_path / "de.md")).stdout
    assert told.startswith("Chronik von Die Blumen geschrieben (md, ")
    text = (tmp_path / "de.md").read_text(encoding="utf-8")
    assert "*Chronik · MOSAIC: Die Blumen des Montezuma · Sitzungen: 0 · Aktionen: 3 · Würfe: 0*" in text
    assert "## Vor der ersten Sitzung" in text
    german("chronicle", "--format", "md", "--out", str(tmp_path / "en.md"), "--lang", "en")
    assert "## Before the first session" in (tmp_path / "en.md").read_text(encoding="utf-8")


def test_lang_and_ledger_lang_still_win_on_the_cli(german: Cli, tmp_path: Path) -> None:
    assert german("status", "--lang", "en").stdout.splitlines()[0] == "Status — Die Blumen"
    english = Cli(german.store, env={"LEDGER_LANG": "en"})
    assert english("status").stdout.splitlines()[0] == "Status — Die Blumen"
    assert "GM: culture add — Culture A: created" in english("history", "--compact").stdout
    assert "Allies" in english("sheet", "Kenji").stdout
    assert english("status", "--help").stdout.startswith("Usage: ledger status [OPTIONS]")


def test_create_refuses_a_language_the_system_lacks_and_writes_nothing(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite", env=NO_PREFERENCE)
    refused = cli(*MOSAIC, "--lang", "it", ok=False)
    assert refused.returncode == 2 and refused.stderr.startswith("error: lang: ") and "en, de" in refused.stderr
    assert not cli.has_store()


def test_the_gm_changes_the_language_once_for_every_read(german: Cli) -> None:
    assert german("language", "en").stdout.strip() == "action 4: campaign language: en"
    assert german.json("language")["language"] == "en"
    assert german("status").stdout.splitlines()[0] == "Status — Die Blumen"
    assert "GM: language — campaign language: en" in german("history", "--compact").stdout
    assert "SL: Sprache — Sprache der Kampagne: en" in german("history", "--compact", "--lang", "de").stdout
    again = german("language", "en", ok=False)
    assert again.returncode == 2 and again.stderr.strip() == "error: language: the campaign's language is already en"
    other = german("language", "es", ok=False)
    assert other.returncode == 2 and other.stderr.startswith("error: language: 'es' is not a language of MOSAIC")
    assert german.json("language")["language"] == "en"


def test_a_campaign_without_a_language_reads_as_before(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite", env=NO_PREFERENCE)
    assert cli(*MOSAIC).stdout.startswith("created campaign Die Blumen (mosaic")
    assert cli.json("language") == {"language": None, "languages": ["en", "de"]}
    assert cli("language").stdout.strip() == "campaign language: —"
    _played(cli)
    assert cli("status").stdout.splitlines()[0] == "Status — Die Blumen"
    assert "GM: culture add — Culture A: created" in cli("history", "--compact").stdout


def test_an_english_group_plays_a_system_whose_first_language_is_italian(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite", env=NO_PREFERENCE)
    cli("create", "Noir", "--system", "pokemon")
    cli("create", "Noir EN", "--system", "pokemon", "--lang", "en")
    assert cli("status", "--campaign", "Noir").stdout.splitlines()[0] == "Stato — Noir"
    assert cli("status", "--campaign", "Noir EN").stdout.splitlines()[0] == "Status — Noir EN"


def test_a_script_export_keeps_the_language_and_a_replay_restores_it(german: Cli, tmp_path: Path) -> None:
    german("export", "--format", "script", "--out", str(tmp_path / "de.yaml"))
    header = yaml.safe_load((tmp_path / "de.yaml").read_text(encoding="utf-8"))
    assert header["language"] == "de"
    copy = Cli(tmp_path / "copy.sqlite", env=NO_PREFERENCE)
    copy("replay", str(tmp_path / "de.yaml"))
    assert copy.json("language")["language"] == "de"
    assert copy("status").stdout.splitlines()[0] == "Stand — Die Blumen"
    german("language", "en")                    # a later change is one of the script's actions
    german("export", "--format", "script", "--out", str(tmp_path / "en.yaml"))
    changed = yaml.safe_load((tmp_path / "en.yaml").read_text(encoding="utf-8"))
    assert changed["language"] == "de" and changed["actions"][-1] == {"language": {"language": "en"}}
    again = Cli(tmp_path / "again.sqlite", env=NO_PREFERENCE)
    again("replay", str(tmp_path / "en.yaml"))
    assert again.json("language")["language"] == "en"
    german("export", "--out", str(tmp_path / "all.jsonl"))
    imported = Cli(tmp_path / "imported.sqlite", env=NO_PREFERENCE)
    imported("import", str(tmp_path / "all.jsonl"))
    assert imported.json("language")["language"] == "en"


def test_a_script_header_refuses_a_language_the_system_lacks(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text("ledger-script: 1\ncampaign: X\nsystem: mosaic\nlanguage: it\nactions: []\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite", env=NO_PREFERENCE)
    refused = cli("replay", str(script), ok=False)
    assert refused.returncode == 2 and "header language" in refused.stderr and "en, de" in refused.stderr


# --- the web -------------------------------------------------------------------------------------------------------

API = "/api/campaigns/Die%20Blumen"


@pytest.fixture
def site(german: Cli) -> Any:
    """(the app, its warm ledger) over the German campaign; Ana a player of Kenji with an account, no language."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(german.store), warm=True)
    app = make_app(ledger, secret="campaign-language")
    account(ledger, "Ana")
    grant(ledger, "Ana", "player", ["Kenji"])
    account(ledger, "Dana")
    grant(ledger, "Dana", "gm")
    yield app, ledger
    ledger.close()


def _client(app: Any, ledger: Any, name: str, **headers: str) -> TestClient:
    """A client sending a bearer token of ``name`` and only ``headers`` (no ``Accept-Language`` unless given)."""
    client = TestClient(app, base_url="http://127.0.0.1", headers=headers)
    if "accept-language" not in {k.lower() for k in headers}:
        client.headers.pop("accept-language", None)
    client.headers["Authorization"] = f"Bearer {ledger.issue_token(account(ledger, name), 'test')}"
    return client


def _culture_a(client: TestClient, **params: str) -> str:
    """The summary of action 1 (culture A added) as ``client`` reads the history."""
    got = client.get(f"{API}/history", params=params)
    assert got.status_code == 200, got.text
    return next(r for r in got.json() if r["action"] == 1)["events"][0]["summary"]


def test_a_player_who_asked_nothing_reads_the_campaign_s_language(site: Any) -> None:
    app, ledger = site
    ana = _client(app, ledger, "Ana")
    assert _culture_a(ana) == "Kultur festgelegt (Kultur: A; Playbook: Samurai)"
    assert _culture_a(ana, lang="en") == "Culture defined (culture: A; playbook: Samurai)"
    browser = _client(app, ledger, "Ana", **{"Accept-Language": "en-US,en;q=0.9"})
    assert _culture_a(browser) == "Kultur festgelegt (Kultur: A; Playbook: Samurai)"            # the group's choice over a browser's default
    ledger.set_language("Ana", "en")
    assert _culture_a(_client(app, ledger, "Ana")) == "Culture defined (culture: A; playbook: Samurai)"    # her own setting wins


def test_only_a_gm_changes_the_language_on_the_web(site: Any) -> None:
    app, ledger = site
    ana, dana = _client(app, ledger, "Ana"), _client(app, ledger, "Dana")
    refused = ana.post(f"{API}/language", json={"language": "en"})
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "refused:table"
    assert refused.json()["error"]["message"].endswith("Ana ist Spieler, keine SL; Sprache ist Sache der SL")
    assert ledger.now("Die Blumen").state["table"]["language"] == "de"
    bad = dana.post(f"{API}/language", json={"language": "es"})
    assert bad.status_code in (400, 422) and bad.json()["error"]["field"] == "language"
    done = dana.post(f"{API}/language", json={"language": "en"})
    assert done.status_code == 201, done.text
    # the answer's language is settled before the write (a bad lang refused before anything is written): German
    assert done.json()["events"][0]["summary"] == "Sprache der Kampagne: en (von Dana)"
    assert _culture_a(ana) == "Culture defined (culture: A; playbook: Samurai)"


def test_the_desk_shows_the_campaign_s_language_to_set(site: Any) -> None:
    app, ledger = site
    page = _client(app, ledger, "Dana").get("/c/Die%20Blumen/desk")
    assert page.status_code == 200, page.text
    assert "<h3>Sprache der Kampagne</h3>" in page.text
    assert 'data-api="/api/campaigns/Die%20Blumen/language"' in page.text
    assert '<option value="de" selected>Deutsch</option>' in page.text and '<option value="en">English</option>' in page.text


def test_a_player_s_pages_read_in_the_campaign_s_language_over_the_browser_s(site: Any) -> None:
    app, ledger = site
    browser = _client(app, ledger, "Ana", **{"Accept-Language": "en-US,en;q=0.9"})
    assert '<html lang="de">' in browser.get("/c/Die%20Blumen").text
    ledger.set_language("Ana", "en")
    assert '<html lang="en">' in browser.get("/c/Die%20Blumen").text
