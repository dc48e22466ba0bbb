"""What a help table's translation must keep exactly as the English has it (docs/adding-a-game-system.md, "Help in
the system's languages"): the options (``--as``, ``--handicap``), the option keys (``mouseguard.persona.maxDice``,
``injury.penalty=chooseOne``) and the numbers. A system's help test asserts nothing is lost for each language."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from help_words_check import help_entries

#: An option (``--also-team``), an option key with its value (``sword.bindAt=conflictStart``), a number.
LITERAL = re.compile(r"--[\w-]+|\b[a-zA-Z]{2,}(?:\.[a-zA-Z]{2,})+(?:=\w+)?|\d+")


def lost_literals(system: Any, lang: str) -> list[str]:
    """``["test: ob: 3", ...]``: each literal of an English help its ``lang`` help lacks (as often as the English has
    it), by command and argument key."""
    lost = []
    for command, key in help_entries(system):
        english, said = system.help_of(command, key, "en"), system.help_of(command, key, lang)
        missing = Counter(LITERAL.findall(english)) - Counter(LITERAL.findall(said))
        where = command if key is None else f"{command}: {key}"
        lost += [f"{where}: {literal}" for literal in sorted(missing)]
    return lost


def english_help(system: Any, lang: str) -> list[str]:
    """``["test: nature", ...]``: the help entries whose ``lang`` text still holds English marker words
    (``test_refusal_catalogue.english_left``: options with their value and quoted names left out)."""
    from test_refusal_catalogue import english_left

    return [command if key is None else f"{command}: {key}"
            for command, key in help_entries(system) if english_left(system.help_of(command, key, lang))]
