"""The ``Content-Disposition`` of a file the server hands over (the history export, the chronicle): one header for
every download, readable by every browser whatever the campaign's name.

Source: RFC 6266 section 4.3 (``filename`` in ASCII as the fallback, ``filename*=UTF-8''...`` for the name as it
is) and README "The server" (the chronicle and the history download under the campaign's name).
"""

from __future__ import annotations

from urllib.parse import quote


def attachment(filename: str, fallback: str = "download") -> str:
    """The ``Content-Disposition`` value naming ``filename`` (any text): ``attachment; filename="ASCII";
    filename*=UTF-8''PERCENT-ENCODED``. The ASCII name keeps letters, digits and the dot of the name, every other
    character a ``-`` (``fallback`` when nothing is left), so no header byte is outside ASCII."""
    stem, dot, ext = filename.rpartition(".") if "." in filename else (filename, "", "")
    plain = "".join(c if c.isascii() and c.isalnum() else "-" for c in stem).strip("-") or fallback
    ext = "".join(c for c in ext if c.isascii() and c.isalnum())
    return f"attachment; filename=\"{plain}{dot if ext else ''}{ext}\"; filename*=UTF-8''{quote(filename, safe='')}"
