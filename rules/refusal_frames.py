"""The frames of the refusals the shared rules raise, in the languages several systems play in.

Source: the shared rule modules whose English they rewrite: ``rules.phases`` (a gate's "'X' is not allowed
while ...; allowed now: ..." and the phase words "the session is not started"), ``rules.names`` ("unknown
<what> 'x'; allowed: ..."), ``rules.dice`` (typed-in dice), ``rules.args`` (unknown arguments, text limits,
unknown commands), ``rules.errors`` (text that is not UTF-8). Like ``rules.i18n.WORDS``, this holds what two
systems of one language share (Masks and Mouse Guard both say "ahora se puede"); each system merges it after its
own phrases (``rules/<system>/refusals.py``). Spanish follows seed 004's and 000's Spanish, Italian seed 002's,
German seed 001's forum German.
"""

from __future__ import annotations

from rules.refusals import Phrases, words

_GATE = r"'(?P<cmd>[^']+)' is not allowed while (?P<reason>.+?); allowed now: (?P<allowed>.*)"
_NOW = r"'(?P<cmd>[^']+)' is not allowed now: (?P<reason>.+?); allowed now: (?P<allowed>.*)"
_ALLOWED = r"(?P<reason>.+?); allowed now: (?P<allowed>.*)"
_UNKNOWN = r"unknown (?P<what>[\w' -]+?) (?P<name>'[^']*'|\"[^\"]*\"); (?:allowed|known|[\w ]+): (?P<list>.*)"
_UNKNOWN_ARG = r"unknown (?:argument|option); allowed: (?P<list>.*)"
_DICE = r"got (?P<n>\d+) dice, need exactly (?P<m>\d+) \(faces 1\.\.(?P<s>\d+), e\.g\. 6,3\)(?P<reason>.*)"
_DICE_POOL = r"got (?P<n>\d+) dice, need exactly (?P<m>\d+)(?P<reason>.*)"
_FACE = r"face (?P<f>\d+) is outside 1\.\.(?P<s>\d+)(?P<reason>.*)"
_NOT_FACE = r"(?P<part>.+?) is not a die face; give (?P<n>\d+) whole numbers 1\.\.(?P<s>\d+), e\.g\. (?P<ex>[\d,]+)"

ES = Phrases(
    templates=(("give {0} dice faces 1..{1} as a list or text, e.g. {2}",
                "da {0} caras de dado 1..{1} como lista o texto, p. ej. {2}"),
               ("{0} is not a language of {1}; allowed: {2}", "{0} no es un idioma de {1}; se admite: {2}")),
    whole=((_GATE, "'{cmd}' no se puede mientras {reason}; ahora se puede: {allowed}"),
           (_NOW, "'{cmd}' no se puede ahora: {reason}; ahora se puede: {allowed}"),
           (_UNKNOWN_ARG, "argumento desconocido; se admite: {list}"),
           (_UNKNOWN, "{name} no es un nombre conocido ({what}); se admite: {list}"),
           (_DICE, "{n} dados escritos, hacen falta exactamente {m} (caras 1..{s}, p. ej. 6,3){reason}"),
           (_DICE_POOL, "{n} dados escritos, hacen falta exactamente {m}{reason}"),
           (_FACE, "la cara {f} está fuera de 1..{s}{reason}"),
           (_NOT_FACE, "{part} no es una cara de dado; escribe {n} números enteros 1..{s}, p. ej. {ex}"),
           (r"give either dice or seed, not both", "da los dados o la semilla, no ambos"),
           (r"at most (?P<n>\d+) characters", "como mucho {n} caracteres"),
           (_ALLOWED, "{reason}; ahora se puede: {allowed}")),
    parts=((r"\bthe session is not started\b", "la sesión no ha empezado"),
           (r"\bthe session is running\b", "la sesión está en curso"),
           (r"\bthe session is ending\b", "la sesión está terminando"),
           (r"\bthe session is ended\b", "la sesión ha terminado"),
           (r"\bthe scene is closed\b", "no hay escena abierta"),
           (r"\bthe scene is open\b", "la escena está abierta"),
           (r"\bthe pool is (\d+) dice\b", r"la reserva es de \1 dados"),
           (r"\bnot valid UTF-8 text \(retype it; invalid bytes cannot be recorded\)",
            "no es texto UTF-8 válido (vuelve a escribirlo; no se pueden registrar bytes inválidos)"),
           *words((("allowed now", "ahora se puede"), ("allowed", "se admite"), ("none", "ninguno"),
                   ("skill or ability", "habilidad o aptitud"), ("skill", "habilidad"), ("ability", "aptitud"),
                   ("condition", "condición"), ("character", "personaje"), ("move", "movimiento"),
                   ("command", "orden"), ("weapon", "arma"), ("action", "acción"), ("conflict type", "tipo de conflicto"),
                   ("label", "etiqueta"), ("playbook", "libreto"), ("Nature mode", "modo de Naturaleza")))),
    again=("reason", "what"),
)

IT = Phrases(
    templates=(("give {0} dice faces 1..{1} as a list or text, e.g. {2}",
                "dai {0} facce di dado 1..{1} come lista o testo, es. {2}"),
               ("{0} is not a language of {1}; allowed: {2}", "{0} non è una lingua di {1}; ammesse: {2}")),
    whole=((_GATE, "'{cmd}' non è permesso mentre {reason}; ora si può: {allowed}"),
           (_NOW, "'{cmd}' non è permesso ora: {reason}; ora si può: {allowed}"),
           (_UNKNOWN_ARG, "argomento sconosciuto; ammessi: {list}"),
           (_UNKNOWN, "{name} non è un nome conosciuto ({what}); ammessi: {list}"),
           (_DICE, "{n} dadi scritti, ne servono esattamente {m} (facce 1..{s}, es. 6,3){reason}"),
           (_DICE_POOL, "{n} dadi scritti, ne servono esattamente {m}{reason}"),
           (_FACE, "la faccia {f} è fuori da 1..{s}{reason}"),
           (_NOT_FACE, "{part} non è la faccia di un dado; scrivi {n} numeri interi 1..{s}, es. {ex}"),
           (r"give either dice or seed, not both", "dai i dadi o il seme, non entrambi"),
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
           *words((("allowed now", "ora si può"), ("allowed", "ammessi"), ("none", "nessuno"), ("move", "mossa"),
                   ("approach", "approccio"), ("character", "personaggio"), ("command", "comando"), ("grade", "grado"),
                   ("harm slot", "slot di Danno"), ("pick", "scelta"), ("Pokémon", "Pokémon")))),
    again=("reason", "what"),
)

DE = Phrases(
    templates=(("give {0} dice faces 1..{1} as a list or text, e.g. {2}",
                "gib {0} Augenzahlen 1..{1} als Liste oder Text an, z. B. {2}"),
               ("{0} is not a language of {1}; allowed: {2}", "{0} ist keine Sprache von {1}; erlaubt: {2}")),
    whole=((_GATE, "'{cmd}' ist nicht erlaubt, solange {reason}; jetzt möglich: {allowed}"),
           (_NOW, "'{cmd}' ist jetzt nicht erlaubt: {reason}; jetzt möglich: {allowed}"),
           (_UNKNOWN_ARG, "unbekanntes Argument; erlaubt: {list}"),
           (_UNKNOWN, "{name} ist kein bekannter Name ({what}); erlaubt: {list}"),
           (_DICE, "{n} Würfel angegeben, genau {m} nötig (Augen 1..{s}, z. B. 6,3){reason}"),
           (_DICE_POOL, "{n} Würfel angegeben, genau {m} nötig{reason}"),
           (_FACE, "Augenzahl {f} liegt außerhalb von 1..{s}{reason}"),
           (_NOT_FACE, "{part} ist keine Augenzahl; gib {n} ganze Zahlen 1..{s} an, z. B. {ex}"),
           (r"give either dice or seed, not both", "gib Würfel oder Saat an, nicht beides"),
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
           *words((("allowed now", "jetzt möglich"), ("allowed", "erlaubt"), ("none", "keine"), ("move", "Zug"),
                   ("stat", "Wert"), ("culture", "Kultur"), ("character", "Figur"), ("command", "Befehl"),
                   ("milestone", "Meilenstein"), ("playbook", "Rollenbuch"), ("role", "Rolle")))),
    again=("reason", "what"),
)
