"""The tail a refusal may end in, naming what it is about after the reason: an amend's own action among several
(``... (action 9)``) or the value typed (``... (got -2)``, ``... (got 'AAAA…', 61 characters)``), said in another
language around the reason said by the caller's tables.

Source: README "Using the ledger" (a refusal names the field as typed and what is allowed, in the ``--lang``;
it repeats what was typed, escaped); the frames' words are ``rules.i18n.WORDS``' ("(got {0})": "(angegeben: {0})").
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: A refusal ending in its tail: the reason, the kind (``action``, ``got``), the value, a text's length.
TAIL = re.compile(r"(.+) \((action|got) (-?\d+|'.*'|\".*\")(?:, (\d+) characters)?\)", re.S)


def with_tail(lang: str, text: str, say: Callable[[str], str | None],
              word: Callable[[str], str] | None = None) -> str | None:
    """``text`` (an English refusal) in ``lang`` when it ends in a tail (``TAIL``) and ``say`` words the reason
    before it; the tail by ``word`` (default: ``rules.i18n.WORDS``), the value as typed. None otherwise (no tail, or
    the reason unsaid). Raises nothing."""
    from rules.i18n import WORDS

    found = TAIL.fullmatch(text) if lang != "en" else None
    inner = say(found[1]) if found is not None else None
    if found is None or inner is None:
        return None
    frame = f"({found[2]} {{0}}, {{1}} characters)" if found[4] else f"({found[2]} {{0}})"
    worded = word(frame) if word is not None else WORDS.get(lang, {}).get(frame, frame)
    return f"{inner} {worded.format(found[3], found[4])}"
