"""The lines the ledger prints when a command succeeds, gathered from each sample campaign played through the command
line one entry at a time in each of its system's languages other than English, and the English words left in them.

Source: README "Using the ledger" (``--lang``: "Tables, history lines and the lines an action prints speak the
game's words"; the ledger's own lines read in that language too). Each sample script (``sample_campaigns/``) is
turned back into the command lines a person would type (``argv_of``: the command's words, its positional arguments,
its options as the command's parameters spell them, ``--as``), each run with ``--lang``; a rolling command also
with ``--odds``; every few entries ``status``, and at the end every read (``sheet``, ``history``, ``why``, ``arc``,
``people``, ``proposals``, ``campaigns``, the system's reads and reference lists). Used by
``tests/test_lines_sweep_words.py`` and runnable alone: ``python tests/lines_sweep.py [SAMPLE...]``.
"""

from __future__ import annotations

import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import rules  # noqa: E402
from ledger.script import load_script  # noqa: E402

#: The samples swept: every one whose system plays in a language other than English.
SAMPLES = ("masks-halcyon-nights.yaml", "masks-second-chances.yaml", "mouseguard-darkwater-crossing.yaml",
           "mosaic-blumen-des-montezuma.yaml", "pokemon-aranciopoli-noir.yaml")
#: ``status`` is read after every this many entries.
EVERY = 2
#: The arguments whose values are text a person wrote (names, titles, recaps, reasons, descriptions): left out of
#: the lines before they are searched, as typed.
USER_KEYS = frozenset({"trait", "against_trait", "belief", "goal", "opponent_goal", "instinct", "opponents", "terms", "wise", "gear", "name", "title", "text", "reason", "descriptor", "option", "rest", "note", "gm_move", "to",
                       "character", "target", "for_", "for", "from", "from_", "agree", "item", "npc", "other",
                       "allenatore", "specie", "natura", "leader", "scout", "guard", "contact", "with_", "with"})

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
#: Words of the list that are also words of a language swept (German ``will``, ``rest``, ``Ende``...; Italian
#: ``test``; Spanish ``no``): not searched in that language.
SHARED = {"de": {"will", "rest", "start", "test", "total", "status", "in", "an", "hat", "tax", "level", "die",
                 "playbook", "also", "as", "kind", "note", "new"},
          "es": {"total", "no", "test", "status", "dice", "persona", "roles", "ob", "once", "note"},
          "it": {"test", "status", "total", "team", "persona", "come", "note", "ally"}}


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


def _commands(system: Any) -> dict[str, click.Command]:
    """Every command a campaign of ``system`` answers, by its words (``session start``, ``roll``, ``undo``)."""
    from ledger.cli import root
    from ledger.cli.build import system_entries

    found: dict[str, click.Command] = {}
    for name, cmd in {**root().commands, **system_entries(system)}.items():
        found[name] = cmd
        for sub, leaf in getattr(cmd, "commands", {}).items():
            found[f"{name} {sub}"] = leaf
    return found


def _value(value: Any, sep: str = ",") -> str:
    return sep.join(str(v) for v in value) if isinstance(value, (list, tuple)) else str(value)


def argv_of(commands: dict[str, click.Command], command: str, args: dict[str, Any], actor: str) -> list[str]:
    """The command line (without ``ledger``) a person types for a script entry: ``command``'s words, its positional
    arguments in order, each other argument as the option its command spells it (a flag alone, a repeatable option
    once per value, a list joined by its separator or ``,``), ``--as actor``. ``amend``'s arguments after its action
    go as ``--ARGUMENT VALUE``. Raises KeyError for an argument the command has no parameter for."""
    cmd = commands[command]
    line, rest = command.split(), dict(args)
    by_key = {}
    for p in cmd.params:
        by_key[p.name] = p
        for opt in p.opts:
            by_key[opt.lstrip("-").replace("-", "_")] = p
    for p in cmd.params:
        if isinstance(p, click.Argument) and p.name in rest:
            line.append(_value(rest.pop(p.name)))
    for key, value in rest.items():
        p = by_key.get(key)
        if p is None and command == "amend":
            line += [f"--{key.replace('_', '-')}", _value(value)]
            continue
        if p is None:
            raise KeyError(f"{command}: no parameter for {key!r}")
        opt = p.opts[0]
        if getattr(p, "is_flag", False):
            line += [opt] if value else p.secondary_opts[:1]
        elif getattr(p, "multiple", False):
            for v in value if isinstance(value, (list, tuple)) else [value]:
                line += [opt, str(v)]
        else:
            line += [opt, _value(value, getattr(p, "list_sep", None) or ",")]
    if any("--as" in p.opts for p in cmd.params):
        line += ["--as", actor]
    return line


def _previews(commands: dict[str, click.Command], command: str) -> bool:
    return any("--odds" in p.opts for p in commands[command].params)


#: The ``why`` command lines refused (sample, language, argv, the refusal): rows of a sheet no action changed.
UNCHANGED: list[tuple[str, str, list[str], str]] = []
#: ``run(argv, env)``: a command line run with ``env`` added to the sweep's environment (``COLUMNS``).
Run = Callable[[list[str], dict[str, str]], Any]


def sweep(sample: str, lang: str, run: Run) -> Iterator[tuple[list[str], str]]:
    """Play ``sample`` (a file name under ``sample_campaigns/``) in ``lang`` through ``run`` (``argv -> result`` with
    ``returncode``, ``stdout``, ``stderr``: ``conftest.Cli`` or ``run_in_process``) on a store of its own, reading
    as the module docstring says; yields (argv, each line printed). Raises AssertionError naming a command line
    that was refused."""
    header, entries = load_script(ROOT / "sample_campaigns" / sample)
    system = rules.get_system(header.system)
    commands = _commands(system)

    def say(argv: list[str], env: dict[str, str] | None = None) -> Iterator[tuple[list[str], str]]:
        done = run([*argv, "--lang", lang], env or {})
        if argv[0] == "why" and done.returncode == 2:    # a row no action changed: refused, as it says
            UNCHANGED.append((sample, lang, argv, done.stderr.strip()))
            return
        assert done.returncode == 0, f"ledger {' '.join(argv)} --lang {lang}: {done.stderr.strip()}"
        for line in done.stdout.splitlines():
            yield argv, line

    made = ["create", header.campaign, "--system", header.system, "--as", header.actor]
    for key, value in header.options.items():
        made += ["--option", f"{key}={value}"]
    yield from say(made)
    for number, command, args, actor in entries:
        argv = argv_of(commands, command, args, actor)
        if _previews(commands, command) and "seed" not in args:
            yield from say(_odds(argv, run, lang))
            argv.append("--odds")
        yield from say(argv)
        if number % EVERY == 0:
            yield from say(["status"])
    yield from reads(system, header, entries, say)


def _odds(argv: list[str], run: Run, lang: str) -> list[str]:
    """The ``odds`` command line asking the odds of the rolling command line ``argv`` (its dice left out): the
    command's words first, or without them where the system names none (a Masks move)."""
    line = ["odds"]
    words = iter(argv)
    for word in words:
        if word == "--dice":
            next(words)
        else:
            line.append(word)
    if run([*line, "--lang", lang], {}).returncode != 0:
        line.pop(1)
    return line


def reads(system: Any, header: Any, entries: list[Any], say: Callable[[list[str]], Iterator[Any]]) -> Iterator[Any]:
    """Every read at the end of a sample: ``status``, ``campaigns``, ``people``, ``proposals --all``, ``history``
    (table and blocks), each character's ``sheet``, ``arc`` and ``why`` of each of its sheet's rows, the
    system's reads, and the sheets as they stood at the start of session 1."""
    from ledger.cli.build import entry_names

    yield from say(["status"])
    yield from say(["campaigns"])
    yield from say(["people"])
    yield from say(["proposals", "--all"])
    yield from say(["history"])
    yield from say(["history"], {"COLUMNS": "100"})
    names = [args["name"] for _, command, args, _ in entries if command == "add-character"]
    for name in names:
        fields = []
        for argv, line in say(["sheet", name]):
            fields += [m.group(1).strip()] if (m := re.match(r"│ ([^│]*\S) +│", line)) else []
            yield argv, line
        for field in fields:
            yield from say(["why", name, field])
        yield from say(["sheet", name, "--session", "1", "--start"])
        yield from say(["arc", name])
    for name in entry_names(system):
        read = system.reads.get(name)
        if read is not None and name not in system.reference:
            needs = [n for n, f in (read.args.model_fields.items() if read.args else []) if f.is_required()]
            for who in names if needs else [None]:
                yield from say([name] + ([who] if who else []))
    for name in system.reference:
        yield from say([name])


WORD = re.compile(r"[\w'’-]+")


def _runs(typed: list[str]) -> set[tuple[str, ...]]:
    """Every run of three words in a row of the ``typed`` texts (folded): a text wrapped over lines is known by them."""
    runs = set()
    for text in typed:
        words = [w.casefold() for w in WORD.findall(text)]
        runs.update(tuple(words[i:i + 3]) for i in range(len(words) - 2))
    return runs


def without_typed(line: str, typed: list[str], runs: set[tuple[str, ...]]) -> str:
    """``line`` without the ``typed`` texts in it, whole or a piece of one wrapped (each word of a run of three in a
    row that a typed text has: ``_runs``), nor an id in capitals (a pick's ``DE1``, ``TRAIT``, a book's
    ``+NOTHING``)."""
    spans = [(m.start(), m.end(), m.group().casefold()) for m in WORD.finditer(line)]
    cut = set()
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


def english_left(lines: list[tuple[list[str], str]], lang: str, typed: list[str],
                 system: Any = None) -> list[tuple[str, str, str]]:
    """(command line, line, the English words found) for each printed line holding an ``english_pattern`` word once
    the ``typed`` texts are taken out of it (``without_typed``) and, in a reference list of ``system``, what it
    shows in every language (``without_designed``); a text of ``KEPT`` is left out too."""
    pattern, runs = english_pattern(lang), _runs(typed)
    reference = set(system.reference) if system is not None else set()
    also = system.word("also accepted", lang) if system is not None else "also accepted"
    found = []
    for argv, line in lines:
        bare = without_typed(line, typed, runs)
        if argv and argv[0] in reference:
            bare = without_designed(bare, also)
        for text in KEPT:
            bare = bare.replace(text, " ")
        words = pattern.findall(bare)
        if words:
            found.append((" ".join(argv), line, ", ".join(dict.fromkeys(w.lower() for w in words))))
    return found


def sample_langs(sample: str) -> list[str]:
    """The languages other than English ``sample``'s system plays in."""
    header, _ = load_script(ROOT / "sample_campaigns" / sample)
    return [x for x in rules.get_system(header.system).languages if x != "en"]


def main(samples: list[str]) -> None:
    """Sweep ``samples`` (all of ``SAMPLES`` when empty) in this process and print every line with English left."""
    import os
    import time

    from conftest import run_in_process  # type: ignore[import-not-found]

    for sample in samples or SAMPLES:
        header, entries = load_script(ROOT / "sample_campaigns" / sample)
        typed = user_texts(header, entries)
        for lang in sample_langs(sample):
            with tempfile.TemporaryDirectory() as folder:
                env = dict(os.environ, LEDGER_STORE=str(Path(folder) / "s.sqlite"), COLUMNS="1000", LEDGER_CACHE="off")
                began = time.monotonic()
                lines = list(sweep(sample, lang, lambda argv, more: run_in_process(tuple(argv), {**env, **more})))
                left = english_left(lines, lang, typed, rules.get_system(header.system))
                print(f"== {sample} {lang}: {len(lines)} lines, {len(left)} with English, "
                      f"{time.monotonic() - began:.1f} s")
                for _, _, argv, said in UNCHANGED:
                    print(f"refused: {' '.join(argv)}: {said}")
                UNCHANGED.clear()
                for argv, line, words in left:
                    print(f"[{words}] {line.strip()}    <- {argv}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "tests"))
    main(sys.argv[1:])
