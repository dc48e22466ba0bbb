"""MOSAIC's forms in German: every command's and argument's help translated, every field captioned in the words
MOSAIC already reads in, the options, option keys and numbers of the English kept (``rules.mosaic.help_words``,
``rules.mosaic.field_words``; docs/adding-a-game-system.md, "Help in the system's languages"), and the table page a
German player reads showing them."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from starlette.testclient import TestClient

from conftest import ROOT
from help_literals import english_help, lost_literals
from help_words_check import uncaptioned, untranslated_help
from rules import get_system
from web_support import account, grant

PASSWORD = "a table of five"


def test_every_help_and_caption_reads_in_german() -> None:
    system = get_system("mosaic")
    assert [lang for lang in system.languages if lang != "en"] == ["de"]
    assert untranslated_help(system, "de") == []
    assert uncaptioned(system, "de") == []
    assert lost_literals(system, "de") == []
    assert english_help(system, "de") == []


def test_the_help_says_it_in_the_forums_terms() -> None:
    system = get_system("mosaic")
    assert system.help_of("roll", "self_initiated", "de") == ("Selbstständig gewürfelt, sicher, einen Zug ausgelöst "
                                                              "zu haben (die SL kann das bestreiten).")   # 001's forum
    assert system.help_of("press", None, "de") == "Einen Vorteil ausspielen: +2 Würfel, der Wert wird beeinflusst."
    assert system.help_of("resolve", "pick", "de") == "Die Option, z. B. PU1, LE2, TRAIT oder TRAIT:cunning."
    assert system.help_of("influence mark", "reason", "de") == "Warum."                # the command's own over "*"
    assert system.help_of("dispute", "reason", "de") == "Warum (im Verlauf gezeigt)."
    assert system.word("gm move", "de") == "SL-Zug" and system.word("self initiated", "de") == "selbst ausgelöst"


def test_a_german_players_table_shows_the_help_and_captions_in_german(tmp_path: Path) -> None:
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "blumen.sqlite"))
    ledger.replay(ROOT / "sample_campaigns" / "mosaic-blumen-des-montezuma.yaml")
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", ["Diego"])
    client = TestClient(make_app(ledger, secret="help-test"), base_url="http://127.0.0.1",
                        headers={"accept-language": "de"})
    client.post("/api/sign-in", json={"name": "Ana", "password": PASSWORD})
    try:
        page = client.get(f"/c/{quote('Die Blumen des Montezuma', safe='')}").text
    finally:
        ledger.close()
    assert '<html lang="de">' in page
    assert ('<summary><b>Merkmal</b> <span class="muted">Schreibt das Merkmal eines Werts: Deskriptor, Fähigkeit '
            '(Zug + Option), Rastaufgabe.</span></summary>') in page
    assert "<span>Deskriptor *</span>" in page and "<span>descriptor *</span>" not in page
    assert ('<small class="help">Der Zug, dessen Liste die Fähigkeit eine Option hinzufügt (z. B. Ausweichen).</small>'
            in page)
    assert "a fact true in the fiction" not in page and "Write a stat" not in page
