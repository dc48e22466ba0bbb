"""A kept copy of the history's JSON rows (a read model), so that ``ledger history --json`` of a long campaign
reads its rows instead of making them again.

Source: bench/README.md (history at scale) (history at scale: ``history --json`` within 2x of raw sqlite3 + orjson decoding of
the same rows, memory that does not grow with the campaign). The rows are derived data, kept outside the
store in a cache file of their own (``LEDGER_CACHE``: a folder, or ``off``; default the user's cache folder),
one entry per store file, campaign and language; the store itself is never written by a read.

An entry is used only when it is sure to give the same bytes as making the rows again:

- it was made by this version of the ledger (its code files as they are now: an edited checkout counts as
  another version), for the same store file, campaign and language;
- the store still holds, at the version the entry reached, the very event it was made from (a store replaced
  by another one at the same path fails this);
- no correction (undo, redo, amend) was recorded since: a correction marks earlier rows, so the rows are made
  again from the start;
- a system whose reads hide part of the record depending on the current state (a ``redact`` view) names that
  part with a ``redaction_key`` view, and it is unchanged (without that view, such a system's rows are never
  kept).

Then the kept rows are written as they are and only the actions recorded since are made (and kept). Anything
that goes wrong with the cache file (locked by another reader, unwritable, damaged) only means the rows are
made as if there were no cache.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import orjson

from ledger.kept_files import cache_file, code_digest

#: Bump when the rows' shape or wording changes without a new ledger version.
FORMAT = 1
_KEEP_EVERY = 2000          # rows written per batch


#: The cache file's SQLite application id ("LDHC"): a file without it and with tables of its own is not ours.
APPLICATION_ID = 0x4C444843


def _open(path: Path) -> sqlite3.Connection:
    """The cache file, made readable by the user only (it holds the campaigns' text) in a folder of the user's,
    and marked as the ledger's. Raises ``sqlite3.DatabaseError`` for a file that is not the ledger's cache
    (another program's database, a store, anything else): it is left untouched and nothing is kept."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.close(os.open(path, os.O_CREAT | os.O_RDWR, 0o600))
    con = sqlite3.connect(path, timeout=0.2, isolation_level=None)
    try:
        if con.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            if con.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
                raise sqlite3.DatabaseError(f"{path} is not the ledger's history cache")
            con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("CREATE TABLE IF NOT EXISTS entry (key TEXT PRIMARY KEY, upto INTEGER, event BLOB, redaction BLOB, "
                    "session INTEGER, scene INTEGER)")
        con.execute("CREATE TABLE IF NOT EXISTS row (key TEXT, n INTEGER, body BLOB, PRIMARY KEY (key, n))")
    except BaseException:
        con.close()
        raise
    return con


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


def json_rows(location: Any, name: str, system: Any, lang: str, state: dict[str, Any]) -> Iterator[bytes] | None:
    """The history's rows of campaign ``name`` (all of them, oldest first, as ``history --json`` gives them)
    already encoded by ``ledger.projections.rows.json_body``, from the kept copy where it holds and made (and kept)
    where it does not. ``state`` is the campaign's current state (for a system's ``redact``). None when
    this path does not apply (no cache, a store that is not a SQLite file, a system whose hidden parts cannot
    be told apart); then the caller makes the rows itself."""
    from ledger.projections.rows import json_body
    from ledger.store.fast_reader import campaign_key, views

    where = cache_file()
    if where is None or getattr(location, "kind", None) != "sqlite" or location.path is None:
        return None
    events = views(location, name, page=2000, desc=False)
    if events is None:
        return None
    redaction = b""
    if system.views.redact is not None:
        key_of = system.views.redaction_key
        if key_of is None:
            return None
        redaction = _digest(orjson.dumps(key_of(state), option=orjson.OPT_SORT_KEYS))
    cid = campaign_key(name)
    store = Path(location.path).resolve()
    key = _digest(f"{FORMAT}\0{code_digest()}\0{store}\0{cid}\0{lang}".encode()).hex()
    try:
        cache = _open(where)
    except (OSError, sqlite3.Error):
        return None
    return _rows(cache, key, store, cid, name, location, system, lang, state, redaction, json_body)


def _rows(cache: sqlite3.Connection, key: str, store: Path, cid: str, name: str, location: Any, system: Any,
          lang: str, state: dict[str, Any], redaction: bytes, encode: Any) -> Iterator[bytes]:
    from ledger.projections.rows import Marks, iter_rows
    from ledger.store.fast_reader import views

    try:
        upto, place, n = _kept(cache, key, store, cid, redaction)
        writing = _begin(cache)
        if writing and upto == 0:
            cache.execute("DELETE FROM row WHERE key = ?", (key,))
    except sqlite3.Error:               # a damaged cache: the rows are made as if there were none
        cache.close()
        yield from _made(views(location, name, page=2000, desc=False), encode, system, lang, state)
        return
    if upto:
        for (body,) in cache.execute("SELECT body FROM row WHERE key = ? ORDER BY n", (key,)):
            yield body
    read = views(location, name, page=2000, desc=False, gt=upto)
    marks = Marks.scan(read(only="Corrected")) if upto == 0 else Marks()   # none since the kept rows (else upto is 0)
    last = {"version": upto}

    def tracked() -> Iterator[Any]:
        for ev in read():
            last["version"] = ev.originator_version
            yield ev

    batch: list[tuple[str, int, bytes]] = []
    done = False
    try:
        for row in iter_rows(tracked(), marks, system, lang=lang, state=state, place=place):
            body = encode(row)
            if writing:
                n += 1
                batch.append((key, n, body))
                if len(batch) >= _KEEP_EVERY:
                    writing = _put(cache, batch)
            yield body
        done = True
    finally:
        if writing and done and _put(cache, batch) and last["version"] > upto:
            writing = _mark(cache, key, store, cid, last["version"], redaction, place)
        try:
            cache.execute("COMMIT" if writing and done else "ROLLBACK") if cache.in_transaction else None
        except sqlite3.Error:
            pass
        cache.close()


def _kept(cache: sqlite3.Connection, key: str, store: Path, cid: str, redaction: bytes) -> tuple[int, Any, int]:
    """(version the kept rows reach, the session and scene there, how many rows) or (0, a fresh place, 0)."""
    from ledger.projections.history import Places

    place = Places()
    found = cache.execute("SELECT upto, event, redaction, session, scene FROM entry WHERE key = ?", (key,)).fetchone()
    if found is None or found[2] != redaction:
        return 0, place, 0
    upto, event, _, session, scene = found
    con = _read_only(store)
    try:
        at = _event_digest(con, cid, upto)
        since = con.execute("SELECT COUNT(*) FROM stored_events WHERE originator_id = ? AND originator_version > ? "
                            "AND topic LIKE '%.Corrected'", (cid, upto)).fetchone()[0]
    finally:
        con.close()
    if at is None or at != event or since:
        return 0, place, 0
    (n,) = cache.execute("SELECT COUNT(*) FROM row WHERE key = ?", (key,)).fetchone()
    place.session, place.scene = session, scene
    return upto, place, n


def _event_digest(con: sqlite3.Connection, cid: str, version: int) -> bytes | None:
    """The digest of campaign ``cid``'s stored event at ``version`` (None when the store has none there): what
    an entry is checked against, so a store replaced at the same path is not mistaken for the one it was."""
    row = con.execute("SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = ?",
                      (cid, version)).fetchone()
    return None if row is None else _digest(row[0])


def _read_only(store: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{quote(str(store))}?mode=ro", uri=True)


def _begin(cache: sqlite3.Connection) -> bool:
    """Take the cache for writing; False when another reader has it (then nothing is kept this time)."""
    try:
        cache.execute("BEGIN IMMEDIATE")
        return True
    except sqlite3.OperationalError:
        return False


def _put(cache: sqlite3.Connection, batch: list[tuple[str, int, bytes]]) -> bool:
    try:
        cache.executemany("INSERT OR REPLACE INTO row (key, n, body) VALUES (?, ?, ?)", batch)
        batch.clear()
        return True
    except sqlite3.Error:
        return False


def _mark(cache: sqlite3.Connection, key: str, store: Path, cid: str, upto: int, redaction: bytes, place: Any) -> bool:
    con = _read_only(store)
    try:
        event = _event_digest(con, cid, upto)
        if event is None:
            return False
        cache.execute("INSERT OR REPLACE INTO entry (key, upto, event, redaction, session, scene) VALUES (?, ?, ?, ?, ?, ?)",
                      (key, upto, event, redaction, place.session, place.scene))
        return True
    except sqlite3.Error:
        return False
    finally:
        con.close()


def _made(read: Any, encode: Any, system: Any, lang: str, state: dict[str, Any]) -> Iterator[bytes]:
    from ledger.projections.rows import stream

    for row in stream(read, system, lang=lang, state=state):
        yield encode(row)
