"""Every line the ledger prints when a command succeeds, in each sample campaign's languages other than English, holds
no English word of the interface: the sweep of ``tests/lines_sweep.py`` (each sample's entries typed one by one on
the command line with ``--lang``, every read, the group's and the archive's lines), searched by
``tests/lines_english.py``; and the words it found English before, asserted one by one.

Source: README "Using the ledger" (``--lang``: "Tables, history lines and the lines an action prints speak the
game's words"; ``why NAME FIELD``: FIELD may be any row the sheet shows); the seeds' own words: 000 "EVALUAR LA
SITUACIÓN" (Masks: Evaluar, tirada), 001's forum rules (MOSAIC: Wurf), 002 "-1 al prossimo tiro" (Pokémon: tiro,
scambio), 004 "Los rasgos tienen 3 niveles" (Mouse Guard: nivel).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules
from conftest import ROOT, Cli
from lines_english import english_left, user_texts
from lines_sweep import SAMPLES, UNCHANGED, sample_langs, sweep
from ledger.script import load_script

#: (sample, language, given as ``LEDGER_LANG`` rather than ``--lang``, or ``"campaign"``: only by ``create --lang``, as
#: the campaign's own language, no later command line asking for one): each sample in each of its other languages.
CASES = [(sample, lang, False) for sample in SAMPLES for lang in sample_langs(sample)] + [
    ("masks-second-chances.yaml", "es", True), ("mouseguard-darkwater-crossing.yaml", "es", "campaign"),
    ("mosaic-blumen-des-montezuma.yaml", "de", "campaign"), ("masks-second-chances.yaml", "es", "campaign")]


@pytest.mark.parametrize(("sample", "lang", "by_env"), CASES)
def test_no_english_word_in_a_line_printed_in_another_language(tmp_path: Path, sample: str, lang: str,
                                                                by_env: bool | str) -> None:
    header, entries = load_script(ROOT / "sample_campaigns" / sample)
    store = tmp_path / "sweep.sqlite"
    lines = list(sweep(sample, lang, lambda argv, more: Cli(store, env={"COLUMNS": "1000", **more})(*argv, ok=False),
                       tmp_path, by_env))
    commands = {argv[0] for argv, _ in lines}
    assert {"create", "status", "sheet", "history", "why", "arc", "people", "proposals", "permissions", "export",
            "chronicle", "import"} | ({"replay"} if by_env != "campaign" else set()) <= commands   # every kind read
    assert len(lines) > 20 * len(entries)
    left = english_left(lines, lang, user_texts(header, entries) + [str(tmp_path), str(ROOT)],
                        rules.get_system(header.system))
    assert left == [], "\n".join(f"[{words}] {line.strip()}    <- {argv}" for argv, line, words in left[:40])
    UNCHANGED.clear()


def test_the_search_finds_english_and_leaves_typed_text() -> None:
    line = "│ modificadores pendientes │ Vex: +1 ongoing (Assess roll #12) │"
    typed = ["Vex", "wrong hero: Rook got angry, not Gale"]
    found = english_left([(["status"], line), (["undo"], "  por qué: wrong hero: Rook got angry, not"),
                          (["undo"], "Gale")], "es", typed)
    assert found == [("status", line, "ongoing, roll")]
    assert english_left([(["sheet"], "│ Playbook │ Priester │")], "de", []) == []       # the German edition's word


def _replayed(tmp_path: Path, sample: str) -> Cli:
    cli = Cli(tmp_path / "s.sqlite", env={"COLUMNS": "1000"})
    cli("replay", str(ROOT / "sample_campaigns" / sample))
    return cli


def _row(cli: Cli, field: str, *argv: str) -> str:
    """The value of the row ``field`` (its first line) of the table ``argv`` prints (``status``, ``sheet``)."""
    for line in cli(*argv).stdout.splitlines():
        cells = [c.strip() for c in line.split("│")]
        if len(cells) > 2 and cells[1] == field:
            return cells[2]
    raise AssertionError(f"no row {field!r}")


def test_a_masks_pending_modifier_names_its_source_in_spanish(tmp_path: Path) -> None:
    cli = _replayed(tmp_path, "masks-halcyon-nights.yaml")
    assert _row(cli, "modificadores pendientes", "status", "--as-of", "13", "--lang", "es") == \
        "Vex: +1 bonificación continua (Evaluar tirada #12)"
    assert _row(cli, "pending modifiers", "status", "--as-of", "13") == "Vex: +1 ongoing (Assess roll #12)"


def test_a_pokemon_pending_modifier_names_its_roll_in_italian(tmp_path: Path) -> None:
    cli = _replayed(tmp_path, "pokemon-aranciopoli-noir.yaml")
    assert _row(cli, "modificatori in attesa", "status", "--as-of", "20") == "Vera: -1 prossimo tiro (scambio 7-9 (tiro #19))"
    assert _row(cli, "pending modifiers", "status", "--as-of", "20", "--lang", "en") == \
        "Vera: -1 next roll (exchange 7-9 (roll #19))"
    assert _row(cli, "Modificatori", "sheet", "Vera", "--as-of", "20") == "-1 (scambio 7-9 (tiro #19))"


def test_a_mosaic_answer_waiting_names_its_roll_in_german(tmp_path: Path) -> None:
    cli = _replayed(tmp_path, "mosaic-blumen-des-montezuma.yaml")
    assert _row(cli, "wartet auf einen Wurf", "status", "--as-of", "32", "--lang", "de") == "Itzel: Antworten (Wurf #31 EM2)"
    assert _row(cli, "waiting for a roll", "status", "--as-of", "32") == "Itzel: Answers (roll #31 EM2)"


def test_why_of_a_sheet_row_headed_in_spanish_is_why_of_its_field(tmp_path: Path) -> None:
    cli = _replayed(tmp_path, "mouseguard-darkwater-crossing.yaml")
    for spanish, english in (("Habilidades", "Skills"), ("Rasgos", "Traits"), ("Tipo", "Kind"), ("Aptitudes", "Abilities")):
        said = json.loads(cli("why", "Rogard", spanish, "--lang", "es", "--json").stdout)
        assert said == json.loads(cli("why", "Rogard", english, "--json").stdout) != []
    table = cli("why", "Rogard", "Rasgos", "--lang", "es").stdout
    assert "Calm nivel 1; usado no; cargado no; Wise nivel 2; usado no; cargado no" in " ".join(table.split())
