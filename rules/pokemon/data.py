"""Pokémon Noir GdR reference data: names in Italian (the seed's terms) and English glosses.

Source: seed 002 (Italian, no headings: moves are cited by line numbers, e.g. "002 l.1-41" for the
Exchange of Attacks) and catalogue §3 (PN-M01..M11, glossary). Approaches, the published harm slots
and the KO rule come from the published game [P] and are marked so. Every id is the Italian term in
lower case; each entry lists the names accepted in input (Italian first, then English).
"""

from __future__ import annotations

#: Approaches (published game [P]: five, -1..+2 at creation, +3 with major advances). id -> names.
APPROACHES: dict[str, tuple[str, ...]] = {
    "grinta": ("Grinta", "Grit", "Tough"),
    "classe": ("Classe", "Class", "Cool"),
    "acume": ("Acume", "Acumen", "Smart"),
    "bellezza": ("Bellezza", "Beauty"),
    "grazia": ("Grazia", "Grace", "Cute"),
}
APPROACH_MIN, APPROACH_MAX = -1, 3

#: Harm grades, lowest first (catalogue PN-A05): Null is unlimited and never marked.
GRADES = ("nullo", "leggero", "severo", "mortale")
GRADE_NAMES: dict[str, tuple[str, ...]] = {
    "nullo": ("Nullo", "Danno Nullo", "Null", "none"),
    "leggero": ("Leggero", "Danno Leggero", "Light"),
    "severo": ("Severo", "Danno Severo", "Severe"),
    "mortale": ("Mortale", "Danno Mortale", "Mortal"),
}
#: Harm slots by grade as the seed names them (002 l.39, l.47-51); ``mortale`` is the one Mortal slot.
SEED_SLOTS: dict[str, tuple[str, ...]] = {
    "leggero": ("ferita", "fatica", "ko"),
    "severo": ("cicatrice", "rottura", "menomazione"),
    "mortale": ("mortale",),
}
#: The published game's Light slots add Disarmo and Posizione; humans have no Fatica [P].
PUBLISHED_LIGHT = ("ferita", "disarmo", "posizione", "fatica", "ko")
SLOT_NAMES: dict[str, tuple[str, ...]] = {
    "ferita": ("Ferita", "Wound"), "fatica": ("Fatica", "Fatigue"), "ko": ("KO", "K.O."),
    "disarmo": ("Disarmo", "Disarmed"), "posizione": ("Posizione", "Footing", "Position"),
    "cicatrice": ("Cicatrice", "Scar"), "rottura": ("Rottura", "Fracture", "Break"),
    "menomazione": ("Menomazione permanente", "Menomazione", "Permanent impairment", "Impairment"),
    "mortale": ("Mortale", "Danno Mortale", "Mortal"),
}

#: Rolled moves (catalogue §3.3): the stat rolled, the tier ladder and the arguments each takes.
#: ``stat`` "approccio" = an approach named on the roll; "amicizia" = the named Pokémon's Friendship.
MOVES: dict[str, dict] = {
    "scambio": {"stat": "approccio", "ladder": "four", "params": ("approccio", "pokemon", "subito", "inflitto", "bersaglio",
                                                                     "avversario", "innocuo", "sfrutta"),
                "names": ("Scambio di Attacchi", "Scambio", "Attacco", "Exchange of Attacks", "Exchange", "Attack")},
    "tutto": {"stat": "amicizia", "ladder": "three", "params": ("pokemon", "potere", "sfrutta"),
              "names": ("Tenta il Tutto per Tutto", "Tutto per Tutto", "Tutto", "Go All Out", "All Out")},
    "cerca": {"stat": "approccio", "ladder": "three", "params": ("approccio", "pokemon", "specie", "sfrutta"),
              "names": ("Cercare un Pokémon", "Cerca", "Cercare", "Search for a Pokémon", "Search")},
    "ritira": {"stat": "amicizia", "ladder": "three", "params": ("pokemon", "sfrutta"),
               "names": ("Ritirare nella Ball", "Ritira", "Ritirare", "Recall a Pokémon", "Recall")},
    "droga": {"stat": "grinta", "ladder": "three", "params": ("pokemon", "tipo", "sostanza", "potere", "sfrutta"),
              "names": ("Droghe, radiazioni e MT", "Droga", "Drug, radiation and TM", "Drug")},
    "mercato": {"stat": "allerta", "ladder": "two", "params": ("contatto", "oggetto", "prezzo", "categoria", "sfrutta"),
                "names": ("Mercato nero", "Mercato", "Black Market", "Black-market item")},
    "minaccia": {"stat": "grinta", "ladder": "three", "params": ("pokemon", "vittima", "sfrutta"),
                 "names": ("Minacciare con un Pokémon", "Minaccia", "Minacciare", "Threaten with a Pokémon", "Threaten", "Threat")},
    "osserva": {"stat": "classe", "ladder": "three", "params": ("sfrutta",),
                "names": ("Osservare una situazione tesa", "Osserva", "Osservare", "Read a Tense Situation", "Observe", "Read")},
    "alibi": {"stat": "allerta", "ladder": "three", "params": ("contatto", "sfrutta"),
              "names": ("Chiedere un alibi", "Alibi", "Ask for an Alibi", "Alibi or cover")},
}
MOVE_NAMES = {key: spec["names"] for key, spec in MOVES.items()}

#: Tier ladders, lowest first, with the lowest total of each tier above the first (002 l.9-15 four tiers;
#: l.106-109 black market 7+/6-; three tiers elsewhere).
LADDERS: dict[str, tuple[tuple[str, ...], tuple[int, ...]]] = {
    "four": (("6-", "7-9", "10+", "14+"), (7, 10, 14)),
    "three": (("6-", "7-9", "10+"), (7, 10)),
    "two": (("6-", "7+"), (7,)),
}

#: Kinds of substance for the Drug move (002 l.95).
SUBSTANCES: dict[str, tuple[str, ...]] = {
    "droga": ("Droga", "Drug"), "radiazioni": ("Radiazioni", "Radiazioni da scambio", "Radiation", "Trade radiation"),
    "mt": ("MT", "TM", "Macchina tecnica"),
}
#: Black-market item categories (002 l.103).
CATEGORIES: dict[str, tuple[str, ...]] = {
    "ball": ("Ball", "Ball Tecnologica", "Tech Ball"), "rimedio": ("Rimedio", "Remedy"), "droga": ("Droga", "Drug"),
}

#: Options (picks) of each move, id -> (Italian, English) names (002; catalogue §3.3 lists).
PICKS: dict[str, dict[str, tuple[str, ...]]] = {
    "scambio": {
        "potenzi": ("Potenzi", "Empower"), "difendi": ("Difendi", "Defend"), "resisti": ("Resisti", "Resist"),
        "prepari": ("Prepari", "Prepare"), "plasmi": ("Plasmi", "Shape"), "influenzi": ("Influenzi", "Influence"),
        "conduci": ("Conduci", "Lead"), "controlli": ("Controlli", "Control"), "proteggi": ("Proteggi", "Protect"),
        "ristori": ("Ristori", "Restore"), "eludi": ("Eludi", "Bypass"), "rigeneri": ("Rigeneri", "Regenerate"),
        "malus": ("-1 al prossimo tiro", "Malus", "-1 next roll"), "reazione": ("Reazione", "Reaction", "GM reaction"),
    },
    "tutto": {"amicizia": ("Amicizia +1", "Amicizia", "Friendship +1", "Friendship"),
              "azzera": ("Amicizia a 1", "Azzera", "Reset to 1", "Reset")},
    "cerca": {"tempo": ("Perdi moltissimo tempo", "Tempo", "Lost time", "Time"),
              "orda": ("Orda ostile", "Orda", "Hostile horde", "Horde"),
              "tracce": ("Lasci tracce", "Tracce", "Traces"),
              "predato": ("Predato e ferito", "Predato", "Hunted and hurt", "Hunted")},
    "ritira": {"amicizia": ("Amicizia -1", "Amicizia", "Friendship -1", "Friendship"),
               "danno": ("Fa del male", "Danno", "Harms someone", "Harm"),
               "visto": ("Visto da qualcuno", "Visto", "Seen by someone", "Seen")},
    "droga": {},
    "mercato": {"allerta": ("Allerta +1", "Allerta", "Alert +1", "Alert"),
                "debito": ("Lista dei Debiti", "Debito", "Debt List", "Debt"),
                "sovrapprezzo": ("Sovrapprezzo", "+2 Risorse", "Surcharge"),
                "inferiore": ("Versione inferiore", "Inferiore", "Weaker version", "Weaker")},
    "minaccia": {"cede": ("Cede", "Gives in"), "bluff": ("Vede il bluff", "Bluff", "Calls the bluff"),
                 "ritratti": ("Ritratti", "Back off"), "ferisci": ("Ferisci", "Hurt them"),
                 "fugge": ("Fugge", "Flees"), "consegna": ("Ti dà ciò che vuoi", "Consegna", "Hands it over"),
                 "pokemon": ("Ricorre ai suoi Pokémon", "Pokemon", "Fights back"),
                 "difesa": ("Si difende", "Difesa", "Takes cover"), "calma": ("Sgonfia la situazione", "Calma", "Calms things")},
    "osserva": {"via": ("Via di fuga o di ingresso", "Via", "Way out", "Escape route"),
                "vulnerabile": ("Nemico più vulnerabile", "Vulnerabile", "Most vulnerable", "Vulnerable"),
                "minaccia": ("Minaccia maggiore", "Minaccia", "Biggest threat", "Threat"),
                "guardia": ("Da cosa stare in guardia", "Guardia", "Watch out for", "Watch out"),
                "posizione": ("Vera posizione del nemico", "Posizione", "Where the enemy stands", "Position"),
                "comando": ("Chi comanda", "Comando", "Who is in charge", "In charge"),
                "apparenza": ("Non è come appare", "Apparenza", "Not what it seems", "Appearance"),
                "utile": ("Utile o di valore", "Utile", "Useful or valuable", "Useful")},
    "alibi": {"allerta-1": ("Allerta -1", "Alert -1"), "allerta-2-favore": ("Allerta -2 e un favore", "Alert -2 and a favour"),
              "allerta-2": ("Allerta -2", "Alert -2"), "allerta-3-favore": ("Allerta -3 e un favore", "Alert -3 and a favour")},
}

#: Treat Violently at Friendship -2 (002 l.57-63): the trainer's three outcomes.
VIOLENT_CHOICES: dict[str, tuple[str, ...]] = {
    "bisogno": ("Modalità Bisogno", "Bisogno", "Need Mode", "Need"),
    "rivolta": ("Si rivolta", "Rivolta", "Turns against you", "Turns against", "Turns"),
    "fuga": ("Fugge", "Fuga", "Escapes", "Flees"),
}
#: Treat Violently's choices as typed and listed (help, refusals): the ids, in the table's order.
CHOICE_IDS = tuple(VIOLENT_CHOICES)


def choices_typed(lang: str = "en") -> str:
    """Treat Violently's choices as one types them (``VIOLENT_CHOICES``' ids), joined for a help line in ``lang``:
    "bisogno, rivolta or fuga" (``it``: "... o fuga"). Source: 002 l.57-63."""
    return f"{', '.join(CHOICE_IDS[:-1])} {'o' if lang == 'it' else 'or'} {CHOICE_IDS[-1]}"


#: The two fates of an unmet Need at the end of the scene (002 l.59).
NEED_FATES = {k: VIOLENT_CHOICES[k] for k in ("rivolta", "fuga")}

#: Pokémon states (catalogue §3.1 status).
POKEMON_STATES = ("attivo", "nella_ball", "fuggito", "rivoltato")

#: Italian display terms (default) and English glosses, for ids of every kind. A state reads after "Stato" and agrees
#: with it ("attivo") or names no gender ("in fuga", "in rivolta": 002 "Il Pokémon riesce a fuggire da te", "si rivolta
#: definitivamente contro di te"), so that no character, whoever it is, is named by a gendered participle.
IT: dict[str, str] = {
    "grinta": "Grinta", "classe": "Classe", "acume": "Acume", "bellezza": "Bellezza", "grazia": "Grazia",
    "amicizia": "Amicizia", "allerta": "Allerta", "risorse": "Risorse", "esperienza": "Esperienza",
    "punti_mutazione": "Punti Mutazione", "patologie": "Patologie", "debiti": "Lista dei Debiti", "zaino": "Zaino",
    "chiavi": "Chiavi di Esperienza", "danni": "Danni", "condizioni": "Condizioni", "poteri": "Poteri",
    "natura": "Natura", "bisogno": "Bisogno", "modalita_bisogno": "Modalità Bisogno", "stato": "Stato",
    "specie": "Specie", "clausola": "Clausola Evolutiva", "allenatore": "Allenatore", "approcci": "Approcci",
    "risorse_per_sessione": "Risorse per Sessione", "contatto": "Contatto", "ruota": "Ruota", "ritmo": "Ritmo",
    "passi": "Passi", "ritmo_inizio": "Ritmo a inizio sessione", "ritmo_cambiato": "Ritmo cambiato",
    "rigeneri": "Rigeneri usato", "evoluzione": "Evoluzione possibile", "evoluzioni": "Evoluzioni",
    "violenza": "Trattato Violentemente",
    "informazioni": "Informazioni", "forward": "Modificatori", "scadenza_bisogno": "Scadenza del Bisogno",
    "nullo": "Nullo", "leggero": "Leggero", "severo": "Severo", "mortale": "Mortale",
    "ferita": "Ferita", "fatica": "Fatica", "ko": "KO", "disarmo": "Disarmo", "posizione": "Posizione",
    "cicatrice": "Cicatrice", "rottura": "Rottura", "menomazione": "Menomazione permanente",
    "14+": "14+", "10+": "10+", "7-9": "7-9", "6-": "6-", "7+": "7+",
    "attivo": "attivo", "nella_ball": "nella Ball", "fuggito": "in fuga", "rivoltato": "in rivolta contro il suo allenatore",
    "pokemon": "Pokémon", "trainer": "allenatore",
    "radiazioni": "Radiazioni da scambio", "mt": "MT",
    "rifiuto": "ti ha voltato le spalle", "favore": "devi un favore", "affari": "non fa più affari con te",
    "semplice": "Semplice", "estremo": "Estremo",
}
EN: dict[str, str] = {
    "grinta": "Grit", "classe": "Class", "acume": "Acumen", "bellezza": "Beauty", "grazia": "Grace",
    "amicizia": "Friendship", "allerta": "Alert", "risorse": "Resources", "esperienza": "Experience",
    "punti_mutazione": "Mutation Points", "patologie": "Pathologies", "debiti": "Debt List", "zaino": "Backpack",
    "chiavi": "Experience Keys", "danni": "Harm", "condizioni": "Conditions", "poteri": "Powers",
    "natura": "Nature", "bisogno": "Need", "modalita_bisogno": "Need Mode", "stato": "Status",
    "specie": "Species", "clausola": "Evolution Clause", "allenatore": "Trainer", "approcci": "Approaches",
    "risorse_per_sessione": "Resources per Session", "contatto": "Contact", "ruota": "Wheel", "ritmo": "Rhythm",
    "passi": "Steps", "ritmo_inizio": "Rhythm at session start", "ritmo_cambiato": "Rhythm changed",
    "rigeneri": "Regenerate used", "evoluzione": "Evolution open", "evoluzioni": "Evolutions",
    "violenza": "Treated violently",
    "informazioni": "Information", "forward": "Modifiers", "scadenza_bisogno": "Need deadline",
    "nullo": "Null", "leggero": "Light", "severo": "Severe", "mortale": "Mortal",
    "ferita": "Wound", "fatica": "Fatigue", "ko": "KO", "disarmo": "Disarmed", "posizione": "Footing",
    "cicatrice": "Scar", "rottura": "Fracture", "menomazione": "Permanent impairment",
    "14+": "14+", "10+": "10+", "7-9": "7-9", "6-": "6-", "7+": "7+",
    "attivo": "active", "nella_ball": "in its Ball", "fuggito": "fled", "rivoltato": "turned against its trainer",
    "pokemon": "Pokémon", "trainer": "trainer",
    "radiazioni": "Trade radiation", "mt": "TM",
    "rifiuto": "turned their back on you", "favore": "you owe a favour", "affari": "no longer deals with you",
    "semplice": "Simple", "estremo": "Extreme",
}
#: English display names of the moves (working names, catalogue PN-A01).
MOVE_EN = {"scambio": "Exchange of Attacks", "tutto": "Go All Out", "cerca": "Search for a Pokémon",
           "ritira": "Recall a Pokémon", "droga": "Drug, radiation and TM", "mercato": "Black Market",
           "minaccia": "Threaten with a Pokémon", "osserva": "Read a Tense Situation", "alibi": "Ask for an Alibi"}
def english(names: tuple[str, ...]) -> str:
    """The English name among a pick's spellings: (Italian, English) or (Italian, Italian short, English, ...)."""
    return names[1] if len(names) == 2 else names[2] if len(names) > 2 else names[0]


def kept_apart(words: dict[str, str], kind: dict[str, str], what: str) -> None:
    """Add the words of one ``kind`` of id (``{id: word}``, e.g. the moves' names) to ``words``, the table ``term``
    reads; raises ``rules.contract.ContractError`` (at import, so the package refuses to load) when an id already
    stands there for
    another word: an id read through ``term`` names one thing only. A pick's, a Treat Violently choice's word lives
    in its own table (``pick_term``, ``choice_term``), never here, as a pick's id may be a move's (``minaccia``: the
    Threaten move and a question of Read a Tense Situation, 002 l.119 and l.147-171)."""
    for key, word in kind.items():
        if words.get(key, word) != word:
            from rules.contract import ContractError

            raise ContractError("pokemon", [f"{what} {key!r} would read {word!r} and {words[key]!r} through term()"])
        words[key] = word


kept_apart(IT, {k: n[0] for k, n in MOVE_NAMES.items()}, "move")
kept_apart(EN, MOVE_EN, "move")


def term(key: str, lang: str = "it") -> str:
    """Display name of an id (approach, slot, grade, move, pick, status...) in ``lang`` (``it`` or ``en``);
    an unknown key is returned as given (names typed by users)."""
    table = EN if lang == "en" else IT
    return table.get(key, key)


def tier_term(tier: str, ladder: str | None, lang: str = "it") -> str:
    """A tier as the move's own ladder names it, the same in every language: on the Exchange of Attacks'
    four tiers the ``10+`` tier is "10-13" (002: "10-13 = Scegli 2"), on a three-tier move it is "10+";
    ``ladder`` None (unknown) gives the three-tier name."""
    if tier == "10+" and ladder == "four":
        return "10-13"
    return term(tier, lang)


def pick_term(move: str, pick: str, lang: str = "it") -> str:
    """Display name of option ``pick`` of ``move`` in ``lang``, read in the picks' own table (``PICKS``, 002's option
    lists): a pick's id may also be a move's or a term's (``minaccia``, ``posizione``, ``rigeneri``), so it is never
    read through ``term``. A ``move`` not known (an older record) takes the pick's name when exactly one move has
    that pick; otherwise the id is given as recorded."""
    names = PICKS.get(move, {}).get(pick)
    if not names:
        found = {n for picks in PICKS.values() if (n := picks.get(pick))}
        if len(found) != 1:
            return pick
        names = found.pop()
    return names[0] if lang != "en" else english(names)


#: The words of a substance's kind (002 l.95), read by ``substance_term``: ``droga`` is also the Drug move's id.
SUBSTANCE_WORDS = {"droga": ("Droga", "Drug"), "radiazioni": ("Radiazioni da scambio", "Trade radiation"), "mt": ("MT", "TM")}


def substance_term(kind: str, lang: str = "it") -> str:
    """Display name of a substance's kind in ``lang`` (``droga`` -> "Droga", not the move "Droghe, radiazioni e MT");
    an unknown id as recorded. Source: 002 l.95."""
    names = SUBSTANCE_WORDS.get(kind)
    return kind if not names else names[1] if lang == "en" else names[0]


def choice_term(choice: str, lang: str = "it") -> str:
    """Display name of one of Treat Violently's outcomes or an unmet Need's fate (``VIOLENT_CHOICES``: ``bisogno``
    -> "Modalità Bisogno", not the Need itself) in ``lang``; an unknown id as recorded. Source: 002 l.57-63."""
    names = VIOLENT_CHOICES.get(choice)
    return choice if not names else names[0] if lang != "en" else names[2]


def tier_label(tier: str, move: str, lang: str = "it") -> str:
    """A roll's tier as the seed names it on ``move``'s own ladder (002 l.9-15: "14+", "10-13", "7-9" on the Exchange
    of Attacks; "10+", "7-9", "6-" on the others; "7+", "6-" on the black market), the one label status, the history
    and the pages show: ``rules.pokemon.data.tier_term``."""
    return tier_term(tier, (MOVES.get(move) or {}).get("ladder"), lang)
