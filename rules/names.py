"""Name matching for user-typed terms (moves, Labels, conditions) in every language, and for the names a
campaign gives (characters, traits, progress bars, cultures, items).

Source: 000 (English part lines 1-202, Spanish part "MOVIMIENTOS BÁSICOS" onward); catalogue §1 glossary;
docs/adding-a-game-system.md ("Languages": names typed by users are matched accent- and case-insensitively).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from collections.abc import Iterable, Mapping

from rules.errors import RuleError


def norm(text: str) -> str:
    """Fold ``text`` for matching: lower case, accents and the joiners (U+200C, U+200D: ``rules.free_text``) stripped,
    runs of space/``-``/``_`` to one space.

    Kept per text (``_folded``): every command matches the names it is given against every character,
    move or key it knows, so a campaign of thousands of characters would otherwise fold the same names
    millions of times (a 10,000-action replay went quadratic in the number of characters).

    >>> norm("Enfrentarse_a una AMENAZA")
    'enfrentarse a una amenaza'
    """
    return _folded(text if type(text) is str else str(text))


@lru_cache(maxsize=1 << 16)
def _folded(text: str) -> str:
    """``norm`` of a ``str``, computed once per text (up to 65,536 texts kept)."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c) and c not in "\u200c\u200d")
    for ch in "-_":
        plain = plain.replace(ch, " ")
    return " ".join(plain.lower().split())


def resolve(field: str, text: str, aliases: Mapping[str, Iterable[str]], what: str | None = None,
            shown: Iterable[str] | None = None) -> str:
    """Return the canonical id in ``aliases`` (id -> accepted spellings) that ``text`` names.

    The id itself always matches. Raises ``RuleError(field, ...)`` when nothing matches, listing the
    names a user types, not the internal ids: ``shown`` when given, else each id's first spelling (the
    id when it has none). ``what`` names the kind of thing in the message (default: the field).
    """
    wanted = norm(text)
    for canonical, names in aliases.items():
        if wanted == norm(canonical) or any(wanted == norm(n) for n in names):
            return canonical
    listed = list(shown) if shown is not None else [next(iter(names), canonical) for canonical, names in aliases.items()]
    raise RuleError(field, f"unknown {what or field} {text!r}; allowed: {', '.join(listed)}")


def find_name(name: str | None, known: Iterable[str]) -> str | None:
    """The entry of ``known`` (names as the campaign stores them) that ``name`` names, matched as ``norm``
    folds them (case, accents, spaces, ``-`` and ``_``), the first when several fold alike; None when none
    does or ``name`` is None.

    >>> find_name("kenzie", ["Saxon", "Kenzie"])
    'Kenzie'
    """
    if name is None:
        return None
    wanted = norm(name)
    return next((k for k in known if norm(k) == wanted), None)


def known_name(field: str, name: str | None, known: Iterable[str], what: str = "character", listed: str = "known",
               none: str = "none yet") -> str:
    """The entry of ``known`` that ``name`` names (``find_name``).

    Raises ``RuleError(field, "unknown <what> <name>; <listed>: <every known name, or none>")``, e.g.
    ``character: unknown character 'Bob'; known: Saxon, Kenzie``.
    """
    names = list(known)
    found = find_name(name, names)
    if found is None:
        raise RuleError(field, f"unknown {what} {name!r}; {listed}: {', '.join(names) or none}")
    return found
