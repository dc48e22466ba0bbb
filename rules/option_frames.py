"""The help of the ledger's own commands' options (``ledger --help``, ``ledger undo --help``: corrections, reads,
the root's own options) in the languages several systems play in; a system's arguments are its help table's
(``GameSystem.help_of``) and the options every system command shares are ``rules.help_frames``'.

Source: the options' English help as ``ledger.cli`` declares it (``core``, ``records``, ``review``, ``odds``,
``play``, ``archive``, ``__init__``); README "Using the ledger". Read through ``rules.help_frames.said`` by
``ledger.cli.help_language`` when the line's language is known (``--lang``, ``LEDGER_LANG``, the campaign's).
Options, environment variables and values stay as typed (``--cascade``, ``$LEDGER_ACTOR``, ``GM``); a placeholder
the text names is the option's as ``rules.placeholders`` says it (``NOMBRE``, ``FICHERO.pub``; ``N`` as typed). Spanish follows seeds 004 and 000, Italian seed 002, German seed 001's forum German. An option not listed
keeps its English help.
"""

from __future__ import annotations

import re

#: English option help -> (Spanish, Italian, German).
ROWS: dict[str, tuple[str, str, str]] = {
    "Show the version and exit.": ("Muestra la versión y termina.", "Mostra la versione ed esce.",
                                   "Zeigt die Version und beendet."),
    "Read a system's commands without a campaign (for --help).": (
        "Lee las órdenes de un sistema sin campaña (para --help).",
        "Legge i comandi di un sistema senza campagna (per --help).",
        "Liest die Befehle eines Systems ohne Kampagne (für --help)."),
    "Print the completion script of SHELL (bash, zsh, fish; default: $SHELL).": (
        "Imprime el guion de compleción de SHELL (bash, zsh, fish; por defecto: $SHELL).",
        "Stampa lo script di completamento di SHELL (bash, zsh, fish; predefinito: $SHELL).",
        "Gibt das Vervollständigungsskript von SHELL aus (bash, zsh, fish; Vorgabe: $SHELL)."),
    "Install completion for SHELL (bash, zsh, fish; default: $SHELL).": (
        "Instala la compleción para SHELL (bash, zsh, fish; por defecto: $SHELL).",
        "Installa il completamento per SHELL (bash, zsh, fish; predefinito: $SHELL).",
        "Installiert die Vervollständigung für SHELL (bash, zsh, fish; Vorgabe: $SHELL)."),
    "Language of this help and of the command after it (any system's language; default $LEDGER_LANG).": (
        "Idioma de esta ayuda y de la orden que sigue (un idioma de algún sistema; por defecto $LEDGER_LANG).",
        "Lingua di questo aiuto e del comando che segue (una lingua di un sistema; predefinita $LEDGER_LANG).",
        "Sprache dieser Hilfe und des folgenden Befehls (eine Sprache eines Systems; Vorgabe $LEDGER_LANG)."),
    "Undo every action after this one.": ("Deshace todas las acciones posteriores a esta.",
                                          "Annulla tutte le azioni successive a questa.",
                                          "Macht jede Aktion nach dieser rückgängig."),
    "Also undo the later actions that depend on it.": (
        "Deshace también las acciones posteriores que dependen de ella.",
        "Annulla anche le azioni successive che ne dipendono.",
        "Macht auch die späteren Aktionen rückgängig, die von ihr abhängen."),
    "Later actions that would only record different changes keep them, decided again.": (
        "Las acciones posteriores que solo anotarían cambios distintos los conservan, decididas de nuevo.",
        "Le azioni successive che registrerebbero solo cambiamenti diversi li tengono, decise di nuovo.",
        "Spätere Aktionen, die nur andere Änderungen aufzeichnen würden, behalten sie, neu entschieden."),
    "Who corrects: GM or a character ($LEDGER_ACTOR).": (
        "Quién corrige: el {gm} (GM) o un personaje ($LEDGER_ACTOR).",
        "Chi corregge: GM o un personaggio ($LEDGER_ACTOR).",
        "Wer korrigiert: die SL (GM) oder eine Figur ($LEDGER_ACTOR)."),
    "Why (shown in history).": ("Por qué (se muestra en el historial).", "Perché (mostrato nella cronologia).",
                                "Warum (im Verlauf gezeigt)."),
    "Print what was done as JSON.": ("Imprime lo hecho en JSON.", "Stampa ciò che è stato fatto in JSON.",
                                     "Gibt das Getane als JSON aus."),
    "Language of the lines printed (the system's languages).": (
        "Idioma de las líneas impresas (los idiomas del sistema).",
        "Lingua delle righe stampate (le lingue del sistema).",
        "Sprache der ausgegebenen Zeilen (die Sprachen des Systems)."),
    "Undo the later actions that would change.": ("Deshace las acciones posteriores que cambiarían.",
                                                  "Annulla le azioni successive che cambierebbero.",
                                                  "Macht die späteren Aktionen rückgängig, die sich ändern würden."),
    "Undo the later actions the correction makes illegal.": (
        "Deshace las acciones posteriores que la corrección vuelve ilegales.",
        "Annulla le azioni successive che la correzione rende illegali.",
        "Macht die späteren Aktionen rückgängig, die die Korrektur unzulässig macht."),
    "Show what would change downstream; record nothing.": ("Muestra qué cambiaría después; no anota nada.",
                                                           "Mostra cosa cambierebbe dopo; non registra nulla.",
                                                           "Zeigt, was sich danach ändern würde; zeichnet nichts auf."),
    "Print JSON.": ("Imprime JSON.", "Stampa JSON.", "Gibt JSON aus."),
    "Print JSON with stable keys.": ("Imprime JSON con claves estables.", "Stampa JSON con chiavi stabili.",
                                     "Gibt JSON mit festen Schlüsseln aus."),
    "Display language.": ("Idioma de lo mostrado.", "Lingua di ciò che si mostra.", "Sprache der Anzeige."),
    "Store file.": ("Fichero del almacén.", "File dell'archivio.", "Speicherdatei."),
    "Store file (created when missing).": ("Fichero del almacén (se crea si falta).",
                                           "File dell'archivio (creato se manca).",
                                           "Speicherdatei (angelegt, wenn sie fehlt)."),
    "Who creates it.": ("Quién la crea.", "Chi la crea.", "Wer sie anlegt."),
    "Game system id (default: the first registered; see ledger --help).": (
        "Id del sistema de juego (por defecto: el primero registrado; ver ledger --help).",
        "Id del sistema di gioco (predefinito: il primo registrato; vedi ledger --help).",
        "Id des Spielsystems (Vorgabe: das erste registrierte; siehe ledger --help)."),
    "Language of the refusals (a language of a registered system; default $LEDGER_LANG, else English).": (
        "Idioma de los rechazos (un idioma de un sistema registrado; por defecto $LEDGER_LANG, si no inglés).",
        "Lingua dei rifiuti (una lingua di un sistema registrato; predefinita $LEDGER_LANG, altrimenti inglese).",
        "Sprache der Ablehnungen (eine Sprache eines registrierten Systems; Vorgabe $LEDGER_LANG, sonst Englisch)."),
    "Only actions that involve this character.": ("Solo las acciones en que interviene este personaje.",
                                                  "Solo le azioni che coinvolgono questo personaggio.",
                                                  "Nur Aktionen, an denen diese Figur beteiligt ist."),
    "Only actions of session N.": ("Solo las acciones de la sesión N.", "Solo le azioni della sessione N.",
                                   "Nur Aktionen der Sitzung N."),
    "Only actions of scene N.": ("Solo las acciones de la escena N.", "Solo le azioni della scena N.",
                                 "Nur Aktionen der Szene N."),
    "Only actions taken by NAME (GM or a character).": ("Solo las acciones de NOMBRE (el {gm}, GM, o un personaje).",
                                                        "Solo le azioni di NOME (GM o un personaggio).",
                                                        "Nur Aktionen von NAME (die SL, GM, oder eine Figur)."),
    "Only the last N actions (of those the other options keep).": (
        "Solo las últimas N acciones (de las que dejan las otras opciones).",
        "Solo le ultime N azioni (tra quelle che lasciano le altre opzioni).",
        "Nur die letzten N Aktionen (von denen, die die anderen Optionen lassen)."),
    "One line per action instead of the table.": ("Una línea por acción en vez de la tabla.",
                                                  "Una riga per azione invece della tabella.",
                                                  "Eine Zeile pro Aktion statt der Tabelle."),
    "Who would roll: GM or a character name ($LEDGER_ACTOR).": (
        "Quién tiraría: el {gm} (GM) o el nombre de un personaje ($LEDGER_ACTOR).",
        "Chi tirerebbe: GM o il nome di un personaggio ($LEDGER_ACTOR).",
        "Wer würfeln würde: die SL (GM) oder der Name einer Figur ($LEDGER_ACTOR)."),
    "For whom the commands allowed now are listed: GM or a character name ($LEDGER_ACTOR).": (
        "Para quién se listan las órdenes que se pueden dar ahora: el {gm} (GM) o el nombre de un personaje "
        "($LEDGER_ACTOR).",
        "Per chi si elencano i comandi possibili ora: GM o il nome di un personaggio ($LEDGER_ACTOR).",
        "Für wen die jetzt möglichen Befehle gelistet werden: die SL (GM) oder der Name einer Figur ($LEDGER_ACTOR)."),
    "Who acts when a line gives no --as (default GM).": (
        "Quién actúa si una línea no da --as (por defecto: el {gm}, GM).",
        "Chi agisce se una riga non dà --as (predefinito GM).",
        "Wer handelt, wenn eine Zeile kein --as gibt (Vorgabe: die SL, GM)."),
    "Display language when a line gives no --lang.": ("Idioma de lo mostrado si una línea no da --lang.",
                                                      "Lingua di ciò che si mostra se una riga non dà --lang.",
                                                      "Sprache der Anzeige, wenn eine Zeile kein --lang gibt."),
    "Why (recorded with the action).": ("Por qué (se anota con la acción).", "Perché (annotato con l'azione).",
                                        "Warum (mit der Aktion festgehalten)."),
    "Language of the line printed (the system's languages).": (
        "Idioma de la línea impresa (los idiomas del sistema).", "Lingua della riga stampata (le lingue del sistema).",
        "Sprache der ausgegebenen Zeile (die Sprachen des Systems)."),
    "Install it for your user instead of printing it.": ("Lo instala para tu usuario en vez de imprimirlo.",
                                                         "Lo installa per il tuo utente invece di stamparlo.",
                                                         "Installiert es für deinen Benutzer, statt es auszugeben."),
    "What the token is for.": ("Para qué es el token.", "A cosa serve il token.", "Wofür das Token ist."),
    "Language of the lines printed (any system's language).": (
        "Idioma de las líneas impresas (el de cualquier sistema).",
        "Lingua delle righe stampate (quella di qualsiasi sistema).",
        "Sprache der ausgegebenen Zeilen (die eines beliebigen Systems)."),
    "How long the link stays valid.": ("Cuánto tiempo vale el enlace.", "Per quanto tempo vale il link.",
                                       "Wie lange der Link gültig bleibt."),
    "No password: print a one-time sign-in link instead.": (
        "Sin contraseña: imprime en su lugar un enlace de entrada de un solo uso.",
        "Senza password: stampa invece un link di accesso monouso.",
        "Kein Passwort: gibt stattdessen einen Einmal-Anmeldelink aus."),
    "Remove the setting (the campaign's language when its group chose one, else the browser's).": (
        "Quita el ajuste (el idioma de la campaña si su grupo eligió uno, si no el del navegador).",
        "Toglie l'impostazione (la lingua della campagna se il suo gruppo ne ha scelta una, altrimenti quella del browser).",
        "Entfernt die Einstellung (die Sprache der Kampagne, wenn ihre Gruppe eine gewählt hat, sonst die des Browsers)."),
    "Campaign option KEY=VALUE, as the system's options name it (repeat); see the README.": (
        "Opción de la campaña CLAVE=VALOR, como la nombran las opciones del sistema (repetible); ver el README.",
        "Opzione della campagna CHIAVE=VALORE, come la chiamano le opzioni del sistema (ripetibile); vedi il README.",
        "Kampagnenoption SCHLÜSSEL=WERT, wie die Optionen des Systems sie nennen (wiederholbar); siehe README."),
    "Print the counts and damage as JSON.": ("Imprime los recuentos y los daños en JSON.",
                                             "Stampa i conteggi e i danni in JSON.",
                                             "Gibt die Zählungen und Schäden als JSON aus."),
    "Check an export file instead of the store.": ("Comprueba un fichero exportado en vez del almacén.",
                                                   "Controlla un file esportato invece dell'archivio.",
                                                   "Prüft eine Exportdatei statt des Speichers."),
    "--file: the export must be signed by this public key.": (
        "--file: la exportación debe estar firmada con esta clave pública.",
        "--file: l'esportazione deve essere firmata con questa chiave pubblica.",
        "--file: der Export muss mit diesem öffentlichen Schlüssel signiert sein."),
    "The file to write (.gz: gzip; jsonl only).": ("El fichero que escribir (.gz: gzip; solo jsonl).",
                                                   "Il file da scrivere (.gz: gzip; solo jsonl).",
                                                   "Die zu schreibende Datei (.gz: gzip; nur jsonl)."),
    "script: keep undone actions as comments.": ("script: conserva las acciones deshechas como comentarios.",
                                                 "script: tiene le azioni annullate come commenti.",
                                                 "script: behält rückgängig gemachte Aktionen als Kommentare."),
    "Replace an existing file.": ("Reemplaza un fichero existente.", "Sostituisce un file esistente.",
                                  "Ersetzt eine vorhandene Datei."),
    "Import under another name (the store has one of that name).": (
        "Importa con otro nombre (el almacén ya tiene una con ese nombre).",
        "Importa con un altro nome (l'archivio ne ha già una con quel nome).",
        "Importiert unter einem anderen Namen (der Speicher hat schon eine dieses Namens)."),
    "Store (created when missing).": ("Almacén (se crea si falta).", "Archivio (creato se manca).",
                                      "Speicher (angelegt, wenn er fehlt)."),
    "Import only a file signed by this public key.": ("Importa solo un fichero firmado con esta clave pública.",
                                                      "Importa solo un file firmato con questa chiave pubblica.",
                                                      "Importiert nur eine mit diesem öffentlichen Schlüssel "
                                                      "signierte Datei."),
    "The private key to write (FILE.pub: its public key).": (
        "La clave privada que escribir (FICHERO.pub: su clave pública).",
        "La chiave privata da scrivere (FILE.pub: la sua chiave pubblica).",
        "Der zu schreibende private Schlüssel (DATEI.pub: sein öffentlicher Schlüssel)."),
    "The file to write (its folder must exist).": ("El fichero que escribir (su carpeta debe existir).",
                                                   "Il file da scrivere (la sua cartella deve esistere).",
                                                   "Die zu schreibende Datei (ihr Ordner muss existieren)."),
    "Replace FILE when it exists.": ("Reemplaza FICHERO si existe.", "Sostituisce FILE se esiste.",
                                     "Ersetzt DATEI, wenn sie existiert."),
    "The role the invitation gives.": ("El rol que da la invitación.", "Il ruolo che dà l'invito.",
                                       "Die Rolle, die die Einladung gibt."),
    "A player's character (repeat for several).": ("Un personaje del jugador (repetible para varios).",
                                                   "Un personaggio del giocatore (ripetibile per più).",
                                                   "Eine Figur des Spielers (wiederholbar für mehrere)."),
    "How long it stays open: 30m, 48h, 7d, or an ISO 8601 moment.": (
        "Cuánto tiempo sigue abierta: 30m, 48h, 7d o un momento ISO 8601.",
        "Per quanto resta aperto: 30m, 48h, 7d o un momento ISO 8601.",
        "Wie lange sie offen bleibt: 30m, 48h, 7d oder ein Zeitpunkt nach ISO 8601."),
    "Withdraw the open invitation ID instead.": ("Retira en su lugar la invitación abierta ID.",
                                                 "Ritira invece l'invito aperto ID.",
                                                 "Zieht stattdessen die offene Einladung ID zurück."),
    "The role.": ("El rol.", "Il ruolo.", "Die Rolle."),
    "A player's character.": ("Un personaje del jugador.", "Un personaggio del giocatore.", "Eine Figur des Spielers."),
    "A character to take from them (repeat for several).": ("Un personaje que quitarle (repetible para varios).",
                                                            "Un personaggio da togliergli (ripetibile per più).",
                                                            "Eine Figur, die ihm genommen wird (wiederholbar)."),
    "Also the approved and rejected.": ("También las aprobadas y las rechazadas.",
                                        "Anche quelle approvate e respinte.", "Auch die freigegebenen und abgelehnten."),
    "Dice typed in, replacing the proposal's.": ("Dados tecleados, en lugar de los de la propuesta.",
                                                 "Dadi digitati, al posto di quelli della proposta.",
                                                 "Eingegebene Würfel statt der des Vorschlags."),
    "Change an argument first (repeat).": ("Cambia antes un argumento (repetible).",
                                           "Cambia prima un argomento (ripetibile).",
                                           "Ändert zuerst ein Argument (wiederholbar)."),
    "GM-only: never shown to a player or a viewer.": ("Solo para GM: nunca se muestra a un jugador ni a un espectador.",
                                                      "Solo per i GM: mai mostrata a un giocatore o a uno spettatore.",
                                                      "Nur für SL: nie einem Spieler oder Zuschauer gezeigt."),
    "Address to listen on (127.0.0.1: this machine only).": ("Dirección en que escuchar (127.0.0.1: solo esta máquina).",
                                                             "Indirizzo su cui ascoltare (127.0.0.1: solo questa macchina).",
                                                             "Adresse, auf der gelauscht wird (127.0.0.1: nur dieser "
                                                             "Rechner)."),
    "Port to listen on (0: any free port).": ("Puerto en que escuchar (0: cualquiera libre).",
                                              "Porta su cui ascoltare (0: una qualsiasi libera).",
                                              "Port, auf dem gelauscht wird (0: irgendein freier)."),
    "The store: a SQLite file or a postgresql:// URL ($LEDGER_STORE).": (
        "El almacén: un fichero SQLite o una URL postgresql:// ($LEDGER_STORE).",
        "L'archivio: un file SQLite o un URL postgresql:// ($LEDGER_STORE).",
        "Der Speicher: eine SQLite-Datei oder eine postgresql://-URL ($LEDGER_STORE)."),
    "Print a one-time sign-in link for this GM (the account made, GM of every campaign).": (
        "Imprime un enlace de entrada de un solo uso para este {gm} (se crea la cuenta, {gm} de todas las campañas).",
        "Stampa un link di accesso monouso per questo GM (l'account viene creato, GM di ogni campagna).",
        "Gibt einen Einmal-Anmeldelink für diese SL aus (das Konto wird angelegt, SL jeder Kampagne)."),
    "Behind a reverse proxy: the proxies (addresses or networks, comma-separated) whose X-Forwarded-For names the "
    "client. Default: none; the connection's address counts.": (
        "Tras un proxy inverso: los proxies (direcciones o redes, separadas por comas) cuyo X-Forwarded-For nombra al "
        "cliente. Por defecto: ninguno; cuenta la dirección de la conexión.",
        "Dietro un reverse proxy: i proxy (indirizzi o reti, separati da virgole) il cui X-Forwarded-For indica il "
        "client. Predefinito: nessuno; conta l'indirizzo della connessione.",
        "Hinter einem Reverse Proxy: die Proxys (Adressen oder Netze, durch Kommas getrennt), deren X-Forwarded-For "
        "den Client nennt. Vorgabe: keine; es zählt die Adresse der Verbindung."),
    "Send the sign-in cookie over HTTPS only (its Secure flag): give it when the group reaches the server through "
    "HTTPS (a TLS proxy).": (
        "Envía la cookie de entrada solo por HTTPS (su marca Secure): dala cuando el grupo llegue al servidor por "
        "HTTPS (un proxy TLS).",
        "Invia il cookie di accesso solo via HTTPS (il suo flag Secure): da dare quando il gruppo raggiunge il server "
        "via HTTPS (un proxy TLS).",
        "Sendet das Anmelde-Cookie nur über HTTPS (sein Secure-Flag): anzugeben, wenn die Gruppe den Server über "
        "HTTPS erreicht (ein TLS-Proxy)."),
    # the archive's and the review's options (``ledger.cli.archive``, ``records``, ``core``, ``people``)
    "Markdown or a self-contained HTML page (default: from FILE's ending).": (
        "Markdown o una página HTML autónoma (por defecto: según la terminación de FICHERO).",
        "Markdown o una pagina HTML autonoma (predefinito: dall'estensione di FILE).",
        "Markdown oder eine eigenständige HTML-Seite (Vorgabe: nach der Endung von DATEI)."),
    "The system's terms, the line printed and the refusals in this language (default its first).": (
        "Los términos del sistema, la línea impresa y los rechazos en este idioma (por defecto el primero).",
        "I termini del sistema, la riga stampata e i rifiuti in questa lingua (predefinita la prima).",
        "Die Begriffe des Systems, die ausgegebene Zeile und die Ablehnungen in dieser Sprache (Vorgabe seine erste)."),
    "jsonl: every stored event with its chain; script: a replayable campaign script; history: the history rows as "
    "JSON (what a player or viewer may export).": (
        "jsonl: cada evento guardado con su cadena; script: un guion de campaña reproducible; history: las filas del "
        "historial en JSON (lo que un jugador o un espectador puede exportar).",
        "jsonl: ogni evento salvato con la sua catena; script: un copione di campagna riproducibile; history: le righe "
        "della cronologia in JSON (ciò che un giocatore o uno spettatore può esportare).",
        "jsonl: jedes gespeicherte Ereignis mit seiner Kette; script: ein wieder abspielbares Kampagnen-Skript; "
        "history: die Zeilen des Verlaufs als JSON (was ein Spieler oder Zuschauer exportieren darf)."),
    "jsonl: sign the export with this private key (ledger keygen): FILE.sig beside it.": (
        "jsonl: firma la exportación con esta clave privada (ledger keygen): FICHERO.sig a su lado.",
        "jsonl: firma l'esportazione con questa chiave privata (ledger keygen): FILE.sig accanto.",
        "jsonl: signiert den Export mit diesem privaten Schlüssel (ledger keygen): DATEI.sig daneben."),
    "A head digest you hold (as verify printed it), or a file of them: the record must still hold it. Repeatable.": (
        "Un resumen de cabeza que guardas (como lo imprimió verify), o un fichero de ellos: el registro debe seguir "
        "conteniéndolo. Repetible.",
        "Un digest di testa che conservi (come l'ha stampato verify), o un file di digest: il registro deve ancora "
        "contenerlo. Ripetibile.",
        "Ein Kopf-Digest, den du aufbewahrst (wie verify ihn ausgab), oder eine Datei davon: die Aufzeichnung muss "
        "ihn noch enthalten. Wiederholbar."),
    "Only actions of this command (roll, undo, amend, create...; the kinds are listed below) or with this event kind "
    "(as --json shows it); one no action has is refused.": (
        "Solo las acciones de esta orden (por su nombre o como la nombra el historial: los tipos se listan abajo) o "
        "con este tipo de evento (como lo muestra --json); se rechaza uno que ninguna acción tenga.",
        "Solo le azioni di questo comando (per nome o come lo chiama la cronologia: i tipi sono elencati sotto) o con "
        "questo tipo di evento (come lo mostra --json); uno che nessuna azione ha è rifiutato.",
        "Nur Aktionen dieses Befehls (mit Namen oder wie der Verlauf ihn nennt: die Arten stehen unten) oder mit "
        "dieser Ereignisart (wie --json sie zeigt); eine, die keine Aktion hat, wird abgelehnt."),
    "Only actions recorded at or after TIME (ISO 8601 date or date-time, UTC unless it says: 2026-11-30, "
    "2026-11-30T10:55).": (
        "Solo las acciones anotadas en HORA o después (fecha o fecha y hora ISO 8601, en UTC salvo que diga otra "
        "cosa: 2026-11-30, 2026-11-30T10:55).",
        "Solo le azioni registrate a ORA o dopo (data o data e ora ISO 8601, in UTC salvo indicazione: 2026-11-30, "
        "2026-11-30T10:55).",
        "Nur Aktionen, die zu ZEIT oder danach aufgezeichnet wurden (Datum oder Datum mit Uhrzeit nach ISO 8601, "
        "UTC, wenn nicht anders angegeben: 2026-11-30, 2026-11-30T10:55)."),
    "Only actions recorded up to TIME (ISO 8601 date or date-time; a day or minute includes all of it).": (
        "Solo las acciones anotadas hasta HORA (fecha o fecha y hora ISO 8601; un día o un minuto cuenta entero).",
        "Solo le azioni registrate fino a ORA (data o data e ora ISO 8601; un giorno o un minuto conta per intero).",
        "Nur Aktionen, die bis ZEIT aufgezeichnet wurden (Datum oder Datum mit Uhrzeit nach ISO 8601; ein Tag oder "
        "eine Minute zählt ganz)."),
    "Why (recorded, shown to the proposer); required but for stale, where each one's own refusal is the reason when "
    "none is given.": (
        "Por qué (se anota y se muestra a quien propuso); obligatorio salvo con stale, donde el motivo de cada una, "
        "si no se da ninguno, es su propio rechazo.",
        "Perché (registrato, mostrato a chi ha proposto); obbligatorio tranne con stale, dove il motivo di ciascuna, "
        "se non se ne dà uno, è il suo stesso rifiuto.",
        "Warum (aufgezeichnet, dem Vorschlagenden gezeigt); nötig außer bei stale, wo der Grund jedes Vorschlags, "
        "wenn keiner angegeben wird, seine eigene Ablehnung ist."),
    # the heading and the ledger's line of ``history --help``'s kinds (``ledger.cli.core``)
    "Kinds (--kind)": ("Tipos (--kind)", "Tipi (--kind)", "Arten (--kind)"),
    "The ledger's": ("Del registro", "Del registro", "Des Registers"),
    # the sections of ``ledger --help`` (``ledger.cli.root``'s ``sections``)
    "Play (record and correct)": ("Jugar (anotar y corregir)", "Giocare (registrare e correggere)",
                                  "Spielen (aufzeichnen und korrigieren)"),
    "Reads (nothing is recorded)": ("Lecturas (no se anota nada)", "Letture (non si registra nulla)",
                                    "Lesen (nichts wird aufgezeichnet)"),
    "Archive": ("Archivo", "Archivio", "Archiv"),
    "The group (people, who may do what, approval)": ("El grupo (gente, quién puede hacer qué, aprobación)",
                                                      "Il gruppo (persone, chi può fare cosa, approvazione)",
                                                      "Die Gruppe (Leute, wer was darf, Freigabe)"),
    "Store": ("Almacén", "Archivio dati", "Speicher"),
    "Other": ("Otras", "Altri", "Weitere"),
}

_AT = {"es": 0, "it": 1, "de": 2}
#: ``Commands of TITLE (--system ID)``: a system's section of ``ledger --help`` (``ledger.cli.group``).
_SYSTEM_SECTION = re.compile(r"Commands of (?P<title>.+) \((?P<option>--system \S+)\)")
_SYSTEM_WORDS = ("Órdenes de {title} ({option})", "Comandi di {title} ({option})", "Befehle von {title} ({option})")


def said(text: str, lang: str) -> str | None:
    """The help ``text`` (an option of the ledger's own commands, in English) in ``lang``, or None (English, a
    language not listed, or an option this table does not word)."""
    if lang not in _AT:
        return None
    row = ROWS.get(text)
    if row is not None:
        return row[_AT[lang]]
    section = _SYSTEM_SECTION.fullmatch(text)
    return _SYSTEM_WORDS[_AT[lang]].format(**section.groupdict()) if section else None
