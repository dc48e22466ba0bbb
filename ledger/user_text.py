"""User text made safe to show: one line, every invisible or control character as a visible escape.

Source: the newcomer's test pass (text safety, findings 1 and 2): a reason, note or name typed by a user
must never move the cursor, start a new line, reverse the text direction or hide characters when it is
printed in a human-readable output (action lines, ``history`` and its compact view, ``why``, ``ledger
play``, the chronicle). JSON output keeps the exact text; only what a person reads goes through here.
"""

from __future__ import annotations

from typing import Any

from rules.errors import NOT_UTF8 as _NOT_UTF8
from rules.errors import utf8
from rules.free_text import shown_escaped

#: Characters shown by their usual short escape.
_SHORT = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(ch: str) -> str:
    if ch in _SHORT:
        return _SHORT[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def one_line(text: Any) -> str:
    """``str(text)`` on one line and visible: ``\\n``, ``\\r``, ``\\t`` shown as those two characters, every
    other character of Unicode category Cc, Cf, Zl, Zp or Cs as ``\\xNN`` / ``\\uNNNN`` / ``\\UNNNNNNNN``
    (ESC -> ``\\x1b``, U+202E -> ``\\u202e``, a byte that was not UTF-8 -> ``\\udc9b``), bar the joiners
    U+200C and U+200D (``rules.free_text.shown_escaped``: an emoji sequence or a Persian word stays whole). Everything
    else is kept; applying it twice gives the same text. Raises nothing."""
    s = str(text)
    if s.isprintable():                   # no character of category C* or Z* but the space: nothing to do
        return s
    return "".join(_escape(c) if c in _SHORT or shown_escaped(c) else c for c in s)


def lines_safe(text: Any) -> str:
    """``text`` whose lines are each made safe by ``one_line`` and kept on lines of their own (for a table
    cell that joins several lines). User text must be passed through ``one_line`` *before* it is joined
    with others by a newline, else its own line breaks pass as the cell's."""
    return "\n".join(one_line(part) for part in str(text).split("\n"))


def data_safe(value: Any) -> Any:
    """``value`` (a read's data: dicts, lists and tuples of text and numbers) with every string, keys included,
    made safe by ``one_line``; other values unchanged. Given to a system's row view (``status_rows``,
    ``sheet_rows``) before it joins lines with ``\\n``, so that a user's own line break stays an escape and only
    the system's joins are lines (``lines_safe``, ``html_lines``). Raises nothing."""
    if isinstance(value, str):
        return one_line(value)
    if isinstance(value, dict):
        return {data_safe(k): data_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(data_safe(v) for v in value)
    return value


def html_text(value: Any) -> Any:
    """Every value an HTML template prints (jinja2's ``finalize``, before autoescape): user text made
    one-line-safe (``one_line``: a newline shown as ``\\n``, U+202E as ``\\u202e``, BEL as ``\\x07``, ESC as
    ``\\x1b``), as the CLI, ``ledger play`` and the chronicle show it; markup a template built itself (a macro's
    output, ``tojson``, ``html_lines``: already ``Markup``) and non-text values pass unchanged. Raises nothing.

    Source: jinja2's ``Environment(finalize=...)`` (https://jinja.palletsprojects.com/en/3.1.x/api/#jinja2.Environment);
    the developers' guide ("user text is never interpreted: escaped on a terminal and in HTML")."""
    from markupsafe import Markup

    if isinstance(value, str) and not isinstance(value, Markup):
        return one_line(value)
    return value


def html_lines(text: Any) -> Any:
    """A value whose own lines a system joined with ``\\n`` (a status row's picks, pending modifiers) as HTML:
    each line made safe by ``one_line`` and escaped, the lines kept apart by ``<br>`` (the pages' ``lines``
    filter; the HTML twin of ``lines_safe``). Returns ``markupsafe.Markup``."""
    from markupsafe import Markup, escape

    return Markup("<br>").join(escape(one_line(part)) for part in str(text).split("\n"))


def kept_lines(text: Any) -> list[str]:
    """A text that may hold line breaks (a recap, a note, a history row quoting one) as its own lines, each made
    safe by ``one_line``: ``"One.\\r\\nTwo.\\n\\nThree."`` -> ``["One.", "Two.", "", "Three."]`` (``\\r\\n`` and a lone
    ``\\r`` read as one break; a blank line kept as ``""``, the paragraphs' parting; blank lines at either end
    dropped). Every other control or format character stays a visible escape. Raises nothing. Source: README
    "Using the ledger" (a recap keeps its line breaks and paragraphs)."""
    lines = [one_line(line) for line in str(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    return ["" if not line.strip() else line for line in lines]


def kept_under(head: str, text: Any, indent: str | None = None) -> list[str]:
    """User text that may hold line breaks (a recap, a note, a reason) printed under its row: ``text``'s first line
    after ``head`` (already safe: ``"  why: "``), each other line of it (``kept_lines``: made safe, a paragraphs'
    blank line kept as ``""``) after ``indent`` (default: as many spaces as ``head`` has characters, so that it
    stands under the first). ``kept_under("  why: ", "One.\nTwo\x1b.")`` -> ``["  why: One.", "       Two\\x1b."]``;
    a text with no line breaks is one line, ``head + one_line(text)``. Raises nothing. Source: README "Using the
    ledger" (a recap keeps its line breaks and paragraphs) and "At the table: ledger play" (user text escaped)."""
    lines = kept_lines(text) or [""]
    pad = " " * len(head) if indent is None else indent
    return [head + lines[0], *(pad + line if line else "" for line in lines[1:])]


def html_kept(text: Any) -> Any:
    """``kept_lines`` as HTML (the pages' ``kept`` filter): each line escaped, the lines parted by ``<br>`` (a
    paragraph's parting: an empty line, ``<br><br>``). Never markup from the text itself. Returns
    ``markupsafe.Markup``."""
    from markupsafe import Markup, escape

    return Markup("<br>").join(escape(line) for line in kept_lines(text))


def paragraphs(text: Any) -> list[list[str]]:
    """A text kept with its line breaks (a recap) as paragraphs of lines, each line made safe by ``one_line``:
    ``"One.\\nTwo.\\n\\nThree."`` -> ``[["One.", "Two."], ["Three."]]``; blank lines only part paragraphs (none
    is empty). Raises nothing."""
    out: list[list[str]] = []
    for block in str(text).split("\n\n"):
        lines = [one_line(line) for line in block.split("\n") if line.strip()]
        if lines:
            out.append(lines)
    return out


def undecodable(text: Any) -> bool:
    """True when ``text`` is a string that cannot be written as UTF-8 (it holds lone surrogates: the bytes
    of a command line, file name or environment value that were not valid UTF-8)."""
    return isinstance(text, str) and not utf8(text)


#: The refusal's text after ``<field>: `` (the same words as the rules' own refusal).
NOT_UTF8 = _NOT_UTF8


def first_undecodable(value: Any, field: str, _seen: set[int] | None = None) -> str | None:
    """The field path (``field``, ``field.key``, ``field[2]``) of the first string in ``value`` (a string,
    or lists, tuples and dicts of them, keys included) that is not valid UTF-8; None when all are. A
    container met again (YAML aliases, even one holding itself: ``&a [*a]``) is looked at once."""
    if isinstance(value, str):
        return field if undecodable(value) else None
    if not isinstance(value, (dict, list, tuple)):
        return None
    seen = _seen if _seen is not None else set()
    if id(value) in seen:
        return None
    seen.add(id(value))
    if isinstance(value, dict):
        for k, v in value.items():
            if undecodable(k):
                return field
            found = first_undecodable(v, f"{field}.{k}", seen)
            if found:
                return found
    else:
        for i, v in enumerate(value):
            found = first_undecodable(v, field if isinstance(value, tuple) else f"{field}[{i}]", seen)
            if found:
                return found
    return None
