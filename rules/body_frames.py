"""The frames of a request body's type refusals (a field of a JSON body of another type than it takes) and of the
pages' own refusals of a parameter, in the languages the server's pages read in: read with ``rules.web_frames``.

Source: the modules whose English they rewrite: ``ledger.web.request_inputs.strict_args`` (what a command's field
takes: ``a whole number, not a text``; a list's item by its place: ``item 2: ...``), ``ledger.group.fields``
(a group command's: ``a list of characters' names, not a text``) and ``ledger.web.pages.archive`` (the history
page's ``at``); README "The server" (a 422 names the field as sent and what it takes) and the developers' guide
(bad input gets one line in the campaign's language). Spanish follows seeds 000 and 004, Italian seed 002, German
seed 001. JSON's own values (``true``, ``false``, ``null``) and field names stay as sent.
"""

from __future__ import annotations

#: What a field of a JSON body takes, one entry per English entry: ``ledger.web.request_inputs._TAKES`` and
#: ``ledger.group.fields.STRICT_KINDS``.
TAKES: dict[str, tuple[str, ...]] = {
    "en": ("a whole number", "true or false", "a text", "a number", "a list", "a mapping",
           "a list of characters' names"),
    "es": ("un número entero", "true o false", "un texto", "un número", "una lista", "un objeto",
           "una lista de nombres de personajes"),
    "it": ("un numero intero", "true o false", "un testo", "un numero", "una lista", "un oggetto",
           "un elenco di nomi di personaggi"),
    "de": ("eine ganze Zahl", "true oder false", "ein Text", "eine Zahl", "eine Liste", "ein Objekt",
           "eine Liste von Namen von Figuren"),
}
#: ``TAKES, not KIND`` and a list's item ``item N: TAKES, not KIND`` (``{t}``: what it takes; ``{0*}``: the kind sent,
#: ``ledger.inputs.json_kind``, in the language's words).
NOT: dict[str, tuple[str, str]] = {
    "en": ("{t}, not {{0}}", "item {{0}}: {t}, not {{1}}"),
    "es": ("{t}, no {{0*}}", "elemento {{0}}: {t}, no {{1*}}"),
    "it": ("{t}, non {{0*}}", "elemento {{0}}: {t}, non {{1*}}"),
    "de": ("{t}, nicht {{0*}}", "Eintrag {{0}}: {t}, nicht {{1*}}"),
}
#: A kind sent that only a list of names is told (``ledger.group.fields.check_given``), said before the shorter kinds.
KINDS: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("a list holding other values", "una lista con otros valores"),),
    "it": (("a list holding other values", "un elenco con altri valori"),),
    "de": (("a list holding other values", "eine Liste mit anderen Werten"),),
}
#: The pages' own refusals of a parameter, one row per English row (the history page's ``at``).
OWN: dict[str, tuple[str, ...]] = {
    "en": ("an action of this campaign, from 1 to {0}",),
    "es": ("una acción de esta campaña, de 1 a {0}",),
    "it": ("un'azione di questa campagna, da 1 a {0}",),
    "de": ("eine Aktion dieser Kampagne, von 1 bis {0}",),
}

#: A list's item or an amend's later action out of range (``ledger.web.request_inputs.beyond_whole``: digits past
#: 64 bits sent as text), one row per English row.
RANGES: dict[str, tuple[str, ...]] = {
    "en": ("item {0}: a whole number from {1} to {2}", "item {0}: a whole number of at most {1} digits",
           "item {0}: action: an action number is a whole number from {1} to {2}"),
    "es": ("elemento {0}: un número entero de {1} a {2}", "elemento {0}: un número entero de como mucho {1} cifras",
           "elemento {0}: action: un número de acción es un número entero de {1} a {2}"),
    "it": ("elemento {0}: un numero intero da {1} a {2}", "elemento {0}: un numero intero di al massimo {1} cifre",
           "elemento {0}: action: il numero di un'azione è un numero intero da {1} a {2}"),
    "de": ("Eintrag {0}: eine ganze Zahl von {1} bis {2}", "Eintrag {0}: eine ganze Zahl mit höchstens {1} Ziffern",
           "Eintrag {0}: action: eine Aktionsnummer ist eine ganze Zahl von {1} bis {2}"),
}


def rows(lang: str) -> tuple[tuple[str, str], ...]:
    """(English template, ``lang``'s) of every type refusal of a body's field, of the pages' ``OWN`` refusals and of
    the ``RANGES``;
    empty for a language without them."""
    if lang not in TAKES or lang == "en":
        return ()
    typed = tuple((en.format(t=en_takes), tr.format(t=tr_takes))
                  for en_takes, tr_takes in zip(TAKES["en"], TAKES[lang])
                  for en, tr in zip(NOT["en"], NOT[lang]))
    return (*typed, *zip(OWN["en"], OWN[lang]), *zip(RANGES["en"], RANGES[lang]))
