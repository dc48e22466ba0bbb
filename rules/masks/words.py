"""Masks in the history's words: commands and recorded causes in Spanish (000, the Spanish half: "MOVIMIENTOS
BÁSICOS", "Fin de sesión", "Momento de la Verdad").

Source: README "Using the ledger" (--lang) (``--lang es`` complete: the history's action column and its "why" in the seed's terms).
"""

from __future__ import annotations

import re
from typing import Any

#: The Masks commands as the history table names them in Spanish.
COMMANDS_ES = {
    "add-character": "nuevo personaje", "add-npc": "nuevo PNJ", "advance": "avance", "battle start": "empieza la batalla",
    "battle end": "termina la batalla", "clear": "despejar condición", "clearing-action": "acción para despejar",
    "end-of-session": "fin de sesión", "forward": "bonificación siguiente", "influence accept": "aceptar Influencia",
    "influence give": "dar Influencia", "influence take-advantage": "aprovechar la Influencia", "mark": "marcar condición",
    "moment-of-truth": "Momento de la Verdad", "resolve": "resolver", "return": "volver a escena", "roll": "tirada",
    "scene start": "empieza la escena", "scene end": "termina la escena", "session start": "empieza la sesión",
    "session end": "termina la sesión", "shift": "cambiar Etiquetas", "team leader": "líder del Equipo",
    "team selfish": "actuar con egoísmo", "team spend": "gastar Equipo", "time-passes": "pasa el tiempo",
    "create": "crear campaña", "undo": "deshacer", "redo": "rehacer", "amend": "corregir",
}

_CAUSES_ES = [
    (re.compile(r"^roll #(\d+): (.+) acts on orders$"), r"tirada #\1: \2 actúa según las órdenes"),
    (re.compile(r"^roll #(\d+)$"), r"tirada #\1"),
    (re.compile(r"^end of session (\d+)$"), r"fin de la sesión \1"),
    (re.compile(r"^scene (\d+): clearing action$"), r"escena \1: acción para despejar"),
    (re.compile(r"^(.+) meets the adult (.+)$"), r"\1 conoce al adulto \2"),
    (re.compile(r"^adult (.+) introduced$"), r"aparece el adulto \1"),
    (re.compile(r"^accepted (.+)'s words$"), r"aceptó las palabras de \1"),
    (re.compile(r"^(.+) took advantage of Influence$"), r"\1 aprovechó su Influencia"),
    (re.compile(r"^selfish shift of (.+)$"), r"cambio egoísta de \1"),
    (re.compile(r"^returned to play$"), "vuelve a escena"),
    (re.compile(r"^battle entry: leader cancels a removal$"), "entrada en batalla: el líder anula una pérdida"),
    (re.compile(r"^acting selfishly$"), "actuar con egoísmo"),
    (re.compile(r"^Moment of Truth$"), "Momento de la Verdad"),
]


def command(name: str, lang: str = "en") -> str | None:
    """A command as the history table shows it in ``lang`` (``es``: ``COMMANDS_ES``); None keeps it as typed."""
    return COMMANDS_ES.get(name) if lang == "es" else None


def cause(text: str, lang: str = "en") -> str | None:
    """A recorded Masks cause in ``lang`` (``roll #12`` -> ``tirada #12``); None when it has no other words."""
    if lang != "es":
        return None
    for pattern, words in _CAUSES_ES:
        if pattern.match(text):
            return pattern.sub(words, text)
    return None


#: The reasons the rules write themselves on a Team event (``rules.masks.peripheral``, ``rules.masks.picks``: never a
#: person's text), with a name in them, as recorded (English, which old records keep) -> their Spanish (000 "MOVIMIENTOS
#: PERIFÉRICOS": "ayudar a un compañero", "actuar de forma egoísta"; "PROVOCAR A ALGUIEN": "toma la provocación").
TEAM_REASONS_ES = [
    (re.compile(r"^(.+) helps (.+)$"), r"\1 ayuda a \2"),
    (re.compile(r"^(.+) acts selfishly$"), r"\1 actúa de forma egoísta"),
    (re.compile(r"^(.+) rose to the provocation$"), r"\1 toma la provocación"),
]


def team_line(kind: str, detail: dict[str, Any], lang: str = "en") -> str | None:
    """The summary of a ``TeamAdded`` or ``TeamSpent`` event (``detail``: ``amount``, ``reason``, a reason the rules
    wrote) in Spanish when its reason has a name in it, worded at read time (``TEAM_REASONS_ES``): ``Equipo gastado: 1
    (motivo: Gale ayuda a Rook)``; None in English, for another kind or reason (the plain line,
    ``ledger.projections.detail_words.plain_summary``, which this line reads as: a fixed reason through the words)."""
    from rules.masks.kinds import ES as KIND_WORDS

    if lang != "es" or kind not in ("TeamAdded", "TeamSpent") or not isinstance(detail.get("amount"), int):
        return None
    reason = str(detail.get("reason") or "")
    for pattern, words in TEAM_REASONS_ES:
        if pattern.match(reason) and set(detail) == {"amount", "reason"}:
            return f"{KIND_WORDS[kind]}: {detail['amount']} (motivo: {pattern.sub(words, reason)})"
    return None
