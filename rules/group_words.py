"""The group commands' own interface words (``ledger people``, ``permissions``, ``proposals``, ``invite``,
``approve``, ``token``), by language; merged into ``rules.i18n.WORDS`` so that ``GameSystem.word`` finds them.

Source: README "Playing as a group" (what each command prints) and the developers' guide ("nothing under ledger/
names a system, its terms or its languages": the ledger prints English and asks the campaign's system for another
language through ``GameSystem.word``). Spanish follows seeds 000 and 004, Italian seed 002, German seed 001; a
line's ``{gm}`` is filled with the system's word for the GM by the caller (``ledger.cli.people``), ``{0}`` ...
are the values (names, numbers, codes) put in as typed.
"""

from __future__ import annotations

#: Language code -> English interface word or line (with ``{0}`` places) -> translation.
WORDS: dict[str, dict[str, str]] = {
    "es": {
        "People": "Gente", "person": "persona", "role": "rol", "characters": "personajes", "removed": "quitada",
        "Who may do what": "Quién puede hacer qué", "rule": "regla", "allowed": "permitidos", "meaning": "significado",
        "fixed": "fija", "Proposals": "Propuestas", "id": "id", "as": "como", "command": "orden",
        "arguments": "argumentos", "status": "estado", "pending": "pendiente", "approved": "aprobada",
        "rejected": "rechazada",
        "invitation {0} to {1} as {2}{3}, open until {4}": "invitación {0} a {1} como {2}{3}, abierta hasta {4}",
        "code: {0}": "código: {0}", "join link (on the server): {0}": "enlace para unirse (en el servidor): {0}",
        "the code is shown only now; give it to the person invited":
            "el código solo se muestra ahora; dáselo a la persona invitada",
        "decided as action {0} ({1} as {2})": "decidida como acción {0} ({1} como {2})",
        "token {0} for {1} ({2}): {3}": "token {0} para {1} ({2}): {3}",
        "the token is shown only now; keep it secret": "el token solo se muestra ahora; guárdalo en secreto",
        "token {0} of {1} revoked": "token {0} de {1} revocado", "(revoked)": "(revocado)",
    },
    "it": {
        "People": "Persone", "person": "persona", "role": "ruolo", "characters": "personaggi", "removed": "rimossa",
        "Who may do what": "Chi può fare cosa", "rule": "regola", "allowed": "ammessi", "meaning": "significato",
        "fixed": "fissa", "Proposals": "Proposte", "id": "id", "as": "come", "command": "comando",
        "arguments": "argomenti", "status": "stato", "pending": "in attesa", "approved": "approvata",
        "rejected": "rifiutata",
        "invitation {0} to {1} as {2}{3}, open until {4}": "invito {0} a {1} come {2}{3}, aperto fino al {4}",
        "code: {0}": "codice: {0}", "join link (on the server): {0}": "link per unirsi (sul server): {0}",
        "the code is shown only now; give it to the person invited":
            "il codice si vede solo ora; dallo alla persona invitata",
        "decided as action {0} ({1} as {2})": "decisa come azione {0} ({1} come {2})",
        "token {0} for {1} ({2}): {3}": "token {0} per {1} ({2}): {3}",
        "the token is shown only now; keep it secret": "il token si vede solo ora; tienilo segreto",
        "token {0} of {1} revoked": "token {0} di {1} revocato", "(revoked)": "(revocato)",
    },
    "de": {
        "People": "Leute", "person": "Person", "role": "Rolle", "characters": "Figuren", "removed": "entfernt",
        "Who may do what": "Wer was darf", "rule": "Regel", "allowed": "erlaubt", "meaning": "Bedeutung",
        "fixed": "fest", "Proposals": "Vorschläge", "id": "ID", "as": "als", "command": "Befehl",
        "arguments": "Argumente", "status": "Stand", "pending": "offen", "approved": "freigegeben",
        "rejected": "abgelehnt",
        "invitation {0} to {1} as {2}{3}, open until {4}": "Einladung {0} zu {1} als {2}{3}, offen bis {4}",
        "code: {0}": "Code: {0}", "join link (on the server): {0}": "Beitrittslink (auf dem Server): {0}",
        "the code is shown only now; give it to the person invited":
            "der Code wird nur jetzt gezeigt; gib ihn der eingeladenen Person",
        "decided as action {0} ({1} as {2})": "entschieden als Aktion {0} ({1} als {2})",
        "token {0} for {1} ({2}): {3}": "Token {0} für {1} ({2}): {3}",
        "the token is shown only now; keep it secret": "das Token wird nur jetzt gezeigt; halte es geheim",
        "token {0} of {1} revoked": "Token {0} von {1} widerrufen", "(revoked)": "(widerrufen)",
    },
}
