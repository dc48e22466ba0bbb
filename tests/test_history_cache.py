"""The kept history rows (ledger/history_cache.py) give exactly the bytes of rows made
afresh: cold, warm, after actions appended, after a correction, after a Mouse Guard volley is revealed, after
the store file is replaced, with a damaged cache file, and with the cache off (then nothing is written)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import orjson
import pytest

from conftest import ROOT, Cli

pytestmark = pytest.mark.sqlite_only          # the kept rows are for SQLite store files

SAMPLES = sorted((ROOT / "sample_campaigns").glob("*.yaml"))


def history(cli: Cli, cache: Path | str) -> str:
    """``history --json`` with the cache folder ``cache`` (or ``off``)."""
    cli.env["LEDGER_CACHE"] = str(cache)
    return cli("history", "--json").stdout


def entries(cache: Path) -> list[tuple[int, int, int]]:
    """(upto, session, scene) of each kept entry."""
    con = sqlite3.connect(cache / "history.sqlite")
    try:
        return con.execute("SELECT upto, session, scene FROM entry ORDER BY upto").fetchall()
    finally:
        con.close()


def events(store: Path) -> tuple[str, list[tuple[int, str, dict]]]:
    """The campaign's id and its (version, topic, fields) in order."""
    con = sqlite3.connect(store)
    try:
        (cid,) = con.execute("SELECT originator_id FROM stored_events WHERE topic LIKE '%:Campaign.Created'").fetchone()
        rows = con.execute("SELECT originator_version, topic, state FROM stored_events WHERE originator_id = ? "
                           "ORDER BY originator_version", (cid,)).fetchall()
    finally:
        con.close()
    return cid, [(v, t, orjson.loads(s)) for v, t, s in rows]


def cut(store: Path, target: Path, keep: int) -> int:
    """Copy ``store`` to ``target`` keeping its campaign's events up to the end of the action (the save) that
    holds version ``keep`` (snapshots past it removed); returns the last version kept."""
    cid, rows = events(store)
    action = rows[keep - 1][2].get("action_id")
    last = max(v for v, _, f in rows if v <= keep or f.get("action_id") == action)
    shutil.copyfile(store, target)
    con = sqlite3.connect(target)
    con.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version > ?", (cid, last))
    con.execute("DELETE FROM stored_snapshots WHERE originator_id = ? AND originator_version > ?", (cid, last))
    con.commit()
    con.close()
    return last


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = {}
    for script in SAMPLES:
        store = tmp_path_factory.mktemp(script.stem) / "full.sqlite"
        Cli(store)("replay", str(script))
        out[script.stem] = store
    return out


@pytest.mark.parametrize("stem", [s.stem for s in SAMPLES])
def test_kept_rows_are_the_same_bytes_cold_warm_and_after_more_actions(stores: dict[str, Path], stem: str,
                                                                       tmp_path: Path) -> None:
    full = stores[stem]
    fresh = history(Cli(full), "off")
    cache = tmp_path / "cache"
    cli = Cli(full)
    assert history(cli, cache) == fresh                   # cold: made and kept
    assert history(cli, cache) == fresh                   # warm: read back
    assert entries(cache)[0][0] > 0
    # the same store path, first holding a third of the campaign, then all of it: the kept rows are
    # extended by the actions recorded since (or made again where a correction or a reveal came between)
    part = tmp_path / "store.sqlite"
    total = len(events(full)[1])
    for keep in (total // 3, (2 * total) // 3):
        last = cut(full, part, keep)
        partial = Cli(part)
        expected = history(partial, "off")
        assert history(partial, cache) == expected
        assert last in [e[0] for e in entries(cache)]
        shutil.copyfile(full, part)
        assert history(partial, cache) == fresh
        assert history(partial, cache) == fresh
        assert len(events(full)[1]) in [e[0] for e in entries(cache)]      # the entry reaches the end now


def test_a_correction_since_the_kept_rows_marks_the_earlier_rows(stores: dict[str, Path], tmp_path: Path) -> None:
    full = stores["masks-second-chances"]
    fresh = history(Cli(full), "off")
    part, cache = tmp_path / "store.sqlite", tmp_path / "cache"
    first = next(v for v, t, _ in events(full)[1] if t.endswith(".Corrected"))
    cut(full, part, first - 1)               # up to the action before the first correction (amend 6)
    cli = Cli(part)
    warm = history(cli, cache)
    assert {r["action"]: r["amended_by"] for r in orjson.loads(warm)}[6] == []
    shutil.copyfile(full, part)
    again = history(cli, cache)
    assert again == fresh
    assert {r["action"]: r["amended_by"] for r in orjson.loads(again)}[6] == [8]


def test_a_revealed_volley_shows_in_rows_kept_before_it(stores: dict[str, Path], tmp_path: Path) -> None:
    full = stores["mouseguard-darkwater-crossing"]
    scripted = next(v for v, _, f in events(full)[1] if f.get("kind") == "ActionsScripted")
    part, cache = tmp_path / "store.sqlite", tmp_path / "cache"
    cut(full, part, scripted)
    cli = Cli(part)
    sealed = history(cli, cache)
    assert sealed == history(Cli(part), "off")
    shutil.copyfile(full, part)
    revealed = history(cli, cache)
    assert revealed == history(Cli(full), "off")
    assert revealed != sealed


def test_a_store_replaced_at_the_same_path_is_read_afresh(tmp_path: Path) -> None:
    script = ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"
    store, other, cache = tmp_path / "s.sqlite", tmp_path / "o.sqlite", tmp_path / "cache"
    Cli(store)("replay", str(script))
    Cli(other)("replay", str(script))           # the same campaign played again: other times, other events
    cli = Cli(store)
    first = history(cli, cache)
    shutil.copyfile(other, store)
    assert history(cli, cache) == history(Cli(store), "off") != first


def test_a_damaged_cache_file_or_the_cache_off_changes_nothing(tmp_path: Path) -> None:
    store = tmp_path / "s.sqlite"
    Cli(store)("replay", str(ROOT / "sample_campaigns" / "basic-the-salt-road.yaml"))
    fresh = history(Cli(store), "off")
    assert not list(tmp_path.glob("**/history.sqlite"))
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "history.sqlite").write_bytes(b"not a database at all" * 100)
    assert history(Cli(store), cache) == fresh
    unwritable = tmp_path / "file-not-folder"
    unwritable.write_text("x")
    assert history(Cli(store), unwritable) == fresh


def test_rows_kept_by_other_code_are_not_used(stores: dict[str, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.store.kept_rows as hc

    cache, full = tmp_path / "cache", stores["masks-halcyon-nights"]
    history(Cli(full), cache)
    first = hc.code_digest()
    monkeypatch.setattr(hc, "code_digest", lambda: first + "-edited")      # as after an upgrade or an edited checkout
    history(Cli(full, process=False), cache)
    if Cli(full).process:                                            # a child process does not see the patch
        return
    assert len(entries(cache)) == 2


def test_a_file_that_is_not_the_cache_is_left_untouched_and_the_cache_is_private(stores: dict[str, Path],
                                                                                  tmp_path: Path) -> None:
    full = stores["basic-the-salt-road"]
    fresh = history(Cli(full), "off")
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    con = sqlite3.connect(foreign / "history.sqlite")
    con.execute("CREATE TABLE mydata (x)")
    con.commit()
    con.close()
    store_here = tmp_path / "store-here"                        # the cache folder holds a ledger store of that name
    store_here.mkdir()
    shutil.copyfile(full, store_here / "history.sqlite")
    for folder in (foreign, store_here):
        before = (folder / "history.sqlite").read_bytes()
        assert history(Cli(full), folder) == fresh
        assert (folder / "history.sqlite").read_bytes() == before
        assert sorted(p.name for p in folder.iterdir()) == ["history.sqlite"]
    mine = tmp_path / "mine"
    assert history(Cli(full), mine) == fresh
    assert (mine / "history.sqlite").stat().st_mode & 0o777 == 0o600
    assert mine.stat().st_mode & 0o777 == 0o700
