"""A marked harm slot refused in Italian with its article and agreement: "la Ferita di Zanna è già segnata; slot
leggeri liberi: Fatica, KO", each slot as the sheet names it (``rules.pokemon.data.term``).

Source: seed 002 "Danno" (the slots [Ferita], [Fatica], [KO], [Cicatrice], [Rottura], [Menomazione Permanente] and
the Mortal one; grades Leggero, Severo, Mortale); the published Light slots Disarmo and Posizione.
"""

from __future__ import annotations

from rules.errors import RuleError
from rules.pokemon.data import term

#: Slots whose Italian name is masculine (every other slot is feminine: Ferita, Fatica, Cicatrice ...).
MASCULINE = ("ko", "disarmo", "mortale")
#: A grade's Italian adjective, singular and plural (002: Danno Leggero, Severo, Mortale).
GRADE_FORMS = {"nullo": ("nullo", "nulli"), "leggero": ("leggero", "leggeri"), "severo": ("severo", "severi"),
               "mortale": ("mortale", "mortali")}


def already_marked_it(who: str, slot: str, grade: str, free: list[str]) -> str:
    """The Italian of "``who``'s ``slot`` is already marked; free ``grade`` slots: ``free``": article and participle
    agreeing with the slot, the grade and "libero/liberi" with the number of free slots (ids of ``SLOT_NAMES``)."""
    masc = slot in MASCULINE
    one, many = GRADE_FORMS.get(grade, (grade, grade))
    tail = (f"slot {one} libero: {term(free[0])}" if len(free) == 1 else f"nessuno slot {one} libero" if not free
            else f"slot {many} liberi: {', '.join(term(s) for s in free)}")
    return f"{'il' if masc else 'la'} {term(slot)} di {who} è già {'segnato' if masc else 'segnata'}; {tail}"


def already_marked(field: str, who: str, slot: str, grade: str, free: list[str]) -> RuleError:
    """``RuleError(field)``: ``who``'s ``slot`` (an id) is already marked, naming the free slots of its ``grade``; in
    Italian by ``already_marked_it`` (``RuleError.words`` puts it in place of the catalogue's plain rendering)."""
    english = f"{who}'s {slot} is already marked; free {grade} slots: {', '.join(free) or 'none'}"
    plain = f"{slot} di {who} è già segnato; slot {grade} liberi: {', '.join(free) or 'nessuno'}"
    return RuleError(field, english, words={plain: lambda lang: already_marked_it(who, slot, grade, free) if lang == "it" else None})
