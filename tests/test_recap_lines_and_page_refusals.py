"""A recap's lines and paragraphs on every page and in ``ledger history``, escaped; a bad filter of a page's
address refused inside the page it belongs to (the history page's form, the message beside the field, 400) or
with a link back to the page without it (README "Using the ledger": a recap keeps its line breaks and paragraphs;
"The server": a refusal names the field as typed, in the reader's language).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli
from test_web_pages import C, site  # noqa: F401 - site: the pages' fixture (Dana GM, Ana playing Gale)
from test_web_pages import client as signed_in
from web_support import SAMPLE

API = "/api/campaigns/Second%20Chances"
RECAP = 'Rook <b onclick="x()">fell</b>.\r\nGale & Ana\n\nThe next day.'


def summaries(text: str) -> list[str]:
    return re.findall(r'<div class="summary">(.*?)</div>', text, re.S)


def test_kept_lines_keep_breaks_and_paragraphs_and_escape_the_rest() -> None:
    from ledger.user_text import html_kept, kept_lines

    assert kept_lines("\nOne.\r\nTwo.\rThree.\n\n\nFour\x1b.\n") == ["One.", "Two.", "Three.", "", "", "Four\\x1b."]
    assert str(html_kept("<i>a</i>\n\nb & c")) == "&lt;i&gt;a&lt;/i&gt;<br><br>b &amp; c"
    assert kept_lines("one line") == ["one line"]


def test_a_recap_shows_its_lines_escaped_on_the_table_and_history_pages(site: Any) -> None:
    dana = signed_in(site, "Dana")
    made = dana.post(f"{API}/commands/recap", json={"text": RECAP, "session": 1})
    assert made.status_code == 201, made.text
    action = made.json()["action"]
    want = ('recap of session 1: Rook &lt;b onclick=&#34;x()&#34;&gt;fell&lt;/b&gt;.<br>Gale &amp; Ana<br><br>'
            'The next day.')
    for page in (f"{C}/history?kind=recap", f"{C}/history", C):
        got = dana.get(page)
        assert got.status_code == 200
        assert want in summaries(got.text), page
        assert "\\n" not in "".join(summaries(got.text)) and "<b onclick" not in got.text
    assert dana.get(f"{C}/history", params={"at": action}).text.count(want) == 1
    stored = dana.get(f"{API}/history", params={"kind": "recap"}).json()[-1]
    assert stored["events"][0]["detail"]["text"] == RECAP.replace("\r\n", "\n")    # the JSON keeps the lines


def test_ledger_history_shows_a_recaps_lines_and_paragraphs(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(SAMPLE))
    cli("recap", "Line <b>one</b>\nline two\n\nPara two", "--session", "1")
    table = cli("history", "--kind", "recap", "--lang", "es").stdout.splitlines()
    at = next(i for i, line in enumerate(table) if "Line <b>one</b>" in line)
    assert [line.strip() for line in table[at:at + 4]][1:] == ["line two", "", "Para two"]
    assert table[at].rstrip().endswith("resumen de sesión 1: Line <b>one</b>")
    narrow = Cli(cli.store, env={"COLUMNS": "70"})("history", "--kind", "recap").stdout.splitlines()
    at = narrow.index("      recap of session 1: Line <b>one</b>")
    assert narrow[at + 1:at + 4] == ["      line two", "", "      Para two"]
    compact = cli("history", "--kind", "recap", "--compact").stdout                # one line an action: escaped
    assert "Line <b>one</b>\\nline two\\n\\nPara two" in compact
    told = cli("recap", "A\nB", "--scene", "1").stdout.splitlines()
    assert told[1:] == ["  recap of scene 1: A", "  B"]


@pytest.mark.parametrize("field, value", [("since", "gestern"), ("session", "abc"), ("kind", "invite"),
                                          ("until", "2026-13-01")])
def test_a_bad_history_filter_is_said_beside_its_field_in_the_history_page(site: Any, field: str, value: str) -> None:
    dana = signed_in(site, "Dana", **{"Accept-Language": "es"})
    got = dana.get(f"{C}/history", params={"actor": "GM", field: value})
    assert got.status_code == 400
    api = dana.get(f"{API}/history", params={field: value})
    assert api.status_code == 400 and api.json()["error"]["field"] == field
    said = re.findall(rf'<span class="error" role="alert" id="refused-{field}" data-field="{field}">(.*?)</span>', got.text)
    assert said == [html.escape(api.json()["error"]["message"], quote=True).replace("&#x27;", "&#39;")]
    assert f'name="{field}" value="{value}"' in got.text and 'aria-invalid="true"' in got.text
    assert 'name="actor" value="GM"' in got.text and '<form method="get" class="filters card">' in got.text
    assert 'lang="es"' in got.text and "Historial" in got.text
    assert 'class="row' not in got.text                                                   # no rows under a refusal


def test_a_bad_page_number_is_said_in_the_history_page_with_a_way_back(site: Any) -> None:
    got = signed_in(site, "Dana").get(f"{C}/history", params={"kind": "roll", "page": "x"})
    assert got.status_code == 400
    said = r'<p class="error" role="alert" data-field="page"><b>page</b>: <span>.+?</span> · <a href="\?(.*?)" rel="back">'
    assert re.findall(said + "Back</a></p>", got.text) == ["kind=roll"]


@pytest.mark.parametrize("who, path, back", [
    ("Ana", f"{C}/me?as_of=abc", f"{C}/character/Gale"),
    ("Ana", f"{C}/character/Gale?session=1&as_of=abc", f"{C}/character/Gale?session=1"),
    ("Dana", f"{C}/chronicle?download=maybe", f"{C}/chronicle"),
])
def test_a_refused_address_links_back_to_the_page_without_the_bad_parameter(site: Any, who: str, path: str,
                                                                             back: str) -> None:
    got = signed_in(site, who).get(path)
    assert got.status_code == 400
    assert re.findall(r'<a href="([^"]*)" rel="back">Back</a>', got.text) == [back]
    assert signed_in(site, who).get(back).status_code == 200
