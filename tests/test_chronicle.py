"""``ledger chronicle`` (README "The chronicle: a record to read aloud"), the campaign's record as Markdown or a self-contained HTML page.

Every sample campaign is replayed once (per module) and rendered in both formats; the tests compare the
documents with what ``ledger history --json`` and ``ledger sheet --json`` say. The page in a real browser
is ``test_chronicle_browser.py``.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest

import rules
from chronicle_support import SAMPLES, chronicles, history_rolls, md_sections, outline, player_characters
from conftest import ROOT, Cli
from ledger.chronicle.render import md_escape


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """sample -> {"cli", "history" (rows), "md", "html", "folder"}; each sample replayed once."""
    out: dict[str, dict[str, Any]] = {}
    for sample in SAMPLES:
        folder = tmp_path_factory.mktemp(sample)
        cli, docs = chronicles(folder, sample)
        out[sample] = {"cli": cli, "history": cli.json("history"), "folder": folder, **docs,
                       "pcs": player_characters(cli, sample)}
    return out


@pytest.mark.parametrize("sample", SAMPLES)
def test_markdown_of_every_sample(rendered: dict[str, dict[str, Any]], sample: str) -> None:
    r = rendered[sample]
    md, rows = r["md"], r["history"]
    system = rules.get_system(sample.split("-")[0])
    w = lambda k: system.word(k, system.languages[0])  # noqa: E731 - the default language's words
    rolls = history_rolls(rows)
    assert rolls > 0
    assert md.count("\n  - 🎲 ") == rolls                        # one roll entry per event with dice
    undone = [row for row in rows if row["undone_by"] is not None]
    amended = [row for row in rows if row["amended_by"]]
    assert md.count(f"**{w('undone').upper()}** — {w('undone by')} \\#") == len(undone)
    assert md.count(f"**{w('amended').upper()}** — ") == sum(len(row["amended_by"]) for row in amended)
    for row in rows:                                             # every action, in order
        assert f"- **\\#{row['action']}** " in md
    positions = [md.index(f"- **\\#{row['action']}** ") for row in rows]
    assert positions == sorted(positions)
    sessions = sorted({row["session"] for row in rows if row["session"]})
    titles = {e["detail"]["number"]: e["detail"].get("title") for row in rows if row["undone_by"] is None
              for e in row["events"] if e["kind"] == "SessionStarted"}
    for n in sessions:                                           # each session headed by its number and the GM's title
        title = f": {md_escape(titles[n])}" if titles.get(n) else ""
        assert f"\n## {w('Session')} {n}{title}\n" in md
    cast = md_sections(md)
    assert r["pcs"] and set(r["pcs"]) <= set(cast)
    for name in r["pcs"]:                                        # every PC has a chart and its values per session
        assert "<figure>\n<svg " in cast[name] and "</svg>\n</figure>" in cast[name], name
        assert f"\n| {w('session')} | {w('start')} |" in cast[name]
    assert "<script" not in md
    assert stat.S_IMODE(os.stat(r["folder"] / "chronicle.md").st_mode) == 0o600


@pytest.mark.parametrize("sample", SAMPLES)
def test_html_of_every_sample(rendered: dict[str, dict[str, Any]], sample: str) -> None:
    r = rendered[sample]
    page = outline(r["html"])
    rows = r["history"]
    assert page.rolls == history_rolls(rows)
    for row in rows:
        classes = page.entries[f"a{row['action']}"]
        assert ("undone" in classes) == (row["undone_by"] is not None), row["action"]
        assert ("amended" in classes) == bool(row["amended_by"]), row["action"]
    assert page.amended_marks == sum(len(row["amended_by"]) for row in rows)
    for name in r["pcs"]:
        assert page.svgs.get(name) == 1, (name, page.svgs)
    assert page.scripts == 0 and page.links == []                 # no JavaScript, nothing loaded from outside
    assert "Content-Security-Policy" in r["html"] and "default-src 'none'" in r["html"]
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in r["html"]
    assert "@media print" in r["html"] and "@media (max-width:" in r["html"]
    assert stat.S_IMODE(os.stat(r["folder"] / "chronicle.html").st_mode) == 0o600


def test_second_chances_reads_its_corrections(rendered: dict[str, dict[str, Any]]) -> None:
    """The sample whose GM corrects the record: the amended roll with its correction, the undone mark and
    the undone resolve struck with their reasons, the shift undone then redone standing, picks in words."""
    md = rendered["masks-second-chances"]["md"]
    entry = lambda n: md.split(f"- **\\#{n}** ")[1].split("\n- **\\#")[0]  # noqa: E731
    six = entry(6)
    assert "🎲 ~~roll #6 Directly Engage a Threat by Rook vs Doctor Arclight: 1+2 +3 (Danger) = 6 → miss (6-) (physical) — " \
           "`1` `2` = **6** · **miss (6-)**~~" in six                     # who and what first, then the dice
    assert "**AMENDED** — amended by \\#8: misread die: it was a 6" in six
    assert "**now:** roll #6 Directly Engage a Threat by Rook vs Doctor Arclight: 6+2 +3 (Danger) = 11 → strong hit " \
           "(10+) (physical) — `6` `2` = **11** · **strong hit (10+)**" in six
    assert "~~→ Rook potential: 0 → 1~~" in entry(7) and "**UNDONE** — undone by \\#8: misread die" in entry(7)
    assert "~~→ Gale Angry~~" in entry(10)                     # a mark set: its name, no "no → yes"
    assert "**UNDONE** — undone by \\#11: wrong hero: Rook got angry, not Gale" in entry(10)
    assert "→ Rook Savior: -1 → 0" in entry(15) and "~~" not in entry(15) and "UNDONE" not in entry(15)
    assert "redo #15" in entry(17) and "*reason: no: the words land after all*" in entry(17)
    assert "picks: DE1: resist or avoid their blows; DE3: create an opportunity for your allies" in entry(9)
    assert "\n### Scene 1: The Museum at Midnight\n" in md
    html = rendered["masks-second-chances"]["html"]
    page = outline(html)
    assert page.corrected_rolls == 1 and page.entries["a6"] == {"entry", "play", "amended"}
    assert page.entries["a10"] == {"entry", "play", "undone"} and page.entries["a15"] == {"entry", "play"}
    assert '<span class="die">6</span><span class="die">2</span></span> <span class="total">= 11</span>' in html
    assert "<li>DE1: resist or avoid their blows</li>" in html


def test_arc_chart_marks_conditions(rendered: dict[str, dict[str, Any]]) -> None:
    """Masks: the five Labels are the lines; the sessions where conditions were marked carry a marker."""
    cast = md_sections(rendered["masks-halcyon-nights"]["md"])
    rook = cast["Rook"]
    arc = rendered["masks-halcyon-nights"]["cli"].json("arc", "Rook")
    term = rules.get_system("masks").views.term
    named: dict[int, list[str]] = {col["session"]: [] for col in arc["sessions"]}
    for row in rendered["masks-halcyon-nights"]["history"]:          # the conditions Rook had marked, by session
        for e in row["events"] if row["undone_by"] is None and not row["amended_by"] else []:
            said = term(e["detail"].get("condition"), "en") if e["kind"] == "ConditionMarked" else None
            if e["detail"].get("character") == "Rook" and said not in (None, *named[row["session"]]):
                named[row["session"]].append(said)
    assert any(len(n) > 1 for n in named.values())                  # a session where more than one was marked
    assert "| ◆ Conditions marked | " + " | ".join(", ".join(n) for n in named.values()) + " |" in rook
    import re

    labels = [", ".join(re.findall(r">([^<]*)</tspan>", m)) for m in re.findall(r'class="label"[^>]*>(.*?)</text>', rook)]
    for n in named.values():                                       # the chart's marker says them too (its lines)
        assert not n or ", ".join(n) in labels
    for label in ("Danger", "Freak", "Savior", "Superior", "Mundane"):
        values = [col["values"][label] for col in arc["sessions"]]
        assert f"| {label} | " + " | ".join(map(str, values)) + " |" in rook
        assert f">{label}</text>" in rook                       # a line of the chart, named in its legend
    assert ">◆ Conditions marked</text>" in rook
    assert ">Potential</text>" not in rook                        # Masks charts the Labels only
    assert "<title>Arc: Rook</title>" in rook and 'role="img"' in rook


def test_lang_gives_the_systems_terms(rendered: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    halcyon = rendered["masks-halcyon-nights"]["cli"]
    halcyon("chronicle", "--format", "html", "--out", str(tmp_path / "es.html"), "--lang", "es")
    es = (tmp_path / "es.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in es and ">Reparto</h2>" in es and "<h2>Sesión 1: Lights Out on Bayside</h2>" in es
    assert ">Peligro</text>" in es and ">◆ Condiciones marcadas</text>" in es
    assert "éxito total (10+)" in es and "strong hit" not in es and ">Cast<" not in es
    assert outline(es).rolls == outline(rendered["masks-halcyon-nights"]["html"]).rolls
    mosaic = rendered["mosaic-blumen-des-montezuma"]["cli"]
    mosaic("chronicle", "--out", str(tmp_path / "de.md"), "--lang", "de")
    de = (tmp_path / "de.md").read_text(encoding="utf-8")
    assert de.count("\n## Sitzung ") == len({r["session"] for r in rendered["mosaic-blumen-des-montezuma"]["history"]
                                             if r["session"]})
    assert "\n## Besetzung\n" in de and "Erfolg" in de
    pokemon = rendered["pokemon-aranciopoli-noir"]
    assert "\n## Personaggi\n" in pokemon["md"]                       # Italian is the system's first language
    pokemon["cli"]("chronicle", "--out", str(tmp_path / "en.md"), "--lang", "EN")
    assert "\n## Cast\n" in (tmp_path / "en.md").read_text(encoding="utf-8")


def test_the_same_campaign_gives_the_same_bytes(rendered: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    r = rendered["mouseguard-darkwater-crossing"]
    r["cli"]("chronicle", "--format", "html", "--out", str(tmp_path / "again.html"))
    assert (tmp_path / "again.html").read_text(encoding="utf-8") == r["html"]


def _refused(cli: Cli, field: str, *args: str) -> str:
    proc = cli("chronicle", *args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), (args, proc.stderr)
    assert proc.stdout == ""
    return lines[0]


def test_bad_input_is_refused_in_one_line_and_writes_nothing(rendered: dict[str, dict[str, Any]], tmp_path: Path) -> None:
    cli = rendered["masks-second-chances"]["cli"]
    existing = tmp_path / "kept.html"
    existing.write_text("mine", encoding="utf-8")
    before = cli.bytes()
    assert "--force" in _refused(cli, "out", "--format", "html", "--out", str(existing))
    assert existing.read_text(encoding="utf-8") == "mine"
    assert "does not exist" in _refused(cli, "out", "--format", "md", "--out", str(tmp_path / "no" / "such.md"))
    assert "is a folder" in _refused(cli, "out", "--format", "md", "--out", str(tmp_path), "--force")
    _refused(cli, "lang", "--format", "md", "--out", str(tmp_path / "x.md"), "--lang", "fr")
    _refused(cli, "format", "--out", str(tmp_path / "x.txt"))
    _refused(cli, "usage", "--format", "pdf", "--out", str(tmp_path / "x.pdf"))
    _refused(cli, "usage", "--format", "md")
    _refused(cli, "campaign", "--format", "md", "--out", str(tmp_path / "x.md"), "--campaign", "Nowhere")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.html"]    # no file, no temporary file left
    assert cli.bytes() == before
    cli("chronicle", "--format", "html", "--out", str(existing), "--force")
    assert existing.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert stat.S_IMODE(existing.stat().st_mode) == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.html"]


def test_user_text_is_escaped(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "store.sqlite")
    name = "<img src=x onerror=alert(1)> *Night* | ~~one~~"
    cli("create", name)
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("add-character", "<i>Ash</i> & Co", "--playbook", "nova", "--plus-one", "freak")
    cli("session", "start")
    cli("scene", "start", "--title", "</h3><script>alert(2)</script> [link](http://x)")
    cli("roll", "Directly Engage a Threat", "--as", "Rook", "--dice", "4,5", "--reason", "a & b <b>bold</b>\u202e[31m")
    cli("chronicle", "--out", str(tmp_path / "c.html"))
    cli("chronicle", "--out", str(tmp_path / "c.md"))
    html = (tmp_path / "c.html").read_text(encoding="utf-8")
    assert "<script" not in html and "<img" not in html and "<b>bold" not in html
    assert "&lt;img src=x onerror=alert(1)&gt; *Night* | ~~one~~" in html
    assert "&lt;/h3&gt;&lt;script&gt;alert(2)&lt;/script&gt; [link](http://x)" in html
    assert "<title>Arc: &lt;i&gt;Ash&lt;/i&gt; &amp; Co</title>" in html and "<i>Ash" not in html
    md = (tmp_path / "c.md").read_text(encoding="utf-8")
    assert md.startswith("# \\<img src=x onerror=alert(1)\\> \\*Night\\* \\| \\~\\~one\\~\\~\n")
    assert "Scene 1: \\</h3\\>\\<script\\>alert(2)\\</script\\> \\[link\\](http://x)" in md
    assert "*reason: a \\& b \\<b\\>bold\\</b\\>\\\\u202e\\[31m*" in md and "\u202e" not in md
    assert "\n### \\<i\\>Ash\\</i\\> \\& Co\n" in md and "<title>Arc: &lt;i&gt;Ash&lt;/i&gt; &amp; Co</title>" in md


def test_templates_name_no_game_system() -> None:
    """The rule of test_system_agnostic.py holds for the chronicle's templates too."""
    from test_system_agnostic import _masks_terms

    import re

    terms = _masks_terms()
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)) + r")\b", re.IGNORECASE)
    templates = sorted((ROOT / "ledger" / "chronicle" / "templates").iterdir())
    assert templates
    found = [f"{p.name}: {m.group(0)}" for p in templates for m in pattern.finditer(p.read_text(encoding="utf-8"))]
    assert not found, found


def test_a_system_without_chronicle_views_gets_the_generic_chronicle(tmp_path: Path) -> None:
    """The toy system (tests/systems/toy2d6) gives no roll, chart or pick view: a roll is its event with a
    dice list (total, and outcome from its tier), every numeric tracked value is a line, and the sessions
    where a non-numeric one changed carry a marker."""
    from test_system_agnostic import TOY_ENV

    toy = Cli(tmp_path / "toy.sqlite", env=TOY_ENV)
    toy("create", "Tiny", "--system", "toy")
    toy("add-character", "Ash", "--might", "2")
    toy("session", "start")
    toy("scene", "start")
    toy("roll", "might", "--as", "Ash", "--dice", "4,5")
    toy("roll", "wits", "--as", "Ash", "--dice", "1,1", "--reason", "a slip")
    toy("undo", "5", "--reason", "never happened")
    toy("harm", "Ash", "--amount", "2")
    toy("chronicle", "--out", str(tmp_path / "toy.md"))
    md = (tmp_path / "toy.md").read_text(encoding="utf-8")
    assert md.count("\n  - 🎲 ") == 2
    assert "🎲 roll #4 Ash Might: 4+5 = 11 → success — `4` `5` = **11** · **success**" in md
    assert "🎲 ~~roll #" in md and "— `1` `1` = **2**" in md and "undone by \\#6: never happened" in md
    ash = md_sections(md)["Ash"]
    assert "<figure>\n<svg " in ash and "| harm | 0 | 2 |" in ash
    toy("chronicle", "--out", str(tmp_path / "toy.html"))
    page = outline((tmp_path / "toy.html").read_text(encoding="utf-8"))
    assert page.rolls == 2 and page.svgs == {"Ash": 1} and page.entries["a5"] == {"entry", "play", "undone"}


def test_a_long_marker_label_is_wrapped_to_its_column() -> None:
    """``ledger.chronicle.chart_captions.lines``: names packed into lines of the room given (8.4 units a glyph), a
    name too long for any line cut with an ellipsis; every line fits."""
    from ledger.chronicle.chart_captions import lines, regions

    assert lines("Asustado, Enojado, Desesperado, Inseguro", 160) == ["Asustado, Enojado", "Desesperado", "Inseguro"]
    assert lines("Enojado, Culpable", 400) == ["Enojado, Culpable"]
    assert lines("Desesperado", 50) == ["Dese…"]
    assert [tuple(round(x, 1) for x in r) for r in regions([50.6, 315.6, 580.6])] == [(4, 179.1), (187.1, 444.1), (452.1, 596)]


def test_a_character_with_values_in_one_session_only_gets_its_chart(tmp_path: Path) -> None:
    """A character first met in a later session has its dots in one column of a chart of several: the marker
    captions are placed by the plot's own columns (they divided by the dots' spread, zero: the chronicle crashed for
    every reader, README "The chronicle: a record to read aloud")."""
    from ledger.chronicle.chart_captions import _grid, columns

    assert _grid([300.0], 3) == (300.0, columns(3)[1] - columns(3)[0])
    assert _grid([100.0, 150.0, 250.0], 5) == (100.0, 50.0)
    cli = Cli(tmp_path / "late.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "mouseguard-darkwater-crossing.yaml"))
    for line in (("session", "start"), ("turn", "gm"), ("scene", "start"), ("add-character", "Xo", "--kind", "npc",
                 "--nature", "2"), ("mark", "Xo", "angry")):
        cli(*line)
    out = tmp_path / "late.html"
    cli("chronicle", "--out", str(out))
    page = out.read_text(encoding="utf-8")
    assert "Xo" in page and page.count("<svg") >= 2
