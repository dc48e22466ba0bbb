"""``ledger play`` speaks the campaign's language: its own refusals (a line too long, an open quote, a command that is
not the campaign's), its ``help``, the help of its own words in completion and an interrupted command's note, in
Spanish, German, Italian and English (``rules.shell_frames``), nothing written.

Source: README "At the table: ledger play" and "Using the ledger" (``--lang``; one-line refusals naming the field).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.utils import make_default_short_help

import rules
from conftest import Cli
from ledger.cli import root
from ledger.cli.shell.completer import LedgerCompleter
from ledger.cli.shell.shell import LINE_MAX, Shell
from rules.shell_frames import WORDS
from test_play import shell_store

#: (system, --lang given to the shell or None, the shell's language, the campaign's title as help names it).
CASES = [("masks", "es", "es", "Masks: A New Generation"), ("mosaic", "de", "de", "MOSAIC: Die Blumen des Montezuma"),
         ("pokemon", None, "it", "Pokémon Noir GdR"), ("masks", None, "en", "Masks: A New Generation")]

#: Language -> (the line too long, the open quote, serve refused), as ``error:`` lines.
REFUSED = {
    "es": ["error: line: como mucho 100.000 caracteres (esta tiene 100.001); no se ejecutó nada",
           "error: usage: unas comillas sin cerrar; cierra las comillas",
           "error: command: serve no es una orden de esta campaña; sal del intérprete (exit) para ejecutar ledger serve"],
    "de": ["error: line: höchstens 100.000 Zeichen (diese hat 100.001); nichts wurde ausgeführt",
           "error: usage: Anführungszeichen nicht geschlossen; schließ die Anführungszeichen",
           "error: command: serve ist kein Befehl dieser Kampagne; verlass die Shell (exit), um ledger serve auszuführen"],
    "it": ["error: line: al massimo 100.000 caratteri (questa ne ha 100.001); non è stato eseguito nulla",
           "error: usage: delle virgolette non chiuse; chiudi le virgolette",
           "error: command: serve non è un comando di questa campagna; esci dalla shell (exit) per eseguire ledger serve"],
    "en": ["error: line: at most 100,000 characters (this one has 100,001); nothing was run",
           "error: usage: No closing quotation; close the quote",
           "error: command: serve is not this campaign's; leave the shell (exit) to run ledger serve"],
}

#: Language -> the first line of the shell's help (before the title's system) and the first words of its keys.
HELP = {
    "es": ("Órdenes de {} y las del propio ledger (help ORDEN: la ayuda de una orden):", "Teclas: Tab completa"),
    "de": ("Befehle von {} und die des Ledgers selbst (help BEFEHL: die Hilfe eines Befehls):", "Tasten: Tab ergänzt"),
    "it": ("Comandi di {} e quelli del ledger stesso (help COMANDO: l'aiuto di un comando):", "Tasti: Tab completa"),
    "en": ("Commands of {} and the ledger's own (help COMMAND: one command's help):", "Keys: Tab completes"),
}

#: Language -> the help completion gives of ``help`` and of ``exit``.
BUILTIN_HELP = {
    "es": ["Lista las órdenes (help ORDEN: la ayuda de una orden).", "Sale del intérprete (o Ctrl-D)."],
    "de": ["Listet die Befehle (help BEFEHL: die Hilfe eines Befehls).", "Verlässt die Shell (oder Strg-D)."],
    "it": ["Elenca i comandi (help COMANDO: l'aiuto di un comando).", "Esce dalla shell (o Ctrl-D)."],
    "en": ["List the commands (help COMMAND: one command's help).", "Leave the shell (or Ctrl-D)."],
}


def campaign(tmp_path: Path, system: str) -> Cli:
    """A campaign of ``system`` in a fresh store, made through the CLI."""
    cli = Cli(tmp_path / f"{system}.sqlite")
    cli("create", "Table", "--system", system)
    return cli


@pytest.mark.parametrize("system,lang,code,title", CASES)
def test_the_shells_own_refusals_speak_the_campaigns_language(tmp_path: Path, system: str, lang: str | None,
                                                              code: str, title: str,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    cli = campaign(tmp_path, system)
    before = cli.bytes()
    capsys.readouterr()
    with Shell(root(), shell_store(cli.store), lang=lang) as shell:
        assert shell.code() == code
        assert shell.run_line("x" * (LINE_MAX + 1)) == 2
        assert shell.run_line('note "an open quote') == 2
        assert shell.run_line("serve --port 9") == 2
    assert capsys.readouterr().err.splitlines() == REFUSED[code]
    assert cli.bytes() == before


@pytest.mark.parametrize("system,lang,code,title", CASES)
def test_the_shells_help_and_its_words_completion_speak_the_campaigns_language(
        tmp_path: Path, system: str, lang: str | None, code: str, title: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    cli = campaign(tmp_path, system)
    capsys.readouterr()
    with Shell(root(), shell_store(cli.store), lang=lang) as shell:
        assert shell.run_line("help") == 0
        found = LedgerCompleter(shell.group, shell).candidates("")
        subs = {v: h for v, h, _ in LedgerCompleter(shell.group, shell).candidates("session ")}
        first = {v: h for v, h, _ in found}
        session_help = make_default_short_help(rules.get_system(system).help_of("group: session", None, code), 70)
    out = capsys.readouterr().out
    head, keys = HELP[code]
    assert out.splitlines()[0] == head.format(title)
    assert out.split("\n\n")[1].startswith(keys) and out.endswith("\n")
    rows = {row.split()[0]: " ".join(row.split()[1:]) for row in out.split("\n\n")[0].splitlines()[1:]}
    assert rows["session"] == session_help                                     # the system's help, in its words
    english = rules.get_system(system).help_of("group: session", None, "en")
    assert (session_help == english) == (code == "en")
    assert [h for v, h, _ in found if v in ("help", "exit")] == BUILTIN_HELP[code]
    said = rules.get_system(system).help_of
    assert first["session"] == session_help                                # a command offered, its help in the words
    assert subs["start"] == make_default_short_help(said("session start", None, code), 70)     # and a subcommand's


@pytest.mark.parametrize("code,said,recorded", [
    ("es", "interrumpido (Ctrl-C): no se registró nada; el almacén, y cualquier fichero que la orden iba a escribir, "
           "están como estaban", "interrumpido (Ctrl-C) después de registrarse la orden entera: action 4"),
    ("de", "unterbrochen (Ctrl-C): nichts wurde aufgezeichnet; der Speicher und jede Datei, die der Befehl schreiben "
           "sollte, sind wie vorher", "unterbrochen (Ctrl-C), nachdem der Befehl vollständig aufgezeichnet wurde: action 4"),
    ("it", "interrotto (Ctrl-C): non è stato registrato nulla; l'archivio, e ogni file che il comando doveva scrivere, "
           "sono com'erano", "interrotto (Ctrl-C) dopo che il comando è stato registrato per intero: action 4"),
    ("en", "interrupted (Ctrl-C): nothing was recorded; the store, and any file the command was to write, are as they "
           "were", "interrupted (Ctrl-C) after the command was recorded in full: action 4"),
])
def test_an_interrupted_commands_note_speaks_the_language(code: str, said: str, recorded: str) -> None:
    import signal

    from ledger.store import interrupts

    saved = (interrupts.state.pending, interrupts.state.recorded)
    try:
        interrupts.state.pending, interrupts.state.recorded = signal.SIGINT, None
        assert interrupts.message(code) == said
        interrupts.state.recorded = "action 4"
        assert interrupts.message(code) == recorded
    finally:
        interrupts.state.pending, interrupts.state.recorded = saved


def test_the_line_language_of_an_interrupted_command_is_its_lang() -> None:
    from ledger.cli.running import _line_lang

    assert [_line_lang(["status", "--lang", c]) for c in ("es", "de", "it", "en")] == ["es", "de", "it", "en"]


def test_every_language_a_system_declares_has_every_word_of_the_shell() -> None:
    declared = {lang for sid in rules.registered() for lang in rules.get_system(sid).languages}
    assert declared <= set(WORDS)
    for lang in declared:
        assert set(WORDS[lang]) == set(WORDS["en"]), lang


@pytest.mark.parametrize("system,lang,said", [
    ("masks", "es", "as: da GM o el nombre de un personaje (un nombre vacío no nombra a nadie)"),
    ("mosaic", "de", "as: gib GM oder den Namen einer Figur an (ein leerer Name nennt niemanden)"),
    ("pokemon", "it", "as: dai GM o il nome di un personaggio (un nome vuoto non indica nessuno)"),
    ("masks", "en", "as: give GM or a character's name (an empty name names nobody)"),
])
def test_an_empty_as_is_refused_in_the_campaigns_language(tmp_path: Path, system: str, lang: str, said: str) -> None:
    from ledger.cli.common import Refused

    cli = campaign(tmp_path, system)
    with pytest.raises(Refused) as caught:
        with Shell(root(), shell_store(cli.store), actor=" ", lang=lang):
            pass
    assert caught.value.format_message() == said


@pytest.mark.sqlite_only
def test_the_shell_words_a_failing_store_as_the_cli_does_in_the_language(tmp_path: Path) -> None:
    """What the bottom line says when the store fails under it (``Shell.worded``): the store named as the CLI names it,
    never SQLite's text."""
    import sqlite3

    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"plain text, not a database " * 200)
    with pytest.raises(sqlite3.DatabaseError) as caught:
        sqlite3.connect(junk).execute("SELECT name FROM sqlite_master").fetchall()
    cli = campaign(tmp_path, "masks")
    with Shell(root(), shell_store(cli.store), lang="es") as shell:
        said = shell.worded(caught.value)
        status = shell.status
    assert said == (f"store: {cli.store} no es un almacén del ledger (su cabecera no es la de una base de datos SQLite "
                    "(sobrescrita)); da un almacén hecho con 'ledger create' o 'ledger replay', o la ruta de un fichero "
                    "nuevo")
    assert status == "sesión 0 (sin empezar) · escena 0 (cerrada) · Equipo: 0 · acción 0"


@pytest.mark.parametrize("system,lang,raised,code,said", [
    ("masks", "es", KeyboardInterrupt, 130, "error: interrumpido (Ctrl-C): no se registró nada; el almacén, y cualquier "
                                            "fichero que la orden iba a escribir, están como estaban"),
    ("mosaic", "de", KeyboardInterrupt, 130, "error: unterbrochen (Ctrl-C): nichts wurde aufgezeichnet; der Speicher "
                                             "und jede Datei, die der Befehl schreiben sollte, sind wie vorher"),
    ("pokemon", None, KeyboardInterrupt, 130, "error: interrotto (Ctrl-C): non è stato registrato nulla; l'archivio, "
                                              "e ogni file che il comando doveva scrivere, sono com'erano"),
    ("masks", "es", ValueError, 70, "error: internal: ValueError: boom (pon LEDGER_DEBUG=1 para ver la traza)"),
    ("mosaic", "de", ValueError, 70, "error: internal: ValueError: boom (setz LEDGER_DEBUG=1 für den Traceback)"),
    ("pokemon", None, ValueError, 70, "error: internal: ValueError: boom (imposta LEDGER_DEBUG=1 per vedere la "
                                      "traccia)"),
    ("masks", None, ValueError, 70, "error: internal: ValueError: boom (set LEDGER_DEBUG=1 for the traceback)"),
])
def test_an_interrupt_or_a_bug_met_in_the_shell_is_one_line_in_the_campaigns_language(
        tmp_path: Path, system: str, lang: str | None, raised: type[BaseException], code: int, said: str,
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C while a command runs (exit 130) and a bug (exit 70): one line each, nothing recorded."""
    import ledger.service.ledger
    from ledger.store import interrupts

    cli = campaign(tmp_path, system)
    before = cli.bytes()

    def failing(*_args: object, **_kwargs: object) -> None:
        raise raised("boom")

    monkeypatch.setattr(ledger.service.ledger.Ledger, "act", failing)
    monkeypatch.setattr(interrupts.state, "pending", None)         # put back as it was after the test
    monkeypatch.delenv("LEDGER_DEBUG", raising=False)
    capsys.readouterr()
    with Shell(root(), shell_store(cli.store), lang=lang) as shell:
        assert shell.run_line("session start") == code
    assert capsys.readouterr().err.strip() == said
    assert cli.bytes() == before
