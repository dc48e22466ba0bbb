"""Reading an export file: its lines (plain or gzip, bounded in length) and its header, checked.

Source: README "Export, import and verify" (``ledger import`` refuses an unknown format version, a header that disagrees with its
events, an edited, cut or foreign file, naming the first bad line). The format is ``ledger.archive.export``'s; the
event lines' own checks are ``ledger.archive.importing``'s and ``ledger.archive.import_check``'s.
"""

from __future__ import annotations

import gzip
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from ledger.aggregates import Campaign
from ledger.archive.export import FORMAT, VERSION, ArchiveError
from ledger.archive.import_check import HEADER, LineError
from ledger.failure_reasons import os_reason


#: The most blank lines in a row an export file may have (a file of nothing else, packed small, is refused soon).
BLANK_LIMIT = 1000

#: The longest line an export file may have (one event; a campaign script is held to the same size).
LINE_LIMIT = 64 * 1024 * 1024


def lines_of(path: Path) -> Iterator[tuple[int, bytes]]:
    """(line number, bytes) of an export file, gzip (told by its first bytes) or plain, blank lines and a
    byte-order mark passed over; ``ArchiveError`` for a damaged stream or a line over ``LINE_LIMIT`` bytes
    (found before it is read whole: memory stays bounded)."""
    if not str(path).strip() or str(path) == ".":
        raise ArchiveError("file", "give the export file to import")
    if path.is_dir():
        raise ArchiveError("file", f"{path} is a folder; give an export file")
    if path.exists() and not path.is_file():
        raise ArchiveError("file", f"{path} is not a regular file (a pipe or a device); give an export file")
    if not path.is_file():
        raise ArchiveError("file", f"no file at {path}")
    try:
        with open(path, "rb") as fh:
            packed = fh.read(2) == b"\x1f\x8b"
    except OSError as exc:
        raise ArchiveError("file", f"cannot read {path} ({os_reason(exc)})") from None
    opener = gzip.open if packed else open
    number = blank = 0
    try:
        with opener(path, "rb") as fh:
            while True:
                line = fh.readline(LINE_LIMIT + 1)
                if not line:
                    return
                number += 1
                if len(line) > LINE_LIMIT:
                    raise ArchiveError("file", f"line {number}: longer than {LINE_LIMIT // 2 ** 20} MiB (not an export "
                                       "of this ledger)")
                if number == 1:
                    line = line.removeprefix(b"\xef\xbb\xbf")
                if not line.isspace():
                    blank = 0
                    yield number, line
                else:
                    blank += 1
                    if blank > BLANK_LIMIT:
                        raise ArchiveError("file", f"line {number}: more than {BLANK_LIMIT} blank lines in a row (not an "
                                           "export of this ledger)")
    except (OSError, EOFError, zlib.error) as exc:
        raise ArchiveError("file", f"line {number + 1}: the gzip stream is damaged ({' '.join(str(exc).split())[:80]})") from None


def _json(value: Any) -> str:
    """``value`` as JSON text (as the file has it: ``true``, ``"1"``), cut at 40 characters."""
    try:
        text = orjson.dumps(value).decode()
    except TypeError:
        text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


class Header(dict):  # type: ignore[type-arg]
    """An export file's header (a dict of its fields) and ``line``, the number of the line it is on."""

    line = 1


#: The header's fields, in the order ``ledger.archive.export.export_jsonl`` writes them, each with what it must hold.
_HEADER_FIELDS: list[tuple[str, str]] = [
    ("format", "text"), ("version", "a whole number"), ("campaign", "text"), ("system", "text"),
    ("rules_version", "text"), ("options", "an object"), ("exported_at", "a date and time"),
    ("events", "a whole number of at least 1"), ("chain_head", "64 hexadecimal digits or null")]


def _holds(key: str, value: Any) -> bool:
    """Whether a header field holds what ``_HEADER_FIELDS`` says it must."""
    if key in ("version", "events"):
        return type(value) is int and (key == "version" or value >= 1)
    if key == "options":
        return type(value) is dict
    if key == "chain_head":
        return value is None or (type(value) is str and len(value) == 64 and all(c in "0123456789abcdef" for c in value))
    if type(value) is not str:
        return False
    if key == "exported_at":
        from datetime import datetime

        try:
            datetime.fromisoformat(value)
        except ValueError:
            return False
    return True


def read_header(path: Path) -> Header:
    """The export file's header line, checked: its format and version, each field present and of its kind, and the
    line exactly as the ledger writes it (an edited header is refused as an edited event line is; blank lines and
    a byte-order mark, which change no field, are passed over). Raises ``ArchiveError`` naming the line."""
    for number, line in lines_of(path):
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            raise ArchiveError("file", f"line {number}: not JSON (an edited, cut or foreign file)") from None
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            raise ArchiveError("file", f"line {number}: not a campaign-ledger export (no {FORMAT} header)")
        if type(obj.get("version")) is not int or obj["version"] != VERSION:
            raise ArchiveError("file", f"line {number}: export format version {_json(obj.get('version'))} is not "
                               f"supported; allowed: {VERSION}")
        for key, kind in _HEADER_FIELDS:
            if key not in obj:
                raise ArchiveError("file", f"line {number}: the header has no {key} (an edited header)")
            if not _holds(key, obj[key]):
                raise ArchiveError("file", f"line {number}: the header's {key} is not {kind} (an edited header)")
        if list(obj) != [key for key, _ in _HEADER_FIELDS] or orjson.dumps(obj) != line.rstrip(b"\r\n"):
            raise ArchiveError("file", f"line {number}: not written as the ledger writes a header (a key added or "
                               "given twice, added spaces or another order: an edited header)")
        header = Header(obj)
        header.line = number
        return header
    raise ArchiveError("file", "line 1: the file is empty")


def header_agrees(header: Header, number: int, created: Any) -> None:
    """The header says what the campaign's first event (on line ``number``) says: its name, system, rules version and
    options; an edited header would otherwise rebuild the campaign under another name or system. Raises
    ``LineError`` (``HEADER``) on the header's own line, which comes before any other line's error, or on the
    first event's line when that event is not the campaign's creation."""
    if not isinstance(created, Campaign.Created):
        raise LineError(number, HEADER, "the first event is not the campaign's creation")
    for key, value in (("campaign", created.name), ("system", created.system), ("rules_version", created.rules_version),
                       ("options", created.options)):
        if header.get(key) != value:
            raise LineError(header.line, HEADER, f"the header's {key} does not match the campaign's first event "
                            f"(line {number})")


