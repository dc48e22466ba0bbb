"""The captions of MOSAIC's form fields in German: each argument key (underscores as spaces) a form shows under its
own word, never the CLI's option name (``ledger.web.pages.forms.caption_of``; docs/adding-a-game-system.md, "Help in
the system's languages"). Keys MOSAIC's other German words (``kinds``, ``views``) already word are left to them.

Source: seed 001's forum German and ``rules.mosaic.data.DE`` (Vorteil, Einfluss, Mosaikstein, Hintergrund, Glaube,
Kontakte, Meilenstein, Spur, Anführer, Späher, Wache, Verlässlicher Verbündeter), ``rules.mosaic.help_words``.
Pure data.
"""

from __future__ import annotations

#: An argument key (underscores as spaces) -> its caption in German.
DE: dict[str, str] = {
    "accept loss": "Verlust hinnehmen", "advantage": "Vorteil", "advantage culture": "Kultur des Vorteils",
    "agree": "zustimmende SC", "ally of": "verbündet mit", "answer": "Antwort", "at": "Rastort",
    "background": "Hintergrund", "faith": "Glaube", "contacts": "Kontakte", "playbook stat": "Wert des Playbooks",
    "item": "Gegenstand", "descriptor": "Deskriptor", "choice": "Wahl", "clear stat": "getilgter Wert",
    "gm move": "SL-Zug", "leader": "Anführer", "scout": "Späher", "guard": "Wache", "influence": "Einfluss",
    "invest": "investieren", "legacy": "Vermächtnis", "lose": "verlorene Kulturen", "mark": "Spur",
    "milestone": "Meilenstein", "move": "Zug", "outcome": "Ausgang", "pick": "gewählte Option",
    "press": "Vorteil ausspielen", "press stat": "Wert beim Ausspielen", "recolor": "umfärben", "request": "Bitte",
    "restore tile": "zurückkommender Mosaikstein", "roll": "Wurf", "seed": "Saat",
    "self initiated": "selbst ausgelöst", "target": "gepflegte SC", "text": "Text", "tile": "Mosaikstein",
    "tiles": "Mosaiksteine", "waive": "verzichten", "with": "mit",
}
