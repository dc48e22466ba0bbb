"""Pokémon Noir's command and argument help in Italian, as the pages' forms show it (``GameSystem.help_of``): each
command's ``help`` and each argument's ``arg(help=...)`` of ``rules.pokemon.commands``, in the seed's terms.

Keys: ``"roll"`` for a command, ``"roll: move"`` for an argument of one command, ``"*: dice"`` for an argument whose
English help every command that has it shares (docs/adding-a-game-system.md, "Help in the system's languages").
Placeholders as the usage line names them (``NOME``), options (``--as``, ``--tipo``), the values typed as the CLI takes them (``scambio``,
``ferita``, ``rivolta``, ``potenzi``...) and numbers are kept as in the English.

Source: seed 002 (Scambio di Attacchi, Danno Nullo / Leggero / Severo / Mortale, Potere Semplice Inoffensivo, Potere
Estremo, Tenta il Tutto per Tutto, Trattare Violentemente, Modalità Bisogno, Cercare un Pokémon, Ritirare nella Ball,
Droghe / radiazioni / MT, Punto Mutazione, Patologia, mercato nero, contatto di fiducia, Lista dei Debiti, Zaino,
Rimedio, Osservare una situazione tesa, Chiavi di Esperienza, Risorse per Sessione, Background, Ruota, Ritmo, Passi,
Reazione del GM) and the words Pokémon Noir already shows in Italian (``rules.pokemon.words``,
``rules.pokemon.reference_it``, ``rules.pokemon.refusal_templates``: allenatore, slot, caratteristica, cronologia,
Clausola Evolutiva, Condizione, ambiente). Pure data.
"""

from __future__ import annotations

from rules.pokemon.data import choices_typed

#: The arguments several commands share, with one English help each.
_SHARED = {
    "*: dice": "Dadi fisici digitati, es. 6,3.",
    "*: seed": "Tira invece con questo seme (registrato).",
    "*: character": "L'allenatore.",
    "*: contact": "Il contatto.",
    "*: reason": "rifiuto (ti ha voltato le spalle), favore (devi un favore), affari (niente più affari) o un testo.",
}

#: Trainers, Pokémon, sessions, scenes and recaps (002: allenatore, Approcci, Allerta, Risorse per Sessione,
#: Chiavi di Esperienza, contatto di fiducia, Amicizia, Natura, Clausola Evolutiva, Bisogno, Poteri; the Wheel).
_TABLE = {
    "add-character": "Crea un allenatore (PG).",
    "add-character: name": "Il nome dell'allenatore (1-60 caratteri; non , + = :).",
    "add-character: approcci": "Approcci Grinta,Classe,Acume,Bellezza,Grazia (es. 2,1,1,0,-1).",
    "add-character: allerta": "Allerta iniziale, 0 o più.",
    "add-character: risorse": "Risorse iniziali.",
    "add-character: risorse_per_sessione": "Le Risorse per Sessione date dal Background.",
    "add-character: chiave": "Una Chiave di Esperienza (ripetibile).",
    "add-character: contatto": "Il tuo contatto di fiducia nel mercato nero.",
    "add-pokemon": "Aggiungi un Pokémon di un allenatore.",
    "add-pokemon: name": "Il nome del Pokémon (un soprannome o la specie).",
    "add-pokemon: allenatore": "Il suo allenatore.",
    "add-pokemon: specie": "La specie (predefinita: il nome).",
    "add-pokemon: amicizia": "Amicizia iniziale, -2 o più.",
    "add-pokemon: natura": "La sua Natura.",
    "add-pokemon: clausola": "La sua Clausola Evolutiva.",
    "add-pokemon: bisogno": "Il suo Bisogno.",
    "add-pokemon: potere": "Un Potere Semplice (ripetibile).",
    "add-pokemon: estremo": "Un Potere Estremo già scritto in scheda (ripetibile).",
    "session start": "Inizia una sessione.",
    "session start: title": "Il titolo della sessione (una riga, al massimo 200 caratteri).",
    "session end": "Chiudi la sessione: Esperienza per Chiave, Risorse per Sessione, la Ruota gira.",
    "recap": "Il riassunto del GM di una sessione o di una scena.",
    "recap: text": "Il riassunto (al massimo 2000 caratteri; gli a capo e i paragrafi restano).",
    "recap: session": "La sessione che riassume (predefinita: quella in corso o l'ultima giocata).",
    "recap: scene": "La scena che riassume, al posto della sessione.",
    "recap: private": "Solo per i GM: mai mostrato a un giocatore o a uno spettatore.",
    "scene start": "Apri una scena.",
    "scene start: title": "Il titolo della scena.",
    "scene end": "Chiudi la scena.",
    "scene end: fate": "L'esito di un Bisogno non soddisfatto: NOME=rivolta (si rivolta contro di te) o NOME=fuga "
                       "(fugge); ripetibile.",
    "wheel rhythm": "Imposta il Ritmo della Ruota.",
    "wheel rhythm: rhythm": "Passi per sessione, 0-20.",
}

#: Battles, rolls and their picks (002: Scambio di Attacchi, Tenta il Tutto per Tutto, Cercare, Ritirare, Droghe,
#: mercato nero, Minacciare, Osservare una situazione tesa, alibi).
_ROLLS = {
    "battle start": "Inizia una battaglia (Rigeneri conta una volta per battaglia).",
    "battle start: title": "Il titolo della battaglia.",
    "battle harm": "Scambia una volta sola il Danno dello scambio in corso.",
    "battle harm: slot": "Lo slot che segna il Danno in arrivo (lo sceglie il GM), es. ferita, rottura.",
    "battle harm: slot_avversario": "Lo slot dell'avversario (un personaggio) per il Danno in uscita.",
    "battle harm: reazione": "L'unica Reazione del GM dello scambio, se non ne ha ancora fatta una.",
    "battle end": "Chiudi la battaglia.",
    "roll": "Tira una mossa (2d6 + caratteristica); poi risolvila.",
    "roll: move": "scambio, tutto, cerca, ritira, droga, mercato, minaccia, osserva, alibi (nomi in italiano o in "
                  "inglese).",
    "roll: character": "L'allenatore che tira (predefinito: --as).",
    "roll: pokemon": "Il Pokémon che agisce (serve per tutto, ritira, droga, minaccia).",
    "roll: approccio": "L'Approccio del tiro (scambio, cerca): grinta, classe, acume, bellezza, grazia.",
    "roll: sfrutta": "+1: agisci sfruttando le informazioni di Osservare una situazione tesa in questa scena.",
    "roll: innocuo": "scambio: un Potere Semplice Inoffensivo (una scelta in più, niente Potenzi).",
    "roll: subito": "scambio, primo tiro di uno scambio: il grado del Danno in arrivo (nullo, leggero, severo, "
                    "mortale).",
    "roll: inflitto": "scambio, primo tiro: il grado del Danno che infliggi.",
    "roll: bersaglio": "scambio, primo tiro: chi subisce il Danno in arrivo (predefinito: il Pokémon o tu).",
    "roll: avversario": "scambio, primo tiro: l'avversario (il nome di un personaggio o un testo).",
    "roll: potere": "tutto: il Potere Estremo; droga --tipo mt: il Potere insegnato.",
    "roll: tipo": "droga: droga, radiazioni o mt.",
    "roll: sostanza": "droga: la sostanza (presa dallo Zaino, se c'è).",
    "roll: specie": "cerca: la specie cercata.",
    "roll: contatto": "mercato: il tuo contatto nel mercato nero; alibi: a chi ti rivolgi.",
    "roll: oggetto": "mercato: l'oggetto (una Ball, un Rimedio o una Droga).",
    "roll: prezzo": "mercato: il suo prezzo in Risorse (altrimenti il listino dei prezzi della campagna).",
    "roll: categoria": "mercato: ball, rimedio o droga.",
    "roll: vittima": "minaccia: chi minacci.",
    "resolve": "Risolvi il tiro aperto con le sue scelte.",
    "resolve: pick": "Un'opzione, es. potenzi, difendi, resisti:condizione=Paralizzato,evita, "
                     "rigeneri:bersaglio=X,slot=ferita (ripetibile).",
    "resolve: natura": "cerca: la Natura del Pokémon trovato.",
    "resolve: slot": "tutto con 6-: lo slot Severo (lo sceglie il GM).",
    "resolve: patologia": "droga: la Patologia sviluppata con un Punto Mutazione.",
    "resolve: reazione": "La Reazione del GM (testo), quando il risultato ne richiede una.",
    "treat-violently": "Tratta con violenza un Pokémon (Trattare Violentemente).",
    "treat-violently: pokemon": "Il tuo Pokémon.",
    "treat-violently: choice": f"Con Amicizia -2: {choices_typed('it')}.",
}

#: Harm, Conditions, tracks, the Debt List, the Backpack and the Pokémon's changes (002: Danni, Rimedio, Condizione,
#: Amicizia, Allerta, Risorse, Esperienza, Lista dei Debiti, Zaino, evoluzione, Ball, Modalità Bisogno).
_SHEET = {
    "harm": "Segna uno slot di Danno.",
    "harm: character": "Allenatore o Pokémon.",
    "harm: slot": "ferita, fatica, ko, cicatrice, rottura, menomazione, mortale (in italiano o in inglese).",
    "heal": "Cancella uno slot di Danno.",
    "heal: character": "Allenatore o Pokémon.",
    "heal: slot": "ferita, fatica, ko, cicatrice, rottura, menomazione, mortale (in italiano o in inglese).",
    "rest": "Riposa (regola pubblicata).",
    "rest: character": "Allenatore o Pokémon.",
    "rest: giorni": "Giorni di riposo: si cancella anche il KO.",
    "remedy": "Usa un Rimedio dello Zaino.",
    "remedy: character": "Chi viene curato.",
    "remedy: oggetto": "Il Rimedio, es. Pozione, Revitalizzante.",
    "remedy: slot": "Lo slot cancellato, es. ferita, ko.",
    "remedy: da": "Di chi è lo Zaino (predefinito: --as, o l'allenatore del Pokémon).",
    "condition": "Imponi o togli una Condizione.",
    "condition: target": "Un personaggio, ambiente o qualsiasi altro nome.",
    "condition: condition": "La Condizione, es. Paralizzato.",
    "condition: remove": "Toglila invece di imporla.",
    "adjust": "Cambia Amicizia, Allerta, Risorse o Esperienza.",
    "adjust: character": "Allenatore o Pokémon.",
    "adjust: amicizia": "Variazione dell'Amicizia (di un Pokémon).",
    "adjust: allerta": "Variazione dell'Allerta (di un allenatore).",
    "adjust: risorse": "Variazione delle Risorse (di un allenatore).",
    "adjust: esperienza": "Variazione dell'Esperienza (di un allenatore).",
    "adjust: reason": "Perché (mostrato nella cronologia).",
    "forward": "Dai a un allenatore un modificatore sul prossimo tiro.",
    "forward: amount": "Il modificatore, -3..+3 (non 0).",
    "forward: ongoing": "Ogni tiro fino alla fine della scena.",
    "forward: reason": "L'origine mostrata sul tiro.",
    "key": "Attiva una Chiave di Esperienza.",
    "key: key": "La Chiave di Esperienza.",
    "key: new": "Aggiungi prima questa chiave alle Chiavi dell'allenatore.",
    "debt add": "Metti un contatto nella Lista dei Debiti.",
    "debt remove": "Togli un contatto dalla Lista dei Debiti.",
    "item": "Aggiungi o togli un oggetto dello Zaino.",
    "item: item": "L'oggetto, es. Pozione, Ultra Ball.",
    "item: remove": "Toglilo invece di aggiungerlo.",
    "evolve": "Fai evolvere un Pokémon.",
    "evolve: pokemon": "Il Pokémon.",
    "evolve: into": "La specie in cui si evolve.",
    "evolve: clausola": "La sua Clausola Evolutiva è soddisfatta (lo decide il GM).",
    "ball": "Metti un Pokémon nella sua Ball o fallo uscire.",
    "ball: pokemon": "Il Pokémon.",
    "ball: inside": "Nella Ball (predefinito) o fuori.",
    "need": "Il Bisogno di un Pokémon è soddisfatto.",
    "need: pokemon": "Il Pokémon.",
}

#: The groups' and the reads' help (``ledger battle --help``, ``ledger moves --help``) and ``--odds``.
_GROUPS_READS = {
    "*: odds": 'Prima stampa la probabilità esatta di ogni risultato (ledger odds); non viene registrato.',
    "group: session": 'Fasi della sessione: start, end (Esperienza per Chiave, Risorse, la Ruota).',
    "group: scene": 'Fasi della scena: start, end.',
    "group: battle": 'Battaglie: vederla, start, harm (scambiare il Danno una volta sola), end.',
    "group: debt": 'La Lista dei Debiti: add, remove.',
    "group: wheel": 'La Ruota: vederla, impostarne il Ritmo (rhythm).',
    "read: wheel": 'Mostra la Ruota: Passi e Ritmo.',
    "read: battle": 'Mostra la battaglia e lo scambio di Danno in corso.',
    "read: moves": 'Elenca le mosse (nomi accettati in italiano e in inglese).',
    "read: approaches": 'Elenca i cinque Approcci.',
    "read: harm-slots": 'Elenca gli slot del Danno e il loro grado.',
    "read: picks": 'Elenca le scelte che resolve accetta, mossa per mossa.',
}

#: Language -> help key -> its text (``GameSystem(load_help=...)``).
#: The placeholders of the system's own arguments in Italian (seed 002: allenatore, approccio, potere, specie) (``GameSystem.placeholder``; the shared ones: ``rules.placeholders``).
_PLACEHOLDERS = {
    "placeholder: SLOT": "CASELLA", "placeholder: POKEMON": "POKÉMON", "placeholder: SPECIES": "SPECIE",
    "placeholder: POWER": "POTERE", "placeholder: TRAINER": "ALLENATORE", "placeholder: GRADE": "GRADO",
    "placeholder: CONTACT": "CONTATTO", "placeholder: APPROACH": "APPROCCIO",
}

HELP: dict[str, dict[str, str]] = {"it": {**_SHARED, **_TABLE, **_ROLLS, **_SHEET, **_GROUPS_READS, **_PLACEHOLDERS}}
