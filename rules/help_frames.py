"""The words of a command's ``--help`` that are not a system's own, in the languages several systems play in: click's
headings and words (``Usage:``, ``Options:``, ``Commands:``, ``Show this message and exit.``, ``[default: X]``,
``[required]``), the headings the ledger writes into a command's help (``Arguments:``, ``Example:``) and the help of
the options every system command or read shares (``--store``, ``--campaign``, ``--as``, ``--reason``, ``--json``,
``--lang``, ``--as-of``, ``--session``, ``--scene``, ``--start``: ``ledger.cli.options``).

Source: click 8's help as the CLI prints it (``click.core``: ``Usage: ``, ``Options``, ``Commands``, ``Show this
message and exit.``, ``default: {default}``, ``required``, ``env var: {var}``) and README "Using the ledger" (the
shared options). Like ``rules.usage_frames``, this holds what two systems of one language share; the options, their
environment variables and values stay as typed (``--as``, ``$LEDGER_STORE``, ``GM``); placeholders are
``rules.placeholders``'s.
Spanish follows seeds 004 and 000 ("orden" for a command), Italian seed 002, German seed 001's forum German. A
system's own help (its commands, groups and reads) is its help table's (``GameSystem.help_of``), not this one's.
"""

from __future__ import annotations

import re

#: Language -> English text (a heading, click's word, a shared option's help) -> its translation.
WORDS: dict[str, dict[str, str]] = {
    "es": {
        "Usage": "Uso", "Options": "Opciones", "Commands": "Órdenes", "Arguments": "Argumentos",
        "Example": "Ejemplo", "Examples": "Ejemplos",
        "Show this message and exit.": "Muestra esta ayuda y termina.",
        "at least {0}": "al menos {0}", "at most {0}": "como mucho {0}",
        "default": "por defecto", "required": "obligatorio", "env var": "variable de entorno",
        "Store: a SQLite file (default $LEDGER_STORE or ./campaign.ledger.sqlite).":
            "Almacén: un fichero SQLite (por defecto $LEDGER_STORE o ./campaign.ledger.sqlite).",
        "Campaign name (optional when the store holds one; $LEDGER_CAMPAIGN).":
            "Nombre de la campaña (opcional si el almacén guarda una sola; $LEDGER_CAMPAIGN).",
        "Print JSON with stable keys (see README).": "Imprime JSON con claves estables (ver README).",
        "Display language (the campaign system's languages; default its first).":
            "Idioma de lo mostrado (los idiomas del sistema de la campaña; por defecto el primero).",
        "As it stood right after this action.": "Tal como estaba justo después de esta acción.",
        "As it stood at the end of session N.": "Tal como estaba al final de la sesión N.",
        "As it stood at the end of scene N.": "Tal como estaba al final de la escena N.",
        "With --session/--scene: at its start instead.": "Con --session/--scene: a su inicio en su lugar.",
        "Who acts: GM or a character name ($LEDGER_ACTOR).":
            "Quién actúa: el {gm} (GM) o el nombre de un personaje ($LEDGER_ACTOR).",
        "Why (recorded with the action, shown in history).":
            "Por qué (se anota con la acción y se muestra en el historial).",
        "Print the action as recorded: its history row as JSON.":
            "Imprime la acción tal como se anotó: su fila del historial en JSON.",
        "Language of the summary printed (the system's languages).":
            "Idioma del resumen impreso (los idiomas del sistema).",
        "Language of this help, of what is shown and of the command given after it (the system's languages; default "
        "its first).": "Idioma de esta ayuda, de lo mostrado y de la orden que sigue (los idiomas del sistema; por "
                       "defecto el primero).",
    },
    "de": {
        "Usage": "Aufruf", "Options": "Optionen", "Commands": "Befehle", "Arguments": "Argumente",
        "Example": "Beispiel", "Examples": "Beispiele",
        "Show this message and exit.": "Zeigt diese Hilfe und beendet.",
        "at least {0}": "mindestens {0}", "at most {0}": "höchstens {0}",
        "default": "Vorgabe", "required": "erforderlich", "env var": "Umgebungsvariable",
        "Store: a SQLite file (default $LEDGER_STORE or ./campaign.ledger.sqlite).":
            "Speicher: eine SQLite-Datei (Vorgabe $LEDGER_STORE oder ./campaign.ledger.sqlite).",
        "Campaign name (optional when the store holds one; $LEDGER_CAMPAIGN).":
            "Name der Kampagne (entbehrlich, wenn der Speicher nur eine hält; $LEDGER_CAMPAIGN).",
        "Print JSON with stable keys (see README).": "Gibt JSON mit festen Schlüsseln aus (siehe README).",
        "Display language (the campaign system's languages; default its first).":
            "Sprache der Anzeige (die Sprachen des Systems der Kampagne; Vorgabe seine erste).",
        "As it stood right after this action.": "So, wie es direkt nach dieser Aktion stand.",
        "As it stood at the end of session N.": "So, wie es am Ende der Sitzung N stand.",
        "As it stood at the end of scene N.": "So, wie es am Ende der Szene N stand.",
        "With --session/--scene: at its start instead.": "Mit --session/--scene: stattdessen an ihrem Anfang.",
        "Who acts: GM or a character name ($LEDGER_ACTOR).":
            "Wer handelt: die SL (GM) oder der Name einer Figur ($LEDGER_ACTOR).",
        "Why (recorded with the action, shown in history).":
            "Warum (mit der Aktion festgehalten, im Verlauf gezeigt).",
        "Print the action as recorded: its history row as JSON.":
            "Gibt die Aktion aus, wie sie festgehalten wurde: ihre Zeile im Verlauf als JSON.",
        "Language of the summary printed (the system's languages).":
            "Sprache der ausgegebenen Zusammenfassung (die Sprachen des Systems).",
        "Language of this help, of what is shown and of the command given after it (the system's languages; default "
        "its first).": "Sprache dieser Hilfe, der Anzeige und des folgenden Befehls (die Sprachen des Systems; "
                       "Vorgabe seine erste).",
    },
    "it": {
        "at least {0}": "almeno {0}", "at most {0}": "al massimo {0}",           # click's one-sided range
        "Usage": "Uso", "Options": "Opzioni", "Commands": "Comandi", "Arguments": "Argomenti",
        "Example": "Esempio", "Examples": "Esempi",
        "Show this message and exit.": "Mostra questo aiuto ed esce.",
        "default": "predefinito", "required": "obbligatorio", "env var": "variabile d'ambiente",
        "Store: a SQLite file (default $LEDGER_STORE or ./campaign.ledger.sqlite).":
            "Archivio: un file SQLite (predefinito $LEDGER_STORE o ./campaign.ledger.sqlite).",
        "Campaign name (optional when the store holds one; $LEDGER_CAMPAIGN).":
            "Nome della campagna (facoltativo se l'archivio ne contiene una sola; $LEDGER_CAMPAIGN).",
        "Print JSON with stable keys (see README).": "Stampa JSON con chiavi stabili (vedi README).",
        "Display language (the campaign system's languages; default its first).":
            "Lingua di ciò che si mostra (le lingue del sistema della campagna; predefinita la prima).",
        "As it stood right after this action.": "Com'era subito dopo questa azione.",
        "As it stood at the end of session N.": "Com'era alla fine della sessione N.",
        "As it stood at the end of scene N.": "Com'era alla fine della scena N.",
        "With --session/--scene: at its start instead.": "Con --session/--scene: al suo inizio invece.",
        "Who acts: GM or a character name ($LEDGER_ACTOR).":
            "Chi agisce: GM o il nome di un personaggio ($LEDGER_ACTOR).",
        "Why (recorded with the action, shown in history).":
            "Perché (annotato con l'azione, mostrato nella cronologia).",
        "Print the action as recorded: its history row as JSON.":
            "Stampa l'azione come è stata annotata: la sua riga della cronologia in JSON.",
        "Language of the summary printed (the system's languages).":
            "Lingua del riepilogo stampato (le lingue del sistema).",
        "Language of this help, of what is shown and of the command given after it (the system's languages; default "
        "its first).": "Lingua di questo aiuto, di ciò che si mostra e del comando che segue (le lingue del sistema; "
                       "predefinita la prima).",
    },
}

#: A heading of a help text: a line's first word (at the margin or indented) among these, followed by a colon.
_HEADING = re.compile(r"(?m)^(\s*)(Usage|Options|Commands|Arguments|Examples|Example):(?= |$)")
#: click's extras at the end of an option's help (``  [default: GM]``, ``[env var: X; required]``, `` [0..20]``).
_EXTRA = re.compile(r"^(?P<body>.*?)(?P<extra>(?:\s*\[[^\[\]]*\])*)$", re.S)
#: click's one-sided range among the extras (``[x>=1]``, ``[x<=20]``; ``ledger.cli.common.Whole``).
_BOTH = re.compile(r"(?<=[\[; ])(-?\d+)<=x<=(-?\d+)(?=[\];])")
_RANGE = re.compile(r"(?<=[\[; ])x([<>])=(-?\d+)(?=[\];])")
_EXTRA_WORD = re.compile(r"(?<=[\[; ])(?:(default|env var)(?=: )|(required)(?=[\];]))")


def said(text: str, lang: str, gm: str | None = None) -> str:
    """``text`` (a heading, click's word or a shared option's help, in English) in ``lang``; as given when the table
    has no entry (English, or a language no system here plays in); the ledger's own commands' options are
    ``rules.option_frames``'. ``gm``: the campaign system's word for the GM (``rules.i18n.gm_filled``; None: the
    language's shared word)."""
    from rules import option_frames
    from rules.i18n import gm_filled

    return gm_filled(WORDS.get(lang, {}).get(text) or option_frames.said(text, lang) or text, lang, gm)


def headings(text: str, lang: str) -> str:
    """A help text with its headings (``Usage:``, ``Arguments:``, ``Example:`` at the start of a line) in ``lang``."""
    return _HEADING.sub(lambda m: f"{m.group(1)}{said(m.group(2), lang)}:", text)


def option_help(text: str, lang: str, gm: str | None = None) -> str:
    """An option's help as click lists it (its text, then click's extras in brackets: ``[default: GM]``) in
    ``lang``: the text through ``said`` (a shared option's; ``gm`` the system's word for the GM), the extras' words
    translated (a one-sided range ``x>=1`` as ``at least 1`` says it), their values as typed."""
    found = _EXTRA.match(text)
    if found is None:                       # pragma: no cover - the pattern matches every text
        return text
    extra = _EXTRA_WORD.sub(lambda m: said(m.group(0), lang), found.group("extra"))
    if lang != "en":                        # click's range: ``0<=x<=9`` as ``0..9``, ``x>=1`` in words: ``mindestens 1``
        extra = _BOTH.sub(lambda m: f"{m.group(1)}..{m.group(2)}", extra)
        extra = _RANGE.sub(lambda m: said("at least {0}" if m.group(1) == ">" else "at most {0}", lang)
                           .format(m.group(2)), extra)
    return f"{said(found.group('body'), lang, gm)}{extra}"
