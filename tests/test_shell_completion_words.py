"""``ledger play``'s Tab offers the words of the campaign's language, not the ids beside them (an id typed is still
completed and accepted), and completes a comma list's last item (``--actions attack,fe``).

Source: README "At the table: ledger play" (completion of the campaign's commands, moves, characters, conditions and
pick ids); seed 004 (Mouse Guard, Spanish: Hambriento/Sediento, Archivero, Ataque, Finta), seed 001 (MOSAIC,
German: Interaktion beginnen).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from conftest import Cli
from ledger.cli import root
from ledger.cli.shell.completer import LedgerCompleter
from ledger.cli.shell.shell import Shell
from test_play import shell_store


def shown(shell: Shell, text: str) -> list[str]:
    """The text each completion of ``text`` inserts."""
    found = LedgerCompleter(shell.group, shell).get_completions(Document(text, len(text)),
                                                                CompleteEvent(completion_requested=True))
    return [c.text for c in found]


@pytest.fixture
def guard(tmp_path: Path) -> Cli:
    """A Mouse Guard campaign made through the CLI (Spanish is one of its languages)."""
    cli = Cli(tmp_path / "mg.sqlite")
    cli("create", "Patrulla", "--system", "mouseguard")
    return cli


def test_spanish_tab_offers_spanish_words_only(guard: Cli) -> None:
    with Shell(root(), shell_store(guard.store), lang="es") as shell:
        conditions = shown(shell, "take-condition ")
        assert "Hambriento/Sediento" in conditions and "Enfadado" in conditions
        assert "hungry" not in conditions and "angry" not in conditions
        skills = shown(shell, "test ")
        assert "Archivero" in skills and "archivist" not in skills
        assert shown(shell, "take-condition ang") == ["angry"]             # an id typed: still completed
        assert shown(shell, "test Archi") == ["Archivero"]


def test_english_tab_offers_english_words(guard: Cli) -> None:
    with Shell(root(), shell_store(guard.store), lang="en") as shell:
        conditions = shown(shell, "take-condition ")
        assert "Angry" in conditions and "Enfadado" not in conditions


def test_a_comma_list_completes_its_last_item(guard: Cli) -> None:
    with Shell(root(), shell_store(guard.store), lang="es") as shell:
        assert shown(shell, "conflict script --side Brand --actions A") == ["Ataque"]
        assert shown(shell, "conflict script --side Brand --actions Ataque,F") == ["Ataque,Finta"]
        assert shown(shell, "conflict script --side Brand --actions Ataque,Finta,") == \
            ["Ataque,Finta,Ataque", "Ataque,Finta,Defensa", "Ataque,Finta,Finta", "Ataque,Finta,Maniobra"]
        assert shown(shell, "conflict script --side Brand --actions a,fe") == ["a,feint"]   # ids as typed


def test_german_moves_without_their_ids(tmp_path: Path) -> None:
    cli = Cli(tmp_path / "mo.sqlite")
    cli("create", "Blumen", "--system", "mosaic")
    with Shell(root(), shell_store(cli.store), lang="de") as shell:
        moves = shown(shell, "roll ")
        assert "'Interaktion beginnen'" in moves and "initiate_interaction" not in moves
