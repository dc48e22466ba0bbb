"""``why`` of a value the sheet shows that no stored field of the character carries: a row a system makes of several
fields or of other records, or a value of the arc (``ledger.projections.row_whys``), read from the events the person
asking may see.

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``) and "Using the ledger" (My
character: every value shown has a why button, which lists the actions that changed it).
"""

from __future__ import annotations

from typing import Any

from ledger.service.people import Person


def shown_whys(ledger: Any, name: str | None, character: str, field: str, by: Person) -> list[dict[str, Any]]:
    """The rows of ``why`` for ``field`` of ``character`` when no stored field matched it (``Ledger.why``): the actions
    after which the value its sheet shows under the heading ``field`` (in any of the system's languages) read
    differently; [] for a value of the character's no action changed. A heading said in one of the system's languages
    that heads in another the row of a stored field (``Habilidades``: ``Skills``) is that field's ``why``
    (``ledger.projections.row_whys.same_row``). Raises ``LedgerError("field")``
    (``no_such_value``, HTTP 404) for a field that is no value of the character's (``is_value_of``), ``Refused``."""
    from ledger.projections.review import character_name, is_value_of, no_such_value
    from ledger.projections.row_whys import heading_lang, row_whys, same_row

    camp = ledger.now(name, by=by)
    system = ledger.system(camp.name)
    if not is_value_of(camp.state, system, character, field):
        raise no_such_value(character, field, camp.state)
    stored = character_name(camp.state, character)
    for other in same_row(camp.state, system, stored, field):
        rows = ledger.whys(camp.name, stored, [other], by=by)[other]
        if rows:
            return rows
    lang = heading_lang(camp.state, system, stored, field)
    if lang is None:
        return []
    return row_whys(ledger.events(camp.name, by=by), system, stored, field, lang)
