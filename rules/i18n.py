"""Translations of the ledger's own interface words (table titles, column names, yes/no), by language.

Source: the developers' guide ("nothing under ledger/ names a system, its terms or its languages"):
the ledger writes its interface in English and asks the campaign's system for another language
through ``GameSystem.word``; a system adds or overrides words in ``GameSystem.words``. This shared
table holds the words several systems need, so that two Spanish systems say "Historial" alike.
"""

from __future__ import annotations

#: Language code -> English interface word -> translation.
WORDS: dict[str, dict[str, str]] = {
    "es": {
        "History": "Historial", "time": "hora", "actor": "actor", "action": "acción", "what changed": "cambios",
        "why": "por qué", "created": "creado", "yes": "sí", "no": "no", "Sheet": "Hoja", "field": "campo",
        "value": "valor", "by": "de", "vs": "contra", "physical": "dados físicos", "post-roll": "tras la tirada",
        "picks": "opciones", "total": "total", "session": "sesión", "scene": "escena", "undone": "deshecha",
        "amended": "corregida", "reason": "motivo", "campaign": "campaña", "Arc": "Arco", "start": "inicio",
        "not started": "sin empezar", "running": "en curso", "ending": "terminando", "ended": "terminada",
        "open": "abierta", "closed": "cerrada", "NPC": "PNJ", "adult": "adulto", "when": "cuándo",
        "before": "antes", "after": "después", "cause": "causa", "who": "quién", "command": "orden",
    },
}
