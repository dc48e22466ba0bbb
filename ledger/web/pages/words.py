"""The pages' own words (headings, buttons) in each language a built-in system reads in; the game's words come from
the system's views in the reader's language, never from here.

Source: README's systems table (languages: en, es, de, it); the seeds' languages (000/004 Spanish, 001 German,
002 Italian). A word missing in a language falls back to English.
"""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "campaigns": {"es": "Campañas", "de": "Kampagnen", "it": "Campagne"},
    "sign in": {"es": "Entrar", "de": "Anmelden", "it": "Accedi"},
    "sign out": {"es": "Salir", "de": "Abmelden", "it": "Esci"},
    "name": {"es": "Nombre", "de": "Name", "it": "Nome"},
    "password": {"es": "Contraseña", "de": "Passwort", "it": "Password"},
    "join": {"es": "Unirse", "de": "Beitreten", "it": "Unisciti"},
    "code": {"es": "Código", "de": "Code", "it": "Codice"},
    "campaign": {"es": "Campaña", "de": "Kampagne", "it": "Campagna"},
    "language": {"es": "Idioma", "de": "Sprache", "it": "Lingua"},
    "browser's": {"es": "el del navegador", "de": "die des Browsers", "it": "quella del browser"},
    "table": {"es": "Mesa", "de": "Tisch", "it": "Tavolo"},
    "my character": {"es": "Mi personaje", "de": "Mein Charakter", "it": "Il mio personaggio"},
    "desk": {"es": "Mesa del GM", "de": "Spielleitung", "it": "Scrivania del GM"},
    "history": {"es": "Historial", "de": "Verlauf", "it": "Cronologia"},
    "chronicle": {"es": "Crónica", "de": "Chronik", "it": "Cronaca"},
    "status": {"es": "Situación", "de": "Stand", "it": "Stato"},
    "log": {"es": "Registro", "de": "Protokoll", "it": "Registro"},
    "actions": {"es": "Acciones", "de": "Aktionen", "it": "Azioni"},
    "as": {"en": "as", "es": "como", "de": "als", "it": "come"},   # mid-sentence: never capitalised
    "reason": {"es": "Motivo", "de": "Grund", "it": "Motivo"},
    "record": {"es": "Registrar", "de": "Eintragen", "it": "Registra"},
    "odds": {"es": "Probabilidades", "de": "Chancen", "it": "Probabilità"},
    "dice": {"es": "Dados (vacío: tira el servidor)", "de": "Würfel (leer: der Server würfelt)",
             "it": "Dadi (vuoto: tira il server)"},
    "sheet now": {"es": "Hoja ahora", "de": "Bogen jetzt", "it": "Scheda ora"},
    "at a moment": {"es": "En un momento", "de": "Zu einem Zeitpunkt", "it": "In un momento"},
    "arc": {"es": "Arco", "de": "Verlauf der Werte", "it": "Arco"},
    "why": {"es": "Por qué", "de": "Warum", "it": "Perché"},
    "show": {"es": "Mostrar", "de": "Zeigen", "it": "Mostra"},
    "proposals": {"es": "Propuestas", "de": "Vorschläge", "it": "Proposte"},
    "proposed; waiting for the GM": {"es": "propuesto; esperando al GM", "de": "vorgeschlagen; wartet auf die Spielleitung",
                                     "it": "proposto; in attesa del GM"},
    "expires": {"es": "caduca", "de": "läuft ab", "it": "scade"},
    "approve": {"es": "Aprobar", "de": "Annehmen", "it": "Approva"},
    "turn down": {"es": "Denegar", "de": "Ablehnen", "it": "Rifiuta"},
    "decided": {"es": "Decididas", "de": "Entschieden", "it": "Decise"},
    "approved": {"en": "approved", "es": "aprobada", "de": "angenommen", "it": "approvata"},
    "rejected": {"en": "rejected", "es": "denegada", "de": "abgelehnt", "it": "rifiutata"},
    "edited": {"en": "edited", "es": "editada", "de": "geändert", "it": "modificata"},
    "action": {"en": "action", "es": "acción", "de": "Aktion", "it": "azione"},
    "no longer allowed": {"es": "ya no permitida", "de": "nicht mehr erlaubt", "it": "non più permessa"},
    "turn down all no longer allowed": {"es": "Denegar todas las ya no permitidas",
                                        "de": "Alle nicht mehr erlaubten ablehnen",
                                        "it": "Rifiuta tutte quelle non più permesse"},
    "corrections": {"es": "Correcciones", "de": "Korrekturen", "it": "Correzioni"},
    "preview": {"es": "Vista previa", "de": "Vorschau", "it": "Anteprima"},
    "people": {"es": "Personas", "de": "Personen", "it": "Persone"},
    "invitations": {"es": "Invitaciones", "de": "Einladungen", "it": "Inviti"},
    "invite": {"es": "Invitar", "de": "Einladen", "it": "Invita"},
    "permissions": {"es": "Permisos", "de": "Rechte", "it": "Permessi"},
    "options": {"es": "Opciones", "de": "Optionen", "it": "Opzioni"},
    "approval": {"es": "Aprobación", "de": "Freigabe", "it": "Approvazione"},
    "filter": {"es": "Filtrar", "de": "Filtern", "it": "Filtra"},
    "newer": {"es": "Más recientes", "de": "Neuer", "it": "Più recenti"},
    "older": {"es": "Más antiguas", "de": "Älter", "it": "Più vecchie"},
    "download": {"es": "Descargar", "de": "Herunterladen", "it": "Scarica"},
    "hidden from you": {"es": "oculto para ti", "de": "für dich verborgen", "it": "nascosto per te"},
    "not shown here": {"es": "no mostrado aquí", "de": "hier nicht gezeigt", "it": "non mostrato qui"},
    "nothing yet": {"es": "Nada todavía", "de": "Noch nichts", "it": "Ancora niente"},
    "no actions now": {"es": "Ninguna acción ahora", "de": "Gerade keine Aktion", "it": "Nessuna azione ora"},
    "withdraw": {"es": "Retirar", "de": "Zurückziehen", "it": "Ritira"},
    "remove": {"es": "Quitar", "de": "Entfernen", "it": "Rimuovi"},
    "set": {"es": "Fijar", "de": "Setzen", "it": "Imposta"},
    "live": {"es": "en vivo", "de": "live", "it": "dal vivo"},
}


def word(key: str, lang: str) -> str:
    """``key`` in ``lang`` (its English form, capitalised, when the language has none)."""
    return WORDS.get(key, {}).get(lang) or key[:1].upper() + key[1:]
