"""Counts in a translated line are grouped as its language writes them: "87.833 Bytes" in German, "87.833 bytes" in
Spanish and Italian, "87,833 bytes" in English (``rules.numbers``; CLDR's group separators).

Source: README "Using the ledger" (``--lang``); the CLDR number symbols (https://cldr.unicode.org, "Numbers").
"""

from __future__ import annotations

import pytest

import rules
from rules.archive_frames import shared_refusal
from rules.archive_lines import line
from rules.errors import RuleError
from rules.numbers import count, regrouped


@pytest.mark.parametrize("lang,said", [("en", "87,833"), ("de", "87.833"), ("es", "87.833"), ("it", "87.833"),
                                       ("fr", "87,833")])
def test_a_count_is_grouped_by_its_language(lang: str, said: str) -> None:
    assert count(87833, lang) == said
    assert count(999, lang) == "999" and count(-1234567, lang) == f"-1{said[2]}234{said[2]}567"


def test_only_a_whole_english_grouped_number_is_regrouped() -> None:
    assert regrouped("9,223,372,036,854,775,807", "de") == "9.223.372.036.854.775.807"
    assert regrouped("-1,000", "it") == "-1.000"
    for kept in ("6,3", "1,2,3", "'1,000'", "1,000 bytes", "12,34", "1000"):     # dice, a typed value, not a count
        assert regrouped(kept, "es") == kept
    assert regrouped("87,833", "en") == "87,833"


@pytest.mark.parametrize("lang,said", [
    ("de", "Chronik von Ana,Bea geschrieben (md, 87.833 Bytes) nach a.md"),
    ("es", "crónica de Ana,Bea escrita (md, 87.833 bytes) en a.md"),
    ("it", "cronaca di Ana,Bea scritta (md, 87.833 byte) in a.md"),
    ("en", "wrote the chronicle of Ana,Bea (md, 87,833 bytes) to a.md"),
])
def test_the_chronicle_line_groups_its_size_in_its_language(lang: str, said: str) -> None:
    assert line(lang, "wrote the chronicle of Ana,Bea (md, 87,833 bytes) to a.md") == said


@pytest.mark.parametrize("system_id,lang,said", [
    ("mosaic", "de", "dice: eine ganze Zahl von -9.223.372.036.854.775.808 bis 9.223.372.036.854.775.807"),
    ("masks", "es", "dice: un número entero de -9.223.372.036.854.775.808 a 9.223.372.036.854.775.807"),
    ("pokemon", "it", "dice: un numero intero da -9.223.372.036.854.775.808 a 9.223.372.036.854.775.807"),
    ("pokemon", "en", "dice: a whole number from -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807"),
])
def test_a_refusal_groups_its_limits_in_its_language(system_id: str, lang: str, said: str) -> None:
    english = "a whole number from -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807"
    assert rules.get_system(system_id).refusal(RuleError("dice", english), lang) == said


@pytest.mark.parametrize("lang,said", [("de", "script: mehr als 100.000 Werte, sobald seine Aliase aufgelöst sind"),
                                       ("es", "script: más de 100.000 valores una vez expandidos sus alias"),
                                       ("en", "script: more than 100,000 values once its aliases are expanded")])
def test_a_store_wide_refusal_groups_its_count_in_its_language(lang: str, said: str) -> None:
    assert shared_refusal("script", "more than 100,000 values once its aliases are expanded", lang) == said


def test_dice_in_a_refusal_keep_their_commas() -> None:
    """``6,3`` is a list of dice as one types it, not a count: it stays as written in every language."""
    said = rules.get_system("pokemon").refusal(RuleError("dice", "got 1 die, need exactly 2 (faces 1..6, e.g. 6,3)"), "it")
    assert said == "dice: hai scritto 1 dado; bisogna scriverne esattamente 2 dadi (facce 1..6, es. 6,3)"


@pytest.mark.parametrize("lang,said", [
    ("de", "file: Zeile 3: sein Grund ist kein Text mit höchstens 1.000 Zeichen (die Grenze jedes Eingangswegs)"),
    ("es", "file: línea 3: su motivo no es un texto de como mucho 1.000 caracteres (el límite de toda vía de entrada)"),
    ("it", "file: riga 3: il suo motivo non è un testo di al massimo 1.000 caratteri (il limite di ogni via d'ingresso)"),
    ("en", "file: line 3: its reason is not text of at most 1,000 characters (the limit every road in has)"),
])
def test_an_imported_reason_too_long_is_refused_with_its_limit_in_the_language(lang: str, said: str) -> None:
    english = "line 3: its reason is not text of at most 1,000 characters (the limit every road in has)"
    assert shared_refusal("file", english, lang) == said
