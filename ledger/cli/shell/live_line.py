"""The shell's bottom line: the campaign's status in its system's words and the status table's formats, fitted to
the terminal's width, the most important parts first.

Source: README "At the table: ledger play" (the live line speaks the game and fits the width).
"""

from __future__ import annotations

from typing import Any

from ledger.cli.common import safe


def status_line(data: dict[str, Any], system: Any, code: str, width: int | None = None) -> str:
    """The live line of ``ledger play``: the rows of ``ledger status`` (``ledger.cli.table.status_rows``, in the
    system's words and formats) on one line, most important first (the session and scene, the open roll or test,
    its picks as ids, who owes what, the pools), the last action's number kept at the end. Rows that say nothing
    ("—", "no") and the commands allowed now (a long list that ``status`` and every refusal give) are left out.
    With ``width`` (columns) the parts that do not fit are left out from the end; the open roll, when it does not
    fit whole, is cut ("…"). User text made safe. Source: README "At the table: ledger play" (the bottom line)."""
    import re

    from ledger.cli.table import status_rows

    roll = data.get("roll") or {}
    allowed = " ".join(", ".join(map(str, roll.get("allowed") or data.get("allowed") or [])).split())
    nothing = {"—", "", "-", system.word("no", code)}
    ranked: list[tuple[int, str]] = []              # (rank, text): the session and scene, the roll, its picks, the rest
    for i, (field, value) in enumerate(status_rows(data, system, code)):
        field, value = safe(field), safe(" ".join(str(value).split()))
        if value in nothing or (allowed and value == allowed):
            continue
        if i < 2:
            ranked.append((0, f"{field} {value}"))
        elif value.startswith("#"):                 # the open roll or test says what it is
            ranked.append((1, value))
        elif re.match(r"^[^:()]+ \d+(-\d+)?: ", value):        # picks: their ids, without what each does
            ranked.append((2, re.sub(r" \((?:[^()]|\([^()]*\))*\)(?=,|$)", "", value)))
        else:
            ranked.append((3, f"{field}: {value}"))
    parts = [text for _, text in sorted(ranked, key=lambda p: p[0])]
    last = f"{system.word('action', code)} {data.get('action')}"
    if width is None:
        return " · ".join([*parts, last])
    room = max(width - 1, 20)
    shown = _fitted(parts, last, room)
    roll = next((p for p in parts if p.startswith("#")), None)
    if roll is not None and roll not in shown and len(parts) > 1 and parts[0].endswith(")"):
        parts[0] = re.sub(r" \([^()]*\)$", "", parts[0])           # tight: the session without its phase,
        parts[1] = parts[1].split(" — ")[0] if not parts[1].startswith("#") else parts[1]   # the scene its title
        shown = _fitted(parts, last, room)
    return " · ".join([*shown, last])[:room]


def _fitted(parts: list[str], last: str, room: int) -> list[str]:
    """The first ``parts`` that fit in ``room`` characters beside ``last`` (each through ``_fit``)."""
    shown: list[str] = []
    for part in parts:
        fitted = _fit(part, room - len(" · ".join([*shown, "", last])))
        if fitted is None:
            break
        shown.append(fitted)
    return shown


def _fit(part: str, room: int) -> str | None:
    """``part`` in ``room`` characters: whole; a scene without its title (after " — "); an open roll as its start
    and its dice and result (``#12 Directly Eng…: 4+4 = 8 → weak hit``); else None (left out)."""
    import re

    if len(part) <= room:
        return part
    if " — " in part and len(part.split(" — ")[0]) <= room:
        return part.split(" — ")[0]
    if part.startswith("#") and ": " in part and room >= 16:
        head, tail = part.split(": ", 1)
        if len(head) + len(tail) + 2 > room:                      # the result's band left out first
            tail = re.sub(r" \([^()]*\)$", "", tail)
        keep = room - len(tail) - 3
        if keep >= 4:
            return f"{head[:keep]}…: {tail}"
        return part[:room - 1] + "…"
    return None
