"""The shell blocks of the README and the system guides, as a reader would paste them.

Source: README "Quick start" and each docs/systems guide's "How a table plays it": the blocks run as pasted.
"""

from __future__ import annotations

import re
from pathlib import Path

FENCE = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)


def section(text: str, heading: str) -> str:
    """The text under the first heading that starts with ``heading`` (any level), up to the next heading of the
    same or a higher level."""
    m = re.search(rf"^(#+) {re.escape(heading)}.*$", text, re.M)
    if m is None:
        raise LookupError(heading)
    level = len(m.group(1))
    rest = text[m.end():]
    end = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[: end.start() if end else len(rest)]


def blocks(path: Path, heading: str) -> list[str]:
    """The ```sh blocks under ``heading`` of ``path``, in order."""
    return FENCE.findall(section(path.read_text(encoding="utf-8"), heading))
