"""A refusal whose reason comes from the machine (a file not found, a permission), a PostgreSQL server (a connection
refused, a user or database unknown) or the YAML reader (a script's parse error) reads whole in the language asked:
the reason in the ledger's words by its kind (``ledger.failure_reasons``), worded in each language
(``rules.reason_frames``), a YAML place (line, column) kept, never a password.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it");
README "Using the ledger" (``--lang``); seeds 000/004 (Spanish), 001 (German), 002 (Italian) for the words.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
import yaml

from conftest import Cli, TEST_STORE
from ledger.failure_reasons import OS_OTHER, os_reason, pg_reason, yaml_problem
from rules import get_system
from rules.archive_frames import said
from rules.errors import RuleError
from rules.reason_frames import ROWS

LANGS = ("es", "it", "de")


class _PgError(Exception):
    """A stand-in for a psycopg error: its text and SQLSTATE."""

    def __init__(self, text: str, sqlstate: str | None = None) -> None:
        super().__init__(text)
        self.sqlstate = sqlstate


def test_the_machine_reasons_are_named_by_their_errno() -> None:
    assert os_reason(OSError(errno.ENOENT, "No such file or directory")) == "no such file or folder"
    assert os_reason(PermissionError(errno.EACCES, "Permission denied")) == "permission denied"
    assert os_reason(OSError(errno.ENOSPC, "whatever the C library says")) == "the disk is full"
    assert os_reason(OSError(errno.EXDEV, "Invalid cross-device link")) == f"{OS_OTHER} (EXDEV)"
    assert os_reason(OSError("no errno at all")) == OS_OTHER


def test_a_postgresql_reason_never_quotes_the_server() -> None:
    refused = ('connection failed: connection to server at "127.0.0.1", port 5999 failed: Connection refused '
               "Is the server running on that host and accepting TCP/IP connections?")
    assert pg_reason(_PgError(refused)) == "the server refused the connection (is PostgreSQL running there, on that port?)"
    assert pg_reason(_PgError('... failed: FATAL: role "ana" does not exist')) == "the server knows no such user"
    assert pg_reason(_PgError('... FATAL: database "nodb" does not exist')) == "the server has no such database"
    assert pg_reason(_PgError('FATAL: password authentication failed for user "ana"')) == "the server refused the password"
    assert pg_reason(_PgError("failed to resolve host 'db.invalid': [Errno -2] Name or service not known")) == \
        "the host name is not known"
    assert pg_reason(_PgError("something new host=db password=s3cret", "28000")) == \
        "the server refused this user or password"
    assert pg_reason(_PgError("something new password=s3cret")) == "the connection failed"


def test_a_yaml_problem_keeps_its_place_and_names_its_kind() -> None:
    def problem(text: str) -> tuple[str, str]:
        with pytest.raises(yaml.YAMLError) as caught:
            yaml.safe_load(text)
        return yaml_problem(caught.value)

    assert problem("a: b: c\n") == (" at line 1, column 5", "a ':' where no mapping may start (quote the text that holds it)")
    assert problem("a:\n\tb: 1\n") == (" at line 2, column 1", "a tab where YAML allows only spaces")
    assert problem("a: [1, 2\n") == (" at line 2, column 1", "a list in [ ] not closed")
    assert problem("a: *nowhere\n") == (" at line 1, column 4", "an alias *nowhere with no anchor &nowhere before it")


@pytest.mark.parametrize(("english", "worded"), [
    ("cannot use /srv/s.sqlite: permission denied",
     {"es": "no se puede usar /srv/s.sqlite: permiso denegado", "it": "non si può usare /srv/s.sqlite: permesso negato",
      "de": "/srv/s.sqlite lässt sich nicht verwenden: keine Berechtigung"}),
    ("cannot write /tmp/out.md: the disk is full",
     {"es": "no se puede escribir /tmp/out.md: el disco está lleno",
      "it": "non si può scrivere /tmp/out.md: il disco è pieno",
      "de": "/tmp/out.md lässt sich nicht schreiben: der Datenträger ist voll"}),
    ("cannot read /x.jsonl (no such file or folder)",
     {"es": "no se puede leer /x.jsonl (no existe ese fichero o carpeta)",
      "it": "non si può leggere /x.jsonl (non esiste quel file o cartella)",
      "de": "/x.jsonl lässt sich nicht lesen (diese Datei oder diesen Ordner gibt es nicht)"}),
    ("cannot reach the PostgreSQL store postgresql://ana@db/ledger: the server refused the password",
     {"es": "no se puede llegar al almacén PostgreSQL postgresql://ana@db/ledger: el servidor rechazó la contraseña",
      "it": "non si raggiunge l'archivio PostgreSQL postgresql://ana@db/ledger: il server ha rifiutato la password",
      "de": "der PostgreSQL-Speicher postgresql://ana@db/ledger ist nicht erreichbar: der Server hat das Passwort "
            "abgelehnt"}),
    ("cannot use /a/b: the operating system refused it (EXDEV)",
     {"es": "no se puede usar /a/b: el sistema operativo lo rechazó (EXDEV)",
      "it": "non si può usare /a/b: il sistema operativo l'ha rifiutato (EXDEV)",
      "de": "/a/b lässt sich nicht verwenden: das Betriebssystem hat es abgelehnt (EXDEV)"}),
    ("malformed YAML at line 5, column 9: a tab where YAML allows only spaces",
     {"es": "YAML mal formado en la línea 5, columna 9: un tabulador donde YAML solo admite espacios",
      "it": "YAML malformato alla riga 5, colonna 9: una tabulazione dove YAML ammette solo spazi",
      "de": "fehlerhaftes YAML in Zeile 5, Spalte 9: ein Tabulator, wo YAML nur Leerzeichen erlaubt"}),
])
def test_each_reason_reads_in_its_frame_in_each_language(english: str, worded: dict[str, str]) -> None:
    for lang in LANGS:
        assert said(lang, english) == worded[lang]
    for system, lang in (("masks", "es"), ("pokemon", "it"), ("mosaic", "de"), ("mouseguard", "es")):
        assert get_system(system).refusal(RuleError("store", english), lang) == f"store: {worded[lang]}"


def test_every_reason_has_its_words_in_each_language() -> None:
    from ledger import failure_reasons as reasons

    english = {row[0] for row in ROWS}
    ours = ({*reasons.OS_REASONS.values(), reasons.OS_OTHER, f"{reasons.OS_OTHER} ({{0}})", reasons.NOT_TEXT,
             *(said for _, said in reasons.PG_REASONS), *reasons.PG_CLASSES.values(), reasons.PG_OTHER,
             *(said for _, said in reasons.YAML_PROBLEMS), reasons.YAML_OTHER})
    assert ours - english == set()
    for row in ROWS:
        assert all(text and text != row[0] for text in row[1:]), row            # worded, not copied


def test_a_script_that_is_not_yaml_is_refused_at_its_place_in_the_language_asked(tmp_path: Path) -> None:
    script = tmp_path / "tab.yaml"
    script.write_text("ledger-script: 1\ncampaign: X\nsystem: masks\nactions:\n\t- session start\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    proc = cli("replay", str(script), "--lang", "es", ok=False)
    assert proc.returncode == 2
    assert proc.stderr == "error: script: YAML mal formado en la línea 5, columna 1: un tabulador donde YAML solo " \
                          "admite espacios\n"
    assert cli("replay", str(script), ok=False).stderr == \
        "error: script: malformed YAML at line 5, column 1: a tab where YAML allows only spaces\n"


@pytest.mark.skipif(TEST_STORE == "postgres", reason="a store path through a file: SQLite's road")
def test_a_store_path_through_a_file_is_refused_in_the_language_asked(tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_text("not a folder")
    proc = Cli(tmp_path / "unused.sqlite")("campaigns", "--store", f"{plain}/s.sqlite", "--lang", "it", ok=False)
    assert proc.returncode == 2
    assert proc.stderr == f"error: store: non si può usare {plain}/s.sqlite: una parte del percorso non è una cartella\n"


def test_an_export_to_a_name_too_long_is_refused_in_german(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "s.sqlite")
    cli("create", "Blumen", "--system", "mosaic")
    long = tmp_path / ("x" * 300 + ".jsonl")
    proc = cli("export", "--out", str(long), "--lang", "de", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: out: ")
    assert proc.stderr.rstrip().endswith(" lässt sich nicht verwenden: der Name ist zu lang")


def test_an_unreachable_postgresql_store_is_refused_in_the_language_asked_without_its_password(tmp_path: Path) -> None:
    url = "postgresql://ana:s3cret-pw@127.0.0.1:1/ledger"
    proc = Cli(tmp_path / "unused.sqlite", env={"LEDGER_STORE": url})("campaigns", "--lang", "de", ok=False)
    assert proc.returncode == 2 and "s3cret" not in proc.stderr + proc.stdout
    assert proc.stderr == ("error: store: der PostgreSQL-Speicher postgresql://ana@127.0.0.1:1/ledger ist nicht "
                           "erreichbar: der Server hat die Verbindung abgelehnt (läuft PostgreSQL dort, auf diesem "
                           "Port?)\n")
