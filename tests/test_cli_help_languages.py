"""``ledger COMMAND --help`` in the line's language: the system's help of the command, its group or read and each
option (``GameSystem.help_of``), click's words and the shared options' help (``rules.help_frames``), the placeholders
in the language (``GameSystem.placeholder``), the options as typed. The language is the one the line's refusals speak (``--lang``, else ``LEDGER_LANG`` when the system has it,
else the system's first); one the system lacks is refused as ``--lang`` is.

Source: README "Using the ledger" (``--lang``) and docs/adding-a-game-system.md ("Help in the system's languages").
Seeds: 000 and 004 (Spanish), 001 (German), 002 (Italian).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, Cli

#: (system, its other language, a rolling command, lines its help shows in that language)
CASES = [
    ("masks", "es", "roll", ["Uso: ledger roll [OPCIONES] MOVIMIENTO",
                             "  Tira un movimiento: 2d6 + Etiqueta con sus modificadores; abre la ventana",
                             "    MOVIMIENTO  El movimiento, por su nombre completo o una forma corta, en inglés o en español",
                             "  --dice A,B           Dados físicos tecleados, p. ej. 6,3.",
                             "  --lang IDIOMA        Idioma del resumen impreso (los idiomas del sistema).",
                             "  -h, --help           Muestra esta ayuda y termina.",
                             "Opciones:", "  Argumentos:", "  Ejemplo:"]),
    ("mouseguard", "es", "test", ["Uso: ledger test [OPCIONES] HABILIDAD",
                                  "  Prueba una habilidad o una aptitud (independiente o enfrentada); abre la",
                                  "  --odds                 Antes imprime la probabilidad exacta de cada",
                                  "  -h, --help            Muestra esta ayuda y termina."]),
    ("mosaic", "de", "roll", ["Aufruf: ledger roll [OPTIONEN] ZUG",
                              "  --odds                  Gibt zuerst die genaue Chance jedes Ergebnisses aus",
                              "  -h, --help              Zeigt diese Hilfe und beendet.", "Optionen:", "  Beispiel:"]),
    ("pokemon", "it", "roll", ["Uso: ledger roll [OPZIONI] MOSSA",
                               "  Tira una mossa (2d6 + caratteristica); poi risolvila.",
                               "  --dice A,B            Dadi fisici digitati, es. 6,3.",
                               "  -h, --help            Mostra questo aiuto ed esce.", "Opzioni:", "  Argomenti:"]),
]

#: An option's names at the start of a help line (``  -c, --campaign NAME``).
OPTION = re.compile(r"^  ((?:-\w, )?--[\w-]+)")


def options_of(text: str) -> list[str]:
    """The options a help lists, in order, as typed."""
    return [m.group(1) for line in text.splitlines() if (m := OPTION.match(line))]


def english_of(cli: Cli, system_id: str, command: str) -> str:
    """``command``'s help in English (``--lang en``)."""
    return cli("--system", system_id, command, "--help", "--lang", "en").stdout


@pytest.mark.parametrize("system_id,lang,command,lines", CASES)
def test_a_commands_help_speaks_the_language_asked_for(tmp_path: Path, system_id: str, lang: str, command: str,
                                                       lines: list[str]) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    said = cli("--system", system_id, command, "--help", "--lang", lang).stdout
    shown = [" ".join(line.split()) for line in said.splitlines()]           # the columns' width aside
    for line in lines:
        assert any(s.startswith(" ".join(line.split())) for s in shown), (line, shown[:12])
    english = english_of(cli, system_id, command)
    assert options_of(said) == options_of(english) and "--dice" in options_of(said)       # the options as typed
    assert not [w for w in ("Usage:", "Options:", "Show this message and exit.", "[default:") if w in said]
    assert not cli.has_store()


def test_defaults_and_shared_options_are_worded_with_their_values_as_typed(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    said = cli("--system", "masks", "roll", "--help", "--lang", "es").stdout
    assert "Quién actúa: el Narrador (GM) o el nombre de un personaje ($LEDGER_ACTOR). [por defecto: GM]" in " ".join(said.split())
    assert "Almacén: un fichero SQLite (por defecto $LEDGER_STORE o ./campaign.ledger.sqlite)." in " ".join(said.split())
    german = " ".join(cli("--system", "mosaic", "status", "--help", "--lang", "de").stdout.split())
    assert "--as-of AKTION So, wie es direkt nach dieser Aktion stand." in german


def test_the_english_help_is_unchanged(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    plain = cli("--system", "masks", "roll", "--help").stdout
    assert plain == english_of(cli, "masks", "roll")
    shown = plain.splitlines()
    assert shown[0] == "Usage: ledger roll [OPTIONS] MOVE" and "Options:" in shown
    assert "  Type in physical dice with --dice, or let the seeded roller roll (--seed, or" in shown   # the docstring
    assert "  --dice A,B           Physical dice typed in, e.g. 6,3." in shown
    assert "  -h, --help           Show this message and exit." in shown
    assert "                       [default: GM]" in shown


def test_a_group_and_its_commands_speak_it_and_its_lang_reaches_the_command(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "g.sqlite")
    shown = cli("--system", "masks", "session", "--help", "--lang", "es").stdout.splitlines()
    assert "  Fases de la sesión: start, end." in shown
    assert any(line.startswith("  start  Empieza una sesión (el Narrador agrega un Punto de Equipo") for line in shown)
    assert "Órdenes:" in shown and "Commands:" not in shown
    cli("create", "C", "--system", "masks")
    done = cli("session", "--lang", "es", "start").stdout
    assert done.startswith("acción 1: ") and "sesión 1" in done


def test_a_read_and_a_reference_list_speak_it(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    moves = cli("--system", "masks", "moves", "--help", "--lang", "es").stdout.splitlines()
    assert "  Lista los movimientos (se aceptan sus nombres en inglés y en español)." in moves
    team = cli("--system", "masks", "team", "--help", "--lang", "es").stdout.splitlines()
    assert any(line.startswith("  La reserva del Equipo: verla, gastar (spend)") for line in team)
    assert "  spend    Gasta 1 Punto de Equipo para dar +1 a la tirada de un compañero." in team
    wheel = cli("--system", "pokemon", "wheel", "--help").stdout.splitlines()
    assert "  La Ruota: vederla, impostarne il Ritmo (rhythm)." in wheel
    assert "Comandi:" in wheel


def test_a_spanish_campaign_under_ledger_lang_reads_its_help_in_spanish(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "mg.sqlite", env={"LEDGER_LANG": "es"})
    cli("create", "C", "--system", "mouseguard")
    shown = cli("conflict", "roll", "--help").stdout.splitlines()
    assert shown[0].startswith("Uso: ledger conflict roll [OPCIONES]")
    assert "  Tira la prueba de tu bando en la acción." in shown
    group = cli("conflict", "--help").stdout.splitlines()
    assert any(line.startswith("  Conflictos: verlo, start, disposition, wield, script") for line in group)
    assert any(line.startswith("  reveal       Revela la siguiente acción.") for line in group)
    english = Cli(tmp_path / "mg.sqlite")("conflict", "roll", "--help").stdout
    assert english.startswith("Usage: ledger conflict roll")


def test_a_pokemon_campaigns_help_is_italian_unless_the_line_asks_otherwise(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "p.sqlite")
    cli("create", "C", "--system", "pokemon")
    italian = cli("roll", "--help").stdout.splitlines()
    assert italian[0] == "Uso: ledger roll [OPZIONI] MOSSA"
    assert "  Tira una mossa (2d6 + caratteristica); poi risolvila." in italian
    english = cli("roll", "--help", "--lang", "en").stdout.splitlines()
    assert english[0] == "Usage: ledger roll [OPTIONS] MOVE"
    assert "  -h, --help            Show this message and exit." in english
    preferred = Cli(tmp_path / "p.sqlite", env={"LEDGER_LANG": "en"})("roll", "--help").stdout
    assert preferred.startswith("Usage: ledger roll")
    spanish_reader = Cli(tmp_path / "p.sqlite", env={"LEDGER_LANG": "es"})("roll", "--help").stdout
    assert spanish_reader.startswith("Uso: ledger roll") and "Mostra questo aiuto ed esce." in spanish_reader


@pytest.mark.parametrize("system_id,asked,refusal", [
    ("masks", "de", "error: lang: 'de' ist keine Sprache von Masks: A New Generation; erlaubt: en, es"),
    ("pokemon", "es", "error: lang: 'es' no es un idioma de Pokémon Noir GdR; se admite: it, en"),
    ("basic", "es", "error: lang: 'es' no es un idioma de Basic abilities; se admite: en"),
])
def test_a_language_the_system_lacks_is_refused_as_lang_is(tmp_path: Path, system_id: str, asked: str,
                                                           refusal: str) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    command = "ask" if system_id == "basic" else "roll"
    for line in ([command, "--help", "--lang", asked], ["session", "--help", "--lang", asked]):
        got = cli("--system", system_id, *line, ok=False)
        assert (got.returncode, got.stdout, got.stderr.strip()) == (2, "", refusal)
    cli("create", "C", "--system", system_id)
    acted = cli(command, "x", "--lang", asked, ok=False)            # the command itself refuses it alike
    assert acted.returncode == 2 and acted.stderr.strip() == refusal


def test_help_tables_load_only_when_a_translated_help_is_asked_for() -> None:
    """``ledger --help`` and an English ``--help`` import no help table; a Spanish one imports its system's only."""
    probe = ("import sys; sys.argv[0] = 'ledger'\n"
             "from ledger.cli import main\n"
             "try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.endswith('.help_words')), file=sys.stderr)")

    def loaded(*args: str) -> str:
        proc = subprocess.run([sys.executable, "-c", probe.format(args=list(args))], capture_output=True, text=True,
                              cwd=ROOT, env={"PYTHONPATH": str(ROOT), "LEDGER_CACHE": "off", "PATH": "/usr/bin:/bin"},
                              timeout=60)
        return proc.stderr.strip().splitlines()[-1]

    assert loaded("--help") == "[]"
    assert loaded("--system", "masks", "roll", "--help") == "[]"
    assert loaded("--system", "masks", "roll", "--help", "--lang", "es") == "['rules.masks.help_words']"
