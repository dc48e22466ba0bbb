"""The frames of the refusals that keep a side's sealed record its own (rule ``sealed``,
``ledger.group.permissions.FIXED``; ``ledger.service.sealed_records``, ``ledger.service.proposals.no_sealed_edit``),
in the languages several systems play in.

Source: design.md "People, roles and hidden information" and the developers' guide (the ledger raises in English;
another language's words come from rules/: ``rules.group_frames.said`` tries this table first, and its
``refused (RULE): MESSAGE`` frame is the one this table's rows fill). Spanish follows seeds 000 and
004, Italian seed 002, German seed 001; the GM is named by the system's word for the GM (``{gm}``). Names and numbers
stay as typed.
"""

from __future__ import annotations

import functools
import re

from rules.refusals import Phrases

#: The English raised, one template a row: the rule's sentence, then each message (``{0}`` a value).
ENGLISH: tuple[str, ...] = (
    "nobody rewrites another side's sealed record (a secret script) before its reveal: its own side may correct it; "
    "a GM approves it as proposed or rejects it",
    "action {0} ({1}) is a side's sealed record that {2} is not on; only that side corrects it before its reveal",
    "sealed until its reveal: a GM approves a side's script as proposed or rejects it with a reason, never rewrites it",
)

ROWS: dict[str, tuple[str, ...]] = {
    "es": ("nadie reescribe el registro sellado de otro bando (un guion secreto) antes de su revelación: su propio "
           "bando puede corregirlo; un {gm} lo aprueba tal como se propuso o lo rechaza",
           "la acción {0} ({1}) es el registro sellado de un bando en el que {2} no está; solo ese bando la corrige "
           "antes de su revelación",
           "sellado hasta su revelación: un {gm} aprueba el guion de un bando tal como se propuso o lo rechaza con un "
           "motivo, nunca lo reescribe"),
    "it": ("nessuno riscrive il registro sigillato di un'altra parte (un copione segreto) prima della rivelazione: la "
           "sua parte può correggerlo; un {gm} lo approva com'è stato proposto o lo rifiuta",
           "l'azione {0} ({1}) è il registro sigillato di una parte di cui {2} non fa parte; solo quella parte la "
           "corregge prima della rivelazione",
           "sigillato fino alla rivelazione: un {gm} approva il copione di una parte com'è stato proposto o lo rifiuta "
           "con un motivo, non lo riscrive mai"),
    "de": ("niemand schreibt den versiegelten Eintrag einer anderen Seite (ein geheimes Skript) vor seiner "
           "Aufdeckung um: die eigene Seite darf ihn berichtigen; eine {gm} gibt ihn wie vorgeschlagen frei oder lehnt ihn ab",
           "Aktion {0} ({1}) ist der versiegelte Eintrag einer Seite, zu der {2} nicht gehört; nur diese Seite "
           "berichtigt ihn vor seiner Aufdeckung",
           "versiegelt bis zur Aufdeckung: eine {gm} gibt das Skript einer Seite wie vorgeschlagen frei oder lehnt es "
           "mit einer Begründung ab, schreibt es aber nie um"),
}
assert all(len(rows) == len(ENGLISH) for rows in ROWS.values()), "one translation per English row"

_REFUSED = re.compile(r"refused \((?P<rule>.+?)\): (?P<msg>.*)", re.S)


@functools.cache
def table(lang: str, gm: str) -> Phrases | None:
    """``lang``'s rows with ``gm`` the system's word for the GM, or None (English, or a language not here)."""
    rows = ROWS.get(lang)
    if rows is None:
        return None
    return Phrases(templates=tuple((en, tr.replace("{gm}", gm)) for en, tr in zip(ENGLISH, rows)), lang=lang)


def said(lang: str, message: str, gm: str = "GM") -> str | None:
    """``message`` in ``lang`` when it is one of this table's rows (the rule's sentence alone, as the desk lists it,
    or a message alone) or a refusal of rule ``sealed`` (``refused (RULE): MESSAGE``, framed as
    ``rules.group_frames.FRAME`` words it); None otherwise (the group's own table's). Called by
    ``rules.group_frames.said`` first."""
    phrases = table(lang, gm)
    if phrases is None:
        return None
    m = _REFUSED.fullmatch(message)
    if m is None or m.group("rule") != ENGLISH[0]:
        return phrases.framed(message, str)
    from rules.group_frames import FRAME

    msg = m.group("msg")
    return FRAME[lang][0].format(rule=phrases.framed(ENGLISH[0], str), msg=phrases.framed(msg, str) or msg)
