"""Every sample campaign's sheets and arcs read in every language of its system but English, on both faces (the
CLI's ``sheet`` and ``arc``, the character page's sheet and arc table), with no English left outside what people
typed: neither function words (``test_refusal_catalogue.english_left``) nor the terms the system's seed translates
(``test_readable_systems.ENGLISH``, plus the sheet's own field words); and the page's arc table says its values as
the CLI's arc does, from one source (``ledger.projections.detail_words.value_text``). Source: README "The web
table" and "Using the ledger" (the game's words in each system's language); seed 000's Spanish half."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

import rules
from conftest import ROOT, Cli
from test_page_words import english_lines, shown_lines, typed_texts
from test_readable_systems import ENGLISH, _flat
from web_support import account, grant

PASSWORD = "a table of five"
#: Words of a sheet or an arc no language but English shows (the sheet's fields, the arc's values and header).
SHEET_WORDS = {"masks": ["Playbook", "playbook", "Forward", "Ongoing", "locked", "unlocked", "active", "session",
                         "beacon", "bull", "Status", "Labels", "Potential", "Advancements"]}
#: (sample campaign, its system) of every sample whose system plays in a language besides English.
SAMPLES = [(p.name, p.name.split("-", 1)[0]) for p in sorted((ROOT / "sample_campaigns").glob("*.yaml"))
           if [lang for lang in rules.get_system(p.name.split("-", 1)[0]).languages if lang != "en"]]
CASES = [(sample, system, lang) for sample, system in SAMPLES for lang in rules.get_system(system).languages
         if lang != "en"]


#: Words the language spells as English does (German "Status"), not left English.
SAME = {"de": {"Status"}}


def _leftovers(text: str, typed: list[str], terms: list[str]) -> list[str]:
    """The system's English ``terms`` (whole words, case-sensitive) found in ``text`` once what people ``typed`` is
    taken out."""
    flat = _flat(text)
    for t in typed:
        flat = flat.replace(t, " ")
    return sorted(t for t in terms if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", flat))


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Each sample replayed into its own store by the CLI (a schema of its own on PostgreSQL runs)."""
    out = {}
    for sample, _system in SAMPLES:
        path = tmp_path_factory.mktemp(sample.split(".")[0]) / "s.sqlite"
        Cli(path)("replay", str(ROOT / "sample_campaigns" / sample))
        out[sample] = path
    return out


def _gm_ledger(tmp_path: Path, sample: str) -> Any:
    """A ``Ledger`` over ``sample`` replayed afresh under ``tmp_path``, Dana its GM (the store as the test's:
    ``conftest._stores_on_postgres``)."""
    from ledger.service import Ledger

    ledger = Ledger(str(tmp_path / "page.sqlite"))
    ledger.replay(ROOT / "sample_campaigns" / sample)
    account(ledger, "Dana", PASSWORD)
    grant(ledger, "Dana", "gm", [])
    return ledger


def _characters(cli: Cli) -> list[str]:
    """The names of every character the campaign created (each system names the detail ``name`` or
    ``character``)."""
    rows = cli.json("history")
    return sorted({str(ev["detail"].get("name") or ev["detail"].get("character")) for r in rows for ev in r["events"]
                   if ev["kind"] == "CharacterCreated"})


@pytest.mark.parametrize("sample, system, lang", CASES)
def test_the_cli_s_sheets_and_arcs_read_in_the_language(stores: dict[str, Path], sample: str, system: str,
                                                        lang: str) -> None:
    cli = Cli(stores[sample])
    typed = typed_texts(ROOT / "sample_campaigns" / sample)
    terms = [t for t in ENGLISH.get(system, []) + SHEET_WORDS.get(system, []) if t not in SAME.get(lang, set())]
    names = _characters(cli)
    assert names
    for name in names:
        for read in ("sheet", "arc"):
            text = cli(read, name, "--lang", lang).stdout
            assert _leftovers(text, typed, terms) == [], (read, name)
            assert english_lines(f"<body>{html.escape(text)}</body>", typed) == [], (read, name)


@pytest.mark.parametrize("sample, system, lang", CASES)
def test_the_character_page_reads_in_the_language(stores: dict[str, Path], tmp_path: Path, sample: str, system: str,
                                                  lang: str) -> None:
    from ledger.web import make_app

    ledger = _gm_ledger(tmp_path, sample)
    try:
        app = make_app(ledger, secret="words-test")
        gm = TestClient(app, base_url="http://127.0.0.1", headers={"accept-language": lang})
        gm.post("/api/sign-in", json={"name": "Dana", "password": PASSWORD})
        q = quote(next(iter(ledger.campaigns())), safe="")
        typed = typed_texts(ROOT / "sample_campaigns" / sample)
        terms = [t for t in ENGLISH.get(system, []) + SHEET_WORDS.get(system, []) if t not in SAME.get(lang, set())]
        for name in _characters(Cli(stores[sample])):
            page = gm.get(f"/c/{q}/character/{quote(name, safe='')}")
            assert page.status_code == 200, page.text[:200]
            body = page.text.split('<section', 1)[1]                   # the sheet and the arc, the nav left out
            shown = "\n".join(shown_lines(f"<body>{body}"))
            assert _leftovers(shown, typed, terms) == [], name
            assert english_lines(f"<body>{body}", typed) == [], name
    finally:
        ledger.close()


def test_the_page_s_arc_says_its_values_as_the_cli_does(stores: dict[str, Path], tmp_path: Path) -> None:
    """Second Chances in Spanish: Gale's Moment of Truth is "bloqueado" (el Momento) and her status "activo" on both faces."""
    from ledger.web import make_app

    sample = "masks-second-chances.yaml"
    cli = Cli(stores[sample])
    arc = _flat(cli("arc", "Gale", "--lang", "es").stdout)
    assert "Momento de la Verdad bloqueado bloqueado" in arc and "Estado activo activo" in arc
    ledger = _gm_ledger(tmp_path, sample)
    try:
        gm = TestClient(make_app(ledger, secret="words-test"), base_url="http://127.0.0.1",
                        headers={"accept-language": "es"})
        gm.post("/api/sign-in", json={"name": "Dana", "password": PASSWORD})
        page = gm.get("/c/Second%20Chances/character/Gale").text
        table = page.split('<table class="arc-table">', 1)[1].split("</table>", 1)[0]
        lines = [x.strip() for x in html.unescape(re.sub(r"<[^>]+>", "\n", table)).split("\n") if x.strip()]
        assert lines[:3] == ["sesión", "0", "1"]
        at = lines.index("Momento de la Verdad")
        assert lines[at:at + 3] == ["Momento de la Verdad", "bloqueado", "bloqueado"]
        at = lines.index("Estado")
        assert lines[at:at + 3] == ["Estado", "activo", "activo"]
    finally:
        ledger.close()
