"""A harm slot refused in Italian with its article and agreement ("la Ferita di Zanna è già segnata; slot leggeri
liberi: Fatica, KO"; "il KO di Zanna non è segnato"), and in English by the slots' English names ("Zanna's KO is
already marked; free Light slots: Wound (ferita), Fatigue (fatica)"), each slot as the sheet names it in that
language (``rules.pokemon.data.term``), its typable id after it when the name differs (``rules.pokemon.listing``).

Source: seed 002 "Danno" (the slots [Ferita], [Fatica], [KO], [Cicatrice], [Rottura], [Menomazione Permanente] and
the Mortal one; grades Leggero, Severo, Mortale); the published Light slots Disarmo and Posizione.
"""

from __future__ import annotations

from rules.errors import RuleError
from rules.pokemon.data import term
from rules.pokemon.listing import names, terms, whole_words

#: Slots whose Italian name is masculine (every other slot is feminine: Ferita, Fatica, Cicatrice ...).
MASCULINE = ("ko", "disarmo", "mortale")
#: A grade's Italian adjective, singular and plural (002: Danno Leggero, Severo, Mortale).
GRADE_FORMS = {"nullo": ("nullo", "nulli"), "leggero": ("leggero", "leggeri"), "severo": ("severo", "severi"),
               "mortale": ("mortale", "mortali")}


def _the(slot: str) -> tuple[str, str]:
    """The Italian article of ``slot``'s name and a participle ending agreeing with it: ("il", "o") or ("la", "a")."""
    return ("il", "o") if slot in MASCULINE else ("la", "a")


def already_marked_it(who: str, slot: str, grade: str, free: list[str]) -> str:
    """The Italian of "``who``'s ``slot`` is already marked; free ``grade`` slots: ``free``": article and participle
    agreeing with the slot, the grade and "libero/liberi" with the number of free slots (ids of ``SLOT_NAMES``)."""
    one, many = GRADE_FORMS.get(grade, (grade, grade))
    tail = (f"slot {one} libero: {names(free, terms, 'it')}" if len(free) == 1 else f"nessuno slot {one} libero"
            if not free else f"slot {many} liberi: {names(free, terms, 'it')}")
    article, end = _the(slot)
    return f"{article} {term(slot)} di {who} è già segnat{end}; {tail}"


def not_marked_it(who: str, slot: str, marked: list[str]) -> str:
    """The Italian of "``who``'s ``slot`` is not marked; marked: ``marked``", agreeing with the slot."""
    article, end = _the(slot)
    tail = f"segnati: {names(marked, terms, 'it')}" if marked else "nessuno slot segnato"
    return f"{article} {term(slot)} di {who} non è segnat{end}; {tail}"


def _worded(field: str, english: str, italian: str) -> RuleError:
    """``RuleError(field, english)`` read as ``italian`` in Italian (``RuleError.words`` for the whole message)."""
    return RuleError(field, english, words=whole_words(field, english, lambda lang: italian if lang == "it" else None))


def already_marked(field: str, who: str, slot: str, grade: str, free: list[str]) -> RuleError:
    """``RuleError(field)``: ``who``'s ``slot`` (an id) is already marked, naming the free slots of its ``grade``
    (ids) in English, and in Italian by ``already_marked_it``."""
    english = (f"{who}'s {term(slot, 'en')} is already marked; free {term(grade, 'en')} slots: "
               f"{names(free, terms, 'en')}")
    return _worded(field, english, already_marked_it(who, slot, grade, free))


def not_marked(field: str, who: str, slot: str, marked: list[str]) -> RuleError:
    """``RuleError(field)``: ``who``'s ``slot`` (an id) is not marked, naming the marked ones (ids) in English, and
    in Italian by ``not_marked_it``."""
    english = f"{who}'s {term(slot, 'en')} is not marked; marked: {names(marked, terms, 'en')}"
    return _worded(field, english, not_marked_it(who, slot, marked))
