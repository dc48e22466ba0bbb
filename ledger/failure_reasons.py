"""The reason a refusal gives when the machine, the PostgreSQL server or the YAML reader failed, in the ledger's own
fixed English words: one phrase per common kind, so that the frames of each language (``rules.reason_frames``) can
word it, instead of the operating system's, libpq's or PyYAML's own text inside a translated line.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages": the ledger raises in English); Python's
``errno`` module (the kinds of an ``OSError``), libpq's connection messages as psycopg reports them (``psycopg``'s
"Errors" page: a connection that fails carries libpq's text, no SQLSTATE) and PostgreSQL's "Error codes" appendix
(the SQLSTATE classes), PyYAML's ``MarkedYAMLError`` (``problem`` and ``problem_mark``, zero-based line and column).
A kind not listed keeps the detail it came with only where that detail is a place (a line and column); a password,
or a URL holding one, is never part of a reason.
"""

from __future__ import annotations

import errno
import re
from typing import Any

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
    listed: ``OS_OTHER`` with the errno's symbolic name (``EXDEV``), which names the kind in every language."""
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
            return where, said.format(*m.groups())
    return where, YAML_OTHER

