"""Mouse Guard's refusals in Spanish, one row per refusal the rules raise: the English exactly as written in
``rules/mouseguard/`` (``{0}``, ``{1}`` ... where the code puts a value) and its Spanish, with the same places.

Source: seed 004's Spanish (prueba, tirada, Ob, éxitos, aptitud, habilidad, conocimiento, rasgo, marcas, Destino,
Carácter, Naturaleza, disposición, tanda, acción, maniobra, Obstaculizar, Ganar posición, Desarmar, turno del DJ /
de los jugadores, Hambriento o sediento, Cansado, Herido, Enfermo, sanador, herida permanente, jugador estrella,
Currante); ``rules.refusals`` (how a template is matched). ``tests/test_refusal_catalogue.py`` checks that every
refusal raised under ``rules/mouseguard/`` reads in Spanish.
"""

from __future__ import annotations

from rules.mouseguard.data import ABILITY_NAMES, ACTION_NAMES, CONDITIONS, EFFECT_NAMES, SKILL_NAMES, WEAPON_NAMES
from rules.mouseguard.data import ARMOUR_NAMES, CONFLICT_TYPE_NAMES, FATE_REASONS, PERSONA_REASONS, WORN_NAMES
from rules.mouseguard.data import EN as ENGLISH, ES as NAMES
from rules.mouseguard.choices import CHOICES
from rules.refusals import terms

ES: tuple[tuple[str, str], ...] = (
    # characters: creating a mouse, an NPC or an animal (004 Reglas básicas; catalogue §5.1)
    ("{0} skills: a mouse has at most {1} (abilities not counted)",
     "{0} habilidades: un ratón tiene como mucho {1} (sin contar las aptitudes)"),
    ("--worn says how armour is worn; give --armour light or heavy",
     "--worn dice cómo se lleva la armadura; da --armour ligera o pesada"),
    ("a mouse starts with Nature 1 or more", "un ratón empieza con Naturaleza 1 o más"),
    ("current Nature runs 0 to the maximum ({0})", "la Naturaleza actual va de 0 al máximo ({0})"),
    ("an NPC or animal has Nature 1 or more", "un PNJ o un animal tiene Naturaleza 1 o más"),
    ("{0} is given twice", "{0} aparece dos veces"),
    ("{0} {1}: a skill is rated 1 to {2} (mouseguard.skills.maxRating)",
     "{0*} {1}: una habilidad va de 1 a {2} (mouseguard.skills.maxRating)"),
    ("{0} {1}: a trait has level 1, 2 or 3", "{0} {1}: un rasgo tiene nivel 1, 2 o 3"),
    ("{0}: each wise once, not empty", "{0}: cada conocimiento una vez, y no vacío"),
    ("{0} is not a patrol mouse and has no checks", "{0} no es un ratón de la patrulla y no tiene marcas"),
    ("{0} is an animal; a patrol mouse is needed here", "{0} es un animal; aquí hace falta un ratón de la patrulla"),
    ("{0} is an NPC; a patrol mouse is needed here", "{0} es un PNJ; aquí hace falta un ratón de la patrulla"),
    ("a character name is required (or act --as the character)",
     "hace falta el nombre de un personaje (o actúa con --as como el personaje)"),
    ("name the character (or act --as the character)", "nombra al personaje (o actúa con --as como el personaje)"),
    # conflicts: sides, fronts, scripts (004 Conflictos, Ejemplo de conflicto)
    ("name at least one member", "nombra al menos a un miembro"),
    ("give one {0} for each {1} ({2} {3}, {4} goals)", "da un {0} por cada {1} ({2} {3}, {4} objetivos)"),
    ("the script of {0}{1} for exchange {2} is sealed and cannot change",
     "las acciones de {0}{1} para la tanda {2} están selladas y no pueden cambiar"),
    ("the script of {0} on front {1} for exchange {2} is sealed and cannot change",
     "las acciones de {0} en el frente {1} para la tanda {2} están selladas y no pueden cambiar"),
    ("under mouseguard.conflict.scripting=gmDeclaresFirst the opponents (the GM's side) script first",
     "con mouseguard.conflict.scripting=gmDeclaresFirst los oponentes (el bando del DJ) eligen primero"),
    ("{0} is named twice", "{0} aparece dos veces"),
    ("{0}'s Nature is exhausted: the mouse must retire", "la Naturaleza de {0} está agotada: el ratón debe retirarse"),
    ("{0}'s Nature is 0: a mouse at Nature 0 makes no ability or skill test",
     "{0} tiene Naturaleza 0: un ratón con Naturaleza 0 no puede hacer pruebas de aptitud o habilidad"),
    ("name who performs each of the three actions (three names)",
     "nombra quién realiza cada una de las tres acciones (tres nombres)"),
    ("every member acts in each exchange ({0}); seed rotation: {1}",
     "cada miembro actúa en cada tanda ({0}); turno según las reglas: {1}"),
    ("{0} is not on this side; members: {1}", "{0} no está en este bando; miembros: {1}"),
    ("{0}'s side already has its disposition{1} ({2})", "el bando de {0} ya tiene su disposición{1} ({2})"),
    ("{0}'s side already has its disposition on front {1} ({2})",
     "el bando de {0} ya tiene su disposición en el frente {1} ({2})"),
    ("on a disposition roll a trait against yourself gives -1D (minus-die)",
     "en una tirada de disposición un rasgo en tu contra da -1D (menos un dado)"),
    ("a disposition rolls the conflict's skill; Nature is tapped onto it (--nature tap-with or tap-against)",
     "la disposición tira la habilidad del conflicto; la Naturaleza se invoca sobre ella (--nature invocar o "
     "invocar contra)"),
    ("{0} is on neither side of {1}conflict #{2}; sides: {3}",
     "{0} no está en ningún bando de{1} conflicto #{2}; bandos: {3}"),
    ("{0} is on neither side of front {1} of conflict #{2}; sides: {3}",
     "{0} no está en ningún bando del frente {1} del conflicto #{2}; bandos: {3}"),
    ("{0} does not fight with a sword now", "{0} no lucha ahora con espada"),
    ("under mouseguard.sword.bindAt=conflictStart the sword was bound at the start (conflict wield --sword-action)",
     "con mouseguard.sword.bindAt=conflictStart la espada se ligó al empezar (conflict wield --sword-action)"),
    ("{0}'s sword is bound to {1} for the whole fight", "la espada de {0} está ligada a {1} toda la pelea"),
    ("only an Attack with a staff or a knife can throw it", "solo un Ataque con bastón o cuchillo puede arrojarlo"),
    ("rolling Nature itself is acting with or against it; tapping adds Nature to another skill",
     "tirar la propia Naturaleza es actuar a favor o en contra de ella; invocarla suma la Naturaleza a otra habilidad"),
    ("only a halberd has a mode (spear or axe)", "solo una alabarda tiene modo (lanza o hacha)"),
    ("only a sword's +1D is bound to an action", "solo el +1D de una espada se liga a una acción"),
    ("under mouseguard.sword.bindAt=firstUse the sword is bound at its first roll (conflict roll --sword)",
     "con mouseguard.sword.bindAt=firstUse la espada se liga en su primera tirada (conflict roll --sword)"),
    ("a sword is bound at the start of the conflict, before the dispositions",
     "una espada se liga al empezar el conflicto, antes de las disposiciones"),
    # maneuvers and weapons (004 Maniobra, Algunas reglas especiales)
    ("{0} has no maneuver margin to spend; waiting: {1}", "{0} no tiene margen de maniobra que gastar; se espera a: {1}"),
    ("{0} costs {1}; the margin is {2} (impede 1, position 2, disarm 3)",
     "{0} cuesta {1}; el margen es {2} (obstaculizar 1, ganar posición 2, desarmar 3)"),
    ("Disarm takes a weapon (--disarm WEAPON) or a trait (--negate-trait TRAIT) of the opponent, and either is given "
     "only with --buy disarm",
     "Desarmar quita un arma (--disarm ARMA) o un rasgo (--negate-trait RASGO) del oponente, y cualquiera de los dos "
     "se da solo con --buy desarmar"),
    ("Disarm takes one weapon or one trait, not both", "Desarmar quita un arma o un rasgo, no ambos"),
    ("{0} is bought at most once per maneuver", "{0} se compra como mucho una vez por maniobra"),
    ("{0} is on {1}'s own side", "{0} está en el propio bando de {1}"),
    ("{0} has no {1} in hand; in hand: {2}", "{0} no tiene {1*} en la mano; en la mano: {2*}"),
    ("{0}'s {1} was disarmed for the rest of this conflict", "{1*} de {0} fue desarmado para el resto del conflicto"),
    # tests and pools (004 Reglas básicas, Reglas de naturaleza, Rasgos, Carácter)
    ("odds are computed for {0}, not {1}", "las probabilidades se calculan para {0}, no para {1}"),
    ("a tie broken by a trait rolls no dice; the odds are those of a tie-break roll (--roll)",
     "un empate deshecho con un rasgo no tira dados; las probabilidades son las de una tirada de desempate (--roll)"),
    ("{0} has {1} 0 and would roll no dice; break the tie with another ability (--ability will, health or nature) or "
     "a trait (--trait)",
     "{0} tiene {1*} 0 y no tiraría ningún dado; deshaz el empate con otra aptitud (--ability voluntad, salud o naturaleza) "
     "o con un rasgo (--trait)"),
    ("this attempt fails without a roll (Hungry/Thirsty is recovered first)",
     "este intento falla sin tirada (primero se recupera Hambriento/Sediento)"),
    ("{0} is Hungry/Thirsty: recovering from {1} fails without a roll (Hungry/Thirsty is recovered first), so typed "
     "dice would not be read; leave out --dice to record the failed attempt",
     "{0} está Hambriento/Sediento: recuperarse de {1*} falla sin tirada (primero se recupera Hambriento/Sediento), así "
     "que los dados escritos no se leerían; quita --dice para anotar el intento fallido"),
    ("Persona dice on one test: 0 to {0} (mouseguard.persona.maxDice)",
     "dados de Carácter en una prueba: de 0 a {0} (mouseguard.persona.maxDice)"),
    ("name the trait you use against yourself (--against-trait)", "nombra el rasgo que usas en tu contra (--against-trait)"),
    ("{0} is named twice; each helper adds one die", "{0} aparece dos veces; cada ayudante suma un dado"),
    ("{0} is not {1}; helpers now: {2}", "{0} no está {1}; pueden ayudar ahora: {2}"),
    ("{0} has no {1} to help with (a helper needs the skill or ability tested)",
     "{0} no tiene {1*} con que ayudar (un ayudante necesita la habilidad o aptitud probada)"),
    ("acting with or against Nature rolls Nature: no beginner's luck ability",
     "actuar a favor o en contra de la Naturaleza tira Naturaleza: sin aptitud de principiante"),
    ("{0} has {1} {2}; beginner's luck is for skills not on the sheet",
     "{0} tiene {1*} {2}; la tirada de principiante es para habilidades que no están en la hoja"),
    ("tapping adds Nature to another test; to roll Nature use --nature with or against",
     "invocar suma la Naturaleza a otra prueba; para tirar Naturaleza usa --nature conforme o contra"),
    ("{0}'s Nature is 0 and cannot be tapped", "la Naturaleza de {0} es 0 y no se puede invocar"),
    ("{0} is level 3: it rerolls a failed test once a session (reroll --trait) instead of adding a die",
     "{0} es de nivel 3: repite una prueba fallida una vez por sesión (reroll --trait) en vez de sumar un dado"),
    ("{0} (level 1) was already used this session; recharge it with 2 checks (trait recharge)",
     "{0} (nivel 1) ya se usó esta sesión; recárgalo con 2 marcas (trait recharge)"),
    ("{0} is already helping this test; a trait cannot work for and against you at once",
     "{0} ya ayuda en esta prueba; un rasgo no puede obrar a tu favor y en tu contra a la vez"),
    ("{0} already used a trait against themselves this turn (one per turn)",
     "{0} ya usó un rasgo en su contra este turno (uno por turno)"),
    ("{0} already has {1} skills on the sheet; a mouse cannot learn another ({2})",
     "{0} ya tiene {1} habilidades en la hoja; un ratón no puede aprender otra ({2})"),
    ("no die shows a 6: a Fate point makes each 6 roll another die (mouseguard.fate.mode=explodeSixes)",
     "ningún dado muestra un 6: un punto de Destino hace que cada 6 tire otro dado (mouseguard.fate.mode=explodeSixes)"),
    ("{0}'s {1} makes no test against the other side's {2}", "{1*} de {0} no hace prueba contra {2*} del otro bando"),
    ("in a volley a trait against yourself gives -1D (minus-die)",
     "en una acción un rasgo en tu contra da -1D (menos un dado)"),
    # rerolls, ties and conditions bought (004 Destino, Rasgos nivel 3, Condiciones)
    ("{0} is level {1}; only a level-3 trait rerolls a failed test",
     "{0} es de nivel {1}; solo un rasgo de nivel 3 repite una prueba fallida"),
    ("{0} already rerolled a test this session; recharge it with 4 checks (trait recharge)",
     "{0} ya repitió una prueba esta sesión; recárgalo con 4 marcas (trait recharge)"),
    ("{0} already rerolled test #{1}", "{0} ya repitió la prueba #{1}"),
    ("test #{0} was rolled by {1}", "la prueba #{0} la tiró {1}"),
    ("{0}'s side of test #{1} is not failing; a level-3 trait rerolls a failed test",
     "el lado de {0} en la prueba #{1} no está fallando; un rasgo de nivel 3 repite una prueba fallida"),
    ("under mouseguard.successWithCondition.requestedBy=GM only the GM grants it",
     "con mouseguard.successWithCondition.requestedBy=GM solo el DJ lo concede"),
    ("{0} (or the GM) asks for success at the price of a condition",
     "{0} (o el DJ) pide el éxito a cambio de una condición"),
    ("break the tie either with a trait used against yourself (--trait T --as ROLLER) or with a tie-break roll (--roll)",
     "rompe el empate con un rasgo usado en tu contra (--trait T --as TIRADOR) o con una tirada de desempate (--roll)"),
    ("no die failed: nothing to reroll (mouseguard.fate.mode=rerollFailed)",
     "ningún dado falló: nada que repetir (mouseguard.fate.mode=rerollFailed)"),
    ("{0} already used a trait against themselves in test #{1} (one per test)",
     "{0} ya usó un rasgo en su contra en la prueba #{1} (uno por prueba)"),
    ("{0} did not roll test #{1}; rollers: {2}", "{0} no tiró en la prueba #{1}; tiraron: {2}"),
    # turns, checks and recovery (004 Condiciones, Marcas, turnos)
    ("{0} has taken {1} of {2} free test(s) this Players' Turn: another costs 1 check (--spend-check; {3} has {4})",
     "{0} ha hecho {1} de {2} pruebas gratis en este turno de los jugadores: otra cuesta 1 marca (--spend-check; "
     "{3} tiene {4})"),
    ("{0} has no checks to spend on another test", "{0} no tiene marcas que gastar en otra prueba"),
    ("a healer's treatment names the condition treated: --recover injured|sick",
     "el tratamiento de un sanador nombra la condición tratada: --recover herido|enfermo"),
    ("{0} is not {1}", "{0} no está {1*}"),
    ("recovering from {0} is Ob {1}; leave --ob out", "recuperarse de {0*} es Ob {1}; quita --ob"),
    ("{0} cannot test against themselves", "{0} no puede hacer una prueba contra sí mismo"),
    ("a recovery test is independent (its Ob comes from the condition)",
     "una prueba de recuperación es independiente (su Ob viene de la condición)"),
    ("+2D to the opponent needs a versus test", "+2D al oponente requiere una prueba enfrentada"),
    ("test #{0} is opposed by {1}, not {2}", "a la prueba #{0} se opone {1}, no {2}"),
    ("a permanent injury is named only when a healer's treatment fails",
     "una herida permanente se nombra solo cuando falla el tratamiento de un sanador"),
    ("Hungry/Thirsty is recovered in the Players' Turn (allowed now: turn players)",
     "Hambriento/Sediento se recupera en el turno de los jugadores (ahora se puede: turn players)"),
    ("in the GM's Turn checks buy only a recovery test (2 checks); an extra test is bought in the Players' Turn",
     "en el turno del DJ las marcas solo compran una prueba de recuperación (2 marcas); una prueba extra se compra "
     "en el turno de los jugadores"),
    ("{0} still has a free test this Players' Turn ({1} of {2} taken); a check buys a test after that",
     "{0} aún tiene una prueba gratis en este turno de los jugadores ({1} de {2} hechas); después una marca compra "
     "una prueba"),
    ("a healer treats Injured or Sick, not {0}", "un sanador trata Herido o Enfermo, no {0*}"),
    ("treating {0} is a Healer test (Ob {1})", "tratar {0*} es una prueba de Sanador (Ob {1})"),
    ("recovering from {0} tests {1}, not {2}", "recuperarse de {0*} prueba {1}, no {2*}"),
    ("--opponent-dice are the two dice a +2D handicap gives the first side",
     "--opponent-dice son los dos dados que un impedimento de +2D da al primer bando"),
    ("a recovery test in the GM's Turn costs 2 checks: add --spend-check ({0} has {1})",
     "una prueba de recuperación en el turno del DJ cuesta 2 marcas: añade --spend-check ({0} tiene {1})"),
    ("{0} has 1 check; a recovery test in the GM's Turn costs 2",
     "{0} tiene 1 marca; una prueba de recuperación en el turno del DJ cuesta 2"),
    ("{0} has {1} checks; a recovery test in the GM's Turn costs 2",
     "{0} tiene {1} marcas; una prueba de recuperación en el turno del DJ cuesta 2"),
    ("the treatment failed: {0} clears but {1} takes a permanent injury; the GM names the skill or ability lowered "
     "(--injury)",
     "el tratamiento falló: {0*} desaparece pero {1} sufre una herida permanente; el DJ nombra la habilidad o aptitud "
     "que baja (--injury)"),
    ("{0} is already {1}; not marked: {2}", "{0} ya está {1*}; sin marcar: {2*}"),
    ("{0} is already {1}; not marked: none", "{0} ya está {1*}; no le queda ninguna condición sin marcar"),
    ("{0} is not {1}; marked: {2}", "{0} no está {1*}; marcadas: {2*}"),
    ("{0} is not {1}; marked: none", "{0} no está {1*}; marcadas: ninguna"),
    ("a permanent injury never lowers {0}; name nature, will, health or a skill of {1}",
     "una herida permanente nunca baja {0}; nombra naturaleza, voluntad, salud o una habilidad de {1}"),
    ("{0} has no {1} skill; skills: {2}", "{0} no tiene la habilidad {1*}; habilidades: {2*}"),
    ("{0}'s {1} is already 0", "{1} de {0} ya es 0"),
    ("under mouseguard.injury.penalty=chooseOne name the test {0} penalises (nature, will, health or a skill)",
     "con mouseguard.injury.penalty=chooseOne nombra la prueba que {0*} penaliza (naturaleza, voluntad, salud o una habilidad)"),
    ("{0} never penalises {1}; name nature, will, health or a skill",
     "{0*} nunca penaliza {1*}; nombra naturaleza, voluntad, salud o una habilidad"),
    ("--affects is for Injured or Sick under mouseguard.injury.penalty=chooseOne",
     "--affects es para Herido o Enfermo con mouseguard.injury.penalty=chooseOne"),
    ("{0} is neither Injured nor Sick", "{0} no está ni Herido ni Enfermo"),
    ("{0} is not Tired", "{0} no está Cansado"),
    ("sleeping out in the open is not a night's rest; Tired clears with a Health test Ob 3 instead (test health "
     "--recover tired)",
     "dormir a la intemperie no es una noche de descanso; Cansado se elimina con una prueba de Salud Ob 3 (test "
     "salud --recover cansado)"),
    ("{0} is Injured and Sick: name the one healed (--condition)",
     "{0} está Herido y Enfermo: nombra la que se cura (--condition)"),
    # rewards and traits (004 Recompensas, Rasgos)
    ("{0} was already rewarded this round", "{0} ya recibió su recompensa en esta ronda"),
    ("each reason counts once", "cada motivo cuenta una vez"),
    ("the Workhorse can never be the MVP: give them to two different mice",
     "el Currante nunca puede ser el jugador estrella: dalos a dos ratones distintos"),
    ("{0} has {1} checks; {2} costs {3}", "{0} tiene {1} marcas; {2*} cuesta {3}"),
    ("{0} has 1 check; {1} costs {2}", "{0} tiene 1 marca; {1*} cuesta {2}"),
    ("{0}: write SKILL=N (e.g. fighter=3)", "{0}: escribe HABILIDAD=N (p. ej. luchador=3)"),
    ("{0}: write TRAIT=N (e.g. Brave=2)", "{0}: escribe RASGO=N (p. ej. Valiente=2)"),
    ("{0} is already charged", "{0} ya está cargado"),
    ("{0} is level 3, the highest", "{0} es de nivel 3, el más alto"),
    ("{0} is level 2: it helps every roll and never needs recharging",
     "{0} es de nivel 2: ayuda en cada tirada y nunca necesita recarga"),
    ("{0} has not been used this session", "{0} no se ha usado esta sesión"),
    ("{0} is already this round's {1}", "{0} ya es el {1} de esta ronda"),
    ("{0} is already the {1}; the Workhorse can never be the MVP",
     "{0} ya es el {1}; el Currante nunca puede ser el jugador estrella"),
)

#: The ids the rules put in a refusal (a condition, skill, ability, action, weapon or maneuver effect), by their
#: Spanish names: a ``{N*}`` place above, or a list, shows ``tired`` or "Tired" as "Cansado" (``rules.mouseguard.data.ES``).
#: A choice typed from a list (a reward's reason, armour, how it is worn) by the Spanish spelling ``rules.names.resolve``
#: accepts for it (``data.FATE_REASONS``, ``PERSONA_REASONS``, ``ARMOUR_NAMES``, ``WORN_NAMES``), so the word shown
#: is a word one types (``tests/test_typed_choice_words.py``); then the kinds of those choices, the resources a
#: refusal names and what checks buy.
TYPED_ES = {en: es for name in ("fate", "persona", "armour", "worn")
            for en, es in zip(CHOICES[name].words("en"), CHOICES[name].words("es")) if en != "none"}
TYPED_IN = {**FATE_REASONS, **PERSONA_REASONS, **ARMOUR_NAMES, **WORN_NAMES}
TERMS: tuple[tuple[str, str], ...] = terms(
    (*CONDITIONS, *SKILL_NAMES, *ABILITY_NAMES, *ACTION_NAMES, *WEAPON_NAMES, *EFFECT_NAMES, *CONFLICT_TYPE_NAMES),
    NAMES, ENGLISH,
    tuple(TYPED_ES.items())) + (
    ("Fate reason", "motivo de Destino"), ("Persona reason", "motivo de Carácter"),
    ("way of wearing armour", "forma de llevar la armadura"), ("Fate", "Destino"), ("Persona", "Carácter"),
    ("charge", "cargar rasgo"), ("recharge 1", "recargar rasgo"), ("recharge 3", "recargar rasgo"))
