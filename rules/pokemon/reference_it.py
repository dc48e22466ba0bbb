"""The Italian lines of the Pokémon Noir reference lists (``ledger moves --lang it`` ...), in our own words
and the seed's terms (002: Scambio di Attacchi, Danni, Amicizia, Allerta, Risorse, Lista dei Debiti,
Condizione, ambiente, Potere Estremo, Reazione). The English lines are in ``rules.pokemon.reference``."""

from __future__ import annotations

MOVE_TEXT_IT = {
    "scambio": "un turno di una lotta tra Pokémon: le due parti si scambiano Danni e le scelte decidono cosa va a segno",
    "tutto": "spingere un Pokémon a un Potere Estremo oltre i suoi limiti, pagando in Danni",
    "cerca": "cercare in natura un Pokémon di una certa specie",
    "ritira": "richiamare un Pokémon nella sua Ball",
    "droga": "cambiare un Pokémon con una droga, le radiazioni da scambio o una MT",
    "mercato": "comprare qualcosa al mercato nero",
    "minaccia": "minacciare qualcuno con il tuo Pokémon",
    "osserva": "leggere una situazione tesa e chiedere ciò che conta",
    "alibi": "chiedere a un contatto un alibi o una copertura",
}

APPROACH_TEXT_IT = {
    "grinta": "tenacia e sangue freddo",
    "classe": "stile e compostezza",
    "acume": "ingegno e conoscenza",
    "bellezza": "aspetto e fascino",
    "grazia": "delicatezza e dolcezza",
}

SLOT_TEXT_IT = {
    "ferita": "una ferita", "fatica": "sfinimento (solo Pokémon, nelle caselle del gioco pubblicato)", "ko": "messo KO",
    "disarmo": "disarmato", "posizione": "posizione persa", "cicatrice": "una cicatrice che resta", "rottura": "un osso rotto",
    "menomazione": "una menomazione permanente", "mortale": "un danno mortale",
}

PICK_TEXT_IT = {
    "scambio": {
        "potenzi": "il Danno che infliggi sale di un grado", "difendi": "il Danno che subisci scende di un grado (ripetibile)",
        "resisti": "resisti a una Condizione diretta a te (con evita, la eviti: due scelte)",
        "prepari": "imponi una Condizione su di te o su un alleato", "plasmi": "imponi una Condizione sull'ambiente",
        "influenzi": "imponi una Condizione sull'avversario", "conduci": "conduci la lotta (si racconta al tavolo)",
        "controlli": "controlli la situazione (si racconta al tavolo)", "proteggi": "proteggi qualcuno (si racconta al tavolo)",
        "ristori": "togli una Condizione da te o da un altro",
        "eludi": "sfuggi all'avversario, togliendogli una Condizione se la nomini",
        "rigeneri": "cancelli Ferita o Fatica, una volta per battaglia (due scelte: un Danno Severo, o non conta)",
        "malus": "il prezzo di un 7-9: -1 al prossimo tiro", "reazione": "il prezzo di un 7-9: il GM fa una Reazione",
    },
    "tutto": {"amicizia": "Amicizia +1", "azzera": "un'Amicizia negativa torna a 1"},
    "cerca": {"tempo": "perdi moltissimo tempo", "orda": "arriva un'orda ostile", "tracce": "lasci tracce",
              "predato": "vieni predato e ferito"},
    "ritira": {"amicizia": "Amicizia -1", "danno": "fa del male a qualcuno", "visto": "qualcuno lo vede"},
    "mercato": {"allerta": "Allerta +1", "debito": "il venditore finisce nella tua Lista dei Debiti",
                "sovrapprezzo": "costa 2 Risorse in più", "inferiore": "ottieni una versione inferiore"},
    "minaccia": {"cede": "cede", "bluff": "vede il tuo bluff", "ritratti": "ti ritrai", "ferisci": "lo ferisci",
                 "fugge": "fugge", "consegna": "ti dà ciò che vuoi", "pokemon": "ricorre ai suoi Pokémon",
                 "difesa": "si mette al riparo", "calma": "sgonfia la situazione"},
    "osserva": {"via": "chiedi una via di fuga o di ingresso", "vulnerabile": "chiedi chi è il nemico più vulnerabile",
                "minaccia": "chiedi qual è la minaccia maggiore", "guardia": "chiedi da cosa stare in guardia",
                "posizione": "chiedi la vera posizione del nemico", "comando": "chiedi chi comanda",
                "apparenza": "chiedi cosa non è come appare", "utile": "chiedi cosa è utile o di valore"},
    "alibi": {"allerta-1": "Allerta -1", "allerta-2-favore": "Allerta -2, e devi un favore", "allerta-2": "Allerta -2",
              "allerta-3-favore": "Allerta -3, e devi un favore"},
}

STAT_IT = {"approccio": "tiro + un approccio", "amicizia": "tiro + l'Amicizia del Pokémon"}
