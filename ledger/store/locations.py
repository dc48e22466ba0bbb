"""Where a ledger lives, and how to tell a ledger store from anything else.

Source: README "Stores, groups and what survives", design.md "Storage". A store is a SQLite file (the default) or a
PostgreSQL database (``postgresql://user[:password]@host[:port]/dbname[?schema=NAME]``), given by
``--store`` or ``LEDGER_STORE``. A store carries a mark of its own: a SQLite file has our application
id in its header and a ``campaign_ledger`` table; a PostgreSQL schema has the ``campaign_ledger`` table.
Another application's database is refused untouched. Recognising a SQLite file goes through SQLite
itself (never a raw ``open`` of the file, which would drop the process's locks on it, and never
around a writer's WAL).
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

from ledger.errors import LedgerError
from ledger.failure_reasons import os_reason, pg_reason

DEFAULT_STORE = "campaign.ledger.sqlite"
#: SQLite application id of a ledger store ("LDGR"), in the file's header.
APPLICATION_ID = 0x4C444752
#: The table that marks a ledger store (SQLite and PostgreSQL alike).
MARK_TABLE = "campaign_ledger"
MARK_ROWS = (("format", "1"), ("made by", "campaign-ledger"))
#: How long a command waits for a store that another process holds, in seconds.
LOCK_WAIT = 10.0


class StoreBusy(LedgerError):
    """Another process holds the store longer than ``LOCK_WAIT``."""


@dataclass(frozen=True)
class Location:
    """A store: ``kind`` ``"sqlite"`` (``path``) or ``"postgres"`` (``params``: dbname, host, port, user,
    password, schema); ``text`` is how it was given (without a password)."""

    kind: str
    text: str
    path: Path | None = None
    params: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text

    def env(self, create: bool) -> dict[str, str]:
        """The eventsourcing environment of an application over this store."""
        if self.kind == "sqlite":
            return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(self.path),
                    "SQLITE_LOCK_TIMEOUT": str(max(1, round(LOCK_WAIT))), "CREATE_TABLE": "y" if create else "n"}
        p = self.params
        return {"PERSISTENCE_MODULE": "eventsourcing.postgres", "POSTGRES_DBNAME": p["dbname"], "POSTGRES_HOST": p["host"],
                "POSTGRES_PORT": p["port"], "POSTGRES_USER": p["user"], "POSTGRES_PASSWORD": p["password"],
                "POSTGRES_SCHEMA": p["schema"], "POSTGRES_CONNECT_TIMEOUT": "5", "POSTGRES_LOCK_TIMEOUT": str(max(1, round(LOCK_WAIT))),
                "POSTGRES_POOL_SIZE": "2", "POSTGRES_MAX_OVERFLOW": "2",
                # the tables are made by ``pg_prepare`` under its lock, never by several commands at once
                "CREATE_TABLE": "n"}


_URL = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)([^\s'\"]*)@")
_SECRET_PARAM = re.compile(r"(?i)\b(password|passfile|sslpassword)=([^&\s'\"]*)")


def redact(text: Any) -> str:
    """``text`` with any password a URL in it holds replaced by ``***``: the user part of ``scheme://user:secret@host``
    (up to the last ``@`` before the host, so a password holding an unencoded ``/``, ``:`` or ``@`` is hidden whole)
    and a ``password=`` query value. Every message that may show a store's URL goes through this. Source:
    PostgreSQL docs "Connection URIs" (libpq-connect.html#LIBPQ-CONNSTRING-URIS)."""
    def userinfo(match: re.Match[str]) -> str:
        scheme, info = match.group(1), match.group(2)
        user = info.split(":", 1)[0].split("/", 1)[0]
        return f"{scheme}{user}:***@" if ":" in info or "/" in info else f"{scheme}{info}@"

    return _SECRET_PARAM.sub(lambda m: f"{m.group(1)}=***", _URL.sub(userinfo, str(text)))


def password_in(text: Any) -> bool:
    """Whether a store given as ``text`` (``--store``) holds a password: others see it in ``ps`` while a command
    runs (``PGPASSWORD``, ``~/.pgpass`` or ``LEDGER_STORE`` keep it out of the command line)."""
    return redact(text) != str(text)


def locate(given: str | os.PathLike[str] | None) -> Location:
    """The store named by ``given``, else ``$LEDGER_STORE``, else ``./campaign.ledger.sqlite``.

    A ``postgresql://`` (or ``postgres://``) URL names a PostgreSQL database: the password may come from
    the URL or ``$PGPASSWORD``, the schema from ``?schema=`` (default ``public``). Raises
    ``LedgerError("store")`` for an empty path, a path that is not valid UTF-8 or a URL without a
    database name.
    """
    text = str(given) if given is not None else os.environ.get("LEDGER_STORE") or DEFAULT_STORE
    from ledger.user_text import NOT_UTF8, undecodable

    if undecodable(text):
        raise LedgerError("store", NOT_UTF8)
    if not text.strip():
        raise LedgerError("store", "an empty path; give a file path such as campaign.sqlite or a postgresql:// URL")
    if text.startswith(("postgresql://", "postgres://")):
        url = urlparse(text)
        try:
            port = url.port
        except ValueError:                  # a password holding an unencoded "/" ends the host part early
            raise LedgerError("store", f"{redact(text)} is not a PostgreSQL URL this can read (is a password's / or @ "
                              "not encoded as %2F or %40?); give the password in PGPASSWORD or ~/.pgpass instead, and "
                              "the URL without it") from None
        dbname = unquote(url.path.lstrip("/"))
        if not dbname:
            raise LedgerError("store", "a PostgreSQL store needs a database: postgresql://user@host:5432/dbname")
        schema = (parse_qs(url.query).get("schema") or ["public"])[0]
        if not schema.replace("_", "").isalnum():
            raise LedgerError("store", f"schema {schema!r}: letters, digits and _ only")
        params = {"dbname": dbname, "host": url.hostname or "127.0.0.1", "port": str(port or 5432),
                  "user": unquote(url.username or os.environ.get("PGUSER") or os.environ.get("USER") or "postgres"),
                  "password": unquote(url.password or os.environ.get("PGPASSWORD") or ""), "schema": schema}
        shown = f"postgresql://{params['user']}@{params['host']}:{params['port']}/{dbname}" + (
            f"?schema={schema}" if schema != "public" else "")
        return Location("postgres", shown, params=params)
    return Location("sqlite", text, path=Path(text))


# --- SQLite ---------------------------------------------------------------------------------------------

def check_store_path(path: Path) -> None:
    """Refuse a SQLite store path that names no file a store can be: a device, a pipe or a socket (a new store's
    file would replace it), or a symbolic link to nothing (a new store could never be linked there). A folder, a
    missing file and a link to a file pass (they are told apart later). Raises ``LedgerError("store")``."""
    import stat

    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise LedgerError("store", f"cannot use {path}: {os_reason(exc)}") from None
    if stat.S_ISLNK(mode):
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            raise LedgerError("store", f"{path} is a symbolic link to nothing; give the store file itself, or a "
                              "new file path") from None
        except OSError as exc:
            raise LedgerError("store", f"cannot use {path}: {os_reason(exc)}") from None
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise LedgerError("store", f"{path} is not a regular file (a device, a pipe or a socket); give a store file "
                          "path")


def connect_sqlite(path: Path, mode: str = "rw") -> sqlite3.Connection:
    """A connection that creates nothing (``mode=rw``) and waits ``LOCK_WAIT`` for locks."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True, timeout=LOCK_WAIT, isolation_level=None)


def busy(exc: sqlite3.Error) -> bool:
    """Whether ``exc`` (SQLite's error) says another connection holds the store (SQLITE_BUSY, SQLITE_LOCKED: its
    busy timeout, ``LOCK_WAIT``, ran out). Source: sqlite.org/rescode.html."""
    return "locked" in str(exc) or "busy" in str(exc)


def refuse_busy(exc: BaseException, where: Any) -> None:
    """Raise ``StoreBusy`` (``busy_message(where)``) when ``exc`` is SQLite's word (or eventsourcing's error caused by
    it) that another process held the store for the whole ``LOCK_WAIT`` (``busy``): a fast path that met it refuses
    there rather than leave the full path to wait as long again, and a save refuses as the ledger's own refusal (worded
    in the campaign's language by the face). Returns for any other ``exc``."""
    cause = exc.__cause__ if isinstance(exc.__cause__, sqlite3.Error) else exc      # eventsourcing wraps SQLite's
    if isinstance(cause, sqlite3.Error) and busy(cause):
        raise StoreBusy("store", busy_message(where)) from None


def busy_message(where: Any) -> str:
    """The refusal for a store another process holds: "WHERE is locked: another process holds the store (waited N s);
    ..." (``rules.store_frames`` words it in each language)."""
    return (f"{redact(where)} is locked: another process holds the store (waited {LOCK_WAIT:.0f} s); let that command "
            "finish, or close the program that has it open, then run this again")


def sqlite_kind(path: Path) -> str:
    """What the existing file at ``path`` is: ``"ledger"``, ``"unmarked ledger"`` (a store from before the
    mark, recognised by the campaign index only this ledger writes), ``"empty"``, ``"another SQLite
    database"``, ``"a damaged SQLite database: ..."`` (what SQLite says, in the ledger's words:
    ``ledger.failure_reasons.sqlite_reason``) or ``"not a SQLite database"``. Reads
    only, through SQLite. Raises ``StoreBusy``."""
    if path.stat().st_size == 0:
        return "empty"
    try:
        con = connect_sqlite(path)
    except sqlite3.Error:
        return "not a SQLite database"
    try:
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id == APPLICATION_ID and MARK_TABLE in tables:
            return "ledger"
        if app_id in (0, APPLICATION_ID) and {"stored_events", "stored_snapshots"} <= tables and MARK_TABLE not in tables:
            from eventsourcing.utils import get_topic

            from ledger.aggregates.campaign import INDEX_ID, CampaignIndex

            row = con.execute("SELECT topic FROM stored_events WHERE originator_id = ? AND originator_version = 1",
                              (INDEX_ID.hex,)).fetchone()
            if row and row[0] == get_topic(CampaignIndex.Started):
                return "unmarked ledger"
        return "another SQLite database"
    except sqlite3.DatabaseError as exc:
        if busy(exc):
            raise StoreBusy("store", busy_message(path)) from None
        return _unreadable(path, exc)
    finally:
        con.close()


def _unreadable(path: Path, exc: sqlite3.DatabaseError) -> str:
    """``sqlite_kind`` of a file SQLite cannot read: a damaged SQLite database (its first bytes are SQLite's: cut short
    or overwritten) or not a SQLite database at all."""
    try:
        with open(path, "rb") as fh:
            magic = fh.read(16)
    except OSError:
        return "not a SQLite database"
    if magic == b"SQLite format 3\x00":
        from ledger.failure_reasons import sqlite_reason

        return f"a damaged SQLite database: {sqlite_reason(exc)}"
    return "not a SQLite database"


def mark_sqlite(path: Path) -> None:
    """Give the SQLite store at ``path`` the ledger's mark (application id and table); idempotent."""
    con = connect_sqlite(path)
    try:
        con.execute("BEGIN IMMEDIATE")
        con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        con.execute(f"CREATE TABLE IF NOT EXISTS {MARK_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        con.executemany(f"INSERT OR IGNORE INTO {MARK_TABLE} (key, value) VALUES (?, ?)", MARK_ROWS)
        con.execute("COMMIT")
    except sqlite3.Error as exc:
        if con.in_transaction:
            con.execute("ROLLBACK")
        if busy(exc):
            raise StoreBusy("store", busy_message(path)) from None
        raise
    finally:
        con.close()


def settle_sqlite(path: Path) -> None:
    """Fold a SQLite store's write-ahead log into its main file and sync that file to the disk, so that the file
    alone is the store, whole (its writes may have been made without waiting for the disk: an import's)."""
    con = connect_sqlite(path)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# --- PostgreSQL ------------------------------------------------------------------------------------------

def pg_connect(location: Location) -> Any:
    """A psycopg connection to ``location`` (autocommit off). Raises ``LedgerError("store")`` when the
    server cannot be reached."""
    import psycopg

    p = location.params
    try:
        return psycopg.connect(dbname=p["dbname"], host=p["host"], port=int(p["port"]), user=p["user"],
                               password=p["password"] or None, connect_timeout=5)
    except psycopg.Error as exc:              # libpq's text is English and may quote names: the reason in our words
        raise LedgerError("store", f"cannot reach the PostgreSQL store {location}: {pg_reason(exc)}") from None


#: The event tables eventsourcing makes for the ledger's application in a PostgreSQL schema.
PG_TABLES = ("ledgerapp_events", "ledgerapp_snapshots")


def pg_kind(location: Location) -> str:
    """``"ledger"`` (the schema has our mark), ``"none"`` (no ledger here yet: a new store may be made,
    beside any tables of other programs) or ``"another database"`` (event tables of our name but no mark:
    refused untouched)."""
    schema = location.params["schema"]
    with pg_connect(location) as con:
        rows = con.execute(                 # the catalogue itself: information_schema checks each table's privileges
            "SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = %s AND c.relkind IN ('r', 'p')", (schema,)).fetchall()
    tables = {r[0] for r in rows}
    if MARK_TABLE in tables:
        return "ledger" if set(PG_TABLES) <= tables else "none"      # marked, tables not made yet: make them
    if set(PG_TABLES) & tables:
        return "another database"
    return "none"


def pg_prepare(location: Location, make_tables: Any = None) -> None:
    """Make the schema of ``location`` a ledger store: the schema, the mark, and (``make_tables()``) the event
    tables eventsourcing makes, all under one advisory lock, so that several first commands at once make
    them once (``CREATE ... IF NOT EXISTS`` alone races in PostgreSQL's catalog)."""
    schema = location.params["schema"]
    key = f"campaign-ledger:{schema}"
    con = pg_connect(location)
    try:
        con.autocommit = True
        con.execute("SELECT pg_advisory_lock(hashtext(%s))", (key,))
        try:
            con.execute(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
            con.execute(f'CREATE TABLE IF NOT EXISTS "{schema}".{MARK_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
            for key_, value in MARK_ROWS:
                con.execute(f'INSERT INTO "{schema}".{MARK_TABLE} (key, value) VALUES (%s, %s) ON CONFLICT DO NOTHING',
                            (key_, value))
            if make_tables is not None:
                make_tables()
        finally:
            con.execute("SELECT pg_advisory_unlock(hashtext(%s))", (key,))
    finally:
        con.close()


def retry_delay(attempt: int) -> float:
    """Backoff before retry ``attempt`` (1, 2, ...): 10 ms doubling to 0.5 s, with jitter."""
    import random

    return min(0.5, 0.01 * 2 ** min(attempt, 6)) * (0.5 + random.random())


def sleep(seconds: float) -> None:
    """``time.sleep``, named so tests can see where the ledger waits."""
    time.sleep(seconds)
