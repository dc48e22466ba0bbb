"""My character's arc chart on a 390 px phone (README "The web table": My character readable on a 390 px phone):
every text of the chart lies inside its drawing (a marker's label near the right edge is drawn left of its marker,
or cut with "…" and given whole in its title and the legend), and lines with equal values stay apart (each its own
dash pattern, and drawn a little above or below one another where their values are equal).

The chart is drawn in SVG units and scaled to the screen's width, so what fits the viewBox fits every width; a
label's extent is measured as the chart measures it (``label_width``: a wide letter's width per character)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import quote

import pytest

from conftest import ROOT
from ledger.service import Ledger
from ledger.web.pages.arc_chart import APART, chart, label_width, place_label
from web_support import account, grant

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))
TEXT = re.compile(r'<text x="([-\d.]+)" y="[-\d.]+" font-size="(\d+)"(?: text-anchor="(\w+)")?[^>]*>'
                  r'(?:<title>[^<]*</title>)?([^<]*)</text>')


def _pages(tmp_path: Path) -> list[tuple[str, str, str, str]]:
    """(campaign, language, character, My character page) for every character of every sample campaign in every
    language its system has, as the GM sees it; Gale of Halcyon Nights first marks his first condition (a marker
    at the last session, near the chart's right edge)."""
    from starlette.testclient import TestClient

    from ledger.web import make_app

    ledger = Ledger(str(tmp_path / "samples.sqlite"), warm=True)
    for sample in SAMPLES:
        ledger.replay(sample)
    gale = ledger.now("Halcyon Nights").state["characters"]["Gale"]
    ledger.act("Halcyon Nights", "mark", {"character": "Gale", "condition": next(iter(gale["conditions"]))})
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm")
    client = TestClient(make_app(ledger, secret="fit-test"), base_url="http://127.0.0.1")
    out = []
    try:
        client.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"})
        for name in ledger.campaigns():
            system = ledger.system(name)
            for lang in system.languages:
                for who in system.views.characters(ledger.now(name).state, lang):
                    got = client.get(f"/c/{quote(name)}/character/{quote(who, safe='')}",
                                     headers={"Accept-Language": lang})
                    assert got.status_code == 200, (name, lang, who, got.text[:200])
                    out.append((name, lang, who, got.text))
    finally:
        client.close()
        ledger.close()
    return out


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, str, str, str]]:
    """``_pages`` once for the module."""
    return _pages(tmp_path_factory.mktemp("fit"))


def _svg(page: str) -> str | None:
    """The arc chart's SVG in a My character page (None when the page has no chart)."""
    found = re.search(r'<figure class="arc">\s*(<svg viewBox=.*?</svg>)', page, re.S)
    return found.group(1) if found else None


def _unescape(text: str) -> str:
    """HTML text as read (the few entities the templates write)."""
    return (text.replace("&#34;", '"').replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
            .replace("&amp;", "&"))


def test_every_text_of_every_sample_characters_chart_lies_inside_it(pages: list[tuple[str, str, str, str]]) -> None:
    charts = labels = 0
    for name, lang, who, page in pages:
        svg = _svg(page)
        if svg is None:
            continue
        charts += 1
        width = float(re.match(r'<svg viewBox="0 0 ([\d.]+)', svg).group(1))
        for x, size, anchor, text in TEXT.findall(svg):
            extent = label_width(_unescape(text), float(size))
            left = {"end": float(x) - extent, "middle": float(x) - extent / 2}.get(anchor, float(x))
            assert 0 <= left and left + extent <= width, (name, lang, who, text, left, left + extent, width)
            labels += 'class="mark-label"' in svg and text != ""
    assert charts >= 10 and labels > 0


def test_gales_condition_marked_at_the_last_session_is_labelled_left_of_its_marker(
        pages: list[tuple[str, str, str, str]]) -> None:
    checked = 0
    for name, lang, who, page in pages:
        if (name, who) != ("Halcyon Nights", "Gale"):
            continue
        svg = _svg(page)
        marks = re.findall(r'<polygon points="([-\d.,]+) [^"]*" fill="[^"]*"><title>[^<]*</title></polygon>'
                           r'<text x="([-\d.]+)" y="[-\d.]+" font-size="10" text-anchor="(\w+)"', svg)
        last = max(float(p.split(",")[0]) for p, _, _ in marks)
        width = float(re.match(r'<svg viewBox="0 0 ([\d.]+)', svg).group(1))
        at_last = [(float(x), a) for p, x, a in marks if float(p.split(",")[0]) == last]
        assert at_last and all(a == "end" and x < last for x, a in at_last), (lang, at_last)
        assert width - last < 40
        checked += 1
    assert checked >= 2


def _lines(svg: str) -> list[tuple[str, str]]:
    """Each line of a chart: (its points, its dash pattern; "" solid)."""
    return [(p, d or "") for p, d in re.findall(r'<polyline points="([^"]*)" fill="none" stroke="[^"]*" '
                                                r'stroke-width="[^"]*"(?: stroke-dasharray="([^"]*)")?', svg)]


def test_no_two_lines_of_any_sample_characters_chart_are_drawn_alike(pages: list[tuple[str, str, str, str]]) -> None:
    compared = 0
    for name, lang, who, page in pages:
        svg = _svg(page)
        lines = _lines(svg) if svg else []
        for i, one in enumerate(lines):
            for other in lines[i + 1:]:
                assert one[1] != other[1] or one[0] != other[0], (name, lang, who, one)
                compared += 1
    assert compared > 0


def test_equal_values_are_drawn_apart_and_dashed_differently() -> None:
    data = {"sessions": [1, 2, 3], "marks": [],
            "series": [{"name": "A", "values": [-1, -1, -1]}, {"name": "B", "values": [-1, -1, -1]},
                       {"name": "C", "values": [-1, 0, None]}, {"name": "D", "values": [2, 0, 1]}]}
    lines = chart(data)["lines"]
    ys = [[float(p.split(",")[1]) for p in line["points"].split()] for line in lines]
    assert len({line["dash"] for line in lines}) == 4
    assert ys[1][0] == ys[0][0] - APART and ys[2][0] == ys[0][0] + APART      # B above A, C below A
    assert ys[3][1] == ys[2][1] - APART                                        # D above C where both are 0
    assert ys[3][0] != ys[0][0] and ys[2][1] != ys[0][0]                        # values apart stay in place


def test_a_label_goes_where_it_fits_and_is_cut_only_when_it_fits_nowhere() -> None:
    right = place_label(40, "Angry")
    assert right["anchor"] == "start" and right["text"] == "Angry" and right["left"] == 47
    left = place_label(332, "Angry")
    assert left["anchor"] == "end" and left["right"] == 325 and left["text"] == "Angry" and not left["cut"]
    long = "x" * 80
    cut = place_label(200, long)
    assert cut["cut"] and cut["text"].endswith("…") and cut["anchor"] == "end"
    assert cut["left"] >= 0 and cut["right"] <= 193 and len(cut["text"]) < 80
