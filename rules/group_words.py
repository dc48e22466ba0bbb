"""The group commands' own interface words (``ledger people``, ``permissions``, ``proposals``, ``invite``,
``approve``, ``token``), by language; merged into ``rules.i18n.WORDS`` so that ``GameSystem.word`` finds them.

Source: README "Playing as a group" (what each command prints) and the developers' guide ("nothing under ledger/
names a system, its terms or its languages": the ledger prints English and asks the campaign's system for another
language through ``GameSystem.word``). Spanish follows seeds 000 and 004, Italian seed 002, German seed 001; a
line's ``{gm}`` is filled with the system's word for the GM by the caller (``ledger.cli.people``), ``{0}`` ...
are the values (names, numbers, codes) put in as typed.
"""

from __future__ import annotations

#: The English words and lines the group commands print, one a row; each language's below, row for row.
ENGLISH: tuple[str, ...] = (
    "People", "person", "role", "characters", "removed", "Who may do what", "rule", "allowed", "meaning", "fixed",
    "Proposals", "id", "as", "command", "arguments", "status", "pending", "approved", "rejected",
    "invitation {0} to {1} as {2}{3}, open until {4}", "code: {0}", "join link (on the server): {0}",
    "the code is shown only now; give it to the person invited", "decided as action {0} ({1} as {2})",
    "token {0} for {1} ({2}): {3}", "the token is shown only now; keep it secret", "token {0} of {1} revoked",
    "(revoked)", "account {0} opened", "one-time sign-in link (valid {0} min, on the server): /sign-in/{1}",
    "password", "password (again)", "password of {0} changed; every session of {0} is signed out",
    "language of {0}: {1}", "language of {0}: none (the campaign's when its group chose one, else the browser's)",
    # the GM's group commands without an event word of their own (a refusal names them, the history the language's)
    "approval", "permissions", "language",
    # the labels of the GM's commands ``ledger permissions`` lists (``ledger.group.permissions.listed_in``)
    "running the table", "rulings",
)

#: Language code -> its translation of each ``ENGLISH`` row.
_ROWS: dict[str, tuple[str, ...]] = {
    "es": (
        "Gente", "persona", "rol", "personajes", "quitada", "Quién puede hacer qué", "regla", "permitidos",
        "significado", "fija", "Propuestas", "id", "como", "orden", "argumentos", "estado", "pendiente", "aprobada",
        "rechazada", "invitación {0} a {1} como {2}{3}, abierta hasta {4}", "código: {0}",
        "enlace para unirse (en el servidor): {0}", "el código solo se muestra ahora; dáselo a la persona invitada",
        "decidida como acción {0} ({1} como {2})", "token {0} para {1} ({2}): {3}",
        "el token solo se muestra ahora; guárdalo en secreto", "token {0} de {1} revocado", "(revocado)",
        "cuenta {0} abierta", "enlace de entrada de un solo uso (válido {0} min, en el servidor): /sign-in/{1}",
        "contraseña", "contraseña (otra vez)", "contraseña de {0} cambiada; toda sesión de {0} queda cerrada",
        "idioma de {0}: {1}", "idioma de {0}: ninguno (el de la campaña si su grupo eligió uno, si no el del navegador)",
        "aprobación", "permisos", "idioma", "dirigir la mesa", "decisiones",
    ),
    "it": (
        "Persone", "persona", "ruolo", "personaggi", "rimossa", "Chi può fare cosa", "regola", "ammessi", "significato",
        "fissa", "Proposte", "id", "come", "comando", "argomenti", "stato", "in attesa", "approvata", "rifiutata",
        "invito {0} a {1} come {2}{3}, aperto fino al {4}", "codice: {0}", "link per unirsi (sul server): {0}",
        "il codice si vede solo ora; dallo alla persona invitata", "decisa come azione {0} ({1} come {2})",
        "token {0} per {1} ({2}): {3}", "il token si vede solo ora; tienilo segreto", "token {0} di {1} revocato",
        "(revocato)", "account {0} aperto", "link di accesso monouso (valido {0} min, sul server): /sign-in/{1}",
        "password", "password (di nuovo)", "password di {0} cambiata; ogni sessione di {0} è chiusa",
        "lingua di {0}: {1}", "lingua di {0}: nessuna (quella della campagna se il suo gruppo ne ha scelta una, altrimenti quella del browser)",
        "approvazione", "permessi", "lingua", "gestione del tavolo", "decisioni",
    ),
    "de": (
        "Leute", "Person", "Rolle", "Figuren", "entfernt", "Wer was darf", "Regel", "erlaubt", "Bedeutung", "fest",
        "Vorschläge", "ID", "als", "Befehl", "Argumente", "Stand", "offen", "freigegeben", "abgelehnt",
        "Einladung {0} zu {1} als {2}{3}, offen bis {4}", "Code: {0}", "Beitrittslink (auf dem Server): {0}",
        "der Code wird nur jetzt gezeigt; gib ihn der eingeladenen Person", "entschieden als Aktion {0} ({1} als {2})",
        "Token {0} für {1} ({2}): {3}", "das Token wird nur jetzt gezeigt; halte es geheim",
        "Token {0} von {1} widerrufen", "(widerrufen)", "Konto {0} eröffnet",
        "Einmal-Anmeldelink ({0} Min. gültig, auf dem Server): /sign-in/{1}", "Passwort",
        "Passwort (noch einmal)", "Passwort von {0} geändert; jede Sitzung von {0} ist abgemeldet",
        "Sprache von {0}: {1}", "Sprache von {0}: keine (die der Kampagne, wenn ihre Gruppe eine gewählt hat, sonst die des Browsers)",
        "Freigabe", "Rechte", "Sprache", "den Tisch leiten", "Entscheidungen",
    ),
}
assert all(len(rows) == len(ENGLISH) for rows in _ROWS.values()), "one translation per English row"

#: Language code -> English interface word or line (with ``{0}`` places) -> translation.
WORDS: dict[str, dict[str, str]] = {code: dict(zip(ENGLISH, rows)) for code, rows in _ROWS.items()}
