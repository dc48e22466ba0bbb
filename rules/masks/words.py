"""Masks in the history's words: commands and recorded causes in Spanish (000, the Spanish half: "MOVIMIENTOS
BÁSICOS", "Fin de sesión", "Momento de la Verdad").

Source: README "Using the ledger" (--lang) (``--lang es`` complete: the history's action column and its "why" in the seed's terms).
"""

from __future__ import annotations

import re

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
