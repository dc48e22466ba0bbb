"""The captions of Mouse Guard's form fields in Spanish: each argument key (underscores as spaces) a form shows under
its own word, never the CLI's option name (``ledger.web.pages.forms.caption_of``; docs/adding-a-game-system.md,
"Help in the system's languages"). Keys the system's other word tables (``kinds``, ``detail_words``) already word
are left to them.

Source: seed 004's Spanish (aptitudes Naturaleza, Voluntad, Salud, Recursos, Círculos; conocimiento, equipo
apropiado, ayuda, marcas, rasgo, Creencia, instinto, armadura, espada, Desarmar, frente, dormir a la intemperie,
herida permanente) and ``rules.mouseguard.help_words``. Pure data.
"""

from __future__ import annotations

#: An argument key (underscores as spaces) -> its caption in Spanish.
ES: dict[str, str] = {
    "nature": "Naturaleza", "will": "Voluntad", "health": "Salud", "resources": "Recursos", "circles": "Círculos",
    "wise": "conocimiento", "gear": "equipo", "helper": "ayudante", "checks": "marcas",
    "belief": "Creencia", "instinct": "Instinto", "armour": "armadura", "worn": "cómo se lleva",
    "with": "en escena", "outdoors": "a la intemperie", "stealth": "sigilo", "spend check": "gastar marcas",
    "against trait": "rasgo en contra", "affects": "prueba penalizada", "opponent dice": "dados al oponente",
    "versus dice": "dados del segundo bando", "injury": "herida permanente", "front": "frente",
    "also team": "otro equipo", "also goal": "otro objetivo", "also opponents": "otros rivales",
    "also opponent goal": "otro objetivo rival", "sword action": "acción de la espada", "throw": "arrojar",
    "sword": "espada", "buy": "compra", "disarm": "desarmar", "negate trait": "rasgo anulado",
}
