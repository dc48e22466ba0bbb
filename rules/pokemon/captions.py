"""Pokémon Noir's words for its commands' argument keys, as the pages' forms caption them
(``ledger.web.pages.forms.caption_of``: the key with underscores as spaces, ``slot_avversario`` -> ``"slot
avversario"``): Italian for every key, and English for every Italian key (the CLI's options are the seed's Italian
terms: ``--allenatore``, ``--approccio``...), so an English reader never reads an Italian option name as a caption.

Source: seed 002 (allenatore, Approccio, Allerta, Amicizia, Risorse per Sessione, Chiave di Esperienza, Clausola
Evolutiva, Bisogno, Potere Semplice / Estremo, Patologia, Reazione, Danno subito / inflitto, Ritmo, Zaino) and
catalogue §3 glossary for the English (Alert, Friendship, Resources, Experience Key, Evolution Clause, Need, Extreme
Power, Pathology, Rhythm); the detail keys' words already in ``rules.pokemon.detail_words``. Pure data.
"""

from __future__ import annotations

#: Argument key (underscores as spaces) -> its Italian caption.
IT: dict[str, str] = {
    "allenatore": "allenatore", "allerta": "Allerta", "amicizia": "Amicizia", "approcci": "Approcci",
    "approccio": "Approccio", "avversario": "avversario", "bersaglio": "bersaglio", "bisogno": "Bisogno",
    "categoria": "categoria", "chiave": "Chiave di Esperienza", "choice": "scelta", "clausola": "Clausola Evolutiva",
    "contatto": "contatto", "da": "Zaino di", "esperienza": "Esperienza", "estremo": "Potere Estremo",
    "fate": "esito del Bisogno", "giorni": "giorni", "inflitto": "Danno inflitto", "innocuo": "Potere Inoffensivo",
    "inside": "nella Ball", "natura": "Natura", "new": "nuova chiave", "oggetto": "oggetto",
    "ongoing": "per tutta la scena", "patologia": "Patologia", "pick": "scelta", "pokemon": "Pokémon",
    "potere": "Potere", "prezzo": "prezzo", "reazione": "Reazione del GM", "rhythm": "Ritmo", "risorse": "Risorse",
    "risorse per sessione": "Risorse per Sessione", "seed": "seme", "sfrutta": "sfrutta le informazioni",
    "slot avversario": "slot dell'avversario", "sostanza": "sostanza", "specie": "specie", "subito": "Danno subito",
    "tipo": "tipo", "vittima": "vittima",
}

#: Italian argument key -> its English caption (the keys ``detail_words.EN`` already words are left to it).
EN: dict[str, str] = {
    "allenatore": "trainer", "allerta": "Alert", "amicizia": "Friendship", "approcci": "approaches",
    "approccio": "approach", "bisogno": "Need", "chiave": "Experience Key", "clausola": "Evolution Clause",
    "esperienza": "Experience", "estremo": "Extreme Power", "giorni": "days", "patologia": "Pathology",
    "reazione": "GM Reaction", "risorse": "Resources", "risorse per sessione": "Resources per Session",
    "sfrutta": "acting on what you read", "slot avversario": "opponent's slot",
}
