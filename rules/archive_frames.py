"""The frames of the refusals scripts and archives raise (a bad line in a script, a damaged export file, a hash chain
that breaks, a signature that does not match, a key or a head that cannot be read), in the languages several systems
play in, and the reading of every refusal raised before a campaign's system is known.

Source: the modules whose English they rewrite: ``ledger.script`` and ``ledger.script_reader`` (``replay``),
``ledger.archive`` (``export``, ``import``, ``verify``, ``keygen``: ``export_file``, ``import_check``, ``anchors``,
``export``, ``export_script``, ``importing``), ``ledger.service.archiving`` and ``ledger.service.replaying``; the
developers' guide ("nothing under ledger/ names a system, its terms or its languages": the ledger raises in English).
These frames, with ``rules.store_frames``, are shared by every system of one language: a campaign's system reads
them after its own (``rules.system.GameSystem.refusal``), and a line that knows no system yet reads them in the
language it asks for (``said``). Spanish follows seed 000's and 004's Spanish, Italian seed 002's, German seed 001's
forum German; ``rules.refusals`` says how a table is read. A path, a key id, a digest, a number and a reason the
operating system or YAML gives (``{0}`` places) stay as written.
"""

from __future__ import annotations

from rules.said_tails import with_tail
from rules.refusals import Phrases
from rules.input_frames import ROWS as INPUT_ROWS
from rules.reason_frames import ROWS as REASON_ROWS
from rules.store_frames import NONE, ROWS as STORE_ROWS

#: (English as the ledger raises it, Spanish, Italian, German).
ROWS: tuple[tuple[str, str, str, str], ...] = (
    # a campaign script (ledger.script, ledger.script_reader, ledger.service.replaying)
    ("no script file at {0}", "no hay ningún fichero de guion en {0}", "nessun file di copione in {0}",
     "keine Skriptdatei unter {0}"),
    ("{0} bytes; a script may have at most {1}", "{0} bytes; un guion puede tener como mucho {1}",
     "{0} byte; un copione può averne al massimo {1}", "{0} Bytes; ein Skript darf höchstens {1} haben"),
    ("the script must be a YAML mapping with ledger-script, campaign, system and actions",
     "el guion debe ser un mapa YAML con ledger-script, campaign, system y actions",
     "il copione deve essere una mappa YAML con ledger-script, campaign, system e actions",
     "das Skript muss eine YAML-Abbildung mit ledger-script, campaign, system und actions sein"),
    ("version {0} is not supported; allowed: {1}", "la versión {0} no está admitida; se admite: {1}",
     "la versione {0} non è supportata; ammessa: {1}", "Version {0} wird nicht unterstützt; erlaubt: {1}"),
    ("unknown header key (allowed: ledger-script, campaign, system, options, language, actor, actions)",
     "clave de cabecera desconocida (se admite: ledger-script, campaign, system, options, language, actor, actions)",
     "chiave d'intestazione sconosciuta (ammesse: ledger-script, campaign, system, options, language, actor, actions)",
     "unbekannter Kopfschlüssel (erlaubt: ledger-script, campaign, system, options, language, actor, actions)"),
    ("each entry is a command name or a one-key mapping {command: {arguments}}",
     "cada entrada es el nombre de una orden o un mapa de una sola clave {orden: {argumentos}}",
     "ogni voce è il nome di un comando o una mappa di una sola chiave {comando: {argomenti}}",
     "jeder Eintrag ist ein Befehlsname oder eine Abbildung mit einem Schlüssel {Befehl: {Argumente}}"),
    ("the arguments of {0} must be a mapping (name: value)", "los argumentos de {0} deben ser un mapa (nombre: valor)",
     "gli argomenti di {0} devono essere una mappa (nome: valore)",
     "die Argumente von {0} müssen eine Abbildung sein (Name: Wert)"),
    ("the key {0} appears twice in one mapping at line {1}; give it once",
     "la clave {0} aparece dos veces en un mismo mapa en la línea {1}; dala una vez",
     "la chiave {0} compare due volte nella stessa mappa alla riga {1}; indicala una volta",
     "der Schlüssel {0} steht in Zeile {1} zweimal in einer Abbildung; gib ihn einmal an"),
    ("{0} at line {1} is no whole number as a script writes one ({2}); quote it if it is text",
     "{0} en la línea {1} no es un número entero como lo escribe un guion (un signo opcional y las cifras 0-9); "
     "ponlo entre comillas si es texto",
     "{0} alla riga {1} non è un numero intero come lo scrive un copione (un segno facoltativo e le cifre 0-9); "
     "mettilo tra virgolette se è testo",
     "{0} in Zeile {1} ist keine ganze Zahl, wie ein Skript sie schreibt (ein Vorzeichen nach Wahl und die Ziffern "
     "0-9); setze es in Anführungszeichen, wenn es Text ist"),
    ("nested deeper than {0} levels at line {1}", "anidado a más de {0} niveles en la línea {1}",
     "annidato oltre {0} livelli alla riga {1}", "tiefer als {0} Ebenen verschachtelt in Zeile {1}"),
    ("nested too deeply (at most {0} levels)", "anidado demasiado (como mucho {0} niveles)",
     "annidato troppo (al massimo {0} livelli)", "zu tief verschachtelt (höchstens {0} Ebenen)"),
    ("an alias at line {0} contains itself (a cycle); a script's values are finite",
     "un alias en la línea {0} se contiene a sí mismo (un ciclo); los valores de un guion son finitos",
     "un alias alla riga {0} contiene se stesso (un ciclo); i valori di un copione sono finiti",
     "ein Alias in Zeile {0} enthält sich selbst (ein Kreis); die Werte eines Skripts sind endlich"),
    ("more than {0} values once its aliases are expanded", "más de {0} valores una vez expandidos sus alias",
     "più di {0} valori una volta espansi i suoi alias", "mehr als {0} Werte, sobald seine Aliase aufgelöst sind"),
    ("not valid UTF-8 text (retype it; invalid bytes cannot be recorded): an invalid byte at offset {0}",
     "no es texto UTF-8 válido (vuelve a escribirlo; no se pueden registrar bytes no válidos): un byte no válido en "
     "la posición {0}",
     "non è testo UTF-8 valido (riscrivilo; i byte non validi non si possono registrare): un byte non valido alla "
     "posizione {0}",
     "kein gültiger UTF-8-Text (tipp ihn neu; ungültige Bytes lassen sich nicht aufzeichnen): ein ungültiges Byte an "
     "Stelle {0}"),
    ("{0}: an invalid byte at offset {1}", "{0*}: un byte no válido en la posición {1}",
     "{0*}: un byte non valido alla posizione {1}", "{0*}: ein ungültiges Byte an Stelle {1}"),
    ("a number of more than {0} digits; whole numbers run from {1} to {2}",
     "un número de más de {0} cifras; los números enteros van de {1} a {2}",
     "un numero di più di {0} cifre; i numeri interi vanno da {1} a {2}",
     "eine Zahl mit mehr als {0} Ziffern; ganze Zahlen reichen von {1} bis {2}"),
    ("malformed YAML at line {0}, column {1}: {2}", "YAML mal formado en la línea {0}, columna {1}: {2*}",
     "YAML malformato alla riga {0}, colonna {1}: {2*}", "fehlerhaftes YAML in Zeile {0}, Spalte {1}: {2*}"),
    ("malformed YAML at line {0}: {1}", "YAML mal formado en la línea {0}: {1*}", "YAML malformato alla riga {0}: {1*}",
     "fehlerhaftes YAML in Zeile {0}: {1*}"),
    ("malformed YAML: {0}", "YAML mal formado: {0*}", "YAML malformato: {0*}", "fehlerhaftes YAML: {0*}"),
    ("{0} changed while it was replayed; replay it again", "{0} cambió mientras se reproducía; vuelve a reproducirlo",
     "{0} è cambiato durante la riproduzione; riproducilo di nuovo",
     "{0} hat sich beim Abspielen geändert; spiel es erneut ab"),
    # an export file (ledger.archive.export_file, ledger.archive.import_check), read whole before import
    ("give the export file to import", "da el fichero de exportación que importar",
     "indica il file d'esportazione da importare", "gib die zu importierende Exportdatei an"),
    ("{0} is a folder; give an export file", "{0} es una carpeta; da un fichero de exportación",
     "{0} è una cartella; indica un file d'esportazione", "{0} ist ein Ordner; gib eine Exportdatei an"),
    ("{0} is not a regular file (a pipe or a device); give an export file",
     "{0} no es un fichero normal (una tubería o un dispositivo); da un fichero de exportación",
     "{0} non è un file normale (una pipe o un dispositivo); indica un file d'esportazione",
     "{0} ist keine gewöhnliche Datei (eine Pipe oder ein Gerät); gib eine Exportdatei an"),
    ("no file at {0}", "no hay ningún fichero en {0}", "nessun file in {0}", "keine Datei unter {0}"),
    ("cannot read {0} ({1})", "no se puede leer {0} ({1*})", "non si può leggere {0} ({1*})",
     "{0} lässt sich nicht lesen ({1*})"),
    ("longer than {0} MiB (not an export of this ledger)", "más larga de {0} MiB (no es una exportación de este ledger)",
     "più lunga di {0} MiB (non è un'esportazione di questo ledger)",
     "länger als {0} MiB (kein Export dieses Ledgers)"),
    ("more than {0} blank lines in a row (not an export of this ledger)",
     "más de {0} líneas en blanco seguidas (no es una exportación de este ledger)",
     "più di {0} righe vuote di fila (non è un'esportazione di questo ledger)",
     "mehr als {0} Leerzeilen hintereinander (kein Export dieses Ledgers)"),
    ("its reason is not text of at most {0} characters (the limit every road in has)",
     "su motivo no es un texto de como mucho {0} caracteres (el límite de toda vía de entrada)",
     "il suo motivo non è un testo di al massimo {0} caratteri (il limite di ogni via d'ingresso)",
     "sein Grund ist kein Text mit höchstens {0} Zeichen (die Grenze jedes Eingangswegs)"),
    ("{0} (the limit every road in has)", "{0*} (el límite de toda vía de entrada)",
     "{0*} (il limite di ogni via d'ingresso)", "{0*} (die Grenze jedes Eingangswegs)"),
    ("the gzip stream is damaged ({0})", "el flujo gzip está dañado ({0*})", "il flusso gzip è danneggiato ({0*})",
     "der gzip-Strom ist beschädigt ({0*})"),
    ("not JSON (an edited, cut or foreign file)", "no es JSON (un fichero editado, cortado o ajeno)",
     "non è JSON (un file modificato, tagliato o estraneo)", "kein JSON (eine bearbeitete, gekürzte oder fremde Datei)"),
    ("not a campaign-ledger export (no {0} header)", "no es una exportación de campaign-ledger (sin cabecera {0})",
     "non è un'esportazione di campaign-ledger (senza intestazione {0})",
     "kein campaign-ledger-Export (kein {0}-Kopf)"),
    ("export format version {0} is not supported; allowed: {1}",
     "la versión {0} del formato de exportación no está admitida; se admite: {1}",
     "la versione {0} del formato d'esportazione non è supportata; ammessa: {1}",
     "Version {0} des Exportformats wird nicht unterstützt; erlaubt: {1}"),
    ("the header has no {0} (an edited header)", "la cabecera no tiene {0} (una cabecera editada)",
     "l'intestazione non ha {0} (un'intestazione modificata)", "der Kopf hat kein {0} (ein bearbeiteter Kopf)"),
    ("the header's {0} is not {1} (an edited header)", "el {0} de la cabecera no es {1} (una cabecera editada)",
     "il {0} dell'intestazione non è {1} (un'intestazione modificata)",
     "{0} im Kopf ist nicht {1} (ein bearbeiteter Kopf)"),
    ("not written as the ledger writes a header (a key added or given twice, added spaces or another order: an edited "
     "header)",
     "no está escrita como el ledger escribe una cabecera (una clave añadida o repetida, espacios añadidos u otro "
     "orden: una cabecera editada)",
     "non è scritta come il ledger scrive un'intestazione (una chiave aggiunta o ripetuta, spazi aggiunti o un altro "
     "ordine: un'intestazione modificata)",
     "nicht so geschrieben, wie der Ledger einen Kopf schreibt (ein Schlüssel hinzugefügt oder doppelt, Leerzeichen "
     "hinzugefügt oder eine andere Reihenfolge: ein bearbeiteter Kopf)"),
    ("the file is empty", "el fichero está vacío", "il file è vuoto", "die Datei ist leer"),
    ("the first event is not the campaign's creation", "el primer evento no es la creación de la campaña",
     "il primo evento non è la creazione della campagna", "das erste Ereignis ist nicht die Anlage der Kampagne"),
    ("the header's {0} does not match the campaign's first event (line {1})",
     "el {0} de la cabecera no coincide con el primer evento de la campaña (línea {1})",
     "il {0} dell'intestazione non corrisponde al primo evento della campagna (riga {1})",
     "{0} im Kopf passt nicht zum ersten Ereignis der Kampagne (Zeile {1})"),
    ("no event follows the header (an export holds at least the campaign's creation)",
     "ningún evento sigue a la cabecera (una exportación tiene al menos la creación de la campaña)",
     "nessun evento segue l'intestazione (un'esportazione ha almeno la creazione della campagna)",
     "kein Ereignis folgt dem Kopf (ein Export enthält mindestens die Anlage der Kampagne)"),
    ("no event follows the header", "ningún evento sigue a la cabecera", "nessun evento segue l'intestazione",
     "kein Ereignis folgt dem Kopf"),
    ("the file ends after {0#event}, its header says {1} (cut short?)",
     "el fichero acaba tras {0#event}, su cabecera dice {1} (¿cortado?)",
     "il file finisce dopo {0#event}, la sua intestazione ne dice {1} (troncato?)",
     "die Datei endet nach {0#event_after}, ihr Kopf sagt {1} (abgeschnitten?)"),
    ("the header says {0#event}, the file holds {1} (an edited header, or events added)",
     "la cabecera dice {0#event}, el fichero tiene {1} (una cabecera editada, o eventos añadidos)",
     "l'intestazione dice {0#event}, il file ne ha {1} (un'intestazione modificata, o eventi aggiunti)",
     "der Kopf sagt {0#event}, die Datei enthält {1} (ein bearbeiteter Kopf, oder Ereignisse hinzugefügt)"),
    ("the header's chain head does not match the events",
     "la cabeza de cadena de la cabecera no coincide con los eventos",
     "la testa della catena nell'intestazione non corrisponde agli eventi",
     "der Kettenkopf im Kopf passt nicht zu den Ereignissen"),
    ("not an event line (version, topic, state, chain)", "no es una línea de evento (version, topic, state, chain)",
     "non è una riga d'evento (version, topic, state, chain)", "keine Ereigniszeile (version, topic, state, chain)"),
    ("event {0} where event {1} was due (a missing or reordered line)",
     "el evento {0} donde tocaba el evento {1} (una línea que falta o cambiada de orden)",
     "l'evento {0} dove era atteso l'evento {1} (una riga mancante o spostata)",
     "Ereignis {0}, wo Ereignis {1} fällig war (eine fehlende oder umgestellte Zeile)"),
    ("the event does not decode (an edited or foreign line)",
     "el evento no se puede descodificar (una línea editada o ajena)",
     "l'evento non si può decodificare (una riga modificata o estranea)",
     "das Ereignis lässt sich nicht dekodieren (eine bearbeitete oder fremde Zeile)"),
    ("the hash chain breaks here (the line, or one before it, was edited, removed or moved)",
     "la cadena de hashes se rompe aquí (la línea, o una anterior, se editó, se quitó o se movió)",
     "la catena di hash si spezza qui (la riga, o una precedente, è stata modificata, tolta o spostata)",
     "die Hash-Kette bricht hier (die Zeile oder eine davor wurde bearbeitet, entfernt oder verschoben)"),
    ("the hash chain breaks here: {0}", "la cadena de hashes se rompe aquí: {0}", "la catena di hash si spezza qui: {0}",
     "die Hash-Kette bricht hier: {0}"),
    ("the event does not fold ({0})", "el evento no se puede aplicar ({0*})", "l'evento non si può applicare ({0*})",
     "das Ereignis lässt sich nicht anwenden ({0*})"),
    ("campaign {0} already exists in {1}; import it --as another name",
     "la campaña {0} ya existe en {1}; impórtala con --as y otro nombre",
     "la campagna {0} esiste già in {1}; importala con --as e un altro nome",
     "Kampagne {0} gibt es schon in {1}; importiere sie mit --as unter einem anderen Namen"),
    # writing an export (ledger.service.archiving, ledger.archive.export, ledger.archive.export_script)
    ("{0} is not an export format; allowed: jsonl, script, history",
     "{0} no es un formato de exportación; se admite: jsonl, script, history",
     "{0} non è un formato d'esportazione; ammessi: jsonl, script, history",
     "{0} ist kein Exportformat; erlaubt: jsonl, script, history"),
    ("a script is plain YAML; give a path that does not end in .gz",
     "un guion es YAML sin comprimir; da una ruta que no acabe en .gz",
     "un copione è YAML semplice; indica un percorso che non finisca in .gz",
     "ein Skript ist reines YAML; gib einen Pfad an, der nicht auf .gz endet"),
    ("{0} exists; give --force to replace it", "{0} ya existe; da --force para reemplazarlo",
     "{0} esiste già; dai --force per sostituirlo", "{0} gibt es schon; gib --force an, um es zu ersetzen"),
    ("action {0} was recorded before inputs were kept; export it with --format jsonl instead",
     "la acción {0} se registró antes de que se guardaran sus datos; expórtala con --format jsonl en su lugar",
     "l'azione {0} è stata registrata prima che se ne conservassero i dati; esportala invece con --format jsonl",
     "Aktion {0} wurde aufgezeichnet, bevor Eingaben aufbewahrt wurden; exportiere sie stattdessen mit --format jsonl"),
    ("campaign {0}: {1}: the store is damaged, and an export of it would not import; nothing was written; run 'ledger "
     "verify' to see the damage",
     "campaña {0}: {1}: el almacén está dañado, y una exportación suya no se podría importar; no se escribió nada; "
     "ejecuta 'ledger verify' para ver el daño",
     "campagna {0}: {1}: l'archivio è danneggiato, e una sua esportazione non si potrebbe importare; non è stato "
     "scritto nulla; esegui 'ledger verify' per vedere il danno",
     "Kampagne {0}: {1}: der Speicher ist beschädigt, und ein Export davon ließe sich nicht importieren; nichts wurde "
     "geschrieben; führe 'ledger verify' aus, um den Schaden zu sehen"),
    ("campaign {0}: {1}: the store is damaged, and {2}; nothing was written; run 'ledger verify' to see the damage",
     "campaña {0}: {1}: el almacén está dañado, y {2}; no se escribió nada; ejecuta 'ledger verify' para ver el daño",
     "campagna {0}: {1}: l'archivio è danneggiato, e {2}; non è stato scritto nulla; esegui 'ledger verify' per "
     "vedere il danno",
     "Kampagne {0}: {1}: der Speicher ist beschädigt, und {2}; nichts wurde geschrieben; führe 'ledger verify' aus, "
     "um den Schaden zu sehen"),
    # the first damage ``verify`` finds in a store (ledger.archive.export.Damage)
    ("action {0}", "acción {0}", "azione {0}", "Aktion {0}"),
    ("the campaign's creation", "la creación de la campaña", "la creazione della campagna", "die Anlage der Kampagne"),
    ("an event", "un evento", "un evento", "ein Ereignis"),
    ("the snapshot at event {0}: {1}", "la instantánea en el evento {0}: {1*}", "l'istantanea all'evento {0}: {1*}",
     "der Schnappschuss bei Ereignis {0}: {1*}"),
    ("the campaign list: {0}", "la lista de campañas: {0*}", "l'elenco delle campagne: {0*}", "die Kampagnenliste: {0*}"),
    ("the store file: {0}", "el fichero del almacén: {0*}", "il file dell'archivio: {0*}", "die Speicherdatei: {0*}"),
    ("does not decode: {0}", "no se puede descodificar: {0*}", "non si può decodificare: {0*}",
     "lässt sich nicht dekodieren: {0*}"),
    ("the next stored event is {0}: event {1} is missing (deleted) or the events were reordered",
     "el siguiente evento guardado es el {0}: falta el evento {1} (borrado) o los eventos cambiaron de orden",
     "il prossimo evento conservato è il {0}: manca l'evento {1} (cancellato) o gli eventi sono stati riordinati",
     "das nächste gespeicherte Ereignis ist {0}: Ereignis {1} fehlt (gelöscht) oder die Ereignisse wurden umgestellt"),
    ("its stored bytes differ from the event they decode to (edited)",
     "sus bytes guardados difieren del evento que descodifican (editado)",
     "i suoi byte conservati differiscono dall'evento che decodificano (modificato)",
     "seine gespeicherten Bytes weichen vom Ereignis ab, zu dem sie dekodieren (bearbeitet)"),
    ("the hash chain breaks here: this event or one before it was changed, removed or moved",
     "la cadena de hashes se rompe aquí: este evento o uno anterior se cambió, se quitó o se movió",
     "la catena di hash si spezza qui: questo evento o uno precedente è stato cambiato, tolto o spostato",
     "die Hash-Kette bricht hier: dieses Ereignis oder eines davor wurde geändert, entfernt oder verschoben"),
    ("the snapshot at this version differs from the fold of the events",
     "la instantánea en esta versión difiere de la aplicación de los eventos",
     "l'istantanea a questa versione differisce dall'applicazione degli eventi",
     "der Schnappschuss bei dieser Version weicht von der Anwendung der Ereignisse ab"),
    ("no event of this campaign is stored", "no hay guardado ningún evento de esta campaña",
     "non è conservato nessun evento di questa campagna", "kein Ereignis dieser Kampagne ist gespeichert"),
    # a signature, a key, a head (ledger.archive.anchors)
    ("{0}; nothing was written", "{0*}; no se escribió nada", "{0*}; non è stato scritto nulla",
     "{0*}; nichts wurde geschrieben"),
    ("not signed (no {0} beside it)", "sin firmar (no hay {0} a su lado)", "non firmato (nessun {0} accanto)",
     "nicht signiert (kein {0} daneben)"),
    ("the signature does not match: {0} is not a signature the ledger writes",
     "la firma no coincide: {0} no es una firma de las que escribe el ledger",
     "la firma non corrisponde: {0} non è una firma di quelle che scrive il ledger",
     "die Signatur passt nicht: {0} ist keine Signatur, wie der Ledger sie schreibt"),
    ("the signature does not match: {0} is not an Ed25519 signature the ledger writes",
     "la firma no coincide: {0} no es una firma Ed25519 de las que escribe el ledger",
     "la firma non corrisponde: {0} non è una firma Ed25519 di quelle che scrive il ledger",
     "die Signatur passt nicht: {0} ist keine Ed25519-Signatur, wie der Ledger sie schreibt"),
    ("the signature does not match: the file or {0} was changed since it was signed",
     "la firma no coincide: el fichero o {0} cambió desde que se firmó",
     "la firma non corrisponde: il file o {0} è cambiato da quando è stato firmato",
     "die Signatur passt nicht: die Datei oder {0} wurde seit dem Signieren geändert"),
    ("the signature does not match the key given: signed by key {0}, not {1}",
     "la firma no coincide con la clave dada: firmada por la clave {0}, no {1}",
     "la firma non corrisponde alla chiave data: firmata dalla chiave {0}, non {1}",
     "die Signatur passt nicht zum angegebenen Schlüssel: signiert mit Schlüssel {0}, nicht {1}"),
    ("{0} is empty", "{0} está vacío", "{0} è vuoto", "{0} ist leer"),
    ("{0} does not hold a public key (64 hex digits, as 'ledger keygen' wrote it)",
     "{0} no contiene una clave pública (64 cifras hexadecimales, como la escribió 'ledger keygen')",
     "{0} non contiene una chiave pubblica (64 cifre esadecimali, come l'ha scritta 'ledger keygen')",
     "{0} enthält keinen öffentlichen Schlüssel (64 Hexziffern, wie 'ledger keygen' ihn schrieb)"),
    ("{0} is neither a public key (64 hex digits) nor a file holding one (the .pub file 'ledger keygen' made)",
     "{0} no es una clave pública (64 cifras hexadecimales) ni un fichero que la contenga (el fichero .pub que hizo "
     "'ledger keygen')",
     "{0} non è una chiave pubblica (64 cifre esadecimali) né un file che ne contenga una (il file .pub fatto da "
     "'ledger keygen')",
     "{0} ist weder ein öffentlicher Schlüssel (64 Hexziffern) noch eine Datei mit einem (die .pub-Datei, die 'ledger "
     "keygen' anlegte)"),
    ("{0} is not an Ed25519 private key (made by 'ledger keygen')",
     "{0} no es una clave privada Ed25519 (hecha con 'ledger keygen')",
     "{0} non è una chiave privata Ed25519 (fatta con 'ledger keygen')",
     "{0} ist kein privater Ed25519-Schlüssel (angelegt mit 'ledger keygen')"),
    ("{0} is not a private key made by 'ledger keygen' ({1})",
     "{0} no es una clave privada hecha con 'ledger keygen' ({1*})",
     "{0} non è una chiave privata fatta con 'ledger keygen' ({1*})",
     "{0} ist kein mit 'ledger keygen' angelegter privater Schlüssel ({1*})"),
    ("it holds a public key: give the private key, the file without .pub",
     "contiene una clave pública: da la clave privada, el fichero sin .pub",
     "contiene una chiave pubblica: indica la chiave privata, il file senza .pub",
     "er enthält einen öffentlichen Schlüssel: gib den privaten Schlüssel an, die Datei ohne .pub"),
    ("it holds no PEM private key", "no contiene ninguna clave privada PEM", "non contiene nessuna chiave privata PEM",
     "er enthält keinen privaten PEM-Schlüssel"),
    ("{0} exists; a key is never overwritten (name a new file)",
     "{0} ya existe; una clave nunca se sobrescribe (nombra un fichero nuevo)",
     "{0} esiste già; una chiave non si sovrascrive mai (indica un file nuovo)",
     "{0} gibt es schon; ein Schlüssel wird nie überschrieben (nenne eine neue Datei)"),
    ("{0} is neither a head digest (64 hex digits, as 'ledger verify' prints it) nor a file of them",
     "{0} no es un resumen de cabeza (64 cifras hexadecimales, como lo imprime 'ledger verify') ni un fichero de ellos",
     "{0} non è un digest di testa (64 cifre esadecimali, come lo stampa 'ledger verify') né un file di digest",
     "{0} ist weder ein Kopf-Digest (64 Hexziffern, wie 'ledger verify' ihn ausgibt) noch eine Datei davon"),
    ("{0} is over 16 MiB; a file of heads holds one line per head",
     "{0} pasa de 16 MiB; un fichero de cabezas tiene una línea por cabeza",
     "{0} supera i 16 MiB; un file di teste ha una riga per testa",
     "{0} ist größer als 16 MiB; eine Datei mit Köpfen hat eine Zeile je Kopf"),
    ("{0} holds no head of campaign {1}", "{0} no contiene ninguna cabeza de la campaña {1}",
     "{0} non contiene nessuna testa della campagna {1}", "{0} enthält keinen Kopf der Kampagne {1}"),
    ("cannot read {0}: {1}", "no se puede leer {0}: {1*}", "non si può leggere {0}: {1*}",
     "{0} lässt sich nicht lesen: {1*}"),
    ("{0} line {1}: not a head digest (64 hex digits, then the campaign's name)",
     "{0} línea {1}: no es un resumen de cabeza (64 cifras hexadecimales, y luego el nombre de la campaña)",
     "{0} riga {1}: non è un digest di testa (64 cifre esadecimali, poi il nome della campagna)",
     "{0} Zeile {1}: kein Kopf-Digest (64 Hexziffern, dann der Name der Kampagne)"),
)

#: The frame of a bad line in an export file: ``line N: <why>`` (``ledger.archive.import_check.LineError``).
_LINE = r"line (?P<n>\d+): (?P<reason>.+)"
_LINE_SAID = {"es": "línea {n}: {reason}", "it": "riga {n}: {reason}", "de": "Zeile {n}: {reason}"}
#: The frame of a damaged event ``verify`` reports: ``event N (where, kind): <why>`` (``ledger.archive.export.Damage``).
_EVENT = r"event (?P<n>\d+) \((?P<where>action \d+|the campaign's creation|an event), (?P<kind>[^)]*)\): (?P<reason>.+)"
_EVENT_SAID = {"es": "evento {n} ({where}, {kind}): {reason}", "it": "evento {n} ({where}, {kind}): {reason}",
               "de": "Ereignis {n} ({where}, {kind}): {reason}"}


#: The frame of a title or recap in an export line past the limits every road in has
#: (``ledger.archive.importing``: "its SceneStarted title: <what rules.sessions.text_problem says> (the limit ...)");
#: the event's kind stays as stored, the problem is read by the shared rules' frames (``rules.refusal_frames``).
_TEXT = r"its (?P<kind>\w+) {what}: (?P<reason>.+) \(the limit every road in has\)"
_TEXT_SAID = {
    "es": {"title": "el título de su evento {kind}: {reason} (el límite de toda vía de entrada)",
           "recap": "el resumen de su evento {kind}: {reason} (el límite de toda vía de entrada)"},
    "it": {"title": "il titolo del suo evento {kind}: {reason} (il limite di ogni via d'ingresso)",
           "recap": "il riassunto del suo evento {kind}: {reason} (il limite di ogni via d'ingresso)"},
    "de": {"title": "der Titel seines Ereignisses {kind}: {reason} (die Grenze jedes Eingangswegs)",
           "recap": "der Rückblick seines Ereignisses {kind}: {reason} (die Grenze jedes Eingangswegs)"},
}
#: The frame of an imported campaign's name that ``create`` would refuse (``ledger.archive.importing``): its reason may
#: hold a ``;`` (the characters a name may not hold), which no template's place spans.
_NAME = r"the campaign's name: (?P<reason>.+)"
_NAME_SAID = {"es": "el nombre de la campaña: {reason}", "it": "il nome della campagna: {reason}",
              "de": "der Name der Kampagne: {reason}"}


def _table(column: int, lang: str) -> Phrases:
    """One language's table: the ``ROWS`` of this module, of ``rules.store_frames``, of ``rules.reason_frames`` (the
    reasons inside their ``{N*}`` places) and of ``rules.input_frames`` (the limits every road in has) in ``column``
    (1-3)."""
    rows = tuple((row[0], row[column]) for row in (*STORE_ROWS, *ROWS, *REASON_ROWS, *INPUT_ROWS))
    texts = tuple((_TEXT.format(what=what), said) for what, said in _TEXT_SAID[lang].items())
    return Phrases(whole=((_LINE, _LINE_SAID[lang]), (_EVENT, _EVENT_SAID[lang]), *texts, (_NAME, _NAME_SAID[lang])),
                   templates=rows,
                   again=("reason", "where"), lang=lang)


#: Language -> the frames shared before a system is known (English: the language the ledger raises in).
FRAMES: dict[str, Phrases] = {lang: _table(i, lang) for i, lang in enumerate(("es", "it", "de"), start=1)}


def said(lang: str, message: str) -> str | None:
    """``message`` (a refusal the ledger raised, English) in ``lang`` when these frames take it whole, else None; a
    line's reason (``line N: ...``) and a ``{N*}`` place are read again by the same frames, "none" said in ``lang``.
    Source: the module docstring's."""
    table = FRAMES.get(lang)
    if table is None:
        return None

    def inner(text: str) -> str:
        if text == "none":
            return NONE[lang]
        return table.framed(text, inner) or _rules_said(lang, text) or with_tail(lang, text, inner) or text

    return table.framed(message, inner)


def _rules_said(lang: str, text: str) -> str | None:
    """``text`` in ``lang`` when the shared rules' frames (``rules.refusal_frames``: a limit or shape every road in
    checks, such as "a title of 1-200 characters", "at most 1000 characters", a name's characters) take it whole,
    else None."""
    from rules import refusal_frames

    table = {"es": refusal_frames.ES, "it": refusal_frames.IT, "de": refusal_frames.DE}.get(lang)
    return table.framed(text) if table is not None else None


def shared_refusal(field: str, message: str, lang: str) -> str:
    """``field: message`` with the message in ``lang`` by the frames every system of ``lang`` shares (the ledger's
    own, ``rules.ledger_frames``, then these, then the shared rules' limits and shapes, ``rules.refusal_frames``), as
    raised when none takes it; the field stays as the user typed it.
    Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it")."""
    from rules.ledger_said import said as ledger_said

    text = ledger_said(lang, message, None) or said(lang, message) or _rules_said(lang, message) \
        or with_tail(lang, message, lambda m: said(lang, m) or _rules_said(lang, m))
    return f"{field}: {' '.join(str(text or message).split())}"
