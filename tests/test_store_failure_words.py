"""The CLI's last resort for a store that fails in the middle of a command: one line naming the store (is damaged / is
not a ledger store / is locked / cannot be written / cannot be reached) in the language of the line, exit 2, no
traceback, nothing written; never SQLite's or psycopg's own text (``ledger.cli.store_failure``, ``rules.store_frames``).

Source: README "Using the ledger" (``--lang``; one-line refusals, exit 2, nothing written), "Stores, groups and what
survives" (a locked store is waited for). The driver errors here are real ones, raised by SQLite and psycopg.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from conftest import PG_BASE, TEST_STORE, Cli
from ledger.cli.store_failure import store_failure_line

LANGS = ("es", "de", "it", "en")
#: A system that plays in each language (a system command's --lang must be its system's).
SYSTEM_OF = {"es": "masks", "de": "mosaic", "it": "pokemon", "en": "masks"}

#: Language -> the line for a store file whose pages were overwritten (SQLite: "database disk image is malformed").
DAMAGED = {
    "es": "store: {0} es una base de datos SQLite dañada: el fichero de la base de datos está malformado (cortado o "
          "editado); no se puede leer: restáuralo desde una copia, o importa una exportación anterior de sus "
          "campañas en un almacén nuevo",
    "de": "store: {0} ist eine beschädigte SQLite-Datenbank: die Datenbankdatei ist fehlerhaft (gekürzt oder "
          "bearbeitet); er lässt sich nicht lesen: stell ihn aus einer Kopie wieder her, oder importiere einen "
          "früheren Export seiner Kampagnen in einen neuen Speicher",
    "it": "store: {0} è una base di dati SQLite danneggiata: il file della base di dati è malformato (tagliato o "
          "modificato); non si può leggere: ripristinalo da una copia, o importa un'esportazione precedente delle sue "
          "campagne in un archivio nuovo",
    "en": "store: {0} is a damaged SQLite database: the database file is malformed (cut short or edited); it cannot be "
          "read: restore it from a copy, or import an earlier export of its campaigns into a new store",
}

#: Language -> the line for a file that is no SQLite database (SQLite: "file is not a database").
NOT_A_STORE = {
    "es": "store: {0} no es un almacén del ledger (su cabecera no es la de una base de datos SQLite (sobrescrita)); da "
          "un almacén hecho con 'ledger create' o 'ledger replay', o la ruta de un fichero nuevo",
    "de": "store: {0} ist kein Ledger-Speicher (ihr Kopf ist nicht der einer SQLite-Datenbank (überschrieben)); gib "
          "einen mit 'ledger create' oder 'ledger replay' angelegten Speicher oder einen neuen Dateipfad an",
    "it": "store: {0} non è un archivio del ledger (la sua intestazione non è quella di una base di dati SQLite "
          "(sovrascritta)); indica un archivio fatto con 'ledger create' o 'ledger replay', o il percorso di un file "
          "nuovo",
    "en": "store: {0} is not a ledger store (its header is not a SQLite database's (overwritten)); give a store made "
          "by 'ledger create' or 'ledger replay', or a new file path",
}

#: Language -> the line for a store file that is read-only (SQLite: "attempt to write a readonly database").
READ_ONLY = {
    "es": "store: {0} no se puede escribir: el fichero, o el fichero -wal o -shm que SQLite guarda a su lado (dejado "
          "por un lector mientras el fichero era de solo lectura), es de solo lectura para ti; haz que los tres se "
          "puedan escribir (chmod u+w FICHERO FICHERO-wal FICHERO-shm) y vuelve a ejecutar esto",
    "de": "store: {0} lässt sich nicht schreiben: die Datei oder die -wal- oder -shm-Datei, die SQLite daneben führt "
          "(von einem Leser zurückgelassen, während die Datei schreibgeschützt war), ist für dich schreibgeschützt; "
          "mach alle drei beschreibbar (chmod u+w DATEI DATEI-wal DATEI-shm) und führe das dann erneut aus",
    "it": "store: {0} non si può scrivere: il file, o il file -wal o -shm che SQLite tiene accanto (lasciato da un "
          "lettore mentre il file era di sola lettura), è di sola lettura per te; rendili scrivibili tutti e tre "
          "(chmod u+w FILE FILE-wal FILE-shm) ed esegui di nuovo questo",
    "en": "store: {0} cannot be written: the file, or the -wal or -shm file SQLite keeps beside it (left by a reader "
          "while the file was read-only), is read-only for you; make all three writable (chmod u+w FILE FILE-wal "
          "FILE-shm) and run this again",
}

#: Language -> the line for a store another process holds.
LOCKED = {
    "es": "store: {0} está bloqueado: otro proceso tiene el almacén (se esperó {1} s); deja que esa orden termine, o "
          "cierra el programa que lo tiene abierto, y vuelve a ejecutar esto",
    "de": "store: {0} ist gesperrt: ein anderer Prozess hält den Speicher ({1} s gewartet); lass diesen Befehl fertig "
          "werden oder schließ das Programm, das ihn offen hat, und führe das dann erneut aus",
    "it": "store: {0} è bloccato: un altro processo tiene l'archivio (atteso {1} s); lascia finire quel comando, o "
          "chiudi il programma che lo tiene aperto, poi esegui di nuovo questo",
    "en": "store: {0} is locked: another process holds the store (waited {1} s); let that command finish, or close "
          "the program that has it open, then run this again",
}

#: Language -> the line for a PostgreSQL store whose server refuses the connection.
REFUSED = {
    "es": "store: no se puede llegar al almacén PostgreSQL {0}: el servidor rechazó la conexión (¿está PostgreSQL en "
          "marcha allí, en ese puerto?)",
    "de": "store: der PostgreSQL-Speicher {0} ist nicht erreichbar: der Server hat die Verbindung abgelehnt (läuft "
          "PostgreSQL dort, auf diesem Port?)",
    "it": "store: non si raggiunge l'archivio PostgreSQL {0}: il server ha rifiutato la connessione (PostgreSQL è in "
          "funzione lì, su quella porta?)",
    "en": "store: cannot reach the PostgreSQL store {0}: the server refused the connection (is PostgreSQL running "
          "there, on that port?)",
}

#: Language -> the line for a PostgreSQL store the server lets this user only read.
PG_READ_ONLY = {
    "es": "store: {0} no se puede escribir: el servidor solo deja leerlo a este usuario",
    "de": "store: {0} lässt sich nicht schreiben: der Server lässt diesen Benutzer ihn nur lesen",
    "it": "store: {0} non si può scrivere: il server lascia solo leggerlo a questo utente",
    "en": "store: {0} cannot be written: the server lets this user only read it",
}


def damaged_store(tmp_path: Path) -> Cli:
    """A Masks campaign whose events' first page (page 2 of the file) was overwritten, its header kept."""
    cli = Cli(tmp_path / "d.sqlite")
    cli("create", "Halcyon", "--system", "masks")
    cli("session", "start")
    with open(cli.store, "r+b") as f:
        f.seek(4096)
        f.write(b"\xff" * 4096)
    return cli


@pytest.mark.sqlite_only
@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_store_file_is_named_in_one_line_of_the_language(tmp_path: Path, lang: str) -> None:
    cli = damaged_store(tmp_path)
    before = cli.bytes()
    for args in (("status",), ("scene", "start")):
        proc = cli(*args, "--lang", lang, ok=False)
        assert (proc.returncode, proc.stderr) == (2, "error: " + DAMAGED[lang].format(cli.store) + "\n")
    assert cli.bytes() == before


@pytest.mark.sqlite_only
@pytest.mark.parametrize("lang", LANGS)
def test_a_file_that_is_no_database_is_named_in_one_line_of_the_language(tmp_path: Path,
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "junk.sqlite"
    path.write_bytes(b"not a database, plain text " * 200)
    with pytest.raises(sqlite3.DatabaseError) as caught:
        sqlite3.connect(path).execute("SELECT name FROM sqlite_master").fetchall()
    assert str(caught.value) == "file is not a database"            # SQLite's own text, never shown
    monkeypatch.setenv("LEDGER_STORE", str(path))
    assert store_failure_line(caught.value, ["status", "--lang", lang]) == NOT_A_STORE[lang].format(path)


@pytest.mark.sqlite_only
@pytest.mark.parametrize("lang", LANGS)
def test_a_read_only_store_file_is_named_in_one_line_of_the_language(tmp_path: Path,
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cli = Cli(tmp_path / "ro.sqlite")
    cli("create", "Halcyon", "--system", "masks")
    reader = sqlite3.connect(f"{cli.store.resolve().as_uri()}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError) as caught:
        reader.execute("DELETE FROM stored_events")
    reader.close()
    assert str(caught.value) == "attempt to write a readonly database"
    monkeypatch.setenv("LEDGER_STORE", str(cli.store))
    assert store_failure_line(caught.value, ["note", "x", "--lang", lang]) == READ_ONLY[lang].format(cli.store)


@pytest.mark.sqlite_only
@pytest.mark.skipif(os.geteuid() == 0, reason="root writes a file whatever its mode")
@pytest.mark.parametrize("lang", LANGS)
def test_a_read_only_store_file_refuses_a_write_in_the_language(tmp_path: Path, lang: str) -> None:
    cli = Cli(tmp_path / "ro.sqlite")
    cli("create", "Halcyon", "--system", "masks")
    cli.store.chmod(0o444)
    before = cli.bytes()
    proc = cli("session", "start", "--lang", lang, ok=False)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and str(cli.store) in proc.stderr
    assert "readonly database" not in proc.stderr and "Traceback" not in proc.stderr      # never SQLite's own text
    assert cli.bytes() == before


@pytest.mark.sqlite_only
@pytest.mark.parametrize("lang", LANGS)
def test_a_locked_store_is_named_in_one_line_of_the_language(tmp_path: Path, lang: str,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import ledger.store.locations

    cli = Cli(tmp_path / "l.sqlite")
    cli("create", "Halcyon", "--system", SYSTEM_OF[lang])
    monkeypatch.setattr(ledger.store.locations, "LOCK_WAIT", 0.5)
    before = cli.bytes()
    holder = sqlite3.connect(cli.store, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        proc = cli("session", "start", "--lang", lang, ok=False)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    wait = "10" if cli.process else "0"                   # another process waits the whole LOCK_WAIT
    assert (proc.returncode, proc.stderr) == (2, "error: " + LOCKED[lang].format(cli.store, wait) + "\n")
    assert cli.bytes() == before


@pytest.mark.parametrize("lang", LANGS)
def test_a_postgresql_store_that_refuses_the_connection_is_named_in_the_language(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg

    url = "postgresql://nobody@127.0.0.1:1/ledger"
    with pytest.raises(psycopg.OperationalError) as caught:
        psycopg.connect(url, connect_timeout=3)
    monkeypatch.setenv("LEDGER_STORE", url)
    assert store_failure_line(caught.value, ["status", "--lang", lang]) == REFUSED[lang].format(url)


@pytest.mark.skipif(TEST_STORE != "postgres", reason="needs the test PostgreSQL server")
@pytest.mark.parametrize("lang", LANGS)
def test_a_postgresql_store_this_user_may_only_read_is_named_in_the_language(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg

    from ledger.store.locations import locate, pg_connect

    with pg_connect(locate(PG_BASE)) as con:
        with pytest.raises(psycopg.errors.ReadOnlySqlTransaction) as caught:
            con.execute("SET TRANSACTION READ ONLY")
            con.execute("CREATE TABLE ledger_never_made (x int)")
    monkeypatch.setenv("LEDGER_STORE", PG_BASE)
    assert store_failure_line(caught.value, ["note", "x", "--lang", lang]) == PG_READ_ONLY[lang].format(PG_BASE)


#: Language -> the line for a campaign one of whose events was deleted (no snapshot to start from).
NOT_FOLLOWING = {
    "es": "store: el registro de una campaña está dañado: sus eventos no se siguen (falta uno o está fuera de lugar); "
          "ejecuta 'ledger verify' para ver el primer daño",
    "de": "store: die Aufzeichnung einer Kampagne ist beschädigt: ihre Ereignisse folgen nicht aufeinander (eines "
          "fehlt oder steht falsch); führe 'ledger verify' aus, um den ersten Schaden zu sehen",
    "it": "store: il registro di una campagna è danneggiato: i suoi eventi non si susseguono (ne manca uno o è fuori "
          "posto); esegui 'ledger verify' per vedere il primo danno",
    "en": "store: a campaign's record is damaged: its events do not follow on (one is missing or out of place); run "
          "'ledger verify' to see the first damage",
}

#: Language -> the line for a store whose campaign list lost its campaign's entry.
LIST_DAMAGED = {
    "es": "store: la lista de campañas está dañada: la campaña 'Halcyon' está guardada pero no anotada en ella (su "
          "entrada se borró o editó); campañas cuyos registros están guardados: Halcyon (nombra una con --campaign); "
          "ejecuta 'ledger verify' para ver el daño",
    "de": "store: die Kampagnenliste ist beschädigt: Kampagne 'Halcyon' ist gespeichert, aber nicht darin eingetragen "
          "(ihr Eintrag wurde gelöscht oder bearbeitet); Kampagnen, deren Aufzeichnungen gespeichert sind: Halcyon "
          "(nenne eine mit --campaign); führe 'ledger verify' aus, um den Schaden zu sehen",
    "it": "store: l'elenco delle campagne è danneggiato: la campagna 'Halcyon' è conservata ma non registrata in esso "
          "(la sua voce è stata cancellata o modificata); campagne i cui registri sono conservati: Halcyon (indicane "
          "una con --campaign); esegui 'ledger verify' per vedere il danno",
    "en": "store: the campaign list is damaged: campaign 'Halcyon' is stored but not entered in it (its entry was "
          "deleted or edited); campaigns whose records are stored: Halcyon (name one with --campaign); run 'ledger "
          "verify' to see the damage",
}


def second_event_deleted(tmp_path: Path, lang: str, of: str) -> Cli:
    """A campaign of a system playing in ``lang`` (a session and a scene started) whose second event is deleted, with
    every snapshot: of the campaign's record (``of="campaign"``, the stream with the most events) or of the campaign
    list (``of="list"``, the one with the fewest)."""
    cli = Cli(tmp_path / "g.sqlite")
    cli("create", "Halcyon", "--system", SYSTEM_OF[lang])
    cli("session", "start")
    cli("scene", "start")
    con = sqlite3.connect(cli.store)
    order = "DESC" if of == "campaign" else "ASC"
    stream = con.execute(f"SELECT originator_id FROM stored_events GROUP BY originator_id ORDER BY count(*) {order} "
                         "LIMIT 1").fetchone()[0]
    con.execute("DELETE FROM stored_events WHERE originator_version = 2 AND originator_id = ?", (stream,))
    con.execute("DELETE FROM stored_snapshots")
    con.commit()
    con.close()
    return cli


@pytest.mark.sqlite_only
@pytest.mark.parametrize("of,said", [("campaign", NOT_FOLLOWING), ("list", LIST_DAMAGED)])
@pytest.mark.parametrize("lang", LANGS)
def test_a_damaged_campaign_record_or_list_is_named_in_the_language(tmp_path: Path, lang: str, of: str,
                                                                    said: dict[str, str]) -> None:
    cli = second_event_deleted(tmp_path, lang, of)
    before = cli.bytes()
    proc = cli("history", "--lang", lang, ok=False)
    assert (proc.returncode, proc.stderr) == (2, f"error: {said[lang]}\n")
    assert cli.bytes() == before
