"""The words of ``ledger play`` itself (its refusals, its ``help``, its bottom line's fixed words, the note an
interrupted command ends with), in every language a registered system plays in.

Source: README "At the table: ledger play" (each line answers as the CLI would; ``help``, the keys, the bottom line)
and "Using the ledger" (``--lang``; one-line refusals naming the field as typed); the developers' guide (the ledger
raises in English; another language's words live in rules/). Like ``rules.help_frames``, this holds what every
system of one language shares. The field before a refusal's colon (``line``, ``usage``, ``command``) stays as the
CLI prints it; commands, keys and placeholders stay as typed (``help COMMAND``, ``undo``, ``F2``, ``Ctrl-D``); counts
are grouped as the language writes them (``rules.numbers.count``). Spanish follows seeds 004 and 000 ("orden" for a
command), Italian seed 002, German seed 001's forum German. ``tests/test_shell_words.py`` checks that every language a
system declares has every entry.
"""

from __future__ import annotations

#: Language -> key -> the text, with ``{name}`` places (``str.format``).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "line_too_long": "line: at most {limit} characters (this one has {size}); nothing was run",
        "open_quote": "usage: {why}; close the quote",
        "no_closing_quotation": "No closing quotation",
        "no_escaped_character": "No escaped character",
        "not_here": "command: {command} is not this campaign's; leave the shell (exit) to run ledger {command}",
        "commands_of": "Commands of {system} and the ledger's own (help COMMAND: one command's help):",
        "commands": "Commands and the ledger's own (help COMMAND: one command's help):",
        "keys": 'Keys: Tab completes (commands, options, names, picks of the open roll...); F2 or Alt-U puts\n'
                '"undo LAST" on the line, F3 or Alt-A "amend LAST "; Up/Down and Ctrl-R search the lines typed '
                'before;\nCtrl-C cancels the line; Ctrl-D or "exit" leaves. "help COMMAND" shows one command\'s help.',
        "help": "List the commands (help COMMAND: one command's help).",
        "exit": "Leave the shell (or Ctrl-D).",
        "status": "status: {why}",
        "interrupted": "interrupted ({signal}): nothing was recorded; the store, and any file the command was to "
                       "write, are as they were",
        "interrupted_recorded": "interrupted ({signal}) after the command was recorded in full: {recorded}",
    },
    "es": {
        "line_too_long": "line: como mucho {limit} caracteres (esta tiene {size}); no se ejecutó nada",
        "open_quote": "usage: {why}; cierra las comillas",
        "no_closing_quotation": "unas comillas sin cerrar",
        "no_escaped_character": "una \\ al final sin nada que escapar",
        "not_here": "command: {command} no es una orden de esta campaña; sal del intérprete (exit) para ejecutar "
                    "ledger {command}",
        "commands_of": "Órdenes de {system} y las del propio ledger (help ORDEN: la ayuda de una orden):",
        "commands": "Órdenes y las del propio ledger (help ORDEN: la ayuda de una orden):",
        "keys": 'Teclas: Tab completa (órdenes, opciones, nombres, elecciones de la tirada abierta...); F2 o Alt-U '
                'ponen\n"undo ÚLTIMA" en la línea, F3 o Alt-A "amend ÚLTIMA " (ÚLTIMA: el número de la última '
                'acción);\nArriba/Abajo y Ctrl-R buscan en las líneas escritas antes; Ctrl-C anula la línea; Ctrl-D '
                'o "exit"\nsale. "help ORDEN" muestra la ayuda de una orden.',
        "help": "Lista las órdenes (help ORDEN: la ayuda de una orden).",
        "exit": "Sale del intérprete (o Ctrl-D).",
        "status": "estado: {why}",
        "interrupted": "interrumpido ({signal}): no se registró nada; el almacén, y cualquier fichero que la orden "
                       "iba a escribir, están como estaban",
        "interrupted_recorded": "interrumpido ({signal}) después de registrarse la orden entera: {recorded}",
    },
    "it": {
        "line_too_long": "line: al massimo {limit} caratteri (questa ne ha {size}); non è stato eseguito nulla",
        "open_quote": "usage: {why}; chiudi le virgolette",
        "no_closing_quotation": "delle virgolette non chiuse",
        "no_escaped_character": "una \\ in fondo senza nulla da proteggere",
        "not_here": "command: {command} non è un comando di questa campagna; esci dalla shell (exit) per eseguire "
                    "ledger {command}",
        "commands_of": "Comandi di {system} e quelli del ledger stesso (help COMANDO: l'aiuto di un comando):",
        "commands": "Comandi e quelli del ledger stesso (help COMANDO: l'aiuto di un comando):",
        "keys": 'Tasti: Tab completa (comandi, opzioni, nomi, scelte del tiro aperto...); F2 o Alt-U mettono\n'
                '"undo ULTIMA" sulla riga, F3 o Alt-A "amend ULTIMA " (ULTIMA: il numero dell\'ultima azione);\n'
                'Su/Giù e Ctrl-R cercano tra le righe scritte prima; Ctrl-C annulla la riga; Ctrl-D o "exit"\n'
                'esce. "help COMANDO" mostra l\'aiuto di un comando.',
        "help": "Elenca i comandi (help COMANDO: l'aiuto di un comando).",
        "exit": "Esce dalla shell (o Ctrl-D).",
        "status": "stato: {why}",
        "interrupted": "interrotto ({signal}): non è stato registrato nulla; l'archivio, e ogni file che il comando "
                       "doveva scrivere, sono com'erano",
        "interrupted_recorded": "interrotto ({signal}) dopo che il comando è stato registrato per intero: {recorded}",
    },
    "de": {
        "line_too_long": "line: höchstens {limit} Zeichen (diese hat {size}); nichts wurde ausgeführt",
        "open_quote": "usage: {why}; schließ die Anführungszeichen",
        "no_closing_quotation": "Anführungszeichen nicht geschlossen",
        "no_escaped_character": "ein \\ am Ende ohne etwas zum Maskieren",
        "not_here": "command: {command} ist kein Befehl dieser Kampagne; verlass die Shell (exit), um ledger "
                    "{command} auszuführen",
        "commands_of": "Befehle von {system} und die des Ledgers selbst (help BEFEHL: die Hilfe eines Befehls):",
        "commands": "Befehle und die des Ledgers selbst (help BEFEHL: die Hilfe eines Befehls):",
        "keys": 'Tasten: Tab ergänzt (Befehle, Optionen, Namen, Wahlen des offenen Wurfs...); F2 oder Alt-U setzen\n'
                '"undo LETZTE" in die Zeile, F3 oder Alt-A "amend LETZTE " (LETZTE: die Nummer der letzten Aktion);\n'
                'Hoch/Runter und Strg-R durchsuchen die früher getippten Zeilen; Strg-C verwirft die Zeile; Strg-D '
                'oder\n"exit" beendet. "help BEFEHL" zeigt die Hilfe eines Befehls.',
        "help": "Listet die Befehle (help BEFEHL: die Hilfe eines Befehls).",
        "exit": "Verlässt die Shell (oder Strg-D).",
        "status": "Status: {why}",
        "interrupted": "unterbrochen ({signal}): nichts wurde aufgezeichnet; der Speicher und jede Datei, die der "
                       "Befehl schreiben sollte, sind wie vorher",
        "interrupted_recorded": "unterbrochen ({signal}), nachdem der Befehl vollständig aufgezeichnet wurde: "
                                "{recorded}",
    },
}

#: shlex's own text of a line that does not split -> the key of its words here.
SHLEX = {"No closing quotation": "no_closing_quotation", "No escaped character": "no_escaped_character"}


def said(key: str, lang: str, **values: object) -> str:
    """The shell's text ``key`` in ``lang`` (English for a language not listed) with ``values`` in its places; a
    whole number among ``values`` is grouped as ``lang`` writes it (``rules.numbers.count``: 100,000 / 100.000).
    Raises ``KeyError`` for a key no language has."""
    from rules.numbers import count

    table = WORDS.get(lang, WORDS["en"])
    text = table.get(key, WORDS["en"][key])
    return text.format(**{k: count(v, lang) if type(v) is int else v for k, v in values.items()})


def split_failure(why: str, lang: str) -> str:
    """shlex's reason a line does not split (``ValueError``'s text: "No closing quotation") in ``lang``; a text
    ``SHLEX`` does not know, as given."""
    return said(SHLEX[why], lang) if why in SHLEX else why
