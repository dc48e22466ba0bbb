"""Mouse Guard's forms in Spanish: every command's and argument's help translated, every field captioned in
seed 004's words, the options, option keys and numbers of the English kept (``rules.mouseguard.help_words``,
``rules.mouseguard.field_words``; docs/adding-a-game-system.md, "Help in the system's languages"), and the table page
a Spanish player reads showing them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from conftest import ROOT
from help_literals import english_help, lost_literals
from help_words_check import uncaptioned, untranslated_help
from rules import get_system
from test_page_words import english_lines, typed_texts
from web_support import account, grant

PASSWORD = "a table of five"
SAMPLE = ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"
TABLE = "/c/Darkwater%20Crossing"


def test_every_help_and_caption_reads_in_spanish() -> None:
    system = get_system("mouseguard")
    assert [lang for lang in system.languages if lang != "en"] == ["es"]
    assert untranslated_help(system, "es") == []
    assert uncaptioned(system, "es") == []
    assert lost_literals(system, "es") == []
    assert english_help(system, "es") == []


def test_the_help_says_it_in_the_seeds_terms() -> None:
    system = get_system("mouseguard")
    assert system.help_of("test", "wise", "es") == "Un conocimiento de quien tira: +1D."  # 004 "Poseo el conocimiento"
    assert system.help_of("trait charge", None, "es") == ("Gasta 3 marcas: un rasgo un nivel más alto durante la "
                                                          "sesión.")                          # 004 "Gastar marcas"
    assert system.help_of("oppose", "opponent_dice", "es") == ("Con --handicap opponent-dice: los dos dados extra "
                                                               "del primer bando.")
    front = system.help_of("conflict script", "front", "es")
    assert front.startswith("Con varios frentes: el frente (1 = la primera pareja")
    assert system.word("wise", "es") == "conocimiento" and system.word("spend check", "es") == "gastar marcas"
    assert system.word("ability", "es") == "aptitud"                    # 004: "tu aptitud o habilidad"


@pytest.fixture
def darkwater(tmp_path: Path) -> Any:
    """``client(name, role, characters)``: a Spanish reader of Darkwater Crossing signed in with that grant."""
    from ledger.service import Ledger
    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "darkwater.sqlite"))
    ledger.replay(SAMPLE)
    app = make_app(ledger, secret="help-test")

    def client(name: str, role: str, characters: list[str]) -> TestClient:
        account(ledger, name, PASSWORD)
        grant(ledger, name, role, characters)
        c = TestClient(app, base_url="http://127.0.0.1", headers={"accept-language": "es"})
        assert c.post("/api/sign-in", json={"name": name, "password": PASSWORD}).status_code == 200
        return c

    yield client
    ledger.close()


def test_a_spanish_players_table_shows_the_help_and_captions_in_spanish(darkwater: Any) -> None:
    page = darkwater("Ana", "player", ["Rogard"]).get(TABLE).text
    assert '<html lang="es">' in page
    assert '<summary><b>marcar condición</b> <span class="muted">Marca una condición.</span></summary>' in page
    assert "<span>Prueba penalizada</span>" in page and "<span>affects</span>" not in page
    assert ('<small class="help">Herido/Enfermo con injury.penalty=chooseOne: la prueba que penaliza.</small>'
            in page)
    assert "the test it penalises" not in page and "Mark a condition." not in page


def test_the_gms_table_reads_in_spanish_help_included(darkwater: Any) -> None:
    page = darkwater("Dana", "gm", []).get(TABLE).text
    assert '<small class="help">Un conocimiento (repetible), p. ej. &#39;Weather-wise&#39;.</small>' in page  # escaped
    assert "<span>Conocimiento</span>" in page and "<span>Cómo se lleva</span>" in page
    assert english_lines(page, typed_texts(SAMPLE), "es") == []               # the help read too (HELP_READ)
