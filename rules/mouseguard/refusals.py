"""Mouse Guard's refusals in Spanish (``--lang es``): its phase words and most frequent refusals, over the shared
frames (``rules.refusal_frames.ES``).

Source: seed 004's Spanish (prueba, tirada, Ob, éxitos, disposición, conflicto, tanda, acción, marcas, Destino,
Carácter, Naturaleza, turno del DJ / de los jugadores), ``rules.mouseguard.data`` (the Spanish names) and
``rules.refusals``.
"""

from __future__ import annotations

import re

from rules.mouseguard.choices import CHOICES
from rules.mouseguard.data import CONDITIONS, EN as ENGLISH, ES as NAMES
from rules.mouseguard.refusal_templates import ES as TEMPLATES, TERMS
from rules.mouseguard.words import COMMANDS_ES
from rules.refusal_frames import ES as SHARED
from rules.refusals import Phrases, merge, refusal as rewrite

#: A word not in a typed choice's list (``rules.mouseguard.choices.Choice.pick``), said with the kind and the words of
#: the same table the help reads: the words listed are words the command accepts.
CHOSEN = tuple(
    (rf"unknown {re.escape(c.kind['en'])} (?P<name>'[^']*'|\"[^\"]*\"); allowed: {re.escape(', '.join(c.words('en')))}",
     f"{{name}} no es un nombre conocido ({c.kind['es']}); se admite: {', '.join(c.words('es'))}")
    for c in CHOICES.values())

OWN = Phrases(
    templates=TEMPLATES + TERMS,
    whole=(
        *CHOSEN,
        (r"give the obstacle \(--ob N, 1 or more\) or an opponent \(--versus NAME\)",
         "da el obstáculo (--ob N, 1 o más) o un oponente (--versus NOMBRE)"),
        (r"a test is either independent \(--ob N\) or versus \(--versus NAME\), not both",
         "una prueba es independiente (--ob N) o enfrentada (--versus NOMBRE), no ambas"),
        # a count of dice ({die}: its count and noun, rules.numbers.counted) (004 Destino)
        (r"the sixes add (?P<die>\d+) di(?:e|ce) \((?P<faces>[\d,]+)\); (?P<n>\d+) typed",
         "los seises suman {die} ({faces}); escritos: {n}"),
        (r"each 6 adds a die: (?P<die>\d+) di(?:e|ce) needed so far, (?P<n>\d+) typed",
         "cada 6 suma un dado: hasta ahora hay que escribir {die}; escritos: {n}"),
        (r"(?P<who>.+?) has no (?P<what>.+?) to spend", "{who} no tiene {what} que gastar"),
        (r"(?P<who>.+?) has no Fate to spend", "{who} no tiene Destino que gastar"),
        (r"(?P<who>.+?) already spent Fate on test #(?P<id>\d+)", "{who} ya gastó Destino en la prueba #{id}"),
        (r"(?P<term>.+?) is not on (?P<who>.+?)'s sheet: beginner's luck rolls half of an ability the GM picks "
         r"\(--ability will for mental tasks, health for physical ones\)",
         "{term} no está en la hoja de {who}: la tirada de principiante tira la mitad de una aptitud que elige el DJ "
         "(--ability voluntad para tareas mentales, salud para físicas)"),
        (r"Nature cannot be tapped on a (?P<what>\w+) test \(never on Resources or Circles\)",
         "no se puede invocar la Naturaleza en una prueba de {what} (nunca en Recursos ni Círculos)"),
        (r"(?P<who>.+?) has (?P<n>\d+) Persona; this test spends (?P<m>\d+)(?P<tap> \(one to tap Nature\))?",
         "{who} tiene {n} de Carácter; esta prueba gasta {m}"),
        (r"(?P<who>.+?)'s action in test #(?P<id>\d+) is not failing; nothing to buy with a condition",
         "la acción de {who} en la prueba #{id} no está fallando; no hay nada que comprar con una condición"),
        (r"(?P<who>.+?) is on neither side of conflict #(?P<id>\d+); sides: (?P<sides>.*)",
         "{who} no está en ningún bando del conflicto #{id}; bandos: {sides}"),
        (r"(?P<who>.+?) is on neither side of front (?P<f>\d+) of conflict #(?P<id>\d+); sides: (?P<sides>.*)",
         "{who} no está en ningún bando del frente {f} del conflicto #{id}; bandos: {sides}"),
        (r"(?P<who>.+?) fights on fronts (?P<list>[\d, ]+) of conflict #(?P<id>\d+): name one \(--front N\)",
         "{who} lucha en los frentes {list} del conflicto #{id}: nombra uno (--front N)"),
        (r"(?P<who>.+?) fights on no open front of conflict #(?P<id>\d+)",
         "{who} no lucha en ningún frente abierto del conflicto #{id}"),
        (r"conflict #(?P<id>\d+) has fronts 1 to (?P<n>\d+) \(got (?P<g>-?\d+)\)",
         "el conflicto #{id} tiene los frentes 1 a {n} (dado: {g})"),
        (r"conflict #(?P<id>\d+) has one front \(got (?P<g>-?\d+)\)", "el conflicto #{id} tiene un solo frente (dado: {g})"),
        (r"front (?P<f>\d+) of conflict #(?P<id>\d+) is decided", "el frente {f} del conflicto #{id} está decidido"),
        (r"give one --also-goal for each --also-team \((?P<t>\d+) teams, (?P<g>\d+) goals\)",
         "da un --also-goal por cada --also-team ({t} equipos, {g} objetivos)"),
        (r"give one --also-opponent-goal for each --also-opponents \((?P<t>\d+) groups, (?P<g>\d+) goals\)",
         "da un --also-opponent-goal por cada --also-opponents ({t} grupos, {g} objetivos)"),
        (r"with several teams and several groups of opponents each team faces one group: give as many of each "
         r"\((?P<t>\d+) teams, (?P<g>\d+) groups\)",
         "con varios equipos y varios grupos de oponentes cada equipo se enfrenta a un grupo: da tantos de unos como "
         "de otros ({t} equipos, {g} grupos)"),
        (r"(?P<who>.+?) cannot be in two teams or on both sides", "{who} no puede estar en dos equipos ni en ambos bandos"),
        (r"(?P<who>.+?) already rolled this volley", "{who} ya tiró en esta acción"),
        (r"(?P<ab>\w+) (?P<v>-?\d+): an ability is 0 or more \(at most (?P<top>\d+) in input; the seed sets no maximum "
         r"on abilities\)", "{ab} {v}: una aptitud es 0 o más (como mucho {top} al escribirla; las reglas (004) no fijan máximo "
         "a las aptitudes)"),
        (r"(?P<name>'.+?') already exists in this campaign", "{name} ya existe en esta campaña"),
        (r"(?P<who>.+?) has no trait (?P<t>'.+?'); traits: (?P<list>.*)", "{who} no tiene el rasgo {t}; rasgos: {list}"),
        (r"(?P<who>.+?) has no wise (?P<t>'.+?'); wises: (?P<list>.*)",
         "{who} no tiene el conocimiento {t}; conocimientos: {list}"),
        (r"(?P<who>.+?) is not in the scene; helpers now: (?P<list>.*)",
         "{who} no está en la escena; pueden ayudar ahora: {list}"),
        (r"(?P<who>.+?) is not on this side of the conflict; helpers now: (?P<list>.*)",
         "{who} no está en este bando del conflicto; pueden ayudar ahora: {list}"),
        (r"(?P<who>.+?) cannot help their own test", "{who} no puede ayudar en su propia prueba"),
        (r"a side scripts exactly three actions per exchange \(got (?P<n>\d+)\)",
         "un bando elige exactamente tres acciones por tanda (dadas: {n})"),
        (r"this volley's action for that side is (?P<who>.+?)'s", "en esta acción, por ese bando actúa {who}"),
    ),
    parts=(
        (r"^([^;:]+?) already rolled test #(\d+)$", r"\1 ya tiró en la prueba #\2"),
        (r"\btest #(\d+) is independent \(Ob (\d+)\); nothing to oppose\b",
         r"la prueba #\1 es independiente (Ob \2); no hay nada a lo que enfrentarse"),
        (r"\bno test is waiting to be resolved\b", "ninguna prueba espera resolverse"),
        (r"\btest #(\d+) is a conflict action: each side rolls its own \(conflict roll\)",
         r"la prueba #\1 es una acción de conflicto: cada bando tira la suya (conflict roll)"),
        *((rf"\btest #(\d+) already succeeded at the price of {re.escape(ENGLISH[c])}(?![\w/])",
           rf"la prueba #\1 ya tuvo éxito a cambio de {NAMES[c]}") for c in CONDITIONS),
        (r"\btest #(\d+) is waiting to be resolved\b", r"la prueba #\1 espera resolverse"),
        (r"\bno conflict is running\b", "no hay ningún conflicto en curso"),
        (r"\bthe conflict is declared\b", "el conflicto está declarado"),
        (r"\bthe sides are scripting their actions\b", "los bandos eligen sus acciones"),
        (r"\bthe actions are sealed\b", "las acciones están selladas"),
        (r"\ban action is being played\b", "se está jugando una acción"),
        (r"\ba maneuver's effects are being spent\b", "se gastan los efectos de una maniobra"),
        (r"\bthe conflict has ended\b", "el conflicto está terminado"),
        (r"\bthe volley of test #(\d+) waits for the other side's conflict roll\b",
         r"la acción de la prueba #\1 espera la tirada del otro bando"),
        (r"\btest #(\d+) waits for (.+?)'s roll\b", r"la prueba #\1 espera la tirada de \2"),
        (r"\bboth sides of test #(\d+) roll before Fate, a reroll, success at the price of a condition or a tie-break",
         r"los dos bandos de la prueba #\1 tiran antes de Destino, repetir la tirada, éxito a cambio de una condición o "
         "romper el empate"),
        (r"\btest #(\d+) is not tied \((\d+) to (\d+)\)", r"la prueba #\1 no está empatada (\2 a \3)"),
        (r"\btest #(\d+) is tied at (\d+): break the tie first\b",
         r"la prueba #\1 está empatada a \2: deshaz primero el empate"),
        (r"\bonly a fully rolled versus test can be tied\b",
         "solo una prueba enfrentada con las dos tiradas hechas puede estar empatada"),
        (r"\bthe volley of test #(\d+) is not a tied versus pairing\b",
         r"la acción de la prueba #\1 no es un enfrentamiento empatado"),
        (r"\bsuccess at the price of a condition is for independent tests \(a versus test has a winner\)",
         "el éxito a cambio de una condición es para pruebas independientes (una prueba enfrentada tiene ganador)"),
        (r"\bno action of the volley of test #(\d+) is failing \(or its success is already bought\)",
         r"ninguna acción de la prueba #\1 fracasa (o su éxito ya está comprado)"),
        (r"\btest #(\d+) passed \((\d+) of Ob (\d+)\); nothing to buy\b",
         r"la prueba #\1 tuvo éxito (\2 de Ob \3); nada que comprar"),
        (r"\bno mission turn is running\b", "no hay ningún turno de misión en curso"),
        (r"\bit is the GM's Turn\b", "es el Turno del DJ"),
        (r"\bit is the Players' Turn\b", "es el Turno de los Jugadores"),
        (r"\bthe mission is at its rewards\b", "la misión está en sus recompensas"),
        (r"\bthe rewards come after\b", "las recompensas llegan tras"),
        (r"\bthe rewards come at the end of the session\b", "las recompensas llegan al final de la sesión"),
        (r"\bend the (?:gm|GM's) turn first: rewards come at the end of the session\b",
         "termina primero el Turno del DJ: las recompensas llegan al final de la sesión"),
        (r"\bend the (?:players|Players') turn first: rewards come at the end of the session\b",
         "termina primero el Turno de los Jugadores: las recompensas llegan al final de la sesión"),
        (r"\bthe mission's rewards are open\b", "las recompensas de la misión están abiertas"),
        (r"\ba maneuver's margin is spent after its volley\b", "el margen de una maniobra se gasta tras su acción"),
        (r"\bconflict #(\d+) is still running; close it first\b", r"el conflicto #\1 sigue en curso; ciérralo primero"),
        (r"\(break-tie --trait T --as ROLLER, or break-tie --roll\)",
         "(break-tie --trait T --as TIRADOR, o break-tie --roll)"),
        (r"\bthe GM's Turn or the Players' Turn\b", "el Turno del DJ o el Turno de los Jugadores"),
        (r"\bthe GM's Turn\b", "el Turno del DJ"),
        (r"\bthe Players' Turn\b", "el Turno de los Jugadores"),
        (r"\bis allowed in\b", "se permite en"),
        (r"\btest #(\d+)", r"prueba #\1"),
        (r"\bconflict #(\d+)", r"conflicto #\1"),
    ),
)

#: Language -> phrases (Spanish only: English is the language the rules raise in).
TABLES = {"es": merge(OWN, SHARED)}


#: A command named inside brackets, where a refusal says what to do next ("(turn end)", "(allowed now: turn players)",
#: "(reroll --trait)", "(test health --recover tired)"): the command's name, its options after it kept as typed.
_NAMES = "|".join(re.escape(c) for c in sorted(COMMANDS_ES, key=len, reverse=True))
_HINTED = re.compile(rf"(?:(?<=\()|(?<=, o ))((?:ahora se puede: )?)({_NAMES})(?=\)| --|,| [a-z]+ --)")
#: A command a turn gate names again inside its reason, quoted ("'injury' no se puede ahora: 'injury' se permite en el
#: Turno del DJ"): the one the user typed stays quoted at the head of the line; the reason says "solo se permite en".
_QUOTED = re.compile(rf"(?<=: )'({_NAMES})'(?= se permite en)")


def refusal(field: str, message: str, lang: str = "en") -> str | None:
    """``message`` (a refusal of ``field``) in ``lang``, or None for English (``rules.refusals.refusal``).

    In Spanish a command a refusal names in brackets as the next thing to do reads as the Spanish history and the
    "ahora se puede" list name it (``rules.mouseguard.words.COMMANDS_ES``: "(turn end)" -> "(fin del turno)",
    "(reroll --trait)" -> "(repetir tirada --trait)"), its options as typed; a turn gate's reason does not
    name the command a second time ("'injury' no se puede ahora: solo se permite en el Turno del DJ"). Source: seed 004 (the Spanish
    names of the turns, tests and conflict actions) and README "Using the ledger" (the "allowed now" list names each
    command as the history does in that language)."""
    said = rewrite(TABLES, field, message, lang)
    if said is None or lang != "es":
        return said
    said = _QUOTED.sub("solo", said)
    return _HINTED.sub(lambda m: m[1] + COMMANDS_ES[m[2]], said)
