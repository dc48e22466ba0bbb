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


def language_part(code: str) -> str:
    """The language part of a language code as people and locales write it: ``es``, ``ES``, ``es_ES.UTF-8``,
    ``de-AT``, ``de_DE@euro`` -> ``es``/``de`` (lower case, the region, encoding and modifier left out); a blank
    code gives ``""``. Source: POSIX locale names (``language[_territory][.codeset][@modifier]``) and BCP 47 tags
    (``language-region``), the forms ``LEDGER_LANG`` and ``--lang`` are given in."""
    text = str(code).strip().lower()
    return text.split("@")[0].split(".")[0].replace("-", "_").split("_")[0]


def gm_filled(text: str, lang: str, gm: str | None = None) -> str:
    """``text`` (a frame in ``lang``) with each ``{gm}`` filled by ``gm``, the campaign system's word for the GM
    (``GameSystem.word("GM", lang)``: seed 000's "Narrador"), or, None, by the word every system of ``lang`` shares
    (``WORDS[lang]["GM"]``: seed 004's "DJ"; "GM" in a language without one). Source: README "Using the ledger"."""
    return text.replace("{gm}", gm or WORDS.get(lang, {}).get("GM", "GM")) if "{gm}" in text else text


def prefer(code: str | None) -> None:
    """Remember the preferred display language: a code such as ``es``, ``ES``, ``es_ES.UTF-8`` or ``de-AT``
    (its language part, ``language_part``); None or blank forgets it."""
    PREFERRED["lang"] = language_part(code or "") or None

#: Language code -> English interface word -> translation.
WORDS: dict[str, dict[str, str]] = {
    "es": {
        "CampaignCreated": "Campaña creada", "Corrected": "Corrección",
        "InvitationIssued": "Invitación enviada", "InvitationWithdrawn": "Invitación retirada", "InvitationAccepted": "Invitación aceptada", "RoleGranted": "Papel dado", "RoleRemoved": "Papel quitado", "PermissionSet": "Permiso fijado", "OptionSet": "Opción fijada", "ProposalMade": "Propuesta hecha", "ProposalApproved": "Propuesta aprobada", "ProposalRejected": "Propuesta rechazada", "NoteRecorded": "Nota anotada", "approval off": "ninguna", "approval players": "acciones de los jugadores", "approval all-but-gm": "todo menos el {gm}",   # the ledger's own event kinds
        "number": "número",   # a session's or scene's number in an event's plain line
        "Recap": "Resumen", "private": "privado", "recap of": "resumen de", "private recap of": "resumen privado de",
        "no action matches these filters": "ninguna acción cumple estos filtros",
        "History": "Historial", "time": "hora", "actor": "actor", "action": "acción", "what changed": "cambios",
        "why": "por qué", "created": "creación", "yes": "sí", "no": "no", "Sheet": "Hoja", "field": "campo",
        "value": "valor", "by": "de", "vs": "contra", "physical": "dados físicos", "post-roll": "tras la tirada",
        "picks": "opciones", "total": "total", "session": "sesión", "scene": "escena", "no scene yet": "aún sin escena", "as of action": "en la acción", "start of": "inicio de",
        "end of": "fin de", "still running": "en curso", "undone": "deshecha",
        "amended": "corregida", "reason": "motivo", "campaign": "campaña", "Arc": "Arco", "start": "inicio",
        "not started": "sin empezar", "running": "en curso", "ending": "terminando", "ended": "terminada",
        "open": "abierta", "closed": "cerrada", "NPC": "PNJ", "adult": "adulto", "when": "cuándo",
        "before": "antes", "after": "después", "cause": "causa", "who": "quién", "command": "orden",
        "session number": "número de sesión", "scene number": "número de escena", "rules": "reglas",
        # the chronicle (ledger chronicle)
        "Chronicle": "Crónica", "Contents": "Índice", "Cast": "Reparto", "Session": "Sesión", "Scene": "Escena",
        "Before the first session": "Antes de la primera sesión", "rolls": "tiradas", "actions": "acciones",
        "undone actions": "deshechas", "amended actions": "corregidas",   # the chronicle's counts (of actions)
        "sessions": "sesiones", "undone by": "deshecha por", "corrected by": "corregida por",
        "corrected": "corregidas", "edited": "editada", "title": "título", "recap": "resumen", "now": "ahora", "dice": "dados", "face": "cara", "die {0}": "dado {0}", "(action {0})": "(acción {0})", "(got {0})": "(dado: {0})", "(got {0}, {1} characters)": "(dado: {0}, {1} caracteres)",
        # the keys every system records on a roll or a recap, as a correction names them
        "dice source": "dados de", "roller": "tira", "of": "de", "options": "opciones", "critical": "crítico", "kept": "conservados", "no chart": "sin gráfico",
        "changed": "cambios", "changed (sealed)": "cambiada (sellada)", "undo": "deshacer", "redo": "rehacer", "amend": "corregir",
        "also undone": "también deshechas", "also redone": "también rehechas", "also corrected": "también corregidas",
        "reordered": "reordenada", "roll": "tirada", "of action": "de la acción", "redone": "rehecha",
        "was": "antes", "no longer": "ya no", "seed chosen by a GM": "semilla elegida por un {gm}",
        # what an undo, redo or amend printed (ledger undo)
        "dry run (nothing recorded)": "simulación (nada registrado)",
        "Exported from the ledger on {when}: the actions in force, with their corrections applied.":
            "Exportado del registro el {when}: las acciones en vigor, con sus correcciones aplicadas.", "and {n} more after them": "y {n} más tras ellas",
        "and {n} more after them whose outcome would change": "y {n} más tras ellas cuyo resultado cambiaría",
        "and {n} more after them, undone too": "y {n} más tras ellas, también deshechas", "unchanged": "sin cambios",
        "would be refused (correct them with --and N ARGUMENTS, or --cascade undoes them)":
            "serían rechazadas (corrígelas con --and N ARGUMENTOS, o --cascade las deshace)",
        "would be refused (tick “cascade” to undo them too)": "serían rechazadas (marca «En cascada» para deshacerlas también)",
        "would be refused (correct them in \"and\", or \"cascade\": true undoes them)":
            "serían rechazadas (corrígelas en \"and\", o \"cascade\": true las deshace)",
        "would be undone": "se desharían", "would be redone": "se reharían",
        "records different changes": "registra cambios distintos",
        "undo of action": "deshacer la acción", "undo everything after action": "deshacer todo lo posterior a la acción", "redo of action": "rehacer la acción", "amend of action": "corregir la acción",
        # the event kinds every system records (``ledger arc``; the system's own in rules/<system>/kinds.py)
        "CharacterCreated": "Personaje creado", "MoveRolled": "Movimiento tirado", "RollResolved": "Tirada resuelta",
        "SceneStarted": "Escena empezada", "SceneEnded": "Escena terminada", "SessionStarted": "Sesión empezada",
        "SessionEnded": "Sesión terminada", "SessionEnding": "Sesión terminando", "RecapWritten": "Resumen escrito",
        "NarrativeOutcome": "Resultado narrativo", "OptionsChosen": "Opciones elegidas",
        # the history's filters and marks (the web history page)
        "character": "personaje", "kind": "tipo", "since": "desde", "until": "hasta", "amended by": "corregida por",
        # the group's commands as the history names them (ledger.group)
        "approve": "aprobar", "grant": "conceder rol", "invite": "invitar", "join": "unirse", "note": "nota",
        "option": "opción", "permit": "permiso", "propose": "proponer", "reject": "denegar", "remove": "quitar",
        "release": "liberar personajes",
        "withdraw": "retirar invitación",
        # the group's lines in the history (ledger.group.words: frames, user text in the places)
        " (by {0})": " (por {0})", " of {0}": " de {0}", "invitation {0}: {1}{2}, until {3}{4}":
            "invitación {0}: {1}{2}, hasta {3}{4}", "invitation {0} withdrawn{1}": "invitación {0} retirada{1}",
        "{0} joined as {1}{2}": "{0} se unió como {1}{2}", "{0} is {1}{2}{3}": "{0} es {1}{2}{3}",
        "{0} has no account yet: seated ahead of sign-up (ledger account add {0})": "{0} aún no tiene cuenta: sentado antes de registrarse (ledger account add {0})",
        "{0} removed{1}": "{0} quitado{1}", "permission {0} = {1}{2}": "permiso {0} = {1}{2}",
        "GM approval: {0}{1}": "aprobación del {gm}: {0}{1}", "campaign language: {0}{1}": "idioma de la campaña: {0}{1}", "proposal {0}: {1} as {2}{3}": "propuesta {0}: {1} como {2}{3}",
        "proposal {0} approved as action {1}{2}": "propuesta {0} aprobada como acción {1}{2}",
        "proposal {0} rejected: {1}{2}": "propuesta {0} denegada: {1}{2}", "note: {0}": "nota: {0}",
        "private note: {0}": "nota privada: {0}", "gm": "{gm}", "player": "jugador", "viewer": "espectador",
        "GM": "DJ",            # who acts (``--as GM``) as the tables write it: seed 004 "el DJ" (a system names
        # the GM otherwise in its own words: Masks' "Narrador", seed 000; a frame here says ``{gm}`` for the GM)
    },
    "de": {   # the chronicle's words (the rest of the German interface is MOSAIC's own)
        "no action matches these filters": "keine Aktion passt zu diesen Filtern",
        "CampaignCreated": "Kampagne angelegt", "Corrected": "Berichtigung",
        "InvitationIssued": "Einladung verschickt", "InvitationWithdrawn": "Einladung zurückgezogen", "InvitationAccepted": "Einladung angenommen", "RoleGranted": "Rolle vergeben", "RoleRemoved": "Rolle entzogen", "PermissionSet": "Recht gesetzt", "OptionSet": "Option gesetzt", "ProposalMade": "Vorschlag gemacht", "ProposalApproved": "Vorschlag angenommen", "ProposalRejected": "Vorschlag abgelehnt", "NoteRecorded": "Notiz festgehalten", "approval off": "keine", "approval players": "Aktionen der Spieler", "approval all-but-gm": "alles außer der {gm}",   # the ledger's own event kinds
        "number": "Nummer",   # a session's or scene's number in an event's plain line
        "Recap": "Rückblick", "private": "privat", "recap of": "Rückblick auf", "private recap of": "privater Rückblick auf",
        "Chronicle": "Chronik", "Contents": "Inhalt", "Cast": "Besetzung", "Session": "Sitzung", "Scene": "Szene",
        "Before the first session": "Vor der ersten Sitzung", "rolls": "Würfe", "actions": "Aktionen",
        "undone actions": "rückgängig", "amended actions": "berichtigt",
        "sessions": "Sitzungen", "undone by": "rückgängig gemacht durch", "corrected by": "berichtigt durch",
        "corrected": "berichtigt", "edited": "geändert", "title": "Titel", "recap": "Rückblick", "seed chosen by a GM": "Saat von einer {gm} gewählt", "now": "jetzt", "dice": "Würfel", "face": "Augenzahl", "die {0}": "{0}. Würfel", "(action {0})": "(Aktion {0})", "(got {0})": "(angegeben: {0})", "(got {0}, {1} characters)": "(angegeben: {0}, {1} Zeichen)",
        # the keys every system records on a roll or a recap, as a correction names them
        "dice source": "Würfel von", "roller": "würfelt", "of": "von", "options": "Optionen", "critical": "kritisch", "kept": "behalten", "no chart": "kein Diagramm",
        "changed": "geändert", "changed (sealed)": "geändert (versiegelt)", "undo": "rückgängig", "redo": "wiederholen", "amend": "berichtigen",
        "also undone": "auch rückgängig", "also redone": "auch wiederholt", "also corrected": "auch berichtigt",
        "picks": "Wahl", "Arc": "Entwicklung",
        # the ledger's words for the session and scene every system keeps
        "session": "Sitzung", "scene": "Szene", "no scene yet": "noch keine Szene", "as of action": "Stand nach Aktion",
        "start of": "Beginn von", "end of": "Ende von", "still running": "läuft noch", "session number": "Sitzungsnummer", "scene number": "Szenennummer",
        "rules": "Regeln", "campaign": "Kampagne",
        "not started": "nicht begonnen", "running": "läuft", "ending": "endet", "ended": "beendet", "open": "offen",
        "closed": "geschlossen", "action": "Aktion", "why": "warum", "undone": "rückgängig", "amended": "berichtigt",
        "reordered": "umgeordnet", "of action": "der Aktion", "redone": "wiederholt",
        "was": "vorher", "no longer": "nicht mehr", "total": "Summe",
        "dry run (nothing recorded)": "Probelauf (nichts aufgezeichnet)",
        "Exported from the ledger on {when}: the actions in force, with their corrections applied.":
            "Aus dem Register exportiert am {when}: die geltenden Aktionen, mit ihren Berichtigungen.", "and {n} more after them": "und {n} weitere danach",
        "and {n} more after them whose outcome would change": "und {n} weitere danach, deren Ergebnis sich ändern würde",
        "and {n} more after them, undone too": "und {n} weitere danach, ebenfalls rückgängig gemacht", "unchanged": "unverändert",
        "would be refused (correct them with --and N ARGUMENTS, or --cascade undoes them)":
            "würden abgelehnt (berichtige sie mit --and N ARGUMENTE, oder --cascade macht sie rückgängig)",
        "would be refused (tick “cascade” to undo them too)": "würden abgelehnt (kreuze „Mit Folgen“ an, um sie mit rückgängig zu machen)",
        "would be refused (correct them in \"and\", or \"cascade\": true undoes them)":
            "würden abgelehnt (berichtige sie in \"and\", oder \"cascade\": true macht sie rückgängig)",
        "would be undone": "würden rückgängig gemacht", "would be redone": "würden wiederholt",
        "records different changes": "zeichnet andere Änderungen auf",
        "undo of action": "Rückgängigmachen von Aktion", "undo everything after action": "Rückgängigmachen von allem nach Aktion", "redo of action": "Wiederholen von Aktion",
        "amend of action": "Berichtigung von Aktion",
        "CharacterCreated": "Figur angelegt", "MoveRolled": "Zug gewürfelt", "RollResolved": "Wurf abgehandelt",
        "SceneStarted": "Szene begonnen", "SceneEnded": "Szene beendet", "SessionStarted": "Sitzung begonnen",
        "SessionEnded": "Sitzung beendet", "SessionEnding": "Sitzung endet", "RecapWritten": "Rückblick geschrieben",
        "NarrativeOutcome": "Erzählerisches Ergebnis", "OptionsChosen": "Optionen gewählt",
        "character": "Figur", "kind": "Art", "since": "seit", "until": "bis", "amended by": "berichtigt durch",
        "actor": "Handelnde",
        "approve": "annehmen", "grant": "Rolle geben", "invite": "einladen", "join": "beitreten", "note": "Notiz",
        "option": "Option", "permit": "Recht", "propose": "vorschlagen", "reject": "ablehnen", "remove": "entfernen",
        "release": "Figuren freigeben",
        "withdraw": "Einladung zurückziehen",
        " (by {0})": " (von {0})", " of {0}": " von {0}", "invitation {0}: {1}{2}, until {3}{4}":
            "Einladung {0}: {1}{2}, bis {3}{4}", "invitation {0} withdrawn{1}": "Einladung {0} zurückgezogen{1}",
        "{0} joined as {1}{2}": "{0} ist als {1}{2} beigetreten", "{0} is {1}{2}{3}": "{0} ist {1}{2}{3}",
        "{0} has no account yet: seated ahead of sign-up (ledger account add {0})": "{0} hat noch kein Konto: vor der Anmeldung an den Tisch gesetzt (ledger account add {0})",
        "{0} removed{1}": "{0} entfernt{1}", "permission {0} = {1}{2}": "Recht {0} = {1}{2}",
        "GM approval: {0}{1}": "Freigabe durch die {gm}: {0}{1}", "campaign language: {0}{1}": "Sprache der Kampagne: {0}{1}", "proposal {0}: {1} as {2}{3}": "Vorschlag {0}: {1} als {2}{3}",
        "proposal {0} approved as action {1}{2}": "Vorschlag {0} als Aktion {1} angenommen{2}",
        "proposal {0} rejected: {1}{2}": "Vorschlag {0} abgelehnt: {1}{2}", "note: {0}": "Notiz: {0}",
        "private note: {0}": "private Notiz: {0}", "gm": "{gm}", "player": "Spieler", "viewer": "Zuschauer",
        "GM": "SL",            # who acts (``--as GM``): seed 001's Spielleitung
    },
    "it": {   # the chronicle's words (the rest of the Italian interface is Pokémon Noir's own)
        "no action matches these filters": "nessuna azione corrisponde a questi filtri",
        "CampaignCreated": "Campagna creata", "Corrected": "Correzione",
        "InvitationIssued": "Invito inviato", "InvitationWithdrawn": "Invito ritirato", "InvitationAccepted": "Invito accettato", "RoleGranted": "Ruolo assegnato", "RoleRemoved": "Ruolo tolto", "PermissionSet": "Permesso impostato", "OptionSet": "Opzione impostata", "ProposalMade": "Proposta fatta", "ProposalApproved": "Proposta approvata", "ProposalRejected": "Proposta respinta", "NoteRecorded": "Nota registrata", "approval off": "nessuna", "approval players": "azioni dei giocatori", "approval all-but-gm": "tutto tranne il {gm}",   # the ledger's own event kinds
        "number": "numero",   # a session's or scene's number in an event's plain line
        "Recap": "Riassunto", "private": "privato", "recap of": "riassunto di", "private recap of": "riassunto privato di",
        "Chronicle": "Cronaca", "Contents": "Indice", "Cast": "Personaggi", "Session": "Sessione", "Scene": "Scena",
        "Before the first session": "Prima della prima sessione", "rolls": "tiri", "actions": "azioni",
        "undone actions": "annullate", "amended actions": "corrette",
        "sessions": "sessioni", "undone by": "annullata da", "corrected by": "corretta da",
        "corrected": "corrette", "edited": "modificata", "title": "titolo", "recap": "riassunto", "seed chosen by a GM": "seme scelto da un {gm}", "now": "ora", "dice": "dadi", "face": "faccia", "die {0}": "dado {0}", "(action {0})": "(azione {0})", "(got {0})": "(dato: {0})", "(got {0}, {1} characters)": "(dato: {0}, {1} caratteri)",
        # the keys every system records on a roll or a recap, as a correction names them
        "dice source": "dadi da", "roller": "chi tira", "of": "di", "options": "opzioni", "critical": "critico", "kept": "tenuti", "no chart": "nessun grafico",
        "changed": "cambiato", "changed (sealed)": "cambiato (sigillato)", "undo": "annulla", "redo": "ripristina", "amend": "correggi",
        "also undone": "annullate anche", "also redone": "ripristinate anche", "also corrected": "corrette anche",
        "picks": "scelte",
        # the ledger's words for the session and scene every system keeps
        "session": "sessione", "scene": "scena", "no scene yet": "ancora nessuna scena", "as of action": "all'azione",
        "start of": "inizio di", "end of": "fine di", "still running": "in corso", "session number": "numero di sessione", "scene number": "numero di scena",
        "rules": "regole", "campaign": "campagna",
        "not started": "non iniziata", "running": "in corso", "ending": "in chiusura", "ended": "conclusa",
        "open": "aperta", "closed": "chiusa", "action": "azione", "reordered": "riordinata",
        "of action": "dell'azione", "undone": "annullata", "redone": "ripristinata", "amended": "corretta",
        "was": "prima", "no longer": "non più", "total": "totale",
        "dry run (nothing recorded)": "prova (niente registrato)",
        "Exported from the ledger on {when}: the actions in force, with their corrections applied.":
            "Esportato dal registro il {when}: le azioni in vigore, con le loro correzioni applicate.", "and {n} more after them": "e altre {n} dopo di esse",
        "and {n} more after them whose outcome would change": "e altre {n} dopo di esse il cui esito cambierebbe",
        "and {n} more after them, undone too": "e altre {n} dopo di esse, annullate anch'esse", "unchanged": "invariata",
        "would be refused (correct them with --and N ARGUMENTS, or --cascade undoes them)":
            "sarebbero rifiutate (correggile con --and N ARGOMENTI, o --cascade le annulla)",
        "would be refused (tick “cascade” to undo them too)": "sarebbero rifiutate (spunta «A cascata» per annullare anche loro)",
        "would be refused (correct them in \"and\", or \"cascade\": true undoes them)":
            "sarebbero rifiutate (correggile in \"and\", o \"cascade\": true le annulla)",
        "would be undone": "sarebbero annullate", "would be redone": "sarebbero ripristinate",
        "records different changes": "registra cambiamenti diversi", "why": "perché",
        "undo of action": "annullamento dell'azione", "undo everything after action": "annullamento di tutto ciò che segue l'azione", "redo of action": "ripristino dell'azione",
        "amend of action": "correzione dell'azione",
        "CharacterCreated": "Personaggio creato", "MoveRolled": "Mossa tirata", "RollResolved": "Tiro risolto",
        "SceneStarted": "Scena iniziata", "SceneEnded": "Scena conclusa", "SessionStarted": "Sessione iniziata",
        "SessionEnded": "Sessione conclusa", "SessionEnding": "Sessione in chiusura", "RecapWritten": "Riassunto scritto",
        "NarrativeOutcome": "Esito narrativo", "OptionsChosen": "Opzioni scelte",
        "character": "personaggio", "kind": "tipo", "since": "dal", "until": "fino al", "amended by": "corretta da",
        "actor": "chi",
        "approve": "approva", "grant": "assegna ruolo", "invite": "invita", "join": "unisciti", "note": "nota",
        "option": "opzione", "permit": "permesso", "propose": "proponi", "reject": "rifiuta", "remove": "rimuovi",
        "release": "libera personaggi",
        "withdraw": "ritira invito",
        " (by {0})": " (da {0})", " of {0}": " di {0}", "invitation {0}: {1}{2}, until {3}{4}":
            "invito {0}: {1}{2}, fino al {3}{4}", "invitation {0} withdrawn{1}": "invito {0} ritirato{1}",
        "{0} joined as {1}{2}": "{0} si è unito come {1}{2}", "{0} is {1}{2}{3}": "{0} è {1}{2}{3}",
        "{0} has no account yet: seated ahead of sign-up (ledger account add {0})": "{0} non ha ancora un account: messo al tavolo prima della registrazione (ledger account add {0})",
        "{0} removed{1}": "{0} rimosso{1}", "permission {0} = {1}{2}": "permesso {0} = {1}{2}",
        "GM approval: {0}{1}": "approvazione del {gm}: {0}{1}", "campaign language: {0}{1}": "lingua della campagna: {0}{1}", "proposal {0}: {1} as {2}{3}": "proposta {0}: {1} come {2}{3}",
        "proposal {0} approved as action {1}{2}": "proposta {0} approvata come azione {1}{2}",
        "proposal {0} rejected: {1}{2}": "proposta {0} rifiutata: {1}{2}", "note: {0}": "nota: {0}",
        "private note: {0}": "nota privata: {0}", "gm": "{gm}", "player": "giocatore", "viewer": "spettatore",
    },
}


def _with_group_words() -> None:
    """Add the group commands' words (``rules.group_words``) to ``WORDS``; a word already here wins."""
    from rules.group_words import WORDS as GROUP

    for code, group_words in GROUP.items():
        WORDS[code] = {**group_words, **WORDS.get(code, {})}


_with_group_words()
