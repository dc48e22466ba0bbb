"""Mouse Guard's command help in Spanish: every command's help and every argument's help, as the pages' forms show
them to a reader of ``es`` (``GameSystem.help_of``; docs/adding-a-game-system.md, "Help in the system's languages").

The English is the command table's (``rules.mouseguard.commands``); each entry here says the same in seed 004's
Spanish: prueba (independiente, enfrentada), tirada, obstáculo (Ob), éxitos, aptitud, habilidad, conocimiento,
equipo apropiado, ayuda, rasgo, marcas, Destino, Carácter, Naturaleza (actuar conforme, actuar contra, invocar),
disposición, tanda, acción, bando, maniobra (Obstaculizar, Ganar posición, Desarmar), compromiso, turno del DJ / de
los Jugadores, Creencia, objetivo, instinto, jugador estrella, currante, buena interpretación, sanador, herida
permanente, dormir a la intemperie, armadura ligera / pesada; and the words ``rules.mouseguard.words`` and the
refusals (``refusal_templates``) already use. Option spellings (``--as``, ``--handicap opponent-dice``), values
typed as the English accepts them, option keys, numbers and examples are kept exactly. Pure data.
"""

from __future__ import annotations

from rules.mouseguard.choices import listing, named

#: The conditions as ``_CONDITIONS`` in ``rules.mouseguard.commands`` lists them, Spanish first.
_CONDITIONS = f"{listing('condition', 'es')} (en inglés: {named('condition', 'en', True)})."

#: The dice-pool arguments every rolling command shares (``rules.mouseguard.pool_args.PoolArgs``).
_POOL = {
    "wise": "Un conocimiento de quien tira: +1D.",
    "persona": "Puntos de Carácter gastados, +1D cada uno (mouseguard.persona.maxDice).",
    "trait": "Un rasgo usado a tu favor: nivel 1 +1D una vez por sesión, nivel 2 +1D.",
    "ability": f"Tirada de principiante: la mitad de la aptitud ({listing('beginner', 'es')}; en inglés {named('beginner', 'en', True)}), "
               "según decida el DJ.",
    "dice": "Dados físicos escritos, exactamente la reserva (p. ej. 6,5,3,2).",
    "seed": "Tira con esta semilla en su lugar (queda anotada).",
}
_ROLLERS = ("test", "oppose", "conflict disposition", "conflict roll")

#: The sheet's fields (``Sheet`` and ``AddCharacter``).
_SHEET = {
    "add-character": "Crea un ratón de la patrulla a partir de una ficha completa (o un PNJ o un animal con --kind).",
    "add-character: nature": "Naturaleza (para un ratón: su máximo).",
    "add-character: will": "Voluntad.",
    "add-character: health": "Salud.",
    "add-character: resources": "Recursos (ratones: 1 por defecto).",
    "add-character: circles": "Círculos (ratones: 1 por defecto).",
    "add-character: skill": "Una habilidad y su valor, p. ej. fighter=3 (repetible; en inglés o en español).",
    "add-character: trait": "Un rasgo y su nivel 1-3, p. ej. Brave=2 (repetible).",
    "add-character: weapon": f"Un arma que lleva ({listing('weapon', 'es')}; en inglés "
                             f"{named('weapon', 'en', True)}; repetible).",
    "add-character: armour": f"{listing('armour', 'es')} (armadura ligera o pesada; en inglés {named('armour', 'en', True)}).",
    "add-character: worn": f"Cómo se lleva la armadura: {listing('worn', 'es')} (solo para el combate: puesta solo para "
                           f"esta pelea, no cuenta; en inglés {named('worn', 'en', True)}).",
    "add-character: gear": "Otro equipo y herramientas (repetible).",
    "add-character: name": "El nombre del personaje (1-60 caracteres; sin , = : ;).",
    "add-character: kind": "pc (un ratón de la patrulla), npc (un PNJ) o animal.",
    "add-character: nature_current": "La Naturaleza actual, si está por debajo del máximo.",
    "add-character: wise": "Un conocimiento (repetible), p. ej. 'Weather-wise'.",
    "add-character: condition": "Una condición ya marcada (repetible): " + _CONDITIONS,
    "add-character: fate": "Puntos de Destino.",
    "add-character: persona": "Puntos de Carácter.",
    "add-character: checks": "Marcas.",
    "add-character: belief": "Creencia.",
    "add-character: goal": "Objetivo.",
    "add-character: instinct": "Instinto.",
}

#: Sessions, scenes, turns, rewards (``rules.mouseguard.turns``, ``rules.session_args``).
_TABLE = {
    "session start": "Empieza una sesión.",
    "session start: title": "El título de la sesión (una línea, como mucho 200 caracteres).",
    "session end": "Termina la sesión (los rasgos de nivel 1/3 vuelven a estar listos; las cargas de la sesión "
                   "caducan).",
    "recap": "El resumen del DJ de una sesión o de una escena.",
    "recap: text": "El resumen (como mucho 2000 caracteres; se conservan los saltos de línea y los párrafos).",
    "recap: session": "La sesión que resume (por defecto: la que está en curso o la última jugada).",
    "recap: scene": "La escena que resume, en lugar de una sesión.",
    "recap: private": "Solo para los DJ: nunca se muestra a un jugador ni a un espectador.",
    "scene start": "Abre una escena.",
    "scene start: title": "El título de la escena.",
    "scene start: with": "Quién está en la escena (los ayudantes tienen que estar).",
    "scene end": "Cierra la escena.",
    "turn gm": "Empieza una misión con el Turno del DJ.",
    "turn players": "Empieza el Turno de los Jugadores.",
    "turn end": "Termina el Turno de los Jugadores (después, las recompensas).",
    "rewards give": "Recompensa a un ratón con Destino y Carácter.",
    "rewards give: character": "El ratón.",
    "rewards give: fate": f"{listing('fate', 'es')} (actuar según tu Creencia, trabajar para tu objetivo, jugar tu "
                          f"instinto; en inglés {named('fate', 'en', True)}).",
    "rewards give: persona": f"{listing('persona', 'es')} (contra la creencia: jugar en contra de una creencia de "
                             f"forma dramática; en inglés {named('persona', 'en', True)}).",
    "rewards done": "Cierra las recompensas (la misión termina).",
}

#: Tests and what follows them (``rules.mouseguard.rolls``, ``rerolls``, ``turns``).
_TESTS = {
    "test": "Prueba una habilidad o una aptitud (independiente o enfrentada); abre la tirada.",
    "test: skill": "Habilidad o aptitud, en inglés o en español (weather-watcher, Meteorólogo, will ...).",
    "test: character": "Quién hace la prueba (por defecto: --as).",
    "test: ob": "El obstáculo: los éxitos necesarios.",
    "test: versus": "El oponente de una prueba enfrentada.",
    "test: recover": "Una prueba para recuperarse de esta condición. " + _CONDITIONS,
    "test: patient": "Un sanador trata a este ratón de Herido o Enfermo (Ob 3).",
    "test: nature": f"{listing('nature', 'es')}: conforme o contra tira la Naturaleza en su lugar (actuar conforme o "
                    f"contra tu Naturaleza); invocar o invocar contra (1 Carácter) la suma; en inglés {named('nature', 'en', True)}.",
    "test: gear": "Equipo apropiado usado (+1D).",
    "test: stealth": "Esconderse o moverse en silencio (armadura pesada: -1D a Explorador o a Naturaleza).",
    "test: spend_check": "Gasta marcas: 1 por una prueba adicional en el Turno de los Jugadores, 2 por una prueba "
                         "para recuperarse en el Turno del DJ.",
    "oppose": "Tira el bando del oponente en una prueba enfrentada.",
    "oppose: skill": "Habilidad o aptitud (por defecto: la que probó el primer bando).",
    "oppose: character": "El oponente (por defecto: --as).",
    "oppose: nature": f"{listing('nature', 'es')} (actuar conforme, actuar contra, invocar la Naturaleza, invocarla "
                      f"en contra); en inglés {named('nature', 'en', True)}.",
    "oppose: gear": "Equipo apropiado usado (+1D).",
    "oppose: stealth": "Esconderse o moverse en silencio.",
    "oppose: opponent_dice": "Con --handicap opponent-dice: los dos dados extra del primer bando.",
    "fate": "Gasta Destino en tu bando de la prueba abierta.",
    "fate: character": "De qué bando (por defecto: --as).",
    "fate: dice": "Los dados nuevos, escritos.",
    "fate: seed": "Tira con esta semilla en su lugar.",
    "reroll": "Repite una prueba fallida con un rasgo de nivel 3.",
    "reroll: character": "De qué bando (por defecto: --as).",
    "reroll: dice": "Los dados nuevos, escritos.",
    "reroll: seed": "Tira con esta semilla en su lugar.",
    "reroll: trait": "El rasgo de nivel 3.",
    "take-condition": "Éxito a cambio de una condición.",
    "take-condition: condition": _CONDITIONS,
    "take-condition: character": "Quién tira (por defecto: --as).",
    "break-tie": "Rompe el empate de una prueba enfrentada.",
    "break-tie: trait": "El rasgo usado en tu contra.",
    "break-tie: character": "Quién lo usa (por defecto: --as).",
    "break-tie: roll": "Una tirada de desempate en su lugar.",
    "break-tie: ability": f"La aptitud de la tirada de desempate ({listing('tie', 'es')}; en inglés {named('tie', 'en', True)}).",
    "break-tie: dice": "Los dados de desempate del primer bando.",
    "break-tie: versus_dice": "Los dados de desempate del segundo bando.",
    "break-tie: seed": "Tira con esta semilla en su lugar.",
    "resolve": "Resuelve la prueba abierta (deterioro de la Naturaleza, avance, recuperación).",
    "resolve: injury": "Un tratamiento fallido: la habilidad o aptitud que el DJ baja para siempre.",
    "mark": "Marca una condición.",
    "mark: character": "El personaje.",
    "mark: condition": _CONDITIONS,
    "clear": "Supera una condición.",
    "clear: character": "El personaje.",
    "clear: condition": _CONDITIONS,
    "rest": "Una noche de sueño bajo techo quita Cansado.",
    "rest: character": "El ratón.",
    "rest: outdoors": "Durmió a la intemperie.",
    "injury": "Acepta una herida permanente (solo en el Turno del DJ).",
    "injury: character": "El ratón.",
    "injury: target": "La habilidad o aptitud que baja (ni Círculos ni Recursos).",
    "injury: condition": "injured o sick (Herido o Enfermo), cuando las dos están marcadas.",
    "trait charge": "Gasta 3 marcas: un rasgo un nivel más alto durante la sesión.",
    "trait charge: character": "El ratón.",
    "trait charge: trait": "El rasgo.",
    "trait recharge": "Gasta 2 (nivel 1) o 4 (nivel 3) marcas para volver a usar un rasgo.",
    "trait recharge: character": "El ratón.",
    "trait recharge: trait": "El rasgo.",
}

#: Conflicts (``rules.mouseguard.conflict``, ``disposition``, ``weapons``, ``volley``, ``maneuver``, ``compromise``).
_CONFLICT = {
    "conflict start": "Declara un conflicto.",
    "conflict start: type": f"{listing('type', 'es')} (en inglés: {named('type', 'en', True)}).",
    "conflict start: team": "El primer bando (normalmente la patrulla).",
    "conflict start: goal": "El objetivo del primer bando.",
    "conflict start: opponents": "El otro bando.",
    "conflict start: opponent_goal": "El objetivo del otro bando.",
    "conflict start: also_team": "Otro equipo de la patrulla, con su propio frente (repetible; miembros separados por "
                                 "comas).",
    "conflict start: also_goal": "El objetivo de cada --also-team, en el mismo orden (repetible).",
    "conflict start: also_opponents": "Otro grupo de oponentes, con su propio frente (repetible; miembros separados "
                                      "por comas).",
    "conflict start: also_opponent_goal": "El objetivo de cada --also-opponents, en el mismo orden (repetible).",
    "conflict disposition": "Tira la disposición inicial de un bando.",
    "conflict disposition: character": "Quién tira por el bando (por defecto: --as).",
    "conflict disposition: nature": "invocar / invocar contra (tap-with / tap-against): 1 Carácter suma la Naturaleza "
                                    "a la tirada de disposición (invocarla en contra cuesta 1 de Naturaleza).",
    "conflict wield": "Elige el arma de un miembro (el modo de una alabarda) para la tanda.",
    "conflict wield: character": "El miembro.",
    "conflict wield: weapon": f"Un arma que lleva, o ninguna: {listing('wield', 'es')} (en inglés también: 'none').",
    "conflict wield: mode": f"El modo de una alabarda: {listing('halberd', 'es')} (en inglés {named('halberd', 'en', True)}).",
    "conflict wield: sword_action": "sword.bindAt=conflictStart: la acción a la que se liga el +1D de la espada "
                                    f"({listing('action', 'es')}).",
    "conflict script": "Sella las tres acciones de un bando para la tanda.",
    "conflict script: side": "Un miembro del bando (por defecto: --as).",
    "conflict script: actions": f"Tres de {listing('action', 'es')} (en inglés: {named('action', 'en', True)}).",
    "conflict script: actors": "Quién realiza cada una (por defecto: el turno según las reglas).",
    "conflict reveal": "Revela la siguiente acción.",
    "conflict roll": "Tira la prueba de tu bando en la acción.",
    "conflict roll: character": "El miembro que actúa (por defecto: --as).",
    "conflict roll: skill": "Otra habilidad que la del tipo de conflicto (nature: actuar contra tu Naturaleza).",
    "conflict roll: nature": f"{listing('nature', 'es')}: conforme o contra tira la Naturaleza en su lugar; invocar o "
                             f"invocar contra (1 Carácter) suma la Naturaleza a la habilidad; en inglés {named('nature', 'en', True)}.",
    "conflict roll: throw": "Arroja un bastón o un cuchillo con este Ataque (se pierde).",
    "conflict roll: sword": "Liga el +1D de tu espada a esta acción durante toda la pelea.",
    "conflict maneuver": "Gasta el margen de una maniobra en efectos.",
    "conflict maneuver: character": "El miembro que maniobra (por defecto: --as).",
    "conflict maneuver: buy": f"{listing('buy', 'es')} (en inglés: {named('buy', 'en', True)}).",
    "conflict maneuver: disarm": "El arma que se le quita.",
    "conflict maneuver: negate_trait": "O el rasgo anulado durante el resto del conflicto.",
    "conflict maneuver: target": "De quién (por defecto: quien actúa en contra en esta acción).",
    "conflict close": "Cierra un conflicto terminado.",
    "conflict close: terms": "Lo que el compromiso da al perdedor.",
}

#: Arguments with one help in every command that takes them.
_SHARED = {
    "*: affects": "Herido/Enfermo con injury.penalty=chooseOne: la prueba que penaliza.",
    "*: against_trait": "Un rasgo usado en tu contra (gana marcas).",
    "*: front": "Con varios frentes: el frente (1 = la primera pareja, 2 = la segunda ...) de un bando que lucha en "
                "varios.",
    "*: handicap": f"Cómo estorba: {listing('handicap', 'es')} (menos un dado: -1D, 1 marca; dados al oponente: +2D al "
                   f"oponente, 2 marcas; en inglés {named('handicap', 'en', True)}).",
    "*: helper": "Un ayudante en la escena con la habilidad: +1D cada uno (repetible).",
    "*: reason": "Por qué (se muestra en el historial).",
}

#: The groups' and the reads' help (``ledger conflict --help``, ``ledger skills --help``) and ``--odds``.
_GROUPS_READS = {
    "*: odds": 'Antes imprime la probabilidad exacta de cada resultado (ledger odds); no se anota.',
    "group: session": 'Fases de la sesión: start, end.',
    "group: scene": 'Fases de la escena: start, end.',
    "group: turn": 'Los turnos de la misión: verlos, gm, players, end.',
    "group: rewards": "Recompensas: 'give' (darlas a un ratón), 'done' (cerrarlas).",
    "group: trait": 'Gastar marcas en un rasgo: charge, recharge.',
    "group: conflict": 'Conflictos: verlo, start, disposition, wield, script, reveal, roll, maneuver, close.',
    "read: advancement": 'Muestra las cuentas de avance de un ratón, rehechas a partir de los eventos de las pruebas.',
    "read: advancement: name": 'El ratón.',
    "read: conflict": 'Muestra el conflicto en curso (o el último); las acciones sin revelar siguen ocultas.',
    "read: turn": 'Muestra la sesión, la escena y el turno de la misión.',
    "read: skills": 'Lista las habilidades (se aceptan sus nombres en inglés y en español).',
    "read: abilities": 'Lista las cinco aptitudes.',
    "read: conditions": 'Lista las condiciones y cómo se recupera cada una.',
    "read: weapons": 'Lista las armas y lo que hace cada una en un conflicto.',
    "read: conflict-types": 'Lista los tipos de conflicto y las habilidades que ponen a prueba.',
    "read: conflict-actions": 'Lista las cuatro acciones de conflicto.',
}

#: The placeholders of the system's own arguments in Spanish (seed 004: habilidad, rasgo, conocimiento, arma) (``GameSystem.placeholder``; the shared ones: ``rules.placeholders``).
_PLACEHOLDERS = {
    "placeholder: SKILL": "HABILIDAD", "placeholder: TRAIT": "RASGO", "placeholder: WEAPON": "ARMA",
    "placeholder: WISE": "CONOCIMIENTO", "placeholder: ABILITY": "CAPACIDAD", "placeholder: ARMOUR": "ARMADURA",
}

#: ``{lang: {"command" | "command: key" | "*: key": help}}`` (``GameSystem.load_help``).
HELP: dict[str, dict[str, str]] = {
    "es": {**{f"{c}: {k}": text for c in _ROLLERS for k, text in _POOL.items()},
           **_SHEET, **_TABLE, **_TESTS, **_CONFLICT, **_SHARED, **_GROUPS_READS, **_PLACEHOLDERS},
}
