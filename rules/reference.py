"""Reference lists: the names a game system accepts in input, offered as commands (``ledger moves``).

Source: README "Using the ledger" (reference lists) ("list the names accepted in input, in every language the system has, with
their ids and a one-line description in our own words"). A system declares its lists in
``GameSystem.reference`` (kind -> ``Reference``); each becomes a read of the same name (``ledger KIND``,
with ``--json`` and ``--lang``), so the ledger offers one command per kind without naming any. The
entries come from the system's own name tables (``rules/<id>/data.py``), so what is listed is what the
input accepts. Pure: no I/O; the entries load on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Reference:
    """One reference list of a system, shown by ``ledger KIND``.

    ``entries()`` returns the list's entries (see ``entry``), loaded on first use so that listing a
    system's commands stays cheap; ``title`` is the table title in English (translated through the
    system's words, e.g. ``"Moves"``); ``help`` the command's one-line help.
    """

    entries: Callable[[], list[dict[str, Any]]]
    title: str
    help: str


def entry(ident: str, names: Mapping[str, str], accepted: Iterable[str], description: str | Mapping[str, str]) -> dict[str, Any]:
    """One reference entry: ``{"id", "names" {lang: display name}, "accepted" [spellings], "description"}``.

    ``names`` gives the display name in each of the system's languages; ``accepted`` every spelling the
    input takes besides the id (matched case-, accent- and hyphen-insensitively by ``rules.names``),
    de-duplicated in order; ``description`` one line in our own words, as text (English) or
    ``{lang: text}`` with at least ``"en"``.
    """
    seen: list[str] = []
    for name in accepted:
        if name not in seen:
            seen.append(name)
    text = dict(description) if isinstance(description, Mapping) else {"en": description}
    return {"id": ident, "names": dict(names), "accepted": seen, "description": text}


def from_aliases(aliases: Mapping[str, Iterable[str]], display: Callable[[str, str], str], languages: Iterable[str],
                 descriptions: Mapping[str, str | Mapping[str, str]]) -> list[dict[str, Any]]:
    """Entries for an alias table (id -> accepted spellings, as ``rules.names.resolve`` takes it).

    ``display(id, lang)`` gives the display name in ``lang``; ``descriptions`` maps every id to its line.
    Raises ``KeyError`` for an id without a description (a list must describe every name it accepts).
    """
    langs = tuple(languages)
    return [entry(key, {lang: display(key, lang) for lang in langs}, spelled, descriptions[key])
            for key, spelled in aliases.items()]


def view(ref: Reference, kind: str, languages: tuple[str, ...], lang: str) -> dict[str, Any]:
    """The JSON of a reference list (stable keys): ``{"kind", "languages", "entries": [{"id", "names"
    {lang: name}, "accepted" [spellings], "description" (in ``lang``, else English)}]}``."""
    rows = []
    for item in ref.entries():
        text = item["description"]
        rows.append({"id": item["id"], "names": {k: item["names"].get(k, item["id"]) for k in languages},
                     "accepted": list(item["accepted"]), "description": text.get(lang) or text["en"]})
    return {"kind": kind, "languages": list(languages), "entries": rows}


def rows(data: dict[str, Any], lang: str, word: Callable[[str], str]) -> list[tuple[str, str]]:
    """A reference list as (name, text) rows: the name in ``lang``; then the id and the description, the
    name in every language, and the other spellings accepted. ``word`` translates interface words."""
    out = []
    for item in data["entries"]:
        names = item["names"]
        shown = {item["id"], *names.values()}
        others = [a for a in item["accepted"] if a not in shown]
        lines = [f"{item['id']} — {item['description']}",
                 " · ".join(f"{code}: {names[code]}" for code in data["languages"])]
        if others:
            lines.append(f"{word('also accepted')}: {', '.join(others)}")
        out.append((names.get(lang, item["id"]), "\n".join(lines)))
    return out
