"""The refusal of a control or invisible character in a name, a title or a recap says the joiners stay allowed,
in every language a system plays in.

Source: rules/free_text.py (The Unicode Standard ch. 23.2 "Layout Controls": U+200C and U+200D are allowed in typed
text), seed 002 (Pokémon Noir, Italian), seed 001 (MOSAIC, German), seed 004 (Mouse Guard, Spanish).
"""

from __future__ import annotations

import pytest

from rules import get_system
from rules.errors import RuleError
from rules.free_text import refused_text
from rules.sessions import text_problem

JOINERS_EN = "the joiners U+200C and U+200D are"


def test_a_name_refusal_names_the_joiners_as_allowed() -> None:
    assert refused_text("name") == ("control or invisible characters (tabs and line breaks included) are not allowed "
                                    "in a name; the joiners U+200C and U+200D are")


def test_a_title_and_a_recap_name_what_stays_allowed() -> None:
    assert text_problem("a\tb", "title") == ("control or invisible characters (tabs and line breaks included) are not "
                                             "allowed in a title; the joiners U+200C and U+200D are; write it on one line")
    assert text_problem("a\tb", "recap") == ("control or invisible characters (tabs included) are not allowed in a "
                                             "recap; line breaks and the joiners U+200C and U+200D are")
    assert text_problem("Ro\u200dok", "title") is None


@pytest.mark.parametrize(("system", "lang", "said"), [
    ("pokemon", "it", "in un nome non sono ammessi caratteri di controllo o invisibili (nemmeno tabulazioni e a capo); "
                      "i joiner U+200C e U+200D sì"),
    ("mosaic", "de", "Steuer- oder unsichtbare Zeichen (auch Tabulatoren und Zeilenumbrüche) sind in einem Namen nicht "
                     "erlaubt; die Verbinder U+200C und U+200D schon"),
    ("mouseguard", "es", "no se admiten caracteres de control ni invisibles (tampoco tabuladores ni saltos de línea) en "
                         "un nombre; los unificadores U+200C y U+200D sí"),
])
def test_the_name_refusal_in_each_language(system: str, lang: str, said: str) -> None:
    rules = get_system(system)
    assert rules.refusal(RuleError("name", refused_text("name")), lang) == f"name: {said}"


@pytest.mark.parametrize("system", ["masks", "mouseguard", "pokemon", "mosaic", "basic"])
def test_every_system_refuses_a_name_with_the_one_wording(system: str) -> None:
    rules = get_system(system)
    command = "add-character" if "add-character" in rules.commands else next(c for c in rules.commands if "character" in c)
    model = rules.commands[command].args
    field = "name"
    with pytest.raises(Exception) as caught:
        model.model_validate({field: "Bad\u202eName"})
    assert refused_text("name") in str(caught.value)
