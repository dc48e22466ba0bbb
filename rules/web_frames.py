"""The frames of the server's own refusals (its JSON errors and error pages: a query parameter, a body, signing in,
CSRF, a route), in the languages the server's pages read in.

Source: the modules whose English they rewrite: ``ledger.web.request_inputs``, ``ledger.web.calls``,
``ledger.web.signin``, ``ledger.web.csrf``, ``ledger.web.commands``, ``ledger.web.reads``, ``ledger.web.campaigns``,
``ledger.web.group``, ``ledger.web.limits``, ``ledger.web.errors`` and ``ledger.web.pages.no_route``; README "The
server" (one JSON error shape; docs/api-errors.md: the ``code`` stays English, the ``message`` is the reader's) and
the developers' guide (the ledger raises in English; the words of another language live under rules/). Spanish
follows seeds 000 and 004, Italian seed 002, German seed 001; the GM is the shared word for the GM
(``rules.i18n.WORDS``) or the campaign system's. Field names, paths, parameters and values stay as sent.
"""

from __future__ import annotations

import functools
import re

from rules.refusals import Phrases, words

#: The English the server raises in, one template a row (``rules.refusals``: ``{0}`` a value as sent; a
#: translation's ``{0*}`` is a value that is itself English the table words: a JSON kind).
ENGLISH: tuple[str, ...] = (
    "{0} has no command {1}", "{0} has no command {1}; see /api/openapi.json", "'{0}'; allowed: {1}",
    "a whole number", "a whole number from {0} to {1}", "{0} is not an export format; allowed over the API: history",
    "the whole record (jsonl, script) holds every side's sealed scripts; export it with 'ledger export' on the "
    "store's machine; over the API: format=history",
    "a write signed in by cookie needs the X-CSRF-Token header of its session (from /api/me)",
    "GM or a character's name (a text)", "a text", "true or false, and only for an amend",
    "an action's number (a whole number), not {0}", "no campaign {0} of yours",
    "unknown query parameter; allowed: none (this route takes no query parameters)",
    "unknown query parameter; allowed: {0}", "given empty; give a value or leave the parameter out",
    "given by the URL's path, not the body", "unknown field; allowed: {0}", "given {0} times; give it once",
    "true or false (1 or 0)", "a number of seconds from 0 to {0}", "malformed JSON (nested too deep)",
    "sign in first (a session cookie or an Authorization: Bearer token)", "too many sign-in attempts; wait a minute",
    "unknown name or wrong password", "this sign-in link is unknown, used or expired; ask the GM for a new one",
    "send JSON (Content-Type: application/json), not {0}", "the body is not well-formed JSON (line {0}, column {1})",
    "a JSON object of the command's arguments", "missing", "at most {0} characters",
    "{0} is not a language of these pages; give one of {1}, or null for the browser's language", "too many attempts to join; wait a minute",
    "a request body of at most {0} bytes", "internal error; nothing was recorded unless the history shows it",
    "no route {0}; allowed: {1} (every route: /api/openapi.json)", "no page {0}",
    "{0} is not allowed on {1}; allowed: {2}",
    "{0} computes no odds yet",
    'a list of the later actions to amend along, each {"action": N, ARG: VALUE...}, not {0}', "true or false, not {0}",
    "unknown field of {0}; allowed: {1}", "item {0}: action: an action's number (a whole number), not {1}",
    "a text, not {0}", "a mapping of the proposal's arguments to new values, not {0}", "'{0}'; this campaign's: {1}",
    "'{0}'; allowed: live (the status and actions sections only)", "missing; give a text",
    "given {0} times in one object; give it once",
    "{0} is not a reference list or read of this campaign; allowed: {1}",
    "give one of as_of, session and scene", "start goes with session=N or scene=N",
    "true or false",
    "missing; give one of {0}, or null for the browser's language",
    "given empty; give one of {0}, or null for the browser's language",
    "Field required; allowed: {0}", "Field required; none allowed now", "a JSON object with {0}",
    "not your current password; nothing was changed",
    "the two new passwords differ; type the same one twice",
    "a password is changed signed in by password or link, not with an API token",
    "the new password is the current one; choose another",
)

#: Spanish (seeds 000, 004), one row per ``ENGLISH`` row, ``{gm}`` the word for the GM.
ES: tuple[str, ...] = (
    "{0} no tiene la orden {1}", "{0} no tiene la orden {1}; mira /api/openapi.json", "'{0}'; permitidos: {1}",
    "un número entero", "un número entero de {0} a {1}",
    "{0} no es un formato de exportación; permitido por la API: history",
    "el registro entero (jsonl, script) guarda los guiones sellados de cada bando; expórtalo con 'ledger export' en "
    "la máquina del registro; por la API: format=history",
    "una escritura con sesión por cookie necesita la cabecera X-CSRF-Token de su sesión (de /api/me)",
    "{gm} o el nombre de un personaje (un texto)", "un texto", "true o false, y solo para una corrección",
    "el número de una acción (un número entero), no {0*}", "ninguna campaña {0} tuya",
    "parámetro de consulta desconocido; permitidos: ninguno (esta ruta no acepta parámetros de consulta)",
    "parámetro de consulta desconocido; permitidos: {0}", "dado vacío; da un valor o deja fuera el parámetro",
    "lo da la ruta de la URL, no el cuerpo", "campo desconocido; permitidos: {0}", "dado {0} veces; dalo una vez",
    "true o false (1 o 0)", "un número de segundos de 0 a {0}", "JSON mal formado (anidado demasiado hondo)",
    "inicia sesión primero (una cookie de sesión o un token Authorization: Bearer)",
    "demasiados intentos de iniciar sesión; espera un minuto", "nombre desconocido o contraseña incorrecta",
    "este enlace de inicio de sesión es desconocido, ya usado o caducado; pide al {gm} uno nuevo",
    "envía JSON (Content-Type: application/json), no {0}", "el cuerpo no es JSON bien formado (línea {0}, columna {1})",
    "un objeto JSON con los argumentos de la orden", "falta", "como mucho {0} caracteres",
    "{0} no es un idioma de estas páginas; da uno de {1}, o null para el idioma del navegador", "demasiados intentos de unirse; espera un minuto",
    "un cuerpo de petición de como mucho {0} bytes",
    "error interno; no se registró nada salvo lo que muestre el historial",
    "no hay ruta {0}; permitidas: {1} (todas las rutas: /api/openapi.json)", "no hay página {0}",
    "{0} no está permitido en {1}; permitidos: {2}", "{0} aún no calcula probabilidades",
    'una lista de las acciones posteriores a corregir a la vez, cada una {"action": N, ARG: VALOR...}, no {0*}',
    "true o false, no {0*}", "campo desconocido de {0}; permitidos: {1}",
    "elemento {0}: action: el número de una acción (un número entero), no {1*}", "un texto, no {0*}",
    "un objeto de los argumentos de la propuesta con sus valores nuevos, no {0*}", "'{0}'; los de esta campaña: {1}",
    "'{0}'; permitido: live (solo las secciones de estado y acciones)", "falta; da un texto",
    "dado {0} veces en un mismo objeto; dalo una vez",
    "{0} no es una lista de referencia ni una lectura de esta campaña; permitidas: {1}",
    "da uno de as_of, session y scene", "start va con session=N o scene=N",
    "true o false",
    "falta; da uno de {0}, o null para el idioma del navegador",
    "dado vacío; da uno de {0}, o null para el idioma del navegador",
    "falta este dato; permitidos: {0}", "falta este dato; ahora no se permite ninguno", "un objeto JSON con {0}",
    "no es tu contraseña actual; no se cambió nada",
    "las dos contraseñas nuevas no coinciden; escribe la misma dos veces",
    "la contraseña se cambia con sesión iniciada por contraseña o enlace, no con un token de la API",
    "la contraseña nueva es la actual; elige otra",
)

#: Italian (seed 002), one row per ``ENGLISH`` row.
IT: tuple[str, ...] = (
    "{0} non ha il comando {1}", "{0} non ha il comando {1}; vedi /api/openapi.json", "'{0}'; ammessi: {1}",
    "un numero intero", "un numero intero da {0} a {1}",
    "{0} non è un formato di esportazione; ammesso dall'API: history",
    "l'intero registro (jsonl, script) contiene i copioni sigillati di ogni parte; esportalo con 'ledger export' "
    "sulla macchina del registro; dall'API: format=history",
    "una scrittura con accesso via cookie richiede l'intestazione X-CSRF-Token della sua sessione (da /api/me)",
    "{gm} o il nome di un personaggio (un testo)", "un testo", "true o false, e solo per una correzione",
    "il numero di un'azione (un numero intero), non {0*}", "nessuna tua campagna {0}",
    "parametro di query sconosciuto; ammessi: nessuno (questa rotta non accetta parametri di query)",
    "parametro di query sconosciuto; ammessi: {0}", "dato vuoto; dai un valore o ometti il parametro",
    "dato dal percorso dell'URL, non dal corpo", "campo sconosciuto; ammessi: {0}", "dato {0} volte; dallo una volta",
    "true o false (1 o 0)", "un numero di secondi da 0 a {0}", "JSON malformato (annidato troppo a fondo)",
    "accedi prima (un cookie di sessione o un token Authorization: Bearer)",
    "troppi tentativi di accesso; aspetta un minuto", "nome sconosciuto o password sbagliata",
    "questo link di accesso è sconosciuto, già usato o scaduto; chiedine uno nuovo al {gm}",
    "invia JSON (Content-Type: application/json), non {0}", "il corpo non è JSON ben formato (riga {0}, colonna {1})",
    "un oggetto JSON con gli argomenti del comando", "mancante", "al massimo {0} caratteri",
    "{0} non è una lingua di queste pagine; dai una tra {1}, o null per la lingua del browser", "troppi tentativi di unirsi; aspetta un minuto",
    "un corpo della richiesta di al massimo {0} byte",
    "errore interno; non è stato registrato nulla se non ciò che mostra la cronologia",
    "nessun percorso {0}; ammessi: {1} (ogni percorso: /api/openapi.json)", "nessuna pagina {0}",
    "{0} non è ammesso su {1}; ammessi: {2}", "{0} non calcola ancora le probabilità",
    'un elenco delle azioni successive da correggere insieme, ognuna {"action": N, ARG: VALORE...}, non {0*}',
    "true o false, non {0*}", "campo sconosciuto di {0}; ammessi: {1}",
    "elemento {0}: action: il numero di un'azione (un numero intero), non {1*}", "un testo, non {0*}",
    "un oggetto degli argomenti della proposta con i nuovi valori, non {0*}", "'{0}'; quelli di questa campagna: {1}",
    "'{0}'; ammesso: live (solo le sezioni di stato e azioni)", "mancante; dai un testo",
    "dato {0} volte in un solo oggetto; dallo una volta",
    "{0} non è un elenco di riferimento né una lettura di questa campagna; ammessi: {1}",
    "dai uno solo tra as_of, session e scene", "start va con session=N o scene=N",
    "true o false",
    "mancante; dai una tra {0}, o null per la lingua del browser",
    "dato vuoto; dai una tra {0}, o null per la lingua del browser",
    "manca questo dato; ammessi: {0}", "manca questo dato; ora non ne è ammesso nessuno", "un oggetto JSON con {0}",
    "non è la tua password attuale; non è cambiato nulla",
    "le due nuove password sono diverse; scrivi la stessa due volte",
    "la password si cambia con l'accesso fatto con password o link, non con un token dell'API",
    "la nuova password è quella attuale; scegline un'altra",
)

#: German (seed 001), one row per ``ENGLISH`` row.
DE: tuple[str, ...] = (
    "{0} hat keinen Befehl {1}", "{0} hat keinen Befehl {1}; siehe /api/openapi.json", "'{0}'; erlaubt: {1}",
    "eine ganze Zahl", "eine ganze Zahl von {0} bis {1}", "{0} ist kein Exportformat; über die API erlaubt: history",
    "das ganze Register (jsonl, script) enthält die versiegelten Skripte jeder Seite; exportiere es mit 'ledger "
    "export' auf dem Rechner des Registers; über die API: format=history",
    "ein Schreibzugriff mit Cookie-Anmeldung braucht den X-CSRF-Token-Header seiner Sitzung (von /api/me)",
    "{gm} oder der Name einer Figur (ein Text)", "ein Text", "true oder false, und nur für eine Berichtigung",
    "die Nummer einer Aktion (eine ganze Zahl), nicht {0*}", "keine Kampagne {0} von dir",
    "unbekannter Abfrageparameter; erlaubt: keine (diese Route nimmt keine Abfrageparameter)",
    "unbekannter Abfrageparameter; erlaubt: {0}", "leer angegeben; gib einen Wert an oder lass den Parameter weg",
    "durch den Pfad der URL gegeben, nicht durch den Body", "unbekanntes Feld; erlaubt: {0}",
    "{0}-mal angegeben; gib es einmal an",
    "true oder false (1 oder 0)", "eine Zahl von Sekunden von 0 bis {0}", "fehlerhaftes JSON (zu tief verschachtelt)",
    "melde dich zuerst an (ein Sitzungs-Cookie oder ein Authorization: Bearer-Token)",
    "zu viele Anmeldeversuche; warte eine Minute", "unbekannter Name oder falsches Passwort",
    "dieser Anmeldelink ist unbekannt, benutzt oder abgelaufen; bitte die {gm} um einen neuen",
    "sende JSON (Content-Type: application/json), nicht {0}", "der Body ist kein wohlgeformtes JSON (Zeile {0}, Spalte {1})",
    "ein JSON-Objekt mit den Argumenten des Befehls", "fehlt", "höchstens {0} Zeichen",
    "{0} ist keine Sprache dieser Seiten; gib eine von {1} an, oder null für die Sprache des Browsers", "zu viele Beitrittsversuche; warte eine Minute",
    "ein Anfrage-Body von höchstens {0} Bytes",
    "interner Fehler; nichts wurde aufgezeichnet, außer der Verlauf zeigt es",
    "keine Route {0}; erlaubt: {1} (alle Routen: /api/openapi.json)", "keine Seite {0}",
    "{0} ist auf {1} nicht erlaubt; erlaubt: {2}", "{0} berechnet noch keine Wahrscheinlichkeiten",
    'eine Liste der späteren Aktionen, die mitberichtigt werden, jede {"action": N, ARG: WERT...}, nicht {0*}',
    "true oder false, nicht {0*}", "unbekanntes Feld von {0}; erlaubt: {1}",
    "Eintrag {0}: action: die Nummer einer Aktion (eine ganze Zahl), nicht {1*}", "ein Text, nicht {0*}",
    "ein Objekt der Argumente des Vorschlags mit neuen Werten, nicht {0*}", "'{0}'; die dieser Kampagne: {1}",
    "'{0}'; erlaubt: live (nur die Abschnitte Stand und Aktionen)", "fehlt; gib einen Text an",
    "{0}-mal in einem Objekt angegeben; gib es einmal an",
    "{0} ist keine Referenzliste oder Abfrage dieser Kampagne; erlaubt: {1}",
    "gib nur eines von as_of, session und scene an", "start gehört zu session=N oder scene=N",
    "true oder false",
    "fehlt; gib eine von {0} an, oder null für die Sprache des Browsers",
    "leer angegeben; gib eine von {0} an, oder null für die Sprache des Browsers",
    "Angabe fehlt; erlaubt: {0}", "Angabe fehlt; gerade ist keiner erlaubt", "ein JSON-Objekt mit {0}",
    "nicht dein aktuelles Passwort; nichts wurde geändert",
    "die zwei neuen Passwörter stimmen nicht überein; gib zweimal dasselbe ein",
    "ein Passwort wird angemeldet mit Passwort oder Link geändert, nicht mit einem API-Token",
    "das neue Passwort ist das aktuelle; wähle ein anderes",
)

#: A JSON value's kind (``ledger.inputs.json_kind``) inside a ``{0*}`` place, in each language.
KINDS: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("a number with a decimal point", "un número con punto decimal"), ("a fraction", "una fracción"),
           ("a text", "un texto"), ("a number", "un número"), ("a list", "una lista"), ("a mapping", "un objeto"),
           ("that", "eso")),
    "it": (("a number with a decimal point", "un numero con la virgola"), ("a fraction", "una frazione"),
           ("a text", "un testo"), ("a number", "un numero"), ("a list", "una lista"), ("a mapping", "un oggetto"),
           ("that", "quello")),
    "de": (("a number with a decimal point", "eine Zahl mit Dezimalpunkt"), ("a fraction", "ein Bruch"),
           ("a text", "ein Text"), ("a number", "eine Zahl"), ("a list", "eine Liste"), ("a mapping", "ein Objekt"),
           ("that", "das")),
}
_ROWS = {"es": ES, "it": IT, "de": DE}

#: A body's field given null where a value is required (``ledger.web.request_body.null_given``): what it takes (said
#: again by the table: ``a whole number from 1 to 6``) or the values allowed (as sent), and "not null".
NULL_GIVEN = {"es": ("uno de: {values}, no null", "{reason}, no null"),
              "it": ("uno tra: {values}, non null", "{reason}, non null"),
              "de": ("eines von: {values}, nicht null", "{reason}, nicht null")}
assert all(len(rows) == len(ENGLISH) for rows in _ROWS.values()), "one translation per English row"


@functools.cache
def table(lang: str, gm: str) -> Phrases | None:
    """``lang``'s table of the server's refusals (and a body's type refusals: ``rules.body_frames``), ``gm`` the
    word for the GM; None for English (or another)."""
    rows = _ROWS.get(lang)
    if rows is None:
        return None
    from rules import body_frames

    values, reason = NULL_GIVEN[lang]
    return Phrases(whole=((r"one of: (?P<values>.+), not null", values), (r"(?P<reason>.+), not null", reason)),
                   templates=(*((en, tr.replace("{gm}", gm)) for en, tr in zip(ENGLISH, rows)),
                              *body_frames.rows(lang)),
                   parts=words((*body_frames.KINDS[lang], *KINDS[lang])), lang=lang)


def said(lang: str, message: str, gm: str = "GM") -> str | None:
    """``message`` (a refusal the server raised, English) in ``lang`` when one of this table's rows takes it whole,
    else None; a ``{0*}`` place said by the same table (``a whole number from 1 to 6, not null``). In German a kind
    negated reads with ``kein`` (``eine Liste, kein Text``: ``negated``)."""
    phrases = table(lang, gm)
    text = None if phrases is None else phrases.framed(message, lambda inner: phrases.say(inner, True))
    return negated(text) if text is not None and lang == "de" else text


#: German ``nicht`` before an indefinite article (``nicht ein Text``), which German says with ``kein``.
_NICHT_EIN = re.compile(r"\bnicht ein(e|en|em|er|es)?\b")


def negated(text: str) -> str:
    """German ``text`` with ``nicht ein``/``nicht eine`` ... as German negates a noun with an indefinite article:
    ``kein``/``keine`` (``eine Liste, nicht ein Text`` -> ``eine Liste, kein Text``). Source: German grammar (Duden,
    "kein" as the negation of the indefinite article)."""
    return _NICHT_EIN.sub(lambda m: "kein" + (m.group(1) or ""), text)
