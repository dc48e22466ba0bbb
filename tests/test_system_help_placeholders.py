"""Every game system's commands' ``--help`` in each of the system's languages other than English: no placeholder in
English where the language has its own word (``CULTURE:STAT`` beside a usage line's ``KULTUR:WERT``) and no click
range hint in English (``[x>=0]``: ``[almeno 0]``).

Source: README "Using the ledger" (``--lang``: help speaks the language a refusal of the same line would);
rules/placeholders.py (the shared placeholders), each system's help table (``"placeholder: WORD"``),
rules/help_frames.py (click's extras). Seeds: 000 and 004 (Spanish), 001 (German), 002 (Italian).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules
from conftest import Cli
from rules.placeholders import english_words

#: A placeholder's word in a help text (capitals, not inside a longer word); ``KEY:VALUE`` pairs give each word.
PLACEHOLDER = re.compile(r"(?<![\w.$])[A-Z][A-Z_]+(?![\w])")
CASES = [(s, lang) for s in ("masks", "mosaic", "mouseguard", "pokemon")
         for lang in rules.get_system(s).languages if lang != "en"]


def _english(system_id: str, lang: str) -> set[str]:
    """The placeholder words the system's help says otherwise in ``lang`` (its own and the shared ones)."""
    table = rules.get_system(system_id).load_help().get(lang, {})
    own = {key.split(": ", 1)[1] for key, said in table.items() if key.startswith("placeholder: ")
           and said != key.split(": ", 1)[1]}
    return own | english_words(lang)


@pytest.mark.parametrize(("system_id", "lang"), CASES)
def test_a_system_s_help_names_its_placeholders_and_ranges_in_the_language(tmp_path: Path, system_id: str,
                                                                           lang: str) -> None:
    cli = Cli(tmp_path / "none.sqlite")
    english = _english(system_id, lang)
    system = rules.get_system(system_id)
    found = []
    for command in sorted(system.commands):
        shown = cli("--system", system_id, *command.split(), "--help", "--lang", lang).stdout
        left = sorted(set(PLACEHOLDER.findall(shown)) & english)
        ranges = re.findall(r"x[<>]=-?\d+", shown)
        if left or ranges:
            found.append((command, left, ranges))
    assert found == []
    assert not cli.has_store()


def test_the_german_help_of_add_character_reads_its_own_placeholders(tmp_path: Path) -> None:
    shown = " ".join(Cli(tmp_path / "none.sqlite")("--system", "mosaic", "add-character", "--help", "--lang", "de")
                     .stdout.split())
    assert "Ein Hintergrund-Rang KULTUR:WERT (zwei angeben)." in shown
    assert "Ein Gegenstand WERT=GEGENSTAND (wiederholbar)." in shown


def test_an_italian_range_hint_is_in_words(tmp_path: Path) -> None:
    shown = Cli(tmp_path / "none.sqlite")("--system", "pokemon", "recap", "--help", "--lang", "it").stdout
    assert "[almeno 1]" in shown and "x>=" not in shown
