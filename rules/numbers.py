"""Whole numbers as a line in each language writes them: the thousands grouped by the language's separator.

Source: the CLDR number symbols of each language (https://cldr.unicode.org, "Numbers": the group separator; en ","
as in "87,833", de "." as in "87.833", es and it "." as in "87.833"); the developers' guide (the ledger raises in
English; another language's words live in rules/). A count the English code wrote with Python's ``{:,}``
(``"87,833"``) is put in a translated line by ``regrouped``; a line that knows its language writes ``count``. A count
of dice (and of what one types for them) says its noun in the singular for one and in the plural otherwise, as each
language does (``counted``: "1 die", "2 dice"; "1 dado", "2 dados"; "1 dado", "2 dadi"; "1 Würfel", "2 Würfel"; seed
000's and 004's Spanish, 002's Italian, 001's German); so does every count the ledger prints of its own (``1 event``,
``2 actions``, ``1 snapshot``: README "Using the ledger", ``--lang``; ``rules.archive_lines``).
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


#: A counted noun (its id: ``die``, ``face`` a die's face as typed, ``whole`` a whole number to type; the ledger's own
#: ``event``, ``action``, ``row``, ``snapshot``, ``byte``, ``chained``, and the forms a line's grammar asks for, German's
#: dative ``event_after``, a participle agreeing ``action_replayed``) -> language -> (its singular, its plural): the one
#: rule of a count's noun, for every line and refusal that counts (``counted``; a template's ``{1#event}``,
#: ``rules.refusals``).
COUNTED: dict[str, dict[str, tuple[str, str]]] = {
    "die": {"en": ("die", "dice"), "es": ("dado", "dados"), "it": ("dado", "dadi"), "de": ("Würfel", "Würfel")},
    "face": {"en": ("die face", "dice faces"), "es": ("cara de dado", "caras de dado"),
             "it": ("faccia di dado", "facce di dado"), "de": ("Augenzahl", "Augenzahlen")},
    "whole": {"en": ("whole number", "whole numbers"), "es": ("número entero", "números enteros"),
              "it": ("numero intero", "numeri interi"), "de": ("ganze Zahl", "ganze Zahlen")},
    # the ledger's own counts (a record verified, exported, imported, replayed, migrated; a chronicle's size)
    "event": {"en": ("event", "events"), "es": ("evento", "eventos"), "it": ("evento", "eventi"),
              "de": ("Ereignis", "Ereignisse")},
    "event_after": {"en": ("event", "events"), "es": ("evento", "eventos"), "it": ("evento", "eventi"),
                    "de": ("Ereignis", "Ereignissen")},                # German's dative: "nach 1 Ereignis", "nach 2 Ereignissen"
    "action": {"en": ("action", "actions"), "es": ("acción", "acciones"), "it": ("azione", "azioni"),
               "de": ("Aktion", "Aktionen")},
    "action_replayed": {"en": ("action", "actions"), "es": ("acción reproducida", "acciones reproducidas"),
                        "it": ("azione riprodotta", "azioni riprodotte"), "de": ("Aktion", "Aktionen")},
    "row": {"en": ("row", "rows"), "es": ("fila", "filas"), "it": ("riga", "righe"), "de": ("Zeile", "Zeilen")},
    "snapshot": {"en": ("snapshot", "snapshots"), "es": ("instantánea", "instantáneas"),
                 "it": ("istantanea", "istantanee"), "de": ("Schnappschuss", "Schnappschüsse")},
    "chained": {"en": ("chained", "chained"), "es": ("encadenado", "encadenados"), "it": ("concatenato", "concatenati"),
                "de": ("verkettet", "verkettet")},
    "byte": {"en": ("byte", "bytes"), "es": ("byte", "bytes"), "it": ("byte", "byte"), "de": ("Byte", "Bytes")},
}


def counted(number: int, noun: str, lang: str) -> str:
    """``number`` and the noun ``noun`` (a ``COUNTED`` id) as ``lang`` writes them: the singular for exactly one, else
    the plural (English's for a language not listed): ``counted(1, "die", "es")`` -> ``"1 dado"``, ``counted(3, "die",
    "it")`` -> ``"3 dadi"``. Raises ``KeyError`` for a noun not in ``COUNTED``."""
    forms = COUNTED[noun]
    one, many = forms.get(lang, forms["en"])
    return f"{count(number, lang)} {one if number == 1 else many}"


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
