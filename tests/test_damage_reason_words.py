"""SQLite's and gzip's own texts inside a damage message (``verify``, a store that cannot be read, an import of a
damaged archive) are named by their kind in the ledger's words and read whole in the language asked; a row, page or
index SQLite names is kept (a place), the rest of its text is not.

Source: ``ledger.failure_reasons`` (``SQLITE_REASONS``, ``GZIP_REASONS``; SQLite's result codes, sqlite.org/rescode.html,
and ``PRAGMA integrity_check``; Python's ``gzip`` and ``zlib``), ``rules.reason_frames``; README "Using the ledger"
(``--lang``); seeds 000/004 (Spanish), 001 (German), 002 (Italian) for the words.
"""

from __future__ import annotations

import gzip
import sqlite3
import zlib
from pathlib import Path

import pytest

from conftest import ROOT, Cli
from ledger.failure_reasons import (GZIP_OTHER, GZIP_REASONS, SQLITE_OTHER, SQLITE_REASONS, gzip_reason,
                                    sqlite_reason)
from rules.archive_frames import said
from rules.reason_frames import ROWS

LANGS = ("es", "it", "de")


def test_sqlite_texts_are_named_by_their_kind_with_their_places() -> None:
    assert sqlite_reason(sqlite3.DatabaseError("database disk image is malformed")) == \
        "the database file is malformed (cut short or edited)"
    assert sqlite_reason(sqlite3.DatabaseError("file is not a database")) == \
        "its header is not a SQLite database's (overwritten)"
    assert sqlite_reason("row 17 missing from index sqlite_autoindex_stored_events_1") == \
        "row 17 is missing from index sqlite_autoindex_stored_events_1"
    assert sqlite_reason("*** in database main ***\nOn tree page 5 cell 3: invalid page number 99") == \
        "tree page 5, cell 3 is damaged"
    assert sqlite_reason("wrong # of entries in index ix_events") == "index ix_events has the wrong number of entries"
    assert sqlite_reason("something SQLite 4 might say one day") == SQLITE_OTHER


def test_gzip_texts_are_named_by_their_kind() -> None:
    data = gzip.compress(b"x" * 1000, mtime=0)
    with pytest.raises(EOFError) as cut:
        gzip.decompress(data[: len(data) // 2])
    assert gzip_reason(cut.value) == "it ends before the stream does (cut short)"
    with pytest.raises(gzip.BadGzipFile) as foreign:
        gzip.decompress(b"plain text, not gzip")
    assert gzip_reason(foreign.value) == "it is not gzip data"
    flipped = bytearray(data)
    flipped[-6] ^= 0xFF                                     # the CRC's bytes
    with pytest.raises(gzip.BadGzipFile) as crc:
        gzip.decompress(bytes(flipped))
    assert gzip_reason(crc.value) == "its checksum does not match (its bytes were changed)"
    assert gzip_reason(zlib.error("Error -3 while decompressing data: invalid stored block lengths")) == \
        "its compressed bytes are damaged"
    assert gzip_reason(ValueError("no known text")) == GZIP_OTHER


def test_every_sqlite_and_gzip_reason_has_its_words_in_each_language() -> None:
    english = {row[0] for row in ROWS}
    ours = {*(s for _, s in SQLITE_REASONS), SQLITE_OTHER, *(s for _, s in GZIP_REASONS), GZIP_OTHER}
    assert ours - english == set()


@pytest.mark.parametrize("english,worded", [
    ("event 3 (action 2, Mark): the store file: SQLite's own check finds it damaged (row 17 is missing from index "
     "sqlite_autoindex_stored_events_1, and 2 more)",
     {"de": "Ereignis 3 (Aktion 2, Mark): die Speicherdatei: SQLites eigene Prüfung findet sie beschädigt (Zeile 17 "
            "fehlt im Index sqlite_autoindex_stored_events_1 und 2 weitere)",
      "es": "evento 3 (acción 2, Mark): el fichero del almacén: la comprobación propia de SQLite lo encuentra dañado "
            "(falta la fila 17 en el índice sqlite_autoindex_stored_events_1, y 2 más)"}),
    ("the store file: SQLite cannot open it (the file cannot be opened)",
     {"it": "il file dell'archivio: SQLite non riesce ad aprirlo (il file non si può aprire)"}),
    ("line 12: the gzip stream is damaged (it ends before the stream does (cut short))",
     {"de": "Zeile 12: der gzip-Strom ist beschädigt (er endet vor dem Ende des Stroms (gekürzt))",
      "es": "línea 12: el flujo gzip está dañado (acaba antes que el flujo (cortado))",
      "it": "riga 12: il flusso gzip è danneggiato (finisce prima del flusso (tagliato))"}),
    ("/x/s.sqlite is a damaged SQLite database: the database file is malformed (cut short or edited); it cannot be "
     "read: restore it from a copy, or import an earlier export of its campaigns into a new store",
     {"es": "/x/s.sqlite es una base de datos SQLite dañada: el fichero de la base de datos está malformado (cortado o "
            "editado); no se puede leer: restáuralo desde una copia, o importa una exportación anterior de sus "
            "campañas en un almacén nuevo"}),
])
def test_a_damage_message_reads_whole_in_each_language(english: str, worded: dict[str, str]) -> None:
    for lang, text in worded.items():
        assert said(lang, english) == text


def test_the_event_frame_of_verify_words_its_store_file_damage() -> None:
    """``verify``'s frame (event, where, kind) around the store file's damage, as ``rules.archive_frames`` reads it."""
    english = "the store file: SQLite's own check finds it damaged (page 4 is never used)"
    assert said("de", english) == "die Speicherdatei: SQLites eigene Prüfung findet sie beschädigt (Seite 4 wird nie benutzt)"


@pytest.mark.sqlite_only
def test_a_cut_store_and_a_cut_archive_are_refused_in_the_language_asked(tmp_path: Path) -> None:
    source = Cli(tmp_path / "s.sqlite")
    source("replay", str(ROOT / "sample_campaigns" / "masks-second-chances.yaml"))
    cut = tmp_path / "cut.sqlite"
    cut.write_bytes(source.store.read_bytes()[:20_000])
    proc = Cli(cut)("verify", "--lang", "es", ok=False)
    assert proc.returncode == 2 and proc.stderr == (
        f"error: store: {cut} es una base de datos SQLite dañada: el fichero de la base de datos está malformado "
        "(cortado o editado); no se puede leer: restáuralo desde una copia, o importa una exportación anterior de sus "
        "campañas en un almacén nuevo\n")
    export = tmp_path / "e.jsonl.gz"
    source("export", "--out", str(export))
    data = export.read_bytes()
    export.write_bytes(data[: len(data) // 2])
    target = Cli(tmp_path / "t.sqlite")
    proc = target("import", str(export), "--lang", "de", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: file: Zeile ")
    assert proc.stderr.endswith(": der gzip-Strom ist beschädigt (er endet vor dem Ende des Stroms (gekürzt))\n")
    assert not target.has_store()
