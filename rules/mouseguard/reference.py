"""Mouse Guard reference lists (``ledger skills``, ``abilities``, ``conditions``, ``weapons``,
``conflict-types``, ``conflict-actions``): every name the input accepts, in English and Spanish, with a
line in our own words.

Source: README "Using the ledger" (reference lists); the names are those of ``rules.mouseguard.data`` (004 and the catalogue §5
glossary; the skill list, the conflict-type table and the axe are data of ours, see there). The
descriptions are ours, in English and in Spanish (``*_ES``, in the seed's terms: prueba, disposición,
tanda, Ob, alcance normal/lanza/arrojadiza/proyectil).
"""

from __future__ import annotations

from typing import Any

from rules.mouseguard.data import (
    ABILITY_NAMES, ACTION_NAMES, ACTION_OB, CONDITION_NAMES, CONFLICT_TYPE_NAMES, CONFLICT_TYPES, RECOVERY, SKILL_NAMES,
    WEAPON_NAMES, WEAPONS, term,
)
from rules.reference import from_aliases

LANGS = ("en", "es")

SKILL_TEXT = {
    "administrator": "running a town, a guardhouse or its paperwork",
    "apiarist": "keeping bees and taking their honey and wax",
    "archivist": "finding, keeping and copying records",
    "armorer": "making and mending weapons and armour",
    "baker": "baking bread and keeping a patrol fed",
    "boatcrafter": "building and repairing boats",
    "brewer": "brewing drink, and the know-how of the tavern",
    "carpenter": "working wood into buildings, furniture and tools",
    "cartographer": "drawing and reading maps",
    "cook": "cooking meals from whatever is at hand",
    "deceiver": "lying convincingly and keeping a straight face",
    "fighter": "fighting with weapons and paws",
    "glazier": "making and fitting glass",
    "haggler": "striking a bargain and holding to it",
    "harvester": "gathering crops and food from the wild",
    "healer": "treating wounds and sickness",
    "hunter": "tracking and killing game",
    "instructor": "teaching others a skill",
    "insectrist": "handling and training insects",
    "laborer": "hard, plain physical work",
    "loremouse": "knowing the history and lore of the mouse territories",
    "manipulator": "bending others to your will by pressure and guile",
    "militarist": "planning battles and leading troops",
    "miller": "grinding grain and running a mill",
    "orator": "speaking to a crowd and moving it",
    "pathfinder": "finding the way across the territories",
    "peasant": "farming and the everyday work of a village",
    "persuader": "convincing someone with reasons",
    "potter": "shaping and firing clay",
    "scientist": "studying how the world works and building devices",
    "scout": "spotting danger and moving unseen",
    "smith": "working metal at the forge",
    "stonemason": "cutting stone and building with it",
    "survivalist": "living off the wild and keeping a camp",
    "weather_watcher": "reading the sky and foretelling the weather",
    "weaver": "spinning, weaving and sewing cloth",
}

ABILITY_TEXT = {
    "nature": "acting as a mouse does by instinct (hiding, fleeing, foraging); tapping it for another test costs Nature",
    "will": "strength of mind, used for thinking and social tests",
    "health": "strength of body, used for physical tests",
    "resources": "the means to buy and pay for things",
    "circles": "the mice you know and can call on",
}

CONDITION_TEXT = {
    "hungry": "-1 disposition in conflicts; recover with Peasant, Cook, Brewer, Baker or Resources (the campaign's Ob); "
              "clear it before any other recovery",
    "angry": "-1 disposition in Will conflicts; recover with Will, Ob 2",
    "tired": "-1 disposition in conflicts; recover with Health, Ob 3",
    "injured": "-1D to Nature, Will, Health and skills; recover with Health, Ob 4, or a healer's treatment",
    "sick": "-1D to Nature, Will, Health and skills; recover with Will, Ob 4, or a healer's treatment",
}

ACTION_TEXT = {
    "attack": "strike to lower the other side's disposition",
    "defend": "shield your side and win back disposition",
    "feint": "strike past a defender (beats Defend, loses to Attack)",
    "maneuver": "gain the upper hand: impede, gain position or disarm",
}

TYPE_TEXT = {
    "fight": "a battle of weapons and paws between mice or other people",
    "fight_animal": "a fight against a beast that cannot be reasoned with",
    "chase": "running someone down, or getting away",
    "journey": "crossing dangerous country against the weather and the land",
    "argument": "winning someone over in a debate",
    "negotiation": "bargaining over terms",
    "speech": "moving a crowd with words",
    "war": "armies or companies against each other",
}

SKILL_TEXT_ES = {
    "administrator": "gobernar una ciudad, un cuartel o su papeleo",
    "apiarist": "cuidar abejas y sacarles la miel y la cera",
    "archivist": "encontrar, guardar y copiar documentos",
    "armorer": "hacer y reparar armas y armaduras",
    "baker": "hornear pan y mantener alimentada a una patrulla",
    "boatcrafter": "construir y reparar barcas",
    "brewer": "elaborar bebidas, y saber cómo va una taberna",
    "carpenter": "trabajar la madera: casas, muebles y herramientas",
    "cartographer": "dibujar y leer mapas",
    "cook": "cocinar con lo que haya a mano",
    "deceiver": "mentir de forma convincente sin que se note",
    "fighter": "pelear con armas y con las patas",
    "glazier": "hacer y colocar cristal",
    "haggler": "cerrar un trato y mantenerlo",
    "harvester": "recoger cosechas y comida del campo",
    "healer": "curar heridas y enfermedades",
    "hunter": "rastrear y cazar presas",
    "instructor": "enseñar una habilidad a otros",
    "insectrist": "manejar y adiestrar insectos",
    "laborer": "trabajo físico duro y sencillo",
    "loremouse": "conocer la historia y las leyendas de los territorios",
    "manipulator": "doblegar a otros con presión y astucia",
    "militarist": "planear batallas y dirigir tropas",
    "miller": "moler grano y llevar un molino",
    "orator": "hablar a una multitud y conmoverla",
    "pathfinder": "encontrar el camino por los territorios",
    "peasant": "cultivar la tierra y el trabajo diario de una aldea",
    "persuader": "convencer a alguien con razones",
    "potter": "dar forma al barro y cocerlo",
    "scientist": "estudiar cómo funciona el mundo y construir ingenios",
    "scout": "ver el peligro a tiempo y moverse sin ser visto",
    "smith": "trabajar el metal en la fragua",
    "stonemason": "tallar piedra y construir con ella",
    "survivalist": "vivir de lo que da el campo y montar un campamento",
    "weather_watcher": "leer el cielo y predecir el tiempo",
    "weaver": "hilar, tejer y coser tela",
}

ABILITY_TEXT_ES = {
    "nature": "actuar como un ratón por instinto (esconderse, huir, forrajear); invocarla en otra prueba cuesta Naturaleza",
    "will": "fuerza de la mente, para pruebas de ingenio y de trato",
    "health": "fuerza del cuerpo, para pruebas físicas",
    "resources": "los medios para comprar y pagar",
    "circles": "los ratones que conoces y a los que puedes recurrir",
}

CONDITION_TEXT_ES = {
    "hungry": "-1 a la disposición en los conflictos; se supera con Campesino, Cocinero, Cervecero, Panadero o Recursos "
              "(el Ob de la campaña); hay que quitarla antes que cualquier otra",
    "angry": "-1 a la disposición en conflictos de Voluntad; se supera con Voluntad, Ob 2",
    "tired": "-1 a la disposición en los conflictos; se supera con Salud, Ob 3",
    "injured": "-1D a Naturaleza, Voluntad, Salud y habilidades; se supera con Salud, Ob 4, o la cura de un sanador",
    "sick": "-1D a Naturaleza, Voluntad, Salud y habilidades; se supera con Voluntad, Ob 4, o la cura de un sanador",
}

ACTION_TEXT_ES = {
    "attack": "golpear para bajar la disposición del otro bando",
    "defend": "proteger a tu bando y recuperar disposición",
    "feint": "golpear saltándose una defensa (gana a Defensa, pierde contra Ataque)",
    "maneuver": "tomar ventaja: obstaculizar, ganar posición o desarmar",
}

TYPE_TEXT_ES = {
    "fight": "una pelea con armas y patas entre ratones u otras gentes",
    "fight_animal": "una pelea contra una bestia con la que no se puede razonar",
    "chase": "dar caza a alguien, o escapar",
    "journey": "cruzar tierras peligrosas contra el tiempo y el terreno",
    "argument": "ganarse a alguien en una discusión",
    "negotiation": "regatear las condiciones de un trato",
    "speech": "conmover a una multitud con palabras",
    "war": "ejércitos o compañías enfrentados",
}

#: Reach classes in Spanish (004 "normal, lanza, arrojadiza y proyectil").
_REACH_ES = {"normal": "normal", "spear": "lanza", "thrown": "arrojadiza", "missile": "proyectil"}


#: Reach classes as the seed lists them after "contra armas ..." (004 "Arco": "armas normales, lanzas o arrojadizas";
#: "Cuchillo": "una lanza, arma de proyectiles o arrojadiza").
_AGAINST = {"en": {"normal": "normal weapons", "spear": "spears", "thrown": "thrown weapons", "missile": "missile weapons"},
            "es": {"normal": "armas normales", "spear": "lanzas", "thrown": "arrojadizas", "missile": "armas de proyectiles"}}


def _either(items: list[str], lang: str) -> str:
    """``a, b or c`` (``a, b o c``)."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {'o' if lang == 'es' else 'or'} {items[-1]}"


def _weapon_text(key: str, lang: str = "en") -> str:
    """A weapon's line in ``lang`` made from the table the volley's roll applies (``rules.mouseguard.data.WEAPONS``),
    in the seed's words (004 "Algunas reglas especiales"): reach, the dice it adds (with the reaches they need), what
    a successful action gives next, what it disarms, how its Attack changes the pairing, throwing, a halberd's modes,
    a sword's binding. Nothing the roll does not apply."""
    w = WEAPONS[key]
    es = lang == "es"
    lower = (lambda a: term(a, lang).lower()) if es else (lambda a: term(a, lang))  # noqa: E731 - "+1D a maniobra"
    parts = [f"alcance {_REACH_ES.get(w['reach'], w['reach'])}" if es else f"{w['reach']} reach"]
    parts += [f"+{n}D {'a' if es else 'to'} {lower(a)}" for a, n in w["dice"].items()]
    for a, spec in (w.get("dice_against") or {}).items():
        foes = _either([_AGAINST[lang if es else "en"][r] for r in spec["reach"]], lang)
        parts.append(f"+{spec['dice']}D {'a' if es else 'to'} {lower(a)} {'contra' if es else 'against'} {foes}")
    for a, n in (w.get("after_success") or {}).items():
        parts.append(f"+{n}e a la siguiente acción tras una {lower(a)} con éxito" if es
                     else f"+{n}s to the next action after a successful {lower(a)}")
    if w.get("disarms"):
        foes = _either([_AGAINST[lang if es else "en"][r] for r in w["disarms"]], lang)
        parts.append(f"una maniobra con éxito contra {foes} cuenta como desarmar" if es
                     else f"a successful maneuver against {foes} counts as Disarm")
    if w.get("override") == "normal_spear":
        parts.append("su Ataque cuenta como enfrentado contra armas normales y lanzas" if es
                     else "its Attack becomes versus against normal weapons and spears")
    if w.get("override") == "shorter":
        parts.append("su Ataque cuenta como enfrentado contra armas de menor alcance" if es
                     else "its Attack becomes versus against shorter reach")
    if w.get("thrown"):
        parts.append("se puede arrojar (y se pierde)" if es else "may be thrown (then lost)")
    if "modes" in w:
        parts.append("se usa como lanza o como hacha" if es else "wielded as a spear or an axe")
    tired = w.get("tired_recovery")
    if tired:
        parts.append(f"{tired['dice']:+d}D salud para recuperarse del cansancio si se usó en la última pelea "
                     f"({tired['with_weapon_successes']:+d}e más si se usó con otra arma)" if es
                     else f"{tired['dice']:+d}D Health to recover from Tired if used in the last fight "
                          f"({tired['with_weapon_successes']:+d}s more if used with another weapon)")
    if w.get("sword"):
        parts.append("el +1D que elijas a una acción será para toda la lucha" if es
                     else "the +1D bound to one action lasts the whole fight")
    return "; ".join(parts)


def _both(en: dict[str, str], es: dict[str, str]) -> dict[str, dict[str, str]]:
    """Each id's line in English and Spanish (``{id: {"en", "es"}}``)."""
    return {k: {"en": v, "es": es[k]} for k, v in en.items()}


def skills() -> list[dict[str, Any]]:
    """Every skill a mouse may hold."""
    return from_aliases(SKILL_NAMES, term, LANGS, _both(SKILL_TEXT, SKILL_TEXT_ES))


def abilities() -> list[dict[str, Any]]:
    """The five abilities."""
    return from_aliases(ABILITY_NAMES, term, LANGS, _both(ABILITY_TEXT, ABILITY_TEXT_ES))


def conditions() -> list[dict[str, Any]]:
    """The five conditions, with their recovery tests (``RECOVERY``)."""
    assert set(RECOVERY) == set(CONDITION_TEXT)
    return from_aliases(CONDITION_NAMES, term, LANGS, _both(CONDITION_TEXT, CONDITION_TEXT_ES))


def conflict_actions() -> list[dict[str, Any]]:
    """The four conflict actions and their Ob when tested alone."""
    texts = {k: {"en": f"{v}; Ob {ACTION_OB[k]} when independent" if ACTION_OB[k] else v,
                 "es": f"{ACTION_TEXT_ES[k]}; Ob {ACTION_OB[k]} si es independiente" if ACTION_OB[k] else ACTION_TEXT_ES[k]}
             for k, v in ACTION_TEXT.items()}
    return from_aliases(ACTION_NAMES, term, LANGS, texts)


def conflict_types() -> list[dict[str, Any]]:
    """The conflict types and the skill each disposition and action tests."""
    texts = {k: {"en": f"{v}; disposition {term(CONFLICT_TYPES[k]['skill'])}, actions {term(CONFLICT_TYPES[k]['actions'])}",
                 "es": f"{TYPE_TEXT_ES[k]}; disposición {term(CONFLICT_TYPES[k]['skill'], 'es')}, "
                       f"acciones {term(CONFLICT_TYPES[k]['actions'], 'es')}"}
             for k, v in TYPE_TEXT.items()}
    return from_aliases(CONFLICT_TYPE_NAMES, term, LANGS, texts)


def weapons() -> list[dict[str, Any]]:
    """The weapons of the seed (and our axe)."""
    return from_aliases(WEAPON_NAMES, term, LANGS, {k: {"en": _weapon_text(k), "es": _weapon_text(k, "es")} for k in WEAPONS})
