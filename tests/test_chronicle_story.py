"""The chronicle tells the story first (README "Archiving a campaign"): each pick once, the move and who rolled before
the dice, no bookkeeping lines (the rules' version, ``— → yes``) in the story, and arc tables where every tracked value
that changed is shown by session: Mouse Guard's skills and tallies, Basic's damage as an amount, conditions by name,
every number under its session."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from chronicle_support import SAMPLES, chronicles


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """sample -> {"md", "html"}; each sample replayed once."""
    out: dict[str, dict[str, str]] = {}
    for sample in SAMPLES:
        out[sample] = chronicles(tmp_path_factory.mktemp(sample), sample)[1]
    return out


def entry(md: str, action: int) -> str:
    """The Markdown of one entry (action ``action``), up to the next entry or heading."""
    start = md.index(f"- **\\#{action}** ")
    nxt = re.search(r"\n(- \*\*\\#|#)", md[start + 1:])
    return md[start:start + 1 + nxt.start()] if nxt else md[start:]


def cast_table(md: str, name: str) -> list[list[str]]:
    """The arc table of character ``name`` in the Markdown chronicle's cast: its rows as lists of cells (the
    separator row left out)."""
    lines = md[md.index(f"\n### {name}\n", md.rindex("\n## ", 0, md.rindex("\n### "))):].split("\n")[2:]
    rows: list[list[str]] = []
    for line in lines:
        if not line.startswith("|"):
            if rows:
                break
            continue
        rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return [r for r in rows if not r[0].startswith("---")]


def test_each_pick_is_said_once_after_the_move_and_who_rolled(rendered: dict[str, dict[str, str]]) -> None:
    md = rendered["masks-halcyon-nights"]["md"]
    thirteen = entry(md, 13)
    assert "  - roll #12 Assess the Situation by Vex: 4+4 +3 (Superior) = 11 → strong hit (10+)\n" in thirteen
    assert "  - picks: AS2: what here is the biggest threat?; AS1: what here can I use to \\_\\_\\_?\n" in thirteen
    assert "AS2, AS1" not in thirteen and thirteen.count("AS2") == 1
    twelve = entry(md, 12)                                   # the move and who rolled, then the dice
    assert twelve.index("Assess the Situation by Vex") < twelve.index("`4` `4` = **11**")
    pokemon = entry(rendered["pokemon-aranciopoli-noir"]["md"], 18)
    assert "  - tiro #16 Scambio di Attacchi: 10-13\n  - scelte: Potenzi; Difendi" in pokemon
    assert pokemon.count("Potenzi") == 1 and "OptionsChosen" not in pokemon


@pytest.mark.parametrize("sample", SAMPLES)
def test_no_bookkeeping_line_in_the_story(rendered: dict[str, dict[str, str]], sample: str) -> None:
    md = rendered[sample]["md"]
    story = md[:md.index("\n## ", md.index("\n## ") + 1)]          # the title and the first chapter
    assert " rules " not in entry(md, 0) and "-20" not in entry(md, 0)     # no rules' version in the story
    assert re.search(r": — → (yes|sí|sì|ja)\b", md) is None           # a mark set reads as its name
    assert md.rstrip().endswith("*") and re.search(r"· (rules|reglas|Regeln|regole) [a-z]+-20\d\d\.\d+-\d+\*$",
                                                   md.rstrip()), md[-200:]
    assert "campaign" in story or "campaña" in story or "Kampagne" in story or "campagna" in story


def test_masks_marks_read_as_their_names(rendered: dict[str, dict[str, str]]) -> None:
    md = rendered["masks-halcyon-nights"]["md"]
    five = entry(md, 5)
    assert "  - → Influence Captain Meridian → Gale\n" in five and "— → yes" not in five
    assert "  - → Gale Insecure\n" in entry(md, 11)


def test_mouse_guard_arc_shows_the_skill_that_rose_and_its_tallies(rendered: dict[str, dict[str, str]]) -> None:
    md = rendered["mouseguard-darkwater-crossing"]["md"]
    assert "  - Tamsin Pathfinder rises to 2 (test #20)\n" in entry(md, 20) or "Pathfinder rises to 2 (test #20)" in md
    rows = {r[0]: r[1:] for r in cast_table(md, "Tamsin")}
    assert rows["Pathfinder"] == ["1", "2"]
    assert rows["session"] == ["start", "1"]
    brand = {r[0]: r[1:] for r in cast_table(md, "Brand")}
    assert brand["Fighter tallies"] == ["—", "1/0"]


def test_basic_damage_is_an_amount(rendered: dict[str, dict[str, str]]) -> None:
    rows = {r[0]: r[1:] for r in cast_table(rendered["basic-the-salt-road"]["md"], "Mara")}
    assert rows["Damage taken"] == ["0", "8", "8"]
    assert "◆ Damage taken" not in rows                            # the amount, not a count of events
    assert rows["Level"] == ["3", "3", "5"]


class Tables(HTMLParser):
    """Each ``table.arc-values`` of an HTML chronicle: its rows as lists of cells (text)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self.inside = False
        self.cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table" and ("class", "arc-values") in attrs:
            self.inside = True
            self.tables.append([])
        elif self.inside and tag == "tr":
            self.tables[-1].append([])
        elif self.inside and tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self.inside = False
        elif self.inside and tag in ("td", "th") and self.cell is not None:
            self.tables[-1][-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


@pytest.mark.parametrize("sample", ["pokemon-aranciopoli-noir", "mosaic-blumen-des-montezuma", "masks-halcyon-nights"])
def test_every_number_stands_under_its_session(rendered: dict[str, dict[str, str]], sample: str) -> None:
    parser = Tables()
    parser.feed(rendered[sample]["html"])
    assert parser.tables
    for table in parser.tables:
        width = len(table[0])
        assert all(len(row) == width for row in table), table     # one cell per session in every row
    md = rendered[sample]["md"]
    for block in re.findall(r"\n(\| [^\n]+ \|\n\|---\|[^\n]*\n(?:\|[^\n]*\n)+)", md):
        lines = block.strip().split("\n")
        counts = {line.replace("\\|", "").count("|") for line in lines}
        assert len(counts) == 1, lines
    css = rendered[sample]["html"]
    assert "table.arc-values td, table.arc-values thead th + th { text-align: right" in css


def test_pokemon_debts_and_alert_by_session(rendered: dict[str, dict[str, str]]) -> None:
    rows = {r[0]: r[1:] for r in cast_table(rendered["pokemon-aranciopoli-noir"]["md"], "Nero")}
    assert rows["Allerta"] == ["1", "2", "3"] and rows["Lista dei Debiti"] == ["—", "Zio Sam", "Zio Sam"]


def test_equal_lines_stay_distinguishable(rendered: dict[str, dict[str, str]]) -> None:
    html = rendered["masks-halcyon-nights"]["html"]
    svg = html[html.index("<svg"):html.index("</svg>")]          # Gale: Danger and Freak both -1 all along
    radii = re.findall(r'<g class="series serie-(\d)[^"]*"><g class="dots"><circle [^>]*r="([\d.]+)"', svg)
    sizes = dict(radii)
    assert sizes["0"] != sizes["1"] and float(sizes["0"]) > float(sizes["1"])
