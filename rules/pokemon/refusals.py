"""Pokémon Noir's refusals in Italian (the campaign's first language): its phase words and its most frequent
refusals, over the shared frames (``rules.refusal_frames.IT``).

Source: seed 002's Italian (tiro, Scambio di Attacchi, Danno, Reazione, Amicizia, Allerta, Lista dei Debiti,
Modalità Bisogno, scelte) and ``rules.refusals`` (how a table rewrites a message). English is the language the
rules raise in, so ``--lang en`` shows the message as raised, but for the Italian names it lists.
"""

from __future__ import annotations

from rules.pokemon.data import EN, IT, MOVE_NAMES
from rules.pokemon.refusal_templates import IT as TEMPLATES
from rules.refusal_frames import IT as SHARED
from rules.refusals import Phrases, merge, refusal as rewrite, terms

#: The kinds of name the Pokémon rules look up, in Italian (seed 002: allenatore, scelta, tipo, categoria, destino del
#: Bisogno, grado di Danno): what an "unknown X 'Y'" refusal names in brackets.
KIND_WORDS = (("trainer", "allenatore"), ("choice", "scelta"), ("kind", "tipo"), ("category", "categoria"),
              ("fate", "destino"), ("harm grade", "grado di Danno"), ("harm slot", "slot di Danno"),
              ("Pokémon", "Pokémon"), ("move", "mossa"), ("approach", "approccio"))

OWN = Phrases(
    templates=TEMPLATES + terms(MOVE_NAMES, IT, EN),
    whole=(
        (r"roll #(?P<id>\d+) \((?P<term>.+?) by (?P<who>.+?)\) is waiting to be resolved",
         "il tiro #{id} ({term} di {who}) attende di essere risolto"),
        (r"(?P<who>.+?) is KO \(\[KO\] marked\) and cannot fight \((?P<term>.+?)\); heal it first \(remedy, heal\) or set "
         r"pokenoir\.ko\.canFight", "{who} è KO ([KO] segnato) e non può combattere ({term}); curalo prima (remedy, heal) "
                                    "o imposta pokenoir.ko.canFight"),
        (r"a harmless Simple Power deals Null harm because it is not meant to hurt; this roll deals (?P<g>\w+) "
         r"\(--inflitto\): no bonus pick \(002: \"è da Danno Nullo\"\)",
         "un Potere Semplice Inoffensivo è da Danno Nullo perché non vuole ferire; questo tiro infligge {g} "
         "(--inflitto): nessuna scelta in più (002: \"è da Danno Nullo\")"),
        (r"the GM already made the one Reaction of (?P<ex>.+?) \(002: 'Il GM fa una sola Reazione'\); leave --reazione out",
         "il GM ha già fatto l'unica Reazione di {ex} (002: 'Il GM fa una sola Reazione'); togli --reazione"),
        (r"(?P<term>.+?) rolls \+Approach: name it \(--approccio (?P<list>[\w|]+)\)",
         "{term} si tira +Approccio: indicalo (--approccio {list})"),
        (r"a 7-9 on the Exchange also picks one cost: malus \(-1 on your next roll\) or reazione \(GM Reaction\)",
         "un 7-9 sullo Scambio sceglie anche un prezzo: malus (-1 al prossimo tiro) o reazione (Reazione del GM)"),
        (r"a (?P<tier>[\d+-]+) gives (?P<n>\d+) pick\(s\); these use "
         r"(?P<used>\d+) \(Resisti:evita and Rigeneri on Severe harm or non-conta use 2\)",
         "scelte concesse da un {tier}: {n}; quelle date ne usano {used} (Resisti:evita e Rigeneri su un Danno Severo o "
         "non-conta ne "
         "usano 2)"),
        (r"(?P<opt>\w+) is not an option here; allowed: (?P<list>.*)", "{opt} non è un'opzione qui; ammesse: {list}"),
        (r"(?P<opt>\w+) is not an option here: this result takes no pick", "{opt} non è un'opzione qui: questo risultato non ammette scelte"),
        (r"(?P<opt>\w+) is picked twice; only (?P<list>.+) may repeat", "{opt} è scelta due volte; si ripete solo {list}"),
        (r"(?P<opt>\w+) is picked twice; no option may repeat", "{opt} è scelta due volte; nessuna opzione si ripete"),
        (r"(?P<who>.+?) has no information from Read a Tense Situation to act on in this scene",
         "{who} non ha informazioni da Osservare una situazione tesa su cui agire in questa scena"),
        (r"the Exchange of Attacks is a battle move; no battle is open; allowed now: (?P<allowed>.*)",
         "lo Scambio di Attacchi è una mossa di battaglia; nessuna battaglia è aperta; ora si può: {allowed}"),
        (r"(?P<name>'.+?') already exists in this campaign", "{name} esiste già in questa campagna"),
        (r"(?P<who>.+?) is not in Need Mode", "{who} non è in Modalità Bisogno"),
        # Treat Violently's own refusals (rules.pokemon.violence), also inside its gate's frame
        (r"roll #(?P<id>\d+) is Go All Out: Treat Violently cannot be used with it",
         "il tiro #{id} è Tenta il Tutto per Tutto: non si può Trattare Violentemente con esso"),
        (r"roll #(?P<id>\d+) is (?P<who>.+?)'s; (?P<tr>.+?) treats (?P<mon>.+?) violently during their own move or with no "
         r"roll open", "il tiro #{id} è di {who}; {tr} tratta {mon} violentemente durante una sua mossa o senza tiri aperti"),
        (r"roll #(?P<id>\d+) was already promoted by treating (?P<mon>.+?) violently",
         "il tiro #{id} è già stato migliorato trattando {mon} violentemente"),
        (r"no Pokémon can be treated violently", "nessun Pokémon può essere Trattato Violentemente"),
        (r"(?P<who>.+?)'s (?P<slot>\w+) is not marked", "{slot} di {who} non è segnato"),
    ),
    parts=(
        (r"\bno roll is waiting to be resolved\b", "nessun tiro attende di essere risolto"),
        (r"\broll #(\d+) \((.+?) by (.+?)\) is waiting to be resolved\b", r"il tiro #\1 (\2 di \3) attende di essere risolto"),
        (r"\bno battle is open\b", "nessuna battaglia è aperta"),
        (r"\b(?:battaglia|battle) #(\d+) is open\b", r"battaglia #\1 è aperta"),
        (r"\b(?:scambio|exchange) #(\d+) has not exchanged its harm yet\b", r"scambio #\1 non ha ancora scambiato il Danno"),
        (r"\bthe exchange has not exchanged its harm yet\b", "lo scambio non ha ancora scambiato il Danno"),
        (r"\bno exchange is open\b", "nessuno scambio è aperto"),
        (r"\ban exchange is being rolled\b", "si sta tirando uno scambio"),
        (r"\broll #(\d+)", r"tiro #\1"),
        (r"\boption of (\w+)", r"scelta di \1"),
        # the kinds of name an "unknown X 'Y'" frame names (rules.pokemon.state.find, rules.names.resolve's ``what``):
        # anchored, so that a name a user gave is never taken for one
        *((rf"^{en}$", it) for en, it in KIND_WORDS),
        (r"^harm slot of (.+)$", r"slot di Danno di \1"),
        (r"^a trainer$", "un allenatore"), (r"^a Pokémon$", "un Pokémon"),
    ),
)

#: English: the message as raised, but for the names it lists (moves, picks, approaches, written in Italian by
#: the rules), each in its English name (``rules.pokemon.data.EN``, ``Phrases.listed``).
ENGLISH = Phrases(whole=((r"(?P<head>.*?\b(?:allowed|known|[\w ]+ of [\w ]+)\w*: )(?P<list>[^;()]*)(?P<rest>.*)",
                          "{head}{list}{rest}"),),
                  templates=tuple((IT[k], EN[k]) for k in IT if k in EN and IT[k] != EN[k]))

#: Language -> phrases: Italian, and English for the names in lists.
TABLES = {"it": merge(OWN, SHARED), "en": ENGLISH}


def refusal(field: str, message: str, lang: str = "it") -> str | None:
    """``message`` (a refusal of ``field``) in ``lang`` (``rules.refusals.refusal``); English names its lists in
    English."""
    return rewrite(TABLES, field, message, lang)


__all__ = ["TABLES", "refusal"]
