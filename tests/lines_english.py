"""English words left in lines printed in another language: the list searched, and what is taken out of a line
before it is searched (the texts a person typed, a reference list's names in every language, books' titles).

Source: README "Using the ledger" (``--lang``: tables, history lines and the lines an action prints speak the game's
words; a text a person typed is shown as typed). Used by ``tests/lines_sweep.py`` and its test.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

#: The arguments whose values are text a person wrote (names, titles, recaps, reasons, descriptions): left out of
#: the lines before they are searched, as typed.
USER_KEYS = frozenset({
    "name", "title", "text", "reason", "gm_move", "note", "to", "character", "target", "for", "for_", "from", "from_",
    "with", "with_", "other", "npc", "contact", "agree", "leader", "scout", "guard",          # names of characters
    "descriptor", "option", "rest", "item",                                                  # MOSAIC: a trait, items
    "trait", "against_trait", "belief", "goal", "instinct", "wise", "gear", "terms", "opponents",
    "opponent_goal",                                                                         # Mouse Guard
    "allenatore", "specie", "natura"})                                                       # Pokémon

#: English words and phrases no line said in another language should hold (whole words, any case).
ENGLISH = ("the", "and", "with", "of", "to", "for", "from", "by", "is", "are", "was not", "not", "on", "at", "or",
           "roll", "rolls", "rolled", "turn", "needs", "need", "scene", "session", "advance", "advances", "action",
           "actions", "character", "characters", "after", "before", "until", "open", "opened", "closed", "none",
           "yes", "each", "every", "spent", "gained", "lost", "marked", "cleared", "pool", "conditions", "condition",
           "left", "still", "now", "when", "who", "which", "this", "that", "their", "his", "her", "its", "has",
           "have", "had", "been", "no one", "nothing", "result", "results", "pick", "picks", "move", "moves",
           "success", "failure", "miss", "hit", "weak hit", "strong hit", "test", "tests", "ob", "why", "what",
           "changed", "change", "history", "sheet", "status", "team", "label", "labels", "potential", "playbook",
           "influence", "forward", "ongoing", "player", "players", "campaign", "round", "volley", "disposition",
           "conflict", "reward", "rewards", "trait", "traits", "skill", "skills", "ability", "abilities", "stat",
           "stats", "quest", "trust", "tile", "tiles", "advantage", "experience", "journey", "rest", "culture",
           "battle", "harm", "approach", "wheel", "friendship", "need", "debt", "dice", "die", "total", "odds",
           "chance", "exact", "outcome", "allowed", "waiting", "owes", "owed", "choice", "choices", "end", "start",
           "started", "ended", "recap", "private", "title", "undone", "redone", "amended", "undo", "redo", "amend",
           "people", "proposals", "pending", "approved", "rejected", "members", "role", "roles", "by GM", "gm move",
           "none yet", "not yet", "yet", "taken", "remaining", "available", "level", "rank", "ranks", "passes",
           "fails", "pass", "fail", "checks", "check", "tax", "nature", "fate", "persona", "health", "will",
           "resources", "circles", "lifetime", "day", "days", "week", "you", "your", "can", "cannot", "must", "may",
           "more", "than", "only", "also", "all", "any", "both", "one", "two", "three", "times", "time", "used",
           "unused", "charged", "locked", "unlocked", "active", "retired", "dead", "over", "into", "out", "up",
           "down", "off", "against", "side", "sides", "goal", "terms", "winner", "tie", "helper", "help", "gear",
           "wise", "wises", "belief", "instinct", "kind", "tally", "if", "as", "be", "it", "an", "next", "last",
           "first", "again", "else", "other", "another", "whose", "where", "there", "here", "off", "new", "old",
           "give", "gives", "given", "take", "takes", "taken", "spend", "spends", "mark", "clear", "shift",
           "shifted", "owner", "approve", "reject", "note", "notes", "undone by", "amended by", "recorded",
           "created", "added", "replayed", "events", "event", "store", "file", "rules", "none", "before", "after",
           "opened", "round", "exchange", "attack", "defend", "damage", "wound", "wounds", "heal", "healed",
           "interaction", "milestone", "location", "safe", "unsafe", "ally", "request", "answers", "answer",
           "question", "questions", "entry", "entries", "since", "while", "during", "why", "who")
#: Words of the list that are also words of a language swept, or the word its edition keeps (German ``will``,
#: ``die``, ``Playbook``; Italian ``persona``, ``come``; Spanish ``no``, ``dice``, ``Ob``): not searched in it.
SHARED = {"de": {"will", "rest", "start", "test", "total", "status", "in", "an", "hat", "tax", "level", "die",
                 "playbook", "also", "as", "kind", "note", "new", "private"},
          "es": {"total", "no", "test", "status", "dice", "persona", "roles", "ob", "once", "note"},
          "it": {"test", "status", "total", "team", "persona", "come", "note", "ally", "private"}}


def english_pattern(lang: str) -> re.Pattern[str]:
    """A case-blind whole-word pattern of ``ENGLISH`` without the words ``lang`` shares (``SHARED``)."""
    words = sorted({w for w in ENGLISH if w.casefold() not in SHARED.get(lang, set())}, key=len, reverse=True)
    return re.compile(r"(?<![\w'’-])(" + "|".join(map(re.escape, words)) + r")(?![\w'’-])", re.IGNORECASE)


def user_texts(header: Any, entries: list[Any]) -> list[str]:
    """The texts a person wrote in a sample (its campaign name, actors and the values of ``USER_KEYS``), each line of
    a text with line breaks apart, longest first."""
    found = {header.campaign, header.actor}

    def walk(value: Any) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v)
        elif isinstance(value, dict):
            for v in value.values():
                yield from walk(v)

    for _, _, args, actor in entries:
        found.add(actor)
        for key, value in args.items():
            if key in USER_KEYS:
                for text in walk(value):
                    found.update(part for part in text.split("\n") if part.strip())
                    found.update(text.split("=", 1) if "=" in text else [])
    return sorted((t for t in found if t), key=len, reverse=True)


WORD = re.compile(r"[\w'’-]+")


def _runs(typed: list[str]) -> set[tuple[str, ...]]:
    """Every run of three words in a row of the ``typed`` texts (folded): a text wrapped over lines is known by them;
    and a text's first or last one or two words (a wrapped text's piece alone on a line: "out.")."""
    runs = set()
    for text in typed:
        words = [w.casefold() for w in WORD.findall(text)]
        runs.update(tuple(words[i:i + 3]) for i in range(len(words) - 2))
        if len(words) > 2:
            runs.update({tuple(words[:1]), tuple(words[:2]), tuple(words[-1:]), tuple(words[-2:])})
    return runs


def without_typed(line: str, typed: list[str], runs: set[tuple[str, ...]]) -> str:
    """``line`` without the ``typed`` texts in it, whole or a piece of one wrapped (each word of a run of three in a
    row that a typed text has: ``_runs``), nor an id in capitals (a pick's ``DE1``, ``TRAIT``, a book's
    ``+NOTHING``)."""
    spans = [(m.start(), m.end(), m.group().casefold()) for m in WORD.finditer(line)]
    cut = set(range(len(spans))) if 0 < len(spans) < 3 and tuple(w for _, _, w in spans) in runs else set()
    for i in range(len(spans) - 2):
        if tuple(w for _, _, w in spans[i:i + 3]) in runs:
            cut.update(range(i, i + 3))
    for i in sorted(cut, reverse=True):
        line = line[:spans[i][0]] + " " + line[spans[i][1]:]
    for text in typed:
        line = line.replace(text, " ")
    return re.sub(r"\b[A-Z][A-Z0-9]+\b", " ", line)


def without_designed(line: str, also: str) -> str:
    """A reference list's row (``rules.reference.rows``) without what it shows in every language by design: the
    entry's id (``will — ...``), its name in each language (``en: Will · es: Voluntad``) and the other spellings
    accepted (after ``also``: the system's word for "also accepted")."""
    line = re.sub(r"(│\s*)[\w.-]+ — ", r"\1", line)
    line = re.sub(r"\b[a-z]{2}: [^·│]*", " ", line)
    return re.sub(re.escape(also) + r": [^│]*", " ", line)


#: Texts that stay as they are in every language: titles of published books a description cites.
KEPT = ("Secrets of A.E.G.I.S.", "Masks: A New Generation")


def without_ids(line: str) -> str:
    """``line`` without the ids a person types that it names as typed: a web address (``/join?campaign=...``), a
    file's path (``.../replayed.sqlite``), the field a refusal names (``14 (resolver): pick: ...``: the option as
    typed, README "Using the ledger")."""
    line = re.sub(r"/\S*\?\S*|\S*/\S+\.\w+", " ", line)
    return re.sub(r"(\): )[a-z][\w-]*(?=: )", r"\1", line)


def without_rule_ids(line: str) -> str:
    """A row of ``permissions`` without what stays as typed (README "The group": "Names, commands and rule ids stay
    as typed"): the rule's id, its value and the values allowed (the first, third and fourth cells), and the
    commands and arguments its meaning lists after a colon."""
    cells = line.split("│")
    if len(cells) < 6:
        return line
    cells[1] = cells[3] = cells[4] = " "
    cells[5] = cells[5].split(": ", 1)[0]
    return "│".join(cells)


def english_left(lines: list[tuple[list[str], str]], lang: str, typed: list[str],
                 system: Any = None) -> list[tuple[str, str, str]]:
    """(command line, line, the English words found) for each of ``lines`` ((argv, line) as ``lines_sweep.sweep``
    yields them) holding an ``english_pattern`` word or, in a system whose ids are English, an English id of its
    (``test_refusal_sweep_words.english_ids``: a skill, condition, move), once what stays as typed is taken out of
    it: the ``typed`` texts (``without_typed``), ids (``without_ids``), in a reference list of ``system`` what it
    shows in every language (``without_designed``), in ``permissions`` the rules' ids and commands
    (``without_rule_ids``), and the texts of ``KEPT``."""
    from test_refusal_sweep_words import english_ids

    pattern, runs = english_pattern(lang), _runs(typed)
    ids = english_ids(system.id, lang) if system is not None and system.languages[0] == "en" else None
    reference = set(system.reference) if system is not None else set()
    also = system.word("also accepted", lang) if system is not None else "also accepted"
    found = []
    for argv, line in lines:
        bare = without_ids(without_typed(line, typed, runs))
        if argv and argv[0] in reference:
            bare = without_designed(bare, also)
        if argv and argv[0] == "permissions":
            bare = without_rule_ids(bare)
        for text in KEPT:
            bare = bare.replace(text, " ")
        words = pattern.findall(bare) + (ids.findall(bare) if ids is not None else [])
        if words:
            found.append((" ".join(argv), line, ", ".join(dict.fromkeys(w.lower() for w in words))))
    return found
