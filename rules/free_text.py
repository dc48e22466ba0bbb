"""The one definition of the characters a person may type into a name, a title or a recap, and of those a face shows
as an escape rather than as themselves.

Source: the developers' guide ("user text is never interpreted"); Unicode's general categories (UAX #44) and its
notes on the joiners (The Unicode Standard, ch. 23.2 "Layout Controls": U+200C ZERO WIDTH NON-JOINER and U+200D
ZERO WIDTH JOINER are part of how Persian, the Indic scripts and emoji sequences are written) and on the bidi
controls (UAX #9: U+202A..U+202E embeddings and overrides, U+2066..U+2069 isolates, which reorder what follows them).
Every road in (the CLI's arguments, a script's entries, an imported line, an API call) checks names, titles and
recaps through ``refused_char``; every face that prints user text escapes what ``shown_escaped`` names
(``ledger.user_text``). A name is matched without its joiners (``rules.names.norm``), so that ``Ro\u200dok`` is
``Rook`` to the ledger and cannot pass for a second character.
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER: format characters a script or an emoji needs.
JOINERS = frozenset("\u200c\u200d")
#: The bidi embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069): refused, and escaped when shown.
BIDI_CONTROLS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))
#: Categories refused in typed text: controls, format characters (bar the joiners), private use, lone surrogates,
#: line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})
#: Categories a face shows as an escape (private-use characters are printed: they move nothing).
ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})


def refused_char(text: str, line_breaks: bool = False) -> str | None:
    """The first character of ``text`` that typed text may not hold, or None when every one may: a character of
    ``REFUSED_CATEGORIES`` other than a joiner (``JOINERS``) and, when ``line_breaks`` (a recap), other than ``\\n``.
    A tab, ``\\r``, ESC, BEL, U+202E or U+2066 is always refused. Raises nothing."""
    if text.isprintable():                 # no character of category C* or Z* but the space: the common case
        return None
    for c in text:
        if c in JOINERS or line_breaks and c == "\n":
            continue
        if unicodedata.category(c) in REFUSED_CATEGORIES:
            return c
    return None


def shown_escaped(c: str) -> bool:
    """Whether a face prints the one character ``c`` as an escape (``\\u202e``) rather than as itself: a character of
    ``ESCAPED_CATEGORIES`` that is not a joiner (a joiner only shapes the letters beside it)."""
    return c not in JOINERS and unicodedata.category(c) in ESCAPED_CATEGORIES


def refused_text(what: str, line_breaks: bool = False) -> str:
    """The one English refusal of text holding a character ``refused_char`` refuses, in a ``what`` (``name``,
    ``title``, ``recap``, ``campaign name``): it names what is refused and what stays allowed, the joiners (U+200C
    ZWNJ, U+200D ZWJ) and, when ``line_breaks`` (a recap), line breaks. A title is told to stand on one line.
    Each language's frame rewrites these exact sentences (``rules.refusal_frames``). Raises nothing.
    Source: The Unicode Standard ch. 23.2 "Layout Controls" (the joiners), the developers' guide (a refusal says
    what is allowed)."""
    if line_breaks:
        return (f"control or invisible characters (tabs included) are not allowed in a {what}; line breaks and the "
                "joiners U+200C and U+200D are")
    tail = "; write it on one line" if what == "title" else ""
    return (f"control or invisible characters (tabs and line breaks included) are not allowed in a {what}; the "
            f"joiners U+200C and U+200D are{tail}")


#: Argument names whose text may hold lines (a recap's ``text``, a note's ``text``, ``notes``): there a line break
#: (``\n``, ``\r\n``) and a tab pass the control check; everywhere else they are refused too.
LINE_ARGS = frozenset({"text", "notes"})
#: What a free text with a control character is refused with: one line, then text that may hold lines.
CONTROL_REFUSED = ("control characters (NUL, ESC and the like; tabs and line breaks included) are not allowed in "
                   "this text; write it on one line")
CONTROL_REFUSED_LINES = "control characters (NUL, ESC and the like) are not allowed in this text; line breaks and tabs are"
#: What a reason with a control character other than a line break is refused with (a reason may hold lines, shown
#: escaped as ``\\n`` on the one-line faces: README "Hostile input").
CONTROL_REFUSED_REASON = ("control characters (NUL, ESC, tabs and the like) are not allowed in a reason; line breaks "
                          "are")
#: The argument names a reason goes by in a command's arguments (a script's ``reason:``, an amend's fields).
REASON_ARGS = frozenset({"reason"})


def control_char(text: str, lines: bool = False, breaks: bool = False) -> str | None:
    """The first C0 or C1 control character (Unicode category Cc: U+0000..U+001F, U+007F..U+009F) of ``text``, or
    None; with ``lines`` a ``\\n``, ``\\r`` or tab is not one, with ``breaks`` a ``\\n`` or ``\\r`` (a line break, as
    a reason may hold) is not one. Raises nothing. Source: UAX #44 (general category Cc)."""
    if text.isprintable():
        return None
    for c in text:
        if (lines and c in "\n\r\t") or (breaks and c in "\n\r"):
            continue
        if unicodedata.category(c) == "Cc":
            return c
    return None


#: The most characters of a refused text a refusal repeats (``got``).
GOT_CHARS = 24
#: Where every road in cuts a text before checking it (``rules.declaration.MAX_TEXT`` + 1 characters are kept):
#: past this a refused text's length is not known (``got`` does not count it).
CUT_AT = 2000


def got(text: str) -> str:
    """A refused text as its refusal repeats it after ``got``: quoted with every control or invisible character
    escaped (``'bad\\x1b[31m'``: Python's ``repr``), cut after ``GOT_CHARS`` characters (``'AAAA…'``) and then
    followed by its length (``'AAAA…', 61 characters``; none past ``CUT_AT``, where every road cut it). Raises
    nothing. Source: README "Using the ledger" (a
    refusal names what was typed; user text escaped on a terminal)."""
    if len(text) <= GOT_CHARS:
        return repr(text)
    cut = f"{text[:GOT_CHARS] + '…'!r}"       # past CUT_AT a text was cut before its check: its length is unknown
    return cut if len(text) > CUT_AT else f"{cut}, {len(text)} characters"


def control_problem(args: Any, line_args: frozenset[str] = LINE_ARGS) -> tuple[str, str] | None:
    """(the argument's name as typed, the refusal) for the first text in ``args`` (a command's arguments: a mapping
    of names to texts, numbers, lists and mappings, keys included, at most 64 deep) that holds a control character
    ``control_char`` finds (the text repeated, ``got``), or None when none does: the one check of every system's
    free text (item names, reasons,
    titles, recaps, notes, descriptors). A name in ``line_args`` may hold lines. Raises nothing.
    Source: the developers' guide ("user text is never interpreted"; bad input names the field)."""
    if not isinstance(args, dict):
        return None
    for key, value in args.items():
        name = str(key).replace("_", "-")
        lines = str(key).replace("-", "_") in line_args
        breaks = str(key) in REASON_ARGS
        stack: list[tuple[Any, int]] = [(key, 0), (value, 0)]
        while stack:
            item, depth = stack.pop()
            if isinstance(item, str):
                if control_char(item, lines, breaks) is not None:
                    return name, (CONTROL_REFUSED_LINES if lines else CONTROL_REFUSED_REASON if breaks
                                  else CONTROL_REFUSED) + f" (got {got(item)})"
            elif isinstance(item, (list, tuple, dict)) and depth < 64:
                parts = [*item.keys(), *item.values()] if isinstance(item, dict) else list(item)
                stack.extend((p, depth + 1) for p in parts)
    return None


#: What a given text holding nothing but spaces (or nothing) is refused with: a name, a descriptor, a goal, a reason
#: left blank says nothing, and a blank value once recorded cannot be told from a missing one.
BLANK_REFUSED = "a blank text is not allowed; write at least one visible character or leave the argument out"


def blank_text(text: str) -> bool:
    """Whether ``text`` shows nothing: empty, or only white space (any Unicode space, U+3000 too) and the joiners
    (``JOINERS``). Raises nothing."""
    return not "".join(c for c in text if c not in JOINERS).strip()


def _text_field(annotation: Any) -> bool:
    """Whether a model field's ``annotation`` holds typed text (``str``, ``str | None``, ``list[str]``, a union with
    text): dice (``list[int]``), numbers and flags are not."""
    import types
    import typing

    if annotation is str:
        return True
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _text_field(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType, list, tuple):
        return any(_text_field(a) for a in typing.get_args(annotation))
    return False


def blank_problem(model: Any, args: dict[str, Any]) -> tuple[str, str] | None:
    """(the argument's name as typed, ``BLANK_REFUSED`` prefixed by ``item N: `` for a list's item) for the first
    text argument of ``model`` (a command's pydantic model) that ``args`` (keyed as ``rules.args.canonical_args``
    spells them) gives blank (``blank_text``), a list's item too; None when none is. Only fields typed as text are
    read (``_text_field``): typed dice have their own count check. Raises nothing.
    Source: the developers' guide (bad input refused in one line naming the field, nothing written)."""
    fields = {info.alias or name: info for name, info in model.model_fields.items()}
    for key, value in args.items():
        info = fields.get(str(key))
        if info is None or not _text_field(info.annotation):
            continue
        typed = str(key).replace("_", "-")
        if isinstance(value, str) and blank_text(value):
            return typed, BLANK_REFUSED
        if isinstance(value, (list, tuple)):
            for place, item in enumerate(value, 1):
                if isinstance(item, str) and blank_text(item):
                    return typed, (f"item {place}: " if len(value) > 1 else "") + BLANK_REFUSED
    return None
