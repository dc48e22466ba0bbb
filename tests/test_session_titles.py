"""Sessions and scenes with titles, and the GM's recaps: recorded on every road (CLI, script, API, import) under the
same checks, corrected like any action, private like a note, kept by both exports, and shown in the history, the
chronicle's headings and the arc's columns (README "Using the ledger" and "Archiving a campaign";
docs/adding-a-game-system.md "Sessions, titles and recaps")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import orjson
import pytest

import rules
from conftest import ROOT, Cli
from rules.decide import decide
from rules.declaration import Context
from rules.system import RuleError

TITLE, RECAP = "Lights Out on Bayside", "Static escaped into the grid; Lumen knows his real name."


def played(cli: Cli) -> None:
    """A Masks campaign: session 1 titled, a titled scene, a public session recap, a private scene recap, a roll."""
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("session", "start", "--title", TITLE)
    cli("scene", "start", "--title", "Substation 9")
    cli("roll", "Directly Engage a Threat", "--as", "Rook", "--dice", "4,5")
    cli("recap", RECAP)
    cli("recap", "The coil was rigged by Meridian's people.", "--scene", "1", "--private")


def summaries(cli: Cli) -> dict[int, list[str]]:
    return {r["action"]: [e["summary"] for e in r["events"]] for r in cli.json("history")}


def test_titles_and_recaps_are_recorded_and_shown_in_the_history(cli: Cli) -> None:
    played(cli)
    said = summaries(cli)
    assert said[2][0] == f"Session 1: “{TITLE}”"
    assert said[3][0] == "Scene 1: “Substation 9”"
    assert said[5] == [f"recap of session 1: {RECAP}"]
    assert said[6] == ["private recap of scene 1: The coil was rigged by Meridian's people."]
    (row,) = [r for r in cli.json("history") if r["action"] == 6]
    assert row["events"][0]["detail"] == {"of": "scene", "number": 1, "private": True,
                                          "text": "The coil was rigged by Meridian's people."}
    compact = cli("history", "--compact").stdout
    assert f"GM: session start — Session 1: “{TITLE}”; session: not started → running" in compact
    assert f"GM: recap — recap of session 1: {RECAP}" in compact
    wide = cli("history").stdout                                           # the table (200 columns)
    assert f"Session 1: “{TITLE}”" in wide and f"recap of session 1: {RECAP}" in wide
    narrow = Cli(cli.store, env={"COLUMNS": "80"})("history").stdout
    assert f"Session 1: “{TITLE}”" in narrow and "recap of session 1: Static escaped into the grid;" in narrow
    assert max(len(line) for line in narrow.splitlines()) <= 80


@pytest.mark.parametrize("args, field, message", [
    (("session", "start", "--title", "Two\nlines"), "title", "control or invisible characters"),
    (("session", "start", "--title", "x" * 201), "title", "a title of 1-200 characters"),
    (("session", "start", "--title", "   "), "title", "a title of 1-200 characters"),
    (("scene", "start", "--title", "bell\x07"), "title", "control or invisible characters"),
    (("recap", "y" * 2001), "text", "a recap of 1-2000 characters"),
    (("recap", "right\u202eto left"), "text", "control or invisible characters"),
    (("recap", "Nine.", "--session", "9"), "session", "session 9 has not been played; sessions played: 1..1"),
    (("recap", "Both.", "--session", "1", "--scene", "1"), "scene", "not both"),
    (("recap", "Scene.", "--scene", "4"), "scene", "scene 4 has not been played; scenes played: 1..1"),
])
def test_a_bad_title_or_recap_is_refused_in_one_line_and_writes_nothing(cli: Cli, args: tuple[str, ...], field: str,
                                                                        message: str) -> None:
    played(cli)
    before = cli.bytes()
    proc = cli(*args, ok=False)
    assert proc.returncode == 2
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"error: {field}: ") and message in line, line
    assert cli.bytes() == before


def test_a_recap_needs_a_session_and_a_gm(cli: Cli) -> None:
    cli("create", "Early")
    proc = cli("recap", "Nothing yet.", ok=False)
    assert proc.returncode == 2 and proc.stderr.strip() == "error: session: no session has started yet; recap one once it has"


@pytest.mark.parametrize("system_id", sorted(rules.SYSTEM_MODULES))
def test_every_system_titles_its_sessions_and_takes_recaps(system_id: str) -> None:
    system = rules.get_system(system_id)
    state = system.new_state(system.parse_options({}))
    events, state = decide(system, state, "session start", {"title": "The Ford"}, Context("GM", 1))
    assert (events[0].kind, events[0].detail) == ("SessionStarted", {"number": 1, "title": "The Ford"})
    events, state = decide(system, state, "recap", {"text": "We crossed.", "session": 1}, Context("GM", 2))
    assert [(e.kind, e.detail) for e in events] == [
        ("RecapWritten", {"of": "session", "number": 1, "text": "We crossed.", "private": False})]
    assert events[0].changes == []                              # a recap changes no value of the game
    with pytest.raises(RuleError) as caught:
        decide(system, state, "recap", {"text": "tab\there"}, Context("GM", 3))
    assert caught.value.field == "text" and "control or invisible characters" in caught.value.message
    assert "recap" in system.gm_commands


def test_a_script_records_them_and_refuses_a_bad_one_whole(cli: Cli, tmp_path: Path) -> None:
    script = tmp_path / "s.yaml"
    script.write_text("ledger-script: 1\ncampaign: Ford\nsystem: basic\nactor: GM\nactions:\n"
                      "  - add-character: {name: Ana, attributes: 'brawn=2,wits=3'}\n"
                      "  - session start: {title: The Toll Bridge}\n"
                      "  - scene start: {title: At the gate}\n"
                      "  - recap: {text: Ana paid the toll., scene: 1}\n", encoding="utf-8")
    cli("replay", str(script))
    said = summaries(cli)
    assert said[2] == ["Session 1: “The Toll Bridge”"] and said[4] == ["recap of scene 1: Ana paid the toll."]
    bad = tmp_path / "bad.yaml"
    bad.write_text(script.read_text().replace("Ford", "Other").replace("The Toll Bridge", "The\\tToll")
                   .replace("{title: The\\tToll}", '{title: "The\\tToll"}'), encoding="utf-8")
    before = cli.bytes()
    proc = cli("replay", str(bad), ok=False)
    assert proc.returncode == 2 and "title: control or invisible characters" in proc.stderr
    assert cli.bytes() == before


def test_a_recap_is_corrected_and_undone_like_any_action(cli: Cli) -> None:
    played(cli)
    cli("amend", "5", "--text", "Static escaped; Rook let him go.")
    cli("amend", "2", "--title", "Blackout")
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[5]["corrections"] == [f"now (7): recap “{RECAP}” → “Static escaped; Rook let him go.”"]
    assert rows[2]["corrections"] == [f"now (8): title “{TITLE}” → “Blackout”"]
    md = chronicle(cli, "md")
    assert "## Session 1: Blackout\n\n> **Recap:** Static escaped; Rook let him go.\n" in md
    cli("undo", "5")
    md = chronicle(cli, "md")
    assert "## Session 1: Blackout\n\n- **\\#2**" in md and "> **Recap:** Static" not in md


def chronicle(cli: Cli, fmt: str) -> str:
    out = cli.store.parent / f"c.{fmt}"
    cli("chronicle", "--format", fmt, "--out", str(out), "--force")
    return out.read_text(encoding="utf-8")


def test_the_chronicle_heads_each_session_and_scene_with_its_title_and_recaps(cli: Cli) -> None:
    played(cli)
    md = chronicle(cli, "md")
    assert f"## Session 1: {TITLE}\n\n> **Recap:** Static escaped into the grid; Lumen knows his real name.\n" in md
    assert "### Scene 1: Substation 9\n\n> **Recap (private):** The coil was rigged by Meridian's people.\n" in md
    assert "Session 1: “" not in md                          # the heading says the title; the entry does not repeat it
    html = chronicle(cli, "html")
    assert f"<h2>Session 1: {TITLE}</h2>" in html
    assert f'<div class="recap"><p><span class="tag">Recap</span> {RECAP.replace(chr(39), "&#39;")}</p></div>' in html
    assert '<div class="recap private"><p><span class="tag">Recap (private)</span>' in html


def test_the_chronicle_escapes_a_title(cli: Cli) -> None:
    cli("create", "Odd")
    cli("session", "start", "--title", "<b>*Bold*</b> & [link](x)")
    md, html = chronicle(cli, "md"), chronicle(cli, "html")
    assert "## Session 1: \\<b\\>\\*Bold\\*\\</b\\> \\& \\[link\\](x)" in md
    assert "<h2>Session 1: &lt;b&gt;*Bold*&lt;/b&gt; &amp; [link](x)</h2>" in html


def test_the_arc_heads_its_columns_with_the_session_titles(cli: Cli) -> None:
    played(cli)
    data = cli.json("arc", "Rook")
    assert [(c["session"], c["title"]) for c in data["sessions"]] == [(0, None), (1, TITLE)]
    wide = Cli(cli.store, env={"COLUMNS": "120"})("arc", "Rook").stdout
    assert f"session 1: {TITLE}" in wide
    narrow = Cli(cli.store, env={"COLUMNS": "60"})("arc", "Rook").stdout
    assert "session 1: Lights Ou…" in narrow.replace("\n", " ") or "session 1" in narrow
    assert max(len(line) for line in narrow.splitlines()) <= 60


def test_a_private_recap_stays_with_the_gms(tmp_path: Path) -> None:
    from ledger.errors import Refused
    from ledger.service import Ledger
    from ledger.service.history import HistoryQuery
    from ledger.service.people import Person

    led = Ledger(tmp_path / "g.sqlite")
    try:
        led.create("Halcyon", "masks")
        led.act(None, "add-character", {"name": "Gale", "playbook": "beacon", "plus-one": "savior"})
        led.act(None, "session start", {"title": "Night One"})
        led.act(None, "recap", {"text": "Gale is the mole.", "private": True})
        led.act(None, "recap", {"text": "The team formed."})
        led.group(None, "grant", {"person": "Mara", "role": "gm"})
        led.group(None, "grant", {"person": "Ana", "role": "player", "characters": ["Gale"]})
        for who, sees in ((Person("Ana"), False), (Person("Mara"), True)):
            text = json.dumps(list(led.history(None, HistoryQuery(), None, table=False, by=who).rows))
            assert ("Gale is the mole." in text) is sees and "The team formed." in text and "Night One" in text
            assert ("Gale is the mole." in json.dumps(led.records(None, by=who))) is sees
        with pytest.raises(Refused):
            led.act(None, "recap", {"text": "mine"}, actor="Gale", by=Person("Ana"))
    finally:
        led.close()


def test_the_api_takes_them_under_the_same_checks(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from ledger.service import Ledger
    from ledger.web import make_app
    from web_support import gm_token, store_with_sample

    ledger = Ledger(store_with_sample(tmp_path), warm=True)
    client = TestClient(make_app(ledger, secret="test-secret"), base_url="http://127.0.0.1")
    try:
        client.headers["Authorization"] = f"Bearer {gm_token(client.app)}"
        base = "/api/campaigns/Second%20Chances/commands"
        bad = client.post(f"{base}/session/start", json={"title": "a\x1b[2Jb"})
        assert bad.status_code in (400, 422) and bad.json()["error"]["field"] == "title"
        got = client.post(f"{base}/session/start", json={"title": "Aftermath"})
        assert got.status_code == 201 and got.json()["events"][0]["summary"] == "Session 2: “Aftermath”"
        got = client.post(f"{base}/recap", json={"text": "They rested.", "session": 2})
        assert got.status_code == 201
        assert [e["summary"] for e in got.json()["events"]] == ["recap of session 2: They rested."]
        long = client.post(f"{base}/recap", json={"text": "z" * 2001})
        assert long.status_code in (400, 422) and long.json()["error"]["field"] == "text"
    finally:
        client.close()
        ledger.close()


def test_both_exports_keep_them_and_come_back_the_same(cli: Cli, tmp_path: Path) -> None:
    played(cli)
    cli("amend", "5", "--text", "Corrected recap.")
    history = [{k: v for k, v in r.items() if k != "time"} for r in cli.json("history")]
    out = tmp_path / "e.jsonl"
    cli("export", "--out", str(out))
    again = Cli(tmp_path / "again.sqlite")
    again("import", str(out))
    assert [{k: v for k, v in r.items() if k != "time"} for r in again.json("history")] == history
    assert chronicle(again, "md") == chronicle(cli, "md")
    script = tmp_path / "e.yaml"
    cli("export", "--format", "script", "--out", str(script))
    text = script.read_text(encoding="utf-8")
    assert f"  - session start: {{title: {TITLE}, action-seed: " in text
    assert "  - recap: {text: Corrected recap., action-seed: " in text
    assert "  - recap: {text: The coil was rigged by Meridian's people., scene: 1, private: true, action-seed: " in text
    assert "  - add-character: {name: Rook, playbook: bull, plus-one: danger, action-seed: " in text
    assert "  - roll: {move: Directly Engage a Threat, dice: '4,5', as: Rook, action-seed: " in text
    assert "as: GM" not in text.split("actions:")[1] and "plus_one" not in text
    replayed = Cli(tmp_path / "replayed.sqlite")
    replayed("replay", str(script))
    expected = {n: s for n, s in summaries(cli).items() if n != 7}    # the amend is in the replayed action itself
    expected[5] = ["recap of session 1: Corrected recap."]
    assert summaries(replayed) == expected


def relinked(lines: list[str], cid: Any) -> list[str]:
    """``lines`` of an export with every event's chain link and the header's head computed again: an edit made
    with care, that only the checks of the content can find."""
    from ledger.aggregates.chain import fields_link

    previous, out = None, [lines[0]]
    for line in lines[1:]:
        obj = orjson.loads(line)
        obj["state"]["chain"] = None
        link = fields_link(previous, cid, obj["version"], obj["state"])
        obj["state"]["chain"] = obj["chain"] = previous = link
        out.append(orjson.dumps(obj).decode())
    header = orjson.loads(out[0])
    header["chain_head"] = previous
    out[0] = orjson.dumps(header).decode()
    return out


@pytest.mark.parametrize("where, value, message", [
    ("title", "Lights\x1b[2JOut", "its SessionStarted title: control or invisible characters"),
    ("text", "r" * 2001, "its RecapWritten recap: a recap of 1-2000 characters"),
])
def test_an_import_checks_a_title_and_a_recap_as_the_cli_does(cli: Cli, tmp_path: Path, where: str, value: str,
                                                              message: str) -> None:
    from ledger.aggregates import campaign_id

    played(cli)
    out = tmp_path / "e.jsonl"
    cli("export", "--out", str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    kind = "SessionStarted" if where == "title" else "RecapWritten"
    number = next(i for i, line in enumerate(lines) if f'"kind":"{kind}"' in line)
    obj = orjson.loads(lines[number])
    obj["state"]["detail"][where] = value
    lines[number] = orjson.dumps(obj).decode()
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(relinked(lines, campaign_id("Halcyon"))) + "\n", encoding="utf-8")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(bad), ok=False)
    assert proc.returncode == 2 and not target.has_store()
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith(f"error: file: line {number + 1}: {message}"), line
    good = tmp_path / "good.jsonl"
    good.write_text("\n".join(relinked(out.read_text(encoding="utf-8").splitlines(), campaign_id("Halcyon"))) + "\n",
                    encoding="utf-8")
    assert "imported campaign Halcyon" in target("import", str(good)).stdout     # the relinking itself is sound
