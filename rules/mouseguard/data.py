"""Mouse Guard reference data: abilities, skills, conditions, conflict actions, weapons, tables, terms.

Source: seed 004 (Spanish summary) throughout, and catalogue §5 (glossary, §5.1-§5.5). Every id is an
English snake_case word; ``NAMES`` gives the spellings accepted in input (English and the seed's
Spanish) and ``term`` the display name in ``"en"`` or ``"es"``. The list of skills, the conflict-type
table, the axe and the shield's combat bonus are not in the seed: they are data of ours (catalogue
MG-A09, MG-A11, MG-A16), flagged where they are defined. Imports nothing.
"""

from __future__ import annotations

import math

#: The five abilities (004 "Elevar habilidades": Naturaleza, Salud, Recursos, Voluntad, Círculos).
ABILITIES = ("nature", "will", "health", "resources", "circles")
#: The highest ability value accepted in input. 004 sets no maximum on abilities (the skills' 6 is
#: ``mouseguard.skills.maxRating``): a snake's or an owl's Nature runs past a mouse's; this bound only keeps a
#: typo (Nature 70) out of the record.
ABILITY_LIMIT = 20
#: Abilities Nature may never be tapped on (004 "Invocar la Naturaleza ... menos Recursos y Círculos").
NO_TAP = ("resources", "circles")
#: Abilities a permanent injury never lowers (004 Condiciones / Herido).
NO_INJURY = ("resources", "circles")
#: Tests that Injured and Sick penalise (catalogue MG-A19: Nature, Will, Health and every skill).
#: (Resources and Circles are the exceptions.)

#: The skills a mouse may hold (published list, our Spanish; 004 names luchador, meteorólogo,
#: campesino, cocinero, cervecero, panadero, sanador and exploración). id -> (English, Spanish, aliases...).
SKILL_NAMES: dict[str, tuple[str, ...]] = {
    "administrator": ("Administrator", "Administrador"),
    "apiarist": ("Apiarist", "Apicultor"),
    "archivist": ("Archivist", "Archivero"),
    "armorer": ("Armorer", "Armero", "Armourer"),
    "baker": ("Baker", "Panadero"),
    "boatcrafter": ("Boatcrafter", "Constructor de barcas"),
    "brewer": ("Brewer", "Cervecero"),
    "carpenter": ("Carpenter", "Carpintero"),
    "cartographer": ("Cartographer", "Cartógrafo"),
    "cook": ("Cook", "Cocinero"),
    "deceiver": ("Deceiver", "Embaucador"),
    "fighter": ("Fighter", "Luchador"),
    "glazier": ("Glazier", "Vidriero"),
    "haggler": ("Haggler", "Regateador"),
    "harvester": ("Harvester", "Cosechador"),
    "healer": ("Healer", "Sanador"),
    "hunter": ("Hunter", "Cazador"),
    "instructor": ("Instructor",),
    "insectrist": ("Insectrist", "Insectólogo"),
    "laborer": ("Laborer", "Peón", "Labourer"),
    "loremouse": ("Loremouse", "Erudito"),
    "manipulator": ("Manipulator", "Manipulador"),
    "militarist": ("Militarist", "Estratega"),
    "miller": ("Miller", "Molinero"),
    "orator": ("Orator", "Orador"),
    "pathfinder": ("Pathfinder", "Guía", "Rastreador"),
    "peasant": ("Peasant", "Campesino"),
    "persuader": ("Persuader", "Persuasor"),
    "potter": ("Potter", "Alfarero"),
    "scientist": ("Scientist", "Científico"),
    "scout": ("Scout", "Explorador", "Exploración"),
    "smith": ("Smith", "Herrero"),
    "stonemason": ("Stonemason", "Cantero"),
    "survivalist": ("Survivalist", "Superviviente"),
    "weather_watcher": ("Weather Watcher", "Meteorólogo", "Meteorologo", "Weatherwatcher"),
    "weaver": ("Weaver", "Tejedor"),
}
SKILLS = tuple(SKILL_NAMES)

ABILITY_NAMES: dict[str, tuple[str, ...]] = {
    "nature": ("Nature", "Naturaleza", "Mouse Nature", "Naturaleza Ratón"),
    "will": ("Will", "Voluntad"),
    "health": ("Health", "Salud"),
    "resources": ("Resources", "Recursos"),
    "circles": ("Circles", "Círculos"),
}

#: The five conditions (004 Condiciones), in the seed's order.
CONDITIONS = ("hungry", "angry", "tired", "injured", "sick")
CONDITION_NAMES: dict[str, tuple[str, ...]] = {
    "hungry": ("Hungry/Thirsty", "Hungry", "Thirsty", "Hambriento/Sediento", "Hambriento", "Sediento", "Hambrienta",
               "Sedienta"),
    "angry": ("Angry", "Enfadado", "Enfadada"),
    "tired": ("Tired", "Cansado", "Cansada"),
    "injured": ("Injured", "Herido", "Herida"),
    "sick": ("Sick", "Enfermo", "Enferma"),
}
#: Recovery test of each condition (004 Condiciones; Hungry's Ob is the option mouseguard.hungry.ob,
#: catalogue MG-A20): the skills or abilities allowed and the Ob.
RECOVERY: dict[str, dict] = {
    "hungry": {"tests": ("peasant", "cook", "brewer", "baker", "resources"), "ob": None},
    "angry": {"tests": ("will",), "ob": 2},
    "tired": {"tests": ("health",), "ob": 3},
    "injured": {"tests": ("health",), "ob": 4},
    "sick": {"tests": ("will",), "ob": 4},
}
#: A healer's treatment of Injured or Sick (004: prueba de habilidad con 3 éxitos).
TREATMENT_OB = 3
TREATABLE = ("injured", "sick")

#: Nature modes (004 Reglas de naturaleza; catalogue MG-D09).
NATURE_MODES: dict[str, tuple[str, ...]] = {
    "with": ("with", "with nature", "conforme", "a favor", "actuar conforme"),
    "against": ("against", "against nature", "contra", "en contra", "actuar contra"),
    "tap_with": ("tap-with", "tap", "tap with", "invocar", "invocar conforme"),
    "tap_against": ("tap-against", "tap against", "invocar contra", "invocar en contra"),
}

#: Ways to use a trait against yourself (004 Ganar marcas) -> checks earned.
HANDICAPS = {"minus_die": 1, "opponent_dice": 2, "tie": 2}
HANDICAP_NAMES: dict[str, tuple[str, ...]] = {
    "minus_die": ("minus-die", "-1D", "minus 1D", "menos un dado"),
    "opponent_dice": ("opponent-dice", "+2D", "opponent +2D", "+2D al oponente", "dados al oponente"),
}
#: Check costs (004 Gastar marcas).
CHECK_COST = {"extra_test": 1, "gm_recovery": 2, "charge": 3, "recharge_1": 2, "recharge_3": 4}

#: Conflict actions (004 Conflictos); the example's "movimiento" is Maneuver (MG-A14).
ACTIONS = ("attack", "defend", "feint", "maneuver")
ACTION_NAMES: dict[str, tuple[str, ...]] = {
    "attack": ("Attack", "Ataque", "Atacar", "A"),
    "defend": ("Defend", "Defensa", "Defender", "D"),
    "feint": ("Feint", "Finta", "Fintar", "F"),
    "maneuver": ("Maneuver", "Maniobra", "Movimiento", "Manoeuvre", "M"),
}
#: Each action's Ob when tested independently (004 Conflictos: "Dificultad si se hace independiente").
ACTION_OB = {"attack": 0, "defend": 3, "feint": 0, "maneuver": 0}


def action_passes_at(action: str) -> int:
    """The successes an independent ``action`` (a key of ``ACTION_OB``) needs to pass: its Ob, and at least 1, since an
    Attack, Feint or Maneuver at Ob 0 acts by its margin of success ("reduce la disposición tanto como el margen de
    éxito") and 0 successes reduce or buy nothing. The Ob every face shows stays ``ACTION_OB``'s (Ob 0): odds,
    ``conflict roll``, ``status`` and the history. Raises ``KeyError`` for an unknown action.
    Source: seed 004, "Conflictos" (each action's "Dificultad si se hace independiente")."""
    return max(1, ACTION_OB[action])

#: Maneuver effects and their cost in margin (004 Maniobra).
EFFECTS = {"impede": 1, "position": 2, "disarm": 3}
EFFECT_NAMES: dict[str, tuple[str, ...]] = {
    "impede": ("Impede", "Obstaculizar"),
    "position": ("Gain Position", "Position", "Ganar posición", "Posición"),
    "disarm": ("Disarm", "Desarmar"),
}

#: Reach classes, shortest first (004 "normal, lanza, arrojadiza y proyectil").
REACH = ("normal", "spear", "thrown", "missile")

#: Weapons (004 Algunas reglas especiales): the one table the volley's roll applies and ``ledger weapons`` lists
#: (``rules.mouseguard.reference``). ``reach`` is the weapon's class; ``dice`` are dice it adds to an action;
#: ``dice_against`` dice it adds to an action only against these reaches (the bow: "Añade +2D a maniobra contra
#: armas normales, lanzas o arrojadizas"); ``after_success`` successes its user's side gets on its next action after
#: a successful action (the hook and line: "+1e a la siguiente acción tras una maniobra con éxito"); ``disarms``
#: the reaches a successful Maneuver disarms (the knife); ``override`` says when its Attack changes the pairing:
#: ``"normal_spear"`` (only against normal weapons and spears), ``"shorter"`` (against shorter reach); ``thrown``
#: marks the weapons that may be thrown (then lost); ``sword`` the +1D bound to one action for the whole fight;
#: ``modes`` a halberd's; ``tired_recovery`` what it takes from a Health test against Tired after a fight it was used
#: in (the shield: "-1D salud", and "-1e" when used with another weapon). The axe and the shield's +1D to Defend are ours (MG-A16).
WEAPONS: dict[str, dict] = {
    "axe": {"names": ("Axe", "Hacha"), "reach": "normal", "dice": {"attack": 1}},
    "bow": {"names": ("Bow", "Arco"), "reach": "missile", "dice": {},
            "dice_against": {"maneuver": {"dice": 2, "reach": ("normal", "spear", "thrown")}}},
    "halberd": {"names": ("Halberd", "Alabarda"), "reach": "spear", "dice": {}, "modes": ("spear", "axe")},
    "hook_and_line": {"names": ("Hook and Line", "Hook & Line", "Anzuelo y cuerda"), "reach": "normal",
                      "dice": {"maneuver": 1}, "after_success": {"maneuver": 1}},
    "knife": {"names": ("Knife", "Cuchillo"), "reach": "normal", "dice": {}, "disarms": ("spear", "missile", "thrown"),
              "thrown": True},
    "shield": {"names": ("Shield", "Escudo"), "reach": "normal", "dice": {"defend": 1},
               "tired_recovery": {"dice": -1, "with_weapon_successes": -1}},
    "sling": {"names": ("Sling", "Honda"), "reach": "missile", "dice": {}, "override": "shorter"},
    "spear": {"names": ("Spear", "Lanza"), "reach": "spear", "dice": {}, "override": "normal_spear"},
    "staff": {"names": ("Staff", "Bastón"), "reach": "normal", "dice": {}, "thrown": True},
    "sword": {"names": ("Sword", "Espada"), "reach": "normal", "dice": {}, "sword": True},
}
WEAPON_NAMES = {k: v["names"] for k, v in WEAPONS.items()}
HALBERD_MODES: dict[str, tuple[str, ...]] = {"spear": ("spear", "lanza"), "axe": ("axe", "hacha")}

ARMOUR = ("none", "light", "heavy")
ARMOUR_NAMES: dict[str, tuple[str, ...]] = {
    "none": ("none", "ninguna", "ninguno", "no"),
    "light": ("light", "ligera", "light armour", "light armor", "armadura ligera"),
    "heavy": ("heavy", "pesada", "heavy armour", "heavy armor", "armadura pesada"),
}
#: How armour is worn (004 Armaduras): always, or for a special occasion, counts; put on just for this
#: fight does not.
WORN_NAMES: dict[str, tuple[str, ...]] = {
    "habitual": ("habitual", "always", "siempre", "llevada siempre"),
    "special": ("special", "special occasion", "ocasion especial", "ocasión especial", "especial"),
    "donned": ("donned", "just for the fight", "solo para el combate", "puesta para esta pelea"),
}

#: Conflict types: the disposition skill and ability, and the skill every action tests (catalogue
#: MG-A11: the seed's table is missing). ``"health_or_nature"`` is the seed example's rule (the higher
#: of the two). Two tables: ``data`` (default: the seed's example rule for the physical conflicts) and
#: ``published`` (recalled from the published game). The action skill is ours for both.
CONFLICT_TYPES: dict[str, dict] = {
    "fight": {"names": ("Fight", "Pelea", "Lucha", "Combate"), "skill": "fighter", "actions": "fighter",
              "ability": {"data": "health_or_nature", "published": "health"}, "fight": True},
    "fight_animal": {"names": ("Fight Animal", "Pelea con animal", "Lucha contra animal"), "skill": "hunter",
                     "actions": "fighter", "ability": {"data": "health_or_nature", "published": "nature"}, "fight": True},
    "chase": {"names": ("Chase", "Persecución"), "skill": "scout", "actions": "scout",
              "ability": {"data": "health_or_nature", "published": "nature"}},
    "journey": {"names": ("Journey", "Viaje"), "skill": "pathfinder", "actions": "pathfinder",
                "ability": {"data": "health_or_nature", "published": "health"}},
    "argument": {"names": ("Argument", "Discusión"), "skill": "persuader", "actions": "persuader",
                 "ability": {"data": "will", "published": "will"}},
    "negotiation": {"names": ("Negotiation", "Negociación"), "skill": "haggler", "actions": "haggler",
                    "ability": {"data": "will", "published": "will"}},
    "speech": {"names": ("Speech", "Discurso"), "skill": "orator", "actions": "orator",
               "ability": {"data": "will", "published": "will"}},
    "war": {"names": ("War", "Guerra"), "skill": "militarist", "actions": "militarist",
            "ability": {"data": "will", "published": "will"}},
}
CONFLICT_TYPE_NAMES = {k: v["names"] for k, v in CONFLICT_TYPES.items()}

#: Compromise levels (004 Compromisos) and the draw (catalogue MG-A12).
COMPROMISES = ("none", "minor", "compromise", "major", "draw")

#: Rewards (004 Recompensas): ways to earn Fate (at most 3 at once) and Persona (at most 4 at once).
FATE_REASONS: dict[str, tuple[str, ...]] = {
    "belief": ("belief", "creencia", "actuar según tu creencia"),
    "goal": ("goal", "objetivo", "meta", "trabajar para tu objetivo", "goal work"),
    "instinct": ("instinct", "instinto"),
}
PERSONA_REASONS: dict[str, tuple[str, ...]] = {
    "goal_accomplished": ("goal-accomplished", "goal accomplished", "accomplished", "objetivo cumplido", "objetivo conseguido"),
    "against_belief": ("against-belief", "against belief", "contra la creencia", "contra creencia",
                       "jugar contra una creencia", "jugar en contra de una creencia",
                       "jugó contra su creencia"),
    "mvp": ("mvp", "jugador estrella", "estrella"),
    "workhorse": ("workhorse", "currante"),
    "roleplay": ("roleplay", "role-play", "good role-playing", "buena interpretación", "interpretación"),
}
FATE_CAP, PERSONA_CAP = 3, 4

#: Kinds of character.
KINDS = ("pc", "npc", "animal")

#: Display names, English and Spanish (our own wording; the Spanish follows the seed's terms).
EN: dict[str, str] = {
    **{k: v[0] for k, v in SKILL_NAMES.items()},
    **{k: v[0] for k, v in ABILITY_NAMES.items()},
    **{k: v[0] for k, v in CONDITION_NAMES.items()},
    **{k: v[0] for k, v in ACTION_NAMES.items()},
    **{k: v[0] for k, v in EFFECT_NAMES.items()},
    **{k: v[0] for k, v in WEAPON_NAMES.items()},
    **{k: v[0] for k, v in CONFLICT_TYPE_NAMES.items()},
    "with": "acting with Nature", "against": "acting against Nature", "tap_with": "tapping Nature",
    "tap_against": "tapping Nature against it", "minus_die": "-1D to own test", "opponent_dice": "+2D to the opponent",
    "tie": "tie broken for the opponent",
    "pass": "pass", "fail": "fail", "tie_result": "tie", "win": "win", "lose": "loss",
    "none": "none", "no_compromise": "no compromise", "minor": "minor compromise", "compromise": "compromise", "major": "major compromise", "draw": "draw",
    "gm": "GM's Turn", "players": "Players' Turn", "rewards": "Rewards", "idle": "between missions",
    "belief": "Belief", "goal": "Goal", "instinct": "Instinct", "goal_accomplished": "Goal accomplished",
    "against_belief": "played against a Belief", "mvp": "MVP", "workhorse": "Workhorse", "roleplay": "good role-playing",
    "light": "light armour", "heavy": "heavy armour", "habitual": "worn habitually", "special": "special occasion",
    "donned": "put on for this fight", "pc": "patrol mouse", "npc": "NPC", "animal": "animal",
    "rated": "rated", "beginners_luck": "beginner's luck", "active": "active", "must_retire": "must retire",
    "independent": "independent", "versus": "versus", "no_test": "no test",
    "declared": "declared", "scripting": "scripting", "sealed": "scripts sealed", "volley": "volley revealed",
    "effects": "maneuver effects", "ended": "ended", "closed": "closed",
    "not_started": "not started", "running": "running", "ending": "ending", "open": "open",
    "skill": "skill", "ability": "ability", "helper": "helper", "wise": "wise", "gear": "gear", "persona": "Persona",
    "trait": "trait", "handicap": "trait against", "condition": "condition", "armour": "armour", "halved": "halved",
    "weapon": "weapon", "hook": "hook and line", "opponent_handicap": "opponent's trait", "shield": "Shield",
    "animal_nature": "Nature",
    # sheet values that ``ledger why NAME FIELD`` finds by their display name (the sheet's labels)
    "fate": "Fate", "checks": "checks", "wises": "Wises", "permanent_injuries": "Permanent injuries",
}
ES: dict[str, str] = {
    **{k: v[1] for k, v in SKILL_NAMES.items() if len(v) > 1},
    "instructor": "Instructor",
    **{k: v[1] for k, v in ABILITY_NAMES.items()},
    "hungry": "Hambriento/Sediento", "angry": "Enfadado", "tired": "Cansado", "injured": "Herido", "sick": "Enfermo",
    **{k: v[1] for k, v in ACTION_NAMES.items()},
    "impede": "Obstaculizar", "position": "Ganar posición", "disarm": "Desarmar",
    **{k: v["names"][-1] for k, v in WEAPONS.items()},
    **{k: v[1] for k, v in CONFLICT_TYPE_NAMES.items()},
    "with": "actuar conforme a tu Naturaleza", "against": "actuar contra tu Naturaleza",
    "tap_with": "invocar la Naturaleza", "tap_against": "invocar la Naturaleza en contra",
    "minus_die": "-1D a la propia prueba", "opponent_dice": "+2D al oponente", "tie": "empate roto a favor del oponente",
    "pass": "superada", "fail": "fallida", "tie_result": "empate", "win": "victoria", "lose": "derrota",
    "none": "ninguno", "no_compromise": "sin compromiso", "minor": "compromiso menor", "compromise": "compromiso", "major": "compromiso mayor",
    "draw": "empate",
    "gm": "Turno del DJ", "players": "Turno de los Jugadores", "rewards": "Recompensas", "idle": "entre misiones",
    "belief": "Creencia", "goal": "Objetivo", "instinct": "Instinto", "goal_accomplished": "Objetivo cumplido",
    "against_belief": "jugó contra su Creencia", "mvp": "jugador estrella", "workhorse": "currante",
    "roleplay": "buena interpretación",
    "light": "armadura ligera", "heavy": "armadura pesada", "habitual": "llevada siempre", "special": "ocasión especial",
    "donned": "puesta para esta pelea", "pc": "ratón de la patrulla", "npc": "PNJ", "animal": "animal",
    "rated": "con valor", "beginners_luck": "tirada de principiante", "active": "activo", "must_retire": "debe retirarse",
    "independent": "independiente", "versus": "enfrentada", "no_test": "sin prueba",
    "declared": "declarado", "scripting": "eligiendo acciones", "sealed": "acciones selladas",
    "volley": "acción revelada", "effects": "efectos de maniobra", "ended": "terminado", "closed": "cerrado",
    "not_started": "sin empezar", "running": "en curso", "ending": "terminando", "open": "abierta",
    "skill": "habilidad", "ability": "aptitud", "helper": "ayuda", "wise": "conocimiento", "gear": "equipo",
    "persona": "Carácter", "trait": "rasgo", "handicap": "rasgo en contra", "condition": "condición",
    "armour": "armadura", "halved": "mitad", "weapon": "arma", "hook": "anzuelo y cuerda",
    "opponent_handicap": "rasgo del oponente", "shield": "Escudo",
    "fate": "Destino", "checks": "marcas", "wises": "Conocimientos", "permanent_injuries": "Heridas permanentes",
}


def term(key: str, lang: str = "en") -> str:
    """Display name of an id (skill, ability, condition, action, weapon, phase...) in ``"en"`` or ``"es"``;
    an unknown key is returned unchanged. Source: 004 terms, catalogue §5 glossary."""
    table = ES if lang == "es" else EN
    return table.get(key, EN.get(key, key))


def compromise_term(level: str, lang: str = "en") -> str:
    """Display name of a conflict's compromise level (``COMPROMISES``) in ``"en"`` or ``"es"``: ``"none"`` reads as
    "no compromise" / "sin compromiso" (not "nobody" beside the winners). Source: 004 "Compromisos"."""
    return term("no_compromise" if level == "none" else level, lang)


def half_up(n: int) -> int:
    """Half of ``n`` rounded up (004 Elevar habilidades: "dividido entre dos y redondeando hacia arriba")."""
    return math.ceil(n / 2)
