"""Masks reference data: Labels, conditions, moves, option lists, the core playbooks' arrays, Spanish terms.

Source: 000 (English lines 1-202; Spanish "MOVIMIENTOS BÁSICOS" onward) and catalogue §1.1-§1.6.
Playbook starting arrays are not in the seed [P]; they come from README "Using the ledger" (published core playbooks).
"""

from __future__ import annotations

LABELS = ("danger", "freak", "savior", "superior", "mundane")
LABEL_MIN, LABEL_MAX = -2, 3
CONDITIONS = ("angry", "afraid", "guilty", "hopeless", "insecure")

#: English and Spanish names accepted for each Label (000, glossary in catalogue §1).
LABEL_NAMES = {
    "danger": ("Danger", "Peligro"),
    "freak": ("Freak", "Raro"),
    "savior": ("Savior", "Saviour", "Salvador"),
    "superior": ("Superior",),
    "mundane": ("Mundane", "Mundano"),
}
CONDITION_NAMES = {
    "angry": ("Angry", "Enojado", "Enojada"),
    "afraid": ("Afraid", "Asustado", "Asustada"),
    "guilty": ("Guilty", "Culpable"),
    "hopeless": ("Hopeless", "Desesperado", "Desesperada"),
    "insecure": ("Insecure", "Inseguro", "Insegura"),
}

#: Rolled moves (000 "THE BASIC MOVES"; catalogue §1.3 MK-M01..M09): label rolled (None = no Label;
#: "conditions" = number of conditions marked) and the condition whose mark gives -2 (MK-D03).
#: ``names``: the full name first (English, then the seed's Spanish heading), then every other way 000
#: names the move in either language (its trigger sentence, the Conditions and Clearing lists: "comfort or
#: support someone", "stand in defense", "Enfrentar") and the common short forms. Matching ignores case,
#: accents, ``-``/``_`` and the apostrophe's shape (``rules.masks.rolls.move_id``).
MOVES: dict[str, dict] = {
    "directly_engage": {"label": "danger", "penalty": "afraid",
                        "names": ("Directly Engage a Threat", "Enfrentarse a una amenaza", "Directly Engage",
                                  "Engage a Threat", "Engage", "Enfrentarse directamente a una amenaza",
                                  "Enfrentarse", "Enfrentar", "Enfrentar una amenaza")},
    "unleash": {"label": "freak", "penalty": "hopeless",
                "names": ("Unleash Your Powers", "Desatar tus poderes", "Unleash", "Unleash Powers",
                          "Unleash Your Power", "Desatar", "Desatar poderes", "Desatar los poderes")},
    "comfort": {"label": "mundane", "penalty": "angry", "needs_target": True,
                "names": ("Comfort or Support", "Consolar o apoyar", "Comfort or Support Someone", "Comfort Someone",
                          "Support Someone", "Comfort", "Support", "Consolar o apoyar a alguien", "Consolar",
                          "Apoyar", "Consolar a alguien", "Apoyar a alguien")},
    "pierce_the_mask": {"label": "mundane", "penalty": "angry", "needs_target": True,
                        "names": ("Pierce the Mask", "Atravesar la máscara", "Pierce Someone's Mask", "Pierce",
                                  "Atravesar", "Atravesar la máscara de alguien")},
    "defend": {"label": "savior", "penalty": "insecure", "needs_target": True,
               "names": ("Defend", "Defender", "Defend Someone", "Defend Someone or Something",
                         "Defend Something", "Stand in Defense", "Stand in Defence", "Defender a alguien",
                         "Defender a algo o a alguien", "Defender a alguien o algo", "Defender algo")},
    "assess": {"label": "superior", "penalty": "guilty",
               "names": ("Assess the Situation", "Evaluar la situación", "Assess", "Assess Situation",
                         "Evaluar", "Evaluar situación")},
    "provoke": {"label": "superior", "penalty": "guilty", "needs_target": True,
                "names": ("Provoke Someone", "Provocar a alguien", "Provoke", "Provocar")},
    "powerful_blow": {"label": "conditions", "penalty": None,
                      "names": ("Take a Powerful Blow", "Recibir un golpe brutal", "Powerful Blow",
                                "Take Powerful Blow", "Golpe brutal", "Recibir golpe brutal")},
    "reject_influence": {"label": None, "penalty": "insecure", "needs_target": True,
                         "names": ("Reject Influence", "Rechazar la Influencia", "Reject Someone's Influence",
                                   "Reject", "Rechazar", "Rechazar Influencia", "Rechazar la Influencia de alguien")},
}
MOVE_NAMES = {key: value["names"] for key, value in MOVES.items()}

#: Option lists (catalogue §1.3 "Lists"; 000 bullet lists). id -> (English, Spanish).
OPTIONS: dict[str, tuple[str, str]] = {
    "DE1": ("resist or avoid their blows", "resistes o evades los golpes"),
    "DE2": ("take something from them", "tomas algo importante"),
    "DE3": ("create an opportunity for your allies", "creas una oportunidad para tus aliados"),
    "DE4": ("impress, surprise, or frighten the opposition", "impresionas, sorprendes o intimidas a tu oponente"),
    "UP1": ("mark a condition", "marca una condición"),
    "UP2": ("the effect is unstable or temporary", "el efecto es inestable o temporal"),
    "CS1": ("they mark potential", "marca potencial"),
    "CS2": ("they clear a condition", "se retira una condición"),
    "CS3": ("they shift Labels", "cambia sus Etiquetas"),
    "CS4": ("add a Team to the pool", "agregar un Punto de Equipo"),
    "CS5": ("clear a condition yourself", "quitarte una condición"),
    "PM1": ("what are you really planning?", "¿Qué estás planeando?"),
    "PM2": ("what do you want me to do?", "¿Qué quieres que yo haga?"),
    "PM3": ("what do you intend to do?", "¿Cuál es tu próximo paso?"),
    "PM4": ("how could I get your character to ___?", "¿Cómo puedo convencerte de ____?"),
    "PM5": ("how could I gain Influence over you?", "¿Cómo puedo ganar Influencia sobre ti?"),
    "DF1": ("add a Team to the pool", "agregas un Punto de Equipo"),
    "DF2": ("take Influence over someone you protect", "tomas Influencia sobre alguien que proteges"),
    "DF3": ("clear a condition", "eliminas una condición"),
    "DFC1": ("expose yourself to danger", "te expones al peligro"),
    "DFC2": ("escalate the situation", "escalas la situación"),
    "AS1": ("what here can I use to ___?", "¿Qué puedo usar para ____?"),
    "AS2": ("what here is the biggest threat?", "¿Cuál es la mayor amenaza aquí?"),
    "AS3": ("what here is in the greatest danger?", "¿Qué es el mayor peligro?"),
    "AS4": ("who here is most vulnerable to me?", "¿Qué está vulnerable ante mi?"),
    "AS5": ("how could we best end this quickly?", "¿Cómo podemos resolver esto rápido?"),
    "PVN1": ("they stumble: +1 forward against them", "tropieza: tienes +1 en su contra"),
    "PVN2": ("they err: a critical opportunity", "falla: ganas una oportunidad crítica"),
    "PVN3": ("they overreact: you gain Influence over them", "sobreactúa: ganas influencia"),
    "PVP1": ("if they do it, add a Team to the pool", "si lo hace, agrega un Punto de Equipo"),
    "PVP2": ("if they don't do it, they mark a condition", "si no lo hace, se marca una Condición"),
    "PB10a": ("you must remove yourself from the situation", "debes salir de esta situación"),
    "PB10b": ("you lose control of yourself or your powers in a terrible way", "pierdes control de tus poderes de una forma horrible"),
    "PB10c": ("two options from the 7-9 list", "dos opciones de la lista 7-9"),
    "PB7a": ("you lash out verbally", "agredes verbalmente"),
    "PB7b": ("you give ground; your opposition gets an opportunity", "cedes, dándole una oportunidad a tu oponente"),
    "PB7c": ("you struggle past the pain; mark two conditions", "luchas contra el dolor, recibes dos condiciones"),
    "RI1": ("clear a condition or mark potential by acting to prove them wrong", "elimina una condición o marca potencial"),
    "RI2": ("shift one Label up and one Label down", "aumenta una Etiqueta y baja otra"),
    "RI3": ("cancel their Influence and take +1 forward against them", "cancela su Influencia y tomas un +1 en su contra"),
    "RIM": ("their words hit you hard: mark a condition; the GM adjusts your Labels", "sus palabras te afectan: marca una condición"),
    "EOS1": ("grow closer to the team", "te acercas al Equipo"),
    "EOS2": ("grow into your own image of yourself", "mejora tu Imagen Personal"),
    "EOS3": ("grow away from the team", "te alejas del Equipo"),
    "TA1": ("give them -2 on a move they just made", "dale -2 a un lanzamiento que haga"),
    "TA2": ("inflict a condition on them", "dale una condición"),
    "TA3": ("take an additional +1 on a move targeting them", "recibes +1 a una tirada que lo tenga de blanco"),
}

#: Published core playbooks' starting Labels (README "Using the ledger"), order Danger/Freak/Savior/Superior/Mundane [P].
PLAYBOOKS: dict[str, tuple[int, int, int, int, int]] = {
    "beacon": (-1, -1, 2, 0, 2),
    "bull": (2, 1, -1, 1, -1),
    "delinquent": (0, 0, -1, 2, 1),
    "doomed": (1, 1, 1, -1, 0),
    "janus": (0, -1, 0, 0, 3),
    "legacy": (-1, 0, 2, 0, 1),
    "nova": (1, 2, 0, 0, -1),
    "outsider": (-1, 1, 0, 2, 0),
    "protege": (-1, 0, 1, 2, 0),
    "transformed": (1, 3, 0, -1, -1),
}
# Every published playbook, its names and the playbook rules: ``rules.masks.playbooks``; each playbook's
# advancement list and the options ``advance`` takes: ``rules.masks.advancement`` (docs/systems/masks.md "Playbooks", "Advancements").

#: Spanish display terms for ``--lang es`` (catalogue §1 glossary).
ES = {
    "danger": "Peligro", "freak": "Raro", "savior": "Salvador", "superior": "Superior", "mundane": "Mundano",
    "angry": "Enojado", "afraid": "Asustado", "guilty": "Culpable", "hopeless": "Desesperado", "insecure": "Inseguro",
    "directly_engage": "Enfrentarse a una amenaza", "unleash": "Desatar tus poderes", "comfort": "Consolar o apoyar",
    "pierce_the_mask": "Atravesar la máscara", "defend": "Defender", "assess": "Evaluar la situación",
    "provoke": "Provocar a alguien", "powerful_blow": "Recibir un golpe brutal", "reject_influence": "Rechazar la Influencia",
    "labels": "Etiquetas", "conditions": "Condiciones", "potential": "Potencial", "team": "Equipo",
    "influence": "Influencia", "strong_hit": "éxito total (10+)", "weak_hit": "éxito parcial (7-9)", "miss": "fallo (6-)",
    "active": "activo", "taken_out": "removido", "retired": "retirado", "paragon": "Héroe de la Ciudad",
    "locked": "bloqueado", "unlocked": "desbloqueado", "spent": "usado",
    "clearing": "recuperación pendiente", "forward": "bonificación siguiente", "ongoing": "bonificación continua",
    "advances_available": "avances disponibles", "advancements": "avances", "moment_of_truth": "Momento de la Verdad",
    "status": "estado", "playbook": "libreto", "battle": "batalla",
    "pending": "modificador pendiente", "pool": "reserva", "leader": "líder", "moment_of_truth_unlocks": "desbloqueos del Momento de la Verdad", "taken_out_scene": "fuera de combate en la escena",
}
EN = {
    "danger": "Danger", "freak": "Freak", "savior": "Savior", "superior": "Superior", "mundane": "Mundane",
    "angry": "Angry", "afraid": "Afraid", "guilty": "Guilty", "hopeless": "Hopeless", "insecure": "Insecure",
    "directly_engage": "Directly Engage a Threat", "unleash": "Unleash Your Powers", "comfort": "Comfort or Support",
    "pierce_the_mask": "Pierce the Mask", "defend": "Defend", "assess": "Assess the Situation",
    "provoke": "Provoke Someone", "powerful_blow": "Take a Powerful Blow", "reject_influence": "Reject Influence",
    "strong_hit": "strong hit (10+)", "weak_hit": "weak hit (7-9)", "miss": "miss (6-)",
    "active": "active", "taken_out": "taken out", "retired": "retired", "paragon": "paragon of the city",
    "clearing": "clearing", "advances_available": "advances available", "moment_of_truth": "Moment of Truth",
    "moment_of_truth_unlocks": "Moment of Truth unlocks", "taken_out_scene": "taken out in scene",
}


def term(key: str, lang: str = "en") -> str:
    """Display name of a Label, condition, move or status in ``lang`` (``"en"`` or ``"es"``)."""
    table = ES if lang == "es" else EN
    return table.get(key, key)
