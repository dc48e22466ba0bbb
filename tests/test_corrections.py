"""README "Correcting mistakes and reviewing the past" worked cases: undo, redo, amend, --as-of, why, arc and history marks, through the real CLI.

Each refusal is one ``error: <field>:`` line, exit code 2, and the store byte-for-byte unchanged.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import Cli


def scene(cli: Cli) -> None:
    cli("create", "Halcyon")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")          # 1: Danger +3
    cli("add-character", "Gale", "--playbook", "beacon", "--plus-one", "mundane")       # 2
    cli("session", "start")                                                               # 3
    cli("scene", "start", "--title", "Rooftops")                                          # 4


def refused(cli: Cli, *args: str, field: str) -> str:
    before = cli.bytes()
    proc = cli(*args, ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert cli.bytes() == before
    return lines[0]


def test_undo_of_a_roll_whose_resolve_marked_potential(cli: Cli) -> None:
    scene(cli)
    cli("roll", "directly engage", "--as", "Rook", "--dice", "1,1")                     # 5: 2 +3 = 5, a miss
    cli("resolve")                                                                        # 6: potential 1
    assert cli.json("sheet", "Rook")["potential"] == 1
    line = refused(cli, "undo", "5", field="action")
    assert "6 (resolve): refused" in line and "--cascade" in line
    report = cli.json("undo", "5", "--cascade", "--reason", "wrong hero")
    assert report["undone"] == [5, 6] and report["action"] == 7
    assert cli.json("sheet", "Rook")["potential"] == 0
    assert cli.json("team")["roll_phase"] == "idle"
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[5]["undone_by"] == 7 and rows[6]["undone_by"] == 7
    assert rows[7]["command"] == "undo" and "wrong hero" in rows[7]["why"]
    assert "Rook potential: 1 → 0" in rows[7]["changes"]
    cli("redo", "5")                                                                      # the whole undo comes back
    assert cli.json("sheet", "Rook")["potential"] == 1
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[5]["undone_by"] is None and rows[6]["undone_by"] is None


def test_undo_of_a_shift_under_a_roll_that_used_the_label(cli: Cli) -> None:
    scene(cli)
    cli("shift", "Rook", "--up", "freak", "--down", "danger")                            # 5: Danger 3 -> 2
    cli("roll", "directly engage", "--as", "Rook", "--dice", "4,4")                      # 6: 8 +2 = 10
    line = refused(cli, "undo", "5", field="action")
    assert "6 (roll): records different changes" in line


def test_undo_of_an_unrelated_mark_is_clean(cli: Cli) -> None:
    scene(cli)
    cli("mark", "Gale", "angry")                                                          # 5
    cli("roll", "directly engage", "--as", "Rook", "--dice", "2,3")                      # 6: 5 +3 = 8
    cli("resolve", "--pick", "DE1")                                                       # 7
    report = cli.json("undo", "5")
    assert report["undone"] == [5] and cli.json("sheet", "Gale")["conditions"] == []
    assert cli.json("sheet", "Rook")["labels"]["danger"] == 3
    refused(cli, "undo", "5", field="action")                                             # already undone
    assert "redo 5" in refused(cli, "undo", "5", field="action")


def test_amend_turning_a_miss_into_a_hit(cli: Cli) -> None:
    scene(cli)
    cli("roll", "directly engage", "--as", "Rook", "--dice", "1,2")                      # 5: 3 +3 = 6, a miss
    cli("resolve")                                                                        # 6: potential
    dry = cli.json("amend", "5", "--dice", "6,3", "--dry-run")
    assert dry["action"] is None and dry["dry_run"] and dry["undone"] == [6]
    assert "picks" not in dry["refused"]["6"] and "pick exactly 2" in dry["refused"]["6"]
    assert any("= 12 → strong hit" in line for line in dry["revised"]["5"]["after"])
    line = refused(cli, "amend", "5", "--dice", "6,3", field="action")                  # the resolve is now illegal
    assert "6 (resolve): refused: pick:" in line
    report = cli.json("amend", "5", "--dice", "6,3", "--and", "6", "--pick", "DE1", "--pick", "DE2")   # amended too
    assert report["undone"] == [] and set(report["revised"]) == {"5", "6"}
    assert "Rook potential: 0 → 1" in report["revised"]["6"]["before"]
    assert not any("potential" in line for line in report["revised"]["6"]["after"])
    assert cli.json("sheet", "Rook")["potential"] == 0                                    # no longer marked
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[5]["amended_by"] == [7] and rows[6]["amended_by"] == [7] and rows[6]["undone_by"] is None
    assert rows[7]["changes"] == ["Rook potential: 1 → 0"]


def test_amend_with_cascade_undoes_what_became_illegal(cli: Cli) -> None:
    scene(cli)
    cli("roll", "directly engage", "--as", "Rook", "--dice", "1,2")                      # 5: a miss
    cli("resolve")                                                                        # 6: potential
    report = cli.json("amend", "5", "--dice", "6,3", "--cascade")
    assert report["undone"] == [6]
    assert cli.json("sheet", "Rook")["potential"] == 0 and cli.json("team")["roll_phase"] == "adjusting"
    cli("resolve", "--pick", "DE1", "--pick", "DE2")                                      # the hit's picks, now required
    rows = {r["action"]: r for r in cli.json("history")}
    assert rows[5]["amended_by"] == [7] and rows[6]["undone_by"] == 7


def test_amend_shows_what_changed_downstream(cli: Cli) -> None:
    scene(cli)
    cli("roll", "directly engage", "--as", "Rook", "--dice", "1,2")                      # 5: miss
    cli("resolve", "--gm-move", "the roof gives way")                                     # 6: potential 0 -> 1
    cli("roll", "directly engage", "--as", "Rook", "--dice", "1,1")                      # 7: miss
    cli("resolve")                                                                        # 8: potential 1 -> 2
    proc = cli("amend", "5", "--dice", "1,1")                                             # still a miss: 6-8 the same
    assert proc.returncode == 0 and "action 5 (roll)" in proc.stdout
    assert "was: roll #5 Directly Engage a Threat by Rook: 1+2 +3 (Danger) = 6" in proc.stdout
    assert "now: roll #5 Directly Engage a Threat by Rook: 1+1 +3 (Danger) = 5" in proc.stdout
    assert "action 6 (resolve)" in proc.stdout                                            # its record of the roll
    assert "action 7" not in proc.stdout and "action 8" not in proc.stdout               # unchanged downstream
    report = cli.json("amend", "7", "--dice", "3,3", "--cascade")                        # 9: a weak hit; 8 needs a pick
    assert report["undone"] == [8] and cli.json("sheet", "Rook")["potential"] == 1


def test_bad_input_for_corrections(cli: Cli) -> None:
    scene(cli)
    cli("roll", "directly engage", "--as", "Rook", "--dice", "2,3")                      # 5: 8, a weak hit
    cli("resolve", "--pick", "DE1")                                                       # 6
    assert "creation" in refused(cli, "undo", "0", field="action")
    assert "1..6" in refused(cli, "undo", "99", field="action")
    refused(cli, "redo", "5", field="action")                                             # not undone
    refused(cli, "undo", field="action")
    assert "'roll' (action 5) takes --move" in refused(cli, "amend", "5", "--playbook", "nova", field="argument")
    refused(cli, "amend", "5", "--dice", "1,2,3", field="dice")
    refused(cli, "amend", "5", "--dice", "9,1", field="dice")
    refused(cli, "amend", "5", field="action")                                            # nothing to change
    refused(cli, "amend", "abc", field="usage")
    refused(cli, "amend", "5", "--dice", "1,2", "--and", "x", field="and")
    refused(cli, "amend", "5", "--dice", "1,2", "--and", "5", "--dice", "2,2", field="and")
    assert "(action 6)" in refused(cli, "amend", "5", "--dice", "1,2", "--and", "6", "--dice", "1,1", field="argument")
    refused(cli, "undo", "--to", "6", field="to")
    refused(cli, "sheet", "Rook", "--as-of", "7", field="as_of")
    refused(cli, "sheet", "Rook", "--session", "2", field="session")
    refused(cli, "team", "--scene", "5", field="scene")
    refused(cli, "sheet", "Rook", "--as-of", "3", "--session", "1", field="session")
    refused(cli, "why", "Nobody", "danger", field="character")
    refused(cli, "why", "Rook", "charisma", field="field")
    undo = cli.json("undo", "6")["action"]
    refused(cli, "undo", str(undo), field="action")                                       # a correction is not undone


def test_undo_to_and_the_sheet_as_of_any_moment(cli: Cli) -> None:
    scene(cli)
    cli("mark", "Rook", "angry")                                                          # 5
    cli("scene", "end")                                                                   # 6
    cli("session", "end")                                                                 # 7: end-of-session choices
    cli("end-of-session", "EOS2:up=savior,down=danger", "--as", "Rook")                  # 8
    cli("end-of-session", "EOS2:up=freak,down=mundane", "--as", "Gale")                  # 9: session 1 ends
    cli("session", "start")                                                               # 10: session 2
    cli("scene", "start")                                                                 # 11
    cli("mark", "Rook", "afraid")                                                         # 12
    end1 = cli.json("sheet", "Rook", "--session", "1")
    assert end1["labels"]["danger"] == 2 and end1["conditions"] == ["angry"]
    assert cli.json("sheet", "Rook", "--as-of", "5")["labels"]["danger"] == 3
    assert cli.json("sheet", "Rook", "--session", "2", "--start")["conditions"] == ["angry"]
    assert cli.json("sheet", "Rook", "--scene", "2")["conditions"] == ["angry", "afraid"]
    assert cli.json("team", "--session", "1")["session"] == {"number": 1, "phase": "ended"}
    report = cli.json("undo", "--to", "9")
    assert report["undone"] == [10, 11, 12]
    assert cli.json("team")["session"] == {"number": 1, "phase": "ended"}
    proc = cli("history", "--session", "2", ok=False)                                     # session 2 is undone
    assert proc.returncode == 2 and proc.stderr.startswith("error: session: no action in session 2")
    rows = cli.json("history", "--session", "1", "--kind", "end-of-session")
    assert [r["action"] for r in rows] == [8, 9] and all(r["session"] == 1 for r in rows)
    assert [r["action"] for r in cli.json("history", "--actor", "Gale")] == [9]


def test_why_lists_every_change_of_a_value(cli: Cli) -> None:
    scene(cli)
    cli("shift", "Rook", "--up", "savior", "--down", "danger", "--reason", "lost his nerve")   # 5
    cli("roll", "directly engage", "--as", "Rook", "--dice", "4,4")                           # 6
    rows = cli.json("why", "Rook", "Peligro")                                                  # Spanish name works too
    assert [(r["action"], r["before"], r["after"]) for r in rows] == [(1, None, 3), (5, 3, 2)]
    assert rows[1]["reason"] == "lost his nerve" and rows[1]["actor"] == "GM"
    text = cli("why", "Rook", "danger").stdout
    assert "lost his nerve" in text and "shift" in text


def _into_session_two(cli: Cli) -> None:
    """A scene of session 1 (Rook marked Angry), the session ended with each hero's end-of-session shifts (Rook's
    Danger 3 -> 2), and session 2 started."""
    scene(cli)
    cli("mark", "Rook", "angry")
    cli("scene", "end")
    cli("session", "end")
    cli("end-of-session", "EOS2:up=savior,down=danger", "--as", "Rook")
    cli("end-of-session", "EOS2:up=freak,down=mundane", "--as", "Gale")
    cli("session", "start")


def test_arc_one_column_per_session(cli: Cli) -> None:
    _into_session_two(cli)
    arc = cli.json("arc", "rook")
    assert arc["name"] == "Rook" and [c["session"] for c in arc["sessions"]] == [0, 1, 2]
    assert [c["values"]["Danger"] for c in arc["sessions"]] == [3, 2, 2]
    assert arc["sessions"][1]["events"]["ConditionMarked"] == 1
    assert "Danger" in cli("arc", "Rook").stdout


def test_a_long_arc_is_printed_a_block_of_sessions_at_a_time(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past ``ARC_COLUMNS`` sessions the arc is a table per block of sessions, each naming which it shows (here two
    a block: sessions 0-1, then 2), every value in its session's column."""
    import ledger.cli.review as review

    if cli.process:
        pytest.skip("the block size is set in this process (LEDGER_TEST_PROCESS runs the CLI in another)")
    monkeypatch.setattr(review, "ARC_COLUMNS", 2)
    _into_session_two(cli)
    text = cli("arc", "Rook").stdout
    first, second = text.split("(3–3 / 3)")
    assert "(1–2 / 3)" in first and "session 0" in first and "session 1" in first and "session 2" not in first
    assert "session 2" in second and "session 1" not in second
    danger = [line for line in first.splitlines() if "Danger" in line]
    assert len(danger) == 1 and danger[0].split()[-4:] == ["3", "│", "2", "│"]
    assert [line.split()[-2] for line in second.splitlines() if "Danger" in line] == ["2"]


def test_every_action_takes_a_reason(cli: Cli) -> None:
    scene(cli)
    cli("mark", "Rook", "angry", "--reason", "the villain's taunt")
    row = cli.json("history")[-1]
    assert row["reason"] == "the villain's taunt" and "the villain's taunt" in row["why"]


def test_scripts_undo_redo_and_amend(tmp_path: Path) -> None:
    script = tmp_path / "s.yaml"
    script.write_text("""ledger-script: 1
campaign: Scripted
system: masks
actions:
  - add-character: {name: Rook, playbook: bull, plus-one: danger}
  - session start
  - scene start
  - roll: {move: directly engage, as: Rook, dice: [1, 1]}
  - resolve
  - amend: {action: 4, dice: [5, 5], cascade: true, reason: misread die}
  - resolve: {pick: [DE1, DE2]}
  - mark: {character: Rook, condition: angry}
  - undo: {action: 8, reason: wrong hero}
  - redo: {action: 8}
""", encoding="utf-8")
    c = Cli(tmp_path / "s.sqlite")
    c("replay", str(script))
    rook = c.json("sheet", "Rook")
    assert rook["potential"] == 0 and rook["conditions"] == ["angry"]
    rows = c.json("history")
    assert [r["command"] for r in rows[6:]] == ["amend", "resolve", "mark", "undo", "redo"]
    assert rows[4]["command"] == "roll" and rows[4]["amended_by"] == [6] and rows[4]["undone_by"] is None
    assert rows[5]["command"] == "resolve" and rows[5]["undone_by"] == 6
    assert rows[6]["reason"] == "misread die" and rows[8]["undone_by"] is None and rows[9]["reason"] == "wrong hero"


def test_undo_with_redecide_keeps_later_actions_with_their_new_outcomes(cli: Cli) -> None:
    scene(cli)                                                                            # session start: Team 1
    cli("battle", "start")                                                                # 5: Team 1 -> 3
    cli("roll", "directly engage", "--as", "Rook", "--dice", "2,3")                      # 6: 8
    cli("team", "spend", "--as", "Gale", "--for", "Rook")                                 # 7: Team 3 -> 2, total 9
    cli("resolve", "--pick", "DE1")                                                       # 8
    line = refused(cli, "undo", "5", field="action")
    assert "7 (team spend): records different changes" in line and "--redecide" in line
    report = cli.json("undo", "5", "--redecide")
    assert report["undone"] == [5] and list(report["revised"]) == ["7"]
    assert "Team pool: 3 → 2" in report["revised"]["7"]["before"] and "Team pool: 1 → 0" in report["revised"]["7"]["after"]
    assert cli.json("team")["pool"] == 0 and cli.json("team")["in_battle"] is False
    refused(cli, "redo", "5", field="action")                                             # 7 would change back
    cli("redo", "5", "--redecide")
    assert cli.json("team")["pool"] == 2 and cli.json("team")["in_battle"] is True
