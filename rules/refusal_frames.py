"""The frames of the refusals the shared rules raise, in the languages several systems play in.

Source: the shared rule modules whose English they rewrite: ``rules.phases`` (a gate's "'X' is not allowed
while ...; allowed now: ..." and the phase words "the session is not started"), ``rules.names`` ("unknown
<what> 'x'; allowed: ..."), ``rules.dice`` (typed-in dice), ``rules.args`` (unknown arguments, text limits,
unknown commands), ``rules.errors`` (text that is not UTF-8). Like ``rules.i18n.WORDS``, this holds what two
systems of one language share (Masks and Mouse Guard both say "ahora se puede"); each system merges it after its
own phrases (``rules/<system>/refusals.py``), a frame's ``{gm}`` filled with the system's word for the GM
(``shared``: Masks' "Narrador", seed 000; ``ES``, ``IT`` and ``DE`` the shared word of ``rules.i18n.WORDS``).
Spanish follows seed 004's and 000's Spanish, Italian seed 002's, German seed 001's forum German. Click's usage errors (``rules.usage_frames``) come first in each table.
"""

from __future__ import annotations

import functools
from dataclasses import replace

from rules import usage_frames
from rules.refusals import Phrases, merge, words

_GATE = r"'(?P<cmd>[^']+)' is not allowed while (?P<reason>.+?); allowed now: (?P<allowed>.*)"
_NOW = r"'(?P<cmd>[^']+)' is not allowed now: (?P<reason>.+?); allowed now: (?P<allowed>.*)"
_ALLOWED = r"(?P<reason>.+?); allowed now: (?P<allowed>.*)"
_UNKNOWN = r"unknown (?P<what>[\w' -]+?) (?P<name>'[^']*'|\"[^\"]*\"); (?:allowed|known|[\w' ]+): (?P<list>.*)"
_ACTOR = r"unknown actor (?P<name>'[^']*'); allowed: GM or a character \((?P<list>.*)\)"
_UNKNOWN_ARG = r"unknown argument; allowed: (?P<args>.*)"   # the names as typed: not worded
_UNKNOWN_OPTION = r"unknown option; allowed: (?P<args>.*)"   # a campaign option's keys (``--option KEY=VALUE``)
#: Typed dice counted (``rules.dice``; a group named for a counted noun, ``die``, ``face``, ``whole``: its count and noun
#: as the language writes them, ``rules.numbers.counted``), and a pool's count the rules add after it (Mouse Guard).
_DICE = r"got (?P<die>\d+) di(?:e|ce), need exactly (?P<die2>\d+) \(faces 1\.\.(?P<s>\d+), e\.g\. 6,3\)(?P<reason>.*)"
_DICE_POOL = r"got (?P<die>\d+) di(?:e|ce), need exactly (?P<n>\d+): the pool is (?P<die2>\d+) di(?:e|ce)(?P<reason>.*)"
_FACES = r"give (?P<face>\d+) di(?:e|ce) faces? 1\.\.(?P<s>\d+) as a list or text, e\.g\. (?P<ex>[^;]+)"
_FACE = r"face (?P<f>-?\d+) is outside 1\.\.(?P<s>\d+)(?P<reason>.*)"
_NOT_FACE = r"(?P<part>.+?) is not a die face; give (?P<whole>\d+) whole numbers? 1\.\.(?P<s>\d+), e\.g\. (?P<ex>[\d,]+)(?P<reason>.*)"
_ITEM = r"item (?P<n>\d+): (?P<reason>.+)"      # a list's item by its place (rules.args.validation_error)

_ES = merge(usage_frames.ES, Phrases(
    templates=(
               # a title or recap (rules.sessions.text_problem)
               ('control or invisible characters (tabs included) are not allowed in a recap; line breaks and the joiners U+200C and U+200D are',
                'no se admiten caracteres de control ni invisibles (tampoco tabuladores) en un resumen; los saltos de línea y los unificadores U+200C y U+200D sí'),
               ('control or invisible characters (tabs and line breaks included) are not allowed in a title; the joiners U+200C and U+200D are; write it on one line',
                'no se admiten caracteres de control ni invisibles (tampoco tabuladores ni saltos de línea) en un título; los unificadores U+200C y U+200D sí; escríbelo en una línea'),
               ('a recap is text',
                'un resumen es un texto'),
               ('a title is text',
                'un título es un texto'),
               ('a recap of 1-{0} characters',
                'un resumen de 1 a {0} caracteres'),
               ('a title of 1-{0} characters',
                'un título de 1 a {0} caracteres'),
               # a name as typed (each system's name check) and the argument checks of pydantic (rules.args)
               ("control or invisible characters (tabs and line breaks included) are not allowed in a name; the joiners U+200C and U+200D are",
                "no se admiten caracteres de control ni invisibles (tampoco tabuladores ni saltos de línea) en un nombre; los unificadores U+200C y U+200D sí"),
               ("a name of 1-60 characters with a letter or digit, other than GM",
                "un nombre de 1 a 60 caracteres con una letra o una cifra, distinto de GM"),
               ("a name of 1-60 characters", "un nombre de 1 a 60 caracteres"),
               ("a name cannot contain , + = or : (they separate pick parameters)",
                "un nombre no puede contener , + = ni : (separan los parámetros de una elección)"),
               ("a name cannot contain , = : or ; (they separate list items)",
                "un nombre no puede contener , = : ni ; (separan los elementos de una lista)"),
               ("a forward of -3..+3 other than 0", "una bonificación de -3..+3 distinta de 0"),
               ("Field required; unknown fields sent: {0}", "falta este dato; campos desconocidos enviados: {0}"),
               ("Field required; give {0}", "falta este dato; da {0*}"),
               ("Field required", "falta este dato"),
               # what a field takes (rules.args.TAKES, ``_takes``): pydantic's refusals in the ledger's words
               ("a whole number", "un número entero"),
               ("true or false", "true o false"),
               ("a text", "un texto"),
               ("a number", "un número"),
               ("a list", "una lista"),
               ("a mapping (name: value)", "un mapa (nombre: valor)"),
               ("{0} is not allowed; allowed: {1}", "{0} no se admite; se admite: {1}"),
               ("one of: {0}, or {1}", "uno de: {0}, o {1*}"),
               ("Input should be a valid integer, unable to parse string as an integer",
                "debe ser un número entero (el texto no se lee como número entero)"),
               ("Input should be a valid integer", "debe ser un número entero"),
               # pydantic's own (a wrong JSON type in a script or a body; tests/test_pydantic_words.py)
               ("Input should be a valid integer, got a number with a fractional part",
                "debe ser un número entero, no una fracción"),
               ("Input should be a valid boolean", "debe ser sí o no (true o false)"),
               ("Input should be a valid number, unable to parse string as a number",
                "debe ser un número (el texto no se lee como número)"),
               ("Input should be a valid number", "debe ser un número"),
               ("Input should be a finite number", "debe ser un número finito"),
               ("Input should be a valid dictionary", "debe ser un mapa (nombre: valor)"),
               ("a whole number from {0} to {1} or {2} (an optional sign and the digits 0-9; got {3})", "un número entero de {0} a {1} o {2} (un signo opcional y las cifras 0-9; dado: {3})"),
               ("a whole number from {0} to {1} (an optional sign and the digits 0-9; got {2})", "un número entero de {0} a {1} (un signo opcional y las cifras 0-9; dado: {2})"),
               ("a whole number from {0} to {1}", "un número entero de {0} a {1}"),
               ("a whole number of at least {0}", "un número entero de al menos {0}"),
               ("a whole number of at most {0} digits", "un número entero de como mucho {0} cifras"),
               ("a whole number of at most {0}", "un número entero de como mucho {0}"),
               ("a whole number, not true/false", "un número entero, no true/false"),
               ('recap one session (--session N) or one scene (--scene N), not both', 'resume una sesión (--session N) o una escena (--scene N), no ambas'),
               ('no session has started yet; recap one once it has', 'aún no ha empezado ninguna sesión; resúmela cuando haya empezado'),
               ('no session has been played yet', 'aún no se ha jugado ninguna sesión'),
               ('no scene has been played yet', 'aún no se ha jugado ninguna escena'),
               ('session {0} has not been played; sessions played: 1..{1}', 'la sesión {0} no se ha jugado; sesiones jugadas: 1..{1}'),
               ('scene {0} has not been played; scenes played: 1..{1}', 'la escena {0} no se ha jugado; escenas jugadas: 1..{1}'),
               ("Input should be greater than or equal to {0}", "debe ser mayor o igual que {0}"),
               ("Input should be less than or equal to {0}", "debe ser menor o igual que {0}"),
               ("Input should be greater than {0}", "debe ser mayor que {0}"),
               ("Input should be less than {0}", "debe ser menor que {0}"),
               ("Input should be a valid boolean, unable to interpret input", "debe ser sí o no (true o false)"),
               ("Input should be a valid string", "debe ser un texto"),
               ("Input should be a valid list", "debe ser una lista"),
               ("Input should be {0} or {1}", "debe ser {0} o {1}"),
               ("Input should be {0}", "debe ser {0}")),
    whole=((_ACTOR, "{name} no es nadie de esta campaña; se admite: el {gm} o un personaje ({list})"),
           (_GATE, "'{cmd}' no se puede mientras {reason}; ahora se puede: {allowed}"),
           (_NOW, "'{cmd}' no se puede ahora: {reason}; ahora se puede: {allowed}"),
           (_UNKNOWN_ARG, "argumento desconocido; se admite: {args}"),
           (_UNKNOWN_OPTION, "opción desconocida; se admite: {args}"),
           (_UNKNOWN, "{name} no es un nombre conocido ({what}); se admite: {list}"),
           (_DICE, "escribiste {die}; hay que escribir exactamente {die2} (caras 1..{s}, p. ej. 6,3){reason}"),
           (_DICE_POOL, "escribiste {die}; hay que escribir exactamente {n}: la reserva es de {die2}{reason}"),
           (_FACES, "da {face} 1..{s} como lista o texto, p. ej. {ex}"),
           (_FACE, "la cara {f} está fuera de 1..{s}{reason}"),
           (_NOT_FACE, "{part} no es una cara de dado; escribe {whole} 1..{s}, p. ej. {ex}{reason}"),
           (r"give either dice or seed, not both(?P<reason>.*)", "da los dados o la semilla, no ambos{reason}"),
           (_ITEM, "elemento {n}: {reason}"),
           (r"at most (?P<n>\d+) characters", "como mucho {n} caracteres"),
           (_ALLOWED, "{reason}; ahora se puede: {allowed}")),
    parts=((r"\bthe session is not started\b", "la sesión no ha empezado"),
           (r"\bthe session is running\b", "la sesión está en curso"),
           (r"\bthe session is ending\b", "la sesión está terminando"),
           (r"\bthe session is ended\b", "la sesión está terminada"),
           (r"\bthe scene is closed\b", "no hay escena abierta"),
           (r"\bthe scene is open\b", "la escena está abierta"),
           (r"\bnot valid UTF-8 text \(retype it; invalid bytes cannot be recorded\)",
            "no es texto UTF-8 válido (vuelve a escribirlo; no se pueden registrar bytes inválidos)"),
           (r"\bgiven more than once; give it once\b", "dado más de una vez; dalo una sola vez"),
           (r"\bgiven more than once; it takes a list: give every value in one, e\.g\. (.+)$", r"dado más de una vez; admite una lista: da todos los valores en uno, p. ej. \1"),
           (r"^value missing$", "falta el valor"),
           *words((("allowed now", "ahora se puede"), ("allowed", "se admite"), ("none yet", "ninguno todavía"), ("none", "ninguno"),
                   ("skills", "habilidades"), ("abilities", "aptitudes"),
                   ("skill or ability", "habilidad o aptitud"), ("skill", "habilidad"), ("ability", "aptitud"),
                   ("condition", "condición"), ("character", "personaje"), ("move", "movimiento"),
                   ("command", "orden"), ("weapon", "arma"), ("action", "acción"), ("conflict type", "tipo de conflicto"),
                   ("label", "etiqueta"), ("playbook", "libreto"), ("Nature mode", "modo de Naturaleza")))),
    again=("reason", "what"),
))

_IT = merge(usage_frames.IT, Phrases(
    templates=(
               # a title or recap (rules.sessions.text_problem)
               ('control or invisible characters (tabs included) are not allowed in a recap; line breaks and the joiners U+200C and U+200D are',
                'in un riassunto non sono ammessi caratteri di controllo o invisibili (nemmeno tabulazioni); gli a capo e i joiner U+200C e U+200D sì'),
               ('control or invisible characters (tabs and line breaks included) are not allowed in a title; the joiners U+200C and U+200D are; write it on one line',
                'in un titolo non sono ammessi caratteri di controllo o invisibili (nemmeno tabulazioni e a capo); i joiner U+200C e U+200D sì; scrivilo su una riga'),
               ('a recap is text',
                'un riassunto è un testo'),
               ('a title is text',
                'un titolo è un testo'),
               ('a recap of 1-{0} characters',
                'un riassunto di 1-{0} caratteri'),
               ('a title of 1-{0} characters',
                'un titolo di 1-{0} caratteri'),
               # a name as typed (each system's name check) and the argument checks of pydantic (rules.args)
               ("control or invisible characters (tabs and line breaks included) are not allowed in a name; the joiners U+200C and U+200D are",
                "in un nome non sono ammessi caratteri di controllo o invisibili (nemmeno tabulazioni e a capo); i joiner U+200C e U+200D sì"),
               ("a name of 1-60 characters with a letter or digit, other than GM",
                "un nome di 1-60 caratteri con una lettera o una cifra, diverso da GM"),
               ("a name of 1-60 characters", "un nome di 1-60 caratteri"),
               ("a name cannot contain , + = or : (they separate pick parameters)",
                "un nome non può contenere , + = o : (separano i parametri di una scelta)"),
               ("a modifier of -3..+3 other than 0", "un modificatore di -3..+3 diverso da 0"),
               ("Field required; unknown fields sent: {0}", "manca questo dato; campi sconosciuti inviati: {0}"),
               ("Field required; give {0}", "manca questo dato; dai {0*}"),
               ("Field required", "manca questo dato"),
               # what a field takes (rules.args.TAKES, ``_takes``): pydantic's refusals in the ledger's words
               ("a whole number", "un numero intero"),
               ("true or false", "true o false"),
               ("a text", "un testo"),
               ("a number", "un numero"),
               ("a list", "una lista"),
               ("a mapping (name: value)", "una mappa (nome: valore)"),
               ("{0} is not allowed; allowed: {1}", "{0} non è ammesso; ammessi: {1}"),
               ("one of: {0}, or {1}", "uno tra: {0}, o {1*}"),
               ("Input should be a valid integer, unable to parse string as an integer",
                "deve essere un numero intero (il testo non si legge come numero intero)"),
               ("Input should be a valid integer", "deve essere un numero intero"),
               # pydantic's own (a wrong JSON type in a script or a body; tests/test_pydantic_words.py)
               ("Input should be a valid integer, got a number with a fractional part",
                "deve essere un numero intero, non una frazione"),
               ("Input should be a valid boolean", "deve essere sì o no (true o false)"),
               ("Input should be a valid number, unable to parse string as a number",
                "deve essere un numero (il testo non si legge come numero)"),
               ("Input should be a valid number", "deve essere un numero"),
               ("Input should be a finite number", "deve essere un numero finito"),
               ("Input should be a valid dictionary", "deve essere una mappa (nome: valore)"),
               ("a whole number from {0} to {1} or {2} (an optional sign and the digits 0-9; got {3})", "un numero intero da {0} a {1} o {2} (un segno facoltativo e le cifre 0-9; dato: {3})"),
               ("a whole number from {0} to {1} (an optional sign and the digits 0-9; got {2})", "un numero intero da {0} a {1} (un segno facoltativo e le cifre 0-9; dato: {2})"),
               ("a whole number from {0} to {1}", "un numero intero da {0} a {1}"),
               ("a whole number of at least {0}", "un numero intero di almeno {0}"),
               ("a whole number of at most {0} digits", "un numero intero di al massimo {0} cifre"),
               ("a whole number of at most {0}", "un numero intero di al massimo {0}"),
               ("a whole number, not true/false", "un numero intero, non true/false"),
               ('recap one session (--session N) or one scene (--scene N), not both', 'riassumi una sessione (--session N) o una scena (--scene N), non entrambe'),
               ('no session has started yet; recap one once it has', 'nessuna sessione è ancora iniziata; riassumila quando sarà iniziata'),
               ('no session has been played yet', 'nessuna sessione è stata ancora giocata'),
               ('no scene has been played yet', 'nessuna scena è stata ancora giocata'),
               ('session {0} has not been played; sessions played: 1..{1}', 'la sessione {0} non è stata giocata; sessioni giocate: 1..{1}'),
               ('scene {0} has not been played; scenes played: 1..{1}', 'la scena {0} non è stata giocata; scene giocate: 1..{1}'),
               ("Input should be greater than or equal to {0}", "deve essere maggiore o uguale a {0}"),
               ("Input should be less than or equal to {0}", "deve essere minore o uguale a {0}"),
               ("Input should be greater than {0}", "deve essere maggiore di {0}"),
               ("Input should be less than {0}", "deve essere minore di {0}"),
               ("Input should be a valid boolean, unable to interpret input", "deve essere sì o no (true o false)"),
               ("Input should be a valid string", "deve essere un testo"),
               ("Input should be a valid list", "deve essere una lista"),
               ("Input should be {0} or {1}", "deve essere {0} o {1}"),
               ("Input should be {0}", "deve essere {0}")),
    whole=((_ACTOR, "{name} non è nessuno di questa campagna; ammessi: il {gm} o un personaggio ({list})"),
           (_GATE, "'{cmd}' non è permesso mentre {reason}; ora si può: {allowed}"),
           (_NOW, "'{cmd}' non è permesso ora: {reason}; ora si può: {allowed}"),
           (_UNKNOWN_ARG, "argomento sconosciuto; ammessi: {args}"),
           (_UNKNOWN_OPTION, "opzione sconosciuta; ammesse: {args}"),
           (_UNKNOWN, "{name} non è un nome conosciuto ({what}); ammessi: {list}"),
           (_DICE, "hai scritto {die}; bisogna scriverne esattamente {die2} (facce 1..{s}, es. 6,3){reason}"),
           (_DICE_POOL, "hai scritto {die}; bisogna scriverne esattamente {n}: la riserva è di {die2}{reason}"),
           (_FACES, "dai {face} 1..{s} come lista o testo, es. {ex}"),
           (_FACE, "la faccia {f} è fuori da 1..{s}{reason}"),
           (_NOT_FACE, "{part} non è la faccia di un dado; scrivi {whole} 1..{s}, es. {ex}{reason}"),
           (r"give either dice or seed, not both(?P<reason>.*)", "dai i dadi o il seme, non entrambi{reason}"),
           (_ITEM, "elemento {n}: {reason}"),
           (r"at most (?P<n>\d+) characters", "al massimo {n} caratteri"),
           (_ALLOWED, "{reason}; ora si può: {allowed}")),
    parts=((r"\bthe session is not started\b", "la sessione non è iniziata"),
           (r"\bthe session is running\b", "la sessione è in corso"),
           (r"\bthe session is ending\b", "la sessione è in chiusura"),
           (r"\bthe session is ended\b", "la sessione è conclusa"),
           (r"\bthe scene is closed\b", "nessuna scena è aperta"),
           (r"\bthe scene is open\b", "la scena è aperta"),
           (r"\bnot valid UTF-8 text \(retype it; invalid bytes cannot be recorded\)",
            "non è testo UTF-8 valido (riscrivilo; i byte non validi non si possono registrare)"),
           (r"\bgiven more than once; give it once\b", "dato più di una volta; dallo una volta sola"),
           (r"\bgiven more than once; it takes a list: give every value in one, e\.g\. (.+)$", r"dato più di una volta; accetta una lista: dai tutti i valori in uno, ad es. \1"),
           (r"^value missing$", "manca il valore"),
           *words((("allowed now", "ora si può"), ("allowed", "ammessi"), ("none yet", "nessuno per ora"), ("none", "nessuno"), ("move", "mossa"),
                   ("approach", "approccio"), ("character", "personaggio"), ("command", "comando"), ("grade", "grado"),
                   ("harm slot", "slot di Danno"), ("pick", "scelta"), ("Pokémon", "Pokémon")))),
    again=("reason", "what"),
))

_DE = merge(usage_frames.DE, Phrases(
    templates=(
               # a title or recap (rules.sessions.text_problem)
               ('control or invisible characters (tabs included) are not allowed in a recap; line breaks and the joiners U+200C and U+200D are',
                'Steuer- oder unsichtbare Zeichen (auch Tabulatoren) sind in einem Rückblick nicht erlaubt; Zeilenumbrüche und die Verbinder U+200C und U+200D schon'),
               ('control or invisible characters (tabs and line breaks included) are not allowed in a title; the joiners U+200C and U+200D are; write it on one line',
                'Steuer- oder unsichtbare Zeichen (auch Tabulatoren und Zeilenumbrüche) sind in einem Titel nicht erlaubt; die Verbinder U+200C und U+200D schon; schreib ihn in eine Zeile'),
               ('a recap is text',
                'ein Rückblick ist ein Text'),
               ('a title is text',
                'ein Titel ist ein Text'),
               ('a recap of 1-{0} characters',
                'ein Rückblick aus 1-{0} Zeichen'),
               ('a title of 1-{0} characters',
                'ein Titel aus 1-{0} Zeichen'),
               # a name as typed (each system's name check) and the argument checks of pydantic (rules.args)
               ("control or invisible characters (tabs and line breaks included) are not allowed in a name; the joiners U+200C and U+200D are",
                "Steuer- oder unsichtbare Zeichen (auch Tabulatoren und Zeilenumbrüche) sind in einem Namen nicht erlaubt; die Verbinder U+200C und U+200D schon"),
               ("a name of 1-60 characters with a letter or digit, other than GM",
                "ein Name aus 1-60 Zeichen mit einem Buchstaben oder einer Ziffer, nicht SL"),
               ("a name of 1-60 characters", "ein Name aus 1-60 Zeichen"),
               ("a name cannot contain , : = or + (they separate lists and CULTURE:STAT pairs)",
                "ein Name darf , : = oder + nicht enthalten (sie trennen Listen und KULTUR:WERT-Paare)"),
               ("{0} is not allowed; allowed: {1}", "{0} ist nicht erlaubt; erlaubt: {1}"),
               ("Field required; unknown fields sent: {0}", "Angabe fehlt; unbekannte Felder gesendet: {0}"),
               ("Field required; give {0}", "Angabe fehlt; erwartet: {0*}"),
               ("Field required", "Angabe fehlt"),
               # what a field takes (rules.args.TAKES, ``_takes``): pydantic's refusals in the ledger's words
               ("a whole number", "eine ganze Zahl"),
               ("true or false", "true oder false"),
               ("a text", "ein Text"),
               ("a number", "eine Zahl"),
               ("a list", "eine Liste"),
               ("a mapping (name: value)", "eine Abbildung (Name: Wert)"),
               ("one of: {0}, or {1}", "eines von: {0}, oder {1*}"),
               ("Input should be a valid integer, unable to parse string as an integer",
                "muss eine ganze Zahl sein (der Text ist keine ganze Zahl)"),
               ("Input should be a valid integer", "muss eine ganze Zahl sein"),
               # pydantic's own (a wrong JSON type in a script or a body; tests/test_pydantic_words.py)
               ("Input should be a valid integer, got a number with a fractional part",
                "muss eine ganze Zahl sein, kein Bruch"),
               ("Input should be a valid boolean", "muss ja oder nein sein (true oder false)"),
               ("Input should be a valid number, unable to parse string as a number",
                "muss eine Zahl sein (der Text ist keine Zahl)"),
               ("Input should be a valid number", "muss eine Zahl sein"),
               ("Input should be a finite number", "muss eine endliche Zahl sein"),
               ("Input should be a valid dictionary", "muss eine Abbildung sein (Name: Wert)"),
               ("a whole number from {0} to {1} or {2} (an optional sign and the digits 0-9; got {3})", "eine ganze Zahl von {0} bis {1} oder {2} (ein Vorzeichen nach Wahl und die Ziffern 0-9; angegeben: {3})"),
               ("a whole number from {0} to {1} (an optional sign and the digits 0-9; got {2})", "eine ganze Zahl von {0} bis {1} (ein Vorzeichen nach Wahl und die Ziffern 0-9; angegeben: {2})"),
               ("a whole number from {0} to {1}", "eine ganze Zahl von {0} bis {1}"),
               ("a whole number of at least {0}", "eine ganze Zahl von mindestens {0}"),
               ("a whole number of at most {0} digits", "eine ganze Zahl mit höchstens {0} Ziffern"),
               ("a whole number of at most {0}", "eine ganze Zahl von höchstens {0}"),
               ("a whole number, not true/false", "eine ganze Zahl, nicht true/false"),
               ('recap one session (--session N) or one scene (--scene N), not both', 'fasse eine Sitzung (--session N) oder eine Szene (--scene N) zusammen, nicht beides'),
               ('no session has started yet; recap one once it has', 'noch keine Sitzung hat begonnen; fasse sie zusammen, sobald sie begonnen hat'),
               ('no session has been played yet', 'noch keine Sitzung wurde gespielt'),
               ('no scene has been played yet', 'noch keine Szene wurde gespielt'),
               ('session {0} has not been played; sessions played: 1..{1}', 'Sitzung {0} wurde nicht gespielt; gespielte Sitzungen: 1..{1}'),
               ('scene {0} has not been played; scenes played: 1..{1}', 'Szene {0} wurde nicht gespielt; gespielte Szenen: 1..{1}'),
               ("Input should be greater than or equal to {0}", "muss größer oder gleich {0} sein"),
               ("Input should be less than or equal to {0}", "muss kleiner oder gleich {0} sein"),
               ("Input should be greater than {0}", "muss größer als {0} sein"),
               ("Input should be less than {0}", "muss kleiner als {0} sein"),
               ("Input should be a valid boolean, unable to interpret input", "muss ja oder nein sein (true oder false)"),
               ("Input should be a valid string", "muss ein Text sein"),
               ("Input should be a valid list", "muss eine Liste sein"),
               ("Input should be {0} or {1}", "muss {0} oder {1} sein"),
               ("Input should be {0}", "muss {0} sein")),
    whole=((_ACTOR, "{name} gehört nicht zu dieser Kampagne; erlaubt: die {gm} oder eine Figur ({list})"),
           (_GATE, "'{cmd}' ist nicht erlaubt, solange {reason}; jetzt möglich: {allowed}"),
           (_NOW, "'{cmd}' ist jetzt nicht erlaubt: {reason}; jetzt möglich: {allowed}"),
           (_UNKNOWN_ARG, "unbekanntes Argument; erlaubt: {args}"),
           (_UNKNOWN_OPTION, "unbekannte Option; erlaubt: {args}"),
           (_UNKNOWN, "{name} ist kein bekannter Name ({what}); erlaubt: {list}"),
           (_DICE, "{die} angegeben, genau {die2} nötig (Augen 1..{s}, z. B. 6,3){reason}"),
           (_DICE_POOL, "{die} angegeben, genau {n} nötig: der Vorrat ist {die2}{reason}"),
           (_FACES, "gib {face} 1..{s} als Liste oder Text an, z. B. {ex}"),
           (_FACE, "Augenzahl {f} liegt außerhalb von 1..{s}{reason}"),
           (_NOT_FACE, "{part} ist keine Augenzahl; gib {whole} 1..{s} an, z. B. {ex}{reason}"),
           (r"give either dice or seed, not both(?P<reason>.*)", "gib Würfel oder Saat an, nicht beides{reason}"),
           (_ITEM, "Eintrag {n}: {reason}"),
           (r"at most (?P<n>\d+) characters", "höchstens {n} Zeichen"),
           (_ALLOWED, "{reason}; jetzt möglich: {allowed}")),
    parts=((r"\bthe session is not started\b", "die Sitzung nicht begonnen hat"),
           (r"\bthe session is running\b", "die Sitzung läuft"),
           (r"\bthe session is ending\b", "die Sitzung endet"),
           (r"\bthe session is ended\b", "die Sitzung beendet ist"),
           (r"\bthe scene is closed\b", "keine Szene offen ist"),
           (r"\bthe scene is open\b", "die Szene offen ist"),
           (r"\bnot valid UTF-8 text \(retype it; invalid bytes cannot be recorded\)",
            "kein gültiger UTF-8-Text (neu eingeben; ungültige Bytes können nicht aufgezeichnet werden)"),
           (r"\bgiven more than once; give it once\b", "mehr als einmal angegeben; nur einmal angeben"),
           (r"\bgiven more than once; it takes a list: give every value in one, e\.g\. (.+)$", r"mehr als einmal angegeben; es nimmt eine Liste: gib alle Werte in einem an, z. B. \1"),
           (r"^value missing$", "Wert fehlt"),
           *words((("allowed now", "jetzt möglich"), ("allowed", "erlaubt"), ("none yet", "noch keine"), ("none", "keine"), ("move", "Zug"),
                   ("stat", "Wert"), ("culture", "Kultur"), ("character", "Figur"), ("command", "Befehl"),
                   ("milestone", "Meilenstein"), ("playbook", "Playbook"), ("role", "Rolle")))),
    again=("reason", "what"),
))


@functools.cache
def shared(lang: str, gm: str | None = None) -> Phrases:
    """The shared frames of ``lang`` (``es``, ``it``, ``de``; ``KeyError`` for another) with each ``{gm}`` filled
    by ``gm``, the system's word for the GM (``GameSystem.word("GM", lang)``: Masks' "Narrador", seed 000), or by
    the word every system of ``lang`` shares (``rules.i18n.WORDS``: "DJ", "GM", "SL") when None."""
    from rules.i18n import WORDS

    word = gm or WORDS.get(lang, {}).get("GM", "GM")
    fill = lambda rows: tuple((en, tr.replace("{gm}", word)) for en, tr in rows)  # noqa: E731
    table = {"es": _ES, "it": _IT, "de": _DE}[lang]
    return replace(table, whole=fill(table.whole), templates=fill(table.templates))


#: The shared frames naming the GM by the language's shared word (``shared``).
ES, IT, DE = shared("es"), shared("it"), shared("de")
