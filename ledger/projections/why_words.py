"""A ``why`` row in a reader's words: the command, the value before and after, the cause and the marks as the
history words them, for a face that shows the row to a person (``ledger why``'s table, the pages' why panel).

Source: README "Correcting mistakes and reviewing the past" (``ledger why NAME FIELD``: each action that set a
value, before -> after, its cause) and "The web table" (the why buttons of My character, in the reader's
language); docs/adding-a-game-system.md (the words come from the system: its ``value`` view, ``term``, ``word``).
Pure.
"""

from __future__ import annotations

from typing import Any

from rules.system import GameSystem


def said_value(path: list[Any], value: Any, lang: str, system: GameSystem) -> str:
    """``value`` held at state ``path`` as a person reads it in ``lang``: the system's ``value`` view when it words
    it (a state's name, an outcome), else ``ledger.projections.detail_words.value_text`` (ids through ``term``,
    yes/no, ``—`` for nothing). Never a raw id the system can name."""
    from ledger.projections.detail_words import value_text

    own = system.views.value
    text = own(path, value, lang) if own is not None else None
    return text if text is not None else value_text(value, lang, system)


def why_words(row: dict[str, Any], lang: str, system: GameSystem) -> dict[str, Any]:
    """The words of one ``ledger.projections.review.why`` row in ``lang``: ``{"who", "command", "what", "before",
    "after", "cause", "marks"}`` (``who``: who acted as the history names them, ``who_in``: ``Bo (Wren)``, the
    system's word for the GM; ``command``: ``command_text``; ``what``: the value's state path as ``path_text``
    words it (``X Y``: which of the character's values), or None; ``before``/``after``: ``said_value``; ``cause``:
    ``own_cause``; ``marks``: ``undone by #9``, ``amended by #7`` as ``mark_texts`` words them). The row's own
    user text (the reason) is left to the row."""
    from ledger.projections.history import command_text, mark_texts
    from ledger.projections.detail_words import path_text
    from ledger.projections.who_acted import who_in

    path = list(row.get("path") or [])
    return {"who": who_in(row, system, lang), "command": command_text(row["command"], lang, system),
            "what": path_text(path, lang, system) if path else None,
            "before": said_value(path, row.get("before"), lang, system),
            "after": said_value(path, row.get("after"), lang, system),
            "cause": own_cause(row, lang, system),
            "marks": mark_texts({"undone_by": row.get("undone_by"), "amended_by": row.get("amended_by") or []},
                                lang, system)}


def own_cause(row: dict[str, Any], lang: str, system: GameSystem) -> str | None:
    """The cause of ``why`` row ``row`` through ``cause_text`` in ``lang``, or None when it has none or it is the
    row's reason itself (an action's ``--reason`` recorded as its events' cause: a face shows the reason once)."""
    from ledger.projections.history import cause_text

    cause = row.get("cause")
    if not cause or cause == row.get("reason"):
        return None
    return cause_text(cause, lang, system)


def cause_cell(row: dict[str, Any], lang: str, system: GameSystem) -> str:
    """The one cell a table gives ``why`` row ``row``'s cause and reason in ``lang``: ``own_cause``, then the reason,
    each once (``"undo of action 3, slipped"``), ``—`` for neither."""
    return ", ".join(filter(None, [own_cause(row, lang, system), row.get("reason")])) or "—"
