"""The chronicle's renderers: Markdown and self-contained HTML, both from jinja2 templates.

Source: issue 7 item 5 ("HTML from jinja2 templates, self-contained: no JavaScript, no network, readable
on a phone (responsive CSS), printable"). The HTML page carries its CSS inline and a Content-Security-
Policy that forbids scripts and every load from outside the page; the charts are inline SVG
(``ledger.chronicle.charts``). User text is escaped: by jinja2's autoescape in HTML, by ``md_escape`` in
Markdown. The interface words come from the campaign's system (``GameSystem.word``) in the chosen language.
"""

from __future__ import annotations

import re
from typing import Any

from ledger.user_text import html_text, one_line
from rules.system import GameSystem

#: The chronicle's interface words (English keys; ``rules.i18n`` and the systems translate them).
WORDS = ("Chronicle", "Contents", "Cast", "Session", "Scene", "Before the first session", "rolls", "actions",
         "sessions", "undone", "amended", "undone by", "corrected by", "decided again by", "now", "picks", "reason",
         "dice", "Arc", "session", "start", "no chart", "changed", "undo", "redo", "amend", "also undone",
         "also redone", "decided again", "Sheet", "value", "field", "Recap", "private", "rules")

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


def _environment(fmt: str) -> Any:
    from jinja2 import Environment, PackageLoader, StrictUndefined

    html = fmt == "html"
    env = Environment(loader=PackageLoader("ledger.chronicle", "templates"), autoescape=html,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                      **({"finalize": html_text} if html else {}))
    env.filters["md"] = md_escape
    return env


def charts(chron: dict[str, Any], w: dict[str, str]) -> dict[str, str]:
    """Character name -> its arc chart's ``<svg>`` (``ledger.chronicle.charts.svg``), for every cast member
    with a chart."""
    from ledger.chronicle.charts import svg

    out = {}
    for n, member in enumerate(chron["cast"], start=1):
        data = member["chart"]
        if data is None:
            continue
        columns = [w["start"] if s == 0 else str(s) for s in data["sessions"]]
        out[member["name"]] = svg(data, f"{w['Arc']}: {member['name']}", columns, f"arc-{n}")
    return out


def render(chron: dict[str, Any], fmt: str, system: GameSystem) -> str:
    """The chronicle ``chron`` (``ledger.chronicle.model.build``) as a whole Markdown or HTML document.

    ``fmt`` is ``"md"`` or ``"html"`` (anything else raises ``ValueError``). Returns the text.
    """
    if fmt not in ("md", "html"):
        raise ValueError(f"format {fmt!r}: allowed md, html")
    w = {k: system.word(k, chron["lang"]) for k in WORDS}
    template = _environment(fmt).get_template(f"chronicle.{fmt}.j2")
    svgs = charts(chron, w)
    if fmt == "md":                     # a raw HTML block in Markdown ends at a blank line: keep each on one line
        svgs = {k: " ".join(v.split()) for k, v in svgs.items()}
    return template.render(c=chron, w=w, svgs=svgs)
