"""The reason a refusal gives when the machine, the PostgreSQL server, SQLite, gzip or the YAML reader failed, in the ledger's own
fixed English words: one phrase per common kind, so that the frames of each language (``rules.reason_frames``) can
word it, instead of the operating system's, libpq's or PyYAML's own text inside a translated line.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages": the ledger raises in English); Python's
``errno`` module (the kinds of an ``OSError``), libpq's connection messages as psycopg reports them (``psycopg``'s
"Errors" page: a connection that fails carries libpq's text, no SQLSTATE) and PostgreSQL's "Error codes" appendix
(the SQLSTATE classes), SQLite's result codes and ``PRAGMA integrity_check`` lines (sqlite.org/rescode.html,
sqlite.org/pragma.html#pragma_integrity_check), Python's ``gzip`` and ``zlib`` errors (docs.python.org, "gzip": a
``BadGzipFile``, an ``EOFError`` for a stream cut short; "zlib": ``zlib.error``), PyYAML's ``MarkedYAMLError`` (``problem`` and ``problem_mark``, zero-based line and column).
A kind not listed keeps the detail it came with only where that detail is a place (a line and column); a password,
or a URL holding one, is never part of a reason.
"""

from __future__ import annotations

import errno
import re

#: An ``OSError``'s errno -> the reason in the ledger's words.
OS_REASONS: dict[int, str] = {
    errno.ENOENT: "no such file or folder",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EISDIR: "it is a folder",
    errno.ENOTDIR: "a part of the path is not a folder",
    errno.ENAMETOOLONG: "the name is too long",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EROFS: "the file system is read-only",
    errno.EEXIST: "it exists already",
    errno.ELOOP: "too many symbolic links",
    errno.EMFILE: "too many files are open",
    errno.ENFILE: "too many files are open",
    errno.EIO: "an input/output error (the disk may be failing)",
    errno.EBUSY: "the file is busy",
    errno.EADDRINUSE: "the address is already in use",
    errno.EADDRNOTAVAIL: "the address is not one of this machine's",
    errno.ECONNREFUSED: "the connection was refused",
}

#: The reason a file the ledger reads as text (a file of heads) is not: its bytes are not UTF-8.
NOT_TEXT = "it is not UTF-8 text"

#: The reason when the machine's own text is all there is (an errno not listed above).
OS_OTHER = "the operating system refused it"


def os_reason(exc: BaseException) -> str:
    """The reason of ``exc`` (an ``OSError``) in the ledger's words, by its errno (``OS_REASONS``); an errno not
    listed: ``OS_OTHER`` with the errno's symbolic name (``EXDEV``), which names the kind in every language; a host
    name the resolver cannot find (``socket.gaierror``, whose codes are not errnos): "the host name is not known"."""
    import socket

    if isinstance(exc, socket.gaierror):              # a host name the resolver does not know (its own codes)
        return "the host name is not known"
    code = getattr(exc, "errno", None)
    if code in OS_REASONS:
        return OS_REASONS[code]
    name = errno.errorcode.get(code) if isinstance(code, int) else None
    return f"{OS_OTHER} ({name})" if name else OS_OTHER


#: libpq's text of a failed connection (a pattern, case-insensitive) -> the reason in the ledger's words.
PG_REASONS: tuple[tuple[str, str], ...] = (
    (r"password authentication failed", "the server refused the password"),
    (r"no password supplied|password is required", "the server asks for a password (give it in PGPASSWORD or ~/.pgpass)"),
    (r"role \".*\" does not exist", "the server knows no such user"),
    (r"database \".*\" does not exist", "the server has no such database"),
    (r"no pg_hba\.conf entry", "the server does not let this user connect from this machine (pg_hba.conf)"),
    (r"connection refused", "the server refused the connection (is PostgreSQL running there, on that port?)"),
    (r"failed to resolve host|could not translate host name|name or service not known|nodename nor servname",
     "the host name is not known"),
    (r"timeout expired|timed out", "the server did not answer in time"),
    (r"no route to host|network is unreachable", "the host cannot be reached on the network"),
    (r"too many connections|remaining connection slots", "the server has no free connection"),
    (r"starting up|shutting down|in recovery mode", "the server is starting up or shutting down"),
    (r"permission denied", "the server denied this user the database"),
    (r"ssl negotiation|server closed the connection unexpectedly|invalid response",
     "the server at that address does not answer as PostgreSQL does"),
)

#: The SQLSTATE class of a server's error (its first two characters) -> the reason, when libpq's text says nothing known.
PG_CLASSES: dict[str, str] = {
    "08": "the connection failed", "28": "the server refused this user or password",
    "3D": "the server has no such database", "42": "the server denied this user the database",
    "53": "the server is out of resources", "57": "the server is starting up or shutting down",
}

#: The reason of a failed connection nothing above names.
PG_OTHER = "the connection failed"


def pg_reason(exc: BaseException) -> str:
    """The reason a PostgreSQL connection failed (``exc``: a ``psycopg.Error``), in the ledger's words: by libpq's
    text (``PG_REASONS``), else by the SQLSTATE class (``PG_CLASSES``), else ``PG_OTHER``; never the server's text
    itself (it may quote a user's or database's name or a connection string)."""
    text = " ".join(str(exc).split())
    for pattern, said in PG_REASONS:
        if re.search(pattern, text, re.I):
            return said
    state = str(getattr(exc, "sqlstate", None) or "")
    return PG_CLASSES.get(state[:2], PG_OTHER)


#: PyYAML's problem (a pattern; a token it quotes kept in ``{0}``, ``{1}``) -> the problem in the ledger's words.
YAML_PROBLEMS: tuple[tuple[str, str], ...] = (
    (r"mapping values are not allowed here", "a ':' where no mapping may start (quote the text that holds it)"),
    (r"could not find expected ':'", "a key without its ':'"),
    (r"found character '\\t' that cannot start any token", "a tab where YAML allows only spaces"),
    (r"found character '(.)' that cannot start any token", "'{0}' cannot start a value (quote the text)"),
    (r"found undefined alias '?([^']*)'?", "an alias *{0} with no anchor &{0} before it"),
    (r"found duplicate anchor.*", "an anchor given twice"),
    (r"found unexpected end of stream", "the text ends inside a quoted value (close the quote)"),
    (r"found unexpected ':'", "a ':' where no mapping may start (quote the text that holds it)"),
    (r"did not find expected key", "a line indented as no key of its mapping"),
    (r"did not find expected '-' indicator", "a line indented as no item of its list"),
    (r"did not find expected node content", "a value is missing"),
    (r"did not find expected ',' or '\]'", "a list in [ ] not closed"),
    (r"did not find expected ',' or '\}'", "a mapping in { } not closed"),
    (r"expected ',' or '\]', but got .*", "a list in [ ] not closed"),
    (r"expected ',' or '\}', but got .*", "a mapping in { } not closed"),
    (r"expected <block end>, but found .*", "a line indented as no part of what is above it"),
    (r"found unhashable key", "a key that is a list or a mapping"),
    (r"expected a single document in the stream.*|but found another document", "more than one YAML document (---)"),
    (r"found unknown escape character.*", "an unknown \\ escape in a double-quoted value"),
)

#: A YAML problem nothing above names.
YAML_OTHER = "the text is not YAML a script can read"


def yaml_problem(exc: BaseException) -> tuple[str, str]:
    """(where, problem) of a ``yaml.YAMLError``: ``" at line L, column C"`` (one-based, its ``problem_mark``; empty
    when it has none) and its problem in the ledger's words (``YAML_PROBLEMS``, a quoted character kept), or
    ``YAML_OTHER``."""
    mark = getattr(exc, "problem_mark", None)
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
    problem = " ".join(str(getattr(exc, "problem", None) or "").split())
    for pattern, said in YAML_PROBLEMS:
        m = re.fullmatch(pattern, problem)
        if m:
            return where, said.format(*m.groups()) if m.groups() else said   # {} in a problem's words stay
    return where, YAML_OTHER



#: SQLite's text (a result code's message or a ``PRAGMA integrity_check`` line; a pattern, its places kept in ``{0}``,
#: ``{1}``) -> the reason in the ledger's words. A row, a page, a cell and an index's name are places: they stay.
SQLITE_REASONS: tuple[tuple[str, str], ...] = (
    (r"database disk image is malformed", "the database file is malformed (cut short or edited)"),
    (r"file is not a database", "its header is not a SQLite database's (overwritten)"),
    (r"unable to open database file", "the file cannot be opened"),
    (r"disk I/O error.*", "an input/output error (the disk may be failing)"),
    (r"database or disk is full", "the disk is full"),
    (r"attempt to write a readonly database", "the file is read-only"),
    (r"database is locked|database table is locked", "the file is busy"),
    (r"no such table: (\S+)", "the table {0} is missing"),
    (r"row (\d+) missing from index (\S+)", "row {0} is missing from index {1}"),
    (r"wrong # of entries in index (\S+)", "index {0} has the wrong number of entries"),
    (r"non-unique entry in index (\S+)", "index {0} has a duplicate entry"),
    (r"NULL value in (\S+)", "a NULL value in {0}"),
    (r"Page (\d+) is never used", "page {0} is never used"),
    (r"(?:\*\*\* in database \w+ \*\*\* )?On tree page (\d+) cell (\d+): .*", "tree page {0}, cell {1} is damaged"),
    (r"(?:\*\*\* in database \w+ \*\*\* )?(?:On )?[Pp]age (\d+)\b.*", "page {0} is damaged"),
)

#: SQLite's damage nothing above names.
SQLITE_OTHER = "damage of a kind SQLite does not name further"


def sqlite_reason(exc: BaseException | str) -> str:
    """The reason in SQLite's text (``exc``: a ``sqlite3.Error`` or one line of ``PRAGMA integrity_check``) in the
    ledger's words (``SQLITE_REASONS``, a row, page or index kept), else ``SQLITE_OTHER``."""
    text = " ".join(str(exc).split())
    for pattern, said in SQLITE_REASONS:
        m = re.fullmatch(pattern, text)
        if m:
            return said.format(*m.groups())
    return SQLITE_OTHER


#: A gzip stream's failure (the text of ``gzip.BadGzipFile``, ``EOFError`` or ``zlib.error``; a pattern) -> the reason.
GZIP_REASONS: tuple[tuple[str, str], ...] = (
    (r"Not a gzipped file.*", "it is not gzip data"),
    (r"Compressed file ended before the end-of-stream marker was reached", "it ends before the stream does (cut short)"),
    (r"CRC check failed.*", "its checksum does not match (its bytes were changed)"),
    (r"Incorrect length of data produced", "its length does not match (its bytes were changed)"),
    (r"Unknown compression method", "it is compressed by a method gzip does not know"),
    (r"Error -?\d+ while decompressing data.*", "its compressed bytes are damaged"),
)

#: A gzip failure nothing above names.
GZIP_OTHER = "the gzip data cannot be read"


def gzip_reason(exc: BaseException) -> str:
    """The reason a gzip stream failed (``exc``: ``gzip.BadGzipFile``, ``EOFError``, ``zlib.error``, or an
    ``OSError`` of the file itself: ``os_reason``) in the ledger's words (``GZIP_REASONS``), else ``GZIP_OTHER``."""
    text = " ".join(str(exc).split())
    for pattern, said in GZIP_REASONS:
        if re.fullmatch(pattern, text):
            return said
    if isinstance(exc, OSError) and getattr(exc, "errno", None) is not None:
        return os_reason(exc)
    return GZIP_OTHER


#: Why a stored event or an export line's event does not decode, in the ledger's words (the JSON parser's and the
#: event model's own texts name neither in the reader's language): by the kind of the failure.
NOT_JSON_BYTES = "its bytes are not JSON (cut or edited)"
NOT_FITTING = "its fields do not fit its kind of event (edited)"
FIELD_MISSING = "a field it needs is missing (edited)"
NOT_AN_EVENT = "it is not an event the ledger writes (edited or foreign)"
#: Why an event that decodes does not fold onto the ones before it, when it is no divergence the ledger names.
CANNOT_FOLLOW = "it cannot follow the events before it (edited or foreign)"


class OwnReason(ValueError):
    """A failure to decode that the ledger words itself (a topic that is not its own): ``decode_reason`` keeps its
    text."""


def decode_reason(exc: BaseException) -> str:
    """The reason an event does not decode, from ``exc`` (what decoding it raised): ``NOT_TEXT`` for bytes that are
    not UTF-8, ``NOT_JSON_BYTES`` for JSON that does not parse (orjson's or json's ``JSONDecodeError``),
    ``NOT_FITTING`` for fields its model refuses (pydantic's ``ValidationError``), ``FIELD_MISSING`` for a
    ``KeyError``, an ``OwnReason``'s own text, else ``NOT_AN_EVENT``. Never the exception's own text. Source: the module docstring's."""
    import json

    if isinstance(exc, OwnReason):
        return " ".join(str(exc).split())[:160]
    if isinstance(exc, UnicodeDecodeError):
        return NOT_TEXT
    if isinstance(exc, json.JSONDecodeError) or type(exc).__name__ == "JSONDecodeError":
        return NOT_JSON_BYTES
    if type(exc).__module__.startswith("pydantic"):
        return NOT_FITTING
    if isinstance(exc, KeyError):
        return FIELD_MISSING
    return NOT_AN_EVENT
