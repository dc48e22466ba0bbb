"""Refusals that list the system's own names (harm slots, grades, approaches, moves, picks, Treat Violently's
choices, a Need's fates) in the reader's language: the rules raise them in English with each item's English name,
its typable id after it in brackets when the name differs (``Wound (ferita)``), and attach the same list in every
other language as ``RuleError.words`` (``Ferita``, ``Menomazione permanente (menomazione)``), so the CLI, the shell
and the API name the items as the reader reads them.

Source: seed 002 (the Italian names: Danno Leggero [Ferita], [Fatica], [KO], Severo [Cicatrice], [Rottura],
[Menomazione Permanente], the moves and their options); ``rules.pokemon.data`` (the names, Italian and English);
README "Using the ledger" ("A refusal lists skills, conditions, Labels, moves and stats as the system prints them in
that language").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from rules.errors import RuleError
from rules.names import norm, resolve
from rules.pokemon.data import choice_term, pick_term, term

#: A namer: (id, language code) -> the id's name in that language.
Namer = Callable[[str, str], str]


def item(key: str, name: str) -> str:
    """``name`` followed by the typable ``key`` in brackets when the two differ beyond case and accents
    (``"Wound (ferita)"``; ``"Ferita"``)."""
    return name if norm(name) == norm(key) else f"{name} ({key})"


#: The word for an empty list, by language.
NONE = {"en": "none", "it": "nessuno"}


def names(keys: Iterable[str], namer: Namer, lang: str, empty: Mapping[str, str] | None = None) -> str:
    """The ``keys`` (ids) named in ``lang`` by ``namer``, each with its id when it differs (``item``), joined by
    ", "; ``empty`` (language -> word; default ``NONE``) when there are none."""
    keys = list(keys)
    if not keys:
        words = empty or NONE
        return words.get(lang, words["en"])
    return ", ".join(item(k, namer(k, lang)) for k in keys)


def terms(key: str, lang: str) -> str:
    """A namer for ids ``rules.pokemon.data.term`` names (slots, grades, approaches, moves)."""
    return term(key, lang)


def picks_of(move: str) -> Namer:
    """A namer for the options of ``move`` (``rules.pokemon.data.pick_term``)."""
    return lambda key, lang: pick_term(move, key, lang)


def choices(key: str, lang: str) -> str:
    """A namer for Treat Violently's choices and a Need's fates (``rules.pokemon.data.choice_term``)."""
    return choice_term(key, lang)


def bare(namer: Namer) -> Namer:
    """``namer`` for a name said alone, never followed by its id (a grade in "takes Light harm"): ``refuse`` names
    each id through it as it is."""
    def said(key: str, lang: str) -> str:
        return namer(key, lang)
    said.bare = True  # type: ignore[attr-defined]
    return said


def refuse(field: str, message: str, lists: Mapping[str, tuple[Iterable[str], Namer]],
           empty: Mapping[str, str] | None = None) -> RuleError:
    """``RuleError(field)`` whose ``message`` (the rules' English) has a place ``{name}`` for each of ``lists`` (name
    -> (ids, namer)), each replaced by the list in English (``names``; a ``bare`` namer's names without their ids).
    In another language the whole refusal is the system's table's reading of the message
    (``rules.pokemon.refusals.refusal``) with each list named in that language, given as ``RuleError.words`` for the
    whole message, so a list's words are never read as the frame's."""
    lists = {k: (list(ids), namer) for k, (ids, namer) in lists.items()}

    def one(ids: list[str], namer: Namer, lang: str) -> str:
        if getattr(namer, "bare", False):
            return ", ".join(namer(k, lang) for k in ids)
        return names(ids, namer, lang, empty)

    def fill(said: str, lang: str | None) -> str:
        for n, (k, (ids, namer)) in enumerate(lists.items()):
            said = said.replace("{" + k + "}" if lang is None else f"ELENCO{n}X", one(ids, namer, lang or "en"))
        return said

    def local(lang: str) -> str | None:
        from rules.pokemon.refusals import refusal

        marked = message
        for n, k in enumerate(lists):
            marked = marked.replace("{" + k + "}", f"ELENCO{n}X")
        said = refusal(field, " ".join(marked.split()), lang)
        return fill(said, lang) if said else None

    english = fill(message, None)
    return RuleError(field, english, words=whole_words(field, english, local))


def whole_words(field: str, english: str, local: Callable[[str], str | None]) -> dict[str, Callable[[str], str | None]]:
    """``RuleError.words`` giving the whole refusal ``english`` (of ``field``) in another language by ``local``: for the
    message itself, and for the Italian table's own reading of it (``rules.pokemon.refusals.refusal``), which is what
    stands for it inside a longer line (an amend's "later actions would be refused: ..."), so it is replaced there too."""
    from rules.pokemon.refusals import refusal

    said = refusal(field, english, "it")
    words: dict[str, Callable[[str], str | None]] = {english: local}
    if said and said != english:
        words[said] = lambda lang: local(lang) if lang == "it" else None
    return words


def resolve_named(field: str, text: str, aliases: Mapping[str, Iterable[str]], what: str, namer: Namer = terms) -> str:
    """``rules.names.resolve`` (the id ``text`` names among ``aliases``), its refusal listing every id by its name in
    the reader's language (``refuse``): ``unknown harm slot of Zanna 'x'; allowed: Wound (ferita), ...``."""
    try:
        return resolve(field, text, aliases, what=what)
    except RuleError:
        raise refuse(field, f"unknown {what} {text!r}; allowed: " + "{ids}", {"ids": (aliases, namer)}) from None
