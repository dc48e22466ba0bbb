"""The words a MOSAIC history reads in, English or German: the recorded reasons of Advantage, Experience
and Influence (``why_text``), causes (``cause``: ``roll #17`` -> ``Wurf #17``), the commands of the history's
action column (``command``) and a few interface words of the summaries.

Source: seed 001 (English rules, posted on a German forum: "einen Move getriggert", "würfeln"), the
German labels of ``rules.mosaic.data.DE`` (docs/systems/mosaic.md "Reads": output in one language).
Pure; imports nothing but ``re`` (and the milestones' names from ``rules.mosaic.data``).
"""

from __future__ import annotations

import re

#: Interface words of the summaries in German.
DE = {"roll": "Wurf", "quest": "Queste", "rest": "Rast", "journey": "Reise", "interaction": "Interaktion",
      "disputed": "bestritten", "reverted": "zurückgenommen", "upkeep": "Unterhalt", "short": "fehlt", "lost": "verloren",
      "GM move due": "SL-Zug fällig", "trait": "Merkmal", "seed": "Saat", "total now": "Summe jetzt"}

#: Recorded reasons (``why``) in German: fixed texts, then patterns with a name or a number.
_WHY_DE = {
    "critical 12": "kritische 12", "invested": "investiert", "first acting on an answer": "erstes Handeln nach einer Antwort",
    "Quest agreed": "Queste vereinbart", "bonus die": "Bonuswürfel", "converted into Experience": "in Erfahrung umgewandelt",
    "dispute: returned": "bestritten: zurückgegeben", "dispute: withdrawn": "bestritten: zurückgezogen",
    "extra rest task": "zusätzliche Rastaufgabe", "participate": "Teilnahme", "pressed an Advantage": "Vorteil ausgespielt",
    "pressed": "ausgespielt", "rest": "Rast", "temporary Trust ends at the rest": "vorübergehendes Vertrauen endet mit der Rast",
    "the scene ended": "die Szene endete", "marked": "markiert",
}
_WHY_PATTERNS_DE = [
    (re.compile(r"^cared for by (.+)$"), r"gepflegt von \1"), (re.compile(r"^recoloured by (.+)$"), r"umgefärbt von \1"),
    (re.compile(r"^repaid (.+)$"), r"\1 zurückgezahlt"), (re.compile(r"^rest task of (.+)$"), r"Rastaufgabe von \1"),
    (re.compile(r"^tapped (.+)$"), r"\1 genutzt"), (re.compile(r"^(\d+) Advantage converted$"), r"\1 Vorteil umgewandelt"),
    (re.compile(r"^(.+) participated$"), r"\1 hat teilgenommen"),
    (re.compile(r"^Quest challenge (.+)$"), r"Herausforderung der Queste: \1"),
]


def w(word: str, lang: str) -> str:
    """An interface word of the MOSAIC summaries in ``lang`` (``de``: ``DE``; else the English word)."""
    return DE.get(word, word) if lang == "de" else word


def why_text(why: str | None, lang: str) -> str:
    """A recorded reason (``critical 12``, ``cared for by Diego``, a milestone's price ``Train for Kenji`` ->
    ``Üben für Kenji``) in ``lang``; a reason typed by a person (not one of the rules' own) is kept as given.
    Source: seed 001 "MILESTONES" (the milestones' names)."""
    if not why or lang != "de":
        return why or ""
    if why == "GM":                              # ``advantage add``'s default reason: the GM gave it
        from rules.i18n import WORDS as SHARED

        return SHARED["de"]["GM"]
    if why in _WHY_DE:
        return _WHY_DE[why]
    for pattern, repl in _WHY_PATTERNS_DE:
        if pattern.match(why):
            return pattern.sub(repl, why)
    bought = _BOUGHT.match(why)
    if bought:                                  # the Experience a milestone cost (rules.mosaic.milestones.buy)
        from rules.mosaic.data import DE, MILESTONES

        mid = next((k for k, names in MILESTONES.items() if names[0] == bought.group(1)), None)
        if mid is not None:
            return f"{DE.get(mid, bought.group(1))} für {bought.group(2)}"
    return why


#: A milestone's price as recorded: ``Train for Kenji`` (the milestone's English name, then who bought it).
_BOUGHT = re.compile(r"^(.+?) for (.+)$")


_CAUSE = re.compile(r"^(roll|quest|rest|journey|interaction) #(\d+)$")


def cause(text: str, lang: str = "en") -> str | None:
    """A recorded cause in ``lang`` (``roll #17`` -> ``Wurf #17``), or a reason the rules record (``why_text``:
    ``rest task of Kenji`` -> ``Rastaufgabe von Kenji``, as an event's plain line words it); None leaves it to the
    ledger."""
    m = _CAUSE.match(text)
    if lang != "de":
        return None
    if m:
        return f"{w(m.group(1), lang)} #{m.group(2)}"
    said = why_text(text, lang)
    return said if said != text else None


#: The commands as the German history names them (the German labels of ``rules.mosaic.data.DE``).
COMMANDS_DE = {
    "culture add": "Kultur anlegen", "add-character": "Figur anlegen", "trait": "Merkmal", "npc add": "NSC anlegen",
    "session start": "Sitzung beginnt", "session end": "Sitzung endet", "scene start": "Szene beginnt",
    "scene end": "Szene endet", "quest start": "Queste beginnt", "quest challenge": "Herausforderung",
    "quest end": "Queste endet", "roll": "Wurf", "spend-tile": "Mosaikstein", "invest": "investieren",
    "press": "Vorteil ausspielen", "resolve": "auflösen", "gm-move": "SL-Zug", "dispute": "bestreiten",
    "act-on-answer": "nach Antwort handeln", "interaction start": "Interaktion beginnt",
    "interaction end": "Interaktion endet", "journey start": "Reise beginnt", "journey end": "Reise endet",
    "rest start": "Rast beginnt", "rest task": "Rastaufgabe", "rest participate": "Teilnahme", "rest end": "Rast endet",
    "advantage convert": "Vorteil umwandeln", "advantage add": "Vorteil dazu", "influence mark": "Einfluss markieren",
    "milestone": "Meilenstein", "tap": "nutzen", "ally request": "Verbündeten bitten",
    "location unsafe": "Ort unsicher", "location improve": "Ort verbessern",
    "create": "Kampagne anlegen", "undo": "rückgängig", "redo": "wiederholen", "amend": "berichtigen",
}


def command(name: str, lang: str = "en") -> str | None:
    """A command as the history table shows it in ``lang`` (``de``: ``COMMANDS_DE``); None keeps it."""
    return COMMANDS_DE.get(name) if lang == "de" else None
