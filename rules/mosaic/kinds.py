"""MOSAIC's recorded event kinds in German, as a person reads them (``ledger arc``, an event's plain line in the
history): ``TrustChanged`` -> "Vertrauen geändert", never the class name.

Source: seed 001's forum German (Vorteil, Einfluss, Hervorhebung, Meilenstein, Reise, Rast, Queste, SL-Zug,
Kultur, Vertrauen) and ``rules.mosaic.words``; the ledger asks for them through ``GameSystem.word``
(``ledger.projections.detail_words.kind_text``). The kinds every system records are in ``rules.i18n.WORDS``.
"""

from __future__ import annotations

from rules.mosaic.field_words import DE as _FIELDS
from rules.mosaic.views import WORDS_DE as _VIEWS

#: Event kind -> its German words.
DE: dict[str, str] = {
    "ActedOnAnswer": "Nach der Antwort gehandelt", "AdvantageAdded": "Vorteil hinzugefügt",
    "AdvantageConverted": "Vorteil umgewandelt", "AdvantageTaken": "Vorteil genommen",
    "AdvantageTrimmed": "Vorteil gekürzt", "AllyFound": "Verbündete gefunden", "AllyLost": "Verbündete verloren",
    "AllyRequest": "Bitte an Verbündete", "AnswerGiven": "Antwort gegeben", "BonusDiceAdded": "Bonuswürfel hinzugefügt",
    "CriticalSuccess": "Kritischer Erfolg", "CultureDefined": "Kultur festgelegt",
    "DisputeCompensated": "Streit ausgeglichen", "ExperienceMarked": "Erfahrung markiert",
    "ExperienceSpent": "Erfahrung ausgegeben", "GMMoveDue": "SL-Zug fällig", "GMMoveMade": "SL-Zug gemacht",
    "GMMoveWaived": "SL-Zug ausgelassen", "HighlightMoved": "Hervorhebung verschoben",
    "HighlightUsed": "Hervorhebung genutzt", "InfluenceCleared": "Einfluss gelöscht",
    "InfluenceMarked": "Einfluss markiert", "InteractionEnded": "Interaktion beendet",
    "InteractionInitiated": "Interaktion begonnen", "JourneyEnded": "Reise beendet", "JourneyStarted": "Reise begonnen",
    "LocationImproved": "Ort verbessert", "LocationUnsafe": "Ort unsicher", "MarkLeft": "Spur hinterlassen",
    "MarkTapped": "Spur genutzt", "MilestoneBought": "Meilenstein gekauft",
    "MoveTriggerDisputed": "Zugauslöser bestritten", "NothingToRestore": "Nichts wiederherzustellen",
    "NpcIntroduced": "NSC eingeführt", "ObstacleMet": "Hindernis getroffen", "Participated": "Teilgenommen",
    "QuestAgreed": "Queste vereinbart", "QuestChallenge": "Questenprobe", "QuestEnded": "Queste beendet",
    "RankAdapted": "Rang angepasst", "RestEnded": "Rast beendet", "RestStarted": "Rast begonnen",
    "RestTaskDone": "Rastaufgabe erledigt", "Retired": "Zurückgezogen", "SafeLocationCreated": "Sicherer Ort gegründet",
    "TileRegained": "Mosaikstein zurückgewonnen", "TileSpent": "Mosaikstein ausgegeben", "TraitWritten": "Merkmal geschrieben",
    "TrustChanged": "Vertrauen geändert", "UpkeepPaid": "Unterhalt bezahlt",
    # the detail keys of an event the history words plainly (``plain_summary``)
    "amount": "Menge", "count": "Anzahl", "culture": "Kultur", "location": "Ort", "npc": "NSC", "path": "betrifft",
    "playbook": "Playbook", "question": "Frage", "rank": "Rang", "rate": "Kurs", "roller": "würfelt", "stat": "Wert",
    "stats": "Werte", "tier": "Stufe", "to": "nach", "from": "von", "margin": "Abstand",
    "rest": "Rast", "source": "Quelle",
    # the other recorded keys, as a correction's changes name them (details and records: ``rules.mosaic.downtime``,
    # ``rules.mosaic.group``, ``rules.mosaic.commands``)
    "added": "hinzugefügt", "agreed": "zugestimmt", "cost": "Kosten", "highlight": "Hervorhebung",
    "joined": "beteiligt", "journey": "Reise", "obstacle": "Hindernis", "obstacles": "Hindernisse",
    "quest": "Queste", "resolved by": "aufgelöst von", "reverted": "zurückgenommen", "silent pairs": "stille Paare",
    "stage": "Stufe", "task": "Aufgabe", "trust": "Vertrauen", "via": "über", "unrolled": "nicht gewürfelt",
    "acted": "gehandelt", "paid": "bezahlt", "effects": "Auswirkungen", "improved": "verbessert", "owner": "Besitzer",
    "participated": "beteiligt", "roles": "Rollen", "rolled": "gewürfelt", "safe": "sicher", "upkeep": "Unterhalt",
    "upkeep paid": "Unterhalt bezahlt",
}


#: MOSAIC's German interface words (``rules.mosaic.views.WORDS_DE``) with its event kinds and its forms' captions
#: (``rules.mosaic.field_words``; loaded on first use: ``rules.system.lazy_mapping``).
WORDS_DE: dict[str, str] = {**_FIELDS, **DE, **_VIEWS}
