"""MOSAIC reference data: stats, playbooks, moves and their options, milestones, English and German terms.

Source: seed 001 ("Stats", "Mosaic", "Action Moves", "Interaction Moves", "Secondary Moves",
"MILESTONES"); catalogue §2.1-§2.6. The seed's English terms are the ids and the default display;
the German labels (``--lang de``) are our own words for the forum. The option texts paraphrase the
seed's bullet lists. Culture names are not here: each campaign defines its own (``culture add``).
Imports nothing.
"""

from __future__ import annotations

#: The five stats in the seed's order (001 "Stats").
STATS = ("aggression", "discipline", "cunning", "understanding", "inspiration")

#: Playbook -> the stat it highlights (001 "Stats": "... is highlighted for the Samurai" etc.).
PLAYBOOKS: dict[str, str] = {
    "samurai": "aggression",
    "conquistador": "discipline",
    "freedman": "cunning",
    "traveller": "understanding",
    "priest": "inspiration",
}

#: The sources of the five Mosaic Ranks and how many each gives (001 "Mosaic").
RANK_SOURCES = {"playbook": 1, "background": 2, "faith": 1, "contacts": 1}

#: Signature weapons any pick of the matching culture may take (001 "Items"); not tied to playbooks there.
SIGNATURE_WEAPONS = ("Side-Sword", "Machete", "Obsidian Dagger", "Katana", "Staff")

#: Rolled moves (001 "MOVES"; catalogue §2.3 MO-M01..M16). ``stat``: the stat rolled (None: a culture
#: roll or +NOTHING); ``roll``: ``stat``, ``culture`` or ``nothing``; ``kind``: action, interaction or
#: secondary; ``options``: the two list entries (ids) besides "use your trait"; ``answers``: the options
#: that are questions (acting on the answer first time adds an Advantage).
MOVES: dict[str, dict] = {
    "push": {"stat": "aggression", "roll": "stat", "kind": "action", "options": ("PU1", "PU2"),
             "names": ("Push", "Vorstoßen", "Vorstossen")},
    "hold": {"stat": "discipline", "roll": "stat", "kind": "action", "options": ("HO1", "HO2"),
             "names": ("Hold", "Standhalten")},
    "avoid": {"stat": "cunning", "roll": "stat", "kind": "action", "options": ("AV1", "AV2"),
              "names": ("Avoid", "Ausweichen")},
    "learn": {"stat": "understanding", "roll": "stat", "kind": "action", "options": ("LE1", "LE2"),
              "answers": ("LE1", "LE2"), "names": ("Learn", "Erkunden")},
    "call": {"stat": "inspiration", "roll": "stat", "kind": "action", "options": ("CA1", "CA2"),
             "names": ("Call", "Ausrufen")},
    "initiate_interaction": {"stat": None, "roll": "culture", "kind": "action", "options": ("II1", "II2"),
                             "names": ("Initiate Interaction", "Initiate", "Interaktion beginnen", "Ansprechen")},
    "intimidate": {"stat": "aggression", "roll": "stat", "kind": "interaction", "options": ("IT1", "IT2"),
                   "names": ("Intimidate", "Einschüchtern", "Einschuechtern")},
    "reason": {"stat": "discipline", "roll": "stat", "kind": "interaction", "options": ("RE1", "RE2"),
               "names": ("Reason", "Überzeugen", "Ueberzeugen")},
    "bargain": {"stat": "cunning", "roll": "stat", "kind": "interaction", "options": ("BA1", "BA2"),
                "names": ("Bargain", "Feilschen")},
    "empathy": {"stat": "understanding", "roll": "stat", "kind": "interaction", "options": ("EM1", "EM2"),
                "answers": ("EM1", "EM2"), "names": ("Empathy", "Einfühlen", "Einfuehlen")},
    "impress": {"stat": "inspiration", "roll": "stat", "kind": "interaction", "options": ("IM1", "IM2"),
                "names": ("Impress", "Beeindrucken")},
    "care": {"stat": "understanding", "roll": "stat", "kind": "secondary", "options": ("CR1", "CR2"),
             "names": ("Care", "Pflegen")},
    "travel": {"stat": None, "roll": "stat", "kind": "secondary", "options": ("TR1", "TR2"),
               "names": ("Travel", "Reisen")},
    "flowers": {"stat": None, "roll": "nothing", "kind": "secondary", "options": ("FL1", "FL2"),
                "names": ("The Flowers", "Flowers", "Die Blumen", "Blumen")},
}
MOVE_NAMES = {key: spec["names"] for key, spec in MOVES.items()}
INTERACTION_MOVES = tuple(k for k, v in MOVES.items() if v["kind"] == "interaction")

#: Travel: obstacle -> (role, stat) (001 "Travel").
OBSTACLES: dict[str, tuple[str, str]] = {
    "time_pressure": ("leader", "inspiration"),
    "hazardous_environment": ("scout", "cunning"),
    "hostile_opposition": ("guard", "discipline"),
}
ROLE_STAT = {role: stat for role, stat in OBSTACLES.values()}
ROLE_OBSTACLE = {role: obstacle for obstacle, (role, _) in OBSTACLES.items()}

#: The option "use your trait" of every move's list (offered only where a trait names the move).
TRAIT = "TRAIT"

#: Option id -> (English, German), in our own words after the seed's lists.
OPTIONS: dict[str, tuple[str, str]] = {
    "PU1": ("you inflict harm", "du richtest Schaden an"),
    "PU2": ("you seize an object", "du bekommst einen Gegenstand zu fassen"),
    "HO1": ("you keep harm away", "du wehrst Schaden ab"),
    "HO2": ("you bar a way", "du versperrst einen Weg"),
    "AV1": ("you remain unseen", "du bleibst ungesehen"),
    "AV2": ("you reach cover", "du erreichst Deckung"),
    "LE1": ("ask: what happened here lately?", "frage: Was ist hier kürzlich geschehen?"),
    "LE2": ("ask: what is about to happen?", "frage: Was wird gleich geschehen?"),
    "CA1": ("whoever follows your word gains the initiative", "wer deinem Wort folgt, gewinnt die Initiative"),
    "CA2": ("the opposition must advance or fall back", "die Gegner müssen vorrücken oder weichen"),
    "II1": ("the interaction begins if their rank is not above yours", "die Interaktion beginnt, wenn ihr Rang nicht über deinem liegt"),
    "II2": ("the interaction begins if you let them set the stage", "die Interaktion beginnt, wenn du ihnen die Bühne überlässt"),
    "IT1": ("they yield but will bear a grudge", "sie geben nach, tragen es dir aber nach"),
    "IT2": ("they yield if you show your strength", "sie geben nach, wenn du deine Stärke zeigst"),
    "RE1": ("they agree if you bring proof", "sie stimmen zu, wenn du Beweise bringst"),
    "RE2": ("they agree if you first promise them something", "sie stimmen zu, wenn du ihnen zuerst etwas versprichst"),
    "BA1": ("they accept if you pay everything up front", "sie nehmen an, wenn du alles im Voraus zahlst"),
    "BA2": ("they accept if the deal favours them", "sie nehmen an, wenn der Handel sie begünstigt"),
    "EM1": ("ask: are they honest?", "frage: Sind sie ehrlich?"),
    "EM2": ("ask: what do they mean to do?", "frage: Was haben sie vor?"),
    "IM1": ("they obey if you show your favour openly", "sie gehorchen, wenn du deine Gunst offen zeigst"),
    "IM2": ("they obey while you are near", "sie gehorchen, solange du in der Nähe bist"),
    "CR1": ("their state mends slowly and holds steady", "ihr Zustand bessert sich langsam und bleibt stabil"),
    "CR2": ("their state mends fast but stays fragile", "ihr Zustand bessert sich schnell, bleibt aber instabil"),
    "TR1": ("you find a shelter that is safe", "ihr findet einen sicheren Unterschlupf"),
    "TR2": ("you find a shelter where people live", "ihr findet einen bewohnten Unterschlupf"),
    "FL1": ("they have not noticed you yet", "sie haben euch noch nicht bemerkt"),
    "FL2": ("you are not badly outnumbered", "ihr seid nicht hoffnungslos unterlegen"),
    TRAIT: ("use your trait", "nutze dein Merkmal"),
}

#: Interaction options that open the interaction (001 "Initiate Interaction"; the trait option does not).
OPENS_INTERACTION = ("II1", "II2")

#: Keywords a player types, id -> accepted spellings (English and German): rest choices (001 "Rest"),
#: Participate requests and choices (001 "Participate"), Quest outcomes, an ally's answer.
REST_CHOICES = {"tile": ("Stein", "Mosaikstein"), "clear": ("tilgen", "Einfluss tilgen"), "xp": ("Erfahrung", "experience")}
PARTICIPATE_REQUESTS = {"personal": ("persönlich", "persoenlich"), "feeling": ("Gefühl", "Gefuehl"),
                        "challenge": ("Herausforderung",)}
PARTICIPATE_CHOICES = {"clear": ("tilgen", "Einfluss tilgen"), "trust": ("Vertrauen",),
                       "highlight": ("Hervorhebung", "hervorheben")}
CHALLENGE_OUTCOMES = {"risen": ("met", "gemeistert", "gewachsen"), "failed": ("gescheitert",)}
QUEST_OUTCOMES = {"completed": ("erfüllt", "erfuellt"), "failed": ("gescheitert",)}
ALLY_ANSWERS = {"accept": ("annehmen",), "pay": ("zahlen", "bezahlen"), "refuse": ("ablehnen",)}

#: Milestones (001 "MILESTONES"); Retire has a fixed cost and needs a completed Quest.
MILESTONES: dict[str, tuple[str, ...]] = {
    "adapt": ("Adapt", "Anpassen"),
    "develop": ("Develop", "Entwickeln"),
    "rethink": ("Rethink", "Umdenken"),
    "train": ("Train", "Üben", "Ueben"),
    "ally": ("Find a Reliable Ally", "Reliable Ally", "Ally", "Verbündeter", "Verlässlicher Verbündeter"),
    "location": ("Create a Safe Location", "Safe Location", "Location", "Sicherer Ort"),
    "mark": ("Leave a Mark", "Mark", "Spuren hinterlassen", "Zeichen"),
    "retire": ("Retire", "Ruhestand", "Zur Ruhe setzen"),
}
RETIRE_COST = 1

#: Tiers of a kept-two total (001 "Rolling the Dice"; catalogue MO-D05).
TIERS = ("success", "success_at_cost", "miss")

EN: dict[str, str] = {
    "aggression": "Aggression", "discipline": "Discipline", "cunning": "Cunning", "understanding": "Understanding",
    "inspiration": "Inspiration",
    "samurai": "Samurai", "conquistador": "Conquistador", "freedman": "Freedman", "traveller": "Traveller", "priest": "Priest",
    "playbook": "playbook", "background": "background", "faith": "faith", "contacts": "contacts",
    "push": "Push", "hold": "Hold", "avoid": "Avoid", "learn": "Learn", "call": "Call",
    "initiate_interaction": "Initiate Interaction", "intimidate": "Intimidate", "reason": "Reason", "bargain": "Bargain",
    "empathy": "Empathy", "impress": "Impress", "care": "Care", "travel": "Travel", "flowers": "The Flowers",
    "success": "10+ success", "success_at_cost": "7-9 success at a cost", "miss": "6- miss", "critical": "critical 12",
    "adapt": "Adapt", "develop": "Develop", "rethink": "Rethink", "train": "Train", "ally": "Find a Reliable Ally",
    "location": "Create a Safe Location", "mark": "Leave a Mark", "retire": "Retire",
    "active": "active", "retired": "retired", "leader": "Leader", "scout": "Scout", "guard": "Guard",
    "time_pressure": "time pressure", "hazardous_environment": "hazardous environment", "hostile_opposition": "hostile opposition",
    "tile": "gain a Mosaic Tile", "clear": "clear influence", "xp": "mark Experience", "trust": "Trust +1 until the next rest",
    "highlight": "temporary highlight", "personal": "something personal", "feeling": "a feeling", "challenge": "a challenge",
    "base": "base", "press": "press", "invested": "invested", "spent": "spent",
    "tasks": "rest tasks", "participation": "participation", "conversion": "conversion", "milestones": "milestones",
    "idle": "no rest", "open": "open", "closed": "closed", "active_quest": "active", "completed": "completed", "failed": "failed",
    "risen": "risen to the challenge", "adjusting": "bonus-dice window",
    "not_started": "not started", "running": "running", "ended": "ended", "ending": "ending",
    "temp_highlight": "temporary highlight", "highlights": "highlights", "milestones_bought": "milestones bought",
    "proficiencies": "proficiencies", "traits": "traits", "allies": "allies", "ally_of": "ally of", "status": "status",
    "kind": "kind", "culture": "culture", "rank": "rank", "settled_at": "settled at", "ranks": "ranks", "items": "items",
    "tiles": "Mosaic Tiles", "influence": "Influence", "answers": "Answers",
}

DE: dict[str, str] = {
    "aggression": "Aggression", "discipline": "Disziplin", "cunning": "Gerissenheit", "understanding": "Verständnis",
    "inspiration": "Inspiration",
    "samurai": "Samurai", "conquistador": "Konquistador", "freedman": "Freigelassener", "traveller": "Reisender",
    "priest": "Priester",
    "playbook": "Playbook", "background": "Hintergrund", "faith": "Glaube", "contacts": "Kontakte",
    "push": "Vorstoßen", "hold": "Standhalten", "avoid": "Ausweichen", "learn": "Erkunden", "call": "Ausrufen",
    "initiate_interaction": "Interaktion beginnen", "intimidate": "Einschüchtern", "reason": "Überzeugen",
    "bargain": "Feilschen", "empathy": "Einfühlen", "impress": "Beeindrucken", "care": "Pflegen", "travel": "Reisen",
    "flowers": "Die Blumen",
    "success": "10+ Erfolg", "success_at_cost": "7-9 Erfolg mit Preis", "miss": "6- Fehlschlag", "critical": "kritische 12",
    "adapt": "Anpassen", "develop": "Entwickeln", "rethink": "Umdenken", "train": "Üben", "ally": "Verlässlicher Verbündeter",
    "location": "Sicherer Ort", "mark": "Spuren hinterlassen", "retire": "Zur Ruhe setzen",
    "active": "aktiv", "retired": "im Ruhestand", "leader": "Anführer", "scout": "Späher", "guard": "Wache",
    "time_pressure": "Zeitdruck", "hazardous_environment": "gefährliches Gelände", "hostile_opposition": "feindliche Gegner",
    "tile": "Mosaikstein gewinnen", "clear": "Einfluss tilgen", "xp": "Erfahrung markieren",
    "trust": "Vertrauen +1 bis zur nächsten Rast", "highlight": "vorübergehend hervorgehoben",
    "personal": "etwas Persönliches", "feeling": "ein Gefühl", "challenge": "eine Herausforderung",
    "base": "Grundwurf", "press": "Vorteil ausgespielt", "invested": "investiert", "spent": "ausgegeben",
    "tasks": "Rastaufgaben", "participation": "Teilnahme", "conversion": "Umwandlung", "milestones": "Meilensteine",
    "idle": "keine Rast", "open": "offen", "closed": "geschlossen", "active_quest": "aktiv", "completed": "erfüllt",
    "failed": "gescheitert", "risen": "Herausforderung gemeistert", "adjusting": "Bonuswürfel-Fenster",
    "not_started": "nicht begonnen", "running": "läuft", "ended": "beendet", "ending": "endet",
    "temp_highlight": "vorübergehende Hervorhebung", "highlights": "Hervorhebungen", "milestones_bought": "gekaufte Meilensteine",
    "proficiencies": "Fertigkeiten", "traits": "Merkmale", "allies": "Verbündete", "ally_of": "verbündet mit",
    "status": "Status", "kind": "Art", "culture": "Kultur", "rank": "Rang", "settled_at": "sesshaft in", "ranks": "Ränge",
    "items": "Gegenstände", "phase": "Phase", "number": "Nummer",
    "tiles": "Mosaiksteine", "influence": "Einfluss", "answers": "Antworten",
    # resources and sheet words
    "Mosaic Tiles": "Mosaiksteine", "Mosaic Ranks": "Mosaikränge", "Advantage": "Vorteil", "Trust": "Vertrauen",
    "Experience": "Erfahrung", "Influence": "Einfluss", "highlighted": "hervorgehoben", "Milestones": "Meilensteine",
    "Quest": "Queste", "Allies": "Verbündete", "Items": "Gegenstände", "Trait": "Merkmal", "Status": "Status",
    "Playbook": "Playbook", "Highlights": "Hervorhebungen", "Safe Locations": "Sichere Orte", "Marks": "Spuren",
    "Interaction": "Interaktion", "Journey": "Reise", "Rest": "Rast", "Culture": "Kultur", "Rank": "Rang",
    "NPC": "NSC", "next milestone costs": "nächster Meilenstein kostet", "Proficiencies": "Fertigkeiten",
    "pool": "Vorrat", "capacity": "Fassungsvermögen", "GM moves due": "ausstehende SL-Züge", "open roll": "offener Wurf",
    "kept": "behalten", "physical": "echte Würfel", "dice": "Würfel", "Answers": "Antworten",
}
EN.update({k: k for k in DE if k not in EN})


def term(key: str, lang: str = "en") -> str:
    """Display name of a MOSAIC id (stat, playbook, move, option, tier, milestone...) in ``lang`` (``en``/``de``).

    Option ids (``PU1``) give their text; a roll's tile source as recorded (``spent Castile``, ``invested Castile``)
    its way in ``lang`` before the culture; unknown keys (culture and character names) come back unchanged.
    """
    if key in OPTIONS:
        return OPTIONS[key][1 if lang == "de" else 0]
    table = DE if lang == "de" else EN
    how, _, culture = key.partition(" ")
    if how in ("spent", "invested") and culture:        # a roll's tile source as recorded: ``invested Castile``
        return f"{table.get(how, how)} {culture}"
    return table.get(key, key)


def _names(keys: tuple[str, ...] | list[str], *extra: tuple[str, str]) -> dict[str, tuple[str, ...]]:
    """id -> accepted spellings (English and German display names plus ``extra`` pairs (id, spelling))."""
    out = {k: tuple({EN.get(k, k), DE.get(k, k)}) for k in keys}
    for key, spelled in extra:
        out[key] = (*out[key], spelled)
    return out


#: Accepted spellings for stats, playbooks, roles and obstacles (English ids, English and German names).
STAT_NAMES = _names(STATS, ("aggression", "Aggro"), ("cunning", "List"), ("inspiration", "Eingebung"))
PLAYBOOK_NAMES = _names(tuple(PLAYBOOKS), ("traveller", "Traveler"), ("conquistador", "Konquistador"))
ROLE_NAMES = _names(tuple(ROLE_STAT))
OBSTACLE_NAMES = _names(tuple(OBSTACLES), ("time_pressure", "time"), ("hazardous_environment", "hazard"),
                        ("hostile_opposition", "opposition"))
