"""The ledger core knows no game system; a tiny second system works through the same CLI.

The toy system (``tests/systems/toy2d6``) is registered only here, through ``LEDGER_SYSTEMS``: its
CLI, help, scripts, sheet, history and read come out of ``ledger/`` unchanged.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, Cli

TOY_ENV = {"LEDGER_SYSTEMS": "toy=toy2d6",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "tests" / "systems"), os.environ.get("PYTHONPATH")]))}


@pytest.fixture
def toy(tmp_path: Path) -> Cli:
    return Cli(tmp_path / "toy.sqlite", env=TOY_ENV)


def test_toy_system_plays_through_the_generated_cli(toy: Cli) -> None:
    toy("create", "Tiny", "--system", "toy", "--option", "toy.harm.max=3")
    toy("add-character", "Ash", "--might", "2")
    toy("session", "start")
    toy("scene", "start")
    out = toy("roll", "might", "--as", "Ash", "--dice", "4,5").stdout
    assert "roll #4 Ash Might: 4+5 = 11 → success" in out
    toy("harm", "Ash", "--amount", "2")
    sheet = toy.json("sheet", "ash")
    assert sheet == {"name": "Ash", "stats": {"might": 2, "wits": 0}, "harm": 2, "harm_max": 3}
    assert toy.json("party") == {"harm": {"Ash": 2}}
    assert toy.json("rolls", "Ash") == {"name": "Ash", "rolls": [{"roll": 4, "total": 11}]}    # a read with an argument
    assert "#4" in toy("rolls", "Ash").stdout
    rows = toy.json("history")
    assert [r["command"] for r in rows] == ["create", "add-character", "session start", "scene start", "roll", "harm"]
    assert rows[-1]["changes"] == ["Ash harm: 0 → 2"]
    assert rows[4]["events"][0]["detail"]["dice"] == [4, 5]
    table = toy("history", "--lang", "XX").stdout                 # the system's own language and words
    assert "Crónica" in table and "Fuerza" in table
    assert "Fuerza" in toy("sheet", "Ash", "--lang", "xx").stdout


def test_toy_refusals_are_one_line_and_write_nothing(toy: Cli) -> None:
    toy("create", "Tiny", "--system", "toy")
    toy("add-character", "Ash")
    for args, field in [
        (("roll", "might", "--as", "Ash", "--dice", "4,5"), "phase"),          # no scene open
        (("roll", "luck", "--as", "Ash"), "usage"),                            # a Literal: allowed values from the model
        (("add-character", "Bo", "--might", "5"), "might"),                    # ge/le from the model
        (("harm", "Nobody"), "character"),
        (("mark", "Ash", "angry"), "command"),                                 # another system's command
        (("sheet", "Ash", "--lang", "es"), "lang"),
    ]:
        before = toy.bytes()
        proc = toy(*args, ok=False)
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and len(lines) == 1 and lines[0].startswith(f"error: {field.replace('_', '-')}:"), (args, proc.stderr)
        assert toy.bytes() == before
    proc = toy("mark", "Ash", "angry", ok=False)
    assert "not a command of Toy 2d6" in proc.stderr and "Masks" in proc.stderr


def test_a_masks_campaign_refuses_toy_commands(tmp_path: Path) -> None:
    c = Cli(tmp_path / "m.sqlite", env=TOY_ENV)
    c("create", "Halcyon")
    proc = c("harm", "Rook", ok=False)
    assert proc.returncode == 2 and proc.stderr.startswith("error: command: 'harm' is not a command of Masks")


def test_toy_script_replays(toy: Cli, tmp_path: Path) -> None:
    script = tmp_path / "toy.yaml"
    script.write_text("ledger-script: 1\ncampaign: Scripted\nsystem: toy\nactions:\n"
                      "  - add-character: {name: Ash, wits: 1}\n  - session start\n  - scene start\n"
                      "  - roll: {stat: wits, as: Ash, dice: [1, 2]}\n  - harm: {character: Ash}\n", encoding="utf-8")
    toy("replay", str(script))
    assert toy.json("sheet", "Ash")["harm"] == 1
    assert toy.json("history")[4]["events"][0]["detail"]["tier"] == "failure"


def test_help_needs_no_store(tmp_path: Path) -> None:
    c = Cli(tmp_path / "none.sqlite", env=TOY_ENV)
    listing = c("--help").stdout
    assert "Commands of Masks: A New Generation (--system masks)" in listing
    assert "Commands of Toy 2d6 (--system toy)" in listing and "harm" in listing
    assert "STAT" in c("--system", "toy", "roll", "--help").stdout
    assert "--acting-on-answers" in c("--system", "masks", "roll", "--help").stdout
    assert "Take Assess the Situation's +1." in c("--system", "masks", "roll", "-h").stdout
    proc = c("roll", "--help", ok=False)          # two registered systems have roll: ask which
    assert proc.returncode == 2 and "--system" in proc.stderr
    assert "add-npc" in c("add-npc", "--help").stdout      # only one system has it
    assert not c.has_store()


# --- the rule itself -------------------------------------------------------------------------------------

LEDGER = ROOT / "ledger"


def test_importing_the_ledger_imports_no_system() -> None:
    modules = [".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__") for p in LEDGER.rglob("*.py")]
    code = ("import sys\n" + "".join(f"import {m}\n" for m in modules) +
            "import rules\nsystems = set(rules.SYSTEM_MODULES.values())\n"
            "print(sorted(m for m in sys.modules if any(m == s or m.startswith(s + '.') for s in systems)))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert proc.stdout.strip() == "[]"


def _masks_terms() -> set[str]:
    from rules.masks import data

    terms = {"masks", "influence", "playbook", "potential", "team", "label", "labels", "moment of truth", "advancement",
             "forward", "ongoing", "condition", "conditions"}
    for names in (data.LABEL_NAMES, data.CONDITION_NAMES, data.MOVE_NAMES):
        for key, spelled in names.items():
            terms.add(key.replace("_", " "))
            terms.update(s.lower() for s in spelled)
    terms.update(v.lower() for v in data.ES.values())
    return {t for t in terms if len(t) > 3}


#: Plain words the ledger's own group uses in their everyday sense, not as Masks terms: a GM rejects a player's
#: proposal, an API token has a label (README "Playing as a group").
GROUP_WORDS = {"reject", "label"}
#: Library names the ledger calls, read as the library's, not as a system's terms (Python docs, "threading").
LIBRARY_NAMES = ("threading.Condition",)


def test_no_ledger_module_names_a_system_term() -> None:
    terms = _masks_terms() - GROUP_WORDS
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)) + r")\b", re.IGNORECASE)
    found = []
    for path in LEDGER.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for name in LIBRARY_NAMES:
                line = line.replace(name, "")
            for m in pattern.finditer(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {m.group(0)}")
    assert not found, "\n".join(found)
