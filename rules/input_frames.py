"""The limits and shapes every road in checks (``ledger.inputs``: a reason, who acts, a campaign's name, a file path;
a script's header as pydantic reads it) in the languages several systems play in, where no other table words them:
a script's entry or header, an imported line's campaign name, a ``--reason`` refused before a campaign is known.

Source: ``ledger.inputs`` (``campaign_name``, ``reason``, ``actor``, ``path``), ``rules.free_text.refused_text`` (the
characters a campaign's name may not hold), ``ledger.script_entries.checked_header`` (pydantic's "Input should be a
valid dictionary" for a header's ``options``); the developers' guide (the ledger raises in English; another language's
words live in rules/). Read by ``rules.archive_frames`` (so both a campaign's system and a line that knows no system
yet read them). Spanish follows seed 000's and 004's Spanish, Italian seed 002's, German seed 001's forum German; a
value in a ``{0}`` place stays as written (grouped as the language writes a count: ``rules.numbers``).
"""

from __future__ import annotations

#: (English as ``ledger.inputs`` and the script reader raise it, Spanish, Italian, German).
ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("a reason is text (a list or a mapping is not one)", "un motivo es un texto (una lista o un mapa no lo son)",
     "un motivo è un testo (una lista o una mappa non lo sono)",
     "eine Begründung ist ein Text (eine Liste oder eine Abbildung ist keiner)"),
    ("a reason of at most {0} characters", "un motivo de como mucho {0} caracteres",
     "un motivo di al massimo {0} caratteri", "eine Begründung von höchstens {0} Zeichen"),
    ("give GM or a character's name (text)", "da GM o el nombre de un personaje (un texto)",
     "dai GM o il nome di un personaggio (un testo)", "gib GM oder den Namen einer Figur an (einen Text)"),
    ("control or invisible characters (tabs and line breaks included) are not allowed in a campaign name; the "
     "joiners U+200C and U+200D are",
     "no se admiten caracteres de control ni invisibles (tampoco tabuladores ni saltos de línea) en un nombre de "
     "campaña; los unificadores U+200C y U+200D sí",
     "in un nome di campagna non sono ammessi caratteri di controllo o invisibili (nemmeno tabulazioni e a capo); "
     "i joiner U+200C e U+200D sì",
     "Steuer- oder unsichtbare Zeichen (auch Tabulatoren und Zeilenumbrüche) sind in einem Kampagnennamen nicht "
     "erlaubt; die Verbinder U+200C und U+200D schon"),
    ("control characters (NUL, ESC and the like; tabs and line breaks included) are not allowed in this text; write "
     "it on one line",
     "no se admiten caracteres de control (NUL, ESC y similares; tampoco tabuladores ni saltos de línea) en este "
     "texto; escríbelo en una línea",
     "in questo testo non sono ammessi caratteri di controllo (NUL, ESC e simili; nemmeno tabulazioni e a capo); "
     "scrivilo su una riga",
     "Steuerzeichen (NUL, ESC und dergleichen; auch Tabulatoren und Zeilenumbrüche) sind in diesem Text nicht "
     "erlaubt; schreib ihn in eine Zeile"),
    ("control characters (NUL, ESC and the like) are not allowed in this text; line breaks and tabs are",
     "no se admiten caracteres de control (NUL, ESC y similares) en este texto; los saltos de línea y los "
     "tabuladores sí",
     "in questo testo non sono ammessi caratteri di controllo (NUL, ESC e simili); gli a capo e le tabulazioni sì",
     "Steuerzeichen (NUL, ESC und dergleichen) sind in diesem Text nicht erlaubt; Zeilenumbrüche und Tabulatoren "
     "schon"),
    ("control characters (NUL, ESC, tabs and the like) are not allowed in a reason; line breaks are",
     "no se admiten caracteres de control (NUL, ESC, tabuladores y similares) en un motivo; los saltos de línea sí",
     "in un motivo non sono ammessi caratteri di controllo (NUL, ESC, tabulazioni e simili); gli a capo sì",
     "Steuerzeichen (NUL, ESC, Tabulatoren und dergleichen) sind in einer Begründung nicht erlaubt; "
     "Zeilenumbrüche schon"),
    ("a blank text is not allowed; write at least one visible character or leave the argument out",
     "no se admite un texto en blanco; escribe al menos un carácter visible o no des el argumento",
     "non è ammesso un testo vuoto; scrivi almeno un carattere visibile o ometti l'argomento",
     "ein leerer Text ist nicht erlaubt; schreib mindestens ein sichtbares Zeichen oder lass das Argument weg"),
    ("item {0}: a blank text is not allowed; write at least one visible character or leave the argument out",
     "elemento {0}: no se admite un texto en blanco; escribe al menos un carácter visible o no des el argumento",
     "elemento {0}: non è ammesso un testo vuoto; scrivi almeno un carattere visibile o ometti l'argomento",
     "Eintrag {0}: ein leerer Text ist nicht erlaubt; schreib mindestens ein sichtbares Zeichen oder lass das "
     "Argument weg"),
    ("a file path cannot hold a NUL byte", "una ruta de fichero no puede contener un byte NUL",
     "un percorso di file non può contenere un byte NUL", "ein Dateipfad darf kein NUL-Byte enthalten"),
    ("Input should be a valid dictionary", "debe ser un mapa (nombre: valor)", "deve essere una mappa (nome: valore)",
     "muss eine Abbildung sein (Name: Wert)"),
    # what a header's field takes (``rules.args.TAKES``): pydantic's refusals in the ledger's words
    ("a mapping (name: value)", "un mapa (nombre: valor)", "una mappa (nome: valore)", "eine Abbildung (Name: Wert)"),
    ("a text", "un texto", "un testo", "ein Text"), ("a list", "una lista", "una lista", "eine Liste"),
    ("a whole number", "un número entero", "un numero intero", "eine ganze Zahl"),
    ("true or false", "true o false", "true o false", "true oder false"),
)
