"""Every command and subcommand of the ledger's own (not a system's) has its ``--help`` wholly in Spanish, Italian and
German: its one-line help, the paragraphs after it, each option's help, the usage line's and the text's
placeholders, click's words and ``history --help``'s kinds; only options, values, examples' typed values and the
commands of a system that lacks the language stay as typed.

Source: README "Using the ledger" (``--lang``, ``LEDGER_LANG``: help speaks the language a refusal of the same line
would; ``history --kind`` takes the history's words); rules/command_frames.py, rules/command_notes.py,
rules/option_frames.py, rules/help_frames.py, rules/placeholders.py. Seeds: 000 and 004 (Spanish), 001 (German),
002 (Italian).
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Iterator

import click
import pytest

from conftest import Cli
from ledger.cli import root
from rules import get_system
from rules.command_frames import command_help
from rules.help_frames import said
from rules.placeholders import WORDS, english_words

LANGS = ("es", "it", "de")
#: A placeholder's word in a help text: capitals, not in a longer word or a file name (``KEY.pub``), a stop or an
#: ellipsis after it allowed.
PLACEHOLDER = re.compile(r"(?<![\w.$])[A-Z][A-Z_]+(?!\w)(?!\.\w)")
#: English that no help in another language may show: click's words, the ledger's headings, the English of options
#: and paragraphs the tables word (each a phrase of the English help as ``ledger.cli`` declares it).
MARKERS = ("Usage:", "Options:", "Commands:", "Arguments:", "Example:", "Examples:", "Show this message", "[default:",
           "[required]", "Kinds (--kind)", "The ledger's", "Only actions", "Print ", "Behind a reverse proxy",
           "Send the sign-in cookie", "A head digest", "Markdown or a", "The system's terms", "jsonl: every stored",
           "jsonl: sign the", "Why (", "Undone and amended", "The arguments are those", "Stops cleanly",
           "What is shown comes", "A later action that", "Tab completes", "The file is new", "The same as ledger",
           "shows one without a store", "Who ", "Language of", "The file to write", "Replace ",
           "x>=", "x<=")                                   # click's one-sided range hint, in words in the language


def own_commands() -> Iterator[tuple[str, click.Command]]:
    """(key as ``rules.command_frames`` names it: ``ledger``, ``undo``, ``token issue``; the command) of every
    command of the ledger's own, walked from the root group."""
    def walk(command: click.Command, path: list[str]) -> Iterator[tuple[str, click.Command]]:
        yield " ".join(path) or "ledger", command
        if isinstance(command, click.Group):
            for name, sub in sorted(command.commands.items()):
                yield from walk(sub, [*path, name])
    yield from walk(root(), [])


COMMANDS = list(own_commands())


def only_names(text: str) -> bool:
    """Whether ``text`` is only option names and values (nothing to word): ``--a / --b``, ``md|html``."""
    return all(token.startswith(("-", "$")) or re.fullmatch(r"[\w|,./]+", token) and token.islower()
               for token in text.split())


def paragraphs(command: click.Command) -> list[str]:
    """The English paragraphs of ``command``'s help after its first, its examples left out."""
    return [p for p in (command.help or "").split("\n\n")[1:]
            if p.strip() and not p.lstrip().lstrip("\b").lstrip().startswith(("Example", "Examples"))]


def test_the_walk_finds_every_own_command_and_subcommand() -> None:
    keys = [key for key, _ in COMMANDS]
    assert {"ledger", "history", "serve", "account add", "account language", "token revoke", "approval"} <= set(keys)
    assert len(keys) == len(set(keys)) and len(keys) > 40


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_and_command_help_is_worded(lang: str) -> None:
    unworded = []
    for key, command in COMMANDS:
        ctx = click.Context(command, info_name=key)
        for param in command.get_params(ctx):
            text = getattr(param, "help", None)
            if text and not only_names(text) and said(text, lang) == text:
                unworded.append((key, param.opts, text))
        line = command_help(key, lang)
        english = command.get_short_help_str(limit=10_000)
        if line is None or line == english:
            unworded.append((key, "help", english))
    assert not unworded, unworded


@pytest.mark.parametrize("lang", LANGS)
def test_every_paragraph_after_the_one_line_help_is_worded(lang: str) -> None:
    from rules.command_notes import notes

    missing = [(key, len(paragraphs(command)), len(notes(key, lang) or ()))
               for key, command in COMMANDS if len(paragraphs(command)) != len(notes(key, lang) or ())]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_a_first_paragraph_of_several_sentences_says_the_rest_after_the_one_line_help(lang: str) -> None:
    """The English first paragraph says more than one sentence (verify, grant, redo): the rest is worded too."""
    from rules.command_notes import more

    longer = [key for key, command in COMMANDS
              if re.search(r"[.)]\s+(?=[A-Z-])", " ".join(inspect.cleandoc(command.help or "").split("\n\n")[0].split()))]
    assert {"verify", "grant", "redo"} <= set(longer)
    assert not [key for key in [*longer, "reject"] if not more(key, lang)]


@pytest.mark.parametrize("lang,heading", [("it", "Esempi:"), ("de", "Beispiele:"), ("es", "Ejemplos:")])
def test_examples_stay_under_the_first_after_the_heading_is_said(lang: str, heading: str, tmp_path: Path) -> None:
    shown = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": lang})("verify", "--help").stdout.splitlines()
    first = next(i for i, line in enumerate(shown) if line.startswith(f"  {heading} ledger verify"))
    column = len(f"  {heading} ")
    below = shown[first + 1:first + 3]
    assert [line[:column].strip() for line in below] == ["", ""]
    assert [line[column:].split()[:2] for line in below] == [["ledger", "verify"]] * 2


@pytest.mark.parametrize("lang", LANGS)
def test_every_rendered_help_has_no_english_placeholder_nor_marker(lang: str, tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": lang})
    english = english_words(lang)
    assert {"NAME", "PERSON", "COMMAND", "ARGS", "FILE", "TIME"} & english           # the words the check looks for
    found = []
    for key, _ in COMMANDS:
        shown = cli(*([] if key == "ledger" else key.split()), "--help").stdout
        own = re.split(r"(?m)^.*\(--system \S+\):$", shown)[0]   # ``ledger --help``: the ledger's, not the systems'
        words = set(PLACEHOLDER.findall(own)) & english
        markers = [m for m in MARKERS if m in own]
        if words or markers:
            found.append((key, sorted(words), markers))
    assert not found, found
    assert not cli.has_store()


def option_rows(text: str) -> list[tuple[str, str]]:
    """(the option with its placeholder, its help) of each row of a help's options, continuation lines joined."""
    rows: list[list[str]] = []
    for line in text.split("\n\n")[-1].splitlines()[1:]:
        if line.startswith("  -"):
            term, _, rest = line.strip().partition("  ")
            rows.append([term, rest.strip()])
        elif rows and line.startswith("   "):
            rows[-1][1] += " " + line.strip()
    return [(term, " ".join(rest.split())) for term, rest in rows]


@pytest.mark.parametrize("lang", LANGS)
def test_a_placeholder_an_options_text_names_is_one_the_help_shows(lang: str, tmp_path: Path) -> None:
    """``--actor NOMBRE  Solo las acciones de NOMBRE``: a placeholder named in an option's text is one the usage line
    or an option shows (``--out FICHERO`` for ``FICHERO.pub``), in the same words."""
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": lang})
    named_any = 0
    for key, _ in COMMANDS:
        shown = cli(*([] if key == "ledger" else key.split()), "--help").stdout
        rows = option_rows(shown.split("\n\n" + said("Kinds (--kind)", lang))[0])
        shown_words = set(PLACEHOLDER.findall(shown.splitlines()[0])) | {
            w for term, _ in rows for w in re.findall(r"[A-ZÁÉÍÓÚÜ][A-ZÁÉÍÓÚÜ_]+", term)}
        for term, text in rows:
            named = {w for w in re.findall(r"(?<![\w$])[A-ZÁÉÍÓÚÜ][A-ZÁÉÍÓÚÜ_]+(?!\w)", text)
                     if w in WORDS[lang].values()}
            assert named <= shown_words, (key, term, text, shown_words)
            named_any += bool(named)
    assert named_any >= 6


@pytest.mark.parametrize("system_id,lang", [("mouseguard", "es"), ("pokemon", "it"), ("mosaic", "de")])
def test_history_kinds_are_in_the_campaigns_words_and_kind_takes_them(system_id: str, lang: str,
                                                                      tmp_path: Path) -> None:
    cli = Cli(tmp_path / "k.sqlite", env={"LEDGER_LANG": lang})
    cli("create", "C", "--system", system_id)
    shown = cli("history", "--help").stdout
    heading, ledgers = said("Kinds (--kind)", lang), said("The ledger's", lang)
    assert heading != "Kinds (--kind)" and f"\n{heading}:\n" in shown
    system = get_system(system_id)
    own = ", ".join(system.command_word(c, lang) for c in ("create", "undo", "redo", "amend"))
    assert own != "create, undo, redo, amend"
    flat = " ".join(shown.split())
    assert f"{ledgers}: {own}." in flat
    words = ", ".join(system.command_word(c, lang) for c in system.commands)
    assert f"{system.title}: {words}." in flat and ", ".join(system.commands) not in flat
    created = system.command_word("create", lang)
    assert "0" in cli("history", "--kind", created, "--compact").stdout.split()[:1]    # --kind takes the word shown


def test_the_spanish_kinds_name_the_seeds_words(tmp_path: Path) -> None:
    """Seed 004: "prueba" (a test) and "Destino" (fate) in the Spanish kinds; the ledger's "crear campaña", "deshacer"."""
    cli = Cli(tmp_path / "k.sqlite", env={"LEDGER_LANG": "es"})
    cli("create", "C", "--system", "mouseguard")
    flat = " ".join(cli("history", "--help").stdout.split())
    assert "Tipos (--kind): Del registro: crear campaña, deshacer, rehacer, corregir." in flat
    assert "Mouse Guard: nuevo personaje, empieza la sesión" in flat and ", prueba, prueba enfrentada, Destino," in flat
    assert "Usage:" not in flat and "The ledger's" not in flat


def test_spanish_running_text_and_usage_lines_name_the_placeholders_in_spanish(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "none.sqlite", env={"LEDGER_LANG": "es"})
    history = " ".join(cli("history", "--help").stdout.split())
    assert "--actor NOMBRE Solo las acciones de NOMBRE (el Narrador, GM, o un personaje)." in history
    assert "--since HORA Solo las acciones anotadas en HORA o después" in history
    account = cli("account", "--help").stdout
    assert account.startswith("Uso: ledger account [OPCIONES] ORDEN [ARGUMENTOS]...\n")
    assert "Abre la cuenta NOMBRE: pide una contraseña" in account
    assert cli("--help").stdout.startswith("Uso: ledger [OPCIONES] ORDEN [ARGUMENTOS]...\n")
    assert "  grant        Da a PERSONA un papel en la campaña (queda anotado)." in cli("--help").stdout
    odds = cli("odds", "--help").stdout
    assert "Ejemplos: ledger odds ARGUMENTOS... --as NOMBRE" in odds
    assert "ledger odds ORDEN ARGUMENTOS... --as NOMBRE --json" in odds and "nombra primero la orden" in " ".join(odds.split()) and "ARGUMENTOS..." in odds.splitlines()[0]
    serve = " ".join(cli("serve", "--help").stdout.split())
    assert "--gm NOMBRE Imprime un enlace de entrada de un solo uso para este Narrador" in serve   # Masks', the default
    assert "Se detiene limpiamente con Ctrl-C o SIGTERM" in serve

