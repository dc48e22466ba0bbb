"""Refusals in a system's language: the one-line ``RuleError`` message rewritten by the system's own phrase table.

Source: the developers' guide ("Bad input gets a clear one-line error naming the field as the user typed it";
"nothing under ledger/ names a system, its terms or its languages": a system owns its words under
rules/<system>/) and README "Using the ledger" (``--lang``: the campaign system's languages). Rules raise
their refusals in English, the language of the code; a system that plays in another language gives a
``Phrases`` table per language (``rules/<system>/refusals.py``) and its ``refusal`` view rewrites the message
with it. The field stays as the user typed it (an option's name), names typed by users are never touched.

A table is applied in three passes: ``whole`` patterns, each matching a complete message (``re.fullmatch``,
named groups re-inserted into the template, and themselves rewritten when ``again`` names them); then
``templates``: a refusal's English exactly as the rules write it, with ``{0}``, ``{1}`` ... where the code puts a
value, and its translation with the same numbered places (the most specific template, the one with the most
fixed text, is tried first; the values are put back untouched, but for a place written ``{0*}``, whose value is
the rules' own English and is itself translated, or a list of such words, each translated: ``listed``; a
``whole`` group named ``list`` or ``term`` is such a list too); then ``parts``: phrases replaced wherever they
occur (the frames the shared rules build, "allowed now", "is not allowed while", the phase words). A message no
pattern matches keeps its English words between the translated frames, so every refusal still reads in one
line. ``tests/test_refusal_catalogue.py`` renders every refusal the rules raise and checks each language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Phrases:
    """One language's refusal phrases: ``whole`` [(regex, template)], ``parts`` [(regex, replacement)]
    (``re`` syntax; replacements may use ``\\g<name>``), ``again`` the group names whose text is itself
    rewritten (a reason inside a frame); ``lang`` the language it writes (its numbers: ``rules.numbers``; ``""``: the
    values as raised)."""

    whole: tuple[tuple[str, str], ...] = ()
    parts: tuple[tuple[str, str], ...] = ()
    again: tuple[str, ...] = ("reason",)
    templates: tuple[tuple[str, str], ...] = ()
    lang: str = ""
    _compiled: dict[str, list[tuple[re.Pattern[str], str]]] = field(default_factory=dict, compare=False, repr=False)

    def _table(self, which: str) -> list[tuple[re.Pattern[str], str]]:
        if which not in self._compiled:
            if which == "templates":
                rows = sorted(self.templates, key=lambda row: -len(_PLACE.sub("", row[0])))
                self._compiled[which] = [(template_pattern(en), tr) for en, tr in rows]
            else:
                rows = list(self.whole if which == "whole" else self.parts)
                self._compiled[which] = [(re.compile(p), t) for p, t in rows]
        return self._compiled[which]

    def say(self, message: str, inside: bool = False) -> str:
        """``message`` in this language (see the module docstring); unchanged when nothing matches. A part of a
        frame (``inside``: a group ``again`` names, such as a gate's "the session is not started") is a phase in
        words first: when ``parts`` change it, no template is tried on it (a loose template such as "{0} is not
        {1}" would otherwise take "the session is not started" apart)."""
        for pattern, template in self._table("whole"):
            m = pattern.fullmatch(message)
            if m:
                groups = {k: (self.kind(v) if k == "what" else self.say(v, True) if k in self.again
                              else self.listed(v) if k in ("list", "term") else self.counted(k, v) or self.bare(v))
                          for k, v in m.groupdict().items() if v is not None}
                return template.format(**groups)
        out = self._parts(message)
        if inside and out != message:
            return out
        for pattern, template in self._table("templates"):
            m = pattern.fullmatch(message)
            if m:
                def fill(place: re.Match[str], m: re.Match[str] = m) -> str:
                    value = m.group(f"g{place.group(1)}") or ""
                    if place.group(3):
                        return self.noun_counted(value, place.group(3))    # a count and its noun, as said here
                    if _is_option(place):
                        return value                                    # an option's name: as typed, never worded
                    if not place.group(2):
                        return self.bare(value)
                    said = self.say(value, True)
                    return self.listed(value) if said == value else said
                return _FILL.sub(fill, template)
        return out

    def framed(self, message: str, inner: Callable[[str], str] | None = None) -> str | None:
        """``message`` in this language when one of its ``whole`` patterns or ``templates`` takes it whole, else
        None (its ``parts`` alone never answer: a table tried before another, ``rules.ledger_frames``). A group
        ``again`` names and a ``{0*}`` place are said by ``inner`` (the rules' own English inside: another table's
        reading, ``rules.ledger_said.said``), or by this table's ``parts``."""
        def said(value: str) -> str:
            return inner(value) if inner is not None else self._parts(value)
        for pattern, template in self._table("whole"):
            m = pattern.fullmatch(message)
            if m:
                return template.format(**{k: (said(v) if k in self.again else self.bare(v))
                                          for k, v in m.groupdict().items() if v is not None})
        for pattern, template in self._table("templates"):
            m = pattern.fullmatch(message)
            if m:
                return _FILL.sub(lambda p, m=m: self.noun_counted(m.group(f"g{p.group(1)}") or "", p.group(3))
                                 if p.group(3) else (m.group(f"g{p.group(1)}") or "") if _is_option(p)
                                 else said(m.group(f"g{p.group(1)}") or "") if p.group(2)
                                 else self.bare(m.group(f"g{p.group(1)}") or ""), template)
        return None

    def counted(self, group: str, value: str) -> str | None:
        """A ``whole`` group named for a counted noun (``die``, ``die2``, ``face``, ``whole``: a ``rules.numbers.COUNTED``
        id, a digit after it) holding a count: the count and its noun as this table's ``lang`` writes them
        (``rules.numbers.counted``: "1 dado", "2 dados"); None for any other group."""
        from rules.numbers import COUNTED, counted

        noun = group.rstrip("0123456789")
        if noun not in COUNTED or not value.isdigit():
            return None
        return counted(int(value), noun, self.lang or "en")

    def noun_counted(self, value: str, noun: str) -> str:
        """A template's counted place (``{1#event}``): ``value``, the count the English wrote (grouped in English,
        ``87,833``), and the noun ``noun`` (a ``rules.numbers.COUNTED`` id) as this table's ``lang`` writes them, the
        singular for one (``rules.numbers.counted``: "1 evento", "2 eventos"). Raises ``KeyError`` for an unknown
        noun."""
        from rules.numbers import counted

        return counted(int(value.replace(",", "")), noun, self.lang or "en")

    def kind(self, word: str) -> str:
        """A kind of name in a frame (``unknown PC 'X'``: "PC", "advancement", "location") in this language: its
        ``parts``, else the system's term for it (``listed``: "PC" -> "PJ"), else as raised."""
        said = self.say(word, True)
        return said if said != word else self.listed(word)

    def bare(self, value: str) -> str:
        """A value put back in a place as the rules wrote it (a name, a number, a list of names), but for the rules'
        own words for an empty list, "none yet" (``unknown character 'X'; known: none yet``; a hint after it, such as
        "(culture add NAME)", stays as written) or "none" alone (``due: none``), which reads in this table's words (its
        ``parts``), and for a whole number grouped in English (``87,833``), which is grouped as this table's ``lang`` writes it
        (``rules.numbers.regrouped``). A value that is a system's id, or a list of nothing else (``afraid, insecure``:
        each a lower-case term of ``listed``), reads in its words; a list with any other item (a name a user gave,
        "Tired") stays."""
        if value == "none":
            return self._parts(value)
        if not _NONE_YET.fullmatch(value):
            from rules.numbers import regrouped

            ids, known = value.split(", "), self._terms()
            if value and all(i in known and i.islower() and i not in ("none", "none yet") for i in ids):
                return ", ".join(known[i] for i in ids)                      # a system's ids: its words here

            return regrouped(value, self.lang) if self.lang else value
        return self._parts("none yet") + value[len("none yet"):]

    def words_in(self, message: str) -> str:
        """``message`` with this table's ``parts`` replaced (its words), nothing else tried."""
        return self._parts(message)

    def listed(self, text: str) -> str:
        """A list the rules wrote (``"Danger, Freak; skills: fighter, none"``) with each item the system names in
        this language put in its name: an item that is exactly the English of a template without places (a
        system's ``TERMS``: an id or its English name -> its name here), or "none" ("none yet"); a label between two lists
        ("; skills: ") goes through ``parts``. Any other item (a name a user gave, a command) stays as written."""
        terms = self._terms()
        if text.strip() in terms:                      # a term of its own with a comma ("Drug, radiation and TM")
            return terms[text.strip()]
        pieces = _LIST_SEP.split(text)
        return "".join(self._parts(p) if i % 2 else terms.get(p.strip(), self.bare(p)) for i, p in enumerate(pieces))

    def _terms(self) -> dict[str, str]:
        if "terms" not in self._compiled:
            found = {word: self._parts(word) for word in ("none", "none yet")}
            found.update({en: tr for en, tr in reversed(self.templates) if not _PLACE.search(en)})
            self._compiled["terms"] = found  # type: ignore[assignment]
        return self._compiled["terms"]  # type: ignore[return-value]

    def _parts(self, message: str) -> str:
        out = message
        for pattern, replacement in self._table("parts"):
            out = pattern.sub(replacement, out)
        return out


#: The rules' words for an empty list in a refusal ("none yet"), alone or before a hint in brackets.
_NONE_YET = re.compile(r"none yet(?: \(.*\))?")
#: What separates the items of a list in a refusal: a comma, or a semicolon and the label of the next list.
_LIST_SEP = re.compile(r"(,\s+|;\s+(?:[^,;:]*:\s+)?)")
#: A numbered place in a template: ``{0}``, ``{1}`` ...; ``{1#event}`` a count and its noun (a
#: ``rules.numbers.COUNTED`` id), which the English writes in the singular for one and the plural otherwise.
_PLACE = re.compile(r"\{(\d+)(?:#(\w+))?\}")
#: A place in a translation: ``{0}`` puts the value back untouched (a name, a number); ``{0*}`` puts it back
#: translated with the same table, for a value that is the rules' own English ("the victim's answer"); ``{0#event}``
#: puts back the count with its noun as the table's language writes them (``Phrases.noun_counted``).
_FILL = re.compile(r"\{(\d+)(\*?)(?:#(\w+))?\}")


def _is_option(place: re.Match[str]) -> bool:
    """Whether the place ``place`` (a ``_FILL`` match in a translation) is the name of an option: written right after
    ``--`` (``"{0} braucht --{1} ({2})"``), so that its value is part of the frame's option, put back as typed."""
    return place.string[max(place.start() - 2, 0):place.start()] == "--"


def template_pattern(template: str) -> re.Pattern[str]:
    """The regular expression matching every message the English ``template`` (``"{0} has no {1} to spend"``)
    stands for: its fixed text literally, each numbered place as a group ``g<N>`` of any text without a ``;``
    (empty too; a place repeated must repeat its text). A value never spans a ``;``, so a short template
    ("{0} is not {1}") cannot take a message of several clauses for one of its values. A place right after ``--``
    is an option's name (``needs --{1}``): one word (``clear-stat``), which the
    translation puts back as typed (``_is_option``), never worded. A counted place (``{1#event}``) is a whole number
    (grouped in English or not) and the noun's English singular or plural (``1 event``, ``87,833 events``)."""
    from rules.numbers import COUNTED

    out: list[str] = []
    seen: set[str] = set()
    end = 0
    for place in _PLACE.finditer(template):
        before = template[end:place.start()]
        out.append(re.escape(before))
        end = place.end()
        number, noun = place.group(1), place.group(2)
        if number in seen:
            out.append(f"(?P=g{number})")
            continue
        seen.add(number)
        if noun:
            forms = "|".join(re.escape(f) for f in sorted(set(COUNTED[noun]["en"]), key=len, reverse=True))
            out.append(f"(?P<g{number}>-?\\d[\\d,]*) (?:{forms})")
        elif before.endswith("--"):
            out.append(f"(?P<g{number}>[^\\s;,()]+)")
        else:
            out.append(f"(?P<g{number}>[^;]*?)")
    out.append(re.escape(template[end:]))
    return re.compile("".join(out), re.S)


def merge(*tables: Phrases) -> Phrases:
    """One table from several, the earlier ones first (a system's own phrases before the shared ones; the first
    ``lang`` given)."""
    whole: list[tuple[str, str]] = []
    parts: list[tuple[str, str]] = []
    again: list[str] = []
    templates: list[tuple[str, str]] = []
    lang = next((t.lang for t in tables if t.lang), "")
    for t in tables:
        whole += t.whole
        parts += t.parts
        again += [a for a in t.again if a not in again]
        templates += t.templates
    return Phrases(tuple(whole), tuple(parts), tuple(again), tuple(templates), lang)


def refusal(tables: dict[str, Phrases], field_name: str, message: str, lang: str) -> str | None:
    """The message of a refusal of ``field_name`` in ``lang`` from ``tables`` (language -> ``Phrases``), or None
    when ``lang`` has no table (English: the message as raised)."""
    table = tables.get(lang)
    return table.say(message) if table is not None else None


def words(pairs: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """``parts`` rows replacing each English word or phrase (as a whole word) by its translation."""
    return tuple((rf"(?<![\w-]){re.escape(en)}(?![\w-])", tr.replace("\\", "\\\\")) for en, tr in pairs)


def terms(keys: Iterable[str], local: Mapping[str, str], english: Mapping[str, str] | None = None,
          pairs: Iterable[tuple[str, str]] = ()) -> tuple[tuple[str, str], ...]:
    """Template rows that name a system's ids in one language: each of ``keys`` that ``local`` (id -> its name
    here) names, by its id and by its English name in ``english`` (id -> English; a refusal lists "Angry" or
    ``angry``), then ``pairs`` as given (a system's own way of listing a name, "English / Spanish"). Used by
    ``Phrases.listed`` and ``{N*}`` places; the source is the system's data module."""
    rows: list[tuple[str, str]] = []
    for key in keys:
        if key in local:
            rows.append((key, local[key]))
            if english is not None and english.get(key, key) != key:
                rows.append((english[key], local[key]))
    return (*rows, *pairs)
