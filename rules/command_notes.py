"""The paragraphs of the ledger's own commands' ``--help`` between the one-line help and the examples (what undo
refuses, what history keeps, how serve stops), in every language a registered system plays in besides English
(English is each command's own docstring).

Source: the English paragraphs of each command's docstring in ``ledger.cli`` (``core``, ``records``, ``review``,
``odds``, ``play``, ``archive``, ``serve``, ``__init__``); README "Using the ledger". Read by
``ledger.cli.help_language.own`` when the line's language is known. Commands, options, values and environment
variables stay as typed (``--cascade``, ``$PAGER``, ``X-Forwarded-For``); a placeholder is the usage line's, in the
language (``rules.placeholders``: ``ORDEN``). Spanish follows seeds 004 and 000 ("orden" for a command, "almacén"),
Italian seed 002, German seed 001's forum German.
"""

from __future__ import annotations

#: Language -> command (``ledger`` for the root) -> its paragraphs after the one-line help, in order.
NOTES: dict[str, dict[str, tuple[str, ...]]] = {
    "es": {
        "ledger": ("`ledger --system ID ORDEN --help` muestra una orden de un sistema sin almacén.",),
        "amend": ("Los argumentos son los de la orden original, cada uno como --opción (también uno posicional: "
                  "--character). Lo que cambia después se muestra antes -> después por acción; una acción posterior "
                  "que la corrección vuelve ilegal hace rechazar el amend, salvo que se corrija en el mismo amend "
                  "(--and N ARGUMENTOS...) o que --cascade la deshaga.",),
        "chronicle": ("El fichero es nuevo y solo tú puedes leerlo y escribirlo (0600); uno existente se rechaza "
                      "salvo con --force. La página HTML no necesita nada más: ni scripts ni red; se lee en un "
                      "móvil y se imprime.",),
        "completion": ("Lo mismo que ledger --show-completion / --install-completion. La compleción ofrece las "
                       "órdenes, sus opciones y los valores que la campaña de $LEDGER_STORE (o --store en la línea) "
                       "admite ahora.",),
        "history": ("Las acciones deshechas y corregidas se quedan en el historial, marcadas; undo, redo y amend son "
                    "acciones por sí mismas. En un terminal, una salida larga pasa por el paginador ($PAGER); las "
                    "filas se leen de una en una, así que una campaña de cualquier longitud se imprime con memoria "
                    "constante.",),
        "odds": ("Los argumentos son los de la orden de tirada del sistema (la que admite --odds; ledger ORDEN --help "
                 "los lista); si el sistema tiene varias, nombra primero la orden. Los dados se omiten: la probabilidad es lo que los dados podrían dar.",),
        "play": ("Tab completa órdenes, opciones y valores de la campaña tal como está (personajes, los nombres que "
                 "admite el sistema, las opciones de la tirada abierta...); la línea de abajo muestra la sesión, la "
                 "escena, la tirada abierta y las reservas; F2 (Alt-U) pone \"undo LAST\" en la línea, F3 (Alt-A) "
                 "\"amend LAST \"; Ctrl-C cancela una línea; Ctrl-D o \"exit\" sale. Cada línea responde como lo "
                 "haría la orden, con un solo proceso para toda la sesión.",),
        "serve": ("Se detiene limpiamente con Ctrl-C o SIGTERM (las peticiones en curso terminan; nada queda a medio "
                  "escribir).",
                  "Tras un proxy inverso, --forwarded-allow-ips lo nombra para que se lea su X-Forwarded-For (por "
                  "defecto no se lee ninguna cabecera reenviada: un cliente podría dar cualquier dirección y "
                  "esquivar el límite de entradas)."),
        "status": ("Lo mostrado viene del sistema de juego de la campaña; --as-of, --session y --scene lo muestran "
                   "tal como estaba entonces. Con --as un personaje, las órdenes que se pueden dar ahora son las que "
                   "se ofrecen a su jugador (no las que siguen a la tirada abierta de otro).",),
        "undo": ("Una acción posterior que, decidida de nuevo sin ella, se rechazaría o anotaría cambios distintos "
                 "depende de ella: el undo se rechaza entonces y las nombra, salvo que --cascade las deshaga también. "
                 "Con --redecide, una acción posterior que solo anotaría cambios distintos (una reserva uno menor, un "
                 "total uno mayor) conserva su nuevo resultado; solo dependen las que se rechazarían. --dry-run "
                 "muestra lo que el undo desharía y revisaría, como amend --dry-run, y no anota nada.",),
    },
    "it": {
        "ledger": ("`ledger --system ID COMANDO --help` mostra un comando di un sistema senza archivio.",),
        "amend": ("Gli argomenti sono quelli del comando originale, ciascuno come --opzione (anche uno posizionale: "
                  "--character). Ciò che cambia dopo è mostrato prima -> dopo per azione; un'azione successiva che la "
                  "correzione rende illegale fa rifiutare l'amend, a meno che sia corretta nello stesso amend (--and "
                  "N ARGOMENTI...) o che --cascade la annulli.",),
        "chronicle": ("Il file è nuovo e solo tu puoi leggerlo e scriverlo (0600); uno esistente è rifiutato senza "
                      "--force. La pagina HTML non ha bisogno d'altro: niente script, niente rete; si legge su un "
                      "telefono e si stampa.",),
        "completion": ("Come ledger --show-completion / --install-completion. Il completamento propone i comandi, le "
                       "loro opzioni e i valori che la campagna in $LEDGER_STORE (o --store sulla riga) accetta ora.",),
        "history": ("Le azioni annullate e corrette restano nella cronologia, segnate; undo, redo e amend sono azioni "
                    "a sé. Su un terminale un output lungo passa dal paginatore ($PAGER); le righe si leggono una "
                    "alla volta, così una campagna di qualsiasi lunghezza si stampa con memoria costante.",),
        "odds": ("Gli argomenti sono quelli del comando di tiro del sistema (quello che accetta --odds; ledger "
                 "COMANDO --help li elenca); se il sistema ne ha più d'uno, nomina prima il comando. I dadi sono esclusi: la probabilità è ciò che i dadi potrebbero dare.",),
        "play": ("Tab completa comandi, opzioni e valori dalla campagna com'è ora (personaggi, i nomi che il sistema "
                 "accetta, le scelte del tiro aperto...); la riga in basso mostra sessione, scena, tiro aperto e "
                 "riserve; F2 (Alt-U) mette \"undo LAST\" sulla riga, F3 (Alt-A) \"amend LAST \"; Ctrl-C annulla "
                 "una riga; Ctrl-D o \"exit\" esce. Ogni riga risponde come farebbe il comando, con un solo processo "
                 "per tutta la sessione.",),
        "serve": ("Si ferma in modo pulito con Ctrl-C o SIGTERM (le richieste in corso finiscono; nulla resta scritto "
                  "a metà).",
                  "Dietro un reverse proxy, --forwarded-allow-ips lo indica, così che il suo X-Forwarded-For venga "
                  "letto (di norma nessuna intestazione inoltrata lo è: un client potrebbe indicare qualsiasi "
                  "indirizzo ed eludere il limite degli accessi)."),
        "status": ("Ciò che si mostra viene dal sistema di gioco della campagna; --as-of, --session e --scene lo "
                   "mostrano com'era allora. Con --as un personaggio, i comandi possibili ora sono quelli offerti al "
                   "suo giocatore (non quelli che seguono il tiro aperto di un altro).",),
        "undo": ("Un'azione successiva che, decisa di nuovo senza di essa, sarebbe rifiutata o registrerebbe "
                 "cambiamenti diversi ne dipende: l'undo è allora rifiutato e le nomina, a meno che --cascade annulli "
                 "anche quelle. Con --redecide, un'azione successiva che registrerebbe solo cambiamenti diversi (una "
                 "riserva di uno più bassa, un totale di uno più alto) tiene invece il nuovo esito; dipendono solo "
                 "quelle che sarebbero rifiutate. --dry-run mostra cosa l'undo annullerebbe e rivedrebbe, come amend "
                 "--dry-run, e non registra nulla.",),
    },
    "de": {
        "ledger": ("`ledger --system ID BEFEHL --help` zeigt einen Befehl eines Systems ohne Speicher.",),
        "amend": ("Die Argumente sind die des ursprünglichen Befehls, jedes als --Option (auch ein positionales: "
                  "--character). Was sich danach ändert, wird je Aktion als vorher -> nachher gezeigt; eine spätere "
                  "Aktion, die die Korrektur unzulässig macht, lässt das amend ablehnen, außer sie wird im selben "
                  "amend korrigiert (--and N ARGUMENTE...) oder --cascade macht sie rückgängig.",),
        "chronicle": ("Die Datei ist neu und nur für dich les- und schreibbar (0600); eine vorhandene wird ohne "
                      "--force abgelehnt. Die HTML-Seite braucht nichts weiter: kein Skript, kein Netz; auf dem "
                      "Handy lesbar, druckbar.",),
        "completion": ("Dasselbe wie ledger --show-completion / --install-completion. Die Vervollständigung bietet "
                       "die Befehle, ihre Optionen und die Werte an, die die Kampagne in $LEDGER_STORE (oder --store "
                       "in der Zeile) gerade annimmt.",),
        "history": ("Rückgängig gemachte und korrigierte Aktionen bleiben markiert im Verlauf; undo, redo und amend "
                    "sind selbst Aktionen. Im Terminal läuft lange Ausgabe durch den Pager ($PAGER); die Zeilen "
                    "werden einzeln gelesen, so dass eine Kampagne jeder Länge mit gleichbleibendem Speicher "
                    "ausgegeben wird.",),
        "odds": ("Die Argumente sind die des Wurfbefehls des Systems (der --odds annimmt; ledger BEFEHL --help listet "
                 "sie); hat das System mehrere, nenne zuerst den Befehl. Die Würfel fehlen: die Chancen sind das, was die Würfel ergeben könnten.",),
        "play": ("Tab ergänzt Befehle, Optionen und Werte aus der Kampagne, wie sie gerade steht (Figuren, die Namen, "
                 "die das System annimmt, die Wahlen des offenen Wurfs...); die untere Zeile zeigt Sitzung, Szene, "
                 "offenen Wurf und Pools; F2 (Alt-U) setzt \"undo LAST\" in die Zeile, F3 (Alt-A) \"amend LAST \"; "
                 "Ctrl-C verwirft eine Zeile; Ctrl-D oder \"exit\" beendet. Jede Zeile antwortet wie der Befehl, in "
                 "einem einzigen Prozess für die ganze Sitzung.",),
        "serve": ("Hält mit Ctrl-C oder SIGTERM sauber an (laufende Anfragen werden fertig; nichts bleibt halb "
                  "geschrieben).",
                  "Hinter einem Reverse Proxy nennt --forwarded-allow-ips ihn, damit sein X-Forwarded-For gelesen "
                  "wird (vorgegeben wird kein weitergeleiteter Header gelesen: ein Client könnte jede Adresse nennen "
                  "und die Anmeldegrenze umgehen)."),
        "status": ("Was gezeigt wird, kommt vom Spielsystem der Kampagne; --as-of, --session und --scene zeigen es, "
                   "wie es damals stand. Mit --as einer Figur sind die jetzt möglichen Befehle die, die ihrem Spieler "
                   "angeboten werden (nicht die, die dem offenen Wurf eines anderen folgen).",),
        "undo": ("Eine spätere Aktion, die ohne sie neu entschieden abgelehnt würde oder andere Änderungen "
                 "aufzeichnen würde, hängt von ihr ab: das undo wird dann abgelehnt und nennt sie, außer --cascade "
                 "macht sie mit rückgängig. Mit --redecide behält eine spätere Aktion, die nur andere Änderungen "
                 "aufzeichnen würde (ein Pool um eins kleiner, eine Summe um eins größer), ihr neues Ergebnis; nur "
                 "die, die abgelehnt würden, hängen ab. --dry-run zeigt, was das undo rückgängig machen und neu "
                 "bewerten würde, wie amend --dry-run, und zeichnet nichts auf.",),
    },
}

#: Language -> command -> the rest of its help's first paragraph, said after the one-line help (what the English
#: says there besides what the one-line help of ``rules.command_frames`` says).
MORE: dict[str, dict[str, str]] = {
    "es": {
        "account language": "Las páginas, las respuestas y errores de la API y las filas en vivo se le leen en él, con "
                            "sesión o con token, en cualquier dispositivo (el ?lang= de una petición sigue mandando; "
                            "una campaña cuyo sistema no lo tiene se lee en el del navegador o en el suyo). IDIOMA: el "
                            "idioma de cualquier sistema.",
        "grant": "Un jugador al que se da player conserva sus personajes y gana los nombrados (ledger release quita "
                 "uno); un nombre aún sin cuenta queda sentado antes de registrarse, y la línea lo dice.",
        "redo": "Sigue la misma regla de dependencias que undo. --dry-run muestra lo que el redo reharía, desharía y "
                "revisaría, y no anota nada.",
        "reject": "ID stale: todas las propuestas pendientes que el estado ya no permite (las que ledger proposals "
                  "marca así), cada una con --reason o, sin él, con su propio rechazo como motivo (como hace POST "
                  ".../proposals/stale/reject).",
        "verify": "Sin --campaign, todas las campañas del almacén: el fichero del almacén, la cadena de hashes, cada "
                  "evento plegado con la comprobación de divergencias, cada instantánea contra el pliegue y la lista "
                  "de campañas. Imprime OK con los recuentos y el resumen de cabeza de cada campaña (guárdalo donde no "
                  "lleguen quienes escriben en el almacén; --head RESUMEN demuestra luego que nada cambió hasta él), "
                  "o el primer daño y termina con el código 1. Con --file, comprueba en su lugar un fichero exportado "
                  "y su firma.",
    },
    "it": {
        "account language": "Le pagine, le risposte e gli errori dell'API e le righe dal vivo gli arrivano in quella "
                            "lingua, con sessione o con token, su ogni dispositivo (il ?lang= di una richiesta vale "
                            "comunque; una campagna il cui sistema non la ha si legge in quella del browser o nella "
                            "propria). LINGUA: la lingua di qualsiasi sistema.",
        "grant": "Un giocatore a cui si dà player tiene i suoi personaggi e ottiene quelli nominati (ledger release "
                 "ne toglie uno); un nome ancora senza account viene accolto prima della registrazione, e la riga lo "
                 "dice.",
        "redo": "Segue la stessa regola delle dipendenze di undo. --dry-run mostra cosa il redo rifarebbe, "
                "annullerebbe e rivedrebbe, e non registra nulla.",
        "reject": "ID stale: tutte le proposte in attesa che lo stato non permette più (quelle che ledger proposals "
                  "segna così), ciascuna con --reason o, senza, con il suo stesso rifiuto come motivo (come fa POST "
                  ".../proposals/stale/reject).",
        "verify": "Senza --campaign, tutte le campagne dell'archivio: il file dell'archivio, la catena di hash, ogni "
                  "evento ripiegato con il controllo di divergenza, ogni istantanea rispetto al ripiegamento e "
                  "l'elenco delle campagne. Stampa OK con i conteggi e il digest di testa di ogni campagna (conservalo "
                  "dove chi scrive nell'archivio non arriva; --head DIGEST prova poi che nulla è cambiato fino a lì), "
                  "oppure il primo danno ed esce con il codice 1. Con --file, controlla invece un file esportato e la "
                  "sua firma.",
    },
    "de": {
        "account language": "Die Seiten, die Antworten und Fehler der API und die Live-Zeilen kommen in ihr, "
                            "angemeldet per Sitzung oder Token, auf jedem Gerät (das ?lang= einer Anfrage gilt "
                            "trotzdem; eine Kampagne, deren System sie nicht hat, liest sich in der des Browsers oder "
                            "ihrer eigenen). SPRACHE: die Sprache eines beliebigen Systems.",
        "grant": "Ein Spieler, dem player gegeben wird, behält seine Charaktere und bekommt die genannten dazu (ledger "
                 "release nimmt einen weg); ein Name noch ohne Konto bekommt seinen Platz vor der Anmeldung, und die "
                 "Zeile sagt es.",
        "redo": "Es gilt dieselbe Abhängigkeitsregel wie bei undo. --dry-run zeigt, was das redo wiederholen, "
                "rückgängig machen und neu bewerten würde, und zeichnet nichts auf.",
        "reject": "ID stale: jeder offene Vorschlag, den der Stand nicht mehr erlaubt (die, die ledger proposals so "
                  "markiert), jeder mit --reason oder, ohne, mit seiner eigenen Ablehnung als Grund (wie POST "
                  ".../proposals/stale/reject).",
        "verify": "Ohne --campaign jede Kampagne des Speichers: die Speicherdatei, die Hash-Kette, jedes Ereignis mit "
                  "der Abweichungsprüfung aufgerollt, jeder Schnappschuss gegen das Aufrollen und die Kampagnenliste. "
                  "Gibt OK mit Zählungen und dem Kopf-Digest je Kampagne aus (bewahre ihn auf, wo die Schreiber des "
                  "Speichers nicht hinkommen; --head DIGEST beweist später, dass sich bis dahin nichts geändert hat), "
                  "oder den ersten Schaden und endet mit Code 1. Mit --file prüft es stattdessen eine Exportdatei und "
                  "ihre Signatur.",
    },
}


def more(command: str, lang: str) -> str | None:
    """The rest of the ledger's own ``command``'s first help paragraph in ``lang`` (``MORE``), said after its one-line
    help; None when the one-line help says it all, for English or a language not listed. Raises nothing."""
    return MORE.get(lang, {}).get(command)


def notes(command: str, lang: str) -> tuple[str, ...] | None:
    """The paragraphs of the ledger's own ``command`` (``"history"``, ``"ledger"`` for the root) between its one-line
    help and its examples, in ``lang``: () for a command that has none, None for English or a language not listed
    (the command's own paragraphs stand). Raises nothing."""
    table = NOTES.get(lang)
    if table is None:
        return None
    return table.get(command, ())
