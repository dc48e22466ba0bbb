"""A command line's usage errors in the campaign system's languages: click's own messages (a missing argument, an
unknown option, a bad value, extra arguments, an unknown command) and the "see --help" hint are worded by the
system (``rules.usage_frames`` in each system's refusal table), in the language the line asks for (``--lang``), the
system's first language otherwise; the option stays as typed. One line, exit 2, nothing written.

Source: README "Using the ledger" (``--lang``; one-line refusals) and the developers' guide (a refusal names the
field as the user typed it). Seeds: 000 and 004 (Spanish), 001 (German), 002 (Italian).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import Cli
from rules import get_system
from rules.errors import RuleError

#: (system id, how a character is added, its rolling command)
SYSTEMS = {
    "masks": (("add-character", "Gale", "--playbook", "beacon", "--plus-one", "savior"), "roll"),
    "mouseguard": (("add-character", "Brand", "--nature", "4", "--will", "3", "--health", "5", "--skill", "fighter=4"), "test"),
    "mosaic": ((), "roll"),
    "pokemon": (("add-character", "Ash", "--approcci", "2,1,1,0,-1"), "roll"),
    "basic": ((), "ask"),
}

#: language -> the words each kind of usage error must show (and the English it must not)
WORDS = {
    "es": {"missing": "falta el argumento", "option": "no existe la opción '--nope'", "value": "valor no válido para '--last'",
           "extra": "sobra un argumento (extra)", "command": "no existe la orden 'bogus'", "needs": "la opción '--as' necesita un valor",
           "see": "(ver: ledger "},
    "it": {"missing": "manca l'argomento", "option": "l'opzione '--nope' non esiste", "value": "valore non valido per '--last'",
           "extra": "argomento in più (extra)", "command": "il comando 'bogus' non esiste", "needs": "l'opzione '--as' richiede un valore",
           "see": "(vedi: ledger "},
    "de": {"missing": "Argument ", "option": "Die Option '--nope' gibt es nicht", "value": "ungültiger Wert für '--last'",
           "extra": "unerwartetes zusätzliches Argument (extra)", "command": "Den Befehl 'bogus' gibt es nicht",
           "needs": "Option '--as' braucht einen Wert", "see": "(siehe: ledger "},
    "en": {"missing": "Missing argument", "option": "No such option '--nope'", "value": "Invalid value for '--last'",
           "extra": "Got unexpected extra argument (extra)", "command": "No such command 'bogus'",
           "needs": "Option '--as' requires an argument", "see": "(see: ledger "},
}


def bad_lines(roll: str, lang: list[str]) -> list[tuple[str, list[str]]]:
    """(kind, command line) of several bad command lines, each asking for ``lang`` (a ``--lang`` or nothing)."""
    return [("missing", [roll, *lang]), ("option", [roll, "x", "--nope", *lang]), ("value", ["history", "--last", "x", *lang]),
            ("extra", ["status", "extra", *lang]), ("command", ["bogus", *lang]), ("needs", [roll, "x", *lang, "--as"])]


CASES = [(sid, lang) for sid in SYSTEMS for lang in get_system(sid).languages]


@pytest.mark.parametrize("system_id,lang", CASES)
def test_usage_errors_speak_the_language_asked_for(tmp_path: Path, system_id: str, lang: str) -> None:
    cli = Cli(tmp_path / "u.sqlite")
    cli("create", "C", "--system", system_id)
    add, roll = SYSTEMS[system_id]
    if add:
        cli(*add)
    before = cli.bytes()
    english = WORDS["en"]
    for kind, line in bad_lines(roll, ["--lang", lang]):
        proc = cli(*line, ok=False)
        assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1, (line, proc.stderr)
        assert proc.stderr.startswith("error: usage: ") and WORDS[lang][kind] in proc.stderr, (line, proc.stderr)
        assert WORDS[lang]["see"] in proc.stderr, (line, proc.stderr)
        if lang != "en":
            assert english[kind] not in proc.stderr and "(see:" not in proc.stderr, (line, proc.stderr)
    assert cli.bytes() == before


@pytest.mark.parametrize("system_id", [sid for sid in SYSTEMS if get_system(sid).languages[0] != "en"])
def test_a_line_without_lang_speaks_the_systems_first_language(tmp_path: Path, system_id: str) -> None:
    cli = Cli(tmp_path / "u.sqlite")
    cli("create", "C", "--system", system_id)
    first = get_system(system_id).languages[0]
    for kind, line in bad_lines(SYSTEMS[system_id][1], []):
        assert WORDS[first][kind] in cli(*line, ok=False).stderr, line


def test_the_language_comes_from_the_line_when_no_campaign_can_be_read(tmp_path: Path) -> None:
    """No store: the first system that has the language asked for words the error; none has it: English."""
    cli = Cli(tmp_path / "none.sqlite")
    for lang in ("es", "it", "de"):
        assert WORDS[lang]["command"] in cli("bogus", "--lang", lang, ok=False).stderr
    assert cli("bogus", "--lang", "xx", ok=False).stderr == "error: usage: No such command 'bogus'. (see: ledger --help)\n"
    assert not cli.has_store()


@pytest.mark.parametrize("system_id,lang", [(s, lang) for s, lang in CASES if lang != "en"])
def test_every_usage_frame_is_worded(system_id: str, lang: str) -> None:
    """Each of click's messages the frames know, rendered by the system's table, keeps no English frame."""
    from rules.usage_frames import FRAMES

    samples = {"see": "Missing command. (see: ledger roll --help)", "choose": "Missing option '--type'. Choose from: a, b",
               "missing argument": "Missing argument 'MOVE'.", "missing option": "Missing option '--team'.",
               "missing parameter": "Missing parameter 'x'.",
               "no option, one like it": "No such option '--fo'. Did you mean '--foo'?",
               "no option, some like it": "No such option '--a'. (Did you mean one of: '--ab', '--ac'?)",
               "no option": "No such option '--nope'.", "no command": "No such command 'bogus'.",
               "no command, one like it": "No such command 'rol'. Did you mean 'roll'?",
               "no command, some like it": "No such command 'r'. (Did you mean one of: 'roll', 'rest'?)",
               "needs a value": "Option '--as' requires an argument.", "needs values": "Option '--x' requires 2 arguments.",
               "takes no value": "Option '--json' does not take a value.", "extra argument": "Got unexpected extra argument (z)",
               "extra arguments": "Got unexpected extra arguments (y z)",
               "invalid value for": "Invalid value for '--ob': 'x' is not a valid integer range.",
               "invalid value": "Invalid value: 'x' is not one of 'a', 'b'.",
               "not a whole number": "'x' is not a valid integer.",
               "not a whole number, its digits": "'x' is not a whole number (an optional sign and digits 0-9)",
               "out of range": "0 is not in the range 1<=x<=9.",
               "not one of": "'x' is not one of 'a', 'b'.", "not the one": "'x' is not 'a'.", "missing command": "Missing command.",
               "give a command": "give a command",
               "not this system's": "'test' is not a command of A; it belongs to B. Allowed: roll, rest",
               "amend takes": "No such option '--wurst'. Did you mean '--with'? 'roll' (action 17) takes --move, --dice.",
               "amend takes nothing": "No such option '--x'. 'scene end' (action 3) takes no arguments.",
               "see in the shell": "Missing command. (see: help roll)",
               "see the shell's help": "No such command 'bogus'. (see: help)",
               "option before the command": "No such option '--store' before the command; it goes after the command "
                                            "(ledger COMMAND --store ...)"}
    assert set(samples) == set(FRAMES)
    english = ("Missing", "No such", "requires", "does not take", "Got unexpected", "Invalid value", "is not",
               "whole number", "optional sign", "Choose from", "Did you mean", "(see:", "give a command", "belongs to", "Allowed",
               "before the command", "goes after")
    for frame, message in samples.items():
        said = get_system(system_id).refusal(RuleError("usage", message), lang)
        assert said.startswith("usage: ") and not any(e in said for e in english), (frame, said)
        for typed in ("'--team'", "'--foo'", "'--ob'", "'x'", "(z)", "ledger roll --help"):
            assert typed not in message or typed in said, (frame, said)        # names and values stay as typed
        placeholder = f"'{get_system(system_id).placeholder('MOVE', lang)}'"      # a placeholder in the language
        assert "'MOVE'" not in message or (placeholder in said and "'MOVE'" not in said), (frame, said)


@pytest.mark.parametrize("system_id,lang,headings", [
    ("masks", "es", ["Uso: ledger ", "Opciones:", "  Argumentos:", "  Ejemplo:"]),
    ("mouseguard", "es", ["Uso: ledger ", "Opciones:", "  Argumentos:", "  Ejemplo:"]),
    ("mosaic", "de", ["Aufruf: ledger ", "Optionen:", "  Argumente:", "  Beispiel:"]),
    ("pokemon", "it", ["Uso: ledger ", "Opzioni:", "  Argomenti:", "  Esempio:"]),
])
def test_help_headings_speak_the_language_asked_for(system_id: str, lang: str, headings: list[str], tmp_path: Path) -> None:
    """A command's --help: its headings in the line's language, its options as typed (the texts stay English)."""
    cli = Cli(tmp_path / "none.sqlite")
    roll = SYSTEMS[system_id][1]
    lines = cli("--system", system_id, roll, "--help", "--lang", lang).stdout.splitlines()
    assert all(any(line.startswith(h) for line in lines) for h in headings), lines[:20]
    assert not any(line.startswith(("Usage:", "Options:", "  Arguments:", "  Example:")) for line in lines)
    lang_placeholder = {"es": "IDIOMA", "de": "SPRACHE", "it": "LINGUA"}[lang]       # the placeholder in the language too
    assert any(line.lstrip().startswith(f"--lang {lang_placeholder}") for line in lines)
    english = cli("--system", system_id, roll, "--help", "--lang", "en").stdout.splitlines()
    assert english[0].startswith("Usage: ledger ") and "Options:" in english
    assert not cli.has_store()
