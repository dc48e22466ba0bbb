"""Export, import, verify and migrate, on every sample campaign and against damaged files."""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import ROOT, TEST_STORE, Cli

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


def reads(cli: Cli, campaign: str) -> dict[str, Any]:
    """Every projection of a campaign: each character's sheet, the system's reads, the history (no times)."""
    history = cli.json("history", "--campaign", campaign)
    for row in history:
        row.pop("time")
    names = [r["events"][0]["detail"]["character"] for r in history if r["command"] == "add-character"]
    sheets = {n: cli.json("sheet", n, "--campaign", campaign) for n in names}
    return {"history": history, "sheets": sheets}


@pytest.fixture(autouse=True, params=["checked here", "checked by a helper"])
def checker(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test runs twice: an import's decode and chain checks in this process, and in a forked helper
    process (``ledger.archive.import_check``, used for big files), which must say exactly the same."""
    import ledger.archive.import_check

    if request.param == "checked by a helper":
        monkeypatch.setattr(ledger.archive.import_check, "PARALLEL_FROM", 0)
    return str(request.param)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Cli, str]]:
    out = {}
    for script in SAMPLES:
        cli = Cli(tmp_path_factory.mktemp(script.stem) / "s.sqlite")
        cli("replay", str(script))
        out[script.stem] = (cli, cli.json("campaigns")[0]["name"])
    return out


@pytest.mark.parametrize("stem", [p.stem for p in SAMPLES])
def test_export_import_gives_the_same_reads(played: dict[str, tuple[Cli, str]], stem: str, tmp_path: Path) -> None:
    source, name = played[stem]
    assert "OK" in source("verify").stdout
    out = tmp_path / "e.jsonl.gz"
    source("export", "--out", str(out))
    target = Cli(tmp_path / "t.sqlite")
    assert f"imported campaign {name}" in target("import", str(out), "--lang", "en").stdout
    assert reads(target, name) == reads(source, name)
    assert "OK" in target("verify").stdout


@pytest.mark.parametrize("stem", [p.stem for p in SAMPLES])
def test_export_as_a_script_replays_to_the_same_sheets(played: dict[str, tuple[Cli, str]], stem: str, tmp_path: Path) -> None:
    source, name = played[stem]
    out = tmp_path / "e.yaml"
    source("export", "--format", "script", "--out", str(out))
    target = Cli(tmp_path / "t.sqlite")
    target("replay", str(out))
    assert reads(target, name)["sheets"] == reads(source, name)["sheets"]


def test_export_import_after_undo_and_amend(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    cli("amend", "29", "--dice", "5,5", "--and", "30", "--pick", "RI3", "--pick", "RI1:potential", "--reason", "misread")
    cli("undo", "38", "--redecide")
    out = tmp_path / "e.jsonl"
    cli("export", "--out", str(out))
    target = Cli(tmp_path / "t.sqlite")
    target("import", str(out))
    assert reads(target, "Halcyon Nights") == reads(cli, "Halcyon Nights")
    rows = target.json("history")
    assert rows[29]["amended_by"] == [122] and rows[38]["undone_by"] == 123
    script = tmp_path / "e.yaml"
    cli("export", "--format", "script", "--out", str(script), "--keep-undone")
    assert "# undone (action 38)" in script.read_text(encoding="utf-8")
    again = Cli(tmp_path / "u.sqlite")
    again("replay", str(script))
    assert reads(again, "Halcyon Nights")["sheets"] == reads(cli, "Halcyon Nights")["sheets"]
    assert again.json("team") == cli.json("team")


def test_import_under_another_name(tmp_path: Path) -> None:
    copy = Cli(tmp_path / "s.sqlite")
    copy("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    name = "Second Chances"
    out = tmp_path / "e.jsonl"
    copy("export", "--out", str(out))
    before = copy.bytes()
    line = copy("import", str(out), ok=False).stderr
    assert line.startswith("error: campaign: campaign 'Second Chances' already exists") and copy.bytes() == before
    copy("import", str(out), "--as", "Second Chances (copy)")
    assert reads(copy, "Second Chances (copy)")["sheets"] == reads(copy, name)["sheets"]
    assert "OK Second Chances (copy)" in copy("verify", "--campaign", "Second Chances (copy)").stdout


def damaged(tmp_path: Path, export: Path, how: str) -> Path:
    lines = export.read_text(encoding="utf-8").splitlines()
    out = tmp_path / f"{how}.jsonl"
    if how == "truncated":
        lines = lines[:-3]
    elif how == "edited":
        event = json.loads(lines[5])
        event["state"]["detail"] = {**event["state"].get("detail", {}), "dice": [6, 6]}
        lines[5] = json.dumps(event)
    elif how == "reordered":
        lines[4], lines[5] = lines[5], lines[4]
    elif how == "missing":
        del lines[6]
    elif how == "empty":
        lines = []
    elif how == "foreign":
        lines = ['{"some": "other format"}']
    elif how.startswith("header-"):                                    # edited with care: written as the ledger writes
        header = orjson.loads(lines[0])
        edit = how.removeprefix("header-")
        if edit == "reformatted":
            lines[0] = json.dumps(header)
            return write(out, lines)
        if edit == "extra-key":
            header["note"] = "x"
        elif edit == "no-system":
            del header["system"]
        elif edit == "system-number":
            header["system"] = 5
        elif edit == "version-true":
            header["version"] = True
        elif edit == "fewer-events":
            header["events"] -= 1
        else:
            key = edit.replace("-", "_")
            header[key] = {"system": "mouseguard", "rules_version": "masks-1999.1", "options": {"masks.team.start": 9},
                           "campaign": "Halcyon Days"}[key]
        lines[0] = orjson.dumps(header).decode()
    elif how == "future":
        header = orjson.loads(lines[0])
        header["version"] = 99
        lines[0] = orjson.dumps(header).decode()
    elif how == "gzip":
        data = gzip.compress(("\n".join(lines) + "\n").encode(), mtime=0)   # the same bytes every run
        out = tmp_path / "broken.jsonl.gz"
        out.write_bytes(data[: len(data) // 2])
        return out
    return write(out, lines)


def write(out: Path, lines: list[str]) -> Path:
    out.write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")
    return out


@pytest.mark.parametrize("how,message", [
    ("truncated", "line 221: the file ends after 219 events, its header says 222 (cut short?)"), ("edited", "line 6: the hash chain breaks here"), ("reordered", "line 5: event 5 where event 4"),
    ("missing", "line 7: event 7 where event 6"), ("empty", "line 1: the file is empty"),
    ("foreign", "line 1: not a campaign-ledger export"), ("future", "version 99 is not supported"),
    ("gzip", "the gzip stream is damaged"),
    ("header-system", "line 1: the header's system does not match"),
    ("header-rules-version", "line 1: the header's rules_version does not match"),
    ("header-options", "line 1: the header's options does not match"),
    ("header-campaign", "line 1: the header's campaign does not match the campaign's first event (line 2)"),
    ("header-reformatted", "line 1: not written as the ledger writes a header"),
    ("header-extra-key", "line 1: not written as the ledger writes a header"),
    ("header-no-system", "line 1: the header has no system (an edited header)"),
    ("header-system-number", "line 1: the header's system is not text (an edited header)"),
    ("header-version-true", "line 1: export format version true is not supported"),
    ("header-fewer-events", "line 1: the header says 221 events, the file holds 222 (an edited header, or events added)"),
])
def test_damaged_files_are_refused_and_nothing_written(played: dict[str, tuple[Cli, str]], tmp_path: Path, how: str,
                                                      message: str) -> None:
    source, _ = played["masks-halcyon-nights"]
    export = tmp_path / "e.jsonl"
    source("export", "--out", str(export))
    bad = damaged(tmp_path, export, how)
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(bad), ok=False)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith("error: file:") and message in lines[0], proc.stderr
    assert not target.has_store()


def test_export_refusals(played: dict[str, tuple[Cli, str]], tmp_path: Path) -> None:
    source, _ = played["masks-second-chances"]
    out = tmp_path / "e.jsonl"
    source("export", "--out", str(out))
    proc = source("export", "--out", str(out), ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: out:") and "--force" in proc.stderr
    source("export", "--out", str(out), "--force")
    proc = source("export", "--out", str(tmp_path / "nope" / "e.jsonl"), ok=False)
    assert proc.returncode == 2 and "folder" in proc.stderr
    assert out.stat().st_mode & 0o777 == 0o600


@pytest.mark.sqlite_only
def test_verify_finds_a_changed_byte_a_deleted_and_swapped_events(played: dict[str, tuple[Cli, str]], tmp_path: Path) -> None:
    source, _ = played["masks-halcyon-nights"]

    def copy(tag: str) -> Cli:
        path = tmp_path / f"{tag}.sqlite"
        shutil.copyfile(source.store, path)
        return Cli(path)

    def rows(cli: Cli) -> list[tuple[int, bytes]]:
        con = sqlite3.connect(cli.store)
        found = con.execute("SELECT originator_version, state FROM stored_events WHERE originator_version > 1 AND "
                            "originator_id != ? ORDER BY originator_version", ("".ljust(32, "0"),)).fetchall()
        con.close()
        return found

    def edit(cli: Cli, sql: str, *params: Any) -> None:
        con = sqlite3.connect(cli.store)
        con.execute(sql, params)
        con.commit()
        con.close()

    edited = copy("byte")
    version, state = rows(edited)[40]
    i = state.index(b'"detail"') + 12
    changed = state[:i] + bytes([state[i] ^ 1]) + state[i + 1:]
    edit(edited, "UPDATE stored_events SET state = ? WHERE originator_version = ? AND topic LIKE '%Recorded%'", changed, version)
    proc = edited("verify", ok=False)
    assert proc.returncode == 1 and proc.stderr.startswith(f"DAMAGED Halcyon Nights: event {version} ("), proc.stderr
    deleted = copy("deleted")
    edit(deleted, "DELETE FROM stored_events WHERE originator_version = 60 AND topic LIKE '%Recorded%'")
    proc = deleted("verify", ok=False)
    assert proc.returncode == 1 and "event 60" in proc.stderr and "missing" in proc.stderr
    swapped = copy("swapped")
    (v1, s1), (v2, s2) = rows(swapped)[70], rows(swapped)[71]
    edit(swapped, "UPDATE stored_events SET state = ? WHERE originator_version = ? AND topic LIKE '%Recorded%'", s2, v1)
    edit(swapped, "UPDATE stored_events SET state = ? WHERE originator_version = ? AND topic LIKE '%Recorded%'", s1, v2)
    proc = swapped("verify", ok=False)
    assert proc.returncode == 1 and f"event {v1} (" in proc.stderr and "chain breaks" in proc.stderr
    assert "OK" in source("verify").stdout


@pytest.mark.sqlite_only
@pytest.mark.parametrize("damage", ["cut", "edited", "deleted"])
@pytest.mark.parametrize("checked", ["as written", "by a helper"])
def test_an_export_of_a_damaged_store_is_refused_and_writes_nothing(played: dict[str, tuple[Cli, str]], tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch, damage: str,
                                                                   checked: str) -> None:
    """An event's bytes cut or edited, or an event deleted, outside the ledger: the export would not import, so it
    is refused (one line naming the event, exit 2) and no file is written, whether the check runs as the rows are
    written or in a helper process (``ledger.archive.export_check``, for a big campaign); the other reads name the damage."""
    import ledger.archive.export_check

    if checked == "by a helper":
        monkeypatch.setattr(ledger.archive.export_check, "HELPER_FROM", 0)
    source, name = played["masks-halcyon-nights"]
    path = tmp_path / "d.sqlite"
    shutil.copyfile(source.store, path)
    con = sqlite3.connect(path)
    cid = con.execute("SELECT originator_id FROM stored_events WHERE originator_version = 50 AND topic LIKE "
                      "'%Campaign.Recorded'").fetchone()[0]
    (state,) = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = 50",
                           (cid,)).fetchone()
    if damage == "cut":
        con.execute("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 50",
                    (state[: len(state) // 2], cid))
    elif damage == "edited":
        con.execute("UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = 50",
                    (state.replace(b'"actor":"', b'"actor":"X'), cid))
    else:
        con.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 50", (cid,))
    con.commit()
    con.close()
    damaged = Cli(path)
    out = tmp_path / "e.jsonl"
    proc = damaged("export", "--out", str(out), ok=False)
    said = {"cut": "event 50 does not decode", "edited": "event 50 breaks the hash chain",
            "deleted": "event 50 is missing"}[damage]
    assert proc.returncode == 2 and proc.stderr == f"error: store: campaign {name}: {said}" + proc.stderr.split(said)[1]
    assert "nothing was written" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["d.sqlite"]
    if damage == "cut":
        for argv in (["history"], ["chronicle", "--out", str(tmp_path / "c.html")],
                     ["export", "--format", "script", "--out", str(tmp_path / "s.yaml")]):
            proc = damaged(*argv, ok=False)
            assert proc.returncode == 2 and proc.stderr.startswith((
                "error: store: the stored event 50 (Campaign.Recorded) does not decode (",
                "error: store: campaign Halcyon Nights: event 50 does not decode (")), \
                (argv, proc.stderr)
            assert "run 'ledger verify'" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
        assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("d.sqlite")) == []


@pytest.mark.sqlite_only
def test_a_campaign_that_no_longer_loads_is_named_damaged(played: dict[str, tuple[Cli, str]], tmp_path: Path) -> None:
    """An event deleted and no snapshot to start from: loading the campaign fails; every command says the store is
    damaged and points to ``verify`` (it was an internal error)."""
    source, _ = played["masks-halcyon-nights"]
    path = tmp_path / "d.sqlite"
    shutil.copyfile(source.store, path)
    con = sqlite3.connect(path)
    con.execute("DELETE FROM stored_events WHERE originator_version = 50 AND topic LIKE '%Campaign.Recorded'")
    con.execute("DELETE FROM stored_snapshots")
    con.commit()
    con.close()
    damaged = Cli(path)
    for argv in (["export", "--out", str(tmp_path / "e.jsonl")], ["team"], ["mark", "Gale", "angry"]):
        proc = damaged(*argv, ok=False)
        assert proc.returncode == 2 and proc.stderr == "error: store: a campaign's record is damaged: its events do not " \
            "follow on (one is missing or out of place); run 'ledger verify' to see the first damage\n", (argv, proc.stderr)
    assert damaged("verify", ok=False).returncode == 1


@pytest.mark.sqlite_only
def test_verify_on_a_store_that_is_not_a_ledger(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("hello")
    proc = Cli(other)("verify", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store:")


@pytest.mark.sqlite_only
def test_a_store_file_cut_short_is_named_a_damaged_sqlite_database(played: dict[str, tuple[Cli, str]], tmp_path: Path) -> None:
    """A store file cut short (its first bytes still SQLite's): not "not a SQLite database", but damaged, with what
    SQLite says and what to do; nothing is made in its place."""
    source, _ = played["masks-halcyon-nights"]
    cut = tmp_path / "cut.sqlite"
    cut.write_bytes(source.store.read_bytes()[:100_000])
    for argv in (["verify"], ["sheet", "Gale"], ["create", "Other"]):
        proc = Cli(cut)(*argv, ok=False)
        assert proc.returncode == 2 and proc.stderr == (
            f"error: store: {cut} is a damaged SQLite database: the database file is malformed (cut short or edited); it cannot "
            "be read: restore it from a copy, or import an earlier export of its campaigns into a new store\n"), proc.stderr
    assert cut.stat().st_size == 100_000


def test_keep_undone_without_the_script_format_names_its_option(played: dict[str, tuple[Cli, str]], tmp_path: Path) -> None:
    source, _ = played["masks-halcyon-nights"]
    proc = source("export", "--out", str(tmp_path / "e.jsonl"), "--keep-undone", ok=False)
    assert proc.returncode == 2 and proc.stderr == "error: keep-undone: --keep-undone goes with --format script\n"


def created_before_the_chain(cli: Cli) -> None:
    """Campaign Old's creation rewritten as a ledger from before the chain stored it (``Created`` 1: no link); events
    from before the chain are a prefix of a campaign, so an older store's campaign starts with one."""
    from store_edits import campaign_rows

    rows, cid = campaign_rows(cli.store, "Old")
    rows.edit(cid, [1], lambda state: (state.pop("chain"), state.pop("class_version")))
    rows.close()


def test_migrate_anchors_a_campaign_recorded_before_the_chain(tmp_path: Path) -> None:
    """Events from before the chain (written here as an older ledger wrote them) get one anchoring event."""
    import orjson
    from eventsourcing.persistence import StoredEvent
    from eventsourcing.utils import get_topic

    from ledger.aggregates import Campaign
    from ledger.store.application import LedgerApp
    from conftest import pg_url

    cli = Cli(tmp_path / "old.sqlite")
    cli("create", "Old")
    created_before_the_chain(cli)
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    camp = app.campaign("Old")
    state = {"timestamp": "2026-11-01T12:00:00+00:00", "action_id": 1, "action": "add-npc", "actor": "GM",
             "system": "masks", "rules_version": camp.rules_version, "kind": "NpcIntroduced", "cause": None,
             "changes": [{"path": ["characters", "Vance"], "before": None, "after": {"kind": "npc", "adult": False,
                                                                                  "status": "active"}, "delta": None}],
             "detail": {"character": "Vance", "adult": False}, "class_version": 2, "inputs": None, "reason": None}
    app.recorder.insert_events([StoredEvent(originator_id=camp.id, originator_version=2, topic=get_topic(Campaign.Recorded),
                                            state=orjson.dumps(state))])
    out = cli("verify").stdout
    assert "(0 chained, 2 from before the chain)" in out
    done = cli("migrate").stdout
    assert "anchored the hash chain of campaign Old after 2 events" in done
    assert "3 events (1 chained, 2 from before the chain)" in cli("verify").stdout
    assert cli("migrate").stdout.strip() == "nothing to do: the store is up to date"
    assert cli.json("sheet", "Vance")["name"] == "Vance"
    out = tmp_path / "m.jsonl"                   # the anchor commits to links computed from the older events
    cli("export", "--out", str(out))
    target = Cli(tmp_path / "t.sqlite")
    target("import", str(out))
    assert "OK Old: 3 events (1 chained, 2 from before the chain)" in target("verify").stdout


def test_a_snapshot_older_than_the_chain_is_not_trusted_for_the_chain_head(tmp_path: Path) -> None:
    """A campaign snapshotted before the chain existed, with older events after the snapshot: export, import
    and verify fold the whole stream for the chain head (a head computed from the snapshot would be wrong)."""
    import orjson
    from eventsourcing.persistence import StoredEvent
    from eventsourcing.utils import get_topic

    from ledger.aggregates import Campaign
    from ledger.store.application import LedgerApp
    from conftest import pg_url

    cli = Cli(tmp_path / "old.sqlite")
    cli("create", "Old")
    created_before_the_chain(cli)
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    camp = app.campaign("Old")

    def legacy(version: int, name: str) -> StoredEvent:
        state = {"timestamp": "2026-11-01T12:00:00+00:00", "action_id": version - 1, "action": "add-npc", "actor": "GM",
                 "system": "masks", "rules_version": camp.rules_version, "kind": "NpcIntroduced", "cause": None,
                 "changes": [{"path": ["characters", name], "before": None,
                              "after": {"kind": "npc", "adult": False, "status": "active"}, "delta": None}],
                 "detail": {"character": name, "adult": False}, "class_version": 2, "inputs": None, "reason": None}
        return StoredEvent(originator_id=camp.id, originator_version=version, topic=get_topic(Campaign.Recorded),
                           state=orjson.dumps(state))

    app.recorder.insert_events([legacy(2, "Vance")])
    snap = Campaign.Snapshot.take(app.campaign("Old"))
    stored = app.mapper.to_stored_event(snap)
    state = orjson.loads(stored.state)
    state["state"].pop("chain_head")
    app.snapshots.recorder.insert_events([StoredEvent(originator_id=stored.originator_id, originator_version=2,
                                                      topic=stored.topic, state=orjson.dumps(state))])
    app.recorder.insert_events([legacy(3, "Wren")])
    export = tmp_path / "e.jsonl"
    cli("export", "--out", str(export))
    target = Cli(tmp_path / "t.sqlite")
    assert "3 events" in target("import", str(export)).stdout
    assert "3 events" in target("verify").stdout
    assert target.json("sheet", "Wren")["name"] == "Wren"


def test_a_write_on_a_campaign_snapshotted_before_the_chain_leaves_a_snapshot_that_knows_it(tmp_path: Path) -> None:
    """Reads use the old snapshot as it is (no chain head needed); the first write folds the campaign whole
    for the chain head and saves a snapshot, so the next loads are fast again; verify agrees."""
    import orjson
    from eventsourcing.persistence import StoredEvent

    from ledger.aggregates import Campaign
    from ledger.store.application import LedgerApp
    from conftest import pg_url

    cli = Cli(tmp_path / "old.sqlite")
    cli("create", "Old")
    cli("add-npc", "Vance")
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    stored = app.mapper.to_stored_event(Campaign.Snapshot.take(app.campaign("Old")))
    state = orjson.loads(stored.state)
    state["state"].pop("chain_head")
    app.snapshots.recorder.insert_events([StoredEvent(originator_id=stored.originator_id, originator_version=2,
                                                      topic=stored.topic, state=orjson.dumps(state))])
    assert not hasattr(LedgerApp(app.location).campaign("Old"), "chain_head")        # a read: the old snapshot
    assert cli.json("sheet", "Vance")["name"] == "Vance"
    cli("add-npc", "Wren")
    fresh = LedgerApp(app.location)
    latest = list(fresh.snapshots.get(fresh.campaign("Old").id, desc=True, limit=1))[0]
    assert latest.originator_version == 3 and latest.state["chain_head"] == fresh.campaign("Old", writing=True).chain_head
    assert "OK Old: 3 events" in cli("verify").stdout


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_the_link_from_stored_fields_equals_the_link_of_the_model(played: dict[str, tuple[Cli, str]], stem: str) -> None:
    """Export and import compute links from the stored fields (no model dump): the same bytes, every event."""
    from ledger.aggregates import campaign_id
    from ledger.store.application import LedgerApp
    from ledger.archive.export import stored_events
    from ledger.aggregates.chain import event_link, fields_link
    from conftest import pg_url

    cli, name = played[stem]
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    cid = campaign_id(name)
    previous = None
    for stored in stored_events(app, cid):
        _, fields = app.mapper.decode(stored)
        event = app.mapper.to_domain_event(stored)
        assert fields_link(previous, cid, stored.originator_version, fields) == event_link(previous, event)
        assert event.chain == event_link(previous, event)
        previous = event.chain


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_export_reads_each_chain_link_as_a_parse_would(played: dict[str, tuple[Cli, str]], stem: str) -> None:
    """``ledger.archive.export._stored_chain`` reads the link without parsing the whole event where the layout allows it,
    and parses where it does not: the same link (or None) as a parse, for every stored event and crafted ones."""
    import orjson

    from ledger.aggregates import campaign_id
    from ledger.store.application import LedgerApp
    from ledger.archive.export import _stored_chain, event_rows
    from conftest import pg_url

    cli, name = played[stem]
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    rows = list(event_rows(app, campaign_id(name), app.campaign(name).version))
    assert [r[0] for r in rows] == list(range(1, len(rows) + 1))
    for _, _, state in rows:
        assert _stored_chain(state) == orjson.loads(state)["chain"].encode()
    link = "ab" * 32
    for state, want in ((b'{"timestamp":"2026-01-01T00:00:00Z","chain":null,"a":"\\\\","chain":"%s"}' % link.encode(),
                         link.encode()),                                       # a key twice: the parse keeps the last
                        (b'{"timestamp":"2026-01-01T00:00:00Z","chain":null}', None),
                        (b'{"a":"x","chain":"%s"}' % link.encode(), link.encode()),
                        (b'{"timestamp":"t\\"","chain":"%s"}' % link.encode(), link.encode()),
                        (b'{"timestamp":"t","chain":"%s"}' % (b"AB" * 32), b"AB" * 32),
                        (b'{"timestamp":"t","chain":"short"}', b"short"),
                        (b'{"timestamp":"t"}', None)):
        assert _stored_chain(state) == want == (lambda c: c.encode() if isinstance(c, str) else None)(
            orjson.loads(state).get("chain")), state


def test_export_holds_the_events_its_header_counts(played: dict[str, tuple[Cli, str]], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Events recorded by another writer while an export runs (after it counted them) are left out of the file, which
    therefore imports whole: ``event_rows`` stops at the count."""
    from ledger.aggregates import campaign_id
    from ledger.store.application import LedgerApp
    from ledger.archive.export import event_rows
    from conftest import pg_url

    cli, name = played["masks-halcyon-nights"]
    app = LedgerApp(pg_url(cli.store) if TEST_STORE == "postgres" else cli.store)
    version = app.campaign(name).version
    assert len(list(event_rows(app, campaign_id(name), version - 3))) == version - 3
    assert [r[0] for r in event_rows(app, campaign_id(name), version)][-2:] == [version - 1, version]


@pytest.mark.parametrize("how", ["edited-late", "truncated"])
def test_a_bad_line_after_pages_were_written_rolls_the_whole_import_back(played: dict[str, tuple[Cli, str]], tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    import ledger.archive.importing

    monkeypatch.setattr(ledger.archive.importing, "PAGE", 10)          # pages are written before the bad line is read
    source, _ = played["masks-halcyon-nights"]
    export = tmp_path / "e.jsonl"
    source("export", "--out", str(export))
    lines = export.read_text(encoding="utf-8").splitlines()
    if how == "edited-late":
        n = len(lines) - 5
        event = json.loads(lines[n])
        event["state"]["actor"] = "Someone Else"
        lines[n] = json.dumps(event)
    else:
        lines = lines[:-1]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = Cli(tmp_path / "t.sqlite")
    target("replay", str(ROOT / "sample_campaigns" / "basic-the-salt-road.yaml"))
    before = target.bytes()
    proc = target("import", str(bad), ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: file: line "), proc.stderr
    assert target.bytes() == before
    assert [c["name"] for c in target.json("campaigns")] == ["The Salt Road"]


def test_import_reads_gzip_by_its_bytes_a_byte_order_mark_and_blank_lines_and_bounds_a_line(
        played: dict[str, tuple[Cli, str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source, _ = played["basic-the-salt-road"]
    export = tmp_path / "e.jsonl"
    source("export", "--out", str(export))
    body = export.read_bytes()
    packed = tmp_path / "packed.export"                                  # gzip, not named .gz
    packed.write_bytes(gzip.compress(body, mtime=0))
    marked = tmp_path / "marked.jsonl"                                   # a byte-order mark, blank lines at the end
    marked.write_bytes(b"\xef\xbb\xbf" + body + b"\n\n")
    for n, f in enumerate((packed, marked)):
        target = Cli(tmp_path / f"t{n}.sqlite")
        target("import", str(f))
        assert target.json("sheet", "Mara") == source.json("sheet", "Mara")
    import ledger.archive.export_file

    monkeypatch.setattr(ledger.archive.export_file, "LINE_LIMIT", 200)            # a line too long is refused, not read whole
    target = Cli(tmp_path / "t9.sqlite")
    proc = target("import", str(export), ok=False)
    assert proc.returncode == 2 and "longer than" in proc.stderr and proc.stderr.startswith("error: file: line "), proc.stderr
    assert not target.has_store()
