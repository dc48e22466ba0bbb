"""Whole numbers as a line in each language writes them: the thousands grouped by the language's separator.

Source: the CLDR number symbols of each language (https://cldr.unicode.org, "Numbers": the group separator; en ","
as in "87,833", de "." as in "87.833", es and it "." as in "87.833"); the developers' guide (the ledger raises in
English; another language's words live in rules/). A count the English code wrote with Python's ``{:,}``
(``"87,833"``) is put in a translated line by ``regrouped``; a line that knows its language writes ``count``.
"""

from __future__ import annotations

import re

#: Language code -> the thousands separator (English's ``,`` for a language not listed).
GROUPING: dict[str, str] = {"en": ",", "de": ".", "es": ".", "it": "."}

#: A whole number as Python's ``{:,}`` writes it, with at least one separator: ``87,833``, ``-9,223,372,036,854,775,808``.
ENGLISH_GROUPED = re.compile(r"-?\d{1,3}(?:,\d{3})+")


def count(number: int, lang: str) -> str:
    """``number`` (a whole number: a count, a size in bytes, a limit) with its thousands grouped as ``lang`` writes
    them (``GROUPING``): ``count(87833, "de")`` -> ``"87.833"``, ``count(87833, "en")`` -> ``"87,833"``."""
    return f"{number:,}".replace(",", GROUPING.get(lang, ","))


#: Language -> the decimal separator (CLDR "Numbers": en "3.1", de, es and it "3,1").
DECIMAL: dict[str, str] = {"en": ".", "de": ",", "es": ",", "it": ","}
#: Language -> what stands between a number and its percent sign (CLDR percent pattern: es and de "3,1 %", en "3.1%",
#: it "3,1%"); a plain space, so that the line reads and is searched as typed.
PERCENT_GAP: dict[str, str] = {"en": "", "de": " ", "es": " ", "it": ""}


def percentage(fraction: float, lang: str, places: int = 1) -> str:
    """``fraction`` (0..1) as a percentage with ``places`` decimals, written as ``lang`` writes it (``DECIMAL``,
    ``PERCENT_GAP``; English for a language not listed): ``percentage(0.03125, "es")`` -> ``"3,1 %"``,
    ``percentage(0.03125, "en")`` -> ``"3.1%"``. Source: the CLDR number symbols and percent patterns."""
    number = f"{100 * fraction:.{places}f}".replace(".", DECIMAL.get(lang, "."))
    return f"{number}{PERCENT_GAP.get(lang, '')}%"


def regrouped(text: str, lang: str) -> str:
    """``text`` as ``lang`` writes it when it is exactly a whole number grouped in English (``ENGLISH_GROUPED``:
    ``"87,833"`` -> ``"87.833"`` in German); any other text unchanged (a list of dice ``6,3``, a quoted value a user
    typed, ``'1,000'``, stays as given)."""
    if not ENGLISH_GROUPED.fullmatch(text):
        return text
    return text.replace(",", GROUPING.get(lang, ","))
