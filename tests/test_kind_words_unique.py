"""Every kind ``history --kind`` offers is worded once per language: no two commands of a campaign (the system's,
the ledger's own, the group's) and no two recorded event kinds read the same in any of the system's languages, and
no command's word is bare where another's holds it (``anlegen`` beside ``Figur anlegen``).

Source: README "Using the ledger" (``history --kind`` takes a command as the history's action column names it in
the ``--lang``, an event as the history words it; ``history --help`` lists the kinds).
"""

from __future__ import annotations

import importlib
import re
from collections import defaultdict

import pytest

import rules
from ledger.cli import root
from ledger.group import COMMANDS as GROUP
from rules.i18n import WORDS

SYSTEMS = ("basic", "masks", "mosaic", "mouseguard", "pokemon")
#: A system's own table of its event kinds in its other language (module, name, language).
KIND_TABLES = {"masks": ("rules.masks.kinds", "ES", "es"), "mosaic": ("rules.mosaic.kinds", "DE", "de"),
               "mouseguard": ("rules.mouseguard.kinds", "ES", "es"), "pokemon": ("rules.pokemon.kinds", "IT", "it")}


def _commands(system_id: str) -> set[str]:
    """Every command a campaign of the system answers: its own, the ledger's (with their subcommands), the group's."""
    found = set(rules.get_system(system_id).commands) | set(GROUP)
    for name, cmd in root().commands.items():
        found.add(name)
        found.update(f"{name} {sub}" for sub in getattr(cmd, "commands", {}) or {})
    return found


@pytest.mark.parametrize(("system_id", "lang"), [(s, lang) for s in SYSTEMS for lang in rules.get_system(s).languages])
def test_no_two_commands_read_the_same_and_none_is_bare(system_id: str, lang: str) -> None:
    system = rules.get_system(system_id)
    by_word: dict[str, set[str]] = defaultdict(set)
    for command in _commands(system_id):
        by_word[system.command_word(command, lang).casefold()].add(command)
    assert {w: c for w, c in by_word.items() if len(c) > 1} == {}
    if lang != "en":                                  # English: the commands as typed (``create``, ``add-character``)
        bare = {w for w in by_word if " " not in w and any(o.endswith(f" {w}") for o in by_word)}
        assert bare == set()


@pytest.mark.parametrize("system_id", sorted(KIND_TABLES))
def test_no_two_event_kinds_read_the_same(system_id: str) -> None:
    module, name, lang = KIND_TABLES[system_id]
    system = rules.get_system(system_id)
    camel = re.compile(r"(?:[A-Z][a-z]*|[A-Z]+){2,}")
    kinds = {k for k in getattr(importlib.import_module(module), name) if camel.fullmatch(k)}
    kinds |= {k for k in WORDS.get(lang, {}) if camel.fullmatch(k)}
    by_word: dict[str, set[str]] = defaultdict(set)
    for kind in kinds:
        by_word[system.word(kind, lang).casefold()].add(kind)
    assert len(kinds) > 40 and {w: k for w, k in by_word.items() if len(k) > 1} == {}


def test_the_campaign_s_creation_is_named_whole() -> None:
    assert [rules.get_system(s).command_word("create", lang) for s, lang in
            (("mosaic", "de"), ("masks", "es"), ("mouseguard", "es"), ("pokemon", "it"))] == [
        "Kampagne anlegen", "crear campaña", "crear campaña", "nuova campagna"]
