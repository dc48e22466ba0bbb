"""``ledger --help`` and the ledger's own commands' ``--help`` (``undo``, ``redo``, the root's listing) in the line's
language when it is known (``LEDGER_LANG``, ``--lang``, the campaign's): the description, each own command's one-line
help, the sections and the options' help through frames; options, placeholders and examples as typed; English
unchanged.

Source: README "Using the ledger" (``--lang``; help speaks the language a refusal of the same line would);
rules/command_frames.py, rules/option_frames.py. Seeds: 000 and 004 (Spanish), 001 (German), 002 (Italian).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import Cli
from rules.command_frames import HELP
from rules.option_frames import ROWS


@pytest.mark.parametrize(("lang", "usage", "lines"), [
    ("es", "Uso:", ["  create  Crea una campaña (y el fichero del almacén si no existe).",
                    "  session           Fases de la sesión: start, end.",          # Mouse Guard's, in Spanish
                    "  --version                     Muestra la versión y termina.", "Jugar (anotar y corregir):",
                    "Órdenes de Mouse Guard (--system mouseguard):"]),
    ("it", "Uso:", ["  create  Crea una campagna (e il file dell'archivio se non esiste).",
                    "  add-character    Crea un allenatore (PG).",                  # Pokémon Noir's, in Italian
                    "  --version                     Mostra la versione ed esce.", "Letture (non si registra nulla):"]),
    ("de", "Aufruf:", ["  create  Legt eine Kampagne an (und die Speicherdatei, wenn sie fehlt).",
                       "  --version                     Zeigt die Version und beendet.", "Archiv:"]),
])
def test_ledger_help_in_the_preferred_language(tmp_path: Path, lang: str, usage: str, lines: list[str]) -> None:
    said = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": lang})("--help").stdout
    assert said.startswith(f"{usage} ledger [")
    for line in lines:
        assert line in said.splitlines(), line
    assert "Create a campaign" not in said and "Undo an action" not in said
    assert HELP[lang]["ledger"].split()[0] in said


def test_undo_and_redo_bodies_and_options_in_spanish(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": "es"})
    undo = cli("undo", "--help").stdout
    assert "  Deshace una acción: se añade un undo, no se borra nada." in undo
    assert "Also undo" not in undo and "A later action that" not in undo
    assert re.search(r"(?m)^  --cascade +Deshace también las acciones posteriores que dependen", undo)
    assert "  Ejemplos: ledger undo 12 --reason \"wrong hero\"" in undo               # examples as typed
    redo = cli("redo", "--help", "--lang", "es").stdout
    assert re.search(r"(?m)^  --cascade +Deshace las acciones posteriores que cambiarían\.", redo)
    assert "Undo the later actions" not in redo


def test_the_account_and_token_groups_speak_it(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": "de"})
    token = cli("token", "--help").stdout
    assert "  issue   Stellt ein API-Token für Konto NAME aus (einmal gezeigt)." in token
    issue = cli("token", "issue", "--help", "--lang", "es").stdout
    assert "Para qué es el token." in issue and "What the token is for" not in issue
    assert "  Ejemplo: ledger token issue Ana --purpose bot" in issue


def test_the_english_help_is_unchanged(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": "en"})
    undo = cli("undo", "--help").stdout
    assert "  Undo an action: an undo record is added, nothing is deleted; sheets and" in undo
    assert "  --cascade            Also undo the later actions that depend on it." in undo
    assert "  create  Create a campaign (and the store file if it does not exist)." in cli("--help").stdout
    history = cli("history", "--help").stdout          # its paragraphs, kinds and usage as written
    assert "Kinds (--kind):\n  The ledger's: create, undo, redo, amend.\n" in history
    assert "Undone and amended actions stay in the history" in history
    assert cli("account", "--help").stdout.startswith("Usage: ledger account [OPTIONS] COMMAND [ARGS]...\n")


def test_every_option_row_has_three_languages() -> None:
    assert all(len(row) == 3 and all(text.strip() for text in row) for row in ROWS.values())
    added = ("create", "replay", "play", "campaigns", "import", "migrate", "completion", "serve")
    assert all(len(HELP[lang][key]) <= 70 for lang in ("es", "it", "de") for key in added)
