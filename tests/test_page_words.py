"""Every page in the reader's language, what its script shows included: the table, My character, the desk, the
history, the chronicle, join and sign-in read in Spanish (Masks), Italian (Pokémon) and German (MOSAIC) with no English left
outside what people typed (README "The web table": the pages in each system's language; the script's words come
from the server, ``ledger.web.pages.words.script_words``; the why panel's rows are worded by the system).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
import yaml
from starlette.testclient import TestClient

from conftest import ROOT
from test_refusal_catalogue import english_left
from web_support import account, grant

PASSWORD = "a table of five"
#: (sample campaign, the system's language other than English, a character of it)
READERS = [("masks-second-chances.yaml", "es", "Rook"), ("pokemon-aranciopoli-noir.yaml", "it", "Nero"),
           ("mosaic-blumen-des-montezuma.yaml", "de", "Diego")]


def typed_texts(sample: Path) -> list[str]:
    """Every text of a campaign file longer than a word: what its people typed (titles, reasons, notes, names)."""
    found: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, str) and " " in v.strip():
            found.append(" ".join(v.split()))
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(yaml.safe_load(sample.read_text(encoding="utf-8")))
    return sorted(set(found), key=len, reverse=True)              # the longest first: a name inside one stays


@pytest.fixture(params=READERS, ids=[r[1] for r in READERS])
def reader(request: Any, tmp_path: Path) -> Any:
    """(GM client, player client, anonymous client, campaign URL part, language, a character, what people typed)."""
    from ledger.service import Ledger
    from ledger.web import make_app

    sample, lang, character = request.param
    ledger = Ledger(str(tmp_path / "words.sqlite"))
    ledger.replay(ROOT / "sample_campaigns" / sample)
    account(ledger, "Dana", PASSWORD)
    grant(ledger, "Dana", "gm", [])
    account(ledger, "Ana", PASSWORD)
    grant(ledger, "Ana", "player", [character])
    app = make_app(ledger, secret="words-test")

    def client(name: str | None) -> TestClient:
        c = TestClient(app, base_url="http://127.0.0.1", headers={"accept-language": lang})
        if name is not None:
            got = c.post("/api/sign-in", json={"name": name, "password": PASSWORD})
            c.headers["X-CSRF-Token"] = got.json()["csrf"]
        return c

    name = next(iter(ledger.campaigns()))
    yield client("Dana"), client("Ana"), client(None), quote(name, safe=""), lang, character, \
        typed_texts(ROOT / "sample_campaigns" / sample)
    ledger.close()


#: The languages whose systems' forms have their help translated (rules/<system>/help_words.py): the help is read too.
HELP_READ = {"es", "it", "de"}


def shown_lines(page: str, with_help: bool = False) -> list[str]:
    """The lines a person reads on ``page``'s body, the command table's help texts (the models' descriptions)
    left out unless ``with_help``."""
    body = re.sub(r"<style.*?</style>", "", page.split("<body", 1)[1].split(">", 1)[1], flags=re.S)   # a chart's
    if not with_help:
        body = re.sub(r'<small class="help">.*?</small>|<summary>(<b>.*?</b>) <span class="muted">.*?</span>',
                      lambda m: m.group(1) or "", body, flags=re.S)
    body = re.sub(r"<[^>]+>", "\n", body)
    return [x.strip() for x in html.unescape(body).split("\n") if x.strip()]


def english_lines(page: str, typed: list[str], lang: str = "") -> list[str]:
    """Lines of ``page`` with English marker words, what people typed taken out of each first (the forms' help
    too when ``lang`` is one of ``HELP_READ``)."""
    left = []
    for line in shown_lines(page, lang in HELP_READ):
        rest = " ".join(line.split())
        for t in typed:
            rest = rest.replace(t, " ")
        if english_left(rest):
            left.append(line)
    return left


def test_every_page_reads_in_the_readers_language(reader: Any) -> None:
    gm, player, anon, q, lang, character, typed = reader
    pages = {"sign in": anon.get("/"), "join": player.get("/join"), "campaigns": player.get("/"),
             "table": gm.get(f"/c/{q}"), "player's table": player.get(f"/c/{q}"),
             "my character": player.get(f"/c/{q}/me"), "character": gm.get(f"/c/{q}/character/{character}"),
             "desk": gm.get(f"/c/{q}/desk"), "history": gm.get(f"/c/{q}/history"),
             "chronicle": gm.get(f"/c/{q}/chronicle")}
    for what, got in pages.items():
        assert got.status_code == 200, (what, got.text[:200])
        assert f'<html lang="{lang}">' in got.text, what
        assert english_lines(got.text, typed, lang) == [], what
    if lang in HELP_READ:                                    # the forms' help is read, in the reader's language
        import rules

        recap = rules.get_system({"es": "masks", "it": "pokemon", "de": "mosaic"}[lang]).help_of("recap", "text", lang)
        assert recap in shown_lines(pages["table"].text, with_help=True)


def test_the_desk_and_the_forms_name_their_fields_in_the_readers_language(reader: Any) -> None:
    gm, _player, _anon, q, lang, _character, _typed = reader
    from ledger.web.pages.words import word

    desk = shown_lines(gm.get(f"/c/{q}/desk").text)
    for english in ("amend #", "undo #", "redo #", "cascade", "role", "characters", "expires", "player", "viewer",
                    "own", "off", "all-but-gm"):
        assert english not in desk, english
    assert word("cascade", lang) in desk and f'{word("amend", lang)} #' in desk
    table = shown_lines(gm.get(f"/c/{q}").text)
    assert "name *" not in table and f'{word("name", lang)} *' in table       # a form's caption, worded


def test_the_script_is_sent_its_words_in_the_readers_language(reader: Any) -> None:
    gm, _player, anon, q, lang, _character, _typed = reader
    from ledger.web.pages.words import SCRIPT, WORDS

    shared = {"es": "DJ", "de": "SL", "it": "GM"}[lang]           # rules.i18n: the word a language's systems share
    the_gm = {"es": "Narrador", "de": "SL", "it": "GM"}[lang]     # the campaign's system's (Masks: seed 000)
    for got, named in ((anon.get("/"), shared), (gm.get(f"/c/{q}"), the_gm)):
        sent = json.loads(html.unescape(re.search(r"<meta name=\"words\" content='([^']*)'>", got.text).group(1)))
        assert sent["words"] == {k: WORDS[k][lang].replace("{gm}", named) for k in SCRIPT}
        assert all(not english_left(v) for v in sent["words"].values())
    commands = sent["commands"]
    assert "undo" in commands and commands["undo"] != "undo" and commands["note"] != "note"
    script = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "ledger" / "web" / "pages" / "static").glob("*.js"))
    for english in ("undone by", "decided again", "would no longer hold", "nothing else changes", '"code: "'):
        assert english not in script.replace(f'said("{english}")', ""), english       # words come from the page


def test_the_why_rows_are_worded_by_the_system(reader: Any) -> None:
    gm, _player, _anon, q, lang, character, _typed = reader
    from ledger.projections.why_words import why_words
    import rules

    sheet = gm.get(f"/api/campaigns/{q}/sheet/{character}").json()
    system = rules.get_system({"es": "masks", "it": "pokemon", "de": "mosaic"}[lang])
    fields = [k for k in sheet if k not in ("name", "kind")]
    seen = 0
    for field in fields[:6]:
        bare = gm.get(f"/api/campaigns/{q}/why/{character}/{field}")
        worded = gm.get(f"/api/campaigns/{q}/why/{character}/{field}", params={"lang": lang})
        if bare.status_code != 200:
            continue
        assert all("said" not in r for r in bare.json())                 # as ``ledger why --json``
        for row, plain in zip(worded.json(), bare.json()):
            assert {k: v for k, v in row.items() if k not in ("said", "time")} == \
                {k: v for k, v in plain.items() if k != "time"}
            assert row["said"] == why_words(plain, lang, system)
            assert row["said"]["command"] != row["command"] or row["command"] not in system.commands
            assert not english_left(" ".join(filter(None, [row["said"]["what"], row["said"]["before"],
                                                           row["said"]["after"]])))
            seen += 1
    assert seen >= 1



def test_every_rule_of_the_table_has_its_words_in_each_language() -> None:
    from ledger.group.permissions import APPROVAL, FIXED, RULES
    from ledger.web.pages.desk_words import VALUES, meaning

    sentences = [s for values in RULES.values() for s in values.values()] + list(FIXED.values())
    for lang, gm in (("es", "DJ"), ("de", "SL"), ("it", "GM")):
        said = {s: meaning({"meaning": s}, lang, gm) for s in sentences}
        assert [s for s, t in said.items() if t == s] == [], lang              # every sentence has its words
    assert meaning({"meaning": FIXED["table"]}, "es", "DJ").startswith("solo un DJ")
    values = {v for vs in RULES.values() for v in vs} | set(APPROVAL)
    assert {v: sorted(VALUES.get(v, {})) for v in values} == {v: ["de", "es", "it"] for v in values}


def test_the_gm_is_named_as_the_system_names_the_gm_on_every_page(reader: Any) -> None:
    gm, _player, _anon, q, lang, _character, _typed = reader
    the_gm = {"es": "Narrador", "de": "SL", "it": "GM"}[lang]     # seed 000 (Masks) "el Narrador", 001 "SL"
    desk = {"es": f"Mesa del {the_gm}", "de": f"Tisch der {the_gm}", "it": f"Scrivania del {the_gm}"}[lang]
    listed = shown_lines(gm.get("/").text)
    system = listed[listed.index(html.unescape(q).replace("%20", " ")) + 1]
    assert system.endswith(f" · {the_gm}"), system                    # the campaigns list: "Masks · Narrador"
    for path in ("", "/me", "/desk", "/history", "/chronicle"):
        lines = shown_lines(gm.get(f"/c/{q}{path}").text)
        assert path == "/chronicle" or desk in lines, path               # the desk link in each page bar
        if the_gm != "GM":
            assert not [x for x in lines if re.search(r"\bGM\b", x)], (path, [x for x in lines if "GM" in x][:5])
    people = shown_lines(gm.get(f"/c/{q}/desk").text)
    from ledger.web.pages.words import word

    table = people.index(word("people", lang))
    assert people[people.index("Dana", table) + 1] == the_gm           # the people table: Dana's role


def test_the_desk_names_the_gm_by_one_word_in_its_sentences_and_values(reader: Any) -> None:
    """Seed 001 (German: the GM is "SL", never spelled out "Spielleitung" beside it); 000/004 "el DJ": the desk's
    sentences, the approval value "all-but-gm" and the people table name the GM by the system's one word."""
    gm, _player, _anon, q, lang, _character, _typed = reader
    from ledger.web.pages.desk_words import value_word

    the_gm = {"es": "DJ", "de": "SL", "it": "GM"}[lang]
    assert value_word("all-but-gm", lang, the_gm) == {"es": "todos menos el DJ", "de": "alle außer der SL",
                                                      "it": "tutti tranne il GM"}[lang]
    text = " ".join(shown_lines(gm.get(f"/c/{q}/desk").text))
    assert "Spielleitung" not in text and "Spielleiter" not in text
    if lang == "de":
        assert "SL" in text.split()
