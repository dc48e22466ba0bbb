"""The record proves itself: links taken out of a chained campaign, a damaged file, a damaged campaign list.

Each test edits a store (or an export) as a forger or a flipped bit would, outside the ledger, and checks that
``ledger verify`` names the damage (exit 1), that an export refuses to copy it and that an import refuses it.
"""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import orjson
import pytest

from conftest import ROOT, Cli
from store_edits import INDEX_ID, StoreRows, campaign_rows

NAME = "Halcyon Nights"
SAMPLE = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"


@pytest.fixture
def played(tmp_path: Path) -> Cli:
    """The Masks sample campaign (222 events, one snapshot) in a store of its own."""
    cli = Cli(tmp_path / "s.sqlite")
    cli("replay", str(SAMPLE))
    return cli


def forge(state: dict[str, Any]) -> None:
    """What a forger changes in an action's event: who did it and why."""
    state["actor"] = "Mallory"
    state["reason"] = "nothing happened here"


def unlink(state: dict[str, Any]) -> None:
    """Take an event's chain link out, its class version kept."""
    state["chain"] = None


def lower(state: dict[str, Any]) -> None:
    """Take an event's chain link out and lower its class version to the one before the chain (``Recorded`` 2)."""
    state.pop("chain")
    state["class_version"] = 2


@pytest.mark.parametrize("how", [unlink, lower], ids=["chain nulled", "class version lowered"])
def test_a_chained_campaign_cannot_be_unchained_from_an_event_on(played: Cli, tmp_path: Path, how: Any) -> None:
    """Event 30 edited, the links of events 30-222 taken out, the snapshots deleted: verify said OK (29 chained,
    193 from before the chain), and export and import carried the forgery."""
    rows, cid = campaign_rows(played.store, NAME)
    rows.edit(cid, [30], forge)
    rows.edit(cid, range(30, 223), how)
    rows.drop_snapshots()
    rows.close()
    proc = played("verify", ok=False)
    assert proc.returncode == 1, proc.stdout
    assert proc.stderr.startswith(f"DAMAGED {NAME}: event 30 (action 17, MoveRolled): it has no hash-chain link, yet "), proc.stderr
    assert orjson.loads(played("verify", "--json", ok=False).stdout)["damage"]["event"] == 30
    out = tmp_path / "e.jsonl"
    proc = played("export", "--out", str(out), ok=False)
    assert proc.returncode == 2 and "event 30 breaks the hash chain (it has no hash-chain link" in proc.stderr
    assert not out.exists()


def test_the_last_event_unchained_is_damage(played: Cli) -> None:
    """The smaller form: the last event edited and its link nulled (passed 7 of 10 trials)."""
    rows, cid = campaign_rows(played.store, NAME)
    last = rows.events(cid)[-1][0]
    rows.edit(cid, [last], lambda s: (forge(s), unlink(s)))
    rows.close()
    proc = played("verify", ok=False)
    assert proc.returncode == 1 and proc.stderr.startswith(f"DAMAGED {NAME}: event {last} ("), proc.stderr
    assert "no hash-chain link" in proc.stderr


def test_an_export_with_links_taken_out_and_recomputed_is_refused(played: Cli, tmp_path: Path) -> None:
    """A forged export: from event 30 on, the events' links taken out and each line's link recomputed over the model
    (as for events recorded before the chain), the header's head with them: the import refuses line 31."""
    from ledger.aggregates.chain import event_link
    from ledger.store.application import LedgerApp

    good = tmp_path / "e.jsonl"
    played("export", "--out", str(good))
    lines = good.read_bytes().splitlines()
    header = orjson.loads(lines[0])
    app = LedgerApp(played.store) if not str(played.store).startswith("postgres") else None
    mapper = app.mapper if app is not None else None
    from eventsourcing.persistence import StoredEvent

    from ledger.aggregates import campaign_id

    cid = campaign_id(NAME)
    previous = None
    out = [lines[0]]
    for line in lines[1:]:
        obj = orjson.loads(line)
        if obj["version"] >= 30:
            if obj["version"] == 30:
                forge(obj["state"])
            unlink(obj["state"])
            event = (mapper or _mapper()).to_domain_event(StoredEvent(originator_id=cid, originator_version=obj["version"],
                                                                      topic=obj["topic"], state=orjson.dumps(obj["state"])))
            obj["chain"] = event_link(previous, event)
        previous = obj["chain"]
        out.append(orjson.dumps(obj))
    header["chain_head"] = previous
    out[0] = orjson.dumps(header)
    forged = tmp_path / "forged.jsonl.gz"
    forged.write_bytes(gzip.compress(b"\n".join(out) + b"\n"))
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(forged), ok=False)
    assert proc.returncode == 2, proc.stdout
    assert proc.stderr.startswith("error: file: line 31: the hash chain breaks here: it has no hash-chain link"), proc.stderr
    assert not target.has_store()


def _mapper() -> Any:
    from ledger.store.mapper import OrjsonTranscoder, PydanticMapper

    return PydanticMapper(transcoder=OrjsonTranscoder())


def test_a_campaign_recorded_before_the_chain_still_verifies(played: Cli) -> None:
    """Events recorded before the chain (class versions without it) as a prefix remain what they were: verify
    says so, and ``migrate`` anchors them."""
    rows, cid = campaign_rows(played.store, NAME)
    rows.edit(cid, range(2, 223), lower)
    rows.edit(cid, [1], lambda s: (s.pop("chain"), s.pop("class_version")))
    rows.drop_snapshots()
    rows.close()
    out = played("verify").stdout
    assert out.startswith(f"OK {NAME}: 222 events (0 chained, 222 from before the chain)"), out
    assert "run 'ledger migrate'" in out
    played("migrate")
    assert played.json("verify")["chained"] == 1


__all__ = ["StoreRows", "INDEX_ID"]


def flip_index_bit(store: Path) -> None:
    """Flip one bit in the root page of the events table's primary-key index, at the first place (from the page's
    end, where its keys are) that hides events from a read by the index while the table still holds them all."""
    import shutil
    import sqlite3

    con = sqlite3.connect(store)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_stored_events_1'").fetchone()
    (size,) = con.execute("PRAGMA page_size").fetchone()
    con.close()
    whole = store.read_bytes()
    trial = store.with_suffix(".trial")
    for offset in range(root * size - 1, (root - 1) * size, -1):
        data = bytearray(whole)
        data[offset] ^= 0x01
        trial.write_bytes(data)
        con = sqlite3.connect(trial)
        try:
            indexed = con.execute("SELECT count(*) FROM stored_events WHERE originator_id = ?", (CID_HEX,)).fetchone()[0]
            whole_count = con.execute("SELECT count(*) FROM stored_events NOT INDEXED WHERE originator_id = ?",
                                      (CID_HEX,)).fetchone()[0]
        except sqlite3.Error:
            continue
        finally:
            con.close()
        if 1 < indexed < whole_count:
            shutil.move(trial, store)
            return
    raise AssertionError("no single bit of the index root hides events")


CID_HEX = __import__("ledger.aggregates.stored", fromlist=["campaign_key"]).campaign_key(NAME)


@pytest.mark.sqlite_only
def test_a_flipped_bit_in_the_index_is_damage(played: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    """One flipped bit in the primary-key index: verify said OK with fewer events (the rows read still chain and
    fold). SQLite's own check names it; without that check, the events table read whole still disagrees."""
    flip_index_bit(played.store)
    proc = played("verify", ok=False)
    assert proc.returncode == 1, proc.stdout
    assert proc.stderr.startswith(f"DAMAGED {NAME}: the store file: SQLite's own check finds it damaged (row "), proc.stderr
    assert "missing from index sqlite_autoindex_stored_events_1" in proc.stderr
    import ledger.store.damage
    from ledger.archive.export import verify
    from ledger.store.application import LedgerApp

    result = verify(LedgerApp(played.store), NAME)
    assert result.damage is not None and result.damage.kind == "missing"
    assert result.damage.what.startswith(f"the events table holds 222 events of this campaign (up to event 222), but "
                                         f"only {result.events} are read in order"), result.damage.what


def test_the_last_events_deleted_under_a_later_snapshot_is_damage(played: Cli) -> None:
    """Events 150-222 deleted, the snapshot at event 200 left: the rest chains and folds, and verify said OK."""
    rows, cid = campaign_rows(played.store, NAME)
    for version in range(150, 223):
        rows.delete(cid, version)
    rows.close()
    proc = played("verify", ok=False)
    assert proc.returncode == 1, proc.stdout
    assert proc.stderr == (f"DAMAGED {NAME}: the snapshot at event 200: it was taken at event 200, but the campaign's "
                           "events end at 149: events after 149 are missing or cannot be read\n")


def test_a_renamed_entry_in_the_campaign_list_is_damage_and_hides_nothing(played: Cli) -> None:
    """The campaign renamed in the list's ``Registered`` event (no chain covers it): verify said OK with 0 events and
    every other command failed with an internal error (exit 70)."""
    rows = StoreRows(played.store)
    rows.edit(INDEX_ID, [2], lambda s: s.update(name="Halcyon Nightz"))
    rows.close()
    proc = played("verify", ok=False)
    assert proc.returncode == 1
    assert proc.stderr == ("DAMAGED Halcyon Nightz: the campaign list: its event 2 names campaign 'Halcyon Nightz', but no "
                           "record of that campaign is stored (an edited name)\nnote: campaigns whose records are stored: "
                           f"{NAME} (verify one with --campaign)\n")
    proc = played("team", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store: the campaign list is damaged: its event 2 "), proc.stderr
    assert f"campaigns whose records are stored: {NAME} (name one with --campaign)" in proc.stderr
    proc = played("verify", "--campaign", NAME, ok=False)
    assert proc.returncode == 1 and proc.stderr.endswith(
        "\nnote: the campaign's own record is whole: 222 events, 121 actions\n"), proc.stderr
    assert "Gale" in played("team", "--campaign", NAME).stdout
    assert "Gale Angry" in played("mark", "Gale", "angry", "--campaign", NAME).stdout


def test_a_deleted_entry_in_the_campaign_list_is_named(played: Cli) -> None:
    """The list's ``Registered`` event deleted: every command said "none", naming no damage."""
    rows = StoreRows(played.store)
    rows.delete(INDEX_ID, 2)
    rows.close()
    proc = played("verify", ok=False)
    assert proc.returncode == 1
    assert proc.stderr.startswith("DAMAGED ") and proc.stderr.endswith(
        f": the campaign list: campaign '{NAME}' is stored but not entered in it (its entry was deleted or edited)\n")
    proc = played("history", ok=False)
    assert proc.returncode == 2 and "the campaign list is damaged" in proc.stderr
    assert played.json("sheet", "Gale", "--campaign", NAME)["name"] == "Gale"
    proc = played("verify", "--campaign", NAME, ok=False)
    assert proc.returncode == 1 and "own record is whole: 222 events" in proc.stderr


def test_an_edited_kind_in_the_campaign_list_is_named(played: Cli) -> None:
    rows = StoreRows(played.store)
    (state,) = [s for v, _, s in rows.events(INDEX_ID) if v == 1]
    state.pop("originator_topic")
    rows.put(INDEX_ID, 1, {**state, "name": NAME, "system": "masks"},
             topic="ledger.aggregates.campaign:CampaignIndex.Registered")
    rows.close()
    proc = played("verify", "--campaign", NAME, ok=False)
    assert proc.returncode == 1 and "the campaign list: its event 1 is of a kind that cannot stand there" in proc.stderr, \
        proc.stderr


@pytest.mark.parametrize("damage", ["changes not a list", "creation replaced"])
def test_a_damaged_store_is_named_on_either_store(played: Cli, damage: str) -> None:
    """Damage that fails a read deep in a fold (an internal error, exit 70, on PostgreSQL): every command names it."""
    rows, cid = campaign_rows(played.store, NAME)
    if damage == "changes not a list":
        rows.edit(cid, [50], lambda s: s.update(changes=5))
    else:
        rows.put(cid, 1, {"name": 5})
    rows.close()
    for argv in (["history"], ["team"], ["arc", "Gale"]):
        proc = played(*argv, ok=False)
        assert proc.returncode in (0, 2) and "internal" not in proc.stderr, (argv, proc.stderr)
    proc = played("history", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: store: ") and "damaged" in proc.stderr, proc.stderr
    assert len(proc.stderr.splitlines()) == 1
