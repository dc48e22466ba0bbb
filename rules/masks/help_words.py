"""Masks' command and argument help in Spanish, as the pages' forms show it (``GameSystem.help_of``): each command's
``help`` and each argument's ``arg(help=...)`` of ``rules.masks.commands``, in the seed's Spanish terms.

Keys: ``"roll"`` for a command, ``"roll: move"`` for an argument of one command, ``"*: dice"`` for an argument whose
English help every command that has it shares (docs/adding-a-game-system.md, "Help in the system's languages").
Placeholder words as ``rules.placeholders`` says them (``NOMBRE``, ``CONDICIÓN``); letters that are no word
(``D,F,S,S,M``, ``L``), options (``--as``), option ids (``DE1``, ``TA2``, ``EOS1``), the values typed as the CLI takes
them (``afraid``, ``lose_influence``) and numbers are kept as in the English.

Source: seed 000's Spanish part (MOVIMIENTOS BÁSICOS, MOVIMIENTOS PERIFÉRICOS: Inicio y Final de sesión, Mecánicas de
equipo, Condiciones, Eliminar condiciones, Cambiar Etiqueta, Influencia, Momento de la Verdad, Avance) and the words
Masks already shows in Spanish (``rules.masks.words``, ``rules.masks.data.ES``, ``rules.masks.refusal_templates``:
Narrador, PJ, PNJ, libreto, el Unido, bonificación, acción para despejar, fuera de combate). Pure data.
"""

from __future__ import annotations

#: The arguments several commands share, with one English help each.
_SHARED = {
    "*: character": "El héroe (un script puede dejarlo a quien actúa).",
    "*: condition": "Enojado/Angry, Asustado/Afraid, Culpable/Guilty, Desesperado/Hopeless, Inseguro/Insecure.",
    "*: dice": "Dados físicos tecleados, p. ej. 6,3.",
    "*: seed": "Tira con esta semilla en su lugar (queda anotada).",
    "*: overflow_condition": "Condición marcada en lugar de un cambio fuera de rango.",
}

#: Creating heroes and NPCs, sessions, scenes and recaps (000: libretos, Inicio de sesión, Final de sesión).
_TABLE = {
    "add-character": "Crea un PJ a partir de un libreto.",
    "add-character: name": "El nombre del héroe (1-60 caracteres; sin , + = :).",
    "add-character: playbook": "Un libreto publicado (beacon, bull, ... nomad, soldier; ver: ledger playbooks), o uno "
                               "propio con --custom.",
    "add-character: plus_one": "La Etiqueta que recibe el +1 de creación.",
    "add-character: labels": "La distribución inicial D,F,S,S,M de un libreto propio antes del +1 (p. ej. -1,0,2,0,1; "
                             "suma +2).",
    "add-character: custom": "Un libreto que el registro no modela: sus propias reglas no se aplican.",
    "add-character: other_half": "El Unido: el PJ de cuyas Etiquetas parten las tuyas.",
    "add-character: up": "El Unido: una Etiqueta que sube respecto a las de tu otra mitad.",
    "add-character: down": "El Unido: una Etiqueta que baja respecto a las de tu otra mitad.",
    "add-npc": "Presenta un PNJ (los adultos ganan Influencia sobre cada PJ).",
    "add-npc: name": "El nombre del PNJ.",
    "add-npc: adult": "Los adultos tienen Influencia sobre cada PJ desde que se presentan.",
    "session start": "Empieza una sesión (el Narrador agrega un Punto de Equipo a la reserva).",
    "session start: title": "El título de la sesión (una línea, como mucho 200 caracteres).",
    "session end": "Termina la sesión: después cada PJ activo anota una elección de fin de sesión.",
    "recap": "El resumen del Narrador de una sesión o de una escena.",
    "recap: text": "El resumen (como mucho 2000 caracteres; se conservan los saltos de línea y los párrafos).",
    "recap: session": "La sesión que resume (por defecto: la que está en curso o la última jugada).",
    "recap: scene": "La escena que resume en su lugar.",
    "recap: private": "Solo para los Narradores: nunca se muestra a un jugador ni a un espectador.",
    "scene start": "Abre una escena.",
    "scene start: title": "El título de la escena.",
    "scene end": "Cierra la escena (las condiciones cuya acción para despejar se tomó se despejan ahora).",
    "time-passes": "Pasa el tiempo: la reserva del Equipo se vacía y vuelve a 1.",
    "end-of-session": "Anota una elección de fin de sesión (la del último PJ activo termina la sesión).",
    "end-of-session: choice": "Te acercas al Equipo: 'EOS1:to=NOMBRE,potential' o 'EOS1:to=NOMBRE,clear=CONDICIÓN' | "
                              "Mejora tu Imagen Personal: 'EOS2:up=L,down=L' | Te alejas del Equipo: "
                              "'EOS3:from=NOMBRE'",
    "end-of-session: character": "Quién elige (por defecto: --as).",
}

#: Rolls and their picks (000 MOVIMIENTOS BÁSICOS: Enfrentarse a una amenaza, Defender, Evaluar la situación).
_ROLLS = {
    "roll": "Tira un movimiento: 2d6 + Etiqueta con sus modificadores; abre la ventana posterior a la tirada.",
    "roll: move": "El movimiento, por su nombre completo o una forma corta, en inglés o en español (p. ej. 'Directly "
                  "Engage a Threat', 'Comfort or Support Someone', 'Defend', 'Enfrentarse a una amenaza'; ledger moves "
                  "los lista).",
    "roll: character": "Quién tira (por defecto: el personaje de --as).",
    "roll: target": "El objetivo del movimiento (lo requieren Consolar o apoyar, Atravesar la máscara, Defender, Provocar a "
                    "alguien y Rechazar la Influencia); para Defender, "
                    "la amenaza (como --from).",
    "roll: protect": "Defender: a quién proteges (un personaje distinto de ti y de la amenaza).",
    "roll: from": "Defender: la amenaza de la que lo proteges (la misma que --target).",
    "roll: acting_on_answers": "Toma el +1 de Evaluar la situación.",
    "roll: soldier": "El Soldado, que actúa según las órdenes y confía en su entrenamiento: tira +Soldado en lugar de "
                     "la Etiqueta del movimiento; A.E.G.I.S. gana Influencia sobre ti.",
    "resolve": "Resuelve la tirada abierta con sus elecciones (un fallo marca potencial).",
    "resolve: pick": "Una opción, p. ej. DE1, CS2:condition=afraid, RI2:up=freak,down=mundane (se puede repetir).",
    "resolve: gm_move": "Anota el movimiento del Narrador (p. ej. tras un fallo).",
}

#: Conditions, Labels and forward (000 Condiciones, Eliminar condiciones, Cambiar Etiqueta).
_SHEET = {
    "mark": "Marca una condición (se pueden marcar cinco; una sexta marca deja al héroe fuera de combate).",
    "clear": "Despeja una condición marcada.",
    "clearing-action": "Anota que un héroe tomó la acción para despejar una condición; se despeja al final de la escena.",
    "shift": "Cambia Etiquetas: una sube y/o una baja.",
    "shift: up": "La Etiqueta que sube.",
    "shift: down": "La Etiqueta que baja.",
    "shift: imposed": "Impuesto por el Narrador (las Etiquetas bloqueadas se omiten) o elegido por el jugador (se rechaza).",
    "shift: overflow_condition": "La condición marcada cuando una Etiqueta pasaría de +3/-2 (a elección del Narrador).",
    "shift: reason": "Por qué (se muestra en el historial).",
    "forward": "Concede una bonificación siguiente para la próxima tirada a la que se aplique.",
    "forward: amount": "El modificador, normalmente 1.",
    "forward: against": "Solo en una tirada contra este personaje.",
    "forward: reason": "El origen que se muestra en la tirada.",
    "return": "Un héroe fuera de combate vuelve en una escena posterior.",
    "return: character": "El héroe.",
    "return: clear": "La única condición que se despeja al volver.",
}

#: Influence, the Team and battle (000 Influencia, Mecánicas de equipo).
_BONDS = {
    "influence give": "Da Influencia sobre ti a alguien que no la tiene.",
    "influence give: to": "Quién recibe Influencia sobre quien la da.",
    "influence give: character": "Quien la da (por defecto: --as).",
    "influence take-advantage": "Entrega la Influencia sobre alguien a cambio de un efecto.",
    "influence take-advantage: over": "Sobre quién es la Influencia que se entrega.",
    "influence take-advantage: option": "TA1 (-2 a su tirada), TA2 (infligir una condición), TA3 (+1 a tu tirada).",
    "influence take-advantage: condition": "La condición para TA2.",
    "influence take-advantage: character": "Quien tiene la Influencia (por defecto: --as).",
    "influence accept": "Acepta lo que dice alguien con Influencia: el Narrador cambia tus Etiquetas.",
    "influence accept: from": "Quién tiene Influencia y habló.",
    "influence accept: up": "La Etiqueta que el Narrador sube.",
    "influence accept: down": "La Etiqueta que el Narrador baja.",
    "influence accept: character": "Quién acepta (por defecto: --as).",
    "team spend": "Gasta 1 Punto de Equipo para dar +1 a la tirada de un compañero.",
    "team spend: for": "El compañero al que ayudas.",
    "team spend: character": "Quién gasta (por defecto: --as).",
    "team selfish": "Actúa con egoísmo: retira 1 Punto de Equipo, sube una de tus Etiquetas y baja otra.",
    "team selfish: up": "Tu Etiqueta que sube.",
    "team selfish: down": "Tu Etiqueta que baja.",
    "team selfish: character": "Quién actúa con egoísmo (por defecto: --as).",
    "team leader": "Nombra al líder del Equipo.",
    "team leader: character": "El líder (omítelo para quitarlo).",
    "battle start": "Entra en batalla como equipo (+2 y los cuatro modificadores).",
    "battle start: same_purpose": "Todos tienen la misma meta en la pelea (+1).",
    "battle start: mistrust": "Alguien desconfía del líder o del equipo (-1).",
    "battle start: ill_prepared": "Tomados por sorpresa o sin equilibrio (-1).",
    "battle start: leader_cancels": "mistrust o ill_prepared: el líder se marca una condición para anularlo.",
    "battle start: leader_condition": "La condición que se marca el líder, una por anulación.",
    "battle end": "Sal de la batalla.",
}

#: Moment of Truth and advancements (000 Momento de la Verdad, Avance).
_GROWTH = {
    "moment-of-truth": "Usa un Momento de la Verdad desbloqueado y después bloquea una Etiqueta.",
    "moment-of-truth: lock": "La Etiqueta que se bloquea después.",
    "moment-of-truth: character": "Quién (por defecto: --as).",
    "advance": "Toma un avance ganado: una opción de la lista de tu libreto, en una sola acción.",
    "advance: advancement": "Una opción de tu lista: playbook_move, other_move, lose_influence, rearrange, "
                            "unlock_moment_of_truth, ... (ledger advancements; la hoja muestra lo que queda).",
    "advance: label": "La Etiqueta que recibe el +1 de la opción (dos veces para two_labels_up).",
    "advance: other": "Para lose_influence: quién pierde para siempre la Influencia sobre ti.",
    "advance: lock": "Para lock_label: la Etiqueta bloqueada.",
    "advance: arrange": "Para rearrange: tus Etiquetas en su nuevo orden, D,F,S,S,M (los mismos valores).",
    "advance: note": "Texto libre (p. ej. qué movimiento nuevo).",
    "advance: character": "Quién avanza (por defecto: --as).",
}

#: The groups' and the reads' help (``ledger session --help``, ``ledger moves --help``) and ``--odds``.
_GROUPS_READS = {
    "*: odds": 'Antes imprime la probabilidad exacta de cada resultado (ledger odds); no se anota.',
    "group: session": 'Fases de la sesión: start, end.',
    "group: scene": 'Fases de la escena: start, end.',
    "group: influence": "Influencia: 'give' (darla), 'take-advantage' (entregarla a cambio de un efecto), 'accept' "
                        "(aceptar lo que dice quien la tiene).",
    "group: team": 'La reserva del Equipo: verla, gastar (spend), actuar por egoísmo (selfish), fijar el líder (leader).',
    "group: battle": 'Entrar en combate o salir de él como equipo.',
    "read: team": 'Muestra la reserva del Equipo, el líder y las fases.',
    "read: moves": 'Lista los movimientos (se aceptan sus nombres en inglés y en español).',
    "read: playbooks": 'Lista los libretos y sus Etiquetas iniciales.',
    "read: conditions": 'Lista las condiciones y lo que dificulta cada una.',
    "read: labels": 'Lista las Etiquetas y los movimientos que las tiran.',
    "read: picks": 'Lista los ids de las opciones que toman resolve, end-of-session e influence.',
    "read: advancements": 'Lista los avances que toma advance.',
}

#: Language -> help key -> its text (``GameSystem(load_help=...)``).
#: The placeholders of the system's own arguments in Spanish (seed 000: Etiqueta, amenaza, libreto) (``GameSystem.placeholder``; the shared ones: ``rules.placeholders``).
_PLACEHOLDERS = {
    "placeholder: LABEL": "ETIQUETA", "placeholder: THREAT": "AMENAZA", "placeholder: REMOVAL": "RETIRADA",
    "placeholder: PLAYBOOK": "LIBRETO",
}

HELP: dict[str, dict[str, str]] = {"es": {**_SHARED, **_TABLE, **_ROLLS, **_SHEET, **_BONDS, **_GROWTH, **_GROUPS_READS, **_PLACEHOLDERS}}
