"""A count the ledger prints before its noun says the singular for one and the plural otherwise, in every language:
``verify``, ``export``, ``import``, ``replay``, ``migrate``'s anchor, a chronicle's size and an import's refusal
(``rules.numbers.counted``; a template's counted place ``{1#event}``, ``rules.refusals``).

Source: README "Using the ledger" (``--lang``: the summary printed) and "Archiving a campaign"; seed 000's and 004's
Spanish, seed 002's Italian, seed 001's German.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli
from rules.archive_frames import said
from rules.archive_lines import line
from rules.numbers import counted
from rules.refusals import Phrases, template_pattern

SCRIPT = """ledger-script: 1
campaign: Uno
system: masks
actions:
  - add-character: {name: Rook, playbook: bull, plus-one: danger}
"""

#: ``verify`` of a campaign of one event (its creation), in each language.
VERIFIED = {
    "en": "OK Solo: 1 event (1 chained), 0 actions, no snapshot to check yet",
    "es": "OK Solo: 1 evento (1 encadenado), 0 acciones, aún ninguna instantánea que comprobar",
    "it": "OK Solo: 1 evento (1 concatenato), 0 azioni, ancora nessuna istantanea da controllare",
    "de": "OK Solo: 1 Ereignis (1 verkettet), 0 Aktionen, noch kein Schnappschuss zu prüfen",
}


@pytest.mark.parametrize("lang", sorted(VERIFIED))
def test_verify_of_one_event_says_it_in_the_singular(tmp_path: Path, lang: str) -> None:
    cli = Cli(tmp_path / "solo.sqlite")
    cli("create", "Solo")
    assert cli("verify", "--lang", lang).stdout.splitlines()[0] == VERIFIED[lang]


def test_export_import_and_replay_of_one_say_it_in_the_singular(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "solo.sqlite")
    cli("create", "Solo")
    out = tmp_path / "solo.jsonl"
    assert cli("export", "--out", str(out), "--lang", "de").stdout == f"Kampagne Solo exportiert: 1 Ereignis nach {out}\n"
    assert cli("export", "--out", str(out), "--force").stdout == f"exported campaign Solo: 1 event to {out}\n"
    got = cli("import", str(out), "--as", "Zwei", "--lang", "it").stdout
    assert got == f"campagna Zwei importata: 1 evento; non firmato (nessun {out.name}.sig accanto)\n"
    got = cli("verify", "--file", str(out), "--lang", "es").stdout.splitlines()[0]
    assert got == f"OK {out}: campaña Solo, 1 evento; sin firmar (no hay {out.name}.sig a su lado)"
    script = tmp_path / "uno.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    uno = Cli(tmp_path / "uno.sqlite")
    replayed = uno("replay", str(script), "--lang", "es").stdout
    assert replayed.startswith("1 acción reproducida en la campaña Uno (2 eventos) en ")
    assert Cli(tmp_path / "en.sqlite")("replay", str(script), "--lang", "en").stdout.startswith(
        "replayed 1 action into campaign Uno (2 events) in ")
    back = tmp_path / "back.yaml"
    assert uno("export", "--format", "script", "--out", str(back), "--lang", "es").stdout == \
        f"campaña Uno exportada: 1 acción a {back}\n"
    rows = tmp_path / "rows.json"
    assert uno("export", "--format", "history", "--out", str(rows), "--lang", "es").stdout == \
        f"campaña Uno exportada: 2 filas a {rows}\n"
    assert cli("export", "--format", "history", "--out", str(rows), "--force", "-c", "Solo").stdout == \
        f"exported campaign Solo: 1 row to {rows}\n"


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "anchored the hash chain of campaign C after 1 event", "anchored the hash chain of campaign C after 2 events"),
    ("es", "cadena de resúmenes de la campaña C anclada tras 1 evento",
     "cadena de resúmenes de la campaña C anclada tras 2 eventos"),
    ("it", "catena di hash della campagna C ancorata dopo 1 evento", "catena di hash della campagna C ancorata dopo 2 eventi"),
    ("de", "Hash-Kette der Kampagne C nach 1 Ereignis verankert", "Hash-Kette der Kampagne C nach 2 Ereignissen verankert"),
])
def test_migrate_anchor_counts_its_events(lang: str, one: str, two: str) -> None:
    for n, want in ((1, one), (2, two)):
        assert line(lang, f"anchored the hash chain of campaign C after {counted(n, 'event', 'en')}") == want


def test_verify_counts_each_noun_and_a_chronicle_its_bytes() -> None:
    english = "OK x: 1 event (1 chained, 1 from before the chain), 1 action, 1 snapshot agrees with the fold"
    assert line("es", english) == ("OK x: 1 evento (1 encadenado, 1 de antes de la cadena), 1 acción, 1 instantánea "
                                   "concuerda con la aplicación")
    assert line("de", "OK x: 2 events (2 chained), 3 actions, 2 snapshots agree with the fold") == \
        "OK x: 2 Ereignisse (2 verkettet), 3 Aktionen, 2 Schnappschüsse stimmen mit der Anwendung überein"
    assert line("it", "replayed 1 action into campaign C (1 event) in s.db") == \
        "1 azione riprodotta nella campagna C (1 evento) in s.db"
    assert line("de", "wrote the chronicle of C (html, 87,833 bytes) to c.html") == \
        "Chronik von C geschrieben (html, 87.833 Bytes) nach c.html"
    assert line("it", "wrote the chronicle of C (md, 1 byte) to c.md") == "cronaca di C scritta (md, 1 byte) in c.md"


def test_an_import_refusal_counts_its_events() -> None:
    assert said("de", "line 3: the file ends after 1 event, its header says 2 (cut short?)") == \
        "Zeile 3: die Datei endet nach 1 Ereignis, ihr Kopf sagt 2 (abgeschnitten?)"
    assert said("es", "line 1: the header says 1 event, the file holds 2 (an edited header, or events added)") == \
        "línea 1: la cabecera dice 1 evento, el fichero tiene 2 (una cabecera editada, o eventos añadidos)"


def test_a_counted_place_takes_both_forms_and_nothing_else() -> None:
    pattern = template_pattern("kept {0#event} of {1}")
    assert pattern.fullmatch("kept 1 event of C") and pattern.fullmatch("kept 87,833 events of C")
    assert pattern.fullmatch("kept many events of C") is None and pattern.fullmatch("kept 2 rows of C") is None
    table = Phrases(templates=(("kept {0#event} of {1}", "{0#event} guardados de {1}"),), lang="es")
    assert table.say("kept 1 event of C") == "1 evento guardados de C"
    assert table.say("kept 1,000 events of C") == "1.000 eventos guardados de C"
    assert [counted(n, "event", "en") for n in (0, 1, 2)] == ["0 events", "1 event", "2 events"]
