"""The rules every system shares: finding a name the campaign gave (``rules.names``).

Source: docs/adding-a-game-system.md ("Languages": names typed by users are matched accent- and
case-insensitively; "Commands": a refusal is one line naming the field and what is allowed).
"""

from __future__ import annotations

import pytest

from rules.errors import RuleError
from rules.names import find_name, known_name


def test_find_name_folds_case_accents_and_separators() -> None:
    known = ["Saxon", "José-Luis", "Old_Bo"]
    assert find_name("saxon", known) == "Saxon"
    assert find_name("jose luis", known) == "José-Luis"
    assert find_name("OLD BO", known) == "Old_Bo"
    assert find_name("Sax", known) is None and find_name(None, known) is None
    assert find_name("saxon", {"SAXON": 1, "saxon": 2}) == "SAXON"          # the first that folds alike


def test_known_name_refuses_with_every_known_name() -> None:
    assert known_name("character", "kenzie", ["Saxon", "Kenzie"]) == "Kenzie"
    with pytest.raises(RuleError) as caught:
        known_name("target", "Bob", ["Saxon", "Kenzie"])
    assert (caught.value.field, caught.value.message) == ("target", "unknown character 'Bob'; known: Saxon, Kenzie")
    with pytest.raises(RuleError) as caught:
        known_name("bar", "Ford", {}, "progress bar", "bars", "none (progress open NAME --size N)")
    assert caught.value.message == "unknown progress bar 'Ford'; bars: none (progress open NAME --size N)"
