"""A script read a value at a time and replayed a batch at a time says exactly what the whole reading and the replay
saved in one piece said; a long campaign's chronicle arc is held in at most ``MAX_COLUMNS`` blocks of sessions.

The memory itself is measured by ``bench/bench_memory.py`` (peak resident memory at 20k and 100k events)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, TEST_STORE, Cli, pg_url

HEAD = "ledger-script: 1\ncampaign: X\nsystem: masks\n"
#: Scripts the stream reads as the whole reading does (the same entries, or the same refusal).
CASES = {
    "plain": HEAD + "actions:\n  - session start\n  - add-character: {name: Ana, playbook: bull, plus-one: danger}\n",
    "actions first": "actions:\n  - session start\n" + HEAD + "actor: Ana\n",
    "unclosed": "ledger-script: 1\ncampaign: [unclosed\n",
    "a list": "- just a list\n",
    "empty": "",
    "version 2": "ledger-script: 2\ncampaign: X\nsystem: masks\nactions: []\n",
    "second entry bad": HEAD + "actions:\n  - session start\n  - [1, 2]\n  - {roll: 3}\n",
    "key twice at the top": HEAD + "campaign: Y\nactions: []\n",
    "key twice in an entry": HEAD + "actions:\n  - roll: {move: a, move: b}\n",
    "deep entry": HEAD + "actions:\n  - " + "[" * 70 + "]" * 70 + "\n",
    "deep header": HEAD + "options: " + "[" * 70 + "]" * 70 + "\nactions: []\n",
    "cycle": HEAD + "x: &a [*a]\nactions: []\n",
    "cycle in an entry": HEAD + "actions:\n  - &a {roll: *a}\n",
    "alias bomb": HEAD + 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    + "".join(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 10))
    + "actions:\n  - add-character: {name: Ana, playbook: *a9}\n",
    "alias across entries": HEAD + "actions:\n  - add-character: &c {name: Ana, playbook: bull}\n  - add-character: *c\n",
    "two documents": HEAD + "actions: []\n---\nfoo: 1\n",
    "no actions": HEAD,
    "actions a number": HEAD + "actions: 3\n",
    "empty actions, unknown key": HEAD + "bogus: 1\nactions: []\n",
    "escaped bad byte": HEAD + 'actions:\n  - add-character: {name: Kid, reason: "x\\udc9b"}\n',
    "escaped bad byte in a key": HEAD + '"k\\udc9b": 1\nactions: []\n',
    "merge key at the top": "base: &b {campaign: X, system: masks}\n<<: *b\nledger-script: 1\nactions: []\n",
    "a number past its digits": HEAD + "actions:\n  - roll: {dice: [" + "9" * 5000 + "]}\n",
    "undefined alias": HEAD + "actions:\n  - *nope\n",
    "a tab": HEAD + "actions:\n\t- x\n",
    "a NUL": HEAD + "actions: []\n\x00\n",
    "no arguments": HEAD + "actions:\n  - session start:\n",
    "as a list": HEAD + "actions:\n  - roll: {as: [1]}\n",
}


def _read(load: Any, path: Path) -> tuple[Any, ...]:
    """What a reading gives: the header and entries (with how each key was spelled), or the refusal's text."""
    from ledger.errors import ScriptError

    try:
        header, entries = load(path)
    except ScriptError as exc:
        return ("refused", str(exc))
    return ("read", header.model_dump(exclude={"actions"}),
            [(n, c, dict(a), getattr(a, "typed", None), actor) for n, c, a, actor in entries])


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_script_read_a_value_at_a_time_reads_as_the_whole_document(tmp_path: Path, name: str) -> None:
    from ledger.script import load_script, load_whole

    path = tmp_path / "s.yaml"
    path.write_text(CASES[name], encoding="utf-8")
    assert _read(load_script, path) == _read(load_whole, path)


@pytest.mark.parametrize("sample", sorted((ROOT / "sample_campaigns").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_sample_reads_as_the_whole_document(sample: Path) -> None:
    from ledger.script import load_script, load_whole

    streamed = _read(load_script, sample)
    assert streamed == _read(load_whole, sample) and streamed[0] == "read" and len(streamed[2]) > 20


def _store(path: Path) -> str:
    return pg_url(path) if TEST_STORE == "postgres" else str(path)


def _unseeded(value: Any) -> Any:
    """``value`` without its ``seed`` keys, at any depth (each replay draws its own where the script gives dice)."""
    if isinstance(value, dict):
        return {k: _unseeded(v) for k, v in value.items() if k != "seed"}
    if isinstance(value, list):
        return [_unseeded(v) for v in value]
    return value


def _recorded(where: str, name: str) -> tuple[Any, ...]:
    """A campaign as recorded: its state, actions, version and every event's action, class, kind, changes and inputs
    (``_unseeded``)."""
    from ledger.store.application import LedgerApp

    app = LedgerApp(where)
    camp = app.campaign(name)
    events = [(type(e).__name__, getattr(e, "action_id", 0), getattr(e, "kind", None), getattr(e, "changes", None),
               _unseeded(getattr(e, "inputs", None))) for e in app.campaign_events(name)]
    app.close()
    return camp.state, camp.actions, camp.version, events


@pytest.mark.parametrize("into", ["a new store", "an existing store"])
def test_a_replay_saved_in_batches_records_what_one_saved_whole_did(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    into: str) -> None:
    """The sample with undo, redo and amend entries, saved every 2 entries (a correction reads the earlier entries
    back from the store), records the events the replay kept in memory and saved once records."""
    from ledger.script import load_script, replay_entries
    from ledger.service import replaying
    from ledger.service.acting import apply
    from ledger.store.application import LedgerApp

    sample = ROOT / "sample_campaigns" / "masks-second-chances.yaml"
    whole = LedgerApp(_store(tmp_path / "whole.sqlite"), create=True)
    header, entries = load_script(sample)
    camp, index = replay_entries(whole, header, entries, apply)
    whole.record(camp, index)
    whole.close()
    monkeypatch.setattr(replaying, "BATCH", 2)
    cli = Cli(tmp_path / "s.sqlite")
    if into == "an existing store":
        cli("create", "Other")
    out = cli("replay", str(sample)).stdout
    assert out.startswith(f"replayed {len(entries)} actions into campaign {header.campaign} ")
    assert _recorded(_store(cli.store), header.campaign) == _recorded(_store(tmp_path / "whole.sqlite"), header.campaign)
    assert sorted(c["name"] for c in cli.json("campaigns")) == sorted([header.campaign] + (
        ["Other"] if into == "an existing store" else []))


@pytest.mark.parametrize("into", ["a new store", "an existing store"])
def test_a_refusal_after_batches_were_saved_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           into: str) -> None:
    from ledger.service import replaying

    monkeypatch.setattr(replaying, "BATCH", 2)
    script = tmp_path / "late.yaml"
    marks = "".join(f"  - {verb}: {{character: Rook, condition: {c}}}\n"
                    for c in ("angry", "afraid", "guilty") for verb in ("mark", "clear"))
    script.write_text("ledger-script: 1\ncampaign: Late\nsystem: masks\nactions:\n"
                      "  - add-character: {name: Rook, playbook: bull, plus-one: danger}\n" + marks +
                      "  - roll: {move: directly engage, as: Rook, dice: [4, 5]}\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    if into == "an existing store":
        cli("create", "Other")
    before = cli.bytes()
    proc = cli("replay", str(script), ok=False)
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1
    assert proc.stderr.startswith("error: entry 8 (roll): phase: 'roll' is not allowed while the session is not started; ")
    assert cli.bytes() == before
    assert cli.has_store() == (into == "an existing store")


def test_a_long_arc_is_held_in_blocks_of_neighbouring_sessions() -> None:
    """Past ``MAX_COLUMNS`` sessions, neighbouring sessions are joined: every session in exactly one block, in
    order, each block holding the values at its last session's end and the events of all its sessions."""
    from ledger.chronicle.arcs import MAX_COLUMNS, Blocks

    short = Blocks("start")
    for n in range(MAX_COLUMNS):
        short.append({"session": n, "values": {"x": n}, "counts": {}})
    assert [c["session"] for c in short] == list(range(MAX_COLUMNS))
    sessions = 1000
    blocks = Blocks("start")
    for n in range(sessions):
        blocks.append({"session": n, "values": {"x": n % 7}, "counts": {("Marked", None): n % 3}})
    assert MAX_COLUMNS // 2 <= len(blocks) <= MAX_COLUMNS
    assert blocks[0]["first"] == 0 and blocks[-1]["last"] == sessions - 1
    assert all(b["first"] == a["last"] + 1 for a, b in zip(blocks, blocks[1:]))
    assert all(b["values"] == {"x": b["last"] % 7} for b in blocks)
    assert all(b["counts"][("Marked", None)] == sum(n % 3 for n in range(b["first"], b["last"] + 1)) for b in blocks)
    assert blocks[0]["session"] == f"start–{blocks[0]['last']}"
    assert blocks[1]["session"] == f"{blocks[1]['first']}–{blocks[1]['last']}"


def test_a_long_campaign_s_chronicle_charts_blocks_of_sessions(tmp_path: Path) -> None:
    from ledger.chronicle.arcs import MAX_COLUMNS

    sessions = MAX_COLUMNS + 8
    script = tmp_path / "long.yaml"
    script.write_text("ledger-script: 1\ncampaign: Long\nsystem: basic\nactions:\n"
                      '  - add-character: {name: Mara, attributes: "brawn=3,agility=2,wits=1,heart=2", level: 3}\n'
                      + "  - session start\n  - session end\n" * sessions, encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(script))
    cli("chronicle", "--format", "md", "--out", str(tmp_path / "c.md"))
    text = (tmp_path / "c.md").read_text(encoding="utf-8")
    header = next(line for line in text.splitlines() if line.startswith("| session |"))
    columns = [c.strip() for c in header.strip("|").split("|")][1:]
    assert 1 < len(columns) <= MAX_COLUMNS + 1 and columns[0].startswith("start–")
    assert columns[-1] == str(sessions)                     # the open column: after the last session's end
    spans = [tuple(int(x) for x in c.replace("start", "0").split("–")) for c in columns[:-1]]
    assert spans[0][0] == 0 and spans[-1][1] == sessions - 1
    assert all(b[0] == a[1] + 1 for a, b in zip(spans, spans[1:]))
    assert "<svg " in text and "start–" in text[text.index("<svg "):]


def test_a_script_changed_between_its_check_and_its_replay_is_refused(tmp_path: Path) -> None:
    """The entries are read again for the replay: a file changed since it was checked is refused, naming it."""
    from ledger.errors import ScriptError
    from ledger.script_reader import read_script

    path = tmp_path / "s.yaml"
    path.write_text(CASES["plain"], encoding="utf-8")
    script = read_script(path)
    assert script.count == 2 and [e[1] for e in script.entries()] == ["session start", "add-character"]
    with path.open("a", encoding="utf-8") as fh:
        fh.write("  - session end\n")
    with pytest.raises(ScriptError) as refused:
        list(script.entries())
    assert str(refused.value) == f"script: {path} changed while it was replayed; replay it again"


def test_a_replay_into_an_existing_store_keeps_the_snapshots_of_one_into_a_new_store(tmp_path: Path) -> None:
    """A campaign replayed beside an existing store and imported into it has the snapshots (one every
    ``SNAPSHOT_EVERY`` events) of the same script replayed into a new store, and the import's own of its last
    version."""
    from ledger.aggregates import campaign_id
    from ledger.aggregates.stored import SNAPSHOT_EVERY
    from ledger.store.application import LedgerApp

    script = tmp_path / "long.yaml"
    turns = "".join(f"  - {verb}: {{character: Rook, condition: angry}}\n" for _ in range(230) for verb in ("mark", "clear"))
    script.write_text("ledger-script: 1\ncampaign: Long\nsystem: masks\nactions:\n"
                      "  - add-character: {name: Rook, playbook: bull, plus-one: danger}\n" + turns, encoding="utf-8")

    def snapshots(cli: Cli) -> list[int]:
        app = LedgerApp(_store(cli.store))
        versions = [s.originator_version for s in app.snapshots.recorder.select_events(campaign_id("Long"))]
        app.close()
        return versions

    new, existing = Cli(tmp_path / "new.sqlite"), Cli(tmp_path / "existing.sqlite")
    existing("create", "Other")
    for cli in (new, existing):
        cli("replay", str(script))
    app = LedgerApp(_store(existing.store))
    last = app.campaign("Long").version
    app.close()
    every = list(range(SNAPSHOT_EVERY, last, SNAPSHOT_EVERY))
    assert len(every) >= 2
    assert [v for v in snapshots(new) if v < last] == [v for v in snapshots(existing) if v < last] == every
    assert snapshots(existing)[-1] == last                  # the import's own
