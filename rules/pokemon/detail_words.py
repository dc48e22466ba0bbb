"""The keys Pokémon Noir records in its events' details, as a correction's "what changed" names them
(``ledger.projections.revisions``: ``esito 10+ → 6-``): the English keys in Italian, the Italian ones in English;
never a recorded key of the other language on a reader's screen. The tiers themselves (``10+``, ``7-9``, ``6-``) are
the system's outcome names in every language (``rules.pokemon.data.tier_term``).

Source: seed 002's Italian (tiro, esito, mossa, bersaglio, avversario, Scambio, Ritmo, modificatori) and
``rules.pokemon.data``; the ledger asks for them through ``GameSystem.word`` with the key's underscores read as
spaces. Pure data.
"""

from __future__ import annotations

#: A recorded English detail key (underscores as spaces) -> its Italian words.
IT: dict[str, str] = {
    "tier": "esito", "natural tier": "esito naturale", "modifiers": "modificatori", "bonus": "bonus",
    "dice source": "dadi da", "move": "mossa", "stat": "caratteristica", "ladder": "scala degli esiti",
    "roll": "tiro", "reaction": "reazione", "promoted": "aggravato", "keys": "chiavi", "text": "testo",
    "avoided": "evitata", "trainer": "allenatore", "natura da": "natura da",
}

#: A recorded Italian detail key (underscores as spaces) -> its English words.
EN: dict[str, str] = {
    "mossa": "move", "bersaglio": "target", "avversario": "opponent", "categoria": "category", "contatto": "contact",
    "inflitto": "inflicted", "innocuo": "harmless", "natura": "nature", "natura da": "nature from",
    "potere": "power", "prezzo": "price", "sostanza": "substance", "specie": "species", "tipo": "type",
    "via": "way", "vittima": "victim", "violenza": "treated violently", "ritmo": "Rhythm",
    "ritmo cambiato": "Rhythm changed", "scambio": "exchange", "oggetto": "item", "battaglia": "battle",
    "evoluzione": "evolution", "subito": "suffered", "da": "from", "a": "to", "ladder": "tier ladder",
    "natural tier": "natural tier", "dice source": "dice from",
}
