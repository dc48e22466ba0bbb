"""The CLI's last resort for a store that fails in the middle of a command (SQLite's or PostgreSQL's own error, not a
refusal the ledger raised): one line naming the store and what is wrong with it, in the ledger's fixed English, so
that the frames of each language (``rules.store_frames``, ``rules.reason_frames``) word it; never the driver's text.

Source: README "Using the ledger" (one-line refusals, exit 2, nothing written) and "Stores, groups and what survives"
(a store is a SQLite file or a PostgreSQL schema; a locked store is waited for); SQLite's result codes
(sqlite.org/rescode.html: SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_NOTADB, SQLITE_CORRUPT) and PostgreSQL's
"Error codes" appendix (class 08 connection exception, 25006 read_only_sql_transaction, 42501
insufficient_privilege) through ``ledger.failure_reasons``.
"""

from __future__ import annotations

import os

#: What SQLite says of a file that cannot be written (its text, lower-cased, holds one of these).
_READ_ONLY = ("readonly", "read-only", "read only")
#: What SQLite and PostgreSQL say of a store another process holds.
_LOCKED = ("locked", "busy", "lock timeout")
#: What SQLite says of a file that is no SQLite database at all (its header).
_NOT_A_DATABASE = ("file is not a database",)


def is_store_failure(exc: BaseException) -> bool:
    """Whether ``exc`` is the store's own failure: a ``sqlite3.Error``, an eventsourcing ``PersistenceError`` (which
    wraps the driver's) or any ``psycopg`` error."""
    import sqlite3

    from eventsourcing.persistence import PersistenceError

    return isinstance(exc, (sqlite3.Error, PersistenceError)) or type(exc).__module__.startswith("psycopg")


def failed_store() -> str:
    """The store the failed command used (the last one it opened: ``ledger.cli.session.USED``), else
    ``LEDGER_STORE``, else the default file; a password in a URL hidden (``ledger.store.locations.redact``)."""
    from ledger.cli.session import USED
    from ledger.store.locations import redact

    where = str(USED[-1]) if USED else os.environ.get("LEDGER_STORE") or "campaign.ledger.sqlite"
    return redact(where)


def store_failure(exc: BaseException, where: str) -> str:
    """The message (field ``store``) for ``exc``, a failure of the store at ``where`` (``is_store_failure``):

    - held by another process: ``ledger.store.locations.busy_message`` ("WHERE is locked: ...");
    - read-only: "WHERE cannot be written: ..." (for SQLite the file or its -wal/-shm file; for PostgreSQL the
      server lets this user only read);
    - a file that is no SQLite database: "WHERE is not a ledger store (its header is not a SQLite database's ...)";
    - any other SQLite error: "WHERE is a damaged SQLite database: <SQLite's reason in the ledger's words>; it cannot
      be read: ...";
    - a PostgreSQL connection lost or refused: "cannot reach the PostgreSQL store WHERE: <reason>"; any other
      PostgreSQL error: "cannot use WHERE: <reason>" (``ledger.failure_reasons.pg_reason``).
    Raises nothing."""
    from ledger.failure_reasons import pg_reason, sqlite_reason
    from ledger.store.locations import busy_message

    cause = exc.__cause__ if exc.__cause__ is not None and is_store_failure(exc.__cause__) else exc
    text = " ".join(str(cause).split()).lower()
    postgres = type(cause).__module__.startswith("psycopg") or where.startswith("postgres")
    state = str(getattr(cause, "sqlstate", None) or "")
    if any(word in text for word in _LOCKED) or state in ("55P03", "40P01"):
        return busy_message(where)
    if postgres:
        if state in ("25006", "42501") or any(word in text for word in _READ_ONLY):
            return f"{where} cannot be written: the server lets this user only read it"
        if state.startswith("08") or not state:
            return f"cannot reach the PostgreSQL store {where}: {pg_reason(cause)}"
        return f"cannot use {where}: {pg_reason(cause)}"
    if any(word in text for word in _READ_ONLY):
        return (f"{where} cannot be written: the file, or the -wal or -shm file SQLite keeps beside it (left by a "
                "reader while the file was read-only), is read-only for you; make all three writable (chmod u+w FILE "
                "FILE-wal FILE-shm) and run this again")
    if any(word in text for word in _NOT_A_DATABASE):
        return (f"{where} is not a ledger store ({sqlite_reason(cause)}); give a store made by 'ledger create' or "
                "'ledger replay', or a new file path")
    return (f"{where} is a damaged SQLite database: {sqlite_reason(cause)}; it cannot be read: restore it from a copy, "
            "or import an earlier export of its campaigns into a new store")


def store_failure_line(exc: BaseException, argv: list[str]) -> str:
    """``store: <store_failure>`` in the language of the command line ``argv`` (``ledger.cli.language.spoken``: its
    ``--lang``, else the preferred language; English when no system has it). Raises nothing."""
    from ledger.cli.language import spoken

    return spoken(None, argv, "store", store_failure(exc, failed_store()))


def damage_line(exc: BaseException, argv: list[str]) -> str | None:
    """``store: ...`` in the language of ``argv`` when ``exc`` comes of a damaged store rather than a bug: a campaign
    whose events do not follow on (eventsourcing's ``OriginatorVersionError``) or do not fold
    (``ledger.errors.DivergenceError``), or damage a look at the stores the command named finds
    (``ledger.service.archiving.damage_in``); None otherwise (a bug: the caller says so). Raises nothing."""
    from eventsourcing.domain import OriginatorVersionError

    from ledger.cli.language import spoken
    from ledger.errors import DivergenceError

    if isinstance(exc, OriginatorVersionError):
        said = "a campaign's record is damaged: its events do not follow on (one is missing or out of place)"
    elif isinstance(exc, DivergenceError):
        said = f"a campaign's record is damaged: it does not fold ({' '.join(str(exc).split())[:200]})"
    else:
        from ledger.cli.session import USED
        from ledger.service.archiving import damage_in

        found = damage_in(USED)
        if found is None:
            return None
        said = f"{found}: the store is damaged"
    return spoken(None, argv, "store", f"{said}; run 'ledger verify' to see the first damage")
