"""A command's help and its arguments' help in the reader's language (``GameSystem.help_of``;
docs/adding-a-game-system.md, "Help in the system's languages"), and the forms that show them."""

from __future__ import annotations

import copy

from rules import get_system


def _with_help(table: dict) -> object:
    """The Masks system with ``table`` as its help table (a fresh copy: the registered one is left alone)."""
    system = copy.copy(get_system("masks"))
    system.load_help, system._help = (lambda: table), None
    return system


def test_help_of_reads_the_table_by_command_argument_and_shared_argument() -> None:
    system = _with_help({"es": {"roll": "Tira un movimiento.", "roll: move": "El movimiento.", "*: dice": "Dados."}})
    assert system.help_of("roll", None, "es") == "Tira un movimiento."
    assert system.help_of("roll", "move", "es") == "El movimiento."
    assert system.help_of("roll", "dice", "es") == "Dados."                 # shared by every command
    english = system.commands["roll"].args.model_fields["character"].description
    assert system.help_of("roll", "character", "es") == english             # no entry: English
    assert system.help_of("roll", "character", "en") == english
    assert system.help_of("roll", None, "en") == system.commands["roll"].help


def test_forms_show_the_help_in_the_readers_language() -> None:
    from ledger.web.pages.forms import fields_of

    system = _with_help({"es": {"roll: move": "El movimiento que tiras."}})
    by_key = {f.key: f for f in fields_of(system, "roll", system.new_state({}), "es")}
    assert by_key["move"].help == "El movimiento que tiras."
    english = {f.key: f for f in fields_of(system, "roll", system.new_state({}), "en")}
    assert english["move"].help == system.commands["roll"].args.model_fields["move"].description


def test_help_of_reads_groups_reads_and_their_arguments() -> None:
    import pytest

    system = copy.copy(get_system("mouseguard"))
    system.load_help, system._help = (lambda: {"es": {"group: turn": "Los turnos.", "read: advancement": "El avance.",
                                                      "read: advancement: name": "El ratón."}}), None
    assert system.help_of("group: turn", None, "es") == "Los turnos."
    assert system.help_of("read: advancement", None, "es") == "El avance."
    assert system.help_of("read: advancement", "name", "es") == "El ratón."
    assert system.help_of("group: turn", None, "en") == "The mission's turns: show them, gm, players, end."
    assert system.help_of("group: conflict", None, "es") == system.groups["conflict"]     # no entry: English
    assert system.help_of("read: skills", None, "en") == "List the skills (names accepted in English and Spanish)."
    with pytest.raises(KeyError):
        system.help_of("group: nope", None, "es")
    with pytest.raises(KeyError):
        system.help_of("read: nope", None, "es")
