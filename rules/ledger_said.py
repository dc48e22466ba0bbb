"""The ledger's own refusals read through the frames of ``rules.ledger_frames``: a refusal the ledger raised (English)
in the reader's language, each later action that falls inside it worded by the campaign's system and each command
by its word.

Source: ``rules.ledger_frames`` (the frames, and where their words come from); ``ledger.corrections`` (the refusals
naming later actions: ``12 (roll): refused: ...``); the developers' guide ("nothing under ledger/ names a system,
its terms or its languages").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rules.ledger_frames import FRAMES

#: A later action that falls, inside the frames above: ``12 (roll): refused: character: <the rules' refusal>``
#: (``ledger.corrections._dependents``), the refusal running to the next action, the count or the hints.
#: A later action named by its number and command: ``54 (resolve)``.
_ACTED = re.compile(r"\b(\d+) \(([a-z][\w -]*)\)")
#: An action named with its command anywhere in a frame: ``action 37 (resolve) is not undone``, the action "later
#: actions depend on" (``action 76 (resolve):``).
_NAMED = re.compile(r"\b(action \d+) \(([a-z][\w-]*(?: [a-z][\w-]*)*)\)")
_FALLEN = re.compile(r"(?P<lead>\): refused: (?:[\w-]+: )?)(?P<msg>.*?)"
                     r"(?=; (?:\d+ \([^)]*\): |and \d+ more after them|correct it|keep |undo )|$)")


def said(lang: str, message: str, own: Callable[[str], str] | None,
         command: Callable[[str], str] | None = None) -> str | None:
    """``message`` (a refusal the ledger raised, English) in ``lang`` when this table frames it, else None;
    ``own`` is the campaign's system's reading of the rules' English (a later action's refusal inside the frame,
    a reason put in a ``{0*}`` place), the frame's words around it this table's; ``command`` its word for a
    command (``54 (resolve)`` -> ``54 (auflösen)``). A gate's refusal cut before its "allowed now" list (``_why``)
    is read whole and cut again."""
    table = FRAMES.get(lang)
    if table is None:
        return None

    def named(text: str) -> str:
        """``text`` (the words between later actions' refusals) with each ``N (command)`` by its word."""
        if command is None:
            return table.words_in(text)
        return table.words_in(_ACTED.sub(lambda m: f"{m[1]} ({command(m[2])})", text))

    def reason(text: str) -> str:
        if own is None:
            return table.words_in(text)
        if not re.match(r"'[^']+' is not allowed (?:while|now:) ", text):
            return own(text)
        whole = own(f"{text}; allowed now: -")
        return whole.rpartition("; ")[0] if whole.endswith(": -") else own(text)

    def inner(text: str) -> str:
        found = list(_FALLEN.finditer(text))
        if not found:       # the actions that fall without a refusal ("5 (mark): records ..."), "none yet"; a reason
            return table.words_in(text) if re.match(r"\d|none yet$", text) else reason(text)
        out, at = [], 0
        for m in found:
            out += [named(text[at:m.end("lead")]), reason(m.group("msg"))]
            at = m.end()
        return "".join(out + [named(text[at:])])

    if command is not None:        # each "action 76 (resolve)" by its command's word
        message = _NAMED.sub(lambda m: f"{m[1]} ({command(m[2])})", message)
    return table.framed(message, inner)
