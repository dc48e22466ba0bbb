"""MOSAIC's refusals in German (``--lang de``): its phase words and most frequent refusals, over the shared
frames (``rules.refusal_frames.DE``).

Source: seed 001's forum German ("würfeln", "Spielleitung" SL), the German labels of ``rules.mosaic.data.DE``
(Wurf, Vorteil, Mosaikstein, Queste, Rast, Reise, Interaktion, Meilenstein, Erfahrung/EP) and ``rules.refusals``.
"""

from __future__ import annotations

import re

from rules.mosaic.data import DE as MOVE_NAMES
from rules.mosaic.refusal_templates import DE as TEMPLATES, TERMS
from rules.refusal_frames import DE as SHARED
from rules.refusals import Phrases, merge, refusal as rewrite

def _waiting(m: re.Match[str]) -> str:
    """A roll waiting for its resolution, its move (its English name ``The Flowers``, or an id ``flowers`` as older
    lines have it) by its German name (``Die Blumen``)."""
    from rules.mosaic.data import EN

    move = next((k for k, name in EN.items() if name == m[2]), m[2])
    return f"Wurf #{m[1]} ({MOVE_NAMES.get(move, m[2])} von {m[3]}) auf seine Auflösung wartet"


#: The pieces of a roll's pool as a refusal counts them (``2 base + 1 highlight``), in German.
POOL_PARTS = ((r"\b1 die for the tile\b", "1 Würfel für den Mosaikstein"),
              (r"\b2 dice for the press\b", "2 Würfel für den ausgespielten Vorteil"),
              (r"\bthe pool is\b", "der Vorrat ist"), (r"\b(\d+) base\b", r"\1 Grundwürfel"),
              (r"\b(\d+) for (\w+)\b", r"\1 Würfel für \2"),
              (r"\b1 highlight\b", "1 Würfel für die Hervorhebung"), (r"\b1 tile\b", "1 Würfel für den Mosaikstein"),
              (r"\b2 press\b", "2 Würfel für den ausgespielten Vorteil"))


OWN = Phrases(
    templates=TEMPLATES + TERMS,
    whole=(
        (r"each source of bonus dice counts once per roll, and roll #(?P<id>\d+) already has its (?P<src>\w+) "
         r"\((?P<how>spent|invested) (?P<culture>.+?)\); still open: (?P<list>.*)",
         "jede Quelle von Bonuswürfeln zählt einmal pro Wurf, und Wurf #{id} hat seine Quelle „{src}“ schon "
         "({how} {culture}); noch offen: {list}"),
        (r"each source of bonus dice counts once per roll, and roll #(?P<id>\d+) already has its (?P<src>\w+) "
         r"\((?P<used>.+?)\); still open: (?P<list>.*)",
         "jede Quelle von Bonuswürfeln zählt einmal pro Wurf, und Wurf #{id} hat seine Quelle „{src}“ schon ({used}); "
         "noch offen: {list}"),
        (r"The Flowers is rolled \+NOTHING: no bonus dice of any source \(mosaic\.nothingRoll\.allowBonusDice is false\)",
         "Die Blumen werden +NICHTS gewürfelt: keine Bonuswürfel aus irgendeiner Quelle "
         "(mosaic.nothingRoll.allowBonusDice ist false)"),
        (r"(?P<name>'.+?') already exists in this campaign", "{name} gibt es in dieser Kampagne schon"),
        # the list as raised or as a reader may give it (a player's without the GM's ``interaction start``)
        (r"(?P<term>.+?) is an interaction move and no interaction is open; allowed now: (?P<list>.*)",
         "{term} ist ein Interaktionszug und keine Interaktion ist offen; jetzt möglich: {list}"),
    ),
    parts=(
        (r"\bno roll waits for its resolution\b", "kein Wurf auf seine Auflösung wartet"),
        (r"\broll #(\d+) \(([\w ]+?) by (.+?)\) waits for its resolution\b", _waiting),
        (r"\broll #(\d+) \(Travel\) waits for its resolution\b", r"Wurf #\1 (Reise) auf seine Auflösung wartet"),
        (r"\bthe party is resting\b", "die Gruppe rastet"),
        (r"\bthe party is not resting\b", "die Gruppe nicht rastet"),
        (r"\bGM moves are due for (.+?) \(gm-move --roll N --text \.\.\. or --waive\)",
         r"SL-Züge sind fällig für \1 (gm-move --roll N --text ... oder --waive)"),
        (r"\bno Quest is active\b", "keine Queste aktiv ist"),
        (r"\bthe Quest ('.+?') is active\b", r"die Queste \1 aktiv ist"),
        (r"\bno journey is under way\b", "keine Reise unterwegs ist"),
        (r"\bthe journey to (.+?) is under way\b", r"die Reise nach \1 unterwegs ist"),
        (r"\bthe journey is under way\b", "die Reise unterwegs ist"),
        (r"\bthe interaction is closed\b", "keine Interaktion offen ist"),
        (r"\bthe interaction is open\b", "die Interaktion offen ist"),
        (r"\bno rest is running\b", "keine Rast läuft"),
        (r"\bthe rest is at its rest tasks\b", "die Rast bei den Rastaufgaben ist"),
        (r"\bthe rest is at its participation\b", "die Rast bei der Teilnahme ist"),
        (r"\bthe rest is converting Advantage into Experience\b", "die Rast Vorteile in Erfahrung umwandelt"),
        (r"\bthe rest is at its milestones\b", "die Rast bei den Meilensteinen ist"),
        (r"\broll #(\d+)", r"Wurf #\1"),
        *POOL_PARTS,
        (r"\bGM\b", "SL"),
    ),
)

#: Language -> phrases (German only: English is the language the rules raise in).
TABLES = {"de": merge(OWN, SHARED)}


def refusal(field: str, message: str, lang: str = "en") -> str | None:
    """``message`` (a refusal of ``field``) in ``lang``, or None for English (``rules.refusals.refusal``)."""
    return rewrite(TABLES, field, message, lang)
