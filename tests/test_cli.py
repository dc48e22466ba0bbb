"""The real ``ledger`` command against a temporary store: actions, reads, refusals that write nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT, Cli


def test_version(tmp_path: Path) -> None:
    out = Cli(tmp_path / "s.sqlite", process=True)("--version").stdout          # the installed console command
    assert out.startswith("ledger ") and out.strip().split()[1][0].isdigit()


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """A store with a short Masks scene played through the CLI."""
    c = Cli(tmp_path_factory.mktemp("played") / "store.sqlite")
    c("create", "Halcyon")
    c("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")        # Danger +3
    c("add-character", "Gale", "--playbook", "beacon", "--plus-one", "mundane")     # Mundane +3
    c("add-npc", "Dr. Vance", "--adult")
    c("session", "start")
    c("scene", "start", "--title", "Rooftops")
    c("mark", "Rook", "Asustado")                                                    # Afraid, Spanish name
    c("roll", "Enfrentarse a una amenaza", "--as", "Rook", "--dice", "3,2")        # 5 +3 -2 = 6: miss
    c("team", "spend", "--as", "Gale", "--for", "Rook")                             # +1 after the roll: 7
    c("resolve", "--pick", "DE1")
    return c


def test_played_sheet_values(played: Cli) -> None:
    rook = played.json("sheet", "rook")
    assert rook["labels"] == {"danger": 3, "freak": 1, "savior": -1, "superior": 1, "mundane": -1}
    assert rook["conditions"] == ["afraid"]
    assert rook["potential"] == 0            # the Team point turned the miss into a 7: no potential
    assert rook["influenced_by"] == ["Dr. Vance"]
    team = played.json("team")
    assert team["pool"] == 0 and team["members"] == ["Rook", "Gale"]
    assert team["session"] == {"number": 1, "phase": "running"} and team["roll_phase"] == "idle"


def test_played_history_rows(played: Cli) -> None:
    rows = played.json("history")
    assert [r["command"] for r in rows] == ["create", "add-character", "add-character", "add-npc", "session start",
                                            "scene start", "mark", "roll", "team spend", "resolve"]
    roll = rows[7]["events"][0]
    assert roll["kind"] == "MoveRolled" and roll["detail"]["dice"] == [3, 2] and roll["detail"]["total"] == 6
    assert roll["detail"]["dice_source"] == "physical"
    spend = rows[8]
    assert spend["actor"] == "Gale" and spend["why"] == ["roll #7"]          # a roll is named by its action
    assert "Team pool: 1 → 0" in spend["changes"]
    resolved = rows[9]["events"][0]["detail"]["roll"]
    assert resolved["total"] == 7 and resolved["tier"] == "weak_hit"
    assert [m["source"] for m in resolved["post"]] == ["Team from Gale"]
    only_gale = played.json("history", "--character", "Gale")
    assert {r["command"] for r in only_gale} >= {"add-character", "team spend"}
    assert all(r["command"] != "mark" for r in only_gale)


def test_spanish_display(played: Cli) -> None:
    out = played("sheet", "Rook", "--lang", "es").stdout
    assert "Peligro +3" in out and "Asustado" in out and "Etiquetas" in out
    hist = played("history", "--lang", "es").stdout
    assert "Enfrentarse a una amenaza" in hist


def test_seeded_roll_is_recorded_and_replays(cli: Cli) -> None:
    cli("create", "Seeded")
    cli("add-character", "Rook", "--playbook", "bull", "--plus-one", "danger")
    cli("session", "start")
    cli("scene", "start")
    cli("roll", "directly-engage", "--as", "Rook", "--seed", "42")
    rows = cli.json("history")
    detail = rows[-1]["events"][0]["detail"]
    import random
    rng = random.Random(42)
    assert detail["dice"] == [rng.randint(1, 6), rng.randint(1, 6)] and detail["dice_source"] == "seed:42"


BAD = [
    (("roll", "Fly Away", "--as", "Rook", "--dice", "3,3"), "move"),
    (("roll", "directly engage", "--as", "Nobody", "--dice", "3,3"), "as"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "3"), "dice"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "3,7"), "dice"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "a,b"), "dice"),
    (("mark", "Rook", "Sleepy"), "condition"),
    (("mark", "Nobody", "angry"), "character"),
    (("shift", "Rook", "--up", "Courage"), "up"),
    (("add-character", "Zed", "--playbook", "bull", "--plus-one", "danger", "--labels", "3,0,0,0,0"), "labels"),
    (("add-character", "Zed", "--playbook", "janus", "--plus-one", "mundane"), "plus_one"),
    (("add-character", "Zed", "--playbook", "custom", "--labels", "0,0,0,0,-3"), "labels"),
    (("add-character", "Zed", "--playbook", "wizard"), "playbook"),
    (("add-character", "Zed", "--playbook", "nova"), "plus_one"),
    (("add-character", "Rook", "--playbook", "nova", "--plus-one", "freak"), "name"),
    (("team", "spend", "--as", "Gale", "--for", "Rook"), "phase"),
    (("influence", "give", "--as", "Rook", "--to", "Dr. Vance"), "to"),
    (("resolve", "--pick", "DE1"), "phase"),
    (("end-of-session", "EOS2:up=freak,down=danger", "--as", "Rook"), "phase"),
    (("sheet", "Nobody"), "character"),
    (("history", "--campaign", "Elsewhere"), "campaign"),
    (("sheet", "Rook", "--lang", "fr"), "lang"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "3,,4"), "dice"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "+3,4"), "dice"),
    (("roll", "directly engage", "--as", "Rook", "--dice", "\u0663,4"), "dice"),
    (("add-character", "Ro\u200bok", "--playbook", "bull", "--plus-one", "danger"), "name"),
    (("add-character", "Bad\x01", "--playbook", "bull", "--plus-one", "danger"), "name"),
    (("forward", "Rook", "--amount", "0"), "amount"),
    (("influence", "take-advantage", "--as", "Dr. Vance", "--over", "Rook", "--option", "TA9"), "option"),
    (("session", "start", "--bogus"), "usage"),
    (("roll",), "usage"),
    (("forward", "Rook", "--amount", "abc"), "usage"),
    (("sheet", "Rook", "--store", ""), "store"),
]


@pytest.mark.parametrize("args,field", BAD, ids=[" ".join(a[:2]) + f" [{f}]" for a, f in BAD])
def test_bad_input_is_one_line_and_writes_nothing(played: Cli, args: tuple[str, ...], field: str) -> None:
    before = played.bytes()
    proc = played(*args, ok=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), proc.stderr
    assert played.bytes() == before
    assert not Path(str(played.store) + "-wal").exists() or Path(str(played.store) + "-wal").stat().st_size == 0


def test_team_spend_from_empty_pool(played: Cli) -> None:
    played("roll", "comfort", "--as", "Gale", "--target", "Rook", "--dice", "2,2")
    try:
        before = played.bytes()
        proc = played("team", "spend", "--as", "Rook", "--for", "Gale", ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith("error: team: the Team pool has 0")
        assert played.bytes() == before
        proc = played("roll", "assess", "--as", "Rook", "--dice", "2,2", ok=False)     # a second roll while one is open
        assert proc.returncode == 2 and "waiting to be resolved" in proc.stderr
    finally:
        played("resolve")


@pytest.mark.sqlite_only
def test_missing_store_is_refused_and_not_created(tmp_path: Path) -> None:
    c = Cli(tmp_path / "nope.sqlite")
    proc = c("sheet", "Rook", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store: no ledger store at")
    assert not c.has_store()
    proc = Cli(tmp_path / "missing-dir" / "x.sqlite")("create", "X", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store: folder")


def test_script_replay_is_all_or_nothing(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text(
        "ledger-script: 1\ncampaign: Bad\nsystem: masks\nactions:\n"
        "  - add-character: {name: Rook, playbook: bull, plus-one: danger}\n  - session start\n"
        "  - roll: {move: directly engage, as: Rook, dice: [4, 5]}\n", encoding="utf-8")
    c = Cli(tmp_path / "s.sqlite")
    proc = c("replay", str(script), ok=False)
    assert proc.returncode == 2
    assert proc.stderr.strip() == ("error: entry 3 (roll): phase: 'roll' is not allowed while the scene is closed; "
                                   "allowed now: session end, scene start, influence take-advantage --option TA2, time-passes, "
                                   "add-character, add-npc, mark, clear, shift, forward, influence give, influence accept, "
                                   "team selfish, team leader, moment-of-truth, advance")
    assert not c.has_store()
    # into an existing store: byte-for-byte unchanged
    c("create", "Other")
    before = c.bytes()
    assert c("replay", str(script), ok=False).returncode == 2
    assert c.bytes() == before


@pytest.mark.parametrize("text,message", [
    ("ledger-script: 1\ncampaign: [unclosed\n", "error: script: malformed YAML"),
    ("- just a list\n", "error: script: the script must be a YAML mapping"),
    ("ledger-script: 2\ncampaign: X\nsystem: masks\nactions: []\n", "error: ledger-script: version 2 is not supported"),
    ("ledger-script: 1\ncampaign: X\nsystem: chess\nactions: []\n", "error: header system: unknown system 'chess'"),
    ("ledger-script: 1\ncampaign: X\nsystem: masks\nactions:\n  - {roll: 3}\n", "error: entry 1: the arguments of 'roll' must be a mapping"),
    ("ledger-script: 1\ncampaign: X\nsystem: masks\noptions: {masks.team.spendTiming: later}\nactions: []\n",
     "error: header options.masks.team.spendTiming:"),
])
def test_malformed_scripts(tmp_path: Path, text: str, message: str) -> None:
    script = tmp_path / "s.yaml"
    script.write_text(text, encoding="utf-8")
    c = Cli(tmp_path / "s.sqlite")
    proc = c("replay", str(script), ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith(message), proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert not c.has_store()


def test_sample_campaign_replays_and_reads(tmp_path: Path) -> None:
    import yaml

    samples = sorted((ROOT / "sample_campaigns").glob("*.yaml"))
    assert samples, "sample_campaigns/ holds no script"
    largest: dict[str, int] = {}
    for script in samples:
        system = yaml.safe_load(script.read_text(encoding="utf-8"))["system"]
        c = Cli(tmp_path / f"{script.stem}.sqlite")
        out = c("replay", str(script)).stdout
        assert "replayed" in out if system != "pokemon" else "riprodotte" in out     # in the system's own language
        rows = c.json("history")
        largest[system] = max(largest.get(system, 0), len(rows))
        names = [r["events"][0]["detail"]["character"] for r in rows if r["command"] == "add-character"]
        for name in names:
            assert c.json("sheet", name)["name"] == name
    for system, count in largest.items():
        assert count >= 41, f"the largest {system} sample has {count - 1} actions; a real sample has at least 40"


def test_two_replays_give_identical_reads(tmp_path: Path) -> None:
    script = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"
    sheets, histories = [], []
    for i in range(2):
        c = Cli(tmp_path / f"{i}.sqlite")
        c("replay", str(script))
        sheets.append(c("sheet", "Gale", "--json").stdout)
        rows = c.json("history")
        histories.append([{k: v for k, v in r.items() if k != "time"} for r in rows])
    assert sheets[0] == sheets[1]
    assert histories[0] == histories[1]


def test_user_text_is_printed_literally(cli: Cli) -> None:
    cli("create", "[bold]")
    out = cli("add-character", "[bold red]Evil", "--playbook", "bull", "--plus-one", "danger").stdout
    assert "[bold red]Evil: created" in out
    assert "[bold red]Evil — [bold]" in cli("sheet", "[bold red]Evil").stdout
    assert cli.json("sheet", "[bold red]evil")["name"] == "[bold red]Evil"
    assert cli("campaigns").stdout.strip() == "[bold] (masks)"


@pytest.mark.sqlite_only
def test_not_a_ledger_store_is_refused_untouched(tmp_path: Path) -> None:
    import sqlite3

    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    text = tmp_path / "notes.txt"
    text.write_text("hello", encoding="utf-8")
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    for path, kind in ((other, "another SQLite database"), (text, "not a SQLite database"), (empty, "empty")):
        c = Cli(path)
        before = c.bytes()
        for args in (("campaigns",), ("sheet", "X"), ("roll", "assess", "--as", "X")):
            proc = c(*args, ok=False)
            assert proc.returncode == 2 and proc.stderr.startswith(f"error: store: {path} is not a ledger store ({kind})"), proc.stderr
        assert c.bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["empty.sqlite", "notes.txt", "other.sqlite"]
    proc = Cli(other)("create", "X", ok=False)
    assert proc.returncode == 2 and "not a ledger store" in proc.stderr
    assert Cli(empty)("create", "Fresh").returncode == 0       # an empty file may become a new store
