"""``why`` names who acted as the history does (the person of the group, ``Bo (Rogard)``, the system's word for
the GM) and says each reason once, on every face: the service's rows, their words (the API's ``said``, the pages'
why panel) and ``ledger why``'s table (README "Correcting mistakes and reviewing the past", "Playing as a group")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import Cli
from ledger.projections.why_words import cause_cell, why_words
from ledger.service import Ledger
from ledger.service.people import Person
from rules import get_system
from test_mouseguard_table import conflict_ready

MG = get_system("mouseguard")


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """Darkwater with Dana (a GM) and Bo (Rogard's player); the store's owner marks Rogard tired, Dana angry, Bo
    (as Rogard) hungry, each with a reason."""
    path = tmp_path / "mg.sqlite"
    led = Ledger(path)
    conflict_ready(led)
    led.group(None, "grant", {"person": "Dana", "role": "gm"})
    led.group(None, "grant", {"person": "Bo", "role": "player", "characters": ["Rogard"]})
    led.act(None, "mark", {"character": "Rogard", "condition": "tired"}, reason="plain reason")
    led.act(None, "mark", {"character": "Rogard", "condition": "angry"}, by=Person("Dana"), reason="insulted")
    led.act(None, "mark", {"character": "Rogard", "condition": "hungry"}, actor="Rogard", by=Person("Bo"),
            reason="ran")
    led.close()
    return path


def last_row(store: Path, field: str) -> dict[str, Any]:
    led = Ledger(store)
    try:
        return led.why(None, "Rogard", field)[-1]
    finally:
        led.close()


@pytest.mark.parametrize(("field", "by", "who"), [
    ("tired", None, {"en": "GM", "es": "DJ"}),
    ("angry", "Dana", {"en": "Dana", "es": "Dana"}),
    ("hungry", "Bo", {"en": "Bo (Rogard)", "es": "Bo (Rogard)"}),
])
def test_said_names_who_acted_as_the_history_does(store: Path, field: str, by: str | None,
                                                  who: dict[str, str]) -> None:
    row = last_row(store, field)
    assert row["by"] == by
    assert MG.languages == ("en", "es")                 # the languages Mouse Guard offers
    for lang in MG.languages:
        assert why_words(row, lang, MG)["who"] == who[lang]


def test_a_reason_recorded_as_the_cause_is_said_once() -> None:
    row = {"cause": "plain reason", "reason": "plain reason"}
    assert cause_cell(row, "en", MG) == "plain reason"
    assert cause_cell({"cause": "undo of action 3", "reason": "slipped"}, "en", MG) == "undo of action 3, slipped"
    assert cause_cell({"cause": None, "reason": None}, "es", MG) == "—"
    said = why_words({"command": "mark", "path": ["characters", "Rogard", "conditions", "tired"], "before": False,
                      "after": True, "actor": "GM", "by": None, **row}, "es", MG)
    assert (said["who"], said["cause"], said["before"], said["after"]) == ("DJ", None, "no", "sí")


def cli(store: Path, *args: str) -> str:
    """What ``ledger ARGS`` prints on ``store`` at 200 columns (the command line's own entry point, run in this process)."""
    return Cli(store)(*args).stdout


@pytest.mark.parametrize(("lang", "gm"), [("en", "GM"), ("es", "DJ")])
def test_the_why_table_names_the_person_and_the_reason_once(store: Path, lang: str, gm: str) -> None:
    lines = {f: [line for line in cli(store, "why", "Rogard", f, "--lang", lang).splitlines()
                 if line.startswith("│ 1")][-1] for f in ("tired", "angry", "hungry")}
    assert [c.strip() for c in lines["tired"].split("│")[3:4] + lines["tired"].split("│")[7:8]] == [gm, "plain reason"]
    assert [c.strip() for c in lines["angry"].split("│")[3:4] + lines["angry"].split("│")[7:8]] == ["Dana", "insulted"]
    assert [c.strip() for c in lines["hungry"].split("│")[3:4] + lines["hungry"].split("│")[7:8]] == ["Bo (Rogard)", "ran"]


def test_the_json_rows_carry_who_acted(store: Path) -> None:
    rows = json.loads(cli(store, "why", "Rogard", "angry", "--json"))
    assert (rows[-1]["actor"], rows[-1]["by"], rows[-1]["reason"]) == ("GM", "Dana", "insulted")


def test_text_without_spaces_wraps_by_display_width_in_the_narrow_history(tmp_path: Path) -> None:
    """A 72-cell CJK name and a 100-cell reason at 80 columns: every line of the history fits the screen, the name
    and reason whole across their lines (rich's cell widths: a CJK character takes two)."""
    from rich.cells import cell_len

    path = tmp_path / "cjk.sqlite"
    led = Ledger(path)
    led.create("Darkwater", "mouseguard")
    name, why = "龍" * 36, "因" * 50
    led.act(None, "add-character", {"name": name, "nature": 5, "will": 4, "health": 4, "resources": 3, "circles": 3,
                                    "skill": ["fighter=1"]})
    led.act(None, "mark", {"character": name, "condition": "tired"}, reason=why)
    led.close()
    out = Cli(path, env={"COLUMNS": "80"})("history", "--last", "3").stdout
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= 79
    assert name in "".join(line.strip() for line in lines) and "".join(x.strip() for x in lines).count("因") == 50
    assert [cell_len(line) for line in lines if "因" in line] == [79, 40]
