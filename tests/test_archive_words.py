"""The refusals raised before a campaign is known (no such store, no such campaign, a store that cannot be reached, a
campaign name refused at create) and those of scripts and archives (a bad line in a script, a damaged export file, a
hash chain that breaks, a signature that does not match) read in the language ``--lang`` asks for, on every command
that works on a store (export, import, verify, campaigns, create, replay), with no English left.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages"), README "Using the ledger" (``--lang``,
``LEDGER_LANG``), README "Archiving a campaign"; ``rules.store_frames``, ``rules.archive_frames``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import rules
from conftest import ROOT, TEST_STORE, Cli, copy_store
from rules.archive_frames import shared_refusal
from rules.errors import RuleError
from test_refusal_catalogue import CASES, english_left, raised, shared_english

#: The modules whose refusals a person meets on a store, a script or an archive, before any campaign's system.
FILES = ("script.py", "script_reader.py", "script_yaml.py", "script_entries.py", "archive/anchors.py", "archive/export.py", "archive/export_file.py",
         "archive/export_script.py", "archive/import_check.py", "archive/importing.py", "service/archiving.py",
         "service/replaying.py", "store/locations.py", "store/application.py", "store/new_store.py",
         "store/out_files.py", "inputs.py")

#: Values a refusal shows as typed in every language: the script's keys, the export formats, a URL's form.
AS_TYPED = ("ledger-script, campaign, system", "jsonl, script, history", "postgresql://user@host:5432/dbname")


def left(english: str, said: str) -> list[str]:
    """The English ``said`` keeps from ``english`` (marker words, runs of three words), the values shown as typed
    left out of both."""
    for typed in AS_TYPED:
        english, said = english.replace(typed, " "), said.replace(typed, " ")
    return english_left(said) + [" ".join(run) for run in shared_english(english, said)]


def catalogue() -> list[tuple[str, str, str]]:
    """Every refusal the ``FILES`` raise (``raised``: each ``f``-string's variants)."""
    return raised([ROOT / "ledger" / name for name in FILES], ("RuleError", "LedgerError", "ScriptError", "ArchiveError"))


@pytest.mark.parametrize("lang", ["es", "it", "de"])
def test_no_refusal_of_a_store_a_script_or_an_archive_stays_english(lang: str) -> None:
    messages = catalogue()
    assert len(messages) > 90                                              # the catalogue is read, not empty
    found = []
    for where, field, message in messages:
        said = shared_refusal(field, message, lang)
        assert said.startswith(f"{field}: ") and "\n" not in said          # the field as typed; one line
        if left(message, said[len(field) + 2:]):
            found.append(f"{where}: {said}")
    assert found == []


@pytest.mark.parametrize("system_id,lang", CASES)
def test_a_campaigns_system_says_them_in_its_language_too(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    found = []
    for where, field, message in catalogue():
        said = system.refusal(RuleError(field, message), lang)
        if left(message, said[len(field) + 2:]):
            found.append(f"{where}: {said}")
    assert found == []


#: (field, the English the ledger raises, Spanish, Italian, German): one refusal of each kind.
KINDS = [
    ("store", "no ledger store at x.sqlite; create one with 'ledger create' or 'ledger replay'",
     "no hay ningún almacén del ledger en x.sqlite; crea uno con 'ledger create' o 'ledger replay'",
     "nessun archivio del ledger in x.sqlite; creane uno con 'ledger create' o 'ledger replay'",
     "kein Ledger-Speicher unter x.sqlite; leg einen mit 'ledger create' oder 'ledger replay' an"),
    ("campaign", "unknown campaign 'Nope'; in this store: none",
     "'Nope' no es una campaña conocida; en este almacén: ninguna",
     "'Nope' non è una campagna conosciuta; campagne di questo archivio: nessuna",
     "'Nope' ist keine bekannte Kampagne; Kampagnen dieses Speichers: keine"),
    ("campaign", "unknown campaign 'Nope'; in this store: none, Halcyon",
     "'Nope' no es una campaña conocida; en este almacén: none, Halcyon",
     "'Nope' non è una campagna conosciuta; campagne di questo archivio: none, Halcyon",
     "'Nope' ist keine bekannte Kampagne; Kampagnen dieses Speichers: none, Halcyon"),
    ("store", "cannot reach the PostgreSQL store postgresql://u@h/db: the server has no such database",
     "no se puede llegar al almacén PostgreSQL postgresql://u@h/db: el servidor no tiene esa base de datos",
     "non si raggiunge l'archivio PostgreSQL postgresql://u@h/db: il server non ha quella base di dati",
     "der PostgreSQL-Speicher postgresql://u@h/db ist nicht erreichbar: der Server hat diese Datenbank nicht"),
    ("name", "a campaign name of 1-80 characters", "un nombre de campaña de 1 a 80 caracteres",
     "un nome di campagna da 1 a 80 caratteri", "ein Kampagnenname mit 1 bis 80 Zeichen"),
    ("script", "malformed YAML at line 6, column 3: a list in [ ] not closed",
     "YAML mal formado en la línea 6, columna 3: una lista entre [ ] sin cerrar",
     "YAML malformato alla riga 6, colonna 3: una lista tra [ ] non chiusa",
     "fehlerhaftes YAML in Zeile 6, Spalte 3: eine Liste in [ ] nicht geschlossen"),
    ("ledger-script", "version 9 is not supported; allowed: 1", "la versión 9 no está admitida; se admite: 1",
     "la versione 9 non è supportata; ammessa: 1", "Version 9 wird nicht unterstützt; erlaubt: 1"),
    ("file", "line 4: not JSON (an edited, cut or foreign file)",
     "línea 4: no es JSON (un fichero editado, cortado o ajeno)",
     "riga 4: non è JSON (un file modificato, tagliato o estraneo)",
     "Zeile 4: kein JSON (eine bearbeitete, gekürzte oder fremde Datei)"),
    ("file", "line 3: the hash chain breaks here (the line, or one before it, was edited, removed or moved)",
     "línea 3: la cadena de hashes se rompe aquí (la línea, o una anterior, se editó, se quitó o se movió)",
     "riga 3: la catena di hash si spezza qui (la riga, o una precedente, è stata modificata, tolta o spostata)",
     "Zeile 3: die Hash-Kette bricht hier (die Zeile oder eine davor wurde bearbeitet, entfernt oder verschoben)"),
    ("file", "line 2: the campaign's name: a campaign name of 1-80 characters",
     "línea 2: el nombre de la campaña: un nombre de campaña de 1 a 80 caracteres",
     "riga 2: il nome della campagna: un nome di campagna da 1 a 80 caratteri",
     "Zeile 2: der Name der Kampagne: ein Kampagnenname mit 1 bis 80 Zeichen"),
    ("file", "the signature does not match: the file or x.jsonl.sig was changed since it was signed; nothing was written",
     "la firma no coincide: el fichero o x.jsonl.sig cambió desde que se firmó; no se escribió nada",
     "la firma non corrisponde: il file o x.jsonl.sig è cambiato da quando è stato firmato; non è stato scritto nulla",
     "die Signatur passt nicht: die Datei oder x.jsonl.sig wurde seit dem Signieren geändert; nichts wurde "
     "geschrieben"),
]


@pytest.mark.parametrize("field,english,es,it,de", KINDS)
def test_each_kind_reads_whole_in_each_language(field: str, english: str, es: str, it: str, de: str) -> None:
    for lang, said in (("es", es), ("it", it), ("de", de)):
        assert shared_refusal(field, english, lang) == f"{field}: {said}"
    assert shared_refusal(field, english, "en") == f"{field}: {english}"    # English: as raised
    assert rules.get_system("masks").refusal(RuleError(field, english), "es") == f"{field}: {es}"


def run(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> str:
    """The one ``error:`` line a command refused with (exit 2), nothing written where it pointed."""
    proc = Cli(tmp_path / "unused.sqlite", env=env)(*args, ok=False)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert not (tmp_path / "nope.sqlite").exists()
    return proc.stderr.rstrip("\n")


def test_a_store_that_is_not_there_is_said_in_the_language_asked(tmp_path: Path) -> None:
    nope = str(tmp_path / "nope.sqlite")                  # on PostgreSQL a schema of its own: its URL is named
    tail = "" if TEST_STORE == "postgres" else ", o apunta --store / LEDGER_STORE a un fichero existente"
    said = run(tmp_path, "campaigns", "--store", nope, "--lang", "es")
    assert said.startswith("error: store: no hay ningún almacén del ledger en ")
    assert said.endswith(f"; crea uno con 'ledger create' o 'ledger replay'{tail}")
    assert run(tmp_path, "export", "--store", nope, "--out", str(tmp_path / "x.jsonl"), "--lang", "DE").startswith(
        "error: store: kein Ledger-Speicher unter ")
    assert run(tmp_path, "verify", "--store", nope, "--lang", "it").startswith("error: store: nessun archivio del ledger in ")
    assert run(tmp_path, "sheet", "Gale", "--store", nope, "--lang", "it").startswith(         # a game read too
        "error: store: nessun archivio del ledger in ")
    assert run(tmp_path, "campaigns", "--store", nope, env={"LEDGER_LANG": "es"}).startswith(  # the preferred language
        "error: store: no hay ningún almacén del ledger en ")
    assert run(tmp_path, "campaigns", "--store", nope).startswith("error: store: no ledger store at ")


def test_a_language_no_system_plays_in_is_refused(tmp_path: Path) -> None:
    for command in (("campaigns",), ("replay", "x.yaml"), ("import", "x.jsonl"), ("verify",), ("create", "X")):
        assert run(tmp_path, *command, "--store", str(tmp_path / "nope.sqlite"), "--lang", "xx") == \
            "error: lang: 'xx' is not a language of the ledger's systems; allowed: de, en, es, it"


@pytest.fixture(scope="module")
def halcyon(tmp_path_factory: pytest.TempPathFactory) -> Cli:
    """The Masks sample campaign replayed once, and exported beside its store (read and refused only)."""
    cli = Cli(tmp_path_factory.mktemp("halcyon") / "s.sqlite")
    cli("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"))
    cli("export", "--out", str(cli.store.parent / "h.jsonl"))
    return cli


def test_a_campaign_that_is_not_there_and_a_name_refused_at_create(halcyon: Cli) -> None:
    before = halcyon.bytes()
    out = str(halcyon.store.parent / "out.jsonl")
    proc = halcyon("export", "-c", "Nope", "--out", out, "--lang", "it", ok=False)
    assert proc.stderr == "error: campaign: 'Nope' non è una campagna conosciuta; campagne di questo archivio: Halcyon Nights\n"
    proc = halcyon("create", "a/b", "--system", "masks", "--lang", "de", ok=False)
    assert proc.stderr == ("error: name: ein Kampagnenname ohne '/', der nicht '.' oder '..' ist (die Adressen des "
                           "Servers tragen ihn als einen Teil: /c/NAME)\n")
    proc = halcyon("create", "Halcyon Nights", "--system", "masks", "--lang", "es", ok=False)
    assert proc.stderr.startswith("error: name: la campaña 'Halcyon Nights' ya existe en ")
    proc = halcyon("create", "X", "--option", "nokey", "--lang", "it", ok=False)
    assert proc.stderr == "error: option: 'nokey' non è CHIAVE=VALORE\n"
    proc = halcyon("export", "--keep-undone", "--out", out, "--lang", "de", ok=False)
    assert proc.stderr == "error: keep-undone: --keep-undone gehört zu --format script\n"
    assert halcyon.bytes() == before and not Path(out).exists()


def test_a_damaged_archive_is_said_in_the_language_asked(halcyon: Cli, tmp_path: Path) -> None:
    lines = (halcyon.store.parent / "h.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    edited = tmp_path / "edited.jsonl"
    edited.write_text("".join([*lines[:2], lines[2].replace("Gale", "Gala", 1), *lines[3:]]), encoding="utf-8")
    cut = tmp_path / "cut.jsonl"
    cut.write_text("".join([*lines[:3], lines[3][:40] + "\n"]), encoding="utf-8")
    other = Cli(tmp_path / "other.sqlite")
    proc = other("import", str(edited), "--lang", "it", ok=False)
    assert proc.stderr == ("error: file: riga 3: la catena di hash si spezza qui (la riga, o una precedente, è stata "
                           "modificata, tolta o spostata)\n")
    proc = other("import", str(cut), "--lang", "es", ok=False)
    assert proc.stderr == "error: file: línea 4: no es JSON (un fichero editado, cortado o ajeno)\n"
    proc = other("verify", "--file", str(edited), "--lang", "de", ok=False)
    assert proc.returncode == 1 and proc.stderr == (f"DAMAGED {edited}: Zeile 3: die Hash-Kette bricht hier (die Zeile "
                                                    "oder eine davor wurde bearbeitet, entfernt oder verschoben)\n")
    assert not other.has_store()


def test_a_bad_script_is_said_in_the_language_asked(tmp_path: Path) -> None:
    script = tmp_path / "bad.yaml"
    script.write_text("ledger-script: 1\ncampaign: X\nsystem: masks\nactions:\n  - [a\n", encoding="utf-8")
    cli = Cli(tmp_path / "s.sqlite")
    proc = cli("replay", str(script), "--lang", "de", ok=False)
    assert proc.stderr == "error: script: fehlerhaftes YAML in Zeile 6, Spalte 1: eine Liste in [ ] nicht geschlossen\n"
    script.write_text("ledger-script: 9\ncampaign: X\nsystem: masks\nactions: []\n", encoding="utf-8")
    assert cli("replay", str(script), "--lang", "it", ok=False).stderr == \
        "error: ledger-script: la versione 9 non è supportata; ammessa: 1\n"
    script.write_text("ledger-script: 1\ncampaign: X\nsystem: masks\nactions:\n  - roll: {move: directly-engage}\n",
                      encoding="utf-8")
    said = cli("replay", str(script), "--lang", "es", ok=False).stderr          # the rules' refusal: the system's words
    assert said.startswith("error: entry 1 (roll): phase: 'tirada' no se puede mientras la sesión no ha empezado; ahora "
                           "se puede: empieza la sesión, ") and "is not allowed" not in said
    assert not cli.has_store()


@pytest.mark.skipif(TEST_STORE == "postgres", reason="edits the SQLite file's bytes")
def test_a_damaged_store_is_reported_in_the_language_asked(halcyon: Cli, tmp_path: Path) -> None:
    import sqlite3

    cli = Cli(tmp_path / "copy.sqlite")
    copy_store(halcyon.store, cli.store)
    with sqlite3.connect(cli.store) as con:
        rowid, state = con.execute("SELECT rowid, state FROM stored_events WHERE originator_version = 3 AND topic LIKE "
                                   "'%Campaign.Recorded'").fetchone()
        con.execute("UPDATE stored_events SET state = ? WHERE rowid = ?", (bytes(state).replace(b'"actor":"GM"', b'"actor":"GX"', 1), rowid))
    proc = cli("verify", "--lang", "es", ok=False)
    assert proc.returncode == 1 and proc.stderr == (
        "DAMAGED Halcyon Nights: evento 3 (acción 2, CharacterCreated): la cadena de hashes se rompe aquí: este evento o "
        "uno anterior se cambió, se quitó o se movió\n")
    english = cli("verify", ok=False).stderr
    assert english.startswith("DAMAGED Halcyon Nights: event 3 (action 2, CharacterCreated): the hash chain breaks here: ")


def test_the_lines_of_a_store_command_read_in_the_language_asked(halcyon: Cli, tmp_path: Path) -> None:
    exported = tmp_path / "h.jsonl"
    assert halcyon("export", "--out", str(exported), "--lang", "es").stdout == \
        f"campaña Halcyon Nights exportada: 222 eventos a {exported}\n"
    assert halcyon("export", "--format", "script", "--out", str(tmp_path / "h.yaml"), "--lang", "it").stdout == \
        f"campagna Halcyon Nights esportata: 121 azioni in {tmp_path / 'h.yaml'}\n"
    other = Cli(tmp_path / "other.sqlite")
    assert other("import", str(exported), "--lang", "de").stdout == \
        "Kampagne Halcyon Nights importiert: 222 Ereignisse; nicht signiert (kein h.jsonl.sig daneben)\n"
    assert other("verify", "--lang", "it").stdout.startswith(
        "OK Halcyon Nights: 222 eventi (222 concatenati), 121 azioni, ")                # the head line stays as it is
    assert other("verify", "--file", str(exported), "--lang", "es").stdout.startswith(
        f"OK {exported}: campaña Halcyon Nights, 222 eventos; sin firmar (no hay h.jsonl.sig a su lado)\nhead: ")
    assert other("create", "Z", "--system", "pokemon", "--lang", "it").stdout.startswith(
        "campagna Z creata (pokemon, regole pokenoir-")                 # a campaign's language: one of its system's
    assert Cli(tmp_path / "r.sqlite")("replay", str(ROOT / "sample_campaigns" / "masks-halcyon-nights.yaml"),
                                      "--lang", "de").stdout.startswith(
        "121 Aktionen in Kampagne Halcyon Nights abgespielt (222 Ereignisse) in ")
    assert other("verify", "--file", str(exported)).stdout.startswith(                   # English without --lang
        f"OK {exported}: campaign Halcyon Nights, 222 events; not signed (no h.jsonl.sig beside it)\n")
