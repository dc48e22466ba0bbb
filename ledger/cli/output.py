"""Long output: JSON arrays written one element at a time, tables rendered in batches, and the pager.

Source: bench/README.md (history at scale: streamed, memory flat in the length of the campaign) and README "Using the ledger"
(the history pages through ``$PAGER`` when the output is a terminal and longer than the screen).
"""

from __future__ import annotations

import io
import itertools
import shutil
import sys
from collections.abc import Iterable, Iterator
from typing import Any


from ledger.cli.common import cell, safe
from ledger.projections.rows import json_body



def json_frame(bodies: Iterable[bytes]) -> Iterator[bytes]:
    """The bytes of a JSON array made of elements already encoded by ``json_body``, one at a time."""
    first = True
    for body in bodies:
        yield (b"[\n  " if first else b",\n  ") + body
        first = False
    yield b"[]\n" if first else b"\n]\n"


def json_chunks(items: Iterable[Any]) -> Iterator[bytes]:
    """The bytes of ``json.dumps(list(items))`` as ``ledger.cli.common.dump`` prints it (indented by two,
    keys sorted, a final newline), one element at a time."""
    return json_frame(json_body(item) for item in items)


def write_json_stream(items: Iterable[Any], encoded: bool = False) -> None:
    """Print a JSON array element by element (flat memory); the same bytes as ``dump(list(items))``.
    With ``encoded``, ``items`` are elements already encoded by ``json_body``."""
    chunks = json_frame(items) if encoded else json_chunks(items)
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is not None:
        sys.stdout.flush()
        for chunk in chunks:
            buffer.write(chunk)
        buffer.flush()
    else:
        for chunk in chunks:
            sys.stdout.write(chunk.decode())


def terminal() -> bool:
    """Whether results go to a terminal (a person reading, not a pipe or a file)."""
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False


def paged(chunks: Iterable[str]) -> None:
    """Print text chunks; on a terminal, when they run longer than the screen, through the pager
    (``$PAGER``, else ``less`` or ``more``, by click). Nothing is held back when not on a terminal."""
    if not terminal():
        for chunk in chunks:
            sys.stdout.write(chunk)
        sys.stdout.flush()
        return
    import click

    height = shutil.get_terminal_size().lines
    held: list[str] = []
    lines = 0
    rest = iter(chunks)
    for chunk in rest:
        held.append(chunk)
        lines += chunk.count("\n")
        if lines >= height - 1:
            click.echo_via_pager(itertools.chain(held, rest))
            return
    sys.stdout.write("".join(held))
    sys.stdout.flush()


def table_chunks(title: str, columns: list[str], rows: Iterable[list[str]], widths: dict[int, int] | None = None,
                 shares: dict[int, int] | None = None, batch: int = 100) -> Iterator[str]:
    """A rich table rendered ``batch`` rows at a time (every cell user-safe line by line, see ``cell``), so that a table of
    any length is printed with flat memory. Columns keep the same widths from batch to batch: ``widths``
    fixes some (column index -> characters); the others share what is left of the screen, in the proportions
    ``shares`` gives (column index -> weight, 1 for those not named)."""
    from rich import box
    from rich.console import Console
    from rich.table import Table

    width = shutil.get_terminal_size((120, 24)).columns
    fixed = {i: max(w, len(columns[i])) for i, w in (widths or {}).items()}       # a header is never cut
    free = [i for i in range(len(columns)) if i not in fixed]
    while fixed and sum(fixed.values()) + 3 * len(columns) + 1 + 16 * len(free) > width and max(fixed.values()) > 4:
        fixed = {i: max(w * 4 // 5, 4) for i, w in fixed.items()}          # a narrow screen: the fixed ones give way
    left = max(width - sum(fixed.values()) - 3 * len(columns) - 1, 10 * len(free))
    weight = {i: (shares or {}).get(i, 1) for i in free}
    for i in free:
        fixed[i] = max(left * weight[i] // max(sum(weight.values()), 1), 10)
    color = terminal()
    first = True
    batches = iter(rows)
    while True:
        part = list(itertools.islice(batches, batch))
        if not part and not first:
            return
        t = Table(title=safe(title) if first else None, show_header=first, box=box.SIMPLE_HEAD, show_edge=False,
                  pad_edge=False)
        for i, col in enumerate(columns):
            t.add_column(col, width=fixed[i], overflow="fold")
        for row in part:
            t.add_row(*(cell(c) for c in row))
        text = io.StringIO()
        Console(file=text, width=width, force_terminal=color, no_color=not color, markup=False, highlight=False,
                emoji=False, soft_wrap=False).print(t)
        yield text.getvalue()
        first = False
        if not part:
            return


#: Below this many columns the history prints as blocks (``record_chunks``) instead of a table: a table's seven
#: columns would cut words across lines and stack each date on three lines (README "Using the ledger").
TABLE_WIDTH = 120


def screen_width() -> int:
    """The width output is laid out for: ``$COLUMNS``, else the terminal's, else 120 (a pipe or a file)."""
    return shutil.get_terminal_size((TABLE_WIDTH, 24)).columns


def record_chunks(title: str, records: Iterable[tuple[str, str, list[str]]], width: int) -> Iterator[str]:
    """History records laid out for a narrow screen, one block per action: a head line (the number, the
    session/scene, who and what, the time at the right when it fits), then each change indented and wrapped at
    spaces (never inside a word) to ``width``. ``records`` are (head, time, lines), every piece user-safe
    already (``safe``). Source: README "Using the ledger" (the history at 80 columns)."""
    from rich.cells import cell_len

    width = max(width, 40)
    yield title + "\n" + "─" * min(cell_len(title), width - 1) + "\n"
    for head, when, lines in records:
        gap = width - 1 - cell_len(head) - cell_len(when)
        out = [head + " " * gap + when] if gap >= 2 else wrap_cells(f"{head}  {when}", width - 1, "", "      ")
        for line in lines:
            out += wrap_cells(line, width - 1, "      ", "        ") or [""]
        yield "\n".join(out) + "\n"


def wrap_cells(text: str, width: int, first: str, rest: str) -> list[str]:
    """``text`` wrapped to lines of at most ``width`` terminal cells (rich's cell widths: a CJK character takes
    two), the first line after ``first``, the others after ``rest``: at spaces, and a word wider than a whole line
    (text without spaces: a CJK name) cut by cells where it must. Empty for blank text."""
    from rich.cells import cell_len, chop_cells

    lines: list[str] = []
    line = first
    for word in text.split():
        lead = line if line.strip() else ""
        indent = rest if lines or lead else first
        room = width - cell_len(lead or indent) - (1 if lead else 0)
        if cell_len(word) <= room:
            line = f"{lead} {word}" if lead else indent + word
            continue
        if lead and cell_len(word) <= width - cell_len(rest):
            lines.append(lead)
            line = rest + word
            continue
        pieces = chop_cells(word, max(room, 1)) if room > 0 else []
        if lead and room > 0:
            line = f"{lead} {pieces[0]}"
        elif lead:
            lines.append(lead)
            line, pieces = rest, [""]
        else:
            line = indent + pieces[0]
        tail = "".join(pieces[1:])
        while tail:
            lines.append(line)
            piece = chop_cells(tail, max(width - cell_len(rest), 1))[0]
            line, tail = rest + piece, tail[len(piece):]
    if line.strip():
        lines.append(line)
    return lines
