"""The shell's bottom line: the campaign's status as its system declares the live line (``Views.live``: the parts a
table watches, each with its rank and shorter form, ``rules.live``), fitted to the terminal's width.

Source: README "At the table: ledger play" (the live line speaks the game and fits the width, the most important
parts first).
"""

from __future__ import annotations

from typing import Any

from ledger.cli.common import safe

#: Between two parts of the line.
SEP = " · "
#: The characters of an open roll's start (its number, what and who) kept before the pools are left out for it.
HEAD = 20


def live_parts(data: dict[str, Any], system: Any, code: str) -> list[Any]:
    """The parts of the live line (``rules.live.Part``): the system's ``Views.live`` of ``data`` (the ``ledger
    status`` JSON) in ``code``; a system that declares none, its status rows (``ledger.cli.table.status_rows``)
    read by ``rules.live.parts``. User text made safe. Source: README "At the table: ledger play"."""
    from dataclasses import replace

    from ledger.cli.table import status_rows
    from ledger.user_text import data_safe
    from rules.live import parts

    live = getattr(system.views, "live", None)
    if live is not None and system.views.status is not None:
        found = list(live(data_safe(data), code))
    else:
        found = parts(status_rows(data, system, code), data, nothing=("—", "", "-", system.word("no", code)))
    return [replace(p, text=safe(p.text), short=None if p.short is None else safe(p.short)) for p in found]


def status_line(data: dict[str, Any], system: Any, code: str, width: int | None = None) -> str:
    """The live line of ``ledger play``: the system's parts (``live_parts``) on one line, the last action's number
    at the end. With ``width`` (columns) it fits in ``width - 1`` characters: the parts of the largest rank take
    their short form first, then the least important are left out; an open roll is cut to its start (``HEAD``
    characters, fewer once nothing else can go), dice and result: ``#12 A move by…: 4+4 = 8 → a result``. Source:
    README "At the table: ledger play" (the bottom line)."""
    parts = live_parts(data, system, code)
    last = f"{system.word('action', code)} {data.get('action')}"
    if width is None:
        return SEP.join([*(p.text for p in parts), last])
    room = max(width - 1, 20)
    return SEP.join([*_fitted(parts, last, room), last])[:room]


def _fitted(parts: list[Any], last: str, room: int) -> list[str]:
    """The texts of ``parts`` that fit in ``room`` characters beside ``last``, shortened and left out by rank."""
    texts: list[str | None] = [p.text for p in parts]
    order = sorted(range(len(parts)), key=lambda i: (-parts[i].rank, -i))      # the least important first

    def size() -> int:
        return len(SEP.join([*(t for t in texts if t is not None), last]))

    for i in order:                                    # the short forms, least important first
        if size() <= room:
            break
        if parts[i].short is not None:
            texts[i] = parts[i].short
    rolls = [i for i in range(len(parts)) if parts[i].roll]
    for i in order:                                    # then left out, an open roll cut first
        for r in rolls:                                # the roll in what room the others leave it
            texts[r] = None
            texts[r] = _cut(parts[r].short or parts[r].text, room - size() - len(SEP), HEAD)
        if (size() <= room and all(texts[r] is not None for r in rolls)) or parts[i].rank == 0:
            break
        if not parts[i].roll:                          # a roll is cut, below, rather than left out
            texts[i] = None
    for r in rolls:                                    # no room for its start: less of it, or its number alone
        if texts[r] is None:
            texts[r] = _cut(parts[r].short or parts[r].text, room - size() - len(SEP), 8, bare=True)
    return [t for t in texts if t is not None]


def _cut(part: str, room: int, least: int, bare: bool = False) -> str | None:
    """An open roll ``part`` in ``room`` characters: whole; its start cut (``…``) before its dice and result, the
    result's band left out first; None when not even that and ``least`` characters of its start fit. ``bare``: its
    number alone before them (``#12: 4+4 = 8 → weak hit``) when that is all that fits."""
    import re

    if len(part) <= room:
        return part
    if ": " not in part or room < 16:
        return None
    head, tail = part.split(": ", 1)
    if len(head) + len(tail) + 2 > room:                      # the result's band left out first
        tail = re.sub(r" \([^()]*\)$", "", tail)
    keep = room - len(tail) - 3
    if keep >= least:
        return f"{head[:keep]}…: {tail}"
    bare_text = f"{head.split()[0]}: {tail}"
    return bare_text if bare and len(bare_text) <= room else None
