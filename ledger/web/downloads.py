"""The ``Content-Disposition`` of a file the server hands over (the history export, the chronicle): one header for
every download, readable by every browser whatever the campaign's name.

Source: RFC 6266 section 4.3 (``filename`` in ASCII as the fallback, ``filename*=UTF-8''...`` for the name as it
is) and README "The server" (the chronicle and the history download under the campaign's name).
"""

from __future__ import annotations

from urllib.parse import quote


def attachment(filename: str, fallback: str = "download") -> str:
    """The ``Content-Disposition`` value naming ``filename`` (any text): ``attachment; filename="ASCII";
    filename*=UTF-8''PERCENT-ENCODED``. The ASCII name keeps the name's letters (without their accents) and digits
    and its ending, every run of anything else one ``-`` (``fallback`` when nothing is left), so no header byte is
    outside ASCII."""
    import re
    import unicodedata

    stem, dot, ext = filename.rpartition(".") if "." in filename else (filename, "", "")
    bare = unicodedata.normalize("NFKD", stem).encode("ascii", "ignore").decode()
    plain = re.sub(r"[^A-Za-z0-9]+", "-", bare).strip("-") or fallback
    ext = "".join(c for c in ext if c.isascii() and c.isalnum())
    return f"attachment; filename=\"{plain}{dot if ext else ''}{ext}\"; filename*=UTF-8''{quote(filename, safe='')}"
