"""The placeholders of a command's arguments (click's metavars: ``NAME``, ``TEXT``, ``[OPTIONS]``, ``--as NAME``) in
the languages several systems play in, as a command's ``--help`` and its usage line show them.

Source: README "Using the ledger" (``--lang``: a command's help speaks the language a refusal of the same line would)
and the developers' guide (what the user reads is in the campaign's language). Only the placeholder changes: the
option it follows stays as typed (``--as NOMBRE``), and so do a placeholder's letters that are no word (``A,B``,
``N``, ``D,F,S,S,M``) and its values (``vanish|settle``, ``md|html``). The words a placeholder shares with every
system are here; a system's own (``CULTURE``, ``PLAYBOOK``) are its help table's, under ``"placeholder: WORD"``
(``GameSystem.placeholder``). Spanish follows seeds 004 and 000, Italian seed 002, German seed 001.
"""

from __future__ import annotations

import re
from typing import Callable

#: Language -> placeholder word -> the word in that language.
WORDS: dict[str, dict[str, str]] = {
    "es": {"NAME": "NOMBRE", "TEXT": "TEXTO", "PATH": "RUTA", "LANG": "IDIOMA", "OPTIONS": "OPCIONES",
           "ACTION": "ACCIÓN", "KIND": "TIPO", "TYPE": "TIPO", "CHOICE": "ELECCIÓN", "OPTION": "OPCIÓN", "TITLE": "TÍTULO",
           "ITEM": "OBJETO", "TARGET": "OBJETIVO", "KEY": "CLAVE", "MODE": "MODO", "HOW": "CÓMO", "FILE": "FICHERO",
           "FIELD": "CAMPO", "TIME": "HORA", "PERSON": "PERSONA", "VALUE": "VALOR", "ARGUMENTS": "ARGUMENTOS",
           "ARGUMENT": "ARGUMENTO", "CONDITION": "CONDICIÓN", "MOVE": "MOVIMIENTO", "ID": "ID", "URL": "URL",
           "OUTCOME": "RESULTADO", "ANSWER": "RESPUESTA", "ROLE": "PAPEL", "REQUEST": "PETICIÓN", "SPAN": "TRAMO",
           "COMMAND": "ORDEN", "ARGS": "ARGUMENTOS", "ADDRESS": "DIRECCIÓN", "ADDRESSES": "DIRECCIONES",
           "PORT": "PUERTO", "DIGEST": "RESUMEN", "EXPORT": "EXPORTACIÓN", "LANGUAGE": "IDIOMA", "RULE": "REGLA",
           "TOKEN_ID": "ID_DEL_TOKEN"},
    "it": {"NAME": "NOME", "TEXT": "TESTO", "PATH": "PERCORSO", "LANG": "LINGUA", "OPTIONS": "OPZIONI",
           "ACTION": "AZIONE", "KIND": "TIPO", "TYPE": "TIPO", "CHOICE": "SCELTA", "OPTION": "OPZIONE", "TITLE": "TITOLO",
           "ITEM": "OGGETTO", "TARGET": "BERSAGLIO", "KEY": "CHIAVE", "MODE": "MODO", "HOW": "COME", "FILE": "FILE",
           "FIELD": "CAMPO", "TIME": "ORA", "PERSON": "PERSONA", "VALUE": "VALORE", "ARGUMENTS": "ARGOMENTI",
           "ARGUMENT": "ARGOMENTO", "CONDITION": "CONDIZIONE", "MOVE": "MOSSA", "ID": "ID", "URL": "URL",
           "OUTCOME": "ESITO", "ANSWER": "RISPOSTA", "ROLE": "RUOLO", "REQUEST": "RICHIESTA", "SPAN": "TRATTO",
           "COMMAND": "COMANDO", "ARGS": "ARGOMENTI", "ADDRESS": "INDIRIZZO", "ADDRESSES": "INDIRIZZI",
           "PORT": "PORTA", "DIGEST": "DIGEST", "EXPORT": "ESPORTAZIONE", "LANGUAGE": "LINGUA", "RULE": "REGOLA",
           "TOKEN_ID": "ID_TOKEN"},
    "de": {"NAME": "NAME", "TEXT": "TEXT", "PATH": "PFAD", "LANG": "SPRACHE", "OPTIONS": "OPTIONEN",
           "ACTION": "AKTION", "KIND": "ART", "TYPE": "ART", "CHOICE": "WAHL", "OPTION": "OPTION", "TITLE": "TITEL",
           "ITEM": "GEGENSTAND", "TARGET": "ZIEL", "KEY": "SCHLÜSSEL", "MODE": "MODUS", "HOW": "WIE", "FILE": "DATEI",
           "FIELD": "FELD", "TIME": "ZEIT", "PERSON": "PERSON", "VALUE": "WERT", "ARGUMENTS": "ARGUMENTE",
           "ARGUMENT": "ARGUMENT", "CONDITION": "ZUSTAND", "MOVE": "ZUG", "ID": "ID", "URL": "URL",
           "OUTCOME": "AUSGANG", "ANSWER": "ANTWORT", "ROLE": "ROLLE", "REQUEST": "BITTE", "SPAN": "SPANNE",
           "COMMAND": "BEFEHL", "ARGS": "ARGUMENTE", "ADDRESS": "ADRESSE", "ADDRESSES": "ADRESSEN",
           "PORT": "PORT", "DIGEST": "DIGEST", "EXPORT": "EXPORT", "LANGUAGE": "SPRACHE", "RULE": "REGEL",
           "TOKEN_ID": "TOKEN_ID"},
}

#: A placeholder's word: two or more capitals (``NAME``, ``TA1`` is no word: it holds a digit), not inside a longer
#: word or a file name (``KEY.pub``, ``SCRIPT.yaml`` stay); a sentence's stop or an ellipsis may follow it
#: (``ARGUMENTS...``).
_WORD = re.compile(r"(?<![\w.$])[A-Z][A-Z_]+(?!\w)(?!\.\w)")


def spoken(metavar: str, lang: str, own: Callable[[str], str | None] | None = None) -> str:
    """``metavar`` (``"NAME"``, ``"[OPTIONS]"``, ``"CULTURE:STAT"``, ``"ID[:K=V,...]"``) with each of its words in
    ``lang``: the system's own (``own(word)``, None: not its) first, then ``WORDS``; a word neither knows, and all of it
    in English or a language without a table, as given. Raises nothing."""
    table = WORDS.get(lang)
    if table is None:
        return metavar
    return _WORD.sub(lambda m: (own(m[0]) if own is not None else None) or table.get(m[0], m[0]), metavar)


def english_words(lang: str) -> set[str]:
    """The placeholder words ``lang`` says otherwise than English (``NAME`` in Spanish; not ``NAME`` in German), for
    the tests that walk every command's help in that language."""
    return {word for word, said in WORDS.get(lang, {}).items() if said != word}
