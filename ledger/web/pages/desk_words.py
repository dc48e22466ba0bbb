"""The desk's words for the table's rules (``ledger.group.permissions``): each rule's sentence and each value a GM
may choose, in each language the pages read in; English stays the permissions module's own.

Source: README "People, roles and permissions" (``ledger permissions``: each rule with what it means); design.md
"People, roles and hidden information"; the pages' languages (``ledger.web.pages.words``).
"""

from __future__ import annotations

#: A rule's sentence by (rule, value) ((rule, "fixed") for the rules no one sets), by language.
MEANINGS: dict[tuple[str, str], dict[str, str]] = {
    ("player-acts", "own"): {"es": "los jugadores actúan como sus propios personajes",
                             "de": "Spieler handeln als ihre eigenen Charaktere",
                             "it": "i giocatori agiscono come i propri personaggi"},
    ("player-acts", "any"): {"es": "los jugadores actúan como cualquier personaje",
                             "de": "Spieler handeln als beliebige Charaktere",
                             "it": "i giocatori agiscono come qualsiasi personaggio"},
    ("player-undo", "own-last"): {"es": "un jugador puede deshacer su última acción mientras su escena está abierta, "
                                        "nada más",
                                  "de": "ein Spieler darf seine letzte Aktion rückgängig machen, solange ihre Szene "
                                        "offen ist, sonst nichts",
                                  "it": "un giocatore può annullare la propria ultima azione finché la sua scena è "
                                        "aperta, nient'altro"},
    ("player-undo", "none"): {"es": "los jugadores no corrigen nada", "de": "Spieler berichtigen nichts",
                              "it": "i giocatori non correggono nulla"},
    ("shared-characters", "no"): {"es": "un personaje lo lleva una sola persona a la vez",
                                  "de": "eine Figur wird jeweils von einer Person gespielt",
                                  "it": "un personaggio è giocato da una persona alla volta"},
    ("shared-characters", "yes"): {"es": "un personaje pueden llevarlo varias personas",
                                   "de": "eine Figur darf von mehreren Personen gespielt werden",
                                   "it": "un personaggio può essere giocato da più persone"},
    ("gm", "fixed"): {"es": "un {gm} puede actuar como cualquiera y corregirlo todo",
                      "de": "die Spielleitung darf als jede Figur handeln und alles berichtigen",
                      "it": "un {gm} può agire come chiunque e correggere tutto"},
    ("viewer", "fixed"): {"es": "un espectador lee", "de": "Zuschauer lesen", "it": "uno spettatore legge"},
    ("member", "fixed"): {"es": "solo la gente de la campaña actúa en ella",
                          "de": "nur die Leute der Kampagne handeln in ihr",
                          "it": "solo le persone della campagna vi agiscono"},
    ("table", "fixed"): {"es": "solo un {gm} lleva la mesa (invitaciones, personas, permisos, aprobación, propuestas, "
                               "notas privadas)",
                         "de": "nur die Spielleitung führt den Tisch (Einladungen, Personen, Rechte, Freigabe, "
                               "Vorschläge, private Notizen)",
                         "it": "solo un {gm} gestisce il tavolo (inviti, persone, permessi, approvazione, proposte, "
                               "note private)"},
    ("gm-commands", "fixed"): {"es": "solo un {gm} da las órdenes que llevan la mesa (sesiones, escenas, turnos, "
                                     "personajes nuevos, empezar y revelar conflictos)",
                               "de": "nur die Spielleitung gibt die Befehle, die den Tisch führen (Sitzungen, "
                                     "Szenen, Züge, neue Figuren, Konflikte beginnen und aufdecken)",
                               "it": "solo un {gm} dà i comandi che gestiscono il tavolo (sessioni, scene, turni, "
                                     "nuovi personaggi, avviare e rivelare conflitti)"},
    ("others-characters", "fixed"): {"es": "la acción de un jugador no cambia el personaje de ningún otro jugador",
                                     "de": "die Aktion eines Spielers ändert keine Figur eines anderen Spielers",
                                     "it": "l'azione di un giocatore non cambia il personaggio di nessun altro "
                                           "giocatore"},
    ("seed", "fixed"): {"es": "solo un {gm} elige la semilla de una tirada; un jugador escribe sus dados físicos o deja "
                              "que el ledger los tire",
                        "de": "nur die Spielleitung wählt den Seed eines Wurfs; ein Spieler tippt echte Würfel ein "
                              "oder lässt den Ledger würfeln",
                        "it": "solo un {gm} sceglie il seme di un tiro; un giocatore scrive i dadi fisici o lascia che "
                              "il ledger li tiri"},
}

#: A value a GM may choose (a rule's, the approval option's), as a choice of the desk reads, by language.
VALUES: dict[str, dict[str, str]] = {
    "own": {"es": "propios", "de": "eigene", "it": "propri"},
    "any": {"es": "cualquiera", "de": "beliebige", "it": "qualsiasi"},
    "own-last": {"es": "la última propia", "de": "die eigene letzte", "it": "l'ultima propria"},
    "none": {"es": "ninguna", "de": "keine", "it": "nessuna"},
    "no": {"es": "no", "de": "nein", "it": "no"},
    "yes": {"es": "sí", "de": "ja", "it": "sì"},
    "off": {"es": "desactivada", "de": "aus", "it": "disattivata"},
    "players": {"es": "jugadores", "de": "Spieler", "it": "giocatori"},
    "all-but-gm": {"es": "todos menos el {gm}", "de": "alle außer der Spielleitung", "it": "tutti tranne il {gm}"},
}


def meaning(rule: dict[str, str], lang: str, gm: str = "GM") -> str:
    """The sentence of one ``ledger.group.permissions.table_rules`` row (``{"rule", "value", "meaning"}``) in
    ``lang``, the GM named ``gm`` (the system's word for the GM in ``lang``); its English ``meaning`` when the
    language has none."""
    return (MEANINGS.get((rule["rule"], rule["value"]), {}).get(lang) or rule["meaning"]).replace("{gm}", gm)


def value_word(value: str, lang: str, gm: str = "GM") -> str:
    """A rule's or the approval option's ``value`` as the desk offers it in ``lang`` (as typed when it has none),
    the GM named ``gm``."""
    return (VALUES.get(value, {}).get(lang) or value).replace("{gm}", gm)
