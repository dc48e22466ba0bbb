"""MOSAIC's refusals in German, one row per refusal the rules raise: the English exactly as written in
``rules/mosaic/`` (``{0}``, ``{1}`` ... where the code puts a value) and its German, with the same places.

Source: seed 001's forum German (würfeln, Spielleitung SL, Zug) and the German labels of ``rules.mosaic.data.DE``
(Wurf, Vorteil, Vertrauen, Mosaikstein, Mosaikrang, Kultur, Einfluss, hervorgehoben, Queste, Rast, Rastaufgabe,
Reise, Anführer, Späher, Wache, Interaktion, Verlässlicher Verbündeter, Sicherer Ort, Meilenstein, Erfahrung,
Merkmal, Gegenstand, NSC); ``rules.refusals`` (how a template is matched). ``tests/test_refusal_catalogue.py``
checks that every refusal raised under ``rules/mosaic/`` reads in German.
"""

from __future__ import annotations

from rules.mosaic.data import DE as NAMES, EN as ENGLISH, MILESTONES, MOVES, PLAYBOOKS, RANK_SOURCES, STATS
from rules.refusals import terms

DE: tuple[tuple[str, str], ...] = (
    # who acts
    ("name the character (or act --as the character)", "nenne die Figur (oder handle mit --as als die Figur)"),
    ("a character name is required", "der Name einer Figur ist nötig"),
    ("{0} has retired and no longer acts", "{0} hat sich zur Ruhe gesetzt und handelt nicht mehr"),
    ("{0} is an NPC; a {1} is needed here", "{0} ist ein NSC; hier ist ein {1} nötig"),
    ("{0} is a PC; a {1} is needed here", "{0} ist eine SC; hier ist ein {1} nötig"),
    ("{0} is named twice", "{0} ist zweimal genannt"),
    # rest, upkeep and safe locations (001 Rast)
    ("--clear-stat goes with --choice clear", "--clear-stat gehört zu --choice clear"),
    ("{0} has used the rest's {1} task(s); another costs one {2} Advantage: add --advantage (pool: {3})",
     "{0} hat die {1} Rastaufgabe(n) genutzt; eine weitere kostet einen {2}-Vorteil: gib --advantage an (Vorrat: {3})"),
    ("{0} participated in this rest already (with {1}); once per rest",
     "{0} hat bei dieser Rast schon mitgemacht (bei {1}); einmal pro Rast"),
    ("participate in another PC's rest task, not your own",
     "mach bei der Rastaufgabe einer anderen SC mit, nicht bei deiner eigenen"),
    ("upkeep counts the converter's own safe locations (mosaic.upkeep.scope = character): convert --as a PC",
     "der Unterhalt zählt die eigenen sicheren Orte der Umwandelnden (mosaic.upkeep.scope = character): convert "
     "--as SC"),
    ("{0} is no safe location of the party; safe locations: {1}",
     "{0} ist kein sicherer Ort der Gruppe; sichere Orte: {1}"),
    ("{0} is not {1}'s Reliable Ally; join a PC who did a rest task this rest",
     "{0} ist nicht Verlässlicher Verbündeter von {1}; schließ dich einer SC an, die bei dieser Rast eine Rastaufgabe "
     "gemacht hat"),
    ("an ally has no trait stat: name the stat highlighted with --stat",
     "ein Verbündeter hat keinen Merkmalswert: nenne den hervorgehobenen Wert mit --stat"),
    ("{0} has done no rest task this rest; who has: {1}",
     "{0} hat bei dieser Rast keine Rastaufgabe gemacht; gemacht haben: {1}"),
    ("{0} carries no {1} influence to clear; choose trust or highlight",
     "{0} trägt keinen {1}-Einfluss, der getilgt werden könnte; wähle trust oder highlight"),
    ("{0} influences {1} of {2}: name one with --clear-stat", "{0} beeinflusst {1} von {2}: nenne einen mit --clear-stat"),
    ("{0} carries no {1} influence to clear; choose tile or xp",
     "{0} trägt keinen {1}-Einfluss, der getilgt werden könnte; wähle tile oder xp"),
    ("{0}'s rest tasks this rest used {1}", "die Rastaufgaben von {0} bei dieser Rast nutzten {1}"),
    ("{0} did rest tasks of {1}: name the one you join with --stat",
     "{0} hat Rastaufgaben mit {1} gemacht: nenne die, bei der du mitmachst, mit --stat"),
    ("{0}'s {1} is highlighted already; choose clear or trust", "{1*} von {0} ist schon hervorgehoben; wähle clear oder trust"),
    ("{0} holds an unused temporary highlight on {1}; choose clear or trust",
     "{0} hat eine ungenutzte vorübergehende Hervorhebung auf {1}; wähle clear oder trust"),
    # cultures, characters and items (001 Kulturen, Playbooks)
    ("the culture {0} exists already", "die Kultur {0} gibt es schon"),
    ("write a rank as CULTURE:STAT, e.g. Nahua:cunning (got {0})",
     "schreib einen Rang als KULTUR:WERT, z. B. Nahua:cunning (angegeben: {0})"),
    ("the campaign has no culture for the {0} playbook yet; define it first: culture add NAME --playbook {1}",
     "die Kampagne hat noch keine Kultur für das Playbook {0}; leg sie zuerst an: culture add NAME --playbook {1}"),
    ("background gives exactly 2 ranks, CULTURE:STAT each (got {0})",
     "der Hintergrund gibt genau 2 Ränge, je KULTUR:WERT (angegeben: {0})"),
    ("{0}'s {1} trait is written; rewriting it is the Develop milestone (during a rest)",
     "das Merkmal {1} von {0} steht fest; es neu zu schreiben ist der Meilenstein Entwickeln (während einer Rast)"),
    ("a trait's ability adds an option to {0}: give its text with --option",
     "die Fähigkeit eines Merkmals fügt {0} eine Option hinzu: gib ihren Text mit --option an"),
    ("name the move whose list the trait's --option joins (--move)",
     "nenne den Zug, zu dessen Liste die --option des Merkmals kommt (--move)"),
    ("the {0} playbook belongs to {1} already", "das Playbook {0*} gehört schon {1}"),
    ("{0} already holds the {1} rank; each stat takes one rank (no rank yet: {2})",
     "{0*} hat schon einen Rang ({1*}); jeder Wert bekommt einen Rang (noch ohne Rang: {2*})"),
    ("write an item as STAT=ITEM, e.g. discipline=Side-Sword (got {0})",
     "schreib einen Gegenstand als WERT=GEGENSTAND, z. B. discipline=Side-Sword (angegeben: {0})"),
    ("{0} takes {1} items (not highlighted)", "{0} bekommt {1} Gegenstände (nicht hervorgehoben)"),
    ("{0} takes {1} items (highlighted)", "{0} bekommt {1} Gegenstände (hervorgehoben)"),
    ("{0} takes {1} item (highlighted)", "{0} bekommt {1} Gegenstand (hervorgehoben)"),
    ("{0} is not an option of {1} (no trait of yours names this move); allowed: {2}",
     "{0} ist keine Option von {1} (keins deiner Merkmale nennt diesen Zug); erlaubt: {2}"),
    ("{0} takes {1} item (not highlighted)", "{0} bekommt {1} Gegenstand (nicht hervorgehoben)"),
    ("{0} needs --{1} ({2})", "{0} braucht --{1} ({2})"),
    ("{0} is taken or empty; names in use: {1}", "{0} ist vergeben oder leer; vergebene Namen: {1}"),
    # Quest, milestones and retiring (001 Queste, Meilensteine)
    ("name the PCs who agree on the Quest", "nenne die SC, die sich auf die Queste einigen"),
    ("Retire comes after a completed Quest (quest end completed); none is completed yet",
     "Zur Ruhe setzen kommt nach einer erfüllten Queste (quest end completed); noch keine ist erfüllt"),
    ("{0}'s {1} holds the playbook's rank, which never changes (mosaic.adapt.allowPlaybookRank)",
     "{1*} von {0} trägt den Rang des Playbooks, der sich nie ändert (mosaic.adapt.allowPlaybookRank)"),
    ("{0}'s {1} rank is {2} already", "der Rang {1*} von {0} ist schon {2}"),
    ("{0}'s {1} is highlighted already", "{1*} von {0} ist schon hervorgehoben"),
    ("{0} is {1}'s Reliable Ally already", "{0} ist schon Verlässlicher Verbündeter von {1}"),
    ("vanish (leave Mexico: Leave a Mark) or settle (at a safe location)",
     "verschwinden (Mexiko verlassen: Spuren hinterlassen) oder sesshaft werden (an einem sicheren Ort)"),
    ("settling needs --location (and --ally-of or none); no mark",
     "sesshaft werden braucht --location (und --ally-of oder keins); keine Spur"),
    ("{0} is no safe location; safe: {1}", "{0} ist kein sicherer Ort; sicher: {1}"),
    ("{0} was tapped in this session already (session {1}); once per session",
     "{0} wurde in dieser Sitzung schon genutzt (Sitzung {1}); einmal pro Sitzung"),
    ("that Advantage is {0} already", "dieser Vorteil ist schon {0}"),
    ("{0} is nobody's Reliable Ally", "{0} ist niemandes Verlässlicher Verbündeter"),
    ("{0} is {1}'s ally: {2} answers its request (or the GM records it)",
     "{0} ist Verbündeter von {1}: {2} beantwortet die Bitte (oder die SL trägt sie ein)"),
    ("--tiles go with --answer pay", "--tiles gehört zu --answer pay"),
    ("locations are the GM's ruling (--as GM)", "Orte entscheidet die SL (--as GM)"),
    ("{0} is unsafe already", "{0} ist schon unsicher"),
    ("vanishing leaves a Mark (--name, --culture); no location",
     "Verschwinden hinterlässt eine Spur (--name, --culture); kein Ort"),
    ("{0}'s {1} carries no {2} influence; {3} influences: {4}",
     "{1*} von {0} trägt keinen {2}-Einfluss; {3}-Einflüsse: {4*}"),
    ("nothing", "nichts"),
    ("{0} takes no --{1}; it takes: {2}", "{0} nimmt kein --{1}; es nimmt: {2}"),
    ("{0}'s rank is {1}: pay exactly {2} tile(s), one culture each (got {3})",
     "der Rang von {0} ist {1}: zahle genau {2} Mosaikstein(e), je eine Kultur (angegeben: {3})"),
    ("{0} is improved already", "{0} ist schon verbessert"),
    ("{0} costs {1} Experience and the group has {2}", "{0} kostet {1} Erfahrung und die Gruppe hat {2}"),
    ("{0} for {1} costs {2} Experience and the group has {3}",
     "{0*} für {1} kostet {2} Erfahrung und die Gruppe hat {3}"),
    # interaction and journeys (001 Interaktion, Reise)
    ("{0} is not {1}'s Reliable Ally; anyone else needs Initiate Interaction (a roll); allies: {2}",
     "{0} ist nicht Verlässlicher Verbündeter von {1}; alle anderen brauchen Interaktion beginnen (ein Wurf); "
     "Verbündete: {2}"),
    ("name a Leader (time pressure), a Scout (hazardous environment) and/or a Guard (hostile opposition) for the "
     "journey's key obstacles",
     "nenne einen Anführer (Zeitdruck), einen Späher (gefährliches Gelände) und/oder eine Wache (feindliche Gegner) "
     "für die Haupthindernisse der Reise"),
    ("the GM adds Advantage (--as GM); players invest tiles, press or tap a mark",
     "die SL fügt Vorteil hinzu (--as GM); Spielende investieren Mosaiksteine, spielen Vorteil aus oder nutzen eine "
     "Spur"),
    ("the open interaction is with {0}; interaction moves go to {1} only",
     "die offene Interaktion ist mit {0}; Interaktionszüge gehen nur an {1}"),
    ("Travel is rolled on a journey; start one with journey start --leader/--scout/--guard",
     "Reisen wird auf einer Reise gewürfelt; beginne eine mit journey start --leader/--scout/--guard"),
    ("the {0} of this journey was rolled already (roll #{1}); left: {2}",
     "{0} dieser Reise wurde schon gewürfelt (Wurf #{1}); übrig: {2}"),
    ("this journey takes one Travel roll (mosaic.travel.rollPerObstacle is false) and it was rolled",
     "diese Reise hat einen Reisen-Wurf (mosaic.travel.rollPerObstacle ist false), und er wurde gewürfelt"),
    ("the {0} of this journey is {1}; {2}'s roles: {3}", "{0} dieser Reise ist {1}; Rollen von {2}: {3}"),
    ("{0} holds no role on this journey; roles: {1}", "{0} hat keine Rolle auf dieser Reise; Rollen: {1}"),
    ("{0} holds several roles on this journey; roles: {1}", "{0} hat mehrere Rollen auf dieser Reise; Rollen: {1}"),
    # rolls, picks, GM moves (001 Würfeln, Züge, SL-Züge)
    ("name the culture of the Advantage the GM adds for the critical (--advantage-culture)",
     "nenne die Kultur des Vorteils, den die SL für die kritische 12 hinzufügt (--advantage-culture)"),
    ("name the culture of the Advantage the GM adds for acting on the answer (--advantage-culture)",
     "nenne die Kultur des Vorteils, den die SL für das Handeln nach der Antwort hinzufügt (--advantage-culture)"),
    ("name the culture of the Advantage the GM adds for {0} (--advantage-culture)",
     "nenne die Kultur des Vorteils, den die SL für {0} hinzufügt (--advantage-culture)"),
    ("write the influence mark as CULTURE:STAT, e.g. B:discipline (got {0})",
     "schreib die Einflussmarke als KULTUR:WERT, z. B. B:discipline (angegeben: {0})"),
    ("roll #{0} is resolved by the GM or by {1} (self-resolution)",
     "Wurf #{0} löst die SL auf oder {1} (Selbstauflösung)"),
    ("the GM's move is the GM's: resolve --as GM, or the GM records it later with gm-move",
     "der SL-Zug ist Sache der SL: resolve --as GM, oder die SL trägt ihn später mit gm-move ein"),
    ("roll #{0} is a miss ({1}): no pick; the GM makes a move",
     "Wurf #{0} ist ein Fehlschlag ({1}): keine Wahl; die SL macht einen Zug"),
    ("a {0} picks exactly one of {1} (got {2})", "ein {0} wählt genau eins von {1} (angegeben: {2})"),
    ("only Care marks an influence of the carer's choice (and not on a miss)",
     "nur Pflegen markiert einen Einfluss nach Wahl der Pflegenden (und nicht bei einem Fehlschlag)"),
    ("only Care marks an influence of the carer's choice", "nur Pflegen markiert einen Einfluss nach Wahl der Pflegenden"),
    ("Care marks an influence of {0}'s choice on {1}: give --influence CULTURE:STAT",
     "Pflegen markiert einen Einfluss nach Wahl von {0} bei {1}: gib --influence KULTUR:WERT an"),
    ("roll #{0} is no critical 12; nothing to restore or add",
     "Wurf #{0} ist keine kritische 12; nichts zurückzugewinnen oder hinzuzufügen"),
    ("the GM's move is recorded by the GM (--as GM)", "den SL-Zug trägt die SL ein (--as GM)"),
    ("no GM move is due for roll #{0}; due: {1}", "für Wurf #{0} ist kein SL-Zug fällig; fällig: {1}"),
    ("give the GM's move with --text, or --waive it (one of the two)",
     "gib den SL-Zug mit --text an, oder verzichte mit --waive (eins von beiden)"),
    ("roll #{0} gave {1} no Learn or Empathy answer; answers: {2}",
     "Wurf #{0} gab {1} keine Antwort aus Erkunden oder Einfühlen; Antworten: {2}"),
    ("{0} already acted on the answer of roll #{1}: the Advantage comes only the first time",
     "{0} hat schon nach der Antwort von Wurf #{1} gehandelt: den Vorteil gibt es nur beim ersten Mal"),
    ("only the GM disputes a triggered move (--as GM)", "nur die SL bestreitet einen ausgelösten Zug (--as GM)"),
    ("roll #{0} is not a self-initiated roll of this session; disputable: {1}",
     "Wurf #{0} ist kein selbst ausgelöster Wurf dieser Sitzung; bestreitbar: {1*}"),
    ("{0} is not an option of {1}{2}; allowed: {3}", "{0} ist keine Option von {1}{2}; erlaubt: {3}"),
    ("mosaic.crit.addAdvantage is false: a 12 adds no Advantage",
     "mosaic.crit.addAdvantage ist false: eine 12 fügt keinen Vorteil hinzu"),
    ("mosaic.crit.restoreTile is false: a 12 restores no tile",
     "mosaic.crit.restoreTile ist false: eine 12 bringt keinen Mosaikstein zurück"),
    ("name the roll with --roll; GM moves due: {0}", "nenne den Wurf mit --roll; fällige SL-Züge: {0}"),
    ("name the Learn or Empathy roll with --roll; {0}'s answers not yet acted on: {1}",
     "nenne den Erkunden- oder Einfühlen-Wurf mit --roll; Antworten von {0}, nach denen noch nicht gehandelt wurde: {1}"),
    ("the answer of roll #{0} is {1}'s: the Advantage comes when the one who asked first acts on it (act-on-answer "
     "--as {2})",
     "die Antwort von Wurf #{0} gehört {1}: der Vorteil kommt, wenn die Fragende zuerst danach handelt "
     "(act-on-answer --as {2})"),
    ("{0} takes no parameter; only TRAIT:STAT does", "{0} nimmt keinen Parameter; nur MERKMAL:WERT nimmt einen"),
    ("{0} has spent tiles of {1}: choose the one restored with --restore-tile",
     "{0} hat Mosaiksteine von {1} ausgegeben: wähle den zurückgewonnenen mit --restore-tile"),
    ("{0}'s {1} trait does not name {2}; traits that do: {3}",
     "das Merkmal {1} von {0} nennt {2} nicht; Merkmale, die es nennen: {3}"),
    ("several traits name {0}: pick TRAIT:STAT with one of {1}",
     "mehrere Merkmale nennen {0}: wähle MERKMAL:WERT mit einem von {1}"),
    ("odds are computed for roll, not {0}", "Wahrscheinlichkeiten gibt es für roll, nicht für {0}"),
    # bonus dice, tiles and the Advantage pool (001 Mosaiksteine, Vorteil, Vertrauen)
    ("only a roll of a highlighted stat may invest a tile; roll #{0} ({1}) is not highlighted",
     "nur ein Wurf auf einen hervorgehobenen Wert darf einen Mosaikstein investieren; Wurf #{0} ({1}) ist nicht "
     "hervorgehoben"),
    ("the invested tile must be of {0} (the rolled stat's culture)",
     "der investierte Mosaikstein muss von {0} sein (die Kultur des gewürfelten Werts)"),
    ("the Advantage pool is full ({0} of Trust {1}): the tile would be lost; add --accept-loss to invest it anyway, "
     "or spend it for a die",
     "der Vorteilsvorrat ist voll ({0} von Vertrauen {1}): der Mosaikstein ginge verloren; gib --accept-loss an, um "
     "ihn trotzdem zu investieren, oder gib ihn für einen Würfel aus"),
    ("a culture roll cannot press an Advantage: there is no stat to mark as influenced (mosaic.cultureRoll.allowPress "
     "is false)",
     "ein Kulturwurf kann keinen Vorteil ausspielen: es gibt keinen Wert, der als beeinflusst markiert würde "
     "(mosaic.cultureRoll.allowPress ist false)"),
    ("{0}'s {1} is influenced by {2}: no Advantage can be pressed on it (a tile for +1 die is still allowed)",
     "{1*} von {0} ist von {2} beeinflusst: darauf kann kein Vorteil ausgespielt werden (ein Mosaikstein für +1 "
     "Würfel ist noch erlaubt)"),
    ("the Advantage pool holds no {0} tile; pool: {1}", "der Vorteilsvorrat hat keinen {0}-Mosaikstein; Vorrat: {1}"),
    ("--with names the NPC of Initiate Interaction or of an interaction move",
     "--with nennt den NSC von Interaktion beginnen oder eines Interaktionszugs"),
    ("--target names the PC tended by Care; other moves take none",
     "--target nennt die von Pflegen versorgte SC; andere Züge nehmen keins"),
    ("--role is for Travel (leader, scout, guard)", "--role ist für Reisen (leader, scout, guard)"),
    ("a tile is either spent for a die or invested, not both (one tile source per roll)",
     "ein Mosaikstein wird entweder für einen Würfel ausgegeben oder investiert, nicht beides (eine Quelle pro Wurf)"),
    ("{0}; the pool is {1}", "{0}; der Vorrat ist {1*}"),
    ("this roll has no culture of its own: name the tile's culture with --culture",
     "dieser Wurf hat keine eigene Kultur: nenne die Kultur des Mosaiksteins mit --culture"),
    ("a tile on roll #{0} must be of {1} (the culture rolled); {2} does not match",
     "ein Mosaikstein auf Wurf #{0} muss von {1} sein (die gewürfelte Kultur); {2} passt nicht"),
    ("this roll has no stat: name the stat the press marks as influenced with --stat",
     "dieser Wurf hat keinen Wert: nenne mit --stat den Wert, den das Ausspielen als beeinflusst markiert"),
    ("the press marks the rolled stat, {0}", "das Ausspielen markiert den gewürfelten Wert, {0}"),
    ("{0} speaks {1} and {2} has no {3} rank: Initiate Interaction needs a common culture",
     "{0} spricht {1} und {2} hat keinen {3}-Rang: Interaktion beginnen braucht eine gemeinsame Kultur"),
    ("--culture names the tile of --tile or --invest", "--culture nennt den Mosaikstein von --tile oder --invest"),
    ("--press-stat goes with --press", "--press-stat gehört zu --press"),
    ("Care needs --target: the PC you tend", "Pflegen braucht --target: die SC, die du versorgst"),
    ("Care tends another PC, not yourself", "Pflegen versorgt eine andere SC, nicht dich selbst"),
    ("{0} has no available {1} tile (available: {2})", "{0} hat keinen verfügbaren {1}-Mosaikstein (verfügbar: {2})"),
    ("{0} has no spent {1} tile to regain ({2} of {3}); spent tiles: {4}",
     "{0} hat keinen ausgegebenen {1}-Mosaikstein zurückzugewinnen ({2} von {3}); ausgegebene Mosaiksteine: {4}"),
    ("the Advantage pool holds {0} of {1} and {2} are needed; pool: {3}",
     "der Vorteilsvorrat hat {0} von {1} und {2} sind nötig; Vorrat: {3}"),
    ("Trust drops to {0} and the pool holds {1}: name the {2} lost tile(s), GM's choice (pool: {3})",
     "Vertrauen sinkt auf {0} und der Vorrat hat {1}: nenne die {2} verlorenen Mosaikstein(e), Wahl der SL "
     "(Vorrat: {3})"),
    ("the Advantage pool ({0}) fits Trust ({1}); no tile is lost",
     "der Vorteilsvorrat ({0}) passt zum Vertrauen ({1}); kein Mosaikstein geht verloren"),
    ("the pool holds no more {0}; pool: {1}", "der Vorrat hat kein {0} mehr; Vorrat: {1}"),
)

#: The kinds of name a refusal names (``unknown PC 'X'``, an unknown mark or location), by seed 001's German (SC,
#: NSC, Spur, Ort: ``rules.mosaic.help_words``, ``rules.mosaic.kinds``).
KIND_WORDS: tuple[tuple[str, str], ...] = (("PC", "SC"), ("NPC", "NSC"), ("mark", "Spur"), ("location", "Ort"))

#: The stat, rank-source and move ids the rules put in a refusal (and their English names), by their German names: a
#: ``{N*}`` place above, or a list, shows ``discipline`` or "Discipline" as
#: "Disziplin" (``rules.mosaic.data.DE``).
#: A choice typed as a keyword (``rules.mosaic.args.keyword``: a rest's choice, a request, a challenge's or Quest's
#: outcome, an ally's answer) by the German spelling it accepts (``rules.mosaic.data``), so the word listed is a word
#: one types (``tests/test_typed_choice_words.py``); a roll's bonus sources and the commands still open for it;
#: "empty" (the Advantage pool).
TYPED_DE = {"tile": "Mosaikstein", "clear": "tilgen", "xp": "Erfahrung", "personal": "persönlich", "feeling": "Gefühl",
            "challenge": "Herausforderung", "trust": "Vertrauen", "highlight": "Hervorhebung", "risen": "gemeistert",
            "failed": "gescheitert", "completed": "erfüllt", "accept": "annehmen", "pay": "zahlen", "refuse": "ablehnen"}
SOURCES_DE = (("press", "Vorteil ausspielen"), ("spend-tile", "Mosaikstein"),
              ("spend-tile or invest", "Mosaikstein oder investieren"), ("spent", "ausgegeben"),
              ("invested", "investiert"), ("empty", "leer"))
TERMS: tuple[tuple[str, str], ...] = terms((*STATS, *RANK_SOURCES, *MOVES, *PLAYBOOKS), NAMES, ENGLISH, KIND_WORDS) + (
    *TYPED_DE.items(), *SOURCES_DE, *((names[0], NAMES[key]) for key, names in MILESTONES.items() if key in NAMES))
