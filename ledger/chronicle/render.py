"""The chronicle's renderers: Markdown and self-contained HTML, both from jinja2 templates.

Source: README "The chronicle: a record to read aloud" ("HTML from jinja2 templates, self-contained: no JavaScript, no network, readable
on a phone (responsive CSS), printable"). The HTML page carries its CSS inline and a Content-Security-
Policy that forbids scripts and every load from outside the page; the charts are inline SVG
(``ledger.chronicle.charts``). User text is escaped: by jinja2's autoescape in HTML, by ``md_escape`` in
Markdown. The interface words come from the campaign's system (``GameSystem.word``) in the chosen language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ledger.user_text import html_text, one_line, paragraphs
from rules.system import GameSystem

#: The chronicle's interface words (English keys; ``rules.i18n`` and the systems translate them).
WORDS = ("Chronicle", "Contents", "Cast", "Session", "Scene", "Before the first session", "rolls", "actions",
         "sessions", "undone", "amended", "undone actions", "amended actions", "undone by", "amended by", "now", "picks", "reason",
         "dice", "Arc", "session", "start", "no chart", "changed", "undo", "redo", "amend", "also undone",
         "also redone", "also corrected", "Sheet", "value", "field", "Recap", "private", "rules")

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|~&])")
_SPACE = re.compile(r" {2,}")


def md_escape(text: Any) -> str:
    """User text for Markdown, to stand inside a line (after a list marker, in a heading or a table cell):
    on one line (``ledger.user_text.one_line``: line breaks, tabs, control and format characters such as
    U+202E shown as ``\\n``, ``\\t``, ``\\x1b``, ``\\u202e``), runs of spaces folded, and the characters that
    could start emphasis, code, a link, raw HTML, an entity, a table cell or a strikethrough
    backslash-escaped (``\\ ` * _ [ ] < > | ~ &``)."""
    one = _SPACE.sub(" ", one_line(text)).strip()
    return _MD_SPECIAL.sub(r"\\\1", one)


def md_paragraphs(text: Any) -> str:
    """A text kept with its line breaks (a recap) for a Markdown block quote that the template has begun (``> ``):
    each line made safe by ``md_escape``, the lines of a paragraph kept apart by a hard break (a backslash at the
    line's end) and the paragraphs by an empty quoted line: ``"One.\\nTwo.\\n\\nThree."`` ->
    ``"One.\\\\\\n> Two.\\n>\\n> Three."``."""
    return "\n>\n> ".join("\\\n> ".join(md_escape(line) for line in lines) for lines in paragraphs(text))


def _environment(fmt: str) -> Any:
    from jinja2 import Environment, PackageLoader, StrictUndefined

    html = fmt == "html"
    env = Environment(loader=PackageLoader("ledger.chronicle", "templates"), autoescape=html,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                      **({"finalize": html_text} if html else {}))
    env.filters["md"] = md_escape
    env.filters["md_paragraphs"] = md_paragraphs
    env.filters["paragraphs"] = paragraphs
    return env


class Charts:
    """Character name -> its arc chart's ``<svg>`` (``ledger.chronicle.charts.svg``), for every cast member with a
    chart, as the templates read it (``name in svgs``, ``svgs[name]``): each chart drawn when asked for and not
    kept, so that only one is in memory at a time. ``flat`` puts each on one line (a raw HTML block in Markdown
    ends at a blank line)."""

    def __init__(self, chron: dict[str, Any], w: dict[str, str], flat: bool) -> None:
        self._members = {m["name"]: (n, m) for n, m in enumerate(chron["cast"], start=1) if m["chart"] is not None}
        self._w = w
        self._flat = flat

    def __contains__(self, name: object) -> bool:
        return name in self._members

    def __getitem__(self, name: str) -> str:
        from ledger.chronicle.charts import svg

        n, member = self._members[name]
        data, w = member["chart"], self._w
        columns = [w["start"] if s == 0 else str(s) for s in data["sessions"]]
        text = svg(data, f"{w['Arc']}: {member['name']}", columns, f"arc-{n}")
        return " ".join(text.split()) if self._flat else text


def pieces(chron: dict[str, Any], fmt: str, system: GameSystem) -> Iterator[str]:
    """The chronicle ``chron`` (``ledger.chronicle.model.build``) as a whole Markdown or HTML document, a piece of
    text at a time as the template is filled (jinja2's ``Template.generate``: its sessions are read as they are
    written, memory flat in the campaign's size).

    ``fmt`` is ``"md"`` or ``"html"`` (anything else raises ``ValueError``, at once).
    """
    if fmt not in ("md", "html"):
        raise ValueError(f"format {fmt!r}: allowed md, html")
    w = {k: system.word(k, chron["lang"]) for k in WORDS}
    template = _environment(fmt).get_template(f"chronicle.{fmt}.j2")
    svgs = Charts(chron, w, flat=fmt == "md")
    return template.generate(c=chron, w=w, svgs=svgs)


def render(chron: dict[str, Any], fmt: str, system: GameSystem) -> str:
    """The chronicle ``chron`` (``ledger.chronicle.model.build``) as a whole Markdown or HTML document (``pieces``
    joined). ``fmt`` is ``"md"`` or ``"html"`` (anything else raises ``ValueError``). Returns the text.
    """
    return "".join(pieces(chron, fmt, system))
