"""What a system's forms would show in English under another of its languages: the commands' and arguments' help
without a translation, and arguments whose caption is the CLI's option name (docs/adding-a-game-system.md, "Help in
the system's languages"). A system's test asserts both lists are empty for each of its languages."""

from __future__ import annotations

from typing import Any

from ledger.web.pages.forms import HIDDEN
from ledger.web.pages.words import WORDS as PAGE_WORDS


def _keys(spec: Any) -> list[str]:
    """The argument keys of a command (as the API's body spells them) a form shows."""
    return [info.alias or name for name, info in spec.args.model_fields.items()
            if (info.alias or name) not in HIDDEN and name not in HIDDEN]


def help_entries(system: Any) -> list[tuple[str, str | None]]:
    """(command, key) of every help ``system.help_of`` gives: each command and its arguments a form shows, each group
    (``"group: session"``) and each read with its arguments (``"read: advancement"``, ``"name"``)."""
    entries: list[tuple[str, str | None]] = []
    for command, spec in system.commands.items():
        entries += [(command, key) for key in (None, *_keys(spec))]
    entries += [(f"group: {name}", None) for name in system.groups]
    for name, read in system.reads.items():
        keys = [info.alias or n for n, info in read.args.model_fields.items()] if read.args else []
        entries += [(f"read: {name}", key) for key in (None, *keys)]
    return entries


def untranslated_help(system: Any, lang: str) -> list[str]:
    """``["roll", "roll: move", "group: session", ...]``: help that ``system.help_of`` gives in English for ``lang``."""
    missing = []
    for command, key in help_entries(system):
        english = system.help_of(command, key, "en")
        if english and system.help_of(command, key, lang) == english:
            missing.append(command if key is None else f"{command}: {key}")
    return missing


def uncaptioned(system: Any, lang: str) -> list[str]:
    """``["plus_one", ...]``: argument keys whose caption in ``lang`` is the CLI's option name (no word for it),
    unless the system's word table for ``lang`` holds the key on purpose (a word the same in both languages)."""
    words = system.words.get(lang, {})
    missing = set()
    for spec in system.commands.values():
        for key in _keys(spec):
            spaced = key.replace("_", " ").strip()
            pages = PAGE_WORDS.get(spaced, {}).get(lang)      # caption_of's fallback: no word of either for the key
            if system.word(spaced, lang) == spaced and not pages and spaced not in words:
                missing.add(key)
    return sorted(missing)
