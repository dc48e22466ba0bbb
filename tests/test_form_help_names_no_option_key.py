"""Help shown to a reader on the table page's forms (a command's and each field's, ``GameSystem.help_of`` through
``page_help``) names no campaign option's key (``generic.stack.consumption=namedTest``): it says it as the game does
(README "The web table")."""

from __future__ import annotations

import re

import pytest

from ledger.web.pages.forms import page_help
from rules import get_system, registered

KEY = re.compile(r"\w+\.\w+\.\w+=")


def shown(system_id: str) -> list[tuple[str, str, str | None, str]]:
    system = get_system(system_id)
    out = []
    for name, spec in system.commands.items():
        fields = list(spec.args.model_fields) if getattr(spec, "args", None) is not None else []
        for lang in system.languages:
            for key in [None, *fields]:
                out.append((lang, name, key, page_help(system, system.help_of(name, key, lang), lang)))
    return out


@pytest.mark.parametrize("system_id", sorted(registered()))
def test_no_form_help_names_an_option_key(system_id: str) -> None:
    assert [(lang, name, key) for lang, name, key, text in shown(system_id) if KEY.search(text or "")] == []


def test_the_basic_task_help_says_it_as_the_game_does() -> None:
    texts = {(lang, name, key): text for lang, name, key, text in shown("basic")}
    assert texts[("en", "anything-else", "task")] == (
        "What the test is for (when the campaign keeps stacked dice for the task they were stacked for, dice stacked "
        "for another task wait).")
