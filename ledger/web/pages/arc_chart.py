"""My character's arc chart, drawn as SVG with presentation attributes only (the page's policy allows no inline
style): one colour per value, each line narrower than the one before, with its own dash pattern and marker shape,
and lines of equal value drawn a little apart (``apart``), so that equal values stay distinguishable; under the
lines a row of markers per marker series the system names (``chart_data``'s ``marks``).

Source: README "The web table" (My character, readable on a 390 px phone, under 200 KiB on a 100,000-event campaign)
and "The chronicle: a record to read aloud" (an arc chart per character; a long campaign's columns joined into
blocks of sessions). The data are the chronicle's (``ledger.chronicle.arcs.chart_data``: a series per tracked
number, marks per session). A short campaign gets a marker per marked session, labelled with what it names there; a
long one (more than ``MARKED_SESSIONS`` sessions) gets one marker per block of sessions (at most ``BLOCKS`` a row,
``blocks``), labelled with how many things were marked in it and titled with each by name and count, so that the
chart weighs the same whatever the campaign's length.
"""

from __future__ import annotations

from typing import Any

#: The chart's size in SVG units (it scales to the width of the screen).
WIDTH, HEIGHT, PAD = 360, 200, 28
#: Up to how many sessions each point and each marked session gets a marker of its own; past that, how many blocks
#: of sessions a row of markers is drawn in (about one per session number under the chart).
MARKED_SESSIONS, BLOCKS = 24, 12
SHAPES = ("circle", "square", "diamond", "triangle")
#: Each line's dash pattern (``stroke-dasharray``, SVG units; "" solid), by its place among the lines, so that
#: lines drawn over one another still differ; and how far apart (SVG units, up and down in turn) the lines are drawn
#: at a session where they have the same value.
DASHES = ("", "7 4", "2 3", "10 3 2 3", "1 5", "5 2 1 2 1 2", "12 6", "3 6")
APART = 3.0
#: A marker label's font size and the width of one of its characters at that size (SVG units; wide enough for
#: the widest letters in common use, so that a label measured with it is never longer on screen), and how far
#: from its marker it starts.
LABEL_FONT, CHAR_EM, LABEL_GAP = 10, 0.62, 7
#: The height of one row of markers under the chart (yes/no marks set, cleared), in SVG units.
MARK_ROW = 16


def _marker(shape: str, x: float, y: float, colour: str) -> dict[str, Any]:
    """One point's marker: ``{"shape", "x", "y", "colour", "points"}`` (points for a polygon)."""
    r = 4.5
    pts = {"diamond": [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
           "triangle": [(x, y - r), (x + r, y + r), (x - r, y + r)]}.get(shape, [])
    return {"shape": shape, "x": x, "y": y, "colour": colour,
            "points": " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)}


def spans(count: int, most: int = BLOCKS) -> list[tuple[int, int]]:
    """``count`` columns cut into at most ``most`` neighbouring blocks as even as can be: ``[(first, end)]``
    (column indexes, ``end`` excluded), in order, none empty. ``[]`` for no columns."""
    parts = min(count, most)
    return [(i * count // parts, (i + 1) * count // parts) for i in range(parts)] if parts else []


def block_text(mark: dict[str, Any], first: int, end: int) -> tuple[int, str]:
    """What one row of markers (a ``chart_data`` mark: ``counts``, ``what`` per session) counted over the sessions
    ``first``..``end - 1``: (how many in all, the text naming them). Each thing named is given with the number of
    those sessions it was named in (``X ×3, Y ×1``: most first, then in the order first named); a mark
    that names nothing but itself (a count of events) is given as that count (``"7"``). (0, ``""``) when it counted
    nothing there."""
    named: dict[str, int] = {}
    alone = 0
    for j in range(first, end):
        count, what = mark["counts"][j], mark["what"][j]
        if not count:
            continue
        if what == [mark["name"]] or not what:
            alone += count
            continue
        for thing in what:
            named[thing] = named.get(thing, 0) + 1
    if alone:
        named[mark["name"]] = named.get(mark["name"], 0) + alone
    if not named:
        return 0, ""
    if list(named) == [mark["name"]]:
        return alone, str(alone)
    order = sorted(named, key=lambda n: -named[n])             # a stable sort: ties keep the order first named
    return sum(named.values()), ", ".join(f"{n} ×{named[n]}" for n in order)


def blocks(mark: dict[str, Any], sessions: list[Any], x: list[float]) -> list[dict[str, Any]]:
    """One row of a long campaign's markers (``mark``: ``chart_data``'s, over ``sessions`` at the columns ``x``)
    as one point per block of sessions where it counted something (``spans``): ``[{"x": the block's middle,
    "session": "FIRST–LAST", "label": how many in all, "title": what, by name and count (``block_text``), "block": True}]``."""
    out = []
    for first, end in spans(len(sessions)):
        total, text = block_text(mark, first, end)
        if total:
            last = end - 1
            out.append({"x": (x[first] + x[last]) / 2, "label": str(total), "title": text, "block": True,
                        "session": f"{sessions[first]}–{sessions[last]}" if last > first else str(sessions[first])})
    return out


def _mark_rows(data: dict[str, Any], x: list[float]) -> list[dict[str, Any]]:
    """The rows of markers under the lines: ``[{"name", "colour", "y", "points": [{"x", "session", "label",
    "title", "block", "points"}]}]`` (a marker per marked session, or per block of a long campaign's: ``blocks``)."""
    from ledger.chronicle.charts import MARK_COLOURS

    sessions = data["sessions"]
    rows = []
    for k, m in enumerate(data["marks"]):
        row = HEIGHT - PAD + MARK_ROW * (k + 1)
        colour = MARK_COLOURS[k % len(MARK_COLOURS)]
        if len(sessions) <= MARKED_SESSIONS:
            points = [{"x": x[j], "session": sessions[j], "label": t, "title": t, "block": False}
                      for j, t in enumerate(m["texts"]) if t]
        else:
            points = blocks(m, sessions, x)
        for p in points:
            p["points"] = _marker("diamond", p["x"], row, colour)["points"]
            p["place"] = place_label(p["x"], p["label"])
        rows.append({"name": m["name"], "colour": colour, "y": row, "points": points})
    return rows


def label_width(text: str, size: float = LABEL_FONT) -> float:
    """How wide ``text`` is drawn at font ``size`` (SVG units), at most: ``CHAR_EM`` × size per character."""
    return len(text) * CHAR_EM * size


def place_label(x: float, text: str, width: float = WIDTH) -> dict[str, Any]:
    """Where a marker's text is drawn so that it lies inside a chart ``width`` wide (SVG units) whatever the
    screen: right of the marker at ``x`` when it fits there, else left of it (ending ``LABEL_GAP`` before it), else
    on the wider side cut to what fits with "…" (the full text stays in the marker's title and the legend).
    ``{"x", "anchor": "start"|"end", "text", "cut": bool, "left", "right"}`` (``left``/``right``: the text's
    extent by ``label_width``)."""
    room_right, room_left = width - 2 - (x + LABEL_GAP), x - LABEL_GAP - 2
    if label_width(text) <= room_right or (label_width(text) > room_left and room_right >= room_left):
        anchor, at, room = "start", x + LABEL_GAP, room_right
    else:
        anchor, at, room = "end", x - LABEL_GAP, room_left
    shown = text
    if label_width(shown) > room:
        keep = max(0, int(room // (CHAR_EM * LABEL_FONT)) - 1)
        shown = text[:keep].rstrip() + "…"
    extent = label_width(shown)
    left, right = (at, at + extent) if anchor == "start" else (at - extent, at)
    return {"x": at, "anchor": anchor, "text": shown, "cut": shown != text, "left": left, "right": right}


def apart(series: list[list[Any]]) -> list[list[float]]:
    """How far up (SVG units, negative: down) each series' point at each column is drawn from its value's place,
    so that series with the same value there do not hide one another: the first of them in place, the next
    ``APART`` up, then ``APART`` down, ``2 × APART`` up and so on. ``series``: the values per series per column
    (None: no value); the result has the same shape (0.0 where no other series has that value)."""
    out = [[0.0] * len(values) for values in series]
    for j in range(max((len(v) for v in series), default=0)):
        seen: dict[Any, int] = {}
        for i, values in enumerate(series):
            v = values[j] if j < len(values) else None
            if v is None:
                continue
            k = seen.get(v, 0)
            seen[v] = k + 1
            out[i][j] = APART * ((k + 1) // 2) * (1 if k % 2 else -1)
    return out


def _path(points: list[tuple[float, float]]) -> str:
    """A polyline's ``points`` text, a point in the middle of a level run left out (the line drawn the same)."""
    kept = [p for i, p in enumerate(points)
            if i in (0, len(points) - 1) or not points[i - 1][1] == p[1] == points[i + 1][1]]
    return " ".join(f"{a:.1f},{b:.1f}" for a, b in kept)


def chart(data: dict[str, Any] | None) -> dict[str, Any] | None:
    """The arc chart's drawing from ``chart_data``'s result: lines ``[{"name", "colour", "width", "points", "dash",
    "markers", "last"}]`` (equal values drawn apart: ``apart``), the y ticks and the session numbers shown (at most
    about 12), and under the lines a row per marker (``marks``, ``_mark_rows``: a ◆ at each session where it names
    something, labelled with what, ``X, Y``, placed inside the chart by ``place_label``; a long campaign's a ◆ per
    block of sessions), in SVG units. None when there is nothing to draw."""
    from ledger.chronicle.charts import COLOURS

    if not data or not data["series"]:
        return None
    values = [v for s in data["series"] for v in s["values"] if v is not None]
    low, high = min(values), max(values)
    high = high if high > low else low + 1
    sessions = data["sessions"]
    step = (WIDTH - 2 * PAD) / max(1, len(sessions) - 1)
    x = [PAD + i * step for i in range(len(sessions))]
    y = lambda v: HEIGHT - PAD - (v - low) * (HEIGHT - 2 * PAD) / (high - low)  # noqa: E731
    lines = []
    up = apart([s["values"] for s in data["series"]])
    for i, s in enumerate(data["series"]):
        colour = COLOURS[i % len(COLOURS)]
        points = [(x[j], y(v) - up[i][j]) for j, v in enumerate(s["values"]) if v is not None]
        lines.append({"name": s["name"], "colour": colour, "width": max(1.5, 9.5 - 2 * i), "points": _path(points),
                      "dash": DASHES[i % len(DASHES)],
                      "markers": [_marker(SHAPES[i % len(SHAPES)], a, b, colour) for a, b in points]
                      if len(sessions) <= MARKED_SESSIONS else [],
                      "last": s["values"][-1]})
    ticks = [{"v": v, "y": y(v)} for v in range(int(low), int(high) + 1)]
    every = max(1, len(sessions) // 12)                     # at most about 12 session numbers under the chart
    shown = [{"n": n, "x": x[j]} for j, n in enumerate(sessions) if j % every == 0 or j == len(sessions) - 1]
    marks = _mark_rows(data, x)
    return {"lines": lines, "ticks": ticks, "sessions": shown, "width": WIDTH,
            "height": HEIGHT + MARK_ROW * len(marks), "pad": PAD, "marks": marks}
