"""The words a Pokémon Noir history reads in, Italian (the seed's) or English: references to rolls,
exchanges, battles and Treat Violently in words (``ref_text``), state paths (``describe``), recorded values
(``value``), causes (``cause``) and the commands of the history's action column (``command``).

Source: seed 002 for the Italian terms (tiro, scambio, battaglia, Trattare Violentemente, Rimedio,
ambiente, giocatore, Potere Semplice/Estremo), catalogue §3 glossary for the English; README "Using the ledger" (no
internal path or id in a table). Pure; imports only the name tables of ``data``.
"""

from __future__ import annotations

import re
from typing import Any

from rules.pokemon.data import term

#: The keys of the references the rules record (``roll #19``, ``scambio #16``...) in each language.
_REFS = {"it": {"roll": "tiro", "scambio": "scambio", "battaglia": "battaglia", "violenza": "violenza",
                "rimedio": "rimedio", "stordimento": "stordimento"},
         "en": {"roll": "roll", "scambio": "exchange", "battaglia": "battle", "violenza": "Treat Violently",
                "rimedio": "remedy", "stordimento": "dazed"}}
_REF = re.compile(r"\b(roll|scambio|battaglia|violenza|rimedio|stordimento)\b")


def ref_text(text: str, lang: str) -> str:
    """A recorded reference in words: ``roll #19`` -> ``tiro #19`` / ``roll #19``, ``scambio 7-9 (roll #19)``
    -> ``exchange 7-9 (roll #19)``, ``rimedio Pozione`` -> ``remedy Pozione``. Other text is kept."""
    words = _REFS.get(lang, _REFS["en"])
    return _REF.sub(lambda m: words[m.group(1)], text)


#: Interface words of the history (English -> Italian).
IT = {"Battle": "Battaglia", "battle title": "nome della battaglia", "battle": "battaglia",
      "environment conditions": "Condizioni dell'ambiente", "none": "nessuna", "open": "aperta",
      "giocatore": "scelta dal giocatore", "gm": "scelta dal GM", "treated violently": "Trattato Violentemente",
      "Reaction": "Reazione", "the GM makes a Reaction": "il GM fa una Reazione", "picks": "scelte", "by": "di", "physical": "dadi fisici", "seed": "seme",
      "session": "sessione", "scene": "scena", "rolls": "tiri", "stays": "resta",
      "the top result of its move": "il risultato più alto della sua mossa"}
EN = {"giocatore": "chosen by the player", "gm": "chosen by the GM", "battle title": "battle title",
      "environment conditions": "Environment conditions"}


def _w(word: str, lang: str) -> str:
    """An interface word of the Pokémon views in ``lang``."""
    return (IT if lang == "it" else EN).get(word, word)


def modifier_label(source: str, lang: str) -> str:
    """What a roll's modifier comes from, in words (``approccio:grinta`` -> "Grinta", ``amicizia:Zanna`` -> "Amicizia
    Zanna", ``allerta`` -> "Allerta", ``forward:scambio 7-9 (roll #19)`` -> "scambio 7-9 (tiro #19)", ``informazioni:roll
    #10`` -> "tiro #10"): the one label the roll's line and its odds show. Source: 002 "tira+Approccio", "tira+Amicizia",
    "tira+Allerta"; the modifiers a move leaves for the next roll."""
    kind, _, rest = source.partition(":")
    if kind == "approccio":
        return term(rest, lang)
    if kind == "amicizia":
        return f"{term('amicizia', lang)} {rest}"
    if kind == "allerta":
        return term("allerta", lang)
    return ref_text(rest, lang) or kind


def dice_source(source: str, lang: str) -> str:
    """Where a roll's faces came from (``physical`` or ``seed:N``), in words."""
    if source.startswith("seed:"):
        return f"{_w('seed', lang)} {source.split(':', 1)[1]}"
    return _w(source, lang)


def describe(path: list[str], lang: str = "it") -> str | None:
    """A state path in words: ``["characters","Pikachu","danni","ko"]`` -> ``"Pikachu Danni KO"``,
    ``["battle", "title"]`` -> ``"nome della battaglia"``. None for what the history leaves out (the open
    roll, the exchange's internals, the battle's phase: its id says when it opens and ends)."""
    if not path:
        return "state"
    head = path[0]
    if head in ("roll", "roll_phase"):
        return None
    if head in ("session", "scene"):
        return ".".join(map(str, path))                  # the ledger's own words for its session and scene
    if head == "battle":
        if len(path) == 1:
            return _w("battle", lang)
        key = path[1]
        if key in ("exchange", "exchange_phase", "phase"):
            return None
        return _w("battle" if key == "id" else "battle title" if key == "title" else key.replace("_", " "), lang)
    if head == "characters" and len(path) >= 2:
        rest = [term(p, lang) for p in path[2:]]
        return " ".join([path[1], *rest]) if rest else path[1]
    if head == "condizioni":
        return _w("environment conditions", lang) if path[1:] == ["ambiente"] else f"{term('condizioni', lang)} {' '.join(path[1:])}"
    if head == "ruota":
        return f"{term('ruota', lang)} {term(path[-1], lang)}" if len(path) > 1 else term("ruota", lang)
    return " ".join(term(str(p), lang) for p in path)


def value(path: list[Any], v: Any, lang: str = "it") -> str | None:
    """A recorded value in words where the path gives it a meaning: approaches and powers by name,
    modifiers with their source, references (``roll #10``) in words, the battle's id, Treat Violently's
    action; None leaves it to the ledger's words."""
    if not path:
        return None
    head, rest = path[0], [str(p) for p in path[1:]]
    if head == "battle" and rest in (["id"], ["title"]):
        return ref_text(v, lang) if isinstance(v, str) else "—"
    if head != "characters" or len(rest) < 2:
        return None
    key = rest[1]
    if v is None and len(rest) == 2 and key in ("approcci", "poteri", "forward", "zaino", "condizioni", "patologie",
                                                 "evoluzioni", "violenza", "informazioni", "evoluzione"):
        return "—"
    if key == "approcci" and isinstance(v, dict):
        return ", ".join(f"{term(k, lang)} {n:+d}" for k, n in v.items())
    if key == "poteri" and isinstance(v, list):
        return ", ".join(f"{p.get('nome')} ({term(str(p.get('tipo')), lang)})" if isinstance(p, dict) else str(p) for p in v) or "—"
    if key == "forward" and (v is None or isinstance(v, list)):
        return ", ".join(f"{f['amount']:+d} ({ref_text(str(f['source']), lang)})" for f in v or [] if isinstance(f, dict)) or "—"
    if key == "violenza":
        return f"{ref_text('violenza', lang)} #{v}" if isinstance(v, int) and not isinstance(v, bool) else "—"
    if key in ("informazioni", "evoluzione"):
        return ref_text(v, lang) if isinstance(v, str) else "—"
    if key == "danni" and len(rest) == 2 and isinstance(v, dict):
        marked = [term(s, lang) for s, on in v.items() if on]
        return ", ".join(marked) or "—"
    if key in ("zaino", "condizioni", "patologie", "evoluzioni") and isinstance(v, list):
        return ", ".join(term(str(x), lang) for x in v) or "—"
    if key == "chiavi" and len(rest) == 2 and isinstance(v, dict):
        return ", ".join(f"{k}{' ✓' if on else ''}" for k, on in v.items()) or "—"
    if key == "debiti" and len(rest) == 2 and isinstance(v, dict):
        return ", ".join(f"{k} ({term(str(r), lang)})" for k, r in v.items()) or "—"
    return None


def cause(text: str, lang: str = "it") -> str | None:
    """A recorded cause in words (``roll #12`` -> ``tiro #12``; ``rimedio Pozione`` -> ``remedy Pozione``; a rest's,
    ``riposo``, 002 "Riposo", -> ``rest``)."""
    if text == "riposo":                        # the cause the rules write on a rest's healing (rules.pokemon.session)
        return "rest" if lang == "en" else None
    return ref_text(text, lang) if _REF.search(text) else None


#: The commands as the Italian history names them (002's words: tiro, battaglia, Trattare Violentemente...), each
#: term capitalised as seed 002 writes it (a Move's name, Danno, Sessione, Rimedio, Condizione, Zaino, Ball, Bisogno;
#: tiro, scena, battaglia and the plain verbs lower-case).
COMMANDS_IT = {
    "add-character": "nuovo allenatore", "add-pokemon": "nuovo Pokémon", "session start": "inizio Sessione",
    "session end": "fine Sessione", "scene start": "inizio scena", "scene end": "fine scena",
    "battle start": "inizio battaglia", "battle harm": "scambio di Danni", "battle end": "fine battaglia",
    "roll": "tiro", "resolve": "risoluzione", "treat-violently": "Trattare Violentemente", "harm": "Danno",
    "heal": "cura", "rest": "riposo", "remedy": "Rimedio", "condition": "Condizione", "adjust": "modifica",
    "forward": "modificatore", "key": "Chiave di Esperienza", "debt add": "nuovo debito", "debt remove": "debito saldato",
    "item": "Zaino", "wheel rhythm": "Ritmo della Ruota", "evolve": "evoluzione", "ball": "Ball", "need": "Bisogno",
    "create": "nuova campagna", "undo": "annulla", "redo": "ripristina", "amend": "correggi",
}


def command(name: str, lang: str = "it") -> str | None:
    """A command as the history table shows it in ``lang`` (``it``: ``COMMANDS_IT``); None keeps it."""
    return COMMANDS_IT.get(name) if lang == "it" else None
