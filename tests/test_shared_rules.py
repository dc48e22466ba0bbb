"""The rules every system shares: finding a name the campaign gave (``rules.names``) and the start of a
session and of a scene (``rules.sessions``).

Source: docs/adding-a-game-system.md ("Languages": names typed by users are matched accent- and
case-insensitively; "Commands": a refusal is one line naming the field and what is allowed; "State":
``session`` and ``scene`` hold ``{"phase", "number"}``); catalogue §1.5.
"""

from __future__ import annotations

import pytest

import rules
from rules.draft import Draft
from rules.errors import RuleError
from rules.names import find_name, known_name
from rules.sessions import start_scene, start_session
from rules.decide import decide
from rules.declaration import Context


def test_find_name_folds_case_accents_and_separators() -> None:
    known = ["Saxon", "José-Luis", "Old_Bo"]
    assert find_name("saxon", known) == "Saxon"
    assert find_name("jose luis", known) == "José-Luis"
    assert find_name("OLD BO", known) == "Old_Bo"
    assert find_name("Sax", known) is None and find_name(None, known) is None
    assert find_name("saxon", {"SAXON": 1, "saxon": 2}) == "SAXON"          # the first that folds alike


def test_known_name_refuses_with_every_known_name() -> None:
    assert known_name("character", "kenzie", ["Saxon", "Kenzie"]) == "Kenzie"
    with pytest.raises(RuleError) as caught:
        known_name("target", "Bob", ["Saxon", "Kenzie"])
    assert (caught.value.field, caught.value.message) == ("target", "unknown character 'Bob'; known: Saxon, Kenzie")
    with pytest.raises(RuleError) as caught:
        known_name("bar", "Ford", {}, "progress bar", "bars", "none (progress open NAME --size N)")
    assert caught.value.message == "unknown progress bar 'Ford'; bars: none (progress open NAME --size N)"


def _changes(d: Draft) -> list[tuple[str, dict, list]]:
    return [(e.kind, e.detail, [(c["path"], c["before"], c["after"]) for c in e.changes]) for e in d.events]


def test_a_session_and_a_scene_start_alike_in_every_system() -> None:
    d = Draft({"session": {"phase": "ended", "number": 2}, "scene": {"phase": "closed", "number": 7}})
    assert start_session(d) == 3
    assert start_scene(d, "Docks", present=["Ana"]) == 8
    assert _changes(d) == [
        ("SessionStarted", {"number": 3}, [(["session", "phase"], "ended", "running"), (["session", "number"], 2, 3)]),
        ("SceneStarted", {"number": 8, "title": "Docks", "present": ["Ana"]},
         [(["scene", "phase"], "closed", "open"), (["scene", "number"], 7, 8)])]
    with pytest.raises(RuleError) as caught:
        start_scene(d, None)
    assert caught.value.message == "'scene start' is not allowed while the scene is open; allowed now: scene end"


@pytest.mark.parametrize("system_id", list(rules.SYSTEM_MODULES))
def test_every_system_starts_its_first_session_and_scene_the_shared_way(system_id: str) -> None:
    system = rules.get_system(system_id)
    state = system.new_state(system.parse_options({}))
    specs, state = decide(system, state, "session start", {}, Context("GM", 2))
    assert specs[0].kind == "SessionStarted" and specs[0].detail == {"number": 1}
    assert state["session"] == {"phase": "running", "number": 1}
    specs, state = decide(system, state, "scene start", {"title": "Opening"}, Context("GM", 3))
    assert specs[0].kind == "SceneStarted" and specs[0].detail["number"] == 1 and specs[0].detail["title"] == "Opening"
    assert (state["scene"]["phase"], state["scene"]["number"]) == ("open", 1)
