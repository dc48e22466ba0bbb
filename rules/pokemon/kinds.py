"""Pokémon Noir's recorded event kinds in Italian, as a person reads them (``ledger arc``, an event's plain line in
the history): ``HarmMarked`` -> "Danno segnato", never the class name.

Source: seed 002's Italian (Danno, Allerta, Ritmo, Ruota, Chiavi di Esperienza, Debito, Bisogno, scambio,
Rigenerazione) and ``rules.pokemon.words``; the ledger asks for them through ``GameSystem.word``
(``ledger.projections.detail_words.kind_text``). The kinds every system records are in ``rules.i18n.WORDS``.
"""

from __future__ import annotations

#: Event kind -> its Italian words.
IT: dict[str, str] = {
    "AlertChanged": "Allerta cambiata", "BallUsed": "Ball usata", "BattleStarted": "Battaglia iniziata",
    "BattleEnded": "Battaglia conclusa", "ConditionImposed": "Condizione inflitta",
    "ConditionRemoved": "Condizione rimossa", "ConditionResisted": "Condizione resistita",
    "DebtAlreadyListed": "Debito già segnato", "DebtListed": "Debito segnato", "DebtSettled": "Debito saldato",
    "EvolutionBlocked": "Evoluzione bloccata", "EvolutionOpened": "Evoluzione aperta",
    "ExchangeJoined": "Entrata nello scambio", "ExchangeOpened": "Scambio aperto",
    "FriendshipChanged": "Amicizia cambiata", "GMOptionAgainst": "Opzione del GM contro",
    "GMReaction": "Reazione del GM", "HarmAlreadyMarked": "Danno già segnato", "HarmCleared": "Danno curato",
    "HarmExchanged": "Danno scambiato", "HarmMarked": "Danno segnato", "ItemGained": "Oggetto ottenuto",
    "ItemUsed": "Oggetto usato", "KeyActivated": "Chiave attivata", "KeysScored": "Chiavi conteggiate",
    "KnockedOut": "Messo KO", "ModifierGained": "Modificatore ottenuto", "ModifiersUsed": "Modificatori usati",
    "MutationMarked": "Mutazione segnata", "NeedMet": "Bisogno soddisfatto", "NeedUnmet": "Bisogno insoddisfatto",
    "PathologyDeveloped": "Patologia sviluppata", "PokemonEvolved": "Pokémon evoluto",
    "PokemonFound": "Pokémon trovato", "PokemonRecalled": "Pokémon richiamato", "PowerLearned": "Potere appreso",
    "QuestionsAsked": "Domande poste", "RecallRefused": "Richiamo rifiutato",
    "RegenerateUsed": "Rigenerazione usata", "ResourcesChanged": "Risorse cambiate",
    "ResourcesPerSession": "Risorse per sessione", "Rested": "Riposo", "RhythmChanged": "Ritmo cambiato",
    "RollPromoted": "Tiro migliorato", "SubstanceTaken": "Sostanza assunta", "TreatedViolently": "Trattato con violenza",
    "WheelTurned": "Ruota girata", "ExperienceMarked": "Esperienza segnata",
    # the detail keys of an event the history words plainly (``plain_summary``; the rules name some in Italian
    # already: ``mossa``, ``scambio``, ``ritmo``) and the values the rules record there
    "amount": "quantità", "condition": "condizione", "contact": "contatto", "delta": "variazione", "grade": "grado",
    "how": "come", "into": "in", "item": "oggetto", "key": "chiave", "options": "opzioni", "power": "potere",
    "questions": "domande", "reset": "azzerata a", "roller": "chi tira", "slot": "casella", "source": "origine",
    "target": "bersaglio", "miss": "tiro fallito",
}
