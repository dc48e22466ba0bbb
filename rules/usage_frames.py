"""The frames of a command line's usage errors (click's own messages), in the languages several systems play in.

Source: click 8's messages as the CLI prints them (``click.exceptions``: "Missing argument 'X'.", "No such option
'--x'.", "Invalid value for '--x': ...", "Got unexpected extra argument (...)"; ``click.parser``: "Option '--x'
requires an argument."; ``click.types``: "'x' is not a valid integer.", "5 is not in the range ...", "'x' is not
one of 'a', 'b'.") and the ledger's own "(see: ledger COMMAND --help)" and "'x' is not a command of SYSTEM; it
belongs to ...". Like ``rules.refusal_frames``, which puts these rows first in its tables, this holds what two
systems of one language share; the names, options and values stay as typed (``--dice`` is never translated).
Spanish follows seeds 004 and 000 ("orden" for a command), Italian seed 002, German seed 001's forum German.

Each row is a ``whole`` pattern (``rules.refusals.Phrases``): a group named ``usage`` holds a message inside a
frame (the reason after "Invalid value for '--x': ", the message before "(see: ...)") and is itself rewritten.
"""

from __future__ import annotations

from rules.refusals import Phrases

_NAME = r"'[^']*'(?: / '[^']*')*"
#: English frame -> regular expression (named groups re-inserted into each language's template).
FRAMES: dict[str, str] = {
    # an amend's arguments refused by click (``ledger.cli.review``): click's words, then what the action takes
    "amend takes nothing": r"(?P<usage>.+?[.?]) (?P<cmd>'[^']*') \(action (?P<n>\d+)\) takes no arguments\.",
    "amend takes": r"(?P<usage>.+?[.?]) (?P<cmd>'[^']*') \(action (?P<n>\d+)\) takes (?P<options>--.+)\.",
    "see": r"(?P<usage>.+) \(see: (?P<path>[^()]+) --help\)",
    "see in the shell": r"(?P<usage>.+) \(see: help (?P<path>[^()]+)\)",
    "see the shell's help": r"(?P<usage>.+) \(see: help\)",
    "choose": r"(?P<usage>Missing .+?\.) Choose from: (?P<choices>.+)",
    "missing argument": rf"Missing argument (?P<name>{_NAME})\.",
    "missing option": rf"Missing option (?P<name>{_NAME})\.",
    "missing parameter": rf"Missing parameter (?P<name>{_NAME})\.",
    "no option, one like it": r"No such option (?P<name>'[^']*')\. Did you mean (?P<maybe>'[^']*')\?",
    "no option, some like it": r"No such option (?P<name>'[^']*')\. \(Did you mean one of: (?P<maybe>.+)\?\)",
    "option before the command": r"No such option '(?P<opt>-[\w-]+)' before the command; it goes after the command "
                                 r"\(ledger COMMAND (?P=opt) \.\.\.\)",
    "no option": r"No such option (?P<name>'[^']*')\.",
    "no command, one like it": r"No such command (?P<name>'[^']*')\. Did you mean (?P<maybe>'[^']*')\?",
    "no command, some like it": r"No such command (?P<name>'[^']*')\. \(Did you mean one of: (?P<maybe>.+)\?\)",
    "no command": r"No such command (?P<name>'[^']*')\.",
    "needs a value": r"Option (?P<name>'[^']*') requires an argument\.",
    "needs values": r"Option (?P<name>'[^']*') requires (?P<n>\d+) arguments\.",
    "takes no value": r"Option (?P<name>'[^']*') does not take a value\.",
    "extra argument": r"Got unexpected extra argument \((?P<args>.*)\)",
    "extra arguments": r"Got unexpected extra arguments \((?P<args>.*)\)",
    "invalid value for": rf"Invalid value for (?P<name>{_NAME}|--[\w/-]+|[\w-]+): (?P<usage>.+)",
    "invalid value": r"Invalid value: (?P<usage>.+)",
    "not a whole number, its digits": r"(?P<value>'.*') is not a whole number \(an optional sign and digits 0-9\)",
    "not a whole number": r"(?P<value>'.*') is not a valid integer(?: range)?\.",
    "out of range": r"(?P<value>\S+) is not in the range (?P<range>\S+)\.",
    "not one of": r"(?P<value>'.*') is not one of (?P<choices>'.+')\.",
    "not the one": r"(?P<value>'.*') is not (?P<choices>'[^']*')\.",
    "missing command": r"Missing command\.",
    "give a command": r"give a command",
    "not this system's": r"(?P<name>'[^']*') is not a command of (?P<system>.+?); it belongs to (?P<owners>.+?)\. "
                         r"Allowed: (?P<commands>.*)",
}


def _phrases(lang: str, words: dict[str, str]) -> Phrases:
    """``lang``'s ``Phrases`` of ``FRAMES`` worded by ``words`` (frame -> template); every frame must be worded."""
    missing = sorted(set(FRAMES) - set(words))
    if missing:
        raise ValueError(f"usage frames not worded: {', '.join(missing)}")
    return Phrases(whole=tuple((FRAMES[k], words[k]) for k in FRAMES), again=("usage",), lang=lang)


ES = _phrases("es", {
    "amend takes nothing": "{usage}; {cmd} (acción {n}) no admite argumentos",
    "amend takes": "{usage}; {cmd} (acción {n}) admite {options}",
    "see": "{usage} (ver: {path} --help)",
    "see in the shell": "{usage} (ver: help {path})",
    "see the shell's help": "{usage} (ver: help)",
    "choose": "{usage}; elige entre: {choices}",
    "missing argument": "falta el argumento {name}",
    "missing option": "falta la opción {name}",
    "missing parameter": "falta el parámetro {name}",
    "no option, one like it": "no existe la opción {name}; ¿quizá {maybe}?",
    "no option, some like it": "no existe la opción {name}; ¿quizá una de: {maybe}?",
    "option before the command": "la opción '{opt}' no va antes de la orden, sino después (ledger ORDEN {opt} ...)",
    "no option": "no existe la opción {name}",
    "no command, one like it": "no existe la orden {name}; ¿quizá {maybe}?",
    "no command, some like it": "no existe la orden {name}; ¿quizá una de: {maybe}?",
    "no command": "no existe la orden {name}",
    "needs a value": "la opción {name} necesita un valor",
    "needs values": "la opción {name} necesita {n} valores",
    "takes no value": "la opción {name} no lleva valor",
    "extra argument": "sobra un argumento ({args})",
    "extra arguments": "sobran argumentos ({args})",
    "invalid value for": "valor no válido para {name}: {usage}",
    "invalid value": "valor no válido: {usage}",
    "not a whole number, its digits": "{value} no es un número entero (un signo opcional y cifras 0-9)",
    "not a whole number": "{value} no es un número entero",
    "out of range": "{value} está fuera del intervalo {range}",
    "not one of": "{value} no es ninguno de {choices}",
    "not the one": "{value} no es {choices}",
    "missing command": "falta la orden",
    "give a command": "da una orden",
    "not this system's": "{name} no es una orden de {system}; es de {owners}. Se admite: {commands}",
})

IT = _phrases("it", {
    "amend takes nothing": "{usage}; {cmd} (azione {n}) non accetta argomenti",
    "amend takes": "{usage}; {cmd} (azione {n}) accetta {options}",
    "see": "{usage} (vedi: {path} --help)",
    "see in the shell": "{usage} (vedi: help {path})",
    "see the shell's help": "{usage} (vedi: help)",
    "choose": "{usage}; scegli tra: {choices}",
    "missing argument": "manca l'argomento {name}",
    "missing option": "manca l'opzione {name}",
    "missing parameter": "manca il parametro {name}",
    "no option, one like it": "l'opzione {name} non esiste; forse {maybe}?",
    "no option, some like it": "l'opzione {name} non esiste; forse una di: {maybe}?",
    "option before the command": "l'opzione '{opt}' non va prima del comando, ma dopo (ledger COMANDO {opt} ...)",
    "no option": "l'opzione {name} non esiste",
    "no command, one like it": "il comando {name} non esiste; forse {maybe}?",
    "no command, some like it": "il comando {name} non esiste; forse uno di: {maybe}?",
    "no command": "il comando {name} non esiste",
    "needs a value": "l'opzione {name} richiede un valore",
    "needs values": "l'opzione {name} richiede {n} valori",
    "takes no value": "l'opzione {name} non accetta un valore",
    "extra argument": "argomento in più ({args})",
    "extra arguments": "argomenti in più ({args})",
    "invalid value for": "valore non valido per {name}: {usage}",
    "invalid value": "valore non valido: {usage}",
    "not a whole number, its digits": "{value} non è un numero intero (un segno facoltativo e cifre 0-9)",
    "not a whole number": "{value} non è un numero intero",
    "out of range": "{value} è fuori dall'intervallo {range}",
    "not one of": "{value} non è tra {choices}",
    "not the one": "{value} non è {choices}",
    "missing command": "manca il comando",
    "give a command": "dai un comando",
    "not this system's": "{name} non è un comando di {system}; è di {owners}. Ammessi: {commands}",
})

DE = _phrases("de", {
    "amend takes nothing": "{usage}; {cmd} (Aktion {n}) nimmt keine Argumente",
    "amend takes": "{usage}; {cmd} (Aktion {n}) nimmt {options}",
    "see": "{usage} (siehe: {path} --help)",
    "see in the shell": "{usage} (siehe: help {path})",
    "see the shell's help": "{usage} (siehe: help)",
    "choose": "{usage}; wähle aus: {choices}",
    "missing argument": "Argument {name} fehlt",
    "missing option": "Option {name} fehlt",
    "missing parameter": "Parameter {name} fehlt",
    "no option, one like it": "Die Option {name} gibt es nicht; meintest du {maybe}?",
    "no option, some like it": "Die Option {name} gibt es nicht; meintest du eine von: {maybe}?",
    "option before the command": "Die Option '{opt}' steht nicht vor dem Befehl, sondern danach (ledger BEFEHL {opt} ...)",
    "no option": "Die Option {name} gibt es nicht",
    "no command, one like it": "Den Befehl {name} gibt es nicht; meintest du {maybe}?",
    "no command, some like it": "Den Befehl {name} gibt es nicht; meintest du einen von: {maybe}?",
    "no command": "Den Befehl {name} gibt es nicht",
    "needs a value": "Option {name} braucht einen Wert",
    "needs values": "Option {name} braucht {n} Werte",
    "takes no value": "Option {name} nimmt keinen Wert",
    "extra argument": "unerwartetes zusätzliches Argument ({args})",
    "extra arguments": "unerwartete zusätzliche Argumente ({args})",
    "invalid value for": "ungültiger Wert für {name}: {usage}",
    "invalid value": "ungültiger Wert: {usage}",
    "not a whole number, its digits": "{value} ist keine ganze Zahl (ein Vorzeichen nach Wahl und Ziffern 0-9)",
    "not a whole number": "{value} ist keine ganze Zahl",
    "out of range": "{value} liegt außerhalb von {range}",
    "not one of": "{value} ist keiner von {choices}",
    "not the one": "{value} ist nicht {choices}",
    "missing command": "Befehl fehlt",
    "give a command": "gib einen Befehl an",
    "not this system's": "{name} ist kein Befehl von {system}; er gehört zu {owners}. Erlaubt: {commands}",
})
