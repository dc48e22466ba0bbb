"""Every caption of the table page's forms starts with a capital letter, in every language of every system (one
rule, ``ledger.web.pages.words.caption``): a field's caption from the system's words ("motivo" -> "Motivo"), from
the pages' own words ("como" -> "Como") or from an option's name ("acting-on-answers"), a pick detail's, and the
captions a refusal names a field by (``data-captions``). Source: README "The web table" (a form speaks the page's
words). Runs on both stores (``LEDGER_TEST_STORE``)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from web_support import replayed_gm

#: Each sample campaign (one of each system) and the languages its system reads in.
SAMPLES = [("masks-second-chances.yaml", "Second Chances", ("en", "es")),
           ("mouseguard-darkwater-crossing.yaml", "Darkwater Crossing", ("en", "es")),
           ("pokemon-aranciopoli-noir.yaml", None, ("it", "en")),
           ("mosaic-blumen-des-montezuma.yaml", None, ("de", "en")),
           ("basic-the-salt-road.yaml", None, ("en",))]


def captions(page: str) -> list[str]:
    """Every caption the table page's forms show or name a field by: each field's ``data-caption`` (a pick detail's
    after its option id), each field's shown caption, and the values of each form's ``data-captions``."""
    forms = re.search(r'<section id="actions".*?</section>', page, re.S)
    text = forms.group(0) if forms else page
    found = [html.unescape(c).split(" · ")[-1] for c in re.findall(r'data-caption="([^"]*)"', text)]
    found += [html.unescape(c) for c in re.findall(r'<label class="field[^"]*"[^>]*>\s*<span>([^<]+)</span>', text)]
    for named in re.findall(r'data-captions="([^"]*)"', text):
        found += list(json.loads(html.unescape(named)).values())
    return found


@pytest.mark.parametrize("sample, name, langs", SAMPLES)
def test_every_caption_of_the_table_s_forms_starts_with_a_capital(tmp_path: Path, sample: str, name: str | None,
                                                                  langs: tuple[str, ...]) -> None:
    from urllib.parse import quote

    app, ledger, gm = replayed_gm(tmp_path, sample)
    try:
        name = name or next(iter(ledger.campaigns()))
        for lang in langs:
            page = gm.get(f"/c/{quote(name, safe='')}?lang={lang}")
            assert page.status_code == 200, page.text[:300]
            found = captions(page.text)
            assert len(found) > 10, (sample, lang)
            lower = sorted({c for c in found if c[:1].isalpha() and not c[:1].isupper()})
            assert lower == [], (sample, lang)
    finally:
        ledger.close()


@pytest.mark.parametrize("lang, said", [("en", ["As", "Reason"]), ("es", ["Como", "Motivo"])])
def test_the_same_word_is_one_caption_on_every_form(tmp_path: Path, lang: str, said: list[str]) -> None:
    app, ledger, gm = replayed_gm(tmp_path, "masks-second-chances.yaml")
    try:
        page = gm.get(f"/c/Second%20Chances?lang={lang}").text
        shown = captions(page)
        assert {c for c in shown if c.lower() == said[0].lower()} == {said[0]}           # the actor's select
        assert {c for c in shown if c.lower() == said[1].lower()} == {said[1]}           # "Motivo", never "motivo"
    finally:
        ledger.close()


def test_the_caption_rule() -> None:
    from ledger.web.pages.forms import caption_of
    from ledger.web.pages.words import caption
    from rules import get_system

    assert [caption(t) for t in ("motivo", "Motivo", "acting-on-answers", "+1 de creación", "", "été")] == [
        "Motivo", "Motivo", "Acting-on-answers", "+1 de creación", "", "Été"]
    masks = get_system("masks")
    assert [caption_of(masks, k, "es") for k in ("reason", "character", "acting_on_answers", "name")] == [
        "Motivo", "Personaje", "Según las respuestas", "Nombre"]
    assert [caption_of(masks, k, "en") for k in ("reason", "character", "acting_on_answers")] == [
        "Reason", "Character", "Acting-on-answers"]
