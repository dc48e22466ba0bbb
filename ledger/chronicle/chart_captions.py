"""The captions of an arc chart's markers fitted to the chart: each wrapped into lines that fit its column, and the
rows of markers set far enough apart for their lines.

Source: README "The chronicle: a record to read aloud" (an arc chart per character, readable on a phone and in
print). A marker's label names what it counts there (``X, Y``); pygal writes it as one line starting at the
marker, so a long one ran past the next column or out of the chart. Sizes are in the chart's own units (its
``viewBox``, 600 wide): the page scales the whole chart, so a label that fits there fits at any width.
"""

from __future__ import annotations

import math
import re
from typing import Any

#: The chart's width (its ``viewBox``), the plot's left and right edges in it (pygal's layout of an arc chart: the
#: y captions on the left, the chart's margin on the right), and the room kept free at each side of a label.
WIDTH, PLOT_LEFT, PLOT_RIGHT = 600, 50.6, 580.6
SIDE = 4
#: An average glyph's width and a line's height of a label (``value_label_font_size`` 15), in those units.
GLYPH, LINE = 8.4, 16
#: Where pygal puts a label: right of its marker by ``DX``, its first baseline ``DY`` below the marker's centre;
#: a marker's radius.
DX, DY, DOT = 16, 21.3, 8

_TRANSLATE = re.compile(r"translate\(\s*([-\d.]+)")


def regions(xs: list[float]) -> list[tuple[float, float]]:
    """For markers at the columns ``xs`` (the chart's x, in order), the (left, right) span each label may use: half
    the way to each neighbour, within the chart's sides."""
    gap = (xs[-1] - xs[0]) / (len(xs) - 1) if len(xs) > 1 else WIDTH
    return [_span(x, gap) for x in xs]


def _span(x: float, gap: float) -> tuple[float, float]:
    """The (left, right) span of a label at column ``x``, columns ``gap`` apart."""
    return max(SIDE, x - gap / 2 + SIDE), min(WIDTH - SIDE, x + gap / 2 - SIDE)


def columns(count: int) -> list[float]:
    """The x of ``count`` columns as pygal spreads them over an arc chart's plot."""
    if count < 2:
        return [(PLOT_LEFT + PLOT_RIGHT) / 2] if count else []
    return [PLOT_LEFT + i * (PLOT_RIGHT - PLOT_LEFT) / (count - 1) for i in range(count)]


def lines(text: str, room: float) -> list[str]:
    """``text`` (names joined by ``, ``) in lines of at most ``room`` units: names packed while they fit, a name too
    long for a line of its own cut with ``…``."""
    fits = max(2, int(room // GLYPH))
    out: list[str] = []
    for name in text.split(", "):
        name = name if len(name) <= fits else name[:fits - 1] + "…"
        if out and len(out[-1]) + 2 + len(name) <= fits:
            out[-1] = f"{out[-1]}, {name}"
        else:
            out.append(name)
    return out


def spacing(marks: list[dict[str, Any]], sessions: int, unit: float) -> list[float]:
    """For each row of markers, how many of the chart's value units it takes (at least 1) so that its captions' lines
    (``lines`` in the columns' ``regions``) stay clear of the row below, ``unit`` being a value unit's height."""
    spans = regions(columns(sessions))
    out = []
    for m in marks:
        most = max((len(lines(t, right - left)) for t, (left, right) in zip(m["texts"], spans) if t), default=1)
        out.append(max(1.0, math.ceil((DY + LINE * (most - 1) + DOT + 2) / unit * 2) / 2))
    return out


def _grid(dots: list[float], count: int) -> tuple[float, float]:
    """(a column's x, the gap between columns) of a chart of ``count`` columns whose dots stand at ``dots`` (distinct,
    in order): the dots' own spacing (adjacent sessions are a gap apart, whichever columns a character's values
    fill); dots in one column only (a character with values in one session) fall back to pygal's spread of the
    plot (``columns``)."""
    steps = [b - a for a, b in zip(dots, dots[1:]) if b - a > 0.5]
    if steps:
        return dots[0], min(steps)
    spread = columns(count)
    return (dots[0] if dots else spread[0]), (spread[1] - spread[0] if count > 1 else WIDTH)


def fitted(root: Any, count: int) -> Any:
    """pygal's XML filter: each marker label (``<text class="label">``) centred in its column's region (``regions``
    of the chart's ``count`` columns, found from its dots) and wrapped into ``<tspan>`` lines (``lines``), so that
    none runs past its neighbours or out of the chart."""
    xs = [float(c.get("cx")) for c in root.iter() if isinstance(c.tag, str) and c.tag.rsplit("}", 1)[-1] == "circle"
          and c.get("cx")]
    for group in root.iter():
        found = _TRANSLATE.match(group.get("transform") or "")
        captions = [t for t in group.iter() if isinstance(t.tag, str) and t.tag.rsplit("}", 1)[-1] == "text"
                  and t.get("class") == "label" and t.text] if found else []
        if not captions or not xs:
            continue
        shift = float(found.group(1))
        first, gap = _grid(sorted({x + shift for x in xs}), count)
        for t in captions:
            at = float(t.get("x")) - DX + shift                    # its marker's column
            column = first + round((at - first) / gap) * gap if count > 1 and gap > 0 else at
            left, right = _span(column, gap)
            said, y = t.text, float(t.get("y"))
            t.text = None
            t.set("x", f"{(left + right) / 2 - shift:.1f}")
            t.set("text-anchor", "middle")
            t.set("style", "text-anchor:middle")                   # (over any style sheet's anchor)
            for i, line in enumerate(lines(said, right - left)):
                part = t.makeelement("tspan", {"x": t.get("x"), "y": f"{y + LINE * i:.1f}"})
                part.text = line
                t.append(part)
    return root
