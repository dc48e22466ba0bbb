"""Arc charts as inline SVG, drawn by pygal (a charting library that writes SVG itself).

Source: README "The chronicle: a record to read aloud" ("per character an arc chart ... as inline SVG made with a charting library").
pygal is pure Python and writes SVG directly (no numeric stack, no raster backend), so a chart costs a
few milliseconds. Its tooltips need JavaScript: the chart is made without any (``js=[]``, and the
configuration script pygal always writes is taken out of the tree before it is written), and its
comments (which carry the date) are removed, so the same campaign gives the same bytes.
"""

from __future__ import annotations

import re
from typing import Any

#: Line colours (Okabe-Ito, told apart by colour-blind readers and in grey print), then marker colours.
COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442",
           "#882255", "#44AA99", "#999933", "#AA4499")
MARK_COLOURS = ("#B00020", "#555555", "#7B3294", "#1B7837")

_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


def _without_scripts(root: Any) -> Any:
    """pygal's XML filter: the tree without its ``<script>`` elements (a page without JavaScript)."""
    for parent in list(root.iter()):
        for child in list(parent):
            if isinstance(child.tag, str) and child.tag.rsplit("}", 1)[-1] == "script":
                parent.remove(child)
    return root


def _titled(root: Any, title: str) -> Any:
    """pygal's XML filter: the chart marked as one image (``role="img"``) named by a ``<title>`` (screen
    readers say it; the text is escaped by the XML writer)."""
    root.set("role", "img")
    element = root.makeelement("title", {})
    element.text = title
    root.insert(0, element)
    return root


def _style() -> Any:
    from pygal.style import Style

    font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
    return Style(background="transparent", plot_background="transparent", foreground="#222",
                 foreground_strong="#111", foreground_subtle="#bbb", font_family=font, label_font_family=font,
                 major_label_font_family=font, legend_font_family=font, value_font_family=font,
                 label_font_size=19, major_label_font_size=19, value_label_font_size=15, legend_font_size=20, title_font_size=20,
                 colors=COLOURS, opacity="1", opacity_hover="1", transition="none", stroke_width="inherit",
                 stroke_width_hover="inherit", guide_stroke_color="#ccc", major_guide_stroke_color="#ccc")


def svg(data: dict[str, Any], title: str, sessions: list[str], ident: str) -> str:
    """One character's arc chart as an ``<svg>`` element (no XML declaration, no script, no comments).

    ``data`` is ``ledger.chronicle.arcs.chart_data``'s result: a line per series over the sessions, on a
    whole-number scale (each line drawn narrower than the one before, its dots smaller, so that lines on the same
    values show as nested bands and rings), and under the lowest line one row of markers (◆) per entry of
    ``marks``, a marker at each session where it counted something, labelled with what it names there (``texts``:
    the yes/no marks set, ``X, Y``; a count when it names nothing), each label wrapped to fit its column and the rows
    set apart for their lines (``ledger.chronicle.chart_captions``). ``title`` names the chart for screen
    readers (its ``<title>``), ``sessions`` name the columns (past 12, a long campaign's blocks of sessions, every few
    are labelled, aslant), ``ident`` makes its CSS ids unique in the page (letters, digits, ``-``). Returns the SVG
    text.
    """
    import math

    import pygal

    from ledger.chronicle.chart_captions import fitted, spacing

    series, marks = data["series"], data["marks"]
    style = _style()
    style.colors = tuple(COLOURS[i % len(COLOURS)] for i in range(len(series))) + \
        tuple(MARK_COLOURS[i % len(MARK_COLOURS)] for i in range(len(marks)))
    values = [v for s in series for v in s["values"] if v is not None]
    low, high = math.floor(min(values)), math.ceil(max(values))
    if high == low:
        high = low + 1
    unit = 230 / (high - low + len(marks) + 0.5)             # a value unit's height (the plot ~230 high)
    apart = spacing(marks, len(sessions), unit)              # each row of markers as far from the next as its captions need
    rows = [low - 1 - sum(apart[:i]) for i in range(len(marks))]   # one row of markers per mark, under the lines
    below = apart[-1] - 1 if marks else 0                    # room under the last row for its captions' lines
    extra = sum(apart) - len(marks) + below                  # value units added for wrapped captions
    step = max(1, math.ceil((high - low) / 10))
    ticks = rows + list(range(low, high + 1, step))
    names = [s["name"] for s in series] + [f"◆ {m['name']}" for m in marks]
    columns = 3 if len(names) > 4 and max(map(len, names)) <= 14 else 2
    rows_needed = -(-len(names) // columns)
    # pygal makes room for len // columns legend rows (a last, partial row would be cut off): one more
    short = rows_needed - len(names) // columns
    many = len(sessions) > 12                   # a long campaign's blocks (``Blocks``): every few labelled, aslant
    chart = pygal.Line(
        js=[], disable_xml_declaration=True, style=style, width=600, height=round(280 + 30 * rows_needed + extra * unit),
        x_labels=sessions,
        y_labels=ticks, value_formatter=lambda v: "◆" if v < low else f"{v:g}", range=(min(rows, default=low) - 0.5 - below if marks else low, high), legend_at_bottom=True,
        legend_at_bottom_columns=columns, truncate_legend=-1, truncate_label=-1, show_y_guides=True,
        show_x_guides=False, dots_size=5, allow_interruptions=True, margin=8, margin_bottom=8 + 30 * short,
        spacing=10, include_x_axis=False, print_values=False, print_labels=True, show_minor_x_labels=not many,
        x_labels_major_every=-(-len(sessions) // 8) if many else None, x_label_rotation=25 if many else 0)
    chart.uuid = ident
    chart.add_xml_filter(_without_scripts)
    chart.add_xml_filter(lambda root: _titled(root, title))
    chart.add_xml_filter(lambda root: fitted(root, len(sessions)))   # marker captions wrapped to their columns
    for i, s in enumerate(series):          # earlier lines wider, so that lines on the same values all show
        wider = len(series) - 1 - i           # (and their dots larger: equal values show as nested rings)
        chart.add(s["name"], s["values"], stroke_style={"width": 2.5 + 1.75 * wider}, dots_size=3 + 1.75 * wider)
    for row, m in zip(rows, marks):
        chart.add(f"◆ {m['name']}", [{"value": row, "label": t} if t else None for t in m["texts"]], stroke=False,
                  dots_size=8)
    return _COMMENT.sub("", chart.render(is_unicode=True))
