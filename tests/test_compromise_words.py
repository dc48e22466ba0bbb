"""A Mouse Guard conflict that ends without a compromise reads "no compromise" / "sin compromiso", never "none" /
"ninguno" (which beside the winners reads as nobody), in its history line and in its result's value.

Source: seed 004, "Compromisos" (the loser's compromise after a conflict: none, minor, compromise, major);
rules/mouseguard/data.py (``compromise_term``), summaries.py, words.py.
"""

from __future__ import annotations

import pytest

from rules.mouseguard.data import COMPROMISES, compromise_term, term
from rules.mouseguard.summaries import summary
from rules.mouseguard.words import value


@pytest.mark.parametrize(("lang", "none"), [("en", "no compromise"), ("es", "sin compromiso")])
def test_no_compromise_in_each_language(lang: str, none: str) -> None:
    assert compromise_term("none", lang) == none
    others = [compromise_term(level, lang) for level in COMPROMISES if level != "none"]
    assert others == [term(level, lang) for level in COMPROMISES if level != "none"]
    closed = summary("ConflictClosed", {"conflict": 16, "compromise": "none"}, lang)
    assert closed is not None and closed.endswith(f": {none}")
    ended = summary("ConflictEnded", {"conflict": 16, "winner_names": ["Brand", "Tamsin"], "compromise": "none"}, lang)
    assert ended is not None and ended.endswith(f"Brand, Tamsin; {none}")
    result = value(["conflicts", "16", "decided", "1"], {"winner_names": ["Brand"], "compromise": "none"}, lang)
    assert result is not None and result.endswith(f"Brand; {none}")
    assert term("none", lang) not in (closed.rpartition(": ")[2], result.rpartition("; ")[2])
