"""The frames of the refusals the ledger raises before a campaign is known (no such store, no such campaign, a store
URL that cannot be reached, a campaign name refused at create, a file to write that cannot be), in the languages
several systems play in.

Source: the modules whose English they rewrite: ``ledger.store.application`` (opening a store, naming a campaign),
``ledger.store.locations`` (``--store``, a PostgreSQL URL), ``ledger.store.new_store``, ``ledger.store.out_files``
(``--out``), ``ledger.inputs.campaign_name``, ``ledger.errors.DamagedStore``, ``ledger.cli.serve`` (the address
to listen on); the developers' guide ("nothing under
ledger/ names a system, its terms or its languages": the ledger raises in English; no system is known yet when
these are raised, so every system of one language shares them, read by ``rules.archive_frames.said``). Spanish
follows seed 000's and 004's Spanish, Italian seed 002's, German seed 001's forum German; ``rules.refusals`` says how
a table is read. A path, a URL, a name and the system's own reason (``{0}`` places) stay as written; an option
(``--campaign``) and a command line (``'ledger create'``) as typed.
"""

from __future__ import annotations

#: (English as the ledger raises it, Spanish, Italian, German); ``{1*}`` a list of names or "none".
ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("no ledger store at {0}; create one with 'ledger create' or 'ledger replay'",
     "no hay ningún almacén del ledger en {0}; crea uno con 'ledger create' o 'ledger replay'",
     "nessun archivio del ledger in {0}; creane uno con 'ledger create' o 'ledger replay'",
     "kein Ledger-Speicher unter {0}; leg einen mit 'ledger create' oder 'ledger replay' an"),
    ("no ledger store at {0}; create one with 'ledger create' or 'ledger replay', or point --store / LEDGER_STORE at an "
     "existing file",
     "no hay ningún almacén del ledger en {0}; crea uno con 'ledger create' o 'ledger replay', o apunta --store / "
     "LEDGER_STORE a un fichero existente",
     "nessun archivio del ledger in {0}; creane uno con 'ledger create' o 'ledger replay', o indica con --store / "
     "LEDGER_STORE un file esistente",
     "kein Ledger-Speicher unter {0}; leg einen mit 'ledger create' oder 'ledger replay' an, oder richte --store / "
     "LEDGER_STORE auf eine vorhandene Datei"),
    ("folder {0} does not exist", "la carpeta {0} no existe", "la cartella {0} non esiste", "Ordner {0} gibt es nicht"),
    ("{0} is a folder; give a file path", "{0} es una carpeta; da la ruta de un fichero",
     "{0} è una cartella; indica il percorso di un file", "{0} ist ein Ordner; gib einen Dateipfad an"),
    ("{0} is {1}; it cannot be read: restore it from a copy, or import an earlier export of its campaigns into a new store",
     "{0} es {1*}; no se puede leer: restáuralo desde una copia, o importa una exportación anterior de sus campañas en "
     "un almacén nuevo",
     "{0} è {1*}; non si può leggere: ripristinalo da una copia, o importa un'esportazione precedente delle sue campagne "
     "in un archivio nuovo",
     "{0} ist {1*}; er lässt sich nicht lesen: stell ihn aus einer Kopie wieder her, oder importiere einen früheren "
     "Export seiner Kampagnen in einen neuen Speicher"),
    ("{0} is not a ledger store ({1}); give a store made by 'ledger create' or 'ledger replay', or a new file path",
     "{0} no es un almacén del ledger ({1*}); da un almacén hecho con 'ledger create' o 'ledger replay', o la ruta de un "
     "fichero nuevo",
     "{0} non è un archivio del ledger ({1*}); indica un archivio fatto con 'ledger create' o 'ledger replay', o il "
     "percorso di un file nuovo",
     "{0} ist kein Ledger-Speicher ({1*}); gib einen mit 'ledger create' oder 'ledger replay' angelegten Speicher oder "
     "einen neuen Dateipfad an"),
    ("{0} has event tables of a ledger's name but no ledger mark; it is not a ledger store; give another schema "
     "(?schema=NAME)",
     "{0} tiene tablas de eventos con el nombre de las del ledger pero ninguna marca del ledger; no es un almacén del "
     "ledger; da otro esquema (?schema=NOMBRE)",
     "{0} ha tabelle di eventi col nome di quelle del ledger ma nessun segno del ledger; non è un archivio del ledger; "
     "indica un altro schema (?schema=NOME)",
     "{0} hat Ereignistabellen mit dem Namen der Ledger-Tabellen, aber keine Ledger-Markierung; es ist kein "
     "Ledger-Speicher; gib ein anderes Schema an (?schema=NAME)"),
    ("unknown campaign {0}; in this store: {1}", "{0} no es una campaña conocida; en este almacén: {1*}",
     "{0} non è una campagna conosciuta; campagne di questo archivio: {1*}",
     "{0} ist keine bekannte Kampagne; Kampagnen dieses Speichers: {1*}"),
    ("name the campaign with --campaign (or LEDGER_CAMPAIGN); in this store: {0}",
     "nombra la campaña con --campaign (o LEDGER_CAMPAIGN); en este almacén: {0*}",
     "indica la campagna con --campaign (o LEDGER_CAMPAIGN); campagne di questo archivio: {0*}",
     "nenne die Kampagne mit --campaign (oder LEDGER_CAMPAIGN); Kampagnen dieses Speichers: {0*}"),
    ("the campaign list is damaged: {0}; campaigns whose records are stored: {1} (name one with --campaign); run "
     "'ledger verify' to see the damage",
     "la lista de campañas está dañada: {0*}; campañas cuyos registros están guardados: {1} (nombra una con "
     "--campaign); ejecuta 'ledger verify' para ver el daño",
     "l'elenco delle campagne è danneggiato: {0*}; campagne i cui registri sono conservati: {1} (indicane una con "
     "--campaign); esegui 'ledger verify' per vedere il danno",
     "die Kampagnenliste ist beschädigt: {0*}; Kampagnen, deren Aufzeichnungen gespeichert sind: {1} (nenne eine mit "
     "--campaign); führe 'ledger verify' aus, um den Schaden zu sehen"),
    # what is wrong with the campaign list (ledger.store.campaign_list), inside the frame above
    ("its event {0} does not decode (its bytes were cut or edited)",
     "su evento {0} no se puede descodificar (sus bytes se cortaron o editaron)",
     "il suo evento {0} non si può decodificare (i suoi byte sono stati tagliati o modificati)",
     "ihr Ereignis {0} lässt sich nicht dekodieren (seine Bytes wurden gekürzt oder bearbeitet)"),
    ("its event {0} is of a kind that cannot stand there (its topic was edited)",
     "su evento {0} es de un tipo que no puede estar ahí (se editó su tema)",
     "il suo evento {0} è di un tipo che non può stare lì (il suo argomento è stato modificato)",
     "ihr Ereignis {0} ist von einer Art, die dort nicht stehen kann (sein Thema wurde bearbeitet)"),
    ("its event {0} enters campaign {1} a second time", "su evento {0} anota la campaña {1} por segunda vez",
     "il suo evento {0} registra la campagna {1} una seconda volta",
     "ihr Ereignis {0} trägt Kampagne {1} ein zweites Mal ein"),
    ("its event {0} names campaign {1}, but no record of that campaign is stored (an edited name)",
     "su evento {0} nombra la campaña {1}, pero no hay guardado ningún registro de esa campaña (un nombre editado)",
     "il suo evento {0} nomina la campagna {1}, ma non è conservato nessun registro di quella campagna (un nome "
     "modificato)",
     "ihr Ereignis {0} nennt Kampagne {1}, aber keine Aufzeichnung dieser Kampagne ist gespeichert (ein bearbeiteter "
     "Name)"),
    ("its event {0} names campaign {1} ({2}), but that record says {3} ({4})",
     "su evento {0} nombra la campaña {1} ({2}), pero ese registro dice {3} ({4})",
     "il suo evento {0} nomina la campagna {1} ({2}), ma quel registro dice {3} ({4})",
     "ihr Ereignis {0} nennt Kampagne {1} ({2}), aber diese Aufzeichnung sagt {3} ({4})"),
    ("campaign {0} is stored but not entered in it (its entry was deleted or edited)",
     "la campaña {0} está guardada pero no anotada en ella (su entrada se borró o editó)",
     "la campagna {0} è conservata ma non registrata in esso (la sua voce è stata cancellata o modificata)",
     "Kampagne {0} ist gespeichert, aber nicht darin eingetragen (ihr Eintrag wurde gelöscht oder bearbeitet)"),
    ("a campaign the campaign list names has no record: the store is damaged; run 'ledger verify' to see the damage",
     "una campaña que nombra la lista de campañas no tiene registro: el almacén está dañado; ejecuta 'ledger verify' "
     "para ver el daño",
     "una campagna che l'elenco delle campagne nomina non ha registro: l'archivio è danneggiato; esegui 'ledger "
     "verify' per vedere il danno",
     "eine Kampagne, die die Kampagnenliste nennt, hat keine Aufzeichnung: der Speicher ist beschädigt; führe 'ledger "
     "verify' aus, um den Schaden zu sehen"),
    ("campaign {0} already exists in {1}", "la campaña {0} ya existe en {1}", "la campagna {0} esiste già in {1}",
     "Kampagne {0} gibt es schon in {1}"),
    ("the campaign kept changing under this command for {0} s ({1} tries); run it again",
     "la campaña no dejó de cambiar durante esta orden por {0} s ({1} intentos); vuelve a ejecutarla",
     "la campagna ha continuato a cambiare durante questo comando per {0} s ({1} tentativi); eseguilo di nuovo",
     "die Kampagne hat sich während dieses Befehls {0} s lang ständig geändert ({1} Versuche); führe ihn erneut aus"),
    ("the stored event {0} does not decode ({1}): the store is damaged; run 'ledger verify' to see the first damage",
     "el evento guardado {0} no se puede descodificar ({1*}): el almacén está dañado; ejecuta 'ledger verify' para ver "
     "el primer daño",
     "l'evento conservato {0} non si può decodificare ({1*}): l'archivio è danneggiato; esegui 'ledger verify' per "
     "vedere il primo danno",
     "das gespeicherte Ereignis {0} lässt sich nicht dekodieren ({1*}): der Speicher ist beschädigt; führe 'ledger "
     "verify' aus, um den ersten Schaden zu sehen"),
    ("the stored snapshot at version {0} does not decode ({1}): the store is damaged; run 'ledger verify' to see the "
     "first damage",
     "la instantánea guardada en la versión {0} no se puede descodificar ({1*}): el almacén está dañado; ejecuta "
     "'ledger verify' para ver el primer daño",
     "l'istantanea conservata alla versione {0} non si può decodificare ({1*}): l'archivio è danneggiato; esegui "
     "'ledger verify' per vedere il primo danno",
     "der gespeicherte Schnappschuss bei Version {0} lässt sich nicht dekodieren ({1*}): der Speicher ist beschädigt; "
     "führe 'ledger verify' aus, um den ersten Schaden zu sehen"),
    # the options of export, import, verify and create that go together (ledger.cli.records, ledger.cli.core)
    ("--signed-by goes with --file (an export's signature)", "--signed-by va con --file (la firma de una exportación)",
     "--signed-by va con --file (la firma di un'esportazione)", "--signed-by gehört zu --file (die Signatur eines Exports)"),
    ("--head checks one campaign's record; name it with --campaign",
     "--head comprueba el registro de una sola campaña; nómbrala con --campaign",
     "--head controlla il registro di una sola campagna; indicala con --campaign",
     "--head prüft die Aufzeichnung einer einzigen Kampagne; nenne sie mit --campaign"),
    ("--keep-undone goes with --format script", "--keep-undone va con --format script", "--keep-undone va con --format script",
     "--keep-undone gehört zu --format script"),
    ("--sign goes with --format jsonl", "--sign va con --format jsonl", "--sign va con --format jsonl",
     "--sign gehört zu --format jsonl"),
    ("give --format md or --format html (FILE's ending names neither)",
     "da --format md o --format html (la terminación de FICHERO no nombra ninguno)",
     "dai --format md o --format html (l'estensione di FILE non ne indica nessuno)",
     "gib --format md oder --format html an (die Endung von DATEI nennt keines)"),
    ("{0} is not KEY=VALUE", "{0} no es CLAVE=VALOR", "{0} non è CHIAVE=VALORE", "{0} ist nicht SCHLÜSSEL=WERT"),
    ("{0} is given twice; give each option once", "{0} se da dos veces; da cada opción una vez",
     "{0} è dato due volte; dai ogni opzione una volta", "{0} ist zweimal angegeben; gib jede Option einmal an"),
    # --store: a path or a PostgreSQL URL (ledger.store.locations)
    ("cannot reach the PostgreSQL store {0}: {1}", "no se puede llegar al almacén PostgreSQL {0}: {1*}",
     "non si raggiunge l'archivio PostgreSQL {0}: {1*}", "der PostgreSQL-Speicher {0} ist nicht erreichbar: {1*}"),
    ("{0} is not a regular file (a device, a pipe or a socket); give a store file path",
     "{0} no es un fichero normal (un dispositivo, una tubería o un socket); da la ruta de un fichero de almacén",
     "{0} non è un file normale (un dispositivo, una pipe o un socket); indica il percorso di un file d'archivio",
     "{0} ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); gib den Pfad einer Speicherdatei an"),
    ("cannot use {0}: {1}", "no se puede usar {0}: {1*}", "non si può usare {0}: {1*}",
     "{0} lässt sich nicht verwenden: {1*}"),
    # the CLI's last resort for a bug (ledger.cli.running): the error's class and text stay as raised
    ("{0}: {1} (set LEDGER_DEBUG=1 for the traceback)", "{0}: {1} (pon LEDGER_DEBUG=1 para ver la traza)",
     "{0}: {1} (imposta LEDGER_DEBUG=1 per vedere la traccia)", "{0}: {1} (setz LEDGER_DEBUG=1 für den Traceback)"),
    # a store that fails in the middle of a command (ledger.store.locations.busy_message, ledger.cli.store_failure)
    ("{0} is locked: another process holds the store (waited {1} s); let that command finish, or close the program "
     "that has it open, then run this again",
     "{0} está bloqueado: otro proceso tiene el almacén (se esperó {1} s); deja que esa orden termine, o cierra el "
     "programa que lo tiene abierto, y vuelve a ejecutar esto",
     "{0} è bloccato: un altro processo tiene l'archivio (atteso {1} s); lascia finire quel comando, o chiudi il "
     "programma che lo tiene aperto, poi esegui di nuovo questo",
     "{0} ist gesperrt: ein anderer Prozess hält den Speicher ({1} s gewartet); lass diesen Befehl fertig werden oder "
     "schließ das Programm, das ihn offen hat, und führe das dann erneut aus"),
    ("{0} cannot be written: the file, or the -wal or -shm file SQLite keeps beside it (left by a reader while the "
     "file was read-only), is read-only for you; make all three writable (chmod u+w FILE FILE-wal FILE-shm) and run "
     "this again",
     "{0} no se puede escribir: el fichero, o el fichero -wal o -shm que SQLite guarda a su lado (dejado por un lector "
     "mientras el fichero era de solo lectura), es de solo lectura para ti; haz que los tres se puedan escribir "
     "(chmod u+w FICHERO FICHERO-wal FICHERO-shm) y vuelve a ejecutar esto",
     "{0} non si può scrivere: il file, o il file -wal o -shm che SQLite tiene accanto (lasciato da un lettore mentre "
     "il file era di sola lettura), è di sola lettura per te; rendili scrivibili tutti e tre (chmod u+w FILE "
     "FILE-wal FILE-shm) ed esegui di nuovo questo",
     "{0} lässt sich nicht schreiben: die Datei oder die -wal- oder -shm-Datei, die SQLite daneben führt (von einem "
     "Leser zurückgelassen, während die Datei schreibgeschützt war), ist für dich schreibgeschützt; mach alle drei "
     "beschreibbar (chmod u+w DATEI DATEI-wal DATEI-shm) und führe das dann erneut aus"),
    ("a campaign's record is damaged: its events do not follow on (one is missing or out of place); run 'ledger "
     "verify' to see the first damage",
     "el registro de una campaña está dañado: sus eventos no se siguen (falta uno o está fuera de lugar); ejecuta "
     "'ledger verify' para ver el primer daño",
     "il registro di una campagna è danneggiato: i suoi eventi non si susseguono (ne manca uno o è fuori posto); "
     "esegui 'ledger verify' per vedere il primo danno",
     "die Aufzeichnung einer Kampagne ist beschädigt: ihre Ereignisse folgen nicht aufeinander (eines fehlt oder steht "
     "falsch); führe 'ledger verify' aus, um den ersten Schaden zu sehen"),
    ("a campaign's record is damaged: it does not fold ({0}); run 'ledger verify' to see the first damage",
     "el registro de una campaña está dañado: no se puede aplicar ({0}); ejecuta 'ledger verify' para ver el primer "
     "daño",
     "il registro di una campagna è danneggiato: non si può applicare ({0}); esegui 'ledger verify' per vedere il "
     "primo danno",
     "die Aufzeichnung einer Kampagne ist beschädigt: sie lässt sich nicht anwenden ({0}); führe 'ledger verify' aus, "
     "um den ersten Schaden zu sehen"),
    ("{0}: {1}: the store is damaged; run 'ledger verify' to see the first damage",
     "{0}: {1*}: el almacén está dañado; ejecuta 'ledger verify' para ver el primer daño",
     "{0}: {1*}: l'archivio è danneggiato; esegui 'ledger verify' per vedere il primo danno",
     "{0}: {1*}: der Speicher ist beschädigt; führe 'ledger verify' aus, um den ersten Schaden zu sehen"),
    ("{0} cannot be written: the server lets this user only read it",
     "{0} no se puede escribir: el servidor solo deja leerlo a este usuario",
     "{0} non si può scrivere: il server lascia solo leggerlo a questo utente",
     "{0} lässt sich nicht schreiben: der Server lässt diesen Benutzer ihn nur lesen"),
    ("{0} is a symbolic link to nothing; give the store file itself, or a new file path",
     "{0} es un enlace simbólico a nada; da el propio fichero del almacén, o la ruta de un fichero nuevo",
     "{0} è un collegamento simbolico a nulla; indica il file d'archivio stesso, o il percorso di un file nuovo",
     "{0} ist ein symbolischer Link ins Leere; gib die Speicherdatei selbst oder einen neuen Dateipfad an"),
    ("an empty path; give a file path such as campaign.sqlite or a postgresql:// URL",
     "una ruta vacía; da la ruta de un fichero como campaign.sqlite o una URL postgresql://",
     "un percorso vuoto; indica il percorso di un file come campaign.sqlite o un URL postgresql://",
     "ein leerer Pfad; gib einen Dateipfad wie campaign.sqlite oder eine postgresql://-URL an"),
    ("a PostgreSQL store needs a database: postgresql://user@host:5432/dbname",
     "un almacén PostgreSQL necesita una base de datos: postgresql://user@host:5432/dbname",
     "un archivio PostgreSQL richiede una base di dati: postgresql://user@host:5432/dbname",
     "ein PostgreSQL-Speicher braucht eine Datenbank: postgresql://user@host:5432/dbname"),
    ("schema {0}: letters, digits and _ only", "esquema {0}: solo letras, cifras y _",
     "schema {0}: solo lettere, cifre e _", "Schema {0}: nur Buchstaben, Ziffern und _"),
    ("{0} is not a PostgreSQL URL this can read (is a password's / or @ not encoded as %2F or %40?); give the password "
     "in PGPASSWORD or ~/.pgpass instead, and the URL without it",
     "{0} no es una URL de PostgreSQL que se pueda leer (¿una / o @ de la contraseña sin codificar como %2F o %40?); da "
     "la contraseña en PGPASSWORD o ~/.pgpass, y la URL sin ella",
     "{0} non è un URL PostgreSQL leggibile (una / o @ della password non codificata come %2F o %40?); dai la "
     "password con PGPASSWORD o ~/.pgpass, e l'URL senza di essa",
     "{0} ist keine lesbare PostgreSQL-URL (ein / oder @ im Passwort nicht als %2F oder %40 kodiert?); gib das "
     "Passwort in PGPASSWORD oder ~/.pgpass an, und die URL ohne es"),
    # a campaign's name at create, import and an import's --as (ledger.inputs.campaign_name)
    ("a campaign name is text", "un nombre de campaña es texto", "un nome di campagna è testo",
     "ein Kampagnenname ist Text"),
    ("control or invisible characters (tabs and line breaks included) are not allowed in a campaign name",
     "en un nombre de campaña no se admiten caracteres de control ni invisibles (tabuladores y saltos de línea "
     "incluidos)",
     "in un nome di campagna non sono ammessi caratteri di controllo o invisibili (tabulazioni e a capo compresi)",
     "Steuer- oder unsichtbare Zeichen (Tabulatoren und Zeilenumbrüche eingeschlossen) sind in einem Kampagnennamen "
     "nicht erlaubt"),
    ("a campaign name of 1-{0} characters", "un nombre de campaña de 1 a {0} caracteres",
     "un nome di campagna da 1 a {0} caratteri", "ein Kampagnenname mit 1 bis {0} Zeichen"),
    ("a campaign name of 1-{0} characters, not a blank one", "un nombre de campaña de 1 a {0} caracteres, no uno en blanco",
     "un nome di campagna da 1 a {0} caratteri, non uno vuoto", "ein Kampagnenname mit 1 bis {0} Zeichen, kein leerer"),
    ("a campaign name without '/' and not '.' or '..' (the server's addresses carry it as one part: /c/NAME)",
     "un nombre de campaña sin '/' y que no sea '.' ni '..' (las direcciones del servidor lo llevan como una sola "
     "parte: /c/NOMBRE)",
     "un nome di campagna senza '/' e che non sia '.' o '..' (gli indirizzi del server lo portano come una sola parte: "
     "/c/NOME)",
     "ein Kampagnenname ohne '/', der nicht '.' oder '..' ist (die Adressen des Servers tragen ihn als einen Teil: "
     "/c/NAME)"),
    # --out: a file to write (ledger.store.out_files)
    ("give the file to write (--out FILE)", "da el fichero que escribir (--out FICHERO)",
     "indica il file da scrivere (--out FILE)", "gib die zu schreibende Datei an (--out DATEI)"),
    ("{0} names a folder; name a file", "{0} nombra una carpeta; nombra un fichero", "{0} indica una cartella; indica un file",
     "{0} nennt einen Ordner; nenne eine Datei"),
    ("folder {0} does not exist; make it first or name another", "la carpeta {0} no existe; créala antes o nombra otra",
     "la cartella {0} non esiste; creala prima o indicane un'altra",
     "Ordner {0} gibt es nicht; leg ihn zuerst an oder nenne einen anderen"),
    ("folder {0} is not writable", "no se puede escribir en la carpeta {0}", "la cartella {0} non è scrivibile",
     "in Ordner {0} lässt sich nicht schreiben"),
    ("{0} is the store being read; name another file", "{0} es el almacén que se está leyendo; nombra otro fichero",
     "{0} è l'archivio che si sta leggendo; indica un altro file", "{0} ist der gelesene Speicher; nenne eine andere Datei"),
    ("{0} is not a folder; name a file in a folder", "{0} no es una carpeta; nombra un fichero dentro de una carpeta",
     "{0} non è una cartella; indica un file in una cartella", "{0} ist kein Ordner; nenne eine Datei in einem Ordner"),
    ("{0} is a folder; name a file", "{0} es una carpeta; nombra un fichero", "{0} è una cartella; indica un file",
     "{0} ist ein Ordner; nenne eine Datei"),
    ("{0} is a symbolic link; name the file itself, or a new path",
     "{0} es un enlace simbólico; nombra el propio fichero, o una ruta nueva",
     "{0} è un collegamento simbolico; indica il file stesso, o un percorso nuovo",
     "{0} ist ein symbolischer Link; nenne die Datei selbst oder einen neuen Pfad"),
    ("{0} is not a regular file (a device, a pipe or a socket); name a file",
     "{0} no es un fichero normal (un dispositivo, una tubería o un socket); nombra un fichero",
     "{0} non è un file normale (un dispositivo, una pipe o un socket); indica un file",
     "{0} ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); nenne eine Datei"),
    ("{0} exists; name a new file, or give --force to replace it",
     "{0} ya existe; nombra un fichero nuevo, o da --force para reemplazarlo",
     "{0} esiste già; indica un file nuovo, o dai --force per sostituirlo",
     "{0} gibt es schon; nenne eine neue Datei, oder gib --force an, um sie zu ersetzen"),
    ("cannot write {0}: {1}", "no se puede escribir {0}: {1*}", "non si può scrivere {0}: {1*}",
     "{0} lässt sich nicht schreiben: {1*}"),
    # the server's address and port (ledger.cli.serve)
    ("cannot listen on {0} ({1})", "no se puede escuchar en {0} ({1*})", "non si può restare in ascolto su {0} ({1*})",
     "kann nicht auf {0} lauschen ({1*})"),
)

#: "none" where a list of campaigns is empty, in each language.
NONE = {"es": "ninguna", "it": "nessuna", "de": "keine"}
