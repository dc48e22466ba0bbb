"""The rows of the group's refusals: each English sentence the group raises (who may do what, invitations,
people, roles, proposals, accounts and tokens, what a correction may not do to the table) and its Spanish, Italian
and German, one row per English row, read by ``rules.group_frames``.

Source: the modules whose English they rewrite: ``ledger.group.permissions``, ``ledger.group.table``,
``ledger.group.seating``, ``ledger.service.acting``, ``ledger.service.archiving``, ``ledger.service.proposals``,
``ledger.service.table``, ``ledger.service.invitations`` and ``ledger.service.accounts``. Spanish follows seed
000's and 004's Spanish, Italian seed 002's, German seed 001's forum German; ``{gm}`` is the system's word for the
GM. Names, numbers, commands and option values stay as typed.
"""

from __future__ import annotations

#: The English a group refusal is raised in, one template a row (``rules.refusals``: ``{0}`` a value; a translation's
#: ``{0*}`` is a value that is itself English the table words). The rules' sentences come first (exact).
ENGLISH: tuple[str, ...] = (
    "players act as their own characters", "players act as any character",
    "a player may undo their own last action while its scene is open, nothing else", "players correct nothing",
    "a GM may act as anyone and correct anything", "a viewer reads", "only the campaign's people act in it",
    "only a GM runs the table (invitations, people, permissions, approval, proposals, private notes)",
    "only a GM gives the commands that run the table (sessions, scenes, turns, new characters, starting and "
    "revealing conflicts)",
    "a player's action changes no other player's character",
    "only a GM chooses a roll's seed; a player types in physical dice or lets the ledger draw them",
    "only a GM runs the table (invitations, people, permissions, approval, proposals)",
    # who may do what (ledger.group.permissions, ledger.service.acting, ledger.service.archiving)
    "{0} is not one of this campaign's people", "{0} is a viewer here", "{0} plays {1}, not the GM",
    "{0} plays {1}, not {2}", "no character", "{0} is a player, not a GM; {1} runs the table",
    "{0} may not give {1}; give the dice rolled (dice) or leave both out for dice the ledger draws",
    "this would change {0}, whom {1} plays", "{0} may not {1} here",
    "{0} is a player, not a GM; {1} is the GM's", "{0} is a viewer, not a GM; {1} is the GM's",
    "{0} is not one of this campaign’s people, not a GM; {1} is the GM's",
    "{0} has no action to undo", "{0}'s last action ({1}) is undone already; no earlier one is theirs to undo",
    "action {0} is not {1}'s last action (theirs: {2})", "the scene of action {0} is closed",
    "{0} may undo one action of theirs (give its number)",
    "{0} may export the history they see (--format history), not the whole record",
    # the table's own inputs (ledger.group.table, ledger.service.table, ledger.service.invitations)
    "give a person's name", "a name of 1..{0} printable characters",
    "a player plays one or more characters; name them (--character NAME)",
    "only a player is bound to characters, not a {0}", "unknown character {0}; allowed: {1}",
    "{0} is not a role; allowed: {1}", "{0} is not an ISO 8601 moment", "give the moment with its time zone (UTC: Z)",
    "invitation {0} exists already", "no invitation {0} in this campaign",
    "invitation {0} was {1}; ask the GM for a new one", "invitation {0} expired at {1}; ask the GM for a new one",
    "{0} is already one of this campaign's people", "{0} already has the role {1} of {2}",
    "{0} already has the role {1}", "{0} is a {1}, not a GM; {2} is the GM's",
    "{0} is not a group command; allowed: {1}",
    "the number of the action the approval decided", "what the GM's edits changed: argument -> {before, after}",
    "a whole number", "the SHA-256 digest of the invitation code, 64 hex digits",
    "give a text", "{0} is not a text", "unknown argument of {0}; allowed: {1}", "a moment within years 1-9999 in UTC",
    "{0} is not a rule a GM sets; allowed: {1}", "{0} is not a value of {1}; allowed: {2}",
    "{0} is not an approval setting; allowed: {1}", "approval is already {0}",
    "the store's owner acts without proposals", "no proposal {0} in this campaign", "proposal {0} was {1} already",
    "proposal {0} was decided already", "proposal {0} was already {1} by {2} at {3} (action {4})",
    "the store's owner is a GM of every campaign already; join as a person", "give the invitation's code",
    "no invitation of this campaign has this code; check it, or ask the GM for a new one",
    "no pending proposal is refused by the state now; nothing to reject",
    "a time span above zero (e.g. 48h, 30m, 7d)", "{0} is not a span (48h, 30m, 7d) or an ISO 8601 moment",
    "a moment in the future",
    # accounts and tokens (ledger.service.accounts)
    "{0} names the store's owner; choose another name", "a password of {0} to {1} characters",
    "an account {0} exists already", "no account {0}", "1 to {0} characters saying what the token is for",
    "{0} has no token {1}", "token {0} is revoked already", "a number of minutes from 1 to {0}",
    # a player's characters (ledger.group.seats, ledger.group.permissions' shared-characters)
    "a character is played by one person at a time", "a character may be played by several people",
    "{0} is not a player character (the GM runs it); a player plays one of: {1}",
    "{0} is played by {1} already; remove them or grant them other characters first, or set shared-characters yes",
    "sealed until its reveal: a GM approves a side's script as proposed or rejects it with a reason, never rewrites it",
    "none was typed (the input ended); type it at the prompt, or use --link",
    "give a language or --clear, not both",
    # the last GM, a player's characters, names that would read as someone else (ledger.group.seats, names)
    "a campaign keeps a GM among its people: the last one is neither removed nor given another role",
    "{0} is the last GM of this campaign; grant another person gm first",
    "invitation {0} expired at {1}; it can no longer be used, nothing to withdraw",
    "{0} is not a player here; only a player's characters are released",
    "{0} does not play {1}; they play: {2}",
    "a player plays one or more characters; to take every one of {0}'s, remove {0} or grant another role",
    "{0} is how the GM is named ({1}); a character needs another name",
    "{0} is a person of this campaign; a character needs another name (the history finds people and characters "
    "by name)",
    "{0} is a character of this campaign; a person needs another name (the history finds people and characters "
    "by name)",
    "{0} has no account on this server; grant a role to an account's name, or invite them",
    "{0} is named more than once; name each character once", "{0} plays {1}, not the GM; name the one acting (as)",
    "the refusal the state gave the proposal: {field, message} as texts",
    "at most 366 days ahead (366d); an invitation is for someone about to join: issue another later",
    "a reason of at most {0} characters",
    "only a GM gives an argument that is the GM's ruling (the permissions list them); under approval a player "
    "proposes it and a GM decides",
    "a GM gives this (their ruling), not a player: ask a GM to give it, or to make this {0}",
)

#: Spanish (seeds 000, 004), one row per ``ENGLISH`` row, ``{gm}`` the system's word for the GM.
ES: tuple[str, ...] = (
    "los jugadores actúan como sus propios personajes", "los jugadores actúan como cualquier personaje",
    "un jugador puede deshacer su propia última acción mientras su escena sigue abierta, nada más",
    "los jugadores no corrigen nada", "un {gm} puede actuar como cualquiera y corregir cualquier cosa",
    "un espectador lee", "solo la gente de la campaña actúa en ella",
    "solo un {gm} dirige la mesa (invitaciones, gente, permisos, aprobación, propuestas, notas privadas)",
    "solo un {gm} da las órdenes que dirigen la mesa (sesiones, escenas, turnos, personajes nuevos, empezar y "
    "revelar conflictos)",
    "la acción de un jugador no cambia el personaje de otro jugador",
    "solo un {gm} elige la semilla de una tirada; un jugador escribe dados físicos o deja que el registro los tire",
    "solo un {gm} dirige la mesa (invitaciones, gente, permisos, aprobación, propuestas)",
    "{0} no es de la gente de esta campaña", "{0} es espectador aquí", "{0} juega a {1*}, no al {gm}",
    "{0} juega a {1*}, no a {2}", "ningún personaje", "{0} es jugador, no {gm}; {1} dirige la mesa",
    "{0} no puede dar la semilla ({1}); da los dados tirados (dice) o deja ambos fuera para que el registro tire "
    "los dados",
    "esto cambiaría a {0}, a quien juega {1}", "{0} no puede usar {1} aquí",
    "{0} es jugador, no {gm}; {1} es del {gm}", "{0} es espectador, no {gm}; {1} es del {gm}",
    "{0} no es de la gente de esta campaña ni {gm}; {1} es del {gm}",
    "{0} no tiene ninguna acción que deshacer",
    "la última acción de {0} ({1}) ya está deshecha; ninguna anterior es suya para deshacer",
    "la acción {0} no es la última acción de {1} (la suya: {2})", "la escena de la acción {0} está cerrada",
    "{0} puede deshacer una acción suya (da su número)",
    "{0} puede exportar la historia que ve (--format history), no el registro entero",
    "da el nombre de una persona", "un nombre de 1 a {0} caracteres imprimibles",
    "un jugador juega uno o más personajes; nómbralos (--character NOMBRE)",
    "solo un jugador está ligado a personajes, no un {0*}", "personaje desconocido {0}; permitidos: {1}",
    "{0} no es un rol; permitidos: {1}", "{0} no es un momento ISO 8601", "da el momento con su zona horaria (UTC: Z)",
    "la invitación {0} ya existe", "no hay invitación {0} en esta campaña",
    "la invitación {0} fue {1*}; pide al {gm} una nueva", "la invitación {0} caducó el {1}; pide al {gm} una nueva",
    "{0} ya es de la gente de esta campaña", "{0} ya tiene el rol {1*} de {2}",
    "{0} ya tiene el rol {1*}", "{0} es {1*}, no {gm}; {2} es del {gm}",
    "{0} no es una orden de grupo; permitidas: {1}",
    "el número de la acción que decidió la aprobación",
    "lo que cambiaron las correcciones del {gm}: argumento -> {'before', 'after'}", "un número entero",
    "el resumen SHA-256 del código de la invitación, 64 dígitos hexadecimales",
    "da un texto", "{0} no es un texto", "argumento desconocido de {0}; permitidos: {1}",
    "un momento dentro de los años 1-9999 en UTC",
    "{0} no es una regla que fije un {gm}; permitidas: {1}", "{0} no es un valor de {1}; permitidos: {2}",
    "{0} no es un ajuste de aprobación; permitidos: {1}", "la aprobación ya es {0}",
    "el dueño del registro actúa sin propuestas", "no hay propuesta {0} en esta campaña",
    "la propuesta {0} ya fue {1*}",
    "la propuesta {0} ya fue decidida", "la propuesta {0} ya fue {1*} por {2} el {3} (acción {4})",
    "el dueño del registro ya es {gm} de todas las campañas; únete como una persona", "da el código de la invitación",
    "ninguna invitación de esta campaña tiene este código; revísalo o pide al {gm} uno nuevo",
    "el estado no rechaza ahora ninguna propuesta pendiente; no hay nada que rechazar",
    "un lapso mayor que cero (p. ej. 48h, 30m, 7d)", "{0} no es un lapso (48h, 30m, 7d) ni un momento ISO 8601",
    "un momento en el futuro",
    "{0} nombra al dueño del registro; elige otro nombre", "una contraseña de {0} a {1} caracteres",
    "ya existe una cuenta {0}", "no hay cuenta {0}", "de 1 a {0} caracteres que digan para qué es el token",
    "{0} no tiene el token {1}", "el token {0} ya está revocado", "un número de minutos de 1 a {0}",
    "un personaje lo juega una sola persona a la vez", "un personaje pueden jugarlo varias personas",
    "{0} no es un personaje jugador (lo lleva el {gm}); un jugador juega uno de: {1}",
    "{1} ya juega {0}; quita antes a {1} o dale otros personajes, o pon la regla shared-characters en yes",
    "sellado hasta su revelación: un {gm} aprueba el guion de un bando tal como se propuso o lo rechaza con un motivo, nunca lo reescribe",
    "no se escribió ninguna (la entrada terminó); escríbela cuando se pida, o usa --link",
    "da un idioma o --clear, no ambos",
    "una campaña conserva un {gm} entre su gente: al último no se le quita ni se le da otro rol",
    "{0} es el último {gm} de esta campaña; da antes el rol gm a otra persona",
    "la invitación {0} caducó el {1}; ya no se puede usar, no hay nada que retirar",
    "{0} no es jugador aquí; solo se liberan los personajes de un jugador",
    "{0} no juega a {1}; juega a: {2}",
    "un jugador juega uno o más personajes; para quitarle todos a {0}, quita a {0} o dale otro rol",
    "{0} es como se nombra al {gm} ({1}); un personaje necesita otro nombre",
    "{0} es una persona de esta campaña; un personaje necesita otro nombre (la historia encuentra personas y "
    "personajes por su nombre)",
    "{0} es un personaje de esta campaña; una persona necesita otro nombre (la historia encuentra personas y "
    "personajes por su nombre)",
    "{0} no tiene cuenta en este servidor; da un rol al nombre de una cuenta, o invítalo",
    "{0} aparece más de una vez; nombra cada personaje una sola vez",
    "{0} juega a {1*}, no al {gm}; nombra al que actúa (as)",
    "el rechazo que el estado dio a la propuesta: {field, message} como textos",
    "como mucho 366 días por delante (366d); una invitación es para alguien a punto de unirse: emite otra más tarde",
    "un motivo de como mucho {0} caracteres",
    "solo un {gm} da un argumento que es decisión del {gm} (los permisos los listan); con aprobación un "
    "jugador lo propone y un {gm} decide",
    "esto lo da un {gm} (es su decisión), no un jugador: pide a un {gm} que lo dé, o que haga este {0}",
)

#: Italian (seed 002), one row per ``ENGLISH`` row.
IT: tuple[str, ...] = (
    "i giocatori agiscono come i propri personaggi", "i giocatori agiscono come qualsiasi personaggio",
    "un giocatore può annullare la propria ultima azione finché la sua scena è aperta, nient'altro",
    "i giocatori non correggono nulla", "un {gm} può agire come chiunque e correggere qualsiasi cosa",
    "uno spettatore legge", "solo le persone della campagna vi agiscono",
    "solo un {gm} gestisce il tavolo (inviti, persone, permessi, approvazione, proposte, note private)",
    "solo un {gm} dà i comandi che gestiscono il tavolo (sessioni, scene, turni, nuovi personaggi, avvio e "
    "rivelazione dei conflitti)",
    "l'azione di un giocatore non cambia il personaggio di un altro giocatore",
    "solo un {gm} sceglie il seme di un tiro; un giocatore scrive i dadi fisici o lascia che il registro li tiri",
    "solo un {gm} gestisce il tavolo (inviti, persone, permessi, approvazione, proposte)",
    "{0} non è tra le persone di questa campagna", "{0} qui è spettatore", "{0} gioca {1*}, non il {gm}",
    "{0} gioca {1*}, non {2}", "nessun personaggio", "{0} è un giocatore, non un {gm}; {1} gestisce il tavolo",
    "{0} non può dare il seme ({1}); dai i dadi tirati (dice) o lascia fuori entrambi perché il registro tiri i "
    "dadi",
    "questo cambierebbe {0}, che gioca {1}", "{0} qui non può usare {1}",
    "{0} è un giocatore, non un {gm}; {1} spetta al {gm}", "{0} è uno spettatore, non un {gm}; {1} spetta al {gm}",
    "{0} non è tra le persone di questa campagna né un {gm}; {1} spetta al {gm}",
    "{0} non ha nessuna azione da annullare",
    "l'ultima azione di {0} ({1}) è già annullata; nessuna precedente è sua da annullare",
    "l'azione {0} non è l'ultima azione di {1} (la sua: {2})", "la scena dell'azione {0} è chiusa",
    "{0} può annullare una sua azione (dai il suo numero)",
    "{0} può esportare la cronologia che vede (--format history), non l'intero registro",
    "dai il nome di una persona", "un nome da 1 a {0} caratteri stampabili",
    "un giocatore gioca uno o più personaggi; nominali (--character NOME)",
    "solo un giocatore è legato a dei personaggi, non chi è {0*}", "personaggio sconosciuto {0}; ammessi: {1}",
    "{0} non è un ruolo; ammessi: {1}", "{0} non è un momento ISO 8601",
    "dai il momento con il suo fuso orario (UTC: Z)",
    "l'invito {0} esiste già", "nessun invito {0} in questa campagna",
    "l'invito {0} è stato {1*}; chiedine uno nuovo al {gm}",
    "l'invito {0} è scaduto il {1}; chiedine uno nuovo al {gm}",
    "{0} è già tra le persone di questa campagna", "{0} ha già il ruolo {1*} di {2}",
    "{0} ha già il ruolo {1*}", "{0} ha il ruolo {1*}, non è un {gm}; {2} spetta al {gm}",
    "{0} non è un comando di gruppo; ammessi: {1}", "il numero dell'azione decisa dall'approvazione",
    "ciò che hanno cambiato le modifiche del {gm}: argomento -> {'before', 'after'}", "un numero intero",
    "l'impronta SHA-256 del codice dell'invito, 64 cifre esadecimali",
    "dai un testo", "{0} non è un testo", "argomento sconosciuto di {0}; ammessi: {1}",
    "un momento entro gli anni 1-9999 in UTC",
    "{0} non è una regola che un {gm} imposta; ammesse: {1}", "{0} non è un valore di {1}; ammessi: {2}",
    "{0} non è un'impostazione di approvazione; ammesse: {1}", "l'approvazione è già {0}",
    "il proprietario del registro agisce senza proposte", "nessuna proposta {0} in questa campagna",
    "la proposta {0} è già stata {1*}",
    "la proposta {0} è già stata decisa", "la proposta {0} è già stata {1*} da {2} il {3} (azione {4})",
    "il proprietario del registro è già {gm} di ogni campagna; unisciti come persona", "dai il codice dell'invito",
    "nessun invito di questa campagna ha questo codice; controllalo o chiedine uno nuovo al {gm}",
    "lo stato ora non rifiuta nessuna proposta in attesa; niente da rifiutare",
    "un intervallo sopra zero (es. 48h, 30m, 7d)", "{0} non è un intervallo (48h, 30m, 7d) né un momento ISO 8601",
    "un momento nel futuro",
    "{0} nomina il proprietario del registro; scegli un altro nome", "una password da {0} a {1} caratteri",
    "esiste già un account {0}", "nessun account {0}", "da 1 a {0} caratteri che dicano a cosa serve il token",
    "{0} non ha il token {1}", "il token {0} è già revocato", "un numero di minuti da 1 a {0}",
    "un personaggio è giocato da una persona alla volta", "un personaggio può essere giocato da più persone",
    "{0} non è un personaggio giocante (lo gestisce il {gm}); un giocatore gioca uno tra: {1}",
    "{1} gioca già {0}; prima togli {1} o assegna a {1} altri personaggi, o imposta la regola shared-characters a yes",
    "sigillato fino alla rivelazione: un {gm} approva il copione di una parte così come proposto o lo rifiuta con un motivo, non lo riscrive mai",
    "non ne è stata scritta nessuna (l'input è finito); scrivila quando viene chiesta, o usa --link",
    "dai una lingua o --clear, non entrambi",
    "una campagna tiene un {gm} tra le sue persone: all'ultimo non si toglie né si cambia il ruolo",
    "{0} è l'ultimo {gm} di questa campagna; prima assegna il ruolo gm a un'altra persona",
    "l'invito {0} è scaduto il {1}; non si può più usare, niente da ritirare",
    "{0} qui non è un giocatore; si liberano solo i personaggi di un giocatore",
    "{0} non gioca {1}; gioca: {2}",
    "un giocatore gioca uno o più personaggi; per togliere a {0} tutti i suoi, rimuovi {0} o assegnagli un altro ruolo",
    "{0} è il nome del {gm} ({1}); un personaggio ha bisogno di un altro nome",
    "{0} è una persona di questa campagna; un personaggio ha bisogno di un altro nome (la cronologia trova persone "
    "e personaggi per nome)",
    "{0} è un personaggio di questa campagna; una persona ha bisogno di un altro nome (la cronologia trova persone "
    "e personaggi per nome)",
    "{0} non ha un account su questo server; assegna un ruolo al nome di un account, o invitalo",
    "{0} è nominato più di una volta; nomina ogni personaggio una volta sola",
    "{0} gioca {1}, non il {gm}; indica quale agisce (as)",
    "il rifiuto che lo stato ha dato alla proposta: {field, message} come testi",
    "al massimo 366 giorni avanti (366d); un invito è per chi sta per unirsi: emettine un altro più tardi",
    "un motivo di al massimo {0} caratteri",
    "solo un {gm} dà un argomento che è una decisione del {gm} (i permessi li elencano); con l'approvazione "
    "un giocatore lo propone e un {gm} decide",
    "questo lo dà un {gm} (è una sua decisione), non un giocatore: chiedi a un {gm} di darlo, o di fare questo {0}",
)

#: German (seed 001), one row per ``ENGLISH`` row.
DE: tuple[str, ...] = (
    "Spieler handeln als ihre eigenen Figuren", "Spieler handeln als jede Figur",
    "ein Spieler darf seine eigene letzte Aktion rückgängig machen, solange ihre Szene offen ist, sonst nichts",
    "Spieler berichtigen nichts", "eine {gm} darf als jede und jeder handeln und alles berichtigen",
    "ein Zuschauer liest", "nur die Leute der Kampagne handeln in ihr",
    "nur eine {gm} leitet den Tisch (Einladungen, Leute, Rechte, Freigabe, Vorschläge, private Notizen)",
    "nur eine {gm} gibt die Befehle, die den Tisch leiten (Sitzungen, Szenen, Runden, neue Figuren, Konflikte "
    "beginnen und aufdecken)",
    "die Aktion eines Spielers ändert keine Figur eines anderen Spielers",
    "nur eine {gm} wählt die Saat eines Wurfs; ein Spieler tippt echte Würfel ein oder lässt das Register würfeln",
    "nur eine {gm} leitet den Tisch (Einladungen, Leute, Rechte, Freigabe, Vorschläge)",
    "{0} gehört nicht zu den Leuten dieser Kampagne", "{0} ist hier Zuschauer", "{0} spielt {1*}, nicht die {gm}",
    "{0} spielt {1*}, nicht {2}", "keine Figur", "{0} ist Spieler, keine {gm}; {1} leitet den Tisch",
    "{0} darf keine Saat ({1}) angeben; gib die geworfenen Würfel an (dice) oder lass beides weg, dann würfelt "
    "das Register",
    "das würde {0} ändern, die {1} spielt", "{0} darf {1} hier nicht benutzen",
    "{0} ist Spieler, keine {gm}; {1} ist Sache der {gm}", "{0} ist Zuschauer, keine {gm}; {1} ist Sache der {gm}",
    "{0} gehört nicht zu den Leuten dieser Kampagne und ist keine {gm}; {1} ist Sache der {gm}",
    "{0} hat keine Aktion, die rückgängig zu machen wäre",
    "die letzte Aktion von {0} ({1}) ist schon rückgängig gemacht; keine frühere gehört {0} zum Rückgängigmachen",
    "Aktion {0} ist nicht die letzte Aktion von {1} (letzte Aktion von {1}: {2})",
    "die Szene von Aktion {0} ist geschlossen",
    "{0} darf eine eigene Aktion rückgängig machen (gib ihre Nummer an)",
    "{0} darf den Verlauf exportieren, den {0} sieht (--format history), nicht das ganze Register",
    "gib den Namen einer Person an", "ein Name aus 1 bis {0} druckbaren Zeichen",
    "ein Spieler spielt eine oder mehrere Figuren; nenne sie (--character NAME)",
    "nur ein Spieler ist an Figuren gebunden, nicht {0*}", "unbekannte Figur {0}; erlaubt: {1}",
    "{0} ist keine Rolle; erlaubt: {1}", "{0} ist kein ISO-8601-Zeitpunkt",
    "gib den Zeitpunkt mit Zeitzone an (UTC: Z)",
    "Einladung {0} gibt es schon", "keine Einladung {0} in dieser Kampagne",
    "Einladung {0} wurde {1*}; bitte die {gm} um eine neue",
    "Einladung {0} lief am {1} ab; bitte die {gm} um eine neue",
    "{0} gehört schon zu den Leuten dieser Kampagne", "{0} hat schon die Rolle {1*} von {2}",
    "{0} hat schon die Rolle {1*}", "{0} hat die Rolle {1*}, keine {gm}; {2} ist Sache der {gm}",
    "{0} ist kein Gruppenbefehl; erlaubt: {1}", "die Nummer der Aktion, die die Freigabe entschieden hat",
    "was die Änderungen der {gm} geändert haben: Argument -> {'before', 'after'}", "eine ganze Zahl",
    "der SHA-256-Hash des Einladungscodes, 64 Hexadezimalziffern",
    "gib einen Text an", "{0} ist kein Text", "unbekanntes Argument von {0}; erlaubt: {1}",
    "ein Zeitpunkt innerhalb der Jahre 1-9999 in UTC",
    "{0} ist keine Regel, die eine {gm} festlegt; erlaubt: {1}", "{0} ist kein Wert von {1}; erlaubt: {2}",
    "{0} ist keine Freigabe-Einstellung; erlaubt: {1}", "die Freigabe ist schon {0}",
    "der Besitzer des Registers handelt ohne Vorschläge", "kein Vorschlag {0} in dieser Kampagne",
    "Vorschlag {0} wurde schon {1*}",
    "Vorschlag {0} wurde schon entschieden", "Vorschlag {0} wurde schon von {2} am {3} {1*} (Aktion {4})",
    "der Besitzer des Registers ist schon {gm} jeder Kampagne; tritt als Person bei", "gib den Code der Einladung an",
    "keine Einladung dieser Kampagne hat diesen Code; prüf ihn oder bitte die {gm} um einen neuen",
    "der Stand lehnt jetzt keinen offenen Vorschlag ab; nichts abzulehnen",
    "eine Zeitspanne über null (z. B. 48h, 30m, 7d)",
    "{0} ist keine Zeitspanne (48h, 30m, 7d) und kein ISO-8601-Zeitpunkt",
    "ein Zeitpunkt in der Zukunft",
    "{0} benennt den Besitzer des Registers; wähle einen anderen Namen", "ein Passwort aus {0} bis {1} Zeichen",
    "ein Konto {0} gibt es schon", "kein Konto {0}", "1 bis {0} Zeichen, die sagen, wofür das Token ist",
    "{0} hat kein Token {1}", "Token {0} ist schon widerrufen", "eine Zahl von Minuten von 1 bis {0}",
    "eine Figur spielt nur eine Person zugleich", "eine Figur dürfen mehrere Personen spielen",
    "{0} ist keine Spielerfigur (die {gm} führt sie); ein Spieler spielt eine von: {1}",
    "{0} wird schon von {1} gespielt; erst entfernen oder andere Figuren geben, oder die Regel shared-characters auf yes setzen",
    "versiegelt bis zur Enthüllung: eine {gm} genehmigt das Skript einer Seite wie vorgeschlagen oder lehnt es mit einem Grund ab, schreibt es aber nie um",
    "keins eingegeben (die Eingabe endete); gib es bei der Abfrage ein oder nutze --link",
    "gib eine Sprache oder --clear an, nicht beides",
    "eine Kampagne behält eine {gm} unter ihren Leuten: der letzten wird weder entfernt noch eine andere Rolle gegeben",
    "{0} ist die letzte {gm} dieser Kampagne; gib erst einer anderen Person die Rolle gm",
    "Einladung {0} lief am {1} ab; sie ist nicht mehr nutzbar, nichts zurückzuziehen",
    "{0} ist hier kein Spieler; nur die Figuren eines Spielers werden freigegeben",
    "{0} spielt {1} nicht; {0} spielt: {2}",
    "ein Spieler spielt eine oder mehrere Figuren; um {0} alle zu nehmen, entferne {0} oder gib eine andere Rolle",
    "{0} ist der Name der {gm} ({1}); eine Figur braucht einen anderen Namen",
    "{0} ist eine Person dieser Kampagne; eine Figur braucht einen anderen Namen (der Verlauf findet Personen und "
    "Figuren beim Namen)",
    "{0} ist eine Figur dieser Kampagne; eine Person braucht einen anderen Namen (der Verlauf findet Personen und "
    "Figuren beim Namen)",
    "{0} hat kein Konto auf diesem Server; gib einem Kontonamen eine Rolle oder lade die Person ein",
    "{0} ist mehr als einmal genannt; nenne jede Figur nur einmal",
    "{0} spielt {1}, nicht die {gm}; nenne die handelnde Figur (as)",
    "die Ablehnung, die der Zustand dem Vorschlag gab: {field, message} als Texte",
    "höchstens 366 Tage im Voraus (366d); eine Einladung ist für jemanden, der bald beitritt: stelle später eine "
    "neue aus",
    "eine Begründung von höchstens {0} Zeichen",
    "nur eine {gm} gibt ein Argument, das die Entscheidung der {gm} ist (die Berechtigungen listen sie); mit "
    "Freigabe schlägt ein Spieler es vor und eine {gm} entscheidet",
    "das gibt eine {gm} (ihre Entscheidung), nicht ein Spieler: bitte eine {gm}, es zu geben oder dieses {0} "
    "selbst zu machen",
)

#: How a correction is named in what no correction may do to the table (``ledger.group.seating.check_correction``:
#: "an undo", "a redo", "an amend"), in each language.
_CORRECTIONS: dict[str, tuple[str, str, str]] = {
    "en": ("an undo", "a redo", "an amend"), "es": ("deshacer", "rehacer", "una corrección"),
    "it": ("un annullamento", "un ripristino", "una correzione"),
    "de": ("ein Rückgängigmachen", "ein Wiederholen", "eine Berichtigung"),
}
#: What no correction may do to the table, ``{c}`` the correction (design.md "People, roles and hidden information":
#: a person is seated by ``grant`` or an invitation and unseated by ``remove``; a code is used once).
_SEATING: dict[str, tuple[str, str]] = {
    "en": ("{c} does not seat or unseat people ({{0}}): 'remove {{0}}' takes a person off, 'grant' gives a role",
           "{c} does not reopen invitation {{0}} (it was {{1}}; a code is used once): give a new one with 'invite'"),
    "es": ("{c} no sienta ni levanta a nadie de la mesa ({{0}}): 'remove {{0}}' quita a una persona, 'grant' da un rol",
           "{c} no reabre la invitación {{0}} (estaba {{1*}}; un código se usa una vez): da una nueva con 'invite'"),
    "it": ("{c} non fa entrare né uscire nessuno dal tavolo ({{0}}): 'remove {{0}}' toglie una persona, 'grant' "
           "assegna un ruolo",
           "{c} non riapre l'invito {{0}} (era {{1*}}; un codice si usa una volta): emettine uno nuovo con 'invite'"),
    "de": ("{c} setzt niemanden an den Tisch und nimmt niemanden weg ({{0}}): 'remove {{0}}' entfernt eine Person, "
           "'grant' gibt eine Rolle",
           "{c} öffnet Einladung {{0}} nicht wieder (sie war {{1*}}; ein Code gilt einmal): gib mit 'invite' eine neue "
           "aus"),
}


def _seating(lang: str) -> tuple[str, ...]:
    """``lang``'s rows of what no correction may do to the table, one per correction and refusal."""
    return tuple(row.format(c=c) for c in _CORRECTIONS[lang] for row in _SEATING[lang])


ENGLISH += _seating("en")
ES += _seating("es")
IT += _seating("it")
DE += _seating("de")
