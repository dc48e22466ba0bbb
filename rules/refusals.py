"""Refusals in a system's language: the one-line ``RuleError`` message rewritten by the system's own phrase table.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages": a system owns its words under
rules/<system>/) and README "Using the ledger" (``--lang``: the campaign system's languages). Rules raise
their refusals in English, the language of the code; a system that plays in another language gives a
``Phrases`` table per language (``rules/<system>/refusals.py``) and its ``refusal`` view rewrites the message
with it. The field stays as the user typed it (an option's name), names typed by users are never touched.

A table is applied in two passes: ``whole`` patterns, each matching a complete message (``re.fullmatch``,
named groups re-inserted into the template, and themselves rewritten when ``again`` names them), then
``parts``: phrases replaced wherever they occur (the frames the shared rules build, "allowed now", "is not
allowed while", the phase words). A message no pattern matches keeps its English words between the
translated frames, so every refusal still reads in one line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Phrases:
    """One language's refusal phrases: ``whole`` [(regex, template)], ``parts`` [(regex, replacement)]
    (``re`` syntax; replacements may use ``\\g<name>``), ``again`` the group names whose text is itself
    rewritten (a reason inside a frame)."""

    whole: tuple[tuple[str, str], ...] = ()
    parts: tuple[tuple[str, str], ...] = ()
    again: tuple[str, ...] = ("reason",)
    _compiled: dict[str, list[tuple[re.Pattern[str], str]]] = field(default_factory=dict, compare=False, repr=False)

    def _table(self, which: str) -> list[tuple[re.Pattern[str], str]]:
        if which not in self._compiled:
            rows = self.whole if which == "whole" else self.parts
            self._compiled[which] = [(re.compile(p), t) for p, t in rows]
        return self._compiled[which]

    def say(self, message: str) -> str:
        """``message`` in this language (see the module docstring); unchanged when nothing matches."""
        for pattern, template in self._table("whole"):
            m = pattern.fullmatch(message)
            if m:
                groups = {k: (self.say(v) if k in self.again else v) for k, v in m.groupdict().items() if v is not None}
                return template.format(**groups)
        out = message
        for pattern, replacement in self._table("parts"):
            out = pattern.sub(replacement, out)
        return out


def merge(*tables: Phrases) -> Phrases:
    """One table from several, the earlier ones first (a system's own phrases before the shared ones)."""
    whole: list[tuple[str, str]] = []
    parts: list[tuple[str, str]] = []
    again: list[str] = []
    for t in tables:
        whole += t.whole
        parts += t.parts
        again += [a for a in t.again if a not in again]
    return Phrases(tuple(whole), tuple(parts), tuple(again))


def refusal(tables: dict[str, Phrases], field_name: str, message: str, lang: str) -> str | None:
    """The message of a refusal of ``field_name`` in ``lang`` from ``tables`` (language -> ``Phrases``), or None
    when ``lang`` has no table (English: the message as raised)."""
    table = tables.get(lang)
    return table.say(message) if table is not None else None


def words(pairs: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """``parts`` rows replacing each English word or phrase (as a whole word) by its translation."""
    return tuple((rf"(?<![\w-]){re.escape(en)}(?![\w-])", tr.replace("\\", "\\\\")) for en, tr in pairs)
