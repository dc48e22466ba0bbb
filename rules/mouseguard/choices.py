"""Mouse Guard's typed choices: for each argument that takes one word of a fixed list (armour, how it is worn, a
handicap, a Nature mode, a conflict type, an action, a maneuver's effect, a weapon, a condition, a reward's reason,
a beginner's-luck or tie-break ability), one table of the words accepted, the words shown for each choice in each
language and the kind of thing it is. The command help (``rules.mouseguard.commands`` in English,
``rules.mouseguard.help_words`` in Spanish), the refusal of a word not in the list (``pick``, worded in Spanish by
``rules.mouseguard.refusals``) and the words accepted all read it, so the help never offers a word the command
refuses, and a refusal lists only words it accepts (``tests/test_mouseguard_choice_words.py``).

Source: seed 004 (Armaduras: "la llevas siempre", "una ocasión especial", "justo para el combate"; Ganar marcas:
"impedimento", -1D, +2D al oponente; Reglas de naturaleza: actuar conforme / contra, invocar; Conflictos: Ataque,
Defensa, Finta, Maniobra, Obstaculizar, Ganar posición, Desarmar; Algunas reglas especiales: the weapons, the halberd
used "como una lanza o como un hacha"; Condiciones; Recompensas: Creencia, objetivo, instinto, "Consiguiendo un
Objetivo", "Jugar en contra de una creencia", jugador estrella, Currante, Buena interpretación; Elevar habilidades:
"la voluntad o salud (mental o físico)"); the accepted spellings are ``rules.mouseguard.data``'s.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.mouseguard import data
from rules.names import resolve

#: The word joining the last two items of a list in help, per language.
_OR = {"en": "or", "es": "o"}


@dataclass(frozen=True)
class Choice:
    """One typed choice: ``names`` (id -> the spellings accepted, ``rules.names.resolve``), ``kind`` (language -> the
    kind of thing a refusal names, "armour" / "armadura"), ``shown`` (language -> the word shown for each id, in
    ``names``' order; each one of the spellings accepted) and ``args`` (the ``(command, argument)`` pairs that take
    it, as the help table keys them)."""

    names: Mapping[str, tuple[str, ...]]
    kind: Mapping[str, str]
    shown: Mapping[str, tuple[str, ...]]
    args: tuple[tuple[str, str], ...]

    def words(self, lang: str) -> tuple[str, ...]:
        """The words shown for the choices in ``lang`` (English for a language the table has not)."""
        return self.shown.get(lang, self.shown["en"])

    def listing(self, lang: str) -> str:
        """The words of ``lang`` as help lists them: ``"none, light or heavy"``, ``"ninguna, ligera o pesada"``."""
        said = self.words(lang)
        if len(said) == 1:
            return said[0]
        return f"{', '.join(said[:-1])} {_OR.get(lang, 'or')} {said[-1]}"

    def pick(self, field: str, text: str) -> str:
        """The id ``text`` names (any spelling of ``names``, case and accents folded). Raises ``RuleError(field,
        "unknown <kind> 'text'; allowed: <the English words>")``, which ``rules.mouseguard.refusals`` words with
        the words of the reader's language."""
        return resolve(field, text, self.names, what=self.kind["en"], shown=self.shown["en"])


def _choice(names: Mapping[str, tuple[str, ...]], kind: tuple[str, str], en: tuple[str, ...], es: tuple[str, ...],
            *args: tuple[str, str]) -> Choice:
    return Choice(names, {"en": kind[0], "es": kind[1]}, {"en": en, "es": es}, args)


_ROLLERS = ("test", "oppose", "conflict disposition", "conflict roll")
_WIELDED = {**data.WEAPON_NAMES, "none": ("none", "ninguna", "ninguno", "unarmed", "sin arma")}
_BOUGHT = {**data.EFFECT_NAMES, "none": ("none", "nothing", "nada", "ninguno")}
_BEGINNER = {"will": data.ABILITY_NAMES["will"], "health": data.ABILITY_NAMES["health"]}
_TIE = {**_BEGINNER, "nature": ("Nature", "Naturaleza")}

#: Choice name -> its table.
CHOICES: dict[str, Choice] = {
    "armour": _choice(data.ARMOUR_NAMES, ("armour", "armadura"), ("none", "light", "heavy"),
                      ("ninguna", "ligera", "pesada"), ("add-character", "armour")),
    "worn": _choice(data.WORN_NAMES, ("way of wearing armour", "forma de llevar la armadura"),
                    ("habitual", "special", "donned"), ("siempre", "ocasión especial", "solo para el combate"),
                    ("add-character", "worn")),
    "handicap": _choice(data.HANDICAP_NAMES, ("handicap", "impedimento"), ("minus-die", "opponent-dice"),
                        ("menos un dado", "dados al oponente"), *((c, "handicap") for c in _ROLLERS)),
    "nature": _choice(data.NATURE_MODES, ("Nature mode", "modo de Naturaleza"),
                      ("with", "against", "tap-with", "tap-against"), ("conforme", "contra", "invocar", "invocar contra"),
                      ("test", "nature"), ("oppose", "nature"), ("conflict roll", "nature")),
    "halberd": _choice(data.HALBERD_MODES, ("halberd mode", "modo de alabarda"), ("spear", "axe"), ("lanza", "hacha"),
                       ("conflict wield", "mode")),
    "type": _choice(data.CONFLICT_TYPE_NAMES, ("conflict type", "tipo de conflicto"),
                    tuple(k.replace("_", "-") for k in data.CONFLICT_TYPES),
                    tuple(v[1] for v in data.CONFLICT_TYPE_NAMES.values()), ("conflict start", "type")),
    "action": _choice(data.ACTION_NAMES, ("action", "acción"), data.ACTIONS,
                      tuple(v[1] for v in data.ACTION_NAMES.values()),
                      ("conflict script", "actions"), ("conflict wield", "sword_action")),
    "buy": _choice(_BOUGHT, ("maneuver effect", "efecto de maniobra"), ("impede", "position", "disarm", "none"),
                   ("Obstaculizar", "Ganar posición", "Desarmar", "nada"), ("conflict maneuver", "buy")),
    "weapon": _choice(data.WEAPON_NAMES, ("weapon", "arma"), tuple(k.replace("_", "-") for k in data.WEAPONS),
                      tuple(v["names"][-1].lower() for v in data.WEAPONS.values()),
                      ("add-character", "weapon")),
    "wield": _choice(_WIELDED, ("weapon to wield", "arma que empuñar"),
                     (*(k.replace("_", "-") for k in data.WEAPONS), "none"),
                     (*(v["names"][-1].lower() for v in data.WEAPONS.values()), "ninguna"), ("conflict wield", "weapon")),
    "condition": _choice(data.CONDITION_NAMES, ("condition", "condición"),
                         tuple(v[0] for v in data.CONDITION_NAMES.values()),
                         tuple(data.ES[k] for k in data.CONDITION_NAMES),
                         ("test", "recover"), ("take-condition", "condition"), ("mark", "condition"),
                         ("clear", "condition"), ("add-character", "condition")),
    "fate": _choice(data.FATE_REASONS, ("Fate reason", "motivo de Destino"), ("belief", "goal", "instinct"),
                    ("creencia", "objetivo", "instinto"), ("rewards give", "fate")),
    "persona": _choice(data.PERSONA_REASONS, ("Persona reason", "motivo de Carácter"),
                       ("goal-accomplished", "against-belief", "mvp", "workhorse", "roleplay"),
                       ("objetivo cumplido", "contra la creencia", "jugador estrella", "currante", "buena interpretación"),
                       ("rewards give", "persona")),
    "beginner": _choice(_BEGINNER, ("beginner's luck ability", "aptitud de la tirada de principiante"),
                        ("will", "health"), ("Voluntad", "Salud"), *((c, "ability") for c in _ROLLERS)),
    "tie": _choice(_TIE, ("tie-break ability", "aptitud del desempate"), ("will", "health", "nature"),
                   ("Voluntad", "Salud", "Naturaleza"), ("break-tie", "ability")),
}


def listing(name: str, lang: str) -> str:
    """``CHOICES[name].listing(lang)``: the words help shows for the choice (``KeyError`` for an unknown choice)."""
    return CHOICES[name].listing(lang)


def named(name: str, lang: str, quoted: bool = False) -> str:
    """The words of choice ``name`` in ``lang`` separated by commas (``"none, light, heavy"``), each in single
    quotes when ``quoted`` (as a help in another language names the English ones: ``"'none', 'light', 'heavy'"``);
    ``KeyError`` for an unknown choice."""
    return ", ".join(f"'{w}'" if quoted else w for w in CHOICES[name].words(lang))


def pick(name: str, field: str, text: str) -> str:
    """``CHOICES[name].pick(field, text)``: the id ``text`` names, or ``RuleError(field)`` listing the words."""
    return CHOICES[name].pick(field, text)
