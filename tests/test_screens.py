"""Every screen reads at 80, 120 and 200 columns in the game's words: the history's layouts, what a correction
changed, the filters' refusals, the moments' labels (README "Using the ledger", "Correcting mistakes and
reviewing the past")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import ROOT, Cli

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Cli]:
    out = {}
    for script in SAMPLES:
        cli = Cli(tmp_path_factory.mktemp(script.stem) / "s.sqlite")
        cli("replay", str(script))
        out[script.stem] = cli
    return out


def at(cli: Cli, columns: int) -> Cli:
    return Cli(cli.store, env={"COLUMNS": str(columns)})


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_history_at_80_columns_is_one_block_per_action_and_cuts_no_word(played: dict[str, Cli], stem: str) -> None:
    cli = played[stem]
    rows = cli.json("history")
    text = at(cli, 80)("history").stdout
    assert all(len(line) <= 80 for line in text.splitlines()), max(text.splitlines(), key=len)
    heads = [line for line in text.splitlines() if re.match(r"^\s*\d+  \d+/\d+  ", line)]
    assert [int(h.split()[0]) for h in heads] == [r["action"] for r in rows]
    assert all(re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d$", h) for h in heads)      # each date on its own line's end
    body = flat(text)
    for r in rows:                                   # every change as written, its words whole
        for change in r["changes"]:
            assert flat(change) in body, change
    assert "sess ion" not in body and "add-ch aracte" not in body


@pytest.mark.parametrize("columns", [120, 200])
def test_history_table_at_120_and_200_columns_keeps_words_and_times_whole(played: dict[str, Cli], columns: int) -> None:
    cli = played["masks-halcyon-nights"]
    rows = cli.json("history")
    text = at(cli, columns)("history").stdout
    lines = text.splitlines()
    assert all(len(line) <= columns for line in lines)
    assert "what changed" in lines[1]
    pattern = r"^\d+\s+\d{4}-\d\d-\d\d \d\d:\d\d\s" if columns >= 160 else r"^\d+\s+\d\d-\d\d \d\d:\d\d\s"
    assert len([line for line in lines if re.match(pattern, line)]) == len(rows)
    commands = {r["command"] for r in rows}
    for line in lines:
        if re.match(r"^\d+\s", line):
            assert any(f" {c.split()[0]} " in line for c in commands), line   # the action's first word whole


def test_history_piped_without_columns_is_the_table(played: dict[str, Cli]) -> None:
    cli = played["basic-the-salt-road"]
    import os
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    proc = Cli(cli.store, env=env, process=True)
    text = proc("history", "--last", "3").stdout         # Cli sets COLUMNS; the process sees no terminal
    assert text.splitlines()[1].lstrip().startswith("#")


@pytest.fixture(scope="module")
def amended(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("amended") / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    cli("amend", "29", "--dice", "5,5", "--and", "30", "--pick", "RI3", "--pick", "RI1:potential", "--reason", "misread die")
    return cli


def test_a_correction_shows_what_it_changed_in_json_table_and_compact(amended: Cli) -> None:
    rows = {r["action"]: r for r in amended.json("history")}
    amend = rows[122]
    assert amend["corrections"] == [
        "action 29 (roll): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+)",
        "action 30 (resolve): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+); picks RI3 → RI3,RI1; "
        "Vex potential: 0 → 1",
        "action 52 (end-of-session): Vex potential: 1 → 2 (was 0 → 1)",
        "action 117 (end-of-session): Vex potential: 2 → 3 (was 1 → 2)"]
    assert rows[29]["corrections"] == ["now (122): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+)"]
    assert rows[31]["corrections"] == [] and rows[29]["amended_by"] == [122]
    for columns in (80, 120, 200):
        text = flat(at(amended, columns)("history").stdout)
        assert "dice 4,4 → 5,5" in text or columns > 80
        assert flat(amend["corrections"][3]) in text or columns > 80
    table = at(amended, 200)("history").stdout
    assert "now (122): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+)" in table
    compact = amended("history", "--compact").stdout.splitlines()
    assert "action 29 (roll): dice 4,4 → 5,5; total 8 → 10; weak hit (7-9) → strong hit (10+)" in compact[-1]
    assert amended.json("history", "--last", "1")[0]["corrections"] == amend["corrections"]   # read from the end too


def test_a_scripted_amend_and_an_undo_say_what_they_changed(played: dict[str, Cli]) -> None:
    rows = played["masks-second-chances"].json("history")
    amends = [r for r in rows if r["command"] == "amend"]
    assert amends and all(r["corrections"] for r in amends)
    assert any("dice" in line for r in amends for line in r["corrections"])
    assert all(r["corrections"] == [] for r in rows if r["command"] == "undo" and not r["events"][0]["detail"]["revised"])


CAMEL = re.compile(r"\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_the_arc_names_no_event_class_and_prints_no_brackets(played: dict[str, Cli], stem: str) -> None:
    cli = played[stem]
    names = [r["changes"][0].split(":")[0] for r in cli.json("history") if r["command"] == "add-character" and r["changes"]]
    text = at(cli, 200)("arc", names[0]).stdout
    assert not CAMEL.findall(text.replace("Pokémon", "")), CAMEL.findall(text)
    assert "[]" not in text and "None" not in text
    data = cli.json("arc", names[0])                        # the JSON keeps the kinds as recorded
    assert any(CAMEL.match(k) for col in data["sessions"] for k in col["events"]) or not any(
        col["events"] for col in data["sessions"])


def test_errors_name_options_as_typed_and_sheets_and_conflicts_no_ids(played: dict[str, Cli]) -> None:
    masks = played["masks-halcyon-nights"]
    proc = masks("sheet", "Vex", "--as-of", "9999", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: as-of: action 9999 is not in this campaign")
    proc = masks("add-character", "Zed", "--playbook", "bull", "--plus-one", "nope", ok=False)
    assert proc.stderr.startswith("error: plus-one: unknown Label 'nope'")
    sheet = at(masks, 200)("sheet", "Vex").stdout
    assert "playbook move 0/2" in sheet and "_" not in sheet
    guard = played["mouseguard-darkwater-crossing"]
    start = next(r["action"] for r in guard.json("history") if r["command"] == "conflict start")
    for text in (at(guard, 200)("conflict", "--as-of", str(start)).stdout, at(guard, 200)("status", "--as-of", str(start)).stdout):
        assert "None" not in text and "—/—" in text


def test_a_read_of_the_past_says_which_moment_in_text_and_json(played: dict[str, Cli]) -> None:
    masks = at(played["masks-halcyon-nights"], 200)
    assert masks("sheet", "Vex", "--as-of", "30").stdout.splitlines()[0].strip() == (
        "Vex — Halcyon Nights — as of action 30, session 1, scene 2")
    assert masks("sheet", "Vex", "--session", "1", "--start").stdout.splitlines()[0].strip() == (
        "Vex — Halcyon Nights — start of session 1 (action 8, no scene yet)")
    assert masks("status", "--session", "1").stdout.splitlines()[0].strip().startswith(
        "Status — Halcyon Nights — end of session 1 (action ")
    assert masks("team", "--as-of", "30").stdout.splitlines()[0].strip() == (
        "Team — Halcyon Nights — as of action 30, session 1, scene 2")
    assert masks("sheet", "Vex").stdout.splitlines()[0].strip() == "Vex — Halcyon Nights"       # now: no moment
    assert masks.json("sheet", "Vex", "--as-of", "30")["moment"] == {
        "action": 30, "session": 1, "scene": 2, "text": "as of action 30, session 1, scene 2"}
    assert masks.json("status", "--scene", "2")["moment"]["text"].startswith("end of scene 2 (action ")
    assert "moment" not in masks.json("sheet", "Vex") and "moment" not in masks.json("status")


@pytest.mark.parametrize("args, field, allowed", [
    (("--kind", "rolls"), "kind", "this campaign's commands: add-character, add-npc, advance,"),
    (("--session", "9"), "session", "this campaign's sessions: 0..2"),
    (("--scene", "99"), "scene", "this campaign's scenes: 0..7"),
    (("--actor", "Nobody"), "actor", "actors in this campaign: GM, Rook, Vex, Gale, Lumen"),
])
def test_history_filters_refuse_what_cannot_match(played: dict[str, Cli], args: tuple[str, ...], field: str,
                                                  allowed: str) -> None:
    cli = played["masks-halcyon-nights"]
    for extra in ((), ("--json",), ("--compact",)):
        proc = at(cli, 80)("history", *args, *extra, ok=False)
        assert proc.returncode == 2 and proc.stdout == "", proc.stdout
        assert proc.stderr.startswith(f"error: {field}: no action") and allowed in proc.stderr, proc.stderr
        assert len(proc.stderr.splitlines()) == 1
    assert cli.json("history", "--kind", "roll", "--session", "0") == []       # each matches something: empty, exit 0
    assert cli.json("history", "--kind", "MoveRolled", "--last", "1")[0]["command"] == "roll"


def test_history_help_lists_the_kinds(played: dict[str, Cli]) -> None:
    text = played["mouseguard-darkwater-crossing"]("history", "--help").stdout
    assert "Kinds (--kind):" in text and "The ledger's: create, undo, redo, amend." in text
    assert "conflict start" in flat(text) and "Masks" not in text


def test_every_reference_list_answers_without_a_store(tmp_path: Path) -> None:
    from rules import get_system, registered

    nowhere = tmp_path / "none.sqlite"
    cli = Cli(nowhere)
    for sid in registered():
        system = get_system(sid)
        for kind in system.reference:
            proc = cli("--system", sid, kind)
            assert proc.returncode == 0 and proc.stdout.startswith(f"{system.word(system.reads[kind].title, system.languages[0])} — {system.title}")
            assert cli.json("--system", sid, kind)["kind"] == kind
    assert cli("skills").stdout.startswith("Skills — Mouse Guard")              # one system has it: no --system needed
    proc = cli("playbooks", ok=False)
    assert proc.stderr == "error: system: 'playbooks' is a command of masks, mosaic; name one with ledger --system ID playbooks\n"
    assert not nowhere.exists() and not cli.has_store()


def test_verify_without_a_campaign_checks_every_campaign_of_the_store(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "two.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "basic-the-salt-road.yaml"))
    cli("export", "--out", str(tmp_path / "salt.jsonl"))
    cli("import", str(tmp_path / "salt.jsonl"), "--as", "Salt (copy)")
    lines = cli("verify").stdout.splitlines()
    assert [line.split(":")[0] for line in lines if line.startswith("OK")] == ["OK The Salt Road", "OK Salt (copy)"]
    heads = [line.split()[-2:] for line in lines if line.startswith("head:")]          # each campaign's head digest
    assert [h[1] for h in heads] == ["Road", "(copy)"] and all(len(line.split()[1]) == 64 for line in lines if line.startswith("head:"))
    data = cli.json("verify")
    assert data["ok"] is True and [c["campaign"] for c in data["campaigns"]] == ["The Salt Road", "Salt (copy)"]
    assert cli.json("verify", "--campaign", "Salt (copy)")["campaign"] == "Salt (copy)"


def test_correction_refusals_are_short_and_point_at_the_smallest_fix(played: dict[str, Cli], tmp_path: Path) -> None:
    from conftest import copy_store

    copy_store(played["masks-halcyon-nights"].store, tmp_path / "h.sqlite")
    cli = Cli(tmp_path / "h.sqlite")
    line = cli("amend", "29", "--dice", "5,5", ok=False).stderr.strip()
    assert line.startswith("error: action: after this amend, later actions would be refused: 30 (resolve): refused: "
                           "pick: pick exactly 2 of RI1, RI2, RI3 for Reject Influence (got 1);")
    assert "allowed now" not in line and len(line) < 700
    assert line.endswith("correct it in the same amend: ledger amend 29 --dice ... --and 30 --pick ..., "
                         "or undo the 82 with --cascade")
    dry = cli("amend", "29", "--dice", "5,5", "--dry-run").stdout
    assert "allowed now" not in dry and "    and 79 more after them whose outcome would change: 34, 35" in dry
    line = cli("undo", "38", ok=False).stderr.strip()
    assert "allowed now" not in line and len(line) < 700
    assert line.endswith("keep all 67, decided again, with --redecide, or undo all 67 with --cascade")
    assert "then" not in line and "55 (scene start): refused: phase:" in line


def test_the_chronicle_names_each_pick_once_and_who_rolled_before_the_dice(played: dict[str, Cli], tmp_path: Path) -> None:
    out = tmp_path / "c.md"
    played["masks-halcyon-nights"]("chronicle", "--out", str(out))
    md = out.read_text()
    entry = md[md.index("- **\\#13**"):md.index("- **\\#14**")]
    assert entry.count("AS2: what here is the biggest threat?") == 1, entry
    assert "  - 🎲 roll #12 Assess the Situation by Vex: 4+4 +3 (Superior) = 11 → strong hit (10+) (physical) — `4` `4`" in md
    html = tmp_path / "c.html"
    played["masks-halcyon-nights"]("chronicle", "--out", str(html))
    page = html.read_text()
    first = page.index('<div class="summary">roll #12 Assess the Situation by Vex')
    assert first < page.index("11", first)                     # the move and who rolled, then the dice and total
