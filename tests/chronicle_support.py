"""Shared pieces of the chronicle tests: the sample campaigns replayed once, and what their history says.

What the tests compare the chronicle with comes from ``ledger history --json`` and ``ledger sheet --json``,
counted here independently of ``ledger.chronicle``: a roll is an event whose detail has a ``dice`` list
(Mouse Guard records its faces as ``faces``); a player character is a sheet whose ``kind`` is ``pc`` (a
Pokémon Noir trainer: ``tipo`` ``allenatore``).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import yaml

from conftest import ROOT, Cli

SAMPLES = sorted(p.stem for p in (ROOT / "sample_campaigns").glob("*.yaml"))
CREATE = ("add-character", "add-npc", "add-pokemon")


def replay(store: Path, sample: str) -> Cli:
    """A ``Cli`` on a new store holding the sample campaign ``sample`` (its file name without .yaml)."""
    cli = Cli(store)
    cli("replay", str(ROOT / "sample_campaigns" / f"{sample}.yaml"))
    return cli


def chronicles(folder: Path, sample: str) -> tuple[Cli, dict[str, str]]:
    """(a ``Cli`` on a new store in ``folder`` holding sample ``sample``, its chronicle as ``{"md", "html"}``), each
    written by ``ledger chronicle --format F --out FILE``, which says where it wrote in one line of the campaign's own
    language (the chronicle's: its system's first without ``--lang``, ``rules.archive_lines``)."""
    cli = replay(folder / "store.sqlite", sample)
    docs = {}
    for fmt in ("md", "html"):
        path = folder / f"chronicle.{fmt}"
        proc = cli("chronicle", "--format", fmt, "--out", str(path))
        assert proc.stdout.count("\n") == 1 and proc.stdout.rstrip().endswith(str(path))
        docs[fmt] = path.read_text(encoding="utf-8")
    return cli, docs


def names(sample: str) -> list[str]:
    """Every character the sample script creates, in order."""
    script = yaml.safe_load((ROOT / "sample_campaigns" / f"{sample}.yaml").read_text(encoding="utf-8"))
    out = []
    for entry in script["actions"]:
        if isinstance(entry, dict):
            (command, args), = entry.items()
            if command in CREATE:
                out.append(args["name"])
    return out


def player_characters(cli: Cli, sample: str) -> list[str]:
    """The sample's player characters, from their sheets."""
    out = []
    for name in names(sample):
        sheet = cli.json("sheet", name)
        if sheet.get("kind") == "pc" or sheet.get("tipo") == "allenatore":
            out.append(name)
    return out


def history_rolls(rows: list[dict[str, Any]]) -> int:
    """The number of events in ``history --json`` rows that record dice."""
    return sum(1 for row in rows for ev in row["events"]
               if isinstance(ev["detail"].get("dice"), list) or isinstance(ev["detail"].get("faces"), list))


class Outline(HTMLParser):
    """What the tests read of a chronicle page: roll entries, entry marks, and per character its SVGs."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rolls = 0
        self.corrected_rolls = 0
        self.undone_marks: list[str] = []
        self.amended_marks = 0
        self.entries: dict[str, set[str]] = {}
        self.svgs: dict[str, int] = {}
        self.character: str | None = None
        self.scripts = 0
        self.links: list[str] = []
        self._in_undone_mark = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = set((a.get("class") or "").split())
        if tag == "script":
            self.scripts += 1
        for key in ("src", "href", "xlink:href", "action", "data"):
            if a.get(key) and not str(a[key]).startswith("#"):
                self.links.append(str(a[key]))
        if "roll" in classes:
            self.rolls += 1
        if "roll-now" in classes:
            self.corrected_rolls += 1
        if tag == "li" and "entry" in classes:
            self.entries[str(a.get("id"))] = classes
        if "amended-mark" in classes:
            self.amended_marks += 1
        if tag == "article" and "character" in classes:
            self.character = a.get("data-name")
            self.svgs[str(self.character)] = 0
        if tag == "svg" and self.character is not None:
            self.svgs[self.character] += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self.character = None


def outline(html: str) -> Outline:
    """The page parsed (see ``Outline``)."""
    page = Outline()
    page.feed(html)
    return page


def md_sections(md: str) -> dict[str, str]:
    """The Markdown's cast sections: character name -> the text under its ``###`` heading."""
    cast = md.split("\n## ", )[-1]
    parts = re.split(r"^### (.+)$", cast, flags=re.MULTILINE)
    return {re.sub(r"\\(.)", r"\1", parts[i]).strip(): parts[i + 1] for i in range(1, len(parts), 2)}
