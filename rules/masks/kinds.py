"""Masks' recorded event kinds in Spanish, as a person reads them (``ledger arc``, an event's plain line in the
history): ``ConditionMarked`` -> "Condición marcada", never the class name.

Source: seed 000's Spanish part (condición, Etiqueta, Influencia, potencial, avance, Equipo, Momento de la
verdad, fin de sesión, bonificación) and ``rules.masks.words``; the ledger asks for them through
``GameSystem.word`` (``ledger.projections.detail_words.kind_text``). The kinds every system records (a session, a
scene, a roll) are in ``rules.i18n.WORDS``.
"""

from __future__ import annotations

#: Event kind -> its Spanish words.
ES: dict[str, str] = {
    "AdvancementEarned": "Avance ganado", "AdvancementTaken": "Avance tomado", "BattleEntered": "Entrada en batalla",
    "BattleEnded": "Batalla terminada", "ClearingActionTaken": "Acción para despejar",
    "ConditionCleared": "Condición despejada", "ConditionMarked": "Condición marcada",
    "EndOfSessionChosen": "Fin de sesión elegido", "ForwardGained": "Bonificación ganada",
    "ForwardUsed": "Bonificación usada", "GMMoveMade": "Movimiento del Narrador", "InfluenceGained": "Influencia ganada",
    "InfluenceLost": "Influencia perdida", "InfluenceOverflow": "Influencia desbordada",
    "InfluenceRefused": "Influencia rechazada", "LabelLocked": "Etiqueta bloqueada",
    "LabelsRearranged": "Etiquetas reordenadas", "LabelsShifted": "Etiquetas cambiadas",
    "MomentOfTruthUsed": "Momento de la Verdad usado", "OngoingExpired": "Bonificación continua terminada",
    "OngoingGained": "Bonificación continua ganada", "PendingModifierAdded": "Modificador pendiente añadido",
    "PendingModifiersUsed": "Modificadores pendientes usados", "PotentialMarked": "Potencial marcado",
    "ReturnedToPlay": "Vuelta a escena", "RollAdjusted": "Tirada ajustada", "RollResumed": "Tirada reanudada",
    "RollSuspended": "Tirada suspendida", "TakenOut": "Fuera de combate", "TeamAdded": "Equipo añadido",
    "TeamLeaderSet": "Líder del Equipo elegido", "TeamSpent": "Equipo gastado", "TimePassed": "Pasa el tiempo",
    "NpcIntroduced": "PNJ presentado",
    # the detail keys of an event the history words plainly (``plain_summary``)
    "character": "personaje", "condition": "condición", "label": "Etiqueta", "amount": "cantidad",
    "target": "objetivo", "source": "origen", "from": "de", "to": "a", "reason": "motivo",
    "holder": "la tiene", "subject": "sobre", "how": "cómo", "against": "contra", "chooser": "elige", "up": "sube",
    "down": "baja", "held": "no se mueve", "skipped": "bloqueada, omitida", "expires": "termina", "leader": "líder",
    "options": "opciones", "text": "texto", "playbook": "libreto",
    # a roll's and a battle's other recorded keys, as a correction's changes name them
    "base": "base", "cancelled": "anuladas", "clamp": "límite", "leader influence": "Influencia del líder",
    "modifier": "modificador", "modifiers": "modificadores", "raw modifier": "modificador sin límite",
    "post": "después", "tag": "etiqueta", "target kind": "clase de objetivo", "tier": "resultado", "total": "total",
    # a pick's other detail keys (``rules.masks.picks.PARAMS``), as the table page's pick details name them
    "overflow": "condición por desborde", "clear": "despeja", "over": "sobre", "provoke": "provoca",
    "happened": "ocurrió", "potential": "potencial", "conditions": "condiciones",
    # the values the rules record in those details (``rules.masks.peripheral``, ``rules.masks.picks``)
    "adult": "adulto", "given": "dada", "gained": "ganada", "rejected": "rechazada", "grew away": "se alejó",
    "imposed": "impuesto", "player": "jugador", "end of scene": "fin de la escena",
    "start of session": "inicio de sesión", "entering battle as a team": "entrar en batalla como equipo",
    "comfort 10+": "consolar 10+", "permanently lost": "perdida para siempre",
    "permanently lost (advancement)": "perdida para siempre (avance)",
    "took advantage to inflict a condition": "la aprovechó para infligir una condición",
    **{f"took advantage (TA{n})": f"la aprovechó (TA{n})" for n in (1, 2, 3)},
    "a Nomad: no one takes Influence over them (Putting Down Roots)":
        "un Nomad: nadie toma Influencia sobre su personaje (Putting Down Roots)",
}

#: Playbook id -> its name (a proper noun, the same in both languages: ``beacon`` -> "Beacon").
PLAYBOOKS: dict[str, str] = {
    **{key: key.capitalize() for key in ("beacon", "bull", "delinquent", "doomed", "janus", "legacy", "nova", "outsider",
                                         "transformed", "innocent", "joined", "newborn", "reformed", "star", "harbinger",
                                         "nomad", "scion", "brain", "soldier")}, "protege": "Protégé"}
