"""The pages' own words (headings, buttons) in each language a built-in system reads in; the game's words come from
the system's views in the reader's language, never from here.

Source: README's systems table (languages: en, es, de, it); the seeds' languages (000/004 Spanish, 001 German,
002 Italian). A word missing in a language falls back to English.
"""

from __future__ import annotations

from typing import Any

#: The languages of the pages' own words outside a campaign (their names, as each calls itself).
LANGUAGES = {"en": "English", "es": "Español", "de": "Deutsch", "it": "Italiano"}

WORDS: dict[str, dict[str, str]] = {
    "campaigns": {"es": "Campañas", "de": "Kampagnen", "it": "Campagne"},
    "sign in": {"es": "Entrar", "de": "Anmelden", "it": "Accedi"},
    "sign out": {"es": "Salir", "de": "Abmelden", "it": "Esci"},
    "name": {"es": "Nombre", "de": "Name", "it": "Nome"},
    "password": {"es": "Contraseña", "de": "Passwort", "it": "Password"},
    "current password": {"es": "Contraseña actual", "de": "Aktuelles Passwort", "it": "Password attuale"},
    "new password": {"es": "Contraseña nueva", "de": "Neues Passwort", "it": "Nuova password"},
    "new password again": {"es": "Contraseña nueva, otra vez", "de": "Neues Passwort, noch einmal",
                           "it": "Nuova password, di nuovo"},
    "change password": {"es": "Cambiar", "de": "Ändern", "it": "Cambia"},
    "your other devices are signed out": {"es": "Tus otros dispositivos quedan fuera de la sesión",
                                          "de": "Deine anderen Geräte werden abgemeldet",
                                          "it": "Gli altri tuoi dispositivi escono dalla sessione"},
    "join": {"es": "Unirse", "de": "Beitreten", "it": "Unisciti"},
    "code": {"es": "Código", "de": "Code", "it": "Codice"},
    "campaign": {"es": "Campaña", "de": "Kampagne", "it": "Campagna"},
    "language": {"es": "Idioma", "de": "Sprache", "it": "Lingua"},
    "browser's": {"es": "el del navegador", "de": "die des Browsers", "it": "quella del browser"},
    "table": {"es": "Mesa", "de": "Tisch", "it": "Tavolo"},
    "my character": {"es": "Mi personaje", "de": "Mein Charakter", "it": "Il mio personaggio"},
    "desk": {"es": "Mesa del {gm}", "de": "Tisch der {gm}", "it": "Scrivania del {gm}"},   # {gm}: the system's word
    "history": {"es": "Historial", "de": "Verlauf", "it": "Cronologia"},
    "chronicle": {"es": "Crónica", "de": "Chronik", "it": "Cronaca"},
    "status": {"es": "Situación", "de": "Stand", "it": "Stato"},
    "log": {"es": "Registro", "de": "Protokoll", "it": "Registro"},
    "actions": {"es": "Acciones", "de": "Aktionen", "it": "Azioni"},
    "as": {"en": "as", "es": "como", "de": "als", "it": "come"},   # mid-sentence: never capitalised
    "reason": {"es": "Motivo", "de": "Grund", "it": "Motivo"},
    "details of": {"es": "Detalles de", "de": "Angaben zu", "it": "Dettagli di", "en": "Details of"},
    "undo my last action": {"es": "Deshacer mi última acción", "de": "Meine letzte Aktion zurücknehmen",
                            "it": "Annulla la mia ultima azione", "en": "Undo my last action"},
    # a reason quoted after what it explains, as each language quotes (the desk's proposal lines)
    "quoted": {"es": "«{text}»", "de": "„{text}“", "it": "«{text}»", "en": "“{text}”"},
    "record": {"es": "Registrar", "de": "Eintragen", "it": "Registra"},
    "odds": {"es": "Probabilidades", "de": "Chancen", "it": "Probabilità"},
    "dice": {"es": "Dados (vacío: tira el servidor)", "de": "Würfel (leer: der Server würfelt)",
             "it": "Dadi (vuoto: tira il server)"},
    "for the odds only": {"es": "Solo para las probabilidades", "de": "Nur für die Chancen",
                          "it": "Solo per le probabilità"},
    "the GM rules these when you roll; they are not recorded": {
        "en": "The {gm} rules these when you roll; they are not recorded",
        "es": "Al tirar, los decide el {gm}; no se registran",
        "de": "Beim Würfeln entscheidet die {gm} darüber; sie werden nicht eingetragen",
        "it": "Al tiro li decide il {gm}; non vengono registrati"},
    "one a line": {"en": "one a line", "es": "uno por línea", "de": "eins pro Zeile", "it": "uno per riga"},
    "others, one a line": {"en": "others, one a line", "es": "otros, uno por línea", "de": "weitere, eins pro Zeile",
                           "it": "altri, uno per riga"},
    "back": {"es": "Volver", "de": "Zurück", "it": "Indietro"},   # an error page's link to the page without the bad field
    "sheet now": {"es": "Hoja ahora", "de": "Bogen jetzt", "it": "Scheda ora"},
    "at a moment": {"es": "En un momento", "de": "Zu einem Zeitpunkt", "it": "In un momento"},
    "arc": {"es": "Arco", "de": "Verlauf der Werte", "it": "Arco"},
    "the server did not answer (HTTP {status}); try again": {
        "es": "el servidor no respondió (HTTP {status}); inténtalo de nuevo",
        "de": "der Server hat nicht geantwortet (HTTP {status}); bitte erneut versuchen",
        "it": "il server non ha risposto (HTTP {status}); riprova"},
    "why": {"es": "Por qué", "de": "Warum", "it": "Perché"},
    "show": {"es": "Mostrar", "de": "Zeigen", "it": "Mostra"},
    "proposals": {"es": "Propuestas", "de": "Vorschläge", "it": "Proposte"},
    "proposed; waiting for the GM": {"en": "Proposed; waiting for the {gm}", "es": "propuesto; esperando al {gm}",
                                     "de": "vorgeschlagen; wartet auf die {gm}", "it": "proposto; in attesa del {gm}"},
    "expires": {"es": "caduca", "de": "läuft ab", "it": "scade"},             # mid-line: an invitation's expiry
    "expires (empty: {default})": {"es": "Caduca (vacío: {default})", "de": "Läuft ab (leer: {default})",
                                   "it": "Scade (vuoto: {default})", "en": "Expires (empty: {default})"},
    "approve": {"es": "Aprobar", "de": "Annehmen", "it": "Approva"},
    "approval reason": {"es": "Motivo de la aprobación", "de": "Grund der Annahme", "it": "Motivo dell'approvazione",
                        "en": "Your reason for approving"},
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
    "campaign language": {"es": "Idioma de la campaña", "de": "Sprache der Kampagne", "it": "Lingua della campagna"},
    "approval": {"es": "Aprobación", "de": "Freigabe", "it": "Approvazione"},
    "GM approval": {"es": "Aprobación del {gm}", "de": "Freigabe durch die {gm}", "it": "Approvazione del {gm}"},
    "filter": {"es": "Filtrar", "de": "Filtern", "it": "Filtra"},
    "newer": {"es": "Más recientes", "de": "Neuer", "it": "Più recenti"},
    "older": {"es": "Más antiguas", "de": "Älter", "it": "Più vecchie"},
    "download": {"es": "Descargar", "de": "Herunterladen", "it": "Scarica"},
    "hidden from you": {"es": "oculto para ti", "de": "für dich verborgen", "it": "nascosto per te"},
    "not shown here": {"es": "no mostrado aquí", "de": "hier nicht gezeigt", "it": "non mostrato qui"},
    "nothing yet": {"es": "Nada todavía", "de": "Noch nichts", "it": "Ancora niente"},
    "no action matches these filters": {"es": "Ninguna acción cumple estos filtros", "de": "Keine Aktion passt zu diesen Filtern",
                                        "it": "Nessuna azione corrisponde a questi filtri"},
    "no actions now": {"es": "Ninguna acción ahora", "de": "Gerade keine Aktion", "it": "Nessuna azione ora"},
    "withdraw": {"es": "Retirar", "de": "Zurückziehen", "it": "Ritira"},
    "remove": {"es": "Quitar", "de": "Entfernen", "it": "Rimuovi"},
    "set": {"es": "Fijar", "de": "Setzen", "it": "Imposta"},
    "live": {"es": "en vivo", "de": "live", "it": "dal vivo"},
    "amend": {"es": "Corregir", "de": "Berichtigen", "it": "Correggi"},
    "undo": {"es": "Deshacer", "de": "Rückgängig", "it": "Annulla"},
    "redo": {"es": "Rehacer", "de": "Wiederholen", "it": "Ripristina"},
    "cascade": {"es": "En cascada", "de": "Mit Folgen", "it": "A cascata"},
    "arguments": {"es": "Argumentos", "de": "Argumente", "it": "Argomenti"},
    "one KEY=VALUE a line": {"es": "una CLAVE=VALOR por línea, como los argumentos de la orden (p. ej. dice=6,6)",
                             "de": "ein SCHLÜSSEL=WERT pro Zeile, wie die Argumente des Befehls (z. B. dice=6,6)",
                             "it": "una CHIAVE=VALORE per riga, come gli argomenti del comando (es. dice=6,6)",
                             "en": "one KEY=VALUE a line, as the command's arguments (e.g. dice=6,6)"},
    "role": {"es": "Rol", "de": "Rolle", "it": "Ruolo"},
    "characters": {"es": "Personajes", "de": "Charaktere", "it": "Personaggi"},
    "player": {"es": "jugador", "de": "Spieler", "it": "giocatore", "en": "player"},
    "viewer": {"es": "espectador", "de": "Zuschauer", "it": "spettatore", "en": "viewer"},
    "owner": {"es": "propietario", "de": "Eigentümer", "it": "proprietario", "en": "owner"},
    "open": {"es": "abierta", "de": "offen", "it": "aperta", "en": "open"},
    "used": {"es": "usada", "de": "benutzt", "it": "usata", "en": "used"},
    "accepted": {"es": "aceptada", "de": "angenommen", "it": "accettata", "en": "accepted"},
    "withdrawn": {"es": "retirada", "de": "zurückgezogen", "it": "ritirata", "en": "withdrawn"},
    "expired": {"es": "caducada", "de": "abgelaufen", "it": "scaduta", "en": "expired"},
    "sealed": {"es": "sellado", "de": "versiegelt", "it": "sigillato", "en": "sealed"},
    "link": {"es": "enlace", "de": "Link", "it": "link", "en": "link"},
    # an error page's heading, by its status (``render.ERROR_HEADINGS``)
    "refused": {"es": "Rechazado", "de": "Abgelehnt", "it": "Rifiutato", "en": "Refused"},
    "not found": {"es": "No encontrado", "de": "Nicht gefunden", "it": "Non trovato", "en": "Not found"},
    "too many attempts": {"es": "Demasiados intentos", "de": "Zu viele Versuche", "it": "Troppi tentativi",
                          "en": "Too many attempts"},
    "not possible": {"es": "No es posible", "de": "Nicht möglich", "it": "Non è possibile", "en": "Not possible"},
}

#: The words the pages' script (``static/ledger.js``) shows, sent with every page (``script_words``): the script
#: itself holds no words of a language.
SCRIPT = ("code", "link", "proposed; waiting for the GM", "the server did not answer (HTTP {status}); try again")


def word(key: str, lang: str, gm: str | None = None) -> str:
    """``key`` in ``lang`` (its English form, capitalised, when the language has none). ``gm``: the campaign's
    system's word for the GM in ``lang`` (``GameSystem.word("GM", lang)``, e.g. "DJ"), which names the role ``gm``
    and fills a word's ``{gm}``; without it the word every system of ``lang`` shares for the GM (``rules.i18n.WORDS``,
    the one ``GameSystem.word("GM", lang)`` falls back to), so a page names the GM by one word in a language."""
    from rules.i18n import WORDS as SHARED

    gm = gm or SHARED.get(lang, {}).get("GM") or "GM"
    if key == "gm":
        return gm
    said = WORDS.get(key, {}).get(lang) or key[:1].upper() + key[1:]
    return said.replace("{gm}", gm)


def caption(text: str) -> str:
    """``text`` as a form's caption: its first letter a capital, the rest as written (``"reason"`` -> ``"Reason"``,
    ``"extra-test"`` -> ``"Extra-test"``, ``"+1 bonus"`` unchanged), so that every caption of every
    form reads alike in every language, whatever its words' source (a system's word, the pages' own, an option's
    name). The one rule of a caption's capitals: ``forms.caption_of`` and the templates' ``caption`` filter apply
    it. Source: README "The web table" (a form speaks the page's words)."""
    return text[:1].upper() + text[1:]


def script_words(lang: str, commands: dict[str, str] | None = None, gm: str | None = None) -> dict[str, Any]:
    """What the pages' script shows a person, in ``lang``: ``{"words": {key: word}}`` for the keys of ``SCRIPT``
    (``gm`` as in ``word``) with ``"commands"``: ``{command: its words}`` (a campaign's
    commands as its history names them, for the rows the live log adds)."""
    return {"words": {k: word(k, lang, gm) for k in SCRIPT},
            "commands": dict(commands or {})}
