"""Masks' refusals in Spanish, one row per refusal the rules raise: the English exactly as written in
``rules/masks/`` (``{0}``, ``{1}`` ... where the code puts a value) and its Spanish, with the same places.

Source: seed 000's Spanish part (tirada, movimiento, Etiqueta, Peligro, Raro, Salvador, Superior, Mundano,
condición, potencial, Influencia, Equipo, líder, actuar con egoísmo, fin de sesión, Momento de la Verdad, avance,
amenaza, defender, consolar o apoyar, provocar) and ``rules.masks.words``; ``rules.refusals`` (how a template is
matched). ``tests/test_refusal_catalogue.py`` checks that every refusal raised under ``rules/masks/`` reads in
Spanish.
"""

from __future__ import annotations

from rules.masks.advancement import OPTIONS
from rules.masks.data import CONDITIONS, EN as ENGLISH, ES as NAMES, LABELS, MOVE_NAMES
from rules.refusals import terms

ES: tuple[tuple[str, str], ...] = (
    # advancement (000 Avance, Momento de la Verdad)
    ("{0} has no advancement to take (mark {1} potential first)",
     "{0} no tiene ningún avance que tomar (marca antes {1} de potencial)"),
    ("{0} is not on the {1} list; allowed: {2}", "{0} no está en la lista de {1}; se admite: {2}"),
    ("{0} is an advanced option, open after {1} advancements ({2} has taken {3} from the top list)",
     "{0} es una opción avanzada, abierta tras {1} avances ({2} ha tomado {3} de la lista de arriba)"),
    ("{0} is listed {1} time(s) for the {2} and {3} has taken it {4}; still open: {5}",
     "{0} figura {1} vez/veces para {2} y {3} la ha tomado {4}; aún abiertas: {5}"),
    ("the five Labels in a new order: the values {0} as Danger, Freak, Savior, Superior, Mundane",
     "las cinco Etiquetas en un orden nuevo: los valores {0} como Peligro, Raro, Salvador, Superior, Mundano"),
    ("{0}'s {1} is {2} and locked and cannot take {3} (max +{4}); allowed: {5}",
     "{1} de {0} es {2}, está bloqueada y no admite {3} (máx. +{4}); se admite: {5}"),
    ("{0}'s {1} is {2} and cannot take {3} (max +{4}); allowed: {5}",
     "{1} de {0} es {2} y no admite {3} (máx. +{4}); se admite: {5}"),
    ("{0} {1}: give --label twice", "{0} {1}: da --label dos veces"),
    ("{0} {1}: give --label once", "{0} {1}: da --label una vez"),
    ("{0}'s Moment of Truth is already {1}", "el Momento de la Verdad de {0} ya está {1}"),
    ("{0}'s {1} is locked and keeps {2}", "{1} de {0} está bloqueada y se queda en {2}"),
    ("{0} unlocks a Moment of Truth already used; {1}'s is {2}",
     "{0} desbloquea un Momento de la Verdad ya usado; el de {1} está {2}"),
    ("name someone other than the advancing hero", "nombra a alguien distinto del héroe que avanza"),
    ("{0}'s {1} is already locked", "{1} de {0} ya está bloqueada"),
    ("{0} has no Soldier Label", "{0} no tiene la Etiqueta Soldado"),
    ("{0} adds +1 to two different Labels", "{0} suma +1 a dos Etiquetas distintas"),
    ("{0} takes no Label (see: ledger advancements)", "{0} no recibe ninguna Etiqueta (ver: ledger advancements)"),
    ("{0} names no one (see: ledger advancements)", "{0} no nombra a nadie (ver: ledger advancements)"),
    ("{0} locks no Label (see: ledger advancements)", "{0} no bloquea ninguna Etiqueta (ver: ledger advancements)"),
    ("{0} rearranges no Labels (see: ledger advancements)", "{0} no reordena las Etiquetas (ver: ledger advancements)"),
    ("{0} (roll #{1}) counts no such modifier; {2} does not reach it",
     "{0} (tirada #{1}) no cuenta ese modificador; {2} no le llega"),
    ("{0} holds no Influence over {1}", "{0} no tiene Influencia sobre {1}"),
    ("{0}'s {1} is {2} and cannot shift that way; name the condition marked instead with overflow=CONDITION in the "
     "pick (GM's choice; unmarked: {3})",
     "{1*} de {0} es {2} y no puede cambiar en ese sentido; nombra en su lugar la condición marcada con "
     "overflow=CONDICIÓN en la elección (a elección del Narrador; sin marcar: {3*})"),
    ("{0}'s {1} is {2} and cannot shift that way; name the condition marked instead with --overflow-condition (GM's "
     "choice; unmarked: {3})",
     "{1*} de {0} es {2} y no puede cambiar en ese sentido; nombra en su lugar la condición marcada con "
     "--overflow-condition (a elección del Narrador; sin marcar: {3*})"),
    ("five values: Danger, Freak, Savior, Superior, Mundane (e.g. -1,0,2,0,1)",
     "cinco valores: Peligro, Raro, Salvador, Superior, Mundano (p. ej. -1,0,2,0,1)"),
    # who acts (README "Using the ledger": --as)
    ("name the character (or act --as the character)", "nombra al personaje (o actúa con --as como el personaje)"),
    ("name who acts (or act --as them)", "nombra a quien actúa (o actúa con --as como esa persona)"),
    ("a character name is required", "hace falta el nombre de un personaje"),
    ("{0} is {1} and cannot act now", "{0} está {1*} y no puede actuar ahora"),
    ("{0} has retired from the life and is off-limits to the GM's moves",
     "{0} se ha retirado de la vida heroica y queda fuera de los movimientos del Narrador"),
    ("{0} is an NPC; a {1} is needed here", "{0} es un PNJ; aquí hace falta un {1*}"),
    ("{0} is a PC; a {1} is needed here", "{0} es un PJ; aquí hace falta un {1*}"),
    # modifiers, conditions and Labels (000 Condiciones, Eliminar condiciones, Cambiar Etiqueta)
    ("a forward against {0} themselves never applies; name another character",
     "una bonificación contra el propio {0} nunca se aplica; nombra a otro personaje"),
    ("{0} (roll #{1}) counts {2}; {3} does not reach it", "{0} (tirada #{1}) cuenta {2}; {3} no le llega"),
    ("{0} counts only the conditions marked; {1} does not reach it",
     "{0} cuenta solo las condiciones marcadas; {1} no le llega"),
    ("odds are computed for roll, not {0}", "las probabilidades se calculan para roll, no para {0}"),
    ("{0} does not have {1} marked", "{0} no tiene {1} marcado"),
    ("{0}'s clearing action for {1} is already noted this scene",
     "la acción de {0} para eliminar {1} ya está anotada en esta escena"),
    ("name the condition {0} marks; unmarked: {1}", "nombra la condición que marca {0}; sin marcar: {1}"),
    ("{0} already has {1} marked; unmarked: {2}", "{0} ya tiene {1} marcado; sin marcar: {2}"),
    ("{0} does not have {1} marked; marked: {2}", "{0} no tiene {1} marcado; marcados: {2}"),
    ("name a Label to shift up and/or one to shift down", "nombra una Etiqueta que sube y/o una que baja"),
    ("no Label of {0} needs an overflow condition for {1}; drop it",
     "ninguna Etiqueta de {0} necesita una condición por desborde para {1}; quítala"),
    ("{0}'s {1} is {2}; Labels run {3}..+{4}", "{1} de {0} es {2}; las Etiquetas van de {3} a +{4}"),
    ("{0}'s {1} is locked and can never shift; unlocked: {2}",
     "{1} de {0} está bloqueada y nunca puede cambiar; desbloqueadas: {2}"),
    ("the Label shifted down must differ from the one shifted up", "la Etiqueta que baja debe ser distinta de la que sube"),
    # Team and battle (000 Mecánicas de equipo)
    ("each removal can be cancelled once", "cada penalización se puede anular una vez"),
    ("the team has no leader (set one with: team leader NAME)", "el Equipo no tiene líder (nómbralo con: team leader NOMBRE)"),
    ("the leader marks one condition per cancelled removal: give {0}",
     "el líder marca una condición por cada penalización anulada: da {0}"),
    ("Team helps a teammate; spending on your own roll is not allowed (act selfishly instead)",
     "el Equipo ayuda a un compañero; gastarlo en tu propia tirada no se puede (actúa con egoísmo en su lugar)"),
    ("{0} is not a removal in force; allowed: {1}", "{0} no es una penalización vigente; se admite: {1}"),
    # Influence (000 Influencia)
    ("{0} already holds Influence over {1}; Influence is given only to someone who does not",
     "{0} ya tiene Influencia sobre {1}; la Influencia solo se da a quien no la tiene"),
    ("{0} has permanently lost Influence over {1}", "{0} ha perdido para siempre la Influencia sobre {1}"),
    ("allowed: TA1 (-2 on their roll), TA2 (inflict a condition), TA3 (+1 on your roll)",
     "se admite: TA1 (-2 a su tirada), TA2 (infligir una condición), TA3 (+1 a tu tirada)"),
    ("only TA2 inflicts a condition; {0} takes none", "solo TA2 inflige una condición; {0} no admite ninguna"),
    ("TA1 applies to a move {0} just made; the open roll #{1} is {2}'s",
     "TA1 se aplica a un movimiento que {0} acaba de hacer; la tirada abierta #{1} es de {2}"),
    ("TA3 applies to {0}'s own roll targeting {1}", "TA3 se aplica a la propia tirada de {0} contra {1}"),
    ("up/down are for the overflow when {0} already holds Influence over {1}; drop them",
     "up/down son para el desborde cuando {0} ya tiene Influencia sobre {1}; quítalos"),
    ("no one holds Influence over themselves", "nadie tiene Influencia sobre sí mismo"),
    ("{0} cannot take {1}'s Influence away this way (a Soldier's A.E.G.I.S. loses it only through its advancement)",
     "{0} no puede quitar así la Influencia de {1} (la A.E.G.I.S. de un Soldado solo la pierde con su avance)"),
    ("{0} already holds Influence over {1}: the overflow shifts one of {2}'s Labels up and one down, {3}'s choice; "
     "name both up and down",
     "{0} ya tiene Influencia sobre {1}: el desborde sube una Etiqueta de {2} y baja otra, a elección de {3}; nombra "
     "las dos, up y down"),
    ("{0} is a Nomad and has given out Influence {1} times, the most a Nomad gives ({2})",
     "{0} es un Nómada y ha dado Influencia {1} veces, lo máximo que da un Nómada ({2})"),
    ("{0} holds no Influence over {1}; only someone who does can be rejected",
     "{0} no tiene Influencia sobre {1}; solo se puede rechazar a quien la tiene"),
    # sessions, Moment of Truth, return (000 Fin de sesión, Momento de la Verdad)
    ("{0} already chose an End of Session option this session", "{0} ya eligió una opción de fin de sesión en esta sesión"),
    ("the Moment of Truth cannot lock {0}'s Soldier (only its advancement does); allowed: {1}",
     "el Momento de la Verdad no puede bloquear la Etiqueta Soldado de {0} (solo su avance lo hace); se admite: {1}"),
    ("{0}'s Moment of Truth is {1}; it must be unlocked through an advancement first",
     "el Momento de la Verdad de {0} está {1}; antes hay que desbloquearlo con un avance"),
    ("{0} is not taken out", "{0} no está fuera de combate"),
    ("{0} comes back in another scene, not the one they were taken out in",
     "{0} vuelve en otra escena, no en la que quedó fuera de combate"),
    # picks at resolve (000 MOVIMIENTOS BÁSICOS)
    ("the open roll #{0} is {1}'s, not {2}'s", "la tirada abierta #{0} es de {1}, no de {2}"),
    ("happened is yes or no, not {0}", "happened es yes o no, no {0}"),
    ("{0} needs {1}=... ({2}), e.g. {3}:{4}=...", "{0} requiere {1}=... ({2}), p. ej. {3}:{4}=..."),
    ("the {0} picked must be different from each other (got {1})",
     "las elecciones ({0*}) deben ser distintas entre sí (dadas: {1})"),
    ("pick {0} of {1} for {2} (got {3})", "elige {0} entre {1} para {2*} (elegidas: {3})"),
    ("pick exactly {0} of {1} for {2} (got {3})", "elige exactamente {0} entre {1} para {2*} (elegidas: {3})"),
    ("pick {0} to {1} of {2} for {3} (got {4})", "elige de {0} a {1} entre {2} para {3*} (elegidas: {4})"),
    ("unknown option {0}; options look like DE1, CS2:condition=afraid, RI2:up=freak,down=mundane",
     "opción desconocida {0}; las opciones se escriben como DE1, CS2:condition=asustado, RI2:up=raro,down=mundano"),
    ("{0} takes no parameter {1}; allowed: {2}", "{0} no admite el parámetro {1}; se admite: {2}"),
    ("the Team pool has {0}; {1} needed", "la reserva del Equipo tiene {0}; hacen falta {1}"),
    # what a number of picks is for (the values of "for {what}" above)
    ("options", "opciones"), ("Directly Engage", "Enfrentarse a una amenaza"), ("Unleash 7-9", "Desatar tus poderes 7-9"),
    ("Comfort or Support", "Consolar o apoyar"), ("Pierce the Mask questions", "preguntas de Atravesar la máscara"),
    ("Defend", "Defender"), ("Defend 7-9 cost", "costo de Defender con 7-9"),
    ("Assess the Situation questions", "preguntas de Evaluar la situación"), ("End of Session", "Fin de sesión"),
    ("Provoke 7-9 (NPC)", "Provocar 7-9 (PNJ)"), ("Provoke (PC): what the target did", "Provocar (PJ): lo que hizo el objetivo"),
    ("Powerful Blow 7-9", "Recibir un golpe brutal 7-9"),
    ("Powerful Blow 10+ (PB10a, PB10b, or two of the 7-9 list)",
     "Recibir un golpe brutal 10+ (PB10a, PB10b, o dos de la lista de 7-9)"),
    ("Reject Influence", "Rechazar la Influencia"),
    ("Reject Influence miss (RIM:condition=...,up=...,down=...)",
     "fallo al Rechazar la Influencia (RIM:condition=...,up=...,down=...)"),
    ("Label", "Etiqueta"), ("condition", "condición"),
    ("{0} takes clear=CONDITION or potential, not both", "{0} admite clear=CONDICIÓN o potential, no ambas"),
    ("picks for roll #{0} are entered by the GM, {1} or the target",
     "las elecciones de la tirada #{0} las escribe el Narrador, {1} o el objetivo"),
    ("a {0} on {1} has no options to pick (total {2})", "un {0*} en {1*} no tiene opciones que elegir (total {2})"),
    ("the comforted hero takes only one of CS1, CS2, CS3", "el héroe consolado toma solo una de CS1, CS2, CS3"),
    ("CS4/CS5 need a 10+ and only one of them", "CS4/CS5 requieren un 10+ y solo una de ellas"),
    ("CS4/CS5 need a 10+ (total {0})", "CS4/CS5 requieren un 10+ (total {0})"),
    ("{0} is an NPC; CS1-CS3 apply to a comforted PC", "{0} es un PNJ; CS1-CS3 se aplican a un PJ consolado"),
    ("a 10+ on Defend has no cost: drop {0}", "un 10+ en Defender no tiene costo: quita {0}"),
    ("happened=no records a consequence that did not happen: it marks no condition",
     "happened=no anota una consecuencia que no ocurrió: no marca ninguna condición"),
    ("{0} is not an option here; allowed: {1}", "{0} no es una opción aquí; se admite: {1}"),
    ("{0} is not an option here: this result takes no pick", "{0} no es una opción aquí: este resultado no admite elecciones"),
    ("{0} needs clear=CONDITION or potential", "{0} requiere clear=CONDICIÓN o potential"),
    ("PB7a is either provoke=TEAMMATE or target=NAME,condition=CONDITION, not both",
     "PB7a es provoke=COMPAÑERO o target=NOMBRE,condition=CONDICIÓN, no ambas"),
    ("on a 10+ pick one of PB10a or PB10b alone, or two different options of PB7a, PB7b, PB7c",
     "con un 10+ elige solo PB10a o solo PB10b, o dos opciones distintas de PB7a, PB7b, PB7c"),
    ("PB10c takes two different options from the 7-9 list", "PB10c toma dos opciones distintas de la lista de 7-9"),
    ("{0} has an empty parameter; write ID:key=value,key=value",
     "{0} tiene un parámetro vacío; escribe ID:clave=valor,clave=valor"),
    ("{0} is given twice in {1}", "{0} aparece dos veces en {1}"),
    ("potential is a flag: write {0}:potential", "potential es una opción sin valor: escribe {0}:potential"),
    ("{0} needs a value: {1}:{2}=...", "{0} requiere un valor: {1}:{2}=..."),
    ("DF2 takes Influence over someone you protect, not {0}",
     "DF2 da Influencia sobre alguien a quien proteges, no sobre {0}"),
    ("DF2 takes Influence over someone you protect: this Defend protects {0}, not {1}",
     "DF2 da Influencia sobre alguien a quien proteges: esta defensa protege a {0}, no a {1}"),
    ("PB7a needs provoke=TEAMMATE or target=NAME,condition=CONDITION (spends your Influence over them)",
     "PB7a requiere provoke=COMPAÑERO o target=NOMBRE,condition=CONDICIÓN (gasta tu Influencia sobre esa persona)"),
    ("PB7c marks two different conditions", "PB7c marca dos condiciones distintas"),
    ("PB7c marks two conditions: give conditions=A+B naming {0} of {1}",
     "PB7c marca dos condiciones: da conditions=A+B nombrando {0} de {1}"),
    ("{0} takes one value, not {1}", "{0} admite un valor, no {1}"),
    ("PB7a provokes a teammate, not yourself", "PB7a provoca a un compañero, no a ti"),
    # creating a hero (000 libretos; catalogue MK-A10, MK-A29)
    ("each Label starts in {0}..+{1}; out of it: {2} (given {3})",
     "cada Etiqueta empieza en {0}..+{1}; fuera de ese rango: {2} (dado: {3})"),
    ("the five Labels of a starting array add up to +{0} before creation's +1, as the published arrays do (these add "
     "up to {1})",
     "las cinco Etiquetas de una distribución inicial suman +{0} antes del +1 de creación, como las publicadas "
     "(estas suman {1})"),
    ("a playbook is required: one of {0}, or a name of your own with --custom",
     "hace falta un libreto: uno de {0}, o un nombre propio con --custom"),
    ("{0} has a published array; --labels is for other playbooks (use --plus-one)",
     "{0} tiene una distribución publicada; --labels es para otros libretos (usa --plus-one)"),
    ("{0} is a published playbook the ledger models; drop --custom",
     "{0} es un libreto publicado que el registro modela; quita --custom"),
    ("only the Joined starts from an other half's Labels (--other-half NAME [--up L --down L])",
     "solo el Unido empieza con las Etiquetas de su otra mitad (--other-half NOMBRE [--up E --down E])"),
    ("creation gives +1 to one Label of the {0} array; name it (one of {1})",
     "la creación da +1 a una Etiqueta de la distribución de {0}; nómbrala (una de {1})"),
    ("{0} would start at {1}; Labels run {2}..+{3} (allowed: {4})",
     "{0} empezaría en {1}; las Etiquetas van de {2} a +{3} (se admite: {4})"),
    ("the Joined takes no creation +1: its Labels are its other half's, one shifted up and one down",
     "el Unido no recibe el +1 de creación: sus Etiquetas son las de su otra mitad, una subida y otra bajada"),
    ("the Joined starts with its other half's Labels: name that PC with --other-half",
     "el Unido empieza con las Etiquetas de su otra mitad: nombra a ese PJ con --other-half"),
    ("the Joined shifts one Label up and one down, or none: give both --up and --down",
     "el Unido sube una Etiqueta y baja otra, o ninguna: da --up y --down"),
    ("only the Soldier rolls +Soldier; {0} is a custom {1}", "solo el Soldado tira +Soldado; {0} es un {1} propio"),
    ("only the Soldier rolls +Soldier; {0} is a {1}", "solo el Soldado tira +Soldado; {0} es un {1}"),
    ("{0} is not rolled with a Label, so Soldier cannot stand in for one",
     "{0} no se tira con una Etiqueta, así que Soldado no puede sustituirla"),
    ("unknown playbook {0}; published: {1}; a playbook of your own needs --custom and --labels",
     "libreto desconocido {0}; publicados: {1}; un libreto propio requiere --custom y --labels"),
    ("a custom playbook gives its starting array: --labels D,F,S,S,M (adding up to +2)",
     "un libreto propio da su distribución inicial: --labels D,F,S,S,M (que sume +2)"),
    # rolls and targets (000 MOVIMIENTOS BÁSICOS: DEFENDER, PROVOCAR, EVALUAR LA SITUACIÓN)
    ("Defend needs the threat: --from THREAT (or --target THREAT) with --protect NAME",
     "Defender requiere la amenaza: --from AMENAZA (o --target AMENAZA) con --protect NOMBRE"),
    ("{0} is the threat; --protect names whom you keep safe from it",
     "{0} es la amenaza; --protect nombra a quien pones a salvo de ella"),
    ("Defend protects someone else; {0} is the defender", "Defender protege a otra persona; {0} es quien defiende"),
    ("--from and --target both name Defend's threat and disagree ({0}, {1}); give the threat once (--from THREAT) and "
     "whom you protect with --protect",
     "--from y --target nombran ambos la amenaza de Defender y no coinciden ({0}, {1}); da la amenaza una vez "
     "(--from AMENAZA) y a quien proteges con --protect"),
    ("{0} cannot target themselves with {1}", "{0} no puede tomarse a sí mismo como objetivo de {1}"),
    ("{0} needs a target (a PC or NPC name)", "{0*} requiere un objetivo (el nombre de un PJ o PNJ)"),
    ("{0} has no Assess the Situation answers to act on this scene",
     "{0} no tiene respuestas de Evaluar la situación con las que actuar en esta escena"),
    ("--{0} is Defend's (whom you protect / the threat); {1} takes --target",
     "--{0} es de Defender (a quien proteges / la amenaza); {1} usa --target"),
    ("Defend needs the threat: --from THREAT (or --target THREAT); --protect NAME for whom you protect",
     "Defender requiere la amenaza: --from AMENAZA (o --target AMENAZA); --protect NOMBRE para a quien proteges"),
)

#: What each pick's missing detail is for (``rules.masks.picks.param``'s hint), in Spanish (000's option lists).
PICK_HINTS: dict[tuple[str, str], str] = {
    ("condition", "the condition the target clears"): "la condición que despeja el objetivo",
    ("condition", "your condition to clear"): "la condición que te quitas",
    ("condition", "the condition inflicted"): "la condición que se marca",
    ("up", "Label up"): "la Etiqueta que sube", ("down", "Label down"): "la Etiqueta que baja",
    ("over", "someone you protect"): "alguien a quien proteges",
    ("to", "who made you feel welcome"): "quién te hizo sentir bienvenido",
    ("from", "whose Influence over you goes"): "quién pierde su Influencia sobre ti",
}
#: A pick missing a detail (``rules.masks.picks.param``): the key stays as one types it (``condition=``: the pick's
#: syntax), what it is for reads in Spanish.
PICK_DETAILS: tuple[tuple[str, str], ...] = tuple(
    (f"{{0}} needs {key}=... ({hint}), e.g. {{1}}:{key}=...", f"{{0}} requiere {es} ({key}=...), p. ej. {{1}}:{key}=...")
    for (key, hint), es in PICK_HINTS.items())

#: The kinds of name a refusal names (``unknown PC 'X'``, an unknown advancement) and the advancement options' ids
#: (``rules.masks.advancement.OPTIONS``): each id as one types it, its seed 000 Spanish after it in brackets
#: ("playbook_move (toma otro movimiento de tu libreto)"; a long text with commas never stands for the id).
KIND_WORDS: tuple[tuple[str, str], ...] = (("PC", "PJ"), ("NPC", "PNJ"), ("advancement", "avance"),
                                           *((key, f"{key} ({es})") for key, (_, es, _) in OPTIONS.items()))

#: The Label, condition and move ids the rules put in a refusal, by their Spanish names: a ``{N*}`` place above, or a
#: list, shows ``danger`` or "Danger" as "Peligro", a move listed "English / Spanish" by its Spanish (``rules.masks.data.ES``).
TERMS: tuple[tuple[str, str], ...] = terms((*LABELS, *CONDITIONS, *MOVE_NAMES), NAMES, ENGLISH,
                                           (*((f"{n[0]} / {n[1]}", n[1]) for n in MOVE_NAMES.values()),
                                            *KIND_WORDS,
                                            # a roll's tier and a character's status as the rules put them in
                                            *((ENGLISH[k].split(" (")[0], NAMES[k]) for k in ("strong_hit", "weak_hit", "miss")),
                                            *((k.replace("_", " "), NAMES[k]) for k in ("taken_out", "retired"))))
