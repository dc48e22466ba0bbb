"""A corrected title or recap reads old → new in the chronicle, the history (table, compact, JSON) and the web's
history page, with one wording; a recap is told once, under its heading, and keeps its paragraphs; the joiners
U+200C/U+200D are allowed in typed text on every road while the bidi controls stay refused (README "Using the
ledger", "The chronicle: a record to read aloud"; rules/free_text.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path
import orjson
import pytest

from conftest import ROOT, Cli
from test_session_titles import RECAP, TITLE, chronicle, played, relinked

OLD, NEW = TITLE, "Blackout"
PERSIAN = "می\u200cخواهم"                        # "I want": the ZWNJ keeps the prefix apart, as Persian writes it
FAMILY = "\U0001f469\u200d\U0001f469\u200d\U0001f467"   # one emoji of three joined by ZWJ


def amended(cli: Cli) -> None:
    """``played`` (a Masks campaign: titled session 2, titled scene 3, roll 4, session recap 5, private scene recap
    6) with its session title (2), session recap (5) and roll (4) amended (7, 8, 9)."""
    played(cli)
    cli("amend", "2", "--title", NEW)
    cli("amend", "5", "--text", "Static escaped; Rook let him go.")
    cli("amend", "4", "--dice", "1,1")


def entry(md: str, n: int) -> str:
    return md.split(f"- **\\#{n}** ")[1].split("\n- **\\#")[0].split("\n\n##")[0]


def test_the_chronicle_strikes_the_old_title_and_says_the_new_one(cli: Cli) -> None:
    amended(cli)
    md = chronicle(cli, "md")
    two = entry(md, 2)
    assert f"  - ~~Session 1: “{OLD}”~~\n" in two                   # struck: the title as it was
    assert f"  - **now:** Session 1: “{NEW}”" in two                # now: the title it became
    assert "  - → Team pool: 0 → 1\n" in two and "~~→ Team pool" not in two and two.count("Team pool") == 1
    assert "**AMENDED** — amended by \\#7" in two
    five = entry(md, 5)
    assert f"~~recap of session 1: {RECAP}~~" in five
    assert "**now:** recap of session 1: Static escaped; Rook let him go." in five
    assert f"## Session 1: {NEW}\n\n> **Recap:** Static escaped; Rook let him go.\n" in md
    html = chronicle(cli, "html")
    body = html.split('id="a2"')[1].split("</li>")[0]
    assert re.search(rf'<div class="struck">\s*<div class="line">Session 1: “{OLD}”</div>\s*</div>', body)
    assert re.search(r'<div class="now"><span class="tag">now</span>\s*<div class="line">Session 1: “Blackout”</div>',
                     body)
    assert re.search(r'<div class="said">\s*<div class="change">Team pool: 0 → 1</div>', body)
    for text in (md, html):
        assert "decided again" not in text
    assert "amend #2" in entry(md, 7)


def test_the_history_says_what_a_title_or_recap_amend_changed(cli: Cli) -> None:
    amended(cli)
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[2]["corrections"] == [f"now (7): title “{OLD}” → “{NEW}”"]
    assert rows[5]["corrections"] == [f"now (8): recap “{RECAP}” → “Static escaped; Rook let him go.”"]
    assert rows[4]["corrections"] == ["now (9): dice 4,5 → 1,1; total 12 → 5; strong hit (10+) → miss (6-)"]
    assert rows[7]["corrections"] == [f"action 2 (session start): title “{OLD}” → “{NEW}”"]
    assert rows[7]["events"][0]["summary"] == "amend of action 2; corrected: 2"
    compact = cli("history", "--compact").stdout
    assert f"now (7): title “{OLD}” → “{NEW}”  (why: session 1)  [amended by #7]" in compact
    assert f"GM: amend — amend of action 2; corrected: 2; action 2 (session start): title “{OLD}” → “{NEW}”" in compact
    table = cli("history").stdout
    assert f"title “{OLD}” → “{NEW}”" in table and "recap “Static escaped into the grid;" in table
    assert "decided again" not in compact + table


def test_the_web_history_shows_a_corrections_before_and_after(cli: Cli, tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant

    amended(cli)
    ledger = Ledger(str(cli.store), warm=True)
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm")
    client = TestClient(make_app(ledger, secret="story-test"), base_url="http://127.0.0.1")
    try:
        got = client.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"})
        assert got.status_code == 200
        page = client.get("/c/Halcyon/history").text
        row = lambda n: page.split(f'id="a{n}"')[1].split("</li>\n")[0]  # noqa: E731
        assert f'<ul class="corrections"><li>now (7): title “{OLD}” → “{NEW}”</li></ul>' in row(2)
        assert '<span class="tag">amended by #7</span>' in row(2)
        assert "<li>now (9): dice 4,5 → 1,1; total 12 → 5; strong hit (10+) → miss (6-)</li>" in row(4)
        assert f"<li>action 2 (session start): title “{OLD}” → “{NEW}”</li>" in row(7)
        assert "decided again" not in page.split("<main", 1)[1]      # (the page's script words sit in its head)
    finally:
        client.close()
        ledger.close()


def test_a_recap_is_told_once_under_its_heading(cli: Cli) -> None:
    amended(cli)
    md = chronicle(cli, "md")
    assert md.count("The coil was rigged") == 1                      # under the scene's heading alone
    assert "### Scene 1: Substation 9\n\n> **Recap (private):** The coil was rigged by Meridian's people.\n" in md
    assert entry(md, 6).endswith("*recap*\n  - private recap of scene 1")   # the entry names what it recaps
    html = chronicle(cli, "html")
    assert html.count("The coil was rigged") == 1
    cli("undo", "6")
    md = chronicle(cli, "md")
    assert "> **Recap (private):**" not in md and "~~private recap of scene 1: The coil was rigged" in md


def test_a_recap_keeps_its_paragraphs(cli: Cli) -> None:
    cli("create", "Halcyon")
    cli("session", "start", "--title", "Night")
    cli("recap", "  First line.\r\nsecond   line.\n\n\n\n<b>Second</b> paragraph.  ")
    (row,) = [r for r in cli.json("history") if r["command"] == "recap"]
    assert row["events"][0]["detail"]["text"] == "First line.\nsecond line.\n\n<b>Second</b> paragraph."
    assert "recap of session 1: First line.\\nsecond line.\\n\\n<b>Second</b> paragraph." in \
        cli("history", "--compact").stdout                            # one line in a history row
    md = chronicle(cli, "md")
    assert "> **Recap:** First line.\\\n> second line.\n>\n> \\<b\\>Second\\</b\\> paragraph.\n" in md
    html = chronicle(cli, "html")
    assert ('<div class="recap"><p><span class="tag">Recap</span> First line.<br>second line.</p>'
            "<p>&lt;b&gt;Second&lt;/b&gt; paragraph.</p></div>") in html
    before = cli.bytes()
    for bad in ("tab\there", "bell\x07", "right\u202eleft", "isolate\u2066x\u2069", "lone\rreturn"):
        proc = cli("recap", bad, ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: text: control or invisible characters"), bad
    assert cli.bytes() == before


@pytest.mark.parametrize("args", [
    ("session", "start", "--title", f"{FAMILY} {PERSIAN}"),
    ("recap", f"{PERSIAN} {FAMILY}"),
    ("add-character", f"Pari\u200csa {FAMILY}", "--playbook", "bull", "--plus-one", "danger"),
])
def test_the_joiners_pass_on_the_cli_and_show_as_typed(cli: Cli, args: tuple[str, ...]) -> None:
    cli("create", "Halcyon")
    if args[0] == "recap":
        cli("session", "start")
    out = cli(*args).stdout
    typed = next(a for a in args[1:] if "\u200c" in a or "\u200d" in a)
    assert typed in out and "\\u200" not in out                    # printed as typed, not escaped
    rows = cli.json("history")
    assert typed in json.dumps(rows, ensure_ascii=False)
    assert typed in chronicle(cli, "md") or typed in chronicle(cli, "html")


@pytest.mark.parametrize("name", ["Ro\u202eok", "Ro\u2066ok", "Ro\u200bok", "Ro\x1bok"])
def test_other_invisible_characters_stay_refused_in_names(cli: Cli, name: str) -> None:
    cli("create", "Halcyon")
    proc = cli("add-character", name, "--playbook", "bull", "--plus-one", "danger", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: name: control or invisible characters")


def test_a_name_with_a_joiner_is_the_same_name(cli: Cli) -> None:
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    proc = cli("add-character", "Ro\u200dok", "--playbook", "bull", "--plus-one", "danger", ok=False)
    assert proc.returncode == 2 and "already exists" in proc.stderr
    created = cli("create", f"Camp\u200caign {FAMILY}").stdout
    assert f"Camp\u200caign {FAMILY}" in created


def test_the_joiners_pass_in_a_script_the_api_and_an_import(cli: Cli, tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from ledger.aggregates import campaign_id
    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import gm_token

    script = tmp_path / "s.yaml"
    script.write_text("ledger-script: 1\ncampaign: Ford\nsystem: basic\nactor: GM\nactions:\n"
                      f"  - session start: {{title: \"{FAMILY} night\"}}\n"
                      f"  - recap: {{text: \"{PERSIAN}\\n\\nsecond paragraph\"}}\n", encoding="utf-8")
    cli("replay", str(script))
    details = [r["events"][0]["detail"] for r in cli.json("history", "-c", "Ford")]
    assert details[1]["title"] == f"{FAMILY} night" and details[2]["text"] == f"{PERSIAN}\n\nsecond paragraph"
    out = tmp_path / "e.jsonl"
    cli("export", "-c", "Ford", "--out", str(out))
    again = Cli(tmp_path / "again.sqlite")
    again("import", str(out))
    assert [r["events"][0]["detail"] for r in again.json("history")] == details
    lines = out.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if '"kind":"SessionStarted"' in line)
    obj = orjson.loads(lines[number])
    obj["state"]["detail"]["title"] = "right\u202eleft"
    lines[number] = orjson.dumps(obj).decode()
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(relinked(lines, campaign_id("Ford"))) + "\n", encoding="utf-8")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(bad), ok=False)
    assert proc.returncode == 2 and "title: control or invisible characters" in proc.stderr and not target.has_store()

    ledger = Ledger(str(cli.store), warm=True)
    client = TestClient(make_app(ledger, secret="story-test"), base_url="http://127.0.0.1")
    try:
        client.headers["Authorization"] = f"Bearer {gm_token(client.app)}"
        base = "/api/campaigns/Ford/commands"
        got = client.post(f"{base}/recap", json={"text": f"{FAMILY}\n{PERSIAN}"})
        assert got.status_code == 201 and got.json()["events"][0]["detail"]["text"] == f"{FAMILY}\n{PERSIAN}"
        refused = client.post(f"{base}/recap", json={"text": "a\u202eb"})
        assert refused.status_code in (400, 422) and refused.json()["error"]["field"] == "text"
        named = client.post("/api/campaigns/Ford/commands/add-character",
                            json={"name": "Pari\u200csa", "attributes": "brawn=1,wits=2"})
        assert named.status_code == 201, named.text
    finally:
        client.close()
        ledger.close()


def test_every_sample_titles_its_sessions_and_has_a_recap(tmp_path: Path) -> None:
    import yaml

    for path in sorted((ROOT / "sample_campaigns").glob("*.yaml")):
        actions = yaml.safe_load(path.read_text(encoding="utf-8"))["actions"]
        starts = [a for a in actions if isinstance(a, dict) and "session start" in a]
        assert starts and all(a["session start"].get("title") for a in starts), path.name
        assert any(isinstance(a, dict) and "recap" in a for a in actions), path.name
        cli = Cli(tmp_path / f"{path.stem}.sqlite")
        cli("replay", str(path))
        md = chronicle(cli, "md")
        for n, start in enumerate(starts, start=1):
            title = re.escape(start["session start"]["title"])
            assert re.search(rf"^## \w+ {n}: {title}$", md, re.M), (path.name, n)
        assert "> **" in md, path.name                                # a recap under a heading


def test_arc_markers_name_the_conditions_on_the_web(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import account, grant

    cli = Cli(tmp_path / "h.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    arc = cli.json("arc", "Rook")
    marked = {c["session"]: c["named"].get("ConditionMarked", []) for c in arc["sessions"]}
    assert any(len(v) > 1 for v in marked.values())
    ledger = Ledger(str(cli.store), warm=True)
    account(ledger, "Dana", "a table of five")
    grant(ledger, "Dana", "gm")
    client = TestClient(make_app(ledger, secret="story-test"), base_url="http://127.0.0.1")
    try:
        client.post("/api/sign-in", json={"name": "Dana", "password": "a table of five"})
        page = client.get("/c/Halcyon%20Nights/character/Rook").text
        for session, names in marked.items():
            if names:
                assert f"<title>◆ Conditions marked: {', '.join(names)}</title>" in page
                assert f"{session}: {', '.join(names)}" in page
    finally:
        client.close()
        ledger.close()
