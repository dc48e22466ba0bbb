"""The lines the commands that work on a store print when they succeed (a campaign created, a script replayed, an
export written, imported or signed, a record verified), in the languages several systems play in.

Source: the commands whose English they rewrite: ``ledger.cli.core`` (``create``, ``replay``) and
``ledger.cli.records`` (``export``, ``import``, ``verify``, ``keygen``, ``migrate``), ``ledger.cli.archive``
(``chronicle``), ``ledger.cli.serve`` (``serve``: its addresses and its stop); README "Using the ledger" (``--lang``: the summary
printed) and "Archiving a campaign". No system is known when such a command asks for its language, so every system
of one language shares these lines (``rules.archive_frames`` holds the refusals). Spanish follows seed 000's and
004's Spanish, Italian seed 002's, German seed 001's forum German. A name, a path, a system id, a number, a key id
and a digest (``{0}`` places) stay as written, a count with its noun (``{1#event}``) says the singular for one
(``rules.numbers.counted``); the ``OK`` and ``DAMAGED`` marks and the ``head:`` line that programs
read stay English.
"""

from __future__ import annotations

from rules.refusals import Phrases

#: (English as the command prints it, Spanish, Italian, German); ``{N*}``: a signature's phrase, itself said here.
ROWS: tuple[tuple[str, str, str, str], ...] = (
    ("created campaign {0} ({1}, rules {2}) in {3}", "campaña {0} creada ({1}, reglas {2}) en {3}",
     "campagna {0} creata ({1}, regole {2}) in {3}", "Kampagne {0} angelegt ({1}, Regeln {2}) in {3}"),
    ("replayed {0#action} into campaign {1} ({2#event}) in {3}",
     "{0#action_replayed} en la campaña {1} ({2#event}) en {3}",
     "{0#action_replayed} nella campagna {1} ({2#event}) in {3}",
     "{0#action} in Kampagne {1} abgespielt ({2#event}) in {3}"),
    ("exported campaign {0}: {1#event} to {2}", "campaña {0} exportada: {1#event} a {2}",
     "campagna {0} esportata: {1#event} in {2}", "Kampagne {0} exportiert: {1#event} nach {2}"),
    ("exported campaign {0}: {1#action} to {2}", "campaña {0} exportada: {1#action} a {2}",
     "campagna {0} esportata: {1#action} in {2}", "Kampagne {0} exportiert: {1#action} nach {2}"),
    ("exported campaign {0}: {1#row} to {2}", "campaña {0} exportada: {1#row} a {2}",
     "campagna {0} esportata: {1#row} in {2}", "Kampagne {0} exportiert: {1#row} nach {2}"),
    ("signed by key {0}: {1}", "firmado con la clave {0}: {1}", "firmato con la chiave {0}: {1}",
     "signiert mit Schlüssel {0}: {1}"),
    ("imported campaign {0}: {1#event}; {2}", "campaña {0} importada: {1#event}; {2*}",
     "campagna {0} importata: {1#event}; {2*}", "Kampagne {0} importiert: {1#event}; {2*}"),
    ("OK {0}: campaign {1}, {2#event}; {3}", "OK {0}: campaña {1}, {2#event}; {3*}",
     "OK {0}: campagna {1}, {2#event}; {3*}", "OK {0}: Kampagne {1}, {2#event}; {3*}"),
    ("OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} agree with the fold",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} concuerdan con la aplicación",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} concordano con l'applicazione",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} stimmen mit der Anwendung überein"),
    ("OK {0}: {1#event} ({2#chained}, {3} from before the chain), {4#action}, {5#snapshot} agree with the fold",
     "OK {0}: {1#event} ({2#chained}, {3} de antes de la cadena), {4#action}, {5#snapshot} concuerdan "
     "con la aplicación",
     "OK {0}: {1#event} ({2#chained}, {3} di prima della catena), {4#action}, {5#snapshot} concordano con "
     "l'applicazione",
     "OK {0}: {1#event} ({2#chained}, {3} von vor der Kette), {4#action}, {5#snapshot} stimmen mit "
     "der Anwendung überein"),
    # no snapshot taken yet (a campaign shorter than the snapshot interval): nothing to compare, not a failure
    ("OK {0}: {1#event} ({2#chained}), {3#action}, no snapshot to check yet",
     "OK {0}: {1#event} ({2#chained}), {3#action}, aún ninguna instantánea que comprobar",
     "OK {0}: {1#event} ({2#chained}), {3#action}, ancora nessuna istantanea da controllare",
     "OK {0}: {1#event} ({2#chained}), {3#action}, noch kein Schnappschuss zu prüfen"),
    ("OK {0}: {1#event} ({2#chained}, {3} from before the chain), {4#action}, no snapshot to check yet",
     "OK {0}: {1#event} ({2#chained}, {3} de antes de la cadena), {4#action}, aún ninguna instantánea que "
     "comprobar",
     "OK {0}: {1#event} ({2#chained}, {3} di prima della catena), {4#action}, ancora nessuna istantanea da "
     "controllare",
     "OK {0}: {1#event} ({2#chained}, {3} von vor der Kette), {4#action}, noch kein Schnappschuss zu prüfen"),
    # one snapshot: the verb and the noun in the singular
    ("OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} agrees with the fold",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} concuerda con la aplicación",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} concorda con l'applicazione",
     "OK {0}: {1#event} ({2#chained}), {3#action}, {4#snapshot} stimmt mit der Anwendung überein"),
    ("OK {0}: {1#event} ({2#chained}, {3} from before the chain), {4#action}, {5#snapshot} agrees with the fold",
     "OK {0}: {1#event} ({2#chained}, {3} de antes de la cadena), {4#action}, {5#snapshot} concuerda "
     "con la aplicación",
     "OK {0}: {1#event} ({2#chained}, {3} di prima della catena), {4#action}, {5#snapshot} concorda con "
     "l'applicazione",
     "OK {0}: {1#event} ({2#chained}, {3} von vor der Kette), {4#action}, {5#snapshot} stimmt mit "
     "der Anwendung überein"),
    # keygen, migrate and chronicle (ledger.cli.records, ledger.cli.archive, ledger.archive.export.migrate)
    ("made key {0}: private {1} (keep it secret), public {2}",
     "clave {0} creada: privada {1} (guárdala en secreto), pública {2}",
     "chiave {0} creata: privata {1} (tienila segreta), pubblica {2}",
     "Schlüssel {0} erzeugt: privat {1} (halte ihn geheim), öffentlich {2}"),
    ("nothing to do: the store is up to date", "nada que hacer: el almacén está al día",
     "niente da fare: l'archivio è aggiornato", "nichts zu tun: der Speicher ist auf dem neuesten Stand"),
    ("marked {0} as a ledger store", "{0} marcado como almacén del ledger", "{0} segnato come archivio del ledger",
     "{0} als Ledger-Speicher markiert"),
    ("anchored the hash chain of campaign {0} after {1#event}",
     "cadena de resúmenes de la campaña {0} anclada tras {1#event}",
     "catena di hash della campagna {0} ancorata dopo {1#event}",
     "Hash-Kette der Kampagne {0} nach {1#event_after} verankert"),
    ("wrote the chronicle of {0} ({1}, {2#byte}) to {3}", "crónica de {0} escrita ({1}, {2#byte}) en {3}",
     "cronaca di {0} scritta ({1}, {2#byte}) in {3}", "Chronik von {0} geschrieben ({1}, {2#byte}) nach {3}"),
    # a signature's phrase (ledger.archive.anchors.signature_of)
    ("signed by key {0} (the key given)", "firmado con la clave {0} (la clave dada)",
     "firmato con la chiave {0} (la chiave data)", "signiert mit Schlüssel {0} (dem angegebenen Schlüssel)"),
    ("signed by key {0} (give --signed-by KEY.pub to hold it to your key)",
     "firmado con la clave {0} (da --signed-by CLAVE.pub para exigir que sea tu clave)",
     "firmato con la chiave {0} (dai --signed-by CHIAVE.pub per vincolarlo alla tua chiave)",
     "signiert mit Schlüssel {0} (gib --signed-by SCHLÜSSEL.pub an, um es an deinen Schlüssel zu binden)"),
    ("not signed (no {0} beside it)", "sin firmar (no hay {0} a su lado)", "non firmato (nessun {0} accanto)",
     "nicht signiert (kein {0} daneben)"),
    # ledger serve (ledger.cli.serve): the addresses to open, the sign-in link, the stop
    ("serving {0} at {1}/ (open it in a browser; Ctrl-C stops)",
     "sirviendo {0} en {1}/ (ábrelo en un navegador; Ctrl-C lo para)",
     "{0} servito su {1}/ (aprilo in un browser; Ctrl-C lo ferma)",
     "{0} wird unter {1}/ bereitgestellt (im Browser öffnen; Strg-C beendet)"),
    ("serving {0} on every address of this machine, port {1}: the group opens http://THIS-MACHINE'S-ADDRESS:{1}/ "
     "(here: {2}/; Ctrl-C stops)",
     "sirviendo {0} en todas las direcciones de esta máquina, puerto {1}: el grupo abre "
     "http://DIRECCIÓN-DE-ESTA-MÁQUINA:{1}/ (aquí: {2}/; Ctrl-C lo para)",
     "{0} servito su ogni indirizzo di questa macchina, porta {1}: il gruppo apre "
     "http://INDIRIZZO-DI-QUESTA-MACCHINA:{1}/ (qui: {2}/; Ctrl-C lo ferma)",
     "{0} wird auf jeder Adresse dieses Rechners bereitgestellt, Port {1}: die Gruppe öffnet "
     "http://ADRESSE-DIESES-RECHNERS:{1}/ (hier: {2}/; Strg-C beendet)"),
    ("the API: {0}", "la API: {0}", "l'API: {0}", "die API: {0}"),
    ("sign-in link for {0} (once, within an hour): {1}", "enlace de acceso para {0} (una vez, dentro de una hora): {1}",
     "link di accesso per {0} (una volta, entro un'ora): {1}", "Anmeldelink für {0} (einmal, innerhalb einer Stunde): {1}"),
    ("stopped; every request answered was recorded in full",
     "parado; cada petición respondida quedó registrada entera",
     "fermato; ogni richiesta con risposta è stata registrata per intero",
     "beendet; jede beantwortete Anfrage wurde vollständig aufgezeichnet"),
)

#: Language -> the lines (English: the language the commands print in).
LINES: dict[str, Phrases] = {lang: Phrases(templates=tuple((row[0], row[i]) for row in ROWS), lang=lang)
                             for i, lang in enumerate(("es", "it", "de"), start=1)}


def line(lang: str, text: str) -> str:
    """``text`` (a line a command printed, English) in ``lang`` when a row takes it whole, else as given; a
    signature's phrase inside is said by the same rows."""
    table = LINES.get(lang)
    if table is None:
        return text

    def inner(value: str) -> str:
        return table.framed(value, inner) or value

    return table.framed(text, inner) or text
