"""Stores and export files damaged or crafted outside the ledger: every command names the damage in one line, never
an internal error; nothing foreign is ever imported; export and import never hand on a record verify would refuse.

Source: README "Archiving a campaign" (verify, export, import) and a newcomer's second pass over them.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import LEDGER, ROOT, Cli

pytestmark = pytest.mark.sqlite_only               # the damage is made by editing SQLite rows


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> tuple[Cli, Path]:
    """The sample Masks campaign's store and its export."""
    folder = tmp_path_factory.mktemp("sample")
    cli = Cli(folder / "h.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    out = folder / "e.jsonl"
    cli("export", "--out", str(out))
    return cli, out


def damaged_copy(sample: tuple[Cli, Path], tmp_path: Path, *statements: tuple[str, tuple[Any, ...]]) -> Cli:
    path = tmp_path / "d.sqlite"
    shutil.copyfile(sample[0].store, path)
    con = sqlite3.connect(path)
    for sql, params in statements:
        con.execute(sql, params)
    con.commit()
    con.close()
    return Cli(path)


RECORDED_48 = "originator_version = 48 AND topic LIKE '%Campaign.Recorded'"


def test_a_foreign_topic_is_never_imported(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    """A stored event, a creation's aggregate topic or an export line naming another module (``this:s`` prints on
    import): refused as damage or a line that does not decode, and nothing printed by that module."""
    store = damaged_copy(sample, tmp_path, (f"UPDATE stored_events SET topic = 'this:s' WHERE {RECORDED_48}", ()))
    for argv in (["arc", "Gale"], ["export", "--out", str(tmp_path / "x.jsonl")]):
        proc = subprocess.run([LEDGER, *argv, "--store", str(store.store)], capture_output=True, text=True)
        assert proc.returncode == 2 and proc.stdout == "" and proc.stderr.startswith("error: store: "), (argv, proc.stderr)
        assert "Zen of Python" not in proc.stdout + proc.stderr
    assert store("verify", ok=False).stderr.startswith("DAMAGED Halcyon Nights: event 48 ")
    lines = sample[1].read_bytes().splitlines()
    edited = orjson.loads(lines[5])
    edited["topic"] = "this:s"
    creation = orjson.loads(lines[1])
    creation["state"]["originator_topic"] = "os:system"
    for n, line in ((5, edited), (1, creation)):
        bad = tmp_path / f"bad{n}.jsonl"
        bad.write_bytes(b"\n".join([*lines[:n], orjson.dumps(line), *lines[n + 1:]]) + b"\n")
        proc = subprocess.run([LEDGER, "import", str(bad), "--store", str(tmp_path / f"n{n}.sqlite")], capture_output=True,
                              text=True)
        assert proc.returncode == 2 and proc.stdout == "", proc.stderr
        assert proc.stderr == f"error: file: line {n + 1}: the event does not decode (an edited or foreign line)\n"


@pytest.mark.parametrize("damage", ["creation deleted", "last event cut", "state not bytes", "state a number",
                                    "state a JSON list"])
def test_every_command_names_the_damage_never_an_internal_error(sample: tuple[Cli, Path], tmp_path: Path,
                                                                damage: str) -> None:
    """Damage no reading path checks for itself (``ledger.store.damage`` looks when a command fails unexpectedly): a command
    that reaches it says so in one ``error: store:`` line, exit 2 (reads, writes; exports and the chronicle always
    reach it); ``verify`` exit 1."""
    statement = {
        "creation deleted": ("DELETE FROM stored_events WHERE originator_version = 1 AND topic LIKE '%Campaign.Created'", ()),
        "last event cut": ("UPDATE stored_events SET state = substr(state, 1, 30) WHERE originator_version = 222 AND "
                           "topic LIKE '%Campaign.%'", ()),
        "state not bytes": (f"UPDATE stored_events SET state = NULL WHERE {RECORDED_48}", ()),
        "state a number": (f"UPDATE stored_events SET state = 12345 WHERE {RECORDED_48}", ()),
        "state a JSON list": (f"UPDATE stored_events SET state = ? WHERE {RECORDED_48}", (b"[1, 2]",)),
    }[damage]
    store = damaged_copy(sample, tmp_path, statement, ("DELETE FROM stored_snapshots", ()))
    for argv in (["sheet", "Gale", "--as-of", "20"], ["arc", "Gale"], ["history"], ["team"], ["undo", "121", "--reason", "t"],
                 ["chronicle", "--out", str(tmp_path / "c.md")], ["export", "--out", str(tmp_path / "e.jsonl")],
                 ["export", "--format", "script", "--out", str(tmp_path / "s.yaml")]):
        proc = store(*argv, ok=False)
        if proc.returncode == 0 and argv[0] not in ("export", "chronicle"):
            continue                                          # a read that never reaches the damaged event
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith("error: store: "), (argv, proc.stderr)
        assert "damaged" in lines[0] and "internal" not in lines[0], (argv, lines[0])
    assert store("verify", ok=False).returncode == 1
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("d.sqlite")) == []


def test_verify_reports_a_damaged_snapshot_or_campaign_list_as_damage(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    snapshot = damaged_copy(sample, tmp_path, ("UPDATE stored_snapshots SET state = substr(state, 1, 100)", ()))
    proc = snapshot("verify", ok=False)
    assert proc.returncode == 1 and proc.stderr.startswith("DAMAGED Halcyon Nights: the snapshot at event 200: does not "
                                                           "decode: "), proc.stderr
    (tmp_path / "d.sqlite").unlink()
    index = damaged_copy(sample, tmp_path, ("UPDATE stored_events SET state = substr(state, 1, 20) WHERE "
                                            "originator_version = 1 AND topic LIKE '%CampaignIndex.Started'", ()))
    proc = index("verify", ok=False)
    assert proc.returncode == 1 and proc.stderr.startswith(f"DAMAGED {index.store}: the campaign list: its event 1 "
                                                           "(CampaignIndex.Started) does not decode: "), proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_a_script_export_of_a_damaged_record_is_refused(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    """An actor edited in place (the chain breaks): the script would not replay as recorded."""
    con = sqlite3.connect(sample[0].store)
    (state,) = con.execute(f"SELECT state FROM stored_events WHERE {RECORDED_48}").fetchone()
    con.close()
    edited = state.replace(b'"actor":"GM"', b'"actor":"XM"')         # bytes stay bytes (SQL's replace makes text)
    assert edited != state
    store = damaged_copy(sample, tmp_path, (f"UPDATE stored_events SET state = ? WHERE {RECORDED_48}", (edited,)))
    proc = store("export", "--format", "script", "--out", str(tmp_path / "s.yaml"), ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store: campaign Halcyon Nights: event 48 breaks the hash "
                                                           "chain (it, or one before it, was edited)"), proc.stderr
    assert not (tmp_path / "s.yaml").exists()


@pytest.mark.parametrize("edit", ["fields reversed", "class version from the future"])
def test_an_event_whose_fields_are_not_as_the_ledger_stores_them_is_refused(sample: tuple[Cli, Path], tmp_path: Path,
                                                                           edit: str) -> None:
    """The chain is computed over the fields in sorted order, so reordering them keeps it whole: import checks their
    order too (else the store it makes fails ``verify``: its bytes differ from the event they decode to)."""
    lines = sample[1].read_bytes().splitlines()
    line = orjson.loads(lines[5])
    if edit == "fields reversed":
        line["state"] = dict(reversed(list(line["state"].items())))
    else:
        line["state"]["class_version"] = 9
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\n".join([*lines[:5], orjson.dumps(line), *lines[6:]]) + b"\n")
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(bad), ok=False)
    said = ("the event does not decode (an edited or foreign line)" if edit == "class version from the future"
            else "not written as the ledger writes an event line")       # a version past the code's has no upcaster
    assert proc.returncode == 2 and proc.stderr.startswith(f"error: file: line 6: {said}"), proc.stderr
    assert not target.has_store()


def test_two_imports_into_one_store_at_once_are_both_recorded(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    """Both register a campaign in the same campaign list: the second to write conflicts, writes nothing, and runs
    again against the list as it is now (it was a raw SQLite error)."""
    for attempt in range(3):
        store = tmp_path / f"m{attempt}.sqlite"
        shutil.copyfile(sample[0].store, store)
        procs = [subprocess.Popen([LEDGER, "import", str(sample[1]), "--store", str(store), "--as", f"P{n}"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for n in (1, 2)]
        for proc in procs:
            out, err = proc.communicate(timeout=120)
            assert proc.returncode == 0 and err == "", err
        names = sorted(c["name"] for c in Cli(store).json("campaigns"))
        assert names == ["Halcyon Nights", "P1", "P2"]


def test_a_link_to_an_empty_file_is_followed_and_long_names_are_fine(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    link = tmp_path / "link.sqlite"
    link.symlink_to(empty)
    Cli(link)("create", "Z")
    assert link.is_symlink() and empty.stat().st_size > 0 and Cli(empty).json("campaigns")[0]["name"] == "Z"
    long = "b" * 240
    sample[0]("export", "--out", str(tmp_path / f"{long}.jsonl"))
    sample[0]("chronicle", "--out", str(tmp_path / f"{long}.md"))
    Cli(tmp_path / f"{long}.sqlite")("create", "Long")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("b")) == [
        f"{long}.jsonl", f"{long}.md", f"{long}.sqlite"]


def test_a_file_of_blank_lines_is_refused_soon_and_gz_is_told_in_any_case(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    import gzip

    blanks = tmp_path / "blanks.jsonl.gz"
    blanks.write_bytes(gzip.compress(b"\n" * 5_000_000))
    proc = Cli(tmp_path / "t.sqlite")("import", str(blanks), ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: file: line 1001: more than 1000 blank lines in a row (not an " \
                                                   "export of this ledger)\n"
    out = tmp_path / "E.JSONL.GZ"
    sample[0]("export", "--out", str(out))
    assert out.read_bytes()[:2] == b"\x1f\x8b"


def test_the_damage_look_finds_nothing_in_a_sound_store(sample: tuple[Cli, Path]) -> None:
    from ledger.store.damage import first_damage

    assert first_damage(sample[0].store) is None
    assert sys.modules["ledger.store.damage"] is not None


@pytest.mark.parametrize("damage", ["topic of a creation", "topic of the campaign list", "state as text", "event deleted"])
def test_exports_and_the_chronicle_refuse_what_reads_may_pass_over(sample: tuple[Cli, Path], tmp_path: Path,
                                                                  damage: str) -> None:
    """The topic is not under the chain: an event given another kind of the ledger's own (a creation, the campaign
    list's) is refused by its place; a state stored as text, or an event deleted, too. Neither export, the script
    nor the chronicle writes anything; ``verify`` says DAMAGED."""
    statement = {
        "topic of a creation": (f"UPDATE stored_events SET topic = 'ledger.aggregates.campaign:Campaign.Created' WHERE "
                                f"{RECORDED_48}", ()),
        "topic of the campaign list": (f"UPDATE stored_events SET topic = 'ledger.aggregates.campaign:CampaignIndex."
                                       f"Registered' WHERE {RECORDED_48}", ()),
        "state as text": (f"UPDATE stored_events SET state = CAST(state AS TEXT) WHERE {RECORDED_48}", ()),
        "event deleted": (f"DELETE FROM stored_events WHERE {RECORDED_48}", ()),
    }[damage]
    store = damaged_copy(sample, tmp_path, statement)
    said = {"topic of a creation": "event 48 is of a kind that cannot stand there (Campaign.Created)",
            "topic of the campaign list": "event 48 is of a kind that cannot stand there (CampaignIndex.Registered)",
            "state as text": "event 48 is not stored as the ledger stores events (bytes)",
            "event deleted": "event 48 is missing (deleted)"}[damage]
    for argv in (["export", "--out", str(tmp_path / "e.jsonl")], ["export", "--format", "script", "--out",
                 str(tmp_path / "s.yaml")], ["chronicle", "--out", str(tmp_path / "c.html")]):
        proc = store(*argv, ok=False)
        assert proc.returncode == 2 and proc.stderr.startswith(f"error: store: campaign Halcyon Nights: {said}"), \
            (argv, proc.stderr)
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("d.sqlite")) == []
    assert store("verify", ok=False).returncode == 1


def test_a_store_whose_mark_table_was_dropped_is_still_the_ledgers(sample: tuple[Cli, Path], tmp_path: Path) -> None:
    """The application id still says it is the ledger's: the store is read as one from before the mark, and
    ``migrate`` marks it again (it was refused as another program's database)."""
    store = damaged_copy(sample, tmp_path, ("DROP TABLE campaign_ledger", ()))
    assert store("verify").stdout.startswith("OK Halcyon Nights: 222 events")
    assert store("migrate").stdout.startswith("marked ")
    con = sqlite3.connect(store.store)
    assert con.execute("SELECT COUNT(*) FROM campaign_ledger").fetchone()[0] > 0
    con.close()
