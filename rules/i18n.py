"""Translations of the ledger's own interface words (table titles, column names, yes/no), by language.

Source: the developers' guide ("nothing under ledger/ names a system, its terms or its languages"):
the ledger writes its interface in English and asks the campaign's system for another language
through ``GameSystem.word``; a system adds or overrides words in ``GameSystem.words``. This shared
table holds the words several systems need, so that two Spanish systems say "Historial" alike.
"""

from __future__ import annotations

#: The display language a person asked for once for all reads (the ``LEDGER_LANG`` environment variable, set
#: by the entry point through ``prefer``): used when a read names no ``--lang`` and the system has it.
PREFERRED: dict[str, str | None] = {"lang": None}


def prefer(code: str | None) -> None:
    """Remember the preferred display language: a code such as ``es``, ``ES``, ``es_ES.UTF-8`` or ``de-AT``
    (its language part, folded to lower case); None or blank forgets it."""
    text = (code or "").strip().lower()
    PREFERRED["lang"] = text.split(".")[0].replace("-", "_").split("_")[0] or None

#: Language code -> English interface word -> translation.
WORDS: dict[str, dict[str, str]] = {
    "es": {
        "Recap": "Resumen", "private": "privado", "recap of": "resumen de", "private recap of": "resumen privado de",
        "History": "Historial", "time": "hora", "actor": "actor", "action": "acción", "what changed": "cambios",
        "why": "por qué", "created": "creado", "yes": "sí", "no": "no", "Sheet": "Hoja", "field": "campo",
        "value": "valor", "by": "de", "vs": "contra", "physical": "dados físicos", "post-roll": "tras la tirada",
        "picks": "opciones", "total": "total", "session": "sesión", "scene": "escena", "undone": "deshecha",
        "amended": "corregida", "reason": "motivo", "campaign": "campaña", "Arc": "Arco", "start": "inicio",
        "not started": "sin empezar", "running": "en curso", "ending": "terminando", "ended": "terminada",
        "open": "abierta", "closed": "cerrada", "NPC": "PNJ", "adult": "adulto", "when": "cuándo",
        "before": "antes", "after": "después", "cause": "causa", "who": "quién", "command": "orden",
        "session number": "número de sesión", "scene number": "número de escena", "rules": "reglas",
        # the chronicle (ledger chronicle)
        "Chronicle": "Crónica", "Contents": "Índice", "Cast": "Reparto", "Session": "Sesión", "Scene": "Escena",
        "Before the first session": "Antes de la primera sesión", "rolls": "tiradas", "actions": "acciones",
        "sessions": "sesiones", "undone by": "deshecha por", "corrected by": "corregida por",
        "corrected": "corregidas", "title": "título", "recap": "resumen", "now": "ahora", "dice": "dados", "no chart": "sin gráfico",
        "changed": "cambios", "undo": "deshacer", "redo": "rehacer", "amend": "corregir",
        "also undone": "también deshechas", "also redone": "también rehechas", "also corrected": "también corregidas",
        "reordered": "reordenada", "roll": "tirada", "of action": "de la acción", "redone": "rehecha",
        "was": "antes", "no longer": "ya no",
    },
    "de": {   # the chronicle's words (the rest of the German interface is MOSAIC's own)
        "Recap": "Rückblick", "private": "privat", "recap of": "Rückblick auf", "private recap of": "privater Rückblick auf",
        "Chronicle": "Chronik", "Contents": "Inhalt", "Cast": "Besetzung", "Session": "Sitzung", "Scene": "Szene",
        "Before the first session": "Vor der ersten Sitzung", "rolls": "Würfe", "actions": "Aktionen",
        "sessions": "Sitzungen", "undone by": "rückgängig gemacht durch", "corrected by": "berichtigt durch",
        "corrected": "berichtigt", "title": "Titel", "recap": "Rückblick", "now": "jetzt", "dice": "Würfel", "no chart": "kein Diagramm",
        "changed": "geändert", "undo": "rückgängig", "redo": "wiederholen", "amend": "berichtigen",
        "also undone": "auch rückgängig", "also redone": "auch wiederholt", "also corrected": "auch berichtigt",
        "picks": "Wahl", "Arc": "Entwicklung",
        # the ledger's words for the session and scene every system keeps
        "session": "Sitzung", "scene": "Szene", "session number": "Sitzungsnummer", "scene number": "Szenennummer",
        "rules": "Regeln", "campaign": "Kampagne",
        "not started": "nicht begonnen", "running": "läuft", "ending": "endet", "ended": "beendet", "open": "offen",
        "closed": "geschlossen", "action": "Aktion", "why": "warum", "undone": "rückgängig", "amended": "berichtigt",
        "reordered": "umgeordnet", "of action": "der Aktion", "redone": "wiederholt",
        "was": "vorher", "no longer": "nicht mehr", "total": "Summe",
    },
    "it": {   # the chronicle's words (the rest of the Italian interface is Pokémon Noir's own)
        "Recap": "Riassunto", "private": "privato", "recap of": "riassunto di", "private recap of": "riassunto privato di",
        "Chronicle": "Cronaca", "Contents": "Indice", "Cast": "Personaggi", "Session": "Sessione", "Scene": "Scena",
        "Before the first session": "Prima della prima sessione", "rolls": "tiri", "actions": "azioni",
        "sessions": "sessioni", "undone by": "annullata da", "corrected by": "corretta da",
        "corrected": "corrette", "title": "titolo", "recap": "riassunto", "now": "ora", "dice": "dadi", "no chart": "nessun grafico",
        "changed": "cambiato", "undo": "annulla", "redo": "ripristina", "amend": "correggi",
        "also undone": "annullate anche", "also redone": "ripristinate anche", "also corrected": "corrette anche",
        "picks": "scelte",
        # the ledger's words for the session and scene every system keeps
        "session": "sessione", "scene": "scena", "session number": "numero di sessione", "scene number": "numero di scena",
        "rules": "regole", "campaign": "campagna",
        "not started": "non iniziata", "running": "in corso", "ending": "in chiusura", "ended": "conclusa",
        "open": "aperta", "closed": "chiusa", "action": "azione", "reordered": "riordinata",
        "of action": "dell'azione", "undone": "annullata", "redone": "ripristinata", "amended": "corretta",
        "was": "prima", "no longer": "non più", "total": "totale",
    },
}
