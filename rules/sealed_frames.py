"""The rows of the refusals that keep a side's sealed record its own (rule ``sealed``,
``ledger.group.permissions.FIXED``; ``ledger.service.sealed_records``), in the languages several systems play in:
``rules.group_frames.table`` reads them with its own rows (its ``refused (RULE): MESSAGE`` frame, the desk's rule
list), so a sealed record's refusal reads as every group refusal does.

Source: design.md "People, roles and hidden information" and the developers' guide (the ledger raises in English;
another language's words come from rules/). Spanish follows seeds 000 and 004, Italian seed 002, German seed 001;
``{gm}`` is the system's word for the GM. Names and numbers stay as typed.
"""

from __future__ import annotations

#: The English raised, one template a row: the rule's sentence, then its message (``{0}`` a value).
ENGLISH: tuple[str, ...] = (
    "nobody rewrites another side's sealed record (a secret script) before its reveal: its own side may correct it; "
    "a GM approves it as proposed or rejects it",
    "action {0} ({1}) is a side's sealed record that {2} is not on; only that side corrects it before its reveal",
)

#: Each language's rows, one per ``ENGLISH`` row.
ROWS: dict[str, tuple[str, ...]] = {
    "es": ("nadie reescribe el registro sellado de otro bando (un guion secreto) antes de su revelación: su propio "
           "bando puede corregirlo; un {gm} lo aprueba tal como se propuso o lo rechaza",
           "la acción {0} ({1}) es el registro sellado de un bando en el que {2} no está; solo ese bando la corrige "
           "antes de su revelación"),
    "it": ("nessuno riscrive il registro sigillato di un'altra parte (un copione segreto) prima della rivelazione: la "
           "sua parte può correggerlo; un {gm} lo approva com'è stato proposto o lo rifiuta",
           "l'azione {0} ({1}) è il registro sigillato di una parte di cui {2} non fa parte; solo quella parte la "
           "corregge prima della rivelazione"),
    "de": ("niemand schreibt den versiegelten Eintrag einer anderen Seite (ein geheimes Skript) vor seiner "
           "Aufdeckung um: die eigene Seite darf ihn berichtigen; eine {gm} gibt ihn wie vorgeschlagen frei oder "
           "lehnt ihn ab",
           "Aktion {0} ({1}) ist der versiegelte Eintrag einer Seite, zu der {2} nicht gehört; nur diese Seite "
           "berichtigt ihn vor seiner Aufdeckung"),
}
assert all(len(rows) == len(ENGLISH) for rows in ROWS.values()), "one translation per English row"
