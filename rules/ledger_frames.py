"""The frames of the refusals the ledger itself raises (corrections, history filters, who acts, moments, an
unknown character on a read), in the languages several systems play in.

Source: the modules whose English they rewrite: ``ledger.corrections`` (undo, redo, amend), ``ledger.projections``
(``history`` filters and ``--since``/``--until``, ``moments``, ``review``, ``arc_fold``), ``ledger.service.drafting``
(``--as``), ``ledger.store.application`` (``--as-of``), ``rules.system.GameSystem.lang``,
``ledger.service.languages`` and ``ledger.cli.language`` (a ``--lang``, a ``?lang`` or a person's language that the
campaign's system or no system reads in: said in the reader's language even where the system lacks it); the
developers' guide ("nothing under ledger/ names a system, its terms or its languages": the ledger raises in
English and asks the campaign's system, through ``rules.system.GameSystem.refusal``, for the line in another
language; this table is what every system of one language shares for the ledger's own refusals, tried before the system's own table). Spanish follows seed 000's
and 004's Spanish, Italian seed 002's, German seed 001's forum German; ``rules.refusals`` says how a table is read.
The field stays as the user typed it, an option (``--cascade``) and a command line (``ledger redo 12``) as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rules.refusals import Phrases, words

#: What ``--since``/``--until`` allow (``ledger.projections.history.BOUND_FORM``), as a pattern's tail.
_ISO = r"an ISO 8601 date or date-time: (?P<form>YYYY-MM-DD, YYYY-MM-DDTHH:MM\[:SS\[\.ffffff\]\]), optionally with Z or \+HH:MM \(UTC otherwise\)"
_DEPEND = r"later actions depend on action (?P<act>[^:]+): (?P<rest>.*)"
_CHANGE = r"later actions would change if action (?P<act>[^:]+) came back: (?P<rest>.*); undo them with --cascade"
_AMEND = r"after this amend, later actions would be refused: (?P<rest>.*)"


def _language(lang: str, iso: tuple[str, str, str], depend: str, change: str, amend: str,
              templates: tuple[tuple[str, str], ...], parts: tuple[tuple[str, str], ...]) -> Phrases:
    """``lang``'s table: the ``--since`` form, alone, after "no such date or time" and after "a moment within
    years 1-9999 in UTC" (``iso``, each with ``{form}``), the three frames naming the later actions that fall
    (``{act}``, ``{rest}``), the ``templates`` and the ``parts`` (the words inside ``rest``)."""
    return Phrases(templates=templates, parts=parts, again=("rest",), lang=lang,
                   whole=((_ISO, iso[0]), (rf"no such date or time; {_ISO}", iso[1]),
                          (rf"a moment within years 1-9999 in UTC; {_ISO}", iso[2]),
                          (_DEPEND, depend), (_CHANGE, change), (_AMEND, amend)))


ES = _language("es",
    ("una fecha o fecha y hora ISO 8601: {form}, opcionalmente con Z o +HH:MM (si no, UTC)",
     "no existe esa fecha u hora; una fecha o fecha y hora ISO 8601: {form}, opcionalmente con Z o +HH:MM (si no, UTC)",
     "un momento dentro de los años 1-9999 en UTC; una fecha o fecha y hora ISO 8601: {form}, opcionalmente con Z o "
     "+HH:MM (si no, UTC)"),
    "acciones posteriores dependen de la acción {act}: {rest}", "acciones posteriores cambiarían si la acción {act} "
    "volviera: {rest}; deshazlas con --cascade", "tras esta corrección, acciones posteriores serían rechazadas: {rest}",
    templates=(
        ("name the command first, one of {0} (ledger odds COMMAND ARGUMENTS...)",
         "nombra primero la orden, una de {0} (ledger odds ORDEN ARGUMENTOS...)"),
        ("action {0} is itself a correction; {1} the action it corrected instead",
         "la acción {0} ya es una corrección; usa {1} en su lugar sobre la acción que corrigió"),
        ("no such date or time; {0}", "no existe esa fecha u hora; {0}"),
        ("no recorded change of {0} for {1}; name a value of its sheet (see ledger sheet {1} --json)",
         "ningún cambio registrado de {0} para {1}; nombra un valor de su hoja (mira ledger sheet {1} --json)"),
        ("a moment within years 1-9999 in UTC; {0}", "un momento dentro de los años 1-9999 en UTC; {0}"),
        ("{0} {1} has not happened in this campaign; {0}s so far: {2}", "{0} {1} no ha ocurrido en esta campaña; hasta ahora: {2*}"),
        ("undo takes action, to, cascade, redecide and reason", "undo admite 'action', 'to', 'cascade', 'redecide' y 'reason'"),
        ("redo takes action, cascade, redecide and reason", "redo admite 'action', 'cascade', 'redecide' y 'reason'"),
        ("and takes a list of {action: N, argument: value, ...}", "'and' admite una lista de {action: N, argumento: valor, ...}"),
        ("each entry of and names its action: {action: N, ...}", "cada entrada de 'and' nombra su acción: {action: N, ...}"),
        ("action {0} is not an action of this campaign; actions run 1..{1}",
         "la acción {0} no es una acción de esta campaña; las acciones van de 1 a {1}"),
        ("action {0} is the campaign's creation, which cannot be changed; actions run 1..{1}",
         "la acción {0} es la creación de la campaña, que no se puede cambiar; las acciones van de 1 a {1}"),
        ("action {0} is not an action that can be amended; actions run 1..{1}",
         "la acción {0} no es una acción que se pueda corregir; las acciones van de 1 a {1}"),
        ("action {0} is not in this campaign; actions run 0..{1}",
         "la acción {0} no está en esta campaña; las acciones van de 0 a {1}"),
        ("action {0} is itself a correction; undo the action it corrected instead",
         "la acción {0} ya es una corrección; deshaz en su lugar la acción que corrigió"),
        ("action {0} is itself a correction; redo the action it corrected instead",
         "la acción {0} ya es una corrección; rehaz en su lugar la acción que corrigió"),
        ("action {0} is itself a correction; amend the action it corrected instead",
         "la acción {0} ya es una corrección; corrige en su lugar la acción que corrigió"),
        ("action {0} is already undone; take the undo back with: ledger redo {1}",
         "la acción {0} ya está deshecha; revierte el deshacer con: ledger redo {1}"),
        ("action {0} is not undone; only an undone action can be redone",
         "la acción {0} no está deshecha; solo se puede rehacer una acción deshecha"),
        ("action {0} cannot be redone now: {1}", "la acción {0} no se puede rehacer ahora: {1*}"),
        ("action {0} is undone; redo it first (ledger redo {1})",
         "la acción {0} está deshecha; rehazla primero (ledger redo {1})"),
        ("action {0} was recorded before inputs were kept and cannot be decided again",
         "la acción {0} se registró antes de que se guardaran sus datos y no se puede decidir de nuevo"),
        ("action {0} is a group action ({1}); undo it and run it again",
         "la acción {0} es una acción de grupo ({1}); deshazla y vuelve a hacerla"),
        ("action {0} is a group action: a correction does not change people or invitations; 'grant' gives a role, 'remove' takes a person off, 'invite' gives a new code and 'withdraw' takes one back",
         "la acción {0} es una acción de grupo: una corrección no cambia personas ni invitaciones; 'grant' da un rol, 'remove' quita a una persona, 'invite' da un código nuevo y 'withdraw' retira uno"),
        ("give the arguments of {0} to correct ({1})", "da los argumentos de {0} que corregir ({1})"),
        ("give an action to undo or --to ACTION, not both", "da una acción que deshacer o --to ACCIÓN, no ambas"),
        ("--to takes an action before the last one; actions run 0..{0}",
         "--to toma una acción anterior a la última; las acciones van de 0 a {0}"),
        ("no action after {0} is in force; nothing to undo", "ninguna acción posterior a {0} está en vigor; nada que deshacer"),
        ("name the action to undo (its number in ledger history), or --to ACTION",
         "nombra la acción que deshacer (su número en ledger history), o --to ACCIÓN"),
        ("name the action to {0} (its number in ledger history)",
         "nombra la acción que {0} (su número en ledger history)"),
        ("{0} is not an action number", "{0} no es un número de acción"),
        ("an action number is a whole number from 0 to {0} (an optional sign and the digits 0-9; got {1})",
         "un número de acción es un número entero de 0 a {0} (un signo opcional y las cifras 0-9; dado: {1})"),
        ("an action number is a whole number from 0 to {0}", "un número de acción es un número entero de 0 a {0}"),
        ("{0} is true or false", "{0} es true o false"),
        ("action {0} is corrected twice; give its arguments once", "la acción {0} se corrige dos veces; da sus argumentos una vez"),
        ("no action in session {0}; this campaign's sessions: {1}",
         "ninguna acción en la sesión {0}; sesiones de esta campaña: {1}"),
        ("no action in scene {0}; this campaign's scenes: {1}", "ninguna acción en la escena {0}; escenas de esta campaña: {1}"),
        ("no action by {0}; actors in this campaign: {1}", "ninguna acción de {0}; quienes actúan en esta campaña: {1}"),
        ("no action or event of kind {0}; this campaign's commands: {1}; or an event kind as --json shows it",
         "ninguna acción ni evento de tipo {0}; órdenes de esta campaña: {1}; o un tipo de evento como lo muestra --json"),
        ("give GM or a character's name (an empty name names nobody)",
         "da GM o el nombre de un personaje (un nombre vacío no nombra a nadie)"),
        ("{0} is not a seed (a whole number)", "{0} no es una semilla (un número entero)"),
        ("only the store's owner replaying a script names who gave an action",
         "solo el dueño del registro, al reproducir un guion, nombra quién dio una acción"),
        ("{0} is not a proposal's number", "{0} no es el número de una propuesta"),
        ("{0} would change nothing here; nothing was recorded", "{0} no cambiaría nada aquí; no se registró nada"),
        ("unknown character {0}; known: {1}", "{0} no es un nombre conocido (personaje); se admite: {1}"),
        ("give one of --as-of, --session and --scene", "da solo una de --as-of, --session y --scene"),
        ("--start goes with --session N or --scene N", "--start va con --session N o --scene N"),
        ("session {0} has not happened in this campaign; sessions so far: {1}",
         "la sesión {0} no ha ocurrido en esta campaña; sesiones hasta ahora: {1*}"),
        ("scene {0} has not happened in this campaign; scenes so far: {1}",
         "la escena {0} no ha ocurrido en esta campaña; escenas hasta ahora: {1*}"),
        ("{0} is not a language of {1}; allowed: {2}", "{0} no es un idioma de {1}; se admite: {2}"),
        ("{0} is not a language of any system; allowed: {1}", "{0} no es un idioma de ningún sistema; se admite: {1}"),
        ("{0} is not a language of the ledger's systems; allowed: {1}",
         "{0} no es un idioma de los sistemas del registro; se admite: {1}"),
        ("no event at version {0}", "ningún evento en la versión {0}"),
        ("a number of actions, 1 or more", "un número de acciones, 1 o más"),
        ("a {0} number, 0 (before the first) or more", "un número de {0}, 0 (antes de la primera) o más"),
    ),
    parts=words((("none yet", "ninguno aún"), ("and", "y"), ("more after them", "más tras ellas"),
                 ("refused", "rechazada"), ("records different changes", "registra cambios distintos"),
                 ("correct it instead", "corrígela en su lugar"), ("correct it in the same amend", "corrígela en la misma corrección"),
                 ("keep it with its new outcome with", "consérvala con su nuevo resultado con"),
                 ("undo it too with", "deshazla también con"), ("undo it with", "deshazla con"),
                 ("undo all", "deshaz las"), ("undo the", "deshaz las"), ("keep the", "conserva las"),
                 ("that only change with", "que solo cambian con"),
                 ("whose outcome would change", "cuyo resultado cambiaría"), ("keep all", "conserva las"),
                 ("decided again", "decididas de nuevo"),
                 ("with", "con"), ("or", "o"))),
)

IT = _language("it",
    ("una data o data e ora ISO 8601: {form}, facoltativamente con Z o +HH:MM (altrimenti UTC)",
     "questa data o ora non esiste; una data o data e ora ISO 8601: {form}, facoltativamente con Z o +HH:MM "
     "(altrimenti UTC)",
     "un momento entro gli anni 1-9999 in UTC; una data o data e ora ISO 8601: {form}, facoltativamente con Z o "
     "+HH:MM (altrimenti UTC)"),
    "azioni successive dipendono dall'azione {act}: {rest}", "azioni successive cambierebbero se l'azione {act} "
    "tornasse: {rest}; annullale con --cascade", "dopo questa correzione, azioni successive sarebbero rifiutate: {rest}",
    templates=(
        ("name the command first, one of {0} (ledger odds COMMAND ARGUMENTS...)",
         "indica prima il comando, uno tra {0} (ledger odds COMANDO ARGOMENTI...)"),
        ("action {0} is itself a correction; {1} the action it corrected instead",
         "l'azione {0} è già una correzione; usa invece {1} sull'azione che ha corretto"),
        ("no such date or time; {0}", "questa data o ora non esiste; {0}"),
        ("no recorded change of {0} for {1}; name a value of its sheet (see ledger sheet {1} --json)",
         "nessun cambiamento registrato di {0} per {1}; indica un valore della sua scheda (vedi ledger sheet {1} --json)"),
        ("a moment within years 1-9999 in UTC; {0}", "un momento entro gli anni 1-9999 in UTC; {0}"),
        ("{0} {1} has not happened in this campaign; {0}s so far: {2}", "{0} {1} non è avvenuta in questa campagna; finora: {2*}"),
        ("undo takes action, to, cascade, redecide and reason", "undo accetta 'action', 'to', 'cascade', 'redecide' e 'reason'"),
        ("redo takes action, cascade, redecide and reason", "redo accetta 'action', 'cascade', 'redecide' e 'reason'"),
        ("and takes a list of {action: N, argument: value, ...}", "'and' accetta una lista di {action: N, argomento: valore, ...}"),
        ("each entry of and names its action: {action: N, ...}", "ogni voce di 'and' indica la sua azione: {action: N, ...}"),
        ("action {0} is not an action of this campaign; actions run 1..{1}",
         "l'azione {0} non è un'azione di questa campagna; le azioni vanno da 1 a {1}"),
        ("action {0} is the campaign's creation, which cannot be changed; actions run 1..{1}",
         "l'azione {0} è la creazione della campagna, che non si può cambiare; le azioni vanno da 1 a {1}"),
        ("action {0} is not an action that can be amended; actions run 1..{1}",
         "l'azione {0} non è un'azione che si possa correggere; le azioni vanno da 1 a {1}"),
        ("action {0} is not in this campaign; actions run 0..{1}",
         "l'azione {0} non è in questa campagna; le azioni vanno da 0 a {1}"),
        ("action {0} is itself a correction; undo the action it corrected instead",
         "l'azione {0} è già una correzione; annulla invece l'azione che ha corretto"),
        ("action {0} is itself a correction; redo the action it corrected instead",
         "l'azione {0} è già una correzione; ripristina invece l'azione che ha corretto"),
        ("action {0} is itself a correction; amend the action it corrected instead",
         "l'azione {0} è già una correzione; correggi invece l'azione che ha corretto"),
        ("action {0} is already undone; take the undo back with: ledger redo {1}",
         "l'azione {0} è già annullata; ritira l'annullamento con: ledger redo {1}"),
        ("action {0} is not undone; only an undone action can be redone",
         "l'azione {0} non è annullata; si può ripristinare solo un'azione annullata"),
        ("action {0} cannot be redone now: {1}", "l'azione {0} non si può ripristinare ora: {1*}"),
        ("action {0} is undone; redo it first (ledger redo {1})",
         "l'azione {0} è annullata; ripristinala prima (ledger redo {1})"),
        ("action {0} was recorded before inputs were kept and cannot be decided again",
         "l'azione {0} è stata registrata prima che se ne conservassero i dati e non si può decidere di nuovo"),
        ("action {0} is a group action ({1}); undo it and run it again",
         "l'azione {0} è un'azione di gruppo ({1}); annullala e rifalla"),
        ("action {0} is a group action: a correction does not change people or invitations; 'grant' gives a role, 'remove' takes a person off, 'invite' gives a new code and 'withdraw' takes one back",
         "l'azione {0} è un'azione di gruppo: una correzione non cambia persone né inviti; 'grant' dà un ruolo, 'remove' toglie una persona, 'invite' dà un codice nuovo e 'withdraw' ne ritira uno"),
        ("give the arguments of {0} to correct ({1})", "dai gli argomenti di {0} da correggere ({1})"),
        ("give an action to undo or --to ACTION, not both", "dai un'azione da annullare o --to AZIONE, non entrambe"),
        ("--to takes an action before the last one; actions run 0..{0}",
         "--to prende un'azione prima dell'ultima; le azioni vanno da 0 a {0}"),
        ("no action after {0} is in force; nothing to undo", "nessuna azione dopo la {0} è in vigore; niente da annullare"),
        ("name the action to undo (its number in ledger history), or --to ACTION",
         "indica l'azione da annullare (il suo numero nella cronologia di ledger history), o --to AZIONE"),
        ("name the action to {0} (its number in ledger history)",
         "indica l'azione per {0} (il suo numero nella cronologia di ledger history)"),
        ("{0} is not an action number", "{0} non è il numero di un'azione"),
        ("an action number is a whole number from 0 to {0} (an optional sign and the digits 0-9; got {1})",
         "il numero di un'azione è un numero intero da 0 a {0} (un segno facoltativo e le cifre 0-9; dato: {1})"),
        ("an action number is a whole number from 0 to {0}", "il numero di un'azione è un numero intero da 0 a {0}"),
        ("{0} is true or false", "{0} è true o false"),
        ("action {0} is corrected twice; give its arguments once", "l'azione {0} è corretta due volte; dai i suoi argomenti una volta"),
        ("no action in session {0}; this campaign's sessions: {1}",
         "nessuna azione nella sessione {0}; sessioni di questa campagna: {1}"),
        ("no action in scene {0}; this campaign's scenes: {1}", "nessuna azione nella scena {0}; scene di questa campagna: {1}"),
        ("no action by {0}; actors in this campaign: {1}", "nessuna azione di {0}; chi agisce in questa campagna: {1}"),
        ("no action or event of kind {0}; this campaign's commands: {1}; or an event kind as --json shows it",
         "nessuna azione né evento di tipo {0}; comandi di questa campagna: {1}; o un tipo di evento come lo mostra --json"),
        ("give GM or a character's name (an empty name names nobody)",
         "dai GM o il nome di un personaggio (un nome vuoto non indica nessuno)"),
        ("{0} is not a seed (a whole number)", "{0} non è un seme (un numero intero)"),
        ("only the store's owner replaying a script names who gave an action",
         "solo il proprietario del registro, riproducendo un copione, indica chi ha dato un'azione"),
        ("{0} is not a proposal's number", "{0} non è il numero di una proposta"),
        ("{0} would change nothing here; nothing was recorded", "{0} non cambierebbe niente qui; non è stato registrato niente"),
        ("unknown character {0}; known: {1}", "{0} non è un nome conosciuto (personaggio); ammessi: {1}"),
        ("give one of --as-of, --session and --scene", "dai solo una tra --as-of, --session e --scene"),
        ("--start goes with --session N or --scene N", "--start va con --session N o --scene N"),
        ("session {0} has not happened in this campaign; sessions so far: {1}",
         "la sessione {0} non è avvenuta in questa campagna; sessioni finora: {1*}"),
        ("scene {0} has not happened in this campaign; scenes so far: {1}",
         "la scena {0} non è avvenuta in questa campagna; scene finora: {1*}"),
        ("{0} is not a language of {1}; allowed: {2}", "{0} non è una lingua di {1}; ammesse: {2}"),
        ("{0} is not a language of any system; allowed: {1}", "{0} non è una lingua di alcun sistema; ammesse: {1}"),
        ("{0} is not a language of the ledger's systems; allowed: {1}",
         "{0} non è una lingua dei sistemi del registro; ammesse: {1}"),
        ("no event at version {0}", "nessun evento alla versione {0}"),
        ("a number of actions, 1 or more", "un numero di azioni, 1 o più"),
        ("a {0} number, 0 (before the first) or more", "un numero di {0}, 0 (prima della prima) o più"),
    ),
    parts=words((("none yet", "nessuna finora"), ("and", "e"), ("more after them", "altre dopo di esse"),
                 ("refused", "rifiutata"), ("records different changes", "registra cambiamenti diversi"),
                 ("correct it instead", "correggila invece"), ("correct it in the same amend", "correggila nella stessa correzione"),
                 ("keep it with its new outcome with", "tienila col suo nuovo esito con"),
                 ("undo it too with", "annullala anche con"), ("undo it with", "annullala con"),
                 ("undo all", "annulla tutte le"), ("undo the", "annulla le"), ("keep the", "tieni le"),
                 ("that only change with", "che cambiano soltanto con"),
                 ("whose outcome would change", "il cui esito cambierebbe"), ("keep all", "tieni tutte le"),
                 ("decided again", "decise di nuovo"),
                 ("with", "con"), ("or", "o"))),
)

DE = _language("de",
    ("ein Datum oder Datum mit Uhrzeit nach ISO 8601: {form}, wahlweise mit Z oder +HH:MM (sonst UTC)",
     "dieses Datum oder diese Uhrzeit gibt es nicht; ein Datum oder Datum mit Uhrzeit nach ISO 8601: {form}, "
     "wahlweise mit Z oder +HH:MM (sonst UTC)",
     "ein Zeitpunkt in den Jahren 1-9999 in UTC; ein Datum oder Datum mit Uhrzeit nach ISO 8601: {form}, "
     "wahlweise mit Z oder +HH:MM (sonst UTC)"),
    "spätere Aktionen hängen von Aktion {act} ab: {rest}", "spätere Aktionen würden sich ändern, wenn Aktion {act} "
    "zurückkäme: {rest}; mach sie mit --cascade rückgängig", "nach dieser Berichtigung würden spätere Aktionen "
    "abgelehnt: {rest}",
    templates=(
        ("name the command first, one of {0} (ledger odds COMMAND ARGUMENTS...)",
         "nenne zuerst den Befehl, einen von {0} (ledger odds BEFEHL ARGUMENTE...)"),
        ("action {0} is itself a correction; {1} the action it corrected instead",
         "Aktion {0} ist selbst eine Korrektur; nutze {1} stattdessen für die Aktion, die sie korrigiert hat"),
        ("no such date or time; {0}", "dieses Datum oder diese Uhrzeit gibt es nicht; {0}"),
        ("no recorded change of {0} for {1}; name a value of its sheet (see ledger sheet {1} --json)",
         "keine aufgezeichnete Änderung von {0} für {1}; nenne einen Wert seines Bogens (siehe ledger sheet {1} --json)"),
        ("a moment within years 1-9999 in UTC; {0}", "ein Zeitpunkt in den Jahren 1-9999 in UTC; {0}"),
        ("{0} {1} has not happened in this campaign; {0}s so far: {2}", "{0} {1} hat in dieser Kampagne nicht stattgefunden; bisher: {2*}"),
        ("undo takes action, to, cascade, redecide and reason", "undo nimmt 'action', 'to', 'cascade', 'redecide' und 'reason'"),
        ("redo takes action, cascade, redecide and reason", "redo nimmt 'action', 'cascade', 'redecide' und 'reason'"),
        ("and takes a list of {action: N, argument: value, ...}", "'and' nimmt eine Liste von {action: N, Argument: Wert, ...}"),
        ("each entry of and names its action: {action: N, ...}", "jeder Eintrag von 'and' nennt seine Aktion: {action: N, ...}"),
        ("action {0} is not an action of this campaign; actions run 1..{1}",
         "Aktion {0} ist keine Aktion dieser Kampagne; die Aktionen laufen von 1 bis {1}"),
        ("action {0} is the campaign's creation, which cannot be changed; actions run 1..{1}",
         "Aktion {0} ist die Anlage der Kampagne, die sich nicht ändern lässt; die Aktionen laufen von 1 bis {1}"),
        ("action {0} is not an action that can be amended; actions run 1..{1}",
         "Aktion {0} lässt sich nicht berichtigen; die Aktionen laufen von 1 bis {1}"),
        ("action {0} is not in this campaign; actions run 0..{1}",
         "Aktion {0} gibt es in dieser Kampagne nicht; die Aktionen laufen von 0 bis {1}"),
        ("action {0} is itself a correction; undo the action it corrected instead",
         "Aktion {0} ist selbst eine Korrektur; mach stattdessen die Aktion rückgängig, die sie korrigiert hat"),
        ("action {0} is itself a correction; redo the action it corrected instead",
         "Aktion {0} ist selbst eine Korrektur; wiederhole stattdessen die Aktion, die sie korrigiert hat"),
        ("action {0} is itself a correction; amend the action it corrected instead",
         "Aktion {0} ist selbst eine Korrektur; berichtige stattdessen die Aktion, die sie korrigiert hat"),
        ("action {0} is already undone; take the undo back with: ledger redo {1}",
         "Aktion {0} ist schon rückgängig gemacht; nimm das zurück mit: ledger redo {1}"),
        ("action {0} is not undone; only an undone action can be redone",
         "Aktion {0} ist nicht rückgängig gemacht; nur eine rückgängig gemachte Aktion lässt sich wiederholen"),
        ("action {0} cannot be redone now: {1}", "Aktion {0} lässt sich jetzt nicht wiederholen: {1*}"),
        ("action {0} is undone; redo it first (ledger redo {1})",
         "Aktion {0} ist rückgängig gemacht; wiederhole sie zuerst (ledger redo {1})"),
        ("action {0} was recorded before inputs were kept and cannot be decided again",
         "Aktion {0} wurde aufgezeichnet, bevor Eingaben aufbewahrt wurden, und lässt sich nicht neu entscheiden"),
        ("action {0} is a group action ({1}); undo it and run it again",
         "Aktion {0} ist eine Gruppenaktion ({1}); mach sie rückgängig und führe sie neu aus"),
        ("action {0} is a group action: a correction does not change people or invitations; 'grant' gives a role, 'remove' takes a person off, 'invite' gives a new code and 'withdraw' takes one back",
         "Aktion {0} ist eine Gruppenaktion: eine Berichtigung ändert weder Personen noch Einladungen; 'grant' gibt eine Rolle, 'remove' nimmt eine Person heraus, 'invite' gibt einen neuen Code und 'withdraw' zieht einen zurück"),
        ("give the arguments of {0} to correct ({1})", "gib die zu berichtigenden Argumente von {0} an ({1})"),
        ("give an action to undo or --to ACTION, not both", "gib eine Aktion zum Rückgängigmachen oder --to AKTION an, nicht beides"),
        ("--to takes an action before the last one; actions run 0..{0}",
         "--to nimmt eine Aktion vor der letzten; die Aktionen laufen von 0 bis {0}"),
        ("no action after {0} is in force; nothing to undo", "keine Aktion nach {0} gilt noch; nichts rückgängig zu machen"),
        ("name the action to undo (its number in ledger history), or --to ACTION",
         "nenne die Aktion, die rückgängig gemacht wird (ihre Nummer laut ledger history), oder --to AKTION"),
        ("name the action to {0} (its number in ledger history)",
         "nenne die Aktion für {0} (ihre Nummer laut ledger history)"),
        ("{0} is not an action number", "{0} ist keine Aktionsnummer"),
        ("an action number is a whole number from 0 to {0} (an optional sign and the digits 0-9; got {1})",
         "eine Aktionsnummer ist eine ganze Zahl von 0 bis {0} (ein Vorzeichen nach Wahl und die Ziffern 0-9; angegeben: {1})"),
        ("an action number is a whole number from 0 to {0}", "eine Aktionsnummer ist eine ganze Zahl von 0 bis {0}"),
        ("{0} is true or false", "{0} ist true oder false"),
        ("action {0} is corrected twice; give its arguments once", "Aktion {0} wird zweimal berichtigt; gib ihre Argumente einmal an"),
        ("no action in session {0}; this campaign's sessions: {1}",
         "keine Aktion in Sitzung {0}; Sitzungen dieser Kampagne: {1}"),
        ("no action in scene {0}; this campaign's scenes: {1}", "keine Aktion in Szene {0}; Szenen dieser Kampagne: {1}"),
        ("no action by {0}; actors in this campaign: {1}", "keine Aktion von {0}; Handelnde in dieser Kampagne: {1}"),
        ("no action or event of kind {0}; this campaign's commands: {1}; or an event kind as --json shows it",
         "keine Aktion und kein Ereignis der Art {0}; Befehle dieser Kampagne: {1}; oder eine Ereignisart, wie --json sie zeigt"),
        ("give GM or a character's name (an empty name names nobody)",
         "gib GM oder den Namen einer Figur an (ein leerer Name nennt niemanden)"),
        ("{0} is not a seed (a whole number)", "{0} ist keine Saat (eine ganze Zahl)"),
        ("only the store's owner replaying a script names who gave an action",
         "nur der Besitzer des Registers nennt beim Abspielen eines Skripts, wer eine Aktion gab"),
        ("{0} is not a proposal's number", "{0} ist keine Nummer eines Vorschlags"),
        ("{0} would change nothing here; nothing was recorded", "{0} würde hier nichts ändern; nichts wurde aufgezeichnet"),
        ("unknown character {0}; known: {1}", "{0} ist kein bekannter Name (Figur); erlaubt: {1}"),
        ("give one of --as-of, --session and --scene", "gib nur eines von --as-of, --session und --scene an"),
        ("--start goes with --session N or --scene N", "--start gehört zu --session N oder --scene N"),
        ("session {0} has not happened in this campaign; sessions so far: {1}",
         "Sitzung {0} hat in dieser Kampagne nicht stattgefunden; Sitzungen bisher: {1*}"),
        ("scene {0} has not happened in this campaign; scenes so far: {1}",
         "Szene {0} hat in dieser Kampagne nicht stattgefunden; Szenen bisher: {1*}"),
        ("{0} is not a language of {1}; allowed: {2}", "{0} ist keine Sprache von {1}; erlaubt: {2}"),
        ("{0} is not a language of any system; allowed: {1}", "{0} ist keine Sprache eines Systems; erlaubt: {1}"),
        ("{0} is not a language of the ledger's systems; allowed: {1}",
         "{0} ist keine Sprache der Systeme des Registers; erlaubt: {1}"),
        ("no event at version {0}", "kein Ereignis bei Version {0}"),
        ("a number of actions, 1 or more", "eine Anzahl Aktionen, 1 oder mehr"),
        ("a {0} number, 0 (before the first) or more", "eine Nummer ({0}), 0 (vor der ersten) oder mehr"),
    ),
    parts=words((("none yet", "noch keine"), ("and", "und"), ("more after them", "weitere danach"),
                 ("refused", "abgelehnt"), ("records different changes", "zeichnet andere Änderungen auf"),
                 ("correct it instead", "berichtige sie stattdessen"),
                 ("correct it in the same amend", "berichtige sie in derselben Berichtigung"),
                 ("keep it with its new outcome with", "behalte sie mit ihrem neuen Ergebnis mit"),
                 ("undo it too with", "mach sie auch rückgängig mit"), ("undo it with", "mach sie rückgängig mit"),
                 ("undo all", "mach alle"), ("undo the", "mach die"), ("keep the", "behalte die"),
                 ("that only change with", "die sich nur ändern, mit"),
                 ("whose outcome would change", "deren Ergebnis sich ändern würde"), ("keep all", "behalte alle"),
                 ("decided again", "neu entschieden"),
                 ("with", "mit"), ("or", "oder"))),
)

#: Language -> the ledger's refusal frames (English: the language the ledger raises in).
FRAMES: dict[str, Phrases] = {"es": ES, "it": IT, "de": DE}


#: A later action that falls, inside the frames above: ``12 (roll): refused: character: <the rules' refusal>``
#: (``ledger.corrections._dependents``), the refusal running to the next action, the count or the hints.
#: A later action named by its number and command: ``54 (resolve)``.
_ACTED = re.compile(r"\b(\d+) \(([a-z][\w -]*)\)")
#: An action named with its command anywhere in a frame: ``action 37 (resolve) is not undone``, the action "later
#: actions depend on" (``action 76 (resolve):``).
_NAMED = re.compile(r"\b(action \d+) \(([a-z][\w-]*(?: [a-z][\w-]*)*)\)")
_FALLEN = re.compile(r"(?P<lead>\): refused: (?:[\w-]+: )?)(?P<msg>.*?)"
                     r"(?=; (?:\d+ \([^)]*\): |and \d+ more after them|correct it|keep |undo )|$)")


def said(lang: str, message: str, own: Callable[[str], str] | None,
         command: Callable[[str], str] | None = None) -> str | None:
    """``message`` (a refusal the ledger raised, English) in ``lang`` when this table frames it, else None;
    ``own`` is the campaign's system's reading of the rules' English (a later action's refusal inside the frame,
    a reason put in a ``{0*}`` place), the frame's words around it this table's; ``command`` its word for a
    command (``54 (resolve)`` -> ``54 (auflösen)``). A gate's refusal cut before its "allowed now" list (``_why``)
    is read whole and cut again."""
    table = FRAMES.get(lang)
    if table is None:
        return None

    def named(text: str) -> str:
        """``text`` (the words between later actions' refusals) with each ``N (command)`` by its word."""
        if command is None:
            return table.words_in(text)
        return table.words_in(_ACTED.sub(lambda m: f"{m[1]} ({command(m[2])})", text))

    def reason(text: str) -> str:
        if own is None:
            return table.words_in(text)
        if not re.match(r"'[^']+' is not allowed (?:while|now:) ", text):
            return own(text)
        whole = own(f"{text}; allowed now: -")
        return whole.rpartition("; ")[0] if whole.endswith(": -") else own(text)

    def inner(text: str) -> str:
        found = list(_FALLEN.finditer(text))
        if not found:       # the actions that fall without a refusal ("5 (mark): records ..."), "none yet"; a reason
            return table.words_in(text) if re.match(r"\d|none yet$", text) else reason(text)
        out, at = [], 0
        for m in found:
            out += [named(text[at:m.end("lead")]), reason(m.group("msg"))]
            at = m.end()
        return "".join(out + [named(text[at:])])

    if command is not None:        # each "action 76 (resolve)" by its command's word
        message = _NAMED.sub(lambda m: f"{m[1]} ({command(m[2])})", message)
    return table.framed(message, inner)
