"""A character's reads over the whole record: why one value is what it is, and the arc of its values from session
to session, each from the events the reader may see (a ``Ledger`` mixin: ``ledger.service.ledger``).

Source: README "Correcting mistakes and reviewing the past" (``ledger why``, ``ledger arc``) and design.md "The
service layer and its faces" (which road a read takes is the service's: a warm face keeps each fold and carries it
on, ``ledger.service.kept_whys`` and ``ledger.service.kept_arcs``; otherwise the events are folded here).
"""

from __future__ import annotations

from typing import Any

from ledger.service.people import Person


class CharacterReads:
    """The why and arc reads of a ``Ledger`` (which supplies ``campaign_name``, ``system``, ``events`` and ``warm``)."""

    warm: bool

    def why(self, name: str | None, character: str, field: str, by: Person = Person.OWNER) -> list[dict[str, Any]]:
        """The actions that made ``character``'s ``field`` what it is (``ledger.projections.review.why``), from the
        events ``by`` may see; a value the sheet shows that no stored field carries (a row made of several, or of other
        records) by the actions after which it read differently (``ledger.service.shown_whys``). Raises
        ``RuleError`` (``character``), ``Refused``, and ``LedgerError("field")`` (``no_such_value``, HTTP 404) for a
        field that is no value of the character's (``is_value_of``)."""
        rows = self.whys(name, character, [field], by=by)[field]
        if not rows:
            from ledger.service.shown_whys import shown_whys

            return shown_whys(self, name, character, field, by)
        return rows

    def whys(self, name: str | None, character: str, fields: list[str], by: Person = Person.OWNER
             ) -> dict[str, list[dict[str, Any]]]:
        """``why`` of each of ``fields`` of ``character`` (field -> its rows), from the events ``by`` may see, read
        from the store once for all of them; a warm face keeps each fold and carries it on with the events recorded
        since (``ledger.service.kept_whys``). Raises ``RuleError`` (``character``, ``field``), ``Refused``."""
        from ledger.projections.review import WhyFold, feed_all

        stored = self.campaign_name(name)
        if self.warm:
            from ledger.service.kept_whys import kept_whys

            return kept_whys(self, stored, character, fields, by)
        system = self.system(stored)
        folds = {f: WhyFold(system, character, f) for f in fields}
        for ev in self.events(stored, by=by):
            feed_all(list(folds.values()), ev)
        return {f: fold.rows() for f, fold in folds.items()}

    def arc(self, name: str | None, character: str, lang: str, by: Person = Person.OWNER) -> dict[str, Any]:
        """``character``'s arc over the sessions (``ledger.projections.review.arc``), from the events ``by`` may
        see; a warm face keeps each arc and carries it on with the actions recorded since
        (``ledger.service.kept_arcs``). Raises ``RuleError`` (``character``), ``Refused``."""
        from ledger.projections.review import arc

        stored = self.campaign_name(name)
        if self.warm:
            from ledger.service.kept_arcs import kept_arc

            return kept_arc(self, stored, character, lang, by)
        return arc(self.events(stored, by=by), self.system(stored), character, lang)
