"""The frames of the group's refusals (who may do what, invitations, people, roles, proposals, accounts and tokens),
in the languages several systems play in.

Source: the modules whose English they rewrite: ``ledger.group.permissions`` (the rules' sentences and every
``refused (RULE): ...``), ``ledger.group.table`` (invitations, people, roles, permissions, approval, proposals),
``ledger.service.acting`` (a player's undo), ``ledger.service.archiving`` (an export), ``ledger.service.proposals``,
``ledger.service.table``, ``ledger.service.invitations`` and ``ledger.service.accounts``; the developers' guide
("nothing under ledger/ names a system, its terms or its languages": the ledger raises in English and asks the
campaign's system, through ``rules.system.GameSystem.refusal``, for the line in another language; like
``rules.ledger_frames``, this table is what every system of one language shares, tried after the ledger's own
frames and before the system's table). Spanish follows seed 000's and 004's Spanish, Italian seed 002's, German
seed 001's forum German; the GM is named by the system's word for the GM (``GameSystem.word("GM", lang)``: "DJ",
"GM", "SL" in ``rules.i18n.WORDS`` unless the system names them otherwise). Names, numbers, commands and option
values stay as typed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from rules.group_rows import DE, ENGLISH, ES, IT
from rules.refusals import Phrases, words

#: The English words inside a ``{N*}`` place (a role, an invitation's or a proposal's state) and an empty list's
#: "none yet" (``rules.refusals.Phrases.bare``) -> each language's.
INSIDE: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("gm", "{gm}"), ("player", "jugador"), ("viewer", "espectador"), ("withdrawn", "retirada"),
           ("used", "usada"), ("accepted", "aceptada"), ("expired", "caducada"), ("undone", "deshecha"),
           ("approved", "aprobada"), ("rejected", "rechazada"), ("none yet", "ninguno todavía"),
           ("a private note", "una nota privada")),
    "it": (("gm", "{gm}"), ("player", "giocatore"), ("viewer", "spettatore"), ("withdrawn", "ritirato"),
           ("used", "usato"), ("accepted", "accettato"), ("expired", "scaduto"), ("undone", "annullato"),
           ("approved", "approvata"), ("rejected", "rifiutata"), ("none yet", "nessuno per ora"),
           ("a private note", "una nota privata")),
    "de": (("gm", "{gm}"), ("player", "Spieler"), ("viewer", "Zuschauer"), ("withdrawn", "zurückgezogen"),
           ("used", "benutzt"), ("accepted", "angenommen"), ("expired", "abgelaufen"),
           ("undone", "rückgängig gemacht"), ("approved", "freigegeben"), ("rejected", "abgelehnt"),
           ("none yet", "noch keine"), ("a private note", "eine private Notiz")),
}

#: ``refused (RULE): MESSAGE`` (``Refused``) and ``proposal N is no longer allowed: FIELD: REASON``, per language.
FRAME: dict[str, tuple[str, str]] = {
    "es": ("rechazado ({rule}): {msg}", "la propuesta {pid} ya no está permitida: {field}: {reason}"),
    "it": ("rifiutato ({rule}): {msg}", "la proposta {pid} non è più ammessa: {field}: {reason}"),
    "de": ("abgelehnt ({rule}): {msg}", "Vorschlag {pid} ist nicht mehr erlaubt: {field}: {reason}"),
}
_ROWS = {"es": ES, "it": IT, "de": DE}
assert all(len(rows) == len(ENGLISH) for rows in _ROWS.values()), "one translation per English row"

#: A ``Refused``'s line: the rule's sentence runs to the first "): " (a sentence may hold "(...)" but never "): ").
_REFUSED = re.compile(r"refused \((?P<rule>.+?)\): (?P<msg>.*)", re.S)
_NO_LONGER = re.compile(r"proposal (?P<pid>\S+) is no longer allowed: (?P<field>[\w-]+): (?P<reason>.*)", re.S)


@functools.cache
def table(lang: str, gm: str) -> Phrases | None:
    """``lang``'s table of the group's refusals with ``gm`` the system's word for the GM, or None (English)."""
    from rules.sealed_frames import ENGLISH as SEALED, ROWS as SEALED_ROWS      # a side's sealed record's rows
    rows = _ROWS.get(lang)
    if rows is None:
        return None
    fill = lambda text: text.replace("{gm}", gm)  # noqa: E731
    return Phrases(templates=tuple((en, fill(tr)) for en, tr in zip(ENGLISH + SEALED, rows + SEALED_ROWS[lang])),
                   parts=words((en, fill(tr)) for en, tr in INSIDE[lang]), lang=lang)


def said(lang: str, message: str, gm: str = "GM", own: Callable[[str], str] | None = None) -> str | None:
    """``message`` (a group refusal, English) in ``lang`` when this table frames it, else None; ``gm`` is the
    system's word for the GM, ``own`` the system's reading of the rules' English (the reason a proposal is no longer
    allowed). A ``refused (RULE): MESSAGE`` whose message this table does not know keeps it as raised."""
    phrases = table(lang, gm)
    if phrases is None:
        return None

    def inside(value: str) -> str:                  # a ``{N*}`` place: a row of its own ("no character") or words
        return phrases.framed(value, phrases.words_in) or phrases.words_in(value)

    def one(text: str) -> str | None:
        return phrases.framed(text, inside)

    m = _REFUSED.fullmatch(message)
    if m:
        rule, msg = one(m.group("rule")), one(m.group("msg"))
        if rule is None and msg is None:
            return None
        return FRAME[lang][0].format(rule=rule or m.group("rule"), msg=msg or m.group("msg"))
    m = _NO_LONGER.fullmatch(message)
    if m:
        reason = m.group("reason")
        inner = said(lang, reason, gm, own) or (own(reason) if own is not None else reason)
        return FRAME[lang][1].format(pid=m.group("pid"), field=m.group("field"), reason=inner)
    return one(message)
