"""Masks' words for its commands' argument keys, as the pages' forms caption them (``ledger.web.pages.forms.caption_of``:
the key with underscores as spaces, ``gm_move`` -> ``"gm move"``): Spanish for every key the command table has, and
English only where the CLI's option name reads badly.

Source: seed 000's Spanish part (Etiqueta, movimiento, condición, Momento de la Verdad, Mecánicas de equipo: "la
misma meta", "desconfía", "el líder"; Final de sesión; Avance) and the Spanish Masks already shows
(``rules.masks.words``, ``rules.masks.data.ES``, ``rules.masks.refusal_templates``: DJ, el Unido, otra mitad, libreto
propio, condición por desborde, opción, semilla). Pure data.
"""

from __future__ import annotations

#: Argument key (underscores as spaces) -> its Spanish caption.
ES: dict[str, str] = {
    "acting on answers": "según las respuestas", "advancement": "avance", "arrange": "nuevo orden",
    "choice": "elección", "clear": "despejar", "custom": "libreto propio", "for": "compañero ayudado",
    "gm move": "movimiento del DJ", "ill prepared": "sin equilibrio", "labels": "Etiquetas",
    "leader cancels": "el líder anula", "leader condition": "condición del líder", "lock": "bloquear",
    "mistrust": "desconfianza", "move": "movimiento", "other": "otro personaje", "other half": "otra mitad",
    "over": "sobre quién", "overflow condition": "condición por desborde", "pick": "opción",
    "plus one": "+1 de creación", "protect": "a quién proteges", "same purpose": "misma meta", "seed": "semilla",
    "soldier": "Soldado",
}

#: Argument key -> its English caption, where the option name reads badly.
EN: dict[str, str] = {"gm move": "GM move"}
