"""The lines the ledger prints when a command succeeds, gathered from each sample campaign played through the command
line one entry at a time in each of its system's languages other than English, and the English words left in them.

Source: README "Using the ledger" (``--lang``: "Tables, history lines and the lines an action prints speak the
game's words"; the ledger's own lines read in that language too). Each sample script (``sample_campaigns/``) is
turned back into the command lines a person would type (``argv_of``: the command's words, its positional arguments,
its options as the command's parameters spell them, ``--as``), each run with ``--lang`` (or ``LEDGER_LANG``); a
rolling command also asked its ``odds`` first and given ``--odds``; every few entries ``status`` and the system's own
reads (``team``, ``conflict``, ``wheel``), at each scene's end every sheet; at the end every read (``reads``: ``sheet``, ``history``, ``why`` of every
row, ``arc``, the reference lists, dry runs of ``undo`` and ``amend``) and the group's and the archive's lines
(``group_lines``). Used by ``tests/test_lines_sweep_words.py`` and runnable alone, printing every line with English
left: ``python tests/lines_sweep.py [--env | --own] [SAMPLE...]`` (``--own``: the campaign created in the language,
no ``--lang`` after).
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
for _path in (ROOT, ROOT / "tests"):            # run alone as a script as well as under pytest
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import rules  # noqa: E402
from ledger.script import load_script  # noqa: E402
from lines_english import english_left, user_texts  # noqa: E402

#: The samples swept: every one whose system plays in a language other than English.
SAMPLES = ("masks-halcyon-nights.yaml", "masks-second-chances.yaml", "mouseguard-darkwater-crossing.yaml",
           "mosaic-blumen-des-montezuma.yaml", "pokemon-aranciopoli-noir.yaml")
#: ``status`` is read after every this many entries.
EVERY = 2


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


def sweep(sample: str, lang: str, run: Run, folder: Path, by_env: bool | str = False) -> Iterator[tuple[list[str], str]]:
    """Play ``sample`` (a file name under ``sample_campaigns/``) in ``lang`` through ``run`` (``argv -> result`` with
    ``returncode``, ``stdout``, ``stderr``: ``conftest.Cli`` or ``run_in_process``) on a store of its own, reading
    as the module docstring says; yields (argv, each line printed). Raises AssertionError naming a command line
    that was refused. With ``by_env`` the language is given as ``LEDGER_LANG`` instead of ``--lang``; with
    ``by_env="campaign"`` only ``create --lang`` gives it (the campaign's own language), every later command line
    asking for none (left out then: the sample replayed into a store of its own, its script naming no language, and
    ``keygen``, which names no campaign)."""
    header, entries = load_script(ROOT / "sample_campaigns" / sample)
    system = rules.get_system(header.system)
    commands = _commands(system)
    own = by_env == "campaign"

    def say(argv: list[str], env: dict[str, str] | None = None) -> Iterator[tuple[list[str], str]]:
        if own:
            done = run([*argv, "--lang", lang] if argv[0] == "create" else argv, env or {})
        elif by_env:
            done = run(argv, {**(env or {}), "LEDGER_LANG": lang})
        else:
            done = run([*argv, "--lang", lang], env or {})
        if argv[0] == "why" and done.returncode == 2:    # a row no action changed: refused, as it says
            UNCHANGED.append((sample, lang, argv, done.stderr.strip()))
            return
        assert done.returncode == 0, f"ledger {' '.join(argv)} ({lang}): {done.stderr.strip()}"
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
            for read in (["status"], *own_reads(system, [])):
                if len(read) == 1:
                    yield from say(read)
        if command == "scene end":                  # the sheets as a scene leaves them
            for who in [a["name"] for _, c, a, _ in entries[:number] if c == "add-character"]:
                yield from say(["sheet", who])
    yield from reads(system, entries, say)
    yield from group_lines(sample, [a["name"] for _, c, a, _ in entries if c == "add-character"], folder, say,
                           own)


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


def own_reads(system: Any, names: list[str]) -> Iterator[list[str]]:
    """The command lines of the system's own reads that are no reference list (``team``, ``conflict``, ``wheel``),
    once, or once per character of ``names`` when the read needs one (Mouse Guard's ``advancement NAME``)."""
    from ledger.cli.build import entry_names

    for name in entry_names(system):
        read = system.reads.get(name)
        if read is not None and name not in system.reference:
            needs = [n for n, f in (read.args.model_fields.items() if read.args else []) if f.is_required()]
            for who in names if needs else [None]:
                yield [name] + ([who] if who else [])


def reads(system: Any, entries: list[Any], say: Callable[[list[str]], Iterator[Any]]) -> Iterator[Any]:
    """Every read at the end of a sample: ``status`` (now and at session 1), ``campaigns``, ``history`` (table,
    blocks, compact, one character's), each character's ``sheet`` (now, at the start of session 1, as of action 5),
    ``arc`` and ``why`` of each of its sheet's rows, the system's own reads and reference lists, and what undoing
    the last action and amending the first roll's dice to other faces would do (``--dry-run``)."""
    names = [args["name"] for _, command, args, _ in entries if command == "add-character"]
    for argv in (["status"], ["status", "--session", "1"], ["campaigns"], ["history"], ["history", "--compact"],
                 ["history", "--character", names[0]]):
        yield from say(argv)
    yield from say(["history"], {"COLUMNS": "100"})
    for name in names:
        fields = []
        for argv, line in say(["sheet", name]):
            fields += [m.group(1).strip()] if (m := re.match(r"│ ([^│]*\S) +│", line)) else []
            yield argv, line
        for field in fields:
            yield from say(["why", name, field])
        for argv in (["sheet", name, "--session", "1", "--start"], ["sheet", name, "--as-of", str(len(entries))], ["arc", name]):
            yield from say(argv)
    for argv in [*own_reads(system, names), *([name] for name in system.reference)]:
        yield from say(argv)
    yield from say(["undo", str(len(entries)), "--dry-run"])
    first = next(((n, args) for n, _, args, _ in entries if isinstance(args.get("dice"), list)), None)
    if first is not None:
        other = [d % 6 + 1 for d in first[1]["dice"]]          # other faces: an amend of the same is refused
        yield from say(["amend", str(first[0]), "--dice", ",".join(map(str, other)), "--dry-run", "--cascade"])


def group_lines(sample: str, names: list[str], folder: Path, say: Callable[..., Iterator[Any]],
                own: bool = False) -> Iterator[Any]:
    """The lines of the group's and the archive's commands on a played ``sample``: an invitation of a player (of the
    first of ``names``) and of a viewer, the GM's approval turned on and off, ``people``, ``permissions``,
    ``proposals``; the campaign exported, told as a chronicle, its export imported and the sample replayed into
    stores of their own in ``folder``, and a key pair made there."""
    for argv in (["invite", "--role", "player", "--character", names[0]], ["invite", "--role", "viewer"],
                 ["approval", "players"], ["approval", "off"], ["people"], ["permissions"], ["proposals", "--all"],
                 ["export", "--out", str(folder / "c.jsonl")], ["chronicle", "--format", "md", "--out",
                                                                 str(folder / "c.md")],
                 *([] if own else [["keygen", "--out", str(folder / "gm")]])):   # a key names no campaign
        yield from say(argv)
    yield from say(["import", str(folder / "c.jsonl")], {"LEDGER_STORE": str(folder / "imported.sqlite")})
    if not own:
        yield from say(["replay", str(ROOT / "sample_campaigns" / sample)],
                       {"LEDGER_STORE": str(folder / "replayed.sqlite")})


def sample_langs(sample: str) -> list[str]:
    """The languages other than English ``sample``'s system plays in."""
    header, _ = load_script(ROOT / "sample_campaigns" / sample)
    return [x for x in rules.get_system(header.system).languages if x != "en"]


def main(samples: list[str]) -> None:
    """Sweep ``samples`` (all of ``SAMPLES`` when empty) in this process and print every line with English left."""
    import os
    import time

    from conftest import run_in_process  # type: ignore[import-not-found]

    by_env: bool | str = "campaign" if "--own" in samples else "--env" in samples
    samples = [s for s in samples if s not in ("--env", "--own")]
    for sample in samples or SAMPLES:
        header, entries = load_script(ROOT / "sample_campaigns" / sample)
        for lang in sample_langs(sample):
            with tempfile.TemporaryDirectory() as folder:
                typed = user_texts(header, entries) + [folder, str(ROOT)]
                env = dict(os.environ, LEDGER_STORE=str(Path(folder) / "s.sqlite"), COLUMNS="1000", LEDGER_CACHE="off")
                began = time.monotonic()
                lines = list(sweep(sample, lang, lambda argv, more: run_in_process(tuple(argv), {**env, **more}),
                                   Path(folder), by_env))
                left = english_left(lines, lang, typed, rules.get_system(header.system))
                print(f"== {sample} {lang}: {len(lines)} lines, {len(left)} with English, "
                      f"{time.monotonic() - began:.1f} s")
                for _, _, argv, said in UNCHANGED:
                    print(f"refused: {' '.join(argv)}: {said}")
                UNCHANGED.clear()
                for argv, line, words in left:
                    print(f"[{words}] {line.strip()}    <- {argv}")


if __name__ == "__main__":
    main(sys.argv[1:])
