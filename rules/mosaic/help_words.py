"""MOSAIC's command help in German: every command's help and every argument's help, as the pages' forms show them
to a reader of ``de`` (``GameSystem.help_of``; docs/adding-a-game-system.md, "Help in the system's languages").

The English is the command table's (``rules.mosaic.commands``, ``rules.mosaic.args``); each entry here says the same
in the German of seed 001's forum ("einen Zug ausgelöst", "selbstständig würfeln") and of the words MOSAIC already
reads in (``rules.mosaic.data.DE``, ``rules.mosaic.words``, the refusals in ``refusal_templates``): Wurf, Zug,
SL-Zug, die SL, SC, NSC, Figur, Wert, hervorgehoben, Mosaikstein, Mosaikrang, Kultur, Vorteil, Vorteilsvorrat,
ausspielen, investieren, Einfluss, Vertrauen, Queste, Erfahrung, Merkmal (Deskriptor, Fähigkeit, Rastaufgabe), Rast,
Reise (Anführer, Späher, Wache), Meilenstein, Verlässlicher Verbündeter, Sicherer Ort, Spur, Saat. Option
spellings (``--as``, ``--legacy settle``), values typed as the English accepts them, placeholders as the help's own
usage names them (``KULTUR:WERT``, ``WERT=GEGENSTAND``: ``rules.placeholders``), option ids (``PU1``), numbers and examples are kept exactly. Pure data.
"""

from __future__ import annotations

#: The five stats as the English lists them, with their German names (``rules.mosaic.data.DE``).
_STATS = ("Aggression, Disziplin, Gerissenheit, Verständnis oder Inspiration (auch englisch: Aggression, "
        "Discipline, Cunning, Understanding, Inspiration).")
#: The pool tiles lost when Trust drops (``--lose``).
_LOSE = "Kulturen der Mosaiksteine im Vorrat, die verloren gehen, wenn das Vertrauen sinkt (Wahl der SL)."

#: Characters, cultures and NPCs (``rules.mosaic.state``, 001 "Mosaic", "Traits").
_SHEET = {
    "culture add": "Legt eine Kultur der Kampagne an (wahlweise die eines Playbooks).",
    "culture add: name": "Der Name der Kultur (z. B. Castilian, Nahua).",
    "culture add: playbook": "Das Playbook, dessen fester Rang dieser Kultur angehört.",
    "add-character": "Legt eine SC an: Playbook, fünf Mosaikränge, Gegenstände.",
    "add-character: name": "Der Name der SC.",
    "add-character: playbook": "Samurai, Konquistador, Freigelassener, Reisender oder Priester (auch englisch: Samurai, "
        "Conquistador, Freedman, Traveller, Priest).",
    "add-character: playbook_stat": "Der Wert, der den Rang des Playbooks bekommt (Standard: sein hervorgehobener "
                                    "Wert).",
    "add-character: background": "Ein Hintergrund-Rang KULTUR:WERT (zwei angeben).",
    "add-character: faith": "Der Glaubens-Rang KULTUR:WERT.",
    "add-character: contacts": "Der Kontakte-Rang KULTUR:WERT.",
    "add-character: item": "Ein Gegenstand WERT=GEGENSTAND (wiederholbar).",
    "trait": "Schreibt das Merkmal eines Werts: Deskriptor, Fähigkeit (Zug + Option), Rastaufgabe.",
    "trait: character": "Die SC.",
    "trait: stat": _STATS,
    "trait: descriptor": "Der Deskriptor: eine Tatsache, die in der Fiktion wahr ist.",
    "trait: move": "Der Zug, dessen Liste die Fähigkeit eine Option hinzufügt (z. B. Ausweichen).",
    "trait: option": "Die zusätzliche Option der Fähigkeit.",
    "trait: rest": "Die Rastaufgabe.",
    "npc add": "Führt einen NSC einer Kultur ein, mit einem Kulturrang 0-5.",
    "npc add: name": "Der Name des NSC.",
    "npc add: culture": "Die Kultur des NSC.",
    "npc add: rank": "Der Kulturrang des NSC, 0-5.",
}

#: Sessions, scenes and the Quest (``rules.session_args``, ``rules.mosaic.group``; 001 "Trust").
_TABLE = {
    "session start": "Beginnt eine Sitzung.",
    "session start: title": "Der Titel der Sitzung (eine Zeile, höchstens 200 Zeichen).",
    "session end": "Beendet die Sitzung (fällige SL-Züge müssen gemacht sein).",
    "recap": "Der Rückblick der SL auf eine Sitzung oder eine Szene.",
    "recap: text": "Der Rückblick (höchstens 2000 Zeichen; Zeilenumbrüche und Absätze bleiben erhalten).",
    "recap: session": "Die Sitzung, auf die er zurückblickt (Standard: die laufende oder die zuletzt gespielte).",
    "recap: scene": "Stattdessen die Szene, auf die er zurückblickt.",
    "recap: private": "Nur für die SL: wird Spielenden und Zuschauenden nie gezeigt.",
    "scene start": "Eröffnet eine Szene.",
    "scene start: title": "Der Titel der Szene.",
    "scene end": "Schließt die Szene (eine offene Interaktion endet).",
    "quest start": "Einigt euch auf die Queste: Vertrauen = zustimmende SC - Paare ohne gemeinsame Kultur.",
    "quest start: title": "Die Queste.",
    "quest start: agree": "Die SC, die zustimmen, durch Kommas getrennt.",
    "quest start: lose": _LOSE,
    "quest challenge": "Eine Herausforderung der Queste gemeistert (Vertrauen +1) oder gescheitert (Vertrauen -1).",
    "quest challenge: outcome": "gemeistert oder gescheitert (auch englisch: risen, failed).",
    "quest challenge: lose": _LOSE,
    "quest end": "Die Queste ist erfüllt (Zur Ruhe setzen wird möglich) oder gescheitert.",
    "quest end: outcome": "erfüllt oder gescheitert (auch englisch: completed, failed).",
}

#: Rolls, bonus dice and what follows them (``rules.mosaic.rolls``, ``moves``; 001 "Rolling the Dice", "Advantage").
_ROLLS = {
    "roll": "Würfelt einen Zug: die besten zwei Würfel zählen; öffnet das Fenster für Bonuswürfel.",
    "roll: move": "Vorstoßen, Standhalten, Ausweichen, Erkunden, Ausrufen, Interaktion beginnen, Einschüchtern, "
        "Überzeugen, Feilschen, Einfühlen, Beeindrucken, Pflegen, Reisen, Die Blumen (auch englisch: "
        "Push, Hold, Avoid, Learn, Call, Initiate Interaction, Intimidate, Reason, Bargain, Empathy, "
        "Impress, Care, Travel, The Flowers).",
    "roll: character": "Wer würfelt (Standard: die SC von --as).",
    "roll: with": "Der NSC von Interaktion beginnen oder eines Interaktionszugs.",
    "roll: target": "Pflegen: die gepflegte SC.",
    "roll: role": "Reisen: Anführer, Späher oder Wache (auch englisch: leader, scout, guard; Standard: die eine "
        "Rolle der Würfelnden).",
    "roll: dice": "Echte Würfel, eingetippt, z. B. 6,2,3 (so viele, wie der Pool hat); oder dem Würfeln mit Saat "
                  "überlassen.",
    "roll: seed": "Stattdessen mit dieser Saat würfeln (wird festgehalten).",
    "roll: self_initiated": "Selbstständig gewürfelt, sicher, einen Zug ausgelöst zu haben (die SL kann das "
                            "bestreiten).",
    "roll: tile": "Jetzt einen Mosaikstein der gewürfelten Kultur ausgeben: +1 Würfel.",
    "roll: invest": "Einen Mosaikstein der Kultur des hervorgehobenen Werts in den Vorteilsvorrat investieren.",
    "roll: culture": "Die Kultur des Mosaiksteins von --tile / --invest (wird mit der des Wurfs abgeglichen).",
    "roll: press": "Jetzt einen Vorteil dieser Kultur ausspielen: +2 Würfel; der Wert wird beeinflusst.",
    "roll: press_stat": "Der Wert, den das Ausspielen markiert, wenn der Wurf keinen hat (nur mit dieser Option der "
                        "Kampagne).",
    "spend-tile": "Einen Mosaikstein der gewürfelten Kultur ausgeben: +1 Würfel.",
    "spend-tile: culture": "Die Kultur des Mosaiksteins (muss die des Wurfs sein).",
    "spend-tile: dice": "Der Bonuswürfel, eingetippt, z. B. 5.",
    "spend-tile: seed": "Ihn stattdessen mit dieser Saat würfeln.",
    "invest": "Einen Mosaikstein der Kultur eines hervorgehobenen Werts in den Vorteilsvorrat investieren.",
    "invest: culture": "Die Kultur des Mosaiksteins (muss die des Werts sein).",
    "press": "Einen Vorteil ausspielen: +2 Würfel, der Wert wird beeinflusst.",
    "press: culture": "Die Kultur des ausgespielten Mosaiksteins aus dem Vorrat.",
    "press: stat": "Der markierte Wert, wenn der Wurf keinen hat (nur mit dieser Option der Kampagne).",
    "press: dice": "Die zwei Bonuswürfel, eingetippt, z. B. 6,3.",
    "press: seed": "Sie stattdessen mit dieser Saat würfeln.",
    "resolve": "Löst den offenen Wurf mit seiner Wahl auf (eine 12 fügt ihre Wirkungen hinzu).",
    "resolve: pick": "Die Option, z. B. PU1, LE2, TRAIT oder TRAIT:cunning.",
    "resolve: gm_move": "Der SL-Zug (nur die SL).",
    "resolve: influence": "Pflegen: der Einfluss, der auf der gepflegten SC markiert wird, KULTUR:WERT.",
    "resolve: restore_tile": "Kritisch: die Kultur des ausgegebenen Mosaiksteins, der zurückkommt.",
    "resolve: advantage_culture": "Kritisch: die Kultur des Vorteils der SL (Standard: die gewürfelte).",
    "gm-move": "Trägt den SL-Zug ein (oder verzichtet darauf), den eine 7-9 oder ein Fehlschlag fällig macht.",
    "gm-move: roll": "Die Nummer des Wurfs (Standard: der einzige fällige).",
    "gm-move: text": "Was die SL tut.",
    "gm-move: waive": "Doch kein Zug.",
    "dispute": "Die SL bestreitet einen selbst ausgelösten Wurf: seine Wirkungen werden ausgeglichen.",
    "dispute: roll": "Die Nummer des Wurfs.",
    "act-on-answer": "Erstes Handeln nach einer Antwort von Erkunden/Einfühlen: +1 Vorteil.",
    "act-on-answer: roll": "Der Erkunden- oder Einfühlen-Wurf (Standard: deine einzige Antwort, nach der noch nicht "
                           "gehandelt wurde).",
    "act-on-answer: character": "Wer handelt (Standard: --as).",
    "act-on-answer: advantage_culture": "Die Kultur des Vorteils (Standard: die des gewürfelten Werts).",
}

#: Interactions, journeys, rests, Advantage and influence (``rules.mosaic.group``, ``downtime``; 001 "Rest").
_GROUP = {
    "interaction start": "Eröffnet eine Interaktion mit deinem Verlässlichen Verbündeten (ohne Wurf).",
    "interaction start: with": "Der Verbündete.",
    "interaction start: character": "Wer (Standard: --as).",
    "interaction end": "Beendet die offene Interaktion.",
    "journey start": "Beginnt eine Reise: Anführer, Späher und/oder Wache für ihre Haupthindernisse.",
    "journey start: to": "Die Region, in die die Reise geht.",
    "journey start: leader": "Anführer (Zeitdruck; würfelt Inspiration).",
    "journey start: scout": "Späher (gefährliches Gelände; würfelt Gerissenheit).",
    "journey start: guard": "Wache (feindliche Gegner; würfelt Disziplin).",
    "journey end": "Beendet die Reise.",
    "rest start": "Beginnt eine Rast (vorübergehendes Vertrauen endet).",
    "rest start: at": "Der sichere Ort, an dem gerastet wird (+1 Aufgabe je Ort, +2 wenn verbessert).",
    "rest start: lose": "Kulturen der verlorenen Mosaiksteine im Vorrat (Wahl der SL).",
    "rest task": "Erledigt die Rastaufgabe eines Merkmals: einen Mosaikstein zurückgewinnen, Einfluss tilgen oder "
                 "Erfahrung markieren.",
    "rest task: stat": "Der Wert, dessen Rastaufgabe du erledigst. " + _STATS,
    "rest task: choice": "tile, clear oder xp (Stein, tilgen, Erfahrung).",
    "rest task: clear_stat": "clear: der getilgte Wert, wenn mehrere diese Kultur tragen.",
    "rest task: advantage": "Diese Aufgabe mit einem Vorteil der Kultur des Merkmals bezahlen.",
    "rest task: character": "Wer rastet (Standard: --as).",
    "rest participate": "Bei der Rastaufgabe einer anderen SC mitmachen: Einfluss tilgen, Vertrauen +1 oder eine "
                        "vorübergehende Hervorhebung.",
    "rest participate: with": "Die rastende SC (oder dein Verbündeter).",
    "rest participate: stat": "Der Wert ihrer Aufgabe, wenn sie mehrere erledigt hat (Verbündeter: der "
                              "hervorzuhebende Wert).",
    "rest participate: request": "Worum sie dich gebeten hat: etwas Persönliches, ein Gefühl oder eine Herausforderung (auch "
        "englisch: personal, feeling, challenge).",
    "rest participate: choice": "tilgen, Vertrauen oder Hervorhebung (auch englisch: clear, trust, highlight).",
    "rest participate: character": "Wer mitmacht (Standard: --as).",
    "rest end": "Beendet die Rast.",
    "advantage convert": "Während einer Rast: Vorteil in Erfahrung umwandeln, dann den Unterhalt zahlen.",
    "advantage convert: culture": "Die Kultur des umgewandelten Vorteils.",
    "advantage convert: character": "Wer umwandelt (nötig, wenn der Unterhalt die eigenen Orte einer SC zählt).",
    "advantage add": "Die SL fügt dem Vorrat Vorteil hinzu (über das Vertrauen hinaus geht er verloren).",
    "advantage add: culture": "Seine Kultur.",
    "influence mark": "Markiert Einfluss {culture, stat} auf einer SC.",
    "influence mark: character": "Die SC.",
    "influence mark: culture": "Die Kultur.",
    "influence mark: stat": _STATS,
    "influence mark: reason": "Warum.",
}

#: Milestones, marks, allies and safe locations (``rules.mosaic.milestones``; 001 "MILESTONES").
_MILESTONES = {
    "milestone": "Kauft einen Meilenstein mit der Erfahrung der Gruppe (während einer Rast).",
    "milestone: milestone": "adapt, develop, rethink, train, ally, location, mark, retire (Anpassen, Entwickeln, "
                            "Umdenken, Üben, Verlässlicher Verbündeter, Sicherer Ort, Spuren hinterlassen, Zur Ruhe "
                            "setzen).",
    "milestone: character": "Wer ihn kauft (Standard: --as).",
    "milestone: stat": "adapt/develop/rethink: der Wert.",
    "milestone: culture": "adapt: die neue Kultur; mark: ihre Kultur.",
    "milestone: to": "rethink: der neu hervorgehobene Wert.",
    "milestone: item": "train: der Gegenstand.",
    "milestone: npc": "ally: der NSC.",
    "milestone: name": "location / mark: der Name.",
    "milestone: descriptor": "develop: der neue Deskriptor.",
    "milestone: move": "develop: der Zug der Fähigkeit.",
    "milestone: option": "develop: die Option der Fähigkeit.",
    "milestone: rest": "develop: die Rastaufgabe.",
    "milestone: legacy": "retire: vanish oder settle (verschwinden oder sesshaft werden).",
    "milestone: location": "retire --legacy settle: wo.",
    "milestone: ally_of": "retire --legacy settle: die SC, deren Verbündeter du wirst.",
    "tap": "Nutzt eine Spur (Spuren hinterlassen; einmal pro Sitzung): +1 Vorteil oder einen umfärben.",
    "tap: mark": "Der Name der Spur.",
    "tap: character": "Wer sie nutzt (Standard: --as).",
    "tap: recolor": "Stattdessen einen Vorteil dieser Kultur umfärben.",
    "ally request": "Ein Verbündeter bittet um Hilfe: annehmen, Mosaiksteine in Höhe seines Rangs zahlen, oder die "
                    "Bindung zerbricht.",
    "ally request: npc": "Der Verbündete.",
    "ally request: answer": "annehmen, zahlen oder ablehnen (auch englisch: accept, pay, refuse).",
    "ally request: tiles": "zahlen: eine Kultur je gezahltem Mosaikstein.",
    "location unsafe": "Die SL macht einen sicheren Ort unsicher (Unterhalt nicht bezahlt).",
    "location unsafe: name": "Der Ort.",
    "location improve": "Die SL markiert einen sicheren Ort als verbessert (+2 Rastaufgaben).",
    "location improve: name": "Der Ort.",
}

#: Arguments with one help in every command that takes them.
_SHARED = {
    "*: accept_loss": "Auch in einen vollen Vorrat investieren (der Mosaikstein geht verloren).",
    "*: count": "Wie viele.",
    "*: reason": "Warum (im Verlauf gezeigt).",
}

#: The groups' and the reads' help (``ledger session --help``, ``ledger moves --help``) and ``--odds``.
_GROUPS_READS = {
    "*: odds": 'Gibt zuerst die genaue Chance jedes Ergebnisses aus (ledger odds); wird nicht festgehalten.',
    "group: session": 'Phasen der Sitzung: start, end.',
    "group: scene": 'Phasen der Szene: start, end.',
    "group: culture": 'Die Kulturen der Kampagne: add.',
    "group: npc": 'NSC: add.',
    "group: quest": 'Die Queste und das Vertrauen: start, challenge, end.',
    "group: interaction": 'Eine Interaktion mit einem NSC: start (Verbündeter), end.',
    "group: journey": 'Reisen: start, end.',
    "group: rest": 'Die Rast: start, task, participate, end.',
    "group: advantage": 'Der Vorteilsvorrat: convert, add.',
    "group: influence": 'Einflussmarken: mark.',
    "group: ally": 'Verlässliche Verbündete: request.',
    "group: location": 'Sichere Orte: unsafe, improve.',
    "read: group": 'Zeigt die Gruppe: Vorteilsvorrat, Vertrauen, Erfahrung, Queste, Orte, Phasen.',
    "read: moves": 'Listet die Züge auf (Namen auf Englisch und Deutsch angenommen).',
    "read: playbooks": 'Listet die Playbooks und den Wert, den jedes hervorhebt.',
    "read: stats": 'Listet die fünf Werte und die Züge, die mit ihnen gewürfelt werden.',
    "read: milestones": 'Listet die Meilensteine, die mit Erfahrung gekauft werden.',
    "read: picks": 'Listet die Options-IDs, die resolve annimmt.',
}

#: The placeholders of the system's own arguments in German (seed 001: Kultur, Wert, SC, NSC, Meilenstein, Spur) (``GameSystem.placeholder``; the shared ones: ``rules.placeholders``).
_PLACEHOLDERS = {
    "placeholder: MILESTONE": "MEILENSTEIN", "placeholder: CULTURE": "KULTUR", "placeholder: STAT": "WERT",
    "placeholder: NPC": "NSC", "placeholder: PC": "SC", "placeholder: LOCATION": "ORT", "placeholder: MARK": "SPUR",
    "placeholder: PLAYBOOK": "PLAYBOOK", "placeholder: REGION": "REGION",
}

#: ``{lang: {"command" | "command: key" | "*: key": help}}`` (``GameSystem.load_help``).
HELP: dict[str, dict[str, str]] = {"de": {**_SHEET, **_TABLE, **_ROLLS, **_GROUP, **_MILESTONES, **_SHARED, **_GROUPS_READS, **_PLACEHOLDERS}}
