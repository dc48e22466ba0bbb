"""``ledger play``'s reading of typed and piped lines: the longest line it runs and the refusal of a longer one.

Source: README "At the table: ledger play" (a refused line writes nothing and the shell goes on).
"""

from __future__ import annotations

from typing import Any

from ledger.cli.common import say_error
from rules.shell_frames import said

#: The longest line the shell runs (characters, the newline not counted); a longer one is refused in one
#: ``error: line:`` line and the shell goes on. Splitting a line (``shlex``) takes time growing with the
#: square of its length: 0.25 s at this limit, 35 s at 1 MB.
LINE_MAX = 100_000


def too_long(size: int, lang: str = "en") -> int:
    """Refuse a line of ``size`` characters (more than ``LINE_MAX``): one ``error: line:`` line in ``lang``
    (``rules.shell_frames``, the counts grouped as ``lang`` writes them); returns 2."""
    say_error(said("line_too_long", lang, limit=LINE_MAX, size=size))
    return 2


def piped_lines(stream: Any, chunk: int = 1 << 16) -> Any:
    """The lines of a text ``stream`` (a pipe or a file), each a ``str`` with its newline, except that a
    line longer than ``LINE_MAX`` characters comes as its length (an ``int``): it is read in ``chunk``-sized
    pieces and never held whole, so a 10 MB line costs what reading it does."""
    while True:
        line = stream.readline(LINE_MAX + 2)
        if not line:
            return
        if len(line.rstrip("\r\n")) <= LINE_MAX:
            yield line
            continue
        size = len(line)
        while not line.endswith("\n"):
            line = stream.readline(chunk)
            if not line:
                break
            size += len(line)
        yield size - (1 if line.endswith("\n") else 0)
